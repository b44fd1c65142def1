//! Builtin types (`i32`, `index`, `f32`, `memref<...>`, function types, ...).
//!
//! Types are interned in the [`Context`](super::Context): a [`Type`] handle compares equal exactly
//! when the types are structurally equal.

use super::entities::{Attr, Type};

/// Marker for a dynamic size, stride or offset (`?`), the same sentinel MLIR uses.
pub const DYNAMIC: i64 = i64::MIN;

/// `a * b` of sizes, strides or offsets that may be [`DYNAMIC`], as MLIR's `SaturatedInteger`:
/// a static 0 times anything is 0; otherwise dynamic when either is.
pub fn dyn_mul(a: i64, b: i64) -> i64 {
    if a == 0 || b == 0 {
        0
    } else if a == DYNAMIC || b == DYNAMIC {
        DYNAMIC
    } else {
        a.wrapping_mul(b)
    }
}

/// `a + b` of offsets that may be [`DYNAMIC`]: dynamic when either is.
pub fn dyn_add(a: i64, b: i64) -> i64 {
    if a == DYNAMIC || b == DYNAMIC {
        DYNAMIC
    } else {
        a.wrapping_add(b)
    }
}

/// Elements of a static shape, `None` when the count does not fit in an `i64` (a shape with
/// a zero dimension has none, however large the others).
pub fn element_count(shape: &[i64]) -> Option<i64> {
    if shape.contains(&0) {
        return Some(0);
    }
    shape.iter().try_fold(1i64, |a, d| a.checked_mul(*d))
}

/// Signedness semantics of an integer type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Signedness {
    /// `iN`
    Signless,
    /// `siN`
    Signed,
    /// `uiN`
    Unsigned,
}

/// The floating-point formats we support.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum FloatKind {
    /// IEEE half precision.
    F16,
    /// bfloat16.
    BF16,
    /// IEEE single precision.
    F32,
    /// IEEE double precision.
    F64,
    /// NVIDIA's 19-bit tf32.
    TF32,
    /// `f8E5M2` (IEEE-like).
    F8E5M2,
    /// `f8E4M3` (IEEE-like).
    F8E4M3,
    /// `f8E4M3FN` (no infinity, one NaN per sign).
    F8E4M3FN,
    /// `f8E5M2FNUZ` (no infinity, no negative zero).
    F8E5M2FNUZ,
    /// `f8E4M3FNUZ`.
    F8E4M3FNUZ,
    /// `f8E4M3B11FNUZ` (bias 11).
    F8E4M3B11FNUZ,
    /// `f8E3M4` (IEEE-like).
    F8E3M4,
    /// `f8E8M0FNU` (unsigned powers of two).
    F8E8M0FNU,
    /// `f4E2M1FN` (finite only).
    F4E2M1FN,
    /// `f6E2M3FN` (finite only).
    F6E2M3FN,
    /// `f6E3M2FN` (finite only).
    F6E3M2FN,
}

use memref_jit_runtime::minifloat::Format;

impl FloatKind {
    /// Every kind, for keyword lookup.
    pub const ALL: [FloatKind; 16] = [
        FloatKind::F16,
        FloatKind::BF16,
        FloatKind::F32,
        FloatKind::F64,
        FloatKind::TF32,
        FloatKind::F8E5M2,
        FloatKind::F8E4M3,
        FloatKind::F8E4M3FN,
        FloatKind::F8E5M2FNUZ,
        FloatKind::F8E4M3FNUZ,
        FloatKind::F8E4M3B11FNUZ,
        FloatKind::F8E3M4,
        FloatKind::F8E8M0FNU,
        FloatKind::F4E2M1FN,
        FloatKind::F6E2M3FN,
        FloatKind::F6E3M2FN,
    ];
    /// The narrow format's description (`None` for f32 and f64, which are native).
    pub fn format(self) -> Option<Format> {
        Some(match self {
            FloatKind::F32 | FloatKind::F64 => return None,
            FloatKind::F16 => Format::F16,
            FloatKind::BF16 => Format::BF16,
            FloatKind::TF32 => Format::TF32,
            FloatKind::F8E5M2 => Format::F8E5M2,
            FloatKind::F8E4M3 => Format::F8E4M3,
            FloatKind::F8E4M3FN => Format::F8E4M3FN,
            FloatKind::F8E5M2FNUZ => Format::F8E5M2FNUZ,
            FloatKind::F8E4M3FNUZ => Format::F8E4M3FNUZ,
            FloatKind::F8E4M3B11FNUZ => Format::F8E4M3B11FNUZ,
            FloatKind::F8E3M4 => Format::F8E3M4,
            FloatKind::F8E8M0FNU => Format::F8E8M0FNU,
            FloatKind::F4E2M1FN => Format::F4E2M1FN,
            FloatKind::F6E2M3FN => Format::F6E2M3FN,
            FloatKind::F6E3M2FN => Format::F6E3M2FN,
        })
    }
    /// Width in bits.
    pub fn width(self) -> u32 {
        match self {
            FloatKind::F32 => 32,
            FloatKind::F64 => 64,
            k => k.format().map_or(0, |f| f.width),
        }
    }
    /// Bytes an element takes in memory (LLVM lowers the narrow kinds to integers of their
    /// width, stored in the next power-of-two number of bytes: f4/f6/f8 one, tf32 four).
    pub fn store_bytes(self) -> u32 {
        self.width().div_ceil(8).next_power_of_two()
    }
    /// Explicitly stored significand bits (without the hidden bit).
    pub fn mantissa_bits(self) -> u32 {
        match self {
            FloatKind::F32 => 23,
            FloatKind::F64 => 52,
            k => k.format().map_or(0, |f| f.mbits),
        }
    }
    /// Exponent bits.
    pub fn exponent_bits(self) -> u32 {
        match self.format() {
            Some(f) => f.ebits(),
            None => self.width() - 1 - self.mantissa_bits(),
        }
    }
    /// The keyword as MLIR spells it.
    pub fn keyword(self) -> &'static str {
        match self {
            FloatKind::F16 => "f16",
            FloatKind::BF16 => "bf16",
            FloatKind::F32 => "f32",
            FloatKind::F64 => "f64",
            FloatKind::TF32 => "tf32",
            FloatKind::F8E5M2 => "f8E5M2",
            FloatKind::F8E4M3 => "f8E4M3",
            FloatKind::F8E4M3FN => "f8E4M3FN",
            FloatKind::F8E5M2FNUZ => "f8E5M2FNUZ",
            FloatKind::F8E4M3FNUZ => "f8E4M3FNUZ",
            FloatKind::F8E4M3B11FNUZ => "f8E4M3B11FNUZ",
            FloatKind::F8E3M4 => "f8E3M4",
            FloatKind::F8E8M0FNU => "f8E8M0FNU",
            FloatKind::F4E2M1FN => "f4E2M1FN",
            FloatKind::F6E2M3FN => "f6E2M3FN",
            FloatKind::F6E3M2FN => "f6E3M2FN",
        }
    }
    /// The kind a keyword names.
    pub fn from_keyword(s: &str) -> Option<FloatKind> {
        FloatKind::ALL.into_iter().find(|k| k.keyword() == s)
    }
}

/// The structure behind a [`Type`] handle.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TypeData {
    /// `iN`, `siN`, `uiN`.
    Integer {
        /// Bit width.
        width: u32,
        /// Signedness semantics.
        signedness: Signedness,
    },
    /// `index`.
    Index,
    /// `f16`, `bf16`, `f32`, `f64`.
    Float(FloatKind),
    /// `none`.
    None,
    /// `(inputs) -> results`.
    Function {
        /// Argument types.
        inputs: Vec<Type>,
        /// Result types.
        results: Vec<Type>,
    },
    /// `memref<4x?xf32, layout, space>`.
    MemRef {
        /// Sizes; [`DYNAMIC`] for `?`.
        shape: Vec<i64>,
        /// Element type.
        elem: Type,
        /// Non-identity layout (a strided or affine-map attribute).
        layout: Option<Attr>,
        /// Non-default memory space.
        space: Option<Attr>,
    },
    /// `memref<*xf32, space>`.
    UnrankedMemRef {
        /// Element type.
        elem: Type,
        /// Non-default memory space.
        space: Option<Attr>,
    },
    /// `tensor<4x?xf32, encoding>` (parsed and printed only).
    Tensor {
        /// Sizes; [`DYNAMIC`] for `?`.
        shape: Vec<i64>,
        /// Element type.
        elem: Type,
        /// Optional encoding attribute.
        encoding: Option<Attr>,
    },
    /// `tensor<*xf32>`.
    UnrankedTensor {
        /// Element type.
        elem: Type,
    },
    /// `vector<4x[8]xf32>` (parsed and printed only).
    Vector {
        /// Sizes.
        shape: Vec<i64>,
        /// Which dimensions are scalable (`[8]`).
        scalable: Vec<bool>,
        /// Element type.
        elem: Type,
    },
    /// `complex<f32>`.
    Complex(Type),
    /// `tuple<i32, f32>`.
    Tuple(Vec<Type>),
    /// A dialect type we do not model (`!test.ty<"s">`), printed verbatim.
    Opaque(String),
}

impl TypeData {
    /// A float type the engines compute in through f32/f64 (f16, bf16, ...): every float but
    /// f32 and f64.
    pub fn is_narrow_float(&self) -> bool {
        matches!(self, TypeData::Float(k) if !matches!(k, FloatKind::F32 | FloatKind::F64))
    }

    /// Shape of a shaped type (memref, tensor, vector).
    pub fn shape(&self) -> Option<&[i64]> {
        match self {
            TypeData::MemRef { shape, .. }
            | TypeData::Tensor { shape, .. }
            | TypeData::Vector { shape, .. } => Some(shape),
            _ => None,
        }
    }
    /// Element type of a shaped type.
    pub fn elem(&self) -> Option<Type> {
        match self {
            TypeData::MemRef { elem, .. }
            | TypeData::UnrankedMemRef { elem, .. }
            | TypeData::Tensor { elem, .. }
            | TypeData::UnrankedTensor { elem }
            | TypeData::Vector { elem, .. }
            | TypeData::Complex(elem) => Some(*elem),
            _ => None,
        }
    }
    /// Whether this is a ranked or unranked memref.
    pub fn is_memref(&self) -> bool {
        matches!(
            self,
            TypeData::MemRef { .. } | TypeData::UnrankedMemRef { .. }
        )
    }
    /// Whether this is a signless, signed or unsigned integer.
    pub fn is_integer(&self) -> bool {
        matches!(self, TypeData::Integer { .. })
    }
    /// Whether this is an integer or `index`.
    pub fn is_int_or_index(&self) -> bool {
        matches!(self, TypeData::Integer { .. } | TypeData::Index)
    }
    /// Whether this is a float type.
    pub fn is_float(&self) -> bool {
        matches!(self, TypeData::Float(_))
    }
    /// Integer width, if an integer.
    pub fn int_width(&self) -> Option<u32> {
        match self {
            TypeData::Integer { width, .. } => Some(*width),
            _ => None,
        }
    }
    /// Whether this is the signless `i1`.
    pub fn is_i1(&self) -> bool {
        matches!(
            self,
            TypeData::Integer {
                width: 1,
                signedness: Signedness::Signless
            }
        )
    }
}
