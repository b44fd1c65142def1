//! Op rules of cf: branch conditions and `cf.assert`.

use super::*;

impl Verifier<'_> {
    pub(super) fn verify_cf(&mut self, op: Op, kind: CfOp) -> VResult {
        let ctx = self.ctx;
        let operands = ctx.operands(op).to_vec();
        match kind {
            CfOp::CfCondBr | CfOp::CfAssert if !self.ty(operands[0]).is_i1() => {
                return Err(op_error(
                    ctx,
                    op,
                    "operand #0 must be 1-bit signless integer",
                ));
            }
            // No rules beyond the table row and the structural checks.
            CfOp::CfBr | CfOp::CfCondBr | CfOp::CfSwitch | CfOp::CfAssert => {}
        }
        Ok(())
    }
}
