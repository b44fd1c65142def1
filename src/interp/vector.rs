//! vector: element lists. Data movement follows the shared plans of `ir::vector`; arithmetic
//! combines elements with arith's scalar semantics; memory ops read and write element by
//! element through the checked accessors (so a lane out of bounds is reported, as a scalar
//! access is).

use super::common::*;
use super::memory::Elem;
use super::{Interp, MemDesc, RtVal};
use crate::diag::Diagnostic;
use crate::ir::vector::{numel, plan, positions, shape_of, strides};
use crate::ir::{AttrData, FloatKind, Op, OpKind, Type, TypeData, VectorEnum, VectorOp};
use memref_jit_runtime::format::{format_f32, format_f64};

/// The elements of a vector value (a scalar is one).
pub(crate) fn elems(v: RtVal) -> Vec<RtVal> {
    match v {
        RtVal::Vector(e) => e,
        other => vec![other],
    }
}

/// The arith op of a combining kind (the verifier checked it applies to the element type).
fn combining_op(kind: u8, float: bool) -> OpKind {
    crate::ir::vector::combining_arith_op(kind, float).unwrap_or(OpKind::ArithAddI)
}

impl Interp<'_> {
    /// A vector value of type `t` from its elements (a scalar type takes the one element).
    fn mk(&self, t: Type, mut e: Vec<RtVal>) -> RtVal {
        if matches!(self.ctx.ty(t), TypeData::Vector { .. }) {
            RtVal::Vector(e)
        } else {
            e.pop().unwrap_or(RtVal::Int(0))
        }
    }

    /// Combines two elements of type `t` with arith's op `k`.
    fn combine(&self, op: Op, k: OpKind, t: Type, a: RtVal, b: RtVal) -> Result<RtVal, Diagnostic> {
        let mut r = self.scalar_elems(op, k, &[a, b], t, t)?;
        Ok(r.pop().unwrap_or(RtVal::Int(0)))
    }

    /// Scalable vectors (`vector<[4]xf32>`) have a size known only on the target: not run.
    pub(super) fn fixed_size_only(&self, op: Op) -> Result<(), Diagnostic> {
        let ctx = self.ctx;
        let scalable = ctx.operands(op).iter().chain(ctx.results(op)).any(|v| {
            matches!(ctx.ty(ctx.value_type(*v)), TypeData::Vector { scalable, .. } if scalable.contains(&true))
        });
        if scalable {
            return Err(self.error(op, "scalable vectors are not supported"));
        }
        Ok(())
    }

    /// `vector.fma` of elements `x` of float type `t`: `math.fma`'s arithmetic, narrow floats
    /// as upstream computes `vector.fma` (`minifloat::vector_fma`).
    fn fma_elem(&self, op: Op, t: Type, x: [RtVal; 3]) -> Result<RtVal, Diagnostic> {
        if let TypeData::Float(k) = self.ctx.ty(t) {
            if let Some(f) = k.format() {
                let bits = x.map(|v| match v {
                    RtVal::Int(b) => b as u64,
                    _ => 0,
                });
                let r = memref_jit_runtime::minifloat::vector_fma(bits[0], bits[1], bits[2], f);
                return Ok(RtVal::Int(r.unwrap_or(0) as i64));
            }
        }
        let mut r = self.scalar_elems(op, OpKind::MathFma, &x, t, t)?;
        Ok(r.pop().unwrap_or(RtVal::Int(0)))
    }

    /// The zero a float `add` reduction starts from (upstream lowers `vector.reduction <add>`
    /// without accumulator to LLVM's `vector.reduce.fadd` from +0.0, so a sum of -0s is +0);
    /// `None` for integers (0 + x is x) and f8E8M0FNU (no zero: upstream has no lowering).
    fn float_zero(&self, t: Type) -> Option<RtVal> {
        match self.ctx.ty(t) {
            TypeData::Float(FloatKind::F32) => Some(RtVal::F32(0.0)),
            TypeData::Float(FloatKind::F64) => Some(RtVal::F64(0.0)),
            TypeData::Float(FloatKind::F8E8M0FNU) => None,
            TypeData::Float(_) => Some(RtVal::Int(0)),
            _ => None,
        }
    }

    // Kept out of `exec`: its frame is on every level of a recursion the program makes.
    #[inline(never)]
    pub(super) fn exec_vector(&mut self, op: Op, kind: VectorOp) -> Result<Vec<RtVal>, Diagnostic> {
        use VectorOp::*;
        self.fixed_size_only(op)?;
        let ctx = self.ctx;
        let operands = ctx.operands(op).to_vec();
        let rt = |i: usize| ctx.value_type(ctx.result(op, i));
        let elem_t = |t: Type| ctx.elem_or_self(t);
        match kind {
            VectorPrint => {
                if let Some(&v) = operands.first() {
                    let t = ctx.value_type(v);
                    let text = self.print_text(op, &self.get(v), &shape_of(ctx, t), elem_t(t))?;
                    self.stdout.push_str(&text);
                }
                if let Some(AttrData::String { bytes, .. }) =
                    ctx.get_attr(op, "stringLiteral").map(|a| ctx.attr(a))
                {
                    // The string alone: its op has no punctuation (the verifier checked).
                    self.stdout.push_str(&String::from_utf8_lossy(bytes));
                    return Ok(vec![]);
                }
                let p = match ctx.get_attr(op, "punctuation").map(|a| ctx.attr(a)) {
                    Some(AttrData::Vector(VectorEnum::Punctuation, p)) => *p,
                    _ => 1,
                };
                self.stdout
                    .push_str(["", "\n", ", ", "( ", " )"][p as usize % 5]);
                Ok(vec![])
            }
            VectorExtract
            | VectorInsert
            | VectorBroadcast
            | VectorShapeCast
            | VectorToElements
            | VectorFromElements
            | VectorTranspose
            | VectorShuffle
            | VectorExtractStridedSlice
            | VectorInsertStridedSlice
            | VectorInterleave
            | VectorDeinterleave => {
                let pos = match kind {
                    VectorExtract | VectorInsert => {
                        let (vec, first) = if kind == VectorExtract {
                            (0, 1)
                        } else {
                            (1, 2)
                        };
                        let dyns: Vec<i64> =
                            operands[first..].iter().map(|v| self.int(*v)).collect();
                        positions(ctx, op, operands[vec], &dyns).map_err(|m| self.error(op, m))?
                    }
                    _ => Vec::new(),
                };
                let p = plan(ctx, op, &pos).expect("a data-movement op has a plan");
                let srcs: Vec<Vec<RtVal>> = operands.iter().map(|v| elems(self.get(*v))).collect();
                Ok(p.into_iter()
                    .enumerate()
                    .map(|(r, sources)| {
                        let e = sources.iter().map(|(o, i)| srcs[*o][*i].clone()).collect();
                        self.mk(rt(r), e)
                    })
                    .collect())
            }
            VectorBitCast => {
                let st = ctx.value_type(operands[0]);
                let (se, re) = (elem_t(st), elem_t(rt(0)));
                let (sw, rw) = (bit_width(ctx, se), bit_width(ctx, re));
                // Little-endian bits of every element, reread at the result's width.
                let mut bits: Vec<bool> = Vec::new();
                for x in elems(self.get(operands[0])) {
                    let b = raw_bits(&x);
                    bits.extend((0..sw).map(|i| (b >> i) & 1 == 1));
                }
                let out = bits
                    .chunks(rw as usize)
                    .map(|c| {
                        let b = c
                            .iter()
                            .enumerate()
                            .fold(0u64, |a, (i, x)| a | ((*x as u64) << i));
                        from_bits(ctx, re, b)
                    })
                    .collect();
                Ok(vec![RtVal::Vector(out)])
            }
            VectorFma => {
                let [a, b, c] = [0, 1, 2].map(|i| elems(self.get(operands[i])));
                let e = elem_t(rt(0));
                let mut out = Vec::with_capacity(a.len());
                for i in 0..a.len() {
                    out.push(self.fma_elem(op, e, [a[i].clone(), b[i].clone(), c[i].clone()])?);
                }
                Ok(vec![RtVal::Vector(out)])
            }
            VectorReduction => {
                let e = elem_t(ctx.value_type(operands[0]));
                let kind = crate::ir::vector::combining_kind(ctx, op);
                let k = combining_op(kind, ctx.ty(e).is_float());
                let mut xs = elems(self.get(operands[0])).into_iter();
                let mut acc = match operands.get(1) {
                    Some(a) => self.get(*a),
                    None => match (xs.next(), self.float_zero(e)) {
                        (Some(x), Some(zero)) if kind == 0 => self.combine(op, k, e, zero, x)?,
                        (Some(x), _) => x,
                        (None, _) => return Err(self.error(op, "reduction of an empty vector")),
                    },
                };
                for x in xs {
                    acc = self.combine(op, k, e, acc, x)?;
                }
                Ok(vec![acc])
            }
            VectorMultiReduction => {
                let st = ctx.value_type(operands[0]);
                let e = elem_t(st);
                let k = combining_op(
                    crate::ir::vector::combining_kind(ctx, op),
                    ctx.ty(e).is_float(),
                );
                let mut acc = elems(self.get(operands[1]));
                let src = elems(self.get(operands[0]));
                let targets = crate::ir::vector::reduction_targets(ctx, op);
                for (x, j) in src.into_iter().zip(targets) {
                    acc[j] = self.combine(op, k, e, acc[j].clone(), x)?;
                }
                Ok(vec![self.mk(rt(0), acc)])
            }
            VectorOuterProduct => {
                let e = elem_t(rt(0));
                let float = ctx.ty(e).is_float();
                let lhs = elems(self.get(operands[0]));
                let rhs = elems(self.get(operands[1]));
                let acc = operands.get(2).map(|a| elems(self.get(*a)));
                let kind = crate::ir::vector::combining_kind(ctx, op);
                let mul = if float {
                    OpKind::ArithMulF
                } else {
                    OpKind::ArithMulI
                };
                let mut out = Vec::new();
                for l in &lhs {
                    for r in &rhs {
                        let n = out.len();
                        let v = match (&acc, float && kind == 0) {
                            // add on floats with an accumulator is a fused multiply-add, as
                            // upstream lowers it (to vector.fma).
                            (Some(a), true) => {
                                self.fma_elem(op, e, [l.clone(), r.clone(), a[n].clone()])?
                            }
                            (Some(a), false) => {
                                let p = self.combine(op, mul, e, l.clone(), r.clone())?;
                                self.combine(op, combining_op(kind, float), e, p, a[n].clone())?
                            }
                            (None, _) => self.combine(op, mul, e, l.clone(), r.clone())?,
                        };
                        out.push(v);
                    }
                }
                Ok(vec![RtVal::Vector(out)])
            }
            VectorContract => self.exec_contract(op),
            VectorConstantMask | VectorCreateMask => {
                let shape = shape_of(ctx, rt(0));
                let sizes: Vec<i64> = if kind == VectorConstantMask {
                    ctx.i64_array(op, "mask_dim_sizes")
                } else {
                    operands.iter().map(|v| self.int(*v)).collect()
                };
                let n = numel(ctx, rt(0));
                let st = strides(&shape);
                let out = (0..n)
                    .map(|i| {
                        let on = sizes.iter().enumerate().all(|(d, s)| {
                            let c = if shape.is_empty() {
                                0
                            } else {
                                (i / st[d]) % shape[d] as usize
                            };
                            (c as i64) < *s
                        });
                        RtVal::Int(on as i64)
                    })
                    .collect();
                Ok(vec![self.mk(rt(0), out)])
            }
            VectorStep => {
                let n = numel(ctx, rt(0));
                Ok(vec![RtVal::Vector((0..n as i64).map(RtVal::Int).collect())])
            }
            VectorLoad | VectorStore => {
                let (base, first, v) = if kind == VectorLoad {
                    (operands[0], 1, ctx.result(op, 0))
                } else {
                    (operands[1], 2, operands[0])
                };
                let d = self.desc(base);
                let e = self.elem_of(op, ctx.value_type(base))?;
                let idx: Vec<i64> = operands[first..].iter().map(|v| self.int(*v)).collect();
                // A memref of vectors: the element itself.
                if matches!(e, Elem::Vector(_)) {
                    if kind == VectorLoad {
                        let x = self.mem.load(&d, &idx, e).map_err(self.mem_err(op))?;
                        return Ok(vec![x]);
                    }
                    let x = self.get(v);
                    self.mem.store(&d, &idx, e, &x).map_err(self.mem_err(op))?;
                    return Ok(vec![]);
                }
                let vshape = shape_of(ctx, ctx.value_type(v));
                let lanes = lane_indices(&idx, &vshape);
                if kind == VectorLoad {
                    let mut out = Vec::with_capacity(lanes.len());
                    for ix in &lanes {
                        out.push(self.mem.load(&d, ix, e).map_err(self.mem_err(op))?);
                    }
                    return Ok(vec![self.mk(rt(0), out)]);
                }
                let vals = elems(self.get(v));
                for (ix, x) in lanes.iter().zip(&vals) {
                    self.mem.store(&d, ix, e, x).map_err(self.mem_err(op))?;
                }
                Ok(vec![])
            }
            VectorMaskedLoad | VectorMaskedStore | VectorExpandLoad | VectorCompressStore
            | VectorGather | VectorScatter => self.exec_masked(op, kind),
            VectorTransferRead | VectorTransferWrite => self.exec_transfer(op, kind),
            // The same buffer seen as one vector (upstream's lowering: offset 0, no sizes).
            VectorTypeCast => {
                let d = self.desc(operands[0]);
                Ok(vec![RtVal::Mem(MemDesc {
                    allocated: d.allocated,
                    aligned: d.aligned,
                    offset: 0,
                    sizes: vec![],
                    strides: vec![],
                })])
            }
        }
    }

    /// `vector.print`'s text of a value: nested `( .. )` per dimension.
    fn print_text(
        &self,
        op: Op,
        v: &RtVal,
        shape: &[i64],
        elem: Type,
    ) -> Result<String, Diagnostic> {
        let ctx = self.ctx;
        let xs = elems(v.clone());
        let one = |x: &RtVal| -> String {
            match (ctx.ty(elem), x) {
                (TypeData::Float(FloatKind::F32), RtVal::F32(f)) => format_f32(*f),
                (TypeData::Float(FloatKind::F64), RtVal::F64(f)) => format_f64(*f),
                (TypeData::Float(k), RtVal::Int(b)) => {
                    format_f64(crate::ir::float::to_f64(*b as u64, *k))
                }
                // index and unsigned integers print unsigned, i1 as 0/1, the rest signed.
                (TypeData::Index, RtVal::Int(i)) => (*i as u64).to_string(),
                (TypeData::Integer { width, signedness }, RtVal::Int(i)) => {
                    if *width == 1 {
                        (i & 1).to_string()
                    } else if *signedness == crate::ir::Signedness::Unsigned {
                        as_unsigned(*i, *width).to_string()
                    } else {
                        i.to_string()
                    }
                }
                _ => String::new(),
            }
        };
        if !matches!(
            ctx.ty(ctx.value_type(ctx.operand(op, 0))),
            TypeData::Vector { .. }
        ) {
            return Ok(xs.first().map(one).unwrap_or_default());
        }
        fn rec(out: &mut String, xs: &[RtVal], shape: &[i64], one: &dyn Fn(&RtVal) -> String) {
            out.push_str("( ");
            if shape.is_empty() {
                out.push_str(&one(&xs[0]));
            } else {
                let n = shape[0] as usize;
                let sub = xs.len() / n.max(1);
                for i in 0..n {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    if shape.len() == 1 {
                        out.push_str(&one(&xs[i]));
                    } else {
                        rec(out, &xs[i * sub..(i + 1) * sub], &shape[1..], one);
                    }
                }
            }
            out.push_str(" )");
        }
        let mut out = String::new();
        rec(&mut out, &xs, shape, &one);
        Ok(out)
    }

    fn exec_contract(&mut self, op: Op) -> Result<Vec<RtVal>, Diagnostic> {
        use crate::ir::vector::ContractSum;
        let ctx = self.ctx;
        let operands = ctx.operands(op).to_vec();
        let e = ctx.elem_or_self(ctx.value_type(operands[2]));
        let float = ctx.ty(e).is_float();
        let vals: Vec<Vec<RtVal>> = operands.iter().map(|v| elems(self.get(*v))).collect();
        let mut acc = vals[2].clone();
        let (mul, add) = if float {
            (OpKind::ArithMulF, OpKind::ArithAddF)
        } else {
            (OpKind::ArithMulI, OpKind::ArithAddI)
        };
        let comb = combining_op(crate::ir::vector::combining_kind(ctx, op), float);
        for c in crate::ir::vector::contraction_plan(ctx, op) {
            let mut products = Vec::with_capacity(c.terms.len());
            for (l, r) in &c.terms {
                let (l, r) = (vals[0][*l].clone(), vals[1][*r].clone());
                let (x, y) = if c.swapped { (r, l) } else { (l, r) };
                products.push(self.combine(op, mul, e, x, y)?);
            }
            acc[c.acc] = match c.sum {
                ContractSum::Chain => {
                    let mut a = acc[c.acc].clone();
                    for p in products {
                        a = self.combine(op, comb, e, a, p)?;
                    }
                    a
                }
                ContractSum::Dot => {
                    let mut ps = products.into_iter();
                    let mut s = match (self.float_zero(e), ps.next()) {
                        (Some(zero), Some(p)) => self.combine(op, add, e, zero, p)?,
                        (None, Some(p)) => p,
                        (_, None) => return Err(self.error(op, "empty contraction")),
                    };
                    for p in ps {
                        s = self.combine(op, add, e, s, p)?;
                    }
                    self.combine(op, add, e, s, acc[c.acc].clone())?
                }
            };
        }
        Ok(vec![self.mk(ctx.value_type(ctx.result(op, 0)), acc)])
    }

    /// maskedload/store, expandload/compressstore, gather/scatter: one lane at a time.
    fn exec_masked(&mut self, op: Op, kind: VectorOp) -> Result<Vec<RtVal>, Diagnostic> {
        use VectorOp::*;
        let ctx = self.ctx;
        let operands = ctx.operands(op).to_vec();
        let n = operands.len();
        let d = self.desc(operands[0]);
        let e = self.elem_of(op, ctx.value_type(operands[0]))?;
        let gather = matches!(kind, VectorGather | VectorScatter);
        let idx_end = if gather { n - 3 } else { n - 2 };
        let idx: Vec<i64> = operands[1..idx_end].iter().map(|v| self.int(*v)).collect();
        let offsets = if gather {
            elems(self.get(operands[n - 3]))
        } else {
            Vec::new()
        };
        if shape_of(ctx, ctx.value_type(operands[n - 2])).len() != 1 {
            return Err(self.error(
                op,
                "masked vector memory ops on n-D vectors are not supported",
            ));
        }
        let mask = elems(self.get(operands[n - 2]));
        let last = elems(self.get(operands[n - 1]));
        let at = |off: i64| -> Vec<i64> {
            let mut ix = idx.clone();
            if let Some(l) = ix.last_mut() {
                *l += off;
            }
            ix
        };
        let mut out = Vec::with_capacity(mask.len());
        let mut next = 0i64;
        for (lane, m) in mask.iter().enumerate() {
            let on = matches!(m, RtVal::Int(x) if x & 1 == 1);
            let off = match kind {
                VectorExpandLoad | VectorCompressStore => next,
                VectorGather | VectorScatter => match &offsets[lane] {
                    RtVal::Int(x) => *x,
                    _ => 0,
                },
                _ => lane as i64,
            };
            match kind {
                VectorMaskedLoad | VectorExpandLoad | VectorGather => {
                    if on {
                        out.push(self.mem.load(&d, &at(off), e).map_err(self.mem_err(op))?);
                    } else {
                        out.push(last[lane].clone());
                    }
                }
                _ => {
                    if on {
                        self.mem
                            .store(&d, &at(off), e, &last[lane])
                            .map_err(self.mem_err(op))?;
                    }
                }
            }
            if on {
                next += 1;
            }
        }
        if matches!(kind, VectorMaskedLoad | VectorExpandLoad | VectorGather) {
            return Ok(vec![RtVal::Vector(out)]);
        }
        Ok(vec![])
    }

    /// transfer_read/write: each lane's indices through the permutation map; a lane out of
    /// bounds on a dimension not declared in bounds, or masked off, reads the padding (or
    /// is not written).
    fn exec_transfer(&mut self, op: Op, kind: VectorOp) -> Result<Vec<RtVal>, Diagnostic> {
        let ctx = self.ctx;
        let read = kind == VectorOp::VectorTransferRead;
        let (src, idx_seg) = if read { (0, 1) } else { (1, 2) };
        let base = ctx.segment(op, src)[0];
        let d: MemDesc = self.desc(base);
        let e: Elem = self.elem_of(op, ctx.value_type(base))?;
        let idx: Vec<i64> = ctx
            .segment(op, idx_seg)
            .iter()
            .map(|v| self.int(*v))
            .collect();
        let Some(lanes) = crate::ir::vector::TransferLanes::of(ctx, op) else {
            return Err(self.error(op, "missing permutation_map"));
        };
        let mask = ctx.segment(op, 3).first().map(|m| elems(self.get(*m)));
        let pad = read.then(|| self.get(ctx.segment(op, 2)[0]));
        let vals = if read {
            Vec::new()
        } else {
            elems(self.get(ctx.segment(op, 0)[0]))
        };
        let mut out = Vec::with_capacity(lanes.count());
        // Lanes by index: a read has no values to walk.
        #[allow(clippy::needless_range_loop)]
        for k in 0..lanes.count() {
            let lane = lanes.lane(k);
            let mut ix = idx.clone();
            let mut inside = true;
            for (dd, off, checked) in lane.dims {
                ix[dd] += off as i64;
                if checked && (ix[dd] < 0 || ix[dd] >= d.sizes[dd]) {
                    inside = false;
                }
            }
            if let Some(m) = &mask {
                inside &= matches!(m.get(lane.mask), Some(RtVal::Int(x)) if x & 1 == 1);
            }
            if let Some(pad) = &pad {
                out.push(if inside {
                    self.mem.load(&d, &ix, e).map_err(self.mem_err(op))?
                } else {
                    pad.clone()
                });
            } else if inside {
                self.mem
                    .store(&d, &ix, e, &vals[k])
                    .map_err(self.mem_err(op))?;
            }
        }
        if read {
            return Ok(vec![self.mk(ctx.value_type(ctx.result(op, 0)), out)]);
        }
        Ok(vec![])
    }
}

/// The memref indices of every lane of a `vector.load`/`store` of shape `vshape` at `idx`:
/// the vector's dimensions run along the memref's innermost ones.
fn lane_indices(idx: &[i64], vshape: &[i64]) -> Vec<Vec<i64>> {
    let n: usize = vshape.iter().map(|d| *d as usize).product();
    let st = strides(vshape);
    let lead = idx.len().saturating_sub(vshape.len());
    (0..n)
        .map(|lane| {
            let mut ix = idx.to_vec();
            for k in 0..vshape.len() {
                let c = (lane / st[k]) % vshape[k] as usize;
                if let Some(x) = ix.get_mut(lead + k) {
                    *x += c as i64;
                }
            }
            ix
        })
        .collect()
}

fn bit_width(ctx: &crate::ir::Context, t: Type) -> u32 {
    match ctx.ty(t) {
        TypeData::Integer { width, .. } => *width,
        TypeData::Float(k) => k.width(),
        _ => 64,
    }
}

/// The bits of an element value (floats by their representation; f16/bf16 are held as bits).
fn raw_bits(v: &RtVal) -> u64 {
    match v {
        RtVal::Int(i) => *i as u64,
        RtVal::F32(f) => f.to_bits() as u64,
        RtVal::F64(f) => f.to_bits(),
        _ => 0,
    }
}

/// An element of type `t` from its bits.
fn from_bits(ctx: &crate::ir::Context, t: Type, b: u64) -> RtVal {
    match ctx.ty(t) {
        TypeData::Float(FloatKind::F32) => RtVal::F32(f32::from_bits(b as u32)),
        TypeData::Float(FloatKind::F64) => RtVal::F64(f64::from_bits(b)),
        // Narrow floats are held as their bits (f8 to tf32).
        TypeData::Float(k) => RtVal::Int((b & ((1u64 << k.width()) - 1)) as i64),
        TypeData::Integer { width, .. } => RtVal::Int(norm(b as i128, *width)),
        _ => RtVal::Int(b as i64),
    }
}
