//! `cse`: common subexpression elimination over dominance scopes, with MLIR's rules: effect-free
//! ops are merged with an equivalent dominating op; read-only ops only within a block and with no
//! writing op in between; trivially dead ops are erased.

use rustc_hash::FxHashMap;
use smallvec::SmallVec;

use super::Pass;
use crate::analysis::DominanceInfo;
use crate::diag::Diagnostic;
use crate::ir::interfaces::{
    is_memory_effect_free, is_trivially_dead, may_have_effect, only_reads, Effect,
};
use crate::ir::{Attr, Block, Context, Ident, Op, OpKind, Region, Type, Value};

/// The pass.
pub struct Cse;

impl Pass for Cse {
    fn flag(&self) -> &'static str {
        "cse"
    }
    fn class_name(&self) -> &'static str {
        "CSE"
    }
    fn run(&mut self, ctx: &mut Context, root: Op) -> Result<(), Diagnostic> {
        // The table is taken from the thread's cache: the pass runs once per function, and a
        // fresh table grew (rehashing) from nothing for every one.
        let known = KNOWN.with(|k| std::mem::take(&mut *k.borrow_mut()));
        let mut d = Driver {
            dom: DominanceInfo::new(),
            known,
            scopes: Vec::new(),
            inserted: Vec::new(),
            to_erase: Vec::new(),
        };
        for r in ctx.regions(root).to_vec() {
            d.simplify_region(ctx, r);
        }
        // Erase in reverse so users go before the values they use.
        for op in d.to_erase.iter().rev() {
            if !ctx.op(*op).erased {
                ctx.erase_op(*op);
            }
        }
        // Every scope was popped, so the table is empty again (cleared all the same).
        d.known.clear();
        KNOWN.with(|k| *k.borrow_mut() = d.known);
        Ok(())
    }
    // Nothing is known across an isolated-from-above op, and a function itself is never
    // merged or erased (it is a symbol).
    fn function_local(&self) -> bool {
        true
    }
}

thread_local! {
    /// [`Driver::known`] kept between runs, empty, for its capacity.
    static KNOWN: std::cell::RefCell<Table> = std::cell::RefCell::new(Table::default());
}

/// What makes two ops equivalent (for ops with regions, with their regions' equivalence).
#[derive(Clone, PartialEq, Eq, Hash)]
struct Key {
    kind: OpKind,
    name: Option<Box<str>>,
    // Inline storage: most ops have few of each, and a key is built for every op visited.
    attrs: SmallVec<[(Ident, Attr); 2]>,
    operands: SmallVec<[Value; 3]>,
    results: SmallVec<[Type; 1]>,
}

/// The ops known for one key, innermost scope last; with the key's hash (computed once per
/// op: a key is hashed for its look-up and not again to insert or to pop it).
struct Known {
    hash: u64,
    key: Key,
    ops: SmallVec<[Op; 1]>,
}

type Table = hashbrown::HashTable<Known>;

struct Driver {
    dom: DominanceInfo,
    known: Table,
    /// Where each open scope's insertions start in `inserted`.
    scopes: Vec<usize>,
    /// (key hash, op) per insertion, to undo on leaving its scope.
    inserted: Vec<(u64, Op)>,
    to_erase: Vec<Op>,
}

fn key_hash(k: &Key) -> u64 {
    use std::hash::BuildHasher;
    rustc_hash::FxBuildHasher.hash_one(k)
}

impl Driver {
    fn key(ctx: &Context, op: Op) -> Key {
        Key {
            kind: ctx.kind(op),
            name: ctx.unregistered(op).map(|u| u.0.into()),
            attrs: SmallVec::from_slice(ctx.attrs(op)),
            operands: {
                // Either order of a commutative op's operands is the same op (as upstream's
                // OperationEquivalence).
                let mut v = SmallVec::from_slice(ctx.operands(op));
                if ctx.kind(op).is_commutative() {
                    v.sort_unstable();
                }
                v
            },
            results: ctx.results(op).iter().map(|v| ctx.value_type(*v)).collect(),
        }
    }

    fn push_scope(&mut self) {
        self.scopes.push(self.inserted.len());
    }
    fn pop_scope(&mut self) {
        let start = self.scopes.pop().unwrap_or(0);
        // Latest first: each op is then the last one of its key's list.
        for (h, op) in self.inserted.drain(start..).rev() {
            if let Ok(mut e) = self.known.find_entry(h, |k| k.ops.last() == Some(&op)) {
                e.get_mut().ops.pop();
                if e.get().ops.is_empty() {
                    e.remove();
                }
            }
        }
    }
    fn lookup(&self, k: &Key, h: u64) -> Option<&SmallVec<[Op; 1]>> {
        self.known.find(h, |e| e.key == *k).map(|e| &e.ops)
    }
    fn insert(&mut self, k: Key, h: u64, op: Op) {
        match self.known.entry(h, |e| e.key == k, |e| e.hash) {
            hashbrown::hash_table::Entry::Occupied(mut e) => e.get_mut().ops.push(op),
            hashbrown::hash_table::Entry::Vacant(e) => {
                e.insert(Known {
                    hash: h,
                    key: k,
                    ops: smallvec::smallvec![op],
                });
            }
        }
        self.inserted.push((h, op));
    }

    fn simplify_region(&mut self, ctx: &mut Context, r: Region) {
        let blocks: SmallVec<[Block; 4]> = ctx.region_blocks(r).collect();
        if blocks.is_empty() {
            return;
        }
        if blocks.len() == 1 {
            self.push_scope();
            self.simplify_block(ctx, blocks[0]);
            self.pop_scope();
            return;
        }
        // Walk the dominator tree depth first; a block sees what its dominators defined.
        let tree = self.dom.tree(ctx, r);
        let mut children: FxHashMap<Block, Vec<Block>> = FxHashMap::default();
        for (b, idom) in &tree {
            if let Some(p) = idom {
                children.entry(*p).or_default().push(*b);
            }
        }
        let root = tree[0].0;
        let mut stack: Vec<(Block, usize)> = vec![(root, 0)];
        self.push_scope();
        self.simplify_block(ctx, root);
        while let Some((b, i)) = stack.last_mut() {
            let kids = children.get(b).map(|v| v.as_slice()).unwrap_or(&[]);
            if *i < kids.len() {
                let c = kids[*i];
                *i += 1;
                self.push_scope();
                self.simplify_block(ctx, c);
                stack.push((c, 0));
            } else {
                stack.pop();
                self.pop_scope();
            }
        }
    }

    fn simplify_block(&mut self, ctx: &mut Context, b: Block) {
        // Walked in place: nothing here inserts or erases ops (erasure waits for the end).
        let mut next = ctx.first_op(b);
        while let Some(op) = next {
            next = ctx.next_op(op);
            let regions = ctx.regions(op).to_vec();
            if !regions.is_empty() {
                if ctx.kind(op).might_be_isolated_from_above() {
                    // A fresh table: nothing may be captured across an op that might be
                    // isolated (an unregistered one, as upstream's `mightHaveTrait`).
                    let saved_known = std::mem::take(&mut self.known);
                    let saved_scopes = std::mem::take(&mut self.scopes);
                    let saved_inserted = std::mem::take(&mut self.inserted);
                    for r in regions {
                        self.simplify_region(ctx, r);
                    }
                    self.known = saved_known;
                    self.scopes = saved_scopes;
                    self.inserted = saved_inserted;
                } else {
                    for r in regions {
                        self.simplify_region(ctx, r);
                    }
                }
            }
            self.simplify_op(ctx, op);
        }
    }

    fn simplify_op(&mut self, ctx: &mut Context, op: Op) {
        let kind = ctx.kind(op);
        if kind.is_terminator() {
            return;
        }
        if is_trivially_dead(ctx, op) {
            self.to_erase.push(op);
            return;
        }
        if ctx
            .regions(op)
            .iter()
            .any(|r| ctx.region_blocks(*r).count() > 1)
        {
            return;
        }
        // Ops with regions: effect-free ones are merged with an equivalent one whose regions
        // are equivalent too (upstream's OperationEquivalence, locations ignored); the key
        // leaves the regions out, so the candidates are searched, latest first.
        if !ctx.regions(op).is_empty() {
            if !is_memory_effect_free(ctx, op) {
                return;
            }
            let key = Self::key(ctx, op);
            let h = key_hash(&key);
            let found = self.lookup(&key, h).and_then(|v| {
                v.iter()
                    .rev()
                    .copied()
                    .find(|e| regions_equivalent(ctx, *e, op))
            });
            match found {
                Some(existing) => self.replace(ctx, op, existing),
                None => self.insert(key, h, op),
            }
            return;
        }
        // The key only for ops that may be merged (it is built for every such op).
        if !is_memory_effect_free(ctx, op) {
            if !only_reads(ctx, op) {
                return;
            }
            let key = Self::key(ctx, op);
            let h = key_hash(&key);
            if let Some(&existing) = self.lookup(&key, h).and_then(|v| v.last()) {
                if ctx.op_block(existing) == ctx.op_block(op) && !writes_between(ctx, existing, op)
                {
                    self.replace(ctx, op, existing);
                    return;
                }
            }
            self.insert(key, h, op);
            return;
        }
        let key = Self::key(ctx, op);
        let h = key_hash(&key);
        if let Some(&existing) = self.lookup(&key, h).and_then(|v| v.last()) {
            self.replace(ctx, op, existing);
            return;
        }
        self.insert(key, h, op);
    }

    fn replace(&mut self, ctx: &mut Context, op: Op, existing: Op) {
        let (old, new): (SmallVec<[Value; 2]>, SmallVec<[Value; 2]>) = (
            SmallVec::from_slice(ctx.results(op)),
            SmallVec::from_slice(ctx.results(existing)),
        );
        for (o, n) in old.iter().zip(&new) {
            ctx.replace_all_uses(*o, *n);
        }
        // The kept op takes the erased one's location when it has none (upstream's CSE).
        let unknown = ctx.unknown_loc();
        if ctx.op_loc(existing) == unknown && ctx.op_loc(op) != unknown {
            let l = ctx.op_loc(op);
            ctx.set_op_loc(existing, l);
        }
        self.to_erase.push(op);
    }
}

/// Whether the regions of `a` and `b` (ops of equal keys) are equivalent: block by block the
/// same argument types and equivalent ops, values defined inside mapped to each other, values
/// from outside identical (upstream's `isRegionEquivalentTo`, locations ignored).
fn regions_equivalent(ctx: &Context, a: Op, b: Op) -> bool {
    let mut map: FxHashMap<Value, Value> = FxHashMap::default();
    let (ra, rb) = (ctx.regions(a), ctx.regions(b));
    ra.len() == rb.len()
        && ra
            .iter()
            .zip(rb)
            .all(|(x, y)| region_equivalent(ctx, *x, *y, &mut map))
}

fn region_equivalent(
    ctx: &Context,
    x: Region,
    y: Region,
    map: &mut FxHashMap<Value, Value>,
) -> bool {
    let (bx, by): (Vec<Block>, Vec<Block>) = (
        ctx.region_blocks(x).collect(),
        ctx.region_blocks(y).collect(),
    );
    if bx.len() != by.len() {
        return false;
    }
    let block_map: FxHashMap<Block, Block> = bx.iter().copied().zip(by.iter().copied()).collect();
    for (p, q) in bx.iter().zip(&by) {
        let (ap, aq) = (ctx.block_args(*p), ctx.block_args(*q));
        if ap.len() != aq.len() {
            return false;
        }
        for (u, v) in ap.iter().zip(aq) {
            if ctx.value_type(*u) != ctx.value_type(*v) {
                return false;
            }
            map.insert(*u, *v);
        }
        let (op_p, op_q): (Vec<Op>, Vec<Op>) =
            (ctx.block_ops(*p).collect(), ctx.block_ops(*q).collect());
        if op_p.len() != op_q.len() {
            return false;
        }
        for (o, r) in op_p.iter().zip(&op_q) {
            if !op_equivalent(ctx, *o, *r, map, &block_map) {
                return false;
            }
        }
    }
    true
}

fn op_equivalent(
    ctx: &Context,
    o: Op,
    r: Op,
    map: &mut FxHashMap<Value, Value>,
    blocks: &FxHashMap<Block, Block>,
) -> bool {
    if ctx.kind(o) != ctx.kind(r)
        || ctx.unregistered(o).map(|u| u.0) != ctx.unregistered(r).map(|u| u.0)
        || ctx.attrs(o) != ctx.attrs(r)
        || ctx.regions(o).len() != ctx.regions(r).len()
        || ctx.operands(o).len() != ctx.operands(r).len()
        || ctx.results(o).len() != ctx.results(r).len()
        || ctx.successors(o).len() != ctx.successors(r).len()
    {
        return false;
    }
    for (u, v) in ctx.operands(o).iter().zip(ctx.operands(r)) {
        if u != v && (ctx.value_type(*u) != ctx.value_type(*v) || map.get(u) != Some(v)) {
            return false;
        }
    }
    for (s, t) in ctx.successors(o).iter().zip(ctx.successors(r)) {
        if blocks.get(s) != Some(t) {
            return false;
        }
    }
    for (u, v) in ctx.results(o).iter().zip(ctx.results(r)) {
        if ctx.value_type(*u) != ctx.value_type(*v) {
            return false;
        }
        map.insert(*u, *v);
    }
    ctx.regions(o)
        .iter()
        .zip(ctx.regions(r))
        .all(|(x, y)| region_equivalent(ctx, *x, *y, map))
}

/// Whether a read may not be merged across `op` (upstream's
/// `hasOtherSideEffectingOpInBetween`): an op with a `Write` effect, its body's for a region op,
/// or one of unknown effects. Allocations and frees are not writes there (mlir-opt 22.1.8
/// merges two loads around a `memref.alloca`, an alloc or a dealloc).
fn cse_barrier(ctx: &Context, op: Op) -> bool {
    may_have_effect(ctx, op, &|x| matches!(x, Effect::Write(_)))
}

fn writes_between(ctx: &Context, from: Op, to: Op) -> bool {
    let mut cur = ctx.next_op(from);
    while let Some(o) = cur {
        if o == to {
            return false;
        }
        if cse_barrier(ctx, o) {
            return true;
        }
        cur = ctx.next_op(o);
    }
    false
}
