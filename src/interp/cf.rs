//! cf: `cf.assert`; branches transfer control in `mod.rs` (`run_region`).

use super::{Interp, RtVal};
use crate::diag::Diagnostic;
use crate::ir::{AttrData, CfOp, Op};

impl Interp<'_> {
    pub(super) fn exec_cf(&mut self, op: Op, kind: CfOp) -> Result<Vec<RtVal>, Diagnostic> {
        match kind {
            CfOp::CfAssert => {
                self.check_simple(op, false)?;
                self.exec_assert(op)
            }
            CfOp::CfBr | CfOp::CfCondBr | CfOp::CfSwitch => Err(self.unsupported_op(op)),
        }
    }

    /// `cf.assert`.
    fn exec_assert(&mut self, op: Op) -> Result<Vec<RtVal>, Diagnostic> {
        let ctx = self.ctx;
        if self.int(ctx.operand(op, 0)) == 0 {
            let msg = match ctx.attr(ctx.get_attr(op, "msg").unwrap()) {
                AttrData::String { bytes, .. } => String::from_utf8_lossy(bytes).into_owned(),
                _ => String::new(),
            };
            return Err(self.error(op, format!("assertion failed: {msg}")));
        }
        Ok(vec![])
    }
}
