//! Entry points called by JIT-compiled code, and the per-thread run state behind them.
//!
//! JIT code runs on the caller's thread, and cargo runs tests on many threads of one process, so
//! the state (tracker, captured stdout, first runtime fault) is thread-local and reset per run
//! with [`begin_run`] / [`end_run`]. Every function JIT code may call is listed in [`symbols`];
//! the lowering refuses any import that is not in that table, so nothing silently binds to libc.

use crate::format::{
    format_f32, format_f64, format_memref, format_memref_shape, MemRefView, Scalar,
};
use crate::tracker::{SiteId, Tracker, Verdict};
use std::cell::Cell;

/// A runtime fault raised by JIT code (division by zero, failed `cf.assert`, out of memory).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fault {
    /// Index into the fault table of the compiled module.
    pub id: u32,
    /// A value for the message (the byte count of a failed allocation), or 0.
    pub value: u64,
    /// A second value (the size of the dimension an index is out of), or 0.
    pub value2: u64,
    /// A message the runtime composed (replaces `{s}` in the fault's text).
    pub detail: Option<String>,
}

/// The state of one JIT run.
#[derive(Default)]
pub struct RunState {
    /// The tracking allocator.
    pub tracker: Tracker,
    /// Text printed through the runner utilities.
    pub stdout: String,
    /// The first fault; once set, printing stops so that no output follows the error.
    pub fault: Option<Fault>,
    /// Buffers of allocas that are not stack slots, released when their scope ends.
    allocas: AllocaBuffers,
    /// The ranked descriptors behind unranked memref values, one per value made, kept for
    /// the run (a value may be returned or carried through loops and outlive the frame that
    /// made it).
    descs: Vec<Box<[i64]>>,
    /// The module's globals `(start, len, constant)`: their own bytes, which checked accesses
    /// through a global must stay in (a write not into a constant one). `None`: memory
    /// besides heap blocks and allocas is unknown (host calls), so it is not judged.
    globals: Option<Vec<(usize, usize, bool)>>,
    /// The run thread's stack `[low, high)`: an alloca there below the current stack pointer
    /// belongs to a function that has returned.
    stack_range: Option<(usize, usize)>,
    /// The buffers of the run's tensor values (see [`tensor`]).
    tensors: tensor::TensorArena,
}

pub mod tensor;

/// The allocated pointer of a global's descriptor (as upstream's lowering writes it).
pub const GLOBAL_SENTINEL: usize = 0xdead_beef;

/// Buffers of the allocas JIT code does not keep in a stack slot (dynamically sized or large
/// ones, and those an op makes more than once per frame, e.g. in a loop). Their bytes are
/// charged to the run thread's stack: the limit module calls compare their stack pointer with
/// (the cell set by [`set_stack_limit_cell`]) rises by each buffer's size while it lives, so
/// allocas and calls share one stack budget, as on a real stack.
#[derive(Default)]
struct AllocaBuffers {
    /// Live buffers, oldest first, with the bytes charged for each.
    bufs: Vec<(Box<[u8]>, u64)>,
    /// Start of every live buffer → its length and its alloca's own bytes `(aligned start,
    /// size)` (checked accesses look addresses up here; an access through a memref whose
    /// allocated pointer is in the buffer must stay in those bytes).
    index: std::collections::BTreeMap<usize, (usize, (usize, usize))>,
    /// Bytes charged in all.
    charged: u64,
    /// Released buffers, oldest first, kept (not given back) for a while so that their
    /// addresses are not reused: an access through an alloca of a scope that has ended is
    /// then known for what it is.
    dead: std::collections::VecDeque<Box<[u8]>>,
    /// Start → length of the buffers in `dead`.
    dead_index: std::collections::BTreeMap<usize, usize>,
    /// Bytes held in `dead`.
    dead_bytes: usize,
    /// Address of the run's call limit (an `i64` the JIT code reads at every module call), or
    /// 0 when unknown: then at most [`UNBOUNDED_ALLOCA_BYTES`] are charged.
    limit_cell: usize,
}

/// The most alloca bytes a run without a known stack limit may hold at once (the size of the
/// stack JIT runs get).
const UNBOUNDED_ALLOCA_BYTES: u64 = 1 << 30;

/// Released alloca buffers kept unused (see `AllocaBuffers::dead`): at most this many, and
/// at most this many bytes.
const DEAD_ALLOCA_BUFFERS: usize = 4096;
const DEAD_ALLOCA_BYTES: usize = 64 << 20;

/// An address in the caller's frame: its stack pointer, near enough.
#[inline(never)]
fn stack_pointer() -> u64 {
    let marker = 0u8;
    std::hint::black_box(&marker) as *const u8 as u64
}

impl AllocaBuffers {
    /// Charges `bytes` to the stack left below `sp`; false when they do not fit.
    fn charge(&mut self, bytes: u64, sp: u64) -> bool {
        if self.limit_cell != 0 {
            let cell = self.limit_cell as *mut i64;
            // SAFETY: the cell outlives the run and only the run's thread uses it.
            let limit = unsafe { *cell } as u64;
            if bytes > sp.saturating_sub(limit) {
                return false;
            }
            // SAFETY: as above.
            unsafe { *cell = (limit + bytes) as i64 };
        } else if self.charged.saturating_add(bytes) > UNBOUNDED_ALLOCA_BYTES {
            return false;
        }
        self.charged += bytes;
        true
    }

    fn uncharge(&mut self, bytes: u64) {
        if self.limit_cell != 0 {
            let cell = self.limit_cell as *mut i64;
            // SAFETY: as in `charge`.
            unsafe { *cell -= bytes as i64 };
        }
        self.charged -= bytes;
    }

    /// A zeroed buffer for an alloca of `size` bytes aligned to `align` (a power of two, at
    /// least 16), its bytes and the room for the alignment charged to the stack below `sp`;
    /// returns the alloca's aligned address, `None` when it does not fit or cannot be
    /// allocated.
    fn push(&mut self, size: u64, align: u64, sp: u64) -> Option<usize> {
        let bytes = size.saturating_add(align);
        let layout = std::alloc::Layout::array::<u8>(usize::try_from(bytes).ok()?).ok()?;
        if layout.size() == 0 || !self.charge(bytes, sp) {
            return None;
        }
        // SAFETY: a nonzero size; checked for null. Zeroed pages are only touched when used.
        let p = unsafe { std::alloc::alloc_zeroed(layout) };
        if p.is_null() {
            self.uncharge(bytes);
            return None;
        }
        // SAFETY: `p` holds `bytes` bytes allocated with the layout of a `[u8]` of that length.
        let buf = unsafe { Box::from_raw(std::ptr::slice_from_raw_parts_mut(p, layout.size())) };
        let aligned = (p as usize).div_ceil(align as usize) * align as usize;
        self.index
            .insert(p as usize, (layout.size(), (aligned, size as usize)));
        self.bufs.push((buf, bytes));
        Some(aligned)
    }

    /// Releases the buffers above `mark` (a length of `bufs`).
    fn release(&mut self, mark: usize) {
        while self.bufs.len() > mark {
            let Some((buf, bytes)) = self.bufs.pop() else {
                break;
            };
            self.index.remove(&(buf.as_ptr() as usize));
            self.uncharge(bytes);
            self.dead_index.insert(buf.as_ptr() as usize, buf.len());
            self.dead_bytes += buf.len();
            self.dead.push_back(buf);
            while self.dead.len() > DEAD_ALLOCA_BUFFERS || self.dead_bytes > DEAD_ALLOCA_BYTES {
                let Some(old) = self.dead.pop_front() else {
                    break;
                };
                self.dead_index.remove(&(old.as_ptr() as usize));
                self.dead_bytes -= old.len();
            }
        }
    }

    /// Whether `addr` lies in a released buffer still kept.
    fn is_dead(&self, addr: usize) -> bool {
        self.dead_index
            .range(..=addr)
            .next_back()
            .is_some_and(|(s, n)| addr < s + n)
    }

    /// The alloca bytes `(start, size)` of the live buffer holding `base`, if any.
    fn data_of(&self, base: usize) -> Option<(usize, usize)> {
        let (&a, &(n, data)) = self.index.range(..=base).next_back()?;
        (base < a + n).then_some(data)
    }

    /// Whether `[addr, addr + len)` lies inside one live buffer.
    fn contains(&self, addr: usize, len: usize) -> bool {
        self.index
            .range(..=addr)
            .next_back()
            .is_some_and(|(&a, &(n, _))| addr.checked_add(len).is_some_and(|e| e <= a + n))
    }
}

/// Declares the address of the run's call limit, which alloca buffers are charged to (see
/// `AllocaBuffers`). Call after [`begin_run`] on the run's thread.
pub fn set_stack_limit_cell(addr: usize) {
    with(|s| s.allocas.limit_cell = addr);
}

/// Declares the run thread's stack range (see [`RunState`]).
pub fn set_stack_range(low: usize, high: usize) {
    with(|s| s.stack_range = Some((low, high)));
}

/// Declares the module's globals `(start, len, constant)` (see `RunState::globals`): with
/// them and the stack range, memory besides heap blocks and alloca buffers is judged, and an
/// access elsewhere is "outside of any allocation". Call after [`begin_run`] on the run's
/// thread.
pub fn set_globals(globals: Vec<(usize, usize, bool)>) {
    with(|s| s.globals = Some(globals));
}

thread_local! {
    /// The run open on this thread (a leaked `Box`), or null. A plain pointer in a `Cell`
    /// rather than a `RefCell<Option<_>>`: with no destructor to register, reaching it from
    /// JIT code is a single thread-local load, and allocation-heavy programs call in here
    /// twice per buffer.
    static STATE: Cell<*mut RunState> = const { Cell::new(std::ptr::null_mut()) };
}

thread_local! {
    /// The run open on this thread even while [`with`] has it out of [`STATE`]: a fault inside
    /// a runtime function ends the run from there (`end_run`), and that frame never resumes.
    static OPEN: Cell<*mut RunState> = const { Cell::new(std::ptr::null_mut()) };
    /// Set while a runtime function reads or writes the program's memory (copies, printing,
    /// tensor buffers): a fault there is the program's bad access, reported at the op that
    /// called in (the JIT's fault handler reads this).
    static USER_MEMORY: Cell<bool> = const { Cell::new(false) };
}

/// Whether this thread is inside a runtime function's access to the program's memory.
pub fn in_user_memory() -> bool {
    USER_MEMORY.with(|c| c.get())
}

/// Runs `f`, an access to memory the program handed in, marked for the fault handler.
pub(crate) fn touching<R>(f: impl FnOnce() -> R) -> R {
    USER_MEMORY.with(|c| c.set(true));
    let r = f();
    USER_MEMORY.with(|c| c.set(false));
    r
}

/// Starts a run on this thread with `tracker` (whose sites the compiled code refers to).
pub fn begin_run(tracker: Tracker) {
    drop(end_run());
    let state = Box::into_raw(Box::new(RunState {
        tracker,
        ..RunState::default()
    }));
    STATE.with(|s| s.set(state));
    OPEN.with(|s| s.set(state));
}

/// Ends the run on this thread and returns its state.
pub fn end_run() -> RunState {
    USER_MEMORY.with(|c| c.set(false));
    let open = OPEN.with(|s| s.replace(std::ptr::null_mut()));
    let p = STATE.with(|s| s.replace(std::ptr::null_mut()));
    // After a fault inside `with` the state is out of its cell; the faulting frame is gone.
    let p = if p.is_null() { open } else { p };
    if p.is_null() {
        return RunState::default();
    }
    // SAFETY: `p` came from `Box::into_raw` in `begin_run` and was just taken out of the cell.
    *unsafe { Box::from_raw(p) }
}

/// Runs `f` on the tracker of the run open on this thread (host code called between a JIT
/// call and the end of its run, e.g. to take ownership of returned buffers).
pub fn with_tracker<R>(f: impl FnOnce(&mut Tracker) -> R) -> Option<R> {
    with(|s| f(&mut s.tracker))
}

/// Whether the run open on this thread has faulted.
pub fn faulted() -> bool {
    with(|s| s.fault.is_some()).unwrap_or(false)
}

/// Runs `f` on the open run's state, if any. The state is taken out of the cell while `f`
/// runs, so a nested call sees no run instead of a second mutable reference.
fn with<R>(f: impl FnOnce(&mut RunState) -> R) -> Option<R> {
    let p = STATE.with(|s| s.replace(std::ptr::null_mut()));
    if p.is_null() {
        return None;
    }
    // SAFETY: `p` came from `Box::into_raw` in `begin_run`; it is out of the cell, so this is
    // the only reference until it is put back.
    let r = f(unsafe { &mut *p });
    STATE.with(|s| s.set(p));
    Some(r)
}

fn print(text: &str) {
    with(|s| {
        if s.fault.is_none() {
            s.stdout.push_str(text)
        }
    });
}

/// Prints `len` bytes at `ptr` and a newline (a failed `cf.assert`'s message with
/// `--assert=continue`, as C's `puts`); invalid UTF-8 is replaced, as the output is text.
extern "C" fn mj_puts(ptr: u64, len: u64) {
    // SAFETY: the compiled code passes the address and length of bytes it keeps alive.
    let bytes = unsafe { std::slice::from_raw_parts(ptr as *const u8, len as usize) };
    print(&String::from_utf8_lossy(bytes));
    print("\n");
}

/// Prints `len` bytes at `ptr` (`vector.print str`); invalid UTF-8 is replaced.
extern "C" fn mj_print_str(ptr: u64, len: u64) {
    // SAFETY: the compiled code passes the address and length of bytes it keeps alive.
    let bytes = unsafe { std::slice::from_raw_parts(ptr as *const u8, len as usize) };
    print(&String::from_utf8_lossy(bytes));
}

/// A narrow float's bits (format `code` of `minifloat::CODES`) widened exactly to f64.
extern "C" fn mj_nf_to_f64(bits: u64, code: u64) -> f64 {
    let f = crate::minifloat::CODES[code as usize % crate::minifloat::CODES.len()];
    crate::minifloat::to_f64(bits, f)
}

/// An f64 rounded to a narrow float (APFloat's rules; a NaN or infinity the format cannot
/// hold gives 0, where upstream's APFloat aborts).
extern "C" fn mj_nf_from_f64(x: f64, code: u64) -> u64 {
    let f = crate::minifloat::CODES[code as usize % crate::minifloat::CODES.len()];
    crate::minifloat::from_f64(x, f).unwrap_or(0)
}

/// `math.absf` of a narrow float (`minifloat::abs`).
extern "C" fn mj_nf_abs(bits: u64, code: u64) -> u64 {
    let f = crate::minifloat::CODES[code as usize % crate::minifloat::CODES.len()];
    crate::minifloat::abs(bits, f)
}

/// `math.isnan`/`isinf`/`isfinite`/`isnormal` (`which` 0..3) of a narrow float, 0 or 1.
extern "C" fn mj_nf_class(bits: u64, code: u64, which: u64) -> u64 {
    let f = crate::minifloat::CODES[code as usize % crate::minifloat::CODES.len()];
    u64::from(crate::minifloat::class(bits, f, which as u32))
}

/// `math.fma` (`vector` 0) or `vector.fma` (1) of narrow floats as upstream computes them
/// (`minifloat::math_fma`, `vector_fma`; 0 where the format cannot hold the NaN or infinity,
/// as `mj_nf_from_f64`).
extern "C" fn mj_nf_fma(a: u64, b: u64, c: u64, code: u64, vector: u64) -> u64 {
    let f = crate::minifloat::CODES[code as usize % crate::minifloat::CODES.len()];
    let r = if vector != 0 {
        crate::minifloat::vector_fma(a, b, c, f)
    } else {
        crate::minifloat::math_fma(a, b, c, f)
    };
    r.unwrap_or(0)
}

/// `x` to the constant power `n` in the narrow format (`minifloat::powi_in_format`).
extern "C" fn mj_nf_powi(x: u64, n: u64, code: u64) -> u64 {
    let f = crate::minifloat::CODES[code as usize % crate::minifloat::CODES.len()];
    crate::minifloat::powi_in_format(x, n as i64 as i32, f).unwrap_or(0)
}

/// An integer (`unsigned` != 0: its bits as unsigned) rounded once to a narrow float.
extern "C" fn mj_nf_from_int(x: u64, unsigned: u64, code: u64) -> u64 {
    let f = crate::minifloat::CODES[code as usize % crate::minifloat::CODES.len()];
    crate::minifloat::from_int(x as i64, unsigned != 0, f).unwrap_or(0)
}

/// Records a fault (only the first one is kept).
extern "C" fn mj_fault(id: u32) {
    raise(id, 0);
}

/// Records a fault whose message shows `value` (e.g. an out-of-range index).
extern "C" fn mj_fault_value(id: u32, value: u64) {
    raise2(id, value, 0);
}

/// Records a fault whose message shows two values (an index and the size it exceeds).
extern "C" fn mj_fault_value2(id: u32, value: u64, value2: u64) {
    raise2(id, value, value2);
}

fn raise(id: u32, value: u64) {
    raise2(id, value, 0);
}

fn raise2(id: u32, value: u64, value2: u64) {
    with(|s| {
        if s.fault.is_none() {
            s.fault = Some(Fault {
                id,
                value,
                value2,
                detail: None,
            });
        }
    });
}

fn raise_text(id: u32, detail: String) {
    with(|s| {
        if s.fault.is_none() {
            s.fault = Some(Fault {
                id,
                value: 0,
                value2: 0,
                detail: Some(detail),
            });
        }
    });
}

/// Bytes of a buffer of `rank` sizes at `sizes` (i64 each), `offset` elements in front, of
/// `esize` bytes each (`sizes::alloc_bytes`); on a negative size or an overflow the run is
/// faulted with `fault_id` and `u64::MAX` is returned.
extern "C" fn mj_alloc_size(sizes: u64, rank: u64, offset: u64, esize: u64, fault_id: u32) -> u64 {
    // SAFETY: the JIT passes a spill slot of `rank` i64 sizes.
    let dims = unsafe { std::slice::from_raw_parts(sizes as *const i64, rank as usize) };
    match crate::sizes::alloc_bytes(dims, offset as i64, esize) {
        Ok(b) => b,
        Err(m) => {
            raise_text(fault_id, m);
            u64::MAX
        }
    }
}

/// Judges an access of `len` bytes at `addr` through a memref whose allocated pointer is
/// `base` (checked mode). An alloca below `sp` (the caller's stack pointer) belongs to a
/// function that has returned; a heap `base` is judged by provenance (the access must stay in
/// its block, even when it would land in another live one); anything else by address: a live
/// heap block, an alloca buffer, a global or the run's stack.
fn judge(s: &RunState, base: usize, addr: usize, len: usize, sp: usize) -> Verdict {
    if let Some((lo, hi)) = s.stack_range {
        if (lo..hi).contains(&base) && base < sp {
            return Verdict::DeadFrame;
        }
    }
    if s.allocas.is_dead(base) {
        return Verdict::DeadFrame;
    }
    if let Some(v) = s.tracker.judge_from(base, addr, len) {
        return v;
    }
    let inside =
        |a: usize, n: usize| addr >= a && addr.checked_add(len).is_some_and(|e| e <= a + n);
    let in_global = |g: &[(usize, usize, bool)]| g.iter().any(|&(a, n, _)| inside(a, n));
    // Through a global (upstream's descriptors carry 0xdeadbeef as its allocated pointer):
    // inside some global's own bytes, as the interpreter judges.
    // Leaving them is leaving the memref's allocation, wherever the access lands (the
    // engines lay memory out differently, so "lands in other memory" cannot be the test).
    if let (GLOBAL_SENTINEL, Some(globals)) = (base, &s.globals) {
        return if in_global(globals) || s.tensors.contains(addr, len) {
            Verdict::Valid
        } else {
            Verdict::OutsideAllocation
        };
    }
    // Through an alloca: its own bytes (as the interpreter judges).
    if let Some((a, n)) = s.allocas.data_of(base) {
        return if inside(a, n) {
            Verdict::Valid
        } else {
            Verdict::OutsideAllocation
        };
    }
    match s.tracker.is_live_range(addr, len) {
        Some(true) => Verdict::Valid,
        Some(false) => Verdict::Freed,
        None => {
            let Some(globals) = &s.globals else {
                return Verdict::Valid;
            };
            let on_stack = s.stack_range.is_some_and(|(lo, hi)| inside(lo, hi - lo));
            let ok = in_global(globals) || on_stack || s.allocas.contains(addr, len);
            if ok {
                Verdict::Valid
            } else {
                Verdict::NoAllocation
            }
        }
    }
}

/// [`judge`] for a write when `write` is nonzero: a write into a constant global's bytes is
/// a fault even where a read is valid.
fn judge_rw(s: &RunState, base: usize, addr: usize, len: usize, sp: usize, write: bool) -> Verdict {
    let v = judge(s, base, addr, len, sp);
    let end = addr.saturating_add(len);
    let read_only =
        |&&(a, n, constant): &&(usize, usize, bool)| constant && addr < a + n && a < end;
    if v == Verdict::Valid && write && s.globals.iter().flatten().any(|g| read_only(&g)) {
        return Verdict::ReadOnly;
    }
    v
}

/// Raises the fault of `verdict` among the access's faults (registered in
/// [`Verdict::FAULTS`] order from `first_fault`); returns the verdict's code (0: valid).
fn raise_verdict(verdict: Verdict, first_fault: u32) -> u32 {
    if verdict != Verdict::Valid {
        raise(first_fault + verdict as u32 - 1, 0);
    }
    verdict as u32
}

/// One checked access (see [`judge`]); nonzero after raising its fault.
extern "C" fn mj_check_access(
    base: u64,
    addr: u64,
    len: u64,
    sp: u64,
    write: u32,
    first_fault: u32,
) -> u32 {
    let v = with(|s| {
        let (b, a, n) = (base as usize, addr as usize, len as usize);
        judge_rw(s, b, a, n, sp as usize, write != 0)
    });
    raise_verdict(v.unwrap_or(Verdict::Valid), first_fault)
}

/// Whether `len` bytes at `addr` may be accessed through a memref whose allocated pointer is
/// `base` (1) or not (0), judged as [`mj_check_access`] judges one access but raising nothing:
/// the check a loop nest makes of all its accesses before it runs.
extern "C" fn mj_range_ok(base: u64, addr: u64, len: u64, sp: u64, write: u32) -> u32 {
    let v = with(|s| {
        let (b, a, n) = (base as usize, addr as usize, len as usize);
        judge_rw(s, b, a, n, sp as usize, write != 0)
    });
    u32::from(v.unwrap_or(Verdict::Valid) == Verdict::Valid)
}

/// Allocates `size` bytes aligned to `align` (0: default); returns the allocated pointer.
/// On failure the run is faulted with `fault_id` and null is returned (the code then ends the
/// run).
extern "C" fn mj_alloc(size: u64, align: u64, site: u32, fault_id: u32) -> u64 {
    let r = with(|s| {
        s.tracker
            .alloc(size as usize, align as usize, site as SiteId)
    })
    .flatten();
    match r {
        Some((raw, _)) => raw as u64,
        None => {
            raise(fault_id, size);
            0
        }
    }
}

/// Timing runs (no memory checker) call malloc directly; when it returns null this raises
/// the allocation's located fault, as `mj_alloc` does.
extern "C" fn mj_alloc_failed(size: u64, fault_id: u32) {
    raise(fault_id, size);
}

/// Zeroes `n` bytes at `ptr` (fresh stack buffers).
extern "C" fn mj_zero(ptr: u64, n: u64) {
    // SAFETY: the JIT passes a stack slot of at least `n` bytes.
    touching(|| unsafe { std::ptr::write_bytes(ptr as *mut u8, 0, n as usize) });
}

/// The current depth of the alloca stack (taken at entry of a function with such allocas and
/// of an alloca scope).
extern "C" fn mj_stack_mark() -> u64 {
    with(|s| s.allocas.bufs.len() as u64).unwrap_or(0)
}

/// A zeroed buffer of `size` bytes aligned to `align` for an alloca that is not a stack slot;
/// it lives until its scope ends. Its bytes (with room for the alignment) are charged to the
/// stack left: when they do not fit, or cannot be allocated, the run faults with `fault_id`
/// (out of memory) and null is returned. These buffers are not heap blocks, so freeing one is
/// an invalid free, as for any alloca.
extern "C" fn mj_stack_alloc(size: u64, align: u64, fault_id: u32) -> u64 {
    let sp = stack_pointer();
    match with(|s| s.allocas.push(size, align.max(16), sp)).flatten() {
        Some(aligned) => aligned as u64,
        None => {
            raise(fault_id, size);
            0
        }
    }
}

/// Releases the alloca buffers above `mark`.
extern "C" fn mj_stack_release(mark: u64) {
    with(|s| s.allocas.release(mark as usize));
}

/// Frees an allocated pointer (double and invalid frees are recorded, not performed).
extern "C" fn mj_free(ptr: u64, site: u32) {
    with(|s| s.tracker.free(ptr as usize, site as SiteId));
}

/// The general `bufferization.dealloc` for many entries, without heap memory: `pairs` holds `n`
/// `(allocated pointer, condition)` pairs and `retained` `m` allocated pointers, both in the
/// caller's stack frame (reordered here in place); `out[j]` receives the ownership of retained
/// value `j`. An allocation is freed once when any of its entries' conditions holds and no
/// retained value shares it; see [`dealloc_entries`].
///
/// # Safety
/// The pointers must address `n` pairs, `m` pointers and `m` bytes the caller owns.
extern "C" fn mj_dealloc(pairs: u64, n: u64, retained: u64, m: u64, out: u64, site: u32) {
    // SAFETY: guaranteed by the caller (the JIT's stack slots of exactly these sizes).
    let (pairs, retained, out) = unsafe {
        (
            std::slice::from_raw_parts_mut(pairs as *mut [u64; 2], n as usize),
            std::slice::from_raw_parts_mut(retained as *mut u64, m as usize),
            std::slice::from_raw_parts_mut(out as *mut u8, m as usize),
        )
    };
    with(|s| {
        dealloc_entries(pairs, retained, out, |p| {
            s.tracker.free(p as usize, site as SiteId)
        })
    });
}

/// Entry counts up to which `mj_dealloc` scans instead of hashing.
pub const DEALLOC_SCAN_MAX: usize = 8;

/// Slots of the largest stack hash table (a power of two); larger deallocs sort instead.
const DEALLOC_TABLE_SLOTS: usize = 4096;

/// The decision procedure of `mj_dealloc`, calling `free` once per allocation to free.
/// Small lists scan, medium ones use a hash table in this frame, large ones sort in place;
/// none allocates.
pub fn dealloc_entries(
    pairs: &mut [[u64; 2]],
    retained: &mut [u64],
    out: &mut [u8],
    mut free: impl FnMut(u64),
) {
    if pairs.len() <= DEALLOC_SCAN_MAX {
        for (o, r) in out.iter_mut().zip(retained.iter()) {
            *o = pairs.iter().any(|p| p[0] == *r && p[1] != 0) as u8;
        }
        for i in 0..pairs.len() {
            let [ptr, cond] = pairs[i];
            // Blocked by a retained value or by an earlier entry of the same allocation whose
            // condition held (it was freed or retained already).
            if cond != 0
                && !retained.contains(&ptr)
                && !pairs[..i].iter().any(|p| p[0] == ptr && p[1] != 0)
            {
                free(ptr);
            }
        }
        return;
    }
    let fits = 2 * (pairs.len() + retained.len()) <= DEALLOC_TABLE_SLOTS;
    if fits && !pairs.iter().any(|p| p[0] == EMPTY) && !retained.contains(&EMPTY) {
        // Tables sized to the list: clearing a table costs as much as filling it.
        let need = 2 * (pairs.len() + retained.len());
        if need <= 256 {
            dealloc_hashed::<256>(pairs, retained, out, free);
        } else if need <= 1024 {
            dealloc_hashed::<1024>(pairs, retained, out, free);
        } else {
            dealloc_hashed::<DEALLOC_TABLE_SLOTS>(pairs, retained, out, free);
        }
        return;
    }
    pairs.sort_unstable_by_key(|p| p[0]);
    let group = |ptr: u64| {
        let lo = pairs.partition_point(|p| p[0] < ptr);
        let hi = pairs.partition_point(|p| p[0] <= ptr);
        &pairs[lo..hi]
    };
    for (o, r) in out.iter_mut().zip(retained.iter()) {
        *o = group(*r).iter().any(|p| p[1] != 0) as u8;
    }
    retained.sort_unstable();
    let mut i = 0;
    while i < pairs.len() {
        let ptr = pairs[i][0];
        let mut owned = false;
        while i < pairs.len() && pairs[i][0] == ptr {
            owned |= pairs[i][1] != 0;
            i += 1;
        }
        if owned && retained.binary_search(&ptr).is_err() {
            free(ptr);
        }
    }
}

/// The empty key of the hash table (never an allocated pointer; lists holding it sort).
const EMPTY: u64 = u64::MAX;
const RETAINED: u8 = 1;
const OWNED: u8 = 2;

/// [`dealloc_entries`] with an open-addressing table on the stack, O(n + m).
fn dealloc_hashed<const SLOTS: usize>(
    pairs: &[[u64; 2]],
    retained: &[u64],
    out: &mut [u8],
    mut free: impl FnMut(u64),
) {
    let slots = SLOTS;
    let shift = 64 - slots.trailing_zeros();
    let mut keys = [EMPTY; SLOTS];
    let mut flags = [0u8; SLOTS];
    // The slot of `ptr`: where it is, or the empty slot where it goes.
    let find = |keys: &[u64], ptr: u64| {
        let mut i = ((ptr >> 4).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> shift) as usize;
        while keys[i] != ptr && keys[i] != EMPTY {
            i = (i + 1) & (slots - 1);
        }
        i
    };
    for r in retained {
        let i = find(&keys, *r);
        keys[i] = *r;
        flags[i] = RETAINED;
    }
    for &[ptr, cond] in pairs {
        if cond == 0 {
            continue;
        }
        let i = find(&keys, ptr);
        if keys[i] == EMPTY {
            keys[i] = ptr;
            flags[i] = OWNED;
            free(ptr);
        } else {
            flags[i] |= OWNED;
        }
    }
    for (o, r) in out.iter_mut().zip(retained) {
        *o = (flags[find(&keys, *r)] & OWNED != 0) as u8;
    }
}

/// Seconds since the epoch, as upstream's `rtclock` (for timing inside programs).
extern "C" fn rtclock() -> f64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs_f64())
        .unwrap_or(0.0)
}

/// Reads a strided descriptor `[allocated, aligned, offset, sizes.., strides..]` of `rank`.
///
/// # Safety
/// `desc` must point to `3 + 2 * rank` readable `i64`s.
unsafe fn read_desc(rank: i64, desc: *const i64) -> (i64, i64, Vec<i64>, Vec<i64>) {
    let r = rank.max(0) as usize;
    // SAFETY: guaranteed by the caller.
    let at = |i: usize| unsafe { *desc.add(i) };
    let sizes = (0..r).map(|i| at(3 + i)).collect();
    let strides = (0..r).map(|i| at(3 + r + i)).collect();
    (at(1), at(2), sizes, strides)
}

/// What the engines check of a `memref.cast` to a ranked type: a view of `sizes`, `offset`
/// and `strides` must have `want_sizes` (`i64::MIN`: any) and, when `want_layout` is given,
/// its static offset and strides (a unit dimension's stride is never used, and a view without
/// elements has no layout to hold). The message both engines give, or `None` when it holds.
pub fn cast_fault(
    sizes: &[i64],
    offset: i64,
    strides: &[i64],
    want_sizes: &[i64],
    want_layout: Option<(i64, &[i64])>,
) -> Option<String> {
    let dynamic = i64::MIN;
    let fixed = |want: i64, actual: i64| want != dynamic && want != actual;
    if sizes.len() != want_sizes.len() || want_sizes.iter().zip(sizes).any(|(w, a)| fixed(*w, *a)) {
        return Some(format!(
            "memref.cast to an incompatible shape (actual sizes {sizes:?})"
        ));
    }
    let (want_offset, want_strides) = want_layout?;
    if sizes.contains(&0) {
        return None;
    }
    let bad_stride = want_strides
        .iter()
        .zip(strides.iter().zip(sizes))
        .any(|(w, (a, n))| fixed(*w, *a) && *n != 1);
    (bad_stride || fixed(want_offset, offset)).then(|| {
        format!(
            "memref.cast to an incompatible layout (actual offset {offset}, strides {strides:?})"
        )
    })
}

/// `memref.cast` to a ranked type in JIT code: the descriptor at `desc` (of `rank`) against
/// `want` = `[check layout, rank, offset, sizes.., strides..]` ([`cast_fault`]); raises
/// `fault_id` with its message and returns nonzero when it does not hold.
extern "C" fn mj_check_cast(desc: *const i64, rank: i64, want: *const i64, fault_id: u32) -> u32 {
    // SAFETY: the JIT passes `want` as laid out above, from its own stack.
    let w = |i: usize| unsafe { *want.add(i) };
    let wr = w(1).max(0) as usize;
    let want_sizes: Vec<i64> = (0..wr).map(|k| w(3 + k)).collect();
    let want_strides: Vec<i64> = (0..wr).map(|k| w(3 + wr + k)).collect();
    // SAFETY: a descriptor of `rank` (the JIT's spill, or an unranked value's storage).
    let (_, off, sizes, strides) = unsafe { read_desc(rank, desc) };
    let layout = (w(0) != 0).then_some((w(2), &want_strides[..]));
    match cast_fault(&sizes, off, &strides, &want_sizes, layout) {
        Some(m) => {
            raise_text(fault_id, m);
            1
        }
        None => 0,
    }
}

/// The first dimension of a collapsed group of a view that is not contiguous (`sizes`,
/// `strides`, `groups` of consecutive dimensions): each dimension's stride must be the next
/// one's stride times its size, skipping dimensions of size 1 (a group with a size 0 holds
/// nothing). The message both engines give, or `None` when every group is contiguous.
pub fn collapse_fault(sizes: &[i64], strides: &[i64], groups: &[usize]) -> Option<String> {
    let mut at = 0;
    for &n in groups {
        let dims: Vec<usize> = (at..at + n).filter(|&j| sizes[j] != 1).collect();
        at += n;
        if dims.iter().any(|&j| sizes[j] == 0) {
            continue;
        }
        for w in dims.windows(2) {
            let want = strides[w[1]].wrapping_mul(sizes[w[1]]);
            if strides[w[0]] != want {
                return Some(format!(
                    "memref.collapse_shape of a non-contiguous view: dimension {} has stride {}, \
                     expected {want}",
                    w[0], strides[w[0]]
                ));
            }
        }
    }
    None
}

/// `memref.collapse_shape` of the descriptor at `desc` (of `rank`) with the group lengths at
/// `groups` (`n` of them): raises `fault_id` with [`collapse_fault`]'s message and returns
/// nonzero when a group is not contiguous.
extern "C" fn mj_check_collapse(
    desc: *const i64,
    rank: i64,
    groups: *const i64,
    n: u64,
    fault_id: u32,
) -> u32 {
    // SAFETY: the JIT passes its spilled descriptor of `rank` and `n` group lengths.
    let (_, _, sizes, strides) = unsafe { read_desc(rank, desc) };
    // SAFETY: as above.
    let groups: Vec<usize> = unsafe { std::slice::from_raw_parts(groups, n as usize) }
        .iter()
        .map(|g| *g as usize)
        .collect();
    match collapse_fault(&sizes, &strides, &groups) {
        Some(m) => {
            raise_text(fault_id, m);
            1
        }
        None => 0,
    }
}

/// Storage for the ranked descriptor (`n` parts at `parts`) behind a new unranked memref
/// value; returns its address, valid until the run ends.
extern "C" fn mj_unranked(parts: *const i64, n: u64) -> u64 {
    // SAFETY: the JIT passes the descriptor it spilled, `n` parts long.
    let d: Box<[i64]> = unsafe { std::slice::from_raw_parts(parts, n as usize) }.into();
    let addr = d.as_ptr() as u64;
    with(|s| s.descs.push(d));
    addr
}

/// `bufferization.clone` of an unranked memref of `rank` whose descriptor is at `desc`: a new
/// contiguous buffer tracked at `site`, the elements copied; returns the new descriptor's
/// address (as [`mj_unranked`]), or 0 after raising `fault_id` (an overflowing size: the
/// message; out of memory: the byte count).
extern "C" fn mj_clone_unranked(
    rank: i64,
    desc: *const i64,
    elem_size: u64,
    site: u32,
    fault_id: u32,
    oom_fault_id: u32,
) -> u64 {
    // SAFETY: `desc` is an unranked value's descriptor of `rank` dimensions.
    let (_, _, sizes, _) = unsafe { read_desc(rank, desc) };
    let bytes = match crate::sizes::alloc_bytes(&sizes, 0, elem_size) {
        Ok(b) => b,
        Err(m) => {
            raise_text(fault_id, m);
            return 0;
        }
    };
    let Some((raw, aligned)) =
        with(|s| s.tracker.alloc(bytes as usize, 0, site as SiteId)).flatten()
    else {
        raise(oom_fault_id, bytes);
        return 0;
    };
    let r = sizes.len();
    let mut d = vec![0i64; 3 + 2 * r];
    d[0] = raw as i64;
    d[1] = aligned as i64;
    let mut stride = 1i64;
    for k in (0..r).rev() {
        d[3 + k] = sizes[k];
        d[3 + r + k] = stride;
        stride = stride.wrapping_mul(sizes[k]);
    }
    let new = mj_unranked(d.as_ptr(), d.len() as u64);
    mj_copy(rank, desc, new as *const i64, elem_size);
    new
}

/// Checks a `memref.subview` (`sizes::check_subview`; arrays of `rank` i64 at the pointers);
/// 1 after raising `fault_id` with the message, 0 when it is inside its source.
extern "C" fn mj_check_subview(
    src_sizes: *const i64,
    offsets: *const i64,
    sizes: *const i64,
    strides: *const i64,
    rank: u64,
    fault_id: u32,
) -> u32 {
    // SAFETY: the JIT passes arrays of `rank` values it spilled.
    let arr = |p: *const i64| unsafe { std::slice::from_raw_parts(p, rank as usize) };
    match crate::sizes::check_subview(arr(src_sizes), arr(offsets), arr(sizes), arr(strides)) {
        Ok(()) => 0,
        Err(m) => {
            raise_text(fault_id, m);
            1
        }
    }
}

/// Checks a `memref.view` (`sizes::check_view`; `rank` sizes at `sizes`); 1 after raising
/// `fault_id` with the message, 0 when it is inside its buffer.
extern "C" fn mj_check_view(
    shift: i64,
    src_bytes: i64,
    sizes: *const i64,
    rank: u64,
    esize: u64,
    fault_id: u32,
) -> u32 {
    // SAFETY: the JIT passes `rank` sizes it spilled.
    let dims = unsafe { std::slice::from_raw_parts(sizes, rank as usize) };
    match crate::sizes::check_view(shift, src_bytes, dims, esize) {
        Ok(()) => 0,
        Err(m) => {
            raise_text(fault_id, m);
            1
        }
    }
}

/// The verdict of [`judge`] for every element of the strided memref at `desc` (its bounding
/// byte range).
fn judge_desc(
    s: &RunState,
    rank: i64,
    desc: *const i64,
    esize: u64,
    sp: usize,
    write: bool,
) -> Verdict {
    // SAFETY: `desc` points to a descriptor of `rank` dimensions the JIT spilled.
    let (allocated, offset, sizes, strides) = unsafe {
        let at = |i: usize| *desc.add(i);
        let (_, off, sz, st) = read_desc(rank, desc);
        (at(0), off, sz, st)
    };
    if sizes.iter().any(|n| *n <= 0) {
        return Verdict::Valid;
    }
    // SAFETY: as above.
    let aligned = unsafe { *desc.add(1) };
    let (mut lo, mut hi) = (offset as i128, offset as i128);
    for (n, st) in sizes.iter().zip(&strides) {
        let span = (*n as i128 - 1) * *st as i128;
        if span < 0 {
            lo += span;
        } else {
            hi += span;
        }
    }
    let es = esize as i128;
    let (first, end) = (aligned as i128 + lo * es, aligned as i128 + (hi + 1) * es);
    if first < 0 || end > usize::MAX as i128 {
        return Verdict::NoAllocation;
    }
    let (addr, len) = (first as usize, (end - first) as usize);
    judge_rw(s, allocated as usize, addr, len, sp, write)
}

/// Judges every element of the memref of `rank` at `desc` (a runner utility is about to read
/// it, with `--check-bounds`); nonzero after raising its fault (as [`mj_check_access`]).
extern "C" fn mj_check_memref(
    rank: i64,
    desc: *const i64,
    elem_size: u64,
    sp: u64,
    first_fault: u32,
) -> u32 {
    let v = with(|s| judge_desc(s, rank, desc, elem_size, sp as usize, false));
    raise_verdict(v.unwrap_or(Verdict::Valid), first_fault)
}

/// [`mj_copy`] with `--check-bounds`: the source and the target are judged first (as
/// [`mj_check_access`] judges one access); a bad one raises its fault, copies nothing and
/// returns nonzero.
extern "C" fn mj_copy_checked(
    rank: i64,
    src: *const i64,
    dst: *const i64,
    elem_size: u64,
    sp: u64,
    first_fault: u32,
) -> u32 {
    let v = with(|s| {
        let sp = sp as usize;
        match judge_desc(s, rank, src, elem_size, sp, false) {
            Verdict::Valid => judge_desc(s, rank, dst, elem_size, sp, true),
            v => v,
        }
    });
    let bad = raise_verdict(v.unwrap_or(Verdict::Valid), first_fault);
    if bad == 0 {
        mj_copy(rank, src, dst, elem_size);
    }
    bad
}

/// Copies the elements of one strided memref into another of the same shape.
extern "C" fn mj_copy(rank: i64, src: *const i64, dst: *const i64, elem_size: u64) {
    touching(|| copy_elements(rank, src, dst, elem_size));
}

fn copy_elements(rank: i64, src: *const i64, dst: *const i64, elem_size: u64) {
    // SAFETY: the JIT passes descriptors it spilled to its own stack.
    let (sa, so, sizes, ss) = unsafe { read_desc(rank, src) };
    // SAFETY: as above.
    let (da, doff, _, ds) = unsafe { read_desc(rank, dst) };
    if sizes.iter().any(|n| *n <= 0) {
        return;
    }
    // A view of more elements than an i64 counts lies in no buffer: nothing to copy from (the
    // checked copy judges it first).
    let Some(total) = sizes.iter().try_fold(1i64, |a, n| a.checked_mul(*n)) else {
        return;
    };
    // Both row-major contiguous (the usual case): one move.
    let contiguous = |st: &[i64]| {
        let mut want = 1i64;
        sizes.iter().zip(st).rev().all(|(n, s)| {
            let ok = *n == 1 || *s == want;
            want = want.wrapping_mul(*n);
            ok
        })
    };
    if contiguous(&ss) && contiguous(&ds) {
        let from = (sa + so * elem_size as i64) as *const u8;
        let to = (da + doff * elem_size as i64) as *mut u8;
        // SAFETY: both buffers hold `total` contiguous elements from their offsets.
        unsafe { std::ptr::copy(from, to, (total as usize) * elem_size as usize) };
        return;
    }
    let mut idx = vec![0i64; sizes.len()];
    for _ in 0..total {
        let lin = |off: i64, st: &[i64]| off + idx.iter().zip(st).map(|(i, s)| i * s).sum::<i64>();
        let from = (sa + lin(so, &ss) * elem_size as i64) as *const u8;
        let to = (da + lin(doff, &ds) * elem_size as i64) as *mut u8;
        // SAFETY: the element lies inside both buffers, which the program allocated.
        unsafe { std::ptr::copy(from, to, elem_size as usize) };
        for k in (0..idx.len()).rev() {
            idx[k] += 1;
            if idx[k] < sizes[k] {
                break;
            }
            idx[k] = 0;
        }
    }
}

fn print_memref(rank: i64, desc: *const i64, read: &dyn Fn(usize) -> Scalar, size: i64) {
    print_memref_as(rank, desc, read, size, Shown::Unranked);
}

/// What a runner utility prints of a memref.
#[derive(Clone, Copy, PartialEq)]
enum Shown {
    /// `Unranked Memref ...` and the data (`printMemrefF32`).
    Unranked,
    /// `Memref ...` and the data (`printMemref1dF32`: a ranked descriptor).
    Ranked,
    /// `Unranked Memref ...` and a newline, no data (`printMemrefShapeF32`).
    Shape,
}

fn print_memref_as(
    rank: i64,
    desc: *const i64,
    read: &dyn Fn(usize) -> Scalar,
    size: i64,
    shown: Shown,
) {
    // SAFETY: `desc` is a memref descriptor built by the JIT.
    let (aligned, offset, sizes, strides) = unsafe { read_desc(rank, desc) };
    let rd = |lin: i64| read((aligned + lin * size) as usize);
    let v = MemRefView {
        aligned: aligned as usize,
        offset,
        sizes: &sizes,
        strides: &strides,
        read: &rd,
    };
    let text = touching(|| match shown {
        Shown::Shape => format_memref_shape(&v, true) + "\n",
        _ => format_memref(&v, shown == Shown::Unranked),
    });
    print(&text);
}

/// The `_mlir_ciface_` runner utilities (`llvm.emit_c_interface` declarations): their
/// argument is a pointer to the memref's descriptor, `{rank, descriptor}` for the unranked
/// ones, the strided descriptor itself for the ranked ones (`printMemref1dF32`).
macro_rules! ciface_printers {
    ($($name:ident: $shown:ident $rank:expr, $t:ty, $size:expr, $scalar:expr;)*) => {
        $(
            extern "C" fn $name(p: *const i64) {
                let (rank, desc) = if Shown::$shown == Shown::Ranked {
                    (($rank) as i64, p)
                } else {
                    // SAFETY: the JIT passes the address of a `{rank, descriptor}` pair.
                    unsafe { (*p, *p.add(1) as *const i64) }
                };
                // SAFETY: the address lies inside a buffer the program allocated.
                let read = |a: usize| ($scalar)(unsafe { std::ptr::read_unaligned(a as *const $t) });
                print_memref_as(rank, desc, &read, $size, Shown::$shown);
            }
        )*
    };
}

ciface_printers! {
    ciface_print_i8: Unranked 0, u8, 1, Scalar::I8;
    ciface_print_i16: Unranked 0, i16, 2, Scalar::I16;
    ciface_print_i32: Unranked 0, i32, 4, Scalar::I32;
    ciface_print_i64: Unranked 0, i64, 8, Scalar::I64;
    ciface_print_f16: Unranked 0, u16, 2, Scalar::F16;
    ciface_print_bf16: Unranked 0, u16, 2, Scalar::BF16;
    ciface_print_f32: Unranked 0, f32, 4, Scalar::F32;
    ciface_print_f64: Unranked 0, f64, 8, Scalar::F64;
    ciface_print_ind: Unranked 0, u64, 8, Scalar::Index;
    ciface_print_c32: Unranked 0, [f32; 2], 8, (|a: [f32; 2]| Scalar::C32(a[0], a[1]));
    ciface_print_c64: Unranked 0, [f64; 2], 16, (|a: [f64; 2]| Scalar::C64(a[0], a[1]));
    ciface_shape_i8: Shape 0, u8, 1, Scalar::I8;
    ciface_shape_i32: Shape 0, i32, 4, Scalar::I32;
    ciface_shape_i64: Shape 0, i64, 8, Scalar::I64;
    ciface_shape_f32: Shape 0, f32, 4, Scalar::F32;
    ciface_shape_f64: Shape 0, f64, 8, Scalar::F64;
    ciface_shape_ind: Shape 0, u64, 8, Scalar::Index;
    ciface_print_0d_f32: Ranked 0, f32, 4, Scalar::F32;
    ciface_print_1d_f32: Ranked 1, f32, 4, Scalar::F32;
    ciface_print_2d_f32: Ranked 2, f32, 4, Scalar::F32;
    ciface_print_3d_f32: Ranked 3, f32, 4, Scalar::F32;
    ciface_print_4d_f32: Ranked 4, f32, 4, Scalar::F32;
    ciface_print_1d_i8: Ranked 1, u8, 1, Scalar::I8;
    ciface_print_1d_i32: Ranked 1, i32, 4, Scalar::I32;
    ciface_print_1d_i64: Ranked 1, i64, 8, Scalar::I64;
    ciface_print_1d_f64: Ranked 1, f64, 8, Scalar::F64;
    ciface_print_1d_ind: Ranked 1, u64, 8, Scalar::Index;
}

/// `_mlir_ciface_nanoTime`.
extern "C" fn ciface_nano_time() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as i64)
        .unwrap_or(0)
}

/// The `_mlir_ciface_` runner utilities the runtime provides: name, address, the element size
/// of their memref arguments and, for the ranked ones, the rank (upstream's
/// libmlir_runner_utils exports these names).
pub fn ciface_printers() -> Vec<(&'static str, *const u8, i64, Option<i64>)> {
    let f = |n, a: extern "C" fn(*const i64), size, rank| (n, a as *const u8, size, rank);
    vec![
        f("_mlir_ciface_printMemrefI8", ciface_print_i8, 1, None),
        f("_mlir_ciface_printMemrefI16", ciface_print_i16, 2, None),
        f("_mlir_ciface_printMemrefI32", ciface_print_i32, 4, None),
        f("_mlir_ciface_printMemrefI64", ciface_print_i64, 8, None),
        f("_mlir_ciface_printMemrefF16", ciface_print_f16, 2, None),
        f("_mlir_ciface_printMemrefBF16", ciface_print_bf16, 2, None),
        f("_mlir_ciface_printMemrefF32", ciface_print_f32, 4, None),
        f("_mlir_ciface_printMemrefF64", ciface_print_f64, 8, None),
        f("_mlir_ciface_printMemrefInd", ciface_print_ind, 8, None),
        f("_mlir_ciface_printMemrefC32", ciface_print_c32, 8, None),
        f("_mlir_ciface_printMemrefC64", ciface_print_c64, 16, None),
        f("_mlir_ciface_printMemrefShapeI8", ciface_shape_i8, 0, None),
        f(
            "_mlir_ciface_printMemrefShapeI32",
            ciface_shape_i32,
            0,
            None,
        ),
        f(
            "_mlir_ciface_printMemrefShapeI64",
            ciface_shape_i64,
            0,
            None,
        ),
        f(
            "_mlir_ciface_printMemrefShapeF32",
            ciface_shape_f32,
            0,
            None,
        ),
        f(
            "_mlir_ciface_printMemrefShapeF64",
            ciface_shape_f64,
            0,
            None,
        ),
        f(
            "_mlir_ciface_printMemrefShapeInd",
            ciface_shape_ind,
            0,
            None,
        ),
        f(
            "_mlir_ciface_printMemref0dF32",
            ciface_print_0d_f32,
            4,
            Some(0),
        ),
        f(
            "_mlir_ciface_printMemref1dF32",
            ciface_print_1d_f32,
            4,
            Some(1),
        ),
        f(
            "_mlir_ciface_printMemref2dF32",
            ciface_print_2d_f32,
            4,
            Some(2),
        ),
        f(
            "_mlir_ciface_printMemref3dF32",
            ciface_print_3d_f32,
            4,
            Some(3),
        ),
        f(
            "_mlir_ciface_printMemref4dF32",
            ciface_print_4d_f32,
            4,
            Some(4),
        ),
        f(
            "_mlir_ciface_printMemref1dI8",
            ciface_print_1d_i8,
            1,
            Some(1),
        ),
        f(
            "_mlir_ciface_printMemref1dI32",
            ciface_print_1d_i32,
            4,
            Some(1),
        ),
        f(
            "_mlir_ciface_printMemref1dI64",
            ciface_print_1d_i64,
            8,
            Some(1),
        ),
        f(
            "_mlir_ciface_printMemref1dF64",
            ciface_print_1d_f64,
            8,
            Some(1),
        ),
        f(
            "_mlir_ciface_printMemref1dInd",
            ciface_print_1d_ind,
            8,
            Some(1),
        ),
    ]
}

// SAFETY (all readers): the address lies inside a buffer the program allocated.
extern "C" fn print_memref_f32(rank: i64, desc: *const i64) {
    print_memref(
        rank,
        desc,
        &|a| Scalar::F32(unsafe { *(a as *const f32) }),
        4,
    );
}
extern "C" fn print_memref_c32(rank: i64, desc: *const i64) {
    print_memref(
        rank,
        desc,
        &|a| unsafe { Scalar::C32(*(a as *const f32), *((a + 4) as *const f32)) },
        8,
    );
}
extern "C" fn print_memref_c64(rank: i64, desc: *const i64) {
    print_memref(
        rank,
        desc,
        &|a| unsafe { Scalar::C64(*(a as *const f64), *((a + 8) as *const f64)) },
        16,
    );
}
extern "C" fn print_memref_f64(rank: i64, desc: *const i64) {
    print_memref(
        rank,
        desc,
        &|a| Scalar::F64(unsafe { *(a as *const f64) }),
        8,
    );
}
extern "C" fn print_memref_i32(rank: i64, desc: *const i64) {
    print_memref(
        rank,
        desc,
        &|a| Scalar::I32(unsafe { *(a as *const i32) }),
        4,
    );
}
extern "C" fn print_memref_i64(rank: i64, desc: *const i64) {
    print_memref(
        rank,
        desc,
        &|a| Scalar::I64(unsafe { *(a as *const i64) }),
        8,
    );
}
extern "C" fn print_memref_ind(rank: i64, desc: *const i64) {
    print_memref(
        rank,
        desc,
        &|a| Scalar::Index(unsafe { *(a as *const u64) }),
        8,
    );
}
extern "C" fn print_i64(x: i64) {
    print(&x.to_string());
}
extern "C" fn print_u64(x: u64) {
    print(&x.to_string());
}
extern "C" fn print_f32(x: f32) {
    print(&format_f32(x));
}
extern "C" fn print_f64(x: f64) {
    print(&format_f64(x));
}
extern "C" fn print_open() {
    print("( ");
}
extern "C" fn print_close() {
    print(" )");
}
extern "C" fn print_comma() {
    print(", ");
}
extern "C" fn print_newline() {
    print("\n");
}

// libm functions for `math.*`, through Rust's implementations so that the JIT and the
// interpreter compute bit-identical results.
extern "C" fn mj_expf(x: f32) -> f32 {
    x.exp()
}
extern "C" fn mj_exp(x: f64) -> f64 {
    x.exp()
}
extern "C" fn mj_logf(x: f32) -> f32 {
    x.ln()
}
extern "C" fn mj_log(x: f64) -> f64 {
    x.ln()
}
extern "C" fn mj_sinf(x: f32) -> f32 {
    x.sin()
}
extern "C" fn mj_sin(x: f64) -> f64 {
    x.sin()
}
extern "C" fn mj_cosf(x: f32) -> f32 {
    x.cos()
}
extern "C" fn mj_cos(x: f64) -> f64 {
    x.cos()
}
extern "C" fn mj_tanhf(x: f32) -> f32 {
    x.tanh()
}
extern "C" fn mj_tanh(x: f64) -> f64 {
    x.tanh()
}
extern "C" fn mj_powf(x: f32, y: f32) -> f32 {
    x.powf(y)
}
extern "C" fn mj_pow(x: f64, y: f64) -> f64 {
    x.powf(y)
}

// atan2 for the complex dialect's expansions (upstream lowers math.atan2 to libm's).
extern "C" fn mj_atan2f(y: f32, x: f32) -> f32 {
    y.atan2(x)
}
extern "C" fn mj_atan2(y: f64, x: f64) -> f64 {
    y.atan2(x)
}

extern "C" fn mj_fmodf(x: f32, y: f32) -> f32 {
    x % y
}
extern "C" fn mj_fmod(x: f64, y: f64) -> f64 {
    x % y
}

/// The C-level type of an import's parameter or result, for building call signatures.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AbiType {
    /// 64-bit integer or pointer.
    I64,
    /// 32-bit integer.
    I32,
    /// `float`.
    F32,
    /// `double`.
    F64,
}

/// One function JIT code may import.
pub struct Symbol {
    /// Its name in the module.
    pub name: &'static str,
    /// Its address.
    pub addr: *const u8,
    /// Parameter types.
    pub params: &'static [AbiType],
    /// Result types.
    pub results: &'static [AbiType],
}

/// Every function JIT code may call: runtime internals (`mj_*`) and MLIR runner utilities.
pub fn symbols() -> Vec<Symbol> {
    use AbiType::*;
    let printers = ciface_printers()
        .into_iter()
        .map(|(name, addr, _, _)| Symbol {
            name,
            addr,
            params: &[I64],
            results: &[],
        });
    let s = |name, addr: *const u8, params, results| Symbol {
        name,
        addr,
        params,
        results,
    };
    let mut v = vec![
        s("mj_fault", mj_fault as *const u8, &[I32], &[]),
        s("mj_puts", mj_puts as *const u8, &[I64, I64], &[]),
        s("mj_print_str", mj_print_str as *const u8, &[I64, I64], &[]),
        s(
            "mj_nf_to_f64",
            mj_nf_to_f64 as *const u8,
            &[I64, I64],
            &[F64],
        ),
        s(
            "mj_nf_from_f64",
            mj_nf_from_f64 as *const u8,
            &[F64, I64],
            &[I64],
        ),
        s("mj_nf_abs", mj_nf_abs as *const u8, &[I64, I64], &[I64]),
        s(
            "mj_nf_powi",
            mj_nf_powi as *const u8,
            &[I64, I64, I64],
            &[I64],
        ),
        s(
            "mj_nf_class",
            mj_nf_class as *const u8,
            &[I64, I64, I64],
            &[I64],
        ),
        s(
            "mj_nf_fma",
            mj_nf_fma as *const u8,
            &[I64, I64, I64, I64, I64],
            &[I64],
        ),
        s(
            "mj_nf_from_int",
            mj_nf_from_int as *const u8,
            &[I64, I64, I64],
            &[I64],
        ),
        s(
            "mj_fault_value2",
            mj_fault_value2 as *const u8,
            &[I32, I64, I64],
            &[],
        ),
        s(
            "mj_check_access",
            mj_check_access as *const u8,
            &[I64, I64, I64, I64, I32, I32],
            &[I32],
        ),
        s(
            "mj_range_ok",
            mj_range_ok as *const u8,
            &[I64, I64, I64, I64, I32],
            &[I32],
        ),
        s(
            "mj_alloc",
            mj_alloc as *const u8,
            &[I64, I64, I32, I32],
            &[I64],
        ),
        s("mj_free", mj_free as *const u8, &[I64, I32], &[]),
        s("mj_unranked", mj_unranked as *const u8, &[I64, I64], &[I64]),
        s(
            "mj_tensor_alloc",
            tensor::mj_tensor_alloc as *const u8,
            &[I64, I64, I64, I32],
            &[I64],
        ),
        s(
            "mj_tensor_dup",
            tensor::mj_tensor_dup as *const u8,
            &[I64, I64, I32],
            &[I64],
        ),
        s(
            "mj_tensor_slice",
            tensor::mj_tensor_slice as *const u8,
            &[I64, I64, I64, I64, I64, I64, I64, I32],
            &[I64],
        ),
        s(
            "mj_tensor_fill",
            tensor::mj_tensor_fill as *const u8,
            &[I64, I64, I64, I64],
            &[],
        ),
        s(
            "mj_check_collapse",
            mj_check_collapse as *const u8,
            &[I64, I64, I64, I64, I32],
            &[I32],
        ),
        s(
            "mj_check_cast",
            mj_check_cast as *const u8,
            &[I64, I64, I64, I32],
            &[I32],
        ),
        s(
            "mj_check_subview",
            mj_check_subview as *const u8,
            &[I64, I64, I64, I64, I64, I32],
            &[I32],
        ),
        s(
            "mj_check_view",
            mj_check_view as *const u8,
            &[I64, I64, I64, I64, I64, I32],
            &[I32],
        ),
        s(
            "mj_clone_unranked",
            mj_clone_unranked as *const u8,
            &[I64, I64, I64, I32, I32, I32],
            &[I64],
        ),
        s(
            "mj_alloc_size",
            mj_alloc_size as *const u8,
            &[I64, I64, I64, I64, I32],
            &[I64],
        ),
        s(
            "mj_alloc_failed",
            mj_alloc_failed as *const u8,
            &[I64, I32],
            &[],
        ),
        // Unchecked (timing) runs call the C allocator directly, as upstream's code does.
        s("malloc", libc::malloc as *const u8, &[I64], &[I64]),
        s("free", libc::free as *const u8, &[I64], &[]),
        s(
            "mj_dealloc",
            mj_dealloc as *const u8,
            &[I64, I64, I64, I64, I64, I32],
            &[],
        ),
        s("rtclock", rtclock as *const u8, &[], &[F64]),
        s("mj_zero", mj_zero as *const u8, &[I64, I64], &[]),
        s(
            "mj_fault_value",
            mj_fault_value as *const u8,
            &[I32, I64],
            &[],
        ),
        s("mj_stack_mark", mj_stack_mark as *const u8, &[], &[I64]),
        s(
            "mj_stack_alloc",
            mj_stack_alloc as *const u8,
            &[I64, I64, I32],
            &[I64],
        ),
        s(
            "mj_stack_release",
            mj_stack_release as *const u8,
            &[I64],
            &[],
        ),
        s("mj_fmodf", mj_fmodf as *const u8, &[F32, F32], &[F32]),
        s("mj_fmod", mj_fmod as *const u8, &[F64, F64], &[F64]),
        s("mj_expf", mj_expf as *const u8, &[F32], &[F32]),
        s("mj_exp", mj_exp as *const u8, &[F64], &[F64]),
        s("mj_logf", mj_logf as *const u8, &[F32], &[F32]),
        s("mj_log", mj_log as *const u8, &[F64], &[F64]),
        s("mj_sinf", mj_sinf as *const u8, &[F32], &[F32]),
        s("mj_sin", mj_sin as *const u8, &[F64], &[F64]),
        s("mj_cosf", mj_cosf as *const u8, &[F32], &[F32]),
        s("mj_cos", mj_cos as *const u8, &[F64], &[F64]),
        s("mj_tanhf", mj_tanhf as *const u8, &[F32], &[F32]),
        s("mj_tanh", mj_tanh as *const u8, &[F64], &[F64]),
        s("mj_powf", mj_powf as *const u8, &[F32, F32], &[F32]),
        s("mj_pow", mj_pow as *const u8, &[F64, F64], &[F64]),
        s("mj_atan2f", mj_atan2f as *const u8, &[F32, F32], &[F32]),
        s("mj_atan2", mj_atan2 as *const u8, &[F64, F64], &[F64]),
        s(
            "mj_powif",
            crate::libm::mj_powif as *const u8,
            &[F32, I64],
            &[F32],
        ),
        s(
            "mj_powi",
            crate::libm::mj_powi as *const u8,
            &[F64, I64],
            &[F64],
        ),
        s(
            "mj_ipowi",
            crate::libm::mj_ipowi as *const u8,
            &[I64, I64, I64],
            &[I64],
        ),
        s("mj_copy", mj_copy as *const u8, &[I64, I64, I64, I64], &[]),
        s(
            "mj_check_memref",
            mj_check_memref as *const u8,
            &[I64, I64, I64, I64, I32],
            &[I32],
        ),
        s(
            "mj_copy_checked",
            mj_copy_checked as *const u8,
            &[I64, I64, I64, I64, I64, I32],
            &[I32],
        ),
        s(
            "printMemrefF32",
            print_memref_f32 as *const u8,
            &[I64, I64],
            &[],
        ),
        s(
            "printMemrefF64",
            print_memref_f64 as *const u8,
            &[I64, I64],
            &[],
        ),
        s(
            "printMemrefC32",
            print_memref_c32 as *const u8,
            &[I64, I64],
            &[],
        ),
        s(
            "printMemrefC64",
            print_memref_c64 as *const u8,
            &[I64, I64],
            &[],
        ),
        s(
            "printMemrefI32",
            print_memref_i32 as *const u8,
            &[I64, I64],
            &[],
        ),
        s(
            "printMemrefI64",
            print_memref_i64 as *const u8,
            &[I64, I64],
            &[],
        ),
        s(
            "printMemrefInd",
            print_memref_ind as *const u8,
            &[I64, I64],
            &[],
        ),
        s(
            "_mlir_ciface_nanoTime",
            ciface_nano_time as *const u8,
            &[],
            &[I64],
        ),
        s("printI64", print_i64 as *const u8, &[I64], &[]),
        s("printU64", print_u64 as *const u8, &[I64], &[]),
        s("printF32", print_f32 as *const u8, &[F32], &[]),
        s("printF64", print_f64 as *const u8, &[F64], &[]),
        s("printOpen", print_open as *const u8, &[], &[]),
        s("printClose", print_close as *const u8, &[], &[]),
        s("printComma", print_comma as *const u8, &[], &[]),
        s("printNewline", print_newline as *const u8, &[], &[]),
    ];
    // libm's one-argument functions for `math.*`.
    for &(name, addr, f32) in crate::libm::UNARY {
        let t: &'static [AbiType] = if f32 { &[F32] } else { &[F64] };
        v.push(s(name, addr, t, t));
    }
    v.extend(printers);
    v
}

#[cfg(test)]
mod tests {
    use super::dealloc_entries;

    /// The spec (§3.1), directly: frees and results by allocation.
    fn model(pairs: &[[u64; 2]], retained: &[u64]) -> (Vec<u64>, Vec<u8>) {
        let mut frees: Vec<u64> = pairs
            .iter()
            .filter(|p| p[1] != 0 && !retained.contains(&p[0]))
            .map(|p| p[0])
            .collect();
        frees.sort_unstable();
        frees.dedup();
        let out = retained
            .iter()
            .map(|r| pairs.iter().any(|p| p[0] == *r && p[1] != 0) as u8)
            .collect();
        (frees, out)
    }

    #[test]
    fn scan_and_sort_free_what_the_spec_says() {
        let mut x: u64 = 0x9e37_79b9;
        let mut next = |n: u64| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x % n
        };
        // Every path (scan, the three hash tables, sort), few distinct pointers so that
        // duplicates are common.
        for n in [0usize, 1, 2, 5, 8, 9, 31, 64, 100, 200, 600, 3000] {
            for _ in 0..(20_000 / (n + 50)) {
                let distinct = 1 + next(n as u64 / 2 + 2);
                let mut pairs: Vec<[u64; 2]> = (0..n)
                    .map(|_| [0x1000 + 16 * next(distinct), next(2)])
                    .collect();
                let mut retained: Vec<u64> =
                    (0..next(6)).map(|_| 0x1000 + 16 * next(distinct)).collect();
                // The hash table's empty key must still work (by sorting).
                if next(10) == 0 && n > 0 {
                    pairs[0][0] = u64::MAX;
                }
                let want = model(&pairs, &retained);
                let mut out = vec![9u8; retained.len()];
                let mut frees = Vec::new();
                dealloc_entries(&mut pairs, &mut retained, &mut out, |p| frees.push(p));
                let mut sorted = frees.clone();
                sorted.sort_unstable();
                sorted.dedup();
                assert_eq!(sorted.len(), frees.len(), "an allocation freed twice");
                assert_eq!((sorted, out), want, "n = {n}");
            }
        }
    }
}
