//! Custom forms of math ops.

use super::*;

impl<'a> Parser<'a> {
    pub(super) fn parse_math(&mut self, k: MathOp, st: &mut OpState, _pos: usize) -> DResult<()> {
        match k {
            MathOp::MathPowF | MathOp::MathCopySign => self.parse_binary_form(st)?,
            MathOp::MathSqrt
            | MathOp::MathRsqrt
            | MathOp::MathExp
            | MathOp::MathLog
            | MathOp::MathSin
            | MathOp::MathCos
            | MathOp::MathTanh
            | MathOp::MathAbsF
            | MathOp::MathAbsI
            | MathOp::MathFloor
            | MathOp::MathCeil => self.parse_unary_form(st)?,
            MathOp::MathFma => {
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
