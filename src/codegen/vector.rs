//! vector: a vector value is its elements, one Cranelift value each (`parts_of`). Data
//! movement follows the shared plans of `ir::vector` (dynamic positions pick among the
//! candidates with selects), elementwise arith and math run their scalar lowering once per
//! lane, reductions combine lanes with arith's semantics, and loads and stores access one
//! element per lane through the memref lowering's checked addresses.

use super::{packed, scalar_type, FnLower, Parts};
use crate::diag::Diagnostic;
use crate::ir::vector::{numel, plan, shape_of, strides, sub_vector};
use crate::ir::{AttrData, FloatKind, Op, Type, TypeData, Value, VectorEnum, VectorOp};
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{self, types, InstBuilder};
use smallvec::smallvec;

impl FnLower<'_, '_, '_> {
    /// The lanes of `v`, one Cranelift value each, row-major (a chunked vector's chunks are
    /// taken apart; any other value is its parts).
    pub(super) fn lanes(&mut self, v: Value) -> Parts {
        let ctx = self.m.ctx;
        let parts = self.get(v).clone();
        if packed(ctx, ctx.value_type(v)).is_none() {
            return parts;
        }
        let mut out = Parts::new();
        for c in parts {
            let n = self.b.func.dfg.value_type(c).lane_count();
            for l in 0..n {
                out.push(self.b.ins().extractlane(c, l as u8));
            }
        }
        out
    }

    /// Gives `v` the lanes `lanes` (row-major), put together into chunks when its type is
    /// held so.
    pub(super) fn set_lanes(&mut self, v: Value, lanes: Parts) {
        let ctx = self.m.ctx;
        let Some((ty, _)) = packed(ctx, ctx.value_type(v)) else {
            self.set(v, lanes);
            return;
        };
        let per = ty.lane_count() as usize;
        let chunks: Parts = lanes.chunks(per).map(|c| self.pack(ty, c)).collect();
        self.set(v, chunks);
    }

    /// One chunk of type `ty` from its lanes.
    fn pack(&mut self, ty: ir::Type, lanes: &[ir::Value]) -> ir::Value {
        if let Some(c) = self.whole_chunk(ty, lanes) {
            return c;
        }
        let mut c = self.b.ins().splat(ty, lanes[0]);
        if lanes.iter().all(|l| *l == lanes[0]) {
            return c;
        }
        for (i, l) in lanes.iter().enumerate().skip(1) {
            c = self.b.ins().insertlane(c, *l, i as u8);
        }
        c
    }

    /// Whether an arith/math op computes on vectors (then it is lowered lane by lane);
    /// `arith.select` with a scalar condition picks whole values instead.
    pub(super) fn lane_wise(&self, op: Op) -> bool {
        let ctx = self.m.ctx;
        let is_vec = |v: &Value| matches!(ctx.ty(ctx.value_type(*v)), TypeData::Vector { .. });
        if ctx.kind(op) == crate::ir::OpKind::ArithSelect {
            return ctx.operands(op).first().is_some_and(is_vec);
        }
        ctx.operands(op).iter().chain(ctx.results(op)).any(is_vec)
    }

    /// Lowers `op` once per lane with `f`, each vector operand bound to its lane's element,
    /// and gives each result the lanes' values.
    pub(super) fn lower_per_lane(
        &mut self,
        op: Op,
        f: impl Fn(&mut Self, Op) -> Result<(), Diagnostic>,
    ) -> Result<(), Diagnostic> {
        let ctx = self.m.ctx;
        let operands = ctx.operands(op).to_vec();
        let results = ctx.results(op).to_vec();
        let is_vec = |v: &Value| matches!(ctx.ty(ctx.value_type(*v)), TypeData::Vector { .. });
        let n = operands
            .iter()
            .chain(&results)
            .find(|v| is_vec(v))
            .map_or(1, |v| numel(ctx, ctx.value_type(*v)));
        let saved: Vec<(Value, Parts, Parts)> = operands
            .iter()
            .filter(|v| is_vec(v))
            .map(|v| (*v, self.get(*v).clone(), self.lanes(*v)))
            .collect();
        let mut outs: Vec<Parts> = vec![Parts::new(); results.len()];
        let mut r = Ok(());
        for lane in 0..n {
            for (v, _, l) in &saved {
                self.set(*v, smallvec![l[lane]]);
            }
            r = f(self, op);
            if r.is_err() {
                break;
            }
            for (k, res) in results.iter().enumerate() {
                outs[k].push(self.one(*res));
            }
        }
        for (v, p, _) in saved {
            self.set(v, p);
        }
        r?;
        for (res, p) in results.into_iter().zip(outs) {
            self.set_lanes(res, p);
        }
        Ok(())
    }

    /// The chunk whose lanes, in order, `lanes` are (taken apart by [`Self::lanes`]): data
    /// movement that keeps whole chunks (`vector.extract` of a row) then moves no lanes.
    fn whole_chunk(&self, ty: ir::Type, lanes: &[ir::Value]) -> Option<ir::Value> {
        let dfg = &self.b.func.dfg;
        let mut src = None;
        for (i, l) in lanes.iter().enumerate() {
            let ir::ValueDef::Result(inst, _) = dfg.value_def(*l) else {
                return None;
            };
            let ir::InstructionData::BinaryImm8 {
                opcode: ir::Opcode::Extractlane,
                arg,
                imm,
            } = dfg.insts[inst]
            else {
                return None;
            };
            if usize::from(imm) != i || dfg.value_type(arg) != ty || src.is_some_and(|s| s != arg) {
                return None;
            }
            src = Some(arg);
        }
        src
    }

    /// Lowers an elementwise op whose operands and result all have one chunked vector type
    /// with the SIMD instruction `f`, a chunk at a time; false (nothing done) for any other
    /// op, which then goes lane by lane.
    pub(super) fn per_chunk(
        &mut self,
        op: Op,
        f: impl Fn(&mut cranelift_frontend::FunctionBuilder, &[ir::Value]) -> ir::Value,
    ) -> bool {
        let ctx = self.m.ctx;
        let [res] = ctx.results(op) else {
            return false;
        };
        let t = ctx.value_type(*res);
        if packed(ctx, t).is_none() || ctx.operands(op).iter().any(|v| ctx.value_type(*v) != t) {
            return false;
        }
        let args: Vec<Parts> = ctx
            .operands(op)
            .iter()
            .map(|v| self.get(*v).clone())
            .collect();
        let out: Parts = (0..args[0].len())
            .map(|c| {
                let xs: Vec<ir::Value> = args.iter().map(|a| a[c]).collect();
                f(&mut self.b, &xs)
            })
            .collect();
        self.set(*res, out);
        true
    }

    pub(super) fn lower_vector(&mut self, op: Op, kind: VectorOp) -> Result<(), Diagnostic> {
        use VectorOp::*;
        let ctx = self.m.ctx;
        let operands = ctx.operands(op).to_vec();
        let results = ctx.results(op).to_vec();
        for v in operands.iter().chain(&results) {
            self.parts(op, ctx.value_type(*v))?;
        }
        match kind {
            VectorPrint => self.lower_print(op),
            VectorExtract | VectorInsert => {
                let (vec, first) = if kind == VectorExtract {
                    (0, 1)
                } else {
                    (1, 2)
                };
                let shape = shape_of(ctx, ctx.value_type(operands[vec]));
                if operands.len() == first {
                    let pos: Vec<usize> = ctx
                        .i64_array(op, "static_position")
                        .iter()
                        .map(|p| (*p).max(0) as usize)
                        .collect();
                    return self.apply_plan(op, &pos);
                }
                self.dynamic_position(op, kind, &shape, vec, first)
            }
            VectorBroadcast
            | VectorShapeCast
            | VectorToElements
            | VectorFromElements
            | VectorTranspose
            | VectorShuffle
            | VectorExtractStridedSlice
            | VectorInsertStridedSlice
            | VectorInterleave
            | VectorDeinterleave => self.apply_plan(op, &[]),
            VectorFma => {
                if self.per_chunk(op, |b, x| b.ins().fma(x[0], x[1], x[2])) {
                    return Ok(());
                }
                let [a, b, c] = [0, 1, 2].map(|i| self.lanes(operands[i]));
                let e = ctx.elem_or_self(ctx.value_type(results[0]));
                let mut p = Parts::new();
                for i in 0..a.len() {
                    p.push(self.fma_elem(op, e, a[i], b[i], c[i])?);
                }
                self.set_lanes(results[0], p);
                Ok(())
            }
            VectorReduction => self.lower_reduction(op, None),
            VectorMultiReduction => self.lower_multi_reduction(op, None),
            VectorOuterProduct => self.lower_outer_product(op, None),
            VectorContract => self.lower_contract(op, None),
            VectorConstantMask | VectorCreateMask => {
                let shape = shape_of(ctx, ctx.value_type(results[0]));
                let n = numel(ctx, ctx.value_type(results[0]));
                let st = strides(&shape);
                let sizes: Vec<ir::Value> = if kind == VectorConstantMask {
                    ctx.i64_array(op, "mask_dim_sizes")
                        .into_iter()
                        .map(|s| self.iconst(types::I64, s))
                        .collect()
                } else {
                    operands.iter().map(|v| self.one(*v)).collect()
                };
                let mut out = Parts::new();
                for i in 0..n {
                    let mut on = self.iconst(types::I8, 1);
                    for (d, s) in sizes.iter().enumerate() {
                        let c = if shape.is_empty() {
                            0
                        } else {
                            (i / st[d]) % shape[d] as usize
                        };
                        let lt = self
                            .b
                            .ins()
                            .icmp_imm_s(IntCC::SignedGreaterThan, *s, c as i64);
                        on = self.b.ins().band(on, lt);
                    }
                    out.push(on);
                }
                self.set_lanes(results[0], out);
                Ok(())
            }
            VectorStep => {
                let n = numel(ctx, ctx.value_type(results[0]));
                let p: Parts = (0..n as i64).map(|i| self.iconst(types::I64, i)).collect();
                self.set_lanes(results[0], p);
                Ok(())
            }
            VectorBitCast => self.lower_bitcast(op),
            VectorLoad | VectorStore => {
                let (base, first, v) = if kind == VectorLoad {
                    (operands[0], 1, results[0])
                } else {
                    (operands[1], 2, operands[0])
                };
                let t = ctx.value_type(base);
                // A memref of vectors: the element itself, through memref.load/store's lowering.
                if matches!(
                    ctx.ty(ctx.ty(t).elem().unwrap_or(t)),
                    TypeData::Vector { .. }
                ) {
                    return self.lower_memref(
                        op,
                        if kind == VectorLoad {
                            crate::ir::MemRefOp::MemRefLoad
                        } else {
                            crate::ir::MemRefOp::MemRefStore
                        },
                    );
                }
                let et = self.scalar_elem(op, t)?;
                let d = self.desc(base, self.rank_of(t));
                let idx: Vec<ir::Value> = operands[first..].iter().map(|v| self.one(*v)).collect();
                self.load_store(op, kind == VectorLoad, base, et, &d, &idx, v)
            }
            VectorMaskedLoad | VectorMaskedStore | VectorExpandLoad | VectorCompressStore
            | VectorGather | VectorScatter => self.lower_masked(op, kind, None),
            VectorTransferRead | VectorTransferWrite => self.lower_transfer(op, kind, None),
            VectorMask => self.lower_mask(op),
            // Read by `lower_mask`.
            VectorYield => Err(self.unsupported(op)),
            VectorScan => self.lower_scan(op),
            // The same buffer seen as a memref of vectors (upstream's lowering: offset 0, the
            // result type's static sizes and identity strides).
            VectorTypeCast => {
                let src = self.get(operands[0]).clone();
                let shape = ctx
                    .ty(ctx.value_type(results[0]))
                    .shape()
                    .unwrap_or(&[])
                    .to_vec();
                let zero = self.iconst(types::I64, 0);
                let mut parts: Parts = smallvec![src[0], src[1], zero];
                for d in &shape {
                    parts.push(self.iconst(types::I64, *d));
                }
                for s in strides(&shape) {
                    parts.push(self.iconst(types::I64, s as i64));
                }
                self.set(results[0], parts);
                Ok(())
            }
        }
    }

    /// vector.load/store of `v` at `idx` of `base`: a 1-D vector held in chunks, from a memref
    /// whose innermost stride is 1, is one 16-byte access a chunk; any other vector one
    /// access a lane. Under `--check-bounds` the chunked access runs only when every lane is
    /// in bounds and the whole range may be accessed, and the lane-by-lane one otherwise, so
    /// a bad access is reported at its first bad lane as before.
    #[allow(clippy::too_many_arguments)]
    fn load_store(
        &mut self,
        op: Op,
        load: bool,
        base: Value,
        et: ir::Type,
        d: &super::memref::Desc,
        idx: &[ir::Value],
        v: Value,
    ) -> Result<(), Diagnostic> {
        let ctx = self.m.ctx;
        let vt = ctx.value_type(v);
        let unit = ctx
            .memref_strides(ctx.value_type(base))
            .is_some_and(|(_, s)| s.last() == Some(&1));
        let chunked = packed(ctx, vt).filter(|_| unit && shape_of(ctx, vt).len() == 1);
        let Some((cty, _)) = chunked.filter(|_| !idx.is_empty()) else {
            let lanes = self.lane_load_store(op, load, base, et, d, idx, v)?;
            if load {
                self.set_lanes(v, lanes);
            }
            return Ok(());
        };
        let n = numel(ctx, vt) as i64;
        let addr = self.element_addr(d, idx, et.bytes());
        if !self.m.check_bounds || self.nests.covered.contains(&op) {
            self.chunk_load_store(load, cty, addr, v);
            return Ok(());
        }
        // Every index in bounds (the last one for the last lane too: it cannot wrap, as the
        // first is below a size), and the bytes accessible.
        let last = idx.len() - 1;
        let mut ok = self.iconst(types::I8, 1);
        for (k, ix) in idx.iter().enumerate() {
            let inb = self.b.ins().icmp(IntCC::UnsignedLessThan, *ix, d.sizes[k]);
            ok = self.b.ins().band(ok, inb);
        }
        let end = self.b.ins().iadd_imm_s(idx[last], n - 1);
        let inb = self
            .b
            .ins()
            .icmp(IntCC::UnsignedLessThan, end, d.sizes[last]);
        ok = self.b.ins().band(ok, inb);
        let fast = self.b.create_block();
        let slow = self.b.create_block();
        if self.lives_for_the_run(op, base) {
            self.b.ins().brif(ok, fast, &[], slow, &[]);
        } else {
            let live = self.b.create_block();
            self.b.ins().brif(ok, live, &[], slow, &[]);
            self.b.switch_to_block(live);
            let len = self.iconst(types::I64, n * i64::from(et.bytes()));
            let runtime = self.b.create_block();
            if !self.m.unchecked && self.in_loop(op) {
                let s = self.slab_access_ok(d.allocated, addr, len);
                self.b.ins().brif(s, fast, &[], runtime, &[]);
            } else {
                self.b.ins().jump(runtime, &[]);
            }
            self.b.switch_to_block(runtime);
            let sp = self.b.ins().get_stack_pointer(types::I64);
            let w = self.iconst(types::I32, i64::from(!load));
            let r = self.call_rt(op, "mj_range_ok", &[d.allocated, addr, len, sp, w])?[0];
            self.b.ins().brif(r, fast, &[], slow, &[]);
        }
        self.b.set_cold_block(slow);
        self.two_paths(
            load,
            v,
            fast,
            slow,
            |s| {
                s.chunk_load_store(load, cty, addr, v);
                Ok(())
            },
            |s| {
                let lanes = s.lane_load_store(op, load, base, et, d, idx, v)?;
                if load {
                    s.set_lanes(v, lanes);
                }
                Ok(())
            },
        )
    }

    /// Lowers `on_fast` in block `fast` and `on_slow` in block `slow` (both already branched
    /// to), then continues after both; when `load`, `v`'s parts from either path are joined.
    fn two_paths(
        &mut self,
        load: bool,
        v: Value,
        fast: ir::Block,
        slow: ir::Block,
        on_fast: impl FnOnce(&mut Self) -> Result<(), Diagnostic>,
        on_slow: impl FnOnce(&mut Self) -> Result<(), Diagnostic>,
    ) -> Result<(), Diagnostic> {
        let join = self.b.create_block();
        let parts = |s: &Self| if load { s.get(v).clone() } else { Parts::new() };
        self.b.switch_to_block(fast);
        on_fast(self)?;
        let out = parts(self);
        self.b.ins().jump(join, &super::block_args(&out));
        self.b.switch_to_block(slow);
        on_slow(self)?;
        let out = parts(self);
        for p in &out {
            let ty = self.b.func.dfg.value_type(*p);
            self.b.append_block_param(join, ty);
        }
        self.b.ins().jump(join, &super::block_args(&out));
        self.b.switch_to_block(join);
        if load {
            let params: Parts = self.b.block_params(join).iter().copied().collect();
            self.set(v, params);
        }
        Ok(())
    }

    /// The chunks of `v` loaded from (or stored to) `addr` on, 16 bytes apart.
    fn chunk_load_store(&mut self, load: bool, cty: ir::Type, addr: ir::Value, v: Value) {
        // Not `aligned`: a vector may start at any element.
        let fl = ir::MemFlagsData::new().with_notrap();
        if load {
            let n = packed(self.m.ctx, self.m.ctx.value_type(v)).map_or(0, |p| p.1);
            let chunks: Parts = (0..n)
                .map(|c| self.b.ins().load(cty, fl, addr, 16 * c as i32))
                .collect();
            self.set(v, chunks);
        } else {
            let chunks = self.get(v).clone();
            for (c, x) in chunks.iter().enumerate() {
                self.b.ins().store(fl, *x, addr, 16 * c as i32);
            }
        }
    }

    /// vector.load/store one lane at a time, each access checked as memref.load/store's;
    /// the lanes loaded (none for a store).
    #[allow(clippy::too_many_arguments)]
    fn lane_load_store(
        &mut self,
        op: Op,
        load: bool,
        base: Value,
        et: ir::Type,
        d: &super::memref::Desc,
        idx: &[ir::Value],
        v: Value,
    ) -> Result<Parts, Diagnostic> {
        let ctx = self.m.ctx;
        let vshape = shape_of(ctx, ctx.value_type(v));
        let vst = strides(&vshape);
        let n = numel(ctx, ctx.value_type(v));
        let lead = idx.len().saturating_sub(vshape.len());
        let width = match ctx.ty(ctx.elem_or_self(ctx.value_type(v))) {
            TypeData::Integer { width, .. } => *width,
            _ => 0,
        };
        let vals = if load { Parts::new() } else { self.lanes(v) };
        let mut out = Parts::new();
        for lane in 0..n {
            let mut ix = idx.to_vec();
            for k in 0..vshape.len() {
                let c = (lane / vst[k]) % vshape[k] as usize;
                if c != 0 {
                    if let Some(x) = ix.get_mut(lead + k) {
                        *x = self.b.ins().iadd_imm_s(*x, c as i64);
                    }
                }
            }
            let addr = self.element_addr(d, &ix, et.bytes());
            let addr = self.checked(op, base, d, &ix, addr, et.bytes())?;
            if load {
                let x = self.b.ins().load(et, super::memref::flags(), addr, 0);
                let x = if width > 0 { self.wrap(x, width) } else { x };
                out.push(x);
            } else {
                self.store_bytes(vals[lane], addr, width);
            }
        }
        Ok(out)
    }

    /// One lane of a conditional access: when `on` (an `i8` 0/1) loads (`Some(default)`:
    /// the value when off) or stores `store` at the element `ix` of `base`; a lane that is
    /// off never touches memory.
    #[allow(clippy::too_many_arguments)]
    fn lane_access(
        &mut self,
        op: Op,
        base: Value,
        d: &super::memref::Desc,
        et: ir::Type,
        width: u32,
        ix: &[ir::Value],
        on: ir::Value,
        default: Option<ir::Value>,
        store: Option<ir::Value>,
    ) -> Result<Option<ir::Value>, Diagnostic> {
        let act = self.b.create_block();
        let join = self.b.create_block();
        if let Some(dv) = default {
            self.b.append_block_param(join, et);
            self.b
                .ins()
                .brif(on, act, &[], join, &super::block_args(&[dv]));
        } else {
            self.b.ins().brif(on, act, &[], join, &[]);
        }
        self.b.switch_to_block(act);
        let addr = self.element_addr(d, ix, et.bytes());
        let addr = self.checked(op, base, d, ix, addr, et.bytes())?;
        if default.is_some() {
            let x = self.b.ins().load(et, super::memref::flags(), addr, 0);
            let x = if width > 0 { self.wrap(x, width) } else { x };
            self.b.ins().jump(join, &super::block_args(&[x]));
        } else {
            if let Some(v) = store {
                self.store_bytes(v, addr, width);
            }
            self.b.ins().jump(join, &[]);
        }
        self.b.switch_to_block(join);
        Ok(default.map(|_| self.b.block_params(join)[0]))
    }

    /// maskedload/store, expandload/compressstore, gather/scatter: one conditional access
    /// per lane (expand/compress step through memory only on lanes that are on).
    ///
    /// Under `vector.mask` (`over`: a gather's), the mask replaces the op's own and the
    /// pass-through is zero, as upstream's `--lower-vector-mask` rewrites it.
    fn lower_masked(
        &mut self,
        op: Op,
        kind: VectorOp,
        over: Option<&[ir::Value]>,
    ) -> Result<(), Diagnostic> {
        use VectorOp::*;
        let ctx = self.m.ctx;
        let operands = ctx.operands(op).to_vec();
        let n = operands.len();
        let base = operands[0];
        let t = ctx.value_type(base);
        let et = self.scalar_elem(op, t)?;
        let width = match ctx.ty(ctx.elem_or_self(t)) {
            TypeData::Integer { width, .. } => *width,
            _ => 0,
        };
        let d = self.desc(base, self.rank_of(t));
        let gather = matches!(kind, VectorGather | VectorScatter);
        let idx_end = if gather { n - 3 } else { n - 2 };
        let idx: Vec<ir::Value> = operands[1..idx_end].iter().map(|v| self.one(*v)).collect();
        let (offsets, off_w) = if gather {
            let w = match ctx.ty(ctx.elem_or_self(ctx.value_type(operands[n - 3]))) {
                TypeData::Integer { width, .. } => *width,
                _ => 64,
            };
            (self.lanes(operands[n - 3]), w)
        } else {
            (Parts::new(), 64)
        };
        if shape_of(ctx, ctx.value_type(operands[n - 2])).len() != 1 {
            return Err(self.err(
                op,
                "masked vector memory ops on n-D vectors are not supported",
            ));
        }
        let mut mask = self.lanes(operands[n - 2]);
        let mut last = self.lanes(operands[n - 1]);
        if let Some(m) = over {
            mask = m.iter().copied().collect();
            let e = ctx.elem_or_self(ctx.value_type(operands[n - 1]));
            let zero = self.neutral(op, crate::ir::vector::Neutral::Zero, e)?;
            last = last.iter().map(|_| zero).collect();
        }
        let reading = matches!(kind, VectorMaskedLoad | VectorExpandLoad | VectorGather);
        let mut next = self.iconst(types::I64, 0);
        let mut out = Parts::new();
        for lane in 0..mask.len() {
            let on = mask[lane];
            let off = match kind {
                VectorExpandLoad | VectorCompressStore => next,
                VectorGather | VectorScatter => {
                    let x = self.signed(offsets[lane], off_w);
                    if self.b.func.dfg.value_type(x).bits() < 64 {
                        self.b.ins().sextend(types::I64, x)
                    } else {
                        x
                    }
                }
                _ => self.iconst(types::I64, lane as i64),
            };
            let mut ix = idx.clone();
            if let Some(l) = ix.last_mut() {
                *l = self.b.ins().iadd(*l, off);
            }
            if reading {
                let v =
                    self.lane_access(op, base, &d, et, width, &ix, on, Some(last[lane]), None)?;
                out.push(v.expect("a load gives a value"));
            } else {
                self.lane_access(op, base, &d, et, width, &ix, on, None, Some(last[lane]))?;
            }
            if matches!(kind, VectorExpandLoad | VectorCompressStore) {
                let inc = self.b.ins().uextend(types::I64, on);
                next = self.b.ins().iadd(next, inc);
            }
        }
        if reading {
            self.set_lanes(ctx.result(op, 0), out);
        }
        Ok(())
    }

    /// transfer_read/write: each lane's indices through the permutation map; a lane out of
    /// bounds on a dimension not declared in bounds, or masked off, reads the padding (or is
    /// not written) without touching memory.
    ///
    /// Under `vector.mask` (`over`: its mask and passthru), its mask replaces the op's own and
    /// a read's masked-off lanes take the passthru's elements when there is one.
    fn lower_transfer(
        &mut self,
        op: Op,
        kind: VectorOp,
        over: Option<(&[ir::Value], Option<&[ir::Value]>)>,
    ) -> Result<(), Diagnostic> {
        let ctx = self.m.ctx;
        let read = kind == VectorOp::VectorTransferRead;
        if let Some(why) = crate::ir::vector::transfer_unsupported(ctx, op) {
            return Err(self.err(op, why));
        }
        let (src, idx_seg) = if read { (0, 1) } else { (1, 2) };
        let base = ctx.segment(op, src)[0];
        let t = ctx.value_type(base);
        let et = self.scalar_elem(op, t)?;
        let width = match ctx.ty(ctx.elem_or_self(t)) {
            TypeData::Integer { width, .. } => *width,
            _ => 0,
        };
        let d = self.desc(base, self.rank_of(t));
        let idx: Vec<ir::Value> = ctx
            .segment(op, idx_seg)
            .iter()
            .map(|v| self.one(*v))
            .collect();
        let Some(lanes) = crate::ir::vector::TransferLanes::of(ctx, op) else {
            return Err(self.unsupported(op));
        };
        let v = if read {
            ctx.result(op, 0)
        } else {
            ctx.segment(op, 0)[0]
        };
        // Upstream's lowering of an unmasked 1-D transfer along the innermost dimension: a
        // vector.load/store when the lanes are in bounds (declared so, or tested here: the
        // others take the lane-by-lane path below with its padding).
        let chunked = packed(ctx, ctx.value_type(v)).is_some()
            && ctx.segment(op, 3).is_empty()
            && over.is_none()
            && ctx
                .memref_strides(t)
                .is_some_and(|(_, s)| s.last() == Some(&1));
        match lanes.contiguous().filter(|_| chunked && !idx.is_empty()) {
            Some(true) => return self.load_store(op, read, base, et, &d, &idx, v),
            Some(false) => {
                let n = numel(ctx, ctx.value_type(v)) as i64;
                let last = idx.len() - 1;
                let end = self.b.ins().iadd_imm_s(idx[last], n - 1);
                let first_in = self
                    .b
                    .ins()
                    .icmp(IntCC::UnsignedLessThan, idx[last], d.sizes[last]);
                let end_in = self
                    .b
                    .ins()
                    .icmp(IntCC::UnsignedLessThan, end, d.sizes[last]);
                let all_in = self.b.ins().band(first_in, end_in);
                let (fast, slow) = (self.b.create_block(), self.b.create_block());
                self.b.ins().brif(all_in, fast, &[], slow, &[]);
                return self.two_paths(
                    read,
                    v,
                    fast,
                    slow,
                    |s| s.load_store(op, read, base, et, &d, &idx, v),
                    |s| s.transfer_lanes(op, read, base, &d, et, width, &idx, &lanes, None),
                );
            }
            None => {}
        }
        self.transfer_lanes(op, read, base, &d, et, width, &idx, &lanes, over)
    }

    /// A transfer lane by lane: a lane out of bounds on a dimension not declared in bounds,
    /// or masked off, reads the padding (or is not written) without touching memory.
    #[allow(clippy::too_many_arguments)]
    fn transfer_lanes(
        &mut self,
        op: Op,
        read: bool,
        base: Value,
        d: &super::memref::Desc,
        et: ir::Type,
        width: u32,
        idx: &[ir::Value],
        lanes: &crate::ir::vector::TransferLanes,
        over: Option<(&[ir::Value], Option<&[ir::Value]>)>,
    ) -> Result<(), Diagnostic> {
        let ctx = self.m.ctx;
        let mask: Option<Parts> = match over {
            Some((m, _)) => Some(m.iter().copied().collect()),
            None => ctx.segment(op, 3).first().map(|m| self.lanes(*m)),
        };
        let passthru = over.and_then(|(_, p)| p);
        let pad = if read {
            Some(self.one(ctx.segment(op, 2)[0]))
        } else {
            None
        };
        let vals = if read {
            Parts::new()
        } else {
            self.lanes(ctx.segment(op, 0)[0])
        };
        let mut out = Parts::new();
        for lane in 0..lanes.count() {
            let l = lanes.lane(lane);
            let mut ix = idx.to_vec();
            let mut inside = self.iconst(types::I8, 1);
            for (dd, off, checked) in l.dims {
                if off != 0 {
                    ix[dd] = self.b.ins().iadd_imm_s(ix[dd], off as i64);
                }
                if checked {
                    let ok = self
                        .b
                        .ins()
                        .icmp(IntCC::UnsignedLessThan, ix[dd], d.sizes[dd]);
                    inside = self.b.ins().band(inside, ok);
                }
            }
            if let Some(m) = &mask {
                inside = self.b.ins().band(inside, m[l.mask]);
            }
            if read {
                let x = self.lane_access(op, base, d, et, width, &ix, inside, pad, None)?;
                let x = x.expect("a load gives a value");
                let x = match (&mask, passthru) {
                    (Some(m), Some(pt)) => self.b.ins().select(m[l.mask], x, pt[lane]),
                    _ => x,
                };
                out.push(x);
            } else {
                self.lane_access(op, base, d, et, width, &ix, inside, None, Some(vals[lane]))?;
            }
        }
        if read {
            self.set_lanes(ctx.result(op, 0), out);
        }
        Ok(())
    }

    /// The Cranelift type of a memref's elements, which vector ops access one lane at a time
    /// (never complex: vectors hold integers, indices and floats).
    fn scalar_elem(&self, op: Op, t: Type) -> Result<ir::Type, Diagnostic> {
        let et = self.elem_type(op, t)?;
        if et.n != 1 || et.ty.is_vector() {
            return Err(self.unsupported(op));
        }
        Ok(et.ty)
    }

    /// Results from the shared plan (`pos`: static positions of extract/insert).
    fn apply_plan(&mut self, op: Op, pos: &[usize]) -> Result<(), Diagnostic> {
        let ctx = self.m.ctx;
        let Some(p) = plan(ctx, op, pos) else {
            return Err(self.unsupported(op));
        };
        let srcs: Vec<Parts> = ctx.operands(op).iter().map(|v| self.lanes(*v)).collect();
        for (res, sources) in ctx.results(op).to_vec().into_iter().zip(p) {
            let parts: Parts = sources.iter().map(|(o, i)| srcs[*o][*i]).collect();
            self.set_lanes(res, parts);
        }
        Ok(())
    }

    /// extract/insert at run-time positions: a position out of range ends the run (upstream's
    /// result is poison); the sub-vector is picked among all candidates with selects.
    fn dynamic_position(
        &mut self,
        op: Op,
        kind: VectorOp,
        shape: &[i64],
        vec: usize,
        first: usize,
    ) -> Result<(), Diagnostic> {
        let ctx = self.m.ctx;
        let operands = ctx.operands(op).to_vec();
        let mut dyns = operands[first..].iter();
        let stat = ctx.i64_array(op, "static_position");
        let st = strides(shape);
        let mut lin = self.iconst(types::I64, 0);
        for (k, p) in stat.iter().enumerate() {
            let v = if *p == crate::ir::DYNAMIC {
                let v = self.one(*dyns.next().expect("verified"));
                let bad = self
                    .b
                    .ins()
                    .icmp_imm_s(IntCC::UnsignedGreaterThanOrEqual, v, shape[k]);
                let id = self.m.fault(
                    op,
                    format!("position {{}} is out of bounds for dimension {k} of size {} (a poison result)", shape[k]),
                );
                let fail = self.b.create_block();
                let next = self.b.create_block();
                self.b.ins().brif(bad, fail, &[], next, &[]);
                self.b.switch_to_block(fail);
                let idv = self.iconst(types::I32, id as i64);
                self.call_rt(op, "mj_fault_value", &[idv, v])?;
                self.unwind();
                self.b.switch_to_block(next);
                v
            } else {
                self.iconst(types::I64, *p)
            };
            let t = self.b.ins().imul_imm_s(v, st[k] as i64);
            lin = self.b.ins().iadd(lin, t);
        }
        let (_, len) = sub_vector(shape, &vec![0; stat.len()]);
        let src = self.lanes(operands[vec]);
        let res = ctx.result(op, 0);
        if kind == VectorOp::VectorExtract {
            let candidates = src.len() / len;
            let mut out = Parts::new();
            for j in 0..len {
                let mut v = src[j];
                for c in 1..candidates {
                    let is = self.b.ins().icmp_imm_s(IntCC::Equal, lin, (c * len) as i64);
                    v = self.b.ins().select(is, src[c * len + j], v);
                }
                out.push(v);
            }
            self.set_lanes(res, out);
        } else {
            let val = self.lanes(operands[0]);
            let mut out = Parts::new();
            for (i, s) in src.iter().enumerate() {
                let is = self
                    .b
                    .ins()
                    .icmp_imm_s(IntCC::Equal, lin, ((i / len) * len) as i64);
                out.push(self.b.ins().select(is, val[i % len], *s));
            }
            self.set_lanes(res, out);
        }
        Ok(())
    }

    /// The narrow float format code of element type `e` (`None` for other types).
    fn narrow_code(&self, e: Type) -> Option<i64> {
        match self.m.ctx.ty(e) {
            TypeData::Float(k) => k
                .format()
                .map(|f| memref_jit_runtime::minifloat::code_of(f) as i64),
            _ => None,
        }
    }

    /// `a * b + c` on elements of float type `e`: one fused op (narrow floats as upstream
    /// computes `vector.fma`: `minifloat::vector_fma`).
    fn fma_elem(
        &mut self,
        op: Op,
        e: Type,
        a: ir::Value,
        b: ir::Value,
        c: ir::Value,
    ) -> Result<ir::Value, Diagnostic> {
        let Some(code) = self.narrow_code(e) else {
            if !matches!(self.m.ctx.ty(e), TypeData::Float(_)) {
                return Err(self.err(op, "fma of a non-float type"));
            }
            return Ok(self.b.ins().fma(a, b, c));
        };
        let store = self.b.func.dfg.value_type(a);
        let xs = [a, b, c].map(|v| self.b.ins().uextend(types::I64, v));
        let k = self.iconst(types::I64, code);
        let vector = self.iconst(types::I64, 1);
        let r = self.call_rt(op, "mj_nf_fma", &[xs[0], xs[1], xs[2], k, vector])?[0];
        Ok(if store == types::I64 {
            r
        } else {
            self.b.ins().ireduce(store, r)
        })
    }

    /// The +0.0 a float sum starts from, of element type `e` (`None` for integers and for
    /// f8E8M0FNU, which has no zero).
    fn float_zero(&mut self, e: Type) -> Option<ir::Value> {
        match self.m.ctx.ty(e) {
            TypeData::Float(FloatKind::F32) => Some(self.b.ins().f32const(0.0)),
            TypeData::Float(FloatKind::F64) => Some(self.b.ins().f64const(0.0)),
            TypeData::Float(FloatKind::F8E8M0FNU) => None,
            TypeData::Float(_) => {
                let t = scalar_type(self.m.ctx, e)?;
                Some(self.iconst(t, 0))
            }
            _ => None,
        }
    }

    /// Combines two elements of type `e` with combining kind `kind` (as
    /// `ir::attrs::COMBINING_KINDS` numbers them), with arith's semantics.
    fn combine(
        &mut self,
        op: Op,
        kind: u8,
        e: Type,
        x: ir::Value,
        y: ir::Value,
    ) -> Result<ir::Value, Diagnostic> {
        let ctx = self.m.ctx;
        // Narrow floats: combined in f64 and rounded once to the format, as their arith ops.
        if let Some(code) = self.narrow_code(e) {
            let store = self.b.func.dfg.value_type(x);
            let (a, b) = (self.nf_to_f64(op, x, code)?, self.nf_to_f64(op, y, code)?);
            let r = self.combine_values(op, kind, true, 64, a, b)?;
            return self.nf_round(op, r, code, store);
        }
        let float = ctx.ty(e).is_float();
        let w = match ctx.ty(e) {
            TypeData::Integer { width, .. } => *width,
            _ => 64,
        };
        self.combine_values(op, kind, float, w, x, y)
    }

    /// [`Self::combine`] on values of a float (f32/f64) or `w`-bit integer type.
    fn combine_values(
        &mut self,
        op: Op,
        kind: u8,
        float: bool,
        w: u32,
        x: ir::Value,
        y: ir::Value,
    ) -> Result<ir::Value, Diagnostic> {
        let i = self.b.ins();
        Ok(match (kind, float) {
            (0, true) => i.fadd(x, y),
            (1, true) => i.fmul(x, y),
            (0, false) => {
                let r = i.iadd(x, y);
                self.wrap(r, w)
            }
            (1, false) => {
                let r = i.imul(x, y);
                self.wrap(r, w)
            }
            (2, false) => i.umin(x, y),
            (5, false) => i.umax(x, y),
            (3 | 6, false) => {
                let (a, b) = (self.signed(x, w), self.signed(y, w));
                let r = if kind == 3 {
                    self.b.ins().smin(a, b)
                } else {
                    self.b.ins().smax(a, b)
                };
                self.wrap(r, w)
            }
            (8, false) => i.band(x, y),
            (9, false) => i.bor(x, y),
            (10, false) => i.bxor(x, y),
            (4 | 7 | 11 | 12, true) => {
                let k = match kind {
                    4 => crate::ir::ArithOp::ArithMinNumF,
                    7 => crate::ir::ArithOp::ArithMaxNumF,
                    11 => crate::ir::ArithOp::ArithMaximumF,
                    _ => crate::ir::ArithOp::ArithMinimumF,
                };
                self.float_min_max(k, x, y)
            }
            _ => return Err(self.err(op, "combining kind not valid for the element type")),
        })
    }

    /// `vector.contract`, in the order of `ir::vector::contraction_plan` (upstream's
    /// lowering); under `vector.mask` (`mask`: a lane per point of the iteration space), every
    /// point in row-major order, the points masked off left out.
    fn lower_contract(&mut self, op: Op, mask: Option<&[ir::Value]>) -> Result<(), Diagnostic> {
        use crate::ir::vector::ContractSum;
        let ctx = self.m.ctx;
        let operands = ctx.operands(op).to_vec();
        let e = ctx.elem_or_self(ctx.value_type(operands[2]));
        if ctx.elem_or_self(ctx.value_type(operands[0])) != e {
            return Err(self.err(
                op,
                "a contraction whose operands have another element type than its accumulator \
                 is not supported",
            ));
        }
        let kind = crate::ir::vector::combining_kind(ctx, op);
        let vals: Vec<Parts> = operands.iter().map(|v| self.lanes(*v)).collect();
        let mut acc = vals[2].clone();
        if let Some(m) = mask {
            for (it, [l, r, j]) in crate::ir::vector::contraction(ctx, op)
                .into_iter()
                .enumerate()
            {
                let p = self.combine(op, 1, e, vals[0][l], vals[1][r])?;
                let c = self.combine(op, kind, e, acc[j], p)?;
                acc[j] = self.b.ins().select(m[it], c, acc[j]);
            }
            self.set_lanes(ctx.result(op, 0), acc);
            return Ok(());
        }
        for c in crate::ir::vector::contraction_plan(ctx, op) {
            let mut products = Vec::with_capacity(c.terms.len());
            for (l, r) in &c.terms {
                let (x, y) = if c.swapped {
                    (vals[1][*r], vals[0][*l])
                } else {
                    (vals[0][*l], vals[1][*r])
                };
                products.push(self.combine(op, 1, e, x, y)?);
            }
            acc[c.acc] = match c.sum {
                ContractSum::Chain => {
                    let mut a = acc[c.acc];
                    for p in products {
                        a = self.combine(op, kind, e, a, p)?;
                    }
                    a
                }
                ContractSum::Dot => {
                    let mut ps = products.into_iter();
                    let first = ps.next().ok_or_else(|| self.err(op, "empty contraction"))?;
                    let mut s = match self.float_zero(e) {
                        Some(zero) => self.combine(op, 0, e, zero, first)?,
                        None => first,
                    };
                    for p in ps {
                        s = self.combine(op, 0, e, s, p)?;
                    }
                    self.combine(op, 0, e, s, acc[c.acc])?
                }
            };
        }
        self.set_lanes(ctx.result(op, 0), acc);
        Ok(())
    }

    /// `vector.reduction`; under `vector.mask` as upstream lowers it
    /// (`ir::vector::masked_reduction`).
    fn lower_reduction(&mut self, op: Op, mask: Option<&[ir::Value]>) -> Result<(), Diagnostic> {
        let ctx = self.m.ctx;
        let operands = ctx.operands(op).to_vec();
        let e = ctx.elem_or_self(ctx.value_type(operands[0]));
        let kind = crate::ir::vector::combining_kind(ctx, op);
        let float = ctx.ty(e).is_float();
        let mut xs = self.lanes(operands[0]);
        let acc = operands.get(1).map(|a| self.one(*a));
        let res = ctx.result(op, 0);
        if let Some(m) = mask {
            let (replace, neutral) = crate::ir::vector::masked_reduction(kind);
            let n = self.neutral(op, neutral, e)?;
            if replace {
                for (x, on) in xs.iter_mut().zip(m) {
                    *x = self.b.ins().select(*on, *x, n);
                }
            } else {
                let mut r = acc.unwrap_or(n);
                for (x, on) in xs.iter().zip(m) {
                    let c = self.combine(op, kind, e, r, *x)?;
                    r = self.b.ins().select(*on, c, r);
                }
                self.set_lanes(res, smallvec![r]);
                return Ok(());
            }
        }
        // Upstream starts a float sum without accumulator at +0.0 (so -0.0 lanes sum to +0.0).
        let (mut r, rest) = match acc {
            Some(a) => (a, &xs[..]),
            None if float && kind == 0 => (
                self.neutral(op, crate::ir::vector::Neutral::Zero, e)?,
                &xs[..],
            ),
            None => (xs[0], &xs[1..]),
        };
        for x in rest {
            r = self.combine(op, kind, e, r, *x)?;
        }
        self.set_lanes(res, smallvec![r]);
        Ok(())
    }

    /// A masked reduction's neutral value of element type `e`.
    fn neutral(
        &mut self,
        op: Op,
        n: crate::ir::vector::Neutral,
        e: Type,
    ) -> Result<ir::Value, Diagnostic> {
        let ctx = self.m.ctx;
        let bad = |s: &Self| s.err(op, "combining kind not valid for the element type");
        Ok(match ctx.ty(e) {
            TypeData::Float(k) => {
                let Some(bits) = n.float_bits(*k) else {
                    return Err(bad(self));
                };
                match k {
                    FloatKind::F32 => self.b.ins().f32const(f32::from_bits(bits as u32)),
                    FloatKind::F64 => self.b.ins().f64const(f64::from_bits(bits)),
                    _ => {
                        let ty = scalar_type(ctx, e).unwrap_or(types::I16);
                        self.iconst(ty, bits as i64)
                    }
                }
            }
            _ => {
                let w = match ctx.ty(e) {
                    TypeData::Integer { width, .. } => *width,
                    _ => 64,
                };
                let Some(v) = n.int_value(w) else {
                    return Err(bad(self));
                };
                let ty = scalar_type(ctx, e).unwrap_or(types::I64);
                // Held zero-extended to the width, as `wrap` leaves them.
                let bits = if w >= 64 {
                    v as i64
                } else {
                    (v & ((1i128 << w) - 1)) as i64
                };
                self.iconst(ty, bits)
            }
        })
    }

    /// `vector.multi_reduction`; under `vector.mask`, masked-off elements are left out.
    fn lower_multi_reduction(
        &mut self,
        op: Op,
        mask: Option<&[ir::Value]>,
    ) -> Result<(), Diagnostic> {
        let ctx = self.m.ctx;
        let operands = ctx.operands(op).to_vec();
        let st = ctx.value_type(operands[0]);
        let e = ctx.elem_or_self(st);
        let kind = crate::ir::vector::combining_kind(ctx, op);
        let mut acc = self.lanes(operands[1]);
        let src = self.lanes(operands[0]);
        let targets = crate::ir::vector::reduction_targets(ctx, op);
        for (i, (x, j)) in src.into_iter().zip(targets).enumerate() {
            let c = self.combine(op, kind, e, acc[j], x)?;
            acc[j] = match mask {
                Some(m) => self.b.ins().select(m[i], c, acc[j]),
                None => c,
            };
        }
        self.set_lanes(ctx.result(op, 0), acc);
        Ok(())
    }

    /// `vector.outerproduct`; under `vector.mask` with an accumulator, masked-off elements
    /// are the accumulator's.
    fn lower_outer_product(
        &mut self,
        op: Op,
        mask: Option<&[ir::Value]>,
    ) -> Result<(), Diagnostic> {
        let ctx = self.m.ctx;
        let operands = ctx.operands(op).to_vec();
        let results = ctx.results(op).to_vec();
        let e = ctx.elem_or_self(ctx.value_type(results[0]));
        let float = ctx.ty(e).is_float();
        let kind = crate::ir::vector::combining_kind(ctx, op);
        let lhs = self.lanes(operands[0]);
        let rhs = self.lanes(operands[1]);
        let acc = operands.get(2).map(|a| self.lanes(*a));
        let mut out = Parts::new();
        for l in &lhs {
            for r in &rhs {
                let n = out.len();
                let v = match &acc {
                    // Fused, as upstream lowers it (to vector.fma).
                    Some(a) if float && kind == 0 => self.fma_elem(op, e, *l, *r, a[n])?,
                    Some(a) => {
                        let p = self.combine(op, 1, e, *l, *r)?;
                        self.combine(op, kind, e, p, a[n])?
                    }
                    None => self.combine(op, 1, e, *l, *r)?,
                };
                let v = match (&acc, mask) {
                    (Some(a), Some(m)) => self.b.ins().select(m[n], v, a[n]),
                    _ => v,
                };
                out.push(v);
            }
        }
        self.set_lanes(results[0], out);
        Ok(())
    }

    /// `vector.mask`: its op lowered under the mask (and passthru); an empty one yields its
    /// values, a passthru's lanes where the mask is off.
    fn lower_mask(&mut self, op: Op) -> Result<(), Diagnostic> {
        use VectorOp::*;
        let ctx = self.m.ctx;
        let operands = ctx.operands(op).to_vec();
        let Some(block) = ctx.entry_block(ctx.regions(op)[0]) else {
            return Err(self.unsupported(op));
        };
        let ops: Vec<Op> = ctx.block_ops(block).collect();
        let (Some(&term), true) = (ops.last(), ops.len() <= 2) else {
            return Err(self.unsupported(op));
        };
        let mask = self.lanes(operands[0]);
        let passthru = operands.get(1).map(|v| self.lanes(*v));
        if ops.len() == 2 {
            let inner = ops[0];
            for v in ctx.operands(inner).iter().chain(ctx.results(inner)) {
                self.parts(inner, ctx.value_type(*v))?;
            }
            let crate::ir::DialectOp::Vector(k) = ctx.kind(inner).dialect_op() else {
                return Err(self.unsupported(inner));
            };
            match k {
                VectorReduction => self.lower_reduction(inner, Some(&mask))?,
                VectorMultiReduction => self.lower_multi_reduction(inner, Some(&mask))?,
                VectorOuterProduct => self.lower_outer_product(inner, Some(&mask))?,
                VectorContract => self.lower_contract(inner, Some(&mask))?,
                VectorGather => self.lower_masked(inner, k, Some(&mask))?,
                VectorTransferRead | VectorTransferWrite => {
                    self.lower_transfer(inner, k, Some((&mask, passthru.as_deref())))?
                }
                _ => return Err(self.unsupported(inner)),
            }
        }
        let yielded = ctx.operands(term).to_vec();
        for (k, (r, y)) in ctx
            .results(op)
            .to_vec()
            .into_iter()
            .zip(yielded)
            .enumerate()
        {
            let lanes = self.lanes(y);
            let lanes = match &passthru {
                Some(pt)
                    if ops.len() == 1
                        && k == 0
                        && lanes.len() == mask.len()
                        && pt.len() == lanes.len() =>
                {
                    lanes
                        .iter()
                        .zip(pt)
                        .zip(&mask)
                        .map(|((x, p), m)| self.b.ins().select(*m, *x, *p))
                        .collect()
                }
                _ => lanes,
            };
            self.set_lanes(r, lanes);
        }
        Ok(())
    }

    /// `vector.scan` as upstream lowers it (`ir::vector::scan_plan`).
    fn lower_scan(&mut self, op: Op) -> Result<(), Diagnostic> {
        let ctx = self.m.ctx;
        let operands = ctx.operands(op).to_vec();
        let e = ctx.elem_or_self(ctx.value_type(operands[0]));
        if ctx.elem_or_self(ctx.value_type(operands[1])) != e {
            return Err(self.err(
                op,
                "a scan whose initial value has another element type is not supported",
            ));
        }
        let kind = crate::ir::vector::combining_kind(ctx, op);
        let src = self.lanes(operands[0]);
        let init = self.lanes(operands[1]);
        let plan = crate::ir::vector::scan_plan(ctx, op);
        let mut out = src.clone();
        let mut prev = init.clone();
        let mut last_in = init.clone();
        for (i, j, first) in plan.steps {
            let x = src[i];
            let v = match (first, plan.inclusive) {
                (true, true) => x,
                (true, false) => init[j],
                (false, true) => self.combine(op, kind, e, prev[j], x)?,
                (false, false) => self.combine(op, kind, e, prev[j], last_in[j])?,
            };
            out[i] = v;
            prev[j] = v;
            last_in[j] = x;
        }
        let results = ctx.results(op).to_vec();
        self.set_lanes(results[0], out);
        self.set_lanes(results[1], prev);
        Ok(())
    }

    /// `vector.bitcast`: the little-endian bits of the source lanes, regrouped at the result's
    /// width (sub-byte elements included), computed in 64-bit registers.
    fn lower_bitcast(&mut self, op: Op) -> Result<(), Diagnostic> {
        let ctx = self.m.ctx;
        let src = ctx.operand(op, 0);
        let res = ctx.result(op, 0);
        let (se, re) = (
            ctx.elem_or_self(ctx.value_type(src)),
            ctx.elem_or_self(ctx.value_type(res)),
        );
        let (Some(st), Some(rt)) = (scalar_type(ctx, se), scalar_type(ctx, re)) else {
            return Err(self.unsupported(op));
        };
        let width = |t: Type| match ctx.ty(t) {
            TypeData::Integer { width, .. } => *width,
            TypeData::Float(k) => k.width(),
            _ => 64,
        };
        let (sw, rw) = (width(se), width(re));
        let int_of = |t: ir::Type| ir::Type::int(t.bits() as u16).unwrap_or(types::I64);
        // Every source lane as its bits in an i64.
        let xs: Vec<ir::Value> = self
            .lanes(src)
            .into_iter()
            .map(|x| {
                let x = if st.is_float() {
                    self.b.ins().bitcast(int_of(st), ir::MemFlagsData::new(), x)
                } else {
                    x
                };
                let x = if st.bits() < 64 {
                    self.b.ins().uextend(types::I64, x)
                } else {
                    x
                };
                if sw < 64 {
                    self.b.ins().band_imm_s(x, ((1u64 << sw) - 1) as i64)
                } else {
                    x
                }
            })
            .collect();
        let n = xs.len() as u32 * sw / rw;
        let mut out = Parts::new();
        for r in 0..n {
            let (lo, hi) = (r * rw, (r + 1) * rw);
            let mut acc = self.iconst(types::I64, 0);
            for (s, x) in xs.iter().enumerate() {
                let (slo, shi) = (s as u32 * sw, (s as u32 + 1) * sw);
                if shi <= lo || slo >= hi {
                    continue;
                }
                // Source bits [max(lo, slo), min(hi, shi)) land at their offset from `lo`.
                let part = if slo >= lo {
                    self.b.ins().ishl_imm_s(*x, (slo - lo) as i64)
                } else {
                    self.b.ins().ushr_imm_s(*x, (lo - slo) as i64)
                };
                acc = self.b.ins().bor(acc, part);
            }
            if rw < 64 {
                acc = self.b.ins().band_imm_s(acc, ((1u64 << rw) - 1) as i64);
            }
            let v = if rt.bits() < 64 {
                self.b.ins().ireduce(int_of(rt), acc)
            } else {
                acc
            };
            let v = if rt.is_float() {
                self.b.ins().bitcast(rt, ir::MemFlagsData::new(), v)
            } else {
                v
            };
            out.push(v);
        }
        self.set_lanes(res, out);
        Ok(())
    }

    fn lower_print(&mut self, op: Op) -> Result<(), Diagnostic> {
        let ctx = self.m.ctx;
        if let Some(&v) = ctx.operands(op).first() {
            let t = ctx.value_type(v);
            let e = ctx.elem_or_self(t);
            let xs = self.lanes(v);
            if matches!(ctx.ty(t), TypeData::Vector { .. }) {
                let shape = shape_of(ctx, t);
                self.print_nested(op, &xs, &shape, e)?;
            } else {
                self.print_elem(op, xs[0], e)?;
            }
        }
        if let Some(AttrData::String { bytes, .. }) =
            ctx.get_attr(op, "stringLiteral").map(|a| ctx.attr(a))
        {
            let bytes: Box<[u8]> = bytes.clone().into();
            let (addr, len) = (bytes.as_ptr() as i64, bytes.len() as i64);
            self.m.strings.push(bytes);
            let a = self.iconst(types::I64, addr);
            let l = self.iconst(types::I64, len);
            self.call_rt(op, "mj_print_str", &[a, l])?;
            return Ok(());
        }
        let p = match ctx.get_attr(op, "punctuation").map(|a| ctx.attr(a)) {
            Some(AttrData::Vector(VectorEnum::Punctuation, p)) => *p,
            _ => 1,
        };
        let name = ["", "printNewline", "printComma", "printOpen", "printClose"][p as usize % 5];
        if !name.is_empty() {
            self.call_rt(op, name, &[])?;
        }
        Ok(())
    }

    fn print_nested(
        &mut self,
        op: Op,
        xs: &[ir::Value],
        shape: &[i64],
        e: Type,
    ) -> Result<(), Diagnostic> {
        self.call_rt(op, "printOpen", &[])?;
        if shape.is_empty() {
            self.print_elem(op, xs[0], e)?;
        } else {
            let n = shape[0] as usize;
            let sub = xs.len() / n.max(1);
            for i in 0..n {
                if i > 0 {
                    self.call_rt(op, "printComma", &[])?;
                }
                if shape.len() == 1 {
                    self.print_elem(op, xs[i], e)?;
                } else {
                    self.print_nested(op, &xs[i * sub..(i + 1) * sub], &shape[1..], e)?;
                }
            }
        }
        self.call_rt(op, "printClose", &[])?;
        Ok(())
    }

    /// One element, as upstream's lowering prints it: floats through printF32/F64, index
    /// and unsigned integers through printU64, i1 zero-extended, other integers signed.
    fn print_elem(&mut self, op: Op, x: ir::Value, e: Type) -> Result<(), Diagnostic> {
        let ctx = self.m.ctx;
        match ctx.ty(e) {
            TypeData::Float(FloatKind::F32) => self.call_rt(op, "printF32", &[x])?,
            TypeData::Float(FloatKind::F64) => self.call_rt(op, "printF64", &[x])?,
            TypeData::Index => self.call_rt(op, "printU64", &[x])?,
            TypeData::Integer { width, signedness } => {
                let bits = self.b.func.dfg.value_type(x).bits();
                let unsigned = *width == 1 || *signedness == crate::ir::Signedness::Unsigned;
                let v = if unsigned {
                    let x = self.wrap(x, *width);
                    if bits < 64 {
                        self.b.ins().uextend(types::I64, x)
                    } else {
                        x
                    }
                } else {
                    let x = self.signed(x, *width);
                    if bits < 64 {
                        self.b.ins().sextend(types::I64, x)
                    } else {
                        x
                    }
                };
                let name = if unsigned { "printU64" } else { "printI64" };
                self.call_rt(op, name, &[v])?
            }
            // Narrow floats print their exact value (upstream's printF16/printBF16 widen to
            // float, which %g prints as it prints the same value in a double).
            TypeData::Float(k) if k.format().is_some() => {
                let code = k.format().map_or(0, memref_jit_runtime::minifloat::code_of);
                let bits = self.b.ins().uextend(types::I64, x);
                let c = self.iconst(types::I64, code as i64);
                let f = self.call_rt(op, "mj_nf_to_f64", &[bits, c])?[0];
                self.call_rt(op, "printF64", &[f])?
            }
            _ => {
                return Err(self.err(
                    op,
                    "printing this element type is not supported by the JIT engine",
                ))
            }
        };
        Ok(())
    }
}
