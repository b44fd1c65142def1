//! `canonicalize` folds of math: constant folding as upstream's `fold` hooks (f32 and f64 through
//! the C library's `sinf`/`sin` and friends, as upstream calls them; `absi` on any width).

use super::*;

/// Folds a math op whose operands are constants.
pub(super) fn fold(rw: &mut Rewriter, op: Op, ops: &[Value]) -> Fold {
    use OpKind::*;
    let ctx = &*rw.ctx;
    let kind = ctx.kind(op);
    if kind == MathAbsI {
        let ty = ctx.value_type(ops[0]);
        let Some(w) = int_width(ctx, ops[0]) else {
            return Fold::None;
        };
        // APInt's abs: the minimum value stays itself.
        let attr = fold_elementwise(rw.ctx, ops, ty, |e| {
            Some(DenseValue::Int(wrap(int_of(e[0])?.wrapping_abs(), w)))
        });
        return attr.map_or(Fold::None, |a| Fold::Replace(vec![FoldResult::Attr(a)]));
    }
    if !matches!(
        kind,
        MathAbsF
            | MathCeil
            | MathFloor
            | MathSqrt
            | MathLog
            | MathExp
            | MathSin
            | MathCos
            | MathTanh
            | MathCopySign
            | MathPowF
            | MathAtan2
    ) {
        return Fold::None;
    }
    let ty = ctx.value_type(ctx.result(op, 0));
    let Some(TypeData::Float(fk)) = ctx
        .vector_or_tensor_elem(ty)
        .or(Some(ty))
        .map(|t| ctx.ty(t))
    else {
        return Fold::None;
    };
    let fk = *fk;
    // One body for both widths: f32 calls the C library's float functions (`sinf`), as upstream.
    macro_rules! apply {
        ($t:ty, $bits:ty, $vals:expr) => {{
            let x: Vec<$t> = $vals.iter().map(|b| <$t>::from_bits(*b as $bits)).collect();
            let a = x[0];
            let r = match kind {
                MathAbsF => a.abs(),
                MathCeil => a.ceil(),
                MathFloor => a.floor(),
                MathCopySign => a.copysign(x[1]),
                // Upstream leaves sqrt and log of a negative (also -0.0) alone.
                MathSqrt | MathLog if a.is_sign_negative() => return None,
                MathSqrt => a.sqrt(),
                MathLog => a.ln(),
                MathExp => a.exp(),
                MathSin => a.sin(),
                MathCos => a.cos(),
                MathTanh => a.tanh(),
                MathAtan2 => a.atan2(x[1]),
                _ => a.powf(x[1]),
            };
            r.to_bits() as u64
        }};
    }
    let attr = fold_elementwise(rw.ctx, ops, ty, |e| {
        let vals: Vec<u64> = e.iter().map(|v| bits_of(*v)).collect::<Option<_>>()?;
        let bits = match fk {
            FloatKind::F32 => apply!(f32, u32, vals),
            FloatKind::F64 => apply!(f64, u64, vals),
            // Upstream folds only the exact ones on other widths (APFloat's abs, roundToIntegral,
            // copySign); exact in f64 too.
            k @ (FloatKind::F16 | FloatKind::BF16)
                if matches!(kind, MathAbsF | MathCeil | MathFloor | MathCopySign) =>
            {
                use crate::ir::float::{f64_to_small, to_f64};
                let x: Vec<f64> = vals.iter().map(|b| to_f64(*b, k)).collect();
                let r = match kind {
                    MathAbsF => x[0].abs(),
                    MathCeil => x[0].ceil(),
                    MathFloor => x[0].floor(),
                    _ => x[0].copysign(x[1]),
                };
                f64_to_small(r, k)
            }
            _ => return None,
        };
        Some(DenseValue::Float(bits))
    });
    attr.map_or(Fold::None, |a| Fold::Replace(vec![FoldResult::Attr(a)]))
}
