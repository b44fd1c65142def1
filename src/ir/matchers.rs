//! Constant matchers (MLIR's `m_Constant`, `m_ConstantInt`, `m_One` with `matchPattern`): what
//! passes, the verifier and the engines ask of a value defined by `arith.constant`.

use super::context::Context;
use super::entities::{Attr, Value};
use super::opkind::OpKind;
use super::{AttrData, DenseValue};

/// The `value` attribute of `v` when `v` is defined by a constant-like op (`arith.constant`,
/// `index.constant`, `index.bool.constant`; `m_Constant`).
pub fn const_attr(ctx: &Context, v: Value) -> Option<Attr> {
    let op = ctx.defining_op(v)?;
    OpKind::is_constant_like(ctx.kind(op))
        .then(|| ctx.get_attr(op, "value"))
        .flatten()
}

/// Whether `a` is `#ub.poison` (upstream's `ub::PoisonAttr`).
pub fn is_poison_attr(ctx: &Context, a: Attr) -> bool {
    matches!(ctx.attr(a), AttrData::Opaque(s) if s == "#ub.poison")
}

/// Whether `v` is a poison constant (`ub.poison`; upstream's `m_Poison`).
pub fn is_poison(ctx: &Context, v: Value) -> bool {
    const_attr(ctx, v).is_some_and(|a| is_poison_attr(ctx, a))
}

/// The integer value of a constant `v`, a scalar or the element of a vector or tensor splat
/// (`m_ConstantInt`, which `m_Zero`, `m_One` and `getIntOrSplatIntValue` share).
pub fn const_int(ctx: &Context, v: Value) -> Option<i128> {
    match ctx.attr(const_attr(ctx, v)?) {
        AttrData::Integer { value, .. } => Some(*value),
        AttrData::DenseElements { values, .. } => match values.as_slice() {
            [DenseValue::Int(x)] => Some(*x),
            _ => None,
        },
        _ => None,
    }
}

/// The integer value of a scalar constant `v`: an `IntegerAttr`, never a splat (DRR's
/// `APIntAttr` and `I1Attr` constraints).
pub fn const_scalar_int(ctx: &Context, v: Value) -> Option<i128> {
    match ctx.attr(const_attr(ctx, v)?) {
        AttrData::Integer { value, .. } => Some(*value),
        _ => None,
    }
}

/// The raw bits and element type of a float constant `v`, a scalar or the element of a vector
/// or tensor splat (`m_ConstantFloat`, which `m_OneFloat`, `m_NegZeroFloat` and the other float
/// predicates share).
pub fn const_float(ctx: &Context, v: Value) -> Option<(u64, crate::ir::Type)> {
    match ctx.attr(const_attr(ctx, v)?) {
        AttrData::Float { bits, ty } => Some((*bits, *ty)),
        AttrData::DenseElements { values, ty } => match values.as_slice() {
            [DenseValue::Float(b)] => Some((*b, ctx.ty(*ty).elem()?)),
            _ => None,
        },
        _ => None,
    }
}

/// Whether `v` is an integer constant equal to one, `true` for i1 (`m_One`).
pub fn is_const_one(ctx: &Context, v: Value) -> bool {
    match const_int(ctx, v) {
        Some(x) if ctx.ty(ctx.value_type(v)).is_i1() => x != 0,
        Some(x) => x == 1,
        None => false,
    }
}

/// The op defining `v`, when it is of `kind`.
pub fn def_of(ctx: &Context, v: Value, kind: crate::ir::OpKind) -> Option<crate::ir::Op> {
    ctx.defining_op(v).filter(|d| ctx.kind(*d) == kind)
}
