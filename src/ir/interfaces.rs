//! Per-op-kind answers to the questions passes ask (MLIR's op interfaces): memory effects,
//! region-branch structure, branch operands, view sources and call targets.

use super::context::Context;
use super::entities::{Op, Value};
use super::opdef::Traits;
use super::opdef::{EffectKind, EffectOn, EffectsDef};
use super::opkind::OpKind;
use super::AttrData;

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
        EffectsDef::Recursive | EffectsDef::Unknown => None,
    }
}

fn segment_len(ctx: &Context, op: Op, i: usize) -> usize {
    match ctx.get_attr(op, "operandSegmentSizes").map(|a| ctx.attr(a)) {
        Some(AttrData::DenseArray { values, .. }) => {
            values.get(i).map(|v| *v as usize).unwrap_or(0)
        }
        _ => ctx.operands(op).len(),
    }
}

/// For a view-like op, the memref it is a view of.
pub fn view_source(ctx: &Context, op: Op) -> Option<Value> {
    let i = ctx.kind(op).info().view_source?;
    Some(ctx.operand(op, i as usize))
}

/// Operands forwarded to successor `i` of a branch terminator.
pub fn successor_operands(ctx: &Context, op: Op, i: usize) -> Vec<Value> {
    use OpKind::*;
    let ops = ctx.operands(op);
    let seg = |k: usize| -> std::ops::Range<usize> {
        let start: usize = (0..k).map(|j| segment_len(ctx, op, j)).sum();
        start..start + segment_len(ctx, op, k)
    };
    match ctx.kind(op) {
        CfBr => ops.to_vec(),
        CfCondBr => ops[seg(1 + i.min(1))].to_vec(),
        CfSwitch => {
            if i == 0 {
                return ops[seg(1)].to_vec();
            }
            let segs = match ctx
                .get_attr(op, "case_operand_segments")
                .map(|a| ctx.attr(a))
            {
                Some(AttrData::DenseArray { values, .. }) => {
                    values.iter().map(|v| *v as usize).collect()
                }
                _ => Vec::new(),
            };
            let base = seg(2).start;
            let off: usize = segs.iter().take(i - 1).sum();
            let n = segs.get(i - 1).copied().unwrap_or(0);
            ops[base + off..base + off + n].to_vec()
        }
        _ => Vec::new(),
    }
}

/// The callee symbol of a `func.call`.
pub fn call_target(ctx: &Context, op: Op) -> Option<&str> {
    if ctx.kind(op) != OpKind::FuncCall {
        return None;
    }
    match ctx.attr(ctx.get_attr(op, "callee")?) {
        AttrData::SymbolRef(path) => path.last().map(|s| s.as_str()),
        _ => None,
    }
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
        EffectsDef::Listed(_) => EffectInfo::Known(memory_effects(ctx, op).unwrap_or_default()),
        EffectsDef::Recursive => EffectInfo::Recursive,
        EffectsDef::Unknown => EffectInfo::Unknown,
    }
}

/// Whether `op` (and, for recursive ops, everything nested in it) has no memory effects.
pub fn is_memory_effect_free(ctx: &Context, op: Op) -> bool {
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
    match effect_info(ctx, op) {
        EffectInfo::Known(e) => !e.is_empty() && e.iter().all(|x| matches!(x, Effect::Read(_))),
        _ => false,
    }
}

/// Whether `op` may write memory (or free/allocate, or has unknown effects).
pub fn may_write(ctx: &Context, op: Op) -> bool {
    match effect_info(ctx, op) {
        EffectInfo::Known(e) => e.iter().any(|x| !matches!(x, Effect::Read(_))),
        EffectInfo::Unknown => true,
        EffectInfo::Recursive => ctx.regions(op).iter().any(|r| {
            ctx.region_blocks(*r)
                .any(|b| ctx.block_ops(b).any(|o| may_write(ctx, o)))
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
    let mut stack: smallvec::SmallVec<[Op; 8]> = smallvec::smallvec![op];
    while let Some(o) = stack.pop() {
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

/// MLIR's `isOpTriviallyDead`: unused results and [`would_be_trivially_dead`].
pub fn is_trivially_dead(ctx: &Context, op: Op) -> bool {
    ctx.results(op).iter().all(|r| ctx.use_empty(*r)) && would_be_trivially_dead(ctx, op)
}
