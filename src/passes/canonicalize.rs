//! `canonicalize`: folding and canonicalization patterns over the whole IR, driven greedily to a
//! fixed point (at most 10 iterations), with region simplification. Covers arith constant
//! folding and identities, `scf.if`, `cf` branch simplifications and the six
//! `bufferization.dealloc` patterns.

use super::dealloc_patterns;
use super::rewrite::{apply_greedily, const_attr, const_int, Fold, FoldResult, Pattern, Rewriter};
use super::Pass;
use crate::diag::Diagnostic;
use crate::ir::{AttrData, Block, Builder, Context, FloatKind, Op, OpKind, TypeData, Value};

/// The pass.
pub struct Canonicalize;

impl Pass for Canonicalize {
    fn flag(&self) -> &'static str {
        "canonicalize"
    }
    fn class_name(&self) -> &'static str {
        "Canonicalizer"
    }
    fn run(&mut self, ctx: &mut Context, root: Op) -> Result<(), Diagnostic> {
        apply_greedily(ctx, root, fold, PATTERNS, true, None);
        Ok(())
    }
}

/// All canonicalization patterns, tried in this order.
pub const PATTERNS: &[Pattern] = &[
    dealloc_patterns::remove_duplicate_dealloc_memrefs,
    dealloc_patterns::remove_duplicate_retained_memrefs,
    dealloc_patterns::erase_empty_dealloc,
    dealloc_patterns::erase_always_false_dealloc,
    dealloc_patterns::skip_extract_metadata_of_alloc,
    dealloc_patterns::remove_alloc_dealloc_pair_when_no_other_users,
    alloc_const_sizes,
    fold_cast_into_copy,
    view_constant_arguments,
    select_i1_to_not,
    redundant_nested_select,
    reassociate_constants,
    ext_of_ext,
    assert_true,
    dead_alloc,
    inline_single_block_execute_region,
    for_trivial_trip_count,
    parallel_zero_trip_count,
    forall_constant_bounds,
    if_const_condition,
    if_remove_unused_results,
    if_yield_same_value,
    if_hoist_yields_to_select,
    br_to_single_pred_block,
    br_pass_through,
    cond_br_const,
    cond_br_pass_through,
    cond_br_identical_successors,
];

fn int_width(ctx: &Context, v: Value) -> Option<u32> {
    match ctx.ty(ctx.value_type(v)) {
        TypeData::Integer { width, .. } => Some(*width),
        TypeData::Index => Some(64),
        _ => None,
    }
}

fn wrap(v: i128, width: u32) -> i128 {
    if width >= 128 {
        return v;
    }
    let shift = 128 - width;
    (v << shift) >> shift
}

fn unsigned(v: i128, width: u32) -> u128 {
    if width >= 128 {
        v as u128
    } else {
        (v as u128) & ((1u128 << width) - 1)
    }
}

/// Folds an op (MLIR's `fold` hooks for the ops we canonicalize).
pub fn fold(rw: &mut Rewriter, op: Op) -> Fold {
    use OpKind::*;
    let ctx = &*rw.ctx;
    let kind = ctx.kind(op);
    let ops = ctx.operands(op).to_vec();
    let commutative = matches!(
        kind,
        ArithAddI
            | ArithMulI
            | ArithAndI
            | ArithOrI
            | ArithXOrI
            | ArithMaxSI
            | ArithMaxUI
            | ArithMinSI
            | ArithMinUI
            | ArithAddF
            | ArithMulF
    );
    // Commutative ops put a constant operand on the right.
    if commutative
        && ops.len() == 2
        && const_attr(ctx, ops[0]).is_some()
        && const_attr(ctx, ops[1]).is_none()
    {
        rw.ctx.set_operands(op, &[ops[1], ops[0]]);
        return Fold::InPlace;
    }
    let v = |x: Value| FoldResult::Value(x);
    match kind {
        ArithAddI | ArithSubI | ArithMulI | ArithAndI | ArithOrI | ArithXOrI | ArithDivUI
        | ArithDivSI | ArithRemUI | ArithRemSI | ArithMaxSI | ArithMinSI | ArithMaxUI
        | ArithMinUI => {
            let Some(w) = int_width(ctx, ops[0]) else {
                return Fold::None;
            };
            let ty = ctx.value_type(ops[0]);
            let (a, b) = (const_int(ctx, ops[0]), const_int(ctx, ops[1]));
            if let (Some(a), Some(b)) = (a, b) {
                let r = match kind {
                    ArithAddI => Some(a + b),
                    ArithSubI => Some(a - b),
                    ArithMulI => Some(a.wrapping_mul(b)),
                    ArithAndI => Some(a & b),
                    ArithOrI => Some(a | b),
                    ArithXOrI => Some(a ^ b),
                    ArithDivUI => {
                        (unsigned(b, w) != 0).then(|| (unsigned(a, w) / unsigned(b, w)) as i128)
                    }
                    ArithRemUI => {
                        (unsigned(b, w) != 0).then(|| (unsigned(a, w) % unsigned(b, w)) as i128)
                    }
                    ArithDivSI => {
                        (b != 0 && !(b == -1 && a == wrap(1i128 << (w - 1), w))).then(|| a / b)
                    }
                    ArithRemSI => (b != 0).then(|| a % b),
                    ArithMaxSI => Some(a.max(b)),
                    ArithMinSI => Some(a.min(b)),
                    ArithMaxUI => Some(if unsigned(a, w) >= unsigned(b, w) {
                        a
                    } else {
                        b
                    }),
                    _ => Some(if unsigned(a, w) <= unsigned(b, w) {
                        a
                    } else {
                        b
                    }),
                };
                if let Some(r) = r {
                    let attr = rw.ctx.int_attr(wrap(r, w), ty);
                    return Fold::Replace(vec![FoldResult::Attr(attr)]);
                }
                return Fold::None;
            }
            let all_ones = |x: i128| wrap(x, w) == -1 || (w == 1 && x != 0);
            match (kind, b) {
                (ArithAddI | ArithSubI | ArithOrI | ArithXOrI, Some(0)) => {
                    return Fold::Replace(vec![v(ops[0])])
                }
                (ArithMulI | ArithDivUI | ArithDivSI, Some(1)) if w > 1 => {
                    return Fold::Replace(vec![v(ops[0])])
                }
                (ArithMulI | ArithAndI, Some(0)) => return Fold::Replace(vec![v(ops[1])]),
                (ArithAndI, Some(x)) if all_ones(x) => return Fold::Replace(vec![v(ops[0])]),
                (ArithOrI, Some(x)) if all_ones(x) => return Fold::Replace(vec![v(ops[1])]),
                _ => {}
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
            Fold::None
        }
        ArithCmpI => {
            let Some(w) = int_width(ctx, ops[0]) else {
                return Fold::None;
            };
            let pred = match ctx.attr(ctx.get_attr(op, "predicate").unwrap()) {
                AttrData::Integer { value, .. } => *value,
                _ => return Fold::None,
            };
            let eval = |a: i128, b: i128| match pred {
                0 => a == b,
                1 => a != b,
                2 => a < b,
                3 => a <= b,
                4 => a > b,
                5 => a >= b,
                6 => unsigned(a, w) < unsigned(b, w),
                7 => unsigned(a, w) <= unsigned(b, w),
                8 => unsigned(a, w) > unsigned(b, w),
                _ => unsigned(a, w) >= unsigned(b, w),
            };
            let r = if ops[0] == ops[1] {
                Some(matches!(pred, 0 | 3 | 5 | 7 | 9))
            } else if let (Some(a), Some(b)) = (const_int(ctx, ops[0]), const_int(ctx, ops[1])) {
                Some(eval(a, b))
            } else {
                None
            };
            match r {
                Some(r) => {
                    let attr = rw.ctx.bool_attr(r);
                    Fold::Replace(vec![FoldResult::Attr(attr)])
                }
                None => Fold::None,
            }
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
            let (Some(a), Some(b)) = (const_int(ctx, ops[0]), b) else {
                return Fold::None;
            };
            let s = unsigned(b, w);
            if s >= w as u128 {
                return Fold::None;
            }
            let r = match kind {
                ArithShLI => a << s,
                ArithShRSI => wrap(a, w) >> s,
                _ => (unsigned(a, w) >> s) as i128,
            };
            let attr = rw.ctx.int_attr(wrap(r, w), ctx.value_type(ops[0]));
            Fold::Replace(vec![FoldResult::Attr(attr)])
        }
        ArithIndexCast | ArithIndexCastUI | ArithExtSI | ArithExtUI | ArithTruncI => {
            if let Some(f) = fold_cast_chain(rw, op) {
                return f;
            }
            let ctx = &*rw.ctx;
            let Some(a) = const_int(ctx, ops[0]) else {
                return Fold::None;
            };
            let rt = ctx.value_type(ctx.result(op, 0));
            let (Some(sw), Some(dw)) = (int_width(ctx, ops[0]), int_width(ctx, ctx.result(op, 0)))
            else {
                return Fold::None;
            };
            let val = if matches!(kind, ArithIndexCastUI | ArithExtUI) {
                unsigned(a, sw) as i128
            } else {
                a
            };
            let attr = rw.ctx.int_attr(wrap(val, dw), rt);
            Fold::Replace(vec![FoldResult::Attr(attr)])
        }
        ArithAddF | ArithSubF | ArithMulF | ArithDivF => {
            let (Some(a), Some(b)) = (const_attr(ctx, ops[0]), const_attr(ctx, ops[1])) else {
                return Fold::None;
            };
            let (AttrData::Float { bits: x, ty }, AttrData::Float { bits: y, .. }) =
                (ctx.attr(a).clone(), ctx.attr(b).clone())
            else {
                return Fold::None;
            };
            let bits = match ctx.ty(ty) {
                TypeData::Float(FloatKind::F32) => {
                    let (p, q) = (f32::from_bits(x as u32), f32::from_bits(y as u32));
                    (match kind {
                        ArithAddF => p + q,
                        ArithSubF => p - q,
                        ArithMulF => p * q,
                        _ => p / q,
                    })
                    .to_bits() as u64
                }
                TypeData::Float(FloatKind::F64) => {
                    let (p, q) = (f64::from_bits(x), f64::from_bits(y));
                    (match kind {
                        ArithAddF => p + q,
                        ArithSubF => p - q,
                        ArithMulF => p * q,
                        _ => p / q,
                    })
                    .to_bits()
                }
                _ => return Fold::None,
            };
            let attr = rw.ctx.intern_attr(AttrData::Float { bits, ty });
            Fold::Replace(vec![FoldResult::Attr(attr)])
        }
        ArithAddUIExtended | ArithMulUIExtended | ArithMulSIExtended => {
            let Some(w) = int_width(ctx, ops[0]) else {
                return Fold::None;
            };
            let ty = ctx.value_type(ops[0]);
            let (a, b) = (const_int(ctx, ops[0]), const_int(ctx, ops[1]));
            let t1 = ctx.value_type(ctx.result(op, 1));
            let (lo, hi) = match (kind, a, b) {
                (ArithAddUIExtended, Some(a), Some(b)) => {
                    let s = unsigned(a, w) + unsigned(b, w);
                    (wrap(s as i128, w), (s >> w) as i128)
                }
                // x + 0 = (x, no carry).
                (ArithAddUIExtended, _, Some(0)) => {
                    let f = rw.ctx.int_attr(0, t1);
                    return Fold::Replace(vec![v(ops[0]), FoldResult::Attr(f)]);
                }
                (ArithMulUIExtended, Some(a), Some(b)) if w <= 64 => {
                    let p = unsigned(a, w) * unsigned(b, w);
                    (wrap(p as i128, w), wrap((p >> w) as i128, w))
                }
                (ArithMulSIExtended, Some(a), Some(b)) if w <= 64 => {
                    let p = a * b;
                    (wrap(p, w), wrap(p >> w, w))
                }
                // x * 0 = (0, 0).
                (ArithMulUIExtended | ArithMulSIExtended, _, Some(0)) => (0, 0),
                _ => return Fold::None,
            };
            let lo = rw.ctx.int_attr(lo, ty);
            let hi = rw.ctx.int_attr(hi, t1);
            Fold::Replace(vec![FoldResult::Attr(lo), FoldResult::Attr(hi)])
        }
        ArithBitcast => {
            let Some(a) = const_attr(ctx, ops[0]) else {
                return Fold::None;
            };
            let rt = ctx.value_type(ctx.result(op, 0));
            let attr = match (ctx.attr(a).clone(), ctx.ty(rt).clone()) {
                (AttrData::Float { bits, ty }, TypeData::Integer { .. }) => {
                    let w = match ctx.ty(ty) {
                        TypeData::Float(FloatKind::F16 | FloatKind::BF16) => 16,
                        TypeData::Float(FloatKind::F32) => 32,
                        TypeData::Float(FloatKind::F64) => 64,
                        _ => return Fold::None,
                    };
                    rw.ctx.int_attr(wrap(bits as i128, w), rt)
                }
                (AttrData::Integer { .. }, TypeData::Float(k)) => {
                    let (Some(x), Some(w)) = (const_int(ctx, ops[0]), int_width(ctx, ops[0]))
                    else {
                        return Fold::None;
                    };
                    let bits = unsigned(x, w) as u64;
                    let bits = match k {
                        FloatKind::F16 | FloatKind::BF16 => bits & 0xffff,
                        FloatKind::F32 => bits & 0xffff_ffff,
                        FloatKind::F64 => bits,
                    };
                    rw.ctx.intern_attr(AttrData::Float { bits, ty: rt })
                }
                (AttrData::Integer { .. }, TypeData::Integer { .. }) => {
                    let (Some(x), Some(w)) = (
                        const_int(ctx, ctx.operand(op, 0)),
                        int_width(ctx, ctx.result(op, 0)),
                    ) else {
                        return Fold::None;
                    };
                    rw.ctx.int_attr(wrap(x, w), rt)
                }
                _ => return Fold::None,
            };
            Fold::Replace(vec![FoldResult::Attr(attr)])
        }
        MemRefDim => fold_dim(rw, op),
        MemRefExtractStridedMetadata => fold_extract_strided_metadata(rw, op),
        // load/store/dealloc of a cast that only erased static information: use the source.
        MemRefLoad | MemRefDealloc => fold_cast_operand(rw, op, 0),
        MemRefStore => fold_cast_operand(rw, op, 1),
        // A reshape undone by its inverse: collapse(expand(x)) and expand(collapse(x)) are x
        // when the types round-trip.
        MemRefCollapseShape | MemRefExpandShape => {
            let inverse = if kind == MemRefCollapseShape {
                MemRefExpandShape
            } else {
                MemRefCollapseShape
            };
            match ctx.defining_op(ops[0]) {
                Some(d)
                    if ctx.kind(d) == inverse
                        && ctx.value_type(ctx.operand(d, 0))
                            == ctx.value_type(ctx.result(op, 0)) =>
                {
                    Fold::Replace(vec![v(ctx.operand(d, 0))])
                }
                _ => Fold::None,
            }
        }
        MemRefCast => {
            if ctx.value_type(ops[0]) == ctx.value_type(ctx.result(op, 0)) {
                return Fold::Replace(vec![v(ops[0])]);
            }
            // cast(cast(x)) -> cast(x) when the inner cast only erased information.
            fold_cast_operand(rw, op, 0)
        }
        MemRefReinterpretCast => {
            // The source's own view or cast does not matter: the new layout is absolute.
            let src = ops[0];
            let prev = ctx.defining_op(src).and_then(|d| match ctx.kind(d) {
                MemRefReinterpretCast | MemRefCast => Some(ctx.operand(d, 0)),
                MemRefSubView => {
                    let segs = crate::print::segments(ctx, d);
                    let zero = segs.get(1) == Some(&0)
                        && static_array(ctx, d, "static_offsets")
                            .is_some_and(|o| o.iter().all(|x| *x == 0));
                    zero.then(|| ctx.operand(d, 0))
                }
                _ => None,
            });
            match prev {
                Some(p) => {
                    let mut all = ops.clone();
                    all[0] = p;
                    rw.ctx.set_operands(op, &all);
                    Fold::InPlace
                }
                None => Fold::None,
            }
        }
        _ => Fold::None,
    }
}

/// Strided form of a ranked memref type: (sizes, strides, offset), `DYNAMIC` where unknown;
/// `None` for unranked memrefs and non-strided layouts.
fn strided_form(ctx: &Context, t: crate::ir::Type) -> Option<(Vec<i64>, Vec<i64>, i64)> {
    // Strided affine maps count as their strided form, as in upstream's getStridesAndOffset.
    let (offset, strides) = ctx.memref_strides(t)?;
    Some((ctx.ty(t).shape()?.to_vec(), strides, offset))
}

/// Upstream's `CastOp::canFoldIntoConsumerOp`: the cast goes from a ranked memref to a less
/// (or equally) static one of the same element type, rank and memory space.
fn cast_only_erases_info(ctx: &Context, cast: Op) -> bool {
    use crate::ir::DYNAMIC;
    let (src, dst) = (
        ctx.value_type(ctx.operand(cast, 0)),
        ctx.value_type(ctx.result(cast, 0)),
    );
    let (
        TypeData::MemRef {
            elem: e1,
            space: s1,
            ..
        },
        TypeData::MemRef {
            elem: e2,
            space: s2,
            ..
        },
    ) = (ctx.ty(src), ctx.ty(dst))
    else {
        return false;
    };
    if e1 != e2 || s1 != s2 {
        return false;
    }
    let (Some((sz1, st1, o1)), Some((sz2, st2, o2))) =
        (strided_form(ctx, src), strided_form(ctx, dst))
    else {
        return false;
    };
    if sz1.len() != sz2.len() {
        return false;
    }
    let towards_static = |a: i64, b: i64| a == DYNAMIC && b != DYNAMIC;
    !(sz1.iter().zip(&sz2).any(|(a, b)| towards_static(*a, *b))
        || st1.iter().zip(&st2).any(|(a, b)| towards_static(*a, *b))
        || towards_static(o1, o2))
}

/// Replaces operand `i` of `op` by the source of the `memref.cast` defining it, when the cast
/// only erased static information (upstream's `foldMemRefCast`).
fn fold_cast_operand(rw: &mut Rewriter, op: Op, i: usize) -> Fold {
    let ctx = &*rw.ctx;
    let v = ctx.operand(op, i);
    match ctx.defining_op(v) {
        Some(c) if ctx.kind(c) == OpKind::MemRefCast && cast_only_erases_info(ctx, c) => {
            let src = ctx.operand(c, 0);
            let mut ops = ctx.operands(op).to_vec();
            ops[i] = src;
            rw.ctx.set_operands(op, &ops);
            Fold::InPlace
        }
        _ => Fold::None,
    }
}

/// `memref.dim` with a constant index: a static size, the dynamic size operand of the
/// allocation, or the dim of a cast's source.
/// Upstream's `ExtractStridedMetadataOp::fold`: uses of a static offset, size or stride
/// become uses of a new `arith.constant` (made right before the op, in that order; results
/// without uses get none).
fn fold_extract_strided_metadata(rw: &mut Rewriter, op: Op) -> Fold {
    use crate::ir::DYNAMIC;
    let ctx = &*rw.ctx;
    let t = ctx.value_type(ctx.operand(op, 0));
    let Some((shape, strides, offset)) = strided_form(ctx, t) else {
        return Fold::None;
    };
    let rank = shape.len();
    let results = ctx.results(op).to_vec();
    if results.len() != 2 + 2 * rank {
        return Fold::None;
    }
    let statics = std::iter::once(offset).chain(shape).chain(strides);
    let mut changed = false;
    for (r, c) in results[1..].iter().zip(statics) {
        if c == DYNAMIC || rw.ctx.use_empty(*r) {
            continue;
        }
        let idx = rw.ctx.index_type();
        let attr = rw.ctx.int_attr(c as i128, idx);
        let v = rw.constant(op, attr);
        rw.replace_value(*r, v);
        changed = true;
    }
    if changed {
        Fold::InPlace
    } else {
        Fold::None
    }
}

fn fold_dim(rw: &mut Rewriter, op: Op) -> Fold {
    use crate::ir::DYNAMIC;
    let ctx = &*rw.ctx;
    let (src, idx) = (ctx.operand(op, 0), ctx.operand(op, 1));
    let Some(k) = const_int(ctx, idx) else {
        return Fold::None;
    };
    let TypeData::MemRef { shape, .. } = ctx.ty(ctx.value_type(src)).clone() else {
        return Fold::None;
    };
    if k < 0 || k as usize >= shape.len() {
        return Fold::None;
    }
    let k = k as usize;
    if shape[k] != DYNAMIC {
        let it = rw.ctx.index_type();
        let a = rw.ctx.int_attr(shape[k] as i128, it);
        return Fold::Replace(vec![FoldResult::Attr(a)]);
    }
    if let Some(d) = ctx.defining_op(src) {
        if matches!(ctx.kind(d), OpKind::MemRefAlloc | OpKind::MemRefAlloca) {
            let nth = shape[..k].iter().filter(|s| **s == DYNAMIC).count();
            if let Some(v) = crate::print::segment(ctx, d, 0).get(nth) {
                return Fold::Replace(vec![FoldResult::Value(*v)]);
            }
        }
    }
    fold_cast_operand(rw, op, 0)
}

/// `memref.alloc`/`alloca` with constant dynamic sizes: allocate the static type and cast it
/// back (upstream's `SimplifyAllocConst`).
fn alloc_const_sizes(rw: &mut Rewriter, op: Op) -> bool {
    use crate::ir::DYNAMIC;
    let ctx = &*rw.ctx;
    if !matches!(ctx.kind(op), OpKind::MemRefAlloc | OpKind::MemRefAlloca) {
        return false;
    }
    let dyns = crate::print::segment(ctx, op, 0).to_vec();
    let syms = crate::print::segment(ctx, op, 1).to_vec();
    // A negative constant size stays dynamic (upstream does not fold it either): with only
    // those there is nothing to do (rewriting the op unchanged would never end).
    if !dyns
        .iter()
        .any(|d| const_int(ctx, *d).is_some_and(|c| c >= 0))
    {
        return false;
    }
    let old_t = ctx.value_type(ctx.result(op, 0));
    let TypeData::MemRef {
        shape,
        elem,
        layout,
        space,
    } = ctx.ty(old_t).clone()
    else {
        return false;
    };
    let mut new_shape = Vec::new();
    let mut keep = Vec::new();
    let mut it = dyns.iter();
    for s in &shape {
        if *s != DYNAMIC {
            new_shape.push(*s);
            continue;
        }
        let d = *it.next().unwrap();
        match const_int(ctx, d) {
            Some(c) if c >= 0 => new_shape.push(c as i64),
            _ => {
                new_shape.push(DYNAMIC);
                keep.push(d);
            }
        }
    }
    let attrs: Vec<(String, crate::ir::Attr)> = ctx
        .attrs(op)
        .iter()
        .filter(|(n, _)| ctx.ident_str(*n) != "operandSegmentSizes")
        .map(|(n, a)| (ctx.ident_str(*n).to_string(), *a))
        .collect();
    let kind = ctx.kind(op);
    let new_t = rw.ctx.intern_type(TypeData::MemRef {
        shape: new_shape,
        elem,
        layout,
        space,
    });
    let b = crate::ir::Builder::before(rw.ctx, op);
    let new = b.create_with_segments(rw.ctx, kind, &[&keep, &syms], &[new_t], attrs);
    rw.add(new);
    let nv = rw.ctx.result(new, 0);
    let cast = rw.create(&b, OpKind::MemRefCast, &[nv], &[old_t], vec![]);
    let cv = rw.ctx.result(cast, 0);
    rw.replace_op(op, &[cv]);
    true
}

fn static_array(ctx: &Context, op: Op, name: &str) -> Option<Vec<i64>> {
    match ctx.get_attr(op, name).map(|a| ctx.attr(a)) {
        Some(crate::ir::AttrData::DenseArray { values, .. }) => {
            Some(values.iter().map(|v| *v as i64).collect())
        }
        _ => None,
    }
}

/// `memref.subview` / `memref.reinterpret_cast` whose dynamic offsets, sizes or strides are
/// constants, or (subview) whose source is a cast that only erased information: rebuilt with
/// static values and the result type inferred from them, then cast back to the old type
/// (upstream's `OpWithOffsetSizesAndStridesConstantArgumentFolder` and
/// `SubViewOpMemRefCastFolder`).
fn view_constant_arguments(rw: &mut Rewriter, op: Op) -> bool {
    use crate::ir::{AttrData, DYNAMIC};
    let ctx = &*rw.ctx;
    let kind = ctx.kind(op);
    if !matches!(kind, OpKind::MemRefSubView | OpKind::MemRefReinterpretCast) {
        return false;
    }
    let names = ["static_offsets", "static_sizes", "static_strides"];
    let mut statics = Vec::new();
    for n in names {
        let Some(a) = static_array(ctx, op, n) else {
            return false;
        };
        statics.push(a);
    }
    let ops = ctx.operands(op).to_vec();
    let mut src = ops[0];
    let mut changed = false;
    if kind == OpKind::MemRefSubView {
        if let Some(c) = ctx.defining_op(src) {
            if ctx.kind(c) == OpKind::MemRefCast
                && cast_only_erases_info(ctx, c)
                && matches!(
                    ctx.ty(ctx.value_type(ctx.operand(c, 0))),
                    TypeData::MemRef { .. }
                )
            {
                src = ctx.operand(c, 0);
                changed = true;
            }
        }
    }
    let mut dyns: Vec<Vec<Value>> = Vec::new();
    let mut at = 1;
    for (k, st) in statics.iter_mut().enumerate() {
        let mut keep = Vec::new();
        for slot in st.iter_mut().filter(|x| **x == DYNAMIC) {
            let v = ops[at];
            at += 1;
            match const_int(ctx, v) {
                // Negative sizes and strides stay dynamic (upstream leaves them alone too).
                Some(c) if k == 0 || c >= 0 => {
                    *slot = c as i64;
                    changed = true;
                }
                _ => keep.push(v),
            }
        }
        dyns.push(keep);
    }
    if !changed {
        return false;
    }
    let old_t = ctx.value_type(ctx.result(op, 0));
    let TypeData::MemRef {
        shape: old_shape,
        elem,
        space,
        ..
    } = ctx.ty(old_t).clone()
    else {
        return false;
    };
    let (offs, sizes, steps) = (&statics[0], &statics[1], &statics[2]);
    let (strides, offset) = if kind == OpKind::MemRefSubView {
        let Some((src_shape, src_st, src_off)) = strided_form(ctx, ctx.value_type(src)) else {
            return false;
        };
        if src_shape.len() != old_shape.len() || sizes.len() != src_shape.len() {
            return false; // rank-reducing subviews are left alone
        }
        let mut off = src_off;
        for (o, st) in offs.iter().zip(&src_st) {
            off = if off == DYNAMIC || *o == DYNAMIC || *st == DYNAMIC {
                DYNAMIC
            } else {
                off + o * st
            };
        }
        let strides: Vec<i64> = src_st
            .iter()
            .zip(steps)
            .map(|(a, b)| {
                if *a == DYNAMIC || *b == DYNAMIC {
                    DYNAMIC
                } else {
                    a * b
                }
            })
            .collect();
        (strides, off)
    } else {
        if offs.len() != 1 {
            return false;
        }
        (steps.clone(), offs[0])
    };
    let layout = rw.ctx.intern_attr(AttrData::Strided { strides, offset });
    let new_t = rw.ctx.intern_type(TypeData::MemRef {
        shape: sizes.clone(),
        elem,
        layout: Some(layout),
        space,
    });
    let b = crate::ir::Builder::before(rw.ctx, op);
    let mut attrs: Vec<(String, crate::ir::Attr)> = Vec::new();
    for (n, st) in names.iter().zip(&statics) {
        attrs.push((n.to_string(), rw.ctx.dense_i64_array(st)));
    }
    let new = b.create_with_segments(
        rw.ctx,
        kind,
        &[&[src], &dyns[0], &dyns[1], &dyns[2]],
        &[new_t],
        attrs,
    );
    rw.add(new);
    let mut nv = rw.ctx.result(new, 0);
    if new_t != old_t {
        let cast = rw.create(&b, OpKind::MemRefCast, &[nv], &[old_t], vec![]);
        nv = rw.ctx.result(cast, 0);
    }
    rw.replace_op(op, &[nv]);
    true
}

/// `memref.copy` from or to a cast that only erased static information: copy the source
/// (upstream's `FoldCopyOfCast`).
fn fold_cast_into_copy(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if ctx.kind(op) != OpKind::MemRefCopy {
        return false;
    }
    let mut changed = false;
    for i in 0..2 {
        if matches!(fold_cast_operand(rw, op, i), Fold::InPlace) {
            changed = true;
        }
    }
    if changed {
        rw.modified(op);
    }
    changed
}

/// `cf.assert true` never fires.
fn assert_true(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if ctx.kind(op) != OpKind::CfAssert || const_int(ctx, ctx.operand(op, 0)).is_none_or(|c| c == 0)
    {
        return false;
    }
    rw.erase_op(op);
    true
}

/// An allocation only stored into and freed is dead, together with those users.
fn dead_alloc(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if !matches!(ctx.kind(op), OpKind::MemRefAlloc | OpKind::MemRefAlloca) {
        return false;
    }
    let r = ctx.result(op, 0);
    let users: Vec<Op> = ctx.uses(r).iter().map(|u| u.op).collect();
    let ok = ctx.uses(r).iter().all(|u| match ctx.kind(u.op) {
        OpKind::MemRefDealloc => true,
        OpKind::MemRefStore => u.index == 1,
        _ => false,
    });
    if !ok || users.is_empty() {
        return false;
    }
    let mut seen = Vec::new();
    for u in users {
        if !seen.contains(&u) {
            seen.push(u);
            rw.erase_op(u);
        }
    }
    rw.erase_op(op);
    true
}

/// A single-block `scf.execute_region` is inlined into its parent block.
fn inline_single_block_execute_region(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if ctx.kind(op) != OpKind::ScfExecuteRegion || ctx.get_attr(op, "no_inline").is_some() {
        return false;
    }
    let r = ctx.regions(op)[0];
    if ctx.region_blocks(r).count() != 1 {
        return false;
    }
    let vals = inline_region_before(rw, r, op);
    rw.replace_op(op, &vals);
    true
}

/// `select(p, select(p, a, b), c)` → `select(p, a, c)`, and likewise on the false side.
fn redundant_nested_select(rw: &mut Rewriter, op: Op) -> bool {
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
        rw.ctx.set_operand(op, 1, x);
        rw.modified(op);
        return true;
    }
    if let Some(f) = inner(b) {
        let y = ctx.operand(f, 2);
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
fn fold_cast_chain(rw: &mut Rewriter, op: Op) -> Option<Fold> {
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
        (ArithIndexCast, ArithIndexCast) | (ArithIndexCastUI, ArithIndexCastUI) if st == rt => {
            return Some(Fold::Replace(vec![FoldResult::Value(src)]));
        }
        _ => false,
    };
    if !take_src {
        return None;
    }
    rw.ctx.set_operands(op, &[src]);
    Some(Fold::InPlace)
}

/// Casts of extensions that become another extension: `extsi(extui x)` → `extui x`, and
/// `trunci(extsi/extui x)` to a type wider than `x`'s → `extsi/extui x` to it.
fn ext_of_ext(rw: &mut Rewriter, op: Op) -> bool {
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
    let b = Builder::before(rw.ctx, op);
    let new = rw.create(&b, new_kind, &[src], &[rt], vec![]);
    let r = rw.ctx.result(new, 0);
    rw.replace_op(op, &[r]);
    true
}

/// `(x op c1) op c2` → `x op (c1 op c2)` for addi and muli.
fn reassociate_constants(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let kind = ctx.kind(op);
    if !matches!(kind, OpKind::ArithAddI | OpKind::ArithMulI) {
        return false;
    }
    let (lhs, rhs) = (ctx.operand(op, 0), ctx.operand(op, 1));
    let Some(c2) = const_int(ctx, rhs) else {
        return false;
    };
    let Some(inner) = ctx.defining_op(lhs).filter(|d| ctx.kind(*d) == kind) else {
        return false;
    };
    let (x, c1v) = (ctx.operand(inner, 0), ctx.operand(inner, 1));
    let Some(c1) = const_int(ctx, c1v) else {
        return false;
    };
    let Some(w) = int_width(ctx, rhs) else {
        return false;
    };
    let ty = ctx.value_type(rhs);
    let folded = if kind == OpKind::ArithAddI {
        c1 + c2
    } else {
        c1.wrapping_mul(c2)
    };
    let attr = rw.ctx.int_attr(wrap(folded, w), ty);
    let c = rw.constant(op, attr);
    let b = Builder::before(rw.ctx, op);
    let new = rw.create(&b, kind, &[x, c], &[ty], vec![]);
    let r = rw.ctx.result(new, 0);
    rw.replace_op(op, &[r]);
    true
}

/// `select %c, false, true` → `xori %c, true`.
fn select_i1_to_not(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if ctx.kind(op) != OpKind::ArithSelect || !ctx.ty(ctx.value_type(ctx.result(op, 0))).is_i1() {
        return false;
    }
    let ops = ctx.operands(op).to_vec();
    if !(const_int(ctx, ops[1]) == Some(0) && const_int(ctx, ops[2]).is_some_and(|x| x != 0)) {
        return false;
    }
    let t = ops[2];
    let b = Builder::before(rw.ctx, op);
    let i1 = rw.ctx.int_type(1);
    let x = rw.create(&b, OpKind::ArithXOrI, &[ops[0], t], &[i1], vec![]);
    let r = rw.ctx.result(x, 0);
    rw.replace_op(op, &[r]);
    true
}

/// Moves the ops of `from` (a single-block region) before `at`, returning the yielded values.
fn inline_region_before(rw: &mut Rewriter, from: crate::ir::Region, at: Op) -> Vec<Value> {
    let b = rw.ctx.entry_block(from).unwrap();
    let ops: Vec<Op> = rw.ctx.block_ops(b).collect();
    let mut yielded = Vec::new();
    for o in ops {
        if rw.ctx.kind(o) == OpKind::ScfYield {
            yielded = rw.ctx.operands(o).to_vec();
            continue;
        }
        rw.ctx.detach_op(o);
        let blk = rw.ctx.op_block(at).unwrap();
        rw.ctx.insert_op(blk, Some(at), o);
        rw.add(o);
    }
    yielded
}

/// `scf.for` with constant bounds running zero times (results are the inits) or exactly once
/// (the body is inlined with the induction variable bound to the lower bound).
fn for_trivial_trip_count(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if ctx.kind(op) != OpKind::ScfFor || ctx.get_attr(op, "unsignedCmp").is_some() {
        return false;
    }
    let ops = ctx.operands(op).to_vec();
    let (Some(lb), Some(ub), Some(step)) = (
        const_int(ctx, ops[0]),
        const_int(ctx, ops[1]),
        const_int(ctx, ops[2]),
    ) else {
        return false;
    };
    if step <= 0 {
        return false;
    }
    let inits = ops[3..].to_vec();
    if lb >= ub {
        rw.replace_op(op, &inits);
        return true;
    }
    if lb + step < ub {
        return false;
    }
    let body = ctx.regions(op)[0];
    let blk = ctx.entry_block(body).unwrap();
    let args = ctx.block_args(blk).to_vec();
    rw.replace_value(args[0], ops[0]);
    for (a, v) in args[1..].iter().zip(&inits) {
        rw.replace_value(*a, *v);
    }
    let vals = inline_region_before(rw, body, op);
    rw.replace_op(op, &vals);
    true
}

/// `scf.parallel` with a dimension that runs zero times: the results are the inits.
fn parallel_zero_trip_count(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if ctx.kind(op) != OpKind::ScfParallel {
        return false;
    }
    let segs = crate::print::segments(ctx, op);
    let n = segs[0];
    let ops = ctx.operands(op).to_vec();
    let empty = (0..n).any(|d| {
        matches!(
            (const_int(ctx, ops[d]), const_int(ctx, ops[n + d])),
            (Some(lb), Some(ub)) if lb >= ub
        )
    });
    if !empty {
        return false;
    }
    rw.replace_op(op, &ops[3 * n..]);
    true
}

/// `scf.forall` bounds given by constant operands become static.
fn forall_constant_bounds(rw: &mut Rewriter, op: Op) -> bool {
    use crate::ir::{AttrData, DYNAMIC};
    let ctx = &*rw.ctx;
    if ctx.kind(op) != OpKind::ScfForall {
        return false;
    }
    let segs = crate::print::segments(ctx, op);
    if segs.len() != 4 {
        return false;
    }
    let ops = ctx.operands(op).to_vec();
    let names = ["staticLowerBound", "staticUpperBound", "staticStep"];
    let mut statics: Vec<Vec<i64>> = Vec::new();
    for name in names {
        match ctx.get_attr(op, name).map(|a| ctx.attr(a)) {
            Some(AttrData::DenseArray { values, .. }) => {
                statics.push(values.iter().map(|v| *v as i64).collect())
            }
            _ => return false,
        }
    }
    let mut changed = false;
    let mut keep: Vec<Value> = Vec::new();
    let mut new_segs = segs.clone();
    let mut at = 0;
    for (k, st) in statics.iter_mut().enumerate() {
        for slot in st.iter_mut().filter(|s| **s == DYNAMIC) {
            let v = ops[at];
            at += 1;
            match const_int(ctx, v) {
                Some(c) => {
                    *slot = c as i64;
                    new_segs[k] -= 1;
                    changed = true;
                }
                None => keep.push(v),
            }
        }
    }
    if !changed {
        return false;
    }
    keep.extend(&ops[at..]);
    for (name, st) in names.iter().zip(&statics) {
        let a = rw.ctx.dense_i64_array(st);
        rw.ctx.set_attr(op, name, a);
    }
    let seg: Vec<i64> = new_segs.iter().map(|s| *s as i64).collect();
    let a = rw.ctx.dense_i32_array(&seg);
    rw.ctx.set_attr(op, "operandSegmentSizes", a);
    rw.ctx.set_operands(op, &keep);
    rw.modified(op);
    true
}

/// `scf.if` with a constant condition is replaced by the taken region's body.
fn if_const_condition(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if ctx.kind(op) != OpKind::ScfIf {
        return false;
    }
    let Some(c) = const_int(ctx, ctx.operand(op, 0)) else {
        return false;
    };
    let r = ctx.regions(op)[if c != 0 { 0 } else { 1 }];
    if ctx.region_is_empty(r) {
        rw.erase_op(op);
        return true;
    }
    let vals = inline_region_before(rw, r, op);
    rw.replace_op(op, &vals);
    true
}

/// Drops `scf.if` results that have no uses.
fn if_remove_unused_results(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if ctx.kind(op) != OpKind::ScfIf {
        return false;
    }
    let results = ctx.results(op).to_vec();
    let used: Vec<bool> = results.iter().map(|r| !ctx.use_empty(*r)).collect();
    if used.iter().all(|u| *u) || ctx.region_is_empty(ctx.regions(op)[1]) && !results.is_empty() {
        return false;
    }
    let keep: Vec<usize> = (0..results.len()).filter(|i| used[*i]).collect();
    rebuild_if(rw, op, &keep);
    true
}

/// Rebuilds an `scf.if` keeping only the results at `keep`.
fn rebuild_if(rw: &mut Rewriter, op: Op, keep: &[usize]) {
    let ctx = &mut *rw.ctx;
    let types: Vec<crate::ir::Type> = keep
        .iter()
        .map(|i| ctx.value_type(ctx.result(op, *i)))
        .collect();
    let cond = ctx.operand(op, 0);
    let attrs: Vec<(String, crate::ir::Attr)> = ctx
        .attrs(op)
        .iter()
        .map(|(k, v)| (ctx.ident_str(*k).to_string(), *v))
        .collect();
    let old_regions = ctx.regions(op).to_vec();
    let mut new_regions = Vec::new();
    for r in &old_regions {
        let nr = ctx.create_region();
        for b in ctx.region_blocks(*r).collect::<Vec<Block>>() {
            ctx.detach_block(b);
            ctx.append_block(nr, b);
            if let Some(t) = ctx.last_op(b) {
                if ctx.kind(t) == OpKind::ScfYield {
                    let vals: Vec<Value> = keep.iter().map(|i| ctx.operand(t, *i)).collect();
                    ctx.set_operands(t, &vals);
                }
            }
        }
        new_regions.push(nr);
    }
    let loc = ctx.op_loc(op);
    let new = ctx.create_op(
        OpKind::ScfIf,
        None,
        &[cond],
        &types,
        attrs,
        &new_regions,
        &[],
        loc,
    );
    let blk = ctx.op_block(op).unwrap();
    ctx.insert_op(blk, Some(op), new);
    let old_results = ctx.results(op).to_vec();
    for (j, i) in keep.iter().enumerate() {
        let nr = rw.ctx.result(new, j);
        rw.replace_value(old_results[*i], nr);
    }
    rw.add(new);
    rw.erase_op(op);
}

/// An `scf.if` result that both branches yield as the same value is that value.
fn if_yield_same_value(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if ctx.kind(op) != OpKind::ScfIf || ctx.results(op).is_empty() {
        return false;
    }
    let (tr, er) = (ctx.regions(op)[0], ctx.regions(op)[1]);
    let (Some(tb), Some(eb)) = (ctx.entry_block(tr), ctx.entry_block(er)) else {
        return false;
    };
    let (Some(ty), Some(ey)) = (ctx.last_op(tb), ctx.last_op(eb)) else {
        return false;
    };
    let mut changed = false;
    let cond = ctx.operand(op, 0);
    for i in 0..ctx.results(op).len() {
        let (a, b) = (rw.ctx.operand(ty, i), rw.ctx.operand(ey, i));
        let r = rw.ctx.result(op, i);
        if rw.ctx.use_empty(r) {
            continue;
        }
        if a == b {
            rw.replace_value(r, a);
            changed = true;
            continue;
        }
        // An i1 result that is `true`/`false` (or the reverse) is the condition (or its negation).
        if rw.ctx.ty(rw.ctx.value_type(r)).is_i1() {
            let (ca, cb) = (const_int(rw.ctx, a), const_int(rw.ctx, b));
            match (ca, cb) {
                (Some(x), Some(0)) if x != 0 => {
                    rw.replace_value(r, cond);
                    changed = true;
                }
                (Some(0), Some(y)) if y != 0 => {
                    let t = rw.ctx.bool_attr(true);
                    let tv = rw.constant(op, t);
                    let bb = Builder::before(rw.ctx, op);
                    let i1 = rw.ctx.int_type(1);
                    let x = rw.create(&bb, OpKind::ArithXOrI, &[cond, tv], &[i1], vec![]);
                    let xv = rw.ctx.result(x, 0);
                    rw.replace_value(r, xv);
                    changed = true;
                }
                _ => {}
            }
        }
    }
    changed
}

/// Results of an `scf.if` yielded from outside its regions become `arith.select`s; the `scf.if`
/// keeps only the results it computes (upstream's ConvertTrivialIfToSelect).
fn if_hoist_yields_to_select(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if ctx.kind(op) != OpKind::ScfIf
        || ctx.results(op).is_empty()
        || ctx.region_is_empty(ctx.regions(op)[1])
    {
        return false;
    }
    let (tr, er) = (ctx.regions(op)[0], ctx.regions(op)[1]);
    let (Some(tb), Some(eb)) = (ctx.entry_block(tr), ctx.entry_block(er)) else {
        return false;
    };
    let (Some(ty), Some(ey)) = (ctx.last_op(tb), ctx.last_op(eb)) else {
        return false;
    };
    let (tv, fv) = (ctx.operands(ty).to_vec(), ctx.operands(ey).to_vec());
    let inside = |v: Value, r: crate::ir::Region| {
        ctx.value_block(v).and_then(|b| ctx.block_region(b)) == Some(r)
    };
    let keep: Vec<usize> = (0..tv.len())
        .filter(|i| inside(tv[*i], tr) || inside(fv[*i], er))
        .collect();
    if keep.len() == tv.len() {
        return false;
    }
    let cond = ctx.operand(op, 0);
    let results = ctx.results(op).to_vec();
    let b = Builder::before(rw.ctx, op);
    let mut hoisted: Vec<(usize, Value)> = Vec::new();
    for i in 0..tv.len() {
        if keep.contains(&i) {
            continue;
        }
        let v = if tv[i] == fv[i] {
            tv[i]
        } else {
            let t = rw.ctx.value_type(results[i]);
            let sel = rw.create(&b, OpKind::ArithSelect, &[cond, tv[i], fv[i]], &[t], vec![]);
            rw.ctx.result(sel, 0)
        };
        hoisted.push((i, v));
    }
    for (i, v) in hoisted {
        rw.replace_value(results[i], v);
    }
    rebuild_if(rw, op, &keep);
    true
}

/// `cf.br` to a block whose only predecessor is this branch: merge the blocks.
fn br_to_single_pred_block(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if ctx.kind(op) != OpKind::CfBr {
        return false;
    }
    let dest = ctx.successors(op)[0];
    let here = ctx.op_block(op).unwrap();
    if dest == here
        || preds(ctx, dest).len() != 1
        || ctx.block_region(dest).and_then(|r| ctx.entry_block(r)) == Some(dest)
    {
        return false;
    }
    let args = ctx.operands(op).to_vec();
    let params = ctx.block_args(dest).to_vec();
    for (p, a) in params.iter().zip(&args) {
        rw.replace_value(*p, *a);
    }
    rw.erase_op(op);
    let ops: Vec<Op> = rw.ctx.block_ops(dest).collect();
    for o in ops {
        rw.ctx.detach_op(o);
        rw.ctx.append_op(here, o);
        rw.add(o);
    }
    rw.ctx.erase_block(dest);
    true
}

fn preds(ctx: &Context, b: Block) -> Vec<Op> {
    let Some(r) = ctx.block_region(b) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for pb in ctx.region_blocks(r) {
        if let Some(t) = ctx.last_op(pb) {
            for s in ctx.successors(t) {
                if *s == b {
                    out.push(t);
                }
            }
        }
    }
    out
}

/// If `dest` holds only a `cf.br`, the destination and operands to branch to directly.
fn pass_through(ctx: &Context, dest: Block, args: &[Value]) -> Option<(Block, Vec<Value>)> {
    let first = ctx.first_op(dest)?;
    if ctx.kind(first) != OpKind::CfBr || ctx.next_op(first).is_some() {
        return None;
    }
    let target = ctx.successors(first)[0];
    if target == dest {
        return None;
    }
    let params = ctx.block_args(dest);
    let mut out = Vec::new();
    for v in ctx.operands(first) {
        if let Some(i) = params.iter().position(|p| p == v) {
            out.push(args[i]);
        } else if ctx.value_block(*v) == Some(dest) {
            return None;
        } else {
            out.push(*v);
        }
    }
    Some((target, out))
}

/// `cf.br ^a(args)` where `^a` only branches on: branch to the final destination.
fn br_pass_through(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if ctx.kind(op) != OpKind::CfBr {
        return false;
    }
    let Some((target, args)) = pass_through(ctx, ctx.successors(op)[0], ctx.operands(op)) else {
        return false;
    };
    rw.ctx.set_successors(op, &[target]);
    rw.ctx.set_operands(op, &args);
    rw.modified(op);
    true
}

fn set_cond_br(rw: &mut Rewriter, op: Op, t: Block, targs: &[Value], f: Block, fargs: &[Value]) {
    let cond = rw.ctx.operand(op, 0);
    let mut ops = vec![cond];
    ops.extend_from_slice(targs);
    ops.extend_from_slice(fargs);
    rw.ctx.set_operands(op, &ops);
    rw.ctx.set_successors(op, &[t, f]);
    let seg = rw
        .ctx
        .dense_i32_array(&[1, targs.len() as i64, fargs.len() as i64]);
    rw.ctx.set_attr(op, "operandSegmentSizes", seg);
    rw.modified(op);
}

/// `cf.cond_br` on a constant: `cf.br`.
fn cond_br_const(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if ctx.kind(op) != OpKind::CfCondBr {
        return false;
    }
    let Some(c) = const_int(ctx, ctx.operand(op, 0)) else {
        return false;
    };
    let i = if c != 0 { 0 } else { 1 };
    let dest = ctx.successors(op)[i];
    let args = crate::ir::interfaces::successor_operands(ctx, op, i);
    let br = Builder::before(rw.ctx, op).br(rw.ctx, dest, &args);
    rw.add(br);
    rw.erase_op(op);
    true
}

/// `cf.cond_br` whose successors only branch on: target their destinations.
fn cond_br_pass_through(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if ctx.kind(op) != OpKind::CfCondBr {
        return false;
    }
    let (t, f) = (ctx.successors(op)[0], ctx.successors(op)[1]);
    let ta = crate::ir::interfaces::successor_operands(ctx, op, 0);
    let fa = crate::ir::interfaces::successor_operands(ctx, op, 1);
    let nt = pass_through(ctx, t, &ta);
    let nf = pass_through(ctx, f, &fa);
    if nt.is_none() && nf.is_none() {
        return false;
    }
    let (t, ta) = nt.unwrap_or((t, ta));
    let (f, fa) = nf.unwrap_or((f, fa));
    set_cond_br(rw, op, t, &ta, f, &fa);
    true
}

/// `cf.cond_br %c, ^a(x), ^a(x)`: `cf.br ^a(x)`; with different operands, selects.
fn cond_br_identical_successors(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if ctx.kind(op) != OpKind::CfCondBr {
        return false;
    }
    let (t, f) = (ctx.successors(op)[0], ctx.successors(op)[1]);
    if t != f {
        return false;
    }
    let ta = crate::ir::interfaces::successor_operands(ctx, op, 0);
    let fa = crate::ir::interfaces::successor_operands(ctx, op, 1);
    let cond = ctx.operand(op, 0);
    let b = Builder::before(rw.ctx, op);
    let mut args = Vec::new();
    for (x, y) in ta.iter().zip(&fa) {
        if x == y {
            args.push(*x);
        } else {
            let t = rw.ctx.value_type(*x);
            let s = rw.create(&b, OpKind::ArithSelect, &[cond, *x, *y], &[t], vec![]);
            args.push(rw.ctx.result(s, 0));
        }
    }
    let br = b.br(rw.ctx, t, &args);
    rw.add(br);
    rw.erase_op(op);
    true
}
