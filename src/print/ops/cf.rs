//! Custom forms of cf ops.

use super::*;

impl Printer<'_> {
    pub(super) fn print_cf(&mut self, op: Op, k: CfCustomOp) {
        let ctx = self.ctx;
        let operands = ctx.operands(op);
        match k {
            CfCustomOp::CfBr => {
                self.w(" ");
                self.successor(ctx.successors(op)[0], operands);
                self.attrs_except(op, &[]);
            }
            CfCustomOp::CfCondBr => {
                self.w(" ");
                self.value(operands[0]);
                let w = ctx.i64_array(op, "branch_weights");
                if w.len() == 2 {
                    let _ = write!(self.out, " weights([{}, {}])", w[0], w[1]);
                }
                self.w(", ");
                let s = ctx.successors(op);
                self.successor(s[0], ctx.segment(op, 1));
                self.w(", ");
                self.successor(s[1], ctx.segment(op, 2));
                self.attrs_except(op, &[]);
            }
            CfCustomOp::CfSwitch => self.print_switch(op),
            CfCustomOp::CfAssert => {
                self.w(" ");
                self.value(operands[0]);
                self.w(", ");
                let m = ctx.get_attr(op, "msg").unwrap();
                self.print_attr(m);
                self.attrs_except(op, &[]);
            }
        }
    }

    fn print_switch(&mut self, op: Op) {
        let ctx = self.ctx;
        let operands = ctx.operands(op);
        let flag = operands[0];
        self.w(" ");
        self.value(flag);
        self.w(" : ");
        let ft = self.ty(flag);
        self.print_type(ft);
        self.w(", [");
        let succs = ctx.successors(op);
        let case_segs = ctx.i64_array(op, "case_operand_segments");
        let width = ctx.ty(ft).int_width().unwrap_or(64);
        let case_vals: Vec<i128> = match ctx.get_attr(op, "case_values").map(|a| ctx.attr(a)) {
            Some(AttrData::DenseElements { values, .. }) => {
                let n = case_segs.len().max(1);
                let vals: Vec<i128> = values
                    .iter()
                    .map(|v| {
                        if let crate::ir::DenseValue::Int(i) = v {
                            *i
                        } else {
                            0
                        }
                    })
                    .collect();
                if vals.len() == 1 && n > 1 {
                    vec![vals[0]; n]
                } else {
                    vals
                }
            }
            _ => vec![],
        };
        self.indent += 1;
        self.newline();
        self.w("default: ");
        self.successor(succs[0], ctx.segment(op, 1));
        let case_ops = ctx.segment(op, 2);
        let mut off = 0usize;
        for (i, s) in succs[1..].iter().enumerate() {
            self.w(",");
            self.newline();
            let v = case_vals.get(i).copied().unwrap_or(0);
            // Case values print unsigned.
            let u = if width >= 128 {
                v as u128
            } else {
                (v as u128) & ((1u128 << width) - 1)
            };
            let _ = write!(self.out, "{u}: ");
            let n = case_segs.get(i).copied().unwrap_or(0) as usize;
            let args = case_ops[off.min(case_ops.len())..(off + n).min(case_ops.len())].to_vec();
            off += n;
            self.successor(*s, &args);
        }
        self.indent -= 1;
        if succs.len() > 1 {
            self.newline();
        }
        self.w("]");
        self.attrs_except(op, &[]);
    }
}
