//! `memref-run`: run `@main` of an MLIR file (after the deallocation pipeline) and report every
//! leak, double free and invalid free with its source location.

use std::io::{Read, Write};

fn main() {
    let args = memref_jit::diag::utf8_args().unwrap_or_else(|e| {
        eprintln!("memref-run: {e}");
        std::process::exit(1);
    });
    // `-` (also the default when no file is given) is standard input, as in mlir-runner.
    let read = |p: &str| {
        if p == "-" {
            let mut buf = Vec::new();
            std::io::stdin().read_to_end(&mut buf).map(|_| buf)
        } else {
            std::fs::read(p)
        }
    };
    let out = memref_jit::run::run_main(&args, &read);
    let _ = std::io::stdout().write_all(out.stdout.as_bytes());
    let _ = std::io::stdout().flush();
    let _ = std::io::stderr().write_all(out.stderr.as_bytes());
    std::process::exit(out.code);
}
