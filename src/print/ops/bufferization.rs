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
            BufferizationCustomOp::BufferizationAllocTensor => {
                let (d, c, h) = (
                    ctx.segment(op, 0).to_vec(),
                    ctx.segment(op, 1).to_vec(),
                    ctx.segment(op, 2).to_vec(),
                );
                self.w("(");
                self.values(&d);
                self.w(")");
                if !c.is_empty() {
                    self.w(" copy(");
                    self.values(&c);
                    self.w(")");
                }
                if !h.is_empty() {
                    self.w(" size_hint=");
                    self.values(&h);
                }
                self.attrs_except(op, &[]);
                self.w(" : ");
                let t = ctx.value_type(ctx.results(op)[0]);
                self.print_type(t);
            }
            BufferizationCustomOp::BufferizationMaterializeInDestination => {
                let ops = ctx.operands(op);
                self.w(" ");
                self.value(ops[0]);
                self.w(" in");
                for kw in ["restrict", "writable"] {
                    if ctx.get_attr(op, kw).is_some() {
                        self.w(" ");
                        self.w(kw);
                    }
                }
                self.w(" ");
                self.value(ops[1]);
                self.attrs_except(op, &[]);
                self.w(" : (");
                self.value_types(ops);
                self.w(") -> ");
                let rt = self.result_type_list(op);
                self.result_types(&rt);
            }
        }
    }
}
