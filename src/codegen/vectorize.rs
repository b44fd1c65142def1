//! Runs simple innermost `scf.for` loops several iterations at a time in 128-bit vectors: four
//! lanes of `f32`/`i32`, two of `f64`/`i64`/`index` — what LLVM's loop vectoriser does for
//! upstream's code, so that elementwise kernels (stencils, axpy) are not held back by scalar
//! code.
//!
//! A loop qualifies ([`plan`]) when its step is the constant 1, it has no `iter_args`, and its
//! body is elementwise work: loads and stores whose last index is `iv + c` over a unit
//! innermost stride (every other index loop-invariant), arithmetic that cannot fault, and
//! invariant index arithmetic. Every lane computes exactly the scalar op, so results are
//! bit-identical to the scalar loop.
//!
//! The memrefs may alias (arguments, views of one buffer), so whether the vector loop runs is
//! decided at run time: it runs only when no store's address range overlaps another access's
//! range (accesses to the same element in the same iteration are fine). The remaining
//! iterations — and all of them when the check fails — run in the ordinary scalar loop.

use super::memref::Desc;
use super::{block_args, FnLower};
use crate::diag::Diagnostic;
use crate::ir::{Context, Op, OpKind, Type, TypeData, Value};
use cranelift_codegen::ir::{self, condcodes::IntCC, types, InstBuilder, MemFlagsData};
use rustc_hash::FxHashMap;

/// What a value of the loop body is to the vector loop.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Class {
    /// The same in every iteration: defined before the loop, or a hoisted body op.
    Invariant,
    /// `iv + c` with `c` invariant; only ever the last index of an access.
    Affine,
    /// One value per iteration: a vector with one lane per iteration.
    Lanes,
}

/// How to run a qualifying loop as a vector loop.
pub(super) struct Plan {
    /// Body ops computed once before the loop: constants and arithmetic of invariants.
    hoisted: Vec<Op>,
    /// Body ops defining affine indices, in order (their offsets are computed before the loop).
    affine: Vec<Op>,
    /// The remaining body ops, in order, lowered lane-wise.
    lanes: Vec<Op>,
    /// The element type of every lane value and access.
    elem: Type,
}

/// Ops whose lane-wise form is the scalar op on each lane, and that never fault. Not
/// `minimumf`/`maximumf`: Cranelift's vector forms may give a NaN of another sign than the
/// scalar ones (found by the tests), and results must be bit-identical.
pub(super) fn is_elementwise(k: OpKind) -> bool {
    use OpKind::*;
    matches!(
        k,
        ArithAddI
            | ArithSubI
            | ArithMulI
            | ArithAndI
            | ArithOrI
            | ArithXOrI
            | ArithAddF
            | ArithSubF
            | ArithMulF
            | ArithDivF
            | ArithNegF
    )
}

/// The value of an integer `arith.constant`.
pub(super) fn constant_int(ctx: &Context, v: Value) -> Option<i64> {
    crate::ir::matchers::const_int(ctx, v).and_then(|c| i64::try_from(c).ok())
}

/// The lane type for elements of type `t` (`None`: not vectorised).
pub(super) fn lane_type(ctx: &Context, t: Type) -> Option<ir::Type> {
    match ctx.ty(t) {
        TypeData::Integer { width: 32, .. } => Some(types::I32X4),
        TypeData::Integer { width: 64, .. } | TypeData::Index => Some(types::I64X2),
        TypeData::Float(crate::ir::FloatKind::F32) => Some(types::F32X4),
        TypeData::Float(crate::ir::FloatKind::F64) => Some(types::F64X2),
        _ => None,
    }
}

/// Whether an access through a memref of type `t` with these indices can be a lane access:
/// the memref is invariant, its innermost stride is statically 1, every index but the last
/// is invariant and the last is affine in the induction variable.
fn lane_access(ctx: &Context, class: &dyn Fn(Value) -> Class, m: Value, idx: &[Value]) -> bool {
    let Some((_, strides)) = ctx.memref_strides(ctx.value_type(m)) else {
        return false;
    };
    let Some((last, rest)) = idx.split_last() else {
        return false;
    };
    strides.last() == Some(&1)
        && class(m) == Class::Invariant
        && class(*last) == Class::Affine
        && rest.iter().all(|i| class(*i) == Class::Invariant)
}

/// The plan for running `op` (an `scf.for`) as a vector loop, if it qualifies.
pub(super) fn plan(ctx: &Context, op: Op) -> Option<Plan> {
    let operands = ctx.operands(op);
    if !ctx.results(op).is_empty()
        || operands.len() != 3
        || ctx.get_attr(op, "unsignedCmp").is_some()
        || !matches!(ctx.ty(ctx.value_type(operands[0])), TypeData::Index)
        || constant_int(ctx, operands[2]) != Some(1)
    {
        return None;
    }
    let region = ctx.regions(op)[0];
    let mut blocks = ctx.region_blocks(region);
    let body = blocks.next()?;
    if blocks.next().is_some() {
        return None;
    }
    let iv = ctx.block_args(body)[0];
    // Values of the body get a class as they are defined; anything else is from before the
    // loop (single block, no nested regions: uses follow definitions).
    let mut classes: FxHashMap<Value, Class> = FxHashMap::default();
    classes.insert(iv, Class::Affine);
    let (mut hoisted, mut affine, mut lanes) = (Vec::new(), Vec::new(), Vec::new());
    let mut elem: Option<Type> = None;
    let mut stores = 0;
    for o in ctx.block_ops(body) {
        let class = |v: Value| classes.get(&v).copied().unwrap_or(Class::Invariant);
        if !ctx.regions(o).is_empty() {
            return None;
        }
        let ops = ctx.operands(o);
        let k = ctx.kind(o);
        // The element type every lane value must have.
        let mut lanes_of =
            |t: Type| -> bool { lane_type(ctx, t).is_some() && *elem.get_or_insert(t) == t };
        let result_class = match k {
            OpKind::ScfYield => {
                if !ops.is_empty() {
                    return None;
                }
                continue;
            }
            OpKind::ArithConstant => {
                hoisted.push(o);
                Class::Invariant
            }
            OpKind::MemRefLoad => {
                if !lane_access(ctx, &class, ops[0], &ops[1..])
                    || !lanes_of(ctx.value_type(ctx.result(o, 0)))
                {
                    return None;
                }
                lanes.push(o);
                Class::Lanes
            }
            OpKind::MemRefStore => {
                let v = ops[0];
                if class(v) == Class::Affine
                    || !lane_access(ctx, &class, ops[1], &ops[2..])
                    || !lanes_of(ctx.value_type(v))
                {
                    return None;
                }
                stores += 1;
                lanes.push(o);
                continue;
            }
            k if is_elementwise(k) => {
                let cs: Vec<Class> = ops.iter().map(|v| class(*v)).collect();
                let n_affine = cs.iter().filter(|c| **c == Class::Affine).count();
                if cs.iter().all(|c| *c == Class::Invariant) {
                    hoisted.push(o);
                    Class::Invariant
                } else if n_affine == 1
                    && cs.len() == 2
                    && (k == OpKind::ArithAddI
                        || (k == OpKind::ArithSubI && cs[0] == Class::Affine))
                    && !cs.contains(&Class::Lanes)
                {
                    affine.push(o);
                    Class::Affine
                } else if n_affine == 0 && lanes_of(ctx.value_type(ctx.result(o, 0))) {
                    lanes.push(o);
                    Class::Lanes
                } else {
                    return None;
                }
            }
            _ => return None,
        };
        for r in ctx.results(o) {
            classes.insert(*r, result_class);
        }
    }
    (stores > 0).then_some(Plan {
        hoisted,
        affine,
        lanes,
        elem: elem?,
    })
}

/// Where a load or store of the vector loop reads or writes: `base + iv * esize + disp`.
struct Access {
    base: ir::Value,
    /// Bytes; the second vector of an unrolled iteration adds its own offset, which fits too.
    disp: i32,
    /// The memref and index roots that `base` was computed from (equal keys, equal bases).
    key: (Value, Vec<Value>),
    /// For a load: the displacement of the first load of the same base less than a vector
    /// before it, whose vectors it is spliced from (see `lower_lanes`).
    window: Option<i32>,
}

/// `v` as `root + c` for a constant `c`, following `arith.addi`/`subi` with a constant
/// operand (`%i - 1` is `(%i, -1)`); `(v, 0)` for anything else.
pub(super) fn split_constant(ctx: &Context, v: Value) -> (Value, i64) {
    let (mut root, mut c) = (v, 0i64);
    for _ in 0..8 {
        let Some(op) = ctx.defining_op(root) else {
            break;
        };
        let ops = ctx.operands(op);
        let step = match ctx.kind(op) {
            OpKind::ArithAddI => match (constant_int(ctx, ops[0]), constant_int(ctx, ops[1])) {
                (_, Some(k)) => Some((ops[0], k)),
                (Some(k), _) => Some((ops[1], k)),
                _ => None,
            },
            OpKind::ArithSubI => constant_int(ctx, ops[1]).map(|k| (ops[0], k.wrapping_neg())),
            _ => None,
        };
        let Some((next, k)) = step else {
            break;
        };
        let Some(sum) = c.checked_add(k) else {
            break;
        };
        root = next;
        c = sum;
    }
    (root, c)
}

/// Vector and per-lane accesses may be unaligned; they never trap (as the scalar accesses,
/// unchecked).
pub(super) fn lane_flags() -> MemFlagsData {
    MemFlagsData::new().with_notrap()
}

impl FnLower<'_, '_, '_> {
    /// Emits the vector loop of `plan` for the `scf.for` `op` running from `lb` to `ub`, in the
    /// current block. Returns the block where the scalar loop must start and its induction
    /// variable param (the first iteration the vector loop did not run); that block is current.
    pub(super) fn lower_vector_loop(
        &mut self,
        op: Op,
        plan: &Plan,
        lb: ir::Value,
        ub: ir::Value,
    ) -> Result<ir::Value, Diagnostic> {
        let ctx = self.m.ctx;
        let vty = lane_type(ctx, plan.elem).expect("planned with a lane type");
        let lanes = vty.lane_count() as i64;
        let esize = vty.lane_type().bytes() as i64;
        for h in &plan.hoisted {
            self.lower_op(*h)?;
        }
        // The offset `c` of every affine index `iv + c`.
        let body = ctx
            .entry_block(ctx.regions(op)[0])
            .expect("planned with a body");
        let iv = ctx.block_args(body)[0];
        let zero = self.iconst(types::I64, 0);
        let mut offset: FxHashMap<Value, ir::Value> = FxHashMap::default();
        offset.insert(iv, zero);
        for a in &plan.affine {
            let ops = ctx.operands(*a);
            let (x, y) = (ops[0], ops[1]);
            let c = match (offset.get(&x), offset.get(&y)) {
                (Some(c), None) if ctx.kind(*a) == OpKind::ArithSubI => {
                    let y = self.one(y);
                    self.b.ins().isub(*c, y)
                }
                (Some(c), None) => {
                    let y = self.one(y);
                    self.b.ins().iadd(*c, y)
                }
                (None, Some(c)) => {
                    let x = self.one(x);
                    self.b.ins().iadd(x, *c)
                }
                _ => unreachable!("planned: one affine operand"),
            };
            offset.insert(ctx.result(*a, 0), c);
        }
        // Iterations [lb, vec_end) run in vectors: a whole number of vectors, none when the
        // loop is empty. Wrapping arithmetic is exact here: the loop below stops on equality.
        let n = self.b.ins().isub(ub, lb);
        let whole = self.b.ins().band_imm_s(n, -lanes);
        let end = self.b.ins().iadd(lb, whole);
        let more = self.b.ins().icmp(IntCC::SignedLessThan, lb, ub);
        let vec_end = self.b.ins().select(more, end, lb);
        let mut ok = self.b.ins().icmp(IntCC::NotEqual, vec_end, lb);
        // Each access's address is `base + iv * esize + disp`. Accesses that differ only by
        // constants added to their indices (`a[i - 1][j]`, `a[i][j + 1]` over static strides)
        // share a base and differ in `disp`: fewer registers live in the loop.
        let static_strides = |m: Value| {
            ctx.memref_strides(ctx.value_type(m))
                .map(|(_, st)| st)
                .unwrap_or_default()
        };
        let mut group_base: FxHashMap<(Value, Vec<Value>), ir::Value> = FxHashMap::default();
        let mut bases: FxHashMap<Op, Access> = FxHashMap::default();
        let mut accesses: Vec<(Op, bool)> = Vec::new();
        for o in &plan.lanes {
            let (m, idx, store) = match ctx.kind(*o) {
                OpKind::MemRefLoad => (ctx.operands(*o)[0], &ctx.operands(*o)[1..], false),
                OpKind::MemRefStore => (ctx.operands(*o)[1], &ctx.operands(*o)[2..], true),
                _ => continue,
            };
            let strides = static_strides(m);
            let mut roots = Vec::with_capacity(idx.len());
            let mut disp: i64 = 0;
            for (k, i) in idx.iter().enumerate() {
                let (root, c) = split_constant(ctx, *i);
                let term = strides.get(k).and_then(|s| {
                    (*s != crate::ir::DYNAMIC)
                        .then(|| c.checked_mul(*s))
                        .flatten()
                });
                // The last index's root must be affine (its offset is known before the loop).
                let affine_ok = k + 1 < idx.len() || offset.contains_key(&root);
                match term.and_then(|t| disp.checked_add(t)) {
                    Some(d) if affine_ok => {
                        roots.push(root);
                        disp = d;
                    }
                    _ => roots.push(*i),
                }
            }
            let disp_bytes = disp
                .checked_mul(esize)
                .and_then(|d| i32::try_from(d).ok())
                .filter(|d| d.checked_add((lanes * esize) as i32).is_some());
            let (roots, disp_bytes) = match disp_bytes {
                Some(d) => (roots, d),
                None => (idx.to_vec(), 0),
            };
            let key = (m, roots);
            let base = match group_base.get(&key) {
                Some(b) => *b,
                None => {
                    let d = Desc::of(self.get(m));
                    let d = self.with_static_layout(ctx.value_type(m), d);
                    let (last, rest) = key.1.split_last().expect("planned: rank >= 1");
                    let mut lin = self.b.ins().iadd(d.offset, offset[last]);
                    for (k, i) in rest.iter().enumerate() {
                        let iv = self.one(*i);
                        let t = self.b.ins().imul(iv, d.strides[k]);
                        lin = self.b.ins().iadd(lin, t);
                    }
                    let bytes = self.b.ins().imul_imm_s(lin, esize);
                    let b = self.b.ins().iadd(d.aligned, bytes);
                    group_base.insert(key.clone(), b);
                    b
                }
            };
            bases.insert(
                *o,
                Access {
                    base,
                    disp: disp_bytes,
                    key,
                    window: None,
                },
            );
            accesses.push((*o, store));
        }
        let width = (lanes * esize) as i32;
        let loads: Vec<(ir::Value, i32)> = accesses
            .iter()
            .filter(|(_, store)| !store)
            .map(|(o, _)| (bases[o].base, bases[o].disp))
            .collect();
        for (o, store) in &accesses {
            let a = bases.get_mut(o).expect("every access has a base");
            if !store {
                a.window = loads
                    .iter()
                    .filter(|(b, d)| {
                        *b == a.base
                            && *d < a.disp
                            && a.disp - d < width
                            && (a.disp - d) % esize as i32 == 0
                    })
                    .map(|(_, d)| *d)
                    .min();
            }
        }
        // No store may touch what another access of a different element touches.
        let first = self.b.ins().imul_imm_s(lb, esize);
        let last = self.b.ins().imul_imm_s(vec_end, esize);
        let range = |s: &mut Self, o: Op| {
            let a = &bases[&o];
            let base = s.b.ins().iadd_imm_s(a.base, a.disp as i64);
            let lo = s.b.ins().iadd(base, first);
            let hi = s.b.ins().iadd(base, last);
            (lo, hi)
        };
        let same_element = |a: Op, b: Op| {
            let (a, b) = (&bases[&a], &bases[&b]);
            a.key == b.key && a.disp == b.disp
        };
        for (i, (s, store)) in accesses.iter().enumerate() {
            if !store {
                continue;
            }
            for (j, (a, _)) in accesses.iter().enumerate() {
                if i == j || same_element(*s, *a) || (accesses[j].1 && j < i) {
                    continue;
                }
                let (slo, shi) = range(self, *s);
                let (alo, ahi) = range(self, *a);
                let below = self.b.ins().icmp(IntCC::UnsignedLessThan, slo, ahi);
                let above = self.b.ins().icmp(IntCC::UnsignedLessThan, alo, shi);
                let overlap = self.b.ins().band(below, above);
                ok = self.b.ins().band_not(ok, overlap);
            }
        }
        // Four vectors per iteration while at least four remain (neighbouring loads then share
        // vectors, see `lower_lanes`), then one, then the scalar loop.
        let quads = self.b.ins().band_imm_s(n, -4 * lanes);
        let quads_end = self.b.ins().iadd(lb, quads);
        let quads_end = self.b.ins().select(more, quads_end, lb);
        let scalar = self.b.create_block();
        let scalar_iv = self.b.append_block_param(scalar, types::I64);
        let unrolled = self.b.create_block();
        let unrolled_iv = self.b.append_block_param(unrolled, types::I64);
        let single = self.b.create_block();
        let single_iv = self.b.append_block_param(single, types::I64);
        // Invariant operands of lane ops, splat across the lanes once, before the loops.
        let mut splats: FxHashMap<Value, ir::Value> = FxHashMap::default();
        for o in &plan.lanes {
            let ops = match ctx.kind(*o) {
                OpKind::MemRefLoad => &[][..],
                OpKind::MemRefStore => &ctx.operands(*o)[..1],
                _ => ctx.operands(*o),
            };
            for v in ops {
                let lane_result = ctx.defining_op(*v).is_some_and(|d| plan.lanes.contains(&d));
                if !lane_result && !splats.contains_key(v) {
                    let s = self.one(*v);
                    let l = self.b.ins().splat(vty, s);
                    splats.insert(*v, l);
                }
            }
        }
        self.b
            .ins()
            .brif(ok, unrolled, &block_args(&[lb]), scalar, &block_args(&[lb]));
        for (header, iv, end, copies, exit) in [
            (unrolled, unrolled_iv, quads_end, 4, single),
            (single, single_iv, vec_end, 1, scalar),
        ] {
            self.b.switch_to_block(header);
            let body = self.b.create_block();
            self.loop_branch(IntCC::NotEqual, iv, end, body, exit, &block_args(&[iv]));
            self.b.switch_to_block(body);
            let step = self.b.ins().imul_imm_s(iv, esize);
            let mut loaded = FxHashMap::default();
            for copy in 0..copies {
                let at = (copy * lanes * esize) as i32;
                let last = copy + 1 == copies;
                self.lower_lanes(plan, &bases, step, at, last, vty, &splats, &mut loaded)?;
            }
            let next = self.b.ins().iadd_imm_s(iv, copies * lanes);
            self.b.ins().jump(header, &block_args(&[next]));
        }
        self.b.switch_to_block(scalar);
        Ok(scalar_iv)
    }

    /// The vector at `base + step + offset`, loaded once per iteration.
    fn vector_at(
        &mut self,
        loaded: &mut FxHashMap<(ir::Value, i32), ir::Value>,
        base: ir::Value,
        step: ir::Value,
        offset: i32,
        vty: ir::Type,
    ) -> ir::Value {
        if let Some(v) = loaded.get(&(base, offset)) {
            return *v;
        }
        let addr = self.b.ins().iadd(base, step);
        let v = self.b.ins().load(vty, lane_flags(), addr, offset);
        loaded.insert((base, offset), v);
        v
    }

    /// The vector starting `shift` bytes into `lo`, continuing into `hi` (x64: `palignr`).
    fn splice(&mut self, lo: ir::Value, hi: ir::Value, shift: u8, vty: ir::Type) -> ir::Value {
        let little = MemFlagsData::new().with_endianness(ir::Endianness::Little);
        let lo = self.b.ins().bitcast(types::I8X16, little, lo);
        let hi = self.b.ins().bitcast(types::I8X16, little, hi);
        let mask: Vec<u8> = (0..16).map(|i| shift + i).collect();
        let mask = self
            .b
            .func
            .dfg
            .immediates
            .push(ir::ConstantData::from(mask.as_slice()));
        let v = self.b.ins().shuffle(lo, hi, mask);
        self.b.ins().bitcast(vty, little, v)
    }

    /// One vector's worth of the loop body: the iterations whose accesses are at
    /// `base + step + at` (`step` is the first iteration's `iv * esize`).
    ///
    /// Loads of one base whose displacements differ by less than a vector (a stencil's
    /// `a[i][j - 1]`, `a[i][j]` and `a[i][j + 1]`) share vectors: the later ones are spliced
    /// from the first one's vectors of this copy and the next (which the next copy loads
    /// anyway), so an iteration of `n` copies loads `n + 1` vectors for such a pair instead of
    /// `2n`. The last copy loads its own (the next vector may lie past what the loop reads).
    /// The early loads are safe: the vector loop runs only when no store touches another
    /// access's elements. `loaded` holds this iteration's vectors by base and byte offset.
    #[allow(clippy::too_many_arguments)]
    fn lower_lanes(
        &mut self,
        plan: &Plan,
        bases: &FxHashMap<Op, Access>,
        step: ir::Value,
        at: i32,
        last: bool,
        vty: ir::Type,
        splats: &FxHashMap<Value, ir::Value>,
        loaded: &mut FxHashMap<(ir::Value, i32), ir::Value>,
    ) -> Result<(), Diagnostic> {
        let ctx = self.m.ctx;
        let width = vty.bytes() as i32;
        let mut lane_vals: FxHashMap<Value, ir::Value> = FxHashMap::default();
        for o in &plan.lanes {
            let ops = ctx.operands(*o);
            match ctx.kind(*o) {
                OpKind::MemRefLoad => {
                    let a = &bases[o];
                    let v = match a.window {
                        Some(d) if !last => {
                            let lo = self.vector_at(loaded, a.base, step, at + d, vty);
                            let hi = self.vector_at(loaded, a.base, step, at + d + width, vty);
                            self.splice(lo, hi, (a.disp - d) as u8, vty)
                        }
                        _ => self.vector_at(loaded, a.base, step, at + a.disp, vty),
                    };
                    lane_vals.insert(ctx.result(*o, 0), v);
                }
                OpKind::MemRefStore => {
                    let v = lane_vals.get(&ops[0]).unwrap_or_else(|| &splats[&ops[0]]);
                    let a = &bases[o];
                    let addr = self.b.ins().iadd(a.base, step);
                    let off = at + a.disp;
                    self.b.ins().store(lane_flags(), *v, addr, off);
                    // A later load of what this store wrote must read it again.
                    loaded.retain(|(b, o), _| *b != a.base || (o - off).abs() >= width);
                }
                k => {
                    let xs: Vec<ir::Value> = ops
                        .iter()
                        .map(|v| *lane_vals.get(v).unwrap_or_else(|| &splats[v]))
                        .collect();
                    let i = self.b.ins();
                    let r = match (k, &xs[..]) {
                        (OpKind::ArithAddI, [x, y]) => i.iadd(*x, *y),
                        (OpKind::ArithSubI, [x, y]) => i.isub(*x, *y),
                        (OpKind::ArithMulI, [x, y]) => i.imul(*x, *y),
                        (OpKind::ArithAndI, [x, y]) => i.band(*x, *y),
                        (OpKind::ArithOrI, [x, y]) => i.bor(*x, *y),
                        (OpKind::ArithXOrI, [x, y]) => i.bxor(*x, *y),
                        (OpKind::ArithAddF, [x, y]) => i.fadd(*x, *y),
                        (OpKind::ArithSubF, [x, y]) => i.fsub(*x, *y),
                        (OpKind::ArithMulF, [x, y]) => i.fmul(*x, *y),
                        (OpKind::ArithDivF, [x, y]) => i.fdiv(*x, *y),
                        (OpKind::ArithNegF, [x]) => i.fneg(*x),
                        _ => return Err(self.unsupported(*o)),
                    };
                    lane_vals.insert(ctx.result(*o, 0), r);
                }
            }
        }
        Ok(())
    }
}
