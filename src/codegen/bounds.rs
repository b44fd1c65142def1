//! `--check-bounds` without a runtime call per access. A loop nest whose body only computes,
//! loads and stores (no call, allocation, free, view or memref-typed value inside: nothing in
//! it can change which memory is valid) has its accesses checked once, before it runs:
//! - each index is bounded over the whole nest by interval arithmetic: an induction variable
//!   lies in `[lb, ub - 1]`, `arith.addi`/`subi`/`muli` and constants combine, a value defined
//!   before the nest is itself; any overflow in this arithmetic (or an induction variable that
//!   could wrap past `ub`) gives up;
//! - every bounded index must lie in its dimension, and the hull of the bytes each memref is
//!   accessed at must lie in the allocation of its allocated pointer, judged by the runtime as
//!   it judges one access (`mj_range_ok`, which raises nothing).
//!
//! When all of that holds, the nest runs a copy without those accesses' checks (and simple
//! loops in it run in vectors, as in unchecked runs). Otherwise it runs the fully checked copy,
//! which stops at the first bad access with the usual located error, so what a run prints and
//! reports is the same either way. Accesses whose indices cannot be bounded (loaded indices,
//! divisions, `iter_args`) keep their own checks in both copies.
//!
//! Before (one runtime call per load and store):
//! ```text
//! scf.for %i = %c0 to %n step %c1 {      // check(%a, %i), check(%b, %i) every iteration
//!   %x = memref.load %a[%i] ...
//!   memref.store %x, %b[%i] ...
//! }
//! ```
//! After: `ok = 0 <= %c0 && %n - 1 < dim(%a) && ... && mj_range_ok(%a, hull) && ...`, then
//! `ok ? <loop, unchecked, vectorized> : <loop, checked>`.

use super::{elem_layout, FnLower};
use crate::diag::Diagnostic;
use crate::ir::{DialectOp, MemRefOp, Op, OpKind, ScfOp, TypeData, Value};
use cranelift_codegen::ir::{self, condcodes::IntCC, types, InstBuilder};
use rustc_hash::{FxHashMap, FxHashSet};

/// Index chains deeper than this are not followed (the access keeps its checks).
const MAX_CHAIN: u32 = 64;

/// Loop nests with more ops than this are not copied (code size).
const MAX_NEST_OPS: usize = 20_000;

/// The state of one function's nests.
#[derive(Default)]
pub(super) struct NestChecks {
    /// Ops whose regions hold only what a pre-checked nest may contain, with the number of
    /// ops and of loads and stores nested in them (computed once per function, on the first
    /// `scf.for`, so that deep nests are not walked once per level).
    clean: Option<FxHashMap<Op, (usize, usize)>>,
    /// Accesses checked before their nest, in the unchecked copy being lowered.
    pub(super) covered: FxHashSet<Op>,
    /// The `scf.for`s of that nest whose accesses are all covered (they may run in vectors).
    covered_loops: FxHashSet<Op>,
    /// Inside a copy of a pre-checked nest (its loops are not copied again).
    pub(super) inside: bool,
}

/// A lower and an upper bound (both inclusive).
type Interval = (ir::Value, ir::Value);

/// The bytes a nest accesses through one memref: `[aligned + lo, aligned + hi + esize)`,
/// written to when `write`.
struct Hull {
    memref: Value,
    allocated: ir::Value,
    aligned: ir::Value,
    esize: i64,
    lo: ir::Value,
    hi: ir::Value,
    write: bool,
}

/// Whether `op` may be in a pre-checked nest by itself (its regions are judged apart).
fn allowed(k: OpKind) -> bool {
    match k.dialect_op() {
        DialectOp::Arith(_) | DialectOp::Math(_) => true,
        DialectOp::Scf(s) => matches!(
            s,
            ScfOp::ScfFor | ScfOp::ScfIf | ScfOp::ScfYield | ScfOp::ScfWhile | ScfOp::ScfCondition
        ),
        DialectOp::MemRef(m) => matches!(
            m,
            MemRefOp::MemRefLoad | MemRefOp::MemRefStore | MemRefOp::MemRefDim
        ),
        _ => false,
    }
}

/// The ops of `func` whose regions hold only allowed ops (recursively) and define no memref,
/// with the number of ops and of accesses nested in each.
fn clean_ops(ctx: &crate::ir::Context, func: Op) -> FxHashMap<Op, (usize, usize)> {
    let is_memref = |v: &Value| ctx.ty(ctx.value_type(*v)).is_memref();
    let all = ctx.collect_ops(func);
    let mut clean: FxHashMap<Op, (usize, usize)> = FxHashMap::default();
    // Reverse pre-order: an op's nested ops are judged before it.
    for &op in all.iter().rev() {
        if ctx.regions(op).is_empty() {
            continue;
        }
        let mut ok = true;
        let (mut ops, mut accesses) = (1usize, 0usize);
        'regions: for &r in ctx.regions(op) {
            for b in ctx.region_blocks(r) {
                if ctx.block_args(b).iter().any(is_memref) {
                    ok = false;
                    break 'regions;
                }
                for x in ctx.block_ops(b) {
                    let nested = if ctx.regions(x).is_empty() {
                        let access =
                            matches!(ctx.kind(x), OpKind::MemRefLoad | OpKind::MemRefStore);
                        Some((1, usize::from(access)))
                    } else {
                        clean.get(&x).copied()
                    };
                    let Some((n, a)) = nested
                        .filter(|_| allowed(ctx.kind(x)) && !ctx.results(x).iter().any(is_memref))
                    else {
                        ok = false;
                        break 'regions;
                    };
                    ops += n;
                    accesses += a;
                }
            }
        }
        if ok {
            clean.insert(op, (ops, accesses));
        }
    }
    clean
}

impl FnLower<'_, '_, '_> {
    /// `scf.for` under `--check-bounds`: a clean nest is checked once and runs unchecked when
    /// the check passes (see the module comment); anything else is lowered as usual.
    pub(super) fn lower_for_checked(&mut self, op: Op) -> Result<(), Diagnostic> {
        let ctx = self.m.ctx;
        if self.nests.clean.is_none() {
            let func = self.func_of(op);
            self.nests.clean = Some(clean_ops(ctx, func));
        }
        // Nothing to gain (no access), too big to copy, or not clean: lowered as usual, with
        // nothing of this level kept alive while the nest below is lowered.
        let worth = self
            .nests
            .clean
            .as_ref()
            .and_then(|c| c.get(&op))
            .is_some_and(|&(ops, accesses)| accesses > 0 && ops <= MAX_NEST_OPS);
        if !worth {
            return self.lower_for_plain(op);
        }
        let nest = ctx.collect_ops(op);
        let inside: FxHashSet<Op> = nest.iter().copied().collect();
        let mut memo = FxHashMap::default();
        let mut ok = self.iconst(types::I8, 1);
        // Per memref: its descriptor's pointers, element size and the byte hull so far.
        let mut hulls: Vec<Hull> = Vec::new();
        let mut covered = FxHashSet::default();
        for &x in &nest {
            let (m, idx) = match ctx.kind(x) {
                OpKind::MemRefLoad => (ctx.operand(x, 0), &ctx.operands(x)[1..]),
                OpKind::MemRefStore => (ctx.operand(x, 1), &ctx.operands(x)[2..]),
                _ => continue,
            };
            let t = ctx.value_type(m);
            let Some(esize) = ctx
                .ty(t)
                .elem()
                .and_then(|e| elem_layout(ctx, e))
                .map(|e| e.bytes() as i64)
            else {
                continue;
            };
            if self.is_unranked(m) {
                continue;
            }
            let mut bounds = Vec::new();
            for i in idx {
                match self.interval(*i, &inside, &mut memo, &mut ok, 0) {
                    Some(b) => bounds.push(b),
                    None => break,
                }
            }
            if bounds.len() != idx.len() {
                continue;
            }
            let d = self.desc(m, idx.len());
            let (mut lo, mut hi) = (d.offset, d.offset);
            for (k, (l, h)) in bounds.into_iter().enumerate() {
                let nonneg = self
                    .b
                    .ins()
                    .icmp_imm_s(IntCC::SignedGreaterThanOrEqual, l, 0);
                let below = self.b.ins().icmp(IntCC::SignedLessThan, h, d.sizes[k]);
                ok = self.b.ins().band(ok, nonneg);
                ok = self.b.ins().band(ok, below);
                let a = self.mul_checked(l, d.strides[k], &mut ok);
                let b = self.mul_checked(h, d.strides[k], &mut ok);
                let (mn, mx) = (self.b.ins().smin(a, b), self.b.ins().smax(a, b));
                lo = self.add_checked(lo, mn, &mut ok);
                hi = self.add_checked(hi, mx, &mut ok);
            }
            let es = self.iconst(types::I64, esize);
            let lo = self.mul_checked(lo, es, &mut ok);
            let hi = self.mul_checked(hi, es, &mut ok);
            let write = ctx.kind(x) == OpKind::MemRefStore;
            match hulls.iter_mut().find(|h| h.memref == m) {
                Some(h) => {
                    h.lo = self.b.ins().smin(h.lo, lo);
                    h.hi = self.b.ins().smax(h.hi, hi);
                    h.write |= write;
                }
                None => hulls.push(Hull {
                    memref: m,
                    allocated: d.allocated,
                    aligned: d.aligned,
                    esize,
                    lo,
                    hi,
                    write,
                }),
            }
            covered.insert(x);
        }
        if covered.is_empty() {
            drop((nest, inside, memo));
            return self.lower_for_plain(op);
        }
        let sp = self.b.ins().get_stack_pointer(types::I64);
        for h in hulls {
            let addr = self.b.ins().iadd(h.aligned, h.lo);
            let span = self.sub_checked(h.hi, h.lo, &mut ok);
            let es = self.iconst(types::I64, h.esize);
            let len = self.add_checked(span, es, &mut ok);
            let w = self.iconst(types::I32, i64::from(h.write));
            let fine = self.call_rt(op, "mj_range_ok", &[h.allocated, addr, len, sp, w])?[0];
            let fine = self.b.ins().icmp_imm_s(IntCC::NotEqual, fine, 0);
            ok = self.b.ins().band(ok, fine);
        }
        // Loops without an uncovered access, found children first (reverse pre-order).
        let mut uncovered: FxHashSet<Op> = FxHashSet::default();
        let mut covered_loops = FxHashSet::default();
        for &x in nest.iter().rev() {
            let access = matches!(ctx.kind(x), OpKind::MemRefLoad | OpKind::MemRefStore);
            if (access && !covered.contains(&x)) || uncovered.contains(&x) {
                if let Some(p) = ctx.parent_op(x) {
                    uncovered.insert(p);
                }
            } else if ctx.kind(x) == OpKind::ScfFor {
                covered_loops.insert(x);
            }
        }
        drop((nest, inside, memo, uncovered));
        let res_tys: Vec<_> = ctx.results(op).iter().map(|v| ctx.value_type(*v)).collect();
        let join = self.block_for(op, &res_tys)?;
        let fast = self.b.create_block();
        let slow = self.b.create_block();
        self.b.ins().brif(ok, fast, &[], slow, &[]);
        self.nests.inside = true;
        let fast_sets = (covered, covered_loops);
        for (blk, (cover, loops)) in [(fast, fast_sets), (slow, Default::default())] {
            self.b.switch_to_block(blk);
            self.nests.covered = cover;
            self.nests.covered_loops = loops;
            self.lower_for_plain(op)?;
            let res = self.flat(ctx.results(op));
            self.b.ins().jump(join, &super::block_args(&res));
        }
        self.nests.covered.clear();
        self.nests.covered_loops.clear();
        self.nests.inside = false;
        self.b.switch_to_block(join);
        let res = self.b.block_params(join).to_vec();
        self.set_results_flat(op, &res);
        Ok(())
    }

    /// Whether every load and store in `op` is covered by its nest's check (the vectorizer
    /// may then run it).
    pub(super) fn all_accesses_covered(&self, op: Op) -> bool {
        self.nests.covered_loops.contains(&op)
    }

    /// The function `op` is in.
    fn func_of(&self, op: Op) -> Op {
        let ctx = self.m.ctx;
        let mut at = op;
        while let Some(p) = ctx.parent_op(at) {
            if ctx.kind(p) == OpKind::FuncFunc {
                return p;
            }
            at = p;
        }
        at
    }

    /// Bounds of the index value `v` over the nest made of `inside`, code emitted here; `ok`
    /// is cleared when the arithmetic overflows. `None`: not bounded.
    fn interval(
        &mut self,
        v: Value,
        inside: &FxHashSet<Op>,
        memo: &mut FxHashMap<Value, Option<Interval>>,
        ok: &mut ir::Value,
        depth: u32,
    ) -> Option<Interval> {
        if let Some(r) = memo.get(&v) {
            return *r;
        }
        let ctx = self.m.ctx;
        if !matches!(
            ctx.ty(ctx.value_type(v)),
            TypeData::Index | TypeData::Integer { width: 64, .. }
        ) || depth > MAX_CHAIN
        {
            return None;
        }
        let before = |o: Op| !inside.contains(&o);
        let r = match ctx.defining_op(v) {
            Some(d) if before(d) => {
                let x = self.one(v);
                Some((x, x))
            }
            None => {
                let owner = ctx.value_block(v).and_then(|b| ctx.block_parent_op(b))?;
                if before(owner) {
                    let x = self.one(v);
                    Some((x, x))
                } else if ctx.kind(owner) == OpKind::ScfFor
                    && ctx.block_arg_index(v) == Some(0)
                    && ctx.get_attr(owner, "unsignedCmp").is_none()
                {
                    // lb <= iv < ub, and iv + step does not wrap while iv < ub.
                    let ops = ctx.operands(owner).to_vec();
                    let (lo, _) = self.interval(ops[0], inside, memo, ok, depth + 1)?;
                    let (_, ub) = self.interval(ops[1], inside, memo, ok, depth + 1)?;
                    let (_, step) = self.interval(ops[2], inside, memo, ok, depth + 1)?;
                    self.add_checked(ub, step, ok);
                    let one = self.iconst(types::I64, 1);
                    let hi = self.sub_checked(ub, one, ok);
                    Some((lo, hi))
                } else {
                    None
                }
            }
            Some(d) => match ctx.kind(d) {
                OpKind::ArithConstant => {
                    let c = crate::ir::matchers::const_int(ctx, v)?;
                    let x = self.iconst(types::I64, i64::try_from(c).ok()?);
                    Some((x, x))
                }
                k @ (OpKind::ArithAddI | OpKind::ArithSubI | OpKind::ArithMulI) => {
                    let ops = ctx.operands(d).to_vec();
                    let a = self.interval(ops[0], inside, memo, ok, depth + 1)?;
                    let b = self.interval(ops[1], inside, memo, ok, depth + 1)?;
                    Some(match k {
                        OpKind::ArithAddI => (
                            self.add_checked(a.0, b.0, ok),
                            self.add_checked(a.1, b.1, ok),
                        ),
                        OpKind::ArithSubI => (
                            self.sub_checked(a.0, b.1, ok),
                            self.sub_checked(a.1, b.0, ok),
                        ),
                        _ => {
                            let p = [
                                self.mul_checked(a.0, b.0, ok),
                                self.mul_checked(a.0, b.1, ok),
                                self.mul_checked(a.1, b.0, ok),
                                self.mul_checked(a.1, b.1, ok),
                            ];
                            let lo = self.b.ins().smin(p[0], p[1]);
                            let lo2 = self.b.ins().smin(p[2], p[3]);
                            let hi = self.b.ins().smax(p[0], p[1]);
                            let hi2 = self.b.ins().smax(p[2], p[3]);
                            (self.b.ins().smin(lo, lo2), self.b.ins().smax(hi, hi2))
                        }
                    })
                }
                _ => None,
            },
        };
        memo.insert(v, r);
        r
    }

    fn add_checked(&mut self, a: ir::Value, b: ir::Value, ok: &mut ir::Value) -> ir::Value {
        let (r, of) = self.b.ins().sadd_overflow(a, b);
        self.no_overflow(of, ok);
        r
    }

    fn sub_checked(&mut self, a: ir::Value, b: ir::Value, ok: &mut ir::Value) -> ir::Value {
        let (r, of) = self.b.ins().ssub_overflow(a, b);
        self.no_overflow(of, ok);
        r
    }

    fn mul_checked(&mut self, a: ir::Value, b: ir::Value, ok: &mut ir::Value) -> ir::Value {
        let (r, of) = self.b.ins().smul_overflow(a, b);
        self.no_overflow(of, ok);
        r
    }

    fn no_overflow(&mut self, of: ir::Value, ok: &mut ir::Value) {
        let fine = self.b.ins().bxor_imm_u(of, 1);
        *ok = self.b.ins().band(*ok, fine);
    }
}
