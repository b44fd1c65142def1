//! Canonicalization patterns of the affine dialect (upstream's `AffineOps.cpp`): maps of the
//! memory and index ops composed with their `affine.apply` producers and canonicalized with
//! their operands (`SimplifyAffineOp`), duplicate min/max results dropped, loops without a body
//! replaced by what they yield, dead `else` blocks dropped and trivially true or false
//! conditions resolved. The folds are `lower_affine::fold_affine`.

use super::*;
use crate::ir::affine_values::{op_map, op_set};
use crate::passes::affine_canon::{self, Exprs};

/// The map operands of an op with a `map` attribute (after the memref, and the stored value).
fn map_operand_start(kind: OpKind) -> usize {
    match kind {
        OpKind::AffineLoad | OpKind::AffineVectorLoad => 1,
        OpKind::AffineStore | OpKind::AffineVectorStore => 2,
        _ => 0,
    }
}

/// `SimplifyAffineOp`: the map composed with the `affine.apply` ops defining its operands and
/// canonicalized with them; the op is rebuilt (its discardable attributes dropped) when that
/// changes anything.
pub(super) fn simplify_affine_op(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let kind = ctx.kind(op);
    let Some(map) = op_map(ctx, op, "map") else {
        return false;
    };
    let start = map_operand_start(kind);
    let operands = ctx.operands(op).to_vec();
    let old = operands[start..].to_vec();
    let mut ops = old.clone();
    let mut e = Exprs::of_map(&map);
    affine_canon::compose(ctx, &mut e, &mut ops);
    affine_canon::canonicalize(ctx, &mut e, &mut ops);
    let new = e.to_map();
    if new == map && ops == old {
        return false;
    }
    let mut all = operands[..start].to_vec();
    all.extend(ops);
    let types: Vec<crate::ir::Type> = ctx.results(op).iter().map(|v| ctx.value_type(*v)).collect();
    let a = rw.ctx.intern_attr(AttrData::AffineMap(new));
    let b = Builder::before(rw.ctx, op);
    let n = rw.create(&b, kind, &all, &types, vec![("map".into(), a)]);
    let res = rw.ctx.results(n).to_vec();
    rw.replace_op(op, &res);
    true
}

/// `DeduplicateAffineMinMaxExpressions`.
pub(super) fn min_max_dedup(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(map) = op_map(ctx, op, "map") else {
        return false;
    };
    let mut e = Exprs::of_map(&map);
    affine_canon::remove_duplicates(&mut e);
    if e.exprs.len() == map.results.len() {
        return false;
    }
    let a = rw.ctx.intern_attr(AttrData::AffineMap(e.to_map()));
    rw.ctx.set_attr(op, "map", a);
    rw.modified(op);
    true
}

/// `AffineForEmptyLoopFolder`: a loop whose body only yields is replaced by its inits (no
/// iteration) or by what it yields, where that is known without running it.
pub(super) fn for_empty_loop(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(body) = ctx.entry_block(ctx.regions(op)[0]) else {
        return false;
    };
    if ctx.block_ops(body).count() != 1 || ctx.results(op).is_empty() {
        return false;
    }
    let inits = ctx.segment(op, 2).to_vec();
    let trip = crate::passes::lower_affine::constant_trip_count(ctx, op);
    if trip == Some(0) {
        rw.replace_op(op, &inits);
        return true;
    }
    let Some(y) = ctx.last_op(body) else {
        return false;
    };
    let args = ctx.block_args(body).to_vec();
    let (iv, iters) = (args[0], &args[1..]);
    let mut repl = Vec::new();
    let (mut outside, mut out_of_order) = (false, false);
    for (i, v) in ctx.operands(y).iter().enumerate() {
        if *v == iv {
            return false;
        }
        match iters.iter().position(|a| a == v) {
            None => {
                outside = true;
                repl.push(*v);
            }
            Some(p) => {
                if p != i {
                    out_of_order = true;
                }
                repl.push(inits[p]);
            }
        }
    }
    if trip.is_none() && (outside || out_of_order) {
        return false;
    }
    if trip.is_some_and(|t| t >= 2) && out_of_order {
        return false;
    }
    rw.replace_op(op, &repl);
    true
}

/// `SimplifyDeadElse`: an `else` block that only yields nothing is dropped.
pub(super) fn if_dead_else(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if !ctx.results(op).is_empty() {
        return false;
    }
    let Some(eb) = ctx.entry_block(ctx.regions(op)[1]) else {
        return false;
    };
    if ctx.block_ops(eb).count() != 1 {
        return false;
    }
    rw.ctx.erase_block(eb);
    rw.modified(op);
    true
}

/// `AlwaysTrueOrFalseIf`: a condition that is `0 == 0` inlines the `then` block, one that is
/// `1 == 0` (the empty set) the `else` block (or erases the op).
pub(super) fn if_always_true_or_false(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(set) = op_set(ctx, op, "condition") else {
        return false;
    };
    let only = |c: i64| {
        set.constraints.len() == 1
            && set.constraints[0].1
            && set.constraints[0].0 == crate::ir::AffineExpr::Const(c)
    };
    let r = if only(1) {
        if ctx.results(op).is_empty() && ctx.region_is_empty(ctx.regions(op)[1]) {
            rw.erase_op(op);
            return true;
        }
        ctx.regions(op)[1]
    } else if only(0) {
        ctx.regions(op)[0]
    } else {
        return false;
    };
    let vals = super::scf::inline_region_before(rw, r, op);
    rw.replace_op(op, &vals);
    true
}

/// `CanonicalizeAffineMinMaxOpExprAndTermOrder`: linear results sorted by their coefficients.
pub(super) fn min_max_order(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(map) = op_map(ctx, op, "map") else {
        return false;
    };
    let mut e = Exprs::of_map(&map);
    if !affine_canon::order_results(&mut e) {
        return false;
    }
    let kind = ctx.kind(op);
    let operands = ctx.operands(op).to_vec();
    let t = ctx.value_type(ctx.result(op, 0));
    let a = rw.ctx.intern_attr(AttrData::AffineMap(e.to_map()));
    let b = Builder::before(rw.ctx, op);
    let n = rw.create(&b, kind, &operands, &[t], vec![("map".into(), a)]);
    let res = rw.ctx.results(n).to_vec();
    rw.replace_op(op, &res);
    true
}
