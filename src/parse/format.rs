//! The generic parser of declarative assembly formats ([`crate::ir::format`]): every op whose
//! table row declares a format is parsed here, with no op-specific code.

use smallvec::SmallVec;

use super::{OpState, OperandRef, Parser};
use crate::diag::DResult;
use crate::ir::format::{Directive, Fmt, Format, Slot, TypeKind, TypeRule};
use crate::ir::opdef::AttrKind;
use crate::ir::{Attr, AttrData, OpKind, Type, TypeData};

type Refs<'a> = SmallVec<[OperandRef<'a>; 2]>;

/// What the items of a format have produced so far.
#[derive(Default)]
struct Parsed<'a> {
    /// Operand references per slot, in the order the syntax shows them.
    refs: SmallVec<[(Slot, Refs<'a>); 4]>,
    /// Printed operand types: (slot, type, position of the type).
    types: SmallVec<[(u8, Type, usize); 2]>,
    /// Printed result types.
    results: SmallVec<[(u8, Type); 1]>,
    /// Every result type, when the syntax lists them.
    result_list: Option<Vec<Type>>,
    /// Attributes the syntax shows.
    attrs: Vec<(String, Attr)>,
    /// The attribute dictionary.
    dict: Vec<(String, Attr)>,
}

/// The tokens of a literal: keywords (runs of letters, digits and `_`), `->`, and single
/// punctuation characters; spaces only separate.
fn lit_tokens(s: &str) -> impl Iterator<Item = &str> {
    let mut rest = s;
    std::iter::from_fn(move || {
        rest = rest.trim_start();
        let c = rest.chars().next()?;
        let len = if c.is_ascii_alphanumeric() || c == '_' {
            rest.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                .unwrap_or(rest.len())
        } else if rest.starts_with("->") {
            2
        } else {
            c.len_utf8()
        };
        let (tok, tail) = rest.split_at(len);
        rest = tail;
        Some(tok)
    })
}

fn is_keyword(tok: &str) -> bool {
    tok.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
}

/// The sort key of a slot: its operand or segment index, fixed operands before a tail.
fn slot_key(s: Slot) -> (u8, u8) {
    match s {
        Slot::One(i) | Slot::Segment(i) => (i, 0),
        Slot::From(i) => (i, 1),
    }
}

impl<'a> Parser<'a> {
    /// Parses the custom form of `kind` by its declared `format`.
    pub(super) fn parse_declared(
        &mut self,
        kind: OpKind,
        format: &Format,
        st: &mut OpState,
    ) -> DResult<()> {
        let mut p = Parsed::default();
        self.parse_items(kind, format.items, &mut p)?;

        // Operands in slot order, each typed by the syntax or the format's rules.
        p.refs.sort_by_key(|(s, _)| slot_key(*s));
        let index = self.ctx.index_type();
        for (slot, refs) in &p.refs {
            for r in refs {
                let t = match *slot {
                    Slot::One(i) => self.operand_type(kind, format, &p, i)?,
                    _ => index,
                };
                let v = self.resolve(r, t)?;
                st.operands.push(v);
            }
        }
        // `ub.poison`'s `value` defaults to `#ub.poison`: held explicitly, so that constant
        // matching and uniquing see it (upstream's property always has its value).
        if kind == OpKind::UbPoison {
            let a = self
                .ctx
                .intern_attr(crate::ir::AttrData::Opaque("#ub.poison".into()));
            p.attrs.push(("value".into(), a));
        }
        if let Some(n) = kind.info().segments {
            let sizes: Vec<usize> = (0..n)
                .map(|k| {
                    p.refs
                        .iter()
                        .find(|(s, _)| slot_key(*s).0 == k)
                        .map_or(0, |(_, r)| r.len())
                })
                .collect();
            let seg = self.seg(&sizes);
            p.attrs.push(seg);
        }

        // Results: listed, printed one by one, or derived.
        if let Some(list) = p.result_list.take() {
            st.result_types = list.into();
        } else {
            let count = p
                .results
                .iter()
                .map(|(i, _)| *i)
                .chain(format.result_types.iter().map(|(i, _)| *i))
                .map(|i| i as usize + 1)
                .max()
                .unwrap_or(0);
            for i in 0..count as u8 {
                let t = match p.results.iter().find(|(j, _)| *j == i) {
                    Some((_, t)) => *t,
                    None => {
                        let rule = format.result_types.iter().find(|(j, _)| *j == i);
                        let rule = rule.map_or(TypeRule::Index, |(_, r)| *r);
                        self.apply_rule(kind, &p, rule)?
                    }
                };
                st.result_types.push(t);
            }
        }

        // What the syntax shows, then the dictionary (which wins over a duplicate: upstream
        // sets the dictionary's inherent attributes over the parsed properties).
        st.attrs = std::mem::take(&mut p.attrs);
        Self::merge(&mut st.attrs, p.dict);
        Ok(())
    }

    fn parse_items(&mut self, kind: OpKind, items: &[Fmt], p: &mut Parsed<'a>) -> DResult<()> {
        for item in items {
            match *item {
                Fmt::Lit(s) => {
                    for tok in lit_tokens(s) {
                        if is_keyword(tok) {
                            self.expect_op_keyword(tok)?;
                        } else {
                            self.expect_punct(tok)?;
                        }
                    }
                }
                Fmt::Operand(i) => {
                    let r = self.parse_operand()?;
                    p.refs.push((Slot::One(i), smallvec::smallvec![r]));
                }
                Fmt::Operands(slot) => {
                    let refs = self.parse_operand_list()?;
                    p.refs.push((slot, refs.into()));
                }
                // (The inherent attributes in it are checked as it is parsed.)
                Fmt::AttrDict => p.dict = self.parse_optional_attr_dict()?,
                Fmt::Type(i, k) => {
                    let pos = self.pos();
                    let t = self.parse_type()?;
                    self.check_type_kind(kind, k, t, pos)?;
                    p.types.push((i, t, pos));
                }
                Fmt::ResultType(i) => {
                    let t = self.parse_type()?;
                    p.results.push((i, t));
                }
                Fmt::ResultTypeOf(i, k) => {
                    let pos = self.pos();
                    let t = self.parse_type()?;
                    self.check_type_kind(kind, k, t, pos)?;
                    p.results.push((i, t));
                }
                Fmt::ResultTypes => p.result_list = Some(self.parse_type_list()?),
                Fmt::Optional(slot, group) => {
                    let present = match group.first() {
                        Some(Fmt::Lit(s)) => lit_tokens(s).next(),
                        _ => None,
                    };
                    let present = present.is_some_and(|tok| {
                        if is_keyword(tok) {
                            self.is_keyword(tok)
                        } else {
                            self.is_punct(tok)
                        }
                    });
                    if present {
                        self.parse_items(kind, group, p)?;
                    } else {
                        p.refs.push((slot, SmallVec::new()));
                    }
                }
                Fmt::Custom(d) => self.parse_directive(d, p)?,
            }
        }
        Ok(())
    }

    /// Upstream's typed parse of `type(...)` (`parseType(MemRefType &)`): the wrong kind of
    /// type is an error at the type.
    fn check_type_kind(&mut self, kind: OpKind, k: TypeKind, t: Type, pos: usize) -> DResult<()> {
        let ty = self.ctx.ty(t);
        let expected = match k {
            TypeKind::Any => return Ok(()),
            TypeKind::MemRef if matches!(ty, TypeData::MemRef { .. }) => return Ok(()),
            TypeKind::Complex if matches!(ty, TypeData::Complex(_)) => return Ok(()),
            TypeKind::TensorLike
                if matches!(
                    ty,
                    TypeData::Tensor { .. } | TypeData::UnrankedTensor { .. }
                ) =>
            {
                return Ok(())
            }
            TypeKind::BufferLike if ty.is_memref() => return Ok(()),
            TypeKind::RankedTensor if matches!(ty, TypeData::Tensor { .. }) => return Ok(()),
            TypeKind::MemRef => "builtin.memref",
            TypeKind::RankedTensor => "builtin.tensor",
            TypeKind::Complex => "builtin.complex",
            // A type interface: upstream names no type.
            TypeKind::TensorLike | TypeKind::BufferLike => {
                return Err(self.error_at(
                    pos,
                    format!("custom op '{}' invalid kind of type specified", kind.name()),
                ))
            }
        };
        Err(self.error_at(
            pos,
            format!(
                "custom op '{}' invalid kind of type specified: expected {expected}, but found \
                 '{}'",
                kind.name(),
                self.type_str(t)
            ),
        ))
    }

    fn parse_directive(&mut self, d: Directive, p: &mut Parsed<'a>) -> DResult<()> {
        let (name, a) = match d {
            Directive::AffineMap(name) => {
                let m = self.parse_affine_map()?;
                (name, self.ctx.intern_attr(AttrData::AffineMap(m)))
            }
            Directive::DynamicIndexList { attr, operands } => {
                let (stat, dynv) = self.parse_dynamic_index_list("[", "]")?;
                p.refs.push((operands, dynv.into()));
                (attr, self.ctx.dense_i64_array(&stat))
            }
            Directive::Reassociation(name) => (name, self.parse_reassociation()?),
            Directive::I32(name) => {
                let v = self.parse_i64()?;
                let i32t = self.ctx.int_type(32);
                (name, self.ctx.int_attr(v as i128, i32t))
            }
            Directive::Symbol(name) => (name, self.symbol_ref()?),
            // ODS parses an attribute of no declared type with the type `none`.
            Directive::ArrayAttr(name) => {
                let pos = self.pos();
                let none = self.ctx.intern_type(TypeData::None);
                let a = self.parse_attribute(Some(none))?;
                if !matches!(self.ctx.attr(a), AttrData::Array(_)) {
                    let op = self.cur_op_kind.map_or("", |k| k.name());
                    return Err(self.error_at(
                        pos,
                        format!("custom op '{op}' invalid kind of attribute specified"),
                    ));
                }
                (name, a)
            }
            Directive::UnitKeyword(name) => {
                if self.eat_keyword(name) {
                    let u = self.ctx.unit_attr();
                    p.attrs.push((name.into(), u));
                }
                return Ok(());
            }
            Directive::PoisonValue => {
                if self.eat_punct("<") {
                    let pos = self.pos();
                    let a = self.parse_attribute(None)?;
                    if !AttrKind::Poison.accepts(self.ctx, a) {
                        return Err(self.error_at(
                            pos,
                            "custom op 'ub.poison' invalid kind of attribute specified",
                        ));
                    }
                    // An extended attribute may carry a type, which the poison ignores.
                    if self.eat_punct(":") {
                        self.parse_type()?;
                    }
                    self.expect_punct(">")?;
                    p.attrs.push(("value".into(), a));
                }
                return Ok(());
            }
            // Optional flags: their helpers add the attribute when the syntax is there.
            Directive::OverflowFlags => return self.parse_optional_overflow(&mut p.attrs),
            Directive::FastMath => return self.parse_optional_fastmath(&mut p.attrs),
            Directive::RoundingMode => return self.parse_optional_rounding_mode(&mut p.attrs),
            Directive::I64Enum { attr, cases } => {
                let pos = self.pos();
                let word = match self.peek().clone() {
                    crate::parse::lexer::Tok::BareId(k) => Some(k.to_string()),
                    crate::parse::lexer::Tok::Str(b) => {
                        Some(String::from_utf8_lossy(&b).into_owned())
                    }
                    _ => None,
                };
                let Some(i) = word.and_then(|w| cases.iter().position(|c| *c == w)) else {
                    let name = self.cur_op_kind.map_or("", |k| k.name());
                    return Err(self.error_at(
                        pos,
                        format!(
                            "custom op '{name}' expected string or keyword containing one of the following enum values for attribute '{attr}' [{}]",
                            cases.join(", ")
                        ),
                    ));
                };
                self.bump();
                let i64t = self.ctx.int_type(64);
                (attr, self.ctx.int_attr(i as i128, i64t))
            }
        };
        p.attrs.push((name.into(), a));
        Ok(())
    }

    /// The type of operand slot `i`: printed, or derived by the format's rule, else `index`.
    fn operand_type(
        &mut self,
        kind: OpKind,
        format: &Format,
        p: &Parsed<'a>,
        i: u8,
    ) -> DResult<Type> {
        if let Some((_, t, _)) = p.types.iter().find(|(j, _, _)| *j == i) {
            return Ok(*t);
        }
        let rule = format.operand_types.iter().find(|(j, _)| *j == i);
        let rule = rule.map_or(TypeRule::Index, |(_, r)| *r);
        self.apply_rule(kind, p, rule)
    }

    fn apply_rule(&mut self, kind: OpKind, p: &Parsed<'a>, rule: TypeRule) -> DResult<Type> {
        match rule {
            TypeRule::Index => Ok(self.ctx.index_type()),
            TypeRule::Result(j) => match p.results.iter().find(|(k, _)| *k == j) {
                Some(&(_, t)) => Ok(t),
                None => unreachable!("{}: type rule names an unprinted result", kind.name()),
            },
            // Rules name printed operands only (`Format::check`, tested on every row).
            TypeRule::I1 => Ok(self.ctx.int_type(1)),
            TypeRule::BoolLike(j) => {
                let Some(&(_, t, _)) = p.types.iter().find(|(k, _, _)| *k == j) else {
                    unreachable!("{}: type rule names an unprinted operand", kind.name())
                };
                let i1 = self.ctx.int_type(1);
                Ok(self.ctx.same_shape(t, i1))
            }
            TypeRule::ResultElement(j) => match p.results.iter().find(|(k, _)| *k == j) {
                // The result's kind was checked when it was parsed.
                Some(&(_, t)) => Ok(self.ctx.ty(t).elem().unwrap_or(t)),
                None => unreachable!("{}: type rule names an unprinted result", kind.name()),
            },
            TypeRule::SameAs(j) | TypeRule::ElementOf(j) => {
                let Some(&(_, t, pos)) = p.types.iter().find(|(k, _, _)| *k == j) else {
                    unreachable!("{}: type rule names an unprinted operand", kind.name())
                };
                if let TypeRule::SameAs(_) = rule {
                    return Ok(t);
                }
                let has_elem = self.ctx.ty(t).is_memref()
                    || matches!(
                        self.ctx.ty(t),
                        TypeData::Complex(_) | TypeData::Tensor { .. }
                    );
                match self.ctx.ty(t).elem().filter(|_| has_elem) {
                    Some(e) => Ok(e),
                    None => Err(self.error_at(pos, "expected memref type")),
                }
            }
        }
    }
}
