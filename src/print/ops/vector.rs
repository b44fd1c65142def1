//! Custom forms of vector ops.

use super::*;
use crate::ir::{VectorCustomOp, VectorEnum};

impl Printer<'_> {
    pub(super) fn print_vector(&mut self, op: Op, k: VectorCustomOp) {
        use VectorCustomOp::*;
        let ctx = self.ctx;
        let operands = ctx.operands(op);
        match k {
            VectorPrint => {
                if let Some(&v) = operands.first() {
                    self.w(" ");
                    self.value(v);
                    self.w(" : ");
                    self.print_type(ctx.value_type(v));
                }
                if let Some(s) = ctx.get_attr(op, "stringLiteral") {
                    self.w(" str ");
                    self.print_attr(s);
                }
                if let Some(AttrData::Vector(VectorEnum::Punctuation, p)) =
                    ctx.get_attr(op, "punctuation").map(|a| ctx.attr(a))
                {
                    // `newline` is the default.
                    if *p != 1 {
                        self.w(" punctuation <");
                        self.w(VectorEnum::Punctuation.keywords()[*p as usize]);
                        self.w(">");
                    }
                }
                self.attrs_except(op, &[]);
            }
            VectorReduction => {
                self.enum_angle(op, "kind");
                self.w(",");
                self.values_spaced(operands);
                self.opt_fastmath(op);
                self.attrs_except(op, &[]);
                self.w(" : ");
                self.print_type(ctx.value_type(operands[0]));
                self.w(" into ");
                self.print_type(ctx.value_type(ctx.result(op, 0)));
            }
            VectorMultiReduction => {
                self.enum_angle(op, "kind");
                self.w(",");
                self.values_spaced(operands);
                self.w(" ");
                self.i64_list(&ctx.i64_array(op, "reduction_dims"));
                self.attrs_except(op, &[]);
                self.w(" : ");
                self.print_type(ctx.value_type(operands[0]));
                self.w(" to ");
                self.print_type(ctx.value_type(ctx.result(op, 0)));
            }
            VectorTranspose => {
                self.w(" ");
                self.value(operands[0]);
                self.w(", ");
                self.i64_list(&ctx.i64_array(op, "permutation"));
                self.attrs_except(op, &[]);
                self.w(" : ");
                self.print_type(ctx.value_type(operands[0]));
                self.w(" to ");
                self.print_type(ctx.value_type(ctx.result(op, 0)));
            }
            VectorFromElements => {
                if !operands.is_empty() {
                    self.w(" ");
                    self.values(operands);
                }
                self.attrs_except(op, &[]);
                self.w(" : ");
                self.print_type(ctx.value_type(ctx.result(op, 0)));
            }
            VectorToElements => {
                self.w(" ");
                self.value(operands[0]);
                self.attrs_except(op, &[]);
                self.w(" : ");
                self.print_type(ctx.value_type(operands[0]));
            }
            VectorShuffle => {
                self.values_spaced(operands);
                self.w(" ");
                self.i64_list(&ctx.i64_array(op, "mask"));
                self.attrs_except(op, &[]);
                self.w(" : ");
                self.value_types(operands);
            }
            VectorConstantMask => {
                self.w(" ");
                self.i64_list(&ctx.i64_array(op, "mask_dim_sizes"));
                self.attrs_except(op, &[]);
                self.w(" : ");
                self.print_type(ctx.value_type(ctx.result(op, 0)));
            }
            VectorOuterProduct => {
                self.values_spaced(operands);
                // Upstream prints the attributes (`kind` included) only with an accumulator.
                if operands.len() == 3 {
                    self.attrs_filtered(op, |_, _| true);
                }
                self.w(" : ");
                self.print_type(ctx.value_type(operands[0]));
                self.w(", ");
                self.print_type(ctx.value_type(operands[1]));
            }
            VectorContract => {
                self.w(" {");
                let mut first = true;
                for name in ["indexing_maps", "iterator_types", "kind"] {
                    let Some(a) = ctx.get_attr(op, name) else {
                        continue;
                    };
                    if !first {
                        self.w(", ");
                    }
                    first = false;
                    self.w(name);
                    self.w(" = ");
                    match ctx.attr(a) {
                        // Iterator types are printed as strings.
                        AttrData::Array(items) if name == "iterator_types" => {
                            self.w("[");
                            for (i, it) in items.iter().enumerate() {
                                if i > 0 {
                                    self.w(", ");
                                }
                                match ctx.attr(*it) {
                                    AttrData::Vector(VectorEnum::IteratorType, t) => {
                                        let _ = write!(
                                            self.out,
                                            "\"{}\"",
                                            VectorEnum::IteratorType.keywords()[*t as usize]
                                        );
                                    }
                                    _ => self.print_attr(*it),
                                }
                            }
                            self.w("]");
                        }
                        _ => self.print_attr(a),
                    }
                }
                self.w("}");
                self.values_spaced(operands);
                self.attrs_except(op, &[]);
                self.w(" : ");
                self.print_type(ctx.value_type(operands[0]));
                self.w(", ");
                self.print_type(ctx.value_type(operands[1]));
                self.w(" into ");
                self.print_type(ctx.value_type(ctx.result(op, 0)));
            }
            VectorTransferRead => {
                let src = ctx.segment(op, 0);
                let idx = ctx.segment(op, 1);
                let pad = ctx.segment(op, 2);
                let mask = ctx.segment(op, 3);
                self.w(" ");
                self.values(src);
                self.w("[");
                self.values(idx);
                self.w("], ");
                self.values(pad);
                if !mask.is_empty() {
                    self.w(", ");
                    self.values(mask);
                }
                self.transfer_attrs(op);
                self.w(" : ");
                self.value_types(src);
                self.w(", ");
                self.print_type(ctx.value_type(ctx.result(op, 0)));
            }
            VectorTransferWrite => {
                let v = ctx.segment(op, 0);
                let dst = ctx.segment(op, 1);
                let idx = ctx.segment(op, 2);
                let mask = ctx.segment(op, 3);
                self.w(" ");
                self.values(v);
                self.w(", ");
                self.values(dst);
                self.w("[");
                self.values(idx);
                self.w("]");
                if !mask.is_empty() {
                    self.w(", ");
                    self.values(mask);
                }
                self.transfer_attrs(op);
                self.w(" : ");
                self.value_types(v);
                self.w(", ");
                self.value_types(dst);
            }
            VectorMaskedLoad | VectorExpandLoad | VectorMaskedStore | VectorCompressStore => {
                let n = operands.len();
                self.w(" ");
                self.value(operands[0]);
                self.w("[");
                self.values(&operands[1..n - 2]);
                self.w("], ");
                self.values(&operands[n - 2..]);
                self.attrs_except(op, &[]);
                self.w(" : ");
                self.print_type(ctx.value_type(operands[0]));
                self.w(", ");
                self.value_types(&operands[n - 2..]);
                if let Some(&r) = ctx.results(op).first() {
                    self.w(" into ");
                    self.print_type(ctx.value_type(r));
                }
            }
            VectorGather | VectorScatter => {
                let n = operands.len();
                self.w(" ");
                self.value(operands[0]);
                self.w("[");
                self.values(&operands[1..n - 3]);
                self.w("] [");
                self.value(operands[n - 3]);
                self.w("], ");
                self.values(&operands[n - 2..]);
                self.attrs_except(op, &[]);
                self.w(" : ");
                self.print_type(ctx.value_type(operands[0]));
                self.w(", ");
                self.value_types(&operands[n - 3..]);
                if let Some(&r) = ctx.results(op).first() {
                    self.w(" into ");
                    self.print_type(ctx.value_type(r));
                }
            }
            VectorLoad => {
                self.w(" ");
                self.value(operands[0]);
                self.w("[");
                self.values(&operands[1..]);
                self.w("]");
                self.attrs_except(op, &[]);
                self.w(" : ");
                self.print_type(ctx.value_type(operands[0]));
                self.w(", ");
                self.print_type(ctx.value_type(ctx.result(op, 0)));
            }
            VectorStore => {
                self.w(" ");
                self.value(operands[0]);
                self.w(", ");
                self.value(operands[1]);
                self.w("[");
                self.values(&operands[2..]);
                self.w("]");
                self.attrs_except(op, &[]);
                self.w(" : ");
                self.print_type(ctx.value_type(operands[1]));
                self.w(", ");
                self.print_type(ctx.value_type(operands[0]));
            }
            // Upstream's `MaskOp::print`: the region's first op in its own form, without its
            // results, location or the terminator.
            VectorMask => {
                self.w(" ");
                self.values(operands);
                self.w(" { ");
                if let Some(first) = ctx
                    .regions(op)
                    .first()
                    .and_then(|r| ctx.entry_block(*r))
                    .and_then(|b| ctx.first_op(b))
                {
                    // The alias of its location is defined (upstream's dry run visits it).
                    self.register_op_loc(ctx.op_loc(first));
                    if ctx.kind(first) == OpKind::Unregistered {
                        self.print_generic(first);
                    } else {
                        self.print_custom(first);
                    }
                }
                self.w(" }");
                self.attrs_except(op, &[]);
                self.w(" : ");
                self.print_type(ctx.value_type(operands[0]));
                let results = ctx.results(op);
                if !results.is_empty() {
                    self.w(" -> ");
                    for (i, r) in results.iter().enumerate() {
                        if i > 0 {
                            self.w(", ");
                        }
                        self.print_type(ctx.value_type(*r));
                    }
                }
            }
            VectorYield => self.print_return_like_form(op),
            VectorScan => {
                self.enum_angle(op, "kind");
                self.w(",");
                self.values_spaced(operands);
                self.attrs_filtered(op, |k, _| k != "kind");
                self.w(" : ");
                self.print_type(ctx.value_type(operands[0]));
                self.w(", ");
                self.print_type(ctx.value_type(operands[1]));
            }
            VectorDeinterleave => {
                self.w(" ");
                self.value(operands[0]);
                self.attrs_except(op, &[]);
                self.w(" : ");
                self.print_type(ctx.value_type(operands[0]));
                self.w(" -> ");
                self.print_type(ctx.value_type(ctx.result(op, 0)));
            }
        }
    }

    /// ` <add>`: an enum attribute in angle brackets.
    fn enum_angle(&mut self, op: Op, name: &str) {
        let ctx = self.ctx;
        if let Some(AttrData::Vector(e, k)) = ctx.get_attr(op, name).map(|a| ctx.attr(a)) {
            self.w(" <");
            self.w(e
                .keywords()
                .get(*k as usize)
                .copied()
                .unwrap_or("<invalid>"));
            self.w(">");
        }
    }

    /// ` %a, %b` (nothing when empty).
    fn values_spaced(&mut self, vs: &[Value]) {
        if !vs.is_empty() {
            self.w(" ");
            self.values(vs);
        }
    }

    /// `[1, 0]`.
    fn i64_list(&mut self, vs: &[i64]) {
        self.w("[");
        for (i, v) in vs.iter().enumerate() {
            if i > 0 {
                self.w(", ");
            }
            let _ = write!(self.out, "{v}");
        }
        self.w("]");
    }

    /// The attribute dictionary of every attribute `keep` accepts (properties included).
    fn attrs_filtered(&mut self, op: Op, keep: impl Fn(&str, Attr) -> bool) {
        let ctx = self.ctx;
        let entries: Vec<(&str, Attr)> = ctx
            .attrs(op)
            .iter()
            .map(|(k, v)| (ctx.ident_str(*k), *v))
            .filter(|(k, v)| keep(k, *v))
            .collect();
        if !entries.is_empty() {
            self.w(" {");
            self.dict_entries(entries);
            self.w("}");
        }
    }

    /// A transfer op's dictionary: `permutation_map` unless the minor identity, `in_bounds`
    /// unless all false (upstream's `printTransferAttrs`).
    fn transfer_attrs(&mut self, op: Op) {
        let ctx = self.ctx;
        self.attrs_filtered(op, |k, v| match k {
            "operandSegmentSizes" => false,
            "permutation_map" => {
                !matches!(ctx.attr(v), AttrData::AffineMap(m) if m.is_minor_identity())
            }
            "in_bounds" => match ctx.attr(v) {
                AttrData::Array(items) => items.iter().any(
                    |i| matches!(ctx.attr(*i), AttrData::Integer { value, .. } if *value != 0),
                ),
                _ => true,
            },
            _ => true,
        });
    }
}
