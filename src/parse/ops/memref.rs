//! Custom forms of memref ops.

use super::*;

impl<'a> Parser<'a> {
    pub(super) fn parse_memref(
        &mut self,
        k: MemRefOp,
        st: &mut OpState,
        _pos: usize,
    ) -> DResult<()> {
        use OpKind::*;
        let kind = OpKind::from(k);
        match k {
            MemRefOp::MemRefAllocaScopeReturn => self.parse_return_like_form(st)?,
            MemRefOp::MemRefCast | MemRefOp::MemRefMemorySpaceCast => {
                self.parse_cast_form(kind, st)?
            }
            MemRefOp::MemRefAlloc | MemRefOp::MemRefAlloca => {
                let dyn_refs = self.parse_paren_operands()?;
                let mut sym_refs = Vec::new();
                if self.eat_punct("[") {
                    sym_refs = self.parse_operand_list()?;
                    self.expect_punct("]")?;
                }
                st.attrs = self.parse_optional_attr_dict()?;
                let t = self.parse_colon_type()?;
                let it = self.index_ty();
                st.operands = self.resolve_same(&dyn_refs, it)?;
                st.operands.extend(self.resolve_same(&sym_refs, it)?);
                let seg = self.seg(&[dyn_refs.len(), sym_refs.len()]);
                st.attrs.push(seg);
                st.result_types = vec![t];
            }
            MemRefOp::MemRefRealloc => {
                let src = self.parse_operand()?;
                let mut size = Vec::new();
                if self.eat_punct("(") {
                    size.push(self.parse_operand()?);
                    self.expect_punct(")")?;
                }
                st.attrs = self.parse_optional_attr_dict()?;
                let t1 = self.parse_colon_type()?;
                self.expect_keyword("to")?;
                let t2 = self.parse_type()?;
                st.operands = vec![self.resolve(&src, t1)?];
                let it = self.index_ty();
                st.operands.extend(self.resolve_same(&size, it)?);
                st.result_types = vec![t2];
            }
            MemRefOp::MemRefDealloc | MemRefOp::MemRefRank => {
                let a = self.parse_operand()?;
                st.attrs = self.parse_optional_attr_dict()?;
                let t = self.parse_colon_type()?;
                st.operands = vec![self.resolve(&a, t)?];
                if kind == MemRefRank {
                    st.result_types = vec![self.index_ty()];
                }
            }
            MemRefOp::MemRefLoad | MemRefOp::MemRefStore => {
                let mut val = None;
                if kind == MemRefStore {
                    val = Some(self.parse_operand()?);
                    self.expect_punct(",")?;
                }
                let m = self.parse_operand()?;
                self.expect_punct("[")?;
                let idx = self.parse_operand_list()?;
                self.expect_punct("]")?;
                st.attrs = self.parse_optional_attr_dict()?;
                let tpos = self.pos();
                let t = self.parse_colon_type()?;
                let Some(elem) = self.ctx.ty(t).elem().filter(|_| self.ctx.ty(t).is_memref())
                else {
                    return Err(self.error_at(tpos, "expected memref type"));
                };
                let it = self.index_ty();
                if let Some(v) = val {
                    st.operands.push(self.resolve(&v, elem)?);
                }
                st.operands.push(self.resolve(&m, t)?);
                st.operands.extend(self.resolve_same(&idx, it)?);
                if kind == MemRefLoad {
                    st.result_types = vec![elem];
                }
            }
            MemRefOp::MemRefCopy => {
                let a = self.parse_operand()?;
                self.expect_punct(",")?;
                let b = self.parse_operand()?;
                st.attrs = self.parse_optional_attr_dict()?;
                let t1 = self.parse_colon_type()?;
                self.expect_keyword("to")?;
                let t2 = self.parse_type()?;
                st.operands = vec![self.resolve(&a, t1)?, self.resolve(&b, t2)?];
            }
            MemRefOp::MemRefSubView => {
                let src = self.parse_operand()?;
                let (so, o) = self.parse_dynamic_index_list("[", "]")?;
                let (ss, s) = self.parse_dynamic_index_list("[", "]")?;
                let (sst, stv) = self.parse_dynamic_index_list("[", "]")?;
                st.attrs = self.parse_optional_attr_dict()?;
                let t1 = self.parse_colon_type()?;
                self.expect_keyword("to")?;
                let t2 = self.parse_type()?;
                st.operands = vec![self.resolve(&src, t1)?];
                let it = self.index_ty();
                for l in [&o, &s, &stv] {
                    let v = self.resolve_same(l, it)?;
                    st.operands.extend(v);
                }
                let seg = self.seg(&[1, o.len(), s.len(), stv.len()]);
                st.attrs.push(seg);
                let (a, b, c) = (
                    self.ctx.dense_i64_array(&so),
                    self.ctx.dense_i64_array(&ss),
                    self.ctx.dense_i64_array(&sst),
                );
                st.attrs.push(("static_offsets".into(), a));
                st.attrs.push(("static_sizes".into(), b));
                st.attrs.push(("static_strides".into(), c));
                st.result_types = vec![t2];
            }
            MemRefOp::MemRefReinterpretCast => {
                let src = self.parse_operand()?;
                self.expect_keyword("to")?;
                self.expect_keyword("offset")?;
                self.expect_punct(":")?;
                let (so, o) = self.parse_dynamic_index_list("[", "]")?;
                self.expect_punct(",")?;
                self.expect_keyword("sizes")?;
                self.expect_punct(":")?;
                let (ss, s) = self.parse_dynamic_index_list("[", "]")?;
                self.expect_punct(",")?;
                self.expect_keyword("strides")?;
                self.expect_punct(":")?;
                let (sst, stv) = self.parse_dynamic_index_list("[", "]")?;
                st.attrs = self.parse_optional_attr_dict()?;
                let t1 = self.parse_colon_type()?;
                self.expect_keyword("to")?;
                let t2 = self.parse_type()?;
                st.operands = vec![self.resolve(&src, t1)?];
                let it = self.index_ty();
                for l in [&o, &s, &stv] {
                    let v = self.resolve_same(l, it)?;
                    st.operands.extend(v);
                }
                let seg = self.seg(&[1, o.len(), s.len(), stv.len()]);
                st.attrs.push(seg);
                let (a, b, c) = (
                    self.ctx.dense_i64_array(&so),
                    self.ctx.dense_i64_array(&ss),
                    self.ctx.dense_i64_array(&sst),
                );
                st.attrs.push(("static_offsets".into(), a));
                st.attrs.push(("static_sizes".into(), b));
                st.attrs.push(("static_strides".into(), c));
                st.result_types = vec![t2];
            }
            MemRefOp::MemRefView => {
                let src = self.parse_operand()?;
                self.expect_punct("[")?;
                let shift = self.parse_operand()?;
                self.expect_punct("]")?;
                self.expect_punct("[")?;
                let sizes = self.parse_operand_list()?;
                self.expect_punct("]")?;
                st.attrs = self.parse_optional_attr_dict()?;
                let t1 = self.parse_colon_type()?;
                self.expect_keyword("to")?;
                let t2 = self.parse_type()?;
                let it = self.index_ty();
                st.operands = vec![self.resolve(&src, t1)?, self.resolve(&shift, it)?];
                st.operands.extend(self.resolve_same(&sizes, it)?);
                st.result_types = vec![t2];
            }
            MemRefOp::MemRefExpandShape | MemRefOp::MemRefCollapseShape => {
                let src = self.parse_operand()?;
                let re = self.parse_reassociation()?;
                st.attrs.push(("reassociation".into(), re));
                let mut dynv = Vec::new();
                if kind == MemRefExpandShape {
                    self.expect_keyword("output_shape")?;
                    let (s, d) = self.parse_dynamic_index_list("[", "]")?;
                    let a = self.ctx.dense_i64_array(&s);
                    st.attrs.push(("static_output_shape".into(), a));
                    dynv = d;
                }
                let more = self.parse_optional_attr_dict()?;
                Self::merge(&mut st.attrs, more);
                let t1 = self.parse_colon_type()?;
                self.expect_keyword("into")?;
                let t2 = self.parse_type()?;
                st.operands = vec![self.resolve(&src, t1)?];
                let it = self.index_ty();
                st.operands.extend(self.resolve_same(&dynv, it)?);
                st.result_types = vec![t2];
            }
            MemRefOp::MemRefTranspose => {
                let src = self.parse_operand()?;
                let m = self.parse_affine_map()?;
                let ma = self.ctx.intern_attr(AttrData::AffineMap(m));
                st.attrs = self.parse_optional_attr_dict()?;
                st.attrs.push(("permutation".into(), ma));
                let t1 = self.parse_colon_type()?;
                self.expect_keyword("to")?;
                let t2 = self.parse_type()?;
                st.operands = vec![self.resolve(&src, t1)?];
                st.result_types = vec![t2];
            }
            MemRefOp::MemRefDim => {
                st.attrs = self.parse_optional_attr_dict()?;
                let a = self.parse_operand()?;
                self.expect_punct(",")?;
                let i = self.parse_operand()?;
                let t = self.parse_colon_type()?;
                let it = self.index_ty();
                st.operands = vec![self.resolve(&a, t)?, self.resolve(&i, it)?];
                st.result_types = vec![it];
            }
            MemRefOp::MemRefExtractStridedMetadata
            | MemRefOp::MemRefExtractAlignedPointerAsIndex => {
                let a = self.parse_operand()?;
                let t = self.parse_colon_type()?;
                self.expect_punct("->")?;
                st.result_types = self.parse_type_list()?;
                st.attrs = self.parse_optional_attr_dict()?;
                st.operands = vec![self.resolve(&a, t)?];
            }
            MemRefOp::MemRefGlobal => self.parse_global(st)?,
            MemRefOp::MemRefGetGlobal => {
                let s = self.symbol_ref()?;
                st.result_types = vec![self.parse_colon_type()?];
                st.attrs = self.parse_optional_attr_dict()?;
                st.attrs.push(("name".into(), s));
            }
            MemRefOp::MemRefAllocaScope => {
                st.result_types = self.parse_arrow_types()?;
                self.parse_region_into(st, &[], Some(MemRefAllocaScopeReturn))?;
                st.attrs = self.parse_optional_attr_dict()?;
            }
            MemRefOp::MemRefAssumeAlignment => {
                let a = self.parse_operand()?;
                self.expect_punct(",")?;
                let al = self.parse_i64()?;
                let i32t = self.ctx.int_type(32);
                let aa = self.ctx.int_attr(al as i128, i32t);
                st.attrs = self.parse_optional_attr_dict()?;
                st.attrs.push(("alignment".into(), aa));
                let t = self.parse_colon_type()?;
                st.operands = vec![self.resolve(&a, t)?];
                st.result_types = vec![t];
            }
        }
        Ok(())
    }

    fn parse_global(&mut self, st: &mut OpState) -> DResult<()> {
        if let Tok::Str(v) = self.peek().clone() {
            self.bump();
            let a = self.ctx.intern_attr(AttrData::String {
                bytes: v.into_owned(),
                ty: None,
            });
            st.attrs.push(("sym_visibility".into(), a));
        }
        if self.eat_keyword("constant") {
            let u = self.ctx.unit_attr();
            st.attrs.push(("constant".into(), u));
        }
        let name = self.parse_symbol_name()?;
        let na = self.ctx.str_attr(&name);
        st.attrs.push(("sym_name".into(), na));
        let tpos = self.pos();
        let t = self.parse_colon_type()?;
        let ta = self.ctx.intern_attr(AttrData::Type(t));
        st.attrs.push(("type".into(), ta));
        if self.eat_punct("=") {
            if self.eat_keyword("uninitialized") {
                let u = self.ctx.unit_attr();
                st.attrs.push(("initial_value".into(), u));
            } else {
                let TypeData::MemRef { shape, elem, .. } = self.ctx.ty(t).clone() else {
                    return Err(self.error_at(
                        tpos,
                        "type should be static shaped memref, but got ".to_string()
                            + &self.type_str(t),
                    ));
                };
                let tt = self.ctx.intern_type(TypeData::Tensor {
                    shape,
                    elem,
                    encoding: None,
                });
                let v = self.parse_attribute(Some(tt))?;
                st.attrs.push(("initial_value".into(), v));
            }
        }
        let more = self.parse_optional_attr_dict()?;
        Self::merge(&mut st.attrs, more);
        Ok(())
    }
}
