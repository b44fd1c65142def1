//! Parse, verify and print any bytes: nothing may panic, and whatever verifies must print to
//! text that parses back to the same text.
#![no_main]

use libfuzzer_sys::fuzz_target;
use memref_jit::ir::Context;
use memref_jit::parse::{parse_module, parse_module_bytes, ParseOptions};
use memref_jit::print::print_module;

fuzz_target!(|data: &[u8]| {
    // Bytes as they are: invalid UTF-8 is accepted in comments and strings.
    let mut ctx = Context::new();
    let Ok(top) = parse_module_bytes(&mut ctx, data, &ParseOptions::default()) else {
        return;
    };
    if memref_jit::verify::verify(&ctx, top).is_err() {
        return;
    }
    let printed = print_module(&ctx, top, &Default::default());
    let mut ctx2 = Context::new();
    let top2 = parse_module(&mut ctx2, &printed, &ParseOptions::default())
        .expect("printed IR parses back");
    assert_eq!(printed, print_module(&ctx2, top2, &Default::default()));
});
