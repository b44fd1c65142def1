//! The two binaries as a user runs them: `memref-opt` streams its output, writes `-o FILE`
//! only on success (through a temporary file, never a partial one), and both tools answer
//! `--help`.

use std::process::Command;

fn opt() -> Command {
    Command::new(env!("CARGO_BIN_EXE_memref-opt"))
}

fn tmp_dir(name: &str) -> std::path::PathBuf {
    let d = std::env::temp_dir().join(format!("memref-jit-cli-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

const GOOD: &str =
    "func.func @f(%a: memref<4xf32>) -> memref<4xf32> {\n  return %a : memref<4xf32>\n}\n";

#[test]
fn output_file_is_written_only_on_success() {
    let d = tmp_dir("o");
    let input = d.join("in.mlir");
    std::fs::write(&input, GOOD).unwrap();
    let out = d.join("out.mlir");
    let st = opt().arg(&input).arg("-o").arg(&out).status().unwrap();
    assert!(st.success());
    let text = std::fs::read_to_string(&out).unwrap();
    assert!(text.starts_with("module {\n  func.func @f("), "{text}");

    // A failing run leaves neither the output nor a temporary file behind, and an existing
    // output is not clobbered.
    let bad = d.join("bad.mlir");
    std::fs::write(&bad, "func.func @f( {\n").unwrap();
    let o = opt().arg(&bad).arg("-o").arg(&out).output().unwrap();
    assert_eq!(o.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&o.stderr)
        .contains("bad.mlir:1:14: error: expected non-function type"));
    assert_eq!(std::fs::read_to_string(&out).unwrap(), text);
    let left: Vec<_> = std::fs::read_dir(&d)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .filter(|n| n.contains(".tmp-"))
        .collect();
    assert!(left.is_empty(), "{left:?}");

    // An unwritable destination is an error naming it.
    let o = opt()
        .arg(&input)
        .arg("-o")
        .arg(d.join("no/such/dir/out.mlir"))
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&o.stderr).contains("could not write"));
    let _ = std::fs::remove_dir_all(&d);
}

#[test]
fn stdout_gets_every_split_chunk_and_help_lists_the_flags() {
    let d = tmp_dir("split");
    let input = d.join("in.mlir");
    std::fs::write(&input, format!("{GOOD}// -----\n{GOOD}")).unwrap();
    let o = opt()
        .arg(&input)
        .arg("--split-input-file")
        .output()
        .unwrap();
    assert!(o.status.success());
    let text = String::from_utf8(o.stdout).unwrap();
    assert_eq!(text.matches("func.func @f(").count(), 2, "{text}");
    assert_eq!(text.matches("// -----").count(), 1, "{text}");

    let o = opt().arg("--help").output().unwrap();
    assert!(o.status.success());
    assert!(String::from_utf8_lossy(&o.stdout).contains("--buffer-deallocation-pipeline"));
    let o = Command::new(env!("CARGO_BIN_EXE_memref-run"))
        .arg("--help")
        .output()
        .unwrap();
    assert!(o.status.success());
    assert!(String::from_utf8_lossy(&o.stdout).contains("--dump-asm"));
    let _ = std::fs::remove_dir_all(&d);
}
