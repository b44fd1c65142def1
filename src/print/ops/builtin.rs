//! Custom forms of builtin ops.

use super::*;

impl Printer<'_> {
    pub(super) fn print_builtin(&mut self, op: Op, k: BuiltinCustomOp) {
        let ctx = self.ctx;
        let operands = ctx.operands(op);
        let regions = ctx.regions(op);
        match k {
            BuiltinCustomOp::Module => {
                if let Some(n) = ctx.symbol_name(op) {
                    self.w(" ");
                    self.symbol(n);
                }
                self.attr_dict_with_keyword(op, &["sym_name", "sym_visibility"]);
                self.w(" ");
                self.region_dd(regions[0], false, false, "builtin");
            }
            BuiltinCustomOp::UnrealizedConversionCast => {
                if !operands.is_empty() {
                    self.w(" ");
                    self.values(operands);
                    self.w(" : ");
                    self.value_types(operands);
                }
                self.w(" to ");
                let rt = self.result_type_list(op);
                self.types(&rt);
                self.attrs_except(op, &[]);
            }
        }
    }
}
