//! `canonicalize` folds of math: constant folding as upstream's `fold` hooks (f32 and f64 through
//! the C library's `sinf`/`sin` and friends, as upstream calls them; `absi` on any width).

use super::*;

/// Folds a math op whose operands are constants.
pub(super) fn fold(rw: &mut Rewriter, op: Op, ops: &[Value]) -> Fold {
    use OpKind::*;
    let ctx = &*rw.ctx;
    let kind = ctx.kind(op);
    if kind == MathAbsI {
        let Some(a) = const_int(ctx, ops[0]) else {
            return Fold::None;
        };
        let ty = ctx.value_type(ops[0]);
        // APInt's abs: the minimum value stays itself.
        let v = rw.ctx.normalize_int(a.wrapping_abs(), ty);
        let attr = rw.ctx.int_attr(v, ty);
        return Fold::Replace(vec![FoldResult::Attr(attr)]);
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
    ) {
        return Fold::None;
    }
    let mut vals = Vec::new();
    let mut ty = None;
    for v in ops {
        let Some(a) = const_attr(ctx, *v) else {
            return Fold::None;
        };
        let AttrData::Float { bits, ty: t } = ctx.attr(a).clone() else {
            return Fold::None;
        };
        vals.push(bits);
        ty = Some(t);
    }
    let Some(ty) = ty else { return Fold::None };
    // One body for both widths: f32 calls the C library's float functions (`sinf`), as upstream.
    macro_rules! apply {
        ($t:ty, $bits:ty) => {{
            let x: Vec<$t> = vals.iter().map(|b| <$t>::from_bits(*b as $bits)).collect();
            let a = x[0];
            let r = match kind {
                MathAbsF => a.abs(),
                MathCeil => a.ceil(),
                MathFloor => a.floor(),
                MathCopySign => a.copysign(x[1]),
                // Upstream leaves sqrt and log of a negative (also -0.0) alone.
                MathSqrt | MathLog if a.is_sign_negative() => return Fold::None,
                MathSqrt => a.sqrt(),
                MathLog => a.ln(),
                MathExp => a.exp(),
                MathSin => a.sin(),
                MathCos => a.cos(),
                MathTanh => a.tanh(),
                _ => a.powf(x[1]),
            };
            r.to_bits() as u64
        }};
    }
    let bits = match ctx.ty(ty) {
        TypeData::Float(FloatKind::F32) => apply!(f32, u32),
        TypeData::Float(FloatKind::F64) => apply!(f64, u64),
        // Upstream folds only the exact ones on other widths (APFloat's abs, roundToIntegral,
        // copySign); exact in f64 too.
        TypeData::Float(k @ (FloatKind::F16 | FloatKind::BF16))
            if matches!(kind, MathAbsF | MathCeil | MathFloor | MathCopySign) =>
        {
            use crate::ir::float::{f64_to_small, to_f64};
            let x: Vec<f64> = vals.iter().map(|b| to_f64(*b, *k)).collect();
            let r = match kind {
                MathAbsF => x[0].abs(),
                MathCeil => x[0].ceil(),
                MathFloor => x[0].floor(),
                _ => x[0].copysign(x[1]),
            };
            f64_to_small(r, *k)
        }
        _ => return Fold::None,
    };
    let attr = rw.ctx.intern_attr(AttrData::Float { bits, ty });
    Fold::Replace(vec![FoldResult::Attr(attr)])
}
