//! One definition per op: the table row of every [`OpKind`] (MLIR's ODS record) — operand,
//! result, region and successor counts, operand segments, inherent attributes (properties) with
//! their kinds and defaults, traits, the result-name hint, the view source and the memory
//! effects. The structural verifier, the printer's attribute elision and name hints, and every
//! trait and effect query read this table; each layer adds only its semantics.
//!
//! The rows themselves are in [`super::opkind`], one per op next to its name.

pub use super::opkind::OpKind;
use super::{AttrData, TypeData};

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
    /// A rounding mode: an `i32` enum value (`to_nearest_even` = 0, ...).
    RoundingMode,
    /// An allocation or access alignment: a positive power of two, a signless `i64`.
    Alignment,
    /// An integer of type `index` (upstream's `IndexAttr`).
    IndexInt,
    /// `true` or `false` (an `i1` integer, upstream's `BoolAttr`).
    Bool,
    /// `#index<cmp_predicate slt>`.
    IndexCmpPredicate,
    /// `#vector.kind<...>`.
    VectorKind,
    /// `#vector.punctuation<...>`.
    VectorPunctuation,
    /// `unit` (upstream's `UnitAttr`, a flag present or absent).
    Unit,
    /// `#ub.poison` (upstream's `PoisonAttrInterface`; the one such attribute we know).
    Poison,
    /// `[#vector.iterator_type<...>, ...]`.
    IteratorTypes,
    /// `[true, false]` (upstream's `BoolArrayAttr`).
    BoolArray,
    /// Not checked.
    Any,
}

impl AttrKind {
    /// Whether attribute `a` is of this kind.
    pub fn accepts(self, ctx: &super::Context, a: super::Attr) -> bool {
        let k = self;
        let d = ctx.attr(a);
        let elem_width = |elem: super::Type| ctx.ty(elem).int_width();
        match k {
            AttrKind::Str => matches!(d, AttrData::String { .. }),
            AttrKind::Type => matches!(d, AttrData::Type(_)),
            AttrKind::FunctionType => {
                matches!(d, AttrData::Type(t) if matches!(ctx.ty(*t), TypeData::Function { .. }))
            }
            AttrKind::Symbol => matches!(d, AttrData::SymbolRef(_)),
            AttrKind::Int => matches!(d, AttrData::Integer { .. }),
            AttrKind::I64Array => {
                matches!(d, AttrData::DenseArray { elem, .. } if elem_width(*elem) == Some(64))
            }
            AttrKind::I32Array => {
                matches!(d, AttrData::DenseArray { elem, .. } if elem_width(*elem) == Some(32))
            }
            AttrKind::Array => matches!(d, AttrData::Array(_)),
            AttrKind::Map => matches!(d, AttrData::AffineMap(_)),
            AttrKind::Overflow => matches!(d, AttrData::Overflow(_)),
            AttrKind::FastMath => matches!(d, AttrData::FastMath(_)),
            AttrKind::RoundingMode => matches!(d, AttrData::Integer { value, ty }
                if ctx.ty(*ty).int_width() == Some(32)
                    && usize::try_from(*value).is_ok_and(|v| v < super::attrs::ROUNDING_MODES.len())),
            AttrKind::Alignment => matches!(d, AttrData::Integer { value, ty }
            if *value > 0 && value & (value - 1) == 0
                && matches!(ctx.ty(*ty), TypeData::Integer {
                    width: 64,
                    signedness: super::Signedness::Signless,
                })),
            AttrKind::IndexInt => {
                matches!(d, AttrData::Integer { ty, .. } if matches!(ctx.ty(*ty), TypeData::Index))
            }
            AttrKind::Bool => matches!(d, AttrData::Integer { ty, .. } if ctx.ty(*ty).is_i1()),
            AttrKind::IndexCmpPredicate => matches!(d, AttrData::IndexCmpPredicate(_)),
            AttrKind::VectorKind => matches!(d, AttrData::Vector(super::VectorEnum::Kind, _)),
            AttrKind::VectorPunctuation => {
                matches!(d, AttrData::Vector(super::VectorEnum::Punctuation, _))
            }
            AttrKind::Unit => matches!(d, AttrData::Unit),
            AttrKind::Poison => matches!(d, AttrData::Opaque(s) if s == "#ub.poison"),
            AttrKind::BoolArray => matches!(d, AttrData::Array(items) if items.iter().all(
                |i| matches!(ctx.attr(*i), AttrData::Integer { ty, .. } if ctx.ty(*ty).is_i1())
            )),
            AttrKind::IteratorTypes => matches!(d, AttrData::Array(items) if items.iter().all(
                |i| matches!(ctx.attr(*i), AttrData::Vector(super::VectorEnum::IteratorType, _))
            )),
            AttrKind::Any => true,
        }
    }

    /// Upstream's wording of the constraint, where it words one ("attribute 'x' failed to
    /// satisfy constraint: ...").
    pub fn constraint(self) -> Option<&'static str> {
        match self {
            AttrKind::Alignment => Some(
                "64-bit signless integer attribute whose value is positive and whose value is \
                 a power of two > 0",
            ),
            AttrKind::IndexInt => Some("index attribute"),
            AttrKind::Bool => Some("bool attribute"),
            AttrKind::IndexCmpPredicate => Some("index comparison predicate kind"),
            AttrKind::Unit => Some("unit attribute"),
            AttrKind::Poison => Some("PoisonAttrInterface instance"),
            AttrKind::IteratorTypes => Some("Iterator type should be an enum."),
            AttrKind::BoolArray => Some("1-bit boolean array attribute"),
            AttrKind::Str => Some("string attribute"),
            AttrKind::Symbol => Some("flat symbol reference attribute"),
            AttrKind::FunctionType => Some("type attribute of function type"),
            AttrKind::I64Array => Some("i64 dense array attribute"),
            AttrKind::I32Array => Some("i32 dense array attribute"),
            AttrKind::Map => Some("AffineMap attribute"),
            AttrKind::Overflow => Some("Integer overflow arith flags"),
            AttrKind::FastMath => Some("Floating point fast math flags"),
            AttrKind::RoundingMode => Some("Floating point rounding mode"),
            AttrKind::VectorKind => {
                Some("Kind of combining function for contractions and reductions")
            }
            AttrKind::VectorPunctuation => {
                Some("Punctuation for separating vectors or vector elements")
            }
            _ => None,
        }
    }
}

/// Upstream's message when the inherent attribute `def` of an op of `kind` holds `a` of the
/// wrong kind (`attribute 'x' failed to satisfy constraint: ...`, after the `'op' op ` prefix);
/// `None` when `a` is fine. The constraint's wording is the attribute kind's, or the op's own
/// where ODS gives that attribute a narrower constraint.
pub fn attr_violation(
    ctx: &super::Context,
    kind: OpKind,
    def: &AttrDef,
    a: super::Attr,
) -> Option<String> {
    let name = def.name;
    // Enum properties held as integers: the allowed cases.
    let cases = match (kind, name) {
        (OpKind::ArithCmpI, "predicate") => Some(10),
        (OpKind::ArithCmpF, "predicate") => Some(16),
        (OpKind::MemRefAtomicRmw, "kind") => Some(super::opkind::ATOMIC_RMW_KINDS.len() as i128),
        _ => None,
    };
    let ok = def.kind.accepts(ctx, a)
        && cases.is_none_or(|n| {
            matches!(ctx.attr(a), AttrData::Integer { value, ty }
                if (0..n).contains(value) && ctx.ty(*ty).int_width() == Some(64))
        });
    if ok {
        return None;
    }
    let text = match (kind, name, cases) {
        (_, _, Some(n)) => Some(format!(
            "allowed 64-bit signless integer cases: {}",
            (0..n).map(|i| i.to_string()).collect::<Vec<_>>().join(", ")
        )),
        (OpKind::MemRefAssumeAlignment, _, _) => {
            Some("32-bit signless integer attribute whose value is positive".into())
        }
        (OpKind::MemRefGlobal, "type", _) => Some("memref type attribute".into()),
        (OpKind::MemRefExpandShape | OpKind::MemRefCollapseShape, "reassociation", _) => {
            Some("Array of 64-bit integer array attributes".into())
        }
        (OpKind::VectorExtractStridedSlice | OpKind::VectorInsertStridedSlice, _, _) => {
            Some("64-bit integer array attribute".into())
        }
        (OpKind::VectorContract, "indexing_maps", _) | (OpKind::ComplexConstant, _, _) => {
            Some("array attribute".into())
        }
        _ => def.kind.constraint().map(str::to_string),
    };
    Some(match text {
        Some(c) => format!("attribute '{name}' failed to satisfy constraint: {c}"),
        None => format!("attribute '{name}' failed to satisfy constraint"),
    })
}

/// Where the custom assembly form puts an inherent attribute.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InCustomForm {
    /// The op's own syntax prints it (or it is implied): elided from the attribute dictionary.
    Syntax,
    /// Printed in the attribute dictionary like a discardable attribute.
    Dict,
    /// Printed in the attribute dictionary unless it is the integer 0 (`nontemporal = false`) or
    /// no fast-math flag (`math.isnan`'s `fastmath`).
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
    /// Each of its regions holds at most one block (`SingleBlock`).
    pub const SINGLE_BLOCK: Traits = Traits(1 << 9);
    /// Its two operands may be swapped (`Commutative`): canonicalize puts a constant on the
    /// right, CSE treats either order as the same op.
    pub const COMMUTATIVE: Traits = Traits(1 << 10);
    /// Owns the stack allocations (`memref.alloca`) made in it (`AutomaticAllocationScope`):
    /// an alloca needs such an ancestor; canonicalize inlines and hoists `memref.alloca_scope`
    /// up to one.
    pub const AUTOMATIC_ALLOCATION_SCOPE: Traits = Traits(1 << 11);

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
    /// A destination-style op's (linalg): reads of its memref inputs, a read (when the payload
    /// uses it) and a write of each memref init; none on tensors.
    DestinationStyle,
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
    /// The declarative assembly format; `None` for ops with a hand-written custom form.
    pub format: Option<super::format::Format>,
}

pub(super) const NO_EFFECTS: EffectsDef = EffectsDef::Listed(&[]);

/// A row with `operands` and `results`, no regions, successors, attributes or traits, and
/// unknown effects (the safe default).
pub(super) const fn op(operands: Count, results: Count) -> OpInfo {
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
        format: None,
    }
}

impl OpInfo {
    pub(super) const fn traits(mut self, t: Traits) -> Self {
        self.traits = self.traits.with(t);
        self
    }
    /// Pure: no memory effects.
    pub(super) const fn pure(self) -> Self {
        self.traits(Traits::PURE).effects(NO_EFFECTS)
    }
    pub(super) const fn terminator(self) -> Self {
        self.traits(Traits::TERMINATOR)
    }
    pub(super) const fn cast(self) -> Self {
        self.traits(Traits::CAST).pure()
    }
    pub(super) const fn attrs(mut self, attrs: &'static [AttrDef]) -> Self {
        self.attrs = attrs;
        self
    }
    pub(super) const fn regions(mut self, r: Regions) -> Self {
        self.regions = r;
        self
    }
    pub(super) const fn successors(mut self, c: Count) -> Self {
        self.successors = c;
        self
    }
    pub(super) const fn segments(mut self, n: u8) -> Self {
        self.segments = Some(n);
        self
    }
    pub(super) const fn format(mut self, f: super::format::Format) -> Self {
        self.format = Some(f);
        self
    }
    pub(super) const fn effects(mut self, e: EffectsDef) -> Self {
        self.effects = e;
        self
    }
    pub(super) const fn named(mut self, names: &'static [(u8, &'static str)]) -> Self {
        self.result_names = ResultNames::Fixed(names);
        self
    }
    pub(super) const fn computed_names(mut self) -> Self {
        self.result_names = ResultNames::Computed;
        self
    }
    /// A pure view of operand 0.
    pub(super) const fn view(mut self) -> Self {
        self.view_source = Some(0);
        self.pure()
    }
    /// Structured control flow: one or more regions whose effects are those of their bodies.
    pub(super) const fn region_branch(
        mut self,
        regions: Regions,
        implicit: Option<OpKind>,
    ) -> Self {
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

pub(super) const fn req(name: &'static str, kind: AttrKind) -> AttrDef {
    AttrDef {
        name,
        kind,
        required: true,
        generic_default: None,
        custom: InCustomForm::Syntax,
    }
}

pub(super) const fn opt(name: &'static str, kind: AttrKind) -> AttrDef {
    AttrDef {
        name,
        kind,
        required: false,
        generic_default: None,
        custom: InCustomForm::Syntax,
    }
}

pub(super) const fn in_dict(mut a: AttrDef) -> AttrDef {
    a.custom = InCustomForm::Dict;
    a
}

pub(super) const fn with_default(mut a: AttrDef, text: &'static str) -> AttrDef {
    a.generic_default = Some(text);
    a
}

pub(super) const SEGMENTS: AttrDef = opt("operandSegmentSizes", AttrKind::Any);
pub(super) const OVERFLOW: &[AttrDef] = &[with_default(
    opt("overflowFlags", AttrKind::Overflow),
    "#arith.overflow<none>",
)];
pub(super) const FASTMATH_ATTR: AttrDef =
    with_default(opt("fastmath", AttrKind::FastMath), "#arith.fastmath<none>");
pub(super) const FASTMATH: &[AttrDef] = &[FASTMATH_ATTR];
/// `fastmath` without a printed default (`arith.extf`, `math.absi`).
pub(super) const FASTMATH_NO_DEFAULT: &[AttrDef] = &[opt("fastmath", AttrKind::FastMath)];
/// `fastmath` of the math class tests (`math.isnan`): a default-valued property their format
/// leaves to the attribute dictionary, where `none` is elided.
pub(super) const FASTMATH_IN_DICT: &[AttrDef] = &[AttrDef {
    custom: InCustomForm::DictUnlessZero,
    ..FASTMATH_ATTR
}];
/// `nontemporal` of memref.load/store: in the dictionary unless false.
pub(super) const NONTEMPORAL: AttrDef = AttrDef {
    custom: InCustomForm::DictUnlessZero,
    ..opt("nontemporal", AttrKind::Bool)
};
pub(super) const ALIGNMENT_IN_DICT: AttrDef = in_dict(opt("alignment", AttrKind::Alignment));
pub(super) const OFFSETS_SIZES_STRIDES: &[AttrDef] = &[
    req("static_offsets", AttrKind::I64Array),
    req("static_sizes", AttrKind::I64Array),
    req("static_strides", AttrKind::I64Array),
    SEGMENTS,
];

/// A unary pure op.
pub(super) const UNARY: OpInfo = op(Count::Exact(1), Count::Exact(1)).pure();
/// A binary pure op.
pub(super) const BINARY: OpInfo = op(Count::Exact(2), Count::Exact(1)).pure();
/// A commutative binary op.
pub(super) const COMMUTATIVE_BINARY: OpInfo = BINARY.traits(Traits::COMMUTATIVE);
/// A pure one-operand conversion.
pub(super) const CAST: OpInfo = op(Count::Exact(1), Count::Exact(1)).cast();

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
                TensorParallelInsertSlice,
                BufferizationDealloc,
                BufferizationAllocTensor,
                BufferizationDeallocTensor
            ]
        );
        assert_eq!(Unregistered.info().effects, EffectsDef::Unknown);
    }
}
