//! Custom assembly forms of every registered op.

use std::fmt::Write;

use super::Printer;
use crate::ir::attrs::{CMPF_PREDICATES, CMPI_PREDICATES};
use crate::ir::opdef::InCustomForm;
use crate::ir::{
    ArithCustomOp, Attr, AttrData, BufferizationCustomOp, BuiltinCustomOp, CfCustomOp, Context,
    CustomOp, FuncCustomOp, IndexCustomOp, MemRefCustomOp, Op, OpKind, ScfCustomOp, TensorCustomOp,
    Type, TypeData, Value, DYNAMIC,
};

mod affine;
mod arith;
mod bufferization;
mod builtin;
mod cf;
mod func;
mod index;
mod linalg;
mod linalg_pack;
mod memref;
mod scf;
mod tensor;
mod vector;

/// The property an op kind has with a default value, and that default as printed: upstream's
/// generic form shows it even when the op does not set it.
pub(crate) fn default_property(kind: OpKind) -> Option<(&'static str, &'static str)> {
    kind.info().generic_default()
}

/// Splits an op's attributes into properties and discardable attributes.
#[allow(clippy::type_complexity)]
pub(crate) fn split_inherent(ctx: &Context, op: Op) -> (Vec<(&str, Attr)>, Vec<(&str, Attr)>) {
    let kind = ctx.kind(op);
    let mut props = Vec::new();
    let mut rest = Vec::new();
    for (k, v) in ctx.attrs(op) {
        let k = ctx.ident_str(*k);
        if kind.is_inherent(k) {
            props.push((k, *v));
        } else {
            rest.push((k, *v));
        }
    }
    // Properties print as upstream's dictionary of them: sorted by name.
    props.sort_by_key(|(k, _)| *k);
    (props, rest)
}

fn int_attr(ctx: &Context, op: Op, name: &str) -> Option<i128> {
    match ctx.get_attr(op, name).map(|a| ctx.attr(a)) {
        Some(AttrData::Integer { value, .. }) => Some(*value),
        _ => None,
    }
}

impl Printer<'_> {
    fn ty(&self, v: Value) -> Type {
        self.ctx.value_type(v)
    }

    fn fn_type(&mut self, ins: &[Type], outs: &[Type]) {
        self.w("(");
        self.types(ins);
        self.w(") -> ");
        self.result_types(outs);
    }

    pub(super) fn result_type_list(&self, op: Op) -> Vec<Type> {
        self.ctx
            .results(op)
            .iter()
            .map(|v| self.ctx.value_type(*v))
            .collect()
    }

    /// `[a, %b, 4]` mixed static/dynamic list.
    pub(super) fn mixed_list(&mut self, stat: &[i64], dynv: &[Value], open: &str, close: &str) {
        self.w(open);
        let mut d = dynv.iter();
        for (i, s) in stat.iter().enumerate() {
            if i > 0 {
                self.w(", ");
            }
            if *s == DYNAMIC {
                match d.next() {
                    Some(v) => self.value(*v),
                    None => self.w("<<missing operand>>"),
                }
            } else {
                let _ = write!(self.out, "{s}");
            }
        }
        self.w(close);
    }

    pub(super) fn opt_overflow(&mut self, op: Op) {
        if let Some(a) = self.ctx.get_attr(op, "overflowFlags") {
            if let AttrData::Overflow(b) = self.ctx.attr(a) {
                if *b != 0 {
                    let t = super::overflow_text(*b);
                    let _ = write!(self.out, " overflow<{t}>");
                }
            }
        }
    }

    pub(super) fn opt_fastmath(&mut self, op: Op) {
        if let Some(a) = self.ctx.get_attr(op, "fastmath") {
            if let AttrData::FastMath(b) = self.ctx.attr(a) {
                if *b != 0 {
                    let t = super::fastmath_text(*b);
                    let _ = write!(self.out, " fastmath<{t}>");
                }
            }
        }
    }

    /// The attribute dictionary of the custom form: discardable attributes and the properties
    /// the op's syntax does not print (its table row says which), less `extra`.
    pub(super) fn attrs_except(&mut self, op: Op, extra: &[&str]) {
        let ctx = self.ctx;
        let info = ctx.kind(op).info();
        let entries: Vec<(&str, Attr)> = ctx
            .attrs(op)
            .iter()
            .filter(|(k, v)| {
                let k = ctx.ident_str(*k);
                match info.attr(k).map(|a| a.custom) {
                    Some(InCustomForm::Syntax) => false,
                    Some(InCustomForm::Dict) => true,
                    // Default-valued properties vanish in custom form.
                    Some(InCustomForm::DictUnlessZero) => !matches!(
                        ctx.attr(*v),
                        AttrData::Integer { value: 0, .. } | AttrData::FastMath(0)
                    ),
                    None => !extra.contains(&k),
                }
            })
            .map(|(k, v)| (ctx.ident_str(*k), *v))
            .collect();
        if !entries.is_empty() {
            self.w(" {");
            self.dict_entries(entries);
            self.w("}");
        }
    }

    fn operands_colon_types(&mut self, vs: &[Value]) {
        if !vs.is_empty() {
            self.w(" ");
            self.values(vs);
            self.w(" : ");
            self.value_types(vs);
        }
    }

    /// Prints `op` in its custom form (without results and location).
    pub(crate) fn print_custom(&mut self, op: Op) {
        let ctx = self.ctx;
        let kind = ctx.kind(op);
        self.op_name(kind);
        let Some(custom) = kind.custom_op() else {
            if let Some(format) = kind.info().format {
                self.print_declared(op, format.items);
            }
            return;
        };
        match custom {
            CustomOp::Builtin(k) => self.print_builtin(op, k),
            CustomOp::Func(k) => self.print_func_ops(op, k),
            CustomOp::Arith(k) => self.print_arith(op, k),
            // Every math op has a declared format.
            CustomOp::Math(k) => match k {},
            CustomOp::Complex(k) => match k {},
            CustomOp::MemRef(k) => self.print_memref(op, k),
            CustomOp::Scf(k) => self.print_scf(op, k),
            CustomOp::Cf(k) => self.print_cf(op, k),
            CustomOp::Bufferization(k) => self.print_bufferization(op, k),
            CustomOp::Index(k) => self.print_index(op, k),
            CustomOp::Vector(k) => self.print_vector(op, k),
            CustomOp::Tensor(k) => self.print_tensor(op, k),
            CustomOp::Linalg(k) => self.print_linalg(op, k),
            CustomOp::Affine(k) => self.print_affine(op, k),
        }
    }

    /// Return-like terminators of several dialects: `attr-dict ($operands^ : type($operands))?`.
    fn print_return_like_form(&mut self, op: Op) {
        let ctx = self.ctx;
        let operands = ctx.operands(op);

        self.attrs_except(op, &[]);
        self.operands_colon_types(operands);
    }

    /// Ops naming a symbol: ` @sym attr-dict : T` (`dict_first`) or ` @sym : T attr-dict`.
    fn print_symbol_form(&mut self, op: Op, attr: &str, dict_first: bool) {
        let ctx = self.ctx;
        self.w(" ");
        self.print_attr(ctx.get_attr(op, attr).unwrap());
        if dict_first {
            self.attrs_except(op, &[]);
        }
        self.w(" : ");
        let t = self.ty(ctx.result(op, 0));
        self.print_type(t);
        if !dict_first {
            self.attrs_except(op, &[]);
        }
    }

    fn opt_dict(&mut self, a: Option<Attr>) {
        if let Some(a) = a {
            if let AttrData::Dict(d) = self.ctx.attr(a) {
                if !d.is_empty() {
                    self.w(" ");
                    self.print_attr(a);
                }
            }
        }
    }
}
