//! Op rules of bufferization: `clone`, `to_buffer` and `dealloc`.

use super::*;

impl Verifier<'_> {
    pub(super) fn verify_bufferization(&mut self, op: Op, kind: BufferizationOp) -> VResult {
        let ctx = self.ctx;
        let operands = ctx.operands(op);
        let results = ctx.results(op);
        match kind {
            BufferizationOp::BufferizationDeallocTensor => {
                let t = ctx.value_type(operands[0]);
                if !matches!(
                    ctx.ty(t),
                    TypeData::Tensor { .. } | TypeData::UnrankedTensor { .. }
                ) {
                    return Err(op_error(
                        ctx,
                        op,
                        format!(
                            "operand #0 must be tensor of any type values, but got '{}'",
                            self.ts(t)
                        ),
                    ));
                }
            }
            BufferizationOp::BufferizationClone => {
                self.counts(op, 1, 1)?;
                self.verify_cast(op)?;
            }
            // ODS order: the operand's and the result's kinds, then the predicate
            // `TensorAndBufferMatch`, whose builtin-tensor check emits its own error first.
            BufferizationOp::BufferizationToBuffer => {
                let (t, m) = (ctx.value_type(operands[0]), ctx.value_type(results[0]));
                self.tensor_and_buffer(op, t, m, true)?;
            }
            // As `to_buffer`, the other way.
            BufferizationOp::BufferizationToTensor => {
                let (m, t) = (ctx.value_type(operands[0]), ctx.value_type(results[0]));
                self.tensor_and_buffer(op, t, m, false)?;
            }
            BufferizationOp::BufferizationAllocTensor => {
                let t = ctx.value_type(results[0]);
                let shape = match ctx.ty(t) {
                    TypeData::Tensor { shape, .. } => shape.clone(),
                    _ => {
                        return Err(op_error(
                            ctx,
                            op,
                            format!(
                                "result #0 must be ranked tensor of any type values, but got '{}'",
                                self.ts(t)
                            ),
                        ))
                    }
                };
                let segs = ctx.segments(op);
                let expected = shape.iter().filter(|d| **d == DYNAMIC).count();
                let has = segs.first().copied().unwrap_or(0);
                if segs.get(1).copied().unwrap_or(0) > 0 {
                    let c = ctx.segment(op, 1)[0];
                    if ctx.value_type(c) != t {
                        return Err(op_error(
                            ctx,
                            op,
                            "expected that `copy` and return types match",
                        ));
                    }
                    if has != 0 {
                        return Err(op_error(
                            ctx,
                            op,
                            "dynamic sizes not needed when copying a tensor",
                        ));
                    }
                } else if has != expected {
                    return Err(op_error(
                        ctx,
                        op,
                        format!(
                            "incorrect number of dynamic sizes, has {has}, expected {expected}"
                        ),
                    ));
                }
            }
            BufferizationOp::BufferizationMaterializeInDestination => {
                let (src, dest) = (ctx.value_type(operands[0]), ctx.value_type(operands[1]));
                let is_tensor = |t: Type| {
                    matches!(
                        ctx.ty(t),
                        TypeData::Tensor { .. } | TypeData::UnrankedTensor { .. }
                    )
                };
                if !is_tensor(src) {
                    return Err(op_error(
                        ctx,
                        op,
                        format!(
                            "operand #0 must be tensor of any type values, but got '{}'",
                            self.ts(src)
                        ),
                    ));
                }
                let dest_mem = ctx.ty(dest).is_memref();
                if !is_tensor(dest) && !dest_mem {
                    return Err(op_error(ctx, op, "'dest' must be a tensor or a memref"));
                }
                if !dest_mem {
                    if results.len() != 1 {
                        return Err(op_error(
                            ctx,
                            op,
                            "tensor 'dest' implies exactly one tensor result",
                        ));
                    }
                    if ctx.value_type(results[0]) != dest {
                        return Err(op_error(ctx, op, "result and 'dest' types must match"));
                    }
                }
                if dest_mem && !results.is_empty() {
                    return Err(op_error(ctx, op, "memref 'dest' implies zero results"));
                }
                if ctx.get_attr(op, "restrict").is_some() && !dest_mem {
                    return Err(op_error(
                        ctx,
                        op,
                        "'restrict' is valid only for memref destinations",
                    ));
                }
                if ctx.get_attr(op, "writable").is_some() != dest_mem {
                    return Err(op_error(
                        ctx,
                        op,
                        "'writable' must be specified if and only if the destination is of memref type",
                    ));
                }
                let (ss, ds) = (ctx.ty(src).shape(), ctx.ty(dest).shape());
                let ranked = |t: Type| {
                    matches!(ctx.ty(t), TypeData::Tensor { .. } | TypeData::MemRef { .. })
                };
                if ranked(src) != ranked(dest) {
                    return Err(op_error(
                        ctx,
                        op,
                        "source/destination shapes are incompatible",
                    ));
                }
                if let (true, Some(a), Some(b)) = (ranked(src), ss, ds) {
                    if a.len() != b.len() {
                        return Err(op_error(
                            ctx,
                            op,
                            "rank mismatch between source and destination shape",
                        ));
                    }
                    if a.iter()
                        .zip(b)
                        .any(|(x, y)| *x != DYNAMIC && *y != DYNAMIC && x != y)
                    {
                        return Err(op_error(
                            ctx,
                            op,
                            "source/destination shapes are incompatible",
                        ));
                    }
                }
            }
            BufferizationOp::BufferizationDealloc => {
                let segs = ctx.segments(op);
                if segs.len() != 3 || segs[0] != segs[1] {
                    return Err(op_error(
                        ctx,
                        op,
                        "must have the same number of conditions as memrefs to deallocate",
                    ));
                }
                if results.len() != segs[2] {
                    return Err(op_error(ctx, op, "must have the same number of updated conditions (results) as retained operands"));
                }
                for v in &operands[..segs[0]] {
                    if !self.ty(*v).is_memref() {
                        return Err(op_error(ctx, op, "operand #0 must be variadic of memref"));
                    }
                }
                for v in &operands[segs[0]..segs[0] + segs[1]] {
                    if !self.ty(*v).is_i1() {
                        return Err(op_error(
                            ctx,
                            op,
                            format!(
                            "operand #1 must be variadic of 1-bit signless integer, but got '{}'",
                            self.ts(ctx.value_type(*v))),
                        ));
                    }
                }
                for v in &operands[segs[0] + segs[1]..] {
                    if !self.ty(*v).is_memref() {
                        return Err(op_error(ctx, op, format!(
                            "operand #2 must be variadic of ranked or unranked memref of any type values, but got '{}'",
                            self.ts(ctx.value_type(*v)))));
                    }
                }
                for r in results {
                    if !self.ty(*r).is_i1() {
                        return Err(op_error(
                            ctx,
                            op,
                            format!(
                            "result #0 must be variadic of 1-bit signless integer, but got '{}'",
                            self.ts(ctx.value_type(*r))),
                        ));
                    }
                }
            }
        }
        Ok(())
    }
}

impl Verifier<'_> {
    /// `to_buffer` (`tensor_first`: the tensor is operand #0) and `to_tensor`: the tensor and
    /// buffer kinds in operand-then-result order, then the predicate `TensorAndBufferMatch`,
    /// whose builtin-tensor check emits its own error first.
    fn tensor_and_buffer(&self, op: Op, t: Type, m: Type, tensor_first: bool) -> VResult {
        let ctx = self.ctx;
        let (td, md) = (ctx.ty(t), ctx.ty(m));
        let tensor_ok = matches!(
            td,
            TypeData::Tensor { .. } | TypeData::UnrankedTensor { .. }
        );
        let (tensor_at, buffer_at) = if tensor_first {
            ("operand", "result")
        } else {
            ("result", "operand")
        };
        let tensor_err = || {
            let msg = format!(
                "{tensor_at} #0 must be TensorLikeType instance, but got '{}'",
                self.ts(t)
            );
            Err(op_error(ctx, op, msg))
        };
        let buffer_err = || {
            let msg = format!(
                "{buffer_at} #0 must be BufferLikeType instance, but got '{}'",
                self.ts(m)
            );
            Err(op_error(ctx, op, msg))
        };
        // Operand #0's kind is checked first.
        let checks = [(tensor_ok, true), (md.is_memref(), false)];
        let ordered = if tensor_first {
            checks
        } else {
            [checks[1], checks[0]]
        };
        for (ok, is_tensor) in ordered {
            if !ok {
                return if is_tensor {
                    tensor_err()
                } else {
                    buffer_err()
                };
            }
        }
        let mismatch = if td.shape() != md.shape() {
            "shapes do not match"
        } else if td.elem() != md.elem() {
            "element types do not match"
        } else {
            return Ok(());
        };
        Err(plain_error(ctx, op, mismatch).with_follow_up(op_error(
            ctx,
            op,
            "failed to verify that specified tensor and buffer types match",
        )))
    }
}
