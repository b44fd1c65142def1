//! `jit-scalar-replacement` (ours, not an upstream pass): in an innermost `scf.for` whose body
//! is loads, stores and effect-free ops, a memref element accessed at loop-invariant indices
//! (`C[i, j]` in a `k` loop) is kept in a register: loaded once before the loop, carried as an
//! `iter_arg` when the loop stores to it, and stored once after it. Loads at invariant indices
//! that the loop never stores to are hoisted the same way (which also lets the JIT's vectorizer
//! take the loop). Every iteration computes what it did before, in the same order, so results
//! are bit-identical.
//!
//! That is valid only when no other access of the loop touches the promoted element. Memrefs
//! with distinct allocations as roots (`memref.alloc`/`alloca`, looking through views) are
//! disjoint; any other pair is checked at run time: the loop is versioned,
//!
//! ```text
//! scf.if (lb < ub) && (each promoted element in bounds) && (no other access's address range
//!         over the loop overlaps a promoted element) { load; optimized loop; store }
//! else { the original loop }
//! ```
//!
//! so a zero-trip loop, an out-of-bounds promoted index (which faults in the original loop, at
//! its own place) and aliasing arguments or views all run the loop as written. An access's
//! address range over the loop comes from its indices: invariant, the induction variable plus
//! or minus an invariant, or else the whole dimension.

use super::loop_invariant_code_motion::defined_outside;
use super::Pass;
use crate::diag::Diagnostic;
use crate::ir::attrs::CmpIPredicate;
use crate::ir::builder::Builder;
use crate::ir::interfaces::{is_memory_effect_free, view_source};
use crate::ir::{Context, FloatKind, Op, OpKind, Type, TypeData, Value};
use rustc_hash::FxHashMap;

/// More run-time address checks than this for one loop: the loop is left as it is.
const MAX_CHECKS: usize = 128;

/// The pass.
pub struct JitScalarReplacement;

impl Pass for JitScalarReplacement {
    fn flag(&self) -> &'static str {
        "jit-scalar-replacement"
    }
    fn class_name(&self) -> &'static str {
        "JitScalarReplacement"
    }
    fn run(&mut self, ctx: &mut Context, root: Op) -> Result<(), Diagnostic> {
        for l in innermost_for_loops(ctx, root) {
            promote_loop(ctx, l);
        }
        Ok(())
    }
}

/// The `scf.for` loops nested in `op` with no region in their body, in program order.
pub fn innermost_for_loops(ctx: &Context, op: Op) -> Vec<Op> {
    let mut out = Vec::new();
    ctx.walk(op, &mut |o| {
        if ctx.kind(o) == OpKind::ScfFor {
            let body = ctx.region_blocks(ctx.regions(o)[0]).next();
            if body.is_some_and(|b| ctx.block_ops(b).all(|x| ctx.regions(x).is_empty())) {
                out.push(o);
            }
        }
    });
    out
}

/// A load or store of the loop body.
pub(super) struct Access {
    pub(super) op: Op,
    pub(super) store: bool,
    pub(super) memref: Value,
    pub(super) indices: Vec<Value>,
}

impl Access {
    pub(super) fn of(ctx: &Context, op: Op) -> Option<Access> {
        let ops = ctx.operands(op);
        match ctx.kind(op) {
            OpKind::MemRefLoad => Some(Access {
                op,
                store: false,
                memref: ops[0],
                indices: ops[1..].to_vec(),
            }),
            OpKind::MemRefStore => Some(Access {
                op,
                store: true,
                memref: ops[1],
                indices: ops[2..].to_vec(),
            }),
            _ => None,
        }
    }
}

/// The accesses of one element at loop-invariant indices.
struct Group {
    memref: Value,
    indices: Vec<Value>,
    /// Indices into the loop's access list, in body order.
    members: Vec<usize>,
    stored: bool,
}

/// The bytes of one element of a memref of `elem` (`None`: not a scalar we know).
fn elem_bytes(ctx: &Context, elem: Type) -> Option<i64> {
    match ctx.ty(elem) {
        TypeData::Integer { width, .. } if *width > 0 && *width <= 64 => {
            Some((i64::from(*width) + 7) / 8)
        }
        TypeData::Index => Some(8),
        TypeData::Float(k) => match k {
            FloatKind::F16 | FloatKind::BF16 => Some(2),
            FloatKind::F32 => Some(4),
            FloatKind::F64 => Some(8),
            _ => None,
        },
        _ => None,
    }
}

/// The root buffer of a memref: through views to an allocation, a block argument or a global.
fn root(ctx: &Context, mut v: Value) -> Value {
    while let Some(d) = ctx.defining_op(v) {
        match view_source(ctx, d) {
            Some(s) => v = s,
            None => break,
        }
    }
    v
}

/// Whether two memrefs are known to be disjoint: different roots, one of them a fresh
/// allocation and the other a buffer that cannot be that allocation (another allocation, a
/// global, or an argument of the function's entry block). Any other root (a loop's `iter_arg`, an
/// `arith.select` or `scf.if` result, a call's result) may be the allocation itself.
pub(super) fn disjoint(ctx: &Context, a: Value, b: Value) -> bool {
    let (ra, rb) = (root(ctx, a), root(ctx, b));
    let kind = |v: Value| ctx.defining_op(v).map(|d| ctx.kind(d));
    let fresh = |v: Value| matches!(kind(v), Some(OpKind::MemRefAlloc | OpKind::MemRefAlloca));
    let other = |v: Value| match ctx.defining_op(v) {
        Some(_) => fresh(v) || kind(v) == Some(OpKind::MemRefGetGlobal),
        None => ctx.value_block(v).is_some_and(|b| {
            ctx.block_parent_op(b)
                .is_some_and(|f| ctx.kind(f) == OpKind::FuncFunc)
                && ctx
                    .block_region(b)
                    .and_then(|r| ctx.region_blocks(r).next())
                    == Some(b)
        }),
    };
    ra != rb && ((fresh(ra) && other(rb)) || (fresh(rb) && other(ra)))
}

/// How an index varies over the loop.
pub(super) enum IndexRange {
    /// The same value in every iteration.
    Invariant(Value),
    /// `iv + c` (`c` invariant; `negate`: `iv - c`).
    Shifted(Option<Value>, bool),
    /// Anything: the whole dimension.
    Any,
}

pub(super) fn index_range(
    ctx: &Context,
    lp: Op,
    iv: Value,
    v: Value,
    iv_index: bool,
) -> IndexRange {
    if defined_outside(ctx, v, lp) {
        return IndexRange::Invariant(v);
    }
    if !iv_index {
        return IndexRange::Any;
    }
    if v == iv {
        return IndexRange::Shifted(None, false);
    }
    if let Some(d) = ctx.defining_op(v) {
        let ops = ctx.operands(d);
        let inv = |x: Value| defined_outside(ctx, x, lp);
        match ctx.kind(d) {
            OpKind::ArithAddI if ops[0] == iv && inv(ops[1]) => {
                return IndexRange::Shifted(Some(ops[1]), false)
            }
            OpKind::ArithAddI if ops[1] == iv && inv(ops[0]) => {
                return IndexRange::Shifted(Some(ops[0]), false)
            }
            OpKind::ArithSubI if ops[0] == iv && inv(ops[1]) => {
                return IndexRange::Shifted(Some(ops[1]), true)
            }
            _ => {}
        }
    }
    IndexRange::Any
}

/// Run-time layout of a memref, built on demand before the loop.
pub(super) struct Layout {
    base: Value,
    offset: Value,
    pub(super) sizes: Vec<Value>,
    strides: Vec<Value>,
    bytes: i64,
}

/// Builds the checks before the loop.
pub(super) struct Checker {
    pub(super) b: Builder,
    layouts: FxHashMap<Value, Layout>,
    consts: FxHashMap<i64, Value>,
    pub(super) conds: Vec<Value>,
}

impl Checker {
    pub(super) fn new(b: Builder) -> Checker {
        Checker {
            b,
            layouts: FxHashMap::default(),
            consts: FxHashMap::default(),
            conds: Vec::new(),
        }
    }

    pub(super) fn constant(&mut self, ctx: &mut Context, c: i64) -> Value {
        if let Some(v) = self.consts.get(&c) {
            return *v;
        }
        let v = self.b.const_index(ctx, c);
        self.consts.insert(c, v);
        v
    }

    /// `a k b`, folded when an operand is a neutral or absorbing constant.
    pub(super) fn bin(&mut self, ctx: &mut Context, k: OpKind, a: Value, b: Value) -> Value {
        let c = |v: Value| crate::ir::matchers::const_int(ctx, v);
        match (k, c(a), c(b)) {
            (OpKind::ArithMulI, Some(1), _) | (OpKind::ArithAddI, Some(0), _) => return b,
            (OpKind::ArithMulI, _, Some(1))
            | (OpKind::ArithAddI | OpKind::ArithSubI, _, Some(0)) => return a,
            (OpKind::ArithMulI, Some(0), _) => return a,
            (OpKind::ArithMulI, _, Some(0)) => return b,
            (OpKind::ArithMinSI | OpKind::ArithMaxSI, _, _) if a == b => return a,
            (OpKind::ArithAddI, Some(x), Some(y)) => {
                if let Ok(s) = i64::try_from(x + y) {
                    return self.constant(ctx, s);
                }
            }
            (OpKind::ArithMulI, Some(x), Some(y)) => {
                if let Ok(s) = i64::try_from(x * y) {
                    return self.constant(ctx, s);
                }
            }
            _ => {}
        }
        self.b.binary(ctx, k, a, b)
    }

    /// The layout of `m` (a ranked memref of a known scalar type); `None` otherwise.
    pub(super) fn layout(&mut self, ctx: &mut Context, m: Value) -> Option<&Layout> {
        if !self.layouts.contains_key(&m) {
            let t = ctx.value_type(m);
            let (shape, elem, space) = match ctx.ty(t) {
                TypeData::MemRef {
                    shape, elem, space, ..
                } => (shape.clone(), *elem, *space),
                _ => return None,
            };
            let bytes = elem_bytes(ctx, elem)?;
            let (offset, strides) = ctx.memref_strides(t)?;
            let dynamic = crate::ir::types::DYNAMIC;
            let base = self.b.extract_aligned_pointer(ctx, m);
            let any_dynamic =
                offset == dynamic || strides.contains(&dynamic) || shape.contains(&dynamic);
            let meta: Option<Vec<Value>> = any_dynamic.then(|| {
                let base_t = ctx.intern_type(TypeData::MemRef {
                    shape: vec![],
                    elem,
                    layout: None,
                    space,
                });
                let it = ctx.index_type();
                let mut types = vec![base_t];
                types.extend(std::iter::repeat_n(it, 1 + 2 * shape.len()));
                let op = self.b.create(
                    ctx,
                    OpKind::MemRefExtractStridedMetadata,
                    &[m],
                    &types,
                    vec![],
                    &[],
                );
                ctx.results(op).to_vec()
            });
            let r = shape.len();
            let pick = |me: &mut Self, ctx: &mut Context, c: i64, i: usize| match &meta {
                Some(vals) if c == dynamic => vals[i],
                _ => me.constant(ctx, c),
            };
            let offset = pick(self, ctx, offset, 1);
            let sizes = (0..r).map(|d| pick(self, ctx, shape[d], 2 + d)).collect();
            let strides = (0..r)
                .map(|d| pick(self, ctx, strides[d], 2 + r + d))
                .collect();
            self.layouts.insert(
                m,
                Layout {
                    base,
                    offset,
                    sizes,
                    strides,
                    bytes,
                },
            );
        }
        self.layouts.get(&m)
    }

    /// The byte address of `m[indices]` (a promoted element).
    fn address(&mut self, ctx: &mut Context, m: Value, indices: &[Value]) -> Option<Value> {
        let l = self.layout(ctx, m)?;
        let (base, offset, strides, bytes) = (l.base, l.offset, l.strides.clone(), l.bytes);
        let mut lin = offset;
        for (i, s) in indices.iter().zip(strides) {
            let p = self.bin(ctx, OpKind::ArithMulI, *i, s);
            lin = self.bin(ctx, OpKind::ArithAddI, lin, p);
        }
        let eb = self.constant(ctx, bytes);
        let off = self.bin(ctx, OpKind::ArithMulI, lin, eb);
        Some(self.bin(ctx, OpKind::ArithAddI, base, off))
    }

    /// `0 <= indices < sizes` of `m`.
    fn in_bounds(&mut self, ctx: &mut Context, m: Value, indices: &[Value]) -> Option<()> {
        let sizes = self.layout(ctx, m)?.sizes.clone();
        for (i, s) in indices.iter().zip(sizes) {
            let c = |v: Value| crate::ir::matchers::const_int(ctx, v);
            if let (Some(i), Some(s)) = (c(*i), c(s)) {
                if i >= 0 && i < s {
                    continue;
                }
            }
            let c = self.b.cmpi(ctx, CmpIPredicate::Ult, *i, s);
            self.conds.push(c);
        }
        Some(())
    }

    /// The byte range `[lo, hi)` that `m[ranges]` covers over the loop (`lb..=last` the
    /// induction variable's range).
    fn range(
        &mut self,
        ctx: &mut Context,
        m: Value,
        ranges: &[IndexRange],
        lb: Value,
        last: Value,
    ) -> Option<(Value, Value)> {
        let sizes = self.layout(ctx, m)?.sizes.clone();
        let mut dims = Vec::with_capacity(ranges.len());
        for (d, r) in ranges.iter().enumerate() {
            dims.push(match r {
                IndexRange::Invariant(v) => (*v, *v),
                IndexRange::Shifted(None, _) => (lb, last),
                IndexRange::Shifted(Some(c), neg) => {
                    let k = if *neg {
                        OpKind::ArithSubI
                    } else {
                        OpKind::ArithAddI
                    };
                    (self.bin(ctx, k, lb, *c), self.bin(ctx, k, last, *c))
                }
                IndexRange::Any => {
                    let one = self.constant(ctx, 1);
                    let zero = self.constant(ctx, 0);
                    (zero, self.bin(ctx, OpKind::ArithSubI, sizes[d], one))
                }
            });
        }
        self.span(ctx, m, &dims)
    }

    /// The byte range `[lo, hi)` of the elements of `m` whose index in each dimension `d` lies
    /// between `dims[d].0` and `dims[d].1` (either order).
    pub(super) fn span(
        &mut self,
        ctx: &mut Context,
        m: Value,
        dims: &[(Value, Value)],
    ) -> Option<(Value, Value)> {
        let l = self.layout(ctx, m)?;
        let (base, offset, strides, bytes) = (l.base, l.offset, l.strides.clone(), l.bytes);
        let mut lo = offset;
        let mut hi = offset;
        for (&(a, b), s) in dims.iter().zip(strides) {
            let pa = self.bin(ctx, OpKind::ArithMulI, a, s);
            let pb = if a == b {
                pa
            } else {
                self.bin(ctx, OpKind::ArithMulI, b, s)
            };
            let mn = self.bin(ctx, OpKind::ArithMinSI, pa, pb);
            let mx = self.bin(ctx, OpKind::ArithMaxSI, pa, pb);
            lo = self.bin(ctx, OpKind::ArithAddI, lo, mn);
            hi = self.bin(ctx, OpKind::ArithAddI, hi, mx);
        }
        let eb = self.constant(ctx, bytes);
        let one = self.constant(ctx, 1);
        let lo_b = self.bin(ctx, OpKind::ArithMulI, lo, eb);
        let lo_a = self.bin(ctx, OpKind::ArithAddI, base, lo_b);
        let hi1 = self.bin(ctx, OpKind::ArithAddI, hi, one);
        let hi_b = self.bin(ctx, OpKind::ArithMulI, hi1, eb);
        let hi_a = self.bin(ctx, OpKind::ArithAddI, base, hi_b);
        Some((lo_a, hi_a))
    }

    /// The conjunction of the checks asked for (taken), `None` when there are none.
    pub(super) fn all(&mut self, ctx: &mut Context) -> Option<Value> {
        let conds = std::mem::take(&mut self.conds);
        let (first, rest) = conds.split_first()?;
        let mut cond = *first;
        for &c in rest {
            cond = self.bin(ctx, OpKind::ArithAndI, cond, c);
        }
        Some(cond)
    }

    /// `[lo1, hi1)` and `[lo2, hi2)` do not meet.
    pub(super) fn ranges_apart(
        &mut self,
        ctx: &mut Context,
        (lo1, hi1): (Value, Value),
        (lo2, hi2): (Value, Value),
    ) {
        let before = self.b.cmpi(ctx, CmpIPredicate::Ule, hi1, lo2);
        let after = self.b.cmpi(ctx, CmpIPredicate::Ule, hi2, lo1);
        let c = self.bin(ctx, OpKind::ArithOrI, before, after);
        self.conds.push(c);
    }

    /// `[p, p + bytes)` does not meet `[lo, hi)`.
    fn apart(&mut self, ctx: &mut Context, p: Value, bytes: i64, lo: Value, hi: Value) {
        let eb = self.constant(ctx, bytes);
        let end = self.bin(ctx, OpKind::ArithAddI, p, eb);
        self.ranges_apart(ctx, (p, end), (lo, hi));
    }
}

/// Promotes the invariant accesses of one innermost loop, when it qualifies.
fn promote_loop(ctx: &mut Context, lp: Op) {
    let body = ctx
        .region_blocks(ctx.regions(lp)[0])
        .next()
        .expect("scf.for body");
    let ops: Vec<Op> = ctx.block_ops(body).collect();
    let (yield_op, ops) = ops.split_last().expect("scf.for terminator");
    let mut accesses = Vec::new();
    for &o in ops {
        if let Some(a) = Access::of(ctx, o) {
            accesses.push(a);
        } else if !is_memory_effect_free(ctx, o) || !ctx.regions(o).is_empty() {
            return;
        }
    }
    // Group the accesses of one element at invariant indices.
    let mut groups: Vec<Group> = Vec::new();
    for (i, a) in accesses.iter().enumerate() {
        let invariant = defined_outside(ctx, a.memref, lp)
            && a.indices.iter().all(|v| defined_outside(ctx, *v, lp));
        if !invariant {
            continue;
        }
        let elem = ctx.value_type(a.memref);
        if !matches!(ctx.ty(elem), TypeData::MemRef { .. }) {
            continue;
        }
        match groups
            .iter_mut()
            .find(|g| g.memref == a.memref && g.indices == a.indices)
        {
            Some(g) => {
                g.members.push(i);
                g.stored |= a.store;
            }
            None => groups.push(Group {
                memref: a.memref,
                indices: a.indices.clone(),
                members: vec![i],
                stored: a.store,
            }),
        }
    }
    if groups.is_empty() {
        return;
    }
    let in_group: FxHashMap<usize, usize> = groups
        .iter()
        .enumerate()
        .flat_map(|(g, gr)| gr.members.iter().map(move |m| (*m, g)))
        .collect();
    // The (group, access) pairs to check at run time.
    let mut pairs = Vec::new();
    for (gi, g) in groups.iter().enumerate() {
        for (ai, a) in accesses.iter().enumerate() {
            if in_group.get(&ai) == Some(&gi) || !(g.stored || a.store) {
                continue;
            }
            if !disjoint(ctx, g.memref, a.memref) {
                // The check is built before the loop: a memref made inside the loop (a view
                // that LICM did not hoist) cannot be checked there.
                if !defined_outside(ctx, a.memref, lp) {
                    return;
                }
                pairs.push((gi, ai));
            }
        }
    }
    if pairs.len() > MAX_CHECKS {
        return;
    }
    let ops3 = ctx.operands(lp).to_vec();
    let (lb, ub, step) = (ops3[0], ops3[1], ops3[2]);
    let inits = ops3[3..].to_vec();
    let iv = ctx.block_args(body)[0];
    let unsigned = ctx.get_attr(lp, "unsignedCmp").is_some();
    // Address ranges follow a signed index induction variable only.
    let iv_index = matches!(ctx.ty(ctx.value_type(iv)), TypeData::Index) && !unsigned;
    let mut ch = Checker::new(Builder::before(ctx, lp));
    // Everything is built before the loop; on a failure the ops built so far are erased.
    let first_new = ctx.prev_op(lp);
    let built = (|| -> Option<()> {
        let pred = if unsigned {
            CmpIPredicate::Ult
        } else {
            CmpIPredicate::Slt
        };
        let nonempty = ch.b.cmpi(ctx, pred, lb, ub);
        ch.conds.push(nonempty);
        let mut addrs = Vec::new();
        for g in &groups {
            ch.in_bounds(ctx, g.memref, &g.indices)?;
            addrs.push(ch.address(ctx, g.memref, &g.indices)?);
        }
        let last = if iv_index && !pairs.is_empty() {
            let one = ch.constant(ctx, 1);
            Some(ch.bin(ctx, OpKind::ArithSubI, ub, one))
        } else {
            None
        };
        for &(gi, ai) in &pairs {
            let a = &accesses[ai];
            let ranges: Vec<IndexRange> = a
                .indices
                .iter()
                .map(|v| index_range(ctx, lp, iv, *v, iv_index))
                .collect();
            let (lo, hi) = ch.range(ctx, a.memref, &ranges, lb, last.unwrap_or(lb))?;
            let bytes = ch.layout(ctx, groups[gi].memref)?.bytes;
            ch.apart(ctx, addrs[gi], bytes, lo, hi);
        }
        Some(())
    })();
    if built.is_none() {
        erase_built(ctx, lp, first_new);
        return;
    }
    let cond = ch.all(ctx).expect("the loop-runs check");
    // The versioned loop.
    let result_types: Vec<Type> = ctx.results(lp).iter().map(|r| ctx.value_type(*r)).collect();
    let b = ch.b;
    let if_op = b.scf_if(
        ctx,
        cond,
        &result_types,
        |ctx, tb| {
            let mut cur: Vec<Value> = Vec::new();
            for g in &groups {
                let load_b = Builder {
                    block: tb.block,
                    before: tb.before,
                    loc: ctx.op_loc(accesses[g.members[0]].op),
                };
                let elem = crate::ir::linalg::elem_type(ctx, ctx.value_type(g.memref));
                let mut operands = vec![g.memref];
                operands.extend_from_slice(&g.indices);
                cur.push(load_b.create_value(ctx, OpKind::MemRefLoad, &operands, elem, vec![]));
            }
            let stored: Vec<usize> = (0..groups.len()).filter(|g| groups[*g].stored).collect();
            let mut loop_inits = inits.clone();
            loop_inits.extend(stored.iter().map(|g| cur[*g]));
            let new_loop = tb.scf_for(ctx, lb, ub, step, &loop_inits, |ctx, lb2, niv, iters| {
                let mut map: FxHashMap<Value, Value> = FxHashMap::default();
                map.insert(iv, niv);
                let old_args = ctx.block_args(body)[1..].to_vec();
                for (o, n) in old_args.iter().zip(iters) {
                    map.insert(*o, *n);
                }
                let mut cur = cur.clone();
                for (k, g) in stored.iter().enumerate() {
                    cur[*g] = iters[inits.len() + k];
                }
                let mut ai = 0;
                for &o in ops {
                    let is_access = ai < accesses.len() && accesses[ai].op == o;
                    let g = if is_access {
                        in_group.get(&ai).copied()
                    } else {
                        None
                    };
                    if is_access {
                        ai += 1;
                    }
                    match g {
                        Some(g) if ctx.kind(o) == OpKind::MemRefLoad => {
                            map.insert(ctx.result(o, 0), cur[g]);
                        }
                        Some(g) => {
                            let v = ctx.operand(o, 0);
                            cur[g] = *map.get(&v).unwrap_or(&v);
                        }
                        None => {
                            lb2.clone_op(ctx, o, &mut map);
                        }
                    }
                }
                let mut ys: Vec<Value> = ctx
                    .operands(*yield_op)
                    .iter()
                    .map(|v| *map.get(v).unwrap_or(v))
                    .collect();
                ys.extend(stored.iter().map(|g| cur[*g]));
                ys
            });
            let res = ctx.results(new_loop).to_vec();
            for (k, g) in stored.iter().enumerate() {
                let last_store = *groups[*g]
                    .members
                    .iter()
                    .rev()
                    .find(|m| accesses[**m].store)
                    .expect("a stored group has a store");
                let sb = Builder {
                    block: tb.block,
                    before: tb.before,
                    loc: ctx.op_loc(accesses[last_store].op),
                };
                let mut operands = vec![res[inits.len() + k], groups[*g].memref];
                operands.extend_from_slice(&groups[*g].indices);
                sb.create(ctx, OpKind::MemRefStore, &operands, &[], vec![], &[]);
            }
            res[..inits.len()].to_vec()
        },
        Some(&mut |_ctx, _eb| Vec::new()),
    );
    // The original loop becomes the else branch.
    for (o, n) in ctx
        .results(lp)
        .to_vec()
        .into_iter()
        .zip(ctx.results(if_op).to_vec())
    {
        ctx.replace_all_uses(o, n);
    }
    let else_yield = move_into_else(ctx, if_op, lp, first_new);
    let lr = ctx.results(lp).to_vec();
    ctx.set_operands(else_yield, &lr);
}

/// Erases the ops built before `lp` since `first_new` (checks abandoned), users first.
pub(super) fn erase_built(ctx: &mut Context, lp: Op, first_new: Option<Op>) {
    let mut o = ctx.prev_op(lp);
    while o.is_some() && o != first_new {
        let cur = o.expect("op");
        o = ctx.prev_op(cur);
        ctx.erase_op(cur);
    }
}

/// Moves `lp` into the else branch of the versioning `if_op` (before its yield, which it
/// returns) and erases the ops built before `if_op` since `first_new` that nothing uses (parts
/// of layouts and constants the checks did not need), users first.
pub(super) fn move_into_else(ctx: &mut Context, if_op: Op, lp: Op, first_new: Option<Op>) -> Op {
    let else_block = ctx
        .region_blocks(ctx.regions(if_op)[1])
        .next()
        .expect("else block");
    let else_yield = ctx.last_op(else_block).expect("else yield");
    ctx.detach_op(lp);
    ctx.insert_op(else_block, Some(else_yield), lp);
    let mut o = ctx.prev_op(if_op);
    while o.is_some() && o != first_new {
        let cur = o.expect("op");
        o = ctx.prev_op(cur);
        if ctx.results(cur).iter().all(|r| ctx.use_empty(*r)) {
            ctx.erase_op(cur);
        }
    }
    else_yield
}
