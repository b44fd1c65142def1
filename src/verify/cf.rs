//! Op rules of cf: branch conditions and `cf.assert`.

use super::*;

impl Verifier<'_> {
    pub(super) fn verify_cf(&mut self, op: Op, kind: CfOp) -> VResult {
        let ctx = self.ctx;
        let operands = ctx.operands(op);
        match kind {
            CfOp::CfCondBr | CfOp::CfAssert if !self.ty(operands[0]).is_i1() => {
                return Err(op_error(
                    ctx,
                    op,
                    format!(
                        "operand #0 must be 1-bit signless integer, but got '{}'",
                        self.ts(ctx.value_type(operands[0]))
                    ),
                ));
            }
            // WeightedBranchOpInterface's check, reported without the op's name.
            CfOp::CfCondBr => {
                if let Some(AttrData::DenseArray { values, .. }) =
                    ctx.get_attr(op, "branch_weights").map(|a| ctx.attr(a))
                {
                    let n = ctx.successors(op).len();
                    if !values.is_empty() && values.len() != n {
                        return Err(plain_error(
                            ctx,
                            op,
                            format!(
                                "expects number of branch weights to match number of \
                                 successors: {} vs {n}",
                                values.len()
                            ),
                        ));
                    }
                }
            }
            // No rules beyond the table row and the structural checks.
            CfOp::CfBr | CfOp::CfSwitch | CfOp::CfAssert => {}
        }
        Ok(())
    }
}
