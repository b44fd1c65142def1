//! The memory checker as a C library for upstream-lowered code: `mlir-opt
//! --finalize-memref-to-llvm=use-generic-functions=true` makes allocations and frees call
//! `_mlir_memref_to_llvm_alloc`, `_mlir_memref_to_llvm_aligned_alloc` and
//! `_mlir_memref_to_llvm_free`; load `libmemref_jit_check.so` into `mlir-runner` with
//! `-shared-libs` and they go through the same tracker as memref-jit's own runs (quarantine,
//! double and invalid frees recorded and skipped). At exit the findings are printed to stderr
//! in memref-run's format (upstream code carries no locations, so every site is
//! `<mlir-runner>`), then a statistics line `memref-jit-check: N allocations, ...`, then
//! `live=N double_free=M` as `../shared/tools/track.c` prints.

#![warn(missing_docs)]

use memref_jit_runtime::{Finding, SiteId, Tracker};
use std::sync::Mutex;

/// One process-wide tracker: upstream's runner is one process, one run.
static STATE: Mutex<Option<(Tracker, SiteId, SiteId)>> = Mutex::new(None);

fn with<R>(f: impl FnOnce(&mut Tracker, SiteId, SiteId) -> R) -> R {
    let mut g = STATE.lock().unwrap_or_else(|e| e.into_inner());
    let (t, a, d) = g.get_or_insert_with(|| {
        let mut t = Tracker::new();
        let a = t.site("<mlir-runner>", "memref.alloc");
        let d = t.site("<mlir-runner>", "memref.dealloc");
        (t, a, d)
    });
    f(t, *a, *d)
}

/// `malloc`-like allocation for lowered `memref.alloc`.
#[no_mangle]
pub extern "C" fn _mlir_memref_to_llvm_alloc(size: usize) -> *mut u8 {
    with(|t, site, _| {
        t.alloc(size, 0, site)
            .map_or(std::ptr::null_mut(), |(p, _)| p as *mut u8)
    })
}

/// Aligned allocation: the returned pointer is both the allocated and the aligned one, as
/// the lowering frees what it gets here.
#[no_mangle]
pub extern "C" fn _mlir_memref_to_llvm_aligned_alloc(alignment: usize, size: usize) -> *mut u8 {
    with(|t, site, _| {
        t.alloc_aligned_exact(size, alignment, site)
            .map_or(std::ptr::null_mut(), |p| p as *mut u8)
    })
}

/// Free; double and invalid frees are recorded and not performed.
#[no_mangle]
pub extern "C" fn _mlir_memref_to_llvm_free(ptr: *mut u8) {
    if ptr.is_null() {
        return;
    }
    with(|t, _, site| t.free(ptr as usize, site));
}

/// Prints the report; runs when the library is unloaded or the process exits.
extern "C" fn report() {
    let mut g = STATE.lock().unwrap_or_else(|e| e.into_inner());
    let Some((t, _, _)) = g.as_mut() else {
        eprintln!("memref-jit-check: 0 allocations, 0 frees, peak 0 bytes live");
        eprintln!("live=0 double_free=0");
        return;
    };
    let stats = t.stats();
    let findings = t.finish();
    let live: usize = findings
        .iter()
        .map(|f| match f {
            Finding::Leak { count, .. } => *count,
            _ => 0,
        })
        .sum();
    let bad = findings.len()
        - findings
            .iter()
            .filter(|f| matches!(f, Finding::Leak { .. }))
            .count();
    use std::io::Write;
    let _ = std::io::stdout().flush();
    eprint!("{}", t.render(&findings));
    eprintln!(
        "memref-jit-check: {} allocations, {} frees, peak {} bytes live",
        stats.allocs, stats.frees, stats.peak_bytes
    );
    eprintln!("live={live} double_free={bad}");
}

#[used]
#[unsafe(link_section = ".fini_array")]
static REPORT_AT_EXIT: extern "C" fn() = report;
