//! `memref-run`: run `@main` of an MLIR file (after the deallocation pipeline) and report every
//! leak, double free and invalid free with its source location.

use std::io::Write;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let out = memref_jit::run::run_main(&args, &|p| std::fs::read_to_string(p));
    let _ = std::io::stdout().write_all(out.stdout.as_bytes());
    let _ = std::io::stdout().flush();
    let _ = std::io::stderr().write_all(out.stderr.as_bytes());
    std::process::exit(out.code);
}
