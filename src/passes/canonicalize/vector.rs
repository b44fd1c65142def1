//! Folds and canonicalization patterns of the vector dialect (upstream's `VectorOps.cpp`, as
//! mlir-opt 22.1.8 runs them). Scalable vectors are never folded here (we do not run them).
//! extract/insert at a poison position (`-1`, static or a constant operand) and extract from a
//! poison vector fold to `ub.poison`, as upstream's.

use super::*;
use crate::ir::{Attr, Type, DYNAMIC};

/// The static shape of a fixed-size vector type; `None` for scalars and scalable vectors.
fn vshape(ctx: &Context, t: Type) -> Option<Vec<i64>> {
    match ctx.ty(t) {
        TypeData::Vector {
            shape, scalable, ..
        } if !scalable.iter().any(|s| *s) => Some(shape.clone()),
        _ => None,
    }
}

fn is_vector(ctx: &Context, t: Type) -> bool {
    matches!(ctx.ty(t), TypeData::Vector { .. })
}

/// The rank of a vector type, 0 for a scalar.
fn rank(ctx: &Context, t: Type) -> usize {
    match ctx.ty(t) {
        TypeData::Vector { shape, .. } => shape.len(),
        _ => 0,
    }
}

fn numel(shape: &[i64]) -> i64 {
    shape.iter().fold(1i64, |a, d| a.saturating_mul(*d))
}

fn strides_of(shape: &[i64]) -> Vec<i64> {
    let mut s = vec![1i64; shape.len()];
    for i in (0..shape.len().saturating_sub(1)).rev() {
        s[i] = s[i + 1].saturating_mul(shape[i + 1]);
    }
    s
}

fn linearize(pos: &[i64], strides: &[i64]) -> i64 {
    pos.iter()
        .zip(strides)
        .fold(0i64, |a, (p, s)| a.saturating_add(p.saturating_mul(*s)))
}

/// The elements of a `dense<...>` constant of a vector type: one for a splat. None for other
/// constants and for complex elements (no attribute of ours holds a complex scalar).
fn dense_of(ctx: &Context, v: Value) -> Option<Vec<DenseValue>> {
    match ctx.attr(const_attr(ctx, v)?) {
        AttrData::DenseElements { ty, values }
            if is_vector(ctx, *ty)
                && !values.is_empty()
                && !values.iter().any(|x| matches!(x, DenseValue::Complex(..))) =>
        {
            Some(values.clone())
        }
        _ => None,
    }
}

/// A scalar constant's element value.
fn scalar_of(ctx: &Context, a: Attr) -> Option<DenseValue> {
    match ctx.attr(a) {
        AttrData::Integer { value, .. } => Some(DenseValue::Int(*value)),
        AttrData::Float { bits, .. } => Some(DenseValue::Float(*bits)),
        _ => None,
    }
}

/// The attribute of one element of type `elem`.
fn elem_attr(ctx: &mut Context, v: DenseValue, elem: Type) -> Option<Attr> {
    match v {
        DenseValue::Int(x) => Some(ctx.int_attr(x, elem)),
        DenseValue::Float(b) => Some(ctx.float_attr(b, elem)),
        DenseValue::Complex(..) => None,
    }
}

/// Every element of a dense constant of `n` elements.
fn expand(values: &[DenseValue], n: usize) -> Option<Vec<DenseValue>> {
    match values {
        [one] => Some(vec![*one; n]),
        all if all.len() == n => Some(all.to_vec()),
        _ => None,
    }
}

fn value(v: Value) -> Fold {
    Fold::Replace(vec![FoldResult::Value(v)])
}

fn attr(a: Attr) -> Fold {
    Fold::Replace(vec![FoldResult::Attr(a)])
}

fn def(ctx: &Context, v: Value, kind: OpKind) -> Option<Op> {
    ctx.defining_op(v).filter(|d| ctx.kind(*d) == kind)
}

/// An integer array attribute given as `[1, 2]` (offsets, sizes, strides, in_bounds).
fn int_list(ctx: &Context, op: Op, name: &str) -> Vec<i64> {
    match ctx.get_attr(op, name).map(|a| ctx.attr(a)) {
        Some(AttrData::Array(items)) => items
            .iter()
            .map(|i| match ctx.attr(*i) {
                AttrData::Integer { value, .. } => *value as i64,
                _ => 0,
            })
            .collect(),
        Some(AttrData::DenseArray { values, .. }) => values.iter().map(|v| *v as i64).collect(),
        _ => Vec::new(),
    }
}

/// The vector dialect's `fold` hooks.
pub(super) fn fold(rw: &mut Rewriter, op: Op, ops: &[Value]) -> Fold {
    use OpKind::*;
    let kind = rw.ctx.kind(op);
    if kind.dialect() != "vector" {
        return Fold::None;
    }
    let ctx = &*rw.ctx;
    let res_ty = |ctx: &Context| ctx.value_type(ctx.result(op, 0));
    match kind {
        VectorExtract => fold_extract(rw, op),
        VectorInsert => fold_insert(rw, op),
        // broadcast to its own type is its source; of a constant scalar or splat, a splat.
        VectorBroadcast => {
            let rt = res_ty(ctx);
            let st = ctx.value_type(ops[0]);
            if st == rt {
                return value(ops[0]);
            }
            let Some(c) = const_attr(ctx, ops[0]) else {
                return broadcast_of_shape_cast(rw, op);
            };
            if vshape(ctx, rt).is_none() {
                return Fold::None;
            }
            let elem = ctx.elem_or_self(rt);
            let v = match ctx.attr(c) {
                AttrData::Integer { ty, .. } | AttrData::Float { ty, .. } if *ty == elem => {
                    scalar_of(ctx, c)
                }
                AttrData::DenseElements { values, .. } if values.len() == 1 => Some(values[0]),
                _ => None,
            };
            match v {
                Some(v) if !matches!(v, DenseValue::Complex(..)) => {
                    attr(rw.ctx.dense_attr(rt, vec![v]))
                }
                _ => Fold::None,
            }
        }
        VectorShapeCast => fold_shape_cast(rw, op),
        VectorTranspose => {
            let rt = res_ty(ctx);
            // A splat constant is transposed by changing its type.
            if let Some(vals) = dense_of(ctx, ops[0]) {
                if vals.len() == 1 && vshape(ctx, rt).is_some() {
                    return attr(rw.ctx.dense_attr(rt, vals));
                }
            }
            // An identity permutation, or one that only moves unit dimensions between
            // equal types (the element order is unchanged), is the source.
            let perm = ctx.i64_array(op, "permutation");
            if perm.iter().enumerate().all(|(i, p)| *p == i as i64) {
                return value(ops[0]);
            }
            let st = ctx.value_type(ops[0]);
            if st == rt {
                if let Some(shape) = vshape(ctx, st) {
                    let mut last = -1i64;
                    let ordered = perm.iter().all(|p| {
                        if shape.get(*p as usize).is_some_and(|d| *d != 1) {
                            let ok = *p > last;
                            last = *p;
                            ok
                        } else {
                            true
                        }
                    });
                    if ordered {
                        return value(ops[0]);
                    }
                }
            }
            Fold::None
        }
        VectorBitCast => fold_bitcast(rw, op),
        VectorFromElements => fold_from_elements(rw, op),
        VectorToElements => {
            // to_elements(from_elements(a, b, ...)) -> a, b, ...
            if let Some(fe) = def(ctx, ops[0], VectorFromElements) {
                if ctx.value_type(ctx.operand(op, 0)) == ctx.value_type(ctx.result(fe, 0)) {
                    let elems = ctx.operands(fe).to_vec();
                    if elems.len() == ctx.results(op).len() {
                        return Fold::Replace(elems.into_iter().map(FoldResult::Value).collect());
                    }
                }
            }
            Fold::None
        }
        // A 1-D multi_reduction over no dimension is its source.
        VectorMultiReduction => {
            let st = ctx.value_type(ops[0]);
            if rank(ctx, st) == 1 && !ctx.i64_array(op, "reduction_dims").contains(&0) {
                return value(ops[0]);
            }
            Fold::None
        }
        // A mask that is all set or all clear is a constant.
        VectorConstantMask => {
            let rt = res_ty(ctx);
            let Some(shape) = vshape(ctx, rt) else {
                return Fold::None;
            };
            let sizes = ctx.i64_array(op, "mask_dim_sizes");
            let (all_true, all_false) = if shape.is_empty() {
                (sizes.first() == Some(&1), sizes.first() == Some(&0))
            } else {
                (
                    sizes.iter().zip(&shape).all(|(s, d)| s >= d),
                    sizes.iter().all(|s| *s == 0),
                )
            };
            if all_true || all_false {
                return attr(
                    rw.ctx
                        .dense_attr(rt, vec![DenseValue::Int(all_true as i128)]),
                );
            }
            Fold::None
        }
        VectorExtractStridedSlice => fold_extract_strided_slice(rw, op),
        // insert_strided_slice of a whole vector is that vector.
        VectorInsertStridedSlice => {
            if ctx.value_type(ops[0]) == ctx.value_type(ops[1]) {
                return value(ops[0]);
            }
            Fold::None
        }
        VectorShuffle => fold_shuffle(rw, op),
        VectorMask => fold_mask(rw, op),
        VectorTransferRead | VectorTransferWrite => fold_transfer(rw, op),
        VectorLoad | VectorMaskedLoad => {
            super::memref::fold_cast_operand(rw, op, 0, super::memref::CastFold::AnyRanked)
        }
        VectorStore => {
            super::memref::fold_cast_operand(rw, op, 1, super::memref::CastFold::AnyRanked)
        }
        VectorMaskedStore => {
            super::memref::fold_cast_operand(rw, op, 0, super::memref::CastFold::AnyRanked)
        }
        _ => Fold::None,
    }
}

/// `MaskOp::fold`: an empty `vector.mask` without passthru is the values it yields (without
/// results it is dead, and DCE erases it); under a mask that is all set, the masked op moves
/// out before it and its results replace the mask's.
/// ```mlir
/// %0 = vector.mask %alltrue { vector.reduction <add>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f32
/// // becomes
/// %0 = vector.reduction <add>, %v : vector<4xf32> into f32
/// ```
fn fold_mask(rw: &mut Rewriter, op: Op) -> Fold {
    let ctx = &*rw.ctx;
    let Some(block) = ctx.regions(op).first().and_then(|r| ctx.entry_block(*r)) else {
        return Fold::None;
    };
    let ops: Vec<Op> = ctx.block_ops(block).collect();
    let Some(&term) = ops.last() else {
        return Fold::None;
    };
    let has_passthru = ctx.operands(op).len() > 1;
    if ops.len() == 1 {
        if has_passthru || ctx.results(op).is_empty() {
            return Fold::None;
        }
        let vals = ctx.operands(term).to_vec();
        return Fold::Replace(vals.into_iter().map(FoldResult::Value).collect());
    }
    // (Upstream crashes on an empty one with a passthru and an all-set mask: left to
    // `CanonializeEmptyMaskOp` here.)
    if ops.len() != 2 || mask_format(ctx, ctx.operand(op, 0)) != Some(true) {
        return Fold::None;
    }
    let inner = ops[0];
    let parent = ctx.op_block(op).expect("a folded op is in a block");
    rw.ctx.detach_op(inner);
    rw.ctx.insert_op(parent, Some(op), inner);
    let results = rw.ctx.results(inner).to_vec();
    if results.is_empty() {
        return Fold::InPlace;
    }
    Fold::Replace(results.into_iter().map(FoldResult::Value).collect())
}

/// `CanonializeEmptyMaskOp`: an empty `vector.mask` with a passthru selects between the
/// yielded value and the passthru.
/// ```mlir
/// %0 = vector.mask %m, %pt { vector.yield %a : vector<8xf32> } : vector<8xi1> -> vector<8xf32>
/// // becomes
/// %0 = arith.select %m, %a, %pt : vector<8xi1>, vector<8xf32>
/// ```
pub(super) fn empty_mask_with_passthru(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(block) = ctx.regions(op).first().and_then(|r| ctx.entry_block(*r)) else {
        return false;
    };
    let ops: Vec<Op> = ctx.block_ops(block).collect();
    let operands = ctx.operands(op).to_vec();
    if ops.len() != 1 || operands.len() != 2 {
        return false;
    }
    let Some(&yielded) = ctx.operands(ops[0]).first() else {
        return false;
    };
    let rt = ctx.value_type(ctx.result(op, 0));
    replace_with(
        rw,
        op,
        OpKind::ArithSelect,
        &[operands[0], yielded, operands[1]],
        rt,
        vec![],
    );
    true
}

/// The `vector.mask` masking `op`, if any (upstream's `MaskableOpInterface::getMaskingOp`).
fn masking_op(ctx: &Context, op: Op) -> Option<Op> {
    ctx.parent_op(op)
        .filter(|p| ctx.kind(*p) == OpKind::VectorMask)
}

/// Positions of an extract/insert as upstream's mixed list: static values, or the dynamic
/// operand standing in for `DYNAMIC`.
enum Pos {
    Static(i64),
    Dyn(Value),
}

fn mixed_positions(ctx: &Context, op: Op, first_dyn: usize) -> Vec<Pos> {
    let mut dyns = ctx.operands(op)[first_dyn.min(ctx.operands(op).len())..].iter();
    ctx.i64_array(op, "static_position")
        .into_iter()
        .map(|p| match (p == DYNAMIC).then(|| dyns.next()).flatten() {
            Some(v) => Pos::Dyn(*v),
            None => Pos::Static(p),
        })
        .collect()
}

/// Sets the positions and the operands of an extract (`lead` = its source) or insert (`lead`
/// = source and dest) from a mixed list.
fn set_positions(ctx: &mut Context, op: Op, lead: &[Value], pos: &[Pos]) {
    let mut operands = lead.to_vec();
    let mut stat = Vec::with_capacity(pos.len());
    for p in pos {
        match p {
            Pos::Static(s) => stat.push(*s),
            Pos::Dyn(v) => {
                stat.push(DYNAMIC);
                operands.push(*v);
            }
        }
    }
    let a = ctx.dense_i64_array(&stat);
    ctx.set_attr(op, "static_position", a);
    ctx.set_operands(op, &operands);
}

/// `extractInsertFoldConstantOp`: dynamic positions that are constants become static
/// (in place). Only in-range constants: an out-of-range one is poison upstream (or not folded).
fn fold_constant_positions(rw: &mut Rewriter, op: Op, lead: usize) -> Fold {
    let ctx = &*rw.ctx;
    let pos = mixed_positions(ctx, op, lead);
    if !pos.iter().any(|p| matches!(p, Pos::Dyn(_))) {
        return Fold::None;
    }
    // The vector the positions index: the extract's source, the insert's dest.
    let vt = ctx.value_type(ctx.operand(op, lead - 1));
    let Some(shape) = vshape(ctx, vt) else {
        return Fold::None;
    };
    let mut changed = false;
    let mut new = Vec::with_capacity(pos.len());
    for (k, p) in pos.into_iter().enumerate() {
        match p {
            Pos::Dyn(v) => match const_scalar_int(ctx, v) {
                Some(c) if c >= 0 && (c as i64) < shape.get(k).copied().unwrap_or(0) => {
                    new.push(Pos::Static(c as i64));
                    changed = true;
                }
                _ => new.push(Pos::Dyn(v)),
            },
            s => new.push(s),
        }
    }
    if !changed {
        return Fold::None;
    }
    let leads = ctx.operands(op)[..lead].to_vec();
    set_positions(rw.ctx, op, &leads, &new);
    Fold::InPlace
}

/// Whether a position of extract/insert `op` (dynamic operands from `first_dyn`) is the poison
/// index `-1`, static or a constant operand (which upstream folds in first).
fn poison_position(ctx: &Context, op: Op, first_dyn: usize) -> bool {
    mixed_positions(ctx, op, first_dyn).iter().any(|p| match p {
        Pos::Static(s) => *s == -1,
        Pos::Dyn(v) => const_scalar_int(ctx, *v) == Some(-1),
    })
}

/// `#ub.poison`.
fn poison_attr(ctx: &mut Context) -> Attr {
    ctx.intern_attr(AttrData::Opaque("#ub.poison".into()))
}

/// `vector.extract`'s fold, in upstream's order.
fn fold_extract(rw: &mut Rewriter, op: Op) -> Fold {
    use OpKind::*;
    let ctx = &*rw.ctx;
    let src = ctx.operand(op, 0);
    let st = ctx.value_type(src);
    let rt = ctx.value_type(ctx.result(op, 0));
    let stat = ctx.i64_array(op, "static_position");
    let dynamic = stat.contains(&DYNAMIC);
    // extract %v[] of the same type is %v.
    if stat.is_empty() && st == rt {
        return value(src);
    }
    // Of a poison vector, or at a poison position: poison (upstream's
    // foldPoisonSrcExtractOp and foldPoisonIndexInsertExtractOp).
    if is_poison(ctx, src) || poison_position(ctx, op, 1) {
        return attr(poison_attr(rw.ctx));
    }
    let Some(sshape) = vshape(ctx, st) else {
        return Fold::None;
    };
    // Extract from a dense constant: a splat gives the splat; otherwise the static chunk.
    if let Some(vals) = dense_of(ctx, src) {
        let elem = ctx.elem_or_self(st);
        if vals.len() == 1 {
            let a = if is_vector(ctx, rt) {
                rw.ctx.dense_attr(rt, vals)
            } else {
                match elem_attr(rw.ctx, vals[0], elem) {
                    Some(a) => a,
                    None => return Fold::None,
                }
            };
            return attr(a);
        }
        if !dynamic {
            let mut full = stat.clone();
            full.resize(sshape.len(), 0);
            let start = linearize(&full, &strides_of(&sshape)).max(0) as usize;
            let n = vshape(ctx, rt).map_or(1, |s| numel(&s)) as usize;
            let Some(chunk) = vals.get(start..start + n) else {
                return Fold::None;
            };
            let a = if is_vector(ctx, rt) {
                rw.ctx.dense_attr(rt, chunk.to_vec())
            } else {
                match elem_attr(rw.ctx, chunk[0], elem) {
                    Some(a) => a,
                    None => return Fold::None,
                }
            };
            return attr(a);
        }
    }
    // extract(extract(x, p), q) -> extract(x, p ++ q), in place.
    if !dynamic && def(ctx, src, VectorExtract).is_some() {
        let mut cur = src;
        let mut global: Vec<i64> = stat.iter().rev().copied().collect();
        let mut ok = true;
        while let Some(inner) = def(ctx, cur, VectorExtract) {
            let p = ctx.i64_array(inner, "static_position");
            if p.contains(&DYNAMIC) {
                ok = false;
                break;
            }
            global.extend(p.iter().rev());
            cur = ctx.operand(inner, 0);
        }
        if ok {
            global.reverse();
            let a = rw.ctx.dense_i64_array(&global);
            rw.ctx.set_attr(op, "static_position", a);
            rw.ctx.set_operands(op, &[cur]);
            return Fold::InPlace;
        }
    }
    if !dynamic {
        match extract_from_insert_transpose_chain(rw.ctx, op, &stat, sshape.len()) {
            Chain::Value(v) => return value(v),
            Chain::InPlace(source, pos) => {
                let a = rw.ctx.dense_i64_array(&pos);
                rw.ctx.set_attr(op, "static_position", a);
                rw.ctx.set_operands(op, &[source]);
                return Fold::InPlace;
            }
            Chain::None => {}
        }
    }
    if let Some(f) = extract_from_broadcast(rw, op) {
        return f;
    }
    if !dynamic {
        if let Some(f) = extract_from_shuffle(rw, op, &stat) {
            return f;
        }
        if let Some(f) = extract_from_shape_cast(rw, op, &stat) {
            return f;
        }
        if let Some(f) = extract_from_extract_strided(rw, op, &stat) {
            return f;
        }
        if let Some(f) = extract_from_insert_strided_chain(rw, op, &stat) {
            return f;
        }
    }
    let ctx = &*rw.ctx;
    // A scalar from from_elements is the element.
    if !dynamic {
        if let Some(fe) = def(ctx, src, VectorFromElements) {
            if rt == ctx.elem_or_self(st) && stat.len() == sshape.len() {
                let flat = linearize(&stat, &strides_of(&sshape));
                if let Some(e) = ctx.operands(fe).get(flat.max(0) as usize) {
                    return value(*e);
                }
            }
        }
    }
    fold_constant_positions(rw, op, 1)
}

enum Chain {
    None,
    Value(Value),
    InPlace(Value, Vec<i64>),
}

/// Upstream's `ExtractFromInsertTransposeChainState::fold`: walks back through inserts and
/// transposes; an insert at exactly the extracted position gives its source, an insert at a
/// prefix of it lets the extract read that insert's source, a disjoint insert is skipped.
fn extract_from_insert_transpose_chain(ctx: &Context, op: Op, stat: &[i64], vrank: usize) -> Chain {
    use OpKind::*;
    let src = ctx.operand(op, 0);
    let mut extracted_rank = stat.len();
    let sentinels: Vec<i64> = (0..vrank.saturating_sub(extracted_rank) as i64)
        .map(|i| -(i + 1))
        .collect();
    let mut pos: Vec<i64> = stat
        .iter()
        .copied()
        .chain(sentinels.iter().copied())
        .collect();
    let can_fold = |pos: &[i64], er: usize| pos.len() >= er && pos[er..] == sentinels[..];
    let contained = |a: &[i64], b: &[i64]| a.len() <= b.len() && a == &b[..a.len()];
    let mut cur = src;
    loop {
        if let Some(t) = def(ctx, cur, VectorTranspose) {
            let perm = ctx.i64_array(t, "permutation");
            if perm.len() != pos.len() {
                return Chain::None;
            }
            // The source position: s[perm[i]] = r[i].
            let mut s = vec![0i64; pos.len()];
            for (i, p) in perm.iter().enumerate() {
                match s.get_mut(*p as usize) {
                    Some(x) => *x = pos[i],
                    None => return Chain::None,
                }
            }
            pos = s;
            cur = ctx.operand(t, 0);
            continue;
        }
        let Some(ins) = def(ctx, cur, VectorInsert) else {
            break;
        };
        let ipos = ctx.i64_array(ins, "static_position");
        let idyn = ipos.contains(&DYNAMIC);
        if !idyn {
            if pos.len() >= extracted_rank && ipos[..] == pos[..extracted_rank] {
                return if can_fold(&pos, extracted_rank) {
                    Chain::Value(ctx.operand(ins, 0))
                } else {
                    Chain::None
                };
            }
            if contained(&ipos, &pos) {
                pos.drain(..ipos.len());
                extracted_rank = pos.len().saturating_sub(sentinels.len());
                let source = ctx.operand(ins, 0);
                return if source != src && can_fold(&pos, extracted_rank) {
                    Chain::InPlace(source, pos[..extracted_rank].to_vec())
                } else {
                    Chain::None
                };
            }
        }
        let intersects = pos
            .iter()
            .zip(&ipos)
            .all(|(a, b)| *a < 0 || *b < 0 || a == b);
        if contained(&pos, &ipos) || intersects {
            return Chain::None;
        }
        cur = ctx.operand(ins, 1);
    }
    if cur != src && can_fold(&pos, extracted_rank) {
        Chain::InPlace(cur, pos[..extracted_rank].to_vec())
    } else {
        Chain::None
    }
}

/// `foldExtractFromBroadcast`: an extract of a broadcast reads the broadcast's source.
fn extract_from_broadcast(rw: &mut Rewriter, op: Op) -> Option<Fold> {
    let ctx = &*rw.ctx;
    let b = def(ctx, ctx.operand(op, 0), OpKind::VectorBroadcast)?;
    let source = ctx.operand(b, 0);
    let srct = ctx.value_type(source);
    let rt = ctx.value_type(ctx.result(op, 0));
    if rt == srct {
        return Some(value(source));
    }
    let src_rank = rank(ctx, srct);
    let res_rank = rank(ctx, rt);
    if res_rank > src_rank {
        return None;
    }
    let sshape = if is_vector(ctx, srct) {
        Some(vshape(ctx, srct)?)
    } else {
        None
    };
    if is_vector(ctx, rt) {
        if let Some(ss) = &sshape {
            let rs = vshape(ctx, rt)?;
            if rs[..] != ss[ss.len() - res_rank..] {
                return None;
            }
        }
    }
    let dst_shape = vshape(ctx, ctx.value_type(ctx.result(b, 0)))?;
    let lead_diff = dst_shape.len().checked_sub(src_rank)?;
    // Dimensions broadcast from a size-1 source dimension read position 0.
    let unit: Vec<usize> = match &sshape {
        Some(ss) => ss
            .iter()
            .enumerate()
            .filter(|(i, d)| **d != dst_shape[lead_diff + i])
            .map(|(i, _)| lead_diff + i)
            .collect(),
        None => Vec::new(),
    };
    let mut pos = mixed_positions(ctx, op, 1);
    for (i, p) in pos.iter_mut().enumerate().skip(lead_diff) {
        if unit.contains(&i) {
            *p = Pos::Static(0);
        }
    }
    let keep = src_rank - res_rank;
    let drop = pos.len().checked_sub(keep)?;
    pos.drain(..drop);
    set_positions(rw.ctx, op, &[source], &pos);
    Some(Fold::InPlace)
}

/// `foldExtractFromShuffle`: an element of a 1-D shuffle is read from the shuffled operand.
fn extract_from_shuffle(rw: &mut Rewriter, op: Op, stat: &[i64]) -> Option<Fold> {
    let ctx = &*rw.ctx;
    let sh = def(ctx, ctx.operand(op, 0), OpKind::VectorShuffle)?;
    if rank(ctx, ctx.value_type(ctx.result(sh, 0))) != 1 {
        return None;
    }
    let v1 = ctx.operand(sh, 0);
    let n1 = *vshape(ctx, ctx.value_type(v1))?.first()?;
    let idx = *ctx.i64_array(sh, "mask").get(*stat.first()? as usize)?;
    // A poison lane is poison upstream.
    if idx < 0 {
        return None;
    }
    let (v, p) = if idx < n1 {
        (v1, idx)
    } else {
        (ctx.operand(sh, 1), idx - n1)
    };
    let a = rw.ctx.dense_i64_array(&[p]);
    rw.ctx.set_attr(op, "static_position", a);
    rw.ctx.set_operands(op, &[v]);
    Some(Fold::InPlace)
}

/// `foldExtractFromShapeCast`: the extracted chunk is found in the shape_cast's source when
/// the trailing dimensions agree.
fn extract_from_shape_cast(rw: &mut Rewriter, op: Op, stat: &[i64]) -> Option<Fold> {
    let ctx = &*rw.ctx;
    let src = ctx.operand(op, 0);
    let sc = def(ctx, src, OpKind::VectorShapeCast)?;
    let inner = ctx.operand(sc, 0);
    let ishape = vshape(ctx, ctx.value_type(inner))?;
    let eshape = vshape(ctx, ctx.value_type(src))?;
    let rt = ctx.value_type(ctx.result(op, 0));
    let dshape = if is_vector(ctx, rt) {
        vshape(ctx, rt)?
    } else {
        Vec::new()
    };
    let dest_rank = dshape.len();
    if dest_rank > ishape.len() {
        return None;
    }
    let rev = |s: &[i64], n: usize| s.get(s.len().checked_sub(n + 1)?).copied();
    for i in 0..dest_rank {
        if rev(&ishape, i) != rev(&dshape, i) {
            return None;
        }
    }
    let mut stride = 1i64;
    let mut position = 0i64;
    for (i, p) in stat.iter().rev().enumerate() {
        position = position.saturating_add(p.saturating_mul(stride));
        stride = stride.saturating_mul(rev(&eshape, i + dest_rank)?);
    }
    let ndim = ishape.len() - dest_rank;
    let mut new_strides = Vec::with_capacity(ndim);
    stride = 1;
    for i in 0..ndim {
        new_strides.push(stride);
        stride = stride.saturating_mul(rev(&ishape, i + dest_rank)?);
    }
    new_strides.reverse();
    let mut new_pos = Vec::with_capacity(ndim);
    for s in new_strides {
        if s == 0 {
            return None;
        }
        new_pos.push(position / s);
        position %= s;
    }
    let a = rw.ctx.dense_i64_array(&new_pos);
    rw.ctx.set_attr(op, "static_position", a);
    rw.ctx.set_operands(op, &[inner]);
    Some(Fold::InPlace)
}

/// `vector.insert`'s fold.
fn fold_insert(rw: &mut Rewriter, op: Op) -> Fold {
    let ctx = &*rw.ctx;
    let source = ctx.operand(op, 0);
    let dest = ctx.operand(op, 1);
    let rt = ctx.value_type(ctx.result(op, 0));
    let stat = ctx.i64_array(op, "static_position");
    // insert %v, %d[] of the whole type is %v.
    if stat.is_empty() && ctx.value_type(source) == rt {
        return value(source);
    }
    // At a poison position: poison (upstream's foldPoisonIndexInsertExtractOp).
    if poison_position(ctx, op, 2) {
        return attr(poison_attr(rw.ctx));
    }
    match fold_constant_positions(rw, op, 2) {
        Fold::None => {}
        f => return f,
    }
    let ctx = &*rw.ctx;
    // insert(x, insert(y, d, p), p) -> insert(x, d, p): the inner write is overwritten (the
    // same static positions and the same dynamic position values).
    if let Some(inner) = def(ctx, dest, OpKind::VectorInsert) {
        if ctx.i64_array(inner, "static_position") == stat
            && ctx.operands(inner)[2..] == ctx.operands(op)[2..]
        {
            let d = ctx.operand(inner, 1);
            rw.ctx.set_operand(op, 1, d);
            return Fold::InPlace;
        }
    }
    if stat.contains(&DYNAMIC) {
        return Fold::None;
    }
    // Insert of a constant into a dense constant: the new constant (22.1.8 folds any size,
    // unlike its insert_strided_slice pattern).
    let Some(dshape) = vshape(ctx, rt) else {
        return Fold::None;
    };
    let Some(dvals) = dense_of(ctx, dest) else {
        return Fold::None;
    };
    let n = numel(&dshape);
    let Some(sa) = const_attr(ctx, source) else {
        return Fold::None;
    };
    let inserted: Vec<DenseValue> = match ctx.attr(sa) {
        AttrData::DenseElements { ty, values } => {
            let Some(s) = vshape(ctx, *ty) else {
                return Fold::None;
            };
            match expand(values, numel(&s) as usize) {
                Some(v) => v,
                None => return Fold::None,
            }
        }
        _ => match scalar_of(ctx, sa) {
            Some(v) => vec![v],
            None => return Fold::None,
        },
    };
    let Some(mut all) = expand(&dvals, n as usize) else {
        return Fold::None;
    };
    let mut full = stat.clone();
    full.resize(dshape.len(), 0);
    let start = linearize(&full, &strides_of(&dshape)).max(0) as usize;
    let Some(slot) = all.get_mut(start..start + inserted.len()) else {
        return Fold::None;
    };
    slot.copy_from_slice(&inserted);
    attr(rw.ctx.dense_attr(rt, all))
}

/// `vector.shape_cast`'s fold.
fn fold_shape_cast(rw: &mut Rewriter, op: Op) -> Fold {
    let ctx = &*rw.ctx;
    let src = ctx.operand(op, 0);
    let st = ctx.value_type(src);
    let rt = ctx.value_type(ctx.result(op, 0));
    if st == rt {
        return value(src);
    }
    // shape_cast(shape_cast(x)) -> x, or a single shape_cast of x.
    if let Some(inner) = def(ctx, src, OpKind::VectorShapeCast) {
        let x = ctx.operand(inner, 0);
        if ctx.value_type(x) == rt {
            return value(x);
        }
        rw.ctx.set_operands(op, &[x]);
        return Fold::InPlace;
    }
    // shape_cast(transpose(x)) -> shape_cast(x) when the transpose only moves unit
    // dimensions (it does not reorder the elements).
    if let Some(t) = def(ctx, src, OpKind::VectorTranspose) {
        {
            let perm = ctx.i64_array(t, "permutation");
            let tsrc = ctx.operand(t, 0);
            if let Some(ts) = vshape(ctx, ctx.value_type(tsrc)) {
                let mut last = -1i64;
                let mut ordered = true;
                for p in &perm {
                    if ts.get(*p as usize).is_some_and(|d| *d != 1) {
                        if *p < last {
                            ordered = false;
                        }
                        last = *p;
                    }
                }
                if ordered {
                    rw.ctx.set_operands(op, &[tsrc]);
                    return Fold::InPlace;
                }
            }
        }
    }
    // shape_cast(broadcast(x)) -> x when x has the result type.
    if let Some(b) = def(ctx, src, OpKind::VectorBroadcast) {
        let x = ctx.operand(b, 0);
        if ctx.value_type(x) == rt {
            return value(x);
        }
    }
    // A dense constant keeps its elements under the new shape.
    if let Some(vals) = dense_of(ctx, src) {
        if vshape(ctx, rt).is_some() {
            return attr(rw.ctx.dense_attr(rt, vals));
        }
    }
    Fold::None
}

/// `vector.bitcast`'s fold.
fn fold_bitcast(rw: &mut Rewriter, op: Op) -> Fold {
    let ctx = &*rw.ctx;
    let src = ctx.operand(op, 0);
    let st = ctx.value_type(src);
    let rt = ctx.value_type(ctx.result(op, 0));
    if st == rt {
        return value(src);
    }
    // bitcast(bitcast(x)) -> x, or one bitcast of x.
    if let Some(inner) = def(ctx, src, OpKind::VectorBitCast) {
        let x = ctx.operand(inner, 0);
        if ctx.value_type(x) == rt {
            return value(x);
        }
        rw.ctx.set_operands(op, &[x]);
        return Fold::InPlace;
    }
    // Splat constants: f16 -> f32 repeats the 16 bits; a narrower integer into a wider
    // integer repeats its bits.
    let Some(vals) = dense_of(ctx, src) else {
        return Fold::None;
    };
    if vals.len() != 1 || vshape(ctx, rt).is_none() {
        return Fold::None;
    }
    let se = ctx.elem_or_self(st);
    let de = ctx.elem_or_self(rt);
    match (ctx.ty(se), ctx.ty(de), vals[0]) {
        (
            TypeData::Float(FloatKind::F16),
            TypeData::Float(FloatKind::F32),
            DenseValue::Float(b),
        ) => {
            let b = b & 0xffff;
            attr(
                rw.ctx
                    .dense_attr(rt, vec![DenseValue::Float((b << 16) | b)]),
            )
        }
        (
            TypeData::Integer { width: sw, .. },
            TypeData::Integer { width: dw, .. },
            DenseValue::Int(x),
        ) if dw > sw && *sw > 0 && dw % sw == 0 && *dw <= 64 => {
            let (sw, dw) = (*sw, *dw);
            let low = (x as u128) & ((1u128 << sw) - 1);
            let mut bits = low;
            for _ in 0..dw / sw - 1 {
                bits = (bits << sw) | low;
            }
            attr(rw.ctx.dense_attr(rt, vec![DenseValue::Int(bits as i128)]))
        }
        _ => Fold::None,
    }
}

/// `vector.from_elements`'s fold: constant elements make a constant; the to_elements results
/// of one vector of the same type, in order, are that vector. (Scalars extracted with
/// vector.extract go through the `FromElementsToShapeCast` pattern, after the broadcast one.)
fn fold_from_elements(rw: &mut Rewriter, op: Op) -> Fold {
    let ctx = &*rw.ctx;
    let rt = ctx.value_type(ctx.result(op, 0));
    let elems = ctx.operands(op).to_vec();
    if vshape(ctx, rt).is_none() {
        return Fold::None;
    }
    // from_elements(to_elements(x)...) of x's elements in order is x.
    if let Some(te) = elems
        .first()
        .and_then(|e| def(ctx, *e, OpKind::VectorToElements))
    {
        let x = ctx.operand(te, 0);
        if ctx.value_type(x) == rt
            && elems.len() == ctx.results(te).len()
            && elems.iter().zip(ctx.results(te)).all(|(e, r)| e == r)
        {
            return value(x);
        }
    }
    let mut vals = Vec::with_capacity(elems.len());
    for e in &elems {
        match const_attr(ctx, *e).and_then(|a| scalar_of(ctx, a)) {
            Some(v) => vals.push(v),
            None => return Fold::None,
        }
    }
    if vals.is_empty() {
        return Fold::None;
    }
    attr(rw.ctx.dense_attr(rt, vals))
}

/// `vector.extract_strided_slice`'s fold: the whole vector is itself; a slice of a constant
/// (unit strides) is the constant slice.
fn fold_extract_strided_slice(rw: &mut Rewriter, op: Op) -> Fold {
    let ctx = &*rw.ctx;
    let src = ctx.operand(op, 0);
    let st = ctx.value_type(src);
    let rt = ctx.value_type(ctx.result(op, 0));
    if st == rt {
        return value(src);
    }
    match ess_from_insert_chain(rw, op) {
        Fold::None => {}
        f => return f,
    }
    let ctx = &*rw.ctx;
    let (Some(sshape), Some(rshape)) = (vshape(ctx, st), vshape(ctx, rt)) else {
        return Fold::None;
    };
    let Some(vals) = dense_of(ctx, src) else {
        return Fold::None;
    };
    if vals.len() == 1 {
        return attr(rw.ctx.dense_attr(rt, vals));
    }
    if int_list(ctx, op, "strides").iter().any(|s| *s != 1) {
        return Fold::None;
    }
    let mut offs = int_list(ctx, op, "offsets");
    offs.resize(sshape.len(), 0);
    let sst = strides_of(&sshape);
    let n = numel(&rshape) as usize;
    let mut out = Vec::with_capacity(n);
    let rst = strides_of(&rshape);
    for i in 0..n {
        let mut lin = 0i64;
        for (k, s) in rst.iter().enumerate() {
            let idx = (i as i64 / s) % rshape[k].max(1);
            lin = lin.saturating_add((idx + offs[k]).saturating_mul(sst[k]));
        }
        match vals.get(lin.max(0) as usize) {
            Some(v) => out.push(*v),
            None => return Fold::None,
        }
    }
    attr(rw.ctx.dense_attr(rt, out))
}

/// `vector.shuffle`'s fold: a mask taking all of one operand in order is that operand;
/// 1-D constants shuffle to a constant.
fn fold_shuffle(rw: &mut Rewriter, op: Op) -> Fold {
    let ctx = &*rw.ctx;
    let (v1, v2) = (ctx.operand(op, 0), ctx.operand(op, 1));
    let (Some(s1), Some(s2)) = (
        vshape(ctx, ctx.value_type(v1)),
        vshape(ctx, ctx.value_type(v2)),
    ) else {
        return Fold::None;
    };
    if s1.is_empty() || s2.is_empty() {
        return Fold::None;
    }
    let mask = ctx.i64_array(op, "mask");
    let step = |begin: i64, width: i64| {
        mask.len() as i64 == width && mask.iter().enumerate().all(|(i, m)| *m == begin + i as i64)
    };
    if step(0, s1[0]) {
        return value(v1);
    }
    if step(s1[0], s2[0]) {
        return value(v2);
    }
    if s1.len() != 1 {
        return Fold::None;
    }
    let (Some(a), Some(b)) = (dense_of(ctx, v1), dense_of(ctx, v2)) else {
        return Fold::None;
    };
    let (Some(a), Some(b)) = (expand(&a, s1[0] as usize), expand(&b, s2[0] as usize)) else {
        return Fold::None;
    };
    let mut out = Vec::with_capacity(mask.len());
    for m in &mask {
        let v = if *m < 0 {
            // A poison lane takes the first element of the first operand (upstream's choice).
            a[0]
        } else if *m < s1[0] {
            a[*m as usize]
        } else {
            match b.get((*m - s1[0]) as usize) {
                Some(v) => *v,
                None => return Fold::None,
            }
        };
        out.push(v);
    }
    let rt = ctx.value_type(ctx.result(op, 0));
    attr(rw.ctx.dense_attr(rt, out))
}

/// Whether the mask value is all set (`Some(true)`), all clear (`Some(false)`) or unknown:
/// upstream's `getMaskFormat`.
fn mask_format(ctx: &Context, mask: Value) -> Option<bool> {
    if let Some(vals) = dense_of(ctx, mask) {
        let mut val = 0i64;
        for b in vals
            .iter()
            .map(|v| matches!(v, DenseValue::Int(x) if *x != 0))
        {
            if b && val >= 0 {
                val += 1;
            } else if !b && val <= 0 {
                val -= 1;
            } else {
                return None;
            }
        }
        return match val {
            v if v > 0 => Some(true),
            v if v < 0 => Some(false),
            _ => None,
        };
    }
    let d = ctx.defining_op(mask)?;
    match ctx.kind(d) {
        OpKind::VectorConstantMask => {
            let shape = vshape(ctx, ctx.value_type(mask))?;
            let sizes = ctx.i64_array(d, "mask_dim_sizes");
            let all_true = sizes.iter().zip(&shape).all(|(s, d)| s >= d);
            let all_false = sizes.iter().zip(&shape).all(|(s, _)| *s <= 0);
            if all_true {
                Some(true)
            } else if all_false {
                Some(false)
            } else {
                None
            }
        }
        OpKind::VectorCreateMask => {
            for o in ctx.operands(d) {
                if const_scalar_int(ctx, *o).is_some_and(|c| c <= 0) {
                    return Some(false);
                }
            }
            None
        }
        _ => None,
    }
}

/// The transfer ops' folds: `in_bounds` proven from constant indices and static sizes, an
/// all-true mask dropped, a `memref.cast` source read through.
fn fold_transfer(rw: &mut Rewriter, op: Op) -> Fold {
    let ctx = &*rw.ctx;
    let read = ctx.kind(op) == OpKind::VectorTransferRead;
    let seg = ctx.segments(op);
    if seg.len() != 4 {
        return Fold::None;
    }
    // Operand layout: read = source, indices, padding, mask; write = vector, source, indices, mask.
    let (src_i, idx_i, mask_i) = if read {
        (0, 1, 1 + seg[1] + 1)
    } else {
        (1, 2, 2 + seg[2])
    };
    let nidx = if read { seg[1] } else { seg[2] };
    let src = ctx.operand(op, src_i);
    let vec_ty = if read {
        ctx.value_type(ctx.result(op, 0))
    } else {
        ctx.value_type(ctx.operand(op, 0))
    };
    let Some(vshape_) = vshape(ctx, vec_ty) else {
        return Fold::None;
    };
    let map = match ctx.get_attr(op, "permutation_map").map(|a| ctx.attr(a)) {
        Some(AttrData::AffineMap(m)) => m.clone(),
        _ => return Fold::None,
    };
    let src_shape = ctx.ty(ctx.value_type(src)).shape().map(|s| s.to_vec());
    let in_bounds: Vec<bool> = match ctx.get_attr(op, "in_bounds").map(|a| ctx.attr(a)) {
        Some(AttrData::Array(items)) => items
            .iter()
            .map(|i| matches!(ctx.attr(*i), AttrData::Integer { value, .. } if *value != 0))
            .collect(),
        _ => return Fold::None,
    };
    // foldTransferInBoundsAttribute (not for 0-D transfers).
    if !vshape_.is_empty() && in_bounds.len() == vshape_.len() && map.results.len() == vshape_.len()
    {
        let mut changed = false;
        let mut new = Vec::with_capacity(in_bounds.len());
        let mut non_bcast = Vec::new();
        for (i, ib) in in_bounds.iter().enumerate() {
            if *ib {
                new.push(true);
                continue;
            }
            let mut ok = false;
            if let crate::ir::affine::AffineExpr::Dim(d) = map.results[i] {
                let d = d as usize;
                if let (Some(ss), true) = (&src_shape, d < nidx) {
                    if let Some(size) = ss.get(d).copied().filter(|s| *s != DYNAMIC) {
                        if let Some(c) = const_scalar_int(ctx, ctx.operand(op, idx_i + d)) {
                            ok = (c as i64).saturating_add(vshape_[i]) <= size;
                        }
                    }
                }
                non_bcast.push(i);
            }
            new.push(ok);
            changed |= ok;
        }
        if non_bcast.iter().all(|i| new[*i]) {
            for (i, r) in map.results.iter().enumerate() {
                if matches!(r, crate::ir::affine::AffineExpr::Const(0)) {
                    changed |= !new[i];
                    new[i] = true;
                }
            }
        }
        if changed {
            let items = new.iter().map(|b| rw.ctx.bool_attr(*b)).collect();
            let a = rw.ctx.intern_attr(AttrData::Array(items));
            rw.ctx.set_attr(op, "in_bounds", a);
            return Fold::InPlace;
        }
    }
    let ctx = &*rw.ctx;
    // foldTransferFullMask.
    if seg[3] == 1 && mask_format(ctx, ctx.operand(op, mask_i)) == Some(true) {
        let mut operands = ctx.operands(op).to_vec();
        operands.remove(mask_i);
        let mut s: Vec<i64> = seg.iter().map(|x| *x as i64).collect();
        s[3] = 0;
        let a = rw.ctx.dense_i32_array(&s);
        rw.ctx.set_attr(op, "operandSegmentSizes", a);
        rw.ctx.set_operands(op, &operands);
        return Fold::InPlace;
    }
    super::memref::fold_cast_operand(rw, op, src_i, super::memref::CastFold::AnyRanked)
}

// ---------------------------------------------------------------------------------------
// Patterns
// ---------------------------------------------------------------------------------------

/// Creates `kind` before `op` (at its location) and replaces `op` by its first result.
fn replace_with(
    rw: &mut Rewriter,
    op: Op,
    kind: OpKind,
    operands: &[Value],
    ty: Type,
    attrs: Vec<(String, Attr)>,
) {
    let b = Builder::before(rw.ctx, op);
    let created = rw.create(&b, kind, operands, &[ty], attrs);
    let r = rw.ctx.result(created, 0);
    rw.replace_op(op, &[r]);
}

/// `BroadcastFolder`: broadcast(broadcast(x)) -> broadcast(x).
/// ```mlir
/// %0 = vector.broadcast %x : f32 to vector<4xf32>
/// %1 = vector.broadcast %0 : vector<4xf32> to vector<2x4xf32>
/// // becomes
/// %1 = vector.broadcast %x : f32 to vector<2x4xf32>
/// ```
pub(super) fn broadcast_of_broadcast(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(inner) = def(ctx, ctx.operand(op, 0), OpKind::VectorBroadcast) else {
        return false;
    };
    let x = ctx.operand(inner, 0);
    let rt = ctx.value_type(ctx.result(op, 0));
    replace_with(rw, op, OpKind::VectorBroadcast, &[x], rt, vec![]);
    true
}

/// `ExtractOpFromBroadcast`: an extract of a vector from a broadcast of a lower-rank value
/// is a broadcast of that value.
/// ```mlir
/// %0 = vector.broadcast %x : vector<4xf32> to vector<3x2x4xf32>
/// %1 = vector.extract %0[1] : vector<2x4xf32> from vector<3x2x4xf32>
/// // becomes
/// %1 = vector.broadcast %x : vector<4xf32> to vector<2x4xf32>
/// ```
pub(super) fn extract_from_broadcast_pattern(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(b) = def(ctx, ctx.operand(op, 0), OpKind::VectorBroadcast) else {
        return false;
    };
    let x = ctx.operand(b, 0);
    let rt = ctx.value_type(ctx.result(op, 0));
    let xt = ctx.value_type(x);
    if rt == xt {
        return false;
    }
    let (sr, rr) = (rank(ctx, xt), rank(ctx, rt));
    if rr < sr || rr == 0 || vshape(ctx, rt).is_none() {
        return false;
    }
    replace_with(rw, op, OpKind::VectorBroadcast, &[x], rt, vec![]);
    true
}

/// `foldExtractFromShapeCastToShapeCast`: an extract from a shape_cast with as many elements
/// as the source is a shape_cast of the source.
/// ```mlir
/// %0 = vector.shape_cast %x : vector<8xf32> to vector<1x8xf32>
/// %1 = vector.extract %0[0] : vector<8xf32> from vector<1x8xf32>   // -> shape_cast %x
/// ```
pub(super) fn extract_of_shape_cast(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(sc) = def(ctx, ctx.operand(op, 0), OpKind::VectorShapeCast) else {
        return false;
    };
    let x = ctx.operand(sc, 0);
    let rt = ctx.value_type(ctx.result(op, 0));
    let (Some(xs), Some(rs)) = (vshape(ctx, ctx.value_type(x)), vshape(ctx, rt)) else {
        return false;
    };
    if !is_vector(ctx, rt) || numel(&xs) != numel(&rs) {
        return false;
    }
    replace_with(rw, op, OpKind::VectorShapeCast, &[x], rt, vec![]);
    true
}

/// `foldExtractFromFromElements`: a sub-vector of a from_elements is a smaller from_elements.
/// ```mlir
/// %0 = vector.from_elements %a, %b, %c, %d : vector<2x2xf32>
/// %1 = vector.extract %0[1] : vector<2xf32> from vector<2x2xf32>
/// // becomes
/// %1 = vector.from_elements %c, %d : vector<2xf32>
/// ```
pub(super) fn extract_of_from_elements(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let stat = ctx.i64_array(op, "static_position");
    if stat.contains(&DYNAMIC) || stat.contains(&-1) {
        return false;
    }
    let rt = ctx.value_type(ctx.result(op, 0));
    let Some(rs) = vshape(ctx, rt).filter(|_| is_vector(ctx, rt)) else {
        return false;
    };
    let Some(fe) = def(ctx, ctx.operand(op, 0), OpKind::VectorFromElements) else {
        return false;
    };
    let Some(is) = vshape(ctx, ctx.value_type(ctx.result(fe, 0))) else {
        return false;
    };
    let mut first = stat.clone();
    first.resize(is.len(), 0);
    let flat = linearize(&first, &strides_of(&is)).max(0) as usize;
    let n = numel(&rs) as usize;
    let Some(elems) = ctx.operands(fe).get(flat..flat + n).map(|s| s.to_vec()) else {
        return false;
    };
    replace_with(rw, op, OpKind::VectorFromElements, &elems, rt, vec![]);
    true
}

/// `ExtractOpFromCreateMask`: a sub-mask of a create_mask with constant leading sizes is
/// either all false or a create_mask of the trailing sizes.
/// ```mlir
/// %m = vector.create_mask %c2, %n : vector<4x8xi1>
/// %0 = vector.extract %m[1] : vector<8xi1> from vector<4x8xi1>  // -> create_mask %n
/// %1 = vector.extract %m[3] : vector<8xi1> from vector<4x8xi1>  // -> dense<false>
/// ```
pub(super) fn extract_of_create_mask(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(cm) = def(ctx, ctx.operand(op, 0), OpKind::VectorCreateMask) else {
        return false;
    };
    let rt = ctx.value_type(ctx.result(op, 0));
    if vshape(ctx, rt).filter(|_| is_vector(ctx, rt)).is_none() {
        return false;
    }
    let Some(mshape) = vshape(ctx, ctx.value_type(ctx.result(cm, 0))) else {
        return false;
    };
    let stat = ctx.i64_array(op, "static_position");
    let operands = ctx.operands(cm).to_vec();
    let mut unknown = false;
    let mut all_false = mask_format(ctx, ctx.result(cm, 0)) == Some(false);
    for (d, p) in stat.iter().enumerate() {
        if all_false {
            break;
        }
        let Some(bound) = operands.get(d).and_then(|o| const_scalar_int(ctx, *o)) else {
            unknown = true;
            continue;
        };
        let bound = bound as i64;
        if *p != DYNAMIC {
            all_false |= *p >= bound;
        } else if bound < mshape[d] {
            unknown = true;
        }
    }
    if all_false {
        let a = rw.ctx.dense_attr(rt, vec![DenseValue::Int(0)]);
        let b = Builder::before(rw.ctx, op);
        let c = rw.create(
            &b,
            OpKind::ArithConstant,
            &[],
            &[rt],
            vec![("value".into(), a)],
        );
        let r = rw.ctx.result(c, 0);
        rw.replace_op(op, &[r]);
        return true;
    }
    if unknown {
        return false;
    }
    let rest = operands[stat.len().min(operands.len())..].to_vec();
    replace_with(rw, op, OpKind::VectorCreateMask, &rest, rt, vec![]);
    true
}

/// `InsertToBroadcast`: inserting a vector with as many elements as the destination is a
/// broadcast.
/// ```mlir
/// %0 = vector.insert %v, %d [0] : vector<4xf32> into vector<1x4xf32>
/// // becomes
/// %0 = vector.broadcast %v : vector<4xf32> to vector<1x4xf32>
/// ```
pub(super) fn insert_to_broadcast(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let src = ctx.operand(op, 0);
    let rt = ctx.value_type(ctx.result(op, 0));
    let st = ctx.value_type(src);
    // Vector sources only: a scalar filling a one-element vector goes through
    // `InsertChainFullyInitialized` (then from_elements' fold or broadcast pattern).
    if !is_vector(ctx, st) {
        return false;
    }
    let (Some(ss), Some(rs)) = (vshape(ctx, st), vshape(ctx, rt)) else {
        return false;
    };
    if numel(&ss) != numel(&rs) {
        return false;
    }
    replace_with(rw, op, OpKind::VectorBroadcast, &[src], rt, vec![]);
    true
}

/// `ShapeCastBroadcastFolder`: a shape_cast of a broadcast is a shape_cast of the
/// broadcast's source when the element counts agree, else a broadcast of the source when
/// the source broadcasts to the result shape.
/// ```mlir
/// %0 = vector.broadcast %x : vector<4xf32> to vector<2x4xf32>
/// %1 = vector.shape_cast %0 : vector<2x4xf32> to vector<1x2x4xf32>
/// // becomes
/// %1 = vector.broadcast %x : vector<4xf32> to vector<1x2x4xf32>
/// ```
pub(super) fn shape_cast_of_broadcast(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(b) = def(ctx, ctx.operand(op, 0), OpKind::VectorBroadcast) else {
        return false;
    };
    let x = ctx.operand(b, 0);
    let xt = ctx.value_type(x);
    let rt = ctx.value_type(ctx.result(op, 0));
    let Some(rs) = vshape(ctx, rt) else {
        return false;
    };
    if is_vector(ctx, xt) {
        let Some(xs) = vshape(ctx, xt) else {
            return false;
        };
        if numel(&xs) == numel(&rs) {
            replace_with(rw, op, OpKind::VectorShapeCast, &[x], rt, vec![]);
            return true;
        }
        // `isBroadcastableTo`: trailing dimensions equal or 1 in the source.
        let ok = xs.len() <= rs.len()
            && xs
                .iter()
                .zip(&rs[rs.len() - xs.len()..])
                .all(|(a, b)| *a == 1 || a == b);
        if !ok {
            return false;
        }
    }
    replace_with(rw, op, OpKind::VectorBroadcast, &[x], rt, vec![]);
    true
}

/// `TransposeFolder`: transpose(transpose(x, p1), p2) -> transpose(x, p1 ∘ p2).
/// ```mlir
/// %0 = vector.transpose %x, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
/// %1 = vector.transpose %0, [1, 0] : vector<3x2xf32> to vector<2x3xf32>
/// // becomes (then folds to %x)
/// %1 = vector.transpose %x, [0, 1] : vector<2x3xf32> to vector<2x3xf32>
/// ```
pub(super) fn transpose_of_transpose(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(inner) = def(ctx, ctx.operand(op, 0), OpKind::VectorTranspose) else {
        return false;
    };
    let p1 = ctx.i64_array(inner, "permutation");
    let p2 = ctx.i64_array(op, "permutation");
    let Some(perm) = p2
        .iter()
        .map(|i| p1.get(*i as usize).copied())
        .collect::<Option<Vec<i64>>>()
    else {
        return false;
    };
    let x = ctx.operand(inner, 0);
    let rt = ctx.value_type(ctx.result(op, 0));
    let a = rw.ctx.dense_i64_array(&perm);
    replace_with(
        rw,
        op,
        OpKind::VectorTranspose,
        &[x],
        rt,
        vec![("permutation".into(), a)],
    );
    true
}

/// `FoldTransposeCreateMask` (constant masks): a transposed constant_mask is the
/// constant_mask of the permuted sizes.
/// ```mlir
/// %0 = vector.constant_mask [1, 2] : vector<2x3xi1>
/// %1 = vector.transpose %0, [1, 0] : vector<2x3xi1> to vector<3x2xi1>
/// // becomes
/// %1 = vector.constant_mask [2, 1] : vector<3x2xi1>
/// ```
pub(super) fn transpose_of_mask(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let src = ctx.operand(op, 0);
    let perm = ctx.i64_array(op, "permutation");
    let rt = ctx.value_type(ctx.result(op, 0));
    if let Some(cm) = def(ctx, src, OpKind::VectorCreateMask) {
        let ops = ctx.operands(cm).to_vec();
        let Some(new) = perm
            .iter()
            .map(|p| ops.get(*p as usize).copied())
            .collect::<Option<Vec<Value>>>()
        else {
            return false;
        };
        replace_with(rw, op, OpKind::VectorCreateMask, &new, rt, vec![]);
        return true;
    }
    let Some(cm) = def(ctx, src, OpKind::VectorConstantMask) else {
        return false;
    };
    let sizes = ctx.i64_array(cm, "mask_dim_sizes");
    let Some(new) = perm
        .iter()
        .map(|p| sizes.get(*p as usize).copied())
        .collect::<Option<Vec<i64>>>()
    else {
        return false;
    };
    let a = rw.ctx.dense_i64_array(&new);
    replace_with(
        rw,
        op,
        OpKind::VectorConstantMask,
        &[],
        rt,
        vec![("mask_dim_sizes".into(), a)],
    );
    true
}

/// `CreateMaskFolder`: a create_mask of constant sizes is a constant_mask (sizes clamped to
/// the dimensions; one empty dimension empties them all).
/// ```mlir
/// %0 = vector.create_mask %c3, %c5 : vector<4x4xi1>
/// // becomes
/// %0 = vector.constant_mask [3, 4] : vector<4x4xi1>
/// ```
pub(super) fn create_mask_to_constant(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let rt = ctx.value_type(ctx.result(op, 0));
    let Some(mut shape) = vshape(ctx, rt) else {
        return false;
    };
    if shape.is_empty() {
        shape.push(1);
    }
    let mut dims = Vec::new();
    for (i, o) in ctx.operands(op).iter().enumerate() {
        let Some(c) = const_scalar_int(ctx, *o) else {
            return false;
        };
        let Some(d) = shape.get(i) else {
            return false;
        };
        dims.push((c.clamp(i64::MIN as i128, i64::MAX as i128) as i64).clamp(0, *d));
    }
    if dims.contains(&0) {
        dims.iter_mut().for_each(|d| *d = 0);
    }
    let a = rw.ctx.dense_i64_array(&dims);
    replace_with(
        rw,
        op,
        OpKind::VectorConstantMask,
        &[],
        rt,
        vec![("mask_dim_sizes".into(), a)],
    );
    true
}

/// `ElideSingleElementReduction`: reducing one element is extracting it (combined with the
/// accumulator, if any).
/// ```mlir
/// %0 = vector.reduction <add>, %v, %acc : vector<1xf32> into f32
/// // becomes
/// %e = vector.extract %v[0] : f32 from vector<1xf32>
/// %0 = arith.addf %e, %acc : f32
/// ```
pub(super) fn single_element_reduction(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let v = ctx.operand(op, 0);
    let Some(shape) = vshape(ctx, ctx.value_type(v)) else {
        return false;
    };
    if !shape.is_empty() && shape[0] != 1 {
        return false;
    }
    let rt = ctx.value_type(ctx.result(op, 0));
    let acc = ctx.operands(op).get(1).copied();
    let kind = crate::ir::vector::combining_kind(ctx, op);
    let is_float = matches!(ctx.ty(rt), TypeData::Float(_));
    let fm = ctx.get_attr(op, "fastmath");
    use OpKind::*;
    let Some(arith) = crate::ir::vector::combining_arith_op(kind, is_float) else {
        return false;
    };
    // Under a `vector.mask`, the mask op is replaced, and the mask's one lane selects between
    // the combined value and the accumulator.
    let masker = masking_op(ctx, op);
    let root = masker.unwrap_or(op);
    let mut b = Builder::before(rw.ctx, root);
    b.loc = rw.ctx.op_loc(op);
    let mut mask = None;
    if let Some(m) = masker {
        let mv = rw.ctx.operand(m, 0);
        let mshape = vshape(rw.ctx, rw.ctx.value_type(mv)).unwrap_or_default();
        let pos = rw.ctx.dense_i64_array(&vec![0; mshape.len()]);
        let i1 = rw.ctx.int_type(1);
        let e = rw.create(
            &b,
            VectorExtract,
            &[mv],
            &[i1],
            vec![("static_position".into(), pos)],
        );
        mask = Some(rw.ctx.result(e, 0));
    }
    let pos = rw.ctx.dense_i64_array(&vec![0; shape.len()]);
    let e = rw.create(
        &b,
        VectorExtract,
        &[v],
        &[rt],
        vec![("static_position".into(), pos)],
    );
    let mut r = rw.ctx.result(e, 0);
    if let Some(acc) = acc {
        let attrs = match fm {
            Some(f) if is_float => vec![("fastmath".to_string(), f)],
            _ => vec![],
        };
        let a = rw.create(&b, arith, &[r, acc], &[rt], attrs);
        r = rw.ctx.result(a, 0);
        if let Some(m) = mask {
            let sel = rw.create(&b, ArithSelect, &[m, r, acc], &[rt], vec![]);
            r = rw.ctx.result(sel, 0);
        }
    }
    rw.replace_op(root, &[r]);
    true
}

/// `rewriteFromElementsAsBroadcast`: from_elements of one value repeated is a broadcast.
/// ```mlir
/// %0 = vector.from_elements %a, %a, %a : vector<3xf32>
/// // becomes
/// %0 = vector.broadcast %a : f32 to vector<3xf32>
/// ```
pub(super) fn from_elements_splat(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let elems = ctx.operands(op);
    let Some(first) = elems.first().copied() else {
        return false;
    };
    if !elems.iter().all(|e| *e == first) {
        return false;
    }
    let rt = ctx.value_type(ctx.result(op, 0));
    replace_with(rw, op, OpKind::VectorBroadcast, &[first], rt, vec![]);
    true
}

/// The masked memory ops with a constant mask (`MaskedLoadFolder`, `MaskedStoreFolder`,
/// `ExpandLoadFolder`, `CompressStoreFolder`, `GatherFolder`, `ScatterFolder`): all true is
/// the plain access (load/store ops), all false is the pass-through (or nothing).
/// ```mlir
/// %0 = vector.maskedload %m[%i], %alltrue, %p : ... into vector<4xf32>
/// // becomes
/// %0 = vector.load %m[%i] : memref<?xf32>, vector<4xf32>
/// ```
pub(super) fn masked_memory_folder(rw: &mut Rewriter, op: Op) -> bool {
    use OpKind::*;
    let ctx = &*rw.ctx;
    let kind = ctx.kind(op);
    let operands = ctx.operands(op).to_vec();
    let n = operands.len();
    // maskedload/expandload: base, indices, mask, pass_thru; maskedstore/compressstore:
    // base, indices, mask, value; gather/scatter: base, indices, index_vec, mask, last.
    if n < 3 {
        return false;
    }
    let mask = operands[n - 2];
    let Some(all) = mask_format(ctx, mask) else {
        return false;
    };
    let gather_like = matches!(kind, VectorGather | VectorScatter);
    match (kind, all) {
        (VectorMaskedLoad | VectorExpandLoad | VectorGather, false) => {
            rw.replace_op(op, &[operands[n - 1]]);
            true
        }
        (VectorMaskedStore | VectorCompressStore | VectorScatter, false) => {
            rw.erase_op(op);
            true
        }
        // Upstream's builders set `nontemporal` (false), which the generic form shows.
        (VectorMaskedLoad | VectorExpandLoad, true) if !gather_like => {
            let rt = ctx.value_type(ctx.result(op, 0));
            let base_idx = operands[..n - 2].to_vec();
            let nt = rw.ctx.bool_attr(false);
            replace_with(
                rw,
                op,
                VectorLoad,
                &base_idx,
                rt,
                vec![("nontemporal".into(), nt)],
            );
            true
        }
        (VectorMaskedStore | VectorCompressStore, true) => {
            let mut o = vec![operands[n - 1]];
            o.extend_from_slice(&operands[..n - 2]);
            let b = Builder::before(rw.ctx, op);
            let nt = rw.ctx.bool_attr(false);
            rw.create(&b, VectorStore, &o, &[], vec![("nontemporal".into(), nt)]);
            rw.erase_op(op);
            true
        }
        _ => false,
    }
}

/// `InsertStridedSliceOp`: `FoldInsertStridedSliceOfExtract`: inserting a slice extracted
/// from the destination at the same place is the destination.
/// ```mlir
/// %0 = vector.extract_strided_slice %d {offsets = [1], sizes = [2], strides = [1]} : ...
/// %1 = vector.insert_strided_slice %0, %d {offsets = [1], strides = [1]} : ...  // -> %d
/// ```
pub(super) fn insert_strided_of_extract(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(e) = def(ctx, ctx.operand(op, 0), OpKind::VectorExtractStridedSlice) else {
        return false;
    };
    let dest = ctx.operand(op, 1);
    if ctx.operand(e, 0) != dest
        || ctx.get_attr(e, "strides") != ctx.get_attr(op, "strides")
        || ctx.get_attr(e, "offsets") != ctx.get_attr(op, "offsets")
    {
        return false;
    }
    rw.replace_op(op, &[dest]);
    true
}

/// `FoldTransposeBroadcast`: a transpose of a broadcast is a broadcast when it only
/// permutes broadcast dimensions (leading ones, or ones from a size-1 source dimension)
/// among neighbours: each run of adjacent broadcast dimensions is permuted within itself and
/// every other dimension stays in place (rule read from 22.1.8's behaviour).
/// ```mlir
/// %0 = vector.broadcast %w : vector<4xf32> to vector<2x3x4xf32>
/// %1 = vector.transpose %0, [1, 0, 2] : vector<2x3x4xf32> to vector<3x2x4xf32>
/// // becomes
/// %1 = vector.broadcast %w : vector<4xf32> to vector<3x2x4xf32>
/// ```
pub(super) fn transpose_of_broadcast(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let src = ctx.operand(op, 0);
    let Some(b) = def(ctx, src, OpKind::VectorBroadcast) else {
        return false;
    };
    let x = ctx.operand(b, 0);
    let xt = ctx.value_type(x);
    let Some(ds) = vshape(ctx, ctx.value_type(src)) else {
        return false;
    };
    let xs = if is_vector(ctx, xt) {
        match vshape(ctx, xt) {
            Some(s) => s,
            None => return false,
        }
    } else {
        Vec::new()
    };
    let Some(lead) = ds.len().checked_sub(xs.len()) else {
        return false;
    };
    let bcast = |d: usize| d < lead || xs[d - lead] == 1;
    // A run id per dimension: adjacent broadcast dimensions share one.
    let mut run = Vec::with_capacity(ds.len());
    let mut id = 0usize;
    for d in 0..ds.len() {
        if d > 0 && !(bcast(d) && bcast(d - 1)) {
            id += 1;
        }
        run.push(id);
    }
    let perm = ctx.i64_array(op, "permutation");
    let ok = perm.iter().enumerate().all(|(i, p)| {
        run.get(*p as usize)
            .is_some_and(|r| *r == run[i] && (bcast(i) || *p as usize == i))
    });
    if !ok {
        return false;
    }
    let rt = ctx.value_type(ctx.result(op, 0));
    replace_with(rw, op, OpKind::VectorBroadcast, &[x], rt, vec![]);
    true
}

/// Creates an op before `at` (at `at`'s location) and returns its first result.
fn create_before(
    rw: &mut Rewriter,
    at: Op,
    kind: OpKind,
    operands: &[Value],
    ty: Type,
    attrs: Vec<(String, Attr)>,
) -> Value {
    let b = Builder::before(rw.ctx, at);
    let created = rw.create(&b, kind, operands, &[ty], attrs);
    rw.ctx.result(created, 0)
}

fn i64_list(ctx: &mut Context, values: &[i64]) -> Attr {
    let items = values.iter().map(|v| ctx.i64_attr(*v)).collect();
    ctx.intern_attr(AttrData::Array(items))
}

/// `FromElementsToShapeCast`: scalars extracted in order from one vector, forming a whole
/// trailing sub-vector of it, are that sub-vector (shape_cast to the result shape).
/// ```mlir
/// %a = vector.extract %v[1, 0] : f32 from vector<2x2xf32>
/// %b = vector.extract %v[1, 1] : f32 from vector<2x2xf32>
/// %0 = vector.from_elements %a, %b : vector<1x2xf32>
/// // becomes
/// %s = vector.extract %v[1] : vector<2xf32> from vector<2x2xf32>
/// %0 = vector.shape_cast %s : vector<2xf32> to vector<1x2xf32>
/// ```
pub(super) fn from_elements_to_shape_cast(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let elems = ctx.operands(op).to_vec();
    let Some(first) = elems
        .first()
        .and_then(|e| def(ctx, *e, OpKind::VectorExtract))
    else {
        return false;
    };
    let x = ctx.operand(first, 0);
    let Some(shape) = vshape(ctx, ctx.value_type(x)) else {
        return false;
    };
    let st = strides_of(&shape);
    let mut l0 = 0;
    for (i, e) in elems.iter().enumerate() {
        let Some(ex) = def(ctx, *e, OpKind::VectorExtract) else {
            return false;
        };
        let p = ctx.i64_array(ex, "static_position");
        if ctx.operand(ex, 0) != x || p.len() != shape.len() || p.iter().any(|v| *v < 0) {
            return false;
        }
        let l = linearize(&p, &st);
        if i == 0 {
            l0 = l;
        } else if l != l0 + i as i64 {
            return false;
        }
    }
    let n = elems.len() as i64;
    // The innermost sub-vector shape with `n` elements.
    let Some(k) = (0..shape.len()).rev().find(|k| numel(&shape[*k..]) == n) else {
        return false;
    };
    if n == 0 || l0 % n != 0 {
        return false;
    }
    let p0 = ctx.i64_array(first, "static_position");
    let rt = ctx.value_type(ctx.result(op, 0));
    let elem = ctx.elem_or_self(rt);
    let sub_ty = rw.ctx.vector_type(shape[k..].to_vec(), elem);
    let pos = rw.ctx.dense_i64_array(&p0[..k]);
    let mut v = create_before(
        rw,
        op,
        OpKind::VectorExtract,
        &[x],
        sub_ty,
        vec![("static_position".into(), pos)],
    );
    if sub_ty != rt {
        v = create_before(rw, op, OpKind::VectorShapeCast, &[v], rt, vec![]);
    }
    rw.replace_op(op, &[v]);
    true
}

/// `ToElementsOfBroadcast`: the elements of a broadcast are the elements (or the scalar) it
/// broadcasts.
/// ```mlir
/// %b = vector.broadcast %w : vector<2xf32> to vector<2x2xf32>
/// %e:4 = vector.to_elements %b : vector<2x2xf32>
/// // becomes
/// %f:2 = vector.to_elements %w : vector<2xf32>   // %e#0 = %f#0, %e#1 = %f#1, %e#2 = %f#0 ...
/// ```
pub(super) fn to_elements_of_broadcast(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(b) = def(ctx, ctx.operand(op, 0), OpKind::VectorBroadcast) else {
        return false;
    };
    let x = ctx.operand(b, 0);
    let xt = ctx.value_type(x);
    let n = ctx.results(op).len();
    if !is_vector(ctx, xt) {
        let with = vec![x; n];
        rw.replace_op(op, &with);
        return true;
    }
    let (Some(xs), Some(ds)) = (
        vshape(ctx, xt),
        vshape(ctx, ctx.value_type(ctx.result(b, 0))),
    ) else {
        return false;
    };
    let Some(lead) = ds.len().checked_sub(xs.len()) else {
        return false;
    };
    let dst_st = strides_of(&ds);
    let src_st = strides_of(&xs);
    let mut map = Vec::with_capacity(n);
    for i in 0..n as i64 {
        let mut src = 0i64;
        for (k, d) in xs.iter().enumerate() {
            let idx = (i / dst_st[lead + k]) % ds[lead + k].max(1);
            let idx = if *d == 1 { 0 } else { idx };
            src += idx * src_st[k];
        }
        map.push(src as usize);
    }
    let elem = ctx.elem_or_self(xt);
    let m = numel(&xs) as usize;
    let b = Builder::before(rw.ctx, op);
    let te = rw.create(&b, OpKind::VectorToElements, &[x], &vec![elem; m], vec![]);
    let rs = rw.ctx.results(te).to_vec();
    let Some(with) = map
        .iter()
        .map(|i| rs.get(*i).copied())
        .collect::<Option<Vec<_>>>()
    else {
        return false;
    };
    rw.replace_op(op, &with);
    true
}

/// Upstream's `foldExtractStridedOpFromInsertChain` for extract_strided_slice: a slice
/// inside a slice inserted by an insert_strided_slice chain is read from the inserted vector.
fn ess_from_insert_chain(rw: &mut Rewriter, op: Op) -> Fold {
    let ctx = &*rw.ctx;
    let eoffs = int_list(ctx, op, "offsets");
    let estr = int_list(ctx, op, "strides");
    let esz = int_list(ctx, op, "sizes");
    let srank = rank(ctx, ctx.value_type(ctx.operand(op, 0)));
    let mut cur = def(ctx, ctx.operand(op, 0), OpKind::VectorInsertStridedSlice);
    while let Some(ins) = cur {
        let isrc = ctx.value_type(ctx.operand(ins, 0));
        if srank != rank(ctx, isrc) {
            return Fold::None;
        }
        let Some(ishape) = vshape(ctx, isrc) else {
            return Fold::None;
        };
        let ioffs = int_list(ctx, ins, "offsets");
        let istr = int_list(ctx, ins, "strides");
        if eoffs.len() > ioffs.len() {
            return Fold::None;
        }
        let mut partial = false;
        let mut disjoint = false;
        let mut diffs = Vec::new();
        for (d, off) in eoffs.iter().copied().enumerate() {
            if estr.get(d) != istr.get(d) {
                return Fold::None;
            }
            let (Some(start), Some(size_i), Some(size)) = (ioffs.get(d), ishape.get(d), esz.get(d))
            else {
                return Fold::None;
            };
            let end = start + size_i;
            if *start <= off && off < end {
                if off + size > end {
                    partial = true;
                }
                diffs.push(off - start);
                continue;
            }
            disjoint = true;
            break;
        }
        if !disjoint && !partial {
            let src = ctx.operand(ins, 0);
            let a = i64_list(rw.ctx, &diffs);
            rw.ctx.set_attr(op, "offsets", a);
            rw.ctx.set_operands(op, &[src]);
            return Fold::InPlace;
        }
        if !disjoint {
            return Fold::None;
        }
        cur = def(ctx, ctx.operand(ins, 1), OpKind::VectorInsertStridedSlice);
    }
    Fold::None
}

/// `foldExtractFromExtractStrided`: an extract from a unit-stride slice reads the slice's
/// source at the offset position.
fn extract_from_extract_strided(rw: &mut Rewriter, op: Op, stat: &[i64]) -> Option<Fold> {
    let ctx = &*rw.ctx;
    let ess = def(ctx, ctx.operand(op, 0), OpKind::VectorExtractStridedSlice)?;
    let sst = ctx.value_type(ctx.operand(ess, 0));
    let sshape = vshape(ctx, sst)?;
    let rshape = vshape(ctx, ctx.value_type(ctx.result(ess, 0)))?;
    if sshape.is_empty() || int_list(ctx, ess, "strides").iter().any(|s| *s != 1) {
        return None;
    }
    let mut offs = int_list(ctx, ess, "offsets");
    while let Some(last) = offs.last() {
        let i = offs.len() - 1;
        if *last != 0 || rshape.get(i) != sshape.get(i) {
            break;
        }
        offs.pop();
    }
    let rt = ctx.value_type(ctx.result(op, 0));
    let dest_rank = rank(ctx, rt);
    if dest_rank > sshape.len().checked_sub(offs.len())? || stat.len() < offs.len() {
        return None;
    }
    let mut pos = stat.to_vec();
    for (i, o) in offs.iter().enumerate() {
        pos[i] += o;
    }
    let src = ctx.operand(ess, 0);
    let a = rw.ctx.dense_i64_array(&pos);
    rw.ctx.set_attr(op, "static_position", a);
    rw.ctx.set_operands(op, &[src]);
    Some(Fold::InPlace)
}

/// `foldExtractStridedOpFromInsertChain` for extract: an extract inside a chunk inserted by an
/// insert_strided_slice chain (unit strides) reads the inserted vector.
fn extract_from_insert_strided_chain(rw: &mut Rewriter, op: Op, stat: &[i64]) -> Option<Fold> {
    let ctx = &*rw.ctx;
    let rt = ctx.value_type(ctx.result(op, 0));
    let dest_rank = rank(ctx, rt);
    let mut cur = def(ctx, ctx.operand(op, 0), OpKind::VectorInsertStridedSlice);
    if let Some(ins) = cur {
        if rank(ctx, ctx.value_type(ctx.operand(ins, 0))) == 0
            || rank(ctx, ctx.value_type(ctx.operand(ins, 1))) == 0
        {
            return None;
        }
    }
    while let Some(ins) = cur {
        let sshape = vshape(ctx, ctx.value_type(ctx.operand(ins, 0)))?;
        let dshape = vshape(ctx, ctx.value_type(ctx.operand(ins, 1)))?;
        let diff = dshape.len().checked_sub(sshape.len())?;
        if dest_rank > sshape.len() {
            return None;
        }
        let ioffs = int_list(ctx, ins, "offsets");
        if int_list(ctx, ins, "strides").iter().any(|s| *s != 1) {
            return None;
        }
        let mut disjoint = false;
        let mut diffs = Vec::new();
        for (d, off) in stat.iter().enumerate() {
            let start = *ioffs.get(d)?;
            let size = if d < diff { 1 } else { sshape[d - diff] };
            if start <= *off && *off < start + size {
                if d >= diff {
                    diffs.push(off - start);
                }
                continue;
            }
            disjoint = true;
            break;
        }
        if !disjoint {
            let src_diff = sshape.len().checked_sub(dest_rank)?;
            for i in 0..dest_rank {
                if sshape[i + src_diff] != dshape[i + src_diff + diff] {
                    return None;
                }
            }
            let src = ctx.operand(ins, 0);
            let a = rw.ctx.dense_i64_array(&diffs);
            rw.ctx.set_attr(op, "static_position", a);
            rw.ctx.set_operands(op, &[src]);
            return Some(Fold::InPlace);
        }
        cur = def(ctx, ctx.operand(ins, 1), OpKind::VectorInsertStridedSlice);
    }
    None
}

/// `StridedSliceConstantMaskFolder`: a unit-stride slice of a constant_mask is the
/// constant_mask of the sliced region.
/// ```mlir
/// %m = vector.constant_mask [2, 2] : vector<4x3xi1>
/// %0 = vector.extract_strided_slice %m {offsets = [1, 0], sizes = [2, 2], strides = [1, 1]}
/// // becomes
/// %0 = vector.constant_mask [1, 2] : vector<2x2xi1>
/// ```
pub(super) fn ess_of_constant_mask(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(cm) = def(ctx, ctx.operand(op, 0), OpKind::VectorConstantMask) else {
        return false;
    };
    if int_list(ctx, op, "strides").iter().any(|s| *s != 1) {
        return false;
    }
    let sizes_m = ctx.i64_array(cm, "mask_dim_sizes");
    let offs = int_list(ctx, op, "offsets");
    let sizes = int_list(ctx, op, "sizes");
    let mut out: Vec<i64> = sizes_m
        .iter()
        .zip(offs.iter().zip(&sizes))
        .map(|(m, (o, s))| ((o + s).min(*m) - o).max(0))
        .collect();
    out.extend(sizes_m.iter().skip(out.len()));
    if out.contains(&0) {
        out = vec![0; sizes_m.len()];
    }
    let rt = ctx.value_type(ctx.result(op, 0));
    let a = rw.ctx.dense_i64_array(&out);
    replace_with(
        rw,
        op,
        OpKind::VectorConstantMask,
        &[],
        rt,
        vec![("mask_dim_sizes".into(), a)],
    );
    true
}

/// `StridedSliceBroadcast`: a slice of a broadcast is a broadcast of the source (sliced
/// first when the slice cuts the source's own dimensions).
/// ```mlir
/// %b = vector.broadcast %w : vector<4xf32> to vector<4x4xf32>
/// %0 = vector.extract_strided_slice %b {offsets = [1], sizes = [2], strides = [1]}
/// // becomes
/// %0 = vector.broadcast %w : vector<4xf32> to vector<2x4xf32>
/// ```
pub(super) fn ess_of_broadcast(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(b) = def(ctx, ctx.operand(op, 0), OpKind::VectorBroadcast) else {
        return false;
    };
    let x = ctx.operand(b, 0);
    let xt = ctx.value_type(x);
    let rt = ctx.value_type(ctx.result(op, 0));
    let Some(rs) = vshape(ctx, rt) else {
        return false;
    };
    let xs = if is_vector(ctx, xt) {
        match vshape(ctx, xt) {
            Some(s) => s,
            None => return false,
        }
    } else {
        Vec::new()
    };
    let Some(diff) = rs.len().checked_sub(xs.len()) else {
        return false;
    };
    let lower_match = (0..xs.len()).all(|i| xs[i] == rs[i + diff]);
    let scalar_src = xs.is_empty() || numel(&xs) == 1;
    let mut source = x;
    if !lower_match && !scalar_src {
        // Slice the source where the result's dimension comes from it; a broadcast (size-1)
        // source dimension stays whole.
        let offs = int_list(ctx, op, "offsets");
        let sizes = int_list(ctx, op, "sizes");
        let strides = int_list(ctx, op, "strides");
        let n = offs.len().saturating_sub(diff);
        let mut so = Vec::with_capacity(n);
        let mut ss = Vec::with_capacity(n);
        let mut sshape = xs.clone();
        for i in 0..n {
            if xs[i] == 1 {
                so.push(0);
                ss.push(1);
            } else {
                so.push(offs[i + diff]);
                ss.push(sizes[i + diff]);
                sshape[i] = sizes[i + diff];
            }
        }
        let st: Vec<i64> = strides.iter().skip(diff).copied().collect();
        let elem = ctx.elem_or_self(xt);
        let sty = rw.ctx.vector_type(sshape, elem);
        let (a, b2, c) = (
            i64_list(rw.ctx, &so),
            i64_list(rw.ctx, &ss),
            i64_list(rw.ctx, &st),
        );
        source = create_before(
            rw,
            op,
            OpKind::VectorExtractStridedSlice,
            &[x],
            sty,
            vec![
                ("offsets".into(), a),
                ("sizes".into(), b2),
                ("strides".into(), c),
            ],
        );
    }
    replace_with(rw, op, OpKind::VectorBroadcast, &[source], rt, vec![]);
    true
}

/// `ContiguousExtractStridedSliceToExtract`: a contiguous slice (unit outer sizes, full
/// inner dimensions) is an extract then a shape_cast.
/// ```mlir
/// %0 = vector.extract_strided_slice %v {offsets = [3, 0, 1, 0], sizes = [1, 1, 1, 8],
///        strides = [1, 1, 1, 1]} : vector<8x1x2x8xi8> to vector<1x1x1x8xi8>
/// // becomes
/// %e = vector.extract %v[3, 0, 1] : vector<8xi8> from vector<8x1x2x8xi8>
/// %0 = vector.shape_cast %e : vector<8xi8> to vector<1x1x1x8xi8>
/// ```
pub(super) fn contiguous_ess_to_extract(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if int_list(ctx, op, "strides").iter().any(|s| *s != 1) {
        return false;
    }
    let src = ctx.operand(op, 0);
    let Some(shape) = vshape(ctx, ctx.value_type(src)) else {
        return false;
    };
    if shape.is_empty() {
        return false;
    }
    let sizes = int_list(ctx, op, "sizes");
    let mut n = sizes.len();
    while n > 0 && sizes[n - 1] == shape[n - 1] {
        n -= 1;
    }
    if n == 0 || (n == shape.len() && sizes.len() == shape.len()) {
        return false;
    }
    if sizes[..n].iter().any(|s| *s != 1) {
        return false;
    }
    while n + 1 < sizes.len() && sizes[n] == 1 {
        n += 1;
    }
    let offs = int_list(ctx, op, "offsets");
    let Some(pos) = offs.get(..n).map(|p| p.to_vec()) else {
        return false;
    };
    let rt = ctx.value_type(ctx.result(op, 0));
    let elem = ctx.elem_or_self(rt);
    let ety = if n == shape.len() {
        elem
    } else {
        rw.ctx.vector_type(shape[n..].to_vec(), elem)
    };
    let a = rw.ctx.dense_i64_array(&pos);
    let e = create_before(
        rw,
        op,
        OpKind::VectorExtract,
        &[src],
        ety,
        vec![("static_position".into(), a)],
    );
    replace_with(rw, op, OpKind::VectorShapeCast, &[e], rt, vec![]);
    true
}

/// `InsertStridedSliceConstantFolder`: a constant inserted into a constant (unit strides) is
/// a constant (not above 256 elements unless the destination has no other use).
/// ```mlir
/// %0 = vector.insert_strided_slice %cst_2x2, %cst_4x4 {offsets = [1, 2], strides = [1, 1]}
/// // becomes one arith.constant of vector<4x4xi32>
/// ```
pub(super) fn iss_constant_folder(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let (src, dest) = (ctx.operand(op, 0), ctx.operand(op, 1));
    let dt = ctx.value_type(dest);
    let (Some(ds), Some(ss)) = (vshape(ctx, dt), vshape(ctx, ctx.value_type(src))) else {
        return false;
    };
    let Some(dv) = dense_of(ctx, dest) else {
        return false;
    };
    if numel(&ds) > 256 && ctx.uses(dest).len() != 1 {
        return false;
    }
    let Some(sv) = dense_of(ctx, src) else {
        return false;
    };
    if int_list(ctx, op, "strides").iter().any(|s| *s != 1) {
        return false;
    }
    let (Some(mut all), Some(sv)) = (
        expand(&dv, numel(&ds) as usize),
        expand(&sv, numel(&ss) as usize),
    ) else {
        return false;
    };
    let offs = int_list(ctx, op, "offsets");
    let Some(diff) = ds.len().checked_sub(ss.len()) else {
        return false;
    };
    let dst = strides_of(&ds);
    let sst = strides_of(&ss);
    for (j, v) in sv.iter().enumerate() {
        let mut pos = offs.clone();
        pos.resize(ds.len(), 0);
        for k in 0..ss.len() {
            pos[diff + k] += (j as i64 / sst[k]) % ss[k].max(1);
        }
        match all.get_mut(linearize(&pos, &dst).max(0) as usize) {
            Some(slot) => *slot = *v,
            None => return false,
        }
    }
    let a = rw.ctx.dense_attr(dt, all);
    let b = Builder::before(rw.ctx, op);
    let c = rw.create(
        &b,
        OpKind::ArithConstant,
        &[],
        &[dt],
        vec![("value".into(), a)],
    );
    let r = rw.ctx.result(c, 0);
    rw.replace_op(op, &[r]);
    true
}

/// The scalar a value broadcasts, when it is a `vector.broadcast` of a scalar.
fn scalar_splat_source(ctx: &Context, v: Value) -> Option<Value> {
    let b = def(ctx, v, OpKind::VectorBroadcast)?;
    let x = ctx.operand(b, 0);
    (!is_vector(ctx, ctx.value_type(x))).then_some(x)
}

/// `InsertSplatToSplat` and `ShuffleSplat`: an insert or shuffle whose two vector operands are
/// splats of one `x` is the splat.
/// ```mlir
/// %a = vector.broadcast %x : f32 to vector<4xf32>
/// %b = vector.broadcast %x : f32 to vector<2x4xf32>
/// %0 = vector.insert %a, %b [1] : vector<4xf32> into vector<2x4xf32>   // -> broadcast %x
/// %1 = vector.shuffle %a, %a [0, 3, 1, 2] : vector<4xf32>, vector<4xf32> // -> broadcast %x
/// ```
pub(super) fn splats_to_splat(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let (Some(a), Some(b)) = (
        scalar_splat_source(ctx, ctx.operand(op, 0)),
        scalar_splat_source(ctx, ctx.operand(op, 1)),
    ) else {
        return false;
    };
    if a != b {
        return false;
    }
    let rt = ctx.value_type(ctx.result(op, 0));
    replace_with(rw, op, OpKind::VectorBroadcast, &[a], rt, vec![]);
    true
}

/// `InsertChainFullyInitialized`: a chain of inserts (static positions, intermediate results
/// used once) that writes every element is a from_elements of what was inserted (vectors
/// read with to_elements); later inserts win.
/// ```mlir
/// %0 = vector.insert %a, %v [0] : f32 into vector<2xf32>
/// %1 = vector.insert %b, %0 [1] : f32 into vector<2xf32>
/// // becomes
/// %1 = vector.from_elements %a, %b : vector<2xf32>
/// ```
pub(super) fn insert_chain_fully_initialized(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let r = ctx.result(op, 0);
    let dt = ctx.value_type(r);
    let Some(dshape) = vshape(ctx, dt) else {
        return false;
    };
    // Only from the last insert of the chain.
    if ctx
        .uses(r)
        .iter()
        .any(|u| ctx.kind(u.op) == OpKind::VectorInsert && u.index == 1)
    {
        return false;
    }
    let mut chain = Vec::new();
    let mut cur = Some(op);
    while let Some(c) = cur {
        if ctx.i64_array(c, "static_position").contains(&DYNAMIC) {
            return false;
        }
        chain.push(c);
        cur = def(ctx, ctx.operand(c, 1), OpKind::VectorInsert);
        if let Some(n) = cur {
            if ctx.uses(ctx.result(n, 0)).len() != 1 {
                return false;
            }
        }
    }
    let size = numel(&dshape);
    let st = strides_of(&dshape);
    let mut init = vec![false; size as usize];
    let mut count = 0;
    let mut pending = Vec::new();
    for c in chain {
        let pos = ctx.i64_array(c, "static_position");
        if pos.contains(&-1) {
            return false;
        }
        let mut full = pos.clone();
        full.resize(dshape.len(), 0);
        let begin = linearize(&full, &st);
        let src = ctx.operand(c, 0);
        let n = match vshape(ctx, ctx.value_type(src)) {
            Some(s) if is_vector(ctx, ctx.value_type(src)) => numel(&s),
            Some(_) => 1,
            None if !is_vector(ctx, ctx.value_type(src)) => 1,
            None => return false,
        };
        for i in begin..begin + n {
            match init.get_mut(i as usize) {
                Some(x) if !*x => {
                    *x = true;
                    count += 1;
                }
                Some(_) => {}
                None => return false,
            }
        }
        pending.push((begin as usize, n as usize, src));
        if count == size {
            break;
        }
    }
    if count != size {
        return false;
    }
    let mut elems: Vec<Option<Value>> = vec![None; size as usize];
    for (begin, n, src) in pending.into_iter().rev() {
        let st = rw.ctx.value_type(src);
        if !is_vector(rw.ctx, st) {
            elems[begin] = Some(src);
            continue;
        }
        let elem = rw.ctx.elem_or_self(st);
        let b = Builder::before(rw.ctx, op);
        let te = rw.create(&b, OpKind::VectorToElements, &[src], &vec![elem; n], vec![]);
        for i in 0..n {
            elems[begin + i] = Some(rw.ctx.result(te, i));
        }
    }
    let Some(elems) = elems.into_iter().collect::<Option<Vec<Value>>>() else {
        return false;
    };
    replace_with(rw, op, OpKind::VectorFromElements, &elems, dt, vec![]);
    true
}

/// `ShuffleInterleave`: a 1-D shuffle taking the two operands' elements alternately is an
/// interleave.
/// ```mlir
/// %0 = vector.shuffle %a, %b [0, 2, 1, 3] : vector<2xf32>, vector<2xf32>
/// // becomes
/// %0 = vector.interleave %a, %b : vector<2xf32> -> vector<4xf32>
/// ```
pub(super) fn shuffle_interleave(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let rt = ctx.value_type(ctx.result(op, 0));
    let Some(rs) = vshape(ctx, rt) else {
        return false;
    };
    if rs.len() != 1 {
        return false;
    }
    let (a, b) = (ctx.operand(op, 0), ctx.operand(op, 1));
    let at = ctx.value_type(a);
    let Some(as_) = vshape(ctx, at) else {
        return false;
    };
    if at != ctx.value_type(b) || numel(&as_) * 2 != rs[0] {
        return false;
    }
    let mask = ctx.i64_array(op, "mask");
    let half = rs[0] / 2;
    for i in 0..half {
        if mask.get(2 * i as usize) != Some(&i) || mask.get(2 * i as usize + 1) != Some(&(half + i))
        {
            return false;
        }
    }
    replace_with(rw, op, OpKind::VectorInterleave, &[a, b], rt, vec![]);
    true
}

/// `Canonicalize0DShuffleOp`: a shuffle of 0-D vectors with one mask entry is a broadcast of
/// the chosen operand.
/// ```mlir
/// %0 = vector.shuffle %a, %b [1] : vector<f32>, vector<f32>
/// // becomes
/// %0 = vector.broadcast %b : vector<f32> to vector<1xf32>
/// ```
pub(super) fn shuffle_0d(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let (a, b) = (ctx.operand(op, 0), ctx.operand(op, 1));
    if rank(ctx, ctx.value_type(a)) != 0 || !is_vector(ctx, ctx.value_type(a)) {
        return false;
    }
    let mask = ctx.i64_array(op, "mask");
    if mask.len() != 1 {
        return false;
    }
    let src = if mask[0] == 0 { a } else { b };
    let rt = ctx.value_type(ctx.result(op, 0));
    replace_with(rw, op, OpKind::VectorBroadcast, &[src], rt, vec![]);
    true
}

/// `FoldInsertStridedSliceSplat`: a splat of `x` inserted into a splat of `x` is the
/// destination.
/// ```mlir
/// %a = vector.broadcast %x : f32 to vector<2xf32>
/// %d = vector.broadcast %x : f32 to vector<4xf32>
/// %0 = vector.insert_strided_slice %a, %d {offsets = [1], strides = [1]}   // -> %d
/// ```
pub(super) fn iss_splat(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let dest = ctx.operand(op, 1);
    let (Some(a), Some(b)) = (
        scalar_splat_source(ctx, ctx.operand(op, 0)),
        scalar_splat_source(ctx, dest),
    ) else {
        return false;
    };
    if a != b {
        return false;
    }
    rw.replace_op(op, &[dest]);
    true
}

/// `ElideUnitDimsInMultiDimReduction`: reducing only size-1 dimensions is a shape_cast (or an
/// extract, reducing everything) combined with the accumulator.
/// ```mlir
/// %0 = vector.multi_reduction <add>, %v, %acc [0] : vector<1x4xf32> to vector<4xf32>
/// // becomes
/// %c = vector.shape_cast %v : vector<1x4xf32> to vector<4xf32>
/// %0 = arith.addf %acc, %c : vector<4xf32>
/// ```
pub(super) fn multi_reduction_unit_dims(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let src = ctx.operand(op, 0);
    let acc = ctx.operand(op, 1);
    let Some(shape) = vshape(ctx, ctx.value_type(src)) else {
        return false;
    };
    let dims = ctx.i64_array(op, "reduction_dims");
    if shape
        .iter()
        .enumerate()
        .any(|(i, d)| dims.contains(&(i as i64)) && *d != 1)
    {
        return false;
    }
    let rt = ctx.value_type(ctx.result(op, 0));
    let Some(arith) = arith_for_kind(ctx, op, rt) else {
        return false;
    };
    // Under a `vector.mask`, the mask op is replaced and its mask, cast like the source,
    // selects between the combined value and (as upstream's `makeArithReduction` is called
    // here) the source element.
    let masker = masking_op(ctx, op);
    let root = masker.unwrap_or(op);
    let mut b = Builder::before(rw.ctx, root);
    b.loc = rw.ctx.op_loc(op);
    let one = |rw: &mut Rewriter, kind: OpKind, operands: &[Value], ty: Type, attrs| {
        let o = rw.create(&b, kind, operands, &[ty], attrs);
        rw.ctx.result(o, 0)
    };
    let vector_result = is_vector(rw.ctx, rt);
    let mut mask = None;
    if let Some(m) = masker {
        let mv = rw.ctx.operand(m, 0);
        let i1 = rw.ctx.int_type(1);
        mask = Some(if vector_result {
            let dshape = vshape(rw.ctx, rt).unwrap_or_default();
            let mt = rw.ctx.vector_type(dshape, i1);
            one(rw, OpKind::VectorShapeCast, &[mv], mt, vec![])
        } else {
            let pos = rw.ctx.dense_i64_array(&vec![0; shape.len()]);
            one(
                rw,
                OpKind::VectorExtract,
                &[mv],
                i1,
                vec![("static_position".into(), pos)],
            )
        });
    }
    let cast = if vector_result {
        one(rw, OpKind::VectorShapeCast, &[src], rt, vec![])
    } else {
        let pos = rw.ctx.dense_i64_array(&vec![0; shape.len()]);
        one(
            rw,
            OpKind::VectorExtract,
            &[src],
            rt,
            vec![("static_position".into(), pos)],
        )
    };
    let mut r = one(rw, arith, &[acc, cast], rt, vec![]);
    if let Some(m) = mask {
        r = one(rw, OpKind::ArithSelect, &[m, r, cast], rt, vec![]);
    }
    rw.replace_op(root, &[r]);
    true
}

/// The arith op combining two values as the reduction `op`'s kind does
/// (`makeArithReduction`).
fn arith_for_kind(ctx: &Context, op: Op, rt: Type) -> Option<OpKind> {
    use OpKind::*;
    let is_float = matches!(ctx.ty(ctx.elem_or_self(rt)), TypeData::Float(_));
    Some(
        match (crate::ir::vector::combining_kind(ctx, op), is_float) {
            (0, false) => ArithAddI,
            (0, true) => ArithAddF,
            (1, false) => ArithMulI,
            (1, true) => ArithMulF,
            (2, _) => ArithMinUI,
            (3, _) => ArithMinSI,
            (4, _) => ArithMinNumF,
            (5, _) => ArithMaxUI,
            (6, _) => ArithMaxSI,
            (7, _) => ArithMaxNumF,
            (8, _) => ArithAndI,
            (9, _) => ArithOrI,
            (10, _) => ArithXOrI,
            (11, _) => ArithMaximumF,
            (12, _) => ArithMinimumF,
            _ => return None,
        },
    )
}

/// `ShapeCastCreateMaskFolderTrailingOneDim`: dropping trailing unit dimensions of a mask
/// whose sizes there are 1 is the mask without them.
/// ```mlir
/// %m = vector.create_mask %n, %c1 : vector<4x1xi1>
/// %0 = vector.shape_cast %m : vector<4x1xi1> to vector<4xi1>
/// // becomes
/// %0 = vector.create_mask %n : vector<4xi1>
/// ```
pub(super) fn shape_cast_of_mask(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let src = ctx.operand(op, 0);
    let Some(m) = ctx.defining_op(src) else {
        return false;
    };
    let mk = ctx.kind(m);
    if !matches!(mk, OpKind::VectorCreateMask | OpKind::VectorConstantMask) {
        return false;
    }
    let rt = ctx.value_type(ctx.result(op, 0));
    let (Some(ss), Some(rs)) = (vshape(ctx, ctx.value_type(src)), vshape(ctx, rt)) else {
        return false;
    };
    // The source shape without its trailing ones (at least one dimension kept).
    let mut trimmed = ss.clone();
    while trimmed.last() == Some(&1) {
        trimmed.pop();
    }
    if trimmed.is_empty() {
        trimmed = ss.last().map(|d| vec![*d]).unwrap_or_default();
    }
    if trimmed != rs || ss.len() <= rs.len() {
        return false;
    }
    let drop = ss.len() - rs.len();
    if mk == OpKind::VectorCreateMask {
        let ops = ctx.operands(m).to_vec();
        if ops.len() < drop
            || ops[ops.len() - drop..]
                .iter()
                .any(|o| const_scalar_int(ctx, *o) != Some(1))
        {
            return false;
        }
        let keep = ops[..ops.len() - drop].to_vec();
        replace_with(rw, op, OpKind::VectorCreateMask, &keep, rt, vec![]);
        return true;
    }
    let sizes = ctx.i64_array(m, "mask_dim_sizes");
    if sizes.len() < drop || sizes[sizes.len() - drop..].iter().any(|s| *s != 1) {
        return false;
    }
    let a = rw.ctx.dense_i64_array(&sizes[..sizes.len() - drop]);
    replace_with(
        rw,
        op,
        OpKind::VectorConstantMask,
        &[],
        rt,
        vec![("mask_dim_sizes".into(), a)],
    );
    true
}

/// `StepCompareFolder`: comparing `vector.step` with a constant at least its length decides
/// every lane (ult/ule/ne true, uge/ugt/eq false).
/// ```mlir
/// %s = vector.step : vector<4xindex>
/// %0 = arith.cmpi ult, %s, %c4 : vector<4xindex>   // -> dense<true>
/// ```
pub(super) fn step_compare(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let r = ctx.result(op, 0);
    let Some(n) = vshape(ctx, ctx.value_type(r)).map(|s| numel(&s)) else {
        return false;
    };
    for u in ctx.uses(r).to_vec() {
        if ctx.kind(u.op) != OpKind::ArithCmpI || u.index != 0 {
            continue;
        }
        let cmp = u.op;
        let c = match dense_of(ctx, ctx.operand(cmp, 1)) {
            Some(v) if v.len() == 1 => match v[0] {
                DenseValue::Int(x) => x,
                _ => continue,
            },
            _ => continue,
        };
        let Some(p) = const_pred(ctx, cmp) else {
            continue;
        };
        // Predicates: eq 0, ne 1, ult 6, ule 7, ugt 8, uge 9.
        let splat = match p {
            6 | 9 if n as i128 <= c => p == 6,
            7 | 8 if (n - 1) as i128 <= c => p == 7,
            0 | 1 if n as i128 <= c => p == 1,
            _ => continue,
        };
        let ty = ctx.value_type(ctx.result(cmp, 0));
        if !is_vector(ctx, ty) {
            continue;
        }
        let a = rw.ctx.dense_attr(ty, vec![DenseValue::Int(splat as i128)]);
        let b = Builder::after(rw.ctx, cmp);
        let k = rw.create(
            &b,
            OpKind::ArithConstant,
            &[],
            &[ty],
            vec![("value".into(), a)],
        );
        let v = rw.ctx.result(k, 0);
        rw.replace_op(cmp, &[v]);
        return true;
    }
    false
}

fn const_pred(ctx: &Context, op: Op) -> Option<i64> {
    match ctx.get_attr(op, "predicate").map(|a| ctx.attr(a)) {
        Some(AttrData::Integer { value, .. }) => Some(*value as i64),
        _ => None,
    }
}

/// `FoldContiguousGather` / `FoldContiguousScatter`: a gather or scatter at indices
/// 0, 1, 2, ... (a constant or `vector.step`) is a masked load or store.
/// ```mlir
/// %0 = vector.gather %m[%i][%step], %mask, %p : ... into vector<4xf32>
/// // becomes
/// %0 = vector.maskedload %m[%i], %mask, %p : ... into vector<4xf32>
/// ```
pub(super) fn contiguous_gather_scatter(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let operands = ctx.operands(op).to_vec();
    let n = operands.len();
    if n < 4 {
        return false;
    }
    let iv = operands[n - 3];
    let Some(shape) = vshape(ctx, ctx.value_type(iv)) else {
        return false;
    };
    if shape.len() != 1 {
        return false;
    }
    let seq = def(ctx, iv, OpKind::VectorStep).is_some()
        || dense_of(ctx, iv).is_some_and(|v| {
            expand(&v, shape[0] as usize).is_some_and(|all| {
                all.iter()
                    .enumerate()
                    .all(|(i, x)| *x == DenseValue::Int(i as i128))
            })
        });
    if !seq {
        return false;
    }
    let mut new = operands[..n - 3].to_vec();
    new.extend_from_slice(&operands[n - 2..]);
    if ctx.kind(op) == OpKind::VectorGather {
        let rt = ctx.value_type(ctx.result(op, 0));
        replace_with(rw, op, OpKind::VectorMaskedLoad, &new, rt, vec![]);
    } else {
        let b = Builder::before(rw.ctx, op);
        rw.create(&b, OpKind::VectorMaskedStore, &new, &[], vec![]);
        rw.erase_op(op);
    }
    true
}

/// `FoldTransposeShapeCast`: a transpose that only moves unit dimensions, of a shape_cast,
/// is one shape_cast.
/// ```mlir
/// %0 = vector.shape_cast %v : vector<4xf32> to vector<4x1xf32>
/// %1 = vector.transpose %0, [1, 0] : vector<4x1xf32> to vector<1x4xf32>
/// // becomes
/// %1 = vector.shape_cast %v : vector<4xf32> to vector<1x4xf32>
/// ```
pub(super) fn transpose_of_shape_cast(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(sc) = def(ctx, ctx.operand(op, 0), OpKind::VectorShapeCast) else {
        return false;
    };
    let Some(shape) = vshape(ctx, ctx.value_type(ctx.operand(op, 0))) else {
        return false;
    };
    let perm = ctx.i64_array(op, "permutation");
    // The non-unit dimensions must keep their order.
    let mut last = -1i64;
    for p in &perm {
        if shape.get(*p as usize).is_some_and(|d| *d != 1) {
            if *p < last {
                return false;
            }
            last = *p;
        }
    }
    let x = ctx.operand(sc, 0);
    let rt = ctx.value_type(ctx.result(op, 0));
    replace_with(rw, op, OpKind::VectorShapeCast, &[x], rt, vec![]);
    true
}

/// `FoldTransposeFromElements`: a transpose of a from_elements is a from_elements of the
/// elements in transposed order.
/// ```mlir
/// %0 = vector.from_elements %a, %b, %c, %d : vector<2x2xf32>
/// %1 = vector.transpose %0, [1, 0] : vector<2x2xf32> to vector<2x2xf32>
/// // becomes
/// %1 = vector.from_elements %a, %c, %b, %d : vector<2x2xf32>
/// ```
pub(super) fn transpose_of_from_elements(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(fe) = def(ctx, ctx.operand(op, 0), OpKind::VectorFromElements) else {
        return false;
    };
    let Some(sshape) = vshape(ctx, ctx.value_type(ctx.operand(op, 0))) else {
        return false;
    };
    let rt = ctx.value_type(ctx.result(op, 0));
    let Some(rshape) = vshape(ctx, rt) else {
        return false;
    };
    let perm = ctx.i64_array(op, "permutation");
    let elems = ctx.operands(fe).to_vec();
    let sst = strides_of(&sshape);
    let rst = strides_of(&rshape);
    let n = numel(&rshape);
    let mut out = Vec::with_capacity(n as usize);
    for i in 0..n {
        let mut src = 0i64;
        for (k, p) in perm.iter().enumerate() {
            let idx = (i / rst[k]) % rshape[k].max(1);
            match sst.get(*p as usize) {
                Some(s) => src += idx * s,
                None => return false,
            }
        }
        match elems.get(src as usize) {
            Some(e) => out.push(*e),
            None => return false,
        }
    }
    replace_with(rw, op, OpKind::VectorFromElements, &out, rt, vec![]);
    true
}

/// `StridedSliceCreateMaskFolder`: a unit-stride slice of a create_mask is a create_mask of
/// the sizes shifted by the offsets (constants computed, others with `arith.subi`).
/// ```mlir
/// %m = vector.create_mask %c3, %n : vector<4x4xi1>
/// %0 = vector.extract_strided_slice %m {offsets = [2, 1], sizes = [2, 2], strides = [1, 1]}
/// // becomes
/// %s = arith.subi %n, %c1 : index
/// %0 = vector.create_mask %c1, %s : vector<2x2xi1>
/// ```
pub(super) fn ess_of_create_mask(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(cm) = def(ctx, ctx.operand(op, 0), OpKind::VectorCreateMask) else {
        return false;
    };
    if int_list(ctx, op, "strides").iter().any(|s| *s != 1) {
        return false;
    }
    let mut operands = ctx.operands(cm).to_vec();
    let offs = int_list(ctx, op, "offsets");
    let it = ctx.value_type(operands.first().copied().unwrap_or(ctx.operand(op, 0)));
    for (i, off) in offs.iter().enumerate() {
        if *off == 0 {
            continue;
        }
        let Some(o) = operands.get(i).copied() else {
            return false;
        };
        let ctx = &*rw.ctx;
        operands[i] = match const_scalar_int(ctx, o) {
            Some(c) => {
                let a = rw.ctx.int_attr(c - *off as i128, it);
                create_before(
                    rw,
                    op,
                    OpKind::ArithConstant,
                    &[],
                    it,
                    vec![("value".into(), a)],
                )
            }
            None => {
                let a = rw.ctx.int_attr(*off as i128, it);
                let c = create_before(
                    rw,
                    op,
                    OpKind::ArithConstant,
                    &[],
                    it,
                    vec![("value".into(), a)],
                );
                create_before(rw, op, OpKind::ArithSubI, &[o, c], it, vec![])
            }
        };
    }
    let rt = rw.ctx.value_type(rw.ctx.result(op, 0));
    replace_with(rw, op, OpKind::VectorCreateMask, &operands, rt, vec![]);
    true
}

/// `CanonicalizeContractAdd` (registered for `arith.addi`/`arith.addf`): adding to a
/// contraction whose accumulator is the zero constant is the contraction accumulating into
/// the other operand (a copy of it; the original stays if it has other uses).
/// ```mlir
/// %c = vector.contract {...} %a, %b, %zero : ... into vector<2x2xf32>
/// %r = arith.addf %c, %d : vector<2x2xf32>
/// // becomes
/// %r = vector.contract {...} %a, %b, %d : ... into vector<2x2xf32>
/// ```
pub(super) fn contract_add(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let (a, b) = (ctx.operand(op, 0), ctx.operand(op, 1));
    for (c, other) in [(a, b), (b, a)] {
        let ctx = &*rw.ctx;
        let Some(k) = def(ctx, c, OpKind::VectorContract) else {
            continue;
        };
        let acc = ctx.operand(k, 2);
        let at = ctx.value_type(acc);
        let zero = match const_attr(ctx, acc).map(|x| ctx.attr(x)) {
            Some(AttrData::Integer { value: 0, .. }) => true,
            Some(AttrData::Float { bits, .. }) => *bits == 0,
            Some(AttrData::DenseElements { values, .. }) => {
                matches!(
                    values.as_slice(),
                    [DenseValue::Int(0)] | [DenseValue::Float(0)]
                )
            }
            _ => false,
        };
        if !zero {
            continue;
        }
        let operands = [ctx.operand(k, 0), ctx.operand(k, 1), other];
        let attrs = ctx.named_attrs(k);
        let mut bld = Builder::before(rw.ctx, op);
        bld.loc = rw.ctx.op_loc(k);
        let n = rw.create(&bld, OpKind::VectorContract, &operands, &[at], attrs);
        let r = rw.ctx.result(n, 0);
        rw.replace_op(op, &[r]);
        return true;
    }
    false
}

/// Broadcast's fold of a shape_cast that only adds or drops leading unit dimensions: the
/// broadcast reads the shape_cast's source, when that broadcasts to the result (rule read
/// from 22.1.8's behaviour).
/// ```mlir
/// %0 = vector.shape_cast %x : vector<4xi32> to vector<1x4xi32>
/// %1 = vector.broadcast %0 : vector<1x4xi32> to vector<2x1x4xi32>
/// // becomes
/// %1 = vector.broadcast %x : vector<4xi32> to vector<2x1x4xi32>
/// ```
fn broadcast_of_shape_cast(rw: &mut Rewriter, op: Op) -> Fold {
    let ctx = &*rw.ctx;
    let Some(sc) = def(ctx, ctx.operand(op, 0), OpKind::VectorShapeCast) else {
        return Fold::None;
    };
    let x = ctx.operand(sc, 0);
    let (Some(xs), Some(ms), Some(rs)) = (
        vshape(ctx, ctx.value_type(x)),
        vshape(ctx, ctx.value_type(ctx.operand(op, 0))),
        vshape(ctx, ctx.value_type(ctx.result(op, 0))),
    ) else {
        return Fold::None;
    };
    let strip = |s: &[i64]| -> Vec<i64> { s.iter().copied().skip_while(|d| *d == 1).collect() };
    if strip(&xs) != strip(&ms) {
        return Fold::None;
    }
    let broadcastable = xs.len() <= rs.len()
        && xs
            .iter()
            .zip(&rs[rs.len() - xs.len()..])
            .all(|(a, b)| *a == 1 || a == b);
    if !broadcastable {
        return Fold::None;
    }
    rw.ctx.set_operands(op, &[x]);
    Fold::InPlace
}
