//! The C library's math functions that upstream's lowering of `math.*` calls
//! (`--convert-math-to-libm`, and the LLVM intrinsics `--convert-math-to-llvm` emits that LLVM
//! turns into libm calls on x86-64), exported as `mj_*` imports for the JIT and called directly
//! by the interpreter, so both engines get glibc's bits as upstream's `mlir-runner` does.

mod c {
    extern "C" {
        pub fn acosf(x: f32) -> f32;
        pub fn acos(x: f64) -> f64;
        pub fn acoshf(x: f32) -> f32;
        pub fn acosh(x: f64) -> f64;
        pub fn asinf(x: f32) -> f32;
        pub fn asin(x: f64) -> f64;
        pub fn asinhf(x: f32) -> f32;
        pub fn asinh(x: f64) -> f64;
        pub fn atanf(x: f32) -> f32;
        pub fn atan(x: f64) -> f64;
        pub fn atanhf(x: f32) -> f32;
        pub fn atanh(x: f64) -> f64;
        pub fn cbrtf(x: f32) -> f32;
        pub fn cbrt(x: f64) -> f64;
        pub fn coshf(x: f32) -> f32;
        pub fn cosh(x: f64) -> f64;
        pub fn sinhf(x: f32) -> f32;
        pub fn sinh(x: f64) -> f64;
        pub fn tanf(x: f32) -> f32;
        pub fn tan(x: f64) -> f64;
        pub fn erff(x: f32) -> f32;
        pub fn erf(x: f64) -> f64;
        pub fn erfcf(x: f32) -> f32;
        pub fn erfc(x: f64) -> f64;
        pub fn exp2f(x: f32) -> f32;
        pub fn exp2(x: f64) -> f64;
        pub fn expm1f(x: f32) -> f32;
        pub fn expm1(x: f64) -> f64;
        pub fn log10f(x: f32) -> f32;
        pub fn log10(x: f64) -> f64;
        pub fn log1pf(x: f32) -> f32;
        pub fn log1p(x: f64) -> f64;
        pub fn log2f(x: f32) -> f32;
        pub fn log2(x: f64) -> f64;
        pub fn roundf(x: f32) -> f32;
        pub fn round(x: f64) -> f64;
    }
}

macro_rules! unary {
    ($($mj:ident = $c:ident($t:ty);)*) => {
        $(
            #[doc = concat!("libm's `", stringify!($c), "`.")]
            pub extern "C" fn $mj(x: $t) -> $t {
                // SAFETY: a pure C function of one float, no pointers.
                unsafe { c::$c(x) }
            }
        )*
        /// Every function above as (import name, address, is f32).
        pub(crate) const UNARY: &[(&str, *const u8, bool)] = &[
            $((stringify!($mj), $mj as *const u8, stringify!($t).as_bytes()[1] == b'3'),)*
        ];
    };
}

unary! {
    mj_acosf = acosf(f32);
    mj_acos = acos(f64);
    mj_acoshf = acoshf(f32);
    mj_acosh = acosh(f64);
    mj_asinf = asinf(f32);
    mj_asin = asin(f64);
    mj_asinhf = asinhf(f32);
    mj_asinh = asinh(f64);
    mj_atanf = atanf(f32);
    mj_atan = atan(f64);
    mj_atanhf = atanhf(f32);
    mj_atanh = atanh(f64);
    mj_cbrtf = cbrtf(f32);
    mj_cbrt = cbrt(f64);
    mj_coshf = coshf(f32);
    mj_cosh = cosh(f64);
    mj_sinhf = sinhf(f32);
    mj_sinh = sinh(f64);
    mj_tanf = tanf(f32);
    mj_tan = tan(f64);
    mj_erff = erff(f32);
    mj_erf = erf(f64);
    mj_erfcf = erfcf(f32);
    mj_erfc = erfc(f64);
    mj_exp2f = exp2f(f32);
    mj_exp2 = exp2(f64);
    mj_expm1f = expm1f(f32);
    mj_expm1 = expm1(f64);
    mj_log10f = log10f(f32);
    mj_log10 = log10(f64);
    mj_log1pf = log1pf(f32);
    mj_log1p = log1p(f64);
    mj_log2f = log2f(f32);
    mj_log2 = log2(f64);
    mj_roundf = roundf(f32);
    mj_round = round(f64);
}

/// `llvm.powi` as compiler-rt's/libgcc's `__powisf2`: square-and-multiply in the float type,
/// the reciprocal for a negative exponent.
pub extern "C" fn mj_powif(x: f32, n: i64) -> f32 {
    let mut m = n.unsigned_abs();
    let (mut b, mut r) = (x, if m & 1 == 1 { x } else { 1.0 });
    loop {
        m >>= 1;
        if m == 0 {
            break;
        }
        b *= b;
        if m & 1 == 1 {
            r *= b;
        }
    }
    if n < 0 {
        1.0 / r
    } else {
        r
    }
}

/// [`mj_powif`] on f64 (`__powidf2`).
pub extern "C" fn mj_powi(x: f64, n: i64) -> f64 {
    let mut m = n.unsigned_abs();
    let (mut b, mut r) = (x, if m & 1 == 1 { x } else { 1.0 });
    loop {
        m >>= 1;
        if m == 0 {
            break;
        }
        b *= b;
        if m & 1 == 1 {
            r *= b;
        }
    }
    if n < 0 {
        1.0 / r
    } else {
        r
    }
}

/// `math.ipowi` on `width`-bit integers (sign-extended in, sign-extended out), as upstream's
/// `--convert-math-to-funcs` outlines it: x^0 = 1; for a negative power 1 and -1 keep their
/// magnitude and everything else gives 0 (callers report 0 to a negative power, a division by
/// zero there); square-and-multiply otherwise, wrapping at the width.
pub extern "C" fn mj_ipowi(base: i64, power: i64, width: i64) -> i64 {
    let w = width.clamp(1, 64) as u32;
    let sext = |v: i64| {
        if w >= 64 {
            v
        } else {
            (v << (64 - w)) >> (64 - w)
        }
    };
    let one = sext(1);
    if power == 0 {
        return one;
    }
    if power < 0 {
        return if base == one {
            one
        } else if base == -1 {
            if power & 1 != 0 {
                -1
            } else {
                one
            }
        } else {
            0
        };
    }
    // The power as an unsigned number of the width (shifted right logically).
    let mut p = if w >= 64 {
        power as u64
    } else {
        power as u64 & ((1u64 << w) - 1)
    };
    let (mut r, mut b) = (one, base);
    loop {
        if p & 1 == 1 {
            r = sext(r.wrapping_mul(b));
        }
        p >>= 1;
        if p == 0 {
            return r;
        }
        b = sext(b.wrapping_mul(b));
    }
}
