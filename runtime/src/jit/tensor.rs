//! Tensor storage of a JIT run: every tensor value is a contiguous buffer owned by the run
//! (an arena freed when the run ends), never a heap block (tensors are values: no leak, and
//! freeing one is an invalid free). Descriptors of tensors carry [`GLOBAL_SENTINEL`] as their
//! allocated pointer; checked accesses through them are judged against these buffers. The
//! checks and messages are the interpreter's (`src/interp/tensor.rs`).

use super::{raise_text, with, GLOBAL_SENTINEL};

/// The most elements one tensor may hold (the interpreter's bound).
pub const MAX_TENSOR_ELEMS: i64 = 1 << 24;

/// The tensor buffers of a run.
#[derive(Default)]
pub(super) struct TensorArena {
    /// Start → length of each buffer (calloc'd): checked accesses look addresses up here.
    pub(super) bufs: std::collections::BTreeMap<usize, usize>,
}

impl TensorArena {
    /// Whether `[addr, addr + len)` lies in one buffer.
    pub(super) fn contains(&self, addr: usize, len: usize) -> bool {
        self.bufs
            .range(..=addr)
            .next_back()
            .is_some_and(|(&a, &n)| addr.checked_add(len).is_some_and(|e| e <= a + n))
    }
}

impl Drop for TensorArena {
    fn drop(&mut self) {
        for (p, _) in std::mem::take(&mut self.bufs) {
            // SAFETY: calloc'd by `alloc`, freed once.
            unsafe { libc::free(p as *mut libc::c_void) };
        }
    }
}

/// The element count of `sizes`, checked as the interpreter checks it.
fn numel(sizes: &[i64]) -> Result<i64, String> {
    if let Some(s) = sizes.iter().find(|s| **s < 0) {
        return Err(format!("negative tensor size {s}"));
    }
    let n = sizes.iter().fold(1i64, |a, s| a.saturating_mul(*s));
    if n > MAX_TENSOR_ELEMS {
        return Err(format!("tensor of {n} elements is too large"));
    }
    Ok(n)
}

/// A zeroed buffer of `n` elements of `esize` bytes in the run's arena; 0 after raising
/// `fault_id` on failure.
fn alloc(n: i64, esize: u64, fault_id: u32) -> u64 {
    let bytes = (n.max(0) as usize).saturating_mul(esize as usize);
    // SAFETY: calloc of a nonzero size; checked for null.
    let p = unsafe { libc::calloc(bytes.max(1), 1) } as usize;
    if p == 0 {
        raise_text(fault_id, format!("out of memory allocating {bytes} bytes"));
        return 0;
    }
    if with(|s| s.tensors.bufs.insert(p, bytes.max(1))).is_none() {
        // No run open (host code): the buffer cannot be accounted for.
        // SAFETY: just calloc'd.
        unsafe { libc::free(p as *mut libc::c_void) };
        return 0;
    }
    p as u64
}

/// A new zeroed tensor buffer for `rank` sizes at `sizes`; 0 after raising `fault_id` (a
/// negative size, too many elements, out of memory).
pub(super) extern "C" fn mj_tensor_alloc(
    sizes: *const i64,
    rank: u64,
    esize: u64,
    fault_id: u32,
) -> u64 {
    // SAFETY: the JIT passes a spill slot of `rank` sizes.
    let sizes = unsafe { std::slice::from_raw_parts(sizes, rank as usize) };
    match numel(sizes) {
        Ok(n) => alloc(n, esize, fault_id),
        Err(m) => {
            raise_text(fault_id, m);
            0
        }
    }
}

/// A copy of the `bytes` at `src` in a new tensor buffer; 0 after raising `fault_id`.
pub(super) extern "C" fn mj_tensor_dup(src: u64, bytes: u64, fault_id: u32) -> u64 {
    let p = alloc(bytes as i64, 1, fault_id);
    if p != 0 && bytes > 0 {
        // SAFETY: `src` is a tensor buffer of at least `bytes` bytes; `p` is fresh.
        super::touching(|| unsafe {
            std::ptr::copy_nonoverlapping(src as *const u8, p as *mut u8, bytes as usize)
        });
    }
    p
}

/// `tensor.extract_slice` (`insert` null) or `tensor.insert_slice` (`insert` the source's
/// buffer) on a contiguous tensor of `rank` sizes at `sizes`, with `params` its offsets, sizes
/// and strides (`3 * rank` values): a new buffer holding the slice's elements, or the
/// destination with the source's elements in the slice. 0 after raising `fault_id`.
pub(super) extern "C" fn mj_tensor_slice(
    rank: u64,
    data: u64,
    sizes: *const i64,
    params: *const i64,
    esize: u64,
    insert: u64,
    insert_elems: i64,
    fault_id: u32,
) -> u64 {
    let r = rank as usize;
    // SAFETY: the JIT passes spill slots of `rank` sizes and `3 * rank` parameters.
    let (shape, p) = unsafe {
        (
            std::slice::from_raw_parts(sizes, r),
            std::slice::from_raw_parts(params, 3 * r),
        )
    };
    let (offsets, ssizes, strides) = (&p[..r], &p[r..2 * r], &p[2 * r..]);
    for d in 0..r {
        let (o, s, st) = (offsets[d], ssizes[d], strides[d]);
        if s < 0 {
            raise_text(fault_id, format!("negative size {s} in dimension {d}"));
            return 0;
        }
        let last = o as i128 + (s as i128 - 1) * st as i128;
        let inside = |i: i128| i >= 0 && i < shape[d] as i128;
        if s > 0 && !(inside(o as i128) && inside(last)) {
            raise_text(
                fault_id,
                format!(
                    "slice (offset {o}, size {s}, stride {st}) out of bounds of dimension {d} of size {}",
                    shape[d]
                ),
            );
            return 0;
        }
    }
    let n = match numel(ssizes) {
        Ok(n) => n,
        Err(m) => {
            raise_text(fault_id, m);
            return 0;
        }
    };
    let es = esize as usize;
    let out = if insert != 0 {
        if n != insert_elems {
            raise_text(
                fault_id,
                format!(
                    "a source of {insert_elems} elements does not fit the slice sizes {ssizes:?}"
                ),
            );
            return 0;
        }
        let total = match numel(shape) {
            Ok(t) => t as u64 * esize,
            Err(m) => {
                raise_text(fault_id, m);
                return 0;
            }
        };
        mj_tensor_dup(data, total, fault_id)
    } else {
        alloc(n, esize, fault_id)
    };
    if out == 0 || n == 0 {
        return out;
    }
    let mut src_strides = vec![1i64; r];
    for k in (0..r.saturating_sub(1)).rev() {
        src_strides[k] = src_strides[k + 1] * shape[k + 1];
    }
    let mut idx = vec![0i64; r];
    for k in 0..n as usize {
        let at: i64 = (0..r)
            .map(|d| (offsets[d] + idx[d] * strides[d]) * src_strides[d])
            .sum();
        let big = at as usize * es;
        // SAFETY: `at` is in bounds of the tensor (checked above); `k` of the slice.
        unsafe {
            if insert != 0 {
                std::ptr::copy_nonoverlapping(
                    (insert as *const u8).add(k * es),
                    (out as *mut u8).add(big),
                    es,
                );
            } else {
                std::ptr::copy_nonoverlapping(
                    (data as *const u8).add(big),
                    (out as *mut u8).add(k * es),
                    es,
                );
            }
        }
        for d in (0..r).rev() {
            idx[d] += 1;
            if idx[d] < ssizes[d] {
                break;
            }
            idx[d] = 0;
        }
    }
    out
}

/// Fills `n` elements of `esize` bytes at `dst` with the element at `value`.
pub(super) extern "C" fn mj_tensor_fill(dst: u64, n: i64, esize: u64, value: u64) {
    let es = esize as usize;
    for k in 0..n.max(0) as usize {
        // SAFETY: `dst` holds `n` elements; `value` one.
        unsafe {
            std::ptr::copy_nonoverlapping(value as *const u8, (dst as *mut u8).add(k * es), es)
        };
    }
}

/// The allocated pointer tensor descriptors carry.
pub const TENSOR_ALLOCATED: usize = GLOBAL_SENTINEL;
