//! `canonicalize` folds and patterns of the tensor dialect (upstream's `TensorOps.cpp`) and of
//! bufferization's tensor ops (`to_tensor`, `to_buffer`, `alloc_tensor`), and the two patterns
//! `bufferization.to_buffer` registers on the users of its buffer (`memref.load` and
//! `memref.dim` become `tensor.extract` and `tensor.dim` of the tensor). The slice ops'
//! patterns are in `tensor_slices.rs`.

use super::*;
use crate::ir::matchers::const_scalar_int;
use crate::ir::{Attr, Type, DYNAMIC};

/// A ranked tensor type's shape, element type and encoding.
pub(super) fn ranked(ctx: &Context, t: Type) -> Option<(Vec<i64>, Type, Option<Attr>)> {
    match ctx.ty(t) {
        TypeData::Tensor {
            shape,
            elem,
            encoding,
        } => Some((shape.clone(), *elem, *encoding)),
        _ => None,
    }
}

/// Upstream's `preservesStaticInformation`: `target` is a ranked tensor of `source`'s element
/// type, rank and encoding, static wherever `source` is.
pub(super) fn preserves_static_info(ctx: &Context, source: Type, target: Type) -> bool {
    let (Some((s, se, sn)), Some((t, te, tn))) = (ranked(ctx, source), ranked(ctx, target)) else {
        return false;
    };
    se == te
        && sn == tn
        && s.len() == t.len()
        && !s
            .iter()
            .zip(&t)
            .any(|(a, b)| *a != DYNAMIC && *b == DYNAMIC)
}

/// Upstream's `canFoldIntoConsumerOp`: the `tensor.cast` only erases static information.
pub(super) fn folds_into_consumer(ctx: &Context, cast: Op) -> bool {
    let (st, rt) = ctx.source_result_types(cast);
    preserves_static_info(ctx, rt, st)
}

/// Upstream's `canFoldIntoProducerOp`: the `tensor.cast` only adds static information.
pub(super) fn folds_into_producer(ctx: &Context, cast: Op) -> bool {
    let (st, rt) = ctx.source_result_types(cast);
    preserves_static_info(ctx, st, rt)
}

/// The `tensor.cast` defining `v`, if any.
pub(super) fn cast_of(ctx: &Context, v: Value) -> Option<Op> {
    def_of(ctx, v, OpKind::TensorCast)
}

/// A `tensor.cast` of `src` to `ty` before `at`, with `at`'s location.
pub(super) fn create_cast(rw: &mut Rewriter, at: Op, src: Value, ty: Type) -> Value {
    let b = Builder::before(rw.ctx, at);
    let c = rw.create(&b, OpKind::TensorCast, &[src], &[ty], vec![]);
    rw.ctx.result(c, 0)
}

/// The attributes of `op` but `operandSegmentSizes` and those named in `drop`.
pub(super) fn kept_attrs(ctx: &Context, op: Op, drop: &[&str]) -> Vec<(String, Attr)> {
    ctx.attrs(op)
        .iter()
        .map(|(n, a)| (ctx.ident_str(*n).to_string(), *a))
        .filter(|(n, _)| n != "operandSegmentSizes" && !drop.contains(&n.as_str()))
        .collect()
}

/// A scalar constant's attribute as a dense element (integer, float, or a complex constant's
/// `[re, im]`).
fn dense_value(ctx: &Context, a: Attr) -> Option<DenseValue> {
    match ctx.attr(a) {
        AttrData::Integer { value, .. } => Some(DenseValue::Int(*value)),
        AttrData::Float { bits, .. } => Some(DenseValue::Float(*bits)),
        AttrData::Array(parts) if parts.len() == 2 => {
            match (ctx.attr(parts[0]), ctx.attr(parts[1])) {
                (AttrData::Float { bits: re, .. }, AttrData::Float { bits: im, .. }) => {
                    Some(DenseValue::Complex(*re, *im))
                }
                (AttrData::Integer { value: re, .. }, AttrData::Integer { value: im, .. }) => {
                    Some(DenseValue::Complex(*re as u64, *im as u64))
                }
                _ => None,
            }
        }
        _ => None,
    }
}

/// A `dense<...>` attribute of type `ty` (a static shape) holding `values`, kept as a splat
/// when they are all equal (as `DenseElementsAttr::get` detects).
fn dense_attr(rw: &mut Rewriter, ty: Type, mut values: Vec<DenseValue>) -> Attr {
    if values.windows(2).all(|w| w[0] == w[1]) {
        values.truncate(1);
    }
    rw.ctx.intern_attr(AttrData::DenseElements { ty, values })
}

/// The attribute of element `v` of a dense constant whose element type is `elem`.
fn element_attr(rw: &mut Rewriter, v: DenseValue, elem: Type) -> Option<Attr> {
    Some(match v {
        DenseValue::Int(x) => rw.ctx.int_attr(x, elem),
        DenseValue::Float(b) => rw.ctx.float_attr(b, elem),
        // A complex element is a `complex.constant`'s `[re, im]`.
        DenseValue::Complex(re, im) => {
            let TypeData::Complex(part) = *rw.ctx.ty(elem) else {
                return None;
            };
            let (re, im) = match rw.ctx.ty(part) {
                TypeData::Float(_) => (rw.ctx.float_attr(re, part), rw.ctx.float_attr(im, part)),
                TypeData::Integer { .. } => (
                    rw.ctx.int_attr(re as i64 as i128, part),
                    rw.ctx.int_attr(im as i64 as i128, part),
                ),
                _ => return None,
            };
            rw.ctx.intern_attr(AttrData::Array(vec![re, im]))
        }
    })
}

/// The `dense<...>` constant defining `v`: its type and elements (one for a splat).
fn dense_const(ctx: &Context, v: Value) -> Option<(Type, Vec<DenseValue>)> {
    match ctx.attr(const_attr(ctx, v)?) {
        AttrData::DenseElements { ty, values } => Some((*ty, values.clone())),
        _ => None,
    }
}

/// Whether `t` is a ranked tensor of static shape.
fn static_tensor(ctx: &Context, t: Type) -> bool {
    ranked(ctx, t).is_some_and(|(s, _, _)| !s.contains(&DYNAMIC))
}

/// The folds of the tensor ops and of bufferization's tensor ops (upstream's `fold` methods).
pub(super) fn fold(rw: &mut Rewriter, op: Op, ops: &[Value]) -> Fold {
    let ctx = &*rw.ctx;
    let v = |x: Value| Fold::Replace(vec![FoldResult::Value(x)]);
    match ctx.kind(op) {
        OpKind::TensorDim => fold_dim(rw, op, ops),
        // The rank of a ranked tensor is known.
        OpKind::TensorRank => match ranked(ctx, ctx.value_type(ops[0])) {
            Some((shape, _, _)) => {
                let it = rw.ctx.index_type();
                let a = rw.ctx.int_attr(shape.len() as i128, it);
                Fold::Replace(vec![FoldResult::Attr(a)])
            }
            None => Fold::None,
        },
        OpKind::TensorExtract => fold_extract(rw, op, ops),
        // Inserting a splat constant's own value into it changes nothing.
        OpKind::TensorInsert => {
            let (Some(s), Some((_, values))) = (const_attr(ctx, ops[0]), dense_const(ctx, ops[1]))
            else {
                return Fold::None;
            };
            match (values.as_slice(), dense_value(ctx, s)) {
                ([x], Some(y)) if *x == y => {
                    Fold::Replace(vec![FoldResult::Attr(const_attr(ctx, ops[1]).unwrap())])
                }
                _ => Fold::None,
            }
        }
        // Constant elements make a dense constant.
        OpKind::TensorFromElements => {
            let mut values = Vec::with_capacity(ops.len());
            for e in ops {
                match const_attr(ctx, *e).and_then(|a| dense_value(ctx, a)) {
                    Some(x) => values.push(x),
                    None => return Fold::None,
                }
            }
            let ty = ctx.value_type(ctx.result(op, 0));
            if !static_tensor(ctx, ty) {
                return Fold::None;
            }
            let a = dense_attr(rw, ty, values);
            Fold::Replace(vec![FoldResult::Attr(a)])
        }
        // A splat of an integer or float constant to a static shape is a splat constant.
        OpKind::TensorSplat => {
            let ty = ctx.value_type(ctx.result(op, 0));
            let Some(a) = const_attr(ctx, ops[0]) else {
                return Fold::None;
            };
            if !matches!(
                ctx.attr(a),
                AttrData::Integer { .. } | AttrData::Float { .. }
            ) || !static_tensor(ctx, ty)
            {
                return Fold::None;
            }
            let x = dense_value(ctx, a).unwrap();
            let a = dense_attr(rw, ty, vec![x]);
            Fold::Replace(vec![FoldResult::Attr(a)])
        }
        // A cast to its operand's type is the operand (the cast interface's fold).
        OpKind::TensorCast => {
            let (st, rt) = ctx.source_result_types(op);
            if st == rt {
                v(ops[0])
            } else {
                Fold::None
            }
        }
        // A concatenation of one tensor of the result's type is that tensor.
        OpKind::TensorConcat => {
            if ops.len() == 1 && ctx.value_type(ops[0]) == ctx.value_type(ctx.result(op, 0)) {
                v(ops[0])
            } else {
                Fold::None
            }
        }
        OpKind::TensorReshape => fold_tensor_reshape(rw, op, ops),
        OpKind::TensorCollapseShape | OpKind::TensorExpandShape => {
            fold_reassociative_reshape(rw, op, ops)
        }
        // A pad to the source's own static type (not `nofold`) is the source.
        OpKind::TensorPad => {
            let (st, rt) = ctx.source_result_types(op);
            if st == rt && static_tensor(ctx, rt) && ctx.get_attr(op, "nofold").is_none() {
                v(ops[0])
            } else {
                Fold::None
            }
        }
        OpKind::TensorExtractSlice => super::tensor_slices::fold_extract_slice(rw, op),
        OpKind::TensorInsertSlice => super::tensor_slices::fold_insert_slice(rw, op),
        // to_buffer(to_tensor(m)) of m's type is m.
        OpKind::BufferizationToBuffer => match def_of(ctx, ops[0], OpKind::BufferizationToTensor) {
            Some(t) if ctx.value_type(ctx.operand(t, 0)) == ctx.value_type(ctx.result(op, 0)) => {
                v(ctx.operand(t, 0))
            }
            _ => Fold::None,
        },
        // to_tensor(to_buffer(t)) right after it is t (upstream's approximation of "no write
        // in between").
        OpKind::BufferizationToTensor => match def_of(ctx, ops[0], OpKind::BufferizationToBuffer) {
            Some(b) if ctx.next_op(b) == Some(op) => v(ctx.operand(b, 0)),
            _ => Fold::None,
        },
        _ => Fold::None,
    }
}

/// Upstream's `tensor::DimOp::fold`: a static size at a constant index in range; the extent
/// operand of a `tensor.generate`; the size operand of a `tensor.extract_slice` that does not
/// reduce the rank; else the dim of the source of a cast that only erased static information
/// (in place).
fn fold_dim(rw: &mut Rewriter, op: Op, ops: &[Value]) -> Fold {
    let ctx = &*rw.ctx;
    let Some(k) = const_scalar_int(ctx, ops[1]) else {
        return Fold::None;
    };
    let Some((shape, _, _)) = ranked(ctx, ctx.value_type(ops[0])) else {
        return Fold::None;
    };
    let Some(k) = usize::try_from(k).ok().filter(|k| *k < shape.len()) else {
        return Fold::None;
    };
    if shape[k] != DYNAMIC {
        let it = rw.ctx.index_type();
        let a = rw.ctx.int_attr(shape[k] as i128, it);
        return Fold::Replace(vec![FoldResult::Attr(a)]);
    }
    let def = ctx.defining_op(ops[0]);
    let nth_dynamic = shape[..k].iter().filter(|d| **d == DYNAMIC).count();
    match def.map(|d| (d, ctx.kind(d))) {
        Some((g, OpKind::TensorGenerate)) => {
            return Fold::Replace(vec![FoldResult::Value(ctx.operand(g, nth_dynamic))]);
        }
        Some((s, OpKind::TensorExtractSlice)) => {
            let src_rank = ranked(ctx, ctx.value_type(ctx.operand(s, 0))).map(|r| r.0.len());
            if src_rank == Some(shape.len()) {
                if let Some(sizes) = super::memref::static_array(ctx, s, "static_sizes") {
                    if sizes.get(k) == Some(&DYNAMIC) {
                        let n = sizes[..k].iter().filter(|d| **d == DYNAMIC).count();
                        let d = ctx.segment(s, 2)[n];
                        return Fold::Replace(vec![FoldResult::Value(d)]);
                    }
                }
            }
        }
        _ => {}
    }
    match cast_of(ctx, ops[0]) {
        Some(c) if folds_into_consumer(ctx, c) => {
            let src = ctx.operand(c, 0);
            rw.ctx.set_operand(op, 0, src);
            Fold::InPlace
        }
        _ => Fold::None,
    }
}

/// Upstream's `tensor::ExtractOp::fold`: any element of a splat constant; with constant
/// indices, the element of a `tensor.from_elements` (flattened index in range) or of a dense
/// constant (indices in range), or the scalar a `tensor.insert` put at the same indices.
fn fold_extract(rw: &mut Rewriter, op: Op, ops: &[Value]) -> Fold {
    let ctx = &*rw.ctx;
    let elem = ctx.value_type(ctx.result(op, 0));
    let dense = dense_const(ctx, ops[0]);
    if let Some((_, values)) = &dense {
        if values.len() == 1 {
            return match element_attr(rw, values[0], elem) {
                Some(a) => Fold::Replace(vec![FoldResult::Attr(a)]),
                None => Fold::None,
            };
        }
    }
    let mut indices = Vec::with_capacity(ops.len() - 1);
    for v in &ops[1..] {
        match const_scalar_int(ctx, *v) {
            Some(x) => indices.push(x as i64),
            None => return Fold::None,
        }
    }
    if let Some(fe) = def_of(ctx, ops[0], OpKind::TensorFromElements) {
        let Some((shape, _, _)) = ranked(ctx, ctx.value_type(ops[0])) else {
            return Fold::None;
        };
        // As upstream: the flattened index in 32 bits, only its range checked.
        let (mut flat, mut stride) = (0i32, 1i32);
        for (i, d) in indices.iter().zip(&shape).rev() {
            flat = flat.wrapping_add((*i as i32).wrapping_mul(stride));
            stride = stride.wrapping_mul(*d as i32);
        }
        let elements = ctx.operands(fe);
        if flat < 0 || flat as usize >= elements.len() {
            return Fold::None;
        }
        return Fold::Replace(vec![FoldResult::Value(elements[flat as usize])]);
    }
    if let Some((ty, values)) = dense {
        let Some((shape, _, _)) = ranked(ctx, ty) else {
            return Fold::None;
        };
        let mut at = 0i64;
        for (&x, &d) in indices.iter().zip(&shape) {
            if x < 0 || x >= d {
                return Fold::None;
            }
            at = at * d + x;
        }
        return match values
            .get(at as usize)
            .and_then(|x| element_attr(rw, *x, elem))
        {
            Some(a) => Fold::Replace(vec![FoldResult::Attr(a)]),
            None => Fold::None,
        };
    }
    // extract(insert(s, t[i]), [i]) is s (upstream's `foldExtractAfterInsert`).
    if let Some(ins) = def_of(ctx, ops[0], OpKind::TensorInsert) {
        let same = ctx.operands(ins)[2..]
            .iter()
            .zip(&indices)
            .all(|(v, x)| const_scalar_int(ctx, *v) == Some(*x as i128));
        if same && ctx.value_type(ctx.operand(ins, 0)) == elem {
            return Fold::Replace(vec![FoldResult::Value(ctx.operand(ins, 0))]);
        }
    }
    Fold::None
}

/// Upstream's `tensor::ReshapeOp::fold`: a splat constant reshaped to a static shape; a
/// reshape of a reshape reshapes the first source (in place); a reshape to the source's own
/// ranked type when it is 1-D, or when its shape operand is a `from_elements` of the source's
/// static sizes or of its own `tensor.dim`s in order.
fn fold_tensor_reshape(rw: &mut Rewriter, op: Op, ops: &[Value]) -> Fold {
    let ctx = &*rw.ctx;
    let rt = ctx.value_type(ctx.result(op, 0));
    if let Some((_, values)) = dense_const(ctx, ops[0]) {
        if values.len() == 1 && static_tensor(ctx, rt) {
            let a = dense_attr(rw, rt, values);
            return Fold::Replace(vec![FoldResult::Attr(a)]);
        }
    }
    if let Some(inner) = def_of(ctx, ops[0], OpKind::TensorReshape) {
        let src = ctx.operand(inner, 0);
        rw.ctx.set_operand(op, 0, src);
        return Fold::InPlace;
    }
    let st = ctx.value_type(ops[0]);
    let Some((shape, _, _)) = ranked(ctx, st) else {
        return Fold::None;
    };
    if st != rt {
        return Fold::None;
    }
    if shape.len() == 1 {
        return Fold::Replace(vec![FoldResult::Value(ops[0])]);
    }
    let Some(fe) = def_of(ctx, ops[1], OpKind::TensorFromElements) else {
        return Fold::None;
    };
    let elements = ctx.operands(fe);
    let noop = elements.len() == shape.len()
        && elements.iter().enumerate().all(|(i, e)| {
            if let Some(c) = const_int(ctx, *e) {
                return c == shape[i] as i128;
            }
            match def_of(ctx, *e, OpKind::TensorDim) {
                Some(d) => {
                    ctx.operand(d, 0) == ops[0]
                        && const_scalar_int(ctx, ctx.operand(d, 1)) == Some(i as i128)
                }
                None => false,
            }
        });
    if noop {
        Fold::Replace(vec![FoldResult::Value(ops[0])])
    } else {
        Fold::None
    }
}

/// Upstream's `foldReshapeOp` for `tensor.collapse_shape`/`expand_shape`: a reshape to the
/// source's type is the source; a reshape of a dense constant is the constant reshaped; a
/// reshape undone by its inverse is the inverse's source under the conditions of the memref
/// fold.
fn fold_reassociative_reshape(rw: &mut Rewriter, op: Op, ops: &[Value]) -> Fold {
    let ctx = &*rw.ctx;
    let (st, rt) = ctx.source_result_types(op);
    if st == rt {
        return Fold::Replace(vec![FoldResult::Value(ops[0])]);
    }
    if let Some((_, values)) = dense_const(ctx, ops[0]) {
        if static_tensor(ctx, rt) {
            let a = rw
                .ctx
                .intern_attr(AttrData::DenseElements { ty: rt, values });
            return Fold::Replace(vec![FoldResult::Attr(a)]);
        }
    }
    super::memref::fold_reshape(rw.ctx, op)
}

/// Upstream's `ChainedTensorCast`: cast(cast(x)) is one cast of x when joining the three
/// shapes gives what joining x's and the result's does (no run-time check is lost).
pub(super) fn chained_cast(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(inner) = cast_of(ctx, ctx.operand(op, 0)) else {
        return false;
    };
    let src = ctx.operand(inner, 0);
    let (s, m, r) = (
        ctx.value_type(src),
        ctx.value_type(ctx.operand(op, 0)),
        ctx.value_type(ctx.result(op, 0)),
    );
    let first = join_shapes(ctx, s, m).and_then(|j| join_shapes(ctx, j.as_deref(), r));
    let Some(first) = first else {
        return false;
    };
    if first != join_shapes(ctx, s, r).flatten() {
        return false;
    }
    let c = create_cast(rw, op, src, r);
    rw.replace_op(op, &[c]);
    true
}

/// Upstream's `joinShapes` on tensor types: `Some(None)` for unranked, `Some(Some(shape))`
/// for the joined ranked shape, `None` when the shapes conflict. (Encodings are dropped by
/// upstream's join; two joins with equal shapes compare equal.)
fn join_shapes<'a>(ctx: &Context, a: impl Into<Joinable<'a>>, b: Type) -> Option<Option<Vec<i64>>> {
    let a: Option<Vec<i64>> = match a.into() {
        Joinable::Type(t) => ranked(ctx, t).map(|r| r.0),
        Joinable::Shape(s) => s.map(<[i64]>::to_vec),
    };
    let b = ranked(ctx, b).map(|r| r.0);
    match (a, b) {
        (None, b) => Some(b),
        (a, None) => Some(a),
        (Some(a), Some(b)) => {
            if a.len() != b.len() {
                return None;
            }
            let mut out = Vec::with_capacity(a.len());
            for (x, y) in a.iter().zip(&b) {
                out.push(if *x == DYNAMIC {
                    *y
                } else if *y == DYNAMIC || x == y {
                    *x
                } else {
                    return None;
                });
            }
            Some(Some(out))
        }
    }
}

/// A type or an already joined shape, for [`join_shapes`].
enum Joinable<'a> {
    Type(Type),
    Shape(Option<&'a [i64]>),
}

impl From<Type> for Joinable<'_> {
    fn from(t: Type) -> Self {
        Joinable::Type(t)
    }
}

impl<'a> From<Option<&'a [i64]>> for Joinable<'a> {
    fn from(s: Option<&'a [i64]>) -> Self {
        Joinable::Shape(s)
    }
}

/// Upstream's `FoldEmptyTensorWithCastOp`: a cast adding static sizes to a `tensor.empty` is a
/// `tensor.empty` of the cast's shape (its element type, no encoding).
pub(super) fn empty_with_cast(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if !folds_into_producer(ctx, op) {
        return false;
    }
    let Some(empty) = def_of(ctx, ctx.operand(op, 0), OpKind::TensorEmpty) else {
        return false;
    };
    let (Some((old, elem, _)), Some((new, _, _))) = (
        ranked(ctx, ctx.value_type(ctx.result(empty, 0))),
        ranked(ctx, ctx.value_type(ctx.result(op, 0))),
    ) else {
        return false;
    };
    let mut sizes = ctx.operands(empty).iter();
    let mut dynamic = Vec::new();
    for (o, n) in old.iter().zip(&new) {
        if *o != DYNAMIC {
            continue;
        }
        let d = *sizes.next().unwrap();
        if *n == DYNAMIC {
            dynamic.push(d);
        }
    }
    let ty = rw.ctx.intern_type(TypeData::Tensor {
        shape: new,
        elem,
        encoding: None,
    });
    let b = Builder::before(rw.ctx, op);
    let n = rw.create(&b, OpKind::TensorEmpty, &dynamic, &[ty], vec![]);
    let r = rw.ctx.result(n, 0);
    rw.replace_op(op, &[r]);
    true
}

/// The static shape with the constant, non-negative dynamic sizes of `shape` folded in, and
/// the sizes left (upstream's `foldDynamicToStaticDimSizes`).
fn fold_dynamic_sizes(ctx: &Context, shape: &[i64], sizes: &[Value]) -> (Vec<i64>, Vec<Value>) {
    let mut it = sizes.iter();
    let mut out = Vec::with_capacity(shape.len());
    let mut left = Vec::new();
    for d in shape {
        if *d != DYNAMIC {
            out.push(*d);
            continue;
        }
        let Some(v) = it.next() else {
            out.push(DYNAMIC);
            continue;
        };
        match const_int(ctx, *v) {
            Some(c) if c >= 0 && c <= i64::MAX as i128 => out.push(c as i64),
            _ => {
                out.push(DYNAMIC);
                left.push(*v);
            }
        }
    }
    (out, left)
}

/// Upstream's `ReplaceEmptyTensorStaticShapeDims`, `StaticTensorGenerate` and bufferization's
/// `ReplaceStaticShapeDims`: constant sizes of a `tensor.empty`, `tensor.generate` or
/// `bufferization.alloc_tensor` (without `copy`) become static, the op cast back to its type.
pub(super) fn static_shape_dims(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let kind = ctx.kind(op);
    let old_t = ctx.value_type(ctx.result(op, 0));
    let Some((shape, elem, encoding)) = ranked(ctx, old_t) else {
        return false;
    };
    let sizes: Vec<Value> = if kind == OpKind::BufferizationAllocTensor {
        if !ctx.segment(op, 1).is_empty() {
            return false;
        }
        ctx.segment(op, 0).to_vec()
    } else {
        ctx.operands(op).to_vec()
    };
    let (new_shape, left) = fold_dynamic_sizes(ctx, &shape, &sizes);
    if new_shape == shape {
        return false;
    }
    // alloc_tensor's new type drops the encoding (upstream builds it from shape and element).
    let encoding = if kind == OpKind::BufferizationAllocTensor {
        None
    } else {
        encoding
    };
    let new_t = rw.ctx.intern_type(TypeData::Tensor {
        shape: new_shape,
        elem,
        encoding,
    });
    if new_t == old_t {
        return false;
    }
    let b = Builder::before(rw.ctx, op);
    let new = match kind {
        OpKind::TensorGenerate => {
            let body = rw.ctx.regions(op)[0];
            let moved = rw.ctx.take_region(body);
            let n = b.create(rw.ctx, kind, &left, &[new_t], vec![], &[moved]);
            rw.add(n);
            n
        }
        OpKind::BufferizationAllocTensor => {
            let n = b.create_with_segments(rw.ctx, kind, &[&left, &[], &[]], &[new_t], vec![]);
            rw.add(n);
            n
        }
        _ => rw.create(&b, kind, &left, &[new_t], vec![]),
    };
    let nv = rw.ctx.result(new, 0);
    let c = create_cast(rw, op, nv, old_t);
    rw.replace_op(op, &[c]);
    true
}

/// The dynamic size operand of dimension `k` of a `tensor.empty`/`bufferization.alloc_tensor`
/// result of shape `shape`.
fn dynamic_size_operand(ctx: &Context, op: Op, shape: &[i64], k: usize) -> Option<Value> {
    let n = shape[..k].iter().filter(|d| **d == DYNAMIC).count();
    let sizes = if ctx.kind(op) == OpKind::BufferizationAllocTensor {
        ctx.segment(op, 0)
    } else {
        ctx.operands(op)
    };
    sizes.get(n).copied()
}

/// The `tensor.dim` patterns, in upstream's order: `DimOfToTensorFolder` (a `memref.dim` of
/// the buffer), `FoldDimOfAllocTensorOp` and `FoldEmptyTensorWithDimOp` (the dynamic size
/// operand; for an alloc_tensor with `copy`, the dim of the copied tensor), `DimOfCastOp` (the
/// dim of any cast's source), `DimOfDestStyleOp` (the dim of the destination of a `tensor.insert`,
/// `tensor.insert_slice` or `materialize_in_destination`, in place) and `DimOfReshapeOp` (an
/// element of the `tensor.reshape`'s shape operand, index_cast to index if needed).
pub(super) fn dim_patterns(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let (src, idx) = (ctx.operand(op, 0), ctx.operand(op, 1));
    let Some(def) = ctx.defining_op(src) else {
        return false;
    };
    let it = ctx.value_type(ctx.result(op, 0));
    let index = const_scalar_int(ctx, idx);
    match ctx.kind(def) {
        OpKind::BufferizationToTensor => {
            let buf = ctx.operand(def, 0);
            let b = Builder::before(rw.ctx, op);
            let n = rw.create(&b, OpKind::MemRefDim, &[buf, idx], &[it], vec![]);
            let r = rw.ctx.result(n, 0);
            rw.replace_op(op, &[r]);
            true
        }
        OpKind::BufferizationAllocTensor | OpKind::TensorEmpty => {
            let Some((shape, _, _)) = ranked(ctx, ctx.value_type(src)) else {
                return false;
            };
            let Some(k) = index
                .and_then(|k| usize::try_from(k).ok())
                .filter(|k| *k < shape.len() && shape[*k] == DYNAMIC)
            else {
                return false;
            };
            let copy = (ctx.kind(def) == OpKind::BufferizationAllocTensor)
                .then(|| ctx.segment(def, 1).first().copied())
                .flatten();
            let with = match copy {
                Some(c) => {
                    let b = Builder::before(rw.ctx, op);
                    let n = rw.create(&b, OpKind::TensorDim, &[c, idx], &[it], vec![]);
                    rw.ctx.result(n, 0)
                }
                None => match dynamic_size_operand(ctx, def, &shape, k) {
                    Some(v) => v,
                    None => return false,
                },
            };
            rw.replace_op(op, &[with]);
            true
        }
        OpKind::TensorCast => {
            let s = ctx.operand(def, 0);
            let b = Builder::before(rw.ctx, op);
            let n = rw.create(&b, OpKind::TensorDim, &[s, idx], &[it], vec![]);
            let r = rw.ctx.result(n, 0);
            rw.replace_op(op, &[r]);
            true
        }
        OpKind::TensorInsert
        | OpKind::TensorInsertSlice
        | OpKind::BufferizationMaterializeInDestination => {
            let dest = ctx.operand(def, 1);
            rw.ctx.set_operand(op, 0, dest);
            rw.modified(op);
            true
        }
        OpKind::TensorReshape => {
            let shape = ctx.operand(def, 1);
            let Some(elem) = ranked(ctx, ctx.value_type(shape)).map(|r| r.1) else {
                return false;
            };
            let b = crate::ir::Builder::after(rw.ctx, op);
            let n = rw.create(&b, OpKind::TensorExtract, &[shape, idx], &[elem], vec![]);
            let mut r = rw.ctx.result(n, 0);
            if elem != it {
                let b = crate::ir::Builder::after(rw.ctx, n);
                let c = rw.create(&b, OpKind::ArithIndexCast, &[r], &[it], vec![]);
                r = rw.ctx.result(c, 0);
            }
            rw.replace_op(op, &[r]);
            true
        }
        _ => false,
    }
}

/// Upstream's `ExtractFromTensorGenerate`: an element of a `tensor.generate` whose body has no
/// effects is its body computed at the indices (the body's ops cloned before the extract).
pub(super) fn extract_from_generate(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(g) = def_of(ctx, ctx.operand(op, 0), OpKind::TensorGenerate) else {
        return false;
    };
    if !crate::ir::interfaces::would_be_trivially_dead(ctx, g) {
        return false;
    }
    let Some(body) = ctx.entry_block(ctx.regions(g)[0]) else {
        return false;
    };
    let mut map: rustc_hash::FxHashMap<Value, Value> = Default::default();
    for (a, i) in ctx.block_args(body).iter().zip(&ctx.operands(op)[1..]) {
        map.insert(*a, *i);
    }
    let body_ops: Vec<Op> = ctx.block_ops(body).collect();
    let Some((&yield_op, rest)) = body_ops.split_last() else {
        return false;
    };
    let yielded = ctx.operand(yield_op, 0);
    let b = Builder::before(rw.ctx, op);
    for o in rest {
        rw.clone_op(&b, *o, &mut map);
    }
    let r = *map.get(&yielded).unwrap_or(&yielded);
    rw.replace_op(op, &[r]);
    true
}

/// Upstream's `ExtractElementFromIndexCast`: an element of an `arith.index_cast` of a tensor
/// is the index_cast of the element.
pub(super) fn extract_of_index_cast(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(c) = def_of(ctx, ctx.operand(op, 0), OpKind::ArithIndexCast) else {
        return false;
    };
    let src = ctx.operand(c, 0);
    let Some(elem) = ranked(ctx, ctx.value_type(src)).map(|r| r.1) else {
        return false;
    };
    let mut operands = vec![src];
    operands.extend_from_slice(&ctx.operands(op)[1..]);
    let rt = ctx.value_type(ctx.result(op, 0));
    let b = Builder::before(rw.ctx, op);
    let e = rw.create(&b, OpKind::TensorExtract, &operands, &[elem], vec![]);
    let ev = rw.ctx.result(e, 0);
    let n = rw.create(&b, OpKind::ArithIndexCast, &[ev], &[rt], vec![]);
    let r = rw.ctx.result(n, 0);
    rw.replace_op(op, &[r]);
    true
}

/// Upstream's `ExtractFromTensorCast`: an element of a cast of a ranked tensor is the element
/// of the cast's source.
pub(super) fn extract_of_cast(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(c) = cast_of(ctx, ctx.operand(op, 0)) else {
        return false;
    };
    let src = ctx.operand(c, 0);
    if ranked(ctx, ctx.value_type(src)).is_none() {
        return false;
    }
    let mut operands = vec![src];
    operands.extend_from_slice(&ctx.operands(op)[1..]);
    let rt = ctx.value_type(ctx.result(op, 0));
    let attrs = kept_attrs(ctx, op, &[]);
    let b = Builder::before(rw.ctx, op);
    let n = rw.create(&b, OpKind::TensorExtract, &operands, &[rt], attrs);
    let r = rw.ctx.result(n, 0);
    rw.replace_op(op, &[r]);
    true
}

/// Upstream's `FoldTensorCastProducerOp` on the destination-style ops we have (`tensor.insert`,
/// `bufferization.materialize_in_destination`): operands that are casts only erasing static
/// information are replaced by the casts' sources, the op rebuilt with its destination's new
/// type and its result cast back.
pub(super) fn fold_cast_producer(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let operands = ctx.operands(op).to_vec();
    let mut new_ops = operands.clone();
    let mut any = false;
    for (i, v) in operands.iter().enumerate() {
        if let Some(c) = cast_of(ctx, *v) {
            if folds_into_consumer(ctx, c) {
                new_ops[i] = ctx.operand(c, 0);
                any = true;
            }
        }
    }
    if !any {
        return false;
    }
    let old_types: Vec<Type> = ctx.results(op).iter().map(|r| ctx.value_type(*r)).collect();
    // The destination (operand 1 of both) gives the result's type when it is a tensor.
    let mut new_types = old_types.clone();
    if let Some(t) = new_types.first_mut() {
        *t = ctx.value_type(new_ops[1]);
    }
    let attrs = kept_attrs(ctx, op, &[]);
    let kind = ctx.kind(op);
    let b = Builder::before(rw.ctx, op);
    let n = rw.create(&b, kind, &new_ops, &new_types, attrs);
    let mut with = Vec::new();
    for (i, t) in old_types.iter().enumerate() {
        let r = rw.ctx.result(n, i);
        with.push(if rw.ctx.value_type(r) != *t {
            create_cast(rw, op, r, *t)
        } else {
            r
        });
    }
    rw.replace_op(op, &with);
    true
}

/// Upstream's `SingleInputConcatOp`: a concatenation of one tensor is a cast of it.
pub(super) fn single_input_concat(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if ctx.operands(op).len() != 1 {
        return false;
    }
    let (src, rt) = (ctx.operand(op, 0), ctx.value_type(ctx.result(op, 0)));
    let c = create_cast(rw, op, src, rt);
    rw.replace_op(op, &[c]);
    true
}

/// Upstream's `FoldStaticZeroPadding`: a pad whose low and high paddings are all constant
/// zeros (and not `nofold`) is a cast of its source.
pub(super) fn pad_zero(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if ctx.get_attr(op, "nofold").is_some() {
        return false;
    }
    let zero = |attr: &str, seg: usize| {
        let Some(st) = super::memref::static_array(ctx, op, attr) else {
            return false;
        };
        let mut dynamic = ctx.segment(op, seg).iter();
        st.iter().all(|s| {
            if *s == DYNAMIC {
                dynamic
                    .next()
                    .is_some_and(|v| const_int(ctx, *v) == Some(0))
            } else {
                *s == 0
            }
        })
    };
    if !zero("static_low", 1) || !zero("static_high", 2) {
        return false;
    }
    let (src, rt) = (ctx.operand(op, 0), ctx.value_type(ctx.result(op, 0)));
    let c = create_cast(rw, op, src, rt);
    rw.replace_op(op, &[c]);
    true
}

/// Upstream's `ToBufferOfCast`: the buffer of a cast of a ranked tensor is a `memref.cast` of
/// the buffer of the cast's source (its shape, the old buffer type's layout and memory space).
pub(super) fn to_buffer_of_cast(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(c) = cast_of(ctx, ctx.operand(op, 0)) else {
        return false;
    };
    let src = ctx.operand(c, 0);
    let Some((shape, elem, _)) = ranked(ctx, ctx.value_type(src)) else {
        return false;
    };
    let old_t = ctx.value_type(ctx.result(op, 0));
    let new = match ctx.ty(old_t) {
        TypeData::MemRef { layout, space, .. } => TypeData::MemRef {
            shape,
            elem,
            layout: *layout,
            space: *space,
        },
        TypeData::UnrankedMemRef { space, .. } => TypeData::MemRef {
            shape,
            elem,
            layout: None,
            space: *space,
        },
        _ => return false,
    };
    let attrs = kept_attrs(ctx, op, &[]);
    let new_t = rw.ctx.intern_type(new);
    let b = Builder::before(rw.ctx, op);
    let n = rw.create(&b, OpKind::BufferizationToBuffer, &[src], &[new_t], attrs);
    let nv = rw.ctx.result(n, 0);
    let m = rw.create(&b, OpKind::MemRefCast, &[nv], &[old_t], vec![]);
    let r = rw.ctx.result(m, 0);
    rw.replace_op(op, &[r]);
    true
}

/// Upstream's `ToBufferToTensorFolding` (`foldToBufferToTensorPair`): the buffer of a
/// `to_tensor` of m is m, through a `memref.cast` when the types differ and the cast cannot fail
/// (no dynamic offset or stride made static; ranked to ranked, or to unranked). (Where upstream
/// would copy into a new buffer, the pair is left.)
pub(super) fn to_buffer_of_to_tensor(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(t) = def_of(ctx, ctx.operand(op, 0), OpKind::BufferizationToTensor) else {
        return false;
    };
    let m = ctx.operand(t, 0);
    let (st, dt) = (ctx.value_type(m), ctx.value_type(ctx.result(op, 0)));
    if st == dt {
        rw.replace_op(op, &[m]);
        return true;
    }
    let ok = match (ctx.ty(st), ctx.ty(dt)) {
        (TypeData::MemRef { .. }, TypeData::MemRef { .. }) => {
            crate::verify::memref_cast_compatible(ctx, st, dt)
                && match (ctx.memref_strides(st), ctx.memref_strides(dt)) {
                    (Some((so, ss)), Some((to, ts))) => {
                        let to_static = |a: i64, b: i64| a == DYNAMIC && b != DYNAMIC;
                        !to_static(so, to) && !ss.iter().zip(&ts).any(|(a, b)| to_static(*a, *b))
                    }
                    _ => false,
                }
        }
        (TypeData::UnrankedMemRef { .. }, TypeData::MemRef { .. }) => false,
        _ => crate::verify::memref_cast_compatible(ctx, st, dt),
    };
    if !ok {
        return false;
    }
    let b = Builder::before(rw.ctx, op);
    let n = rw.create(&b, OpKind::MemRefCast, &[m], &[dt], vec![]);
    let r = rw.ctx.result(n, 0);
    rw.replace_op(op, &[r]);
    true
}

/// Upstream's `LoadOfToBuffer` (registered by `bufferization.to_buffer`): a load from the
/// buffer of a tensor reads the tensor. (LLVM 22.1.8 does not require `read_only`; later
/// versions do.)
///
/// ```mlir
/// %m = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
/// %v = memref.load %m[%i] : memref<4xf32>
/// // becomes
/// %v = tensor.extract %t[%i] : tensor<4xf32>
/// ```
pub(super) fn load_of_to_buffer(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(tb) = def_of(ctx, ctx.operand(op, 0), OpKind::BufferizationToBuffer) else {
        return false;
    };
    let mut operands = vec![ctx.operand(tb, 0)];
    operands.extend_from_slice(&ctx.operands(op)[1..]);
    let rt = ctx.value_type(ctx.result(op, 0));
    let b = Builder::before(rw.ctx, op);
    let n = rw.create(&b, OpKind::TensorExtract, &operands, &[rt], vec![]);
    let r = rw.ctx.result(n, 0);
    rw.replace_op(op, &[r]);
    true
}

/// Upstream's `DimOfCastOp` (registered by `bufferization.to_buffer`): a dim of the buffer of
/// a tensor is the dim of the tensor.
///
/// ```mlir
/// %m = bufferization.to_buffer %t : tensor<?xf32> to memref<?xf32>
/// %d = memref.dim %m, %c0 : memref<?xf32>
/// // becomes
/// %d = tensor.dim %t, %c0 : tensor<?xf32>
/// ```
pub(super) fn dim_of_to_buffer(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(tb) = def_of(ctx, ctx.operand(op, 0), OpKind::BufferizationToBuffer) else {
        return false;
    };
    let operands = [ctx.operand(tb, 0), ctx.operand(op, 1)];
    let it = rw.ctx.index_type();
    let b = Builder::before(rw.ctx, op);
    let n = rw.create(&b, OpKind::TensorDim, &operands, &[it], vec![]);
    let r = rw.ctx.result(n, 0);
    rw.replace_op(op, &[r]);
    true
}

/// Builds a `tensor.pad` of `src` to `ty` before `at` with the given static and dynamic
/// paddings, `nofold` and other attributes of `at`, taking `at`'s body.
fn rebuild_pad(
    rw: &mut Rewriter,
    at: Op,
    src: Value,
    ty: Type,
    low: (&[i64], &[Value]),
    high: (&[i64], &[Value]),
) -> Value {
    let mut attrs = kept_attrs(rw.ctx, at, &["static_low", "static_high"]);
    attrs.push(("static_low".into(), rw.ctx.dense_i64_array(low.0)));
    attrs.push(("static_high".into(), rw.ctx.dense_i64_array(high.0)));
    let body = rw.ctx.regions(at)[0];
    let moved = rw.ctx.take_region(body);
    let operands: Vec<Value> = std::iter::once(src)
        .chain(low.1.iter().copied())
        .chain(high.1.iter().copied())
        .collect();
    let seg = rw
        .ctx
        .dense_i32_array(&[1, low.1.len() as i64, high.1.len() as i64]);
    attrs.push(("operandSegmentSizes".into(), seg));
    let b = Builder::before(rw.ctx, at);
    let n = b.create(rw.ctx, OpKind::TensorPad, &operands, &[ty], attrs, &[moved]);
    rw.add(n);
    rw.ctx.result(n, 0)
}

/// The static paddings and dynamic operands of a pad (`seg` 1 for low, 2 for high).
fn pad_list(ctx: &Context, op: Op, seg: usize) -> Option<(Vec<i64>, Vec<Value>)> {
    let name = if seg == 1 {
        "static_low"
    } else {
        "static_high"
    };
    let st = super::memref::static_array(ctx, op, name)?;
    Some((st, ctx.segment(op, seg).to_vec()))
}

/// Upstream's `PadOp::inferResultType` with a result shape to fill dynamic entries from.
fn pad_inferred_shape(src: &[i64], low: &[i64], high: &[i64], result: &[i64]) -> Option<Vec<i64>> {
    if low.len() != src.len() || high.len() != src.len() || result.len() != src.len() {
        return None;
    }
    Some(
        (0..src.len())
            .map(|i| {
                if src[i] == DYNAMIC || low[i] == DYNAMIC || high[i] == DYNAMIC {
                    result[i]
                } else {
                    src[i] + low[i] + high[i]
                }
            })
            .collect(),
    )
}

/// The pad patterns, in upstream's order: `FoldStaticZeroPadding` (all paddings constant
/// zeros, not `nofold`: a cast of the source), `FoldSourceTensorCast` (a source cast that only
/// erased static information folded in; as upstream, a new result type keeps the cast as the
/// new pad's source), `FoldTargetTensorCast` (a single cast user adding static information
/// becomes the pad's type) and `FoldStaticPadding` (constant paddings become static when that
/// makes the result more static).
pub(super) fn pad_patterns(rw: &mut Rewriter, op: Op) -> bool {
    if pad_zero(rw, op) {
        return true;
    }
    let ctx = &*rw.ctx;
    let (Some(low), Some(high)) = (pad_list(ctx, op, 1), pad_list(ctx, op, 2)) else {
        return false;
    };
    let src = ctx.operand(op, 0);
    let rt = ctx.value_type(ctx.result(op, 0));
    let Some((res_shape, elem, _)) = ranked(ctx, rt) else {
        return false;
    };
    // FoldSourceTensorCast.
    if let Some(c) = cast_of(ctx, src).filter(|c| folds_into_consumer(ctx, *c)) {
        let cast_src = ctx.operand(c, 0);
        if let Some(shape) = ranked(ctx, ctx.value_type(cast_src))
            .and_then(|(s, _, _)| pad_inferred_shape(&s, &low.0, &high.0, &res_shape))
        {
            let new_t = rw.ctx.intern_type(TypeData::Tensor {
                shape,
                elem,
                encoding: None,
            });
            if new_t == rt {
                rw.ctx.set_operand(op, 0, cast_src);
                rw.modified(op);
            } else {
                let n = rebuild_pad(rw, op, src, new_t, (&low.0, &low.1), (&high.0, &high.1));
                let r = create_cast(rw, op, n, rt);
                rw.replace_op(op, &[r]);
            }
            return true;
        }
    }
    // FoldTargetTensorCast.
    let res = ctx.result(op, 0);
    let users: Vec<Op> = ctx.uses(res).iter().map(|u| u.op).collect();
    if let [user] = users.as_slice() {
        if ctx.kind(*user) == OpKind::TensorCast {
            let ct = ctx.value_type(ctx.result(*user, 0));
            if preserves_static_info(ctx, rt, ct) {
                let cast = *user;
                let n = rebuild_pad(rw, op, src, ct, (&low.0, &low.1), (&high.0, &high.1));
                rw.replace_op(op, &[n]);
                rw.replace_op(cast, &[n]);
                return true;
            }
        }
    }
    if orthogonal_pads(rw, op) {
        return true;
    }
    // FoldStaticPadding.
    let ctx = &*rw.ctx;
    let Some((src_shape, _, _)) = ranked(ctx, ctx.value_type(src)) else {
        return false;
    };
    let fold = |(st, dy): &(Vec<i64>, Vec<Value>)| {
        let mut left = Vec::new();
        let mut it = dy.iter();
        let st: Vec<i64> = st
            .iter()
            .map(|s| {
                if *s != DYNAMIC {
                    return *s;
                }
                let v = *it.next().unwrap();
                match const_int(ctx, v).and_then(|c| i64::try_from(c).ok()) {
                    Some(c) => c,
                    None => {
                        left.push(v);
                        DYNAMIC
                    }
                }
            })
            .collect();
        (st, left)
    };
    let (new_low, new_high) = (fold(&low), fold(&high));
    if src_shape.len() != res_shape.len() || new_low.0.len() != src_shape.len() {
        return false;
    }
    let new_shape: Vec<i64> = (0..src_shape.len())
        .map(|i| {
            if res_shape[i] != DYNAMIC {
                res_shape[i]
            } else if src_shape[i] == DYNAMIC || new_low.0[i] == DYNAMIC || new_high.0[i] == DYNAMIC
            {
                DYNAMIC
            } else {
                src_shape[i] + new_low.0[i] + new_high.0[i]
            }
        })
        .collect();
    if new_shape == res_shape || new_shape.iter().all(|d| *d == DYNAMIC) {
        return false;
    }
    let new_t = rw.ctx.intern_type(TypeData::Tensor {
        shape: new_shape,
        elem,
        encoding: None,
    });
    let n = rebuild_pad(
        rw,
        op,
        src,
        new_t,
        (&new_low.0, &new_low.1),
        (&new_high.0, &new_high.1),
    );
    let r = create_cast(rw, op, n, rt);
    rw.replace_op(op, &[r]);
    true
}

/// Upstream's `PadOp::getConstantPaddingValue`: the yielded value when it is a constant or
/// defined outside the pad's body.
fn constant_padding_value(ctx: &Context, pad: Op) -> Option<Value> {
    let body = ctx.entry_block(ctx.regions(pad)[0])?;
    let y = ctx.last_op(body)?;
    let v = *ctx.operands(y).first()?;
    if const_attr(ctx, v).is_some() {
        return Some(v);
    }
    match ctx.defining_op(v) {
        Some(d) if ctx.op_block(d) == Some(body) => None,
        None if ctx.block_args(body).contains(&v) => None,
        _ => Some(v),
    }
}

/// A pad's low or high paddings as mixed values.
fn pad_mixed(ctx: &Context, op: Op, seg: usize) -> Option<Vec<Result<i64, Value>>> {
    let (st, dy) = pad_list(ctx, op, seg)?;
    let mut it = dy.into_iter();
    st.into_iter()
        .map(|s| {
            if s == DYNAMIC {
                it.next().map(Err)
            } else {
                Some(Ok(s))
            }
        })
        .collect()
}

/// Splits mixed paddings into the static array and the dynamic operands.
fn split_mixed(list: &[Result<i64, Value>]) -> (Vec<i64>, Vec<Value>) {
    (
        list.iter()
            .map(|m| *m.as_ref().unwrap_or(&DYNAMIC))
            .collect(),
        list.iter().filter_map(|m| m.err()).collect(),
    )
}

/// The constant value of a mixed padding, offset or size.
fn mixed_const(ctx: &Context, m: &Result<i64, Value>) -> Option<i64> {
    match m {
        Ok(s) => Some(*s),
        Err(v) => const_int(ctx, *v).and_then(|c| i64::try_from(c).ok()),
    }
}

/// Upstream's `FoldConsecutiveConstantPadding`: a pad of a pad (neither `nofold`) with the same
/// padding value is one pad with the paddings added, when each sum folds (both constant, or
/// one of them zero: upstream's composed affine.apply folds away; other sums it builds as an
/// `affine.apply`, which this pattern leaves alone).
pub(super) fn consecutive_pads(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if ctx.get_attr(op, "nofold").is_some() {
        return false;
    }
    let Some(inner) = def_of(ctx, ctx.operand(op, 0), OpKind::TensorPad) else {
        return false;
    };
    if ctx.get_attr(inner, "nofold").is_some() {
        return false;
    }
    let (Some(a), Some(b)) = (
        constant_padding_value(ctx, op),
        constant_padding_value(ctx, inner),
    ) else {
        return false;
    };
    if a != b {
        return false;
    }
    let mut sums = Vec::new();
    for seg in [1, 2] {
        let (Some(outer_l), Some(inner_l)) = (pad_mixed(ctx, op, seg), pad_mixed(ctx, inner, seg))
        else {
            return false;
        };
        let mut out = Vec::with_capacity(outer_l.len());
        for (x, y) in outer_l.iter().zip(&inner_l) {
            out.push(match (mixed_const(ctx, x), mixed_const(ctx, y)) {
                (Some(p), Some(q)) => match p.checked_add(q) {
                    Some(s) => Ok(s),
                    None => return false,
                },
                (Some(0), None) => *y,
                (None, Some(0)) => *x,
                _ => return false,
            });
        }
        sums.push(out);
    }
    let src = ctx.operand(inner, 0);
    let rt = ctx.value_type(ctx.result(op, 0));
    let (low, high) = (split_mixed(&sums[0]), split_mixed(&sums[1]));
    let n = rebuild_pad(rw, op, src, rt, (&low.0, &low.1), (&high.0, &high.1));
    rw.replace_op(op, &[n]);
    true
}

/// Upstream's `FoldOrthogonalPaddings`: slice(pad(slice(x))) padded again along other
/// dimensions (unit strides, high paddings only, the same constant padding value, no
/// dimension padded twice) is one slice of x padded once.
pub(super) fn orthogonal_pads(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(inner_slice) = def_of(ctx, ctx.operand(op, 0), OpKind::TensorExtractSlice) else {
        return false;
    };
    let Some(outer_pad) = def_of(ctx, ctx.operand(inner_slice, 0), OpKind::TensorPad) else {
        return false;
    };
    if ctx.get_attr(outer_pad, "nofold").is_some() {
        return false;
    }
    let Some(outer_slice) = def_of(ctx, ctx.operand(outer_pad, 0), OpKind::TensorExtractSlice)
    else {
        return false;
    };
    let Some(rank) = ranked(ctx, ctx.value_type(ctx.operand(op, 0))).map(|r| r.0.len()) else {
        return false;
    };
    let outer_src = ctx.operand(outer_slice, 0);
    if ranked(ctx, ctx.value_type(outer_src)).map(|r| r.0.len()) != Some(rank) {
        return false;
    }
    let lists = |s: Op| -> Option<[Vec<Result<i64, Value>>; 3]> {
        let names = ["static_offsets", "static_sizes", "static_strides"];
        let mut out: [Vec<Result<i64, Value>>; 3] = Default::default();
        for (k, n) in names.iter().enumerate() {
            let st = super::memref::static_array(ctx, s, n)?;
            let mut dy = ctx.segment(s, 1 + k).iter();
            for x in st {
                out[k].push(if x == DYNAMIC {
                    Err(*dy.next()?)
                } else {
                    Ok(x)
                });
            }
        }
        Some(out)
    };
    let (Some(il), Some(ol)) = (lists(inner_slice), lists(outer_slice)) else {
        return false;
    };
    let unit =
        |l: &[Vec<Result<i64, Value>>; 3]| l[2].iter().all(|m| mixed_const(ctx, m) == Some(1));
    if !unit(&il) || !unit(&ol) || il[0].len() != rank || ol[0].len() != rank {
        return false;
    }
    let (Some(low_in), Some(low_out), Some(high_in), Some(high_out)) = (
        pad_mixed(ctx, op, 1),
        pad_mixed(ctx, outer_pad, 1),
        pad_mixed(ctx, op, 2),
        pad_mixed(ctx, outer_pad, 2),
    ) else {
        return false;
    };
    let zero = |l: &[Result<i64, Value>]| l.iter().all(|m| mixed_const(ctx, m) == Some(0));
    if !zero(&low_in) || !zero(&low_out) {
        return false;
    }
    let (Some(a), Some(b)) = (
        constant_padding_value(ctx, op),
        constant_padding_value(ctx, outer_pad),
    ) else {
        return false;
    };
    let (Some(ca), Some(cb)) = (const_attr(ctx, a), const_attr(ctx, b)) else {
        return false;
    };
    if ca != cb {
        return false;
    }
    // Padded dimensions: a low or high padding that is not a constant zero.
    let padded = |low: &[Result<i64, Value>], high: &[Result<i64, Value>]| -> Vec<bool> {
        (0..rank)
            .map(|i| mixed_const(ctx, &low[i]) != Some(0) || mixed_const(ctx, &high[i]) != Some(0))
            .collect()
    };
    let (inner_dims, outer_dims) = (padded(&low_in, &high_in), padded(&low_out, &high_out));
    if (0..rank).any(|i| inner_dims[i] && outer_dims[i]) {
        return false;
    }
    let mut offsets = Vec::with_capacity(rank);
    for i in 0..rank {
        if !inner_dims[i] && mixed_const(ctx, &il[0][i]) == Some(0) {
            offsets.push(ol[0][i]);
        } else if !outer_dims[i] && mixed_const(ctx, &ol[0][i]) == Some(0) {
            offsets.push(il[0][i]);
        } else {
            return false;
        }
    }
    let Some((inner_src_shape, _, _)) = ranked(ctx, ctx.value_type(ctx.operand(inner_slice, 0)))
    else {
        return false;
    };
    let mut sizes = il[1].clone();
    for i in 0..rank {
        if !outer_dims[i] {
            continue;
        }
        if mixed_const(ctx, &il[1][i]) != Some(inner_src_shape[i]) {
            return false;
        }
        sizes[i] = ol[1][i];
    }
    let mut high = vec![Ok(0); rank];
    for i in 0..rank {
        if inner_dims[i] {
            high[i] = high_in[i];
        }
        if outer_dims[i] {
            high[i] = high_out[i];
        }
    }
    let strides = il[2].clone();
    let Some((_, elem, enc)) = ranked(ctx, ctx.value_type(outer_src)) else {
        return false;
    };
    // The new slice's type is inferred from its sizes (ExtractSliceOp::inferResultType).
    let slice_t = rw.ctx.intern_type(TypeData::Tensor {
        shape: sizes
            .iter()
            .map(|m| *m.as_ref().unwrap_or(&DYNAMIC))
            .collect(),
        elem,
        encoding: enc,
    });
    let names = ["static_offsets", "static_sizes", "static_strides"];
    let mut attrs = Vec::new();
    let mut dyns: Vec<Vec<Value>> = Vec::new();
    for (n, l) in names.iter().zip([&offsets, &sizes, &strides]) {
        let (st, dy) = split_mixed(l);
        attrs.push((n.to_string(), rw.ctx.dense_i64_array(&st)));
        dyns.push(dy);
    }
    let b = Builder::before(rw.ctx, op);
    let s = b.create_with_segments(
        rw.ctx,
        OpKind::TensorExtractSlice,
        &[&[outer_src], &dyns[0], &dyns[1], &dyns[2]],
        &[slice_t],
        attrs,
    );
    rw.add(s);
    let sv = rw.ctx.result(s, 0);
    let rt = rw.ctx.value_type(rw.ctx.result(op, 0));
    let (low, high) = (split_mixed(&low_in), split_mixed(&high));
    let n = rebuild_pad(rw, op, sv, rt, (&low.0, &low.1), (&high.0, &high.1));
    rw.replace_op(op, &[n]);
    true
}
