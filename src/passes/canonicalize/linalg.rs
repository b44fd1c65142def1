//! Folds and canonicalization patterns of linalg ops on buffers (upstream's `LinalgOps.cpp`):
//! an identity transpose of a tensor folded to its input, `memref.cast`s folded into the named and generic ops' operands, ops over an empty buffer
//! erased (`EraseDeadLinalgOp`), copies of a buffer onto itself erased
//! (`EraseIdentityLinalgOp`).

use super::{linalg_tensor, Fold, Pattern, Rewriter};
use crate::ir::linalg;
use crate::ir::{Op, OpKind, TypeData};

/// Upstream's fold hooks of the structured ops: `memref::foldMemRefCast` on every operand
/// defined by a cast of a ranked memref. Transpose, broadcast, reduce and map fold nothing on
/// buffers.
pub(super) fn fold(rw: &mut Rewriter, op: Op) -> Fold {
    let kind = rw.ctx.kind(op);
    // TransposeOp::fold: on tensors, an identity permutation gives the input.
    if kind == OpKind::LinalgTranspose {
        let ctx = &*rw.ctx;
        let input = ctx.operand(op, 0);
        let identity = match ctx.get_attr(op, "permutation").map(|a| ctx.attr(a)) {
            Some(crate::ir::AttrData::DenseArray { values, .. }) => {
                values.iter().enumerate().all(|(i, p)| *p == i as i128)
            }
            _ => false,
        };
        if identity && matches!(ctx.ty(ctx.value_type(input)), TypeData::Tensor { .. }) {
            return Fold::Replace(vec![super::FoldResult::Value(input)]);
        }
        return Fold::None;
    }
    if !linalg::is_structured(kind)
        || matches!(
            kind,
            OpKind::LinalgTranspose
                | OpKind::LinalgBroadcast
                | OpKind::LinalgReduce
                | OpKind::LinalgMap
        )
    {
        return Fold::None;
    }
    let mut folded = false;
    for i in 0..rw.ctx.operands(op).len() {
        let v = rw.ctx.operand(op, i);
        let Some(c) = rw
            .ctx
            .defining_op(v)
            .filter(|c| rw.ctx.kind(*c) == OpKind::MemRefCast)
        else {
            continue;
        };
        let src = rw.ctx.operand(c, 0);
        if matches!(rw.ctx.ty(rw.ctx.value_type(src)), TypeData::MemRef { .. }) {
            rw.ctx.set_operand(op, i, src);
            folded = true;
        }
    }
    if folded {
        Fold::InPlace
    } else {
        Fold::None
    }
}

/// The patterns of a structured op kind.
pub(super) fn patterns(kind: OpKind) -> &'static [Pattern] {
    match kind {
        OpKind::LinalgCopy => &[
            erase_dead,
            linalg_tensor::fold_cast_producer,
            linalg_tensor::infer_static_shape,
            erase_identity,
            linalg_tensor::fill_copy,
        ],
        OpKind::LinalgGeneric | OpKind::LinalgBroadcast => &[
            erase_dead,
            linalg_tensor::fold_cast_producer,
            linalg_tensor::infer_static_shape,
            erase_identity,
        ],
        OpKind::LinalgTranspose => &[
            erase_dead,
            linalg_tensor::fold_cast_producer,
            linalg_tensor::infer_static_shape,
            linalg_tensor::fill_transpose,
            linalg_tensor::transpose_of_transpose,
        ],
        OpKind::LinalgPack => &[
            linalg_tensor::pack_unpack_roundtrip,
            linalg_tensor::pack_cast_fold,
            linalg_tensor::fill_pack,
        ],
        OpKind::LinalgUnpack => &[
            linalg_tensor::pack_unpack_roundtrip,
            linalg_tensor::pack_cast_fold,
        ],
        _ if linalg::is_structured(kind) => &[
            erase_dead,
            linalg_tensor::fold_cast_producer,
            linalg_tensor::infer_static_shape,
        ],
        _ => &[],
    }
}

/// `EraseDeadLinalgOp`: an op with a memref operand of a static zero size does nothing.
fn erase_dead(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let empty = ctx
        .operands(op)
        .iter()
        .any(|v| match ctx.ty(ctx.value_type(*v)) {
            TypeData::MemRef { shape, .. } => shape.contains(&0),
            _ => false,
        });
    if !empty {
        return false;
    }
    rw.erase_op(op);
    true
}

/// `EraseIdentityLinalgOp` on buffers: all indexing maps equal, one input and one init that
/// are the same buffer, and a payload that yields a block argument.
fn erase_identity(rw: &mut Rewriter, op: Op) -> bool {
    if linalg_tensor::pure_tensor(rw.ctx, op) {
        // `EraseSelfCopy` on tensors: a copy onto its own input is that input; other
        // copies are kept.
        if rw.ctx.kind(op) == OpKind::LinalgCopy {
            let (input, init) = (rw.ctx.operand(op, 0), rw.ctx.operand(op, 1));
            if input != init {
                return false;
            }
            rw.replace_op(op, &[input]);
            return true;
        }
        return linalg_tensor::erase_identity_tensor(rw, op);
    }
    let ctx = &*rw.ctx;
    if !ctx
        .operands(op)
        .iter()
        .all(|v| matches!(ctx.ty(ctx.value_type(*v)), TypeData::MemRef { .. }))
    {
        return false;
    }
    let Some(y) = identity_yield(ctx, op) else {
        return false;
    };
    let block = ctx.op_block(y).expect("yield in a block");
    let (ins, inits) = (linalg::inputs(ctx, op), linalg::inits(ctx, op));
    if ins.len() != 1 || inits.len() != 1 || ins[0] != inits[0] {
        return false;
    }
    let yields_arg = ctx
        .operands(y)
        .first()
        .is_some_and(|v| ctx.block_args(block).contains(v));
    if !yields_arg {
        return false;
    }
    rw.erase_op(op);
    true
}

/// `EraseIdentityLinalgOp`'s shape: equal indexing maps and a payload that is only its
/// `linalg.yield`, which is returned.
pub(super) fn identity_yield(ctx: &crate::ir::Context, op: Op) -> Option<Op> {
    let maps = linalg::indexing_maps(ctx, op).ok()?;
    if maps.windows(2).any(|w| w[0] != w[1]) {
        return None;
    }
    let block = ctx.regions(op).first().and_then(|r| ctx.entry_block(*r))?;
    let mut body = ctx.block_ops(block);
    let y = body.next()?;
    (body.next().is_none() && ctx.kind(y) == OpKind::LinalgYield).then_some(y)
}
