//! Narrow float formats (f16, bf16, tf32 and the f8/f6/f4 families of LLVM's APFloat) held as
//! their bits: exact widening to f64 and correctly rounded narrowing from f64, with each
//! format's rules for overflow, NaN, infinity and zero as APFloat applies them. One
//! implementation for the constant folder, the interpreter and the JIT's helpers.

/// How a format encodes the values outside the finite range.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NonFinite {
    /// IEEE 754: all-ones exponent is infinity (zero mantissa) or NaN.
    Ieee,
    /// `FN`: no infinity; only all-ones exponent and mantissa is NaN (either sign).
    NanAllOnes,
    /// `FNUZ`: no infinity, no negative zero; the negative-zero encoding is the one NaN.
    NanNegZero,
    /// `f4E2M1FN`, `f6*FN`: every encoding is a finite number.
    FiniteOnly,
    /// `f8E8M0FNU`: unsigned powers of two, no zero, all ones is NaN.
    E8M0,
}

/// A binary float format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Format {
    /// Total width in bits.
    pub width: u32,
    /// Stored mantissa bits (without the hidden bit).
    pub mbits: u32,
    /// Exponent bias.
    pub bias: i32,
    /// Non-finite encoding.
    pub nonfinite: NonFinite,
}

impl Format {
    const fn new(width: u32, mbits: u32, bias: i32, nonfinite: NonFinite) -> Format {
        Format {
            width,
            mbits,
            bias,
            nonfinite,
        }
    }
    /// IEEE half.
    pub const F16: Format = Format::new(16, 10, 15, NonFinite::Ieee);
    /// bfloat16.
    pub const BF16: Format = Format::new(16, 7, 127, NonFinite::Ieee);
    /// NVIDIA's tf32 (19 bits).
    pub const TF32: Format = Format::new(19, 10, 127, NonFinite::Ieee);
    /// `f8E5M2`.
    pub const F8E5M2: Format = Format::new(8, 2, 15, NonFinite::Ieee);
    /// `f8E4M3`.
    pub const F8E4M3: Format = Format::new(8, 3, 7, NonFinite::Ieee);
    /// `f8E4M3FN`.
    pub const F8E4M3FN: Format = Format::new(8, 3, 7, NonFinite::NanAllOnes);
    /// `f8E5M2FNUZ`.
    pub const F8E5M2FNUZ: Format = Format::new(8, 2, 16, NonFinite::NanNegZero);
    /// `f8E4M3FNUZ`.
    pub const F8E4M3FNUZ: Format = Format::new(8, 3, 8, NonFinite::NanNegZero);
    /// `f8E4M3B11FNUZ`.
    pub const F8E4M3B11FNUZ: Format = Format::new(8, 3, 11, NonFinite::NanNegZero);
    /// `f8E3M4`.
    pub const F8E3M4: Format = Format::new(8, 4, 3, NonFinite::Ieee);
    /// `f8E8M0FNU`.
    pub const F8E8M0FNU: Format = Format::new(8, 0, 127, NonFinite::E8M0);
    /// `f4E2M1FN`.
    pub const F4E2M1FN: Format = Format::new(4, 1, 1, NonFinite::FiniteOnly);
    /// `f6E2M3FN`.
    pub const F6E2M3FN: Format = Format::new(6, 3, 1, NonFinite::FiniteOnly);
    /// `f6E3M2FN`.
    pub const F6E3M2FN: Format = Format::new(6, 2, 3, NonFinite::FiniteOnly);

    /// Exponent bits.
    pub fn ebits(self) -> u32 {
        if self.nonfinite == NonFinite::E8M0 {
            8
        } else {
            self.width - 1 - self.mbits
        }
    }
    fn sign_bit(self) -> u64 {
        if self.nonfinite == NonFinite::E8M0 {
            0
        } else {
            1u64 << (self.width - 1)
        }
    }
    fn emax_field(self) -> u64 {
        (1u64 << self.ebits()) - 1
    }
    /// The canonical quiet NaN (positive where the format has a sign).
    pub fn nan(self) -> Option<u64> {
        match self.nonfinite {
            NonFinite::Ieee => Some((self.emax_field() << self.mbits) | (1 << (self.mbits - 1))),
            NonFinite::NanAllOnes => Some((1u64 << (self.width - 1)) - 1),
            NonFinite::NanNegZero => Some(self.sign_bit()),
            NonFinite::E8M0 => Some(0xff),
            NonFinite::FiniteOnly => None,
        }
    }
    /// Whether the format has infinities.
    pub fn has_inf(self) -> bool {
        self.nonfinite == NonFinite::Ieee
    }
    /// The largest finite value.
    pub fn largest(self) -> f64 {
        let m = (1u64 << self.mbits) - 1;
        let (e, m) = match self.nonfinite {
            NonFinite::Ieee => (self.emax_field() - 1, m),
            NonFinite::NanAllOnes => (self.emax_field(), m - 1),
            NonFinite::NanNegZero | NonFinite::FiniteOnly => (self.emax_field(), m),
            NonFinite::E8M0 => (0xfe, 0),
        };
        let sig = 1.0 + m as f64 / (1u64 << self.mbits) as f64;
        sig * 2f64.powi(e as i32 - self.bias)
    }

    /// Whether `bits` encode a NaN.
    pub fn is_nan(self, bits: u64) -> bool {
        to_f64(bits, self).is_nan()
    }
}

/// Every narrow format, indexed by the code the JIT passes to its helpers.
pub const CODES: [Format; 14] = [
    Format::F16,
    Format::BF16,
    Format::TF32,
    Format::F8E5M2,
    Format::F8E4M3,
    Format::F8E4M3FN,
    Format::F8E5M2FNUZ,
    Format::F8E4M3FNUZ,
    Format::F8E4M3B11FNUZ,
    Format::F8E3M4,
    Format::F8E8M0FNU,
    Format::F4E2M1FN,
    Format::F6E2M3FN,
    Format::F6E3M2FN,
];

/// The code of a format in [`CODES`].
pub fn code_of(f: Format) -> u64 {
    CODES.iter().position(|c| *c == f).unwrap_or(0) as u64
}

/// An integer (`unsigned`: its 64 bits as unsigned) rounded once to format `f`: rounded to
/// odd at f64's precision first, which keeps the final rounding correct for any format of
/// at most 51 significand bits.
pub fn from_int(x: i64, unsigned: bool, f: Format) -> Option<u64> {
    let (neg, mag) = if unsigned || x >= 0 {
        (false, x as u64)
    } else {
        (true, x.unsigned_abs())
    };
    let n = 64 - mag.leading_zeros();
    let v = if n <= 53 {
        mag as f64
    } else {
        let shift = n - 53;
        let mut q = mag >> shift;
        if mag & ((1u64 << shift) - 1) != 0 {
            q |= 1;
        }
        q as f64 * 2f64.powi(shift as i32)
    };
    from_f64(if neg { -v } else { v }, f)
}

/// The exact value of `bits` in format `f`, as an f64 (a NaN keeps its sign and, for IEEE
/// formats, its payload in the top bits, as a widening conversion does).
pub fn to_f64(bits: u64, f: Format) -> f64 {
    let bits = bits & ((1u64 << f.width) - 1);
    if f.nonfinite == NonFinite::E8M0 {
        return if bits == 0xff {
            f64::NAN
        } else {
            2f64.powi(bits as i32 - f.bias)
        };
    }
    let mb = f.mbits;
    let neg = bits & f.sign_bit() != 0;
    let e = (bits >> mb) & f.emax_field();
    let m = bits & ((1u64 << mb) - 1);
    let nan = |payload: u64| f64::from_bits(((neg as u64) << 63) | (0x7ff << 52) | payload);
    match f.nonfinite {
        NonFinite::Ieee if e == f.emax_field() => {
            return if m == 0 {
                if neg {
                    f64::NEG_INFINITY
                } else {
                    f64::INFINITY
                }
            } else {
                nan(m << (52 - mb))
            };
        }
        NonFinite::NanAllOnes if e == f.emax_field() && m == (1 << mb) - 1 => {
            return nan(1 << 51);
        }
        NonFinite::NanNegZero if bits == f.sign_bit() => return f64::NAN,
        _ => {}
    }
    let mag = if e == 0 {
        m as f64 * 2f64.powi(1 - f.bias - mb as i32)
    } else {
        (m | (1 << mb)) as f64 * 2f64.powi(e as i32 - f.bias - mb as i32)
    };
    if neg {
        -mag
    } else {
        mag
    }
}

/// Rounds `x` to format `f` (to nearest, ties to even), with APFloat's rules: overflow gives
/// infinity (IEEE), NaN (FN, FNUZ, E8M0) or the largest value (formats with neither); the
/// FNUZ formats have no negative zero; E8M0 has no zero (the smallest value stands for it)
/// and no negatives (NaN). `None` where APFloat has no answer: a NaN or an infinity to a
/// format without them (upstream aborts there).
pub fn from_f64(x: f64, f: Format) -> Option<u64> {
    let sign = if x.is_sign_negative() {
        f.sign_bit()
    } else {
        0
    };
    let mb = f.mbits;
    if x.is_nan() {
        return match f.nonfinite {
            // The payload's top bits stay, made quiet (as a hardware conversion).
            NonFinite::Ieee => {
                let payload = (x.to_bits() & ((1u64 << 52) - 1)) >> (52 - mb);
                Some(sign | (f.emax_field() << mb) | payload | (1 << (mb - 1)))
            }
            NonFinite::NanAllOnes => Some(sign | ((1u64 << (f.width - 1)) - 1)),
            _ => f.nan(),
        };
    }
    if f.nonfinite == NonFinite::E8M0 {
        return Some(e8m0_from_f64(x));
    }
    let overflow = || match f.nonfinite {
        NonFinite::Ieee => Some(sign | (f.emax_field() << mb)),
        NonFinite::NanAllOnes => Some(sign | ((1u64 << (f.width - 1)) - 1)),
        NonFinite::NanNegZero => Some(f.sign_bit()),
        _ => None,
    };
    let a = x.abs();
    if a.is_infinite() {
        return overflow();
    }
    let zero = if f.nonfinite == NonFinite::NanNegZero {
        0
    } else {
        sign
    };
    if a == 0.0 {
        return Some(zero);
    }
    // Round the 53-bit significand at the target's precision, subnormals at the minimum
    // exponent.
    let b = a.to_bits();
    let (m, e) = if b >> 52 == 0 {
        (b, -1074)
    } else {
        (
            (b & ((1u64 << 52) - 1)) | (1u64 << 52),
            (b >> 52) as i32 - 1075,
        )
    };
    // Value = m * 2^e. Quantum of the result: 2^(max(msb exponent, emin) - mb).
    let msb = 63 - m.leading_zeros() as i32 + e;
    let emin = 1 - f.bias;
    let q_exp = msb.max(emin) - mb as i32;
    let shift = q_exp - e;
    let q = if shift <= 0 {
        m << (-shift) as u32
    } else if shift >= 64 {
        // Below half the quantum: rounds to zero.
        0
    } else {
        let s = shift as u32;
        let (mut q, rem, half) = (m >> s, m & ((1u64 << s) - 1), 1u64 << (s - 1));
        if rem > half || (rem == half && q & 1 == 1) {
            q += 1;
        }
        q
    };
    let value = q as f64 * 2f64.powi(q_exp);
    if value > f.largest() {
        return match f.nonfinite {
            NonFinite::FiniteOnly => Some(sign | ((1u64 << (f.width - 1)) - 1)),
            _ => overflow(),
        };
    }
    if q == 0 {
        return Some(zero);
    }
    // Re-normalise (rounding may carry into the next binade).
    let (q, q_exp) = if q >> (mb + 1) != 0 {
        (q >> 1, q_exp + 1)
    } else {
        (q, q_exp)
    };
    let field = if q >> mb != 0 {
        (q_exp + mb as i32 + f.bias) as u64
    } else {
        0
    };
    Some(sign | (field << mb) | (q & ((1u64 << mb) - 1)))
}

/// `math.absf`: the sign cleared as APFloat's `clearSign` (and LLVM's `fabs`) clears it, the
/// payload of a NaN kept; the FNUZ formats' one NaN (the negative-zero encoding) and the
/// unsigned E8M0 are unchanged.
pub fn abs(bits: u64, f: Format) -> u64 {
    let bits = bits & ((1u64 << f.width) - 1);
    match f.nonfinite {
        NonFinite::E8M0 => bits,
        NonFinite::NanNegZero if bits == f.sign_bit() => bits,
        _ => bits & !f.sign_bit(),
    }
}

/// The class tests of the math dialect in the format itself, as APFloat (`isNaN`,
/// `isInfinity`, `isFinite`, `isNormal`) and LLVM's `is.fpclass` decide them: `which` 0 is
/// NaN, 1 infinity, 2 finite, 3 normal (finite, not zero, not denormal; every E8M0 value but
/// NaN is normal).
pub fn class(bits: u64, f: Format, which: u32) -> bool {
    let x = to_f64(bits, f);
    match which {
        0 => x.is_nan(),
        1 => x.is_infinite(),
        2 => x.is_finite(),
        _ => {
            x.is_finite()
                && x != 0.0
                && (f.nonfinite == NonFinite::E8M0 || x.abs() >= 2f64.powi(1 - f.bias))
        }
    }
}

/// `a * b + c` rounded once to format `f` (APFloat's `fusedMultiplyAdd`, to nearest even):
/// the product of two narrow values is exact in f64, the sum is rounded to odd at f64's
/// precision (its error from TwoSum), which keeps the final rounding correct for formats of
/// at most 51 significand bits. `None` as [`from_f64`].
pub fn fma(a: u64, b: u64, c: u64, f: Format) -> Option<u64> {
    let (x, y, z) = (to_f64(a, f), to_f64(b, f), to_f64(c, f));
    // NaNs as APFloat propagates them (measured with upstream's wrapper): the first NaN
    // operand as it is (made quiet), a NaN factor before the default NaN of 0 * inf.
    if x.is_nan() {
        return Some(quiet_nan(a, f));
    }
    if y.is_nan() {
        return Some(quiet_nan(b, f));
    }
    if (x == 0.0 && y.is_infinite()) || (x.is_infinite() && y == 0.0) {
        return f.nan();
    }
    if z.is_nan() {
        return Some(quiet_nan(c, f));
    }
    let p = x * y;
    let s = p + z;
    if !s.is_finite() || !p.is_finite() || !z.is_finite() {
        // Infinities: IEEE's rules (inf - inf is the default NaN).
        return if s.is_nan() { f.nan() } else { from_f64(s, f) };
    }
    let bp = s - p;
    let err = (p - (s - bp)) + (z - bp);
    let odd = if err != 0.0 && s.to_bits() & 1 == 0 {
        // The exact sum lies strictly between `s` and its neighbour towards `err`: the odd
        // one of the two.
        if (err > 0.0) == (s > 0.0) {
            f64::from_bits(s.to_bits() + 1)
        } else {
            f64::from_bits(s.to_bits() - 1)
        }
    } else {
        s
    };
    from_f64(odd, f)
}

/// NaN `bits` made quiet (the top mantissa bit set, in IEEE formats).
fn quiet_nan(bits: u64, f: Format) -> u64 {
    let bits = bits & ((1u64 << f.width) - 1);
    match f.nonfinite {
        NonFinite::Ieee => bits | (1 << (f.mbits - 1)),
        _ => bits,
    }
}

/// The first NaN of `xs` (in format `f`) made quiet: the NaN an fma gives (APFloat's order,
/// and the x86 code upstream's LLVM emits: measured on f8, f16 and bf16).
fn first_nan(xs: &[u64], f: Format) -> Option<u64> {
    xs.iter()
        .find(|x| to_f64(**x, f).is_nan())
        .map(|x| quiet_nan(*x, f))
}

/// `a * b + c` as an f32 fma rounded to format `f` (twice rounded).
fn fma_via_f32(a: u64, b: u64, c: u64, f: Format) -> Option<u64> {
    if let Some(n) = first_nan(&[a, b, c], f) {
        return Some(n);
    }
    let w = |v: u64| to_f64(v, f) as f32;
    from_f64(f64::from(w(a).mul_add(w(b), w(c))), f)
}

/// `math.fma` as upstream computes it: rounded once from the exact value (APFloat's wrapper
/// for the formats LLVM has no type for, LLVM's `llvm.fma.f16`), except bf16, which LLVM
/// computes as an f32 fma rounded to bf16 (measured with mlir-runner: fma(1.25, 1.65625,
/// 2^-30) is 2.0625, not 2.078125).
pub fn math_fma(a: u64, b: u64, c: u64, f: Format) -> Option<u64> {
    if f == Format::BF16 {
        return fma_via_f32(a, b, c, f);
    }
    fma(a, b, c, f)
}

/// `vector.fma` (and the fused `vector.outerproduct`) as upstream computes it: f16 and bf16
/// as a product rounded to the format, then a sum rounded to the format (upstream lowers
/// `vector.fma` to `llvm.fmuladd`, which LLVM splits into `fmul` and `fadd` where no fused
/// f16 instruction exists: fma(0.1416015625, 0.003448486328125, 1.0) is 1 in f16 where
/// `math.fma` gives 1.00098); the formats LLVM has no type for have no upstream lowering and
/// are rounded once, as `math.fma`.
pub fn vector_fma(a: u64, b: u64, c: u64, f: Format) -> Option<u64> {
    if f == Format::F16 || f == Format::BF16 {
        if let Some(n) = first_nan(&[a, b, c], f) {
            return Some(n);
        }
        let p = from_f64(to_f64(a, f) * to_f64(b, f), f)?;
        return from_f64(to_f64(p, f) + to_f64(c, f), f);
    }
    fma(a, b, c, f)
}

/// `x` to the integer power `n` by binary decomposition, every product (and the final
/// reciprocal for a negative `n`) rounded to format `f`: what LLVM makes of `llvm.powi` with a
/// constant exponent on a type it promotes (`ExpandPowI`: f16 and bf16 multiplications, each
/// computed in f32 and rounded back). `None` as [`from_f64`].
pub fn powi_in_format(x: u64, n: i32, f: Format) -> Option<u64> {
    let mul = |a: u64, b: u64| from_f64(to_f64(a, f) * to_f64(b, f), f);
    if n == 0 {
        return from_f64(1.0, f);
    }
    let mut val = n.unsigned_abs();
    let (mut res, mut cur) = (None, x);
    while val != 0 {
        if val & 1 != 0 {
            res = Some(match res {
                Some(r) => mul(r, cur)?,
                None => cur,
            });
        }
        cur = mul(cur, cur)?;
        val >>= 1;
    }
    let r = res?;
    if n < 0 {
        from_f64(1.0 / to_f64(r, f), f)
    } else {
        Some(r)
    }
}

/// E8M0: the nearest power of two (a tie, 1.5 * 2^k, goes up, as APFloat rounds a 1-bit
/// significand); zero and tiny values give the smallest, negatives and overflow NaN.
fn e8m0_from_f64(x: f64) -> u64 {
    if x.is_sign_negative() && x != 0.0 {
        return 0xff;
    }
    if x.is_infinite() {
        return 0xff;
    }
    if x == 0.0 {
        return 0;
    }
    let b = x.to_bits();
    let (m, e) = if b >> 52 == 0 {
        (b, -1074)
    } else {
        (
            (b & ((1u64 << 52) - 1)) | (1u64 << 52),
            (b >> 52) as i32 - 1075,
        )
    };
    let msb = 63 - m.leading_zeros() as i32;
    let mut k = msb + e;
    // The bit below the leading one decides (ties away).
    if msb >= 1 && (m >> (msb - 1)) & 1 == 1 {
        k += 1;
    }
    if k > 127 {
        0xff
    } else if k < -127 {
        0
    } else {
        (k + 127) as u64
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_every_encoding() {
        for f in [
            Format::F16,
            Format::BF16,
            Format::F8E5M2,
            Format::F8E4M3,
            Format::F8E4M3FN,
            Format::F8E5M2FNUZ,
            Format::F8E4M3FNUZ,
            Format::F8E4M3B11FNUZ,
            Format::F8E3M4,
            Format::F8E8M0FNU,
            Format::F4E2M1FN,
            Format::F6E2M3FN,
            Format::F6E3M2FN,
        ] {
            for bits in 0..(1u64 << f.width) {
                let x = to_f64(bits, f);
                let back = from_f64(x, f).unwrap();
                if x.is_nan() {
                    assert!(to_f64(back, f).is_nan(), "{f:?} {bits:#x}");
                } else {
                    assert_eq!(back, bits, "{f:?} {bits:#x} {x}");
                }
            }
        }
    }

    /// f16 fma against the exact sum in integers (every f16 value is a multiple of 2^-24, a
    /// product one of 2^-48), rounded to odd at 53 bits as `from_int` does, then to f16.
    #[test]
    fn fma_is_rounded_once() {
        let f = Format::F16;
        let scaled = |bits: u64| -> Option<i128> {
            let x = to_f64(bits, f);
            x.is_finite().then(|| (x * 2f64.powi(24)) as i128)
        };
        let mut state = 0x2545_f491_4f6c_dd1du64;
        let mut next = || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state & 0xffff
        };
        let mut checked = 0;
        for i in 0..400_000u64 {
            let (a, b) = (next(), next());
            // Half the cases: an addend near the product, where the sum cancels or ties.
            let c = if i % 2 == 0 {
                next()
            } else {
                let p = to_f64(a, f) * to_f64(b, f);
                from_f64(-p * (1.0 + (next() as f64 - 32768.0) / 65536.0), f).unwrap()
                    ^ (next() & 3)
            };
            let (Some(x), Some(y), Some(z)) = (scaled(a), scaled(b), scaled(c)) else {
                continue;
            };
            let exact = x * y + z * (1 << 24);
            let (neg, mag) = (exact < 0, exact.unsigned_abs());
            let n = 128 - mag.leading_zeros();
            let v = if n <= 53 {
                mag as f64
            } else {
                let sh = n - 53;
                let mut q = (mag >> sh) as u64;
                if mag & ((1u128 << sh) - 1) != 0 {
                    q |= 1;
                }
                q as f64 * 2f64.powi(sh as i32)
            } * 2f64.powi(-48);
            let want = if exact == 0 {
                // Exact cancellation: +0, unless both terms are -0.
                from_f64(to_f64(a, f).mul_add(to_f64(b, f), to_f64(c, f)), f)
            } else {
                from_f64(if neg { -v } else { v }, f)
            };
            assert_eq!(fma(a, b, c, f), want, "fma({a:#x}, {b:#x}, {c:#x})");
            checked += 1;
        }
        assert!(checked > 300_000);
        // A tie only the exact sum breaks: 0.1416015625 * 0.003448486328125 + 1 is
        // 1 + 2^-11 + 2^-25, which rounds up (an f32 fma then f16 gives 1).
        let r = |x: f64| from_f64(x, f).unwrap();
        let got = fma(r(0.1416015625), r(0.003448486328125), r(1.0), f).unwrap();
        assert_eq!(to_f64(got, f), 1.0009765625);
        // bf16 rounds through f32, as LLVM's lowering: 1.25 * 1.65625 + 2^-30.
        let g = Format::BF16;
        let rb = |x: f64| from_f64(x, g).unwrap();
        let (a, b, c) = (rb(1.25), rb(1.65625), rb(2f64.powi(-30)));
        assert_eq!(to_f64(fma(a, b, c, g).unwrap(), g), 2.078125);
        assert_eq!(to_f64(math_fma(a, b, c, g).unwrap(), g), 2.0625);
    }

    #[test]
    fn classes_and_abs() {
        let f = Format::F8E4M3FN;
        assert!(class(0x7f, f, 0) && class(0xff, f, 0) && !class(0x7e, f, 1));
        assert!(class(0x08, f, 3) && !class(0x07, f, 3) && !class(0x00, f, 3));
        assert!(class(0x00, Format::F8E8M0FNU, 3) && !class(0xff, Format::F8E8M0FNU, 2));
        assert!(!class(0x1, Format::F4E2M1FN, 3) && class(0x2, Format::F4E2M1FN, 3));
        assert_eq!(abs(0xff, f), 0x7f);
        assert_eq!(abs(0x80, Format::F8E4M3FNUZ), 0x80);
        assert_eq!(abs(0x81, Format::F8E4M3FNUZ), 0x01);
        assert_eq!(abs(0xfc01, Format::F16), 0x7c01);
    }

    #[test]
    fn apfloat_edges() {
        let r = |x: f64, f: Format| from_f64(x, f).unwrap();
        assert_eq!(to_f64(r(1.4, Format::F8E4M3FN), Format::F8E4M3FN), 1.375);
        assert_eq!(to_f64(r(1.4, Format::F8E5M2), Format::F8E5M2), 1.5);
        assert_eq!(r(1000.0, Format::F8E4M3FN), 0x7f);
        assert_eq!(r(464.0, Format::F8E4M3FN), 0x7e);
        assert_eq!(r(-0.0, Format::F8E4M3FNUZ), 0);
        assert_eq!(r(1e30, Format::F6E3M2FN), 0x1f);
        assert_eq!(to_f64(r(3.0, Format::F8E8M0FNU), Format::F8E8M0FNU), 4.0);
        assert_eq!(to_f64(r(1.5, Format::F8E8M0FNU), Format::F8E8M0FNU), 2.0);
        assert_eq!(r(0.0, Format::F8E8M0FNU), 0);
        assert_eq!(to_f64(0x3f, Format::F6E2M3FN), -7.5);
        assert_eq!(to_f64(0xf, Format::F4E2M1FN), -6.0);
        assert_eq!(from_f64(f64::NAN, Format::F4E2M1FN), None);
    }
}
