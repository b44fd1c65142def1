//! `ownership-based-buffer-deallocation`: inserts `bufferization.dealloc` ops that free every
//! buffer exactly once, tracking an i1 *ownership indicator* per memref and block
//! (`spec/dealloc-pipeline.md` §2). Unlike upstream 22.1.8 it does not crash when an op it rebuilt
//! is followed by a branch, nor when live memrefs come from several blocks of one region.
//!
//! With `allow-unstructured-control-flow-loops` it also accepts loops made of branches, which
//! upstream rejects; nothing else changes, see `State::deallocate_function` for why that is
//! enough.

use std::cmp::Ordering;

use rustc_hash::{FxHashMap, FxHashSet};

use super::Pass;
use crate::analysis::liveness::Liveness;
use crate::diag::Diagnostic;
use crate::ir::interfaces::{effect_info, successor_operands, Effect, EffectInfo};
use crate::ir::matchers::{const_int, is_const_one};
use crate::ir::{
    AttrData, Block, Builder, Context, Op, OpKind, Region, Type, TypeData, Value, ValueDef,
};
use crate::verify::plain_error as op_error;

/// The pass.
pub struct OwnershipBasedBufferDeallocation {
    /// Give private functions i1 ownership results instead of cloning on return.
    pub private_function_dynamic_ownership: bool,
    /// Accept loops made of branches (`cf.br`/`cf.cond_br` back edges), which upstream rejects
    /// with "Only structured control-flow loops are supported."; see `has_backedge`.
    pub allow_unstructured_control_flow_loops: bool,
}

impl Pass for OwnershipBasedBufferDeallocation {
    // Functions are processed one by one; only dynamic ownership looks at a callee (whether
    // it is private with a body) and changes its signature.
    fn splits_by_function(&self) -> bool {
        !self.private_function_dynamic_ownership
    }
    fn flag(&self) -> &'static str {
        "ownership-based-buffer-deallocation"
    }
    fn class_name(&self) -> &'static str {
        "OwnershipBasedBufferDeallocationPass"
    }
    fn run(&mut self, ctx: &mut Context, root: Op) -> Result<(), Diagnostic> {
        let funcs: Vec<Op> = ctx
            .collect_ops(root)
            .into_iter()
            .filter(|o| ctx.kind(*o) == OpKind::FuncFunc)
            .collect();
        let mut symbols = crate::ir::SymbolCache::new();
        for f in funcs {
            let body = ctx.regions(f)[0];
            if ctx.region_is_empty(body) {
                continue;
            }
            if !self.allow_unstructured_control_flow_loops && has_backedge(ctx, f) {
                return Err(op_error(
                    ctx,
                    f,
                    "Only structured control-flow loops are supported.",
                ));
            }
            let mut st = State::new(ctx, f, self.private_function_dynamic_ownership, symbols);
            st.deallocate_function(ctx, f)?;
            symbols = st.symbols;
        }
        Ok(())
    }
}

/// Ownership of a memref in a block.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ownership {
    Uninit,
    Unique(Value),
    Unknown,
}

fn is_memref(ctx: &Context, v: Value) -> bool {
    ctx.ty(ctx.value_type(v)).is_memref()
}

fn join(ctx: &Context, a: Ownership, b: Ownership) -> Ownership {
    match (a, b) {
        (Ownership::Uninit, x) | (x, Ownership::Uninit) => x,
        (Ownership::Unknown, _) | (_, Ownership::Unknown) => Ownership::Unknown,
        (Ownership::Unique(x), Ownership::Unique(y)) => {
            let same = x == y
                || matches!((const_int(ctx, x), const_int(ctx, y)), (Some(p), Some(q)) if p == q);
            if same {
                Ownership::Unique(x)
            } else {
                Ownership::Unknown
            }
        }
    }
}

/// Blocks in walk order: nested blocks before the block holding them; within a region, DFS
/// preorder over successors from the entry (unreachable blocks skipped).
fn post_order_blocks(ctx: &Context, op: Op, out: &mut Vec<Block>) {
    for &r in ctx.regions(op) {
        for b in dominance_order(ctx, r) {
            for o in ctx.block_ops(b) {
                post_order_blocks(ctx, o, out);
            }
            out.push(b);
        }
    }
}

fn dominance_order(ctx: &Context, r: Region) -> Vec<Block> {
    let Some(entry) = ctx.entry_block(r) else {
        return Vec::new();
    };
    let mut seen = FxHashSet::default();
    let mut out = Vec::new();
    let mut stack = vec![entry];
    while let Some(b) = stack.pop() {
        if !seen.insert(b) {
            continue;
        }
        out.push(b);
        if let Some(t) = ctx.last_op(b) {
            for s in ctx.successors(t).iter().rev() {
                if !seen.contains(s) {
                    stack.push(*s);
                }
            }
        }
    }
    out
}

/// Whether the CFG of any region under `f` has a back edge (upstream's `Backedges`: a DFS over
/// successors and into nested regions' entry blocks, a block met again while still on the DFS
/// stack closing a loop); upstream rejects such functions unless
/// `allow-unstructured-control-flow-loops` is given.
fn has_backedge(ctx: &Context, f: Op) -> bool {
    fn visit(
        ctx: &Context,
        b: Block,
        on_stack: &mut FxHashSet<Block>,
        done: &mut FxHashSet<Block>,
    ) -> bool {
        if on_stack.contains(&b) {
            return true;
        }
        if !done.insert(b) {
            return false;
        }
        on_stack.insert(b);
        for op in ctx.block_ops(b).collect::<Vec<_>>() {
            for &r in ctx.regions(op) {
                if let Some(e) = ctx.entry_block(r) {
                    if visit(ctx, e, on_stack, done) {
                        return true;
                    }
                }
            }
            for &s in ctx.successors(op) {
                if visit(ctx, s, on_stack, done) {
                    return true;
                }
            }
        }
        on_stack.remove(&b);
        false
    }
    let mut on = FxHashSet::default();
    let mut done = FxHashSet::default();
    ctx.regions(f).iter().any(|r| {
        ctx.entry_block(*r)
            .is_some_and(|e| visit(ctx, e, &mut on, &mut done))
    })
}

struct State {
    ownership: FxHashMap<(Value, Block), Ownership>,
    lists: FxHashMap<Block, Vec<Value>>,
    liveness: Liveness,
    /// Results of ops rebuilt by `append_op_results`, old → new (liveness still names the old).
    value_mapping: FxHashMap<Value, Value>,
    private_dyn: bool,
    func: Op,
    /// Symbols of the module (functions are not added or renamed by this pass).
    symbols: crate::ir::SymbolCache,
}

impl State {
    fn new(ctx: &Context, f: Op, private_dyn: bool, symbols: crate::ir::SymbolCache) -> State {
        State {
            ownership: FxHashMap::default(),
            lists: FxHashMap::default(),
            liveness: Liveness::new(ctx, f),
            value_mapping: FxHashMap::default(),
            private_dyn,
            func: f,
            symbols,
        }
    }

    fn map(&self, mut v: Value) -> Value {
        while let Some(n) = self.value_mapping.get(&v) {
            v = *n;
        }
        v
    }

    fn own(&self, v: Value, b: Block) -> Ownership {
        self.ownership
            .get(&(v, b))
            .copied()
            .unwrap_or(Ownership::Uninit)
    }
    fn update(&mut self, ctx: &Context, v: Value, o: Ownership, b: Block) {
        let j = join(ctx, self.own(v, b), o);
        self.ownership.insert((v, b), j);
    }
    fn reset(&mut self, v: Value, b: Block) {
        self.ownership.remove(&(v, b));
    }
    fn list(&mut self, b: Block, v: Value) {
        self.lists.entry(b).or_default().push(v);
    }
    fn def_block(ctx: &Context, v: Value) -> Block {
        ctx.value_block(v).expect("value without a block")
    }

    // ---- ordering ------------------------------------------------------------------------

    fn region_number(ctx: &Context, r: Region) -> usize {
        let p = ctx.region(r).parent.expect("region owner");
        ctx.regions(p).iter().position(|x| *x == r).unwrap_or(0)
    }
    fn parent_region(ctx: &Context, r: Region) -> Option<Region> {
        let p = ctx.region(r).parent?;
        ctx.op_block(p).and_then(|b| ctx.block_region(b))
    }
    fn block_index(ctx: &Context, b: Block) -> usize {
        crate::print::block_index(ctx, b)
    }
    /// `a` before `b`, for two ops of one region (possibly in different blocks).
    fn op_before(ctx: &Context, a: Op, b: Op) -> bool {
        let (ba, bb) = (ctx.op_block(a).unwrap(), ctx.op_block(b).unwrap());
        if ba == bb {
            ctx.is_before_in_block(a, b)
        } else {
            Self::block_index(ctx, ba) < Self::block_index(ctx, bb)
        }
    }

    /// Upstream's `ValueComparator`, extended to values of different blocks of one region.
    fn compare(ctx: &Context, l: Value, r: Value) -> Ordering {
        if l == r {
            return Ordering::Equal;
        }
        let less = |b: bool| if b { Ordering::Less } else { Ordering::Greater };
        let (ld, rd) = (ctx.value(l).def, ctx.value(r).def);
        let (mut lr, mut rr) = match (ld, rd) {
            (ValueDef::BlockArg(..), ValueDef::Result(..)) => return Ordering::Less,
            (ValueDef::Result(..), ValueDef::BlockArg(..)) => return Ordering::Greater,
            (ValueDef::BlockArg(lb, li), ValueDef::BlockArg(rb, ri)) => {
                if li != ri {
                    return li.cmp(&ri);
                }
                let (lrg, rrg) = (ctx.block_region(lb).unwrap(), ctx.block_region(rb).unwrap());
                if lrg == rrg {
                    return Self::block_index(ctx, lb).cmp(&Self::block_index(ctx, rb));
                }
                (Some(lrg), Some(rrg))
            }
            (ValueDef::Result(lo, li), ValueDef::Result(ro, ri)) => {
                if lo == ro {
                    return li.cmp(&ri);
                }
                let lrg = ctx.op_block(lo).and_then(|b| ctx.block_region(b)).unwrap();
                let rrg = ctx.op_block(ro).and_then(|b| ctx.block_region(b)).unwrap();
                if lrg == rrg {
                    return less(Self::op_before(ctx, lo, ro));
                }
                (Some(lrg), Some(rrg))
            }
            _ => return l.cmp(&r),
        };
        while let (Some(a), Some(b)) = (lr, rr) {
            let (na, nb) = (Self::region_number(ctx, a), Self::region_number(ctx, b));
            if na != nb {
                return na.cmp(&nb);
            }
            let (pa, pb) = (Self::parent_region(ctx, a), Self::parent_region(ctx, b));
            if pa == pb {
                let (oa, ob) = (ctx.region(a).parent.unwrap(), ctx.region(b).parent.unwrap());
                if oa == ob {
                    return Ordering::Equal;
                }
                return less(Self::op_before(ctx, oa, ob));
            }
            lr = pa;
            rr = pb;
        }
        if rr.is_some() {
            Ordering::Less
        } else {
            Ordering::Greater
        }
    }

    fn sorted(ctx: &Context, mut vs: Vec<Value>) -> Vec<Value> {
        vs.sort_by(|a, b| Self::compare(ctx, *a, *b));
        vs
    }

    // ---- the block walk ------------------------------------------------------------------

    /// Processes the blocks of `f` (nested blocks before the block holding them; in a region,
    /// DFS preorder from the entry) and updates its signature.
    ///
    /// The walk needs each block's *dominators* done first, not its predecessors: a block reads
    /// state only for the memrefs live into it, at their defining block, which dominates it.
    /// Any DFS preorder gives that, back edges or not (the idom is an ancestor in the DFS tree).
    /// What crosses an edge is built by the edge's source alone: the successor's i1 arguments
    /// are appended when the successor is processed, and the branch appends the matching
    /// indicators (its dealloc's results) when its own block is processed, in either order.
    /// So loops made of branches (`allow-unstructured-control-flow-loops`) need no handling of
    /// their own:
    /// - a loop-carried memref is a header argument: its indicator is a header i1 argument,
    ///   fed by the entry edge and by every back edge, as any other block argument;
    /// - a memref live across the loop is live into every block of it (liveness is a fixed
    ///   point), so every edge inside the loop retains it, with the ownership of its defining
    ///   block, and the exit edge after which it is dead frees it;
    /// - an allocation in the body is not live into the header unless forwarded, so the back
    ///   edge's dealloc frees it (per iteration); the previous iteration's carried buffer is
    ///   freed by the first edge it is not live across, with its indicator as condition.
    ///
    /// ```mlir
    ///   %b0 = memref.alloc() : memref<4xi64>
    ///   cf.br ^h(%c0, %b0 : index, memref<4xi64>)
    /// ^h(%i: index, %x: memref<4xi64>):
    ///   cf.cond_br %c, ^b, ^e
    /// ^b:
    ///   %nb = memref.alloc() : memref<4xi64>
    ///   cf.br ^h(%i1, %nb : index, memref<4xi64>)
    /// ^e:
    ///   return
    /// // becomes (after canonicalize)
    ///   %0 = bufferization.dealloc (%b0 ...) if (%true) retain (%b0 ...)
    ///   cf.br ^h(%c0, %b0, %0 : index, memref<4xi64>, i1)
    /// ^h(%i: index, %x: memref<4xi64>, %o: i1):
    ///   %base, ... = memref.extract_strided_metadata %x ...
    ///   %1 = arith.andi %o, %c : i1
    ///   %2 = bufferization.dealloc (%base ...) if (%1) retain (%x ...)   // to ^b: %x stays
    ///   %3 = arith.andi %o, %not_c : i1
    ///   bufferization.dealloc (%base ...) if (%3)                        // to ^e: %x freed
    ///   cf.cond_br %c, ^b, ^e
    /// ^b:
    ///   %nb = memref.alloc() : memref<4xi64>
    ///   %4 = bufferization.dealloc (%base_x, %nb ...) if (%2, %true) retain (%nb ...)
    ///   cf.br ^h(%i1, %nb, %4 : index, memref<4xi64>, i1)              // old %x freed
    /// ```
    fn deallocate_function(&mut self, ctx: &mut Context, f: Op) -> Result<(), Diagnostic> {
        let mut order = Vec::new();
        post_order_blocks(ctx, f, &mut order);
        for b in order {
            self.deallocate_block(ctx, b)?;
        }
        self.update_function_signature(ctx, f)
    }

    fn deallocate_block(&mut self, ctx: &mut Context, b: Block) -> Result<(), Diagnostic> {
        let region = ctx.block_region(b);
        let live_in: Vec<Value> = self
            .liveness
            .live_in(b)
            .map(|v| self.map(v))
            .filter(|v| is_memref(ctx, *v))
            .collect();
        let live_in: Vec<Value> = {
            let mut seen = FxHashSet::default();
            live_in.into_iter().filter(|v| seen.insert(*v)).collect()
        };
        // One insertion point at the block's start, as upstream's builder: what is created
        // there stays in creation order.
        let start = ctx.first_op(b);
        for li in Self::sorted(ctx, live_in) {
            let db = Self::def_block(ctx, li);
            let lr = ctx.block_region(db);
            if lr == region {
                let o = self.own(li, db);
                self.update(ctx, li, o, b);
                self.list(b, li);
            } else if is_proper_ancestor_region(ctx, lr, region) {
                let f = Builder {
                    block: b,
                    before: start,
                    loc: ctx.value_loc(li),
                }
                .const_bool(ctx, false);
                self.update(ctx, li, Ownership::Unique(f), b);
            }
        }
        let parent = ctx.block_parent_op(b);
        let is_func_entry = parent.is_some_and(|p| ctx.kind(p) == OpKind::FuncFunc)
            && region.and_then(|r| ctx.entry_block(r)) == Some(b);
        for a in ctx.block_args(b).to_vec() {
            if !is_memref(ctx, a) {
                continue;
            }
            // The indicator takes the argument's location, as upstream's.
            let aloc = ctx.value_loc(a);
            if is_func_entry {
                let f = Builder {
                    block: b,
                    before: start,
                    loc: aloc,
                }
                .const_bool(ctx, false);
                self.update(ctx, a, Ownership::Unique(f), b);
            } else {
                let i1 = ctx.int_type(1);
                let x = ctx.add_block_arg(b, i1, aloc);
                self.update(ctx, a, Ownership::Unique(x), b);
            }
            self.list(b, a);
        }
        // Ops inserted before the cursor are not revisited.
        let mut cur = ctx.first_op(b);
        while let Some(op) = cur {
            let next = ctx.next_op(op);
            let r = self.handle_op(ctx, op)?;
            if let Some(r) = r {
                self.populate_remaining_ownerships(ctx, r);
            }
            cur = next;
        }
        Ok(())
    }

    /// Handles one op: its own hook from [`OP_HOOKS`] if it has one, otherwise the generic
    /// handlers keyed on its interfaces (upstream's `handleOp`), in upstream's order: memory
    /// effects, region branch, call, branch, return-like.
    fn handle_op(&mut self, ctx: &mut Context, op: Op) -> Result<Option<Op>, Diagnostic> {
        use OpKind::*;
        let kind = ctx.kind(op);
        if let Some((_, hook)) = OP_HOOKS.iter().find(|(k, _)| *k == kind) {
            return hook(self, ctx, op).map(Some);
        }
        self.check_preconditions(ctx, op)?;
        let mut op = op;
        if let EffectInfo::Known(effects) = effect_info(ctx, op) {
            self.handle_memory_effects(ctx, op, &effects)?;
        }
        if is_region_branch(ctx.kind(op)) {
            op = self.handle_region_branch(ctx, op);
        }
        if matches!(ctx.kind(op), FuncCall | FuncCallIndirect) {
            op = self.handle_call(ctx, op);
        }
        if matches!(ctx.kind(op), CfBr | CfSwitch) {
            op = self.handle_branch(ctx, op)?;
        }
        if is_return_like(ctx.kind(op)) {
            op = self.handle_return_like(ctx, op)?;
        }
        Ok(Some(op))
    }

    /// `arith.select` of memrefs (upstream: `SelectOpInterface`): nothing is inserted; the
    /// result's ownership is left unknown and, where one is needed (a return, a branch), built
    /// from the operands' ownerships by `materialize_unique`:
    ///
    /// ```mlir
    /// %r = arith.select %c, %alloc, %arg1 : memref<2xf32>
    /// return %r : memref<2xf32>
    /// // becomes, at the return:
    /// %0 = arith.select %c, %alloc, %arg1 : memref<2xf32>
    /// %1 = arith.select %c, %true, %false : i1
    /// %2 = scf.if %1 -> (memref<2xf32>) { scf.yield %0 } else { clone %0 ... }
    /// ```
    fn handle_select(&mut self, _ctx: &mut Context, op: Op) -> Result<Op, Diagnostic> {
        Ok(op)
    }

    /// `scf.forall.in_parallel` (upstream: `InParallelOpInterface`): only an empty terminator
    /// is supported; the iteration's allocations are freed before it, as at any return:
    ///
    /// ```mlir
    /// scf.forall (%i) in (2) { %m = memref.alloc() : memref<2xf32> }
    /// // becomes
    /// scf.forall (%i) in (2) {
    ///   %m = memref.alloc() : memref<2xf32>
    ///   %base, ... = memref.extract_strided_metadata %m ...
    ///   bufferization.dealloc (%base : memref<f32>) if (%true)
    /// }
    /// ```
    fn handle_in_parallel(&mut self, ctx: &mut Context, op: Op) -> Result<Op, Diagnostic> {
        if ctx
            .regions(op)
            .iter()
            .any(|r| ctx.region_blocks(*r).any(|b| ctx.first_op(b).is_some()))
        {
            return Err(op_error(
                ctx,
                op,
                "only supported when nested region is empty",
            ));
        }
        self.insert_dealloc_for_return_like(ctx, op, &[])?;
        Ok(op)
    }

    /// `scf.reduce.return` (upstream: `ReduceReturnOpInterface`): a reduction may not yield a
    /// memref; the reduction body's allocations are freed before the terminator:
    ///
    /// ```mlir
    /// scf.reduce.return %x : f32
    /// // becomes (when the body allocated %m)
    /// bufferization.dealloc (%base_of_m : memref<f32>) if (%true)
    /// scf.reduce.return %x : f32
    /// ```
    fn handle_reduce_return(&mut self, ctx: &mut Context, op: Op) -> Result<Op, Diagnostic> {
        if ctx.operands(op).iter().any(|v| is_memref(ctx, *v)) {
            return Err(op_error(
                ctx,
                op,
                "only supported when operand is not a MemRef",
            ));
        }
        self.insert_dealloc_for_return_like(ctx, op, &[])?;
        Ok(op)
    }

    fn check_preconditions(&self, ctx: &Context, op: Op) -> Result<(), Diagnostic> {
        use OpKind::*;
        let kind = ctx.kind(op);
        let info = effect_info(ctx, op);
        let unknown = matches!(info, EffectInfo::Unknown);
        let has_effect = |want: fn(&Effect) -> bool| match &info {
            EffectInfo::Known(e) => e.iter().any(want),
            EffectInfo::Unknown => true,
            EffectInfo::Recursive => false,
        };
        let buffer_semantics = ctx
            .operands(op)
            .iter()
            .chain(ctx.results(op))
            .any(|v| is_memref(ctx, *v))
            || ctx.regions(op).iter().any(|r| {
                ctx.entry_block(*r)
                    .is_some_and(|b| ctx.block_args(b).iter().any(|a| is_memref(ctx, *a)))
            });
        if !buffer_semantics
            && !has_effect(|e| matches!(e, Effect::Allocate(_)))
            && !has_effect(|e| matches!(e, Effect::Free(_)))
        {
            return Ok(());
        }
        if kind == BufferizationDealloc {
            return Err(op_error(
                ctx,
                op,
                "No deallocation operations must be present when running this pass!",
            ));
        }
        if unknown && !matches!(kind, FuncCall | FuncCallIndirect) {
            return Err(op_error(
                ctx,
                op,
                "ops with unknown memory side effects are not supported",
            ));
        }
        let nreg = ctx.regions(op).len();
        if ((nreg == 1 && !ctx.results(op).is_empty()) || nreg > 1) && !is_region_branch(kind) {
            return Err(op_error(ctx, op, "All operations with attached regions need to implement the RegionBranchOpInterface."));
        }
        if kind.is_terminator() {
            let branch = matches!(kind, CfBr | CfCondBr | CfSwitch);
            let ret = is_return_like(kind);
            if branch == ret {
                return Err(op_error(ctx, op, "Terminators must implement either BranchOpInterface or RegionBranchTerminatorOpInterface (but not both)!"));
            }
            if ctx.successors(op).len() > 1 {
                return Err(op_error(
                    ctx,
                    op,
                    "Terminators with more than one successor are not supported!",
                ));
            }
        }
        Ok(())
    }

    /// Allocations and frees (`MemoryEffectOpInterface`): an allocated result is owned by its
    /// block (`%true`) and listed for deallocation; an operand freed by the op (`memref.dealloc`,
    /// `memref.realloc`) must be owned, asserted at run time when ownership is dynamic:
    ///
    /// ```mlir
    /// %m = memref.alloc() : memref<2xf32>          // ownership(%m) = %true, listed
    /// memref.dealloc %x : memref<2xf32>           // with ownership(%x) = %o:
    /// // %n = arith.xori %o, %true : i1
    /// // cf.assert %n, "expected that the block does not have ownership"
    /// ```
    fn handle_memory_effects(
        &mut self,
        ctx: &mut Context,
        op: Op,
        effects: &[Effect],
    ) -> Result<(), Diagnostic> {
        let b = ctx.op_block(op).unwrap();
        let loc = ctx.op_loc(op);
        let manual = ctx
            .get_attr(op, "bufferization.manual_deallocation")
            .is_some();
        for &v in ctx.operands(op).to_vec().iter() {
            if !is_memref(ctx, v) || !effects.contains(&Effect::Free(Some(v))) {
                continue;
            }
            if !manual {
                return Err(op_error(
                    ctx,
                    op,
                    "memory free side-effect on MemRef value not supported!",
                ));
            }
            if let Ownership::Unique(x) = self.own(v, b) {
                let bb = Builder::before(ctx, op);
                let t = bb.const_bool(ctx, true);
                let n = bb.binary(ctx, OpKind::ArithXOrI, x, t);
                let msg = ctx.str_attr("expected that the block does not have ownership");
                bb.create(
                    ctx,
                    OpKind::CfAssert,
                    &[n],
                    &[],
                    vec![("msg".into(), msg)],
                    &[],
                );
            }
        }
        for &r in ctx.results(op).to_vec().iter() {
            if !is_memref(ctx, r) || !effects.contains(&Effect::Allocate(Some(r))) {
                continue;
            }
            let start = Builder {
                block: b,
                before: ctx.first_op(b),
                loc,
            };
            if ctx.kind(op) == OpKind::MemRefAlloca || manual {
                self.reset(r, b);
                let f = start.const_bool(ctx, false);
                self.update(ctx, r, Ownership::Unique(f), b);
            } else {
                let t = start.const_bool(ctx, true);
                self.update(ctx, r, Ownership::Unique(t), b);
                self.list(b, r);
            }
        }
        Ok(())
    }

    /// Structured control flow (`RegionBranchOpInterface`): every memref passed into a region
    /// gets an ownership operand (`%false`) and every memref result an i1 result:
    ///
    /// ```mlir
    /// %r = scf.for ... iter_args(%x = %a) -> memref<2xf32> { ... }
    /// // becomes
    /// %r:2 = scf.for ... iter_args(%x = %a, %o = %false) -> (memref<2xf32>, i1) { ... }
    /// ```
    fn handle_region_branch(&mut self, ctx: &mut Context, op: Op) -> Op {
        let b = ctx.op_block(op).unwrap();
        let start = Builder {
            block: b,
            before: ctx.first_op(b),
            loc: ctx.op_loc(op),
        };
        let f = start.const_bool(ctx, false);
        let entry = crate::ir::interfaces::region_entry_operands(ctx, op).to_vec();
        let k = entry.iter().filter(|v| is_memref(ctx, **v)).count();
        if k > 0 {
            let mut ops = ctx.operands(op).to_vec();
            ops.extend(std::iter::repeat_n(f, k));
            ctx.set_operands(op, &ops);
            // The inits are the last operand segment (`affine.for`'s iter_args); upstream
            // leaves the segment sizes as they were, which its verifier then rejects.
            let mut segs = if ctx.get_attr(op, "operandSegmentSizes").is_some() {
                ctx.segments(op)
            } else {
                Default::default()
            };
            if let Some(last) = segs.last_mut() {
                *last += k;
                let v: Vec<i64> = segs.iter().map(|s| *s as i64).collect();
                let a = ctx.dense_i32_array(&v);
                ctx.set_attr(op, "operandSegmentSizes", a);
            }
        }
        self.append_ownership_results(ctx, op, b)
    }

    /// Rebuilds `op` with one i1 result per memref result; each memref result's ownership is
    /// its new i1, and it is listed for deallocation.
    fn append_ownership_results(&mut self, ctx: &mut Context, op: Op, b: Block) -> Op {
        let n_mem = ctx
            .results(op)
            .iter()
            .filter(|v| is_memref(ctx, **v))
            .count();
        let i1 = ctx.int_type(1);
        let new = self.append_op_results(ctx, op, &vec![i1; n_mem]);
        let results = ctx.results(new).to_vec();
        let base = results.len() - n_mem;
        let mems: Vec<Value> = results[..base]
            .iter()
            .copied()
            .filter(|r| is_memref(ctx, *r))
            .collect();
        for (r, x) in mems.into_iter().zip(&results[base..]) {
            self.update(ctx, r, Ownership::Unique(*x), b);
            self.list(b, r);
        }
        new
    }

    /// Calls (`CallOpInterface`): a memref result is owned by the caller (`%true`) and listed;
    /// with `private-function-dynamic-ownership`, a call of a private function with a body
    /// gets one i1 result per memref result instead:
    ///
    /// ```mlir
    /// %r = call @f(%a) : (memref<2xf32>) -> memref<2xf32>
    /// // ownership(%r) = %true; freed at the block's end:
    /// bufferization.dealloc (%base_a, %base_r : ...) if (%false, %true)
    /// ```
    fn handle_call(&mut self, ctx: &mut Context, op: Op) -> Op {
        let b = ctx.op_block(op).unwrap();
        let callee = crate::ir::interfaces::call_target(ctx, op).map(|s| s.to_string());
        let is_private = callee
            .and_then(|c| self.symbols.lookup(ctx, op, c.as_bytes()))
            .is_some_and(|f| {
                let private = matches!(ctx.get_attr(f, "sym_visibility").map(|a| ctx.attr(a)), Some(AttrData::String { bytes, .. }) if bytes == b"private");
                private && !ctx.region_is_empty(ctx.regions(f)[0])
            });
        if self.private_dyn && is_private {
            let new = self.append_ownership_results(ctx, op, b);
            return new;
        }
        let t = Builder::before(ctx, op).const_bool(ctx, true);
        for r in ctx.results(op).to_vec() {
            if is_memref(ctx, r) {
                self.update(ctx, r, Ownership::Unique(t), b);
                self.list(b, r);
            }
        }
        op
    }

    /// Base buffers (and conditions) of the values a block must free, emitted before `at`.
    fn memrefs_and_conditions(
        &mut self,
        ctx: &mut Context,
        b: Block,
        at: Op,
    ) -> Result<(Vec<Value>, Vec<Value>), Diagnostic> {
        let list = self.lists.get(&b).cloned().unwrap_or_default();
        let bb = Builder::before(ctx, at);
        let mut ms = Vec::new();
        let mut cs = Vec::new();
        for v in list {
            let Ownership::Unique(c) = self.own(v, b) else {
                return Err(op_error(
                    ctx,
                    at,
                    "MemRef value does not have valid ownership",
                ));
            };
            let mut m = v;
            if let TypeData::UnrankedMemRef { elem, space } = ctx.ty(ctx.value_type(v)).clone() {
                let strided = ctx.intern_attr(AttrData::Strided {
                    strides: vec![],
                    offset: 0,
                });
                let t0 = ctx.intern_type(TypeData::MemRef {
                    shape: vec![],
                    elem,
                    layout: Some(strided),
                    space,
                });
                let (so, sz, st) = (
                    ctx.dense_i64_array(&[0]),
                    ctx.dense_i64_array(&[]),
                    ctx.dense_i64_array(&[]),
                );
                let rc = bb.create_with_segments(
                    ctx,
                    OpKind::MemRefReinterpretCast,
                    &[&[v], &[], &[], &[]],
                    &[t0],
                    vec![
                        ("static_offsets".into(), so),
                        ("static_sizes".into(), sz),
                        ("static_strides".into(), st),
                    ],
                );
                m = ctx.result(rc, 0);
            }
            let (elem, space, rank) = match ctx.ty(ctx.value_type(m)) {
                TypeData::MemRef {
                    elem, space, shape, ..
                } => (*elem, *space, shape.len()),
                _ => unreachable!("ranked after reinterpret_cast"),
            };
            let base_t = ctx.intern_type(TypeData::MemRef {
                shape: vec![],
                elem,
                layout: None,
                space,
            });
            let it = ctx.index_type();
            let mut tys = vec![base_t, it];
            tys.extend(std::iter::repeat_n(it, 2 * rank));
            let md = bb.create(
                ctx,
                OpKind::MemRefExtractStridedMetadata,
                &[m],
                &tys,
                vec![],
                &[],
            );
            ms.push(ctx.result(md, 0));
            cs.push(c);
        }
        Ok((ms, cs))
    }

    fn memrefs_to_retain(
        &self,
        ctx: &Context,
        from: Block,
        to: Option<Block>,
        operands: &[Value],
    ) -> Vec<Value> {
        let mut out: Vec<Value> = operands
            .iter()
            .copied()
            .filter(|v| is_memref(ctx, *v))
            .collect();
        let mut live: Vec<Value> = self
            .liveness
            .live_out(from)
            .map(|v| self.map(v))
            .filter(|v| is_memref(ctx, *v))
            .filter(|v| to.is_none_or(|t| self.liveness.live_in(t).any(|w| self.map(w) == *v)))
            .collect();
        live.sort();
        live.dedup();
        out.extend(Self::sorted(ctx, live));
        out
    }

    fn create_dealloc(
        &self,
        ctx: &mut Context,
        at: Op,
        ms: &[Value],
        cs: &[Value],
        rs: &[Value],
    ) -> Op {
        Builder::before(ctx, at).dealloc(ctx, ms, cs, rs)
    }

    /// Unconditional branches (`BranchOpInterface` with one successor): the block's owned
    /// memrefs are freed except those forwarded, whose ownerships are passed along:
    ///
    /// ```mlir
    /// cf.br ^bb1(%m : memref<2xf32>)
    /// // becomes
    /// %o = bufferization.dealloc (%base_m ...) if (%true) retain (%m : memref<2xf32>)
    /// cf.br ^bb1(%m, %o : memref<2xf32>, i1)
    /// ```
    fn handle_branch(&mut self, ctx: &mut Context, op: Op) -> Result<Op, Diagnostic> {
        let b = ctx.op_block(op).unwrap();
        if ctx.successors(op).len() > 1 {
            return Err(op_error(
                ctx,
                op,
                "BranchOpInterface operations with multiple successors are not supported yet",
            ));
        }
        let succ = ctx.successors(op)[0];
        let fwd = successor_operands(ctx, op, 0);
        let (ms, cs) = self.memrefs_and_conditions(ctx, b, op)?;
        let retain = self.memrefs_to_retain(ctx, b, Some(succ), &fwd);
        let d = self.create_dealloc(ctx, op, &ms, &cs, &retain);
        let res = ctx.results(d).to_vec();
        for (v, r) in retain.iter().zip(&res) {
            self.reset(*v, b);
            self.update(ctx, *v, Ownership::Unique(*r), b);
        }
        let n_mem = fwd.iter().filter(|v| is_memref(ctx, **v)).count();
        let mut ops = ctx.operands(op).to_vec();
        ops.extend_from_slice(&res[..n_mem]);
        ctx.set_operands(op, &ops);
        Ok(op)
    }

    /// `cf.cond_br` (upstream: `CondBranchOpInterface`): one dealloc per successor, each
    /// condition and-ed with the branch condition (or its negation), retaining what that
    /// successor receives:
    ///
    /// ```mlir
    /// cf.cond_br %c, ^bb1(%m : memref<2xf32>), ^bb2
    /// // becomes
    /// %0 = arith.andi %true, %c : i1
    /// %1 = bufferization.dealloc (%base_m : memref<f32>) if (%0) retain (%m : memref<2xf32>)
    /// %2 = arith.xori %true, %c : i1
    /// %3 = arith.andi %true, %2 : i1
    /// bufferization.dealloc (%base_m : memref<f32>) if (%3)
    /// cf.cond_br %c, ^bb1(%m, %1 : memref<2xf32>, i1), ^bb2
    /// ```
    fn handle_cond_br(&mut self, ctx: &mut Context, op: Op) -> Result<Op, Diagnostic> {
        let b = ctx.op_block(op).unwrap();
        let cond = ctx.operand(op, 0);
        let (t_dest, f_dest) = (ctx.successors(op)[0], ctx.successors(op)[1]);
        let t_ops = ctx.segment(op, 1).to_vec();
        let f_ops = ctx.segment(op, 2).to_vec();
        let (ms, cs) = self.memrefs_and_conditions(ctx, b, op)?;
        let bb = Builder::before(ctx, op);
        // True successor.
        let ct: Vec<Value> = cs
            .iter()
            .map(|c| bb.binary(ctx, OpKind::ArithAndI, *c, cond))
            .collect();
        let rt = self.memrefs_to_retain(ctx, b, Some(t_dest), &t_ops);
        let dt = self.create_dealloc(ctx, op, &ms, &ct, &rt);
        let mut map_t: FxHashMap<Value, Value> = FxHashMap::default();
        for (v, r) in rt.iter().zip(ctx.results(dt).to_vec()) {
            self.reset(*v, b);
            self.update(ctx, *v, Ownership::Unique(r), b);
            map_t.insert(*v, r);
        }
        // False successor.
        let cf: Vec<Value> = cs
            .iter()
            .map(|c| {
                let t = bb.const_bool(ctx, true);
                let n = bb.binary(ctx, OpKind::ArithXOrI, t, cond);
                bb.binary(ctx, OpKind::ArithAndI, *c, n)
            })
            .collect();
        let rf = self.memrefs_to_retain(ctx, b, Some(f_dest), &f_ops);
        let df = self.create_dealloc(ctx, op, &ms, &cf, &rf);
        let mut map_f: FxHashMap<Value, Value> = FxHashMap::default();
        for (v, r) in rf.iter().zip(ctx.results(df).to_vec()) {
            self.reset(*v, b);
            self.update(ctx, *v, Ownership::Unique(r), b);
            map_f.insert(*v, r);
        }
        let mut done = FxHashSet::default();
        for v in &rf {
            if map_t.contains_key(v) && done.insert(*v) {
                let s = bb.select(ctx, cond, map_t[v], map_f[v]);
                self.reset(*v, b);
                self.update(ctx, *v, Ownership::Unique(s), b);
            }
        }
        // Append the ownership of every forwarded memref to each successor's operands.
        let t_extra: Vec<Value> = t_ops
            .iter()
            .filter(|v| is_memref(ctx, **v))
            .map(|v| map_t[v])
            .collect();
        let f_extra: Vec<Value> = f_ops
            .iter()
            .filter(|v| is_memref(ctx, **v))
            .map(|v| map_f[v])
            .collect();
        let mut ops = vec![cond];
        ops.extend_from_slice(&t_ops);
        ops.extend_from_slice(&t_extra);
        ops.extend_from_slice(&f_ops);
        ops.extend_from_slice(&f_extra);
        ctx.set_operands(op, &ops);
        let seg = ctx.dense_i32_array(&[
            1,
            (t_ops.len() + t_extra.len()) as i64,
            (f_ops.len() + f_extra.len()) as i64,
        ]);
        ctx.set_attr(op, "operandSegmentSizes", seg);
        Ok(op)
    }

    /// Terminators that return to the parent (`RegionBranchTerminatorOpInterface`, `func.return`):
    /// the block's owned memrefs are freed except those returned; a function returns only
    /// memrefs it owns (cloning when ownership is not known statically), a region terminator
    /// forwards the ownerships as extra operands:
    ///
    /// ```mlir
    /// scf.yield %m : memref<2xf32>
    /// // becomes
    /// %o = bufferization.dealloc (%base_x, %base_m ...) if (%ox, %true) retain (%m ...)
    /// scf.yield %m, %o : memref<2xf32>, i1
    /// ```
    fn handle_return_like(&mut self, ctx: &mut Context, op: Op) -> Result<Op, Diagnostic> {
        let b = ctx.op_block(op).unwrap();
        let parent = ctx.parent_op(op).unwrap();
        let parent_is_func = ctx.kind(parent) == OpKind::FuncFunc;
        let private = matches!(ctx.get_attr(parent, "sym_visibility").map(|a| ctx.attr(a)), Some(AttrData::String { bytes, .. }) if bytes == b"private");
        let no_dyn = parent_is_func && (!self.private_dyn || !private);
        if no_dyn {
            let ops = ctx.operands(op).to_vec();
            for (i, v) in ops.iter().enumerate() {
                if is_memref(ctx, *v) {
                    let nv = self.materialize_guaranteed(ctx, *v, b, op);
                    ctx.set_operand(op, i, nv);
                }
            }
        }
        // Operands forwarded to the parent (for scf.condition, all but the condition).
        let skip = usize::from(ctx.kind(op) == OpKind::ScfCondition);
        let fwd: Vec<Value> = ctx.operands(op)[skip..].to_vec();
        let upd = self.insert_dealloc_for_return_like(ctx, op, &fwd)?;
        if !no_dyn {
            let mut ops = ctx.operands(op).to_vec();
            ops.extend(upd);
            ctx.set_operands(op, &ops);
        }
        Ok(op)
    }

    fn insert_dealloc_for_return_like(
        &mut self,
        ctx: &mut Context,
        op: Op,
        operands: &[Value],
    ) -> Result<Vec<Value>, Diagnostic> {
        let b = ctx.op_block(op).unwrap();
        let (ms, cs) = self.memrefs_and_conditions(ctx, b, op)?;
        let retain = self.memrefs_to_retain(ctx, b, None, operands);
        if ms.is_empty() && retain.is_empty() {
            return Ok(Vec::new());
        }
        let d = self.create_dealloc(ctx, op, &ms, &cs, &retain);
        let res = ctx.results(d).to_vec();
        for (v, r) in retain.iter().zip(&res) {
            self.reset(*v, b);
            self.update(ctx, *v, Ownership::Unique(*r), b);
        }
        let n_mem = operands.iter().filter(|v| is_memref(ctx, **v)).count();
        Ok(res[..n_mem].to_vec())
    }

    /// `getMemrefWithUniqueOwnership`: the value and its indicator, cloning when unknown.
    fn unique_or_clone(&mut self, ctx: &mut Context, v: Value, b: Block, at: Op) -> (Value, Value) {
        if let Ownership::Unique(x) = self.own(v, b) {
            return (v, x);
        }
        // The clone and its `true` take the value's location, as upstream's.
        let mut bb = Builder::before(ctx, at);
        bb.loc = ctx.value_loc(v);
        let t = ctx.value_type(v);
        let c = bb.create_value(ctx, OpKind::BufferizationClone, &[v], t, vec![]);
        let tr = bb.const_bool(ctx, true);
        let cb = Self::def_block(ctx, c);
        self.update(ctx, c, Ownership::Unique(tr), cb);
        self.list(cb, c);
        (c, tr)
    }

    fn materialize_unique(
        &mut self,
        ctx: &mut Context,
        v: Value,
        b: Block,
        at: Op,
    ) -> (Value, Value) {
        if Self::def_block(ctx, v) != b {
            return self.unique_or_clone(ctx, v, b, at);
        }
        if let Some(sel) = ctx
            .defining_op(v)
            .filter(|o| ctx.kind(*o) == OpKind::ArithSelect)
        {
            let (c, tv, fv) = (
                ctx.operand(sel, 0),
                ctx.operand(sel, 1),
                ctx.operand(sel, 2),
            );
            if let (Ownership::Unique(ot), Ownership::Unique(of)) =
                (self.own(tv, b), self.own(fv, b))
            {
                let s = Builder::before(ctx, at).select(ctx, c, ot, of);
                return (v, s);
            }
        }
        self.unique_or_clone(ctx, v, b, at)
    }

    fn materialize_guaranteed(&mut self, ctx: &mut Context, v: Value, b: Block, at: Op) -> Value {
        let (v2, x) = self.materialize_unique(ctx, v, b, at);
        if is_const_one(ctx, x) {
            return v2;
        }
        let t = ctx.value_type(v2);
        // The if, its yields, the clone and the `true` take the value's location (upstream's).
        let mut bb = Builder::before(ctx, at);
        bb.loc = ctx.value_loc(v);
        let mut else_body = |ctx: &mut Context, eb: Builder| {
            let c = eb.clone_buffer(ctx, v2);
            vec![c]
        };
        let ifo = bb.scf_if(ctx, x, &[t], |_, _| vec![v2], Some(&mut else_body));
        let r = ctx.result(ifo, 0);
        let tr = bb.const_bool(ctx, true);
        let rb = Self::def_block(ctx, r);
        self.update(ctx, r, Ownership::Unique(tr), rb);
        self.list(rb, r);
        r
    }

    fn populate_remaining_ownerships(&mut self, ctx: &mut Context, op: Op) {
        let b = ctx.op_block(op).unwrap();
        for r in ctx.results(op).to_vec() {
            if !is_memref(ctx, r) || self.own(r, b) != Ownership::Uninit {
                continue;
            }
            for v in ctx.operands(op).to_vec() {
                if is_memref(ctx, v) {
                    let o = self.own(v, Self::def_block(ctx, v));
                    self.update(ctx, r, o, b);
                }
            }
            if self.own(r, b) == Ownership::Uninit {
                let f = Builder::before(ctx, op).const_bool(ctx, false);
                self.update(ctx, r, Ownership::Unique(f), b);
            }
        }
    }

    /// Rebuilds `op` with extra results of `types`, moving its regions; returns the new op.
    fn append_op_results(&mut self, ctx: &mut Context, op: Op, types: &[Type]) -> Op {
        if types.is_empty() {
            return op;
        }
        let mut rt: Vec<Type> = ctx.results(op).iter().map(|v| ctx.value_type(*v)).collect();
        rt.extend_from_slice(types);
        let attrs = ctx.named_attrs(op);
        let old_regions = ctx.regions(op).to_vec();
        let new_regions: Vec<Region> = old_regions.iter().map(|r| ctx.take_region(*r)).collect();
        let operands = ctx.operands(op).to_vec();
        let succs = ctx.successors(op).to_vec();
        let new = ctx.create_op(
            ctx.kind(op),
            None,
            &operands,
            &rt,
            attrs,
            &new_regions,
            &succs,
            ctx.op_loc(op),
        );
        ctx.insert_op(ctx.op_block(op).unwrap(), Some(op), new);
        let (old_res, new_res) = (ctx.results(op).to_vec(), ctx.results(new).to_vec());
        for (o, n) in old_res.iter().zip(&new_res) {
            ctx.replace_all_uses(*o, *n);
            self.value_mapping.insert(*o, *n);
        }
        ctx.erase_op(op);
        new
    }

    fn update_function_signature(&mut self, ctx: &mut Context, f: Op) -> Result<(), Diagnostic> {
        let body = ctx.regions(f)[0];
        let mut ret_types: Option<Vec<Type>> = None;
        for b in ctx.region_blocks(body).collect::<Vec<_>>() {
            if let Some(t) = ctx.last_op(b) {
                if ctx.kind(t) == OpKind::FuncReturn {
                    let tys: Vec<Type> =
                        ctx.operands(t).iter().map(|v| ctx.value_type(*v)).collect();
                    match &ret_types {
                        Some(prev) if *prev != tys => {
                            return Err(op_error(
                                ctx,
                                f,
                                "there are multiple return operations with different operand types",
                            ));
                        }
                        _ => ret_types = Some(tys),
                    }
                }
            }
        }
        let entry = ctx.entry_block(body).unwrap();
        let inputs: Vec<Type> = ctx
            .block_args(entry)
            .iter()
            .map(|v| ctx.value_type(*v))
            .collect();
        let results = match ret_types {
            Some(r) => r,
            None => crate::verify::func_sig(ctx, f).1,
        };
        let fty = ctx.intern_type(TypeData::Function { inputs, results });
        let a = ctx.intern_attr(AttrData::Type(fty));
        ctx.set_attr(f, "function_type", a);
        let _ = self.func;
        Ok(())
    }
}

fn is_proper_ancestor_region(ctx: &Context, anc: Option<Region>, r: Option<Region>) -> bool {
    matches!((anc, r), (Some(a), Some(r)) if a != r && ctx.region_is_ancestor(a, r))
}

/// An op-specific handler of the pass.
type Hook = fn(&mut State, &mut Context, Op) -> Result<Op, Diagnostic>;

/// The ops with handling of their own, like upstream's `BufferDeallocationOpInterface` external
/// models (`registerBufferDeallocationOpInterfaceExternalModels`); each handler's comment shows
/// its before/after IR. Every other op goes through the generic handlers of
/// [`State::handle_op`], keyed on its interfaces and memory effects (from its `ir::opdef` row).
const OP_HOOKS: &[(OpKind, Hook)] = &[
    (OpKind::CfCondBr, State::handle_cond_br),
    (OpKind::ArithSelect, State::handle_select),
    (OpKind::ScfForallInParallel, State::handle_in_parallel),
    (OpKind::ScfReduceReturn, State::handle_reduce_return),
];

fn is_region_branch(kind: OpKind) -> bool {
    crate::ir::interfaces::is_region_branch(kind)
}

fn is_return_like(kind: OpKind) -> bool {
    use OpKind::*;
    matches!(
        kind,
        FuncReturn | ScfYield | ScfCondition | ScfReduce | MemRefAllocaScopeReturn | AffineYield
    )
}
