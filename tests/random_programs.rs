//! Differential test of the deallocation pipeline on random programs: the interpreter prints
//! the same before and after `--buffer-deallocation-pipeline` (with and without
//! private-function dynamic ownership), and after it the memory checker finds nothing.
//!
//! `RANDOM_PROGRAMS=N RANDOM_SEED=S cargo test --release --test random_programs -- --nocapture`
//! runs more.

use memref_jit::interp;
use memref_jit::ir::Context;
use memref_jit::parse::{parse_module, ParseOptions};
use memref_jit::passes::PassManager;
use memref_jit::testing::progs::random_program;
use memref_jit::verify::verify;

/// Masks the buffer addresses `printMemref*` prints, which differ between runs.
fn mask(s: &str) -> String {
    regex::Regex::new("base@ = 0x[0-9a-f]+")
        .unwrap()
        .replace_all(s, "base@ = 0x?")
        .into_owned()
}

fn run(text: &str, pipeline: Option<&str>, jit: bool) -> Result<(String, String), String> {
    let mut ctx = Context::new();
    let opts = ParseOptions {
        filename: "random.mlir".into(),
        ..Default::default()
    };
    let top = parse_module(&mut ctx, text, &opts).map_err(|d| format!("parse: {d}"))?;
    verify(&ctx, top).map_err(|d| format!("verify: {d}"))?;
    if let Some(p) = pipeline {
        let mut pm = PassManager {
            passes: memref_jit::passes::parse_pipeline(p)?,
            ..Default::default()
        };
        pm.run(&mut ctx, top, &Default::default())
            .1
            .map_err(|d| format!("pipeline: {d}"))?;
        verify(&ctx, top).map_err(|d| format!("verify after pipeline: {d}"))?;
    }
    let out = if jit {
        memref_jit::codegen::run(&ctx, top, "main", &Default::default()).0
    } else {
        interp::run(&ctx, top, "main")
    };
    if let Some(e) = out.error {
        return Err(format!("runtime error: {e}"));
    }
    Ok((mask(&out.stdout), out.report))
}

#[test]
fn pipeline_preserves_output_and_frees_everything() {
    let n: u64 = std::env::var("RANDOM_PROGRAMS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(300);
    let base: u64 = std::env::var("RANDOM_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1);
    let pipelines = [
        "builtin.module(buffer-deallocation-pipeline)",
        "builtin.module(buffer-deallocation-pipeline{private-function-dynamic-ownership=true})",
        // memref-run's default: the engine lowers the deallocs that need alias checks.
        "builtin.module(buffer-deallocation-pipeline{lowering=fast})",
        "builtin.module(buffer-deallocation-pipeline{private-function-dynamic-ownership=true lowering=fast})",
        "builtin.module(expand-realloc{emit-deallocs=false},ownership-based-buffer-deallocation,bufferization-lower-deallocations)",
    ];
    let mut failures = Vec::new();
    for seed in base..base + n {
        let text = random_program(seed);
        let (expected, _) = match run(&text, None, false) {
            Ok(r) => r,
            Err(e) => {
                failures.push(format!("seed {seed}: reference run failed: {e}\n{text}"));
                continue;
            }
        };
        // The JIT agrees with the interpreter before the pipeline (findings included) ...
        match (run(&text, None, false), run(&text, None, true)) {
            (Ok(a), Ok(b)) if a == b => {}
            (a, b) => failures.push(format!(
                "seed {seed}: JIT and interpreter differ before the pipeline\ninterp: {a:?}\njit: {b:?}\n{text}"
            )),
        }
        // ... and after it, every pipeline preserves the output and frees everything, on both
        // engines.
        for (p, jit) in pipelines.iter().flat_map(|p| [(*p, false), (*p, true)]) {
            let p = if jit {
                format!("{p} on the JIT")
            } else {
                p.to_string()
            };
            let pipeline = p.trim_end_matches(" on the JIT");
            match run(&text, Some(pipeline), jit) {
                Ok((out, report)) => {
                    if out != expected {
                        failures.push(format!("seed {seed} [{p}]: output differs\nexpected {expected}got {out}\n{text}"));
                    } else if !report.is_empty() {
                        failures.push(format!(
                            "seed {seed} [{p}]: memory findings:\n{report}\n{text}"
                        ));
                    }
                }
                Err(e) => failures.push(format!("seed {seed} [{p}]: {e}\n{text}")),
            }
        }
        if failures.len() >= 3 {
            break;
        }
    }
    eprintln!(
        "random programs: {n} programs x {} pipelines x 2 engines, {} failures",
        pipelines.len(),
        failures.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n==========\n"));
}
