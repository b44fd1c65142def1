//! The canonicalization patterns of `bufferization.dealloc` (spec §3.2), shared by
//! `canonicalize` and `buffer-deallocation-simplification`.

use super::rewrite::{const_int, Pattern, Rewriter};
use crate::ir::interfaces::{effect_info, EffectInfo};
use crate::ir::{Builder, Op, OpKind, Value};

/// `bufferization.dealloc`'s canonicalization patterns, in upstream's order (canonicalize
/// uses these; buffer-deallocation-simplification puts its own in front).
pub const CANONICALIZE: [Pattern; 6] = [
    remove_duplicate_dealloc_memrefs,
    remove_duplicate_retained_memrefs,
    erase_empty_dealloc,
    erase_always_false_dealloc,
    skip_extract_metadata_of_alloc,
    remove_alloc_dealloc_pair_when_no_other_users,
];

/// A dealloc's operand list: short, so held inline (the patterns ask for them on every visit).
pub type ValueList = smallvec::SmallVec<[Value; 8]>;

/// The (memrefs, conditions, retained) lists of a dealloc.
pub fn lists(rw: &Rewriter, op: Op) -> (ValueList, ValueList, ValueList) {
    let ctx = &*rw.ctx;
    // One look-up of the segment sizes (every pattern asks on every visit of a dealloc).
    let segment = ctx.segments_of(op);
    (
        ValueList::from_slice(segment(0)),
        ValueList::from_slice(segment(1)),
        ValueList::from_slice(segment(2)),
    )
}

/// Replaces the memref and condition lists in place; false when they are unchanged.
pub fn update_if_changed(rw: &mut Rewriter, op: Op, ms: &[Value], cs: &[Value]) -> bool {
    let (unchanged, r) = {
        let segment = rw.ctx.segments_of(op);
        (
            segment(0) == ms && segment(1) == cs,
            ValueList::from_slice(segment(2)),
        )
    };
    if unchanged {
        return false;
    }
    let mut ops = ms.to_vec();
    ops.extend_from_slice(cs);
    ops.extend_from_slice(&r);
    rw.ctx.set_operands(op, &ops);
    let seg = rw
        .ctx
        .dense_i32_array(&[ms.len() as i64, cs.len() as i64, r.len() as i64]);
    rw.ctx.set_attr(op, "operandSegmentSizes", seg);
    rw.modified(op);
    true
}

/// Creates a dealloc before `at` with the given lists; returns it.
pub fn create_dealloc(rw: &mut Rewriter, at: Op, ms: &[Value], cs: &[Value], rs: &[Value]) -> Op {
    let op = Builder::before(rw.ctx, at).dealloc(rw.ctx, ms, cs, rs);
    rw.add(op);
    rw.changed = true;
    op
}

fn is_dealloc(rw: &Rewriter, op: Op) -> bool {
    rw.ctx.kind(op) == OpKind::BufferizationDealloc
}

/// 1. Entries with the same memref merge into the first, or-ing the conditions.
pub fn remove_duplicate_dealloc_memrefs(rw: &mut Rewriter, op: Op) -> bool {
    if !is_dealloc(rw, op) {
        return false;
    }
    let (ms, cs, _) = lists(rw, op);
    if !(1..ms.len()).any(|i| ms[..i].contains(&ms[i])) {
        return false;
    }
    let mut nm = ValueList::new();
    let mut nc = ValueList::new();
    for (m, c) in ms.iter().zip(&cs) {
        match nm.iter().position(|x| x == m) {
            Some(i) => {
                if nc[i] != *c {
                    let b = Builder::before(rw.ctx, op);
                    let t = rw.ctx.value_type(*c);
                    let o = rw.create(&b, OpKind::ArithOrI, &[nc[i], *c], &[t], vec![]);
                    nc[i] = rw.ctx.result(o, 0);
                }
            }
            None => {
                nm.push(*m);
                nc.push(*c);
            }
        }
    }
    update_if_changed(rw, op, &nm, &nc)
}

/// 2. Duplicate retained values are dropped; their results map to the first occurrence's.
pub fn remove_duplicate_retained_memrefs(rw: &mut Rewriter, op: Op) -> bool {
    if !is_dealloc(rw, op) {
        return false;
    }
    let (ms, cs, rs) = lists(rw, op);
    let mut nr = ValueList::new();
    let mut map: smallvec::SmallVec<[usize; 4]> = smallvec::SmallVec::new();
    for r in &rs {
        match nr.iter().position(|x| x == r) {
            Some(i) => map.push(i),
            None => {
                map.push(nr.len());
                nr.push(*r);
            }
        }
    }
    if nr.len() == rs.len() {
        return false;
    }
    let new = create_dealloc(rw, op, &ms, &cs, &nr);
    let new_res = ValueList::from_slice(rw.ctx.results(new));
    let repl: ValueList = map.iter().map(|i| new_res[*i]).collect();
    rw.replace_op(op, &repl);
    true
}

/// 3. A dealloc with no memrefs frees nothing: its results are `false`.
pub fn erase_empty_dealloc(rw: &mut Rewriter, op: Op) -> bool {
    if !is_dealloc(rw, op) {
        return false;
    }
    if !rw.ctx.segments_of(op)(0).is_empty() {
        return false;
    }
    let n = rw.ctx.results(op).len();
    let repl = if n > 0 {
        let f = rw.ctx.bool_attr(false);
        let v = rw.constant(op, f);
        vec![v; n]
    } else {
        Vec::new()
    };
    rw.replace_op(op, &repl);
    true
}

/// 4. Entries whose condition is constant `false` are dropped.
pub fn erase_always_false_dealloc(rw: &mut Rewriter, op: Op) -> bool {
    if !is_dealloc(rw, op) {
        return false;
    }
    let (ms, cs, _) = lists(rw, op);
    if !cs.iter().any(|c| const_int(rw.ctx, *c) == Some(0)) {
        return false;
    }
    let (mut nm, mut nc) = (ValueList::new(), ValueList::new());
    for (m, c) in ms.iter().zip(&cs) {
        if const_int(rw.ctx, *c) == Some(0) {
            continue;
        }
        nm.push(*m);
        nc.push(*c);
    }
    update_if_changed(rw, op, &nm, &nc)
}

fn allocates(rw: &Rewriter, v: Value) -> Option<Op> {
    let d = rw.ctx.defining_op(v)?;
    crate::ir::interfaces::allocates_value(rw.ctx, d, v).then_some(d)
}

/// 5. The base buffer of a fresh allocation is the allocation itself.
pub fn skip_extract_metadata_of_alloc(rw: &mut Rewriter, op: Op) -> bool {
    if !is_dealloc(rw, op) {
        return false;
    }
    let (ms, cs, _) = lists(rw, op);
    let nm: ValueList = ms
        .iter()
        .map(|m| {
            let ctx = &*rw.ctx;
            if let Some(md) = ctx
                .defining_op(*m)
                .filter(|d| ctx.kind(*d) == OpKind::MemRefExtractStridedMetadata)
            {
                if ctx.result(md, 0) == *m {
                    let src = ctx.operand(md, 0);
                    if allocates(rw, src).is_some() {
                        return src;
                    }
                }
            }
            *m
        })
        .collect();
    if nm == ms {
        return false;
    }
    update_if_changed(rw, op, &nm, &cs)
}

/// 6. An allocation used only by this dealloc is never needed: drop both.
pub fn remove_alloc_dealloc_pair_when_no_other_users(rw: &mut Rewriter, op: Op) -> bool {
    if !is_dealloc(rw, op) {
        return false;
    }
    let (ms, cs, _) = lists(rw, op);
    let (mut nm, mut nc) = (ValueList::new(), ValueList::new());
    let mut to_erase = Vec::new();
    for (m, c) in ms.iter().zip(&cs) {
        let single = allocates(rw, *m).filter(|d| {
            matches!(effect_info(rw.ctx, *d), EffectInfo::Known(e) if e.len() == 1)
                && rw.ctx.uses(*m).len() == 1
        });
        match single {
            Some(d) if !to_erase.contains(&d) => to_erase.push(d),
            _ => {
                nm.push(*m);
                nc.push(*c);
            }
        }
    }
    if to_erase.is_empty() {
        return false;
    }
    update_if_changed(rw, op, &nm, &nc);
    for d in to_erase {
        rw.erase_op(d);
    }
    true
}
