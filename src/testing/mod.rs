//! Test support shared by the test suites: the FileCheck clone and the `// RUN:` line runner.

pub mod dealloc;
pub mod filecheck;
pub mod gen;
pub mod kernels;
pub mod progs;
pub mod tensor_progs;

use crate::opt::{run_opt, ToolOutput};

/// The `.mlir` files under `dir` and its subdirectories, in path order.
pub fn mlir_files(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    fn walk(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
        let Ok(rd) = std::fs::read_dir(dir) else {
            return;
        };
        let mut entries: Vec<_> = rd.filter_map(|e| e.ok()).map(|e| e.path()).collect();
        entries.sort();
        for p in entries {
            if p.is_dir() {
                walk(&p, out);
            } else if p.extension().is_some_and(|e| e == "mlir") {
                out.push(p);
            }
        }
    }
    let mut out = Vec::new();
    walk(dir, &mut out);
    out
}

/// The `// RUN:` commands of a test file (continuation lines ending in `\` joined).
pub fn run_lines(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur: Option<String> = None;
    for line in text.lines() {
        let Some(idx) = line.find("RUN:") else {
            continue;
        };
        if !line[..idx].trim_start().starts_with("//") {
            continue;
        }
        let body = line[idx + 4..].trim();
        let (body, cont) = match body.strip_suffix('\\') {
            Some(b) => (b.trim_end(), true),
            None => (body, false),
        };
        let s = cur.get_or_insert_with(String::new);
        if !s.is_empty() {
            s.push(' ');
        }
        s.push_str(body);
        if !cont {
            out.push(cur.take().unwrap());
        }
    }
    if let Some(s) = cur {
        out.push(s);
    }
    out
}

fn split_words(cmd: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut quote: Option<char> = None;
    let mut has = false;
    for ch in cmd.chars() {
        match quote {
            Some(q) if ch == q => quote = None,
            Some(_) => cur.push(ch),
            None if ch == '\'' || ch == '"' => {
                quote = Some(ch);
                has = true;
            }
            None if ch.is_whitespace() => {
                if has || !cur.is_empty() {
                    out.push(std::mem::take(&mut cur));
                    has = false;
                }
            }
            None => cur.push(ch),
        }
    }
    if has || !cur.is_empty() {
        out.push(cur);
    }
    out
}

/// Runs one RUN command (a pipeline of `memref-opt`, `filecheck` and `not` stages) for the
/// test file `path` with contents `text`. Returns `Err` with a report on failure.
pub fn run_command(cmd: &str, path: &str, text: &str) -> Result<(), String> {
    let cmd = cmd.replace("%s", path);
    let mut input = String::new();
    for stage in cmd.split('|') {
        let mut words = split_words(stage);
        let mut negate = false;
        if words.first().map(|w| w.as_str()) == Some("not") {
            negate = true;
            words.remove(0);
        }
        let mut merge_stderr = false;
        words.retain(|w| {
            if w == "2>&1" {
                merge_stderr = true;
                false
            } else {
                true
            }
        });
        let Some(tool) = words.first().cloned() else {
            return Err(format!("empty pipeline stage in `{cmd}`"));
        };
        let args: Vec<String> = words[1..].to_vec();
        let out: ToolOutput = match tool.as_str() {
            "memref-opt" => run_opt(&args, input.as_bytes(), &|p| {
                if p == path {
                    Ok(text.as_bytes().to_vec())
                } else {
                    std::fs::read(p)
                }
            }),
            "memref-run" => crate::run::run_main(&args, &|p| {
                if p == path {
                    Ok(text.as_bytes().to_vec())
                } else if p == "-" {
                    Ok(input.as_bytes().to_vec())
                } else {
                    std::fs::read(p)
                }
            }),
            "filecheck" | "FileCheck" => {
                let file = args.iter().find(|a| !a.starts_with('-')).cloned();
                let flags: Vec<String> = args
                    .iter()
                    .filter(|a| a.starts_with('-'))
                    .cloned()
                    .collect();
                let Some(file) = file else {
                    return Err("filecheck needs a check file".into());
                };
                let check_text = if file == path {
                    text.to_string()
                } else {
                    std::fs::read_to_string(&file).map_err(|e| e.to_string())?
                };
                let opts = filecheck::parse_args(&flags)?;
                match filecheck::check(&input, &check_text, &opts) {
                    Ok(()) => ToolOutput::default(),
                    Err(e) => ToolOutput {
                        stdout: String::new(),
                        stderr: format!("{e}\n--- input was ---\n{input}"),
                        code: 1,
                    },
                }
            }
            other => return Err(format!("unknown tool `{other}` in RUN line")),
        };
        let failed = (out.code != 0) != negate;
        if failed {
            return Err(format!(
                "RUN: {cmd}\nstage `{}` {} (exit {})\n--- stdout ---\n{}\n--- stderr ---\n{}",
                stage.trim(),
                if negate {
                    "unexpectedly succeeded"
                } else {
                    "failed"
                },
                out.code,
                out.stdout,
                out.stderr
            ));
        }
        input = if merge_stderr {
            format!("{}{}", out.stderr, out.stdout)
        } else {
            out.stdout
        };
    }
    Ok(())
}

/// Runs every RUN line of a test file.
pub fn run_file_test(path: &str, text: &str) -> Result<(), String> {
    let lines = run_lines(text);
    if lines.is_empty() {
        return Err(format!("{path}: no RUN lines"));
    }
    for l in lines {
        run_command(&l, path, text)?;
    }
    Ok(())
}
