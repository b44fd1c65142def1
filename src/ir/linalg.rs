//! The linalg dialect's structured-op knowledge shared by the front end, the verifier and the
//! lowering to loops: which operands are inputs and which are inits (destination-passing
//! style), each op's indexing maps and iterator types (upstream's `LinalgStructuredInterface`),
//! and the payload regions the parser builds for the named ops (upstream's region builders).

use super::affine::{AffineExpr, AffineMap};
use super::attrs::AttrData;
use super::builder::Builder;
use super::context::Context;
use super::entities::{Attr, Block, Loc, Op, Type, Value};
use super::linalg_conv;
use super::opkind::OpKind;
use super::types::{FloatKind, TypeData};

/// Whether `kind` is a linalg structured op (it has inputs, inits and a payload region).
pub fn is_structured(kind: OpKind) -> bool {
    kind.dialect() == "linalg"
        && !matches!(
            kind,
            OpKind::LinalgYield | OpKind::LinalgIndex | OpKind::LinalgPack | OpKind::LinalgUnpack
        )
}

/// The discardable attribute in which upstream memoizes the [`fixed_maps`] of an op when its
/// verifier first asks for them.
pub const MEMOIZED_MAPS: &str = "linalg.memoized_indexing_maps";

/// The elementwise named ops: the arith/math op of their payload for float and integer
/// elements, and their arity.
pub fn elementwise(kind: OpKind) -> Option<(usize, Option<OpKind>, Option<OpKind>)> {
    use OpKind::*;
    Some(match kind {
        LinalgAdd => (2, Some(ArithAddF), Some(ArithAddI)),
        LinalgSub => (2, Some(ArithSubF), Some(ArithSubI)),
        LinalgMul => (2, Some(ArithMulF), Some(ArithMulI)),
        LinalgDiv => (2, Some(ArithDivF), Some(ArithDivSI)),
        LinalgDivUnsigned => (2, None, Some(ArithDivUI)),
        LinalgMax => (2, Some(ArithMaximumF), Some(ArithMaxSI)),
        LinalgMin => (2, Some(ArithMinimumF), Some(ArithMinSI)),
        LinalgPowf => (2, Some(MathPowF), None),
        LinalgExp => (1, Some(MathExp), None),
        LinalgLog => (1, Some(MathLog), None),
        LinalgAbs => (1, Some(MathAbsF), None),
        LinalgCeil => (1, Some(MathCeil), None),
        LinalgFloor => (1, Some(MathFloor), None),
        LinalgNegf => (1, Some(ArithNegF), None),
        LinalgSqrt => (1, Some(MathSqrt), None),
        LinalgRsqrt => (1, Some(MathRsqrt), None),
        LinalgTanh => (1, Some(MathTanh), None),
        // Payloads of their own (built in `build_body`).
        LinalgSquare | LinalgReciprocal => (1, None, None),
        _ => return None,
    })
}

/// The number of payload arguments upstream's region builder of a named op expects.
pub fn num_region_args(kind: OpKind) -> usize {
    match elementwise(kind) {
        Some((arity, _, _)) => arity + 1,
        None if matches!(kind, OpKind::LinalgFill | OpKind::LinalgCopy) => 2,
        None if linalg_conv::spec(kind).is_some() => {
            linalg_conv::spec(kind).map_or(3, |s| s.operands.len())
        }
        None => 3,
    }
}

/// The number of input operands (the rest are inits).
pub fn num_inputs(ctx: &Context, op: Op) -> usize {
    let n = ctx.operands(op).len();
    match ctx.kind(op) {
        OpKind::LinalgTranspose | OpKind::LinalgBroadcast | OpKind::LinalgMap => {
            n.saturating_sub(1)
        }
        // `SameVariadicOperandSize`: as many inits as inputs.
        OpKind::LinalgReduce => n / 2,
        _ if ctx.kind(op).info().segments.is_some() => ctx.segment(op, 0).len(),
        _ => 0,
    }
}

/// The input operands.
pub fn inputs(ctx: &Context, op: Op) -> Vec<Value> {
    ctx.operands(op)[..num_inputs(ctx, op)].to_vec()
}

/// The init (output) operands.
pub fn inits(ctx: &Context, op: Op) -> Vec<Value> {
    ctx.operands(op)[num_inputs(ctx, op)..].to_vec()
}

/// The rank of a shaped type; 0 for scalars.
pub fn rank(ctx: &Context, t: Type) -> usize {
    match ctx.ty(t) {
        TypeData::MemRef { shape, .. }
        | TypeData::Tensor { shape, .. }
        | TypeData::Vector { shape, .. } => shape.len(),
        _ => 0,
    }
}

/// The element type of a shaped type; the type itself for scalars.
pub fn elem_type(ctx: &Context, t: Type) -> Type {
    match ctx.ty(t) {
        TypeData::MemRef { elem, .. }
        | TypeData::Tensor { elem, .. }
        | TypeData::UnrankedMemRef { elem, .. }
        | TypeData::UnrankedTensor { elem }
        | TypeData::Vector { elem, .. } => *elem,
        _ => t,
    }
}

/// Whether `t` is a shaped (memref or tensor) type.
pub fn is_shaped(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.ty(t),
        TypeData::MemRef { .. }
            | TypeData::Tensor { .. }
            | TypeData::UnrankedMemRef { .. }
            | TypeData::UnrankedTensor { .. }
    )
}

fn dims(n: usize, res: &[u32]) -> AffineMap {
    AffineMap {
        dims: n as u32,
        symbols: 0,
        results: res.iter().map(|d| AffineExpr::Dim(*d)).collect(),
    }
}

fn identity(n: usize) -> AffineMap {
    dims(n, &(0..n as u32).collect::<Vec<_>>())
}

/// The default indexing maps of `linalg.matmul` and `linalg.batch_matmul` (the values their
/// parser sets and their printer elides).
pub fn default_matmul_maps(kind: OpKind) -> Vec<AffineMap> {
    if kind == OpKind::LinalgBatchReduceMatmul {
        return vec![dims(4, &[0, 1, 3]), dims(4, &[0, 3, 2]), dims(4, &[1, 2])];
    }
    if kind == OpKind::LinalgBatchMatmul {
        vec![
            dims(4, &[0, 1, 3]),
            dims(4, &[0, 3, 2]),
            dims(4, &[0, 1, 2]),
        ]
    } else {
        vec![dims(3, &[0, 2]), dims(3, &[2, 1]), dims(3, &[0, 1])]
    }
}

/// The indexing maps of the named ops whose maps do not depend on their operands' ranks (the
/// ones upstream memoizes).
pub fn fixed_maps(kind: OpKind) -> Option<Vec<AffineMap>> {
    Some(match kind {
        OpKind::LinalgMatvec => vec![dims(2, &[0, 1]), dims(2, &[1]), dims(2, &[0])],
        OpKind::LinalgVecmat => vec![dims(2, &[1]), dims(2, &[1, 0]), dims(2, &[0])],
        OpKind::LinalgDot => vec![dims(1, &[0]), dims(1, &[0]), dims(1, &[])],
        _ => return None,
    })
}

/// The maps of an `indexing_maps` array attribute (`None` if an entry is not a map).
pub fn maps_of(ctx: &Context, a: Attr) -> Option<Vec<AffineMap>> {
    let AttrData::Array(items) = ctx.attr(a) else {
        return None;
    };
    items
        .iter()
        .map(|i| match ctx.attr(*i) {
            AttrData::AffineMap(m) => Some(m.clone()),
            _ => None,
        })
        .collect()
}

/// The array attribute of `maps`.
pub fn maps_attr(ctx: &mut Context, maps: &[AffineMap]) -> Attr {
    let items = maps
        .iter()
        .map(|m| ctx.intern_attr(AttrData::AffineMap(m.clone())))
        .collect();
    ctx.intern_attr(AttrData::Array(items))
}

fn i64_list(ctx: &Context, op: Op, name: &str) -> Vec<i64> {
    match ctx.get_attr(op, name).map(|a| ctx.attr(a)) {
        Some(AttrData::DenseArray { values, .. }) => values.iter().map(|v| *v as i64).collect(),
        _ => Vec::new(),
    }
}

/// The rank of the op's first init (the loop count of the rank-polymorphic ops).
fn init_rank(ctx: &Context, op: Op) -> usize {
    inits(ctx, op)
        .first()
        .map(|v| rank(ctx, ctx.value_type(*v)))
        .unwrap_or(0)
}

/// The indexing maps of a structured op, one per operand (upstream's `getIndexingMapsArray`);
/// an error text when its attributes do not define them.
pub fn indexing_maps(ctx: &Context, op: Op) -> Result<Vec<AffineMap>, String> {
    use OpKind::*;
    let kind = ctx.kind(op);
    let n_in = num_inputs(ctx, op);
    let n = ctx.operands(op).len();
    let r = init_rank(ctx, op);
    Ok(match kind {
        LinalgGeneric | LinalgMatmul | LinalgBatchMatmul | LinalgBatchReduceMatmul => {
            match ctx.get_attr(op, "indexing_maps") {
                Some(a) => maps_of(ctx, a).ok_or("expected indexing_maps to be affine maps")?,
                None if kind == LinalgGeneric => return Err("requires indexing_maps".into()),
                None => default_matmul_maps(kind),
            }
        }
        LinalgMatvec | LinalgVecmat | LinalgDot => fixed_maps(kind).unwrap_or_default(),
        LinalgFill => vec![dims(r, &[]), identity(r)],
        LinalgTranspose => {
            let perm = i64_list(ctx, op, "permutation");
            let mut inv = vec![0u32; perm.len()];
            for (i, p) in perm.iter().enumerate() {
                if let Some(slot) = usize::try_from(*p).ok().and_then(|p| inv.get_mut(p)) {
                    *slot = i as u32;
                }
            }
            vec![dims(perm.len(), &inv), identity(perm.len())]
        }
        LinalgBroadcast => {
            let d = i64_list(ctx, op, "dimensions");
            let kept: Vec<u32> = (0..r as u32)
                .filter(|i| !d.contains(&(*i as i64)))
                .collect();
            vec![dims(r, &kept), identity(r)]
        }
        LinalgReduce => {
            let d = i64_list(ctx, op, "dimensions");
            let ir = ctx
                .operands(op)
                .first()
                .map(|v| rank(ctx, ctx.value_type(*v)))
                .unwrap_or(0);
            let kept: Vec<u32> = (0..ir as u32)
                .filter(|i| !d.contains(&(*i as i64)))
                .collect();
            let mut maps = vec![identity(ir); n_in];
            maps.extend(std::iter::repeat_n(dims(ir, &kept), n - n_in));
            maps
        }
        _ if linalg_conv::spec(kind).is_some() => linalg_conv::maps(ctx, op).unwrap_or_default(),
        // Rank-polymorphic: identities of the init's rank (scalar inputs map to nothing).
        _ => ctx
            .operands(op)
            .iter()
            .map(|v| {
                if is_shaped(ctx, ctx.value_type(*v)) {
                    identity(r)
                } else {
                    dims(r, &[])
                }
            })
            .collect(),
    })
}

/// The iterator types, `true` for a reduction (upstream's `getIteratorTypesArray`).
pub fn reduction_iterators(ctx: &Context, op: Op) -> Result<Vec<bool>, String> {
    use OpKind::*;
    Ok(match ctx.kind(op) {
        LinalgGeneric => {
            let a = ctx
                .get_attr(op, "iterator_types")
                .ok_or("requires iterator_types")?;
            let AttrData::Array(items) = ctx.attr(a) else {
                return Err("expected iterator_types to be an array".into());
            };
            items
                .iter()
                .map(|i| match ctx.attr(*i) {
                    AttrData::Opaque(s) if s == "#linalg.iterator_type<parallel>" => Ok(false),
                    AttrData::Opaque(s) if s == "#linalg.iterator_type<reduction>" => Ok(true),
                    _ => Err("expected iterator types to be parallel or reduction".to_string()),
                })
                .collect::<Result<_, _>>()?
        }
        LinalgMatmul => vec![false, false, true],
        LinalgBatchMatmul => vec![false, false, false, true],
        LinalgBatchReduceMatmul => vec![true, false, false, true],
        k if linalg_conv::spec(k).is_some() => {
            linalg_conv::reduction_iterators(k).unwrap_or_default()
        }
        LinalgMatvec | LinalgVecmat => vec![false, true],
        LinalgDot => vec![true],
        LinalgReduce => {
            let d = i64_list(ctx, op, "dimensions");
            let ir = ctx
                .operands(op)
                .first()
                .map(|v| rank(ctx, ctx.value_type(*v)))
                .unwrap_or(0);
            (0..ir as i64).map(|i| d.contains(&i)).collect()
        }
        LinalgTranspose => vec![false; i64_list(ctx, op, "permutation").len()],
        _ => vec![false; init_rank(ctx, op)],
    })
}

/// `#linalg.iterator_type<parallel>` / `<reduction>` for a parsed `"parallel"` / `"reduction"`.
pub fn iterator_attr(ctx: &mut Context, reduction: bool) -> Attr {
    let s = if reduction { "reduction" } else { "parallel" };
    ctx.intern_attr(AttrData::Opaque(format!("#linalg.iterator_type<{s}>")))
}

/// The names upstream gives a structured op's region arguments in the custom form
/// (`getAsmBlockArgumentNames`): `in` for inputs, `out` (`init` for map and reduce) for inits.
pub fn block_arg_names(ctx: &Context, op: Op) -> Option<(usize, &'static str)> {
    match ctx.kind(op) {
        OpKind::LinalgGeneric => Some((num_inputs(ctx, op), "out")),
        OpKind::LinalgMap | OpKind::LinalgReduce => Some((num_inputs(ctx, op), "init")),
        _ => None,
    }
}

fn is_float(ctx: &Context, t: Type) -> bool {
    matches!(ctx.ty(t), TypeData::Float(_))
}

fn float_width(ctx: &Context, t: Type) -> u32 {
    match ctx.ty(t) {
        TypeData::Float(k) => match k {
            FloatKind::F16 | FloatKind::BF16 => 16,
            FloatKind::TF32 => 19,
            FloatKind::F32 => 32,
            FloatKind::F64 => 64,
            _ => 8,
        },
        TypeData::Integer { width, .. } => *width,
        _ => 64,
    }
}

/// Upstream's `convertScalarToDtype` with signed casts (`cast_signed`): the value of `v` as
/// `to`, or an error text for a pair it does not convert.
pub(super) fn cast(ctx: &mut Context, b: &Builder, v: Value, to: Type) -> Result<Value, String> {
    let from = ctx.value_type(v);
    if from == to {
        return Ok(v);
    }
    let (ff, tf) = (is_float(ctx, from), is_float(ctx, to));
    let (fw, tw) = (float_width(ctx, from), float_width(ctx, to));
    let is_int = |ctx: &Context, t: Type| matches!(ctx.ty(t), TypeData::Integer { .. });
    let kind = match (ff, tf) {
        (true, true) if fw < tw => OpKind::ArithExtF,
        (true, true) => OpKind::ArithTruncF,
        (false, true) if is_int(ctx, from) => OpKind::ArithSIToFP,
        (true, false) if is_int(ctx, to) => OpKind::ArithFPToSI,
        (false, false) if is_int(ctx, from) && is_int(ctx, to) && fw < tw => OpKind::ArithExtSI,
        (false, false) if is_int(ctx, from) && is_int(ctx, to) => OpKind::ArithTruncI,
        _ => {
            return Err(format!(
                "unsupported cast from {} to {}",
                crate::ir::asm::type_to_string(ctx, from),
                crate::ir::asm::type_to_string(ctx, to)
            ))
        }
    };
    Ok(b.create_value(ctx, kind, &[v], to, vec![]))
}

// Payload ops leave their default-valued properties (`fastmath`, `overflowFlags`) unset, as
// the parser does: the printers show the defaults.
fn binary(ctx: &mut Context, b: &Builder, kind: OpKind, x: Value, y: Value) -> Value {
    let t = ctx.value_type(x);
    b.create_value(ctx, kind, &[x, y], t, vec![])
}

/// Builds the payload of a named op into `block` (whose arguments are the element types of
/// the operands), as upstream's region builder does; an error text when the element types
/// have no payload (the caller reports it at the op).
pub fn build_body(ctx: &mut Context, kind: OpKind, block: Block, loc: Loc) -> Result<(), String> {
    use OpKind::*;
    let b = Builder::at_end(block, loc);
    let args = ctx.block_args(block).to_vec();
    let out_ty = args.last().map(|a| ctx.value_type(*a));
    let Some(out_ty) = out_ty else {
        return Err("expected at least one operand".into());
    };
    let float = is_float(ctx, out_ty);
    let yielded = match kind {
        LinalgFill => args[0],
        LinalgCopy => cast(ctx, &b, args[0], out_ty)?,
        // Upstream's identity region: the input as it is (the verifier checks the types).
        LinalgTranspose | LinalgBroadcast => args[0],
        LinalgMatmul
        | LinalgBatchMatmul
        | LinalgBatchReduceMatmul
        | LinalgMatvec
        | LinalgVecmat
        | LinalgDot => {
            if args.len() != 3 {
                return Err("expected 3 operands".into());
            }
            let x = cast(ctx, &b, args[0], out_ty)?;
            let y = cast(ctx, &b, args[1], out_ty)?;
            let (mul, add) = if float {
                (ArithMulF, ArithAddF)
            } else if ctx.ty(out_ty).is_i1() {
                (ArithAndI, ArithOrI)
            } else {
                (ArithMulI, ArithAddI)
            };
            let m = binary(ctx, &b, mul, x, y);
            binary(ctx, &b, add, args[2], m)
        }
        LinalgSquare => binary(
            ctx,
            &b,
            if float { ArithMulF } else { ArithMulI },
            args[0],
            args[0],
        ),
        LinalgReciprocal => {
            if !float {
                return Err("expected a float element type".into());
            }
            let TypeData::Float(fk) = *ctx.ty(out_ty) else {
                unreachable!("checked float above")
            };
            let bits = crate::ir::float::float_bits("1.0", false, fk);
            let one = ctx.float_attr(bits, out_ty);
            let c = b.create_value(ctx, ArithConstant, &[], out_ty, vec![("value".into(), one)]);
            binary(ctx, &b, ArithDivF, c, args[0])
        }
        _ if linalg_conv::spec(kind).is_some() => linalg_conv::payload(ctx, &b, kind, &args)?,
        _ => {
            let Some((arity, fk, ik)) = elementwise(kind) else {
                return Err("not a named op".into());
            };
            if args.len() != arity + 1 {
                return Err(format!("expected {} operands", arity + 1));
            }
            let op_kind = if float { fk } else { ik };
            let Some(op_kind) = op_kind else {
                return Err("unsupported non numeric type".into());
            };
            let operands = &args[..arity];
            b.create_value(ctx, op_kind, operands, out_ty, vec![])
        }
    };
    b.create(ctx, LinalgYield, &[yielded], &[], vec![], &[]);
    Ok(())
}
