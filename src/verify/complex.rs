//! Op rules of complex: complex operands of a float element type, the element type for the
//! parts, `i1` comparisons, constants as `[re, im]` arrays and bitcasts of equal width.

use super::*;

impl Verifier<'_> {
    pub(super) fn verify_complex(&mut self, op: Op, kind: ComplexOp) -> VResult {
        use ComplexOp::*;
        let ctx = self.ctx;
        let operands = ctx.operands(op).to_vec();
        let results = ctx.results(op).to_vec();
        let err = |msg: String| Err(op_error(ctx, op, msg));
        let is_complex_float = |v: Value| matches!(ctx.ty(ctx.value_type(v)), TypeData::Complex(e) if ctx.ty(*e).is_float());
        // ODS order: operand constraints, result constraints, then the traits' rules.
        let complex_operands = |this: &Self| -> VResult {
            for (i, v) in operands.iter().enumerate() {
                if !is_complex_float(*v) {
                    return Err(op_error(
                        ctx,
                        op,
                        format!(
                            "operand #{i} must be complex type with floating-point elements, but \
                             got '{}'",
                            this.ts(ctx.value_type(*v))
                        ),
                    ));
                }
            }
            Ok(())
        };
        let float_result = |this: &Self| -> VResult {
            if this.ty(results[0]).is_float() {
                return Ok(());
            }
            Err(op_error(
                ctx,
                op,
                format!(
                    "result #0 must be floating-point, but got '{}'",
                    this.ts(ctx.value_type(results[0]))
                ),
            ))
        };
        let elem_of = |v: Value| ctx.ty(ctx.value_type(v)).elem();
        match kind {
            ComplexAdd | ComplexSub | ComplexMul | ComplexDiv | ComplexPow | ComplexAtan2
            | ComplexConj | ComplexCos | ComplexExp | ComplexExpm1 | ComplexLog | ComplexLog1p
            | ComplexNeg | ComplexRsqrt | ComplexSign | ComplexSin | ComplexSqrt | ComplexTan
            | ComplexTanh => {
                complex_operands(self)?;
                if !is_complex_float(results[0]) {
                    return err(format!(
                        "result #0 must be complex type with floating-point elements, but got \
                         '{}'",
                        self.ts(ctx.value_type(results[0]))
                    ));
                }
                let t = ctx.value_type(results[0]);
                if operands.iter().any(|v| ctx.value_type(*v) != t) {
                    return err("requires the same type for all operands and results".into());
                }
            }
            ComplexAbs | ComplexAngle | ComplexRe | ComplexIm => {
                complex_operands(self)?;
                float_result(self)?;
                if elem_of(operands[0]) != Some(ctx.value_type(results[0])) {
                    return err(
                        "failed to verify that complex element type matches result type".into(),
                    );
                }
            }
            ComplexEq | ComplexNeq => {
                complex_operands(self)?;
                if !self.ty(results[0]).is_i1() {
                    return err(format!(
                        "result #0 must be 1-bit signless integer, but got '{}'",
                        self.ts(ctx.value_type(results[0]))
                    ));
                }
                if ctx.value_type(operands[0]) != ctx.value_type(operands[1]) {
                    return err("failed to verify that all of {lhs, rhs} have same type".into());
                }
            }
            ComplexCreate => {
                for (i, v) in operands.iter().enumerate() {
                    if !self.ty(*v).is_float() {
                        return err(format!(
                            "operand #{i} must be floating-point, but got '{}'",
                            self.ts(ctx.value_type(*v))
                        ));
                    }
                }
                if !is_complex_float(results[0]) {
                    return err(format!(
                        "result #0 must be complex type with floating-point elements, but got \
                         '{}'",
                        self.ts(ctx.value_type(results[0]))
                    ));
                }
                if ctx.value_type(operands[0]) != ctx.value_type(operands[1]) {
                    return err(
                        "failed to verify that all of {real, imaginary} have same type".into(),
                    );
                }
                let e = elem_of(results[0]);
                for (v, what) in [(operands[0], "real"), (operands[1], "imaginary")] {
                    if e != Some(ctx.value_type(v)) {
                        return err(format!(
                            "failed to verify that complex element type matches {what} operand \
                             type"
                        ));
                    }
                }
            }
            ComplexConstant => {
                // Upstream 22's result constraint is any complex type (`complex<i32>` passes).
                let rt = ctx.value_type(results[0]);
                let TypeData::Complex(elem) = ctx.ty(rt) else {
                    return err(format!(
                        "result #0 must be complex-type, but got '{}'",
                        self.ts(rt)
                    ));
                };
                let Some(AttrData::Array(items)) = ctx.get_attr(op, "value").map(|a| ctx.attr(a))
                else {
                    return err("requires attribute 'value'".into());
                };
                if items.len() != 2 {
                    return err(
                        "requires 'value' to be a complex constant, represented as array of two \
                         values"
                            .into(),
                    );
                }
                let typed = |a: crate::ir::Attr| match ctx.attr(a) {
                    AttrData::Integer { ty, .. } | AttrData::Float { ty, .. } => Some(*ty),
                    _ => None,
                };
                let (Some(re), Some(im)) = (typed(items[0]), typed(items[1])) else {
                    return err(
                        "requires attribute's elements to be float or integer attributes".into(),
                    );
                };
                if re != *elem || im != *elem {
                    return err(format!(
                        "requires attribute's element types ('{}', '{}') to match the element \
                         type of the op's return type ('{}')",
                        self.ts(re),
                        self.ts(im),
                        self.ts(*elem)
                    ));
                }
            }
            ComplexBitcast => {
                let (from, to) = (ctx.value_type(operands[0]), ctx.value_type(results[0]));
                // Equal types are legal: the op folds away.
                if from == to {
                    return Ok(());
                }
                let scalar_or_complex = |t: Type| {
                    matches!(ctx.ty(t), TypeData::Integer { .. } | TypeData::Float(_))
                        || matches!(ctx.ty(t), TypeData::Complex(_))
                };
                if !scalar_or_complex(from) {
                    return err("operand must be int/float/complex".into());
                }
                if !scalar_or_complex(to) {
                    return err("result must be int/float/complex".into());
                }
                let is_c = |t: Type| matches!(ctx.ty(t), TypeData::Complex(_));
                if is_c(from) == is_c(to) {
                    return err("requires that either input or output has a complex type".into());
                }
                let (c, other) = if is_c(from) { (from, to) } else { (to, from) };
                let cw = ctx
                    .ty(c)
                    .elem()
                    .and_then(|e| bit_width(ctx.ty(e)))
                    .map(|w| 2 * w);
                if cw != bit_width(ctx.ty(other)) {
                    return err("casting bitwidths do not match".into());
                }
            }
        }
        Ok(())
    }
}
