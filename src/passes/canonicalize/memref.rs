//! `canonicalize` patterns and folds of memref: folds of casts, dims, metadata and reshapes; constant sizes and view arguments; dead allocations.

use super::*;
use crate::ir::opdef::EffectsDef;
use crate::ir::{dyn_add, dyn_mul, Traits};

/// Folds a memref op (MLIR's `fold` hooks).
pub(super) fn fold(rw: &mut Rewriter, op: Op, ops: &[Value]) -> Fold {
    use crate::ir::DYNAMIC;
    use OpKind::*;
    let ctx = &*rw.ctx;
    let kind = ctx.kind(op);
    let v = |x: Value| FoldResult::Value(x);
    match kind {
        MemRefDim => fold_dim(rw, op),
        MemRefExtractStridedMetadata => fold_extract_strided_metadata(rw, op),
        // load/store/dealloc of any cast of a ranked memref use the cast's source (upstream's
        // `foldMemRefCast`: the access does not depend on the static shape or layout).
        MemRefLoad | MemRefDealloc => fold_cast_operand(rw, op, 0, CastFold::AnyRanked),
        MemRefStore => fold_cast_operand(rw, op, 1, CastFold::AnyRanked),
        // Upstream's `CloneOp::fold` is `foldMemRefCast` itself: any cast of a ranked source.
        BufferizationClone => fold_cast_operand(rw, op, 0, CastFold::AnyRanked),
        MemRefCollapseShape | MemRefExpandShape => fold_reshape(ctx, op),
        // cast(cast(x)) -> cast(x) for any ranked x, also through an unranked memref
        // (upstream's `foldMemRefCast`); then, as upstream's fold hook tries the cast
        // interface's fold after an in-place one, a cast to its operand's type is the operand.
        MemRefCast => {
            let folded = fold_cast_operand(rw, op, 0, CastFold::AnyRanked);
            identity_cast(rw.ctx, op).unwrap_or(folded)
        }
        // The rank of a ranked memref is known.
        MemRefRank => match ctx.ty(ctx.value_type(ops[0])) {
            TypeData::MemRef { shape, .. } => {
                let rank = shape.len() as i128;
                let it = rw.ctx.index_type();
                Fold::Replace(vec![FoldResult::Attr(rw.ctx.int_attr(rank, it))])
            }
            _ => Fold::None,
        },
        MemRefTranspose => fold_transpose(rw, op),
        // A view to its source's own static type is the source.
        MemRefView => {
            let (st, rt) = ctx.source_result_types(op);
            if st == rt && ctx.ty(rt).shape().is_some_and(|s| !s.contains(&DYNAMIC)) {
                Fold::Replace(vec![v(ops[0])])
            } else {
                Fold::None
            }
        }
        // memory_space_cast(memory_space_cast(x)) casts x directly.
        MemRefMemorySpaceCast => {
            let mut folded = Fold::None;
            if let Some(inner) = def_of(ctx, ops[0], MemRefMemorySpaceCast) {
                let src = ctx.operand(inner, 0);
                rw.ctx.set_operand(op, 0, src);
                folded = Fold::InPlace;
            }
            identity_cast(rw.ctx, op).unwrap_or(folded)
        }
        // An alignment already assumed by the op defining the operand adds nothing.
        MemRefAssumeAlignment => match def_of(ctx, ops[0], MemRefAssumeAlignment) {
            Some(inner) if ctx.get_attr(inner, "alignment") == ctx.get_attr(op, "alignment") => {
                Fold::Replace(vec![v(ops[0])])
            }
            _ => Fold::None,
        },
        MemRefSubView => fold_subview(rw, op),
        MemRefReinterpretCast => {
            // The source's own view or cast does not matter: the new layout is absolute.
            let src = ops[0];
            let prev = ctx.defining_op(src).and_then(|d| match ctx.kind(d) {
                MemRefReinterpretCast | MemRefCast => Some(ctx.operand(d, 0)),
                MemRefSubView => {
                    let segs = ctx.segments(d);
                    let zero = segs.get(1) == Some(&0)
                        && static_array(ctx, d, "static_offsets")
                            .is_some_and(|o| o.iter().all(|x| *x == 0));
                    zero.then(|| ctx.operand(d, 0))
                }
                _ => None,
            });
            if let Some(p) = prev {
                let mut all = ops.to_vec();
                all[0] = p;
                rw.ctx.set_operands(op, &all);
                return Fold::InPlace;
            }
            // A reinterpret_cast to its source's own static type at offset 0 is the source.
            let (st, rt) = ctx.source_result_types(op);
            let static_shape = ctx.ty(rt).shape().is_some_and(|s| !s.contains(&DYNAMIC));
            let zero_offset =
                static_array(ctx, op, "static_offsets").is_some_and(|o| o.first() == Some(&0));
            if static_shape && st == rt && zero_offset {
                Fold::Replace(vec![v(src)])
            } else {
                Fold::None
            }
        }
        _ => Fold::None,
    }
}

/// Upstream's `foldReshapeOp`: a reshape to its source's type is the source; a reshape undone
/// by its inverse, collapse(expand(x)) or expand(collapse(x)) with x of the result's type, is x
/// when x has at most one dynamic dimension, or else when both use the same reassociation and
/// either the expansion came first or no group holds two dynamic dimensions.
pub(super) fn fold_reshape(ctx: &Context, op: Op) -> Fold {
    use crate::ir::DYNAMIC;
    let (st, rt) = ctx.source_result_types(op);
    let src = ctx.operand(op, 0);
    if st == rt {
        return Fold::Replace(vec![FoldResult::Value(src)]);
    }
    // The tensor dialect's reshapes fold the same way (`foldReshapeOp` is shared).
    let Some((expand, collapse, _)) = reshape_kinds(ctx.kind(op)) else {
        return Fold::None;
    };
    let inverse = if ctx.kind(op) == collapse {
        expand
    } else {
        collapse
    };
    let Some(d) = def_of(ctx, src, inverse) else {
        return Fold::None;
    };
    let x = ctx.operand(d, 0);
    if ctx.value_type(x) != rt {
        return Fold::None;
    }
    let Some(shape) = ctx.ty(rt).shape() else {
        return Fold::None;
    };
    let dynamic = |s: &[i64]| s.iter().filter(|x| **x == DYNAMIC).count();
    let ok = dynamic(shape) < 2 || {
        let groups = ctx.reassociation(op);
        groups == ctx.reassociation(d)
            && (ctx.kind(d) == expand
                || groups.iter().all(|g| {
                    let start = g.first().map_or(0, |i| *i as usize);
                    shape
                        .get(start..start + g.len())
                        .is_some_and(|s| dynamic(s) < 2)
                }))
    };
    if ok {
        Fold::Replace(vec![FoldResult::Value(x)])
    } else {
        Fold::None
    }
}

/// The expand_shape, collapse_shape and cast ops of the dialect of the reshape `kind` (the
/// reshape patterns below serve memref and tensor alike, as upstream's templates do).
pub(super) fn reshape_kinds(kind: OpKind) -> Option<(OpKind, OpKind, OpKind)> {
    use OpKind::*;
    match kind {
        MemRefExpandShape | MemRefCollapseShape => {
            Some((MemRefExpandShape, MemRefCollapseShape, MemRefCast))
        }
        TensorExpandShape | TensorCollapseShape => {
            Some((TensorExpandShape, TensorCollapseShape, TensorCast))
        }
        _ => None,
    }
}

/// A cast (`memref.cast`, `memref.memory_space_cast`) to the type of its operand is the operand
/// (the fold of upstream's `CastOpInterface`).
fn identity_cast(ctx: &Context, op: Op) -> Option<Fold> {
    let (st, rt) = ctx.source_result_types(op);
    (st == rt).then(|| Fold::Replace(vec![FoldResult::Value(ctx.operand(op, 0))]))
}

/// Strided form of a ranked memref type: (sizes, strides, offset), `DYNAMIC` where unknown;
/// `None` for unranked memrefs and non-strided layouts.
pub(super) fn strided_form(ctx: &Context, t: crate::ir::Type) -> Option<(Vec<i64>, Vec<i64>, i64)> {
    // Strided affine maps count as their strided form, as in upstream's getStridesAndOffset.
    let (offset, strides) = ctx.memref_strides(t)?;
    Some((ctx.ty(t).shape()?.to_vec(), strides, offset))
}

/// Upstream's `CastOp::canFoldIntoConsumerOp`: the cast goes from a ranked memref to a less
/// (or equally) static one of the same element type, rank and memory space.
pub(super) fn cast_only_erases_info(ctx: &Context, cast: Op) -> bool {
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

/// Which `memref.cast`s [`fold_cast_operand`] looks through.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum CastFold {
    /// Casts that only erase static information (upstream's `canFoldIntoConsumerOp`).
    OnlyErasing,
    /// Any cast of a ranked memref (upstream's `foldMemRefCast`, used by ops that only access
    /// the memory, which do not depend on the static shape or layout).
    AnyRanked,
}

/// Replaces operand `i` of `op` by the source of the `memref.cast` defining it, for the casts
/// `which` allows.
pub(super) fn fold_cast_operand(rw: &mut Rewriter, op: Op, i: usize, which: CastFold) -> Fold {
    let ctx = &*rw.ctx;
    let Some(c) = ctx
        .defining_op(ctx.operand(op, i))
        .filter(|c| ctx.kind(*c) == OpKind::MemRefCast)
    else {
        return Fold::None;
    };
    let src = ctx.operand(c, 0);
    let ok = match which {
        CastFold::OnlyErasing => cast_only_erases_info(ctx, c),
        CastFold::AnyRanked => matches!(ctx.ty(ctx.value_type(src)), TypeData::MemRef { .. }),
    };
    if !ok {
        return Fold::None;
    }
    rw.ctx.set_operand(op, i, src);
    Fold::InPlace
}

/// A subview of the whole of a statically shaped memref (offsets 0, strides 1, sizes the
/// source's shape, same rank) is its source, through a `memref.cast` when the result type
/// spells the layout (upstream's `TrivialSubViewOpFolder`).
///
/// ```mlir
/// %s = memref.subview %m[0] [4] [1] : memref<4xi64> to memref<4xi64, strided<[1]>>
/// // becomes
/// %s = memref.cast %m : memref<4xi64> to memref<4xi64, strided<[1]>>
/// ```
pub(super) fn trivial_subview(rw: &mut Rewriter, op: Op) -> bool {
    use crate::ir::DYNAMIC;
    let ctx = &*rw.ctx;
    if ctx.kind(op) != OpKind::MemRefSubView {
        return false;
    }
    let src = ctx.operand(op, 0);
    let res = ctx.result(op, 0);
    let (Some(shape), Some(res_shape)) = (
        ctx.ty(ctx.value_type(src)).shape(),
        ctx.ty(ctx.value_type(res)).shape(),
    ) else {
        return false;
    };
    if shape.len() != res_shape.len() {
        return false;
    }
    // Static entries, or dynamic operands that are constants, in order.
    let mixed = |name: &str, seg: usize| -> Option<Vec<Option<i64>>> {
        let statics = static_array(ctx, op, name)?;
        let mut dynamic = ctx.segment(op, seg).iter();
        Some(
            statics
                .iter()
                .map(|&x| {
                    if x == DYNAMIC {
                        dynamic
                            .next()
                            .and_then(|v| const_int(ctx, *v))
                            .and_then(|c| i64::try_from(c).ok())
                    } else {
                        Some(x)
                    }
                })
                .collect(),
        )
    };
    let (Some(offsets), Some(sizes), Some(strides)) = (
        mixed("static_offsets", 1),
        mixed("static_sizes", 2),
        mixed("static_strides", 3),
    ) else {
        return false;
    };
    let trivial = offsets.iter().all(|o| *o == Some(0))
        && strides.iter().all(|s| *s == Some(1))
        && sizes.len() == shape.len()
        && sizes
            .iter()
            .zip(shape)
            .all(|(s, d)| *d != DYNAMIC && *s == Some(*d));
    if !trivial {
        return false;
    }
    if ctx.value_type(src) == ctx.value_type(res) {
        rw.replace_op(op, &[src]);
        return true;
    }
    let ty = ctx.value_type(res);
    let b = Builder::before(rw.ctx, op);
    let cast = rw.create(&b, OpKind::MemRefCast, &[src], &[ty], vec![]);
    let loc = rw.ctx.op_loc(op);
    rw.ctx.set_op_loc(cast, loc);
    let nv = rw.ctx.result(cast, 0);
    rw.replace_op(op, &[nv]);
    true
}

/// `memref.dim` with a constant index: a static size, the dynamic size operand of the
/// allocation, or the dim of a cast's source.
/// Upstream's `ExtractStridedMetadataOp::fold`: uses of a static offset, size or stride
/// become uses of a new `arith.constant` (made right before the op, in that order; results
/// without uses get none).
pub(super) fn fold_extract_strided_metadata(rw: &mut Rewriter, op: Op) -> Fold {
    use crate::ir::DYNAMIC;
    let ctx = &*rw.ctx;
    let t = ctx.value_type(ctx.operand(op, 0));
    // Most often only the base buffer is used: then no constant is needed, and the strided
    // form is not worked out.
    let any_used = ctx.results(op).iter().skip(1).any(|r| !ctx.use_empty(*r));
    let (rank, statics) = if any_used {
        let Some((shape, strides, offset)) = strided_form(ctx, t) else {
            return Fold::None;
        };
        let statics: Vec<i64> = std::iter::once(offset)
            .chain(shape.iter().copied())
            .chain(strides)
            .collect();
        (shape.len(), statics)
    } else {
        // What `strided_form` needs to succeed: a strided layout and a shape.
        let Some(rank) = ctx
            .memref_layout(t)
            .ok()
            .and_then(|_| ctx.ty(t).shape().map(|s| s.len()))
        else {
            return Fold::None;
        };
        (rank, Vec::new())
    };
    let results: smallvec::SmallVec<[Value; 8]> = ctx.results(op).into();
    if results.len() != 2 + 2 * rank {
        return Fold::None;
    }
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
    // extract_strided_metadata(cast(x)) -> extract_strided_metadata(x) for any ranked x.
    if matches!(
        fold_cast_operand(rw, op, 0, CastFold::AnyRanked),
        Fold::InPlace
    ) {
        changed = true;
    }
    if changed {
        Fold::InPlace
    } else {
        Fold::None
    }
}

pub(super) fn fold_dim(rw: &mut Rewriter, op: Op) -> Fold {
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
    // The size operand that made the dimension: the nth dynamic size of an allocation or a
    // view, or for a subview the size of the source dimension kept as result dimension k.
    let nth = shape[..k].iter().filter(|s| **s == DYNAMIC).count();
    let size = ctx.defining_op(src).and_then(|d| match ctx.kind(d) {
        OpKind::MemRefAlloc | OpKind::MemRefAlloca => ctx.segment(d, 0).get(nth).copied(),
        OpKind::MemRefView => ctx.operands(d).get(2 + nth).copied(),
        OpKind::MemRefSubView => {
            let sizes = static_array(ctx, d, "static_sizes")?;
            let dropped = subview_dropped_dims(ctx, d)?;
            let kept = (0..sizes.len()).filter(|i| !dropped[*i]).nth(k)?;
            if sizes[kept] != DYNAMIC {
                return None;
            }
            let at = sizes[..kept].iter().filter(|s| **s == DYNAMIC).count();
            ctx.segment(d, 2).get(at).copied()
        }
        _ => None,
    });
    if let Some(v) = size {
        return Fold::Replace(vec![FoldResult::Value(v)]);
    }
    // dim(cast(x)) -> dim(x) for any ranked x (upstream's `foldMemRefCast`).
    fold_cast_operand(rw, op, 0, CastFold::AnyRanked)
}

/// The source dimensions a `memref.subview` drops (upstream's `getDroppedDims`, i.e.
/// `computeMemRefRankReductionMask`): unit static sizes, and when there are more of those than
/// dropped dimensions, the ones whose stride no longer appears in the result. `None` when the
/// types do not tell.
pub(super) fn subview_dropped_dims(ctx: &Context, op: Op) -> Option<Vec<bool>> {
    let (st, rt) = ctx.source_result_types(op);
    let sizes = static_array(ctx, op, "static_sizes")?;
    let (src_rank, res_rank) = (ctx.ty(st).shape()?.len(), ctx.ty(rt).shape()?.len());
    if sizes.len() != src_rank {
        return None;
    }
    if src_rank == res_rank {
        return Some(vec![false; src_rank]);
    }
    let mut dropped: Vec<bool> = sizes.iter().map(|s| *s == 1).collect();
    let count = |d: &[bool]| d.iter().filter(|x| **x).count();
    if count(&dropped) + res_rank == src_rank {
        return Some(dropped);
    }
    let (_, src_strides) = ctx.memref_strides(st)?;
    let (_, res_strides) = ctx.memref_strides(rt)?;
    // A unit dimension is dropped when its stride occurs fewer times in the result than
    // still unaccounted for in the source.
    let occurrences = |list: &[i64]| {
        let mut m = std::collections::BTreeMap::<i64, usize>::new();
        for x in list {
            *m.entry(*x).or_default() += 1;
        }
        m
    };
    let mut unaccounted = occurrences(&src_strides);
    let in_result = occurrences(&res_strides);
    for d in 0..src_rank {
        if !dropped[d] {
            continue;
        }
        let s = src_strides[d];
        let (have, want) = (
            unaccounted.get(&s).copied().unwrap_or(0),
            in_result.get(&s).copied().unwrap_or(0),
        );
        match have.cmp(&want) {
            std::cmp::Ordering::Greater => *unaccounted.get_mut(&s)? -= 1,
            std::cmp::Ordering::Equal => dropped[d] = false,
            std::cmp::Ordering::Less => return None,
        }
    }
    (count(&dropped) + res_rank == src_rank).then_some(dropped)
}

/// Upstream's `TransposeOp::fold`: an identity permutation to the same type is its input, and
/// transpose(transpose(x)) is one transpose of x by the composed permutation.
fn fold_transpose(rw: &mut Rewriter, op: Op) -> Fold {
    use crate::ir::affine::{AffineExpr, AffineMap};
    let ctx = &*rw.ctx;
    let perm_of = |o: Op| match ctx.get_attr(o, "permutation").map(|a| ctx.attr(a)) {
        Some(AttrData::AffineMap(m)) => Some(m.clone()),
        _ => None,
    };
    let Some(map) = perm_of(op) else {
        return Fold::None;
    };
    let (st, rt) = ctx.source_result_types(op);
    if map.is_identity() && st == rt {
        return Fold::Replace(vec![FoldResult::Value(ctx.operand(op, 0))]);
    }
    let Some(inner) = def_of(ctx, ctx.operand(op, 0), OpKind::MemRefTranspose) else {
        return Fold::None;
    };
    let (Some(outer_p), Some(inner_map)) = (map.as_permutation(), perm_of(inner)) else {
        return Fold::None;
    };
    let Some(inner_p) = inner_map.as_permutation() else {
        return Fold::None;
    };
    // map ∘ inner: result k of the outer map reads result outer_p[k] of the inner one.
    let Some(results) = outer_p
        .iter()
        .map(|p| inner_p.get(*p as usize).map(|d| AffineExpr::Dim(*d)))
        .collect::<Option<Vec<_>>>()
    else {
        return Fold::None;
    };
    let composed = AffineMap {
        dims: inner_map.dims,
        symbols: 0,
        results,
    };
    let src = ctx.operand(inner, 0);
    let attr = rw.ctx.intern_attr(AttrData::AffineMap(composed));
    rw.ctx.set_operand(op, 0, src);
    rw.ctx.set_attr(op, "permutation", attr);
    Fold::InPlace
}

/// Upstream's `SubViewOp::fold`: a subview to its source's own static type (static layout) is
/// the source; so is a subview of a subview with zero offsets, unit strides and the same sizes
/// as the inner one, to the same type.
fn fold_subview(rw: &mut Rewriter, op: Op) -> Fold {
    use crate::ir::DYNAMIC;
    let ctx = &*rw.ctx;
    let src = ctx.operand(op, 0);
    let (st, rt) = ctx.source_result_types(op);
    let static_layout = match ctx.ty(rt) {
        TypeData::MemRef { layout: None, .. } => true,
        TypeData::MemRef {
            layout: Some(l), ..
        } => match ctx.attr(*l) {
            AttrData::Strided { strides, offset } => {
                *offset != DYNAMIC && !strides.contains(&DYNAMIC)
            }
            _ => false,
        },
        _ => false,
    };
    let static_shape = ctx.ty(rt).shape().is_some_and(|s| !s.contains(&DYNAMIC));
    if st == rt && static_shape && static_layout {
        return Fold::Replace(vec![FoldResult::Value(src)]);
    }
    let Some(inner) = def_of(ctx, src, OpKind::MemRefSubView) else {
        return Fold::None;
    };
    // Each entry static, or its dynamic operand (constants are not looked through for sizes,
    // as upstream compares the mixed values themselves).
    let mixed = |o: Op, name: &str, seg: usize| -> Option<Vec<Result<i64, Value>>> {
        let statics = static_array(ctx, o, name)?;
        let mut dynamic = ctx.segment(o, seg).iter();
        statics
            .iter()
            .map(|&x| {
                if x == DYNAMIC {
                    dynamic.next().map(|v| Err(*v))
                } else {
                    Some(Ok(x))
                }
            })
            .collect()
    };
    let is = |e: &Result<i64, Value>, c: i64| match e {
        Ok(x) => *x == c,
        Err(v) => const_int(ctx, *v) == Some(c as i128),
    };
    let (Some(offsets), Some(sizes), Some(strides), Some(inner_sizes)) = (
        mixed(op, "static_offsets", 1),
        mixed(op, "static_sizes", 2),
        mixed(op, "static_strides", 3),
        mixed(inner, "static_sizes", 2),
    ) else {
        return Fold::None;
    };
    if offsets.iter().all(|o| is(o, 0))
        && strides.iter().all(|s| is(s, 1))
        && sizes == inner_sizes
        && st == rt
    {
        Fold::Replace(vec![FoldResult::Value(src)])
    } else {
        Fold::None
    }
}

/// `memref.alloc`/`alloca` with constant dynamic sizes: allocate the static type and cast it
/// back (upstream's `SimplifyAllocConst`).
pub(super) fn alloc_const_sizes(rw: &mut Rewriter, op: Op) -> bool {
    use crate::ir::DYNAMIC;
    let ctx = &*rw.ctx;
    if !matches!(ctx.kind(op), OpKind::MemRefAlloc | OpKind::MemRefAlloca) {
        return false;
    }
    // A negative constant size stays dynamic (upstream does not fold it either): with only
    // those there is nothing to do (rewriting the op unchanged would never end).
    if !ctx
        .segment(op, 0)
        .iter()
        .any(|d| const_int(ctx, *d).is_some_and(|c| c >= 0))
    {
        return false;
    }
    let dyns = ctx.segment(op, 0).to_vec();
    let syms = ctx.segment(op, 1).to_vec();
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

pub(super) fn static_array(ctx: &Context, op: Op, name: &str) -> Option<Vec<i64>> {
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
pub(super) fn view_constant_arguments(rw: &mut Rewriter, op: Op) -> bool {
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
    // A subview's lists are folded one at a time (offsets, sizes, strides), each kept only if
    // the slice still verifies against the source's shape, and none after the first that does
    // not: an out-of-bounds slice stays dynamic, as upstream leaves it.
    let src_shape = match ctx.ty(ctx.value_type(src)) {
        TypeData::MemRef { shape, .. } if kind == OpKind::MemRefSubView => Some(shape.clone()),
        _ => None,
    };
    let fits = |st: &[Vec<i64>]| match &src_shape {
        Some(shape) if shape.len() == st[1].len() => {
            crate::verify::in_bounds_slice(shape, &st[0], &st[1], &st[2]).is_ok()
        }
        _ => true,
    };
    let mut dyns: Vec<Vec<Value>> = Vec::new();
    let mut at = 1;
    let mut stopped = false;
    for k in 0..3 {
        let n = statics[k].iter().filter(|x| **x == DYNAMIC).count();
        let operands = &ops[at..at + n];
        at += n;
        // The list with its constants made static, and the operands left.
        let mut list = statics[k].clone();
        let mut left = Vec::new();
        for (slot, &v) in list.iter_mut().filter(|x| **x == DYNAMIC).zip(operands) {
            // As upstream: negative sizes and zero strides stay dynamic (negative strides and
            // offsets of any sign become static).
            let foldable = |c: i128| match k {
                0 => true,
                1 => c >= 0,
                _ => c != 0,
            };
            match const_int(ctx, v) {
                Some(c) if foldable(c) => *slot = c as i64,
                _ => left.push(v),
            }
        }
        if stopped || list == statics[k] {
            dyns.push(operands.to_vec());
            continue;
        }
        let mut trial = statics.clone();
        trial[k] = list;
        if fits(&trial) {
            statics = trial;
            dyns.push(left);
            changed = true;
        } else {
            // The first list that does not fit ends the folding (upstream's order).
            stopped = true;
            dyns.push(operands.to_vec());
        }
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
    let mut shape = sizes.clone();
    let (strides, offset) = if kind == OpKind::MemRefSubView {
        let Some((src_shape, src_st, src_off)) = strided_form(ctx, ctx.value_type(src)) else {
            return false;
        };
        // A rank-reducing subview keeps dropping the dimensions it dropped (upstream's
        // `SubViewReturnTypeCanonicalizer` / `getCanonicalSubViewResultType`).
        let Some(dropped) = subview_dropped_dims(ctx, op) else {
            return false;
        };
        if sizes.len() != src_shape.len() || dropped.len() != src_shape.len() {
            return false;
        }
        // As the verifier infers it (upstream's `SubViewOp::inferResultType`).
        let off = offs
            .iter()
            .zip(&src_st)
            .fold(src_off, |off, (o, st)| dyn_add(off, dyn_mul(*o, *st)));
        let strides: Vec<i64> = src_st
            .iter()
            .zip(steps)
            .zip(&dropped)
            .filter(|(_, d)| !**d)
            .map(|((a, b), _)| dyn_mul(*a, *b))
            .collect();
        shape = sizes
            .iter()
            .zip(&dropped)
            .filter(|(_, d)| !**d)
            .map(|(s, _)| *s)
            .collect();
        if shape.len() != old_shape.len() {
            return false;
        }
        (strides, off)
    } else {
        if offs.len() != 1 {
            return false;
        }
        (steps.clone(), offs[0])
    };
    let layout = rw.ctx.intern_attr(AttrData::Strided { strides, offset });
    let new_t = rw.ctx.intern_type(TypeData::MemRef {
        shape,
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
pub(super) fn fold_cast_into_copy(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if ctx.kind(op) != OpKind::MemRefCopy {
        return false;
    }
    let mut changed = false;
    for i in 0..2 {
        if matches!(
            fold_cast_operand(rw, op, i, CastFold::OnlyErasing),
            Fold::InPlace
        ) {
            changed = true;
        }
    }
    if changed {
        rw.modified(op);
    }
    changed
}

/// Upstream's `FoldEmptyCopy` and `FoldSelfCopy`: a `memref.copy` of a memref with a zero-sized
/// dimension, or from a memref to itself, does nothing and is erased.
pub(super) fn copy_empty_or_self(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if ctx.kind(op) != OpKind::MemRefCopy {
        return false;
    }
    let (src, dst) = (ctx.operand(op, 0), ctx.operand(op, 1));
    let empty = |v: Value| {
        ctx.ty(ctx.value_type(v))
            .shape()
            .is_some_and(|s| s.contains(&0))
    };
    if empty(src) || empty(dst) || src == dst {
        rw.erase_op(op);
        return true;
    }
    false
}

/// An allocation only stored into and freed is dead, together with those users (upstream's
/// `SimplifyDeadAlloc`, also on `memref.realloc`: like upstream, a realloc nobody reads is
/// erased even though it would have freed its source).
pub(super) fn dead_alloc(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let kind = ctx.kind(op);
    if !matches!(
        kind,
        OpKind::MemRefAlloc | OpKind::MemRefAlloca | OpKind::MemRefRealloc
    ) {
        return false;
    }
    let r = ctx.result(op, 0);
    let ok = ctx.uses(r).iter().all(|u| match ctx.kind(u.op) {
        OpKind::MemRefDealloc => true,
        OpKind::MemRefStore => u.index == 1,
        _ => false,
    });
    // An unused alloc or alloca is erased as a trivially dead op; a realloc frees, so only
    // this pattern erases it.
    if !ok || (ctx.use_empty(r) && kind != OpKind::MemRefRealloc) {
        return false;
    }
    let users: Vec<Op> = ctx.uses(r).iter().map(|u| u.op).collect();
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

/// Upstream's `hasNonIdentityLayout`: a ranked memref whose layout is not the identity.
fn non_identity_layout(ctx: &Context, t: crate::ir::Type) -> bool {
    match ctx.ty(t) {
        TypeData::MemRef { shape, layout, .. } => {
            !crate::verify::identity_layout(ctx, *layout, shape.len())
        }
        _ => false,
    }
}

/// The output shape of a `memref.expand_shape`: each entry static (`Ok`) or its operand.
fn expand_output_shape(ctx: &Context, op: Op) -> Option<Vec<Result<i64, Value>>> {
    use crate::ir::DYNAMIC;
    let statics = static_array(ctx, op, "static_output_shape")?;
    let mut dynamic = ctx.operands(op)[1..].iter();
    statics
        .iter()
        .map(|&s| {
            if s == DYNAMIC {
                dynamic.next().map(|v| Err(*v))
            } else {
                Some(Ok(s))
            }
        })
        .collect()
}

/// Creates a `memref.expand_shape` (output shape `shape`) or, with `shape` `None`, a
/// `memref.collapse_shape` of `src` to `ty` before `at`, with `at`'s location.
fn create_reshape(
    rw: &mut Rewriter,
    at: Op,
    src: Value,
    ty: crate::ir::Type,
    groups: &[Vec<i64>],
    shape: Option<&[Result<i64, Value>]>,
) -> Value {
    use crate::ir::DYNAMIC;
    let mut group_attrs = Vec::new();
    for g in groups {
        let items = g.iter().map(|i| rw.ctx.i64_attr(*i)).collect();
        group_attrs.push(rw.ctx.intern_attr(AttrData::Array(items)));
    }
    let reassociation = rw.ctx.intern_attr(AttrData::Array(group_attrs));
    let mut attrs = vec![("reassociation".to_string(), reassociation)];
    let mut operands = vec![src];
    let kinds = reshape_kinds(rw.ctx.kind(at)).unwrap_or((
        OpKind::MemRefExpandShape,
        OpKind::MemRefCollapseShape,
        OpKind::MemRefCast,
    ));
    let kind = match shape {
        Some(shape) => {
            let statics: Vec<i64> = shape
                .iter()
                .map(|s| *s.as_ref().unwrap_or(&DYNAMIC))
                .collect();
            operands.extend(shape.iter().filter_map(|s| s.err()));
            attrs.push((
                "static_output_shape".to_string(),
                rw.ctx.dense_i64_array(&statics),
            ));
            kinds.0
        }
        None => kinds.1,
    };
    let b = Builder::before(rw.ctx, at);
    let new = rw.create(&b, kind, &operands, &[ty], attrs);
    let loc = rw.ctx.op_loc(at);
    rw.ctx.set_op_loc(new, loc);
    rw.ctx.result(new, 0)
}

/// A `memref.cast` of `src` to `ty` before `at`, with `at`'s location.
fn create_cast(rw: &mut Rewriter, at: Op, src: Value, ty: crate::ir::Type) -> Value {
    let b = Builder::before(rw.ctx, at);
    let kind = reshape_kinds(rw.ctx.kind(at)).map_or(OpKind::MemRefCast, |k| k.2);
    let cast = rw.create(&b, kind, &[src], &[ty], vec![]);
    let loc = rw.ctx.op_loc(at);
    rw.ctx.set_op_loc(cast, loc);
    rw.ctx.result(cast, 0)
}

/// Two expand_shapes, or two collapse_shapes, in a row are one, with the composed
/// reassociation (upstream's `ComposeReassociativeReshapeOps`; identity layouts only).
///
/// ```mlir
/// %a = memref.expand_shape %m [[0, 1]] output_shape [6, 4] : memref<24xf32> into memref<6x4xf32>
/// %b = memref.expand_shape %a [[0, 1], [2]] output_shape [2, 3, 4] : memref<6x4xf32> into memref<2x3x4xf32>
/// // becomes
/// %b = memref.expand_shape %m [[0, 1, 2]] output_shape [2, 3, 4] : memref<24xf32> into memref<2x3x4xf32>
/// ```
pub(super) fn compose_reassociative_reshapes(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let kind = ctx.kind(op);
    let Some((expand, _, _)) = reshape_kinds(kind) else {
        return false;
    };
    let Some(inner) = def_of(ctx, ctx.operand(op, 0), kind) else {
        return false;
    };
    let inner_src = ctx.operand(inner, 0);
    let (st, rt) = ctx.source_result_types(op);
    if non_identity_layout(ctx, ctx.value_type(inner_src))
        || non_identity_layout(ctx, st)
        || non_identity_layout(ctx, rt)
    {
        return false;
    }
    let Some(groups) =
        super::reassociation::compose(&ctx.reassociation(inner), &ctx.reassociation(op))
    else {
        return false;
    };
    let shape = if kind == expand {
        match expand_output_shape(ctx, op) {
            Some(s) => Some(s),
            None => return false,
        }
    } else {
        None
    };
    let new = create_reshape(rw, op, inner_src, rt, &groups, shape.as_deref());
    rw.replace_op(op, &[new]);
    true
}

/// collapse_shape(expand_shape(x)) as one reshape of x when the expansion's groups fit in the
/// collapse's (or the other way round): a collapse_shape, an expand_shape (its dynamic sizes
/// the products of the expansion's, through `arith.muli`), or a cast when the ranks are equal
/// (upstream's `ComposeCollapseOfExpandOp`; identity layouts only).
///
/// ```mlir
/// %a = memref.expand_shape %m [[0, 1], [2, 3]] output_shape [2, 3, 2, 2] : memref<6x4xf32> into memref<2x3x2x2xf32>
/// %b = memref.collapse_shape %a [[0, 1], [2], [3]] : memref<2x3x2x2xf32> into memref<6x2x2xf32>
/// // becomes
/// %b = memref.expand_shape %m [[0], [1, 2]] output_shape [6, 2, 2] : memref<6x4xf32> into memref<6x2x2xf32>
/// ```
pub(super) fn compose_collapse_of_expand(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some((expand_kind, collapse_kind, _)) = reshape_kinds(ctx.kind(op)) else {
        return false;
    };
    if ctx.kind(op) != collapse_kind {
        return false;
    }
    let Some(expand) = def_of(ctx, ctx.operand(op, 0), expand_kind) else {
        return false;
    };
    let src = ctx.operand(expand, 0);
    let (src_t, mid_t) = ctx.source_result_types(expand);
    let res_t = ctx.value_type(ctx.result(op, 0));
    if non_identity_layout(ctx, mid_t) || non_identity_layout(ctx, src_t) || src_t == res_t {
        return false;
    }
    let (Some(src_rank), Some(res_rank)) = (
        ctx.ty(src_t).shape().map(|s| s.len()),
        ctx.ty(res_t).shape().map(|s| s.len()),
    ) else {
        return false;
    };
    let (expand_groups, collapse_groups) = (ctx.reassociation(expand), ctx.reassociation(op));
    let (higher, lower) = if src_rank > res_rank {
        (&expand_groups, &collapse_groups)
    } else {
        (&collapse_groups, &expand_groups)
    };
    // Each lower-rank group must be a run of whole higher-rank groups.
    let mut next = 0usize;
    let mut groups = Vec::with_capacity(lower.len());
    for low in lower {
        let Some(&low_last) = low.last() else {
            return false;
        };
        let mut composed = Vec::new();
        while let Some(high) = higher.get(next) {
            let Some(&rightmost) = high.last() else {
                return false;
            };
            if rightmost > low_last {
                return false;
            }
            composed.push(next as i64);
            next += 1;
            if rightmost == low_last {
                break;
            }
        }
        groups.push(composed);
    }
    let new = match src_rank.cmp(&res_rank) {
        std::cmp::Ordering::Greater => create_reshape(rw, op, src, res_t, &groups, None),
        std::cmp::Ordering::Less => {
            let Some(orig) = expand_output_shape(ctx, expand) else {
                return false;
            };
            // Each new size is the product of the expansion's sizes of a collapse group: the
            // static ones multiplied out, the dynamic ones through arith.muli.
            let mut shape = Vec::with_capacity(collapse_groups.len());
            for g in &collapse_groups {
                let mut product: i64 = 1;
                let mut dynamic = Vec::new();
                for i in g {
                    match orig.get(*i as usize) {
                        Some(Ok(s)) => product = product.wrapping_mul(*s),
                        Some(Err(v)) => match const_int(rw.ctx, *v) {
                            Some(c) => product = product.wrapping_mul(c as i64),
                            None => dynamic.push(*v),
                        },
                        None => return false,
                    }
                }
                let Some((&first, rest)) = dynamic.split_first() else {
                    shape.push(Ok(product));
                    continue;
                };
                let it = rw.ctx.index_type();
                let mut acc = first;
                for v in rest {
                    acc = create_muli(rw, op, acc, *v, it);
                }
                if product != 1 {
                    let attr = rw.ctx.int_attr(product as i128, it);
                    let c = rw.constant(op, attr);
                    acc = create_muli(rw, op, acc, c, it);
                }
                shape.push(Err(acc));
            }
            create_reshape(rw, op, src, res_t, &groups, Some(&shape))
        }
        std::cmp::Ordering::Equal => create_cast(rw, op, src, res_t),
    };
    rw.replace_op(op, &[new]);
    true
}

/// An `arith.muli` of index values before `at`.
fn create_muli(rw: &mut Rewriter, at: Op, a: Value, b: Value, ty: crate::ir::Type) -> Value {
    let bld = Builder::before(rw.ctx, at);
    let m = rw.create(&bld, OpKind::ArithMulI, &[a, b], &[ty], vec![]);
    let loc = rw.ctx.op_loc(at);
    rw.ctx.set_op_loc(m, loc);
    rw.ctx.result(m, 0)
}

/// expand_shape(collapse_shape(x)) as one reshape of x when each group of the smaller shape
/// collapses from a part of the larger one (upstream's `ComposeExpandOfCollapseOp`, with its
/// `getReassociationIndicesForCollapse`); with a non-identity layout, only a statically shaped
/// x cast-compatible with the result becomes a cast.
///
/// ```mlir
/// %a = memref.collapse_shape %m [[0, 1, 2]] : memref<2x3x4xf32> into memref<24xf32>
/// %b = memref.expand_shape %a [[0, 1]] output_shape [6, 4] : memref<24xf32> into memref<6x4xf32>
/// // becomes
/// %b = memref.collapse_shape %m [[0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
/// ```
pub(super) fn compose_expand_of_collapse(rw: &mut Rewriter, op: Op) -> bool {
    use crate::ir::DYNAMIC;
    let ctx = &*rw.ctx;
    let Some((expand_kind, collapse_kind, _)) = reshape_kinds(ctx.kind(op)) else {
        return false;
    };
    if ctx.kind(op) != expand_kind {
        return false;
    }
    let Some(collapse) = def_of(ctx, ctx.operand(op, 0), collapse_kind) else {
        return false;
    };
    let src = ctx.operand(collapse, 0);
    let (src_t, mid_t) = ctx.source_result_types(collapse);
    let res_t = ctx.value_type(ctx.result(op, 0));
    let (Some(src_shape), Some(res_shape)) = (
        ctx.ty(src_t).shape().map(|s| s.to_vec()),
        ctx.ty(res_t).shape().map(|s| s.to_vec()),
    ) else {
        return false;
    };
    if non_identity_layout(ctx, mid_t) || non_identity_layout(ctx, src_t) {
        if !src_shape.contains(&DYNAMIC) && crate::verify::memref_cast_compatible(ctx, src_t, res_t)
        {
            let new = create_cast(rw, op, src, res_t);
            rw.replace_op(op, &[new]);
            return true;
        }
        return false;
    }
    if src_shape.len() == res_shape.len() {
        return false;
    }
    let (src_groups, res_groups) = (ctx.reassociation(collapse), ctx.reassociation(op));
    if src_shape.len() > res_shape.len() {
        let Some(groups) =
            collapsing_reassociation(&src_groups, &res_groups, &src_shape, &res_shape)
        else {
            return false;
        };
        let new = create_reshape(rw, op, src, res_t, &groups, None);
        rw.replace_op(op, &[new]);
    } else {
        let Some(groups) =
            collapsing_reassociation(&res_groups, &src_groups, &res_shape, &src_shape)
        else {
            return false;
        };
        let Some(shape) = expand_output_shape(ctx, op) else {
            return false;
        };
        let new = create_reshape(rw, op, src, res_t, &groups, Some(&shape));
        rw.replace_op(op, &[new]);
    }
    true
}

/// Upstream's `findCollapsingReassociation`: how `src_shape` collapses into `res_shape`, group
/// by group of the two reshapes around the shape between them.
fn collapsing_reassociation(
    src_groups: &[Vec<i64>],
    res_groups: &[Vec<i64>],
    src_shape: &[i64],
    res_shape: &[i64],
) -> Option<Vec<Vec<i64>>> {
    use super::reassociation::for_collapse;
    use crate::ir::DYNAMIC;
    if src_groups.is_empty() {
        return for_collapse(src_shape, res_shape);
    }
    let slice = |shape: &[i64], g: &[i64]| -> Option<Vec<i64>> {
        let start = usize::try_from(*g.first()?).ok()?;
        shape.get(start..start + g.len()).map(|s| s.to_vec())
    };
    let dynamic = |s: &[i64]| s.iter().filter(|x| **x == DYNAMIC).count();
    let mut out = Vec::new();
    for (sg, rg) in src_groups.iter().zip(res_groups) {
        let (src_sub, res_sub) = (slice(src_shape, sg)?, slice(res_shape, rg)?);
        let start = sg[0];
        if dynamic(&src_sub) >= 2 && dynamic(&res_sub) >= 2 {
            return None;
        }
        if src_sub.len() == res_sub.len() {
            if src_sub != res_sub {
                return None;
            }
            out.extend((0..src_sub.len() as i64).map(|i| vec![start + i]));
            continue;
        }
        for g in for_collapse(&src_sub, &res_sub)? {
            out.push(g.iter().map(|i| start + i).collect());
        }
    }
    Some(out)
}

/// An expand_shape or collapse_shape of a `memref.cast` that only erased static information
/// reshapes the cast's source: in place when the result type stays, else as a new reshape cast
/// back to the old type; an expansion also takes its constant output sizes as static, and is
/// left alone when that would change which groups are dynamic (upstream's
/// `ExpandShapeOpMemRefCastFolder` and `CollapseShapeOpMemRefCastFolder`).
///
/// ```mlir
/// %c = memref.cast %m : memref<2x3xf32> to memref<?x3xf32>
/// %a = memref.collapse_shape %c [[0, 1]] : memref<?x3xf32> into memref<?xf32>
/// // becomes
/// %0 = memref.collapse_shape %m [[0, 1]] : memref<2x3xf32> into memref<6xf32>
/// %a = memref.cast %0 : memref<6xf32> to memref<?xf32>
/// ```
pub(super) fn reshape_of_cast(rw: &mut Rewriter, op: Op) -> bool {
    use crate::ir::{dyn_mul, DYNAMIC};
    let ctx = &*rw.ctx;
    let kind = ctx.kind(op);
    if !matches!(
        kind,
        OpKind::MemRefExpandShape | OpKind::MemRefCollapseShape
    ) {
        return false;
    }
    let Some(cast) = def_of(ctx, ctx.operand(op, 0), OpKind::MemRefCast) else {
        return false;
    };
    if !cast_only_erases_info(ctx, cast) {
        return false;
    }
    let src = ctx.operand(cast, 0);
    let src_t = ctx.value_type(src);
    let old_t = ctx.value_type(ctx.result(op, 0));
    let TypeData::MemRef {
        shape: src_shape,
        elem,
        layout,
        space,
    } = ctx.ty(src_t).clone()
    else {
        return false;
    };
    let groups = ctx.reassociation(op);
    let identity = crate::verify::identity_layout(ctx, layout, src_shape.len());
    let mut new_shape_list = None;
    let (shape, strided) = if kind == OpKind::MemRefExpandShape {
        let Some(mut out) = expand_output_shape(ctx, op) else {
            return false;
        };
        for s in out.iter_mut() {
            if let Err(v) = s {
                if let Some(c) = const_int(ctx, *v) {
                    *s = Ok(c as i64);
                }
            }
        }
        let sizes: Vec<i64> = out
            .iter()
            .map(|s| *s.as_ref().unwrap_or(&DYNAMIC))
            .collect();
        // Folding the cast must not change which groups are dynamic.
        for (k, g) in groups.iter().enumerate() {
            let group_dynamic = g
                .iter()
                .any(|i| sizes.get(*i as usize).is_none_or(|s| *s == DYNAMIC));
            if src_shape
                .get(k)
                .is_none_or(|d| (*d == DYNAMIC) != group_dynamic)
            {
                return false;
            }
        }
        let strided = if identity {
            None
        } else {
            let Some((offset, strides)) = ctx.memref_strides(src_t) else {
                return false;
            };
            if strides.len() != groups.len() {
                return false;
            }
            Some((
                offset,
                crate::verify::expanded_strides(&strides, &sizes, &groups),
            ))
        };
        new_shape_list = Some(out);
        (sizes, strided)
    } else {
        let mut sizes = Vec::with_capacity(groups.len());
        for g in &groups {
            let mut p = 1;
            for i in g {
                let Some(d) = src_shape.get(*i as usize) else {
                    return false;
                };
                p = dyn_mul(p, *d);
            }
            sizes.push(p);
        }
        let strided = if identity {
            None
        } else {
            let Some((offset, strides)) = ctx.memref_strides(src_t) else {
                return false;
            };
            let Some(s) = crate::verify::collapsed_strides(&src_shape, &strides, &groups) else {
                return false;
            };
            Some((offset, s))
        };
        (sizes, strided)
    };
    let layout =
        strided.map(|(offset, strides)| rw.ctx.intern_attr(AttrData::Strided { strides, offset }));
    let new_t = rw.ctx.intern_type(TypeData::MemRef {
        shape,
        elem,
        layout,
        space,
    });
    if new_t == old_t {
        rw.ctx.set_operand(op, 0, src);
        rw.modified(op);
        return true;
    }
    let new = create_reshape(rw, op, src, new_t, &groups, new_shape_list.as_deref());
    let cast = create_cast(rw, op, new, old_t);
    rw.replace_op(op, &[cast]);
    true
}

/// A `memref.view` whose dynamic sizes are constants views the static type instead, cast back
/// to the old one (upstream's `ViewOpShapeFolder`; a negative size stays dynamic).
///
/// ```mlir
/// %v = memref.view %buf[%c0][%c4] : memref<64xi8> to memref<?xf32>
/// // becomes
/// %0 = memref.view %buf[%c0][] : memref<64xi8> to memref<4xf32>
/// %v = memref.cast %0 : memref<4xf32> to memref<?xf32>
/// ```
pub(super) fn view_const_sizes(rw: &mut Rewriter, op: Op) -> bool {
    use crate::ir::DYNAMIC;
    let ctx = &*rw.ctx;
    if ctx.kind(op) != OpKind::MemRefView {
        return false;
    }
    let ops = ctx.operands(op).to_vec();
    if ops.len() < 2 || !ops.iter().any(|v| const_index(ctx, *v).is_some()) {
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
    if ctx.memref_strides(old_t).is_none() {
        return false;
    }
    let mut sizes = ops[2..].iter();
    let mut new_shape = Vec::with_capacity(shape.len());
    let mut keep = Vec::new();
    for d in &shape {
        if *d != DYNAMIC {
            new_shape.push(*d);
            continue;
        }
        let Some(&v) = sizes.next() else {
            return false;
        };
        match const_index(ctx, v) {
            Some(c) if c >= 0 => new_shape.push(c),
            _ => {
                new_shape.push(DYNAMIC);
                keep.push(v);
            }
        }
    }
    let new_t = rw.ctx.intern_type(TypeData::MemRef {
        shape: new_shape,
        elem,
        layout,
        space,
    });
    if new_t == old_t {
        return false;
    }
    let mut operands = vec![ops[0], ops[1]];
    operands.extend(keep);
    let b = Builder::before(rw.ctx, op);
    let new = rw.create(&b, OpKind::MemRefView, &operands, &[new_t], vec![]);
    let loc = rw.ctx.op_loc(op);
    rw.ctx.set_op_loc(new, loc);
    let nv = rw.ctx.result(new, 0);
    let cast = create_cast(rw, op, nv, old_t);
    rw.replace_op(op, &[cast]);
    true
}

/// The value of an `arith.constant` of index type (upstream's `matchConstantIndex`).
fn const_index(ctx: &Context, v: Value) -> Option<i64> {
    if !matches!(ctx.ty(ctx.value_type(v)), TypeData::Index) {
        return None;
    }
    const_int(ctx, v).map(|c| c as i64)
}

/// A `memref.view` of a `memref.cast` views the cast's (ranked) source directly (upstream's
/// `ViewOpMemrefCastFolder`, which 22.1.8 applies to any source, not only a `memref.alloc`).
///
/// ```mlir
/// %c = memref.cast %alloc : memref<64xi8> to memref<?xi8>
/// %v = memref.view %c[%c0][] : memref<?xi8> to memref<16xf32>
/// // becomes
/// %v = memref.view %alloc[%c0][] : memref<64xi8> to memref<16xf32>
/// ```
pub(super) fn view_of_cast_of_alloc(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if ctx.kind(op) != OpKind::MemRefView {
        return false;
    }
    let Some(cast) = def_of(ctx, ctx.operand(op, 0), OpKind::MemRefCast) else {
        return false;
    };
    // Any ranked source, as 22.1.8 (not only an alloc, as older upstream).
    let alloc = ctx.operand(cast, 0);
    if !matches!(ctx.ty(ctx.value_type(alloc)), TypeData::MemRef { .. }) {
        return false;
    }
    let mut operands = ctx.operands(op).to_vec();
    operands[0] = alloc;
    let ty = ctx.value_type(ctx.result(op, 0));
    let attrs = ctx.named_attrs(op);
    let b = Builder::before(rw.ctx, op);
    let new = rw.create(&b, OpKind::MemRefView, &operands, &[ty], attrs);
    let loc = rw.ctx.op_loc(op);
    rw.ctx.set_op_loc(new, loc);
    let nv = rw.ctx.result(new, 0);
    rw.replace_op(op, &[nv]);
    true
}

/// A `memref.reinterpret_cast` of the base buffer of a `memref.extract_strided_metadata` of x:
/// when its offset, sizes and strides are provably x's own (the metadata's results, or
/// constants equal to x's static ones) it is x, through a cast when the types differ;
/// otherwise it reinterprets x itself (upstream's
/// `ReinterpretCastOpExtractStridedMetadataFolder`).
///
/// ```mlir
/// %base, %off, %sz, %st = memref.extract_strided_metadata %x : memref<4xf32> -> memref<f32>, index, index, index
/// %r = memref.reinterpret_cast %base to offset: [%off], sizes: [4], strides: [%st] : memref<f32> to memref<?xf32, strided<[?], offset: ?>>
/// // becomes
/// %r = memref.cast %x : memref<4xf32> to memref<?xf32, strided<[?], offset: ?>>
/// ```
pub(super) fn reinterpret_of_metadata(rw: &mut Rewriter, op: Op) -> bool {
    use crate::ir::DYNAMIC;
    let ctx = &*rw.ctx;
    if ctx.kind(op) != OpKind::MemRefReinterpretCast {
        return false;
    }
    let Some(meta) = def_of(
        ctx,
        ctx.operand(op, 0),
        OpKind::MemRefExtractStridedMetadata,
    ) else {
        return false;
    };
    let x = ctx.operand(meta, 0);
    let res_t = ctx.value_type(ctx.result(op, 0));
    // Both sides as constants where known ("constified"), else the value.
    #[derive(PartialEq)]
    enum Entry {
        Const(i64),
        Val(Value),
    }
    let constify = |known: i64, v: Option<Value>, stat: i64| {
        if known != DYNAMIC {
            Some(Entry::Const(known))
        } else if stat != DYNAMIC {
            Some(Entry::Const(stat))
        } else {
            let v = v?;
            Some(match const_int(ctx, v) {
                Some(c) => Entry::Const(c as i64),
                None => Entry::Val(v),
            })
        }
    };
    let noop = (|| -> Option<bool> {
        let (x_sizes, x_strides, x_offset) = strided_form(ctx, ctx.value_type(x))?;
        let (r_sizes, r_strides, r_offset) = strided_form(ctx, res_t)?;
        let rank = x_sizes.len();
        let results = ctx.results(meta);
        if results.len() != 2 + 2 * rank {
            return Some(false);
        }
        let meta_side = |k: usize, known: i64| constify(known, Some(results[k]), DYNAMIC);
        // The reinterpret_cast's entries: static, or its dynamic operands in order.
        let mut op_side = Vec::new();
        for (name, seg, known) in [
            ("static_offsets", 1, vec![r_offset]),
            ("static_sizes", 2, r_sizes),
            ("static_strides", 3, r_strides),
        ] {
            let statics = static_array(ctx, op, name)?;
            if statics.len() != known.len() {
                return Some(false);
            }
            let mut dynamic = ctx.segment(op, seg).iter();
            for (s, k) in statics.iter().zip(known) {
                let v = if *s == DYNAMIC {
                    Some(*dynamic.next()?)
                } else {
                    None
                };
                op_side.push(constify(k, v, *s)?);
            }
        }
        if op_side.len() != 1 + 2 * rank {
            return Some(false);
        }
        let mut meta_all = vec![meta_side(1, x_offset)?];
        for (i, s) in x_sizes.iter().enumerate() {
            meta_all.push(meta_side(2 + i, *s)?);
        }
        for (i, s) in x_strides.iter().enumerate() {
            meta_all.push(meta_side(2 + rank + i, *s)?);
        }
        Some(meta_all == op_side)
    })()
    .unwrap_or(false);
    if !noop {
        rw.ctx.set_operand(op, 0, x);
        rw.modified(op);
        return true;
    }
    let with = if ctx.value_type(x) == res_t {
        x
    } else {
        create_cast(rw, op, x, res_t)
    };
    rw.replace_op(op, &[with]);
    true
}

/// Whether `op` itself may allocate on the stack of its allocation scope (upstream's
/// `isOpItselfPotentialAutomaticAllocation`): an alloca, or an op with unknown effects (a call
/// may allocate on its caller's stack). An op with recursive effects is judged by its contents.
fn may_allocate_on_stack(ctx: &Context, op: Op) -> bool {
    match ctx.kind(op).info().effects {
        EffectsDef::Recursive | EffectsDef::DestinationStyle => false,
        EffectsDef::Unknown => true,
        EffectsDef::Listed(_) => ctx.kind(op) == OpKind::MemRefAlloca,
    }
}

/// Whether `op` is the last op before the terminator of a one-block region (upstream's
/// `lastNonTerminatorInRegion`): moving stack allocations to its scope then extends no lifetime.
fn last_before_terminator(ctx: &Context, op: Op) -> bool {
    let Some(next) = ctx.next_op(op) else {
        return false;
    };
    let b = ctx.op_block(op).unwrap();
    // An unregistered last op may be a terminator (upstream's `mightHaveTerminator`).
    (ctx.kind(next).is_terminator() || ctx.kind(next) == OpKind::Unregistered)
        && ctx.next_op(next).is_none()
        && ctx
            .block_region(b)
            .is_some_and(|r| ctx.region_blocks(r).count() == 1)
}

fn is_allocation_scope(ctx: &Context, op: Op) -> bool {
    ctx.kind(op).info().has(Traits::AUTOMATIC_ALLOCATION_SCOPE)
}

/// AllocaScopeInliner: a `memref.alloca_scope` is inlined when nothing in it (outside nested
/// scopes) may allocate on the stack, or when it is the last op of a scope's one-block region.
///
/// ```mlir
/// func.func @f(%i: index) -> f32 {          func.func @f(%i: index) -> f32 {
///   %r = memref.alloca_scope -> (f32) {       %a = memref.alloca() : memref<4xf32>
///     %a = memref.alloca() : memref<4xf32>    %v = memref.load %a[%i] : memref<4xf32>
///     %v = memref.load %a[%i] ...        =>   return %v : f32
///     memref.alloca_scope.return %v : f32   }
///   }
///   return %r : f32
/// }
/// ```
pub(super) fn alloca_scope_inliner(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if ctx.kind(op) != OpKind::MemRefAllocaScope {
        return false;
    }
    fn allocates(ctx: &Context, op: Op) -> bool {
        ctx.regions(op).iter().any(|&r| {
            ctx.region_blocks(r).any(|b| {
                ctx.block_ops(b).any(|o| {
                    may_allocate_on_stack(ctx, o)
                        || (!is_allocation_scope(ctx, o) && allocates(ctx, o))
                })
            })
        })
    }
    if allocates(ctx, op)
        && !(ctx
            .parent_op(op)
            .is_some_and(|p| is_allocation_scope(ctx, p))
            && last_before_terminator(ctx, op))
    {
        return false;
    }
    let r = ctx.regions(op)[0];
    let vals = inline_region_before(rw, r, op);
    rw.replace_op(op, &vals);
    true
}

/// AllocaScopeHoister: the allocas in a `memref.alloca_scope` (at any depth) whose operands are
/// defined outside the ops between it and the enclosing allocation scope move before the
/// outermost of those ops, when the scope and each of those ops is the last op of its region.
///
/// ```mlir
/// scf.if %c {                                  %a = memref.alloca(%n) : memref<?xf32>
///   memref.alloca_scope {                      scf.if %c {
///     %a = memref.alloca(%n) : memref<?xf32> =>  memref.alloca_scope {
///     func.call @use(%a) ...                        func.call @use(%a) ...
///   }                                            }
/// }                                            }
/// return                                       return
/// ```
pub(super) fn alloca_scope_hoister(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if ctx.kind(op) != OpKind::MemRefAllocaScope {
        return false;
    }
    let Some(mut outer) = ctx.parent_op(op) else {
        return false;
    };
    if is_allocation_scope(ctx, outer)
        || !last_before_terminator(ctx, op)
        || !last_before_terminator(ctx, outer)
    {
        return false;
    }
    loop {
        let Some(p) = ctx.parent_op(outer) else {
            return false;
        };
        if is_allocation_scope(ctx, p) {
            break;
        }
        outer = p;
        if !last_before_terminator(ctx, outer) {
            return false;
        }
    }
    let Some(region) = ctx
        .op_block(op)
        .and_then(|b| ctx.block_region(b))
        .and_then(|inner| {
            ctx.regions(outer)
                .iter()
                .copied()
                .find(|&r| ctx.region_is_ancestor(r, inner))
        })
    else {
        return false;
    };
    let mut hoist = Vec::new();
    ctx.walk(op, &mut |o| {
        if ctx.kind(o) == OpKind::MemRefAlloca
            && !ctx.operands(o).iter().any(|&v| {
                ctx.value_block(v)
                    .and_then(|b| ctx.block_region(b))
                    .is_some_and(|vr| ctx.region_is_ancestor(region, vr))
            })
        {
            hoist.push(o);
        }
    });
    if hoist.is_empty() {
        return false;
    }
    let at = ctx.op_block(outer).unwrap();
    for o in hoist {
        rw.ctx.detach_op(o);
        rw.ctx.insert_op(at, Some(outer), o);
        rw.modified(o);
    }
    true
}

/// Upstream's `DimOfMemRefReshape`: `memref.dim (memref.reshape %src(%shape)), %i` is
/// `memref.load %shape[%i]` (index-cast to `index` if needed), loaded right after the reshape
/// so that the shape is read before anything can change it. Only when %i cheaply dominates the
/// reshape: defined before it in its block, or in a region enclosing the reshape's (or the dim
/// is in the reshape's block and %i is not).
pub(super) fn dim_of_reshape(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(reshape) = def_of(ctx, ctx.operand(op, 0), OpKind::MemRefReshape) else {
        return false;
    };
    let idx = ctx.operand(op, 1);
    let (Some(rb), Some(ib)) = (ctx.op_block(reshape), ctx.value_block(idx)) else {
        return false;
    };
    if ib == rb {
        if ctx
            .defining_op(idx)
            .is_some_and(|d| ctx.is_before_in_block(reshape, d))
        {
            return false;
        }
    } else if ctx.op_block(op) != Some(rb) {
        let (Some(ir), Some(rr)) = (ctx.block_region(ib), ctx.block_region(rb)) else {
            return false;
        };
        if ir == rr || !ctx.region_is_ancestor(ir, rr) {
            return false;
        }
    }
    let shape = ctx.operand(reshape, 1);
    let Some(elem) = ctx.ty(ctx.value_type(shape)).elem() else {
        return false;
    };
    let rt = ctx.value_type(ctx.result(op, 0));
    let mut b = Builder::after(rw.ctx, reshape);
    b.loc = rw.ctx.op_loc(op);
    // `nontemporal = false`, as upstream's builder sets it.
    let nt = vec![("nontemporal".into(), rw.ctx.bool_attr(false))];
    let load = rw.create(&b, OpKind::MemRefLoad, &[shape, idx], &[elem], nt);
    let mut r = rw.ctx.result(load, 0);
    if elem != rt {
        let b = Builder::after(rw.ctx, load);
        let c = rw.create(&b, OpKind::ArithIndexCast, &[r], &[rt], vec![]);
        r = rw.ctx.result(c, 0);
    }
    rw.replace_op(op, &[r]);
    true
}
