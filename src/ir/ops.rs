//! Typed accessors for ops whose operand layout other code reads (MLIR's generated op classes:
//! `scf::ForOp::getInitArgs`, `OffsetSizeAndStrideOpInterface::getMixedOffsets`, ...), so the
//! layout of an op is spelled once. Each is a `Copy` handle around an [`Op`]; `of` checks the
//! kind. They read the IR through the [`Context`] and never own it.

use super::context::Context;
use super::entities::{Block, Op, Region, Value};
use super::opkind::OpKind;
use super::{AttrData, DYNAMIC};

/// The predicate of an `arith.cmpi` (`predicate`) or an `index.cmp` (`pred`), numbered as
/// [`CMPI_PREDICATES`](super::attrs::CMPI_PREDICATES) (index's predicates are numbered alike).
pub fn int_cmp_predicate(ctx: &Context, op: Op) -> Option<i128> {
    let a = ctx
        .get_attr(op, "predicate")
        .or_else(|| ctx.get_attr(op, "pred"))?;
    match ctx.attr(a) {
        AttrData::Integer { value, .. } => Some(*value),
        AttrData::IndexCmpPredicate(p) => Some(i128::from(*p)),
        _ => None,
    }
}

/// The operands of segment `i` of an op ([`Context::segment`]).
pub fn segment(ctx: &Context, op: Op, i: usize) -> &[Value] {
    ctx.segment(op, i)
}

/// A static or dynamic entry of a mixed list (MLIR's `OpFoldResult`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OpFoldResult {
    /// A constant.
    Static(i64),
    /// An SSA value.
    Dynamic(Value),
}

/// Merges a static list (with [`DYNAMIC`] markers) and its dynamic values
/// (`getMixedValues`). Missing dynamic values (invalid IR) end the list early.
pub fn mixed_values(stat: &[i64], dynamic: &[Value]) -> Vec<OpFoldResult> {
    let mut dynamic = dynamic.iter();
    stat.iter()
        .map_while(|s| {
            if *s == DYNAMIC {
                dynamic.next().map(|v| OpFoldResult::Dynamic(*v))
            } else {
                Some(OpFoldResult::Static(*s))
            }
        })
        .collect()
}

macro_rules! handle {
    ($(#[$m:meta])* $name:ident: $($kind:ident)|+) => {
        $(#[$m])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct $name(pub Op);

        impl $name {
            /// The handle of `op` when it is of this kind.
            pub fn of(ctx: &Context, op: Op) -> Option<Self> {
                matches!(ctx.kind(op), $(OpKind::$kind)|+).then_some($name(op))
            }
        }
    };
}

fn entry_block(ctx: &Context, op: Op, i: usize) -> Block {
    ctx.entry_block(ctx.regions(op)[i])
        .expect("a verified region has an entry block")
}

handle!(
    /// `scf.for %iv = %lb to %ub step %step iter_args(...)`: operands `[lb, ub, step, inits...]`,
    /// one region whose entry block takes `[iv, iter_args...]`.
    ForOp: ScfFor
);

impl ForOp {
    /// The lower bound.
    pub fn lower_bound(self, ctx: &Context) -> Value {
        ctx.operand(self.0, 0)
    }
    /// The upper bound.
    pub fn upper_bound(self, ctx: &Context) -> Value {
        ctx.operand(self.0, 1)
    }
    /// The step.
    pub fn step(self, ctx: &Context) -> Value {
        ctx.operand(self.0, 2)
    }
    /// The initial values of the loop-carried variables.
    pub fn inits(self, ctx: &Context) -> &[Value] {
        &ctx.operands(self.0)[3..]
    }
    /// The body region.
    pub fn region(self, ctx: &Context) -> Region {
        ctx.regions(self.0)[0]
    }
    /// The body block.
    pub fn body(self, ctx: &Context) -> Block {
        entry_block(ctx, self.0, 0)
    }
    /// The induction variable.
    pub fn induction_var(self, ctx: &Context) -> Value {
        ctx.block_args(self.body(ctx))[0]
    }
    /// The loop-carried block arguments.
    pub fn region_iter_args(self, ctx: &Context) -> &[Value] {
        &ctx.block_args(self.body(ctx))[1..]
    }
}

handle!(
    /// `scf.if %cond`: one operand, a then region and a (possibly empty) else region.
    IfOp: ScfIf
);

impl IfOp {
    /// The condition.
    pub fn condition(self, ctx: &Context) -> Value {
        ctx.operand(self.0, 0)
    }
    /// The then region.
    pub fn then_region(self, ctx: &Context) -> Region {
        ctx.regions(self.0)[0]
    }
    /// The else region (no blocks when absent).
    pub fn else_region(self, ctx: &Context) -> Region {
        ctx.regions(self.0)[1]
    }
}

handle!(
    /// `scf.while (%x = %init)`: operands are the inits of the before region; the before
    /// region ends in `scf.condition(%c) args`, the after region in `scf.yield`.
    WhileOp: ScfWhile
);

impl WhileOp {
    /// The values passed to the before region.
    pub fn inits(self, ctx: &Context) -> &[Value] {
        ctx.operands(self.0)
    }
    /// The before (condition) region.
    pub fn before(self, ctx: &Context) -> Region {
        ctx.regions(self.0)[0]
    }
    /// The after (body) region.
    pub fn after(self, ctx: &Context) -> Region {
        ctx.regions(self.0)[1]
    }
}

handle!(
    /// `scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%x)`: four segments.
    ParallelOp: ScfParallel
);

impl ParallelOp {
    /// Lower bounds.
    pub fn lower_bounds(self, ctx: &Context) -> &[Value] {
        segment(ctx, self.0, 0)
    }
    /// Upper bounds.
    pub fn upper_bounds(self, ctx: &Context) -> &[Value] {
        segment(ctx, self.0, 1)
    }
    /// Steps.
    pub fn steps(self, ctx: &Context) -> &[Value] {
        segment(ctx, self.0, 2)
    }
    /// Initial values of the reductions.
    pub fn inits(self, ctx: &Context) -> &[Value] {
        segment(ctx, self.0, 3)
    }
}

handle!(
    /// `scf.forall`: dynamic bounds in three segments (static ones in attributes) and the
    /// shared outputs in the fourth.
    ForallOp: ScfForall
);

impl ForallOp {
    /// Lower bounds, static and dynamic.
    pub fn mixed_lower_bounds(self, ctx: &Context) -> Vec<OpFoldResult> {
        mixed_values(
            &ctx.i64_array(self.0, "staticLowerBound"),
            segment(ctx, self.0, 0),
        )
    }
    /// Upper bounds, static and dynamic.
    pub fn mixed_upper_bounds(self, ctx: &Context) -> Vec<OpFoldResult> {
        mixed_values(
            &ctx.i64_array(self.0, "staticUpperBound"),
            segment(ctx, self.0, 1),
        )
    }
    /// Steps, static and dynamic.
    pub fn mixed_steps(self, ctx: &Context) -> Vec<OpFoldResult> {
        mixed_values(
            &ctx.i64_array(self.0, "staticStep"),
            segment(ctx, self.0, 2),
        )
    }
    /// The shared outputs.
    pub fn outputs(self, ctx: &Context) -> &[Value] {
        segment(ctx, self.0, 3)
    }
}

handle!(
    /// `scf.index_switch %arg case ... default`: the `cases` values, one region per case and
    /// the default region first.
    IndexSwitchOp: ScfIndexSwitch
);

impl IndexSwitchOp {
    /// The switched-on value.
    pub fn arg(self, ctx: &Context) -> Value {
        ctx.operand(self.0, 0)
    }
    /// The case values.
    pub fn cases(self, ctx: &Context) -> Vec<i64> {
        ctx.i64_array(self.0, "cases")
    }
    /// The default region.
    pub fn default_region(self, ctx: &Context) -> Region {
        ctx.regions(self.0)[0]
    }
    /// The region of case `i`.
    pub fn case_region(self, ctx: &Context, i: usize) -> Region {
        ctx.regions(self.0)[1 + i]
    }
}

handle!(
    /// `bufferization.dealloc (memrefs) if (conditions) retain (retained)`: three segments;
    /// one result per retained value.
    DeallocOp: BufferizationDealloc
);

impl DeallocOp {
    /// The memrefs to free.
    pub fn memrefs(self, ctx: &Context) -> &[Value] {
        segment(ctx, self.0, 0)
    }
    /// Their ownership conditions.
    pub fn conditions(self, ctx: &Context) -> &[Value] {
        segment(ctx, self.0, 1)
    }
    /// The memrefs that must stay alive.
    pub fn retained(self, ctx: &Context) -> &[Value] {
        segment(ctx, self.0, 2)
    }
}

handle!(
    /// Ops with mixed offsets, sizes and strides (`OffsetSizeAndStrideOpInterface`): operands
    /// `[source, offsets..., sizes..., strides...]` in four segments, static values in
    /// `static_offsets`/`static_sizes`/`static_strides`.
    OffsetSizeStrideOp: MemRefSubView | MemRefReinterpretCast
);

impl OffsetSizeStrideOp {
    /// The source memref.
    pub fn source(self, ctx: &Context) -> Value {
        ctx.operand(self.0, 0)
    }
    /// `static_offsets`.
    pub fn static_offsets(self, ctx: &Context) -> Vec<i64> {
        ctx.i64_array(self.0, "static_offsets")
    }
    /// `static_sizes`.
    pub fn static_sizes(self, ctx: &Context) -> Vec<i64> {
        ctx.i64_array(self.0, "static_sizes")
    }
    /// `static_strides`.
    pub fn static_strides(self, ctx: &Context) -> Vec<i64> {
        ctx.i64_array(self.0, "static_strides")
    }
    /// The dynamic offsets.
    pub fn offsets(self, ctx: &Context) -> &[Value] {
        segment(ctx, self.0, 1)
    }
    /// The dynamic sizes.
    pub fn sizes(self, ctx: &Context) -> &[Value] {
        segment(ctx, self.0, 2)
    }
    /// The dynamic strides.
    pub fn strides(self, ctx: &Context) -> &[Value] {
        segment(ctx, self.0, 3)
    }
    /// Offsets, static and dynamic merged.
    pub fn mixed_offsets(self, ctx: &Context) -> Vec<OpFoldResult> {
        mixed_values(&self.static_offsets(ctx), self.offsets(ctx))
    }
    /// Sizes, static and dynamic merged.
    pub fn mixed_sizes(self, ctx: &Context) -> Vec<OpFoldResult> {
        mixed_values(&self.static_sizes(ctx), self.sizes(ctx))
    }
    /// Strides, static and dynamic merged.
    pub fn mixed_strides(self, ctx: &Context) -> Vec<OpFoldResult> {
        mixed_values(&self.static_strides(ctx), self.strides(ctx))
    }
}

handle!(
    /// `memref.alloc(%d...)[%s...]` / `memref.alloca`: dynamic sizes, then symbols.
    AllocLikeOp: MemRefAlloc | MemRefAlloca
);

impl AllocLikeOp {
    /// One value per dynamic dimension of the result type.
    pub fn dynamic_sizes(self, ctx: &Context) -> &[Value] {
        segment(ctx, self.0, 0)
    }
    /// The layout map's symbol operands.
    pub fn symbols(self, ctx: &Context) -> &[Value] {
        segment(ctx, self.0, 1)
    }
    /// The `alignment` attribute.
    pub fn alignment(self, ctx: &Context) -> Option<usize> {
        Some(ctx.alignment(self.0)).filter(|a| *a != 0)
    }
}

handle!(
    /// `func.call @callee(args)`.
    CallOp: FuncCall
);

impl CallOp {
    /// The callee's name (the leaf of the symbol reference).
    pub fn callee(self, ctx: &Context) -> Option<&str> {
        match ctx.attr(ctx.get_attr(self.0, "callee")?) {
            AttrData::SymbolRef(path) => path.last().map(|s| s.as_str()),
            _ => None,
        }
    }
    /// The arguments.
    pub fn args(self, ctx: &Context) -> &[Value] {
        ctx.operands(self.0)
    }
}

handle!(
    /// `cf.cond_br %c, ^t(args), ^f(args)`: three segments.
    CondBranchOp: CfCondBr
);

impl CondBranchOp {
    /// The condition.
    pub fn condition(self, ctx: &Context) -> Value {
        ctx.operand(self.0, 0)
    }
    /// The operands passed to the true destination.
    pub fn true_operands(self, ctx: &Context) -> &[Value] {
        segment(ctx, self.0, 1)
    }
    /// The operands passed to the false destination.
    pub fn false_operands(self, ctx: &Context) -> &[Value] {
        segment(ctx, self.0, 2)
    }
}

handle!(
    /// `cf.switch %flag, [default: ^d(args), v: ^b(args), ...]`: segments `[flag, default
    /// operands, case operands]`, the case operands split by `case_operand_segments`.
    SwitchOp: CfSwitch
);

impl SwitchOp {
    /// The switched-on value.
    pub fn flag(self, ctx: &Context) -> Value {
        ctx.operand(self.0, 0)
    }
    /// The operands passed to the default destination.
    pub fn default_operands(self, ctx: &Context) -> &[Value] {
        segment(ctx, self.0, 1)
    }
    /// The case values, one per case (a splat attribute expanded).
    pub fn case_values(self, ctx: &Context) -> Vec<i128> {
        let n = ctx.successors(self.0).len().saturating_sub(1);
        match ctx.get_attr(self.0, "case_values").map(|a| ctx.attr(a)) {
            Some(AttrData::DenseElements { values, .. }) => {
                let vals: Vec<i128> = values
                    .iter()
                    .map(|v| match v {
                        crate::ir::DenseValue::Int(i) => *i,
                        _ => 0,
                    })
                    .collect();
                if vals.len() == 1 && n > 1 {
                    vec![vals[0]; n]
                } else {
                    vals
                }
            }
            _ => Vec::new(),
        }
    }
    /// The operands passed to case destination `i`.
    pub fn case_operands(self, ctx: &Context, i: usize) -> &[Value] {
        let all = segment(ctx, self.0, 2);
        let segs = ctx.i64_array(self.0, "case_operand_segments");
        let start: usize = segs.iter().take(i).map(|v| *v as usize).sum();
        let len = segs.get(i).map(|v| *v as usize).unwrap_or(0);
        &all[start.min(all.len())..(start + len).min(all.len())]
    }
}

/// Why the engines do not run `op`, if it is one of the casts upstream also applies to the
/// elements of a memref (`arith.index_cast`, `index_castui`, `bitcast` of memrefs).
pub fn memref_cast_unsupported(ctx: &Context, op: Op) -> Option<String> {
    let cast = matches!(
        ctx.kind(op),
        OpKind::ArithIndexCast | OpKind::ArithIndexCastUI | OpKind::ArithBitcast
    );
    (cast && ctx.ty(ctx.value_type(ctx.operand(op, 0))).is_memref()).then(|| {
        format!(
            "'{}' of a memref cannot be executed (only of scalars and vectors)",
            ctx.op_name(op)
        )
    })
}

/// A `linalg.pack` / `linalg.unpack`, its operand groups and layout attributes decoded once
/// (the interpreter, the lowering and canonicalization read the same fields).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RelayoutOp {
    /// `linalg.pack` (else `linalg.unpack`).
    pub is_pack: bool,
    /// The padding value (pack only).
    pub padding: Option<Value>,
    /// The dynamic inner tile sizes, in order of the `DYNAMIC` entries of `static_tiles`.
    pub dyn_tiles: Vec<Value>,
    /// `static_inner_tiles`.
    pub static_tiles: Vec<i64>,
    /// `inner_dims_pos`.
    pub inner_dims_pos: Vec<usize>,
    /// `outer_dims_perm` (empty: identity).
    pub outer_dims_perm: Vec<usize>,
}

impl RelayoutOp {
    /// The fields of `op`, a `linalg.pack` or `linalg.unpack`.
    pub fn new(ctx: &Context, op: Op) -> RelayoutOp {
        let is_pack = ctx.kind(op) == OpKind::LinalgPack;
        let (padding, dyn_tiles) = if is_pack {
            (
                ctx.segment(op, 2).first().copied(),
                ctx.segment(op, 3).to_vec(),
            )
        } else {
            (None, ctx.operands(op).get(2..).unwrap_or_default().to_vec())
        };
        let usizes = |name| {
            ctx.i64_array(op, name)
                .iter()
                .map(|p| *p as usize)
                .collect()
        };
        RelayoutOp {
            is_pack,
            padding,
            dyn_tiles,
            static_tiles: ctx.i64_array(op, "static_inner_tiles"),
            inner_dims_pos: usizes("inner_dims_pos"),
            outer_dims_perm: usizes("outer_dims_perm"),
        }
    }
}
