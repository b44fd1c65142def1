//! `memref.*` on exploded descriptors.

use super::{elem_layout, ElemTy, FnLower, Parts};
use crate::diag::Diagnostic;
use crate::ir::{AttrData, Context, MemRefOp, Op, OpKind, Type, TypeData, Value, DYNAMIC};
use cranelift_codegen::ir::{
    self, condcodes::IntCC, types, InstBuilder, MemFlagsData, StackSlotData, StackSlotKind,
};
use memref_jit_runtime::sizes::alloc_bytes;
use memref_jit_runtime::tracker::Verdict;
use rustc_hash::FxHashSet;
use smallvec::smallvec;

/// The parts of a ranked descriptor.
pub(super) struct Desc {
    pub(super) allocated: ir::Value,
    pub(super) aligned: ir::Value,
    pub(super) offset: ir::Value,
    pub(super) sizes: Vec<ir::Value>,
    pub(super) strides: Vec<ir::Value>,
}

impl Desc {
    pub(super) fn of(p: &[ir::Value]) -> Desc {
        let r = (p.len() - 3) / 2;
        Desc {
            allocated: p[0],
            aligned: p[1],
            offset: p[2],
            sizes: p[3..3 + r].to_vec(),
            strides: p[3 + r..].to_vec(),
        }
    }

    pub(super) fn parts(&self) -> Parts {
        let mut p: Parts = smallvec![self.allocated, self.aligned, self.offset];
        p.extend(self.sizes.iter().copied());
        p.extend(self.strides.iter().copied());
        p
    }
}

pub(super) fn flags() -> MemFlagsData {
    MemFlagsData::trusted()
}

/// Whether ops of kind `k` write the memory they access.
pub(super) fn is_write(k: OpKind) -> bool {
    matches!(
        k,
        OpKind::MemRefStore
            | OpKind::VectorStore
            | OpKind::VectorMaskedStore
            | OpKind::VectorCompressStore
            | OpKind::VectorScatter
            | OpKind::VectorTransferWrite
    )
}

impl FnLower<'_, '_, '_> {
    pub(super) fn elem_type(&self, op: Op, t: Type) -> Result<ElemTy, Diagnostic> {
        let ctx = self.m.ctx;
        let e = ctx.ty(t).elem().unwrap_or(t);
        elem_layout(ctx, e)
            .ok_or_else(|| self.err(op, "element type not supported by the JIT engine"))
    }

    /// Stores a scalar. An integer whose width needs fewer bytes than its Cranelift type
    /// (`i24` in an `i32`) writes only those (LLVM's store size), in pieces.
    pub(super) fn store_bytes(&mut self, v: ir::Value, addr: ir::Value, width: u32) {
        let ty = self.b.func.dfg.value_type(v);
        let n = width.div_ceil(8);
        if width == 0 || n == ty.bytes() || n == 1 {
            self.b.ins().store(flags(), v, addr, 0);
            return;
        }
        let v = if ty == types::I64 {
            v
        } else {
            self.b.ins().uextend(types::I64, v)
        };
        let mut at = 0;
        while at < n {
            let piece = match n - at {
                1 => 1,
                2 | 3 => 2,
                _ => 4,
            };
            let part = self.b.ins().ushr_imm_s(v, 8 * at as i64);
            let _ = match piece {
                1 => self.b.ins().istore8(flags(), part, addr, at as i32),
                2 => self.b.ins().istore16(flags(), part, addr, at as i32),
                _ => self.b.ins().istore32(flags(), part, addr, at as i32),
            };
            at += piece;
        }
    }

    /// Loads the parts of an element of layout `et` at `addr`; the lanes of a bit-packed
    /// vector are gathered from the bytes they span, zero-extended in their Cranelift type.
    pub(super) fn load_parts(&mut self, et: ElemTy, addr: ir::Value) -> Parts {
        if !et.bit_packed() {
            return (0..et.n)
                .map(|k| self.b.ins().load(et.ty, flags(), addr, et.offset(k) as i32))
                .collect();
        }
        (0..et.n)
            .map(|k| {
                let off = et.bit_offset(k) as i64;
                let mut acc = self.iconst(types::I64, 0);
                for j in off / 8..(off + i64::from(et.bits) + 7) / 8 {
                    let byte = self.b.ins().uload8(types::I64, flags(), addr, j as i32);
                    let part = match 8 * j - off {
                        sh if sh >= 0 => self.b.ins().ishl_imm_s(byte, sh),
                        sh => self.b.ins().ushr_imm_s(byte, -sh),
                    };
                    acc = self.b.ins().bor(acc, part);
                }
                let acc = self.wrap(acc, et.bits);
                if et.ty == types::I64 {
                    acc
                } else {
                    self.b.ins().ireduce(et.ty, acc)
                }
            })
            .collect()
    }

    /// Stores the parts of an element of layout `et` at `addr` (`width`: a scalar integer's,
    /// 0 otherwise). A bit-packed vector's rows are assembled byte by byte from their lanes;
    /// the bits past the last lane of a row's last byte are written as zeros.
    pub(super) fn store_parts(
        &mut self,
        et: ElemTy,
        parts: &[ir::Value],
        addr: ir::Value,
        width: u32,
    ) {
        if !et.bit_packed() {
            if let [v] = parts {
                self.store_bytes(*v, addr, width);
                return;
            }
            for (k, v) in parts.iter().enumerate() {
                let at = et.offset(k as u32) as i32;
                self.b.ins().store(flags(), *v, addr, at);
            }
            return;
        }
        let bits = i64::from(et.bits);
        let inner = et.inner.max(1) as usize;
        let lanes: Vec<ir::Value> = parts
            .iter()
            .map(|v| {
                let v = if et.ty == types::I64 {
                    *v
                } else {
                    self.b.ins().uextend(types::I64, *v)
                };
                self.wrap(v, et.bits)
            })
            .collect();
        for (r, row) in lanes.chunks(inner).enumerate() {
            let base = r as i64 * i64::from(et.row);
            for j in 0..(row.len() as i64 * bits + 7) / 8 {
                let mut acc = self.iconst(types::I64, 0);
                for (i, v) in row.iter().enumerate() {
                    let off = i as i64 * bits;
                    if off >= 8 * (j + 1) || off + bits <= 8 * j {
                        continue;
                    }
                    let part = match off - 8 * j {
                        sh if sh >= 0 => self.b.ins().ishl_imm_s(*v, sh),
                        sh => self.b.ins().ushr_imm_s(*v, -sh),
                    };
                    acc = self.b.ins().bor(acc, part);
                }
                self.b.ins().istore8(flags(), acc, addr, (base + j) as i32);
            }
        }
    }

    pub(super) fn is_unranked(&self, v: Value) -> bool {
        matches!(
            self.m.ctx.ty(self.m.ctx.value_type(v)),
            TypeData::UnrankedMemRef { .. }
        )
    }

    /// The allocated pointer of a memref (ranked or unranked): what identifies its allocation.
    pub(super) fn allocated_ptr(&mut self, m: Value) -> ir::Value {
        if self.is_unranked(m) {
            let p = self.get(m)[1];
            self.b.ins().load(types::I64, flags(), p, 0)
        } else {
            self.get(m)[0]
        }
    }

    /// Gives `r` the descriptor of a fresh buffer at `p` (allocated and aligned pointer alike).
    fn set_buffer(
        &mut self,
        r: crate::ir::Value,
        p: ir::Value,
        off: i64,
        sizes: Vec<ir::Value>,
        strides: Vec<ir::Value>,
    ) {
        let offset = self.iconst(types::I64, off);
        let d = Desc {
            allocated: p,
            aligned: p,
            offset,
            sizes,
            strides,
        };
        self.set(r, d.parts());
    }

    /// Writes parts to a fresh stack slot and returns its address.
    pub(super) fn spill(&mut self, parts: &[ir::Value]) -> ir::Value {
        let slot = self.b.create_sized_stack_slot(StackSlotData::new(
            StackSlotKind::ExplicitSlot,
            (parts.len().max(1) * 8) as u32,
            3,
        ));
        let addr = self.b.ins().stack_addr(types::I64, slot, 0);
        for (i, p) in parts.iter().enumerate() {
            self.b.ins().store(flags(), *p, addr, (i * 8) as i32);
        }
        addr
    }

    /// The parts of an unranked memref for the ranked descriptor `parts`. The descriptor gets
    /// storage of its own for the run (`mj_unranked`): the value may be returned or carried
    /// through a loop, past this frame or iteration.
    pub(super) fn unranked_of(&mut self, op: Op, parts: &[ir::Value]) -> Result<Parts, Diagnostic> {
        let spilled = self.spill(parts);
        let n = self.iconst(types::I64, parts.len() as i64);
        let addr = self.call_rt(op, "mj_unranked", &[spilled, n])?[0];
        let rank = self.iconst(types::I64, ((parts.len() - 3) / 2) as i64);
        Ok(smallvec![rank, addr])
    }

    /// The ranked descriptor of `v` (read from memory for an unranked memref of rank `rank`).
    pub(super) fn desc(&mut self, v: Value, rank: usize) -> Desc {
        if self.is_unranked(v) {
            let ptr = self.get(v)[1];
            let parts: Vec<ir::Value> = (0..3 + 2 * rank)
                .map(|i| self.b.ins().load(types::I64, flags(), ptr, (i * 8) as i32))
                .collect();
            Desc::of(&parts)
        } else {
            Desc::of(self.get(v))
        }
    }

    /// Address of the element at `indices`: `aligned + (offset + Σ i·stride) · size`.
    pub(super) fn element_addr(&mut self, d: &Desc, indices: &[ir::Value], size: u32) -> ir::Value {
        let mut lin = d.offset;
        for (k, iv) in indices.iter().copied().enumerate() {
            let t = self.b.ins().imul(iv, d.strides[k]);
            lin = self.b.ins().iadd(lin, t);
        }
        let bytes = self.b.ins().imul_imm_s(lin, size as i64);
        self.b.ins().iadd(d.aligned, bytes)
    }

    /// In `check_bounds` mode, checks an access at `addr` to the element at `indices` of `d`:
    /// a bad access ends the run with the interpreter's message before it is made. Returns
    /// the address to use.
    pub(super) fn checked(
        &mut self,
        op: Op,
        mem: Value,
        d: &Desc,
        indices: &[ir::Value],
        addr: ir::Value,
        size: u32,
    ) -> Result<ir::Value, Diagnostic> {
        if !self.m.check_bounds || self.nests.covered.contains(&op) {
            return Ok(addr);
        }
        for (k, iv) in indices.iter().copied().enumerate() {
            // Unsigned: a negative index is out of bounds too.
            let bad = self
                .b
                .ins()
                .icmp(IntCC::UnsignedGreaterThanOrEqual, iv, d.sizes[k]);
            let fail = self.b.create_block();
            let next = self.b.create_block();
            self.b.ins().brif(bad, fail, &[], next, &[]);
            self.b.switch_to_block(fail);
            let id = self.m.fault(
                op,
                format!("index {{}} out of bounds for dimension {k} of size {{}}"),
            );
            let idv = self.iconst(types::I32, id as i64);
            self.call_rt(op, "mj_fault_value2", &[idv, iv, d.sizes[k]])?;
            self.unwind();
            self.b.switch_to_block(next);
        }
        if self.lives_for_the_run(op, mem) {
            return Ok(addr);
        }
        let write = is_write(self.m.ctx.kind(op));
        let len = self.iconst(types::I64, size as i64);
        // In loops, a live slab block is judged inline; anything else by the runtime.
        let judge = self.b.create_block();
        let done = self.b.create_block();
        if !self.m.unchecked && self.in_loop(op) {
            let ok = self.slab_access_ok(d.allocated, addr, len);
            self.b.ins().brif(ok, done, &[], judge, &[]);
            self.b.set_cold_block(judge);
        } else {
            self.b.ins().jump(judge, &[]);
        }
        self.b.switch_to_block(judge);
        let sp = self.b.ins().get_stack_pointer(types::I64);
        let faults = self.access_faults(op);
        let w = self.iconst(types::I32, i64::from(write));
        let bad = self.call_rt(
            op,
            "mj_check_access",
            &[d.allocated, addr, len, sp, w, faults],
        )?[0];
        self.unwind_if(bad);
        self.b.ins().jump(done, &[]);
        self.b.switch_to_block(done);
        Ok(addr)
    }

    /// Whether an access of `op` through `mem` with indices in bounds needs no liveness check:
    /// a `memref.get_global` of a static identity shape lies inside the global, which lives
    /// for the whole run (but a store into a constant global is judged by the runtime: a
    /// fault).
    pub(super) fn lives_for_the_run(&self, op: Op, mem: Value) -> bool {
        let ctx = self.m.ctx;
        let t = ctx.value_type(mem);
        ctx.defining_op(mem)
            .is_some_and(|g| ctx.kind(g) == OpKind::MemRefGetGlobal)
            && ctx.ty(t).shape().is_some_and(|s| !s.contains(&DYNAMIC))
            && matches!(self.static_layout(op, t), Ok(None))
            && !(is_write(ctx.kind(op)) && self.is_constant_global(mem))
    }

    /// `memref.cast` of `src` to the ranked type `t`: what `t` fixes statically and `src`'s type
    /// does not must hold at run time (sizes, rank, offset and strides), as the interpreter
    /// checks; otherwise the run stops at `op` with its message (`mj_check_cast`).
    fn check_cast(&mut self, op: Op, src: Value, t: Type) -> Result<(), Diagnostic> {
        let ctx = self.m.ctx;
        let Some(shape) = ctx.ty(t).shape().map(|s| s.to_vec()) else {
            return Ok(());
        };
        let layout = ctx.memref_strides(t);
        let st = ctx.value_type(src);
        if !self.is_unranked(src) {
            // Only what the source type leaves dynamic can fail.
            let sshape = ctx.ty(st).shape().unwrap_or(&[]).to_vec();
            let slayout = ctx.memref_strides(st);
            let sizes_fixed = shape
                .iter()
                .zip(&sshape)
                .any(|(w, s)| *w != DYNAMIC && *s == DYNAMIC);
            let layout_fixed = match (&layout, &slayout) {
                (Some((wo, ws)), Some((so, ss))) => {
                    (*wo != DYNAMIC && *so == DYNAMIC)
                        || ws
                            .iter()
                            .zip(ss)
                            .any(|(w, s)| *w != DYNAMIC && *s == DYNAMIC)
                }
                (Some(_), None) => true,
                _ => false,
            };
            if !sizes_fixed && !layout_fixed {
                return Ok(());
            }
        }
        let r = shape.len();
        let (check_layout, off, strides) = match &layout {
            Some((o, s)) => (1, *o, s.clone()),
            None => (0, DYNAMIC, vec![DYNAMIC; r]),
        };
        let mut want = vec![check_layout, r as i64, off];
        want.extend(&shape);
        want.extend(&strides);
        let want: Vec<ir::Value> = want.iter().map(|x| self.iconst(types::I64, *x)).collect();
        let wp = self.spill(&want);
        let (dp, rank) = if self.is_unranked(src) {
            let p = self.get(src).clone();
            (p[1], p[0])
        } else {
            let parts = self.get(src).clone();
            let rank = self.iconst(types::I64, r as i64);
            (self.spill(&parts), rank)
        };
        let id = self.m.fault(op, "{s}");
        let fv = self.iconst(types::I32, id as i64);
        let bad = self.call_rt(op, "mj_check_cast", &[dp, rank, wp, fv])?[0];
        self.unwind_if(bad);
        Ok(())
    }

    /// Whether `mem` is made by a `memref.get_global` of a `constant` global.
    fn is_constant_global(&self, mem: Value) -> bool {
        let ctx = self.m.ctx;
        let Some(g) = ctx.defining_op(mem) else {
            return false;
        };
        let addr = match ctx.get_attr(g, "name").map(|a| ctx.attr(a)) {
            Some(AttrData::SymbolRef(path)) if path.len() == 1 => self.m.globals.get(&path[0]),
            _ => None,
        };
        addr.is_some_and(|a| {
            self.m
                .global_storage
                .iter()
                .any(|b| b.data.0 == *a && b.constant)
        })
    }

    /// The static layout of a memref type: `(offset, strides)`, `None` for identity; an error
    /// for layouts that are not strided.
    fn static_layout(&self, op: Op, t: Type) -> Result<Option<(i64, Vec<i64>)>, Diagnostic> {
        self.m.ctx.memref_layout(t).map_err(|_| {
            self.err(
                op,
                "a memref layout map that is not strided is not supported (as in upstream's \
                 LLVM lowering)",
            )
        })
    }

    /// Sizes of a result type with its dynamic sizes from `dyns`, its strides and offset (from a
    /// static strided layout, else contiguous and 0).
    fn shape_parts(
        &mut self,
        op: Op,
        t: Type,
        dyns: &[Value],
    ) -> Result<(Vec<ir::Value>, Vec<ir::Value>, i64), Diagnostic> {
        let ctx = self.m.ctx;
        let Some(shape) = ctx.ty(t).shape().map(|s| s.to_vec()) else {
            return Err(self.err(op, "expected a ranked memref type"));
        };
        let layout = self.static_layout(op, t)?;
        if let Some((o, st)) = &layout {
            if *o == DYNAMIC || st.contains(&DYNAMIC) {
                return Err(self.err(
                    op,
                    "allocation of a memref with a dynamic layout is not supported",
                ));
            }
        }
        let mut d = dyns.iter();
        let mut sizes = Vec::new();
        for s in &shape {
            sizes.push(if *s == DYNAMIC {
                match d.next() {
                    Some(v) => self.one(*v),
                    None => return Err(self.err(op, "missing dynamic size")),
                }
            } else {
                self.iconst(types::I64, *s)
            });
        }
        let (strides, offset) = match layout {
            Some((o, st)) => (st.iter().map(|x| self.iconst(types::I64, *x)).collect(), o),
            None => (self.contiguous_strides(&sizes), 0),
        };
        Ok((sizes, strides, offset))
    }

    fn contiguous_strides(&mut self, sizes: &[ir::Value]) -> Vec<ir::Value> {
        let r = sizes.len();
        let mut strides = vec![self.iconst(types::I64, 1); r];
        for k in (0..r.saturating_sub(1)).rev() {
            strides[k] = self.b.ins().imul(strides[k + 1], sizes[k + 1]);
        }
        strides
    }

    /// Bytes of a buffer of type `t` with `sizes`: the elements plus the layout's offset in
    /// front (as the interpreter lays buffers out), in checked arithmetic
    /// (`sizes::alloc_bytes`). A static shape is sized at compile time; otherwise, or when the
    /// static size is invalid, the runtime computes it (`mj_alloc_size`) and faults at `op` on
    /// a negative size or an overflow. Also returns the byte count when static.
    fn buffer_bytes(
        &mut self,
        op: Op,
        t: Type,
        sizes: &[ir::Value],
        offset: i64,
        esize: i64,
    ) -> Result<(ir::Value, Option<u64>), Diagnostic> {
        let shape = self.m.ctx.ty(t).shape().unwrap_or(&[]).to_vec();
        if !shape.contains(&DYNAMIC) {
            if let Ok(b) = alloc_bytes(&shape, offset, esize as u64) {
                return Ok((self.iconst(types::I64, b as i64), Some(b)));
            }
        }
        let sp = self.spill(sizes);
        let rank = self.iconst(types::I64, sizes.len() as i64);
        let off = self.iconst(types::I64, offset);
        let es = self.iconst(types::I64, esize);
        let id = self.m.fault(op, "{s}");
        let fv = self.iconst(types::I32, id as i64);
        let n = self.call_rt(op, "mj_alloc_size", &[sp, rank, off, es, fv])?[0];
        let bad = self.b.ins().icmp_imm_s(IntCC::Equal, n, -1);
        self.unwind_if(bad);
        Ok((n, None))
    }

    /// `bytes` from the tracking allocator with `op` as the site; returns the allocated pointer.
    /// `static_bytes` is `bytes` when known at compile time: blocks that may be small go through
    /// the module's slab helper (`slab.rs`), others straight to the runtime.
    fn tracked_alloc(
        &mut self,
        op: Op,
        bytes: ir::Value,
        static_bytes: Option<u64>,
        align: i64,
    ) -> Result<ir::Value, Diagnostic> {
        let fault = self.m.fault(op, "out of memory allocating {} bytes");
        if !self.m.unchecked {
            let site = self.m.site(op);
            let raw = if Self::slab_eligible(static_bytes, align) {
                self.slab_alloc(op, bytes, align, site, fault)?
            } else {
                let a = self.iconst(types::I64, align);
                let sv = self.iconst(types::I32, site as i64);
                let fv = self.iconst(types::I32, fault as i64);
                self.call_rt(op, "mj_alloc", &[bytes, a, sv, fv])?[0]
            };
            self.unwind_if_null(raw);
            return Ok(raw);
        }
        let fv = self.iconst(types::I32, fault as i64);
        // Unchecked: malloc itself (room for the alignment); on failure, the located fault.
        let total = self.b.ins().iadd_imm_s(bytes, align);
        let one = self.iconst(types::I64, 1);
        let total = self.b.ins().umax(total, one);
        let raw = self.call_rt(op, "malloc", &[total])?[0];
        let null = self.b.ins().icmp_imm_u(IntCC::Equal, raw, 0);
        let fail = self.b.create_block();
        let ok = self.b.create_block();
        self.b.ins().brif(null, fail, &[], ok, &[]);
        self.b.switch_to_block(fail);
        self.b.set_cold_block(fail);
        self.call_rt(op, "mj_alloc_failed", &[bytes, fv])?;
        self.unwind();
        self.b.switch_to_block(ok);
        Ok(raw)
    }

    /// Frees the heap block at `ptr`, freed at `site` (plain `free` in timing runs).
    pub(super) fn heap_free(
        &mut self,
        op: Op,
        ptr: ir::Value,
        site: u32,
    ) -> Result<(), Diagnostic> {
        if self.m.unchecked {
            self.call_rt(op, "free", &[ptr])?;
        } else {
            self.slab_free(op, ptr, site)?;
        }
        Ok(())
    }

    /// A new contiguous heap buffer of type `t`.
    fn heap_alloc(
        &mut self,
        op: Op,
        t: Type,
        dyns: &[Value],
        align: i64,
    ) -> Result<Desc, Diagnostic> {
        let esize = self.elem_type(op, t)?.bytes() as i64;
        let (sizes, strides, off) = self.shape_parts(op, t, dyns)?;
        let (n, static_bytes) = self.buffer_bytes(op, t, &sizes, off, esize)?;
        let raw = self.tracked_alloc(op, n, static_bytes, align)?;
        let aligned = if align > 1 {
            let t = self.b.ins().iadd_imm_s(raw, align - 1);
            self.b.ins().band_imm_s(t, -align)
        } else {
            raw
        };
        let offset = self.iconst(types::I64, off);
        Ok(Desc {
            allocated: raw,
            aligned,
            offset,
            sizes,
            strides,
        })
    }

    /// The access faults of `op`, one per faulty [`Verdict`] in `Verdict::FAULTS` order; the
    /// first one's id (an `i32`) for the runtime's checks, which raise the verdict's.
    pub(super) fn access_faults(&mut self, op: Op) -> ir::Value {
        let ids = Verdict::FAULTS.map(|v| self.m.fault(op, v.message()));
        debug_assert!(ids.windows(2).all(|w| w[1] == w[0] + 1));
        self.iconst(types::I32, ids[0] as i64)
    }

    pub(super) fn copy_between(
        &mut self,
        op: Op,
        src: &Desc,
        dst: &Desc,
        esize: u32,
    ) -> Result<(), Diagnostic> {
        let sp = self.spill(&src.parts());
        let dp = self.spill(&dst.parts());
        let rank = self.iconst(types::I64, src.sizes.len() as i64);
        let es = self.iconst(types::I64, esize as i64);
        if self.m.check_bounds {
            // Both memrefs judged before anything is copied (the interpreter's messages).
            let faults = self.access_faults(op);
            let stack = self.b.ins().get_stack_pointer(types::I64);
            let bad = self.call_rt(op, "mj_copy_checked", &[rank, sp, dp, es, stack, faults])?[0];
            self.unwind_if(bad);
            return Ok(());
        }
        self.call_rt(op, "mj_copy", &[rank, sp, dp, es])?;
        Ok(())
    }

    pub(super) fn rank_of(&self, t: Type) -> usize {
        self.m.ctx.ty(t).shape().map(|s| s.len()).unwrap_or(0)
    }

    pub(super) fn lower_memref(&mut self, op: Op, kind: MemRefOp) -> Result<(), Diagnostic> {
        use MemRefOp::*;
        let ctx = self.m.ctx;
        let operands = ctx.operands(op).to_vec();
        let align = ctx.alignment(op) as i64;
        match kind {
            MemRefAlloc => {
                let t = ctx.value_type(ctx.result(op, 0));
                if let Some(&bytes) = self.promoted.allocs.get(&op) {
                    let p = self.promoted_alloc(bytes);
                    let (sizes, strides, off) = self.shape_parts(op, t, &[])?;
                    self.set_buffer(ctx.result(op, 0), p, off, sizes, strides);
                    return Ok(());
                }
                let d = self.heap_alloc(op, t, ctx.segment(op, 0), align)?;
                self.set(ctx.result(op, 0), d.parts());
            }
            MemRefAlloca => {
                let t = ctx.value_type(ctx.result(op, 0));
                if !self.slot_allocas.contains(&op) {
                    // Dynamic or large sizes, or made again and again (in a loop): a zeroed
                    // runtime buffer charged to the stack, released when its scope ends.
                    let esize = self.elem_type(op, t)?.bytes() as i64;
                    let (sizes, strides, off) = self.shape_parts(op, t, ctx.segment(op, 0))?;
                    let (n, _) = self.buffer_bytes(op, t, &sizes, off, esize)?;
                    let a = self.iconst(types::I64, align);
                    let id = self.m.fault(op, "out of memory allocating {} bytes");
                    let fv = self.iconst(types::I32, id as i64);
                    let p = self.call_rt(op, "mj_stack_alloc", &[n, a, fv])?[0];
                    self.unwind_if_null(p);
                    self.set_buffer(ctx.result(op, 0), p, off, sizes, strides);
                    return Ok(());
                }
                let esize = self.elem_type(op, t)?.bytes() as i64;
                let (sizes, strides, off) = self.shape_parts(op, t, &[])?;
                let (_, bytes) = self.buffer_bytes(op, t, &sizes, off, esize)?;
                let bytes = bytes.unwrap_or(0) as i64;
                // Cranelift aligns frames to 16 bytes only: a larger `alignment` gets room in
                // the slot and the address rounded up.
                let extra = if align > 16 { align } else { 0 };
                let slot = self.b.create_sized_stack_slot(StackSlotData::new(
                    StackSlotKind::ExplicitSlot,
                    (bytes + extra).max(1) as u32,
                    4,
                ));
                // The frame holding the slot counts as stack used: below the run's limit (the
                // calls' reserve, raised by live alloca buffers) the alloca is out of memory,
                // as a buffer that does not fit is (and as the interpreter judges it).
                let limit_addr = self.iconst(types::I64, &*self.m.depth as *const i64 as i64);
                let limit = self
                    .b
                    .ins()
                    .load(types::I64, MemFlagsData::trusted(), limit_addr, 0);
                let sp = self.b.ins().get_stack_pointer(types::I64);
                let low = self.b.ins().icmp(IntCC::UnsignedLessThan, sp, limit);
                let fail = self.b.create_block();
                let ok = self.b.create_block();
                self.b.ins().brif(low, fail, &[], ok, &[]);
                self.b.switch_to_block(fail);
                self.b.set_cold_block(fail);
                let id = self.m.fault(op, "out of memory allocating {} bytes");
                let fv = self.iconst(types::I32, id as i64);
                let n = self.iconst(types::I64, bytes);
                self.call_rt(op, "mj_alloc_failed", &[n, fv])?;
                self.unwind();
                self.b.switch_to_block(ok);
                let addr = self.b.ins().stack_addr(types::I64, slot, 0);
                let addr = if extra > 0 {
                    let t = self.b.ins().iadd_imm_s(addr, align - 1);
                    self.b.ins().band_imm_s(t, -align)
                } else {
                    addr
                };
                // Zeroed, as the interpreter's allocas are, so both engines print the same.
                let n = self.iconst(types::I64, bytes);
                self.call_rt(op, "mj_zero", &[addr, n])?;
                self.set_buffer(ctx.result(op, 0), addr, off, sizes, strides);
            }
            MemRefDealloc => {
                if let Some(&bytes) = self.promoted.deallocs.get(&op) {
                    self.promoted_free(bytes);
                    return Ok(());
                }
                let ptr = self.allocated_ptr(operands[0]);
                let site = self.m.site(op);
                self.heap_free(op, ptr, site)?;
            }
            MemRefLoad => {
                let t = ctx.value_type(operands[0]);
                let et = self.elem_type(op, t)?;
                let d = self.desc(operands[0], self.rank_of(t));
                let d = self.with_static_layout(t, d);
                let idx: Vec<ir::Value> = operands[1..].iter().map(|v| self.one(*v)).collect();
                let addr = self.element_addr(&d, &idx, et.bytes());
                let addr = self.checked(op, operands[0], &d, &idx, addr, et.bytes())?;
                // A complex element is its parts, re first.
                let mut parts = self.load_parts(et, addr);
                // Other views may have stored any bits there: a narrow integer reads only its
                // own (as the interpreter does).
                if let TypeData::Integer { width, .. } = ctx.ty(ctx.value_type(ctx.result(op, 0))) {
                    parts[0] = self.wrap(parts[0], *width);
                }
                self.set(ctx.result(op, 0), parts);
            }
            MemRefStore => {
                let t = ctx.value_type(operands[1]);
                let et = self.elem_type(op, t)?;
                let d = self.desc(operands[1], self.rank_of(t));
                let d = self.with_static_layout(t, d);
                let idx: Vec<ir::Value> = operands[2..].iter().map(|v| self.one(*v)).collect();
                let addr = self.element_addr(&d, &idx, et.bytes());
                let addr = self.checked(op, operands[1], &d, &idx, addr, et.bytes())?;
                let width = match ctx.ty(ctx.value_type(operands[0])) {
                    TypeData::Integer { width, .. } => *width,
                    _ => 0,
                };
                let vs = self.get(operands[0]).clone();
                self.store_parts(et, &vs, addr, width);
            }
            MemRefDim => {
                let idx = self.one(operands[1]);
                if self.is_unranked(operands[0]) {
                    // Rank known at run time: check the index against it, then read the size
                    // from the descriptor (sizes start at part 3).
                    let parts = self.get(operands[0]).clone();
                    let (rank, desc) = (parts[0], parts[1]);
                    let bad = self
                        .b
                        .ins()
                        .icmp(IntCC::UnsignedGreaterThanOrEqual, idx, rank);
                    let id = self
                        .m
                        .fault(op, "memref.dim index {} out of range for rank {}");
                    let raise = self.b.create_block();
                    let cont = self.b.create_block();
                    self.b.ins().brif(bad, raise, &[], cont, &[]);
                    self.b.switch_to_block(raise);
                    let idv = self.iconst(types::I32, id as i64);
                    self.call_rt(op, "mj_fault_value2", &[idv, idx, rank])?;
                    self.unwind();
                    self.b.switch_to_block(cont);
                    let at = self.b.ins().iadd_imm_s(idx, 3);
                    let at = self.b.ins().ishl_imm_u(at, 3);
                    let addr = self.b.ins().iadd(desc, at);
                    let r = self.b.ins().load(types::I64, flags(), addr, 0);
                    self.set(ctx.result(op, 0), smallvec![r]);
                    return Ok(());
                }
                let d = Desc::of(self.get(operands[0]));
                // An index outside [0, rank) ends the run, as in the interpreter.
                let rank = d.sizes.len() as i64;
                let bad = self
                    .b
                    .ins()
                    .icmp_imm_s(IntCC::UnsignedGreaterThanOrEqual, idx, rank);
                let id = self.m.fault(
                    op,
                    format!("memref.dim index {{}} out of range for rank {rank}"),
                );
                let raise = self.b.create_block();
                let cont = self.b.create_block();
                self.b.ins().brif(bad, raise, &[], cont, &[]);
                self.b.switch_to_block(raise);
                let idv = self.iconst(types::I32, id as i64);
                self.call_rt(op, "mj_fault_value", &[idv, idx])?;
                self.unwind();
                self.b.switch_to_block(cont);
                let mut r = match d.sizes.first() {
                    Some(s) => *s,
                    None => return Err(self.err(op, "'memref.dim' of a rank-0 memref")),
                };
                for (k, s) in d.sizes.iter().enumerate().skip(1) {
                    let is = self.b.ins().icmp_imm_s(IntCC::Equal, idx, k as i64);
                    r = self.b.ins().select(is, *s, r);
                }
                self.set(ctx.result(op, 0), smallvec![r]);
            }
            MemRefCast => {
                let (src, res) = (operands[0], ctx.result(op, 0));
                let rt = ctx.value_type(res);
                if !self.is_unranked(res) {
                    self.check_cast(op, src, rt)?;
                }
                let parts = match (self.is_unranked(src), self.is_unranked(res)) {
                    (false, false) | (true, true) => self.get(src).clone(),
                    (false, true) if unranked_stays_local(ctx, res) => {
                        // Read only while this frame lives: its descriptor can live in the
                        // frame (one slot per cast, rewritten each time it runs) instead of
                        // storage kept for the whole run.
                        let p = self.get(src).clone();
                        let rank = self.iconst(types::I64, ((p.len() - 3) / 2) as i64);
                        let slot = self.spill(&p);
                        smallvec![rank, slot]
                    }
                    (false, true) => {
                        let p = self.get(src).clone();
                        self.unranked_of(op, &p)?
                    }
                    (true, false) => self.desc(src, self.rank_of(rt)).parts(),
                };
                self.set(res, parts);
            }
            MemRefExtractAlignedPointerAsIndex => {
                let d = self.desc(operands[0], self.rank_of(ctx.value_type(operands[0])));
                self.set(ctx.result(op, 0), smallvec![d.aligned]);
            }
            MemRefExtractStridedMetadata => {
                let d = self.desc(operands[0], self.rank_of(ctx.value_type(operands[0])));
                let zero = self.iconst(types::I64, 0);
                let rs = ctx.results(op).to_vec();
                self.set(rs[0], smallvec![d.allocated, d.aligned, zero]);
                self.set(rs[1], smallvec![d.offset]);
                let r = d.sizes.len();
                for k in 0..r {
                    self.set(rs[2 + k], smallvec![d.sizes[k]]);
                    self.set(rs[2 + r + k], smallvec![d.strides[k]]);
                }
            }
            MemRefCopy => {
                let t = ctx.value_type(operands[0]);
                let esize = self.elem_type(op, t)?.bytes();
                let rank = self.rank_of(t);
                let s = self.desc(operands[0], rank);
                let d = self.desc(operands[1], self.rank_of(ctx.value_type(operands[1])));
                self.copy_between(op, &s, &d, esize)?;
            }
            MemRefReinterpretCast | MemRefSubView => self.lower_view(op)?,
            MemRefRealloc => {
                // A new buffer, the common prefix copied over, the old buffer freed.
                let t = ctx.value_type(ctx.result(op, 0));
                let esize = self.elem_type(op, t)?.bytes();
                let src = self.desc(operands[0], 1);
                let dst = self.heap_alloc(op, t, &operands[1..], align)?;
                let n = self.b.ins().smin(src.sizes[0], dst.sizes[0]);
                let mut s2 = Desc::of(&src.parts());
                s2.sizes[0] = n;
                let mut d2 = Desc::of(&dst.parts());
                d2.sizes[0] = n;
                self.copy_between(op, &s2, &d2, esize)?;
                let site = self.m.site(op);
                self.heap_free(op, src.allocated, site)?;
                self.set(ctx.result(op, 0), dst.parts());
            }
            MemRefView => {
                // The byte shift moves the aligned pointer; the view is contiguous from there.
                let src = self.desc(operands[0], 1);
                let shift = self.one(operands[1]);
                let t = ctx.value_type(ctx.result(op, 0));
                let (sizes, strides, _) = self.shape_parts(op, t, &operands[2..])?;
                // A view outside its buffer is a located error: a negative shift always (one
                // compare), the end under --check-bounds.
                let esize = self.elem_type(op, t)?.bytes() as i64;
                let sp = self.spill(&sizes);
                let rank = self.iconst(types::I64, sizes.len() as i64);
                let es = self.iconst(types::I64, esize);
                let id = self.m.fault(op, "{s}");
                let fv = self.iconst(types::I32, id as i64);
                let args = [shift, src.sizes[0], sp, rank, es, fv];
                if self.m.check_bounds {
                    let bad = self.call_rt(op, "mj_check_view", &args)?[0];
                    self.unwind_if(bad);
                } else {
                    let neg = self.b.ins().icmp_imm_s(IntCC::SignedLessThan, shift, 0);
                    let raise = self.b.create_block();
                    let cont = self.b.create_block();
                    self.b.ins().brif(neg, raise, &[], cont, &[]);
                    self.b.switch_to_block(raise);
                    self.b.set_cold_block(raise);
                    self.call_rt(op, "mj_check_view", &args)?;
                    self.unwind();
                    self.b.switch_to_block(cont);
                }
                let base = self.b.ins().iadd(src.aligned, src.offset);
                let aligned = self.b.ins().iadd(base, shift);
                let offset = self.iconst(types::I64, 0);
                let d = Desc {
                    allocated: src.allocated,
                    aligned,
                    offset,
                    sizes,
                    strides,
                };
                self.set(ctx.result(op, 0), d.parts());
            }
            MemRefExpandShape => {
                // Each source dimension splits into a group; inner strides grow by the sizes.
                let src = self.desc(operands[0], self.rank_of(ctx.value_type(operands[0])));
                let st = ctx.i64_array(op, "static_output_shape");
                let mut dyns = operands[1..].iter();
                let mut sizes = Vec::new();
                for s in &st {
                    sizes.push(if *s == DYNAMIC {
                        match dyns.next() {
                            Some(v) => self.one(*v),
                            None => return Err(self.err(op, "missing dynamic size")),
                        }
                    } else {
                        self.iconst(types::I64, *s)
                    });
                }
                let groups = ctx.reassociation(op);
                // A group with a dynamic size must multiply out to its source dimension, as the
                // interpreter checks (static groups are verified).
                let src_shape = ctx
                    .ty(ctx.value_type(operands[0]))
                    .shape()
                    .map(<[i64]>::to_vec)
                    .unwrap_or_default();
                let name = ctx.op_name(op).to_string();
                for (k, g) in groups.iter().enumerate() {
                    let dynamic = src_shape.get(k).is_none_or(|d| *d == DYNAMIC)
                        || g.iter().any(|j| st.get(*j as usize) == Some(&DYNAMIC));
                    if !dynamic {
                        continue;
                    }
                    let mut p = self.iconst(types::I64, 1);
                    for j in g {
                        p = self.b.ins().imul(p, sizes[*j as usize]);
                    }
                    let s = src.sizes[k];
                    let bad = self.b.ins().icmp(IntCC::NotEqual, p, s);
                    self.fault2_if(
                        op,
                        bad,
                        format!("{name}: output sizes of group {k} multiply to {{}}, not to the source's size {{}}"),
                        p,
                        s,
                    )?;
                }
                let one = self.iconst(types::I64, 1);
                let mut strides = vec![one; sizes.len()];
                for (k, g) in groups.iter().enumerate() {
                    let mut s = src.strides.get(k).copied().unwrap_or(one);
                    for &j in g.iter().rev() {
                        strides[j as usize] = s;
                        s = self.b.ins().imul(s, sizes[j as usize]);
                    }
                }
                let d = Desc {
                    sizes,
                    strides,
                    ..src
                };
                self.set(ctx.result(op, 0), d.parts());
            }
            MemRefCollapseShape => {
                let src = self.desc(operands[0], self.rank_of(ctx.value_type(operands[0])));
                let groups = ctx.reassociation(op);
                // A group's contiguity is only known at run time when its strides or sizes
                // are dynamic (the verifier checks static ones): checked as the interpreter
                // does.
                let st = ctx.value_type(operands[0]);
                let static_layout = ctx.ty(st).shape().is_some_and(|s| !s.contains(&DYNAMIC))
                    && ctx
                        .memref_strides(st)
                        .is_some_and(|(_, s)| !s.contains(&DYNAMIC));
                if !static_layout && groups.iter().any(|g| g.len() > 1) {
                    let dp = self.spill(&src.parts());
                    let rank = self.iconst(types::I64, src.sizes.len() as i64);
                    let lens: Vec<ir::Value> = groups
                        .iter()
                        .map(|g| self.iconst(types::I64, g.len() as i64))
                        .collect();
                    let gp = self.spill(&lens);
                    let n = self.iconst(types::I64, lens.len() as i64);
                    let id = self.m.fault(op, "{s}");
                    let fv = self.iconst(types::I32, id as i64);
                    let bad = self.call_rt(op, "mj_check_collapse", &[dp, rank, gp, n, fv])?[0];
                    self.unwind_if(bad);
                }
                // A group's stride as upstream's lowering computes it (`getCollapsedStride`):
                // the smallest stride of its dims whose static size is not 1; for a group of
                // size-1 dims, the result type's static stride, else the first dim's.
                let src_shape = ctx.ty(st).shape().unwrap_or(&[]).to_vec();
                let res_strides = ctx
                    .memref_strides(ctx.value_type(ctx.result(op, 0)))
                    .map(|(_, s)| s)
                    .unwrap_or_default();
                let (mut sizes, mut strides) = (Vec::new(), Vec::new());
                for (k, g) in groups.iter().enumerate() {
                    let mut n = self.iconst(types::I64, 1);
                    for j in g {
                        n = self.b.ins().imul(n, src.sizes[*j as usize]);
                    }
                    sizes.push(n);
                    let mut best: Option<ir::Value> = None;
                    for j in g {
                        if src_shape.get(*j as usize) == Some(&1) {
                            continue;
                        }
                        let s = src.strides[*j as usize];
                        best = Some(match best {
                            None => s,
                            Some(b) => {
                                let lt = self.b.ins().icmp(IntCC::SignedLessThan, s, b);
                                self.b.ins().select(lt, s, b)
                            }
                        });
                    }
                    let st = match (best, res_strides.get(k), g.first()) {
                        (Some(b), _, _) => b,
                        (None, Some(&r), _) if r != DYNAMIC => self.iconst(types::I64, r),
                        (None, _, Some(j)) => src.strides[*j as usize],
                        (None, _, None) => self.iconst(types::I64, 1),
                    };
                    strides.push(st);
                }
                let d = Desc {
                    sizes,
                    strides,
                    ..src
                };
                self.set(ctx.result(op, 0), d.parts());
            }
            MemRefTranspose => {
                let src = self.desc(operands[0], self.rank_of(ctx.value_type(operands[0])));
                let perm = match ctx.get_attr(op, "permutation").map(|a| ctx.attr(a)) {
                    Some(AttrData::AffineMap(m)) => m.as_permutation(),
                    _ => None,
                };
                let Some(perm) = perm else {
                    return Err(self.err(op, "memref.transpose needs a permutation map"));
                };
                let d = Desc {
                    sizes: perm.iter().map(|p| src.sizes[*p as usize]).collect(),
                    strides: perm.iter().map(|p| src.strides[*p as usize]).collect(),
                    ..src
                };
                self.set(ctx.result(op, 0), d.parts());
            }
            MemRefRank => {
                let r = if self.is_unranked(operands[0]) {
                    self.get(operands[0])[0]
                } else {
                    let rank = self.rank_of(ctx.value_type(operands[0]));
                    self.iconst(types::I64, rank as i64)
                };
                self.set(ctx.result(op, 0), smallvec![r]);
            }
            MemRefAssumeAlignment | MemRefMemorySpaceCast => {
                if let Some(r) = ctx.results(op).first() {
                    let p = self.get(operands[0]).clone();
                    self.set(*r, p);
                }
            }
            MemRefGetGlobal => {
                let name = match ctx.get_attr(op, "name").map(|a| ctx.attr(a)) {
                    Some(AttrData::SymbolRef(path)) if path.len() == 1 => path[0].clone(),
                    _ => return Err(self.unsupported(op)),
                };
                let Some(addr) = self.m.globals.get(&name).copied() else {
                    return Err(self.err(op, format!("no global named '@{name}'")));
                };
                let t = ctx.value_type(ctx.result(op, 0));
                let (sizes, strides, _) = self.shape_parts(op, t, &[])?;
                let d = Desc {
                    allocated: self.iconst(types::I64, crate::values::GLOBAL_SENTINEL as i64),
                    aligned: self.iconst(types::I64, addr as i64),
                    offset: self.iconst(types::I64, 0),
                    sizes,
                    strides,
                };
                self.set(ctx.result(op, 0), d.parts());
            }
            MemRefAtomicRmw | MemRefGenericAtomicRmw => return self.lower_atomic_rmw(op, kind),
            MemRefReshape => return self.lower_reshape(op),
            // A hint: nothing to do.
            MemRefPrefetch => {}
            // Handled by `lower_atomic_rmw`'s region lowering.
            MemRefAtomicYield => return self.lower_region_terminator(op),
            MemRefAllocaScope => return self.lower_alloca_scope(op),
            MemRefAllocaScopeReturn => return self.lower_region_terminator(op),
            // Globals are laid out by the module before any function is compiled.
            MemRefGlobal => return Err(self.unsupported(op)),
        }
        Ok(())
    }

    /// `memref.reshape` to a ranked type: static sizes from the type, dynamic ones read from
    /// the shape memref, contiguous strides; a negative size or more elements than the source
    /// holds is a fault (the interpreter's messages).
    fn lower_reshape(&mut self, op: Op) -> Result<(), Diagnostic> {
        let ctx = self.m.ctx;
        let (src, shp) = (ctx.operand(op, 0), ctx.operand(op, 1));
        let res = ctx.result(op, 0);
        let TypeData::MemRef { shape, .. } = ctx.ty(ctx.value_type(res)).clone() else {
            return Err(self.unsupported(op));
        };
        if self.is_unranked(src) {
            return Err(self.unsupported(op));
        }
        let st = ctx.value_type(shp);
        let set = self.elem_type(op, st)?.ty;
        let sd = self.desc(shp, 1);
        let s = self.get(src).clone();
        let src_rank = (s.len() - 3) / 2;
        let mut sizes = Vec::new();
        for (i, dim) in shape.iter().enumerate() {
            if *dim != DYNAMIC {
                sizes.push(self.iconst(types::I64, *dim));
                continue;
            }
            // aligned + (offset + i * stride) * size, extended to index as index_cast does.
            let lin = self.b.ins().imul_imm_s(sd.strides[0], i as i64);
            let lin = self.b.ins().iadd(sd.offset, lin);
            let bytes = self.b.ins().imul_imm_s(lin, set.bytes() as i64);
            let addr = self.b.ins().iadd(sd.aligned, bytes);
            let v = self.b.ins().load(set, flags(), addr, 0);
            let v = if set == types::I64 {
                v
            } else {
                self.b.ins().sextend(types::I64, v)
            };
            let neg = self.b.ins().icmp_imm_s(IntCC::SignedLessThan, v, 0);
            let id = self.m.fault(op, "negative size {} in memref.reshape");
            self.fault_with_values_if(op, neg, id, v, None)?;
            sizes.push(v);
        }
        // Element counts (wrapping: only a count past the source's faults).
        let mut want = self.iconst(types::I64, 1);
        for sz in &sizes {
            want = self.b.ins().imul(want, *sz);
        }
        let mut have = self.iconst(types::I64, 1);
        for k in 0..src_rank {
            have = self.b.ins().imul(have, s[3 + k]);
        }
        let more = self.b.ins().icmp(IntCC::SignedGreaterThan, want, have);
        let id = self.m.fault(
            op,
            "memref.reshape to {} elements from a source of {} elements",
        );
        self.fault_with_values_if(op, more, id, want, Some(have))?;
        let strides = self.contiguous_strides(&sizes);
        let d = Desc {
            allocated: s[0],
            aligned: s[1],
            offset: s[2],
            sizes,
            strides,
        };
        self.set(res, d.parts());
        Ok(())
    }

    /// Raises fault `id` (its message showing `a` and `b`) and unwinds when `cond` holds.
    fn fault_with_values_if(
        &mut self,
        op: Op,
        cond: ir::Value,
        id: u32,
        a: ir::Value,
        b: Option<ir::Value>,
    ) -> Result<(), Diagnostic> {
        let raise = self.b.create_block();
        let cont = self.b.create_block();
        self.b.ins().brif(cond, raise, &[], cont, &[]);
        self.b.switch_to_block(raise);
        let idv = self.iconst(types::I32, id as i64);
        match b {
            Some(b) => self.call_rt(op, "mj_fault_value2", &[idv, a, b])?,
            None => self.call_rt(op, "mj_fault_value", &[idv, a])?,
        };
        self.unwind();
        self.b.switch_to_block(cont);
        Ok(())
    }

    /// `memref.atomic_rmw` and `memref.generic_atomic_rmw`: a checked load and store of one
    /// element (runs are single-threaded: upstream's compare-and-swap loop succeeds at once);
    /// the result is the element's old value.
    fn lower_atomic_rmw(&mut self, op: Op, kind: MemRefOp) -> Result<(), Diagnostic> {
        let ctx = self.m.ctx;
        let operands = ctx.operands(op).to_vec();
        let mi = usize::from(kind == MemRefOp::MemRefAtomicRmw);
        let t = ctx.value_type(operands[mi]);
        let elem = ctx.value_type(ctx.result(op, 0));
        if ctx.ty(elem).is_narrow_float() {
            return Err(self.err(op, "f16/bf16 arithmetic is not supported by the JIT engine"));
        }
        let layout = self.elem_type(op, t)?;
        if layout.n != 1 || layout.ty.is_vector() {
            return Err(self.unsupported(op));
        }
        let et = layout.ty;
        let d = self.desc(operands[mi], self.rank_of(t));
        let idx: Vec<ir::Value> = operands[mi + 1..].iter().map(|v| self.one(*v)).collect();
        let addr = self.element_addr(&d, &idx, et.bytes());
        let addr = self.checked(op, operands[mi], &d, &idx, addr, et.bytes())?;
        let old = self.b.ins().load(et, flags(), addr, 0);
        let width = match ctx.ty(elem) {
            TypeData::Integer { width, .. } => *width,
            _ => 0,
        };
        let old = if width > 0 {
            self.wrap(old, width)
        } else {
            old
        };
        let new = if kind == MemRefOp::MemRefAtomicRmw {
            let v = self.one(operands[0]);
            let name = match ctx.get_attr(op, "kind").map(|a| ctx.attr(a)) {
                Some(AttrData::Integer { value, .. }) => usize::try_from(*value)
                    .ok()
                    .and_then(|k| crate::ir::ATOMIC_RMW_KINDS.get(k))
                    .copied()
                    .unwrap_or(""),
                _ => "",
            };
            self.atomic_combine(op, name, old, v, width)?
        } else {
            let merge = self.block_for(op, &[elem])?;
            let r = ctx.regions(op)[0];
            self.lower_nested(r, &[old], super::YieldTo::Merge(merge))?;
            self.b.switch_to_block(merge);
            self.b.block_params(merge)[0]
        };
        self.store_bytes(new, addr, width);
        self.set(ctx.result(op, 0), smallvec![old]);
        Ok(())
    }

    /// The value `memref.atomic_rmw` of kind `kind` stores: each kind as the arith op of its
    /// name computes it (the interpreter's `atomic_rmw_combine`).
    fn atomic_combine(
        &mut self,
        op: Op,
        kind: &str,
        x: ir::Value,
        y: ir::Value,
        w: u32,
    ) -> Result<ir::Value, Diagnostic> {
        use cranelift_codegen::ir::condcodes::FloatCC;
        let v = match kind {
            "assign" => y,
            "addi" | "muli" => {
                let r = if kind == "addi" {
                    self.b.ins().iadd(x, y)
                } else {
                    self.b.ins().imul(x, y)
                };
                self.wrap(r, w)
            }
            "andi" => self.b.ins().band(x, y),
            "ori" => self.b.ins().bor(x, y),
            "xori" => self.b.ins().bxor(x, y),
            "maxs" | "mins" => {
                let (a, b) = (self.signed(x, w), self.signed(y, w));
                let r = if kind == "maxs" {
                    self.b.ins().smax(a, b)
                } else {
                    self.b.ins().smin(a, b)
                };
                self.wrap(r, w)
            }
            "maxu" => self.b.ins().umax(x, y),
            "minu" => self.b.ins().umin(x, y),
            "addf" => self.b.ins().fadd(x, y),
            "mulf" => self.b.ins().fmul(x, y),
            "maximumf" => self.b.ins().fmax(x, y),
            "minimumf" => self.b.ins().fmin(x, y),
            "maxnumf" | "minnumf" => {
                // A NaN operand yields the other operand.
                let m = if kind == "maxnumf" {
                    self.b.ins().fmax(x, y)
                } else {
                    self.b.ins().fmin(x, y)
                };
                let xn = self.b.ins().fcmp(FloatCC::Unordered, x, x);
                let yn = self.b.ins().fcmp(FloatCC::Unordered, y, y);
                let m = self.b.ins().select(xn, y, m);
                self.b.ins().select(yn, x, m)
            }
            _ => return Err(self.unsupported(op)),
        };
        Ok(v)
    }

    /// The buffer of a `bufferization.clone` of type `t`: the type's static layout (dynamic
    /// parts: contiguous), sized to hold the source's run-time extent.
    pub(super) fn clone_buffer(
        &mut self,
        op: Op,
        t: Type,
        sizes: &[ir::Value],
        esize: u32,
    ) -> Result<Desc, Diagnostic> {
        let layout = self
            .static_layout(op, t)?
            .filter(|(o, st)| *o != DYNAMIC && !st.contains(&DYNAMIC));
        let (off, strides) = match layout {
            Some((o, st)) => (o, st.iter().map(|x| self.iconst(types::I64, *x)).collect()),
            None => (0, self.contiguous_strides(sizes)),
        };
        // extent = 1 + Σ (size - 1) · stride, or 0 when a size is 0.
        let mut extent = self.iconst(types::I64, 1);
        let mut any_zero = self.iconst(types::I8, 0);
        for (s, st) in sizes.iter().zip(&strides) {
            let m1 = self.b.ins().iadd_imm_s(*s, -1);
            let t = self.b.ins().imul(m1, *st);
            extent = self.b.ins().iadd(extent, t);
            let z = self.b.ins().icmp_imm_s(IntCC::Equal, *s, 0);
            any_zero = self.b.ins().bor(any_zero, z);
        }
        let zero = self.iconst(types::I64, 0);
        let extent = self.b.ins().select(any_zero, zero, extent);
        let n = self.b.ins().iadd_imm_s(extent, off);
        let n = self.b.ins().imul_imm_s(n, esize as i64);
        let raw = self.tracked_alloc(op, n, None, 0)?;
        let offset = self.iconst(types::I64, off);
        Ok(Desc {
            allocated: raw,
            aligned: raw,
            offset,
            sizes: sizes.to_vec(),
            strides,
        })
    }

    /// `memref.reinterpret_cast` and `memref.subview` (with rank reduction).
    fn lower_view(&mut self, op: Op) -> Result<(), Diagnostic> {
        let ctx = self.m.ctx;
        let operands = ctx.operands(op).to_vec();
        let get = |name: &str| ctx.i64_array(op, name);
        let (so, ss, st) = (
            get("static_offsets"),
            get("static_sizes"),
            get("static_strides"),
        );
        let mut dyns = operands[1..].iter().copied();
        let mut fill = |this: &mut Self, s: &[i64]| -> Result<Vec<ir::Value>, Diagnostic> {
            s.iter()
                .map(|x| match (*x == DYNAMIC, x) {
                    (true, _) => match dyns.next() {
                        Some(v) => Ok(this.one(v)),
                        None => Err(this.err(op, "fewer dynamic operands than '?' entries")),
                    },
                    (false, x) => Ok(this.iconst(types::I64, *x)),
                })
                .collect()
        };
        let offs = fill(self, &so)?;
        let sizes = fill(self, &ss)?;
        let steps = fill(self, &st)?;
        let res = ctx.result(op, 0);
        let src_t = ctx.value_type(operands[0]);
        if ctx.kind(op) == OpKind::MemRefReinterpretCast {
            let rank = if self.is_unranked(operands[0]) {
                0
            } else {
                self.rank_of(src_t)
            };
            let (allocated, aligned) = if self.is_unranked(operands[0]) {
                let p = self.get(operands[0])[1];
                (
                    self.b.ins().load(types::I64, flags(), p, 0),
                    self.b.ins().load(types::I64, flags(), p, 8),
                )
            } else {
                let d = self.desc(operands[0], rank);
                (d.allocated, d.aligned)
            };
            let d = Desc {
                allocated,
                aligned,
                offset: offs[0],
                sizes,
                strides: steps,
            };
            self.set(res, d.parts());
            return Ok(());
        }
        let src = self.desc(operands[0], self.rank_of(src_t));
        // Out of bounds is a located error: always when the subview's own values are static
        // (decided here when the source's shape is static too, free when valid), at run time
        // for dynamic ones under --check-bounds.
        let src_shape = ctx
            .ty(src_t)
            .shape()
            .map(|s| s.to_vec())
            .unwrap_or_default();
        let own_static = ![&so, &ss, &st].iter().any(|v| v.contains(&DYNAMIC));
        let check = match (own_static, src_shape.contains(&DYNAMIC)) {
            (true, false) => {
                memref_jit_runtime::sizes::check_subview(&src_shape, &so, &ss, &st).is_err()
            }
            (true, true) => true,
            (false, _) => self.m.check_bounds,
        };
        if check {
            let a = self.spill(&src.sizes);
            let b = self.spill(&offs);
            let c = self.spill(&sizes);
            let d = self.spill(&steps);
            let rank = self.iconst(types::I64, offs.len() as i64);
            let id = self.m.fault(op, "{s}");
            let fv = self.iconst(types::I32, id as i64);
            let bad = self.call_rt(op, "mj_check_subview", &[a, b, c, d, rank, fv])?[0];
            self.unwind_if(bad);
        }
        let mut offset = src.offset;
        for (k, o) in offs.iter().enumerate() {
            let t = self.b.ins().imul(*o, src.strides[k]);
            offset = self.b.ins().iadd(offset, t);
        }
        let strides: Vec<ir::Value> = (0..sizes.len())
            .map(|k| self.b.ins().imul(src.strides[k], steps[k]))
            .collect();
        // Rank reduction drops static unit dimensions the result type does not have.
        let want = ctx
            .ty(ctx.value_type(res))
            .shape()
            .map(|s| s.to_vec())
            .unwrap_or_default();
        let (mut out_s, mut out_t) = (Vec::new(), Vec::new());
        let mut wi = 0;
        for k in 0..sizes.len() {
            let left = sizes.len() - k;
            let need = want.len() - wi;
            if left > need && ss[k] == 1 {
                continue;
            }
            out_s.push(sizes[k]);
            out_t.push(strides[k]);
            wi += 1;
        }
        if out_s.len() != want.len() {
            return Err(self.err(
                op,
                "cannot infer the dropped dimensions of this rank-reducing subview",
            ));
        }
        let d = Desc {
            allocated: src.allocated,
            aligned: src.aligned,
            offset,
            sizes: out_s,
            strides: out_t,
        };
        self.set(res, d.parts());
        Ok(())
    }
}

/// Whether every use of the unranked value `v` only reads it while the frame that made it is
/// live, before the op making it runs again: a call that returns no memref (its callee cannot
/// hand the descriptor back), a cast to a ranked type, `memref.rank`, `memref.dim`,
/// `memref.copy`. Anything else (returned, yielded, carried through a loop or a branch,
/// passed to a call that may return it) needs storage that outlives the frame.
fn unranked_stays_local(ctx: &Context, v: Value) -> bool {
    let is_memref = |x: &Value| ctx.ty(ctx.value_type(*x)).is_memref();
    ctx.uses(v).iter().all(|u| match ctx.kind(u.op) {
        OpKind::FuncCall => !ctx.results(u.op).iter().any(is_memref),
        OpKind::MemRefCast => !ctx
            .results(u.op)
            .iter()
            .any(|r| matches!(ctx.ty(ctx.value_type(*r)), TypeData::UnrankedMemRef { .. })),
        OpKind::MemRefRank | OpKind::MemRefDim | OpKind::MemRefCopy => true,
        _ => false,
    })
}

/// Bytes of stack slots a function may give its `memref.alloca`s, in all: less than the
/// stack kept free below a module call (`JIT_CALL_RESERVE`), so that a callee's frame cannot
/// pass the end of the stack between the checks at calls.
const MAX_SLOT_BYTES_PER_FUNCTION: u64 = 256 << 10;

/// The `memref.alloca`s of function `f` that live in a stack slot of its frame: static ones
/// made at most once per activation of their allocation scope (not in a loop), as long as the
/// function's slots stay within [`MAX_SLOT_BYTES_PER_FUNCTION`]. The others (dynamically
/// sized, large, or in a loop, where each execution needs storage of its own while the earlier
/// ones live on) get a runtime buffer charged to the stack left (`mj_stack_alloc`), released
/// when their scope ends, so that no alloca is a Cranelift limit or a stack overflow. Also
/// says whether any alloca gets a runtime buffer (the function then marks the stack at entry).
///
/// With `check_bounds` no alloca gets a slot: an access must stay in its alloca's bytes and
/// be found after its scope ended (a slot outlives a `memref.alloca_scope`), which the runtime
/// judges for its buffers.
pub(super) fn slot_allocas(ctx: &Context, f: Op, check_bounds: bool) -> (FxHashSet<Op>, bool) {
    let mut slots = FxHashSet::default();
    let (mut used, mut allocas) = (0u64, 0usize);
    for op in ctx.collect_ops(f) {
        if ctx.kind(op) != OpKind::MemRefAlloca {
            continue;
        }
        allocas += 1;
        if !ctx.operands(op).is_empty() || !once_per_scope(ctx, op) {
            continue;
        }
        // Checked runs judge every alloca by its own bytes, which the runtime knows of its
        // buffers only (a slot is just part of the frame).
        if check_bounds {
            continue;
        }
        let t = ctx.value_type(ctx.result(op, 0));
        let Some(shape) = ctx.ty(t).shape() else {
            continue;
        };
        let esize = match ctx.ty(t) {
            &TypeData::MemRef { elem, .. } => {
                elem_layout(ctx, elem).map_or(8, |e| e.bytes() as u64)
            }
            _ => 8,
        };
        let off = match ctx.memref_layout(t) {
            Ok(Some((o, _))) => o,
            _ => 0,
        };
        let align = ctx.alignment(op) as u64;
        let Ok(bytes) = alloc_bytes(shape, off, esize) else {
            continue;
        };
        let need = bytes.saturating_add(align).max(1);
        if used.saturating_add(need) <= MAX_SLOT_BYTES_PER_FUNCTION {
            used += need;
            slots.insert(op);
        }
    }
    let runtime = allocas > slots.len();
    (slots, runtime)
}

/// Whether `op` runs at most once per activation of its allocation scope (a function or a
/// `memref.alloca_scope`): it sits in the entry block of the scope's region, or of regions of
/// `scf.if`/`scf.execute_region`/`scf.index_switch` ops that do (entry blocks have no
/// predecessors; those regions run at most once per execution of their op).
fn once_per_scope(ctx: &Context, op: Op) -> bool {
    let mut cur = op;
    loop {
        let Some(block) = ctx.op_block(cur) else {
            return false;
        };
        let entry = ctx
            .block_region(block)
            .and_then(|r| ctx.entry_block(r))
            .is_some_and(|e| e == block);
        if !entry {
            return false;
        }
        let Some(parent) = ctx.block_parent_op(block) else {
            return false;
        };
        match ctx.kind(parent) {
            OpKind::FuncFunc | OpKind::MemRefAllocaScope => return true,
            OpKind::ScfIf | OpKind::ScfExecuteRegion | OpKind::ScfIndexSwitch => cur = parent,
            _ => return false,
        }
    }
}
