//! `bufferization.clone` and the native lowering of `bufferization.dealloc` (the `fast`
//! strategy of `bufferization-lower-deallocations` leaves every dealloc that needs a run-time
//! alias check to this file).
//!
//! Aliasing is decided by allocation: entries are compared by their *allocated* pointers, so a
//! `memref.view` (which moves the aligned pointer) still aliases its source. A duplicate entry
//! blocks a free only when its own condition holds. No heap memory is used: small deallocs
//! are inline compares, larger ones go to the runtime with their entries in this frame's stack
//! memory (no quadratic work there).

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
        let outs = if n * (n - n.min(1)) / 2 + n * m <= INLINE_COMPARES {
            self.dealloc_inline(op, site, &ms, &cs, &rs)?
        } else {
            self.dealloc_sorted(op, site, &ms, &cs, &rs)?
        };
        self.set_results_flat(op, &outs);
        Ok(())
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
            let yes = self.b.create_block();
            let cont = self.b.create_block();
            self.b.ins().brif(free, yes, &[], cont, &[]);
            self.b.switch_to_block(yes);
            self.heap_free(op, ms[i], site)?;
            self.b.ins().jump(cont, &[]);
            self.b.switch_to_block(cont);
        }
        Ok(outs)
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
        let slot = |fl: &mut Self, bytes: usize| {
            let s = fl.b.create_sized_stack_slot(StackSlotData::new(
                StackSlotKind::ExplicitSlot,
                bytes.max(8) as u32,
                3,
            ));
            fl.b.ins().stack_addr(types::I64, s, 0)
        };
        let pairs = slot(self, 16 * ms.len());
        let rets = slot(self, 8 * rs.len());
        let out = slot(self, rs.len());
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
