//! One-Shot Bufferize of `tensor.concat` with dynamic sizes, as upstream's
//! `ConcatOpInterface::bufferize`: a new buffer of the reified result shape (the non-concat
//! dynamic sizes from the first input or the inputs' static size, the concat size a folded
//! sum), then each input copied into its subview; the offset along the concat dimension is a
//! running sum, folded and composed as `makeComposedFoldedAffineApply` does (upstream creates
//! one more sum after the last input, unused: so does this).

use super::pad::{flat_sum, flat_symbol_sum, Linear};
use super::{Bufferizer, LayoutMapOption};
use crate::diag::Diagnostic;
use crate::ir::{AttrData, Builder, Context, Op, OpKind, TypeData, Value, DYNAMIC};
use crate::verify::op_error;

impl Bufferizer<'_> {
    pub(super) fn bufferize_dynamic_concat(
        &mut self,
        ctx: &mut Context,
        op: Op,
        dim: usize,
    ) -> Result<(), Diagnostic> {
        let r = ctx.result(op, 0);
        let rt = ctx.value_type(r);
        let TypeData::Tensor { shape, elem, .. } = ctx.ty(rt).clone() else {
            return Err(op_error(ctx, op, "expected a ranked tensor"));
        };
        let inputs = ctx.operands(op).to_vec();
        let mut in_shapes = Vec::new();
        for v in &inputs {
            let TypeData::Tensor { shape: s, .. } = ctx.ty(ctx.value_type(*v)).clone() else {
                return Err(op_error(ctx, op, "expected ranked tensor operands"));
            };
            in_shapes.push(s);
        }
        let b = Builder::before(ctx, op);
        let it = ctx.index_type();
        // Reified result sizes (`ConcatOp::reifyResultShapes`): other dims first.
        let mut sizes: Vec<Option<Value>> = vec![None; shape.len()];
        for i in (0..shape.len()).filter(|i| *i != dim && shape[*i] == DYNAMIC) {
            let inferred = in_shapes.iter().map(|s| s[i]).find(|d| *d != DYNAMIC);
            sizes[i] = Some(match inferred {
                Some(d) => b.const_index(ctx, d),
                None => {
                    let c = b.const_index(ctx, i as i64);
                    let d = b.create_value(ctx, OpKind::TensorDim, &[inputs[0], c], it, vec![]);
                    self.worklist.push(ctx.defining_op(d).expect("tensor.dim"));
                    d
                }
            });
        }
        if shape[dim] == DYNAMIC {
            let mut sum = Linear::default();
            for (v, s) in inputs.iter().zip(&in_shapes) {
                // `createOrFold<tensor::DimOp>`: a static size folds to a constant.
                let c = b.const_index(ctx, dim as i64);
                if s[dim] == DYNAMIC {
                    let d = b.create_value(ctx, OpKind::TensorDim, &[*v, c], it, vec![]);
                    self.worklist.push(ctx.defining_op(d).expect("tensor.dim"));
                    sum.add_value(ctx, d);
                } else {
                    b.const_index(ctx, s[dim]);
                    sum.constant += s[dim];
                }
            }
            sizes[dim] = Some(match flat_sum(ctx, b, &sum) {
                Ok(v) => v,
                Err(c) => b.const_index(ctx, c),
            });
        }
        let dyn_sizes: Vec<Value> = sizes.iter().flatten().copied().collect();
        let alloc = b.create_with_segments(
            ctx,
            OpKind::BufferizationAllocTensor,
            &[&dyn_sizes, &[], &[]],
            &[rt],
            vec![],
        );
        self.worklist.push(alloc);
        let alloc = ctx.result(alloc, 0);
        let mt = self.buffer_type(ctx, rt, LayoutMapOption::Identity);
        let tb = b.create(
            ctx,
            OpKind::BufferizationToBuffer,
            &[alloc],
            &[mt],
            vec![],
            &[],
        );
        self.to_buffers.push(tb);
        let dst = ctx.result(tb, 0);
        // The destination's dynamic sizes, then a subview and a copy per input.
        let mut dst_sizes: Vec<Option<Value>> = vec![None; shape.len()];
        for i in (0..shape.len()).filter(|i| shape[*i] == DYNAMIC) {
            let c = b.const_index(ctx, i as i64);
            dst_sizes[i] = Some(b.create_value(ctx, OpKind::MemRefDim, &[dst, c], it, vec![]));
        }
        let strides = crate::ir::context::row_major_strides(&shape);
        let mut offset = Linear::default();
        let mut offset_value: Result<Value, i64> = Err(0);
        for (v, s) in inputs.iter().zip(&in_shapes) {
            let src = self.get_buffer(ctx, *v);
            let (mut static_sizes, mut size_values) = (Vec::new(), Vec::new());
            let mut concat_size = None;
            for i in 0..shape.len() {
                if i == dim {
                    if s[dim] == DYNAMIC {
                        let c = b.const_index(ctx, dim as i64);
                        let d = match folded_dim(ctx, src, dim) {
                            Some(d) => d,
                            None => b.create_value(ctx, OpKind::MemRefDim, &[src, c], it, vec![]),
                        };
                        static_sizes.push(DYNAMIC);
                        size_values.push(d);
                        concat_size = Some(d);
                    } else {
                        static_sizes.push(s[dim]);
                    }
                } else if let Some(d) = dst_sizes[i] {
                    static_sizes.push(DYNAMIC);
                    size_values.push(d);
                } else {
                    static_sizes.push(shape[i]);
                }
            }
            let mut static_offsets = vec![0i64; shape.len()];
            let mut offset_values = Vec::new();
            match offset_value {
                Ok(o) => {
                    static_offsets[dim] = DYNAMIC;
                    offset_values.push(o);
                }
                Err(c) => static_offsets[dim] = c,
            }
            let lin_offset = static_offsets
                .iter()
                .zip(&strides)
                .fold(0i64, |acc, (o, st)| {
                    crate::ir::types::dyn_add(acc, crate::ir::types::dyn_mul(*o, *st))
                });
            let layout = ctx.intern_attr(AttrData::Strided {
                strides: strides.clone(),
                offset: lin_offset,
            });
            let svt = ctx.intern_type(TypeData::MemRef {
                shape: static_sizes.clone(),
                elem,
                layout: Some(layout),
                space: None,
            });
            let attrs = vec![
                (
                    "static_offsets".to_string(),
                    ctx.dense_i64_array(&static_offsets),
                ),
                (
                    "static_sizes".to_string(),
                    ctx.dense_i64_array(&static_sizes),
                ),
                (
                    "static_strides".to_string(),
                    ctx.dense_i64_array(&vec![1; shape.len()]),
                ),
            ];
            let sv = b.create_with_segments(
                ctx,
                OpKind::MemRefSubView,
                &[&[dst], &offset_values, &size_values, &[]],
                &[svt],
                attrs,
            );
            let sv = ctx.result(sv, 0);
            b.create(ctx, OpKind::MemRefCopy, &[src, sv], &[], vec![], &[]);
            // The composed sum lists the new size before the operands of a previous sum
            // (an affine.apply it composes), after a previous lone value.
            let composed = offset.terms.len() > 1
                || offset
                    .terms
                    .first()
                    .is_some_and(|t| t.1 != 1 || offset.constant != 0);
            match concat_size {
                Some(d) if composed && crate::ir::matchers::const_int(ctx, d).is_none() => {
                    let mut next = Linear::default();
                    next.add_value(ctx, d);
                    for (v, k) in &offset.terms {
                        for _ in 0..*k {
                            next.add_value(ctx, *v);
                        }
                    }
                    next.constant += offset.constant;
                    offset = next;
                }
                Some(d) => offset.add_value(ctx, d),
                None => offset.constant += s[dim],
            }
            offset_value = flat_symbol_sum(ctx, b, &offset);
        }
        self.replace_op(ctx, op, &[dst]);
        Ok(())
    }
}

/// `memref.dim` folded at creation (`createOrFold`): the size operand of the allocation or
/// subview that defines the buffer, for a dynamic size.
fn folded_dim(ctx: &Context, buf: Value, dim: usize) -> Option<Value> {
    let d = ctx.defining_op(buf)?;
    let (sizes, dyn_sizes) = match ctx.kind(d) {
        OpKind::MemRefAlloc | OpKind::MemRefAlloca => {
            let TypeData::MemRef { shape, .. } = ctx.ty(ctx.value_type(buf)) else {
                return None;
            };
            (shape.clone(), ctx.segment(d, 0).to_vec())
        }
        OpKind::MemRefSubView => {
            let segs = ctx.segments(d).len();
            (
                ctx.i64_array(d, "static_sizes"),
                ctx.segment(d, segs - 2).to_vec(),
            )
        }
        _ => return None,
    };
    // A rank-reducing subview's dims do not match its sizes one to one.
    let TypeData::MemRef { shape, .. } = ctx.ty(ctx.value_type(buf)) else {
        return None;
    };
    if shape.len() != sizes.len() || sizes.get(dim) != Some(&DYNAMIC) {
        return None;
    }
    let k = sizes[..dim].iter().filter(|x| **x == DYNAMIC).count();
    dyn_sizes.get(k).copied()
}
