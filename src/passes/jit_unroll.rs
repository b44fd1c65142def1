//! `jit-unroll` (ours, not an upstream pass): fully unrolls each innermost `scf.for` (no
//! region in its body) whose bounds and step are constants and whose trip count is at most
//! `max-trip-count`: the body is repeated once per iteration with the induction variable a
//! constant and the `iter_args` threaded through, in iteration order (so results are
//! bit-identical). A zero-trip loop is replaced by its initial values.

use super::jit_scalar_replacement::innermost_for_loops;
use super::Pass;
use crate::diag::Diagnostic;
use crate::ir::builder::Builder;
use crate::ir::{Context, Op, TypeData, Value};
use rustc_hash::FxHashMap;

/// The default `max-trip-count`.
pub const DEFAULT_MAX_TRIP_COUNT: u64 = 8;

/// The pass.
pub struct JitUnroll {
    /// Loops of more iterations than this are left alone.
    pub max_trip_count: u64,
}

impl Pass for JitUnroll {
    fn flag(&self) -> &'static str {
        "jit-unroll"
    }
    fn class_name(&self) -> &'static str {
        "JitUnroll"
    }
    fn run(&mut self, ctx: &mut Context, root: Op) -> Result<(), Diagnostic> {
        for l in innermost_for_loops(ctx, root) {
            unroll(ctx, l, self.max_trip_count);
        }
        Ok(())
    }
}

/// The constant iteration values of a loop, when there are at most `max` of them.
fn iterations(ctx: &Context, lp: Op, max: u64) -> Option<Vec<i128>> {
    let c = |i: usize| crate::ir::matchers::const_int(ctx, ctx.operand(lp, i));
    let (lb, ub, step) = (c(0)?, c(1)?, c(2)?);
    let width = match ctx.ty(ctx.value_type(ctx.operand(lp, 0))) {
        TypeData::Integer { width, .. } => *width,
        _ => 64,
    };
    if width > 64 || width == 0 {
        return None;
    }
    // The bounds as the loop compares them: signed, or unsigned with `unsignedCmp`.
    let shift = 128 - width;
    let signed = |v: i128| (v << shift) >> shift;
    let unsigned = |v: i128| v & ((1i128 << width) - 1);
    let norm: &dyn Fn(i128) -> i128 = if ctx.get_attr(lp, "unsignedCmp").is_some() {
        &unsigned
    } else {
        &signed
    };
    let (lb, ub, step) = (norm(lb), norm(ub), unsigned(step));
    if step == 0 {
        return None;
    }
    let mut out = Vec::new();
    let mut v = lb;
    while v < ub {
        if out.len() as u64 >= max {
            return None;
        }
        out.push(v);
        // The induction variable wraps to its width and the loop goes on while it compares
        // below the bound, as upstream's lowering runs it (exec/loop-iv-wraps.mlir).
        v = norm(v + step);
    }
    Some(out)
}

fn unroll(ctx: &mut Context, lp: Op, max: u64) {
    let Some(values) = iterations(ctx, lp, max) else {
        return;
    };
    let body = ctx
        .region_blocks(ctx.regions(lp)[0])
        .next()
        .expect("scf.for body");
    let ops: Vec<Op> = ctx.block_ops(body).collect();
    let (yield_op, ops) = ops.split_last().expect("scf.for terminator");
    let args = ctx.block_args(body).to_vec();
    let iv_t = ctx.value_type(args[0]);
    let b = Builder::before(ctx, lp);
    let mut cur: Vec<Value> = ctx.operands(lp)[3..].to_vec();
    for v in values {
        let mut map: FxHashMap<Value, Value> = FxHashMap::default();
        let ivc = b.const_of_type(ctx, v, iv_t);
        map.insert(args[0], ivc);
        for (a, c) in args[1..].iter().zip(&cur) {
            map.insert(*a, *c);
        }
        for &o in ops {
            b.clone_op(ctx, o, &mut map);
        }
        cur = ctx
            .operands(*yield_op)
            .iter()
            .map(|v| *map.get(v).unwrap_or(v))
            .collect();
    }
    for (r, n) in ctx.results(lp).to_vec().into_iter().zip(cur) {
        ctx.replace_all_uses(r, n);
    }
    ctx.erase_op(lp);
}
