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
                st.result_types = smallvec::smallvec![i1; retained.len()];
                st.operands = memrefs.into();
                st.operands.extend(conds);
                st.operands.extend(retained);
            }
            // `(` $dynamic_sizes `)` (`copy` `(` $copy^ `)`)? (`size_hint` `=` $size_hint^)?
            // attr-dict `:` type($result)
            BufferizationCustomOp::BufferizationAllocTensor => {
                let index = self.index_ty();
                let dyn_refs = self.parse_paren_operands()?;
                let mut copy = None;
                if self.eat_keyword("copy") {
                    self.expect_punct("(")?;
                    copy = Some(self.parse_operand()?);
                    self.expect_punct(")")?;
                }
                let mut hint = None;
                if self.eat_keyword("size_hint") {
                    self.expect_punct("=")?;
                    hint = Some(self.parse_operand()?);
                }
                st.attrs = self.parse_optional_attr_dict()?;
                self.expect_punct(":")?;
                let t = self.parse_ranked_tensor()?;
                st.operands = self.resolve_same(&dyn_refs, index)?.into();
                if let Some(c) = &copy {
                    st.operands.push(self.resolve(c, t)?);
                }
                if let Some(h) = &hint {
                    st.operands.push(self.resolve(h, index)?);
                }
                let seg = self.seg(&[
                    dyn_refs.len(),
                    copy.is_some() as usize,
                    hint.is_some() as usize,
                ]);
                st.attrs.push(seg);
                st.result_types = smallvec::smallvec![t];
            }
            // $source `in` (`restrict` $restrict^)? (`writable` $writable^)? $dest attr-dict
            // `:` functional-type(operands, results)
            BufferizationCustomOp::BufferizationMaterializeInDestination => {
                let src = self.parse_operand()?;
                self.expect_op_keyword("in")?;
                let mut attrs = Vec::new();
                for kw in ["restrict", "writable"] {
                    if self.eat_keyword(kw) {
                        let u = self.ctx.unit_attr();
                        attrs.push((kw.to_string(), u));
                    }
                }
                let dest = self.parse_operand()?;
                let more = self.parse_optional_attr_dict()?;
                Self::merge(&mut attrs, more);
                self.expect_punct(":")?;
                let (ins, outs) = self.parse_functional_type(2)?;
                st.operands = self.resolve_all(&[src, dest], &ins)?.into();
                st.result_types = outs.into();
                st.attrs = attrs;
            }
        }
        Ok(())
    }
}
