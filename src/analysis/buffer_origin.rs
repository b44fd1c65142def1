//! Buffer view flow and origins (MLIR's BufferViewFlowAnalysis / BufferOriginAnalysis): which
//! values a memref may have come from, and whether two memrefs are the same allocation.

use rustc_hash::{FxHashMap, FxHashSet};

use crate::ir::interfaces::{successor_operand_slice, view_source};
use crate::ir::{Context, Op, OpKind, Value, ValueDef};

/// Dependencies between memref values of an op tree, built once.
pub struct BufferOrigins {
    /// dst → its sources.
    reverse: FxHashMap<Value, Vec<Value>>,
    terminal: FxHashSet<Value>,
    /// Terminal origins per value, computed on first use.
    memo: std::cell::RefCell<FxHashMap<Value, std::rc::Rc<Origin>>>,
    /// [`BufferOrigins::is_same_allocation`] per pair of view bases: a function of the two
    /// memoized origins (the simplification patterns compare the same pairs on every visit).
    same: std::cell::RefCell<FxHashMap<(Value, Value), Option<bool>>>,
    /// src → the values depending on it (the reverse edges inverted), built on first use.
    forward: std::cell::OnceCell<FxHashMap<Value, Vec<Value>>>,
}

impl BufferOrigins {
    /// Builds the analysis for everything nested in `root`.
    pub fn new(ctx: &Context, root: Op) -> BufferOrigins {
        let mut a = BufferOrigins {
            reverse: FxHashMap::default(),
            terminal: FxHashSet::default(),
            memo: Default::default(),
            same: Default::default(),
            forward: Default::default(),
        };
        let is_mem = |v: Value| ctx.ty(ctx.value_type(v)).is_memref();
        for op in ctx.collect_ops(root) {
            let kind = ctx.kind(op);
            let results = ctx.results(op);
            let edge = |a: &mut BufferOrigins, s: Value, d: Value| {
                if is_mem(s) && is_mem(d) {
                    a.reverse.entry(d).or_default().push(s);
                }
            };
            match kind {
                OpKind::ArithSelect => {
                    edge(&mut a, ctx.operand(op, 1), results[0]);
                    edge(&mut a, ctx.operand(op, 2), results[0]);
                }
                OpKind::MemRefRealloc => {
                    edge(&mut a, ctx.operand(op, 0), results[0]);
                    a.terminal.insert(results[0]);
                }
                OpKind::MemRefExtractStridedMetadata => {
                    edge(&mut a, ctx.operand(op, 0), results[0])
                }
                _ if view_source(ctx, op).is_some() => edge(&mut a, ctx.operand(op, 0), results[0]),
                OpKind::CfBr | OpKind::CfCondBr | OpKind::CfSwitch => {
                    for (i, s) in ctx.successors(op).iter().enumerate() {
                        for (v, arg) in successor_operand_slice(ctx, op, i)
                            .iter()
                            .zip(ctx.block_args(*s))
                        {
                            edge(&mut a, *v, *arg);
                        }
                    }
                }
                OpKind::FuncCall | OpKind::FuncCallIndirect => {
                    for r in results {
                        if is_mem(*r) {
                            a.terminal.insert(*r);
                        }
                        for o in ctx.operands(op) {
                            edge(&mut a, *o, *r);
                        }
                    }
                }
                _ if crate::ir::interfaces::is_region_branch(kind) => {
                    region_branch_edges(ctx, op, &mut a)
                }
                _ => {
                    for r in results {
                        if is_mem(*r) {
                            a.terminal.insert(*r);
                        }
                    }
                    for &rg in ctx.regions(op) {
                        if let Some(e) = ctx.entry_block(rg) {
                            for arg in ctx.block_args(e) {
                                if is_mem(*arg) {
                                    a.terminal.insert(*arg);
                                }
                            }
                        }
                    }
                }
            }
        }
        a
    }

    fn closure(&self, v: Value) -> FxHashSet<Value> {
        let mut seen = FxHashSet::default();
        let mut stack = vec![v];
        while let Some(x) = stack.pop() {
            if !seen.insert(x) {
                continue;
            }
            if let Some(srcs) = self.reverse.get(&x) {
                stack.extend(srcs.iter().copied());
            }
        }
        seen
    }

    /// Every value that may alias `v` through the recorded dependencies, `v` included
    /// (upstream's `BufferViewFlowAnalysis::resolve`: views of it, block arguments and region
    /// results it flows into, call results).
    pub fn resolve(&self, v: Value) -> FxHashSet<Value> {
        let forward = self.forward.get_or_init(|| {
            let mut f: FxHashMap<Value, Vec<Value>> = FxHashMap::default();
            for (dst, srcs) in &self.reverse {
                for s in srcs {
                    f.entry(*s).or_default().push(*dst);
                }
            }
            f
        });
        let mut seen = FxHashSet::default();
        let mut stack = vec![v];
        while let Some(x) = stack.pop() {
            if seen.insert(x) {
                if let Some(ds) = forward.get(&x) {
                    stack.extend(ds.iter().copied());
                }
            }
        }
        seen
    }

    /// Whether `a` and `b` are the same allocation: `Some(true)`, `Some(false)`, or unknown.
    pub fn is_same_allocation(&self, ctx: &Context, a: Value, b: Value) -> Option<bool> {
        let (a, b) = (view_base(ctx, a), view_base(ctx, b));
        if a == b {
            return Some(true);
        }
        if let Some(r) = self.same.borrow().get(&(a, b)) {
            return *r;
        }
        let r = self.same_origins(ctx, a, b);
        self.same.borrow_mut().insert((a, b), r);
        r
    }

    fn same_origins(&self, ctx: &Context, a: Value, b: Value) -> Option<bool> {
        let (t1, t2) = (self.origin(ctx, a), self.origin(ctx, b));
        if t1.terms.len() == 1 && t1.terms == t2.terms {
            return Some(true);
        }
        if t1.terms.iter().any(|x| t2.terms.contains(x)) {
            return None;
        }
        if (t1.all_alloc && t2.all_alloc_or_arg) || (t1.all_alloc_or_arg && t2.all_alloc) {
            return Some(false);
        }
        None
    }

    /// The terminal origins of `v` and what they are, computed on first use (the simplification
    /// patterns ask about the same few values for every pair they compare).
    fn origin(&self, ctx: &Context, v: Value) -> std::rc::Rc<Origin> {
        if let Some(t) = self.memo.borrow().get(&v) {
            return t.clone();
        }
        let mut terms: Vec<Value> = self
            .closure(v)
            .into_iter()
            .filter(|x| ctx.ty(ctx.value_type(*x)).is_memref() && self.terminal.contains(x))
            .collect();
        terms.sort();
        let is_alloc = |x: &Value| allocates(ctx, *x);
        let is_arg = |x: &Value| match ctx.value(*x).def {
            ValueDef::BlockArg(blk, _) => {
                ctx.block_parent_op(blk)
                    .is_some_and(|p| ctx.kind(p) == OpKind::FuncFunc)
                    && ctx.block_region(blk).and_then(|r| ctx.entry_block(r)) == Some(blk)
            }
            _ => false,
        };
        let o = std::rc::Rc::new(Origin {
            all_alloc: !terms.is_empty() && terms.iter().all(is_alloc),
            all_alloc_or_arg: !terms.is_empty() && terms.iter().all(|x| is_alloc(x) || is_arg(x)),
            terms,
        });
        self.memo.borrow_mut().insert(v, o.clone());
        o
    }
}

/// The terminal origins of a value (sorted), and whether all of them are allocations, or
/// allocations and function arguments.
struct Origin {
    terms: Vec<Value>,
    all_alloc: bool,
    all_alloc_or_arg: bool,
}

/// Whether `v` is allocated by its defining op.
pub fn allocates(ctx: &Context, v: Value) -> bool {
    ctx.defining_op(v)
        .is_some_and(|d| crate::ir::interfaces::allocates_value(ctx, d, v))
}

/// Follows view ops (and the base buffer of `extract_strided_metadata`) to their source.
pub fn view_base(ctx: &Context, mut v: Value) -> Value {
    loop {
        let Some(d) = ctx.defining_op(v) else {
            return v;
        };
        let is_view = view_source(ctx, d).is_some()
            || (ctx.kind(d) == OpKind::MemRefExtractStridedMetadata && ctx.result(d, 0) == v);
        if !is_view {
            return v;
        }
        v = ctx.operand(d, 0);
    }
}

fn region_branch_edges(ctx: &Context, op: Op, a: &mut BufferOrigins) {
    for e in crate::ir::interfaces::region_branch_edges(ctx, op) {
        for (src, dst) in e.pairs {
            if ctx.ty(ctx.value_type(src)).is_memref() && ctx.ty(ctx.value_type(dst)).is_memref() {
                a.reverse.entry(dst).or_default().push(src);
            }
        }
    }
}
