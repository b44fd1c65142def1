//! Builtin and dialect attributes, interned in the [`Context`](super::Context).

use super::affine::{AffineMap, AffineSet};
use super::entities::{Attr, Type};

/// The structure behind an [`Attr`] handle.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum AttrData {
    /// `unit` (printed as a bare key in dictionaries).
    Unit,
    /// An integer of the given integer or index type; `true`/`false` are `i1` integers.
    /// The value is normalised to the type's width: sign-extended for signless and signed types,
    /// zero-extended for unsigned ones.
    Integer {
        /// The value.
        value: i128,
        /// Its type.
        ty: Type,
    },
    /// A float of the given float type, stored as its raw bits.
    Float {
        /// Raw IEEE bits, right-aligned.
        bits: u64,
        /// Its type.
        ty: Type,
    },
    /// A string, with an optional type (`"s" : i32`).
    String {
        /// Raw bytes (may be any bytes).
        bytes: Vec<u8>,
        /// Optional type.
        ty: Option<Type>,
    },
    /// A type used as an attribute.
    Type(Type),
    /// `[a, b, ...]`.
    Array(Vec<Attr>),
    /// `{k = v, ...}`, sorted by key.
    Dict(Vec<(String, Attr)>),
    /// `@root::@nested...`.
    SymbolRef(Vec<String>),
    /// `array<i64: 1, 2>`; float elements are stored as raw bits.
    DenseArray {
        /// Element type.
        elem: Type,
        /// Elements (integers, or float bits).
        values: Vec<i128>,
    },
    /// `dense<...> : tensor<...>` / `vector<...>`; floats stored as raw bits.
    DenseElements {
        /// The shaped type.
        ty: Type,
        /// One element for a splat, otherwise every element in row-major order.
        values: Vec<DenseValue>,
    },
    /// `affine_map<...>`.
    AffineMap(AffineMap),
    /// `affine_set<...>`.
    AffineSet(AffineSet),
    /// `strided<[s...], offset: o>` layout.
    Strided {
        /// Strides; `DYNAMIC` for `?`.
        strides: Vec<i64>,
        /// Offset; `DYNAMIC` for `?`.
        offset: i64,
    },
    /// `#arith.overflow<nsw, nuw>`: bit 0 nsw, bit 1 nuw.
    Overflow(u8),
    /// `#arith.fastmath<...>`: bits in the order reassoc, nnan, ninf, nsz, arcp, contract, afn.
    FastMath(u8),
    /// `#index<cmp_predicate slt>`: an `index.cmp` predicate, numbered as [`CMPI_PREDICATES`].
    IndexCmpPredicate(u8),
    /// One of the vector dialect's enum attributes (`#vector.kind<add>`,
    /// `#vector.punctuation<comma>`, `#vector.iterator_type<parallel>`): its enum and the index of
    /// its keyword in that enum's table ([`VectorEnum::keywords`]).
    Vector(VectorEnum, u8),
    /// Any other dialect attribute we do not model, printed verbatim (`#gpu.thread<x>`).
    /// (Enum properties such as `predicate` and `roundingmode` are integers, as upstream's.)
    Opaque(String),
}

/// The vector dialect's enum attributes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum VectorEnum {
    /// `#vector.kind<...>` (`CombiningKind`).
    Kind,
    /// `#vector.punctuation<...>` (`vector.print`).
    Punctuation,
    /// `#vector.iterator_type<...>` (`vector.contract`).
    IteratorType,
}

/// `CombiningKind` keywords, in the order [`AttrData::Vector`] numbers them.
pub const COMBINING_KINDS: [&str; 13] = [
    "add", "mul", "minui", "minsi", "minnumf", "maxui", "maxsi", "maxnumf", "and", "or", "xor",
    "maximumf", "minimumf",
];

impl VectorEnum {
    /// The attribute's mnemonic (`#vector.<name><...>`).
    pub fn name(self) -> &'static str {
        match self {
            VectorEnum::Kind => "kind",
            VectorEnum::Punctuation => "punctuation",
            VectorEnum::IteratorType => "iterator_type",
        }
    }
    /// Its keywords, numbered as [`AttrData::Vector`] holds them.
    pub fn keywords(self) -> &'static [&'static str] {
        match self {
            VectorEnum::Kind => &COMBINING_KINDS,
            VectorEnum::Punctuation => &["no_punctuation", "newline", "comma", "open", "close"],
            VectorEnum::IteratorType => &["parallel", "reduction"],
        }
    }
    /// Upstream's attribute (or enum) definition, as its parse errors spell it.
    pub fn attr_def_name(self) -> &'static str {
        match self {
            VectorEnum::Kind => "Vector_CombiningKindAttr",
            VectorEnum::Punctuation => "Vector_PrintPunctuation",
            VectorEnum::IteratorType => "Vector_IteratorTypeEnum",
        }
    }
    /// Upstream's C++ enum name, as its parse errors spell it.
    pub fn cpp_name(self) -> &'static str {
        match self {
            VectorEnum::Kind => "::mlir::vector::CombiningKind",
            VectorEnum::Punctuation => "::mlir::vector::PrintPunctuation",
            VectorEnum::IteratorType => "::mlir::vector::IteratorType",
        }
    }
}

/// One element of a dense elements attribute.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DenseValue {
    /// An integer element (normalised as for [`AttrData::Integer`]).
    Int(i128),
    /// A float element's raw bits.
    Float(u64),
    /// A complex element (two floats' raw bits, or two integers).
    Complex(u64, u64),
}

/// Names of the fast-math flags in canonical order.
pub const FASTMATH_FLAGS: [&str; 7] = ["reassoc", "nnan", "ninf", "nsz", "arcp", "contract", "afn"];

/// Names of the rounding modes of `arith.truncf` and friends, by enum value.
pub const ROUNDING_MODES: [&str; 5] = [
    "to_nearest_even",
    "downward",
    "upward",
    "toward_zero",
    "to_nearest_away",
];

/// Integer comparison predicates of `arith.cmpi`, by enum value.
/// `arith.cmpi` predicates, numbered as the `predicate` attribute holds them
/// ([`CMPI_PREDICATES`] spells them).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CmpIPredicate {
    /// `eq`
    Eq = 0,
    /// `ne`
    Ne,
    /// `slt`
    Slt,
    /// `sle`
    Sle,
    /// `sgt`
    Sgt,
    /// `sge`
    Sge,
    /// `ult`
    Ult,
    /// `ule`
    Ule,
    /// `ugt`
    Ugt,
    /// `uge`
    Uge,
}

/// `arith.cmpi` predicate names by enum value.
pub const CMPI_PREDICATES: [&str; 10] = [
    "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
];

/// The `arith.cmpi` predicate that holds exactly when `p` does not (`eq` ↔ `ne`, `slt` ↔ `sge`, ...).
pub const CMPI_INVERTED: [i64; 10] = [1, 0, 5, 4, 3, 2, 9, 8, 7, 6];

/// The `arith.cmpi` predicate that holds for swapped operands (`slt` ↔ `sgt`; `eq`, `ne` stay).
pub const CMPI_SWAPPED: [i64; 10] = [0, 1, 4, 5, 2, 3, 8, 9, 6, 7];

/// Whether `arith.cmpi` predicate `pred` holds: `a`, `b` are the operands as signed values, `ua`,
/// `ub` as unsigned ones. The one definition the folder, the interpreter and others share.
pub fn cmpi_holds(pred: i128, a: i128, b: i128, ua: u128, ub: u128) -> bool {
    match pred {
        0 => a == b,
        1 => a != b,
        2 => a < b,
        3 => a <= b,
        4 => a > b,
        5 => a >= b,
        6 => ua < ub,
        7 => ua <= ub,
        8 => ua > ub,
        _ => ua >= ub,
    }
}

/// Whether `arith.cmpf` predicate `pred` holds for `a`, `b` (ordered predicates are false and
/// unordered ones true when either is NaN).
pub fn cmpf_holds(pred: i128, a: f64, b: f64) -> bool {
    let uno = a.is_nan() || b.is_nan();
    match pred {
        0 => false,
        1 => !uno && a == b,
        2 => !uno && a > b,
        3 => !uno && a >= b,
        4 => !uno && a < b,
        5 => !uno && a <= b,
        6 => !uno && a != b,
        7 => !uno,
        8 => uno || a == b,
        9 => uno || a > b,
        10 => uno || a >= b,
        11 => uno || a < b,
        12 => uno || a <= b,
        13 => uno || a != b,
        14 => uno,
        _ => true,
    }
}

/// Float comparison predicates of `arith.cmpf`, by enum value.
pub const CMPF_PREDICATES: [&str; 16] = [
    "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule",
    "une", "uno", "true",
];
