//! One-Shot Bufferize of `tensor.pad`, as upstream's `PadOpInterface::bufferize`: a new buffer
//! of the padded shape filled by a `linalg.map` of the pad body (as `tensor.generate`), then the
//! source copied into the slice at the low padding (a `tensor.insert_slice`, bufferized in turn
//! to a subview and a copy). The ops are created in upstream's order, unused ones included
//! (the result sizes computed for the body, a static dim's index constant), so the printed IR
//! is the same.

use super::tensor::lower_generate_like_body;
use super::Bufferizer;
use crate::diag::Diagnostic;
use crate::ir::ops::{mixed_values, OpFoldResult};
use crate::ir::{
    AffineExpr, AffineMap, AffineOp, AttrData, Builder, Context, Op, OpKind, TypeData, Value,
    ValueDef, DYNAMIC,
};
use crate::verify::op_error;

impl Bufferizer<'_> {
    pub(super) fn bufferize_pad(&mut self, ctx: &mut Context, op: Op) -> Result<(), Diagnostic> {
        let src = ctx.operand(op, 0);
        let r = ctx.result(op, 0);
        let rt = ctx.value_type(r);
        let (
            TypeData::Tensor { shape, elem, .. },
            TypeData::Tensor {
                shape: src_shape, ..
            },
        ) = (ctx.ty(rt).clone(), ctx.ty(ctx.value_type(src)).clone())
        else {
            return Err(op_error(ctx, op, "expected ranked tensors"));
        };
        // Constant operands read as static values (`getMixedLowPad` folds them).
        let fold = |ctx: &Context, x: OpFoldResult| match x {
            OpFoldResult::Dynamic(v) => match crate::ir::matchers::const_int(ctx, v) {
                Some(c) => OpFoldResult::Static(c as i64),
                None => x,
            },
            s => s,
        };
        let low: Vec<OpFoldResult> =
            mixed_values(&ctx.i64_array(op, "static_low"), ctx.segment(op, 1))
                .into_iter()
                .map(|x| fold(ctx, x))
                .collect();
        let high: Vec<OpFoldResult> =
            mixed_values(&ctx.i64_array(op, "static_high"), ctx.segment(op, 2))
                .into_iter()
                .map(|x| fold(ctx, x))
                .collect();
        let b = Builder::before(ctx, op);
        let it = ctx.index_type();
        let value_of = |ctx: &mut Context, x: &OpFoldResult| match x {
            OpFoldResult::Dynamic(v) => *v,
            OpFoldResult::Static(c) => b.const_index(ctx, *c),
        };
        // The result sizes for the body (upstream computes them and leaves them unused).
        let sum3 = AffineExpr::bin(
            AffineOp::Add,
            AffineExpr::bin(AffineOp::Add, AffineExpr::Symbol(0), AffineExpr::Symbol(1)),
            AffineExpr::Symbol(2),
        );
        for i in (0..shape.len()).filter(|i| shape[*i] == DYNAMIC) {
            let c = b.const_index(ctx, i as i64);
            let dim = b.create_value(ctx, OpKind::TensorDim, &[src, c], it, vec![]);
            self.push_new(ctx, dim);
            let lo = value_of(ctx, &low[i]);
            let hi = value_of(ctx, &high[i]);
            let map = AffineMap {
                dims: 0,
                symbols: 3,
                results: vec![sum3.clone()],
            };
            let a = ctx.intern_attr(AttrData::AffineMap(map));
            b.create_value(
                ctx,
                OpKind::AffineApply,
                &[dim, lo, hi],
                it,
                vec![("map".into(), a)],
            );
        }
        // The allocation, with the reified result sizes (`PadOp::reifyResultShapes`: the source
        // dim folded when static, then a composed and folded affine.apply).
        let mut dyn_sizes = Vec::new();
        for i in (0..shape.len()).filter(|i| shape[*i] == DYNAMIC) {
            let c = b.const_index(ctx, i as i64);
            let dim = if src_shape[i] == DYNAMIC {
                let d = b.create_value(ctx, OpKind::TensorDim, &[src, c], it, vec![]);
                self.push_new(ctx, d);
                OpFoldResult::Dynamic(d)
            } else {
                b.const_index(ctx, src_shape[i]);
                OpFoldResult::Static(src_shape[i])
            };
            dyn_sizes.push(composed_sum(ctx, b, &[dim, low[i], high[i]]));
        }
        let alloc = b.create_with_segments(
            ctx,
            OpKind::BufferizationAllocTensor,
            &[&dyn_sizes, &[], &[]],
            &[rt],
            vec![],
        );
        self.worklist.push(alloc);
        let alloc = ctx.result(alloc, 0);
        let map = lower_generate_like_body(ctx, b, op, alloc, rt, &shape, elem);
        self.worklist.push(map);
        let filled = ctx.result(map, 0);
        // The source into the slice at the low padding.
        let mut sizes = Vec::new();
        for (i, s) in src_shape.iter().enumerate() {
            if *s == DYNAMIC {
                let c = b.const_index(ctx, i as i64);
                let d = b.create_value(ctx, OpKind::TensorDim, &[src, c], it, vec![]);
                self.push_new(ctx, d);
                sizes.push(d);
            }
        }
        let (mut static_low, mut dyn_low) = (Vec::new(), Vec::new());
        for x in &low {
            match x {
                OpFoldResult::Static(c) => static_low.push(*c),
                OpFoldResult::Dynamic(v) => {
                    static_low.push(DYNAMIC);
                    dyn_low.push(*v);
                }
            }
        }
        let attrs = vec![
            (
                "static_offsets".to_string(),
                ctx.dense_i64_array(&static_low),
            ),
            ("static_sizes".to_string(), ctx.dense_i64_array(&src_shape)),
            (
                "static_strides".to_string(),
                ctx.dense_i64_array(&vec![1; src_shape.len()]),
            ),
        ];
        let ins = b.create_with_segments(
            ctx,
            OpKind::TensorInsertSlice,
            &[&[src], &[filled], &dyn_low, &sizes, &[]],
            &[rt],
            attrs,
        );
        self.worklist.push(ins);
        let nv = ctx.result(ins, 0);
        ctx.replace_all_uses(r, nv);
        ctx.erase_op(op);
        Ok(())
    }

    /// Queues the op defining `v` for bufferization.
    fn push_new(&mut self, ctx: &Context, v: Value) {
        if let ValueDef::Result(d, _) = ctx.value(v).def {
            self.worklist.push(d);
        }
    }
}

/// `makeComposedFoldedAffineApply` of `d0 + d1 + d2` on the given parts (all constant: an
/// `arith.constant`).
fn composed_sum(ctx: &mut Context, b: Builder, parts: &[OpFoldResult]) -> Value {
    let mut sum = Linear::default();
    for p in parts {
        match p {
            OpFoldResult::Static(c) => sum.constant += c,
            OpFoldResult::Dynamic(v) => sum.add_value(ctx, *v),
        }
    }
    match flat_sum(ctx, b, &sum) {
        Ok(v) => v,
        Err(c) => b.const_index(ctx, c),
    }
}

/// Values with their coefficients.
type Terms = Vec<(Value, i64)>;

/// A sum of values with coefficients plus a constant, in order of appearance.
#[derive(Default)]
pub(super) struct Linear {
    pub(super) terms: Terms,
    pub(super) constant: i64,
}

impl Linear {
    /// Adds `v` (a constant operand folds into the constant).
    pub(super) fn add_value(&mut self, ctx: &Context, v: Value) {
        if let Some(c) = crate::ir::matchers::const_int(ctx, v) {
            self.constant += c as i64;
            return;
        }
        match self.terms.iter_mut().find(|(x, _)| *x == v) {
            Some((_, k)) => *k += 1,
            None => self.terms.push((v, 1)),
        }
    }
}

/// The value of `sum` as `makeComposedFoldedAffineApply` gives it: its constant when it has no
/// terms (`Err`), the value itself for a lone term, else an `affine.apply` of the flat form
/// (dimensions, then symbols, each with its coefficient, then the constant), where a value
/// that is not a valid affine symbol is a dimension (the sum is written over dimensions,
/// `d0 + d1 + d2`, and valid symbols are promoted).
pub(super) fn flat_sum(ctx: &mut Context, b: Builder, sum: &Linear) -> Result<Value, i64> {
    flat_sum_of(ctx, b, sum, false)
}

/// As `flat_sum`, for a sum written over symbols (`s0 + s1`): no term is demoted to a
/// dimension.
pub(super) fn flat_symbol_sum(ctx: &mut Context, b: Builder, sum: &Linear) -> Result<Value, i64> {
    flat_sum_of(ctx, b, sum, true)
}

fn flat_sum_of(ctx: &mut Context, b: Builder, sum: &Linear, symbols: bool) -> Result<Value, i64> {
    if sum.terms.is_empty() {
        return Err(sum.constant);
    }
    if sum.terms.len() == 1 && sum.terms[0].1 == 1 && sum.constant == 0 {
        return Ok(sum.terms[0].0);
    }
    let (syms, dims): (Terms, Terms) = sum
        .terms
        .iter()
        .partition(|(v, _)| symbols || is_valid_symbol(ctx, *v));
    let term = |e: AffineExpr, k: i64| {
        if k == 1 {
            e
        } else {
            AffineExpr::Bin(AffineOp::Mul, Box::new(e), Box::new(AffineExpr::Const(k)))
        }
    };
    let terms = dims
        .iter()
        .enumerate()
        .map(|(i, (_, k))| term(AffineExpr::Dim(i as u32), *k))
        .chain(
            syms.iter()
                .enumerate()
                .map(|(i, (_, k))| term(AffineExpr::Symbol(i as u32), *k)),
        );
    let mut e: Option<AffineExpr> = None;
    for t in terms {
        e = Some(match e {
            None => t,
            Some(x) => AffineExpr::Bin(AffineOp::Add, Box::new(x), Box::new(t)),
        });
    }
    let mut e = e.expect("a term");
    if sum.constant != 0 {
        e = AffineExpr::Bin(
            AffineOp::Add,
            Box::new(e),
            Box::new(AffineExpr::Const(sum.constant)),
        );
    }
    let map = AffineMap {
        dims: dims.len() as u32,
        symbols: syms.len() as u32,
        results: vec![e],
    };
    let a = ctx.intern_attr(AttrData::AffineMap(map));
    let it = ctx.index_type();
    let operands: Vec<Value> = dims.iter().chain(&syms).map(|(v, _)| *v).collect();
    Ok(b.create_value(
        ctx,
        OpKind::AffineApply,
        &operands,
        it,
        vec![("map".into(), a)],
    ))
}

/// Whether `v` is a valid affine symbol where it is used: defined at the top level of its
/// function (an argument of the entry block or an op there), or a `tensor.dim`/`memref.dim` of such a value.
fn is_valid_symbol(ctx: &Context, v: Value) -> bool {
    let top_level = |v: Value| {
        let blk = match ctx.value(v).def {
            ValueDef::Result(d, _) => ctx.op_block(d),
            ValueDef::BlockArg(b, _) => Some(b),
            ValueDef::Placeholder => None,
        };
        blk.and_then(|b| ctx.block_parent_op(b))
            .is_some_and(|p| ctx.kind(p) == OpKind::FuncFunc)
    };
    if top_level(v) {
        return true;
    }
    match ctx.value(v).def {
        ValueDef::Result(d, _) if matches!(ctx.kind(d), OpKind::TensorDim | OpKind::MemRefDim) => {
            top_level(ctx.operand(d, 0))
        }
        _ => false,
    }
}
