//! One-Shot Analysis of the scf ops, as upstream's SCF `BufferizableOpInterface`
//! implementations: loop init operands alias the loop results (equivalent when the yielded
//! value is equivalent to the iter_arg), `scf.yield` in `scf.if`/`scf.execute_region` aliases
//! the parent's result, loop bodies are repetitive regions.

use super::{is_tensor, OneShotState, Operand};
use crate::ir::{Context, Op, OpKind, Region, Value, ValueDef};

/// The terminator of the single block of `region` of `op`.
pub fn terminator(ctx: &Context, op: Op, region: usize) -> Option<Op> {
    let r = *ctx.regions(op).get(region)?;
    ctx.last_op(ctx.entry_block(r)?)
}

/// Whether every region of `op` has exactly one block (what bufferization supports).
pub fn single_blocks(ctx: &Context, op: Op) -> bool {
    ctx.regions(op)
        .iter()
        .all(|r| ctx.region_blocks(*r).count() == 1)
}

/// The iter_arg of `scf.for` tied to its `k`-th result.
pub fn for_iter_arg(ctx: &Context, f: Op, k: usize) -> Value {
    let body = ctx.entry_block(ctx.regions(f)[0]).expect("scf.for body");
    ctx.block_args(body)[k + 1]
}

/// The value `scf.for` yields for its `k`-th result.
pub fn for_yielded(ctx: &Context, f: Op, k: usize) -> Option<Value> {
    terminator(ctx, f, 0).and_then(|y| ctx.operands(y).get(k).copied())
}

/// Upstream's `mayHaveZeroIterations`: unless both bounds are constants with `ub > lb`.
fn may_have_zero_iterations(ctx: &Context, f: Op) -> bool {
    let c = |i: usize| crate::ir::matchers::const_int(ctx, ctx.operand(f, i));
    match (c(0), c(1)) {
        (Some(lb), Some(ub)) => ub <= lb,
        _ => true,
    }
}

/// Whether the scf op knows how to bufferize (scf.yield only under the parents it supports).
pub fn is_bufferizable(ctx: &Context, op: Op) -> bool {
    use OpKind::*;
    match ctx.kind(op) {
        ScfFor | ScfIf | ScfWhile | ScfExecuteRegion | ScfIndexSwitch => single_blocks(ctx, op),
        ScfCondition => true,
        ScfYield => ctx.parent_op(op).is_some_and(|p| {
            matches!(
                ctx.kind(p),
                ScfFor | ScfIf | ScfWhile | ScfExecuteRegion | ScfIndexSwitch
            )
        }),
        _ => false,
    }
}

/// `bufferizesToMemoryRead` of a tensor operand of an scf op.
pub fn reads(st: &OneShotState, ctx: &Context, (op, i): Operand) -> bool {
    match ctx.kind(op) {
        // The loop alone does not read; a use of the iter_arg may (or the init is the result
        // when the loop runs zero times).
        OpKind::ScfFor => {
            may_have_zero_iterations(ctx, op)
                || st.is_value_read(ctx, for_iter_arg(ctx, op, i as usize - 3))
        }
        _ => true,
    }
}

/// `bufferizesToMemoryWrite` of a tensor operand of an scf op: loop inits always write.
pub fn writes(ctx: &Context, (op, _): Operand) -> bool {
    matches!(ctx.kind(op), OpKind::ScfFor | OpKind::ScfWhile)
}

/// `getAliasingValues` of a tensor operand of an scf op, with whether each is equivalent.
pub fn aliasing_results(st: &OneShotState, ctx: &Context, (op, i): Operand) -> Vec<(Value, bool)> {
    use OpKind::*;
    match ctx.kind(op) {
        ScfFor => {
            let k = i as usize - 3;
            vec![(ctx.result(op, k), for_equivalent(st, ctx, op, k))]
        }
        ScfWhile => {
            let k = i as usize;
            let Some(&r) = ctx.results(op).get(k) else {
                return vec![];
            };
            if ctx.value_type(r) != ctx.value_type(ctx.operand(op, k)) {
                return vec![];
            }
            vec![(r, while_equivalent(st, ctx, op, k))]
        }
        ScfYield => match ctx.parent_op(op) {
            Some(p) if matches!(ctx.kind(p), ScfIf | ScfExecuteRegion | ScfIndexSwitch) => {
                vec![(ctx.result(p, i as usize), true)]
            }
            _ => vec![],
        },
        _ => vec![],
    }
}

/// Whether the aliasing of a yield operand with its parent's result is definite (scf.if's are
/// not: the result is one of two yielded values).
pub fn definite(ctx: &Context, (op, _): Operand) -> bool {
    // arith.select's result is one of its two operands.
    ctx.kind(op) != OpKind::ArithSelect
        && !(ctx.kind(op) == OpKind::ScfYield
            && ctx
                .parent_op(op)
                .is_some_and(|p| matches!(ctx.kind(p), OpKind::ScfIf | OpKind::ScfIndexSwitch)))
}

/// scf.for's `bufferRelation`: equivalent when the yielded value is equivalent to the
/// iter_arg.
pub fn for_equivalent(st: &OneShotState, ctx: &Context, f: Op, k: usize) -> bool {
    for_yielded(ctx, f, k).is_some_and(|y| st.equivalent(for_iter_arg(ctx, f, k), y))
}

/// scf.while's `bufferRelation`: equivalent when both the condition and the yield pass on
/// values equivalent to their block's arguments.
pub fn while_equivalent(st: &OneShotState, ctx: &Context, w: Op, k: usize) -> bool {
    let (Some(cond), Some(yield_)) = (terminator(ctx, w, 0), terminator(ctx, w, 1)) else {
        return false;
    };
    let before = ctx.entry_block(ctx.regions(w)[0]).expect("before block");
    let after = ctx.entry_block(ctx.regions(w)[1]).expect("after block");
    let (Some(&ba), Some(&aa)) = (ctx.block_args(before).get(k), ctx.block_args(after).get(k))
    else {
        return false;
    };
    if ctx.value_type(ba) != ctx.value_type(ctx.result(w, k)) {
        return false;
    }
    let (Some(&c), Some(&y)) = (ctx.operands(cond).get(k + 1), ctx.operands(yield_).get(k)) else {
        return false;
    };
    st.equivalent(ba, c) && st.equivalent(aa, y)
}

/// The operands a result of an op with regions may share its buffer with (scf.if: both
/// yielded values; scf.execute_region: the yielded value); `None` for other ops.
pub fn aliasing_operands(ctx: &Context, op: Op, k: usize) -> Option<Vec<Operand>> {
    match ctx.kind(op) {
        OpKind::ScfIf => Some(
            [0, 1]
                .iter()
                .filter_map(|r| terminator(ctx, op, *r))
                .map(|y| (y, k as u32))
                .collect(),
        ),
        // scf.index_switch: every case's yielded value (the default region first).
        OpKind::ScfIndexSwitch => Some(
            (0..ctx.regions(op).len())
                .filter_map(|r| terminator(ctx, op, r))
                .map(|y| (y, k as u32))
                .collect(),
        ),
        OpKind::ScfExecuteRegion => Some(
            terminator(ctx, op, 0)
                .map(|y| (y, k as u32))
                .into_iter()
                .collect(),
        ),
        _ => None,
    }
}

/// Operands that always bufferize in place (`mustBufferizeInPlace`).
pub fn must_in_place(ctx: &Context, (op, _): Operand) -> bool {
    matches!(ctx.kind(op), OpKind::ScfYield | OpKind::ScfCondition)
}

/// Whether `region` of `op` (a bufferizable op) runs repeatedly.
fn is_repetitive(ctx: &Context, op: Op) -> bool {
    matches!(
        ctx.kind(op),
        OpKind::ScfFor | OpKind::ScfWhile | OpKind::ScfParallel
    ) || (ctx.kind(op) == OpKind::ScfForall && super::forall::is_repetitive(ctx, op))
}

/// The innermost repetitive region (a loop body) containing `region` (upstream's
/// `getEnclosingRepetitiveRegion`).
pub fn repetitive_region_from(
    st: &OneShotState,
    ctx: &Context,
    mut region: Option<Region>,
) -> Option<Region> {
    while let Some(r) = region {
        let p = ctx.region(r).parent?;
        if is_repetitive(ctx, p) && st.is_bufferizable(ctx, p) {
            return Some(r);
        }
        region = ctx.op_block(p).and_then(|b| ctx.block_region(b));
    }
    None
}

/// The repetitive region enclosing the op.
pub fn op_repetitive_region(st: &OneShotState, ctx: &Context, op: Op) -> Option<Region> {
    repetitive_region_from(st, ctx, ctx.op_block(op).and_then(|b| ctx.block_region(b)))
}

/// The repetitive region enclosing the value's definition.
pub fn value_repetitive_region(st: &OneShotState, ctx: &Context, v: Value) -> Option<Region> {
    match ctx.value(v).def {
        ValueDef::Result(d, _) => op_repetitive_region(st, ctx, d),
        ValueDef::BlockArg(b, _) => repetitive_region_from(st, ctx, ctx.block_region(b)),
        _ => None,
    }
}

/// The next repetitive region enclosing the op that owns `region`.
pub fn next_repetitive_region(st: &OneShotState, ctx: &Context, region: Region) -> Option<Region> {
    let p = ctx.region(region).parent?;
    op_repetitive_region(st, ctx, p)
}

/// Tensor values yielded by a loop terminator that must not alias anything defined outside
/// of the loop (except the matching iter_arg): upstream's `doesNotAliasExternalValue`.
pub fn does_not_alias_external(
    st: &OneShotState,
    ctx: &Context,
    v: Value,
    region: Region,
    exception: Value,
) -> bool {
    st.alias_members(v).into_iter().all(|a| {
        if a == exception {
            return true;
        }
        match ctx.value(a).def {
            ValueDef::BlockArg(b, _) => ctx
                .block_region(b)
                .is_some_and(|ar| ar != region && ctx.region_is_ancestor(region, ar)),
            ValueDef::Result(d, _) => ctx
                .op_block(d)
                .and_then(|b| ctx.block_region(b))
                .is_some_and(|ar| ctx.region_is_ancestor(region, ar)),
            _ => false,
        }
    })
}

/// `is_tensor` on a value.
pub fn tensor_value(ctx: &Context, v: Value) -> bool {
    is_tensor(ctx, ctx.value_type(v))
}
