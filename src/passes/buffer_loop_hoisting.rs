//! `buffer-loop-hoisting`: moves `memref.alloc`, `memref.realloc` and `memref.alloca` out of
//! loop nests (`scf.for`, `scf.while`, `scf.parallel`, `scf.forall`) when no operand is defined
//! in the loop and no alias of the buffer flows around the loop (upstream's
//! `BufferLoopHoistingPass`): one allocation per loop instead of one per iteration. Meant to run
//! before deallocation (a `memref.dealloc` already in the loop stays there).
//!
//! ```mlir
//! scf.for %i = %lb to %ub step %s {
//!   %a = memref.alloc() : memref<16xf32>
//!   "use"(%a) : (memref<16xf32>) -> ()
//! }
//! // becomes
//! %a = memref.alloc() : memref<16xf32>
//! scf.for %i = %lb to %ub step %s { "use"(%a) : (memref<16xf32>) -> () }
//! ```

use super::buffer_placement::{functions, hoist, Hoisting};
use super::Pass;
use crate::diag::Diagnostic;
use crate::ir::{Context, Op};

/// The pass (no options).
pub struct BufferLoopHoisting;

impl Pass for BufferLoopHoisting {
    fn flag(&self) -> &'static str {
        "buffer-loop-hoisting"
    }
    fn class_name(&self) -> &'static str {
        "BufferLoopHoistingPass"
    }
    fn run(&mut self, ctx: &mut Context, root: Op) -> Result<(), Diagnostic> {
        for f in functions(ctx, root) {
            hoist(ctx, f, Hoisting::Loop);
        }
        Ok(())
    }
}
