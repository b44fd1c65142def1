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
        || preds(ctx, dest).len() != 1
        || ctx.block_region(dest).and_then(|r| ctx.entry_block(r)) == Some(dest)
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
    let dest = ctx.successors(op)[i];
    let args = crate::ir::interfaces::successor_operands(ctx, op, i);
    let br = Builder::before(rw.ctx, op).br(rw.ctx, dest, &args);
    rw.add(br);
    rw.erase_op(op);
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
    let br = b.br(rw.ctx, t, &args);
    rw.add(br);
    rw.erase_op(op);
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
    let dest = ctx.successors(op)[i];
    let args = crate::ir::interfaces::successor_operands(ctx, op, i);
    let b = Builder::before(rw.ctx, op);
    let br = b.br(rw.ctx, dest, &args);
    rw.add(br);
    rw.erase_op(op);
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
        if preds(rw.ctx, dest).len() != 1 {
            continue;
        }
        let users: Vec<(Op, usize)> = rw
            .ctx
            .uses(cond)
            .iter()
            .filter(|u| rw.ctx.op_block(u.op) == Some(dest))
            .map(|u| (u.op, u.index as usize))
            .collect();
        if users.is_empty() {
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
