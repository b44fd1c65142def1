//! `memref-run --shared-libs`: external functions come from dlopen'ed libraries, called with
//! the MLIR signature's parts (memrefs exploded, as upstream's LLVM lowering passes them).
//! Needs a C compiler (`cc`); skipped without one.

use memref_jit::run::run_main;
use std::path::Path;
use std::process::Command;

fn build_library(dir: &Path) -> Option<String> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/ext.c");
    let lib = dir.join("libext.so");
    let ok = Command::new("cc")
        .args(["-shared", "-fPIC", "-O2", "-o"])
        .arg(&lib)
        .arg(&src)
        .status()
        .map(|s| s.success())
        .unwrap_or(false);
    ok.then(|| lib.display().to_string())
}

#[test]
fn external_functions_from_shared_libraries() {
    let dir = std::env::temp_dir().join(format!("mj-shared-libs-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let Some(lib) = build_library(&dir) else {
        eprintln!("SKIPPED: no C compiler (cc)");
        return;
    };
    let prog = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/ext.mlir")
        .display()
        .to_string();
    let read = |p: &str| std::fs::read(p);
    let args = |extra: &[&str]| {
        let mut a = vec![prog.clone()];
        a.extend(extra.iter().map(|s| s.to_string()));
        a
    };
    // Scalars in and out, and a memref passed exploded.
    let out = run_main(&args(&[&format!("--shared-libs={lib}")]), &read);
    assert_eq!(
        (out.code, out.stdout.as_str()),
        (0, "42\n2.5\n6\n"),
        "{}",
        out.stderr
    );
    // Without the library: a located error naming the flag.
    let out = run_main(&args(&[]), &read);
    assert_eq!(out.code, 1);
    assert!(
        out.stderr
            .contains("ext.mlir:9:8: error: '@add3' has no body")
            && out.stderr.contains("--shared-libs"),
        "{}",
        out.stderr
    );
    // A library that does not exist, and the interpreter (which cannot call C).
    let out = run_main(&args(&["--shared-libs=/nonexistent/libx.so"]), &read);
    assert_eq!(out.code, 1);
    assert!(out
        .stderr
        .contains("cannot load shared library '/nonexistent/libx.so'"));
    let out = run_main(
        &args(&[&format!("--shared-libs={lib}"), "--engine=interp"]),
        &read,
    );
    assert_eq!(out.code, 1);
    assert!(out.stderr.contains("--shared-libs needs --engine=jit"));
    let _ = std::fs::remove_dir_all(&dir);
}
