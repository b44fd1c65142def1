//! Floats in MLIR's text, one module for the parser and the printer (which do not depend on
//! each other): literal text to correctly rounded bits, and printing exactly as upstream
//! `mlir-opt` does it (`spec/printing.md` §14.3): a 6-digit scientific form when it
//! round-trips, else APFloat's natural form, else the raw bits.

use super::types::FloatKind;

/// Converts float literal text to the raw bits of `kind`, correctly rounded. A narrow kind
/// rounds the nearest f64 (a literal within 2^-53 relative of a tie of the narrow format can
/// round differently from APFloat's direct rounding); a NaN or infinity a format cannot hold
/// gives its NaN, or 0 for the finite-only formats.
pub fn float_bits(text: &str, neg: bool, kind: FloatKind) -> u64 {
    let s = if neg {
        format!("-{text}")
    } else {
        text.to_string()
    };
    match kind {
        FloatKind::F64 => s.parse::<f64>().unwrap_or(f64::NAN).to_bits(),
        FloatKind::F32 => s.parse::<f32>().unwrap_or(f32::NAN).to_bits() as u64,
        _ => f64_to_small(s.parse::<f64>().unwrap_or(f64::NAN), kind),
    }
}

/// Rounds an f64 to the bits of a narrow `kind` (round to nearest, ties to even, APFloat's
/// overflow and NaN rules per format); see [`f64_to_small_checked`] for the values some
/// formats cannot hold, which give the format's NaN here, or 0.
pub fn f64_to_small(x: f64, kind: FloatKind) -> u64 {
    f64_to_small_checked(x, kind)
        .or_else(|| kind.format().and_then(|f| f.nan()))
        .unwrap_or(0)
}

/// Rounds an f64 to the bits of a narrow `kind`; `None` for a NaN or infinity to a format that
/// has neither (upstream's APFloat aborts there, so no fold may produce one).
pub fn f64_to_small_checked(x: f64, kind: FloatKind) -> Option<u64> {
    match kind.format() {
        Some(f) => memref_jit_runtime::minifloat::from_f64(x, f),
        None if kind == FloatKind::F32 => Some((x as f32).to_bits() as u64),
        None => Some(x.to_bits()),
    }
}

/// The value of the raw bits of a `kind` float, exactly, as an f64.
pub fn to_f64(bits: u64, kind: FloatKind) -> f64 {
    match kind {
        FloatKind::F64 => f64::from_bits(bits),
        FloatKind::F32 => f32::from_bits(bits as u32) as f64,
        k => k
            .format()
            .map_or(f64::NAN, |f| memref_jit_runtime::minifloat::to_f64(bits, f)),
    }
}

/// An integer converted to a `kind` float (round to nearest, ties to even), as an f64; what
/// `sitofp`/`uitofp` give.
pub fn int_to_float(x: i128, kind: FloatKind) -> f64 {
    match kind {
        FloatKind::F64 => x as f64,
        FloatKind::F32 => x as f32 as f64,
        // Rounded on the integer itself (through f64 it would be rounded twice).
        _ => {
            let p = kind.mantissa_bits() + 1;
            let mag = x.unsigned_abs();
            let n = 128 - mag.leading_zeros();
            let rounded = if n <= p {
                mag as f64
            } else {
                let shift = n - p;
                let mut q = mag >> shift;
                let (rem, half) = (mag & ((1u128 << shift) - 1), 1u128 << (shift - 1));
                if rem > half || (rem == half && q & 1 == 1) {
                    q += 1;
                }
                q as f64 * 2f64.powi(shift as i32)
            };
            // Exact in the format unless it overflows, which the format's rules decide.
            let v = if x < 0 { -rounded } else { rounded };
            to_f64(f64_to_small(v, kind), kind)
        }
    }
}

/// A minimal unsigned big integer (little-endian 32-bit limbs), enough for exact decimal
/// expansion of any f64.
#[derive(Clone, Debug)]
struct Big(Vec<u32>);

impl Big {
    fn from_u64(v: u64) -> Big {
        let mut b = Big(vec![v as u32, (v >> 32) as u32]);
        b.trim();
        b
    }
    fn trim(&mut self) {
        while self.0.last() == Some(&0) {
            self.0.pop();
        }
    }
    fn is_zero(&self) -> bool {
        self.0.is_empty()
    }
    fn mul_small(&mut self, m: u32) {
        let mut carry = 0u64;
        for l in self.0.iter_mut() {
            let v = *l as u64 * m as u64 + carry;
            *l = v as u32;
            carry = v >> 32;
        }
        if carry > 0 {
            self.0.push(carry as u32);
        }
    }
    fn shl(&mut self, bits: u32) {
        for _ in 0..bits / 16 {
            self.mul_small(1 << 16);
        }
        self.mul_small(1 << (bits % 16));
    }
    fn div_small(&mut self, d: u32) -> u32 {
        let mut rem = 0u64;
        for l in self.0.iter_mut().rev() {
            let v = (rem << 32) | *l as u64;
            *l = (v / d as u64) as u32;
            rem = v % d as u64;
        }
        self.trim();
        rem as u32
    }
    fn bit_len(&self) -> u32 {
        match self.0.last() {
            None => 0,
            Some(top) => (self.0.len() as u32 - 1) * 32 + (32 - top.leading_zeros()),
        }
    }
    fn to_decimal(&self) -> String {
        if self.is_zero() {
            return "0".into();
        }
        let mut x = self.clone();
        let mut chunks = Vec::new();
        while !x.is_zero() {
            chunks.push(x.div_small(1_000_000_000));
        }
        let mut s = chunks.pop().unwrap().to_string();
        for c in chunks.iter().rev() {
            s.push_str(&format!("{c:09}"));
        }
        s
    }
}

/// Exact decimal digits `N` and exponent `X` (value = N * 10^X), pre-truncated to about
/// `threshold` bits as APFloat::toString does.
/// `a` is positive and finite: every kind's values are exact in f64, so its binary digits
/// are those of the value.
fn digits_of(a: f64, threshold: u32) -> (String, i32) {
    let bits = a.to_bits();
    let exp_field = (bits >> 52) as i32;
    let frac = bits & ((1u64 << 52) - 1);
    let (mut m, mut e) = if exp_field == 0 {
        (frac, -1074)
    } else {
        (frac | (1u64 << 52), exp_field - 1075)
    };
    while m & 1 == 0 {
        m >>= 1;
        e += 1;
    }
    let mut n = Big::from_u64(m);
    let mut x = 0i32;
    if e >= 0 {
        n.shl(e as u32);
    } else {
        for _ in 0..(-e) {
            n.mul_small(5);
        }
        x = e;
    }
    let b = n.bit_len();
    if b > threshold {
        let k = ((b - threshold) * 59 / 196) as i32;
        for _ in 0..k {
            n.div_small(10);
        }
        x += k;
    }
    let mut s = n.to_decimal();
    while s.len() > 1 && s.ends_with('0') {
        s.pop();
        x += 1;
    }
    (s, x)
}

/// Rounds decimal digits half-up to at most `max` digits, then strips trailing zeros.
fn round_digits(mut s: String, mut x: i32, max: usize) -> (String, i32) {
    if s.len() > max {
        let round_up = s.as_bytes()[max] >= b'5';
        x += (s.len() - max) as i32;
        s.truncate(max);
        if round_up {
            let mut d: Vec<u8> = s.into_bytes();
            let mut i = d.len();
            loop {
                if i == 0 {
                    d.insert(0, b'1');
                    // `999` + 1 = `1000`: one more digit, drop the last to keep `max`.
                    if d.len() > max {
                        d.pop();
                        x += 1;
                    }
                    break;
                }
                i -= 1;
                if d[i] == b'9' {
                    d[i] = b'0';
                } else {
                    d[i] += 1;
                    break;
                }
            }
            s = String::from_utf8(d).unwrap();
        }
        while s.len() > 1 && s.ends_with('0') {
            s.pop();
            x += 1;
        }
    }
    (s, x)
}

fn hex_bits(kind: FloatKind, bits: u64) -> String {
    format!(
        "0x{:0width$X}",
        bits,
        width = kind.width().div_ceil(4) as usize
    )
}

/// Formats a float of `kind` given its raw bits, as `mlir-opt` prints FloatAttr values.
pub fn format_float(kind: FloatKind, bits: u64) -> String {
    let x = to_f64(bits, kind);
    if !x.is_finite() {
        return hex_bits(kind, bits);
    }
    if x == 0.0 {
        return if x.is_sign_negative() {
            "-0.000000e+00".into()
        } else {
            "0.000000e+00".into()
        };
    }
    let neg = if x.is_sign_negative() { "-" } else { "" };
    let a = x.abs();

    // 1. Six-digit scientific, if it reads back to the same value.
    let (d, x) = digits_of(a, 20);
    let (d, x) = round_digits(d, x, 6);
    let exp10 = x + d.len() as i32 - 1;
    let mut frac_digits = d[1..].to_string();
    while frac_digits.len() < 6 {
        frac_digits.push('0');
    }
    let s6 = format!(
        "{}.{}e{}{:02}",
        &d[..1],
        frac_digits,
        if exp10 < 0 { '-' } else { '+' },
        exp10.unsigned_abs()
    );
    if to_f64(float_bits(&s6, false, kind), kind) == a {
        return format!("{neg}{s6}");
    }

    // 2. APFloat's natural form with the format's full precision.
    let p = kind.mantissa_bits() + 1;
    let pd = 2 + (p * 59 / 196) as usize;
    let threshold = (pd as u32 * 196).div_ceil(59);
    let (d, x) = digits_of(a, threshold);
    let (d, x) = round_digits(d, x, pd);
    let nd = d.len() as i32;
    let scientific = |d: &str, x: i32| {
        let e = x + d.len() as i32 - 1;
        let frac = if d.len() == 1 { "0" } else { &d[1..] };
        format!(
            "{}.{}E{}{}",
            &d[..1],
            frac,
            if e < 0 { '-' } else { '+' },
            e.unsigned_abs()
        )
    };
    let sn = if x >= 0 {
        if x > 3 || nd + x > pd as i32 {
            scientific(&d, x)
        } else {
            format!("{d}{}", "0".repeat(x as usize))
        }
    } else {
        let m = x + nd - 1;
        if m >= 0 {
            let whole = (m + 1) as usize;
            format!("{}.{}", &d[..whole], &d[whole..])
        } else if m >= -3 {
            format!("0.{}{}", "0".repeat((-m - 1) as usize), d)
        } else {
            scientific(&d, x)
        }
    };
    if sn.contains('.') {
        format!("{neg}{sn}")
    } else {
        hex_bits(kind, bits)
    }
}

/// `arith.fptosi` (`signed`) or `arith.fptoui` of `x` to a `width`-bit integer, as upstream's
/// compiled code computes it on x86-64 with AVX-512 (measured with mlir-runner): the value
/// truncated toward zero when the conversion instruction LLVM picks can hold it, else that
/// instruction's "indefinite" value (MLIR calls these results poison). Narrow targets convert
/// through a signed 32- or 64-bit conversion and keep the low bits; `u32` and `u64` use the
/// unsigned conversions, whose out-of-range value is all ones. The caller wraps the result to
/// `width` bits.
pub fn fp_to_int(x: f64, width: u32, signed: bool) -> i128 {
    let t = x.trunc();
    // False for NaN.
    let within = |lo: f64, hi: f64| t >= lo && t < hi;
    const P31: f64 = 2147483648.0;
    const P32: f64 = 4294967296.0;
    const P63: f64 = 9223372036854775808.0;
    const P64: f64 = 18446744073709551616.0;
    match (signed, width) {
        (false, 32) => {
            if within(0.0, P32) {
                i128::from(t as u32)
            } else {
                i128::from(u32::MAX)
            }
        }
        (false, 64) => {
            if within(0.0, P64) {
                i128::from(t as u64)
            } else {
                i128::from(u64::MAX)
            }
        }
        (_, w) if w < 32 || (signed && w == 32) => {
            if within(-P31, P31) {
                i128::from(t as i32)
            } else {
                i128::from(i32::MIN)
            }
        }
        _ => {
            if within(-P63, P63) {
                i128::from(t as i64)
            } else {
                i128::from(i64::MIN)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f32s(s: &str) -> String {
        format_float(FloatKind::F32, float_bits(s, false, FloatKind::F32))
    }
    fn f64s(s: &str) -> String {
        format_float(FloatKind::F64, float_bits(s, false, FloatKind::F64))
    }

    #[test]
    fn spec_table() {
        assert_eq!(f32s("1.5"), "1.500000e+00");
        assert_eq!(f32s("0.1"), "1.000000e-01");
        assert_eq!(f32s("1.0e-7"), "1.000000e-07");
        assert_eq!(f64s("0.1"), "1.000000e-01");
        assert_eq!(f32s("0.7"), "0.699999988");
        assert_eq!(f32s("0.9"), "0.899999976");
        assert_eq!(f32s("0.01"), "0.00999999977");
        assert_eq!(f32s("1.0e-4"), "9.99999974E-5");
        assert_eq!(f32s("1.0e-5"), "9.99999974E-6");
        assert_eq!(f32s("0.6"), "6.000000e-01");
        assert_eq!(f32s("3.3"), "3.300000e+00");
        assert_eq!(f32s("2.2"), "2.200000e+00");
        assert_eq!(f64s("1.1"), "1.100000e+00");
        assert_eq!(f64s("0.7"), "0.69999999999999996");
        assert_eq!(f64s("0.33333333333333333"), "0.33333333333333331");
        assert_eq!(f64s("1.23456789e-10"), "1.2345678900000001E-10");
        assert_eq!(f32s("12345.678"), "12345.6777");
        assert_eq!(
            format_float(FloatKind::F16, float_bits("0.3", false, FloatKind::F16)),
            "3.000490e-01"
        );
        assert_eq!(
            format_float(FloatKind::F16, float_bits("0.1", false, FloatKind::F16)),
            "9.997550e-02"
        );
        assert_eq!(
            format_float(FloatKind::BF16, float_bits("0.1", false, FloatKind::BF16)),
            "1.000980e-01"
        );
        assert_eq!(f32s("16777216.0"), "0x4B800000");
        assert_eq!(f32s("1234567.0"), "0x4996B438");
        assert_eq!(f64s("123456789.0"), "0x419D6F3454000000");
        assert_eq!(f64s("1234567890000.0"), "1.23456789E+12");
        assert_eq!(f32s("1.0e-45"), "1.401300e-45");
        assert_eq!(f64s("4.9406564584124654e-324"), "4.940660e-324");
        assert_eq!(
            format_float(FloatKind::F16, float_bits("2.0e-8", false, FloatKind::F16)),
            "0.000000e+00"
        );
        assert_eq!(f64s("12345678.0"), "0x41678C29C0000000");
        assert_eq!(f32s("1.0e10"), "1.000000e+10");
        assert_eq!(format_float(FloatKind::F32, 0x7FC00000), "0x7FC00000");
        assert_eq!(format_float(FloatKind::F32, 0x8000_0000), "-0.000000e+00");
        assert_eq!(format_float(FloatKind::F16, 0x7E00), "0x7E00");
        assert_eq!(f32s("1.0"), "1.000000e+00");
    }
}

/// How a math op computes on a narrow float (f16, bf16, tf32, f8/f6/f4), as upstream 22's
/// lowerings do (measured with mlir-runner on every encoding of the f8/f6/f4 types and of
/// f16/bf16; `scripts/compare-narrow-math.sh`). Both engines follow it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NarrowMath {
    /// `math.absf`: the sign bit cleared in the format (`minifloat::abs`; APFloat's
    /// `clearSign` under `--convert-math-to-apfloat`, LLVM's `fabs` for f16/bf16).
    Abs,
    /// `math.isnan`/`isinf`/`isfinite`/`isnormal` (0..3) in the format itself
    /// (`minifloat::class`): an f8 denormal is not normal although its f32 extension is.
    Class(u32),
    /// `math.fma`: rounded once from the exact value, bf16 through an f32 fma
    /// (`minifloat::math_fma`).
    Fma,
    /// The f32 op on the operands extended to f32, each float result rounded once to the
    /// format: `--math-extend-to-supported-types` for the types LLVM has not, LLVM's own
    /// promotion of f16/bf16 for the intrinsics and libm calls.
    ViaF32,
    /// f16/bf16 `copysign`: LLVM's `llvm.copysign` moves the sign bit, a signaling NaN stays
    /// signaling (the formats extended to f32 come back quiet).
    CopySignBits,
    /// f16/bf16 `fpowi` with a constant exponent: LLVM expands `llvm.powi` into a chain of
    /// multiplications in the type (`minifloat::powi_in_format`), each rounded to the format;
    /// with an exponent known only at run time it calls `__powisf2` in f32 ([`Self::ViaF32`]).
    PowiInType(i32),
    /// f16/bf16 `rsqrt`, `expm1`, `log1p`: `--convert-math-to-llvm` expands them in the type
    /// (1 / sqrt(x), exp(x) - 1, log(1 + x)), so the inner result is rounded to the format
    /// too (the other formats compute the whole expansion in f32).
    StepsInType,
}

/// The [`NarrowMath`] rule of math op `op` (of kind `kind`) on narrow float `k`.
pub fn narrow_math(
    ctx: &super::Context,
    op: super::Op,
    kind: super::OpKind,
    k: FloatKind,
) -> NarrowMath {
    use super::OpKind::*;
    let half = matches!(k, FloatKind::F16 | FloatKind::BF16);
    match kind {
        MathFPowI if half => match ctx
            .operands(op)
            .get(1)
            .and_then(|v| super::matchers::const_scalar_int(ctx, *v))
        {
            Some(n) => NarrowMath::PowiInType(n as i32),
            None => NarrowMath::ViaF32,
        },
        MathAbsF => NarrowMath::Abs,
        MathIsNaN => NarrowMath::Class(0),
        MathIsInf => NarrowMath::Class(1),
        MathIsFinite => NarrowMath::Class(2),
        MathIsNormal => NarrowMath::Class(3),
        MathFma => NarrowMath::Fma,
        MathRsqrt | MathExpM1 | MathLog1p if half => NarrowMath::StepsInType,
        MathCopySign if half => NarrowMath::CopySignBits,
        _ => NarrowMath::ViaF32,
    }
}
