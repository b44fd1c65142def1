//! The memory checker's common cases in JIT code. Checked runs allocate and free through the
//! runtime's tracker; calling it twice per buffer made allocation-heavy kernels several times
//! slower than malloc. So the module gets two functions of its own, compiled once and called
//! directly from every site, that do the common cases on the run's slab tables
//! (`memref_jit_runtime::slab_abi`):
//! - `slab_alloc`: a block of at most 2 KiB with malloc's alignment is the oldest slot of its
//!   size class's quarantine ring, once the ring holds more than the quarantine;
//! - `slab_free`: a pointer that is the start of a live, unskewed slab block is marked freed at
//!   its site and pushed on its class's ring.
//!
//! Anything else (a ring without spare slots or full, a large block, an interior, freed or
//! foreign pointer) goes on to `mj_alloc`/`mj_free`, which handle every case, so the findings
//! are the same either way. Frees inside `scf` loops get the free path inline instead of the
//! call: with both paths called, 1,000,000 alloc/free pairs took 1.5 times upstream's time,
//! with the free inline 1.2 times (inlining the allocation too gained nothing more). Elsewhere
//! the calls keep code small: the paths are some forty instructions each, and
//! allocation-dense modules compiled 2.5 times slower with both at every site.

use super::memref::flags;
use super::{FnLower, Module_, YieldTo};
use crate::diag::Diagnostic;
use crate::ir::Op;
use cranelift_codegen::ir::{self, condcodes::IntCC, types, AbiParam, InstBuilder};
use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext};
use cranelift_module::{FuncId, Linkage, Module};
use memref_jit_runtime::slab_abi as abi;
use rustc_hash::{FxHashMap, FxHashSet};

/// The module's allocation helpers.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum SlabHelper {
    /// `(bytes: i64, align: i64, site: i32, fault: i32) -> i64`: the allocated pointer, or
    /// null when the allocation failed (its fault raised).
    Alloc = 0,
    /// `(ptr: i64, site: i32)`.
    Free = 1,
}

impl SlabHelper {
    fn name(self) -> &'static str {
        match self {
            SlabHelper::Alloc => "memref_jit.slab_alloc",
            SlabHelper::Free => "memref_jit.slab_free",
        }
    }

    fn signature(self, m: &Module_) -> ir::Signature {
        let mut sig = m.module.make_signature();
        let p = |t| AbiParam::new(t);
        match self {
            SlabHelper::Alloc => {
                sig.params
                    .extend([p(types::I64), p(types::I64), p(types::I32), p(types::I32)]);
                sig.returns.push(p(types::I64));
            }
            SlabHelper::Free => sig.params.extend([p(types::I64), p(types::I32)]),
        }
        sig
    }
}

impl FnLower<'_, '_, '_> {
    /// Whether a block of `bytes` (when static) aligned to `align` may come from the slabs.
    pub(super) fn slab_eligible(known: Option<u64>, align: i64) -> bool {
        align <= 16 && known.is_none_or(|n| n <= abi::MAX_SMALL as u64)
    }

    /// Allocates `bytes` aligned to `align` through the module's allocation helper; returns
    /// the allocated pointer, null on failure (its fault raised).
    pub(super) fn slab_alloc(
        &mut self,
        op: Op,
        bytes: ir::Value,
        align: i64,
        site: u32,
        fault: u32,
    ) -> Result<ir::Value, Diagnostic> {
        let a = self.iconst(types::I64, align);
        let s = self.iconst(types::I32, site as i64);
        let fv = self.iconst(types::I32, fault as i64);
        let f = self.slab_helper(op, SlabHelper::Alloc)?;
        let call = self.b.ins().call(f, &[bytes, a, s, fv]);
        Ok(self.b.inst_results(call)[0])
    }

    /// Frees `ptr` at `site` through the slab fast path (inline in loops, else a call of the
    /// module's helper).
    pub(super) fn slab_free(
        &mut self,
        op: Op,
        ptr: ir::Value,
        site: u32,
    ) -> Result<(), Diagnostic> {
        let s = self.iconst(types::I32, site as i64);
        if self.in_loop(op) {
            return self.emit_slab_free(op, &[ptr, s]);
        }
        let f = self.slab_helper(op, SlabHelper::Free)?;
        self.b.ins().call(f, &[ptr, s]);
        Ok(())
    }

    /// Whether `op` runs in a loop of its function (an `scf` loop around it), where a call
    /// per buffer costs most. Loops built from `cf` branches are not seen: their frees
    /// call the helper, which is as correct and a little slower.
    pub(super) fn in_loop(&self, op: Op) -> bool {
        use crate::ir::OpKind::*;
        let ctx = self.m.ctx;
        let mut at = ctx.parent_op(op);
        while let Some(p) = at {
            match ctx.kind(p) {
                ScfFor | ScfWhile | ScfParallel | ScfForall => return true,
                FuncFunc => return false,
                _ => at = ctx.parent_op(p),
            }
        }
        false
    }

    /// The helper, declared on first use (defined by [`define_slab_helpers`]).
    fn slab_helper(&mut self, op: Op, kind: SlabHelper) -> Result<ir::FuncRef, Diagnostic> {
        let id = match self.m.slab_helpers[kind as usize] {
            Some(id) => id,
            None => {
                let sig = kind.signature(self.m);
                let id = self
                    .m
                    .module
                    .declare_function(kind.name(), Linkage::Local, &sig)
                    .map_err(|e| self.err(op, format!("cannot declare {}: {e}", kind.name())))?;
                self.m.slab_helpers[kind as usize] = Some(id);
                id
            }
        };
        Ok(self.func_ref(id))
    }

    /// The run's slab tables.
    fn slabs(&mut self) -> ir::Value {
        let cell = self.iconst(types::I64, &*self.m.slabs as *const u64 as i64);
        self.b.ins().load(types::I64, flags(), cell, 0)
    }

    /// The allocation fast path at the current position, with `mj_alloc` as its slow path;
    /// `params` are the helper's; returns the allocated pointer (null on failure).
    fn emit_slab_alloc(&mut self, op: Op, params: &[ir::Value]) -> Result<ir::Value, Diagnostic> {
        let i64t = types::I64;
        let (bytes, align, site, fault) = (params[0], params[1], params[2], params[3]);
        let h = self.slabs();
        let cold = self.b.create_block();
        let done = self.b.create_block();
        let out = self.b.append_block_param(done, i64t);
        // The class: `bytes` (at least 1) rounded up to a power of two, at least the smallest
        // slot (whose 16-byte alignment covers `align`); larger blocks go to the runtime.
        let one = self.iconst(i64t, 1);
        let need = self.b.ins().umax(bytes, one);
        let small =
            self.b
                .ins()
                .icmp_imm_s(IntCC::UnsignedLessThanOrEqual, need, abi::MAX_SMALL as i64);
        let b0 = self.b.create_block();
        self.b.ins().brif(small, b0, &[], cold, &[]);
        self.b.switch_to_block(b0);
        let below = self.b.ins().iadd_imm_s(need, -1);
        let lz = self.b.ins().clz(below);
        let c64 = self.iconst(i64t, 64);
        let bits = self.b.ins().isub(c64, lz);
        let min = self.iconst(i64t, abi::MIN_CLASS_SHIFT as i64);
        let shift = self.b.ins().umax(bits, min);
        let ring = self.class_ring(h, shift);
        let head = self.ring_load(ring, abi::RING_HEAD);
        let tail = self.ring_load(ring, abi::RING_TAIL);
        let held = self.b.ins().isub(tail, head);
        let spare =
            self.b
                .ins()
                .icmp_imm_s(IntCC::UnsignedGreaterThan, held, abi::QUARANTINE as i64);
        let fast = self.b.create_block();
        self.b.ins().brif(spare, fast, &[], cold, &[]);

        // Pop the ring's oldest slot and record the block in it.
        self.b.switch_to_block(fast);
        let buf = self.ring_load(ring, abi::RING_BUF);
        let mask = self.ring_load(ring, abi::RING_MASK);
        let idx = self.b.ins().band(head, mask);
        let at = self.b.ins().ishl_imm_s(idx, 3);
        let at = self.b.ins().iadd(buf, at);
        let slot = self.b.ins().load(i64t, flags(), at, 0);
        let head1 = self.b.ins().iadd_imm_s(head, 1);
        self.b
            .ins()
            .store(flags(), head1, ring, abi::RINGS + abi::RING_HEAD);
        let meta = self.slot_meta(h, slot, shift);
        let site64 = self.b.ins().uextend(i64t, site);
        let site_hi = self.b.ins().ishl_imm_s(site64, 32);
        let size_site = self.b.ins().bor(bytes, site_hi);
        self.b
            .ins()
            .store(flags(), size_site, meta, abi::META_SIZE_SITE);
        let live = self.iconst(i64t, abi::LIVE as i64);
        self.b.ins().store(flags(), live, meta, abi::META_STATE);
        self.zero_block(slot, bytes);
        self.bump(h, abi::ALLOCS, one);
        let lb = self.bump(h, abi::LIVE_BYTES, bytes);
        let peak = self.b.ins().load(i64t, flags(), h, abi::PEAK_BYTES);
        let peak = self.b.ins().umax(peak, lb);
        self.b.ins().store(flags(), peak, h, abi::PEAK_BYTES);
        self.b.ins().jump(done, &[ir::BlockArg::Value(slot)]);

        self.b.switch_to_block(cold);
        self.b.set_cold_block(cold);
        let raw = self.call_rt(op, "mj_alloc", &[bytes, align, site, fault])?[0];
        self.b.ins().jump(done, &[ir::BlockArg::Value(raw)]);
        self.b.switch_to_block(done);
        Ok(out)
    }

    /// The free fast path at the current position, with `mj_free` as its slow path; `params`
    /// are the helper's.
    fn emit_slab_free(&mut self, op: Op, params: &[ir::Value]) -> Result<(), Diagnostic> {
        let i64t = types::I64;
        let (ptr, site) = (params[0], params[1]);
        let h = self.slabs();
        let cold = self.b.create_block();
        let done = self.b.create_block();
        // At a slot's start, whose record says live and unskewed, with room on the ring.
        let Slot {
            meta,
            shift,
            interior,
        } = self.slot_of(h, ptr, cold);
        let one = self.iconst(i64t, 1);
        let state = self.b.ins().load(i64t, flags(), meta, abi::META_STATE);
        let ring = self.class_ring(h, shift);
        let head = self.ring_load(ring, abi::RING_HEAD);
        let tail = self.ring_load(ring, abi::RING_TAIL);
        let mask = self.ring_load(ring, abi::RING_MASK);
        let held = self.b.ins().isub(tail, head);
        // `held < mask` (not `<=`): a ring without a buffer has mask 0 and takes no entry.
        let room = self.b.ins().icmp(IntCC::UnsignedLessThan, held, mask);
        let at_start = self.b.ins().icmp_imm_s(IntCC::Equal, interior, 0);
        let live = self
            .b
            .ins()
            .icmp_imm_s(IntCC::Equal, state, abi::LIVE as i64);
        let ok = self.b.ins().band(room, at_start);
        let ok = self.b.ins().band(ok, live);
        let b3 = self.b.create_block();
        self.b.ins().brif(ok, b3, &[], cold, &[]);

        self.b.switch_to_block(b3);
        let site64 = self.b.ins().uextend(i64t, site);
        let site_hi = self.b.ins().ishl_imm_s(site64, 32);
        let freed = self.b.ins().bor_imm_s(site_hi, abi::FREED as i64);
        self.b.ins().store(flags(), freed, meta, abi::META_STATE);
        let bytes = self.b.ins().uload32(flags(), meta, abi::META_SIZE_SITE);
        let neg = self.b.ins().ineg(bytes);
        self.bump(h, abi::LIVE_BYTES, neg);
        self.bump(h, abi::FREES, one);
        let buf = self.ring_load(ring, abi::RING_BUF);
        let idx = self.b.ins().band(tail, mask);
        let at = self.b.ins().ishl_imm_s(idx, 3);
        let at = self.b.ins().iadd(buf, at);
        self.b.ins().store(flags(), ptr, at, 0);
        let tail1 = self.b.ins().iadd_imm_s(tail, 1);
        self.b
            .ins()
            .store(flags(), tail1, ring, abi::RINGS + abi::RING_TAIL);
        self.b.ins().jump(done, &[]);

        self.b.switch_to_block(cold);
        self.b.set_cold_block(cold);
        self.call_rt(op, "mj_free", &[ptr, site])?;
        self.b.ins().jump(done, &[]);
        self.b.switch_to_block(done);
        Ok(())
    }

    /// Whether `len` bytes at `addr` lie in the live slab block that starts at `base` (an
    /// i8, 1 when sure; 0 sends the access to the runtime, which judges every case): the
    /// common case of a checked access in a loop, without a call.
    pub(super) fn slab_access_ok(
        &mut self,
        base: ir::Value,
        addr: ir::Value,
        len: ir::Value,
    ) -> ir::Value {
        let i64t = types::I64;
        let h = self.slabs();
        let no = self.b.create_block();
        let done = self.b.create_block();
        let out = self.b.append_block_param(done, types::I8);
        // `base` at a slot's start whose record says live and unskewed (the state, skew and
        // freeing site read as one word, as in the free path).
        let Slot { meta, interior, .. } = self.slot_of(h, base, no);
        let one = self.iconst(i64t, 1);
        let state = self.b.ins().load(i64t, flags(), meta, abi::META_STATE);
        let bytes = self.b.ins().uload32(flags(), meta, abi::META_SIZE_SITE);
        let extent = self.b.ins().umax(bytes, one);
        let at = self.b.ins().isub(addr, base);
        let end = self.b.ins().iadd(at, len);
        let at_start = self.b.ins().icmp_imm_s(IntCC::Equal, interior, 0);
        let live = self
            .b
            .ins()
            .icmp_imm_s(IntCC::Equal, state, abi::LIVE as i64);
        // `at <= extent` (at most 2 KiB) first, so that `at + len` cannot wrap.
        let from = self
            .b
            .ins()
            .icmp(IntCC::UnsignedLessThanOrEqual, at, extent);
        let to = self
            .b
            .ins()
            .icmp(IntCC::UnsignedLessThanOrEqual, end, extent);
        let ok = self.b.ins().band(at_start, live);
        let ok = self.b.ins().band(ok, from);
        let ok = self.b.ins().band(ok, to);
        self.b.ins().jump(done, &[ir::BlockArg::Value(ok)]);
        self.b.switch_to_block(no);
        let zero = self.iconst(types::I8, 0);
        self.b.ins().jump(done, &[ir::BlockArg::Value(zero)]);
        self.b.switch_to_block(done);
        out
    }

    /// The slot holding `ptr`: branches to `miss` unless `ptr` is in the arena, in a region in
    /// use; then gives the slot's record, its class and `ptr`'s offset in the slot.
    fn slot_of(&mut self, h: ir::Value, ptr: ir::Value, miss: ir::Block) -> Slot {
        let i64t = types::I64;
        let arena = self.b.ins().load(i64t, flags(), h, abi::ARENA);
        let len = self.b.ins().load(i64t, flags(), h, abi::ARENA_LEN);
        let off = self.b.ins().isub(ptr, arena);
        let inside = self.b.ins().icmp(IntCC::UnsignedLessThan, off, len);
        let b1 = self.b.create_block();
        self.b.ins().brif(inside, b1, &[], miss, &[]);
        self.b.switch_to_block(b1);
        let d = self.region_desc(h, off);
        let metas = self.b.ins().load(i64t, flags(), d, abi::DESC_METAS);
        let b2 = self.b.create_block();
        self.b.ins().brif(metas, b2, &[], miss, &[]);
        self.b.switch_to_block(b2);
        let shift = self.b.ins().uload32(flags(), d, abi::DESC_SHIFT_FIELD);
        let within = self
            .b
            .ins()
            .band_imm_s(off, (1i64 << abi::REGION_SHIFT) - 1);
        let one = self.iconst(i64t, 1);
        let size = self.b.ins().ishl(one, shift);
        let below = self.b.ins().iadd_imm_s(size, -1);
        let interior = self.b.ins().band(within, below);
        let i = self.b.ins().ushr(within, shift);
        let i = self.b.ins().ishl_imm_s(i, abi::META_SHIFT as i64);
        let meta = self.b.ins().iadd(metas, i);
        Slot {
            meta,
            shift,
            interior,
        }
    }

    /// The record of the slot at `slot` (in a region in use, of class `shift`).
    fn slot_meta(&mut self, h: ir::Value, slot: ir::Value, shift: ir::Value) -> ir::Value {
        let i64t = types::I64;
        let arena = self.b.ins().load(i64t, flags(), h, abi::ARENA);
        let off = self.b.ins().isub(slot, arena);
        let d = self.region_desc(h, off);
        let metas = self.b.ins().load(i64t, flags(), d, abi::DESC_METAS);
        let within = self
            .b
            .ins()
            .band_imm_s(off, (1i64 << abi::REGION_SHIFT) - 1);
        let i = self.b.ins().ushr(within, shift);
        let i = self.b.ins().ishl_imm_s(i, abi::META_SHIFT as i64);
        self.b.ins().iadd(metas, i)
    }

    /// Zeroes a fresh block of `bytes` at `p`, 16 bytes at a time (the slot is 16-byte aligned
    /// and holds `bytes` rounded up to 16), so that runs are deterministic as the runtime's
    /// blocks are.
    fn zero_block(&mut self, p: ir::Value, bytes: ir::Value) {
        let i64t = types::I64;
        let z = self.iconst(i64t, 0);
        let z = self.b.ins().splat(types::I64X2, z);
        let n = self.b.ins().iadd_imm_s(bytes, 15);
        let n = self.b.ins().band_imm_s(n, -16);
        let end = self.b.ins().iadd(p, n);
        let header = self.b.create_block();
        let at = self.b.append_block_param(header, i64t);
        let body = self.b.create_block();
        let exit = self.b.create_block();
        self.b.ins().jump(header, &[ir::BlockArg::Value(p)]);
        self.b.switch_to_block(header);
        let more = self.b.ins().icmp(IntCC::UnsignedLessThan, at, end);
        self.b.ins().brif(more, body, &[], exit, &[]);
        self.b.switch_to_block(body);
        self.b.ins().store(flags(), z, at, 0);
        let next = self.b.ins().iadd_imm_s(at, 16);
        self.b.ins().jump(header, &[ir::BlockArg::Value(next)]);
        self.b.switch_to_block(exit);
    }

    /// The quarantine ring of the class of slots of `1 << shift` bytes, in the slab tables `h`
    /// (field offsets are then `abi::RINGS + abi::RING_*`, see [`FnLower::ring_load`]).
    fn class_ring(&mut self, h: ir::Value, shift: ir::Value) -> ir::Value {
        let class = self
            .b
            .ins()
            .iadd_imm_s(shift, -(abi::MIN_CLASS_SHIFT as i64));
        let r = self.b.ins().imul_imm_s(class, abi::RING_SIZE as i64);
        self.b.ins().iadd(h, r)
    }

    /// Field `field` (`abi::RING_*`) of a ring from [`FnLower::class_ring`].
    fn ring_load(&mut self, ring: ir::Value, field: i32) -> ir::Value {
        self.b
            .ins()
            .load(types::I64, flags(), ring, abi::RINGS + field)
    }

    /// The descriptor of the region at offset `off` of the arena (which it must be inside).
    fn region_desc(&mut self, h: ir::Value, off: ir::Value) -> ir::Value {
        let descs = self.b.ins().load(types::I64, flags(), h, abi::DESCS);
        let r = self.b.ins().ushr_imm_s(off, abi::REGION_SHIFT as i64);
        let r = self.b.ins().ishl_imm_s(r, abi::DESC_SHIFT as i64);
        self.b.ins().iadd(descs, r)
    }

    /// Adds `by` to the counter at `offset` of the slab tables; returns the new value.
    fn bump(&mut self, h: ir::Value, offset: i32, by: ir::Value) -> ir::Value {
        let v = self.b.ins().load(types::I64, flags(), h, offset);
        let v = self.b.ins().iadd(v, by);
        self.b.ins().store(flags(), v, h, offset);
        v
    }
}

/// Defines the bodies of the helpers the module's functions call (after they are lowered).
/// `top` stands for the module in diagnostics.
pub(super) fn define_slab_helpers(
    m: &mut Module_,
    fctx: &mut FunctionBuilderContext,
    top: Op,
    dump_clif: bool,
) -> Result<(), Diagnostic> {
    for kind in [SlabHelper::Alloc, SlabHelper::Free] {
        let Some(id) = m.slab_helpers[kind as usize] else {
            continue;
        };
        let sig = kind.signature(m);
        let mut func =
            ir::Function::with_name_signature(ir::UserFuncName::user(0, id.as_u32()), sig);
        {
            let mut fl = FnLower {
                m: &mut *m,
                b: FunctionBuilder::new(&mut func, fctx),
                vals: FxHashMap::default(),
                blocks: FxHashMap::default(),
                yields: vec![YieldTo::Return],
                refs: FxHashMap::default(),
                stack_mark: None,
                slot_allocas: FxHashSet::default(),
                promoted: Default::default(),
                nests: Default::default(),
            };
            let entry = fl.b.create_block();
            fl.b.append_block_params_for_function_params(entry);
            fl.b.switch_to_block(entry);
            let params = fl.b.block_params(entry).to_vec();
            match kind {
                SlabHelper::Alloc => {
                    let p = fl.emit_slab_alloc(top, &params)?;
                    fl.b.ins().return_(&[p]);
                }
                SlabHelper::Free => {
                    fl.emit_slab_free(top, &params)?;
                    fl.b.ins().return_(&[]);
                }
            }
            fl.b.seal_all_blocks();
            let tc = fl.m.module.target_config();
            fl.b.finalize(tc);
        }
        if dump_clif {
            m.clif.push_str(&format!(
                "; Cranelift IR of {}\n{}",
                kind.name(),
                func.display()
            ));
        }
        let mut cctx = cranelift_codegen::Context::for_function(func);
        m.module.define_function(id, &mut cctx).map_err(|e| {
            Diagnostic::error(None, format!("Cranelift rejected {}: {e:?}", kind.name()))
        })?;
    }
    Ok(())
}

/// A slab slot found by [`FnLower::slot_of`].
struct Slot {
    /// Its record.
    meta: ir::Value,
    /// log2 of its size.
    shift: ir::Value,
    /// The pointer's offset in it (0: its start).
    interior: ir::Value,
}

/// The ids of the helpers a module declared.
pub(super) type SlabHelpers = [Option<FuncId>; 2];
