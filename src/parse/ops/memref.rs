//! Custom forms of memref ops.

use super::*;

impl<'a> Parser<'a> {
    pub(super) fn parse_memref(
        &mut self,
        k: MemRefCustomOp,
        st: &mut OpState,
        pos: usize,
    ) -> DResult<()> {
        match k {
            MemRefCustomOp::MemRefAllocaScopeReturn => self.parse_return_like_form(st)?,
            MemRefCustomOp::MemRefGlobal => self.parse_global(st, pos)?,
            MemRefCustomOp::MemRefGenericAtomicRmw => {
                let m = self.parse_operand()?;
                self.expect_punct("[")?;
                let idx = self.parse_operand_list()?;
                self.expect_punct("]")?;
                let t = self.parse_colon_type()?;
                st.operands.push(self.resolve(&m, t)?);
                let it = self.ctx.index_type();
                st.operands.extend(self.resolve_same(&idx, it)?);
                // The entry block's argument is spelled out (`^bb0(%current: f32):`).
                self.parse_region_into(st, &[], None)?;
                st.attrs = self.parse_optional_attr_dict()?;
                match self.ctx.ty(t) {
                    TypeData::MemRef { elem, .. } | TypeData::UnrankedMemRef { elem, .. } => {
                        st.result_types.push(*elem)
                    }
                    _ => {
                        return Err(self.error_at(
                            pos,
                            format!(
                                "'memref.generic_atomic_rmw' op operand #0 must be memref of any type values, but got '{}'",
                                self.type_str(t)
                            ),
                        ))
                    }
                }
            }
            MemRefCustomOp::MemRefPrefetch => self.parse_prefetch(st, pos)?,
            MemRefCustomOp::MemRefAllocaScope => {
                st.result_types = self.parse_arrow_types()?.into();
                self.parse_region_into(st, &[], Some(OpKind::MemRefAllocaScopeReturn))?;
                st.attrs = self.parse_optional_attr_dict()?;
            }
        }
        Ok(())
    }

    /// `%m[%i], read, locality<3>, data attr-dict : memref<...>` (upstream's PrefetchOp::parse).
    fn parse_prefetch(&mut self, st: &mut OpState, name_pos: usize) -> DResult<()> {
        let m = self.parse_operand()?;
        self.expect_punct("[")?;
        let idx = self.parse_operand_list()?;
        self.expect_punct("]")?;
        self.expect_punct(",")?;
        let word = |p: &mut Self| -> DResult<(usize, String)> {
            let pos = p.pos();
            match p.peek().clone() {
                Tok::BareId(k) => {
                    p.bump();
                    Ok((pos, k.to_string()))
                }
                _ => p.err_expected("valid keyword"),
            }
        };
        // Upstream reports a bad specifier at the op name.
        let (_, rw) = word(self)?;
        let is_write = match rw.as_str() {
            "read" => false,
            "write" => true,
            _ => {
                return Err(self.error_at(
                    name_pos,
                    "custom op 'memref.prefetch' rw specifier has to be 'read' or 'write'",
                ))
            }
        };
        self.expect_punct(",")?;
        self.expect_op_keyword("locality")?;
        self.expect_punct("<")?;
        let hint = self.parse_i64()?;
        self.expect_punct(">")?;
        self.expect_punct(",")?;
        let (_, cache) = word(self)?;
        let data = match cache.as_str() {
            "data" => true,
            "instr" => false,
            _ => {
                return Err(self.error_at(
                    name_pos,
                    "custom op 'memref.prefetch' cache type has to be 'data' or 'instr'",
                ))
            }
        };
        let more = self.parse_optional_attr_dict()?;
        let t = self.parse_colon_type()?;
        st.operands.push(self.resolve(&m, t)?);
        let it = self.ctx.index_type();
        st.operands.extend(self.resolve_same(&idx, it)?);
        let (b, i32t) = (self.ctx.int_type(1), self.ctx.int_type(32));
        let w = self.ctx.int_attr(is_write as i128, b);
        let h = self.ctx.int_attr(hint as i128, i32t);
        let d = self.ctx.int_attr(data as i128, b);
        st.attrs.push(("isWrite".into(), w));
        st.attrs.push(("localityHint".into(), h));
        st.attrs.push(("isDataCache".into(), d));
        Self::merge(&mut st.attrs, more);
        Ok(())
    }

    fn global_error(&self, pos: usize, t: Type) -> crate::diag::Diagnostic {
        self.error_at(
            pos,
            format!(
                "custom op 'memref.global' type should be static shaped memref, but got '{}'",
                self.type_str(t)
            ),
        )
    }

    /// `$sym_visibility $constant $sym_name : custom<GlobalMemrefOpTypeAndInitialValue>(...)
    /// attr-dict`; the custom part's errors are at the op's name (`pos`).
    fn parse_global(&mut self, st: &mut OpState, pos: usize) -> DResult<()> {
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
        let t = self.parse_colon_type()?;
        let TypeData::MemRef { shape, elem, .. } = self.ctx.ty(t).clone() else {
            return Err(self.global_error(pos, t));
        };
        if shape.contains(&crate::ir::DYNAMIC) {
            return Err(self.global_error(pos, t));
        }
        let ta = self.ctx.intern_attr(AttrData::Type(t));
        st.attrs.push(("type".into(), ta));
        if self.eat_punct("=") {
            if self.eat_keyword("uninitialized") {
                let u = self.ctx.unit_attr();
                st.attrs.push(("initial_value".into(), u));
            } else {
                let tt = self.ctx.intern_type(TypeData::Tensor {
                    shape,
                    elem,
                    encoding: None,
                });
                let v = self.parse_attribute(Some(tt))?;
                if !matches!(self.ctx.attr(v), AttrData::DenseElements { .. }) {
                    return Err(self.error_at(
                        pos,
                        "custom op 'memref.global' initial value should be a unit or elements \
                         attribute",
                    ));
                }
                st.attrs.push(("initial_value".into(), v));
            }
        }
        let more = self.parse_optional_attr_dict()?;
        Self::merge(&mut st.attrs, more);
        Ok(())
    }
}
