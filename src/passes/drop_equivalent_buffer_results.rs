//! `drop-equivalent-buffer-results`: a private function returning one of its arguments (through
//! any `memref.cast`s) no longer returns it; its callers use the argument they passed instead
//! (cast to the old result type when it differs). Upstream's
//! `DropEquivalentBufferResults.cpp`: only top-level private functions with a body; a result
//! is dropped when every `func.return` gives the same argument, whatever its type; a rewritten
//! call keeps only its callee (the op upstream's builder makes).

use super::Pass;
use crate::diag::Diagnostic;
use crate::ir::{AttrData, Builder, Context, Op, OpKind, TypeData, Value};
use rustc_hash::FxHashMap;

/// The pass.
pub struct DropEquivalentBufferResults;

impl Pass for DropEquivalentBufferResults {
    fn flag(&self) -> &'static str {
        "drop-equivalent-buffer-results"
    }
    fn class_name(&self) -> &'static str {
        "DropEquivalentBufferResultsPass"
    }
    fn run(&mut self, ctx: &mut Context, module: Op) -> Result<(), Diagnostic> {
        // The calls of each function.
        let mut callers: FxHashMap<Op, Vec<Op>> = FxHashMap::default();
        ctx.walk(module, &mut |o| {
            if ctx.kind(o) == OpKind::FuncCall {
                if let Some(f) = called_function(ctx, o) {
                    callers.entry(f).or_default().push(o);
                }
            }
        });
        let funcs = ctx.module_funcs(module);
        for f in funcs {
            let region = ctx.regions(f)[0];
            if ctx.entry_block(region).is_none() || is_public(ctx, f) {
                continue;
            }
            let rets = return_ops(ctx, f);
            if rets.is_empty() {
                continue;
            }
            let args = ctx
                .block_args(ctx.entry_block(region).expect("body"))
                .to_vec();
            let nresults = ctx.function_type(f).map_or(0, |(_, r)| r.len());
            let mut kept: Vec<Vec<Value>> = vec![Vec::new(); rets.len()];
            let mut erased = Vec::new();
            let mut result_to_arg: FxHashMap<usize, usize> = FxHashMap::default();
            for i in 0..nresults {
                // Result i goes when every return gives the same argument, through casts.
                let operands: Vec<Value> = rets.iter().map(|r| ctx.operand(*r, i)).collect();
                let arg = args.iter().position(|a| {
                    operands.iter().all(|v| {
                        let mut src = *v;
                        while let Some(c) = ctx
                            .defining_op(src)
                            .filter(|c| ctx.kind(*c) == OpKind::MemRefCast)
                        {
                            src = ctx.operand(c, 0);
                        }
                        src == *a
                    })
                });
                match arg {
                    Some(a) => {
                        result_to_arg.insert(i, a);
                        erased.push(true);
                    }
                    None => {
                        for (k, v) in kept.iter_mut().zip(&operands) {
                            k.push(*v);
                        }
                        erased.push(false);
                    }
                }
            }
            erase_results(ctx, f, &erased);
            for (r, k) in rets.iter().zip(&kept) {
                ctx.set_operands(*r, k);
            }
            let name = ctx.symbol_name(f).unwrap_or_default().to_vec();
            let new_results: Vec<_> = ctx.function_type(f).expect("function").1.to_vec();
            for call in callers.get(&f).cloned().unwrap_or_default() {
                let b = Builder::before(ctx, call);
                let callee = ctx
                    .intern_attr(AttrData::SymbolRef(vec![
                        String::from_utf8_lossy(&name).into_owned()
                    ]));
                let operands = ctx.operands(call).to_vec();
                let n = b.create(
                    ctx,
                    OpKind::FuncCall,
                    &operands,
                    &new_results,
                    vec![("callee".into(), callee)],
                    &[],
                );
                let mut next = 0;
                for i in 0..ctx.results(call).len() {
                    let old = ctx.result(call, i);
                    let repl: Value = match result_to_arg.get(&i) {
                        None => {
                            next += 1;
                            ctx.result(n, next - 1)
                        }
                        Some(&a) => {
                            let v = operands[a];
                            let t = ctx.value_type(old);
                            if ctx.value_type(v) == t {
                                v
                            } else {
                                b.create_value(ctx, OpKind::MemRefCast, &[v], t, vec![])
                            }
                        }
                    };
                    ctx.replace_all_uses(old, repl);
                }
                ctx.erase_op(call);
            }
        }
        Ok(())
    }
}

/// The function a `func.call` names (the nearest symbol table's), if it is a `func.func`.
fn called_function(ctx: &Context, call: Op) -> Option<Op> {
    let AttrData::SymbolRef(path) = ctx.attr(ctx.get_attr(call, "callee")?) else {
        return None;
    };
    let mut table = ctx.enclosing_symbol_table(call)?;
    let mut found = None;
    // A nested reference walks down through the symbol tables it names.
    for (k, part) in path.iter().enumerate() {
        let s = ctx.lookup_symbol(table, part.as_bytes())?;
        if k + 1 == path.len() {
            found = Some(s);
        } else {
            table = s;
        }
    }
    found.filter(|f| ctx.kind(*f) == OpKind::FuncFunc)
}

/// `isPublic`: no `sym_visibility`, or `"public"`.
fn is_public(ctx: &Context, f: Op) -> bool {
    match ctx.get_attr(f, "sym_visibility").map(|a| ctx.attr(a)) {
        Some(AttrData::String { bytes, .. }) => bytes.as_slice() == b"public",
        _ => true,
    }
}

/// The `func.return`s ending the blocks of `f`.
fn return_ops(ctx: &Context, f: Op) -> Vec<Op> {
    ctx.region_blocks(ctx.regions(f)[0])
        .filter_map(|b| {
            ctx.last_op(b)
                .filter(|t| ctx.kind(*t) == OpKind::FuncReturn)
        })
        .collect()
}

/// `eraseResults`: drops the results marked in `erased` from the function type and from
/// `res_attrs` (removed when no dictionary is left that is not empty).
fn erase_results(ctx: &mut Context, f: Op, erased: &[bool]) {
    let Some((ins, outs)) = ctx.function_type(f).map(|(a, b)| (a.to_vec(), b.to_vec())) else {
        return;
    };
    let results: Vec<_> = outs
        .iter()
        .zip(erased)
        .filter(|(_, e)| !**e)
        .map(|(t, _)| *t)
        .collect();
    let ft = ctx.intern_type(TypeData::Function {
        inputs: ins,
        results,
    });
    let fa = ctx.intern_attr(AttrData::Type(ft));
    ctx.set_attr(f, "function_type", fa);
    if let Some(a) = ctx.get_attr(f, "res_attrs") {
        if let AttrData::Array(list) = ctx.attr(a).clone() {
            let left: Vec<_> = list
                .iter()
                .zip(erased)
                .filter(|(_, e)| !**e)
                .map(|(d, _)| *d)
                .collect();
            let all_empty = left
                .iter()
                .all(|d| matches!(ctx.attr(*d), AttrData::Dict(e) if e.is_empty()));
            if all_empty {
                ctx.remove_attr(f, "res_attrs");
            } else {
                let na = ctx.intern_attr(AttrData::Array(left));
                ctx.set_attr(f, "res_attrs", na);
            }
        }
    }
}
