//! Runs every `tests/filetests/**.mlir` file as a test: its `// RUN:` lines are executed
//! in-process (`memref-opt`, `filecheck`, `not`). Files under `roundtrip/` must also print
//! as a fixed point (`memref-opt x | memref-opt` equals `memref-opt x`).

use std::path::Path;

use libtest_mimic::{Arguments, Failed, Trial};
use memref_jit::opt::run_opt;
use memref_jit::testing::run_file_test;

fn fixed_point(path: &str, text: &str) -> Result<(), String> {
    let read = |p: &str| {
        if p == path {
            Ok(text.as_bytes().to_vec())
        } else {
            std::fs::read(p)
        }
    };
    // Use the flags of the first RUN line's `memref-opt` stage.
    let run = memref_jit::testing::run_lines(text)
        .into_iter()
        .next()
        .unwrap_or_default();
    let stage = run.split('|').next().unwrap_or("");
    let mut args: Vec<String> = stage
        .split_whitespace()
        .skip(1)
        .map(|w| w.replace("%s", path))
        .collect();
    let first = run_opt(&args, b"", &read);
    if first.code != 0 {
        return Err(format!("memref-opt failed:\n{}", first.stderr));
    }
    for a in args.iter_mut() {
        if a == path {
            *a = "-".into();
        }
    }
    let second = run_opt(&args, first.stdout.as_bytes(), &read);
    if second.code != 0 {
        return Err(format!(
            "re-parsing our output failed:\n{}\n--- output was ---\n{}",
            second.stderr, first.stdout
        ));
    }
    // Locations name the input file; compare the rest.
    let norm = |s: &str| s.replace(path, "<input>").replace("<stdin>", "<input>");
    if norm(&second.stdout) != norm(&first.stdout) {
        return Err(format!(
            "printing is not a fixed point\n--- first ---\n{}\n--- second ---\n{}",
            first.stdout, second.stdout
        ));
    }
    Ok(())
}

fn main() {
    let args = Arguments::from_args();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/filetests");
    let files = memref_jit::testing::mlir_files(&root);
    let trials = files
        .into_iter()
        .map(|p| {
            let name = p.strip_prefix(&root).unwrap().display().to_string();
            Trial::test(name.clone(), move || {
                let text = std::fs::read_to_string(&p).map_err(|e| Failed::from(e.to_string()))?;
                let path = p.display().to_string();
                run_file_test(&path, &text).map_err(Failed::from)?;
                if name.starts_with("roundtrip/") {
                    fixed_point(&path, &text).map_err(Failed::from)?;
                }
                Ok(())
            })
        })
        .collect();
    libtest_mimic::run(&args, trials).exit();
}
