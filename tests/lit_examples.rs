//! The lit example suite (`examples/lit`): memref-run and memref-opt in RUN lines with
//! upstream's `lit`, `FileCheck` and `not`, as MLIR users keep regression tests. Runs when
//! `lit` (pip) and LLVM's FileCheck are installed (`.ci/run` installs both); skipped with a
//! message otherwise.

use std::path::{Path, PathBuf};
use std::process::Command;

/// The directory holding FileCheck and not: LLVM_TOOLS_DIR, the PATH, or the reference cache.
fn llvm_tools_dir() -> Option<PathBuf> {
    if let Ok(d) = std::env::var("LLVM_TOOLS_DIR") {
        return Some(PathBuf::from(d));
    }
    let on_path = std::env::var_os("PATH")
        .map(|p| std::env::split_paths(&p).collect::<Vec<_>>())
        .unwrap_or_default();
    let home = std::env::var("MLIR_REF_HOME")
        .map(PathBuf::from)
        .unwrap_or_else(|_| {
            PathBuf::from(std::env::var("HOME").unwrap_or_default())
                .join(".cache/mlir-reference-22")
        });
    on_path
        .into_iter()
        .chain([home.join("llvm/bin")])
        .find(|d| d.join("FileCheck").is_file() && d.join("not").is_file())
}

/// A missing tool skips the test, except under `.ci/run` (`MEMREF_JIT_REQUIRE_TOOLS=1`), where
/// a skip would hide that the suite never ran.
fn skip(why: &str) {
    assert!(
        std::env::var_os("MEMREF_JIT_REQUIRE_TOOLS").is_none(),
        "MEMREF_JIT_REQUIRE_TOOLS is set and {why}"
    );
    eprintln!("skipped: {why}");
}

#[test]
fn lit_examples_pass() {
    let Some(llvm) = llvm_tools_dir() else {
        skip("FileCheck/not not found (run ../shared/tools/mlir-reference.sh)");
        return;
    };
    // `lit` on the PATH, or the pip package through python3 (pip's script directory may not
    // be on the PATH).
    let direct = Command::new("lit")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    let lit = |args: &[&str]| {
        let mut c = if direct {
            Command::new("lit")
        } else {
            let mut c = Command::new("python3");
            c.args([
                "-c",
                "import sys, lit.main; sys.argv[0] = 'lit'; lit.main.main()",
            ]);
            c
        };
        c.args(args);
        c
    };
    if !lit(&["--version"])
        .output()
        .is_ok_and(|o| o.status.success())
    {
        skip("lit not installed (pip install lit)");
        return;
    }
    let bin = Path::new(env!("CARGO_BIN_EXE_memref-run"))
        .parent()
        .unwrap();
    let suite = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/lit");
    let out = lit(&["-v"])
        .arg(&suite)
        .env("MEMREF_JIT_BIN", bin)
        .env("LLVM_TOOLS_DIR", &llvm)
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "lit failed:\n{text}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // Every example ran (none unsupported or skipped).
    let files = std::fs::read_dir(&suite)
        .unwrap()
        .filter(|e| {
            e.as_ref()
                .unwrap()
                .path()
                .extension()
                .is_some_and(|x| x == "mlir")
        })
        .count();
    assert_eq!(text.matches("PASS: ").count(), files, "{text}");
}
