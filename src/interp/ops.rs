//! Semantics of the non-structured ops.

use super::memory::{contiguous_strides, Elem, GLOBAL_SENTINEL};
use super::{Interp, MemDesc, RtVal};
use crate::diag::Diagnostic;
use crate::ir::{AttrData, FloatKind, Op, OpKind, Type, TypeData, DYNAMIC};

/// Wraps `v` to `width` bits, sign-extended (i1 is kept as 0/1).
pub fn norm(v: i128, width: u32) -> i64 {
    if width == 1 {
        return (v & 1) as i64;
    }
    if width >= 64 {
        return v as i64;
    }
    let shift = 128 - width;
    ((v << shift) >> shift) as i64
}

/// The unsigned value of a `width`-bit integer.
pub fn as_unsigned(v: i64, width: u32) -> u64 {
    if width >= 64 {
        v as u64
    } else {
        (v as u64) & ((1u64 << width) - 1)
    }
}

fn width_of(ctx: &crate::ir::Context, t: Type) -> u32 {
    match ctx.ty(t) {
        TypeData::Integer { width, .. } => *width,
        _ => 64,
    }
}

impl Interp<'_> {
    fn elem_of(&self, op: Op, t: Type) -> Result<Elem, Diagnostic> {
        let ctx = self.ctx;
        let e = ctx.ty(t).elem().unwrap_or(t);
        Elem::of(ctx, e).ok_or_else(|| {
            self.error(
                op,
                format!(
                    "unsupported element type '{}'",
                    crate::print::type_to_string(ctx, e)
                ),
            )
        })
    }

    fn float_kind(&self, op: Op, t: Type) -> Result<FloatKind, Diagnostic> {
        match self.ctx.ty(t) {
            TypeData::Float(k @ (FloatKind::F32 | FloatKind::F64)) => Ok(*k),
            _ => Err(self.error(
                op,
                format!(
                    "unsupported type '{}'",
                    crate::print::type_to_string(self.ctx, t)
                ),
            )),
        }
    }

    fn mem_err(&self, op: Op) -> impl Fn(String) -> Diagnostic + '_ {
        move |m| self.error(op, m)
    }

    fn indices(&self, op: Op, from: usize) -> Vec<i64> {
        self.ctx.operands(op)[from..]
            .iter()
            .map(|v| self.int(*v))
            .collect()
    }

    /// Static or dynamic shape of a memref result type, reading dynamic sizes from `dyns`.
    fn shape_of(&self, op: Op, t: Type, dyns: &[i64]) -> Result<Vec<i64>, Diagnostic> {
        let Some(shape) = self.ctx.ty(t).shape() else {
            return Err(self.error(op, "expected a ranked memref type"));
        };
        let mut d = dyns.iter();
        shape
            .iter()
            .map(|s| {
                if *s == DYNAMIC {
                    d.next()
                        .copied()
                        .ok_or_else(|| self.error(op, "missing dynamic size"))
                } else {
                    Ok(*s)
                }
            })
            .collect()
    }

    /// Offset and strides of a memref type's layout (`None` entries are dynamic).
    fn layout_of(&self, op: Op, t: Type, shape: &[i64]) -> Result<(i64, Vec<i64>), Diagnostic> {
        match self.ctx.memref_layout(t) {
            Ok(Some(l)) => Ok(l),
            Ok(None) => Ok((0, contiguous_strides(shape))),
            Err(_) => Err(self.error(
                op,
                "a memref layout map that is not strided is not supported (as in upstream's \
                 LLVM lowering)",
            )),
        }
    }

    fn alloc_desc(
        &mut self,
        op: Op,
        t: Type,
        dyns: &[i64],
        heap: bool,
    ) -> Result<MemDesc, Diagnostic> {
        let ctx = self.ctx;
        let shape = self.shape_of(op, t, dyns)?;
        if shape.iter().any(|s| *s < 0) {
            return Err(self.error(op, format!("negative size in allocation: {shape:?}")));
        }
        let e = self.elem_of(op, t)?;
        let (offset, strides) = self.layout_of(op, t, &shape)?;
        if offset == DYNAMIC || strides.contains(&DYNAMIC) {
            return Err(self.error(
                op,
                "allocation of a memref with a dynamic layout is not supported",
            ));
        }
        let n = shape
            .iter()
            .try_fold(1usize, |a, s| a.checked_mul(*s as usize))
            .ok_or_else(|| self.error(op, "allocation size overflows"))?;
        let bytes = n
            .checked_mul(e.size())
            .ok_or_else(|| self.error(op, "allocation size overflows"))?;
        let align = match ctx.get_attr(op, "alignment").map(|a| ctx.attr(a)) {
            Some(AttrData::Integer { value, .. }) => *value as usize,
            _ => 0,
        };
        let (allocated, aligned) = if heap {
            let site = self.site(op);
            self.mem
                .tracker
                .alloc(bytes + (offset as usize) * e.size(), align, site)
                .ok_or_else(|| self.error(op, format!("out of memory allocating {bytes} bytes")))?
        } else {
            let p = self
                .mem
                .alloca(bytes + (offset as usize) * e.size() + align)
                .map_err(self.mem_err(op))?;
            let a = if align > 1 {
                p.div_ceil(align) * align
            } else {
                p
            };
            (p, a)
        };
        Ok(MemDesc {
            allocated,
            aligned,
            offset,
            sizes: shape,
            strides,
        })
    }

    fn copy_elems(
        &mut self,
        op: Op,
        src: &MemDesc,
        dst: &MemDesc,
        e: Elem,
    ) -> Result<(), Diagnostic> {
        if src.sizes != dst.sizes {
            return Err(self.error(
                op,
                format!(
                    "memref.copy between different shapes {:?} and {:?}",
                    src.sizes, dst.sizes
                ),
            ));
        }
        let total: i64 = src.sizes.iter().product();
        let mut idx = vec![0i64; src.sizes.len()];
        for _ in 0..total.max(0) {
            let v = self.mem.load(src, &idx, e).map_err(self.mem_err(op))?;
            self.mem.store(dst, &idx, e, &v).map_err(self.mem_err(op))?;
            for k in (0..idx.len()).rev() {
                idx[k] += 1;
                if idx[k] < src.sizes[k] {
                    break;
                }
                idx[k] = 0;
            }
        }
        Ok(())
    }

    fn free(&mut self, op: Op, d: &MemDesc) {
        let site = self.site(op);
        if d.allocated == GLOBAL_SENTINEL {
            self.mem.tracker.free(GLOBAL_SENTINEL, site);
        } else {
            self.mem.tracker.free(d.allocated, site);
        }
    }

    /// Executes an op without regions; returns its results.
    pub(super) fn exec_simple(&mut self, op: Op) -> Result<Vec<RtVal>, Diagnostic> {
        use OpKind::*;
        let ctx = self.ctx;
        let kind = ctx.kind(op);
        let rt = |i: usize| ctx.value_type(ctx.result(op, i));
        let one = |v: RtVal| Ok(vec![v]);
        // f16/bf16 values are only moved around (carried as their bits): computing on them
        // is an error rather than integer arithmetic on the bits.
        if ctx.op_name(op).starts_with("arith.")
            && !matches!(kind, ArithConstant | ArithSelect | ArithBitcast)
            && ctx
                .operands(op)
                .iter()
                .chain(ctx.results(op))
                .any(|v| ctx.ty(ctx.value_type(*v)).is_narrow_float())
        {
            return Err(self.error(op, "f16/bf16 arithmetic is not supported"));
        }
        // Integers are held in 64 bits: a wider one would compute silently wrong values.
        if ctx
            .results(op)
            .iter()
            .any(|v| matches!(ctx.ty(ctx.value_type(*v)), TypeData::Integer { width, .. } if *width > 64))
        {
            return Err(self.error(op, "integers wider than 64 bits are not supported"));
        }
        match kind {
            ArithConstant => {
                let a = ctx.get_attr(op, "value").unwrap();
                match ctx.attr(a) {
                    AttrData::Integer { value, ty } => {
                        one(RtVal::Int(norm(*value, width_of(ctx, *ty))))
                    }
                    AttrData::Float { bits, ty } => match ctx.ty(*ty) {
                        TypeData::Float(FloatKind::F32) => {
                            one(RtVal::F32(f32::from_bits(*bits as u32)))
                        }
                        TypeData::Float(FloatKind::F64) => one(RtVal::F64(f64::from_bits(*bits))),
                        // f16/bf16 values are carried as their 16 bits (as in memory).
                        _ => one(RtVal::Int((*bits & 0xffff) as i64)),
                    },
                    _ => Err(self.error(op, "vector and tensor constants are not supported")),
                }
            }
            FuncConstant => match ctx.attr(ctx.get_attr(op, "value").unwrap()) {
                AttrData::SymbolRef(p) => one(RtVal::Func(p.last().cloned().unwrap_or_default())),
                _ => Err(self.error(op, "bad func.constant")),
            },
            UnrealizedConversionCast => Ok(self.operand_vals(op)),
            CfAssert => {
                if self.int(ctx.operand(op, 0)) == 0 {
                    let msg = match ctx.attr(ctx.get_attr(op, "msg").unwrap()) {
                        AttrData::String { bytes, .. } => {
                            String::from_utf8_lossy(bytes).into_owned()
                        }
                        _ => String::new(),
                    };
                    return Err(self.error(op, format!("assertion failed: {msg}")));
                }
                Ok(vec![])
            }
            ArithSelect => {
                let c = self.int(ctx.operand(op, 0)) != 0;
                one(self.get(ctx.operand(op, if c { 1 } else { 2 })))
            }
            k if k.name().starts_with("arith.") || k.name().starts_with("math.") => {
                self.exec_arith(op)
            }
            MemRefAlloc | MemRefAlloca => {
                let dyns = self.indices(op, 0);
                let nd = ctx.segment(op, 0).len();
                let d = self.alloc_desc(op, rt(0), &dyns[..nd], kind == MemRefAlloc)?;
                one(RtVal::Mem(d))
            }
            BufferizationClone => {
                let src = self.desc(ctx.operand(op, 0));
                let t = rt(0);
                let e = self.elem_of(op, t)?;
                // The copy takes the result type's static layout (dynamic parts: contiguous).
                let (mut offset, mut strides) = self.layout_of(op, t, &src.sizes)?;
                if offset == DYNAMIC || strides.contains(&DYNAMIC) {
                    offset = 0;
                    strides = contiguous_strides(&src.sizes);
                }
                let extent: i64 = if src.sizes.contains(&0) {
                    0
                } else {
                    1 + src
                        .sizes
                        .iter()
                        .zip(&strides)
                        .map(|(s, st)| (s - 1) * st)
                        .sum::<i64>()
                };
                let site = self.site(op);
                let n = (offset + extent).max(0) as usize;
                let (allocated, aligned) = self
                    .mem
                    .tracker
                    .alloc(n * e.size(), 0, site)
                    .ok_or_else(|| self.error(op, "out of memory in bufferization.clone"))?;
                let dst = MemDesc {
                    allocated,
                    aligned,
                    offset,
                    sizes: src.sizes.clone(),
                    strides,
                };
                self.copy_elems(op, &src, &dst, e)?;
                one(RtVal::Mem(dst))
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
                        if shape.len() != d.sizes.len()
                            || shape
                                .iter()
                                .zip(&d.sizes)
                                .any(|(a, b)| *a != DYNAMIC && a != b)
                        {
                            return Err(self.error(
                                op,
                                format!(
                                    "memref.cast to an incompatible shape (actual sizes {:?})",
                                    d.sizes
                                ),
                            ));
                        }
                        // Static strides and offset must hold too (the JIT's vector loops rely
                        // on them); a unit dimension's stride is never used.
                        if let Some((off, strides)) = ctx.memref_strides(rt(0)) {
                            let bad_stride = strides
                                .iter()
                                .zip(d.strides.iter().zip(&d.sizes))
                                .any(|(s, (a, n))| *s != DYNAMIC && s != a && *n != 1);
                            if bad_stride || (off != DYNAMIC && off != d.offset) {
                                return Err(self.error(
                                    op,
                                    format!(
                                        "memref.cast to an incompatible layout (actual offset {}, strides {:?})",
                                        d.offset, d.strides
                                    ),
                                ));
                            }
                        }
                        one(RtVal::Mem(d))
                    }
                    _ => Err(self.error(op, "bad cast")),
                }
            }
            MemRefSubView => self.exec_subview(op),
            MemRefReinterpretCast => {
                let src = self.desc(ctx.operand(op, 0));
                let get = |name: &str| match ctx.get_attr(op, name).map(|a| ctx.attr(a)) {
                    Some(AttrData::DenseArray { values, .. }) => {
                        values.iter().map(|v| *v as i64).collect::<Vec<_>>()
                    }
                    _ => Vec::new(),
                };
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
                let st = match ctx.get_attr(op, "static_output_shape").map(|a| ctx.attr(a)) {
                    Some(AttrData::DenseArray { values, .. }) => {
                        values.iter().map(|v| *v as i64).collect::<Vec<_>>()
                    }
                    _ => Vec::new(),
                };
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
                let mut sizes = Vec::new();
                let mut strides = Vec::new();
                for g in &groups {
                    sizes.push(g.iter().map(|j| src.sizes[*j as usize]).product());
                    strides.push(g.last().map(|j| src.strides[*j as usize]).unwrap_or(1));
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
            BufferizationDealloc => self.exec_dealloc(op),
            _ => Err(self.error(
                op,
                format!("the interpreter does not support '{}'", ctx.op_name(op)),
            )),
        }
    }

    fn normalize_loaded(&self, _op: Op, v: RtVal, _t: Type) -> RtVal {
        v
    }

    fn exec_subview(&mut self, op: Op) -> Result<Vec<RtVal>, Diagnostic> {
        let ctx = self.ctx;
        let src = self.desc(ctx.operand(op, 0));
        let get = |name: &str| match ctx.get_attr(op, name).map(|a| ctx.attr(a)) {
            Some(AttrData::DenseArray { values, .. }) => {
                values.iter().map(|v| *v as i64).collect::<Vec<_>>()
            }
            _ => Vec::new(),
        };
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
        let mut offset = src.offset;
        for (k, o) in offs.iter().enumerate() {
            let end = o + (sizes[k] - 1).max(0) * steps[k];
            if *o < 0 || (sizes[k] > 0 && end >= src.sizes[k]) {
                return Err(self.error(op, format!("subview out of bounds in dimension {k}: offset {o}, size {}, stride {} of size {}", sizes[k], steps[k], src.sizes[k])));
            }
            offset += o * src.strides[k];
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

    /// `bufferization.dealloc` with its exact semantics: each memref is freed iff its condition
    /// holds and no retained value is the same allocation; of several entries of one allocation
    /// at most one is freed. Aliasing is decided by allocation (the `allocated` pointer).
    fn exec_dealloc(&mut self, op: Op) -> Result<Vec<RtVal>, Diagnostic> {
        let ctx = self.ctx;
        let ms: Vec<MemDesc> = ctx.segment(op, 0).iter().map(|v| self.desc(*v)).collect();
        let cs: Vec<bool> = ctx
            .segment(op, 1)
            .iter()
            .map(|v| self.int(*v) != 0)
            .collect();
        let rs: Vec<MemDesc> = ctx.segment(op, 2).iter().map(|v| self.desc(*v)).collect();
        let mut out = vec![false; rs.len()];
        let mut freed: Vec<usize> = Vec::new();
        for (m, c) in ms.iter().zip(&cs) {
            let mut retained = false;
            for (j, r) in rs.iter().enumerate() {
                if r.allocated == m.allocated {
                    out[j] |= *c;
                    retained = true;
                }
            }
            if *c && !retained && !freed.contains(&m.allocated) {
                freed.push(m.allocated);
                self.free(op, m);
            }
        }
        Ok(out.into_iter().map(|b| RtVal::Int(b as i64)).collect())
    }

    fn exec_arith(&mut self, op: Op) -> Result<Vec<RtVal>, Diagnostic> {
        use OpKind::*;
        let ctx = self.ctx;
        let kind = ctx.kind(op);
        let operands = ctx.operands(op).to_vec();
        let t = ctx.value_type(operands[0]);
        let rtype = ctx.value_type(ctx.result(op, 0));
        let w = width_of(ctx, t);
        let rw = width_of(ctx, rtype);
        // i1 is held as 0/1; as a signless integer it is signed, so true reads as -1 (unsigned
        // uses go through `as_unsigned`, which maps it back to 1).
        let iv = |i: usize| {
            let v = self.int(operands[i]);
            if w == 1 {
                -(v & 1)
            } else {
                v
            }
        };
        let fv = |i: usize| match self.get(operands[i]) {
            RtVal::F32(x) => x as f64,
            RtVal::F64(x) => x,
            _ => f64::NAN,
        };
        let is_float_t = ctx.ty(t).is_float();
        if matches!(ctx.ty(t), TypeData::Vector { .. }) {
            return Err(self.error(op, "vector arithmetic is not supported"));
        }
        let mk_f = |x: f64, ty: Type| match ctx.ty(ty) {
            TypeData::Float(FloatKind::F32) => RtVal::F32(x as f32),
            _ => RtVal::F64(x),
        };
        // f32 arithmetic is done in f32 so that results round as in compiled code.
        let f32_bin = |f: fn(f32, f32) -> f32| -> Option<RtVal> {
            match (self.get(operands[0]), self.get(operands[1])) {
                (RtVal::F32(a), RtVal::F32(b)) => Some(RtVal::F32(f(a, b))),
                _ => None,
            }
        };
        let f64_bin = |f: fn(f64, f64) -> f64| RtVal::F64(f(fv(0), fv(1)));
        let fbin = |g: fn(f32, f32) -> f32, h: fn(f64, f64) -> f64| {
            f32_bin(g).unwrap_or_else(|| f64_bin(h))
        };
        let int = |v: i128| RtVal::Int(norm(v, rw));
        let div0 = || Err(self.error(op, "integer division by zero"));
        let r = match kind {
            ArithAddI => int(iv(0) as i128 + iv(1) as i128),
            ArithSubI => int(iv(0) as i128 - iv(1) as i128),
            ArithMulI => int(iv(0) as i128 * iv(1) as i128),
            ArithDivSI | ArithRemSI | ArithCeilDivSI | ArithFloorDivSI => {
                let (a, b) = (iv(0) as i128, iv(1) as i128);
                if b == 0 {
                    return div0();
                }
                let min = if w >= 64 {
                    i64::MIN as i128
                } else {
                    -(1i128 << (w - 1))
                };
                if a == min && b == -1 && kind != ArithRemSI {
                    return Err(self.error(op, "signed integer division overflow"));
                }
                int(match kind {
                    ArithDivSI => a / b,
                    ArithRemSI => a % b,
                    ArithCeilDivSI => {
                        let q = a / b;
                        if (a % b != 0) && ((a < 0) == (b < 0)) {
                            q + 1
                        } else {
                            q
                        }
                    }
                    _ => a.div_euclid(b) - i128::from(b < 0 && a.rem_euclid(b) != 0),
                })
            }
            ArithDivUI | ArithRemUI | ArithCeilDivUI => {
                let (a, b) = (as_unsigned(iv(0), w) as u128, as_unsigned(iv(1), w) as u128);
                if b == 0 {
                    return div0();
                }
                int(match kind {
                    ArithDivUI => a / b,
                    ArithRemUI => a % b,
                    _ => a.div_ceil(b),
                } as i128)
            }
            ArithAndI => int((iv(0) & iv(1)) as i128),
            ArithOrI => int((iv(0) | iv(1)) as i128),
            ArithXOrI => int((iv(0) ^ iv(1)) as i128),
            ArithShLI | ArithShRSI | ArithShRUI => {
                let s = as_unsigned(iv(1), w);
                if s >= w as u64 {
                    return Err(self.error(
                        op,
                        format!("shift amount {s} is not less than the bit width {w}"),
                    ));
                }
                match kind {
                    ArithShLI => int((iv(0) as i128) << s),
                    ArithShRSI => int((iv(0) as i128) >> s),
                    _ => int((as_unsigned(iv(0), w) >> s) as i128),
                }
            }
            ArithMaxSI => int(iv(0).max(iv(1)) as i128),
            ArithMinSI => int(iv(0).min(iv(1)) as i128),
            ArithMaxUI => int(as_unsigned(iv(0), w).max(as_unsigned(iv(1), w)) as i128),
            ArithMinUI => int(as_unsigned(iv(0), w).min(as_unsigned(iv(1), w)) as i128),
            ArithAddF => fbin(|a, b| a + b, |a, b| a + b),
            ArithSubF => fbin(|a, b| a - b, |a, b| a - b),
            ArithMulF => fbin(|a, b| a * b, |a, b| a * b),
            ArithDivF => fbin(|a, b| a / b, |a, b| a / b),
            ArithRemF => fbin(|a, b| a % b, |a, b| a % b),
            ArithMaximumF => fbin(
                |a, b| {
                    if a.is_nan() || b.is_nan() {
                        f32::NAN
                    } else {
                        a.maximum_fallback(b)
                    }
                },
                |a, b| {
                    if a.is_nan() || b.is_nan() {
                        f64::NAN
                    } else {
                        a.maximum_fallback(b)
                    }
                },
            ),
            ArithMinimumF => fbin(
                |a, b| {
                    if a.is_nan() || b.is_nan() {
                        f32::NAN
                    } else {
                        a.minimum_fallback(b)
                    }
                },
                |a, b| {
                    if a.is_nan() || b.is_nan() {
                        f64::NAN
                    } else {
                        a.minimum_fallback(b)
                    }
                },
            ),
            ArithMaxNumF => fbin(f32::max, f64::max),
            ArithMinNumF => fbin(f32::min, f64::min),
            ArithNegF => match self.get(operands[0]) {
                RtVal::F32(x) => RtVal::F32(-x),
                _ => RtVal::F64(-fv(0)),
            },
            ArithCmpI => {
                let p = match ctx.attr(ctx.get_attr(op, "predicate").unwrap()) {
                    AttrData::Integer { value, .. } => *value,
                    _ => 0,
                };
                let (a, b) = (iv(0), iv(1));
                let (ua, ub) = (as_unsigned(a, w), as_unsigned(b, w));
                RtVal::Int(i64::from(match p {
                    0 => a == b,
                    1 => a != b,
                    2 => a < b,
                    3 => a <= b,
                    4 => a > b,
                    5 => a >= b,
                    6 => ua < ub,
                    7 => ua <= ub,
                    8 => ua > ub,
                    _ => ua >= ub,
                }))
            }
            ArithCmpF => {
                let p = match ctx.attr(ctx.get_attr(op, "predicate").unwrap()) {
                    AttrData::Integer { value, .. } => *value,
                    _ => 0,
                };
                let (a, b) = (fv(0), fv(1));
                let uno = a.is_nan() || b.is_nan();
                RtVal::Int(i64::from(match p {
                    0 => false,
                    1 => !uno && a == b,
                    2 => !uno && a > b,
                    3 => !uno && a >= b,
                    4 => !uno && a < b,
                    5 => !uno && a <= b,
                    6 => !uno && a != b,
                    7 => !uno,
                    8 => uno || a == b,
                    9 => uno || a > b,
                    10 => uno || a >= b,
                    11 => uno || a < b,
                    12 => uno || a <= b,
                    13 => uno || a != b,
                    14 => uno,
                    _ => true,
                }))
            }
            ArithIndexCast | ArithExtSI | ArithTruncI => int(iv(0) as i128),
            ArithIndexCastUI | ArithExtUI => int(as_unsigned(iv(0), w) as i128),
            ArithSIToFP => mk_f(iv(0) as f64, rtype),
            ArithUIToFP => mk_f(as_unsigned(iv(0), w) as f64, rtype),
            ArithFPToSI => int(match self.get(operands[0]) {
                RtVal::F32(x) => x as i128,
                _ => fv(0) as i128,
            }),
            ArithFPToUI => int(match self.get(operands[0]) {
                RtVal::F32(x) => x as u64 as i128,
                _ => fv(0) as u64 as i128,
            }),
            ArithExtF => RtVal::F64(fv(0)),
            ArithTruncF => RtVal::F32(fv(0) as f32),
            ArithBitcast => match (self.get(operands[0]), ctx.ty(rtype)) {
                (RtVal::F32(x), _) => int(x.to_bits() as i32 as i128),
                (RtVal::F64(x), _) => int(x.to_bits() as i64 as i128),
                (RtVal::Int(x), TypeData::Float(FloatKind::F32)) => {
                    RtVal::F32(f32::from_bits(x as u32))
                }
                (RtVal::Int(x), TypeData::Float(FloatKind::F64)) => {
                    RtVal::F64(f64::from_bits(x as u64))
                }
                (RtVal::Int(x), _) => int(x as i128),
                _ => return Err(self.error(op, "unsupported bitcast")),
            },
            ArithMulUIExtended | ArithMulSIExtended | ArithAddUIExtended => {
                let (a, b) = if kind == ArithMulSIExtended {
                    (iv(0) as i128, iv(1) as i128)
                } else {
                    (as_unsigned(iv(0), w) as i128, as_unsigned(iv(1), w) as i128)
                };
                if kind == ArithAddUIExtended {
                    let s = a + b;
                    let lo = norm(s, w);
                    let overflow = as_unsigned(lo, w) as i128 != s;
                    return Ok(vec![RtVal::Int(lo), RtVal::Int(overflow as i64)]);
                }
                let p = a * b;
                return Ok(vec![RtVal::Int(norm(p, w)), RtVal::Int(norm(p >> w, w))]);
            }
            MathAbsI => int((iv(0) as i128).abs()),
            _ if kind.name().starts_with("math.") && is_float_t => {
                let _ = self.float_kind(op, t)?;
                let f32_un = |g: fn(f32) -> f32| match self.get(operands[0]) {
                    RtVal::F32(x) => Some(RtVal::F32(g(x))),
                    _ => None,
                };
                let un = |g: fn(f32) -> f32, h: fn(f64) -> f64| {
                    f32_un(g).unwrap_or_else(|| RtVal::F64(h(fv(0))))
                };
                match kind {
                    MathSqrt => un(f32::sqrt, f64::sqrt),
                    MathRsqrt => un(|x| 1.0 / x.sqrt(), |x| 1.0 / x.sqrt()),
                    MathExp => un(f32::exp, f64::exp),
                    MathLog => un(f32::ln, f64::ln),
                    MathSin => un(f32::sin, f64::sin),
                    MathCos => un(f32::cos, f64::cos),
                    MathTanh => un(f32::tanh, f64::tanh),
                    MathAbsF => un(f32::abs, f64::abs),
                    MathFloor => un(f32::floor, f64::floor),
                    MathCeil => un(f32::ceil, f64::ceil),
                    MathPowF => fbin(f32::powf, f64::powf),
                    MathCopySign => fbin(f32::copysign, f64::copysign),
                    MathFma => match (
                        self.get(operands[0]),
                        self.get(operands[1]),
                        self.get(operands[2]),
                    ) {
                        (RtVal::F32(a), RtVal::F32(b), RtVal::F32(c)) => {
                            RtVal::F32(a.mul_add(b, c))
                        }
                        _ => RtVal::F64(fv(0).mul_add(
                            fv(1),
                            match self.get(operands[2]) {
                                RtVal::F64(x) => x,
                                _ => f64::NAN,
                            },
                        )),
                    },
                    _ => {
                        return Err(self.error(
                            op,
                            format!("the interpreter does not support '{}'", kind.name()),
                        ))
                    }
                }
            }
            _ => {
                return Err(self.error(
                    op,
                    format!(
                        "the interpreter does not support '{}' on this type",
                        kind.name()
                    ),
                ))
            }
        };
        Ok(vec![r])
    }
}

trait FloatExt {
    fn maximum_fallback(self, o: Self) -> Self;
    fn minimum_fallback(self, o: Self) -> Self;
}
impl FloatExt for f32 {
    fn maximum_fallback(self, o: f32) -> f32 {
        if self == o {
            if self.is_sign_negative() {
                o
            } else {
                self
            }
        } else {
            self.max(o)
        }
    }
    fn minimum_fallback(self, o: f32) -> f32 {
        if self == o {
            if self.is_sign_negative() {
                self
            } else {
                o
            }
        } else {
            self.min(o)
        }
    }
}
impl FloatExt for f64 {
    fn maximum_fallback(self, o: f64) -> f64 {
        if self == o {
            if self.is_sign_negative() {
                o
            } else {
                self
            }
        } else {
            self.max(o)
        }
    }
    fn minimum_fallback(self, o: f64) -> f64 {
        if self == o {
            if self.is_sign_negative() {
                self
            } else {
                o
            }
        } else {
            self.min(o)
        }
    }
}
