//! Custom forms of math ops.

use super::*;

impl Printer<'_> {
    pub(super) fn print_math(&mut self, op: Op, k: MathOp) {
        match k {
            MathOp::MathPowF
            | MathOp::MathCopySign
            | MathOp::MathSqrt
            | MathOp::MathRsqrt
            | MathOp::MathExp
            | MathOp::MathLog
            | MathOp::MathSin
            | MathOp::MathCos
            | MathOp::MathTanh
            | MathOp::MathAbsF
            | MathOp::MathAbsI
            | MathOp::MathFloor
            | MathOp::MathCeil
            | MathOp::MathFma => self.print_elementwise_form(op),
        }
    }
}
