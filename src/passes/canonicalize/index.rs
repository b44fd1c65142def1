//! Folds and canonicalization patterns of the index dialect (upstream's `IndexOps.cpp`).
//! `index` is 64 bits on our target, but upstream folds only what holds for 32- and 64-bit
//! `index` alike: an op whose low 32 result bits depend on the high operand bits folds only
//! when the 64-bit result truncated to 32 bits equals the 32-bit result.

use super::*;

// Two's-complement arithmetic at `w` bits (32 or 64) on values held sign-extended: arith's
// `wrap` (sign-extend) and `unsigned`.

/// The result of the binary `kind` at width `w`, held sign-extended; `None` where upstream's
/// calculation declines (division by zero, a shift by 32 or more).
fn calc(kind: OpKind, a: i128, b: i128, w: u32) -> Option<i128> {
    use OpKind::*;
    let (a, b) = (wrap(a, w), wrap(b, w));
    let (ua, ub) = (unsigned(a, w), unsigned(b, w));
    let r = match kind {
        IndexAdd => a + b,
        IndexSub => a - b,
        IndexMul => a.wrapping_mul(b),
        IndexAnd => a & b,
        IndexOr => a | b,
        IndexXOr => a ^ b,
        IndexDivS | IndexRemS if b == 0 => return None,
        // APInt's sdiv of MIN by -1 wraps to MIN; srem gives 0.
        IndexDivS => a / b,
        IndexRemS => a % b,
        IndexDivU | IndexRemU | IndexCeilDivU if ub == 0 => return None,
        IndexDivU => (ua / ub) as i128,
        IndexRemU => (ua % ub) as i128,
        IndexCeilDivU if ua == 0 => 0,
        IndexCeilDivU => ((ua - 1) / ub + 1) as i128,
        IndexCeilDivS | IndexFloorDivS if b == 0 => return None,
        IndexCeilDivS | IndexFloorDivS if a == 0 => 0,
        IndexCeilDivS => {
            if (a > 0) != (b > 0) {
                -(wrap(-a, w) / b)
            } else {
                let x = if b > 0 { -1 } else { 1 };
                wrap(a + x, w) / b + 1
            }
        }
        IndexFloorDivS => {
            if (a < 0) == (b < 0) {
                a / b
            } else {
                let x = if b < 0 { 1 } else { -1 };
                -1 - wrap(x - a, w) / b
            }
        }
        IndexMaxS => a.max(b),
        IndexMinS => a.min(b),
        IndexMaxU => {
            if ua > ub {
                a
            } else {
                b
            }
        }
        IndexMinU => {
            if ua < ub {
                a
            } else {
                b
            }
        }
        IndexShl | IndexShrS | IndexShrU if ub >= 32 => return None,
        IndexShl => a << ub,
        IndexShrS => a >> ub,
        IndexShrU => (ua >> ub) as i128,
        _ => return None,
    };
    Some(wrap(r, w))
}

/// Ops whose low 32 result bits depend only on the low 32 operand bits
/// (`foldBinaryOpUnchecked`).
fn unchecked(kind: OpKind) -> bool {
    use OpKind::*;
    matches!(
        kind,
        IndexAdd | IndexSub | IndexMul | IndexAnd | IndexOr | IndexXOr | IndexShl
    )
}

/// `foldBinaryOpUnchecked` / `foldBinaryOpChecked`.
fn fold_binary(kind: OpKind, a: i128, b: i128) -> Option<i128> {
    let r64 = calc(kind, a, b, 64)?;
    if unchecked(kind) {
        return Some(r64);
    }
    let r32 = calc(kind, a, b, 32)?;
    (wrap(r64, 32) == r32).then_some(r64)
}

/// `compareIndices` at width `w`: arith's predicate table (`cmpi_holds`), index's predicates
/// being numbered as arith's.
fn compare(p: u8, a: i128, b: i128, w: u32) -> bool {
    let (a, b) = (wrap(a, w), wrap(b, w));
    crate::ir::attrs::cmpi_holds(i128::from(p), a, b, unsigned(a, w), unsigned(b, w))
}

/// A constant integer range at width `w` (upstream's `ConstantIntRanges`): signed bounds held
/// sign-extended, unsigned bounds as unsigned.
struct Range {
    smin: i128,
    smax: i128,
    umin: u128,
    umax: u128,
}

impl Range {
    fn from_signed(smin: i128, smax: i128, w: u32) -> Range {
        let (umin, umax) = if (smin < 0) == (smax < 0) {
            (unsigned(smin, w), unsigned(smax, w))
        } else {
            (0, unsigned(-1, w))
        };
        Range {
            smin,
            smax,
            umin,
            umax,
        }
    }
    fn from_unsigned(umin: u128, umax: u128, w: u32) -> Range {
        let (a, b) = (wrap(umin as i128, w), wrap(umax as i128, w));
        let (smin, smax) = if (a < 0) == (b < 0) {
            (a, b)
        } else {
            (-(1i128 << (w - 1)), (1i128 << (w - 1)) - 1)
        };
        Range {
            smin,
            smax,
            umin,
            umax,
        }
    }
    fn constant(&self) -> Option<u128> {
        if self.umin == self.umax {
            Some(self.umin)
        } else if self.smin == self.smax {
            Some(self.smin as u128)
        } else {
            None
        }
    }
}

/// `intrange`'s `isStaticallyTrue`.
fn statically_true(p: u8, l: &Range, r: &Range, w: u32) -> bool {
    match p {
        0 => l.constant().is_some_and(|a| {
            r.constant().map(|b| unsigned(b as i128, w)) == Some(unsigned(a as i128, w))
        }),
        1 => [2, 4, 6, 8].iter().any(|q| statically_true(*q, l, r, w)),
        2 => l.smax < r.smin,
        3 => l.smax <= r.smin,
        4 => l.smin > r.smax,
        5 => l.smin >= r.smax,
        6 => l.umax < r.umin,
        7 => l.umax <= r.umin,
        8 => l.umin > r.umax,
        _ => l.umin >= r.umax,
    }
}

/// `foldCmpOfMaxOrMin` at width `w`: whether `cmp(min/max(x, a), b)` is decided.
fn cmp_of_min_max(inner: OpKind, p: u8, a: i128, b: i128, w: u32) -> Option<bool> {
    use OpKind::*;
    let (a, b) = (wrap(a, w), wrap(b, w));
    let smin = -(1i128 << (w - 1));
    let lhs = match inner {
        IndexMinS => Range::from_signed(smin, a, w),
        IndexMinU => Range::from_unsigned(0, unsigned(a, w), w),
        IndexMaxS => Range::from_signed(a, -smin - 1, w),
        _ => Range::from_unsigned(unsigned(a, w), unsigned(-1, w), w),
    };
    let rhs = Range::from_signed(b, b, w);
    if statically_true(p, &lhs, &rhs, w) {
        return Some(true);
    }
    if statically_true(CMPI_INVERTED[p as usize] as u8, &lhs, &rhs, w) {
        return Some(false);
    }
    None
}

fn pred(ctx: &Context, op: Op) -> Option<u8> {
    match ctx.get_attr(op, "pred").map(|a| ctx.attr(a)) {
        Some(AttrData::IndexCmpPredicate(p)) => Some(*p),
        _ => None,
    }
}

/// `foldCastOp`: `sign` for `index.casts`.
fn fold_cast(
    ctx: &mut Context,
    input: i128,
    from: crate::ir::Type,
    to: crate::ir::Type,
    sign: bool,
) -> Option<crate::ir::Attr> {
    let in_w = match ctx.ty(from) {
        TypeData::Integer { width, .. } => *width,
        _ => 64,
    };
    // The input's bits, extended as the cast extends.
    let ext = |v: i128, from_w: u32| {
        if sign {
            wrap(v, from_w)
        } else {
            unsigned(v, from_w) as i128
        }
    };
    if matches!(ctx.ty(to), TypeData::Index) {
        if in_w > 64 {
            return None;
        }
        let v = wrap(ext(input, in_w), 64);
        return Some(ctx.int_attr(v, to));
    }
    let TypeData::Integer { width, .. } = *ctx.ty(to) else {
        return None;
    };
    if width > 64 {
        return None;
    }
    let value = wrap(input, 64);
    let result = if width <= 32 {
        value
    } else if width >= 64 {
        if wrap(ext(value, 32), 64) != value {
            return None;
        }
        ext(value, 64)
    } else {
        let r = unsigned(value, width);
        if r != unsigned(ext(value, 32), width) {
            return None;
        }
        r as i128
    };
    let v = ctx.normalize_int(result, to);
    Some(ctx.int_attr(v, to))
}

/// The index dialect's `fold` hooks.
pub(super) fn fold(rw: &mut Rewriter, op: Op, ops: &[Value]) -> Fold {
    use OpKind::*;
    let kind = rw.ctx.kind(op);
    if kind.dialect() != "index" {
        return Fold::None;
    }
    let ctx = &*rw.ctx;
    let ci = |v: Value| match const_attr(ctx, v).map(|a| ctx.attr(a)) {
        Some(AttrData::Integer { value, .. }) => Some(*value),
        _ => None,
    };
    match kind {
        IndexCastS | IndexCastU => {
            let Some(x) = ci(ops[0]) else {
                return Fold::None;
            };
            let (from, to) = (ctx.value_type(ops[0]), ctx.value_type(ctx.result(op, 0)));
            // The dialect materializes `index` and `i1` constants only: a cast to another
            // integer type does not fold.
            if !matches!(ctx.ty(to), TypeData::Index) && !ctx.ty(to).is_i1() {
                return Fold::None;
            }
            match fold_cast(rw.ctx, x, from, to, kind == IndexCastS) {
                Some(a) => Fold::Replace(vec![FoldResult::Attr(a)]),
                None => Fold::None,
            }
        }
        IndexCmp => {
            let Some(p) = pred(ctx, op) else {
                return Fold::None;
            };
            let (a, b) = (ci(ops[0]), ci(ops[1]));
            let mut result = None;
            if let (Some(a), Some(b)) = (a, b) {
                let r64 = compare(p, a, b, 64);
                if r64 == compare(p, a, b, 32) {
                    result = Some(r64);
                }
            }
            if result.is_none() {
                if let (Some(inner), Some(b)) = (ctx.defining_op(ops[0]), b) {
                    let ik = ctx.kind(inner);
                    if matches!(ik, IndexMinS | IndexMinU | IndexMaxS | IndexMaxU) {
                        if let Some(a) = ci(ctx.operand(inner, 1)) {
                            let r64 = cmp_of_min_max(ik, p, a, b, 64);
                            let r32 = cmp_of_min_max(ik, p, a, b, 32);
                            if r64.is_some() && r64 == r32 {
                                result = r64;
                            }
                        }
                    }
                }
            }
            if result.is_none() && ops[0] == ops[1] {
                result = Some(matches!(p, 0 | 3 | 5 | 7 | 9));
            }
            match result {
                Some(r) => {
                    let a = rw.ctx.bool_attr(r);
                    Fold::Replace(vec![FoldResult::Attr(a)])
                }
                None => Fold::None,
            }
        }
        IndexAdd | IndexSub | IndexMul | IndexDivS | IndexDivU | IndexCeilDivS | IndexCeilDivU
        | IndexFloorDivS | IndexRemS | IndexRemU | IndexMaxS | IndexMaxU | IndexMinS
        | IndexMinU | IndexShl | IndexShrS | IndexShrU | IndexAnd | IndexOr | IndexXOr => {
            let (a, b) = (ci(ops[0]), ci(ops[1]));
            if let (Some(a), Some(b)) = (a, b) {
                if let Some(r) = fold_binary(kind, a, b) {
                    let t = ctx.value_type(op_result(ctx, op));
                    let attr = rw.ctx.int_attr(r, t);
                    return Fold::Replace(vec![FoldResult::Attr(attr)]);
                }
            }
            match (kind, b) {
                // `add(x, 0)`, `sub(x, 0)`, `mul(x, 1)` → `x`.
                (IndexAdd | IndexSub, Some(0)) | (IndexMul, Some(1)) => {
                    Fold::Replace(vec![FoldResult::Value(ops[0])])
                }
                // `mul(x, 0)` → the constant 0 (the attribute, materialized anew).
                (IndexMul, Some(0)) => {
                    let attr = const_attr(ctx, ops[1]).unwrap();
                    Fold::Replace(vec![FoldResult::Attr(attr)])
                }
                _ => Fold::None,
            }
        }
        IndexConstant | IndexBoolConstant | IndexSizeOf => Fold::None,
        _ => Fold::None,
    }
}

fn op_result(ctx: &Context, op: Op) -> Value {
    ctx.result(op, 0)
}

/// `canonicalizeAssociativeCommutativeBinaryOp` (add, mul, maxs, maxu, mins, minu, and, or,
/// xor): `op(op(x, c0), c1)` → `op(x, op(c1, c0))` when the inner `op(c1, c0)` folds.
pub(super) fn index_reassociate(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let kind = ctx.kind(op);
    let (lhs, rhs) = (ctx.operand(op, 0), ctx.operand(op, 1));
    let Some(c1) = const_attr(ctx, rhs) else {
        return false;
    };
    let Some(inner) = ctx.defining_op(lhs).filter(|d| ctx.kind(*d) == kind) else {
        return false;
    };
    let (x, c0v) = (ctx.operand(inner, 0), ctx.operand(inner, 1));
    let Some(c0) = const_attr(ctx, c0v) else {
        return false;
    };
    let int = |a| match ctx.attr(a) {
        AttrData::Integer { value, .. } => Some(*value),
        _ => None,
    };
    let (Some(a), Some(b)) = (int(c1), int(c0)) else {
        return false;
    };
    let Some(r) = fold_binary(kind, a, b) else {
        return false;
    };
    let ty = ctx.value_type(rhs);
    let loc = ctx.op_loc(op);
    let attr = rw.ctx.int_attr(r, ty);
    let c = rw.materialize(op, attr);
    let cop = rw.ctx.defining_op(c).unwrap();
    rw.ctx.set_op_loc(cop, loc);
    let mut b = Builder::before(rw.ctx, op);
    b.loc = loc;
    let created = rw.create(&b, kind, &[x, c], &[ty], vec![]);
    let res = rw.ctx.result(created, 0);
    rw.replace_op(op, &[res]);
    true
}

/// `index.cmp`: `cmp(sub(x, y), 0)` → `cmp(x, y)`; `cmp(0, sub(x, y))` → `cmp(y, x)`.
pub(super) fn index_cmp_of_sub(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let zero = |v: Value| {
        matches!(
            const_attr(ctx, v).map(|a| ctx.attr(a)),
            Some(AttrData::Integer { value: 0, .. })
        )
    };
    let (lhs, rhs) = (ctx.operand(op, 0), ctx.operand(op, 1));
    let (rz, lz) = (zero(rhs), zero(lhs));
    if !rz && !lz {
        return false;
    }
    let other = if rz { lhs } else { rhs };
    let Some(sub) = ctx
        .defining_op(other)
        .filter(|d| ctx.kind(*d) == OpKind::IndexSub)
    else {
        return false;
    };
    let (a, b) = (ctx.operand(sub, 0), ctx.operand(sub, 1));
    let operands = if rz { [a, b] } else { [b, a] };
    let Some(pa) = ctx.get_attr(op, "pred") else {
        return false;
    };
    let attrs = vec![("pred".to_string(), pa)];
    let loc = ctx.op_loc(op);
    let i1 = ctx.value_type(ctx.result(op, 0));
    let mut b = Builder::before(rw.ctx, op);
    b.loc = loc;
    let created = rw.create(&b, OpKind::IndexCmp, &operands, &[i1], attrs);
    let res = rw.ctx.result(created, 0);
    rw.replace_op(op, &[res]);
    true
}
