//! One-Shot Analysis of `scf.forall` with shared outputs and `tensor.parallel_insert_slice`,
//! as upstream's `ForallOpInterface` and `ParallelInsertSliceOpInterface`: a shared output is
//! read and written by the loop and equivalent to its result; the insert reads its source
//! and writes its destination (a shared-output block argument) and has no result to alias.
//! A forall body that may run more than once is a repetitive and a parallel region: a write
//! there to a buffer defined outside of it must be privatized (upstream's
//! `checkParallelRegions`).

use super::{is_tensor, OneShotState, Operand};
use crate::ir::ops::{ForallOp, OpFoldResult};
use crate::ir::{Context, Op, OpKind, Region, Value, ValueDef};
use rustc_hash::FxHashSet;

/// Whether One-Shot Bufferize handles the op (a forall with one block).
pub fn is_bufferizable(ctx: &Context, op: Op) -> bool {
    match ctx.kind(op) {
        OpKind::ScfForall => super::scf::single_blocks(ctx, op),
        OpKind::ScfForallInParallel => true,
        OpKind::TensorParallelInsertSlice => ctx
            .parent_op(op)
            .is_some_and(|p| ctx.kind(p) == OpKind::ScfForallInParallel),
        _ => false,
    }
}

/// The result of the forall tied to its operand `i` (a shared output), equivalent.
pub fn aliasing_results(ctx: &Context, (op, i): Operand) -> Vec<(Value, bool)> {
    let nb: usize = ctx.segments(op).iter().take(3).sum();
    (i as usize)
        .checked_sub(nb)
        .and_then(|k| ctx.results(op).get(k))
        .map(|r| vec![(*r, true)])
        .unwrap_or_default()
}

/// Upstream's `ForallOpInterface::isRepetitiveRegion` (and `isParallelRegion`): unless every
/// dimension's bounds and step are constants with a single iteration.
pub fn is_repetitive(ctx: &Context, op: Op) -> bool {
    let f = ForallOp(op);
    let c = |x: &OpFoldResult| match x {
        OpFoldResult::Static(v) => Some(*v),
        OpFoldResult::Dynamic(v) => crate::ir::matchers::const_int(ctx, *v).map(|c| c as i64),
    };
    let (lbs, ubs, steps) = (
        f.mixed_lower_bounds(ctx),
        f.mixed_upper_bounds(ctx),
        f.mixed_steps(ctx),
    );
    lbs.iter()
        .zip(&ubs)
        .zip(&steps)
        .any(|((l, u), s)| match (c(l), c(u), c(s)) {
            (Some(l), Some(u), Some(s)) => l.wrapping_add(s) < u,
            _ => true,
        })
}

/// Upstream's `getParallelRegion`: the innermost region around `region` that is the body of
/// a bufferizable, repetitive forall.
fn parallel_region(st: &OneShotState, ctx: &Context, mut region: Option<Region>) -> Option<Region> {
    while let Some(r) = region {
        let p = ctx.region(r).parent?;
        if ctx.kind(p) == OpKind::ScfForall && st.is_bufferizable(ctx, p) && is_repetitive(ctx, p) {
            return Some(r);
        }
        region = ctx.op_block(p).and_then(|b| ctx.block_region(b));
    }
    None
}

fn value_region(ctx: &Context, v: Value) -> Option<Region> {
    match ctx.value(v).def {
        ValueDef::Result(d, _) => ctx.op_block(d).and_then(|b| ctx.block_region(b)),
        ValueDef::BlockArg(b, _) => ctx.block_region(b),
        _ => None,
    }
}

/// The last writes of `v`, or the ends of its reverse use-def chain when none is found
/// (`findValueInReverseUseDefChain` with `bufferizesToMemoryWrite`, leaves included).
fn definitions_or_leaves(st: &OneShotState, ctx: &Context, v: Value) -> Vec<Value> {
    let mut out = Vec::new();
    let mut work = vec![v];
    let mut seen = FxHashSet::default();
    while let Some(x) = work.pop() {
        if !seen.insert(x) {
            continue;
        }
        let ops = match ctx.value(x).def {
            ValueDef::Result(d, _) if st.is_bufferizable(ctx, d) => st.aliasing_operands(ctx, x),
            _ => Vec::new(),
        };
        if st.value_writes(ctx, x) || ops.is_empty() {
            if !out.contains(&x) {
                out.push(x);
            }
            continue;
        }
        work.extend(ops.iter().map(|o| ctx.operand(o.0, o.1 as usize)));
    }
    out
}

/// Whether one of the writes must be privatized: a definition (or leaf) of the buffer it
/// writes lies in another parallel region than the write.
pub fn needs_privatization(st: &OneShotState, ctx: &Context, writes: &[Operand]) -> bool {
    writes.iter().any(|&(op, i)| {
        let v = ctx.operand(op, i as usize);
        if !is_tensor(ctx, ctx.value_type(v)) {
            return false;
        }
        let at = parallel_region(st, ctx, ctx.op_block(op).and_then(|b| ctx.block_region(b)));
        definitions_or_leaves(st, ctx, v)
            .into_iter()
            .any(|d| parallel_region(st, ctx, value_region(ctx, d)) != at)
    })
}
