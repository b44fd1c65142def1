//! func: calls and function references; `func.return` transfers control in `run_region`.

use super::{Interp, RtVal};
use crate::diag::Diagnostic;
use crate::ir::{AttrData, FuncOp, Op};

impl Interp<'_> {
    pub(super) fn exec_func(&mut self, op: Op, kind: FuncOp) -> Result<Vec<RtVal>, Diagnostic> {
        use FuncOp::*;
        let ctx = self.ctx;
        Ok(match kind {
            FuncCall => {
                let name = crate::ir::interfaces::call_target(ctx, op)
                    .unwrap_or("")
                    .to_string();
                let args = self.operand_vals(op);
                self.call_by_name(&name, args, op)?
            }
            FuncCallIndirect => {
                let RtVal::Func(name) = self.get(ctx.operand(op, 0)) else {
                    return Err(self.error(op, "call_indirect of a non-function value"));
                };
                let args: Vec<RtVal> = ctx.operands(op)[1..].iter().map(|v| self.get(*v)).collect();
                self.call_by_name(&name, args, op)?
            }
            FuncConstant => {
                self.check_simple(op, false)?;
                self.exec_func_constant(op)?
            }
            FuncFunc | FuncReturn => return Err(self.unsupported_op(op)),
        })
    }

    /// `func.constant`.
    fn exec_func_constant(&mut self, op: Op) -> Result<Vec<RtVal>, Diagnostic> {
        let ctx = self.ctx;
        let one = |v: RtVal| Ok(vec![v]);
        match ctx.attr(ctx.get_attr(op, "value").unwrap()) {
            AttrData::SymbolRef(p) => one(RtVal::Func(p.last().cloned().unwrap_or_default())),
            _ => Err(self.error(op, "bad func.constant")),
        }
    }
}
