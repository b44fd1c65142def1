//! One-Shot Bufferize of `scf.forall` with shared outputs and of
//! `tensor.parallel_insert_slice`, as upstream's `ForallOpInterface` and
//! `ParallelInsertSliceOpInterface`:
//!
//! ```mlir
//! %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<8xf32>) {
//!   scf.forall.in_parallel {                        scf.forall (%i) in (4) {
//!     tensor.parallel_insert_slice %s into %o  =>     %sv = memref.subview %buf[...]
//!       [...] : tensor<2xf32> into tensor<8xf32>      memref.copy %sbuf, %sv
//!   }                                               }
//! }                                                 %r = bufferization.to_tensor %buf
//! ```
//!
//! The insert becomes a copy into a subview of the shared buffer, placed before the
//! terminator (whose region is left empty); the loop loses its shared outputs, its block
//! arguments and results becoming the outputs' buffers.

use super::Bufferizer;
use crate::diag::Diagnostic;
use crate::ir::ops::ForallOp;
use crate::ir::{Builder, Context, Op, OpKind, Type, Value};

impl Bufferizer<'_> {
    /// `tensor.parallel_insert_slice`: a subview of the destination buffer and a copy into
    /// it, before the enclosing `scf.forall.in_parallel`.
    pub(super) fn bufferize_parallel_insert_slice(
        &mut self,
        ctx: &mut Context,
        op: Op,
    ) -> Result<(), Diagnostic> {
        let Some(term) = ctx.parent_op(op) else {
            return Err(crate::verify::plain_error(ctx, op, "op was not bufferized"));
        };
        let dest = self.get_buffer(ctx, ctx.operand(op, 1));
        let src = self.get_buffer(ctx, ctx.operand(op, 0));
        let st = ctx.value_type(ctx.operand(op, 0));
        let src_shape = ctx.ty(st).shape().map(|s| s.to_vec()).unwrap_or_default();
        let b = Builder::before(ctx, term);
        let b = Builder {
            loc: ctx.op_loc(op),
            ..b
        };
        let sv = self.subview(ctx, b, op, dest, 2, &src_shape)?;
        b.create(ctx, OpKind::MemRefCopy, &[src, sv], &[], vec![], &[]);
        ctx.erase_op(op);
        Ok(())
    }

    /// `scf.forall` with shared outputs: the same loop without them, its shared-output block
    /// arguments and results replaced by the outputs' buffers (through `to_tensor`).
    pub(super) fn bufferize_forall(&mut self, ctx: &mut Context, op: Op) -> Result<(), Diagnostic> {
        let outs = ForallOp(op).outputs(ctx).to_vec();
        let mut bufs = Vec::with_capacity(outs.len());
        for &o in &outs {
            bufs.push(self.get_buffer(ctx, o));
        }
        let body = ctx
            .entry_block(ctx.regions(op)[0])
            .expect("scf.forall body");
        let args = ctx.block_args(body).to_vec();
        let nivs = args.len() - outs.len();
        let first = ctx.first_op(body);
        let loc = ctx.op_loc(op);
        for (k, &buf) in bufs.iter().enumerate() {
            let a = args[nivs + k];
            let t = ctx.value_type(a);
            let tt = self.materialize_tensor(
                ctx,
                Builder {
                    block: body,
                    before: first,
                    loc,
                },
                buf,
                t,
            );
            ctx.replace_all_uses(a, tt);
        }
        for k in (nivs..args.len()).rev() {
            ctx.erase_block_arg(body, k);
        }
        let segs = ctx.segments(op);
        let nb: usize = segs[..3].iter().sum();
        let bounds = ctx.operands(op)[..nb].to_vec();
        let mut sizes: Vec<i64> = segs.iter().map(|s| *s as i64).collect();
        sizes[3] = 0;
        let seg = ctx.dense_i32_array(&sizes);
        let mut attrs = ctx.named_attrs(op);
        for (name, a) in attrs.iter_mut() {
            if name == "operandSegmentSizes" {
                *a = seg;
            }
        }
        let region = ctx.take_region(ctx.regions(op)[0]);
        let b = Builder::before(ctx, op);
        b.create(ctx, OpKind::ScfForall, &bounds, &[], attrs, &[region]);
        // Each result's `to_tensor` right after the old loop (upstream's order: the last
        // result first).
        for (k, &buf) in bufs.iter().enumerate() {
            let r = ctx.result(op, k);
            let t = ctx.value_type(r);
            let tt = self.materialize_tensor(ctx, Builder::after(ctx, op), buf, t);
            ctx.replace_all_uses(r, tt);
        }
        ctx.erase_op(op);
        Ok(())
    }

    fn materialize_tensor(&mut self, ctx: &mut Context, b: Builder, buf: Value, t: Type) -> Value {
        let tt = b.create(
            ctx,
            OpKind::BufferizationToTensor,
            &[buf],
            &[t],
            vec![],
            &[],
        );
        ctx.result(tt, 0)
    }
}
