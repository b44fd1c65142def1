//! Differential tests against upstream `mlir-opt` (LLVM 22), when it is installed (by
//! `../shared/tools/mlir-reference.sh`, which `.ci/run` calls). Skipped with a message otherwise.
//!
//! For every round-trip file test: upstream parses our output, and upstream's printing of our
//! output equals upstream's printing of the original file.

use std::path::{Path, PathBuf};
use std::process::Command;

use memref_jit::opt::run_opt;

/// The upstream `mlir-opt`, from `MLIR_OPT`, the PATH, or the reference cache.
pub fn find_mlir_opt() -> Option<PathBuf> {
    if let Ok(p) = std::env::var("MLIR_OPT") {
        return Some(PathBuf::from(p));
    }
    if let Ok(out) = Command::new("mlir-opt").arg("--version").output() {
        if out.status.success() {
            return Some(PathBuf::from("mlir-opt"));
        }
    }
    let home = std::env::var("MLIR_REF_HOME")
        .map(PathBuf::from)
        .unwrap_or_else(|_| {
            PathBuf::from(std::env::var("HOME").unwrap_or_default())
                .join(".cache/mlir-reference-22")
        });
    let p = home.join("mlir/bin/mlir-opt");
    // Under `.ci/run` a missing mlir-opt is a failure: a skipped differential test would make
    // a green run claim a comparison that never happened.
    assert!(
        p.exists() || std::env::var_os("MEMREF_JIT_REQUIRE_TOOLS").is_none(),
        "MEMREF_JIT_REQUIRE_TOOLS is set and upstream mlir-opt is not installed"
    );
    p.exists().then_some(p)
}

fn upstream(mlir_opt: &Path, args: &[&str], input: &str) -> Result<String, String> {
    let (out, err, code) = upstream_all(mlir_opt, args, input);
    if code == 0 {
        Ok(out)
    } else {
        Err(err)
    }
}

fn flags_of(text: &str) -> Vec<String> {
    let run = memref_jit::testing::run_lines(text)
        .into_iter()
        .next()
        .unwrap_or_default();
    let stage = run.split('|').next().unwrap_or("").to_string();
    stage
        .split_whitespace()
        .skip(1)
        .filter(|w| *w != "%s" && !w.contains("debuginfo"))
        // The shell's quotes around an option's value (`--pass-pipeline='...'`).
        .map(|w| w.replace('\'', ""))
        .collect()
}

#[test]
fn roundtrip_files_agree_with_upstream() {
    let Some(mlir_opt) = find_mlir_opt() else {
        eprintln!(
            "SKIPPED: upstream mlir-opt not installed (run ../shared/tools/mlir-reference.sh)"
        );
        return;
    };
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/filetests/roundtrip");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    let mut checked = 0;
    let mut failures = Vec::new();
    for f in files
        .iter()
        .filter(|f| f.extension().is_some_and(|e| e == "mlir"))
    {
        let text = std::fs::read_to_string(f).unwrap();
        let flags = flags_of(&text);
        let flag_refs: Vec<&str> = flags.iter().map(|s| s.as_str()).collect();
        let mut args = flags.clone();
        args.insert(0, "-".into());
        let ours = run_opt(&args, text.as_bytes(), &|p| std::fs::read(p));
        if ours.code != 0 {
            failures.push(format!(
                "{}: memref-opt failed: {}",
                f.display(),
                ours.stderr
            ));
            continue;
        }
        let up_orig = upstream(&mlir_opt, &flag_refs, &text);
        let up_ours = upstream(&mlir_opt, &flag_refs, &ours.stdout);
        match (up_orig, up_ours) {
            (Ok(a), Ok(b)) if a == b => {
                // Our printing is upstream's printing, byte for byte.
                if a != ours.stdout {
                    failures.push(format!("{}: our output differs from upstream's\n--- ours ---\n{}\n--- upstream ---\n{}", f.display(), ours.stdout, a));
                }
            }
            (Ok(a), Ok(b)) => failures.push(format!("{}: upstream prints our output differently\n--- original ---\n{a}\n--- ours ---\n{b}", f.display())),
            (Ok(a), Err(e)) if a == ours.stdout && upstream(&mlir_opt, &flag_refs, &a).is_err() => {
                // Upstream cannot re-read its own printing (e.g. it prints negative
                // `cf.switch` case values unsigned and then asserts on them); ours is identical.
                eprintln!("note: {}: upstream cannot parse its own output: {}", f.display(), e.lines().next().unwrap_or(""));
            }
            (Err(e), _) => failures.push(format!("{}: upstream rejects the original: {e}", f.display())),
            (_, Err(e)) => failures.push(format!("{}: upstream rejects our output: {e}", f.display())),
        }
        checked += 1;
    }
    eprintln!(
        "upstream agreement: {checked} round-trip files checked, {} failures",
        failures.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
    assert!(checked > 0, "no round-trip files found");
}

/// Every `canonicalize/` and `simplification/` file prints exactly what upstream's `mlir-opt`
/// prints with the same flags (its first RUN line's).
#[test]
fn pass_files_agree_with_upstream() {
    let Some(mlir_opt) = find_mlir_opt() else {
        eprintln!(
            "SKIPPED: upstream mlir-opt not installed (run ../shared/tools/mlir-reference.sh)"
        );
        return;
    };
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/filetests");
    let mut checked = 0;
    let mut failures = Vec::new();
    for dir in ["canonicalize", "simplification", "lowering"] {
        let mut files: Vec<PathBuf> = std::fs::read_dir(root.join(dir))
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|f| f.extension().is_some_and(|e| e == "mlir"))
            .collect();
        files.sort();
        for f in files {
            let text = std::fs::read_to_string(&f).unwrap();
            let flags = flags_of(&text);
            let flag_refs: Vec<&str> = flags.iter().map(|s| s.as_str()).collect();
            let mut args = flags.clone();
            args.insert(0, "-".into());
            let ours = run_opt(&args, text.as_bytes(), &|p| std::fs::read(p));
            match upstream(&mlir_opt, &flag_refs, &text) {
                Ok(up) if up == ours.stdout && ours.code == 0 => {}
                Ok(up) => failures.push(format!(
                    "{}: output differs from upstream's\n--- ours ---\n{}{}\n--- upstream ---\n{up}",
                    f.display(),
                    ours.stdout,
                    ours.stderr
                )),
                Err(e) => failures.push(format!("{}: upstream fails: {e}", f.display())),
            }
            checked += 1;
        }
    }
    eprintln!(
        "pass agreement: {checked} canonicalize/simplification/lowering files, {} differ",
        failures.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
    assert!(checked > 0);
}

/// Runs our `--buffer-deallocation-pipeline` and upstream's on `text`; both outputs are printed
/// through upstream so that only the IR is compared.
fn pipeline_outputs(mlir_opt: &Path, text: &str) -> Result<(String, String), String> {
    let args = vec![
        "-".to_string(),
        "--buffer-deallocation-pipeline".to_string(),
    ];
    let ours = run_opt(&args, text.as_bytes(), &|p| std::fs::read(p));
    if ours.code != 0 {
        return Err(format!("memref-opt failed: {}", ours.stderr));
    }
    let up = upstream(mlir_opt, &["--buffer-deallocation-pipeline"], text)?;
    let ours_up = upstream(mlir_opt, &[], &ours.stdout)?;
    Ok((ours_up, up))
}

#[test]
fn pipeline_agrees_with_upstream() {
    let Some(mlir_opt) = find_mlir_opt() else {
        eprintln!(
            "SKIPPED: upstream mlir-opt not installed (run ../shared/tools/mlir-reference.sh)"
        );
        return;
    };
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/filetests");
    // Every pipeline, ownership and exec input must give upstream's output exactly.
    let mut must = Vec::new();
    let mut report = Vec::new();
    for (dir, strict) in [("pipeline", true), ("ownership", true), ("exec", true)] {
        let mut files: Vec<PathBuf> = std::fs::read_dir(root.join(dir))
            .unwrap()
            .map(|e| e.unwrap().path())
            .collect();
        files.sort();
        for f in files {
            let text = std::fs::read_to_string(&f).unwrap();
            // Upstream rejects loops made of branches; our option accepts them.
            if text.contains("expected-error")
                || text.contains("allow-unregistered")
                || text.contains("allow-unstructured-control-flow-loops")
            {
                continue;
            }
            match pipeline_outputs(&mlir_opt, &text) {
                Ok((a, b)) if a == b => report.push((f.clone(), true)),
                Ok(_) => {
                    report.push((f.clone(), false));
                    if strict {
                        must.push(format!(
                            "{}: pipeline output differs from upstream",
                            f.display()
                        ));
                    }
                }
                Err(e) => {
                    // Upstream may crash where we do not; that is not our failure.
                    eprintln!("note: {}: {}", f.display(), e.lines().next().unwrap_or(""));
                }
            }
        }
    }
    let same = report.iter().filter(|r| r.1).count();
    eprintln!(
        "pipeline agreement: {same} of {} inputs identical to upstream",
        report.len()
    );
    for (f, ok) in &report {
        if !ok {
            eprintln!("  differs: {}", f.display());
        }
    }
    assert!(must.is_empty(), "{}", must.join("\n"));
}

/// Builds the runtime's C library (`capi/`, `libmemref_jit_check.so`) and returns its path.
fn runtime_c_library() -> Result<PathBuf, String> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let out = Command::new(cargo)
        .args(["build", "-q", "-p", "memref-jit-capi"])
        .current_dir(root)
        .output()
        .map_err(|e| e.to_string())?;
    if !out.status.success() {
        return Err(String::from_utf8_lossy(&out.stderr).into_owned());
    }
    let target = std::env::var("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|_| root.join("target"));
    let lib = target.join("debug/libmemref_jit_check.so");
    lib.exists()
        .then_some(lib)
        .ok_or_else(|| "libmemref_jit_check.so was not built".into())
}

/// Random programs of ours (they print checksums of what they compute) run through upstream's
/// pipeline, LLVM lowering and `mlir-runner`, with our runtime's C library as the allocator:
/// stdout is byte-identical to `memref-run`'s (JIT, default pipeline), and the library finds
/// no leak, double free or invalid free in upstream's run.
#[test]
fn programs_run_like_upstream_and_clean_under_our_c_library() {
    if find_mlir_opt().is_none() {
        eprintln!(
            "SKIPPED: upstream mlir-opt not installed (run ../shared/tools/mlir-reference.sh)"
        );
        return;
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    // The shared reference chain, with the vector lowering the generator's vector code needs.
    let script = root.join("scripts/upstream-run.sh");
    if !root.join("../shared/tools/mlir-reference-run.sh").exists() {
        eprintln!("SKIPPED: ../shared/tools not found");
        return;
    }
    let lib = runtime_c_library().expect("build the runtime's C library");
    let mask = |s: &str| {
        regex::Regex::new("base@ = 0x[0-9a-f]+")
            .unwrap()
            .replace_all(s, "base@ = 0x?")
            .into_owned()
    };
    let seeds: Vec<u64> = (1..=32).collect();
    let failures = std::sync::Mutex::new(Vec::new());
    let allocs = std::sync::atomic::AtomicU64::new(0);
    let crashed = std::sync::atomic::AtomicUsize::new(0);
    let stats_line = regex::Regex::new(r"memref-jit-check: (\d+) allocations").unwrap();
    let next = std::sync::atomic::AtomicUsize::new(0);
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let Some(seed) = seeds.get(i) else { return };
                let text = memref_jit::testing::progs::random_program(*seed);
                let dir = std::env::temp_dir().join(format!("mj-up-{}-{seed}", std::process::id()));
                std::fs::create_dir_all(&dir).unwrap();
                let file = dir.join("p.mlir");
                std::fs::write(&file, &text).unwrap();
                let ours =
                    memref_jit::run::run_main(&[file.display().to_string()], &|p| std::fs::read(p));
                let up = Command::new("bash")
                    .arg(&script)
                    .arg("--track")
                    .arg(&file)
                    .env("TRACK_LIB", &lib)
                    .output()
                    .unwrap();
                let _ = std::fs::remove_dir_all(&dir);
                let up_out = String::from_utf8_lossy(&up.stdout);
                let up_err = String::from_utf8_lossy(&up.stderr);
                let mut f = failures.lock().unwrap();
                if ours.code != 0 {
                    f.push(format!(
                        "seed {seed}: memref-run exit {}: {}",
                        ours.code, ours.stderr
                    ));
                } else if !up.status.success() && up_err.contains("getMemrefsToRetain") {
                    // mlir-opt 22.1.8's known crash (getMemrefsToRetain on some cf.cond_br):
                    // nothing to compare with, and not our failure.
                    crashed.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                } else if !up.status.success() {
                    f.push(format!("seed {seed}: upstream failed: {up_err}"));
                } else if mask(&ours.stdout) != mask(&up_out) {
                    f.push(format!(
                        "seed {seed}: outputs differ\nours:\n{}\nupstream:\n{up_out}",
                        ours.stdout
                    ));
                } else if !up_err.contains("live=0 double_free=0") || up_err.contains("error:") {
                    f.push(format!(
                        "seed {seed}: our C library found in upstream's run:\n{up_err}"
                    ));
                } else if let Some(n) = stats_line.captures(&up_err) {
                    allocs.fetch_add(n[1].parse().unwrap(), std::sync::atomic::Ordering::Relaxed);
                } else {
                    f.push(format!(
                        "seed {seed}: our C library was not loaded:\n{up_err}"
                    ));
                }
            });
        }
    });
    let failures = failures.into_inner().unwrap();
    let allocs = allocs.into_inner();
    let crashed = crashed.into_inner();
    eprintln!(
        "{} programs: identical output and clean under our C library: {} ({allocs} allocations \
         checked); upstream crashed on {crashed}",
        seeds.len(),
        seeds.len() - failures.len() - crashed
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(
        crashed * 4 <= seeds.len(),
        "upstream crashed on {crashed} programs"
    );
    assert!(
        allocs > 100,
        "upstream's runs allocated through our library only {allocs} times"
    );
}

/// Our C library in upstream's runner catches what the program does wrong: a double free is
/// recorded (and skipped) and a leak is reported at exit.
#[test]
fn c_library_reports_upstream_double_free_and_leak() {
    let Some(mlir_opt) = find_mlir_opt() else {
        eprintln!(
            "SKIPPED: upstream mlir-opt not installed (run ../shared/tools/mlir-reference.sh)"
        );
        return;
    };
    let Some(bin) = mlir_opt.parent().filter(|p| p.join("mlir-runner").exists()) else {
        eprintln!(
            "SKIPPED: mlir-runner not found beside {}",
            mlir_opt.display()
        );
        return;
    };
    let lib = runtime_c_library().expect("build the runtime's C library");
    let program = "func.func @main() {\n  %a = memref.alloc() : memref<4xf32>\n  %b = memref.alloc() {alignment = 64 : i64} : memref<4xf32>\n  memref.dealloc %b : memref<4xf32>\n  memref.dealloc %b : memref<4xf32>\n  return\n}\n";
    let lowered = upstream(
        &mlir_opt,
        &[
            "--finalize-memref-to-llvm=use-generic-functions=true",
            "--convert-func-to-llvm",
            "--reconcile-unrealized-casts",
        ],
        program,
    )
    .expect("upstream lowers the program");
    let libdir = bin.join("../lib");
    let libs = format!(
        "{},{},{}",
        libdir.join("libmlir_runner_utils.so").display(),
        libdir.join("libmlir_c_runner_utils.so").display(),
        lib.display()
    );
    let mut child = Command::new(bin.join("mlir-runner"))
        .args(["-e", "main", "-entry-point-result=void"])
        .arg(format!("-shared-libs={libs}"))
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    use std::io::Write;
    child
        .stdin
        .take()
        .unwrap()
        .write_all(lowered.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("error: double free (memref.dealloc)"), "{err}");
    assert!(err.contains("error: leak: 1 block (16 bytes)"), "{err}");
    assert!(
        err.contains("memref-jit-check: 2 allocations, 1 frees"),
        "{err}"
    );
    assert!(err.contains("live=1 double_free=1"), "{err}");
}

/// Error files whose CHECK lines upstream's own diagnostics do not satisfy, on purpose or in
/// spelling only (the note in each file says why).
const ERROR_FILES_DIFFERING: &[&str] = &[
    // A function nested in a function: upstream's verifier first rejects the nesting; our
    // parser first reports the use of the outer function's argument, which an isolated
    // region cannot see.
    "isolated-from-above.mlir",
    // Upstream keeps integer constants of any width; ours are i128 (a located error beyond).
    "int-constant-beyond-128-bits.mlir",
    // Our own flags and messages (memref-opt's `--help` hint).
    "unknown-flag.mlir",
];

/// Every `not memref-opt %s FLAGS 2>&1 | filecheck %s ARGS` error file: upstream's
/// diagnostics for the same input and flags pass the same CHECK lines, so the expected errors
/// are upstream's (messages, positions, notes).
#[test]
fn error_files_agree_with_upstream() {
    let Some(mlir_opt) = find_mlir_opt() else {
        eprintln!(
            "SKIPPED: upstream mlir-opt not installed (run ../shared/tools/mlir-reference.sh)"
        );
        return;
    };
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/filetests/errors");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|f| f.extension().is_some_and(|e| e == "mlir"))
        .collect();
    files.sort();
    let (mut checked, mut agreeing, mut failures) = (0, 0, Vec::new());
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap();
        let name = f.file_name().unwrap().to_string_lossy().into_owned();
        for run in memref_jit::testing::run_lines(&text) {
            let Some(rest) = run.strip_prefix("not memref-opt %s") else {
                continue;
            };
            let mut stages = rest.split('|');
            // Shell quotes around a flag's value (`--pass-pipeline='...'`) are not mlir-opt's.
            let flags: Vec<String> = stages
                .next()
                .unwrap_or("")
                .split_whitespace()
                .filter(|w| *w != "2>&1")
                .map(|w| w.replace('\'', ""))
                .collect();
            let Some(check) = stages.next() else { continue };
            let check_args: Vec<String> = check
                .split_whitespace()
                .skip(1)
                .filter(|w| *w != "%s")
                .map(String::from)
                .collect();
            let opts = memref_jit::testing::filecheck::parse_args(&check_args).unwrap();
            let out = Command::new(&mlir_opt)
                .args(&flags)
                .arg(f)
                .output()
                .expect("run mlir-opt");
            let combined = format!(
                "{}{}",
                String::from_utf8_lossy(&out.stdout),
                String::from_utf8_lossy(&out.stderr)
            );
            checked += 1;
            let ok = !out.status.success()
                && memref_jit::testing::filecheck::check(&combined, &text, &opts).is_ok();
            match (ok, ERROR_FILES_DIFFERING.contains(&name.as_str())) {
                (true, false) => agreeing += 1,
                (false, true) => {}
                (true, true) => failures.push(format!(
                    "{name}: now agrees with upstream: take it off ERROR_FILES_DIFFERING"
                )),
                (false, false) => failures.push(format!(
                    "{name} ({}): upstream's diagnostics fail its CHECK lines:\n{combined}",
                    flags.join(" ")
                )),
            }
        }
    }
    eprintln!("error files: {agreeing} of {checked} RUN lines agree with upstream");
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// Upstream's stdout, stderr and exit code for `args` on `input` (given on stdin).
fn upstream_all(mlir_opt: &Path, args: &[&str], input: &str) -> (String, String, i32) {
    use std::io::Write;
    let home = mlir_opt
        .parent()
        .and_then(|p| p.parent())
        .and_then(|p| p.parent());
    let mut cmd = Command::new(mlir_opt);
    if let Some(h) = home {
        cmd.env(
            "LD_LIBRARY_PATH",
            format!(
                "{}:{}",
                h.join("llvm/lib").display(),
                h.join("mlir/lib").display()
            ),
        );
    }
    let mut child = cmd
        .args(args)
        .arg("-")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("spawn mlir-opt");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        out.status.code().unwrap_or(-1),
    )
}

/// `--pass-pipeline` nesting, anchors and parse errors: stdout, stderr and exit code exactly
/// as upstream's on every pipeline below (the expected text is upstream's, produced here).
#[test]
fn pass_pipelines_agree_with_upstream() {
    let Some(mlir_opt) = find_mlir_opt() else {
        eprintln!(
            "SKIPPED: upstream mlir-opt not installed (run ../shared/tools/mlir-reference.sh)"
        );
        return;
    };
    let nested = "memref.global \"private\" constant @g : memref<2xf32> = dense<[1.0, 2.0]>
func.func @f(%a: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %a step %c1 iter_args(%x = %c0) -> index {
    %y = arith.addi %x, %c0 : index
    scf.yield %y : index
  }
  return %r : index
}
module @inner {
  func.func @h(%a: i32) -> i32 {
    %c0 = arith.constant 0 : i32
    %b = arith.addi %a, %c0 : i32
    return %b : i32
  }
}
";
    let buffers = "func.func @f(%c: i1) -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  %r = arith.select %c, %a, %b : memref<2xf32>
  return %r : memref<2xf32>
}
";
    let deallocs = "func.func @g(%x: memref<2xf32>, %y: memref<2xf32>, %c: i1) {
  bufferization.dealloc (%x, %y : memref<2xf32>, memref<2xf32>) if (%c, %c)
  return
}
";
    let pipelines = [
        "canonicalize",
        "builtin.module(canonicalize)",
        " builtin.module( canonicalize )",
        "builtin.module()",
        "builtin.module(func.func(canonicalize,cse))",
        "builtin.module(func.func(canonicalize{max-iterations=3}), cse)",
        "builtin.module(any(canonicalize))",
        "builtin.module(builtin.module(canonicalize))",
        "builtin.module(builtin.module(func.func(canonicalize)))",
        "builtin.module(func.func(func.func(canonicalize)))",
        "builtin.module(foo(canonicalize))",
        "func.func(canonicalize)",
        "builtin.module(memref.global(cse))",
        "builtin.module(func.func(scf.for(canonicalize)))",
        "builtin.module(func.func(buffer-deallocation-pipeline))",
        "builtin.module(any(buffer-deallocation-pipeline))",
        "builtin.module(func.func(ownership-based-buffer-deallocation))",
        "builtin.module(func.func(bufferization-lower-deallocations))",
        "builtin.module(func.func(expand-realloc{bad=1}))",
        "builtin.module(canonicalize{foo=1})",
        "builtin.module(func.func(canonicalize)",
        "builtin.module(canonicalize))x",
        "builtin.module(cse{",
        "builtin.module(cse{)",
        "builtin.module(cse foo)",
        "builtin.module(cse)x)",
        "builtin.module(cse{} x)",
        "builtin.module(,)",
        "builtin.module(bogus)",
        "builtin.module(func.func())",
        "builtin.module(func.func(cse),func.func(bogus))",
    ];
    let mut failures = Vec::new();
    let mut checked = 0;
    for p in pipelines {
        for (name, input) in [
            ("nested", nested),
            ("buffers", buffers),
            ("deallocs", deallocs),
        ] {
            for dump in [false, true] {
                let flag = format!("--pass-pipeline={p}");
                let mut up_args = vec![flag.as_str()];
                if dump {
                    // Threads would print the dumps of sibling functions in any order.
                    up_args.push("--mlir-print-ir-after-all");
                    up_args.push("--mlir-disable-threading");
                }
                let (out, err, code) = upstream_all(&mlir_opt, &up_args, input);
                let mut args: Vec<String> = up_args.iter().map(|s| s.to_string()).collect();
                args.insert(0, "-".into());
                let ours = run_opt(&args, input.as_bytes(), &|p| std::fs::read(p));
                checked += 1;
                if (ours.stdout.as_str(), ours.stderr.as_str(), ours.code) != (&*out, &*err, code) {
                    failures.push(format!(
                        "{p} on {name} (dump {dump}):\n--- upstream ({code})\n{out}{err}\
                         --- ours ({})\n{}{}",
                        ours.code, ours.stdout, ours.stderr
                    ));
                }
            }
        }
    }
    eprintln!(
        "pass pipelines: {} of {checked} runs identical to upstream",
        checked - failures.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
