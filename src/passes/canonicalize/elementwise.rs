//! Constant folding over scalars, splats and dense vectors/tensors alike: upstream's
//! `constFoldBinaryOp`, `constFoldUnaryOp` and `constFoldCastOp` (`CommonFolders.h`), which every
//! elementwise arith and math fold goes through.
//!
//! ```mlir
//! %a = arith.constant dense<[1, 2]> : vector<2xi32>
//! %b = arith.constant dense<[4, 3]> : vector<2xi32>
//! %c = arith.addi %a, %b : vector<2xi32>
//! // folds to
//! %c = arith.constant dense<5> : vector<2xi32>     // equal elements are a splat
//! ```

use super::*;
use crate::ir::{Attr, DenseValue, Type};
use smallvec::SmallVec;

/// A constant operand as the folders see it.
enum Elements<'a> {
    /// An `IntegerAttr` or `FloatAttr`.
    Scalar(DenseValue),
    /// A splat `DenseElementsAttr`.
    Splat(DenseValue),
    /// Every element of a non-splat `DenseElementsAttr`.
    Dense(&'a [DenseValue]),
}

/// The constant value of `v` and its attribute's type.
fn elements(ctx: &Context, v: Value) -> Option<(Elements<'_>, Type)> {
    match ctx.attr(const_attr(ctx, v)?) {
        AttrData::Integer { value, ty } => Some((Elements::Scalar(DenseValue::Int(*value)), *ty)),
        AttrData::Float { bits, ty } => Some((Elements::Scalar(DenseValue::Float(*bits)), *ty)),
        AttrData::DenseElements { ty, values } => match values.as_slice() {
            [] => None,
            [one] => Some((Elements::Splat(*one), *ty)),
            all => Some((Elements::Dense(all), *ty)),
        },
        _ => None,
    }
}

/// Applies `f` to the elements of the constant operands `ops` (all of one type), giving the
/// result attribute of type `rt`: a scalar for scalars, a splat for splats, else every element
/// (a splat when they are all equal). None when an operand is not a constant, the operands are
/// of different types or kinds (a scalar with a vector), or `f` fails on any element.
pub(super) fn fold_elementwise(
    ctx: &mut Context,
    ops: &[Value],
    rt: Type,
    mut f: impl FnMut(&[DenseValue]) -> Option<DenseValue>,
) -> Option<Attr> {
    // At most three operands (select): no heap allocation for the common scalar case.
    let mut consts: SmallVec<[(Elements<'_>, Type); 3]> = SmallVec::new();
    for v in ops {
        consts.push(elements(ctx, *v)?);
    }
    if consts.windows(2).any(|w| w[0].1 != w[1].1) {
        return None;
    }
    let mut args: SmallVec<[DenseValue; 3]> = SmallVec::new();
    if consts.iter().all(|(e, _)| matches!(e, Elements::Scalar(_))) {
        args.extend(consts.iter().map(|(e, _)| match e {
            Elements::Scalar(x) => *x,
            _ => unreachable!(),
        }));
        drop(consts);
        return Some(match f(&args)? {
            DenseValue::Int(x) => ctx.int_attr(x, rt),
            DenseValue::Float(b) => ctx.float_attr(b, rt),
            DenseValue::Complex(..) => return None,
        });
    }
    if consts.iter().any(|(e, _)| matches!(e, Elements::Scalar(_))) {
        return None;
    }
    // DenseElementsAttr requires a static shape.
    let shape = ctx.ty(rt).shape()?;
    if shape.iter().any(|d| *d < 0) {
        return None;
    }
    let n = crate::ir::element_count(shape)?;
    if consts.iter().all(|(e, _)| matches!(e, Elements::Splat(_))) {
        args.extend(consts.iter().map(|(e, _)| match e {
            Elements::Splat(x) => *x,
            _ => unreachable!(),
        }));
        drop(consts);
        let r = f(&args)?;
        return Some(ctx.dense_attr(rt, vec![r]));
    }
    let mut out = Vec::with_capacity(n as usize);
    for i in 0..n as usize {
        args.clear();
        for (e, _) in &consts {
            args.push(match e {
                Elements::Splat(x) => *x,
                Elements::Dense(all) => *all.get(i)?,
                Elements::Scalar(_) => unreachable!(),
            });
        }
        out.push(f(&args)?);
    }
    drop(consts);
    Some(ctx.dense_attr(rt, out))
}

/// Whether every operand in `ops` is a constant (of any kind).
/// Whether every operand is a constant with elements (`ub.poison` is constant-like but has
/// none: the poison rules of `fold` handle it).
pub(super) fn all_constant(ctx: &Context, ops: &[Value]) -> bool {
    ops.iter()
        .all(|v| const_attr(ctx, *v).is_some() && !crate::ir::matchers::is_poison(ctx, *v))
}

/// The element type of `ty` (itself for a scalar).
pub(super) fn elem_type(ctx: &Context, ty: Type) -> Type {
    ctx.vector_or_tensor_elem(ty).unwrap_or(ty)
}

/// An integer element's value.
pub(super) fn int_of(v: DenseValue) -> Option<i128> {
    match v {
        DenseValue::Int(x) => Some(x),
        _ => None,
    }
}

/// A float element's bits.
pub(super) fn bits_of(v: DenseValue) -> Option<u64> {
    match v {
        DenseValue::Float(b) => Some(b),
        _ => None,
    }
}
