//! Differential test of the two engines: every `memref-run` RUN line of the file tests runs
//! under `--engine=interp` and `--engine=jit`, and the exit code, output and report must agree
//! (printed buffer addresses aside). The interpreter always checks memory accesses; the JIT
//! runs with `--check-bounds` so that both stop at the same use after free or out-of-bounds
//! access. RUN lines of `tests/filetests/exec` also run in the JIT at `-O0` and `-O3` (the
//! default is `-O2`): every optimization level must print what the interpreter prints.

use memref_jit::run::run_main;
use std::path::{Path, PathBuf};

fn mlir_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.is_dir() {
            mlir_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "mlir") {
            out.push(p);
        }
    }
}

/// The arguments of each `memref-run` invocation in the RUN lines of `text`.
fn run_lines(text: &str, path: &str) -> Vec<Vec<String>> {
    let mut out = Vec::new();
    for line in text.lines() {
        let Some(rest) = line.trim_start().strip_prefix("// RUN:") else {
            continue;
        };
        let Some(cmd) = rest.split('|').next() else {
            continue;
        };
        let Some(args) = cmd
            .trim()
            .strip_prefix("not ")
            .unwrap_or(cmd.trim())
            .strip_prefix("memref-run")
        else {
            continue;
        };
        let args: Vec<String> = args
            .split_whitespace()
            .filter(|a| *a != "2>&1")
            .map(|a| {
                a.replace("%s", path)
                    .trim_matches('\'')
                    .replace("--pass-pipeline='", "--pass-pipeline=")
            })
            .collect();
        // Lines that pick an engine (or the JIT's unchecked runtime) test it on purpose.
        if !args
            .iter()
            .any(|a| a.starts_with("--engine") || a == "--memory-checker=off")
        {
            out.push(args);
        }
    }
    out
}

fn mask(s: &str) -> String {
    let s = regex::Regex::new("base@ = 0x[0-9a-f]+")
        .unwrap()
        .replace_all(s, "base@ = 0x?");
    // A machine-readable memory report names its engine.
    regex::Regex::new(r#""engine": "(jit|interp)""#)
        .unwrap()
        .replace_all(&s, r#""engine": "?""#)
        .into_owned()
}

#[test]
fn engines_agree_on_every_file_test() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/filetests");
    let mut files = Vec::new();
    mlir_files(&root, &mut files);
    files.sort();
    let read = |p: &str| std::fs::read(p);
    let mut compared = 0;
    let mut failures = Vec::new();
    for f in files {
        let text = std::fs::read_to_string(&f).unwrap();
        let path = f.to_string_lossy().into_owned();
        for args in run_lines(&text, &path) {
            let with = |engine: &[&str]| {
                let mut a = args.clone();
                a.extend(engine.iter().map(|s| s.to_string()));
                let o = run_main(&a, &read);
                (o.code, mask(&o.stdout), mask(&o.stderr))
            };
            let (i, j) = (
                with(&["--engine=interp"]),
                with(&["--engine=jit", "--check-bounds"]),
            );
            compared += 1;
            // Exec files also at the JIT's lowest and highest optimization levels.
            let levels: &[&str] = if path.contains("/exec/") {
                &["-O0", "-O3"]
            } else {
                &[]
            };
            for level in levels {
                let o = with(&["--engine=jit", "--check-bounds", level]);
                if o != i {
                    failures.push(format!(
                        "{path} {args:?} {level}:\n--- interp (exit {}):\n{}{}\n--- jit (exit {}):\n{}{}",
                        i.0, i.1, i.2, o.0, o.1, o.2
                    ));
                }
            }
            if i != j {
                failures.push(format!(
                    "{path} {args:?}:\n--- interp (exit {}):\n{}{}\n--- jit (exit {}):\n{}{}",
                    i.0, i.1, i.2, j.0, j.1, j.2
                ));
            }
        }
    }
    eprintln!("engines compared on {compared} runs");
    assert!(compared >= 30, "only {compared} runs compared");
    assert!(failures.is_empty(), "{}", failures.join("\n==========\n"));
}
