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
