//! Differential test of the deallocation pipeline and the JIT on random programs
//! (`src/testing/progs.rs`): the interpreter without the pipeline is the reference; the JIT
//! without the pipeline, and both engines after each of six pipelines (upstream's lowering
//! and the `fast` one, with and without private-function dynamic ownership, the bare
//! ownership pass, and the buffer optimizations before the pipeline), print the same, and after a pipeline the memory checker finds nothing.
//! The unchecked JIT runs memref-run's `-O3` loop passes first, the bounds-checked JIT none.
//!
//! - Default: 2,000 programs on all cores (`RANDOM_PROGRAMS=N RANDOM_SEED=S` to change).
//! - Soak (ignored by default): any number, on all cores, with a time box:
//!   `SOAK_PROGRAMS=1000000 SOAK_SECONDS=36000 SOAK_SEED=1 cargo test --release --test
//!   random_programs -- --ignored --nocapture soak` (`SOAK_THREADS` to use fewer cores;
//!   `SOAK_CF_LOOPS=1` for the programs with loops made of branches).
//! - Loops made of branches: `progs::random_cf_loop_program`, their own seeds, through the six
//!   pipelines with `allow-unstructured-control-flow-loops` (300 programs by default,
//!   `CF_LOOP_PROGRAMS=N CF_LOOP_SEED=S`).
//!
//! A failing program is shrunk (lines and balanced regions deleted while it still verifies and
//! fails the same way), printed, and written as a file test to
//! `tests/filetests/regressions/random-<seed>.mlir`, whose RUN lines replay every comparison.

use memref_jit::interp;
use memref_jit::ir::Context;
use memref_jit::parse::{parse_module, ParseOptions};
use memref_jit::passes::PassManager;
use memref_jit::testing::progs::{random_cf_loop_program, random_program};
use memref_jit::verify::verify;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// The pipelines every program goes through (`--pass-pipeline` text, and the matching
/// `memref-run` options for the regression file).
const PIPELINES: [(&str, &str); 6] = [
    (
        "builtin.module(buffer-deallocation-pipeline)",
        "--dealloc-lowering=helper",
    ),
    (
        "builtin.module(buffer-deallocation-pipeline{private-function-dynamic-ownership=true})",
        "--dealloc-lowering=helper --pipeline-options=private-function-dynamic-ownership=true",
    ),
    // memref-run's default: the engine lowers the deallocs that need alias checks.
    (
        "builtin.module(buffer-deallocation-pipeline{lowering=fast})",
        "",
    ),
    (
        "builtin.module(buffer-deallocation-pipeline{private-function-dynamic-ownership=true lowering=fast})",
        "--pipeline-options=private-function-dynamic-ownership=true",
    ),
    (
        "builtin.module(expand-realloc{emit-deallocs=false},ownership-based-buffer-deallocation,bufferization-lower-deallocations)",
        "--pass-pipeline='builtin.module(expand-realloc{emit-deallocs=false},ownership-based-buffer-deallocation,bufferization-lower-deallocations)'",
    ),
    // The buffer optimizations first (memref-run --pre-dealloc=hoist,loop-hoist,promote).
    (
        "builtin.module(func.func(buffer-hoisting,buffer-loop-hoisting,promote-buffers-to-stack),buffer-deallocation-pipeline{lowering=fast})",
        "--pre-dealloc=hoist,loop-hoist,promote",
    ),
];

/// The pipelines of programs with loops made of branches (`progs::random_cf_loop_program`):
/// the same six, with `allow-unstructured-control-flow-loops`.
const CF_PIPELINES: [(&str, &str); 6] = [
    (
        "builtin.module(buffer-deallocation-pipeline{allow-unstructured-control-flow-loops})",
        "--dealloc-lowering=helper --allow-unstructured-control-flow-loops",
    ),
    (
        "builtin.module(buffer-deallocation-pipeline{allow-unstructured-control-flow-loops private-function-dynamic-ownership=true})",
        "--dealloc-lowering=helper --allow-unstructured-control-flow-loops --pipeline-options=private-function-dynamic-ownership=true",
    ),
    (
        "builtin.module(buffer-deallocation-pipeline{allow-unstructured-control-flow-loops lowering=fast})",
        "--allow-unstructured-control-flow-loops",
    ),
    (
        "builtin.module(buffer-deallocation-pipeline{allow-unstructured-control-flow-loops private-function-dynamic-ownership=true lowering=fast})",
        "--allow-unstructured-control-flow-loops --pipeline-options=private-function-dynamic-ownership=true",
    ),
    (
        "builtin.module(expand-realloc{emit-deallocs=false},ownership-based-buffer-deallocation{allow-unstructured-control-flow-loops},bufferization-lower-deallocations)",
        "--pass-pipeline='builtin.module(expand-realloc{emit-deallocs=false},ownership-based-buffer-deallocation{allow-unstructured-control-flow-loops},bufferization-lower-deallocations)'",
    ),
    (
        "builtin.module(func.func(buffer-hoisting,buffer-loop-hoisting,promote-buffers-to-stack),buffer-deallocation-pipeline{allow-unstructured-control-flow-loops lowering=fast})",
        "--pre-dealloc=hoist,loop-hoist,promote --allow-unstructured-control-flow-loops",
    ),
];

/// Which programs a sweep generates, and the pipelines they go through.
#[derive(Clone, Copy, PartialEq)]
enum Mode {
    /// `progs::random_program`, through [`PIPELINES`].
    Structured,
    /// `progs::random_cf_loop_program`, through [`CF_PIPELINES`].
    CfLoops,
}

impl Mode {
    fn program(self, seed: u64) -> String {
        match self {
            Mode::Structured => random_program(seed),
            Mode::CfLoops => random_cf_loop_program(seed),
        }
    }
    fn pipelines(self) -> &'static [(&'static str, &'static str); 6] {
        match self {
            Mode::Structured => &PIPELINES,
            Mode::CfLoops => &CF_PIPELINES,
        }
    }
    /// The regression file's name prefix.
    fn file_prefix(self) -> &'static str {
        match self {
            Mode::Structured => "random",
            Mode::CfLoops => "random-cf-loops",
        }
    }
}

/// Masks the buffer addresses `printMemref*` prints, which differ between runs.
fn mask(s: &str) -> String {
    static ADDR: std::sync::OnceLock<regex::Regex> = std::sync::OnceLock::new();
    ADDR.get_or_init(|| regex::Regex::new("base@ = 0x[0-9a-f]+").unwrap())
        .replace_all(s, "base@ = 0x?")
        .into_owned()
}

/// Why a program failed; shrinking keeps the kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    /// The program itself is rejected or faults in the reference run (a generator bug).
    Reference,
    /// An engine or pipeline errors where the reference ran.
    Error,
    /// Different output.
    Output,
    /// Leaks or double frees after a pipeline.
    Findings,
}

struct Failure {
    kind: Kind,
    what: String,
}

/// Which engine runs a program.
#[derive(Clone, Copy, PartialEq)]
enum Engine {
    Interp,
    Jit,
    /// The JIT with `--check-bounds` (loop nests checked before they run, inline checks).
    JitChecked,
}

fn run(text: &str, pipeline: Option<&str>, engine: Engine) -> Result<(String, String), String> {
    let mut ctx = Context::new();
    let opts = ParseOptions {
        filename: "random.mlir".into(),
        ..Default::default()
    };
    let top = parse_module(&mut ctx, text, &opts).map_err(|d| format!("parse: {d}"))?;
    verify(&ctx, top).map_err(|d| format!("verify: {d}"))?;
    if let Some(p) = pipeline {
        let mut pm = PassManager {
            pipeline: memref_jit::passes::parse_pipeline(p)?,
            ..Default::default()
        };
        pm.run(&mut ctx, top, &Default::default())
            .1
            .map_err(|d| format!("pipeline: {d}"))?;
        verify(&ctx, top).map_err(|d| format!("verify after pipeline: {d}"))?;
    }
    let out = match engine {
        Engine::Interp => interp::run(&ctx, top, "main"),
        Engine::Jit | Engine::JitChecked => {
            // The unchecked JIT runs memref-run's -O3 loop passes first (as memref-run's default
            // path does at -O2, plus unrolling); the bounds-checked one compiles the program as
            // the pipeline left it: both must print what the interpreter prints.
            if engine == Engine::Jit {
                memref_jit::run::run_jit_loop_passes(&mut ctx, top, 3)
                    .map_err(|d| format!("loop passes: {d}"))?;
            }
            let opts = memref_jit::codegen::JitOptions {
                check_bounds: engine == Engine::JitChecked,
                ..Default::default()
            };
            memref_jit::codegen::run(&ctx, top, "main", &opts).0
        }
    };
    if let Some(e) = out.error {
        return Err(format!("runtime error: {e}"));
    }
    Ok((mask(&out.stdout), out.report))
}

/// Runs every comparison on one program.
fn check(text: &str) -> Result<(), Failure> {
    check_in(text, Mode::Structured)
}

/// Runs every comparison on one program, through the pipelines of `mode`.
fn check_in(text: &str, mode: Mode) -> Result<(), Failure> {
    let fail = |kind, what: String| Failure { kind, what };
    let reference = run(text, None, Engine::Interp)
        .map_err(|e| fail(Kind::Reference, format!("reference run failed: {e}")))?;
    let expected = reference.0.clone();
    // The JIT, with and without --check-bounds, agrees with the interpreter before the
    // pipeline (findings included) ...
    for engine in [Engine::Jit, Engine::JitChecked] {
        match run(text, None, engine) {
            Ok(b) if b == reference => {}
            b => {
                let a = &reference;
                let kind = if b.is_err() {
                    Kind::Error
                } else {
                    Kind::Output
                };
                let on = if engine == Engine::Jit {
                    "JIT"
                } else {
                    "JIT with --check-bounds"
                };
                return Err(fail(
                    kind,
                    format!(
                        "{on} and interpreter differ before the pipeline\ninterp: {a:?}\njit: {b:?}"
                    ),
                ));
            }
        }
    }
    // ... and after it, every pipeline preserves the output and frees everything, on both
    // engines.
    for (p, _) in mode.pipelines() {
        for engine in [Engine::Interp, Engine::Jit] {
            let on = if engine == Engine::Jit {
                "JIT"
            } else {
                "interpreter"
            };
            match run(text, Some(p), engine) {
                Ok((out, report)) => {
                    if out != expected {
                        return Err(fail(
                            Kind::Output,
                            format!(
                                "[{p} on the {on}]: output differs\nexpected {expected}got {out}"
                            ),
                        ));
                    }
                    if !report.is_empty() {
                        return Err(fail(
                            Kind::Findings,
                            format!("[{p} on the {on}]: memory findings:\n{report}"),
                        ));
                    }
                }
                Err(e) => return Err(fail(Kind::Error, format!("[{p} on the {on}]: {e}"))),
            }
        }
    }
    Ok(())
}

impl Failure {
    /// What must stay the same while shrinking: the kind, and the error message without
    /// locations, or the pipeline and engine that disagree.
    fn signature(&self) -> (Kind, String) {
        let first = self.what.lines().next().unwrap_or("");
        let sig = match self.kind {
            Kind::Reference | Kind::Error => regex::Regex::new(r"[\w./-]+\.mlir:\d+:\d+: ")
                .unwrap()
                .replace_all(first, "")
                .into_owned(),
            Kind::Output | Kind::Findings => first.split("]:").next().unwrap_or("").to_string(),
        };
        (self.kind, sig)
    }
}

/// Shrinks a failing program: deletes single lines and balanced `{ ... }` regions while the
/// result still parses, verifies and fails the same way (same [`Failure::signature`]).
fn shrink(text: &str, failure: &Failure, mode: Mode) -> String {
    let sig = failure.signature();
    let still_fails = |t: &str| matches!(check_in(t, mode), Err(f) if f.signature() == sig);
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    loop {
        let mut changed = false;
        // Larger cuts first: a region from a line opening `{` to the line closing it.
        let mut i = 0;
        while i < lines.len() {
            let mut cut = None;
            if lines[i].trim_end().ends_with('{') {
                let mut depth = 0i32;
                for (j, l) in lines.iter().enumerate().skip(i) {
                    depth += l.matches('{').count() as i32 - l.matches('}').count() as i32;
                    if depth <= 0 {
                        cut = Some(j);
                        break;
                    }
                }
            }
            let end = cut.unwrap_or(i);
            let candidate: Vec<String> = lines[..i]
                .iter()
                .chain(&lines[end + 1..])
                .cloned()
                .collect();
            if still_fails(&candidate.join("\n")) {
                lines = candidate;
                changed = true;
            } else {
                i += 1;
            }
        }
        if !changed {
            return lines.join("\n") + "\n";
        }
    }
}

/// The shrunk program as a file test that replays every comparison.
fn regression_test(seed: u64, text: &str, why: &str, mode: Mode) -> String {
    let (expected, _) = run(text, None, Engine::Interp).unwrap_or_default();
    let mut t = format!(
        "// Regression found by tests/random_programs.rs (seed {seed}, shrunk).\n// {}\n",
        why.lines().next().unwrap_or("")
    );
    t.push_str("// RUN: memref-run %s --no-pipeline --leak-check=off | filecheck %s\n");
    t.push_str(
        "// RUN: memref-run %s --no-pipeline --leak-check=off --check-bounds | filecheck %s\n",
    );
    for (_, opts) in mode.pipelines() {
        t.push_str(&format!("// RUN: memref-run %s {opts} | filecheck %s\n"));
    }
    t.push_str(text);
    for (i, line) in expected.lines().enumerate() {
        let line = regex::escape(line).replace("0x\\?", "0x[0-9a-f]+");
        let dir = if i == 0 { "CHECK" } else { "CHECK-NEXT" };
        t.push_str(&format!("// {dir}: {{{{^{line}$}}}}\n"));
    }
    t
}

/// Writes [`regression_test`] to `tests/filetests/regressions/`; returns its path.
fn write_regression(seed: u64, text: &str, why: &str, mode: Mode) -> String {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/filetests/regressions");
    let _ = std::fs::create_dir_all(&dir);
    let path = dir.join(format!("{}-{seed}.mlir", mode.file_prefix()));
    let _ = std::fs::write(&path, regression_test(seed, text, why, mode));
    path.display().to_string()
}

/// Checks seeds `first..first + count` on all cores, stopping at the deadline or the first
/// failure; returns how many programs were checked, or the report of the failure.
fn sweep(first: u64, count: u64, deadline: Option<Instant>, mode: Mode) -> Result<u64, String> {
    let next = AtomicU64::new(first);
    let done = AtomicU64::new(0);
    let stop = AtomicBool::new(false);
    let in_flight: Mutex<std::collections::BTreeSet<u64>> = Mutex::default();
    let failure: Mutex<Option<(u64, Failure)>> = Mutex::new(None);
    let threads = std::env::var("SOAK_THREADS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(2, |n| n.get()));
    let start = Instant::now();
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| loop {
                if stop.load(Ordering::Relaxed) || deadline.is_some_and(|d| Instant::now() > d) {
                    return;
                }
                let seed = {
                    let mut f = in_flight.lock().unwrap();
                    let seed = next.fetch_add(1, Ordering::Relaxed);
                    f.insert(seed);
                    seed
                };
                if seed >= first + count {
                    return;
                }
                if let Err(f) = check_in(&mode.program(seed), mode) {
                    stop.store(true, Ordering::Relaxed);
                    let mut slot = failure.lock().unwrap();
                    if slot.as_ref().is_none_or(|(s, _)| seed < *s) {
                        *slot = Some((seed, f));
                    }
                    return;
                }
                let n = done.fetch_add(1, Ordering::Relaxed) + 1;
                let mut f = in_flight.lock().unwrap();
                f.remove(&seed);
                if n.is_multiple_of(10_000) {
                    // Every seed below the oldest one still running has been checked: an
                    // interrupted soak can still say which range it covered.
                    let below = f.first().copied().unwrap_or(next.load(Ordering::Relaxed));
                    eprintln!(
                        "random programs: {n} checked in {:.0} s; all seeds {first}..{below} done",
                        start.elapsed().as_secs_f64()
                    );
                }
            });
        }
    });
    match failure.into_inner().unwrap() {
        None => Ok(done.load(Ordering::Relaxed)),
        Some((seed, f)) => {
            let text = mode.program(seed);
            let small = shrink(&text, &f, mode);
            let path = write_regression(seed, &small, &f.what, mode);
            Err(format!(
                "seed {seed}: {}\nshrunk program (written to {path}):\n{small}",
                f.what
            ))
        }
    }
}

fn env_u64(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(default)
}

#[test]
fn pipeline_preserves_output_and_frees_everything() {
    let n = env_u64("RANDOM_PROGRAMS", 2000);
    let first = env_u64("RANDOM_SEED", 1);
    match sweep(first, n, None, Mode::Structured) {
        Ok(done) => eprintln!(
            "random programs: {done} programs x {} pipelines x 2 engines, no failure",
            PIPELINES.len()
        ),
        Err(e) => panic!("{e}"),
    }
}

/// Programs with loops made of branches, with their own seeds (`CF_LOOP_PROGRAMS=N
/// CF_LOOP_SEED=S` to change), through the pipelines with
/// `allow-unstructured-control-flow-loops`: same output as the interpreter without the
/// pipeline, no finding, on both engines. `SOAK_CF_LOOPS=1` makes the soak run them.
#[test]
fn cf_loop_programs_preserve_output_and_free_everything() {
    let n = env_u64("CF_LOOP_PROGRAMS", 300);
    let first = env_u64("CF_LOOP_SEED", 1);
    match sweep(first, n, None, Mode::CfLoops) {
        Ok(done) => eprintln!(
            "cf-loop programs: {done} programs x {} pipelines x 2 engines, no failure",
            CF_PIPELINES.len()
        ),
        Err(e) => panic!("{e}"),
    }
}

#[test]
#[ignore = "soak: run with --ignored (see the module docs)"]
fn soak() {
    let n = env_u64("SOAK_PROGRAMS", 1_000_000);
    let first = env_u64("SOAK_SEED", 1_000_000);
    let secs = env_u64("SOAK_SECONDS", 3600);
    let mode = if env_u64("SOAK_CF_LOOPS", 0) != 0 {
        Mode::CfLoops
    } else {
        Mode::Structured
    };
    let start = Instant::now();
    match sweep(first, n, Some(start + Duration::from_secs(secs)), mode) {
        Ok(done) => eprintln!(
            "soak: {done} programs (seeds from {first}) in {:.0} s, no mismatch, no finding",
            start.elapsed().as_secs_f64()
        ),
        Err(e) => panic!("{e}"),
    }
}

#[test]
fn shrinking_keeps_the_failure_and_writes_a_replayable_test() {
    // A program that leaks on purpose fails with `Findings` only after a pipeline... so use
    // one whose reference run faults instead: the shrinker must keep a division by zero and
    // drop everything unrelated.
    let text = "func.func private @printI64(i64)\nfunc.func @main() {\n  %a = arith.constant 7 : i64\n  func.call @printI64(%a) : (i64) -> ()\n  %z = arith.constant 0 : i64\n  %q = arith.divsi %a, %z : i64\n  func.call @printI64(%q) : (i64) -> ()\n  return\n}\n";
    let f = check(text).expect_err("division by zero fails");
    assert_eq!(f.kind, Kind::Reference);
    let small = shrink(text, &f, Mode::Structured);
    assert!(small.contains("arith.divsi"), "{small}");
    assert!(small.lines().count() < text.lines().count(), "{small}");
    assert!(matches!(check(&small), Err(g) if g.kind == Kind::Reference));
}

#[test]
fn regression_tests_replay_every_comparison() {
    // The file written for a failing seed must be a valid file test; on a program that passes,
    // every RUN line must pass too (and a changed expectation must fail).
    for mode in [Mode::Structured, Mode::CfLoops] {
        let text = mode.program(5);
        let t = regression_test(5, &text, "example", mode);
        memref_jit::testing::run_file_test("random-5.mlir", &t).unwrap();
        let broken = t.replacen("// CHECK: {{^", "// CHECK: {{^X", 1);
        assert!(memref_jit::testing::run_file_test("random-5.mlir", &broken).is_err());
    }
}

/// Programs ending in a memory fault (`progs::faulty_program`: negative and overflowing
/// allocation sizes, views and reinterpret_casts past their buffer's end, accesses past the end
/// and through negative indices, use after free): the interpreter and the JIT with
/// `--check-bounds` stop with the same located error (exit 1), with the pipeline and without.
#[test]
fn faulty_programs_fail_alike_in_both_engines() {
    use memref_jit::testing::progs::{faulty_program, FAULTS};
    let n: u64 = std::env::var("FAULTY_PROGRAMS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(16 * FAULTS as u64);
    let mut failures = Vec::new();
    for seed in 1..=n {
        let text = faulty_program(seed);
        let read = |_: &str| Ok(text.clone().into_bytes());
        for pipeline in [&[][..], &["--no-pipeline"][..]] {
            let run = |engine: &[&str]| {
                let mut args = vec!["faulty.mlir".to_string()];
                args.extend(pipeline.iter().chain(engine).map(|s| s.to_string()));
                let o = memref_jit::run::run_main(&args, &read);
                (o.code, mask(&o.stdout), o.stderr)
            };
            let interp = run(&["--engine=interp"]);
            let jit = run(&["--check-bounds"]);
            // A program with a use after free frees its own memory: memref-run runs it without
            // the pipeline, after a note.
            let err = interp.2.trim_start_matches(
                "memref-run: note: the program frees its own memory (memref.dealloc): it runs \
                 without the deallocation pipeline\n",
            );
            if interp != jit || interp.0 != 1 || !err.starts_with("faulty.mlir:") {
                failures.push(format!(
                    "seed {seed} {pipeline:?}:\ninterp: {interp:?}\njit: {jit:?}"
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// Every generated program is valid IR: names the generator makes up never collide (a counter
/// reaching 50 once made `%k50` twice, which only a soak met), over seeds spread across the
/// ranges the default run and the soaks use.
#[test]
fn generated_programs_parse_and_verify() {
    let n = env_u64("GENERATED_PROGRAMS", 5000);
    let mut bad = Vec::new();
    for i in 0..n {
        let seed = 1 + i * 1_999;
        for (what, text) in [
            ("", random_program(seed)),
            (" (cf loops)", random_cf_loop_program(seed)),
        ] {
            let read = |_: &str| Ok(text.clone().into_bytes());
            let o = memref_jit::opt::run_opt(&["p.mlir".to_string()], &[], &read);
            if o.code != 0 {
                bad.push(format!(
                    "seed {seed}{what}: {}",
                    o.stderr.lines().next().unwrap_or("")
                ));
            }
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}
