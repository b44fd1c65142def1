//! Op rules of tensor: `dim` and `extract` (the ops canonicalize makes of a
//! `bufferization.to_buffer`'s users).

use super::*;

impl Verifier<'_> {
    pub(super) fn verify_tensor(&mut self, op: Op, kind: TensorOp) -> VResult {
        let ctx = self.ctx;
        let operands = ctx.operands(op).to_vec();
        let results = ctx.results(op).to_vec();
        let ty_of = |v: Value| ctx.value_type(v);
        match kind {
            // ODS order: the operands' kinds, the result's, then TypesMatchWith, then verify().
            TensorOp::TensorExtract => {
                let t = ty_of(operands[0]);
                let TypeData::Tensor { shape, elem, .. } = ctx.ty(t) else {
                    return Err(op_error(
                        ctx,
                        op,
                        format!(
                            "operand #0 must be ranked tensor of any type values, but got '{}'",
                            self.ts(t)
                        ),
                    ));
                };
                for &i in &operands[1..] {
                    if !matches!(self.ty(i), TypeData::Index) {
                        return Err(op_error(
                            ctx,
                            op,
                            format!(
                                "operand #1 must be variadic of index, but got '{}'",
                                self.ts(ty_of(i))
                            ),
                        ));
                    }
                }
                if ty_of(results[0]) != *elem {
                    return Err(op_error(
                        ctx,
                        op,
                        "failed to verify that result type matches element type of tensor",
                    ));
                }
                if shape.len() != operands.len() - 1 {
                    return Err(op_error(
                        ctx,
                        op,
                        "incorrect number of indices for extract_element",
                    ));
                }
            }
            TensorOp::TensorDim => {
                let t = ty_of(operands[0]);
                let ok = match ctx.ty(t) {
                    TypeData::Tensor { shape, .. } => !shape.is_empty(),
                    TypeData::UnrankedTensor { .. } => true,
                    _ => false,
                };
                if !ok {
                    return Err(op_error(
                        ctx,
                        op,
                        format!(
                            "operand #0 must be non-0-ranked or unranked tensor, but got '{}'",
                            self.ts(t)
                        ),
                    ));
                }
                self.expect_index(op, operands[1], "operand #1")?;
                self.expect_index(op, results[0], "result #0")?;
            }
        }
        Ok(())
    }
}
