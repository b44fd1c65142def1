//! The complex dialect's folds and patterns (upstream's `ComplexOps.cpp`): `create(re(x),
//! im(x))` → `x`, the parts of a `create` or a constant, `neg(neg)`, `conj(conj)`,
//! `log(exp)`/`exp(log)`, add/sub inverses and zero, mul/div by one, and bitcast chains.

use super::{Fold, FoldResult, Rewriter};
use crate::ir::matchers::def_of;
use crate::ir::{AttrData, Builder, Context, Op, OpKind, TypeData, Value};

/// The `[re, im]` float attributes' bits of a `complex.constant` defining `v`, with the
/// float kind of its element type.
fn const_parts(ctx: &Context, v: Value) -> Option<(u64, u64, crate::ir::FloatKind)> {
    let c = def_of(ctx, v, OpKind::ComplexConstant)?;
    let AttrData::Array(items) = ctx.attr(ctx.get_attr(c, "value")?) else {
        return None;
    };
    let bits = |a| match ctx.attr(a) {
        AttrData::Float { bits, ty } => match ctx.ty(*ty) {
            TypeData::Float(k) => Some((*bits, *k)),
            _ => None,
        },
        _ => None,
    };
    let ((re, k), (im, _)) = (bits(*items.first()?)?, bits(*items.get(1)?)?);
    Some((re, im, k))
}

/// Whether the float bits are ±0.
fn is_zero(bits: u64, k: crate::ir::FloatKind) -> bool {
    bits & !(1u64 << (k.width() - 1)) == 0
}

/// Whether the float bits are exactly 1.
fn is_one(bits: u64, k: crate::ir::FloatKind) -> bool {
    crate::ir::float::float_bits("1.0", false, k) == bits
}

/// The complex dialect's `fold` hooks.
pub(super) fn fold(rw: &mut Rewriter, op: Op, ops: &[Value]) -> Fold {
    use OpKind::*;
    let ctx = &*rw.ctx;
    let kind = ctx.kind(op);
    let value = |v: Value| Fold::Replace(vec![FoldResult::Value(v)]);
    match kind {
        // create(re(x), im(x)) -> x
        ComplexCreate => {
            let re = def_of(ctx, ops[0], ComplexRe);
            let im = def_of(ctx, ops[1], ComplexIm);
            if let (Some(re), Some(im)) = (re, im) {
                if ctx.operand(re, 0) == ctx.operand(im, 0) {
                    return value(ctx.operand(re, 0));
                }
            }
            Fold::None
        }
        // re/im of a constant or of a create.
        ComplexRe | ComplexIm => {
            let i = usize::from(kind == ComplexIm);
            if let Some(c) = def_of(ctx, ops[0], ComplexConstant) {
                if let Some(AttrData::Array(items)) = ctx.get_attr(c, "value").map(|a| ctx.attr(a))
                {
                    if items.len() == 2 {
                        return Fold::Replace(vec![FoldResult::Attr(items[i])]);
                    }
                }
            }
            if let Some(c) = def_of(ctx, ops[0], ComplexCreate) {
                return value(ctx.operand(c, i));
            }
            Fold::None
        }
        ComplexAdd => {
            // add(sub(a, b), b) -> a
            if let Some(s) = def_of(ctx, ops[0], ComplexSub) {
                if ops[1] == ctx.operand(s, 1) {
                    return value(ctx.operand(s, 0));
                }
            }
            // add(b, sub(a, b)) -> a
            if let Some(s) = def_of(ctx, ops[1], ComplexSub) {
                if ops[0] == ctx.operand(s, 1) {
                    return value(ctx.operand(s, 0));
                }
            }
            // add(a, constant [0, 0]) -> a
            match const_parts(ctx, ops[1]) {
                Some((re, im, k)) if is_zero(re, k) && is_zero(im, k) => value(ops[0]),
                _ => Fold::None,
            }
        }
        ComplexSub => {
            // sub(add(a, b), b) -> a
            if let Some(s) = def_of(ctx, ops[0], ComplexAdd) {
                if ops[1] == ctx.operand(s, 1) {
                    return value(ctx.operand(s, 0));
                }
            }
            // sub(a, constant [0, 0]) -> a
            match const_parts(ctx, ops[1]) {
                Some((re, im, k)) if is_zero(re, k) && is_zero(im, k) => value(ops[0]),
                _ => Fold::None,
            }
        }
        // mul/div(a, constant [1, 0]) -> a
        ComplexMul | ComplexDiv => match const_parts(ctx, ops[1]) {
            Some((re, im, k)) if is_zero(im, k) && is_one(re, k) => value(ops[0]),
            _ => Fold::None,
        },
        // neg(neg(a)), conj(conj(a)), log(exp(a)), exp(log(a)) -> a
        ComplexNeg | ComplexConj | ComplexLog | ComplexExp => {
            let inverse = match kind {
                ComplexLog => ComplexExp,
                ComplexExp => ComplexLog,
                k => k,
            };
            match def_of(ctx, ops[0], inverse) {
                Some(d) => value(ctx.operand(d, 0)),
                None => Fold::None,
            }
        }
        ComplexBitcast if ctx.value_type(ops[0]) == ctx.value_type(ctx.result(op, 0)) => {
            value(ops[0])
        }
        _ => Fold::None,
    }
}

/// Upstream's FoldComponentNeg: `re(neg(create(a, b)))` → `arith.negf a` (`im`: of `b`).
pub(super) fn component_of_neg(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let i = usize::from(ctx.kind(op) == OpKind::ComplexIm);
    let Some(neg) = def_of(ctx, ctx.operand(op, 0), OpKind::ComplexNeg) else {
        return false;
    };
    let Some(create) = def_of(ctx, ctx.operand(neg, 0), OpKind::ComplexCreate) else {
        return false;
    };
    let x = ctx.operand(create, i);
    let t = ctx.value_type(x);
    replace_with(rw, op, OpKind::ArithNegF, x, t);
    true
}

/// Upstream's MergeComplexBitcast: `complex.bitcast(complex.bitcast(x))` → one bitcast (an
/// `arith.bitcast` when neither end is complex), and `complex.bitcast(arith.bitcast(x))` →
/// `complex.bitcast(x)`.
pub(super) fn merge_complex_bitcast(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let rt = ctx.value_type(ctx.result(op, 0));
    let is_c = |t| matches!(ctx.ty(t), TypeData::Complex(_));
    if let Some(d) = def_of(ctx, ctx.operand(op, 0), OpKind::ComplexBitcast) {
        let x = ctx.operand(d, 0);
        let kind = if is_c(rt) || is_c(ctx.value_type(x)) {
            OpKind::ComplexBitcast
        } else {
            OpKind::ArithBitcast
        };
        replace_with(rw, op, kind, x, rt);
        return true;
    }
    if let Some(d) = def_of(ctx, ctx.operand(op, 0), OpKind::ArithBitcast) {
        let x = ctx.operand(d, 0);
        replace_with(rw, op, OpKind::ComplexBitcast, x, rt);
        return true;
    }
    false
}

/// Upstream's MergeArithBitcast: `arith.bitcast(complex.bitcast(x))` → `complex.bitcast(x)`.
pub(super) fn merge_arith_bitcast(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(d) = def_of(ctx, ctx.operand(op, 0), OpKind::ComplexBitcast) else {
        return false;
    };
    let (x, rt) = (ctx.operand(d, 0), ctx.value_type(ctx.result(op, 0)));
    replace_with(rw, op, OpKind::ComplexBitcast, x, rt);
    true
}

/// `replaceOpWithNewOp`: a one-operand op at `op`'s location replaces it.
fn replace_with(rw: &mut Rewriter, op: Op, kind: OpKind, x: Value, t: crate::ir::Type) {
    let loc = rw.ctx.op_loc(op);
    let mut b = Builder::before(rw.ctx, op);
    b.loc = loc;
    let n = rw.create(&b, kind, &[x], &[t], vec![]);
    let r = rw.ctx.result(n, 0);
    rw.replace_op(op, &[r]);
}
