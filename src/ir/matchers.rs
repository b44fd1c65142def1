//! Constant matchers (MLIR's `m_Constant`, `m_ConstantInt`, `m_One` with `matchPattern`): what
//! passes, the verifier and the engines ask of a value defined by `arith.constant`.

use super::context::Context;
use super::entities::{Attr, Value};
use super::opkind::OpKind;
use super::AttrData;

/// The `value` attribute of `v` when `v` is defined by an `arith.constant` (`m_Constant`).
pub fn const_attr(ctx: &Context, v: Value) -> Option<Attr> {
    let op = ctx.defining_op(v)?;
    (ctx.kind(op) == OpKind::ArithConstant)
        .then(|| ctx.get_attr(op, "value"))
        .flatten()
}

/// The integer value of a constant `v` (`m_ConstantInt`).
pub fn const_int(ctx: &Context, v: Value) -> Option<i128> {
    match ctx.attr(const_attr(ctx, v)?) {
        AttrData::Integer { value, .. } => Some(*value),
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
