//! Threads for read-only work on a module (printing and verifying its functions), as
//! upstream's MLIRContext thread pool: on by default, off with `--mlir-disable-threading`
//! ([`crate::ir::Context::set_multithreading`]). The work of a thread runs on a
//! [`crate::stack::BIG_STACK_BYTES`] stack, as the tools' main work does.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::OnceLock;

/// Fewer ops than this are printed and verified on one thread: starting a thread (tens of
/// microseconds) costs more than it saves.
pub const MIN_PARALLEL_OPS: usize = 4096;

/// [`MIN_PARALLEL_OPS`], or the value of `MEMREF_JIT_MIN_PARALLEL_OPS` (tests set it to 0 to
/// run the threaded printer and verifier, and `memref-opt`'s split runs, on small inputs and
/// compare their output; 0 also splits runs in two on a single core).
pub fn min_parallel_ops() -> usize {
    static N: OnceLock<usize> = OnceLock::new();
    *N.get_or_init(|| {
        std::env::var("MEMREF_JIT_MIN_PARALLEL_OPS")
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(MIN_PARALLEL_OPS)
    })
}

/// How many threads the machine runs at once (`available_parallelism`, 1 when unknown).
pub fn available_threads() -> usize {
    static N: OnceLock<usize> = OnceLock::new();
    *N.get_or_init(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
}

/// Runs `job(state, i)` for every `i` in `0..n` on up to `threads` threads (this one among
/// them) and returns the results in index order. Each thread makes its `state` once with
/// `init`; a thread takes the next index when done with one, so uneven jobs balance. With one
/// thread, one job, or when no thread can be spawned, everything runs here, in order.
pub fn map_jobs<S, T: Send>(
    threads: usize,
    n: usize,
    init: impl Fn() -> S + Sync,
    job: impl Fn(&mut S, usize) -> T + Sync,
) -> Vec<T> {
    if threads <= 1 || n <= 1 {
        let mut s = init();
        return (0..n).map(|i| job(&mut s, i)).collect();
    }
    let next = AtomicUsize::new(0);
    let work = || {
        let mut s = init();
        let mut done = Vec::new();
        loop {
            let i = next.fetch_add(1, Ordering::Relaxed);
            if i >= n {
                break done;
            }
            done.push((i, job(&mut s, i)));
        }
    };
    let mut slots: Vec<Option<T>> = (0..n).map(|_| None).collect();
    std::thread::scope(|scope| {
        let mut handles = Vec::new();
        for _ in 1..threads.min(n) {
            let spawned = std::thread::Builder::new()
                .name("memref-jit-worker".into())
                .stack_size(crate::stack::BIG_STACK_BYTES)
                .spawn_scoped(scope, || {
                    crate::stack::mark_stack(crate::stack::BIG_STACK_BYTES);
                    work()
                });
            // No room for another thread: the others take its share.
            if let Ok(h) = spawned {
                handles.push(h);
            }
        }
        for (i, t) in work() {
            slots[i] = Some(t);
        }
        for h in handles {
            let done = h.join().unwrap_or_else(|p| std::panic::resume_unwind(p));
            for (i, t) in done {
                slots[i] = Some(t);
            }
        }
    });
    slots
        .into_iter()
        .map(|t| t.expect("every job ran on some thread"))
        .collect()
}

/// Splits `0..len` into about `parts` contiguous ranges of near-equal length.
pub fn ranges(len: usize, parts: usize) -> Vec<std::ops::Range<usize>> {
    let parts = parts.clamp(1, len.max(1));
    (0..parts)
        .map(|k| len * k / parts..len * (k + 1) / parts)
        .filter(|r| !r.is_empty())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_come_in_index_order_whatever_the_thread_count() {
        for threads in [1, 2, 5] {
            let r = map_jobs(
                threads,
                100,
                || 0usize,
                |calls, i| {
                    *calls += 1;
                    i * i
                },
            );
            assert_eq!(r, (0..100).map(|i| i * i).collect::<Vec<_>>());
        }
        assert!(map_jobs(4, 0, || (), |_, i| i).is_empty());
    }

    #[test]
    fn ranges_cover_everything_once() {
        for (len, parts) in [(0, 3), (1, 3), (10, 3), (10, 10), (10, 20)] {
            let rs = ranges(len, parts);
            let flat: Vec<usize> = rs.iter().flat_map(|r| r.clone()).collect();
            assert_eq!(flat, (0..len).collect::<Vec<_>>());
        }
    }
}
