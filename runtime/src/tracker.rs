//! The tracking allocator: every allocation and free of a run goes through a [`Tracker`], which
//! records sites and catches leaks, double frees and invalid frees. State is per run (one
//! `Tracker` value), so runs on parallel threads never mix.

use std::collections::BTreeMap;

use crate::blocks::{aligned, malloc_block, Heap, State};
use std::fmt::Write;

/// Where an allocation or free happened: the op name and its `file:line:col`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Site {
    /// `file:line:col`, or empty when unknown.
    pub loc: String,
    /// The op, e.g. `memref.alloc`.
    pub op: String,
}

/// Index of a registered [`Site`].
pub type SiteId = u32;

/// A problem the checker found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Finding {
    /// Blocks allocated at `site` never freed.
    Leak {
        /// Allocation site.
        site: SiteId,
        /// How many blocks.
        count: usize,
        /// Total bytes.
        bytes: usize,
    },
    /// A block freed twice.
    DoubleFree {
        /// The second free.
        site: SiteId,
        /// The first free.
        first_free: SiteId,
        /// The allocation.
        alloc_site: SiteId,
        /// The block's size in bytes.
        bytes: usize,
    },
    /// A free of a pointer that is not the start of a live allocation.
    InvalidFree {
        /// The free.
        site: SiteId,
        /// What the pointer was.
        what: String,
    },
}

/// Counters for `--memory-stats`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Allocations made.
    pub allocs: u64,
    /// Frees performed (not counting rejected ones).
    pub frees: u64,
    /// Bytes live now.
    pub live_bytes: usize,
    /// Peak of `live_bytes`.
    pub peak_bytes: usize,
}

/// What a memory check found. The JIT's checks return it as a `u32` and raise the fault of
/// the same order among the access's [`Verdict::FAULTS`]; the interpreter reports its message.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u32)]
pub enum Verdict {
    /// A valid access.
    Valid = 0,
    /// In a freed heap block.
    Freed = 1,
    /// In no allocation at all.
    NoAllocation = 2,
    /// Outside the heap block of the memref's allocated pointer (maybe inside another one).
    OutsideAllocation = 3,
    /// Through an alloca of a function that has returned.
    DeadFrame = 4,
    /// A write into a constant `memref.global` (read-only memory in upstream's code).
    ReadOnly = 5,
}

impl Verdict {
    /// The faulty verdicts, in the order of their codes from 1.
    pub const FAULTS: [Verdict; 5] = [
        Verdict::Freed,
        Verdict::NoAllocation,
        Verdict::OutsideAllocation,
        Verdict::DeadFrame,
        Verdict::ReadOnly,
    ];

    /// The message both engines give (empty for [`Verdict::Valid`]).
    pub fn message(self) -> &'static str {
        match self {
            Verdict::Valid => "",
            Verdict::Freed => "access to freed memory (use after free)",
            Verdict::NoAllocation => "access outside of any allocation",
            Verdict::OutsideAllocation => "access outside of the memref's allocation",
            Verdict::DeadFrame => "access to an alloca of a function that has returned",
            Verdict::ReadOnly => "write to a constant global",
        }
    }

    /// `Ok` when valid, else the message.
    pub fn ok(self) -> Result<(), &'static str> {
        match self {
            Verdict::Valid => Ok(()),
            v => Err(v.message()),
        }
    }
}

/// Per-run allocation tracker over the C heap.
#[derive(Default)]
pub struct Tracker {
    sites: Vec<Site>,
    site_ids: std::collections::HashMap<Site, SiteId>,
    heap: Heap,
    findings: Vec<Finding>,
    /// Plain malloc/free with counters only (see [`Tracker::set_unchecked`]).
    unchecked: bool,
}

impl Tracker {
    /// A fresh tracker.
    pub fn new() -> Tracker {
        Tracker::default()
    }

    /// Turns checking off for timing runs: allocations and frees go straight to malloc and free
    /// and are only counted. Nothing is detected, and a double or invalid free in the program
    /// is undefined behaviour, as in upstream's runtime; use only on programs a checked run
    /// found clean.
    pub fn set_unchecked(&mut self, unchecked: bool) {
        self.unchecked = unchecked;
    }

    /// A tracker for a new run: the same sites and mode, no blocks or findings.
    pub fn fresh(&self) -> Tracker {
        let mut t = Tracker::new();
        t.sites = self.sites.clone();
        t.site_ids = self.site_ids.clone();
        t.unchecked = self.unchecked;
        t
    }

    /// Registers (or finds) a site.
    pub fn site(&mut self, loc: &str, op: &str) -> SiteId {
        let s = Site {
            loc: loc.to_string(),
            op: op.to_string(),
        };
        if let Some(id) = self.site_ids.get(&s) {
            return *id;
        }
        let id = self.sites.len() as SiteId;
        self.sites.push(s.clone());
        self.site_ids.insert(s, id);
        id
    }

    /// The data of a site.
    pub fn site_info(&self, id: SiteId) -> &Site {
        &self.sites[id as usize]
    }

    /// Allocates `size` bytes aligned to `align` (a power of two, or 0 for malloc's default).
    /// Returns (allocated, aligned) pointers, as MLIR's lowering computes them; `None` when the
    /// allocation cannot be made.
    #[inline]
    pub fn alloc(&mut self, size: usize, align: usize, site: SiteId) -> Option<(usize, usize)> {
        let raw = if self.unchecked {
            malloc_block(size, align, false)?.0
        } else {
            self.checked_alloc(size, align, false, site)?
        };
        self.heap.counters().allocs += 1;
        Some((raw, aligned(raw, align)))
    }

    /// A zeroed (so that runs are deterministic) block recorded as live.
    #[inline]
    fn checked_alloc(
        &mut self,
        size: usize,
        align: usize,
        exact: bool,
        site: SiteId,
    ) -> Option<usize> {
        let raw = self.heap.alloc(size, align, exact, site)?;
        // SAFETY: the block has room for `size` bytes from the aligned pointer.
        unsafe { std::ptr::write_bytes(aligned(raw, align) as *mut u8, 0, size) };
        let c = self.heap.counters();
        c.live_bytes += size as u64;
        c.peak_bytes = c.peak_bytes.max(c.live_bytes);
        Some(raw)
    }

    /// Allocates `size` bytes at an address that is a multiple of `align` and is itself the
    /// block's allocated pointer (for C callers that free what they got).
    pub fn alloc_aligned_exact(
        &mut self,
        size: usize,
        align: usize,
        site: SiteId,
    ) -> Option<usize> {
        let align = align.max(std::mem::size_of::<usize>()).next_power_of_two();
        let raw = if self.unchecked {
            malloc_block(size, align, true)?.0
        } else {
            self.checked_alloc(size, align, true, site)?
        };
        self.heap.counters().allocs += 1;
        Some(raw)
    }

    /// Frees the block whose allocated pointer is `ptr`. Double and invalid frees are recorded
    /// and skipped.
    #[inline]
    pub fn free(&mut self, ptr: usize, site: SiteId) {
        if self.unchecked {
            self.heap.counters().frees += 1;
            // SAFETY: unchecked mode trusts the program (see `set_unchecked`).
            unsafe { libc::free(ptr as *mut libc::c_void) };
            return;
        }
        let Some(b) = self.heap.at(ptr) else {
            let what = match self.heap.containing(ptr) {
                Some((base, ..)) => {
                    format!("an interior pointer (offset {} of a block)", ptr - base)
                }
                None if ptr == 0 => "a null pointer".to_string(),
                None => "a pointer that was never allocated (stack or global memory)".to_string(),
            };
            self.findings.push(Finding::InvalidFree { site, what });
            return;
        };
        let info = self.heap.info(b);
        match info.state {
            State::Live => {
                self.heap.retire(b, site);
                let c = self.heap.counters();
                c.frees += 1;
                c.live_bytes = c.live_bytes.saturating_sub(info.size as u64);
            }
            State::Freed { by } => self.findings.push(Finding::DoubleFree {
                site,
                first_free: by,
                alloc_site: info.site,
                bytes: info.size,
            }),
        }
    }

    /// Whether `ptr` is the start of a live heap block (what a free of it would release).
    pub fn is_live_block(&self, ptr: usize) -> bool {
        self.heap
            .at(ptr)
            .is_some_and(|b| self.heap.info(b).state == State::Live)
    }

    /// Whether `[addr, addr+len)` lies inside a live heap block.
    #[inline]
    pub fn is_live_range(&self, addr: usize, len: usize) -> Option<bool> {
        let (start, extent, b) = self.heap.containing(addr)?;
        if addr.checked_add(len)? > start + extent {
            return None;
        }
        Some(self.heap.info(b).state == State::Live)
    }

    /// Judges an access of `len` bytes at `addr` through a memref whose allocated pointer is
    /// `base`, by provenance: `None` when `base` is not in a heap block (alloca, global: judged
    /// by address); otherwise the access must lie inside `base`'s block, which must be live.
    pub fn judge_from(&self, base: usize, addr: usize, len: usize) -> Option<Verdict> {
        let (start, extent, b) = self.heap.containing(base)?;
        if self.heap.info(b).state != State::Live {
            return Some(Verdict::Freed);
        }
        let inside = addr >= start && addr.checked_add(len).is_some_and(|e| e <= start + extent);
        Some(if inside {
            Verdict::Valid
        } else {
            Verdict::OutsideAllocation
        })
    }

    /// Ends the run: records leaks (grouped by site) and releases all memory.
    pub fn finish(&mut self) -> Vec<Finding> {
        let mut leaks: BTreeMap<SiteId, (usize, usize)> = BTreeMap::new();
        for b in self.heap.infos() {
            if b.state == State::Live {
                let e = leaks.entry(b.site).or_default();
                e.0 += 1;
                e.1 += b.size;
            }
        }
        // Report in source order, whatever order the engine registered the sites in.
        let mut leaks: Vec<_> = leaks.into_iter().collect();
        leaks.sort_by_key(|(site, _)| self.site_order(*site));
        for (site, (count, bytes)) in leaks {
            self.findings.push(Finding::Leak { site, count, bytes });
        }
        self.heap.clear();
        std::mem::take(&mut self.findings)
    }

    /// Sort key of a site: file, then numeric line and column, then op name.
    fn site_order(&self, id: SiteId) -> (String, u64, u64, String) {
        let s = &self.sites[id as usize];
        let mut it = s.loc.rsplitn(3, ':');
        let col = it.next().and_then(|c| c.parse().ok()).unwrap_or(0);
        let line = it.next().and_then(|c| c.parse().ok()).unwrap_or(0);
        let file = it.next().unwrap_or("").to_string();
        (file, line, col, s.op.clone())
    }

    /// Counters so far.
    pub fn stats(&self) -> Stats {
        let c = self.heap.counts();
        Stats {
            allocs: c.allocs,
            frees: c.frees,
            live_bytes: c.live_bytes as usize,
            peak_bytes: c.peak_bytes as usize,
        }
    }

    /// The address of the slab tables JIT code allocates from and frees to itself
    /// ([`crate::slab_abi`]); stable for the tracker's life.
    pub fn slabs_addr(&self) -> usize {
        self.heap.slabs_addr()
    }

    /// Every site registered so far, indexed by [`SiteId`].
    pub fn sites(&self) -> &[Site] {
        &self.sites
    }

    /// Renders findings one per line in MLIR's diagnostic style.
    pub fn render(&self, findings: &[Finding]) -> String {
        let mut out = String::new();
        for f in findings {
            let site = &self.sites[f.site() as usize];
            let at = if site.loc.is_empty() {
                "<unknown>:0"
            } else {
                &site.loc
            };
            let _ = writeln!(out, "{at}: error: {}", f.message(&self.sites));
        }
        out
    }
}

impl Finding {
    /// Where the finding is reported: the leaked allocation, the second free, the invalid free.
    pub fn site(&self) -> SiteId {
        match self {
            Finding::Leak { site, .. }
            | Finding::DoubleFree { site, .. }
            | Finding::InvalidFree { site, .. } => *site,
        }
    }

    /// The message without its location (`leak: 1 block (16 bytes) allocated here ...`);
    /// `sites` is the tracker's table ([`Tracker::sites`]).
    pub fn message(&self, sites: &[Site]) -> String {
        let at = |id: SiteId| {
            let s = &sites[id as usize];
            if s.loc.is_empty() {
                "<unknown>:0"
            } else {
                &s.loc
            }
        };
        let op = |id: SiteId| &sites[id as usize].op;
        match self {
            Finding::Leak { site, count, bytes } => format!(
                "leak: {count} block{} ({bytes} bytes) allocated here ({}) {} never freed",
                if *count == 1 { "" } else { "s" },
                op(*site),
                if *count == 1 { "was" } else { "were" }
            ),
            Finding::DoubleFree {
                site,
                first_free,
                alloc_site,
                ..
            } => format!(
                "double free ({}) of a block allocated at {} ({}), first freed at {} ({})",
                op(*site),
                at(*alloc_site),
                op(*alloc_site),
                at(*first_free),
                op(*first_free)
            ),
            Finding::InvalidFree { site, what } => {
                format!("invalid free ({}) of {what}", op(*site))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn leak_double_and_invalid_free() {
        let mut t = Tracker::new();
        let a = t.site("f.mlir:2:3", "memref.alloc");
        let d = t.site("f.mlir:5:3", "memref.dealloc");
        let (p, _) = t.alloc(16, 0, a).unwrap();
        let (q, aligned) = t.alloc(16, 64, a).unwrap();
        assert_eq!(aligned % 64, 0);
        t.free(p, d);
        t.free(p, d);
        t.free(q + 4, d);
        let _ = t.alloc(8, 0, a).unwrap();
        let f = t.finish();
        assert!(matches!(f[0], Finding::DoubleFree { .. }));
        assert!(matches!(&f[1], Finding::InvalidFree { what, .. } if what.contains("interior")));
        assert!(matches!(f[2], Finding::Leak { count: 2, .. }));
        let text = t.render(&f);
        assert!(text.contains("f.mlir:2:3: error: leak: 2 blocks"), "{text}");
        assert!(text.contains(
            "f.mlir:5:3: error: double free (memref.dealloc) of a block allocated at f.mlir:2:3"
        ));
    }
}
