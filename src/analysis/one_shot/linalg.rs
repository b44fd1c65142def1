//! One-Shot Analysis of the linalg structured ops on tensors, as upstream's
//! `LinalgOpInterface` (destination style): an init operand is written and shares its buffer
//! with the matching result; an operand is read only when the payload uses its element.

use super::Operand;
use crate::ir::linalg;
use crate::ir::{Context, Op, OpKind};

/// Whether the op is a linalg structured op (destination style).
pub fn is_structured(kind: OpKind) -> bool {
    linalg::is_structured(kind)
}

/// The operand's payload block argument has uses (upstream's
/// `payloadUsesValueFromOperand`).
pub fn reads(ctx: &Context, (op, i): Operand) -> bool {
    let Some(&r) = ctx.regions(op).first() else {
        return true;
    };
    let Some(body) = ctx.entry_block(r) else {
        return true;
    };
    ctx.block_args(body)
        .get(i as usize)
        .is_some_and(|a| !ctx.use_empty(*a))
}

/// Inits are written.
pub fn writes(ctx: &Context, (op, i): Operand) -> bool {
    i as usize >= linalg::num_inputs(ctx, op)
}

/// The result matching an init operand.
pub fn aliasing_result(ctx: &Context, (op, i): Operand) -> Option<crate::ir::Value> {
    let k = (i as usize).checked_sub(linalg::num_inputs(ctx, op))?;
    ctx.results(op).get(k).copied()
}

/// `bufferizesToElementwiseAccess`: all loops parallel and the given operands accessed
/// through identity maps.
pub fn elementwise_access(ctx: &Context, op: Op, operands: &[u32]) -> bool {
    let Ok(iters) = linalg::reduction_iterators(ctx, op) else {
        return false;
    };
    if iters.iter().any(|r| *r) {
        return false;
    }
    let Ok(maps) = linalg::indexing_maps(ctx, op) else {
        return false;
    };
    operands.iter().all(|i| {
        let Some(m) = maps.get(*i as usize) else {
            return false;
        };
        m.symbols == 0
            && m.results.len() == m.dims as usize
            && m.results
                .iter()
                .enumerate()
                .all(|(k, e)| *e == crate::ir::affine::AffineExpr::Dim(k as u32))
    })
}
