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
    p.exists().then_some(p)
}

fn upstream(mlir_opt: &Path, args: &[&str], input: &str) -> Result<String, String> {
    use std::io::Write;
    let home = mlir_opt
        .parent()
        .and_then(|p| p.parent())
        .and_then(|p| p.parent())
        .map(|p| p.to_path_buf());
    let mut cmd = Command::new(mlir_opt);
    if let Some(h) = home {
        let ld = format!(
            "{}:{}",
            h.join("llvm/lib").display(),
            h.join("mlir/lib").display()
        );
        cmd.env("LD_LIBRARY_PATH", ld);
    }
    let mut child = cmd
        .args(args)
        .arg("-")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .map_err(|e| e.to_string())?;
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .map_err(|e| e.to_string())?;
    let out = child.wait_with_output().map_err(|e| e.to_string())?;
    if !out.status.success() {
        return Err(String::from_utf8_lossy(&out.stderr).into_owned());
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
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
        .map(|w| w.to_string())
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
        let ours = run_opt(&args, &text, &|p| std::fs::read_to_string(p));
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

/// Runs our `--buffer-deallocation-pipeline` and upstream's on `text`; both outputs are printed
/// through upstream so that only the IR is compared.
fn pipeline_outputs(mlir_opt: &Path, text: &str) -> Result<(String, String), String> {
    let args = vec![
        "-".to_string(),
        "--buffer-deallocation-pipeline".to_string(),
    ];
    let ours = run_opt(&args, text, &|p| std::fs::read_to_string(p));
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
    // Files under pipeline/ and ownership/ must match upstream exactly; exec/ programs are
    // counted (our canonicalize covers fewer patterns than upstream's).
    let mut must = Vec::new();
    let mut report = Vec::new();
    for (dir, strict) in [("pipeline", true), ("ownership", true), ("exec", false)] {
        let mut files: Vec<PathBuf> = std::fs::read_dir(root.join(dir))
            .unwrap()
            .map(|e| e.unwrap().path())
            .collect();
        files.sort();
        for f in files {
            let text = std::fs::read_to_string(&f).unwrap();
            if text.contains("expected-error") || text.contains("allow-unregistered") {
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
