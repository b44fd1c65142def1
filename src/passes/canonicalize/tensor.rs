//! `canonicalize` folds of the tensor ops we have (`tensor.dim`, `tensor.extract`), and the two
//! patterns `bufferization.to_buffer` registers on the users of its buffer (`memref.load` and
//! `memref.dim` become `tensor.extract` and `tensor.dim` of the tensor).

use super::*;
use crate::ir::matchers::const_scalar_int;

/// Upstream's `tensor::DimOp::fold` and `tensor::ExtractOp::fold`, on the IR we accept: a
/// static size of a ranked tensor at a constant index in range; an element of a `dense<...>`
/// constant (a splat's whatever the indices, another's at constant indices in range).
pub(super) fn fold(rw: &mut Rewriter, op: Op, ops: &[Value]) -> Fold {
    let ctx = &*rw.ctx;
    match ctx.kind(op) {
        OpKind::TensorDim => {
            let Some(k) = const_scalar_int(ctx, ops[1]) else {
                return Fold::None;
            };
            let TypeData::Tensor { shape, .. } = ctx.ty(ctx.value_type(ops[0])) else {
                return Fold::None;
            };
            match usize::try_from(k).ok().and_then(|k| shape.get(k)) {
                Some(&d) if d != crate::ir::DYNAMIC => {
                    let it = rw.ctx.index_type();
                    let a = rw.ctx.int_attr(d as i128, it);
                    Fold::Replace(vec![FoldResult::Attr(a)])
                }
                _ => Fold::None,
            }
        }
        OpKind::TensorExtract => {
            let Some(a) = const_attr(ctx, ops[0]) else {
                return Fold::None;
            };
            let AttrData::DenseElements { ty, values } = ctx.attr(a) else {
                return Fold::None;
            };
            let (ty, values) = (*ty, values.clone());
            let v = if values.len() == 1 {
                values[0]
            } else {
                let Some(shape) = ctx.ty(ty).shape().map(<[i64]>::to_vec) else {
                    return Fold::None;
                };
                let mut at = 0i64;
                for (&v, &d) in ops[1..].iter().zip(&shape) {
                    let Some(x) = const_scalar_int(ctx, v) else {
                        return Fold::None;
                    };
                    if x < 0 || x >= d as i128 {
                        return Fold::None;
                    }
                    at = at * d + x as i64;
                }
                match values.get(at as usize) {
                    Some(v) => *v,
                    None => return Fold::None,
                }
            };
            let elem = ctx.value_type(ctx.result(op, 0));
            let a = match v {
                DenseValue::Int(x) => rw.ctx.int_attr(x, elem),
                DenseValue::Float(b) => rw.ctx.float_attr(b, elem),
                // A complex element is a `complex.constant`'s `[re, im]` (float parts only).
                DenseValue::Complex(re, im) => {
                    let TypeData::Complex(part) = *rw.ctx.ty(elem) else {
                        return Fold::None;
                    };
                    if !matches!(rw.ctx.ty(part), TypeData::Float(_)) {
                        return Fold::None;
                    }
                    let (re, im) = (rw.ctx.float_attr(re, part), rw.ctx.float_attr(im, part));
                    rw.ctx.intern_attr(AttrData::Array(vec![re, im]))
                }
            };
            Fold::Replace(vec![FoldResult::Attr(a)])
        }
        _ => Fold::None,
    }
}

/// Upstream's `LoadOfToBuffer` (registered by `bufferization.to_buffer`): a load from the
/// buffer of a tensor reads the tensor. (LLVM 22.1.8 does not require `read_only`; later
/// versions do.)
///
/// ```mlir
/// %m = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
/// %v = memref.load %m[%i] : memref<4xf32>
/// // becomes
/// %v = tensor.extract %t[%i] : tensor<4xf32>
/// ```
pub(super) fn load_of_to_buffer(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(tb) = def_of(ctx, ctx.operand(op, 0), OpKind::BufferizationToBuffer) else {
        return false;
    };
    let mut operands = vec![ctx.operand(tb, 0)];
    operands.extend_from_slice(&ctx.operands(op)[1..]);
    let rt = ctx.value_type(ctx.result(op, 0));
    let b = Builder::before(rw.ctx, op);
    let n = rw.create(&b, OpKind::TensorExtract, &operands, &[rt], vec![]);
    let r = rw.ctx.result(n, 0);
    rw.replace_op(op, &[r]);
    true
}

/// Upstream's `DimOfCastOp` (registered by `bufferization.to_buffer`): a dim of the buffer of
/// a tensor is the dim of the tensor.
///
/// ```mlir
/// %m = bufferization.to_buffer %t : tensor<?xf32> to memref<?xf32>
/// %d = memref.dim %m, %c0 : memref<?xf32>
/// // becomes
/// %d = tensor.dim %t, %c0 : tensor<?xf32>
/// ```
pub(super) fn dim_of_to_buffer(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(tb) = def_of(ctx, ctx.operand(op, 0), OpKind::BufferizationToBuffer) else {
        return false;
    };
    let operands = [ctx.operand(tb, 0), ctx.operand(op, 1)];
    let it = rw.ctx.index_type();
    let b = Builder::before(rw.ctx, op);
    let n = rw.create(&b, OpKind::TensorDim, &operands, &[it], vec![]);
    let r = rw.ctx.result(n, 0);
    rw.replace_op(op, &[r]);
    true
}
