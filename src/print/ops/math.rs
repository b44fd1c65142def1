//! Custom forms of math ops.

use super::*;

impl Printer<'_> {
    pub(super) fn print_math(&mut self, op: Op, k: MathCustomOp) {
        match k {
            MathCustomOp::MathPowF
            | MathCustomOp::MathCopySign
            | MathCustomOp::MathSqrt
            | MathCustomOp::MathRsqrt
            | MathCustomOp::MathExp
            | MathCustomOp::MathLog
            | MathCustomOp::MathSin
            | MathCustomOp::MathCos
            | MathCustomOp::MathTanh
            | MathCustomOp::MathAbsF
            | MathCustomOp::MathAbsI
            | MathCustomOp::MathFloor
            | MathCustomOp::MathCeil
            | MathCustomOp::MathFma => self.print_elementwise_form(op),
        }
    }
}
