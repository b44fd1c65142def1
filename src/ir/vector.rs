//! The vector dialect's data movement, written once for both engines: for the ops that only
//! move elements (extract, insert, broadcast, shape_cast, transpose, shuffle, strided slices,
//! interleave, from/to_elements), where each element of each result comes from. The
//! interpreter applies a plan to element lists, the JIT to lists of Cranelift values.

use super::{AffineExpr, AffineMap, AttrData, Context, Op, OpKind, Type, TypeData, Value, DYNAMIC};

/// The `kind` attribute of a reduction, contraction or outer product: its index in
/// `attrs::COMBINING_KINDS` (`add` when absent).
pub fn combining_kind(ctx: &Context, op: Op) -> u8 {
    match ctx.get_attr(op, "kind").map(|a| ctx.attr(a)) {
        Some(AttrData::Vector(super::VectorEnum::Kind, k)) => *k,
        _ => 0,
    }
}

/// The arith op that combines two elements for combining kind `kind` (numbered as
/// `attrs::COMBINING_KINDS`) on integers or floats; `None` for a kind that does not apply.
pub fn combining_arith_op(kind: u8, float: bool) -> Option<OpKind> {
    use OpKind::*;
    Some(match (kind, float) {
        (0, false) => ArithAddI,
        (0, true) => ArithAddF,
        (1, false) => ArithMulI,
        (1, true) => ArithMulF,
        (2, false) => ArithMinUI,
        (3, false) => ArithMinSI,
        (4, true) => ArithMinNumF,
        (5, false) => ArithMaxUI,
        (6, false) => ArithMaxSI,
        (7, true) => ArithMaxNumF,
        (8, false) => ArithAndI,
        (9, false) => ArithOrI,
        (10, false) => ArithXOrI,
        (11, true) => ArithMaximumF,
        (12, true) => ArithMinimumF,
        _ => return None,
    })
}

/// A value a masked reduction needs, whatever the element type (upstream's `ReductionNeutral*`
/// and `MaskNeutral*` classes of the vector-to-LLVM lowering).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Neutral {
    /// 0 (+0.0).
    Zero,
    /// 1 (1.0).
    One,
    /// Every bit set (the unsigned maximum).
    AllOnes,
    /// The signed maximum.
    SignedMax,
    /// The signed minimum.
    SignedMin,
    /// A quiet NaN, negative or not.
    QNaN(bool),
    /// The largest finite float.
    Largest,
    /// The smallest (denormal) float, negative.
    NegSmallest,
}

impl Neutral {
    /// The value's bits in float format `k` (narrow formats as `minifloat` encodes them);
    /// `None` for an integer-only value or one the format cannot hold (f8E8M0FNU has no zero).
    pub fn float_bits(self, k: super::FloatKind) -> Option<u64> {
        use super::FloatKind::{F32, F64};
        use Neutral::*;
        let x = match self {
            Zero => 0.0,
            One => 1.0,
            QNaN(neg) => return qnan_bits(k, neg),
            Largest => match k {
                F32 => f32::MAX as f64,
                F64 => f64::MAX,
                _ => k.format()?.largest(),
            },
            NegSmallest => match k {
                F32 => return Some((-f32::from_bits(1)).to_bits() as u64),
                F64 => return Some((-f64::from_bits(1)).to_bits()),
                _ => -memref_jit_runtime::minifloat::to_f64(1, k.format()?),
            },
            AllOnes | SignedMax | SignedMin => return None,
        };
        match k {
            F32 => Some((x as f32).to_bits() as u64),
            F64 => Some(x.to_bits()),
            _ => memref_jit_runtime::minifloat::from_f64(x, k.format()?),
        }
    }

    /// The value as a `w`-bit integer (sign-extended); `None` for a float-only value.
    pub fn int_value(self, w: u32) -> Option<i128> {
        use Neutral::*;
        Some(match self {
            Zero => 0,
            One => 1,
            AllOnes => -1,
            SignedMax => (1i128 << (w - 1)) - 1,
            SignedMin => -(1i128 << (w - 1)),
            QNaN(_) | Largest | NegSmallest => return None,
        })
    }
}

/// The quiet NaN of float format `k`, its sign bit set if `neg`.
fn qnan_bits(k: super::FloatKind, neg: bool) -> Option<u64> {
    use super::FloatKind::{F32, F64};
    Some(match k {
        F32 => 0x7fc0_0000 | if neg { 0x8000_0000 } else { 0 },
        F64 => 0x7ff8_0000_0000_0000 | if neg { 1 << 63 } else { 0 },
        _ => {
            let nan = if neg { -f64::NAN } else { f64::NAN };
            memref_jit_runtime::minifloat::from_f64(nan, k.format()?)?
        }
    })
}

/// How a `vector.reduction` under `vector.mask` of combining kind `kind` treats its masked-off
/// lanes, as upstream lowers it: `(false, n)`, a predicated reduction (`llvm.vp.reduce.*`)
/// starting from the accumulator, or `n` without one, over the lanes that are on; `(true, n)`
/// for `minimumf`/`maximumf`, masked-off lanes replaced by `n` and then reduced as unmasked
/// (so a `maximumf` of negative lanes with one masked off is `-1.4e-45`, as upstream's).
pub fn masked_reduction(kind: u8) -> (bool, Neutral) {
    match kind {
        0 | 9 | 10 | 5 => (false, Neutral::Zero),
        1 => (false, Neutral::One),
        2 | 8 => (false, Neutral::AllOnes),
        3 => (false, Neutral::SignedMax),
        6 => (false, Neutral::SignedMin),
        4 => (false, Neutral::QNaN(false)),
        7 => (false, Neutral::QNaN(true)),
        11 => (true, Neutral::NegSmallest),
        _ => (true, Neutral::Largest),
    }
}

/// Element `.1` of operand `.0` (a scalar operand is one element).
pub type Source = (usize, usize);

/// The shape of a vector type; a scalar (or 0-D vector) has no dimensions.
pub fn shape_of(ctx: &Context, t: Type) -> Vec<i64> {
    match ctx.ty(t) {
        TypeData::Vector { shape, .. } => shape.clone(),
        _ => Vec::new(),
    }
}

/// The number of elements of a vector type (1 for a scalar).
pub fn numel(ctx: &Context, t: Type) -> usize {
    shape_of(ctx, t).iter().map(|d| *d as usize).product()
}

/// Row-major strides of `shape` (in elements).
pub fn strides(shape: &[i64]) -> Vec<usize> {
    let mut s = vec![1usize; shape.len()];
    for i in (0..shape.len().saturating_sub(1)).rev() {
        s[i] = s[i + 1] * shape[i + 1] as usize;
    }
    s
}

/// The multi-index of linear position `i` in `shape`.
fn unravel(mut i: usize, shape: &[i64]) -> Vec<usize> {
    let mut idx = vec![0; shape.len()];
    for k in (0..shape.len()).rev() {
        let d = shape[k] as usize;
        idx[k] = i % d;
        i /= d;
    }
    idx
}

fn ravel(idx: &[usize], shape: &[i64]) -> usize {
    idx.iter().zip(strides(shape)).map(|(i, s)| i * s).sum()
}

fn int_array(ctx: &Context, op: Op, name: &str) -> Vec<i64> {
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

/// The positions of `vector.extract`/`insert`, with the dynamic ones (`dynamic`, in order)
/// filled in; `Err` with upstream's poison rule when one is out of range (the engines report
/// it rather than produce an arbitrary value).
pub fn positions(
    ctx: &Context,
    op: Op,
    vector: Value,
    dynamic: &[i64],
) -> Result<Vec<usize>, String> {
    let shape = shape_of(ctx, ctx.value_type(vector));
    let mut dyns = dynamic.iter();
    ctx.i64_array(op, "static_position")
        .into_iter()
        .enumerate()
        .map(|(k, p)| {
            let p = if p == DYNAMIC {
                dyns.next().copied().unwrap_or(-1)
            } else {
                p
            };
            let d = shape.get(k).copied().unwrap_or(0);
            if p < 0 || p >= d {
                Err(format!(
                    "position {p} is out of bounds for dimension {k} of size {d} (a poison result)"
                ))
            } else {
                Ok(p as usize)
            }
        })
        .collect()
}

/// The linear offset of the sub-vector at `pos` of a vector of `shape`, and its length.
pub fn sub_vector(shape: &[i64], pos: &[usize]) -> (usize, usize) {
    let st = strides(shape);
    let len: usize = shape[pos.len()..].iter().map(|d| *d as usize).product();
    (pos.iter().zip(&st).map(|(p, s)| p * s).sum(), len)
}

/// Where each element of each result comes from, for the data-movement ops (`pos`: the
/// positions of extract/insert, from [`positions`]); `None` for other ops.
pub fn plan(ctx: &Context, op: Op, pos: &[usize]) -> Option<Vec<Vec<Source>>> {
    use OpKind::*;
    let operands = ctx.operands(op);
    let results = ctx.results(op);
    let ot = |i: usize| ctx.value_type(operands[i]);
    let rshape = results.first().map(|r| shape_of(ctx, ctx.value_type(*r)));
    let rn = results
        .first()
        .map_or(0, |r| numel(ctx, ctx.value_type(*r)));
    let one = |v: Vec<Source>| Some(vec![v]);
    match ctx.kind(op) {
        VectorExtract => {
            let (base, len) = sub_vector(&shape_of(ctx, ot(0)), pos);
            one((0..len).map(|j| (0, base + j)).collect())
        }
        VectorInsert => {
            let n = numel(ctx, ot(1));
            let (base, len) = sub_vector(&shape_of(ctx, ot(1)), pos);
            one((0..n)
                .map(|i| {
                    if (base..base + len).contains(&i) {
                        (0, i - base)
                    } else {
                        (1, i)
                    }
                })
                .collect())
        }
        VectorBroadcast => {
            let rs = rshape?;
            let ss = shape_of(ctx, ot(0));
            let lead = rs.len() - ss.len();
            one((0..rn)
                .map(|i| {
                    let r = unravel(i, &rs);
                    let s: Vec<usize> = ss
                        .iter()
                        .enumerate()
                        .map(|(k, d)| if *d == 1 { 0 } else { r[k + lead] })
                        .collect();
                    (0, ravel(&s, &ss))
                })
                .collect())
        }
        VectorShapeCast | VectorToElements => {
            if ctx.kind(op) == VectorToElements {
                return Some((0..results.len()).map(|i| vec![(0, i)]).collect());
            }
            one((0..rn).map(|i| (0, i)).collect())
        }
        VectorFromElements => one((0..rn).map(|i| (i, 0)).collect()),
        VectorTranspose => {
            let rs = rshape?;
            let ss = shape_of(ctx, ot(0));
            let perm = ctx.i64_array(op, "permutation");
            one((0..rn)
                .map(|i| {
                    let r = unravel(i, &rs);
                    let mut s = vec![0; ss.len()];
                    for (k, p) in perm.iter().enumerate() {
                        s[*p as usize] = r[k];
                    }
                    (0, ravel(&s, &ss))
                })
                .collect())
        }
        VectorShuffle => {
            let a = shape_of(ctx, ot(0));
            let la = a.first().copied().unwrap_or(1) as usize;
            let row: usize = a.iter().skip(1).map(|d| *d as usize).product();
            let mut out = Vec::with_capacity(rn);
            for m in ctx.i64_array(op, "mask") {
                // A poison entry (-1) reads the first row.
                let m = m.max(0) as usize;
                for j in 0..row {
                    out.push(if m < la {
                        (0, m * row + j)
                    } else {
                        (1, (m - la) * row + j)
                    });
                }
            }
            one(out)
        }
        VectorExtractStridedSlice => {
            let rs = rshape?;
            let ss = shape_of(ctx, ot(0));
            let offs = int_array(ctx, op, "offsets");
            one((0..rn)
                .map(|i| {
                    let mut r = unravel(i, &rs);
                    for (k, o) in offs.iter().enumerate() {
                        r[k] += *o as usize;
                    }
                    (0, ravel(&r, &ss))
                })
                .collect())
        }
        VectorInsertStridedSlice => {
            let ds = shape_of(ctx, ot(1));
            let ss = shape_of(ctx, ot(0));
            let offs = int_array(ctx, op, "offsets");
            let lead = ds.len() - ss.len();
            one((0..rn)
                .map(|i| {
                    let d = unravel(i, &ds);
                    let mut s = Vec::with_capacity(ss.len());
                    for k in 0..ds.len() {
                        let o = offs.get(k).copied().unwrap_or(0) as usize;
                        let size = if k < lead { 1 } else { ss[k - lead] as usize };
                        if d[k] < o || d[k] >= o + size {
                            return (1, i);
                        }
                        if k >= lead {
                            s.push(d[k] - o);
                        }
                    }
                    (0, ravel(&s, &ss))
                })
                .collect())
        }
        VectorInterleave => {
            let rs = rshape?;
            let ss = shape_of(ctx, ot(0));
            one((0..rn)
                .map(|i| {
                    let mut r = unravel(i, &rs);
                    let which = match r.last_mut() {
                        Some(l) => {
                            let w = *l % 2;
                            *l /= 2;
                            w
                        }
                        None => 0,
                    };
                    (which, ravel(&r, &ss))
                })
                .collect())
        }
        VectorDeinterleave => {
            let rs = rshape?;
            let ss = shape_of(ctx, ot(0));
            let half = |odd: usize| -> Vec<Source> {
                (0..rn)
                    .map(|i| {
                        let mut r = unravel(i, &rs);
                        if let Some(l) = r.last_mut() {
                            *l = *l * 2 + odd;
                        }
                        (0, ravel(&r, &ss))
                    })
                    .collect()
            };
            Some(vec![half(0), half(1)])
        }
        _ => None,
    }
}

/// `vector.multi_reduction`: the accumulator element each source element (row-major) is
/// combined into — its coordinates in the dimensions that are kept.
pub fn reduction_targets(ctx: &Context, op: Op) -> Vec<usize> {
    let shape = shape_of(ctx, ctx.value_type(ctx.operand(op, 0)));
    let dims = ctx.i64_array(op, "reduction_dims");
    let kept_dim = |d: usize| !dims.contains(&(d as i64));
    let kept: Vec<i64> = (0..shape.len())
        .filter(|d| kept_dim(*d))
        .map(|d| shape[d])
        .collect();
    let kst = strides(&kept);
    let n: usize = shape.iter().map(|d| *d as usize).product();
    (0..n)
        .map(|i| {
            let c = unravel(i, &shape);
            (0..shape.len())
                .filter(|d| kept_dim(*d))
                .zip(&kst)
                .map(|(d, s)| c[d] * s)
                .sum()
        })
        .collect()
}

/// How `vector.scan` walks its source, as upstream lowers it (`ScanToArithOps`): for every
/// element (row-major over the other dimensions, then along `reduction_dim`), its index, the
/// index of its row in the initial/accumulated value, and whether it is the row's first.
pub struct ScanPlan {
    /// `inclusive`: an element's result includes it (the first is the element itself, the
    /// initial value unused); otherwise the first is the initial value and each next one
    /// combines the previous result with the previous element.
    pub inclusive: bool,
    /// (source index, row, first in its row), each row's elements in order.
    pub steps: Vec<(usize, usize, bool)>,
}

/// The walk of a `vector.scan` (the verifier checked `reduction_dim` is a dimension).
pub fn scan_plan(ctx: &Context, op: Op) -> ScanPlan {
    let shape = shape_of(ctx, ctx.value_type(ctx.operand(op, 0)));
    let dim = match ctx.get_attr(op, "reduction_dim").map(|a| ctx.attr(a)) {
        Some(AttrData::Integer { value, .. }) => {
            (*value as usize).min(shape.len().saturating_sub(1))
        }
        _ => 0,
    };
    let inclusive = matches!(
        ctx.get_attr(op, "inclusive").map(|a| ctx.attr(a)),
        Some(AttrData::Integer { value, .. }) if *value != 0
    );
    let rows: Vec<i64> = shape
        .iter()
        .enumerate()
        .filter(|(i, _)| *i != dim)
        .map(|(_, d)| *d)
        .collect();
    let n: usize = shape.iter().map(|d| *d as usize).product();
    let mut steps: Vec<(usize, usize, bool)> = (0..n)
        .map(|i| {
            let c = unravel(i, &shape);
            let r: Vec<usize> = (0..shape.len())
                .filter(|d| *d != dim)
                .map(|d| c[d])
                .collect();
            (i, ravel(&r, &rows), c[dim] == 0)
        })
        .collect();
    // Along the dimension for each row (a stable sort keeps each row's order).
    steps.sort_by_key(|(i, _, _)| unravel(*i, &shape)[dim]);
    ScanPlan { inclusive, steps }
}

/// The affine maps of an op's `indexing_maps`.
fn indexing_maps(ctx: &Context, op: Op) -> Vec<AffineMap> {
    match ctx.get_attr(op, "indexing_maps").map(|a| ctx.attr(a)) {
        Some(AttrData::Array(items)) => items
            .iter()
            .filter_map(|i| match ctx.attr(*i) {
                AttrData::AffineMap(m) => Some(m.clone()),
                _ => None,
            })
            .collect(),
        _ => Vec::new(),
    }
}

/// `vector.contract`: the size of each dimension of the iteration space (upstream's
/// `getIterationBounds`), read from the operands its maps index.
pub fn iteration_bounds(ctx: &Context, op: Op) -> Vec<i64> {
    let maps = indexing_maps(ctx, op);
    let n = maps.first().map_or(0, |m| m.dims as usize);
    let mut sizes = vec![1i64; n];
    for (m, v) in maps.iter().zip(ctx.operands(op)) {
        let s = shape_of(ctx, ctx.value_type(*v));
        for (r, d) in m.results.iter().zip(&s) {
            if let AffineExpr::Dim(k) = r {
                if let Some(x) = sizes.get_mut(*k as usize) {
                    *x = *d;
                }
            }
        }
    }
    sizes
}

/// `vector.contract`: for every point of the iteration space in row-major order, the
/// elements of lhs, rhs and acc it multiplies and accumulates into (the verifier checked the
/// maps are projected permutations over consistent sizes).
pub fn contraction(ctx: &Context, op: Op) -> Vec<[usize; 3]> {
    let maps = indexing_maps(ctx, op);
    let shapes: Vec<Vec<i64>> = ctx
        .operands(op)
        .iter()
        .map(|v| shape_of(ctx, ctx.value_type(*v)))
        .collect();
    let sizes = iteration_bounds(ctx, op);
    let at = |which: usize, it: &[usize]| -> usize {
        maps[which]
            .results
            .iter()
            .zip(strides(&shapes[which]))
            .map(|(r, s)| match r {
                AffineExpr::Dim(k) => it[*k as usize] * s,
                _ => 0,
            })
            .sum()
    };
    let total: usize = sizes.iter().map(|s| *s as usize).product();
    (0..total)
        .map(|lin| {
            let it = unravel(lin, &sizes);
            [at(0, &it), at(1, &it), at(2, &it)]
        })
        .collect()
}

/// How one element of a `vector.contract` result is accumulated: in the order upstream's
/// lowering (`--convert-vector-to-llvm`, `vector-contract-lowering=dot`, LLVM 22) computes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ContractElem {
    /// The accumulator (and result) element.
    pub acc: usize,
    /// Dot product or chain through the accumulator.
    pub sum: ContractSum,
    /// The products in order: elements of lhs and rhs.
    pub terms: Vec<(usize, usize)>,
    /// The product is computed as rhs * lhs (the dot lowering swapped the operands).
    pub swapped: bool,
}

/// The two orders of a contraction's sums.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ContractSum {
    /// `acc ⊕ p0 ⊕ p1 ⊕ ...`: a reduction chained through the accumulator (the generic
    /// lowering's `vector.reduction` with accumulator); also what the engines do for the
    /// contractions upstream cannot lower (kinds other than `add`, reduction dimensions in one
    /// operand only), with the combining kind.
    Chain,
    /// `((+0 + p0) + p1 + ...) + acc`: a matmul or matvec row-by-column dot product
    /// (`ContractionOpToDotLowering`: a `vector.reduction` from zero), then the accumulator.
    Dot,
}

/// The iteration dimensions of `vector.contract`, for [`contraction_plan`].
struct Contraction {
    /// Per operand (lhs, rhs, acc): the iteration dimension of each of its dimensions.
    maps: [Vec<usize>; 3],
    /// Per operand: its shape.
    shapes: [Vec<i64>; 3],
    /// Per iteration dimension: its size and whether it is a reduction.
    sizes: Vec<i64>,
    reduction: Vec<bool>,
}

impl Contraction {
    /// The element of operand `o` at iteration point `it`.
    fn at(&self, o: usize, it: &[usize]) -> usize {
        self.maps[o]
            .iter()
            .zip(strides(&self.shapes[o]))
            .map(|(d, s)| it[*d] * s)
            .sum()
    }

    /// Lowers the sub-contraction over the `active` dimensions (the others fixed in `it`) as
    /// upstream's `ContractionOpLowering` does: the dot lowering when it applies, else one
    /// batch or free dimension unrolled (`lowerParallel`), else the reduction chained through
    /// the accumulator (`lowerReduction`). `Err` where upstream's lowering fails.
    fn lower(
        &self,
        active: &[usize],
        it: &mut Vec<usize>,
        out: &mut Vec<ContractElem>,
    ) -> Result<(), ()> {
        // Each operand's dimensions among the active ones, as positions in `active`.
        let cur: Vec<Vec<usize>> = self
            .maps
            .iter()
            .map(|m| {
                m.iter()
                    .filter_map(|d| active.iter().position(|a| a == d))
                    .collect()
            })
            .collect();
        let red: Vec<bool> = active.iter().map(|d| self.reduction[*d]).collect();
        let has = |o: usize, p: usize| cur[o].contains(&p);
        let set_is = |o: usize, want: &[usize]| {
            cur[o].len() == want.len() && want.iter().all(|p| has(o, *p))
        };
        // ContractionOpToDotLowering: (par, par, red) with lhs {m, k}, rhs {n, k}, acc {m, n}
        // in any order, or (par, red) with one operand {m, k} and the other {k}.
        let dot = match red.as_slice() {
            [false, false, true] if set_is(0, &[0, 2]) && set_is(1, &[1, 2]) => {
                Some(cur[2] == [1, 0])
            }
            [false, true] if cur[2] == [0] && set_is(0, &[0, 1]) && cur[1] == [1] => Some(false),
            [false, true] if cur[2] == [0] && cur[0] == [1] && set_is(1, &[0, 1]) => Some(true),
            _ => None,
        };
        if let Some(swapped) = dot {
            let k = active[active.len() - 1];
            let par = &active[..active.len() - 1];
            let n: usize = par.iter().map(|d| self.sizes[*d] as usize).product();
            for lin in 0..n {
                let mut rest = lin;
                for d in par.iter().rev() {
                    it[*d] = rest % self.sizes[*d] as usize;
                    rest /= self.sizes[*d] as usize;
                }
                let mut terms = Vec::new();
                for x in 0..self.sizes[k] as usize {
                    it[k] = x;
                    terms.push((self.at(0, it), self.at(1, it)));
                }
                out.push(ContractElem {
                    acc: self.at(2, it),
                    sum: ContractSum::Dot,
                    terms,
                    swapped,
                });
            }
            return Ok(());
        }
        // lowerGenericContraction: the first batch dimension (parallel, in lhs and rhs), else
        // the first lhs dimension, else the first rhs dimension, not contracted with the
        // other operand; else the reduction.
        let contracted = |p: usize| red[p] && has(0, p) && has(1, p);
        let batch = (0..active.len()).find(|p| !red[*p] && has(0, *p) && has(1, *p));
        let free = batch
            .or_else(|| cur[0].iter().copied().find(|p| !contracted(*p)))
            .or_else(|| cur[1].iter().copied().find(|p| !contracted(*p)));
        if let Some(p) = free {
            let d = active[p];
            // A dimension the accumulator does not have can only be a unit one.
            if !has(2, p) && self.sizes[d] != 1 {
                return Err(());
            }
            let sub: Vec<usize> = active.iter().copied().filter(|a| *a != d).collect();
            for x in 0..self.sizes[d] as usize {
                it[d] = x;
                self.lower(&sub, it, out)?;
            }
            return Ok(());
        }
        // lowerReduction on the first dimension, which both operands must have; the
        // accumulator is now one element, reduced into in row-major order of what is left.
        if active.is_empty() || !contracted(0) {
            return Err(());
        }
        let n: usize = active.iter().map(|d| self.sizes[*d] as usize).product();
        let mut terms = Vec::new();
        for lin in 0..n {
            let mut rest = lin;
            for d in active.iter().rev() {
                it[*d] = rest % self.sizes[*d] as usize;
                rest /= self.sizes[*d] as usize;
            }
            terms.push((self.at(0, it), self.at(1, it)));
        }
        out.push(ContractElem {
            acc: self.at(2, it),
            sum: ContractSum::Chain,
            terms,
            swapped: false,
        });
        Ok(())
    }
}

/// `vector.contract`: for every accumulator element, the products summed into it and in which
/// order, as upstream's lowering computes them (see [`ContractSum`]); for an op it cannot
/// lower (a kind other than `add`, a reduction dimension of one operand only), every
/// accumulator element chained with its products in row-major order of the iteration space.
/// Sorted by accumulator element.
pub fn contraction_plan(ctx: &Context, op: Op) -> Vec<ContractElem> {
    let maps = indexing_maps(ctx, op);
    let shapes: Vec<Vec<i64>> = ctx
        .operands(op)
        .iter()
        .map(|v| shape_of(ctx, ctx.value_type(*v)))
        .collect();
    let sizes = iteration_bounds(ctx, op);
    let n = sizes.len();
    let dims = |m: &AffineMap| -> Vec<usize> {
        m.results
            .iter()
            .map(|r| match r {
                AffineExpr::Dim(k) => *k as usize,
                _ => 0,
            })
            .collect()
    };
    let reduction: Vec<bool> = match ctx.get_attr(op, "iterator_types").map(|a| ctx.attr(a)) {
        Some(AttrData::Array(items)) => items
            .iter()
            .map(|i| matches!(ctx.attr(*i), AttrData::Vector(super::VectorEnum::IteratorType, t) if *t != 0))
            .collect(),
        _ => vec![false; n],
    };
    let c = Contraction {
        maps: [dims(&maps[0]), dims(&maps[1]), dims(&maps[2])],
        shapes: [shapes[0].clone(), shapes[1].clone(), shapes[2].clone()],
        sizes,
        reduction,
    };
    let all: Vec<usize> = (0..n).collect();
    let mut it = vec![0usize; n];
    let mut out = Vec::new();
    if combining_kind(ctx, op) != 0 || c.lower(&all, &mut it, &mut out).is_err() {
        // The iteration space in row-major order, each point accumulated in turn.
        out.clear();
        let acc_n: usize = c.shapes[2].iter().map(|d| *d as usize).product();
        out.extend((0..acc_n).map(|acc| ContractElem {
            acc,
            sum: ContractSum::Chain,
            terms: Vec::new(),
            swapped: false,
        }));
        let total: usize = c.sizes.iter().map(|s| *s as usize).product();
        for lin in 0..total {
            let it = unravel(lin, &c.sizes);
            let j = c.at(2, &it);
            out[j].terms.push((c.at(0, &it), c.at(1, &it)));
        }
    }
    out.sort_by_key(|e| e.acc);
    out
}

/// Why the engines cannot run a transfer the verifier accepts, if they cannot: upstream also
/// allows a tensor source, a memref of vectors and a vector of another element type (of a
/// bit width that is a multiple of the source's); the engines move elements of the memref's
/// own scalar type only.
pub fn transfer_unsupported(ctx: &Context, op: Op) -> Option<String> {
    let read = ctx.kind(op) == OpKind::VectorTransferRead;
    let (base, v) = if read {
        (ctx.operand(op, 0), ctx.result(op, 0))
    } else {
        (ctx.operand(op, 1), ctx.operand(op, 0))
    };
    let (bt, vt) = (ctx.value_type(base), ctx.value_type(v));
    let same = ctx.ty(bt).is_memref() && ctx.ty(bt).elem() == ctx.ty(vt).elem();
    (!same).then(|| {
        format!(
            "'{}' between '{}' and '{}' cannot be executed: the source must be a memref of the \
             vector's element type",
            ctx.op_name(op),
            super::asm::type_to_string(ctx, bt),
            super::asm::type_to_string(ctx, vt)
        )
    })
}

/// The vector dimensions of a transfer that read a memref dimension, in the memref's
/// dimension order: the mask's dimensions (upstream's `inferTransferOpMaskType`; broadcast
/// dimensions have none).
pub fn transfer_mask_dims(map: &AffineMap) -> Vec<usize> {
    let mut dims: Vec<(u32, usize)> = map
        .results
        .iter()
        .enumerate()
        .filter_map(|(k, r)| match r {
            AffineExpr::Dim(d) => Some((*d, k)),
            _ => None,
        })
        .collect();
    dims.sort();
    dims.into_iter().map(|(_, k)| k).collect()
}

/// A transfer op's `in_bounds` flags (all false when absent).
pub fn in_bounds(ctx: &Context, op: Op, rank: usize) -> Vec<bool> {
    match ctx.get_attr(op, "in_bounds").map(|a| ctx.attr(a)) {
        Some(AttrData::Array(items)) => items
            .iter()
            .map(|i| matches!(ctx.attr(*i), AttrData::Integer { value, .. } if *value != 0))
            .collect(),
        _ => vec![false; rank],
    }
}

/// How the lanes of `vector.transfer_read`/`write` address memory, written once for both
/// engines.
pub struct TransferLanes {
    map: AffineMap,
    in_bounds: Vec<bool>,
    vshape: Vec<i64>,
    mask_dims: Vec<usize>,
    mask_strides: Vec<usize>,
}

/// One lane of a transfer.
pub struct TransferLane {
    /// For each vector dimension that reads a memref dimension: that dimension, the lane's
    /// offset along it, and whether the index needs a bounds test (not declared in bounds).
    pub dims: Vec<(usize, usize, bool)>,
    /// The lane's element of the mask.
    pub mask: usize,
}

impl TransferLanes {
    /// The lanes of a transfer op (`None` without a permutation map: the verifier requires one).
    pub fn of(ctx: &Context, op: Op) -> Option<TransferLanes> {
        let vt = match ctx.kind(op) {
            OpKind::VectorTransferRead => ctx.value_type(ctx.result(op, 0)),
            _ => ctx.value_type(*ctx.segment(op, 0).first()?),
        };
        let map = match ctx.get_attr(op, "permutation_map").map(|a| ctx.attr(a)) {
            Some(AttrData::AffineMap(m)) => m.clone(),
            _ => return None,
        };
        let vshape = shape_of(ctx, vt);
        let mask_dims = transfer_mask_dims(&map);
        let mask_shape: Vec<i64> = mask_dims.iter().map(|k| vshape[*k]).collect();
        Some(TransferLanes {
            in_bounds: in_bounds(ctx, op, vshape.len()),
            mask_strides: strides(&mask_shape),
            map,
            vshape,
            mask_dims,
        })
    }
    /// For a 1-D transfer along the memref's innermost dimension (a minor identity map), the
    /// lanes are consecutive elements: whether that dimension is declared in bounds.
    pub fn contiguous(&self) -> Option<bool> {
        (self.vshape.len() == 1 && self.map.results.len() == 1 && self.map.is_minor_identity())
            .then(|| self.in_bounds[0])
    }
    /// The number of lanes.
    pub fn count(&self) -> usize {
        self.vshape.iter().map(|d| *d as usize).product()
    }
    /// Lane `lane` (row-major).
    pub fn lane(&self, lane: usize) -> TransferLane {
        let v = unravel(lane, &self.vshape);
        let dims = self
            .map
            .results
            .iter()
            .enumerate()
            .filter_map(|(k, r)| match r {
                AffineExpr::Dim(d) => Some((*d as usize, v[k], !self.in_bounds[k])),
                _ => None,
            })
            .collect();
        let mask = self
            .mask_dims
            .iter()
            .zip(&self.mask_strides)
            .map(|(k, s)| v[*k] * s)
            .sum();
        TransferLane { dims, mask }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unravel_and_ravel_are_inverse() {
        let shape = [2, 3, 4];
        for i in 0..24 {
            assert_eq!(ravel(&unravel(i, &shape), &shape), i);
        }
        assert_eq!(sub_vector(&shape, &[1, 2]), (20, 4));
        assert_eq!(sub_vector(&shape, &[]), (0, 24));
    }
}
