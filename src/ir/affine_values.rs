//! Which values an affine op may use as dimensions and symbols (upstream's `isValidDim`,
//! `isValidSymbol` and `getAffineScope` in `AffineOps.cpp`): a symbol is fixed for a whole
//! affine scope (a `func.func` or `builtin.module` body: the ops with upstream's `AffineScope`
//! trait), a dimension may also vary with the affine loops inside it.

use super::context::Context;
use super::entities::{Op, Region, Value};
use super::opkind::OpKind;
use super::types::TypeData;
use super::AttrData;

/// Whether ops of `kind` open an affine scope (upstream's `AffineScope` trait).
pub fn is_affine_scope(kind: OpKind) -> bool {
    matches!(kind, OpKind::FuncFunc | OpKind::Module)
}

fn is_index(ctx: &Context, v: Value) -> bool {
    matches!(ctx.ty(ctx.value_type(v)), TypeData::Index)
}

/// The region of the closest affine scope around `op` (the one holding `op` or its ancestor).
pub fn affine_scope(ctx: &Context, op: Op) -> Option<Region> {
    let mut cur = op;
    while let Some(p) = ctx.parent_op(cur) {
        if is_affine_scope(ctx.kind(p)) {
            return ctx.op_block(cur).and_then(|b| ctx.block_region(b));
        }
        cur = p;
    }
    None
}

/// The region holding the definition of `v` (its op's, or its block's).
fn def_region(ctx: &Context, v: Value) -> Option<Region> {
    ctx.value_block(v).and_then(|b| ctx.block_region(b))
}

/// Whether `v` is defined directly in an affine scope's region (upstream's
/// `isTopLevelValue(Value)`).
pub fn is_top_level_value(ctx: &Context, v: Value) -> bool {
    let Some(b) = ctx.value_block(v) else {
        return false;
    };
    ctx.block_parent_op(b)
        .is_some_and(|p| is_affine_scope(ctx.kind(p)))
}

/// The induction variable of an `affine.for` (its body's first argument) or one of an
/// `affine.parallel`.
pub fn is_affine_induction_var(ctx: &Context, v: Value) -> bool {
    if ctx.defining_op(v).is_some() {
        return false;
    }
    let Some(b) = ctx.value_block(v) else {
        return false;
    };
    match ctx.block_parent_op(b).map(|p| ctx.kind(p)) {
        Some(OpKind::AffineFor) => ctx.block_args(b).first() == Some(&v),
        Some(OpKind::AffineParallel) => true,
        _ => false,
    }
}

/// The parent region of the op owning `r`, when that op is not isolated from above.
fn enclosing_region(ctx: &Context, r: Region) -> Option<Region> {
    let p = ctx.region(r).parent?;
    if ctx.kind(p).is_isolated_from_above() {
        return None;
    }
    ctx.op_block(p).and_then(|b| ctx.block_region(b))
}

/// Whether `v` is a valid affine symbol for the scope `region` (upstream's
/// `isValidSymbol(Value, Region *)`).
pub fn is_valid_symbol_in(ctx: &Context, v: Value, region: Option<Region>) -> bool {
    if !is_index(ctx, v) {
        return false;
    }
    if region.is_some() && def_region(ctx, v) == region {
        return true;
    }
    let Some(d) = ctx.defining_op(v) else {
        return match region.and_then(|r| enclosing_region(ctx, r)) {
            Some(pr) => is_valid_symbol_in(ctx, v, Some(pr)),
            None => false,
        };
    };
    if ctx.kind(d).is_constant_like() {
        return true;
    }
    if ctx.kind(d).is_pure()
        && ctx
            .operands(d)
            .iter()
            .all(|o| is_valid_symbol_in(ctx, *o, region))
    {
        return true;
    }
    if matches!(ctx.kind(d), OpKind::MemRefDim | OpKind::TensorDim) {
        return dim_op_valid_symbol(ctx, d, region);
    }
    match region.and_then(|r| enclosing_region(ctx, r)) {
        Some(pr) => is_valid_symbol_in(ctx, v, Some(pr)),
        None => false,
    }
}

/// Upstream's `isDimOpValidSymbol`: a dim of a top-level value, or of a dimension of an
/// allocation given by a valid symbol.
fn dim_op_valid_symbol(ctx: &Context, dim: Op, region: Option<Region>) -> bool {
    let src = ctx.operand(dim, 0);
    if is_top_level_value(ctx, src) {
        return true;
    }
    let Some(mut d) = ctx.defining_op(src) else {
        return false;
    };
    let Some(index) = super::matchers::const_int(ctx, ctx.operand(dim, 1)) else {
        return false;
    };
    while ctx.kind(d) == OpKind::MemRefCast {
        let s = ctx.operand(d, 0);
        if matches!(ctx.ty(ctx.value_type(s)), TypeData::UnrankedMemRef { .. }) {
            return false;
        }
        match ctx.defining_op(s) {
            Some(x) => d = x,
            None => return false,
        }
    }
    let sizes: Vec<Value> = match ctx.kind(d) {
        OpKind::MemRefAlloc => ctx.segment(d, 0).to_vec(),
        OpKind::MemRefSubView => ctx.segment(d, 2).to_vec(),
        OpKind::MemRefView => ctx.operands(d).get(2..).unwrap_or(&[]).to_vec(),
        _ => return false,
    };
    let TypeData::MemRef { shape, .. } = ctx.ty(ctx.value_type(ctx.result(d, 0))) else {
        return false;
    };
    let Ok(i) = usize::try_from(index) else {
        return false;
    };
    if i >= shape.len() {
        return false;
    }
    if shape[i] != super::DYNAMIC {
        return true;
    }
    let pos = shape[..i].iter().filter(|s| **s == super::DYNAMIC).count();
    sizes
        .get(pos)
        .is_some_and(|s| is_valid_symbol_in(ctx, *s, region))
}

/// Whether `v` is a valid affine symbol anywhere it is used (upstream's `isValidSymbol(Value)`).
pub fn is_valid_symbol(ctx: &Context, v: Value) -> bool {
    if !is_index(ctx, v) {
        return false;
    }
    if is_top_level_value(ctx, v) {
        return true;
    }
    match ctx.defining_op(v) {
        Some(d) => is_valid_symbol_in(ctx, v, affine_scope(ctx, d)),
        None => false,
    }
}

/// Whether `v` is a valid affine dimension for the scope `region` (upstream's
/// `isValidDim(Value, Region *)`).
pub fn is_valid_dim_in(ctx: &Context, v: Value, region: Option<Region>) -> bool {
    if !is_index(ctx, v) {
        return false;
    }
    if is_valid_symbol_in(ctx, v, region) {
        return true;
    }
    let Some(d) = ctx.defining_op(v) else {
        return is_affine_induction_var(ctx, v);
    };
    match ctx.kind(d) {
        OpKind::AffineApply => ctx
            .operands(d)
            .iter()
            .all(|o| is_valid_dim_in(ctx, *o, region)),
        OpKind::MemRefDim | OpKind::TensorDim => is_top_level_value(ctx, ctx.operand(d, 0)),
        _ => false,
    }
}

/// Whether `v` is a valid affine dimension anywhere (upstream's `isValidDim(Value)`).
pub fn is_valid_dim(ctx: &Context, v: Value) -> bool {
    if !is_index(ctx, v) {
        return false;
    }
    if let Some(d) = ctx.defining_op(v) {
        return is_valid_dim_in(ctx, v, affine_scope(ctx, d));
    }
    if is_affine_induction_var(ctx, v) {
        return true;
    }
    ctx.value_block(v)
        .and_then(|b| ctx.block_parent_op(b))
        .is_some_and(|p| is_affine_scope(ctx.kind(p)))
}

/// The affine map held by attribute `name` of `op`.
pub fn op_map(ctx: &Context, op: Op, name: &str) -> Option<super::AffineMap> {
    match ctx.get_attr(op, name).map(|a| ctx.attr(a)) {
        Some(AttrData::AffineMap(m)) => Some(m.clone()),
        _ => None,
    }
}

/// The group sizes held by attribute `name` of an `affine.parallel` (`lowerBoundsGroups`,
/// `upperBoundsGroups`: a dense i32 vector, one entry per loop; a splat repeats its value);
/// `None` if it is not a dense attribute. A non-integer entry reads as 0, which the verifier
/// rejects.
pub fn bound_groups(ctx: &Context, op: Op, name: &str) -> Option<Vec<i64>> {
    let Some(AttrData::DenseElements { ty, values }) = ctx.get_attr(op, name).map(|a| ctx.attr(a))
    else {
        return None;
    };
    let n = match ctx.ty(*ty) {
        TypeData::Tensor { shape, .. } => shape.first().copied().unwrap_or(0).max(0),
        _ => 0,
    };
    Some(
        (0..n as usize)
            .map(|i| match values.get(i).or(values.first()) {
                Some(super::DenseValue::Int(v)) => *v as i64,
                _ => 0,
            })
            .collect(),
    )
}

/// The integer set held by attribute `name` of `op`.
pub fn op_set(ctx: &Context, op: Op, name: &str) -> Option<super::AffineSet> {
    match ctx.get_attr(op, name).map(|a| ctx.attr(a)) {
        Some(AttrData::AffineSet(s)) => Some(s.clone()),
        _ => None,
    }
}

/// The trip count of an `affine.for` with constant bounds and a positive step (upstream's
/// `getTrivialConstantTripCount`).
pub fn for_trip_count(ctx: &Context, op: Op) -> Option<u64> {
    let step = match ctx.get_attr(op, "step").map(|a| ctx.attr(a)) {
        Some(AttrData::Integer { value, .. }) => *value as i64,
        _ => return None,
    };
    let lb = op_map(ctx, op, "lowerBoundMap")?.single_constant()?;
    let ub = op_map(ctx, op, "upperBoundMap")?.single_constant()?;
    if step <= 0 {
        return None;
    }
    let d = (ub as i128) - (lb as i128);
    Some(if d <= 0 {
        0
    } else {
        ((d + step as i128 - 1) / step as i128) as u64
    })
}
