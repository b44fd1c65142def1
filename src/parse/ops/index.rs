//! Custom forms of index ops.

use super::*;

impl<'a> Parser<'a> {
    pub(super) fn parse_index(
        &mut self,
        k: IndexCustomOp,
        st: &mut OpState,
        _pos: usize,
    ) -> DResult<()> {
        match k {
            // attr-dict $value: an `index` integer, or a bool taken as `i1`.
            IndexCustomOp::IndexConstant | IndexCustomOp::IndexBoolConstant => {
                st.attrs = self.parse_optional_attr_dict()?;
                let ty = if k == IndexCustomOp::IndexConstant {
                    self.ctx.index_type()
                } else {
                    self.ctx.int_type(1)
                };
                let v = self.parse_attribute(Some(ty))?;
                st.attrs.push(("value".into(), v));
                st.result_types = smallvec::smallvec![ty];
            }
            // `` $pred `(` $lhs `,` $rhs `)` attr-dict
            IndexCustomOp::IndexCmp => {
                let p = self.parse_index_cmp_predicate("custom op 'index.cmp' ")?;
                let pa = self.ctx.intern_attr(AttrData::IndexCmpPredicate(p));
                self.expect_punct("(")?;
                let a = self.parse_operand()?;
                self.expect_punct(",")?;
                let b = self.parse_operand()?;
                self.expect_punct(")")?;
                st.attrs = self.parse_optional_attr_dict()?;
                st.attrs.push(("pred".into(), pa));
                let index = self.ctx.index_type();
                st.operands =
                    smallvec::smallvec![self.resolve(&a, index)?, self.resolve(&b, index)?];
                st.result_types = smallvec::smallvec![self.ctx.int_type(1)];
            }
        }
        Ok(())
    }
}
