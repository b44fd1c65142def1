//! `math.*`: native Cranelift instructions where they exist, runtime libm calls otherwise (the
//! functions upstream's `--convert-math-to-llvm`/`--convert-math-to-libm` chain calls, with its
//! expansions: expm1 as exp(x) - 1, log1p as log(1 + x), fpowi as `llvm.powi`).

use super::FnLower;
use crate::diag::Diagnostic;
use crate::ir::{MathOp, Op};
use cranelift_codegen::ir::{self, condcodes::FloatCC, condcodes::IntCC, types, InstBuilder};
use smallvec::smallvec;

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
        use MathOp::*;
        let ctx = self.m.ctx;
        let xs: Vec<_> = ctx.operands(op).iter().map(|v| self.one(*v)).collect();
        let res = ctx.result(op, 0);
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
                let s = self.call_rt(op, libm("mj_sinf", "mj_sin"), &xs)?[0];
                let c = self.call_rt(op, libm("mj_cosf", "mj_cos"), &xs)?[0];
                self.set(ctx.result(op, 1), smallvec![c]);
                s
            }
            MathExpM1 => {
                let e = self.call_rt(op, libm("mj_expf", "mj_exp"), &xs)?[0];
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
                self.call_rt(op, name, &xs)?[0]
            }
        };
        self.set(res, smallvec![v]);
        Ok(())
    }
}
