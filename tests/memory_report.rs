//! `memref-run --memory-report=json|sarif --memory-report-file=PATH` as CI uses it: every
//! report (findings of each kind, a runtime fault, bad input, a clean run; both engines)
//! validates against its schema — ours (`docs/memory-report.schema.json`) and SARIF 2.1.0's
//! published schema (`tests/data/sarif-schema-2.1.0.json`, OASIS) — with Python's
//! `jsonschema` (`.ci/run` installs it; skipped with a message when it is missing), and holds
//! the sites the text report names.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn run() -> Command {
    Command::new(env!("CARGO_BIN_EXE_memref-run"))
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn tmp_dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("memref-jit-report-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// One run: the input, extra flags, and what the report must say.
struct Case {
    name: &'static str,
    input: PathBuf,
    args: &'static [&'static str],
    status: &'static str,
    code: i32,
    /// Strings the JSON report must contain.
    json_has: &'static [&'static str],
}

fn cases(d: &Path) -> Vec<Case> {
    let memcheck = root().join("tests/filetests/memcheck");
    let bad = d.join("bad.mlir");
    std::fs::write(
        &bad,
        "func.func @main() {\n  %x = arith.constant : i32\n}\n",
    )
    .unwrap();
    let clean = d.join("clean.mlir");
    std::fs::write(
        &clean,
        "func.func @main() {\n  %a = memref.alloc() : memref<4xf32>\n  \
         %c = arith.constant 1.0 : f32\n  linalg.fill ins(%c : f32) outs(%a : memref<4xf32>)\n  \
         %u = memref.cast %a : memref<4xf32> to memref<*xf32>\n  \
         call @printMemrefF32(%u) : (memref<*xf32>) -> ()\n  return\n}\n\
         func.func private @printMemrefF32(memref<*xf32>)\n",
    )
    .unwrap();
    vec![
        Case {
            name: "leaks",
            input: memcheck.join("leaks-grouped.mlir"),
            args: &["--no-pipeline"],
            status: "findings",
            code: 2,
            json_has: &[
                "\"kind\": \"leak\"",
                "\"line\": 12,\n        \"column\": 10",
                "\"blocks\": 3,\n      \"bytes\": 48",
                "\"peak_bytes\": 72",
            ],
        },
        Case {
            name: "leaks-warn",
            input: memcheck.join("leaks-grouped.mlir"),
            args: &["--no-pipeline", "--leak-check=warn"],
            status: "findings",
            code: 0,
            json_has: &["\"exit_code\": 0"],
        },
        Case {
            name: "double-free",
            input: memcheck.join("double-free.mlir"),
            args: &["--no-pipeline"],
            status: "findings",
            code: 2,
            json_has: &[
                "\"kind\": \"double-free\"",
                "\"frees\": [\n        {\n          \"file\"",
                "\"line\": 6,\n          \"column\": 3,\n          \"op\": \"memref.dealloc\"",
                "\"bytes\": 16",
            ],
        },
        Case {
            name: "invalid-free",
            input: memcheck.join("invalid-frees.mlir"),
            args: &["--no-pipeline"],
            status: "findings",
            code: 2,
            json_has: &[
                "\"kind\": \"invalid-free\"",
                "\"pointer\": \"a pointer that was never allocated",
            ],
        },
        Case {
            name: "fault",
            input: memcheck.join("fault-stops-the-run.mlir"),
            args: &["--no-pipeline"],
            status: "error",
            code: 1,
            json_has: &["\"error\": {\n    \"message\"", "\"statistics\": {"],
        },
        Case {
            name: "bad-input",
            input: bad,
            args: &[],
            status: "error",
            code: 1,
            json_has: &["\"line\": 2", "\"statistics\": null"],
        },
        Case {
            name: "missing-input",
            input: d.join("no-such-file.mlir"),
            args: &[],
            status: "error",
            code: 1,
            json_has: &["could not open input file", "\"location\": null"],
        },
        Case {
            name: "clean",
            input: clean,
            args: &[],
            status: "clean",
            code: 0,
            json_has: &["\"findings\": []", "\"allocations\": 1"],
        },
    ]
}

fn python_has_jsonschema() -> bool {
    Command::new("python3")
        .args(["-c", "import jsonschema"])
        .output()
        .is_ok_and(|o| o.status.success())
}

#[test]
fn reports_validate_against_their_schemas_and_name_the_sites() {
    let d = tmp_dir("schemas");
    // (report file, schema) pairs for one validation pass.
    let mut pairs: Vec<(PathBuf, PathBuf)> = Vec::new();
    let ours = root().join("docs/memory-report.schema.json");
    let sarif = root().join("tests/data/sarif-schema-2.1.0.json");
    for case in cases(&d) {
        for engine in ["jit", "interp"] {
            for format in ["json", "sarif"] {
                let path = d.join(format!("{}-{engine}.{format}", case.name));
                let out: Output = run()
                    .arg(&case.input)
                    .args(case.args)
                    .arg(format!("--engine={engine}"))
                    .arg(format!("--memory-report={format}"))
                    .arg(format!("--memory-report-file={}", path.display()))
                    .output()
                    .unwrap();
                let stderr = String::from_utf8_lossy(&out.stderr);
                assert_eq!(
                    out.status.code(),
                    Some(case.code),
                    "{} {engine} {format}: {stderr}",
                    case.name
                );
                // The report is in the file, not on stderr.
                assert!(!stderr.contains("\"version\""), "{stderr}");
                let text = std::fs::read_to_string(&path).unwrap();
                if format == "json" {
                    assert!(
                        text.contains(&format!("\"status\": \"{}\"", case.status)),
                        "{} {engine}: {text}",
                        case.name
                    );
                    assert!(text.contains(&format!("\"engine\": \"{engine}\"")));
                    for want in case.json_has {
                        assert!(
                            text.contains(want),
                            "{} {engine}: no {want:?} in {text}",
                            case.name
                        );
                    }
                    pairs.push((path, ours.clone()));
                } else {
                    assert!(text.contains("\"version\": \"2.1.0\""), "{text}");
                    let expected_results = match case.status {
                        "clean" => 0,
                        _ => 1,
                    };
                    assert!(
                        text.matches("\"ruleId\"").count() >= expected_results,
                        "{} {engine}: {text}",
                        case.name
                    );
                    pairs.push((path, sarif.clone()));
                }
            }
        }
    }
    if !python_has_jsonschema() {
        skip("the schema validation needs python3 -m pip install jsonschema");
        return;
    }
    // One Python process validates every report (draft 4 for SARIF, 2020-12 for ours, as each
    // schema declares).
    let script = "\
import json, sys, jsonschema
pairs = sys.argv[1:]
bad = 0
for report, schema in zip(pairs[::2], pairs[1::2]):
    s = json.load(open(schema))
    cls = jsonschema.validators.validator_for(s)
    cls.check_schema(s)
    errors = list(cls(s).iter_errors(json.load(open(report))))
    for e in errors:
        print(report, ':', e.message, list(e.absolute_path))
    bad += len(errors)
sys.exit(1 if bad else 0)
";
    let mut cmd = Command::new("python3");
    cmd.args(["-c", script]);
    for (r, s) in &pairs {
        cmd.arg(r).arg(s);
    }
    let out = cmd.output().unwrap();
    assert!(
        out.status.success(),
        "schema validation failed:\n{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(pairs.len(), 32);
}

/// A missing tool skips the test, except under `.ci/run` (`MEMREF_JIT_REQUIRE_TOOLS=1`), where
/// a skip would hide that the validation never ran.
fn skip(why: &str) {
    assert!(
        std::env::var_os("MEMREF_JIT_REQUIRE_TOOLS").is_none(),
        "MEMREF_JIT_REQUIRE_TOOLS is set and {why}"
    );
    eprintln!("skipped: {why}");
}

#[test]
fn a_broken_report_fails_validation() {
    // The validation above can fail: a report missing a required field does not validate.
    if !python_has_jsonschema() {
        skip("python3 -m pip install jsonschema");
        return;
    }
    let d = tmp_dir("broken");
    let path = d.join("r.json");
    let out = run()
        .arg(root().join("tests/filetests/memcheck/leaks-grouped.mlir"))
        .args(["--no-pipeline", "--memory-report=json"])
        .arg(format!("--memory-report-file={}", path.display()))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let text = std::fs::read_to_string(&path).unwrap();
    let broken = text.replacen("\"blocks\": 3,", "", 1);
    std::fs::write(&path, broken).unwrap();
    let out = Command::new("python3")
        .args([
            "-c",
            "import json, sys, jsonschema; jsonschema.validate(json.load(open(sys.argv[1])), json.load(open(sys.argv[2])))",
        ])
        .arg(&path)
        .arg(root().join("docs/memory-report.schema.json"))
        .output()
        .unwrap();
    assert!(!out.status.success());
}

#[test]
fn the_report_never_mixes_with_the_programs_output() {
    let d = tmp_dir("stdout");
    let path = d.join("r.sarif");
    let out = run()
        .arg(root().join("tests/filetests/memcheck/leaks-grouped.mlir"))
        .args(["--no-pipeline", "--memory-report=sarif"])
        .arg(format!("--memory-report-file={}", path.display()))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    assert!(
        out.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // Without a file, the report goes to stderr and stdout keeps only the program's output.
    let out = run()
        .arg(root().join("tests/filetests/memcheck/leaks-grouped.mlir"))
        .args(["--no-pipeline", "--memory-report=json"])
        .output()
        .unwrap();
    assert!(out.stdout.is_empty());
    assert!(String::from_utf8_lossy(&out.stderr).starts_with("{\n  \"schema\""));
}

#[test]
fn an_unwritable_report_file_is_an_error() {
    let out = run()
        .arg(root().join("tests/filetests/memcheck/leaks-grouped.mlir"))
        .args([
            "--no-pipeline",
            "--memory-report=json",
            "--memory-report-file=/nonexistent-dir/r.json",
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("memref-run: could not write the memory report to '/nonexistent-dir/r.json'"),
        "{err}"
    );
}

#[test]
fn a_text_report_file_is_written_on_every_run_and_never_the_input() {
    // Regression (outside tester): with the text format a clean run left an earlier run's
    // findings in the file; the report file could overwrite the program.
    let d = tmp_dir("text");
    let path = d.join("r.txt");
    std::fs::write(&path, "OLD\n").unwrap();
    let leaks = root().join("tests/filetests/memcheck/leaks-grouped.mlir");
    let out = run()
        .arg(&leaks)
        .arg("--no-pipeline")
        .arg(format!("--memory-report-file={}", path.display()))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stderr.is_empty());
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(
        text.contains("leaks-grouped.mlir:12:10: error: leak: 3 blocks"),
        "{text}"
    );
    assert!(!text.contains("OLD"));
    // A clean run empties it; so does a run that stops with an error.
    for input in [root().join("examples/smooth.mlir"), d.join("missing.mlir")] {
        std::fs::write(&path, "OLD\n").unwrap();
        run()
            .arg(&input)
            .arg(format!("--memory-report-file={}", path.display()))
            .output()
            .unwrap();
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "");
    }
    let prog = d.join("p.mlir");
    std::fs::copy(&leaks, &prog).unwrap();
    let out = run()
        .arg(&prog)
        .arg(format!("--memory-report-file={}", prog.display()))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("is the input file"));
    assert_eq!(
        std::fs::read(&prog).unwrap(),
        std::fs::read(&leaks).unwrap()
    );
}

#[test]
fn sarif_columns_count_code_points() {
    // Regression (outside tester): SARIF declares unicodeCodePoints; MLIR's columns are bytes.
    // "üüüü" is 8 bytes and 4 code points before the op.
    let d = tmp_dir("columns");
    let prog = d.join("u.mlir");
    std::fs::write(
        &prog,
        "func.func @main() {\n  %a = arith.constant {s = \"üüüü\"} 1 : i32 %m = memref.alloc() : memref<4xf32>\n  return\n}\n",
    )
    .unwrap();
    let run_with = |format: &str| {
        let path = d.join(format!("r.{format}"));
        run()
            .arg(&prog)
            .args(["--no-pipeline", "--engine=interp"])
            .arg(format!("--memory-report={format}"))
            .arg(format!("--memory-report-file={}", path.display()))
            .output()
            .unwrap();
        std::fs::read_to_string(&path).unwrap()
    };
    let json = run_with("json");
    let sarif = run_with("sarif");
    // The alloc (located at its op name) is at byte column 53, code point 49.
    assert!(json.contains("\"column\": 53"), "{json}");
    assert!(sarif.contains("\"startColumn\": 49"), "{sarif}");
}
