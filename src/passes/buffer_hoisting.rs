//! `buffer-hoisting`: moves `memref.alloc` and `memref.realloc` up into the nearest common
//! dominator of their uses (and of their aliases' uses), out of nested `scf.if`-like regions but
//! never out of a loop, and never above the blocks defining their operands (upstream's
//! `BufferHoistingPass`). Meant to run before deallocation: one allocation in a dominator
//! instead of one per branch. Unlike upstream it does not take an allocation out of a loop
//! made of branches either (into a dominator that a cycle through its block bypasses), where
//! every iteration would then share one buffer: upstream's deallocation rejects such loops, ours
//! takes them with `allow-unstructured-control-flow-loops`.
//!
//! ```mlir
//! %r = scf.if %c -> memref<4xf32> {
//!   %a = memref.alloc() : memref<4xf32>
//!   scf.yield %a : memref<4xf32>
//! } else { scf.yield %m : memref<4xf32> }
//! // becomes
//! %a = memref.alloc() : memref<4xf32>
//! %r = scf.if %c -> memref<4xf32> { scf.yield %a : memref<4xf32> } else { ... }
//! ```

use super::buffer_placement::{functions, hoist, Hoisting};
use super::Pass;
use crate::diag::Diagnostic;
use crate::ir::{Context, Op};

/// The pass (no options).
pub struct BufferHoisting;

impl Pass for BufferHoisting {
    fn flag(&self) -> &'static str {
        "buffer-hoisting"
    }
    fn class_name(&self) -> &'static str {
        "BufferHoistingPass"
    }
    fn run(&mut self, ctx: &mut Context, root: Op) -> Result<(), Diagnostic> {
        for f in functions(ctx, root) {
            hoist(ctx, f, Hoisting::Block);
        }
        Ok(())
    }
}
