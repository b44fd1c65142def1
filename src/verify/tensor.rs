//! Op rules of the tensor dialect, in upstream's order and words (`TensorOps.cpp`).

use super::*;

impl Verifier<'_> {
    pub(super) fn verify_tensor(&mut self, op: Op, kind: TensorOp) -> VResult {
        let ctx = self.ctx;
        let operands = ctx.operands(op).to_vec();
        let results = ctx.results(op).to_vec();
        let ty_of = |v: Value| ctx.value_type(v);
        match kind {
            // ODS order: the operands' kinds, the result's, then TypesMatchWith, then verify().
            TensorOp::TensorExtract => {
                let t = ty_of(operands[0]);
                let TypeData::Tensor { shape, elem, .. } = ctx.ty(t) else {
                    return Err(op_error(
                        ctx,
                        op,
                        format!(
                            "operand #0 must be ranked tensor of any type values, but got '{}'",
                            self.ts(t)
                        ),
                    ));
                };
                for &i in &operands[1..] {
                    if !matches!(self.ty(i), TypeData::Index) {
                        return Err(op_error(
                            ctx,
                            op,
                            format!(
                                "operand #1 must be variadic of index, but got '{}'",
                                self.ts(ty_of(i))
                            ),
                        ));
                    }
                }
                if ty_of(results[0]) != *elem {
                    return Err(op_error(
                        ctx,
                        op,
                        "failed to verify that result type matches element type of tensor",
                    ));
                }
                if shape.len() != operands.len() - 1 {
                    return Err(op_error(
                        ctx,
                        op,
                        "incorrect number of indices for extract_element",
                    ));
                }
            }
            TensorOp::TensorDim => {
                let t = ty_of(operands[0]);
                let ok = match ctx.ty(t) {
                    TypeData::Tensor { shape, .. } => !shape.is_empty(),
                    TypeData::UnrankedTensor { .. } => true,
                    _ => false,
                };
                if !ok {
                    return Err(op_error(
                        ctx,
                        op,
                        format!(
                            "operand #0 must be non-0-ranked or unranked tensor, but got '{}'",
                            self.ts(t)
                        ),
                    ));
                }
                self.expect_index(op, operands[1], "operand #1")?;
                self.expect_index(op, results[0], "result #0")?;
            }
            TensorOp::TensorEmpty => {
                let shape = self.ranked_shape(results[0]);
                self.dynamic_count(op, &shape, operands.len())?;
            }
            TensorOp::TensorSplat => {
                let shape = self.ranked_shape(results[0]);
                self.dynamic_count(op, &shape, operands.len() - 1)?;
            }
            TensorOp::TensorInsert => {
                let rank = self.ranked_shape(operands[1]).len();
                if rank != operands.len() - 2 {
                    return Err(op_error(ctx, op, "incorrect number of indices"));
                }
            }
            TensorOp::TensorExtractSlice => {
                let sizes = ctx.i64_array(op, "static_sizes");
                let src = ty_of(operands[0]);
                self.slice_result(op, &sizes, src, ty_of(results[0]))?;
                slice_in_bounds(ctx, op, src, &sizes)?;
            }
            TensorOp::TensorInsertSlice => {
                let sizes = ctx.i64_array(op, "static_sizes");
                let dest = ty_of(operands[1]);
                self.slice_result(op, &sizes, dest, ty_of(operands[0]))?;
                slice_in_bounds(ctx, op, dest, &sizes)?;
            }
            TensorOp::TensorParallelInsertSlice => self.verify_parallel_insert_slice(op)?,
            TensorOp::TensorCast => {
                let (a, b) = (ty_of(operands[0]), ty_of(results[0]));
                if !tensor_cast_compatible(ctx, a, b) {
                    return Err(op_error(
                        ctx,
                        op,
                        format!(
                            "operand type '{}' and result type '{}' are cast incompatible",
                            self.ts(a),
                            self.ts(b)
                        ),
                    ));
                }
            }
            TensorOp::TensorRank => {}
            TensorOp::TensorYield => {
                let parent = ctx.parent_op(op).map(|p| ctx.kind(p));
                if !matches!(parent, Some(OpKind::TensorGenerate | OpKind::TensorPad)) {
                    return Err(op_error(
                        ctx,
                        op,
                        "expects parent op to be one of 'tensor.generate, tensor.pad'",
                    ));
                }
            }
            TensorOp::TensorGenerate => {
                let shape = self.ranked_shape(results[0]);
                self.dynamic_count(op, &shape, operands.len())?;
                let elem = ctx.ty(ty_of(results[0])).elem();
                self.index_body(
                    op,
                    shape.len(),
                    "must have one body argument per input dimension",
                    true,
                )?;
                if self.yielded_type(op) != elem {
                    return Err(op_error(
                        ctx,
                        op,
                        "body must be terminated with a `yield` operation of the tensor element type",
                    ));
                }
            }
            TensorOp::TensorPad => {
                let (src, res) = (ty_of(operands[0]), ty_of(results[0]));
                let src_shape = self.ranked_shape(operands[0]);
                let res_shape = self.ranked_shape(results[0]);
                let (low, high) = (
                    ctx.i64_array(op, "static_low"),
                    ctx.i64_array(op, "static_high"),
                );
                let rank = src_shape.len();
                if low.len() != rank || high.len() != rank {
                    return Err(plain_error(
                        ctx,
                        op,
                        format!(
                            "failed to infer expectedType from sourceType '{}', specified resultType is '{}'",
                            self.ts(src),
                            self.ts(res)
                        ),
                    ));
                }
                let expected: Vec<i64> = (0..rank)
                    .map(|i| {
                        if [src_shape[i], low[i], high[i]].contains(&DYNAMIC) {
                            DYNAMIC
                        } else {
                            src_shape[i] + low[i] + high[i]
                        }
                    })
                    .collect();
                let bad = res_shape.len() != rank
                    || (0..rank).any(|i| res_shape[i] != expected[i] && expected[i] != DYNAMIC);
                if bad {
                    let elem = ctx.ty(src).elem().unwrap_or(src);
                    let e = shape_type_string(ctx, &expected, elem);
                    return Err(plain_error(
                        ctx,
                        op,
                        format!(
                            "specified type '{}' does not match the inferred type '{e}'",
                            self.ts(res)
                        ),
                    ));
                }
                self.index_body(op, rank, "", false)?;
                if self.yielded_type(op) != ctx.ty(res).elem() {
                    return Err(op_error(
                        ctx,
                        op,
                        "expected yield type to match shape element type",
                    ));
                }
            }
            TensorOp::TensorCollapseShape | TensorOp::TensorExpandShape => {
                let expand = kind == TensorOp::TensorExpandShape;
                let (a, b) = (
                    self.ranked_shape(operands[0]),
                    self.ranked_shape(results[0]),
                );
                let (collapsed, expanded) = if expand { (a, b) } else { (b, a) };
                self.reshape_like(op, &collapsed, &expanded)?;
                if expand {
                    let stat = ctx.i64_array(op, "static_output_shape");
                    let dynamic = stat.iter().filter(|d| **d == DYNAMIC).count();
                    if dynamic != operands.len() - 1 {
                        return Err(op_error(ctx, op, format!(
                            "mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has {dynamic} dynamic dims while output_shape has {} values",
                            operands.len() - 1
                        )));
                    }
                    if stat.len() != expanded.len() {
                        return Err(op_error(ctx, op, format!(
                            "expected number of static shape dims to be equal to the output rank ({}) but found {} inputs instead",
                            expanded.len(),
                            stat.len()
                        )));
                    }
                    for (i, (s, r)) in stat.iter().zip(&expanded).enumerate() {
                        if *s != DYNAMIC && *r != DYNAMIC && s != r {
                            return Err(op_error(
                                ctx,
                                op,
                                format!("invalid output shape provided at pos {i}"),
                            ));
                        }
                    }
                }
            }
            TensorOp::TensorReshape => {
                let (src, res, shape) = (ty_of(operands[0]), ty_of(results[0]), ty_of(operands[1]));
                if ctx.ty(src).elem() != ctx.ty(res).elem() {
                    return Err(op_error(
                        ctx,
                        op,
                        "element types of source and destination tensor types should be the same",
                    ));
                }
                let numel = |t: Type| {
                    ctx.ty(t)
                        .shape()
                        .filter(|s| !s.contains(&DYNAMIC))
                        .map(|s| s.iter().product::<i64>())
                };
                if let (Some(a), Some(b)) = (numel(src), numel(res)) {
                    if a != b {
                        return Err(op_error(
                            ctx,
                            op,
                            "source and destination tensor should have the same number of elements",
                        ));
                    }
                }
                let len = ctx.ty(shape).shape().and_then(|s| s.first().copied());
                match (len, ctx.ty(res).shape()) {
                    (Some(DYNAMIC), Some(_)) => {
                        return Err(op_error(
                            ctx,
                            op,
                            "cannot use shape operand with dynamic length to reshape to statically-ranked tensor type",
                        ))
                    }
                    (Some(n), Some(r)) if n != r.len() as i64 => {
                        return Err(op_error(
                            ctx,
                            op,
                            "length of shape operand differs from the result's tensor rank",
                        ))
                    }
                    _ => {}
                }
            }
            TensorOp::TensorFromElements => {
                let t = ty_of(results[0]);
                let shape = self.ranked_shape(results[0]);
                if shape.contains(&DYNAMIC) {
                    return Err(op_error(
                        ctx,
                        op,
                        format!(
                            "result #0 must be statically shaped tensor of any type values, but got '{}'",
                            self.ts(t)
                        ),
                    ));
                }
                let n: i64 = shape.iter().product();
                let elem = ctx.ty(t).elem();
                if n != operands.len() as i64 || operands.iter().any(|v| Some(ty_of(*v)) != elem) {
                    return Err(op_error(
                        ctx,
                        op,
                        "failed to verify that operand types match result element type",
                    ));
                }
            }
            TensorOp::TensorConcat => self.verify_concat(op)?,
        }
        Ok(())
    }

    /// The shape of a ranked tensor value (empty for anything else: the row's checks say so).
    fn ranked_shape(&self, v: Value) -> Vec<i64> {
        match self.ty(v) {
            TypeData::Tensor { shape, .. } => shape.clone(),
            _ => Vec::new(),
        }
    }

    /// One size operand per dynamic dimension of `shape`.
    fn dynamic_count(&self, op: Op, shape: &[i64], operands: usize) -> VResult {
        let expected = shape.iter().filter(|d| **d == DYNAMIC).count();
        if expected != operands {
            return Err(op_error(
                self.ctx,
                op,
                format!("incorrect number of dynamic sizes, has {operands}, expected {expected}"),
            ));
        }
        Ok(())
    }

    /// The body of `generate` (`msg` on a wrong count) or `pad`: `rank` index arguments.
    fn index_body(&self, op: Op, rank: usize, msg: &str, generate: bool) -> VResult {
        let ctx = self.ctx;
        let Some(b) = ctx.regions(op).first().and_then(|r| ctx.entry_block(*r)) else {
            return Ok(());
        };
        let args = ctx.block_args(b).to_vec();
        if args.len() != rank {
            let m = if generate {
                msg.to_string()
            } else {
                format!("expected the block to have {rank} arguments")
            };
            return Err(plain_error(ctx, op, m));
        }
        for (i, a) in args.iter().enumerate() {
            if !matches!(self.ty(*a), TypeData::Index) {
                let m = if generate {
                    "all body arguments must be index".to_string()
                } else {
                    format!("expected block argument {} to be an index", i + 1)
                };
                return Err(plain_error(ctx, op, m));
            }
        }
        Ok(())
    }

    /// The type a `generate`/`pad` body yields (`None` without a `tensor.yield` of one value).
    fn yielded_type(&self, op: Op) -> Option<Type> {
        let ctx = self.ctx;
        let b = ctx.regions(op).first().and_then(|r| ctx.entry_block(*r))?;
        let t = ctx.last_op(b)?;
        if ctx.kind(t) != OpKind::TensorYield || ctx.operands(t).len() != 1 {
            return None;
        }
        Some(ctx.value_type(ctx.operand(t, 0)))
    }

    /// `extract_slice`'s result (or `insert_slice`'s source) `candidate` against the type its
    /// static sizes give (`isRankReducedType`: a rank-reduced version may drop unit dims).
    pub(super) fn slice_result(
        &self,
        op: Op,
        sizes: &[i64],
        sliced: Type,
        candidate: Type,
    ) -> VResult {
        let ctx = self.ctx;
        let elem = ctx.ty(sliced).elem().unwrap_or(sliced);
        let cand_shape = ctx
            .ty(candidate)
            .shape()
            .map(|s| s.to_vec())
            .unwrap_or_default();
        let expected = shape_type_string(ctx, sizes, elem);
        if cand_shape.len() > sizes.len() {
            return Err(plain_error(
                ctx,
                op,
                "expected rank to be smaller or equal to the other rank. ",
            ));
        }
        if rank_reduction_mask(sizes, &cand_shape).is_none() {
            return Err(plain_error(
                ctx,
                op,
                format!(
                    "expected type to be '{expected}' or a rank-reduced version. (size mismatch) "
                ),
            ));
        }
        if ctx.ty(candidate).elem() != Some(elem) {
            return Err(plain_error(
                ctx,
                op,
                format!("expected element type to be '{}'", self.ts(elem)),
            ));
        }
        Ok(())
    }

    /// `collapse_shape`/`expand_shape`: the reassociation groups, then each group's sizes
    /// (upstream's `verifyReshapeLikeTypes`).
    fn reshape_like(&self, op: Op, collapsed: &[i64], expanded: &[i64]) -> VResult {
        let ctx = self.ctx;
        if ctx.get_attr(op, "reassociation").is_none() {
            return Ok(());
        }
        let groups = ctx.reassociation(op);
        if expanded.len() < collapsed.len() {
            return Err(op_error(ctx, op, format!(
                "expected the expanded type, '{}' to have a higher (or same) rank than the collapsed type, '{}'.",
                self.ts(ctx.value_type(if ctx.kind(op) == OpKind::TensorExpandShape { ctx.result(op, 0) } else { ctx.operand(op, 0) })),
                self.ts(ctx.value_type(if ctx.kind(op) == OpKind::TensorExpandShape { ctx.operand(op, 0) } else { ctx.result(op, 0) })),
            )));
        }
        if groups.len() != collapsed.len() {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "expected collapsed rank ({}) to equal the number of reassociation maps ({})",
                    collapsed.len(),
                    groups.len()
                ),
            ));
        }
        let mut next = 0i64;
        for (k, g) in groups.iter().enumerate() {
            if g.is_empty() && !collapsed.is_empty() {
                return Err(op_error(
                    ctx,
                    op,
                    format!("expected reassociation map #{k} to be valid and contiguous"),
                ));
            }
            for d in g {
                if *d != next || *d >= expanded.len() as i64 {
                    return Err(op_error(
                        ctx,
                        op,
                        format!("expected reassociation map #{k} to be valid and contiguous"),
                    ));
                }
                next += 1;
            }
        }
        if next != expanded.len() as i64 && !collapsed.is_empty() {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "expected reassociation map #{} to end at dimension {}",
                    groups.len().saturating_sub(1),
                    expanded.len() as i64 - 1
                ),
            ));
        }
        for (k, g) in groups.iter().enumerate() {
            let dims: Vec<i64> = g.iter().map(|d| expanded[*d as usize]).collect();
            if dims.contains(&DYNAMIC) {
                if collapsed[k] != DYNAMIC {
                    return Err(op_error(ctx, op, format!(
                        "expected dimension {k} of collapsed type to be dynamic since one or more of the corresponding dimensions in the expanded type is dynamic"
                    )));
                }
            } else {
                let p = dims.iter().fold(1i64, |a, b| a.wrapping_mul(*b));
                if collapsed[k] != p {
                    return Err(op_error(
                        ctx,
                        op,
                        format!(
                            "expected dimension {k} of collapsed type to be static value of {p}"
                        ),
                    ));
                }
            }
        }
        Ok(())
    }

    fn verify_concat(&self, op: Op) -> VResult {
        let ctx = self.ctx;
        let ins = ctx.operands(op).to_vec();
        let res = ctx.value_type(ctx.result(op, 0));
        let rshape = self.ranked_shape(ctx.result(op, 0));
        let rank = rshape.len();
        let dim = match ctx.get_attr(op, "dim").map(|a| ctx.attr(a)) {
            Some(AttrData::Integer { value, .. }) => *value as i64,
            _ => 0,
        };
        if ins.is_empty() {
            return Err(op_error(ctx, op, "requires at least one input"));
        }
        let elem = ctx.ty(res).elem();
        for v in &ins {
            if self.ranked_shape(*v).len() != rank {
                return Err(op_error(
                    ctx,
                    op,
                    "rank of concatenated inputs must match result rank",
                ));
            }
            if ctx.ty(ctx.value_type(*v)).elem() != elem {
                return Err(op_error(
                    ctx,
                    op,
                    "inputs and result element type must match",
                ));
            }
        }
        if dim < 0 || dim >= rank as i64 {
            return Err(op_error(
                ctx,
                op,
                "concatenation dim must be less than the tensor rank",
            ));
        }
        let dim = dim as usize;
        let mut inferred = vec![DYNAMIC; rank];
        for (i, inf) in inferred.iter_mut().enumerate() {
            if i == dim {
                continue;
            }
            for v in &ins {
                let s = self.ranked_shape(*v)[i];
                if s == DYNAMIC {
                    continue;
                }
                if *inf != DYNAMIC && *inf != s {
                    return Err(op_error(
                        ctx,
                        op,
                        format!(
                        "static concatenation size mismatch along non-concatenated dimension {i}"
                    ),
                    ));
                }
                *inf = s;
            }
        }
        let along: Vec<i64> = ins.iter().map(|v| self.ranked_shape(*v)[dim]).collect();
        inferred[dim] = if along.contains(&DYNAMIC) {
            DYNAMIC
        } else {
            along.iter().sum()
        };
        let fits = rshape
            .iter()
            .zip(&inferred)
            .all(|(r, i)| *r == DYNAMIC || *i == DYNAMIC || r == i);
        if !fits {
            let e = shape_type_string(ctx, &inferred, elem.unwrap_or(res));
            return Err(op_error(
                ctx,
                op,
                format!(
                    "result type '{}'does not match inferred shape '{e}' static sizes",
                    self.ts(res)
                ),
            ));
        }
        Ok(())
    }
}

/// `tensor<shape x elem>` as printed.
fn shape_type_string(ctx: &Context, shape: &[i64], elem: Type) -> String {
    let mut s = String::from("tensor<");
    for d in shape {
        if *d == DYNAMIC {
            s.push('?');
        } else {
            s += &d.to_string();
        }
        s.push('x');
    }
    s += &crate::print::type_to_string(ctx, elem);
    s.push('>');
    s
}

/// Upstream's `computeRankReductionMask`: the unit dims of `original` dropped to get
/// `reduced`, matched greedily; `None` if `reduced` is not such a version.
pub(crate) fn rank_reduction_mask(original: &[i64], reduced: &[i64]) -> Option<Vec<usize>> {
    let mut dropped = Vec::new();
    let mut j = 0;
    for (i, d) in original.iter().enumerate() {
        if j < reduced.len() && *d == reduced[j] {
            j += 1;
            continue;
        }
        if *d != 1 {
            return None;
        }
        dropped.push(i);
    }
    (j == reduced.len()).then_some(dropped)
}

/// `tensor.cast`'s compatibility: same element type; ranks and static sizes agree where both
/// are known.
fn tensor_cast_compatible(ctx: &Context, a: Type, b: Type) -> bool {
    let tensor = |t: Type| {
        matches!(
            ctx.ty(t),
            TypeData::Tensor { .. } | TypeData::UnrankedTensor { .. }
        )
    };
    if !tensor(a) || !tensor(b) || ctx.ty(a).elem() != ctx.ty(b).elem() {
        return false;
    }
    match (ctx.ty(a).shape(), ctx.ty(b).shape()) {
        (Some(x), Some(y))
            if matches!(ctx.ty(a), TypeData::Tensor { .. })
                && matches!(ctx.ty(b), TypeData::Tensor { .. }) =>
        {
            x.len() == y.len()
                && x.iter()
                    .zip(y)
                    .all(|(p, q)| *p == DYNAMIC || *q == DYNAMIC || p == q)
        }
        _ => true,
    }
}

/// Static slices of `tensor.extract_slice`/`insert_slice` must lie inside `whole` (upstream's
/// `verifyInBoundsSlice`; also `tensor.parallel_insert_slice`'s).
pub(super) fn slice_in_bounds(
    ctx: &Context,
    op: Op,
    whole: Type,
    sizes: &[i64],
) -> Result<(), Diagnostic> {
    let shape = ctx
        .ty(whole)
        .shape()
        .map(|s| s.to_vec())
        .unwrap_or_default();
    let offs = ctx.i64_array(op, "static_offsets");
    let strides = ctx.i64_array(op, "static_strides");
    if offs.len() == shape.len() && sizes.len() == shape.len() && strides.len() == shape.len() {
        if let Err(msg) = super::in_bounds_slice(&shape, &offs, sizes, &strides) {
            return Err(super::plain_error(ctx, op, msg));
        }
    }
    Ok(())
}
