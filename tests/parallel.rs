//! The threaded printer and verifier give the sequential ones' output, byte for byte: every
//! `memref-opt` stage of every `tests/filetests` RUN line (generic form, debug info with
//! location aliases, affine map aliases, --split-input-file, --verify-diagnostics,
//! --mlir-print-ir-after-all dumps, errors) runs with threads on inputs of any size and with
//! `--mlir-disable-threading`, and the two must agree.

use std::path::Path;

use memref_jit::opt::run_opt;

/// Lets even a two-function module use threads (the size threshold would keep the test
/// inputs on one thread). Every test calls it before any IR work.
fn force_threads() {
    std::env::set_var("MEMREF_JIT_MIN_PARALLEL_OPS", "0");
}

/// Runs `args` with threads and without; returns a description of the first difference.
fn compare(
    args: &[String],
    stdin: &[u8],
    read: &dyn Fn(&str) -> std::io::Result<Vec<u8>>,
) -> Option<String> {
    let threaded = run_opt(args, stdin, read);
    let mut one = args.to_vec();
    one.push("--mlir-disable-threading".into());
    let single = run_opt(&one, stdin, read);
    if threaded.code != single.code {
        return Some(format!("exit codes {} and {}", threaded.code, single.code));
    }
    if threaded.stdout != single.stdout {
        return Some(format!(
            "stdout differs\n--- threads ---\n{}\n--- one thread ---\n{}",
            threaded.stdout, single.stdout
        ));
    }
    if threaded.stderr != single.stderr {
        return Some(format!(
            "stderr differs\n--- threads ---\n{}\n--- one thread ---\n{}",
            threaded.stderr, single.stderr
        ));
    }
    None
}

/// `text` given on stdin with each set of flags prints the same with threads and without.
fn same_on_stdin_with_threads(text: &str, flag_sets: &[&[&str]]) {
    let read = |_: &str| Err(std::io::Error::other("no files"));
    for flags in flag_sets {
        let mut args: Vec<String> = flags.iter().map(|s| s.to_string()).collect();
        args.push("-".into());
        assert_eq!(compare(&args, text.as_bytes(), &read), None, "{flags:?}");
    }
}

#[test]
fn every_filetest_run_line_prints_the_same_with_threads() {
    force_threads();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/filetests");
    let files = memref_jit::testing::mlir_files(&root);
    assert!(
        files.len() > 100,
        "filetests not found under {}",
        root.display()
    );
    let mut failures = Vec::new();
    let mut stages = 0;
    let split_before = memref_jit::opt::split_runs();
    for file in &files {
        let path = file.display().to_string();
        let Ok(text) = std::fs::read_to_string(file) else {
            continue;
        };
        let read = |p: &str| std::fs::read(p);
        for run in memref_jit::testing::run_lines(&text) {
            let stage = run.split('|').next().unwrap_or("").trim();
            let stage = stage.strip_prefix("not ").unwrap_or(stage).trim();
            let mut words = stage.split_whitespace();
            if words.next() != Some("memref-opt") {
                continue;
            }
            // `%s` is the file; a stage reading stdin gets the file too.
            let args: Vec<String> = words.map(|w| w.replace("%s", &path)).collect();
            stages += 1;
            if let Some(d) = compare(&args, text.as_bytes(), &read) {
                failures.push(format!("{path}: `{stage}`: {d}"));
            }
        }
    }
    assert!(stages > 100, "only {stages} memref-opt stages found");
    // Many stages ran split into one context per thread (opt/split.rs) and were compared too
    // (other tests of this file add a few).
    let split = memref_jit::opt::split_runs() - split_before;
    eprintln!("{stages} stages, {split} ran split");
    assert!(split > 150, "only {split} of {stages} stages ran split");
    assert!(
        failures.is_empty(),
        "{} stages differ:\n{}",
        failures.len(),
        failures.join("\n\n")
    );
}

/// A module with errors in several functions: every function is verified (on different
/// threads) and the diagnostics come in module order, as upstream's parallel verifier reports
/// them.
#[test]
fn errors_in_several_functions_come_in_module_order() {
    force_threads();
    let mut text = String::new();
    for i in 0..40 {
        if i % 7 == 3 {
            // Operand types that do not match the op's result.
            text.push_str(&format!(
                "func.func @f{i}(%a: i32, %b: i64) -> i32 {{\n  %0 = \"arith.addi\"(%a, %b) : (i32, i64) -> i32\n  return %0 : i32\n}}\n"
            ));
        } else {
            text.push_str(&format!(
                "func.func @f{i}(%a: i32) -> i32 {{\n  %0 = arith.addi %a, %a : i32\n  return %0 : i32\n}}\n"
            ));
        }
    }
    let read = |_: &str| Err(std::io::Error::other("no files"));
    let args = vec!["-".to_string()];
    assert_eq!(compare(&args, text.as_bytes(), &read), None);
    let out = run_opt(&args, text.as_bytes(), &read);
    assert_ne!(out.code, 0);
    let lines: Vec<usize> = out
        .stderr
        .lines()
        .filter(|l| l.contains(": error:"))
        .filter_map(|l| l.split(':').nth(1)?.parse().ok())
        .collect();
    // One error per bad function (@f3, @f10, @f17, ...), in order.
    assert_eq!(lines.len(), 6, "{}", out.stderr);
    assert!(lines.windows(2).all(|w| w[0] < w[1]), "{}", out.stderr);
}

/// A large module through the dealloc pipeline, printed with debug info and in generic form:
/// the same text with and without threads (the verifier runs after every pass).
#[test]
fn pipeline_output_is_the_same_with_threads() {
    force_threads();
    let mut text = String::from("#map = affine_map<(d0) -> (d0 + 1)>\n");
    for i in 0..30 {
        text.push_str(&format!(
            "func.func @f{i}(%n: index, %m: memref<?xf32>) -> memref<?xf32> {{\n  %0 = memref.alloc(%n) : memref<?xf32>\n  %c = arith.cmpi slt, %n, %n : index\n  %1 = scf.if %c -> memref<?xf32> {{\n    scf.yield %0 : memref<?xf32>\n  }} else {{\n    scf.yield %m : memref<?xf32>\n  }}\n  %k = affine.apply #map(%n)\n  return %1 : memref<?xf32>\n}}\n"
        ));
    }
    same_on_stdin_with_threads(
        &text,
        &[
            &["--buffer-deallocation-pipeline"],
            &["--buffer-deallocation-pipeline", "--mlir-print-debuginfo"],
            &["--buffer-deallocation-pipeline", "--mlir-print-op-generic"],
            &["--canonicalize", "--mlir-print-ir-after-all"],
        ],
    );
}

/// A module of 2,000 functions prints in several batches when streamed (on up to 62 cores;
/// a batch is at least 32 functions per thread): affine map aliases first met in later batches, location aliases and value
/// names must come out as with one thread.
#[test]
fn a_module_printed_in_batches_is_the_same_with_threads() {
    force_threads();
    let mut text = String::new();
    for i in 0..2000 {
        // A new map and location every 150 functions: first met in later batches.
        let k = i / 150;
        text.push_str(&format!(
            "func.func @f{i}(%n: index) -> index {{\n  %0 = affine.apply affine_map<(d0) -> (d0 + {k})>(%n) loc(\"l{k}\")\n  return %0 : index\n}}\n"
        ));
    }
    same_on_stdin_with_threads(
        &text,
        &[
            &[],
            &["--mlir-print-debuginfo"],
            &["--mlir-print-op-generic"],
            &["--canonicalize", "--mlir-print-debuginfo"],
        ],
    );
}

/// The library's `print_module` gives the same text with and without threads on a module
/// above the size threshold.
#[test]
fn a_large_module_prints_the_same_on_one_thread() {
    use memref_jit::ir::Context;
    use memref_jit::print::{print_module, PrintOptions};
    // Enough ops for threads (Context::threads), with names restarting per function,
    // multi-result groups, affine map aliases and block arguments.
    let mut text = String::from("#m = affine_map<(d0) -> (d0 * 2)>\n");
    for i in 0..600 {
        text.push_str(&format!(
            "func.func @f{i}(%a: index, %m: memref<?xf32>) -> index {{\n  %c0 = arith.constant 0 : index\n  %s = affine.apply #m(%a)\n  %t = affine.apply affine_map<(d0) -> (d0 + {i})>(%s)\n  %r:2 = scf.for %j = %c0 to %t step %a iter_args(%x = %a, %y = %s) -> (index, index) {{\n    %z = arith.addi %x, %y : index\n    scf.yield %z, %x : index, index\n  }}\n  return %r#1 : index\n}}\n"
        ));
    }
    let mut ctx = Context::new();
    let top = memref_jit::parse::parse_module(&mut ctx, &text, &Default::default()).unwrap();
    assert!(ctx.num_ops() >= memref_jit::par::MIN_PARALLEL_OPS);
    for opts in [
        PrintOptions::default(),
        PrintOptions {
            debug_info: true,
            ..Default::default()
        },
        PrintOptions {
            generic: true,
            debug_info: true,
            ..Default::default()
        },
    ] {
        ctx.set_multithreading(true);
        let threaded = print_module(&ctx, top, &opts);
        ctx.set_multithreading(false);
        let single = print_module(&ctx, top, &opts);
        assert_eq!(threaded, single, "{opts:?}");
    }
}
