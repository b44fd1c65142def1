//! One-Shot Bufferize of the tensor ops that allocate (`tensor.generate`, `tensor.splat`: a
//! new buffer filled by a `linalg.map`, as upstream's `lowerGenerateLikeOpBody`),
//! `tensor.reshape` (a `memref.reshape` of an identity-layout buffer) and `arith.select` on
//! tensors.

use super::{Bufferizer, LayoutMapOption};
use crate::diag::Diagnostic;
use crate::ir::{AttrData, Builder, Context, Op, OpKind, Type, TypeData, Value, DYNAMIC};
use crate::verify::op_error;

impl Bufferizer<'_> {
    /// An `alloc_tensor` of the result's shape and a `linalg.map` on it whose payload is the
    /// generate body (its block arguments become `linalg.index`es) or yields the splat value.
    pub(super) fn bufferize_generate(
        &mut self,
        ctx: &mut Context,
        op: Op,
    ) -> Result<(), Diagnostic> {
        let r = ctx.result(op, 0);
        let t = ctx.value_type(r);
        let TypeData::Tensor { shape, elem, .. } = ctx.ty(t).clone() else {
            return Err(op_error(ctx, op, "expected a ranked tensor"));
        };
        let b = Builder::before(ctx, op);
        let alloc = self.allocate_tensor_for(ctx, b, r, false);
        let alloc_op = ctx.defining_op(alloc).expect("alloc_tensor");
        self.worklist.push(alloc_op);
        let map = lower_generate_like_body(ctx, b, op, alloc, t, &shape, elem);
        self.worklist.push(map);
        let m = ctx.result(map, 0);
        ctx.replace_all_uses(r, m);
        ctx.erase_op(op);
        Ok(())
    }

    /// `memref.reshape` of the source buffer (of a copy when its layout is not the identity).
    pub(super) fn bufferize_reshape(
        &mut self,
        ctx: &mut Context,
        op: Op,
    ) -> Result<(), Diagnostic> {
        let b = Builder::before(ctx, op);
        let src_v = ctx.operand(op, 0);
        let mut src = self.get_buffer(ctx, src_v);
        let shape = self.get_buffer(ctx, ctx.operand(op, 1));
        let rt = ctx.value_type(ctx.result(op, 0));
        let mt = self.buffer_type(ctx, rt, LayoutMapOption::Identity);
        if matches!(
            ctx.ty(ctx.value_type(src)),
            TypeData::MemRef {
                layout: Some(_),
                ..
            }
        ) {
            let a = self.allocate_tensor_for(ctx, b, src_v, true);
            self.worklist
                .push(ctx.defining_op(a).expect("alloc_tensor"));
            let st = ctx.value_type(src_v);
            let it = self.buffer_type(ctx, st, LayoutMapOption::Identity);
            let tb = b.create(ctx, OpKind::BufferizationToBuffer, &[a], &[it], vec![], &[]);
            self.to_buffers.push(tb);
            src = ctx.result(tb, 0);
        }
        let n = b.create_value(ctx, OpKind::MemRefReshape, &[src, shape], mt, vec![]);
        self.replace_op(ctx, op, &[n]);
        Ok(())
    }

    /// `arith.select` of the two buffers (cast to a fully dynamic layout when they differ).
    pub(super) fn bufferize_select(&mut self, ctx: &mut Context, op: Op) -> Result<(), Diagnostic> {
        let c = ctx.operand(op, 0);
        if !ctx.ty(ctx.value_type(c)).is_i1() {
            return Err(op_error(ctx, op, "only i1 condition values are supported"));
        }
        let tv = self.get_buffer(ctx, ctx.operand(op, 1));
        let fv = self.get_buffer(ctx, ctx.operand(op, 2));
        let b = Builder::before(ctx, op);
        let (mut tb, mut fb) = (tv, fv);
        if ctx.value_type(tv) != ctx.value_type(fv) {
            let rt = ctx.value_type(ctx.result(op, 0));
            let target = self.buffer_type(ctx, rt, LayoutMapOption::FullyDynamic);
            if ctx.value_type(tb) != target {
                tb = b.create_value(ctx, OpKind::MemRefCast, &[tb], target, vec![]);
            }
            if ctx.value_type(fb) != target {
                fb = b.create_value(ctx, OpKind::MemRefCast, &[fb], target, vec![]);
            }
        }
        let ty = ctx.value_type(tb);
        let attrs = ctx.named_attrs(op);
        let n = b.create_value(ctx, OpKind::ArithSelect, &[c, tb, fb], ty, attrs);
        self.replace_op(ctx, op, &[n]);
        Ok(())
    }

    /// `tensor.concat` of static shape: a new buffer, each input copied into its slice.
    pub(super) fn bufferize_concat(&mut self, ctx: &mut Context, op: Op) -> Result<(), Diagnostic> {
        let r = ctx.result(op, 0);
        let rt = ctx.value_type(r);
        let TypeData::Tensor { shape, elem, .. } = ctx.ty(rt).clone() else {
            return Err(op_error(ctx, op, "expected a ranked tensor"));
        };
        let dim = match ctx.get_attr(op, "dim").map(|a| ctx.attr(a)) {
            Some(AttrData::Integer { value, .. }) => *value as usize,
            _ => return Err(op_error(ctx, op, "expected a dim attribute")),
        };
        let dynamic_input = ctx.operands(op).iter().any(|v| {
            matches!(ctx.ty(ctx.value_type(*v)), TypeData::Tensor { shape, .. } if shape.contains(&DYNAMIC))
        });
        if shape.contains(&DYNAMIC) || dynamic_input {
            return self.bufferize_dynamic_concat(ctx, op, dim);
        }
        let b = Builder::before(ctx, op);
        let alloc = self.allocate_tensor_for(ctx, b, r, false);
        self.worklist
            .push(ctx.defining_op(alloc).expect("alloc_tensor"));
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
        let strides = crate::ir::context::row_major_strides(&shape);
        let mut offset = 0i64;
        for v in ctx.operands(op).to_vec() {
            let src = self.get_buffer(ctx, v);
            let TypeData::Tensor { shape: vs, .. } = ctx.ty(ctx.value_type(v)).clone() else {
                return Err(op_error(ctx, op, "expected ranked tensor operands"));
            };
            let mut offs = vec![0i64; shape.len()];
            offs[dim] = offset;
            let lin: i64 = offs.iter().zip(&strides).map(|(o, s)| o * s).sum();
            let layout = ctx.intern_attr(AttrData::Strided {
                strides: strides.clone(),
                offset: lin,
            });
            let svt = ctx.intern_type(TypeData::MemRef {
                shape: vs.clone(),
                elem,
                layout: Some(layout),
                space: None,
            });
            let attrs = vec![
                ("static_offsets".to_string(), ctx.dense_i64_array(&offs)),
                ("static_sizes".to_string(), ctx.dense_i64_array(&vs)),
                (
                    "static_strides".to_string(),
                    ctx.dense_i64_array(&vec![1; shape.len()]),
                ),
            ];
            let sv = b.create_with_segments(
                ctx,
                OpKind::MemRefSubView,
                &[&[dst], &[], &[], &[]],
                &[svt],
                attrs,
            );
            let sv = ctx.result(sv, 0);
            b.create(ctx, OpKind::MemRefCopy, &[src, sv], &[], vec![], &[]);
            offset += vs[dim];
        }
        self.replace_op(ctx, op, &[dst]);
        Ok(())
    }
}

/// Upstream's `lowerGenerateLikeOpBody`: a `linalg.map` into `alloc` whose payload is the body
/// of `op` (`tensor.generate`/`tensor.pad`: its block arguments become `linalg.index`es, the
/// body moves over) or yields the `tensor.splat` value.
pub(super) fn lower_generate_like_body(
    ctx: &mut Context,
    b: Builder,
    op: Op,
    alloc: Value,
    t: Type,
    shape: &[i64],
    elem: Type,
) -> Op {
    let loc = ctx.op_loc(op);
    let region = ctx.create_region();
    let block = ctx.create_block();
    ctx.append_block(region, block);
    ctx.add_block_arg(block, elem, loc);
    let inner = Builder::at_end(block, loc);
    if matches!(ctx.kind(op), OpKind::TensorGenerate | OpKind::TensorPad) {
        let it = ctx.index_type();
        let mut idx = Vec::new();
        for d in 0..shape.len() {
            let dim = ctx.i64_attr(d as i64);
            idx.push(inner.create_value(
                ctx,
                OpKind::LinalgIndex,
                &[],
                it,
                vec![("dim".into(), dim)],
            ));
        }
        // Move the body over, its arguments replaced by the indices.
        let body = ctx
            .entry_block(ctx.regions(op)[0])
            .expect("generate-like body");
        for (a, i) in ctx.block_args(body).to_vec().into_iter().zip(idx) {
            ctx.replace_all_uses(a, i);
        }
        for o in ctx.block_ops(body).collect::<Vec<_>>() {
            ctx.detach_op(o);
            if ctx.kind(o) == OpKind::TensorYield {
                let v = ctx.operand(o, 0);
                let yl = ctx.op_loc(o);
                ctx.erase_op(o);
                Builder::at_end(block, yl).create(ctx, OpKind::LinalgYield, &[v], &[], vec![], &[]);
            } else {
                ctx.append_op(block, o);
            }
        }
    } else {
        let v = ctx.operand(op, 0);
        inner.create(ctx, OpKind::LinalgYield, &[v], &[], vec![], &[]);
    }
    b.create(ctx, OpKind::LinalgMap, &[alloc], &[t], vec![], &[region])
}
