//! Semantics of the non-structured ops.

use super::memory::{contiguous_strides, Elem, GLOBAL_SENTINEL};
use super::{Interp, MemDesc};
use crate::diag::Diagnostic;
use crate::ir::{FloatKind, Op, Type, TypeData, DYNAMIC};

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

pub(super) fn width_of(ctx: &crate::ir::Context, t: Type) -> u32 {
    match ctx.ty(t) {
        TypeData::Integer { width, .. } => *width,
        _ => 64,
    }
}

impl Interp<'_> {
    pub(super) fn elem_of(&self, op: Op, t: Type) -> Result<Elem, Diagnostic> {
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

    pub(super) fn float_kind(&self, op: Op, t: Type) -> Result<FloatKind, Diagnostic> {
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

    pub(super) fn mem_err(&self, op: Op) -> impl Fn(String) -> Diagnostic + '_ {
        move |m| self.error(op, m)
    }

    pub(super) fn indices(&self, op: Op, from: usize) -> Vec<i64> {
        self.ctx.operands(op)[from..]
            .iter()
            .map(|v| self.int(*v))
            .collect()
    }

    /// Static or dynamic shape of a memref result type, reading dynamic sizes from `dyns`.
    pub(super) fn shape_of(&self, op: Op, t: Type, dyns: &[i64]) -> Result<Vec<i64>, Diagnostic> {
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
    pub(super) fn layout_of(
        &self,
        op: Op,
        t: Type,
        shape: &[i64],
    ) -> Result<(i64, Vec<i64>), Diagnostic> {
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

    pub(super) fn alloc_desc(
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
        // Elements plus the layout's offset in front, in checked arithmetic (as the JIT).
        let bytes = memref_jit_runtime::sizes::alloc_bytes(&shape, offset, e.size() as u64)
            .map_err(|m| self.error(op, m))? as usize;
        let align = ctx.alignment(op);
        let oom = |this: &Self| this.error(op, format!("out of memory allocating {bytes} bytes"));
        let (allocated, aligned) = if heap {
            let site = self.site(op);
            self.mem
                .tracker
                .alloc(bytes, align, site)
                .ok_or_else(|| oom(self))?
        } else {
            let total = bytes.checked_add(align).ok_or_else(|| oom(self))?;
            // The message names the buffer's bytes, as the JIT's (not the alignment room).
            let p = self.mem.alloca(total).map_err(|m| {
                if m.starts_with("out of memory") {
                    oom(self)
                } else {
                    self.error(op, m)
                }
            })?;
            let a = if align > 1 {
                p.div_ceil(align) * align
            } else {
                p
            };
            self.mem.set_alloca_data(p, a, bytes);
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

    pub(super) fn copy_elems(
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
        let total = crate::ir::element_count(&src.sizes).unwrap_or(i64::MAX);
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

    pub(super) fn free(&mut self, op: Op, d: &MemDesc) {
        let site = self.site(op);
        if d.allocated == GLOBAL_SENTINEL {
            self.mem.tracker.free(GLOBAL_SENTINEL, site);
        } else {
            self.mem.tracker.free(d.allocated, site);
        }
    }

    /// Type checks every op without regions gets before it runs.
    pub(super) fn check_simple(&self, op: Op, narrow_float_check: bool) -> Result<(), Diagnostic> {
        let ctx = self.ctx;
        // f16/bf16 values are only moved around (carried as their bits): computing on them
        // is an error rather than integer arithmetic on the bits.
        if narrow_float_check
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
        Ok(())
    }
}
