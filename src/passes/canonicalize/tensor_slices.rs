//! `canonicalize` folds and patterns of `tensor.extract_slice` and `tensor.insert_slice`
//! (upstream's `TensorOps.cpp`), and the reshape patterns of the tensor dialect that have no
//! memref counterpart (`FoldReshapeWithConstant`, `FoldReshapeWithSplat`,
//! `FoldReshapeWithFromElements`, `FoldCollapseOfCastOp`).

use super::tensor::{cast_of, create_cast, folds_into_consumer, folds_into_producer, ranked};
use super::*;
use crate::ir::{Type, DYNAMIC};

/// An offset, size or stride: static (`Ok`) or an SSA value (`Err`), upstream's
/// `OpFoldResult`.
type Mixed = Result<i64, Value>;

/// The first operand segment of the offsets: 1 for extract_slice (after the source), 2 for
/// insert_slice and parallel_insert_slice (after source and destination).
fn first_list_segment(ctx: &Context, op: Op) -> usize {
    if matches!(
        ctx.kind(op),
        OpKind::TensorInsertSlice | OpKind::TensorParallelInsertSlice
    ) {
        2
    } else {
        1
    }
}

/// The mixed offsets, sizes and strides of a slice op.
fn mixed_lists(ctx: &Context, op: Op) -> Option<[Vec<Mixed>; 3]> {
    let first = first_list_segment(ctx, op);
    let names = ["static_offsets", "static_sizes", "static_strides"];
    let mut out: [Vec<Mixed>; 3] = Default::default();
    for (k, n) in names.iter().enumerate() {
        let statics = super::memref::static_array(ctx, op, n)?;
        let mut dynamic = ctx.segment(op, first + k).iter();
        for s in statics {
            out[k].push(if s == DYNAMIC {
                Err(*dynamic.next()?)
            } else {
                Ok(s)
            });
        }
    }
    Some(out)
}

/// Whether the static parts of `lists` lie inside a tensor of `shape` (the slice would verify:
/// upstream's patterns check `verifyInBoundsSlice` before making one).
fn lists_in_bounds(shape: &[i64], lists: &[Vec<Mixed>; 3]) -> bool {
    let [offs, sizes, strides] = lists.each_ref().map(|l| split(l).0);
    shape.len() == offs.len()
        && crate::verify::in_bounds_slice(shape, &offs, &sizes, &strides).is_ok()
}

/// The constant value of an offset, size or stride (upstream's `getConstantIntValue`).
fn const_of(ctx: &Context, m: &Mixed) -> Option<i64> {
    match m {
        Ok(s) => Some(*s),
        Err(v) => const_int(ctx, *v).and_then(|c| i64::try_from(c).ok()),
    }
}

/// The static array and the dynamic operands of a mixed list.
fn split(list: &[Mixed]) -> (Vec<i64>, Vec<Value>) {
    let statics = list
        .iter()
        .map(|m| *m.as_ref().unwrap_or(&DYNAMIC))
        .collect();
    let dynamic = list.iter().filter_map(|m| m.err()).collect();
    (statics, dynamic)
}

/// Upstream's `foldDynamicIndexList`: constant SSA entries become static (negative ones kept
/// when `non_negative`, zeros kept when `non_zero`); whether any did.
fn fold_list(ctx: &Context, list: &mut [Mixed], non_negative: bool, non_zero: bool) -> bool {
    let mut changed = false;
    for m in list.iter_mut() {
        let Err(v) = m else {
            continue;
        };
        let Some(c) = const_int(ctx, *v).and_then(|c| i64::try_from(c).ok()) else {
            continue;
        };
        if (non_negative && c < 0) || (non_zero && c == 0) {
            continue;
        }
        *m = Ok(c);
        changed = true;
    }
    changed
}

/// Creates a slice op of `kind` at `at` (its location): `lead` are the source (and
/// destination), then the three lists.
fn create_slice(
    rw: &mut Rewriter,
    at: Op,
    kind: OpKind,
    lead: &[Value],
    lists: &[Vec<Mixed>; 3],
    ty: Type,
) -> Value {
    let n = create_slice_op(rw, at, kind, lead, lists, &[ty]);
    rw.ctx.result(n, 0)
}

/// [`create_slice`] with any result types (none for `tensor.parallel_insert_slice`).
fn create_slice_op(
    rw: &mut Rewriter,
    at: Op,
    kind: OpKind,
    lead: &[Value],
    lists: &[Vec<Mixed>; 3],
    tys: &[Type],
) -> Op {
    let names = ["static_offsets", "static_sizes", "static_strides"];
    let mut attrs = Vec::new();
    let mut dyns = Vec::new();
    for (n, l) in names.iter().zip(lists) {
        let (st, dy) = split(l);
        attrs.push((n.to_string(), rw.ctx.dense_i64_array(&st)));
        dyns.push(dy);
    }
    let mut segments: Vec<&[Value]> = lead.iter().map(std::slice::from_ref).collect();
    segments.extend(dyns.iter().map(|d| d.as_slice()));
    let b = Builder::before(rw.ctx, at);
    let n = b.create_with_segments(rw.ctx, kind, &segments, tys, attrs);
    rw.add(n);
    n
}

/// Upstream's `isSameAs` with `OpFoldResult` equality: the same static values and the same
/// SSA values.
fn same_slices(ctx: &Context, a: Op, b: Op) -> bool {
    match (mixed_lists(ctx, a), mixed_lists(ctx, b)) {
        (Some(x), Some(y)) => x == y,
        _ => false,
    }
}

/// Upstream's `foldIdentityOffsetSizeAndStrideOpInterface`: offsets 0, sizes the shape's
/// (leading dimensions), strides 1, all constants.
fn identity_slice(ctx: &Context, lists: &[Vec<Mixed>; 3], shape: &[i64]) -> bool {
    lists[0].iter().all(|m| const_of(ctx, m) == Some(0))
        && lists[1]
            .iter()
            .zip(shape)
            .all(|(m, d)| const_of(ctx, m) == Some(*d))
        && lists[2].iter().all(|m| const_of(ctx, m) == Some(1))
}

/// Upstream's `ExtractSliceOp::fold`: a slice of a splat constant to a static shape is the
/// splat reshaped; a slice of the whole source to its own type is the source; a slice taking
/// back what an insert_slice of the result's type put at the same place is that insert's source.
pub(super) fn fold_extract_slice(rw: &mut Rewriter, op: Op) -> Fold {
    let ctx = &*rw.ctx;
    let (src, rt) = (ctx.operand(op, 0), ctx.value_type(ctx.result(op, 0)));
    if let Some(a) = const_attr(ctx, src) {
        if let AttrData::DenseElements { values, .. } = ctx.attr(a) {
            let static_rt = ranked(ctx, rt).is_some_and(|r| !r.0.contains(&DYNAMIC));
            if values.len() == 1 && static_rt {
                let values = values.clone();
                let a = rw
                    .ctx
                    .intern_attr(AttrData::DenseElements { ty: rt, values });
                return Fold::Replace(vec![FoldResult::Attr(a)]);
            }
        }
    }
    let Some(lists) = mixed_lists(ctx, op) else {
        return Fold::None;
    };
    if ctx.value_type(src) == rt {
        if let Some((shape, _, _)) = ranked(ctx, rt) {
            if identity_slice(ctx, &lists, &shape) {
                return Fold::Replace(vec![FoldResult::Value(src)]);
            }
        }
    }
    if let Some(ins) = def_of(ctx, src, OpKind::TensorInsertSlice) {
        let ins_src = ctx.operand(ins, 0);
        if ctx.value_type(ins_src) == rt && same_slices(ctx, ins, op) {
            return Fold::Replace(vec![FoldResult::Value(ins_src)]);
        }
    }
    Fold::None
}

/// Upstream's `InsertSliceOp::fold`: inserting a whole static tensor into one of its type is
/// the tensor; an insert over the same slice of a previous insert of the same source type
/// inserts into that insert's destination (in place); inserting back what an extract_slice
/// of the destination took at the same place is the destination; an insert of a zero-sized
/// slice is the destination.
pub(super) fn fold_insert_slice(rw: &mut Rewriter, op: Op) -> Fold {
    let ctx = &*rw.ctx;
    let (src, dest) = (ctx.operand(op, 0), ctx.operand(op, 1));
    let (st, dt) = (ctx.value_type(src), ctx.value_type(dest));
    let Some(lists) = mixed_lists(ctx, op) else {
        return Fold::None;
    };
    if st == dt {
        if let Some((shape, _, _)) = ranked(ctx, dt) {
            if !shape.contains(&DYNAMIC) && identity_slice(ctx, &lists, &shape) {
                return Fold::Replace(vec![FoldResult::Value(src)]);
            }
        }
    }
    if let Some(prev) = def_of(ctx, dest, OpKind::TensorInsertSlice) {
        if ctx.value_type(ctx.operand(prev, 0)) == st && same_slices(ctx, prev, op) {
            let d = ctx.operand(prev, 1);
            rw.ctx.set_operand(op, 1, d);
            return Fold::InPlace;
        }
    }
    if let Some(ex) = def_of(ctx, src, OpKind::TensorExtractSlice) {
        if ctx.operand(ex, 0) == dest && same_slices(ctx, ex, op) {
            return Fold::Replace(vec![FoldResult::Value(dest)]);
        }
    }
    if lists[1].iter().any(|m| const_of(ctx, m) == Some(0)) {
        return Fold::Replace(vec![FoldResult::Value(dest)]);
    }
    Fold::None
}

/// Upstream's `getPositionsOfShapeOne`-based `inferCanonicalRankReducedResultType`: the slice's
/// sizes as a shape (with the source's encoding), its first unit dimensions dropped down to
/// `rank` (then without encoding).
fn canonical_slice_type(
    rw: &mut Rewriter,
    source: Type,
    sizes: &[Mixed],
    rank: usize,
) -> Option<Type> {
    let (_, elem, encoding) = ranked(rw.ctx, source)?;
    let mut shape: Vec<i64> = sizes
        .iter()
        .map(|m| *m.as_ref().unwrap_or(&DYNAMIC))
        .collect();
    let mut encoding = encoding;
    if shape.len() > rank {
        let mut drop = shape.len() - rank;
        let mut kept = Vec::with_capacity(rank);
        for d in shape {
            if drop > 0 && d == 1 {
                drop -= 1;
            } else {
                kept.push(d);
            }
        }
        shape = kept;
        encoding = None;
    }
    Some(rw.ctx.intern_type(TypeData::Tensor {
        shape,
        elem,
        encoding,
    }))
}

/// Folds the first of the offsets, sizes and strides lists with a constant operand (negative
/// offsets and sizes stay dynamic; for insert_slice, zero strides too), as upstream's
/// short-circuiting `failed(...) && failed(...)` does: one list per application.
fn fold_first_list(ctx: &Context, lists: &mut [Vec<Mixed>; 3], insert: bool) -> bool {
    fold_list(ctx, &mut lists[0], true, false)
        || fold_list(ctx, &mut lists[1], true, false)
        || fold_list(ctx, &mut lists[2], false, insert)
}

/// Upstream's `OpWithOffsetSizesAndStridesConstantArgumentFolder` for `tensor.extract_slice`:
/// constant offsets, sizes or strides become static (one list at a time) when the slice stays
/// in bounds; the result gets the canonical (rank-reduced) type and is cast back.
///
/// ```mlir
/// %e = tensor.extract_slice %t[%c1, %i] [%c2, %c2] [1, 1] : tensor<8x8xf32> to tensor<?x?xf32>
/// // becomes (after the sizes, on the next application)
/// %0 = tensor.extract_slice %t[1, %i] [2, 2] [1, 1] : tensor<8x8xf32> to tensor<2x2xf32>
/// %e = tensor.cast %0 : tensor<2x2xf32> to tensor<?x?xf32>
/// ```
pub(super) fn extract_slice_constant_arguments(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(mut lists) = mixed_lists(ctx, op) else {
        return false;
    };
    if !fold_first_list(ctx, &mut lists, false) {
        return false;
    }
    let src = ctx.operand(op, 0);
    let (st, old_t) = (ctx.value_type(src), ctx.value_type(ctx.result(op, 0)));
    let Some((src_shape, _, _)) = ranked(ctx, st) else {
        return false;
    };
    if !lists_in_bounds(&src_shape, &lists) {
        return false;
    }
    let Some(rank) = ranked(ctx, old_t).map(|r| r.0.len()) else {
        return false;
    };
    let Some(new_t) = canonical_slice_type(rw, st, &lists[1], rank) else {
        return false;
    };
    let mut r = create_slice(rw, op, OpKind::TensorExtractSlice, &[src], &lists, new_t);
    if new_t != old_t {
        r = create_cast(rw, op, r, old_t);
    }
    rw.replace_op(op, &[r]);
    true
}

/// Whether an operand is a constant integer: the constant-argument folder handles such slices
/// first (the cast folders of upstream bail out on them).
fn has_constant_operand(ctx: &crate::ir::Context, op: Op) -> bool {
    ctx.operands(op)
        .iter()
        .any(|v| crate::ir::matchers::const_scalar_int(ctx, *v).is_some())
}

/// Upstream's `ExtractSliceOpCastFolder`: with no constant operand, a slice of a cast that only
/// erased static information slices the cast's source.
pub(super) fn extract_slice_of_cast(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if has_constant_operand(ctx, op) {
        return false;
    }
    let Some(c) = cast_of(ctx, ctx.operand(op, 0)) else {
        return false;
    };
    if !folds_into_consumer(ctx, c) {
        return false;
    }
    let src = ctx.operand(c, 0);
    let Some(lists) = mixed_lists(ctx, op) else {
        return false;
    };
    // Not when the new slice would not verify: static bounds past the source's static size.
    let Some((src_shape, _, _)) = ranked(ctx, ctx.value_type(src)) else {
        return false;
    };
    if !lists_in_bounds(&src_shape, &lists) {
        return false;
    }
    let rt = ctx.value_type(ctx.result(op, 0));
    let r = create_slice(rw, op, OpKind::TensorExtractSlice, &[src], &lists, rt);
    rw.replace_op(op, &[r]);
    true
}

/// Upstream's `computeRankReductionMask`: which dimensions of `original` are dropped to give
/// `reduced` (unit dimensions only; with `match_dynamic`, a dynamic size matches any non-unit
/// one); `None` when it does not reduce so.
fn rank_reduction_mask(
    original: &[i64],
    reduced: &[i64],
    match_dynamic: bool,
) -> Option<Vec<bool>> {
    let mut dropped = vec![false; original.len()];
    let mut r = 0;
    for (i, &o) in original.iter().enumerate() {
        if match_dynamic && r < reduced.len() && o != 1 && (reduced[r] == DYNAMIC || o == DYNAMIC) {
            r += 1;
            continue;
        }
        if r < reduced.len() && o == reduced[r] {
            r += 1;
            continue;
        }
        dropped[i] = true;
        if o != 1 {
            return None;
        }
    }
    (r == reduced.len()).then_some(dropped)
}

/// Upstream's `TensorCastExtractSlice`: a cast adding static sizes to an extract_slice is the
/// slice with those sizes.
///
/// ```mlir
/// %0 = tensor.extract_slice %t[%o, 0] [%s, 512] [1, 1] : tensor<128x512xf32> to tensor<?x512xf32>
/// %1 = tensor.cast %0 : tensor<?x512xf32> to tensor<16x512xf32>
/// // becomes
/// %1 = tensor.extract_slice %t[%o, 0] [16, 512] [1, 1] : tensor<128x512xf32> to tensor<16x512xf32>
/// ```
pub(super) fn cast_of_extract_slice(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(slice) = def_of(ctx, ctx.operand(op, 0), OpKind::TensorExtractSlice) else {
        return false;
    };
    let (st, rt) = ctx.source_result_types(op);
    let (Some((src_shape, _, _)), Some((res_shape, _, _))) = (ranked(ctx, st), ranked(ctx, rt))
    else {
        return false;
    };
    if !folds_into_producer(ctx, op) || src_shape == res_shape {
        return false;
    }
    let Some(mut lists) = mixed_lists(ctx, slice) else {
        return false;
    };
    let (static_sizes, _) = split(&lists[1]);
    let mask = rank_reduction_mask(&static_sizes, &src_shape, false);
    let mut k = 0;
    for (i, size) in lists[1].iter_mut().enumerate() {
        if mask.as_ref().is_some_and(|m| m[i]) {
            continue;
        }
        let Some(&d) = res_shape.get(k) else {
            return false;
        };
        k += 1;
        if d != DYNAMIC {
            *size = Ok(d);
        }
    }
    let source = ctx.operand(slice, 0);
    let r = create_slice(rw, op, OpKind::TensorExtractSlice, &[source], &lists, rt);
    rw.replace_op(op, &[r]);
    true
}

/// Upstream's `InsertSliceOpConstantArgumentFolder`: constant offsets, sizes or strides become
/// static (one list at a time); the source is cast to the canonical slice type when that
/// differs.
pub(super) fn insert_slice_constant_arguments(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(mut lists) = mixed_lists(ctx, op) else {
        return false;
    };
    if !fold_first_list(ctx, &mut lists, true) {
        return false;
    }
    let (src, dest) = (ctx.operand(op, 0), ctx.operand(op, 1));
    let (st, dt) = (ctx.value_type(src), ctx.value_type(dest));
    let Some(rank) = ranked(ctx, st).map(|r| r.0.len()) else {
        return false;
    };
    // Not when the new insert would not verify: a static slice past the destination's end.
    let Some((dst_shape, _, _)) = ranked(ctx, dt) else {
        return false;
    };
    if !lists_in_bounds(&dst_shape, &lists) {
        return false;
    }
    let Some(new_st) = canonical_slice_type(rw, dt, &lists[1], rank) else {
        return false;
    };
    let mut to_insert = src;
    if new_st != st {
        // Not inside `scf.forall.in_parallel`, which holds only the inserts: before it.
        let at = if rw.ctx.kind(op) == OpKind::TensorParallelInsertSlice {
            rw.ctx.parent_op(op).unwrap_or(op)
        } else {
            op
        };
        to_insert = create_cast(rw, at, src, new_st);
    }
    if rw.ctx.kind(op) == OpKind::TensorParallelInsertSlice {
        // No result: the new op goes in the old one's place in the terminator.
        create_slice_op(
            rw,
            op,
            OpKind::TensorParallelInsertSlice,
            &[to_insert, dest],
            &lists,
            &[],
        );
        rw.replace_op(op, &[]);
        return true;
    }
    let r = create_slice(
        rw,
        op,
        OpKind::TensorInsertSlice,
        &[to_insert, dest],
        &lists,
        dt,
    );
    rw.replace_op(op, &[r]);
    true
}

/// Upstream's `InsertSliceOpCastFolder`: with no constant operand, casts that only erased
/// static information on the source or destination are folded in; the sizes take the
/// source's static sizes; the result is cast back when the destination's type changed (only
/// if the new insert verifies).
pub(super) fn insert_slice_cast_folder(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if has_constant_operand(ctx, op) {
        return false;
    }
    let cast_source = |v: Value| {
        cast_of(ctx, v)
            .filter(|c| folds_into_consumer(ctx, *c))
            .map(|c| ctx.operand(c, 0))
    };
    let (old_src, old_dest) = (ctx.operand(op, 0), ctx.operand(op, 1));
    let (cs, cd) = (cast_source(old_src), cast_source(old_dest));
    if cs.is_none() && cd.is_none() {
        return false;
    }
    let (src, dst) = (cs.unwrap_or(old_src), cd.unwrap_or(old_dest));
    let (Some((src_shape, _, _)), Some((dst_shape, _, _))) = (
        ranked(ctx, ctx.value_type(src)),
        ranked(ctx, ctx.value_type(dst)),
    ) else {
        return false;
    };
    let Some(mut lists) = mixed_lists(ctx, op) else {
        return false;
    };
    let (mut static_sizes, _) = split(&lists[1]);
    let Some(mask) = rank_reduction_mask(&static_sizes, &src_shape, true) else {
        return false;
    };
    let mut k = 0;
    for (i, size) in static_sizes.iter_mut().enumerate() {
        if !mask[i] && src_shape.get(k).is_some_and(|d| *d != DYNAMIC) {
            lists[1][i] = Ok(src_shape[k]);
            *size = src_shape[k];
            k += 1;
        }
    }
    // The new insert must verify: the source a (rank-reduced) slice of the destination.
    let (offs, _) = split(&lists[0]);
    let (strides, _) = split(&lists[2]);
    if !insert_verifies(&src_shape, &dst_shape, &offs, &static_sizes, &strides) {
        return false;
    }
    let dt = ctx.value_type(dst);
    let old_dt = ctx.value_type(old_dest);
    let mut r = create_slice(rw, op, OpKind::TensorInsertSlice, &[src, dst], &lists, dt);
    if dt != old_dt {
        r = create_cast(rw, op, r, old_dt);
    }
    rw.replace_op(op, &[r]);
    true
}

/// Upstream's `verifyInsertSliceOp` on shapes: the sizes' shape reduces to the source's, and
/// the static slice lies inside the destination (`verifyInBoundsSlice`).
fn insert_verifies(src: &[i64], dst: &[i64], offs: &[i64], sizes: &[i64], strides: &[i64]) -> bool {
    if sizes.len() != dst.len() || offs.len() != dst.len() || strides.len() != dst.len() {
        return false;
    }
    // `isRankReducedType(expected = sizes, actual = src)`: a rank-reduced shape of the sizes,
    // dynamic matching dynamic only.
    rank_reduction_mask(sizes, src, false).is_some()
        && crate::verify::in_bounds_slice(dst, offs, sizes, strides).is_ok()
}

/// Upstream's `InsertSliceOpSourceCastInserter`: when the sizes are more static than the source
/// of a non-rank-reducing insert, the source is cast to them first.
pub(super) fn insert_slice_source_cast(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let (src, dest) = (ctx.operand(op, 0), ctx.operand(op, 1));
    let st = ctx.value_type(src);
    let (Some((src_shape, elem, encoding)), Some((dst_shape, _, _))) =
        (ranked(ctx, st), ranked(ctx, ctx.value_type(dest)))
    else {
        return false;
    };
    if src_shape.len() != dst_shape.len() {
        return false;
    }
    let Some(lists) = mixed_lists(ctx, op) else {
        return false;
    };
    let mut new_shape = src_shape.clone();
    for (i, m) in lists[1].iter().enumerate() {
        if let Some(c) = const_of(ctx, m) {
            if c < 0 {
                return false;
            }
            new_shape[i] = c;
        }
    }
    let new_t = rw.ctx.intern_type(TypeData::Tensor {
        shape: new_shape.clone(),
        elem,
        encoding,
    });
    let compatible = src_shape
        .iter()
        .zip(&new_shape)
        .all(|(a, b)| *a == DYNAMIC || *b == DYNAMIC || a == b);
    if new_t == st || !super::tensor::preserves_static_info(rw.ctx, st, new_t) || !compatible {
        return false;
    }
    let c = create_cast(rw, op, src, new_t);
    let ctx = &*rw.ctx;
    let Some(lists) = mixed_lists(ctx, op) else {
        return false;
    };
    let dt = ctx.value_type(dest);
    let r = create_slice(rw, op, OpKind::TensorInsertSlice, &[c, dest], &lists, dt);
    rw.replace_op(op, &[r]);
    true
}

/// Upstream's `FoldReshapeWithConstant`: a reshape of a splat constant is a constant of the
/// result type.
pub(super) fn reshape_with_constant(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(a) = const_attr(ctx, ctx.operand(op, 0)) else {
        return false;
    };
    let AttrData::DenseElements { values, .. } = ctx.attr(a) else {
        return false;
    };
    let rt = ctx.value_type(ctx.result(op, 0));
    if values.len() != 1 || ranked(ctx, rt).is_none_or(|r| r.0.contains(&DYNAMIC)) {
        return false;
    }
    let values = values.clone();
    let a = rw
        .ctx
        .intern_attr(AttrData::DenseElements { ty: rt, values });
    let c = rw.constant(op, a);
    rw.replace_op(op, &[c]);
    true
}

/// Upstream's `FoldReshapeWithSplat`: a reshape of a statically shaped `tensor.splat` is a
/// splat of the result type (static results only: a dynamic one would need sizes).
pub(super) fn reshape_with_splat(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(sp) = def_of(ctx, ctx.operand(op, 0), OpKind::TensorSplat) else {
        return false;
    };
    let static_of =
        |v: Value| ranked(ctx, ctx.value_type(v)).is_some_and(|r| !r.0.contains(&DYNAMIC));
    let res = ctx.result(op, 0);
    if !static_of(ctx.result(sp, 0)) || !static_of(res) {
        return false;
    }
    let (x, rt) = (ctx.operand(sp, 0), ctx.value_type(res));
    let b = Builder::before(rw.ctx, op);
    let n = rw.create(&b, OpKind::TensorSplat, &[x], &[rt], vec![]);
    let r = rw.ctx.result(n, 0);
    rw.replace_op(op, &[r]);
    true
}

/// Upstream's `FoldReshapeWithFromElements`: a reshape of a `tensor.from_elements` to a static
/// shape is a `from_elements` of that shape.
pub(super) fn reshape_with_from_elements(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(fe) = def_of(ctx, ctx.operand(op, 0), OpKind::TensorFromElements) else {
        return false;
    };
    let rt = ctx.value_type(ctx.result(op, 0));
    if ranked(ctx, rt).is_none_or(|r| r.0.contains(&DYNAMIC)) {
        return false;
    }
    let elements = ctx.operands(fe).to_vec();
    let b = Builder::before(rw.ctx, op);
    let n = rw.create(&b, OpKind::TensorFromElements, &elements, &[rt], vec![]);
    let r = rw.ctx.result(n, 0);
    rw.replace_op(op, &[r]);
    true
}

/// Upstream's `FoldCollapseOfCastOp`: a collapse of a cast that only erased static
/// information collapses the cast's source (in place when the result type stays, else cast
/// back).
pub(super) fn collapse_of_cast(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(c) = cast_of(ctx, ctx.operand(op, 0)) else {
        return false;
    };
    if !folds_into_consumer(ctx, c) {
        return false;
    }
    let src = ctx.operand(c, 0);
    let Some((shape, elem, _)) = ranked(ctx, ctx.value_type(src)) else {
        return false;
    };
    let groups = ctx.reassociation(op);
    let mut new_shape = Vec::with_capacity(groups.len());
    for g in &groups {
        let mut p = 1i64;
        for i in g {
            let Some(&d) = shape.get(*i as usize) else {
                return false;
            };
            p = if p == DYNAMIC || d == DYNAMIC {
                DYNAMIC
            } else {
                p.wrapping_mul(d)
            };
        }
        new_shape.push(p);
    }
    let new_t = rw.ctx.intern_type(TypeData::Tensor {
        shape: new_shape,
        elem,
        encoding: None,
    });
    let old_t = rw.ctx.value_type(rw.ctx.result(op, 0));
    if new_t == old_t {
        rw.ctx.set_operand(op, 0, src);
        rw.modified(op);
        return true;
    }
    let attrs = super::tensor::kept_attrs(rw.ctx, op, &[]);
    let b = Builder::before(rw.ctx, op);
    let n = rw.create(&b, OpKind::TensorCollapseShape, &[src], &[new_t], attrs);
    let nv = rw.ctx.result(n, 0);
    let r = create_cast(rw, op, nv, old_t);
    rw.replace_op(op, &[r]);
    true
}

/// Upstream's `promote` for an `scf.forall` of one iteration, its last step: each
/// `tensor.parallel_insert_slice` of the terminator becomes a `tensor.insert_slice` of the
/// same slice, made before `at`; their results in order.
pub(super) fn insert_slices_of(rw: &mut Rewriter, at: Op, parallel: &[Op]) -> Vec<Value> {
    let mut out = Vec::new();
    for &p in parallel {
        let ctx = &*rw.ctx;
        let Some(lists) = mixed_lists(ctx, p) else {
            continue;
        };
        let (src, dst) = (ctx.operand(p, 0), ctx.operand(p, 1));
        let dt = ctx.value_type(dst);
        out.push(create_slice(
            rw,
            at,
            OpKind::TensorInsertSlice,
            &[src, dst],
            &lists,
            dt,
        ));
    }
    out
}
