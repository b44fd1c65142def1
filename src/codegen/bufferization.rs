//! `bufferization.clone` and the native lowering of `bufferization.dealloc` (the `fast`
//! strategy of `bufferization-lower-deallocations` leaves every dealloc that needs a run-time
//! alias check to this file).
//!
//! Aliasing is decided by allocation: entries are compared by their *allocated* pointers, so a
//! `memref.view` (which moves the aligned pointer) still aliases its source. A duplicate entry
//! blocks a free only when its own condition holds. No heap memory is used: small deallocs
//! are inline compares, larger ones go to the runtime with their entries in this frame's stack
//! memory (no quadratic work there). Deallocs with enough pairs to compare first check in linear
//! time (a bitmap of hashed pointers on the stack) that all entries are distinct allocations,
//! the usual case, and then free as the specialized lowering does; only a match takes the
//! general path.

use super::memref::{flags, Desc};
use super::FnLower;
use crate::diag::Diagnostic;
use crate::ir::{BufferizationOp, Op};
use cranelift_codegen::ir::{
    self, condcodes::IntCC, types, InstBuilder, StackSlotData, StackSlotKind,
};

/// Deallocs needing at most this many pointer compares are lowered inline; larger ones call the
/// runtime (`mj_dealloc`: scan, stack hash table or sort). Chosen with `cargo bench --bench
/// dealloc_lowering`: past this, one call beats the quadratic compares.
const INLINE_COMPARES: usize = 200;

/// Deallocs whose pairwise check needs at least this many compares (of four or more
/// memrefs) first check in linear time that all entries are distinct allocations, then free
/// as the specialized lowering does. Below it the pairwise compares are as cheap (measured at
/// N = 4: M = 0 and 2 are faster pairwise, M = 16 with the check).
const DISTINCT_CHECK_MIN_COMPARES: usize = 24;
/// Past this the scans after false hits (and the code for them) grow too large.
const DISTINCT_CHECK_MAX: usize = 256;

impl FnLower<'_, '_, '_> {
    pub(super) fn lower_bufferization(
        &mut self,
        op: Op,
        kind: BufferizationOp,
    ) -> Result<(), Diagnostic> {
        let ctx = self.m.ctx;
        let operands = ctx.operands(op).to_vec();
        match kind {
            BufferizationOp::BufferizationClone => {
                let t = ctx.value_type(operands[0]);
                if self.is_unranked(operands[0]) {
                    // The rank is known at run time only: the runtime allocates and copies.
                    let esize = self.elem_type(op, t)?.bytes();
                    let parts = self.get(operands[0]).clone();
                    let (rank, desc) = (parts[0], parts[1]);
                    let es = self.iconst(types::I64, esize as i64);
                    let site = self.m.site(op);
                    let sv = self.iconst(types::I32, site as i64);
                    let f1 = self.m.fault(op, "{s}");
                    let f1v = self.iconst(types::I32, f1 as i64);
                    let f2 = self.m.fault(op, "out of memory allocating {} bytes");
                    let f2v = self.iconst(types::I32, f2 as i64);
                    let new =
                        self.call_rt(op, "mj_clone_unranked", &[rank, desc, es, sv, f1v, f2v])?[0];
                    self.unwind_if_null(new);
                    self.set(ctx.result(op, 0), smallvec::smallvec![rank, new]);
                    return Ok(());
                }
                let esize = self.elem_type(op, t)?.bytes();
                let s = Desc::of(self.get(operands[0]));
                let d = self.clone_buffer(op, t, &s.sizes, esize)?;
                self.copy_between(op, &s, &d, esize)?;
                let res = ctx.result(op, 0);
                if self.is_unranked(res) {
                    // A ranked source cloned to an unranked type (canonicalize folds a cast
                    // into the clone): the new descriptor gets storage as a cast's does.
                    let parts = self.unranked_of(op, &d.parts())?;
                    self.set(res, parts);
                } else {
                    self.set(res, d.parts());
                }
                Ok(())
            }
            BufferizationOp::BufferizationDealloc => self.lower_dealloc(op),
            BufferizationOp::BufferizationToBuffer
            | BufferizationOp::BufferizationToTensor
            | BufferizationOp::BufferizationAllocTensor
            | BufferizationOp::BufferizationMaterializeInDestination
            | BufferizationOp::BufferizationDeallocTensor => {
                self.lower_bufferization_tensor(op, kind)
            }
        }
    }

    /// `%u = bufferization.dealloc (%m..) if (%c..) retain (%r..)` (spec §3.1).
    fn lower_dealloc(&mut self, op: Op) -> Result<(), Diagnostic> {
        let ctx = self.m.ctx;
        let ms: Vec<ir::Value> = ctx
            .segment(op, 0)
            .to_vec()
            .into_iter()
            .map(|m| self.allocated_ptr(m))
            .collect();
        let cs: Vec<ir::Value> = ctx.segment(op, 1).iter().map(|c| self.one(*c)).collect();
        let rs: Vec<ir::Value> = ctx
            .segment(op, 2)
            .to_vec()
            .into_iter()
            .map(|r| self.allocated_ptr(r))
            .collect();
        let (n, m) = (ms.len(), rs.len());
        let site = self.m.site(op);
        let compares = n * (n - n.min(1)) / 2 + n * m;
        let general = |fl: &mut Self| {
            if compares <= INLINE_COMPARES {
                fl.dealloc_inline(op, site, &ms, &cs, &rs)
            } else {
                fl.dealloc_sorted(op, site, &ms, &cs, &rs)
            }
        };
        let distinct_first =
            n >= 4 && compares >= DISTINCT_CHECK_MIN_COMPARES && n + m <= DISTINCT_CHECK_MAX;
        let outs = if distinct_first {
            self.dealloc_if_distinct(op, site, &ms, &cs, &rs, general)?
        } else {
            general(self)?
        };
        self.set_results_flat(op, &outs);
        Ok(())
    }

    /// The common case first: when every memref is a distinct allocation and none is retained,
    /// each `m_i` is freed exactly when `c_i` holds and no retained value is owned, as in the
    /// specialized lowering. An O(N + M) bitmap check (hashed allocated pointers) decides it;
    /// a set bit scans the earlier entries, and a real match (or a retained value listed
    /// twice) takes `general`, the exact lowering. The check reads no condition.
    fn dealloc_if_distinct(
        &mut self,
        op: Op,
        site: u32,
        ms: &[ir::Value],
        cs: &[ir::Value],
        rs: &[ir::Value],
        general: impl FnOnce(&mut Self) -> Result<Vec<ir::Value>, Diagnostic>,
    ) -> Result<Vec<ir::Value>, Diagnostic> {
        let entries: Vec<ir::Value> = rs.iter().chain(ms).copied().collect();
        // About 16 bits per entry keeps false hits rare; a power of two of 64-bit words.
        let bits = (16 * entries.len()).next_power_of_two().clamp(128, 4096);
        let hash_shift = 64 - bits.trailing_zeros() as i64;
        let words = bits / 64;
        let map = self.stack_bytes(8 * words);
        // Every entry, for the scans after a set bit (which read only earlier ones).
        let seen = self.spill(&entries);
        let zero = self.iconst(types::I64, 0);
        for w in 0..words {
            self.b.ins().store(flags(), zero, map, (8 * w) as i32);
        }
        let one = self.iconst(types::I64, 1);
        let mul = self.iconst(types::I64, 0x9E37_79B9_7F4A_7C15_u64 as i64);
        let slow = self.b.create_block();
        for (i, &p) in entries.iter().enumerate() {
            let k = self.b.ins().ushr_imm_u(p, 4);
            let h = self.b.ins().imul(k, mul);
            let h = self.b.ins().ushr_imm_u(h, hash_shift);
            // Word `h / 64` (byte offset `h / 64 * 8`), bit `h % 64` (the shift masks it).
            let off = self.b.ins().ushr_imm_u(h, 3);
            let off = self.b.ins().band_imm_s(off, -8);
            let addr = self.b.ins().iadd(map, off);
            let bit = self.b.ins().ishl(one, h);
            let word = self.b.ins().load(types::I64, flags(), addr, 0);
            let hit = self.b.ins().band(word, bit);
            let scan = self.b.create_block();
            let next = self.b.create_block();
            self.b.set_cold_block(scan);
            self.b.ins().brif(hit, scan, &[], next, &[]);
            // A set bit: an earlier entry may be this allocation; compare with each (a loop,
            // so the code stays linear in the entries).
            let head = self.b.create_block();
            let body = self.b.create_block();
            self.b.set_cold_block(head);
            self.b.set_cold_block(body);
            let e = self.b.append_block_param(head, types::I64);
            self.b.switch_to_block(scan);
            self.b.ins().jump(head, &[ir::BlockArg::Value(zero)]);
            self.b.switch_to_block(head);
            let done = self.b.ins().icmp_imm_u(IntCC::Equal, e, i as i64);
            self.b.ins().brif(done, next, &[], body, &[]);
            self.b.switch_to_block(body);
            let off = self.b.ins().ishl_imm_u(e, 3);
            let at = self.b.ins().iadd(seen, off);
            let prev = self.b.ins().load(types::I64, flags(), at, 0);
            let same = self.b.ins().icmp(IntCC::Equal, prev, p);
            let e1 = self.b.ins().iadd_imm_u(e, 1);
            self.b
                .ins()
                .brif(same, slow, &[], head, &[ir::BlockArg::Value(e1)]);
            self.b.switch_to_block(next);
            let set = self.b.ins().bor(word, bit);
            self.b.ins().store(flags(), set, addr, 0);
        }
        // All distinct: the specialized lowering's guarded frees, nothing retained is owned.
        let join = self.b.create_block();
        let outs: Vec<ir::Value> = rs
            .iter()
            .map(|_| self.b.append_block_param(join, types::I8))
            .collect();
        for (&mv, &c) in ms.iter().zip(cs) {
            self.free_if(op, c, mv, site)?;
        }
        let no = self.iconst(types::I8, 0);
        let args: Vec<ir::BlockArg> = rs.iter().map(|_| ir::BlockArg::Value(no)).collect();
        self.b.ins().jump(join, &args);
        self.b.set_cold_block(slow);
        self.b.switch_to_block(slow);
        let exact = general(self)?;
        let args: Vec<ir::BlockArg> = exact.into_iter().map(ir::BlockArg::Value).collect();
        self.b.ins().jump(join, &args);
        self.b.switch_to_block(join);
        Ok(outs)
    }

    /// Compares every pair: `u_j = OR_i (c_i & m_i == r_j)`; `m_i` is freed when `c_i` holds,
    /// no retained value shares its allocation, and no earlier entry of the same allocation
    /// had its condition hold (that entry was freed or retained already).
    fn dealloc_inline(
        &mut self,
        op: Op,
        site: u32,
        ms: &[ir::Value],
        cs: &[ir::Value],
        rs: &[ir::Value],
    ) -> Result<Vec<ir::Value>, Diagnostic> {
        let mut outs = Vec::with_capacity(rs.len());
        for r in rs {
            let mut u = self.iconst(types::I8, 0);
            for (mv, c) in ms.iter().zip(cs) {
                let eq = self.b.ins().icmp(IntCC::Equal, *mv, *r);
                let hit = self.b.ins().band(eq, *c);
                u = self.b.ins().bor(u, hit);
            }
            outs.push(u);
        }
        for i in 0..ms.len() {
            let mut free = cs[i];
            for r in rs {
                let ne = self.b.ins().icmp(IntCC::NotEqual, ms[i], *r);
                free = self.b.ins().band(free, ne);
            }
            for k in 0..i {
                // Blocked by an earlier entry of the same allocation whose condition holds.
                let eq = self.b.ins().icmp(IntCC::Equal, ms[k], ms[i]);
                let dup = self.b.ins().band(eq, cs[k]);
                free = self.b.ins().band_not(free, dup);
            }
            self.free_if(op, free, ms[i], site)?;
        }
        Ok(outs)
    }

    /// Frees the allocation of `ptr` when `cond` holds.
    fn free_if(
        &mut self,
        op: Op,
        cond: ir::Value,
        ptr: ir::Value,
        site: u32,
    ) -> Result<(), Diagnostic> {
        let yes = self.b.create_block();
        let cont = self.b.create_block();
        self.b.ins().brif(cond, yes, &[], cont, &[]);
        self.b.switch_to_block(yes);
        self.heap_free(op, ptr, site)?;
        self.b.ins().jump(cont, &[]);
        self.b.switch_to_block(cont);
        Ok(())
    }

    /// The address of a fresh 8-aligned stack slot of `bytes` (at least 8).
    fn stack_bytes(&mut self, bytes: usize) -> ir::Value {
        let s = self.b.create_sized_stack_slot(StackSlotData::new(
            StackSlotKind::ExplicitSlot,
            bytes.max(8) as u32,
            3,
        ));
        self.b.ins().stack_addr(types::I64, s, 0)
    }

    /// Writes `(pointer, condition)` pairs and the retained pointers to stack slots and lets
    /// the runtime sort and scan them.
    fn dealloc_sorted(
        &mut self,
        op: Op,
        site: u32,
        ms: &[ir::Value],
        cs: &[ir::Value],
        rs: &[ir::Value],
    ) -> Result<Vec<ir::Value>, Diagnostic> {
        let pairs = self.stack_bytes(16 * ms.len());
        let rets = self.stack_bytes(8 * rs.len());
        let out = self.stack_bytes(rs.len());
        for (i, (mv, c)) in ms.iter().zip(cs).enumerate() {
            let c64 = self.b.ins().uextend(types::I64, *c);
            self.b.ins().store(flags(), *mv, pairs, (16 * i) as i32);
            self.b.ins().store(flags(), c64, pairs, (16 * i + 8) as i32);
        }
        for (j, r) in rs.iter().enumerate() {
            self.b.ins().store(flags(), *r, rets, (8 * j) as i32);
        }
        let n = self.iconst(types::I64, ms.len() as i64);
        let m = self.iconst(types::I64, rs.len() as i64);
        let sv = self.iconst(types::I32, site as i64);
        self.call_rt(op, "mj_dealloc", &[pairs, n, rets, m, out, sv])?;
        Ok((0..rs.len())
            .map(|j| self.b.ins().load(types::I8, flags(), out, j as i32))
            .collect())
    }
}
