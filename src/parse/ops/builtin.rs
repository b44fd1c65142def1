//! Custom forms of builtin ops: `module` and `unrealized_conversion_cast`.

use super::*;

impl<'a> Parser<'a> {
    pub(super) fn parse_builtin(
        &mut self,
        k: BuiltinCustomOp,
        st: &mut OpState,
        pos: usize,
    ) -> DResult<()> {
        match k {
            BuiltinCustomOp::Module => {
                if let Tok::At(_) = self.peek() {
                    let n = self.parse_symbol_name()?;
                    let a = self.ctx.str_attr(&n);
                    st.attrs.push(("sym_name".into(), a));
                }
                let more = self.parse_optional_attr_dict_with_keyword()?;
                Self::merge(&mut st.attrs, more);
                let r = self.ctx.create_region();
                // The ops of a module written at the top are the top-level ones.
                let top = self.nesting == 0;
                if top {
                    self.top_nesting = 1;
                }
                let parsed = self.parse_region(r, &[], true, None);
                if top {
                    self.top_nesting = 0;
                }
                parsed?;
                if self.ctx.region_is_empty(r) {
                    let b = self.ctx.create_block();
                    self.ctx.append_block(r, b);
                }
                st.regions.push(r);
            }
            BuiltinCustomOp::UnrealizedConversionCast => {
                let refs = self.parse_operand_list()?;
                let mut in_tys = Vec::new();
                if !refs.is_empty() {
                    self.expect_punct(":")?;
                    in_tys = self.parse_type_list()?;
                }
                self.expect_op_keyword("to")?;
                st.result_types = self.parse_type_list()?.into();
                st.attrs = self.parse_optional_attr_dict()?;
                st.operands = self.resolve_listed(&refs, &in_tys, pos)?.into();
            }
        }
        Ok(())
    }
}
