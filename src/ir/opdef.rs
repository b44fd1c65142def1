//! One definition per op: the table row of every [`OpKind`] (MLIR's ODS record) — operand,
//! result, region and successor counts, operand segments, inherent attributes (properties) with
//! their kinds and defaults, traits, the result-name hint, the view source and the memory
//! effects. The structural verifier, the printer's attribute elision and name hints, and every
//! trait and effect query read this table; each layer adds only its semantics.
//!
//! [`OpKind::info`] is an exhaustive `match`: a new kind does not compile without its row.

use super::opkind::OpKind;

/// How many of something (operands, results, successors) an op takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Count {
    /// Exactly this many.
    Exact(u8),
    /// At least this many.
    AtLeast(u8),
    /// Between the two, inclusive.
    Range(u8, u8),
    /// Any number.
    Any,
}

impl Count {
    /// Whether `n` satisfies the count.
    pub fn ok(self, n: usize) -> bool {
        match self {
            Count::Exact(e) => n == e as usize,
            Count::AtLeast(e) => n >= e as usize,
            Count::Range(a, b) => n >= a as usize && n <= b as usize,
            Count::Any => true,
        }
    }

    /// The count as MLIR's verifier words it ("2", "at least 1", "1 to 2").
    pub fn text(self) -> String {
        match self {
            Count::Exact(e) => format!("{e}"),
            Count::AtLeast(e) => format!("at least {e}"),
            Count::Range(a, b) => format!("{a} to {b}"),
            Count::Any => "any number of".into(),
        }
    }
}

/// How many regions an op has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Regions {
    /// Exactly this many.
    Exact(u8),
    /// One for the default plus one per entry of the `cases` attribute (`scf.index_switch`).
    PerCase,
    /// One per operand (`scf.reduce`).
    PerOperand,
    /// Any number (unregistered ops).
    Any,
}

/// The kind an attribute must have.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AttrKind {
    /// A string.
    Str,
    /// A type.
    Type,
    /// A function type.
    FunctionType,
    /// A symbol reference.
    Symbol,
    /// An integer.
    Int,
    /// `array<i64: ...>`.
    I64Array,
    /// `array<i32: ...>`.
    I32Array,
    /// `[...]`.
    Array,
    /// An affine map.
    Map,
    /// `#arith.overflow<...>`.
    Overflow,
    /// `#arith.fastmath<...>`.
    FastMath,
    /// `#arith<rounding_mode>`-style rounding mode.
    RoundingMode,
    /// Not checked.
    Any,
}

/// Where the custom assembly form puts an inherent attribute.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InCustomForm {
    /// The op's own syntax prints it (or it is implied): elided from the attribute dictionary.
    Syntax,
    /// Printed in the attribute dictionary like a discardable attribute.
    Dict,
    /// Printed in the attribute dictionary unless it is the integer 0 (`nontemporal = false`).
    DictUnlessZero,
}

/// An inherent attribute (property) of an op kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AttrDef {
    /// Its name.
    pub name: &'static str,
    /// The kind it must have when present (`Any`: not checked).
    pub kind: AttrKind,
    /// Whether the verifier requires it.
    pub required: bool,
    /// The default value as upstream's generic form prints it when the op does not set it.
    pub generic_default: Option<&'static str>,
    /// Where the custom form prints it.
    pub custom: InCustomForm,
}

/// Static traits of an op kind (MLIR's op traits), as a bit set.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Traits(u16);

impl std::ops::BitOr for Traits {
    type Output = Traits;
    fn bitor(self, other: Traits) -> Traits {
        self.with(other)
    }
}

impl Traits {
    /// No traits.
    pub const NONE: Traits = Traits(0);
    /// Must be the last op of its block.
    pub const TERMINATOR: Traits = Traits(1);
    /// No side effects; the result depends only on operands and attributes.
    pub const PURE: Traits = Traits(1 << 1);
    /// A one-operand conversion printed `op %x : T1 to T2`.
    pub const CAST: Traits = Traits(1 << 2);
    /// Values defined above may not be used inside its regions.
    pub const ISOLATED_FROM_ABOVE: Traits = Traits(1 << 3);
    /// Its body holds symbols looked up by name.
    pub const SYMBOL_TABLE: Traits = Traits(1 << 4);
    /// Defines a symbol (`sym_name`).
    pub const SYMBOL: Traits = Traits(1 << 5);
    /// Returns control and its operands to the parent op (`ReturnLike`).
    pub const RETURN_LIKE: Traits = Traits(1 << 6);
    /// Branches to successor blocks (`BranchOpInterface`).
    pub const BRANCH: Traits = Traits(1 << 7);
    /// Structured control flow between its regions (`RegionBranchOpInterface`).
    pub const REGION_BRANCH: Traits = Traits(1 << 8);

    /// Whether every trait of `other` is set.
    pub const fn contains(self, other: Traits) -> bool {
        self.0 & other.0 == other.0
    }

    /// Both sets.
    pub const fn with(self, other: Traits) -> Traits {
        Traits(self.0 | other.0)
    }
}

/// The names the printer gives an op's results in custom form.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ResultNames {
    /// Numbered (`%0`).
    None,
    /// Result `i` is named after the string (`%alloc`, `%low`).
    Fixed(&'static [(u8, &'static str)]),
    /// Computed from the op by the printer (`arith.constant`'s `%c0_i32`,
    /// `memref.extract_strided_metadata`'s groups).
    Computed,
}

/// What a memory effect applies to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EffectOn {
    /// Operand `i`.
    Operand(u8),
    /// Result `i`.
    Result(u8),
    /// Unknown memory.
    Unknown,
}

/// A kind of memory effect (MLIR's `MemoryEffects::{Allocate, Free, Read, Write}`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EffectKind {
    /// Allocates.
    Allocate,
    /// Frees.
    Free,
    /// Reads.
    Read,
    /// Writes.
    Write,
}

/// How an op kind's memory effects are declared.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EffectsDef {
    /// Exactly these effects (none for pure ops).
    Listed(&'static [(EffectKind, EffectOn)]),
    /// Those of the ops nested in it (`RecursiveMemoryEffects`).
    Recursive,
    /// Unknown: the safe default. Passes must assume anything (the ownership pass rejects the
    /// op, DCE and CSE keep it).
    Unknown,
}

/// The table row of one op kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OpInfo {
    /// Operand count.
    pub operands: Count,
    /// Result count.
    pub results: Count,
    /// Region count.
    pub regions: Regions,
    /// Successor count.
    pub successors: Count,
    /// The number of operand segments (`operandSegmentSizes` entries), if the op has them.
    pub segments: Option<u8>,
    /// Inherent attributes; the required ones are checked in this order.
    pub attrs: &'static [AttrDef],
    /// Traits.
    pub traits: Traits,
    /// The terminator the custom form may omit at the end of its regions.
    pub implicit_terminator: Option<OpKind>,
    /// Result-name hints.
    pub result_names: ResultNames,
    /// For view-like ops, the operand the result is a view of.
    pub view_source: Option<u8>,
    /// Memory effects.
    pub effects: EffectsDef,
}

const NO_EFFECTS: EffectsDef = EffectsDef::Listed(&[]);

/// A row with `operands` and `results`, no regions, successors, attributes or traits, and
/// unknown effects (the safe default).
const fn op(operands: Count, results: Count) -> OpInfo {
    OpInfo {
        operands,
        results,
        regions: Regions::Exact(0),
        successors: Count::Exact(0),
        segments: None,
        attrs: &[],
        traits: Traits::NONE,
        implicit_terminator: None,
        result_names: ResultNames::None,
        view_source: None,
        effects: EffectsDef::Unknown,
    }
}

impl OpInfo {
    const fn traits(mut self, t: Traits) -> Self {
        self.traits = self.traits.with(t);
        self
    }
    /// Pure: no memory effects.
    const fn pure(self) -> Self {
        self.traits(Traits::PURE).effects(NO_EFFECTS)
    }
    const fn terminator(self) -> Self {
        self.traits(Traits::TERMINATOR)
    }
    const fn cast(self) -> Self {
        self.traits(Traits::CAST).pure()
    }
    const fn attrs(mut self, attrs: &'static [AttrDef]) -> Self {
        self.attrs = attrs;
        self
    }
    const fn regions(mut self, r: Regions) -> Self {
        self.regions = r;
        self
    }
    const fn successors(mut self, c: Count) -> Self {
        self.successors = c;
        self
    }
    const fn segments(mut self, n: u8) -> Self {
        self.segments = Some(n);
        self
    }
    const fn effects(mut self, e: EffectsDef) -> Self {
        self.effects = e;
        self
    }
    const fn named(mut self, names: &'static [(u8, &'static str)]) -> Self {
        self.result_names = ResultNames::Fixed(names);
        self
    }
    const fn computed_names(mut self) -> Self {
        self.result_names = ResultNames::Computed;
        self
    }
    /// A pure view of operand 0.
    const fn view(mut self) -> Self {
        self.view_source = Some(0);
        self.pure()
    }
    /// Structured control flow: one or more regions whose effects are those of their bodies.
    const fn region_branch(mut self, regions: Regions, implicit: Option<OpKind>) -> Self {
        self.regions = regions;
        self.implicit_terminator = implicit;
        self.traits(Traits::REGION_BRANCH)
            .effects(EffectsDef::Recursive)
    }

    /// Whether the kind has every trait of `t`.
    pub fn has(&self, t: Traits) -> bool {
        self.traits.contains(t)
    }

    /// The inherent attribute named `name`.
    pub fn attr(&self, name: &str) -> Option<&'static AttrDef> {
        self.attrs.iter().find(|a| a.name == name)
    }

    /// The property with a default that upstream's generic form prints when it is unset.
    pub fn generic_default(&self) -> Option<(&'static str, &'static str)> {
        self.attrs
            .iter()
            .find_map(|a| a.generic_default.map(|d| (a.name, d)))
    }
}

const fn req(name: &'static str, kind: AttrKind) -> AttrDef {
    AttrDef {
        name,
        kind,
        required: true,
        generic_default: None,
        custom: InCustomForm::Syntax,
    }
}

const fn opt(name: &'static str, kind: AttrKind) -> AttrDef {
    AttrDef {
        name,
        kind,
        required: false,
        generic_default: None,
        custom: InCustomForm::Syntax,
    }
}

const fn in_dict(mut a: AttrDef) -> AttrDef {
    a.custom = InCustomForm::Dict;
    a
}

const fn with_default(mut a: AttrDef, text: &'static str) -> AttrDef {
    a.generic_default = Some(text);
    a
}

const SEGMENTS: AttrDef = opt("operandSegmentSizes", AttrKind::Any);
const OVERFLOW: &[AttrDef] = &[with_default(
    opt("overflowFlags", AttrKind::Overflow),
    "#arith.overflow<none>",
)];
const FASTMATH_ATTR: AttrDef =
    with_default(opt("fastmath", AttrKind::FastMath), "#arith.fastmath<none>");
const FASTMATH: &[AttrDef] = &[FASTMATH_ATTR];
/// `fastmath` without a printed default (`arith.extf`, `math.absi`).
const FASTMATH_NO_DEFAULT: &[AttrDef] = &[opt("fastmath", AttrKind::FastMath)];
const NONTEMPORAL: &[AttrDef] = &[AttrDef {
    custom: InCustomForm::DictUnlessZero,
    ..opt("nontemporal", AttrKind::Any)
}];
const ALIGNMENT_IN_DICT: AttrDef = in_dict(opt("alignment", AttrKind::Int));
const OFFSETS_SIZES_STRIDES: &[AttrDef] = &[
    req("static_offsets", AttrKind::I64Array),
    req("static_sizes", AttrKind::I64Array),
    req("static_strides", AttrKind::I64Array),
    SEGMENTS,
];

use Count::{Any, AtLeast, Exact};

const UNARY: OpInfo = op(Exact(1), Exact(1)).pure();
const BINARY: OpInfo = op(Exact(2), Exact(1)).pure();
const CAST: OpInfo = op(Exact(1), Exact(1)).cast();

impl OpKind {
    /// The table row of this kind.
    pub fn info(self) -> &'static OpInfo {
        use OpKind::*;
        macro_rules! row {
            ($e:expr) => {{
                const ROW: OpInfo = $e;
                &ROW
            }};
        }
        match self {
            Module => row!(op(Exact(0), Exact(0))
                .regions(Regions::Exact(1))
                .traits(Traits::ISOLATED_FROM_ABOVE.with(Traits::SYMBOL_TABLE))
                .attrs(&[
                    opt("sym_name", AttrKind::Any),
                    opt("sym_visibility", AttrKind::Any)
                ])),
            UnrealizedConversionCast => row!(op(Any, Any).pure()),

            FuncFunc => row!(op(Exact(0), Exact(0))
                .regions(Regions::Exact(1))
                .traits(Traits::ISOLATED_FROM_ABOVE.with(Traits::SYMBOL))
                .attrs(&[
                    req("sym_name", AttrKind::Str),
                    req("function_type", AttrKind::FunctionType),
                    opt("arg_attrs", AttrKind::Any),
                    opt("res_attrs", AttrKind::Any),
                    opt("sym_visibility", AttrKind::Any),
                ])),
            FuncReturn => row!(op(Any, Exact(0))
                .terminator()
                .traits(Traits::RETURN_LIKE)
                .pure()),
            FuncCall => row!(op(Any, Any).attrs(&[
                req("callee", AttrKind::Symbol),
                in_dict(opt("arg_attrs", AttrKind::Any)),
                in_dict(opt("no_inline", AttrKind::Any)),
                in_dict(opt("res_attrs", AttrKind::Any)),
            ])),
            FuncCallIndirect => row!(op(AtLeast(1), Any)),
            FuncConstant => row!(op(Exact(0), Exact(1))
                .pure()
                .attrs(&[req("value", AttrKind::Symbol)])
                .named(&[(0, "f")])),

            ArithConstant => row!(op(Exact(0), Exact(1))
                .pure()
                .attrs(&[req("value", AttrKind::Any)])
                .computed_names()),
            ArithAddI | ArithSubI | ArithMulI | ArithShLI => row!(BINARY.attrs(OVERFLOW)),
            ArithDivSI | ArithDivUI | ArithRemSI | ArithRemUI | ArithCeilDivSI | ArithCeilDivUI
            | ArithFloorDivSI | ArithAndI | ArithOrI | ArithXOrI | ArithShRSI | ArithShRUI
            | ArithMaxSI | ArithMaxUI | ArithMinSI | ArithMinUI => row!(BINARY),
            ArithAddF | ArithSubF | ArithMulF | ArithDivF | ArithRemF | ArithMaximumF
            | ArithMinimumF | ArithMaxNumF | ArithMinNumF => row!(BINARY.attrs(FASTMATH)),
            ArithNegF => row!(UNARY.attrs(FASTMATH)),
            ArithCmpI => row!(BINARY.attrs(&[req("predicate", AttrKind::Int)])),
            ArithCmpF => row!(BINARY.attrs(&[req("predicate", AttrKind::Int), FASTMATH_ATTR])),
            ArithSelect => row!(op(Exact(3), Exact(1)).pure()),
            ArithIndexCast | ArithIndexCastUI | ArithExtSI | ArithExtUI | ArithSIToFP
            | ArithUIToFP | ArithFPToSI | ArithFPToUI | ArithBitcast => row!(CAST),
            ArithTruncI => row!(CAST.attrs(OVERFLOW)),
            ArithExtF => row!(CAST.attrs(FASTMATH_NO_DEFAULT)),
            ArithTruncF => row!(CAST.attrs(&[
                opt("fastmath", AttrKind::FastMath),
                opt("roundingmode", AttrKind::RoundingMode),
            ])),
            ArithMulUIExtended | ArithMulSIExtended => {
                row!(op(Exact(2), Exact(2))
                    .pure()
                    .named(&[(0, "low"), (1, "high")]))
            }
            ArithAddUIExtended => {
                row!(op(Exact(2), Exact(2))
                    .pure()
                    .named(&[(0, "sum"), (1, "overflow")]))
            }

            MathSqrt | MathRsqrt | MathExp | MathLog | MathSin | MathCos | MathTanh | MathAbsF
            | MathFloor | MathCeil => row!(UNARY.attrs(FASTMATH)),
            MathAbsI => row!(UNARY.attrs(FASTMATH_NO_DEFAULT)),
            MathPowF | MathCopySign => row!(BINARY.attrs(FASTMATH)),
            MathFma => row!(op(Exact(3), Exact(1)).pure().attrs(FASTMATH)),

            MemRefAlloc => row!(op(Any, Exact(1))
                .segments(2)
                .attrs(&[ALIGNMENT_IN_DICT, SEGMENTS])
                .named(&[(0, "alloc")])
                .effects(EffectsDef::Listed(&[(
                    EffectKind::Allocate,
                    EffectOn::Result(0)
                )]))),
            MemRefAlloca => row!(op(Any, Exact(1))
                .segments(2)
                .attrs(&[ALIGNMENT_IN_DICT, SEGMENTS])
                .named(&[(0, "alloca")])
                .effects(EffectsDef::Listed(&[(
                    EffectKind::Allocate,
                    EffectOn::Result(0)
                )]))),
            MemRefRealloc => row!(op(Count::Range(1, 2), Exact(1))
                .attrs(&[ALIGNMENT_IN_DICT])
                .effects(EffectsDef::Listed(&[
                    (EffectKind::Free, EffectOn::Operand(0)),
                    (EffectKind::Allocate, EffectOn::Result(0)),
                    (EffectKind::Write, EffectOn::Result(0)),
                ]))),
            MemRefDealloc => row!(op(Exact(1), Exact(0)).effects(EffectsDef::Listed(&[(
                EffectKind::Free,
                EffectOn::Operand(0)
            )]))),
            MemRefLoad => {
                row!(op(AtLeast(1), Exact(1))
                    .attrs(NONTEMPORAL)
                    .effects(EffectsDef::Listed(&[(
                        EffectKind::Read,
                        EffectOn::Operand(0)
                    )])))
            }
            MemRefStore => {
                row!(op(AtLeast(2), Exact(0))
                    .attrs(NONTEMPORAL)
                    .effects(EffectsDef::Listed(&[(
                        EffectKind::Write,
                        EffectOn::Operand(1)
                    )])))
            }
            MemRefCopy => row!(op(Exact(2), Exact(0)).effects(EffectsDef::Listed(&[
                (EffectKind::Read, EffectOn::Operand(0)),
                (EffectKind::Write, EffectOn::Operand(1)),
            ]))),
            MemRefCast => row!(CAST.view().named(&[(0, "cast")])),
            MemRefSubView => row!(op(AtLeast(1), Exact(1))
                .view()
                .segments(4)
                .attrs(OFFSETS_SIZES_STRIDES)
                .named(&[(0, "subview")])),
            MemRefReinterpretCast => row!(op(AtLeast(1), Exact(1))
                .view()
                .segments(4)
                .attrs(OFFSETS_SIZES_STRIDES)
                .named(&[(0, "reinterpret_cast")])),
            MemRefView => row!(op(AtLeast(2), Exact(1)).view().named(&[(0, "view")])),
            MemRefExpandShape => row!(op(AtLeast(1), Exact(1))
                .view()
                .attrs(&[
                    req("reassociation", AttrKind::Array),
                    req("static_output_shape", AttrKind::I64Array),
                ])
                .named(&[(0, "expand_shape")])),
            MemRefCollapseShape => row!(op(Exact(1), Exact(1))
                .view()
                .attrs(&[req("reassociation", AttrKind::Array)])
                .named(&[(0, "collapse_shape")])),
            MemRefTranspose => row!(op(Exact(1), Exact(1))
                .view()
                .attrs(&[req("permutation", AttrKind::Map)])
                .named(&[(0, "transpose")])),
            MemRefDim => row!(BINARY.named(&[(0, "dim")])),
            MemRefRank => row!(UNARY),
            MemRefExtractStridedMetadata => {
                row!(op(Exact(1), AtLeast(2)).pure().computed_names())
            }
            MemRefExtractAlignedPointerAsIndex => row!(UNARY.named(&[(0, "intptr")])),
            MemRefGlobal => row!(op(Exact(0), Exact(0)).traits(Traits::SYMBOL).attrs(&[
                req("sym_name", AttrKind::Str),
                req("type", AttrKind::Type),
                opt("alignment", AttrKind::Int),
                opt("constant", AttrKind::Any),
                opt("initial_value", AttrKind::Any),
                opt("sym_visibility", AttrKind::Any),
            ])),
            MemRefGetGlobal => row!(op(Exact(0), Exact(1))
                .pure()
                .attrs(&[req("name", AttrKind::Symbol)])),
            MemRefAllocaScope => {
                row!(op(Exact(0), Any)
                    .region_branch(Regions::Exact(1), Some(MemRefAllocaScopeReturn)))
            }
            MemRefAllocaScopeReturn => row!(op(Any, Exact(0))
                .terminator()
                .traits(Traits::RETURN_LIKE)
                .pure()),
            MemRefAssumeAlignment => row!(op(Exact(1), Exact(1))
                .view()
                .attrs(&[req("alignment", AttrKind::Int)])
                .named(&[(0, "assume_align")])),
            MemRefMemorySpaceCast => row!(CAST.view().named(&[(0, "memspacecast")])),

            ScfFor => row!(op(AtLeast(3), Any)
                .region_branch(Regions::Exact(1), Some(ScfYield))
                .attrs(&[opt("unsignedCmp", AttrKind::Any)])),
            ScfIf => row!(op(Exact(1), Any).region_branch(Regions::Exact(2), Some(ScfYield))),
            ScfWhile => row!(op(Any, Any).region_branch(Regions::Exact(2), None)),
            ScfCondition => row!(op(AtLeast(1), Exact(0)).terminator().pure()),
            ScfYield => row!(op(Any, Exact(0))
                .terminator()
                .traits(Traits::RETURN_LIKE)
                .pure()),
            ScfExecuteRegion => row!(op(Exact(0), Any)
                .region_branch(Regions::Exact(1), None)
                .attrs(&[opt("no_inline", AttrKind::Any)])),
            ScfIndexSwitch => row!(op(Exact(1), Any)
                .region_branch(Regions::PerCase, Some(ScfYield))
                .attrs(&[req("cases", AttrKind::I64Array)])),
            ScfParallel => row!(op(AtLeast(3), Any)
                .region_branch(Regions::Exact(1), Some(ScfReduce))
                .segments(4)
                .attrs(&[SEGMENTS])),
            ScfReduce => row!(op(Any, Exact(0))
                .terminator()
                .regions(Regions::PerOperand)
                .effects(EffectsDef::Recursive)),
            ScfReduceReturn => row!(op(Exact(1), Exact(0)).terminator().pure()),
            ScfForall => row!(op(Any, Any)
                .region_branch(Regions::Exact(1), Some(ScfForallInParallel))
                .segments(4)
                .attrs(&[
                    req("staticLowerBound", AttrKind::I64Array),
                    req("staticUpperBound", AttrKind::I64Array),
                    req("staticStep", AttrKind::I64Array),
                    in_dict(opt("mapping", AttrKind::Any)),
                    SEGMENTS,
                ])),
            ScfForallInParallel => row!(op(Exact(0), Exact(0))
                .terminator()
                .regions(Regions::Exact(1))
                .effects(EffectsDef::Recursive)),

            CfBr => row!(op(Any, Exact(0))
                .terminator()
                .traits(Traits::BRANCH)
                .successors(Exact(1))
                .pure()),
            CfCondBr => row!(op(AtLeast(1), Exact(0))
                .terminator()
                .traits(Traits::BRANCH)
                .successors(Exact(2))
                .segments(3)
                .attrs(&[opt("branch_weights", AttrKind::Any), SEGMENTS])
                .pure()),
            CfSwitch => row!(op(AtLeast(1), Exact(0))
                .terminator()
                .traits(Traits::BRANCH)
                .successors(AtLeast(1))
                .segments(3)
                .attrs(&[
                    req("case_operand_segments", AttrKind::I32Array),
                    opt("case_values", AttrKind::Any),
                    SEGMENTS,
                ])
                .pure()),
            CfAssert => row!(op(Exact(1), Exact(0))
                .attrs(&[req("msg", AttrKind::Str)])
                .effects(EffectsDef::Listed(&[(
                    EffectKind::Write,
                    EffectOn::Unknown
                )]))),

            // Its effects depend on run-time conditions: unknown to DCE and CSE.
            BufferizationDealloc => row!(op(Any, Any).segments(3).attrs(&[SEGMENTS])),
            BufferizationClone => {
                row!(op(Exact(1), Exact(1))
                    .traits(Traits::CAST)
                    .effects(EffectsDef::Listed(&[
                        (EffectKind::Read, EffectOn::Operand(0)),
                        (EffectKind::Write, EffectOn::Result(0)),
                        (EffectKind::Allocate, EffectOn::Result(0)),
                    ])))
            }

            Unregistered => row!(op(Any, Any).regions(Regions::Any).successors(Any)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_are_consistent() {
        for &k in OpKind::ALL {
            let info = k.info();
            let name = k.name();
            if let Some(t) = info.implicit_terminator {
                assert!(
                    t.is_terminator(),
                    "{name}: implicit {} is no terminator",
                    t.name()
                );
            }
            if info.view_source.is_some() {
                assert!(
                    info.has(Traits::PURE) && info.operands != Count::Exact(0),
                    "{name}"
                );
            }
            if info.has(Traits::TERMINATOR) {
                assert_eq!(
                    info.results,
                    Count::Exact(0),
                    "{name}: a terminator has results"
                );
            }
            if info.has(Traits::REGION_BRANCH) {
                assert_eq!(info.effects, EffectsDef::Recursive, "{name}");
                assert_ne!(info.regions, Regions::Exact(0), "{name}");
            }
            if info.has(Traits::PURE) {
                assert_eq!(info.effects, NO_EFFECTS, "{name}: pure with effects");
            }
            if info.successors != Count::Exact(0) {
                assert!(
                    info.has(Traits::TERMINATOR | Traits::BRANCH) || k == OpKind::Unregistered,
                    "{name}"
                );
            }
            assert_eq!(
                info.segments.is_some(),
                info.attr("operandSegmentSizes").is_some(),
                "{name}: segments and operandSegmentSizes disagree"
            );
            let mut names: Vec<_> = k.inherent_attrs().collect();
            names.sort_unstable();
            names.dedup();
            assert_eq!(names.len(), info.attrs.len(), "{name}: an attribute twice");
            let defaults = info.attrs.iter().filter(|a| a.generic_default.is_some());
            assert!(
                defaults.count() <= 1,
                "{name}: the printer shows one default"
            );
        }
    }

    /// Unknown effects are the safe default, so a new op that forgets its effects is never freed
    /// by the ownership pass and never erased by DCE or CSE. This list makes every new row a
    /// decision: extend it only for ops whose effects really are unknown.
    #[test]
    fn unknown_effects_are_deliberate() {
        use OpKind::*;
        let unknown: Vec<OpKind> = OpKind::ALL
            .iter()
            .copied()
            .filter(|k| k.info().effects == EffectsDef::Unknown)
            .collect();
        assert_eq!(
            unknown,
            [
                Module,
                FuncFunc,
                FuncCall,
                FuncCallIndirect,
                MemRefGlobal,
                BufferizationDealloc
            ]
        );
        assert_eq!(Unregistered.info().effects, EffectsDef::Unknown);
    }
}
