//! `buffer-deallocation`: the clone-based deallocation pass upstream had until LLVM 17
//! (`BufferDeallocation`, removed in LLVM 18 for `ownership-based-buffer-deallocation`), kept
//! to compare the two designs. It frees every allocation after the last use of all its
//! aliases, in the block that post-dominates them, and copies (`bufferization.clone`) the
//! buffers that reach a block argument or a region result from a place that does not dominate
//! it ("critical aliases"), so that each of those values is a buffer of its own, freed like an
//! allocation.
//!
//! A buffer passed through a branch to a block its allocation does not dominate:
//!
//! ```mlir
//!   cf.cond_br %c, ^bb1, ^bb2
//! ^bb1:
//!   %a = memref.alloc() : memref<2xf32>
//!   cf.br ^bb3(%a : memref<2xf32>)
//! ^bb2:
//!   cf.br ^bb3(%arg : memref<2xf32>)
//! ^bb3(%x: memref<2xf32>):
//!   "use"(%x) : (memref<2xf32>) -> ()
//!   return
//! ```
//!
//! becomes (each predecessor passes a clone, the block argument is freed after its last use):
//!
//! ```mlir
//! ^bb1:
//!   %a = memref.alloc() : memref<2xf32>
//!   %0 = bufferization.clone %a : memref<2xf32> to memref<2xf32>
//!   memref.dealloc %a : memref<2xf32>
//!   cf.br ^bb3(%0 : memref<2xf32>)
//! ^bb2:
//!   %1 = bufferization.clone %arg : memref<2xf32> to memref<2xf32>
//!   cf.br ^bb3(%1 : memref<2xf32>)
//! ^bb3(%x: memref<2xf32>):
//!   "use"(%x) : (memref<2xf32>) -> ()
//!   memref.dealloc %x : memref<2xf32>
//!   return
//! ```
//!
//! `scf.if`/`scf.for`/`scf.while` results and iteration arguments fed from inside their
//! regions are handled the same way, with clones before the `scf.yield`/`scf.condition` (and
//! of the loop's init operand). A buffer that reaches a `func.return` is not freed: the caller
//! owns it — but the caller does not know it owns a call's result (calls are not
//! allocations), which is one of the design's leaks (`docs/legacy-buffer-deallocation.md`).
//!
//! What the design cannot handle is a located error: loops made of branches (a back edge in a
//! CFG: the clones would be placed on every iteration without freeing the previous one), ops
//! with regions that forward values but do not say how (not region-branch ops), and a buffer
//! whose uses have no common post-dominator (several `func.return` blocks: upstream crashed).
//! Two places differ from upstream on purpose: the uses in the post-dominator of an alias
//! defined in another block count (upstream skipped them and freed too early), and a buffer
//! with no use in that block is freed at its start (upstream put the dealloc after the first
//! op, or nowhere when that op is the terminator).

use rustc_hash::FxHashSet;

use super::Pass;
use crate::analysis::liveness::Liveness;
use crate::analysis::post_dominance::PostDominanceInfo;
use crate::analysis::DominanceInfo;
use crate::diag::{loc_pos, Diagnostic};
use crate::ir::interfaces::{
    effect_info, is_region_branch, region_branch_edges, successor_operands, view_source, Effect,
    EffectInfo, RegionPoint,
};
use crate::ir::{Block, Builder, Context, Op, OpKind, Value, ValueDef};
use crate::verify::plain_error;

/// The pass (no options).
pub struct BufferDeallocation;

impl Pass for BufferDeallocation {
    fn flag(&self) -> &'static str {
        "buffer-deallocation"
    }
    fn class_name(&self) -> &'static str {
        // The name MLIR printed is the TableGen def's, `BufferDeallocation` (the C++ class
        // was `BufferDeallocationPass`).
        "BufferDeallocation"
    }
    fn run(&mut self, ctx: &mut Context, root: Op) -> Result<(), Diagnostic> {
        let funcs: Vec<Op> = ctx
            .collect_ops(root)
            .into_iter()
            .filter(|o| ctx.kind(*o) == OpKind::FuncFunc)
            .collect();
        for f in funcs {
            if !ctx.region_is_empty(ctx.regions(f)[0]) {
                deallocate_function(ctx, f)?;
            }
        }
        Ok(())
    }
}

fn is_memref(ctx: &Context, v: Value) -> bool {
    ctx.ty(ctx.value_type(v)).is_memref()
}

fn deallocate_function(ctx: &mut Context, f: Op) -> Result<(), Diagnostic> {
    check_no_back_edges(ctx, f)?;
    check_region_ops(ctx, f)?;
    let mut st = State {
        aliases: Aliases::new(ctx, f),
        allocs: collect_allocs(ctx, f),
        liveness: Liveness::new(ctx, f),
        dom: DominanceInfo::new(),
        post_dom: PostDominanceInfo::new(),
        cloned: FxHashSet::default(),
    };
    st.introduce_clones(ctx)?;
    st.place_deallocs(ctx)
}

/// Rejects a CFG cycle in any region under `f` (reachable or not): the design copies buffers
/// on branches and cannot free the copy of the previous iteration on a back edge.
fn check_no_back_edges(ctx: &Context, f: Op) -> Result<(), Diagnostic> {
    for op in ctx.collect_ops(f) {
        for &r in ctx.regions(op) {
            let blocks: Vec<Block> = ctx.region_blocks(r).collect();
            // 0 unseen, 1 on the DFS path, 2 done.
            let mut state: rustc_hash::FxHashMap<Block, u8> = Default::default();
            for &start in &blocks {
                if state.contains_key(&start) {
                    continue;
                }
                let mut stack = vec![(start, 0usize)];
                state.insert(start, 1);
                while let Some((b, i)) = stack.pop() {
                    let succs = ctx.last_op(b).map(|t| ctx.successors(t)).unwrap_or(&[]);
                    if let Some(&s) = succs.get(i) {
                        stack.push((b, i + 1));
                        match state.get(&s).copied().unwrap_or(0) {
                            0 => {
                                state.insert(s, 1);
                                stack.push((s, 0));
                            }
                            1 => {
                                return Err(plain_error(
                                    ctx,
                                    f,
                                    "Only structured control-flow loops are supported.",
                                ))
                            }
                            _ => {}
                        }
                    } else {
                        state.insert(b, 2);
                    }
                }
            }
        }
    }
    Ok(())
}

/// Rejects ops with regions that are not region-branch ops when their regions could forward
/// values (upstream's rule: one region and results, or several regions). `scf.reduce`'s
/// regions combine scalars (upstream 17 had one region per `scf.reduce`), so it is accepted.
fn check_region_ops(ctx: &Context, f: Op) -> Result<(), Diagnostic> {
    for op in ctx.collect_ops(f).into_iter().skip(1) {
        let n = ctx.regions(op).len();
        let kind = ctx.kind(op);
        if n == 0 || is_region_branch(kind) || kind == OpKind::ScfReduce {
            continue;
        }
        if (n == 1 && !ctx.results(op).is_empty()) || n > 1 {
            return Err(plain_error(
                ctx,
                op,
                "All operations with attached regions need to implement the \
                 RegionBranchOpInterface.",
            ));
        }
    }
    Ok(())
}

/// Allocations the pass frees: ops allocating exactly one result (not `memref.alloca`, freed
/// with its scope), with the op already freeing it if there is exactly one (upstream's
/// `findDealloc`); one freed more than once is the program's business and left alone.
fn collect_allocs(ctx: &Context, f: Op) -> Vec<(Value, Option<Op>)> {
    let mut out = Vec::new();
    for op in ctx.collect_ops(f) {
        if ctx.kind(op) == OpKind::MemRefAlloca {
            continue;
        }
        let EffectInfo::Known(effects) = effect_info(ctx, op) else {
            continue;
        };
        let allocated: Vec<Value> = effects
            .iter()
            .filter_map(|e| match e {
                Effect::Allocate(Some(v)) if ctx.defining_op(*v) == Some(op) => Some(*v),
                _ => None,
            })
            .collect();
        let [v] = allocated[..] else {
            continue;
        };
        let mut frees = ctx.uses(v).iter().map(|u| u.op).filter(|u| {
            matches!(effect_info(ctx, *u), EffectInfo::Known(e) if e.contains(&Effect::Free(Some(v))))
        });
        let first = frees.next();
        if frees.next().is_none() {
            out.push((v, first));
        }
    }
    out
}

/// Buffer view flow (upstream's `BufferViewFlowAnalysis`): for each memref, the values that
/// may be the same buffer right after it flows somewhere — views, `arith.select`, branch
/// block arguments, region-branch inputs and results.
struct Aliases {
    deps: rustc_hash::FxHashMap<Value, Vec<Value>>,
    /// Critical aliases: buffers of their own, no longer aliases of what flows into them.
    removed: FxHashSet<Value>,
}

impl Aliases {
    fn new(ctx: &Context, f: Op) -> Aliases {
        let mut a = Aliases {
            deps: Default::default(),
            removed: Default::default(),
        };
        for op in ctx.collect_ops(f) {
            let kind = ctx.kind(op);
            if view_source(ctx, op).is_some() || kind == OpKind::MemRefExtractStridedMetadata {
                a.add(ctx, ctx.operand(op, 0), ctx.result(op, 0));
            } else if kind == OpKind::ArithSelect {
                a.add(ctx, ctx.operand(op, 1), ctx.result(op, 0));
                a.add(ctx, ctx.operand(op, 2), ctx.result(op, 0));
            }
            for (i, s) in ctx.successors(op).iter().enumerate() {
                for (v, arg) in successor_operands(ctx, op, i)
                    .iter()
                    .zip(ctx.block_args(*s))
                {
                    a.add(ctx, *v, *arg);
                }
            }
            if is_region_branch(kind) {
                for fw in forwards(ctx, op) {
                    let inputs = successor_inputs(ctx, op, fw.to);
                    for (k, dst) in inputs.iter().enumerate() {
                        if let Some(src) = ctx.operands(fw.at).get(fw.first + k) {
                            a.add(ctx, *src, *dst);
                        }
                    }
                }
            }
        }
        a
    }

    fn add(&mut self, ctx: &Context, src: Value, dst: Value) {
        if is_memref(ctx, src) && is_memref(ctx, dst) {
            let d = self.deps.entry(src).or_default();
            if !d.contains(&dst) {
                d.push(dst);
            }
        }
    }

    /// The values `v` flows into directly.
    fn direct(&self, v: Value) -> Vec<Value> {
        self.deps
            .get(&v)
            .map(|d| {
                d.iter()
                    .copied()
                    .filter(|x| !self.removed.contains(x))
                    .collect()
            })
            .unwrap_or_default()
    }

    /// `v` and everything it flows into.
    fn resolve(&self, v: Value) -> Vec<Value> {
        let mut seen = FxHashSet::default();
        let mut out = Vec::new();
        let mut stack = vec![v];
        while let Some(x) = stack.pop() {
            if seen.insert(x) {
                out.push(x);
                stack.extend(self.direct(x));
            }
        }
        out
    }
}

/// Values reaching the successor `to` of a region-branch op from `at` (the op itself on entry,
/// or a terminator of one of its regions), starting at operand `first`.
struct Forward {
    to: RegionPoint,
    at: Op,
    first: usize,
}

/// Every forwarding of a region-branch op, per terminator (regions with several blocks have
/// several `scf.yield`s; branches between their blocks are not region exits).
fn forwards(ctx: &Context, op: Op) -> Vec<Forward> {
    let mut out = Vec::new();
    for e in region_branch_edges(ctx, op) {
        match e.from {
            RegionPoint::Parent => out.push(Forward {
                to: e.to,
                at: op,
                first: match ctx.kind(op) {
                    OpKind::ScfFor => 3,
                    _ => 0,
                },
            }),
            RegionPoint::Region(i) => {
                let r = ctx.regions(op)[i];
                for b in ctx.region_blocks(r) {
                    let Some(t) = ctx.last_op(b) else { continue };
                    if !ctx.kind(t).is_terminator() || !ctx.successors(t).is_empty() {
                        continue;
                    }
                    let first = usize::from(ctx.kind(t) == OpKind::ScfCondition);
                    out.push(Forward {
                        to: e.to,
                        at: t,
                        first,
                    });
                }
            }
        }
    }
    out
}

/// The values of a region-branch op that receive what flows to `to`: its results, or the
/// entry block arguments of a region (`scf.for`'s after the induction variable).
fn successor_inputs(ctx: &Context, op: Op, to: RegionPoint) -> Vec<Value> {
    match to {
        RegionPoint::Parent => ctx.results(op).to_vec(),
        RegionPoint::Region(k) => {
            let Some(b) = ctx.entry_block(ctx.regions(op)[k]) else {
                return Vec::new();
            };
            let skip = usize::from(ctx.kind(op) == OpKind::ScfFor);
            ctx.block_args(b).iter().skip(skip).copied().collect()
        }
    }
}

/// The index in `term`'s operands of the first operand passed to successor `i`: forwarded
/// operands come last, one successor after the other (`cf.cond_br`'s condition and
/// `cf.switch`'s flag first).
fn successor_operand_start(ctx: &Context, term: Op, i: usize) -> usize {
    let n = ctx.successors(term).len();
    let counts: Vec<usize> = (0..n)
        .map(|j| successor_operands(ctx, term, j).len())
        .collect();
    ctx.operands(term).len() - counts.iter().sum::<usize>() + counts[..i].iter().sum::<usize>()
}

fn value_error(ctx: &Context, v: Value, msg: &str) -> Diagnostic {
    match ctx.defining_op(v) {
        Some(op) => plain_error(ctx, op, msg),
        None => Diagnostic::error(loc_pos(ctx, ctx.value_loc(v)), msg),
    }
}

struct State {
    aliases: Aliases,
    /// Buffers to free, with the op already freeing them; critical aliases are appended.
    allocs: Vec<(Value, Option<Op>)>,
    /// Of the function as it was before any clone (upstream's too).
    liveness: Liveness,
    dom: DominanceInfo,
    post_dom: PostDominanceInfo,
    /// Clones this pass made: never cloned again.
    cloned: FxHashSet<Value>,
}

impl State {
    /// Finds the critical aliases — reached from a block that does not dominate them, or a
    /// block argument of the very block the buffer comes from (a loop's iteration argument) —
    /// following aliases to a fixed point, then makes each a buffer of its own.
    fn introduce_clones(&mut self, ctx: &mut Context) -> Result<(), Diagnostic> {
        let mut critical: Vec<Value> = Vec::new();
        let mut critical_set: FxHashSet<Value> = FxHashSet::default();
        let mut visited: FxHashSet<(Value, Block)> = FxHashSet::default();
        let mut work: Vec<(Value, Block)> = Vec::new();
        // Upstream's order: the aliases of every allocation first, then the work list as a
        // stack (it decides the order of the clones).
        let mut find =
            |st: &mut State, work: &mut Vec<(Value, Block)>, source: Value, from: Block| {
                for v in st.aliases.direct(source) {
                    if critical_set.contains(&v) {
                        continue;
                    }
                    let Some(vb) = ctx.value_block(v) else {
                        continue;
                    };
                    let is_arg = matches!(ctx.value(v).def, ValueDef::BlockArg(..));
                    if !st.dom.dominates(ctx, from, vb) || (from == vb && is_arg) {
                        critical_set.insert(v);
                        critical.push(v);
                        work.push((v, vb));
                    } else if visited.insert((v, from)) {
                        work.push((v, from));
                    }
                }
            };
        let starts: Vec<(Value, Block)> = self
            .allocs
            .iter()
            .filter_map(|(v, _)| Some((*v, ctx.value_block(*v)?)))
            .collect();
        for (v, b) in starts {
            find(self, &mut work, v, b);
        }
        while let Some((v, b)) = work.pop() {
            find(self, &mut work, v, b);
        }
        self.aliases.removed.extend(critical.iter().copied());
        for v in critical {
            match ctx.value(v).def {
                ValueDef::BlockArg(b, i) => self.copy_for_block_arg(ctx, b, i as usize)?,
                _ => self.copy_for_region_result(ctx, v)?,
            }
            self.allocs.push((v, None));
        }
        Ok(())
    }

    /// Clones `src` right before `at`, unless it is one of our clones already (a branch that is
    /// both a back edge and an exit of a loop forwards the same value twice).
    fn clone_before(&mut self, ctx: &mut Context, src: Value, at: Op) -> Value {
        if self.cloned.contains(&src) {
            return src;
        }
        let b = Builder {
            block: ctx.op_block(at).expect("op in a block"),
            before: Some(at),
            loc: ctx.value_loc(src),
        };
        let c = b.clone_buffer(ctx, src);
        self.cloned.insert(c);
        c
    }

    /// Every value passed to block argument `i` of `b` becomes a clone: from branches, from
    /// the terminators of the regions that continue into `b`'s region, and from the op's
    /// operands when control enters that region from the op.
    fn copy_for_block_arg(
        &mut self,
        ctx: &mut Context,
        b: Block,
        i: usize,
    ) -> Result<(), Diagnostic> {
        let region = ctx.block_region(b).expect("block in a region");
        let preds: Vec<Block> = ctx.region_blocks(region).collect();
        for p in preds {
            let Some(t) = ctx.last_op(p) else { continue };
            for (k, s) in ctx.successors(t).to_vec().into_iter().enumerate() {
                if s != b {
                    continue;
                }
                if successor_operands(ctx, t, k).len() <= i {
                    return Err(plain_error(
                        ctx,
                        t,
                        "buffer-deallocation cannot copy the buffer this branch passes: the op \
                         does not say which of its operands go to which successor",
                    ));
                }
                let idx = successor_operand_start(ctx, t, k) + i;
                let src = ctx.operand(t, idx);
                let c = self.clone_before(ctx, src, t);
                ctx.set_operand(t, idx, c);
            }
        }
        let parent = ctx.block_parent_op(b).expect("region owner");
        if ctx.entry_block(region) != Some(b) || !is_region_branch(ctx.kind(parent)) {
            return Ok(());
        }
        let k = ctx
            .regions(parent)
            .iter()
            .position(|r| *r == region)
            .expect("region of its owner");
        let arg = ctx.block_args(b)[i];
        let fws: Vec<Forward> = forwards(ctx, parent)
            .into_iter()
            .filter(|fw| fw.to == RegionPoint::Region(k))
            .collect();
        // Terminators first, then the entry operands (upstream's order).
        let (entry, terms): (Vec<Forward>, Vec<Forward>) =
            fws.into_iter().partition(|fw| fw.at == parent);
        for fw in terms.iter().chain(&entry) {
            let Some(pos) = successor_inputs(ctx, parent, fw.to)
                .iter()
                .position(|v| *v == arg)
            else {
                continue;
            };
            self.clone_operand(ctx, fw.at, fw.first + pos);
        }
        Ok(())
    }

    /// Operand `idx` of `at` (when it has one) becomes a clone made right before `at`.
    fn clone_operand(&mut self, ctx: &mut Context, at: Op, idx: usize) {
        if let Some(&src) = ctx.operands(at).get(idx) {
            let c = self.clone_before(ctx, src, at);
            ctx.set_operand(at, idx, c);
        }
    }

    /// A region-branch op's result becomes a clone in every terminator returning to the op.
    fn copy_for_region_result(&mut self, ctx: &mut Context, v: Value) -> Result<(), Diagnostic> {
        let op = ctx.defining_op(v).expect("an op result");
        if !is_region_branch(ctx.kind(op)) {
            return Err(plain_error(
                ctx,
                op,
                "buffer-deallocation cannot copy this result: the op does not say which of \
                 its operands it returns",
            ));
        }
        let pos = ctx.results(op).iter().position(|r| *r == v).unwrap_or(0);
        let terms: Vec<Forward> = forwards(ctx, op)
            .into_iter()
            .filter(|fw| fw.to == RegionPoint::Parent && fw.at != op)
            .collect();
        for fw in terms {
            self.clone_operand(ctx, fw.at, fw.first + pos);
        }
        Ok(())
    }

    /// Frees every buffer after the last use of all its aliases, in the nearest block
    /// post-dominating its definition and all those uses; a buffer returned by the block's
    /// terminator escapes and is not freed.
    fn place_deallocs(&mut self, ctx: &mut Context) -> Result<(), Diagnostic> {
        for (alloc, existing) in std::mem::take(&mut self.allocs) {
            let set = self.aliases.resolve(alloc);
            let mut place = ctx.value_block(alloc);
            for &a in &set {
                for u in ctx.uses(a).to_vec() {
                    place = place
                        .and_then(|p| self.post_dom.nearest_common(ctx, p, ctx.op_block(u.op)?));
                }
                place =
                    place.and_then(|p| self.post_dom.nearest_common(ctx, p, ctx.value_block(a)?));
            }
            let Some(p) = place else {
                return Err(value_error(
                    ctx,
                    alloc,
                    "buffer-deallocation cannot free this buffer: its uses have no common \
                     post-dominator (several exits)",
                ));
            };
            let mut end: Option<Op> = None;
            let mut bump = |op: Op| {
                if end.is_none_or(|e| ctx.is_before_in_block(e, op)) {
                    end = Some(op);
                }
            };
            for &a in &set {
                if self.liveness.is_live_out(a, p) {
                    bump(ctx.last_op(p).expect("a terminator"));
                }
                if let Some(d) = ctx
                    .defining_op(a)
                    .and_then(|d| ctx.ancestor_op_in_block(p, d))
                {
                    bump(d);
                }
                for u in ctx.uses(a) {
                    if let Some(o) = ctx.ancestor_op_in_block(p, u.op) {
                        bump(o);
                    }
                }
            }
            let is_terminator = |op: Op| ctx.next_op(op).is_none();
            match (existing, end) {
                (Some(d), Some(e)) if ctx.kind(d) == OpKind::MemRefDealloc => {
                    if e == d {
                        continue;
                    }
                    if is_terminator(e) {
                        return Err(plain_error(
                            ctx,
                            d,
                            "buffer-deallocation cannot move this dealloc after the buffer's \
                             last use: the buffer escapes through the block's terminator",
                        ));
                    }
                    ctx.detach_op(d);
                    ctx.insert_op_after(e, d);
                }
                // Freed by an op that does more (`memref.realloc`): it stays where it is.
                (Some(_), _) => {}
                (None, Some(e)) if is_terminator(e) => {}
                (None, e) => {
                    let b = Builder {
                        block: p,
                        before: match e {
                            Some(e) => ctx.next_op(e),
                            None => ctx.first_op(p),
                        },
                        loc: ctx.value_loc(alloc),
                    };
                    b.memref_dealloc(ctx, alloc);
                }
            }
        }
        Ok(())
    }
}
