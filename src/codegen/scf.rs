//! `scf.for`, `scf.if`, `scf.while` as Cranelift blocks with block params.

use super::{block_args, FnLower, YieldTo};
use crate::diag::Diagnostic;
use crate::ir::{Op, Type};
use cranelift_codegen::ir::{condcodes::IntCC, InstBuilder};

impl FnLower<'_, '_, '_> {
    fn result_types(&self, op: Op) -> Vec<Type> {
        let ctx = self.m.ctx;
        ctx.results(op).iter().map(|v| ctx.value_type(*v)).collect()
    }

    /// `header(iv, iters..)` tests `iv < ub` and enters the body or leaves to `exit(iters..)`.
    pub(super) fn lower_for(&mut self, op: Op) -> Result<(), Diagnostic> {
        let ctx = self.m.ctx;
        let ops = ctx.operands(op).to_vec();
        let (lb, ub, step) = (self.one(ops[0]), self.one(ops[1]), self.one(ops[2]));
        let inits = self.flat(&ops[3..]);
        let res_tys = self.result_types(op);
        let iv_ty = self.b.func.dfg.value_type(lb);
        let header = self.b.create_block();
        let header_iv = self.b.append_block_param(header, iv_ty);
        for t in &res_tys {
            for p in self.parts(op, *t)? {
                self.b.append_block_param(header, p);
            }
        }
        let exit = self.block_for(op, &res_tys)?;
        let body = self.b.create_block();
        let mut first = vec![lb];
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
        let more = self.b.ins().icmp(cc, header_iv, ub);
        self.b
            .ins()
            .brif(more, body, &[], exit, &block_args(&iters));
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
        for mb in mbs {
            let blk = self.blocks[&mb];
            self.b.switch_to_block(blk);
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
        let cases = match ctx.get_attr(op, "cases").map(|a| ctx.attr(a)) {
            Some(crate::ir::AttrData::DenseArray { values, .. }) => {
                values.iter().map(|v| *v as i64).collect::<Vec<_>>()
            }
            _ => Vec::new(),
        };
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
}
