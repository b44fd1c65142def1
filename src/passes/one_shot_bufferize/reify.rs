//! The shapes of new allocations, as upstream's `allocateTensorForShapedValue` computes them
//! through `reifyResultShapes`: for a linalg structured op, the dims of every operand come
//! first (one `tensor.dim`, folded where it folds, per dynamic dim), then the result's
//! dynamic sizes are taken from the first operand dim that defines each loop.

use super::{tensor_shape, Bufferizer};
use crate::ir::affine::AffineExpr;
use crate::ir::ops::{mixed_values, OpFoldResult};
use crate::ir::{
    linalg, matchers, Builder, Context, Op, OpKind, TypeData, Value, ValueDef, DYNAMIC,
};

impl Bufferizer<'_> {
    /// The dynamic sizes of result `k` of the linalg op `op` (upstream's
    /// `LinalgOp::reifyResultShapes`), created at `b`; `None` (nothing created) when its
    /// indexing maps do not give the init's dims as loop dims.
    pub(super) fn reify_linalg(
        &mut self,
        ctx: &mut Context,
        b: Builder,
        op: Op,
        k: usize,
    ) -> Option<Vec<Value>> {
        let maps = linalg::indexing_maps(ctx, op).ok()?;
        let operands = ctx.operands(op).to_vec();
        let n_in = linalg::num_inputs(ctx, op);
        if maps.len() != operands.len() || k >= operands.len() - n_in {
            return None;
        }
        let ranks: Vec<usize> = operands
            .iter()
            .map(|v| tensor_shape(ctx, ctx.value_type(*v)).map_or(0, |s| s.0.len()))
            .collect();
        if maps.iter().zip(&ranks).any(|(m, r)| m.results.len() != *r) {
            return None;
        }
        // The shapes-to-loops map: the first operand dim indexed by each loop dim alone.
        let flat_exprs: Vec<&AffineExpr> = maps.iter().flat_map(|m| &m.results).collect();
        let first_pos = |l: u32| flat_exprs.iter().position(|e| **e == AffineExpr::Dim(l));
        let input_dims: usize = ranks[..n_in].iter().sum();
        let mut plan = Vec::new();
        for (j, v) in operands.iter().enumerate().skip(n_in) {
            let shape = tensor_shape(ctx, ctx.value_type(*v))?.0;
            for (d, s) in shape.iter().enumerate() {
                if *s != DYNAMIC {
                    continue;
                }
                let AffineExpr::Dim(l) = maps[j].results[d] else {
                    return None;
                };
                plan.push((j, d, first_pos(l)?));
            }
        }
        // `createFlatListOfOperandDims`.
        let mut flat = Vec::new();
        for v in &operands {
            if let Some((shape, _)) = tensor_shape(ctx, ctx.value_type(*v)) {
                for (d, s) in shape.iter().enumerate() {
                    flat.push(if *s == DYNAMIC {
                        OpFoldResult::Dynamic(fold_dim(ctx, b, *v, d))
                    } else {
                        OpFoldResult::Static(*s)
                    });
                }
            }
        }
        let mut sizes = Vec::new();
        for (j, d, p) in plan {
            let size = if p >= input_dims {
                // The size depends on the init itself.
                let init = ctx.operand(op, j);
                fold_dim(ctx, b, init, d)
            } else {
                match flat[p] {
                    // Constant operands are folded into the composed map.
                    OpFoldResult::Dynamic(x) => match matchers::const_int(ctx, x) {
                        Some(c) => b.const_index(ctx, c as i64),
                        None => x,
                    },
                    OpFoldResult::Static(c) => b.const_index(ctx, c),
                }
            };
            if j - n_in == k {
                sizes.push(size);
            }
        }
        Some(sizes)
    }
}

/// `createOrFold<tensor::DimOp>(v, d)` on a dynamic dim: the index constant, then the dim
/// folded as `tensor.dim`'s folder does (to a `tensor.generate` extent, an `extract_slice`
/// size, through casts that lose static information, to a constant once the size is static),
/// else a `tensor.dim` op.
fn fold_dim(ctx: &mut Context, b: Builder, v: Value, d: usize) -> Value {
    let index = b.const_index(ctx, d as i64);
    let mut src = v;
    while let Some((shape, _)) = tensor_shape(ctx, ctx.value_type(src)) {
        if let Some(&s) = shape.get(d).filter(|s| **s != DYNAMIC) {
            return b.const_index(ctx, s);
        }
        let ValueDef::Result(def, _) = ctx.value(src).def else {
            break;
        };
        match ctx.kind(def) {
            OpKind::TensorGenerate => {
                let n = shape[..d].iter().filter(|s| **s == DYNAMIC).count();
                if let Some(x) = ctx.operands(def).get(n) {
                    return *x;
                }
                break;
            }
            OpKind::TensorExtractSlice => {
                let source = ctx.operand(def, 0);
                let same_rank = tensor_shape(ctx, ctx.value_type(source))
                    .is_some_and(|s| s.0.len() == shape.len());
                let sizes = mixed_values(&ctx.i64_array(def, "static_sizes"), ctx.segment(def, 2));
                if let (true, Some(OpFoldResult::Dynamic(x))) = (same_rank, sizes.get(d)) {
                    return *x;
                }
                break;
            }
            OpKind::TensorCast if cast_folds_into_consumer(ctx, def) => {
                src = ctx.operand(def, 0);
            }
            _ => break,
        }
    }
    let it = ctx.index_type();
    b.create_value(ctx, OpKind::TensorDim, &[src, index], it, vec![])
}

/// `tensor::canFoldIntoConsumerOp`: the cast's source has at least the static information of
/// its result.
fn cast_folds_into_consumer(ctx: &Context, cast: Op) -> bool {
    let (from, to) = (
        ctx.value_type(ctx.operand(cast, 0)),
        ctx.value_type(ctx.result(cast, 0)),
    );
    match (ctx.ty(from), ctx.ty(to)) {
        (
            TypeData::Tensor {
                shape: s,
                elem: e,
                encoding: n,
            },
            TypeData::Tensor {
                shape: t,
                elem: f,
                encoding: m,
            },
        ) => {
            e == f
                && n == m
                && s.len() == t.len()
                && s.iter().zip(t).all(|(a, b)| *a != DYNAMIC || *b == DYNAMIC)
        }
        _ => false,
    }
}
