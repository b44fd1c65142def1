//! `canonicalize` patterns and folds of scf: trivial loops, iter_args, `scf.if` (constant,
//! combined, propagated and unused conditions and results), `scf.while` loop-carried values,
//! single-block regions.

use super::*;
use crate::ir::ops::IfOp;

/// A single-block `scf.execute_region` is inlined into its parent block.
pub(super) fn inline_single_block_execute_region(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if ctx.kind(op) != OpKind::ScfExecuteRegion || ctx.get_attr(op, "no_inline").is_some() {
        return false;
    }
    let r = ctx.regions(op)[0];
    if ctx.region_blocks(r).count() != 1 {
        return false;
    }
    let vals = inline_region_before(rw, r, op);
    rw.replace_op(op, &vals);
    true
}

/// Moves the ops of `from` (a single-block region) before `at`, returning the yielded values.
pub(super) fn inline_region_before(
    rw: &mut Rewriter,
    from: crate::ir::Region,
    at: Op,
) -> Vec<Value> {
    let b = rw.ctx.entry_block(from).unwrap();
    let ops: Vec<Op> = rw.ctx.block_ops(b).collect();
    let mut yielded = Vec::new();
    for o in ops {
        if rw.ctx.kind(o).is_terminator() {
            yielded = rw.ctx.operands(o).to_vec();
            continue;
        }
        rw.ctx.detach_op(o);
        let blk = rw.ctx.op_block(at).unwrap();
        rw.ctx.insert_op(blk, Some(at), o);
        rw.add(o);
    }
    yielded
}

/// Drops `scf.for` iter_args whose value is known without the loop (upstream's
/// ForOpIterArgsFolder before LLVM 22; its RegionBranchOpInterface patterns in 22.1.8): one
/// only its init can reach (the body yields it unchanged, or yields its init, or iter_args
/// with that init that only pass each other along) is its init throughout; one used neither in
/// the body nor after the loop is dead; one with the same init and yielded value as an earlier
/// kept one is that one.
///
/// ```mlir
/// %r:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %o = %false) -> (T, i1) {
///   ... %o ...
///   scf.yield %n, %false : T, i1
/// }
/// // becomes
/// %r = scf.for %i = %lb to %ub step %s iter_args(%a = %x) -> (T) {
///   ... %false ...
///   scf.yield %n : T
/// }
/// ```
pub(super) fn for_iter_args_folder(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some((blk, y)) = for_body_and_yield(ctx, op) else {
        return false;
    };
    // Inline copies: the pattern is tried on every loop on every visit.
    type List = smallvec::SmallVec<[Value; 4]>;
    let bounds = List::from_slice(ctx.operands(op).get(..3).unwrap_or(&[]));
    let inits = List::from_slice(ctx.operands(op).get(3..).unwrap_or(&[]));
    let args = List::from_slice(ctx.block_args(blk).get(1..).unwrap_or(&[]));
    let results = List::from_slice(ctx.results(op));
    let yielded = List::from_slice(ctx.operands(y));
    let n = inits.len();
    if args.len() != n || results.len() != n || yielded.len() != n {
        return false;
    }
    // Whether iter_arg `i` can only ever hold its init: every value reaching it, through the
    // yields and other iter_args, is that init (upstream's reachable values of a successor
    // input; e.g. two iter_args with the same init that the yield swaps).
    let only_init = |i: usize| {
        let mut seen: smallvec::SmallVec<[usize; 4]> = smallvec::smallvec![i];
        let mut stack: smallvec::SmallVec<[usize; 4]> = smallvec::smallvec![i];
        while let Some(j) = stack.pop() {
            for v in [inits[j], yielded[j]] {
                match args.iter().position(|a| *a == v) {
                    Some(k) if !seen.contains(&k) => {
                        seen.push(k);
                        stack.push(k);
                    }
                    Some(_) => {}
                    None if v == inits[i] => {}
                    None => return false,
                }
            }
        }
        true
    };
    let mut keep: smallvec::SmallVec<[usize; 4]> = smallvec::SmallVec::new();
    let mut forwarded: smallvec::SmallVec<[usize; 4]> = smallvec::SmallVec::new();
    for i in 0..n {
        let (init, arg, res, yv) = (inits[i], args[i], results[i], yielded[i]);
        let ctx = &*rw.ctx;
        if only_init(i) || (ctx.use_empty(arg) && ctx.use_empty(res)) {
            forwarded.push(i);
            continue;
        }
        // The same init and yielded value as a kept iter_arg: the same value in every iteration.
        if let Some(&k) = keep.iter().find(|&&k| inits[k] == init && yielded[k] == yv) {
            rw.replace_value(arg, args[k]);
            rw.replace_value(res, results[k]);
            continue;
        }
        keep.push(i);
    }
    if keep.len() == n {
        return false;
    }
    for &i in &forwarded {
        rw.replace_value(args[i], inits[i]);
        rw.replace_value(results[i], inits[i]);
    }
    let ctx = &mut *rw.ctx;
    for i in (0..n).rev() {
        if !keep.contains(&i) {
            ctx.erase_block_arg(blk, i + 1);
        }
    }
    let kept_yield: Vec<Value> = keep.iter().map(|&i| ctx.operand(y, i)).collect();
    ctx.set_operands(y, &kept_yield);
    let mut operands = bounds.to_vec();
    operands.extend(keep.iter().map(|&i| inits[i]));
    let types: Vec<crate::ir::Type> = keep.iter().map(|&i| ctx.value_type(results[i])).collect();
    let region = ctx.take_region(ctx.regions(op)[0]);
    let attrs = ctx.named_attrs(op);
    let new =
        Builder::before(ctx, op).create(ctx, OpKind::ScfFor, &operands, &types, attrs, &[region]);
    for (j, &i) in keep.iter().enumerate() {
        let nr = rw.ctx.result(new, j);
        rw.replace_value(results[i], nr);
    }
    rw.add(new);
    rw.erase_op(op);
    true
}

/// The constant `ub - lb` of a loop: both constant (compared unsigned in an `unsigned` loop),
/// or `ub = arith.addi lb, c` (either operand order) that cannot wrap: `overflow<nsw>`, or
/// `overflow<nuw>` in an unsigned loop. Upstream's LLVM 22 knows exactly these (checked on its
/// binary: without the flag, or with `subi`, the loop stays).
fn const_diff(ctx: &Context, lb: Value, ub: Value, unsigned: bool) -> Option<i128> {
    if let (Some(l), Some(u)) = (const_int(ctx, lb), const_int(ctx, ub)) {
        if !unsigned {
            return Some(u - l);
        }
        let width = ctx
            .ty(ctx.value_type(lb))
            .int_width()
            .unwrap_or(64)
            .min(127);
        let mask = (1i128 << width) - 1;
        return Some((u & mask) - (l & mask));
    }
    let d = def_of(ctx, ub, OpKind::ArithAddI)?;
    let no_wrap = has_overflow_flag(ctx, d, if unsigned { 2 } else { 1 });
    let (a, b) = (ctx.operand(d, 0), ctx.operand(d, 1));
    match (no_wrap, a == lb, b == lb) {
        (true, true, _) => const_int(ctx, b),
        (true, _, true) => const_int(ctx, a),
        _ => None,
    }
}

/// `scf.for` loops whose trip count is known to be trivial (upstream's SimplifyTrivialLoops):
/// zero iterations (the results are the inits), exactly one (the body is inlined with the
/// induction variable bound to the lower bound), or an empty body yielding values from outside
/// and running at least once (the results are those values).
pub(super) fn for_trivial_trip_count(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if ctx.kind(op) != OpKind::ScfFor {
        return false;
    }
    let unsigned = ctx.get_attr(op, "unsignedCmp").is_some();
    let ops = ctx.operands(op).to_vec();
    let inits = ops[3..].to_vec();
    if ops[0] == ops[1] {
        rw.replace_op(op, &inits);
        return true;
    }
    let Some(diff) = const_diff(ctx, ops[0], ops[1], unsigned) else {
        return false;
    };
    if diff <= 0 {
        rw.replace_op(op, &inits);
        return true;
    }
    let Some(step) = const_int(ctx, ops[2]).filter(|s| *s > 0) else {
        return false;
    };
    let body = ctx.regions(op)[0];
    let blk = ctx.entry_block(body).unwrap();
    if step >= diff {
        let args = ctx.block_args(blk).to_vec();
        rw.replace_value(args[0], ops[0]);
        for (a, v) in args[1..].iter().zip(&inits) {
            rw.replace_value(*a, *v);
        }
        let vals = inline_region_before(rw, body, op);
        rw.replace_op(op, &vals);
        return true;
    }
    // More than one iteration: an empty body that yields values defined outside the loop.
    let Some(y) = ctx
        .last_op(blk)
        .filter(|y| ctx.block_ops(blk).count() == 1 && ctx.kind(*y) == OpKind::ScfYield)
    else {
        return false;
    };
    let yielded = ctx.operands(y).to_vec();
    let outside = |v: &Value| {
        ctx.value_block(*v)
            .and_then(|b| ctx.block_region(b))
            .is_none_or(|r| !ctx.region_is_ancestor(body, r))
    };
    if !yielded.iter().all(outside) {
        return false;
    }
    rw.replace_op(op, &yielded);
    true
}

/// `scf.parallel` with a dimension that runs zero times: the results are the inits.
pub(super) fn parallel_zero_trip_count(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if ctx.kind(op) != OpKind::ScfParallel {
        return false;
    }
    let segs = ctx.segments(op);
    let n = segs[0];
    let ops = ctx.operands(op).to_vec();
    let empty = (0..n).any(|d| {
        ops[d] == ops[n + d]
            || matches!(
                (const_int(ctx, ops[d]), const_int(ctx, ops[n + d])),
                (Some(lb), Some(ub)) if lb >= ub
            )
    });
    if !empty {
        return false;
    }
    rw.replace_op(op, &ops[3 * n..]);
    true
}

/// `scf.forall` bounds given by constant operands become static.
pub(super) fn forall_constant_bounds(rw: &mut Rewriter, op: Op) -> bool {
    use crate::ir::DYNAMIC;
    let ctx = &*rw.ctx;
    if ctx.kind(op) != OpKind::ScfForall {
        return false;
    }
    let segs = ctx.segments(op);
    if segs.len() != 4 {
        return false;
    }
    let ops = ctx.operands(op).to_vec();
    let Some(mut statics) = forall_statics(ctx, op) else {
        return false;
    };
    let mut changed = false;
    let mut keep: Vec<Value> = Vec::new();
    let mut new_segs = segs.clone();
    let mut at = 0;
    for (k, st) in statics.iter_mut().enumerate() {
        for slot in st.iter_mut().filter(|s| **s == DYNAMIC) {
            let v = ops[at];
            at += 1;
            match const_int(ctx, v) {
                Some(c) => {
                    *slot = c as i64;
                    new_segs[k] -= 1;
                    changed = true;
                }
                None => keep.push(v),
            }
        }
    }
    if !changed {
        return false;
    }
    keep.extend(&ops[at..]);
    for (name, st) in FORALL_STATICS.iter().zip(&statics) {
        let a = rw.ctx.dense_i64_array(st);
        rw.ctx.set_attr(op, name, a);
    }
    let seg: Vec<i64> = new_segs.iter().map(|s| *s as i64).collect();
    let a = rw.ctx.dense_i32_array(&seg);
    rw.ctx.set_attr(op, "operandSegmentSizes", a);
    rw.ctx.set_operands(op, &keep);
    rw.modified(op);
    true
}

/// `scf.if` with a constant condition is replaced by the taken region's body.
pub(super) fn if_const_condition(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if ctx.kind(op) != OpKind::ScfIf {
        return false;
    }
    let Some(c) = const_int(ctx, ctx.operand(op, 0)) else {
        return false;
    };
    let r = ctx.regions(op)[if c != 0 { 0 } else { 1 }];
    if ctx.region_is_empty(r) {
        rw.erase_op(op);
        return true;
    }
    let vals = inline_region_before(rw, r, op);
    rw.replace_op(op, &vals);
    true
}

/// Drops `scf.if` results that have no uses.
pub(super) fn if_remove_unused_results(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if ctx.kind(op) != OpKind::ScfIf {
        return false;
    }
    let results = ctx.results(op).to_vec();
    let used: Vec<bool> = results.iter().map(|r| !ctx.use_empty(*r)).collect();
    if used.iter().all(|u| *u) || ctx.region_is_empty(ctx.regions(op)[1]) && !results.is_empty() {
        return false;
    }
    let keep: Vec<usize> = (0..results.len()).filter(|i| used[*i]).collect();
    rebuild_if(rw, op, &keep);
    true
}

/// Rebuilds an `scf.if` keeping only the results at `keep`.
pub(super) fn rebuild_if(rw: &mut Rewriter, op: Op, keep: &[usize]) {
    rebuild_keeping(rw, op, keep)
}

/// Rebuilds an op with regions whose results are yielded by `scf.yield` (scf.if,
/// scf.index_switch, scf.execute_region) keeping only the results at `keep`: every yield drops
/// the others, the regions move to the new op.
pub(super) fn rebuild_keeping(rw: &mut Rewriter, op: Op, keep: &[usize]) {
    let ctx = &mut *rw.ctx;
    let kind = ctx.kind(op);
    let results = ctx.results(op).to_vec();
    let types: Vec<crate::ir::Type> = keep.iter().map(|&i| ctx.value_type(results[i])).collect();
    let regions: Vec<crate::ir::Region> = ctx
        .regions(op)
        .to_vec()
        .into_iter()
        .map(|r| ctx.take_region(r))
        .collect();
    for &r in &regions {
        let blocks: Vec<_> = ctx.region_blocks(r).collect();
        for b in blocks {
            if let Some(t) = ctx.last_op(b).filter(|t| ctx.kind(*t) == OpKind::ScfYield) {
                let vals: Vec<Value> = keep.iter().map(|&i| ctx.operand(t, i)).collect();
                ctx.set_operands(t, &vals);
            }
        }
    }
    let (operands, attrs) = (ctx.operands(op).to_vec(), ctx.named_attrs(op));
    let new = Builder::before(ctx, op).create(ctx, kind, &operands, &types, attrs, &regions);
    for (j, &i) in keep.iter().enumerate() {
        let nr = rw.ctx.result(new, j);
        rw.replace_value(results[i], nr);
    }
    rw.add(new);
    rw.erase_op(op);
}

/// Whether `op` is in region `r`, directly or nested.
fn op_in_region(ctx: &Context, op: Op, r: crate::ir::Region) -> bool {
    ctx.op_block(op)
        .and_then(|b| ctx.block_region(b))
        .is_some_and(|or| ctx.region_is_ancestor(r, or))
}

/// Whether `c` is `arith.xori %x, true` (the negation upstream's CombineIfs looks for); then `x`.
fn negation_of(ctx: &Context, c: Value) -> Option<Value> {
    let d = ctx.defining_op(c)?;
    (ctx.kind(d) == OpKind::ArithXOrI && crate::ir::matchers::is_const_one(ctx, ctx.operand(d, 1)))
        .then(|| ctx.operand(d, 0))
}

/// Moves the ops of `from`'s single block to the end of `into`'s, before a new `scf.yield` of
/// both yields' operands (first `into`'s).
fn merge_if_blocks(rw: &mut Rewriter, into: Block, from: Block) {
    let ctx = &mut *rw.ctx;
    let (Some(y1), Some(y2)) = (ctx.last_op(into), ctx.last_op(from)) else {
        return;
    };
    let mut vals = ctx.operands(y1).to_vec();
    vals.extend_from_slice(ctx.operands(y2));
    let ops: Vec<Op> = ctx.block_ops(from).collect();
    for o in ops {
        if o == y2 {
            continue;
        }
        ctx.detach_op(o);
        ctx.insert_op(into, Some(y1), o);
    }
    ctx.set_operands(y1, &vals);
    // Upstream builds the merged yield at the second if's yield.
    let l = ctx.op_loc(y2);
    ctx.set_op_loc(y1, l);
    rw.add(y1);
}

/// Adjacent `scf.if`s on the same condition (or on a condition and its `xori` with `true`)
/// become one, the second's code after the first's in each branch (upstream's CombineIfs).
///
/// ```mlir
/// scf.if %c { A } else { B }
/// %r = scf.if %c -> T { C; scf.yield %x } else { D; scf.yield %y }
/// // becomes
/// %r = scf.if %c -> T { A; C; scf.yield %x } else { B; D; scf.yield %y }
/// ```
pub(super) fn if_combine_adjacent(rw: &mut Rewriter, next: Op) -> bool {
    let ctx = &*rw.ctx;
    if ctx.kind(next) != OpKind::ScfIf {
        return false;
    }
    let Some(prev) = ctx.prev_op(next).and_then(|p| IfOp::of(ctx, p)) else {
        return false;
    };
    let next_if = IfOp(next);
    let (pc, nc) = (prev.condition(ctx), next_if.condition(ctx));
    let (n_then, n_else) = (next_if.then_region(ctx), next_if.else_region(ctx));
    let n_has_else = !ctx.region_is_empty(n_else);
    // The regions of `next` that run when `prev`'s then or else branch runs.
    let (mut next_then, mut next_else) = (None, None);
    if nc == pc {
        next_then = Some(n_then);
        next_else = n_has_else.then_some(n_else);
    }
    if negation_of(ctx, nc) == Some(pc) || negation_of(ctx, pc) == Some(nc) {
        next_else = Some(n_then);
        next_then = n_has_else.then_some(n_else);
    }
    if next_then.is_none() && next_else.is_none() {
        return false;
    }
    let (p_then, p_else) = (prev.then_region(ctx), prev.else_region(ctx));
    let prev = prev.0;
    let p_results = ctx.results(prev).to_vec();
    let yield_of = |ctx: &Context, r: crate::ir::Region| {
        ctx.entry_block(r)
            .and_then(|b| ctx.last_op(b))
            .map(|y| ctx.operands(y).to_vec())
            .unwrap_or_default()
    };
    let (then_vals, else_vals) = (yield_of(ctx, p_then), yield_of(ctx, p_else));
    // Uses of `prev`'s results inside `next` see the yielded values directly.
    for (i, &r) in p_results.iter().enumerate() {
        let (Some(&tv), Some(&ev)) = (then_vals.get(i), else_vals.get(i)) else {
            break;
        };
        for (region, v) in [(next_then, tv), (next_else, ev)] {
            if let Some(region) = region {
                rw.ctx
                    .replace_uses_where(r, v, |ctx, u| op_in_region(ctx, u.op, region));
            }
        }
    }
    let ctx = &mut *rw.ctx;
    let mut types: Vec<crate::ir::Type> = p_results.iter().map(|r| ctx.value_type(*r)).collect();
    let n_results = ctx.results(next).to_vec();
    types.extend(n_results.iter().map(|r| ctx.value_type(*r)));
    // The combined regions: `prev`'s, with `next`'s code appended.
    let (c_then, c_else) = (ctx.take_region(p_then), ctx.take_region(p_else));
    let combined = Builder::before(ctx, next).create(
        ctx,
        OpKind::ScfIf,
        &[pc],
        &types,
        Vec::new(),
        &[c_then, c_else],
    );
    if let Some(nt) = next_then.and_then(|r| rw.ctx.entry_block(r)) {
        let into = rw.ctx.entry_block(c_then).unwrap();
        merge_if_blocks(rw, into, nt);
    }
    if let Some(ne_region) = next_else {
        let ne = rw.ctx.entry_block(ne_region).unwrap();
        match rw.ctx.entry_block(c_else) {
            Some(into) => merge_if_blocks(rw, into, ne),
            None => {
                rw.ctx.detach_block(ne);
                rw.ctx.append_block(c_else, ne);
            }
        }
    }
    let all = rw.ctx.results(combined).to_vec();
    rw.add(combined);
    rw.replace_op(prev, &all[..p_results.len()]);
    rw.replace_op(next, &all[p_results.len()..]);
    true
}

/// Uses of an `scf.if`'s condition inside its then branch are `true`, inside its else branch
/// `false` (upstream's ConditionPropagation; not for a constant condition).
///
/// ```mlir
/// scf.if %c { memref.store %c, %m[] } else { memref.store %c, %m[] }
/// // becomes
/// scf.if %c { memref.store %true, %m[] } else { memref.store %false, %m[] }
/// ```
pub(super) fn if_propagate_condition(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(if_op) = IfOp::of(ctx, op) else {
        return false;
    };
    let cond = if_op.condition(ctx);
    if const_attr(ctx, cond).is_some() {
        return false;
    }
    let (then_r, else_r) = (if_op.then_region(ctx), if_op.else_region(ctx));
    // MLIR's use lists run newest first: walk ours backwards so the constants are made in
    // upstream's order.
    let uses: Vec<crate::ir::Use> = ctx.uses(cond).iter().rev().copied().collect();
    let (mut t, mut f) = (None, None);
    let mut changed = false;
    for u in uses {
        let (slot, value) = if op_in_region(rw.ctx, u.op, then_r) {
            (&mut t, true)
        } else if op_in_region(rw.ctx, u.op, else_r) {
            (&mut f, false)
        } else {
            continue;
        };
        let c = match *slot {
            Some(c) => c,
            None => {
                let a = rw.ctx.bool_attr(value);
                *slot.insert(rw.constant(op, a))
            }
        };
        rw.ctx.set_operand(u.op, u.index as usize, c);
        rw.add(u.op);
        changed = true;
    }
    if changed {
        rw.add(op);
    }
    changed
}

/// An `scf.if` without results whose else branch only yields loses the else branch
/// (upstream's RemoveEmptyElseBranch).
pub(super) fn if_remove_empty_else(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if ctx.kind(op) != OpKind::ScfIf || !ctx.results(op).is_empty() {
        return false;
    }
    let Some(eb) = ctx.entry_block(ctx.regions(op)[1]) else {
        return false;
    };
    if ctx.block_ops(eb).count() != 1 {
        return false;
    }
    rw.ctx.erase_block(eb);
    rw.changed = true;
    rw.add(op);
    true
}

/// An `scf.if` result that both branches yield as the same value is that value.
pub(super) fn if_yield_same_value(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if ctx.kind(op) != OpKind::ScfIf || ctx.results(op).is_empty() {
        return false;
    }
    let (tr, er) = (ctx.regions(op)[0], ctx.regions(op)[1]);
    let (Some(tb), Some(eb)) = (ctx.entry_block(tr), ctx.entry_block(er)) else {
        return false;
    };
    let (Some(ty), Some(ey)) = (ctx.last_op(tb), ctx.last_op(eb)) else {
        return false;
    };
    let mut changed = false;
    let cond = ctx.operand(op, 0);
    for i in 0..ctx.results(op).len() {
        let (a, b) = (rw.ctx.operand(ty, i), rw.ctx.operand(ey, i));
        let r = rw.ctx.result(op, i);
        if rw.ctx.use_empty(r) {
            continue;
        }
        if a == b {
            rw.replace_value(r, a);
            changed = true;
            continue;
        }
        // An i1 result that is `true`/`false` (or the reverse) is the condition (or its negation).
        if rw.ctx.ty(rw.ctx.value_type(r)).is_i1() {
            let (ca, cb) = (const_int(rw.ctx, a), const_int(rw.ctx, b));
            match (ca, cb) {
                (Some(x), Some(0)) if x != 0 => {
                    rw.replace_value(r, cond);
                    changed = true;
                }
                (Some(0), Some(y)) if y != 0 => {
                    let t = rw.ctx.bool_attr(true);
                    let tv = rw.constant(op, t);
                    let bb = Builder::before(rw.ctx, op);
                    let i1 = rw.ctx.int_type(1);
                    let x = rw.create(&bb, OpKind::ArithXOrI, &[cond, tv], &[i1], vec![]);
                    let xv = rw.ctx.result(x, 0);
                    rw.replace_value(r, xv);
                    changed = true;
                }
                _ => {}
            }
        }
    }
    changed
}

/// Results of an `scf.if` yielded from outside its regions become `arith.select`s; the `scf.if`
/// keeps only the results it computes (upstream's ConvertTrivialIfToSelect).
pub(super) fn if_hoist_yields_to_select(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if ctx.kind(op) != OpKind::ScfIf
        || ctx.results(op).is_empty()
        || ctx.region_is_empty(ctx.regions(op)[1])
    {
        return false;
    }
    let (tr, er) = (ctx.regions(op)[0], ctx.regions(op)[1]);
    let (Some(tb), Some(eb)) = (ctx.entry_block(tr), ctx.entry_block(er)) else {
        return false;
    };
    let (Some(ty), Some(ey)) = (ctx.last_op(tb), ctx.last_op(eb)) else {
        return false;
    };
    let (tv, fv) = (ctx.operands(ty).to_vec(), ctx.operands(ey).to_vec());
    let inside = |v: Value, r: crate::ir::Region| {
        ctx.value_block(v).and_then(|b| ctx.block_region(b)) == Some(r)
    };
    let keep: Vec<usize> = (0..tv.len())
        .filter(|i| inside(tv[*i], tr) || inside(fv[*i], er))
        .collect();
    if keep.len() == tv.len() {
        return false;
    }
    let cond = ctx.operand(op, 0);
    let results = ctx.results(op).to_vec();
    let b = Builder::before(rw.ctx, op);
    let mut hoisted: Vec<(usize, Value)> = Vec::new();
    for i in 0..tv.len() {
        if keep.contains(&i) {
            continue;
        }
        let v = if tv[i] == fv[i] {
            tv[i]
        } else {
            let t = rw.ctx.value_type(results[i]);
            let sel = rw.create(&b, OpKind::ArithSelect, &[cond, tv[i], fv[i]], &[t], vec![]);
            rw.ctx.result(sel, 0)
        };
        hoisted.push((i, v));
    }
    for (i, v) in hoisted {
        rw.replace_value(results[i], v);
    }
    rebuild_if(rw, op, &keep);
    true
}

/// The blocks and terminators of an `scf.while`: (before, after, scf.condition, scf.yield).
fn while_parts(ctx: &Context, op: Op) -> Option<(Block, Block, Op, Op)> {
    if ctx.kind(op) != OpKind::ScfWhile {
        return None;
    }
    let before = ctx.entry_block(ctx.regions(op)[0])?;
    let after = ctx.entry_block(ctx.regions(op)[1])?;
    let cond = ctx
        .last_op(before)
        .filter(|t| ctx.kind(*t) == OpKind::ScfCondition)?;
    let yield_ = ctx
        .last_op(after)
        .filter(|t| ctx.kind(*t) == OpKind::ScfYield)?;
    (ctx.block_args(before).len() == ctx.operands(op).len()
        && ctx.block_args(after).len() + 1 == ctx.operands(cond).len()
        && ctx.results(op).len() + 1 == ctx.operands(cond).len()
        && ctx.operands(yield_).len() == ctx.operands(op).len())
    .then_some((before, after, cond, yield_))
}

/// What an old `scf.while` result becomes when the op is rebuilt.
enum WhileResult {
    /// The new op's result with this index.
    New(usize),
    /// A value from outside the loop.
    Value(Value),
}

/// Replaces `op` by an `scf.while` with operands `inits` and result types `types` that takes
/// over its regions (whose block arguments and terminators the caller has already changed).
fn rebuild_while(
    rw: &mut Rewriter,
    op: Op,
    inits: &[Value],
    types: &[crate::ir::Type],
    results: &[WhileResult],
) {
    let ctx = &mut *rw.ctx;
    let regions = ctx.regions(op).to_vec();
    let before = ctx.take_region(regions[0]);
    let after = ctx.take_region(regions[1]);
    let attrs = ctx.named_attrs(op);
    let new = Builder::before(ctx, op).create(
        ctx,
        OpKind::ScfWhile,
        inits,
        types,
        attrs,
        &[before, after],
    );
    let old = rw.ctx.results(op).to_vec();
    for (r, w) in old.iter().zip(results) {
        let to = match w {
            WhileResult::New(j) => rw.ctx.result(new, *j),
            WhileResult::Value(v) => *v,
        };
        rw.replace_value(*r, to);
    }
    rw.add(new);
    rw.erase_op(op);
}

/// `RemoveLoopInvariantArgsFromBeforeBlock` of upstream's sources before LLVM 22 (22.1.8 does
/// the same through `MakeRegionBranchOpSuccessorInputsDead`): a before-block argument whose value
/// is its init in every iteration (the after block yields the init, or yields the after
/// argument the condition forwarded from this argument or its init) is the init.
///
/// ```mlir
/// scf.while (%a = %x, %b = %y) { ... scf.condition(%c) %a, %b } do {
/// ^bb0(%a2, %b2): ... scf.yield %a2, %n }
/// // becomes
/// scf.while (%b = %y) { ... (%a is %x) ... scf.condition(%c) %x, %b } do { ... scf.yield %n }
/// ```
pub(super) fn while_invariant_before_args(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some((before, after, cond, yield_)) = while_parts(ctx, op) else {
        return false;
    };
    let (inits, args) = (ctx.operands(op), ctx.block_args(before));
    let (cond_args, yielded) = (&ctx.operands(cond)[1..], ctx.operands(yield_));
    let invariant: Vec<bool> = (0..inits.len())
        .map(|i| {
            yielded[i] == inits[i]
                || ctx.value_block(yielded[i]) == Some(after)
                    && ctx
                        .block_arg_index(yielded[i])
                        .is_some_and(|k| cond_args[k] == args[i] || cond_args[k] == inits[i])
        })
        .collect();
    drop_before_args(rw, op, &invariant)
}

/// Drops the before-block arguments marked in `drop`, with their inits and yielded values; inside
/// the loop each is its init (an unused one has no uses to replace). False if none is marked.
fn drop_before_args(rw: &mut Rewriter, op: Op, drop: &[bool]) -> bool {
    if !drop.contains(&true) {
        return false;
    }
    let Some((before, _, _, yield_)) = while_parts(rw.ctx, op) else {
        return false;
    };
    let inits = rw.ctx.operands(op).to_vec();
    let args = rw.ctx.block_args(before).to_vec();
    let keep = |v: &[Value]| -> Vec<Value> {
        v.iter()
            .zip(drop)
            .filter(|(_, d)| !**d)
            .map(|(x, _)| *x)
            .collect()
    };
    let new_yield = keep(rw.ctx.operands(yield_));
    rw.ctx.set_operands(yield_, &new_yield);
    rw.add(yield_);
    for i in (0..drop.len()).rev() {
        if drop[i] {
            rw.replace_value(args[i], inits[i]);
            rw.ctx.erase_block_arg(before, i);
        }
    }
    let types: Vec<crate::ir::Type> = rw
        .ctx
        .results(op)
        .iter()
        .map(|r| rw.ctx.value_type(*r))
        .collect();
    let results: Vec<WhileResult> = (0..types.len()).map(WhileResult::New).collect();
    rebuild_while(rw, op, &keep(&inits), &types, &results);
    true
}

/// Drops the values the condition forwards that are marked in `drop`: the after-block
/// argument and the loop result each become the forwarded value itself (used only for values
/// from outside the loop; a dead one has no uses). False if none is marked.
fn drop_forwarded(rw: &mut Rewriter, op: Op, drop: &[bool]) -> bool {
    if !drop.contains(&true) {
        return false;
    }
    let Some((_, after, cond, _)) = while_parts(rw.ctx, op) else {
        return false;
    };
    let ops = rw.ctx.operands(cond).to_vec();
    let forwarded = &ops[1..];
    let after_args = rw.ctx.block_args(after).to_vec();
    let mut new_cond = vec![ops[0]];
    let mut types = Vec::new();
    let mut results = Vec::new();
    for (k, v) in forwarded.iter().enumerate() {
        if drop[k] {
            results.push(WhileResult::Value(*v));
        } else {
            results.push(WhileResult::New(types.len()));
            new_cond.push(*v);
            types.push(rw.ctx.value_type(*v));
        }
    }
    rw.ctx.set_operands(cond, &new_cond);
    rw.add(cond);
    for k in (0..forwarded.len()).rev() {
        if drop[k] {
            rw.replace_value(after_args[k], forwarded[k]);
            rw.ctx.erase_block_arg(after, k);
        }
    }
    let inits = rw.ctx.operands(op).to_vec();
    rebuild_while(rw, op, &inits, &types, &results);
    true
}

/// `RemoveLoopInvariantValueYielded` (before LLVM 22; 22.1.8:
/// `MakeRegionBranchOpSuccessorInputsDead`): a value the condition forwards from outside
/// the before block is that value in the after block and as the loop's result.
pub(super) fn while_invariant_values_yielded(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some((before, _, cond, _)) = while_parts(ctx, op) else {
        return false;
    };
    let outside: Vec<bool> = ctx.operands(cond)[1..]
        .iter()
        .map(|v| ctx.value_block(*v) != Some(before))
        .collect();
    drop_forwarded(rw, op, &outside)
}

/// Upstream's `WhileConditionTruth`: where the condition forwards its own condition value,
/// that after-block argument is `true` (the after block only runs when it was).
pub(super) fn while_condition_truth(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some((_, after, cond, _)) = while_parts(ctx, op) else {
        return false;
    };
    let ops = ctx.operands(cond).to_vec();
    let after_args = ctx.block_args(after).to_vec();
    let mut t = None;
    for (k, v) in ops[1..].iter().enumerate() {
        if *v != ops[0] || rw.ctx.use_empty(after_args[k]) {
            continue;
        }
        let c = *t.get_or_insert_with(|| {
            let attr = rw.ctx.bool_attr(true);
            rw.constant(op, attr)
        });
        rw.replace_value(after_args[k], c);
    }
    t.is_some()
}

/// Upstream's `WhileCmpCond`: in the after block, an `arith.cmpi` of a forwarded operand of the
/// condition's own `cmpi` against the same other operand is `true` (same predicate) or
/// `false` (the inverse predicate).
pub(super) fn while_cmp_cond(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some((_, after, cond, _)) = while_parts(ctx, op) else {
        return false;
    };
    let ops = ctx.operands(cond).to_vec();
    let Some(cmp) = def_of(ctx, ops[0], OpKind::ArithCmpI) else {
        return false;
    };
    let Some(pred) = cmpi_predicate(ctx, cmp) else {
        return false;
    };
    let cmp_ops = ctx.operands(cmp).to_vec();
    let after_args = ctx.block_args(after).to_vec();
    let mut changed = false;
    for (k, v) in ops[1..].iter().enumerate() {
        for idx in 0..2 {
            if *v != cmp_ops[idx] {
                continue;
            }
            let users: Vec<Op> = rw.ctx.uses(after_args[k]).iter().map(|u| u.op).collect();
            for u in users {
                let ctx = &*rw.ctx;
                if ctx.op(u).erased || ctx.kind(u) != OpKind::ArithCmpI {
                    continue;
                }
                if ctx.operand(u, 1 - idx) != cmp_ops[1 - idx] {
                    continue;
                }
                let same = match cmpi_predicate(ctx, u) {
                    Some(p) if p == pred => true,
                    Some(p) if CMPI_INVERTED[pred] == p as i64 => false,
                    _ => continue,
                };
                let attr = rw.ctx.bool_attr(same);
                let c = rw.constant(u, attr);
                rw.replace_op(u, &[c]);
                changed = true;
            }
        }
    }
    changed
}

/// `WhileUnusedResult` (before LLVM 22; 22.1.8: `RemoveDeadRegionBranchOpSuccessorInputs`): a
/// value the condition forwards that neither the after block nor the loop's users read is
/// dropped.
pub(super) fn while_unused_result(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some((_, after, _, _)) = while_parts(ctx, op) else {
        return false;
    };
    let after_args = ctx.block_args(after);
    let dead: Vec<bool> = ctx
        .results(op)
        .iter()
        .zip(after_args)
        .map(|(r, a)| ctx.use_empty(*r) && ctx.use_empty(*a))
        .collect();
    drop_forwarded(rw, op, &dead)
}

/// `WhileRemoveDuplicatedResults` (before LLVM 22; 22.1.8:
/// `RemoveDuplicateSuccessorInputUses`): a value the condition forwards twice is
/// forwarded once.
pub(super) fn while_duplicated_results(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some((_, after, cond, _)) = while_parts(ctx, op) else {
        return false;
    };
    let ops = ctx.operands(cond).to_vec();
    let args = &ops[1..];
    let mut first: Vec<usize> = Vec::new();
    let mut pos = Vec::with_capacity(args.len());
    for v in args {
        match first.iter().position(|&f| args[f] == *v) {
            Some(p) => pos.push(p),
            None => {
                pos.push(first.len());
                first.push(pos.len() - 1);
            }
        }
    }
    if first.len() == args.len() {
        return false;
    }
    let after_args = ctx.block_args(after).to_vec();
    let mut new_cond = vec![ops[0]];
    new_cond.extend(first.iter().map(|&f| args[f]));
    let types: Vec<crate::ir::Type> = first.iter().map(|&f| ctx.value_type(args[f])).collect();
    rw.ctx.set_operands(cond, &new_cond);
    rw.add(cond);
    for k in 0..args.len() {
        let keeper = after_args[first[pos[k]]];
        rw.replace_value(after_args[k], keeper);
    }
    for k in (0..args.len()).rev() {
        if first[pos[k]] != k {
            rw.ctx.erase_block_arg(after, k);
        }
    }
    let results: Vec<WhileResult> = pos.iter().map(|&p| WhileResult::New(p)).collect();
    let inits = rw.ctx.operands(op).to_vec();
    rebuild_while(rw, op, &inits, &types, &results);
    true
}

/// `WhileRemoveUnusedArgs` (before LLVM 22; 22.1.8: `RemoveDeadRegionBranchOpSuccessorInputs`):
/// a before-block argument nothing reads is dropped with
/// its init and yielded value.
pub(super) fn while_unused_args(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some((before, _, _, _)) = while_parts(ctx, op) else {
        return false;
    };
    let unused: Vec<bool> = ctx
        .block_args(before)
        .iter()
        .map(|a| ctx.use_empty(*a))
        .collect();
    drop_before_args(rw, op, &unused)
}

/// Upstream's `WhileOpAlignBeforeArgs`: when the condition forwards exactly the before-block
/// arguments in another order, it forwards them in their order (the after block's arguments
/// and the results are permuted to match).
pub(super) fn while_align_before_args(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some((before, after, cond, _)) = while_parts(ctx, op) else {
        return false;
    };
    let args = ctx.block_args(before).to_vec();
    let ops = ctx.operands(cond).to_vec();
    let cond_args = &ops[1..];
    if args.as_slice() == cond_args || cond_args.len() != args.len() {
        return false;
    }
    let mut seen = rustc_hash::FxHashSet::default();
    if !cond_args.iter().all(|v| seen.insert(*v)) {
        return false;
    }
    // mapping[k] = the before-argument index that condition operand k forwards.
    let Some(mapping) = cond_args
        .iter()
        .map(|v| args.iter().position(|a| a == v))
        .collect::<Option<Vec<usize>>>()
    else {
        return false;
    };
    let mut new_cond = vec![ops[0]];
    new_cond.extend(&args);
    rw.ctx.set_operands(cond, &new_cond);
    rw.add(cond);
    let old_after = rw.ctx.block_args(after).to_vec();
    let n = args.len();
    let mut types = vec![None; n];
    for (k, &j) in mapping.iter().enumerate() {
        types[j] = Some(rw.ctx.value_type(old_after[k]));
    }
    let types: Vec<crate::ir::Type> = types.into_iter().map(|t| t.unwrap()).collect();
    let new_after: Vec<Value> = (0..n)
        .map(|j| {
            let loc = rw
                .ctx
                .value_loc(old_after[mapping.iter().position(|&m| m == j).unwrap()]);
            rw.ctx.add_block_arg(after, types[j], loc)
        })
        .collect();
    for (k, &j) in mapping.iter().enumerate() {
        rw.replace_value(old_after[k], new_after[j]);
    }
    for _ in 0..n {
        rw.ctx.erase_block_arg(after, 0);
    }
    let results: Vec<WhileResult> = mapping.iter().map(|&j| WhileResult::New(j)).collect();
    let inits = rw.ctx.operands(op).to_vec();
    rebuild_while(rw, op, &inits, &types, &results);
    true
}

/// Folds an scf op (MLIR's `fold` hooks): `scf::IfOp::fold` turns `scf.if (xori %c, true)`
/// with an else region into `scf.if %c` with the regions swapped.
pub(super) fn fold(rw: &mut Rewriter, op: Op) -> Fold {
    let ctx = &*rw.ctx;
    if ctx.kind(op) != OpKind::ScfIf {
        return Fold::None;
    }
    let (tr, er) = (ctx.regions(op)[0], ctx.regions(op)[1]);
    if ctx.region_is_empty(er) {
        return Fold::None;
    }
    let Some(x) = def_of(ctx, ctx.operand(op, 0), OpKind::ArithXOrI) else {
        return Fold::None;
    };
    if !crate::ir::matchers::is_const_one(ctx, ctx.operand(x, 1)) {
        return Fold::None;
    }
    let c = ctx.operand(x, 0);
    let ctx = &mut *rw.ctx;
    ctx.set_operand(op, 0, c);
    let then_blocks: Vec<Block> = ctx.region_blocks(tr).collect();
    let else_blocks: Vec<Block> = ctx.region_blocks(er).collect();
    for b in then_blocks.iter().chain(&else_blocks) {
        ctx.detach_block(*b);
    }
    for b in else_blocks {
        ctx.append_block(tr, b);
    }
    for b in then_blocks {
        ctx.append_block(er, b);
    }
    Fold::InPlace
}

/// Upstream's `CombineNestedIfs`: an `scf.if` whose then block holds only another `scf.if`
/// (and whose else blocks, if any, only yield) becomes one `scf.if` on `andi` of both
/// conditions. A result the outer then branch yields from outside is kept by an `arith.select`
/// on the outer condition; one it takes from the inner if must have the same else value in
/// both ifs.
///
/// ```mlir
/// scf.if %a { scf.if %b { X } }
/// // becomes
/// %ab = arith.andi %a, %b : i1
/// scf.if %ab { X }
/// ```
pub(super) fn if_combine_nested(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if ctx.kind(op) != OpKind::ScfIf {
        return false;
    }
    let outer = IfOp(op);
    let (o_then, o_else) = (outer.then_region(ctx), outer.else_region(ctx));
    let Some(tb) = ctx.entry_block(o_then) else {
        return false;
    };
    let ops: Vec<Op> = ctx.block_ops(tb).collect();
    let [nested, o_yield] = ops.as_slice() else {
        return false;
    };
    let (nested, o_yield) = (*nested, *o_yield);
    if ctx.kind(nested) != OpKind::ScfIf {
        return false;
    }
    // An else block may only yield.
    let only_yield = |r: crate::ir::Region| -> Option<Option<Op>> {
        match ctx.entry_block(r) {
            None => Some(None),
            Some(b) => {
                let first = ctx.first_op(b)?;
                (ctx.next_op(first).is_none() && ctx.kind(first) == OpKind::ScfYield)
                    .then_some(Some(first))
            }
        }
    };
    let Some(o_else_yield) = only_yield(o_else) else {
        return false;
    };
    let inner = IfOp(nested);
    let (i_then, i_else) = (inner.then_region(ctx), inner.else_region(ctx));
    let Some(i_else_yield) = only_yield(i_else) else {
        return false;
    };
    let Some(i_then_yield) = ctx.entry_block(i_then).and_then(|b| ctx.last_op(b)) else {
        return false;
    };
    let mut then_vals = ctx.operands(o_yield).to_vec();
    let else_vals: Vec<Value> = o_else_yield
        .map(|y| ctx.operands(y).to_vec())
        .unwrap_or_default();
    let mut to_select = Vec::new();
    for (i, v) in then_vals.clone().into_iter().enumerate() {
        if ctx.defining_op(v) == Some(nested) {
            let k = ctx.results(nested).iter().position(|r| *r == v).unwrap();
            let Some(iy) = i_else_yield else {
                return false;
            };
            if ctx.operand(iy, k) != else_vals[i] {
                return false;
            }
            then_vals[i] = ctx.operand(i_then_yield, k);
            continue;
        }
        if ctx.value_block(v).and_then(|b| ctx.block_region(b)) == Some(o_then) {
            return false;
        }
        to_select.push(i);
    }
    let (c_outer, c_inner) = (outer.condition(ctx), inner.condition(ctx));
    let types: Vec<crate::ir::Type> = ctx.results(op).iter().map(|r| ctx.value_type(*r)).collect();
    let i1 = rw.ctx.int_type(1);
    let b = Builder::before(rw.ctx, op);
    let and = rw.create(&b, OpKind::ArithAndI, &[c_outer, c_inner], &[i1], vec![]);
    let cond = rw.ctx.result(and, 0);
    // The combined if takes the inner then region; its yield becomes the outer's values.
    let then_region = rw.ctx.take_region(i_then);
    let else_region = rw.ctx.create_region();
    let attrs = rw.ctx.named_attrs(op);
    let new = Builder::before(rw.ctx, op).create(
        rw.ctx,
        OpKind::ScfIf,
        &[cond],
        &types,
        attrs,
        &[then_region, else_region],
    );
    let nt = rw.ctx.entry_block(then_region).unwrap();
    let ny = rw.ctx.last_op(nt).unwrap();
    rw.ctx.set_operands(ny, &then_vals);
    if !else_vals.is_empty() {
        let eb = rw.ctx.create_block();
        rw.ctx.append_block(else_region, eb);
        let loc = rw.ctx.op_loc(op);
        let y = rw.ctx.create_op(
            OpKind::ScfYield,
            None,
            &else_vals,
            &[],
            vec![],
            &[],
            &[],
            loc,
        );
        rw.ctx.append_op(eb, y);
    }
    let mut results: Vec<Value> = rw.ctx.results(new).to_vec();
    let b = Builder::before(rw.ctx, new);
    for i in to_select {
        let t = types[i];
        let s = rw.create(
            &b,
            OpKind::ArithSelect,
            &[c_outer, then_vals[i], else_vals[i]],
            &[t],
            vec![],
        );
        results[i] = rw.ctx.result(s, 0);
    }
    rw.add(new);
    rw.replace_op(op, &results);
    true
}

/// Upstream's FoldConstantCase: an `scf.index_switch` on a constant → the matching case (or the
/// default) inlined in its place.
pub(super) fn index_switch_const_case(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if ctx.kind(op) != OpKind::ScfIndexSwitch {
        return false;
    }
    let Some(x) = const_int(ctx, ctx.operand(op, 0)) else {
        return false;
    };
    let cases = ctx.i64_array(op, "cases");
    let i = cases
        .iter()
        .position(|c| i128::from(*c) == x)
        .map_or(0, |p| p + 1);
    let Some(&r) = ctx.regions(op).get(i) else {
        return false;
    };
    if ctx.region_blocks(r).count() != 1 {
        return false;
    }
    let vals = inline_region_before(rw, r, op);
    rw.replace_op(op, &vals);
    true
}

/// Moves the ops of `body` before `at`, except its terminator of kind `term`, which is
/// returned.
fn move_body_before(rw: &mut Rewriter, body: crate::ir::Block, at: Op, term: OpKind) -> Option<Op> {
    let inner: Vec<Op> = rw.ctx.block_ops(body).collect();
    let blk = rw.ctx.op_block(at).unwrap();
    let mut found = None;
    for o in inner {
        if rw.ctx.kind(o) == term {
            found = Some(o);
            continue;
        }
        rw.ctx.detach_op(o);
        rw.ctx.insert_op(blk, Some(at), o);
        rw.add(o);
    }
    found
}

/// The trip count of a loop dimension from its bounds and step (`None` unless the step is
/// positive).
fn trip_count(lb: i128, ub: i128, step: i128) -> Option<i128> {
    (step > 0).then(|| {
        if ub <= lb {
            0
        } else {
            (ub - lb + step - 1) / step
        }
    })
}

/// The trip count of a loop dimension whose bounds and step are constants.
fn constant_trip_count(ctx: &Context, lb: Value, ub: Value, step: Value) -> Option<i128> {
    // The same value as both bounds: no iteration, whatever the step (upstream's
    // constantTripCount).
    if lb == ub {
        return Some(0);
    }
    trip_count(
        const_int(ctx, lb)?,
        const_int(ctx, ub)?,
        const_int(ctx, step)?,
    )
}

/// The `staticLowerBound`, `staticUpperBound` and `staticStep` arrays of an `scf.forall`
/// (`DYNAMIC` where an operand gives the value).
fn forall_statics(ctx: &Context, op: Op) -> Option<[Vec<i64>; 3]> {
    use crate::ir::AttrData;
    let read = |name: &str| match ctx.get_attr(op, name).map(|a| ctx.attr(a)) {
        Some(AttrData::DenseArray { values, .. }) => {
            Some(values.iter().map(|v| *v as i64).collect::<Vec<i64>>())
        }
        _ => None,
    };
    Some([
        read(FORALL_STATICS[0])?,
        read(FORALL_STATICS[1])?,
        read(FORALL_STATICS[2])?,
    ])
}

/// The names of [`forall_statics`]' arrays.
const FORALL_STATICS: [&str; 3] = ["staticLowerBound", "staticUpperBound", "staticStep"];

/// Upstream's ParallelOpSingleOrZeroIterationDimsFolder for single-trip dimensions (zero-trip
/// ones are [`parallel_zero_trip_count`]): their induction variables become their lower bounds
/// and the dimensions go; when none is left and there is nothing to reduce, the body is inlined
/// in the loop's place.
pub(super) fn parallel_single_trip_dims(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if ctx.kind(op) != OpKind::ScfParallel {
        return false;
    }
    let segs = ctx.segments(op);
    let n = segs[0];
    let ops = ctx.operands(op).to_vec();
    let trips: Vec<Option<i128>> = (0..n)
        .map(|d| constant_trip_count(ctx, ops[d], ops[n + d], ops[2 * n + d]))
        .collect();
    if trips.contains(&Some(0)) {
        return false;
    }
    let single: Vec<usize> = (0..n).filter(|d| trips[*d] == Some(1)).collect();
    let inits = ops[3 * n..].to_vec();
    if single.is_empty() {
        return false;
    }
    let body = ctx.entry_block(ctx.regions(op)[0]).unwrap();
    let ivs = ctx.block_args(body).to_vec();
    // Inlining needs a reduction region (two arguments, ending in scf.reduce.return) per init.
    if single.len() == n {
        let well_formed = |red: Op| {
            ctx.regions(red).len() == inits.len()
                && ctx.regions(red).iter().all(|r| {
                    ctx.entry_block(*r).is_some_and(|b| {
                        ctx.block_args(b).len() == 2
                            && ctx
                                .last_op(b)
                                .is_some_and(|t| ctx.kind(t) == OpKind::ScfReduceReturn)
                    })
                })
        };
        match ctx.last_op(body) {
            Some(t) if ctx.kind(t) == OpKind::ScfReduce && well_formed(t) => {}
            _ => return false,
        }
    }
    for &d in single.iter().rev() {
        rw.replace_value(ivs[d], ops[d]);
        rw.ctx.erase_block_arg(body, d);
    }
    if single.len() == n {
        // No dimension left: the body runs once, here, then each reduction combines its
        // init with the body's contribution (upstream clones them in this order).
        let reduce = move_body_before(rw, body, op, OpKind::ScfReduce);
        let blk = rw.ctx.op_block(op).unwrap();
        let mut results = Vec::new();
        if let Some(red) = reduce {
            let contribs = rw.ctx.operands(red).to_vec();
            let regions = rw.ctx.regions(red).to_vec();
            for (i, r) in regions.into_iter().enumerate() {
                let rb = rw.ctx.entry_block(r).unwrap();
                let args = rw.ctx.block_args(rb).to_vec();
                rw.ctx.replace_all_uses(args[0], inits[i]);
                rw.ctx.replace_all_uses(args[1], contribs[i]);
                for o in rw.ctx.block_ops(rb).collect::<Vec<_>>() {
                    if rw.ctx.kind(o) == OpKind::ScfReduceReturn {
                        results.push(rw.ctx.operand(o, 0));
                        continue;
                    }
                    rw.ctx.detach_op(o);
                    rw.ctx.insert_op(blk, Some(op), o);
                    rw.add(o);
                }
            }
        }
        rw.replace_op(op, &results);
        return true;
    }
    let keep: Vec<usize> = (0..n).filter(|d| !single.contains(d)).collect();
    let mut new_ops: Vec<Value> = Vec::new();
    for part in 0..3 {
        new_ops.extend(keep.iter().map(|d| ops[part * n + d]));
    }
    new_ops.extend_from_slice(&inits);
    let k = keep.len() as i64;
    let seg = rw.ctx.dense_i32_array(&[k, k, k, inits.len() as i64]);
    rw.ctx.set_operands(op, &new_ops);
    rw.ctx.set_attr(op, "operandSegmentSizes", seg);
    rw.modified(op);
    true
}

/// Upstream's ForallOpSingleOrZeroIterationDimsFolder, for an `scf.forall` without a mapping
/// whose bounds are static where it matters: a zero-trip dimension replaces the loop by its
/// shared outputs' initial values; a single-trip dimension's induction variable becomes an
/// `arith.constant` of its lower bound and the dimension goes; with none left the body runs in
/// place, the shared outputs its initial values and each `tensor.parallel_insert_slice` a
/// `tensor.insert_slice` after it (upstream's `promote`).
pub(super) fn forall_single_trip_dims(rw: &mut Rewriter, op: Op) -> bool {
    use crate::ir::{AttrData, DYNAMIC};
    let ctx = &*rw.ctx;
    if ctx.kind(op) != OpKind::ScfForall {
        return false;
    }
    if let Some(m) = ctx.get_attr(op, "mapping") {
        if !matches!(ctx.attr(m), AttrData::Array(a) if a.is_empty()) {
            return false;
        }
    }
    let Some(statics) = forall_statics(ctx, op) else {
        return false;
    };
    let n = statics[0].len();
    // The operand giving a dynamic bound, per dimension.
    let dyn_operand = |k: usize, d: usize| {
        let i = statics[k][..d].iter().filter(|v| **v == DYNAMIC).count();
        ctx.segment(op, k).get(i).copied()
    };
    let trip = |d: usize| {
        let (lb, ub, st) = (statics[0][d], statics[1][d], statics[2][d]);
        // The same value as both bounds: no iteration (upstream's constantTripCount).
        if lb == DYNAMIC && ub == DYNAMIC && dyn_operand(0, d) == dyn_operand(1, d) {
            return Some(0);
        }
        if [lb, ub, st].contains(&DYNAMIC) {
            return None;
        }
        trip_count(lb.into(), ub.into(), st.into())
    };
    let trips: Vec<Option<i128>> = (0..n).map(trip).collect();
    let outputs = ctx.segment(op, 3).to_vec();
    if trips.contains(&Some(0)) {
        rw.replace_op(op, &outputs);
        return true;
    }
    let single: Vec<usize> = (0..n).filter(|d| trips[*d] == Some(1)).collect();
    if single.is_empty() {
        return false;
    }
    let body = ctx.entry_block(ctx.regions(op)[0]).unwrap();
    // Inlined, the terminator must give one insert_slice per result (upstream's `promote`
    // takes the parallel_insert_slice ops in order).
    let parallel: Vec<Op> = ctx
        .block_ops(body)
        .last()
        .and_then(|t| ctx.regions(t).first().copied())
        .and_then(|r| ctx.entry_block(r))
        .map(|b| ctx.block_ops(b).collect())
        .unwrap_or_default();
    if single.len() == n
        && (parallel.len() != outputs.len()
            || parallel
                .iter()
                .any(|p| ctx.kind(*p) != OpKind::TensorParallelInsertSlice))
    {
        return false;
    }
    let ivs = ctx.block_args(body).to_vec();
    let index = ctx.value_type(ivs[0]);
    for &d in &single {
        let a = rw.ctx.int_attr(i128::from(statics[0][d]), index);
        let c = rw.constant(op, a);
        rw.replace_value(ivs[d], c);
    }
    for &d in single.iter().rev() {
        rw.ctx.erase_block_arg(body, d);
    }
    if single.len() == n {
        // The induction variables went above: what is left are the shared outputs.
        let shared = rw.ctx.block_args(body).to_vec();
        for (a, o) in shared.into_iter().zip(&outputs) {
            rw.replace_value(a, *o);
        }
        move_body_before(rw, body, op, OpKind::ScfForallInParallel);
        let results = tensor_slices::insert_slices_of(rw, op, &parallel);
        rw.replace_op(op, &results);
        return true;
    }
    for (name, st) in FORALL_STATICS.iter().zip(&statics) {
        let kept: Vec<i64> = (0..n)
            .filter(|d| !single.contains(d))
            .map(|d| st[d])
            .collect();
        let a = rw.ctx.dense_i64_array(&kept);
        rw.ctx.set_attr(op, name, a);
    }
    rw.modified(op);
    true
}

/// Upstream's RemoveDeadRegionBranchOpSuccessorInputs for `scf.index_switch` and
/// `scf.execute_region`: results without uses are dropped from the op and from every yield.
pub(super) fn remove_unused_region_results(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if !matches!(
        ctx.kind(op),
        OpKind::ScfIndexSwitch | OpKind::ScfExecuteRegion
    ) {
        return false;
    }
    let results = ctx.results(op).to_vec();
    let keep: Vec<usize> = (0..results.len())
        .filter(|i| !ctx.use_empty(results[*i]))
        .collect();
    if keep.len() == results.len() {
        return false;
    }
    rebuild_keeping(rw, op, &keep);
    true
}

/// Upstream's MultiBlockExecuteInliner: a multi-block `scf.execute_region` directly in a
/// function (or in another execute_region) is inlined with branches: its block is split at the
/// op, the part before branches to the region's entry, each `scf.yield` becomes a `cf.br` to
/// the part after, whose block arguments replace the results.
pub(super) fn inline_multi_block_execute_region(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if ctx.kind(op) != OpKind::ScfExecuteRegion || ctx.get_attr(op, "no_inline").is_some() {
        return false;
    }
    let Some(parent) = ctx.parent_op(op) else {
        return false;
    };
    if !matches!(
        ctx.kind(parent),
        OpKind::FuncFunc | OpKind::ScfExecuteRegion
    ) {
        return false;
    }
    let r = ctx.regions(op)[0];
    let Some(entry) = ctx.entry_block(r) else {
        return false;
    };
    let (Some(prev), Some(outer)) = (
        ctx.op_block(op),
        ctx.op_block(op).and_then(|b| ctx.block_region(b)),
    ) else {
        return false;
    };
    let loc = ctx.op_loc(op);
    // Split: the op and what follows it move to a new block after `prev`.
    let post = rw.ctx.create_block();
    let next = rw.ctx.next_block(prev);
    rw.ctx.insert_block(outer, next, post);
    let mut at = Some(op);
    while let Some(o) = at {
        at = rw.ctx.next_op(o);
        rw.ctx.detach_op(o);
        rw.ctx.insert_op(post, None, o);
    }
    let br = Builder::at_end(prev, loc).br(rw.ctx, entry, &[]);
    rw.add(br);
    let blocks: Vec<_> = rw.ctx.region_blocks(r).collect();
    for &b in &blocks {
        if let Some(y) = rw
            .ctx
            .last_op(b)
            .filter(|t| rw.ctx.kind(*t) == OpKind::ScfYield)
        {
            let vals = rw.ctx.operands(y).to_vec();
            let nb = Builder::before(rw.ctx, y).br(rw.ctx, post, &vals);
            rw.add(nb);
            rw.erase_op(y);
        }
    }
    for b in blocks {
        rw.ctx.detach_block(b);
        rw.ctx.insert_block(outer, Some(post), b);
    }
    let results = rw.ctx.results(op).to_vec();
    let mut args = Vec::new();
    for res in results {
        let t = rw.ctx.value_type(res);
        let l = rw.ctx.value_loc(res);
        args.push(rw.ctx.add_block_arg(post, t, l));
    }
    rw.replace_op(op, &args);
    true
}

/// The `scf.yield`s of `op`'s regions, which return to its results (scf.if, scf.index_switch,
/// scf.execute_region, whose regions take no arguments).
fn yields_to_results(ctx: &Context, op: Op) -> Vec<Op> {
    let mut out = Vec::new();
    for r in ctx.regions(op) {
        for b in ctx.region_blocks(*r) {
            if let Some(t) = ctx.last_op(b).filter(|t| ctx.kind(*t) == OpKind::ScfYield) {
                out.push(t);
            }
        }
    }
    out
}

/// Upstream's MakeRegionBranchOpSuccessorInputsDead for `scf.index_switch` and
/// `scf.execute_region` (for `scf.if` it is `if_yield_same_value`): a used result that every
/// yield gives as the same value from outside the op is that value.
///
/// ```mlir
/// %r = scf.index_switch %i -> i64
/// case 0 { scf.yield %x : i64 }
/// default { scf.yield %x : i64 }
/// use(%r)          // becomes use(%x)
/// ```
pub(super) fn region_results_from_outside(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if !matches!(
        ctx.kind(op),
        OpKind::ScfIndexSwitch | OpKind::ScfExecuteRegion
    ) {
        return false;
    }
    let yields = yields_to_results(ctx, op);
    let results = ctx.results(op).to_vec();
    let mut replace = Vec::new();
    for (i, r) in results.iter().enumerate() {
        if ctx.use_empty(*r) || yields.is_empty() {
            continue;
        }
        let v = ctx.operand(yields[0], i);
        if yields.iter().all(|y| ctx.operand(*y, i) == v) && !ctx.defined_inside(v, op) {
            replace.push((*r, v));
        }
    }
    for (r, v) in &replace {
        rw.replace_value(*r, *v);
    }
    !replace.is_empty()
}

/// Upstream's RemoveDuplicateSuccessorInputUses for `scf.if`, `scf.index_switch` and
/// `scf.execute_region`: a used result that every yield gives as the same value as an earlier
/// result is that earlier result (and then dead).
///
/// ```mlir
/// %r:2 = scf.if %c -> (i64, i64) { scf.yield %a, %a } else { scf.yield %b, %b }
/// use(%r#0, %r#1)   // becomes use(%r#0, %r#0)
/// ```
pub(super) fn region_duplicate_results(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if !matches!(
        ctx.kind(op),
        OpKind::ScfIf | OpKind::ScfIndexSwitch | OpKind::ScfExecuteRegion
    ) {
        return false;
    }
    let yields = yields_to_results(ctx, op);
    let results = ctx.results(op).to_vec();
    let mut replace = Vec::new();
    for j in 1..results.len() {
        if ctx.use_empty(results[j]) {
            continue;
        }
        let same = |i: usize| {
            yields
                .iter()
                .all(|y| ctx.operand(*y, i) == ctx.operand(*y, j))
        };
        // Each pair is looked at once, in order: an input replaced earlier in this round
        // still counts as the earlier one of a later pair, as upstream.
        if let Some(i) = (0..j).find(|i| same(*i)) {
            replace.push((results[j], results[i]));
        }
    }
    for (r, v) in &replace {
        rw.replace_value(*r, *v);
    }
    !replace.is_empty()
}

/// Upstream's MergeNestedParallelLoops: an `scf.parallel` whose body is only another
/// `scf.parallel` with bounds independent of the outer induction variables (neither with
/// reductions) is one loop over both sets of dimensions.
///
/// ```mlir
/// scf.parallel (%i) = (%a) to (%b) step (%c) {
///   scf.parallel (%j) = (%d) to (%e) step (%f) { use(%i, %j) }
/// }
/// // becomes
/// scf.parallel (%i, %j) = (%a, %d) to (%b, %e) step (%c, %f) { use(%i, %j) }
/// ```
pub(super) fn merge_nested_parallel_loops(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if ctx.kind(op) != OpKind::ScfParallel {
        return false;
    }
    let Some(outer) = ctx.entry_block(ctx.regions(op)[0]) else {
        return false;
    };
    let Some(inner_op) = ctx.first_op(outer) else {
        return false;
    };
    let only = ctx
        .next_op(inner_op)
        .is_some_and(|t| ctx.kind(t) == OpKind::ScfReduce && ctx.next_op(t).is_none());
    if ctx.kind(inner_op) != OpKind::ScfParallel || !only {
        return false;
    }
    let (segs, inner_segs) = (ctx.segments(op), ctx.segments(inner_op));
    if segs.get(3) != Some(&0) || inner_segs.get(3) != Some(&0) {
        return false;
    }
    let outer_ivs = ctx.block_args(outer).to_vec();
    let inner_ops = ctx.operands(inner_op).to_vec();
    if inner_ops.iter().any(|v| outer_ivs.contains(v)) {
        return false;
    }
    let Some(inner) = ctx.entry_block(ctx.regions(inner_op)[0]) else {
        return false;
    };
    let (n, m) = (segs[0], inner_segs[0]);
    let ops = ctx.operands(op).to_vec();
    let mut new_ops = Vec::new();
    for part in 0..3 {
        new_ops.extend_from_slice(&ops[part * n..(part + 1) * n]);
        new_ops.extend_from_slice(&inner_ops[part * m..(part + 1) * m]);
    }
    // The inner induction variables become the outer body's last arguments and the inner
    // body (but its terminator) moves in place of the inner loop.
    for iv in ctx.block_args(inner).to_vec() {
        let (ty, loc) = (rw.ctx.value_type(iv), rw.ctx.op_loc(op));
        let nv = rw.ctx.add_block_arg(outer, ty, loc);
        rw.replace_value(iv, nv);
    }
    move_body_before(rw, inner, inner_op, OpKind::ScfReduce);
    rw.erase_op(inner_op);
    // Upstream builds a new loop: its induction variables and its scf.reduce are at the
    // loop's location.
    let loc = rw.ctx.op_loc(op);
    for iv in rw.ctx.block_args(outer).to_vec() {
        rw.ctx.set_value_loc(iv, loc);
    }
    if let Some(t) = rw.ctx.last_op(outer) {
        rw.ctx.set_op_loc(t, loc);
    }
    let k = (n + m) as i64;
    let seg = rw.ctx.dense_i32_array(&[k, k, k, 0]);
    rw.ctx.set_operands(op, &new_ops);
    // A new op upstream: only the operand segments carry over.
    let names: Vec<String> = rw
        .ctx
        .attrs(op)
        .iter()
        .map(|(n, _)| rw.ctx.ident_str(*n).to_string())
        .collect();
    for name in names {
        rw.ctx.remove_attr(op, &name);
    }
    rw.ctx.set_attr(op, "operandSegmentSizes", seg);
    rw.modified(op);
    true
}

/// The ops of `b` and everything nested in them, post-order (nested ops before their parent),
/// as upstream's `Operation::walk`.
fn post_order(ctx: &Context, b: Block, out: &mut Vec<Op>) {
    for o in ctx.block_ops(b) {
        for r in ctx.regions(o) {
            for nb in ctx.region_blocks(*r) {
                post_order(ctx, nb, out);
            }
        }
        out.push(o);
    }
}

/// Upstream's WhileMoveIfDown: an `scf.if` right before the `scf.condition`, on the same
/// condition and with an else that only yields, runs in the after region instead: the
/// condition forwards the else values in place of the if's results, the after region starts
/// with the then block (its values replace the after arguments that received the results), and
/// the before-region values the then block uses are forwarded as new trailing arguments (new
/// results of the loop).
///
/// ```mlir
/// scf.while (%i = %a) : (i64) -> i64 {
///   %k = arith.muli %i, %i : i64
///   %c = arith.cmpi slt, %i, %n : i64
///   %x = scf.if %c -> (i64) { %t = arith.addi %k, %i : i64  scf.yield %t : i64 }
///        else { scf.yield %i : i64 }
///   scf.condition(%c) %x : i64
/// } do { ^bb0(%y: i64): use(%y) ... }
/// // becomes
/// scf.while (%i = %a) : (i64) -> (i64, i64, i64) {
///   %k = arith.muli %i, %i : i64
///   %c = arith.cmpi slt, %i, %n : i64
///   scf.condition(%c) %i, %k, %i : i64, i64, i64
/// } do { ^bb0(%y: i64, %k2: i64, %i2: i64): %t = arith.addi %k2, %i2 : i64  use(%t) ... }
/// ```
///
/// Two cases upstream (LLVM 22.1.8) rewrites into wrong or invalid IR are left alone: an if
/// result the condition forwards more than once (the later arguments would get the else
/// value; the duplicate is merged first by `while_duplicated_results`) and a forwarded then
/// value defined in the before region outside the if (it would be used in the after region).
pub(super) fn while_move_if_down(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some((before, after, cond, _)) = while_parts(ctx, op) else {
        return false;
    };
    let Some(if_op) = ctx
        .prev_op(cond)
        .filter(|i| ctx.kind(*i) == OpKind::ScfIf && ctx.operand(*i, 0) == ctx.operand(cond, 0))
    else {
        return false;
    };
    let regions = ctx.regions(if_op).to_vec();
    let Some(then_block) = ctx.entry_block(regions[0]) else {
        return false;
    };
    let else_block = regions.get(1).and_then(|r| ctx.entry_block(*r));
    if else_block.is_some_and(|b| ctx.first_op(b) != ctx.last_op(b)) {
        return false;
    }
    let Some(then_yield) = ctx.last_op(then_block) else {
        return false;
    };
    let if_results = ctx.results(if_op).to_vec();
    let cond_args = ctx.operands(cond)[1..].to_vec();
    // Each forwarded if result: (argument position, result number).
    let mut forwarded = Vec::new();
    for (idx, a) in cond_args.iter().enumerate() {
        if let Some(k) = if_results.iter().position(|r| r == a) {
            if forwarded.iter().any(|(_, j)| *j == k) {
                return false;
            }
            let tv = ctx.operand(then_yield, k);
            if ctx.defined_inside(tv, op) && !ctx.defined_inside(tv, if_op) {
                return false;
            }
            forwarded.push((idx, k));
        }
    }
    let else_yield = else_block.and_then(|b| ctx.last_op(b));
    if !forwarded.is_empty() && else_yield.is_none() {
        return false;
    }
    // The before-region values the then block uses, in upstream's walk order.
    let mut walked = Vec::new();
    post_order(ctx, then_block, &mut walked);
    let mut extra: Vec<Value> = Vec::new();
    for o in &walked {
        for v in ctx.operands(*o) {
            if ctx.value_block(*v) == Some(before) && !extra.contains(v) {
                extra.push(*v);
            }
        }
    }
    let after_args = ctx.block_args(after).to_vec();
    for &(idx, k) in &forwarded {
        let (tv, ev) = (
            rw.ctx.operand(then_yield, k),
            rw.ctx.operand(else_yield.unwrap(), k),
        );
        rw.replace_value(if_results[k], ev);
        rw.replace_value(after_args[idx], tv);
    }
    // New after arguments for the extra values, used in the then block in their place.
    let loc = rw.ctx.op_loc(op);
    let mut new_cond = rw.ctx.operands(cond).to_vec();
    for v in &extra {
        let ty = rw.ctx.value_type(*v);
        let arg = rw.ctx.add_block_arg(after, ty, loc);
        new_cond.push(*v);
        let uses: Vec<(Op, usize)> = rw
            .ctx
            .uses(*v)
            .iter()
            .map(|u| (u.op, u.index as usize))
            .collect();
        for (user, i) in uses {
            if rw.ctx.is_ancestor(if_op, user) && user != if_op {
                rw.ctx.set_operand(user, i, arg);
                rw.add(user);
            }
        }
    }
    rw.ctx.set_operands(cond, &new_cond);
    rw.add(cond);
    // The then block (but its yield) starts the after block; the if goes.
    let first = rw.ctx.first_op(after);
    for o in rw.ctx.block_ops(then_block).collect::<Vec<_>>() {
        if o == then_yield {
            continue;
        }
        rw.ctx.detach_op(o);
        rw.ctx.insert_op(after, first, o);
        rw.add(o);
    }
    rw.erase_op(if_op);
    let mut types: Vec<crate::ir::Type> = rw
        .ctx
        .results(op)
        .iter()
        .map(|r| rw.ctx.value_type(*r))
        .collect();
    types.extend(extra.iter().map(|v| rw.ctx.value_type(*v)));
    let n = rw.ctx.results(op).len();
    let results: Vec<WhileResult> = (0..n).map(WhileResult::New).collect();
    let inits = rw.ctx.operands(op).to_vec();
    // A new op upstream: discardable attributes do not carry over.
    let names: Vec<String> = rw.ctx.named_attrs(op).into_iter().map(|(n, _)| n).collect();
    for name in names {
        rw.ctx.remove_attr(op, &name);
    }
    rebuild_while(rw, op, &inits, &types, &results);
    true
}

/// Upstream's ForallOpReplaceConstantInductionVar: the induction variable of an `scf.forall`
/// dimension that runs once is its lower bound (this is what still applies to a loop with a
/// mapping, whose dimensions [`forall_single_trip_dims`] keeps).
///
/// ```mlir
/// scf.forall (%i, %j) = (0, 2) to (4, 3) step (1, 1) { use(%j) } {mapping = [...]}
/// // becomes
/// scf.forall (%i, %j) = (0, 2) to (4, 3) step (1, 1) { use(%c2) } {mapping = [...]}
/// ```
pub(super) fn forall_constant_ivs(rw: &mut Rewriter, op: Op) -> bool {
    use crate::ir::DYNAMIC;
    let ctx = &*rw.ctx;
    if ctx.kind(op) != OpKind::ScfForall {
        return false;
    }
    let Some(statics) = forall_statics(ctx, op) else {
        return false;
    };
    let Some(body) = ctx.entry_block(ctx.regions(op)[0]) else {
        return false;
    };
    let ivs = ctx.block_args(body).to_vec();
    let mut changed = false;
    for d in 0..statics[0].len().min(ivs.len()) {
        let (lb, ub, st) = (statics[0][d], statics[1][d], statics[2][d]);
        if rw.ctx.use_empty(ivs[d])
            || [lb, ub, st].contains(&DYNAMIC)
            || trip_count(lb.into(), ub.into(), st.into()) != Some(1)
        {
            continue;
        }
        let it = rw.ctx.index_type();
        let a = rw.ctx.int_attr(lb.into(), it);
        let c = rw.constant(op, a);
        rw.replace_value(ivs[d], c);
        changed = true;
    }
    changed
}

/// Upstream's ForallOpIterArgsFolder, for a loop whose `scf.forall.in_parallel` terminator is
/// empty: no shared output is written, so each is its init in the body and after the loop;
/// the loop is rebuilt without them. (Upstream also drops single shared outputs that no
/// `tensor.parallel_insert_slice` writes, or whose result is unused, next to written ones;
/// not done here.)
///
/// ```mlir
/// %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<4xf32>) {
///   "use"(%o) ...                                     scf.forall (%i) in (4) {
///   scf.forall.in_parallel {                     =>     "use"(%t) ...
///   }                                                 }
/// }                                                   "use"(%t)
/// "use"(%r)
/// ```
pub(super) fn forall_iter_args_folder(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if ctx.kind(op) != OpKind::ScfForall || ctx.results(op).is_empty() {
        return false;
    }
    let segs = ctx.segments(op);
    if segs.len() != 4 {
        return false;
    }
    let body = ctx.entry_block(ctx.regions(op)[0]).unwrap();
    let Some(term) = ctx.last_op(body) else {
        return false;
    };
    // Only an empty terminator region is known to combine nothing.
    if ctx.kind(term) != OpKind::ScfForallInParallel
        || ctx.regions(term).iter().any(|r| {
            ctx.region_blocks(*r)
                .any(|b| ctx.block_ops(b).next().is_some())
        })
    {
        return false;
    }
    let nb: usize = segs[..3].iter().sum();
    let operands = ctx.operands(op).to_vec();
    let (bounds, outs) = operands.split_at(nb);
    let results = ctx.results(op).to_vec();
    let args = ctx.block_args(body).to_vec();
    let nivs = args.len() - outs.len();
    for (k, &init) in outs.iter().enumerate() {
        rw.replace_value(args[nivs + k], init);
        rw.replace_value(results[k], init);
    }
    for k in (nivs..args.len()).rev() {
        rw.ctx.erase_block_arg(body, k);
    }
    let ctx = &mut *rw.ctx;
    let region = ctx.take_region(ctx.regions(op)[0]);
    let mut sizes: Vec<i64> = segs.iter().map(|s| *s as i64).collect();
    sizes[3] = 0;
    let seg = ctx.dense_i32_array(&sizes);
    let mut attrs = ctx.named_attrs(op);
    for (name, a) in attrs.iter_mut() {
        if name == "operandSegmentSizes" {
            *a = seg;
        }
    }
    let new =
        Builder::before(ctx, op).create(ctx, OpKind::ScfForall, bounds, &[], attrs, &[region]);
    rw.add(new);
    rw.erase_op(op);
    true
}

/// The body block and `scf.yield` of an `scf.for`.
fn for_body_and_yield(ctx: &Context, op: Op) -> Option<(Block, Op)> {
    if ctx.kind(op) != OpKind::ScfFor {
        return None;
    }
    let blk = ctx.entry_block(ctx.regions(op)[0])?;
    let y = ctx
        .last_op(blk)
        .filter(|t| ctx.kind(*t) == OpKind::ScfYield)?;
    Some((blk, y))
}

/// Upstream's `ForOpTensorCastFolder`: an iter_arg whose init is a `tensor.cast` that only
/// erases static information, and whose result has one use, iterates on the cast's source
/// type; the casts move into the body (after the entry, before the yield) and after the loop.
///
/// ```mlir
/// %c = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
/// %r = scf.for ... iter_args(%a = %c) -> (tensor<?xf32>) { ... scf.yield %y }
/// // becomes
/// %r0 = scf.for ... iter_args(%a0 = %t) -> (tensor<4xf32>) {
///   %a = tensor.cast %a0 : tensor<4xf32> to tensor<?xf32>
///   ... %y0 = tensor.cast %y : tensor<?xf32> to tensor<4xf32>
///   scf.yield %y0 }
/// %r = tensor.cast %r0 : tensor<4xf32> to tensor<?xf32>
/// ```
pub(super) fn for_tensor_cast_folder(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some((blk, y)) = for_body_and_yield(ctx, op) else {
        return false;
    };
    let n = ctx.results(op).len();
    if ctx.block_args(blk).len() != n + 1 || ctx.operands(y).len() != n {
        return false;
    }
    for i in 0..n {
        let ctx = &*rw.ctx;
        let init = ctx.operands(op)[3 + i];
        let Some(cast) = ctx
            .defining_op(init)
            .filter(|c| ctx.kind(*c) == OpKind::TensorCast)
        else {
            continue;
        };
        let (src_ty, dst_ty) = ctx.source_result_types(cast);
        let res = ctx.results(op)[i];
        if src_ty == dst_ty
            || !super::tensor::folds_into_consumer(ctx, cast)
            || ctx.uses(res).len() != 1
        {
            continue;
        }
        let src = ctx.operands(cast)[0];
        let arg = ctx.block_args(blk)[1 + i];
        let loc = ctx.op_loc(op);
        let arg_uses: Vec<_> = ctx.uses(arg).to_vec();
        let res_uses: Vec<_> = ctx.uses(res).to_vec();
        rw.ctx.set_operand(op, 3 + i, src);
        rw.ctx.set_value_type(arg, src_ty);
        rw.ctx.set_value_type(res, src_ty);
        let start = Builder {
            block: blk,
            before: rw.ctx.first_op(blk),
            loc,
        };
        let cast_in = rw.create(&start, OpKind::TensorCast, &[arg], &[dst_ty], vec![]);
        let cast_in = rw.ctx.result(cast_in, 0);
        for u in arg_uses {
            rw.ctx.set_operand(u.op, u.index as usize, cast_in);
            rw.modified(u.op);
        }
        let yv = rw.ctx.operands(y)[i];
        let before_yield = Builder {
            loc,
            ..Builder::before(rw.ctx, y)
        };
        let cast_out = rw.create(&before_yield, OpKind::TensorCast, &[yv], &[src_ty], vec![]);
        let cast_out = rw.ctx.result(cast_out, 0);
        rw.ctx.set_operand(y, i, cast_out);
        // Upstream yields from a new terminator at the loop's location.
        rw.ctx.set_op_loc(y, loc);
        rw.modified(y);
        let after = Builder::after(rw.ctx, op);
        let cast_res = rw.create(&after, OpKind::TensorCast, &[res], &[dst_ty], vec![]);
        let cast_res = rw.ctx.result(cast_res, 0);
        for u in res_uses {
            rw.ctx.set_operand(u.op, u.index as usize, cast_res);
            rw.modified(u.op);
        }
        rw.modified(op);
        if rw.ctx.use_empty(init) {
            rw.add(cast);
        }
        return true;
    }
    false
}
