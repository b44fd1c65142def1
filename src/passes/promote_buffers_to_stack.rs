//! `promote-buffers-to-stack`: turns a small `memref.alloc` with no `memref.dealloc` into a
//! `memref.alloca` when no alias of it leaves the nearest automatic allocation scope (a
//! function or a loop body in 22.1.8), walking out of `scf.if`-like ops only (upstream's
//! `PromoteBuffersToStackPass`). Small: at most `max-alloc-size-in-bytes` (1024) bytes of
//! static shape (elements × bit width), or a dynamic shape of rank at most
//! `max-rank-of-allocated-memref` (1) whose sizes all come from `memref.rank`.
//!
//! ```mlir
//! %a = memref.alloc() : memref<4xf32>      // used here only, never freed
//! // becomes
//! %a = memref.alloca() : memref<4xf32>
//! ```

use rustc_hash::FxHashSet;

use super::buffer_placement::{
    functions, is_known_control_flow, is_loop, placement_allocs, Placement,
};
use super::Pass;
use crate::diag::Diagnostic;
use crate::ir::{Builder, Context, Op, OpKind, Region, Traits, TypeData, Value};

/// The pass and its options.
pub struct PromoteBuffersToStack {
    /// `max-alloc-size-in-bytes`.
    pub max_alloc_size_in_bytes: u64,
    /// `max-rank-of-allocated-memref`.
    pub max_rank_of_allocated_memref: u64,
}

impl Default for PromoteBuffersToStack {
    fn default() -> Self {
        PromoteBuffersToStack {
            max_alloc_size_in_bytes: 1024,
            max_rank_of_allocated_memref: 1,
        }
    }
}

impl Pass for PromoteBuffersToStack {
    fn flag(&self) -> &'static str {
        "promote-buffers-to-stack"
    }
    fn class_name(&self) -> &'static str {
        "PromoteBuffersToStackPass"
    }
    fn run(&mut self, ctx: &mut Context, root: Op) -> Result<(), Diagnostic> {
        for f in functions(ctx, root) {
            self.promote(ctx, f);
        }
        Ok(())
    }
}

impl PromoteBuffersToStack {
    fn promote(&self, ctx: &mut Context, func: Op) {
        let allocs = placement_allocs(ctx, func);
        if allocs.is_empty() {
            return;
        }
        let pl = Placement::new(ctx, func);
        for (v, dealloc) in allocs {
            let Some(alloc) = ctx.defining_op(v) else {
                continue;
            };
            if !self.is_small(ctx, alloc)
                || dealloc.is_some()
                || !has_allocation_scope(ctx, v, &pl.aliases.resolve(v))
            {
                continue;
            }
            let Some(block) = ctx.op_block(alloc) else {
                continue;
            };
            let Some(start) = pl.start_operation(ctx, v, block) else {
                continue;
            };
            let ty = ctx.value_type(v);
            let operands = ctx.operands(alloc).to_vec();
            let attrs = ctx
                .attrs(alloc)
                .iter()
                .map(|(k, a)| (ctx.ident_str(*k).to_string(), *a))
                .collect();
            let mut b = Builder::before(ctx, start);
            b.loc = ctx.op_loc(alloc);
            let alloca = b.create(ctx, OpKind::MemRefAlloca, &operands, &[ty], attrs, &[]);
            let r = ctx.result(alloca, 0);
            ctx.replace_all_uses(v, r);
            ctx.erase_op(alloc);
        }
    }

    /// Upstream's `defaultIsSmallAlloc`.
    fn is_small(&self, ctx: &Context, alloc: Op) -> bool {
        if ctx.kind(alloc) != OpKind::MemRefAlloc {
            return false;
        }
        let ty = ctx.value_type(ctx.result(alloc, 0));
        let TypeData::MemRef { shape, elem, .. } = ctx.ty(ty) else {
            return false;
        };
        if shape.iter().any(|d| *d < 0) {
            // Sizes from `memref.rank` are small, and few of them are multiplied.
            return shape.len() as u64 <= self.max_rank_of_allocated_memref
                && ctx.operands(alloc).iter().all(|o| {
                    ctx.defining_op(*o)
                        .is_some_and(|d| ctx.kind(d) == OpKind::MemRefRank)
                });
        }
        let Some(bits) = bit_width(ctx, *elem) else {
            return false;
        };
        // An element count or size that overflows is not small (upstream's tryGetNumElements).
        let size = shape
            .iter()
            .try_fold(1i128, |a, d| a.checked_mul(*d as i128))
            .and_then(|n| n.checked_mul(bits));
        size.is_some_and(|s| s <= self.max_alloc_size_in_bytes as i128 * 8)
    }
}

/// The data layout's size in bits of a memref element type.
fn bit_width(ctx: &Context, t: crate::ir::Type) -> Option<i128> {
    match ctx.ty(t) {
        TypeData::Integer { width, .. } => Some(*width as i128),
        TypeData::Index => Some(64),
        TypeData::Float(k) => Some(k.width() as i128),
        TypeData::Complex(e) => bit_width(ctx, *e).map(|b| 2 * b),
        TypeData::Vector { shape, elem, .. } => shape
            .iter()
            .try_fold(bit_width(ctx, *elem)?, |a, d| a.checked_mul(*d as i128)),
        _ => None,
    }
}

/// Upstream's `hasAllocationScope`: walking out of the regions holding `v`, an automatic
/// allocation scope is reached that no alias of `v` is returned from, before any loop or op
/// that is not structured control flow.
fn has_allocation_scope(ctx: &Context, v: Value, aliases: &FxHashSet<Value>) -> bool {
    let Some(mut region) =
        super::buffer_placement::value_block(ctx, v).and_then(|b| ctx.block_region(b))
    else {
        return false;
    };
    loop {
        let Some(parent) = ctx.region(region).parent else {
            return false;
        };
        let kind = ctx.kind(parent);
        if kind
            .info()
            .traits
            .contains(Traits::AUTOMATIC_ALLOCATION_SCOPE)
            && !leaves_allocation_scope(ctx, region, aliases)
        {
            return true;
        }
        if is_loop(kind) || !is_known_control_flow(kind) {
            return false;
        }
        match ctx.op_block(parent).and_then(|b| ctx.block_region(b)) {
            Some(r) => region = r,
            None => return false,
        }
    }
}

/// Whether an alias is an operand of a region terminator returning from `region` (upstream's
/// `leavesAllocationScope`: a `ReturnLike` or region-branch terminator there).
fn leaves_allocation_scope(ctx: &Context, region: Region, aliases: &FxHashSet<Value>) -> bool {
    aliases.iter().any(|a| {
        ctx.uses(*a).iter().any(|u| {
            let k = ctx.kind(u.op);
            (k.info().traits.contains(Traits::RETURN_LIKE) || k == OpKind::ScfCondition)
                && ctx.op_block(u.op).and_then(|b| ctx.block_region(b)) == Some(region)
        })
    })
}
