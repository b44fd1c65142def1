//! Custom forms of arith ops.

use super::*;

impl Printer<'_> {
    pub(super) fn print_arith(&mut self, op: Op, k: ArithOp) {
        use OpKind::*;
        let ctx = self.ctx;
        let kind = ctx.kind(op);
        let operands: Vec<Value> = ctx.operands(op).to_vec();
        match k {
            ArithOp::ArithConstant => {
                self.attrs_except(op, &[]);
                self.w(" ");
                let v = ctx.get_attr(op, "value").unwrap();
                self.print_attr(v);
            }
            ArithOp::ArithAddI
            | ArithOp::ArithSubI
            | ArithOp::ArithMulI
            | ArithOp::ArithShLI
            | ArithOp::ArithDivSI
            | ArithOp::ArithDivUI
            | ArithOp::ArithRemSI
            | ArithOp::ArithRemUI
            | ArithOp::ArithCeilDivSI
            | ArithOp::ArithCeilDivUI
            | ArithOp::ArithFloorDivSI
            | ArithOp::ArithAndI
            | ArithOp::ArithOrI
            | ArithOp::ArithXOrI
            | ArithOp::ArithShRSI
            | ArithOp::ArithShRUI
            | ArithOp::ArithMaxSI
            | ArithOp::ArithMaxUI
            | ArithOp::ArithMinSI
            | ArithOp::ArithMinUI
            | ArithOp::ArithAddF
            | ArithOp::ArithSubF
            | ArithOp::ArithMulF
            | ArithOp::ArithDivF
            | ArithOp::ArithRemF
            | ArithOp::ArithMaximumF
            | ArithOp::ArithMinimumF
            | ArithOp::ArithMaxNumF
            | ArithOp::ArithMinNumF
            | ArithOp::ArithNegF => self.print_elementwise_form(op),
            ArithOp::ArithCmpI | ArithOp::ArithCmpF => {
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
                self.values(&operands);
                self.opt_fastmath(op);
                self.attrs_except(op, &[]);
                self.w(" : ");
                let t = self.ty(operands[0]);
                self.print_type(t);
            }
            ArithOp::ArithSelect => {
                self.w(" ");
                self.values(&operands);
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
            ArithOp::ArithIndexCast
            | ArithOp::ArithIndexCastUI
            | ArithOp::ArithExtSI
            | ArithOp::ArithExtUI
            | ArithOp::ArithTruncI
            | ArithOp::ArithSIToFP
            | ArithOp::ArithUIToFP
            | ArithOp::ArithFPToSI
            | ArithOp::ArithFPToUI
            | ArithOp::ArithExtF
            | ArithOp::ArithTruncF
            | ArithOp::ArithBitcast => self.print_cast_form(op),
            ArithOp::ArithMulUIExtended
            | ArithOp::ArithMulSIExtended
            | ArithOp::ArithAddUIExtended => {
                self.w(" ");
                self.values(&operands);
                self.attrs_except(op, &[]);
                self.w(" : ");
                let t = self.ty(operands[0]);
                self.print_type(t);
                if kind == ArithAddUIExtended {
                    self.w(", ");
                    let t = self.ty(ctx.result(op, 1));
                    self.print_type(t);
                }
            }
        }
    }
}
