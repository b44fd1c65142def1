//! Custom forms of linalg ops (upstream's `LinalgOps.cpp` printers): named ops without their
//! payload, the generic op's trait dictionary and region, map/reduce's short form.

use super::*;
use crate::ir::linalg;
use crate::ir::LinalgCustomOp;

/// The attributes `linalg.generic` prints in its leading dictionary.
const GENERIC_TRAITS: [&str; 4] = ["doc", "indexing_maps", "iterator_types", "library_call"];

impl Printer<'_> {
    pub(super) fn print_linalg(&mut self, op: Op, k: LinalgCustomOp) {
        let ctx = self.ctx;
        match k {
            LinalgCustomOp::LinalgYield => self.print_return_like_form(op),
            LinalgCustomOp::LinalgIndex => {
                if let Some(AttrData::Integer { value, .. }) =
                    ctx.get_attr(op, "dim").map(|a| ctx.attr(a))
                {
                    let _ = write!(self.out, " {value}");
                }
                self.attrs_except(op, &[]);
                self.w(" : ");
                self.print_type(ctx.value_type(ctx.result(op, 0)));
            }
            LinalgCustomOp::LinalgGeneric => self.print_linalg_generic(op),
            LinalgCustomOp::LinalgPack | LinalgCustomOp::LinalgUnpack => {
                self.print_linalg_relayout(op)
            }
            LinalgCustomOp::LinalgTranspose | LinalgCustomOp::LinalgBroadcast => {
                self.structured_operands(op);
                let name = if k == LinalgCustomOp::LinalgTranspose {
                    "permutation"
                } else {
                    "dimensions"
                };
                self.i64_list_trailing(op, name);
                self.attrs_except(op, &[]);
            }
            LinalgCustomOp::LinalgMap | LinalgCustomOp::LinalgReduce => {
                let reduce = k == LinalgCustomOp::LinalgReduce;
                let payload = short_form_payload(ctx, op, reduce);
                if let Some(p) = payload {
                    self.short_form(p);
                }
                self.structured_operands(op);
                if reduce {
                    self.i64_list_trailing(op, "dimensions");
                }
                self.attrs_except(op, &[]);
                if payload.is_none() {
                    let r = ctx.regions(op)[0];
                    self.indent += 1;
                    self.newline();
                    self.w("(");
                    if let Some(b) = ctx.entry_block(r) {
                        for (i, a) in ctx.block_args(b).iter().enumerate() {
                            if i > 0 {
                                self.w(", ");
                            }
                            self.value(*a);
                            self.w(": ");
                            self.print_type(ctx.value_type(*a));
                            self.arg_loc(ctx.value(*a).loc);
                        }
                    }
                    self.w(") ");
                    self.region(r, false, false);
                    self.indent -= 1;
                }
            }
            _ => {
                let kind = ctx.kind(op);
                if matches!(
                    kind,
                    OpKind::LinalgMatmul
                        | OpKind::LinalgBatchMatmul
                        | OpKind::LinalgBatchReduceMatmul
                ) {
                    if let Some(a) = ctx.get_attr(op, "indexing_maps") {
                        let default = linalg::default_matmul_maps(kind);
                        if linalg::maps_of(ctx, a).as_deref() != Some(&default[..]) {
                            self.w(" indexing_maps = ");
                            self.print_attr(a);
                        }
                    }
                }
                self.attrs_except(op, &["operandSegmentSizes", linalg::MEMOIZED_MAPS]);
                self.structured_operands(op);
                self.arrow_results(op);
            }
        }
    }

    /// ` -> T` or ` -> (T, U)` (upstream's `printOptionalArrowTypeList`), when there are results.
    fn arrow_results(&mut self, op: Op) {
        let rt = self.result_type_list(op);
        match rt.len() {
            0 => {}
            1 => {
                self.w(" -> ");
                self.types(&rt);
            }
            _ => {
                self.w(" -> (");
                self.types(&rt);
                self.w(")");
            }
        }
    }

    /// ` ins(%a : T) outs(%b : T)`, each only when non-empty.
    fn structured_operands(&mut self, op: Op) {
        let ctx = self.ctx;
        let ins = linalg::inputs(ctx, op);
        let outs = linalg::inits(ctx, op);
        for (kw, vs) in [("ins", ins), ("outs", outs)] {
            if vs.is_empty() {
                continue;
            }
            let _ = write!(self.out, " {kw}(");
            self.values(&vs);
            self.w(" : ");
            self.value_types(&vs);
            self.w(")");
        }
    }

    /// ` name = [1, 0] ` (upstream's `printDenseI64ArrayAttr`, trailing space included).
    fn i64_list_trailing(&mut self, op: Op, name: &str) {
        let ctx = self.ctx;
        let vals: Vec<String> = match ctx.get_attr(op, name).map(|a| ctx.attr(a)) {
            Some(AttrData::DenseArray { values, .. }) => {
                values.iter().map(|v| v.to_string()).collect()
            }
            _ => Vec::new(),
        };
        let _ = write!(self.out, " {name} = [{}] ", vals.join(", "));
    }

    /// ` { payload.op {attrs} }`: the payload's attributes but a `fastmath` of none, with the
    /// properties upstream always holds (`overflowFlags`) shown at their default.
    fn short_form(&mut self, p: Op) {
        let ctx = self.ctx;
        let kind = ctx.kind(p);
        let _ = write!(self.out, " {{ {}", kind.name());
        let mut entries: Vec<(&str, Option<Attr>)> = ctx
            .attrs(p)
            .iter()
            .map(|(k, v)| (ctx.ident_str(*k), Some(*v)))
            .filter(|(k, v)| {
                !(*k == "fastmath" && matches!(v.map(|v| ctx.attr(v)), Some(AttrData::FastMath(0))))
            })
            .collect();
        if let Some((name, _)) = kind.info().generic_default() {
            if name != "fastmath" && ctx.get_attr(p, name).is_none() {
                entries.push((name, None));
            }
        }
        entries.sort_by(|a, b| a.0.cmp(b.0));
        if !entries.is_empty() {
            self.w(" {");
            for (i, (k, v)) in entries.iter().enumerate() {
                if i > 0 {
                    self.w(", ");
                }
                self.w(k);
                match v {
                    Some(v) if matches!(ctx.attr(*v), AttrData::Unit) => {}
                    Some(v) => {
                        self.w(" = ");
                        self.print_attr(*v);
                    }
                    None => {
                        let d = kind.info().generic_default().map_or("", |d| d.1);
                        self.w(" = ");
                        self.w(d);
                    }
                }
            }
            self.w("}");
        }
        self.w(" }");
    }

    fn print_linalg_generic(&mut self, op: Op) {
        let ctx = self.ctx;
        let mut traits: Vec<(&str, Attr)> = ctx
            .attrs(op)
            .iter()
            .map(|(k, v)| (ctx.ident_str(*k), *v))
            .filter(|(k, _)| GENERIC_TRAITS.contains(k))
            .collect();
        traits.sort_by(|a, b| a.0.cmp(b.0));
        if !traits.is_empty() {
            self.w(" {");
            for (i, (k, v)) in traits.iter().enumerate() {
                if i > 0 {
                    self.w(", ");
                }
                let _ = write!(self.out, "{k} = ");
                match ctx.attr(*v) {
                    AttrData::Array(items) if *k == "iterator_types" => {
                        self.w("[");
                        for (j, it) in items.iter().enumerate() {
                            if j > 0 {
                                self.w(", ");
                            }
                            match ctx.attr(*it) {
                                AttrData::Opaque(s) => {
                                    let word = s
                                        .strip_prefix("#linalg.iterator_type<")
                                        .and_then(|s| s.strip_suffix('>'))
                                        .unwrap_or(s);
                                    let _ = write!(self.out, "\"{word}\"");
                                }
                                _ => self.print_attr(*it),
                            }
                        }
                        self.w("]");
                    }
                    _ => self.print_attr(*v),
                }
            }
            self.w("}");
        }
        self.structured_operands(op);
        let extra = ctx.attrs(op).iter().any(|(k, _)| {
            !GENERIC_TRAITS.contains(&ctx.ident_str(*k))
                && ctx.ident_str(*k) != "operandSegmentSizes"
        });
        if extra {
            self.w(" attrs = ");
            let entries: Vec<(&str, Attr)> = ctx
                .attrs(op)
                .iter()
                .map(|(k, v)| (ctx.ident_str(*k), *v))
                .filter(|(k, _)| !GENERIC_TRAITS.contains(k) && *k != "operandSegmentSizes")
                .collect();
            // printOptionalAttrDict's own leading space follows the keyword's.
            self.w(" {");
            self.dict_entries(entries);
            self.w("}");
        }
        let r = ctx.regions(op)[0];
        if !ctx.region_is_empty(r) {
            self.w(" ");
            self.region(r, true, false);
        }
        self.arrow_results(op);
    }
}

/// The payload op of map's or reduce's short form (upstream's `findPayloadOp`): the body is
/// one op and the yield of its one result; its operands are the input arguments in order (for
/// reduce, the init argument first).
fn short_form_payload(ctx: &Context, op: Op, reduce: bool) -> Option<Op> {
    let b = ctx.entry_block(*ctx.regions(op).first()?)?;
    let ops: Vec<Op> = ctx.block_ops(b).collect();
    let [payload, yield_] = ops[..] else {
        return None;
    };
    let args = ctx.block_args(b);
    let operands = ctx.operands(payload);
    if operands.is_empty() || ctx.results(payload).len() != 1 || !ctx.regions(payload).is_empty() {
        return None;
    }
    if ctx.operands(yield_) != ctx.results(payload) {
        return None;
    }
    let n_in = linalg::num_inputs(ctx, op);
    let ok = if reduce {
        let init = *args.last()?;
        operands.len() == args.len()
            && operands[0] == init
            && operands[1..] == args[..args.len() - 1]
    } else {
        operands.len() == n_in && operands == &args[..n_in]
    };
    ok.then_some(payload)
}
