//! Block post-dominance per region (MLIR's `PostDominanceInfo`): block `a` post-dominates `b`
//! when every path from `b` to an exit of the region (a block whose terminator has no
//! successors) goes through `a`. A region with several exits has a virtual exit above them,
//! so two blocks may have no common post-dominator at all.

use rustc_hash::FxHashMap;

use crate::ir::{Block, Context, Region};

/// Post-dominator trees of the regions of an op tree, computed lazily per region.
#[derive(Default)]
pub struct PostDominanceInfo {
    regions: FxHashMap<Region, RegionPostDom>,
}

/// Node 0 is the virtual exit; block `i` of `blocks` is node `i + 1`.
struct RegionPostDom {
    blocks: Vec<Block>,
    index: FxHashMap<Block, usize>,
    /// Immediate post-dominator per node (by reverse-post-order position on the reversed CFG);
    /// `usize::MAX` for blocks from which no exit is reachable.
    ipdom: Vec<usize>,
    /// Node → position in the reverse post order of the reversed CFG.
    order: Vec<usize>,
}

impl PostDominanceInfo {
    /// An empty cache.
    pub fn new() -> PostDominanceInfo {
        PostDominanceInfo::default()
    }

    fn region(&mut self, ctx: &Context, r: Region) -> &RegionPostDom {
        self.regions.entry(r).or_insert_with(|| compute(ctx, r))
    }

    /// The nearest block post-dominating both `a` and `b` (MLIR's
    /// `findNearestCommonDominator` on post-dominance): blocks of different regions are first
    /// replaced by their ancestors in a common region; `None` when there is no common region or
    /// only the virtual exit post-dominates both.
    pub fn nearest_common(&mut self, ctx: &Context, a: Block, b: Block) -> Option<Block> {
        if a == b {
            return Some(a);
        }
        let (a, b) = ctx.blocks_in_same_region(a, b)?;
        if a == b {
            return Some(a);
        }
        let r = ctx.block_region(a)?;
        let d = self.region(ctx, r);
        let (&ia, &ib) = (d.index.get(&a)?, d.index.get(&b)?);
        if d.ipdom[ia] == usize::MAX || d.ipdom[ib] == usize::MAX {
            return None;
        }
        let (mut x, mut y) = (ia, ib);
        while x != y {
            while d.order[x] > d.order[y] {
                x = d.ipdom[x];
            }
            while d.order[y] > d.order[x] {
                y = d.ipdom[y];
            }
        }
        (x != 0).then(|| d.blocks[x - 1])
    }
}

fn compute(ctx: &Context, r: Region) -> RegionPostDom {
    let blocks: Vec<Block> = ctx.region_blocks(r).collect();
    let index: FxHashMap<Block, usize> = blocks
        .iter()
        .enumerate()
        .map(|(i, b)| (*b, i + 1))
        .collect();
    let n = blocks.len() + 1;
    // Successors in the CFG; exits go to the virtual exit (node 0).
    let mut succs: Vec<Vec<usize>> = vec![Vec::new(); n];
    let mut preds: Vec<Vec<usize>> = vec![Vec::new(); n];
    for (i, b) in blocks.iter().enumerate() {
        let s: Vec<usize> = ctx
            .last_op(*b)
            .map(|t| {
                ctx.successors(t)
                    .iter()
                    .filter_map(|x| index.get(x).copied())
                    .collect()
            })
            .unwrap_or_default();
        let s = if s.is_empty() { vec![0] } else { s };
        for &x in &s {
            preds[x].push(i + 1);
        }
        succs[i + 1] = s;
    }
    // Reverse post order of the reversed CFG from the virtual exit.
    let mut post = Vec::new();
    let mut seen = vec![false; n];
    let mut stack = vec![(0usize, 0usize)];
    seen[0] = true;
    while let Some((v, i)) = stack.pop() {
        if i < preds[v].len() {
            stack.push((v, i + 1));
            let w = preds[v][i];
            if !seen[w] {
                seen[w] = true;
                stack.push((w, 0));
            }
        } else {
            post.push(v);
        }
    }
    let mut order = vec![usize::MAX; n];
    for (pos, v) in post.iter().rev().enumerate() {
        order[*v] = pos;
    }
    // Cooper–Harvey–Kennedy on the reversed CFG: a node's "predecessors" are its successors.
    let mut ipdom = vec![usize::MAX; n];
    ipdom[0] = 0;
    let rpo: Vec<usize> = post.iter().rev().copied().collect();
    let mut changed = true;
    while changed {
        changed = false;
        for &v in rpo.iter().skip(1) {
            let mut new = usize::MAX;
            for &s in &succs[v] {
                if ipdom[s] == usize::MAX {
                    continue;
                }
                new = if new == usize::MAX {
                    s
                } else {
                    let (mut a, mut b) = (s, new);
                    while a != b {
                        while order[a] > order[b] {
                            a = ipdom[a];
                        }
                        while order[b] > order[a] {
                            b = ipdom[b];
                        }
                    }
                    a
                };
            }
            if new != ipdom[v] {
                ipdom[v] = new;
                changed = true;
            }
        }
    }
    RegionPostDom {
        blocks,
        index,
        ipdom,
        order,
    }
}
