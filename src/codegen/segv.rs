//! A bad access that unchecked JIT code makes (without `--check-bounds` nothing checks it; an
//! address the allocator keeps unmapped, e.g. just below a slab, faults) ends the run with a
//! located error instead of a signal. The code of every function is mapped back to its ops
//! (Cranelift source locations, one per op); while `@main` runs, a SIGSEGV/SIGBUS handler
//! that finds the faulting instruction in that map redirects the thread to [`landing`], which
//! hands the run's state and the op to the waiting caller and parks the thread for good (its
//! frames cannot be unwound). A fault inside a runtime function while it touches memory the
//! program handed it (a copy, a print of a memref) is reported at the op whose call is
//! found on the stack. Any other fault goes to the handler that was there before (Rust's
//! stack-overflow report) or to the default action.

use std::cell::Cell;

/// Code addresses of a compiled module, `(start, end, op index)` sorted by start.
pub(super) type CodeMap = Vec<(usize, usize, u32)>;

/// A function's code offsets, `(start, end, op index)`.
pub(super) type OpRanges = Vec<(u32, u32, u32)>;

/// The run on this thread: where its code is and what to do with a fault.
pub(super) struct Active<'a> {
    pub map: &'a CodeMap,
    /// The faulting op and address, set by the handler for [`landing`].
    pub pending: Cell<Option<(u32, usize)>>,
    /// Ends the run after a fault (never returns to the faulting code).
    pub on_fault: &'a dyn Fn(u32, usize),
    /// The end of the run thread's stack (0 if unknown): how far a fault inside a runtime
    /// function may search the stack for the JIT code that called it.
    pub stack_top: usize,
}

thread_local! {
    static ACTIVE: Cell<*const Active<'static>> = const { Cell::new(std::ptr::null()) };
}

/// Runs `f` with `active` as this thread's run (the handler's view of it).
pub(super) fn with_active<R>(active: &Active<'_>, f: impl FnOnce() -> R) -> R {
    install();
    // The lifetime is erased: the pointer is cleared before `active` goes away.
    let p = (active as *const Active<'_>).cast::<()>() as *const Active<'static>;
    ACTIVE.with(|c| c.set(p));
    let r = f();
    ACTIVE.with(|c| c.set(std::ptr::null()));
    r
}

/// The op of the JIT code that called the runtime function faulting with stack pointer `sp`:
/// the first word on the stack above `sp` that is an address in JIT code after a call (the
/// return address; runtime functions hold no pointers into JIT code).
#[allow(dead_code)]
fn caller_op(map: &CodeMap, sp: usize, top: usize) -> Option<u32> {
    if sp == 0 || top <= sp {
        return None;
    }
    (sp & !7..top.saturating_sub(8))
        .step_by(8)
        // SAFETY: the words lie between the faulting frame and the end of this thread's
        // stack, which is mapped.
        .map(|a| unsafe { std::ptr::read(a as *const usize) })
        .find_map(|w| op_at(map, w.wrapping_sub(1)))
}

/// The op whose code holds `pc`.
fn op_at(map: &CodeMap, pc: usize) -> Option<u32> {
    let i = map.partition_point(|(s, _, _)| *s <= pc).checked_sub(1)?;
    let (s, e, op) = map[i];
    (s <= pc && pc < e).then_some(op)
}

#[cfg(all(target_os = "linux", target_arch = "x86_64"))]
mod imp {
    use super::{caller_op, op_at, ACTIVE};
    use std::sync::Once;

    static mut OLD_SEGV: std::mem::MaybeUninit<libc::sigaction> = std::mem::MaybeUninit::zeroed();
    static mut OLD_BUS: std::mem::MaybeUninit<libc::sigaction> = std::mem::MaybeUninit::zeroed();

    pub fn install() {
        static ONCE: Once = Once::new();
        ONCE.call_once(|| {
            // SAFETY: a plain sigaction registration; the old actions are kept for chaining
            // and only written here, once.
            unsafe {
                let mut sa: libc::sigaction = std::mem::zeroed();
                sa.sa_sigaction = handler as *const () as usize;
                sa.sa_flags = libc::SA_SIGINFO | libc::SA_ONSTACK;
                libc::sigemptyset(&mut sa.sa_mask);
                libc::sigaction(libc::SIGSEGV, &sa, std::ptr::addr_of_mut!(OLD_SEGV).cast());
                libc::sigaction(libc::SIGBUS, &sa, std::ptr::addr_of_mut!(OLD_BUS).cast());
            }
        });
    }

    extern "C" fn handler(sig: libc::c_int, info: *mut libc::siginfo_t, uctx: *mut libc::c_void) {
        // SAFETY: the kernel passes a valid ucontext and siginfo; the active run outlives
        // the JIT call it was set for.
        unsafe {
            let uc = uctx as *mut libc::ucontext_t;
            let regs = &mut (*uc).uc_mcontext.gregs;
            let pc = regs[libc::REG_RIP as usize] as usize;
            let a = ACTIVE.with(|c| c.get());
            if !a.is_null() {
                let sp = regs[libc::REG_RSP as usize] as usize;
                let op = op_at((*a).map, pc).or_else(|| {
                    memref_jit_runtime::jit::in_user_memory()
                        .then(|| caller_op((*a).map, sp, (*a).stack_top))
                        .flatten()
                });
                if let Some(op) = op {
                    (*a).pending.set(Some((op, (*info).si_addr() as usize)));
                    // Continue in `landing` below the faulting frame (past the red zone),
                    // aligned as at a function's entry.
                    regs[libc::REG_RSP as usize] = (((sp - 512) & !15) - 8) as i64;
                    regs[libc::REG_RIP as usize] = super::landing as *const () as usize as i64;
                    return;
                }
            }
            // Not ours: the previous handler, or the default action (the instruction faults
            // again when this returns).
            let old = if sig == libc::SIGBUS {
                std::ptr::addr_of!(OLD_BUS)
            } else {
                std::ptr::addr_of!(OLD_SEGV)
            };
            let old = (*old).assume_init_ref();
            let h = old.sa_sigaction;
            if h == libc::SIG_DFL || h == libc::SIG_IGN {
                libc::signal(sig, libc::SIG_DFL);
            } else if old.sa_flags & libc::SA_SIGINFO != 0 {
                let f: extern "C" fn(libc::c_int, *mut libc::siginfo_t, *mut libc::c_void) =
                    std::mem::transmute(h);
                f(sig, info, uctx);
            } else {
                let f: extern "C" fn(libc::c_int) = std::mem::transmute(h);
                f(sig);
            }
        }
    }
}

#[cfg(not(all(target_os = "linux", target_arch = "x86_64")))]
mod imp {
    /// Elsewhere a bad access stays a signal.
    pub fn install() {}
}

use imp::install;

/// Where a faulting JIT thread continues: hands the fault to the run and parks for good.
#[allow(dead_code)]
extern "C" fn landing() -> ! {
    let a = ACTIVE.with(|c| c.get());
    // SAFETY: set by `with_active` for the run that faulted; the handler filled `pending`.
    unsafe {
        if let Some((op, addr)) = (*a).pending.get() {
            ((*a).on_fault)(op, addr);
        }
    }
    loop {
        std::thread::park();
    }
}
