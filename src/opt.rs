//! The `memref-opt` driver as a library function, so that tests run it in-process.

use regex::Regex;

pub use crate::diag::{normalize_flag, ToolOutput};
use crate::diag::{Diagnostic, Severity, SrcPos};
use crate::ir::Context;
use crate::parse::{parse_module_bytes, ParseOptions};
use crate::print::{print_module_parts, PrintOptions, Printed};
use crate::verify::verify;

/// Parsed `memref-opt` command line.
#[derive(Clone, Debug, Default)]
pub struct OptConfig {
    /// Input file (`-` for stdin).
    pub input: String,
    /// Output file, if any.
    pub output: Option<String>,
    /// `--split-input-file`.
    pub split_input_file: bool,
    /// `--allow-unregistered-dialect`.
    pub allow_unregistered: bool,
    /// `--verify-diagnostics`.
    pub verify_diagnostics: bool,
    /// Printer flags.
    pub print: PrintOptions,
    /// Pass flags in command-line order: (flag, options).
    pub passes: Vec<(String, String)>,
    /// `--pass-pipeline=...`.
    pub pipeline: Option<String>,
    /// `--mlir-print-ir-after-all`.
    pub print_ir_after_all: bool,
    /// `--mlir-timing`.
    pub timing: bool,
}

/// Parses the command line (without the program name).
pub fn parse_opt_args(args: &[String]) -> Result<OptConfig, String> {
    let mut c = OptConfig {
        input: "-".into(),
        ..Default::default()
    };
    let mut input_set = false;
    let mut i = 0;
    while i < args.len() {
        let a = normalize_flag(&args[i]);
        match a.as_str() {
            "--split-input-file" => c.split_input_file = true,
            "--allow-unregistered-dialect" => c.allow_unregistered = true,
            "--verify-diagnostics" => c.verify_diagnostics = true,
            "--mlir-print-debuginfo" => c.print.debug_info = true,
            "--mlir-print-op-generic" => c.print.generic = true,
            "--mlir-print-local-scope" => c.print.local_scope = true,
            "--mlir-print-ir-after-all" => c.print_ir_after_all = true,
            "--mlir-timing" => c.timing = true,
            // Passes run on one thread here anyway (upstream's order with this flag).
            "--mlir-disable-threading" => {}
            _ if a.starts_with("--pass-pipeline=") => {
                c.pipeline = Some(
                    a["--pass-pipeline=".len()..]
                        .trim_matches('\'')
                        .trim_matches('"')
                        .to_string(),
                );
            }
            "--pass-pipeline" => {
                i += 1;
                c.pipeline = Some(
                    args.get(i)
                        .ok_or("memref-opt: --pass-pipeline requires a value")?
                        .clone(),
                );
            }
            _ if a.starts_with("--")
                && crate::passes::is_pass_flag(a[2..].split('=').next().unwrap_or("")) =>
            {
                let body = &a[2..];
                let (flag, opts) = body.split_once('=').unwrap_or((body, ""));
                let opts = opts.trim_matches('"').trim_matches('\'');
                crate::passes::passes_for_flag(flag, opts)
                    .map_err(|e| format!("<unknown>:0: error: {e}"))?;
                c.passes.push((flag.to_string(), opts.to_string()));
            }
            "-o" => {
                i += 1;
                c.output = Some(
                    args.get(i)
                        .ok_or("memref-opt: -o requires a file name")?
                        .clone(),
                );
            }
            _ if a.starts_with("--o=") || a.starts_with("-o=") => {
                c.output = Some(a.split_once('=').unwrap().1.to_string());
            }
            "-" => {
                c.input = "-".into();
                input_set = true;
            }
            _ if a.starts_with('-') => {
                return Err(format!(
                    "memref-opt: Unknown command line argument '{}'.  Try: 'memref-opt --help'",
                    args[i]
                ));
            }
            _ => {
                if input_set {
                    return Err("memref-opt: Too many positional arguments specified!\nCan specify at most 1 positional arguments: See: memref-opt --help".to_string());
                }
                c.input = a;
                input_set = true;
            }
        }
        i += 1;
    }
    Ok(c)
}

/// Splits text at every `// -----` marker, as upstream does (the marker need not start a
/// line); returns (chunk, line offset) pairs.
pub fn split_chunks(text: &[u8]) -> Vec<(Vec<u8>, u32)> {
    const MARKER: &[u8] = b"// -----";
    let mut out = Vec::new();
    let mut start = 0usize;
    let mut line = 0u32;
    let mut idx = 0usize;
    while idx + MARKER.len() <= text.len() {
        if &text[idx..idx + MARKER.len()] != MARKER {
            idx += 1;
            continue;
        }
        out.push((text[start..idx].to_vec(), line));
        line += text[start..idx].iter().filter(|b| **b == b'\n').count() as u32;
        start = idx + MARKER.len();
        idx = start;
    }
    out.push((text[start..].to_vec(), line));
    out
}

/// Parses, verifies and prints one buffer (text or raw bytes); returns the printed module or
/// the diagnostics.
pub fn process_buffer(
    text: impl AsRef<[u8]>,
    filename: &str,
    line_offset: u32,
    cfg: &OptConfig,
) -> Result<String, Vec<Diagnostic>> {
    process_buffer_parts(text.as_ref(), filename, line_offset, cfg).map(Printed::concat)
}

/// [`process_buffer`], the output in pieces; the IR is released before this returns.
fn process_buffer_parts(
    text: &[u8],
    filename: &str,
    line_offset: u32,
    cfg: &OptConfig,
) -> Result<Printed, Vec<Diagnostic>> {
    // Deeply nested input recurses deeply in every layer.
    crate::stack::with_big_stack(|| process_buffer_parts_here(text, filename, line_offset, cfg))
}

fn process_buffer_parts_here(
    text: &[u8],
    filename: &str,
    line_offset: u32,
    cfg: &OptConfig,
) -> Result<Printed, Vec<Diagnostic>> {
    let mut ctx = Context::new();
    let opts = ParseOptions {
        allow_unregistered: cfg.allow_unregistered,
        filename: filename.to_string(),
        line_offset,
    };
    let top = parse_module_bytes(&mut ctx, text, &opts).map_err(|d| vec![d])?;
    verify(&ctx, top).map_err(|d| vec![d])?;
    let mut pm = pass_manager(cfg).map_err(|e| vec![Diagnostic::error(None, e)])?;
    if !pm.pipeline.is_empty() {
        pm.run(&mut ctx, top, &cfg.print).1.map_err(|d| vec![d])?;
        verify(&ctx, top).map_err(|d| vec![d])?;
    }
    Ok(print_module_parts(&ctx, top, &cfg.print))
}

/// The pass manager for the pass flags and `--pass-pipeline` of a command line.
pub fn pass_manager(cfg: &OptConfig) -> Result<crate::passes::PassManager, String> {
    let mut pm = crate::passes::PassManager {
        print_ir_after_all: cfg.print_ir_after_all,
        timing: cfg.timing,
        ..Default::default()
    };
    if let Some(p) = &cfg.pipeline {
        if !cfg.passes.is_empty() {
            return Err(
                "'-pass-pipeline' option can't be used with individual pass options".into(),
            );
        }
        pm.pipeline = crate::passes::parse_pipeline(p)?;
    }
    for (flag, opts) in &cfg.passes {
        pm.pipeline
            .add_passes(crate::passes::passes_for_flag(flag, opts)?);
    }
    Ok(pm)
}

/// Like [`process_buffer`], also returning the `--mlir-print-ir-after-all` dumps and the
/// `--mlir-timing` report (both go to stderr).
pub fn process_buffer_instrumented(
    text: impl AsRef<[u8]>,
    filename: &str,
    line_offset: u32,
    cfg: &OptConfig,
) -> (Result<String, Vec<Diagnostic>>, String) {
    let (r, mut extra, failed) =
        process_buffer_instrumented_parts(text.as_ref(), filename, line_offset, cfg);
    extra.push_str(&failed);
    (r.map(Printed::concat), extra)
}

/// A buffer's result, the instrumentation output before its diagnostics, and the dump after a
/// failed pass (printed after the pass's diagnostics, as upstream).
type Instrumented = (Result<Printed, Vec<Diagnostic>>, String, String);

fn process_buffer_instrumented_parts(
    text: &[u8],
    filename: &str,
    line_offset: u32,
    cfg: &OptConfig,
) -> Instrumented {
    crate::stack::with_big_stack(|| {
        process_buffer_instrumented_parts_here(text, filename, line_offset, cfg)
    })
}

fn process_buffer_instrumented_parts_here(
    text: &[u8],
    filename: &str,
    line_offset: u32,
    cfg: &OptConfig,
) -> Instrumented {
    use std::time::Instant;
    let t0 = Instant::now();
    let mut ctx = Context::new();
    let opts = ParseOptions {
        allow_unregistered: cfg.allow_unregistered,
        filename: filename.to_string(),
        line_offset,
    };
    let parsed =
        parse_module_bytes(&mut ctx, text, &opts).and_then(|top| verify(&ctx, top).map(|_| top));
    let top = match parsed {
        Ok(t) => t,
        Err(d) => return (Err(vec![d]), String::new(), String::new()),
    };
    let parse_time = t0.elapsed();
    let mut pm = match pass_manager(cfg) {
        Ok(pm) => pm,
        Err(e) => {
            return (
                Err(vec![Diagnostic::error(None, e)]),
                String::new(),
                String::new(),
            )
        }
    };
    let (report, r) = pm.run(&mut ctx, top, &cfg.print);
    let err = match r {
        Ok(()) => verify(&ctx, top).err(),
        Err(d) => Some(d),
    };
    let mut extra = report.ir_dumps;
    if let Some(d) = err {
        return (Err(vec![d]), extra, report.failed_dump);
    }
    let t1 = Instant::now();
    let out = print_module_parts(&ctx, top, &cfg.print);
    if cfg.timing {
        extra.push_str(&crate::passes::timing_report(
            parse_time,
            &report.times,
            t1.elapsed(),
        ));
    }
    (Ok(out), extra, String::new())
}

/// An `expected-*` annotation.
#[derive(Clone, Debug)]
struct Expected {
    severity: Severity,
    line: u32,
    annot_pos: SrcPos,
    pattern: String,
    is_regex: bool,
    matched: bool,
}

fn collect_expected(
    text: &str,
    filename: &str,
    line_offset: u32,
) -> Result<Vec<Expected>, Diagnostic> {
    let re = Regex::new(
        r"expected-(error|warning|note|remark)(-re)?(?:@(above|below|[+-]?\d+))?\s*\{\{(.*)\}\}",
    )
    .unwrap();
    let mut out = Vec::new();
    let lines: Vec<&str> = text.lines().collect();
    for (i, line) in lines.iter().enumerate() {
        let Some(c) = re.captures(line) else { continue };
        let lineno = i as u32 + 1 + line_offset;
        let m = c.get(0).unwrap();
        let pos = SrcPos {
            file: filename.to_string(),
            line: lineno,
            col: m.start() as u32 + 1,
        };
        let severity = match &c[1] {
            "error" => Severity::Error,
            "warning" => Severity::Warning,
            "note" => Severity::Note,
            _ => Severity::Remark,
        };
        let target = match c.get(3).map(|x| x.as_str()) {
            None => lineno,
            Some("above") => lineno - 1,
            Some("below") => lineno + 1,
            Some(off) => {
                let d: i64 = off.trim_start_matches('+').parse().unwrap_or(0);
                (lineno as i64 + d).max(0) as u32
            }
        };
        let pat = c[4].to_string();
        // `{{a}} {{b}}` is not supported; keep the first pattern only.
        let pat = pat.split("}}").next().unwrap_or("").to_string();
        out.push(Expected {
            severity,
            line: target,
            annot_pos: pos,
            pattern: pat,
            is_regex: c.get(2).is_some(),
            matched: false,
        });
    }
    Ok(out)
}

fn diag_matches(e: &Expected, d: &Diagnostic) -> bool {
    if e.severity != d.severity {
        return false;
    }
    let Some(p) = &d.pos else { return false };
    if p.line != e.line {
        return false;
    }
    if e.is_regex {
        Regex::new(&e.pattern)
            .map(|r| r.is_match(&d.message))
            .unwrap_or(false)
    } else {
        d.message.contains(&e.pattern)
    }
}

/// Checks the produced diagnostics of one buffer against its annotations; returns the
/// mismatches rendered, or an empty string when all match.
fn check_expected(
    text: &str,
    filename: &str,
    line_offset: u32,
    diags: &[Diagnostic],
    source: &dyn Fn(&str) -> Option<String>,
) -> String {
    let mut expected = match collect_expected(text, filename, line_offset) {
        Ok(e) => e,
        Err(d) => return d.render(source),
    };
    let mut out = String::new();
    let mut all: Vec<Diagnostic> = Vec::new();
    for d in diags {
        let mut top = d.clone();
        top.notes.clear();
        all.push(top);
        for n in &d.notes {
            if n.message.starts_with("see current operation") {
                continue;
            }
            all.push(n.clone());
        }
    }
    for d in &all {
        match expected
            .iter_mut()
            .find(|e| !e.matched && diag_matches(e, d))
        {
            Some(e) => e.matched = true,
            None => {
                if d.severity == Severity::Note {
                    continue;
                }
                let mut u = d.clone();
                u.message = format!("unexpected {}: {}", d.severity, d.message);
                u.severity = Severity::Error;
                out.push_str(&u.render(source));
            }
        }
    }
    for e in expected.iter().filter(|e| !e.matched) {
        let d = Diagnostic::error(
            Some(e.annot_pos.clone()),
            format!("expected {} \"{}\" was not produced", e.severity, e.pattern),
        );
        out.push_str(&d.render(source));
    }
    out
}

/// Runs `memref-opt` with `args`; `stdin` is used for the input `-`; `read_file` reads named
/// input files (so tests can run without touching the file system).
/// `memref-opt --help`.
pub const USAGE: &str = "\
OVERVIEW: memref-opt: parse, verify, transform and print MLIR memref-level IR, like mlir-opt

USAGE: memref-opt [options] [FILE | -]

OPTIONS:
  -o FILE                           write the output to FILE
  --split-input-file                process each `// -----` chunk on its own
  --allow-unregistered-dialect      accept unknown ops in generic form
  --verify-diagnostics              check `// expected-error` annotations
  --mlir-print-debuginfo            print locations
  --mlir-print-op-generic           print every op in generic form
  --mlir-print-local-scope          print attributes and locations inline, without aliases
  --mlir-print-ir-after-all         print the IR after every pass
  --mlir-timing                     report the wall time of every pass
  --pass-pipeline='builtin.module(...)'
                                    run a pipeline of the passes below, with options
Passes (also as flags, e.g. --canonicalize, --buffer-deallocation-pipeline=lowering=fast):
  --expand-realloc{emit-deallocs}
  --ownership-based-buffer-deallocation{private-function-dynamic-ownership}
  --canonicalize
  --buffer-deallocation-simplification
  --bufferization-lower-deallocations{lowering=helper|fast}
  --cse
  --buffer-deallocation-pipeline{private-function-dynamic-ownership lowering=helper|fast}
";

pub fn run_opt(
    args: &[String],
    stdin: &[u8],
    read_file: &dyn Fn(&str) -> std::io::Result<Vec<u8>>,
) -> ToolOutput {
    let mut buf = Vec::new();
    let mut out = run_opt_to(args, stdin, read_file, &mut buf);
    out.stdout = String::from_utf8(buf).unwrap_or_else(|e| {
        // The printer writes UTF-8 only.
        String::from_utf8_lossy(e.as_bytes()).into_owned()
    });
    out
}

/// [`run_opt`] writing the printed IR to `sink` as each buffer is done (nothing is joined:
/// a module of 100 MB of text is written from the one buffer it was printed into, after its
/// IR is released). The returned `stdout` is empty.
pub fn run_opt_to(
    args: &[String],
    stdin: &[u8],
    read_file: &dyn Fn(&str) -> std::io::Result<Vec<u8>>,
    sink: &mut dyn std::io::Write,
) -> ToolOutput {
    let mut out = ToolOutput::default();
    if args
        .iter()
        .any(|a| matches!(a.as_str(), "--help" | "-help" | "-h"))
    {
        if let Err(e) = sink.write_all(USAGE.as_bytes()) {
            out.stderr = format!("memref-opt: error writing the output: {e}\n");
            out.code = 1;
        }
        return out;
    }
    let cfg = match parse_opt_args(args) {
        Ok(c) => c,
        Err(e) => {
            out.stderr = format!("{e}\n");
            out.code = 1;
            return out;
        }
    };
    let (text, filename) = if cfg.input == "-" {
        (stdin.to_vec(), "<stdin>".to_string())
    } else {
        match read_file(&cfg.input) {
            Ok(t) => (t, cfg.input.clone()),
            Err(e) => {
                out.stderr = format!(
                    "memref-opt: could not open input file '{}': {e}\n",
                    cfg.input
                );
                out.code = 1;
                return out;
            }
        }
    };
    let source = |name: &str| {
        if name == filename {
            Some(String::from_utf8_lossy(&text).into_owned())
        } else {
            None
        }
    };
    let chunks = if cfg.split_input_file {
        split_chunks(&text)
    } else {
        vec![(text.clone(), 0)]
    };
    let mut failed = false;
    // As upstream, the marker goes between every two chunks, whether they printed or failed.
    let mut emit = |p: Option<&Printed>, out: &mut ToolOutput| {
        let r = match p {
            Some(p) => p.write_to(sink),
            None => sink.write_all(b"// -----\n"),
        };
        if let Err(e) = r {
            out.stderr
                .push_str(&format!("memref-opt: error writing the output: {e}\n"));
            return false;
        }
        true
    };
    for (i, (chunk, off)) in chunks.iter().enumerate() {
        if i > 0 {
            failed |= !emit(None, &mut out);
        }
        let (result, extra, failed_dump) = if cfg.print_ir_after_all || cfg.timing {
            process_buffer_instrumented_parts(chunk, &filename, *off, &cfg)
        } else {
            (
                process_buffer_parts(chunk, &filename, *off, &cfg),
                String::new(),
                String::new(),
            )
        };
        out.stderr.push_str(&extra);
        if cfg.verify_diagnostics {
            let diags = match &result {
                Ok(s) => {
                    failed |= !emit(Some(s), &mut out);
                    Vec::new()
                }
                Err(d) => d.clone(),
            };
            let chunk_text = String::from_utf8_lossy(chunk);
            let mismatch = check_expected(&chunk_text, &filename, *off, &diags, &source);
            if !mismatch.is_empty() {
                out.stderr.push_str(&mismatch);
                failed = true;
            }
        } else {
            match result {
                Ok(s) => failed |= !emit(Some(&s), &mut out),
                Err(ds) => {
                    for d in ds {
                        out.stderr.push_str(&d.render(&source));
                    }
                    failed = true;
                }
            }
        }
        out.stderr.push_str(&failed_dump);
    }
    out.code = i32::from(failed);
    out
}
