//! Every pass and the whole pipeline on any input that verifies: no panic, and the result
//! verifies again (a pass may refuse the input with a located error).
#![no_main]

use libfuzzer_sys::fuzz_target;
use memref_jit::ir::Context;
use memref_jit::parse::{parse_module, ParseOptions};
use memref_jit::passes::{parse_pipeline, PassManager};

const PIPELINES: [&str; 14] = [
    // Nested pass managers: passes anchored on functions, any isolated op, nested modules.
    "builtin.module(func.func(canonicalize, cse))",
    "builtin.module(any(canonicalize{max-iterations=1}))",
    "builtin.module(builtin.module(func.func(buffer-deallocation-pipeline)))",
    "builtin.module(func.func(expand-realloc, ownership-based-buffer-deallocation), canonicalize{region-simplify=disabled})",
    "builtin.module(expand-realloc)",
    "builtin.module(ownership-based-buffer-deallocation)",
    "builtin.module(canonicalize)",
    "builtin.module(buffer-deallocation-simplification)",
    "builtin.module(bufferization-lower-deallocations)",
    "builtin.module(cse)",
    "builtin.module(buffer-deallocation-pipeline{lowering=fast})",
    // The buffer optimizations alone and before the pipeline.
    "builtin.module(func.func(buffer-hoisting, buffer-loop-hoisting))",
    "builtin.module(func.func(promote-buffers-to-stack{max-alloc-size-in-bytes=64}))",
    "builtin.module(func.func(buffer-hoisting, buffer-loop-hoisting, promote-buffers-to-stack), buffer-deallocation-pipeline)",
];

fuzz_target!(|data: &[u8]| {
    let Some((&pick, rest)) = data.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let mut ctx = Context::new();
    let Ok(top) = parse_module(&mut ctx, text, &ParseOptions::default()) else {
        return;
    };
    if memref_jit::verify::verify(&ctx, top).is_err() {
        return;
    }
    let mut pm = PassManager {
        pipeline: parse_pipeline(PIPELINES[pick as usize % PIPELINES.len()]).unwrap(),
        ..Default::default()
    };
    if pm.run(&mut ctx, top, &Default::default()).1.is_ok() {
        memref_jit::verify::verify(&ctx, top).expect("a pass produced IR that does not verify");
    }
});
