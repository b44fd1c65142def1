//! `scf.forall` with shared outputs on tensor values (the `--no-bufferize` oracle). The
//! iterations run one after the other, as the bufferized loop does: the shared-output block
//! arguments hold the value built so far, and the `tensor.parallel_insert_slice` ops of each
//! iteration's `scf.forall.in_parallel` terminator insert into it.

use std::sync::Arc;

use super::{Exit, Interp, RtVal};
use crate::diag::Diagnostic;
use crate::ir::{Op, OpKind, ValueDef};

impl Interp<'_> {
    /// Runs a forall with `outs` (the shared outputs' values) over the iteration space
    /// `lbs..ubs` by `steps` (positive, checked by the caller); returns the final values.
    #[inline(never)]
    pub(super) fn exec_forall_shared(
        &mut self,
        op: Op,
        lbs: &[i64],
        ubs: &[i64],
        steps: &[i64],
        mut outs: Vec<RtVal>,
    ) -> Result<Vec<RtVal>, Diagnostic> {
        let ctx = self.ctx;
        let n = lbs.len();
        if lbs.iter().zip(ubs).any(|(l, u)| l >= u) {
            return Ok(outs);
        }
        let body = ctx.regions(op)[0];
        let Some(entry) = ctx.entry_block(body) else {
            return Err(self.error(op, "cannot execute an empty region"));
        };
        let out_args = ctx.block_args(entry)[n..].to_vec();
        let mut ivs = lbs.to_vec();
        loop {
            let mut args: Vec<RtVal> = ivs.iter().map(|i| RtVal::Int(*i)).collect();
            args.extend(outs.iter().cloned());
            let Exit::Term(term, _) = self.run_callee(body, args)?;
            if ctx.kind(term) == OpKind::ScfForallInParallel {
                let block = ctx.regions(term).first().and_then(|r| ctx.entry_block(*r));
                for ins in block
                    .map(|b| ctx.block_ops(b).collect::<Vec<_>>())
                    .unwrap_or_default()
                {
                    let dest = ctx.operand(ins, 1);
                    let k = match ctx.value(dest).def {
                        ValueDef::BlockArg(_, _) => out_args.iter().position(|a| *a == dest),
                        _ => None,
                    };
                    let (Some(k), OpKind::TensorParallelInsertSlice) = (k, ctx.kind(ins)) else {
                        return Err(self.unsupported_op(ins));
                    };
                    let RtVal::Tensor(cur) = &outs[k] else {
                        return Err(self.error(ins, "operand is not a tensor value"));
                    };
                    let new = self.insert_slice_value(ins, cur)?;
                    outs[k] = RtVal::Tensor(Arc::new(new));
                }
            }
            if !super::next_index(&mut ivs, lbs, ubs, steps) {
                return Ok(outs);
            }
        }
    }

    /// `dest` with the source of the `tensor.parallel_insert_slice` `ins` inserted at its
    /// slice (operands read in the current frame).
    fn insert_slice_value(
        &self,
        ins: Op,
        dest: &crate::values::TensorVal,
    ) -> Result<crate::values::TensorVal, Diagnostic> {
        let src = self.tensor_val(ins, self.ctx.operand(ins, 0))?;
        let params = self.slice_params(ins, 2);
        let at = self.slice_indices(ins, &dest.shape, &params)?;
        if at.len() != src.elems.len() {
            return Err(self.error(
                ins,
                format!(
                    "{}: a source of shape {:?} does not fit the slice sizes {:?}",
                    self.ctx.op_name(ins),
                    src.shape,
                    params[1]
                ),
            ));
        }
        let mut new = dest.clone();
        for (i, v) in at.iter().zip(&src.elems) {
            new.elems[*i] = v.clone();
        }
        Ok(new)
    }
}
