//! `memref-opt`: parse, verify, (transform) and print MLIR memref-level IR, like `mlir-opt`.
//! The output is written as it is produced (never joined into one more buffer); `-o FILE`
//! goes through a temporary file renamed into place on success, so a failed run leaves no
//! partial output behind.

use std::io::{Read, Write};

fn main() {
    let args = memref_jit::diag::utf8_args().unwrap_or_else(|e| {
        eprintln!("memref-opt: {e}");
        std::process::exit(1);
    });
    // The process exits right after: the last IR need not be freed op by op.
    memref_jit::opt::LEAK_LAST_IR.store(true, std::sync::atomic::Ordering::Relaxed);
    // The IR's arenas grow by doubling; from mmap, a grown arena is remapped instead of
    // leaving its old copy as a hole in the heap (glibc raises the threshold past the
    // first freed arena otherwise). A few MB less at the peak of a large module.
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: mallopt only sets a tuning parameter, before any thread starts.
    unsafe {
        libc::mallopt(libc::M_MMAP_THRESHOLD, 128 << 10);
    }
    let mut stdin = Vec::new();
    let cfg = memref_jit::opt::parse_opt_args(&args).ok();
    if cfg.as_ref().is_some_and(|c| c.input == "-") {
        if let Err(e) = std::io::stdin().read_to_end(&mut stdin) {
            eprintln!("memref-opt: error reading standard input: {e}");
            std::process::exit(1);
        }
    }
    let read = |p: &str| std::fs::read(p);
    let output_file = cfg.and_then(|c| c.output).filter(|p| p != "-");
    let out = match &output_file {
        Some(path) => {
            let tmp = format!("{path}.tmp-{}", std::process::id());
            let file = match std::fs::File::create(&tmp) {
                Ok(f) => f,
                Err(e) => {
                    // Upstream's words (without Rust's "(os error N)").
                    let e = e.to_string();
                    let reason = e.split(" (os error").next().unwrap_or(&e);
                    eprintln!("cannot open output file '{path}': {reason}");
                    std::process::exit(1);
                }
            };
            let mut w = std::io::BufWriter::new(file);
            let mut out = memref_jit::opt::run_opt_to(&args, &stdin, &read, &mut w);
            let flushed = w.flush();
            drop(w);
            match flushed {
                Ok(()) if out.code == 0 => {
                    if let Err(e) = std::fs::rename(&tmp, path) {
                        out.stderr
                            .push_str(&format!("memref-opt: could not write '{path}': {e}\n"));
                        out.code = 1;
                        let _ = std::fs::remove_file(&tmp);
                    }
                }
                r => {
                    if let Err(e) = r {
                        out.stderr
                            .push_str(&format!("memref-opt: could not write '{path}': {e}\n"));
                        out.code = 1;
                    }
                    let _ = std::fs::remove_file(&tmp);
                }
            }
            out
        }
        None => {
            let stdout = std::io::stdout();
            let mut w = std::io::BufWriter::new(stdout.lock());
            let mut out = memref_jit::opt::run_opt_to(&args, &stdin, &read, &mut w);
            // Output smaller than the buffer is first written here: a failure is an error too.
            if let Err(e) = w.flush() {
                if out.code == 0 {
                    out.stderr
                        .push_str(&format!("memref-opt: error writing the output: {e}\n"));
                    out.code = 1;
                }
            }
            out
        }
    };
    let _ = std::io::stderr().write_all(out.stderr.as_bytes());
    std::process::exit(out.code);
}
