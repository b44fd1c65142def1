//! bufferization: `bufferization.clone` and `bufferization.dealloc`.

use super::memory::contiguous_strides;
use super::{Interp, MemDesc, RtVal};
use crate::diag::Diagnostic;
use crate::ir::{BufferizationOp, Op, DYNAMIC};

impl Interp<'_> {
    /// Executes `bufferization.clone` and `bufferization.dealloc`.
    pub(super) fn exec_bufferization(
        &mut self,
        op: Op,
        kind: BufferizationOp,
    ) -> Result<Vec<RtVal>, Diagnostic> {
        use BufferizationOp::*;
        self.check_simple(op, false)?;
        let ctx = self.ctx;
        let rt = |i: usize| ctx.value_type(ctx.result(op, i));
        let one = |v: RtVal| Ok(vec![v]);
        match kind {
            BufferizationClone => {
                let src = self.desc(ctx.operand(op, 0));
                let t = rt(0);
                let e = self.elem_of(op, t)?;
                // The copy takes the result type's static layout (dynamic parts: contiguous).
                // An unranked clone is contiguous, as upstream's lowering makes it.
                let (mut offset, mut strides) =
                    if matches!(ctx.ty(t), crate::ir::TypeData::UnrankedMemRef { .. }) {
                        (0, contiguous_strides(&src.sizes))
                    } else {
                        self.layout_of(op, t, &src.sizes)?
                    };
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
                if matches!(ctx.ty(t), crate::ir::TypeData::UnrankedMemRef { .. }) {
                    one(RtVal::Unranked(dst))
                } else {
                    one(RtVal::Mem(dst))
                }
            }
            BufferizationDealloc => self.exec_dealloc(op),
            BufferizationToBuffer
            | BufferizationToTensor
            | BufferizationAllocTensor
            | BufferizationMaterializeInDestination
            | BufferizationDeallocTensor => self.exec_bufferization_tensor(op, kind),
        }
    }

    /// `bufferization.dealloc` with its exact semantics: each memref is freed iff its condition
    /// holds and no retained value is the same allocation; of several entries of one allocation
    /// at most one is freed. Aliasing is decided by allocation (the `allocated` pointer).
    pub(super) fn exec_dealloc(&mut self, op: Op) -> Result<Vec<RtVal>, Diagnostic> {
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
}
