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
    // The source line is shown (read again: the text is dropped once parsed).
    assert!(String::from_utf8_lossy(&o.stderr)
        .contains("bad.mlir:1:14: error: expected non-function type\nfunc.func @f( {\n"));
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
    // As mlir-opt words it (outside tester ot5/11).
    let err = String::from_utf8_lossy(&o.stderr).into_owned();
    let want = format!(
        "cannot open output file '{}': No such file or directory\n",
        d.join("no/such/dir/out.mlir").display()
    );
    assert_eq!(err, want);
    let _ = std::fs::remove_dir_all(&d);
}

/// A failed write of standard output is an error, also when the output fits in the write
/// buffer (its last flush failed silently and the run exited 0).
#[test]
#[cfg(target_os = "linux")]
fn a_failed_write_to_stdout_is_an_error() {
    let d = tmp_dir("full");
    let input = d.join("in.mlir");
    std::fs::write(&input, GOOD).unwrap();
    let full = std::fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .unwrap();
    let o = opt().arg(&input).stdout(full).output().unwrap();
    assert_eq!(o.status.code(), Some(1));
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(err.matches("error writing the output").count(), 1, "{err}");
    let _ = std::fs::remove_dir_all(&d);
}

/// A pass's error on a named input that is a pipe (`memref-opt <(...)`, here `/dev/stdin`)
/// shows the source line: the text is kept, since reading the pipe again gives nothing (it
/// was dropped after parsing and the line was missing).
#[test]
#[cfg(target_os = "linux")]
fn a_pass_error_on_a_piped_named_input_shows_its_source_line() {
    let bad =
        "func.func @f(%a: memref<4xf32>) {\n  memref.dealloc %a : memref<4xf32>\n  return\n}\n";
    let mut cmd = opt();
    cmd.args(["/dev/stdin", "--buffer-deallocation-pipeline"]);
    let o = with_stdin(cmd, bad.as_bytes());
    assert_eq!(o.status.code(), Some(1));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("/dev/stdin:2:3: error:"), "{err}");
    assert!(
        err.contains("\n  memref.dealloc %a : memref<4xf32>\n  ^"),
        "{err}"
    );
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

fn run_tool() -> Command {
    Command::new(env!("CARGO_BIN_EXE_memref-run"))
}

/// Runs `cmd` with `input` on standard input.
fn with_stdin(mut cmd: Command, input: &[u8]) -> std::process::Output {
    use std::io::Write;
    use std::process::Stdio;
    let mut child = cmd
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(input).unwrap();
    child.wait_with_output().unwrap()
}

const MAIN_I64: &str =
    "func.func @main() -> i64 {\n  %c = arith.constant 42 : i64\n  return %c : i64\n}\n";

#[test]
fn memref_run_reads_stdin_for_dash_and_without_a_file() {
    for args in [
        &["-", "--entry-point-result=i64"][..],
        &["--entry-point-result=i64"][..],
    ] {
        let mut c = run_tool();
        c.args(args);
        let o = with_stdin(c, MAIN_I64.as_bytes());
        assert_eq!(
            o.status.code(),
            Some(0),
            "{args:?}: {}",
            String::from_utf8_lossy(&o.stderr)
        );
        assert_eq!(String::from_utf8_lossy(&o.stdout), "42\n");
    }
    // Errors name the input `<stdin>`.
    let mut c = run_tool();
    c.arg("--entry-point-result=i32");
    let o = with_stdin(c, MAIN_I64.as_bytes());
    assert_eq!(o.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&o.stderr)
        .starts_with("<stdin>:1:1: error: only single i32 function result supported"));
}

/// As upstream: invalid UTF-8 in a comment or a string attribute is accepted (the string keeps
/// its bytes, printed as `\XX` escapes); elsewhere it is a located error whose message and
/// source line are text (no raw NUL or invalid byte).
#[test]
fn invalid_utf8_in_comments_and_strings() {
    let good = b"// comment \xff\xfe\nfunc.func @f() attributes {s = \"a\xffb\xc3\xa9c\"} {\n  return\n}\n";
    for tool in [opt(), run_tool()] {
        let is_run = tool.get_program().to_string_lossy().contains("memref-run");
        let mut c = tool;
        c.arg("-");
        if is_run {
            c.args(["-e", "f"]);
        }
        let o = with_stdin(c, good);
        assert_eq!(
            o.status.code(),
            Some(0),
            "{}",
            String::from_utf8_lossy(&o.stderr)
        );
        if !is_run {
            assert!(
                String::from_utf8_lossy(&o.stdout).contains(r#"attributes {s = "a\FFb\C3\A9c"}"#)
            );
        }
    }
    for (input, msg) in [
        (
            &b"func.func @f() {\n  return \xff\n}\n"[..],
            "<stdin>:2:10: error: unexpected character '\\xFF'",
        ),
        (
            &b"func.func @f() {\n  return \x00\n}\n"[..],
            "<stdin>:2:10: error: unexpected character '\\x00'",
        ),
        (
            &b"func.func @\"f\xff\"() {\n  return\n}\n"[..],
            "<stdin>:1:11: error: symbol names with invalid UTF-8 are not supported",
        ),
        // The same name as a generic-form string attribute (it printed as `@"f\FF"`, which
        // did not parse back; found by fuzz_frontend).
        (
            &b"\"func.func\"() <{function_type = () -> (), sym_name = \"f\xff\"}> ({\n  \"func.return\"() : () -> ()\n}) : () -> ()\n"[..],
            "<stdin>:1:1: error: 'func.func' op symbol names with invalid UTF-8 are not supported",
        ),
    ] {
        let mut c = opt();
        c.arg("-");
        let o = with_stdin(c, input);
        assert_eq!(o.status.code(), Some(1));
        assert!(!o.stderr.contains(&0), "raw NUL in {:?}", o.stderr);
        let err = String::from_utf8(o.stderr).expect("messages are UTF-8");
        assert!(err.starts_with(msg), "{err}");
    }
}

#[test]
fn version_names_the_release_commit_cranelift_and_host() {
    let head = Command::new("git")
        .args(["rev-parse", "--short=12", "HEAD"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .ok()
        .filter(|o| o.status.success())
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string());
    for (tool, mut cmd) in [("memref-opt", opt()), ("memref-run", run_tool())] {
        let o = cmd.arg("--version").output().unwrap();
        assert!(o.status.success(), "{tool}");
        let text = String::from_utf8(o.stdout).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(
            lines[0],
            format!("{tool} (memref-jit) version {}", env!("CARGO_PKG_VERSION"))
        );
        let commit = lines[1].strip_prefix("  commit: ").expect(&text);
        if let Some(h) = &head {
            assert_eq!(commit, h, "{text}");
        }
        assert!(lines[2].starts_with("  Cranelift 0."), "{text}");
        let host = lines[3].strip_prefix("  Host ISA: ").expect(&text);
        assert!(host.starts_with(std::env::consts::ARCH), "{text}");
        // Flags after the version are ignored, as mlir-opt does.
        let o = opt()
            .args(["--version", "--no-such-flag"])
            .output()
            .unwrap();
        assert!(o.status.success());
    }
}

#[test]
fn the_readme_first_example_prints_what_the_readme_shows() {
    // README "In one command": examples/smooth.mlir, with and without the pipeline.
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let readme = std::fs::read_to_string(root.join("README.md")).unwrap();
    let run = |args: &[&str]| {
        Command::new(env!("CARGO_BIN_EXE_memref-run"))
            .current_dir(root)
            .arg("examples/smooth.mlir")
            .args(args)
            .output()
            .unwrap()
    };
    let clean = run(&[]);
    assert_eq!(clean.status.code(), Some(0));
    let out = String::from_utf8(clean.stdout).unwrap();
    let data = out.lines().nth(1).unwrap();
    assert_eq!(data, "[0,  0.125,  0.875,  3,  7,  13,  21,  49]");
    assert!(readme.contains(&format!("    {data}\n")));
    assert!(clean.stderr.is_empty());
    let leaky = run(&["--no-pipeline"]);
    assert_eq!(leaky.status.code(), Some(2));
    let err = String::from_utf8(leaky.stderr).unwrap();
    assert_eq!(err.lines().count(), 2, "{err}");
    for line in err.lines() {
        assert!(
            readme.contains(&format!("    {line}\n")),
            "README lacks {line}"
        );
    }
}

#[test]
fn arguments_that_are_not_utf8_are_an_error_not_a_panic() {
    // Regression (outside tester): a file name with a 0xFF byte panicked in std::env::args.
    use std::os::unix::ffi::OsStrExt;
    let bad = std::ffi::OsStr::from_bytes(b"n\xffame.mlir");
    for (tool, exe) in [
        ("memref-opt", env!("CARGO_BIN_EXE_memref-opt")),
        ("memref-run", env!("CARGO_BIN_EXE_memref-run")),
    ] {
        let o = Command::new(exe).arg(bad).output().unwrap();
        assert_eq!(o.status.code(), Some(1), "{tool}");
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(
            err.starts_with(&format!(
                "{tool}: argument is not valid UTF-8: n\u{fffd}ame.mlir"
            )),
            "{err}"
        );
    }
}
