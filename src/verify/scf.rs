//! Op rules of scf: structured control flow — loops, conditionals, their terminators and region edges.

use super::*;

impl Verifier<'_> {
    pub(super) fn verify_scf(&mut self, op: Op, kind: ScfOp) -> VResult {
        use OpKind::*;
        let ctx = self.ctx;
        let operands = ctx.operands(op);
        let results = ctx.results(op);
        match kind {
            ScfOp::ScfYield => {
                self.expect_parent(
                    op,
                    &[ScfExecuteRegion, ScfFor, ScfIf, ScfIndexSwitch, ScfWhile],
                )?;
                let p = ctx.parent_op(op).unwrap();
                let expected: smallvec::SmallVec<[Type; 4]> = if ctx.kind(p) == ScfWhile {
                    // The `do` region yields the before-region's arguments.
                    ctx.entry_block(ctx.regions(p)[0])
                        .map(|b| {
                            ctx.block_args(b)
                                .iter()
                                .map(|v| ctx.value_type(*v))
                                .collect()
                        })
                        .unwrap_or_default()
                } else {
                    ctx.results(p).iter().map(|v| ctx.value_type(*v)).collect()
                };
                let got: smallvec::SmallVec<[Type; 4]> =
                    operands.iter().map(|v| ctx.value_type(*v)).collect();
                // scf.index_switch's own verifier (its words; region 0 is the default).
                if ctx.kind(p) == ScfIndexSwitch && got != expected {
                    let k = region_index(ctx, op);
                    let name = if k == 0 {
                        "default region".to_string()
                    } else {
                        format!("case region #{}", k - 1)
                    };
                    let at = loc_pos(ctx, ctx.op_loc(op));
                    if got.len() != expected.len() {
                        return Err(op_error(
                            ctx,
                            p,
                            format!(
                                "expected each region to return {} values, but {name} returns {}",
                                expected.len(),
                                got.len()
                            ),
                        )
                        .with_note(at, "see yield operation here"));
                    }
                    let i = (0..got.len()).find(|i| got[*i] != expected[*i]).unwrap();
                    return Err(op_error(
                        ctx,
                        p,
                        format!(
                            "expected result #{i} of each region to be '{}'",
                            self.ts(expected[i])
                        ),
                    )
                    .with_note(at, format!("{name} returns '{}' here", self.ts(got[i]))));
                }
                // A loop body yields back to a region (a while's `do` region to its `before`
                // region); the others yield to the parent's results.
                let to = if matches!(ctx.kind(p), ScfWhile | ScfFor) {
                    "Region #0"
                } else {
                    "parent"
                };
                if got.len() != expected.len() {
                    return Err(op_error(ctx, p, format!(
                        "along control flow edge from Operation scf.yield to {to}: region branch point has {} operands, but region successor needs {} inputs",
                        got.len(), expected.len()))
                    .with_note(loc_pos(ctx, ctx.op_loc(op)), "region branch point"));
                }
                if let Some(i) = (0..got.len()).find(|i| got[*i] != expected[*i]) {
                    return Err(op_error(ctx, p, format!(
                        "along control flow edge from Operation scf.yield to {to}: successor operand type #{i} '{}' should match successor input type #{i} '{}'",
                        self.ts(got[i]), self.ts(expected[i])))
                    .with_note(loc_pos(ctx, ctx.op_loc(op)), "region branch point"));
                }
            }
            ScfOp::ScfCondition => {
                self.expect_parent(op, &[ScfWhile])?;
                let p = ctx.parent_op(op).unwrap();
                let got: smallvec::SmallVec<[Type; 4]> =
                    operands[1..].iter().map(|v| ctx.value_type(*v)).collect();
                let expected: smallvec::SmallVec<[Type; 4]> =
                    ctx.results(p).iter().map(|v| ctx.value_type(*v)).collect();
                if got != expected {
                    return Err(op_error(
                        ctx,
                        p,
                        "expects the `scf.condition` operand types to match the op result types",
                    ));
                }
            }
            ScfOp::ScfFor => self.verify_for(op)?,
            ScfOp::ScfIf
                if ctx.regions(op).iter().any(|r| {
                    ctx.entry_block(*r)
                        .is_some_and(|b| !ctx.block_args(b).is_empty())
                }) =>
            {
                let k = ctx
                    .regions(op)
                    .iter()
                    .position(|r| {
                        ctx.entry_block(*r)
                            .is_some_and(|b| !ctx.block_args(b).is_empty())
                    })
                    .unwrap_or(0);
                return Err(op_error(
                    ctx,
                    op,
                    format!("region #{k} should have no arguments"),
                ));
            }
            ScfOp::ScfExecuteRegion
                if ctx
                    .entry_block(ctx.regions(op)[0])
                    .is_some_and(|b| !ctx.block_args(b).is_empty()) =>
            {
                return Err(op_error(ctx, op, "region cannot have any arguments"));
            }
            ScfOp::ScfParallel => self.verify_parallel(op)?,
            ScfOp::ScfIf if !results.is_empty() && ctx.region_is_empty(ctx.regions(op)[1]) => {
                return Err(op_error(
                    ctx,
                    op,
                    "must have an else block if defining values",
                ));
            }
            ScfOp::ScfWhile => {
                let before = ctx.regions(op)[0];
                if let Some(b) = ctx.entry_block(before) {
                    let tys: smallvec::SmallVec<[Type; 4]> = ctx
                        .block_args(b)
                        .iter()
                        .map(|v| ctx.value_type(*v))
                        .collect();
                    let init: smallvec::SmallVec<[Type; 4]> =
                        operands.iter().map(|v| ctx.value_type(*v)).collect();
                    if tys != init {
                        return Err(op_error(ctx, op, "expects the types of the before region arguments to match the operand types"));
                    }
                    if let Some(t) = ctx.last_op(b) {
                        if ctx.kind(t) != ScfCondition {
                            return Err(op_error(
                                ctx,
                                op,
                                "expects the 'before' region to terminate with 'scf.condition'",
                            ));
                        }
                    }
                }
                self.verify_while_edges(op)?;
                let after = ctx.regions(op)[1];
                if let Some(b) = ctx.entry_block(after) {
                    let tys: smallvec::SmallVec<[Type; 4]> = ctx
                        .block_args(b)
                        .iter()
                        .map(|v| ctx.value_type(*v))
                        .collect();
                    let res: smallvec::SmallVec<[Type; 4]> =
                        results.iter().map(|v| ctx.value_type(*v)).collect();
                    if tys != res {
                        return Err(op_error(ctx, op, "expects the types of the 'after' region arguments to match the op result types"));
                    }
                }
            }
            ScfOp::ScfReduce => {
                self.expect_parent(op, &[ScfParallel])?;
                self.verify_reduce(op)?;
            }
            ScfOp::ScfReduceReturn => {
                self.expect_parent(op, &[ScfReduce])?;
                // The reduction's inputs are the region's block arguments.
                let want = ctx
                    .op_block(op)
                    .and_then(|b| ctx.block_args(b).first().copied())
                    .map(|a| ctx.value_type(a));
                if let (Some(want), Some(got)) = (want, operands.first()) {
                    if ctx.value_type(*got) != want {
                        return Err(op_error(
                            ctx,
                            op,
                            format!(
                                "must have type '{}' (the type of the reduction inputs)",
                                self.ts(want)
                            ),
                        ));
                    }
                }
            }
            ScfOp::ScfForallInParallel => {
                self.expect_parent(op, &[ScfForall])?;
                self.verify_in_parallel(op)?;
            }
            ScfOp::ScfForall => self.verify_forall(op)?,
            ScfOp::ScfIndexSwitch => {
                let cases = ctx.i64_array(op, "cases");
                for (i, v) in cases.iter().enumerate() {
                    if cases[..i].contains(v) {
                        return Err(op_error(ctx, op, format!("has duplicate case value: {v}")));
                    }
                }
            }
            // No rules beyond the table row and the structural checks.
            ScfOp::ScfIf | ScfOp::ScfExecuteRegion => {}
        }
        Ok(())
    }

    /// The edges out of a `scf.while`'s `scf.condition`: to the `after` region's arguments
    /// and to the results (RegionBranchOpInterface's checks, in upstream's words, with the
    /// "region branch point" note at the condition).
    fn verify_while_edges(&self, op: Op) -> VResult {
        let ctx = self.ctx;
        let Some(cond) = ctx
            .entry_block(ctx.regions(op)[0])
            .and_then(|b| ctx.last_op(b))
            .filter(|t| ctx.kind(*t) == OpKind::ScfCondition)
        else {
            return Ok(());
        };
        let forwarded: smallvec::SmallVec<[Type; 4]> = ctx.operands(cond)[1..]
            .iter()
            .map(|v| ctx.value_type(*v))
            .collect();
        let after: smallvec::SmallVec<[Type; 4]> = ctx
            .entry_block(ctx.regions(op)[1])
            .map(|b| {
                ctx.block_args(b)
                    .iter()
                    .map(|v| ctx.value_type(*v))
                    .collect()
            })
            .unwrap_or_default();
        let results: smallvec::SmallVec<[Type; 4]> =
            ctx.results(op).iter().map(|v| ctx.value_type(*v)).collect();
        let point = loc_pos(ctx, ctx.op_loc(cond));
        for (to, inputs) in [("Region #1", &after), ("parent", &results)] {
            let edge = format!("along control flow edge from Operation scf.condition to {to}");
            if forwarded.len() != inputs.len() {
                return Err(op_error(ctx, op, format!(
                    "{edge}: region branch point has {} operands, but region successor needs {} inputs",
                    forwarded.len(), inputs.len()))
                .with_note(point, "region branch point"));
            }
            if let Some(i) = (0..inputs.len()).find(|i| forwarded[*i] != inputs[*i]) {
                return Err(op_error(ctx, op, format!(
                    "{edge}: successor operand type #{i} '{}' should match successor input type #{i} '{}'",
                    self.ts(forwarded[i]), self.ts(inputs[i])))
                .with_note(point, "region branch point"));
            }
        }
        Ok(())
    }

    /// `scf.for` (ForOp::verify, then the loop-like interface's checks, in upstream's words).
    fn verify_for(&self, op: Op) -> VResult {
        let ctx = self.ctx;
        let operands = ctx.operands(op);
        let results = ctx.results(op);
        let inits = &operands[3..];
        if inits.len() != results.len() {
            return Err(op_error(
                ctx,
                op,
                "mismatch in number of loop-carried values and defined values",
            ));
        }
        let Some(b) = ctx.entry_block(ctx.regions(op)[0]) else {
            return Err(op_error(ctx, op, "expects a non-empty body"));
        };
        let args = ctx.block_args(b);
        let iv_t = ctx.value_type(operands[0]);
        if args.is_empty()
            || ctx.value_type(args[0]) != iv_t
            || ctx.value_type(operands[1]) != iv_t
            || ctx.value_type(operands[2]) != iv_t
        {
            return Err(op_error(
                ctx,
                op,
                "expected induction variable to be same type as bounds and step",
            ));
        }
        let iter_args = &args[1..];
        if inits.len() != iter_args.len() {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "different number of inits and region iter_args: {} != {}",
                    inits.len(),
                    iter_args.len()
                ),
            ));
        }
        let yielded: Vec<Value> = ctx
            .last_op(b)
            .filter(|t| ctx.kind(*t) == OpKind::ScfYield)
            .map(|t| ctx.operands(t).to_vec())
            .unwrap_or_default();
        if !yielded.is_empty() && yielded.len() != iter_args.len() {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "different number of region iter_args and yielded values: {} != {}",
                    iter_args.len(),
                    yielded.len()
                ),
            ));
        }
        let t = |v: Value| self.ts(ctx.value_type(v));
        for (i, (init, arg)) in inits.iter().zip(iter_args).enumerate() {
            if ctx.value_type(*init) != ctx.value_type(*arg) {
                return Err(op_error(
                    ctx,
                    op,
                    format!(
                        "{i}-th init and {i}-th region iter_arg have different type: '{}' != '{}'",
                        t(*init),
                        t(*arg)
                    ),
                ));
            }
            if let Some(y) = yielded.get(i) {
                if ctx.value_type(*arg) != ctx.value_type(*y) {
                    return Err(op_error(ctx, op, format!(
                        "{i}-th region iter_arg and {i}-th yielded value have different type: '{}' != '{}'",
                        t(*arg), t(*y))));
                }
            }
        }
        for (i, (arg, res)) in iter_args.iter().zip(results).enumerate() {
            if ctx.value_type(*arg) != ctx.value_type(*res) {
                return Err(op_error(ctx, op, format!(
                    "{i}-th region iter_arg and {i}-th loop result have different type: '{}' != '{}'",
                    t(*arg), t(*res))));
            }
        }
        Ok(())
    }

    /// `scf.parallel`: index induction variables, one per bound, constant steps positive,
    /// an `scf.reduce` terminator.
    fn verify_parallel(&self, op: Op) -> VResult {
        let ctx = self.ctx;
        let segs = ctx.segments(op);
        let n = segs.first().copied().unwrap_or(0);
        let steps = ctx.segment(op, 2).to_vec();
        if steps.is_empty() {
            return Err(op_error(
                ctx,
                op,
                "needs at least one tuple element for lowerBound, upperBound and step",
            ));
        }
        if let Some(b) = ctx.entry_block(ctx.regions(op)[0]) {
            let args = ctx.block_args(b);
            if args
                .iter()
                .any(|a| !matches!(ctx.ty(ctx.value_type(*a)), TypeData::Index))
            {
                return Err(op_error(
                    ctx,
                    op,
                    "expects arguments for the induction variable to be of index type",
                ));
            }
            if args.len() != n {
                return Err(op_error(ctx, op, format!(
                    "expects the same number of induction variables: {} as bound and step values: {n}",
                    args.len())));
            }
        }
        if steps
            .iter()
            .any(|s| crate::ir::matchers::const_int(ctx, *s).is_some_and(|c| c <= 0))
        {
            return Err(op_error(ctx, op, "constant step operand must be positive"));
        }
        if let Some(t) = ctx
            .entry_block(ctx.regions(op)[0])
            .and_then(|b| ctx.last_op(b))
        {
            if ctx.kind(t) != OpKind::ScfReduce {
                return Err(
                    op_error(ctx, op, "expects body to terminate with 'scf.reduce'")
                        .with_note(loc_pos(ctx, ctx.op_loc(t)), "terminator here"),
                );
            }
        }
        Ok(())
    }

    /// `scf.reduce`: each operand's type is its parallel loop's result type, and each
    /// reduction region takes two arguments of it.
    fn verify_reduce(&self, op: Op) -> VResult {
        let ctx = self.ctx;
        let Some(p) = ctx.parent_op(op) else {
            return Ok(());
        };
        let results = ctx.results(p);
        for (i, v) in ctx.operands(op).iter().enumerate() {
            let t = ctx.value_type(*v);
            if let Some(r) = results.get(i) {
                if ctx.value_type(*r) != t {
                    return Err(op_error(ctx, op, format!(
                        "expects type of {i}-th reduction operand: '{}' to be the same as the {i}-th result type: '{}'",
                        self.ts(t), self.ts(ctx.value_type(*r)))));
                }
            }
            let ok = ctx
                .regions(op)
                .get(i)
                .and_then(|r| ctx.entry_block(*r))
                .is_some_and(|b| {
                    let a = ctx.block_args(b);
                    a.len() == 2 && a.iter().all(|x| ctx.value_type(*x) == t)
                });
            if !ok {
                return Err(op_error(
                    ctx,
                    op,
                    format!(
                    "expected two block arguments with type '{}' in the {i}-th reduction region",
                    self.ts(t)),
                ));
            }
        }
        Ok(())
    }
}

/// The structural rules of scf ops beyond their table rows (checked before the op rules, as
/// ODS does): bound and condition types, then region shapes and block arguments.
pub(super) fn structure(ctx: &Context, op: Op, kind: ScfOp) -> VResult {
    use super::structure::needs_entry;
    use ScfOp::*;
    let (n_ops, n_res) = (ctx.operands(op).len(), ctx.results(op).len());
    // Operand types come before region shapes (ODS verifies them first).
    let ty_of = |i: usize| ctx.value_type(ctx.operand(op, i));
    let ty_text = |i: usize| crate::print::type_to_string(ctx, ty_of(i));
    if kind == ScfFor && n_ops >= 3 {
        for i in 0..3 {
            let ok = match ctx.ty(ty_of(i)) {
                TypeData::Index => true,
                TypeData::Integer { signedness, .. } => {
                    *signedness == crate::ir::Signedness::Signless
                }
                _ => false,
            };
            if !ok {
                return Err(op_error(
                    ctx,
                    op,
                    format!(
                        "operand #{i} must be signless integer or index, but got '{}'",
                        ty_text(i)
                    ),
                ));
            }
        }
        if ty_of(0) != ty_of(1) || ty_of(0) != ty_of(2) {
            return Err(op_error(
                ctx,
                op,
                "failed to verify that all of {lowerBound, upperBound, step} have same type",
            ));
        }
    }
    if kind == ScfIf && n_ops == 1 && !ctx.ty(ty_of(0)).is_i1() {
        return Err(op_error(
            ctx,
            op,
            format!(
                "operand #0 must be 1-bit signless integer, but got '{}'",
                ty_text(0)
            ),
        ));
    }
    match kind {
        ScfFor => {
            let b = needs_entry(ctx, op, 0)?;
            if n_res != n_ops - 3 {
                return Err(op_error(
                    ctx,
                    op,
                    "mismatch in number of loop-carried values and defined values",
                ));
            }
            let args = ctx.block_args(b).len();
            if args == 0 {
                return Err(op_error(
                    ctx,
                    op,
                    "expected induction variable to be same type as bounds and step",
                ));
            }
            if args != n_ops - 2 {
                return Err(op_error(
                    ctx,
                    op,
                    format!(
                        "different number of inits and region iter_args: {} != {}",
                        n_ops - 3,
                        args - 1
                    ),
                ));
            }
        }
        ScfParallel => {
            let b = needs_entry(ctx, op, 0)?;
            let nivs = match ctx.get_attr(op, "operandSegmentSizes").map(|a| ctx.attr(a)) {
                Some(AttrData::DenseArray { values, .. }) => values[0] as usize,
                _ => 0,
            };
            if ctx.block_args(b).len() != nivs {
                return Err(op_error(
                    ctx,
                    op,
                    format!(
                        "expects the same number of induction variables: {} as bound and step values: {nivs}",
                        ctx.block_args(b).len()
                    ),
                ));
            }
        }
        ScfForall => {
            let b = needs_entry(ctx, op, 0)?;
            let nivs = ctx.i64_array(op, "staticUpperBound").len();
            let nouts = match ctx.get_attr(op, "operandSegmentSizes").map(|a| ctx.attr(a)) {
                Some(AttrData::DenseArray { values, .. }) => values[3] as usize,
                _ => 0,
            };
            if ctx.block_args(b).len() != nivs + nouts {
                return Err(op_error(
                    ctx,
                    op,
                    format!("region expects {nivs} arguments"),
                ));
            }
        }
        ScfWhile | ScfExecuteRegion | ScfForallInParallel => {
            needs_entry(ctx, op, 0)?;
            if kind == ScfWhile {
                needs_entry(ctx, op, 1)?;
            }
        }
        ScfIf | ScfIndexSwitch => {
            needs_entry(ctx, op, 0)?;
        }
        ScfReduce => {
            for i in 0..ctx.regions(op).len() {
                let b = needs_entry(ctx, op, i)?;
                let t = ctx.value_type(ctx.operand(op, i));
                let args = ctx.block_args(b);
                if args.len() != 2 || args.iter().any(|a| ctx.value_type(*a) != t) {
                    return Err(op_error(ctx, op, format!("expected two block arguments with type '{}' in the {i}-th reduction region", crate::print::type_to_string(ctx, t))));
                }
            }
        }
        ScfCondition | ScfYield | ScfReduceReturn => {}
    }
    Ok(())
}
