//! Op rules of bufferization: `clone`, `to_buffer` and `dealloc`.

use super::*;

impl Verifier<'_> {
    pub(super) fn verify_bufferization(&mut self, op: Op, kind: BufferizationOp) -> VResult {
        let ctx = self.ctx;
        let operands = ctx.operands(op).to_vec();
        let results = ctx.results(op).to_vec();
        match kind {
            BufferizationOp::BufferizationClone => {
                self.counts(op, 1, 1)?;
                self.verify_cast(op)?;
            }
            // ODS order: the operand's and the result's kinds, then the predicate
            // `TensorAndBufferMatch`, whose builtin-tensor check emits its own error first.
            BufferizationOp::BufferizationToBuffer => {
                let (t, m) = (ctx.value_type(operands[0]), ctx.value_type(results[0]));
                let (td, md) = (ctx.ty(t), ctx.ty(m));
                if !matches!(
                    td,
                    TypeData::Tensor { .. } | TypeData::UnrankedTensor { .. }
                ) {
                    return Err(op_error(
                        ctx,
                        op,
                        format!(
                            "operand #0 must be TensorLikeType instance, but got '{}'",
                            self.ts(t)
                        ),
                    ));
                }
                if !md.is_memref() {
                    return Err(op_error(
                        ctx,
                        op,
                        format!(
                            "result #0 must be BufferLikeType instance, but got '{}'",
                            self.ts(m)
                        ),
                    ));
                }
                let mismatch = if td.shape() != md.shape() {
                    Some("shapes do not match")
                } else if td.elem() != md.elem() {
                    Some("element types do not match")
                } else {
                    None
                };
                if let Some(msg) = mismatch {
                    return Err(plain_error(ctx, op, msg).with_follow_up(op_error(
                        ctx,
                        op,
                        "failed to verify that specified tensor and buffer types match",
                    )));
                }
            }
            BufferizationOp::BufferizationDealloc => {
                let segs = ctx.segments(op);
                if segs.len() != 3 || segs[0] != segs[1] {
                    return Err(op_error(
                        ctx,
                        op,
                        "must have the same number of conditions as memrefs to deallocate",
                    ));
                }
                if results.len() != segs[2] {
                    return Err(op_error(ctx, op, "must have the same number of updated conditions (results) as retained operands"));
                }
                for v in &operands[..segs[0]] {
                    if !self.ty(*v).is_memref() {
                        return Err(op_error(ctx, op, "operand #0 must be variadic of memref"));
                    }
                }
                for v in &operands[segs[0]..segs[0] + segs[1]] {
                    if !self.ty(*v).is_i1() {
                        return Err(op_error(
                            ctx,
                            op,
                            format!(
                            "operand #1 must be variadic of 1-bit signless integer, but got '{}'",
                            self.ts(ctx.value_type(*v))),
                        ));
                    }
                }
                for v in &operands[segs[0] + segs[1]..] {
                    if !self.ty(*v).is_memref() {
                        return Err(op_error(ctx, op, format!(
                            "operand #2 must be variadic of ranked or unranked memref of any type values, but got '{}'",
                            self.ts(ctx.value_type(*v)))));
                    }
                }
                for r in &results {
                    if !self.ty(*r).is_i1() {
                        return Err(op_error(
                            ctx,
                            op,
                            format!(
                            "result #0 must be variadic of 1-bit signless integer, but got '{}'",
                            self.ts(ctx.value_type(*r))),
                        ));
                    }
                }
            }
        }
        Ok(())
    }
}
