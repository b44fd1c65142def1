//! cf: `cf.assert`, and the successor each branch takes (`run_region` follows it).

use super::{Interp, RtVal};
use crate::diag::Diagnostic;
use crate::ir::{AttrData, Block, CfOp, Op};

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

    /// The successor a branch takes and the values it passes.
    pub(super) fn exec_branch(
        &mut self,
        op: Op,
        kind: CfOp,
    ) -> Result<(Block, Vec<RtVal>), Diagnostic> {
        let ctx = self.ctx;
        let next = match kind {
            CfOp::CfBr => {
                let vals = self.operand_vals(op);
                (ctx.successors(op)[0], vals)
            }
            CfOp::CfCondBr => {
                let c = self.int(ctx.operand(op, 0)) != 0;
                let i = if c { 0 } else { 1 };
                let vals = crate::ir::interfaces::successor_operands(ctx, op, i)
                    .iter()
                    .map(|v| self.get(*v))
                    .collect();
                (ctx.successors(op)[i], vals)
            }
            CfOp::CfSwitch => {
                let flag = self.int(ctx.operand(op, 0));
                let cases: Vec<i64> = match ctx.get_attr(op, "case_values").map(|a| ctx.attr(a)) {
                    Some(AttrData::DenseElements { values, .. }) => values
                        .iter()
                        .map(|v| {
                            if let crate::ir::DenseValue::Int(i) = v {
                                *i as i64
                            } else {
                                0
                            }
                        })
                        .collect(),
                    _ => Vec::new(),
                };
                let n = ctx.successors(op).len() - 1;
                let cases = if cases.len() == 1 && n > 1 {
                    vec![cases[0]; n]
                } else {
                    cases
                };
                let i = cases
                    .iter()
                    .position(|c| *c == flag)
                    .map(|p| p + 1)
                    .unwrap_or(0);
                let vals = crate::ir::interfaces::successor_operands(ctx, op, i)
                    .iter()
                    .map(|v| self.get(*v))
                    .collect();
                (ctx.successors(op)[i], vals)
            }
            CfOp::CfAssert => return Err(self.unsupported_op(op)),
        };
        Ok(next)
    }

    /// `cf.assert`.
    fn exec_assert(&mut self, op: Op) -> Result<Vec<RtVal>, Diagnostic> {
        let ctx = self.ctx;
        if self.int(ctx.operand(op, 0)) == 0 {
            let msg = match ctx.attr(ctx.get_attr(op, "msg").unwrap()) {
                AttrData::String { bytes, .. } => String::from_utf8_lossy(bytes).into_owned(),
                _ => String::new(),
            };
            if self.assert_continue {
                self.stdout.push_str(&msg);
                self.stdout.push('\n');
                return Ok(vec![]);
            }
            return Err(self.error(op, format!("assertion failed: {msg}")));
        }
        Ok(vec![])
    }
}
