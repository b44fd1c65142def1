//! Block liveness with MLIR's semantics (`mlir::Liveness`): a value used inside a nested region
//! is live-in to the nested block, and live-out of a block is computed per region over the CFG.

use rustc_hash::{FxHashMap, FxHashSet};

use crate::ir::{Block, Context, Op, Region, Value};

/// Live-in and live-out sets of every block nested in an op.
#[derive(Default)]
pub struct Liveness {
    live_in: FxHashMap<Block, FxHashSet<Value>>,
    live_out: FxHashMap<Block, FxHashSet<Value>>,
}

impl Liveness {
    /// Computes liveness for all blocks nested in `op`.
    pub fn new(ctx: &Context, op: Op) -> Liveness {
        let mut l = Liveness::default();
        for &r in ctx.regions(op) {
            l.region(ctx, r);
        }
        l
    }

    fn region(&mut self, ctx: &Context, r: Region) {
        let blocks: Vec<Block> = ctx.region_blocks(r).collect();
        // Nested regions first: what they use from outside is what their blocks have live-in
        // and do not define themselves (no walk of everything nested in every block, which
        // was quadratic in the nesting depth).
        for &b in &blocks {
            for op in ctx.block_ops(b) {
                for &nr in ctx.regions(op) {
                    self.region(ctx, nr);
                }
            }
        }
        let mut defs: FxHashMap<Block, FxHashSet<Value>> = FxHashMap::default();
        let mut uses: FxHashMap<Block, FxHashSet<Value>> = FxHashMap::default();
        for &b in &blocks {
            let mut def = FxHashSet::default();
            let mut used = FxHashSet::default();
            let mut out = FxHashSet::default();
            def.extend(ctx.block_args(b).iter().copied());
            for &a in ctx.block_args(b) {
                if escapes(ctx, a, b) {
                    out.insert(a);
                }
            }
            for op in ctx.block_ops(b) {
                for &res in ctx.results(op) {
                    def.insert(res);
                    if escapes(ctx, res, b) {
                        out.insert(res);
                    }
                }
                used.extend(ctx.operands(op).iter().copied());
                for &nr in ctx.regions(op) {
                    for nb in ctx.region_blocks(nr) {
                        if let Some(li) = self.live_in.get(&nb) {
                            used.extend(li.iter().copied().filter(|v| {
                                ctx.value_block(*v).and_then(|d| ctx.block_region(d)) != Some(nr)
                            }));
                        }
                    }
                }
            }
            let used: FxHashSet<Value> = used.difference(&def).copied().collect();
            defs.insert(b, def);
            uses.insert(b, used);
            self.live_out.insert(b, out);
        }
        // Fixpoint: in = use ∪ (out − def); out ∪= in(succ).
        let mut changed = true;
        while changed {
            changed = false;
            for &b in blocks.iter().rev() {
                let mut out = self.live_out.remove(&b).unwrap_or_default();
                if let Some(t) = ctx.last_op(b) {
                    for s in ctx.successors(t) {
                        if let Some(si) = self.live_in.get(s) {
                            for v in si {
                                if out.insert(*v) {
                                    changed = true;
                                }
                            }
                        }
                    }
                }
                let mut inn: FxHashSet<Value> = uses[&b].clone();
                for v in &out {
                    if !defs[&b].contains(v) {
                        inn.insert(*v);
                    }
                }
                self.live_out.insert(b, out);
                let old = self.live_in.insert(b, inn);
                if old.as_ref() != self.live_in.get(&b) {
                    changed = true;
                }
            }
        }
    }

    /// Values live on entry to `b`.
    pub fn live_in(&self, b: Block) -> impl Iterator<Item = Value> + '_ {
        self.live_in
            .get(&b)
            .into_iter()
            .flat_map(|s| s.iter().copied())
    }
    /// Values live on exit from `b`.
    pub fn live_out(&self, b: Block) -> impl Iterator<Item = Value> + '_ {
        self.live_out
            .get(&b)
            .into_iter()
            .flat_map(|s| s.iter().copied())
    }
    /// Whether `v` is live on entry to `b`.
    pub fn is_live_in(&self, v: Value, b: Block) -> bool {
        self.live_in.get(&b).is_some_and(|s| s.contains(&v))
    }
    /// Whether `v` is live on exit from `b`.
    pub fn is_live_out(&self, v: Value, b: Block) -> bool {
        self.live_out.get(&b).is_some_and(|s| s.contains(&v))
    }
}

/// Whether `v`, defined directly in `b`, has a user whose ancestor in `b`'s region is in
/// another block.
fn escapes(ctx: &Context, v: Value, b: Block) -> bool {
    let r = ctx.block_region(b);
    ctx.uses(v).iter().any(|u| {
        let mut anc = u.op;
        loop {
            let Some(ub) = ctx.op_block(anc) else {
                return false;
            };
            if ctx.block_region(ub) == r {
                return ub != b;
            }
            match ctx.parent_op(anc) {
                Some(p) => anc = p,
                None => return false,
            }
        }
    })
}
