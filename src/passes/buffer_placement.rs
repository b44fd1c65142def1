//! What `buffer-hoisting`, `buffer-loop-hoisting` and `promote-buffers-to-stack` share
//! (upstream's `BufferPlacementTransformationBase`, `BufferPlacementAllocs` and the
//! `BufferAllocationHoisting` walk of `BufferOptimizations.cpp`): the allocations of a function,
//! their aliases, dominance across nested regions, and where a moved allocation goes.
//!
//! Both hoisting passes walk an allocation up from its block: to the immediate dominator while
//! there is one below the enclosing op, else out of the enclosing op when it is structured
//! control flow the pass may leave (`scf.if`/`index_switch`/`execute_region`/`alloca_scope`
//! for `buffer-hoisting`; loops for `buffer-loop-hoisting`), never above the blocks defining
//! its operands, and it lands before the first op of the placement block it lives in (the
//! ancestor of its old position there, or the terminator).

use rustc_hash::FxHashSet;

use crate::analysis::buffer_origin::BufferOrigins;
use crate::analysis::liveness::Liveness;
use crate::analysis::DominanceInfo;
use crate::ir::interfaces::{effect_info, Effect, EffectInfo};
use crate::ir::{Block, Context, Op, OpKind, Value, ValueDef};

/// The analyses of one function, computed once before anything moves (as upstream, whose
/// liveness is not updated while allocations move).
pub struct Placement {
    /// Dominance of the function's blocks and ops.
    pub dom: DominanceInfo,
    /// Liveness of its values.
    pub liveness: Liveness,
    /// The allocations each buffer value may alias.
    pub aliases: BufferOrigins,
}

impl Placement {
    /// The analyses of `func`.
    pub fn new(ctx: &Context, func: Op) -> Placement {
        Placement {
            dom: DominanceInfo::new(),
            liveness: Liveness::new(ctx, func),
            aliases: BufferOrigins::new(ctx, func),
        }
    }

    /// Upstream's `findCommonDominator`: the nearest common dominator of the block defining
    /// `value` and of every block using (or defining) one of its aliases.
    pub fn common_dominator_of_uses(
        &mut self,
        ctx: &Context,
        value: Value,
        aliases: &FxHashSet<Value>,
    ) -> Option<Block> {
        let mut blocks: Vec<Block> = vec![value_block(ctx, value)?];
        // In a fixed order, so the result does not depend on hashing (the fold is
        // associative, but an unreachable block ends it).
        let mut sorted: Vec<Value> = aliases.iter().copied().collect();
        sorted.sort();
        for v in sorted {
            for u in ctx.uses(v) {
                if let Some(b) = ctx.op_block(u.op) {
                    blocks.push(b);
                }
            }
            if let Some(b) = value_block(ctx, v) {
                blocks.push(b);
            }
        }
        let mut acc = blocks[0];
        for b in &blocks[1..] {
            acc = self.dom.nearest_common(ctx, acc, *b)?;
        }
        Some(acc)
    }

    /// Upstream's `BufferPlacementAllocs::getStartOperation`: the op of `block` before which
    /// an allocation of `value` goes — the first op when `value` is live into `block`, else
    /// the ancestor in `block` of its definition, else the terminator.
    pub fn start_operation(&self, ctx: &Context, value: Value, block: Block) -> Option<Op> {
        let def = ctx.defining_op(value);
        let start = match def {
            Some(d) if !self.liveness.is_live_in(value, block) => d,
            _ => ctx.first_op(block)?,
        };
        if ctx.op_block(start) == Some(block) {
            return Some(start);
        }
        ctx.ancestor_op_in_block(block, start)
            .or_else(|| ctx.last_op(block))
    }
}

/// Whether a path of branches leads from `b` back to `b` without entering `avoid`.
fn on_cycle_avoiding(ctx: &Context, b: Block, avoid: Block) -> bool {
    let mut seen = FxHashSet::default();
    let mut stack = vec![b];
    while let Some(x) = stack.pop() {
        let Some(t) = ctx.last_op(x) else { continue };
        for &s in ctx.successors(t) {
            if s == b {
                return true;
            }
            if s != avoid && seen.insert(s) {
                stack.push(s);
            }
        }
    }
    false
}

/// The block a value is defined in.
pub fn value_block(ctx: &Context, v: Value) -> Option<Block> {
    match ctx.value(v).def {
        ValueDef::Result(op, _) => ctx.op_block(op),
        ValueDef::BlockArg(b, _) => Some(b),
        ValueDef::Placeholder => None,
    }
}

/// Ops the hoisting walk may leave (`LoopLikeOpInterface` or `RegionBranchOpInterface`).
pub fn is_known_control_flow(kind: OpKind) -> bool {
    is_loop(kind) || kind.is_region_branch()
}

/// Upstream's `BufferPlacementTransformationBase::isLoop`: the loop-like ops.
pub fn is_loop(kind: OpKind) -> bool {
    matches!(
        kind,
        OpKind::ScfFor
            | OpKind::ScfWhile
            | OpKind::ScfParallel
            | OpKind::ScfForall
            | OpKind::AffineFor
            | OpKind::AffineParallel
    )
}

/// A loop whose iterations run one after another (`scf.parallel` and `scf.forall` have a
/// parallel region: allocations are not hoisted out of them).
pub fn is_sequential_loop(kind: OpKind) -> bool {
    matches!(
        kind,
        OpKind::ScfFor | OpKind::ScfWhile | OpKind::AffineFor | OpKind::AffineParallel
    )
}

/// Whether `user` frees `v` (has a `Free` effect on it).
fn frees(ctx: &Context, user: Op, v: Value) -> bool {
    matches!(effect_info(ctx, user), EffectInfo::Known(e) if e.contains(&Effect::Free(Some(v))))
}

/// What frees an allocation (upstream's `memref::findDealloc`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dealloc {
    /// Nothing frees it.
    None,
    /// This one op does.
    One(Op),
    /// Several ops do, or a `memref.realloc` does (upstream's `BufferPlacementAllocs` then
    /// leaves the allocation alone).
    Ambiguous,
}

/// What frees `v`.
pub fn find_dealloc(ctx: &Context, v: Value) -> Dealloc {
    let mut found = Dealloc::None;
    for u in ctx.uses(v) {
        if !frees(ctx, u.op, v) {
            continue;
        }
        if ctx.kind(u.op) == OpKind::MemRefRealloc || found != Dealloc::None {
            return Dealloc::Ambiguous;
        }
        found = Dealloc::One(u.op);
    }
    found
}

/// Upstream's `BufferPlacementAllocs`: the ops allocating one result on the heap (alloc,
/// realloc, clone) in walk order, with their dealloc; ambiguous ones left out.
pub fn placement_allocs(ctx: &Context, func: Op) -> Vec<(Value, Option<Op>)> {
    placement_allocs_of(ctx, &ctx.collect_ops(func))
}

/// [`placement_allocs`] among `ops`.
fn placement_allocs_of(ctx: &Context, ops: &[Op]) -> Vec<(Value, Option<Op>)> {
    ops.iter()
        .copied()
        .filter(|o| {
            matches!(
                ctx.kind(*o),
                OpKind::MemRefAlloc | OpKind::MemRefRealloc | OpKind::BufferizationClone
            )
        })
        .filter_map(|o| {
            let v = ctx.result(o, 0);
            match find_dealloc(ctx, v) {
                Dealloc::None => Some((v, None)),
                Dealloc::One(d) => Some((v, Some(d))),
                Dealloc::Ambiguous => None,
            }
        })
        .collect()
}

/// The functions under `root` (itself included), in order.
pub fn functions(ctx: &Context, root: Op) -> Vec<Op> {
    ctx.collect_ops(root)
        .into_iter()
        .filter(|o| ctx.kind(*o) == OpKind::FuncFunc && !ctx.regions(*o).is_empty())
        .filter(|o| ctx.entry_block(ctx.regions(*o)[0]).is_some())
        .collect()
}

/// How far a hoisting pass lets an allocation climb (upstream's two `StateT`s).
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Hoisting {
    /// `buffer-hoisting`: into the common dominator of its uses, never out of a loop.
    Block,
    /// `buffer-loop-hoisting`: only out of loops its aliases do not flow around.
    Loop,
}

impl Hoisting {
    /// The allocations the pass moves (upstream's `AllocationOpInterface::getHoistingKind`:
    /// alloc and realloc both ways, alloca only out of loops; clone never).
    fn moves(self, kind: OpKind) -> bool {
        match self {
            Hoisting::Block => matches!(kind, OpKind::MemRefAlloc | OpKind::MemRefRealloc),
            Hoisting::Loop => matches!(
                kind,
                OpKind::MemRefAlloc | OpKind::MemRefRealloc | OpKind::MemRefAlloca
            ),
        }
    }
}

/// Runs one hoisting pass over `func`.
pub fn hoist(ctx: &mut Context, func: Op, how: Hoisting) {
    // Upstream's order: the allocations (ops allocating one result, the stack ones aside) in
    // walk order, then the allocas in walk order; only those this pass moves.
    let ops = ctx.collect_ops(func);
    let allocs: Vec<Value> = placement_allocs_of(ctx, &ops)
        .into_iter()
        .map(|(v, _)| v)
        .chain(
            ops.iter()
                .filter(|o| ctx.kind(**o) == OpKind::MemRefAlloca)
                .map(|o| ctx.result(*o, 0)),
        )
        .filter(|v| ctx.defining_op(*v).is_some_and(|d| how.moves(ctx.kind(d))))
        .collect();
    if allocs.is_empty() {
        return;
    }
    let mut pl = Placement::new(ctx, func);
    for value in allocs {
        let Some(def) = ctx.defining_op(value) else {
            continue;
        };
        let aliases = pl.aliases.resolve(value);
        let Some(dominator) = pl.common_dominator_of_uses(ctx, value, &aliases) else {
            continue;
        };
        // The lowest block defining an operand.
        let mut dependency: Option<Block> = None;
        for &v in ctx.operands(def) {
            let Some(b) = value_block(ctx, v) else {
                continue;
            };
            if dependency.is_none_or(|d| pl.dom.dominates(ctx, d, b)) {
                dependency = Some(b);
            }
        }
        let upper = match how {
            Hoisting::Block => match dependency {
                Some(d) if pl.dom.properly_dominates(ctx, dominator, d) => Some(d),
                _ => Some(dominator),
            },
            Hoisting::Loop => dependency,
        };
        let Some(start_block) = ctx.op_block(def) else {
            continue;
        };
        let mut current = start_block;
        let mut placement = start_block;
        while let Some((parent, parent_block)) = ctx
            .block_parent_op(current)
            .and_then(|p| Some((p, ctx.op_block(p)?)))
        {
            if let Some(u) = upper {
                if !pl.dom.properly_dominates(ctx, u, current) {
                    break;
                }
            }
            let is_entry =
                ctx.block_region(current).and_then(|r| ctx.entry_block(r)) == Some(current);
            let idom = if is_entry {
                None
            } else {
                pl.dom.idom(ctx, current)
            };
            match idom {
                // Not out of a loop made of branches: with a cycle through `current` that
                // bypasses `i`, one allocation in `i` would serve several iterations (upstream
                // moves it, its deallocation pass rejecting such loops anyway).
                Some(i) if how == Hoisting::Block && on_cycle_avoiding(ctx, current, i) => break,
                Some(i) if pl.dom.properly_dominates(ctx, parent_block, i) => {
                    current = i;
                    if how == Hoisting::Block {
                        placement = i;
                    }
                }
                _ => {
                    let kind = ctx.kind(parent);
                    let legal = match how {
                        Hoisting::Block => !is_loop(kind),
                        Hoisting::Loop => {
                            is_sequential_loop(kind)
                                && !pl.dom.dominates(ctx, dominator, parent_block)
                        }
                    };
                    if !is_known_control_flow(kind) || !legal {
                        break;
                    }
                    current = parent_block;
                    placement = parent_block;
                }
            }
        }
        let Some(start) = pl.start_operation(ctx, value, placement) else {
            continue;
        };
        if start != def {
            ctx.detach_op(def);
            let blk = ctx.op_block(start).expect("start op in a block");
            ctx.insert_op(blk, Some(start), def);
        }
    }
}
