//! One-Shot Bufferize of the linalg structured ops on tensors (upstream's
//! `bufferizeDestinationStyleOpInterface`): the same op on the buffers of its inputs and
//! inits, without results; the results become the init buffers.

use super::Bufferizer;
use crate::analysis::one_shot::is_tensor;
use crate::diag::Diagnostic;
use crate::ir::{linalg, Builder, Context, Op};
use crate::verify::op_error;

impl Bufferizer<'_> {
    pub(super) fn bufferize_linalg(&mut self, ctx: &mut Context, op: Op) -> Result<(), Diagnostic> {
        let n_in = linalg::num_inputs(ctx, op);
        let operands = ctx.operands(op).to_vec();
        if operands[n_in..]
            .iter()
            .any(|v| !is_tensor(ctx, ctx.value_type(*v)))
            || ctx.results(op).len() != operands.len() - n_in
        {
            return Err(op_error(ctx, op, "op does not have pure tensor semantics"));
        }
        let mut new_operands = Vec::new();
        for v in &operands[..n_in] {
            if is_tensor(ctx, ctx.value_type(*v)) {
                new_operands.push(self.get_buffer(ctx, *v));
            } else {
                new_operands.push(*v);
            }
        }
        let mut outs = Vec::new();
        for v in &operands[n_in..] {
            outs.push(self.get_buffer(ctx, *v));
        }
        new_operands.extend(&outs);
        let regions: Vec<_> = ctx.regions(op).to_vec();
        let moved: Vec<_> = regions.into_iter().map(|r| ctx.take_region(r)).collect();
        let attrs = ctx.named_attrs(op);
        let b = Builder::before(ctx, op);
        let kind = ctx.kind(op);
        let n = b.create(ctx, kind, &new_operands, &[], attrs, &moved);
        // The results' `to_tensor`s go right after the new op, the last result first.
        for (k, buf) in outs.iter().enumerate() {
            let r = ctx.result(op, k);
            let rt = ctx.value_type(r);
            let tt = Builder::after(ctx, n).create(
                ctx,
                crate::ir::OpKind::BufferizationToTensor,
                &[*buf],
                &[rt],
                vec![],
                &[],
            );
            let x = ctx.result(tt, 0);
            ctx.replace_all_uses(r, x);
        }
        ctx.erase_op(op);
        Ok(())
    }
}
