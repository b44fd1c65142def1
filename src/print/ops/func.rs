//! Custom forms of func ops.

use super::*;

impl Printer<'_> {
    pub(super) fn print_func_ops(&mut self, op: Op, k: FuncCustomOp) {
        let ctx = self.ctx;
        let operands = ctx.operands(op);
        match k {
            FuncCustomOp::FuncFunc => self.print_func(op),
            FuncCustomOp::FuncReturn => self.print_return_like_form(op),
            FuncCustomOp::FuncCall => {
                self.w(" ");
                let c = ctx.get_attr(op, "callee").unwrap();
                self.print_attr(c);
                self.w("(");
                self.values(operands);
                self.w(")");
                self.attrs_except(op, &[]);
                self.w(" : ");
                let ins: Vec<Type> = operands.iter().map(|v| self.ty(*v)).collect();
                let outs = self.result_type_list(op);
                self.fn_type(&ins, &outs);
            }
            FuncCustomOp::FuncCallIndirect => {
                self.w(" ");
                self.value(operands[0]);
                self.w("(");
                self.values(&operands[1..]);
                self.w(")");
                self.attrs_except(op, &[]);
                self.w(" : ");
                let t = self.ty(operands[0]);
                self.print_type(t);
            }
            FuncCustomOp::FuncConstant => self.print_symbol_form(op, "value", true),
        }
    }

    fn print_func(&mut self, op: Op) {
        let ctx = self.ctx;
        let vis = ctx
            .get_attr(op, "sym_visibility")
            .and_then(|a| match ctx.attr(a) {
                AttrData::String { bytes, .. } => Some(String::from_utf8_lossy(bytes).into_owned()),
                _ => None,
            });
        if let Some(v) = vis {
            let _ = write!(self.out, " {v}");
        }
        self.w(" ");
        let name = ctx.symbol_name(op).unwrap_or(b"").to_vec();
        self.symbol(&name);
        let (inputs, results) = ctx.function_type(op).unwrap_or_default();
        let dict_list = |name: &str| -> Vec<Option<Attr>> {
            match ctx.get_attr(op, name).map(|a| ctx.attr(a)) {
                Some(AttrData::Array(items)) => items.iter().map(|a| Some(*a)).collect(),
                _ => vec![],
            }
        };
        let arg_attrs = dict_list("arg_attrs");
        let res_attrs = dict_list("res_attrs");
        let region = ctx.regions(op)[0];
        let entry = ctx.entry_block(region);
        self.w("(");
        for (i, t) in inputs.iter().enumerate() {
            if i > 0 {
                self.w(", ");
            }
            if let Some(b) = entry {
                if let Some(a) = ctx.block_args(b).get(i) {
                    self.value(*a);
                    self.w(": ");
                }
            }
            self.print_type(*t);
            self.opt_dict(arg_attrs.get(i).copied().flatten());
            if let Some(b) = entry {
                if let Some(a) = ctx.block_args(b).get(i) {
                    self.arg_loc(ctx.value(*a).loc);
                }
            }
        }
        self.w(")");
        if !results.is_empty() {
            self.w(" -> ");
            let any_attrs = res_attrs
                .iter()
                .flatten()
                .any(|a| !matches!(ctx.attr(*a), AttrData::Dict(d) if d.is_empty()));
            if results.len() == 1
                && !any_attrs
                && !matches!(ctx.ty(results[0]), TypeData::Function { .. })
            {
                self.print_type(results[0]);
            } else {
                self.w("(");
                for (i, t) in results.iter().enumerate() {
                    if i > 0 {
                        self.w(", ");
                    }
                    self.print_type(*t);
                    self.opt_dict(res_attrs.get(i).copied().flatten());
                }
                self.w(")");
            }
        }
        let inherent: Vec<&str> = OpKind::FuncFunc.inherent_attrs().collect();
        self.attr_dict_with_keyword(op, &inherent);
        if entry.is_some() {
            self.w(" ");
            self.region_dd(region, false, false, "func");
        }
    }
}
