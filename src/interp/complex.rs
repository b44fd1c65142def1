//! complex: values are (re, im) pairs of f32 or f64; every op but the trivial ones is
//! upstream's expansion into float operations (`crate::values::complex`), computed here.

use super::{Interp, RtVal};
use crate::diag::Diagnostic;
use crate::ir::{AttrData, ComplexOp, FloatKind, Op, TypeData};
use crate::values::complex::{self as cx, Eval};

/// The element type of a complex value the engines compute with.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Width {
    F32,
    F64,
}

impl Interp<'_> {
    /// The element width of the complex type `t` (f32 or f64; others are a located error).
    fn complex_width(&self, op: Op, t: crate::ir::Type) -> Result<Width, Diagnostic> {
        let ctx = self.ctx;
        match ctx.ty(t) {
            TypeData::Complex(e) => match ctx.ty(*e) {
                TypeData::Float(FloatKind::F32) => Ok(Width::F32),
                TypeData::Float(FloatKind::F64) => Ok(Width::F64),
                _ => Err(self.error(
                    op,
                    format!(
                        "'{}' is not supported by the interpreter (only complex<f32> and \
                         complex<f64> are)",
                        crate::print::type_to_string(ctx, t)
                    ),
                )),
            },
            _ => Err(self.error(op, "expected a complex value")),
        }
    }

    fn c32(&self, op: Op, i: usize) -> (f32, f32) {
        match self.get(self.ctx.operand(op, i)) {
            RtVal::C32(a, b) => (a, b),
            _ => (f32::NAN, f32::NAN),
        }
    }

    fn c64(&self, op: Op, i: usize) -> (f64, f64) {
        match self.get(self.ctx.operand(op, i)) {
            RtVal::C64(a, b) => (a, b),
            _ => (f64::NAN, f64::NAN),
        }
    }

    // Kept out of `exec`: its frame is on every level of a recursion the program makes.
    #[inline(never)]
    pub(super) fn exec_complex(
        &mut self,
        op: Op,
        kind: ComplexOp,
    ) -> Result<Vec<RtVal>, Diagnostic> {
        use ComplexOp::*;
        let ctx = self.ctx;
        let rt = ctx.value_type(ctx.result(op, 0));
        // The complex type the op computes on: its result's, or its first operand's.
        let ct = match kind {
            ComplexConstant | ComplexCreate => rt,
            // Its operand or result may be an integer or a float: no complex type to check.
            ComplexBitcast => return self.complex_bitcast(op),
            _ => ctx.value_type(ctx.operand(op, 0)),
        };
        let w = self.complex_width(op, ct)?;
        let pair = |w: Width, (a, b): (f64, f64)| match w {
            Width::F32 => RtVal::C32(a as f32, b as f32),
            Width::F64 => RtVal::C64(a, b),
        };
        macro_rules! on {
            ($f:path, unary) => {
                match w {
                    Width::F32 => {
                        let r = $f(&mut Eval::<f32>::default(), self.c32(op, 0));
                        RtVal::C32(r.0, r.1)
                    }
                    Width::F64 => {
                        let r = $f(&mut Eval::<f64>::default(), self.c64(op, 0));
                        RtVal::C64(r.0, r.1)
                    }
                }
            };
            ($f:path, part) => {
                match w {
                    Width::F32 => RtVal::F32($f(&mut Eval::<f32>::default(), self.c32(op, 0))),
                    Width::F64 => RtVal::F64($f(&mut Eval::<f64>::default(), self.c64(op, 0))),
                }
            };
            ($f:path, binary) => {
                match w {
                    Width::F32 => {
                        let r = $f(
                            &mut Eval::<f32>::default(),
                            self.c32(op, 0),
                            self.c32(op, 1),
                        );
                        RtVal::C32(r.0, r.1)
                    }
                    Width::F64 => {
                        let r = $f(
                            &mut Eval::<f64>::default(),
                            self.c64(op, 0),
                            self.c64(op, 1),
                        );
                        RtVal::C64(r.0, r.1)
                    }
                }
            };
            ($f:path, cmp) => {
                RtVal::Int(i64::from(match w {
                    Width::F32 => $f(
                        &mut Eval::<f32>::default(),
                        self.c32(op, 0),
                        self.c32(op, 1),
                    ),
                    Width::F64 => $f(
                        &mut Eval::<f64>::default(),
                        self.c64(op, 0),
                        self.c64(op, 1),
                    ),
                }))
            };
        }
        let v = match kind {
            ComplexConstant => {
                let parts = match ctx.get_attr(op, "value").map(|a| ctx.attr(a)) {
                    Some(AttrData::Array(items)) if items.len() == 2 => {
                        let f = |a| match ctx.attr(a) {
                            AttrData::Float { bits, ty } => match ctx.ty(*ty) {
                                TypeData::Float(FloatKind::F32) => {
                                    Some(f32::from_bits(*bits as u32) as f64)
                                }
                                TypeData::Float(FloatKind::F64) => Some(f64::from_bits(*bits)),
                                _ => None,
                            },
                            _ => None,
                        };
                        f(items[0]).zip(f(items[1]))
                    }
                    _ => None,
                };
                let Some(p) = parts else {
                    return Err(self.error(op, "unsupported complex constant"));
                };
                pair(w, p)
            }
            ComplexCreate => match (self.get(ctx.operand(op, 0)), self.get(ctx.operand(op, 1))) {
                (RtVal::F32(a), RtVal::F32(b)) => RtVal::C32(a, b),
                (RtVal::F64(a), RtVal::F64(b)) => RtVal::C64(a, b),
                _ => return Err(self.error(op, "expected two floats")),
            },
            ComplexRe | ComplexIm => {
                let re = kind == ComplexRe;
                match self.get(ctx.operand(op, 0)) {
                    RtVal::C32(a, b) => RtVal::F32(if re { a } else { b }),
                    RtVal::C64(a, b) => RtVal::F64(if re { a } else { b }),
                    _ => return Err(self.error(op, "expected a complex value")),
                }
            }
            ComplexBitcast => return self.complex_bitcast(op),
            ComplexAbs => on!(cx::abs, part),
            ComplexAngle => on!(cx::angle, part),
            ComplexAdd => on!(cx::add, binary),
            ComplexSub => on!(cx::sub, binary),
            ComplexMul => on!(cx::mul, binary),
            ComplexDiv => on!(cx::div, binary),
            ComplexPow => on!(cx::pow, binary),
            ComplexAtan2 => on!(cx::atan2, binary),
            ComplexEq => on!(cx::eq, cmp),
            ComplexNeq => on!(cx::neq, cmp),
            ComplexConj => on!(cx::conj, unary),
            ComplexCos => on!(cx::cos, unary),
            ComplexExp => on!(cx::exp, unary),
            ComplexExpm1 => on!(cx::expm1, unary),
            ComplexLog => on!(cx::log, unary),
            ComplexLog1p => on!(cx::log1p, unary),
            ComplexNeg => on!(cx::neg, unary),
            ComplexRsqrt => on!(cx::rsqrt, unary),
            ComplexSign => on!(cx::sign, unary),
            ComplexSin => on!(cx::sin, unary),
            ComplexSqrt => on!(cx::sqrt, unary),
            ComplexTan => on!(cx::tan, unary),
            ComplexTanh => on!(cx::tanh, unary),
        };
        Ok(vec![v])
    }

    /// `complex.bitcast`: the bits of (re, im) as laid out in memory (re first), to or from an
    /// integer or float of twice the element width.
    fn complex_bitcast(&mut self, op: Op) -> Result<Vec<RtVal>, Diagnostic> {
        let ctx = self.ctx;
        let x = self.get(ctx.operand(op, 0));
        let rt = ctx.value_type(ctx.result(op, 0));
        if ctx.value_type(ctx.operand(op, 0)) == rt {
            return Ok(vec![x]);
        }
        let v = match (x, ctx.ty(rt)) {
            (RtVal::C32(a, b), TypeData::Integer { width: 64, .. }) => {
                RtVal::Int((u64::from(a.to_bits()) | (u64::from(b.to_bits()) << 32)) as i64)
            }
            (RtVal::C32(a, b), TypeData::Float(FloatKind::F64)) => RtVal::F64(f64::from_bits(
                u64::from(a.to_bits()) | (u64::from(b.to_bits()) << 32),
            )),
            (RtVal::Int(i), TypeData::Complex(_)) => {
                let i = i as u64;
                RtVal::C32(f32::from_bits(i as u32), f32::from_bits((i >> 32) as u32))
            }
            (RtVal::F64(f), TypeData::Complex(_)) => {
                let i = f.to_bits();
                RtVal::C32(f32::from_bits(i as u32), f32::from_bits((i >> 32) as u32))
            }
            _ => {
                return Err(self.error(
                    op,
                    "'complex.bitcast' of this type is not supported by the interpreter",
                ))
            }
        };
        Ok(vec![v])
    }
}
