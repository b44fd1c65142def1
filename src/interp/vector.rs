//! vector: element lists. Data movement follows the shared plans of `ir::vector`; arithmetic
//! combines elements with arith's scalar semantics; memory ops read and write element by
//! element through the checked accessors (so a lane out of bounds is reported, as a scalar
//! access is).

use super::common::*;
use super::memory::Elem;
use super::{Interp, MemDesc, RtVal};
use crate::diag::Diagnostic;
use crate::ir::vector::{numel, plan, positions, shape_of, strides};
use crate::ir::{AttrData, DialectOp, FloatKind, Op, OpKind, Type, TypeData, VectorEnum, VectorOp};
use memref_jit_runtime::format::{format_f32, format_f64};

/// The elements of a vector value (a scalar is one).
pub(crate) fn elems(v: RtVal) -> Vec<RtVal> {
    match v {
        RtVal::Vector(e) => e,
        other => vec![other],
    }
}

/// Whether a mask lane is on.
fn lane_on(m: &RtVal) -> bool {
    matches!(m, RtVal::Int(x) if x & 1 == 1)
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
            VectorReduction => self.exec_reduction(op, None),
            VectorMultiReduction => self.exec_multi_reduction(op, None),
            VectorOuterProduct => self.exec_outer_product(op, None),
            VectorContract => self.exec_contract(op, None),
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
            | VectorGather | VectorScatter => self.exec_masked(op, kind, None),
            VectorTransferRead | VectorTransferWrite => self.exec_transfer(op, kind, None),
            VectorMask => self.exec_mask(op),
            // Run by `exec_mask`, which reads its operands.
            VectorYield => Err(self.unsupported_op(op)),
            VectorScan => self.exec_scan(op),
            // The same buffer seen as a memref of vectors (upstream's lowering: offset 0, the
            // result type's static sizes and identity strides).
            VectorTypeCast => {
                let d = self.desc(operands[0]);
                let shape = ctx.ty(rt(0)).shape().unwrap_or(&[]).to_vec();
                let st = strides(&shape).into_iter().map(|s| s as i64).collect();
                Ok(vec![RtVal::Mem(MemDesc {
                    allocated: d.allocated,
                    aligned: d.aligned,
                    offset: 0,
                    sizes: shape,
                    strides: st,
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

    /// `vector.reduction`; under `vector.mask` (`mask`, one element per lane) as upstream
    /// lowers it (`ir::vector::masked_reduction`).
    fn exec_reduction(&mut self, op: Op, mask: Option<&[RtVal]>) -> Result<Vec<RtVal>, Diagnostic> {
        let ctx = self.ctx;
        let operands = ctx.operands(op);
        let e = ctx.elem_or_self(ctx.value_type(operands[0]));
        let kind = crate::ir::vector::combining_kind(ctx, op);
        let float = ctx.ty(e).is_float();
        let k = combining_op(kind, float);
        let mut xs = elems(self.get(operands[0]));
        let acc = operands.get(1).map(|a| self.get(*a));
        if let Some(m) = mask {
            let (replace, neutral) = crate::ir::vector::masked_reduction(kind);
            let n = self.neutral(op, neutral, e)?;
            if replace {
                for (x, on) in xs.iter_mut().zip(m) {
                    if !lane_on(on) {
                        *x = n.clone();
                    }
                }
            } else {
                let mut r = acc.unwrap_or(n);
                for (x, on) in xs.into_iter().zip(m) {
                    if lane_on(on) {
                        r = self.combine(op, k, e, r, x)?;
                    }
                }
                return Ok(vec![r]);
            }
        }
        let mut xs = xs.into_iter();
        // Upstream starts a float sum without accumulator at +0.0 (so -0.0 lanes sum to +0.0).
        let mut acc = match acc {
            Some(a) => a,
            None if float && kind == 0 => self.neutral(op, crate::ir::vector::Neutral::Zero, e)?,
            None => match xs.next() {
                Some(x) => x,
                None => return Err(self.error(op, "reduction of an empty vector")),
            },
        };
        for x in xs {
            acc = self.combine(op, k, e, acc, x)?;
        }
        Ok(vec![acc])
    }

    /// A masked reduction's neutral value of element type `e`.
    fn neutral(&self, op: Op, n: crate::ir::vector::Neutral, e: Type) -> Result<RtVal, Diagnostic> {
        let ctx = self.ctx;
        let bad = || self.error(op, "combining kind not valid for the element type");
        Ok(match ctx.ty(e) {
            TypeData::Float(k) => {
                let bits = n.float_bits(*k).ok_or_else(bad)?;
                match k {
                    FloatKind::F32 => RtVal::F32(f32::from_bits(bits as u32)),
                    FloatKind::F64 => RtVal::F64(f64::from_bits(bits)),
                    _ => RtVal::Int(bits as i64),
                }
            }
            _ => {
                let w = match ctx.ty(e) {
                    TypeData::Integer { width, .. } => *width,
                    _ => 64,
                };
                RtVal::Int(norm(n.int_value(w).ok_or_else(bad)?, w))
            }
        })
    }

    /// `vector.multi_reduction`; under `vector.mask`, masked-off elements are left out (upstream
    /// reduces row by row with selects).
    fn exec_multi_reduction(
        &mut self,
        op: Op,
        mask: Option<&[RtVal]>,
    ) -> Result<Vec<RtVal>, Diagnostic> {
        let ctx = self.ctx;
        let operands = ctx.operands(op);
        let st = ctx.value_type(operands[0]);
        let e = ctx.elem_or_self(st);
        let k = combining_op(
            crate::ir::vector::combining_kind(ctx, op),
            ctx.ty(e).is_float(),
        );
        let mut acc = elems(self.get(operands[1]));
        let src = elems(self.get(operands[0]));
        let targets = crate::ir::vector::reduction_targets(ctx, op);
        for (i, (x, j)) in src.into_iter().zip(targets).enumerate() {
            if mask.is_some_and(|m| !lane_on(&m[i])) {
                continue;
            }
            acc[j] = self.combine(op, k, e, acc[j].clone(), x)?;
        }
        Ok(vec![self.mk(ctx.value_type(ctx.result(op, 0)), acc)])
    }

    /// `vector.outerproduct`; under `vector.mask` with an accumulator, masked-off elements
    /// are the accumulator's (upstream lowers the mask to a select; without an accumulator it
    /// has none).
    fn exec_outer_product(
        &mut self,
        op: Op,
        mask: Option<&[RtVal]>,
    ) -> Result<Vec<RtVal>, Diagnostic> {
        let ctx = self.ctx;
        let operands = ctx.operands(op);
        let e = ctx.elem_or_self(ctx.value_type(ctx.result(op, 0)));
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
                    (Some(a), _) if mask.is_some_and(|m| !lane_on(&m[n])) => a[n].clone(),
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

    /// `vector.mask`: its op run under the mask (and passthru); an empty one yields its
    /// values, a passthru's lanes where the mask is off (upstream canonicalizes it to
    /// `arith.select`).
    fn exec_mask(&mut self, op: Op) -> Result<Vec<RtVal>, Diagnostic> {
        let ctx = self.ctx;
        let operands = ctx.operands(op).to_vec();
        let Some(block) = ctx.entry_block(ctx.regions(op)[0]) else {
            return Err(self.error(op, "cannot execute an empty region"));
        };
        let ops: Vec<Op> = ctx.block_ops(block).collect();
        let (Some(&term), true) = (ops.last(), ops.len() <= 2) else {
            return Err(self.error(op, "expects only one operation to mask"));
        };
        let mask = elems(self.get(operands[0]));
        let passthru = operands.get(1).map(|v| elems(self.get(*v)));
        if ops.len() == 2 {
            use VectorOp::*;
            let inner = ops[0];
            if let Some((left, total)) = &mut self.budget {
                if *left == 0 {
                    let total = *total;
                    return Err(
                        self.error(inner, format!("execution budget of {total} ops exhausted"))
                    );
                }
                *left -= 1;
            }
            self.fixed_size_only(inner)?;
            let DialectOp::Vector(k) = ctx.kind(inner).dialect_op() else {
                return Err(self.unsupported_op(inner));
            };
            let vals = match k {
                VectorReduction => self.exec_reduction(inner, Some(&mask))?,
                VectorMultiReduction => self.exec_multi_reduction(inner, Some(&mask))?,
                VectorOuterProduct => self.exec_outer_product(inner, Some(&mask))?,
                VectorContract => self.exec_contract(inner, Some(&mask))?,
                VectorGather => self.exec_masked(inner, k, Some(&mask))?,
                VectorTransferRead | VectorTransferWrite => {
                    self.exec_transfer(inner, k, Some((&mask, passthru.as_deref())))?
                }
                _ => return Err(self.unsupported_op(inner)),
            };
            for (r, v) in ctx.results(inner).to_vec().into_iter().zip(vals) {
                self.set(r, v);
            }
            return Ok(self.operand_vals(term));
        }
        let mut vals = self.operand_vals(term);
        if let (Some(pt), Some(v)) = (passthru, vals.first_mut()) {
            let xs = elems(v.clone());
            if xs.len() == mask.len() && pt.len() == xs.len() {
                let out = xs
                    .into_iter()
                    .zip(pt)
                    .zip(&mask)
                    .map(|((x, p), m)| if lane_on(m) { x } else { p })
                    .collect();
                *v = RtVal::Vector(out);
            }
        }
        Ok(vals)
    }

    /// `vector.scan` as upstream lowers it (`ir::vector::scan_plan`): inclusive, each result
    /// is the previous one combined with the element (the first the element itself);
    /// exclusive, the first is the initial value and each next the previous result combined
    /// with the previous element. The second result is each row's last result.
    fn exec_scan(&mut self, op: Op) -> Result<Vec<RtVal>, Diagnostic> {
        let ctx = self.ctx;
        let operands = ctx.operands(op);
        let st = ctx.value_type(operands[0]);
        let e = ctx.elem_or_self(st);
        if ctx.elem_or_self(ctx.value_type(operands[1])) != e {
            return Err(self.error(
                op,
                "a scan whose initial value has another element type is not supported",
            ));
        }
        let k = combining_op(
            crate::ir::vector::combining_kind(ctx, op),
            ctx.ty(e).is_float(),
        );
        let src = elems(self.get(operands[0]));
        let init = elems(self.get(operands[1]));
        let plan = crate::ir::vector::scan_plan(ctx, op);
        let mut out = src.clone();
        let mut prev = init.clone();
        let mut last_in = init.clone();
        for (i, j, first) in plan.steps {
            let x = src[i].clone();
            let v = match (first, plan.inclusive) {
                (true, true) => x.clone(),
                (true, false) => init[j].clone(),
                (false, true) => self.combine(op, k, e, prev[j].clone(), x.clone())?,
                (false, false) => self.combine(op, k, e, prev[j].clone(), last_in[j].clone())?,
            };
            out[i] = v.clone();
            prev[j] = v;
            last_in[j] = x;
        }
        let at = ctx.value_type(ctx.result(op, 1));
        Ok(vec![RtVal::Vector(out), self.mk(at, prev)])
    }

    fn exec_contract(&mut self, op: Op, mask: Option<&[RtVal]>) -> Result<Vec<RtVal>, Diagnostic> {
        use crate::ir::vector::ContractSum;
        let ctx = self.ctx;
        let operands = ctx.operands(op).to_vec();
        let e = ctx.elem_or_self(ctx.value_type(operands[2]));
        if ctx.elem_or_self(ctx.value_type(operands[0])) != e {
            return Err(self.error(
                op,
                "a contraction whose operands have another element type than its accumulator \
                 is not supported",
            ));
        }
        let float = ctx.ty(e).is_float();
        let vals: Vec<Vec<RtVal>> = operands.iter().map(|v| elems(self.get(*v))).collect();
        let mut acc = vals[2].clone();
        let (mul, add) = if float {
            (OpKind::ArithMulF, OpKind::ArithAddF)
        } else {
            (OpKind::ArithMulI, OpKind::ArithAddI)
        };
        let comb = combining_op(crate::ir::vector::combining_kind(ctx, op), float);
        if let Some(mask) = mask {
            // Under a mask, every point of the iteration space in row-major order, the
            // masked-off ones left out.
            for (it, [l, r, j]) in crate::ir::vector::contraction(ctx, op)
                .into_iter()
                .enumerate()
            {
                if !lane_on(&mask[it]) {
                    continue;
                }
                let p = self.combine(op, mul, e, vals[0][l].clone(), vals[1][r].clone())?;
                acc[j] = self.combine(op, comb, e, acc[j].clone(), p)?;
            }
            return Ok(vec![self.mk(ctx.value_type(ctx.result(op, 0)), acc)]);
        }
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
    /// Under `vector.mask` (`over`: a gather's), the mask replaces the op's own and the
    /// pass-through is zero, as upstream's `--lower-vector-mask` rewrites it.
    fn exec_masked(
        &mut self,
        op: Op,
        kind: VectorOp,
        over: Option<&[RtVal]>,
    ) -> Result<Vec<RtVal>, Diagnostic> {
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
        let mut mask = elems(self.get(operands[n - 2]));
        let mut last = elems(self.get(operands[n - 1]));
        if let Some(m) = over {
            mask = m.to_vec();
            let e = ctx.elem_or_self(ctx.value_type(operands[n - 1]));
            let zero = self.neutral(op, crate::ir::vector::Neutral::Zero, e)?;
            last = vec![zero; last.len()];
        }
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
    ///
    /// Under `vector.mask` (`over`: its mask and passthru), its mask replaces the op's own (as
    /// upstream's `--lower-vector-mask`), and a read's masked-off lanes take the passthru's
    /// elements when there is one.
    fn exec_transfer(
        &mut self,
        op: Op,
        kind: VectorOp,
        over: Option<(&[RtVal], Option<&[RtVal]>)>,
    ) -> Result<Vec<RtVal>, Diagnostic> {
        let ctx = self.ctx;
        let read = kind == VectorOp::VectorTransferRead;
        if let Some(why) = crate::ir::vector::transfer_unsupported(ctx, op) {
            return Err(self.error(op, why));
        }
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
        let mask = match over {
            Some((m, _)) => Some(m.to_vec()),
            None => ctx.segment(op, 3).first().map(|m| elems(self.get(*m))),
        };
        let passthru = over.and_then(|(_, p)| p);
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
                let masked_off = mask.as_ref().is_some_and(
                    |m| !matches!(m.get(lane.mask), Some(RtVal::Int(x)) if x & 1 == 1),
                );
                if let (Some(pt), true) = (passthru, masked_off) {
                    out.push(pt[k].clone());
                    continue;
                }
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
