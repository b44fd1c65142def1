//! Canonicalization patterns of linalg structured ops on tensors (upstream 22's
//! `LinalgOps.cpp` and the tensor dialect's `FoldTensorCastProducerOp`):
//! `tensor.cast` producers folded into the operands (`FoldTensorCastProducerOp`), static sizes
//! inferred from the other operands through the indexing maps (`InferStaticShapeOfOperands`),
//! a `tensor.cast` consumer that adds static information moved onto the init
//! (`FoldTensorCastConsumerOp`), a transpose of a transpose composed
//! (`FoldTransposeWithTranspose`). Each rebuilds the op with the new operand and result
//! types, moving its payload, and casts the results back to their old types.

use super::tensor::{cast_of, create_cast, folds_into_consumer, folds_into_producer};
use super::Rewriter;
use crate::ir::linalg;
use crate::ir::ops::RelayoutOp;
use crate::ir::types::DYNAMIC;
use crate::ir::{AffineExpr, AttrData, Builder, Op, OpKind, Type, TypeData, Value};
use rustc_hash::FxHashMap;

/// The ranked tensor type's shape, element type and encoding.
fn tensor_parts(
    ctx: &crate::ir::Context,
    t: Type,
) -> Option<(Vec<i64>, Type, Option<crate::ir::Attr>)> {
    match ctx.ty(t) {
        TypeData::Tensor {
            shape,
            elem,
            encoding,
        } => Some((shape.clone(), *elem, *encoding)),
        _ => None,
    }
}

/// Whether all operands are tensors or scalars (upstream's `hasPureTensorSemantics`).
pub(super) fn pure_tensor(ctx: &crate::ir::Context, op: Op) -> bool {
    ctx.operands(op).iter().all(|v| {
        !matches!(
            ctx.ty(ctx.value_type(*v)),
            TypeData::MemRef { .. } | TypeData::UnrankedMemRef { .. }
        )
    })
}

/// Rebuilds `op` with `operands` and `types` (its attributes kept, its regions moved) and
/// replaces it, casting each result whose type changed back to the old type. Returns the new op.
fn rebuild(rw: &mut Rewriter, op: Op, operands: &[Value], types: &[Type]) -> Op {
    rebuild_with(rw, op, operands, types, None)
}

/// [`rebuild`], with one attribute replaced.
fn rebuild_with(
    rw: &mut Rewriter,
    op: Op,
    operands: &[Value],
    types: &[Type],
    set: Option<(&str, crate::ir::Attr)>,
) -> Op {
    let ctx = &mut *rw.ctx;
    let attrs: Vec<(String, crate::ir::Attr)> = ctx
        .attrs(op)
        .iter()
        .map(|(n, a)| {
            let name = ctx.ident_str(*n).to_string();
            match set {
                Some((k, v)) if k == name => (name, v),
                _ => (name, *a),
            }
        })
        .collect();
    let regions: Vec<_> = ctx.regions(op).to_vec();
    let moved: Vec<_> = regions.into_iter().map(|r| ctx.take_region(r)).collect();
    let b = Builder::before(ctx, op);
    let kind = ctx.kind(op);
    let n = b.create(ctx, kind, operands, types, attrs, &moved);
    rw.changed = true;
    rw.add(n);
    let old: Vec<Value> = rw.ctx.results(op).to_vec();
    let mut with = Vec::new();
    for (i, r) in old.iter().enumerate() {
        let nr = rw.ctx.result(n, i);
        let t = rw.ctx.value_type(*r);
        with.push(if rw.ctx.value_type(nr) != t {
            create_cast(rw, op, nr, t)
        } else {
            nr
        });
    }
    rw.replace_op(op, &with);
    n
}

/// The new result types when the inits become `operands[n_in..]`: a tensor init gives its type.
fn init_result_types(rw: &Rewriter, op: Op, operands: &[Value]) -> Vec<Type> {
    let ctx = &*rw.ctx;
    let n_in = linalg::num_inputs(ctx, op);
    let mut types: Vec<Type> = ctx.results(op).iter().map(|r| ctx.value_type(*r)).collect();
    let mut k = 0;
    for v in &operands[n_in..] {
        let t = ctx.value_type(*v);
        if matches!(ctx.ty(t), TypeData::MemRef { .. }) {
            continue;
        }
        if let Some(slot) = types.get_mut(k) {
            *slot = t;
        }
        k += 1;
    }
    types
}

/// The tensor dialect's `FoldTensorCastProducerOp` on a structured op: an operand defined by
/// a `tensor.cast` from a type at least as static is replaced by the cast's source.
pub(super) fn fold_cast_producer(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let operands = ctx.operands(op).to_vec();
    let mut new_ops = operands.clone();
    let mut any = false;
    for (i, v) in operands.iter().enumerate() {
        if let Some(c) = cast_of(ctx, *v).filter(|c| folds_into_consumer(ctx, *c)) {
            new_ops[i] = ctx.operand(c, 0);
            any = true;
        }
    }
    if !any {
        return false;
    }
    let types = init_result_types(rw, op, &new_ops);
    rebuild(rw, op, &new_ops, &types);
    true
}

/// `InferStaticShapeOfOperands`: on tensors, with projected-permutation maps, a dynamic size
/// of an operand whose loop dimension another operand gives statically becomes static (the
/// operand is cast to the more static type).
pub(super) fn infer_static_shape(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if !pure_tensor(ctx, op) {
        return false;
    }
    let Ok(maps) = linalg::indexing_maps(ctx, op) else {
        return false;
    };
    let operands = ctx.operands(op).to_vec();
    if maps.len() != operands.len() || !maps.iter().all(is_projected_permutation) {
        return false;
    }
    let n_in = linalg::num_inputs(ctx, op);
    // Loop dimension -> static size, the first operand giving it wins (upstream's
    // `try_emplace`).
    let mut sizes: FxHashMap<u32, i64> = FxHashMap::default();
    for (v, m) in operands.iter().zip(&maps) {
        let Some((shape, _, _)) = tensor_parts(ctx, ctx.value_type(*v)) else {
            continue;
        };
        for (i, s) in shape.iter().enumerate() {
            if let (false, Some(AffineExpr::Dim(d))) = (*s == DYNAMIC, m.results.get(i)) {
                sizes.entry(*d).or_insert(*s);
            }
        }
    }
    // Per operand: the more static type it is cast to; per init: the result type.
    let mut casts: Vec<(usize, TypeData)> = Vec::new();
    let mut types: Vec<Result<Type, TypeData>> = Vec::new();
    for (i, (v, m)) in operands.iter().zip(&maps).enumerate() {
        let t = ctx.value_type(*v);
        let Some((shape, elem, encoding)) = tensor_parts(ctx, t) else {
            continue;
        };
        let is_init = i >= n_in;
        let mut new_shape = shape.clone();
        let mut needed = false;
        if !is_init || shape.contains(&DYNAMIC) {
            for (k, s) in shape.iter().enumerate() {
                if let (true, Some(AffineExpr::Dim(d))) = (*s == DYNAMIC, m.results.get(k)) {
                    if let Some(sz) = sizes.get(d) {
                        new_shape[k] = *sz;
                        needed = true;
                    }
                }
            }
        }
        let data = TypeData::Tensor {
            shape: new_shape,
            elem,
            encoding,
        };
        if needed {
            casts.push((i, data.clone()));
        }
        if is_init {
            types.push(if needed { Err(data) } else { Ok(t) });
        }
    }
    if casts.is_empty() {
        return false;
    }
    let mut new_ops = operands.clone();
    for (i, data) in casts {
        let nt = rw.ctx.intern_type(data);
        new_ops[i] = create_cast(rw, op, operands[i], nt);
    }
    let types: Vec<Type> = types
        .into_iter()
        .map(|t| t.unwrap_or_else(|d| rw.ctx.intern_type(d)))
        .collect();
    rebuild(rw, op, &new_ops, &types);
    true
}

/// `FoldTensorCastConsumerOp`: a `tensor.cast` adding static information to a result of a
/// structured op in the same block moves onto that result's init; the op's result is cast
/// back for its other users.
pub(super) fn cast_consumer(rw: &mut Rewriter, cast: Op) -> bool {
    let ctx = &*rw.ctx;
    if !folds_into_producer(ctx, cast) {
        return false;
    }
    let src = ctx.operand(cast, 0);
    let Some(op) = ctx.defining_op(src) else {
        return false;
    };
    if !linalg::is_structured(ctx.kind(op)) || ctx.op_block(cast) != ctx.op_block(op) {
        return false;
    }
    let Some(k) = ctx.results(op).iter().position(|r| *r == src) else {
        return false;
    };
    let n_in = linalg::num_inputs(ctx, op);
    let Some(&init) = ctx.operands(op).get(n_in + k) else {
        return false;
    };
    let rt = ctx.value_type(ctx.result(cast, 0));
    let mut operands = ctx.operands(op).to_vec();
    let mut types: Vec<Type> = ctx.results(op).iter().map(|r| ctx.value_type(*r)).collect();
    let b = Builder::before(ctx, op);
    let c = rw.create(&b, OpKind::TensorCast, &[init], &[rt], vec![]);
    operands[n_in + k] = rw.ctx.result(c, 0);
    types[k] = rt;
    let n = rebuild(rw, op, &operands, &types);
    let nr = rw.ctx.result(n, k);
    rw.replace_op(cast, &[nr]);
    true
}

/// `FoldTransposeWithTranspose`: a transpose of a transpose is one transpose of the first
/// input with the composed permutation (an identity then folds on tensors).
pub(super) fn transpose_of_transpose(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let input = ctx.operand(op, 0);
    let Some(def) = ctx
        .defining_op(input)
        .filter(|d| ctx.kind(*d) == OpKind::LinalgTranspose)
    else {
        return false;
    };
    let perm = |o: Op| -> Vec<i64> {
        match ctx.get_attr(o, "permutation").map(|a| ctx.attr(a)) {
            Some(AttrData::DenseArray { values, .. }) => values.iter().map(|v| *v as i64).collect(),
            _ => Vec::new(),
        }
    };
    let (outer, inner) = (perm(op), perm(def));
    let Some(composed) = outer
        .iter()
        .map(|p| usize::try_from(*p).ok().and_then(|p| inner.get(p).copied()))
        .collect::<Option<Vec<i64>>>()
    else {
        return false;
    };
    let src = ctx.operand(def, 0);
    let init = ctx.operand(op, 1);
    let types: Vec<Type> = ctx.results(op).iter().map(|r| ctx.value_type(*r)).collect();
    let pa = rw.ctx.dense_i64_array(&composed);
    rebuild_with(rw, op, &[src, init], &types, Some(("permutation", pa)));
    true
}

/// `AffineMap::isProjectedPermutation`: no symbols, every result a distinct dimension.
fn is_projected_permutation(m: &crate::ir::AffineMap) -> bool {
    let mut seen = Vec::new();
    m.symbols == 0
        && m.results.iter().all(|e| match e {
            AffineExpr::Dim(d) if !seen.contains(d) => {
                seen.push(*d);
                true
            }
            _ => false,
        })
}

/// `FoldTensorCastPackOp` / `FoldTensorCastUnPackOp`: a `tensor.cast` from a type at least as
/// static folded into the source or destination of a `linalg.pack`/`unpack`; a dynamic tile
/// size whose packed dimension is then static becomes that constant.
pub(super) fn pack_cast_fold(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let kind = ctx.kind(op);
    let operands = ctx.operands(op).to_vec();
    if operands.len() < 2 {
        return false;
    }
    let mut new_ops = operands.clone();
    let mut any = false;
    for (i, v) in operands.iter().enumerate() {
        if let Some(c) = cast_of(ctx, *v).filter(|c| folds_into_consumer(ctx, *c)) {
            new_ops[i] = ctx.operand(c, 0);
            any = true;
        }
    }
    if !any {
        return false;
    }
    let result_type = ctx.value_type(new_ops[1]);
    let packed = if kind == OpKind::LinalgPack {
        result_type
    } else {
        ctx.value_type(new_ops[0])
    };
    let Some(packed_shape) = ctx.ty(packed).shape().map(|s| s.to_vec()) else {
        return false;
    };
    let statics: Vec<i64> = match ctx.get_attr(op, "static_inner_tiles").map(|a| ctx.attr(a)) {
        Some(AttrData::DenseArray { values, .. }) => values.iter().map(|v| *v as i64).collect(),
        _ => return false,
    };
    // The dynamic tile operands follow source, destination and the padding value.
    let (n_pad, tiles_at) = if kind == OpKind::LinalgPack {
        let seg = ctx.segments(op);
        (
            seg.get(2).copied().unwrap_or(0),
            2 + seg.get(2).copied().unwrap_or(0),
        )
    } else {
        (0, 2)
    };
    if packed_shape.len() < statics.len() {
        return false;
    }
    let tail = &packed_shape[packed_shape.len() - statics.len()..];
    let mut new_statics = Vec::new();
    let mut dyn_tiles = Vec::new();
    let mut next = tiles_at;
    for (s, dim) in statics.iter().zip(tail) {
        if *s != DYNAMIC {
            new_statics.push(*s);
            continue;
        }
        let v = new_ops[next];
        next += 1;
        if *dim == DYNAMIC {
            new_statics.push(DYNAMIC);
            dyn_tiles.push(v);
        } else {
            new_statics.push(*dim);
        }
    }
    let mut operands2 = vec![new_ops[0], new_ops[1]];
    operands2.extend(&new_ops[2..2 + n_pad]);
    operands2.extend(&dyn_tiles);
    let tiles_attr = rw.ctx.dense_i64_array(&new_statics);
    let segs = rw
        .ctx
        .dense_i32_array(&[1, 1, n_pad as i64, dyn_tiles.len() as i64]);
    let ctx = &mut *rw.ctx;
    let attrs: Vec<(String, crate::ir::Attr)> = ctx
        .attrs(op)
        .iter()
        .map(|(n, a)| {
            let name = ctx.ident_str(*n).to_string();
            let a = match name.as_str() {
                "static_inner_tiles" => tiles_attr,
                "operandSegmentSizes" => segs,
                _ => *a,
            };
            (name, a)
        })
        .collect();
    let b = Builder::before(ctx, op);
    let n = b.create(ctx, kind, &operands2, &[result_type], attrs, &[]);
    rw.changed = true;
    rw.add(n);
    let old = rw.ctx.result(op, 0);
    let nr = rw.ctx.result(n, 0);
    let t = rw.ctx.value_type(old);
    let with = if result_type != t {
        create_cast(rw, op, nr, t)
    } else {
        nr
    };
    rw.replace_op(op, &[with]);
    true
}

/// `EraseIdentityLinalgOp` on tensors: equal indexing maps and a payload that only yields
/// block arguments; each result is the operand its argument stands for (cast to the result
/// type when they differ and a cast allows it).
pub(super) fn erase_identity_tensor(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(y) = super::linalg::identity_yield(ctx, op) else {
        return false;
    };
    let args = ctx
        .block_args(ctx.op_block(y).expect("yield in a block"))
        .to_vec();
    let mut plan = Vec::new();
    for (i, v) in ctx.operands(y).iter().enumerate() {
        let Some(n) = args.iter().position(|a| a == v) else {
            return false;
        };
        let src = ctx.operand(op, n);
        let Some(&res) = ctx.results(op).get(i) else {
            return false;
        };
        let (st, rt) = (ctx.value_type(src), ctx.value_type(res));
        if st != rt && !cast_compatible(ctx, st, rt) {
            return false;
        }
        plan.push((src, rt));
    }
    if plan.len() != ctx.results(op).len() {
        return false;
    }
    let mut with = Vec::new();
    for (src, rt) in plan {
        with.push(if rw.ctx.value_type(src) != rt {
            create_cast(rw, op, src, rt)
        } else {
            src
        });
    }
    rw.replace_op(op, &with);
    true
}

/// `tensor::CastOp::areCastCompatible` on ranked tensors: same element type and rank, and
/// no two static sizes that differ.
fn cast_compatible(ctx: &crate::ir::Context, a: Type, b: Type) -> bool {
    match (tensor_parts(ctx, a), tensor_parts(ctx, b)) {
        (Some((sa, ea, _)), Some((sb, eb, _))) => {
            ea == eb
                && sa.len() == sb.len()
                && sa
                    .iter()
                    .zip(&sb)
                    .all(|(x, y)| *x == DYNAMIC || *y == DYNAMIC || x == y)
        }
        _ => false,
    }
}

/// Creates a named structured op (`linalg.fill`, `linalg.copy`) of `ins` and `outs` at
/// `at`, with its payload from the region builder.
fn create_named(
    rw: &mut Rewriter,
    at: Op,
    kind: OpKind,
    ins: &[Value],
    outs: &[Value],
    types: &[Type],
) -> Option<Op> {
    let ctx = &mut *rw.ctx;
    let region = ctx.create_region();
    let block = ctx.create_block();
    ctx.append_block(region, block);
    let unknown = ctx.unknown_loc();
    for v in ins.iter().chain(outs) {
        let t = ctx.value_type(*v);
        let e = linalg::elem_type(ctx, t);
        ctx.add_block_arg(block, e, unknown);
    }
    linalg::build_body(ctx, kind, block, unknown).ok()?;
    let seg = ctx.dense_i32_array(&[ins.len() as i64, outs.len() as i64]);
    let operands: Vec<Value> = ins.iter().chain(outs).copied().collect();
    let b = Builder::before(ctx, at);
    let n = b.create(
        ctx,
        kind,
        &operands,
        types,
        vec![("operandSegmentSizes".into(), seg)],
        &[region],
    );
    rw.changed = true;
    rw.add(n);
    Some(n)
}

/// Replaces `op` by a new named op [`create_named`] builds; false when it cannot be built.
fn replace_with_named(
    rw: &mut Rewriter,
    op: Op,
    kind: OpKind,
    ins: &[Value],
    outs: &[Value],
    types: &[Type],
) -> bool {
    let Some(n) = create_named(rw, op, kind, ins, outs, types) else {
        return false;
    };
    let with: Vec<Value> = rw.ctx.results(n).to_vec();
    rw.replace_op(op, &with);
    true
}

/// The `linalg.fill` defining `v`, if any.
fn fill_of(ctx: &crate::ir::Context, v: Value) -> Option<Op> {
    ctx.defining_op(v)
        .filter(|d| ctx.kind(*d) == OpKind::LinalgFill)
}

/// `FoldFillWithTensorReshape`: a collapse or expand of a fill is a fill of the reshaped
/// init.
pub(super) fn fill_reshape(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(fill) = fill_of(ctx, ctx.operand(op, 0)) else {
        return false;
    };
    let (value, init) = (ctx.operand(fill, 0), ctx.operand(fill, 1));
    let rt = ctx.value_type(ctx.result(op, 0));
    let mut operands = ctx.operands(op).to_vec();
    operands[0] = init;
    let attrs = super::tensor::kept_attrs(ctx, op, &[]);
    let mut attrs = attrs;
    if let Some(seg) = ctx.get_attr(op, "operandSegmentSizes") {
        attrs.push(("operandSegmentSizes".into(), seg));
    }
    let kind = ctx.kind(op);
    let floc = ctx.op_loc(fill);
    let mut b = Builder::before(ctx, op);
    b.loc = floc;
    let reshaped = rw.create(&b, kind, &operands, &[rt], attrs);
    let r = rw.ctx.result(reshaped, 0);
    let Some(n) = create_named(rw, op, OpKind::LinalgFill, &[value], &[r], &[rt]) else {
        return false;
    };
    let nr = rw.ctx.result(n, 0);
    rw.replace_op(op, &[nr]);
    true
}

/// `FoldFillWithTensorExtract`: an element of a fill is the fill value.
pub(super) fn fill_extract(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(fill) = fill_of(ctx, ctx.operand(op, 0)) else {
        return false;
    };
    let v = ctx.operand(fill, 0);
    rw.replace_op(op, &[v]);
    true
}

/// `FoldFillWithCopy`: a copy of a fill is a fill of the copy's init; a copy into a fill
/// copies into the fill's init.
pub(super) fn fill_copy(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let (input, init) = (ctx.operand(op, 0), ctx.operand(op, 1));
    let types: Vec<Type> = ctx.results(op).iter().map(|r| ctx.value_type(*r)).collect();
    if let Some(fill) = fill_of(ctx, input) {
        let value = ctx.operand(fill, 0);
        replace_with_named(rw, op, OpKind::LinalgFill, &[value], &[init], &types)
    } else if let Some(fill) = fill_of(ctx, init) {
        let finit = ctx.operand(fill, 1);
        // The copy's result type stays; its init is the fill's.
        let types: Vec<Type> = if types.is_empty() {
            types
        } else {
            vec![ctx.value_type(finit)]
        };
        replace_with_named(rw, op, OpKind::LinalgCopy, &[input], &[finit], &types)
    } else {
        false
    }
}

/// `FoldFillWithTranspose`: a transpose of a fill is a fill of the transpose's init.
pub(super) fn fill_transpose(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(fill) = fill_of(ctx, ctx.operand(op, 0)) else {
        return false;
    };
    let value = ctx.operand(fill, 0);
    let init = ctx.operand(op, 1);
    let types: Vec<Type> = ctx.results(op).iter().map(|r| ctx.value_type(*r)).collect();
    replace_with_named(rw, op, OpKind::LinalgFill, &[value], &[init], &types)
}

/// `FoldFillWithPack`: a pack of a fill (padded with the fill value, or not padded) into a
/// destination used only there is a fill of that destination.
pub(super) fn fill_pack(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(fill) = fill_of(ctx, ctx.operand(op, 0)) else {
        return false;
    };
    let value = ctx.operand(fill, 0);
    let seg = ctx.segments(op);
    if seg.get(2).copied().unwrap_or(0) == 1 {
        let pad = ctx.operand(op, 2);
        let same = pad == value
            || matches!(
                (
                    crate::ir::matchers::const_scalar_int(ctx, pad),
                    crate::ir::matchers::const_scalar_int(ctx, value)
                ),
                (Some(a), Some(b)) if a == b
            );
        if !same {
            return false;
        }
    }
    let dest = ctx.operand(op, 1);
    if ctx.uses(dest).len() != 1 {
        return false;
    }
    let types: Vec<Type> = ctx.results(op).iter().map(|r| ctx.value_type(*r)).collect();
    replace_with_named(rw, op, OpKind::LinalgFill, &[value], &[dest], &types)
}

/// Whether a pack and an unpack (either order) use the same `inner_dims_pos`,
/// `outer_dims_perm` and tiles (upstream's `hasSameInnerOuterAttribute` and `haveSameTiles`).
fn same_packing(ctx: &crate::ir::Context, a: Op, b: Op) -> bool {
    let (ra, rb) = (RelayoutOp::new(ctx, a), RelayoutOp::new(ctx, b));
    ["inner_dims_pos", "outer_dims_perm"]
        .iter()
        .all(|n| ctx.get_attr(a, n) == ctx.get_attr(b, n))
        && (ra.static_tiles, ra.dyn_tiles) == (rb.static_tiles, rb.dyn_tiles)
}

/// `PackOp::canonicalize` / `UnPackOp::canonicalize`, first rule: `pack(unpack(x))` and
/// `unpack(pack(x))` are `x` when the pack has no padding value, both pack the same way and
/// `x`'s type is the outer op's destination type.
pub(super) fn pack_unpack_roundtrip(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let outer_is_pack = ctx.kind(op) == OpKind::LinalgPack;
    let inner_kind = if outer_is_pack {
        OpKind::LinalgUnpack
    } else {
        OpKind::LinalgPack
    };
    let Some(inner) = ctx
        .defining_op(ctx.operand(op, 0))
        .filter(|p| ctx.kind(*p) == inner_kind)
    else {
        return false;
    };
    let pack = if outer_is_pack { op } else { inner };
    let x = ctx.operand(inner, 0);
    if ctx.value_type(x) != ctx.value_type(ctx.operand(op, 1))
        || RelayoutOp::new(ctx, pack).padding.is_some()
        || !same_packing(ctx, op, inner)
    {
        return false;
    }
    rw.replace_op(op, &[x]);
    true
}
