//! Custom forms of `linalg.pack` and `linalg.unpack` (upstream's ODS assembly format in
//! `LinalgRelayoutOps.td`).

use super::*;

impl Printer<'_> {
    pub(super) fn print_linalg_relayout(&mut self, op: Op) {
        let ctx = self.ctx;
        let pack = ctx.kind(op) == OpKind::LinalgPack;
        let operands = ctx.operands(op);
        self.w(" ");
        self.value(operands[0]);
        // Pack's operands are segmented (source, dest, padding_value, inner_tiles); unpack's
        // dynamic tiles follow source and dest.
        let (pad, tiles) = if pack {
            (ctx.segment(op, 2).to_vec(), ctx.segment(op, 3).to_vec())
        } else {
            (Vec::new(), operands.get(2..).unwrap_or(&[]).to_vec())
        };
        if let Some(p) = pad.first() {
            self.w(" padding_value(");
            self.value(*p);
            self.w(" : ");
            self.print_type(ctx.value_type(*p));
            self.w(")");
        }
        // A default-valued property: shown only when not empty.
        let perm = ctx.i64_array(op, "outer_dims_perm");
        if !perm.is_empty() {
            self.w(" outer_dims_perm = ");
            self.relayout_list(&perm);
        }
        self.w(" inner_dims_pos = ");
        self.relayout_list(&ctx.i64_array(op, "inner_dims_pos"));
        self.w(" inner_tiles = ");
        self.mixed_list(&ctx.i64_array(op, "static_inner_tiles"), &tiles, "[", "]");
        self.w(" into ");
        self.value(operands[1]);
        self.attrs_except(op, &[]);
        self.w(" : ");
        self.print_type(ctx.value_type(operands[0]));
        self.w(" -> ");
        self.print_type(ctx.value_type(operands[1]));
    }

    fn relayout_list(&mut self, v: &[i64]) {
        let s: Vec<String> = v.iter().map(|x| x.to_string()).collect();
        let _ = write!(self.out, "[{}]", s.join(", "));
    }
}
