//! Custom forms of arith ops.

use super::*;

impl Printer<'_> {
    pub(super) fn print_arith(&mut self, op: Op, k: ArithCustomOp) {
        use OpKind::*;
        let ctx = self.ctx;
        let kind = ctx.kind(op);
        let operands = ctx.operands(op);
        match k {
            ArithCustomOp::ArithConstant => {
                self.attrs_except(op, &[]);
                self.w(" ");
                let v = ctx.get_attr(op, "value").unwrap();
                self.print_attr(v);
            }
            ArithCustomOp::ArithCmpI | ArithCustomOp::ArithCmpF => {
                let p = int_attr(ctx, op, "predicate").unwrap_or(0) as usize;
                let table: &[&str] = if kind == ArithCmpI {
                    &CMPI_PREDICATES
                } else {
                    &CMPF_PREDICATES
                };
                let _ = write!(
                    self.out,
                    " {}, ",
                    table.get(p).copied().unwrap_or("<invalid>")
                );
                self.values(operands);
                self.opt_fastmath(op);
                self.attrs_except(op, &[]);
                self.w(" : ");
                let t = self.ty(operands[0]);
                self.print_type(t);
            }
            ArithCustomOp::ArithSelect => {
                self.w(" ");
                self.values(operands);
                self.attrs_except(op, &[]);
                self.w(" : ");
                let ct = self.ty(operands[0]);
                if !ctx.ty(ct).is_i1() {
                    self.print_type(ct);
                    self.w(", ");
                }
                let t = self.ty(ctx.result(op, 0));
                self.print_type(t);
            }
        }
    }
}
