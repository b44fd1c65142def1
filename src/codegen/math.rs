//! `math.*`: native Cranelift instructions where they exist, runtime libm calls otherwise (the
//! functions upstream's `--convert-math-to-llvm`/`--convert-math-to-libm` chain calls, with its
//! expansions: expm1 as exp(x) - 1, log1p as log(1 + x), fpowi as `llvm.powi`). Narrow floats
//! follow `ir::float::narrow_math` (docs/narrow-math.md): the runtime's minifloat code for
//! absf, the classes, fma and constant-exponent fpowi, the f32 lowering on widened operands
//! for the rest.

use super::FnLower;
use crate::diag::Diagnostic;
use crate::ir::{FloatKind, MathOp, Op, TypeData};
use cranelift_codegen::ir::{self, condcodes::FloatCC, condcodes::IntCC, types, InstBuilder};
use smallvec::{smallvec, SmallVec};

impl FnLower<'_, '_, '_> {
    pub(super) fn lower_math(&mut self, op: Op, kind: MathOp) -> Result<(), Diagnostic> {
        if self.lane_wise(op) {
            // Whole chunks where the SIMD instruction is the scalar lowering's, exactly.
            let chunked = match kind {
                MathOp::MathSqrt => self.per_chunk(op, |b, x| b.ins().sqrt(x[0])),
                MathOp::MathAbsF => self.per_chunk(op, |b, x| b.ins().fabs(x[0])),
                MathOp::MathFma => self.per_chunk(op, |b, x| b.ins().fma(x[0], x[1], x[2])),
                _ => false,
            };
            if chunked {
                return Ok(());
            }
            return self.lower_per_lane(op, |s, op| s.lower_math_scalar(op, kind));
        }
        self.lower_math_scalar(op, kind)
    }

    /// The width of operand `i`'s integer (element) type.
    fn math_int_width(&self, op: Op, i: usize) -> u32 {
        let ctx = self.m.ctx;
        let t = ctx.elem_or_self(ctx.value_type(ctx.operand(op, i)));
        match ctx.ty(t) {
            crate::ir::TypeData::Integer { width, .. } => *width,
            _ => 64,
        }
    }

    /// `v` (an integer of `width` bits) sign-extended to 64 bits.
    fn math_sext64(&mut self, v: ir::Value, width: u32) -> ir::Value {
        let x = self.signed(v, width);
        if self.b.func.dfg.value_type(x).bits() < 64 {
            self.b.ins().sextend(types::I64, x)
        } else {
            x
        }
    }

    fn lower_math_scalar(&mut self, op: Op, kind: MathOp) -> Result<(), Diagnostic> {
        let ctx = self.m.ctx;
        let t0 = ctx.elem_or_self(ctx.value_type(ctx.operand(op, 0)));
        let xs: Vec<_> = ctx.operands(op).iter().map(|v| self.one(*v)).collect();
        let out = match ctx.ty(t0) {
            TypeData::Float(k) if k.format().is_some() => self.math_narrow(op, kind, *k, &xs)?,
            _ => self.math_on(op, kind, &xs)?,
        };
        for (i, v) in out.into_iter().enumerate() {
            self.set(ctx.result(op, i), smallvec![v]);
        }
        Ok(())
    }

    /// A math op on narrow floats of kind `k` (held as their bits), by the rule of
    /// `ir::float::narrow_math` (the interpreter's `narrow_math` follows the same rule):
    /// absf, the classes and fma through the runtime's minifloat code, every other op on the
    /// operands widened to f32 by [`Self::math_on`], rounded back to the format.
    fn math_narrow(
        &mut self,
        op: Op,
        kind: MathOp,
        k: FloatKind,
        xs: &[ir::Value],
    ) -> Result<SmallVec<[ir::Value; 2]>, Diagnostic> {
        use crate::ir::float::{narrow_math, NarrowMath};
        let Some(f) = k.format() else {
            return Err(self.unsupported(op));
        };
        let code = memref_jit_runtime::minifloat::code_of(f) as i64;
        let store = self.b.func.dfg.value_type(xs[0]);
        let c = self.iconst(types::I64, code);
        // The float operands' bits in i64 (fpowi's exponent is left as it is).
        let bits: Vec<ir::Value> = xs
            .iter()
            .map(|x| match self.b.func.dfg.value_type(*x) {
                t if t == store => self.b.ins().uextend(types::I64, *x),
                _ => *x,
            })
            .collect();
        let narrow = |s: &mut Self, v: ir::Value| {
            if store == types::I64 {
                v
            } else {
                s.b.ins().ireduce(store, v)
            }
        };
        Ok(match narrow_math(self.m.ctx, op, kind.into(), k) {
            NarrowMath::Abs => {
                let r = self.call_rt(op, "mj_nf_abs", &[bits[0], c])?[0];
                smallvec![narrow(self, r)]
            }
            NarrowMath::Class(which) => {
                let w = self.iconst(types::I64, i64::from(which));
                let r = self.call_rt(op, "mj_nf_class", &[bits[0], c, w])?[0];
                smallvec![self.b.ins().ireduce(types::I8, r)]
            }
            NarrowMath::Fma => {
                let math = self.iconst(types::I64, 0);
                let r = self.call_rt(op, "mj_nf_fma", &[bits[0], bits[1], bits[2], c, math])?[0];
                smallvec![narrow(self, r)]
            }
            NarrowMath::ViaF32 => {
                let wide: Vec<ir::Value> = (0..xs.len())
                    .map(|i| match (kind, i) {
                        // fpowi's exponent is an integer.
                        (MathOp::MathFPowI, 1) => Ok(xs[1]),
                        _ => self.nf_to_f32(op, xs[i], code),
                    })
                    .collect::<Result<_, _>>()?;
                let out = self.math_on(op, kind, &wide)?;
                let mut r = SmallVec::new();
                for v in out {
                    r.push(self.nf_round(op, v, code, store)?);
                }
                r
            }
            NarrowMath::CopySignBits => {
                let sign = 1i64 << (store.bits() - 1);
                let (keep, sign) = (self.iconst(store, !sign), self.iconst(store, sign));
                let m = self.b.ins().band(xs[0], keep);
                let sg = self.b.ins().band(xs[1], sign);
                smallvec![self.b.ins().bor(m, sg)]
            }
            NarrowMath::PowiInType(n) => {
                let e = self.iconst(types::I64, i64::from(n));
                let r = self.call_rt(op, "mj_nf_powi", &[bits[0], e, c])?[0];
                smallvec![narrow(self, r)]
            }
            NarrowMath::StepsInType => {
                // MathToLLVM's expansion in the type, each step rounded to the format:
                // 1 / sqrt(x), exp(x) - 1, log(1 + x).
                let x = self.nf_to_f32(op, xs[0], code)?;
                let one = self.b.ins().f32const(1.0);
                let in_type = |s: &mut Self, v: ir::Value| -> Result<ir::Value, Diagnostic> {
                    let r = s.nf_round(op, v, code, store)?;
                    s.nf_to_f32(op, r, code)
                };
                let r = match kind {
                    MathOp::MathRsqrt => {
                        let y = self.math_on(op, MathOp::MathSqrt, &[x])?[0];
                        let y = in_type(self, y)?;
                        self.b.ins().fdiv(one, y)
                    }
                    MathOp::MathExpM1 => {
                        let y = self.math_on(op, MathOp::MathExp, &[x])?[0];
                        let y = in_type(self, y)?;
                        self.b.ins().fsub(y, one)
                    }
                    _ => {
                        let y = self.b.ins().fadd(one, x);
                        let y = in_type(self, y)?;
                        self.math_on(op, MathOp::MathLog, &[y])?[0]
                    }
                };
                smallvec![self.nf_round(op, r, code, store)?]
            }
        })
    }

    /// A narrow float (bits of format `code`) widened exactly to f32.
    pub(super) fn nf_to_f32(
        &mut self,
        op: Op,
        v: ir::Value,
        code: i64,
    ) -> Result<ir::Value, Diagnostic> {
        let w = self.nf_to_f64(op, v, code)?;
        Ok(self.b.ins().fdemote(types::F32, w))
    }

    /// A narrow float (bits of format `code`) widened exactly to f64.
    pub(super) fn nf_to_f64(
        &mut self,
        op: Op,
        v: ir::Value,
        code: i64,
    ) -> Result<ir::Value, Diagnostic> {
        let b = self.b.ins().uextend(types::I64, v);
        let c = self.iconst(types::I64, code);
        Ok(self.call_rt(op, "mj_nf_to_f64", &[b, c])?[0])
    }

    /// An f32 or f64 value rounded once to the narrow format `code`, as its bits in `store`.
    pub(super) fn nf_round(
        &mut self,
        op: Op,
        v: ir::Value,
        code: i64,
        store: ir::Type,
    ) -> Result<ir::Value, Diagnostic> {
        let w = if self.b.func.dfg.value_type(v) == types::F32 {
            self.b.ins().fpromote(types::F64, v)
        } else {
            v
        };
        let c = self.iconst(types::I64, code);
        let r = self.call_rt(op, "mj_nf_from_f64", &[w, c])?[0];
        Ok(if store == types::I64 {
            r
        } else {
            self.b.ins().ireduce(store, r)
        })
    }

    /// A math op on lowered operands `xs`: f32 or f64 floats (fpowi's exponent an integer),
    /// or integers; its results.
    fn math_on(
        &mut self,
        op: Op,
        kind: MathOp,
        xs: &[ir::Value],
    ) -> Result<SmallVec<[ir::Value; 2]>, Diagnostic> {
        use MathOp::*;
        let ty = self.b.func.dfg.value_type(xs[0]);
        let int_op = matches!(kind, MathAbsI | MathCtlz | MathCttz | MathCtPop | MathIPowI);
        if !int_op && ty != types::F32 && ty != types::F64 {
            return Err(self.err(op, "math op on a type the JIT engine does not support"));
        }
        let f32 = ty == types::F32;
        let libm = |a: &'static str, b: &'static str| if f32 { a } else { b };
        let fconst = |s: &mut Self, x: f64| {
            if f32 {
                s.b.ins().f32const(x as f32)
            } else {
                s.b.ins().f64const(x)
            }
        };
        let v = match kind {
            MathSqrt => self.b.ins().sqrt(xs[0]),
            MathRsqrt => {
                let s = self.b.ins().sqrt(xs[0]);
                let one = fconst(self, 1.0);
                self.b.ins().fdiv(one, s)
            }
            MathAbsF => self.b.ins().fabs(xs[0]),
            MathFloor => self.b.ins().floor(xs[0]),
            MathCeil => self.b.ins().ceil(xs[0]),
            MathTrunc => self.b.ins().trunc(xs[0]),
            MathRoundEven => self.b.ins().nearest(xs[0]),
            MathCopySign => self.b.ins().fcopysign(xs[0], xs[1]),
            MathFma => self.b.ins().fma(xs[0], xs[1], xs[2]),
            // `--math-expand-ops`: maximumf(minimumf(value, min), max); Cranelift's fmin/fmax
            // are minimumf/maximumf (NaN wins, -0 < +0).
            MathClampF => {
                let lo = self.b.ins().fmin(xs[0], xs[1]);
                self.b.ins().fmax(lo, xs[2])
            }
            MathIsNaN => self.b.ins().fcmp(FloatCC::Unordered, xs[0], xs[0]),
            MathIsInf | MathIsFinite | MathIsNormal => {
                let a = self.b.ins().fabs(xs[0]);
                let inf = fconst(self, f64::INFINITY);
                match kind {
                    MathIsInf => self.b.ins().fcmp(FloatCC::Equal, a, inf),
                    MathIsFinite => self.b.ins().fcmp(FloatCC::LessThan, a, inf),
                    _ => {
                        let min = if f32 {
                            self.b.ins().f32const(f32::MIN_POSITIVE)
                        } else {
                            self.b.ins().f64const(f64::MIN_POSITIVE)
                        };
                        let lo = self.b.ins().fcmp(FloatCC::GreaterThanOrEqual, a, min);
                        let hi = self.b.ins().fcmp(FloatCC::LessThan, a, inf);
                        self.b.ins().band(lo, hi)
                    }
                }
            }
            MathAbsI => {
                let w = self.math_int_width(op, 0);
                if w == 1 {
                    // |-1| wraps back to -1 in one bit: i1 abs is the identity.
                    xs[0]
                } else {
                    // Narrow integers: the absolute value of the sign-extended value, wrapped
                    // (|MIN| is MIN again).
                    let x = self.signed(xs[0], w);
                    let a = self.b.ins().iabs(x);
                    self.wrap(a, w)
                }
            }
            // Narrow integers live zero-extended in a wider register: count within the width.
            MathCtlz => {
                let w = self.math_int_width(op, 0);
                let n = self.b.ins().clz(xs[0]);
                let extra = i64::from(ty.bits() - w.min(ty.bits()));
                self.b.ins().iadd_imm_s(n, -extra)
            }
            MathCttz => {
                let w = self.math_int_width(op, 0);
                // A stop bit just above the width makes 0 count as `w`.
                let x = if w < ty.bits() {
                    self.b.ins().bor_imm_u(xs[0], 1i64 << w)
                } else {
                    xs[0]
                };
                self.b.ins().ctz(x)
            }
            MathCtPop => self.b.ins().popcnt(xs[0]),
            MathIPowI => {
                let w = self.math_int_width(op, 0);
                let base = self.math_sext64(xs[0], w);
                let power = self.math_sext64(xs[1], w);
                // 0 to a negative power: the outlined function's `arith.divsi 1, 0`.
                let zero = self.b.ins().icmp_imm_s(IntCC::Equal, base, 0);
                let neg = self.b.ins().icmp_imm_s(IntCC::SignedLessThan, power, 0);
                let bad = self.b.ins().band(zero, neg);
                let id = self.m.fault(op, "integer division by zero");
                self.fault_if(op, bad, id)?;
                let width = self.b.ins().iconst(types::I64, i64::from(w));
                let r = self.call_rt(op, "mj_ipowi", &[base, power, width])?[0];
                let r = if ty.bits() < 64 {
                    self.b.ins().ireduce(ty, r)
                } else {
                    r
                };
                self.wrap(r, w)
            }
            MathFPowI => {
                let w = self.math_int_width(op, 1);
                let n = self.math_sext64(xs[1], w);
                self.call_rt(op, libm("mj_powif", "mj_powi"), &[xs[0], n])?[0]
            }
            MathSinCos => {
                let s = self.call_rt(op, libm("mj_sinf", "mj_sin"), xs)?[0];
                let c = self.call_rt(op, libm("mj_cosf", "mj_cos"), xs)?[0];
                return Ok(smallvec![s, c]);
            }
            MathExpM1 => {
                let e = self.call_rt(op, libm("mj_expf", "mj_exp"), xs)?[0];
                let one = fconst(self, 1.0);
                self.b.ins().fsub(e, one)
            }
            MathLog1p => {
                let one = fconst(self, 1.0);
                let y = self.b.ins().fadd(one, xs[0]);
                self.call_rt(op, libm("mj_logf", "mj_log"), &[y])?[0]
            }
            MathExp | MathLog | MathSin | MathCos | MathTanh | MathPowF | MathAtan2 | MathAcos
            | MathAcosh | MathAsin | MathAsinh | MathAtan | MathAtanh | MathCbrt | MathCosh
            | MathErf | MathErfc | MathExp2 | MathLog10 | MathLog2 | MathRound | MathSinh
            | MathTan => {
                let name = match kind {
                    MathExp => libm("mj_expf", "mj_exp"),
                    MathLog => libm("mj_logf", "mj_log"),
                    MathSin => libm("mj_sinf", "mj_sin"),
                    MathCos => libm("mj_cosf", "mj_cos"),
                    MathTanh => libm("mj_tanhf", "mj_tanh"),
                    MathAtan2 => libm("mj_atan2f", "mj_atan2"),
                    MathAcos => libm("mj_acosf", "mj_acos"),
                    MathAcosh => libm("mj_acoshf", "mj_acosh"),
                    MathAsin => libm("mj_asinf", "mj_asin"),
                    MathAsinh => libm("mj_asinhf", "mj_asinh"),
                    MathAtan => libm("mj_atanf", "mj_atan"),
                    MathAtanh => libm("mj_atanhf", "mj_atanh"),
                    MathCbrt => libm("mj_cbrtf", "mj_cbrt"),
                    MathCosh => libm("mj_coshf", "mj_cosh"),
                    MathErf => libm("mj_erff", "mj_erf"),
                    MathErfc => libm("mj_erfcf", "mj_erfc"),
                    MathExp2 => libm("mj_exp2f", "mj_exp2"),
                    MathLog10 => libm("mj_log10f", "mj_log10"),
                    MathLog2 => libm("mj_log2f", "mj_log2"),
                    MathRound => libm("mj_roundf", "mj_round"),
                    MathSinh => libm("mj_sinhf", "mj_sinh"),
                    MathTan => libm("mj_tanf", "mj_tan"),
                    _ => libm("mj_powf", "mj_pow"),
                };
                self.call_rt(op, name, xs)?[0]
            }
        };
        Ok(smallvec![v])
    }
}
