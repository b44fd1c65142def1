//! memref: allocation, loads and stores, copies, views and metadata, globals.

use super::memory::contiguous_strides;
use super::{Interp, MemDesc, RtVal};
use crate::diag::Diagnostic;
use crate::ir::{AttrData, MemRefOp, Op, Type, TypeData, DYNAMIC};

impl Interp<'_> {
    /// Executes a memref op without regions; returns its results.
    pub(super) fn exec_memref(&mut self, op: Op, kind: MemRefOp) -> Result<Vec<RtVal>, Diagnostic> {
        use MemRefOp::*;
        let ctx = self.ctx;
        if !matches!(kind, MemRefAllocaScope | MemRefGenericAtomicRmw) {
            self.check_simple(op, false)?;
        }
        let rt = |i: usize| ctx.value_type(ctx.result(op, i));
        let one = |v: RtVal| Ok(vec![v]);
        match kind {
            MemRefAlloc | MemRefAlloca => {
                let dyns = self.indices(op, 0);
                let nd = ctx.segment(op, 0).len();
                let d = self.alloc_desc(op, rt(0), &dyns[..nd], kind == MemRefAlloc)?;
                one(RtVal::Mem(d))
            }
            MemRefDealloc => {
                let d = self.desc(ctx.operand(op, 0));
                self.free(op, &d);
                Ok(vec![])
            }
            MemRefRealloc => {
                let src = self.desc(ctx.operand(op, 0));
                let dyns = self.indices(op, 1);
                let t = rt(0);
                let dst = self.alloc_desc(op, t, &dyns, true)?;
                let e = self.elem_of(op, t)?;
                let n = src.sizes[0].min(dst.sizes[0]);
                for i in 0..n {
                    let v = self.mem.load(&src, &[i], e).map_err(self.mem_err(op))?;
                    self.mem
                        .store(&dst, &[i], e, &v)
                        .map_err(self.mem_err(op))?;
                }
                self.free(op, &src);
                one(RtVal::Mem(dst))
            }
            MemRefLoad => {
                let d = self.desc(ctx.operand(op, 0));
                let e = self.elem_of(op, ctx.value_type(ctx.operand(op, 0)))?;
                let idx = self.indices(op, 1);
                let v = self.mem.load(&d, &idx, e).map_err(self.mem_err(op))?;
                one(self.normalize_loaded(op, v, rt(0)))
            }
            MemRefStore => {
                let v = self.get(ctx.operand(op, 0));
                let d = self.desc(ctx.operand(op, 1));
                let e = self.elem_of(op, ctx.value_type(ctx.operand(op, 1)))?;
                let idx = self.indices(op, 2);
                self.mem.store(&d, &idx, e, &v).map_err(self.mem_err(op))?;
                Ok(vec![])
            }
            MemRefCopy => {
                let (s, d) = (self.desc(ctx.operand(op, 0)), self.desc(ctx.operand(op, 1)));
                let e = self.elem_of(op, ctx.value_type(ctx.operand(op, 0)))?;
                self.copy_elems(op, &s, &d, e)?;
                Ok(vec![])
            }
            MemRefCast | MemRefMemorySpaceCast | MemRefAssumeAlignment => {
                let v = self.get(ctx.operand(op, 0));
                let d = match v {
                    RtVal::Mem(d) | RtVal::Unranked(d) => d,
                    _ => return Err(self.error(op, "expected a memref")),
                };
                match ctx.ty(rt(0)) {
                    TypeData::UnrankedMemRef { .. } => one(RtVal::Unranked(d)),
                    TypeData::MemRef { shape, .. } => {
                        // Static strides and offset must hold too (the JIT's vector loops rely
                        // on them).
                        let layout = ctx.memref_strides(rt(0));
                        let layout = layout.as_ref().map(|(o, s)| (*o, &s[..]));
                        let fault = memref_jit_runtime::jit::cast_fault(
                            &d.sizes, d.offset, &d.strides, shape, layout,
                        );
                        if let Some(m) = fault {
                            return Err(self.error(op, m));
                        }
                        one(RtVal::Mem(d))
                    }
                    _ => Err(self.error(op, "bad cast")),
                }
            }
            MemRefSubView => self.exec_subview(op),
            MemRefReinterpretCast => {
                let src = self.desc(ctx.operand(op, 0));
                let get = |name: &str| ctx.i64_array(op, name);
                let mut dyns = ctx.operands(op)[1..].iter().map(|v| self.int(*v));
                let mut fill = |s: Vec<i64>| {
                    s.into_iter()
                        .map(|x| {
                            if x == DYNAMIC {
                                dyns.next().unwrap_or(0)
                            } else {
                                x
                            }
                        })
                        .collect::<Vec<_>>()
                };
                let offset = fill(get("static_offsets"))[0];
                let sizes = fill(get("static_sizes"));
                let strides = fill(get("static_strides"));
                one(RtVal::Mem(MemDesc {
                    allocated: src.allocated,
                    aligned: src.aligned,
                    offset,
                    sizes,
                    strides,
                }))
            }
            MemRefView => {
                let src = self.desc(ctx.operand(op, 0));
                let shift = self.int(ctx.operand(op, 1));
                let dyns = self.indices(op, 2);
                let sizes = self.shape_of(op, rt(0), &dyns)?;
                let e = self.elem_of(op, rt(0))?;
                let src_bytes = src.sizes.first().copied().unwrap_or(0);
                memref_jit_runtime::sizes::check_view(shift, src_bytes, &sizes, e.size() as u64)
                    .map_err(|m| self.error(op, m))?;
                one(RtVal::Mem(MemDesc {
                    allocated: src.allocated,
                    aligned: (src.aligned as i64 + src.offset + shift) as usize,
                    offset: 0,
                    strides: contiguous_strides(&sizes),
                    sizes,
                }))
            }
            MemRefExpandShape => {
                let src = self.desc(ctx.operand(op, 0));
                let dyns = self.indices(op, 1);
                let st = ctx.i64_array(op, "static_output_shape");
                let mut d = dyns.iter();
                let sizes: Vec<i64> = st
                    .iter()
                    .map(|s| {
                        if *s == DYNAMIC {
                            *d.next().unwrap_or(&0)
                        } else {
                            *s
                        }
                    })
                    .collect();
                // Verified: the groups are valid dimension indices.
                let groups = ctx.reassociation(op);
                // Each group's sizes must multiply out to its source dimension (upstream UB when
                // a dynamic size does not): the JIT checks the same.
                for (k, g) in groups.iter().enumerate() {
                    let p = g
                        .iter()
                        .fold(1i64, |p, j| p.wrapping_mul(sizes[*j as usize]));
                    let s = src.sizes.get(k).copied().unwrap_or(1);
                    if p != s {
                        return Err(self.error(
                            op,
                            format!(
                                "{}: output sizes of group {k} multiply to {p}, not to the source's size {s}",
                                ctx.op_name(op)
                            ),
                        ));
                    }
                }
                let mut strides = vec![0i64; sizes.len()];
                for (k, g) in groups.iter().enumerate() {
                    let mut s = src.strides.get(k).copied().unwrap_or(1);
                    for &j in g.iter().rev() {
                        strides[j as usize] = s;
                        s *= sizes[j as usize];
                    }
                }
                one(RtVal::Mem(MemDesc {
                    allocated: src.allocated,
                    aligned: src.aligned,
                    offset: src.offset,
                    sizes,
                    strides,
                }))
            }
            MemRefCollapseShape => {
                let src = self.desc(ctx.operand(op, 0));
                let groups = ctx.reassociation(op);
                let lens: Vec<usize> = groups.iter().map(|g| g.len()).collect();
                if let Some(m) =
                    memref_jit_runtime::jit::collapse_fault(&src.sizes, &src.strides, &lens)
                {
                    return Err(self.error(op, m));
                }
                // A group's stride as upstream's lowering computes it (`getCollapsedStride`):
                // the smallest stride of its dims whose static size is not 1; for a group of
                // size-1 dims, the result type's static stride, else the first dim's.
                let src_t = ctx.value_type(ctx.operand(op, 0));
                let src_shape = ctx.ty(src_t).shape().unwrap_or(&[]).to_vec();
                let res_strides = ctx
                    .memref_strides(ctx.value_type(ctx.result(op, 0)))
                    .map(|(_, s)| s)
                    .unwrap_or_default();
                let mut sizes = Vec::new();
                let mut strides = Vec::new();
                for (k, g) in groups.iter().enumerate() {
                    // Wrapping, as upstream's lowering multiplies.
                    sizes.push(
                        g.iter()
                            .fold(1i64, |a, j| a.wrapping_mul(src.sizes[*j as usize])),
                    );
                    let best = g
                        .iter()
                        .filter(|j| src_shape.get(**j as usize) != Some(&1))
                        .map(|j| src.strides[*j as usize])
                        .min();
                    strides.push(match (best, res_strides.get(k)) {
                        (Some(b), _) => b,
                        (None, Some(&r)) if r != DYNAMIC => r,
                        (None, _) => g.first().map(|j| src.strides[*j as usize]).unwrap_or(1),
                    });
                }
                one(RtVal::Mem(MemDesc {
                    allocated: src.allocated,
                    aligned: src.aligned,
                    offset: src.offset,
                    sizes,
                    strides,
                }))
            }
            MemRefTranspose => {
                let src = self.desc(ctx.operand(op, 0));
                let perm = match ctx.get_attr(op, "permutation").map(|a| ctx.attr(a)) {
                    Some(AttrData::AffineMap(m)) => m.as_permutation(),
                    _ => None,
                };
                let Some(perm) = perm else {
                    return Err(self.error(op, "memref.transpose needs a permutation map"));
                };
                let sizes = perm.iter().map(|p| src.sizes[*p as usize]).collect();
                let strides = perm.iter().map(|p| src.strides[*p as usize]).collect();
                one(RtVal::Mem(MemDesc {
                    allocated: src.allocated,
                    aligned: src.aligned,
                    offset: src.offset,
                    sizes,
                    strides,
                }))
            }
            MemRefDim => {
                let d = self.desc(ctx.operand(op, 0));
                let i = self.int(ctx.operand(op, 1));
                match d.sizes.get(i as usize) {
                    Some(s) if i >= 0 => one(RtVal::Int(*s)),
                    _ => Err(self.error(
                        op,
                        format!(
                            "memref.dim index {i} out of range for rank {}",
                            d.sizes.len()
                        ),
                    )),
                }
            }
            MemRefRank => one(RtVal::Int(self.desc(ctx.operand(op, 0)).sizes.len() as i64)),
            MemRefExtractStridedMetadata => {
                let d = self.desc(ctx.operand(op, 0));
                let mut out = vec![
                    RtVal::Mem(MemDesc {
                        allocated: d.allocated,
                        aligned: d.aligned,
                        offset: 0,
                        sizes: vec![],
                        strides: vec![],
                    }),
                    RtVal::Int(d.offset),
                ];
                out.extend(d.sizes.iter().map(|s| RtVal::Int(*s)));
                out.extend(d.strides.iter().map(|s| RtVal::Int(*s)));
                Ok(out)
            }
            MemRefExtractAlignedPointerAsIndex => {
                one(RtVal::Int(self.desc(ctx.operand(op, 0)).aligned as i64))
            }
            MemRefGetGlobal => {
                let name = match ctx.attr(ctx.get_attr(op, "name").unwrap()) {
                    AttrData::SymbolRef(p) => p.last().cloned().unwrap_or_default(),
                    _ => String::new(),
                };
                match self.global(&name) {
                    Some(d) => one(RtVal::Mem(d.clone())),
                    None => Err(self.error(op, format!("unknown global '@{name}'"))),
                }
            }
            MemRefAllocaScope => {
                self.mem.push_alloca_scope();
                let r = self.run_nested(ctx.regions(op)[0], Vec::new());
                self.mem.pop_alloca_scope();
                r
            }
            // Checked like a load and a store; the result is the element's old value.
            MemRefAtomicRmw => {
                let v = self.get(ctx.operand(op, 0));
                let d = self.desc(ctx.operand(op, 1));
                let e = self.elem_of(op, ctx.value_type(ctx.operand(op, 1)))?;
                let idx = self.indices(op, 2);
                let old = self.mem.load(&d, &idx, e).map_err(self.mem_err(op))?;
                let kind = match ctx.get_attr(op, "kind").map(|a| ctx.attr(a)) {
                    Some(AttrData::Integer { value, .. }) => usize::try_from(*value)
                        .ok()
                        .and_then(|k| crate::ir::ATOMIC_RMW_KINDS.get(k))
                        .copied()
                        .unwrap_or(""),
                    _ => "",
                };
                let w = super::common::width_of(ctx, ctx.value_type(ctx.operand(op, 0)));
                let Some(new) = super::arith::atomic_rmw_combine(kind, &old, &v, w) else {
                    return Err(self.error(
                        op,
                        format!(
                            "memref.atomic_rmw {kind} on '{}' is not supported by the interpreter",
                            crate::ir::asm::type_to_string(ctx, ctx.value_type(ctx.operand(op, 0)))
                        ),
                    ));
                };
                self.mem
                    .store(&d, &idx, e, &new)
                    .map_err(self.mem_err(op))?;
                one(old)
            }
            // The body computes the new value from the current one (upstream's lowering: a
            // compare-and-swap loop, which single-threaded runs once); the result is the old
            // value.
            MemRefGenericAtomicRmw => {
                let d = self.desc(ctx.operand(op, 0));
                let e = self.elem_of(op, ctx.value_type(ctx.operand(op, 0)))?;
                let idx = self.indices(op, 1);
                let old = self.mem.load(&d, &idx, e).map_err(self.mem_err(op))?;
                let new = self.run_nested(ctx.regions(op)[0], vec![old.clone()])?;
                let Some(new) = new.into_iter().next() else {
                    return Err(self.error(op, "memref.generic_atomic_rmw body yielded no value"));
                };
                self.mem
                    .store(&d, &idx, e, &new)
                    .map_err(self.mem_err(op))?;
                one(old)
            }
            // The result's static sizes come from its type, the dynamic ones from the shape
            // memref (as upstream's lowering reads them); contiguous strides. A negative size
            // or more elements than the source holds is a located error.
            MemRefReshape => {
                let src = self.desc(ctx.operand(op, 0));
                let shp = self.desc(ctx.operand(op, 1));
                let se = self.elem_of(op, ctx.value_type(ctx.operand(op, 1)))?;
                let static_shape = match ctx.ty(rt(0)) {
                    TypeData::MemRef { shape, .. } => Some(shape.clone()),
                    _ => None,
                };
                let n = static_shape
                    .as_ref()
                    .map_or(shp.sizes[0], |s| s.len() as i64);
                let mut sizes = Vec::new();
                for i in 0..n {
                    match static_shape.as_ref().map(|s| s[i as usize]) {
                        Some(s) if s != DYNAMIC => sizes.push(s),
                        _ => {
                            let v = self.mem.load(&shp, &[i], se).map_err(self.mem_err(op))?;
                            sizes.push(if let RtVal::Int(x) = v { x } else { 0 });
                        }
                    }
                }
                if let Some(s) = sizes.iter().find(|s| **s < 0) {
                    return Err(self.error(op, format!("negative size {s} in memref.reshape")));
                }
                let want = crate::ir::element_count(&sizes).unwrap_or(i64::MAX);
                let have = crate::ir::element_count(&src.sizes).unwrap_or(i64::MAX);
                if want > have {
                    return Err(self.error(
                        op,
                        format!(
                            "memref.reshape to {want} elements from a source of {have} elements"
                        ),
                    ));
                }
                let d = MemDesc {
                    allocated: src.allocated,
                    aligned: src.aligned,
                    offset: src.offset,
                    strides: contiguous_strides(&sizes),
                    sizes,
                };
                match static_shape {
                    Some(_) => one(RtVal::Mem(d)),
                    None => one(RtVal::Unranked(d)),
                }
            }
            // A hint: nothing to do (and nothing accessed, so nothing to check).
            MemRefPrefetch => Ok(vec![]),
            // Terminators (handled by `run_region`) and a symbol (set up before the run).
            MemRefAllocaScopeReturn | MemRefAtomicYield | MemRefGlobal => {
                Err(self.unsupported_op(op))
            }
        }
    }

    pub(super) fn normalize_loaded(&self, _op: Op, v: RtVal, _t: Type) -> RtVal {
        v
    }

    pub(super) fn exec_subview(&mut self, op: Op) -> Result<Vec<RtVal>, Diagnostic> {
        let ctx = self.ctx;
        let src = self.desc(ctx.operand(op, 0));
        let get = |name: &str| ctx.i64_array(op, name);
        let mut dyns = ctx.operands(op)[1..].iter().map(|v| self.int(*v));
        let mut fill = |s: Vec<i64>| {
            s.into_iter()
                .map(|x| {
                    if x == DYNAMIC {
                        dyns.next().unwrap_or(0)
                    } else {
                        x
                    }
                })
                .collect::<Vec<_>>()
        };
        let offs = fill(get("static_offsets"));
        let sizes = fill(get("static_sizes"));
        let steps = fill(get("static_strides"));
        memref_jit_runtime::sizes::check_subview(&src.sizes, &offs, &sizes, &steps)
            .map_err(|m| self.error(op, m))?;
        let mut offset = src.offset;
        for (k, o) in offs.iter().enumerate() {
            offset = offset.wrapping_add(o.wrapping_mul(src.strides[k]));
        }
        let mut out_sizes: Vec<i64> = sizes.clone();
        let mut out_strides: Vec<i64> =
            src.strides.iter().zip(&steps).map(|(a, b)| a * b).collect();
        // Rank reduction: drop unit dimensions the result type does not have.
        let want = ctx
            .ty(ctx.value_type(ctx.result(op, 0)))
            .shape()
            .map(|s| s.to_vec())
            .unwrap_or_default();
        if want.len() < out_sizes.len() {
            let mut keep_s = Vec::new();
            let mut keep_t = Vec::new();
            let mut wi = 0;
            for (k, s) in out_sizes.iter().enumerate() {
                let droppable = *s == 1
                    && (wi >= want.len() || want[wi] != 1 || out_sizes.len() - k > want.len() - wi);
                if droppable && out_sizes.len() - k > want.len() - wi {
                    continue;
                }
                keep_s.push(*s);
                keep_t.push(out_strides[k]);
                wi += 1;
            }
            out_sizes = keep_s;
            out_strides = keep_t;
        }
        Ok(vec![RtVal::Mem(MemDesc {
            allocated: src.allocated,
            aligned: src.aligned,
            offset,
            sizes: out_sizes,
            strides: out_strides,
        })])
    }
}
