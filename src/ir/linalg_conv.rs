//! The linalg named ops upstream defines with OpDSL besides the ones in `linalg.rs`:
//! convolutions, depthwise convolutions, pooling, `mmt4d` and the batched and quantized
//! contractions. Each op is described by its iteration domain and the index of each operand
//! over it (as upstream's `core_named_ops.py`), from which its indexing maps (with the
//! `strides` and `dilations` attributes substituted), iterator types and payload follow.

use super::affine::{AffineExpr, AffineMap, AffineOp};
use super::attrs::{AttrData, DenseValue};
use super::builder::Builder;
use super::context::Context;
use super::entities::{Attr, Op, Type, Value};
use super::linalg;
use super::opkind::OpKind;
use super::types::TypeData;

/// The payload of an op (upstream's scalar expression of the op).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Payload {
    /// `O += cast(I) * cast(K)`.
    MulAdd,
    /// `O += (cast(I) - cast(IZp)) * (cast(K) - cast(KZp))`.
    MulAddZeroPoints,
    /// `O += cast(I)`.
    Sum,
    /// `O = max_signed(O, cast(I))`.
    Max,
    /// `O = max_unsigned(O, cast_unsigned(I))`.
    MaxUnsigned,
    /// `O = min_signed(O, cast(I))`.
    Min,
    /// `O = min_unsigned(O, cast_unsigned(I))`.
    MinUnsigned,
}

/// An op's description: its loops in order, each operand's index (space-separated loop
/// names; `a+b` is `a * stride + b * dilation` of the next spatial dimension, or `a + b` for
/// the ops without those attributes; an empty index is a scalar operand), its payload and
/// whether it has `strides` and `dilations`.
#[derive(Clone, Copy, Debug)]
pub struct Spec {
    /// The loop names, outermost first.
    pub loops: &'static str,
    /// Each operand's index expressions.
    pub operands: &'static [&'static str],
    /// The body's computation.
    pub payload: Payload,
    /// Whether the op has `strides` and `dilations` attributes.
    pub strided: bool,
}

const fn s(
    loops: &'static str,
    operands: &'static [&'static str],
    payload: Payload,
    strided: bool,
) -> Spec {
    Spec {
        loops,
        operands,
        payload,
        strided,
    }
}

/// The description of `kind`, if it is one of these ops.
pub fn spec(kind: OpKind) -> Option<Spec> {
    use OpKind::*;
    use Payload::*;
    const CONV_2D_NHWC: &str = "n oh+kh ow+kw c";
    const POOL_2D_NHWC: &[&str] = &[CONV_2D_NHWC, "kh kw", "n oh ow c"];
    const POOL_2D_NCHW: &[&str] = &["n c oh+kh ow+kw", "kh kw", "n c oh ow"];
    const POOL_1D_NWC: &[&str] = &["n ow+kw c", "kw", "n ow c"];
    const POOL_1D_NCW: &[&str] = &["n c ow+kw", "kw", "n c ow"];
    const POOL_3D: &[&str] = &["n od+kd oh+kh ow+kw c", "kd kh kw", "n od oh ow c"];
    const L_2D_NHWC: &str = "n oh ow c kh kw";
    const L_2D_NCHW: &str = "n c oh ow kh kw";
    const L_3D: &str = "n od oh ow c kd kh kw";
    Some(match kind {
        LinalgConv1d => s("ow kw", &["ow+kw", "kw", "ow"], MulAdd, false),
        LinalgConv2d => s(
            "oh ow kh kw",
            &["oh+kh ow+kw", "kh kw", "oh ow"],
            MulAdd,
            false,
        ),
        LinalgConv3d => s(
            "od oh ow kd kh kw",
            &["od+kd oh+kh ow+kw", "kd kh kw", "od oh ow"],
            MulAdd,
            false,
        ),
        LinalgConv1dNwcWcf => s(
            "n ow f kw c",
            &["n ow+kw c", "kw c f", "n ow f"],
            MulAdd,
            true,
        ),
        LinalgConv1dNcwFcw => s(
            "n f ow c kw",
            &["n c ow+kw", "f c kw", "n f ow"],
            MulAdd,
            true,
        ),
        LinalgConv2dNhwcHwcf => s(
            "n oh ow f kh kw c",
            &[CONV_2D_NHWC, "kh kw c f", "n oh ow f"],
            MulAdd,
            true,
        ),
        LinalgConv2dNhwcFhwc => s(
            "n oh ow f kh kw c",
            &[CONV_2D_NHWC, "f kh kw c", "n oh ow f"],
            MulAdd,
            true,
        ),
        LinalgConv2dNhwcHwcfQ => s(
            "n oh ow f kh kw c",
            &[CONV_2D_NHWC, "kh kw c f", "", "", "n oh ow f"],
            MulAddZeroPoints,
            true,
        ),
        LinalgConv2dNhwcFhwcQ => s(
            "n oh ow f kh kw c",
            &[CONV_2D_NHWC, "f kh kw c", "", "", "n oh ow f"],
            MulAddZeroPoints,
            true,
        ),
        LinalgConv2dNchwFchw => s(
            "n f oh ow c kh kw",
            &["n c oh+kh ow+kw", "f c kh kw", "n f oh ow"],
            MulAdd,
            true,
        ),
        LinalgConv2dNchwFchwQ => s(
            "n f oh ow c kh kw",
            &["n c oh+kh ow+kw", "f c kh kw", "", "", "n f oh ow"],
            MulAddZeroPoints,
            true,
        ),
        LinalgConv2dNgchwFgchw => s(
            "n g fg oh ow c kh kw",
            &["n g c oh+kh ow+kw", "fg g c kh kw", "n g fg oh ow"],
            MulAdd,
            true,
        ),
        LinalgConv2dNgchwGfchw => s(
            "n g fg oh ow c kh kw",
            &["n g c oh+kh ow+kw", "g fg c kh kw", "n g fg oh ow"],
            MulAdd,
            true,
        ),
        LinalgConv2dNgchwGfchwQ => s(
            "n g fg oh ow c kh kw",
            &["n g c oh+kh ow+kw", "g fg c kh kw", "", "", "n g fg oh ow"],
            MulAddZeroPoints,
            true,
        ),
        LinalgConv2dNhwgcGfhwc => s(
            "n oh ow g fg kh kw c",
            &["n oh+kh ow+kw g c", "g fg kh kw c", "n oh ow g fg"],
            MulAdd,
            true,
        ),
        LinalgConv2dNhwgcGfhwcQ => s(
            "n oh ow g fg kh kw c",
            &["n oh+kh ow+kw g c", "g fg kh kw c", "", "", "n oh ow g fg"],
            MulAddZeroPoints,
            true,
        ),
        LinalgConv3dNdhwcDhwcf => s(
            "n od oh ow f kd kh kw c",
            &["n od+kd oh+kh ow+kw c", "kd kh kw c f", "n od oh ow f"],
            MulAdd,
            true,
        ),
        LinalgConv3dNdhwcDhwcfQ => s(
            "n od oh ow f kd kh kw c",
            &[
                "n od+kd oh+kh ow+kw c",
                "kd kh kw c f",
                "",
                "",
                "n od oh ow f",
            ],
            MulAddZeroPoints,
            true,
        ),
        LinalgConv3dNcdhwFcdhw => s(
            "n f od oh ow c kd kh kw",
            &["n c od+kd oh+kh ow+kw", "f c kd kh kw", "n f od oh ow"],
            MulAdd,
            true,
        ),
        LinalgDepthwiseConv1dNwcWc => s(
            "n ow ic kw",
            &["n ow+kw ic", "kw ic", "n ow ic"],
            MulAdd,
            true,
        ),
        LinalgDepthwiseConv1dNcwCw => s(
            "n ow ic kw",
            &["n ic ow+kw", "ic kw", "n ic ow"],
            MulAdd,
            true,
        ),
        LinalgDepthwiseConv1dNwcWcm => s(
            "n ow ic cm kw",
            &["n ow+kw ic", "kw ic cm", "n ow ic cm"],
            MulAdd,
            true,
        ),
        LinalgDepthwiseConv2dNhwcHwc => s(
            "n oh ow ic kh kw",
            &["n oh+kh ow+kw ic", "kh kw ic", "n oh ow ic"],
            MulAdd,
            true,
        ),
        LinalgDepthwiseConv2dNchwChw => s(
            "n oh ow ic kh kw",
            &["n ic oh+kh ow+kw", "ic kh kw", "n ic oh ow"],
            MulAdd,
            true,
        ),
        LinalgDepthwiseConv2dNhwcHwcQ => s(
            "n oh ow ic kh kw",
            &["n oh+kh ow+kw ic", "kh kw ic", "", "", "n oh ow ic"],
            MulAddZeroPoints,
            true,
        ),
        LinalgDepthwiseConv2dNhwcHwcm => s(
            "n oh ow ic cm kh kw",
            &["n oh+kh ow+kw ic", "kh kw ic cm", "n oh ow ic cm"],
            MulAdd,
            true,
        ),
        LinalgDepthwiseConv2dNhwcHwcmQ => s(
            "n oh ow ic cm kh kw",
            &["n oh+kh ow+kw ic", "kh kw ic cm", "", "", "n oh ow ic cm"],
            MulAddZeroPoints,
            true,
        ),
        LinalgDepthwiseConv3dNdhwcDhwc => s(
            "n od oh ow kd kh kw ic",
            &["n od+kd oh+kh ow+kw ic", "kd kh kw ic", "n od oh ow ic"],
            MulAdd,
            true,
        ),
        LinalgDepthwiseConv3dNcdhwCdhw => s(
            "n od oh ow kd kh kw ic",
            &["n ic od+kd oh+kh ow+kw", "ic kd kh kw", "n ic od oh ow"],
            MulAdd,
            true,
        ),
        LinalgDepthwiseConv3dNdhwcDhwcm => s(
            "n od oh ow cm kd kh kw ic",
            &[
                "n od+kd oh+kh ow+kw ic",
                "kd kh kw ic cm",
                "n od oh ow ic cm",
            ],
            MulAdd,
            true,
        ),
        LinalgPoolingNhwcSum => s(L_2D_NHWC, POOL_2D_NHWC, Sum, true),
        LinalgPoolingNchwSum => s(L_2D_NCHW, POOL_2D_NCHW, Sum, true),
        LinalgPoolingNhwcMax => s(L_2D_NHWC, POOL_2D_NHWC, Max, true),
        LinalgPoolingNhwcMaxUnsigned => s(L_2D_NHWC, POOL_2D_NHWC, MaxUnsigned, true),
        LinalgPoolingNchwMax => s(L_2D_NCHW, POOL_2D_NCHW, Max, true),
        LinalgPoolingNhwcMin => s(L_2D_NHWC, POOL_2D_NHWC, Min, true),
        LinalgPoolingNhwcMinUnsigned => s(L_2D_NHWC, POOL_2D_NHWC, MinUnsigned, true),
        LinalgPoolingNwcSum => s("n ow c kw", POOL_1D_NWC, Sum, true),
        LinalgPoolingNcwSum => s("n c ow kw", POOL_1D_NCW, Sum, true),
        LinalgPoolingNwcMax => s("n ow c kw", POOL_1D_NWC, Max, true),
        LinalgPoolingNwcMaxUnsigned => s("n ow c kw", POOL_1D_NWC, MaxUnsigned, true),
        LinalgPoolingNcwMax => s("n c ow kw", POOL_1D_NCW, Max, true),
        LinalgPoolingNwcMin => s("n ow c kw", POOL_1D_NWC, Min, true),
        LinalgPoolingNwcMinUnsigned => s("n ow c kw", POOL_1D_NWC, MinUnsigned, true),
        LinalgPoolingNdhwcSum => s(L_3D, POOL_3D, Sum, true),
        LinalgPoolingNdhwcMax => s(L_3D, POOL_3D, Max, true),
        LinalgPoolingNdhwcMin => s(L_3D, POOL_3D, Min, true),
        LinalgMmt4d => s(
            "m n k m0 n0 k0",
            &["m k m0 k0", "n k n0 k0", "m n m0 n0"],
            MulAdd,
            false,
        ),
        LinalgBatchMmt4d => s(
            "b m n k m0 n0 k0",
            &["b m k m0 k0", "b n k n0 k0", "b m n m0 n0"],
            MulAdd,
            false,
        ),
        LinalgBatchMatvec => s("b m k", &["b m k", "b k", "b m"], MulAdd, false),
        LinalgBatchVecmat => s("b n k", &["b k", "b k n", "b n"], MulAdd, false),
        LinalgQuantizedMatmul => s(
            "m n k",
            &["m k", "k n", "", "", "m n"],
            MulAddZeroPoints,
            false,
        ),
        LinalgQuantizedBatchMatmul => s(
            "b m n k",
            &["b m k", "b k n", "", "", "b m n"],
            MulAddZeroPoints,
            false,
        ),
        _ => return None,
    })
}

/// The number of spatial dimensions (the length of `strides` and `dilations`).
pub fn spatial_rank(sp: &Spec) -> usize {
    sp.operands[0].matches('+').count()
}

/// The values of a `strides` / `dilations` attribute (`RankedI64ElementsAttr` of shape
/// `[n]`): `None` when it is not one.
pub fn window_values(ctx: &Context, a: Attr, n: usize) -> Option<Vec<i64>> {
    let AttrData::DenseElements { ty, values } = ctx.attr(a) else {
        return None;
    };
    let (TypeData::Tensor { shape, elem, .. } | TypeData::Vector { shape, elem, .. }) = ctx.ty(*ty)
    else {
        return None;
    };
    let i64_elem = matches!(
        ctx.ty(*elem),
        TypeData::Integer { width: 64, signedness, .. }
            if *signedness == super::types::Signedness::Signless
    );
    if !i64_elem || shape.as_slice() != [n as i64] {
        return None;
    }
    let vals: Vec<i64> = values
        .iter()
        .map(|v| match v {
            DenseValue::Int(i) => *i as i64,
            _ => 0,
        })
        .collect();
    Some(match vals.len() {
        1 => vec![vals[0]; n],
        _ => vals,
    })
}

/// Upstream's attribute-constraint message when `strides` or `dilations` (in `attrs`) is not
/// a 64-bit integer elements attribute of the op's spatial rank.
pub fn check_window_attrs(
    ctx: &Context,
    kind: OpKind,
    attrs: &[(String, Attr)],
) -> Result<(), String> {
    let Some(sp) = spec(kind).filter(|sp| sp.strided) else {
        return Ok(());
    };
    let n = spatial_rank(&sp);
    for name in ["dilations", "strides"] {
        if let Some((_, a)) = attrs.iter().find(|(k, _)| k == name) {
            if window_values(ctx, *a, n).is_none() {
                return Err(format!(
                    "attribute '{name}' failed to satisfy constraint: 64-bit signless int \
                     elements attribute of shape [{n}]"
                ));
            }
        }
    }
    Ok(())
}

/// The indexing maps of `kind` for `strides` and `dilations` (all ones when absent or
/// malformed: the verifier reports those).
pub fn maps_for(ctx: &Context, kind: OpKind, attrs: &[(String, Attr)]) -> Option<Vec<AffineMap>> {
    let sp = spec(kind)?;
    let loops: Vec<&str> = sp.loops.split(' ').collect();
    let n = spatial_rank(&sp);
    let window = |name: &str| {
        attrs
            .iter()
            .find(|(k, _)| k == name)
            .filter(|_| sp.strided)
            .and_then(|(_, a)| window_values(ctx, *a, n))
            .unwrap_or_else(|| vec![1; n])
    };
    let (strides, dilations) = (window("strides"), window("dilations"));
    let dim =
        |name: &str| AffineExpr::Dim(loops.iter().position(|l| *l == name).unwrap_or(0) as u32);
    let maps = sp
        .operands
        .iter()
        .map(|index| {
            let mut spatial = 0;
            let results = index
                .split(' ')
                .filter(|t| !t.is_empty())
                .map(|t| match t.split_once('+') {
                    Some((o, k)) => {
                        let (st, di) = (strides[spatial], dilations[spatial]);
                        spatial += 1;
                        let o = AffineExpr::bin(AffineOp::Mul, dim(o), AffineExpr::Const(st));
                        let k = AffineExpr::bin(AffineOp::Mul, dim(k), AffineExpr::Const(di));
                        AffineExpr::bin(AffineOp::Add, o, k)
                    }
                    None => dim(t),
                })
                .collect();
            AffineMap {
                dims: loops.len() as u32,
                symbols: 0,
                results,
            }
        })
        .collect();
    Some(maps)
}

/// The indexing maps of `op`: the memoized ones if it holds them (as upstream's
/// `getIndexingMaps`), else from its attributes.
pub fn maps(ctx: &Context, op: Op) -> Option<Vec<AffineMap>> {
    if let Some(m) = ctx
        .get_attr(op, linalg::MEMOIZED_MAPS)
        .and_then(|a| linalg::maps_of(ctx, a))
    {
        return Some(m);
    }
    let attrs: Vec<(String, Attr)> = ctx
        .attrs(op)
        .iter()
        .map(|(k, v)| (ctx.ident_str(*k).to_string(), *v))
        .collect();
    maps_for(ctx, ctx.kind(op), &attrs)
}

/// The iterator types (`true` for a reduction): the loops the output does not index.
pub fn reduction_iterators(kind: OpKind) -> Option<Vec<bool>> {
    let sp = spec(kind)?;
    let out: Vec<&str> = sp.operands.last()?.split(' ').collect();
    Some(sp.loops.split(' ').map(|l| !out.contains(&l)).collect())
}

fn is_float(ctx: &Context, t: Type) -> bool {
    matches!(ctx.ty(t), TypeData::Float(_))
}

fn is_int(ctx: &Context, t: Type) -> bool {
    matches!(ctx.ty(t), TypeData::Integer { .. })
}

fn width(ctx: &Context, t: Type) -> u32 {
    match ctx.ty(t) {
        TypeData::Integer { width, .. } => *width,
        _ => 0,
    }
}

/// Upstream's `convertScalarToDtype` with unsigned casts (`cast_unsigned`).
fn cast_unsigned(ctx: &mut Context, b: &Builder, v: Value, to: Type) -> Result<Value, String> {
    let from = ctx.value_type(v);
    if from == to {
        return Ok(v);
    }
    let kind = match (is_int(ctx, from), is_int(ctx, to)) {
        (true, true) if width(ctx, from) < width(ctx, to) => OpKind::ArithExtUI,
        (true, true) => OpKind::ArithTruncI,
        (true, false) if is_float(ctx, to) => OpKind::ArithUIToFP,
        (false, true) if is_float(ctx, from) => OpKind::ArithFPToUI,
        // Float to float is the signed conversion.
        _ => return linalg::cast(ctx, b, v, to),
    };
    Ok(b.create_value(ctx, kind, &[v], to, vec![]))
}

fn binary(ctx: &mut Context, b: &Builder, kind: OpKind, x: Value, y: Value) -> Value {
    let t = ctx.value_type(x);
    b.create_value(ctx, kind, &[x, y], t, vec![])
}

/// Builds the payload of `kind` on the block arguments `args` (the last one the output's
/// element); returns the yielded value, or upstream's region-builder error text.
pub fn payload(
    ctx: &mut Context,
    b: &Builder,
    kind: OpKind,
    args: &[Value],
) -> Result<Value, String> {
    use OpKind::*;
    let Some(sp) = spec(kind) else {
        return Err("not a named op".into());
    };
    if args.len() != sp.operands.len() {
        return Err(format!("expected {} operands", sp.operands.len()));
    }
    let out = args[args.len() - 1];
    let out_ty = ctx.value_type(out);
    let float = is_float(ctx, out_ty);
    let boolean = ctx.ty(out_ty).is_i1();
    let pick = |f: OpKind, b: OpKind, i: OpKind| {
        if float {
            f
        } else if boolean {
            b
        } else {
            i
        }
    };
    Ok(match sp.payload {
        Payload::MulAdd => {
            let x = linalg::cast(ctx, b, args[0], out_ty)?;
            let y = linalg::cast(ctx, b, args[1], out_ty)?;
            let m = binary(ctx, b, pick(ArithMulF, ArithAndI, ArithMulI), x, y);
            binary(ctx, b, pick(ArithAddF, ArithOrI, ArithAddI), out, m)
        }
        Payload::MulAddZeroPoints => {
            if boolean {
                return Err("unsupported operation: sub with bools".into());
            }
            let sub = pick(ArithSubF, ArithSubI, ArithSubI);
            let x = linalg::cast(ctx, b, args[0], out_ty)?;
            let xz = linalg::cast(ctx, b, args[2], out_ty)?;
            let x = binary(ctx, b, sub, x, xz);
            let y = linalg::cast(ctx, b, args[1], out_ty)?;
            let yz = linalg::cast(ctx, b, args[3], out_ty)?;
            let y = binary(ctx, b, sub, y, yz);
            let m = binary(ctx, b, pick(ArithMulF, ArithAndI, ArithMulI), x, y);
            binary(ctx, b, pick(ArithAddF, ArithOrI, ArithAddI), out, m)
        }
        Payload::Sum => {
            let x = linalg::cast(ctx, b, args[0], out_ty)?;
            binary(ctx, b, pick(ArithAddF, ArithOrI, ArithAddI), out, x)
        }
        Payload::Max | Payload::Min => {
            let x = linalg::cast(ctx, b, args[0], out_ty)?;
            let k = if sp.payload == Payload::Max {
                pick(ArithMaximumF, ArithMaxSI, ArithMaxSI)
            } else {
                pick(ArithMinimumF, ArithMinSI, ArithMinSI)
            };
            binary(ctx, b, k, out, x)
        }
        Payload::MaxUnsigned | Payload::MinUnsigned => {
            let max = sp.payload == Payload::MaxUnsigned;
            let x = cast_unsigned(ctx, b, args[0], out_ty)?;
            if !is_int(ctx, out_ty) {
                let what = if max { "max" } else { "min" };
                return Err(format!(
                    "unsupported operation: unsigned {what} not on uint"
                ));
            }
            binary(ctx, b, if max { ArithMaxUI } else { ArithMinUI }, out, x)
        }
    })
}

/// Whether `kind` declares upstream's `ConvolutionOpInterface` (the convolutions, depthwise
/// convolutions and pooling ops).
pub fn is_convolution(kind: OpKind) -> bool {
    spec(kind).is_some()
        && ["linalg.conv_", "linalg.depthwise_conv_", "linalg.pooling_"]
            .iter()
            .any(|p| kind.name().starts_with(p))
}

/// The dimensions of a convolution's input map (upstream's `ConvAccessExprWalker`): each
/// result a loop dimension (unconvolved) or the sum of two, each maybe scaled by a constant
/// (convolved); no dimension twice.
#[derive(Default)]
struct ConvAccess {
    convolved: Vec<u32>,
    unconvolved: Vec<u32>,
}

impl ConvAccess {
    fn seen(&self, d: u32) -> bool {
        self.convolved.contains(&d) || self.unconvolved.contains(&d)
    }

    fn visit(&mut self, e: &AffineExpr) -> bool {
        match e {
            AffineExpr::Dim(d) => {
                if self.seen(*d) {
                    return false;
                }
                self.unconvolved.push(*d);
                true
            }
            AffineExpr::Bin(AffineOp::Add, l, r) => self.dim_or_mul(l) && self.dim_or_mul(r),
            _ => false,
        }
    }

    fn dim_or_mul(&mut self, e: &AffineExpr) -> bool {
        let d = match e {
            AffineExpr::Dim(d) => *d,
            AffineExpr::Bin(AffineOp::Mul, a, b) => {
                let scale =
                    |x: &AffineExpr| matches!(x, AffineExpr::Symbol(_) | AffineExpr::Const(_));
                let dim = match (&**a, &**b) {
                    (AffineExpr::Dim(d), _) | (_, AffineExpr::Dim(d)) => *d,
                    _ => return false,
                };
                if !scale(a) && !scale(b) {
                    return false;
                }
                dim
            }
            _ => return false,
        };
        if self.seen(d) {
            return false;
        }
        self.convolved.push(d);
        true
    }
}

fn projected_permutation(m: &AffineMap) -> Option<Vec<u32>> {
    let mut dims = Vec::new();
    for e in &m.results {
        match e {
            AffineExpr::Dim(d) if !dims.contains(d) => dims.push(*d),
            _ => return None,
        }
    }
    Some(dims)
}

/// Upstream's `verifyConvolutionInterface`: the message when the maps (`maps`, inputs then the
/// init) and iterator types (`true` for a reduction) do not form a convolution.
pub fn check_convolution_interface(
    maps: &[AffineMap],
    reductions: &[bool],
    n_inputs: usize,
    n_inits: usize,
) -> Result<(), &'static str> {
    if n_inputs < 2 || n_inits != 1 || maps.len() < 3 {
        return Err("expected op with 2 inputs and 1 output");
    }
    let mut input = ConvAccess::default();
    if !maps[0].results.iter().all(|e| input.visit(e)) {
        return Err("unexpected input index map for convolutions");
    }
    let (Some(filter), Some(output)) = (
        projected_permutation(&maps[1]),
        projected_permutation(&maps[maps.len() - 1]),
    ) else {
        return Err("expected output/filter indexing maps to be projected permutations");
    };
    let conv = |d: &u32| input.convolved.contains(d);
    let unconv = |d: &u32| input.unconvolved.contains(d);
    let parallel = |d: &u32| !reductions.get(*d as usize).copied().unwrap_or(false);
    let mut all: Vec<u32> = Vec::new();
    for d in &output {
        let kind_ok = (unconv(d) && !filter.contains(d))
            || (conv(d) && !filter.contains(d))
            || (!conv(d) && !unconv(d) && filter.contains(d))
            || (unconv(d) && filter.contains(d));
        if !kind_ok {
            return Err("unexpected loop dimension for convolution op");
        }
        if !parallel(d) {
            return Err("expected all iterators used to access outputs to be parallel");
        }
        if !all.contains(d) {
            all.push(*d);
        }
    }
    for d in &filter {
        if output.contains(d) && !unconv(d) && !conv(d) {
            continue;
        }
        if (conv(d) || unconv(d)) && !output.contains(d) {
            if parallel(d) {
                return Err("expected all iterators not used to access outputs to be reduction");
            }
            if all.contains(d) {
                return Err("unexpected loop dimension for convolution op");
            }
            all.push(*d);
            continue;
        }
        if unconv(d) && output.contains(d) {
            continue;
        }
        return Err("unexpected loop dimension for convolution op");
    }
    if all.len() != reductions.len() {
        return Err("unexpected loop dimension for convolution op");
    }
    Ok(())
}

/// Whether `kind` declares upstream's `ContractionOpInterface`.
pub fn is_contraction(kind: OpKind) -> bool {
    use OpKind::*;
    matches!(
        kind,
        LinalgMatmul
            | LinalgBatchMatmul
            | LinalgBatchReduceMatmul
            | LinalgMatvec
            | LinalgVecmat
            | LinalgDot
            | LinalgBatchMatvec
            | LinalgBatchVecmat
            | LinalgMmt4d
            | LinalgBatchMmt4d
    )
}

/// Upstream's `getSourceSkipUnary`: up through one-operand ops without effects.
fn skip_unary(ctx: &Context, mut v: Value) -> Value {
    while let Some(d) = ctx.defining_op(v) {
        if ctx.operands(d).len() != 1 || !ctx.kind(d).is_pure() {
            break;
        }
        v = ctx.operands(d)[0];
    }
    v
}

/// Upstream's `isContractionBody` for the (add, mul) pairs of `ContractionOpInterface`: the
/// yielded value is `init + a * b` (addf/mulf, addi/muli, complex add/mul, ori/andi) up to
/// side-effect-free unary ops.
fn contraction_body(ctx: &Context, op: Op) -> bool {
    use OpKind::*;
    let Some(block) = ctx.regions(op).first().and_then(|r| ctx.entry_block(*r)) else {
        return false;
    };
    let args = ctx.block_args(block).to_vec();
    let Some(term) = ctx.block_ops(block).last() else {
        return false;
    };
    if args.len() != 3 || ctx.operands(term).len() != 1 {
        return false;
    }
    let yielded = skip_unary(ctx, ctx.operands(term)[0]);
    let Some(red) = ctx.defining_op(yielded) else {
        return false;
    };
    if ctx.results(red).len() != 1 || ctx.operands(red).len() != 2 {
        return false;
    }
    let (rl, rr) = (
        skip_unary(ctx, ctx.operands(red)[0]),
        skip_unary(ctx, ctx.operands(red)[1]),
    );
    if rl != args[2] && rr != args[2] {
        return false;
    }
    let contributed = skip_unary(
        ctx,
        if ctx.defining_op(rl).is_none() {
            rr
        } else {
            rl
        },
    );
    let Some(elem) = ctx.defining_op(contributed) else {
        return false;
    };
    if ctx.results(elem).len() != 1 || ctx.operands(elem).len() != 2 {
        return false;
    }
    let pair = matches!(
        (ctx.kind(red), ctx.kind(elem)),
        (ArithAddF, ArithMulF)
            | (ArithAddI, ArithMulI)
            | (ComplexAdd, ComplexMul)
            | (ArithOrI, ArithAndI)
    );
    if !pair {
        return false;
    }
    let (el, er) = (
        skip_unary(ctx, ctx.operands(elem)[0]),
        skip_unary(ctx, ctx.operands(elem)[1]),
    );
    (el == args[0] && er == args[1]) || (el == args[1] && er == args[0])
}

/// Upstream's `verifyContractionInterface`: the message when `op` (with `maps` and iterator
/// types `reductions`) is not a contraction.
pub fn check_contraction_interface(
    ctx: &Context,
    op: Op,
    maps: &[AffineMap],
    reductions: &[bool],
    n_inputs: usize,
    n_inits: usize,
) -> Result<(), &'static str> {
    if n_inputs != 2 || n_inits != 1 {
        return Err("expected op with 2 inputs and 1 output");
    }
    if !reductions.contains(&true) {
        return Err("expected at least 1 reduction");
    }
    if maps.iter().any(|m| projected_permutation(m).is_none()) {
        return Err("expected indexing maps to be projected permutations");
    }
    if !contraction_body(ctx, op) {
        return Err("expected add/mul op in the body");
    }
    Ok(())
}
