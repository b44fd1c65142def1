//! `bufferization-lower-deallocations`: lowers `bufferization.dealloc` to `memref.dealloc`
//! guarded by runtime checks (spec §4): no memrefs → `false`; one memref → inline pointer
//! compares; several → a call to a generated private `@dealloc_helper` per symbol table.
//!
//! Option `lowering=fast` (the default of `memref-run`) lowers only the cases that need no
//! run-time alias check (no memrefs; one memref and nothing retained) and leaves every other
//! `bufferization.dealloc` to the executor: the JIT lowers it natively, comparing *allocated*
//! pointers (so a `memref.view` still aliases its source) with no heap scratch memory, and a
//! duplicate entry blocks a free only when its own condition holds (DESIGN §4).

use rustc_hash::FxHashMap;

use super::Pass;
use crate::diag::Diagnostic;
use crate::ir::attrs::CmpIPredicate;
use crate::ir::{Attr, AttrData, Builder, Context, Op, OpKind, TypeData, Value, DYNAMIC};
use crate::verify::{op_error, plain_error};

/// How the general cases of `bufferization.dealloc` are lowered.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Lowering {
    /// Upstream's: inline aligned-pointer compares for one memref, `@dealloc_helper` for more.
    #[default]
    Helper,
    /// Ours: everything that needs a run-time alias check stays a `bufferization.dealloc`
    /// for the executor's native lowering.
    Fast,
}

impl Lowering {
    /// Parses an option value (`helper` or `fast`).
    pub fn parse(v: &str) -> Result<Lowering, String> {
        match v {
            "helper" => Ok(Lowering::Helper),
            "fast" => Ok(Lowering::Fast),
            _ => Err(format!(
                "Invalid argument '{v}' for option 'lowering' (helper, fast)"
            )),
        }
    }
}

/// The pass.
#[derive(Default)]
pub struct LowerDeallocations {
    /// The strategy for deallocs that need run-time alias checks.
    pub lowering: Lowering,
}

impl Pass for LowerDeallocations {
    // A function's deallocs lower alone; the module only gains `@dealloc_helper`, the same
    // function named after the same symbols in every context that needs it.
    fn splits_by_function(&self) -> bool {
        true
    }
    fn flag(&self) -> &'static str {
        "bufferization-lower-deallocations"
    }
    fn class_name(&self) -> &'static str {
        "LowerDeallocationsPass"
    }
    fn run(&mut self, ctx: &mut Context, root: Op) -> Result<(), Diagnostic> {
        if !matches!(ctx.kind(root), OpKind::Module | OpKind::FuncFunc) {
            return Err(op_error(
                ctx,
                root,
                "root operation must be a builtin.module or a function",
            ));
        }
        let fast = self.lowering == Lowering::Fast;
        let deallocs: Vec<Op> = ctx
            .collect_ops(root)
            .into_iter()
            .filter(|o| ctx.kind(*o) == OpKind::BufferizationDealloc)
            // The fast strategy keeps what needs an alias check for the executor.
            .filter(|o| !fast || !needs_alias_check(ctx, *o))
            .collect();
        // One helper per symbol table that needs the general lowering, created up front.
        let mut helpers: FxHashMap<Op, String> = FxHashMap::default();
        if ctx.kind(root) == OpKind::Module {
            for &d in &deallocs {
                if ctx.segment(d, 0).len() <= 1 {
                    continue;
                }
                let Some(table) = ctx.enclosing_symbol_table(d) else {
                    continue;
                };
                if let std::collections::hash_map::Entry::Vacant(e) = helpers.entry(table) {
                    e.insert(build_helper(ctx, table));
                }
            }
        }
        // The callee attribute of each helper, made once.
        let helpers: FxHashMap<Op, Attr> = helpers
            .into_iter()
            .map(|(t, name)| (t, ctx.intern_attr(AttrData::SymbolRef(vec![name]))))
            .collect();
        for d in deallocs {
            let helper = if helpers.is_empty() {
                None
            } else {
                ctx.enclosing_symbol_table(d)
                    .and_then(|t| helpers.get(&t).copied())
            };
            lower(ctx, d, helper)?;
        }
        Ok(())
    }
}

/// Whether lowering `d` needs a run-time alias check (several memrefs, or anything retained).
pub fn needs_alias_check(ctx: &Context, d: Op) -> bool {
    let memrefs = ctx.segment(d, 0).len();
    memrefs > 1 || (memrefs == 1 && !ctx.segment(d, 2).is_empty())
}

fn memref_1d(ctx: &mut Context, n: i64, elem: crate::ir::Type) -> crate::ir::Type {
    ctx.intern_type(TypeData::MemRef {
        shape: vec![n],
        elem,
        layout: None,
        space: None,
    })
}

fn alloc(ctx: &mut Context, b: &Builder, ty: crate::ir::Type) -> Value {
    let op = b.create_with_segments(ctx, OpKind::MemRefAlloc, &[&[], &[]], &[ty], vec![]);
    ctx.result(op, 0)
}

fn intptr(ctx: &mut Context, b: &Builder, m: Value) -> Value {
    b.extract_aligned_pointer(ctx, m)
}

/// `nontemporal = false`, which upstream's builders set on the loads and stores they make
/// (the parser leaves it out): visible in the generic form.
/// `nontemporal = false`, by handle (the lowering creates loads and stores by the hundred
/// thousand).
fn not_nontemporal(ctx: &mut Context) -> [(crate::ir::Ident, crate::ir::Attr); 1] {
    [(ctx.known().nontemporal, ctx.bool_attr(false))]
}

fn store(ctx: &mut Context, b: &Builder, v: Value, m: Value, idx: Value) {
    let attrs = not_nontemporal(ctx);
    b.create_with_idents(ctx, OpKind::MemRefStore, &[v, m, idx], &[], &attrs);
}

fn load(ctx: &mut Context, b: &Builder, m: Value, idx: Value) -> Value {
    let elem = ctx.ty(ctx.value_type(m)).elem().expect("memref");
    let attrs = not_nontemporal(ctx);
    let op = b.create_with_idents(ctx, OpKind::MemRefLoad, &[m, idx], &[elem], &attrs);
    ctx.result(op, 0)
}

fn guarded_dealloc(ctx: &mut Context, b: &Builder, cond: Value, m: Value) {
    b.scf_if(
        ctx,
        cond,
        &[],
        |ctx, ib| {
            ib.memref_dealloc(ctx, m);
            vec![]
        },
        None,
    );
}

fn lower(ctx: &mut Context, d: Op, helper: Option<Attr>) -> Result<(), Diagnostic> {
    let memrefs = ctx.segment(d, 0).to_vec();
    let conds = ctx.segment(d, 1).to_vec();
    let retained = ctx.segment(d, 2).to_vec();
    let results = ctx.results(d).to_vec();
    let b = Builder::before(ctx, d);
    let mut replacements: Vec<Value> = Vec::new();
    match memrefs.len() {
        0 => {
            // Upstream creates the `false` even with no results to take it (left dead).
            let f = b.const_bool(ctx, false);
            replacements = vec![f; results.len()];
        }
        1 if retained.is_empty() => guarded_dealloc(ctx, &b, conds[0], memrefs[0]),
        1 => {
            let pm = intptr(ctx, &b, memrefs[0]);
            let mut nes = Vec::new();
            for r in &retained {
                let pr = intptr(ctx, &b, *r);
                nes.push(b.cmpi(ctx, CmpIPredicate::Ne, pm, pr));
            }
            let mut all = nes[0];
            for ne in &nes[1..] {
                all = b.binary(ctx, OpKind::ArithAndI, all, *ne);
            }
            let sd = b.binary(ctx, OpKind::ArithAndI, all, conds[0]);
            guarded_dealloc(ctx, &b, sd, memrefs[0]);
            let t = b.const_bool(ctx, true);
            for ne in nes {
                let x = b.binary(ctx, OpKind::ArithXOrI, ne, t);
                replacements.push(b.binary(ctx, OpKind::ArithAndI, x, conds[0]));
            }
        }
        n => {
            let Some(callee) = helper else {
                return Err(plain_error(
                    ctx,
                    d,
                    "library function required for generic lowering, but cannot be \
                     automatically inserted when operating on functions",
                )
                .with_follow_up(plain_error(
                    ctx,
                    d,
                    "failed to legalize operation 'bufferization.dealloc' that was explicitly \
                     marked illegal",
                )));
            };
            let m = retained.len();
            let (it, i1) = (ctx.index_type(), ctx.int_type(1));
            let (ptr_t, cond_t, ret_t) = (
                memref_1d(ctx, n as i64, it),
                memref_1d(ctx, n as i64, i1),
                memref_1d(ctx, m as i64, it),
            );
            let ptrs = alloc(ctx, &b, ptr_t);
            let cbuf = alloc(ctx, &b, cond_t);
            let rptrs = alloc(ctx, &b, ret_t);
            for (i, mr) in memrefs.iter().enumerate() {
                let p = intptr(ctx, &b, *mr);
                let c = b.const_index(ctx, i as i64);
                store(ctx, &b, p, ptrs, c);
            }
            for (i, c) in conds.iter().enumerate() {
                let ci = b.const_index(ctx, i as i64);
                store(ctx, &b, *c, cbuf, ci);
            }
            for (j, r) in retained.iter().enumerate() {
                let p = intptr(ctx, &b, *r);
                let c = b.const_index(ctx, j as i64);
                store(ctx, &b, p, rptrs, c);
            }
            // The helper's dynamically sized parameter types, interned once for the five casts.
            let (dyn_it, dyn_i1) = (memref_1d(ctx, DYNAMIC, it), memref_1d(ctx, DYNAMIC, i1));
            let cp = b.memref_cast(ctx, ptrs, dyn_it);
            let cc = b.memref_cast(ctx, cbuf, dyn_i1);
            let cr = b.memref_cast(ctx, rptrs, dyn_it);
            let rout_t = memref_1d(ctx, m as i64, i1);
            let dout = alloc(ctx, &b, cond_t);
            let rout = alloc(ctx, &b, rout_t);
            let cdo = b.memref_cast(ctx, dout, dyn_i1);
            let cro = b.memref_cast(ctx, rout, dyn_i1);
            b.create_named(
                ctx,
                OpKind::FuncCall,
                &[cp, cr, cc, cdo, cro],
                &[],
                &[("callee", callee)],
                &[],
            );
            for (i, mr) in memrefs.iter().enumerate() {
                let c = b.const_index(ctx, i as i64);
                let ok = load(ctx, &b, dout, c);
                guarded_dealloc(ctx, &b, ok, *mr);
            }
            for j in 0..m {
                let c = b.const_index(ctx, j as i64);
                replacements.push(load(ctx, &b, rout, c));
            }
            for t in [ptrs, rptrs, cbuf, dout, rout] {
                b.memref_dealloc(ctx, t);
            }
        }
    }
    for (old, new) in results.iter().zip(&replacements) {
        ctx.replace_all_uses(*old, *new);
    }
    ctx.erase_op(d);
    Ok(())
}

/// Appends `@dealloc_helper` (renamed on clash) to the body of `table`; returns its name.
fn build_helper(ctx: &mut Context, table: Op) -> String {
    let mut name = "dealloc_helper".to_string();
    let mut k = 0;
    while ctx.lookup_symbol(table, name.as_bytes()).is_some() {
        name = format!("dealloc_helper_{k}");
        k += 1;
    }
    // Built at the location of the op the pass runs on (the module), as upstream's.
    let loc = ctx.op_loc(table);
    let (it, i1) = (ctx.index_type(), ctx.int_type(1));
    let (pt, ct) = (memref_1d(ctx, DYNAMIC, it), memref_1d(ctx, DYNAMIC, i1));
    let inputs = vec![pt, pt, ct, ct, ct];
    let fty = ctx.intern_type(TypeData::Function {
        inputs: inputs.clone(),
        results: vec![],
    });
    let region = ctx.create_region();
    let entry = ctx.create_block();
    ctx.append_block(region, entry);
    let args: Vec<Value> = inputs
        .iter()
        .map(|t| ctx.add_block_arg(entry, *t, loc))
        .collect();
    let (dptrs, rptrs, conds, dout, rout) = (args[0], args[1], args[2], args[3], args[4]);
    let b = Builder::at_end(entry, loc);
    let c0 = b.const_index(ctx, 0);
    let c1 = b.const_index(ctx, 1);
    let t = b.const_bool(ctx, true);
    let f = b.const_bool(ctx, false);
    let nd = b.memref_dim(ctx, dptrs, c0);
    let nr = b.memref_dim(ctx, rptrs, c0);
    b.scf_for(ctx, c0, nr, c1, &[], |ctx, lb, j, _| {
        store(ctx, &lb, f, rout, j);
        vec![]
    });
    b.scf_for(ctx, c0, nd, c1, &[], |ctx, lb, i, _| {
        let p = load(ctx, &lb, dptrs, i);
        let c = load(ctx, &lb, conds, i);
        let not_retained = lb.scf_for(ctx, c0, nr, c1, &[t], |ctx, ib, j, acc| {
            let rp = load(ctx, &ib, rptrs, j);
            let eq = ib.cmpi(ctx, CmpIPredicate::Eq, rp, p);
            ib.scf_if(
                ctx,
                eq,
                &[],
                |ctx, tb| {
                    let old = load(ctx, &tb, rout, j);
                    let new = tb.binary(ctx, OpKind::ArithOrI, old, c);
                    store(ctx, &tb, new, rout, j);
                    vec![]
                },
                None,
            );
            let ne = ib.cmpi(ctx, CmpIPredicate::Ne, rp, p);
            vec![ib.binary(ctx, OpKind::ArithAndI, acc[0], ne)]
        });
        let nr_ok = ctx.result(not_retained, 0);
        let no_dup = lb.scf_for(ctx, c0, i, c1, &[nr_ok], |ctx, ib, k, acc| {
            let q = load(ctx, &ib, dptrs, k);
            let ne = ib.cmpi(ctx, CmpIPredicate::Ne, q, p);
            vec![ib.binary(ctx, OpKind::ArithAndI, acc[0], ne)]
        });
        let ok = ctx.result(no_dup, 0);
        let free = lb.binary(ctx, OpKind::ArithAndI, ok, c);
        store(ctx, &lb, free, dout, i);
        vec![]
    });
    b.create(ctx, OpKind::FuncReturn, &[], &[], vec![], &[]);
    let (sn, ft, vis) = (
        ctx.str_attr(&name),
        ctx.intern_attr(AttrData::Type(fty)),
        ctx.str_attr("private"),
    );
    let func = ctx.create_op(
        OpKind::FuncFunc,
        None,
        &[],
        &[],
        vec![
            ("sym_name".into(), sn),
            ("function_type".into(), ft),
            ("sym_visibility".into(), vis),
        ],
        &[region],
        &[],
        loc,
    );
    let body = ctx
        .entry_block(ctx.regions(table)[0])
        .expect("symbol table body");
    ctx.append_op(body, func);
    name
}
