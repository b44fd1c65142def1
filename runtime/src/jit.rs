//! Entry points called by JIT-compiled code, and the per-thread run state behind them.
//!
//! JIT code runs on the caller's thread, and cargo runs tests on many threads of one process, so
//! the state (tracker, captured stdout, first runtime fault) is thread-local and reset per run
//! with [`begin_run`] / [`end_run`]. Every function JIT code may call is listed in [`symbols`];
//! the lowering refuses any import that is not in that table, so nothing silently binds to libc.

use crate::format::{format_f32, format_f64, format_memref, MemRefView, Scalar};
use crate::tracker::{SiteId, Tracker};
use std::cell::RefCell;

/// A runtime fault raised by JIT code (division by zero, failed `cf.assert`, out of memory).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fault {
    /// Index into the fault table of the compiled module.
    pub id: u32,
    /// A value for the message (the byte count of a failed allocation), or 0.
    pub value: u64,
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
    /// Buffers of dynamically sized allocas, released when their function returns.
    stack: Vec<Box<[u8]>>,
}

thread_local! {
    static STATE: RefCell<Option<RunState>> = const { RefCell::new(None) };
}

/// Starts a run on this thread with `tracker` (whose sites the compiled code refers to).
pub fn begin_run(tracker: Tracker) {
    STATE.with(|s| {
        *s.borrow_mut() = Some(RunState {
            tracker,
            ..RunState::default()
        })
    });
}

/// Ends the run on this thread and returns its state.
pub fn end_run() -> RunState {
    STATE.with(|s| s.borrow_mut().take()).unwrap_or_default()
}

fn with<R>(f: impl FnOnce(&mut RunState) -> R) -> Option<R> {
    STATE.with(|s| s.borrow_mut().as_mut().map(f))
}

fn print(text: &str) {
    with(|s| {
        if s.fault.is_none() {
            s.stdout.push_str(text)
        }
    });
}

/// Records a fault (only the first one is kept).
extern "C" fn mj_fault(id: u32) {
    raise(id, 0);
}

/// Records a fault whose message shows `value` (e.g. an out-of-range index).
extern "C" fn mj_fault_value(id: u32, value: u64) {
    raise(id, value);
}

fn raise(id: u32, value: u64) {
    with(|s| {
        if s.fault.is_none() {
            s.fault = Some(Fault { id, value });
        }
    });
}

/// Allocates `size` bytes aligned to `align` (0: default); returns the allocated pointer.
/// On failure the run is faulted with `fault_id` and a pointer to a scratch area is returned so
/// that the code can run on to its end without touching foreign memory for small accesses.
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
            with(|s| s.tracker.alloc(64, align as usize, site as SiteId))
                .flatten()
                .map(|(raw, _)| raw as u64)
                .unwrap_or(0)
        }
    }
}

/// Zeroes `n` bytes at `ptr` (fresh stack buffers).
extern "C" fn mj_zero(ptr: u64, n: u64) {
    // SAFETY: the JIT passes a stack slot of at least `n` bytes.
    unsafe { std::ptr::write_bytes(ptr as *mut u8, 0, n as usize) };
}

/// The current depth of the alloca stack (taken at entry of a function with dynamic allocas).
extern "C" fn mj_stack_mark() -> u64 {
    with(|s| s.stack.len() as u64).unwrap_or(0)
}

/// A zeroed buffer of `size` bytes aligned to `align` for a dynamically sized alloca; it lives
/// until the function that allocated it returns. These buffers are not heap blocks, so freeing
/// one is an invalid free, as for any alloca.
extern "C" fn mj_stack_alloc(size: u64, align: u64) -> u64 {
    let align = align.max(16) as usize;
    with(|s| {
        let buf = vec![0u8; (size as usize).saturating_add(align)].into_boxed_slice();
        let start = buf.as_ptr() as usize;
        let p = start.div_ceil(align) * align;
        s.stack.push(buf);
        p as u64
    })
    .unwrap_or(0)
}

/// Releases the alloca buffers above `mark`.
extern "C" fn mj_stack_release(mark: u64) {
    with(|s| s.stack.truncate(mark as usize));
}

/// Frees an allocated pointer (double and invalid frees are recorded, not performed).
extern "C" fn mj_free(ptr: u64, site: u32) {
    with(|s| s.tracker.free(ptr as usize, site as SiteId));
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

/// Copies the elements of one strided memref into another of the same shape.
extern "C" fn mj_copy(rank: i64, src: *const i64, dst: *const i64, elem_size: u64) {
    // SAFETY: the JIT passes descriptors it spilled to its own stack.
    let (sa, so, sizes, ss) = unsafe { read_desc(rank, src) };
    // SAFETY: as above.
    let (da, doff, _, ds) = unsafe { read_desc(rank, dst) };
    let total: i64 = sizes.iter().product();
    let mut idx = vec![0i64; sizes.len()];
    for _ in 0..total.max(0) {
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
    // SAFETY: `desc` is the descriptor of an unranked memref built by the JIT.
    let (aligned, offset, sizes, strides) = unsafe { read_desc(rank, desc) };
    let rd = |lin: i64| read((aligned + lin * size) as usize);
    let v = MemRefView {
        aligned: aligned as usize,
        offset,
        sizes: &sizes,
        strides: &strides,
        read: &rd,
    };
    print(&format_memref(&v, true));
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
    let s = |name, addr: *const u8, params, results| Symbol {
        name,
        addr,
        params,
        results,
    };
    vec![
        s("mj_fault", mj_fault as *const u8, &[I32], &[]),
        s(
            "mj_alloc",
            mj_alloc as *const u8,
            &[I64, I64, I32, I32],
            &[I64],
        ),
        s("mj_free", mj_free as *const u8, &[I64, I32], &[]),
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
            &[I64, I64],
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
        s("mj_copy", mj_copy as *const u8, &[I64, I64, I64, I64], &[]),
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
        s("printI64", print_i64 as *const u8, &[I64], &[]),
        s("printU64", print_u64 as *const u8, &[I64], &[]),
        s("printF32", print_f32 as *const u8, &[F32], &[]),
        s("printF64", print_f64 as *const u8, &[F64], &[]),
        s("printOpen", print_open as *const u8, &[], &[]),
        s("printClose", print_close as *const u8, &[], &[]),
        s("printComma", print_comma as *const u8, &[], &[]),
        s("printNewline", print_newline as *const u8, &[], &[]),
    ]
}
