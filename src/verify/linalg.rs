//! Op rules of linalg: upstream's `IndexingMapOpInterface::verifyImpl`,
//! `verifyStructuredOpInterface` and `DestinationStyleOpInterface` checks for every structured
//! op, the op-specific rules of transpose, broadcast, reduce and fill, and `linalg.yield` /
//! `linalg.index` against their enclosing op.

use super::*;
use crate::ir::linalg;
use crate::ir::{AffineExpr, AffineMap, LinalgOp};

impl Verifier<'_> {
    pub(super) fn verify_linalg(&mut self, op: Op, kind: LinalgOp) -> VResult {
        let ctx = self.ctx;
        match kind {
            LinalgOp::LinalgYield => self.verify_linalg_yield(op),
            LinalgOp::LinalgIndex => {
                let parent = ctx.parent_op(op);
                let Some(p) = parent.filter(|p| linalg::is_structured(ctx.kind(*p))) else {
                    return Err(op_error(
                        ctx,
                        op,
                        "expected parent op with LinalgOp interface",
                    ));
                };
                let dim = match ctx.get_attr(op, "dim").map(|a| ctx.attr(a)) {
                    Some(AttrData::Integer { value, .. }) => *value,
                    _ => 0,
                };
                if dim < 0 {
                    return Err(op_error(
                        ctx,
                        op,
                        "attribute 'dim' failed to satisfy constraint: 64-bit signless integer \
                         attribute whose minimum value is 0",
                    ));
                }
                let loops = linalg::reduction_iterators(ctx, p).map_or(0, |v| v.len());
                if dim < 0 || dim >= loops as i128 {
                    return Err(op_error(
                        ctx,
                        op,
                        format!(
                            "expected dim ({dim}) to be lower than the number of loops ({loops}) \
                             of the enclosing LinalgOp"
                        ),
                    ));
                }
                Ok(())
            }
            LinalgOp::LinalgPack | LinalgOp::LinalgUnpack => self.verify_linalg_relayout(op),
            _ => self.verify_structured(op),
        }
    }

    fn verify_linalg_yield(&mut self, op: Op) -> VResult {
        let ctx = self.ctx;
        let Some(p) = ctx
            .parent_op(op)
            .filter(|p| linalg::is_structured(ctx.kind(*p)))
        else {
            return Err(op_error(
                ctx,
                op,
                "expected parent op with LinalgOp interface",
            ));
        };
        let inits = linalg::inits(ctx, p);
        let vals = ctx.operands(op);
        if vals.len() != inits.len() {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "expected number of yield values ({}) to match the number of inits / outs \
                     operands of the enclosing LinalgOp ({})",
                    vals.len(),
                    inits.len()
                ),
            ));
        }
        for (i, (v, init)) in vals.iter().zip(&inits).enumerate() {
            let et = shaped_elem(ctx, ctx.value_type(*init));
            let vt = ctx.value_type(*v);
            if vt != et {
                return Err(op_error(
                    ctx,
                    op,
                    format!(
                        "type of yield operand {} ('{}') doesn't match the element type of the \
                         enclosing linalg.generic op ('{}')",
                        i + 1,
                        self.ts(vt),
                        self.ts(et)
                    ),
                ));
            }
        }
        Ok(())
    }

    fn verify_structured(&mut self, op: Op) -> VResult {
        let ctx = self.ctx;
        let kind = ctx.kind(op);
        let operands = ctx.operands(op).to_vec();
        let n_in = linalg::num_inputs(ctx, op);
        let err = |m: String| Err(op_error(ctx, op, m));
        // ODS operand kinds of the ops with fixed operands.
        if matches!(
            kind,
            OpKind::LinalgTranspose
                | OpKind::LinalgBroadcast
                | OpKind::LinalgMap
                | OpKind::LinalgReduce
        ) {
            for (i, v) in operands.iter().enumerate() {
                if !matches!(
                    self.ty(*v),
                    TypeData::MemRef { .. } | TypeData::Tensor { .. }
                ) {
                    return err(format!(
                        "operand #{i} must be memref of any type values or ranked tensor of any \
                         type values, but got '{}'",
                        self.ts(ctx.value_type(*v))
                    ));
                }
            }
            if operands.is_empty()
                || (kind == OpKind::LinalgReduce && !operands.len().is_multiple_of(2))
            {
                return err("expected at least one init operand".into());
            }
        }
        // DestinationStyleOpInterface: one tensor result per tensor init, of its type.
        let inits = &operands[n_in..];
        let tensor_inits: Vec<Value> = inits
            .iter()
            .copied()
            .filter(|v| matches!(self.ty(*v), TypeData::Tensor { .. }))
            .collect();
        for v in inits {
            if !linalg::is_shaped(ctx, ctx.value_type(*v)) {
                return err(format!(
                    "expected that operand #{} is a ranked tensor or a ranked memref",
                    operands.iter().position(|o| o == v).unwrap_or(0)
                ));
            }
        }
        let results = ctx.results(op).to_vec();
        if results.len() != tensor_inits.len() {
            return err(format!(
                "expected the number of tensor results ({}) to be equal to the number of output \
                 tensors ({})",
                results.len(),
                tensor_inits.len()
            ));
        }
        for (r, t) in results.iter().zip(&tensor_inits) {
            if ctx.value_type(*r) != ctx.value_type(*t) {
                let i = operands.iter().position(|o| o == t).unwrap_or(0);
                return err(format!(
                    "expected type of operand #{i} ({}) to match type of corresponding result ({})",
                    self.ts(ctx.value_type(*t)),
                    self.ts(ctx.value_type(*r))
                ));
            }
        }
        self.verify_op_specific(op)?;
        // ConvolutionOpInterface, a trait verified before the structured interface.
        if crate::ir::linalg_conv::is_convolution(kind) {
            let maps = linalg::indexing_maps(ctx, op).unwrap_or_default();
            let iters = linalg::reduction_iterators(ctx, op).unwrap_or_default();
            let n_inits = operands.len() - n_in;
            if let Err(e) =
                crate::ir::linalg_conv::check_convolution_interface(&maps, &iters, n_in, n_inits)
            {
                // The interface's own message, without the op prefix.
                return Err(plain_error(ctx, op, e));
            }
        }
        if crate::ir::linalg_conv::is_contraction(kind) {
            let maps = linalg::indexing_maps(ctx, op).unwrap_or_default();
            let iters = linalg::reduction_iterators(ctx, op).unwrap_or_default();
            let n_inits = operands.len() - n_in;
            if let Err(e) = crate::ir::linalg_conv::check_contraction_interface(
                ctx, op, &maps, &iters, n_in, n_inits,
            ) {
                return Err(plain_error(ctx, op, e));
            }
        }
        let has_tensor = operands
            .iter()
            .any(|v| matches!(self.ty(*v), TypeData::Tensor { .. }));
        let has_memref = operands
            .iter()
            .any(|v| matches!(self.ty(*v), TypeData::MemRef { .. }));
        if has_tensor && has_memref && !results.is_empty() {
            return err("expected to have pure tensor or buffer semantics".into());
        }
        // The structured interface is verified with the regions (`verifyWithRegions`): after
        // the payload's terminator.
        // the payload's own linalg ops, in order.
        let body: Vec<Op> = ctx
            .regions(op)
            .first()
            .and_then(|r| ctx.entry_block(*r))
            .map(|b| ctx.block_ops(b).collect())
            .unwrap_or_default();
        for o in body {
            if let DialectOp::Linalg(k @ (LinalgOp::LinalgIndex | LinalgOp::LinalgYield)) =
                ctx.kind(o).dialect_op()
            {
                self.verify_linalg(o, k)?;
            }
        }
        let maps = match linalg::indexing_maps(ctx, op) {
            Ok(m) => m,
            Err(e) => return err(e),
        };
        let iters = match linalg::reduction_iterators(ctx, op) {
            Ok(i) => i,
            Err(e) => return err(e),
        };
        if maps.len() != operands.len() {
            return err(format!(
                "expected the number of indexing_map ({}) to be equal to the number of \
                 input/output operands ({})",
                maps.len(),
                operands.len()
            ));
        }
        let shapes: Vec<Vec<i64>> = operands
            .iter()
            .map(|v| match self.ty(*v) {
                TypeData::MemRef { shape, .. } | TypeData::Tensor { shape, .. } => shape.clone(),
                _ => Vec::new(),
            })
            .collect();
        for (i, m) in maps.iter().enumerate() {
            if m.symbols != 0 {
                return err(format!("unexpected symbols in indexing_map #{i}"));
            }
            if m.results.len() != shapes[i].len() {
                return err(format!(
                    "expected operand #{i} rank ({}) to match the result rank of indexing_map ({})",
                    shapes[i].len(),
                    m.results.len()
                ));
            }
        }
        let loops = iters.len();
        for (i, m) in maps.iter().enumerate() {
            if m.dims as usize != loops {
                return err(format!(
                    "expected indexing_map #{i} to have {loops} dim(s) to match the number of loops"
                ));
            }
        }
        // The shapes-to-loops map: each loop's size is the first operand dimension indexed
        // by exactly that loop.
        let all: Vec<(usize, usize)> = maps
            .iter()
            .enumerate()
            .flat_map(|(i, m)| (0..m.results.len()).map(move |d| (i, d)))
            .collect();
        let mut loop_size = vec![None; loops];
        for &(i, d) in &all {
            if let AffineExpr::Dim(l) = maps[i].results[d] {
                let slot = &mut loop_size[l as usize];
                if slot.is_none() {
                    *slot = Some(shapes[i][d]);
                }
            }
        }
        if loop_size.iter().any(|s| s.is_none()) {
            let concat = AffineMap {
                dims: loops as u32,
                symbols: 0,
                results: maps
                    .iter()
                    .flat_map(|m| m.results.iter().cloned())
                    .collect(),
            };
            return err(format!(
                "invalid indexing maps are non-invertible: ({concat})"
            ));
        }
        let sizes: Vec<i64> = loop_size.into_iter().map(|s| s.unwrap_or(0)).collect();
        if !sizes.contains(&DYNAMIC) {
            let end: Vec<i64> = sizes.iter().map(|s| s - 1).collect();
            let start = vec![0i64; loops];
            for (i, m) in maps.iter().enumerate() {
                for (d, e) in m.results.iter().enumerate() {
                    let sz = shapes[i][d];
                    if sz == DYNAMIC || sz == 0 {
                        continue;
                    }
                    let (Some(a), Some(b)) = (eval(e, &start), eval(e, &end)) else {
                        continue;
                    };
                    let inferred = a.max(b) + 1;
                    if a.min(b) < 0 {
                        return err(format!(
                            "unexpected result less than 0 at expression #{d} in {m}"
                        ));
                    }
                    if matches!(e, AffineExpr::Dim(_)) {
                        if inferred != sz {
                            return err(format!(
                                "inferred input/output operand #{i} has shape's dimension #{d} \
                                 to be {inferred}, but found {sz}"
                            ));
                        }
                    } else if inferred > sz {
                        return err(format!(
                            "inferred input/output operand #{i} has shape's dimension #{d} to \
                             be greater than or equal to {inferred}, but found {sz}"
                        ));
                    }
                }
            }
        }
        let regions = ctx.regions(op);
        let Some(block) = regions.first().and_then(|r| ctx.entry_block(*r)) else {
            return err("expects to have 1 region with 1 block".into());
        };
        let args = ctx.block_args(block);
        if args.len() != operands.len() {
            return err(
                "expected as many non-induction variable region arguments as the number of \
                 input/output operands"
                    .into(),
            );
        }
        for (i, (a, v)) in args.iter().zip(&operands).enumerate() {
            let et = shaped_elem(ctx, ctx.value_type(*v));
            let at = ctx.value_type(*a);
            if et != at {
                return err(format!(
                    "expected type of bb argument #{i} ('{}') to match element or self type of \
                     the corresponding operand ('{}')",
                    self.ts(at),
                    self.ts(et)
                ));
            }
        }
        Ok(())
    }

    /// The rules of the ops with attributes of their own (checked before the interfaces').
    fn verify_op_specific(&mut self, op: Op) -> VResult {
        let ctx = self.ctx;
        let operands = ctx.operands(op).to_vec();
        let err = |m: String| Err(op_error(ctx, op, m));
        let shape = |v: Value| match ctx.ty(ctx.value_type(v)) {
            TypeData::MemRef { shape, .. } | TypeData::Tensor { shape, .. } => shape.clone(),
            _ => Vec::new(),
        };
        let list = |name: &str| match ctx.get_attr(op, name).map(|a| ctx.attr(a)) {
            Some(AttrData::DenseArray { values, .. }) => {
                values.iter().map(|v| *v as i64).collect::<Vec<i64>>()
            }
            _ => Vec::new(),
        };
        match ctx.kind(op) {
            OpKind::LinalgFill => {
                let n_in = linalg::num_inputs(ctx, op);
                if n_in != 1 || operands.len() != 2 {
                    return err("expected one input and one init".into());
                }
                let vt = ctx.value_type(operands[0]);
                // FillOpInterface's rule, without the op prefix.
                if linalg::is_shaped(ctx, vt) {
                    return Err(plain_error(ctx, op, "expected op with scalar input"));
                }
                let et = linalg::elem_type(ctx, ctx.value_type(operands[1]));
                if vt != et {
                    return err(format!(
                        "expected fill value type ('{}') to match output element type ('{}')",
                        self.ts(vt),
                        self.ts(et)
                    ));
                }
            }
            OpKind::LinalgTranspose => {
                let perm = list("permutation");
                let (is, os) = (shape(operands[0]), shape(operands[1]));
                let mut seen = vec![false; perm.len()];
                let valid = perm.iter().all(|p| {
                    usize::try_from(*p)
                        .ok()
                        .and_then(|p| seen.get_mut(p))
                        .is_some_and(|s| !std::mem::replace(s, true))
                });
                if !valid {
                    return err("permutation is not valid".into());
                }
                if is.len() != os.len() {
                    return err(format!(
                        "input rank {} does not match init rank {}",
                        is.len(),
                        os.len()
                    ));
                }
                if perm.len() != is.len() {
                    return err(format!(
                        "size of permutation {} does not match the argument rank {}",
                        perm.len(),
                        is.len()
                    ));
                }
                for (i, p) in perm.iter().enumerate() {
                    let (a, b) = (is[*p as usize], os[i]);
                    if a != DYNAMIC && b != DYNAMIC && a != b {
                        return err(format!(
                            "dim(result, {i}) = {b} doesn't match dim(input, permutation[{i}]) = {a}"
                        ));
                    }
                }
            }
            OpKind::LinalgBroadcast => {
                let dims = list("dimensions");
                let (is, os) = (shape(operands[0]), shape(operands[1]));
                if is.len() + dims.len() != os.len() {
                    return err(format!(
                        "input rank plus added dimensions does not match init rank. input rank: \
                         {}, dimensions size: {}, init rank: {}",
                        is.len(),
                        dims.len(),
                        os.len()
                    ));
                }
                for (i, d) in dims.iter().enumerate() {
                    if *d < 0 || *d >= os.len() as i64 {
                        return err(format!(
                            "dimension {i} is out of range. expected range: [0, {}], got: {d}",
                            os.len() as i64 - 1
                        ));
                    }
                }
                let kept: Vec<usize> = (0..os.len())
                    .filter(|i| !dims.contains(&(*i as i64)))
                    .collect();
                for (input_dim, init_dim) in kept.iter().enumerate() {
                    let (a, b) = (is[input_dim], os[*init_dim]);
                    if a != DYNAMIC && b != DYNAMIC && a != b {
                        return err(format!(
                            "input dim {input_dim} should match init dim {init_dim}. input: {a}, \
                             init: {b}"
                        ));
                    }
                }
            }
            OpKind::LinalgReduce => {
                let dims = list("dimensions");
                let n = operands.len() / 2;
                let is = shape(operands[0]);
                for d in &dims {
                    if *d < 0 || *d >= is.len() as i64 {
                        return err(format!(
                            "dimensions for reduction should be in the range [0, {}].",
                            is.len() as i64 - 1
                        ));
                    }
                }
                let reduced: Vec<i64> = (0..is.len())
                    .filter(|d| !dims.contains(&(*d as i64)))
                    .map(|d| is[d])
                    .collect();
                let os = shape(operands[n]);
                if reduced.len() != os.len() {
                    return err(format!(
                        "number of dimensions after reduction {} doesn't match the init rank {}",
                        reduced.len(),
                        os.len()
                    ));
                }
                if reduced != os {
                    return err(format!(
                        "init dimensions [{}] doesn't match input dimensions after reduction [{}]",
                        join(&os),
                        join(&reduced)
                    ));
                }
            }
            k if crate::ir::linalg_conv::spec(k).is_some() => {
                let attrs: Vec<(String, crate::ir::Attr)> = ctx
                    .attrs(op)
                    .iter()
                    .map(|(k, v)| (ctx.ident_str(*k).to_string(), *v))
                    .collect();
                if let Err(e) = crate::ir::linalg_conv::check_window_attrs(ctx, k, &attrs) {
                    return err(e);
                }
            }
            _ => {}
        }
        Ok(())
    }
}

fn join(v: &[i64]) -> String {
    v.iter()
        .map(|d| {
            if *d == DYNAMIC {
                "?".to_string()
            } else {
                d.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// The element type of a memref or ranked tensor; other types as they are.
fn shaped_elem(ctx: &Context, t: Type) -> Type {
    match ctx.ty(t) {
        TypeData::MemRef { elem, .. } | TypeData::Tensor { elem, .. } => *elem,
        _ => t,
    }
}

/// The value of a (symbol-free) affine expression at `dims`.
fn eval(e: &AffineExpr, dims: &[i64]) -> Option<i64> {
    use crate::ir::AffineOp::*;
    Some(match e {
        AffineExpr::Dim(d) => *dims.get(*d as usize)?,
        AffineExpr::Symbol(_) => return None,
        AffineExpr::Const(c) => *c,
        AffineExpr::Bin(op, a, b) => {
            let (a, b) = (eval(a, dims)?, eval(b, dims)?);
            match op {
                Add => a.checked_add(b)?,
                Mul => a.checked_mul(b)?,
                Mod => (b != 0).then(|| a.rem_euclid(b))?,
                FloorDiv => {
                    (b != 0).then(|| a.div_euclid(b) - i64::from(a.rem_euclid(b) != 0 && b < 0))?
                }
                CeilDiv => (b != 0).then(|| -((-a).div_euclid(b)))?,
            }
        }
    })
}
