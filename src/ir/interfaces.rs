//! Per-op-kind answers to the questions passes ask (MLIR's op interfaces): memory effects,
//! region-branch structure, branch operands, view sources and call targets.

use super::context::Context;
use super::entities::{Op, Value};
use super::opdef::Traits;
use super::opdef::{EffectKind, EffectOn, EffectsDef};
use super::opkind::OpKind;

/// The effects of one op (inline: an op has at most a few).
pub type Effects = smallvec::SmallVec<[Effect; 3]>;

/// A memory effect of an op on a value (or on unknown memory when `value` is `None`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Effect {
    /// Allocates the value.
    Allocate(Option<Value>),
    /// Frees the value.
    Free(Option<Value>),
    /// Reads from the value.
    Read(Option<Value>),
    /// Writes to the value.
    Write(Option<Value>),
}

/// The memory effects `op` declares in its table row, bound to its operands and results; `None`
/// when they are not a fixed list (recursive or unknown, see [`effect_info`]).
pub fn memory_effects(ctx: &Context, op: Op) -> Option<Effects> {
    // `materialize_in_destination` writes its destination only when that is a memref.
    if ctx.kind(op) == OpKind::BufferizationMaterializeInDestination
        && !ctx.ty(ctx.value_type(ctx.operand(op, 1))).is_memref()
    {
        return Some(Effects::new());
    }
    match ctx.kind(op).info().effects {
        EffectsDef::Listed(list) => Some(
            list.iter()
                .map(|(kind, on)| {
                    let v = match on {
                        EffectOn::Operand(i) => Some(ctx.operand(op, *i as usize)),
                        EffectOn::Result(i) => Some(ctx.result(op, *i as usize)),
                        EffectOn::Unknown => None,
                    };
                    match kind {
                        EffectKind::Allocate => Effect::Allocate(v),
                        EffectKind::Free => Effect::Free(v),
                        EffectKind::Read => Effect::Read(v),
                        EffectKind::Write => Effect::Write(v),
                    }
                })
                .collect(),
        ),
        EffectsDef::DestinationStyle => Some(destination_style_effects(ctx, op)),
        EffectsDef::Recursive | EffectsDef::Unknown => None,
    }
}

/// Upstream's `getGenericEffectsImpl` of linalg ops: a read of each memref input, then for
/// each memref init a read when the payload uses its value, and a write.
fn destination_style_effects(ctx: &Context, op: Op) -> Effects {
    use super::linalg;
    let mut effects = Effects::new();
    let n_in = linalg::num_inputs(ctx, op);
    let is_memref = |v: Value| {
        matches!(
            ctx.ty(ctx.value_type(v)),
            super::types::TypeData::MemRef { .. } | super::types::TypeData::UnrankedMemRef { .. }
        )
    };
    let args: Vec<Value> = ctx
        .regions(op)
        .first()
        .and_then(|r| ctx.entry_block(*r))
        .map(|b| ctx.block_args(b).to_vec())
        .unwrap_or_default();
    for (i, &v) in ctx.operands(op).iter().enumerate() {
        if !is_memref(v) {
            continue;
        }
        if i < n_in {
            effects.push(Effect::Read(Some(v)));
            continue;
        }
        if args.get(i).is_some_and(|a| !ctx.use_empty(*a)) {
            effects.push(Effect::Read(Some(v)));
        }
        effects.push(Effect::Write(Some(v)));
    }
    effects
}

/// For a view-like op, the memref it is a view of.
pub fn view_source(ctx: &Context, op: Op) -> Option<Value> {
    let i = ctx.kind(op).info().view_source?;
    Some(ctx.operand(op, i as usize))
}

/// Operands forwarded to successor `i` of a branch terminator.
pub fn successor_operands(ctx: &Context, op: Op, i: usize) -> Vec<Value> {
    successor_operand_slice(ctx, op, i).to_vec()
}

/// [`successor_operands`] borrowed from the op (no copy: the verifier asks for every branch).
pub fn successor_operand_slice(ctx: &Context, op: Op, i: usize) -> &[Value] {
    use super::ops::{CondBranchOp, SwitchOp};
    match ctx.kind(op) {
        OpKind::CfBr => ctx.operands(op),
        OpKind::CfCondBr => {
            let br = CondBranchOp(op);
            if i == 0 {
                br.true_operands(ctx)
            } else {
                br.false_operands(ctx)
            }
        }
        OpKind::CfSwitch if i == 0 => SwitchOp(op).default_operands(ctx),
        OpKind::CfSwitch => SwitchOp(op).case_operands(ctx, i - 1),
        _ => &[],
    }
}

/// Where control is in a region-branch op (MLIR's `RegionBranchPoint`): the op itself (entry
/// from and return to the parent) or one of its regions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RegionPoint {
    /// The op: its operands on entry, its results on exit.
    Parent,
    /// Region `i`: its entry block's arguments on entry, its terminator's operands on exit.
    Region(usize),
}

/// One control-flow edge of a region-branch op and the values it forwards: `(passed, received)`
/// pairs, e.g. an `scf.for` init and its iteration argument.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RegionEdge {
    /// Where control comes from.
    pub from: RegionPoint,
    /// Where it goes.
    pub to: RegionPoint,
    /// Forwarded value and the value it becomes there.
    pub pairs: Vec<(Value, Value)>,
}

/// The operands a region-branch op forwards into its regions on entry (MLIR's
/// `getEntrySuccessorOperands`): `scf.for`'s inits, `scf.while`'s operands, none otherwise.
pub fn region_entry_operands(ctx: &Context, op: Op) -> &[Value] {
    match ctx.kind(op) {
        OpKind::ScfFor => super::ops::ForOp(op).inits(ctx),
        OpKind::AffineFor => ctx.segment(op, 2),
        OpKind::ScfWhile => ctx.operands(op),
        _ => &[],
    }
}

/// Every value-forwarding edge of a region-branch op (MLIR's `RegionBranchOpInterface`:
/// `getSuccessorRegions` with the successor operands and inputs of each edge). Loops carry their
/// values around (`scf.for`: inits and yields to the iteration arguments and the results;
/// `scf.while`: `scf.condition`'s arguments to the after region and the results, the after
/// region's yield back to the before region); every other region op forwards each region's
/// terminator operands to its results.
pub fn region_branch_edges(ctx: &Context, op: Op) -> Vec<RegionEdge> {
    use RegionPoint::{Parent, Region};
    let regions = ctx.regions(op);
    let results = ctx.results(op);
    let entry_args = |i: usize| -> &[Value] {
        match regions.get(i).and_then(|r| ctx.entry_block(*r)) {
            Some(b) => ctx.block_args(b),
            None => &[],
        }
    };
    let term_operands = |i: usize| -> Option<&[Value]> {
        let t = regions
            .get(i)
            .and_then(|r| ctx.entry_block(*r))
            .and_then(|b| ctx.last_op(b))?;
        Some(ctx.operands(t))
    };
    let edge = |from, to, src: &[Value], dst: &[Value]| RegionEdge {
        from,
        to,
        pairs: src.iter().copied().zip(dst.iter().copied()).collect(),
    };
    let mut edges = Vec::new();
    match ctx.kind(op) {
        // With a constant trip count, `affine.for` knows which edges exist (upstream's
        // `AffineForOp::getSuccessorRegions`): none into the body without iterations, none
        // back into it after a single one, none around it when it runs.
        OpKind::AffineFor => {
            let trip = super::affine_values::for_trip_count(ctx, op);
            let inits = region_entry_operands(ctx, op);
            let iters = entry_args(0).get(1..).unwrap_or(&[]);
            if trip != Some(0) {
                edges.push(edge(Parent, Region(0), inits, iters));
            }
            if trip.is_none_or(|t| t == 0) {
                edges.push(edge(Parent, Parent, inits, results));
            }
            if let Some(y) = term_operands(0) {
                if trip != Some(1) {
                    edges.push(edge(Region(0), Region(0), y, iters));
                }
                edges.push(edge(Region(0), Parent, y, results));
            }
        }
        OpKind::ScfFor => {
            let inits = region_entry_operands(ctx, op);
            let iters = entry_args(0).get(1..).unwrap_or(&[]);
            edges.push(edge(Parent, Region(0), inits, iters));
            edges.push(edge(Parent, Parent, inits, results));
            if let Some(y) = term_operands(0) {
                edges.push(edge(Region(0), Region(0), y, iters));
                edges.push(edge(Region(0), Parent, y, results));
            }
        }
        OpKind::ScfWhile => {
            let before = entry_args(0);
            edges.push(edge(Parent, Region(0), ctx.operands(op), before));
            if let Some(c) = term_operands(0) {
                let args = c.get(1..).unwrap_or(&[]);
                edges.push(edge(Region(0), Region(1), args, entry_args(1)));
                edges.push(edge(Region(0), Parent, args, results));
            }
            if let Some(y) = term_operands(1) {
                edges.push(edge(Region(1), Region(0), y, before));
            }
        }
        _ => {
            for i in 0..regions.len() {
                if let Some(y) = term_operands(i) {
                    edges.push(edge(Region(i), Parent, y, results));
                }
            }
        }
    }
    edges
}

/// The callee symbol of a `func.call`.
pub fn call_target(ctx: &Context, op: Op) -> Option<&str> {
    super::ops::CallOp::of(ctx, op)?.callee(ctx)
}

/// Whether an op has regions with region-branch semantics (structured control flow) that the
/// passes understand.
pub fn is_region_branch(kind: OpKind) -> bool {
    kind.is_region_branch()
}

/// How an op's memory effects are known.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EffectInfo {
    /// The op lists its effects (possibly none).
    Known(Effects),
    /// The op's effects are those of the ops nested in it (scf ops, `memref.alloca_scope`).
    Recursive,
    /// Unknown effects (calls, unregistered ops, `bufferization.dealloc`).
    Unknown,
}

/// The effect description of `op` (MLIR's MemoryEffectOpInterface / RecursiveMemoryEffects),
/// from its table row; ops that declare nothing have unknown effects.
pub fn effect_info(ctx: &Context, op: Op) -> EffectInfo {
    match ctx.kind(op).info().effects {
        EffectsDef::Listed(_) | EffectsDef::DestinationStyle => {
            EffectInfo::Known(memory_effects(ctx, op).unwrap_or_default())
        }
        EffectsDef::Recursive => EffectInfo::Recursive,
        EffectsDef::Unknown => EffectInfo::Unknown,
    }
}

/// The value a listed effect applies to (`None`: unknown memory).
fn effect_target(ctx: &Context, op: Op, on: EffectOn) -> Option<Value> {
    match on {
        EffectOn::Operand(i) => Some(ctx.operand(op, i as usize)),
        EffectOn::Result(i) => Some(ctx.result(op, i as usize)),
        EffectOn::Unknown => None,
    }
}

/// Whether `op` declares an allocation of `v` (an `Effect::Allocate(Some(v))` among its known
/// effects), read off its table row without building the effect list when it lists them.
pub fn allocates_value(ctx: &Context, op: Op, v: Value) -> bool {
    let kind = ctx.kind(op);
    if let EffectsDef::Listed(list) = kind.info().effects {
        if kind != OpKind::BufferizationMaterializeInDestination {
            return list.iter().any(|(k, on)| {
                *k == EffectKind::Allocate && effect_target(ctx, op, *on) == Some(v)
            });
        }
    }
    matches!(effect_info(ctx, op), EffectInfo::Known(e) if e.contains(&Effect::Allocate(Some(v))))
}

/// Whether `op`'s table row rules out an allocation by it (effects listed without one, or a
/// destination-style op's): callers that look for an allocation skip building the effect
/// list of such ops.
pub fn lists_no_allocation(ctx: &Context, op: Op) -> bool {
    match ctx.kind(op).info().effects {
        EffectsDef::Listed(list) => !list.iter().any(|(k, _)| *k == EffectKind::Allocate),
        EffectsDef::DestinationStyle => true,
        EffectsDef::Recursive | EffectsDef::Unknown => false,
    }
}

/// Whether `op` (and, for recursive ops, everything nested in it) has no memory effects.
pub fn is_memory_effect_free(ctx: &Context, op: Op) -> bool {
    // From the table row without building the effect list (asked for every op by CSE).
    let k = ctx.kind(op);
    if let EffectsDef::Listed(list) = k.info().effects {
        if k != OpKind::BufferizationMaterializeInDestination {
            return list.is_empty();
        }
    }
    match effect_info(ctx, op) {
        EffectInfo::Known(e) => e.is_empty(),
        EffectInfo::Unknown => false,
        EffectInfo::Recursive => ctx.regions(op).iter().all(|r| {
            ctx.region_blocks(*r)
                .all(|b| ctx.block_ops(b).all(|o| is_memory_effect_free(ctx, o)))
        }),
    }
}

/// Whether `op` only reads memory (MLIR CSE's read-only case).
pub fn only_reads(ctx: &Context, op: Op) -> bool {
    let k = ctx.kind(op);
    if let EffectsDef::Listed(list) = k.info().effects {
        if k != OpKind::BufferizationMaterializeInDestination {
            return !list.is_empty() && list.iter().all(|(kind, _)| *kind == EffectKind::Read);
        }
    }
    match effect_info(ctx, op) {
        EffectInfo::Known(e) => !e.is_empty() && e.iter().all(|x| matches!(x, Effect::Read(_))),
        _ => false,
    }
}

/// Whether `op` may write memory (or free/allocate, or has unknown effects).
pub fn may_write(ctx: &Context, op: Op) -> bool {
    may_have_effect(ctx, op, &|x| !matches!(x, Effect::Read(_)))
}

/// Whether `op` may have an effect `pred` accepts: a listed one, one of an op nested in it
/// for an op whose effects are its body's, or any for an op of unknown effects.
pub fn may_have_effect(ctx: &Context, op: Op, pred: &dyn Fn(&Effect) -> bool) -> bool {
    match effect_info(ctx, op) {
        EffectInfo::Known(e) => e.iter().any(pred),
        EffectInfo::Unknown => true,
        EffectInfo::Recursive => ctx.regions(op).iter().any(|r| {
            ctx.region_blocks(*r)
                .any(|b| ctx.block_ops(b).any(|o| may_have_effect(ctx, o, pred)))
        }),
    }
}

/// MLIR's `wouldOpBeTriviallyDead`: no effects other than reads and allocations of its own
/// results, recursively; never a terminator or a symbol.
pub fn would_be_trivially_dead(ctx: &Context, op: Op) -> bool {
    let k = ctx.kind(op);
    if k.is_terminator() || k.info().has(Traits::SYMBOL) || k == OpKind::Module {
        return false;
    }
    // An op with listed effects is judged alone (no walk).
    if let EffectsDef::Listed(list) = k.info().effects {
        if k != OpKind::BufferizationMaterializeInDestination {
            if let Some(ok) = listed_dead_ok(ctx, op, list) {
                return ok;
            }
        }
    }
    let mut stack: smallvec::SmallVec<[Op; 8]> = smallvec::smallvec![op];
    while let Some(o) = stack.pop() {
        // Listed effects are judged from the table row, without building the effect list
        // (the greedy driver and region DCE ask for every op).
        let ok = match ctx.kind(o).info().effects {
            EffectsDef::Listed(list)
                if ctx.kind(o) != OpKind::BufferizationMaterializeInDestination =>
            {
                listed_dead_ok(ctx, o, list)
            }
            _ => None,
        };
        match ok {
            Some(true) => continue,
            Some(false) => return false,
            None => {}
        }
        match effect_info(ctx, o) {
            EffectInfo::Recursive => {
                for r in ctx.regions(o) {
                    for b in ctx.region_blocks(*r) {
                        stack.extend(ctx.block_ops(b));
                    }
                }
            }
            EffectInfo::Unknown => return false,
            EffectInfo::Known(effects) => {
                let own_alloc = |v: Option<Value>| {
                    v.is_some_and(|v| {
                        ctx.defining_op(v) == Some(o)
                            && effects.contains(&Effect::Allocate(Some(v)))
                    })
                };
                let ok = effects.iter().all(|e| match e {
                    Effect::Read(_) => true,
                    Effect::Allocate(v) | Effect::Write(v) | Effect::Free(v) => own_alloc(*v),
                });
                if !ok {
                    return false;
                }
            }
        }
    }
    true
}

/// [`would_be_trivially_dead`]'s test of one op with listed effects: every effect is a read or
/// touches a result the op allocates. `None` when only the effect list can tell (an op that
/// uses its own result, possible in an unreachable block).
fn listed_dead_ok(ctx: &Context, o: Op, list: &[(EffectKind, EffectOn)]) -> Option<bool> {
    let mut undecided = false;
    for (kind, on) in list {
        if *kind == EffectKind::Read {
            continue;
        }
        match on {
            EffectOn::Unknown => return Some(false),
            EffectOn::Result(i) => {
                if !list.contains(&(EffectKind::Allocate, EffectOn::Result(*i))) {
                    undecided = true;
                }
            }
            EffectOn::Operand(i) => {
                if ctx.defining_op(ctx.operand(o, *i as usize)) != Some(o) {
                    return Some(false);
                }
                undecided = true;
            }
        }
    }
    (!undecided).then_some(true)
}

/// MLIR's `isOpTriviallyDead`: unused results and [`would_be_trivially_dead`].
pub fn is_trivially_dead(ctx: &Context, op: Op) -> bool {
    ctx.results(op).iter().all(|r| ctx.use_empty(*r)) && would_be_trivially_dead(ctx, op)
}
