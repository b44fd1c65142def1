//! Heap buffers that live in the frame: a `memref.alloc` that the deallocation pipeline frees
//! in its own block (the allocation-per-iteration loop) costs a trip through the allocator
//! and, in checked runs, a quarantined slab block that is cold in the cache by the time it is
//! reused. When nothing can observe where the buffer lives, it gets a stack slot (zeroed in
//! checked runs, as heap blocks are) instead, and the free only updates the counters. Nothing can observe it when:
//! - the type is static, small ([`MAX_BYTES`]), of the default layout and memory space, with
//!   at most the frame's alignment;
//! - the buffer's only uses are `memref.load`/`memref.store` through it and one
//!   `memref.dealloc` of it later in the allocation's block, every access before that free;
//! - every index of those accesses is provably in bounds (a constant, or the induction
//!   variable of an `scf.for` with constant bounds inside the dimension), so that no access
//!   could leave the buffer in either placement;
//! - nothing between the allocation and the free (nested ops included) can fault, call or
//!   branch away: arithmetic that never faults, `scf.for`/`scf.if`/`scf.yield` and the
//!   accesses above. So the run cannot stop while the buffer is live, and a leak, double or
//!   invalid free, or bad access involving it cannot happen in either placement.
//!
//! The checker's counters (`--memory-stats`, the report's statistics) stay those of the heap
//! run: the slot's allocation and free update them as the slab paths do. Not with
//! `--check-bounds`, whose accesses are judged against runtime blocks, and not in functions
//! that call module functions (a frame's growth must not change where recursion runs out of
//! stack). This is a code generation choice, not a pass: the printed pipeline is unchanged.

use super::FnLower;
use crate::ir::{Context, Op, OpKind, TypeData, Value};
use cranelift_codegen::ir::{self, types, InstBuilder, MemFlagsData, StackSlotData, StackSlotKind};
use memref_jit_runtime::slab_abi as abi;
use rustc_hash::FxHashMap;

/// The largest buffer given a slot (its zeroing is inline: one store per 16 bytes).
pub(super) const MAX_BYTES: u64 = 512;

/// Bytes of slots one function may give promoted buffers, in all.
const MAX_BYTES_PER_FUNCTION: u64 = 4096;

/// The promoted allocations of a function: each `memref.alloc` with its bytes, and each
/// freeing `memref.dealloc` with the same bytes.
#[derive(Default)]
pub(super) struct Promoted {
    /// Promoted `memref.alloc` ops and their bytes.
    pub(super) allocs: FxHashMap<Op, u64>,
    /// Their `memref.dealloc` ops and the bytes freed.
    pub(super) deallocs: FxHashMap<Op, u64>,
}

/// The allocations of function `f` that may live in its frame (see the module comment).
pub(super) fn promotable(ctx: &Context, f: Op, check_bounds: bool) -> Promoted {
    let mut p = Promoted::default();
    if check_bounds {
        return p;
    }
    let ops = ctx.collect_ops(f);
    if ops.iter().any(|o| calls_module_code(ctx, f, *o)) {
        return p;
    }
    let mut used = 0u64;
    for op in ops {
        if ctx.kind(op) != OpKind::MemRefAlloc {
            continue;
        }
        let Some((bytes, dealloc)) = candidate(ctx, op) else {
            continue;
        };
        let need = bytes.div_ceil(16) * 16;
        if used + need > MAX_BYTES_PER_FUNCTION {
            continue;
        }
        used += need;
        p.allocs.insert(op, bytes);
        p.deallocs.insert(dealloc, bytes);
    }
    p
}

/// Whether `op` (in function `f`) may call a function of the module (not an external one),
/// which checks the stack left before the call.
fn calls_module_code(ctx: &Context, f: Op, op: Op) -> bool {
    match ctx.kind(op) {
        OpKind::FuncCall => {
            let callee = crate::ir::ops::CallOp(op).callee(ctx);
            let table = ctx.parent_op(f);
            let target = callee
                .zip(table)
                .and_then(|(c, t)| ctx.lookup_symbol(t, c.as_bytes()));
            // A declaration has an empty body; an unknown callee counts as module code.
            target.is_none_or(|t| ctx.regions(t).iter().any(|r| ctx.entry_block(*r).is_some()))
        }
        OpKind::FuncCallIndirect => true,
        _ => false,
    }
}

/// The bytes of `alloc` and the `memref.dealloc` freeing it, when it may live in a slot.
fn candidate(ctx: &Context, alloc: Op) -> Option<(u64, Op)> {
    if !ctx.operands(alloc).is_empty() || ctx.alignment(alloc) > 16 {
        return None;
    }
    let buf = ctx.result(alloc, 0);
    let TypeData::MemRef {
        shape,
        elem,
        layout: None,
        space: None,
    } = ctx.ty(ctx.value_type(buf))
    else {
        return None;
    };
    if shape.iter().any(|d| *d < 0) {
        return None;
    }
    let esize = super::elem_layout(ctx, *elem)?.bytes() as u64;
    let bytes = shape
        .iter()
        .try_fold(esize, |n, d| n.checked_mul(*d as u64))?;
    if bytes > MAX_BYTES {
        return None;
    }
    let block = ctx.op_block(alloc)?;
    // The one free, in the allocation's block.
    let mut dealloc = None;
    for u in ctx.uses(buf) {
        if ctx.kind(u.op) == OpKind::MemRefDealloc {
            if dealloc.is_some() || ctx.op_block(u.op) != Some(block) {
                return None;
            }
            dealloc = Some(u.op);
        }
    }
    let dealloc = dealloc?;
    if !ctx.is_before_in_block(alloc, dealloc) {
        return None;
    }
    for u in ctx.uses(buf) {
        if u.op == dealloc {
            continue;
        }
        let (mem_index, first_index) = match ctx.kind(u.op) {
            OpKind::MemRefLoad => (0, 1),
            OpKind::MemRefStore => (1, 2),
            _ => return None,
        };
        if u.index != mem_index {
            return None;
        }
        let at = ctx.ancestor_op_in_block(block, u.op)?;
        if !ctx.is_before_in_block(at, dealloc) {
            return None;
        }
        let idx = &ctx.operands(u.op)[first_index..];
        if idx.len() != shape.len() || !idx.iter().zip(shape).all(|(i, d)| in_bounds(ctx, *i, *d)) {
            return None;
        }
    }
    // Nothing in between may stop the run, call out or leave the block.
    let mut at = ctx.next_op(alloc)?;
    while at != dealloc {
        if !quiet(ctx, at, buf) {
            return None;
        }
        at = ctx.next_op(at)?;
    }
    Some((bytes, dealloc))
}

/// Whether `op` and everything nested in it cannot fault, call or branch out, and touch
/// memory only through `buf`.
fn quiet(ctx: &Context, op: Op, buf: Value) -> bool {
    use OpKind::*;
    let ok = match ctx.kind(op) {
        ArithConstant | ArithCmpI | ArithCmpF | ArithSelect | ArithAddI | ArithSubI | ArithMulI
        | ArithAndI | ArithOrI | ArithXOrI | ArithMaxSI | ArithMaxUI | ArithMinSI | ArithMinUI
        | ArithAddF | ArithSubF | ArithMulF | ArithDivF | ArithMaximumF | ArithMinimumF
        | ArithMaxNumF | ArithMinNumF | ArithNegF | ArithIndexCast | ArithIndexCastUI
        | ArithExtSI | ArithExtUI | ArithTruncI | ArithSIToFP | ArithUIToFP | ArithFPToSI
        | ArithFPToUI | ArithExtF | ArithBitcast => {
            // Scalars only (vector forms take other paths).
            ctx.results(op)
                .iter()
                .chain(ctx.operands(op))
                .all(|v| !matches!(ctx.ty(ctx.value_type(*v)), TypeData::Vector { .. }))
        }
        ScfFor | ScfIf | ScfYield => true,
        MemRefLoad => ctx.operands(op)[0] == buf,
        MemRefStore => ctx.operands(op)[1] == buf,
        _ => false,
    };
    ok && ctx.regions(op).iter().all(|r| {
        ctx.region_blocks(*r)
            .all(|b| ctx.block_ops(b).all(|o| quiet(ctx, o, buf)))
    })
}

/// Whether index `v` provably lies in `[0, dim)` wherever it is used.
fn in_bounds(ctx: &Context, v: Value, dim: i64) -> bool {
    if let Some(c) = crate::ir::matchers::const_int(ctx, v) {
        return c >= 0 && c < dim as i128;
    }
    // The induction variable of an `scf.for` with constant bounds and a positive step: it
    // takes values in `[lb, ub)` only, the bounds compared as the loop compares them (an
    // `unsigned` loop from 5 to -1 runs past any dimension).
    let Some(b) = ctx.value_block(v) else {
        return false;
    };
    if ctx.block_arg_index(v) != Some(0) || ctx.block_args(b).first() != Some(&v) {
        return false;
    }
    let Some(owner) = ctx.block_parent_op(b) else {
        return false;
    };
    if ctx.kind(owner) != OpKind::ScfFor {
        return false;
    }
    let o = ctx.operands(owner);
    let unsigned = ctx.get_attr(owner, "unsignedCmp").is_some();
    let c = |v: Value| {
        crate::ir::matchers::const_int(ctx, v).map(|c| {
            if unsigned {
                c as u64 as i128
            } else {
                c as i64 as i128
            }
        })
    };
    match (c(o[0]), c(o[1]), c(o[2])) {
        (Some(lb), Some(ub), Some(step)) => {
            step > 0 && (lb >= ub || (lb >= 0 && ub <= dim as i128))
        }
        _ => false,
    }
}

impl FnLower<'_, '_, '_> {
    /// The promoted allocation `op` of `bytes`: a frame slot, zeroed and counted as the heap
    /// block would be (in checked runs). Returns its address.
    pub(super) fn promoted_alloc(&mut self, bytes: u64) -> ir::Value {
        let size = bytes.div_ceil(16).max(1) * 16;
        let slot = self.b.create_sized_stack_slot(StackSlotData::new(
            StackSlotKind::ExplicitSlot,
            size as u32,
            4,
        ));
        // Zeroed, as checked heap blocks are, so that runs print the same. Unchecked heap
        // blocks come from plain malloc, uninitialized (as upstream's): so is this slot then.
        if !self.m.unchecked {
            let zero = self.iconst(types::I64, 0);
            let zero = self.b.ins().splat(types::I64X2, zero);
            for k in 0..size / 16 {
                self.b
                    .ins()
                    .stack_store(types::I64, zero, slot, (k * 16) as i32);
            }
            let slabs = self.slab_table();
            self.bump_counter(slabs, abi::ALLOCS, 1);
            let live = self.bump_counter(slabs, abi::LIVE_BYTES, bytes as i64);
            let flags = MemFlagsData::trusted();
            let peak = self.b.ins().load(types::I64, flags, slabs, abi::PEAK_BYTES);
            let peak = self.b.ins().umax(peak, live);
            self.b.ins().store(flags, peak, slabs, abi::PEAK_BYTES);
        }
        self.b.ins().stack_addr(types::I64, slot, 0)
    }

    /// The free of a promoted allocation of `bytes`: its counters only.
    pub(super) fn promoted_free(&mut self, bytes: u64) {
        if !self.m.unchecked {
            let slabs = self.slab_table();
            self.bump_counter(slabs, abi::FREES, 1);
            self.bump_counter(slabs, abi::LIVE_BYTES, -(bytes as i64));
        }
    }

    /// The run's slab tables (their address is known once the run starts).
    fn slab_table(&mut self) -> ir::Value {
        let cell = self.iconst(types::I64, &*self.m.slabs as *const u64 as i64);
        self.b
            .ins()
            .load(types::I64, MemFlagsData::trusted(), cell, 0)
    }

    /// Adds `by` to the counter at `offset` of the slab tables; returns the new value.
    fn bump_counter(&mut self, slabs: ir::Value, offset: i32, by: i64) -> ir::Value {
        let flags = MemFlagsData::trusted();
        let v = self.b.ins().load(types::I64, flags, slabs, offset);
        let v = self.b.ins().iadd_imm_s(v, by);
        self.b.ins().store(flags, v, slabs, offset);
        v
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::{parse_module, ParseOptions};

    /// The functions of `src` with a promoted allocation, by name.
    fn promoting(src: &str, check_bounds: bool) -> Vec<String> {
        let mut ctx = Context::new();
        let module = parse_module(&mut ctx, src, &ParseOptions::default()).expect("parses");
        let mut names = vec![];
        for f in ctx.collect_ops(module) {
            if ctx.kind(f) == OpKind::FuncFunc
                && !promotable(&ctx, f, check_bounds).allocs.is_empty()
            {
                names.push(String::from_utf8_lossy(ctx.symbol_name(f).unwrap()).into_owned());
            }
        }
        names.sort();
        names
    }

    const CASES: &str = r#"
func.func private @ext(f32)
func.func @callee() { return }
// Promoted: accesses by constants and by a loop inside the dimension, one free after them.
func.func @yes(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c16 = arith.constant 16 : index
  %f = arith.constant 1.0 : f32
  scf.for %i = %c0 to %n step %c1 {
    %a = memref.alloc() : memref<16xf32>
    scf.for %j = %c0 to %c16 step %c1 {
      memref.store %f, %a[%j] : memref<16xf32>
    }
    %x = memref.load %a[%c3] : memref<16xf32>
    memref.dealloc %a : memref<16xf32>
    func.call @ext(%x) : (f32) -> ()
  }
  return
}
// A loop bound past the dimension: its accesses might leave the buffer.
func.func @loop_past_end() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c17 = arith.constant 17 : index
  %f = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<16xf32>
  scf.for %j = %c0 to %c17 step %c1 {
    memref.store %f, %a[%j] : memref<16xf32>
  }
  memref.dealloc %a : memref<16xf32>
  return
}
// An unsigned loop from 5 to -1 (2^64 - 1): it runs past the dimension.
func.func @unsigned_past_end() {
  %c5 = arith.constant 5 : index
  %cm = arith.constant -1 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<4xf32>
  scf.for unsigned %j = %c5 to %cm step %c1 {
    memref.store %f, %a[%j] : memref<4xf32>
  }
  memref.dealloc %a : memref<4xf32>
  return
}
// An index that is not a constant or a bounded induction variable.
func.func @unknown_index(%i: index) {
  %f = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<16xf32>
  memref.store %f, %a[%i] : memref<16xf32>
  memref.dealloc %a : memref<16xf32>
  return
}
// A load after the free (a use after free the checker must see).
func.func @after_free() -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<16xf32>
  memref.dealloc %a : memref<16xf32>
  %x = memref.load %a[%c0] : memref<16xf32>
  return %x : f32
}
// Freed twice; never freed; freed in another block.
func.func @double_free() {
  %a = memref.alloc() : memref<16xf32>
  memref.dealloc %a : memref<16xf32>
  memref.dealloc %a : memref<16xf32>
  return
}
func.func @leak() {
  %a = memref.alloc() : memref<16xf32>
  return
}
func.func @nested_free(%b: i1) {
  %a = memref.alloc() : memref<16xf32>
  scf.if %b {
    memref.dealloc %a : memref<16xf32>
  }
  return
}
// Something between that may fault (a division) or call out.
func.func @division_between(%d: index) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<16xf32>
  %q = arith.divui %c0, %d : index
  memref.dealloc %a : memref<16xf32>
  return
}
func.func @call_between() {
  %f = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<16xf32>
  func.call @ext(%f) : (f32) -> ()
  memref.dealloc %a : memref<16xf32>
  return
}
// The buffer escapes (a view, passed on), is dynamic, too large or over-aligned.
func.func @escapes() {
  %a = memref.alloc() : memref<16xf32>
  %v = memref.subview %a[0] [4] [1] : memref<16xf32> to memref<4xf32, strided<[1]>>
  memref.dealloc %a : memref<16xf32>
  return
}
func.func @dynamic(%n: index) {
  %a = memref.alloc(%n) : memref<?xf32>
  memref.dealloc %a : memref<?xf32>
  return
}
func.func @large() {
  %a = memref.alloc() : memref<1024xf32>
  memref.dealloc %a : memref<1024xf32>
  return
}
func.func @over_aligned() {
  %a = memref.alloc() {alignment = 64 : i64} : memref<16xf32>
  memref.dealloc %a : memref<16xf32>
  return
}
// Another memref accessed in between.
func.func @other_memref(%m: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<16xf32>
  %x = memref.load %m[%c0] : memref<4xf32>
  memref.store %x, %a[%c0] : memref<16xf32>
  memref.dealloc %a : memref<16xf32>
  return
}
// A function calling module code (its frame size matters to recursion depth).
func.func @calls_module() {
  %a = memref.alloc() : memref<16xf32>
  memref.dealloc %a : memref<16xf32>
  func.call @callee() : () -> ()
  return
}
"#;

    #[test]
    fn promotes_only_what_cannot_be_observed() {
        assert_eq!(promoting(CASES, false), ["yes"]);
        assert!(promoting(CASES, true).is_empty());
    }
}
