//! Custom forms of math ops.

use super::*;

impl<'a> Parser<'a> {
    pub(super) fn parse_math(
        &mut self,
        k: MathCustomOp,
        st: &mut OpState,
        _pos: usize,
    ) -> DResult<()> {
        match k {
            MathCustomOp::MathPowF | MathCustomOp::MathCopySign => self.parse_binary_form(st)?,
            MathCustomOp::MathSqrt
            | MathCustomOp::MathRsqrt
            | MathCustomOp::MathExp
            | MathCustomOp::MathLog
            | MathCustomOp::MathSin
            | MathCustomOp::MathCos
            | MathCustomOp::MathTanh
            | MathCustomOp::MathAbsF
            | MathCustomOp::MathAbsI
            | MathCustomOp::MathFloor
            | MathCustomOp::MathCeil => self.parse_unary_form(st)?,
            MathCustomOp::MathFma => {
                let a = self.parse_operand()?;
                self.expect_punct(",")?;
                let b = self.parse_operand()?;
                self.expect_punct(",")?;
                let c = self.parse_operand()?;
                self.parse_optional_fastmath(&mut st.attrs)?;
                let more = self.parse_optional_attr_dict()?;
                Self::merge(&mut st.attrs, more);
                let t = self.parse_colon_type()?;
                st.operands = self.resolve_same(&[a, b, c], t)?;
                st.result_types = vec![t];
            }
        }
        Ok(())
    }
}
