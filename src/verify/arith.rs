//! Op rules of arith: constants, elementwise arithmetic, comparisons, select and casts.

use super::*;

impl Verifier<'_> {
    pub(super) fn verify_arith(&mut self, op: Op, kind: ArithOp) -> VResult {
        use OpKind::*;
        let ctx = self.ctx;
        let operands = ctx.operands(op).to_vec();
        let results = ctx.results(op).to_vec();
        match kind {
            ArithOp::ArithAddI
            | ArithOp::ArithSubI
            | ArithOp::ArithMulI
            | ArithOp::ArithDivSI
            | ArithOp::ArithDivUI
            | ArithOp::ArithRemSI
            | ArithOp::ArithRemUI
            | ArithOp::ArithCeilDivSI
            | ArithOp::ArithCeilDivUI
            | ArithOp::ArithFloorDivSI
            | ArithOp::ArithAndI
            | ArithOp::ArithOrI
            | ArithOp::ArithXOrI
            | ArithOp::ArithShLI
            | ArithOp::ArithShRSI
            | ArithOp::ArithShRUI
            | ArithOp::ArithMaxSI
            | ArithOp::ArithMaxUI
            | ArithOp::ArithMinSI
            | ArithOp::ArithMinUI
            | ArithOp::ArithAddF
            | ArithOp::ArithSubF
            | ArithOp::ArithMulF
            | ArithOp::ArithDivF
            | ArithOp::ArithRemF
            | ArithOp::ArithMaximumF
            | ArithOp::ArithMinimumF
            | ArithOp::ArithMaxNumF
            | ArithOp::ArithMinNumF
            | ArithOp::ArithNegF => self.verify_elementwise(op)?,
            ArithOp::ArithConstant => {
                let Some(a) = ctx.get_attr(op, "value") else {
                    return Err(op_error(ctx, op, "requires attribute 'value'"));
                };
                let at = match ctx.attr(a) {
                    AttrData::Integer { ty, .. }
                    | AttrData::Float { ty, .. }
                    | AttrData::DenseElements { ty, .. } => Some(*ty),
                    _ => None,
                };
                if results.len() != 1 || at != Some(ctx.value_type(results[0])) {
                    return Err(op_error(
                        ctx,
                        op,
                        "failed to verify that all of {value, result} have same type",
                    ));
                }
                if matches!(
                    ctx.ty(ctx.value_type(results[0])),
                    TypeData::Integer { signedness, .. } if *signedness != crate::ir::Signedness::Signless
                ) {
                    return Err(op_error(ctx, op, "integer return type must be signless"));
                }
            }
            ArithOp::ArithAddUIExtended
            | ArithOp::ArithMulSIExtended
            | ArithOp::ArithMulUIExtended => {
                for (k, v) in operands.iter().enumerate() {
                    let t = ctx.value_type(*v);
                    if !ctx.ty(element_or_self(ctx, t)).is_int_or_index() {
                        return Err(op_error(
                            ctx,
                            op,
                            format!(
                                "operand #{k} must be signless-integer-like, but got '{}'",
                                self.ts(t)
                            ),
                        ));
                    }
                }
                let t = ctx.value_type(operands[0]);
                let same: Vec<Value> = if kind == ArithAddUIExtended {
                    let ot = ctx.value_type(results[1]);
                    if !ctx.ty(element_or_self(ctx, ot)).is_i1() {
                        return Err(op_error(
                            ctx,
                            op,
                            format!("result #1 must be bool-like, but got '{}'", self.ts(ot)),
                        ));
                    }
                    vec![operands[1], results[0]]
                } else {
                    vec![operands[1], results[0], results[1]]
                };
                if same.iter().any(|v| ctx.value_type(*v) != t) {
                    let names = if kind == ArithAddUIExtended {
                        "{lhs, rhs, sum}"
                    } else {
                        "{lhs, rhs, low, high}"
                    };
                    return Err(op_error(
                        ctx,
                        op,
                        format!("failed to verify that all of {names} have same type"),
                    ));
                }
            }
            ArithOp::ArithIndexCast | ArithOp::ArithIndexCastUI
                if !ctx
                    .ty(element_or_self(ctx, ctx.value_type(operands[0])))
                    .is_int_or_index() =>
            {
                return Err(op_error(ctx, op, format!(
                    "operand #0 must be signless-integer-like or memref of signless-integer, but got '{}'",
                    self.ts(ctx.value_type(operands[0])))));
            }
            ArithOp::ArithCmpI | ArithOp::ArithCmpF => {
                self.counts(op, 2, 1)?;
                let t = ctx.value_type(operands[0]);
                let elem = ctx.ty(element_or_self(ctx, t));
                let (ok, what) = if kind == ArithCmpI {
                    (elem.is_int_or_index(), "signless-integer-like")
                } else {
                    (elem.is_float(), "floating-point-like")
                };
                if !ok {
                    return Err(op_error(
                        ctx,
                        op,
                        format!("operand #0 must be {what}, but got '{}'", self.ts(t)),
                    ));
                }
                let rt = ctx.value_type(results[0]);
                if !ctx.ty(element_or_self(ctx, rt)).is_i1() {
                    return Err(op_error(
                        ctx,
                        op,
                        format!("result #0 must be bool-like, but got '{}'", self.ts(rt)),
                    ));
                }
                if ctx.value_type(operands[0]) != ctx.value_type(operands[1]) {
                    return Err(op_error(
                        ctx,
                        op,
                        "failed to verify that all of {lhs, rhs} have same type",
                    ));
                }
                self.require_attr(op, "predicate")?;
            }
            ArithOp::ArithSelect => {
                self.counts(op, 3, 1)?;
                let t = ctx.value_type(results[0]);
                if ctx.value_type(operands[1]) != t || ctx.value_type(operands[2]) != t {
                    return Err(op_error(ctx, op, "failed to verify that all of {true_value, false_value, result} have same type"));
                }
                if !ctx
                    .ty(element_or_self(ctx, ctx.value_type(operands[0])))
                    .is_i1()
                {
                    return Err(op_error(ctx, op, "operand #0 must be bool-like"));
                }
            }
            ArithOp::ArithIndexCast
            | ArithOp::ArithIndexCastUI
            | ArithOp::ArithExtSI
            | ArithOp::ArithExtUI
            | ArithOp::ArithTruncI
            | ArithOp::ArithSIToFP
            | ArithOp::ArithUIToFP
            | ArithOp::ArithFPToSI
            | ArithOp::ArithFPToUI
            | ArithOp::ArithExtF
            | ArithOp::ArithTruncF
            | ArithOp::ArithBitcast => {
                self.counts(op, 1, 1)?;
                self.verify_cast(op)?;
            }
        }
        Ok(())
    }
}
