//! The memory checker's common cases in JIT code. Checked runs allocate and free through the
//! runtime's tracker; calling it twice per buffer made allocation-heavy kernels several times
//! slower than malloc. So the code does the two common cases itself, on the run's slab tables
//! (`memref_jit_runtime::slab_abi`):
//! - allocating a block of at most 2 KiB with malloc's alignment: the oldest slot of its size
//!   class's quarantine ring, once the ring holds more than the quarantine;
//! - freeing a pointer that is the start of a live, unskewed slab block: marked freed at its
//!   site and pushed on its class's ring.
//!
//! Anything else (a ring without spare slots or full, a large block, an interior, freed or
//! foreign pointer) calls `mj_alloc`/`mj_free`, which handle every case, so the findings are
//! the same either way.

use super::memref::flags;
use super::FnLower;
use crate::diag::Diagnostic;
use crate::ir::Op;
use cranelift_codegen::ir::{self, condcodes::IntCC, types, InstBuilder};
use memref_jit_runtime::slab_abi as abi;

/// log2 of a slot size: known when the block's size is, else computed by the code.
#[derive(Clone, Copy)]
enum Shift {
    Static(u32),
    Dynamic(ir::Value),
}

/// Blocks up to this many bytes are zeroed by inline stores; larger ones by `mj_zero`.
const INLINE_ZERO_MAX: u64 = 256;

impl FnLower<'_, '_, '_> {
    /// The run's slab tables.
    fn slabs(&mut self) -> ir::Value {
        let cell = self.iconst(types::I64, &*self.m.slabs as *const u64 as i64);
        self.b.ins().load(types::I64, flags(), cell, 0)
    }

    /// The size class (log2 of the slot size) of a block of `bytes` with alignment `align`
    /// (at most 16), if it comes from the slabs.
    fn static_class(bytes: u64, align: i64) -> Option<u32> {
        let need = bytes.max(align.max(1) as u64);
        (need <= abi::MAX_SMALL as u64).then(|| {
            need.next_power_of_two()
                .trailing_zeros()
                .max(abi::MIN_CLASS_SHIFT)
        })
    }

    /// Allocates `bytes` (`known` when static) aligned to `align` from the ring of its size
    /// class, or through `slow` when the block is not small, asks for more than malloc's
    /// alignment, or the ring has no spare slot; returns the allocated pointer.
    pub(super) fn inline_alloc(
        &mut self,
        op: Op,
        bytes: ir::Value,
        known: Option<u64>,
        align: i64,
        site: u32,
        slow: impl FnOnce(&mut Self) -> Result<ir::Value, Diagnostic>,
    ) -> Result<ir::Value, Diagnostic> {
        let i64t = types::I64;
        if align > 16 || known.is_some_and(|n| Self::static_class(n, align).is_none()) {
            return slow(self);
        }
        let cold = self.b.create_block();
        let done = self.b.create_block();
        let out = self.b.append_block_param(done, i64t);
        let h = self.slabs();
        // The class: a constant, or computed (blocks over the largest class go to `slow`).
        let (ring, ring_off, shift) = match known {
            Some(n) => {
                let shift = Self::static_class(n, align).expect("checked above");
                let off = abi::RINGS + (shift - abi::MIN_CLASS_SHIFT) as i32 * abi::RING_SIZE;
                (h, off, Shift::Static(shift))
            }
            None => {
                let a = self.iconst(i64t, align.max(1));
                let need = self.b.ins().umax(bytes, a);
                let small = self.b.ins().icmp_imm_s(
                    IntCC::UnsignedLessThanOrEqual,
                    need,
                    abi::MAX_SMALL as i64,
                );
                let b0 = self.b.create_block();
                self.b.ins().brif(small, b0, &[], cold, &[]);
                self.b.switch_to_block(b0);
                // log2 of `need` rounded up to a power of two, at least the smallest class.
                let below = self.b.ins().iadd_imm_s(need, -1);
                let lz = self.b.ins().clz(below);
                let c64 = self.iconst(i64t, 64);
                let bits = self.b.ins().isub(c64, lz);
                let min = self.iconst(i64t, abi::MIN_CLASS_SHIFT as i64);
                let shift = self.b.ins().umax(bits, min);
                let class = self
                    .b
                    .ins()
                    .iadd_imm_s(shift, -(abi::MIN_CLASS_SHIFT as i64));
                let r = self.b.ins().imul_imm_s(class, abi::RING_SIZE as i64);
                let ring = self.b.ins().iadd(h, r);
                (ring, abi::RINGS, Shift::Dynamic(shift))
            }
        };
        let head = self
            .b
            .ins()
            .load(i64t, flags(), ring, ring_off + abi::RING_HEAD);
        let tail = self
            .b
            .ins()
            .load(i64t, flags(), ring, ring_off + abi::RING_TAIL);
        let held = self.b.ins().isub(tail, head);
        let spare =
            self.b
                .ins()
                .icmp_imm_s(IntCC::UnsignedGreaterThan, held, abi::QUARANTINE as i64);
        let fast = self.b.create_block();
        self.b.ins().brif(spare, fast, &[], cold, &[]);

        self.b.switch_to_block(fast);
        let buf = self
            .b
            .ins()
            .load(i64t, flags(), ring, ring_off + abi::RING_BUF);
        let mask = self
            .b
            .ins()
            .load(i64t, flags(), ring, ring_off + abi::RING_MASK);
        let idx = self.b.ins().band(head, mask);
        let at = self.b.ins().ishl_imm_s(idx, 3);
        let at = self.b.ins().iadd(buf, at);
        let slot = self.b.ins().load(i64t, flags(), at, 0);
        let head1 = self.b.ins().iadd_imm_s(head, 1);
        self.b
            .ins()
            .store(flags(), head1, ring, ring_off + abi::RING_HEAD);
        let meta = self.slot_meta(h, slot, shift);
        let size_site = match known {
            Some(n) => self.iconst(i64t, (n | (site as u64) << 32) as i64),
            None => self.b.ins().bor_imm_s(bytes, ((site as u64) << 32) as i64),
        };
        self.b
            .ins()
            .store(flags(), size_site, meta, abi::META_SIZE_SITE);
        let live = self.iconst(i64t, abi::LIVE as i64);
        self.b.ins().store(flags(), live, meta, abi::META_STATE);
        match known {
            Some(n) => self.zero_block(op, slot, n)?,
            None => {
                self.call_rt(op, "mj_zero", &[slot, bytes])?;
            }
        }
        self.bump(h, abi::ALLOCS, 1);
        let lb = self.b.ins().load(i64t, flags(), h, abi::LIVE_BYTES);
        let lb = self.b.ins().iadd(lb, bytes);
        self.b.ins().store(flags(), lb, h, abi::LIVE_BYTES);
        let peak = self.b.ins().load(i64t, flags(), h, abi::PEAK_BYTES);
        let peak = self.b.ins().umax(peak, lb);
        self.b.ins().store(flags(), peak, h, abi::PEAK_BYTES);
        self.b.ins().jump(done, &[ir::BlockArg::Value(slot)]);

        self.b.switch_to_block(cold);
        self.b.set_cold_block(cold);
        let raw = slow(self)?;
        self.b.ins().jump(done, &[ir::BlockArg::Value(raw)]);

        self.b.switch_to_block(done);
        Ok(out)
    }

    /// Frees `ptr` at `site` on the ring of its class when it is the start of a live,
    /// unskewed slab block and the ring has room; otherwise through `slow`.
    pub(super) fn inline_free(
        &mut self,
        ptr: ir::Value,
        site: u32,
        slow: impl FnOnce(&mut Self) -> Result<(), Diagnostic>,
    ) -> Result<(), Diagnostic> {
        let i64t = types::I64;
        let h = self.slabs();
        let cold = self.b.create_block();
        let done = self.b.create_block();
        // In the arena, in a region in use.
        let arena = self.b.ins().load(i64t, flags(), h, abi::ARENA);
        let len = self.b.ins().load(i64t, flags(), h, abi::ARENA_LEN);
        let off = self.b.ins().isub(ptr, arena);
        let inside = self.b.ins().icmp(IntCC::UnsignedLessThan, off, len);
        let b1 = self.b.create_block();
        self.b.ins().brif(inside, b1, &[], cold, &[]);
        self.b.switch_to_block(b1);
        let descs = self.b.ins().load(i64t, flags(), h, abi::DESCS);
        let r = self.b.ins().ushr_imm_s(off, abi::REGION_SHIFT as i64);
        let r = self.b.ins().ishl_imm_s(r, abi::DESC_SHIFT as i64);
        let d = self.b.ins().iadd(descs, r);
        let metas = self.b.ins().load(i64t, flags(), d, abi::DESC_METAS);
        let b2 = self.b.create_block();
        self.b.ins().brif(metas, b2, &[], cold, &[]);
        // At a slot's start, whose record says live and unskewed, with room on the ring.
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
        let state = self.b.ins().load(i64t, flags(), meta, abi::META_STATE);
        let class = self
            .b
            .ins()
            .iadd_imm_s(shift, -(abi::MIN_CLASS_SHIFT as i64));
        let ring = self.b.ins().imul_imm_s(class, abi::RING_SIZE as i64);
        let ring = self.b.ins().iadd(h, ring);
        let head = self
            .b
            .ins()
            .load(i64t, flags(), ring, abi::RINGS + abi::RING_HEAD);
        let tail = self
            .b
            .ins()
            .load(i64t, flags(), ring, abi::RINGS + abi::RING_TAIL);
        let mask = self
            .b
            .ins()
            .load(i64t, flags(), ring, abi::RINGS + abi::RING_MASK);
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
        let freed = self.iconst(i64t, (abi::FREED | (site as u64) << 32) as i64);
        self.b.ins().store(flags(), freed, meta, abi::META_STATE);
        let bytes = self.b.ins().uload32(flags(), meta, abi::META_SIZE_SITE);
        let lb = self.b.ins().load(i64t, flags(), h, abi::LIVE_BYTES);
        let lb = self.b.ins().isub(lb, bytes);
        self.b.ins().store(flags(), lb, h, abi::LIVE_BYTES);
        self.bump(h, abi::FREES, 1);
        let buf = self
            .b
            .ins()
            .load(i64t, flags(), ring, abi::RINGS + abi::RING_BUF);
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
        slow(self)?;
        self.b.ins().jump(done, &[]);
        self.b.switch_to_block(done);
        Ok(())
    }

    /// The record of the slot at `slot` (in a region in use, of class `shift`).
    fn slot_meta(&mut self, h: ir::Value, slot: ir::Value, shift: Shift) -> ir::Value {
        let i64t = types::I64;
        let arena = self.b.ins().load(i64t, flags(), h, abi::ARENA);
        let descs = self.b.ins().load(i64t, flags(), h, abi::DESCS);
        let off = self.b.ins().isub(slot, arena);
        let r = self.b.ins().ushr_imm_s(off, abi::REGION_SHIFT as i64);
        let r = self.b.ins().ishl_imm_s(r, abi::DESC_SHIFT as i64);
        let d = self.b.ins().iadd(descs, r);
        let metas = self.b.ins().load(i64t, flags(), d, abi::DESC_METAS);
        let within = self
            .b
            .ins()
            .band_imm_s(off, (1i64 << abi::REGION_SHIFT) - 1);
        let i = match shift {
            Shift::Static(s) => self.b.ins().ushr_imm_s(within, s as i64),
            Shift::Dynamic(s) => self.b.ins().ushr(within, s),
        };
        let i = self.b.ins().ishl_imm_s(i, abi::META_SHIFT as i64);
        self.b.ins().iadd(metas, i)
    }

    /// Zeroes a fresh block of `bytes` at `p` (16-byte aligned, in a slot of at least
    /// `bytes` rounded up to 16): so that runs are deterministic, as the runtime does.
    fn zero_block(&mut self, op: Op, p: ir::Value, bytes: u64) -> Result<(), Diagnostic> {
        if bytes > INLINE_ZERO_MAX {
            let n = self.iconst(types::I64, bytes as i64);
            self.call_rt(op, "mj_zero", &[p, n])?;
            return Ok(());
        }
        let z = self.iconst(types::I64, 0);
        let z = self.b.ins().splat(types::I64X2, z);
        for k in 0..bytes.div_ceil(16) {
            self.b.ins().store(flags(), z, p, (16 * k) as i32);
        }
        Ok(())
    }

    /// Adds `by` to the counter at `offset` of the slab tables.
    fn bump(&mut self, h: ir::Value, offset: i32, by: i64) {
        let v = self.b.ins().load(types::I64, flags(), h, offset);
        let v = self.b.ins().iadd_imm_s(v, by);
        self.b.ins().store(flags(), v, h, offset);
    }
}
