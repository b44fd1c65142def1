//! One-Shot Bufferize's in-place analysis: for every tensor OpOperand of a bufferizable op,
//! decides whether it can share its buffer with the op's aliasing results (in place) or needs
//! a copy, as upstream's `OneShotAnalysis.cpp`: ops are analyzed bottom-up, an operand is
//! in place unless that would write to a non-writable buffer or create a read-after-write
//! conflict between the alias sets built so far.

use crate::ir::{Context, Op, OpKind, TypeData, Value, ValueDef};
use rustc_hash::{FxHashMap, FxHashSet};

pub mod forall;
pub mod linalg;
pub mod scf;

/// A tensor OpOperand: (owner, operand index).
pub type Operand = (Op, u32);

/// Whether `t` is a (ranked or unranked) tensor type.
pub fn is_tensor(ctx: &Context, t: crate::ir::Type) -> bool {
    matches!(
        ctx.ty(t),
        TypeData::Tensor { .. } | TypeData::UnrankedTensor { .. }
    )
}

/// Whether `op` has a tensor operand or result (for functions: a tensor argument or result).
pub fn has_tensor_semantics(ctx: &Context, op: Op) -> bool {
    if ctx.kind(op) == OpKind::FuncFunc {
        return ctx
            .function_type(op)
            .is_some_and(|(i, r)| i.iter().chain(r.iter()).any(|t| is_tensor(ctx, *t)));
    }
    ctx.operands(op)
        .iter()
        .chain(ctx.results(op))
        .any(|v| is_tensor(ctx, ctx.value_type(*v)))
}

/// Union-find over values that also keeps each set's members in upstream's order
/// (`EquivalenceClasses`: a union appends the second set's members to the first's), which
/// `dump-alias-sets` prints. The larger set keeps its id, so a union costs the smaller side.
#[derive(Default)]
struct Sets {
    set_of: FxHashMap<Value, usize>,
    members: Vec<std::collections::VecDeque<Value>>,
}

impl Sets {
    fn id(&mut self, v: Value) -> usize {
        if let Some(&i) = self.set_of.get(&v) {
            return i;
        }
        self.members.push(std::collections::VecDeque::from([v]));
        let i = self.members.len() - 1;
        self.set_of.insert(v, i);
        i
    }
    fn union(&mut self, a: Value, b: Value) {
        let (ia, ib) = (self.id(a), self.id(b));
        if ia == ib {
            return;
        }
        if self.members[ia].len() >= self.members[ib].len() {
            let moved = std::mem::take(&mut self.members[ib]);
            for v in &moved {
                self.set_of.insert(*v, ia);
            }
            self.members[ia].extend(moved);
        } else {
            // `a`'s members stay first.
            let moved = std::mem::take(&mut self.members[ia]);
            for v in moved.iter().rev() {
                self.set_of.insert(*v, ib);
                self.members[ib].push_front(*v);
            }
        }
    }
    fn members(&self, v: Value) -> Vec<Value> {
        match self.set_of.get(&v) {
            Some(&i) => self.members[i].iter().copied().collect(),
            None => vec![v],
        }
    }
    fn same(&self, a: Value, b: Value) -> bool {
        a == b || matches!((self.set_of.get(&a), self.set_of.get(&b)), (Some(x), Some(y)) if x == y)
    }
}

/// The analysis state: in-place decisions, alias and equivalence sets, and the bufferization
/// semantics of the ops it knows (upstream's `BufferizableOpInterface` implementations).
pub struct OneShotState {
    /// Function boundaries are bufferized (func ops are bufferizable, arguments writable).
    pub function_boundaries: bool,
    /// `copy-before-write`: no analysis; every write gets a copy.
    pub copy_before_write: bool,
    inplace: FxHashSet<Operand>,
    aliases: Sets,
    equivalent: Sets,
    undefined: FxHashSet<Operand>,
    /// Analyzed functions (module bufferization): how they use their tensor arguments.
    funcs: FxHashMap<Op, FuncSummary>,
    /// The first op (post-order) whose operands conflict given only the decisions that must
    /// be in place (upstream's `checkPreBufferizationAssumptions`: "cannot avoid RaW
    /// conflict").
    pub unavoidable_conflict: Option<Op>,
}

/// What callers need to know of an analyzed function.
#[derive(Clone, Debug, Default)]
pub struct FuncSummary {
    /// Tensor arguments read.
    pub read: Vec<bool>,
    /// Tensor arguments written.
    pub written: Vec<bool>,
    /// For each argument, the returned values that may alias it.
    pub aliasing_returns: Vec<Vec<usize>>,
    /// For each returned value, the argument it is equivalent to.
    pub equivalent_arg: Vec<Option<usize>>,
}

impl OneShotState {
    /// A fresh state.
    pub fn new(function_boundaries: bool, copy_before_write: bool) -> OneShotState {
        OneShotState {
            function_boundaries,
            copy_before_write,
            inplace: FxHashSet::default(),
            aliases: Sets::default(),
            equivalent: Sets::default(),
            undefined: FxHashSet::default(),
            funcs: FxHashMap::default(),
            unavoidable_conflict: None,
        }
    }

    /// Whether One-Shot Bufferize knows how to bufferize `op`.
    pub fn is_bufferizable(&self, ctx: &Context, op: Op) -> bool {
        use OpKind::*;
        match ctx.kind(op) {
            ArithConstant
            | TensorEmpty
            | TensorExtract
            | TensorInsert
            | TensorExtractSlice
            | TensorInsertSlice
            | TensorCast
            | TensorDim
            | TensorRank
            | TensorFromElements
            | TensorCollapseShape
            | TensorExpandShape
            | BufferizationAllocTensor
            | BufferizationToTensor
            | BufferizationToBuffer
            | BufferizationMaterializeInDestination
            | VectorTransferRead
            | VectorTransferWrite
            | TensorGenerate
            | TensorSplat
            | TensorReshape
            | TensorConcat
            | BufferizationDeallocTensor
            | TensorPad
            | ArithSelect => true,
            FuncFunc | FuncReturn => self.function_boundaries,
            FuncCall => self.function_boundaries && callee(ctx, op).is_some(),
            ScfForall | ScfForallInParallel | TensorParallelInsertSlice => {
                forall::is_bufferizable(ctx, op)
            }
            k if linalg::is_structured(k) => true,
            _ => scf::is_bufferizable(ctx, op),
        }
    }

    /// Whether the buffer of the operand is read by its op (unknown ops: conservatively yes).
    pub fn reads(&self, ctx: &Context, (op, i): Operand) -> bool {
        use OpKind::*;
        if !self.is_bufferizable(ctx, op) {
            return true;
        }
        match ctx.kind(op) {
            // tensor.collapse_shape may copy a buffer that is not collapsible in place, so
            // upstream counts it as a read.
            TensorExtractSlice
            | TensorCast
            | TensorDim
            | TensorRank
            | TensorExpandShape
            | ArithSelect
            | BufferizationDeallocTensor => false,
            TensorReshape => i == 1,
            TensorParallelInsertSlice => i == 0,
            TensorInsertSlice => i == 0 || !insert_slice_overwrites_dest(ctx, op),
            FuncCall => self
                .call_summary(ctx, op)
                .is_none_or(|s| s.read[i as usize]),
            BufferizationMaterializeInDestination => i == 0,
            ScfFor | ScfWhile | ScfYield | ScfCondition => scf::reads(self, ctx, (op, i)),
            k if linalg::is_structured(k) => linalg::reads(ctx, (op, i)),
            _ => true,
        }
    }

    /// Whether the buffer of the operand is written by its op when bufferized in place.
    pub fn writes(&self, ctx: &Context, (op, i): Operand) -> bool {
        use OpKind::*;
        if !self.is_bufferizable(ctx, op) {
            return true;
        }
        match ctx.kind(op) {
            TensorInsert => i == 1,
            TensorInsertSlice
            | TensorParallelInsertSlice
            | BufferizationMaterializeInDestination => i == 1,
            ScfForall => true,
            BufferizationToBuffer => ctx.get_attr(op, "read_only").is_none(),
            FuncCall => self
                .call_summary(ctx, op)
                .is_none_or(|s| s.written[i as usize]),
            ScfFor | ScfWhile => scf::writes(ctx, (op, i)),
            VectorTransferWrite => i == 1,
            k if linalg::is_structured(k) => linalg::writes(ctx, (op, i)),
            _ => false,
        }
    }

    /// The results that may share the operand's buffer, and whether they are equivalent.
    pub fn aliasing_results(&self, ctx: &Context, (op, i): Operand) -> Vec<(Value, bool)> {
        use OpKind::*;
        if !self.is_bufferizable(ctx, op) {
            // Unknown ops: every tensor result, and every tensor argument of a region's entry
            // block, may alias (`unknownGetAliasingValues`).
            let entry_args = ctx
                .regions(op)
                .iter()
                .filter_map(|r| ctx.entry_block(*r))
                .flat_map(|b| ctx.block_args(b).to_vec());
            return ctx
                .results(op)
                .iter()
                .copied()
                .chain(entry_args)
                .filter(|r| is_tensor(ctx, ctx.value_type(*r)))
                .map(|r| (r, false))
                .collect();
        }
        let r = || ctx.result(op, 0);
        if ctx.kind(op) == FuncCall {
            let Some(s) = self.call_summary(ctx, op) else {
                return ctx
                    .results(op)
                    .iter()
                    .filter(|r| is_tensor(ctx, ctx.value_type(**r)))
                    .map(|r| (*r, false))
                    .collect();
            };
            let rets = &s.aliasing_returns[i as usize];
            let eq = rets.len() == 1 && s.equivalent_arg[rets[0]].is_some();
            return rets.iter().map(|k| (ctx.result(op, *k), eq)).collect();
        }
        match ctx.kind(op) {
            TensorInsert | TensorInsertSlice if i == 1 => vec![(r(), true)],
            BufferizationMaterializeInDestination
                if i == 1 && is_tensor(ctx, ctx.value_type(ctx.operand(op, 1))) =>
            {
                vec![(r(), true)]
            }
            TensorExtractSlice if i == 0 => vec![(r(), false)],
            TensorCast | TensorCollapseShape | TensorExpandShape if i == 0 => {
                vec![(r(), true)]
            }
            ScfFor | ScfWhile | ScfYield => scf::aliasing_results(self, ctx, (op, i)),
            ScfForall => forall::aliasing_results(ctx, (op, i)),
            VectorTransferWrite if i == 1 => vec![(r(), true)],
            TensorReshape if i == 0 => vec![(r(), true)],
            ArithSelect if i > 0 => vec![(r(), true)],
            k if linalg::is_structured(k) => linalg::aliasing_result(ctx, (op, i))
                .map(|r| (r, true))
                .into_iter()
                .collect(),
            _ => vec![],
        }
    }

    /// The operands whose buffers `v` may share (inverse of `aliasing_results`).
    pub fn aliasing_operands(&self, ctx: &Context, v: Value) -> Vec<Operand> {
        let ValueDef::Result(op, k) = ctx.value(v).def else {
            return vec![];
        };
        if self.is_bufferizable(ctx, op) {
            if let Some(ops) = scf::aliasing_operands(ctx, op, k as usize) {
                return ops;
            }
        }
        (0..ctx.operands(op).len() as u32)
            .filter(|&i| is_tensor(ctx, ctx.value_type(ctx.operand(op, i as usize))))
            .filter(|&i| {
                self.aliasing_results(ctx, (op, i))
                    .iter()
                    .any(|(r, _)| *r == v)
            })
            .map(|i| (op, i))
            .collect()
    }

    /// Whether the value is a definition: a block argument, an unknown op's result, or a result
    /// that its op writes (a new allocation with contents, or an in-place write).
    pub fn value_writes(&self, ctx: &Context, v: Value) -> bool {
        let ValueDef::Result(op, _) = ctx.value(v).def else {
            return true;
        };
        if !self.is_bufferizable(ctx, op) {
            return true;
        }
        match ctx.kind(op) {
            OpKind::TensorEmpty => false,
            OpKind::BufferizationAllocTensor => !ctx.segment(op, 1).is_empty(),
            _ => {
                let ops = self.aliasing_operands(ctx, v);
                if ops.is_empty() || ops.iter().any(|o| self.writes(ctx, *o)) {
                    return true;
                }
                // A value yielded from a region writes when its last write is inside the op.
                ops.iter()
                    .any(|o| self.write_inside(ctx, op, ctx.operand(o.0, o.1 as usize)))
            }
        }
    }

    /// Whether the reverse use-def chain of `v` reaches a memory write defined inside `op`.
    fn write_inside(&self, ctx: &Context, op: Op, v: Value) -> bool {
        let mut work = vec![v];
        let mut seen = FxHashSet::default();
        while let Some(x) = work.pop() {
            if !seen.insert(x) {
                continue;
            }
            let owner = match ctx.value(x).def {
                ValueDef::Result(d, _) => Some(d),
                ValueDef::BlockArg(b, _) => ctx.block_parent_op(b),
                _ => None,
            };
            if owner.is_some_and(|o| ctx.is_ancestor(op, o)) && self.value_writes(ctx, x) {
                return true;
            }
            if let ValueDef::Result(d, _) = ctx.value(x).def {
                if !self.is_bufferizable(ctx, d) {
                    continue;
                }
            }
            for a in self.aliasing_operands(ctx, x) {
                work.push(ctx.operand(a.0, a.1 as usize));
            }
        }
        false
    }

    /// The values that may share a buffer with `v`.
    pub fn alias_members(&self, v: Value) -> Vec<Value> {
        self.aliases.members(v)
    }

    /// Whether the operand always bufferizes in place (`mustBufferizeInPlace`).
    fn must_in_place(&self, ctx: &Context, o: Operand) -> bool {
        scf::must_in_place(ctx, o)
            || (ctx.kind(o.0) == OpKind::BufferizationMaterializeInDestination && o.1 == 1)
    }

    /// Whether the buffer of `v` may be written (constants and to_tensor results are not;
    /// function arguments only when function boundaries are bufferized).
    pub fn is_writable(&self, ctx: &Context, v: Value) -> bool {
        match ctx.value(v).def {
            ValueDef::Result(op, _) => {
                if !self.is_bufferizable(ctx, op) {
                    return false;
                }
                match ctx.kind(op) {
                    OpKind::ArithConstant => false,
                    OpKind::BufferizationToTensor => ctx.get_attr(op, "writable").is_some(),
                    _ => true,
                }
            }
            ValueDef::BlockArg(b, i) => {
                let Some(parent) = ctx.block_parent_op(b) else {
                    return false;
                };
                if ctx.kind(parent) == OpKind::FuncFunc && self.function_boundaries {
                    return func_arg_writable(ctx, parent, i as usize);
                }
                self.is_bufferizable(ctx, parent)
            }
            _ => false,
        }
    }

    /// Whether the operand was decided in place.
    pub fn is_in_place(&self, ctx: &Context, o: Operand) -> bool {
        if self.copy_before_write {
            return !self.writes(ctx, o);
        }
        self.inplace.contains(&o)
    }

    /// Whether the operand's value has undefined contents (it comes from a `tensor.empty`).
    pub fn has_undefined_contents(&self, o: Operand) -> bool {
        self.undefined.contains(&o)
    }

    /// The summary of the function a call calls, once that function was analyzed.
    pub fn call_summary(&self, ctx: &Context, call: Op) -> Option<&FuncSummary> {
        self.funcs.get(&callee(ctx, call)?)
    }

    /// The summary of an analyzed function.
    pub fn summary(&self, f: Op) -> Option<&FuncSummary> {
        self.funcs.get(&f)
    }

    /// Records how the analyzed function `f` uses its arguments (upstream's
    /// `funcOpBbArgReadWriteAnalysis` and `aliasingFuncOpBBArgsAnalysis`).
    pub fn summarize_func(&mut self, ctx: &Context, f: Op) {
        let region = ctx.regions(f)[0];
        let mut s = FuncSummary::default();
        let (inputs, results) = ctx
            .function_type(f)
            .map_or((vec![], vec![]), |(i, r)| (i.to_vec(), r.to_vec()));
        let Some(entry) = ctx.entry_block(region) else {
            // Without a body every tensor argument is read, written and may alias every
            // tensor result.
            for (i, t) in inputs.iter().enumerate() {
                let tensor = is_tensor(ctx, *t);
                let (r, w) = declared_access(ctx, f, i).unwrap_or((tensor, tensor));
                s.read.push(r);
                s.written.push(w);
                s.aliasing_returns.push(if tensor {
                    (0..results.len())
                        .filter(|k| is_tensor(ctx, results[*k]))
                        .collect()
                } else {
                    vec![]
                });
            }
            s.equivalent_arg = vec![None; results.len()];
            self.funcs.insert(f, s);
            return;
        };
        let args = ctx.block_args(entry).to_vec();
        let returns = func_returns(ctx, f);
        let ranked = |v: Value| matches!(ctx.ty(ctx.value_type(v)), TypeData::Tensor { .. });
        for (i, a) in args.iter().enumerate() {
            let tensor = is_tensor(ctx, ctx.value_type(*a));
            // A declared `bufferization.access` replaces the analysis of the body.
            let (r, w) = declared_access(ctx, f, i).unwrap_or_else(|| {
                if !tensor {
                    return (false, false);
                }
                let written = self.aliases.members(*a).iter().any(|v| {
                    ctx.uses(*v).iter().any(|u| {
                        let o = (u.op, u.index);
                        self.is_in_place(ctx, o) && self.writes(ctx, o)
                    })
                });
                (self.is_value_read(ctx, *a), written)
            });
            s.read.push(tensor && r);
            s.written.push(tensor && w);
            // Aliases are merged over all returns, in order of first appearance.
            let mut al: Vec<usize> = Vec::new();
            if ranked(*a) {
                for &ret in &returns {
                    for (k, v) in ctx.operands(ret).iter().enumerate() {
                        if ranked(*v) && self.may_alias(*v, *a) && !al.contains(&k) {
                            al.push(k);
                        }
                    }
                }
            }
            s.aliasing_returns.push(al);
        }
        // Equivalence must agree over all returns.
        let n = returns.first().map_or(0, |r| ctx.operands(*r).len());
        let equiv = |ret: Op, k: usize| -> Option<usize> {
            let v = *ctx.operands(ret).get(k)?;
            if !is_tensor(ctx, ctx.value_type(v)) {
                return None;
            }
            args.iter()
                .position(|a| ranked(*a) && self.equivalent(v, *a))
        };
        for k in 0..n {
            let e = equiv(returns[0], k);
            let all = returns[1..].iter().all(|r| equiv(*r, k) == e);
            s.equivalent_arg.push(if all { e } else { None });
        }
        self.funcs.insert(f, s);
    }

    fn aliasing_reads(&self, ctx: &Context, root: Value, out: &mut Vec<Operand>) {
        for alias in self.aliases.members(root) {
            for u in ctx.uses(alias) {
                let o = (u.op, u.index);
                if self.reads(ctx, o) {
                    push_unique(out, o);
                    continue;
                }
                // A use that only creates an alias reads when its aliasing value is read.
                if !self.writes(ctx, o)
                    && self
                        .aliasing_results(ctx, o)
                        .iter()
                        .any(|(r, _)| self.is_value_read(ctx, *r))
                {
                    push_unique(out, o);
                }
            }
        }
    }

    fn aliasing_inplace_writes(&self, ctx: &Context, root: Value, out: &mut Vec<Operand>) {
        for alias in self.aliases.members(root) {
            for u in ctx.uses(alias) {
                let o = (u.op, u.index);
                if self.is_in_place(ctx, o) && self.writes(ctx, o) {
                    push_unique(out, o);
                }
            }
        }
    }

    /// Whether some use of `v`, following ops that only create aliases, reads it.
    pub fn is_value_read(&self, ctx: &Context, v: Value) -> bool {
        let mut work: Vec<Operand> = ctx.uses(v).iter().map(|u| (u.op, u.index)).collect();
        let mut seen = FxHashSet::default();
        while let Some(o) = work.pop() {
            if !seen.insert(o) {
                continue;
            }
            let (r, w) = (self.reads(ctx, o), self.writes(ctx, o));
            let al = self.aliasing_results(ctx, o);
            if !r && !w && !al.is_empty() {
                for (a, _) in al {
                    work.extend(ctx.uses(a).iter().map(|u| (u.op, u.index)));
                }
            }
            if r {
                return true;
            }
        }
        false
    }

    /// The last writes of the value read by `o` (upstream's `findDefinitions`).
    pub fn definitions(&self, ctx: &Context, o: Operand) -> Vec<Value> {
        let mut out = Vec::new();
        let mut work = vec![ctx.operand(o.0, o.1 as usize)];
        let mut seen = FxHashSet::default();
        while let Some(v) = work.pop() {
            if !seen.insert(v) {
                continue;
            }
            if self.value_writes(ctx, v) {
                push_unique(&mut out, v);
                continue;
            }
            for a in self.aliasing_operands(ctx, v) {
                work.push(ctx.operand(a.0, a.1 as usize));
            }
        }
        out
    }

    /// Whether `v` and `w` have equivalent buffers.
    pub fn equivalent(&self, v: Value, w: Value) -> bool {
        self.equivalent.same(v, w)
    }

    /// Whether `v` and `w` may alias.
    pub fn may_alias(&self, v: Value, w: Value) -> bool {
        self.aliases.same(v, w)
    }

    /// Runs the analysis over every op nested in `root`.
    pub fn analyze(&mut self, ctx: &Context, root: Op) {
        let mut ops = Vec::new();
        post_order(ctx, root, &mut |o| {
            if o != root && has_tensor_semantics(ctx, o) {
                ops.push(o);
            }
        });
        if !self.copy_before_write {
            // Operands that must bufferize in place are decided first.
            for &op in &ops {
                if !self.is_bufferizable(ctx, op) {
                    continue;
                }
                for i in 0..ctx.operands(op).len() {
                    let o = (op, i as u32);
                    if is_tensor(ctx, ctx.value_type(ctx.operand(op, i)))
                        && self.must_in_place(ctx, o)
                    {
                        self.inplace.insert(o);
                        let v = ctx.operand(op, i);
                        // Result first (the order `dump-alias-sets` shows).
                        for (r, _) in self.aliasing_results(ctx, o) {
                            self.aliases.union(r, v);
                        }
                    }
                }
            }
            // Before any other decision: a conflict between operands that must be in place
            // cannot be avoided.
            if self.unavoidable_conflict.is_none() {
                self.unavoidable_conflict = ops
                    .iter()
                    .copied()
                    .filter(|op| self.is_bufferizable(ctx, *op))
                    .find(|&op| {
                        (0..ctx.operands(op).len()).any(|i| {
                            is_tensor(ctx, ctx.value_type(ctx.operand(op, i)))
                                && self.raw_among_decided(ctx, (op, i as u32))
                        })
                    });
            }
            // Unknown ops are analyzed too (conservatively reading and writing).
            for &op in ops.iter().rev() {
                for i in 0..ctx.operands(op).len() {
                    if !is_tensor(ctx, ctx.value_type(ctx.operand(op, i))) {
                        continue;
                    }
                    let o = (op, i as u32);
                    if self.inplace.contains(&o) && self.must_in_place(ctx, o) {
                        continue;
                    }
                    let conflict =
                        self.would_write_non_writable(ctx, o) || self.would_create_raw(ctx, o);
                    if !conflict {
                        self.inplace.insert(o);
                        let v = ctx.operand(op, i);
                        // Result first, as upstream's `bufferizeInPlace`.
                        for (r, _) in self.aliasing_results(ctx, o) {
                            self.aliases.union(r, v);
                        }
                    }
                }
            }
        }
        // Equivalence of results and their in-place aliasing operands, nested ops first
        // (upstream's `equivalenceAnalysis`).
        for &op in &ops {
            if !self.is_bufferizable(ctx, op) {
                continue;
            }
            for &r in ctx.results(op) {
                if !is_tensor(ctx, ctx.value_type(r)) {
                    continue;
                }
                let aliases = self.aliasing_operands(ctx, r);
                let Some(first) = aliases.first() else {
                    continue;
                };
                let first = ctx.operand(first.0, first.1 as usize);
                let mut all = true;
                let mut merged = false;
                for &o in &aliases {
                    let eq = self
                        .aliasing_results(ctx, o)
                        .iter()
                        .any(|(x, e)| *x == r && *e);
                    let inplace = self.is_in_place(ctx, o);
                    let v = ctx.operand(o.0, o.1 as usize);
                    if eq && inplace && scf::definite(ctx, o) {
                        self.equivalent.union(r, v);
                        merged = true;
                        break;
                    }
                    if !eq || !inplace || !self.equivalent(v, first) {
                        all = false;
                    }
                }
                if !merged && all {
                    self.equivalent.union(r, first);
                }
            }
        }
        // Uses of values without a definition (undefined contents) need no copy. (Without
        // the analysis nothing is known about them.)
        for &op in ops.iter().filter(|_| !self.copy_before_write) {
            for &r in ctx.results(op) {
                if !is_tensor(ctx, ctx.value_type(r)) {
                    continue;
                }
                let Some(u) = ctx.uses(r).first() else {
                    continue;
                };
                if self.definitions(ctx, (u.op, u.index)).is_empty() {
                    for u in ctx.uses(r) {
                        self.undefined.insert((u.op, u.index));
                    }
                }
            }
        }
    }

    /// Whether bufferizing `o` in place would write to a non-writable buffer (upstream's
    /// `wouldCreateWriteToNonWritableBuffer`): the op or an in-place use of an alias writes,
    /// and some alias of the operand or of its aliasing results is not writable.
    pub fn would_write_non_writable(&self, ctx: &Context, o: Operand) -> bool {
        let v = ctx.operand(o.0, o.1 as usize);
        let al = self.aliasing_results(ctx, o);
        if !self.writes(ctx, o) {
            let mut writes = Vec::new();
            self.aliasing_inplace_writes(ctx, v, &mut writes);
            for (r, _) in &al {
                self.aliasing_inplace_writes(ctx, *r, &mut writes);
            }
            if writes.is_empty() {
                return false;
            }
        }
        std::iter::once(v)
            .chain(al.iter().map(|(r, _)| *r))
            .flat_map(|x| self.aliases.members(x))
            .any(|x| !self.is_writable(ctx, x))
    }

    fn would_create_raw(&self, ctx: &Context, o: Operand) -> bool {
        let v = ctx.operand(o.0, o.1 as usize);
        let (mut reads, mut writes) = (Vec::new(), Vec::new());
        self.aliasing_reads(ctx, v, &mut reads);
        self.aliasing_inplace_writes(ctx, v, &mut writes);
        for (r, _) in self.aliasing_results(ctx, o) {
            self.aliasing_reads(ctx, r, &mut reads);
            self.aliasing_inplace_writes(ctx, r, &mut writes);
        }
        if self.writes(ctx, o) {
            push_unique(&mut writes, o);
        }
        self.has_raw(ctx, &reads, &writes)
    }

    /// A read-after-write conflict among the aliases of the operand as decided so far (the
    /// operand itself not counted as a write: upstream's `checkConsistencyOnly`).
    fn raw_among_decided(&self, ctx: &Context, o: Operand) -> bool {
        let v = ctx.operand(o.0, o.1 as usize);
        let (mut reads, mut writes) = (Vec::new(), Vec::new());
        self.aliasing_reads(ctx, v, &mut reads);
        self.aliasing_inplace_writes(ctx, v, &mut writes);
        for (r, _) in self.aliasing_results(ctx, o) {
            self.aliasing_reads(ctx, r, &mut reads);
            self.aliasing_inplace_writes(ctx, r, &mut writes);
        }
        self.has_raw(ctx, &reads, &writes)
    }

    fn has_raw(&self, ctx: &Context, reads: &[Operand], writes: &[Operand]) -> bool {
        // A write in a parallel region to a buffer defined outside of it is a conflict,
        // unless nothing reads (upstream's `checkParallelRegions`).
        if !reads.is_empty() && forall::needs_privatization(self, ctx, writes) {
            return true;
        }
        for &r in reads {
            let reading = r.0;
            let defs = self.definitions(ctx, r);
            if defs.is_empty() {
                continue;
            }
            for &w in writes {
                let writing = w.0;
                // Inside loops op order says nothing: ops run repeatedly.
                if self.can_use_op_dominance(ctx, r, w, &defs) {
                    if happens_before(ctx, reading, writing) {
                        continue;
                    }
                    if r == w {
                        continue;
                    }
                    if mutually_exclusive(ctx, reading, writing) {
                        continue;
                    }
                    // Element-wise ops read each element before writing it. (Not when the
                    // op runs repeatedly: a later iteration reads what an earlier one wrote.)
                    if writing == reading
                        && linalg::is_structured(ctx.kind(reading))
                        && linalg::elementwise_access(ctx, reading, &[r.1, w.1])
                    {
                        let (rv, wv) = (
                            ctx.operand(r.0, r.1 as usize),
                            ctx.operand(w.0, w.1 as usize),
                        );
                        if self.equivalent_in_chain(ctx, rv, wv)
                            || self.equivalent_in_chain(ctx, wv, rv)
                        {
                            continue;
                        }
                    }
                }
                if self.not_conflicting(ctx, reading, r, w)
                    || (writing != reading && self.not_conflicting(ctx, writing, r, w))
                {
                    continue;
                }
                for &d in &defs {
                    match ctx.value(d).def {
                        ValueDef::Result(def_op, _) => {
                            if happens_before(ctx, writing, def_op) {
                                continue;
                            }
                            if def_op != writing && ctx.is_ancestor(def_op, writing) {
                                continue;
                            }
                        }
                        // The write happens outside of the block defining the argument.
                        ValueDef::BlockArg(b, _)
                            if ctx.ancestor_op_in_block(b, writing).is_none() =>
                        {
                            continue;
                        }
                        _ => {}
                    }
                    // The write defines `d` itself (only when it is its sole alias).
                    let al = self.aliasing_results(ctx, w);
                    if al.len() == 1 && al[0].0 == d {
                        continue;
                    }
                    return true;
                }
            }
        }
        false
    }

    /// Upstream's `canUseOpDominanceDueToRegions`: op order rules out a conflict unless the
    /// read and the write share a loop that does not contain a definition.
    fn can_use_op_dominance(&self, ctx: &Context, r: Operand, w: Operand, defs: &[Value]) -> bool {
        for &d in defs {
            let mut r_read = scf::op_repetitive_region(self, ctx, r.0);
            let r_def = scf::value_repetitive_region(self, ctx, d);
            if r_read == r_def {
                continue;
            }
            while let Some(cur) = r_read {
                let next = scf::next_repetitive_region(self, ctx, cur);
                if next == r_def {
                    break;
                }
                r_read = next;
            }
            if let Some(cur) = r_read {
                if let Some(p) = ctx.region(cur).parent {
                    if ctx.is_ancestor(p, w.0) {
                        return false;
                    }
                }
            }
        }
        true
    }

    /// Whether a value equivalent to `other` is in the reverse use-def chain of `start`,
    /// following equivalent, same-typed (or cast) aliases only.
    fn equivalent_in_chain(&self, ctx: &Context, start: Value, other: Value) -> bool {
        let mut work = vec![start];
        let mut seen = FxHashSet::default();
        while let Some(x) = work.pop() {
            if !seen.insert(x) {
                continue;
            }
            if x == other {
                return true;
            }
            let ValueDef::Result(d, _) = ctx.value(x).def else {
                continue;
            };
            if !self.is_bufferizable(ctx, d) {
                continue;
            }
            for a in self.aliasing_operands(ctx, x) {
                let eq = self
                    .aliasing_results(ctx, a)
                    .iter()
                    .any(|(y, e)| *y == x && *e);
                let v = ctx.operand(a.0, a.1 as usize);
                if !eq
                    || (ctx.value_type(v) != ctx.value_type(x) && ctx.kind(d) != OpKind::TensorCast)
                {
                    continue;
                }
                work.push(v);
            }
        }
        false
    }

    /// `tensor.insert_slice`'s rules: reading or writing the slice that a matching
    /// `tensor.extract_slice` of the same tensor produced is no conflict.
    fn not_conflicting(&self, ctx: &Context, op: Op, r: Operand, w: Operand) -> bool {
        if !matches!(
            ctx.kind(op),
            OpKind::TensorInsertSlice | OpKind::TensorParallelInsertSlice
        ) {
            return false;
        }
        if r == (op, 1) && self.matching_extract_slice(ctx, ctx.operand(w.0, w.1 as usize), op) {
            return true;
        }
        let src = ctx.operand(op, 0);
        if w == (op, 1)
            && self.equivalent(ctx.operand(r.0, r.1 as usize), src)
            && self.matching_extract_slice(ctx, src, op)
        {
            return true;
        }
        false
    }

    fn matching_extract_slice(&self, ctx: &Context, v: Value, insert: Op) -> bool {
        let mut work = vec![v];
        let mut seen = FxHashSet::default();
        let mut found = false;
        while let Some(x) = work.pop() {
            if !seen.insert(x) {
                continue;
            }
            if let ValueDef::Result(d, _) = ctx.value(x).def {
                if ctx.kind(d) == OpKind::TensorExtractSlice
                    && equivalent_slices(ctx, self, d, insert)
                {
                    found = true;
                    continue;
                }
            }
            // Any alias is followed (not only equivalent ones); unknown ops end the chain.
            if let ValueDef::Result(d, _) = ctx.value(x).def {
                if !self.is_bufferizable(ctx, d) {
                    return false;
                }
            }
            let ops: Vec<Operand> = self.aliasing_operands(ctx, x);
            if ops.is_empty() {
                return false;
            }
            for a in ops {
                work.push(ctx.operand(a.0, a.1 as usize));
            }
        }
        found
    }
}

fn push_unique<T: PartialEq>(v: &mut Vec<T>, x: T) {
    if !v.contains(&x) {
        v.push(x);
    }
}

fn equivalent_slices(ctx: &Context, st: &OneShotState, extract: Op, insert: Op) -> bool {
    let (src, dest) = (ctx.operand(extract, 0), ctx.operand(insert, 1));
    if !st.equivalent(src, dest) {
        return false;
    }
    // Entry by entry, a constant operand equal to a static entry (`isEqualConstantIntOrValue`).
    use crate::ir::ops::{mixed_values, OpFoldResult};
    let constant = |x: &OpFoldResult| match x {
        OpFoldResult::Static(c) => Some(*c as i128),
        OpFoldResult::Dynamic(v) => crate::ir::matchers::const_int(ctx, *v),
    };
    let names = ["static_offsets", "static_sizes", "static_strides"];
    names.iter().enumerate().all(|(k, n)| {
        let a = mixed_values(&ctx.i64_array(extract, n), ctx.segment(extract, k + 1));
        let b = mixed_values(&ctx.i64_array(insert, n), ctx.segment(insert, k + 2));
        a.len() == b.len()
            && a.iter().zip(&b).all(|(x, y)| {
                x == y || matches!((constant(x), constant(y)), (Some(p), Some(q)) if p == q)
            })
    })
}

/// The function a `func.call` calls, when it is defined in the enclosing symbol table.
pub fn callee(ctx: &Context, call: Op) -> Option<Op> {
    let a = ctx.get_attr(call, "callee")?;
    let crate::ir::AttrData::SymbolRef(path) = ctx.attr(a) else {
        return None;
    };
    let table = ctx.enclosing_symbol_table(call)?;
    let f = ctx.lookup_symbol(table, path.first()?.as_bytes())?;
    (ctx.kind(f) == OpKind::FuncFunc).then_some(f)
}

/// `tensor.insert_slice` does not read its destination when it overwrites all of it: offsets
/// 0, strides 1 and sizes the destination's static sizes, static or constant operands
/// (upstream's `insertSliceOpRequiresRead`, which uses `getConstantIntValue`).
fn insert_slice_overwrites_dest(ctx: &Context, op: Op) -> bool {
    use crate::ir::ops::{mixed_values, OpFoldResult};
    let TypeData::Tensor { shape, .. } = ctx.ty(ctx.value_type(ctx.operand(op, 1))) else {
        return false;
    };
    let constant = |x: &OpFoldResult| match x {
        OpFoldResult::Static(c) => Some(*c as i128),
        OpFoldResult::Dynamic(v) => crate::ir::matchers::const_int(ctx, *v),
    };
    let list = |name: &str, seg: usize| {
        mixed_values(&ctx.i64_array(op, name), ctx.segment(op, seg))
            .iter()
            .map(constant)
            .collect::<Vec<_>>()
    };
    !shape.contains(&crate::ir::DYNAMIC)
        && list("static_offsets", 2).iter().all(|x| *x == Some(0))
        && list("static_strides", 4).iter().all(|x| *x == Some(1))
        && list("static_sizes", 3) == shape.iter().map(|d| Some(*d as i128)).collect::<Vec<_>>()
}

/// `bufferization.writable` on a function argument (writable unless set to false).
pub fn func_arg_writable(ctx: &Context, func: Op, i: usize) -> bool {
    use crate::ir::AttrData;
    let Some(a) = ctx.get_attr(func, "arg_attrs") else {
        return true;
    };
    let AttrData::Array(list) = ctx.attr(a) else {
        return true;
    };
    let Some(d) = list.get(i) else {
        return true;
    };
    let AttrData::Dict(entries) = ctx.attr(*d) else {
        return true;
    };
    for (k, v) in entries {
        if k == "bufferization.writable" {
            return !matches!(ctx.attr(*v), AttrData::Integer { value: 0, .. });
        }
    }
    true
}

/// Post-order walk (nested ops before their parent).
pub fn post_order(ctx: &Context, op: Op, f: &mut dyn FnMut(Op)) {
    for &r in ctx.regions(op) {
        for b in ctx.region_blocks(r).collect::<Vec<_>>() {
            for o in ctx.block_ops(b).collect::<Vec<_>>() {
                post_order(ctx, o, f);
            }
        }
    }
    f(op);
}

/// Whether `a` (or an ancestor of it) properly dominates `b` without containing it.
fn happens_before(ctx: &Context, a: Op, b: Op) -> bool {
    let mut a = Some(a);
    while let Some(x) = a {
        if x != b && ctx.is_ancestor(x, b) {
            return false;
        }
        if let Some(blk) = ctx.op_block(x) {
            if let Some(bb) = ctx.ancestor_op_in_block(blk, b) {
                if bb != x && ctx.is_before_in_block(x, bb) {
                    return true;
                }
            }
        }
        a = ctx.parent_op(x);
    }
    false
}

/// Whether `a` and `b` are in different regions of one `scf.if` or `scf.index_switch`.
fn mutually_exclusive(ctx: &Context, a: Op, b: Op) -> bool {
    let mut x = ctx.parent_op(a);
    while let Some(p) = x {
        if matches!(ctx.kind(p), OpKind::ScfIf | OpKind::ScfIndexSwitch) && ctx.is_ancestor(p, b) {
            let region_of = |o: Op| {
                let mut o = o;
                loop {
                    let blk = ctx.op_block(o)?;
                    let r = ctx.block_region(blk)?;
                    if ctx.parent_op(o) == Some(p) {
                        return Some(r);
                    }
                    o = ctx.parent_op(o)?;
                }
            };
            return region_of(a) != region_of(b);
        }
        x = ctx.parent_op(p);
    }
    false
}

/// The `func.return` terminators of a function's blocks, in block order.
pub fn func_returns(ctx: &Context, f: Op) -> Vec<Op> {
    let Some(&region) = ctx.regions(f).first() else {
        return vec![];
    };
    ctx.region_blocks(region)
        .filter_map(|b| ctx.last_op(b))
        .filter(|o| ctx.kind(*o) == OpKind::FuncReturn)
        .collect()
}

/// A function argument's declared `bufferization.access` as (read, written), if any.
fn declared_access(ctx: &Context, f: Op, i: usize) -> Option<(bool, bool)> {
    use crate::ir::AttrData;
    let AttrData::Array(list) = ctx.attr(ctx.get_attr(f, "arg_attrs")?) else {
        return None;
    };
    let AttrData::Dict(entries) = ctx.attr(*list.get(i)?) else {
        return None;
    };
    let (_, v) = entries.iter().find(|(k, _)| k == "bufferization.access")?;
    let AttrData::String { bytes, .. } = ctx.attr(*v) else {
        return None;
    };
    let s = bytes.as_slice();
    Some((
        s == b"read" || s == b"read-write",
        s == b"write" || s == b"read-write",
    ))
}
