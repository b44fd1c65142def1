//! The table of operation kinds: one declaration per op — its name and its row (operand,
//! result, region and successor counts, inherent attributes, traits, result names, view source,
//! memory effects), built with the vocabulary of [`super::opdef`]. Adding a variant here makes
//! every exhaustive dispatch (verifier, interpreter, JIT, printer, parser) fail to compile
//! until it decides what the new op does; see `docs/adding-an-op.md`.

use super::format::{Directive, Fmt, Format, Slot, TypeKind, TypeRule};
use super::opdef::*;
use Count::{Any, AtLeast, Exact};
use Fmt::Type as TypeOf;
use Fmt::{
    AttrDict, Custom, Lit, Operand, Operands, Optional, ResultType, ResultTypeOf, ResultTypes,
};

/// Upstream's `arith::AtomicRMWKind`, by enum value (the `kind` property of
/// `memref.atomic_rmw`).
pub const ATOMIC_RMW_KINDS: &[&str] = &[
    "addf", "addi", "andi", "assign", "maximumf", "maxnumf", "maxs", "maxu", "minimumf", "minnumf",
    "mins", "minu", "mulf", "muli", "ori", "xori",
];

/// `($dynamicSizes) ([$symbolOperands]^)? attr-dict : type($memref)` (alloc, alloca).
const ALLOC_FORMAT: Format = Format::new(&[
    Lit("("),
    Operands(Slot::Segment(0)),
    Lit(")"),
    Optional(
        Slot::Segment(1),
        &[Lit("["), Operands(Slot::Segment(1)), Lit("]")],
    ),
    AttrDict,
    Lit(" : "),
    ResultTypeOf(0, TypeKind::MemRef),
]);

/// `$lhs, $rhs attr-dict : type($result)` (arith's binary ops without flags).
const BINARY_FORMAT: Format = Format::new(&[
    Operand(0),
    Lit(","),
    Operand(1),
    AttrDict,
    Lit(" : "),
    ResultType(0),
])
.operand_types(&[(0, TypeRule::Result(0)), (1, TypeRule::Result(0))]);

/// `$lhs, $rhs (overflow<...>)? attr-dict : type($result)` (arith's integer ops with flags).
const BINARY_OVERFLOW_FORMAT: Format = Format::new(&[
    Operand(0),
    Lit(","),
    Operand(1),
    Custom(Directive::OverflowFlags),
    AttrDict,
    Lit(" : "),
    ResultType(0),
])
.operand_types(&[(0, TypeRule::Result(0)), (1, TypeRule::Result(0))]);

/// `$lhs, $rhs (fastmath<...>)? attr-dict : type($result)` (float arith and math ops).
const BINARY_FASTMATH_FORMAT: Format = Format::new(&[
    Operand(0),
    Lit(","),
    Operand(1),
    Custom(Directive::FastMath),
    AttrDict,
    Lit(" : "),
    ResultType(0),
])
.operand_types(&[(0, TypeRule::Result(0)), (1, TypeRule::Result(0))]);

/// `$operand (fastmath<...>)? attr-dict : type($result)` (arith.negf, math's unary ops).
const UNARY_FASTMATH_FORMAT: Format = Format::new(&[
    Operand(0),
    Custom(Directive::FastMath),
    AttrDict,
    Lit(" : "),
    ResultType(0),
])
.operand_types(&[(0, TypeRule::Result(0))]);

/// `$operand attr-dict : type($result)` (math's integer bit counts).
const UNARY_FORMAT: Format = Format::new(&[Operand(0), AttrDict, Lit(" : "), ResultType(0)])
    .operand_types(&[(0, TypeRule::Result(0))]);

/// `$operand attr-dict : type($operand)`, an i1 of its shape as the result (math.isnan and the
/// other class tests; their `fastmath` is in the dictionary).
const FLOAT_CLASS_FORMAT: Format =
    Format::new(&[Operand(0), AttrDict, Lit(" : "), TypeOf(0, TypeKind::Any)])
        .result_types(&[(0, TypeRule::BoolLike(0))]);

/// `$lhs, $rhs (fastmath<...>)? attr-dict : type($lhs), type($rhs)` (math.fpowi).
const FPOWI_FORMAT: Format = Format::new(&[
    Operand(0),
    Lit(","),
    Operand(1),
    Custom(Directive::FastMath),
    AttrDict,
    Lit(" : "),
    TypeOf(0, TypeKind::Any),
    Lit(", "),
    TypeOf(1, TypeKind::Any),
])
.result_types(&[(0, TypeRule::SameAs(0))]);

/// `$operand (fastmath<...>)? attr-dict : type($operand)`, two results of its type (math.sincos).
const SINCOS_FORMAT: Format = Format::new(&[
    Operand(0),
    Custom(Directive::FastMath),
    AttrDict,
    Lit(" : "),
    TypeOf(0, TypeKind::Any),
])
.result_types(&[(0, TypeRule::SameAs(0)), (1, TypeRule::SameAs(0))]);

/// `$value to [$min, $max] (fastmath<...>)? attr-dict : type($result)` (math.clampf).
const CLAMPF_FORMAT: Format = Format::new(&[
    Operand(0),
    Lit(" to ["),
    Operand(1),
    Lit(","),
    Operand(2),
    Lit("]"),
    Custom(Directive::FastMath),
    AttrDict,
    Lit(" : "),
    ResultType(0),
])
.operand_types(&[
    (0, TypeRule::Result(0)),
    (1, TypeRule::Result(0)),
    (2, TypeRule::Result(0)),
]);

/// `$a, $b, $c (fastmath<...>)? attr-dict : type($result)` (math.fma).
const FMA_FORMAT: Format = Format::new(&[
    Operand(0),
    Lit(","),
    Operand(1),
    Lit(","),
    Operand(2),
    Custom(Directive::FastMath),
    AttrDict,
    Lit(" : "),
    ResultType(0),
])
.operand_types(&[
    (0, TypeRule::Result(0)),
    (1, TypeRule::Result(0)),
    (2, TypeRule::Result(0)),
]);

/// `$lhs, $rhs attr-dict : type($lhs)`, both results of that type (arith.mul*i_extended).
const MUL_EXTENDED_FORMAT: Format = Format::new(&[
    Operand(0),
    Lit(","),
    Operand(1),
    AttrDict,
    Lit(" : "),
    TypeOf(0, TypeKind::Any),
])
.operand_types(&[(1, TypeRule::SameAs(0))])
.result_types(&[(0, TypeRule::SameAs(0)), (1, TypeRule::SameAs(0))]);

/// `$lhs, $rhs attr-dict : type($sum), type($overflow)` (arith.addui_extended).
const ADD_EXTENDED_FORMAT: Format = Format::new(&[
    Operand(0),
    Lit(","),
    Operand(1),
    AttrDict,
    Lit(" : "),
    ResultType(0),
    Lit(", "),
    ResultType(1),
])
.operand_types(&[(0, TypeRule::Result(0)), (1, TypeRule::Result(0))]);

/// `$in (overflow<...>)? attr-dict : type($in) to type($out)` (arith.trunci).
const TRUNCI_FORMAT: Format = Format::new(&[
    Operand(0),
    Custom(Directive::OverflowFlags),
    AttrDict,
    Lit(" : "),
    TypeOf(0, TypeKind::Any),
    Lit(" to "),
    ResultType(0),
]);

/// `$in (fastmath<...>)? attr-dict : type($in) to type($out)` (arith.extf).
const EXTF_FORMAT: Format = Format::new(&[
    Operand(0),
    Custom(Directive::FastMath),
    AttrDict,
    Lit(" : "),
    TypeOf(0, TypeKind::Any),
    Lit(" to "),
    ResultType(0),
]);

/// `$in ($roundingmode)? (fastmath<...>)? attr-dict : type($in) to type($out)` (arith.truncf).
const TRUNCF_FORMAT: Format = Format::new(&[
    Operand(0),
    Custom(Directive::RoundingMode),
    Custom(Directive::FastMath),
    AttrDict,
    Lit(" : "),
    TypeOf(0, TypeKind::Any),
    Lit(" to "),
    ResultType(0),
]);

/// `$source attr-dict : type($source) to type($dest)` (arith and memref casts,
/// bufferization.clone).
/// `tensor.insert_slice` and `tensor.parallel_insert_slice`: $source `into` $dest
/// custom<DynamicIndexList>($offsets, ...) ... attr-dict `:` type($source) `into` type($dest).
#[rustfmt::skip]
const INSERT_SLICE_FORMAT: Format = Format::new(&[
    Operand(0), Lit(" into"), Operand(1),
    Custom(Directive::DynamicIndexList { attr: "static_offsets", operands: Slot::Segment(2) }),
    Lit(" "),
    Custom(Directive::DynamicIndexList { attr: "static_sizes", operands: Slot::Segment(3) }),
    Lit(" "),
    Custom(Directive::DynamicIndexList { attr: "static_strides", operands: Slot::Segment(4) }),
    AttrDict, Lit(" : "), TypeOf(0, TypeKind::RankedTensor), Lit(" into "),
    TypeOf(1, TypeKind::RankedTensor),
]);

const CAST_FORMAT: Format = Format::new(&[
    Operand(0),
    AttrDict,
    Lit(" : "),
    TypeOf(0, TypeKind::Any),
    Lit(" to "),
    ResultType(0),
]);

/// `$source : type($source) -> type(results) attr-dict` (metadata extraction).
const EXTRACT_FORMAT: Format = Format::new(&[
    Operand(0),
    Lit(" : "),
    TypeOf(0, TypeKind::Any),
    Lit(" -> "),
    ResultTypes,
    AttrDict,
]);

/// `$lhs `,` $rhs attr-dict` (the index dialect's binary ops: index operands and result).
const INDEX_BINARY_FORMAT: Format = Format::new(&[Operand(0), Lit(","), Operand(1), AttrDict])
    .result_types(&[(0, TypeRule::Index)]);

/// `$lhs, $rhs (fastmath<...>)? attr-dict : type($result)` (complex's arithmetic ops, all of
/// one complex type; upstream parses the type as a `ComplexType`).
const COMPLEX_BINARY_FORMAT: Format = Format::new(&[
    Operand(0),
    Lit(","),
    Operand(1),
    Custom(Directive::FastMath),
    AttrDict,
    Lit(" : "),
    ResultTypeOf(0, TypeKind::Complex),
])
.operand_types(&[(0, TypeRule::Result(0)), (1, TypeRule::Result(0))]);

/// `$complex (fastmath<...>)? attr-dict : type($complex)` (complex's unary ops to the same
/// type).
const COMPLEX_UNARY_FORMAT: Format = Format::new(&[
    Operand(0),
    Custom(Directive::FastMath),
    AttrDict,
    Lit(" : "),
    TypeOf(0, TypeKind::Complex),
])
.result_types(&[(0, TypeRule::SameAs(0))]);

/// `$complex (fastmath<...>)? attr-dict : type($complex)` with the element type as result
/// (`complex.re`, `im`, `abs`, `angle`).
const COMPLEX_PART_FORMAT: Format = Format::new(&[
    Operand(0),
    Custom(Directive::FastMath),
    AttrDict,
    Lit(" : "),
    TypeOf(0, TypeKind::Complex),
])
.result_types(&[(0, TypeRule::ElementOf(0))]);

/// `$lhs, $rhs attr-dict : type($lhs)` with an `i1` result (`complex.eq`, `neq`).
const COMPLEX_CMP_FORMAT: Format = Format::new(&[
    Operand(0),
    Lit(","),
    Operand(1),
    AttrDict,
    Lit(" : "),
    TypeOf(0, TypeKind::Complex),
])
.operand_types(&[(1, TypeRule::SameAs(0))])
.result_types(&[(0, TypeRule::I1)]);

/// A destination-style linalg op with `ins` and `outs` operand segments: tensor results, one
/// single-block payload region, reads of its memref inputs and read-writes of its memref inits.
const LINALG_STRUCTURED: OpInfo = op(Any, Any)
    .regions(Regions::Exact(1))
    .segments(2)
    .traits(Traits::SINGLE_BLOCK)
    .effects(EffectsDef::DestinationStyle);

/// The linalg ops whose inputs and inits are told apart without `operandSegmentSizes`
/// (transpose, broadcast, reduce, map).
const LINALG_STRUCTURED_FIXED: OpInfo = op(Any, Any)
    .regions(Regions::Exact(1))
    .traits(Traits::SINGLE_BLOCK)
    .effects(EffectsDef::DestinationStyle);

/// The row of ops from unknown dialects: anything goes, effects unknown.
const UNREGISTERED: OpInfo = op(Any, Any).regions(Regions::Any).successors(Any);

macro_rules! op_kinds {
    ($($(#[$ddoc:meta])* $dialect:ident($denum:ident, $cenum:ident) {
        custom {
            $($(#[$doc:meta])* $variant:ident = $name:literal: $row:expr,)*
        }
        declared {
            $($(#[$fdoc:meta])* $fvariant:ident = $fname:literal: $frow:expr => $fmt:expr,)*
        }
    })*) => {
        /// A registered operation kind, or [`OpKind::Unregistered`] for ops from unknown dialects.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum OpKind {
            $($(#[doc = $name] $variant,)* $(#[doc = $fname] $fvariant,)*)*
            /// An op of an unknown dialect (only with `--allow-unregistered-dialect`).
            Unregistered,
        }

        $(
            /// The ops of one dialect: the variants of [`OpKind`] with the same names, so a
            /// dialect's code matches exhaustively on its own ops (see [`OpKind::dialect_op`]).
            #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
            pub enum $denum {
                $(#[doc = $name] $variant,)*
                $(#[doc = $fname] $fvariant,)*
            }

            impl From<$denum> for OpKind {
                fn from(k: $denum) -> OpKind {
                    match k {
                        $($denum::$variant => OpKind::$variant,)*
                        $($denum::$fvariant => OpKind::$fvariant,)*
                    }
                }
            }

            /// The ops of one dialect with a hand-written custom form (the others have a
            /// declared format in their row): what the parser and printer match on.
            #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
            pub enum $cenum {
                $(#[doc = $name] $variant,)*
            }

            impl From<$cenum> for OpKind {
                fn from(k: $cenum) -> OpKind {
                    match k {
                        $($cenum::$variant => OpKind::$variant,)*
                    }
                }
            }

            impl PartialEq<OpKind> for $cenum {
                fn eq(&self, other: &OpKind) -> bool {
                    OpKind::from(*self) == *other
                }
            }

            impl PartialEq<OpKind> for $denum {
                fn eq(&self, other: &OpKind) -> bool {
                    OpKind::from(*self) == *other
                }
            }
        )*

        /// An op kind split by dialect: what routers match on, so each dialect's code handles
        /// exactly its own ops and a new op fails to compile in its dialect's match only.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum DialectOp {
            $(
                #[doc = concat!("An op of the `", stringify!($dialect), "` dialect.")]
                $dialect($denum),
            )*
            /// An op of an unknown dialect.
            Unregistered,
        }

        /// An op with a hand-written custom form, split by dialect.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum CustomOp {
            $(
                #[doc = concat!("A custom-form op of the `", stringify!($dialect), "` dialect.")]
                $dialect($cenum),
            )*
        }

        impl OpKind {
            /// Every registered kind.
            pub const ALL: &'static [OpKind] =
                &[$($(OpKind::$variant,)* $(OpKind::$fvariant,)*)*];

            /// Full name, `dialect.op`.
            pub fn name(self) -> &'static str {
                match self {
                    $($(OpKind::$variant => $name,)* $(OpKind::$fvariant => $fname,)*)*
                    OpKind::Unregistered => "<unregistered>",
                }
            }

            /// The kind as its dialect's op.
            pub fn dialect_op(self) -> DialectOp {
                match self {
                    $($(OpKind::$variant => DialectOp::$dialect($denum::$variant),)*
                      $(OpKind::$fvariant => DialectOp::$dialect($denum::$fvariant),)*)*
                    OpKind::Unregistered => DialectOp::Unregistered,
                }
            }

            /// The kind as an op with a hand-written custom form; `None` for ops with a
            /// declared format (`OpInfo::format`) and unregistered ops.
            pub fn custom_op(self) -> Option<CustomOp> {
                match self {
                    $($(OpKind::$variant => Some(CustomOp::$dialect($cenum::$variant)),)*)*
                    _ => None,
                }
            }

            /// The table row of this kind: counts, segments, attributes, traits, result
            /// names, view source, memory effects.
            pub fn info(self) -> &'static OpInfo {
                match self {
                    $($(OpKind::$variant => {
                        const ROW: OpInfo = $row;
                        &ROW
                    })*
                    $(OpKind::$fvariant => {
                        const ROW: OpInfo = $frow.format($fmt);
                        &ROW
                    })*)*
                    OpKind::Unregistered => &UNREGISTERED,
                }
            }

            /// Looks up a registered kind by full name.
            pub fn from_name(name: &str) -> Option<OpKind> {
                // A hash table: a `match` on hundreds of strings compares them one by one,
                // and the parser looks up every op.
                static BY_NAME: std::sync::OnceLock<
                    rustc_hash::FxHashMap<&'static str, OpKind>,
                > = std::sync::OnceLock::new();
                BY_NAME
                    .get_or_init(|| OpKind::ALL.iter().map(|&k| (k.name(), k)).collect())
                    .get(name)
                    .copied()
            }
        }
    };
}

op_kinds! {
    Builtin(BuiltinOp, BuiltinCustomOp) {
        custom {
            Module = "builtin.module": op(Exact(0), Exact(0))
                .regions(Regions::Exact(1))
                .traits(Traits::ISOLATED_FROM_ABOVE.with(Traits::SYMBOL_TABLE))
                .attrs(&[opt("sym_name", AttrKind::Any), opt("sym_visibility", AttrKind::Any)])
                .traits(Traits::SINGLE_BLOCK),
            UnrealizedConversionCast = "builtin.unrealized_conversion_cast": op(Any, Any).pure(),
        }
        declared {
        }
    }

    Func(FuncOp, FuncCustomOp) {
        custom {
            FuncFunc = "func.func": op(Exact(0), Exact(0))
                .regions(Regions::Exact(1))
                .traits(Traits::ISOLATED_FROM_ABOVE.with(Traits::SYMBOL))
                .traits(Traits::AUTOMATIC_ALLOCATION_SCOPE)
                .attrs(&[
                    req("sym_name", AttrKind::Str),
                    req("function_type", AttrKind::FunctionType),
                    opt("arg_attrs", AttrKind::Any),
                    opt("res_attrs", AttrKind::Any),
                    opt("sym_visibility", AttrKind::Any),
                ]),
            FuncReturn = "func.return": op(Any, Exact(0))
                .terminator()
                .traits(Traits::RETURN_LIKE)
                .pure(),
            FuncCall = "func.call": op(Any, Any)
                .attrs(&[
                    req("callee", AttrKind::Symbol),
                    in_dict(opt("arg_attrs", AttrKind::Any)),
                    in_dict(opt("no_inline", AttrKind::Any)),
                    in_dict(opt("res_attrs", AttrKind::Any)),
                ]),
            FuncCallIndirect = "func.call_indirect": op(AtLeast(1), Any),
            FuncConstant = "func.constant": op(Exact(0), Exact(1))
                .pure()
                .attrs(&[req("value", AttrKind::Symbol)])
                .named(&[(0, "f")]),
        }
        declared {
        }
    }

    Arith(ArithOp, ArithCustomOp) {
        custom {
            ArithConstant = "arith.constant": op(Exact(0), Exact(1))
                .pure()
                .attrs(&[req("value", AttrKind::Any)])
                .computed_names(),
            ArithCmpI = "arith.cmpi": BINARY.attrs(&[req("predicate", AttrKind::Int)]),
            ArithCmpF = "arith.cmpf": BINARY.attrs(&[req("predicate", AttrKind::Int), FASTMATH_ATTR]),
            ArithSelect = "arith.select": op(Exact(3), Exact(1)).pure(),
        }
        declared {
            ArithAddI = "arith.addi": COMMUTATIVE_BINARY.attrs(OVERFLOW) => BINARY_OVERFLOW_FORMAT,
            ArithSubI = "arith.subi": BINARY.attrs(OVERFLOW) => BINARY_OVERFLOW_FORMAT,
            ArithMulI = "arith.muli": COMMUTATIVE_BINARY.attrs(OVERFLOW) => BINARY_OVERFLOW_FORMAT,
            ArithDivSI = "arith.divsi": BINARY => BINARY_FORMAT,
            ArithDivUI = "arith.divui": BINARY => BINARY_FORMAT,
            ArithRemSI = "arith.remsi": BINARY => BINARY_FORMAT,
            ArithRemUI = "arith.remui": BINARY => BINARY_FORMAT,
            ArithCeilDivSI = "arith.ceildivsi": BINARY => BINARY_FORMAT,
            ArithCeilDivUI = "arith.ceildivui": BINARY => BINARY_FORMAT,
            ArithFloorDivSI = "arith.floordivsi": BINARY => BINARY_FORMAT,
            ArithAndI = "arith.andi": COMMUTATIVE_BINARY => BINARY_FORMAT,
            ArithOrI = "arith.ori": COMMUTATIVE_BINARY => BINARY_FORMAT,
            ArithXOrI = "arith.xori": COMMUTATIVE_BINARY => BINARY_FORMAT,
            ArithShLI = "arith.shli": BINARY.attrs(OVERFLOW) => BINARY_OVERFLOW_FORMAT,
            ArithShRSI = "arith.shrsi": BINARY => BINARY_FORMAT,
            ArithShRUI = "arith.shrui": BINARY => BINARY_FORMAT,
            ArithMaxSI = "arith.maxsi": COMMUTATIVE_BINARY => BINARY_FORMAT,
            ArithMaxUI = "arith.maxui": COMMUTATIVE_BINARY => BINARY_FORMAT,
            ArithMinSI = "arith.minsi": COMMUTATIVE_BINARY => BINARY_FORMAT,
            ArithMinUI = "arith.minui": COMMUTATIVE_BINARY => BINARY_FORMAT,
            ArithAddF = "arith.addf": COMMUTATIVE_BINARY.attrs(FASTMATH) => BINARY_FASTMATH_FORMAT,
            ArithSubF = "arith.subf": BINARY.attrs(FASTMATH) => BINARY_FASTMATH_FORMAT,
            ArithMulF = "arith.mulf": COMMUTATIVE_BINARY.attrs(FASTMATH) => BINARY_FASTMATH_FORMAT,
            ArithDivF = "arith.divf": BINARY.attrs(FASTMATH) => BINARY_FASTMATH_FORMAT,
            ArithRemF = "arith.remf": BINARY.attrs(FASTMATH) => BINARY_FASTMATH_FORMAT,
            ArithMaximumF = "arith.maximumf": COMMUTATIVE_BINARY.attrs(FASTMATH) => BINARY_FASTMATH_FORMAT,
            ArithMinimumF = "arith.minimumf": COMMUTATIVE_BINARY.attrs(FASTMATH) => BINARY_FASTMATH_FORMAT,
            ArithMaxNumF = "arith.maxnumf": COMMUTATIVE_BINARY.attrs(FASTMATH) => BINARY_FASTMATH_FORMAT,
            ArithMinNumF = "arith.minnumf": COMMUTATIVE_BINARY.attrs(FASTMATH) => BINARY_FASTMATH_FORMAT,
            ArithNegF = "arith.negf": UNARY.attrs(FASTMATH) => UNARY_FASTMATH_FORMAT,
            ArithIndexCast = "arith.index_cast": CAST => CAST_FORMAT,
            ArithIndexCastUI = "arith.index_castui": CAST => CAST_FORMAT,
            ArithExtSI = "arith.extsi": CAST => CAST_FORMAT,
            ArithExtUI = "arith.extui": CAST => CAST_FORMAT,
            ArithTruncI = "arith.trunci": CAST.attrs(OVERFLOW) => TRUNCI_FORMAT,
            ArithSIToFP = "arith.sitofp": CAST => CAST_FORMAT,
            ArithUIToFP = "arith.uitofp": CAST => CAST_FORMAT,
            ArithFPToSI = "arith.fptosi": CAST => CAST_FORMAT,
            ArithFPToUI = "arith.fptoui": CAST => CAST_FORMAT,
            ArithExtF = "arith.extf": CAST.attrs(FASTMATH_NO_DEFAULT) => EXTF_FORMAT,
            ArithTruncF = "arith.truncf": CAST
                .attrs(&[opt("fastmath", AttrKind::FastMath), opt("roundingmode", AttrKind::RoundingMode)]) => TRUNCF_FORMAT,
            ArithBitcast = "arith.bitcast": CAST => CAST_FORMAT,
            ArithMulUIExtended = "arith.mului_extended": op(Exact(2), Exact(2))
                .pure()
                .traits(Traits::COMMUTATIVE)
                .named(&[(0, "low"), (1, "high")]) => MUL_EXTENDED_FORMAT,
            ArithMulSIExtended = "arith.mulsi_extended": op(Exact(2), Exact(2))
                .pure()
                .traits(Traits::COMMUTATIVE)
                .named(&[(0, "low"), (1, "high")]) => MUL_EXTENDED_FORMAT,
            ArithAddUIExtended = "arith.addui_extended": op(Exact(2), Exact(2))
                .pure()
                .traits(Traits::COMMUTATIVE)
                .named(&[(0, "sum"), (1, "overflow")]) => ADD_EXTENDED_FORMAT,
        }
    }

    Math(MathOp, MathCustomOp) {
        custom {
        }
        declared {
            MathSqrt = "math.sqrt": UNARY.attrs(FASTMATH) => UNARY_FASTMATH_FORMAT,
            MathRsqrt = "math.rsqrt": UNARY.attrs(FASTMATH) => UNARY_FASTMATH_FORMAT,
            MathExp = "math.exp": UNARY.attrs(FASTMATH) => UNARY_FASTMATH_FORMAT,
            MathLog = "math.log": UNARY.attrs(FASTMATH) => UNARY_FASTMATH_FORMAT,
            MathSin = "math.sin": UNARY.attrs(FASTMATH) => UNARY_FASTMATH_FORMAT,
            MathCos = "math.cos": UNARY.attrs(FASTMATH) => UNARY_FASTMATH_FORMAT,
            MathTanh = "math.tanh": UNARY.attrs(FASTMATH) => UNARY_FASTMATH_FORMAT,
            MathAbsF = "math.absf": UNARY.attrs(FASTMATH) => UNARY_FASTMATH_FORMAT,
            MathAbsI = "math.absi": UNARY.attrs(FASTMATH_NO_DEFAULT) => UNARY_FASTMATH_FORMAT,
            MathPowF = "math.powf": BINARY.attrs(FASTMATH) => BINARY_FASTMATH_FORMAT,
            MathAtan2 = "math.atan2": BINARY.attrs(FASTMATH) => BINARY_FASTMATH_FORMAT,
            MathFma = "math.fma": op(Exact(3), Exact(1)).pure().attrs(FASTMATH) => FMA_FORMAT,
            MathFloor = "math.floor": UNARY.attrs(FASTMATH) => UNARY_FASTMATH_FORMAT,
            MathCeil = "math.ceil": UNARY.attrs(FASTMATH) => UNARY_FASTMATH_FORMAT,
            MathCopySign = "math.copysign": BINARY.attrs(FASTMATH) => BINARY_FASTMATH_FORMAT,
            MathAcos = "math.acos": UNARY.attrs(FASTMATH) => UNARY_FASTMATH_FORMAT,
            MathAcosh = "math.acosh": UNARY.attrs(FASTMATH) => UNARY_FASTMATH_FORMAT,
            MathAsin = "math.asin": UNARY.attrs(FASTMATH) => UNARY_FASTMATH_FORMAT,
            MathAsinh = "math.asinh": UNARY.attrs(FASTMATH) => UNARY_FASTMATH_FORMAT,
            MathAtan = "math.atan": UNARY.attrs(FASTMATH) => UNARY_FASTMATH_FORMAT,
            MathAtanh = "math.atanh": UNARY.attrs(FASTMATH) => UNARY_FASTMATH_FORMAT,
            MathCbrt = "math.cbrt": UNARY.attrs(FASTMATH) => UNARY_FASTMATH_FORMAT,
            MathCosh = "math.cosh": UNARY.attrs(FASTMATH) => UNARY_FASTMATH_FORMAT,
            MathErf = "math.erf": UNARY.attrs(FASTMATH) => UNARY_FASTMATH_FORMAT,
            MathErfc = "math.erfc": UNARY.attrs(FASTMATH) => UNARY_FASTMATH_FORMAT,
            MathExp2 = "math.exp2": UNARY.attrs(FASTMATH) => UNARY_FASTMATH_FORMAT,
            MathExpM1 = "math.expm1": UNARY.attrs(FASTMATH) => UNARY_FASTMATH_FORMAT,
            MathLog10 = "math.log10": UNARY.attrs(FASTMATH) => UNARY_FASTMATH_FORMAT,
            MathLog1p = "math.log1p": UNARY.attrs(FASTMATH) => UNARY_FASTMATH_FORMAT,
            MathLog2 = "math.log2": UNARY.attrs(FASTMATH) => UNARY_FASTMATH_FORMAT,
            MathRound = "math.round": UNARY.attrs(FASTMATH) => UNARY_FASTMATH_FORMAT,
            MathRoundEven = "math.roundeven": UNARY.attrs(FASTMATH) => UNARY_FASTMATH_FORMAT,
            MathSinh = "math.sinh": UNARY.attrs(FASTMATH) => UNARY_FASTMATH_FORMAT,
            MathTan = "math.tan": UNARY.attrs(FASTMATH) => UNARY_FASTMATH_FORMAT,
            MathTrunc = "math.trunc": UNARY.attrs(FASTMATH) => UNARY_FASTMATH_FORMAT,
            MathCtlz = "math.ctlz": UNARY => UNARY_FORMAT,
            MathCttz = "math.cttz": UNARY => UNARY_FORMAT,
            MathCtPop = "math.ctpop": UNARY => UNARY_FORMAT,
            MathIsNaN = "math.isnan": UNARY.attrs(FASTMATH_IN_DICT) => FLOAT_CLASS_FORMAT,
            MathIsInf = "math.isinf": UNARY.attrs(FASTMATH_IN_DICT) => FLOAT_CLASS_FORMAT,
            MathIsFinite = "math.isfinite": UNARY.attrs(FASTMATH_IN_DICT) => FLOAT_CLASS_FORMAT,
            MathIsNormal = "math.isnormal": UNARY.attrs(FASTMATH_IN_DICT) => FLOAT_CLASS_FORMAT,
            MathIPowI = "math.ipowi": BINARY => BINARY_FORMAT,
            MathFPowI = "math.fpowi": BINARY.attrs(FASTMATH) => FPOWI_FORMAT,
            MathSinCos = "math.sincos": op(Exact(1), Exact(2))
                .pure()
                .attrs(FASTMATH)
                .named(&[(0, "sin"), (1, "cos")]) => SINCOS_FORMAT,
            MathClampF = "math.clampf": op(Exact(3), Exact(1)).pure().attrs(FASTMATH) => CLAMPF_FORMAT,
        }
    }

    MemRef(MemRefOp, MemRefCustomOp) {
        custom {
            MemRefGlobal = "memref.global": op(Exact(0), Exact(0))
                .traits(Traits::SYMBOL)
                .attrs(&[
                    req("sym_name", AttrKind::Str),
                    req("type", AttrKind::Type),
                    ALIGNMENT_IN_DICT,
                    opt("constant", AttrKind::Any),
                    opt("initial_value", AttrKind::Any),
                    opt("sym_visibility", AttrKind::Any),
                ]),
            MemRefAllocaScope = "memref.alloca_scope": op(Exact(0), Any)
                .region_branch(Regions::Exact(1), Some(OpKind::MemRefAllocaScopeReturn))
                .traits(Traits::SINGLE_BLOCK.with(Traits::AUTOMATIC_ALLOCATION_SCOPE)),
            MemRefAllocaScopeReturn = "memref.alloca_scope.return": op(Any, Exact(0))
                .terminator()
                .traits(Traits::RETURN_LIKE)
                .pure(),
            // $memref `[` $indices `]` `:` type($memref) $atomic_body attr-dict; the memref
            // operand is read and written (its only effects: the body is not a region branch).
            MemRefGenericAtomicRmw = "memref.generic_atomic_rmw": op(AtLeast(1), Exact(1))
                .regions(Regions::Exact(1))
                .traits(Traits::SINGLE_BLOCK)
                .effects(EffectsDef::Listed(&[
                    (EffectKind::Read, EffectOn::Operand(0)),
                    (EffectKind::Write, EffectOn::Operand(0)),
                ])),
            // $memref `[` $indices `]` `,` (read|write) `,` `locality<` N `>` `,` (data|instr)
            //   attr-dict `:` type($memref); read and write effects on the memref, as
            //   upstream's (CSE does not move loads across it, the ownership pass accepts it).
            MemRefPrefetch = "memref.prefetch": op(AtLeast(1), Exact(0))
                .attrs(&[
                    req("isWrite", AttrKind::Bool),
                    req("localityHint", AttrKind::Int),
                    req("isDataCache", AttrKind::Bool),
                ])
                .effects(EffectsDef::Listed(&[
                    (EffectKind::Read, EffectOn::Operand(0)),
                    (EffectKind::Write, EffectOn::Operand(0)),
                ])),
        }
        declared {
            MemRefAlloc = "memref.alloc": op(Any, Exact(1))
                .segments(2)
                .attrs(&[ALIGNMENT_IN_DICT, SEGMENTS])
                .named(&[(0, "alloc")])
                .effects(EffectsDef::Listed(&[(EffectKind::Allocate, EffectOn::Result(0))]))
                => ALLOC_FORMAT,
            MemRefAlloca = "memref.alloca": op(Any, Exact(1))
                .segments(2)
                .attrs(&[ALIGNMENT_IN_DICT, SEGMENTS])
                .named(&[(0, "alloca")])
                .effects(EffectsDef::Listed(&[(EffectKind::Allocate, EffectOn::Result(0))]))
                => ALLOC_FORMAT,
            // $source (`(` $new_size^ `)`)? attr-dict `:` type($source) `to` type(results)
            MemRefRealloc = "memref.realloc": op(Count::Range(1, 2), Exact(1))
                .attrs(&[ALIGNMENT_IN_DICT])
                .effects(EffectsDef::Listed(&[
                    (EffectKind::Free, EffectOn::Operand(0)),
                    (EffectKind::Allocate, EffectOn::Result(0)),
                    (EffectKind::Write, EffectOn::Result(0)),
                ]))
                => Format::new(&[
                    Operand(0),
                    Optional(Slot::From(1), &[Lit("("), Operands(Slot::From(1)), Lit(")")]),
                    AttrDict, Lit(" : "), TypeOf(0, TypeKind::Any), Lit(" to "), ResultType(0),
                ]),
            // $memref attr-dict `:` type($memref)
            MemRefDealloc = "memref.dealloc": op(Exact(1), Exact(0))
                .effects(EffectsDef::Listed(&[(EffectKind::Free, EffectOn::Operand(0))]))
                => Format::new(&[Operand(0), AttrDict, Lit(" : "), TypeOf(0, TypeKind::Any)]),
            // $memref `[` $indices `]` attr-dict `:` type($memref)
            MemRefLoad = "memref.load": op(AtLeast(1), Exact(1))
                .attrs(&[ALIGNMENT_IN_DICT, NONTEMPORAL])
                .effects(EffectsDef::Listed(&[(EffectKind::Read, EffectOn::Operand(0))]))
                => Format::new(&[
                    Operand(0), Lit("["), Operands(Slot::From(1)), Lit("]"),
                    AttrDict, Lit(" : "), TypeOf(0, TypeKind::MemRef),
                ])
                .result_types(&[(0, TypeRule::ElementOf(0))]),
            // $value `,` $memref `[` $indices `]` attr-dict `:` type($memref)
            MemRefStore = "memref.store": op(AtLeast(2), Exact(0))
                .attrs(&[ALIGNMENT_IN_DICT, NONTEMPORAL])
                .effects(EffectsDef::Listed(&[(EffectKind::Write, EffectOn::Operand(1))]))
                => Format::new(&[
                    Operand(0), Lit(","), Operand(1), Lit("["), Operands(Slot::From(2)), Lit("]"),
                    AttrDict, Lit(" : "), TypeOf(1, TypeKind::MemRef),
                ])
                .operand_types(&[(0, TypeRule::ElementOf(1))]),
            // $source `,` $target attr-dict `:` type($source) `to` type($target)
            MemRefCopy = "memref.copy": op(Exact(2), Exact(0))
                .effects(EffectsDef::Listed(&[
                    (EffectKind::Read, EffectOn::Operand(0)),
                    (EffectKind::Write, EffectOn::Operand(1)),
                ]))
                => Format::new(&[
                    Operand(0), Lit(","), Operand(1), AttrDict,
                    Lit(" : "), TypeOf(0, TypeKind::Any), Lit(" to "), TypeOf(1, TypeKind::Any),
                ]),
            MemRefCast = "memref.cast": CAST.view().named(&[(0, "cast")]) => CAST_FORMAT,
            // $source custom<DynamicIndexList>($offsets, $static_offsets) ... attr-dict
            //   `:` type($source) `to` type($result)
            MemRefSubView = "memref.subview": op(AtLeast(1), Exact(1))
                .view()
                .segments(4)
                .attrs(OFFSETS_SIZES_STRIDES)
                .named(&[(0, "subview")])
                => Format::new(&[
                    Operand(0),
                    Custom(Directive::DynamicIndexList { attr: "static_offsets", operands: Slot::Segment(1) }),
                    Lit(" "),
                    Custom(Directive::DynamicIndexList { attr: "static_sizes", operands: Slot::Segment(2) }),
                    Lit(" "),
                    Custom(Directive::DynamicIndexList { attr: "static_strides", operands: Slot::Segment(3) }),
                    AttrDict, Lit(" : "), TypeOf(0, TypeKind::Any), Lit(" to "), ResultType(0),
                ]),
            // $source `to` `offset` `:` custom<DynamicIndexList>(...) `,` `sizes` `:` ...
            MemRefReinterpretCast = "memref.reinterpret_cast": op(AtLeast(1), Exact(1))
                .view()
                .segments(4)
                .attrs(OFFSETS_SIZES_STRIDES)
                .named(&[(0, "reinterpret_cast")])
                => Format::new(&[
                    Operand(0),
                    Lit(" to offset: "),
                    Custom(Directive::DynamicIndexList { attr: "static_offsets", operands: Slot::Segment(1) }),
                    Lit(", sizes: "),
                    Custom(Directive::DynamicIndexList { attr: "static_sizes", operands: Slot::Segment(2) }),
                    Lit(", strides: "),
                    Custom(Directive::DynamicIndexList { attr: "static_strides", operands: Slot::Segment(3) }),
                    AttrDict, Lit(" : "), TypeOf(0, TypeKind::Any), Lit(" to "), ResultType(0),
                ]),
            // $source `[` $byte_shift `]` `[` $sizes `]` attr-dict `:` type($source) `to` type(results)
            MemRefView = "memref.view": op(AtLeast(2), Exact(1)).view().named(&[(0, "view")])
                => Format::new(&[
                    Operand(0), Lit("["), Operands(Slot::One(1)), Lit("]"),
                    Lit("["), Operands(Slot::From(2)), Lit("]"),
                    AttrDict, Lit(" : "), TypeOf(0, TypeKind::Any), Lit(" to "), ResultType(0),
                ]),
            // $src $reassociation `output_shape` custom<DynamicIndexList>($output_shape, ...)
            //   attr-dict `:` type($src) `into` type($result)
            MemRefExpandShape = "memref.expand_shape": op(AtLeast(1), Exact(1))
                .view()
                .attrs(&[
                    req("reassociation", AttrKind::Array),
                    req("static_output_shape", AttrKind::I64Array),
                ])
                .named(&[(0, "expand_shape")])
                => Format::new(&[
                    Operand(0), Custom(Directive::Reassociation("reassociation")),
                    Lit(" output_shape "),
                    Custom(Directive::DynamicIndexList {
                        attr: "static_output_shape",
                        operands: Slot::From(1),
                    }),
                    AttrDict, Lit(" : "), TypeOf(0, TypeKind::Any), Lit(" into "), ResultType(0),
                ]),
            // $src $reassociation attr-dict `:` type($src) `into` type($result)
            MemRefCollapseShape = "memref.collapse_shape": op(Exact(1), Exact(1))
                .view()
                .attrs(&[req("reassociation", AttrKind::Array)])
                .named(&[(0, "collapse_shape")])
                => Format::new(&[
                    Operand(0), Custom(Directive::Reassociation("reassociation")),
                    AttrDict, Lit(" : "), TypeOf(0, TypeKind::Any), Lit(" into "), ResultType(0),
                ]),
            // $in $permutation attr-dict `:` type($in) `to` type(results)
            MemRefTranspose = "memref.transpose": op(Exact(1), Exact(1))
                .view()
                .attrs(&[req("permutation", AttrKind::Map)])
                .named(&[(0, "transpose")])
                => Format::new(&[
                    Operand(0), Custom(Directive::AffineMap("permutation")),
                    AttrDict, Lit(" : "), TypeOf(0, TypeKind::Any), Lit(" to "), ResultType(0),
                ]),
            // attr-dict $source `,` $index `:` type($source)
            MemRefDim = "memref.dim": BINARY.named(&[(0, "dim")])
                => Format::new(&[
                    AttrDict, Operand(0), Lit(","), Operand(1), Lit(" : "), TypeOf(0, TypeKind::Any),
                ])
                .result_types(&[(0, TypeRule::Index)]),
            // $memref attr-dict `:` type($memref)
            MemRefRank = "memref.rank": UNARY
                => Format::new(&[Operand(0), AttrDict, Lit(" : "), TypeOf(0, TypeKind::Any)])
                .result_types(&[(0, TypeRule::Index)]),
            // $source `:` type($source) `->` type(results) attr-dict
            MemRefExtractStridedMetadata = "memref.extract_strided_metadata": op(Exact(1), AtLeast(2))
                .pure()
                .computed_names()
                => EXTRACT_FORMAT,
            MemRefExtractAlignedPointerAsIndex = "memref.extract_aligned_pointer_as_index": UNARY
                .named(&[(0, "intptr")])
                => EXTRACT_FORMAT,
            // $name `:` type($result) attr-dict
            MemRefGetGlobal = "memref.get_global": op(Exact(0), Exact(1))
                .pure()
                .attrs(&[req("name", AttrKind::Symbol)])
                => Format::new(&[
                    Custom(Directive::Symbol("name")), Lit(" : "), ResultType(0), AttrDict,
                ]),
            // $memref `,` $alignment attr-dict `:` type($memref)
            MemRefAssumeAlignment = "memref.assume_alignment": op(Exact(1), Exact(1))
                .view()
                .attrs(&[req("alignment", AttrKind::Int)])
                .named(&[(0, "assume_align")])
                => Format::new(&[
                    Operand(0), Lit(","), Custom(Directive::I32("alignment")),
                    AttrDict, Lit(" : "), TypeOf(0, TypeKind::Any),
                ])
                .result_types(&[(0, TypeRule::SameAs(0))]),
            MemRefMemorySpaceCast = "memref.memory_space_cast": CAST.view()
                .named(&[(0, "memspacecast")])
                => CAST_FORMAT,
            // $kind $value `,` $memref `[` $indices `]` attr-dict
            //   `:` `(` type($value) `,` type($memref) `)` `->` type($result)
            MemRefAtomicRmw = "memref.atomic_rmw": op(AtLeast(2), Exact(1))
                .attrs(&[req("kind", AttrKind::Int)])
                .effects(EffectsDef::Listed(&[
                    (EffectKind::Read, EffectOn::Operand(1)),
                    (EffectKind::Write, EffectOn::Operand(1)),
                ]))
                => Format::new(&[
                    Custom(Directive::I64Enum { attr: "kind", cases: ATOMIC_RMW_KINDS }),
                    Operand(0), Lit(","), Operand(1), Lit("["), Operands(Slot::From(2)), Lit("]"),
                    AttrDict, Lit(" : ("), TypeOf(0, TypeKind::Any), Lit(", "),
                    TypeOf(1, TypeKind::MemRef), Lit(") -> "), ResultType(0),
                ]),
            // $source `(` $shape `)` attr-dict `:` functional-type(operands, results)
            MemRefReshape = "memref.reshape": op(Exact(2), Exact(1))
                .view()
                .named(&[(0, "reshape")])
                => Format::new(&[
                    Operand(0), Lit("("), Operands(Slot::One(1)), Lit(")"), AttrDict,
                    Lit(" : ("), TypeOf(0, TypeKind::Any), Lit(", "), TypeOf(1, TypeKind::MemRef),
                    Lit(") -> "), ResultType(0),
                ]),
            // $result attr-dict `:` type($result)
            MemRefAtomicYield = "memref.atomic_yield": op(Exact(1), Exact(0))
                .terminator()
                .pure()
                => Format::new(&[Operand(0), AttrDict, Lit(" : "), TypeOf(0, TypeKind::Any)]),
        }
    }

    Scf(ScfOp, ScfCustomOp) {
        custom {
            ScfFor = "scf.for": op(AtLeast(3), Any)
                .region_branch(Regions::Exact(1), Some(OpKind::ScfYield))
                .attrs(&[opt("unsignedCmp", AttrKind::Any)])
                .traits(Traits::SINGLE_BLOCK.with(Traits::AUTOMATIC_ALLOCATION_SCOPE)),
            ScfIf = "scf.if": op(Exact(1), Any).region_branch(Regions::Exact(2), Some(OpKind::ScfYield))
                .traits(Traits::SINGLE_BLOCK),
            ScfWhile = "scf.while": op(Any, Any).region_branch(Regions::Exact(2), None)
                .traits(Traits::SINGLE_BLOCK),
            ScfCondition = "scf.condition": op(AtLeast(1), Exact(0)).terminator().pure(),
            ScfYield = "scf.yield": op(Any, Exact(0)) .terminator() .traits(Traits::RETURN_LIKE) .pure(),
            ScfExecuteRegion = "scf.execute_region": op(Exact(0), Any)
                .region_branch(Regions::Exact(1), None)
                .attrs(&[opt("no_inline", AttrKind::Any)]),
            ScfIndexSwitch = "scf.index_switch": op(Exact(1), Any)
                .region_branch(Regions::PerCase, Some(OpKind::ScfYield))
                .attrs(&[req("cases", AttrKind::I64Array)])
                .traits(Traits::SINGLE_BLOCK),
            ScfParallel = "scf.parallel": op(Any, Any)
                .region_branch(Regions::Exact(1), Some(OpKind::ScfReduce))
                .traits(Traits::AUTOMATIC_ALLOCATION_SCOPE)
                .segments(4)
                .attrs(&[SEGMENTS])
                .traits(Traits::SINGLE_BLOCK),
            ScfReduce = "scf.reduce": op(Any, Exact(0))
                .terminator()
                .regions(Regions::PerOperand)
                .effects(EffectsDef::Recursive)
                .traits(Traits::SINGLE_BLOCK),
            ScfReduceReturn = "scf.reduce.return": op(Exact(1), Exact(0)).terminator().pure(),
            ScfForall = "scf.forall": op(Any, Any)
                .region_branch(Regions::Exact(1), Some(OpKind::ScfForallInParallel))
                .traits(Traits::AUTOMATIC_ALLOCATION_SCOPE)
                .segments(4)
                .attrs(&[
                    req("staticLowerBound", AttrKind::I64Array),
                    req("staticUpperBound", AttrKind::I64Array),
                    req("staticStep", AttrKind::I64Array),
                    in_dict(opt("mapping", AttrKind::Any)),
                    SEGMENTS,
                ])
                .traits(Traits::SINGLE_BLOCK),
            ScfForallInParallel = "scf.forall.in_parallel": op(Exact(0), Exact(0))
                .terminator()
                .regions(Regions::Exact(1))
                .effects(EffectsDef::Recursive)
                .traits(Traits::SINGLE_BLOCK),
        }
        declared {
        }
    }

    Cf(CfOp, CfCustomOp) {
        custom {
            CfBr = "cf.br": op(Any, Exact(0))
                .terminator()
                .traits(Traits::BRANCH)
                .successors(Exact(1))
                .pure(),
            CfCondBr = "cf.cond_br": op(AtLeast(1), Exact(0))
                .terminator()
                .traits(Traits::BRANCH)
                .successors(Exact(2))
                .segments(3)
                .attrs(&[opt("branch_weights", AttrKind::Any), SEGMENTS])
                .pure(),
            CfSwitch = "cf.switch": op(AtLeast(1), Exact(0))
                .terminator()
                .traits(Traits::BRANCH)
                .successors(AtLeast(1))
                .segments(3)
                .attrs(&[
                    req("case_operand_segments", AttrKind::I32Array),
                    opt("case_values", AttrKind::Any),
                    SEGMENTS,
                ])
                .pure(),
            CfAssert = "cf.assert": op(Exact(1), Exact(0))
                .attrs(&[req("msg", AttrKind::Str)])
                .effects(EffectsDef::Listed(&[(EffectKind::Write, EffectOn::Unknown)])),
        }
        declared {
        }
    }

    // The `index` dialect: integer arithmetic on `index` values whose width is the target's
    // (64 bits here); its folds hold for 32- and 64-bit index alike.
    Index(IndexOp, IndexCustomOp) {
        custom {
            IndexConstant = "index.constant": op(Exact(0), Exact(1))
                .pure()
                .attrs(&[req("value", AttrKind::IndexInt)])
                .computed_names(),
            IndexBoolConstant = "index.bool.constant": op(Exact(0), Exact(1))
                .pure()
                .attrs(&[req("value", AttrKind::Bool)])
                .computed_names(),
            // `` $pred `(` $lhs `,` $rhs `)` attr-dict
            IndexCmp = "index.cmp": BINARY.attrs(&[req("pred", AttrKind::IndexCmpPredicate)]),
        }
        declared {
            IndexAdd = "index.add": COMMUTATIVE_BINARY => INDEX_BINARY_FORMAT,
            IndexSub = "index.sub": BINARY => INDEX_BINARY_FORMAT,
            IndexMul = "index.mul": COMMUTATIVE_BINARY => INDEX_BINARY_FORMAT,
            IndexDivS = "index.divs": BINARY => INDEX_BINARY_FORMAT,
            IndexDivU = "index.divu": BINARY => INDEX_BINARY_FORMAT,
            IndexCeilDivS = "index.ceildivs": BINARY => INDEX_BINARY_FORMAT,
            IndexCeilDivU = "index.ceildivu": BINARY => INDEX_BINARY_FORMAT,
            IndexFloorDivS = "index.floordivs": BINARY => INDEX_BINARY_FORMAT,
            IndexRemS = "index.rems": BINARY => INDEX_BINARY_FORMAT,
            IndexRemU = "index.remu": BINARY => INDEX_BINARY_FORMAT,
            IndexMaxS = "index.maxs": COMMUTATIVE_BINARY => INDEX_BINARY_FORMAT,
            IndexMaxU = "index.maxu": COMMUTATIVE_BINARY => INDEX_BINARY_FORMAT,
            IndexMinS = "index.mins": COMMUTATIVE_BINARY => INDEX_BINARY_FORMAT,
            IndexMinU = "index.minu": COMMUTATIVE_BINARY => INDEX_BINARY_FORMAT,
            IndexShl = "index.shl": BINARY => INDEX_BINARY_FORMAT,
            IndexShrS = "index.shrs": BINARY => INDEX_BINARY_FORMAT,
            IndexShrU = "index.shru": BINARY => INDEX_BINARY_FORMAT,
            IndexAnd = "index.and": COMMUTATIVE_BINARY => INDEX_BINARY_FORMAT,
            IndexOr = "index.or": COMMUTATIVE_BINARY => INDEX_BINARY_FORMAT,
            IndexXOr = "index.xor": COMMUTATIVE_BINARY => INDEX_BINARY_FORMAT,
            IndexCastS = "index.casts": CAST => CAST_FORMAT,
            IndexCastU = "index.castu": CAST => CAST_FORMAT,
            // attr-dict
            IndexSizeOf = "index.sizeof": op(Exact(0), Exact(1)).pure()
                => Format::new(&[AttrDict]).result_types(&[(0, TypeRule::Index)]),
        }
    }

    // The `vector` dialect on fixed-size vectors: a vector value is its elements (row-major);
    // the interpreter holds them in a list, the JIT one Cranelift value per element.
    Vector(VectorOp, VectorCustomOp) {
        custom {
            // ($source^ `:` type($source))? oilist(`str` $stringLiteral | `punctuation` $punctuation) attr-dict
            VectorPrint = "vector.print": op(Count::Range(0, 1), Exact(0))
                .attrs(&[
                    with_default(opt("punctuation", AttrKind::VectorPunctuation), "#vector.punctuation<newline>"),
                    opt("stringLiteral", AttrKind::Str),
                ])
                .effects(EffectsDef::Listed(&[(EffectKind::Write, EffectOn::Unknown)])),
            // $kind `,` $vector (`,` $acc^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($vector) `into` type($dest)
            VectorReduction = "vector.reduction": op(Count::Range(1, 2), Exact(1))
                .pure()
                .attrs(&[req("kind", AttrKind::VectorKind), FASTMATH_ATTR]),
            // $kind `,` $source `,` $acc $reduction_dims attr-dict `:` type($source) `to` type($dest)
            VectorMultiReduction = "vector.multi_reduction": op(Exact(2), Exact(1))
                .pure()
                .attrs(&[req("kind", AttrKind::VectorKind), req("reduction_dims", AttrKind::I64Array)]),
            // $vector `,` $permutation attr-dict `:` type($vector) `to` type($result)
            VectorTranspose = "vector.transpose": UNARY
                .attrs(&[req("permutation", AttrKind::I64Array)]),
            // $elements attr-dict `:` type($dest)
            VectorFromElements = "vector.from_elements": op(Any, Exact(1)).pure(),
            // $source attr-dict `:` type($source)
            VectorToElements = "vector.to_elements": op(Exact(1), Any).pure(),
            // operands $mask attr-dict `:` type(operands)
            VectorShuffle = "vector.shuffle": BINARY.attrs(&[req("mask", AttrKind::I64Array)]),
            // $mask_dim_sizes attr-dict `:` type(results)
            VectorConstantMask = "vector.constant_mask": op(Exact(0), Exact(1))
                .pure()
                .attrs(&[req("mask_dim_sizes", AttrKind::I64Array)]),
            // $lhs `,` $rhs (`,` $acc)? attr-dict `:` type($lhs) `,` type($rhs)
            VectorOuterProduct = "vector.outerproduct": op(Count::Range(2, 3), Exact(1))
                .pure()
                .attrs(&[with_default(opt("kind", AttrKind::VectorKind), "#vector.kind<add>")]),
            // $trait-dict $lhs `,` $rhs `,` $acc attr-dict `:` type($lhs) `,` type($rhs) `into` type($acc)
            VectorContract = "vector.contract": op(Exact(3), Exact(1))
                .pure()
                .attrs(&[
                    req("indexing_maps", AttrKind::Array),
                    req("iterator_types", AttrKind::IteratorTypes),
                    with_default(opt("kind", AttrKind::VectorKind), "#vector.kind<add>"),
                ]),
            // $source `[` $indices `]` `,` $padding (`,` $mask)? attr-dict `:` type($source) `,` type($vector)
            VectorTransferRead = "vector.transfer_read": op(AtLeast(2), Exact(1))
                .segments(4)
                .attrs(&[
                    req("permutation_map", AttrKind::Map),
                    req("in_bounds", AttrKind::BoolArray),
                    SEGMENTS,
                ])
                .effects(EffectsDef::Listed(&[(EffectKind::Read, EffectOn::Operand(0))])),
            // $vector `,` $base `[` $indices `]` (`,` $mask)? attr-dict `:` type($vector) `,` type($base)
            // A write into a tensor has the new tensor as its result.
            VectorTransferWrite = "vector.transfer_write": op(AtLeast(2), Count::Range(0, 1))
                .segments(4)
                .attrs(&[
                    req("permutation_map", AttrKind::Map),
                    req("in_bounds", AttrKind::BoolArray),
                    SEGMENTS,
                ])
                .effects(EffectsDef::Listed(&[(EffectKind::Write, EffectOn::Operand(1))])),
            // $base `[` $indices `]` `,` $mask `,` $pass_thru attr-dict `:` ... `into` type($result)
            VectorMaskedLoad = "vector.maskedload": op(AtLeast(3), Exact(1))
                .attrs(&[ALIGNMENT_IN_DICT])
                .effects(EffectsDef::Listed(&[(EffectKind::Read, EffectOn::Operand(0))])),
            // $base `[` $indices `]` `,` $mask `,` $valueToStore attr-dict `:` ...
            VectorMaskedStore = "vector.maskedstore": op(AtLeast(3), Exact(0))
                .attrs(&[ALIGNMENT_IN_DICT])
                .effects(EffectsDef::Listed(&[(EffectKind::Write, EffectOn::Operand(0))])),
            // $base `[` $indices `]` `,` $mask `,` $pass_thru attr-dict `:` ... `into` type($result)
            VectorExpandLoad = "vector.expandload": op(AtLeast(3), Exact(1))
                .attrs(&[ALIGNMENT_IN_DICT])
                .effects(EffectsDef::Listed(&[(EffectKind::Read, EffectOn::Operand(0))])),
            // $base `[` $indices `]` `,` $mask `,` $valueToStore attr-dict `:` ...
            VectorCompressStore = "vector.compressstore": op(AtLeast(3), Exact(0))
                .attrs(&[ALIGNMENT_IN_DICT])
                .effects(EffectsDef::Listed(&[(EffectKind::Write, EffectOn::Operand(0))])),
            // $base `[` $offsets `]` `[` $indices `]` `,` $mask `,` $pass_thru attr-dict `:` ...
            VectorGather = "vector.gather": op(AtLeast(4), Exact(1))
                .attrs(&[ALIGNMENT_IN_DICT])
                .effects(EffectsDef::Listed(&[(EffectKind::Read, EffectOn::Operand(0))])),
            // $base `[` $offsets `]` `[` $indices `]` `,` $mask `,` $valueToStore attr-dict `:` ...
            VectorScatter = "vector.scatter": op(AtLeast(4), Exact(0))
                .attrs(&[ALIGNMENT_IN_DICT])
                .effects(EffectsDef::Listed(&[(EffectKind::Write, EffectOn::Operand(0))])),
            // $base `[` $indices `]` attr-dict `:` type($base) `,` type($result)
            VectorLoad = "vector.load": op(AtLeast(1), Exact(1))
                .attrs(&[ALIGNMENT_IN_DICT, NONTEMPORAL])
                .effects(EffectsDef::Listed(&[(EffectKind::Read, EffectOn::Operand(0))])),
            // $valueToStore `,` $base `[` $indices `]` attr-dict `:` type($base) `,` type($valueToStore)
            VectorStore = "vector.store": op(AtLeast(2), Exact(0))
                .attrs(&[ALIGNMENT_IN_DICT, NONTEMPORAL])
                .effects(EffectsDef::Listed(&[(EffectKind::Write, EffectOn::Operand(1))])),
            // $source `:` type($source) `->` type($res1)
            VectorDeinterleave = "vector.deinterleave": op(Exact(1), Exact(2))
                .pure()
                .named(&[(0, "res1"), (1, "res2")]),
            // $mask (`,` $passthru)? `{` maskable op `}` attr-dict `:` type($mask) (`->` type($results))?
            // One maskable op predicated by a mask; its region's op decides its effects.
            VectorMask = "vector.mask": op(Count::Range(1, 2), Any)
                .regions(Regions::Exact(1))
                .traits(Traits::SINGLE_BLOCK)
                .effects(EffectsDef::Recursive),
            // attr-dict ($operands^ `:` type($operands))?
            VectorYield = "vector.yield": op(Any, Exact(0)).terminator().traits(Traits::RETURN_LIKE).pure(),
            // $kind `,` $source `,` $initial_value attr-dict `:` type($source) `,` type($initial_value)
            VectorScan = "vector.scan": op(Exact(2), Exact(2))
                .pure()
                .attrs(&[
                    req("kind", AttrKind::VectorKind),
                    req("reduction_dim", AttrKind::Int),
                    req("inclusive", AttrKind::Bool),
                ])
                .named(&[(0, "dest"), (1, "accumulated_value")]),
        }
        declared {
            // $source `` custom<DynamicIndexList>($dynamic_position, $static_position) attr-dict `:` type($result) `from` type($source)
            VectorExtract = "vector.extract": op(AtLeast(1), Exact(1))
                .pure()
                .attrs(&[req("static_position", AttrKind::I64Array)])
                => Format::new(&[
                    Operand(0),
                    Custom(Directive::DynamicIndexList { attr: "static_position", operands: Slot::From(1) }),
                    AttrDict, Lit(" : "), ResultType(0), Lit(" from "), TypeOf(0, TypeKind::Any),
                ]),
            // $valueToStore `,` $dest custom<DynamicIndexList>(...) attr-dict `:` type($valueToStore) `into` type($dest)
            VectorInsert = "vector.insert": op(AtLeast(2), Exact(1))
                .pure()
                .attrs(&[req("static_position", AttrKind::I64Array)])
                => Format::new(&[
                    Operand(0), Lit(","), Operand(1), Lit(" "),
                    Custom(Directive::DynamicIndexList { attr: "static_position", operands: Slot::From(2) }),
                    AttrDict, Lit(" : "), TypeOf(0, TypeKind::Any), Lit(" into "), TypeOf(1, TypeKind::Any),
                ])
                .result_types(&[(0, TypeRule::SameAs(1))]),
            VectorBroadcast = "vector.broadcast": UNARY => CAST_FORMAT,
            VectorShapeCast = "vector.shape_cast": UNARY => CAST_FORMAT,
            VectorBitCast = "vector.bitcast": UNARY => CAST_FORMAT,
            // A view of a memref of scalars as a 0-D memref of one vector.
            VectorTypeCast = "vector.type_cast": UNARY.view() => CAST_FORMAT,
            VectorExtractStridedSlice = "vector.extract_strided_slice": UNARY
                .attrs(&[
                    in_dict(req("offsets", AttrKind::Array)),
                    in_dict(req("sizes", AttrKind::Array)),
                    in_dict(req("strides", AttrKind::Array)),
                ])
                => CAST_FORMAT,
            // $valueToStore `,` $dest attr-dict `:` type($valueToStore) `into` type($dest)
            VectorInsertStridedSlice = "vector.insert_strided_slice": BINARY
                .attrs(&[in_dict(req("offsets", AttrKind::Array)), in_dict(req("strides", AttrKind::Array))])
                => Format::new(&[
                    Operand(0), Lit(","), Operand(1), AttrDict, Lit(" : "),
                    TypeOf(0, TypeKind::Any), Lit(" into "), TypeOf(1, TypeKind::Any),
                ])
                .result_types(&[(0, TypeRule::SameAs(1))]),
            // $lhs `,` $rhs `,` $acc attr-dict `:` type($lhs)
            VectorFma = "vector.fma": op(Exact(3), Exact(1)).pure()
                => Format::new(&[
                    Operand(0), Lit(","), Operand(1), Lit(","), Operand(2), AttrDict, Lit(" : "), ResultType(0),
                ])
                .operand_types(&[(0, TypeRule::Result(0)), (1, TypeRule::Result(0)), (2, TypeRule::Result(0))]),
            // $operands attr-dict `:` type(results)
            VectorCreateMask = "vector.create_mask": op(Any, Exact(1)).pure()
                => Format::new(&[Lit(" "), Operands(Slot::From(0)), AttrDict, Lit(" : "), ResultType(0)]),
            // attr-dict `:` type($result)
            VectorStep = "vector.step": op(Exact(0), Exact(1)).pure()
                => Format::new(&[AttrDict, Lit(" : "), ResultType(0)]),
            // $lhs `,` $rhs  attr-dict `:` type($lhs) `->` type($result)
            VectorInterleave = "vector.interleave": BINARY
                => Format::new(&[
                    Operand(0), Lit(","), Operand(1), AttrDict, Lit(" : "), TypeOf(0, TypeKind::Any), Lit(" -> "), ResultType(0),
                ])
                .operand_types(&[(1, TypeRule::SameAs(0))]),
        }
    }

    // The `complex` dialect: complex numbers of a float type, held as (re, im) pairs.
    Complex(ComplexOp, ComplexCustomOp) {
        custom {
        }
        declared {
            ComplexAbs = "complex.abs": UNARY.attrs(FASTMATH) => COMPLEX_PART_FORMAT,
            ComplexAdd = "complex.add": BINARY.attrs(FASTMATH) => COMPLEX_BINARY_FORMAT,
            ComplexAngle = "complex.angle": UNARY.attrs(FASTMATH) => COMPLEX_PART_FORMAT,
            ComplexAtan2 = "complex.atan2": BINARY.attrs(FASTMATH) => COMPLEX_BINARY_FORMAT,
            // $operand attr-dict `:` type($operand) `to` type($result)
            ComplexBitcast = "complex.bitcast": UNARY => CAST_FORMAT,
            // $value attr-dict `:` type($complex)
            ComplexConstant = "complex.constant": op(Exact(0), Exact(1))
                .pure()
                .attrs(&[req("value", AttrKind::Array)])
                .named(&[(0, "cst")])
                => Format::new(&[
                    Custom(Directive::ArrayAttr("value")), AttrDict, Lit(" : "),
                    ResultTypeOf(0, TypeKind::Complex),
                ]),
            ComplexConj = "complex.conj": UNARY.attrs(FASTMATH) => COMPLEX_UNARY_FORMAT,
            ComplexCos = "complex.cos": UNARY.attrs(FASTMATH) => COMPLEX_UNARY_FORMAT,
            // $real `,` $imaginary attr-dict `:` type($complex)
            ComplexCreate = "complex.create": BINARY
                => Format::new(&[
                    Operand(0), Lit(","), Operand(1), AttrDict, Lit(" : "),
                    ResultTypeOf(0, TypeKind::Complex),
                ])
                .operand_types(&[(0, TypeRule::ResultElement(0)), (1, TypeRule::ResultElement(0))]),
            ComplexDiv = "complex.div": BINARY.attrs(FASTMATH) => COMPLEX_BINARY_FORMAT,
            ComplexEq = "complex.eq": BINARY => COMPLEX_CMP_FORMAT,
            ComplexExp = "complex.exp": UNARY.attrs(FASTMATH) => COMPLEX_UNARY_FORMAT,
            ComplexExpm1 = "complex.expm1": UNARY.attrs(FASTMATH) => COMPLEX_UNARY_FORMAT,
            ComplexIm = "complex.im": UNARY.attrs(FASTMATH) => COMPLEX_PART_FORMAT,
            ComplexLog = "complex.log": UNARY.attrs(FASTMATH) => COMPLEX_UNARY_FORMAT,
            ComplexLog1p = "complex.log1p": UNARY.attrs(FASTMATH) => COMPLEX_UNARY_FORMAT,
            ComplexMul = "complex.mul": BINARY.attrs(FASTMATH) => COMPLEX_BINARY_FORMAT,
            ComplexNeg = "complex.neg": UNARY.attrs(FASTMATH) => COMPLEX_UNARY_FORMAT,
            ComplexNeq = "complex.neq": BINARY => COMPLEX_CMP_FORMAT,
            ComplexPow = "complex.pow": BINARY.attrs(FASTMATH) => COMPLEX_BINARY_FORMAT,
            ComplexRe = "complex.re": UNARY.attrs(FASTMATH) => COMPLEX_PART_FORMAT,
            ComplexRsqrt = "complex.rsqrt": UNARY.attrs(FASTMATH) => COMPLEX_UNARY_FORMAT,
            ComplexSign = "complex.sign": UNARY.attrs(FASTMATH) => COMPLEX_UNARY_FORMAT,
            ComplexSin = "complex.sin": UNARY.attrs(FASTMATH) => COMPLEX_UNARY_FORMAT,
            ComplexSqrt = "complex.sqrt": UNARY.attrs(FASTMATH) => COMPLEX_UNARY_FORMAT,
            ComplexSub = "complex.sub": BINARY.attrs(FASTMATH) => COMPLEX_BINARY_FORMAT,
            ComplexTan = "complex.tan": UNARY.attrs(FASTMATH) => COMPLEX_UNARY_FORMAT,
            ComplexTanh = "complex.tanh": UNARY.attrs(FASTMATH) => COMPLEX_UNARY_FORMAT,
        }
    }

    // The `ub` dialect: `ub.poison`, a value of any type that any result may be folded to.
    Ub(UbOp, UbCustomOp) {
        custom {
        }
        declared {
            // attr-dict (`<` $value^ `>`)? `:` type($result); `value` is always `#ub.poison`
            // here (the only PoisonAttrInterface attribute of the dialects we accept), the
            // default, which the custom form never shows.
            UbPoison = "ub.poison": op(Exact(0), Exact(1))
                .pure()
                .attrs(&[with_default(opt("value", AttrKind::Poison), "#ub.poison")])
                => Format::new(&[AttrDict, Custom(Directive::PoisonValue), Lit(" : "), ResultType(0)]),
        }
    }

    // The `tensor` dialect: immutable tensor values (both engines hold them; see
    // `interp/tensor.rs`). Every op is pure except `generate`, whose effects are its body's.
    Tensor(TensorOp, TensorCustomOp) {
        custom {
            // $dynamicExtents $body attr-dict `:` type($result)
            TensorGenerate = "tensor.generate": op(Any, Exact(1))
                .regions(Regions::Exact(1))
                .traits(Traits::SINGLE_BLOCK)
                .effects(EffectsDef::Recursive)
                .named(&[(0, "generated")]),
            // $source (`nofold` $nofold^)? `low` `` custom<DynamicIndexList>($low, $static_low)
            // `high` `` custom<DynamicIndexList>($high, $static_high) $region attr-dict
            // `:` type($source) `to` type($result)
            TensorPad = "tensor.pad": op(AtLeast(1), Exact(1))
                .regions(Regions::Exact(1))
                .traits(Traits::SINGLE_BLOCK)
                .pure()
                .segments(3)
                .attrs(&[
                    req("static_low", AttrKind::I64Array),
                    req("static_high", AttrKind::I64Array),
                    opt("nofold", AttrKind::Unit),
                    SEGMENTS,
                ])
                .named(&[(0, "padded")]),
            // $source `(` $shape `)` attr-dict `:` `(` type($source) `,` type($shape) `)` `->` type($result)
            TensorReshape = "tensor.reshape": op(Exact(2), Exact(1)).pure().named(&[(0, "reshape")]),
            // $elements attr-dict `:` type($result)
            TensorFromElements = "tensor.from_elements": op(Any, Exact(1))
                .pure()
                .named(&[(0, "from_elements")]),
            // `dim` `(` $dim `)` $inputs attr-dict `:` functional-type(operands, results)
            TensorConcat = "tensor.concat": op(AtLeast(1), Exact(1))
                .pure()
                .attrs(&[req("dim", AttrKind::Int)])
                .named(&[(0, "concat")]),
        }
        declared {
            // attr-dict $source `,` $index `:` type($source)
            TensorDim = "tensor.dim": BINARY.named(&[(0, "dim")])
                => Format::new(&[
                    AttrDict, Operand(0), Lit(","), Operand(1), Lit(" : "), TypeOf(0, TypeKind::Any),
                ])
                .result_types(&[(0, TypeRule::Index)]),
            // $tensor `[` $indices `]` attr-dict `:` type($tensor)
            TensorExtract = "tensor.extract": op(AtLeast(1), Exact(1))
                .pure()
                .named(&[(0, "extracted")])
                => Format::new(&[
                    Operand(0), Lit("["), Operands(Slot::From(1)), Lit("]"),
                    AttrDict, Lit(" : "), TypeOf(0, TypeKind::RankedTensor),
                ])
                .result_types(&[(0, TypeRule::ElementOf(0))]),
            // `(`$dynamicSizes`)` attr-dict `:` type($result)
            TensorEmpty = "tensor.empty": op(Any, Exact(1))
                .pure()
                => Format::new(&[
                    Lit("("), Operands(Slot::From(0)), Lit(")"), AttrDict, Lit(" : "),
                    ResultTypeOf(0, TypeKind::RankedTensor),
                ]),
            // $scalar `into` $dest `[` $indices `]` attr-dict `:` type($dest)
            TensorInsert = "tensor.insert": op(AtLeast(2), Exact(1))
                .pure()
                .named(&[(0, "inserted")])
                => Format::new(&[
                    Operand(0), Lit(" into"), Operand(1), Lit("["), Operands(Slot::From(2)), Lit("]"),
                    AttrDict, Lit(" : "), TypeOf(1, TypeKind::RankedTensor),
                ])
                .operand_types(&[(0, TypeRule::ElementOf(1))])
                .result_types(&[(0, TypeRule::SameAs(1))]),
            // $source `` custom<DynamicIndexList>($offsets, $static_offsets) ... attr-dict
            //   `:` type($source) `to` type($result)
            TensorExtractSlice = "tensor.extract_slice": op(AtLeast(1), Exact(1))
                .pure()
                .segments(4)
                .attrs(OFFSETS_SIZES_STRIDES)
                .named(&[(0, "extracted_slice")])
                => Format::new(&[
                    Operand(0),
                    Custom(Directive::DynamicIndexList { attr: "static_offsets", operands: Slot::Segment(1) }),
                    Lit(" "),
                    Custom(Directive::DynamicIndexList { attr: "static_sizes", operands: Slot::Segment(2) }),
                    Lit(" "),
                    Custom(Directive::DynamicIndexList { attr: "static_strides", operands: Slot::Segment(3) }),
                    AttrDict, Lit(" : "), TypeOf(0, TypeKind::RankedTensor), Lit(" to "),
                    ResultTypeOf(0, TypeKind::RankedTensor),
                ]),
            // $source `into` $dest `` custom<DynamicIndexList>($offsets, $static_offsets) ...
            //   attr-dict `:` type($source) `into` type($dest)
            TensorInsertSlice = "tensor.insert_slice": op(AtLeast(2), Exact(1))
                .pure()
                .segments(5)
                .attrs(OFFSETS_SIZES_STRIDES)
                .named(&[(0, "inserted_slice")])
                => INSERT_SLICE_FORMAT
                .result_types(&[(0, TypeRule::SameAs(1))]),
            // As tensor.insert_slice, without a result: the destination is a shared output
            // of the enclosing scf.forall, updated by its scf.forall.in_parallel terminator.
            // No declared memory effects, as upstream.
            TensorParallelInsertSlice = "tensor.parallel_insert_slice": op(AtLeast(2), Exact(0))
                .segments(5)
                .attrs(OFFSETS_SIZES_STRIDES)
                => INSERT_SLICE_FORMAT,
            // $source attr-dict `:` type($source) `to` type($dest)
            TensorCast = "tensor.cast": CAST.named(&[(0, "cast")]) => CAST_FORMAT,
            // $tensor attr-dict `:` type($tensor)
            TensorRank = "tensor.rank": op(Exact(1), Exact(1))
                .pure()
                .named(&[(0, "rank")])
                => Format::new(&[Operand(0), AttrDict, Lit(" : "), TypeOf(0, TypeKind::TensorLike)])
                .result_types(&[(0, TypeRule::Index)]),
            // $value attr-dict `:` type($value)
            TensorYield = "tensor.yield": op(Exact(1), Exact(0))
                .terminator()
                .traits(Traits::RETURN_LIKE)
                .pure()
                => Format::new(&[Operand(0), AttrDict, Lit(" : "), TypeOf(0, TypeKind::Any)]),
            // $src $reassociation attr-dict `:` type($src) `into` type($result)
            TensorCollapseShape = "tensor.collapse_shape": op(Exact(1), Exact(1))
                .pure()
                .attrs(&[req("reassociation", AttrKind::Array)])
                .named(&[(0, "collapsed")])
                => Format::new(&[
                    Operand(0), Custom(Directive::Reassociation("reassociation")),
                    AttrDict, Lit(" : "), TypeOf(0, TypeKind::RankedTensor), Lit(" into "),
                    ResultTypeOf(0, TypeKind::RankedTensor),
                ]),
            // $src $reassociation `output_shape` custom<DynamicIndexList>($output_shape,
            //   $static_output_shape) attr-dict `:` type($src) `into` type($result)
            TensorExpandShape = "tensor.expand_shape": op(AtLeast(1), Exact(1))
                .pure()
                .attrs(&[
                    req("reassociation", AttrKind::Array),
                    req("static_output_shape", AttrKind::I64Array),
                ])
                .named(&[(0, "expanded")])
                => Format::new(&[
                    Operand(0), Custom(Directive::Reassociation("reassociation")),
                    Lit(" output_shape "),
                    Custom(Directive::DynamicIndexList {
                        attr: "static_output_shape",
                        operands: Slot::From(1),
                    }),
                    AttrDict, Lit(" : "), TypeOf(0, TypeKind::RankedTensor), Lit(" into "),
                    ResultTypeOf(0, TypeKind::RankedTensor),
                ]),
            // $input (`[` $dynamicSizes^ `]`)? attr-dict `:` type($aggregate)
            TensorSplat = "tensor.splat": op(AtLeast(1), Exact(1))
                .pure()
                .named(&[(0, "splat")])
                => Format::new(&[
                    Operand(0), Optional(Slot::From(1), &[Lit("["), Operands(Slot::From(1)), Lit("]")]),
                    AttrDict, Lit(" : "), ResultTypeOf(0, TypeKind::RankedTensor),
                ])
                .operand_types(&[(0, TypeRule::ResultElement(0))]),
        }
    }

    // The `linalg` dialect's structured ops on memrefs (and, in the front end, tensors): each
    // holds its payload region, built by the parser for the named ops as upstream's region
    // builders do; `src/ir/linalg.rs` has their indexing maps and iterator types.
    Linalg(LinalgOp, LinalgCustomOp) {
        custom {
            LinalgGeneric = "linalg.generic": LINALG_STRUCTURED.attrs(&[
                req("indexing_maps", AttrKind::Array),
                req("iterator_types", AttrKind::Array),
                opt("doc", AttrKind::Str),
                opt("library_call", AttrKind::Str),
                SEGMENTS,
            ]),
            LinalgYield = "linalg.yield": op(Any, Exact(0)).terminator().traits(Traits::RETURN_LIKE).pure(),
            LinalgIndex = "linalg.index": op(Exact(0), Exact(1)).pure().attrs(&[req("dim", AttrKind::Int)]),
            LinalgFill = "linalg.fill": LINALG_STRUCTURED.attrs(&[SEGMENTS]),
            LinalgCopy = "linalg.copy": LINALG_STRUCTURED.attrs(&[in_dict(opt("cast", AttrKind::Any)), SEGMENTS]),
            LinalgMatmul = "linalg.matmul": LINALG_STRUCTURED.attrs(&[
                opt("indexing_maps", AttrKind::Array), in_dict(opt("cast", AttrKind::Any)), SEGMENTS,
            ]),
            LinalgBatchMatmul = "linalg.batch_matmul": LINALG_STRUCTURED.attrs(&[
                opt("indexing_maps", AttrKind::Array), in_dict(opt("cast", AttrKind::Any)), SEGMENTS,
            ]),
            LinalgMatvec = "linalg.matvec": LINALG_STRUCTURED.attrs(&[in_dict(opt("cast", AttrKind::Any)), SEGMENTS]),
            LinalgVecmat = "linalg.vecmat": LINALG_STRUCTURED.attrs(&[in_dict(opt("cast", AttrKind::Any)), SEGMENTS]),
            LinalgDot = "linalg.dot": LINALG_STRUCTURED.attrs(&[in_dict(opt("cast", AttrKind::Any)), SEGMENTS]),
            LinalgTranspose = "linalg.transpose": LINALG_STRUCTURED_FIXED
                .named(&[(0, "transposed")])
                .attrs(&[req("permutation", AttrKind::I64Array)]),
            LinalgBroadcast = "linalg.broadcast": LINALG_STRUCTURED_FIXED
                .named(&[(0, "broadcasted")])
                .attrs(&[req("dimensions", AttrKind::I64Array)]),
            LinalgReduce = "linalg.reduce": LINALG_STRUCTURED_FIXED
                .named(&[(0, "reduced")])
                .attrs(&[req("dimensions", AttrKind::I64Array)]),
            LinalgMap = "linalg.map": LINALG_STRUCTURED_FIXED.named(&[(0, "mapped")]),
            LinalgAdd = "linalg.add": LINALG_STRUCTURED.attrs(&[SEGMENTS]),
            LinalgSub = "linalg.sub": LINALG_STRUCTURED.attrs(&[SEGMENTS]),
            LinalgMul = "linalg.mul": LINALG_STRUCTURED.attrs(&[SEGMENTS]),
            LinalgDiv = "linalg.div": LINALG_STRUCTURED.attrs(&[SEGMENTS]),
            LinalgDivUnsigned = "linalg.div_unsigned": LINALG_STRUCTURED.attrs(&[SEGMENTS]),
            LinalgMax = "linalg.max": LINALG_STRUCTURED.attrs(&[SEGMENTS]),
            LinalgMin = "linalg.min": LINALG_STRUCTURED.attrs(&[SEGMENTS]),
            LinalgPowf = "linalg.powf": LINALG_STRUCTURED.attrs(&[SEGMENTS]),
            LinalgExp = "linalg.exp": LINALG_STRUCTURED.attrs(&[SEGMENTS]),
            LinalgLog = "linalg.log": LINALG_STRUCTURED.attrs(&[SEGMENTS]),
            LinalgAbs = "linalg.abs": LINALG_STRUCTURED.attrs(&[SEGMENTS]),
            LinalgCeil = "linalg.ceil": LINALG_STRUCTURED.attrs(&[SEGMENTS]),
            LinalgFloor = "linalg.floor": LINALG_STRUCTURED.attrs(&[SEGMENTS]),
            LinalgNegf = "linalg.negf": LINALG_STRUCTURED.attrs(&[SEGMENTS]),
            LinalgSqrt = "linalg.sqrt": LINALG_STRUCTURED.attrs(&[SEGMENTS]),
            LinalgRsqrt = "linalg.rsqrt": LINALG_STRUCTURED.attrs(&[SEGMENTS]),
            LinalgTanh = "linalg.tanh": LINALG_STRUCTURED.attrs(&[SEGMENTS]),
            LinalgSquare = "linalg.square": LINALG_STRUCTURED.attrs(&[SEGMENTS]),
            LinalgReciprocal = "linalg.reciprocal": LINALG_STRUCTURED.attrs(&[SEGMENTS]),
            // Convolutions, pooling and the other opdsl named ops (`src/ir/linalg_conv.rs`).
            LinalgBatchReduceMatmul = "linalg.batch_reduce_matmul": LINALG_STRUCTURED.attrs(&[
                opt("indexing_maps", AttrKind::Array), in_dict(opt("cast", AttrKind::Any)), SEGMENTS,
            ]),
            LinalgConv1d = "linalg.conv_1d": LINALG_STRUCTURED.attrs(&[SEGMENTS]),
            LinalgConv2d = "linalg.conv_2d": LINALG_STRUCTURED.attrs(&[SEGMENTS]),
            LinalgConv3d = "linalg.conv_3d": LINALG_STRUCTURED.attrs(&[SEGMENTS]),
            LinalgConv1dNwcWcf = "linalg.conv_1d_nwc_wcf": LINALG_STRUCTURED.attrs(&[in_dict(opt("strides", AttrKind::Any)), in_dict(opt("dilations", AttrKind::Any)), SEGMENTS]),
            LinalgConv1dNcwFcw = "linalg.conv_1d_ncw_fcw": LINALG_STRUCTURED.attrs(&[in_dict(opt("strides", AttrKind::Any)), in_dict(opt("dilations", AttrKind::Any)), SEGMENTS]),
            LinalgConv2dNhwcHwcf = "linalg.conv_2d_nhwc_hwcf": LINALG_STRUCTURED.attrs(&[in_dict(opt("strides", AttrKind::Any)), in_dict(opt("dilations", AttrKind::Any)), SEGMENTS]),
            LinalgConv2dNhwcFhwc = "linalg.conv_2d_nhwc_fhwc": LINALG_STRUCTURED.attrs(&[in_dict(opt("strides", AttrKind::Any)), in_dict(opt("dilations", AttrKind::Any)), SEGMENTS]),
            LinalgConv2dNhwcHwcfQ = "linalg.conv_2d_nhwc_hwcf_q": LINALG_STRUCTURED.attrs(&[in_dict(opt("strides", AttrKind::Any)), in_dict(opt("dilations", AttrKind::Any)), SEGMENTS]),
            LinalgConv2dNhwcFhwcQ = "linalg.conv_2d_nhwc_fhwc_q": LINALG_STRUCTURED.attrs(&[in_dict(opt("strides", AttrKind::Any)), in_dict(opt("dilations", AttrKind::Any)), SEGMENTS]),
            LinalgConv2dNchwFchw = "linalg.conv_2d_nchw_fchw": LINALG_STRUCTURED.attrs(&[in_dict(opt("strides", AttrKind::Any)), in_dict(opt("dilations", AttrKind::Any)), SEGMENTS]),
            LinalgConv2dNchwFchwQ = "linalg.conv_2d_nchw_fchw_q": LINALG_STRUCTURED.attrs(&[in_dict(opt("strides", AttrKind::Any)), in_dict(opt("dilations", AttrKind::Any)), SEGMENTS]),
            LinalgConv2dNgchwFgchw = "linalg.conv_2d_ngchw_fgchw": LINALG_STRUCTURED.attrs(&[in_dict(opt("strides", AttrKind::Any)), in_dict(opt("dilations", AttrKind::Any)), SEGMENTS]),
            LinalgConv2dNgchwGfchw = "linalg.conv_2d_ngchw_gfchw": LINALG_STRUCTURED.attrs(&[in_dict(opt("strides", AttrKind::Any)), in_dict(opt("dilations", AttrKind::Any)), SEGMENTS]),
            LinalgConv2dNgchwGfchwQ = "linalg.conv_2d_ngchw_gfchw_q": LINALG_STRUCTURED.attrs(&[in_dict(opt("strides", AttrKind::Any)), in_dict(opt("dilations", AttrKind::Any)), SEGMENTS]),
            LinalgConv2dNhwgcGfhwc = "linalg.conv_2d_nhwgc_gfhwc": LINALG_STRUCTURED.attrs(&[in_dict(opt("strides", AttrKind::Any)), in_dict(opt("dilations", AttrKind::Any)), SEGMENTS]),
            LinalgConv2dNhwgcGfhwcQ = "linalg.conv_2d_nhwgc_gfhwc_q": LINALG_STRUCTURED.attrs(&[in_dict(opt("strides", AttrKind::Any)), in_dict(opt("dilations", AttrKind::Any)), SEGMENTS]),
            LinalgConv3dNdhwcDhwcf = "linalg.conv_3d_ndhwc_dhwcf": LINALG_STRUCTURED.attrs(&[in_dict(opt("strides", AttrKind::Any)), in_dict(opt("dilations", AttrKind::Any)), SEGMENTS]),
            LinalgConv3dNdhwcDhwcfQ = "linalg.conv_3d_ndhwc_dhwcf_q": LINALG_STRUCTURED.attrs(&[in_dict(opt("strides", AttrKind::Any)), in_dict(opt("dilations", AttrKind::Any)), SEGMENTS]),
            LinalgConv3dNcdhwFcdhw = "linalg.conv_3d_ncdhw_fcdhw": LINALG_STRUCTURED.attrs(&[in_dict(opt("strides", AttrKind::Any)), in_dict(opt("dilations", AttrKind::Any)), SEGMENTS]),
            LinalgDepthwiseConv1dNwcWc = "linalg.depthwise_conv_1d_nwc_wc": LINALG_STRUCTURED.attrs(&[in_dict(opt("strides", AttrKind::Any)), in_dict(opt("dilations", AttrKind::Any)), SEGMENTS]),
            LinalgDepthwiseConv1dNcwCw = "linalg.depthwise_conv_1d_ncw_cw": LINALG_STRUCTURED.attrs(&[in_dict(opt("strides", AttrKind::Any)), in_dict(opt("dilations", AttrKind::Any)), SEGMENTS]),
            LinalgDepthwiseConv1dNwcWcm = "linalg.depthwise_conv_1d_nwc_wcm": LINALG_STRUCTURED.attrs(&[in_dict(opt("strides", AttrKind::Any)), in_dict(opt("dilations", AttrKind::Any)), SEGMENTS]),
            LinalgDepthwiseConv2dNhwcHwc = "linalg.depthwise_conv_2d_nhwc_hwc": LINALG_STRUCTURED.attrs(&[in_dict(opt("strides", AttrKind::Any)), in_dict(opt("dilations", AttrKind::Any)), SEGMENTS]),
            LinalgDepthwiseConv2dNchwChw = "linalg.depthwise_conv_2d_nchw_chw": LINALG_STRUCTURED.attrs(&[in_dict(opt("strides", AttrKind::Any)), in_dict(opt("dilations", AttrKind::Any)), SEGMENTS]),
            LinalgDepthwiseConv2dNhwcHwcQ = "linalg.depthwise_conv_2d_nhwc_hwc_q": LINALG_STRUCTURED.attrs(&[in_dict(opt("strides", AttrKind::Any)), in_dict(opt("dilations", AttrKind::Any)), SEGMENTS]),
            LinalgDepthwiseConv2dNhwcHwcm = "linalg.depthwise_conv_2d_nhwc_hwcm": LINALG_STRUCTURED.attrs(&[in_dict(opt("strides", AttrKind::Any)), in_dict(opt("dilations", AttrKind::Any)), SEGMENTS]),
            LinalgDepthwiseConv2dNhwcHwcmQ = "linalg.depthwise_conv_2d_nhwc_hwcm_q": LINALG_STRUCTURED.attrs(&[in_dict(opt("strides", AttrKind::Any)), in_dict(opt("dilations", AttrKind::Any)), SEGMENTS]),
            LinalgDepthwiseConv3dNdhwcDhwc = "linalg.depthwise_conv_3d_ndhwc_dhwc": LINALG_STRUCTURED.attrs(&[in_dict(opt("strides", AttrKind::Any)), in_dict(opt("dilations", AttrKind::Any)), SEGMENTS]),
            LinalgDepthwiseConv3dNcdhwCdhw = "linalg.depthwise_conv_3d_ncdhw_cdhw": LINALG_STRUCTURED.attrs(&[in_dict(opt("strides", AttrKind::Any)), in_dict(opt("dilations", AttrKind::Any)), SEGMENTS]),
            LinalgDepthwiseConv3dNdhwcDhwcm = "linalg.depthwise_conv_3d_ndhwc_dhwcm": LINALG_STRUCTURED.attrs(&[in_dict(opt("strides", AttrKind::Any)), in_dict(opt("dilations", AttrKind::Any)), SEGMENTS]),
            LinalgPoolingNhwcSum = "linalg.pooling_nhwc_sum": LINALG_STRUCTURED.attrs(&[in_dict(opt("strides", AttrKind::Any)), in_dict(opt("dilations", AttrKind::Any)), SEGMENTS]),
            LinalgPoolingNchwSum = "linalg.pooling_nchw_sum": LINALG_STRUCTURED.attrs(&[in_dict(opt("strides", AttrKind::Any)), in_dict(opt("dilations", AttrKind::Any)), SEGMENTS]),
            LinalgPoolingNhwcMax = "linalg.pooling_nhwc_max": LINALG_STRUCTURED.attrs(&[in_dict(opt("strides", AttrKind::Any)), in_dict(opt("dilations", AttrKind::Any)), SEGMENTS]),
            LinalgPoolingNhwcMaxUnsigned = "linalg.pooling_nhwc_max_unsigned": LINALG_STRUCTURED.attrs(&[in_dict(opt("strides", AttrKind::Any)), in_dict(opt("dilations", AttrKind::Any)), SEGMENTS]),
            LinalgPoolingNchwMax = "linalg.pooling_nchw_max": LINALG_STRUCTURED.attrs(&[in_dict(opt("strides", AttrKind::Any)), in_dict(opt("dilations", AttrKind::Any)), SEGMENTS]),
            LinalgPoolingNhwcMin = "linalg.pooling_nhwc_min": LINALG_STRUCTURED.attrs(&[in_dict(opt("strides", AttrKind::Any)), in_dict(opt("dilations", AttrKind::Any)), SEGMENTS]),
            LinalgPoolingNhwcMinUnsigned = "linalg.pooling_nhwc_min_unsigned": LINALG_STRUCTURED.attrs(&[in_dict(opt("strides", AttrKind::Any)), in_dict(opt("dilations", AttrKind::Any)), SEGMENTS]),
            LinalgPoolingNwcSum = "linalg.pooling_nwc_sum": LINALG_STRUCTURED.attrs(&[in_dict(opt("strides", AttrKind::Any)), in_dict(opt("dilations", AttrKind::Any)), SEGMENTS]),
            LinalgPoolingNcwSum = "linalg.pooling_ncw_sum": LINALG_STRUCTURED.attrs(&[in_dict(opt("strides", AttrKind::Any)), in_dict(opt("dilations", AttrKind::Any)), SEGMENTS]),
            LinalgPoolingNwcMax = "linalg.pooling_nwc_max": LINALG_STRUCTURED.attrs(&[in_dict(opt("strides", AttrKind::Any)), in_dict(opt("dilations", AttrKind::Any)), SEGMENTS]),
            LinalgPoolingNwcMaxUnsigned = "linalg.pooling_nwc_max_unsigned": LINALG_STRUCTURED.attrs(&[in_dict(opt("strides", AttrKind::Any)), in_dict(opt("dilations", AttrKind::Any)), SEGMENTS]),
            LinalgPoolingNcwMax = "linalg.pooling_ncw_max": LINALG_STRUCTURED.attrs(&[in_dict(opt("strides", AttrKind::Any)), in_dict(opt("dilations", AttrKind::Any)), SEGMENTS]),
            LinalgPoolingNwcMin = "linalg.pooling_nwc_min": LINALG_STRUCTURED.attrs(&[in_dict(opt("strides", AttrKind::Any)), in_dict(opt("dilations", AttrKind::Any)), SEGMENTS]),
            LinalgPoolingNwcMinUnsigned = "linalg.pooling_nwc_min_unsigned": LINALG_STRUCTURED.attrs(&[in_dict(opt("strides", AttrKind::Any)), in_dict(opt("dilations", AttrKind::Any)), SEGMENTS]),
            LinalgPoolingNdhwcSum = "linalg.pooling_ndhwc_sum": LINALG_STRUCTURED.attrs(&[in_dict(opt("strides", AttrKind::Any)), in_dict(opt("dilations", AttrKind::Any)), SEGMENTS]),
            LinalgPoolingNdhwcMax = "linalg.pooling_ndhwc_max": LINALG_STRUCTURED.attrs(&[in_dict(opt("strides", AttrKind::Any)), in_dict(opt("dilations", AttrKind::Any)), SEGMENTS]),
            LinalgPoolingNdhwcMin = "linalg.pooling_ndhwc_min": LINALG_STRUCTURED.attrs(&[in_dict(opt("strides", AttrKind::Any)), in_dict(opt("dilations", AttrKind::Any)), SEGMENTS]),
            LinalgMmt4d = "linalg.mmt4d": LINALG_STRUCTURED.attrs(&[SEGMENTS]),
            LinalgBatchMmt4d = "linalg.batch_mmt4d": LINALG_STRUCTURED.attrs(&[SEGMENTS]),
            LinalgBatchMatvec = "linalg.batch_matvec": LINALG_STRUCTURED.attrs(&[SEGMENTS]),
            LinalgBatchVecmat = "linalg.batch_vecmat": LINALG_STRUCTURED.attrs(&[SEGMENTS]),
            LinalgQuantizedMatmul = "linalg.quantized_matmul": LINALG_STRUCTURED.attrs(&[SEGMENTS]),
            LinalgQuantizedBatchMatmul = "linalg.quantized_batch_matmul": LINALG_STRUCTURED.attrs(&[SEGMENTS]),
            // The relayout ops (tensors only in upstream 22, no memory effects; not structured
            // ops: no payload region). `src/parse/ops/linalg_pack.rs` has their syntax.
            // $source (`padding_value` `(` $padding_value^ `:` type($padding_value) `)`)?
            //   (`outer_dims_perm` `=` $outer_dims_perm^)? `inner_dims_pos` `=` $inner_dims_pos
            //   `inner_tiles` `=` custom<DynamicIndexList>($inner_tiles, $static_inner_tiles)
            //   `into` $dest attr-dict `:` type($source) `->` type($dest)
            LinalgPack = "linalg.pack": op(AtLeast(2), Exact(1))
                .pure()
                .segments(4)
                .attrs(&[
                    opt("outer_dims_perm", AttrKind::I64Array),
                    req("inner_dims_pos", AttrKind::I64Array),
                    req("static_inner_tiles", AttrKind::I64Array),
                    SEGMENTS,
                ])
                .named(&[(0, "pack")]),
            // As `linalg.pack` without `padding_value` (and without operand segments).
            LinalgUnpack = "linalg.unpack": op(AtLeast(2), Exact(1))
                .pure()
                .attrs(&[
                    opt("outer_dims_perm", AttrKind::I64Array),
                    req("inner_dims_pos", AttrKind::I64Array),
                    req("static_inner_tiles", AttrKind::I64Array),
                ])
                .named(&[(0, "unpack")]),
        }
        declared {
        }
    }

    // The `affine` dialect: loops, conditionals and memory accesses whose bounds, conditions and
    // subscripts are affine maps (or integer sets) of index operands. `-lower-affine` rewrites
    // them to scf, arith and memref; both engines run them after that lowering.
    Affine(AffineDialectOp, AffineCustomOp) {
        custom {
            AffineFor = "affine.for": op(Any, Any)
                .region_branch(Regions::Exact(1), Some(OpKind::AffineYield))
                .segments(3)
                .attrs(&[
                    req("lowerBoundMap", AttrKind::Map),
                    req("step", AttrKind::IndexInt),
                    req("upperBoundMap", AttrKind::Map),
                    SEGMENTS,
                ])
                .traits(Traits::SINGLE_BLOCK.with(Traits::AUTOMATIC_ALLOCATION_SCOPE)),
            AffineIf = "affine.if": op(Any, Any)
                .region_branch(Regions::Exact(2), Some(OpKind::AffineYield))
                .attrs(&[opt("condition", AttrKind::Any)])
                .traits(Traits::SINGLE_BLOCK),
            AffineParallel = "affine.parallel": op(Any, Any)
                .region_branch(Regions::Exact(1), Some(OpKind::AffineYield))
                .attrs(&[
                    req("reductions", AttrKind::Array),
                    req("lowerBoundsMap", AttrKind::Map),
                    req("lowerBoundsGroups", AttrKind::Any),
                    req("upperBoundsMap", AttrKind::Map),
                    req("upperBoundsGroups", AttrKind::Any),
                    req("steps", AttrKind::Array),
                ])
                .traits(Traits::SINGLE_BLOCK.with(Traits::AUTOMATIC_ALLOCATION_SCOPE)),
            AffineYield = "affine.yield": op(Any, Exact(0))
                .terminator()
                .traits(Traits::RETURN_LIKE)
                .pure(),
            AffineLoad = "affine.load": op(AtLeast(1), Exact(1))
                .attrs(&[req("map", AttrKind::Map)])
                .effects(EffectsDef::Listed(&[(EffectKind::Read, EffectOn::Operand(0))])),
            AffineStore = "affine.store": op(AtLeast(2), Exact(0))
                .attrs(&[req("map", AttrKind::Map)])
                .effects(EffectsDef::Listed(&[(EffectKind::Write, EffectOn::Operand(1))])),
            AffineVectorLoad = "affine.vector_load": op(AtLeast(1), Exact(1))
                .attrs(&[req("map", AttrKind::Map)])
                .effects(EffectsDef::Listed(&[(EffectKind::Read, EffectOn::Operand(0))])),
            AffineVectorStore = "affine.vector_store": op(AtLeast(2), Exact(0))
                .attrs(&[req("map", AttrKind::Map)])
                .effects(EffectsDef::Listed(&[(EffectKind::Write, EffectOn::Operand(1))])),
            AffineApply = "affine.apply": op(Any, Exact(1))
                .pure()
                .attrs(&[req("map", AttrKind::Map)]),
            AffineMin = "affine.min": op(Any, Exact(1))
                .pure()
                .attrs(&[req("map", AttrKind::Map)]),
            AffineMax = "affine.max": op(Any, Exact(1))
                .pure()
                .attrs(&[req("map", AttrKind::Map)]),
        }
        declared {
        }
    }

    // bufferization.dealloc's effects depend on run-time conditions: unknown to DCE and CSE.
    Bufferization(BufferizationOp, BufferizationCustomOp) {
        custom {
            BufferizationDealloc = "bufferization.dealloc": op(Any, Any).segments(3).attrs(&[SEGMENTS]),
            // `(` $dynamic_sizes `)` (`copy` `(` $copy^ `)`)? (`size_hint` `=` $size_hint^)?
            // attr-dict `:` type($result): a new tensor (its buffer is allocated when bufferized).
            // Upstream declares no memory effects for it: unknown (DCE and CSE keep it, the
            // ownership pass rejects it, as upstream's do).
            BufferizationAllocTensor = "bufferization.alloc_tensor": op(Any, Exact(1))
                .segments(3)
                .attrs(&[in_dict(opt("memory_space", AttrKind::Any)), SEGMENTS]),
            // $source `in` (`restrict` $restrict^)? (`writable` $writable^)? $dest attr-dict
            // `:` functional-type(operands, results)
            BufferizationMaterializeInDestination = "bufferization.materialize_in_destination":
                op(Exact(2), Any)
                .attrs(&[opt("restrict", AttrKind::Unit), opt("writable", AttrKind::Unit)])
                // Upstream's: a write of a memref destination only (`memory_effects` drops it
                // for a tensor destination).
                .effects(EffectsDef::Listed(&[(EffectKind::Write, EffectOn::Operand(1))])),
        }
        declared {
            BufferizationClone = "bufferization.clone": op(Exact(1), Exact(1))
                .traits(Traits::CAST)
                .effects(EffectsDef::Listed(&[
                    (EffectKind::Read, EffectOn::Operand(0)),
                    (EffectKind::Write, EffectOn::Result(0)),
                    (EffectKind::Allocate, EffectOn::Result(0)),
                ]))
                => CAST_FORMAT,
            // $tensor attr-dict `:` type($tensor): the tensor's buffer may be freed (One-Shot
            // Bufferize makes it a memref.dealloc). Upstream declares no memory effects for
            // it: unknown (DCE and CSE keep it, the ownership pass rejects it).
            BufferizationDeallocTensor = "bufferization.dealloc_tensor": op(Exact(1), Exact(0))
                => Format::new(&[Operand(0), AttrDict, Lit(" : "), TypeOf(0, TypeKind::TensorLike)]),
            // $tensor (`read_only` $read_only^)? attr-dict `:` type($tensor) `to` type($buffer):
            // the future buffer of a tensor (pure; its result is owned by no one).
            BufferizationToBuffer = "bufferization.to_buffer": UNARY
                .attrs(&[opt("read_only", AttrKind::Unit)])
                => Format::new(&[
                    Operand(0), Custom(Directive::UnitKeyword("read_only")), AttrDict, Lit(" : "),
                    TypeOf(0, TypeKind::TensorLike), Lit(" to "), ResultTypeOf(0, TypeKind::BufferLike),
                ]),
            // $buffer (`restrict` $restrict^)? (`writable` $writable^)? attr-dict `:` type($buffer)
            // `to` type($result): a tensor of the buffer's contents (reads the buffer).
            BufferizationToTensor = "bufferization.to_tensor": op(Exact(1), Exact(1))
                .attrs(&[opt("restrict", AttrKind::Unit), opt("writable", AttrKind::Unit)])
                .effects(EffectsDef::Listed(&[(EffectKind::Read, EffectOn::Operand(0))]))
                => Format::new(&[
                    Operand(0), Custom(Directive::UnitKeyword("restrict")),
                    Custom(Directive::UnitKeyword("writable")), AttrDict, Lit(" : "),
                    TypeOf(0, TypeKind::BufferLike), Lit(" to "), ResultTypeOf(0, TypeKind::TensorLike),
                ]),
        }
    }
}

/// Dialects whose ops we know; an op named in one of these dialects that is not in the table is an
/// error even with `--allow-unregistered-dialect`, as in MLIR.
pub const KNOWN_DIALECTS: &[&str] = &[
    "builtin",
    "func",
    "arith",
    "math",
    "memref",
    "scf",
    "cf",
    "bufferization",
    "index",
    "vector",
    "complex",
    "ub",
    "tensor",
    "linalg",
    "affine",
];

impl OpKind {
    /// The dialect prefix.
    pub fn dialect(self) -> &'static str {
        // From a table built once: folders and the verifier ask for every op, several times.
        static TABLE: std::sync::OnceLock<Vec<&'static str>> = std::sync::OnceLock::new();
        let table = TABLE.get_or_init(|| {
            let mut t = vec![""; OpKind::Unregistered as usize + 1];
            for &k in OpKind::ALL {
                let n = k.name();
                t[k as usize] = &n[..n.find('.').unwrap_or(0)];
            }
            t
        });
        table.get(self as usize).copied().unwrap_or("")
    }

    /// Whether the op is `ConstantLike`: its result is its `value` attribute.
    pub fn is_constant_like(self) -> bool {
        matches!(
            self,
            OpKind::ArithConstant
                | OpKind::IndexConstant
                | OpKind::IndexBoolConstant
                | OpKind::ComplexConstant
                | OpKind::UbPoison
        )
    }

    /// Whether upstream's custom form of the op is an ODS `assemblyFormat` (ours is declared in
    /// its row, or hand-written for syntax our format vocabulary lacks): its parser checks the
    /// inherent attributes of the attribute dictionary as it parses them.
    pub fn declarative_upstream(self) -> bool {
        use OpKind::*;
        self.info().format.is_some()
            || matches!(
                self,
                MemRefGlobal
                    | VectorPrint
                    | VectorReduction
                    | VectorMultiReduction
                    | VectorTranspose
                    | VectorFromElements
                    | VectorToElements
                    | VectorShuffle
                    | VectorConstantMask
                    | VectorMaskedLoad
                    | VectorMaskedStore
                    | VectorExpandLoad
                    | VectorCompressStore
                    | VectorGather
                    | VectorScatter
                    | VectorLoad
                    | VectorStore
                    | VectorDeinterleave
                    | CfBr
                    | CfCondBr
                    | CfSwitch
                    | CfAssert
                    | ArithConstant
                    | ArithCmpI
                    | ArithCmpF
                    | IndexCmp
                    | IndexConstant
                    | IndexBoolConstant
                    | FuncReturn
                    | FuncCall
                    | FuncConstant
                    | BufferizationDealloc
                    | ScfYield
                    | ScfCondition
                    | MemRefAllocaScopeReturn
            )
    }

    /// Whether the op must be the last op of its block.
    pub fn is_terminator(self) -> bool {
        self.info().has(Traits::TERMINATOR)
    }

    /// Whether the op's two operands may be swapped (`Commutative`).
    pub fn is_commutative(self) -> bool {
        self.info().has(Traits::COMMUTATIVE)
    }

    /// Whether values defined above may not be used inside the op's regions.
    pub fn is_isolated_from_above(self) -> bool {
        self.info().has(Traits::ISOLATED_FROM_ABOVE)
    }

    /// Whether the op may be isolated from above (MLIR's `mightHaveTrait`): an unregistered
    /// op's traits are unknown, so transformations must not capture values across it.
    pub fn might_be_isolated_from_above(self) -> bool {
        self == OpKind::Unregistered || self.is_isolated_from_above()
    }

    /// Whether the op defines a symbol table (its body holds symbols looked up by name).
    pub fn is_symbol_table(self) -> bool {
        self.info().has(Traits::SYMBOL_TABLE)
    }

    /// The terminator the custom form may omit at the end of the op's regions (an implicit
    /// terminator is then created).
    pub fn implicit_terminator(self) -> Option<OpKind> {
        self.info().implicit_terminator
    }

    /// Single-operand conversions printed `op %x : T1 to T2`.
    pub fn is_cast(self) -> bool {
        self.info().has(Traits::CAST)
    }

    /// Ops without side effects whose result depends only on operands and attributes.
    pub fn is_pure(self) -> bool {
        self.info().has(Traits::PURE)
    }

    /// Structured control flow between the op's regions (`RegionBranchOpInterface`).
    pub fn is_region_branch(self) -> bool {
        self.info().has(Traits::REGION_BRANCH)
    }

    /// The inherent attributes (properties) of the kind.
    pub fn inherent_attrs(self) -> impl Iterator<Item = &'static str> {
        self.info().attrs.iter().map(|a| a.name)
    }

    /// Whether `name` is an inherent attribute of the kind.
    pub fn is_inherent(self, name: &str) -> bool {
        self.info().attr(name).is_some()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every kind's dialect op names the same op and belongs to the dialect of its name.
    #[test]
    fn dialect_ops_round_trip() {
        for &k in OpKind::ALL {
            let d = k.dialect_op();
            let back = match d {
                DialectOp::Builtin(x) => ("builtin", OpKind::from(x)),
                DialectOp::Func(x) => ("func", OpKind::from(x)),
                DialectOp::Arith(x) => ("arith", OpKind::from(x)),
                DialectOp::Math(x) => ("math", OpKind::from(x)),
                DialectOp::MemRef(x) => ("memref", OpKind::from(x)),
                DialectOp::Scf(x) => ("scf", OpKind::from(x)),
                DialectOp::Cf(x) => ("cf", OpKind::from(x)),
                DialectOp::Bufferization(x) => ("bufferization", OpKind::from(x)),
                DialectOp::Index(x) => ("index", OpKind::from(x)),
                DialectOp::Vector(x) => ("vector", OpKind::from(x)),
                DialectOp::Complex(x) => ("complex", OpKind::from(x)),
                DialectOp::Ub(x) => ("ub", OpKind::from(x)),
                DialectOp::Tensor(x) => ("tensor", OpKind::from(x)),
                DialectOp::Linalg(x) => ("linalg", OpKind::from(x)),
                DialectOp::Affine(x) => ("affine", OpKind::from(x)),
                DialectOp::Unregistered => panic!("{} has no dialect", k.name()),
            };
            assert_eq!(back, (k.dialect(), k), "{}", k.name());
        }
        assert_eq!(OpKind::Unregistered.dialect_op(), DialectOp::Unregistered);
    }

    /// Every kind is found by its name, and names are distinct.
    #[test]
    fn from_name_finds_every_kind() {
        for &k in OpKind::ALL {
            assert_eq!(OpKind::from_name(k.name()), Some(k), "{}", k.name());
        }
        assert_eq!(OpKind::from_name("arith.nosuchop"), None);
        assert_eq!(OpKind::from_name("<unregistered>"), None);
    }
}
