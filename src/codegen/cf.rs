//! `cf.br`, `cf.cond_br`, `cf.assert`.

use super::{block_args, FnLower};
use crate::diag::Diagnostic;
use crate::ir::{interfaces::successor_operands, AttrData, CfOp, Op};
use cranelift_codegen::ir::{types, InstBuilder};

impl FnLower<'_, '_, '_> {
    pub(super) fn lower_cf(&mut self, op: Op, kind: CfOp) -> Result<(), Diagnostic> {
        let ctx = self.m.ctx;
        match kind {
            CfOp::CfBr => {
                let dest = self.blocks[&ctx.successors(op)[0]];
                let vals = self.flat(ctx.operands(op));
                self.b.ins().jump(dest, &block_args(&vals));
            }
            CfOp::CfCondBr => {
                let c = self.one(ctx.operand(op, 0));
                let succ = ctx.successors(op);
                let (t, e) = (self.blocks[&succ[0]], self.blocks[&succ[1]]);
                let tv = block_args(&self.flat(&successor_operands(ctx, op, 0)));
                let ev = block_args(&self.flat(&successor_operands(ctx, op, 1)));
                self.b.ins().brif(c, t, &tv, e, &ev);
            }
            CfOp::CfAssert => {
                let msg = match ctx.get_attr(op, "msg").map(|a| ctx.attr(a)) {
                    Some(AttrData::String { bytes, .. }) => {
                        String::from_utf8_lossy(bytes).into_owned()
                    }
                    _ => String::new(),
                };
                let c = self.one(ctx.operand(op, 0));
                let bad =
                    self.b
                        .ins()
                        .icmp_imm_s(cranelift_codegen::ir::condcodes::IntCC::Equal, c, 0);
                if self.m.assert_continue {
                    // Print the message and go on (upstream's lowering calls `puts`).
                    let bytes: Box<[u8]> = match ctx.get_attr(op, "msg").map(|a| ctx.attr(a)) {
                        Some(AttrData::String { bytes, .. }) => bytes.clone().into(),
                        _ => Box::new([]),
                    };
                    let (addr, len) = (bytes.as_ptr() as i64, bytes.len() as i64);
                    self.m.strings.push(bytes);
                    let print = self.b.create_block();
                    let cont = self.b.create_block();
                    self.b.ins().brif(bad, print, &[], cont, &[]);
                    self.b.switch_to_block(print);
                    self.b.set_cold_block(print);
                    let a = self.iconst(types::I64, addr);
                    let n = self.iconst(types::I64, len);
                    self.call_rt(op, "mj_puts", &[a, n])?;
                    self.b.ins().jump(cont, &[]);
                    self.b.switch_to_block(cont);
                } else {
                    let id = self.m.fault(op, format!("assertion failed: {msg}"));
                    self.fault_if(op, bad, id)?;
                }
            }
            CfOp::CfSwitch => {
                // A chain of compares; successor 0 is the default, 1.. the cases in order.
                let flag = self.one(ctx.operand(op, 0));
                let cases: Vec<i64> = match ctx.get_attr(op, "case_values").map(|a| ctx.attr(a)) {
                    Some(AttrData::DenseElements { values, .. }) => values
                        .iter()
                        .map(|v| match v {
                            crate::ir::DenseValue::Int(i) => *i as i64,
                            _ => 0,
                        })
                        .collect(),
                    _ => Vec::new(),
                };
                let succ = ctx.successors(op).to_vec();
                let n = succ.len() - 1;
                let cases = if cases.len() == 1 && n > 1 {
                    vec![cases[0]; n]
                } else {
                    cases
                };
                // A narrow flag (`i3`) is held zero-extended: so are the case values it meets.
                let width = match ctx.ty(ctx.value_type(ctx.operand(op, 0))) {
                    crate::ir::TypeData::Integer { width, .. } => *width,
                    _ => 64,
                };
                let bits = self.b.func.dfg.value_type(flag).bits();
                let cases: Vec<i64> = if width < bits {
                    cases.iter().map(|c| c & ((1 << width) - 1)).collect()
                } else {
                    cases
                };
                for (k, c) in cases.iter().enumerate().take(n) {
                    let hit = self.b.ins().icmp_imm_s(
                        cranelift_codegen::ir::condcodes::IntCC::Equal,
                        flag,
                        *c,
                    );
                    let args = block_args(&self.flat(&successor_operands(ctx, op, k + 1)));
                    let next = self.b.create_block();
                    self.b
                        .ins()
                        .brif(hit, self.blocks[&succ[k + 1]], &args, next, &[]);
                    self.b.switch_to_block(next);
                }
                let args = block_args(&self.flat(&successor_operands(ctx, op, 0)));
                self.b.ins().jump(self.blocks[&succ[0]], &args);
            }
        }
        Ok(())
    }
}
