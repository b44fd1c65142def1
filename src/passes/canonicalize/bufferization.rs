//! `canonicalize` patterns of bufferization: clones whose source or copy is freed right after.
//! (The fold of `bufferization.clone` and the `bufferization.dealloc` patterns live with the
//! memref folds and in `dealloc_patterns`.)

use super::*;
use crate::ir::interfaces::{memory_effects, view_source, Effect};

/// A `bufferization.clone` whose copy, or whose source, is freed once, by a `memref.dealloc` in
/// the clone's block with no op freeing anything in between, is a cast of its source: the clone
/// goes (a `memref.cast` to its type when the types differ) and so does that dealloc
/// (upstream's `SimplifyClones`; an unused clone is erased).
///
/// ```mlir
/// %c = bufferization.clone %m : memref<4xf32> to memref<4xf32>
/// memref.dealloc %m : memref<4xf32>
/// "use"(%c) : (memref<4xf32>) -> ()
/// memref.dealloc %c : memref<4xf32>
/// // becomes ("use"(%m), then memref.dealloc %m)
/// ```
///
/// As upstream: the source's dealloc is looked for on the memref its views go back to; when
/// both are freed in one block the pattern does not decide which to keep; ops that declare no
/// effects (calls, `bufferization.dealloc`, loops) do not count as frees in between.
pub(super) fn simplify_clones(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if ctx.kind(op) != OpKind::BufferizationClone {
        return false;
    }
    let res = ctx.result(op, 0);
    if ctx.use_empty(res) {
        rw.erase_op(op);
        return true;
    }
    let src = ctx.operand(op, 0);
    let (st, rt) = (ctx.value_type(src), ctx.value_type(res));
    if st != rt && !crate::verify::memref_cast_compatible(ctx, st, rt) {
        return false;
    }
    let mut canonical = src;
    while let Some(v) = ctx.defining_op(canonical).and_then(|d| view_source(ctx, d)) {
        canonical = v;
    }
    let (Some(clone_dealloc), Some(source_dealloc)) =
        (find_dealloc(ctx, res), find_dealloc(ctx, canonical))
    else {
        return false;
    };
    let block = ctx.op_block(op);
    if let (Some(a), Some(b)) = (clone_dealloc, source_dealloc) {
        // Their lifetimes in the block may not nest: which one to drop is unknown.
        if ctx.op_block(a) == ctx.op_block(b) {
            return false;
        }
    }
    let in_block = |d: &Op| ctx.op_block(*d) == block;
    let Some(redundant) = clone_dealloc
        .filter(in_block)
        .or(source_dealloc.filter(in_block))
    else {
        return false;
    };
    // No free between the clone and that dealloc (which must follow the clone): it could free
    // an alias of the source before the clone's last use.
    let mut pos = ctx.next_op(op);
    loop {
        match pos {
            None => return false,
            Some(p) if p == redundant => break,
            Some(p) => {
                let frees = memory_effects(ctx, p)
                    .is_some_and(|e| e.iter().any(|x| matches!(x, Effect::Free(_))));
                if frees {
                    return false;
                }
                pos = ctx.next_op(p);
            }
        }
    }
    let mut with = src;
    if st != rt {
        let b = Builder::before(rw.ctx, op);
        let cast = rw.create(&b, OpKind::MemRefCast, &[src], &[rt], vec![]);
        let loc = rw.ctx.op_loc(op);
        rw.ctx.set_op_loc(cast, loc);
        with = rw.ctx.result(cast, 0);
    }
    rw.replace_op(op, &[with]);
    rw.erase_op(redundant);
    true
}

/// Upstream's `memref::findDealloc`: the one op freeing `v`; `Some(None)` when nothing frees
/// it, `None` when several ops do or a `memref.realloc` does.
fn find_dealloc(ctx: &Context, v: Value) -> Option<Option<Op>> {
    let mut found = None;
    for u in ctx.uses(v) {
        let frees = memory_effects(ctx, u.op).is_some_and(|e| e.contains(&Effect::Free(Some(v))));
        if !frees {
            continue;
        }
        if ctx.kind(u.op) == OpKind::MemRefRealloc || found.is_some() {
            return None;
        }
        found = Some(u.op);
    }
    Some(found)
}
