//! Op rules of bufferization: `clone` and `dealloc`.

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
