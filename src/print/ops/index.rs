//! Custom forms of index ops.

use super::*;

impl Printer<'_> {
    pub(super) fn print_index(&mut self, op: Op, k: IndexCustomOp) {
        let ctx = self.ctx;
        match k {
            IndexCustomOp::IndexConstant | IndexCustomOp::IndexBoolConstant => {
                self.attrs_except(op, &[]);
                if let Some(v) = ctx.get_attr(op, "value") {
                    self.w(" ");
                    match ctx.attr(v) {
                        // Printed without its type, which the op implies.
                        AttrData::Integer { value, ty } => {
                            if ctx.ty(*ty).is_i1() {
                                self.w(if *value != 0 { "true" } else { "false" });
                            } else {
                                let _ = write!(self.out, "{value}");
                            }
                        }
                        _ => self.print_attr(v),
                    }
                }
            }
            IndexCustomOp::IndexCmp => {
                let pred = match ctx.get_attr(op, "pred").map(|a| ctx.attr(a)) {
                    Some(AttrData::IndexCmpPredicate(p)) => CMPI_PREDICATES[*p as usize % 10],
                    _ => "<invalid>",
                };
                let _ = write!(self.out, " {pred}(");
                let operands = ctx.operands(op);
                self.values(operands);
                self.w(")");
                self.attrs_except(op, &[]);
            }
        }
    }
}
