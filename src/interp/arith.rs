//! arith and math: constants, `arith.select`, integer and float arithmetic, comparisons and
//! casts, and the math functions (computed in f32 or f64 as compiled code does).

use super::common::*;
use super::{Interp, RtVal};
use crate::diag::Diagnostic;
use crate::ir::{ArithOp, AttrData, FloatKind, IndexOp, MathOp, Op, OpKind, Type, TypeData};
use memref_jit_runtime::libm as lm;

/// A float of type `ty` from its bits: f32 and f64 as themselves, narrower floats as their
/// bits (as in memory), whatever their width (f8 to tf32).
fn float_value(ctx: &crate::ir::Context, ty: Type, bits: u64) -> RtVal {
    match ctx.ty(ty) {
        TypeData::Float(FloatKind::F32) => RtVal::F32(f32::from_bits(bits as u32)),
        TypeData::Float(FloatKind::F64) => RtVal::F64(f64::from_bits(bits)),
        TypeData::Float(k) => RtVal::Int((bits & ((1u64 << k.width()) - 1)) as i64),
        _ => RtVal::Int(bits as i64),
    }
}

impl Interp<'_> {
    /// `arith.constant`.
    fn exec_constant(&mut self, op: Op) -> Result<Vec<RtVal>, Diagnostic> {
        let ctx = self.ctx;
        let one = |v: RtVal| Ok(vec![v]);
        let a = ctx.get_attr(op, "value").unwrap();
        match ctx.attr(a) {
            AttrData::Integer { value, ty } => one(RtVal::Int(norm(*value, width_of(ctx, *ty)))),
            AttrData::Float { bits, ty } => one(float_value(ctx, *ty, *bits)),
            AttrData::DenseElements { ty, values }
                if matches!(ctx.ty(*ty), TypeData::Vector { .. }) =>
            {
                let e = ctx.elem_or_self(*ty);
                let n = crate::ir::vector::numel(ctx, *ty);
                let one_elem = |v: &crate::ir::DenseValue| match (v, ctx.ty(e)) {
                    (crate::ir::DenseValue::Int(i), _) => {
                        Ok(RtVal::Int(norm(*i, width_of(ctx, e))))
                    }
                    (crate::ir::DenseValue::Float(b), _) => Ok(float_value(ctx, e, *b)),
                    _ => Err(self.error(op, "complex vector constants are not supported")),
                };
                let elems: Vec<RtVal> = if values.len() == 1 {
                    vec![one_elem(&values[0])?; n]
                } else {
                    values.iter().map(one_elem).collect::<Result<_, _>>()?
                };
                one(RtVal::Vector(elems))
            }
            AttrData::DenseElements { ty, values }
                if matches!(ctx.ty(*ty), TypeData::Tensor { .. }) =>
            {
                one(self.tensor_constant(op, *ty, values)?)
            }
            _ => Err(self.error(op, "this constant is not supported")),
        }
    }

    /// `arith.select`.
    fn exec_select(&mut self, op: Op) -> Result<Vec<RtVal>, Diagnostic> {
        let ctx = self.ctx;
        let one = |v: RtVal| Ok(vec![v]);
        // A vector condition picks per element.
        if let RtVal::Vector(c) = self.get(ctx.operand(op, 0)) {
            let pick = |v: RtVal| super::vector::elems(v);
            let (a, b) = (
                pick(self.get(ctx.operand(op, 1))),
                pick(self.get(ctx.operand(op, 2))),
            );
            let e = c
                .iter()
                .enumerate()
                .map(|(i, c)| {
                    if matches!(c, RtVal::Int(x) if x & 1 == 1) {
                        a[i].clone()
                    } else {
                        b[i].clone()
                    }
                })
                .collect();
            return one(RtVal::Vector(e));
        }
        // A tensor condition picks per element, into a new tensor.
        if let RtVal::Tensor(c) = self.get(ctx.operand(op, 0)) {
            let (a, b) = (
                self.tensor_val(op, ctx.operand(op, 1))?,
                self.tensor_val(op, ctx.operand(op, 2))?,
            );
            if a.shape != c.shape || b.shape != c.shape {
                return Err(self.error(op, "arith.select on tensors of different shapes"));
            }
            let elems = c
                .elems
                .iter()
                .enumerate()
                .map(|(i, c)| {
                    if matches!(c, RtVal::Int(x) if x & 1 == 1) {
                        a.elems[i].clone()
                    } else {
                        b.elems[i].clone()
                    }
                })
                .collect();
            return one(RtVal::Tensor(std::sync::Arc::new(
                crate::values::TensorVal {
                    shape: c.shape.clone(),
                    elems,
                },
            )));
        }
        let c = self.int(ctx.operand(op, 0)) != 0;
        one(self.get(ctx.operand(op, if c { 1 } else { 2 })))
    }

    // Kept out of `exec` (as `exec_index`): its frame is on every level of a recursion.
    #[inline(never)]
    pub(super) fn exec_arith(&mut self, op: Op, kind: ArithOp) -> Result<Vec<RtVal>, Diagnostic> {
        use ArithOp::*;
        if let Some(why) = crate::ir::ops::memref_cast_unsupported(self.ctx, op) {
            return Err(self.error(op, why));
        }
        match kind {
            ArithConstant => {
                // Scalable vectors are made by constants (or vector ops, checked there) only:
                // no other op sees one, so the check is not on every op's path.
                self.fixed_size_only(op)?;
                self.check_simple(op, false)?;
                self.exec_constant(op)
            }
            ArithSelect => {
                self.check_simple(op, false)?;
                self.exec_select(op)
            }
            // Bit patterns of any float type pass through unchanged.
            ArithBitcast => {
                self.check_simple(op, false)?;
                self.exec_scalar(op)
            }
            ArithAddI | ArithSubI | ArithMulI | ArithDivSI | ArithDivUI | ArithRemSI
            | ArithRemUI | ArithCeilDivSI | ArithCeilDivUI | ArithFloorDivSI | ArithAndI
            | ArithOrI | ArithXOrI | ArithShLI | ArithShRSI | ArithShRUI | ArithMaxSI
            | ArithMaxUI | ArithMinSI | ArithMinUI | ArithAddF | ArithSubF | ArithMulF
            | ArithDivF | ArithRemF | ArithMaximumF | ArithMinimumF | ArithMaxNumF
            | ArithMinNumF | ArithNegF | ArithCmpI | ArithCmpF | ArithIndexCast
            | ArithIndexCastUI | ArithExtSI | ArithExtUI | ArithTruncI | ArithSIToFP
            | ArithUIToFP | ArithFPToSI | ArithFPToUI | ArithExtF | ArithTruncF
            | ArithMulUIExtended | ArithMulSIExtended | ArithAddUIExtended => {
                self.check_simple(op, false)?;
                self.exec_scalar(op)
            }
        }
    }

    /// The math functions, computed in f32 or f64 as compiled code does.
    // Kept out of `exec`: its frame is on every level of a recursion the program makes.
    #[inline(never)]
    pub(super) fn exec_math(&mut self, op: Op, kind: MathOp) -> Result<Vec<RtVal>, Diagnostic> {
        use MathOp::*;
        match kind {
            MathSqrt | MathRsqrt | MathExp | MathLog | MathSin | MathCos | MathTanh | MathAbsF
            | MathAbsI | MathPowF | MathAtan2 | MathFma | MathFloor | MathCeil | MathCopySign
            | MathAcos | MathAcosh | MathAsin | MathAsinh | MathAtan | MathAtanh | MathCbrt
            | MathCosh | MathErf | MathErfc | MathExp2 | MathExpM1 | MathLog10 | MathLog1p
            | MathLog2 | MathRound | MathRoundEven | MathSinh | MathTan | MathTrunc | MathCtlz
            | MathCttz | MathCtPop | MathIsNaN | MathIsInf | MathIsFinite | MathIsNormal
            | MathIPowI | MathFPowI | MathSinCos | MathClampF => {
                self.check_simple(op, false)?;
                self.exec_scalar(op)
            }
        }
    }

    /// The index dialect: arith's integer ops on `index` (64 bits here), `index.sizeof` 64.
    // Kept out of `exec`: its frame is on every level of a recursion the program makes.
    #[inline(never)]
    pub(super) fn exec_index(&mut self, op: Op, kind: IndexOp) -> Result<Vec<RtVal>, Diagnostic> {
        use IndexOp::*;
        let same = match kind {
            IndexConstant | IndexBoolConstant => {
                self.check_simple(op, false)?;
                return self.exec_constant(op);
            }
            IndexSizeOf => return Ok(vec![RtVal::Int(64)]),
            IndexAdd => OpKind::ArithAddI,
            IndexSub => OpKind::ArithSubI,
            IndexMul => OpKind::ArithMulI,
            IndexDivS => OpKind::ArithDivSI,
            IndexDivU => OpKind::ArithDivUI,
            IndexCeilDivS => OpKind::ArithCeilDivSI,
            IndexCeilDivU => OpKind::ArithCeilDivUI,
            IndexFloorDivS => OpKind::ArithFloorDivSI,
            IndexRemS => OpKind::ArithRemSI,
            IndexRemU => OpKind::ArithRemUI,
            IndexMaxS => OpKind::ArithMaxSI,
            IndexMaxU => OpKind::ArithMaxUI,
            IndexMinS => OpKind::ArithMinSI,
            IndexMinU => OpKind::ArithMinUI,
            IndexShl => OpKind::ArithShLI,
            IndexShrS => OpKind::ArithShRSI,
            IndexShrU => OpKind::ArithShRUI,
            IndexAnd => OpKind::ArithAndI,
            IndexOr => OpKind::ArithOrI,
            IndexXOr => OpKind::ArithXOrI,
            IndexCmp => OpKind::ArithCmpI,
            // Sign- or zero-extends, or truncates, as arith.index_cast(ui) do.
            IndexCastS => OpKind::ArithIndexCast,
            IndexCastU => OpKind::ArithIndexCastUI,
        };
        self.check_simple(op, true)?;
        self.exec_scalar_as(op, same)
    }

    /// The arithmetic of arith's and math's scalar ops, by kind and operand type.
    fn exec_scalar(&mut self, op: Op) -> Result<Vec<RtVal>, Diagnostic> {
        self.exec_scalar_as(op, self.ctx.kind(op))
    }

    /// [`Self::exec_scalar`] computing `op` as the op `kind` does (the index dialect's ops are
    /// arith's on `index`).
    #[inline(never)]
    fn exec_scalar_as(&mut self, op: Op, kind: OpKind) -> Result<Vec<RtVal>, Diagnostic> {
        let ctx = self.ctx;
        let args: Vec<RtVal> = ctx.operands(op).iter().map(|v| self.get(*v)).collect();
        let t = ctx.value_type(ctx.operand(op, 0));
        let rtype = ctx.value_type(ctx.result(op, 0));
        let lanes = |v: &RtVal| match v {
            RtVal::Vector(e) => Some(e.len()),
            _ => None,
        };
        // Tensors compute element by element too, into a new tensor of the same shape.
        let shape = args.iter().find_map(|a| match a {
            RtVal::Tensor(x) => Some(x.shape.clone()),
            _ => None,
        });
        if let Some(shape) = shape {
            let elem = |ty: Type| ctx.ty(ty).elem().unwrap_or(ty);
            let (te, re) = (elem(t), elem(rtype));
            let mut outs: Vec<Vec<RtVal>> = Vec::new();
            let n = args
                .iter()
                .find_map(|a| match a {
                    RtVal::Tensor(x) => Some(x.elems.len()),
                    _ => None,
                })
                .unwrap_or(0);
            if args
                .iter()
                .any(|a| matches!(a, RtVal::Tensor(x) if x.shape != shape))
            {
                return Err(self.error(op, "elementwise operands of different shapes"));
            }
            for i in 0..n {
                let lane: Vec<RtVal> = args
                    .iter()
                    .map(|a| match a {
                        RtVal::Tensor(x) => x.elems[i].clone(),
                        other => other.clone(),
                    })
                    .collect();
                let r = self.scalar_elems(op, kind, &lane, te, re)?;
                outs.resize(r.len(), Vec::new());
                for (o, x) in outs.iter_mut().zip(r) {
                    o.push(x);
                }
            }
            if outs.is_empty() {
                outs = vec![Vec::new(); ctx.results(op).len()];
            }
            return Ok(outs
                .into_iter()
                .map(|elems| {
                    RtVal::Tensor(std::sync::Arc::new(crate::values::TensorVal {
                        shape: shape.clone(),
                        elems,
                    }))
                })
                .collect());
        }
        // Vectors compute element by element; every operand has the result's shape except
        // `arith.select`'s scalar condition (handled by the caller).
        let Some(n) = args.iter().find_map(lanes) else {
            return self.scalar_elems(op, kind, &args, t, rtype);
        };
        let (te, re) = (ctx.elem_or_self(t), ctx.elem_or_self(rtype));
        let mut outs: Vec<Vec<RtVal>> = Vec::new();
        for i in 0..n {
            let lane: Vec<RtVal> = args
                .iter()
                .map(|a| match a {
                    RtVal::Vector(e) => e[i].clone(),
                    other => other.clone(),
                })
                .collect();
            let r = self.scalar_elems(op, kind, &lane, te, re)?;
            outs.resize(r.len(), Vec::new());
            for (o, x) in outs.iter_mut().zip(r) {
                o.push(x);
            }
        }
        Ok(outs.into_iter().map(RtVal::Vector).collect())
    }

    /// [`Self::exec_scalar_as`] on scalar arguments `args` of type `t` (operand 0) giving
    /// results of type `rtype`.
    // Out of line: vector ops call it too, and its frame must stay off the recursion path.
    #[inline(never)]
    pub(super) fn scalar_elems(
        &self,
        op: Op,
        kind: OpKind,
        args: &[RtVal],
        t: Type,
        rtype: Type,
    ) -> Result<Vec<RtVal>, Diagnostic> {
        let ctx = self.ctx;
        let narrow = |ty: Type| match ctx.ty(ty) {
            TypeData::Float(k) if k.format().is_some() => Some(*k),
            _ => None,
        };
        let (nt, nr) = (narrow(t), narrow(rtype));
        if (nt.is_none() && nr.is_none()) || kind == OpKind::ArithBitcast {
            return self.scalar_elems_native(op, kind, args, t, rtype);
        }
        // Narrow floats (held as their bits) compute in f64 and round once to the result's
        // format: exact for +, -, *, remf, comparisons and min/max; a quotient is rounded
        // twice harmlessly (53 >= 2p + 2 for every narrow format).
        let widen = |v: &RtVal, k: Option<FloatKind>| match (v, k) {
            (RtVal::Int(b), Some(k)) => RtVal::F64(crate::ir::float::to_f64(*b as u64, k)),
            (RtVal::F32(x), _) => RtVal::F64(f64::from(*x)),
            _ => v.clone(),
        };
        let to_result = |v: RtVal| match (v, ctx.ty(rtype), nr) {
            (RtVal::F64(x), TypeData::Float(FloatKind::F32), _) => RtVal::F32(x as f32),
            (RtVal::F64(x), _, Some(k)) => RtVal::Int(crate::ir::float::f64_to_small(x, k) as i64),
            (RtVal::F32(x), _, Some(k)) => {
                RtVal::Int(crate::ir::float::f64_to_small(f64::from(x), k) as i64)
            }
            (v, _, _) => v,
        };
        if let (Some(k), crate::ir::DialectOp::Math(_)) = (nt, kind.dialect_op()) {
            return self.narrow_math(op, kind, args, k);
        }
        match kind {
            // Rounded once from the exact value.
            OpKind::ArithExtF | OpKind::ArithTruncF => {
                return Ok(vec![to_result(widen(&args[0], nt))]);
            }
            OpKind::ArithSIToFP | OpKind::ArithUIToFP => {
                let k = nr.unwrap_or(FloatKind::F64);
                let w = width_of(ctx, t);
                let x = match args.first() {
                    Some(RtVal::Int(i)) => *i,
                    _ => 0,
                };
                let v = if kind == OpKind::ArithUIToFP {
                    as_unsigned(x, w) as i128
                } else if w == 1 {
                    -((x & 1) as i128)
                } else {
                    x as i128
                };
                let r = crate::ir::float::int_to_float(v, k);
                return Ok(vec![
                    RtVal::Int(crate::ir::float::f64_to_small(r, k) as i64),
                ]);
            }
            _ => {}
        }
        // Every other op computes on the widened operands as on f64 (`scalar_elems_native`
        // reads the types only for integer widths and the f32 result case).
        let mut wide: Vec<RtVal> = args.iter().map(|a| widen(a, nt)).collect();
        // LLVM cannot convert the f8/f6/f4/tf32 kinds; upstream runs them through its APFloat
        // wrappers, whose fptosi/fptoui round to nearest even (measured with mlir-runner:
        // 1.5 -> 2, 2.5 -> 2, -1.75 -> -2) where LLVM's truncate (f16, bf16).
        if matches!(kind, OpKind::ArithFPToSI | OpKind::ArithFPToUI)
            && !matches!(nt, Some(FloatKind::F16 | FloatKind::BF16))
        {
            if let Some(RtVal::F64(x)) = wide.first_mut() {
                *x = x.round_ties_even();
            }
        }
        let out = self.scalar_elems_native(op, kind, &wide, t, rtype)?;
        Ok(out.into_iter().map(to_result).collect())
    }

    fn scalar_elems_native(
        &self,
        op: Op,
        kind: OpKind,
        args: &[RtVal],
        t: Type,
        rtype: Type,
    ) -> Result<Vec<RtVal>, Diagnostic> {
        use OpKind::*;
        let ctx = self.ctx;
        let is_float_t = ctx.ty(t).is_float();
        let int_of = |v: &RtVal| match v {
            RtVal::Int(i) => *i,
            _ => 0,
        };
        let w = width_of(ctx, t);
        let rw = width_of(ctx, rtype);
        // i1 is held as 0/1; as a signless integer it is signed, so true reads as -1 (unsigned
        // uses go through `as_unsigned`, which maps it back to 1).
        let iv = |i: usize| {
            let v = int_of(&args[i]);
            if w == 1 {
                -(v & 1)
            } else {
                v
            }
        };
        let fv = |i: usize| match args[i].clone() {
            RtVal::F32(x) => x as f64,
            RtVal::F64(x) => x,
            _ => f64::NAN,
        };
        // f32 arithmetic is done in f32 so that results round as in compiled code.
        let f32_bin = |f: fn(f32, f32) -> f32| -> Option<RtVal> {
            match (args[0].clone(), args[1].clone()) {
                (RtVal::F32(a), RtVal::F32(b)) => Some(RtVal::F32(f(a, b))),
                _ => None,
            }
        };
        let f64_bin = |f: fn(f64, f64) -> f64| RtVal::F64(f(fv(0), fv(1)));
        let fbin = |g: fn(f32, f32) -> f32, h: fn(f64, f64) -> f64| {
            f32_bin(g).unwrap_or_else(|| f64_bin(h))
        };
        let int = |v: i128| RtVal::Int(norm(v, rw));
        let div0 = || Err(self.error(op, "integer division by zero"));
        let r = match kind {
            ArithAddI => int(iv(0) as i128 + iv(1) as i128),
            ArithSubI => int(iv(0) as i128 - iv(1) as i128),
            ArithMulI => int(iv(0) as i128 * iv(1) as i128),
            ArithDivSI | ArithRemSI | ArithCeilDivSI | ArithFloorDivSI => {
                let (a, b) = (iv(0) as i128, iv(1) as i128);
                if b == 0 {
                    return div0();
                }
                let min = if w >= 64 {
                    i64::MIN as i128
                } else {
                    -(1i128 << (w - 1))
                };
                // i1: -1 / -1 is 1, truncated to true (LLVM computes i1 division in a
                // wider register: no overflow), as upstream's Arith/divide test expects.
                if a == min && b == -1 && kind != ArithRemSI && !(w == 1 && kind == ArithDivSI) {
                    return Err(self.error(op, "signed integer division overflow"));
                }
                int(match kind {
                    ArithDivSI => a / b,
                    ArithRemSI => a % b,
                    ArithCeilDivSI => {
                        let q = a / b;
                        if (a % b != 0) && ((a < 0) == (b < 0)) {
                            q + 1
                        } else {
                            q
                        }
                    }
                    _ => a.div_euclid(b) - i128::from(b < 0 && a.rem_euclid(b) != 0),
                })
            }
            ArithDivUI | ArithRemUI | ArithCeilDivUI => {
                let (a, b) = (as_unsigned(iv(0), w) as u128, as_unsigned(iv(1), w) as u128);
                if b == 0 {
                    return div0();
                }
                int(match kind {
                    ArithDivUI => a / b,
                    ArithRemUI => a % b,
                    _ => a.div_ceil(b),
                } as i128)
            }
            ArithAndI => int((iv(0) & iv(1)) as i128),
            ArithOrI => int((iv(0) | iv(1)) as i128),
            ArithXOrI => int((iv(0) ^ iv(1)) as i128),
            ArithShLI | ArithShRSI | ArithShRUI => {
                let s = as_unsigned(iv(1), w);
                if s >= w as u64 {
                    return Err(self.error(
                        op,
                        format!("shift amount {s} is not less than the bit width {w}"),
                    ));
                }
                match kind {
                    ArithShLI => int((iv(0) as i128) << s),
                    ArithShRSI => int((iv(0) as i128) >> s),
                    _ => int((as_unsigned(iv(0), w) >> s) as i128),
                }
            }
            ArithMaxSI => int(iv(0).max(iv(1)) as i128),
            ArithMinSI => int(iv(0).min(iv(1)) as i128),
            ArithMaxUI => int(as_unsigned(iv(0), w).max(as_unsigned(iv(1), w)) as i128),
            ArithMinUI => int(as_unsigned(iv(0), w).min(as_unsigned(iv(1), w)) as i128),
            ArithAddF => fbin(|a, b| a + b, |a, b| a + b),
            ArithSubF => fbin(|a, b| a - b, |a, b| a - b),
            ArithMulF => fbin(|a, b| a * b, |a, b| a * b),
            ArithDivF => fbin(|a, b| a / b, |a, b| a / b),
            ArithRemF => fbin(|a, b| a % b, |a, b| a % b),
            // APFloat's rules, as upstream's constant folds compute them (the JIT agrees):
            // maximum/minimum give the first NaN operand, quieted; maxnum/minnum the other
            // operand (the second when both are NaN); -0 orders below +0.
            ArithMaximumF => fbin(|a, b| a.ieee_maximum(b), |a, b| a.ieee_maximum(b)),
            ArithMinimumF => fbin(|a, b| a.ieee_minimum(b), |a, b| a.ieee_minimum(b)),
            ArithMaxNumF => fbin(|a, b| a.ieee_maxnum(b), |a, b| a.ieee_maxnum(b)),
            ArithMinNumF => fbin(|a, b| a.ieee_minnum(b), |a, b| a.ieee_minnum(b)),
            ArithNegF => match args[0].clone() {
                RtVal::F32(x) => RtVal::F32(-x),
                _ => RtVal::F64(-fv(0)),
            },
            ArithCmpI => {
                let p = crate::ir::ops::int_cmp_predicate(ctx, op).unwrap_or(0);
                let (a, b) = (iv(0), iv(1));
                let (ua, ub) = (as_unsigned(a, w), as_unsigned(b, w));
                RtVal::Int(i64::from(crate::ir::attrs::cmpi_holds(
                    p,
                    a.into(),
                    b.into(),
                    ua.into(),
                    ub.into(),
                )))
            }
            ArithCmpF => {
                let p = match ctx.attr(ctx.get_attr(op, "predicate").unwrap()) {
                    AttrData::Integer { value, .. } => *value,
                    _ => 0,
                };
                RtVal::Int(i64::from(crate::ir::attrs::cmpf_holds(p, fv(0), fv(1))))
            }
            ArithIndexCast | ArithExtSI | ArithTruncI => int(iv(0) as i128),
            ArithIndexCastUI | ArithExtUI => int(as_unsigned(iv(0), w) as i128),
            // Straight to the result type: through f64 a 64-bit integer would round twice.
            ArithSIToFP => match ctx.ty(rtype) {
                TypeData::Float(FloatKind::F32) => RtVal::F32(iv(0) as f32),
                _ => RtVal::F64(iv(0) as f64),
            },
            ArithUIToFP => match ctx.ty(rtype) {
                TypeData::Float(FloatKind::F32) => RtVal::F32(as_unsigned(iv(0), w) as f32),
                _ => RtVal::F64(as_unsigned(iv(0), w) as f64),
            },
            ArithFPToSI | ArithFPToUI => {
                let x = match args[0].clone() {
                    RtVal::F32(x) => f64::from(x),
                    _ => fv(0),
                };
                int(crate::ir::float::fp_to_int(x, rw, kind == ArithFPToSI))
            }
            ArithExtF => RtVal::F64(fv(0)),
            ArithTruncF => RtVal::F32(fv(0) as f32),
            ArithBitcast => match (args[0].clone(), ctx.ty(rtype)) {
                (RtVal::F32(x), _) => int(x.to_bits() as i32 as i128),
                (RtVal::F64(x), _) => int(x.to_bits() as i64 as i128),
                (RtVal::Int(x), TypeData::Float(FloatKind::F32)) => {
                    RtVal::F32(f32::from_bits(x as u32))
                }
                (RtVal::Int(x), TypeData::Float(FloatKind::F64)) => {
                    RtVal::F64(f64::from_bits(x as u64))
                }
                (RtVal::Int(x), _) => int(x as i128),
                _ => return Err(self.error(op, "unsupported bitcast")),
            },
            ArithMulUIExtended | ArithMulSIExtended | ArithAddUIExtended => {
                let (a, b) = if kind == ArithMulSIExtended {
                    (iv(0) as i128, iv(1) as i128)
                } else {
                    (as_unsigned(iv(0), w) as i128, as_unsigned(iv(1), w) as i128)
                };
                if kind == ArithAddUIExtended {
                    let s = a + b;
                    let lo = norm(s, w);
                    let overflow = as_unsigned(lo, w) as i128 != s;
                    return Ok(vec![RtVal::Int(lo), RtVal::Int(overflow as i64)]);
                }
                let p = a * b;
                return Ok(vec![RtVal::Int(norm(p, w)), RtVal::Int(norm(p >> w, w))]);
            }
            MathAbsI => int((iv(0) as i128).abs()),
            // LLVM's ctlz/cttz with zero not poison (as MathToLLVM emits them): 0 gives the width.
            MathCtlz | MathCttz | MathCtPop => {
                let u = as_unsigned(iv(0), w);
                let n = match kind {
                    MathCtlz => u.leading_zeros() - (64 - w.min(64)),
                    MathCttz => u.trailing_zeros().min(w),
                    _ => u.count_ones(),
                };
                int(i128::from(n))
            }
            MathIPowI => {
                // As upstream's `--convert-math-to-funcs` outlines it (the fold computes the same).
                if iv(1) < 0 && iv(0) == 0 {
                    return div0();
                }
                int(i128::from(lm::mj_ipowi(iv(0), iv(1), i64::from(w))))
            }
            MathIsNaN | MathIsInf | MathIsFinite | MathIsNormal | MathFPowI | MathSinCos
            | MathClampF | MathSqrt | MathRsqrt | MathExp | MathLog | MathSin | MathCos
            | MathTanh | MathAbsF | MathPowF | MathAtan2 | MathFma | MathFloor | MathCeil
            | MathCopySign | MathAcos | MathAcosh | MathAsin | MathAsinh | MathAtan | MathAtanh
            | MathCbrt | MathCosh | MathErf | MathErfc | MathExp2 | MathExpM1 | MathLog10
            | MathLog1p | MathLog2 | MathRound | MathRoundEven | MathSinh | MathTan | MathTrunc
                if is_float_t =>
            {
                let _ = self.float_kind(op, t)?;
                return self.float_math(op, kind, args);
            }
            _ => {
                return Err(self.error(
                    op,
                    format!(
                        "the interpreter does not support '{}' on this type",
                        kind.name()
                    ),
                ))
            }
        };
        Ok(vec![r])
    }
}

impl Interp<'_> {
    /// A math op on narrow floats of kind `k` (held as their bits), by the rule of
    /// `ir::float::narrow_math`.
    #[inline(never)]
    fn narrow_math(
        &self,
        op: Op,
        kind: OpKind,
        args: &[RtVal],
        k: FloatKind,
    ) -> Result<Vec<RtVal>, Diagnostic> {
        use crate::ir::float::{narrow_math, NarrowMath};
        use memref_jit_runtime::minifloat as mf;
        let Some(f) = k.format() else {
            return Err(self.error(op, "not a narrow float"));
        };
        let bits = |v: &RtVal| match v {
            RtVal::Int(b) => *b as u64,
            _ => 0,
        };
        let val = |v: &RtVal| mf::to_f64(bits(v), f);
        let round = |x: f64| RtVal::Int(crate::ir::float::f64_to_small(x, k) as i64);
        let f32s = |v: RtVal| match v {
            RtVal::F32(x) => f64::from(x),
            _ => f64::NAN,
        };
        // One f32 math op on narrow values, its result rounded to the format.
        let via_f32 = |kind: OpKind, xs: &[RtVal]| -> Result<Vec<RtVal>, Diagnostic> {
            let wide: Vec<RtVal> = xs
                .iter()
                .enumerate()
                .map(|(i, a)| match (kind, i) {
                    // fpowi's exponent is an integer.
                    (OpKind::MathFPowI, 1) => a.clone(),
                    _ => RtVal::F32(val(a) as f32),
                })
                .collect();
            let out = self.float_math(op, kind, &wide)?;
            Ok(out.into_iter().map(|r| round(f32s(r))).collect())
        };
        let one = |v: RtVal| Ok(vec![v]);
        match narrow_math(self.ctx, op, kind, k) {
            NarrowMath::Abs => one(RtVal::Int(mf::abs(bits(&args[0]), f) as i64)),
            NarrowMath::Class(which) => {
                one(RtVal::Int(i64::from(mf::class(bits(&args[0]), f, which))))
            }
            NarrowMath::Fma => {
                let r = mf::math_fma(bits(&args[0]), bits(&args[1]), bits(&args[2]), f);
                one(RtVal::Int(r.unwrap_or(0) as i64))
            }
            NarrowMath::ViaF32 => via_f32(kind, args),
            NarrowMath::CopySignBits => {
                let sign = 1u64 << (f.width - 1);
                let r = (bits(&args[0]) & !sign) | (bits(&args[1]) & sign);
                one(RtVal::Int(r as i64))
            }
            NarrowMath::PowiInType(n) => one(RtVal::Int(
                mf::powi_in_format(bits(&args[0]), n, f).unwrap_or(0) as i64,
            )),
            NarrowMath::StepsInType => {
                // Each step of MathToLLVM's expansion rounded to the format.
                let x = &args[0];
                match kind {
                    OpKind::MathRsqrt => {
                        let s = via_f32(OpKind::MathSqrt, std::slice::from_ref(x))?;
                        one(round(1.0 / val(&s[0])))
                    }
                    OpKind::MathExpM1 => {
                        let e = via_f32(OpKind::MathExp, std::slice::from_ref(x))?;
                        one(round(val(&e[0]) - 1.0))
                    }
                    _ => {
                        let y = round(1.0 + val(x));
                        via_f32(OpKind::MathLog, &[y])
                    }
                }
            }
        }
    }

    /// The math dialect's float ops on f32 (computed in f32, as compiled code does) or f64
    /// operands (`args`; fpowi's exponent an integer).
    #[inline(never)]
    fn float_math(&self, op: Op, kind: OpKind, args: &[RtVal]) -> Result<Vec<RtVal>, Diagnostic> {
        use OpKind::*;
        let ctx = self.ctx;
        let int_of = |v: &RtVal| match v {
            RtVal::Int(i) => *i,
            _ => 0,
        };
        let fv = |i: usize| match args[i].clone() {
            RtVal::F32(x) => x as f64,
            RtVal::F64(x) => x,
            _ => f64::NAN,
        };
        let f32_bin = |f: fn(f32, f32) -> f32| -> Option<RtVal> {
            match (args[0].clone(), args[1].clone()) {
                (RtVal::F32(a), RtVal::F32(b)) => Some(RtVal::F32(f(a, b))),
                _ => None,
            }
        };
        let f64_bin = |f: fn(f64, f64) -> f64| RtVal::F64(f(fv(0), fv(1)));
        let fbin = |g: fn(f32, f32) -> f32, h: fn(f64, f64) -> f64| {
            f32_bin(g).unwrap_or_else(|| f64_bin(h))
        };
        let r = match kind {
            MathIsNaN | MathIsInf | MathIsFinite | MathIsNormal => {
                let x = fv(0);
                // Classes are the same in f64 as in f32 except normal: f32's subnormals are
                // normal f64s.
                let b = match (kind, args[0].clone()) {
                    (MathIsNaN, _) => x.is_nan(),
                    (MathIsInf, _) => x.is_infinite(),
                    (MathIsFinite, _) => x.is_finite(),
                    (_, RtVal::F32(y)) => y.is_normal(),
                    _ => x.is_normal(),
                };
                RtVal::Int(i64::from(b))
            }
            MathFPowI => {
                let et = ctx.elem_or_self(ctx.value_type(ctx.operand(op, 1)));
                let ew = width_of(ctx, et);
                let n = int_of(&args[1]);
                let n = if ew == 1 { -(n & 1) } else { n };
                match args[0].clone() {
                    RtVal::F32(x) => RtVal::F32(lm::mj_powif(x, n)),
                    _ => RtVal::F64(lm::mj_powi(fv(0), n)),
                }
            }
            MathSinCos => {
                return Ok(match args[0].clone() {
                    RtVal::F32(x) => vec![RtVal::F32(x.sin()), RtVal::F32(x.cos())],
                    _ => vec![RtVal::F64(fv(0).sin()), RtVal::F64(fv(0).cos())],
                });
            }
            MathClampF => {
                // Upstream's `--math-expand-ops`: maximumf(minimumf(value, min), max).
                match (&args[0], &args[1], &args[2]) {
                    (RtVal::F32(x), RtVal::F32(lo), RtVal::F32(hi)) => {
                        RtVal::F32(x.ieee_minimum(*lo).ieee_maximum(*hi))
                    }
                    _ => RtVal::F64(fv(0).ieee_minimum(fv(1)).ieee_maximum(fv(2))),
                }
            }
            MathSqrt | MathRsqrt | MathExp | MathLog | MathSin | MathCos | MathTanh | MathAbsF
            | MathPowF | MathAtan2 | MathFma | MathFloor | MathCeil | MathCopySign | MathAcos
            | MathAcosh | MathAsin | MathAsinh | MathAtan | MathAtanh | MathCbrt | MathCosh
            | MathErf | MathErfc | MathExp2 | MathExpM1 | MathLog10 | MathLog1p | MathLog2
            | MathRound | MathRoundEven | MathSinh | MathTan | MathTrunc => {
                let f32_un = |g: fn(f32) -> f32| match args[0].clone() {
                    RtVal::F32(x) => Some(RtVal::F32(g(x))),
                    _ => None,
                };
                let un = |g: fn(f32) -> f32, h: fn(f64) -> f64| {
                    f32_un(g).unwrap_or_else(|| RtVal::F64(h(fv(0))))
                };
                match kind {
                    MathSqrt => un(f32::sqrt, f64::sqrt),
                    MathRsqrt => un(|x| 1.0 / x.sqrt(), |x| 1.0 / x.sqrt()),
                    MathExp => un(f32::exp, f64::exp),
                    MathLog => un(f32::ln, f64::ln),
                    MathSin => un(f32::sin, f64::sin),
                    MathCos => un(f32::cos, f64::cos),
                    MathTanh => un(f32::tanh, f64::tanh),
                    MathAbsF => un(f32::abs, f64::abs),
                    MathFloor => un(f32::floor, f64::floor),
                    MathCeil => un(f32::ceil, f64::ceil),
                    MathPowF => fbin(f32::powf, f64::powf),
                    MathAtan2 => fbin(f32::atan2, f64::atan2),
                    MathCopySign => fbin(f32::copysign, f64::copysign),
                    MathAcos => un(|x| lm::mj_acosf(x), |x| lm::mj_acos(x)),
                    MathAcosh => un(|x| lm::mj_acoshf(x), |x| lm::mj_acosh(x)),
                    MathAsin => un(|x| lm::mj_asinf(x), |x| lm::mj_asin(x)),
                    MathAsinh => un(|x| lm::mj_asinhf(x), |x| lm::mj_asinh(x)),
                    MathAtan => un(|x| lm::mj_atanf(x), |x| lm::mj_atan(x)),
                    MathAtanh => un(|x| lm::mj_atanhf(x), |x| lm::mj_atanh(x)),
                    MathCbrt => un(|x| lm::mj_cbrtf(x), |x| lm::mj_cbrt(x)),
                    MathCosh => un(|x| lm::mj_coshf(x), |x| lm::mj_cosh(x)),
                    MathSinh => un(|x| lm::mj_sinhf(x), |x| lm::mj_sinh(x)),
                    MathTan => un(|x| lm::mj_tanf(x), |x| lm::mj_tan(x)),
                    MathErf => un(|x| lm::mj_erff(x), |x| lm::mj_erf(x)),
                    MathErfc => un(|x| lm::mj_erfcf(x), |x| lm::mj_erfc(x)),
                    MathExp2 => un(|x| lm::mj_exp2f(x), |x| lm::mj_exp2(x)),
                    MathLog10 => un(|x| lm::mj_log10f(x), |x| lm::mj_log10(x)),
                    MathLog2 => un(|x| lm::mj_log2f(x), |x| lm::mj_log2(x)),
                    // MathToLLVM's expansions: exp(x) - 1 and log(1 + x), not libm's.
                    MathExpM1 => un(|x| x.exp() - 1.0, |x| x.exp() - 1.0),
                    MathLog1p => un(|x| (1.0 + x).ln(), |x| (1.0 + x).ln()),
                    MathRound => un(f32::round, f64::round),
                    // roundss/roundsd (and libm's roundeven) quiet a signaling NaN.
                    MathRoundEven => un(
                        |x| match x.is_nan() {
                            true => f32::from_bits(x.to_bits() | 1 << 22),
                            false => x.round_ties_even(),
                        },
                        |x| match x.is_nan() {
                            true => f64::from_bits(x.to_bits() | 1 << 51),
                            false => x.round_ties_even(),
                        },
                    ),
                    // As roundss/roundsd do, a signaling NaN comes out quiet.
                    MathTrunc => un(
                        |x| match x.is_nan() {
                            true => f32::from_bits(x.to_bits() | 1 << 22),
                            false => x.trunc(),
                        },
                        |x| match x.is_nan() {
                            true => f64::from_bits(x.to_bits() | 1 << 51),
                            false => x.trunc(),
                        },
                    ),
                    MathFma => match (args[0].clone(), args[1].clone(), args[2].clone()) {
                        (RtVal::F32(a), RtVal::F32(b), RtVal::F32(c)) => {
                            RtVal::F32(a.mul_add(b, c))
                        }
                        _ => RtVal::F64(fv(0).mul_add(
                            fv(1),
                            match args[2].clone() {
                                RtVal::F64(x) => x,
                                _ => f64::NAN,
                            },
                        )),
                    },
                    _ => unreachable!("listed above"),
                }
            }
            _ => {
                return Err(self.error(
                    op,
                    format!("the interpreter does not support '{}'", kind.name()),
                ))
            }
        };
        Ok(vec![r])
    }
}

/// What `memref.atomic_rmw` of kind `kind` stores, from the `old` element and the operand
/// `val` of width `w` (integers) — each kind as the arith op of its name computes; `None` for
/// an element type the interpreter does not compute on (f16/bf16).
pub(super) fn atomic_rmw_combine(kind: &str, old: &RtVal, val: &RtVal, w: u32) -> Option<RtVal> {
    if kind == "assign" {
        return Some(val.clone());
    }
    match (old, val) {
        (RtVal::Int(a), RtVal::Int(b)) => {
            // i1 is held as 0/1; signed, true reads as -1.
            let s = |v: i64| if w == 1 { -(v & 1) } else { v } as i128;
            let u = |v: i64| as_unsigned(v, w) as i128;
            let r = match kind {
                "addi" => s(*a) + s(*b),
                "muli" => s(*a) * s(*b),
                "andi" => (*a & *b) as i128,
                "ori" => (*a | *b) as i128,
                "xori" => (*a ^ *b) as i128,
                "maxs" => s(*a).max(s(*b)),
                "mins" => s(*a).min(s(*b)),
                "maxu" => u(*a).max(u(*b)),
                "minu" => u(*a).min(u(*b)),
                _ => return None,
            };
            Some(RtVal::Int(norm(r, w)))
        }
        (RtVal::F32(a), RtVal::F32(b)) => float_combine(kind, *a, *b).map(RtVal::F32),
        (RtVal::F64(a), RtVal::F64(b)) => float_combine(kind, *a, *b).map(RtVal::F64),
        _ => None,
    }
}

/// A float combining step (`addf`, `mulf`, the min/max kinds) in the operands' own type.
fn float_combine<T>(kind: &str, a: T, b: T) -> Option<T>
where
    T: FloatExt + std::ops::Add<Output = T> + std::ops::Mul<Output = T>,
{
    Some(match kind {
        "addf" => a + b,
        "mulf" => a * b,
        "maximumf" => a.ieee_maximum(b),
        "minimumf" => a.ieee_minimum(b),
        "maxnumf" => a.ieee_maxnum(b),
        "minnumf" => a.ieee_minnum(b),
        _ => return None,
    })
}

/// IEEE 754-2019 maximum/minimum and 2008 maxNum/minNum as LLVM's APFloat computes them.
trait FloatExt: Copy {
    fn quiet(self) -> Self;
    fn is_nan_(self) -> bool;
    fn ordered_max(self, o: Self) -> Self;
    fn ordered_min(self, o: Self) -> Self;
    fn ieee_maximum(self, o: Self) -> Self {
        if self.is_nan_() {
            self.quiet()
        } else if o.is_nan_() {
            o.quiet()
        } else {
            self.ordered_max(o)
        }
    }
    fn ieee_minimum(self, o: Self) -> Self {
        if self.is_nan_() {
            self.quiet()
        } else if o.is_nan_() {
            o.quiet()
        } else {
            self.ordered_min(o)
        }
    }
    fn ieee_maxnum(self, o: Self) -> Self {
        if self.is_nan_() {
            o
        } else if o.is_nan_() {
            self
        } else {
            self.ordered_max(o)
        }
    }
    fn ieee_minnum(self, o: Self) -> Self {
        if self.is_nan_() {
            o
        } else if o.is_nan_() {
            self
        } else {
            self.ordered_min(o)
        }
    }
}
macro_rules! float_ext {
    ($t:ty, $quiet:expr) => {
        impl FloatExt for $t {
            fn quiet(self) -> $t {
                <$t>::from_bits(self.to_bits() | $quiet)
            }
            fn is_nan_(self) -> bool {
                self.is_nan()
            }
            /// Not NaN: -0 orders below +0.
            fn ordered_max(self, o: $t) -> $t {
                if self == o {
                    if self.is_sign_negative() {
                        o
                    } else {
                        self
                    }
                } else if self > o {
                    self
                } else {
                    o
                }
            }
            fn ordered_min(self, o: $t) -> $t {
                if self == o {
                    if self.is_sign_negative() {
                        self
                    } else {
                        o
                    }
                } else if self < o {
                    self
                } else {
                    o
                }
            }
        }
    };
}
float_ext!(f32, 0x0040_0000);
float_ext!(f64, 0x0008_0000_0000_0000);
