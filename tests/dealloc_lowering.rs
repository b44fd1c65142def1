//! Property test of the `bufferization.dealloc` lowerings over random alias patterns (views,
//! duplicates, conditions, retained values): without lowering (the interpreter executes the op)
//! and with the `fast` strategy, both engines free exactly what the spec says and return its
//! ownership results; with upstream's `helper` strategy both engines behave as upstream's
//! lowering does, quirks included, and the test counts the cases where that differs from the
//! spec. The memory checker is the judge: the program frees by hand every buffer the spec
//! keeps, so a missing free is a leak and an extra one a double free.

use memref_jit::interp::{self, RunOutput};
use memref_jit::ir::Context;
use memref_jit::parse::{parse_module, ParseOptions};
use memref_jit::passes::{parse_pipeline, PassManager};
use memref_jit::testing::dealloc::{AliasCase, Outcome};
use memref_jit::testing::progs::Rng;
use memref_jit::verify::verify;
use memref_jit_runtime::Finding;

fn run(text: &str, lowering: Option<&str>, jit: bool) -> Result<RunOutput, String> {
    let mut ctx = Context::new();
    let top = parse_module(&mut ctx, text, &ParseOptions::default()).map_err(|d| d.to_string())?;
    verify(&ctx, top).map_err(|d| d.to_string())?;
    if let Some(l) = lowering {
        let mut pm = PassManager {
            pipeline: parse_pipeline(&format!(
                "builtin.module(bufferization-lower-deallocations{{lowering={l}}})"
            ))?,
            ..Default::default()
        };
        pm.run(&mut ctx, top, &Default::default())
            .1
            .map_err(|d| d.to_string())?;
        verify(&ctx, top).map_err(|d| d.to_string())?;
    }
    let out = if jit {
        memref_jit::codegen::run(&ctx, top, "main", &Default::default()).0
    } else {
        interp::run(&ctx, top, "main")
    };
    if let Some(e) = &out.error {
        return Err(format!("runtime error: {e}"));
    }
    Ok(out)
}

/// (leaked blocks, double frees) of a run.
fn findings(out: &RunOutput) -> (usize, usize) {
    let mut leaks = 0;
    let mut doubles = 0;
    for f in &out.findings {
        match f {
            Finding::Leak { count, .. } => leaks += count,
            Finding::DoubleFree { .. } => doubles += 1,
            Finding::InvalidFree { .. } => doubles += 1000,
        }
    }
    (leaks, doubles)
}

/// Checks one case under every strategy and engine; returns whether upstream's lowering
/// differs from the spec on it.
fn check(case: &AliasCase) -> Result<bool, String> {
    let text = case.program();
    let spec = case.spec();
    let upstream = case.upstream();
    let expect = |o: &Outcome| {
        let (printed, totals) = case.expected_run(o);
        let leaks = totals.iter().filter(|t| **t == 0).count();
        let doubles: usize = totals.iter().map(|t| t.saturating_sub(1)).sum();
        (printed, (leaks, doubles))
    };
    let variants: [(Option<&str>, bool, &Outcome); 6] = [
        (None, false, &spec),
        (Some("fast"), false, &spec),
        (Some("fast"), true, &spec),
        (None, true, &spec),
        (Some("helper"), false, &upstream),
        (Some("helper"), true, &upstream),
    ];
    for (lowering, jit, model) in variants {
        // The JIT has no native lowering without a pass having run: the fast pass leaves
        // exactly the deallocs it handles, so `None` on the JIT means "no pass" too.
        let out = run(&text, lowering, jit)?;
        let got = (out.stdout.clone(), findings(&out));
        let want = expect(model);
        if got != want {
            return Err(format!(
                "lowering {lowering:?} on {}: got {got:?}, expected {want:?}\nreport:\n{}\n{text}",
                if jit { "the JIT" } else { "the interpreter" },
                out.report
            ));
        }
    }
    Ok(spec != upstream)
}

fn sweep(seeds: std::ops::Range<u64>, make: impl Fn(u64) -> AliasCase) -> usize {
    let mut differ = 0;
    for seed in seeds {
        match check(&make(seed)) {
            Ok(d) => differ += d as usize,
            Err(e) => panic!("seed {seed}: {e}"),
        }
    }
    differ
}

#[test]
fn small_deallocs_follow_the_spec_and_upstream_keeps_its_quirks() {
    let differ = sweep(0..400, AliasCase::random);
    eprintln!("400 small cases: upstream's lowering differs from the spec on {differ}");
    // Views and false-conditioned duplicates are common in these cases, so the quirks show.
    assert!(
        differ > 20,
        "only {differ} cases exercise upstream's quirks"
    );
}

/// A case with `lo..=hi` entries.
fn sized(seed: u64, lo: usize, hi: u64) -> AliasCase {
    let mut c = AliasCase::random_sized(seed, 12, hi, 16);
    while c.entries.len() < lo {
        c.entries.extend(c.entries.clone());
    }
    c.entries.truncate(hi as usize);
    c
}

#[test]
fn large_deallocs_call_the_runtime_and_follow_the_spec() {
    // 40-64 entries and up to 16 retained values: past the inline limit, so the JIT calls the
    // runtime, which hashes in its stack frame.
    let differ = sweep(0..40, |s| sized(s ^ 0xabcd, 40, 64));
    eprintln!("40 large cases: upstream's lowering differs from the spec on {differ}");
}

#[test]
fn huge_deallocs_follow_the_spec() {
    // A larger hash table (the runtime's sort path is unit-tested in `runtime/`).
    let differ = sweep(0..12, |s| sized(s ^ 0x5eed, 130, 300));
    eprintln!("12 huge cases: upstream's lowering differs from the spec on {differ}");
}

/// 4-48 entries of distinct allocations and up to 12 retained values of others: the JIT's
/// linear distinctness check passes and it frees as the specialized lowering does. One case
/// in two then gets a duplicate entry, a retained entry, or a retained value listed twice,
/// which the check must send to the exact lowering.
fn mostly_distinct(seed: u64) -> AliasCase {
    use memref_jit::testing::dealloc::View::*;
    let mut rng = Rng::new(seed);
    let n = 4 + rng.below(45) as usize;
    let m = rng.below(13) as usize;
    let views = [Whole, Subview, Shifted, Whole];
    let mut c = AliasCase {
        bases: n + m,
        entries: (0..n)
            .map(|b| (b, views[rng.below(4) as usize], rng.chance(70)))
            .collect(),
        retained: (n..n + m)
            .map(|b| (b, views[rng.below(4) as usize]))
            .collect(),
    };
    // Shuffled, so the list is not in allocation order.
    for i in (1..n).rev() {
        c.entries.swap(i, rng.below(i as u64 + 1) as usize);
    }
    let at = |rng: &mut Rng, k: usize| rng.below(k as u64) as usize;
    match rng.below(6) {
        0 => {
            let e = c.entries[at(&mut rng, n)];
            let cond = rng.chance(50);
            c.entries.insert(at(&mut rng, n + 1), (e.0, Shifted, cond));
        }
        1 => c.retained.push((c.entries[at(&mut rng, n)].0, Subview)),
        2 if m > 0 => c.retained.push(c.retained[at(&mut rng, m)]),
        _ => {}
    }
    c
}

#[test]
fn mostly_distinct_deallocs_follow_the_spec() {
    let differ = sweep(0..120, mostly_distinct);
    eprintln!("120 mostly distinct cases: upstream's lowering differs from the spec on {differ}");
}

/// The two quirks of DESIGN §4, each in one hand-made case.
#[test]
fn the_two_upstream_quirks() {
    use memref_jit::testing::dealloc::View::*;
    // 1. `[A if false, A if true]`: the helper never frees A.
    let dup = AliasCase {
        bases: 1,
        entries: vec![(0, Whole, false), (0, Whole, true)],
        retained: vec![],
    };
    assert_eq!(dup.spec().frees, vec![1]);
    assert_eq!(dup.upstream().frees, vec![0]);
    assert!(check(&dup).unwrap());
    // 2. A retained `memref.view` of A does not protect A at run time in the helper.
    let view = AliasCase {
        bases: 1,
        entries: vec![(0, Whole, true)],
        retained: vec![(0, Shifted)],
    };
    assert_eq!(view.spec().frees, vec![0]);
    assert_eq!(view.upstream().frees, vec![1]);
    assert_eq!(view.upstream().results, vec![false]);
    assert!(check(&view).unwrap());
}
