//! `loop-invariant-code-motion`: upstream's pass (LLVM 22). Every loop-like op (`scf.for`,
//! `scf.while`, `scf.parallel`, `scf.forall`, `affine.for`, `affine.parallel`), innermost
//! first, moves before itself each op of its body whose operands are all defined outside the
//! loop and that is memory-effect free and speculatable; users of a moved op are reconsidered.
//! Loads are never moved (they read memory).
//!
//! Speculatable as upstream decides it: arithmetic is, except `divui`/`ceildivui` without a
//! constant non-zero divisor, `divsi`/`ceildivsi` without a constant divisor other than 0 and
//! -1, and the index dialect's divisions and remainders; `memref.dim`/`tensor.dim` with a
//! constant index in range; `scf.for`/`affine.for` with a unit step and `scf.if`/`affine.if`
//! when their bodies are; no other op with regions.
//!
//! memref-run's JIT runs it with `non_faulting` set: then only ops without regions that can
//! never fault in our engines move (no division without a safe constant divisor, no tensor or
//! vector op, no view),
//! so an op hoisted out of a loop that runs zero times cannot raise an error the loop would not
//! have raised.

use super::Pass;
use crate::diag::Diagnostic;
use crate::ir::interfaces::is_memory_effect_free;
use crate::ir::{Context, Op, OpKind, Region, TypeData, Value};

/// The pass.
#[derive(Default)]
pub struct LoopInvariantCodeMotion {
    /// Move only ops that never fault in our engines (memref-run's JIT levels).
    pub non_faulting: bool,
}

impl Pass for LoopInvariantCodeMotion {
    fn flag(&self) -> &'static str {
        "loop-invariant-code-motion"
    }
    fn class_name(&self) -> &'static str {
        "LoopInvariantCodeMotion"
    }
    fn run(&mut self, ctx: &mut Context, root: Op) -> Result<(), Diagnostic> {
        let mut loops = Vec::new();
        post_order_loops(ctx, root, &mut loops);
        for l in loops {
            move_loop_invariant_code(ctx, l, self.non_faulting);
        }
        Ok(())
    }
}

/// Whether `kind` is a loop (MLIR's LoopLikeOpInterface).
pub fn is_loop_like(kind: OpKind) -> bool {
    matches!(
        kind,
        OpKind::ScfFor
            | OpKind::ScfWhile
            | OpKind::ScfParallel
            | OpKind::ScfForall
            | OpKind::AffineFor
            | OpKind::AffineParallel
    )
}

/// The loops nested in `op`, innermost first (MLIR's post-order walk).
fn post_order_loops(ctx: &Context, op: Op, out: &mut Vec<Op>) {
    for &r in ctx.regions(op) {
        for b in ctx.region_blocks(r) {
            for o in ctx.block_ops(b) {
                post_order_loops(ctx, o, out);
            }
        }
    }
    if is_loop_like(ctx.kind(op)) {
        out.push(op);
    }
}

/// Whether `v` is defined outside `op` (not by it, nor in one of its regions).
pub fn defined_outside(ctx: &Context, v: Value, op: Op) -> bool {
    let mut cur = match ctx.defining_op(v) {
        Some(d) => d,
        None => match ctx.value_block(v).and_then(|b| ctx.block_parent_op(b)) {
            Some(p) => {
                if p == op {
                    return false;
                }
                p
            }
            None => return true,
        },
    };
    loop {
        if cur == op {
            return false;
        }
        match ctx.parent_op(cur) {
            Some(p) => cur = p,
            None => return true,
        }
    }
}

/// The region an op is directly in.
fn op_region(ctx: &Context, op: Op) -> Option<Region> {
    ctx.op_block(op).and_then(|b| ctx.block_region(b))
}

/// MLIR's `moveLoopInvariantCode` on one loop.
fn move_loop_invariant_code(ctx: &mut Context, lp: Op, non_faulting: bool) {
    for region in ctx.regions(lp).to_vec() {
        let mut worklist: std::collections::VecDeque<Op> = ctx
            .region_blocks(region)
            .flat_map(|b| ctx.block_ops(b).collect::<Vec<_>>())
            .collect();
        while let Some(op) = worklist.pop_front() {
            if ctx.op(op).erased || op_region(ctx, op) != Some(region) {
                continue;
            }
            // A region-free op at the loop body's top level can only use values of the body
            // itself (its blocks' arguments and ops) or of outside: a constant-time test, which
            // keeps deep nests linear.
            let hoistable = if ctx.regions(op).is_empty() {
                !ctx.kind(op).is_terminator()
                    && ctx.operands(op).iter().all(|v| {
                        ctx.value_block(*v).and_then(|b| ctx.block_region(b)) != Some(region)
                    })
            } else {
                // Our engines' levels move region-free ops only.
                !non_faulting && can_be_hoisted(ctx, op, lp)
            };
            if !hoistable || !is_memory_effect_free(ctx, op) {
                continue;
            }
            if !speculatable(ctx, op, non_faulting) {
                continue;
            }
            ctx.detach_op(op);
            let block = ctx.op_block(lp).expect("loop in a block");
            ctx.insert_op(block, Some(lp), op);
            for r in ctx.results(op).to_vec() {
                for u in ctx.uses(r).to_vec() {
                    if op_region(ctx, u.op) == Some(region) {
                        worklist.push_back(u.op);
                    }
                }
            }
        }
    }
}

/// Not a terminator, and every value `op` (or an op nested in it) uses from outside `op` is
/// defined outside the loop.
fn can_be_hoisted(ctx: &Context, op: Op, lp: Op) -> bool {
    if ctx.kind(op).is_terminator() {
        return false;
    }
    let mut ok = true;
    ctx.walk(op, &mut |child| {
        for &v in ctx.operands(child) {
            if !defined_outside(ctx, v, op) {
                continue;
            }
            if !defined_outside(ctx, v, lp) {
                ok = false;
            }
        }
    });
    ok
}

/// The value of a constant integer operand, sign-extended from its width.
fn const_signed(ctx: &Context, v: Value) -> Option<i128> {
    let c = crate::ir::matchers::const_int(ctx, v)?;
    let width = match ctx.ty(ctx.value_type(v)) {
        TypeData::Integer { width, .. } => *width,
        _ => 64,
    };
    if width == 0 || width >= 128 {
        return Some(c);
    }
    let shift = 128 - width;
    Some((c << shift) >> shift)
}

/// MLIR's `isSpeculatable` (with `non_faulting`: and never faults in our engines).
fn speculatable(ctx: &Context, op: Op, non_faulting: bool) -> bool {
    use OpKind::*;
    let k = ctx.kind(op);
    let divisor = || const_signed(ctx, ctx.operand(op, 1));
    match k {
        ArithDivUI | ArithCeilDivUI => divisor().is_some_and(|d| d != 0),
        ArithDivSI | ArithCeilDivSI => divisor().is_some_and(|d| d != 0 && d != -1),
        // Not speculatable upstream, whatever the divisor.
        IndexDivS | IndexDivU | IndexCeilDivS | IndexCeilDivU | IndexFloorDivS | IndexRemS
        | IndexRemU => false,
        // Pure upstream (a zero divisor is undefined behaviour), but our engines report it.
        ArithRemUI if non_faulting => divisor().is_some_and(|d| d != 0),
        ArithRemSI | ArithFloorDivSI if non_faulting => {
            divisor().is_some_and(|d| d != 0 && d != -1)
        }
        MemRefDim | TensorDim => {
            let rank = match ctx.ty(ctx.value_type(ctx.operand(op, 0))) {
                TypeData::MemRef { shape, .. } | TypeData::Tensor { shape, .. } => shape.len(),
                _ => return false,
            };
            crate::ir::matchers::const_int(ctx, ctx.operand(op, 1))
                .is_some_and(|i| i >= 0 && (i as usize) < rank)
                && !(non_faulting && k == TensorDim)
        }
        // A unit step always terminates.
        ScfFor => {
            crate::ir::matchers::const_int(ctx, ctx.operand(op, 2)) == Some(1)
                && body_speculatable(ctx, op, non_faulting)
        }
        AffineFor => {
            let step = ctx.get_attr(op, "step").map(|a| ctx.attr(a));
            matches!(step, Some(crate::ir::AttrData::Integer { value: 1, .. }))
                && body_speculatable(ctx, op, non_faulting)
        }
        ScfIf | AffineIf => body_speculatable(ctx, op, non_faulting),
        _ if !ctx.regions(op).is_empty() => false,
        _ if non_faulting => {
            let name = ctx.op_name(op);
            name.starts_with("arith.") || name.starts_with("math.") || name.starts_with("index.")
        }
        // Effect-free ops without regions are Pure.
        _ => k != Unregistered,
    }
}

/// Every op nested in `op` is speculatable (terminators included).
fn body_speculatable(ctx: &Context, op: Op, non_faulting: bool) -> bool {
    ctx.regions(op).iter().all(|r| {
        ctx.region_blocks(*r).all(|b| {
            ctx.block_ops(b)
                .all(|o| ctx.kind(o).is_terminator() || speculatable(ctx, o, non_faulting))
        })
    })
}
