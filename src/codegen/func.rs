//! `func.call` and region terminators (`func.return`, `scf.yield`, `scf.condition`).

use super::{block_args, FnLower, YieldTo};
use crate::diag::Diagnostic;
use crate::ir::{FuncOp, Op};
use cranelift_codegen::ir::condcodes::{CondCode, IntCC};
use cranelift_codegen::ir::{self, types, InstBuilder, MemFlagsData};
use cranelift_module::Module;

impl FnLower<'_, '_, '_> {
    pub(super) fn lower_func(&mut self, op: Op, kind: FuncOp) -> Result<(), Diagnostic> {
        match kind {
            FuncOp::FuncCall => self.lower_call(op),
            FuncOp::FuncConstant | FuncOp::FuncCallIndirect => self.lower_indirect(op),
            FuncOp::FuncReturn => self.lower_region_terminator(op),
            // Functions are compiled by the module, never as ops of a body.
            FuncOp::FuncFunc => Err(self.unsupported(op)),
        }
    }

    /// A zero of Cranelift type `t`.
    pub(super) fn zero(&mut self, t: ir::Type) -> ir::Value {
        match t {
            types::F32 => self.b.ins().f32const(0.0),
            types::F64 => self.b.ins().f64const(0.0),
            _ if t.is_vector() => {
                let z = self.zero(t.lane_type());
                self.b.ins().splat(t, z)
            }
            _ => self.iconst(t, 0),
        }
    }

    /// `func.call`: a function of the module, or a runtime function for a body-less declaration.
    pub(super) fn lower_call(&mut self, op: Op) -> Result<(), Diagnostic> {
        let ctx = self.m.ctx;
        let callee = match ctx.get_attr(op, "callee").map(|a| ctx.attr(a)) {
            Some(crate::ir::AttrData::SymbolRef(path)) if path.len() == 1 => path[0].clone(),
            _ => return Err(self.err(op, "call with an unsupported callee")),
        };
        if self.m.ciface.contains(&callee) {
            return self.lower_ciface_call(op, &callee);
        }
        let args = self.flat(ctx.operands(op));
        let internal = self.m.funcs.contains_key(&callee);
        let f = if let Some((id, _)) = self.m.funcs.get(&callee).copied() {
            self.func_ref(id)
        } else if let Some(id) = self.m.foreign.get(&callee).copied() {
            // From `--shared-libs`: declared with the MLIR signature's parts.
            self.func_ref(id)
        } else {
            let f = self.import(op, &callee)?;
            // Check the parts against the runtime function's C signature.
            // `import` succeeded, so the symbol is in the table.
            let abi = |ts: &[memref_jit_runtime::jit::AbiType]| -> Vec<ir::Type> {
                ts.iter().map(|t| super::abi(*t)).collect()
            };
            let (want_params, want_results) = self
                .m
                .symbols
                .iter()
                .find(|s| s.name == callee)
                .map(|s| (abi(s.params), abi(s.results)))
                .unwrap_or_default();
            let got_params: Vec<_> = args
                .iter()
                .map(|v| self.b.func.dfg.value_type(*v))
                .collect();
            let mut got_results = Vec::new();
            for r in ctx.results(op) {
                got_results.extend(self.parts(op, ctx.value_type(*r))?);
            }
            if want_params != got_params || want_results != got_results {
                return Err(self.err(
                    op,
                    format!("call to '@{callee}' does not match the runtime's signature"),
                ));
            }
            // The runner utilities read the whole memref: with --check-bounds it is judged
            // first, as the interpreter checks every element it prints.
            let esize = match callee.as_str() {
                "printMemrefF32" | "printMemrefI32" => Some(4),
                "printMemrefF64" | "printMemrefI64" | "printMemrefInd" => Some(8),
                _ => None,
            };
            if let (true, Some(esize), [rank, desc]) = (self.m.check_bounds, esize, &args[..]) {
                let faults = self.access_faults(op);
                let es = self.iconst(types::I64, esize);
                let sp = self.b.ins().get_stack_pointer(types::I64);
                let bad = self.call_rt(op, "mj_check_memref", &[*rank, *desc, es, sp, faults])?[0];
                self.unwind_if(bad);
            }
            f
        };
        if !internal {
            let call = self.b.ins().call(f, &args);
            let res = self.b.inst_results(call).to_vec();
            self.set_results_flat(op, &res);
            return Ok(());
        }
        // Module calls check the stack left: below the run's limit (its thread's stack end
        // plus a reserve for runtime helpers) the run faults at this call and unwinds to the
        // report instead of overflowing the stack.
        let limit_addr = self.iconst(types::I64, &*self.m.depth as *const i64 as i64);
        let limit = self
            .b
            .ins()
            .load(types::I64, MemFlagsData::trusted(), limit_addr, 0);
        let sp = self.b.ins().get_stack_pointer(types::I64);
        let too_deep = self.b.ins().icmp(IntCC::UnsignedLessThan, sp, limit);
        let fault_blk = self.b.create_block();
        let call_blk = self.b.create_block();
        let res_tys: Vec<_> = ctx.results(op).iter().map(|v| ctx.value_type(*v)).collect();
        let cont = self.block_for(op, &res_tys)?;
        self.b.ins().brif(too_deep, fault_blk, &[], call_blk, &[]);
        self.b.switch_to_block(fault_blk);
        let id = self.m.fault(op, "call stack too deep");
        let idv = self.iconst(types::I32, id as i64);
        self.call_rt(op, "mj_fault", &[idv])?;
        self.unwind();
        self.b.switch_to_block(call_blk);
        let call = self.b.ins().call(f, &args);
        let res = self.b.inst_results(call).to_vec();
        self.unwind_if_faulted();
        self.b.ins().jump(cont, &block_args(&res));
        self.b.switch_to_block(cont);
        let res = self.b.block_params(cont).to_vec();
        self.set_results_flat(op, &res);
        Ok(())
    }

    /// A call of a declaration with `llvm.emit_c_interface`: to `_mlir_ciface_<callee>`, from the
    /// runtime or `--shared-libs`, each memref argument passed as the address of its
    /// descriptor (`{rank, descriptor}` when unranked), as upstream's lowering calls it.
    fn lower_ciface_call(&mut self, op: Op, callee: &str) -> Result<(), Diagnostic> {
        let ctx = self.m.ctx;
        let sym = format!("_mlir_ciface_{callee}");
        let results: Vec<_> = ctx.results(op).iter().map(|v| ctx.value_type(*v)).collect();
        // Upstream returns a memref or several results through a pointer argument.
        if results.len() > 1 || results.iter().any(|t| super::is_memref(ctx, *t)) {
            return Err(self.err(
                op,
                format!("'@{callee}' (llvm.emit_c_interface): memref or multiple results are not supported by the JIT engine"),
            ));
        }
        let printer = memref_jit_runtime::jit::ciface_printers()
            .into_iter()
            .find(|p| p.0 == sym);
        let mut args = Vec::new();
        for v in ctx.operands(op) {
            let t = ctx.value_type(*v);
            let parts = self.get(*v).clone();
            if !super::is_memref(ctx, t) {
                args.extend(parts);
                continue;
            }
            let unranked = matches!(ctx.ty(t), crate::ir::TypeData::UnrankedMemRef { .. });
            let addr = self.spill(&parts);
            // The runner utilities read the whole memref: with --check-bounds it is judged
            // first, as the interpreter checks every element it prints.
            if let (true, Some((_, _, esize, _))) = (self.m.check_bounds, printer) {
                if esize > 0 {
                    let (rank, desc) = if unranked {
                        (parts[0], parts[1])
                    } else {
                        let r = self.iconst(types::I64, ((parts.len() - 3) / 2) as i64);
                        (r, addr)
                    };
                    let faults = self.access_faults(op);
                    let es = self.iconst(types::I64, esize);
                    let sp = self.b.ins().get_stack_pointer(types::I64);
                    let bad =
                        self.call_rt(op, "mj_check_memref", &[rank, desc, es, sp, faults])?[0];
                    self.unwind_if(bad);
                }
            }
            args.push(addr);
        }
        let f = if let Some(id) = self.m.foreign.get(callee).copied() {
            self.func_ref(id)
        } else {
            let known = self.m.symbols.iter().find(|s| s.name == sym).map(|s| {
                let abi = |ts: &[memref_jit_runtime::jit::AbiType]| -> Vec<ir::Type> {
                    ts.iter().map(|t| super::abi(*t)).collect()
                };
                (abi(s.params), abi(s.results))
            });
            let Some((want_params, want_results)) = known else {
                return Err(self.err(
                    op,
                    format!(
                        "'@{callee}' has no body and '@{sym}' (llvm.emit_c_interface) is not a function of the memref-jit runtime, and no --shared-libs library defines it"
                    ),
                ));
            };
            let got_params: Vec<_> = args
                .iter()
                .map(|v| self.b.func.dfg.value_type(*v))
                .collect();
            let mut got_results = Vec::new();
            for t in &results {
                got_results.extend(self.parts(op, *t)?);
            }
            // The ranked printers take a descriptor of their own rank.
            let rank_ok = match printer {
                Some((_, _, _, Some(rank))) => ctx.operands(op).iter().all(|v| {
                    matches!(ctx.ty(ctx.value_type(*v)),
                        crate::ir::TypeData::MemRef { shape, .. } if shape.len() as i64 == rank)
                }),
                Some((_, _, _, None)) => ctx.operands(op).iter().all(|v| {
                    matches!(
                        ctx.ty(ctx.value_type(*v)),
                        crate::ir::TypeData::UnrankedMemRef { .. }
                    )
                }),
                None => true,
            };
            // And elements of their size (a wider one would read past the buffer).
            let mut size_ok = true;
            if let Some((_, _, esize, _)) = printer.filter(|p| p.2 > 0) {
                for v in ctx.operands(op) {
                    size_ok &= self.elem_type(op, ctx.value_type(*v))?.bytes() as i64 == esize;
                }
            }
            if want_params != got_params || want_results != got_results || !rank_ok || !size_ok {
                return Err(self.err(
                    op,
                    format!("call to '@{sym}' does not match the runtime's signature"),
                ));
            }
            self.import(op, &sym)?
        };
        let call = self.b.ins().call(f, &args);
        let res = self.b.inst_results(call).to_vec();
        self.set_results_flat(op, &res);
        Ok(())
    }

    /// `func.return`, `scf.yield`, `scf.condition`: what they do depends on the enclosing op.
    pub(super) fn lower_region_terminator(&mut self, op: Op) -> Result<(), Diagnostic> {
        let ctx = self.m.ctx;
        let to = self.yields.last().cloned().unwrap_or(YieldTo::Return);
        match to {
            YieldTo::Return => {
                if let Some(mark) = self.stack_mark {
                    self.call_rt(op, "mj_stack_release", &[mark])?;
                }
                let vals = self.flat(ctx.operands(op));
                self.b.ins().return_(&vals);
            }
            YieldTo::For {
                header,
                iv,
                step,
                width,
            } => {
                let next = self.b.ins().iadd(iv, step);
                let next = self.wrap(next, width);
                let mut vals = vec![next];
                vals.extend(self.flat(ctx.operands(op)));
                self.b.ins().jump(header, &block_args(&vals));
            }
            YieldTo::Merge(blk) | YieldTo::WhileAfter(blk) => {
                let vals = self.flat(ctx.operands(op));
                self.b.ins().jump(blk, &block_args(&vals));
            }
            YieldTo::Condition { after, exit } => {
                let ops = ctx.operands(op);
                let c = self.one(ops[0]);
                let vals = block_args(&self.flat(&ops[1..]));
                // Exit first, so that Cranelift hoists the loop's invariants (see
                // `loop_branch`): branch on the complement of the condition's compare.
                if self.m.exit_first {
                    let stop = self.complement(c);
                    self.b.ins().brif(stop, exit, &vals, after, &vals);
                } else {
                    self.b.ins().brif(c, after, &vals, exit, &vals);
                }
            }
            YieldTo::Reduce { .. } => {
                return Err(self.err(op, "unexpected terminator in a parallel loop body"));
            }
        }
        Ok(())
    }

    /// The i1 (i8) value `!c`: the complemented compare when `c` is one (the branch on it
    /// then stays one compare and jump), else `c == 0`.
    fn complement(&mut self, c: ir::Value) -> ir::Value {
        if let ir::ValueDef::Result(inst, 0) = self.b.func.dfg.value_def(c) {
            match self.b.func.dfg.insts[inst] {
                ir::InstructionData::IntCompare { cond, args, .. } => {
                    return self.b.ins().icmp(cond.complement(), args[0], args[1]);
                }
                ir::InstructionData::FloatCompare { cond, args, .. } => {
                    return self.b.ins().fcmp(cond.complement(), args[0], args[1]);
                }
                _ => {}
            }
        }
        self.b.ins().icmp_imm_s(IntCC::Equal, c, 0)
    }

    /// `func.constant` (the address of a module or runtime function) and `func.call_indirect`.
    pub(super) fn lower_indirect(&mut self, op: Op) -> Result<(), Diagnostic> {
        let ctx = self.m.ctx;
        if ctx.kind(op) == crate::ir::OpKind::FuncConstant {
            let name = match ctx.get_attr(op, "value").map(|a| ctx.attr(a)) {
                Some(crate::ir::AttrData::SymbolRef(path)) if path.len() == 1 => path[0].clone(),
                _ => return Err(self.unsupported(op)),
            };
            let f = match self.m.funcs.get(&name).copied() {
                Some((id, _)) => self.func_ref(id),
                None => self.import(op, &name)?,
            };
            let addr = self.b.ins().func_addr(types::I64, f);
            self.set(ctx.result(op, 0), smallvec::smallvec![addr]);
            return Ok(());
        }
        let ops = ctx.operands(op);
        let callee = self.one(ops[0]);
        let args = self.flat(&ops[1..]);
        let mut sig = self.m.module.make_signature();
        for v in &ops[1..] {
            for p in self.parts(op, ctx.value_type(*v))? {
                sig.params.push(ir::AbiParam::new(p));
            }
        }
        for r in ctx.results(op) {
            for p in self.parts(op, ctx.value_type(*r))? {
                sig.returns.push(ir::AbiParam::new(p));
            }
        }
        let sref = self.b.import_signature(sig);
        let call = self.b.ins().call_indirect(sref, callee, &args);
        let res = self.b.inst_results(call).to_vec();
        // The callee may be a module function that faulted.
        self.unwind_if_faulted();
        self.set_results_flat(op, &res);
        Ok(())
    }
}
