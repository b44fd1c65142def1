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

/// The directory of upstream's runner libraries (`libmlir_runner_utils.so`), when the
/// reference build is installed (`../shared/tools/mlir-reference.sh`).
fn upstream_lib_dir() -> Option<std::path::PathBuf> {
    let home = std::env::var("MLIR_REF_HOME")
        .map(std::path::PathBuf::from)
        .unwrap_or_else(|_| {
            std::path::PathBuf::from(std::env::var("HOME").unwrap_or_default())
                .join(".cache/mlir-reference-22")
        });
    let d = home.join("mlir/lib");
    d.join("libmlir_runner_utils.so").exists().then_some(d)
}

/// `llvm.emit_c_interface` declarations call `_mlir_ciface_<name>` with each memref passed as the
/// address of its descriptor: from a library of ours, from upstream's runner libraries
/// (`verifyMemRefI32`, which only they have) and from the runtime (`printMemrefI64`), whose
/// functions keep precedence.
#[test]
fn c_interface_functions_from_shared_libraries() {
    let dir = std::env::temp_dir().join(format!("mj-shared-libs-ci-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let Some(lib) = build_library(&dir) else {
        eprintln!("SKIPPED: no C compiler (cc)");
        return;
    };
    let Some(up) = upstream_lib_dir() else {
        eprintln!("SKIPPED: upstream's runner libraries not installed");
        return;
    };
    let prog = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/ext-ciface.mlir")
        .display()
        .to_string();
    let read = |p: &str| std::fs::read(p);
    let libs = format!(
        "--shared-libs={lib},{},{}",
        up.join("libmlir_runner_utils.so").display(),
        up.join("libmlir_c_runner_utils.so").display()
    );
    let mask = |s: &str| {
        regex::Regex::new("base@ = 0x[0-9a-f]+")
            .unwrap()
            .replace_all(s, "base@ = X")
            .into_owned()
    };
    let want = "1004\n105\nUnranked Memref base@ = X rank = 1 offset = 0 sizes = [5] \
                strides = [1] data = \n[0,  1,  2,  3,  4]\nUnranked Memref base@ = X rank = 1 \
                offset = 0 sizes = [5] strides = [1]\n1\n";
    for extra in [&[][..], &["--check-bounds"][..]] {
        let mut a = vec![prog.clone(), libs.clone()];
        a.extend(extra.iter().map(|s| s.to_string()));
        let out = run_main(&a, &read);
        assert_eq!(
            (out.code, mask(&out.stdout).as_str()),
            (0, want),
            "{}",
            out.stderr
        );
    }
    // Without the libraries: a located error naming the `_mlir_ciface_` symbol.
    let out = run_main(std::slice::from_ref(&prog), &read);
    assert_eq!(out.code, 1);
    assert!(
        out.stderr
            .contains("ext-ciface.mlir:21:8: error: '@csum' has no body and '@_mlir_ciface_csum'"),
        "{}",
        out.stderr
    );
    let _ = std::fs::remove_dir_all(&dir);
}
