//! Rules of `scf.forall` with shared outputs, its `scf.forall.in_parallel` terminator and
//! `tensor.parallel_insert_slice`, in upstream's order and words (SCF.cpp `ForallOp::verify`,
//! `InParallelOp::verify`; TensorOps.cpp `ParallelInsertSliceOp::verify`).

use super::*;

impl Verifier<'_> {
    /// `ForallOp::verify`: one result per shared output, index induction variables, and
    /// block arguments typed as the shared outputs.
    pub(super) fn verify_forall(&mut self, op: Op) -> VResult {
        let ctx = self.ctx;
        let nloops = ctx.i64_array(op, "staticUpperBound").len();
        let outs = crate::ir::ops::ForallOp(op).outputs(ctx).to_vec();
        let nres = ctx.results(op).len();
        if nres != outs.len() {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "produces {nres} results, but has only {} outputs",
                    outs.len()
                ),
            ));
        }
        let Some(body) = ctx.entry_block(ctx.regions(op)[0]) else {
            return Ok(());
        };
        let args = ctx.block_args(body).to_vec();
        if let Some(i) = args
            .iter()
            .take(nloops)
            .position(|a| !matches!(self.ty(*a), TypeData::Index))
        {
            return Err(op_error(
                ctx,
                op,
                format!("expects {i}-th block argument to be an index"),
            ));
        }
        for (i, o) in outs.iter().enumerate() {
            if args.get(nloops + i).map(|a| ctx.value_type(*a)) != Some(ctx.value_type(*o)) {
                return Err(op_error(
                    ctx,
                    op,
                    format!("type mismatch between {i}-th output and corresponding block argument"),
                ));
            }
        }
        Ok(())
    }

    /// `InParallelOp::verify`: only parallel-combining ops, each updating a shared output of
    /// the enclosing `scf.forall`.
    pub(super) fn verify_in_parallel(&mut self, op: Op) -> VResult {
        let ctx = self.ctx;
        let Some(forall) = ctx.parent_op(op) else {
            return Ok(());
        };
        let Some(region) = ctx.regions(op).first() else {
            return Ok(());
        };
        let Some(block) = ctx.entry_block(*region) else {
            return Ok(());
        };
        let nloops = ctx.i64_array(forall, "staticUpperBound").len();
        let out_args: Vec<Value> = ctx
            .entry_block(ctx.regions(forall)[0])
            .map(|b| ctx.block_args(b).iter().skip(nloops).copied().collect())
            .unwrap_or_default();
        for inner in ctx.block_ops(block).collect::<Vec<_>>() {
            if ctx.kind(inner) != OpKind::TensorParallelInsertSlice {
                return Err(op_error(
                    ctx,
                    op,
                    "expected only ParallelCombiningOpInterface ops",
                ));
            }
            if !out_args.contains(&ctx.operand(inner, 1)) {
                return Err(op_error(
                    ctx,
                    inner,
                    "may only insert into an output block argument",
                ));
            }
        }
        Ok(())
    }

    /// `ParallelInsertSliceOp::verify`: a parallel-combining parent, then insert_slice's
    /// type rule and static bounds.
    pub(super) fn verify_parallel_insert_slice(&mut self, op: Op) -> VResult {
        let ctx = self.ctx;
        if let Some(p) = ctx.parent_op(op) {
            if ctx.kind(p) != OpKind::ScfForallInParallel {
                // Upstream prints the parent op after the message.
                let sep = if ctx.regions(p).is_empty() { "" } else { "\n" };
                return Err(plain_error(
                    ctx,
                    op,
                    format!(
                        "expected InParallelOpInterface parent, got:{sep}{}",
                        print_op_generic(ctx, p)
                    ),
                ));
            }
        }
        let sizes = ctx.i64_array(op, "static_sizes");
        let (src, dest) = (
            ctx.value_type(ctx.operand(op, 0)),
            ctx.value_type(ctx.operand(op, 1)),
        );
        self.slice_result(op, &sizes, dest, src)?;
        super::tensor::slice_in_bounds(ctx, op, dest, &sizes)
    }
}
