//! `buffer-deallocation-simplification`: uses static aliasing information (buffer origins) to
//! shrink `bufferization.dealloc` ops (spec §3.4): drop memrefs that are certainly retained,
//! retained values that certainly do not alias, and split off memrefs that alias nothing else.

use super::dealloc_patterns::{self, create_dealloc, lists, update_if_changed, ValueList};
use super::rewrite::{apply_greedily, const_int, GreedyConfig, Pattern, Patterns, Rewriter};
use super::Pass;
use crate::analysis::buffer_origin::{allocates, view_base, BufferOrigins};
use crate::diag::Diagnostic;
use crate::ir::{Builder, Context, Op, OpKind, Value, ValueDef};

/// The pass.
pub struct BufferDeallocationSimplification;

impl Pass for BufferDeallocationSimplification {
    fn flag(&self) -> &'static str {
        "buffer-deallocation-simplification"
    }
    fn class_name(&self) -> &'static str {
        "BufferDeallocationSimplificationPass"
    }
    fn run(&mut self, ctx: &mut Context, root: Op) -> Result<(), Diagnostic> {
        // Built once before rewriting and not updated, as upstream.
        let origins = BufferOrigins::new(ctx, root);
        apply_greedily(
            ctx,
            root,
            super::canonicalize::fold,
            Patterns::ByKind(patterns_for),
            // Upstream's pass keeps `applyPatternsGreedily`'s bottom-up default.
            GreedyConfig {
                top_down: false,
                ..GreedyConfig::default()
            },
            Some(&origins),
        );
        Ok(())
    }
    // The origins of a function's buffers come from its own ops (a call result is an origin
    // of its own), and the greedy driver rewrites functions one after the other.
    fn function_local(&self) -> bool {
        true
    }
}

/// This pass's own patterns (tried before the dealloc canonicalizations).
const PATTERNS: &[Pattern] = &[
    remove_dealloc_memrefs_contained_in_retained,
    remove_retained_memrefs_guaranteed_to_not_alias,
    split_dealloc_when_not_aliasing_any_other,
    retained_memref_aliasing_always_deallocated_memref,
];

/// This pass's patterns then the dealloc canonicalizations, in that order: all of them
/// rewrite `bufferization.dealloc` only, so other ops are not offered to them one by one.
const DEALLOC_PATTERNS: [Pattern; 10] = [
    PATTERNS[0],
    PATTERNS[1],
    PATTERNS[2],
    PATTERNS[3],
    dealloc_patterns::CANONICALIZE[0],
    dealloc_patterns::CANONICALIZE[1],
    dealloc_patterns::CANONICALIZE[2],
    dealloc_patterns::CANONICALIZE[3],
    dealloc_patterns::CANONICALIZE[4],
    dealloc_patterns::CANONICALIZE[5],
];

const _: () =
    assert!(PATTERNS.len() + dealloc_patterns::CANONICALIZE.len() == DEALLOC_PATTERNS.len());

fn patterns_for(kind: OpKind) -> &'static [Pattern] {
    if kind == OpKind::BufferizationDealloc {
        &DEALLOC_PATTERNS
    } else {
        &[]
    }
}

fn same(rw: &Rewriter, a: Value, b: Value) -> Option<bool> {
    rw.origins.and_then(|o| o.is_same_allocation(rw.ctx, a, b))
}

/// `a` is allocated inside a block that `b` is an argument of: they cannot alias.
fn distinct_alloc_and_block_argument(ctx: &Context, a: Value, b: Value) -> bool {
    let check = |alloc: Value, arg: Value| -> bool {
        let (alloc, arg) = (view_base(ctx, alloc), view_base(ctx, arg));
        let ValueDef::BlockArg(blk, _) = ctx.value(arg).def else {
            return false;
        };
        if !allocates(ctx, alloc) {
            return false;
        }
        let Some(mut o) = ctx.defining_op(alloc) else {
            return false;
        };
        loop {
            if ctx.op_block(o) == Some(blk) {
                return true;
            }
            match ctx.parent_op(o) {
                Some(p) => o = p,
                None => return false,
            }
        }
    };
    check(a, b) || check(b, a)
}

fn may_alias_any(rw: &Rewriter, list: &[Value], m: Value) -> bool {
    list.iter().any(|x| {
        !distinct_alloc_and_block_argument(rw.ctx, *x, m) && same(rw, *x, m) != Some(false)
    })
}

fn is_dealloc(rw: &Rewriter, op: Op) -> bool {
    rw.ctx.kind(op) == OpKind::BufferizationDealloc
}

fn metadata_source(ctx: &Context, m: Value) -> Option<Value> {
    let d = ctx.defining_op(m)?;
    (ctx.kind(d) == OpKind::MemRefExtractStridedMetadata && ctx.result(d, 0) == m)
        .then(|| ctx.operand(d, 0))
}

/// A. Memrefs certainly among the retained values are not freed here; the retained results
/// absorb their conditions.
fn remove_dealloc_memrefs_contained_in_retained(rw: &mut Rewriter, op: Op) -> bool {
    if !is_dealloc(rw, op) {
        return false;
    }
    let (ms, cs, rs) = lists(rw, op);
    // Nothing retained: no memref is among the retained values.
    if rs.is_empty() {
        return false;
    }
    let mut uniq = rs.clone();
    uniq.sort();
    uniq.dedup();
    if uniq.len() != rs.len() {
        return false;
    }
    let results = ValueList::from_slice(rw.ctx.results(op));
    let (mut nm, mut nc) = (ValueList::new(), ValueList::new());
    let mut changed = false;
    for (m, c) in ms.iter().zip(&cs) {
        let qualifies = |v: Value| -> Option<smallvec::SmallVec<[usize; 4]>> {
            let answers: smallvec::SmallVec<[Option<bool>; 4]> =
                rs.iter().map(|r| same(rw, *r, v)).collect();
            if answers.iter().any(|a| a.is_none()) || !answers.contains(&Some(true)) {
                return None;
            }
            Some(
                (0..rs.len())
                    .filter(|i| answers[*i] == Some(true))
                    .collect(),
            )
        };
        let hits = qualifies(*m).or_else(|| metadata_source(rw.ctx, *m).and_then(qualifies));
        match hits {
            Some(idx) => {
                changed = true;
                for i in idx {
                    let u = results[i];
                    let b = Builder::after(rw.ctx, op);
                    let t = rw.ctx.value_type(u);
                    let x = rw.create(&b, OpKind::ArithOrI, &[u, *c], &[t], vec![]);
                    let xr = rw.ctx.result(x, 0);
                    let uses: Vec<_> = rw
                        .ctx
                        .uses(u)
                        .iter()
                        .copied()
                        .filter(|us| us.op != x)
                        .collect();
                    for us in uses {
                        rw.ctx.set_operand(us.op, us.index as usize, xr);
                        rw.add(us.op);
                    }
                }
            }
            None => {
                nm.push(*m);
                nc.push(*c);
            }
        }
    }
    if !changed {
        return false;
    }
    update_if_changed(rw, op, &nm, &nc);
    true
}

/// B. Retained values that cannot alias any freed memref are dropped; their results are false.
fn remove_retained_memrefs_guaranteed_to_not_alias(rw: &mut Rewriter, op: Op) -> bool {
    if !is_dealloc(rw, op) {
        return false;
    }
    let (ms, cs, rs) = lists(rw, op);
    let results = ValueList::from_slice(rw.ctx.results(op));
    let keep: smallvec::SmallVec<[usize; 4]> = (0..rs.len())
        .filter(|i| may_alias_any(rw, &ms, rs[*i]))
        .collect();
    if keep.len() == rs.len() {
        return false;
    }
    let nr: ValueList = keep.iter().map(|i| rs[*i]).collect();
    let new = create_dealloc(rw, op, &ms, &cs, &nr);
    let new_res = ValueList::from_slice(rw.ctx.results(new));
    let f = rw.ctx.bool_attr(false);
    let mut repl = ValueList::new();
    let mut fv = None;
    for i in 0..results.len() {
        match keep.iter().position(|k| *k == i) {
            Some(j) => repl.push(new_res[j]),
            None => {
                let v = *fv.get_or_insert_with(|| rw.constant(op, f));
                repl.push(v);
            }
        }
    }
    rw.replace_op(op, &repl);
    true
}

/// C. Each memref that aliases no other memref gets a dealloc of its own.
fn split_dealloc_when_not_aliasing_any_other(rw: &mut Rewriter, op: Op) -> bool {
    if !is_dealloc(rw, op) {
        return false;
    }
    let (ms, cs, rs) = lists(rw, op);
    if ms.len() < 2 {
        return false;
    }
    let mut split: smallvec::SmallVec<[usize; 4]> = smallvec::SmallVec::new();
    let (mut rest_m, mut rest_c) = (ValueList::new(), ValueList::new());
    for i in 0..ms.len() {
        let others: ValueList = ms
            .iter()
            .enumerate()
            .filter(|(j, _)| *j != i)
            .map(|(_, v)| *v)
            .collect();
        if !may_alias_any(rw, &others, ms[i]) {
            split.push(i);
        } else {
            rest_m.push(ms[i]);
            rest_c.push(cs[i]);
        }
    }
    if split.is_empty() {
        return false;
    }
    let mut split_results: smallvec::SmallVec<[ValueList; 2]> = smallvec::SmallVec::new();
    for i in &split {
        let d = create_dealloc(rw, op, &[ms[*i]], &[cs[*i]], &rs);
        split_results.push(ValueList::from_slice(rw.ctx.results(d)));
    }
    let rest = create_dealloc(rw, op, &rest_m, &rest_c, &rs);
    let rest_res = ValueList::from_slice(rw.ctx.results(rest));
    let b = Builder::before(rw.ctx, op);
    let mut repl = ValueList::new();
    for j in 0..rs.len() {
        let mut acc = rest_res[j];
        for sr in &split_results {
            let t = rw.ctx.value_type(acc);
            let o = rw.create(&b, OpKind::ArithOrI, &[acc, sr[j]], &[t], vec![]);
            acc = rw.ctx.result(o, 0);
        }
        repl.push(acc);
    }
    rw.replace_op(op, &repl);
    true
}

/// D. A retained value that is certainly an always-freed memref: its result is true and, when
/// every retained value is such, those memrefs are dropped.
fn retained_memref_aliasing_always_deallocated_memref(rw: &mut Rewriter, op: Op) -> bool {
    if !is_dealloc(rw, op) {
        return false;
    }
    let (ms, cs, rs) = lists(rw, op);
    // Nothing retained: nothing to mark, and no memref is dropped.
    if rs.is_empty() {
        return false;
    }
    let results = ValueList::from_slice(rw.ctx.results(op));
    let mut marked: smallvec::SmallVec<[bool; 4]> = smallvec::smallvec![false; rs.len()];
    let mut droppable: smallvec::SmallVec<[bool; 4]> = smallvec::smallvec![false; ms.len()];
    for (k, (m, c)) in ms.iter().zip(&cs).enumerate() {
        if const_int(rw.ctx, *c).is_none_or(|x| x == 0) {
            continue;
        }
        for (i, r) in rs.iter().enumerate() {
            let hit = same(rw, *r, *m) == Some(true)
                || metadata_source(rw.ctx, *m).is_some_and(|s| same(rw, *r, s) == Some(true));
            if hit {
                // Upstream rewrites the uses even when it then fails (spec §6 #9).
                rw.replace_value(results[i], *c);
                marked[i] = true;
                droppable[k] = true;
            }
        }
    }
    if !marked.iter().all(|x| *x) {
        return false;
    }
    let (nm, nc): (ValueList, ValueList) = ms
        .iter()
        .zip(&cs)
        .enumerate()
        .filter(|(k, _)| !droppable[*k])
        .map(|(_, (m, c))| (*m, *c))
        .unzip();
    update_if_changed(rw, op, &nm, &nc)
}
