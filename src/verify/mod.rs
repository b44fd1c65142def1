//! The verifier: structural rules, SSA dominance, symbol references and per-op type rules.
//! Messages follow upstream MLIR's wording.

use crate::analysis::DominanceInfo;
use crate::diag::Diagnostic;
use crate::ir::{AttrData, Block, Context, Op, OpKind, Type, TypeData, Value, DYNAMIC};
use crate::print::{print_op_generic, type_to_string};

mod structure;

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
    let mut v = Verifier {
        ctx,
        dom: DominanceInfo::new(),
        symbols: crate::ir::SymbolCache::new(),
    };
    v.verify_op(top)
}

struct Verifier<'c> {
    ctx: &'c Context,
    dom: DominanceInfo,
    symbols: crate::ir::SymbolCache,
}

type VResult = Result<(), Diagnostic>;

impl Verifier<'_> {
    /// `memref.reinterpret_cast`: the result type agrees with the static sizes, offset and
    /// strides (upstream's checks and messages); a `?` in the type accepts any value.
    fn verify_reinterpret_cast(&self, op: Op) -> VResult {
        let ctx = self.ctx;
        let (src_t, res_t) = ctx.source_result_types(op);
        let src = ctx.ty(src_t);
        let TypeData::MemRef {
            shape: res_shape,
            elem: res_elem,
            space: res_space,
            ..
        } = ctx.ty(res_t)
        else {
            return Ok(());
        };
        let (src_elem, src_space) = match src {
            TypeData::MemRef { elem, space, .. } | TypeData::UnrankedMemRef { elem, space } => {
                (elem, space)
            }
            _ => return Ok(()),
        };
        let pair = format!(
            "source type '{}' and result memref type '{}'",
            self.ts(src_t),
            self.ts(res_t)
        );
        if src_space != res_space {
            return Err(plain_error(
                ctx,
                op,
                format!("different memory spaces specified for {pair}"),
            ));
        }
        if src_elem != res_elem {
            return Err(plain_error(
                ctx,
                op,
                format!("different element types specified for {pair}"),
            ));
        }
        // Each static value of the op against the type's (a `?` in the type accepts any).
        let mismatch = |what: &str, have: &[i64], want: &[i64]| {
            let (k, (have, want)) = have
                .iter()
                .zip(want)
                .enumerate()
                .find(|(_, (h, w))| **h != DYNAMIC && h != w)?;
            let want = if *want == DYNAMIC {
                "dynamic".to_string()
            } else {
                want.to_string()
            };
            let dim = if what == "offset" {
                String::new()
            } else {
                format!(" in dim = {k}")
            };
            Some(plain_error(
                ctx,
                op,
                format!("expected result type with {what} = {want} instead of {have}{dim}"),
            ))
        };
        if let Some(e) = mismatch("size", res_shape, &ctx.i64_array(op, "static_sizes")) {
            return Err(e);
        }
        let Some((offset, strides)) = ctx.memref_strides(res_t) else {
            return Err(plain_error(
                ctx,
                op,
                format!(
                    "expected result type to have strided layout but found '{}'",
                    self.ts(res_t)
                ),
            ));
        };
        let checks = [
            ("offset", vec![offset], ctx.i64_array(op, "static_offsets")),
            ("stride", strides, ctx.i64_array(op, "static_strides")),
        ];
        for (what, have, want) in &checks {
            if let Some(e) = mismatch(what, have, want) {
                return Err(e);
            }
        }
        Ok(())
    }

    /// Upstream's `SubViewOp::verify` (plain `emitError`s, no op prefix): same memory space, a strided source, a result type that
    /// is the inferred one (sizes from the static sizes, strides and offset from the source's
    /// layout) or a rank-reduced version of it, and static offsets and sizes inside the source.
    fn verify_subview(&self, op: Op) -> VResult {
        let ctx = self.ctx;
        let (src_t, res_t) = ctx.source_result_types(op);
        let (
            TypeData::MemRef {
                shape: src_shape,
                elem: src_elem,
                space: src_space,
                ..
            },
            TypeData::MemRef {
                shape: res_shape,
                elem: res_elem,
                space: res_space,
                ..
            },
        ) = (ctx.ty(src_t), ctx.ty(res_t))
        else {
            return Ok(());
        };
        let (offs, sizes, strides) = (
            ctx.i64_array(op, "static_offsets"),
            ctx.i64_array(op, "static_sizes"),
            ctx.i64_array(op, "static_strides"),
        );
        let rank = src_shape.len();
        if offs.len() != rank || sizes.len() != rank || strides.len() != rank {
            return Ok(()); // reported by the structural checks
        }
        if src_space != res_space {
            return Err(plain_error(
                ctx,
                op,
                format!(
                    "different memory spaces specified for base memref type '{}' and subview memref type '{}'",
                    self.ts(src_t),
                    self.ts(res_t)
                ),
            ));
        }
        let Some(src_layout) = ctx.memref_strides(src_t) else {
            return Err(plain_error(
                ctx,
                op,
                format!("base type '{}' is not strided", self.ts(src_t)),
            ));
        };
        // The inferred result layout.
        let mul = |a: i64, b: i64| {
            if a == DYNAMIC || b == DYNAMIC {
                DYNAMIC
            } else {
                a.wrapping_mul(b)
            }
        };
        let mut exp_offset = src_layout.0;
        let mut exp_strides = Vec::with_capacity(rank);
        for k in 0..rank {
            let term = mul(offs[k], src_layout.1[k]);
            exp_offset = if exp_offset == DYNAMIC || term == DYNAMIC {
                DYNAMIC
            } else {
                exp_offset.wrapping_add(term)
            };
            exp_strides.push(mul(src_layout.1[k], strides[k]));
        }
        let expected = {
            let text_layout = if exp_offset == 0 {
                format!("strided<[{}]>", dims(&exp_strides))
            } else {
                format!(
                    "strided<[{}], offset: {}>",
                    dims(&exp_strides),
                    dim(exp_offset)
                )
            };
            format!(
                "'memref<{}{}, {}>'",
                sizes
                    .iter()
                    .map(|s| format!("{}x", dim(*s)))
                    .collect::<String>(),
                self.ts(*src_elem),
                text_layout
            )
        };
        let fail = |what: &str| {
            Err(plain_error(
                ctx,
                op,
                format!(
                    "expected result type to be {expected} or a rank-reduced version. (mismatch of result {what}), but got '{}'",
                    self.ts(res_t)
                ),
            ))
        };
        if res_shape.len() > rank {
            return Err(plain_error(
                ctx,
                op,
                format!(
                    "expected result rank to be smaller or equal to the source rank, but got '{}'",
                    self.ts(res_t)
                ),
            ));
        }
        if res_elem != src_elem {
            return Err(plain_error(
                ctx,
                op,
                format!(
                    "expected result element type to be '{}', but got '{}'",
                    self.ts(*src_elem),
                    self.ts(res_t)
                ),
            ));
        }
        // The dimensions dropped by rank reduction: unit sizes, chosen so that the rest match.
        let masks = reduction_masks(&sizes, res_shape);
        if masks.is_empty() {
            return fail("sizes");
        }
        let Some((res_offset, res_strides)) = ctx.memref_strides(res_t) else {
            return fail("layout");
        };
        if res_offset != exp_offset {
            return fail("layout");
        }
        let strides_match = |dropped: &Vec<bool>| {
            exp_strides
                .iter()
                .zip(dropped)
                .filter(|(_, d)| !**d)
                .map(|(s, _)| *s)
                .eq(res_strides.iter().copied())
        };
        if !masks.iter().any(strides_match) {
            return fail("layout");
        }
        // Static slices must lie inside the source.
        for k in 0..rank {
            let n = src_shape[k];
            if n == DYNAMIC {
                continue;
            }
            if offs[k] != DYNAMIC && offs[k] >= n {
                return Err(plain_error(
                    ctx,
                    op,
                    format!("offset {k} is out-of-bounds: {} >= {n}", offs[k]),
                ));
            }
            if offs[k] != DYNAMIC && sizes[k] != DYNAMIC && strides[k] != DYNAMIC {
                let last = offs[k].saturating_add((sizes[k] - 1).saturating_mul(strides[k]));
                if last >= n {
                    return Err(plain_error(
                        ctx,
                        op,
                        format!("slice along dimension {k} runs out-of-bounds: {last} >= {n}"),
                    ));
                }
            }
        }
        Ok(())
    }

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
        // No branch may target a region's entry block (the printer does not even name it).
        for &r in ctx.regions(op) {
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
        // Operands dominate their use; no value crosses an isolated-from-above boundary.
        for (i, &v) in ctx.operands(op).iter().enumerate() {
            if let Some(iso) = self.crossed_isolation(v, op) {
                let _ = iso;
                return Err(
                    op_error(ctx, op, "using value defined outside the region").with_note(
                        loc_pos(ctx, ctx.op_loc(iso)),
                        "required by region isolation constraints",
                    ),
                );
            }
            if !self.dom.value_dominates(ctx, v, op) {
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
        let succs = ctx.successors(op).to_vec();
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
                if ctx.kind(op) != OpKind::Unregistered {
                    let args = crate::ir::interfaces::successor_operands(ctx, op, i);
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
        // Regions: terminators.
        let kind = ctx.kind(op);
        for &r in ctx.regions(op) {
            let blocks: Vec<Block> = ctx.region_blocks(r).collect();
            for (bi, &b) in blocks.iter().enumerate() {
                if bi > 0
                    && kind != OpKind::Unregistered
                    && !matches!(kind, OpKind::FuncFunc)
                    && !ctx.kind(op).is_terminator()
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
                    ) {
                        return Err(op_error(ctx, op, "expects region #0 to have 0 or 1 blocks"));
                    }
                }
                let ops: Vec<Op> = ctx.block_ops(b).collect();
                for (oi, &o) in ops.iter().enumerate() {
                    let k = ctx.kind(o);
                    if k.is_terminator() && oi + 1 != ops.len() {
                        return Err(op_error(
                            ctx,
                            o,
                            "must be the last operation in the parent block",
                        ));
                    }
                }
                if !matches!(
                    kind,
                    OpKind::Module | OpKind::Unregistered | OpKind::ScfForallInParallel
                ) {
                    match ops.last() {
                        None => {
                            let pos = loc_pos(ctx, ctx.op_loc(op));
                            return Err(Diagnostic::error(
                                pos,
                                "empty block: expect at least a terminator",
                            ));
                        }
                        Some(&last) => {
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
                for o in ops {
                    self.verify_op(o)?;
                }
            }
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
                | MathFma
                | MathFloor
                | MathCeil
                | MathCopySign
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
        if !is_float_op && !ctx.ty(elem).is_int_or_index() {
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
        let operands = ctx.operands(op).to_vec();
        let results = ctx.results(op).to_vec();
        if matches!(
            kind,
            MemRefAlloc | MemRefAlloca | MemRefRealloc | MemRefLoad | MemRefStore | MemRefGlobal
        ) {
            if let Some(a) = ctx.get_attr(op, "alignment") {
                let ok = matches!(ctx.attr(a), AttrData::Integer { value, ty }
                    if *value > 0 && value & (value - 1) == 0
                        && ctx.ty(*ty).int_width() == Some(64));
                if !ok {
                    return Err(op_error(ctx, op, "attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0"));
                }
            }
        }
        if ctx
            .get_attr(op, "bufferization.manual_deallocation")
            .is_some()
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
        match kind {
            ArithAddI | ArithSubI | ArithMulI | ArithDivSI | ArithDivUI | ArithRemSI
            | ArithRemUI | ArithCeilDivSI | ArithCeilDivUI | ArithFloorDivSI | ArithAndI
            | ArithOrI | ArithXOrI | ArithShLI | ArithShRSI | ArithShRUI | ArithMaxSI
            | ArithMaxUI | ArithMinSI | ArithMinUI | ArithAddF | ArithSubF | ArithMulF
            | ArithDivF | ArithRemF | ArithMaximumF | ArithMinimumF | ArithMaxNumF
            | ArithMinNumF | ArithNegF | MathSqrt | MathRsqrt | MathExp | MathLog | MathSin
            | MathCos | MathTanh | MathAbsF | MathAbsI | MathPowF | MathFma | MathFloor
            | MathCeil | MathCopySign => self.verify_elementwise(op)?,
            Module => {
                let mut seen: rustc_hash::FxHashMap<&[u8], Op> = Default::default();
                let r = ctx.regions(op)[0];
                for b in ctx.region_blocks(r) {
                    for o in ctx.block_ops(b) {
                        if let Some(name) = ctx.symbol_name(o) {
                            if let Some(first) = seen.insert(name, o) {
                                return Err(plain_error(
                                    ctx,
                                    o,
                                    format!(
                                        "redefinition of symbol named '{}'",
                                        String::from_utf8_lossy(name)
                                    ),
                                )
                                .with_note(
                                    loc_pos(ctx, ctx.op_loc(first)),
                                    "see existing symbol definition here",
                                ));
                            }
                        }
                    }
                }
            }
            FuncFunc => {
                self.require_attr(op, "sym_name")?;
                let ft = match ctx.get_attr(op, "function_type").map(|a| ctx.attr(a)) {
                    Some(AttrData::Type(t)) => *t,
                    _ => return Err(op_error(ctx, op, "requires attribute 'function_type'")),
                };
                let TypeData::Function { inputs, .. } = ctx.ty(ft) else {
                    return Err(op_error(ctx, op, "attribute 'function_type' failed to satisfy constraint: type attribute of function type"));
                };
                let r = ctx.regions(op)[0];
                if let Some(entry) = ctx.entry_block(r) {
                    let args = ctx.block_args(entry);
                    if args.len() != inputs.len() {
                        return Err(op_error(
                            ctx,
                            op,
                            format!(
                                "entry block must have {} arguments to match function signature",
                                inputs.len()
                            ),
                        ));
                    }
                    for (i, (a, t)) in args.iter().zip(inputs).enumerate() {
                        if ctx.value_type(*a) != *t {
                            return Err(op_error(ctx, op, format!(
                                "type of entry block argument #{i}('{}') must match the type of the corresponding argument in function signature('{}')",
                                self.ts(ctx.value_type(*a)), self.ts(*t))));
                        }
                    }
                } else {
                    let vis = ctx.get_attr(op, "sym_visibility").map(|a| ctx.attr(a));
                    let public =
                        !matches!(vis, Some(AttrData::String { bytes, .. }) if bytes != b"public");
                    if public {
                        return Err(op_error(
                            ctx,
                            op,
                            "symbol declaration cannot have public visibility",
                        ));
                    }
                }
            }
            FuncReturn => {
                self.expect_parent(op, &[FuncFunc])?;
                let f = ctx.parent_op(op).unwrap();
                let results = func_results(ctx, f);
                let name = String::from_utf8_lossy(ctx.symbol_name(f).unwrap_or(b"")).into_owned();
                if results.len() != operands.len() {
                    return Err(op_error(
                        ctx,
                        op,
                        format!(
                            "has {} operands, but enclosing function (@{name}) returns {}",
                            operands.len(),
                            results.len()
                        ),
                    ));
                }
                for (i, (v, t)) in operands.iter().zip(&results).enumerate() {
                    if ctx.value_type(*v) != *t {
                        return Err(plain_error(ctx, op, format!(
                            "type of return operand {i} ('{}') doesn't match function result type ('{}') in function @{name}",
                            self.ts(ctx.value_type(*v)), self.ts(*t))));
                    }
                }
            }
            FuncCall => {
                let callee = crate::ir::interfaces::call_target(ctx, op)
                    .unwrap_or("")
                    .to_string();
                let f = self
                    .symbols
                    .lookup(ctx, op, callee.as_bytes())
                    .filter(|f| ctx.kind(*f) == FuncFunc);
                let Some(f) = f else {
                    return Err(op_error(
                        ctx,
                        op,
                        format!("'{callee}' does not reference a valid function"),
                    ));
                };
                let (ins, outs) = func_sig(ctx, f);
                if ins.len() != operands.len() {
                    return Err(op_error(ctx, op, "incorrect number of operands for callee"));
                }
                for (i, (v, t)) in operands.iter().zip(&ins).enumerate() {
                    if ctx.value_type(*v) != *t {
                        return Err(op_error(ctx, op, format!(
                            "operand type mismatch: expected operand type '{}', but provided '{}' for operand number {i}",
                            self.ts(*t), self.ts(ctx.value_type(*v)))));
                    }
                }
                if outs.len() != results.len() {
                    return Err(op_error(ctx, op, "incorrect number of results for callee"));
                }
                for (i, (v, t)) in results.iter().zip(&outs).enumerate() {
                    if ctx.value_type(*v) != *t {
                        return Err(op_error(
                            ctx,
                            op,
                            format!("result type mismatch at index {i}"),
                        )
                        .with_note(
                            None,
                            format!("op result types: {}", self.ts(ctx.value_type(*v))),
                        ));
                    }
                }
            }
            FuncConstant => {
                let name = match ctx.get_attr(op, "value").map(|a| ctx.attr(a)) {
                    Some(AttrData::SymbolRef(p)) => p.last().cloned().unwrap_or_default(),
                    _ => return Err(op_error(ctx, op, "requires attribute 'value'")),
                };
                let f = self.symbols.lookup(ctx, op, name.as_bytes());
                let Some(f) = f else {
                    return Err(op_error(
                        ctx,
                        op,
                        format!("reference to undefined function '{name}'"),
                    ));
                };
                let ft = match ctx.get_attr(f, "function_type").map(|a| ctx.attr(a)) {
                    Some(AttrData::Type(t)) => Some(*t),
                    _ => None,
                };
                if ft != Some(ctx.value_type(results[0])) {
                    return Err(op_error(
                        ctx,
                        op,
                        "reference to function with mismatched type",
                    ));
                }
            }
            ArithConstant => {
                let Some(a) = ctx.get_attr(op, "value") else {
                    return Err(op_error(ctx, op, "requires attribute 'value'"));
                };
                let at = match ctx.attr(a) {
                    AttrData::Integer { ty, .. }
                    | AttrData::Float { ty, .. }
                    | AttrData::DenseElements { ty, .. } => Some(*ty),
                    _ => None,
                };
                if results.len() != 1 || at != Some(ctx.value_type(results[0])) {
                    return Err(op_error(
                        ctx,
                        op,
                        "failed to verify that all of {value, result} have same type",
                    ));
                }
            }
            ArithAddUIExtended | ArithMulSIExtended | ArithMulUIExtended => {
                for (k, v) in operands.iter().enumerate() {
                    let t = ctx.value_type(*v);
                    if !ctx.ty(element_or_self(ctx, t)).is_int_or_index() {
                        return Err(op_error(
                            ctx,
                            op,
                            format!(
                                "operand #{k} must be signless-integer-like, but got '{}'",
                                self.ts(t)
                            ),
                        ));
                    }
                }
                let t = ctx.value_type(operands[0]);
                let same: Vec<Value> = if kind == ArithAddUIExtended {
                    let ot = ctx.value_type(results[1]);
                    if !ctx.ty(element_or_self(ctx, ot)).is_i1() {
                        return Err(op_error(
                            ctx,
                            op,
                            format!("result #1 must be bool-like, but got '{}'", self.ts(ot)),
                        ));
                    }
                    vec![operands[1], results[0]]
                } else {
                    vec![operands[1], results[0], results[1]]
                };
                if same.iter().any(|v| ctx.value_type(*v) != t) {
                    let names = if kind == ArithAddUIExtended {
                        "{lhs, rhs, sum}"
                    } else {
                        "{lhs, rhs, low, high}"
                    };
                    return Err(op_error(
                        ctx,
                        op,
                        format!("failed to verify that all of {names} have same type"),
                    ));
                }
            }
            ArithIndexCast | ArithIndexCastUI
                if !ctx
                    .ty(element_or_self(ctx, ctx.value_type(operands[0])))
                    .is_int_or_index() =>
            {
                return Err(op_error(ctx, op, format!(
                    "operand #0 must be signless-integer-like or memref of signless-integer, but got '{}'",
                    self.ts(ctx.value_type(operands[0])))));
            }
            ArithCmpI | ArithCmpF => {
                self.counts(op, 2, 1)?;
                let t = ctx.value_type(operands[0]);
                let elem = ctx.ty(element_or_self(ctx, t));
                let (ok, what) = if kind == ArithCmpI {
                    (elem.is_int_or_index(), "signless-integer-like")
                } else {
                    (elem.is_float(), "floating-point-like")
                };
                if !ok {
                    return Err(op_error(
                        ctx,
                        op,
                        format!("operand #0 must be {what}, but got '{}'", self.ts(t)),
                    ));
                }
                let rt = ctx.value_type(results[0]);
                if !ctx.ty(element_or_self(ctx, rt)).is_i1() {
                    return Err(op_error(
                        ctx,
                        op,
                        format!("result #0 must be bool-like, but got '{}'", self.ts(rt)),
                    ));
                }
                if ctx.value_type(operands[0]) != ctx.value_type(operands[1]) {
                    return Err(op_error(
                        ctx,
                        op,
                        "failed to verify that all of {lhs, rhs} have same type",
                    ));
                }
                self.require_attr(op, "predicate")?;
            }
            ArithSelect => {
                self.counts(op, 3, 1)?;
                let t = ctx.value_type(results[0]);
                if ctx.value_type(operands[1]) != t || ctx.value_type(operands[2]) != t {
                    return Err(op_error(ctx, op, "failed to verify that all of {true_value, false_value, result} have same type"));
                }
                if !ctx
                    .ty(element_or_self(ctx, ctx.value_type(operands[0])))
                    .is_i1()
                {
                    return Err(op_error(ctx, op, "operand #0 must be bool-like"));
                }
            }
            ArithIndexCast
            | ArithIndexCastUI
            | ArithExtSI
            | ArithExtUI
            | ArithTruncI
            | ArithSIToFP
            | ArithUIToFP
            | ArithFPToSI
            | ArithFPToUI
            | ArithExtF
            | ArithTruncF
            | ArithBitcast
            | MemRefCast
            | MemRefMemorySpaceCast
            | BufferizationClone => {
                self.counts(op, 1, 1)?;
                self.verify_cast(op)?;
            }
            MemRefAlloc | MemRefAlloca => {
                let TypeData::MemRef { shape, layout, .. } = self.ty(results[0]).clone() else {
                    return Err(op_error(
                        ctx,
                        op,
                        "result #0 must be memref of any type values",
                    ));
                };
                let ndyn = shape.iter().filter(|d| **d == DYNAMIC).count();
                let segs = ctx.segments(op);
                let have = segs.first().copied().unwrap_or(0);
                if have != ndyn {
                    return Err(op_error(
                        ctx,
                        op,
                        format!("incorrect number of dynamic sizes, has {have}, expected {ndyn}"),
                    ));
                }
                let nsym = match layout.map(|l| ctx.attr(l)) {
                    Some(AttrData::AffineMap(m)) => m.symbols as usize,
                    _ => 0,
                };
                if segs.get(1).copied().unwrap_or(0) != nsym {
                    return Err(op_error(
                        ctx,
                        op,
                        "symbol operand count does not equal memref symbol count",
                    ));
                }
            }
            MemRefView => self.verify_view(op)?,
            MemRefTranspose => self.verify_transpose(op)?,
            MemRefRealloc => self.verify_realloc(op)?,
            MemRefDim if matches!(self.ty(operands[0]), TypeData::MemRef { shape, .. } if shape.is_empty()) =>
            {
                return Err(op_error(ctx, op, format!(
                    "operand #0 must be unranked.memref of any type values or non-0-ranked.memref of any type values, but got '{}'",
                    self.ts(ctx.value_type(operands[0])))));
            }
            MemRefRank if !self.ty(operands[0]).is_memref() => {
                return Err(op_error(
                    ctx,
                    op,
                    format!(
                    "operand #0 must be ranked or unranked memref of any type values, but got '{}'",
                    self.ts(ctx.value_type(operands[0]))),
                ));
            }
            MemRefAssumeAlignment => {
                let a = match ctx.get_attr(op, "alignment").map(|a| ctx.attr(a)) {
                    Some(AttrData::Integer { value, .. }) => *value,
                    _ => 0,
                };
                if a <= 0 {
                    return Err(op_error(ctx, op, "attribute 'alignment' failed to satisfy constraint: 32-bit signless integer attribute whose value is positive"));
                }
                if a & (a - 1) != 0 {
                    return Err(op_error(ctx, op, "alignment must be power of 2"));
                }
            }
            MemRefDealloc if !self.ty(operands[0]).is_memref() => {
                return Err(op_error(
                    ctx,
                    op,
                    format!(
                        "operand #0 must be memref of any type values, but got '{}'",
                        self.ts(ctx.value_type(operands[0]))
                    ),
                ));
            }
            MemRefLoad | MemRefStore => {
                let mi = usize::from(kind == MemRefStore);
                let Some(rank) = self.memref_rank(operands[mi]) else {
                    return Err(op_error(ctx, op, "operand must be a ranked memref"));
                };
                let nidx = operands.len() - mi - 1;
                if nidx != rank {
                    let what = if kind == MemRefLoad { "load" } else { "store" };
                    return Err(op_error(ctx, op, format!("incorrect number of indices for {what}, expected {rank} but got {nidx}")));
                }
                if let Some(i) = operands[mi + 1..]
                    .iter()
                    .find(|i| !matches!(self.ty(**i), TypeData::Index))
                {
                    return Err(op_error(
                        ctx,
                        op,
                        format!(
                            "operand #{} must be variadic of index, but got '{}'",
                            mi + 1,
                            self.ts(ctx.value_type(*i))
                        ),
                    ));
                }
                let elem = self.ty(operands[mi]).elem().unwrap();
                let vt = if kind == MemRefLoad {
                    ctx.value_type(results[0])
                } else {
                    ctx.value_type(operands[0])
                };
                if vt != elem {
                    let what = if kind == MemRefLoad {
                        "result type"
                    } else {
                        "type of 'value'"
                    };
                    return Err(op_error(
                        ctx,
                        op,
                        format!("failed to verify that {what} matches element type of 'memref'"),
                    ));
                }
            }
            MemRefCopy => {
                let (a, b) = (self.ty(operands[0]).clone(), self.ty(operands[1]).clone());
                if a.elem() != b.elem() {
                    return Err(op_error(
                        ctx,
                        op,
                        "requires the same element type for all operands",
                    ));
                }
                if let (Some(sa), Some(sb)) = (a.shape(), b.shape()) {
                    if sa.len() != sb.len()
                        || sa
                            .iter()
                            .zip(sb)
                            .any(|(x, y)| *x != DYNAMIC && *y != DYNAMIC && x != y)
                    {
                        return Err(op_error(
                            ctx,
                            op,
                            "requires the same shape for all operands",
                        ));
                    }
                }
            }
            MemRefSubView => self.verify_subview(op)?,
            MemRefReinterpretCast => self.verify_reinterpret_cast(op)?,
            MemRefDim if self.ty(operands[0]).is_memref() => {
                self.expect_index(op, operands[1], "operand #1")?;
                self.expect_index(op, results[0], "result #0")?;
            }
            MemRefDim if !self.ty(operands[0]).is_memref() => {
                return Err(op_error(ctx, op, "operand #0 must be memref"));
            }
            MemRefGetGlobal => {
                let name = match ctx.get_attr(op, "name").map(|a| ctx.attr(a)) {
                    Some(AttrData::SymbolRef(p)) => p.last().cloned().unwrap_or_default(),
                    _ => return Err(op_error(ctx, op, "requires attribute 'name'")),
                };
                let g = self
                    .symbols
                    .lookup(ctx, op, name.as_bytes())
                    .filter(|g| ctx.kind(*g) == MemRefGlobal);
                let Some(g) = g else {
                    return Err(op_error(
                        ctx,
                        op,
                        format!("'{name}' does not reference a valid global memref"),
                    ));
                };
                if let Some(AttrData::Type(gt)) = ctx.get_attr(g, "type").map(|a| ctx.attr(a)) {
                    let rt = ctx.value_type(results[0]);
                    if *gt != rt {
                        return Err(op_error(ctx, op, format!(
                            "result type '{}' does not match type '{}' of the global memref @{name}",
                            self.ts(rt), self.ts(*gt))));
                    }
                }
            }
            MemRefGlobal => {
                let t = match ctx.get_attr(op, "type").map(|a| ctx.attr(a)) {
                    Some(AttrData::Type(t)) => *t,
                    _ => return Err(op_error(ctx, op, "requires attribute 'type'")),
                };
                if !matches!(ctx.ty(t), TypeData::MemRef { shape, .. } if !shape.contains(&DYNAMIC))
                {
                    return Err(op_error(
                        ctx,
                        op,
                        format!(
                            "type should be static shaped memref, but got '{}'",
                            self.ts(t)
                        ),
                    ));
                }
                if let Some(iv) = ctx.get_attr(op, "initial_value") {
                    if let (
                        AttrData::DenseElements { ty, .. },
                        TypeData::MemRef { shape, elem, .. },
                    ) = (ctx.attr(iv), ctx.ty(t))
                    {
                        let ok =
                            ctx.ty(*ty).shape() == Some(shape) && ctx.ty(*ty).elem() == Some(*elem);
                        if !ok {
                            return Err(op_error(ctx, op, format!(
                                "initial value expected to be of type '{}', but was of type '{}'",
                                crate::print::type_to_string(ctx, tensor_of(ctx, t).unwrap_or(t)), self.ts(*ty))));
                        }
                    }
                }
            }
            ScfYield => {
                self.expect_parent(
                    op,
                    &[ScfExecuteRegion, ScfFor, ScfIf, ScfIndexSwitch, ScfWhile],
                )?;
                let p = ctx.parent_op(op).unwrap();
                let expected: Vec<Type> = if ctx.kind(p) == ScfWhile {
                    // The `do` region yields the before-region's arguments.
                    ctx.entry_block(ctx.regions(p)[0])
                        .map(|b| {
                            ctx.block_args(b)
                                .iter()
                                .map(|v| ctx.value_type(*v))
                                .collect()
                        })
                        .unwrap_or_default()
                } else {
                    ctx.results(p).iter().map(|v| ctx.value_type(*v)).collect()
                };
                let got: Vec<Type> = operands.iter().map(|v| ctx.value_type(*v)).collect();
                if got.len() != expected.len() {
                    let _ = region_index(ctx, op);
                    // A loop body yields back to a region (a while's `do` region to its
                    // `before` region); the others yield to the parent's results.
                    let to = if matches!(ctx.kind(p), ScfWhile | ScfFor) {
                        "Region #0"
                    } else {
                        "parent"
                    };
                    return Err(op_error(ctx, p, format!(
                        "along control flow edge from Operation scf.yield to {to}: region branch point has {} operands, but region successor needs {} inputs",
                        got.len(), expected.len()))
                    .with_note(loc_pos(ctx, ctx.op_loc(op)), "region branch point"));
                }
                if got != expected {
                    return Err(op_error(ctx, p, "along control flow edge from Region #0 to parent results: source type #0 does not match the type of the target"));
                }
            }
            ScfCondition => {
                self.expect_parent(op, &[ScfWhile])?;
                let p = ctx.parent_op(op).unwrap();
                let got: Vec<Type> = operands[1..].iter().map(|v| ctx.value_type(*v)).collect();
                let expected: Vec<Type> =
                    ctx.results(p).iter().map(|v| ctx.value_type(*v)).collect();
                if got != expected {
                    return Err(op_error(
                        ctx,
                        p,
                        "expects the `scf.condition` operand types to match the op result types",
                    ));
                }
            }
            ScfFor => self.verify_for(op)?,
            ScfIf
                if ctx.regions(op).iter().any(|r| {
                    ctx.entry_block(*r)
                        .is_some_and(|b| !ctx.block_args(b).is_empty())
                }) =>
            {
                let k = ctx
                    .regions(op)
                    .iter()
                    .position(|r| {
                        ctx.entry_block(*r)
                            .is_some_and(|b| !ctx.block_args(b).is_empty())
                    })
                    .unwrap_or(0);
                return Err(op_error(
                    ctx,
                    op,
                    format!("region #{k} should have no arguments"),
                ));
            }
            ScfExecuteRegion
                if ctx
                    .entry_block(ctx.regions(op)[0])
                    .is_some_and(|b| !ctx.block_args(b).is_empty()) =>
            {
                return Err(op_error(ctx, op, "region cannot have any arguments"));
            }
            ScfParallel => self.verify_parallel(op)?,
            ScfIf if !results.is_empty() && ctx.region_is_empty(ctx.regions(op)[1]) => {
                return Err(op_error(
                    ctx,
                    op,
                    "must have an else block if defining values",
                ));
            }
            ScfWhile => {
                let before = ctx.regions(op)[0];
                if let Some(b) = ctx.entry_block(before) {
                    let tys: Vec<Type> = ctx
                        .block_args(b)
                        .iter()
                        .map(|v| ctx.value_type(*v))
                        .collect();
                    let init: Vec<Type> = operands.iter().map(|v| ctx.value_type(*v)).collect();
                    if tys != init {
                        return Err(op_error(ctx, op, "expects the types of the before region arguments to match the operand types"));
                    }
                    if let Some(t) = ctx.last_op(b) {
                        if ctx.kind(t) != ScfCondition {
                            return Err(op_error(
                                ctx,
                                op,
                                "expects the 'before' region to terminate with 'scf.condition'",
                            ));
                        }
                    }
                }
                self.verify_while_edges(op)?;
                let after = ctx.regions(op)[1];
                if let Some(b) = ctx.entry_block(after) {
                    let tys: Vec<Type> = ctx
                        .block_args(b)
                        .iter()
                        .map(|v| ctx.value_type(*v))
                        .collect();
                    let res: Vec<Type> = results.iter().map(|v| ctx.value_type(*v)).collect();
                    if tys != res {
                        return Err(op_error(ctx, op, "expects the types of the 'after' region arguments to match the op result types"));
                    }
                }
            }
            CfCondBr | CfAssert if !self.ty(operands[0]).is_i1() => {
                return Err(op_error(
                    ctx,
                    op,
                    "operand #0 must be 1-bit signless integer",
                ));
            }
            MemRefAllocaScopeReturn => {
                self.expect_parent(op, &[MemRefAllocaScope])?;
                let p = ctx.parent_op(op).unwrap();
                let want: Vec<Type> = ctx.results(p).iter().map(|v| ctx.value_type(*v)).collect();
                let got: Vec<Type> = operands.iter().map(|v| ctx.value_type(*v)).collect();
                if got.len() != want.len() {
                    return Err(op_error(ctx, p, format!(
                        "along control flow edge from Operation memref.alloca_scope.return to parent: region branch point has {} operands, but region successor needs {} inputs",
                        got.len(), want.len()))
                    .with_note(loc_pos(ctx, ctx.op_loc(op)), "region branch point"));
                }
                if let Some(i) = (0..got.len()).find(|i| got[*i] != want[*i]) {
                    return Err(op_error(ctx, p, format!(
                        "along control flow edge from Operation memref.alloca_scope.return to parent: successor operand type #{i} '{}' should match successor input type #{i} '{}'",
                        self.ts(got[i]), self.ts(want[i])))
                    .with_note(loc_pos(ctx, ctx.op_loc(op)), "region branch point"));
                }
            }
            ScfReduce => {
                self.expect_parent(op, &[ScfParallel])?;
                self.verify_reduce(op)?;
            }
            ScfReduceReturn => {
                self.expect_parent(op, &[ScfReduce])?;
                // The reduction's inputs are the region's block arguments.
                let want = ctx
                    .op_block(op)
                    .and_then(|b| ctx.block_args(b).first().copied())
                    .map(|a| ctx.value_type(a));
                if let (Some(want), Some(got)) = (want, operands.first()) {
                    if ctx.value_type(*got) != want {
                        return Err(op_error(
                            ctx,
                            op,
                            format!(
                                "must have type '{}' (the type of the reduction inputs)",
                                self.ts(want)
                            ),
                        ));
                    }
                }
            }
            ScfForallInParallel => self.expect_parent(op, &[ScfForall])?,
            BufferizationDealloc => {
                let segs = ctx.segments(op);
                if segs.len() != 3 || segs[0] != segs[1] {
                    return Err(op_error(
                        ctx,
                        op,
                        "must have the same number of conditions as memrefs to deallocate",
                    ));
                }
                if results.len() != segs[2] {
                    return Err(op_error(ctx, op, "must have the same number of updated conditions (results) as retained operands"));
                }
                for v in &operands[..segs[0]] {
                    if !self.ty(*v).is_memref() {
                        return Err(op_error(ctx, op, "operand #0 must be variadic of memref"));
                    }
                }
                for v in &operands[segs[0]..segs[0] + segs[1]] {
                    if !self.ty(*v).is_i1() {
                        return Err(op_error(
                            ctx,
                            op,
                            format!(
                            "operand #1 must be variadic of 1-bit signless integer, but got '{}'",
                            self.ts(ctx.value_type(*v))),
                        ));
                    }
                }
                for v in &operands[segs[0] + segs[1]..] {
                    if !self.ty(*v).is_memref() {
                        return Err(op_error(ctx, op, format!(
                            "operand #2 must be variadic of ranked or unranked memref of any type values, but got '{}'",
                            self.ts(ctx.value_type(*v)))));
                    }
                }
                for r in &results {
                    if !self.ty(*r).is_i1() {
                        return Err(op_error(
                            ctx,
                            op,
                            format!(
                            "result #0 must be variadic of 1-bit signless integer, but got '{}'",
                            self.ts(ctx.value_type(*r))),
                        ));
                    }
                }
            }
            MemRefExtractAlignedPointerAsIndex => self.expect_index(op, results[0], "result #0")?,
            MemRefExtractStridedMetadata => {
                // The results are inferred from the source: a 0-D base buffer of its element
                // type and memory space, then offset, sizes and strides as `index`.
                let st = ctx.value_type(operands[0]);
                if let TypeData::MemRef {
                    shape, elem, space, ..
                } = ctx.ty(st)
                {
                    let base = structure::memref_text(ctx, &[], *elem, None, *space);
                    let mut inferred = vec![base];
                    inferred.extend(std::iter::repeat_n(
                        "index".to_string(),
                        1 + 2 * shape.len(),
                    ));
                    let actual: Vec<String> = results
                        .iter()
                        .map(|r| self.ts(ctx.value_type(*r)))
                        .collect();
                    if inferred != actual {
                        let list = |v: &[String]| {
                            v.iter()
                                .map(|t| format!("'{t}'"))
                                .collect::<Vec<_>>()
                                .join(", ")
                        };
                        return Err(op_error(ctx, op, format!(
                            "inferred type(s) {} are incompatible with return type(s) of operation {}",
                            list(&inferred), list(&actual))));
                    }
                }
            }
            // No rules beyond the table row and the structural checks.
            UnrealizedConversionCast
            | FuncCallIndirect
            | MemRefDealloc
            | MemRefExpandShape
            | MemRefCollapseShape
            | MemRefDim
            | MemRefRank
            | MemRefAllocaScope
            | ScfIf
            | ScfExecuteRegion
            | ScfIndexSwitch
            | ScfForall
            | CfBr
            | CfCondBr
            | CfSwitch
            | CfAssert
            | Unregistered => {}
        }
        Ok(())
    }

    /// `memref.view`: a 1-D i8 buffer with the identity layout, viewed as a memref with the
    /// identity layout in the same memory space, one size operand per dynamic dimension
    /// (upstream's checks and messages).
    fn verify_view(&self, op: Op) -> VResult {
        let ctx = self.ctx;
        let (src, res) = (ctx.operand(op, 0), ctx.result(op, 0));
        let (st, rt) = (ctx.value_type(src), ctx.value_type(res));
        let TypeData::MemRef {
            shape: src_shape,
            elem,
            layout: src_layout,
            space: src_space,
        } = ctx.ty(st)
        else {
            return Err(self.view_source_error(op, st));
        };
        let byte = matches!(
            ctx.ty(*elem),
            TypeData::Integer {
                width: 8,
                signedness: crate::ir::Signedness::Signless
            }
        );
        if src_shape.len() != 1 || !byte {
            return Err(self.view_source_error(op, st));
        }
        let TypeData::MemRef {
            shape,
            layout,
            space,
            ..
        } = ctx.ty(rt)
        else {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "result #0 must be memref of any type values, but got '{}'",
                    self.ts(rt)
                ),
            ));
        };
        self.identity_layouts_one_space(
            op,
            (st, *src_layout, 1, *src_space),
            (rt, *layout, shape.len(), *space),
            ["map", "base", "view"],
        )?;
        let ndyn = shape.iter().filter(|d| **d == DYNAMIC).count();
        let have = ctx.operands(op).len().saturating_sub(2);
        if have != ndyn {
            return Err(op_error(
                ctx,
                op,
                format!("incorrect number of dynamic sizes, has {have}, expected {ndyn}"),
            ));
        }
        Ok(())
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

    /// `memref.realloc`: 1-D memrefs with the identity layout in one memory space, of one
    /// element type, with a size operand exactly when the result is dynamic (upstream's
    /// checks, order and words).
    fn verify_realloc(&self, op: Op) -> VResult {
        let ctx = self.ctx;
        let (src, res) = (ctx.operand(op, 0), ctx.result(op, 0));
        let (st, rt) = (ctx.value_type(src), ctx.value_type(res));
        for (what, t) in [("operand", st), ("result", rt)] {
            if !matches!(ctx.ty(t), TypeData::MemRef { shape, .. } if shape.len() == 1) {
                return Err(op_error(
                    ctx,
                    op,
                    format!(
                        "{what} #0 must be 1D memref of any type values, but got '{}'",
                        self.ts(t)
                    ),
                ));
            }
        }
        let (
            TypeData::MemRef {
                elem: se,
                layout: sl,
                space: ss,
                ..
            },
            TypeData::MemRef {
                shape,
                elem: re,
                layout: rl,
                space: rs,
            },
        ) = (ctx.ty(st), ctx.ty(rt))
        else {
            return Ok(());
        };
        self.identity_layouts_one_space(
            op,
            (st, *sl, 1, *ss),
            (rt, *rl, 1, *rs),
            ["layout", "source", "result"],
        )?;
        if se != re {
            return Err(plain_error(ctx, op, format!(
                "different element types specified for source memref type '{}' and result memref type '{}'",
                self.ts(st), self.ts(rt))));
        }
        let dynamic = shape[0] == DYNAMIC;
        let has_size = ctx.operands(op).len() == 2;
        if dynamic && !has_size {
            return Err(plain_error(
                ctx,
                op,
                format!(
                    "missing dimension operand for result type '{}'",
                    self.ts(rt)
                ),
            ));
        }
        if !dynamic && has_size {
            return Err(plain_error(
                ctx,
                op,
                format!(
                    "unnecessary dimension operand for result type '{}'",
                    self.ts(rt)
                ),
            ));
        }
        Ok(())
    }

    /// `memref.transpose`: a permutation of the input's dims, and a result type whose sizes,
    /// strides and offset are the input's permuted (upstream compares the canonical strided
    /// forms; the expected type is printed here in strided form).
    fn verify_transpose(&self, op: Op) -> VResult {
        let ctx = self.ctx;
        let map = match ctx.get_attr(op, "permutation").map(|a| ctx.attr(a)) {
            Some(AttrData::AffineMap(m)) => m.clone(),
            _ => return Ok(()), // reported by the attribute checks
        };
        let Some(perm) = map.as_permutation() else {
            return Err(op_error(ctx, op, "expected a permutation map"));
        };
        let (st, rt) = ctx.source_result_types(op);
        let (
            TypeData::MemRef {
                shape, elem, space, ..
            },
            TypeData::MemRef {
                shape: rshape,
                elem: relem,
                space: rspace,
                ..
            },
        ) = (ctx.ty(st), ctx.ty(rt))
        else {
            return Ok(());
        };
        if map.dims as usize != shape.len() {
            return Err(op_error(
                ctx,
                op,
                "expected a permutation map of same rank as the input",
            ));
        }
        let Some((offset, strides)) = ctx.memref_strides(st) else {
            return Ok(());
        };
        let sizes: Vec<i64> = perm.iter().map(|p| shape[*p as usize]).collect();
        let strides: Vec<i64> = perm.iter().map(|p| strides[*p as usize]).collect();
        let same = rshape == &sizes
            && relem == elem
            && rspace == space
            && ctx.memref_strides(rt) == Some((offset, strides.clone()));
        if !same {
            let contiguous =
                offset == 0 && strides == crate::ir::context::row_major_strides(&sizes);
            let layout = (!contiguous).then_some((offset, strides));
            return Err(op_error(
                ctx,
                op,
                format!(
                    "result type '{}' is not equivalent to the canonical transposed input type '{}'",
                    self.ts(rt),
                    structure::memref_text(ctx, &sizes, *elem, layout.as_ref(), *space)
                ),
            ));
        }
        Ok(())
    }

    /// The edges out of a `scf.while`'s `scf.condition`: to the `after` region's arguments
    /// and to the results (RegionBranchOpInterface's checks, in upstream's words, with the
    /// "region branch point" note at the condition).
    fn verify_while_edges(&self, op: Op) -> VResult {
        let ctx = self.ctx;
        let Some(cond) = ctx
            .entry_block(ctx.regions(op)[0])
            .and_then(|b| ctx.last_op(b))
            .filter(|t| ctx.kind(*t) == OpKind::ScfCondition)
        else {
            return Ok(());
        };
        let forwarded: Vec<Type> = ctx.operands(cond)[1..]
            .iter()
            .map(|v| ctx.value_type(*v))
            .collect();
        let after: Vec<Type> = ctx
            .entry_block(ctx.regions(op)[1])
            .map(|b| {
                ctx.block_args(b)
                    .iter()
                    .map(|v| ctx.value_type(*v))
                    .collect()
            })
            .unwrap_or_default();
        let results: Vec<Type> = ctx.results(op).iter().map(|v| ctx.value_type(*v)).collect();
        let point = loc_pos(ctx, ctx.op_loc(cond));
        for (to, inputs) in [("Region #1", &after), ("parent", &results)] {
            let edge = format!("along control flow edge from Operation scf.condition to {to}");
            if forwarded.len() != inputs.len() {
                return Err(op_error(ctx, op, format!(
                    "{edge}: region branch point has {} operands, but region successor needs {} inputs",
                    forwarded.len(), inputs.len()))
                .with_note(point, "region branch point"));
            }
            if let Some(i) = (0..inputs.len()).find(|i| forwarded[*i] != inputs[*i]) {
                return Err(op_error(ctx, op, format!(
                    "{edge}: successor operand type #{i} '{}' should match successor input type #{i} '{}'",
                    self.ts(forwarded[i]), self.ts(inputs[i])))
                .with_note(point, "region branch point"));
            }
        }
        Ok(())
    }

    /// `scf.for` (ForOp::verify, then the loop-like interface's checks, in upstream's words).
    fn verify_for(&self, op: Op) -> VResult {
        let ctx = self.ctx;
        let operands = ctx.operands(op);
        let results = ctx.results(op);
        let inits = &operands[3..];
        if inits.len() != results.len() {
            return Err(op_error(
                ctx,
                op,
                "mismatch in number of loop-carried values and defined values",
            ));
        }
        let Some(b) = ctx.entry_block(ctx.regions(op)[0]) else {
            return Err(op_error(ctx, op, "expects a non-empty body"));
        };
        let args = ctx.block_args(b);
        let iv_t = ctx.value_type(operands[0]);
        if args.is_empty()
            || ctx.value_type(args[0]) != iv_t
            || ctx.value_type(operands[1]) != iv_t
            || ctx.value_type(operands[2]) != iv_t
        {
            return Err(op_error(
                ctx,
                op,
                "expected induction variable to be same type as bounds and step",
            ));
        }
        let iter_args = &args[1..];
        if inits.len() != iter_args.len() {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "different number of inits and region iter_args: {} != {}",
                    inits.len(),
                    iter_args.len()
                ),
            ));
        }
        let yielded: Vec<Value> = ctx
            .last_op(b)
            .filter(|t| ctx.kind(*t) == OpKind::ScfYield)
            .map(|t| ctx.operands(t).to_vec())
            .unwrap_or_default();
        if !yielded.is_empty() && yielded.len() != iter_args.len() {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "different number of region iter_args and yielded values: {} != {}",
                    iter_args.len(),
                    yielded.len()
                ),
            ));
        }
        let t = |v: Value| self.ts(ctx.value_type(v));
        for (i, (init, arg)) in inits.iter().zip(iter_args).enumerate() {
            if ctx.value_type(*init) != ctx.value_type(*arg) {
                return Err(op_error(
                    ctx,
                    op,
                    format!(
                        "{i}-th init and {i}-th region iter_arg have different type: '{}' != '{}'",
                        t(*init),
                        t(*arg)
                    ),
                ));
            }
            if let Some(y) = yielded.get(i) {
                if ctx.value_type(*arg) != ctx.value_type(*y) {
                    return Err(op_error(ctx, op, format!(
                        "{i}-th region iter_arg and {i}-th yielded value have different type: '{}' != '{}'",
                        t(*arg), t(*y))));
                }
            }
        }
        for (i, (arg, res)) in iter_args.iter().zip(results).enumerate() {
            if ctx.value_type(*arg) != ctx.value_type(*res) {
                return Err(op_error(ctx, op, format!(
                    "{i}-th region iter_arg and {i}-th loop result have different type: '{}' != '{}'",
                    t(*arg), t(*res))));
            }
        }
        Ok(())
    }

    /// `scf.parallel`: index induction variables, one per bound, constant steps positive,
    /// an `scf.reduce` terminator.
    fn verify_parallel(&self, op: Op) -> VResult {
        let ctx = self.ctx;
        let segs = ctx.segments(op);
        let n = segs.first().copied().unwrap_or(0);
        let steps = ctx.segment(op, 2).to_vec();
        if let Some(b) = ctx.entry_block(ctx.regions(op)[0]) {
            let args = ctx.block_args(b);
            if args
                .iter()
                .any(|a| !matches!(ctx.ty(ctx.value_type(*a)), TypeData::Index))
            {
                return Err(op_error(
                    ctx,
                    op,
                    "expects arguments for the induction variable to be of index type",
                ));
            }
            if args.len() != n {
                return Err(op_error(ctx, op, format!(
                    "expects the same number of induction variables: {} as bound and step values: {n}",
                    args.len())));
            }
        }
        if steps
            .iter()
            .any(|s| crate::ir::matchers::const_int(ctx, *s).is_some_and(|c| c <= 0))
        {
            return Err(op_error(ctx, op, "constant step operand must be positive"));
        }
        if let Some(t) = ctx
            .entry_block(ctx.regions(op)[0])
            .and_then(|b| ctx.last_op(b))
        {
            if ctx.kind(t) != OpKind::ScfReduce {
                return Err(
                    op_error(ctx, op, "expects body to terminate with 'scf.reduce'")
                        .with_note(loc_pos(ctx, ctx.op_loc(t)), "terminator here"),
                );
            }
        }
        Ok(())
    }

    /// `scf.reduce`: each operand's type is its parallel loop's result type, and each
    /// reduction region takes two arguments of it.
    fn verify_reduce(&self, op: Op) -> VResult {
        let ctx = self.ctx;
        let Some(p) = ctx.parent_op(op) else {
            return Ok(());
        };
        let results = ctx.results(p);
        for (i, v) in ctx.operands(op).iter().enumerate() {
            let t = ctx.value_type(*v);
            if let Some(r) = results.get(i) {
                if ctx.value_type(*r) != t {
                    return Err(op_error(ctx, op, format!(
                        "expects type of {i}-th reduction operand: '{}' to be the same as the {i}-th result type: '{}'",
                        self.ts(t), self.ts(ctx.value_type(*r)))));
                }
            }
            let ok = ctx
                .regions(op)
                .get(i)
                .and_then(|r| ctx.entry_block(*r))
                .is_some_and(|b| {
                    let a = ctx.block_args(b);
                    a.len() == 2 && a.iter().all(|x| ctx.value_type(*x) == t)
                });
            if !ok {
                return Err(op_error(
                    ctx,
                    op,
                    format!(
                    "expected two block arguments with type '{}' in the {i}-th reduction region",
                    self.ts(t)),
                ));
            }
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
        let (ea, eb) = (
            ctx.ty(element_or_self(ctx, a)).clone(),
            ctx.ty(element_or_self(ctx, b)).clone(),
        );
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
            ArithBitcast => bit_width(&ea).is_some() && bit_width(&ea) == bit_width(&eb),
            MemRefCast => memref_cast_compatible(ctx, a, b),
            MemRefMemorySpaceCast | BufferizationClone => {
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

fn element_or_self(ctx: &Context, t: Type) -> Type {
    match ctx.ty(t) {
        TypeData::Vector { elem, .. } | TypeData::Tensor { elem, .. } => *elem,
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

fn func_results(ctx: &Context, f: Op) -> Vec<Type> {
    func_sig(ctx, f).1
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
pub(super) fn identity_layout(ctx: &Context, layout: Option<crate::ir::Attr>, rank: usize) -> bool {
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
fn memref_cast_compatible(ctx: &Context, a: Type, b: Type) -> bool {
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
