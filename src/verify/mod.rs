//! The verifier: structural rules, SSA dominance, symbol references and per-op type rules.
//! Messages follow upstream MLIR's wording.

use crate::analysis::DominanceInfo;
use crate::diag::Diagnostic;
use crate::ir::{
    ArithOp, AttrData, Block, BufferizationOp, BuiltinOp, CfOp, ComplexOp, Context, DialectOp,
    FuncOp, IndexOp, MathOp, MemRefOp, Op, OpKind, ScfOp, TensorOp, Type, TypeData, UbOp, Value,
    DYNAMIC,
};
use crate::print::{print_op_generic, type_to_string};

mod affine;
mod arith;
mod bufferization;
mod builtin;
mod cf;
mod complex;
mod forall;
mod func;
mod index;
mod linalg;
mod linalg_pack;
mod math;
mod memref;
mod scf;
mod structure;
mod tensor;
mod vector;

pub(crate) use memref::in_bounds_slice;
pub(crate) use structure::{collapsed_strides, expanded_strides};

use crate::diag::loc_pos;

/// An error attached to `op`, in MLIR's `'name' op message` form, with the "see current
/// operation" note.
pub fn op_error(ctx: &Context, op: Op, msg: impl AsRef<str>) -> Diagnostic {
    plain_error(
        ctx,
        op,
        format!("'{}' op {}", ctx.op_name(op), msg.as_ref()),
    )
}

/// InferTypeOpInterface's failure: its own message (emitted at the op's location, so without
/// the "see current operation" note), then "failed to infer returned types" on the op.
pub fn infer_error(ctx: &Context, op: Op, msg: impl AsRef<str>) -> Diagnostic {
    let pos = loc_pos(ctx, ctx.op_loc(op));
    Diagnostic::error(pos, format!("'{}' op {}", ctx.op_name(op), msg.as_ref()))
        .with_follow_up(op_error(ctx, op, "failed to infer returned types"))
}

/// A located error without the op prefix, with the "see current operation" note.
pub fn plain_error(ctx: &Context, op: Op, msg: impl Into<String>) -> Diagnostic {
    let pos = loc_pos(ctx, ctx.op_loc(op));
    let sep = if ctx.regions(op).is_empty() { "" } else { "\n" };
    Diagnostic::error(pos.clone(), msg).with_note(
        pos,
        format!("see current operation: {sep}{}", print_op_generic(ctx, op)),
    )
}

/// Verifies `top` and everything nested in it; returns the first error.
pub fn verify(ctx: &Context, top: Op) -> Result<(), Diagnostic> {
    // The tools verify again after the pass manager, which verified after the last pass.
    if ctx.is_verified(top) {
        return Ok(());
    }
    let mut v = Verifier {
        ctx,
        dom: DominanceInfo::new(),
        symbols: crate::ir::SymbolCache::new(),
        last_block: None,
        skip: None,
        parallel: true,
    };
    v.verify_op(top)?;
    ctx.note_verified(top);
    Ok(())
}

/// Verifies a module whose functions a function-local pass rewrote one at a time: each
/// function right after its rewrite ([`FunctionVerifier::function`]), then the rest of the
/// module without them ([`FunctionVerifier::finish`]). The diagnostics are those of
/// [`verify`]: when a function fails, `finish` verifies the whole module.
#[derive(Default)]
pub struct FunctionVerifier {
    /// Shared by the functions: a function-local pass changes no symbol.
    symbols: crate::ir::SymbolCache,
    /// Functions that verified and that the pass has not changed since.
    good: rustc_hash::FxHashSet<Op>,
    failed: bool,
}

impl FunctionVerifier {
    /// Verifies `f`, which the rest of the pass leaves alone.
    pub fn function(&mut self, ctx: &Context, f: Op) {
        let mut v = Verifier {
            ctx,
            dom: DominanceInfo::new(),
            symbols: std::mem::take(&mut self.symbols),
            last_block: None,
            parallel: true,
            skip: None,
        };
        let ok = v.verify_op(f).is_ok();
        self.symbols = v.symbols;
        if ok {
            self.good.insert(f);
        } else {
            self.failed = true;
        }
    }
    /// [`FunctionVerifier::function`] for each of `fs`, on several threads when the IR is
    /// large enough ([`Context::threads`]).
    pub fn functions(&mut self, ctx: &Context, fs: &[Op]) {
        let threads = ctx.threads();
        if threads <= 1 || fs.len() <= 1 {
            for &f in fs {
                self.function(ctx, f);
            }
            return;
        }
        for (&f, r) in fs.iter().zip(verify_isolated_parallel(ctx, fs, threads)) {
            if r.is_ok() {
                self.good.insert(f);
            } else {
                self.failed = true;
            }
        }
    }
    /// Records that `f` is unchanged since the whole module last verified.
    pub fn unchanged(&mut self, f: Op) {
        self.good.insert(f);
    }
    /// Verifies `top` but for the functions known good.
    pub fn finish(self, ctx: &Context, top: Op) -> Result<(), Diagnostic> {
        if self.failed {
            return verify(ctx, top);
        }
        let mut v = Verifier {
            ctx,
            dom: DominanceInfo::new(),
            symbols: self.symbols,
            last_block: None,
            parallel: true,
            skip: Some(self.good),
        };
        v.verify_op(top)?;
        ctx.note_verified(top);
        Ok(())
    }
}

/// Verifies each of `ops` (isolated from above, so independent of one another) on up to
/// `threads` threads; the results come in the order of `ops`, each what a sequential
/// verifier would give it.
fn verify_isolated_parallel(ctx: &Context, ops: &[Op], threads: usize) -> Vec<VResult> {
    // The notes' printing flag is per thread: the workers take this thread's.
    let note_debug_info = crate::print::note_debug_info();
    // Several ranges per thread so that uneven functions balance.
    let parts = crate::par::ranges(ops.len(), threads * 8);
    let done = crate::par::map_jobs(
        threads,
        parts.len(),
        || {
            let guard = crate::print::NoteDebugInfo::set(note_debug_info);
            let v = Verifier {
                ctx,
                dom: DominanceInfo::new(),
                symbols: crate::ir::SymbolCache::new(),
                last_block: None,
                parallel: false,
                skip: None,
            };
            (guard, v)
        },
        |(_, v), i| {
            parts[i]
                .clone()
                .map(|k| v.verify_op(ops[k]))
                .collect::<Vec<_>>()
        },
    );
    done.into_iter().flatten().collect()
}

struct Verifier<'c> {
    ctx: &'c Context,
    dom: DominanceInfo,
    symbols: crate::ir::SymbolCache,
    /// The block of the op verified last and whether it is reachable (ops come block by
    /// block).
    last_block: Option<(crate::ir::Block, bool)>,
    /// Isolated-from-above ops verified already ([`FunctionVerifier`]).
    skip: Option<rustc_hash::FxHashSet<Op>>,
    /// Whether the isolated-from-above ops of a region may be verified on several threads
    /// (not on a thread that is one of them).
    parallel: bool,
}

type VResult = Result<(), Diagnostic>;

impl Verifier<'_> {
    fn ty(&self, v: Value) -> &TypeData {
        self.ctx.ty(self.ctx.value_type(v))
    }
    fn ts(&self, t: Type) -> String {
        type_to_string(self.ctx, t)
    }

    fn verify_op(&mut self, op: Op) -> VResult {
        let ctx = self.ctx;
        // Shape first (operand, result, region and successor counts, required attributes), so
        // that the checks below and the printer may rely on it, whatever the generic form said.
        structure::verify_structure(ctx, op)?;
        let kind = ctx.kind(op);
        let regions = ctx.regions(op);
        // No branch may target a region's entry block (the printer does not even name it).
        for &r in regions {
            let Some(entry) = ctx.entry_block(r) else {
                continue;
            };
            let targeted = ctx
                .region_blocks(r)
                .filter_map(|b| ctx.last_op(b))
                .any(|t| ctx.successors(t).contains(&entry));
            if targeted {
                return Err(Diagnostic::error(
                    loc_pos(ctx, ctx.op_loc(op)),
                    "entry block of region may not have predecessors",
                ));
            }
        }
        // Operands dominate their use (only checked in reachable blocks, as upstream: an
        // unreachable block may even use its own results); no value crosses an
        // isolated-from-above boundary.
        let block = ctx.op_block(op);
        let reachable = match (block, self.last_block) {
            (None, _) => true,
            (Some(b), Some((lb, r))) if lb == b => r,
            (Some(b), _) => {
                let r = ctx
                    .block_region(b)
                    .is_none_or(|r| ctx.entry_block(r) == Some(b))
                    || self.dom.is_reachable(ctx, b);
                self.last_block = Some((b, r));
                r
            }
        };
        for (i, &v) in ctx.operands(op).iter().enumerate() {
            // Most operands are defined earlier in the user's block: nothing is crossed, and
            // the order in the block decides dominance (the rest take the general checks).
            if let Some(b) = block {
                match ctx.value(v).def {
                    crate::ir::ValueDef::BlockArg(vb, _) if vb == b => continue,
                    crate::ir::ValueDef::Result(d, _)
                        if ctx.op_block(d) == Some(b)
                            && (!reachable || (d != op && ctx.is_before_in_block(d, op))) =>
                    {
                        continue
                    }
                    _ => {}
                }
            }
            if let Some(iso) = self.crossed_isolation(v, op) {
                let _ = iso;
                return Err(
                    op_error(ctx, op, "using value defined outside the region").with_note(
                        loc_pos(ctx, ctx.op_loc(iso)),
                        "required by region isolation constraints",
                    ),
                );
            }
            if reachable && !self.dom.value_dominates(ctx, v, op) {
                let mut d =
                    plain_error(ctx, op, format!("operand #{i} does not dominate this use"));
                let def_loc = match ctx.defining_op(v) {
                    Some(d) => loc_pos(ctx, ctx.op_loc(d)),
                    None => loc_pos(ctx, ctx.value(v).loc),
                };
                d = d.with_note(
                    def_loc,
                    format!("operand defined here {}", self.relation(v, op)),
                );
                return Err(d);
            }
        }
        // Successors only on terminators, in the same region, with matching arguments.
        let succs = ctx.successors(op);
        if !succs.is_empty() {
            let my_region = ctx.op_block(op).and_then(|b| ctx.block_region(b));
            for (i, s) in succs.iter().enumerate() {
                if ctx.block_region(*s) != my_region {
                    return Err(op_error(
                        ctx,
                        op,
                        "reference to block defined in another region",
                    ));
                }
                if kind != OpKind::Unregistered {
                    let args = crate::ir::interfaces::successor_operand_slice(ctx, op, i);
                    let params = ctx.block_args(*s);
                    if args.len() != params.len() {
                        return Err(plain_error(
                            ctx,
                            op,
                            format!(
                                "branch has {} operands for successor #{i}, but target block has {}",
                                args.len(),
                                params.len()
                            ),
                        ));
                    }
                    for (j, (a, p)) in args.iter().zip(params).enumerate() {
                        let (at, pt) = (ctx.value_type(*a), ctx.value_type(*p));
                        if at != pt {
                            return Err(plain_error(
                                ctx,
                                op,
                                format!("type mismatch for bb argument #{j} of successor #{i}"),
                            ));
                        }
                    }
                }
            }
        }
        self.verify_kind(op)?;
        // Regions: terminators. Isolated-from-above ops in them are verified after the
        // rest, every one of them (upstream verifies them in parallel and reports each one's
        // error, in order).
        let mut isolated: Vec<Op> = Vec::new();
        for &r in regions {
            for (bi, b) in ctx.region_blocks(r).enumerate() {
                if bi > 0
                    && kind != OpKind::Unregistered
                    && !matches!(kind, OpKind::FuncFunc)
                    && !kind.is_terminator()
                {
                    // Multi-block regions are allowed in func.func and unregistered ops only
                    // (scf regions are single-block).
                    if matches!(
                        kind,
                        OpKind::ScfFor
                            | OpKind::ScfIf
                            | OpKind::ScfWhile
                            | OpKind::ScfParallel
                            | OpKind::ScfForall
                            | OpKind::ScfIndexSwitch
                            | OpKind::AffineFor
                            | OpKind::AffineIf
                            | OpKind::AffineParallel
                    ) {
                        return Err(op_error(ctx, op, "expects region #0 to have 0 or 1 blocks"));
                    }
                }
                let needs_terminator = !matches!(
                    kind,
                    OpKind::Module | OpKind::Unregistered | OpKind::ScfForallInParallel
                );
                // Upstream's order: an empty block on entering it; each op (a terminator must
                // come last: its trait) before the ops after it; the missing terminator on
                // leaving the block, so an invalid op in it is reported first.
                if needs_terminator && ctx.first_op(b).is_none() {
                    let pos = loc_pos(ctx, ctx.op_loc(op));
                    return Err(Diagnostic::error(
                        pos,
                        "empty block: expect at least a terminator",
                    ));
                }
                // (A terminator that is not last is the op's own error.)
                for o in ctx.block_ops(b) {
                    if ctx.kind(o).is_isolated_from_above() && !ctx.regions(o).is_empty() {
                        isolated.push(o);
                        continue;
                    }
                    self.verify_op(o)?;
                }
                if let Some(last) = ctx.last_op(b).filter(|_| needs_terminator) {
                    let k = ctx.kind(last);
                    if !k.is_terminator() && k != OpKind::Unregistered {
                        return Err(op_error(
                            ctx,
                            last,
                            "block with no terminator, has ".to_string()
                                + &print_op_generic(ctx, last),
                        )
                        .map_to_plain(ctx, last));
                    }
                }
            }
        }
        if !isolated.is_empty() {
            self.verify_isolated(isolated)?;
        }
        // Rules checked once the regions are (upstream's `verifyRegions`).
        if kind == OpKind::AffineFor {
            self.verify_affine_for_regions(op)?;
        }
        Ok(())
    }

    /// Verifies the isolated-from-above ops found in an op's regions, each one (upstream
    /// verifies them in parallel and reports each one's error, in order).
    fn verify_isolated(&mut self, mut isolated: Vec<Op>) -> VResult {
        let ctx = self.ctx;
        if let Some(skip) = &self.skip {
            isolated.retain(|o| !skip.contains(o));
        }
        let threads = if self.parallel && isolated.len() > 1 {
            ctx.threads()
        } else {
            1
        };
        let results = if threads > 1 {
            verify_isolated_parallel(ctx, &isolated, threads)
        } else {
            isolated.iter().map(|&o| self.verify_op(o)).collect()
        };
        let mut failed: Option<Diagnostic> = None;
        for d in results.into_iter().filter_map(Result::err) {
            failed = Some(match failed {
                None => d,
                Some(first) => first.with_follow_up(d),
            });
        }
        if let Some(d) = failed {
            return Err(d);
        }
        Ok(())
    }

    /// How the definition of `v` relates to `user`, for the dominance note.
    fn relation(&self, v: Value, user: Op) -> &'static str {
        let ctx = self.ctx;
        let (Some(db), Some(ub)) = (ctx.value_block(v), ctx.op_block(user)) else {
            return "";
        };
        if db == ub {
            return "(op in the same block)";
        }
        let (dr, ur) = (ctx.block_region(db), ctx.block_region(ub));
        if dr == ur {
            return "(op in the same region)";
        }
        let region_ancestor = |outer: Option<crate::ir::Region>, mut b: Block| -> bool {
            loop {
                let Some(r) = ctx.block_region(b) else {
                    return false;
                };
                if Some(r) == outer {
                    return true;
                }
                let Some(p) = ctx.region(r).parent else {
                    return false;
                };
                let Some(pb) = ctx.op_block(p) else {
                    return false;
                };
                b = pb;
            }
        };
        if region_ancestor(dr, ub) {
            "(op in a parent region)"
        } else if region_ancestor(ur, db) {
            "(op in a child region)"
        } else {
            "(op is neither in a parent nor in a child region)"
        }
    }

    /// The isolated-from-above op between `user` and the definition of `v`, if any.
    fn crossed_isolation(&self, v: Value, user: Op) -> Option<Op> {
        let ctx = self.ctx;
        // Most operands are defined in the user's block: nothing crossed.
        let def_block = ctx.value_block(v);
        if def_block.is_some() && def_block == ctx.op_block(user) {
            return None;
        }
        let def_region = ctx.value_block(v).and_then(|b| ctx.block_region(b))?;
        let mut cur = user;
        loop {
            let b = ctx.op_block(cur)?;
            if ctx.block_region(b) == Some(def_region) {
                return None;
            }
            let p = ctx.parent_op(cur)?;
            if ctx.kind(p).is_isolated_from_above() {
                return Some(p);
            }
            cur = p;
        }
    }

    fn expect_parent(&self, op: Op, parents: &[OpKind]) -> VResult {
        let ctx = self.ctx;
        let p = ctx.parent_op(op).map(|p| ctx.kind(p));
        if p.is_some_and(|k| parents.contains(&k)) {
            return Ok(());
        }
        let names: Vec<&str> = parents.iter().map(|k| k.name()).collect();
        if names.len() == 1 {
            Err(op_error(
                ctx,
                op,
                format!("expects parent op '{}'", names[0]),
            ))
        } else {
            Err(op_error(
                ctx,
                op,
                format!("expects parent op to be one of '{}'", names.join(", ")),
            ))
        }
    }

    fn require_attr(&self, op: Op, name: &str) -> VResult {
        if self.ctx.get_attr(op, name).is_none() {
            return Err(op_error(
                self.ctx,
                op,
                format!("requires attribute '{name}'"),
            ));
        }
        Ok(())
    }

    fn same_operand_result_types(&self, op: Op) -> VResult {
        let ctx = self.ctx;
        let mut tys = ctx
            .operands(op)
            .iter()
            .map(|v| ctx.value_type(*v))
            .chain(ctx.results(op).iter().map(|v| ctx.value_type(*v)));
        if let Some(first) = tys.next() {
            if tys.any(|t| t != first) {
                return Err(op_error(
                    ctx,
                    op,
                    "requires the same type for all operands and results",
                ));
            }
        }
        Ok(())
    }

    fn counts(&self, op: Op, operands: usize, results: usize) -> VResult {
        let ctx = self.ctx;
        if ctx.operands(op).len() != operands {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "expected {operands} operands, but found {}",
                    ctx.operands(op).len()
                ),
            ));
        }
        if ctx.results(op).len() != results {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "requires {results} results, but found {}",
                    ctx.results(op).len()
                ),
            ));
        }
        Ok(())
    }

    fn memref_rank(&self, v: Value) -> Option<usize> {
        match self.ty(v) {
            TypeData::MemRef { shape, .. } => Some(shape.len()),
            _ => None,
        }
    }

    /// Elementwise arith and math ops: operand kind (ODS order), then the same-type trait, then
    /// the operand count.
    fn verify_elementwise(&self, op: Op) -> VResult {
        use OpKind::*;
        let ctx = self.ctx;
        let kind = ctx.kind(op);
        let operands = ctx.operands(op);
        let results = ctx.results(op);

        // Operand type constraints come first (ODS order), then the same-type trait.
        let t = operands
            .first()
            .map_or_else(|| ctx.value_type(results[0]), |v| ctx.value_type(*v));
        let elem = element_or_self(ctx, t);
        let is_float_op = matches!(
            kind,
            ArithAddF
                | ArithSubF
                | ArithMulF
                | ArithDivF
                | ArithRemF
                | ArithMaximumF
                | ArithMinimumF
                | ArithMaxNumF
                | ArithMinNumF
                | ArithNegF
                | MathSqrt
                | MathRsqrt
                | MathExp
                | MathLog
                | MathSin
                | MathCos
                | MathTanh
                | MathAbsF
                | MathPowF
                | MathAtan2
                | MathFma
                | MathFloor
                | MathCeil
                | MathCopySign
                | MathAcos
                | MathAcosh
                | MathAsin
                | MathAsinh
                | MathAtan
                | MathAtanh
                | MathCbrt
                | MathCosh
                | MathErf
                | MathErfc
                | MathExp2
                | MathExpM1
                | MathLog10
                | MathLog1p
                | MathLog2
                | MathRound
                | MathRoundEven
                | MathSinh
                | MathTan
                | MathTrunc
                | MathClampF
        );
        if is_float_op && !ctx.ty(elem).is_float() {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "operand #0 must be floating-point-like, but got '{}'",
                    self.ts(t)
                ),
            ));
        }
        if !is_float_op && !is_signless_int_or_index(ctx.ty(elem)) {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "operand #0 must be signless-integer-like, but got '{}'",
                    self.ts(t)
                ),
            ));
        }
        self.same_operand_result_types(op)?;
        // The operand count of the op's table row (elementwise ops have fixed counts).
        let expected = match kind.info().operands {
            crate::ir::opdef::Count::Exact(n) => usize::from(n),
            _ => ctx.operands(op).len(),
        };
        self.counts(op, expected, 1)
    }

    fn verify_kind(&mut self, op: Op) -> VResult {
        use OpKind::*;
        let ctx = self.ctx;
        let kind = ctx.kind(op);
        let known = ctx.known();
        if ctx.get_attr_id(op, known.manual_deallocation).is_some()
            && !matches!(
                kind,
                MemRefAlloc
                    | MemRefAlloca
                    | MemRefRealloc
                    | MemRefDealloc
                    | BufferizationClone
                    | Unregistered
            )
        {
            return Err(op_error(ctx, op, "attribute 'bufferization.manual_deallocation' can be used only on ops that have an allocation and/or free side effect"));
        }
        // The Symbol trait's own check comes before the op's.
        let symbol_trait = kind.info().has(crate::ir::Traits::SYMBOL);
        if symbol_trait {
            if let Some(AttrData::String { bytes, .. }) = ctx
                .get_attr_id(op, known.sym_visibility)
                .map(|a| ctx.attr(a))
            {
                if !matches!(bytes.as_slice(), b"public" | b"private" | b"nested") {
                    return Err(op_error(
                        ctx,
                        op,
                        format!(
                            "visibility expected to be one of [\"public\", \"private\", \
                             \"nested\"], but got \"{}\"",
                            String::from_utf8_lossy(bytes)
                        ),
                    ));
                }
            }
        }
        // SymbolOpInterface: a symbol (a module only when named) lives in a symbol table,
        // unless its parent is unregistered.
        let is_symbol =
            symbol_trait || (kind == Module && ctx.get_attr_id(op, known.sym_name).is_some());
        if is_symbol {
            if let Some(parent) = ctx.parent_op(op) {
                let pk = ctx.kind(parent);
                if pk != Unregistered && !pk.is_symbol_table() {
                    return Err(op_error(
                        ctx,
                        op,
                        "symbol's parent must have the SymbolTable trait",
                    ));
                }
            }
        }
        match kind.dialect_op() {
            DialectOp::Builtin(k) => self.verify_builtin(op, k),
            DialectOp::Func(k) => self.verify_func(op, k),
            DialectOp::Arith(k) => self.verify_arith(op, k),
            DialectOp::Math(k) => self.verify_math(op, k),
            DialectOp::MemRef(k) => self.verify_memref(op, k),
            DialectOp::Scf(k) => self.verify_scf(op, k),
            DialectOp::Cf(k) => self.verify_cf(op, k),
            DialectOp::Bufferization(k) => self.verify_bufferization(op, k),
            DialectOp::Index(k) => self.verify_index(op, k),
            DialectOp::Vector(k) => self.verify_vector(op, k),
            DialectOp::Complex(k) => self.verify_complex(op, k),
            DialectOp::Tensor(k) => self.verify_tensor(op, k),
            DialectOp::Linalg(k) => self.verify_linalg(op, k),
            DialectOp::Affine(k) => self.verify_affine(op, k),
            // `value`'s kind is checked with the other inherent attributes.
            DialectOp::Ub(UbOp::UbPoison) => Ok(()),
            DialectOp::Unregistered => {
                let name = ctx.op_name(op);
                match name.split_once('.') {
                    Some((d, _)) if crate::ir::opkind::KNOWN_DIALECTS.contains(&d) => {
                        Err(plain_error(
                            ctx,
                            op,
                            format!(
                                "unregistered operation '{name}' found in dialect ('{d}') that \
                                 does not allow unknown operations"
                            ),
                        ))
                    }
                    _ => Ok(()),
                }
            }
        }
    }

    /// `v` must be an `index` (upstream's wording names it `what`, e.g. "operand #1").
    fn expect_index(&self, op: Op, v: Value, what: &str) -> VResult {
        if matches!(self.ty(v), TypeData::Index) {
            return Ok(());
        }
        Err(op_error(
            self.ctx,
            op,
            format!(
                "{what} must be index, but got '{}'",
                self.ts(self.ctx.value_type(v))
            ),
        ))
    }

    /// The identity-layout and same-memory-space checks `memref.view` and `memref.realloc`
    /// share, in upstream's words: `words` are the layout noun and the two types' names
    /// (`["map", "base", "view"]`). Each side is (type, layout, rank, memory space).
    fn identity_layouts_one_space(
        &self,
        op: Op,
        from: (
            Type,
            Option<crate::ir::Attr>,
            usize,
            Option<crate::ir::Attr>,
        ),
        to: (
            Type,
            Option<crate::ir::Attr>,
            usize,
            Option<crate::ir::Attr>,
        ),
        words: [&str; 3],
    ) -> VResult {
        let ctx = self.ctx;
        let [noun, from_name, to_name] = words;
        for ((t, layout, rank, _), name) in [(from, from_name), (to, "result")] {
            if !identity_layout(ctx, layout, rank) {
                return Err(plain_error(
                    ctx,
                    op,
                    format!("unsupported {noun} for {name} memref type '{}'", self.ts(t)),
                ));
            }
        }
        if from.3 != to.3 {
            return Err(plain_error(
                ctx,
                op,
                format!(
                    "different memory spaces specified for {from_name} memref type '{}' and {to_name} memref type '{}'",
                    self.ts(from.0),
                    self.ts(to.0)
                ),
            ));
        }
        Ok(())
    }

    fn view_source_error(&self, op: Op, t: Type) -> Diagnostic {
        op_error(
            self.ctx,
            op,
            format!(
                "operand #0 must be 1D memref of 8-bit signless integer values, but got '{}'",
                self.ts(t)
            ),
        )
    }

    fn verify_cast(&self, op: Op) -> VResult {
        use OpKind::*;
        let ctx = self.ctx;
        let (a, b) = ctx.source_result_types(op);
        // index_cast and bitcast also cast the elements of memrefs (`getTypeIfLikeOrMemRef`).
        let elem = |t: Type| match (ctx.kind(op), ctx.ty(t)) {
            (ArithIndexCast | ArithIndexCastUI | ArithBitcast, TypeData::MemRef { elem, .. }) => {
                *elem
            }
            _ => element_or_self(ctx, t),
        };
        let (ea, eb) = (ctx.ty(elem(a)), ctx.ty(elem(b)));
        let bad = |what: &str| {
            Err(op_error(
                ctx,
                op,
                format!(
                    "operand type '{}' and result type '{}' are cast incompatible{what}",
                    self.ts(a),
                    self.ts(b)
                ),
            ))
        };
        let ok = match ctx.kind(op) {
            ArithIndexCast | ArithIndexCastUI => {
                (matches!(ea, TypeData::Index) && eb.is_integer())
                    || (ea.is_integer() && matches!(eb, TypeData::Index))
            }
            ArithExtSI | ArithExtUI => ea
                .int_width()
                .zip(eb.int_width())
                .is_some_and(|(x, y)| y > x),
            ArithTruncI => ea
                .int_width()
                .zip(eb.int_width())
                .is_some_and(|(x, y)| y < x),
            ArithSIToFP | ArithUIToFP => ea.is_integer() && eb.is_float(),
            ArithFPToSI | ArithFPToUI => ea.is_float() && eb.is_integer(),
            ArithExtF | ArithTruncF => match (&ea, &eb) {
                (TypeData::Float(x), TypeData::Float(y)) => {
                    if ctx.kind(op) == ArithExtF {
                        y.width() > x.width()
                    } else {
                        y.width() < x.width()
                    }
                }
                _ => false,
            },
            ArithBitcast => bit_width(ea).is_some() && bit_width(ea) == bit_width(eb),
            MemRefCast => memref_cast_compatible(ctx, a, b),
            // Only the memory space may differ.
            MemRefMemorySpaceCast => match (ctx.ty(a), ctx.ty(b)) {
                (
                    TypeData::MemRef {
                        shape: sa,
                        elem: ea,
                        layout: la,
                        ..
                    },
                    TypeData::MemRef {
                        shape: sb,
                        elem: eb,
                        layout: lb,
                        ..
                    },
                ) => sa == sb && ea == eb && la == lb,
                (
                    TypeData::UnrankedMemRef { elem: ea, .. },
                    TypeData::UnrankedMemRef { elem: eb, .. },
                ) => ea == eb,
                _ => false,
            },
            BufferizationClone => {
                ctx.ty(a).is_memref()
                    && ctx.ty(b).is_memref()
                    && ctx.ty(a).elem() == ctx.ty(b).elem()
            }
            _ => true,
        };
        if !ok {
            if ctx.kind(op) == MemRefCast {
                return Err(op_error(
                    ctx,
                    op,
                    format!(
                        "operand type '{}' and result type '{}' are cast incompatible",
                        self.ts(a),
                        self.ts(b)
                    ),
                ));
            }
            return bad("");
        }
        Ok(())
    }
}

trait MapToPlain {
    fn map_to_plain(self, ctx: &Context, op: Op) -> Self;
}
impl MapToPlain for Diagnostic {
    fn map_to_plain(mut self, ctx: &Context, op: Op) -> Self {
        // "block with no terminator" is reported without the op prefix, at the block's last op.
        let prefix = format!("'{}' op ", ctx.op_name(op));
        if let Some(rest) = self.message.strip_prefix(&prefix) {
            self.message = rest.to_string();
        }
        self
    }
}

fn bit_width(t: &TypeData) -> Option<u32> {
    match t {
        TypeData::Integer { width, .. } => Some(*width),
        TypeData::Float(k) => Some(k.width()),
        _ => None,
    }
}

/// Upstream's `Elementwise` trait: vectors and tensors among the operands and results have one
/// kind and compatible shapes, and come on both sides.
fn verify_elementwise_trait(ctx: &Context, op: Op) -> VResult {
    let mappable = |v: &Value| {
        matches!(
            ctx.ty(ctx.value_type(*v)),
            TypeData::Vector { .. } | TypeData::Tensor { .. } | TypeData::UnrankedTensor { .. }
        )
    };
    let ins: smallvec::SmallVec<[Value; 4]> =
        ctx.operands(op).iter().copied().filter(mappable).collect();
    let outs: smallvec::SmallVec<[Value; 4]> =
        ctx.results(op).iter().copied().filter(mappable).collect();
    if ins.is_empty() && outs.is_empty() {
        return Ok(());
    }
    let msg = if ins.is_empty() {
        "if a result is non-scalar, then at least one operand must be non-scalar"
    } else if outs.is_empty() {
        "if an operand is non-scalar, then there must be at least one non-scalar result"
    } else if outs.len() != ctx.results(op).len() {
        "if an operand is non-scalar, then all results must be non-scalar"
    } else {
        let all: Vec<Type> = ins
            .iter()
            .chain(&outs)
            .map(|v| ctx.value_type(*v))
            .collect();
        let vector = |t: &Type| matches!(ctx.ty(*t), TypeData::Vector { .. });
        let shape = |t: &Type| ctx.ty(*t).shape().map(<[i64]>::to_vec);
        let same_kind = all.iter().all(|t| vector(t) == vector(&all[0]));
        let compatible = all.iter().all(|t| match (shape(t), shape(&all[0])) {
            (Some(a), Some(b)) => {
                a.len() == b.len() && a.iter().zip(&b).all(|(x, y)| x == y || *x < 0 || *y < 0)
            }
            _ => true,
        });
        if same_kind && compatible {
            return Ok(());
        }
        "all non-scalar operands/results must have the same shape and base type"
    };
    Err(op_error(ctx, op, msg))
}

/// A signless integer or `index` (the element of upstream's "signless-integer-like").
fn is_signless_int_or_index(t: &TypeData) -> bool {
    matches!(
        t,
        TypeData::Index
            | TypeData::Integer {
                signedness: crate::ir::Signedness::Signless,
                ..
            }
    )
}

fn element_or_self(ctx: &Context, t: Type) -> Type {
    match ctx.ty(t) {
        TypeData::Vector { elem, .. }
        | TypeData::Tensor { elem, .. }
        | TypeData::UnrankedTensor { elem } => *elem,
        _ => t,
    }
}

fn tensor_of(ctx: &Context, t: Type) -> Option<Type> {
    let _ = ctx;
    Some(t)
}

fn region_index(ctx: &Context, op: Op) -> usize {
    let Some(b) = ctx.op_block(op) else { return 0 };
    let Some(r) = ctx.block_region(b) else {
        return 0;
    };
    let Some(p) = ctx.region(r).parent else {
        return 0;
    };
    ctx.regions(p).iter().position(|x| *x == r).unwrap_or(0)
}

/// Input and result types of a `func.func`.
pub fn func_sig(ctx: &Context, f: Op) -> (Vec<Type>, Vec<Type>) {
    ctx.function_type(f)
        .map(|(i, r)| (i.to_vec(), r.to_vec()))
        .unwrap_or_default()
}

/// A static size or `?`.
fn dim(v: i64) -> String {
    if v == DYNAMIC {
        "?".into()
    } else {
        v.to_string()
    }
}

fn dims(vs: &[i64]) -> String {
    vs.iter().map(|v| dim(*v)).collect::<Vec<_>>().join(", ")
}

/// Every way to drop unit dimensions of `full` to get `reduced` (as masks of dropped
/// dimensions); empty when there is none.
fn reduction_masks(full: &[i64], reduced: &[i64]) -> Vec<Vec<bool>> {
    fn go(full: &[i64], reduced: &[i64], mask: &mut Vec<bool>, out: &mut Vec<Vec<bool>>) {
        if out.len() >= 64 {
            return;
        }
        match (full.split_first(), reduced.split_first()) {
            (None, None) => out.push(mask.clone()),
            (None, Some(_)) => {}
            (Some((f, rest)), r) => {
                if let Some((x, rrest)) = r {
                    if f == x {
                        mask.push(false);
                        go(rest, rrest, mask, out);
                        mask.pop();
                    }
                }
                if *f == 1 {
                    mask.push(true);
                    go(rest, reduced, mask, out);
                    mask.pop();
                }
            }
        }
    }
    let mut out = Vec::new();
    go(full, reduced, &mut Vec::new(), &mut out);
    out
}

/// Whether a memref layout is the identity (MLIR's `isIdentity` on the layout's affine map):
/// none, an identity map, or `strided<[1]>` with offset 0 on a 1-D memref.
pub(crate) fn identity_layout(ctx: &Context, layout: Option<crate::ir::Attr>, rank: usize) -> bool {
    match layout.map(|l| ctx.attr(l)) {
        None => true,
        Some(AttrData::AffineMap(m)) => m.is_identity(),
        Some(&AttrData::Strided {
            ref strides,
            offset,
        }) => rank == 1 && offset == 0 && strides.as_slice() == [1],
        Some(_) => false,
    }
}

/// Whether `memref.cast` may go from `a` to `b` (MLIR's `areCastCompatible`): same element
/// type and memory space; between ranked types the same rank, static sizes that agree and
/// strides and offset that agree where both are static; ranked to unranked or back, never
/// unranked to unranked.
pub(crate) fn memref_cast_compatible(ctx: &Context, a: Type, b: Type) -> bool {
    match (ctx.ty(a), ctx.ty(b)) {
        (
            TypeData::MemRef {
                shape: sa,
                elem: ea,
                layout: la,
                space: pa,
            },
            TypeData::MemRef {
                shape: sb,
                elem: eb,
                layout: lb,
                space: pb,
            },
        ) => {
            let agree = |x: i64, y: i64| x == DYNAMIC || y == DYNAMIC || x == y;
            if ea != eb || pa != pb || sa.len() != sb.len() {
                return false;
            }
            if la != lb {
                let (Some((oa, ta)), Some((ob, tb))) =
                    (ctx.memref_strides(a), ctx.memref_strides(b))
                else {
                    return false;
                };
                if ta.len() != tb.len()
                    || !agree(oa, ob)
                    || ta.iter().zip(&tb).any(|(x, y)| !agree(*x, *y))
                {
                    return false;
                }
            }
            sa.iter().zip(sb).all(|(x, y)| agree(*x, *y))
        }
        (TypeData::UnrankedMemRef { .. }, TypeData::UnrankedMemRef { .. }) => false,
        (x, y) => {
            let parts = |t: &TypeData| match t {
                TypeData::MemRef { elem, space, .. } | TypeData::UnrankedMemRef { elem, space } => {
                    Some((*elem, *space))
                }
                _ => None,
            };
            matches!((parts(x), parts(y)), (Some(p), Some(q)) if p == q)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn errors_in_several_functions_are_the_same_with_threads() {
        // Enough ops for threads (Context::threads); every 97th function is invalid, so the
        // errors fall to different threads' runs and must come back in module order.
        let mut text = String::new();
        for i in 0..1000 {
            let body = if i % 97 == 5 {
                "%0 = \"arith.addi\"(%a, %b) : (i32, i64) -> i32"
            } else {
                "%0 = arith.addi %a, %a : i32"
            };
            text.push_str(&format!(
                "func.func @f{i}(%a: i32, %b: i64) -> i32 {{\n  %c = arith.constant 1 : i32\n  {body}\n  %1 = arith.muli %0, %c : i32\n  return %1 : i32\n}}\n"
            ));
        }
        let mut ctx = Context::new();
        let top = crate::parse::parse_module(&mut ctx, &text, &Default::default()).unwrap();
        assert!(ctx.num_ops() >= crate::par::MIN_PARALLEL_OPS);
        ctx.set_multithreading(true);
        let threaded = verify(&ctx, top).unwrap_err();
        ctx.set_multithreading(false);
        let single = verify(&ctx, top).unwrap_err();
        assert_eq!(threaded, single);
        // One error per invalid function (the follow-ups are errors among the notes), in
        // module order.
        let lines: Vec<u32> = std::iter::once(&threaded)
            .chain(&threaded.notes)
            .filter(|d| d.severity == crate::diag::Severity::Error)
            .filter_map(|d| d.pos.as_ref().map(|p| p.line))
            .collect();
        assert_eq!(lines.len(), (0..1000).filter(|i| i % 97 == 5).count());
        assert!(lines.windows(2).all(|w| w[0] < w[1]), "{lines:?}");
    }
}
