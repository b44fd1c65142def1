//! `complex.*`: a complex value is two parts (re, im) of f32 or f64. Every op but the
//! trivial ones is upstream's expansion into float operations (`crate::values::complex`),
//! emitted here as Cranelift instructions (the math functions as the interpreter's libm
//! calls, through the runtime).

use super::{complex_part, FnLower, Parts};
use crate::diag::Diagnostic;
use crate::ir::{AttrData, ComplexOp, Op, TypeData};
use crate::values::complex::{self as cx, Fx};
use cranelift_codegen::ir::{self, condcodes::FloatCC, types, InstBuilder};
use smallvec::smallvec;

/// Emits the float operations of an expansion into the function being lowered.
struct Emit<'l, 'm, 'c, 'f> {
    fl: &'l mut FnLower<'m, 'c, 'f>,
    op: Op,
    ty: ir::Type,
    /// The first failure to import a runtime function (reported after the expansion).
    failed: Option<Diagnostic>,
}

impl Emit<'_, '_, '_, '_> {
    /// `a` if it is NaN, else `b` if it is NaN, else `m`.
    fn nan_first(&mut self, a: ir::Value, b: ir::Value, m: ir::Value) -> ir::Value {
        let bn = self.fl.b.ins().fcmp(FloatCC::Unordered, b, b);
        let m = self.fl.b.ins().select(bn, b, m);
        let an = self.fl.b.ins().fcmp(FloatCC::Unordered, a, a);
        self.fl.b.ins().select(an, a, m)
    }

    fn libm(
        &mut self,
        f32_name: &'static str,
        f64_name: &'static str,
        args: &[ir::Value],
    ) -> ir::Value {
        let name = if self.ty == types::F32 {
            f32_name
        } else {
            f64_name
        };
        match self.fl.call_rt(self.op, name, args) {
            Ok(r) => r[0],
            Err(d) => {
                self.failed.get_or_insert(d);
                self.cst(0.0)
            }
        }
    }
}

impl Fx for Emit<'_, '_, '_, '_> {
    type V = ir::Value;
    type B = ir::Value;
    fn cst(&mut self, x: f64) -> ir::Value {
        if self.ty == types::F32 {
            self.fl.b.ins().f32const(x as f32)
        } else {
            self.fl.b.ins().f64const(x)
        }
    }
    fn bool(&mut self, b: bool) -> ir::Value {
        self.fl.b.ins().iconst(types::I8, i64::from(b))
    }
    fn add(&mut self, a: ir::Value, b: ir::Value) -> ir::Value {
        self.fl.b.ins().fadd(a, b)
    }
    fn sub(&mut self, a: ir::Value, b: ir::Value) -> ir::Value {
        self.fl.b.ins().fsub(a, b)
    }
    fn mul(&mut self, a: ir::Value, b: ir::Value) -> ir::Value {
        self.fl.b.ins().fmul(a, b)
    }
    fn div(&mut self, a: ir::Value, b: ir::Value) -> ir::Value {
        self.fl.b.ins().fdiv(a, b)
    }
    fn neg(&mut self, a: ir::Value) -> ir::Value {
        self.fl.b.ins().fneg(a)
    }
    // Cranelift's fmax/fmin order -0 below +0; a NaN operand is the result (the first one),
    // as in LLVM's x86 lowering of `llvm.maximum`, so that its sign is kept.
    fn maximum(&mut self, a: ir::Value, b: ir::Value) -> ir::Value {
        let m = self.fl.b.ins().fmax(a, b);
        self.nan_first(a, b, m)
    }
    fn minimum(&mut self, a: ir::Value, b: ir::Value) -> ir::Value {
        let m = self.fl.b.ins().fmin(a, b);
        self.nan_first(a, b, m)
    }
    fn abs(&mut self, a: ir::Value) -> ir::Value {
        self.fl.b.ins().fabs(a)
    }
    fn sqrt(&mut self, a: ir::Value) -> ir::Value {
        self.fl.b.ins().sqrt(a)
    }
    fn exp(&mut self, a: ir::Value) -> ir::Value {
        self.libm("mj_expf", "mj_exp", &[a])
    }
    fn log(&mut self, a: ir::Value) -> ir::Value {
        self.libm("mj_logf", "mj_log", &[a])
    }
    fn sin(&mut self, a: ir::Value) -> ir::Value {
        self.libm("mj_sinf", "mj_sin", &[a])
    }
    fn cos(&mut self, a: ir::Value) -> ir::Value {
        self.libm("mj_cosf", "mj_cos", &[a])
    }
    fn atan2(&mut self, a: ir::Value, b: ir::Value) -> ir::Value {
        self.libm("mj_atan2f", "mj_atan2", &[a, b])
    }
    fn powf(&mut self, a: ir::Value, b: ir::Value) -> ir::Value {
        self.libm("mj_powf", "mj_pow", &[a, b])
    }
    fn copysign(&mut self, a: ir::Value, b: ir::Value) -> ir::Value {
        self.fl.b.ins().fcopysign(a, b)
    }
    fn fma(&mut self, a: ir::Value, b: ir::Value, c: ir::Value) -> ir::Value {
        self.fl.b.ins().fma(a, b, c)
    }
    fn cmp(&mut self, pred: i128, a: ir::Value, b: ir::Value) -> ir::Value {
        let cc = match pred {
            0 => return self.bool(false),
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
            _ => return self.bool(true),
        };
        self.fl.b.ins().fcmp(cc, a, b)
    }
    fn and(&mut self, a: ir::Value, b: ir::Value) -> ir::Value {
        self.fl.b.ins().band(a, b)
    }
    fn or(&mut self, a: ir::Value, b: ir::Value) -> ir::Value {
        self.fl.b.ins().bor(a, b)
    }
    fn xor(&mut self, a: ir::Value, b: ir::Value) -> ir::Value {
        self.fl.b.ins().bxor(a, b)
    }
    fn select(&mut self, c: ir::Value, a: ir::Value, b: ir::Value) -> ir::Value {
        self.fl.b.ins().select(c, a, b)
    }
}

impl FnLower<'_, '_, '_> {
    pub(super) fn lower_complex(&mut self, op: Op, kind: ComplexOp) -> Result<(), Diagnostic> {
        use ComplexOp::*;
        let ctx = self.m.ctx;
        let res = ctx.result(op, 0);
        let rt = ctx.value_type(res);
        // Its operand or result may be an integer or a float: no complex type to check.
        if kind == ComplexBitcast {
            return self.lower_complex_bitcast(op);
        }
        // The complex type the op computes on: its result's, or its first operand's.
        let ct = match kind {
            ComplexConstant | ComplexCreate => rt,
            _ => ctx.value_type(ctx.operand(op, 0)),
        };
        let Some(ty) = complex_part(ctx, ct) else {
            return Err(self.err(
                op,
                format!(
                    "'{}' is not supported by the JIT engine (only complex<f32> and complex<f64> \
                     are)",
                    crate::print::type_to_string(ctx, ct)
                ),
            ));
        };
        let arg = |this: &Self, i: usize| {
            let p = this.get(ctx.operand(op, i));
            (p[0], p[1])
        };
        let pair = |(a, b): (ir::Value, ir::Value)| -> Parts { smallvec![a, b] };
        let parts: Parts = match kind {
            ComplexConstant => {
                let bits = match ctx.get_attr(op, "value").map(|a| ctx.attr(a)) {
                    Some(AttrData::Array(items)) if items.len() == 2 => {
                        let f = |a| match ctx.attr(a) {
                            AttrData::Float { bits, .. } => Some(*bits),
                            _ => None,
                        };
                        f(items[0]).zip(f(items[1]))
                    }
                    _ => None,
                };
                let Some((re, im)) = bits else {
                    return Err(self.err(op, "unsupported complex constant"));
                };
                let mut c = |b: u64| {
                    if ty == types::F32 {
                        self.b.ins().f32const(f32::from_bits(b as u32))
                    } else {
                        self.b.ins().f64const(f64::from_bits(b))
                    }
                };
                smallvec![c(re), c(im)]
            }
            ComplexCreate => smallvec![self.one(ctx.operand(op, 0)), self.one(ctx.operand(op, 1))],
            ComplexRe => smallvec![self.get(ctx.operand(op, 0))[0]],
            ComplexIm => smallvec![self.get(ctx.operand(op, 0))[1]],
            ComplexBitcast => return self.lower_complex_bitcast(op),
            _ => {
                // Binary ops have two operands (the verifier checked the row's counts).
                let a = arg(self, 0);
                let b = if ctx.operands(op).len() > 1 {
                    arg(self, 1)
                } else {
                    a
                };
                let mut e = Emit {
                    fl: self,
                    op,
                    ty,
                    failed: None,
                };
                let r: Parts = match kind {
                    ComplexAbs => smallvec![cx::abs(&mut e, a)],
                    ComplexAngle => smallvec![cx::angle(&mut e, a)],
                    ComplexEq => smallvec![cx::eq(&mut e, a, b)],
                    ComplexNeq => smallvec![cx::neq(&mut e, a, b)],
                    ComplexAdd => pair(cx::add(&mut e, a, b)),
                    ComplexSub => pair(cx::sub(&mut e, a, b)),
                    ComplexMul => pair(cx::mul(&mut e, a, b)),
                    ComplexDiv => pair(cx::div(&mut e, a, b)),
                    ComplexPow => pair(cx::pow(&mut e, a, b)),
                    ComplexAtan2 => pair(cx::atan2(&mut e, a, b)),
                    ComplexConj => pair(cx::conj(&mut e, a)),
                    ComplexCos => pair(cx::cos(&mut e, a)),
                    ComplexExp => pair(cx::exp(&mut e, a)),
                    ComplexExpm1 => pair(cx::expm1(&mut e, a)),
                    ComplexLog => pair(cx::log(&mut e, a)),
                    ComplexLog1p => pair(cx::log1p(&mut e, a)),
                    ComplexNeg => pair(cx::neg(&mut e, a)),
                    ComplexRsqrt => pair(cx::rsqrt(&mut e, a)),
                    ComplexSign => pair(cx::sign(&mut e, a)),
                    ComplexSin => pair(cx::sin(&mut e, a)),
                    ComplexSqrt => pair(cx::sqrt(&mut e, a)),
                    ComplexTan => pair(cx::tan(&mut e, a)),
                    ComplexTanh => pair(cx::tanh(&mut e, a)),
                    // Lowered by the arms above.
                    ComplexConstant | ComplexCreate | ComplexRe | ComplexIm | ComplexBitcast => {
                        Parts::new()
                    }
                };
                if let Some(d) = e.failed {
                    return Err(d);
                }
                r
            }
        };
        self.set(res, parts);
        Ok(())
    }

    /// `complex.bitcast`: (re, im) as laid out in memory (re in the low half), to or from an
    /// `i64`/`f64` for `complex<f32>`.
    fn lower_complex_bitcast(&mut self, op: Op) -> Result<(), Diagnostic> {
        let ctx = self.m.ctx;
        let (x, res) = (ctx.operand(op, 0), ctx.result(op, 0));
        let (from, to) = (ctx.value_type(x), ctx.value_type(res));
        let parts = self.get(x).clone();
        if from == to {
            self.set(res, parts);
            return Ok(());
        }
        let f32_pair = |t| complex_part(ctx, t) == Some(types::F32);
        let wide = |t| match ctx.ty(t) {
            TypeData::Integer { width: 64, .. } => Some(types::I64),
            TypeData::Float(crate::ir::FloatKind::F64) => Some(types::F64),
            _ => None,
        };
        let flags = ir::MemFlagsData::new();
        if let (true, Some(w)) = (f32_pair(from), wide(to)) {
            let lo = self.b.ins().bitcast(types::I32, flags, parts[0]);
            let hi = self.b.ins().bitcast(types::I32, flags, parts[1]);
            let lo = self.b.ins().uextend(types::I64, lo);
            let hi = self.b.ins().uextend(types::I64, hi);
            let hi = self.b.ins().ishl_imm_u(hi, 32);
            let v = self.b.ins().bor(lo, hi);
            let v = if w == types::F64 {
                self.b.ins().bitcast(types::F64, flags, v)
            } else {
                v
            };
            self.set(res, smallvec![v]);
            return Ok(());
        }
        if let (Some(w), true) = (wide(from), f32_pair(to)) {
            let v = if w == types::F64 {
                self.b.ins().bitcast(types::I64, flags, parts[0])
            } else {
                parts[0]
            };
            let lo = self.b.ins().ireduce(types::I32, v);
            let hi = self.b.ins().ushr_imm_u(v, 32);
            let hi = self.b.ins().ireduce(types::I32, hi);
            let re = self.b.ins().bitcast(types::F32, flags, lo);
            let im = self.b.ins().bitcast(types::F32, flags, hi);
            self.set(res, smallvec![re, im]);
            return Ok(());
        }
        Err(self.err(
            op,
            "'complex.bitcast' of this type is not supported by the JIT engine; use \
             --engine=interp",
        ))
    }
}
