//! Runs several iterations of an `scf.for` at once, one per vector lane, when its body is more
//! than the elementwise loop of `vectorize.rs` can take: nested loops (whose trip counts do
//! not depend on the lane), loads at addresses that do not depend on the lane (one scalar
//! load, shared), loads whose lane index is not the innermost (one scalar load per lane), and
//! `iter_args` of nested loops carried per lane.
//!
//! This is how float reductions run in vectors without being reassociated: in
//! `for j { for k { c[j] += a[k] * b[k][j] } }` the lanes are consecutive `j`, and each lane
//! runs its own `k` loop in order, so every lane computes exactly the scalar sums
//! (gemm/2mm/trmm's `k` loops, mvt/gesummv's dot products with the lanes on the outer loop).
//!
//! Every lane executes the ops of the body in their order; only the interleaving of different
//! lanes changes. That is invisible when no memory element is written by one lane and accessed
//! by another, which the plan makes sure of:
//! - a store's last index is the lane's induction variable plus a lane-independent value (the
//!   lanes write different elements), and stores at lane-independent addresses are refused;
//! - another access to the same memref value must have the same last index (the same
//!   element of each lane) over the identity layout;
//! - any two different memref values of which one is stored to must not overlap at all: their
//!   extents are compared at run time, and the scalar loop runs when they do.
//!
//! Integer reductions over the loop's own `iter_args` (`acc = op(acc, x)`, the result only
//! yielded: wrapping add and mul, and/or/xor, and min/max on 32-bit lanes) keep a partial result
//! per lane, folded into the initial value before the scalar loop runs the rest: exact,
//! because these ops regroup freely. Float accumulators are never regrouped.
//!
//! Values that are the same in every lane (constants, loads at lane-independent addresses,
//! nested induction variables, index arithmetic) stay scalars and are lowered as usual. The
//! iterations left over (fewer than a vector's lanes) run in the ordinary scalar loop.

use super::vectorize::{is_elementwise, lane_flags, lane_type};
use super::FnLower;
use crate::diag::Diagnostic;
use crate::ir::{Block, Context, Op, OpKind, Type, TypeData, Value};
use cranelift_codegen::ir::{self, condcodes::IntCC, types, InstBuilder};
use cranelift_frontend::FunctionBuilder;
use rustc_hash::FxHashMap;
use smallvec::smallvec;

/// Nests with more ops than this are not duplicated into a lane copy (code size).
const MAX_OPS: usize = 2000;

/// What a value of the loop nest is to the lanes.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Class {
    /// The same in every lane: a scalar.
    Uniform,
    /// The lane's induction variable plus a uniform value; held as the first lane's scalar
    /// value (lane `l` adds `l`). Only ever an index of an access or of more such arithmetic.
    Index,
    /// One value per lane: a vector.
    Lanes,
    /// The partial results of an integer reduction over the loop's `iter_args`: a vector,
    /// only ever the accumulator operand of its one reducing op, then yielded.
    Acc,
}

/// How a load or store of the nest reaches memory.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Access {
    /// No index depends on the lane: one scalar access (loads only).
    Uniform,
    /// The last index is the lane's, over a unit stride: one vector access.
    Contiguous,
    /// Index `k` (not the last) is the lane's: one scalar load per lane (loads only).
    Gather(usize),
}

/// How to run a qualifying loop with its iterations in vector lanes.
pub(super) struct LanePlan {
    classes: FxHashMap<Value, Class>,
    accesses: FxHashMap<Op, Access>,
    /// Pairs of different memref values, one of them stored to, that must not overlap.
    disjoint: Vec<(Value, Value)>,
    /// The element type of every lane value.
    elem: Type,
    /// The reducing op of each of the loop's `iter_args`, in order.
    reductions: Vec<OpKind>,
}

/// Integer ops whose reductions may be regrouped: wrapping `addi`/`muli`, the bitwise ops and,
/// on 32-bit lanes, min/max (no 64-bit lane form on every x64).
fn reducible(k: OpKind, lane_bits: u32) -> bool {
    use OpKind::*;
    matches!(k, ArithAddI | ArithMulI | ArithAndI | ArithOrI | ArithXOrI)
        || (lane_bits == 32 && matches!(k, ArithMaxSI | ArithMinSI | ArithMaxUI | ArithMinUI))
}

/// Pure arith ops that cannot fault, lowered once for all lanes when their operands are the
/// same in every lane.
fn uniform_ok(k: OpKind) -> bool {
    use OpKind::*;
    is_elementwise(k)
        || matches!(
            k,
            ArithConstant
                | ArithCmpI
                | ArithCmpF
                | ArithSelect
                | ArithMaxSI
                | ArithMinSI
                | ArithIndexCast
                | ArithIndexCastUI
                | ArithExtSI
                | ArithExtUI
                | ArithTruncI
                | ArithSIToFP
        )
}

/// Types held in one Cranelift value.
fn scalar(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.ty(t),
        TypeData::Integer { .. } | TypeData::Float(_) | TypeData::Index
    )
}

struct Planner<'c> {
    ctx: &'c Context,
    classes: FxHashMap<Value, Class>,
    accesses: FxHashMap<Op, Access>,
    elem: Option<Type>,
    /// Every access: its memref, op, and whether it stores.
    mem: Vec<(Value, Op, bool)>,
    ops: usize,
    /// The reducing ops of the top loop's accumulators.
    reducing: Vec<Op>,
}

impl Planner<'_> {
    /// Values not classified are defined before the loop: the same in every lane.
    fn class(&self, v: Value) -> Class {
        self.classes.get(&v).copied().unwrap_or(Class::Uniform)
    }

    /// Whether lane values of type `t` fit the plan's one element type.
    fn lanes_of(&mut self, t: Type) -> bool {
        lane_type(self.ctx, t).is_some() && *self.elem.get_or_insert(t) == t
    }

    fn access(&self, m: Value, idx: &[Value]) -> Option<Access> {
        let (_, strides) = self.ctx.memref_strides(self.ctx.value_type(m))?;
        if self.class(m) != Class::Uniform
            || idx
                .iter()
                .any(|v| matches!(self.class(*v), Class::Lanes | Class::Acc))
        {
            return None;
        }
        let lane: Vec<usize> = (0..idx.len())
            .filter(|k| self.class(idx[*k]) == Class::Index)
            .collect();
        match lane[..] {
            [] => Some(Access::Uniform),
            [k] if k + 1 == idx.len() => (strides.last() == Some(&1)).then_some(Access::Contiguous),
            [k] => Some(Access::Gather(k)),
            _ => None,
        }
    }

    fn block(&mut self, b: Block) -> Option<()> {
        let ctx = self.ctx;
        for o in ctx.block_ops(b) {
            self.ops += 1;
            if self.ops > MAX_OPS {
                return None;
            }
            let ops = ctx.operands(o);
            let k = ctx.kind(o);
            let result = match k {
                // Checked by the loop they end.
                OpKind::ScfYield => continue,
                OpKind::ScfFor => {
                    self.nested_for(o)?;
                    continue;
                }
                _ if !ctx.regions(o).is_empty() => return None,
                OpKind::MemRefLoad => {
                    let acc = self.access(ops[0], &ops[1..])?;
                    let r = ctx.result(o, 0);
                    self.accesses.insert(o, acc);
                    self.mem.push((ops[0], o, false));
                    if acc == Access::Uniform {
                        Class::Uniform
                    } else if self.lanes_of(ctx.value_type(r)) {
                        Class::Lanes
                    } else {
                        return None;
                    }
                }
                OpKind::MemRefStore => {
                    let acc = self.access(ops[1], &ops[2..])?;
                    if acc != Access::Contiguous
                        || matches!(self.class(ops[0]), Class::Index | Class::Acc)
                        || !self.lanes_of(ctx.value_type(ops[0]))
                    {
                        return None;
                    }
                    self.accesses.insert(o, acc);
                    self.mem.push((ops[1], o, true));
                    continue;
                }
                _ => {
                    let cs: Vec<Class> = ops.iter().map(|v| self.class(*v)).collect();
                    let results = ctx.results(o);
                    if cs.contains(&Class::Acc) {
                        // Only the reducing op of an accumulator (checked by `plan`).
                        if !self.reducing.contains(&o) || cs.contains(&Class::Index) {
                            return None;
                        }
                        Class::Acc
                    } else if cs.iter().all(|c| *c == Class::Uniform) && uniform_ok(k) {
                        Class::Uniform
                    } else if cs.len() == 2
                        && matches!(ctx.ty(ctx.value_type(ops[0])), TypeData::Index)
                        && match k {
                            OpKind::ArithAddI => {
                                cs.contains(&Class::Index) && cs.contains(&Class::Uniform)
                            }
                            OpKind::ArithSubI => cs == [Class::Index, Class::Uniform],
                            _ => false,
                        }
                    {
                        Class::Index
                    } else if !cs.contains(&Class::Index)
                        && is_elementwise(k)
                        && results.len() == 1
                        && self.lanes_of(ctx.value_type(results[0]))
                    {
                        Class::Lanes
                    } else {
                        return None;
                    }
                }
            };
            for r in ctx.results(o) {
                self.classes.insert(*r, result);
            }
        }
        Some(())
    }

    /// A loop inside the lane loop: its bounds are the same in every lane; its `iter_args`
    /// are scalars or carried per lane.
    fn nested_for(&mut self, o: Op) -> Option<()> {
        let ctx = self.ctx;
        let ops = ctx.operands(o);
        if ctx.get_attr(o, "unsignedCmp").is_some()
            || !matches!(ctx.ty(ctx.value_type(ops[0])), TypeData::Index)
            || super::vectorize::constant_int(ctx, ops[2]).is_none_or(|s| s < 1)
            || ops[..3].iter().any(|v| self.class(*v) != Class::Uniform)
        {
            return None;
        }
        let mut blocks = ctx.region_blocks(ctx.regions(o)[0]);
        let body = blocks.next()?;
        if blocks.next().is_some() {
            return None;
        }
        let args = ctx.block_args(body);
        self.classes.insert(args[0], Class::Uniform);
        let y = ctx.block_ops(body).last()?;
        if ctx.kind(y) != OpKind::ScfYield {
            return None;
        }
        // An iter_arg starting the same in every lane but yielding lane values is carried
        // per lane: found on a first walk, the body is walked again.
        let mut per_lane = vec![false; args.len() - 1];
        for attempt in 0..2 {
            for (r, (a, init)) in args[1..].iter().zip(&ops[3..]).enumerate() {
                let mut c = self.class(*init);
                if per_lane[r] && c == Class::Uniform {
                    c = Class::Lanes;
                }
                let t = ctx.value_type(*a);
                if matches!(c, Class::Index | Class::Acc)
                    || !scalar(ctx, t)
                    || (c == Class::Lanes && !self.lanes_of(t))
                {
                    return None;
                }
                self.classes.insert(*a, c);
            }
            self.block(body)?;
            let mut again = false;
            for (r, (a, v)) in args[1..].iter().zip(ctx.operands(y)).enumerate() {
                match (self.class(*a), self.class(*v)) {
                    (Class::Uniform, Class::Uniform)
                    | (Class::Lanes, Class::Lanes)
                    | (Class::Lanes, Class::Uniform) => {}
                    (Class::Uniform, Class::Lanes) if attempt == 0 => {
                        per_lane[r] = true;
                        again = true;
                    }
                    _ => return None,
                }
            }
            if !again {
                break;
            }
            if attempt == 1 {
                return None;
            }
        }
        for (r, a) in ctx.results(o).iter().zip(&args[1..]) {
            let c = self.class(*a);
            self.classes.insert(*r, c);
        }
        Some(())
    }
}

/// The plan for running the `scf.for` `op` with its iterations in vector lanes, if it
/// qualifies.
pub(super) fn plan(ctx: &Context, op: Op) -> Option<LanePlan> {
    let operands = ctx.operands(op);
    if ctx.results(op).len() + 3 != operands.len()
        || ctx.get_attr(op, "unsignedCmp").is_some()
        || !matches!(ctx.ty(ctx.value_type(operands[0])), TypeData::Index)
        || super::vectorize::constant_int(ctx, operands[2]) != Some(1)
    {
        return None;
    }
    let mut blocks = ctx.region_blocks(ctx.regions(op)[0]);
    let body = blocks.next()?;
    if blocks.next().is_some() {
        return None;
    }
    let mut p = Planner {
        ctx,
        classes: FxHashMap::default(),
        accesses: FxHashMap::default(),
        elem: None,
        mem: Vec::new(),
        ops: 0,
        reducing: Vec::new(),
    };
    let args = ctx.block_args(body);
    p.classes.insert(args[0], Class::Index);
    // Each iter_arg must be an integer reduction: used once, by `acc = op(acc, x)` directly in
    // the body, whose result is only yielded, in the same position.
    let y = ctx.block_ops(body).last()?;
    let mut reductions = Vec::new();
    for (r, a) in args[1..].iter().enumerate() {
        let t = ctx.value_type(*a);
        if !matches!(ctx.ty(t), TypeData::Integer { .. } | TypeData::Index) || !p.lanes_of(t) {
            return None;
        }
        let [u] = ctx.uses(*a) else {
            return None;
        };
        let o = u.op;
        let bits = lane_type(ctx, t)?.lane_bits();
        let res = ctx.results(o);
        if !reducible(ctx.kind(o), bits)
            || ctx.op_block(o) != Some(body)
            || ctx.operands(o).iter().filter(|v| *v == a).count() != 1
            || res.len() != 1
            || !matches!(ctx.uses(res[0]), [w] if w.op == y && w.index as usize == r)
        {
            return None;
        }
        p.classes.insert(*a, Class::Acc);
        p.reducing.push(o);
        reductions.push(ctx.kind(o));
    }
    p.block(body)?;
    let indices = |o: Op| {
        let ops = ctx.operands(o);
        if ctx.kind(o) == OpKind::MemRefStore {
            &ops[2..]
        } else {
            &ops[1..]
        }
    };
    let last = |o: Op| {
        let idx = indices(o);
        super::vectorize::split_constant(ctx, *idx.last().expect("an index per dimension"))
    };
    // Whether the index `v` (of class `Index`) is the lane's induction variable plus values
    // that are the same in every iteration of the loop (defined before it, or constants):
    // then each element is reached by one lane only. A nested induction variable in it
    // (`c[j + k]`) would have lane `l` reach at step `k` what lane `l + 1` reaches at step
    // `k - 1`, out of the scalar order.
    let invariant =
        |v: Value| !p.classes.contains_key(&v) || super::vectorize::constant_int(ctx, v).is_some();
    let lane_only = |mut v: Value| {
        while v != args[0] {
            let Some(o) = ctx.defining_op(v) else {
                return false;
            };
            let [x, y] = ctx.operands(o) else {
                return false;
            };
            v = match (p.class(*x), p.class(*y)) {
                (Class::Index, Class::Uniform) if invariant(*y) => *x,
                (Class::Uniform, Class::Index)
                    if ctx.kind(o) == OpKind::ArithAddI && invariant(*x) =>
                {
                    *y
                }
                _ => return false,
            };
        }
        true
    };
    let mut disjoint: Vec<(Value, Value)> = Vec::new();
    let mut stores = 0;
    for (sm, so, store) in &p.mem {
        if !store {
            continue;
        }
        if !lane_only(*indices(*so).last().expect("an index per dimension")) {
            return None;
        }
        stores += 1;
        for (xm, xo, _) in &p.mem {
            if xo == so {
                continue;
            }
            if xm == sm {
                // The same element of each lane: both contiguous at the same last index, over
                // a layout where different last indices are different elements (the identity
                // layout, or the same other indices: the same row).
                let row = |o: Op| {
                    let idx = indices(o);
                    idx[..idx.len() - 1].to_vec()
                };
                if p.accesses[xo] != Access::Contiguous
                    || last(*so) != last(*xo)
                    || (ctx.memref_layout(ctx.value_type(*sm)) != Ok(None) && row(*so) != row(*xo))
                {
                    return None;
                }
            } else if !disjoint.contains(&(*sm, *xm)) && !disjoint.contains(&(*xm, *sm)) {
                disjoint.push((*sm, *xm));
            }
        }
    }
    (stores > 0 || !reductions.is_empty()).then_some(LanePlan {
        classes: p.classes,
        accesses: p.accesses,
        disjoint,
        elem: p.elem?,
        reductions,
    })
}

/// A lane value: one vector per copy.
type Vecs = smallvec::SmallVec<[ir::Value; 2]>;

/// The vectors of a lane value: `copies` vectors of type `vty`, the iterations `iv + c * lanes
/// + l` in lane `l` of vector `c`.
#[derive(Clone, Copy)]
struct Shape {
    vty: ir::Type,
    copies: usize,
}

/// `x op y` for a reducing op, on scalars or vectors alike.
fn reduce(b: &mut FunctionBuilder, k: OpKind, x: ir::Value, y: ir::Value) -> ir::Value {
    let i = b.ins();
    match k {
        OpKind::ArithAddI => i.iadd(x, y),
        OpKind::ArithMulI => i.imul(x, y),
        OpKind::ArithAndI => i.band(x, y),
        OpKind::ArithOrI => i.bor(x, y),
        OpKind::ArithXOrI => i.bxor(x, y),
        OpKind::ArithMaxSI => i.smax(x, y),
        OpKind::ArithMinSI => i.smin(x, y),
        OpKind::ArithMaxUI => i.umax(x, y),
        OpKind::ArithMinUI => i.umin(x, y),
        _ => unreachable!("planned: a reducible op"),
    }
}

impl FnLower<'_, '_, '_> {
    /// Emits the lane loop of `plan` for the `scf.for` `op` running from `lb` to `ub`, in the
    /// current block. Returns the induction variable where the scalar loop must start (the
    /// first iteration the lane loop did not run); the block it is a param of is current.
    pub(super) fn lower_lane_loop(
        &mut self,
        op: Op,
        plan: &LanePlan,
        lb: ir::Value,
        ub: ir::Value,
        inits: &[ir::Value],
    ) -> Result<(ir::Value, Vec<ir::Value>), Diagnostic> {
        let ctx = self.m.ctx;
        let vty = lane_type(ctx, plan.elem).expect("planned with a lane type");
        let lanes = vty.lane_count() as i64;
        // Iterations [lb, vec_end) run in lanes: a whole number of vectors, none when the
        // loop is empty.
        let n = self.b.ins().isub(ub, lb);
        let whole = self.b.ins().band_imm_s(n, -lanes);
        let end = self.b.ins().iadd(lb, whole);
        let more = self.b.ins().icmp(IntCC::SignedLessThan, lb, ub);
        let vec_end = self.b.ins().select(more, end, lb);
        let mut ok = self.b.ins().icmp(IntCC::NotEqual, vec_end, lb);
        for (a, b) in &plan.disjoint {
            let (alo, ahi) = self.extent(op, *a, &mut ok)?;
            let (blo, bhi) = self.extent(op, *b, &mut ok)?;
            let below = self.b.ins().icmp(IntCC::UnsignedLessThan, alo, bhi);
            let above = self.b.ins().icmp(IntCC::UnsignedLessThan, blo, ahi);
            let overlap = self.b.ins().band(below, above);
            ok = self.b.ins().band_not(ok, overlap);
        }
        // Two vectors per value while two remain (independent chains for the nested loops'
        // reductions), then one, then the scalar loop.
        let pairs = self.b.ins().band_imm_s(n, -2 * lanes);
        let pairs_end = self.b.ins().iadd(lb, pairs);
        let pairs_end = self.b.ins().select(more, pairs_end, lb);
        // Accumulators: two vectors each in both vector loops (the one-vector loop carries the
        // second along), starting from the reduction's identity (min/max: the initial value),
        // folded into the initial value on the way to the scalar loop.
        let mut acc0 = Vec::new();
        for (k, init) in plan.reductions.iter().zip(inits) {
            let lt = vty.lane_type();
            let id = match k {
                OpKind::ArithAddI | OpKind::ArithOrI | OpKind::ArithXOrI => self.iconst(lt, 0),
                OpKind::ArithMulI => self.iconst(lt, 1),
                OpKind::ArithAndI => self.iconst(lt, -1),
                _ => *init,
            };
            let v = self.b.ins().splat(vty, id);
            acc0.extend([v, v]);
        }
        let scalar = self.b.create_block();
        let scalar_iv = self.b.append_block_param(scalar, types::I64);
        let scalar_accs: Vec<ir::Value> = inits
            .iter()
            .map(|x| {
                let t = self.b.func.dfg.value_type(*x);
                self.b.append_block_param(scalar, t)
            })
            .collect();
        let fold = self.b.create_block();
        let fold_iv = self.b.append_block_param(fold, types::I64);
        let mut headers = Vec::new();
        for _ in 0..2 {
            let h = self.b.create_block();
            let iv = self.b.append_block_param(h, types::I64);
            for _ in &acc0 {
                self.b.append_block_param(h, vty);
            }
            headers.push((h, iv));
        }
        for _ in &acc0 {
            self.b.append_block_param(fold, vty);
        }
        let (double, double_iv) = headers[0];
        let (single, single_iv) = headers[1];
        let mut first = vec![lb];
        first.extend(&acc0);
        let mut bypass = vec![lb];
        bypass.extend(inits);
        self.b.ins().brif(
            ok,
            double,
            &super::block_args(&first),
            scalar,
            &super::block_args(&bypass),
        );
        let mb = ctx
            .entry_block(ctx.regions(op)[0])
            .expect("planned with a body");
        let args = ctx.block_args(mb);
        let yielded = ctx.operands(ctx.block_ops(mb).last().expect("planned: a yield"));
        for (header, iv, end, copies, exit) in [
            (double, double_iv, pairs_end, 2, single),
            (single, single_iv, vec_end, 1, fold),
        ] {
            self.b.switch_to_block(header);
            let ps = self.b.block_params(header).to_vec();
            let body = self.b.create_block();
            self.loop_branch(
                IntCC::NotEqual,
                iv,
                end,
                body,
                exit,
                &super::block_args(&ps),
            );
            self.b.switch_to_block(body);
            self.set(args[0], smallvec![iv]);
            let mut vecs: FxHashMap<Value, Vecs> = FxHashMap::default();
            for (r, a) in args[1..].iter().enumerate() {
                vecs.insert(
                    *a,
                    ps[1 + 2 * r..1 + 2 * r + copies].iter().copied().collect(),
                );
            }
            let shape = Shape { vty, copies };
            self.lower_lane_block(plan, mb, shape, &mut vecs)?;
            let next = self.b.ins().iadd_imm_s(iv, copies as i64 * lanes);
            let mut carried = vec![next];
            for (r, y) in yielded.iter().enumerate() {
                let v = &vecs[y];
                carried.push(v[0]);
                carried.push(if copies == 2 { v[1] } else { ps[2 + 2 * r] });
            }
            self.b.ins().jump(header, &super::block_args(&carried));
        }
        self.b.switch_to_block(fold);
        let ps = self.b.block_params(fold).to_vec();
        let mut out = vec![fold_iv];
        for (r, (k, init)) in plan.reductions.iter().zip(inits).enumerate() {
            let v = reduce(&mut self.b, *k, ps[1 + 2 * r], ps[2 + 2 * r]);
            let mut x = self.b.ins().extractlane(v, 0);
            for l in 1..vty.lane_count() {
                let e = self.b.ins().extractlane(v, l as u8);
                x = reduce(&mut self.b, *k, x, e);
            }
            out.push(reduce(&mut self.b, *k, *init, x));
        }
        self.b.ins().jump(scalar, &super::block_args(&out));
        self.b.switch_to_block(scalar);
        Ok((scalar_iv, scalar_accs))
    }

    /// The bytes the memref `m` can reach, `[lo, hi)`: from its offset to its last element.
    /// `ok` is cleared when a stride is negative (the extent would be computed wrongly).
    fn extent(
        &mut self,
        op: Op,
        m: Value,
        ok: &mut ir::Value,
    ) -> Result<(ir::Value, ir::Value), Diagnostic> {
        let ctx = self.m.ctx;
        let t = ctx.value_type(m);
        let es = self.elem_type(op, t)?.bytes() as i64;
        let rank = self.rank_of(t);
        let d = self.desc(m, rank);
        let d = self.with_static_layout(t, d);
        let mut last = d.offset;
        for k in 0..rank {
            let neg = self
                .b
                .ins()
                .icmp_imm_s(IntCC::SignedLessThan, d.strides[k], 0);
            *ok = self.b.ins().band_not(*ok, neg);
            let top = self.b.ins().iadd_imm_s(d.sizes[k], -1);
            let t = self.b.ins().imul(top, d.strides[k]);
            last = self.b.ins().iadd(last, t);
        }
        let lo = self.b.ins().imul_imm_s(d.offset, es);
        let lo = self.b.ins().iadd(d.aligned, lo);
        let hi = self.b.ins().iadd_imm_s(last, 1);
        let hi = self.b.ins().imul_imm_s(hi, es);
        let hi = self.b.ins().iadd(d.aligned, hi);
        Ok((lo, hi))
    }

    /// `v` as vectors: its lanes, or a scalar splat across them.
    fn lanes_value(&mut self, vecs: &FxHashMap<Value, Vecs>, v: Value, shape: Shape) -> Vecs {
        match vecs.get(&v) {
            Some(x) => x.clone(),
            None => {
                let s = self.one(v);
                let x = self.b.ins().splat(shape.vty, s);
                smallvec![x; shape.copies]
            }
        }
    }

    /// The address of lane `lane`'s element for the access `m[idx]` whose lane index is
    /// `idx[k]`.
    fn lane_addr(
        &mut self,
        op: Op,
        m: Value,
        idx: &[Value],
        k: usize,
        lane: i64,
    ) -> Result<ir::Value, Diagnostic> {
        let t = self.m.ctx.value_type(m);
        let es = self.elem_type(op, t)?.bytes();
        let d = self.desc(m, idx.len());
        let d = self.with_static_layout(t, d);
        let mut iv: Vec<ir::Value> = idx.iter().map(|v| self.one(*v)).collect();
        if lane != 0 {
            iv[k] = self.b.ins().iadd_imm_s(iv[k], lane);
        }
        Ok(self.element_addr(&d, &iv, es))
    }

    /// The ops of `b` (but its terminator) for all lanes at once.
    fn lower_lane_block(
        &mut self,
        plan: &LanePlan,
        b: Block,
        shape: Shape,
        vecs: &mut FxHashMap<Value, Vecs>,
    ) -> Result<(), Diagnostic> {
        let ctx = self.m.ctx;
        let vty = shape.vty;
        let lanes = vty.lane_count() as i64;
        for o in ctx.block_ops(b) {
            let ops = ctx.operands(o);
            let k = ctx.kind(o);
            match k {
                OpKind::ScfYield => {}
                OpKind::ScfFor => self.lower_lane_for(plan, o, shape, vecs)?,
                OpKind::MemRefLoad | OpKind::MemRefStore => {
                    let store = k == OpKind::MemRefStore;
                    let (m, idx) = if store {
                        (ops[1], &ops[2..])
                    } else {
                        (ops[0], &ops[1..])
                    };
                    match plan.accesses[&o] {
                        Access::Uniform => self.lower_op(o)?,
                        Access::Contiguous => {
                            let addr = self.lane_addr(o, m, idx, idx.len() - 1, 0)?;
                            let width = vty.bytes() as i32;
                            if store {
                                let v = self.lanes_value(vecs, ops[0], shape);
                                for (c, x) in v.iter().enumerate() {
                                    let at = c as i32 * width;
                                    self.b.ins().store(lane_flags(), *x, addr, at);
                                }
                            } else {
                                let v: Vecs = (0..shape.copies)
                                    .map(|c| {
                                        let at = c as i32 * width;
                                        self.b.ins().load(vty, lane_flags(), addr, at)
                                    })
                                    .collect();
                                vecs.insert(ctx.result(o, 0), v);
                            }
                        }
                        Access::Gather(at) => {
                            let lt = vty.lane_type();
                            let mut v = Vecs::new();
                            for c in 0..shape.copies as i64 {
                                let mut x = None;
                                for l in 0..lanes {
                                    let addr = self.lane_addr(o, m, idx, at, c * lanes + l)?;
                                    let e = self.b.ins().load(lt, lane_flags(), addr, 0);
                                    x = Some(match x {
                                        None => self.b.ins().splat(vty, e),
                                        Some(x) => self.b.ins().insertlane(x, e, l as u8),
                                    });
                                }
                                v.push(x.expect("at least one lane"));
                            }
                            vecs.insert(ctx.result(o, 0), v);
                        }
                    }
                }
                _ if ctx.results(o).first().is_some_and(|r| {
                    matches!(plan.classes.get(r), Some(Class::Lanes | Class::Acc))
                }) =>
                {
                    let xs: Vec<Vecs> = ops
                        .iter()
                        .map(|v| self.lanes_value(vecs, *v, shape))
                        .collect();
                    let mut rs = Vecs::new();
                    for c in 0..shape.copies {
                        let i = self.b.ins();
                        let r = match (k, &xs[..]) {
                            (OpKind::ArithAddI, [x, y]) => i.iadd(x[c], y[c]),
                            (OpKind::ArithSubI, [x, y]) => i.isub(x[c], y[c]),
                            (OpKind::ArithMulI, [x, y]) => i.imul(x[c], y[c]),
                            (OpKind::ArithAndI, [x, y]) => i.band(x[c], y[c]),
                            (OpKind::ArithOrI, [x, y]) => i.bor(x[c], y[c]),
                            (OpKind::ArithXOrI, [x, y]) => i.bxor(x[c], y[c]),
                            (OpKind::ArithAddF, [x, y]) => i.fadd(x[c], y[c]),
                            (OpKind::ArithSubF, [x, y]) => i.fsub(x[c], y[c]),
                            (OpKind::ArithMulF, [x, y]) => i.fmul(x[c], y[c]),
                            (OpKind::ArithDivF, [x, y]) => i.fdiv(x[c], y[c]),
                            (OpKind::ArithNegF, [x]) => i.fneg(x[c]),
                            (OpKind::ArithMaxSI, [x, y]) => i.smax(x[c], y[c]),
                            (OpKind::ArithMinSI, [x, y]) => i.smin(x[c], y[c]),
                            (OpKind::ArithMaxUI, [x, y]) => i.umax(x[c], y[c]),
                            (OpKind::ArithMinUI, [x, y]) => i.umin(x[c], y[c]),
                            _ => return Err(self.unsupported(o)),
                        };
                        rs.push(r);
                    }
                    vecs.insert(ctx.result(o, 0), rs);
                }
                // Uniform values and lane indices: scalars, lowered as usual.
                _ => self.lower_op(o)?,
            }
        }
        Ok(())
    }

    /// A loop nested in the lane loop: one loop for all lanes, its `iter_args` scalars or
    /// vectors.
    fn lower_lane_for(
        &mut self,
        plan: &LanePlan,
        o: Op,
        shape: Shape,
        vecs: &mut FxHashMap<Value, Vecs>,
    ) -> Result<(), Diagnostic> {
        let ctx = self.m.ctx;
        let ops = ctx.operands(o);
        let (lb, ub, step) = (self.one(ops[0]), self.one(ops[1]), self.one(ops[2]));
        let mb = ctx
            .entry_block(ctx.regions(o)[0])
            .expect("planned with a body");
        let args = ctx.block_args(mb);
        let lanes = |v: Value| plan.classes.get(&v) == Some(&Class::Lanes);
        // Flattened: the induction variable, then each iter_arg's scalar or vectors.
        let mut inits = vec![lb];
        for (a, init) in args[1..].iter().zip(&ops[3..]) {
            if lanes(*a) {
                let v = self.lanes_value(vecs, *init, shape);
                inits.extend(v);
            } else {
                inits.push(self.one(*init));
            }
        }
        let header = self.b.create_block();
        let exit = self.b.create_block();
        let body = self.b.create_block();
        for x in &inits {
            let t = self.b.func.dfg.value_type(*x);
            self.b.append_block_param(header, t);
        }
        for x in &inits[1..] {
            let t = self.b.func.dfg.value_type(*x);
            self.b.append_block_param(exit, t);
        }
        self.b.ins().jump(header, &super::block_args(&inits));
        self.b.switch_to_block(header);
        let ps = self.b.block_params(header).to_vec();
        let exit_args = super::block_args(&ps[1..]);
        self.loop_branch(IntCC::SignedLessThan, ps[0], ub, body, exit, &exit_args);
        self.b.switch_to_block(body);
        self.set(args[0], smallvec![ps[0]]);
        self.bind_flat(&args[1..], &ps[1..], &lanes, shape, vecs);
        self.lower_lane_block(plan, mb, shape, vecs)?;
        let y = ctx
            .block_ops(mb)
            .last()
            .expect("planned: ends in scf.yield");
        let next = self.b.ins().iadd(ps[0], step);
        let mut carried = vec![next];
        for (a, v) in args[1..].iter().zip(ctx.operands(y)) {
            if lanes(*a) {
                let x = self.lanes_value(vecs, *v, shape);
                carried.extend(x);
            } else {
                carried.push(self.one(*v));
            }
        }
        self.b.ins().jump(header, &super::block_args(&carried));
        self.b.switch_to_block(exit);
        let rs = self.b.block_params(exit).to_vec();
        self.bind_flat(ctx.results(o), &rs, &lanes, shape, vecs);
        Ok(())
    }

    /// Binds `vals` to block params `ps` flattened as `lower_lane_for` does: a scalar each,
    /// or `shape.copies` vectors for a lane value.
    fn bind_flat(
        &mut self,
        vals: &[Value],
        ps: &[ir::Value],
        lanes: &dyn Fn(Value) -> bool,
        shape: Shape,
        vecs: &mut FxHashMap<Value, Vecs>,
    ) {
        let mut at = 0;
        for v in vals {
            if lanes(*v) {
                vecs.insert(*v, ps[at..at + shape.copies].iter().copied().collect());
                at += shape.copies;
            } else {
                self.set(*v, smallvec![ps[at]]);
                at += 1;
            }
        }
    }
}
