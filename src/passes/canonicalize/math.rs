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
    if matches!(kind, MathCtlz | MathCttz | MathCtPop | MathIPowI) {
        let ty = ctx.value_type(ops[0]);
        let Some(w) = int_width(ctx, ops[0]) else {
            return Fold::None;
        };
        let attr = fold_elementwise(rw.ctx, ops, ty, |e| {
            let u = unsigned(int_of(e[0])?, w);
            let r = match kind {
                // APInt's countl_zero/countr_zero/popcount within the width.
                MathCtlz => i128::from(u.leading_zeros() - (128 - w)),
                MathCttz => i128::from(u.trailing_zeros().min(w)),
                MathCtPop => i128::from(u.count_ones()),
                _ => ipowi(int_of(e[0])?, int_of(e[1])?, w)?,
            };
            Some(DenseValue::Int(wrap(r, w)))
        });
        return attr.map_or(Fold::None, |a| Fold::Replace(vec![FoldResult::Attr(a)]));
    }
    if matches!(kind, MathIsNaN | MathIsInf | MathIsFinite | MathIsNormal) {
        // APFloat's class tests, on every float width; upstream's folder (its result type is
        // not the operand's) folds scalars and splats only.
        if matches!(const_attr(ctx, ops[0]).map(|a| ctx.attr(a)),
            Some(AttrData::DenseElements { values, .. }) if values.len() > 1)
        {
            return Fold::None;
        }
        let rt = ctx.value_type(ctx.result(op, 0));
        let Some(TypeData::Float(fk)) = ctx
            .vector_or_tensor_elem(ctx.value_type(ops[0]))
            .or(Some(ctx.value_type(ops[0])))
            .map(|t| ctx.ty(t))
        else {
            return Fold::None;
        };
        let fk = *fk;
        let attr = fold_elementwise(rw.ctx, ops, rt, |e| {
            let x = crate::ir::float::to_f64(bits_of(e[0])?, fk);
            let min_normal = match fk {
                FloatKind::F16 => f64::powi(2.0, -14),
                FloatKind::BF16 | FloatKind::F32 => f64::from(f32::MIN_POSITIVE),
                FloatKind::F64 => f64::MIN_POSITIVE,
                // Exponent only: every finite value is normal.
                FloatKind::F8E8M0FNU => f64::powi(2.0, -127),
                // The smallest normal of a narrow format: exponent field 1.
                k => k.format().map_or(0.0, |f| f64::powi(2.0, 1 - f.bias)),
            };
            let b = match kind {
                MathIsNaN => x.is_nan(),
                MathIsInf => x.is_infinite(),
                MathIsFinite => x.is_finite(),
                _ => x.is_finite() && x.abs() >= min_normal,
            };
            Some(DenseValue::Int(wrap(i128::from(b), 1)))
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
            | MathAcos
            | MathAcosh
            | MathAsin
            | MathAsinh
            | MathAtan
            | MathAtanh
            | MathCosh
            | MathSinh
            | MathTan
            | MathErf
            | MathErfc
            | MathExp2
            | MathExpM1
            | MathLog10
            | MathLog1p
            | MathLog2
            | MathRound
            | MathRoundEven
            | MathTrunc
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
                MathSqrt | MathLog | MathLog2 | MathLog10 if a.is_sign_negative() => return None,
                // log1p is left alone when 1 + x is negative (a NaN keeps its sign).
                MathLog1p if (a + 1.0).is_sign_negative() => return None,
                MathSqrt => a.sqrt(),
                MathLog => a.ln(),
                MathExp => a.exp(),
                MathSin => a.sin(),
                MathCos => a.cos(),
                MathTanh => a.tanh(),
                MathAtan2 => a.atan2(x[1]),
                MathAcos => a.lm(Lm::Acos),
                MathAcosh => a.lm(Lm::Acosh),
                MathAsin => a.lm(Lm::Asin),
                MathAsinh => a.lm(Lm::Asinh),
                MathAtan => a.lm(Lm::Atan),
                MathAtanh => a.lm(Lm::Atanh),
                MathCosh => a.lm(Lm::Cosh),
                MathSinh => a.lm(Lm::Sinh),
                MathTan => a.lm(Lm::Tan),
                MathErf => a.lm(Lm::Erf),
                MathErfc => a.lm(Lm::Erfc),
                MathExp2 => a.lm(Lm::Exp2),
                // The fold calls libm's expm1/log1p (the lowering computes exp(x) - 1 and
                // log(1 + x) instead: upstream's own difference, kept).
                MathExpM1 => a.lm(Lm::ExpM1),
                MathLog1p => a.lm(Lm::Log1p),
                MathLog10 => a.lm(Lm::Log10),
                MathLog2 => a.lm(Lm::Log2),
                MathRound => a.round(),
                // APFloat's roundToIntegral quiets a signaling NaN.
                MathRoundEven if a.is_nan() => {
                    <$t>::from_bits(a.to_bits() | (1 << (<$t>::MANTISSA_DIGITS - 2)))
                }
                MathRoundEven => a.round_ties_even(),
                MathTrunc => a.trunc(),
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
                if matches!(
                    kind,
                    MathAbsF | MathCeil | MathFloor | MathCopySign | MathRoundEven
                ) =>
            {
                use crate::ir::float::{f64_to_small, to_f64};
                let x: Vec<f64> = vals.iter().map(|b| to_f64(*b, k)).collect();
                let r = match kind {
                    MathAbsF => x[0].abs(),
                    MathCeil => x[0].ceil(),
                    MathFloor => x[0].floor(),
                    MathRoundEven if x[0].is_nan() => {
                        let quiet = if k == FloatKind::F16 { 1 << 9 } else { 1 << 6 };
                        return Some(DenseValue::Float(vals[0] | quiet));
                    }
                    MathRoundEven => x[0].round_ties_even(),
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

/// Upstream's `IPowIOp::fold` on `w`-bit values (sign-extended): 0 to a negative power is left
/// alone; 1 and -1 keep their magnitude under a negative power, the rest give 0; otherwise
/// square-and-multiply, wrapping at the width.
fn ipowi(base: i128, power: i128, w: u32) -> Option<i128> {
    let one = wrap(1, w);
    if power == 0 {
        return Some(one);
    }
    if power < 0 {
        return match base {
            0 => None,
            b if b == one => Some(one),
            -1 => Some(if power & 1 != 0 { -1 } else { one }),
            _ => Some(0),
        };
    }
    let (mut r, mut b, mut p) = (one, base, unsigned(power, w));
    loop {
        if p & 1 == 1 {
            r = wrap(r.wrapping_mul(b), w);
        }
        p >>= 1;
        if p == 0 {
            return Some(r);
        }
        b = wrap(b.wrapping_mul(b), w);
    }
}

/// The C library functions upstream's folds call (glibc's, through the runtime's imports).
#[derive(Clone, Copy)]
enum Lm {
    Acos,
    Acosh,
    Asin,
    Asinh,
    Atan,
    Atanh,
    Cosh,
    Sinh,
    Tan,
    Erf,
    Erfc,
    Exp2,
    ExpM1,
    Log1p,
    Log10,
    Log2,
}

/// `sinf` for f32, `sin` for f64.
trait Libm: Sized {
    fn lm(self, f: Lm) -> Self;
}

macro_rules! libm_impl {
    ($t:ty, $($v:ident => $f:ident),*) => {
        impl Libm for $t {
            fn lm(self, f: Lm) -> Self {
                use memref_jit_runtime::libm as l;
                match f {
                    $(Lm::$v => l::$f(self),)*
                }
            }
        }
    };
}

libm_impl!(f32, Acos => mj_acosf, Acosh => mj_acoshf, Asin => mj_asinf, Asinh => mj_asinhf,
    Atan => mj_atanf, Atanh => mj_atanhf, Cosh => mj_coshf, Sinh => mj_sinhf, Tan => mj_tanf,
    Erf => mj_erff, Erfc => mj_erfcf, Exp2 => mj_exp2f, ExpM1 => mj_expm1f, Log1p => mj_log1pf,
    Log10 => mj_log10f, Log2 => mj_log2f);
libm_impl!(f64, Acos => mj_acos, Acosh => mj_acosh, Asin => mj_asin, Asinh => mj_asinh,
    Atan => mj_atan, Atanh => mj_atanh, Cosh => mj_cosh, Sinh => mj_sinh, Tan => mj_tan,
    Erf => mj_erf, Erfc => mj_erfc, Exp2 => mj_exp2, ExpM1 => mj_expm1, Log1p => mj_log1p,
    Log10 => mj_log10, Log2 => mj_log2);
