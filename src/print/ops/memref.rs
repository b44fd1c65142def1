//! Custom forms of memref ops.

use super::*;

impl Printer<'_> {
    pub(super) fn print_memref(&mut self, op: Op, k: MemRefOp) {
        use OpKind::*;
        let ctx = self.ctx;
        let kind = ctx.kind(op);
        let operands: Vec<Value> = ctx.operands(op).to_vec();
        let regions = ctx.regions(op).to_vec();
        match k {
            MemRefOp::MemRefAllocaScopeReturn => self.print_return_like_form(op),
            MemRefOp::MemRefGetGlobal => self.print_symbol_form(op, "name", false),
            MemRefOp::MemRefCast | MemRefOp::MemRefMemorySpaceCast => self.print_cast_form(op),
            MemRefOp::MemRefAlloc | MemRefOp::MemRefAlloca => {
                self.w("(");
                self.values(ctx.segment(op, 0));
                self.w(")");
                let syms = ctx.segment(op, 1).to_vec();
                if !syms.is_empty() {
                    self.w("[");
                    self.values(&syms);
                    self.w("]");
                }
                self.attrs_except(op, &[]);
                self.w(" : ");
                let t = self.ty(ctx.result(op, 0));
                self.print_type(t);
            }
            MemRefOp::MemRefRealloc => {
                self.w(" ");
                self.value(operands[0]);
                if operands.len() > 1 {
                    self.w("(");
                    self.value(operands[1]);
                    self.w(")");
                }
                self.attrs_except(op, &[]);
                self.w(" : ");
                let t = self.ty(operands[0]);
                self.print_type(t);
                self.w(" to ");
                let t = self.ty(ctx.result(op, 0));
                self.print_type(t);
            }
            MemRefOp::MemRefDealloc | MemRefOp::MemRefRank => {
                self.w(" ");
                self.value(operands[0]);
                self.attrs_except(op, &[]);
                self.w(" : ");
                let t = self.ty(operands[0]);
                self.print_type(t);
            }
            MemRefOp::MemRefLoad | MemRefOp::MemRefStore => {
                self.w(" ");
                let mi = if kind == MemRefStore {
                    self.value(operands[0]);
                    self.w(", ");
                    1
                } else {
                    0
                };
                self.value(operands[mi]);
                self.w("[");
                self.values(&operands[mi + 1..]);
                self.w("]");
                self.attrs_except(op, &[]);
                self.w(" : ");
                let t = self.ty(operands[mi]);
                self.print_type(t);
            }
            MemRefOp::MemRefCopy => {
                self.w(" ");
                self.values(&operands);
                self.attrs_except(op, &[]);
                self.w(" : ");
                let t = self.ty(operands[0]);
                self.print_type(t);
                self.w(" to ");
                let t = self.ty(operands[1]);
                self.print_type(t);
            }
            MemRefOp::MemRefSubView | MemRefOp::MemRefReinterpretCast => {
                self.w(" ");
                self.value(operands[0]);
                let (o, s, st) = (
                    ctx.segment(op, 1).to_vec(),
                    ctx.segment(op, 2).to_vec(),
                    ctx.segment(op, 3).to_vec(),
                );
                let (so, ss, sst) = (
                    ctx.i64_array(op, "static_offsets"),
                    ctx.i64_array(op, "static_sizes"),
                    ctx.i64_array(op, "static_strides"),
                );
                if kind == MemRefSubView {
                    self.mixed_list(&so, &o, "[", "]");
                    self.w(" ");
                    self.mixed_list(&ss, &s, "[", "]");
                    self.w(" ");
                    self.mixed_list(&sst, &st, "[", "]");
                } else {
                    self.w(" to offset: ");
                    self.mixed_list(&so, &o, "[", "]");
                    self.w(", sizes: ");
                    self.mixed_list(&ss, &s, "[", "]");
                    self.w(", strides: ");
                    self.mixed_list(&sst, &st, "[", "]");
                }
                self.attrs_except(op, &[]);
                self.w(" : ");
                let t = self.ty(operands[0]);
                self.print_type(t);
                self.w(" to ");
                let t = self.ty(ctx.result(op, 0));
                self.print_type(t);
            }
            MemRefOp::MemRefView => {
                self.w(" ");
                self.value(operands[0]);
                self.w("[");
                self.value(operands[1]);
                self.w("][");
                self.values(&operands[2..]);
                self.w("]");
                self.attrs_except(op, &[]);
                self.w(" : ");
                let t = self.ty(operands[0]);
                self.print_type(t);
                self.w(" to ");
                let t = self.ty(ctx.result(op, 0));
                self.print_type(t);
            }
            MemRefOp::MemRefExpandShape | MemRefOp::MemRefCollapseShape => {
                self.w(" ");
                self.value(operands[0]);
                self.w(" ");
                match ctx.get_attr(op, "reassociation") {
                    Some(a) => self.print_attr(a),
                    None => self.w("[]"),
                }
                if kind == MemRefExpandShape {
                    self.w(" output_shape ");
                    let s = ctx.i64_array(op, "static_output_shape");
                    self.mixed_list(&s, &operands[1..], "[", "]");
                }
                self.attrs_except(op, &[]);
                self.w(" : ");
                let t = self.ty(operands[0]);
                self.print_type(t);
                self.w(" into ");
                let t = self.ty(ctx.result(op, 0));
                self.print_type(t);
            }
            MemRefOp::MemRefTranspose => {
                self.w(" ");
                self.value(operands[0]);
                if let Some(AttrData::AffineMap(m)) =
                    ctx.get_attr(op, "permutation").map(|a| ctx.attr(a))
                {
                    let _ = write!(self.out, " {m}");
                }
                self.attrs_except(op, &[]);
                self.w(" : ");
                let t = self.ty(operands[0]);
                self.print_type(t);
                self.w(" to ");
                let t = self.ty(ctx.result(op, 0));
                self.print_type(t);
            }
            MemRefOp::MemRefDim => {
                self.attrs_except(op, &[]);
                self.w(" ");
                self.values(&operands);
                self.w(" : ");
                let t = self.ty(operands[0]);
                self.print_type(t);
            }
            MemRefOp::MemRefExtractStridedMetadata
            | MemRefOp::MemRefExtractAlignedPointerAsIndex => {
                self.w(" ");
                self.value(operands[0]);
                self.w(" : ");
                let t = self.ty(operands[0]);
                self.print_type(t);
                self.w(" -> ");
                let rt = self.result_type_list(op);
                self.types(&rt);
                self.attrs_except(op, &[]);
            }
            MemRefOp::MemRefGlobal => self.print_global(op),
            MemRefOp::MemRefAllocaScope => {
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
            MemRefOp::MemRefAssumeAlignment => {
                self.w(" ");
                self.value(operands[0]);
                let _ = write!(
                    self.out,
                    ", {}",
                    int_attr(ctx, op, "alignment").unwrap_or(0)
                );
                self.attrs_except(op, &[]);
                self.w(" : ");
                let t = self.ty(operands[0]);
                self.print_type(t);
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
        let entries: Vec<(&str, Attr)> = ctx
            .attrs(op)
            .iter()
            .filter(|(k, _)| {
                !matches!(
                    ctx.ident_str(*k),
                    "sym_visibility" | "constant" | "sym_name" | "type" | "initial_value"
                )
            })
            .map(|(k, v)| (ctx.ident_str(*k), *v))
            .collect();
        if !entries.is_empty() {
            self.w(" {");
            self.dict_entries(entries);
            self.w("}");
        }
    }
}
