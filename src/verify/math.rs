//! Op rules of math: elementwise functions of floats (and `math.absi`).

use super::*;

impl Verifier<'_> {
    pub(super) fn verify_math(&mut self, op: Op, kind: MathOp) -> VResult {
        match kind {
            MathOp::MathSqrt
            | MathOp::MathRsqrt
            | MathOp::MathExp
            | MathOp::MathLog
            | MathOp::MathSin
            | MathOp::MathCos
            | MathOp::MathTanh
            | MathOp::MathAbsF
            | MathOp::MathAbsI
            | MathOp::MathPowF
            | MathOp::MathAtan2
            | MathOp::MathFma
            | MathOp::MathFloor
            | MathOp::MathCeil
            | MathOp::MathCopySign => self.verify_elementwise(op)?,
        }
        Ok(())
    }
}
