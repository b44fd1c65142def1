//! The legacy clone-based pipeline (`memref-run --dealloc=legacy`) against the ownership
//! pipeline, on every program of `tests/filetests/exec` and `tests/filetests/memcheck` that
//! the ownership pipeline runs clean, and on random programs of `src/testing/progs.rs`
//! (seeds 1..=200, `LEGACY_PROGRAMS=N` for more): each is run on both engines and classified
//! (clean, leak, double free, use after free, rejected, ...). The result must equal
//! `tests/data/legacy-dealloc-comparison.txt`, which `docs/legacy-buffer-deallocation.md`
//! quotes; `BLESS=1` rewrites it. Whatever the class, the legacy pass must never panic, its
//! rejections must be located errors, and the ownership pipeline must run every random
//! program clean.

use std::collections::BTreeMap;
use std::path::Path;

use memref_jit::diag::ToolOutput;
use memref_jit::run::run_main;
use memref_jit::testing::progs::random_program;
use memref_jit::testing::run_lines;

/// The JIT checks accesses too, so that a use after free is found as the interpreter finds it.
const ENGINES: [&[&str]; 2] = [&["--engine=jit", "--check-bounds"], &["--engine=interp"]];

/// The legacy pipeline, and the pass alone (no `canonicalize` folding its clones).
const LEGACY: &str = "--dealloc=legacy";
const PASS_ALONE: &str = "--pass-pipeline=builtin.module(func.func(buffer-deallocation))";

/// One class for both engines, or each engine's.
fn both(classes: &[String]) -> String {
    if classes[0] == classes[1] {
        classes[0].clone()
    } else {
        format!("jit:{} interp:{}", classes[0], classes[1])
    }
}

fn mask(s: &str) -> String {
    regex::Regex::new("base@ = 0x[0-9a-f]+")
        .unwrap()
        .replace_all(s, "base@ = 0x?")
        .into_owned()
}

fn run(path: &str, text: &str, args: &[String]) -> ToolOutput {
    let mut all = vec![path.to_string()];
    all.extend(args.iter().cloned());
    run_main(&all, &|p| {
        if p == path {
            Ok(text.as_bytes().to_vec())
        } else {
            std::fs::read(p)
        }
    })
}

/// One word for what a legacy run did, against the ownership run's output.
fn classify(legacy: &ToolOutput, expected_stdout: &str) -> String {
    let err = &legacy.stderr;
    match legacy.code {
        0 if mask(&legacy.stdout) == mask(expected_stdout) => "clean".into(),
        0 => "wrong-output".into(),
        2 => {
            let mut kinds = Vec::new();
            // What allocated the leaked blocks: a call's result (memref.alloc in the callee)
            // or a clone the pass made on a critical edge (bufferization.clone).
            let mut sites: Vec<&str> = err
                .lines()
                .filter(|l| l.contains("error: leak:"))
                .filter_map(|l| l.split("allocated here (").nth(1)?.split(')').next())
                .collect();
            sites.sort();
            sites.dedup();
            if !sites.is_empty() {
                kinds.push(format!("leak({})", sites.join(",")));
            }
            for (k, pat) in [
                ("double-free", "error: double free"),
                ("invalid-free", "error: invalid free"),
            ] {
                let n = err.matches(pat).count();
                if n > 0 {
                    kinds.push(format!("{k}({n})"));
                }
            }
            if mask(&legacy.stdout) != mask(expected_stdout) {
                kinds.push("wrong-output".into());
            }
            kinds.join("+")
        }
        _ => {
            let first = err.lines().next().unwrap_or("");
            let located = regex::Regex::new(r"^[^:\s]+\.mlir:\d+:\d+: error: ").unwrap();
            let msg = located.replace(first, "").into_owned();
            if err.contains("use after free") {
                "use-after-free".into()
            } else if msg.contains("Only structured control-flow loops") {
                assert!(located.is_match(first), "unlocated rejection: {first}");
                "rejected(cf-loop)".into()
            } else if msg.contains("RegionBranchOpInterface") {
                assert!(located.is_match(first), "unlocated rejection: {first}");
                "rejected(region-op)".into()
            } else if msg.contains("no common post-dominator") {
                assert!(located.is_match(first), "unlocated rejection: {first}");
                "rejected(several-exits)".into()
            } else if msg.contains("buffer-deallocation cannot") {
                assert!(located.is_match(first), "unlocated rejection: {first}");
                "rejected(escaping-dealloc)".into()
            } else {
                format!("error({msg})")
            }
        }
    }
}

/// The memref-run argument sets a file test runs with the default pipeline (entry point and
/// result type kept; engine and JIT-only flags dropped: both engines are run).
fn default_pipeline_runs(text: &str) -> Vec<Vec<String>> {
    let mut out: Vec<Vec<String>> = Vec::new();
    for line in run_lines(text) {
        let stage = line.split('|').next().unwrap_or("").trim();
        let Some(rest) = stage.strip_prefix("memref-run %s") else {
            continue;
        };
        let words: Vec<String> = rest.split_whitespace().map(str::to_string).collect();
        let other_pipeline = [
            "--no-pipeline",
            "--pass-pipeline",
            "--pipeline-options",
            "--memory-checker",
            "--dump-clif",
            "--dump-asm",
            "--dealloc=",
            "--shared-libs",
            "--leak-check",
            "--pre-dealloc",
        ];
        if words
            .iter()
            .any(|w| other_pipeline.iter().any(|p| w.starts_with(p)))
        {
            continue;
        }
        let args: Vec<String> = words
            .into_iter()
            .filter(|w| {
                !w.starts_with("--engine")
                    && w != "--check-bounds"
                    && w != "--no-vectorize"
                    && !w.starts_with("--dealloc-lowering")
                    && w != "2>&1"
            })
            .collect();
        if !out.contains(&args) {
            out.push(args);
        }
    }
    out
}

fn file_tests(report: &mut String) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/filetests");
    let mut counts: BTreeMap<String, usize> = BTreeMap::new();
    let mut lines = Vec::new();
    let mut programs = 0;
    for dir in ["exec", "memcheck"] {
        let mut files: Vec<_> = std::fs::read_dir(root.join(dir))
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
            .collect();
        files.sort();
        for f in files {
            let text = std::fs::read_to_string(&f).unwrap();
            let name = format!("{dir}/{}", f.file_name().unwrap().to_string_lossy());
            for args in default_pipeline_runs(&text) {
                let path = f.display().to_string();
                let with = |engine: &[&str], extra: &[&str]| -> Vec<String> {
                    // The legacy pipelines have no option for loops made of branches: they
                    // reject them, as upstream's legacy pass did.
                    let mut a: Vec<String> = args
                        .iter()
                        .filter(|w| {
                            extra.is_empty() || *w != "--allow-unstructured-control-flow-loops"
                        })
                        .cloned()
                        .collect();
                    a.extend(engine.iter().chain(extra).map(|s| s.to_string()));
                    a
                };
                // Only programs the ownership pipeline runs clean on both engines.
                let own: Vec<ToolOutput> = ENGINES
                    .iter()
                    .map(|e| run(&path, &text, &with(e, &[])))
                    .collect();
                if own.iter().any(|o| o.code != 0) {
                    continue;
                }
                programs += 1;
                let mut class = String::new();
                for extra in [LEGACY, PASS_ALONE] {
                    let mut classes = Vec::new();
                    for (e, o) in ENGINES.iter().zip(&own) {
                        let legacy = run(&path, &text, &with(e, &[extra]));
                        classes.push(classify(&legacy, &o.stdout));
                    }
                    let c = both(&classes);
                    if class.is_empty() {
                        class = c;
                    } else if c != class {
                        class = format!("{class} (pass alone: {c})");
                    }
                }
                *counts.entry(class.clone()).or_default() += 1;
                let who = if args.is_empty() {
                    name.clone()
                } else {
                    format!("{name} {}", args.join(" "))
                };
                lines.push(format!("  {who}: {class}"));
            }
        }
    }
    report.push_str(&format!(
        "file tests: {programs} programs (exec/, memcheck/) the ownership pipeline runs clean\n"
    ));
    for (c, n) in &counts {
        report.push_str(&format!("  {n:4} {c}\n"));
    }
    report.push_str("per program:\n");
    for l in lines {
        report.push_str(&l);
        report.push('\n');
    }
}

fn random_programs(report: &mut String) {
    let n: u64 = std::env::var("LEGACY_PROGRAMS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(200);
    let mut by_class: [BTreeMap<String, Vec<u64>>; 2] = Default::default();
    for seed in 1..=n {
        let text = random_program(seed);
        let path = format!("random-{seed}.mlir");
        let own: Vec<ToolOutput> = ENGINES
            .iter()
            .map(|e| {
                run(
                    &path,
                    &text,
                    &e.iter().map(|s| s.to_string()).collect::<Vec<_>>(),
                )
            })
            .collect();
        for o in &own {
            assert_eq!(o.code, 0, "ownership pipeline, seed {seed}: {}", o.stderr);
        }
        for (k, extra) in [LEGACY, PASS_ALONE].into_iter().enumerate() {
            let mut classes = Vec::new();
            for (e, o) in ENGINES.iter().zip(&own) {
                let mut args: Vec<String> = e.iter().map(|s| s.to_string()).collect();
                args.push(extra.into());
                let legacy = run(&path, &text, &args);
                classes.push(classify(&legacy, &o.stdout));
            }
            by_class[k].entry(both(&classes)).or_default().push(seed);
        }
    }
    report.push_str(&format!(
        "random programs (src/testing/progs.rs), seeds 1..={n}, ownership pipeline clean on all\n"
    ));
    for (k, title) in ["legacy pipeline", "the pass alone"].iter().enumerate() {
        report.push_str(&format!("{title}:\n"));
        list_seeds(report, &by_class[k]);
    }
}

fn list_seeds(report: &mut String, by_class: &BTreeMap<String, Vec<u64>>) {
    for (c, seeds) in by_class {
        let list: Vec<String> = seeds.iter().take(12).map(|s| s.to_string()).collect();
        let more = if seeds.len() > 12 { ", ..." } else { "" };
        report.push_str(&format!(
            "  {:4} {c} (seeds {}{more})\n",
            seeds.len(),
            list.join(", ")
        ));
    }
}

#[test]
fn legacy_pipeline_against_ownership() {
    let mut report = String::from(
        "# Generated by tests/legacy_dealloc.rs (BLESS=1 to rewrite): memref-run --dealloc=legacy\n\
         # against the default ownership pipeline; a class is the same on both engines unless\n\
         # shown per engine.\n",
    );
    file_tests(&mut report);
    random_programs(&mut report);
    let path =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/legacy-dealloc-comparison.txt");
    let default_run = std::env::var("LEGACY_PROGRAMS").is_err();
    if std::env::var("BLESS").is_ok() && default_run {
        std::fs::write(&path, &report).unwrap();
        return;
    }
    if !default_run {
        println!("{report}");
        return;
    }
    let recorded = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        recorded == report,
        "the comparison changed (BLESS=1 to record it):\n{report}"
    );
}
