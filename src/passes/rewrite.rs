//! The greedy pattern rewrite driver (MLIR's `applyPatternsGreedily`, top-down): a worklist of
//! ops, folding with constant materialisation and hoisting, trivially-dead-op removal, patterns
//! tried in order, and region simplification (unreachable blocks, dead code and dead block
//! arguments) between iterations, until nothing changes (at most 10 iterations).

use cranelift_entity::EntityRef;
use rustc_hash::{FxHashMap, FxHashSet};

use crate::ir::interfaces::{is_trivially_dead, successor_operand_slice};
pub use crate::ir::matchers::{const_attr, const_int};
use crate::ir::{Attr, AttrData, Block, Builder, Context, Op, OpKind, Region, Type, Value};

/// What a fold produced for one result.
#[derive(Clone, Copy, Debug)]
pub enum FoldResult {
    /// An existing value.
    Value(Value),
    /// A constant to materialise.
    Attr(Attr),
}

/// The outcome of folding an op.
pub enum Fold {
    /// Nothing to do.
    None,
    /// The op was changed in place.
    InPlace,
    /// Replace the results.
    Replace(Vec<FoldResult>),
}

/// A rewrite pattern: returns true if it changed the IR (through the [`Rewriter`]).
pub type Pattern = fn(&mut Rewriter, Op) -> bool;

/// The rewriter patterns use: IR changes that keep the worklist informed.
pub struct Rewriter<'c> {
    /// The IR.
    pub ctx: &'c mut Context,
    worklist: Vec<Op>,
    in_worklist: EntitySet<Op>,
    /// Folder-owned constants per insertion region and kind (upstream keys them by dialect):
    /// (value, type) → op.
    constants: FxHashMap<(Region, Attr, OpKind, crate::ir::Type), Op>,
    owned: FxHashSet<Op>,
    /// Whether anything changed in this iteration.
    pub changed: bool,
    /// Buffer origins for the simplification patterns (built once, before rewriting).
    pub origins: Option<&'c crate::analysis::buffer_origin::BufferOrigins>,
}

impl<'c> Rewriter<'c> {
    /// A rewriter outside the greedy driver (its worklist is not drained).
    pub fn standalone(ctx: &'c mut Context) -> Rewriter<'c> {
        Rewriter {
            ctx,
            worklist: Vec::new(),
            in_worklist: EntitySet::default(),
            constants: FxHashMap::default(),
            owned: FxHashSet::default(),
            changed: false,
            origins: None,
        }
    }

    /// Queues `op` for (re)processing, and the ops it is nested in up to its function, as
    /// upstream's driver does (`addToWorklist`): a change inside a region may let its parent
    /// fold within the same iteration. The worklist is a stack, so the outermost is first.
    #[inline(never)]
    pub fn add(&mut self, op: Op) {
        self.add_single(op);
        let mut cur = op;
        while let Some(p) = self.ctx.parent_op(cur) {
            if self.ctx.kind(p).is_isolated_from_above() {
                break;
            }
            self.add_single(p);
            cur = p;
        }
    }

    /// Queues `op` alone.
    fn add_single(&mut self, op: Op) {
        if !self.ctx.op(op).erased && self.in_worklist.insert(op) {
            self.worklist.push(op);
        }
    }

    fn add_users(&mut self, v: Value) {
        // Last use first: MLIR's use lists put a new use in front, and upstream's rewriter
        // notifies the users in that order.
        let users: Vec<Op> = self.ctx.uses(v).iter().rev().map(|u| u.op).collect();
        for u in users {
            self.add(u);
        }
    }

    /// Creates an op at `b` and queues it.
    pub fn create(
        &mut self,
        b: &Builder,
        kind: OpKind,
        operands: &[Value],
        types: &[Type],
        attrs: Vec<(String, Attr)>,
    ) -> Op {
        let op = b.create(self.ctx, kind, operands, types, attrs, &[]);
        self.changed = true;
        self.add(op);
        op
    }

    /// [`Rewriter::create`] with attribute names as `&str`.
    pub fn create_named(
        &mut self,
        b: &Builder,
        kind: OpKind,
        operands: &[Value],
        types: &[Type],
        attrs: &[(&str, Attr)],
    ) -> Op {
        let op = b.create_named(self.ctx, kind, operands, types, attrs, &[]);
        self.changed = true;
        self.add(op);
        op
    }

    /// Clones `o` with its regions at `b` ([`Builder::clone_op`]: operands through `map`, the
    /// clone's values recorded there); the clone and every op in it are queued.
    pub fn clone_op(&mut self, b: &Builder, o: Op, map: &mut FxHashMap<Value, Value>) -> Op {
        let new = b.clone_op(self.ctx, o, map);
        for op in self.ctx.collect_ops(new) {
            self.add(op);
        }
        self.changed = true;
        new
    }

    /// Replaces every use of `from` by `to`.
    pub fn replace_value(&mut self, from: Value, to: Value) {
        if from == to || self.ctx.use_empty(from) {
            return;
        }
        self.add_users(from);
        self.ctx.replace_all_uses(from, to);
        self.changed = true;
    }

    /// Replaces the results of `op` and erases it.
    pub fn replace_op(&mut self, op: Op, with: &[Value]) {
        let res = self.ctx.results(op).to_vec();
        for (r, w) in res.iter().zip(with) {
            self.replace_value(*r, *w);
        }
        self.erase_op(op);
    }

    /// Erases `op` (its results must be unused); queues the defining ops of its operands (and
    /// of its nested ops', innermost last as upstream erases them) that are left with at most
    /// one other use, as upstream's `addOperandsToWorklist`.
    pub fn erase_op(&mut self, op: Op) {
        let mut defs = Vec::new();
        let erased = self.ctx.collect_ops(op);
        // Most erased ops have no regions: no set needed to tell the subtree apart.
        let inside: FxHashSet<Op> = if erased.len() > 1 {
            erased.iter().copied().collect()
        } else {
            FxHashSet::default()
        };
        let inside = |o: &Op| *o == op || inside.contains(o);
        for &o in erased.iter().rev() {
            for v in self.ctx.operands(o) {
                let Some(d) = self.ctx.defining_op(*v) else {
                    continue;
                };
                if inside(&d) {
                    continue;
                }
                let mut others = self
                    .ctx
                    .uses(*v)
                    .iter()
                    .map(|u| u.op)
                    .filter(|u| !inside(u));
                let first = others.next();
                if others.any(|u| Some(u) != first) {
                    continue;
                }
                defs.push(d);
            }
        }
        self.ctx.erase_op(op);
        self.owned.remove(&op);
        for d in defs {
            self.add(d);
        }
        self.changed = true;
    }

    /// Notes that `op` was changed in place (upstream's `notifyOperationModified`: the op and
    /// its parents are queued, not its users).
    pub fn modified(&mut self, op: Op) {
        self.changed = true;
        self.add(op);
    }

    /// An `arith.constant` of `attr` right before `at`.
    pub fn constant(&mut self, at: Op, attr: Attr) -> Value {
        self.constant_of(OpKind::ArithConstant, at, attr)
    }

    /// A constant of `attr` as the dialect of `folded` materializes it (upstream's
    /// `materializeConstant`), right before `folded`: `index.constant` and
    /// `index.bool.constant` for the index dialect, `arith.constant` for the others.
    pub fn materialize(&mut self, folded: Op, attr: Attr) -> Value {
        let mut kind = OpKind::ArithConstant;
        // A complex number (`[re, im]`, from a tensor's element) is a `complex.constant`.
        if let AttrData::Array(_) = self.ctx.attr(attr) {
            kind = OpKind::ComplexConstant;
        }
        if self.ctx.kind(folded).dialect() == "index" {
            if let AttrData::Integer { ty, .. } = self.ctx.attr(attr) {
                kind = if self.ctx.ty(*ty).is_i1() {
                    OpKind::IndexBoolConstant
                } else {
                    OpKind::IndexConstant
                };
            }
        }
        self.constant_of(kind, folded, attr)
    }

    fn constant_of(&mut self, kind: OpKind, at: Op, attr: Attr) -> Value {
        // `#ub.poison` has no type: a poison of the folded op's result type (`ub.poison`, which
        // upstream's ub dialect materializes for any dialect's fold).
        if crate::ir::matchers::is_poison_attr(self.ctx, attr) {
            let ty = self.ctx.value_type(self.ctx.result(at, 0));
            let b = Builder::before(self.ctx, at);
            let op = self.create_named(&b, OpKind::UbPoison, &[], &[ty], &[("value", attr)]);
            return self.ctx.result(op, 0);
        }
        let ty = match self.ctx.attr(attr) {
            AttrData::Integer { ty, .. }
            | AttrData::Float { ty, .. }
            | AttrData::DenseElements { ty, .. } => *ty,
            AttrData::Array(_) => self.ctx.value_type(self.ctx.result(at, 0)),
            _ => panic!("not a constant attribute"),
        };
        let b = Builder::before(self.ctx, at);
        let op = self.create_named(&b, kind, &[], &[ty], &[("value", attr)]);
        self.ctx.result(op, 0)
    }
}

/// The region constants are hoisted to: the body of the nearest op that might be isolated from
/// above (upstream's `getInsertionRegion`: an unregistered op might be).
fn insertion_region(ctx: &Context, op: Op) -> Option<Region> {
    let mut b = ctx.op_block(op)?;
    loop {
        let r = ctx.block_region(b)?;
        let p = ctx.region(r).parent?;
        if ctx.kind(p).might_be_isolated_from_above() {
            return Some(r);
        }
        b = ctx.op_block(p)?;
    }
}

/// Dense bit sets reused across the functions of a module (allocated once, cleared by
/// removing what was inserted, so a small function does not pay for the module's size).
#[derive(Default)]
struct Scratch {
    /// The worklist's membership; empty again once the worklist is drained.
    in_worklist: EntitySet<Op>,
    live_ops: TrackedSet<Op>,
    live_values: TrackedSet<Value>,
    /// The IR version ([`Context::mutation_count`]) when the driver's current run began.
    base: u64,
    /// Per op (by index): 1 + the IR version, relative to `base`, at which its visit (dead
    /// check, fold, patterns) last failed without changing anything in this run; 0 for none.
    /// The outcome of a visit is a function of the IR, so while the version is unchanged a
    /// visit again would fail again: the confirmation sweep skips those ops.
    failed_at: Vec<u32>,
    /// The ops with an entry in `failed_at`, to clear it after the run.
    failed_ops: Vec<Op>,
    /// Buffers of one driver iteration, kept for the next (empty between iterations): the
    /// driver runs a few iterations per function, and growing them anew cost more than the
    /// patterns.
    order: Vec<Op>,
    worklist: Vec<Op>,
    constants: FxHashMap<(Region, Attr, OpKind, crate::ir::Type), Op>,
    owned: FxHashSet<Op>,
    /// The ops region simplification walks (kept for the next iteration).
    region_ops: Vec<Op>,
}

impl Scratch {
    fn stamp(&self, version: u64) -> Option<u32> {
        u32::try_from(version - self.base + 1).ok()
    }
    fn failed_unchanged(&self, op: Op, version: u64) -> bool {
        self.stamp(version)
            .is_some_and(|s| self.failed_at.get(op.index()) == Some(&s))
    }
    fn note_failed(&mut self, op: Op, version: u64) {
        let Some(s) = self.stamp(version) else {
            return;
        };
        let i = op.index();
        if i >= self.failed_at.len() {
            self.failed_at.resize(i + 1, 0);
        }
        if self.failed_at[i] == 0 {
            self.failed_ops.push(op);
        }
        self.failed_at[i] = s;
    }
    /// Forgets the failed visits of the run that ends (the next one has other patterns).
    fn end_run(&mut self) {
        for op in self.failed_ops.drain(..) {
            self.failed_at[op.index()] = 0;
        }
    }
}

/// A bit set of entities (no maximum kept up to date, unlike cranelift's `EntitySet`, whose
/// removal of its largest member scans down for the next one).
pub struct EntitySet<K> {
    words: Vec<u64>,
    _k: std::marker::PhantomData<K>,
}

impl<K> Default for EntitySet<K> {
    fn default() -> Self {
        EntitySet {
            words: Vec::new(),
            _k: std::marker::PhantomData,
        }
    }
}

impl<K: cranelift_entity::EntityRef> EntitySet<K> {
    /// Adds `k`; true if it was not there.
    pub fn insert(&mut self, k: K) -> bool {
        let (w, b) = (k.index() / 64, k.index() % 64);
        if w >= self.words.len() {
            self.words.resize(w + 1, 0);
        }
        let new = self.words[w] & (1 << b) == 0;
        self.words[w] |= 1 << b;
        new
    }
    /// Whether `k` is in the set.
    pub fn contains(&self, k: K) -> bool {
        let (w, b) = (k.index() / 64, k.index() % 64);
        self.words.get(w).is_some_and(|x| x & (1 << b) != 0)
    }
    /// Removes `k`; true if it was there.
    pub fn remove(&mut self, k: K) -> bool {
        let (w, b) = (k.index() / 64, k.index() % 64);
        match self.words.get_mut(w) {
            Some(x) => {
                let was = *x & (1 << b) != 0;
                *x &= !(1 << b);
                was
            }
            None => false,
        }
    }
}

/// An [`EntitySet`] that remembers its members, for a clear proportional to them.
struct TrackedSet<K> {
    set: EntitySet<K>,
    members: Vec<K>,
}

impl<K> Default for TrackedSet<K> {
    fn default() -> Self {
        TrackedSet {
            set: EntitySet::default(),
            members: Vec::new(),
        }
    }
}

impl<K: cranelift_entity::EntityRef> TrackedSet<K> {
    fn insert(&mut self, k: K) -> bool {
        let new = self.set.insert(k);
        if new {
            self.members.push(k);
        }
        new
    }
    fn contains(&self, k: K) -> bool {
        self.set.contains(k)
    }
    fn clear(&mut self) {
        for k in self.members.drain(..) {
            self.set.remove(k);
        }
    }
}

/// The patterns the greedy driver tries on an op.
#[derive(Clone, Copy)]
pub enum Patterns {
    /// Lists for every op, tried in order (each pattern checks the op's kind itself).
    All(&'static [&'static [Pattern]]),
    /// The list for the op's kind.
    ByKind(fn(OpKind) -> &'static [Pattern]),
}

/// Upstream's `GreedyRewriteConfig`, the parts we honour.
#[derive(Clone, Copy, Debug)]
pub struct GreedyConfig {
    /// Iterations over the worklist at most (`None`: until nothing changes).
    pub max_iterations: Option<u64>,
    /// Region simplification (unreachable blocks, dead block arguments) between iterations.
    pub simplify_regions: bool,
    /// Upstream's `useTopDownTraversal`: the worklist starts in pre-order (the canonicalizer)
    /// or, when false, in post-order and is processed from its end (the default of
    /// `applyPatternsGreedily`, which other passes keep).
    pub top_down: bool,
}

impl Default for GreedyConfig {
    fn default() -> Self {
        GreedyConfig {
            max_iterations: Some(10),
            simplify_regions: true,
            top_down: true,
        }
    }
}

/// Runs the greedy driver on everything nested in `root`. `fold` is the folder; `patterns`
/// are tried in order on each op after folding failed.
pub fn apply_greedily(
    ctx: &mut Context,
    root: Op,
    fold: fn(&mut Rewriter, Op) -> Fold,
    patterns: Patterns,
    config: GreedyConfig,
    origins: Option<&crate::analysis::buffer_origin::BufferOrigins>,
) -> bool {
    // On a module, each function is rewritten to its own fixed point in turn: functions are
    // isolated from above and no pattern reaches across them, so this is what one worklist
    // over the whole module computes (upstream's order within each function is kept), but a
    // function's ops stay in the cache while it is rewritten, and a function that is done
    // is not walked again because another one changed. The module's own ops (functions,
    // globals) are never rewritten or dead.
    let roots: Vec<Op> = if ctx.kind(root) == OpKind::Module {
        ctx.regions(root)
            .iter()
            .flat_map(|r| ctx.region_blocks(*r))
            .flat_map(|b| ctx.block_ops(b))
            .filter(|op| ctx.regions(*op).iter().any(|r| !ctx.region_is_empty(*r)))
            .collect()
    } else {
        vec![root]
    };
    // Taken from the thread's cache: the pass manager runs a function-local pass once per
    // function, and sizing fresh sets to the arena for every function was quadratic. (A
    // nested call finds the cache empty and starts from an empty one.)
    let mut scratch = SCRATCH.with(|s| std::mem::take(&mut *s.borrow_mut()));
    scratch.base = ctx.mutation_count();
    let mut any = false;
    for op in roots {
        if !ctx.op(op).erased {
            any |= apply_greedily_on(ctx, op, fold, patterns, config, origins, &mut scratch);
        }
    }
    scratch.end_run();
    SCRATCH.with(|s| *s.borrow_mut() = scratch);
    any
}

thread_local! {
    /// [`Scratch`] kept between runs of the driver (its sets are empty between runs).
    static SCRATCH: std::cell::RefCell<Scratch> = std::cell::RefCell::new(Scratch::default());
}

fn apply_greedily_on(
    ctx: &mut Context,
    root: Op,
    fold: fn(&mut Rewriter, Op) -> Fold,
    patterns: Patterns,
    config: GreedyConfig,
    origins: Option<&crate::analysis::buffer_origin::BufferOrigins>,
    scratch: &mut Scratch,
) -> bool {
    let mut any = false;
    let mut iteration = 0u64;
    let mut clean_regions_at: Option<u64> = None;
    loop {
        iteration += 1;
        let mut rw = Rewriter {
            ctx,
            worklist: std::mem::take(&mut scratch.worklist),
            in_worklist: std::mem::take(&mut scratch.in_worklist),
            constants: reuse_map(&mut scratch.constants),
            owned: reuse_set(&mut scratch.owned),
            changed: false,
            origins,
        };
        // Populate the worklist, uniquing and hoisting constants on the way: in pre-order,
        // processed first op first; or (bottom-up) in post-order, each op queued with its
        // parents as upstream's `addToWorklist` (so a parent follows its first nested op),
        // processed last op first. The root itself is left out.
        let mut order = std::mem::take(&mut scratch.order);
        order.clear();
        let nested = if config.top_down {
            rw.ctx.collect_into(root, &mut order);
            &order[1..]
        } else {
            collect_post_order(rw.ctx, root, &mut order);
            &order[..order.len() - 1]
        };
        for &op in nested {
            if rw.ctx.op(op).erased {
                continue;
            }
            if folder_constant(rw.ctx.kind(op)) && !insert_known_constant(&mut rw, op) {
                continue;
            }
            if config.top_down {
                rw.add_single(op);
            } else {
                rw.add(op);
            }
        }
        if config.top_down {
            rw.worklist.reverse();
        }
        while let Some(op) = rw.worklist.pop() {
            rw.in_worklist.remove(op);
            if rw.ctx.op(op).erased || rw.ctx.op_block(op).is_none() {
                continue;
            }
            let version = rw.ctx.mutation_count();
            if scratch.failed_unchanged(op, version) {
                continue;
            }
            if is_trivially_dead(rw.ctx, op) {
                rw.erase_op(op);
                continue;
            }
            if !folder_constant(rw.ctx.kind(op)) {
                match fold(&mut rw, op) {
                    Fold::None => {}
                    Fold::InPlace => {
                        rw.modified(op);
                        continue;
                    }
                    Fold::Replace(results) => {
                        let mut vals = Vec::new();
                        for r in results {
                            vals.push(match r {
                                FoldResult::Value(v) => v,
                                FoldResult::Attr(a) => rw.materialize(op, a),
                            });
                        }
                        rw.replace_op(op, &vals);
                        continue;
                    }
                }
            }
            let lists = match patterns {
                Patterns::All(l) => l,
                Patterns::ByKind(f) => &[f(rw.ctx.kind(op))][..],
            };
            let mut applied = false;
            for p in lists.iter().flat_map(|l| l.iter()) {
                if rw.ctx.op(op).erased {
                    break;
                }
                if p(&mut rw, op) {
                    rw.changed = true;
                    applied = true;
                    break;
                }
            }
            if !applied && rw.ctx.mutation_count() == version {
                scratch.note_failed(op, version);
            }
        }
        let mut changed = rw.changed;
        scratch.in_worklist = std::mem::take(&mut rw.in_worklist);
        scratch.worklist = std::mem::take(&mut rw.worklist);
        scratch.constants = std::mem::take(&mut rw.constants);
        scratch.owned = std::mem::take(&mut rw.owned);
        scratch.order = order;
        // Region simplification is a function of the IR too: after one that changed nothing,
        // it is not run again on the same IR.
        if config.simplify_regions && clean_regions_at != Some(ctx.mutation_count()) {
            let simplified = simplify_all_regions(ctx, root, scratch);
            changed |= simplified;
            clean_regions_at = (!simplified).then(|| ctx.mutation_count());
        }
        any |= changed;
        // As upstream's do-while: at least one iteration, then up to the limit.
        if !changed || config.max_iterations.is_some_and(|m| iteration >= m) {
            break;
        }
    }
    any
}

/// `map` emptied for reuse; a large one (left by a large function) is dropped instead, as
/// clearing costs its capacity and the functions after it may be small.
fn reuse_map<K, V>(map: &mut FxHashMap<K, V>) -> FxHashMap<K, V> {
    let mut m = std::mem::take(map);
    if m.capacity() > 4096 {
        return FxHashMap::default();
    }
    m.clear();
    m
}

/// [`reuse_map`] for a set.
fn reuse_set<K>(set: &mut FxHashSet<K>) -> FxHashSet<K> {
    let mut m = std::mem::take(set);
    if m.capacity() > 4096 {
        return FxHashSet::default();
    }
    m.clear();
    m
}

/// `op` and everything nested in it, each op after the ops nested in it (`Operation::walk`).
#[inline(never)]
fn collect_post_order(ctx: &Context, op: Op, out: &mut Vec<Op>) {
    for &r in ctx.regions(op) {
        for b in ctx.region_blocks(r) {
            for o in ctx.block_ops(b) {
                collect_post_order(ctx, o, out);
            }
        }
    }
    out.push(op);
}

/// The ops upstream's greedy driver takes for known constants (`m_Constant`: `ConstantLike`
/// ops that fold to their attribute), uniqued and hoisted by its folder: the constant-like
/// ops, and `func.constant` (whose symbol reference no fold of ours takes for a value).
fn folder_constant(kind: OpKind) -> bool {
    kind.is_constant_like() || kind == OpKind::FuncConstant
}

/// MLIR's `OperationFolder::insertKnownConstant`: returns false if `op` was a duplicate and
/// was replaced.
#[inline(never)]
fn insert_known_constant(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(region) = insertion_region(ctx, op) else {
        return true;
    };
    let Some(attr) = ctx.get_attr(op, "value") else {
        return true;
    };
    let kind = ctx.kind(op);
    // By type too: `#ub.poison` stands for a value of any type (upstream's folder keys its
    // constants by dialect, attribute and type).
    let ty = ctx.value_type(ctx.result(op, 0));
    if let Some(&existing) = rw.constants.get(&(region, attr, kind, ty)) {
        if existing != op {
            let r = rw.ctx.result(op, 0);
            let e = rw.ctx.result(existing, 0);
            // Upstream replaces through the rewriter: every user counts as modified and is
            // queued (with its parents) while the worklist is being populated.
            rw.add_users(r);
            rw.ctx.replace_all_uses(r, e);
            // The kept constant now stands for both: upstream's folder erases its location,
            // even when both had the same one.
            let unk = rw.ctx.unknown_loc();
            rw.ctx.set_op_loc(existing, unk);
            rw.ctx.erase_op(op);
            rw.changed = true;
            return false;
        }
        // A constant of ours pushed down by other ops is hoisted again; upstream's folder then
        // erases its location.
        let blk = ctx.op_block(op).unwrap();
        if ctx.first_op(blk) != Some(op) && !ctx.prev_op(op).is_some_and(|p| rw.owned.contains(&p))
        {
            rw.ctx.detach_op(op);
            let front = rw.ctx.first_op(blk);
            rw.ctx.insert_op(blk, front, op);
            let unk = rw.ctx.unknown_loc();
            rw.ctx.set_op_loc(op, unk);
        }
        return true;
    }
    let insert_block = ctx.entry_block(region).unwrap();
    let op_block = ctx.op_block(op).unwrap();
    let prev_owned = ctx.prev_op(op).is_some_and(|p| rw.owned.contains(&p));
    if op_block != insert_block || (ctx.first_op(insert_block) != Some(op) && !prev_owned) {
        rw.ctx.detach_op(op);
        let front = rw.ctx.first_op(insert_block);
        rw.ctx.insert_op(insert_block, front, op);
        // Moved within its block it keeps its location; from another block it loses it
        // (what mlir-opt 22.1.8 does).
        if op_block != insert_block {
            let unk = rw.ctx.unknown_loc();
            rw.ctx.set_op_loc(op, unk);
        }
    }
    rw.constants.insert((region, attr, kind, ty), op);
    rw.owned.insert(op);
    true
}

/// Region simplification: unreachable blocks, dead ops and dead block arguments.
#[inline(never)]
fn simplify_all_regions(ctx: &mut Context, root: Op, scratch: &mut Scratch) -> bool {
    let mut changed = false;
    let mut ops = std::mem::take(&mut scratch.region_ops);
    ops.clear();
    ctx.collect_into(root, &mut ops);
    // Only regions with several blocks can have unreachable ones.
    let regions: smallvec::SmallVec<[Region; 4]> = ops
        .iter()
        .flat_map(|o| ctx.regions(*o).iter().copied())
        .filter(|r| ctx.region_blocks(*r).nth(1).is_some())
        .collect();
    for r in &regions {
        changed |= erase_unreachable_blocks(ctx, *r);
    }
    // The op list is still the IR's unless blocks were erased.
    let ops = if changed { None } else { Some(ops) };
    changed |= region_dce(ctx, root, ops, scratch);
    changed
}

fn erase_unreachable_blocks(ctx: &mut Context, r: Region) -> bool {
    if all_reached_forward(ctx, r) {
        return false;
    }
    let blocks: Vec<Block> = ctx.region_blocks(r).collect();
    if blocks.len() <= 1 {
        return false;
    }
    let mut reach = FxHashSet::default();
    let mut stack = vec![blocks[0]];
    while let Some(b) = stack.pop() {
        if !reach.insert(b) {
            continue;
        }
        if let Some(t) = ctx.last_op(b) {
            stack.extend(ctx.successors(t).iter().copied());
        }
    }
    let dead: Vec<Block> = blocks.into_iter().filter(|b| !reach.contains(b)).collect();
    if dead.is_empty() {
        return false;
    }
    // Drop uses inside the dead blocks first, then the blocks.
    for &b in &dead {
        for op in ctx.block_ops(b).collect::<Vec<_>>() {
            for o in ctx.collect_ops(op) {
                ctx.set_operands(o, &[]);
            }
        }
    }
    for b in dead {
        ctx.erase_block(b);
    }
    true
}

/// Whether every block of `r` is reached from the entry through branches from blocks before
/// it (a sufficient test of reachability without a set: most regions pass it; few blocks
/// only).
fn all_reached_forward(ctx: &Context, r: Region) -> bool {
    let mut reached: smallvec::SmallVec<[Block; 8]> = smallvec::SmallVec::new();
    for (i, b) in ctx.region_blocks(r).enumerate() {
        if i >= 32 || (i > 0 && !reached.contains(&b)) {
            return false;
        }
        if let Some(t) = ctx.last_op(b) {
            reached.extend_from_slice(ctx.successors(t));
        }
    }
    true
}

/// Removes dead ops and dead non-entry block arguments (MLIR's `runRegionDCE`): a worklist
/// propagation of liveness from ops that must stay, through operands, and through successor
/// operands only to the block arguments that are live.
#[inline(never)]
fn region_dce(
    ctx: &mut Context,
    root: Op,
    mut ops: Option<Vec<Op>>,
    scratch: &mut Scratch,
) -> bool {
    let mut changed = false;
    loop {
        let ops = ops.take().unwrap_or_else(|| ctx.collect_ops(root));
        // Most runs find nothing: say so from a cheap scan when it can tell.
        if nothing_dead(ctx, root, &ops) {
            scratch.region_ops = ops;
            return changed;
        }
        // Dense bit sets (see `Scratch`): every op and value under `root` is looked at.
        scratch.live_ops.clear();
        scratch.live_values.clear();
        let live_ops = &mut scratch.live_ops;
        let live = &mut scratch.live_values;
        let mut work: Vec<Value> = Vec::new();
        // Which terminator operands feed which block argument.
        let mut feeds: FxHashMap<Value, Vec<Value>> = FxHashMap::default();
        let mark_op =
            |o: Op, live_ops: &mut TrackedSet<Op>, work: &mut Vec<Value>, ctx: &Context| {
                if !live_ops.insert(o) {
                    return;
                }
                let skip_from = if ctx.successors(o).is_empty() {
                    usize::MAX
                } else {
                    first_succ_operand(ctx, o)
                };
                for (k, v) in ctx.operands(o).iter().enumerate() {
                    if k < skip_from {
                        work.push(*v);
                    }
                }
            };
        for &o in &ops {
            for (i, s) in ctx.successors(o).iter().enumerate() {
                for (a, v) in ctx
                    .block_args(*s)
                    .iter()
                    .zip(successor_operand_slice(ctx, o, i))
                {
                    feeds.entry(*a).or_default().push(*v);
                }
            }
            for &r in ctx.regions(o) {
                if let Some(e) = ctx.entry_block(r) {
                    work.extend(ctx.block_args(e).iter().copied());
                }
            }
            if o == root || !crate::ir::interfaces::would_be_trivially_dead(ctx, o) {
                mark_op(o, live_ops, &mut work, ctx);
            }
        }
        while let Some(v) = work.pop() {
            if !live.insert(v) {
                continue;
            }
            match ctx.value(v).def {
                crate::ir::ValueDef::Result(o, _) => mark_op(o, live_ops, &mut work, ctx),
                crate::ir::ValueDef::BlockArg(..) => {
                    if let Some(fs) = feeds.get(&v) {
                        work.extend(fs.iter().copied());
                    }
                }
                crate::ir::ValueDef::Placeholder => {}
            }
            // Ops nested in a live op are visited through `ops` already.
        }
        // Ops containing live ops stay.
        for &o in ops.iter().rev() {
            if live_ops.contains(o) {
                let mut p = ctx.parent_op(o);
                while let Some(pp) = p {
                    if !live_ops.insert(pp) {
                        break;
                    }
                    p = ctx.parent_op(pp);
                }
            }
        }
        // The ops to erase: dead ops none of whose results is used by an op that stays.
        let mut erase: FxHashSet<Op> = ops
            .iter()
            .copied()
            .filter(|o| !live_ops.contains(*o) && !ctx.op(*o).erased && ctx.op_block(*o).is_some())
            .collect();
        let mut shrinking = true;
        while shrinking {
            shrinking = false;
            let keep: Vec<Op> = erase
                .iter()
                .copied()
                .filter(|o| {
                    ctx.results(*o).iter().any(|r| {
                        ctx.uses(*r).iter().any(|u| {
                            // A successor operand feeding a dead argument goes away with it.
                            let feeds_dead_arg = ctx.kind(u.op).is_terminator()
                                && !ctx.successors(u.op).is_empty()
                                && u.index as usize >= first_succ_operand(ctx, u.op);
                            !erase.contains(&u.op) && !feeds_dead_arg
                        })
                    })
                })
                .collect();
            for o in keep {
                erase.remove(&o);
                shrinking = true;
            }
        }
        // Dead block arguments: drop them and the successor operands passed for them. An
        // argument that is not live is used only by dead ops or as a successor operand for
        // another dead argument (a value carried round a loop and never read); all of those
        // go together, as long as every branch to them can drop operands.
        let mut dead_args: Vec<(Region, Block, usize, Value)> = Vec::new();
        for &o in &ops {
            if ctx.op(o).erased || erase.contains(&o) {
                continue;
            }
            for &r in ctx.regions(o).iter() {
                if ctx.region_blocks(r).nth(1).is_none() {
                    continue;
                }
                let fixed = fixed_operand_targets(ctx, r);
                for b in ctx.region_blocks(r).skip(1) {
                    if fixed.contains(&b) {
                        continue;
                    }
                    for (i, a) in ctx.block_args(b).iter().enumerate() {
                        if !live.contains(*a) {
                            dead_args.push((r, b, i, *a));
                        }
                    }
                }
            }
        }
        loop {
            let set: FxHashSet<Value> = dead_args.iter().map(|d| d.3).collect();
            let before = dead_args.len();
            dead_args.retain(|d| {
                ctx.uses(d.3).iter().all(|u| {
                    erase.contains(&u.op)
                        || fed_arg(ctx, u.op, u.index as usize).is_some_and(|a| set.contains(&a))
                })
            });
            if dead_args.len() == before {
                break;
            }
        }
        let mut args_removed = false;
        // Highest index first within a block, so that the others keep theirs.
        dead_args.sort_by(|x, y| (x.1, y.2).cmp(&(y.1, x.2)));
        for (r, b, i, _) in dead_args {
            if remove_block_arg(ctx, r, b, i) {
                args_removed = true;
            }
        }
        if erase.is_empty() {
            if !args_removed {
                return changed;
            }
            changed = true;
            continue;
        }
        // Erase: first cut every use among the erased ops, then the ops.
        let mut erased_any = false;
        let mut doomed: Vec<Op> = ops
            .iter()
            .rev()
            .copied()
            .filter(|o| erase.contains(o))
            .collect();
        doomed.retain(|o| {
            ctx.results(*o)
                .iter()
                .all(|r| ctx.uses(*r).iter().all(|u| erase.contains(&u.op)))
        });
        for &o in &doomed {
            ctx.set_operands(o, &[]);
        }
        for o in doomed {
            if !ctx.op(o).erased && ctx.op_block(o).is_some() {
                ctx.erase_op(o);
                erased_any = true;
            }
        }
        if !(erased_any || args_removed) {
            return changed;
        }
        changed = true;
    }
}

/// Whether [`region_dce`] would find no dead op and no dead block argument in `ops` (all ops
/// under `root`, `root` first), judged without the liveness propagation. It can tell when
/// - no op but `root` is trivially dead with all its results unused,
/// - every non-entry block argument has a use other than as a successor operand, and
/// - no branch goes to its own block or an earlier one (no CFG cycle), and no op is
///   unregistered (no graph region).
///
/// Then nothing is dead: a dead op has a used result (first rule), used only by dead ops or
/// passed to dead block arguments, each of which is used by a dead op (second rule); such a
/// chain of dead ops would go on forever in the acyclic dominance order (third rule), so
/// there is none.
fn nothing_dead(ctx: &Context, root: Op, ops: &[Op]) -> bool {
    let regular_use = |u: &crate::ir::Use| {
        ctx.successors(u.op).is_empty() || (u.index as usize) < first_succ_operand(ctx, u.op)
    };
    for &o in ops {
        if ctx.kind(o) == OpKind::Unregistered {
            return false;
        }
        if o != root
            && ctx.results(o).iter().all(|r| ctx.use_empty(*r))
            && crate::ir::interfaces::would_be_trivially_dead(ctx, o)
        {
            return false;
        }
        for &r in ctx.regions(o) {
            if ctx.region_blocks(r).nth(1).is_none() {
                continue;
            }
            // The blocks so far, to find a branch back (few blocks: else the full analysis).
            let mut seen: smallvec::SmallVec<[Block; 8]> = smallvec::SmallVec::new();
            for (i, b) in ctx.region_blocks(r).enumerate() {
                if i >= 32 {
                    return false;
                }
                seen.push(b);
                if i > 0
                    && !ctx
                        .block_args(b)
                        .iter()
                        .all(|a| ctx.uses(*a).iter().any(regular_use))
                {
                    return false;
                }
                if let Some(t) = ctx.last_op(b) {
                    if ctx.successors(t).iter().any(|s| seen.contains(s)) {
                        return false;
                    }
                }
            }
        }
    }
    true
}

fn first_succ_operand(ctx: &Context, op: Op) -> usize {
    match ctx.kind(op) {
        OpKind::CfCondBr | OpKind::CfSwitch => 1,
        _ => 0,
    }
}

/// Removes argument `i` of `b` and the operand each predecessor passes for it. Returns false
/// when a predecessor's terminator cannot be edited.
/// The blocks of `r` some terminator other than `cf.br`/`cf.cond_br`/`cf.switch` branches to:
/// their arguments cannot be dropped (that terminator cannot drop operands).
fn fixed_operand_targets(ctx: &Context, r: Region) -> FxHashSet<Block> {
    ctx.region_blocks(r)
        .filter_map(|pb| ctx.last_op(pb))
        .filter(|t| {
            !matches!(
                ctx.kind(*t),
                OpKind::CfBr | OpKind::CfCondBr | OpKind::CfSwitch
            )
        })
        .flat_map(|t| ctx.successors(t).iter().copied())
        .collect()
}

/// The block argument that operand `idx` of the branch `t` is passed to.
fn fed_arg(ctx: &Context, t: Op, idx: usize) -> Option<Value> {
    let (k, i) = match ctx.kind(t) {
        OpKind::CfBr => (0, idx),
        OpKind::CfCondBr => {
            let nt = ctx.segments(t).get(1).copied()?;
            match idx {
                0 => return None,
                _ if idx <= nt => (0, idx - 1),
                _ => (1, idx - 1 - nt),
            }
        }
        OpKind::CfSwitch => {
            let nd = ctx.segments(t).get(1).copied()?;
            if idx == 0 {
                return None;
            } else if idx <= nd {
                (0, idx - 1)
            } else {
                let mut j = idx - 1 - nd;
                let mut case = 0;
                for n in ctx.i64_array(t, "case_operand_segments") {
                    if j < n as usize {
                        break;
                    }
                    j -= n as usize;
                    case += 1;
                }
                (case + 1, j)
            }
        }
        _ => return None,
    };
    let s = *ctx.successors(t).get(k)?;
    ctx.block_args(s).get(i).copied()
}

/// Removes argument `i` of block `b` (in region `r`) and the operand every predecessor's
/// branch passes for it; false (nothing changed) when a predecessor's terminator is not a
/// branch whose operands can be edited.
pub fn remove_block_arg(ctx: &mut Context, r: Region, b: Block, i: usize) -> bool {
    let preds: Vec<(Op, usize)> = ctx
        .region_blocks(r)
        .filter_map(|pb| ctx.last_op(pb))
        .flat_map(|t| {
            ctx.successors(t)
                .iter()
                .enumerate()
                .filter(|(_, s)| **s == b)
                .map(move |(k, _)| (t, k))
                .collect::<Vec<_>>()
        })
        .collect();
    for (t, _) in &preds {
        if !matches!(
            ctx.kind(*t),
            OpKind::CfBr | OpKind::CfCondBr | OpKind::CfSwitch
        ) {
            return false;
        }
    }
    for (t, k) in preds {
        remove_successor_operand(ctx, t, k, i);
    }
    ctx.erase_block_arg(b, i);
    true
}

/// Removes operand `i` forwarded to successor `k` of a `cf.br`/`cf.cond_br`.
pub fn remove_successor_operand(ctx: &mut Context, t: Op, k: usize, i: usize) {
    let mut ops = ctx.operands(t).to_vec();
    match ctx.kind(t) {
        OpKind::CfBr => {
            ops.remove(i);
            ctx.set_operands(t, &ops);
        }
        OpKind::CfCondBr => {
            let segs = ctx.segments(t);
            let (nt, nf) = (segs[1], segs[2]);
            let idx = if k == 0 { 1 + i } else { 1 + nt + i };
            ops.remove(idx);
            ctx.set_operands(t, &ops);
            let (nt, nf) = if k == 0 { (nt - 1, nf) } else { (nt, nf - 1) };
            let seg = ctx.dense_i32_array(&[1, nt as i64, nf as i64]);
            ctx.set_attr(t, "operandSegmentSizes", seg);
        }
        OpKind::CfSwitch => {
            let segs = ctx.segments(t);
            let (nd, nc) = (segs[1], segs[2]);
            let mut cases = ctx.i64_array(t, "case_operand_segments");
            let idx = if k == 0 {
                1 + i
            } else {
                1 + nd + cases[..k - 1].iter().sum::<i64>() as usize + i
            };
            ops.remove(idx);
            ctx.set_operands(t, &ops);
            let (nd, nc) = if k == 0 { (nd - 1, nc) } else { (nd, nc - 1) };
            let seg = ctx.dense_i32_array(&[1, nd as i64, nc as i64]);
            ctx.set_attr(t, "operandSegmentSizes", seg);
            if k > 0 {
                cases[k - 1] -= 1;
                let a = ctx.dense_i32_array(&cases);
                ctx.set_attr(t, "case_operand_segments", a);
            }
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn no_fold(_: &mut Rewriter, _: Op) -> Fold {
        Fold::None
    }

    thread_local! {
        static VISITS: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
    }

    /// Counts the ops the driver visits (fold and patterns tried).
    fn count(_: &mut Rewriter, _: Op) -> bool {
        VISITS.with(|v| v.set(v.get() + 1));
        false
    }

    /// Marks the `arith.muli` once.
    fn mark_muli(rw: &mut Rewriter, op: Op) -> bool {
        if rw.ctx.kind(op) != OpKind::ArithMulI || rw.ctx.get_attr(op, "done").is_some() {
            return false;
        }
        let u = rw.ctx.unit_attr();
        rw.ctx.set_attr(op, "done", u);
        rw.modified(op);
        true
    }

    /// Marks the `arith.addi` once a marked `arith.muli` exists: it looks beyond its use-def
    /// neighbours, so the worklist does not bring the addi back when the muli changes.
    fn see_marked_muli(rw: &mut Rewriter, op: Op) -> bool {
        if rw.ctx.kind(op) != OpKind::ArithAddI || rw.ctx.get_attr(op, "seen").is_some() {
            return false;
        }
        let f = rw.ctx.parent_op(op).expect("in a function");
        let marked =
            rw.ctx.collect_ops(f).into_iter().any(|o| {
                rw.ctx.kind(o) == OpKind::ArithMulI && rw.ctx.get_attr(o, "done").is_some()
            });
        if !marked {
            return false;
        }
        let u = rw.ctx.unit_attr();
        rw.ctx.set_attr(op, "seen", u);
        rw.modified(op);
        true
    }

    const PATTERNS: &[Pattern] = &[count, mark_muli, see_marked_muli];

    fn run(text: &str) -> (Context, Op) {
        let mut ctx = Context::new();
        let top = crate::parse::parse_module(&mut ctx, text, &Default::default()).expect("parse");
        VISITS.with(|v| v.set(0));
        apply_greedily(
            &mut ctx,
            top,
            no_fold,
            Patterns::All(&[PATTERNS]),
            GreedyConfig::default(),
            None,
        );
        (ctx, top)
    }

    #[test]
    fn a_failed_visit_is_repeated_once_the_ir_changed_and_only_then() {
        // The addi is visited (and fails) before the muli is marked: the confirmation sweep
        // must visit it again, since the IR changed after its visit.
        let (ctx, top) = run("func.func @f(%a: i32) -> i32 {\n  \
             %0 = arith.addi %a, %a : i32\n  %1 = arith.muli %a, %a : i32\n  \
             %2 = arith.subi %0, %1 : i32\n  return %2 : i32\n}\n");
        let addi = ctx
            .collect_ops(top)
            .into_iter()
            .find(|o| ctx.kind(*o) == OpKind::ArithAddI)
            .expect("addi");
        assert!(ctx.get_attr(addi, "seen").is_some());
        // Iteration 1: addi, muli (marked), muli again, subi, return; iteration 2: addi (now
        // marked), addi again, muli, subi, return (the IR had changed since each one's visit);
        // iteration 3, the confirmation sweep: nothing changed since the last visit of each
        // op, so none is visited again (without the skip: four more).
        assert_eq!(VISITS.with(|v| v.get()), 5 + 5);
    }
}
