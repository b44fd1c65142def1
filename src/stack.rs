//! Deep inputs: the tools' work runs on a thread with a large stack (reserved, committed only
//! as it is used), and recursion that depends on the input asks how much of that stack is
//! left instead of counting to a fixed depth.

use std::cell::Cell;

/// Stack reserved for the tools' work: parse, verify, print, passes and the interpreter.
pub const BIG_STACK_BYTES: usize = 1 << 30;

thread_local! {
    /// The lowest usable stack address of this thread, when known (0: unknown).
    static LIMIT: Cell<usize> = const { Cell::new(0) };
}

/// An address in the current frame: the stack pointer, near enough.
#[inline(always)]
pub fn stack_pointer() -> usize {
    let marker = 0u8;
    std::hint::black_box(&marker) as *const u8 as usize
}

/// The current thread's stack mapping `(lowest, end)`, when the system says.
pub fn stack_bounds() -> Option<(usize, usize)> {
    #[cfg(target_os = "linux")]
    {
        // SAFETY: the attribute object is initialised by pthread_getattr_np and destroyed
        // once; the out-pointers are valid locals.
        unsafe {
            let mut attr: libc::pthread_attr_t = std::mem::zeroed();
            if libc::pthread_getattr_np(libc::pthread_self(), &mut attr) != 0 {
                return None;
            }
            let mut addr: *mut libc::c_void = std::ptr::null_mut();
            let mut size: libc::size_t = 0;
            let r = libc::pthread_attr_getstack(&attr, &mut addr, &mut size);
            libc::pthread_attr_destroy(&mut attr);
            (r == 0 && !addr.is_null()).then(|| (addr as usize, addr as usize + size))
        }
    }
    #[cfg(not(target_os = "linux"))]
    {
        None
    }
}

/// Records that the current thread's stack extends `size` bytes below the caller's frame (to
/// be called first thing on a thread spawned with that stack size).
pub fn mark_stack(size: usize) {
    // Keep a page for the guard and what the thread's start-up already used.
    let lowest = stack_pointer().saturating_sub(size) + (64 << 10);
    LIMIT.with(|l| l.set(lowest));
}

/// The lowest usable stack address of this thread, if it was spawned by [`with_big_stack`] or
/// marked with [`mark_stack`].
pub fn stack_limit() -> Option<usize> {
    let l = LIMIT.with(|l| l.get());
    (l != 0).then_some(l)
}

/// Whether less than `need` bytes of stack are left; `None` when this thread's stack bounds are
/// unknown.
pub fn stack_low(need: usize) -> Option<bool> {
    stack_limit().map(|l| stack_pointer() < l.saturating_add(need))
}

/// Runs `f` on a thread with a [`BIG_STACK_BYTES`] stack (or on this thread when it already
/// is one). A panic in `f` is resumed on the caller.
pub fn with_big_stack<R: Send>(f: impl FnOnce() -> R + Send) -> R {
    if stack_limit().is_some() {
        return f();
    }
    let mut job = Some(f);
    let done = std::thread::scope(|s| {
        let slot = &mut job;
        let spawned = std::thread::Builder::new()
            .name("memref-jit".into())
            .stack_size(BIG_STACK_BYTES)
            .spawn_scoped(s, move || {
                mark_stack(BIG_STACK_BYTES);
                slot.take().map(|f| f())
            });
        spawned
            .ok()
            .map(|h| h.join().unwrap_or_else(|p| std::panic::resume_unwind(p)))
    });
    match done.flatten() {
        Some(r) => r,
        // No room for such a stack (a small address space): the work runs here, within the
        // caller's stack.
        None => match job.take() {
            Some(f) => f(),
            None => unreachable!("the job ran on the thread"),
        },
    }
}

/// [`with_big_stack`] for work that cannot move to another thread (it holds JIT state or
/// non-`Send` values, e.g. the library API called from Python): `f` runs on this thread, on a
/// [`BIG_STACK_BYTES`] stack segment (reserved, committed as used), with the limit marked for
/// the depth checks and restored afterwards.
pub fn on_big_stack<R>(f: impl FnOnce() -> R) -> R {
    if stack_limit().is_some() {
        return f();
    }
    let r = stacker::grow(BIG_STACK_BYTES, || {
        mark_stack(BIG_STACK_BYTES);
        f()
    });
    LIMIT.with(|l| l.set(0));
    r
}
