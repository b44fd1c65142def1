//! `cf.br`, `cf.cond_br`, `cf.assert`.

use super::{block_args, FnLower};
use crate::diag::Diagnostic;
use crate::ir::{interfaces::successor_operands, AttrData, Op, OpKind};
use cranelift_codegen::ir::{types, InstBuilder};

impl FnLower<'_, '_, '_> {
    pub(super) fn lower_cf(&mut self, op: Op) -> Result<(), Diagnostic> {
        let ctx = self.m.ctx;
        match ctx.kind(op) {
            OpKind::CfBr => {
                let dest = self.blocks[&ctx.successors(op)[0]];
                let vals = self.flat(ctx.operands(op));
                self.b.ins().jump(dest, &block_args(&vals));
            }
            OpKind::CfCondBr => {
                let c = self.one(ctx.operand(op, 0));
                let succ = ctx.successors(op);
                let (t, e) = (self.blocks[&succ[0]], self.blocks[&succ[1]]);
                let tv = block_args(&self.flat(&successor_operands(ctx, op, 0)));
                let ev = block_args(&self.flat(&successor_operands(ctx, op, 1)));
                self.b.ins().brif(c, t, &tv, e, &ev);
            }
            OpKind::CfAssert => {
                let msg = match ctx.get_attr(op, "msg").map(|a| ctx.attr(a)) {
                    Some(AttrData::String { bytes, .. }) => {
                        String::from_utf8_lossy(bytes).into_owned()
                    }
                    _ => String::new(),
                };
                let id = self.m.fault(op, format!("assertion failed: {msg}"));
                let c = self.one(ctx.operand(op, 0));
                let bad =
                    self.b
                        .ins()
                        .icmp_imm_s(cranelift_codegen::ir::condcodes::IntCC::Equal, c, 0);
                let _ = types::I8;
                self.fault_if(op, bad, id)?;
            }
            _ => return Err(self.unsupported(op)),
        }
        Ok(())
    }
}
