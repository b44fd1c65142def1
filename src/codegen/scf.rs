//! `scf.for`, `scf.if`, `scf.while`, `scf.execute_region`, `scf.index_switch`, and
//! `scf.parallel`/`scf.forall` (run sequentially, last dimension fastest, as the interpreter
//! does) as Cranelift blocks with block params; also `memref.alloca_scope`.

use super::{block_args, FnLower, YieldTo};
use crate::diag::Diagnostic;
use crate::ir::{Op, OpKind, ScfOp, Type, TypeData, DYNAMIC};
use cranelift_codegen::ir::{self, condcodes::IntCC, types, InstBuilder};

impl FnLower<'_, '_, '_> {
    pub(super) fn lower_scf(&mut self, op: Op, kind: ScfOp) -> Result<(), Diagnostic> {
        use ScfOp::*;
        match kind {
            ScfFor => self.lower_for(op),
            ScfIf => self.lower_if(op),
            ScfWhile => self.lower_while(op),
            ScfExecuteRegion => self.lower_execute_region(op),
            ScfIndexSwitch => self.lower_index_switch(op),
            ScfParallel | ScfForall => self.lower_parallel(op),
            ScfReduce | ScfForallInParallel => self.lower_reduce(op),
            ScfYield | ScfCondition | ScfReduceReturn => self.lower_region_terminator(op),
        }
    }

    fn result_types(&self, op: Op) -> Vec<Type> {
        let ctx = self.m.ctx;
        ctx.results(op).iter().map(|v| ctx.value_type(*v)).collect()
    }

    pub(super) fn lower_for(&mut self, op: Op) -> Result<(), Diagnostic> {
        if self.m.check_bounds && !self.nests.inside {
            return self.lower_for_checked(op);
        }
        self.lower_for_plain(op)
    }

    /// `header(iv, iters..)` tests `iv < ub` and enters the body or leaves to `exit(iters..)`.
    pub(super) fn lower_for_plain(&mut self, op: Op) -> Result<(), Diagnostic> {
        let ctx = self.m.ctx;
        let ops = ctx.operands(op).to_vec();
        let (lb, ub, step) = (self.one(ops[0]), self.one(ops[1]), self.one(ops[2]));
        let inits = self.flat(&ops[3..]);
        let res_tys = self.result_types(op);
        let iv_ty = self.b.func.dfg.value_type(lb);
        // A narrow integer induction variable (`i12`) is held zero-extended: signed tests see
        // it sign-extended and the increment wraps to its width, as in the interpreter.
        let width = match ctx.ty(ctx.value_type(ops[0])) {
            TypeData::Integer { width, .. } => *width,
            _ => 64,
        };
        let header = self.b.create_block();
        let header_iv = self.b.append_block_param(header, iv_ty);
        for t in &res_tys {
            for p in self.parts(op, *t)? {
                self.b.append_block_param(header, p);
            }
        }
        let exit = self.block_for(op, &res_tys)?;
        let body = self.b.create_block();
        // A step that is not positive ends the run with the interpreter's error (the loop would
        // never end).
        let signed_step = self.signed(step, width);
        let bad = self
            .b
            .ins()
            .icmp_imm_s(IntCC::SignedLessThanOrEqual, signed_step, 0);
        let raise = self.b.create_block();
        let ok = self.b.create_block();
        self.b.ins().brif(bad, raise, &[], ok, &[]);
        self.b.switch_to_block(raise);
        let id = self.m.fault(op, "scf.for step must be positive, got {}");
        let idv = self.iconst(types::I32, id as i64);
        let wide = if iv_ty == types::I64 {
            signed_step
        } else {
            self.b.ins().sextend(types::I64, signed_step)
        };
        self.call_rt(op, "mj_fault_value", &[idv, wide])?;
        self.unwind();
        self.b.switch_to_block(ok);
        // Simple elementwise loops first run as many iterations as they can in vectors.
        let may = self.m.vectorize && (!self.m.check_bounds || self.all_accesses_covered(op));
        let plan = if may {
            super::vectorize::plan(ctx, op)
        } else {
            None
        };
        // Otherwise loops with nested loops, shared or per-lane loads run in vector lanes.
        let lane_plan = if may && plan.is_none() {
            super::vectorize_lanes::plan(ctx, op)
        } else {
            None
        };
        let (start, inits) = match (plan, lane_plan) {
            (Some(plan), _) => (self.lower_vector_loop(op, &plan, lb, ub)?, inits),
            (None, Some(plan)) => self.lower_lane_loop(op, &plan, lb, ub, &inits)?,
            (None, None) => (lb, inits),
        };
        let mut first = vec![start];
        first.extend(inits);
        self.b.ins().jump(header, &block_args(&first));
        self.b.switch_to_block(header);
        let iters = self.b.block_params(header)[1..].to_vec();
        let unsigned = ctx.get_attr(op, "unsignedCmp").is_some();
        let cc = if unsigned {
            IntCC::UnsignedLessThan
        } else {
            IntCC::SignedLessThan
        };
        let (iv, ub) = if unsigned {
            (header_iv, ub)
        } else {
            (self.signed(header_iv, width), self.signed(ub, width))
        };
        self.loop_branch(cc, iv, ub, body, exit, &block_args(&iters));
        self.b.switch_to_block(body);
        let mut args = vec![header_iv];
        args.extend(&iters);
        self.lower_nested(
            ctx.regions(op)[0],
            &args,
            YieldTo::For {
                header,
                iv: header_iv,
                step,
                width,
            },
        )?;
        self.b.switch_to_block(exit);
        let res = self.b.block_params(exit).to_vec();
        self.set_results_flat(op, &res);
        Ok(())
    }

    pub(super) fn lower_if(&mut self, op: Op) -> Result<(), Diagnostic> {
        let ctx = self.m.ctx;
        let c = self.one(ctx.operand(op, 0));
        let res_tys = self.result_types(op);
        let merge = self.block_for(op, &res_tys)?;
        let then = self.b.create_block();
        let regions = ctx.regions(op).to_vec();
        let has_else = regions.len() > 1 && !ctx.region_is_empty(regions[1]);
        let els = if has_else {
            self.b.create_block()
        } else {
            merge
        };
        self.b.ins().brif(c, then, &[], els, &[]);
        self.b.switch_to_block(then);
        self.lower_nested(regions[0], &[], YieldTo::Merge(merge))?;
        if has_else {
            self.b.switch_to_block(els);
            self.lower_nested(regions[1], &[], YieldTo::Merge(merge))?;
        }
        self.b.switch_to_block(merge);
        let res = self.b.block_params(merge).to_vec();
        self.set_results_flat(op, &res);
        Ok(())
    }

    pub(super) fn lower_while(&mut self, op: Op) -> Result<(), Diagnostic> {
        let ctx = self.m.ctx;
        let inits = self.flat(ctx.operands(op));
        let regions = ctx.regions(op).to_vec();
        let arg_tys = |r| -> Vec<Type> {
            ctx.entry_block(r)
                .map(|b| {
                    ctx.block_args(b)
                        .iter()
                        .map(|v| ctx.value_type(*v))
                        .collect()
                })
                .unwrap_or_default()
        };
        let before = self.block_for(op, &arg_tys(regions[0]))?;
        let after = self.block_for(op, &arg_tys(regions[1]))?;
        let res_tys = self.result_types(op);
        let exit = self.block_for(op, &res_tys)?;
        self.b.ins().jump(before, &block_args(&inits));
        self.b.switch_to_block(before);
        let ps = self.b.block_params(before).to_vec();
        self.lower_nested(regions[0], &ps, YieldTo::Condition { after, exit })?;
        self.b.switch_to_block(after);
        let ps = self.b.block_params(after).to_vec();
        self.lower_nested(regions[1], &ps, YieldTo::WhileAfter(before))?;
        self.b.switch_to_block(exit);
        let res = self.b.block_params(exit).to_vec();
        self.set_results_flat(op, &res);
        Ok(())
    }

    /// `scf.execute_region`: its blocks become Cranelift blocks; `scf.yield` jumps to the merge
    /// block that carries the results.
    pub(super) fn lower_execute_region(&mut self, op: Op) -> Result<(), Diagnostic> {
        let ctx = self.m.ctx;
        let res_tys = self.result_types(op);
        let merge = self.block_for(op, &res_tys)?;
        let region = ctx.regions(op)[0];
        let mbs: Vec<crate::ir::Block> = ctx.region_blocks(region).collect();
        for mb in &mbs {
            let tys: Vec<Type> = ctx
                .block_args(*mb)
                .iter()
                .map(|v| ctx.value_type(*v))
                .collect();
            let blk = self.block_for(op, &tys)?;
            self.blocks.insert(*mb, blk);
        }
        let Some(first) = mbs.first() else {
            return Err(self.err(op, "'scf.execute_region' with an empty region"));
        };
        let entry = self.blocks[first];
        self.b.ins().jump(entry, &[]);
        self.yields.push(YieldTo::Merge(merge));
        let reachable = super::reachable_blocks(ctx, region);
        for mb in mbs {
            let blk = self.blocks[&mb];
            self.b.switch_to_block(blk);
            if !reachable.contains(&mb) {
                self.b
                    .ins()
                    .trap(cranelift_codegen::ir::TrapCode::unwrap_user(1));
                continue;
            }
            let args = ctx.block_args(mb).to_vec();
            self.bind_params(blk, &args);
            if let Err(e) = self.lower_block_ops(mb) {
                self.yields.pop();
                return Err(e);
            }
        }
        self.yields.pop();
        self.b.switch_to_block(merge);
        let res = self.b.block_params(merge).to_vec();
        self.set_results_flat(op, &res);
        Ok(())
    }

    /// `scf.index_switch`: compares in case order; region 0 is the default, 1.. the cases.
    pub(super) fn lower_index_switch(&mut self, op: Op) -> Result<(), Diagnostic> {
        let ctx = self.m.ctx;
        let x = self.one(ctx.operand(op, 0));
        let cases = ctx.i64_array(op, "cases");
        let res_tys = self.result_types(op);
        let merge = self.block_for(op, &res_tys)?;
        let regions = ctx.regions(op).to_vec();
        let mut bodies = Vec::new();
        for (k, c) in cases.iter().enumerate() {
            let body = self.b.create_block();
            let next = self.b.create_block();
            let hit = self.b.ins().icmp_imm_s(IntCC::Equal, x, *c);
            self.b.ins().brif(hit, body, &[], next, &[]);
            bodies.push((regions[k + 1], body));
            self.b.switch_to_block(next);
        }
        // The fall-through block runs the default region.
        self.lower_nested(regions[0], &[], YieldTo::Merge(merge))?;
        for (r, body) in bodies {
            self.b.switch_to_block(body);
            self.lower_nested(r, &[], YieldTo::Merge(merge))?;
        }
        self.b.switch_to_block(merge);
        let res = self.b.block_params(merge).to_vec();
        self.set_results_flat(op, &res);
        Ok(())
    }

    /// The bounds of `scf.parallel` (operands) or `scf.forall` (static attributes with dynamic
    /// operands in the holes): (lower bounds, upper bounds, steps, initial accumulators).
    #[allow(clippy::type_complexity)]
    fn parallel_bounds(
        &mut self,
        op: Op,
    ) -> Result<
        (
            Vec<ir::Value>,
            Vec<ir::Value>,
            Vec<ir::Value>,
            Vec<ir::Value>,
        ),
        Diagnostic,
    > {
        let ctx = self.m.ctx;
        let ops = ctx.operands(op).to_vec();
        let segs = ctx.segments(op);
        if ctx.kind(op) == OpKind::ScfParallel {
            let n = segs[0];
            let vals: Vec<ir::Value> = ops[..3 * n].iter().map(|v| self.one(*v)).collect();
            let inits = self.flat(&ops[3 * n..]);
            return Ok((
                vals[..n].to_vec(),
                vals[n..2 * n].to_vec(),
                vals[2 * n..].to_vec(),
                inits,
            ));
        }
        if segs.get(3).copied().unwrap_or(0) != 0 {
            // Shared outputs on tensor values run in the interpreter (bufferized first,
            // the loop has none).
            return Err(self.err(
                op,
                "'scf.forall' with shared outputs is not supported by the JIT engine yet; use --engine=interp",
            ));
        }
        let n_dyn: usize = ["staticLowerBound", "staticUpperBound", "staticStep"]
            .iter()
            .map(|name| {
                ctx.i64_array(op, name)
                    .iter()
                    .filter(|v| **v == DYNAMIC)
                    .count()
            })
            .sum();
        if n_dyn != segs.iter().take(3).sum::<usize>() {
            return Err(self.err(op, "scf.forall bounds do not match its operands"));
        }
        let mut dyns = ops
            .iter()
            .map(|v| self.one(*v))
            .collect::<Vec<_>>()
            .into_iter();
        let mut fill = |fl: &mut Self, name: &str| -> Vec<ir::Value> {
            let stat = ctx.i64_array(op, name);
            stat.into_iter()
                .map(|s| {
                    if s == DYNAMIC {
                        dyns.next().unwrap_or_else(|| fl.iconst(types::I64, 0))
                    } else {
                        fl.iconst(types::I64, s)
                    }
                })
                .collect()
        };
        let lbs = fill(self, "staticLowerBound");
        let ubs = fill(self, "staticUpperBound");
        let steps = fill(self, "staticStep");
        Ok((lbs, ubs, steps, Vec::new()))
    }

    /// `scf.parallel` / `scf.forall` as one loop over the index space: `body(ivs.., accs..)`
    /// runs the body; the `scf.reduce` terminator combines and jumps to `latch(ivs.., accs..)`,
    /// which steps the last dimension and carries into the earlier ones.
    pub(super) fn lower_parallel(&mut self, op: Op) -> Result<(), Diagnostic> {
        let ctx = self.m.ctx;
        let (lbs, ubs, steps, inits) = self.parallel_bounds(op)?;
        let n = lbs.len();
        let res_tys = self.result_types(op);
        let exit = self.block_for(op, &res_tys)?;
        // A step that is not positive ends the run, as in the interpreter; the loop is skipped.
        let fault = self
            .m
            .fault(op, format!("{} steps must be positive", ctx.op_name(op)));
        let mut bad = self.iconst(types::I8, 0);
        for st in &steps {
            let b = self
                .b
                .ins()
                .icmp_imm_s(IntCC::SignedLessThanOrEqual, *st, 0);
            bad = self.b.ins().bor(bad, b);
        }
        self.fault_if(op, bad, fault)?;
        let mut skip = bad;
        for (l, u) in lbs.iter().zip(&ubs) {
            let e = self.b.ins().icmp(IntCC::SignedGreaterThanOrEqual, *l, *u);
            skip = self.b.ins().bor(skip, e);
        }
        let body = self.b.create_block();
        let latch = self.b.create_block();
        for blk in [body, latch] {
            for _ in 0..n {
                self.b.append_block_param(blk, types::I64);
            }
            for v in &inits {
                let t = self.b.func.dfg.value_type(*v);
                self.b.append_block_param(blk, t);
            }
        }
        let mut first = lbs.clone();
        first.extend(&inits);
        self.b
            .ins()
            .brif(skip, exit, &block_args(&inits), body, &block_args(&first));
        self.b.switch_to_block(body);
        let params = self.b.block_params(body).to_vec();
        let (ivs, accs) = params.split_at(n);
        self.lower_nested(
            ctx.regions(op)[0],
            ivs,
            YieldTo::Reduce {
                latch,
                ivs: ivs.to_vec(),
                accs: accs.to_vec(),
            },
        )?;
        // The latch: odometer over the dimensions, last fastest.
        self.b.switch_to_block(latch);
        let params = self.b.block_params(latch).to_vec();
        let (ivs, accs) = params.split_at(n);
        for d in (0..n).rev() {
            let next = self.b.ins().iadd(ivs[d], steps[d]);
            let more = self.b.ins().icmp(IntCC::SignedLessThan, next, ubs[d]);
            let mut args: Vec<ir::Value> = ivs[..d].to_vec();
            args.push(next);
            args.extend(&lbs[d + 1..]);
            args.extend(accs);
            let carry = self.b.create_block();
            self.b
                .ins()
                .brif(more, body, &block_args(&args), carry, &[]);
            self.b.switch_to_block(carry);
        }
        self.b.ins().jump(exit, &block_args(accs));
        self.b.switch_to_block(exit);
        let res = self.b.block_params(exit).to_vec();
        self.set_results_flat(op, &res);
        Ok(())
    }

    /// `scf.reduce` (and `scf.forall.in_parallel`): each contribution is combined with its
    /// accumulator by the matching region, then the latch takes the new values.
    pub(super) fn lower_reduce(&mut self, op: Op) -> Result<(), Diagnostic> {
        let ctx = self.m.ctx;
        let Some(YieldTo::Reduce { latch, ivs, accs }) = self.yields.last().cloned() else {
            return Err(self.err(op, "'scf.reduce' outside of a parallel loop"));
        };
        if ctx.kind(op) == OpKind::ScfForallInParallel && !ctx.regions(op).is_empty() {
            let r = ctx.regions(op)[0];
            if ctx
                .entry_block(r)
                .is_some_and(|b| ctx.block_ops(b).next().is_some())
            {
                return Err(self.err(
                    op,
                    "scf.forall.in_parallel with parallel inserts (tensors) cannot be executed",
                ));
            }
        }
        let contribs = ctx.operands(op).to_vec();
        let mut new_accs = Vec::new();
        let mut at = 0;
        for (k, c) in contribs.iter().enumerate() {
            let cparts = self.get(*c).clone();
            let acc = accs[at..at + cparts.len()].to_vec();
            at += cparts.len();
            let tys = [ctx.value_type(*c)];
            let merged = self.block_for(op, &tys)?;
            let mut args = acc;
            args.extend(cparts.iter().copied());
            self.lower_nested(ctx.regions(op)[k], &args, YieldTo::Merge(merged))?;
            self.b.switch_to_block(merged);
            new_accs.extend(self.b.block_params(merged).to_vec());
        }
        let mut args = ivs;
        args.extend(new_accs);
        self.b.ins().jump(latch, &block_args(&args));
        Ok(())
    }

    /// `memref.alloca_scope`: its allocas live until the scope ends (a dynamically sized one
    /// is released there; static ones are stack slots of the function).
    pub(super) fn lower_alloca_scope(&mut self, op: Op) -> Result<(), Diagnostic> {
        let ctx = self.m.ctx;
        let res_tys = self.result_types(op);
        let merge = self.block_for(op, &res_tys)?;
        let mark = self.call_rt(op, "mj_stack_mark", &[])?[0];
        self.lower_nested(ctx.regions(op)[0], &[], YieldTo::Merge(merge))?;
        self.b.switch_to_block(merge);
        self.call_rt(op, "mj_stack_release", &[mark])?;
        let res = self.b.block_params(merge).to_vec();
        self.set_results_flat(op, &res);
        Ok(())
    }
}
