//! Custom forms of linalg ops (upstream's `LinalgOps.cpp` parsers): `ins(..) outs(..)` operand
//! lists, the generic op's trait dictionary and region, the named ops' payloads built by
//! their region builders, and map/reduce's short `{ payload.op }` form.

use super::*;
use crate::ir::linalg;
use crate::ir::{Block, Builder, Region, Value};

impl<'a> Parser<'a> {
    pub(super) fn parse_linalg(
        &mut self,
        k: LinalgCustomOp,
        st: &mut OpState,
        pos: usize,
    ) -> DResult<()> {
        let kind = OpKind::from(k);
        match k {
            LinalgCustomOp::LinalgYield => self.parse_return_like_form(st)?,
            LinalgCustomOp::LinalgIndex => {
                let d = self.parse_i64()?;
                let dim = self.ctx.i64_attr(d);
                st.attrs = self.parse_optional_attr_dict()?;
                st.attrs.push(("dim".into(), dim));
                let t = self.parse_colon_type()?;
                st.result_types.push(t);
            }
            LinalgCustomOp::LinalgGeneric => self.parse_linalg_generic(st)?,
            LinalgCustomOp::LinalgPack => self.parse_linalg_relayout(true, st)?,
            LinalgCustomOp::LinalgUnpack => self.parse_linalg_relayout(false, st)?,
            LinalgCustomOp::LinalgTranspose | LinalgCustomOp::LinalgBroadcast => {
                let attr = if k == LinalgCustomOp::LinalgTranspose {
                    "permutation"
                } else {
                    "dimensions"
                };
                self.parse_dst_style(st, Some(attr))?;
                let tys: Vec<Type> = st
                    .operands
                    .iter()
                    .map(|v| self.ctx.value_type(*v))
                    .collect();
                self.build_payload(st, kind, &tys, pos)?;
                // Upstream's identity region: each argument at its operand's location, the
                // yield at the op's.
                let r = *st.regions.last().expect("payload built");
                let b = self.ctx.entry_block(r).expect("payload block");
                for (a, v) in self
                    .ctx
                    .block_args(b)
                    .to_vec()
                    .into_iter()
                    .zip(&st.operands)
                {
                    let l = match self.ctx.defining_op(*v) {
                        Some(d) => self.ctx.op_loc(d),
                        None => self.ctx.value(*v).loc,
                    };
                    self.ctx.set_value_loc(a, l);
                }
                if let Some(y) = self.ctx.block_ops(b).last() {
                    let l = self.loc_at(pos);
                    self.ctx.set_op_loc(y, l);
                }
            }
            LinalgCustomOp::LinalgMap | LinalgCustomOp::LinalgReduce => {
                let reduce = k == LinalgCustomOp::LinalgReduce;
                let mut payload = None;
                if self.eat_punct("{") {
                    let ppos = self.pos();
                    let name = self.parse_keyword()?;
                    let Some(pk) = OpKind::from_name(name) else {
                        return Err(self.error_at(ppos, format!("custom op '{name}' is unknown")));
                    };
                    let attrs = self.parse_optional_attr_dict()?;
                    self.expect_punct("}")?;
                    payload = Some((pk, attrs));
                }
                self.parse_dst_style(st, reduce.then_some("dimensions"))?;
                match payload {
                    Some((pk, attrs)) => {
                        let tys: Vec<Type> = st
                            .operands
                            .iter()
                            .map(|v| self.ctx.value_type(*v))
                            .collect();
                        let (block, r) = self.payload_block(&tys);
                        let args = self.ctx.block_args(block).to_vec();
                        let loc = self.loc_at(pos);
                        let b = Builder::at_end(block, loc);
                        let Some(&init) = args.last() else {
                            return Err(self.error_at(pos, "expected at least one operand"));
                        };
                        let operands: Vec<Value> = if reduce {
                            std::iter::once(init)
                                .chain(args[..args.len() - 1].iter().copied())
                                .collect()
                        } else {
                            args[..args.len() - 1].to_vec()
                        };
                        let ty = self.ctx.value_type(init);
                        let v = b.create_value(self.ctx, pk, &operands, ty, attrs);
                        b.create(self.ctx, OpKind::LinalgYield, &[v], &[], vec![], &[]);
                        st.regions.push(r);
                    }
                    None => {
                        let (args, _, _) = self.parse_arg_list_with_attrs(false)?;
                        self.parse_region_into(st, &args, None)?;
                    }
                }
            }
            _ => self.parse_named_structured(kind, st, pos)?,
        }
        Ok(())
    }

    /// `ins(%a, .. : T, ..)? outs(%b, .. : T, ..)?`, with upstream's optional `<{props}>` and
    /// attribute dictionary before them (`parseCommonStructuredOpParts`). Returns the counts.
    fn parse_structured_operands(&mut self, st: &mut OpState) -> DResult<(usize, usize)> {
        if self.eat_punct("<") {
            let a = self.parse_attribute(None)?;
            self.expect_punct(">")?;
            if let AttrData::Dict(entries) = self.ctx.attr(a).clone() {
                st.attrs.extend(entries);
            }
        }
        let more = self.parse_optional_attr_dict()?;
        Self::merge(&mut st.attrs, more);
        let mut counts = [0usize; 2];
        for (i, kw) in ["ins", "outs"].into_iter().enumerate() {
            if !self.eat_keyword(kw) {
                continue;
            }
            self.expect_punct("(")?;
            let opos = self.pos();
            let refs = self.parse_operand_list()?;
            self.expect_punct(":")?;
            let tys = self.parse_type_list()?;
            self.expect_punct(")")?;
            let vals = self.resolve_listed(&refs, &tys, opos)?;
            counts[i] = vals.len();
            st.operands.extend(vals);
        }
        Ok((counts[0], counts[1]))
    }

    /// Upstream's `parseDstStyleOp`: the operands, ranked-tensor inits as results, the
    /// required `name = [..]` array and an attribute dictionary.
    fn parse_dst_style(&mut self, st: &mut OpState, attr: Option<&str>) -> DResult<()> {
        let (n_in, _) = self.parse_structured_operands(st)?;
        for v in &st.operands[n_in..] {
            let t = self.ctx.value_type(*v);
            if matches!(self.ctx.ty(t), TypeData::Tensor { .. }) {
                st.result_types.push(t);
            }
        }
        if let Some(name) = attr {
            self.expect_keyword(name)?;
            self.expect_punct("=")?;
            self.expect_punct("[")?;
            let mut vals = Vec::new();
            if !self.is_punct("]") {
                loop {
                    vals.push(self.parse_i64()?);
                    if !self.eat_punct(",") {
                        break;
                    }
                }
            }
            self.expect_punct("]")?;
            let a = self.ctx.dense_i64_array(&vals);
            st.attrs.push((name.to_string(), a));
        }
        let more = self.parse_optional_attr_dict()?;
        Self::merge(&mut st.attrs, more);
        Ok(())
    }

    /// A region with one block whose arguments are the element types of `tys` (scalars as
    /// they are).
    fn payload_block(&mut self, tys: &[Type]) -> (Block, Region) {
        let r = self.ctx.create_region();
        let b = self.ctx.create_block();
        self.ctx.append_block(r, b);
        let loc = self.ctx.unknown_loc();
        for t in tys {
            let e = linalg::elem_type(self.ctx, *t);
            self.ctx.add_block_arg(b, e, loc);
        }
        (b, r)
    }

    /// The payload of a named op, from its region builder.
    fn build_payload(
        &mut self,
        st: &mut OpState,
        kind: OpKind,
        tys: &[Type],
        pos: usize,
    ) -> DResult<()> {
        let (block, r) = self.payload_block(tys);
        // Upstream's region builders give the payload no location.
        let loc = self.ctx.unknown_loc();
        if let Err(e) = linalg::build_body(self.ctx, kind, block, loc) {
            return Err(self.error_at(pos, format!("custom op '{}' {e}", kind.name())));
        }
        st.regions.push(r);
        Ok(())
    }

    /// `linalg.generic {traits} ins(..) outs(..) (attrs = {..})? {region} (-> types)?`.
    fn parse_linalg_generic(&mut self, st: &mut OpState) -> DResult<()> {
        let dpos = self.pos();
        let dict = self.parse_attribute(None)?;
        let AttrData::Dict(entries) = self.ctx.attr(dict).clone() else {
            return Err(self.error_at(dpos, "expected attribute dictionary"));
        };
        st.attrs = entries;
        let missing = "custom op 'linalg.generic' expected \"iterator_types\" array attribute";
        let Some(i) = st.attrs.iter().position(|(n, _)| n == "iterator_types") else {
            return Err(self.error_at(dpos, missing));
        };
        let AttrData::Array(items) = self.ctx.attr(st.attrs[i].1).clone() else {
            return Err(self.error_at(dpos, missing));
        };
        let mut its = Vec::new();
        for it in items {
            let s = match self.ctx.attr(it) {
                AttrData::String { bytes, .. } => String::from_utf8_lossy(bytes).into_owned(),
                _ => return Err(self.error_at(dpos, missing)),
            };
            match s.as_str() {
                "parallel" | "reduction" => {
                    its.push(linalg::iterator_attr(self.ctx, s == "reduction"))
                }
                _ => {
                    return Err(self.error_at(
                        self.pos(),
                        format!("custom op 'linalg.generic' unexpected iterator_type ({s})"),
                    ))
                }
            }
        }
        st.attrs[i].1 = self.ctx.intern_attr(AttrData::Array(its));
        let (n_in, n_out) = self.parse_structured_operands(st)?;
        if self.eat_keyword("attrs") {
            self.expect_punct("=")?;
            let more = self.parse_optional_attr_dict()?;
            Self::merge(&mut st.attrs, more);
        }
        self.parse_region_into(st, &[], None)?;
        st.result_types = self.parse_arrow_types()?.into();
        let seg = self.seg(&[n_in, n_out]);
        st.attrs.push(seg);
        Ok(())
    }

    /// Upstream's `parseNamedStructuredOp` (with matmul's leading `indexing_maps = [..]`).
    fn parse_named_structured(
        &mut self,
        kind: OpKind,
        st: &mut OpState,
        pos: usize,
    ) -> DResult<()> {
        // Upstream reports its region builder's errors right after the op name.
        let _ = pos;
        let start = self.pos();
        let mut maps = None;
        if matches!(
            kind,
            OpKind::LinalgMatmul | OpKind::LinalgBatchMatmul | OpKind::LinalgBatchReduceMatmul
        ) {
            if self.eat_keyword("indexing_maps") {
                self.expect_punct("=")?;
                self.expect_punct("[")?;
                let mut items = Vec::new();
                loop {
                    let a = self.parse_attribute(None)?;
                    if !matches!(self.ctx.attr(a), AttrData::AffineMap(_)) {
                        return Err(self.error_at(self.pos(), "expected affine map attribute"));
                    }
                    items.push(a);
                    if !self.eat_punct(",") {
                        break;
                    }
                }
                self.expect_punct("]")?;
                maps = Some(self.ctx.intern_attr(AttrData::Array(items)));
            }
            let maps = match maps {
                Some(m) => m,
                None => {
                    let d = linalg::default_matmul_maps(kind);
                    linalg::maps_attr(self.ctx, &d)
                }
            };
            st.attrs.push(("indexing_maps".into(), maps));
        }
        let (n_in, n_out) = self.parse_structured_operands(st)?;
        let more = self.parse_optional_attr_dict()?;
        Self::merge(&mut st.attrs, more);
        st.result_types = self.parse_arrow_types()?.into();
        let seg = self.seg(&[n_in, n_out]);
        st.attrs.push(seg);
        // Upstream's verifier memoizes these maps on the op; it always runs after parsing.
        if let Some(m) = linalg::fixed_maps(kind) {
            let a = linalg::maps_attr(self.ctx, &m);
            st.attrs.push((linalg::MEMOIZED_MAPS.into(), a));
        }
        // Convolutions and pooling: their properties are checked when the parser sets them;
        // the maps depend on `strides` and `dilations`.
        if let Err(e) = crate::ir::linalg_conv::check_window_attrs(self.ctx, kind, &st.attrs) {
            return Err(self.error_at(start, format!("custom op '{0}' '{0}' op {e}", kind.name())));
        }
        if let Some(m) = crate::ir::linalg_conv::maps_for(self.ctx, kind, &st.attrs) {
            let a = linalg::maps_attr(self.ctx, &m);
            st.attrs.push((linalg::MEMOIZED_MAPS.into(), a));
        }
        let tys: Vec<Type> = st
            .operands
            .iter()
            .map(|v| self.ctx.value_type(*v))
            .collect();
        let want = linalg::num_region_args(kind);
        if tys.len() != want {
            return Err(self.error_at(
                self.pos(),
                format!(
                    "custom op '{}' [parseNamedStructuredOpRegion] ods-gen generated region \
                     expects {want} args, got {}",
                    kind.name(),
                    tys.len()
                ),
            ));
        }
        self.build_payload(st, kind, &tys, start)?;
        Ok(())
    }
}
