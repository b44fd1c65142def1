//! `arith.*` on scalars. An integer narrower than its Cranelift type (`i1` in an `i8`, `i24`
//! in an `i32`) is held zero-extended: results of wrapping ops are masked back to its width,
//! and signed ops see it sign-extended (`i1` true is -1).

use super::{scalar_type, FnLower, Parts};
use crate::diag::Diagnostic;
use crate::ir::{ArithOp, AttrData, IndexOp, Op, OpKind, Type, TypeData};
use cranelift_codegen::ir::{
    self, condcodes::FloatCC, condcodes::IntCC, immediates::Ieee32, immediates::Ieee64, types,
    InstBuilder,
};
use smallvec::smallvec;

fn int_width(ctx: &crate::ir::Context, t: Type) -> u32 {
    match ctx.ty(t) {
        TypeData::Integer { width, .. } => *width,
        _ => 64,
    }
}

/// `uextend` that is a no-op when the types already agree.
trait UextendOrSame {
    fn uextend_or_same(self, ty: ir::Type, v: ir::Value) -> ir::Value;
}

impl<'f> UextendOrSame for cranelift_frontend::FuncInstBuilder<'_, 'f> {
    fn uextend_or_same(self, ty: ir::Type, v: ir::Value) -> ir::Value {
        if ty == types::I8 {
            // icmp results are already i8.
            v
        } else {
            self.uextend(ty, v)
        }
    }
}

impl FnLower<'_, '_, '_> {
    /// maximumf/minimumf/maxnumf/minnumf of two floats with APFloat's rules, as upstream's
    /// constant folds and the interpreter compute them: maximum/minimum give the first NaN
    /// operand, quieted; maxnum/minnum the other operand (the second when both are NaN);
    /// otherwise Cranelift's fmax/fmin (-0 below +0).
    pub(super) fn float_min_max(&mut self, kind: ArithOp, x: ir::Value, y: ir::Value) -> ir::Value {
        let ty = self.b.func.dfg.value_type(x);
        let max = matches!(kind, ArithOp::ArithMaximumF | ArithOp::ArithMaxNumF);
        let m = if max {
            self.b.ins().fmax(x, y)
        } else {
            self.b.ins().fmin(x, y)
        };
        let xn = self.b.ins().fcmp(FloatCC::Unordered, x, x);
        let yn = self.b.ins().fcmp(FloatCC::Unordered, y, y);
        if matches!(kind, ArithOp::ArithMaxNumF | ArithOp::ArithMinNumF) {
            let r = self.b.ins().select(yn, x, m);
            return self.b.ins().select(xn, y, r);
        }
        let quiet = |s: &mut Self, v: ir::Value| {
            let (it, bit) = if ty == types::F32 {
                (types::I32, 0x0040_0000i64)
            } else {
                (types::I64, 0x0008_0000_0000_0000i64)
            };
            let b = s.b.ins().bitcast(it, ir::MemFlagsData::new(), v);
            let b = s.b.ins().bor_imm_s(b, bit);
            s.b.ins().bitcast(ty, ir::MemFlagsData::new(), b)
        };
        let (qx, qy) = (quiet(self, x), quiet(self, y));
        let r = self.b.ins().select(yn, qy, m);
        self.b.ins().select(xn, qx, r)
    }

    pub(super) fn lower_constant(&mut self, op: Op) -> Result<(), Diagnostic> {
        let ctx = self.m.ctx;
        let r = ctx.result(op, 0);
        let t = ctx.value_type(r);
        if self.is_tensor_type(t) {
            return self.lower_tensor_constant(op);
        }
        if let (TypeData::Vector { .. }, Some(AttrData::DenseElements { values, .. })) =
            (ctx.ty(t), ctx.get_attr(op, "value").map(|a| ctx.attr(a)))
        {
            // Fixed size only (a scalable vector has no parts).
            self.parts(op, t)?;
            let e = ctx.elem_or_self(t);
            let n = crate::ir::vector::numel(ctx, t);
            let Some(ct) = scalar_type(ctx, e) else {
                return Err(self.err(op, "constant of a type the JIT engine does not support"));
            };
            // A chunked vector that is not a splat: its chunks from the constant pool.
            if let Some((cty, chunks)) = super::packed(ctx, t).filter(|_| values.len() > 1) {
                let lane = cty.lane_type().bytes() as usize;
                let mut bytes = Vec::with_capacity(n * lane);
                for v in values.iter().take(n) {
                    let bits = match v {
                        crate::ir::DenseValue::Int(x) => *x as u64,
                        crate::ir::DenseValue::Float(b) => *b,
                        _ => return Err(self.unsupported(op)),
                    };
                    bytes.extend_from_slice(&bits.to_le_bytes()[..lane]);
                }
                let parts: Parts = bytes
                    .chunks(16)
                    .take(chunks as usize)
                    .map(|c| {
                        let k = self.b.func.dfg.constants.insert(c.to_vec().into());
                        self.b.ins().vconst(cty, k)
                    })
                    .collect();
                self.set(r, parts);
                return Ok(());
            }
            let mut parts = Parts::new();
            for i in 0..n {
                let v = values.get(if values.len() == 1 { 0 } else { i });
                let x = match v {
                    Some(crate::ir::DenseValue::Int(x)) => {
                        let w = int_width(ctx, e);
                        let x = if w < 64 { *x & ((1 << w) - 1) } else { *x };
                        self.iconst(ct, x as i64)
                    }
                    Some(crate::ir::DenseValue::Float(b)) if ct.is_int() => {
                        self.iconst(ct, *b as i64)
                    }
                    Some(crate::ir::DenseValue::Float(b)) if ct == types::F32 => {
                        self.b.ins().f32const(Ieee32::with_bits(*b as u32))
                    }
                    Some(crate::ir::DenseValue::Float(b)) => {
                        self.b.ins().f64const(Ieee64::with_bits(*b))
                    }
                    _ => return Err(self.unsupported(op)),
                };
                parts.push(x);
            }
            self.set_lanes(r, parts);
            return Ok(());
        }
        let Some(ct) = scalar_type(ctx, t) else {
            return Err(self.err(op, "constant of a type the JIT engine does not support"));
        };
        let v = match ctx.get_attr(op, "value").map(|a| ctx.attr(a)) {
            Some(AttrData::Integer { value, .. }) => {
                let w = int_width(ctx, t);
                let v = if w < 64 {
                    *value & ((1 << w) - 1)
                } else {
                    *value
                };
                self.iconst(ct, v as i64)
            }
            // f16/bf16: the attribute holds the 16 bits.
            Some(AttrData::Float { bits, .. }) if ct.is_int() => self.iconst(ct, *bits as i64),
            Some(AttrData::Float { bits, .. }) if ct == types::F32 => {
                self.b.ins().f32const(Ieee32::with_bits(*bits as u32))
            }
            Some(AttrData::Float { bits, .. }) => self.b.ins().f64const(Ieee64::with_bits(*bits)),
            _ => return Err(self.unsupported(op)),
        };
        self.set(r, smallvec![v]);
        Ok(())
    }

    /// `v`, a `width`-bit integer, as a signed value of its Cranelift type (`i1` true
    /// becomes -1).
    pub(super) fn signed(&mut self, v: ir::Value, width: u32) -> ir::Value {
        let bits = self.b.func.dfg.value_type(v).bits();
        if width == 1 {
            self.b.ins().ineg(v)
        } else if width < bits {
            let up = self.b.ins().ishl_imm_s(v, (bits - width) as i64);
            self.b.ins().sshr_imm_s(up, (bits - width) as i64)
        } else {
            v
        }
    }

    /// Masks a result back to `width` bits (zero-extended in its Cranelift type).
    pub(super) fn wrap(&mut self, v: ir::Value, width: u32) -> ir::Value {
        if width < self.b.func.dfg.value_type(v).bits() {
            self.b.ins().band_imm_s(v, ((1u64 << width) - 1) as i64)
        } else {
            v
        }
    }

    /// A shift amount of the width or more (poison in MLIR) ends the run with the
    /// interpreter's located error instead of shifting by the amount modulo the width, as the
    /// machine would. Constant amounts below the width need no check.
    fn check_shift(
        &mut self,
        op: Op,
        amount: crate::ir::Value,
        y: ir::Value,
        w: u32,
    ) -> Result<(), Diagnostic> {
        let ctx = self.m.ctx;
        if crate::ir::matchers::const_int(ctx, amount)
            .is_some_and(|c| (c as u128 & ((1u128 << w) - 1)) < w as u128)
        {
            return Ok(());
        }
        let bad = self
            .b
            .ins()
            .icmp_imm_s(IntCC::UnsignedGreaterThanOrEqual, y, w as i64);
        let id = self.m.fault(
            op,
            format!("shift amount {{u}} is not less than the bit width {w}"),
        );
        let raise = self.b.create_block();
        let cont = self.b.create_block();
        self.b.ins().brif(bad, raise, &[], cont, &[]);
        self.b.switch_to_block(raise);
        let idv = self.iconst(types::I32, id as i64);
        let wide = if self.b.func.dfg.value_type(y) == types::I64 {
            y
        } else {
            self.b.ins().uextend(types::I64, y)
        };
        self.call_rt(op, "mj_fault_value", &[idv, wide])?;
        self.unwind();
        self.b.switch_to_block(cont);
        Ok(())
    }

    /// Divisions: faults on a zero divisor (and on signed overflow) instead of trapping, and
    /// divides by 1 in that case so the code can run on to the report.
    fn division(
        &mut self,
        op: Op,
        kind: OpKind,
        x: ir::Value,
        y: ir::Value,
        w: u32,
    ) -> Result<ir::Value, Diagnostic> {
        let signed = matches!(
            kind,
            OpKind::ArithDivSI
                | OpKind::ArithRemSI
                | OpKind::ArithCeilDivSI
                | OpKind::ArithFloorDivSI
        );
        let (x, y) = if signed {
            (self.signed(x, w), self.signed(y, w))
        } else {
            (x, y)
        };
        let ty = self.b.func.dfg.value_type(x);
        let zero = self.b.ins().icmp_imm_s(IntCC::Equal, y, 0);
        let id = self.m.fault(op, "integer division by zero");
        self.fault_if(op, zero, id)?;
        let mut bad = zero;
        // i1: -1 / -1 is computed in the byte it lives in (1, then truncated to true), as
        // LLVM's promotion of i1 division computes it; no overflow on the target.
        if signed && !(w == 1 && kind == OpKind::ArithDivSI) {
            // The sign-extended minimum of the width (-1 for i1).
            let min = i64::MIN >> (64 - w.min(ty.bits()));
            let is_min = self.b.ins().icmp_imm_s(IntCC::Equal, x, min);
            let is_m1 = self.b.ins().icmp_imm_s(IntCC::Equal, y, -1);
            let ovf = self.b.ins().band(is_min, is_m1);
            // MIN / -1 overflows; MIN % -1 is 0 (computed below as MIN % 1).
            if kind != OpKind::ArithRemSI {
                let id = self.m.fault(op, "signed integer division overflow");
                self.fault_if(op, ovf, id)?;
            }
            bad = self.b.ins().bor(zero, ovf);
        }
        let one = self.iconst(ty, 1);
        let y = self.b.ins().select(bad, one, y);
        let r = match kind {
            OpKind::ArithDivSI => self.b.ins().sdiv(x, y),
            OpKind::ArithRemSI => self.b.ins().srem(x, y),
            OpKind::ArithDivUI => self.b.ins().udiv(x, y),
            OpKind::ArithRemUI => self.b.ins().urem(x, y),
            OpKind::ArithCeilDivUI => {
                // q + (r != 0)
                let q = self.b.ins().udiv(x, y);
                let r = self.b.ins().urem(x, y);
                let nz = self.b.ins().icmp_imm_s(IntCC::NotEqual, r, 0);
                let inc = self.b.ins().uextend_or_same(ty, nz);
                self.b.ins().iadd(q, inc)
            }
            _ => {
                // Round toward +inf (ceil) or -inf (floor) when the remainder is nonzero and
                // the signs agree (ceil) or differ (floor).
                let q = self.b.ins().sdiv(x, y);
                let r = self.b.ins().srem(x, y);
                let nz = self.b.ins().icmp_imm_s(IntCC::NotEqual, r, 0);
                let xn = self.b.ins().icmp_imm_s(IntCC::SignedLessThan, x, 0);
                let yn = self.b.ins().icmp_imm_s(IntCC::SignedLessThan, y, 0);
                let same = self.b.ins().icmp(IntCC::Equal, xn, yn);
                if kind == OpKind::ArithCeilDivSI {
                    let adj = self.b.ins().band(nz, same);
                    let inc = self.b.ins().uextend_or_same(ty, adj);
                    self.b.ins().iadd(q, inc)
                } else {
                    let diff = self.b.ins().bxor_imm_s(same, 1);
                    let adj = self.b.ins().band(nz, diff);
                    let dec = self.b.ins().uextend_or_same(ty, adj);
                    self.b.ins().isub(q, dec)
                }
            }
        };
        Ok(self.wrap(r, w))
    }

    pub(super) fn lower_arith(&mut self, op: Op, kind: ArithOp) -> Result<(), Diagnostic> {
        if let Some(why) = crate::ir::ops::memref_cast_unsupported(self.m.ctx, op) {
            return Err(self.err(op, why));
        }
        if kind != ArithOp::ArithConstant && self.lane_wise(op) {
            if let Some(f) = simd_op(kind, self.m.ctx, op) {
                if self.per_chunk(op, f) {
                    return Ok(());
                }
            }
            return self.lower_per_lane(op, |s, op| s.lower_arith_as(op, kind));
        }
        self.lower_arith_as(op, kind)
    }

    /// Lowers `op` as the arith op `kind` computes it (the index dialect's ops are arith's on
    /// `index`; `kind` is then the arith equivalent, not the op's own kind).
    fn lower_arith_as(&mut self, op: Op, kind: ArithOp) -> Result<(), Diagnostic> {
        use ArithOp::*;
        if kind == ArithConstant {
            return self.lower_constant(op);
        }
        let ctx = self.m.ctx;
        let operands = ctx.operands(op).to_vec();
        if matches!(
            kind,
            ArithAddUIExtended | ArithMulSIExtended | ArithMulUIExtended
        ) {
            return self.lower_extended(op);
        }
        if ctx.results(op).len() != 1 {
            return Err(self.unsupported(op));
        }
        // Narrow floats (held as their bits) compute in f64 through the runtime's conversions
        // and round once to the result's format, as the interpreter does.
        let narrow_of = |v: crate::ir::Value| match ctx.ty(ctx.elem_or_self(ctx.value_type(v))) {
            TypeData::Float(k) => k.format().map(memref_jit_runtime::minifloat::code_of),
            _ => None,
        };
        let (narrow_in, narrow_out) = if matches!(kind, ArithSelect | ArithBitcast) {
            (None, None)
        } else {
            (narrow_of(operands[0]), narrow_of(ctx.result(op, 0)))
        };
        let res = ctx.result(op, 0);
        // Vector operands come here one lane at a time (`FnLower::lower_lanes`).
        let rt = ctx.elem_or_self(ctx.value_type(res));
        if kind == ArithSelect {
            let c = self.one(operands[0]);
            let (a, b) = (self.get(operands[1]).clone(), self.get(operands[2]).clone());
            let parts: Parts = a
                .iter()
                .zip(&b)
                .map(|(x, y)| self.b.ins().select(c, *x, *y))
                .collect();
            self.set(res, parts);
            return Ok(());
        }
        let in_t = ctx.elem_or_self(ctx.value_type(operands[0]));
        if scalar_type(ctx, in_t).is_none() || scalar_type(ctx, rt).is_none() {
            return Err(self.err(op, "operand type not supported by the JIT engine"));
        }
        let w = int_width(ctx, in_t);
        // Checked above: both are scalar types.
        let to = scalar_type(ctx, rt).unwrap_or(types::I64);
        let x = self.one(operands[0]);
        let y = operands.get(1).map(|v| self.one(*v));
        if narrow_in.is_some() || narrow_out.is_some() {
            return self.lower_narrow(op, kind, x, y, narrow_in, narrow_out, w, to);
        }
        let v = self.lower_arith_on(op, kind, x, y, to)?;
        self.set(res, smallvec![v]);
        Ok(())
    }

    /// The value of a one-result arith op on the lowered operands `x`, `y`; `to` is the
    /// result's Cranelift type (f64 for a narrow float result, see [`Self::lower_narrow`]).
    fn lower_arith_on(
        &mut self,
        op: Op,
        kind: ArithOp,
        x: ir::Value,
        y: Option<ir::Value>,
        to: ir::Type,
    ) -> Result<ir::Value, Diagnostic> {
        use ArithOp::*;
        let ctx = self.m.ctx;
        let operands = ctx.operands(op);
        let in_t = ctx.elem_or_self(ctx.value_type(operands[0]));
        let rt = ctx.elem_or_self(ctx.value_type(ctx.result(op, 0)));
        let w = int_width(ctx, in_t);
        let rw = int_width(ctx, rt);
        let i = self.b.ins();
        let v = match (kind, y) {
            (ArithAddI, Some(y)) => {
                let r = i.iadd(x, y);
                self.wrap(r, w)
            }
            (ArithSubI, Some(y)) => {
                let r = i.isub(x, y);
                self.wrap(r, w)
            }
            (ArithMulI, Some(y)) => {
                let r = i.imul(x, y);
                self.wrap(r, w)
            }
            (ArithAndI, Some(y)) => i.band(x, y),
            (ArithOrI, Some(y)) => i.bor(x, y),
            (ArithXOrI, Some(y)) => i.bxor(x, y),
            (ArithShLI, Some(y)) => {
                self.check_shift(op, operands[1], y, w)?;
                let r = self.b.ins().ishl(x, y);
                self.wrap(r, w)
            }
            (ArithShRUI, Some(y)) => {
                self.check_shift(op, operands[1], y, w)?;
                self.b.ins().ushr(x, y)
            }
            (ArithShRSI, Some(y)) => {
                self.check_shift(op, operands[1], y, w)?;
                let x = self.signed(x, w);
                let r = self.b.ins().sshr(x, y);
                self.wrap(r, w)
            }
            (
                ArithDivSI | ArithDivUI | ArithRemSI | ArithRemUI | ArithCeilDivSI | ArithCeilDivUI
                | ArithFloorDivSI,
                Some(y),
            ) => self.division(op, kind.into(), x, y, w)?,
            (ArithMaxSI | ArithMinSI, Some(y)) => {
                let (x, y) = (self.signed(x, w), self.signed(y, w));
                let r = if kind == ArithMaxSI {
                    self.b.ins().smax(x, y)
                } else {
                    self.b.ins().smin(x, y)
                };
                self.wrap(r, w)
            }
            (ArithMaxUI, Some(y)) => i.umax(x, y),
            (ArithMinUI, Some(y)) => i.umin(x, y),
            (ArithAddF, Some(y)) => i.fadd(x, y),
            (ArithSubF, Some(y)) => i.fsub(x, y),
            (ArithMulF, Some(y)) => i.fmul(x, y),
            (ArithDivF, Some(y)) => i.fdiv(x, y),
            (ArithMaximumF | ArithMinimumF | ArithMaxNumF | ArithMinNumF, Some(y)) => {
                self.float_min_max(kind, x, y)
            }
            (ArithNegF, None) => i.fneg(x),
            (ArithRemF, Some(y)) => {
                let name = if self.b.func.dfg.value_type(x) == types::F32 {
                    "mj_fmodf"
                } else {
                    "mj_fmod"
                };
                self.call_rt(op, name, &[x, y])?[0]
            }
            (ArithCmpI, Some(y)) => {
                let Some(p) = crate::ir::ops::int_cmp_predicate(ctx, op) else {
                    return Err(self.unsupported(op));
                };
                let cc = match p {
                    0 => IntCC::Equal,
                    1 => IntCC::NotEqual,
                    2 => IntCC::SignedLessThan,
                    3 => IntCC::SignedLessThanOrEqual,
                    4 => IntCC::SignedGreaterThan,
                    5 => IntCC::SignedGreaterThanOrEqual,
                    6 => IntCC::UnsignedLessThan,
                    7 => IntCC::UnsignedLessThanOrEqual,
                    8 => IntCC::UnsignedGreaterThan,
                    9 => IntCC::UnsignedGreaterThanOrEqual,
                    _ => return Err(self.unsupported(op)),
                };
                let (x, y) = if (2..=5).contains(&p) {
                    (self.signed(x, w), self.signed(y, w))
                } else {
                    (x, y)
                };
                self.b.ins().icmp(cc, x, y)
            }
            (ArithCmpF, Some(y)) => {
                let p = match ctx.get_attr(op, "predicate").map(|a| ctx.attr(a)) {
                    Some(AttrData::Integer { value, .. }) => *value,
                    _ => return Err(self.unsupported(op)),
                };
                let cc = match p {
                    0 => return Ok(self.iconst(types::I8, 0)),
                    15 => return Ok(self.iconst(types::I8, 1)),
                    1 => FloatCC::Equal,
                    2 => FloatCC::GreaterThan,
                    3 => FloatCC::GreaterThanOrEqual,
                    4 => FloatCC::LessThan,
                    5 => FloatCC::LessThanOrEqual,
                    6 => FloatCC::OrderedNotEqual,
                    7 => FloatCC::Ordered,
                    8 => FloatCC::UnorderedOrEqual,
                    9 => FloatCC::UnorderedOrGreaterThan,
                    10 => FloatCC::UnorderedOrGreaterThanOrEqual,
                    11 => FloatCC::UnorderedOrLessThan,
                    12 => FloatCC::UnorderedOrLessThanOrEqual,
                    13 => FloatCC::NotEqual,
                    14 => FloatCC::Unordered,
                    _ => return Err(self.unsupported(op)),
                };
                i.fcmp(cc, x, y)
            }
            (ArithIndexCast | ArithExtSI | ArithIndexCastUI | ArithExtUI | ArithTruncI, None) => {
                let from = self.b.func.dfg.value_type(x);
                let sign = matches!(kind, ArithIndexCast | ArithExtSI);
                let x = if sign { self.signed(x, w) } else { x };
                let r = if to.bits() > from.bits() {
                    if sign {
                        self.b.ins().sextend(to, x)
                    } else {
                        self.b.ins().uextend(to, x)
                    }
                } else if to.bits() < from.bits() {
                    self.b.ins().ireduce(to, x)
                } else {
                    x
                };
                self.wrap(r, rw)
            }
            (ArithSIToFP | ArithUIToFP, None) => {
                let from = self.b.func.dfg.value_type(x);
                let sign = kind == ArithSIToFP;
                let x = if sign { self.signed(x, w) } else { x };
                let x = if from.bits() < 32 {
                    if sign {
                        self.b.ins().sextend(types::I32, x)
                    } else {
                        self.b.ins().uextend(types::I32, x)
                    }
                } else {
                    x
                };
                if sign {
                    self.b.ins().fcvt_from_sint(to, x)
                } else {
                    self.b.ins().fcvt_from_uint(to, x)
                }
            }
            (ArithFPToSI | ArithFPToUI, None) => {
                // Out-of-range inputs are poison in MLIR: they give what upstream's code
                // gives (`ir::float::fp_to_int`, also the interpreter's), never a trap.
                let signed = kind == ArithFPToSI;
                if signed {
                    return Ok(self.fp_to_si(x, to, rw));
                }
                let xf = if self.b.func.dfg.value_type(x) == types::F32 {
                    self.b.ins().fpromote(types::F64, x)
                } else {
                    x
                };
                let t = self.b.ins().trunc(xf);
                let (wide, lo, hi, unsigned_conv, bad) = match (signed, rw) {
                    (false, 32) => (types::I32, 0.0, 4294967296.0, true, -1i64),
                    (false, 64) => (types::I64, 0.0, 18446744073709551616.0, true, -1),
                    (_, w) if w < 32 || (signed && w == 32) => (
                        types::I32,
                        -2147483648.0,
                        2147483648.0,
                        false,
                        i64::from(i32::MIN),
                    ),
                    _ => (
                        types::I64,
                        -9223372036854775808.0,
                        9223372036854775808.0,
                        false,
                        i64::MIN,
                    ),
                };
                let lo = self.b.ins().f64const(lo);
                let hi = self.b.ins().f64const(hi);
                let ge = self.b.ins().fcmp(FloatCC::GreaterThanOrEqual, t, lo);
                let lt = self.b.ins().fcmp(FloatCC::LessThan, t, hi);
                let within = self.b.ins().band(ge, lt);
                let v = if unsigned_conv {
                    self.b.ins().fcvt_to_uint_sat(wide, t)
                } else {
                    self.b.ins().fcvt_to_sint_sat(wide, t)
                };
                let bad = self.iconst(wide, bad);
                let r = self.b.ins().select(within, v, bad);
                self.fit_int(r, to, rw)
            }
            (ArithBitcast, None) => {
                let from = self.b.func.dfg.value_type(x);
                if to == from {
                    x
                } else if to.bits() == from.bits() && to.bits() >= 32 {
                    self.b.ins().bitcast(to, ir::MemFlagsData::new(), x)
                } else {
                    return Err(self.unsupported(op));
                }
            }
            (ArithExtF, None) => i.fpromote(types::F64, x),
            (ArithTruncF, None) => i.fdemote(types::F32, x),
            _ => return Err(self.unsupported(op)),
        };
        Ok(v)
    }

    /// A conversion's integer `r` (i32 or i64) brought to `to` (`rw` bits): truncated or
    /// sign-extended, then wrapped to the width.
    fn fit_int(&mut self, r: ir::Value, to: ir::Type, rw: u32) -> ir::Value {
        let wide = self.b.func.dfg.value_type(r);
        let r = if wide.bits() > to.bits() {
            self.b.ins().ireduce(to, r)
        } else if wide.bits() < to.bits() {
            self.b.ins().sextend(to, r)
        } else {
            r
        };
        self.wrap(r, rw)
    }

    /// `arith.fptosi` to `to` (`rw` bits) as upstream's x86 code computes it: `cvttsd2si`
    /// gives the truncated value, and the "integer indefinite" (the minimum of i32, or of i64
    /// past 32 bits) for NaN and out-of-range inputs, which are poison in MLIR. The saturating
    /// conversion already agrees below the range (it gives the minimum) and inside it, so only
    /// NaN and inputs at or above 2^31 (2^63) need the one unordered compare: no rounding, no
    /// widening of f32, no second compare.
    fn fp_to_si(&mut self, x: ir::Value, to: ir::Type, rw: u32) -> ir::Value {
        let from = self.b.func.dfg.value_type(x);
        let (wide, hi, bad) = if rw <= 32 {
            (types::I32, 2147483648.0, i64::from(i32::MIN))
        } else {
            (types::I64, 9223372036854775808.0, i64::MIN)
        };
        // 2^31 and 2^63 are exact in f32 as in f64.
        let hi = if from == types::F32 {
            self.b.ins().f32const(hi as f32)
        } else {
            self.b.ins().f64const(hi)
        };
        let v = self.b.ins().fcvt_to_sint_sat(wide, x);
        let out = self
            .b
            .ins()
            .fcmp(FloatCC::UnorderedOrGreaterThanOrEqual, x, hi);
        let bad = self.iconst(wide, bad);
        let r = self.b.ins().select(out, bad, v);
        self.fit_int(r, to, rw)
    }

    /// An arith op on narrow floats: operands widened to f64 (`mj_nf_to_f64`), the op
    /// computed on f64 by [`Self::lower_arith_on`], the result rounded once to its format
    /// (`mj_nf_from_f64`; integers through `mj_nf_from_int`).
    #[allow(clippy::too_many_arguments)]
    fn lower_narrow(
        &mut self,
        op: Op,
        kind: ArithOp,
        x: ir::Value,
        y: Option<ir::Value>,
        narrow_in: Option<u64>,
        narrow_out: Option<u64>,
        w: u32,
        to: ir::Type,
    ) -> Result<(), Diagnostic> {
        use ArithOp::*;
        let res = self.m.ctx.result(op, 0);
        let widen = |s: &mut Self, v: ir::Value| -> Result<ir::Value, Diagnostic> {
            match narrow_in {
                Some(code) => {
                    let b = s.b.ins().uextend_or_same(types::I64, v);
                    let c = s.iconst(types::I64, code as i64);
                    Ok(s.call_rt(op, "mj_nf_to_f64", &[b, c])?[0])
                }
                None if s.b.func.dfg.value_type(v) == types::F32 => {
                    Ok(s.b.ins().fpromote(types::F64, v))
                }
                None => Ok(v),
            }
        };
        let xw = widen(self, x)?;
        let yw = match y {
            Some(y) => Some(widen(self, y)?),
            None => None,
        };
        let v = match kind {
            ArithExtF | ArithTruncF => xw,
            // Upstream's APFloat wrappers round to nearest even here (see the interpreter's
            // `scalar_elems`); f16 and bf16 (codes 0, 1) truncate as LLVM's fptosi.
            ArithFPToSI | ArithFPToUI if narrow_in.is_some_and(|c| c > 1) => {
                let r = self.b.ins().nearest(xw);
                self.lower_arith_on(op, kind, r, None, to)?
            }
            ArithSIToFP | ArithUIToFP => {
                let Some(code) = narrow_out else {
                    return Err(self.unsupported(op));
                };
                let signed = kind == ArithSIToFP;
                let xi = if signed { self.signed(x, w) } else { x };
                let xi = if self.b.func.dfg.value_type(xi) == types::I64 {
                    xi
                } else if signed {
                    self.b.ins().sextend(types::I64, xi)
                } else {
                    self.b.ins().uextend(types::I64, xi)
                };
                let u = self.iconst(types::I64, i64::from(!signed));
                let c = self.iconst(types::I64, code as i64);
                let bits = self.call_rt(op, "mj_nf_from_int", &[xi, u, c])?[0];
                let r = if to == types::I64 {
                    bits
                } else {
                    self.b.ins().ireduce(to, bits)
                };
                self.set(res, smallvec![r]);
                return Ok(());
            }
            _ => {
                // The op on f64 operands, giving f64 for a float result.
                let out_t = if narrow_out.is_some() { types::F64 } else { to };
                self.lower_arith_on(op, kind, xw, yw, out_t)?
            }
        };
        let r = match narrow_out {
            Some(code) => {
                let c = self.iconst(types::I64, code as i64);
                let bits = self.call_rt(op, "mj_nf_from_f64", &[v, c])?[0];
                if to == types::I64 {
                    bits
                } else {
                    self.b.ins().ireduce(to, bits)
                }
            }
            None if to == types::F32 && self.b.func.dfg.value_type(v) == types::F64 => {
                self.b.ins().fdemote(types::F32, v)
            }
            None => v,
        };
        self.set(res, smallvec![r]);
        Ok(())
    }

    /// The index dialect: arith's integer ops on `index` (64 bits here), `index.sizeof` the
    /// constant 64.
    pub(super) fn lower_index(&mut self, op: Op, kind: IndexOp) -> Result<(), Diagnostic> {
        use IndexOp::*;
        let same = match kind {
            IndexConstant | IndexBoolConstant => return self.lower_constant(op),
            IndexSizeOf => {
                let v = self.iconst(types::I64, 64);
                self.set(self.m.ctx.result(op, 0), smallvec![v]);
                return Ok(());
            }
            IndexAdd => ArithOp::ArithAddI,
            IndexSub => ArithOp::ArithSubI,
            IndexMul => ArithOp::ArithMulI,
            IndexDivS => ArithOp::ArithDivSI,
            IndexDivU => ArithOp::ArithDivUI,
            IndexCeilDivS => ArithOp::ArithCeilDivSI,
            IndexCeilDivU => ArithOp::ArithCeilDivUI,
            IndexFloorDivS => ArithOp::ArithFloorDivSI,
            IndexRemS => ArithOp::ArithRemSI,
            IndexRemU => ArithOp::ArithRemUI,
            IndexMaxS => ArithOp::ArithMaxSI,
            IndexMaxU => ArithOp::ArithMaxUI,
            IndexMinS => ArithOp::ArithMinSI,
            IndexMinU => ArithOp::ArithMinUI,
            IndexShl => ArithOp::ArithShLI,
            IndexShrS => ArithOp::ArithShRSI,
            IndexShrU => ArithOp::ArithShRUI,
            IndexAnd => ArithOp::ArithAndI,
            IndexOr => ArithOp::ArithOrI,
            IndexXOr => ArithOp::ArithXOrI,
            IndexCmp => ArithOp::ArithCmpI,
            // Sign- or zero-extends, or truncates, as arith.index_cast(ui) do.
            IndexCastS => ArithOp::ArithIndexCast,
            IndexCastU => ArithOp::ArithIndexCastUI,
        };
        self.lower_arith_as(op, same)
    }

    /// `arith.addui_extended` (sum, carry) and `arith.mul[su]i_extended` (low, high halves).
    fn lower_extended(&mut self, op: Op) -> Result<(), Diagnostic> {
        let ctx = self.m.ctx;
        let kind = ctx.kind(op);
        let ops = ctx.operands(op).to_vec();
        let w = int_width(ctx, ctx.elem_or_self(ctx.value_type(ops[0])));
        if scalar_type(ctx, ctx.elem_or_self(ctx.value_type(ops[0]))).is_none() {
            return Err(self.unsupported(op));
        }
        let (x, y) = (self.one(ops[0]), self.one(ops[1]));
        let bits = self.b.func.dfg.value_type(x).bits();
        let (a, b) = match kind {
            // i1 is a 0/1 byte: the sum is the xor with carry the and; products of {0, 1}
            // (unsigned) or {0, -1} (signed) are 0 or 1, so the low bit is the and and the
            // high bit is 0.
            OpKind::ArithAddUIExtended if w == 1 => {
                (self.b.ins().bxor(x, y), self.b.ins().band(x, y))
            }
            _ if w == 1 => (self.b.ins().band(x, y), self.iconst(types::I8, 0)),
            // Narrower than its Cranelift type: the sum of two zero-extended values fits, and
            // the carry is the bit above the width.
            OpKind::ArithAddUIExtended if w < bits => {
                let sum = self.b.ins().iadd(x, y);
                let c = self.b.ins().ushr_imm_s(sum, w as i64);
                let c = if bits > 8 {
                    self.b.ins().ireduce(types::I8, c)
                } else {
                    c
                };
                (self.wrap(sum, w), c)
            }
            _ if w < bits => {
                let signed = kind == OpKind::ArithMulSIExtended;
                self.narrow_mul_extended(x, y, w, signed)
            }
            OpKind::ArithAddUIExtended => {
                let sum = self.b.ins().iadd(x, y);
                // Unsigned overflow iff the wrapped sum is below an operand.
                let carry = self.b.ins().icmp(IntCC::UnsignedLessThan, sum, x);
                (sum, carry)
            }
            OpKind::ArithMulSIExtended => (self.b.ins().imul(x, y), self.b.ins().smulhi(x, y)),
            _ => (self.b.ins().imul(x, y), self.b.ins().umulhi(x, y)),
        };
        let rs = ctx.results(op).to_vec();
        self.set(rs[0], smallvec![a]);
        self.set(rs[1], smallvec![b]);
        Ok(())
    }

    /// Low and high halves of the `2w`-bit product of two `w`-bit integers held in a wider
    /// Cranelift type: computed in 64 bits (with the high 64 bits of the 128-bit product when
    /// `2w` exceeds 64), then split at bit `w`.
    fn narrow_mul_extended(
        &mut self,
        x: ir::Value,
        y: ir::Value,
        w: u32,
        signed: bool,
    ) -> (ir::Value, ir::Value) {
        let ty = self.b.func.dfg.value_type(x);
        let (x, y) = if signed {
            (self.signed(x, w), self.signed(y, w))
        } else {
            (x, y)
        };
        let wide = |s: &mut Self, v: ir::Value| {
            if ty == types::I64 {
                v
            } else if signed {
                s.b.ins().sextend(types::I64, v)
            } else {
                s.b.ins().uextend(types::I64, v)
            }
        };
        let (x, y) = (wide(self, x), wide(self, y));
        let lo = self.b.ins().imul(x, y);
        let hi = if 2 * w <= 64 {
            // The whole product is in `lo`.
            if signed {
                self.b.ins().sshr_imm_s(lo, w as i64)
            } else {
                self.b.ins().ushr_imm_s(lo, w as i64)
            }
        } else {
            let top = if signed {
                self.b.ins().smulhi(x, y)
            } else {
                self.b.ins().umulhi(x, y)
            };
            let top = self.b.ins().ishl_imm_s(top, (64 - w) as i64);
            let bottom = self.b.ins().ushr_imm_s(lo, w as i64);
            self.b.ins().bor(top, bottom)
        };
        let narrow = |s: &mut Self, v: ir::Value| {
            let v = if ty == types::I64 {
                v
            } else {
                s.b.ins().ireduce(ty, v)
            };
            s.wrap(v, w)
        };
        (narrow(self, lo), narrow(self, hi))
    }
}

/// A SIMD instruction applied to one chunk of each operand.
type ChunkOp = fn(&mut cranelift_frontend::FunctionBuilder, &[ir::Value]) -> ir::Value;

/// The SIMD instruction computing arith op `kind` on whole chunks of vector lanes, where it
/// gives each lane exactly what the scalar lowering gives (lanes of chunked vectors have exact
/// widths, so no wrapping). Not `imul` of `i8` lanes (no x64 instruction), not the min/max of
/// floats (their NaN rules need the selects of `float_min_max`).
fn simd_op(kind: ArithOp, ctx: &crate::ir::Context, op: Op) -> Option<ChunkOp> {
    use ArithOp::*;
    let byte_lanes = int_width(ctx, ctx.elem_or_self(ctx.value_type(ctx.result(op, 0)))) == 8;
    Some(match kind {
        ArithAddI => |b, x| b.ins().iadd(x[0], x[1]),
        ArithSubI => |b, x| b.ins().isub(x[0], x[1]),
        ArithMulI if !byte_lanes => |b, x| b.ins().imul(x[0], x[1]),
        ArithAndI => |b, x| b.ins().band(x[0], x[1]),
        ArithOrI => |b, x| b.ins().bor(x[0], x[1]),
        ArithXOrI => |b, x| b.ins().bxor(x[0], x[1]),
        ArithMaxSI => |b, x| b.ins().smax(x[0], x[1]),
        ArithMinSI => |b, x| b.ins().smin(x[0], x[1]),
        ArithMaxUI => |b, x| b.ins().umax(x[0], x[1]),
        ArithMinUI => |b, x| b.ins().umin(x[0], x[1]),
        ArithAddF => |b, x| b.ins().fadd(x[0], x[1]),
        ArithSubF => |b, x| b.ins().fsub(x[0], x[1]),
        ArithMulF => |b, x| b.ins().fmul(x[0], x[1]),
        ArithDivF => |b, x| b.ins().fdiv(x[0], x[1]),
        ArithNegF => |b, x| b.ins().fneg(x[0]),
        _ => return None,
    })
}
