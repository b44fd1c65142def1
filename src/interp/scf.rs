//! scf: structured loops and conditionals run their regions with `run_nested`; the
//! terminators transfer control in `run_region`.

use super::{common, Interp, RtVal};
use crate::diag::Diagnostic;
use crate::ir::{Op, ScfOp};

impl Interp<'_> {
    pub(super) fn exec_scf(&mut self, op: Op, kind: ScfOp) -> Result<Vec<RtVal>, Diagnostic> {
        use ScfOp::*;
        let ctx = self.ctx;
        Ok(match kind {
            ScfFor => {
                let ops = self.operand_vals(op);
                let (RtVal::Int(lb), RtVal::Int(ub), RtVal::Int(step)) =
                    (ops[0].clone(), ops[1].clone(), ops[2].clone())
                else {
                    return Err(self.error(op, "bad loop bounds"));
                };
                if step <= 0 {
                    return Err(
                        self.error(op, format!("scf.for step must be positive, got {step}"))
                    );
                }
                let unsigned = ctx.get_attr(op, "unsignedCmp").is_some();
                let mut iters: Vec<RtVal> = ops[3..].to_vec();
                let mut i = lb;
                let width = ctx
                    .ty(ctx.value_type(ctx.operand(op, 0)))
                    .int_width()
                    .unwrap_or(64);
                loop {
                    let more = if unsigned {
                        common::as_unsigned(i, width) < common::as_unsigned(ub, width)
                    } else {
                        i < ub
                    };
                    if !more {
                        break;
                    }
                    let mut args = vec![RtVal::Int(i)];
                    args.extend(iters);
                    iters = self.run_nested(ctx.regions(op)[0], args)?;
                    // Wraps to the width and goes on while below `ub`, as upstream's lowering
                    // (and the JIT) does.
                    i = common::norm(i as i128 + step as i128, width);
                }
                iters
            }
            ScfIf => {
                let c = self.int(ctx.operand(op, 0)) != 0;
                let r = ctx.regions(op)[if c { 0 } else { 1 }];
                if ctx.region_is_empty(r) {
                    Vec::new()
                } else {
                    self.run_nested(r, Vec::new())?
                }
            }
            ScfWhile => {
                let mut args = self.operand_vals(op);
                loop {
                    let mut out = self.run_nested(ctx.regions(op)[0], args)?;
                    let c = matches!(out[0], RtVal::Int(x) if x != 0);
                    out.remove(0);
                    if !c {
                        break out;
                    }
                    args = self.run_nested(ctx.regions(op)[1], out)?;
                }
            }
            ScfExecuteRegion => self.run_nested(ctx.regions(op)[0], Vec::new())?,
            ScfIndexSwitch => {
                let x = self.int(ctx.operand(op, 0));
                let cases = ctx.i64_array(op, "cases");
                let i = cases
                    .iter()
                    .position(|c| *c == x)
                    .map(|p| p + 1)
                    .unwrap_or(0);
                self.run_nested(ctx.regions(op)[i], Vec::new())?
            }
            ScfParallel => self.exec_parallel(op)?,
            ScfForall => self.exec_forall(op)?,
            ScfCondition | ScfYield | ScfReduce | ScfReduceReturn | ScfForallInParallel => {
                return Err(self.unsupported_op(op))
            }
        })
    }
}
