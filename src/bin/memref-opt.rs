//! `memref-opt`: parse, verify, (transform) and print MLIR memref-level IR, like `mlir-opt`.

use std::io::{Read, Write};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut stdin = String::new();
    let reads_stdin = memref_jit::opt::parse_opt_args(&args)
        .map(|c| c.input == "-")
        .unwrap_or(false);
    if reads_stdin {
        if let Err(e) = std::io::stdin().read_to_string(&mut stdin) {
            eprintln!("memref-opt: error reading standard input: {e}");
            std::process::exit(1);
        }
    }
    let out = memref_jit::opt::run_opt(&args, &stdin, &|p| std::fs::read_to_string(p));
    let output_file = memref_jit::opt::parse_opt_args(&args)
        .ok()
        .and_then(|c| c.output);
    match output_file {
        Some(path) if path != "-" && out.code == 0 => {
            if let Err(e) = std::fs::write(&path, &out.stdout) {
                eprintln!("memref-opt: could not write '{path}': {e}");
                std::process::exit(1);
            }
        }
        _ => {
            let _ = std::io::stdout().write_all(out.stdout.as_bytes());
        }
    }
    let _ = std::io::stderr().write_all(out.stderr.as_bytes());
    std::process::exit(out.code);
}
