//! Op rules of arith: constants, elementwise arithmetic, comparisons, select and casts.

use super::*;

impl Verifier<'_> {
    pub(super) fn verify_arith(&mut self, op: Op, kind: ArithOp) -> VResult {
        use OpKind::*;
        let ctx = self.ctx;
        let operands = ctx.operands(op);
        let results = ctx.results(op);
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
                let rt = ctx.value_type(results[0]);
                let same = match ctx.attr(a) {
                    AttrData::Integer { ty, .. }
                    | AttrData::Float { ty, .. }
                    | AttrData::DenseElements { ty, .. } => *ty == rt,
                    // A string's type is `none` unless it says otherwise.
                    AttrData::String { ty, .. } => match ty {
                        Some(t) => *t == rt,
                        None => matches!(ctx.ty(rt), TypeData::None),
                    },
                    _ => false,
                };
                if !same {
                    return Err(op_error(
                        ctx,
                        op,
                        "failed to verify that all of {value, result} have same type",
                    ));
                }
                if matches!(ctx.attr(a), AttrData::String { .. }) {
                    return Err(op_error(
                        ctx,
                        op,
                        "value must be an integer, float, or elements attribute",
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
            // ODS order: the condition's kind, AllTypesMatch, BooleanConditionOrMatchingShape,
            // then the Elementwise trait.
            ArithOp::ArithSelect => {
                self.counts(op, 3, 1)?;
                let ct = ctx.value_type(operands[0]);
                if !ctx.ty(element_or_self(ctx, ct)).is_i1() {
                    return Err(op_error(
                        ctx,
                        op,
                        format!("operand #0 must be bool-like, but got '{}'", self.ts(ct)),
                    ));
                }
                let t = ctx.value_type(results[0]);
                if ctx.value_type(operands[1]) != t || ctx.value_type(operands[2]) != t {
                    return Err(op_error(ctx, op, "failed to verify that all of {true_value, false_value, result} have same type"));
                }
                let scalar_i1 = ctx.ty(ct).is_i1();
                if !scalar_i1 && ctx.ty(ct).shape() != ctx.ty(t).shape() {
                    return Err(op_error(
                        ctx,
                        op,
                        "failed to verify that condition is signless i1 or has matching shape",
                    ));
                }
                verify_elementwise_trait(ctx, op)?;
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
                self.cast_kinds(op, kind)?;
                self.verify_cast(op)?;
            }
        }
        Ok(())
    }

    /// ODS's operand and result kinds of arith's casts, then `SameOperandsAndResultShape`
    /// (before the cast interface's compatibility check).
    fn cast_kinds(&self, op: Op, kind: ArithOp) -> VResult {
        use ArithOp::*;
        #[derive(Clone, Copy)]
        enum Like {
            /// signless integer (no index), or a vector or tensor of them
            FixedInt,
            /// float, or a vector or tensor of them
            Float,
            /// signless integer or index, or a vector, tensor or memref of them
            IntOrMemRef,
            /// signless integer or float, or a vector, tensor or memref of them
            IntFloatOrMemRef,
        }
        let ctx = self.ctx;
        let (operand, result) = match kind {
            ArithExtSI | ArithExtUI | ArithTruncI => (Like::FixedInt, Like::FixedInt),
            ArithSIToFP | ArithUIToFP => (Like::FixedInt, Like::Float),
            ArithFPToSI | ArithFPToUI => (Like::Float, Like::FixedInt),
            ArithExtF | ArithTruncF => (Like::Float, Like::Float),
            ArithIndexCast | ArithIndexCastUI => (Like::IntOrMemRef, Like::IntOrMemRef),
            _ => (Like::IntFloatOrMemRef, Like::IntFloatOrMemRef),
        };
        let ok = |t: Type, like: Like| {
            let signless = |d: &TypeData| {
                matches!(
                    d,
                    TypeData::Integer {
                        signedness: crate::ir::Signedness::Signless,
                        ..
                    }
                )
            };
            let memref_elem = match ctx.ty(t) {
                TypeData::MemRef { elem, .. } => Some(ctx.ty(*elem)),
                _ => None,
            };
            let e = ctx.ty(element_or_self(ctx, t));
            match like {
                Like::FixedInt => signless(e),
                Like::Float => e.is_float(),
                Like::IntOrMemRef => {
                    memref_elem.map_or(is_signless_int_or_index(e), is_signless_int_or_index)
                }
                Like::IntFloatOrMemRef => {
                    memref_elem.map_or(signless(e) || e.is_float(), |m| signless(m) || m.is_float())
                }
            }
        };
        let name = |like: Like| match like {
            Like::FixedInt => "signless-fixed-width-integer-like",
            Like::Float => "floating-point-like",
            Like::IntOrMemRef => "signless-integer-like or memref of signless-integer",
            Like::IntFloatOrMemRef => {
                "signless-integer-or-float-like or memref of signless-integer or float"
            }
        };
        let (a, b) = ctx.source_result_types(op);
        for (what, t, like) in [("operand", a, operand), ("result", b, result)] {
            if !ok(t, like) {
                return Err(op_error(
                    ctx,
                    op,
                    format!("{what} #0 must be {}, but got '{}'", name(like), self.ts(t)),
                ));
            }
        }
        // SameInputOutputTensorDims (a predicate of the op, before the shape trait): the
        // shapes of tensors, of nothing else, are equal.
        let tensor_dims = |t: Type| match ctx.ty(t) {
            TypeData::Tensor { shape, .. } => shape.clone(),
            _ => Vec::new(),
        };
        if tensor_dims(a) != tensor_dims(b) {
            return Err(op_error(
                ctx,
                op,
                "failed to verify that input and output have the same tensor dimensions",
            ));
        }
        let shape = |t: Type| match ctx.ty(t) {
            TypeData::Vector { shape, .. }
            | TypeData::Tensor { shape, .. }
            | TypeData::MemRef { shape, .. } => Some(Some(shape.clone())),
            TypeData::UnrankedTensor { .. } | TypeData::UnrankedMemRef { .. } => Some(None),
            _ => None,
        };
        let compatible = match (shape(a), shape(b)) {
            (None, None) => true,
            (Some(Some(x)), Some(Some(y))) => {
                x.len() == y.len() && x.iter().zip(&y).all(|(p, q)| p == q || *p < 0 || *q < 0)
            }
            (Some(_), Some(_)) => true,
            _ => false,
        };
        if !compatible {
            return Err(op_error(
                ctx,
                op,
                "requires the same shape for all operands and results",
            ));
        }
        verify_elementwise_trait(ctx, op)
    }
}
