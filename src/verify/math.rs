//! Op rules of math: elementwise functions of floats and integers, in ODS order (operand
//! constraints, result constraints, then the traits) with upstream's messages.

use super::*;

impl Verifier<'_> {
    pub(super) fn verify_math(&mut self, op: Op, kind: MathOp) -> VResult {
        use MathOp::*;
        match kind {
            MathIsNaN | MathIsInf | MathIsFinite | MathIsNormal => self.verify_float_class(op),
            MathFPowI => self.verify_fpowi(op),
            MathSinCos => {
                self.expect_float_like(op, 0)?;
                let ctx = self.ctx;
                let t = ctx.value_type(ctx.operand(op, 0));
                if ctx.results(op).iter().any(|r| ctx.value_type(*r) != t) {
                    return Err(op_error(
                        ctx,
                        op,
                        "failed to verify that all of {operand, sin, cos} have same type",
                    ));
                }
                Ok(())
            }
            MathClampF => {
                // ODS checks every operand's kind before the same-type trait.
                for i in 0..self.ctx.operands(op).len() {
                    self.expect_float_like(op, i)?;
                }
                self.verify_elementwise(op)
            }
            MathSqrt | MathRsqrt | MathExp | MathLog | MathSin | MathCos | MathTanh | MathAbsF
            | MathAbsI | MathPowF | MathAtan2 | MathFma | MathFloor | MathCeil | MathCopySign
            | MathAcos | MathAcosh | MathAsin | MathAsinh | MathAtan | MathAtanh | MathCbrt
            | MathCosh | MathErf | MathErfc | MathExp2 | MathExpM1 | MathLog10 | MathLog1p
            | MathLog2 | MathRound | MathRoundEven | MathSinh | MathTan | MathTrunc | MathCtlz
            | MathCttz | MathCtPop | MathIPowI => self.verify_elementwise(op),
        }
    }

    /// Operand `i` is a float or a vector/tensor of floats.
    fn expect_float_like(&self, op: Op, i: usize) -> VResult {
        self.expect_like(op, i, "floating-point-like", |t| t.is_float())
    }

    fn expect_like(&self, op: Op, i: usize, what: &str, ok: fn(&TypeData) -> bool) -> VResult {
        let ctx = self.ctx;
        let t = ctx.value_type(ctx.operand(op, i));
        if ok(ctx.ty(element_or_self(ctx, t))) {
            return Ok(());
        }
        Err(op_error(
            ctx,
            op,
            format!("operand #{i} must be {what}, but got '{}'", self.ts(t)),
        ))
    }

    /// `math.isnan` and the other class tests: a float-like operand, an i1 of its shape.
    fn verify_float_class(&self, op: Op) -> VResult {
        let ctx = self.ctx;
        self.expect_float_like(op, 0)?;
        let (t, r) = (
            ctx.value_type(ctx.operand(op, 0)),
            ctx.value_type(ctx.result(op, 0)),
        );
        let is_i1 = |t: Type| matches!(ctx.ty(t), TypeData::Integer { width: 1, .. });
        let shaped = matches!(
            ctx.ty(r),
            TypeData::Vector { .. } | TypeData::Tensor { .. } | TypeData::UnrankedTensor { .. }
        );
        let elem = ctx.ty(r).elem().filter(|_| shaped).unwrap_or(r);
        if !is_i1(elem) {
            return Err(op_error(
                ctx,
                op,
                format!("result #0 must be bool-like, but got '{}'", self.ts(r)),
            ));
        }
        // Upstream's `getI1SameShape`: the operand's shape with i1 elements.
        let matches = match (ctx.ty(t), ctx.ty(r)) {
            (
                TypeData::Vector {
                    shape, scalable, ..
                },
                TypeData::Vector {
                    shape: rs,
                    scalable: rsc,
                    ..
                },
            ) => shape == rs && scalable == rsc,
            (TypeData::Tensor { shape, .. }, TypeData::Tensor { shape: rs, .. }) => shape == rs,
            (TypeData::UnrankedTensor { .. }, TypeData::UnrankedTensor { .. }) => true,
            (
                TypeData::Vector { .. } | TypeData::Tensor { .. } | TypeData::UnrankedTensor { .. },
                _,
            ) => false,
            _ => !shaped,
        };
        if !matches {
            return Err(op_error(
                ctx,
                op,
                "failed to verify that result type has i1 element type and same shape as operands",
            ));
        }
        Ok(())
    }

    /// `math.fpowi`: a float-like base, an integer-like exponent of its shape.
    fn verify_fpowi(&self, op: Op) -> VResult {
        let ctx = self.ctx;
        self.expect_float_like(op, 0)?;
        self.expect_like(op, 1, "signless-integer-like", |t| t.is_int_or_index())?;
        let shape = |v: Value| match ctx.ty(ctx.value_type(v)) {
            TypeData::Vector { shape, .. } | TypeData::Tensor { shape, .. } => Some(shape.clone()),
            _ => None,
        };
        let (a, b, r) = (ctx.operand(op, 0), ctx.operand(op, 1), ctx.result(op, 0));
        if shape(a) != shape(b) || shape(a) != shape(r) {
            return Err(op_error(
                ctx,
                op,
                "requires the same shape for all operands and results",
            ));
        }
        if ctx.value_type(a) != ctx.value_type(r) {
            return Err(op_error(
                ctx,
                op,
                "failed to verify that all of {lhs, result} have same type",
            ));
        }
        Ok(())
    }
}
