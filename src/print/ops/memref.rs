//! Custom forms of memref ops.

use super::*;

impl Printer<'_> {
    pub(super) fn print_memref(&mut self, op: Op, k: MemRefCustomOp) {
        let ctx = self.ctx;
        let regions = ctx.regions(op);
        match k {
            MemRefCustomOp::MemRefAllocaScopeReturn => self.print_return_like_form(op),
            MemRefCustomOp::MemRefGlobal => self.print_global(op),
            MemRefCustomOp::MemRefGenericAtomicRmw => {
                let ops = ctx.operands(op);
                self.w(" ");
                self.value(ops[0]);
                self.w("[");
                self.values(&ops[1..]);
                self.w("] : ");
                self.print_type(ctx.value_type(ops[0]));
                self.w(" ");
                self.region(regions[0], true, false);
                self.attrs_except(op, &[]);
            }
            MemRefCustomOp::MemRefPrefetch => {
                let ops = ctx.operands(op);
                let int = |name: &str| match ctx.get_attr(op, name).map(|a| ctx.attr(a)) {
                    Some(AttrData::Integer { value, .. }) => *value,
                    _ => 0,
                };
                self.w(" ");
                self.value(ops[0]);
                self.w("[");
                self.values(&ops[1..]);
                let _ = write!(
                    self.out,
                    "], {}, locality<{}>, {}",
                    if int("isWrite") != 0 { "write" } else { "read" },
                    int("localityHint"),
                    if int("isDataCache") != 0 {
                        "data"
                    } else {
                        "instr"
                    }
                );
                self.attrs_except(op, &["isWrite", "localityHint", "isDataCache"]);
                self.w(" : ");
                self.print_type(ctx.value_type(ops[0]));
            }
            MemRefCustomOp::MemRefAllocaScope => {
                self.w("  ");
                let rt = self.result_type_list(op);
                if !rt.is_empty() {
                    self.w("-> (");
                    self.types(&rt);
                    self.w(") ");
                }
                self.region(regions[0], false, true);
                self.attrs_except(op, &[]);
            }
        }
    }

    fn print_global(&mut self, op: Op) {
        let ctx = self.ctx;
        if let Some(v) = ctx.get_attr(op, "sym_visibility") {
            self.w(" ");
            self.print_attr(v);
        }
        if ctx.get_attr(op, "constant").is_some() {
            self.w(" constant");
        }
        self.w(" ");
        let name = ctx.symbol_name(op).unwrap_or(b"").to_vec();
        self.symbol(&name);
        self.w(" : ");
        if let Some(AttrData::Type(t)) = ctx.get_attr(op, "type").map(|a| ctx.attr(a)) {
            self.print_type(*t);
        }
        if let Some(iv) = ctx.get_attr(op, "initial_value") {
            self.w(" = ");
            match ctx.attr(iv) {
                AttrData::Unit => self.w("uninitialized"),
                AttrData::DenseElements { ty, values } => {
                    let (ty, values) = (*ty, values.clone());
                    self.print_dense(ty, &values);
                }
                _ => self.print_attr(iv),
            }
        }
        self.attrs_except(op, &[]);
    }
}
