//! `math.*`: native Cranelift instructions where they exist, runtime libm calls otherwise.

use super::FnLower;
use crate::diag::Diagnostic;
use crate::ir::{MathOp, Op};
use cranelift_codegen::ir::{types, InstBuilder};
use smallvec::smallvec;

impl FnLower<'_, '_, '_> {
    pub(super) fn lower_math(&mut self, op: Op, kind: MathOp) -> Result<(), Diagnostic> {
        if self.lane_wise(op) {
            return self.lower_per_lane(op, |s, op| s.lower_math_scalar(op, kind));
        }
        self.lower_math_scalar(op, kind)
    }

    fn lower_math_scalar(&mut self, op: Op, kind: MathOp) -> Result<(), Diagnostic> {
        use MathOp::*;
        let ctx = self.m.ctx;
        let xs: Vec<_> = ctx.operands(op).iter().map(|v| self.one(*v)).collect();
        let res = ctx.result(op, 0);
        let ty = self.b.func.dfg.value_type(xs[0]);
        if kind != MathAbsI && ty != types::F32 && ty != types::F64 {
            return Err(self.err(op, "math op on a type the JIT engine does not support"));
        }
        let f32 = ty == types::F32;
        let libm = |a: &'static str, b: &'static str| if f32 { a } else { b };
        let v = match kind {
            MathSqrt => self.b.ins().sqrt(xs[0]),
            MathRsqrt => {
                let s = self.b.ins().sqrt(xs[0]);
                let one = if f32 {
                    self.b.ins().f32const(1.0)
                } else {
                    self.b.ins().f64const(1.0)
                };
                self.b.ins().fdiv(one, s)
            }
            MathAbsF => self.b.ins().fabs(xs[0]),
            MathFloor => self.b.ins().floor(xs[0]),
            MathCeil => self.b.ins().ceil(xs[0]),
            MathCopySign => self.b.ins().fcopysign(xs[0], xs[1]),
            MathFma => self.b.ins().fma(xs[0], xs[1], xs[2]),
            MathAbsI => {
                let w = match ctx.ty(ctx.elem_or_self(ctx.value_type(res))) {
                    crate::ir::TypeData::Integer { width, .. } => *width,
                    _ => 64,
                };
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
            MathExp | MathLog | MathSin | MathCos | MathTanh | MathPowF | MathAtan2 => {
                let name = match kind {
                    MathExp => libm("mj_expf", "mj_exp"),
                    MathLog => libm("mj_logf", "mj_log"),
                    MathSin => libm("mj_sinf", "mj_sin"),
                    MathCos => libm("mj_cosf", "mj_cos"),
                    MathTanh => libm("mj_tanhf", "mj_tanh"),
                    MathAtan2 => libm("mj_atan2f", "mj_atan2"),
                    _ => libm("mj_powf", "mj_pow"),
                };
                self.call_rt(op, name, &xs)?[0]
            }
        };
        self.set(res, smallvec![v]);
        Ok(())
    }
}
