//! Runs inputs that verify through the pipeline and both engines: no panic, no signal, and
//! when both engines finish they print the same and report the same findings.
//!
//! The interpreter runs first with an execution budget: an input that loops forever (valid
//! MLIR can) or runs long is dropped there, before the JIT runs it without a bound. When the
//! interpreter stopped at a fault, the JIT runs with `check_bounds` so that it stops at the
//! same access instead of running on past it.
#![no_main]

use libfuzzer_sys::fuzz_target;
use memref_jit::ir::Context;
use memref_jit::parse::{parse_module, ParseOptions};
use memref_jit::passes::{parse_pipeline, PassManager};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    // Bound the work of one input: programs with loops can run for long.
    if text.len() > 4096 {
        return;
    }
    let mut ctx = Context::new();
    let Ok(top) = parse_module(&mut ctx, text, &ParseOptions::default()) else {
        return;
    };
    if memref_jit::verify::verify(&ctx, top).is_err() {
        return;
    }
    let mut pm = PassManager {
        pipeline: parse_pipeline("builtin.module(buffer-deallocation-pipeline{lowering=fast})")
            .unwrap(),
        ..Default::default()
    };
    if pm.run(&mut ctx, top, &Default::default()).1.is_err() {
        return;
    }
    let interp = memref_jit::interp::run_with_budget(&ctx, top, "main", 200_000);
    if interp
        .error
        .as_ref()
        .is_some_and(|e| e.message.contains("execution budget"))
    {
        return;
    }
    let opts = memref_jit::codegen::JitOptions {
        check_bounds: interp.error.is_some(),
        ..Default::default()
    };
    let (jit, _) = memref_jit::codegen::run(&ctx, top, "main", &opts);
    if interp.error.is_none() && jit.error.is_none() {
        // Buffer addresses printed by printMemref* differ between engines.
        let mask = |s: &str| {
            let mut out = String::new();
            let mut rest = s;
            while let Some(i) = rest.find("base@ = 0x") {
                out.push_str(&rest[..i + 10]);
                rest = rest[i + 10..].trim_start_matches(|c: char| c.is_ascii_hexdigit());
            }
            out + rest
        };
        // A program may print a value computed from a buffer's address
        // (`extract_aligned_pointer_as_index`), which differs between engines and runs: its
        // output is not compared, its memory findings still are.
        if !text.contains("extract_aligned_pointer_as_index") {
            assert_eq!(mask(&interp.stdout), mask(&jit.stdout));
        }
        assert_eq!(interp.report, jit.report);
    }
});
