//! Custom forms of bufferization ops.

use super::*;

impl<'a> Parser<'a> {
    pub(super) fn parse_bufferization(
        &mut self,
        k: BufferizationCustomOp,
        st: &mut OpState,
        pos: usize,
    ) -> DResult<()> {
        match k {
            BufferizationCustomOp::BufferizationDealloc => {
                let mut memrefs = Vec::new();
                let mut conds = Vec::new();
                let mut retained = Vec::new();
                if self.eat_punct("(") {
                    let refs = self.parse_operand_list()?;
                    self.expect_punct(":")?;
                    let tys = self.parse_type_list()?;
                    self.expect_punct(")")?;
                    memrefs = self.resolve_listed(&refs, &tys, pos)?;
                    self.expect_op_keyword("if")?;
                    let crefs = self.parse_paren_operands()?;
                    let i1 = self.ctx.int_type(1);
                    conds = self.resolve_same(&crefs, i1)?;
                }
                if self.eat_keyword("retain") {
                    self.expect_punct("(")?;
                    let refs = self.parse_operand_list()?;
                    self.expect_punct(":")?;
                    let tys = self.parse_type_list()?;
                    self.expect_punct(")")?;
                    retained = self.resolve_listed(&refs, &tys, pos)?;
                }
                let seg = self.seg(&[memrefs.len(), conds.len(), retained.len()]);
                st.attrs = self.parse_optional_attr_dict()?;
                st.attrs.push(seg);
                let i1 = self.ctx.int_type(1);
                st.result_types = vec![i1; retained.len()];
                st.operands = memrefs;
                st.operands.extend(conds);
                st.operands.extend(retained);
            }
        }
        Ok(())
    }
}
