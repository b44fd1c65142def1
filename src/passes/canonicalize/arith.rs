//! `canonicalize` patterns and folds of arith: constant folding and identities, select and cast-chain patterns.

use super::*;

/// The width of `v`'s integer (or index) type, or of its vector or tensor elements.
pub(super) fn int_width(ctx: &Context, v: Value) -> Option<u32> {
    match ctx.ty(elem_type(ctx, ctx.value_type(v))) {
        // Constants are folded as i128: wider integers are left alone.
        // (i0 has no bits to fold: the folders shift by `width - 1`.)
        TypeData::Integer { width, .. } if (1..=128).contains(width) => Some(*width),
        TypeData::Index => Some(64),
        _ => None,
    }
}

/// Whether `ty` is a tensor without a static shape (no constant can be built for it).
fn dynamic_shape(ctx: &Context, ty: crate::ir::Type) -> bool {
    match ctx.ty(ty) {
        TypeData::Tensor { shape, .. } => shape.contains(&crate::ir::DYNAMIC),
        TypeData::UnrankedTensor { .. } => true,
        _ => false,
    }
}

pub(super) fn wrap(v: i128, width: u32) -> i128 {
    if width >= 128 {
        return v;
    }
    let shift = 128 - width;
    (v << shift) >> shift
}

pub(super) fn unsigned(v: i128, width: u32) -> u128 {
    if width >= 128 {
        v as u128
    } else {
        (v as u128) & ((1u128 << width) - 1)
    }
}

/// Whether `x` is one as an APInt of width `w` (`m_One`: `true` for i1).
pub(super) fn is_one(x: i128, w: u32) -> bool {
    unsigned(x, w) == 1
}

/// Folds an arith op (MLIR's `fold` hooks).
pub(super) fn fold(rw: &mut Rewriter, op: Op, ops: &[Value]) -> Fold {
    use OpKind::*;
    let ctx = &*rw.ctx;
    let kind = ctx.kind(op);
    let v = |x: Value| FoldResult::Value(x);
    match kind {
        ArithAddI | ArithSubI | ArithMulI | ArithAndI | ArithOrI | ArithXOrI | ArithDivUI
        | ArithDivSI | ArithRemUI | ArithRemSI | ArithMaxSI | ArithMinSI | ArithMaxUI
        | ArithMinUI => {
            let Some(w) = int_width(ctx, ops[0]) else {
                return Fold::None;
            };
            let ty = ctx.value_type(ops[0]);
            let b = const_int(ctx, ops[1]);
            // Upstream's folds try the identities that give an operand before folding
            // constants: with two constant operands the result is then that constant itself
            // (its location kept). (`or(x, all ones)` gives the attribute instead: below.)
            // Except `subi(x, x)`, which upstream tries before `subi(x, 0)`: a new zero
            // constant even when x is the zero constant itself.
            if kind == ArithSubI && ops[0] == ops[1] && !dynamic_shape(ctx, ty) {
                let attr = rw.ctx.int_attr(0, ty);
                return Fold::Replace(vec![FoldResult::Attr(attr)]);
            }
            {
                let all_ones = |x: i128| wrap(x, w) == -1 || (w == 1 && x != 0);
                match (kind, b) {
                    (ArithAddI | ArithSubI | ArithOrI | ArithXOrI, Some(0)) => {
                        return Fold::Replace(vec![v(ops[0])])
                    }
                    (ArithMulI | ArithDivUI | ArithDivSI, Some(x)) if is_one(x, w) => {
                        return Fold::Replace(vec![v(ops[0])])
                    }
                    (ArithMulI | ArithAndI, Some(0)) => return Fold::Replace(vec![v(ops[1])]),
                    (ArithAndI, Some(x)) if all_ones(x) => return Fold::Replace(vec![v(ops[0])]),
                    _ => {}
                }
            }
            // `or(x, all ones)` is the constant's attribute (a new constant, not the operand).
            if kind == ArithOrI && b.is_some_and(|x| wrap(x, w) == -1) {
                let c = const_attr(ctx, ops[1]).unwrap();
                return Fold::Replace(vec![FoldResult::Attr(c)]);
            }
            // min/max of a value with itself or with an extreme constant, before constants.
            if matches!(kind, ArithMaxSI | ArithMinSI | ArithMaxUI | ArithMinUI) {
                if ops[0] == ops[1] {
                    return Fold::Replace(vec![v(ops[1])]);
                }
                if let Some(c) = b.map(|c| wrap(c, w)) {
                    let smax = i128::MAX >> (128 - w);
                    let smin = -smax - 1;
                    // (value that absorbs, value that is neutral) for each op.
                    let (absorb, neutral) = match kind {
                        ArithMaxSI => (c == smax, c == smin),
                        ArithMinSI => (c == smin, c == smax),
                        ArithMaxUI => (c == -1, c == 0),
                        _ => (c == 0, c == -1),
                    };
                    if absorb {
                        return Fold::Replace(vec![v(ops[1])]);
                    }
                    if neutral {
                        return Fold::Replace(vec![v(ops[0])]);
                    }
                }
            }
            if all_constant(ctx, ops) {
                let attr = fold_elementwise(rw.ctx, ops, ty, |e| {
                    int_binary(kind, w, int_of(e[0])?, int_of(e[1])?).map(DenseValue::Int)
                });
                return attr.map_or(Fold::None, |a| Fold::Replace(vec![FoldResult::Attr(a)]));
            }
            if ops[0] == ops[1] {
                match kind {
                    ArithAndI | ArithOrI | ArithMaxSI | ArithMinSI | ArithMaxUI | ArithMinUI => {
                        return Fold::Replace(vec![v(ops[0])]);
                    }
                    ArithSubI | ArithXOrI => {
                        let attr = rw.ctx.int_attr(0, ty);
                        return Fold::Replace(vec![FoldResult::Attr(attr)]);
                    }
                    _ => {}
                }
            }
            fold_int_identities(rw, op, ops, w)
        }
        ArithCmpI => {
            let Some(w) = int_width(ctx, ops[0]) else {
                return Fold::None;
            };
            let pred = match ctx.attr(ctx.get_attr(op, "predicate").unwrap()) {
                AttrData::Integer { value, .. } => *value,
                _ => return Fold::None,
            };
            let rt = ctx.value_type(ctx.result(op, 0));
            if ops[0] == ops[1] {
                let attr = rw
                    .ctx
                    .int_attr(matches!(pred, 0 | 3 | 5 | 7 | 9) as i128, rt);
                return Fold::Replace(vec![FoldResult::Attr(attr)]);
            }
            // i1 elements (upstream checks the extension's source only when it is a scalar or a
            // vector, not a tensor).
            let i1 = |x: Value| ctx.ty(elem_type(ctx, ctx.value_type(x))).is_i1();
            let ext_of_i1 =
                |x: Value| i1(x) && !matches!(ctx.ty(ctx.value_type(x)), TypeData::Tensor { .. });
            match const_int(ctx, ops[1]) {
                // extsi/extui(%x : i1) != 0 is %x; an i1 != 0 is itself.
                Some(0) if pred == 1 => {
                    if let Some(e) = ctx.defining_op(ops[0]).filter(|e| {
                        matches!(ctx.kind(*e), ArithExtSI | ArithExtUI)
                            && ext_of_i1(ctx.operand(*e, 0))
                    }) {
                        return Fold::Replace(vec![v(ctx.operand(e, 0))]);
                    }
                    if i1(ops[0]) {
                        return Fold::Replace(vec![v(ops[0])]);
                    }
                }
                // An i1 == 1 is itself.
                Some(x) if x != 0 && pred == 0 && i1(ops[0]) => {
                    return Fold::Replace(vec![v(ops[0])]);
                }
                _ => {}
            }
            let (lc, rc) = (const_attr(ctx, ops[0]), const_attr(ctx, ops[1]));
            // A constant on the left moves right, the predicate mirrored (not inverted).
            if lc.is_some() && rc.is_none() {
                let p = rw.ctx.i64_attr(CMPI_SWAPPED[pred as usize]);
                rw.ctx.set_attr(op, "predicate", p);
                rw.ctx.set_operands(op, &[ops[1], ops[0]]);
                return Fold::InPlace;
            }
            if lc.is_none() {
                return Fold::None;
            }
            let attr = fold_elementwise(rw.ctx, ops, rt, |e| {
                let (a, b) = (int_of(e[0])?, int_of(e[1])?);
                let (ua, ub) = (unsigned(a, w), unsigned(b, w));
                let r = crate::ir::attrs::cmpi_holds(pred, wrap(a, w), wrap(b, w), ua, ub);
                Some(DenseValue::Int(r as i128))
            });
            attr.map_or(Fold::None, |a| Fold::Replace(vec![FoldResult::Attr(a)]))
        }
        ArithSelect => {
            if let Some(c) = const_int(ctx, ops[0]) {
                return Fold::Replace(vec![v(if c != 0 { ops[1] } else { ops[2] })]);
            }
            if ops[1] == ops[2] {
                return Fold::Replace(vec![v(ops[1])]);
            }
            // select %c, true, false -> %c
            if ctx.ty(ctx.value_type(ops[1])).is_i1()
                && const_int(ctx, ops[1]).is_some_and(|x| x != 0)
                && const_int(ctx, ops[2]) == Some(0)
            {
                return Fold::Replace(vec![v(ops[0])]);
            }
            // select (a == b), a, b -> b and select (a != b), a, b -> a (either operand order).
            if let Some(cmp) = def_of(ctx, ops[0], ArithCmpI) {
                let (l, r) = (ctx.operand(cmp, 0), ctx.operand(cmp, 1));
                let same = (l == ops[1] && r == ops[2]) || (r == ops[1] && l == ops[2]);
                match cmpi_predicate(ctx, cmp) {
                    Some(0) if same => return Fold::Replace(vec![v(ops[2])]),
                    Some(1) if same => return Fold::Replace(vec![v(ops[1])]),
                    _ => {}
                }
            }
            // A constant vector condition picks between constant vectors element by element.
            let dense = |x: Value| match const_attr(ctx, x).map(|a| ctx.attr(a)) {
                Some(AttrData::DenseElements { values, .. }) => Some(values.as_slice()),
                _ => None,
            };
            if let (Some(c), Some(t), Some(f)) = (dense(ops[0]), dense(ops[1]), dense(ops[2])) {
                let rt = ctx.value_type(ops[1]);
                let n = c.len().max(t.len()).max(f.len());
                let at =
                    |xs: &[crate::ir::DenseValue], i: usize| xs[if xs.len() == 1 { 0 } else { i }];
                let picked: Vec<_> = (0..n)
                    .map(|i| match at(c, i) {
                        DenseValue::Int(0) => at(f, i),
                        _ => at(t, i),
                    })
                    .collect();
                let attr = rw.ctx.dense_attr(rt, picked);
                return Fold::Replace(vec![FoldResult::Attr(attr)]);
            }
            Fold::None
        }
        ArithShLI | ArithShRSI | ArithShRUI => {
            let Some(w) = int_width(ctx, ops[0]) else {
                return Fold::None;
            };
            let b = const_int(ctx, ops[1]);
            if b == Some(0) {
                return Fold::Replace(vec![v(ops[0])]);
            }
            // A shift by the width or more is poison: left as it is, as upstream does.
            fold_last_decides(rw, kind, ops, w)
        }
        ArithIndexCast | ArithIndexCastUI | ArithExtSI | ArithExtUI | ArithTruncI => {
            if let Some(f) = fold_cast_chain(rw, op) {
                return f;
            }
            let ctx = &*rw.ctx;
            let rt = ctx.value_type(ctx.result(op, 0));
            let (Some(sw), Some(dw)) = (int_width(ctx, ops[0]), int_width(ctx, ctx.result(op, 0)))
            else {
                return Fold::None;
            };
            let zext = matches!(kind, ArithIndexCastUI | ArithExtUI);
            let attr = fold_elementwise(rw.ctx, ops, rt, |e| {
                let a = int_of(e[0])?;
                let val = if zext { unsigned(a, sw) as i128 } else { a };
                Some(DenseValue::Int(wrap(val, dw)))
            });
            attr.map_or(Fold::None, |a| Fold::Replace(vec![FoldResult::Attr(a)]))
        }
        ArithAddF | ArithSubF | ArithMulF | ArithDivF => {
            if let Some(f) = fold_float_identity(rw, op, ops) {
                return f;
            }
            let ty = rw.ctx.value_type(ops[0]);
            let TypeData::Float(fk) = *rw.ctx.ty(elem_type(rw.ctx, ty)) else {
                return Fold::None;
            };
            let attr = fold_elementwise(rw.ctx, ops, ty, |e| {
                Some(DenseValue::Float(float_binary(
                    kind,
                    fk,
                    bits_of(e[0])?,
                    bits_of(e[1])?,
                )))
            });
            attr.map_or(Fold::None, |a| Fold::Replace(vec![FoldResult::Attr(a)]))
        }
        ArithAddUIExtended | ArithMulUIExtended | ArithMulSIExtended => {
            let Some(w) = int_width(ctx, ops[0]) else {
                return Fold::None;
            };
            let ty = ctx.value_type(ops[0]);
            let t1 = ctx.value_type(ctx.result(op, 1));
            match (kind, const_int(ctx, ops[1])) {
                // x + 0 = (x, no carry).
                (ArithAddUIExtended, Some(0)) => {
                    let f = rw.ctx.int_attr(0, t1);
                    return Fold::Replace(vec![v(ops[0]), FoldResult::Attr(f)]);
                }
                // x * 0 = (0, 0): the zero operand's own attribute, twice.
                (ArithMulUIExtended | ArithMulSIExtended, Some(0)) => {
                    let z = const_attr(ctx, ops[1]).unwrap();
                    return Fold::Replace(vec![FoldResult::Attr(z), FoldResult::Attr(z)]);
                }
                // x * 1 = (x, 0) unsigned.
                (ArithMulUIExtended, Some(x)) if is_one(x, w) => {
                    let z = rw.ctx.int_attr(0, ty);
                    return Fold::Replace(vec![v(ops[0]), FoldResult::Attr(z)]);
                }
                _ => {}
            }
            if w > 64 && kind != ArithAddUIExtended {
                return Fold::None;
            }
            // (low or sum, high or carry) of one element.
            let both = |a: i128, b: i128| match kind {
                ArithAddUIExtended => {
                    // The carry is whether the w-bit sum wrapped (no u128 overflow at w = 128).
                    let (ua, ub) = (unsigned(a, w), unsigned(b, w));
                    let s = unsigned(ua.wrapping_add(ub) as i128, w);
                    (wrap(s as i128, w), i128::from(s < ua))
                }
                ArithMulUIExtended => {
                    let p = unsigned(a, w) * unsigned(b, w);
                    (wrap(p as i128, w), wrap((p >> w) as i128, w))
                }
                _ => {
                    let p = a * b;
                    (wrap(p, w), wrap(p >> w, w))
                }
            };
            let lo = fold_elementwise(rw.ctx, ops, ty, |e| {
                Some(DenseValue::Int(both(int_of(e[0])?, int_of(e[1])?).0))
            });
            let hi = fold_elementwise(rw.ctx, ops, t1, |e| {
                Some(DenseValue::Int(both(int_of(e[0])?, int_of(e[1])?).1))
            });
            match (lo, hi) {
                (Some(lo), Some(hi)) => {
                    Fold::Replace(vec![FoldResult::Attr(lo), FoldResult::Attr(hi)])
                }
                _ => Fold::None,
            }
        }
        ArithBitcast => {
            // CastOpInterface's identity fold: a bitcast to its operand's own type.
            if ctx.value_type(ops[0]) == ctx.value_type(ctx.result(op, 0)) {
                return Fold::Replace(vec![FoldResult::Value(ops[0])]);
            }
            let rt = ctx.value_type(ctx.result(op, 0));
            let width = |t| match ctx.ty(elem_type(ctx, t)) {
                TypeData::Float(k) => Some(k.width()),
                TypeData::Integer { width, .. } if *width <= 64 => Some(*width),
                _ => None,
            };
            let (Some(w), true) = (width(rt), width(rt) == width(ctx.value_type(ops[0]))) else {
                return Fold::None;
            };
            let to_float = ctx.ty(elem_type(ctx, rt)).is_float();
            // The same bits, held as the result's elements hold them.
            let attr = fold_elementwise(rw.ctx, ops, rt, |e| {
                let raw = match e[0] {
                    DenseValue::Int(x) => unsigned(x, w) as u64,
                    DenseValue::Float(b) => b,
                    DenseValue::Complex(..) => return None,
                };
                Some(if to_float {
                    DenseValue::Float(raw)
                } else {
                    DenseValue::Int(wrap(raw as i128, w))
                })
            });
            attr.map_or(Fold::None, |a| Fold::Replace(vec![FoldResult::Attr(a)]))
        }
        ArithNegF | ArithMaximumF | ArithMinimumF | ArithMaxNumF | ArithMinNumF | ArithCmpF
        | ArithSIToFP | ArithUIToFP | ArithFPToSI | ArithFPToUI | ArithExtF | ArithTruncF => {
            fold_float(rw, op, ops)
        }
        // x / 1 is x; constants fold unless dividing by zero or INT_MIN / -1.
        ArithCeilDivUI | ArithCeilDivSI | ArithFloorDivSI => {
            let Some(w) = int_width(ctx, ops[0]) else {
                return Fold::None;
            };
            if const_int(ctx, ops[1]).is_some_and(|x| is_one(x, w)) {
                return Fold::Replace(vec![FoldResult::Value(ops[0])]);
            }
            if kind == ArithFloorDivSI {
                return fold_last_decides(rw, kind, ops, w);
            }
            let ty = ctx.value_type(ops[0]);
            let attr = fold_elementwise(rw.ctx, ops, ty, |e| {
                int_binary(kind, w, int_of(e[0])?, int_of(e[1])?).map(DenseValue::Int)
            });
            attr.map_or(Fold::None, |a| Fold::Replace(vec![FoldResult::Attr(a)]))
        }
        // fmod of constants: the result has the sign of the dividend.
        ArithRemF => {
            let rt = ctx.value_type(ctx.result(op, 0));
            let TypeData::Float(fk) = *ctx.ty(elem_type(ctx, rt)) else {
                return Fold::None;
            };
            let attr = fold_elementwise(rw.ctx, ops, rt, |e| {
                let (x, y) = (fval(bits_of(e[0])?, fk), fval(bits_of(e[1])?, fk));
                let mut v = if fk == FloatKind::F32 {
                    ((x as f32) % (y as f32)) as f64
                } else {
                    x % y
                };
                // An invalid operation gives APFloat's default NaN, positive (x86's is negative).
                if v.is_nan() && !x.is_nan() && !y.is_nan() {
                    v = f64::NAN;
                }
                Some(DenseValue::Float(fbits(v, fk)))
            });
            attr.map_or(Fold::None, |a| Fold::Replace(vec![FoldResult::Attr(a)]))
        }
        _ => Fold::None,
    }
}

/// One element of an integer binary op on constants (`a`, `b` normalised to width `w`), as
/// upstream's folds compute it; none where upstream refuses (division by zero, signed
/// overflow of a division).
fn int_binary(kind: OpKind, w: u32, a: i128, b: i128) -> Option<i128> {
    use OpKind::*;
    let min = wrap(1i128 << (w - 1), w);
    let r = match kind {
        ArithAddI => a.wrapping_add(b),
        ArithSubI => a.wrapping_sub(b),
        ArithMulI => a.wrapping_mul(b),
        ArithAndI => a & b,
        ArithOrI => a | b,
        ArithXOrI => a ^ b,
        ArithDivUI | ArithRemUI | ArithCeilDivUI => {
            let (ua, ub) = (unsigned(a, w), unsigned(b, w));
            if ub == 0 {
                return None;
            }
            match kind {
                ArithDivUI => (ua / ub) as i128,
                ArithRemUI => (ua % ub) as i128,
                // The quotient plus one cannot overflow: a remainder means ub > 1.
                _ => (ua / ub + u128::from(ua % ub != 0)) as i128,
            }
        }
        ArithDivSI if b == 0 || (b == -1 && a == min) => return None,
        ArithDivSI => a / b,
        ArithRemSI if b == 0 => return None,
        ArithRemSI => a.wrapping_rem(b),
        // APInt's way, which refuses whenever negating an operand overflows: any non-zero
        // dividend with INT_MIN as an operand, unless both operands are positive.
        ArithCeilDivSI => {
            if b == 0 {
                return None;
            }
            if a == 0 {
                return Some(0);
            }
            if !(a > 0 && b > 0) && (a == min || b == min) {
                return None;
            }
            let (q, r) = (a / b, a % b);
            if r != 0 && ((a > 0) == (b > 0)) {
                q + 1
            } else {
                q
            }
        }
        ArithMaxSI => a.max(b),
        ArithMinSI => a.min(b),
        ArithMaxUI if unsigned(a, w) >= unsigned(b, w) => a,
        ArithMinUI if unsigned(a, w) <= unsigned(b, w) => a,
        ArithMaxUI | ArithMinUI => b,
        _ => return None,
    };
    Some(wrap(r, w))
}

/// The constant fold of floordivsi and the shifts over all elements, with upstream's quirks:
/// their folders keep one flag across the elements that a later element may reset
/// (`sfloordiv_ov` assigns the overflow flag after a division by zero set it; a shift sets
/// "in range" from each element's amount), so the last element decides.
fn fold_last_decides(rw: &mut Rewriter, kind: OpKind, ops: &[Value], w: u32) -> Fold {
    use OpKind::*;
    let ty = rw.ctx.value_type(ops[0]);
    let min = wrap(1i128 << (w - 1), w);
    let mut ok = true;
    let attr = fold_elementwise(rw.ctx, ops, ty, |e| {
        let (a, b) = (int_of(e[0])?, int_of(e[1])?);
        let r = match kind {
            ArithFloorDivSI if b == 0 => {
                ok = false;
                a
            }
            ArithFloorDivSI => {
                ok = !(a == min && b == -1);
                let (q, r) = (a.wrapping_div(b), a.wrapping_rem(b));
                if r != 0 && ((a < 0) != (b < 0)) {
                    q.wrapping_sub(1)
                } else {
                    q
                }
            }
            _ => {
                let s = unsigned(b, w);
                ok = s < w as u128;
                // APInt gives 0 (or the sign bits) for an amount past the width.
                match kind {
                    ArithShLI if ok => a << s,
                    ArithShRSI => wrap(a, w) >> s.min(127),
                    ArithShRUI if ok => (unsigned(a, w) >> s) as i128,
                    _ => 0,
                }
            }
        };
        Some(DenseValue::Int(wrap(r, w)))
    });
    match attr {
        Some(a) if ok => Fold::Replace(vec![FoldResult::Attr(a)]),
        _ => Fold::None,
    }
}

/// One element of addf/subf/mulf/divf on constants of kind `fk` (raw bits in and out).
fn float_binary(kind: OpKind, fk: FloatKind, x: u64, y: u64) -> u64 {
    use crate::ir::float::{f64_to_small, to_f64};
    let (p, q) = (to_f64(x, fk), to_f64(y, fk));
    macro_rules! arith {
        ($p:expr, $q:expr) => {
            match kind {
                OpKind::ArithAddF => $p + $q,
                OpKind::ArithSubF => $p - $q,
                OpKind::ArithMulF => $p * $q,
                _ => $p / $q,
            }
        };
    }
    // f16/bf16 operands are exact in f64, their sum, difference and product too; a
    // quotient is rounded twice, harmlessly (53 >= 2 * 11 + 2).
    let mut r = match fk {
        FloatKind::F32 => arith!(p as f32, q as f32) as f64,
        _ => arith!(p, q),
    };
    // An invalid operation gives APFloat's default NaN, positive (x86's is negative).
    if r.is_nan() && !p.is_nan() && !q.is_nan() {
        r = f64::NAN;
    }
    match fk {
        FloatKind::F32 => (r as f32).to_bits() as u64,
        FloatKind::F64 => r.to_bits(),
        _ => f64_to_small(r, fk),
    }
}

/// The `contract` fastmath flag.
const CONTRACT: u8 = 1 << 5;

/// An op's fastmath flags (bits as `AttrData::FastMath`); none when absent.
fn fastmath(ctx: &Context, op: Op) -> u8 {
    match ctx.get_attr(op, "fastmath").map(|a| ctx.attr(a)) {
        Some(AttrData::FastMath(f)) => *f,
        _ => 0,
    }
}

/// A float constant, scalar or splat, widened to f64 (`m_ConstantFloat`).
fn float_const(ctx: &Context, v: Value) -> Option<f64> {
    let (bits, ty) = const_float(ctx, v)?;
    match ctx.ty(ty) {
        TypeData::Float(k) => Some(crate::ir::float::to_f64(bits, *k)),
        _ => None,
    }
}

/// A float element's value, exactly, in f64.
fn fval(bits: u64, fk: FloatKind) -> f64 {
    crate::ir::float::to_f64(bits, fk)
}

/// The width of the mantissa of a float kind whose NaNs are IEEE's (a quiet bit on top of the
/// mantissa); `None` for the formats with a fixed NaN encoding.
fn ieee_mantissa(fk: FloatKind) -> Option<u32> {
    Some(match fk {
        FloatKind::F16 | FloatKind::TF32 => 10,
        FloatKind::BF16 => 7,
        FloatKind::F32 => 23,
        FloatKind::F64 => 52,
        FloatKind::F8E5M2 => 2,
        FloatKind::F8E4M3 => 3,
        FloatKind::F8E3M4 => 4,
        _ => return None,
    })
}

/// Whether `bits` is a signaling NaN of `fk` (APFloat's `isSignaling`).
fn signaling_nan(bits: u64, fk: FloatKind) -> bool {
    fval(bits, fk).is_nan() && ieee_mantissa(fk).is_some_and(|m| bits & (1 << (m - 1)) == 0)
}

/// A NaN made quiet (APFloat's `makeQuiet`: sign and payload kept).
fn quiet_nan(bits: u64, fk: FloatKind) -> u64 {
    match ieee_mantissa(fk) {
        Some(m) => bits | (1 << (m - 1)),
        None => bits,
    }
}

/// The bits of `x` rounded to the float kind `fk` (once from the f64, to nearest even).
fn fbits(x: f64, fk: FloatKind) -> u64 {
    match fk {
        FloatKind::F32 => (x as f32).to_bits() as u64,
        FloatKind::F64 => x.to_bits(),
        _ => crate::ir::float::f64_to_small(x, fk),
    }
}

/// The float kind of `ty`'s elements (of `ty` itself for a scalar).
fn float_kind(ctx: &Context, ty: crate::ir::Type) -> Option<FloatKind> {
    match ctx.ty(elem_type(ctx, ty)) {
        TypeData::Float(k) => Some(*k),
        _ => None,
    }
}

/// Upstream's identities of addf/subf/mulf/divf: `addf(x, -0.0)`, `subf(x, +0.0)`,
/// `mulf(x, 1.0)`, `divf(x, 1.0)` are x.
fn fold_float_identity(rw: &mut Rewriter, op: Op, ops: &[Value]) -> Option<Fold> {
    let ctx = &*rw.ctx;
    let r = float_const(ctx, ops[1])?;
    // mulf(x, ±0.0) is that zero when NaNs and the sign of zero may be ignored.
    const NNAN_NSZ: u8 = 0b1010;
    if ctx.kind(op) == OpKind::ArithMulF && r == 0.0 && fastmath(ctx, op) & NNAN_NSZ == NNAN_NSZ {
        return Some(Fold::Replace(vec![FoldResult::Value(ops[1])]));
    }
    let id = match ctx.kind(op) {
        OpKind::ArithAddF => r == 0.0 && r.is_sign_negative(),
        OpKind::ArithSubF => r == 0.0 && r.is_sign_positive(),
        _ => r == 1.0,
    };
    id.then(|| Fold::Replace(vec![FoldResult::Value(ops[0])]))
}

/// Upstream's folds of negf (of a negf; constants), maximumf/minimumf/maxnumf/minnumf (x with
/// itself, with -inf/+inf/NaN; constants), cmpf of constants (a NaN operand decides alone),
/// and the int/float casts of constants.
fn fold_float(rw: &mut Rewriter, op: Op, ops: &[Value]) -> Fold {
    use OpKind::*;
    let ctx = &*rw.ctx;
    let kind = ctx.kind(op);
    let rt = ctx.value_type(ctx.result(op, 0));
    let val = |v: Value| Fold::Replace(vec![FoldResult::Value(v)]);
    let done = |a: Option<crate::ir::Attr>| match a {
        Some(a) => Fold::Replace(vec![FoldResult::Attr(a)]),
        None => Fold::None,
    };
    let rk = float_kind(ctx, rt);
    // Integer operands: the two conversions to float.
    if matches!(kind, ArithSIToFP | ArithUIToFP) {
        let (Some(w), Some(rk)) = (int_width(ctx, ops[0]), rk) else {
            return Fold::None;
        };
        return done(fold_elementwise(rw.ctx, ops, rt, |e| {
            let x = int_of(e[0])?;
            let v = if kind == ArithUIToFP {
                let u = unsigned(x, w);
                if rk == FloatKind::F32 {
                    u as f32 as f64
                } else {
                    u as f64
                }
            } else if rk == FloatKind::F32 {
                wrap(x, w) as f32 as f64
            } else {
                wrap(x, w) as f64
            };
            Some(DenseValue::Float(fbits(v, rk)))
        }));
    }
    // Every other op here has a float operand.
    let Some(ik) = float_kind(ctx, ctx.value_type(ops[0])) else {
        return Fold::None;
    };
    match kind {
        ArithNegF => {
            if let Some(d) = def_of(ctx, ops[0], ArithNegF) {
                return val(ctx.operand(d, 0));
            }
            // APFloat's negation flips the sign bit (of a NaN too).
            let sign = 1u64 << (ik.width() - 1);
            done(fold_elementwise(rw.ctx, ops, rt, |e| {
                Some(DenseValue::Float(bits_of(e[0])? ^ sign))
            }))
        }
        ArithMaximumF | ArithMinimumF | ArithMaxNumF | ArithMinNumF => {
            if ops[0] == ops[1] {
                return val(ops[1]);
            }
            if let Some(y) = float_const(ctx, ops[1]) {
                let neutral = match kind {
                    ArithMaximumF => y == f64::NEG_INFINITY,
                    ArithMinimumF => y == f64::INFINITY,
                    _ => y.is_nan(),
                };
                if neutral {
                    return val(ops[0]);
                }
            }
            let max = matches!(kind, ArithMaximumF | ArithMaxNumF);
            done(fold_elementwise(rw.ctx, ops, rt, |e| {
                let (bx, by) = (bits_of(e[0])?, bits_of(e[1])?);
                let (x, y) = (fval(bx, ik), fval(by, ik));
                // APFloat's NaN rules, the NaN kept with its sign and payload (quieted):
                // maximum/minimum return the first NaN; maxnum/minnum a signaling one, else
                // the other operand.
                let nan = match kind {
                    ArithMaximumF | ArithMinimumF if x.is_nan() => Some(quiet_nan(bx, ik)),
                    ArithMaximumF | ArithMinimumF if y.is_nan() => Some(quiet_nan(by, ik)),
                    ArithMaximumF | ArithMinimumF => None,
                    _ if signaling_nan(bx, ik) => Some(quiet_nan(bx, ik)),
                    _ if signaling_nan(by, ik) => Some(quiet_nan(by, ik)),
                    _ if x.is_nan() => Some(by),
                    _ if y.is_nan() => Some(bx),
                    _ => None,
                };
                if let Some(b) = nan {
                    return Some(DenseValue::Float(b));
                }
                // -0 < +0.
                let pick_x = if x == y {
                    x.is_sign_negative() != max
                } else {
                    (x > y) == max
                };
                Some(DenseValue::Float(if pick_x { bx } else { by }))
            }))
        }
        // Scalars only, as upstream's (FloatAttr operands).
        ArithCmpF => {
            let scalar = |v: Value| match const_attr(ctx, v).map(|a| ctx.attr(a)) {
                Some(AttrData::Float { bits, .. }) => Some(fval(*bits, ik)),
                _ => None,
            };
            let (mut a, mut b) = (scalar(ops[0]), scalar(ops[1]));
            if a.is_some_and(|x| x.is_nan()) {
                b = a;
            }
            if b.is_some_and(|x| x.is_nan()) {
                a = b;
            }
            let (Some(x), Some(y)) = (a, b) else {
                return Fold::None;
            };
            let Some(AttrData::Integer { value: pred, .. }) =
                ctx.get_attr(op, "predicate").map(|a| ctx.attr(a))
            else {
                return Fold::None;
            };
            let r = crate::ir::attrs::cmpf_holds(*pred, x, y);
            let a = rw.ctx.bool_attr(r);
            Fold::Replace(vec![FoldResult::Attr(a)])
        }
        // extf is exact; truncf folds only when nothing is lost (as upstream), so its rounding
        // mode never matters.
        // extf(truncf x) is x when both may contract.
        ArithExtF
            if ctx.defining_op(ops[0]).is_some_and(|t| {
                ctx.kind(t) == ArithTruncF
                    && ctx.value_type(ctx.operand(t, 0)) == rt
                    && fastmath(ctx, t) & CONTRACT != 0
                    && fastmath(ctx, op) & CONTRACT != 0
            }) =>
        {
            val(ctx.operand(ctx.defining_op(ops[0]).unwrap(), 0))
        }
        // truncf(extf x): x when of the result type, truncf x when x is wider.
        ArithTruncF
            if ctx
                .defining_op(ops[0])
                .is_some_and(|e| ctx.kind(e) == ArithExtF) =>
        {
            let src = ctx.operand(ctx.defining_op(ops[0]).unwrap(), 0);
            let st = ctx.value_type(src);
            let width = |t| float_kind(ctx, t).map_or(0, |k| k.width());
            if st == rt {
                val(src)
            } else if width(st) > width(rt) {
                rw.ctx.set_operand(op, 0, src);
                Fold::InPlace
            } else {
                Fold::None
            }
        }
        ArithExtF | ArithTruncF => {
            let Some(rk) = rk else { return Fold::None };
            done(fold_elementwise(rw.ctx, ops, rt, |e| {
                let x = fval(bits_of(e[0])?, ik);
                let r = fbits(x, rk);
                // Bits compared, so that a NaN whose payload would be cut is not exact either.
                (kind == ArithExtF || fval(r, rk).to_bits() == x.to_bits())
                    .then_some(DenseValue::Float(r))
            }))
        }
        _ => {
            // fptosi/fptoui: in range after truncation toward zero, else left alone.
            let Some(w) = int_width(ctx, ctx.result(op, 0)) else {
                return Fold::None;
            };
            let (lo, hi) = if kind == ArithFPToSI {
                (-(2f64.powi(w as i32 - 1)), 2f64.powi(w as i32 - 1))
            } else {
                (0.0, 2f64.powi(w as i32))
            };
            done(fold_elementwise(rw.ctx, ops, rt, |e| {
                let t = fval(bits_of(e[0])?, ik).trunc();
                // (A NaN fails the range check too.)
                (t >= lo && t < hi).then(|| DenseValue::Int(wrap(t as i128, w)))
            }))
        }
    }
}

/// `select(p, select(p, a, b), c)` → `select(p, a, c)`, and likewise on the false side.
pub(super) fn redundant_nested_select(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if ctx.kind(op) != OpKind::ArithSelect {
        return false;
    }
    let (p, a, b) = (ctx.operand(op, 0), ctx.operand(op, 1), ctx.operand(op, 2));
    let inner = |v: Value| {
        ctx.defining_op(v)
            .filter(|d| ctx.kind(*d) == OpKind::ArithSelect && ctx.operand(*d, 0) == p)
    };
    if let Some(t) = inner(a) {
        let x = ctx.operand(t, 1);
        let b = drr_builder(rw, op, &[Some(t)]);
        rw.ctx.set_op_loc(op, b.loc);
        rw.ctx.set_operand(op, 1, x);
        rw.modified(op);
        return true;
    }
    if let Some(f) = inner(b) {
        let y = ctx.operand(f, 2);
        let b = drr_builder(rw, op, &[Some(f)]);
        rw.ctx.set_op_loc(op, b.loc);
        rw.ctx.set_operand(op, 2, y);
        rw.modified(op);
        return true;
    }
    false
}

/// Integer casts of casts (upstream's folds and patterns for them): `trunci(trunci x)` and
/// `trunci(ext x)` to a narrower type truncate `x`; `trunci(ext x)` back to `x`'s type is `x`;
/// `extui(extui x)`, `extsi(extsi x)`, `index_cast(extsi x)` and `index_castui(extui x)` take
/// `x` directly; `index_cast(index_cast x)` (either kind, both the same) back to `x`'s type
/// is `x`.
pub(super) fn fold_cast_chain(rw: &mut Rewriter, op: Op) -> Option<Fold> {
    use OpKind::*;
    let ctx = &*rw.ctx;
    let kind = ctx.kind(op);
    let input = ctx.operand(op, 0);
    let inner = ctx.defining_op(input)?;
    let inner_kind = ctx.kind(inner);
    if !matches!(
        inner_kind,
        ArithTruncI | ArithExtUI | ArithExtSI | ArithIndexCast | ArithIndexCastUI
    ) {
        return None;
    }
    let src = ctx.operand(inner, 0);
    let (st, rt) = (ctx.value_type(src), ctx.value_type(ctx.result(op, 0)));
    let take_src = match (kind, inner_kind) {
        (ArithTruncI, ArithTruncI) => true,
        (ArithTruncI, ArithExtUI | ArithExtSI) => {
            if st == rt {
                return Some(Fold::Replace(vec![FoldResult::Value(src)]));
            }
            int_width(ctx, src)? > int_width(ctx, ctx.result(op, 0))?
        }
        (ArithExtUI, ArithExtUI)
        | (ArithExtSI, ArithExtSI)
        | (ArithIndexCast, ArithExtSI)
        | (ArithIndexCastUI, ArithExtUI) => true,
        // (Even through a narrower intermediate type, as 22.1.8 does.)
        (ArithIndexCast, ArithIndexCast) | (ArithIndexCastUI, ArithIndexCastUI) if st == rt => {
            return Some(Fold::Replace(vec![FoldResult::Value(src)]));
        }
        _ => false,
    };
    if !take_src {
        return None;
    }
    // index_cast(extsi) and index_castui(extui) are DRR patterns upstream (a new op at the
    // fused location); the others are folds.
    if matches!(
        (kind, inner_kind),
        (ArithIndexCast, ArithExtSI) | (ArithIndexCastUI, ArithExtUI)
    ) {
        let b = drr_builder(rw, op, &[Some(inner)]);
        rw.ctx.set_op_loc(op, b.loc);
    }
    rw.ctx.set_operands(op, &[src]);
    Some(Fold::InPlace)
}

/// Casts of extensions that become another extension: `extsi(extui x)` → `extui x`, and
/// `trunci(extsi/extui x)` to a type wider than `x`'s → `extsi/extui x` to it.
pub(super) fn ext_of_ext(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let kind = ctx.kind(op);
    if !matches!(kind, OpKind::ArithExtSI | OpKind::ArithTruncI) {
        return false;
    }
    let Some(inner) = ctx.defining_op(ctx.operand(op, 0)) else {
        return false;
    };
    let inner_kind = ctx.kind(inner);
    if !matches!(inner_kind, OpKind::ArithExtUI | OpKind::ArithExtSI) {
        return false;
    }
    let src = ctx.operand(inner, 0);
    let rt = ctx.value_type(ctx.result(op, 0));
    let new_kind = match (kind, inner_kind) {
        (OpKind::ArithExtSI, OpKind::ArithExtUI) => OpKind::ArithExtUI,
        (OpKind::ArithTruncI, OpKind::ArithExtUI | OpKind::ArithExtSI)
            if int_width(ctx, src) < int_width(ctx, ctx.result(op, 0)) =>
        {
            inner_kind
        }
        _ => return false,
    };
    let b = drr_builder(rw, op, &[Some(inner)]);
    let new = rw.create(&b, new_kind, &[src], &[rt], vec![]);
    let r = rw.ctx.result(new, 0);
    rw.replace_op(op, &[r]);
    true
}

/// Upstream's ArithCanonicalization.td patterns that fold constants through add/sub/mul
/// chains, in upstream's order per op (the new op's overflow flags are the intersection of the
/// matched ops' flags, or none where upstream gives none):
///
/// | pattern | rewrite |
/// |---|---|
/// | AddIAddConstant | `addi(addi(x, c0), c1)` → `addi(x, c0 + c1)` |
/// | AddISubConstantRHS | `addi(subi(x, c0), c1)` → `addi(x, c1 - c0)` |
/// | AddISubConstantLHS | `addi(subi(c0, x), c1)` → `subi(c0 + c1, x)` |
/// | AddIMulNegativeOneRhs | `addi(x, muli(y, -1))` → `subi(x, y)` (no flags) |
/// | AddIMulNegativeOneLhs | `addi(muli(x, -1), y)` → `subi(y, x)` (no flags) |
/// | SubIRHSAddConstant | `subi(addi(x, c0), c1)` → `addi(x, c0 - c1)` (no flags) |
/// | SubILHSAddConstant | `subi(c1, addi(x, c0))` → `subi(c1 - c0, x)` |
/// | SubIRHSSubConstantRHS | `subi(subi(x, c0), c1)` → `subi(x, c0 + c1)` |
/// | SubIRHSSubConstantLHS | `subi(subi(c0, x), c1)` → `subi(c0 - c1, x)` |
/// | SubILHSSubConstantRHS | `subi(c1, subi(x, c0))` → `subi(c0 + c1, x)` |
/// | SubILHSSubConstantLHS | `subi(c1, subi(c0, x))` → `addi(x, c1 - c0)` |
/// | SubISubILHSRHSLHS | `subi(subi(a, b), a)` → `subi(0, b)` |
/// | MulIMulIConstant | `muli(muli(x, c0), c1)` → `muli(x, c0 * c1)` |
pub(super) fn reassociate_constants(rw: &mut Rewriter, op: Op) -> bool {
    use OpKind::{ArithAddI as Add, ArithMulI as Mul, ArithSubI as Sub};
    let ctx = &*rw.ctx;
    let kind = ctx.kind(op);
    if !matches!(kind, Add | Sub | Mul) {
        return false;
    }
    let (lhs, rhs) = (ctx.operand(op, 0), ctx.operand(op, 1));
    let Some(w) = int_width(ctx, rhs) else {
        return false;
    };
    let ty = ctx.value_type(rhs);
    let flags = |o: Op| match ctx.get_attr(o, "overflowFlags").map(|a| ctx.attr(a)) {
        Some(AttrData::Overflow(b)) => *b,
        _ => 0,
    };
    // The op defining `v` if it is `k`, with its operands.
    let def = |v: Value, k: OpKind| {
        ctx.defining_op(v)
            .filter(|d| ctx.kind(*d) == k)
            .map(|d| (d, ctx.operand(d, 0), ctx.operand(d, 1)))
    };
    // DRR's `APIntAttr` constants are scalars; `-1` (IsScalarOrSplatNegativeOne) may be a splat.
    let c = |v: Value| const_scalar_int(ctx, v);
    enum New {
        /// `kind(x, constant)`.
        XC(OpKind, Value, i128),
        /// `kind(constant, x)`.
        CX(OpKind, i128, Value),
        /// `subi(a, b)` with no constant.
        Sub(Value, Value),
    }
    let mut plan: Option<(New, u8)> = None;
    // The second op of DRR's `tblgen_ops` (root, then matched ops in post-order, a constant
    // matcher's op included), whose location is fused with the root's into the new ops' (DRR
    // fuses as many as the pattern has op nodes: two here).
    let mut second: Option<Op> = None;
    let merged = |inner: Op| flags(inner) & flags(op);
    match kind {
        Add => {
            if let Some(c1) = c(rhs) {
                if let Some((d, x, c0v)) = def(lhs, Add) {
                    if let Some(c0) = c(c0v) {
                        plan = Some((New::XC(Add, x, c0.wrapping_add(c1)), merged(d)));
                        second = ctx.defining_op(c0v);
                    }
                }
                if plan.is_none() {
                    if let Some((d, a, b)) = def(lhs, Sub) {
                        if let Some(c0) = c(b) {
                            plan = Some((New::XC(Add, a, c1.wrapping_sub(c0)), merged(d)));
                            second = ctx.defining_op(b);
                        } else if let Some(c0) = c(a) {
                            plan = Some((New::CX(Sub, c0.wrapping_add(c1), b), merged(d)));
                            second = ctx.defining_op(a);
                        }
                    }
                }
            }
            let minus_one = |v: Value| const_int(ctx, v).is_some_and(|k| wrap(k, w) == -1);
            if plan.is_none() {
                if let Some((_, y, m)) = def(rhs, Mul) {
                    if minus_one(m) {
                        plan = Some((New::Sub(lhs, y), 0));
                        second = ctx.defining_op(m);
                    }
                }
            }
            if plan.is_none() {
                if let Some((_, x, m)) = def(lhs, Mul) {
                    if minus_one(m) {
                        plan = Some((New::Sub(rhs, x), 0));
                        second = ctx.defining_op(m);
                    }
                }
            }
        }
        Sub => {
            let (cl, cr) = (c(lhs), c(rhs));
            if let Some(c1) = cr {
                if let Some((_, x, c0v)) = def(lhs, Add) {
                    if let Some(c0) = c(c0v) {
                        plan = Some((New::XC(Add, x, c0.wrapping_sub(c1)), 0));
                        second = ctx.defining_op(c0v);
                    }
                }
            }
            if plan.is_none() {
                if let (Some(c1), Some((d, x, c0))) = (cl, def(rhs, Add)) {
                    if let Some(c0) = c(c0) {
                        plan = Some((New::CX(Sub, c1.wrapping_sub(c0), x), merged(d)));
                        second = ctx.defining_op(lhs);
                    }
                }
            }
            if plan.is_none() {
                if let (Some(c1), Some((d, a, b))) = (cr, def(lhs, Sub)) {
                    if let Some(c0) = c(b) {
                        plan = Some((New::XC(Sub, a, c0.wrapping_add(c1)), merged(d)));
                        second = ctx.defining_op(b);
                    } else if let Some(c0) = c(a) {
                        plan = Some((New::CX(Sub, c0.wrapping_sub(c1), b), merged(d)));
                        second = ctx.defining_op(a);
                    }
                }
            }
            if plan.is_none() {
                if let (Some(c1), Some((d, a, b))) = (cl, def(rhs, Sub)) {
                    if let Some(c0) = c(b) {
                        plan = Some((New::CX(Sub, c0.wrapping_add(c1), a), merged(d)));
                        second = ctx.defining_op(lhs);
                    } else if let Some(c0) = c(a) {
                        plan = Some((New::XC(Add, b, c1.wrapping_sub(c0)), merged(d)));
                        second = ctx.defining_op(lhs);
                    }
                }
            }
            if plan.is_none() {
                if let Some((d, a, b)) = def(lhs, Sub) {
                    if a == rhs {
                        plan = Some((New::CX(Sub, 0, b), merged(d)));
                        second = Some(d);
                    }
                }
            }
        }
        _ => {
            if let (Some(c1), Some((d, x, c0v))) = (c(rhs), def(lhs, Mul)) {
                if let Some(c0) = c(c0v) {
                    plan = Some((New::XC(Mul, x, c0.wrapping_mul(c1)), merged(d)));
                    second = ctx.defining_op(c0v);
                }
            }
        }
    }
    let Some((new, bits)) = plan else {
        return false;
    };
    let locs: Vec<crate::ir::Loc> = std::iter::once(op)
        .chain(second)
        .map(|o| ctx.op_loc(o))
        .collect();
    let loc = rw.ctx.fused_loc(&locs);
    let mut attrs = Vec::new();
    if bits != 0 {
        let a = rw.ctx.intern_attr(AttrData::Overflow(bits));
        attrs.push(("overflowFlags".to_string(), a));
    }
    let constant = |rw: &mut Rewriter, k: i128| {
        let attr = rw.ctx.int_attr(wrap(k, w), ty);
        let v = rw.constant(op, attr);
        let c = rw.ctx.defining_op(v).unwrap();
        rw.ctx.set_op_loc(c, loc);
        v
    };
    let (new_kind, operands) = match new {
        New::XC(k, x, n) => (k, [x, constant(rw, n)]),
        New::CX(k, n, x) => (k, [constant(rw, n), x]),
        New::Sub(a, b) => (Sub, [a, b]),
    };
    let mut b = Builder::before(rw.ctx, op);
    b.loc = loc;
    let created = rw.create(&b, new_kind, &operands, &[ty], attrs);
    let r = rw.ctx.result(created, 0);
    rw.replace_op(op, &[r]);
    true
}

/// `select %c, false, true` → `xori %c, true`.
pub(super) fn select_i1_to_not(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if ctx.kind(op) != OpKind::ArithSelect || !ctx.ty(ctx.value_type(ctx.result(op, 0))).is_i1() {
        return false;
    }
    let ops = ctx.operands(op).to_vec();
    if !(const_int(ctx, ops[1]) == Some(0) && const_int(ctx, ops[2]).is_some_and(|x| x != 0)) {
        return false;
    }
    // A new `true` at the select (upstream's DRR pattern builds one, with the select's
    // location), not the select's own false-value operand.
    let i1 = rw.ctx.int_type(1);
    let one = rw.ctx.int_attr(1, i1);
    let t = rw.constant(op, one);
    let b = Builder::before(rw.ctx, op);
    let x = rw.create(&b, OpKind::ArithXOrI, &[ops[0], t], &[i1], vec![]);
    let r = rw.ctx.result(x, 0);
    rw.replace_op(op, &[r]);
    true
}

/// Upstream's `SelectToExtUI`: `select %c, 1, 0` is `extui %c`, and `select %c, 0, 1` is
/// `extui (xori %c, true)`, for integer results wider than i1.
pub(super) fn select_to_extui(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if ctx.kind(op) != OpKind::ArithSelect {
        return false;
    }
    let rt = ctx.value_type(ctx.result(op, 0));
    if !matches!(ctx.ty(rt), TypeData::Integer { .. }) || ctx.ty(rt).is_i1() {
        return false;
    }
    let ops = ctx.operands(op).to_vec();
    let (t, f) = (const_int(ctx, ops[1]), const_int(ctx, ops[2]));
    let cond = match (t, f) {
        (Some(1), Some(0)) => ops[0],
        (Some(0), Some(1)) => {
            let i1 = rw.ctx.value_type(ops[0]);
            let one = rw.ctx.int_attr(1, i1);
            let cv = rw.constant(op, one);
            let b = Builder::before(rw.ctx, op);
            let x = rw.create(&b, OpKind::ArithXOrI, &[ops[0], cv], &[i1], vec![]);
            rw.ctx.result(x, 0)
        }
        _ => return false,
    };
    let b = Builder::before(rw.ctx, op);
    let e = rw.create(&b, OpKind::ArithExtUI, &[cond], &[rt], vec![]);
    let r = rw.ctx.result(e, 0);
    rw.replace_op(op, &[r]);
    true
}

/// Whether `op`'s `overflowFlags` include `bit` (nsw = 1, nuw = 2).
pub(super) fn has_overflow_flag(ctx: &Context, op: Op, bit: u8) -> bool {
    matches!(
        ctx.get_attr(op, "overflowFlags").map(|a| ctx.attr(a)),
        Some(AttrData::Overflow(bits)) if bits & bit != 0
    )
}

/// Upstream's folds of add/sub over sub/add, `(a * b) / b`, bitwise ops over other bitwise
/// ops, and min/max and remainders at extreme constants (after the constant and `x op x`
/// cases):
/// `and(x, not x)` = 0, `and(a, and(a, b))` = `and(a, b)`, `or(x, xor(x, -1))` = -1,
/// `xor(xor(x, a), a)` = x (either operand order), `maxsi(x, INT_MAX)` = INT_MAX,
/// `maxsi(x, INT_MIN)` = x (and the unsigned and min forms), `remsi/remui(x, 1)` = 0.
fn fold_int_identities(rw: &mut Rewriter, op: Op, ops: &[Value], w: u32) -> Fold {
    use OpKind::*;
    let ctx = &*rw.ctx;
    let kind = ctx.kind(op);
    let v = |x: Value| Fold::Replace(vec![FoldResult::Value(x)]);
    let ty = ctx.value_type(ops[0]);
    let all_ones = |x: i128| wrap(x, w) == -1;
    // `xori %x, -1` (not x): then x and the constant.
    let not_of = |val: Value| -> Option<(Value, Value)> {
        let d = def_of(ctx, val, ArithXOrI)?;
        let (x, c) = (ctx.operand(d, 0), ctx.operand(d, 1));
        const_int(ctx, c).filter(|c| all_ones(*c))?;
        Some((x, c))
    };
    let rhs = const_int(ctx, ops[1]);
    match kind {
        // addi(subi(a, b), b) = a, addi(b, subi(a, b)) = a.
        ArithAddI => {
            if let Some(s) = def_of(ctx, ops[0], OpKind::ArithSubI) {
                if ctx.operand(s, 1) == ops[1] {
                    return v(ctx.operand(s, 0));
                }
            }
            if let Some(s) = def_of(ctx, ops[1], OpKind::ArithSubI) {
                if ctx.operand(s, 1) == ops[0] {
                    return v(ctx.operand(s, 0));
                }
            }
        }
        // subi(addi(a, b), b) = a, subi(addi(a, b), a) = b.
        ArithSubI => {
            if let Some(a) = def_of(ctx, ops[0], OpKind::ArithAddI) {
                if ctx.operand(a, 1) == ops[1] {
                    return v(ctx.operand(a, 0));
                }
                if ctx.operand(a, 0) == ops[1] {
                    return v(ctx.operand(a, 1));
                }
            }
        }
        // (a * b) / b = a when the multiplication cannot wrap (nuw for divui, nsw for divsi).
        ArithDivUI | ArithDivSI => {
            // `#arith.overflow` bits: nsw = 1, nuw = 2.
            let flag = if kind == ArithDivUI { 2 } else { 1 };
            if let Some(m) = def_of(ctx, ops[0], OpKind::ArithMulI) {
                if has_overflow_flag(ctx, m, flag) {
                    if ctx.operand(m, 0) == ops[1] {
                        return v(ctx.operand(m, 1));
                    }
                    if ctx.operand(m, 1) == ops[1] {
                        return v(ctx.operand(m, 0));
                    }
                }
            }
        }
        ArithAndI => {
            if not_of(ops[1]).is_some_and(|(x, _)| x == ops[0])
                || not_of(ops[0]).is_some_and(|(x, _)| x == ops[1])
            {
                let attr = rw.ctx.int_attr(0, ty);
                return Fold::Replace(vec![FoldResult::Attr(attr)]);
            }
            for (prev, other) in [(ops[0], ops[1]), (ops[1], ops[0])] {
                if let Some(p) = def_of(ctx, prev, OpKind::ArithAndI) {
                    if other == ctx.operand(p, 0) || other == ctx.operand(p, 1) {
                        return v(prev);
                    }
                }
            }
        }
        ArithOrI => {
            if let Some((x, c)) = not_of(ops[1]) {
                if x == ops[0] {
                    return v(c);
                }
            }
            if let Some((x, c)) = not_of(ops[0]) {
                if x == ops[1] {
                    return v(c);
                }
            }
        }
        ArithXOrI => {
            if let Some(p) = def_of(ctx, ops[0], OpKind::ArithXOrI) {
                let (pl, pr) = (ctx.operand(p, 0), ctx.operand(p, 1));
                if pr == ops[1] {
                    return v(pl);
                }
                if pl == ops[1] {
                    return v(pr);
                }
            }
            if let Some(p) = def_of(ctx, ops[1], OpKind::ArithXOrI) {
                let (pl, pr) = (ctx.operand(p, 0), ctx.operand(p, 1));
                if pr == ops[0] {
                    return v(pl);
                }
                if pl == ops[0] {
                    return v(pr);
                }
            }
        }
        ArithRemSI | ArithRemUI if rhs.is_some_and(|x| is_one(x, w)) => {
            let attr = rw.ctx.int_attr(0, ty);
            return Fold::Replace(vec![FoldResult::Attr(attr)]);
        }
        _ => {}
    }
    Fold::None
}

/// The predicate of an `arith.cmpi`, by enum value.
pub(super) fn cmpi_predicate(ctx: &Context, cmp: Op) -> Option<usize> {
    match ctx.get_attr(cmp, "predicate").map(|a| ctx.attr(a)) {
        Some(AttrData::Integer { value, .. }) if (0..10).contains(value) => Some(*value as usize),
        _ => None,
    }
}

/// Upstream's `XOrINotCmpI`: `xori (cmpi pred a b), true` is `cmpi (not pred) a b`.
pub(super) fn xori_not_cmpi(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if ctx.kind(op) != OpKind::ArithXOrI || !ctx.ty(ctx.value_type(ctx.result(op, 0))).is_i1() {
        return false;
    }
    let ops = ctx.operands(op).to_vec();
    let Some(cmp) = def_of(ctx, ops[0], OpKind::ArithCmpI) else {
        return false;
    };
    if const_int(ctx, ops[1]).is_none_or(|x| x == 0) {
        return false;
    }
    let Some(pred) = cmpi_predicate(ctx, cmp) else {
        return false;
    };
    let (a, b) = (ctx.operand(cmp, 0), ctx.operand(cmp, 1));
    let p = rw.ctx.i64_attr(CMPI_INVERTED[pred]);
    let bld = drr_builder(rw, op, &[Some(cmp)]);
    let i1 = rw.ctx.int_type(1);
    let c = rw.create(
        &bld,
        OpKind::ArithCmpI,
        &[a, b],
        &[i1],
        vec![("predicate".into(), p)],
    );
    let r = rw.ctx.result(c, 0);
    rw.replace_op(op, &[r]);
    true
}

/// Upstream's AndOfExtUI/AndOfExtSI, OrOfExtUI/OrOfExtSI and XOrIOfExtUI/XOrIOfExtSI:
/// `op(ext x, ext y)` → `ext(op(x, y))` for two extensions of one kind from one type
/// (zero extensions tried first, as upstream registers them).
pub(super) fn bitwise_of_exts(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let kind = ctx.kind(op);
    if !matches!(
        kind,
        OpKind::ArithAndI | OpKind::ArithOrI | OpKind::ArithXOrI
    ) {
        return false;
    }
    for ext in [OpKind::ArithExtUI, OpKind::ArithExtSI] {
        let Some([x, y]) = same_kind_sources(ctx, op, ext) else {
            continue;
        };
        let (xt, rt) = (ctx.value_type(x), ctx.value_type(ctx.result(op, 0)));
        let b = drr_builder(
            rw,
            op,
            &[
                ctx.defining_op(ctx.operand(op, 0)),
                ctx.defining_op(ctx.operand(op, 1)),
            ],
        );
        let inner = rw.create(&b, kind, &[x, y], &[xt], vec![]);
        let v = rw.ctx.result(inner, 0);
        let outer = rw.create(&b, ext, &[v], &[rt], vec![]);
        let r = rw.ctx.result(outer, 0);
        rw.replace_op(op, &[r]);
        return true;
    }
    false
}

/// The sources `[x, y]` of `op`'s two operands when both are made by ops of `kind` from
/// values of one type.
fn same_kind_sources(ctx: &Context, op: Op, kind: OpKind) -> Option<[Value; 2]> {
    let src = |v: Value| {
        ctx.defining_op(v)
            .filter(|d| ctx.kind(*d) == kind)
            .map(|d| ctx.operand(d, 0))
    };
    let (x, y) = (src(ctx.operand(op, 0))?, src(ctx.operand(op, 1))?);
    (ctx.value_type(x) == ctx.value_type(y)).then_some([x, y])
}

/// Upstream's CmpIExtSI and CmpIExtUI: `cmpi eq/ne (ext a), (ext b)` → `cmpi eq/ne a, b` for
/// two extensions of one kind from one type.
pub(super) fn cmpi_of_exts(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if ctx.kind(op) != OpKind::ArithCmpI || !matches!(cmpi_predicate(ctx, op), Some(0 | 1)) {
        return false;
    }
    for ext in [OpKind::ArithExtSI, OpKind::ArithExtUI] {
        let Some([a, b]) = same_kind_sources(ctx, op, ext) else {
            continue;
        };
        let pred = ctx.get_attr(op, "predicate");
        let i1 = ctx.value_type(ctx.result(op, 0));
        let bld = drr_builder(
            rw,
            op,
            &[
                ctx.defining_op(ctx.operand(op, 0)),
                ctx.defining_op(ctx.operand(op, 1)),
            ],
        );
        let attrs = pred
            .map(|p| vec![("predicate".into(), p)])
            .unwrap_or_default();
        let c = rw.create(&bld, OpKind::ArithCmpI, &[a, b], &[i1], attrs);
        let r = rw.ctx.result(c, 0);
        rw.replace_op(op, &[r]);
        return true;
    }
    false
}

/// Upstream's SelectNotCond: `select(xori(p, all ones), a, b)` → `select(p, b, a)`.
pub(super) fn select_not_cond(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if ctx.kind(op) != OpKind::ArithSelect {
        return false;
    }
    let Some(not) = def_of(ctx, ctx.operand(op, 0), OpKind::ArithXOrI) else {
        return false;
    };
    let ones = ctx.operand(not, 1);
    // DRR's `APIntAttr`: a scalar constant.
    let all_ones = match (const_scalar_int(ctx, ones), int_width(ctx, ones)) {
        (Some(c), Some(w)) if (1..=128).contains(&w) => wrap(c, w) == wrap(-1, w),
        _ => false,
    };
    if !all_ones {
        return false;
    }
    let (p, a, b) = (ctx.operand(not, 0), ctx.operand(op, 1), ctx.operand(op, 2));
    let rt = ctx.value_type(ctx.result(op, 0));
    let bld = drr_builder(rw, op, &[ctx.defining_op(ctx.operand(not, 1))]);
    let s = rw.create(&bld, OpKind::ArithSelect, &[p, b, a], &[rt], vec![]);
    let r = rw.ctx.result(s, 0);
    rw.replace_op(op, &[r]);
    true
}

/// Upstream's AddUIExtendedToAddI, MulSIExtendedToMulI and MulUIExtendedToMulI: an extended
/// op whose second result is unused → the plain op (no overflow flags); the unused result is
/// replaced by the left operand, as upstream does.
pub(super) fn extended_to_plain(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let plain = match ctx.kind(op) {
        OpKind::ArithAddUIExtended => OpKind::ArithAddI,
        OpKind::ArithMulSIExtended | OpKind::ArithMulUIExtended => OpKind::ArithMulI,
        _ => return false,
    };
    if !ctx.uses(ctx.result(op, 1)).is_empty() {
        return false;
    }
    let (x, y) = (ctx.operand(op, 0), ctx.operand(op, 1));
    let rt = ctx.value_type(ctx.result(op, 0));
    let bld = Builder::before(rw.ctx, op);
    let n = rw.create(&bld, plain, &[x, y], &[rt], vec![]);
    let r = rw.ctx.result(n, 0);
    rw.replace_op(op, &[r, x]);
    true
}

/// Upstream's MulFOfNegF and DivFOfNegF: `op(negf x, negf y)` → `op(x, y)`, keeping the
/// op's fastmath flags.
pub(super) fn negf_pair(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let kind = ctx.kind(op);
    if !matches!(kind, OpKind::ArithMulF | OpKind::ArithDivF) {
        return false;
    }
    let Some([x, y]) = same_kind_sources(ctx, op, OpKind::ArithNegF) else {
        return false;
    };
    let rt = ctx.value_type(ctx.result(op, 0));
    let attrs = ctx
        .get_attr(op, "fastmath")
        .map(|f| vec![("fastmath".into(), f)])
        .unwrap_or_default();
    let bld = drr_builder(
        rw,
        op,
        &[
            ctx.defining_op(ctx.operand(op, 0)),
            ctx.defining_op(ctx.operand(op, 1)),
        ],
    );
    let n = rw.create(&bld, kind, &[x, y], &[rt], attrs);
    let r = rw.ctx.result(n, 0);
    rw.replace_op(op, &[r]);
    true
}

/// Upstream's BitcastOfBitcast: `bitcast(bitcast x)` → `bitcast x` (to the outer type; the
/// bitcast fold then gives `x` when the types round-trip).
pub(super) fn bitcast_of_bitcast(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if ctx.kind(op) != OpKind::ArithBitcast {
        return false;
    }
    let Some(inner) = def_of(ctx, ctx.operand(op, 0), OpKind::ArithBitcast) else {
        return false;
    };
    let (x, rt) = (ctx.operand(inner, 0), ctx.value_type(ctx.result(op, 0)));
    let b = drr_builder(rw, op, &[Some(inner)]);
    let n = rw.create(&b, OpKind::ArithBitcast, &[x], &[rt], vec![]);
    let r = rw.ctx.result(n, 0);
    rw.replace_op(op, &[r]);
    true
}

/// Upstream's TruncIShrSIToTrunciShrUI: `trunci(shrsi(x, c))` → `trunci(shrui(x, c))` when `c`
/// is the number of bits truncated away (the shifted-in sign bits are dropped anyway); the
/// trunci keeps its overflow flags.
pub(super) fn trunci_of_shrsi(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if ctx.kind(op) != OpKind::ArithTruncI {
        return false;
    }
    let Some(shr) = def_of(ctx, ctx.operand(op, 0), OpKind::ArithShRSI) else {
        return false;
    };
    let (x, c) = (ctx.operand(shr, 0), ctx.operand(shr, 1));
    let (Some(wx), Some(wr), Some(k)) = (
        int_width(ctx, x),
        int_width(ctx, ctx.result(op, 0)),
        const_int(ctx, c),
    ) else {
        return false;
    };
    if i128::from(wx) - i128::from(wr) != k {
        return false;
    }
    let Some(cattr) = ctx.defining_op(c).and_then(|d| ctx.get_attr(d, "value")) else {
        return false;
    };
    let xt = ctx.value_type(x);
    let rt = ctx.value_type(ctx.result(op, 0));
    let attrs: Vec<(String, crate::ir::Attr)> = ctx
        .get_attr(op, "overflowFlags")
        .map(|f| vec![("overflowFlags".into(), f)])
        .unwrap_or_default();
    let b = drr_builder(rw, op, &[ctx.defining_op(c)]);
    let cv = rw.constant(op, cattr);
    if let Some(d) = rw.ctx.defining_op(cv) {
        rw.ctx.set_op_loc(d, b.loc);
    }
    let s = rw.create(&b, OpKind::ArithShRUI, &[x, cv], &[xt], vec![]);
    let sv = rw.ctx.result(s, 0);
    let t = rw.create(&b, OpKind::ArithTruncI, &[sv], &[rt], attrs);
    let r = rw.ctx.result(t, 0);
    rw.replace_op(op, &[r]);
    true
}

/// Upstream's TruncFSIToFPToSIToFP and TruncFUIToFPToUIToFP: `truncf(sitofp x)` →
/// `sitofp x` (and likewise `uitofp`) to the narrower type, when the truncf has no rounding
/// mode.
pub(super) fn truncf_of_int_to_fp(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if ctx.kind(op) != OpKind::ArithTruncF || ctx.get_attr(op, "roundingmode").is_some() {
        return false;
    }
    let Some(conv) = ctx
        .defining_op(ctx.operand(op, 0))
        .filter(|d| matches!(ctx.kind(*d), OpKind::ArithSIToFP | OpKind::ArithUIToFP))
    else {
        return false;
    };
    let kind = ctx.kind(conv);
    let (x, rt) = (ctx.operand(conv, 0), ctx.value_type(ctx.result(op, 0)));
    let b = drr_builder(rw, op, &[Some(conv)]);
    let n = rw.create(&b, kind, &[x], &[rt], vec![]);
    let r = rw.ctx.result(n, 0);
    rw.replace_op(op, &[r]);
    true
}

/// Upstream's MulSIExtendedRHSOne: `mulsi_extended(x, 1)` → `(x, extsi(cmpi slt, x, 0))`.
pub(super) fn mulsi_extended_by_one(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if ctx.kind(op) != OpKind::ArithMulSIExtended {
        return false;
    }
    let (x, c) = (ctx.operand(op, 0), ctx.operand(op, 1));
    let (Some(1), Some(w)) = (const_int(ctx, c), int_width(ctx, x)) else {
        return false;
    };
    // A 1-bit `1` is -1: not the constant one.
    if w < 2 {
        return false;
    }
    let xt = ctx.value_type(x);
    let zero = rw.ctx.int_attr(0, xt);
    let z = rw.constant(op, zero);
    let i1 = rw.ctx.int_type(1);
    let i1 = rw.ctx.same_shape(xt, i1);
    let slt = rw.ctx.i64_attr(2);
    let b = Builder::before(rw.ctx, op);
    let cmp = rw.create(
        &b,
        OpKind::ArithCmpI,
        &[x, z],
        &[i1],
        vec![("predicate".into(), slt)],
    );
    let cv = rw.ctx.result(cmp, 0);
    let e = rw.create(&b, OpKind::ArithExtSI, &[cv], &[xt], vec![]);
    let ev = rw.ctx.result(e, 0);
    rw.replace_op(op, &[x, ev]);
    true
}

/// A float constant of any float type, as (its exact value in f64, its kind).
fn float_value(ctx: &Context, v: Value) -> Option<(f64, FloatKind)> {
    let a = const_attr(ctx, v)?;
    let AttrData::Float { bits, ty } = ctx.attr(a) else {
        return None;
    };
    match ctx.ty(*ty) {
        TypeData::Float(k) => Some((crate::ir::float::to_f64(*bits, *k), *k)),
        _ => None,
    }
}

/// APFloat's `ilogb` of a finite non-zero value (`i32::MIN` for zero).
fn ilogb(x: f64) -> i32 {
    let b = x.abs().to_bits();
    let (e, m) = ((b >> 52) as i32, b & ((1 << 52) - 1));
    match (e, m) {
        (0, 0) => i32::MIN,
        (0, m) => -1074 + 63 - m.leading_zeros() as i32,
        _ => e - 1023,
    }
}

/// Upstream's `CmpFIntToFPConst`: `cmpf pred, (sitofp|uitofp x), C` compares integers
/// instead when the conversion cannot change the outcome: `cmpi pred', x, C'` with C' the
/// constant rounded toward zero and pred' adjusted for a fractional C, or a constant when C is
/// out of the integer's range (`ord` is always true and `uno` always false).
///
/// ```mlir
/// %f = arith.sitofp %x : i32 to f64
/// %c = arith.cmpf olt, %f, %cst : f64      // %cst = 4.5
/// // becomes
/// %c = arith.cmpi sle, %x, %c4_i32 : i32
/// ```
pub(super) fn cmpf_int_to_fp_const(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if ctx.kind(op) != OpKind::ArithCmpF {
        return false;
    }
    let Some((rhs, fk)) = float_value(ctx, ctx.operand(op, 1)) else {
        return false;
    };
    if rhs.is_nan() {
        return false;
    }
    let lhs = ctx.operand(op, 0);
    let (unsigned, x) = if let Some(d) = def_of(ctx, lhs, OpKind::ArithSIToFP) {
        (false, ctx.operand(d, 0))
    } else if let Some(d) = def_of(ctx, lhs, OpKind::ArithUIToFP) {
        (true, ctx.operand(d, 0))
    } else {
        return false;
    };
    // Integers of more than 64 bits are left alone (their range does not fit our i128 math).
    let Some(w) = int_width(ctx, x).filter(|w| (1..=64).contains(w)) else {
        return false;
    };
    let mantissa = fk.mantissa_bits() as i32 + 1;
    let value_bits = if unsigned { w } else { w - 1 } as i32;
    if w as i32 > mantissa {
        // The conversion may round: only comparisons it cannot affect are rewritten.
        if rhs.is_infinite() {
            let max_exp = (1 << (fk.exponent_bits() - 1)) - 1;
            if max_exp < value_bits {
                return false;
            }
        } else {
            let e = ilogb(rhs);
            if mantissa <= e && e <= value_bits {
                return false;
            }
        }
    }
    let fpred = match ctx.get_attr(op, "predicate").map(|a| ctx.attr(a)) {
        Some(AttrData::Integer { value, .. }) => *value,
        _ => return false,
    };
    // cmpi predicates: eq 0, ne 1, slt 2, sle 3, sgt 4, sge 5, ult 6, ule 7, ugt 8, uge 9.
    let u = |s: i128| if unsigned { s + 4 } else { s };
    let mut pred: i128 = match fpred {
        1 | 8 => 0,
        6 | 13 => 1,
        2 | 9 => u(4),
        3 | 10 => u(5),
        4 | 11 => u(2),
        5 | 12 => u(3),
        7 => return replace_by_bool(rw, op, true),
        14 => return replace_by_bool(rw, op, false),
        // Upstream has no integer form of `false`/`true` (unreachable there): left alone.
        _ => return false,
    };
    let (min, max): (i128, i128) = if unsigned {
        (0, (1i128 << w) - 1)
    } else {
        (-(1i128 << (w - 1)), (1i128 << (w - 1)) - 1)
    };
    let (lt, le, gt, ge) = (u(2), u(3), u(4), u(5));
    if crate::ir::float::int_to_float(max, fk) < rhs {
        return replace_by_bool(rw, op, pred == 1 || pred == lt || pred == le);
    }
    if crate::ir::float::int_to_float(min, fk) > rhs {
        return replace_by_bool(rw, op, pred == 1 || pred == gt || pred == ge);
    }
    // The constant rounded toward zero must be an integer of x's type.
    let t = rhs.trunc();
    if t.abs() >= 1.0e38 || !(min..=max).contains(&(t as i128)) {
        return false;
    }
    let k = t as i128;
    if rhs != 0.0 && crate::ir::float::int_to_float(k, fk) != rhs {
        // A fractional constant: k is rounded toward zero.
        let neg = rhs < 0.0;
        match pred {
            1 => return replace_by_bool(rw, op, true),
            0 => return replace_by_bool(rw, op, false),
            7 if neg => return replace_by_bool(rw, op, false),
            3 if neg => pred = 2,
            6 if neg => return replace_by_bool(rw, op, false),
            6 => pred = 7,
            2 if !neg => pred = 3,
            8 if neg => return replace_by_bool(rw, op, true),
            4 if neg => pred = 5,
            9 if neg => return replace_by_bool(rw, op, true),
            9 => pred = 8,
            5 if !neg => pred = 4,
            _ => {}
        }
    }
    let it = ctx.value_type(x);
    let i1 = ctx.value_type(ctx.result(op, 0));
    let attr = rw.ctx.int_attr(k, it);
    let c = rw.constant(op, attr);
    let pa = rw.ctx.i64_attr(pred as i64);
    let bld = Builder::before(rw.ctx, op);
    let cmp = rw.create(
        &bld,
        OpKind::ArithCmpI,
        &[x, c],
        &[i1],
        vec![("predicate".into(), pa)],
    );
    let r = rw.ctx.result(cmp, 0);
    rw.replace_op(op, &[r]);
    true
}

/// Replaces the single result of `op` by an `i1` constant.
fn replace_by_bool(rw: &mut Rewriter, op: Op, v: bool) -> bool {
    let a = rw.ctx.bool_attr(v);
    let c = rw.constant(op, a);
    rw.replace_op(op, &[c]);
    true
}

/// An insertion point before `op` with the location DRR gives the ops its patterns create: the
/// fused locations of the first ops of the match (`tblgen_ops`: the root, then the matched ops
/// in post-order, a constant matcher's op included; as many as the pattern has op nodes),
/// which the caller lists after the root.
fn drr_builder(rw: &mut Rewriter, op: Op, matched: &[Option<Op>]) -> Builder {
    let locs: Vec<crate::ir::Loc> = std::iter::once(Some(op))
        .chain(matched.iter().copied())
        .flatten()
        .map(|o| rw.ctx.op_loc(o))
        .collect();
    let mut b = Builder::before(rw.ctx, op);
    b.loc = rw.ctx.fused_loc(&locs);
    b
}
