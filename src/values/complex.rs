//! Complex arithmetic both engines share: each complex op is upstream's expansion into float
//! operations (`--convert-complex-to-standard`, the lowering upstream's Complex CPU
//! integration tests run), written once over [`Fx`] (`generated.rs`). The interpreter
//! computes with [`Eval`]; the JIT implements [`Fx`] by emitting Cranelift instructions. The
//! math functions are those upstream's `--convert-math-to-llvm` produces: `log1p(x)` is
//! `log(1 + x)` and `expm1(x)` is `exp(x) - 1` there, `rsqrt(x)` is `1 / sqrt(x)`.

mod generated;
pub use generated::*;

/// A complex value: (real, imaginary).
pub type C<F> = (<F as Fx>::V, <F as Fx>::V);

/// The float operations of the expansions, on one element type (f32 or f64).
pub trait Fx {
    /// A float of the element type.
    type V: Copy;
    /// An `i1`.
    type B: Copy;
    /// A constant (rounded to the element type, as upstream's `getFloatAttr(type, double)`).
    fn cst(&mut self, x: f64) -> Self::V;
    /// An `i1` constant.
    fn bool(&mut self, b: bool) -> Self::B;
    /// `a + b`.
    fn add(&mut self, a: Self::V, b: Self::V) -> Self::V;
    /// `a - b`.
    fn sub(&mut self, a: Self::V, b: Self::V) -> Self::V;
    /// `a * b`.
    fn mul(&mut self, a: Self::V, b: Self::V) -> Self::V;
    /// `a / b`.
    fn div(&mut self, a: Self::V, b: Self::V) -> Self::V;
    /// `-a`.
    fn neg(&mut self, a: Self::V) -> Self::V;
    /// `arith.maximumf`: the first NaN operand if there is one, -0 < +0.
    fn maximum(&mut self, a: Self::V, b: Self::V) -> Self::V;
    /// `arith.minimumf`.
    fn minimum(&mut self, a: Self::V, b: Self::V) -> Self::V;
    /// `|a|`.
    fn abs(&mut self, a: Self::V) -> Self::V;
    /// Square root.
    fn sqrt(&mut self, a: Self::V) -> Self::V;
    /// `e^a`.
    fn exp(&mut self, a: Self::V) -> Self::V;
    /// Natural logarithm.
    fn log(&mut self, a: Self::V) -> Self::V;
    /// Sine.
    fn sin(&mut self, a: Self::V) -> Self::V;
    /// Cosine.
    fn cos(&mut self, a: Self::V) -> Self::V;
    /// `atan2(a, b)`.
    fn atan2(&mut self, a: Self::V, b: Self::V) -> Self::V;
    /// `a^b`.
    fn powf(&mut self, a: Self::V, b: Self::V) -> Self::V;
    /// `a` with the sign of `b`.
    fn copysign(&mut self, a: Self::V, b: Self::V) -> Self::V;
    /// `a * b + c`, rounded once.
    fn fma(&mut self, a: Self::V, b: Self::V, c: Self::V) -> Self::V;
    /// `arith.cmpf` with the predicate's enum value.
    fn cmp(&mut self, pred: i128, a: Self::V, b: Self::V) -> Self::B;
    /// Boolean and.
    fn and(&mut self, a: Self::B, b: Self::B) -> Self::B;
    /// Boolean or.
    fn or(&mut self, a: Self::B, b: Self::B) -> Self::B;
    /// Boolean xor.
    fn xor(&mut self, a: Self::B, b: Self::B) -> Self::B;
    /// `c ? a : b`.
    fn select(&mut self, c: Self::B, a: Self::V, b: Self::V) -> Self::V;

    /// `math.rsqrt` as upstream lowers it: `1 / sqrt(x)`.
    fn rsqrt(&mut self, a: Self::V) -> Self::V {
        let one = self.cst(1.0);
        let s = self.sqrt(a);
        self.div(one, s)
    }
    /// `math.log1p` as upstream lowers it: `log(1 + x)`.
    fn log1p(&mut self, a: Self::V) -> Self::V {
        let one = self.cst(1.0);
        let s = self.add(one, a);
        self.log(s)
    }
    /// `math.expm1` as upstream lowers it: `exp(x) - 1`.
    fn expm1(&mut self, a: Self::V) -> Self::V {
        let one = self.cst(1.0);
        let e = self.exp(a);
        self.sub(e, one)
    }
}

/// A float type the interpreter computes in: f32 arithmetic stays in f32 (so results round
/// as compiled code's), the math functions are libm's, as the JIT's runtime calls are.
pub trait Float: Copy + PartialOrd + std::ops::Add<Output = Self> {
    /// `x` rounded to this type.
    fn from_f64(x: f64) -> Self;
    /// The value as f64 (exact).
    fn to_f64(self) -> f64;
    /// `self - b`.
    fn sub(self, b: Self) -> Self;
    /// `self * b`.
    fn mul(self, b: Self) -> Self;
    /// `self / b`.
    fn div(self, b: Self) -> Self;
    /// `-self`.
    fn neg(self) -> Self;
    /// Whether it is a NaN.
    fn is_nan(self) -> bool;
    /// Whether the sign bit is set.
    fn is_sign_negative(self) -> bool;
    /// `|self|`.
    fn abs(self) -> Self;
    /// Square root.
    fn sqrt(self) -> Self;
    /// `e^self`.
    fn exp(self) -> Self;
    /// Natural logarithm.
    fn ln(self) -> Self;
    /// Sine.
    fn sin(self) -> Self;
    /// Cosine.
    fn cos(self) -> Self;
    /// `atan2(self, b)`.
    fn atan2(self, b: Self) -> Self;
    /// `self^b`.
    fn powf(self, b: Self) -> Self;
    /// `self` with the sign of `b`.
    fn copysign(self, b: Self) -> Self;
    /// `self * b + c`, rounded once.
    fn mul_add(self, b: Self, c: Self) -> Self;
}

macro_rules! float_impl {
    ($t:ty) => {
        impl Float for $t {
            fn from_f64(x: f64) -> Self {
                x as $t
            }
            fn to_f64(self) -> f64 {
                self as f64
            }
            fn sub(self, b: Self) -> Self {
                self - b
            }
            fn mul(self, b: Self) -> Self {
                self * b
            }
            fn div(self, b: Self) -> Self {
                self / b
            }
            fn neg(self) -> Self {
                -self
            }
            fn is_nan(self) -> bool {
                <$t>::is_nan(self)
            }
            fn is_sign_negative(self) -> bool {
                <$t>::is_sign_negative(self)
            }
            fn abs(self) -> Self {
                <$t>::abs(self)
            }
            fn sqrt(self) -> Self {
                <$t>::sqrt(self)
            }
            fn exp(self) -> Self {
                <$t>::exp(self)
            }
            fn ln(self) -> Self {
                <$t>::ln(self)
            }
            fn sin(self) -> Self {
                <$t>::sin(self)
            }
            fn cos(self) -> Self {
                <$t>::cos(self)
            }
            fn atan2(self, b: Self) -> Self {
                <$t>::atan2(self, b)
            }
            fn powf(self, b: Self) -> Self {
                <$t>::powf(self, b)
            }
            fn copysign(self, b: Self) -> Self {
                <$t>::copysign(self, b)
            }
            fn mul_add(self, b: Self, c: Self) -> Self {
                <$t>::mul_add(self, b, c)
            }
        }
    };
}
float_impl!(f32);
float_impl!(f64);

/// Computes the expansions on values of type `T`.
pub struct Eval<T>(std::marker::PhantomData<T>);

impl<T> Default for Eval<T> {
    fn default() -> Self {
        Eval(std::marker::PhantomData)
    }
}

impl<T: Float> Fx for Eval<T> {
    type V = T;
    type B = bool;
    fn cst(&mut self, x: f64) -> T {
        T::from_f64(x)
    }
    fn bool(&mut self, b: bool) -> bool {
        b
    }
    fn add(&mut self, a: T, b: T) -> T {
        a + b
    }
    fn sub(&mut self, a: T, b: T) -> T {
        a.sub(b)
    }
    fn mul(&mut self, a: T, b: T) -> T {
        a.mul(b)
    }
    fn div(&mut self, a: T, b: T) -> T {
        a.div(b)
    }
    fn neg(&mut self, a: T) -> T {
        a.neg()
    }
    // A NaN operand is the result (the first one), as LLVM's x86 lowering of
    // `llvm.maximum`/`minimum` returns it: its sign is kept.
    fn maximum(&mut self, a: T, b: T) -> T {
        if a.is_nan() {
            a
        } else if b.is_nan() {
            b
        } else if a == b {
            if a.is_sign_negative() {
                b
            } else {
                a
            }
        } else if a > b {
            a
        } else {
            b
        }
    }
    fn minimum(&mut self, a: T, b: T) -> T {
        if a.is_nan() {
            a
        } else if b.is_nan() {
            b
        } else if a == b {
            if a.is_sign_negative() {
                a
            } else {
                b
            }
        } else if a < b {
            a
        } else {
            b
        }
    }
    fn abs(&mut self, a: T) -> T {
        a.abs()
    }
    fn sqrt(&mut self, a: T) -> T {
        a.sqrt()
    }
    fn exp(&mut self, a: T) -> T {
        a.exp()
    }
    fn log(&mut self, a: T) -> T {
        a.ln()
    }
    fn sin(&mut self, a: T) -> T {
        a.sin()
    }
    fn cos(&mut self, a: T) -> T {
        a.cos()
    }
    fn atan2(&mut self, a: T, b: T) -> T {
        a.atan2(b)
    }
    fn powf(&mut self, a: T, b: T) -> T {
        a.powf(b)
    }
    fn copysign(&mut self, a: T, b: T) -> T {
        a.copysign(b)
    }
    fn fma(&mut self, a: T, b: T, c: T) -> T {
        a.mul_add(b, c)
    }
    fn cmp(&mut self, pred: i128, a: T, b: T) -> bool {
        crate::ir::attrs::cmpf_holds(pred, a.to_f64(), b.to_f64())
    }
    fn and(&mut self, a: bool, b: bool) -> bool {
        a & b
    }
    fn or(&mut self, a: bool, b: bool) -> bool {
        a | b
    }
    fn xor(&mut self, a: bool, b: bool) -> bool {
        a ^ b
    }
    fn select(&mut self, c: bool, a: T, b: T) -> T {
        if c {
            a
        } else {
            b
        }
    }
}
