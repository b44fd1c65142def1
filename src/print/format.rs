//! The generic printer of declarative assembly formats ([`crate::ir::format`]): every op whose
//! table row declares a format is printed here, with no op-specific code.

use std::fmt::Write;

use super::Printer;
use crate::ir::attrs::ROUNDING_MODES;
use crate::ir::format::{Directive, Fmt, Slot};
use crate::ir::{AttrData, Context, Op, Value};

impl<'c> Printer<'c> {
    /// Prints `op` by the declared format `items` (after the op name).
    pub(super) fn print_declared(&mut self, op: Op, items: &[Fmt]) {
        let mut after_open = false;
        for item in items {
            // As MLIR's format printer: no space between `[` or `(` and what follows.
            let tight = after_open;
            after_open = matches!(*item, Fmt::Lit(s) if s.ends_with('[') || s.ends_with('('));
            match *item {
                Fmt::Lit(s) => self.w(s),
                Fmt::Operand(i) => {
                    if let Some(&v) = self.slot_values(op, Slot::One(i)).first() {
                        if !tight {
                            self.w(" ");
                        }
                        self.value(v);
                    }
                }
                Fmt::Operands(slot) => {
                    let vs = self.slot_values(op, slot);
                    self.values(vs);
                }
                Fmt::AttrDict => self.attrs_except(op, &[]),
                Fmt::Type(i, _) => {
                    if let Some(&v) = self.slot_values(op, Slot::One(i)).first() {
                        let t = self.ctx.value_type(v);
                        self.print_type(t);
                    }
                }
                Fmt::ResultType(i) | Fmt::ResultTypeOf(i, _) => {
                    if let Some(&r) = self.ctx.results(op).get(i as usize) {
                        let t = self.ctx.value_type(r);
                        self.print_type(t);
                    }
                }
                Fmt::ResultTypes => {
                    let rt = self.result_type_list(op);
                    self.types(&rt);
                }
                Fmt::Optional(slot, group) => {
                    if !self.slot_values(op, slot).is_empty() {
                        self.print_declared(op, group);
                    }
                }
                Fmt::Custom(d) => self.print_directive(op, d),
            }
        }
    }

    /// The operands of `slot`; for ops with segments, [`Slot::One`] is a segment.
    fn slot_values(&self, op: Op, slot: Slot) -> &'c [Value] {
        let ctx: &'c Context = self.ctx;
        let operands = ctx.operands(op);
        let segmented = ctx.kind(op).info().segments.is_some();
        match slot {
            Slot::One(i) | Slot::Segment(i) if segmented => ctx.segment(op, i as usize),
            Slot::One(i) => operands.get(i as usize..=i as usize).unwrap_or(&[]),
            Slot::From(i) => operands.get(i as usize..).unwrap_or(&[]),
            Slot::Segment(i) => ctx.segment(op, i as usize),
        }
    }

    fn print_directive(&mut self, op: Op, d: Directive) {
        let ctx = self.ctx;
        match d {
            Directive::AffineMap(name) => {
                if let Some(AttrData::AffineMap(m)) = ctx.get_attr(op, name).map(|a| ctx.attr(a)) {
                    let _ = write!(self.out, " {m}");
                }
            }
            Directive::DynamicIndexList { attr, operands } => {
                let stat = ctx.i64_array(op, attr);
                let dynv = self.slot_values(op, operands);
                self.mixed_list(&stat, dynv, "[", "]");
            }
            Directive::Reassociation(name) => {
                self.w(" ");
                match ctx.get_attr(op, name) {
                    Some(a) => self.print_attr(a),
                    None => self.w("[]"),
                }
            }
            Directive::I32(name) => {
                if let Some(AttrData::Integer { value, .. }) =
                    ctx.get_attr(op, name).map(|a| ctx.attr(a))
                {
                    let _ = write!(self.out, " {value}");
                }
            }
            Directive::Symbol(name) => {
                if let Some(a) = ctx.get_attr(op, name) {
                    self.w(" ");
                    self.print_attr(a);
                }
            }
            Directive::ArrayAttr(name) => {
                if let Some(a) = ctx.get_attr(op, name) {
                    self.w(" ");
                    self.print_attr(a);
                }
            }
            Directive::UnitKeyword(name) => {
                if ctx.get_attr(op, name).is_some() {
                    let _ = write!(self.out, " {name}");
                }
            }
            Directive::PoisonValue => {}
            Directive::OverflowFlags => self.opt_overflow(op),
            Directive::FastMath => self.opt_fastmath(op),
            Directive::I64Enum { attr, cases } => {
                let v = ctx.get_attr(op, attr).map(|a| ctx.attr(a));
                if let Some(AttrData::Integer { value, .. }) = v {
                    if let Some(c) = usize::try_from(*value).ok().and_then(|v| cases.get(v)) {
                        let _ = write!(self.out, " {c}");
                    }
                }
            }
            Directive::RoundingMode => {
                let mode = ctx.get_attr(op, "roundingmode").map(|a| ctx.attr(a));
                if let Some(AttrData::Integer { value, .. }) = mode {
                    if let Some(m) = usize::try_from(*value)
                        .ok()
                        .and_then(|v| ROUNDING_MODES.get(v))
                    {
                        let _ = write!(self.out, " {m}");
                    }
                }
            }
        }
    }
}
