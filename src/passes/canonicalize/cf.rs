//! `canonicalize` patterns and folds of cf: branch simplifications and `cf.assert true`.

use super::*;

/// `cf.assert true` never fires.
pub(super) fn assert_true(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if ctx.kind(op) != OpKind::CfAssert || const_int(ctx, ctx.operand(op, 0)).is_none_or(|c| c == 0)
    {
        return false;
    }
    rw.erase_op(op);
    true
}

/// `cf.br` to a block whose only predecessor is this branch: merge the blocks.
pub(super) fn br_to_single_pred_block(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if ctx.kind(op) != OpKind::CfBr {
        return false;
    }
    let dest = ctx.successors(op)[0];
    let here = ctx.op_block(op).unwrap();
    if dest == here
        || ctx.block_region(dest).and_then(|r| ctx.entry_block(r)) == Some(dest)
        || preds(ctx, dest).len() != 1
    {
        return false;
    }
    let args = ctx.operands(op).to_vec();
    let params = ctx.block_args(dest).to_vec();
    for (p, a) in params.iter().zip(&args) {
        rw.replace_value(*p, *a);
    }
    rw.erase_op(op);
    let ops: Vec<Op> = rw.ctx.block_ops(dest).collect();
    for o in ops {
        rw.ctx.detach_op(o);
        rw.ctx.append_op(here, o);
        rw.add(o);
    }
    rw.ctx.erase_block(dest);
    true
}

/// Replaces the terminator `op` by `cf.br ^dest(args)`.
fn replace_with_br(rw: &mut Rewriter, op: Op, dest: Block, args: &[Value]) {
    let br = Builder::before(rw.ctx, op).br(rw.ctx, dest, args);
    rw.add(br);
    rw.erase_op(op);
}

/// Replaces the branch `op` by a `cf.br` along its successor `i` (with that edge's operands).
fn take_successor(rw: &mut Rewriter, op: Op, i: usize) {
    let dest = rw.ctx.successors(op)[i];
    let args = crate::ir::interfaces::successor_operands(rw.ctx, op, i);
    replace_with_br(rw, op, dest, &args);
}

pub(super) fn preds(ctx: &Context, b: Block) -> Vec<Op> {
    let Some(r) = ctx.block_region(b) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for pb in ctx.region_blocks(r) {
        if let Some(t) = ctx.last_op(pb) {
            for s in ctx.successors(t) {
                if *s == b {
                    out.push(t);
                }
            }
        }
    }
    out
}

/// If `dest` holds only a `cf.br`, the destination and operands to branch to directly.
pub(super) fn pass_through(
    ctx: &Context,
    dest: Block,
    args: &[Value],
) -> Option<(Block, Vec<Value>)> {
    let first = ctx.first_op(dest)?;
    if ctx.kind(first) != OpKind::CfBr || ctx.next_op(first).is_some() {
        return None;
    }
    let target = ctx.successors(first)[0];
    if target == dest {
        return None;
    }
    // Its arguments used only by that branch (upstream's collapseBranch): one used further
    // on, in a block the branch leads to, would lose its definition when the edge bypasses
    // `dest`.
    if ctx
        .block_args(dest)
        .iter()
        .any(|a| ctx.uses(*a).iter().any(|u| u.op != first))
    {
        return None;
    }
    // Not into a cycle of branches (upstream's collapseBranch; collapsing would go round it
    // forever): follow the blocks ending in `cf.br` from the target.
    let mut seen = vec![dest, target];
    let mut next = ctx.last_op(target).filter(|t| ctx.kind(*t) == OpKind::CfBr);
    while let Some(br) = next {
        let d = ctx.successors(br)[0];
        if seen.contains(&d) {
            return None;
        }
        seen.push(d);
        next = ctx.last_op(d).filter(|t| ctx.kind(*t) == OpKind::CfBr);
    }
    let params = ctx.block_args(dest);
    let mut out = Vec::new();
    for v in ctx.operands(first) {
        if let Some(i) = params.iter().position(|p| p == v) {
            out.push(args[i]);
        } else if ctx.value_block(*v) == Some(dest) {
            return None;
        } else {
            out.push(*v);
        }
    }
    Some((target, out))
}

/// `cf.br ^a(args)` where `^a` only branches on: branch to the final destination.
pub(super) fn br_pass_through(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if ctx.kind(op) != OpKind::CfBr {
        return false;
    }
    let Some((target, args)) = pass_through(ctx, ctx.successors(op)[0], ctx.operands(op)) else {
        return false;
    };
    rw.ctx.set_successors(op, &[target]);
    rw.ctx.set_operands(op, &args);
    rw.modified(op);
    true
}

pub(super) fn set_cond_br(
    rw: &mut Rewriter,
    op: Op,
    t: Block,
    targs: &[Value],
    f: Block,
    fargs: &[Value],
) {
    let cond = rw.ctx.operand(op, 0);
    let mut ops = vec![cond];
    ops.extend_from_slice(targs);
    ops.extend_from_slice(fargs);
    rw.ctx.set_operands(op, &ops);
    rw.ctx.set_successors(op, &[t, f]);
    let seg = rw
        .ctx
        .dense_i32_array(&[1, targs.len() as i64, fargs.len() as i64]);
    rw.ctx.set_attr(op, "operandSegmentSizes", seg);
    rw.modified(op);
}

/// `cf.cond_br` on a constant: `cf.br`.
pub(super) fn cond_br_const(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if ctx.kind(op) != OpKind::CfCondBr {
        return false;
    }
    let Some(c) = const_int(ctx, ctx.operand(op, 0)) else {
        return false;
    };
    let i = if c != 0 { 0 } else { 1 };
    take_successor(rw, op, i);
    true
}

/// `cf.cond_br` whose successors only branch on: target their destinations.
pub(super) fn cond_br_pass_through(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if ctx.kind(op) != OpKind::CfCondBr {
        return false;
    }
    let (t, f) = (ctx.successors(op)[0], ctx.successors(op)[1]);
    let ta = crate::ir::interfaces::successor_operands(ctx, op, 0);
    let fa = crate::ir::interfaces::successor_operands(ctx, op, 1);
    let nt = pass_through(ctx, t, &ta);
    let nf = pass_through(ctx, f, &fa);
    if nt.is_none() && nf.is_none() {
        return false;
    }
    let (t, ta) = nt.unwrap_or((t, ta));
    let (f, fa) = nf.unwrap_or((f, fa));
    set_cond_br(rw, op, t, &ta, f, &fa);
    true
}

/// `cf.cond_br %c, ^a(x), ^a(x)`: `cf.br ^a(x)`; with different operands, selects.
pub(super) fn cond_br_identical_successors(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if ctx.kind(op) != OpKind::CfCondBr {
        return false;
    }
    let (t, f) = (ctx.successors(op)[0], ctx.successors(op)[1]);
    if t != f {
        return false;
    }
    let ta = crate::ir::interfaces::successor_operands(ctx, op, 0);
    let fa = crate::ir::interfaces::successor_operands(ctx, op, 1);
    // Selects only when this block is the destination's one predecessor (upstream's
    // getUniquePredecessor), else the branch stays.
    if ta != fa && preds(ctx, t).iter().any(|p| *p != op) {
        return false;
    }
    let cond = ctx.operand(op, 0);
    let b = Builder::before(rw.ctx, op);
    let mut args = Vec::new();
    for (x, y) in ta.iter().zip(&fa) {
        if x == y {
            args.push(*x);
        } else {
            let t = rw.ctx.value_type(*x);
            let s = rw.create(&b, OpKind::ArithSelect, &[cond, *x, *y], &[t], vec![]);
            args.push(rw.ctx.result(s, 0));
        }
    }
    replace_with_br(rw, op, t, &args);
    true
}

/// Upstream's `SimplifyCondBranchFromCondBranchOnSameCondition`: a `cf.cond_br` in a block
/// whose one predecessor edge is a `cf.cond_br` on the same condition branches the way that
/// edge was taken.
///
/// ```mlir
/// cf.cond_br %c, ^a, ^b
/// ^b:  // only from the false edge
///   cf.cond_br %c, ^x(%1), ^y(%2)   // becomes cf.br ^y(%2)
/// ```
pub(super) fn cond_br_from_cond_br_on_same_condition(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if ctx.kind(op) != OpKind::CfCondBr {
        return false;
    }
    let Some(here) = ctx.op_block(op) else {
        return false;
    };
    let p = preds(ctx, here);
    let [pred] = p.as_slice() else {
        return false;
    };
    if ctx.kind(*pred) != OpKind::CfCondBr || ctx.operand(*pred, 0) != ctx.operand(op, 0) {
        return false;
    }
    let i = if ctx.successors(*pred)[0] == here {
        0
    } else {
        1
    };
    take_successor(rw, op, i);
    true
}

/// Upstream's `CondBranchTruthPropagation`: in a destination reached only by one edge of a
/// `cf.cond_br`, uses of its condition (directly in that block) are `true` or `false`.
pub(super) fn cond_br_truth_propagation(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if ctx.kind(op) != OpKind::CfCondBr {
        return false;
    }
    let cond = ctx.operand(op, 0);
    let succs = ctx.successors(op).to_vec();
    let mut replaced = false;
    for (i, dest) in succs.into_iter().enumerate() {
        let users: Vec<(Op, usize)> = rw
            .ctx
            .uses(cond)
            .iter()
            .filter(|u| rw.ctx.op_block(u.op) == Some(dest))
            .map(|u| (u.op, u.index as usize))
            .collect();
        // The uses first: the predecessors are found by a walk over the region's blocks.
        if users.is_empty() || preds(rw.ctx, dest).len() != 1 {
            continue;
        }
        let attr = rw.ctx.bool_attr(i == 0);
        let c = rw.constant(op, attr);
        for (user, index) in users {
            rw.ctx.set_operand(user, index, c);
            rw.modified(user);
        }
        replaced = true;
    }
    replaced
}

/// Rewrites `cf.switch` `op` in place to branch on its flag to `default` or the `cases`.
fn set_switch(
    rw: &mut Rewriter,
    op: Op,
    default: (Block, Vec<Value>),
    cases: &[(i128, Block, Vec<Value>)],
) {
    let ctx = &mut *rw.ctx;
    let flag = ctx.operand(op, 0);
    let mut ops = vec![flag];
    ops.extend(&default.1);
    for c in cases {
        ops.extend(&c.2);
    }
    let n_case_ops: usize = cases.iter().map(|c| c.2.len()).sum();
    ctx.set_operands(op, &ops);
    let succs: Vec<Block> = std::iter::once(default.0)
        .chain(cases.iter().map(|c| c.1))
        .collect();
    ctx.set_successors(op, &succs);
    let seg = ctx.dense_i32_array(&[1, default.1.len() as i64, n_case_ops as i64]);
    ctx.set_attr(op, "operandSegmentSizes", seg);
    let case_segs: Vec<i64> = cases.iter().map(|c| c.2.len() as i64).collect();
    let cs = ctx.dense_i32_array(&case_segs);
    ctx.set_attr(op, "case_operand_segments", cs);
    if cases.is_empty() {
        ctx.remove_attr(op, "case_values");
    } else {
        let t = ctx.value_type(flag);
        let vty = ctx.intern_type(TypeData::Vector {
            shape: vec![cases.len() as i64],
            scalable: vec![false],
            elem: t,
        });
        let values = cases
            .iter()
            .map(|c| crate::ir::DenseValue::Int(ctx.normalize_int(c.0, t)))
            .collect();
        let cv = ctx.intern_attr(AttrData::DenseElements { ty: vty, values });
        ctx.set_attr(op, "case_values", cv);
    }
    rw.modified(op);
}

/// Upstream's `cf.switch` simplifications `simplifySwitchWithOnlyDefault` (no cases: a
/// `cf.br` to the default), `dropSwitchCasesThatMatchDefault` (a case going where the default
/// goes with the same operands is dropped), `simplifyConstSwitchValue` (a constant flag: a
/// `cf.br` to its case, or the default), `simplifyPassThroughSwitch` (destinations that only
/// branch on are bypassed) and the two that look at a switch on the same flag in the block's
/// single predecessor ([`switch_from_switch_on_same_flag`]), tried in that order.
pub(super) fn switch_simplify(rw: &mut Rewriter, op: Op) -> bool {
    use crate::ir::interfaces::successor_operands;
    use crate::ir::ops::SwitchOp;
    let ctx = &*rw.ctx;
    if ctx.kind(op) != OpKind::CfSwitch {
        return false;
    }
    let sw = SwitchOp(op);
    let succs = ctx.successors(op).to_vec();
    let default = (succs[0], successor_operands(ctx, op, 0));
    let values = sw.case_values(ctx);
    let cases: Vec<(i128, Block, Vec<Value>)> = (1..succs.len())
        .map(|i| {
            let v = values.get(i - 1).copied().unwrap_or(0);
            (v, succs[i], successor_operands(ctx, op, i))
        })
        .collect();
    if cases.is_empty() {
        replace_with_br(rw, op, default.0, &default.1);
        return true;
    }
    let kept: Vec<(i128, Block, Vec<Value>)> = cases
        .iter()
        .filter(|c| !(c.1 == default.0 && c.2 == default.1))
        .cloned()
        .collect();
    if kept.len() != cases.len() {
        set_switch(rw, op, default, &kept);
        return true;
    }
    if let Some(flag) = const_int(rw.ctx, sw.flag(rw.ctx)) {
        let t = rw.ctx.value_type(sw.flag(rw.ctx));
        let flag = rw.ctx.normalize_int(flag, t);
        let (dest, args) = match cases.iter().find(|c| rw.ctx.normalize_int(c.0, t) == flag) {
            Some(c) => (c.1, c.2.clone()),
            None => default,
        };
        replace_with_br(rw, op, dest, &args);
        return true;
    }
    // simplifyPassThroughSwitch: destinations that only branch on are bypassed.
    let ctx = &*rw.ctx;
    let through = |d: &(Block, Vec<Value>)| pass_through(ctx, d.0, &d.1);
    let new_default = through(&default);
    let new_cases: Vec<Option<(Block, Vec<Value>)>> =
        cases.iter().map(|c| through(&(c.1, c.2.clone()))).collect();
    if new_default.is_none() && new_cases.iter().all(Option::is_none) {
        return switch_from_switch_on_same_flag(rw, op, default, &cases);
    }
    let default = new_default.unwrap_or(default);
    let cases: Vec<(i128, Block, Vec<Value>)> = cases
        .into_iter()
        .zip(new_cases)
        .map(|(c, n)| match n {
            Some((b, a)) => (c.0, b, a),
            None => c,
        })
        .collect();
    set_switch(rw, op, default, &cases);
    true
}

/// Upstream's `simplifySwitchFromSwitchOnSameCondition` and
/// `simplifySwitchFromDefaultSwitchOnSameCondition`: when the block's only predecessor edge is
/// a `cf.switch` on the same flag, the flag's value is known in a case destination (the switch
/// becomes a `cf.br`), and in the default destination the predecessor's other case values are
/// impossible (those cases are dropped).
///
/// ```mlir
///   cf.switch %f : i32, [default: ^d, 4: ^four]
/// ^four:
///   cf.switch %f : i32, [default: ^x, 4: ^y]   // becomes cf.br ^y
/// ^d:
///   cf.switch %f : i32, [default: ^x, 4: ^y, 5: ^z]   // becomes [default: ^x, 5: ^z]
/// ```
fn switch_from_switch_on_same_flag(
    rw: &mut Rewriter,
    op: Op,
    default: (Block, Vec<Value>),
    cases: &[(i128, Block, Vec<Value>)],
) -> bool {
    use crate::ir::ops::SwitchOp;
    let ctx = &*rw.ctx;
    let Some(here) = ctx.op_block(op) else {
        return false;
    };
    let p = preds(ctx, here);
    let [pred] = p.as_slice() else {
        return false;
    };
    let flag = ctx.operand(op, 0);
    if ctx.kind(*pred) != OpKind::CfSwitch || ctx.operand(*pred, 0) != flag {
        return false;
    }
    let t = ctx.value_type(flag);
    let pred_succs = ctx.successors(*pred).to_vec();
    let pred_values: Vec<i128> = SwitchOp(*pred)
        .case_values(ctx)
        .iter()
        .map(|v| ctx.normalize_int(*v, t))
        .collect();
    if pred_succs[0] != here {
        // A case destination: the flag is that case's value.
        let Some(i) = pred_succs[1..].iter().position(|b| *b == here) else {
            return false;
        };
        let value = pred_values[i];
        let (dest, args) = match cases.iter().find(|c| ctx.normalize_int(c.0, t) == value) {
            Some(c) => (c.1, c.2.clone()),
            None => default,
        };
        replace_with_br(rw, op, dest, &args);
        return true;
    }
    // The default destination: the predecessor's case values (going elsewhere) cannot occur.
    let impossible: Vec<i128> = pred_values
        .iter()
        .zip(&pred_succs[1..])
        .filter(|(_, b)| **b != here)
        .map(|(v, _)| *v)
        .collect();
    let kept: Vec<(i128, Block, Vec<Value>)> = cases
        .iter()
        .filter(|c| !impossible.contains(&ctx.normalize_int(c.0, t)))
        .cloned()
        .collect();
    if kept.len() == cases.len() {
        return false;
    }
    set_switch(rw, op, default, &kept);
    true
}
