//! Programs that measure and check `bufferization.dealloc` lowerings.
//!
//! [`bench_program`] builds the hot loops of `benches/dealloc_lowering.rs` and
//! `scripts/compare-dealloc-upstream.sh`: every iteration allocates `n` buffers and frees them
//! with one `bufferization.dealloc` of `n` memrefs and `m` retained values (or, for the floor,
//! `n` plain `memref.dealloc`s). Every flavour frees exactly the same buffers; the program
//! frees the retained buffers at its end, so a checked run reports nothing.
//!
//! [`AliasCase`] is the property test's model: a random alias pattern of memrefs, views and
//! conditions, the program that runs one dealloc over it, and what the spec (§3.1) and
//! upstream's helper lowering (with its two quirks, spec §6.3–6.4) each free and return.

use super::progs::Rng;
use std::fmt::Write;

/// What the dealloc of a [`bench_program`] looks like to the static alias analysis.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flavor {
    /// Memrefs are `arith.select`s over the fresh buffers and retained values are call results:
    /// nothing can be decided statically, the general lowering is needed.
    Unknown,
    /// Memrefs are distinct allocations (retained values still unknown): simplification splits
    /// the dealloc into `n` one-memref deallocs, lowered by the specialized cases.
    Disjoint,
    /// The floor: the same buffers freed by `n` plain `memref.dealloc`s, no checks at all.
    Floor,
}

impl Flavor {
    /// A short name for reports.
    pub fn name(self) -> &'static str {
        match self {
            Flavor::Unknown => "unknown",
            Flavor::Disjoint => "disjoint",
            Flavor::Floor => "floor",
        }
    }
}

/// The passes that lower a [`bench_program`] (it has its deallocs already, so the ownership
/// pass does not run): upstream's pipeline after ownership-based deallocation, with the given
/// `lowering` (`helper` or `fast`).
pub fn bench_pipeline(lowering: &str) -> String {
    format!(
        "builtin.module(canonicalize, buffer-deallocation-simplification, \
         bufferization-lower-deallocations{{lowering={lowering}}}, cse, canonicalize)"
    )
}

/// The same passes as upstream `mlir-opt` spells them (its lowering is the helper one).
pub const UPSTREAM_BENCH_PIPELINE: &str = "builtin.module(canonicalize, buffer-deallocation-simplification, bufferization-lower-deallocations, cse, canonicalize)";

/// A program whose `@main` runs `iters` iterations, each allocating `n ≥ 1` buffers and
/// releasing them through one dealloc with `m` retained values. It prints the nanoseconds per
/// iteration (measured with `rtclock` around the loop), then the OR of all ownership results
/// over the run as an integer (0: the retained values never alias the freed buffers).
pub fn bench_program(flavor: Flavor, n: usize, m: usize, iters: usize) -> String {
    assert!(n >= 1, "a bench dealloc frees at least one buffer");
    let mut s = String::new();
    s.push_str(
        "memref.global @sink : memref<64xindex> = dense<0>\n\
         func.func private @rtclock() -> f64\n\
         func.func private @printF64(f64)\n\
         func.func private @printI64(i64)\n\
         func.func private @printNewline()\n\
         // Returns its argument; the call hides the buffer's origin from the alias analysis.\n\
         func.func private @opaque(%b: memref<i64>) -> memref<i64> {\n  \
           return %b : memref<i64>\n\
         }\n\
         func.func @main() {\n  \
           %c0 = arith.constant 0 : index\n  \
           %c1 = arith.constant 1 : index\n  \
           %c2 = arith.constant 2 : index\n  \
           %z = arith.constant 0 : i64\n",
    );
    let _ = writeln!(s, "  %k = arith.constant {iters} : index");
    for j in 0..m {
        let _ = writeln!(s, "  %R{j} = memref.alloc() : memref<i64>");
        let _ = writeln!(
            s,
            "  %r{j} = func.call @opaque(%R{j}) : (memref<i64>) -> memref<i64>"
        );
    }
    s.push_str("  %t0 = func.call @rtclock() : () -> f64\n");
    s.push_str("  %any = scf.for %i = %c0 to %k step %c1 iter_args(%acc = %z) -> (i64) {\n");
    // Each buffer's address escapes to a global, one slot per buffer: as in real code, and
    // LLVM cannot then elide the allocation (an alloc nobody can observe would be folded
    // away, by our canonicalizer or by upstream's LLVM).
    s.push_str("    %g = memref.get_global @sink : memref<64xindex>\n");
    for i in 0..n {
        let _ = writeln!(s, "    %a{i} = memref.alloc() : memref<i64>");
        let _ = writeln!(
            s,
            "    %p{i} = memref.extract_aligned_pointer_as_index %a{i} : memref<i64> -> index"
        );
        let _ = writeln!(s, "    %slot{i} = arith.constant {} : index", i % 64);
        let _ = writeln!(s, "    memref.store %p{i}, %g[%slot{i}] : memref<64xindex>");
    }
    // Loop-variant values the canonicalizer cannot fold: a parity bit for the selects and an
    // always-true condition.
    s.push_str(
        "    %par = arith.remui %i, %c2 : index\n    \
         %p = arith.cmpi eq, %par, %c0 : index\n    \
         %c = arith.cmpi ult, %i, %k : index\n",
    );
    let tys = |k: usize| vec!["memref<i64>"; k].join(", ");
    let list = |pre: &str, k: usize| {
        (0..k)
            .map(|i| format!("%{pre}{i}"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let conds = vec!["%c"; n].join(", ");
    let retain = if m == 0 {
        String::new()
    } else {
        format!(" retain ({} : {})", list("r", m), tys(m))
    };
    let outs = match flavor {
        Flavor::Floor => {
            for i in 0..n {
                let _ = writeln!(s, "    memref.dealloc %a{i} : memref<i64>");
            }
            Vec::new()
        }
        Flavor::Unknown | Flavor::Disjoint => {
            let src = if flavor == Flavor::Unknown {
                // Each buffer is selected exactly once at run time, whatever the parity.
                for i in 0..n {
                    let _ = writeln!(
                        s,
                        "    %m{i} = arith.select %p, %a{i}, %a{} : memref<i64>",
                        (i + 1) % n
                    );
                }
                "m"
            } else {
                "a"
            };
            let res = if m == 0 {
                "    ".to_string()
            } else if m == 1 {
                "    %u0 = ".to_string()
            } else {
                format!("    %u:{m} = ")
            };
            let _ = writeln!(
                s,
                "{res}bufferization.dealloc ({} : {}) if ({conds}){retain}",
                list(src, n),
                tys(n)
            );
            (0..m)
                .map(|j| {
                    if m == 1 {
                        "%u0".to_string()
                    } else {
                        format!("%u#{j}")
                    }
                })
                .collect()
        }
    };
    let mut acc = "%acc".to_string();
    for (j, u) in outs.iter().enumerate() {
        let _ = writeln!(s, "    %w{j} = arith.extui {u} : i1 to i64");
        let _ = writeln!(s, "    %o{j} = arith.ori {acc}, %w{j} : i64");
        acc = format!("%o{j}");
    }
    let _ = writeln!(s, "    scf.yield {acc} : i64\n  }}");
    s.push_str(
        "  %t1 = func.call @rtclock() : () -> f64\n  \
         %dt = arith.subf %t1, %t0 : f64\n  \
         %giga = arith.constant 1.0e9 : f64\n  \
         %ns = arith.mulf %dt, %giga : f64\n  \
         %ki = arith.index_cast %k : index to i64\n  \
         %kf = arith.sitofp %ki : i64 to f64\n  \
         %per = arith.divf %ns, %kf : f64\n  \
         func.call @printF64(%per) : (f64) -> ()\n  \
         func.call @printNewline() : () -> ()\n  \
         func.call @printI64(%any) : (i64) -> ()\n  \
         func.call @printNewline() : () -> ()\n",
    );
    for j in 0..m {
        let _ = writeln!(s, "  memref.dealloc %R{j} : memref<i64>");
    }
    s.push_str("  return\n}\n");
    s
}

/// The nanoseconds per iteration a [`bench_program`] printed (its first line).
pub fn parse_ns(stdout: &str) -> Option<f64> {
    stdout.lines().next()?.trim().parse().ok()
}

/// One entry of an [`AliasCase`] dealloc list or retained list: a view of base buffer
/// `base`, made by `how`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum View {
    /// The allocation itself.
    Whole,
    /// `memref.subview` at offset 1: same aligned pointer, another offset.
    Subview,
    /// `memref.view` shifted by 8 bytes: the aligned pointer moves (spec §6.4).
    Shifted,
}

/// A random dealloc over a few buffers, with the outcome each semantics predicts.
#[derive(Clone, Debug)]
pub struct AliasCase {
    /// Number of base buffers (`memref<32xi8>` allocs, 64-byte aligned).
    pub bases: usize,
    /// Dealloc entries: (base, view, condition). The view's base buffer (through
    /// `extract_strided_metadata`) is what the dealloc lists.
    pub entries: Vec<(usize, View, bool)>,
    /// Retained values: (base, view).
    pub retained: Vec<(usize, View)>,
}

/// What a dealloc does: how many times each base is freed, and the ownership results.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// Frees per base buffer.
    pub frees: Vec<usize>,
    /// One result per retained value.
    pub results: Vec<bool>,
}

impl AliasCase {
    /// A random case: 1–4 bases, 1–6 entries, 0–4 retained values, random views and
    /// conditions (duplicates of one base are common).
    pub fn random(seed: u64) -> AliasCase {
        AliasCase::random_sized(seed, 4, 6, 4)
    }

    /// A random case with up to `max_bases` bases, `max_entries` entries and `max_retained`
    /// retained values.
    pub fn random_sized(
        seed: u64,
        max_bases: u64,
        max_entries: u64,
        max_retained: u64,
    ) -> AliasCase {
        let mut rng = Rng::new(seed);
        let bases = 1 + rng.below(max_bases) as usize;
        let view = |rng: &mut Rng| match rng.below(4) {
            0 => View::Subview,
            1 => View::Shifted,
            _ => View::Whole,
        };
        let entries = (0..1 + rng.below(max_entries))
            .map(|_| {
                let b = rng.below(bases as u64) as usize;
                (b, view(&mut rng), rng.chance(60))
            })
            .collect();
        let retained = (0..rng.below(max_retained + 1))
            .map(|_| (rng.below(bases as u64) as usize, view(&mut rng)))
            .collect();
        AliasCase {
            bases,
            entries,
            retained,
        }
    }

    /// The spec's semantics (§3.1), aliasing by allocation: a base is freed once if some entry
    /// of it has its condition and no retained value is a view of it.
    pub fn spec(&self) -> Outcome {
        let frees = (0..self.bases)
            .map(|b| {
                let owned = self.entries.iter().any(|e| e.0 == b && e.2);
                let kept = self.retained.iter().any(|r| r.0 == b);
                (owned && !kept) as usize
            })
            .collect();
        let results = self
            .retained
            .iter()
            .map(|r| self.entries.iter().any(|e| e.0 == r.0 && e.2))
            .collect();
        Outcome { frees, results }
    }

    /// Upstream's lowering (spec §4): entries and retained values compared by aligned pointer
    /// (a shifted view differs from its base), and in the general helper an earlier entry with
    /// the same pointer blocks a free whatever its condition.
    pub fn upstream(&self) -> Outcome {
        let key = |b: usize, v: View| (b, v == View::Shifted);
        let mut frees = vec![0; self.bases];
        let mut results = vec![false; self.retained.len()];
        let general = self.entries.len() > 1;
        for (i, &(b, v, c)) in self.entries.iter().enumerate() {
            let p = key(b, v);
            let mut ok = true;
            for (j, r) in self.retained.iter().enumerate() {
                if key(r.0, r.1) == p {
                    results[j] |= c;
                    ok = false;
                }
            }
            if general {
                ok &= self.entries[..i].iter().all(|e| key(e.0, e.1) != p);
            }
            if ok && c {
                frees[b] += 1;
            }
        }
        Outcome { frees, results }
    }

    /// The program: allocates the bases, builds the views, runs the dealloc, prints each
    /// result (`printI64`, one a line), then frees with plain `memref.dealloc` every base the
    /// spec says the dealloc keeps. A lowering that follows the spec leaves no finding; one
    /// that frees too much shows a double free, too little a leak.
    pub fn program(&self) -> String {
        let spec = self.spec();
        let mut s = String::from(
            "func.func private @printI64(i64)\n\
             func.func private @printNewline()\n\
             func.func @main() {\n  \
               %c1 = arith.constant 1 : index\n  \
               %c8 = arith.constant 8 : index\n  \
               %t = arith.constant true\n  \
               %f = arith.constant false\n",
        );
        for b in 0..self.bases {
            let _ = writeln!(
                s,
                "  %b{b} = memref.alloc() {{alignment = 64 : i64}} : memref<32xi8>"
            );
        }
        let mut n = 0;
        let mut view = |s: &mut String, b: usize, v: View| -> String {
            n += 1;
            match v {
                View::Whole => format!("%b{b}"),
                View::Subview => {
                    let _ = writeln!(
                        s,
                        "  %v{n} = memref.subview %b{b}[1] [16] [1] : memref<32xi8> to memref<16xi8, strided<[1], offset: 1>>"
                    );
                    format!("%v{n}")
                }
                View::Shifted => {
                    let _ = writeln!(
                        s,
                        "  %i{n} = memref.view %b{b}[%c8][] : memref<32xi8> to memref<2xi64>"
                    );
                    format!("%i{n}")
                }
            }
        };
        let mut listed = Vec::new();
        for &(b, v, _) in &self.entries {
            let x = view(&mut s, b, v);
            // The dealloc lists base buffers, as the ownership pass does.
            let base = format!("%base{}", listed.len());
            let (ty, bt) = (view_type(v), base_type(v));
            let _ = writeln!(
                s,
                "  {base}, %off{k}, %sz{k}, %st{k} = memref.extract_strided_metadata {x} : {ty} -> {bt}, index, index, index",
                k = listed.len()
            );
            listed.push((base, bt));
        }
        let mut kept = Vec::new();
        for &(b, v) in &self.retained {
            let x = view(&mut s, b, v);
            kept.push((x, view_type(v)));
        }
        let conds: Vec<&str> = self
            .entries
            .iter()
            .map(|e| if e.2 { "%t" } else { "%f" })
            .collect();
        let mut line = String::from("  ");
        match self.retained.len() {
            0 => {}
            1 => line.push_str("%u0 = "),
            k => {
                let _ = write!(line, "%u:{k} = ");
            }
        }
        let _ = write!(
            line,
            "bufferization.dealloc ({} : {}) if ({})",
            listed
                .iter()
                .map(|l| l.0.clone())
                .collect::<Vec<_>>()
                .join(", "),
            listed.iter().map(|l| l.1).collect::<Vec<_>>().join(", "),
            conds.join(", ")
        );
        if !kept.is_empty() {
            let _ = write!(
                line,
                " retain ({} : {})",
                kept.iter()
                    .map(|k| k.0.clone())
                    .collect::<Vec<_>>()
                    .join(", "),
                kept.iter()
                    .map(|k| k.1.to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            );
        }
        s.push_str(&line);
        s.push('\n');
        for j in 0..self.retained.len() {
            let u = if self.retained.len() == 1 {
                "%u0".to_string()
            } else {
                format!("%u#{j}")
            };
            let _ = writeln!(s, "  %x{j} = arith.extui {u} : i1 to i64");
            let _ = writeln!(s, "  func.call @printI64(%x{j}) : (i64) -> ()");
            s.push_str("  func.call @printNewline() : () -> ()\n");
        }
        for (b, f) in spec.frees.iter().enumerate() {
            if *f == 0 {
                let _ = writeln!(s, "  memref.dealloc %b{b} : memref<32xi8>");
            }
        }
        s.push_str("  return\n}\n");
        s
    }

    /// What running [`AliasCase::program`] prints and reports when the dealloc behaves as
    /// `o`: the printed results, and per base the number of frees in total (the dealloc's
    /// plus the program's own), where 1 is clean, 0 a leak and more a double free.
    pub fn expected_run(&self, o: &Outcome) -> (String, Vec<usize>) {
        let spec = self.spec();
        let printed = o
            .results
            .iter()
            .map(|r| format!("{}\n", *r as i64))
            .collect();
        let total = o
            .frees
            .iter()
            .zip(&spec.frees)
            .map(|(f, s)| f + (*s == 0) as usize)
            .collect();
        (printed, total)
    }
}

fn view_type(v: View) -> &'static str {
    match v {
        View::Whole => "memref<32xi8>",
        View::Subview => "memref<16xi8, strided<[1], offset: 1>>",
        View::Shifted => "memref<2xi64>",
    }
}

fn base_type(v: View) -> &'static str {
    match v {
        View::Shifted => "memref<i64>",
        _ => "memref<i8>",
    }
}
