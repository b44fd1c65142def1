//! Custom forms of memref ops.

use super::*;

impl<'a> Parser<'a> {
    pub(super) fn parse_memref(
        &mut self,
        k: MemRefCustomOp,
        st: &mut OpState,
        _pos: usize,
    ) -> DResult<()> {
        match k {
            MemRefCustomOp::MemRefAllocaScopeReturn => self.parse_return_like_form(st)?,
            MemRefCustomOp::MemRefGlobal => self.parse_global(st)?,
            MemRefCustomOp::MemRefAllocaScope => {
                st.result_types = self.parse_arrow_types()?;
                self.parse_region_into(st, &[], Some(OpKind::MemRefAllocaScopeReturn))?;
                st.attrs = self.parse_optional_attr_dict()?;
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
