//! Custom forms of bufferization ops.

use super::*;

impl Printer<'_> {
    pub(super) fn print_bufferization(&mut self, op: Op, k: BufferizationCustomOp) {
        let ctx = self.ctx;
        match k {
            BufferizationCustomOp::BufferizationDealloc => {
                let (m, c, r) = (
                    ctx.segment(op, 0).to_vec(),
                    ctx.segment(op, 1).to_vec(),
                    ctx.segment(op, 2).to_vec(),
                );
                if !m.is_empty() {
                    self.w(" (");
                    self.values(&m);
                    self.w(" : ");
                    self.value_types(&m);
                    self.w(") if (");
                    self.values(&c);
                    self.w(")");
                }
                if !r.is_empty() {
                    self.w(" retain (");
                    self.values(&r);
                    self.w(" : ");
                    self.value_types(&r);
                    self.w(")");
                }
                self.attrs_except(op, &[]);
            }
        }
    }
}
