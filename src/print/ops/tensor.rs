//! Custom forms of tensor ops (those with a region or a functional type).

use super::*;

impl Printer<'_> {
    pub(super) fn print_tensor(&mut self, op: Op, k: TensorCustomOp) {
        let ctx = self.ctx;
        let operands = ctx.operands(op);
        let regions = ctx.regions(op);
        let rt = self.result_type_list(op);
        match k {
            // `$dynamicExtents $body`: both spaces even without extents, as mlir-opt prints.
            TensorCustomOp::TensorGenerate => {
                self.w(" ");
                self.values(operands);
                self.w(" ");
                self.region(regions[0], true, false);
                self.attrs_except(op, &[]);
                self.w(" : ");
                self.print_type(rt[0]);
            }
            TensorCustomOp::TensorPad => {
                self.w(" ");
                self.value(operands[0]);
                if ctx.get_attr(op, "nofold").is_some() {
                    self.w(" nofold");
                }
                let low = ctx.i64_array(op, "static_low");
                let high = ctx.i64_array(op, "static_high");
                let (l, h) = (ctx.segment(op, 1).to_vec(), ctx.segment(op, 2).to_vec());
                self.w(" low");
                self.mixed_list(&low, &l, "[", "]");
                self.w(" high");
                self.mixed_list(&high, &h, "[", "]");
                self.w(" ");
                self.region(regions[0], true, false);
                self.attrs_except(op, &[]);
                self.w(" : ");
                self.print_type(ctx.value_type(operands[0]));
                self.w(" to ");
                self.print_type(rt[0]);
            }
            TensorCustomOp::TensorReshape => {
                self.w(" ");
                self.value(operands[0]);
                self.w("(");
                self.value(operands[1]);
                self.w(")");
                self.attrs_except(op, &[]);
                self.w(" : (");
                self.value_types(operands);
                self.w(") -> ");
                self.print_type(rt[0]);
            }
            TensorCustomOp::TensorFromElements => {
                if !operands.is_empty() {
                    self.w(" ");
                    self.values(operands);
                }
                self.attrs_except(op, &[]);
                self.w(" : ");
                self.print_type(rt[0]);
            }
            TensorCustomOp::TensorConcat => {
                let d = match ctx.get_attr(op, "dim").map(|a| ctx.attr(a)) {
                    Some(AttrData::Integer { value, .. }) => *value as i64,
                    _ => 0,
                };
                let _ = write!(self.out, " dim({d})");
                self.w(" ");
                self.values(operands);
                self.attrs_except(op, &[]);
                self.w(" : (");
                self.value_types(operands);
                self.w(") -> ");
                self.print_type(rt[0]);
            }
        }
    }
}
