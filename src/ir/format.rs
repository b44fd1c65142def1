//! Declarative assembly formats (MLIR's ODS `assemblyFormat`): an op's custom form written as
//! data in its table row, read by one generic parser (`parse/format.rs`) and one generic printer
//! (`print/format.rs`). An op with a declared format has no hand-written parse or print code; ops
//! whose syntax does not fit (regions, symbols, function signatures) keep a custom form in their
//! dialect's `parse/ops` and `print/ops` files.
//!
//! ```text
//! memref.load:  $memref `[` $indices `]` attr-dict `:` type($memref)
//!   FORMAT = &[Operand(0), Lit("["), Operands(Slot::From(1)), Lit("]"), AttrDict,
//!              Lit(" : "), Type(0, TypeKind::MemRef)]
//!   with result 0 the element type of operand 0 and the indices `index`.
//! ```

/// Where some of an op's operands live.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Slot {
    /// Operand `i` (for ops with `operandSegmentSizes`, segment `i`, holding one operand).
    One(u8),
    /// Operands from `i` to the end (ops without segments).
    From(u8),
    /// The operands of segment `i`.
    Segment(u8),
}

/// A type a format's `type(...)` directive accepts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TypeKind {
    /// Any type.
    Any,
    /// A ranked memref (`builtin.memref`, as upstream's `AnyMemRef` operand parses).
    MemRef,
    /// A complex number type (`builtin.complex`, as upstream's `Complex<...>` operands parse).
    Complex,
    /// A ranked tensor (`builtin.tensor`, as upstream's `AnyRankedTensor` operands parse).
    RankedTensor,
    /// A ranked or unranked tensor (upstream's `TensorLikeTypeInterface`).
    TensorLike,
    /// A ranked or unranked memref (upstream's `BufferLikeTypeInterface`).
    BufferLike,
}

/// How the type of an operand or result that the syntax does not show is derived.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TypeRule {
    /// `index`.
    Index,
    /// The type of operand `i`.
    SameAs(u8),
    /// The element type of operand `i` (a memref or a complex number).
    ElementOf(u8),
    /// The type of result `i` (for operands, as `type($result)` typing elementwise ops).
    Result(u8),
    /// The element type of result `i`, a complex number (`complex.create`'s parts).
    ResultElement(u8),
    /// `i1` (comparisons).
    I1,
    /// `i1` in the shape of operand `i` (a vector or tensor of i1, or i1 for a scalar).
    BoolLike(u8),
}

/// A custom directive (MLIR's `custom<...>`): syntax for an inherent attribute, or for static
/// values mixed with operands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Directive {
    /// `(d0, d1) -> (d1, d0)`: the affine map attribute `attr`, printed bare.
    AffineMap(&'static str),
    /// `[%a, 4, %b]`: the i64 array attribute `attr` with its `DYNAMIC` entries taken, in
    /// order, from the operands of `operands` (MLIR's `custom<DynamicIndexList>`).
    DynamicIndexList {
        /// The i64 array attribute.
        attr: &'static str,
        /// The operand group holding the dynamic entries.
        operands: Slot,
    },
    /// `[[0, 1], [2]]`: the reassociation attribute `attr` (an array of i64 arrays).
    Reassociation(&'static str),
    /// `16`: the integer attribute `attr`, stored as an `i32`.
    I32(&'static str),
    /// `@name`: the symbol reference attribute `attr`.
    Symbol(&'static str),
    /// `overflow<nsw, nuw>` if present: the `overflowFlags` attribute (printed unless none).
    OverflowFlags,
    /// `fastmath<...>` if present: the `fastmath` attribute (printed unless none).
    FastMath,
    /// `to_nearest_even` (a rounding mode keyword) if present: the `roundingmode` attribute.
    RoundingMode,
    /// `[...]`: the array attribute `attr`, printed and parsed as an attribute
    /// (`complex.constant`'s value).
    ArrayAttr(&'static str),
    /// `addf`: an `I64EnumAttr` property `attr` printed as its case's keyword (parsed from a
    /// keyword or a string), stored as an `i64` (the index into `cases`).
    I64Enum {
        /// The attribute.
        attr: &'static str,
        /// The keywords, by value.
        cases: &'static [&'static str],
    },
    /// `read_only` if the unit attribute `attr` is set (`(`read_only` $read_only^)?`).
    UnitKeyword(&'static str),
    /// `ub.poison`'s optional `<#ub.poison>`: parsed, never printed (the value is the default).
    PoisonValue,
}

/// One element of a declarative format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fmt {
    /// Punctuation and keywords, printed exactly as written (spaces included); the parser
    /// expects each whitespace-separated token (`"]["` is two punctuation tokens).
    Lit(&'static str),
    /// One operand, printed ` %v` (with a leading space).
    Operand(u8),
    /// A comma-separated operand list, without a leading space (may be empty).
    Operands(Slot),
    /// `attr-dict`: the attributes the syntax does not show, ` {...}` when there are any.
    AttrDict,
    /// `type($operand)`: the type of operand slot `i` (see [`Slot::One`]).
    Type(u8, TypeKind),
    /// `type($result)`: the type of result `i`.
    ResultType(u8),
    /// `type($result)` of a result whose type must be of the given kind (upstream's parser
    /// of a typed result, e.g. `complex.create`'s `Complex<...>`).
    ResultTypeOf(u8, TypeKind),
    /// Every result type, comma separated.
    ResultTypes,
    /// An optional group printed when the operands of `slot` are not empty; the parser enters
    /// it when the group's first literal is present.
    Optional(Slot, &'static [Fmt]),
    /// A custom directive.
    Custom(Directive),
}

/// A declarative assembly format: the syntax, and how the types it does not show are derived.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Format {
    /// The syntax after the op name.
    pub items: &'static [Fmt],
    /// Operands whose type the syntax does not show, with their rule; every other operand
    /// without a `type(...)` directive is `index`.
    pub operand_types: &'static [(u8, TypeRule)],
    /// The rule of each result whose type the syntax does not show.
    pub result_types: &'static [(u8, TypeRule)],
}

impl Format {
    /// A format whose every unprinted operand type is `index` and every result type is printed.
    pub const fn new(items: &'static [Fmt]) -> Format {
        Format {
            items,
            operand_types: &[],
            result_types: &[],
        }
    }
    /// Types of unprinted operands.
    pub const fn operand_types(mut self, rules: &'static [(u8, TypeRule)]) -> Format {
        self.operand_types = rules;
        self
    }
    /// Types of unprinted results.
    pub const fn result_types(mut self, rules: &'static [(u8, TypeRule)]) -> Format {
        self.result_types = rules;
        self
    }
}

impl Format {
    /// Table errors the generic parser relies on not being there: a type rule must name an
    /// operand whose type the syntax prints, a result's type must be printed or derived, and an
    /// optional group must start with a literal (its presence test).
    pub fn check(&self) -> Result<(), String> {
        fn walk(items: &[Fmt], f: &mut impl FnMut(&Fmt)) {
            for i in items {
                f(i);
                if let Fmt::Optional(_, g) = i {
                    walk(g, f);
                }
            }
        }
        let (mut printed, mut results, mut all_results) = (Vec::new(), Vec::new(), false);
        let mut unanchored = false;
        walk(self.items, &mut |i| match *i {
            Fmt::Type(s, _) => printed.push(s),
            Fmt::ResultType(r) | Fmt::ResultTypeOf(r, _) => results.push(r),
            Fmt::ResultTypes => all_results = true,
            // The parser enters a group when its leading literal is next.
            Fmt::Optional(_, g) => {
                unanchored |= !matches!(g.first(), Some(Fmt::Lit(l)) if !l.trim().is_empty())
            }
            _ => {}
        });
        if unanchored {
            return Err("an optional group does not start with a literal".into());
        }
        let rules = self.operand_types.iter().chain(self.result_types);
        for (_, rule) in rules {
            match rule {
                TypeRule::SameAs(j) | TypeRule::ElementOf(j) | TypeRule::BoolLike(j)
                    if !printed.contains(j) =>
                {
                    return Err(format!(
                        "a type rule names operand {j}, whose type is not printed"
                    ));
                }
                // Results are derived from operands only, never from each other.
                TypeRule::Result(r) | TypeRule::ResultElement(r) if !results.contains(r) => {
                    return Err(format!(
                        "a type rule names result {r}, whose type is not printed"
                    ));
                }
                _ => {}
            }
        }
        if self
            .result_types
            .iter()
            .any(|(_, r)| matches!(r, TypeRule::Result(_) | TypeRule::ResultElement(_)))
        {
            return Err("a result's type derived from a result".into());
        }
        if all_results && (!results.is_empty() || !self.result_types.is_empty()) {
            return Err("results both listed and given one by one".into());
        }
        for (r, _) in self.result_types {
            if results.contains(r) {
                return Err(format!("result {r} both printed and derived"));
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::OpKind;

    /// `check` rejects each kind of broken format it claims to.
    #[test]
    fn check_rejects_broken_formats() {
        let rule_on_unprinted = Format::new(&[Fmt::Operand(0), Fmt::Operand(1)])
            .operand_types(&[(1, TypeRule::ElementOf(0))]);
        assert!(rule_on_unprinted.check().is_err());
        let both =
            Format::new(&[Fmt::Operand(0), Fmt::ResultTypes]).result_types(&[(0, TypeRule::Index)]);
        assert!(both.check().is_err());
        let twice = Format::new(&[Fmt::ResultType(0)]).result_types(&[(0, TypeRule::Index)]);
        assert!(twice.check().is_err());
        const GROUP: &[Fmt] = &[Fmt::Operands(Slot::From(1))];
        let unanchored = Format::new(&[Fmt::Operand(0), Fmt::Optional(Slot::From(1), GROUP)]);
        assert!(unanchored.check().is_err());
        let result_unprinted = Format::new(&[Fmt::Operand(0)])
            .operand_types(&[(0, TypeRule::Result(0))])
            .result_types(&[(0, TypeRule::Index)]);
        assert!(result_unprinted.check().is_err());
        let result_from_result =
            Format::new(&[Fmt::ResultType(0)]).result_types(&[(1, TypeRule::Result(0))]);
        assert!(result_from_result.check().is_err());
        let fine = Format::new(&[Fmt::Operand(0), Fmt::Type(0, TypeKind::Any)])
            .result_types(&[(0, TypeRule::SameAs(0))]);
        assert_eq!(fine.check(), Ok(()));
    }

    /// Every declared format is one the generic parser can follow.
    #[test]
    fn declared_formats_are_consistent() {
        let mut declared = 0;
        for &k in OpKind::ALL {
            assert_eq!(
                k.info().format.is_some(),
                k.custom_op().is_none(),
                "{}",
                k.name()
            );
            if let Some(f) = k.info().format {
                declared += 1;
                if let Err(e) = f.check() {
                    panic!("{}: {e}", k.name());
                }
            }
        }
        assert!(declared > 0);
    }
}
