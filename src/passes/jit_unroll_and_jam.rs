//! `jit-unroll-and-jam` (ours, not an upstream pass): an `scf.for` over `k` whose body is a few
//! effect-free ops and loads (the prefix) and then one innermost `scf.for` over `j` runs `factor`
//! iterations of `k` per trip, and their inner loops as one: each `j` iteration does the work of
//! `k`, `k+1`, ... in that order. An element stored in the inner loop (`C[i, j]`) is then loaded
//! once and stored once per `j` for all of them, which halves or quarters the memory traffic of
//! a matrix product's `i-k-j` nest. Before and after (factor 2, `C` written only at `[i, j]`):
//!
//! ```text
//! scf.for %k = %lb to %ub step %s {          scf.if (checks) {
//!   %a = memref.load %A[%i, %k]                %n = (trips of %k) / 2 * 2 * %s + %lb
//!   scf.for %j = ... {                         scf.for %k = %lb to %n step 2*%s {
//!     %b = memref.load %B[%k, %j]                %a0 = load %A[%i, %k]; %a1 = load %A[%i, %k+%s]
//!     %c = memref.load %C[%i, %j]                scf.for %j = ... {
//!     %d = (%a, %b, %c)                            %c = load %C[%i, %j]
//!     memref.store %d, %C[%i, %j]                  %d0 = (%a0, load %B[%k, %j], %c)
//!   }                                              %d1 = (%a1, load %B[%k+%s, %j], %d0)
//! }                                                store %d1, %C[%i, %j] } }
//!                                              scf.for %k = %n to %ub step %s { as before }
//!                                            } else { the loop as before }
//! ```
//!
//! Every element is computed by the same ops in the same order, so results are bit-identical.
//! That holds when no `j` iteration of `k+1` touches what an earlier `j'` iteration of `k` (or the
//! prefix) writes, or the reverse: each stored element is accessed only at the same indices
//! (the same values), and those indices include `j` or `k` (plus or minus an invariant), so
//! distinct iterations of that loop touch distinct elements. An element indexed by `j` only is
//! shared by the copies, one indexed by `k` is one per copy (2mm's `i-j-k` sum into `tmp[i][j]`
//! jammed over `j`: four independent sums once scalar replacement carries them); a store of the
//! prefix must be indexed by `k`. Every other access is to a memref proven apart (distinct
//! allocations) or checked apart at run time over the whole nest. The run-time checks also
//! require every access of the nest to be in bounds, so a program that faults still faults in
//! the original loop, at its own place.
//!
//! Before that, the outer loop of a deeper nest (gemm's `i { j { }; k { j { } } }`) is jammed
//! by [`OUTER_FACTOR`] with every loop of its body fused across the copies (register tiling:
//! two rows of `C` share each `B[k][j]` load), when that pays and keeps every value; see
//! `jam_outer` below.

use super::jit_scalar_replacement::{
    disjoint, erase_built, index_range, innermost_for_loops, move_into_else, Access, Checker,
    IndexRange,
};
use super::loop_invariant_code_motion::defined_outside;
use super::Pass;
use crate::diag::Diagnostic;
use crate::ir::attrs::CmpIPredicate;
use crate::ir::builder::Builder;
use crate::ir::interfaces::is_memory_effect_free;
use crate::ir::matchers::const_int;
use crate::ir::{Context, Op, OpKind, TypeData, Value};
use rustc_hash::FxHashMap;

/// The default `factor`.
pub const DEFAULT_FACTOR: u64 = 4;

/// More run-time checks than this for one nest: the nest is left as it is.
const MAX_CHECKS: usize = 64;

/// The pass.
pub struct JitUnrollAndJam {
    /// Iterations of the outer loop run together (1: the pass does nothing).
    pub factor: u64,
}

impl Pass for JitUnrollAndJam {
    fn flag(&self) -> &'static str {
        "jit-unroll-and-jam"
    }
    fn class_name(&self) -> &'static str {
        "JitUnrollAndJam"
    }
    fn run(&mut self, ctx: &mut Context, root: Op) -> Result<(), Diagnostic> {
        if !(2..=16).contains(&self.factor) {
            return Ok(());
        }
        // Deep nests first, outermost first (the inner jam below then jams their fused inner
        // nests); a jammed nest's inner deep nests are left as they are.
        let mut skip: Vec<Op> = Vec::new();
        for o in deep_nests(ctx, root) {
            if skip.contains(&o) {
                continue;
            }
            let mut inside = Vec::new();
            ctx.walk(o, &mut |x| {
                if x != o && ctx.kind(x) == OpKind::ScfFor {
                    inside.push(x);
                }
            });
            if jam_outer(ctx, o, OUTER_FACTOR) {
                skip.extend(inside);
            }
        }
        // The nests are disjoint (an outer loop holds only its inner loop), so transforming one
        // does not touch another.
        let nests: Vec<(Op, Op)> = innermost_for_loops(ctx, root)
            .into_iter()
            .filter_map(|l| {
                let k = ctx.parent_op(l)?;
                (ctx.kind(k) == OpKind::ScfFor).then_some((k, l))
            })
            .collect();
        for (k, l) in nests {
            jam(ctx, k, l, self.factor as i64);
        }
        Ok(())
    }
}

/// How an index of an access varies over the nest.
#[derive(Clone, Copy, PartialEq)]
enum Index {
    /// Defined outside the outer loop.
    Invariant(Value),
    /// An induction variable (`inner`: `j`, else `k`) plus or minus (`neg`) an invariant.
    Iv {
        inner: bool,
        shift: Option<Value>,
        neg: bool,
    },
}

/// `v` as scalar replacement's `index_range` sees it against `j`, else against `k`, with the
/// outer loop as the one it must be invariant in.
fn classify(ctx: &Context, outer: Op, k: Value, j: Value, v: Value) -> Option<Index> {
    for (inner, iv) in [(true, j), (false, k)] {
        match index_range(ctx, outer, iv, v, true) {
            IndexRange::Invariant(v) => return Some(Index::Invariant(v)),
            IndexRange::Shifted(shift, neg) => return Some(Index::Iv { inner, shift, neg }),
            IndexRange::Any => {}
        }
    }
    None
}

/// The accesses of the nest with their index classes, `None` when the nest does not qualify.
struct Nest {
    prefix: Vec<Op>,
    body: Vec<Op>,
    /// Each access, its index classes, and whether it is in the prefix.
    accesses: Vec<(Access, Vec<Index>, bool)>,
}

fn analyze(ctx: &Context, outer: Op, inner: Op) -> Option<Nest> {
    let ob = ctx.region_blocks(ctx.regions(outer)[0]).next()?;
    let ib = ctx.region_blocks(ctx.regions(inner)[0]).next()?;
    if !ctx.results(outer).is_empty() || !ctx.results(inner).is_empty() {
        return None;
    }
    // Induction variables of index type compared signed: the checks compute with them.
    for lp in [outer, inner] {
        if ctx.get_attr(lp, "unsignedCmp").is_some()
            || !matches!(ctx.ty(ctx.value_type(ctx.operand(lp, 0))), TypeData::Index)
        {
            return None;
        }
    }
    if !ctx.operands(inner)[..3]
        .iter()
        .all(|v| defined_outside(ctx, *v, outer))
    {
        return None;
    }
    let k = ctx.block_args(ob)[0];
    let j = ctx.block_args(ib)[0];
    let ops: Vec<Op> = ctx.block_ops(ob).collect();
    // [prefix..., inner, yield]
    let n = ops.len();
    if n < 2 || ops[n - 2] != inner {
        return None;
    }
    let prefix = ops[..n - 2].to_vec();
    let body_all: Vec<Op> = ctx.block_ops(ib).collect();
    let body = body_all[..body_all.len() - 1].to_vec();
    let mut accesses = Vec::new();
    for (&o, in_prefix) in prefix
        .iter()
        .map(|o| (o, true))
        .chain(body.iter().map(|o| (o, false)))
    {
        if !ctx.regions(o).is_empty() {
            return None;
        }
        match Access::of(ctx, o) {
            Some(a) => {
                if !defined_outside(ctx, a.memref, outer)
                    || !matches!(ctx.ty(ctx.value_type(a.memref)), TypeData::MemRef { .. })
                {
                    return None;
                }
                let idx: Option<Vec<Index>> = a
                    .indices
                    .iter()
                    .map(|v| classify(ctx, outer, k, j, *v))
                    .collect();
                accesses.push((a, idx?, in_prefix));
            }
            None if is_memory_effect_free(ctx, o) => {}
            None => return None,
        }
    }
    Some(Nest {
        prefix,
        body,
        accesses,
    })
}

/// Whether `x` and `y` always differ: one is the other plus a nonzero constant, or both are
/// one value plus two different constants.
fn differ_by_constant(ctx: &Context, x: Value, y: Value) -> bool {
    let split = |v: Value| -> (Value, i128) {
        if let Some(d) = ctx.defining_op(v) {
            if ctx.kind(d) == OpKind::ArithAddI {
                let ops = ctx.operands(d);
                if let Some(c) = const_int(ctx, ops[1]) {
                    return (ops[0], c);
                }
                if let Some(c) = const_int(ctx, ops[0]) {
                    return (ops[1], c);
                }
            }
        }
        (v, 0)
    };
    let ((bx, cx), (by, cy)) = (split(x), split(y));
    bx == by && cx != cy && ctx.value_type(x) == ctx.value_type(y)
}

/// Comparisons already asked for.
#[derive(Default)]
struct Checks(Vec<(CmpIPredicate, Value, Value)>);

impl Checks {
    /// Requires `a pred b` at run time: nothing when it holds for constants, `None` (the nest
    /// is never jammed) when it fails for them, else once.
    fn add(
        &mut self,
        ctx: &mut Context,
        ch: &mut Checker,
        pred: CmpIPredicate,
        a: Value,
        b: Value,
    ) -> Option<()> {
        if let (Some(x), Some(y)) = (const_int(ctx, a), const_int(ctx, b)) {
            let holds = match pred {
                CmpIPredicate::Sle => x <= y,
                CmpIPredicate::Slt => x < y,
                CmpIPredicate::Sgt => x > y,
                // Index constants as the comparison sees them: 64-bit, unsigned.
                CmpIPredicate::Ult => (x as i64 as u64) < (y as i64 as u64),
                _ => false,
            };
            return holds.then_some(());
        }
        if !self.0.contains(&(pred, a, b)) {
            self.0.push((pred, a, b));
            let c = ch.b.cmpi(ctx, pred, a, b);
            ch.conds.push(c);
        }
        Some(())
    }
}

/// The run-time checks (pushed on `ch.conds`) that make the jammed nest run as the original.
fn build_checks(
    ctx: &mut Context,
    ch: &mut Checker,
    outer: Op,
    inner: Op,
    nest: &Nest,
) -> Option<()> {
    let accesses = &nest.accesses;
    // A stored element differs from one `j` (or `k`) to the next: its indices include `j`
    // or `k`, plus or minus an invariant. A store of the prefix, which moves ahead of the
    // inner loops of earlier `k`, includes `k`: those loops touch only their own elements.
    let has = |idx: &[Index], of_inner: bool| {
        idx.iter()
            .any(|i| matches!(i, Index::Iv { inner, .. } if *inner == of_inner))
    };
    for (a, idx, in_prefix) in accesses {
        if a.store && !has(idx, false) && (*in_prefix || !has(idx, true)) {
            return None;
        }
    }
    // Every pair with a store: the same element, or memrefs apart (statically or at run time).
    let mut pairs = Vec::new();
    for (si, (s, _, _)) in accesses.iter().enumerate() {
        if !s.store {
            continue;
        }
        for (ai, (a, _, _)) in accesses.iter().enumerate() {
            if ai == si || (a.store && ai < si) {
                continue;
            }
            if a.memref == s.memref {
                // Another element all along (`C[i, j]` and `C[i + 1, j]` of a nest the outer
                // jam made): no order between the two to keep.
                let apart = a.indices.iter().zip(&s.indices).any(|(x, y)| {
                    defined_outside(ctx, *x, outer)
                        && defined_outside(ctx, *y, outer)
                        && differ_by_constant(ctx, *x, *y)
                });
                if a.indices != s.indices && !apart {
                    return None;
                }
            } else if !disjoint(ctx, a.memref, s.memref) {
                pairs.push((si, ai));
            }
        }
    }
    if pairs.len() > MAX_CHECKS {
        return None;
    }
    let (klb, kub) = (ctx.operand(outer, 0), ctx.operand(outer, 1));
    let (jlb, jub, jstep) = (
        ctx.operand(inner, 0),
        ctx.operand(inner, 1),
        ctx.operand(inner, 2),
    );
    // The outer loop runs, from 0 up to below 2^62 (so its split cannot overflow).
    let mut checks = Checks::default();
    let zero = ch.constant(ctx, 0);
    let big = ch.constant(ctx, 1 << 62);
    checks.add(ctx, ch, CmpIPredicate::Sle, zero, klb)?;
    checks.add(ctx, ch, CmpIPredicate::Slt, klb, kub)?;
    checks.add(ctx, ch, CmpIPredicate::Slt, kub, big)?;
    // A positive inner step: then `j` stays within [jlb, jub - 1] (when the loop runs at all).
    checks.add(ctx, ch, CmpIPredicate::Sgt, jstep, zero)?;
    let mut last = |ctx: &mut Context, ub: Value| match const_int(ctx, ub) {
        Some(u) if u > i128::from(i64::MIN) => ch.constant(ctx, (u - 1) as i64),
        _ => {
            let one = ch.constant(ctx, 1);
            ch.bin(ctx, OpKind::ArithSubI, ub, one)
        }
    };
    let klast = last(ctx, kub);
    let jlast = last(ctx, jub);
    // Each index's first and last value over the nest; all of them in bounds.
    let mut spans: Vec<Vec<(Value, Value)>> = Vec::new();
    for (a, idx, _) in accesses {
        let sizes = ch.layout(ctx, a.memref)?.sizes.clone();
        let mut dims = Vec::new();
        for (i, size) in idx.iter().zip(sizes) {
            let (lo, hi) = match *i {
                Index::Invariant(v) => (v, v),
                Index::Iv { inner, shift, neg } => {
                    let first_last = if inner { (jlb, jlast) } else { (klb, klast) };
                    shifted(ctx, ch, first_last, shift, neg)
                }
            };
            span_in_bounds(ctx, ch, &mut checks, lo, hi, size)?;
            dims.push((lo, hi));
        }
        spans.push(dims);
    }
    let memrefs: Vec<Value> = accesses.iter().map(|(a, _, _)| a.memref).collect();
    ranges_apart(ctx, ch, &memrefs, &spans, pairs)
}

/// `(first, last)` plus or minus (`neg`) `shift`: an index's span over its loop.
fn shifted(
    ctx: &mut Context,
    ch: &mut Checker,
    (first, last): (Value, Value),
    shift: Option<Value>,
    neg: bool,
) -> (Value, Value) {
    let Some(c) = shift else {
        return (first, last);
    };
    let op = if neg {
        OpKind::ArithSubI
    } else {
        OpKind::ArithAddI
    };
    (ch.bin(ctx, op, first, c), ch.bin(ctx, op, last, c))
}

/// Requires an index spanning `lo..=hi` to stay below `size` (and `lo <= hi`).
fn span_in_bounds(
    ctx: &mut Context,
    ch: &mut Checker,
    checks: &mut Checks,
    lo: Value,
    hi: Value,
    size: Value,
) -> Option<()> {
    checks.add(ctx, ch, CmpIPredicate::Ult, lo, size)?;
    if hi != lo {
        checks.add(ctx, ch, CmpIPredicate::Ult, hi, size)?;
        checks.add(ctx, ch, CmpIPredicate::Sle, lo, hi)?;
    }
    Some(())
}

/// Requires the byte ranges of each pair of accesses (indices into `memrefs`/`spans`) over the
/// nest to be apart; each element's range is built once.
fn ranges_apart(
    ctx: &mut Context,
    ch: &mut Checker,
    memrefs: &[Value],
    spans: &[Vec<(Value, Value)>],
    pairs: impl IntoIterator<Item = (usize, usize)>,
) -> Option<()> {
    type Element = (Value, Vec<(Value, Value)>);
    let mut ranges: FxHashMap<Element, (Value, Value)> = FxHashMap::default();
    for (si, ai) in pairs {
        let mut range = |ctx: &mut Context, ch: &mut Checker, x: usize| {
            let key = (memrefs[x], spans[x].clone());
            if let Some(r) = ranges.get(&key) {
                return Some(*r);
            }
            let r = ch.span(ctx, key.0, &key.1)?;
            ranges.insert(key, r);
            Some(r)
        };
        let s = range(ctx, ch, si)?;
        let a = range(ctx, ch, ai)?;
        ch.ranges_apart(ctx, s, a);
    }
    Some(())
}

fn jam(ctx: &mut Context, outer: Op, inner: Op, factor: i64) {
    let Some(step) = const_int(ctx, ctx.operand(outer, 2)) else {
        return;
    };
    if !(1..=1 << 20).contains(&step) {
        return;
    }
    let Some(nest) = analyze(ctx, outer, inner) else {
        return;
    };
    // The jam pays only when an element accessed in the inner loop is the same in every copy
    // (gemm's `C[i, j]`, loaded and stored once per `j` for all of them; covariance's
    // `mean[j]`, read by every row) or a stored one is the same in every inner iteration (a
    // sum carried over `j`, one per copy: 2mm). When every access is indexed by `k` and every
    // store by both (a stencil's `B[i, j, k]`), the fused loop gains nothing and costs
    // registers and run-time checks: heat-3d ran 1.4x slower jammed.
    if !nest.accesses.iter().any(|(a, idx, in_prefix)| {
        let has = |inner: bool| {
            idx.iter()
                .any(|x| matches!(x, Index::Iv { inner: i, .. } if *i == inner))
        };
        !in_prefix && (!has(false) || (a.store && !has(true)))
    }) || !nest.accesses.iter().any(|(a, _, _)| a.store)
    {
        return;
    }
    // Fewer constant trips than the factor: nothing to jam.
    let c = |i: usize| const_int(ctx, ctx.operand(outer, i));
    if let (Some(l), Some(u)) = (c(0), c(1)) {
        if (u - l + step - 1) / step < i128::from(factor) {
            return;
        }
    }
    let first_new = ctx.prev_op(outer);
    let mut ch = Checker::new(Builder::before(ctx, outer));
    if build_checks(ctx, &mut ch, outer, inner, &nest).is_none() {
        erase_built(ctx, outer, first_new);
        return;
    }
    let plan = Plan {
        outer,
        inner,
        nest,
        step: step as i64,
        factor,
    };
    let Some(cond) = ch.all(ctx) else {
        // Every check holds statically (constant bounds, distinct allocations).
        erase_built(ctx, outer, first_new);
        plan.emit(ctx, Builder::before(ctx, outer));
        ctx.erase_op(outer);
        return;
    };
    let if_op = ch.b.scf_if(
        ctx,
        cond,
        &[],
        |ctx, tb| {
            plan.emit(ctx, tb);
            Vec::new()
        },
        Some(&mut |_ctx, _eb| Vec::new()),
    );
    // The original nest becomes the else branch.
    move_into_else(ctx, if_op, outer, first_new);
}

/// A nest that qualifies, and how to jam it.
struct Plan {
    outer: Op,
    inner: Op,
    nest: Nest,
    step: i64,
    factor: i64,
}

impl Plan {
    /// Builds the jammed loop and the loop over the remaining iterations at `b`.
    fn emit(&self, ctx: &mut Context, b: Builder) {
        let (outer, inner, step, factor) = (self.outer, self.inner, self.step, self.factor);
        let (klb, kub, kstep) = (
            ctx.operand(outer, 0),
            ctx.operand(outer, 1),
            ctx.operand(outer, 2),
        );
        let (jlb, jub, jstep) = (
            ctx.operand(inner, 0),
            ctx.operand(inner, 1),
            ctx.operand(inner, 2),
        );
        let body_of = |ctx: &Context, lp: Op| {
            ctx.region_blocks(ctx.regions(lp)[0])
                .next()
                .expect("scf.for body")
        };
        let k = ctx.block_args(body_of(ctx, outer))[0];
        let j = ctx.block_args(body_of(ctx, inner))[0];
        // The elements accessed (memref, indices): inside one `j` their loads after the first
        // access take the current value, and only the last store stays (no other access of
        // the nest can touch a stored element, and no store an element only loaded). An
        // element indexed by `k` is one per copy; one that is not is shared by all copies.
        let mut stored: Vec<(Value, Vec<Value>, bool)> = Vec::new();
        for (a, idx, _) in &self.nest.accesses {
            if !stored
                .iter()
                .any(|(m, i, _)| *m == a.memref && *i == a.indices)
            {
                let per_copy = idx
                    .iter()
                    .any(|i| matches!(i, Index::Iv { inner: false, .. }));
                stored.push((a.memref, a.indices.clone(), per_copy));
            }
        }
        let f = factor as usize;
        let slot_of = |ctx: &Context, o: Op, u: usize| -> Option<usize> {
            let a = Access::of(ctx, o)?;
            let g = stored
                .iter()
                .position(|(m, i, _)| *m == a.memref && *i == a.indices)?;
            Some(g * f + if stored[g].2 { u } else { 0 })
        };
        // %n = lb + (trips / factor) * factor * step, trips = (ub - lb + step - 1) / step
        // (0 <= lb < ub < 2^62 here: no overflow).
        let c = |ctx: &mut Context, v: i64| b.const_index(ctx, v);
        let fs = c(ctx, factor * step);
        let (n, rest) = match (const_int(ctx, klb), const_int(ctx, kub)) {
            (Some(l), Some(u)) => {
                let trips = (u - l + i128::from(step) - 1) / i128::from(step);
                let n = l + trips / i128::from(factor) * i128::from(factor * step);
                (c(ctx, n as i64), n < u)
            }
            _ => {
                let span = b.binary(ctx, OpKind::ArithSubI, kub, klb);
                let sm1 = c(ctx, step - 1);
                let span = b.binary(ctx, OpKind::ArithAddI, span, sm1);
                let trips = b.binary(ctx, OpKind::ArithDivSI, span, kstep);
                let f = c(ctx, factor);
                let groups = b.binary(ctx, OpKind::ArithDivSI, trips, f);
                let len = b.binary(ctx, OpKind::ArithMulI, groups, fs);
                (b.binary(ctx, OpKind::ArithAddI, klb, len), true)
            }
        };
        b.scf_for(ctx, klb, n, fs, &[], |ctx, kb, kk, _| {
            let mut maps: Vec<FxHashMap<Value, Value>> = Vec::new();
            for u in 0..factor {
                let mut map = FxHashMap::default();
                let ku = if u == 0 {
                    kk
                } else {
                    let off = kb.const_index(ctx, u * step);
                    kb.binary(ctx, OpKind::ArithAddI, kk, off)
                };
                map.insert(k, ku);
                for &o in &self.nest.prefix {
                    kb.clone_op(ctx, o, &mut map);
                }
                maps.push(map);
            }
            kb.scf_for(ctx, jlb, jub, jstep, &[], |ctx, jb, jj, _| {
                let mut cur: Vec<Option<Value>> = vec![None; stored.len() * f];
                let mut last_store: Vec<Option<Op>> = vec![None; stored.len() * f];
                for (u, map) in maps.iter_mut().enumerate() {
                    map.insert(j, jj);
                    for &o in &self.nest.body {
                        match slot_of(ctx, o, u) {
                            Some(g) if ctx.kind(o) == OpKind::MemRefLoad => {
                                if let Some(v) = cur[g] {
                                    map.insert(ctx.result(o, 0), v);
                                } else {
                                    let n = jb.clone_op(ctx, o, map);
                                    cur[g] = Some(ctx.result(n, 0));
                                }
                            }
                            Some(g) => {
                                let v = ctx.operand(o, 0);
                                cur[g] = Some(*map.get(&v).unwrap_or(&v));
                                if let Some(s) = last_store[g] {
                                    ctx.erase_op(s);
                                }
                                last_store[g] = Some(jb.clone_op(ctx, o, map));
                            }
                            None => {
                                jb.clone_op(ctx, o, map);
                            }
                        }
                    }
                }
                Vec::new()
            });
            Vec::new()
        });
        if rest {
            // The remaining iterations, as written.
            let mut map = FxHashMap::default();
            let r = b.clone_op(ctx, outer, &mut map);
            ctx.set_operand(r, 0, n);
        }
    }
}

// ---------------------------------------------------------------------------------------------
// The outer jam (register tiling): an `scf.for` over `i` whose body holds loop nests at least
// two deep (gemm's `i { j { C[i][j] *= beta }; k { j { C[i][j] += A[i][k] * B[k][j] } } }`)
// runs `OUTER_FACTOR` iterations of `i` per trip with every loop of its body fused across the
// copies, so that the innermost loop computes two rows: each `B[k][j]` is loaded once for both.
// Every access to a stored memref is at `i` (plus one and the same invariant) in one and the
// same dimension, so the copies touch disjoint slices of it and moving copy `u + 1`'s work
// ahead of the rest of copy `u`'s changes no value; each element sees the same ops in the same
// order (bit-identical). The other memrefs are proven or checked apart from the stored ones,
// and every access in bounds over the whole nest, as for the inner jam.

/// Iterations of the outer loop of a deep nest run together.
pub const OUTER_FACTOR: i64 = 2;

/// An index of an access in a deep nest: invariant, or a loop's induction variable plus or
/// minus an invariant.
#[derive(Clone, Copy, PartialEq)]
enum DeepIndex {
    Invariant(Value),
    /// The loop (`None`: the outer loop itself), the shift, and whether it is subtracted.
    Iv(Option<Op>, Option<Value>, bool),
}

struct DeepAccess {
    access: Access,
    indices: Vec<DeepIndex>,
    /// The loop whose body holds it, when that loop holds no loop.
    innermost: Option<Op>,
}

/// The deep nests' outer loops, outermost first: every `scf.for` with a loop two or three deep
/// in its body (not deeper: tiling pays in the innermost levels, and the analysis of a nest
/// walks all of it, which for every loop of a deep nest would be quadratic in its depth).
fn deep_nests(ctx: &Context, root: Op) -> Vec<Op> {
    let mut fors = Vec::new();
    ctx.walk(root, &mut |o| {
        if ctx.kind(o) == OpKind::ScfFor {
            fors.push(o);
        }
    });
    // The deepest loop below each loop, counted up to 4 levels.
    let mut height: FxHashMap<Op, usize> = FxHashMap::default();
    for &x in &fors {
        let mut d = 0;
        let mut cur = ctx.parent_op(x);
        while let Some(p) = cur {
            if ctx.kind(p) == OpKind::ScfFor {
                d += 1;
                let h = height.entry(p).or_insert(0);
                *h = (*h).max(d);
                if d == 4 {
                    break;
                }
            }
            cur = ctx.parent_op(p);
        }
    }
    fors.into_iter()
        .filter(|o| matches!(height.get(o), Some(2 | 3)))
        .collect()
}

/// Whether `lp` is an `scf.for` the nest can hold: no results, signed index induction
/// variable, bounds and step defined outside `outer`.
fn plain_for(ctx: &Context, outer: Op, lp: Op) -> bool {
    ctx.results(lp).is_empty()
        && ctx.get_attr(lp, "unsignedCmp").is_none()
        && matches!(ctx.ty(ctx.value_type(ctx.operand(lp, 0))), TypeData::Index)
        && ctx.operands(lp).len() == 3
        && (lp == outer
            || ctx
                .operands(lp)
                .iter()
                .all(|v| defined_outside(ctx, *v, outer)))
}

/// Collects the accesses of the loop body `lp` (recursively), `None` when an op does not
/// qualify. `loops`: the loops enclosing the ops, innermost last.
fn deep_accesses(
    ctx: &Context,
    outer: Op,
    lp: Op,
    loops: &mut Vec<Op>,
    out: &mut Vec<DeepAccess>,
) -> Option<()> {
    let body = ctx.region_blocks(ctx.regions(lp)[0]).next()?;
    if ctx.region_blocks(ctx.regions(lp)[0]).nth(1).is_some() {
        return None;
    }
    loops.push(lp);
    let ops: Vec<Op> = ctx.block_ops(body).collect();
    let innermost = (!ops.iter().any(|o| ctx.kind(*o) == OpKind::ScfFor)).then_some(lp);
    let (last, rest) = ops.split_last()?;
    if ctx.kind(*last) != OpKind::ScfYield || !ctx.operands(*last).is_empty() {
        return None;
    }
    for &o in rest {
        if ctx.kind(o) == OpKind::ScfFor {
            if !plain_for(ctx, outer, o) {
                return None;
            }
            deep_accesses(ctx, outer, o, loops, out)?;
            continue;
        }
        if !ctx.regions(o).is_empty() {
            return None;
        }
        match Access::of(ctx, o) {
            Some(a) => {
                if !defined_outside(ctx, a.memref, outer)
                    || !matches!(ctx.ty(ctx.value_type(a.memref)), TypeData::MemRef { .. })
                {
                    return None;
                }
                let mut indices = Vec::new();
                for &v in &a.indices {
                    let mut found = None;
                    for &l in loops.iter() {
                        let b = ctx.region_blocks(ctx.regions(l)[0]).next()?;
                        let iv = ctx.block_args(b)[0];
                        match index_range(ctx, outer, iv, v, true) {
                            IndexRange::Invariant(v) => found = Some(DeepIndex::Invariant(v)),
                            IndexRange::Shifted(s, neg) => {
                                found = Some(DeepIndex::Iv((l != outer).then_some(l), s, neg))
                            }
                            IndexRange::Any => continue,
                        }
                        break;
                    }
                    indices.push(found?);
                }
                out.push(DeepAccess {
                    access: a,
                    indices,
                    innermost,
                });
            }
            None if is_memory_effect_free(ctx, o) => {}
            None => return None,
        }
    }
    loops.pop();
    Some(())
}

/// The run-time checks (on `ch.conds`) under which the outer jam of `outer` keeps every
/// value; `None`: never.
fn deep_checks(
    ctx: &mut Context,
    ch: &mut Checker,
    outer: Op,
    accesses: &[DeepAccess],
) -> Option<()> {
    // Each stored memref: accessed only at the outer induction variable (one shift) in one
    // dimension.
    for s in accesses.iter().filter(|a| a.access.store) {
        let m = s.access.memref;
        let same: Vec<&DeepAccess> = accesses.iter().filter(|a| a.access.memref == m).collect();
        let dim = (0..s.indices.len()).find(|&d| {
            matches!(s.indices[d], DeepIndex::Iv(None, ..))
                && same.iter().all(|a| a.indices.get(d) == Some(&s.indices[d]))
        });
        dim?;
    }
    let mut pairs = Vec::new();
    for (si, s) in accesses.iter().enumerate() {
        if !s.access.store {
            continue;
        }
        for (ai, a) in accesses.iter().enumerate() {
            if a.access.memref == s.access.memref
                || (a.access.store && ai < si)
                || disjoint(ctx, a.access.memref, s.access.memref)
            {
                continue;
            }
            pairs.push((si, ai));
        }
    }
    if pairs.len() > MAX_CHECKS {
        return None;
    }
    let mut checks = Checks::default();
    let zero = ch.constant(ctx, 0);
    let big = ch.constant(ctx, 1 << 62);
    let (ilb, iub) = (ctx.operand(outer, 0), ctx.operand(outer, 1));
    checks.add(ctx, ch, CmpIPredicate::Sle, zero, ilb)?;
    checks.add(ctx, ch, CmpIPredicate::Slt, ilb, iub)?;
    checks.add(ctx, ch, CmpIPredicate::Slt, iub, big)?;
    // Each inner loop: a positive step, so its induction variable stays in [lb, ub - 1].
    let mut firsts: FxHashMap<Option<Op>, (Value, Value)> = FxHashMap::default();
    let last = |ctx: &mut Context, ch: &mut Checker, ub: Value| match const_int(ctx, ub) {
        Some(u) if u > i128::from(i64::MIN) => ch.constant(ctx, (u - 1) as i64),
        _ => {
            let one = ch.constant(ctx, 1);
            ch.bin(ctx, OpKind::ArithSubI, ub, one)
        }
    };
    let mut spans: Vec<Vec<(Value, Value)>> = Vec::new();
    for a in accesses {
        let sizes = ch.layout(ctx, a.access.memref)?.sizes.clone();
        let mut dims = Vec::new();
        for (i, size) in a.indices.iter().zip(sizes) {
            let (lo, hi) = match *i {
                DeepIndex::Invariant(v) => (v, v),
                DeepIndex::Iv(l, shift, neg) => {
                    let (f, la) = match firsts.get(&l) {
                        Some(r) => *r,
                        None => {
                            let lp = l.unwrap_or(outer);
                            let (lb, ub, step) =
                                (ctx.operand(lp, 0), ctx.operand(lp, 1), ctx.operand(lp, 2));
                            if l.is_some() {
                                checks.add(ctx, ch, CmpIPredicate::Sgt, step, zero)?;
                            }
                            let la = last(ctx, ch, ub);
                            firsts.insert(l, (lb, la));
                            (lb, la)
                        }
                    };
                    shifted(ctx, ch, (f, la), shift, neg)
                }
            };
            span_in_bounds(ctx, ch, &mut checks, lo, hi, size)?;
            dims.push((lo, hi));
        }
        spans.push(dims);
    }
    let memrefs: Vec<Value> = accesses.iter().map(|a| a.access.memref).collect();
    ranges_apart(ctx, ch, &memrefs, &spans, pairs)
}

/// Clones the body ops `ops` of a loop once per copy (`maps[u]` maps the copy's values), a
/// nested `scf.for` once for all copies with their bodies fused, at `b`.
fn emit_fused(ctx: &mut Context, b: Builder, ops: &[Op], maps: &mut Vec<FxHashMap<Value, Value>>) {
    for &o in ops {
        if ctx.kind(o) == OpKind::ScfFor {
            let (lb, ub, step) = (ctx.operand(o, 0), ctx.operand(o, 1), ctx.operand(o, 2));
            let body = ctx
                .region_blocks(ctx.regions(o)[0])
                .next()
                .expect("scf.for body");
            let iv = ctx.block_args(body)[0];
            let inner: Vec<Op> = ctx.block_ops(body).collect();
            let inner = inner[..inner.len() - 1].to_vec();
            b.scf_for(ctx, lb, ub, step, &[], |ctx, ib, niv, _| {
                for m in maps.iter_mut() {
                    m.insert(iv, niv);
                }
                emit_fused(ctx, ib, &inner, maps);
                Vec::new()
            });
        } else {
            for m in maps.iter_mut() {
                b.clone_op(ctx, o, m);
            }
        }
    }
}

/// Whether the copies share work the fused innermost loops then do once: a load there at
/// indices free of the outer loop's (`B[k][j]`, one vector load for two rows), moving with the
/// innermost loop. And every store there is elementwise over the innermost loop (`C[i][j]` in
/// the `j` loop): a sum into an element invariant there (2mm's `tmp[i][j]` over `k`) is
/// already carried in registers by scalar replacement after the inner jam, which the doubled
/// sums would exceed.
fn profitable(accesses: &[DeepAccess]) -> bool {
    let moves = |a: &DeepAccess| {
        a.indices
            .iter()
            .any(|i| matches!(i, DeepIndex::Iv(Some(l), ..) if Some(*l) == a.innermost))
    };
    let shared = accesses.iter().any(|a| {
        !a.access.store
            && a.innermost.is_some()
            && moves(a)
            && !a
                .indices
                .iter()
                .any(|i| matches!(i, DeepIndex::Iv(None, ..)))
    });
    shared
        && accesses
            .iter()
            .filter(|a| a.access.store && a.innermost.is_some())
            .all(moves)
}

/// The outer jam of `outer` by `factor`; whether it was done.
fn jam_outer(ctx: &mut Context, outer: Op, factor: i64) -> bool {
    let Some(step) = const_int(ctx, ctx.operand(outer, 2)) else {
        return false;
    };
    if !(1..=1 << 20).contains(&step) || !plain_for(ctx, outer, outer) {
        return false;
    }
    let mut accesses = Vec::new();
    if deep_accesses(ctx, outer, outer, &mut Vec::new(), &mut accesses).is_none()
        || !accesses.iter().any(|a| a.access.store)
    {
        return false;
    }
    if !profitable(&accesses) {
        return false;
    }
    let c = |i: usize| const_int(ctx, ctx.operand(outer, i));
    if let (Some(l), Some(u)) = (c(0), c(1)) {
        if (u - l + step - 1) / step < i128::from(factor) {
            return false;
        }
    }
    let first_new = ctx.prev_op(outer);
    let mut ch = Checker::new(Builder::before(ctx, outer));
    if deep_checks(ctx, &mut ch, outer, &accesses).is_none() {
        erase_built(ctx, outer, first_new);
        return false;
    }
    let step = step as i64;
    let emit = |ctx: &mut Context, b: Builder| {
        let (ilb, iub, istep) = (
            ctx.operand(outer, 0),
            ctx.operand(outer, 1),
            ctx.operand(outer, 2),
        );
        let body = ctx
            .region_blocks(ctx.regions(outer)[0])
            .next()
            .expect("scf.for body");
        let i = ctx.block_args(body)[0];
        let ops: Vec<Op> = ctx.block_ops(body).collect();
        let ops = ops[..ops.len() - 1].to_vec();
        let fs = b.const_index(ctx, factor * step);
        let (n, rest) = match (const_int(ctx, ilb), const_int(ctx, iub)) {
            (Some(l), Some(u)) => {
                let trips = (u - l + i128::from(step) - 1) / i128::from(step);
                let n = l + trips / i128::from(factor) * i128::from(factor * step);
                (b.const_index(ctx, n as i64), n < u)
            }
            _ => {
                let span = b.binary(ctx, OpKind::ArithSubI, iub, ilb);
                let sm1 = b.const_index(ctx, step - 1);
                let span = b.binary(ctx, OpKind::ArithAddI, span, sm1);
                let trips = b.binary(ctx, OpKind::ArithDivSI, span, istep);
                let f = b.const_index(ctx, factor);
                let groups = b.binary(ctx, OpKind::ArithDivSI, trips, f);
                let len = b.binary(ctx, OpKind::ArithMulI, groups, fs);
                (b.binary(ctx, OpKind::ArithAddI, ilb, len), true)
            }
        };
        b.scf_for(ctx, ilb, n, fs, &[], |ctx, ib, ii, _| {
            let mut maps = Vec::new();
            for u in 0..factor {
                let iu = if u == 0 {
                    ii
                } else {
                    let off = ib.const_index(ctx, u * step);
                    ib.binary(ctx, OpKind::ArithAddI, ii, off)
                };
                let mut m = FxHashMap::default();
                m.insert(i, iu);
                maps.push(m);
            }
            emit_fused(ctx, ib, &ops, &mut maps);
            Vec::new()
        });
        if rest {
            let mut map = FxHashMap::default();
            let r = b.clone_op(ctx, outer, &mut map);
            ctx.set_operand(r, 0, n);
        }
    };
    let Some(cond) = ch.all(ctx) else {
        erase_built(ctx, outer, first_new);
        emit(ctx, Builder::before(ctx, outer));
        ctx.erase_op(outer);
        return true;
    };
    let if_op = ch.b.scf_if(
        ctx,
        cond,
        &[],
        |ctx, tb| {
            emit(ctx, tb);
            Vec::new()
        },
        Some(&mut |_ctx, _eb| Vec::new()),
    );
    move_into_else(ctx, if_op, outer, first_new);
    true
}
