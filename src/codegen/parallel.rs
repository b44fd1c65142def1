//! Compiling a module's functions on all cores: the functions are lowered to Cranelift IR one
//! after the other (lowering shares the module's tables), then each function's Cranelift
//! context is compiled to machine code on a worker thread (Cranelift's work, most of the
//! time), and the code is defined in the JIT module in the functions' order again, so that the
//! code's layout and every message do not depend on which thread finished first.

use cranelift_codegen::control::ControlPlane;
use cranelift_codegen::isa::TargetIsa;
use cranelift_codegen::Context as ClifContext;
use cranelift_module::{FuncId, Module, ModuleError, ModuleReloc};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

/// Stack of a compile worker: deeply nested functions recurse deeply in Cranelift, as on the
/// thread that runs the tools (see `crate::stack`); only the pages touched are committed.
const WORKER_STACK_BYTES: usize = 1 << 30;

/// Fewer functions than this compile on the calling thread (a thread costs more than they).
const MIN_PARALLEL: usize = 4;

/// A function to compile and, once compiled, its result.
type Slot<'a> = Mutex<(&'a mut ClifContext, Option<Result<(), String>>)>;

/// Compiles every context; `Err` holds Cranelift's message for a function it rejected.
/// Results are in the order of `ctxs`.
/// Functions larger than [`super::BIG_FUNCTION_INSTS`] compile with `big_isa`.
pub(super) fn compile_all(
    isa: &dyn TargetIsa,
    big_isa: &dyn TargetIsa,
    ctxs: &mut [ClifContext],
) -> Vec<Result<(), String>> {
    let one = |c: &mut ClifContext| {
        let isa = if c.func.dfg.num_insts() > super::BIG_FUNCTION_INSTS {
            big_isa
        } else {
            isa
        };
        c.compile(isa, &mut ControlPlane::default())
            .map(|_| ())
            .map_err(|e| format!("{:?}", ModuleError::from(e)))
    };
    let workers = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .min(ctxs.len());
    if workers < 2 || ctxs.len() < MIN_PARALLEL {
        return ctxs.iter_mut().map(one).collect();
    }
    // Largest first: a big function claimed last (a @main calling every other function comes
    // last in its module) would compile alone on one core after the others are done.
    let mut order: Vec<usize> = (0..ctxs.len()).collect();
    order.sort_by_key(|&i| std::cmp::Reverse(ctxs[i].func.dfg.num_insts()));
    let slots: Vec<Slot> = ctxs.iter_mut().map(|c| Mutex::new((c, None))).collect();
    let next = AtomicUsize::new(0);
    // Claims functions until none is left (on a worker, or here when no thread starts).
    let drain = || loop {
        let i = next.fetch_add(1, Ordering::Relaxed);
        let Some(slot) = order.get(i).map(|&j| &slots[j]) else {
            break;
        };
        let mut slot = slot.lock().unwrap_or_else(|p| p.into_inner());
        let r = one(slot.0);
        slot.1 = Some(r);
    };
    std::thread::scope(|s| {
        let mut handles = Vec::new();
        for _ in 0..workers {
            match std::thread::Builder::new()
                .stack_size(WORKER_STACK_BYTES)
                .spawn_scoped(s, drain)
            {
                Ok(h) => handles.push(h),
                Err(_) => break,
            }
        }
        // Whatever no worker took (all of it if no thread could be started).
        drain();
        for h in handles {
            if let Err(p) = h.join() {
                std::panic::resume_unwind(p);
            }
        }
    });
    slots
        .into_iter()
        .map(|m| {
            m.into_inner()
                .unwrap_or_else(|p| p.into_inner())
                .1
                .expect("every function was compiled")
        })
        .collect()
}

/// Defines the machine code of a compiled context as function `id` of `module`.
pub(super) fn define<M: Module>(module: &mut M, id: FuncId, c: &ClifContext) -> Result<(), String> {
    let code = c
        .compiled_code()
        .ok_or_else(|| "the function was not compiled".to_string())?;
    let relocs: Vec<ModuleReloc> = code
        .buffer
        .relocs()
        .iter()
        .map(|r| ModuleReloc::from_mach_reloc(r, &c.func, id))
        .collect();
    module
        .define_function_bytes(
            id,
            code.buffer.alignment as u64,
            code.code_buffer(),
            &relocs,
        )
        .map_err(|e| format!("{e:?}"))
}
