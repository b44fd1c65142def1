//! The `memref-opt` driver as a library function, so that tests run it in-process.

use regex::Regex;

pub use crate::diag::{normalize_flag, ToolOutput};
use crate::diag::{Diagnostic, Severity, SrcPos};
use crate::ir::Context;
use crate::parse::{parse_module_bytes, ParseOptions};
use crate::print::{print_module_parts, print_module_streamed, PrintOptions, Printed};
use crate::verify::verify;

mod split;
pub use split::split_runs;

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
    /// `--mlir-print-ir-before-all`.
    pub print_ir_before_all: bool,
    /// `--mlir-print-ir-after-all`.
    pub print_ir_after_all: bool,
    /// `--mlir-print-ir-after-failure`.
    pub print_ir_after_failure: bool,
    /// `--mlir-timing`.
    pub timing: bool,
    /// `--mlir-disable-threading`: print and verify on one thread.
    pub disable_threading: bool,
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
            "--mlir-print-ir-before-all" => c.print_ir_before_all = true,
            "--mlir-print-ir-after-failure" => c.print_ir_after_failure = true,
            "--mlir-timing" => c.timing = true,
            "--mlir-disable-threading" => c.disable_threading = true,
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
/// line); returns each chunk with the lines and columns before it (its first line is the
/// marker's).
pub fn split_chunks(text: &[u8]) -> Vec<(&[u8], (u32, u32))> {
    const MARKER: &[u8] = b"// -----";
    let mut out = Vec::new();
    let mut start = 0usize;
    let mut at = (0u32, 0u32);
    let mut idx = 0usize;
    while idx + MARKER.len() <= text.len() {
        if &text[idx..idx + MARKER.len()] != MARKER {
            idx += 1;
            continue;
        }
        out.push((&text[start..idx], at));
        at.0 += text[start..idx].iter().filter(|b| **b == b'\n').count() as u32;
        start = idx + MARKER.len();
        // The next chunk starts on the marker's line, after it.
        let line_start = text[..start]
            .iter()
            .rposition(|b| *b == b'\n')
            .map_or(0, |i| i + 1);
        at.1 = (start - line_start) as u32;
        idx = start;
    }
    out.push((&text[start..], at));
    out
}

/// Parses, verifies and prints one buffer (text or raw bytes); returns the printed module or
/// the diagnostics.
/// `line_offset` lines come before the text in its file.
pub fn process_buffer(
    text: impl AsRef<[u8]>,
    filename: &str,
    line_offset: u32,
    cfg: &OptConfig,
) -> Result<String, Vec<Diagnostic>> {
    process_buffer_parts(text.as_ref(), filename, (line_offset, 0), cfg).map(Printed::concat)
}

/// [`process_buffer`], the output in pieces; the IR is released before this returns.
fn process_buffer_parts(
    text: &[u8],
    filename: &str,
    start: (u32, u32),
    cfg: &OptConfig,
) -> Result<Printed, Vec<Diagnostic>> {
    // Deeply nested input recurses deeply in every layer.
    crate::stack::with_big_stack(|| {
        if let Some(p) = split::run_split(text, filename, start, cfg, false, None) {
            return Ok(p);
        }
        let _note_locs = crate::print::NoteDebugInfo::set(cfg.print.debug_info);
        process_buffer_parts_here(
            &mut new_context(cfg),
            text.into(),
            filename,
            start,
            cfg,
            None,
        )
    })
}

/// [`process_buffer_parts`] sending the printed text in pieces through `pieces` as it is
/// printed (when nothing precedes the module, see [`print_module_streamed`]): the rest comes
/// back. Nothing is sent unless the buffer parsed, verified and transformed.
fn process_buffer_streamed(
    text: std::borrow::Cow<'_, [u8]>,
    filename: &str,
    start: (u32, u32),
    cfg: &OptConfig,
    pieces: std::sync::mpsc::SyncSender<String>,
    keep_ir: bool,
) -> Result<Printed, Vec<Diagnostic>> {
    crate::stack::with_big_stack(|| {
        let mut send = |s: String| {
            // A closed channel means the writer failed; it reports that.
            let _ = pieces.send(s);
        };
        if let Some(p) = split::run_split(&text, filename, start, cfg, keep_ir, Some(&mut send)) {
            return Ok(p);
        }
        let _note_locs = crate::print::NoteDebugInfo::set(cfg.print.debug_info);
        let mut ctx = new_context(cfg);
        let r = process_buffer_parts_here(&mut ctx, text, filename, start, cfg, Some(&mut send));
        if keep_ir {
            std::mem::forget(ctx);
        }
        r
    })
}

/// Set by a tool that exits after [`run_opt_to`]: the IR of its last buffer is not freed
/// (freeing a million ops one by one takes about a tenth of the run; the exit frees it).
pub static LEAK_LAST_IR: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

fn process_buffer_parts_here(
    ctx: &mut Context,
    text: std::borrow::Cow<'_, [u8]>,
    filename: &str,
    start: (u32, u32),
    cfg: &OptConfig,
    stream: Option<&mut dyn FnMut(String)>,
) -> Result<Printed, Vec<Diagnostic>> {
    let opts = ParseOptions {
        allow_unregistered: cfg.allow_unregistered,
        filename: filename.to_string(),
        line_offset: start.0,
        col_offset: start.1,
        keep_bodies: None,
    };
    let top = parse_module_bytes(ctx, &text, &opts).map_err(|d| vec![d])?;
    // An owned input is not needed once parsed.
    drop(text);
    verify(ctx, top).map_err(|d| vec![d])?;
    let mut pm = pass_manager(cfg).map_err(|e| vec![Diagnostic::error(None, e)])?;
    if !pm.pipeline.is_empty() {
        pm.run(ctx, top, &cfg.print).1.map_err(|d| vec![d])?;
        verify(ctx, top).map_err(|d| vec![d])?;
    }
    Ok(match stream {
        Some(flush) => print_module_streamed(ctx, top, &cfg.print, flush),
        None => print_module_parts(ctx, top, &cfg.print),
    })
}

/// A context for one buffer, with threads unless `--mlir-disable-threading`.
fn new_context(cfg: &OptConfig) -> Context {
    let mut ctx = Context::new();
    ctx.set_multithreading(!cfg.disable_threading);
    ctx
}

/// The pass manager for the pass flags and `--pass-pipeline` of a command line.
pub fn pass_manager(cfg: &OptConfig) -> Result<crate::passes::PassManager, String> {
    let mut pm = crate::passes::PassManager {
        print_ir_before_all: cfg.print_ir_before_all,
        print_ir_after_all: cfg.print_ir_after_all,
        print_ir_after_failure: cfg.print_ir_after_failure,
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
        process_buffer_instrumented_parts(text.as_ref(), filename, (line_offset, 0), cfg);
    extra.push_str(&failed);
    (r.map(Printed::concat), extra)
}

/// A buffer's result, the instrumentation output before its diagnostics, and the dump after a
/// failed pass (printed after the pass's diagnostics, as upstream).
type Instrumented = (Result<Printed, Vec<Diagnostic>>, String, String);

fn process_buffer_instrumented_parts(
    text: &[u8],
    filename: &str,
    start: (u32, u32),
    cfg: &OptConfig,
) -> Instrumented {
    crate::stack::with_big_stack(|| {
        let _note_locs = crate::print::NoteDebugInfo::set(cfg.print.debug_info);
        process_buffer_instrumented_parts_here(text, filename, start, cfg)
    })
}

fn process_buffer_instrumented_parts_here(
    text: &[u8],
    filename: &str,
    start: (u32, u32),
    cfg: &OptConfig,
) -> Instrumented {
    use std::time::Instant;
    let t0 = Instant::now();
    let mut ctx = new_context(cfg);
    let opts = ParseOptions {
        allow_unregistered: cfg.allow_unregistered,
        filename: filename.to_string(),
        line_offset: start.0,
        col_offset: start.1,
        keep_bodies: None,
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

/// An `expected-*` annotation, as upstream's `SourceMgrDiagnosticVerifierHandler` reads it.
#[derive(Debug)]
struct Expected {
    severity: Severity,
    /// The line it applies to (1-based, in the whole file).
    line: u32,
    /// Where `expected-` starts; `None` for `@unknown` (diagnostics without a location).
    pos: Option<SrcPos>,
    /// The text between the first `{{` and the last `}}`.
    text: String,
    /// For `-re`: the text with `{{...}}` blocks as regexes and the rest literal.
    regex: Option<Regex>,
    matched: bool,
}

impl Expected {
    fn matches(&self, msg: &str) -> bool {
        match &self.regex {
            Some(r) => r.is_match(msg),
            None => msg.contains(&self.text),
        }
    }
}

/// The annotations of a whole file (all `// -----` chunks: `@above` and `@below` look across
/// them, as upstream's do), and the errors in them (an `-re` pattern that does not compile).
struct Verifier {
    file: Vec<Expected>,
    unknown: Vec<Expected>,
    out: String,
    failed: bool,
}

/// An error at an annotation, underlined for `len` characters like LLVM's SourceMgr prints a
/// range.
fn annotation_error(
    pos: &Option<SrcPos>,
    len: usize,
    msg: &str,
    source: &dyn Fn(&str) -> Option<String>,
) -> String {
    let text = Diagnostic::error(pos.clone(), msg).render(source);
    if len <= 1 || pos.is_none() {
        return text;
    }
    let mut lines: Vec<String> = text.split('\n').map(str::to_string).collect();
    // The caret line is the third one (message, source line, caret); the range stops at the
    // end of the line.
    if lines.len() >= 3 && lines[2].trim_start() == "^" {
        let avail = lines[1].len().saturating_sub(lines[2].len() - 1);
        let tildes = "~".repeat(len.min(avail).saturating_sub(1));
        lines[2].push_str(&tildes);
        return lines.join("\n");
    }
    text
}

impl Verifier {
    fn new(text: &str, filename: &str, source: &dyn Fn(&str) -> Option<String>) -> Verifier {
        let re = Regex::new(
            r"expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below|unknown))? *\{\{(.*)\}\}$",
        )
        .unwrap();
        let mut v = Verifier {
            file: Vec::new(),
            unknown: Vec::new(),
            out: String::new(),
            failed: false,
        };
        let mut last_plain_line = 0u32;
        let mut for_next_line: Vec<usize> = Vec::new();
        let lines: Vec<&str> = text.split('\n').collect();
        for (i, raw) in lines.iter().enumerate() {
            let line = raw.trim_end();
            let Some(c) = re.captures(line) else {
                for &k in &for_next_line {
                    v.file[k].line = i as u32 + 1;
                }
                for_next_line.clear();
                last_plain_line = i as u32;
                continue;
            };
            let start = c.get(0).unwrap().start();
            let pos = Some(SrcPos {
                file: filename.to_string(),
                line: i as u32 + 1,
                col: line[..start].chars().count() as u32 + 1,
            });
            let severity = match &c[1] {
                "error" => Severity::Error,
                "warning" => Severity::Warning,
                "remark" => Severity::Remark,
                _ => Severity::Note,
            };
            let text = c[5].to_string();
            let regex = if c.get(2).is_some() {
                match expected_regex(&text) {
                    Ok(r) => Some(r),
                    Err(m) => {
                        v.out
                            .push_str(&annotation_error(&pos, text.len(), &m, source));
                        v.failed = true;
                        continue;
                    }
                }
            } else {
                None
            };
            let mut e = Expected {
                severity,
                line: i as u32 + 1,
                pos,
                text,
                regex,
                matched: false,
            };
            match c.get(4).map(|m| m.as_str()) {
                None => {}
                Some("unknown") => {
                    e.pos = None;
                    v.unknown.push(e);
                    continue;
                }
                Some("above") => e.line = last_plain_line + 1,
                Some("below") => {
                    for_next_line.push(v.file.len());
                    // A designator with no line below applies past the end.
                    e.line = lines.len() as u32;
                }
                Some(off) => {
                    let n: i64 = off[1..].parse().unwrap_or(0);
                    let n = if off.starts_with('-') { -n } else { n };
                    e.line = (i64::from(e.line) + n).clamp(0, i64::from(u32::MAX)) as u32;
                }
            }
            v.file.push(e);
        }
        v
    }

    /// One produced diagnostic: it matches an annotation on its line (of its severity), or is
    /// reported as unexpected (or as a near miss when only the severity differs).
    fn process(&mut self, d: &Diagnostic, filename: &str, source: &dyn Fn(&str) -> Option<String>) {
        let list = match &d.pos {
            Some(p) if p.file == filename => &mut self.file,
            Some(_) => {
                self.unexpected(d, source);
                return;
            }
            None => &mut self.unknown,
        };
        let mut near: Option<usize> = None;
        for (i, e) in list.iter_mut().enumerate() {
            if d.pos.as_ref().is_some_and(|p| p.line != e.line) {
                continue;
            }
            if e.matches(&d.message) {
                if e.severity == d.severity {
                    e.matched = true;
                    return;
                }
                near = Some(i);
            }
        }
        match near {
            Some(i) => {
                let e = &list[i];
                let msg = format!(
                    "'{}' diagnostic emitted when expecting a '{}'",
                    d.severity, e.severity
                );
                let pos = e.pos.clone();
                self.out.push_str(&annotation_error(&pos, 0, &msg, source));
                self.failed = true;
            }
            None => self.unexpected(d, source),
        }
    }

    fn unexpected(&mut self, d: &Diagnostic, source: &dyn Fn(&str) -> Option<String>) {
        let u = Diagnostic::error(
            d.pos.clone(),
            format!("unexpected {}: {}", d.severity, d.message),
        );
        self.out.push_str(&u.render(source));
        self.failed = true;
    }

    /// A chunk's diagnostics in the order they were emitted (an error, then its notes). The
    /// "see current operation" notes are not emitted when diagnostics are verified upstream.
    fn process_all(
        &mut self,
        diags: &[Diagnostic],
        filename: &str,
        source: &dyn Fn(&str) -> Option<String>,
    ) {
        for d in diags {
            let mut top = d.clone();
            top.notes.clear();
            self.process(&top, filename, source);
            for n in &d.notes {
                if n.severity == Severity::Note && n.message.starts_with("see current operation") {
                    continue;
                }
                self.process(n, filename, source);
            }
        }
    }

    /// Reports the annotations nothing matched; returns everything reported and whether the
    /// verification failed.
    fn finish(mut self, source: &dyn Fn(&str) -> Option<String>) -> (String, bool) {
        for e in self.file.iter().chain(&self.unknown) {
            if !e.matched {
                let msg = format!("expected {} \"{}\" was not produced", e.severity, e.text);
                self.out
                    .push_str(&annotation_error(&e.pos, e.text.len(), &msg, source));
                self.failed = true;
            }
        }
        (self.out, self.failed)
    }
}

/// Upstream's `ExpectedDiag::computeRegex`: `{{re}}` blocks are regexes, the rest literal.
fn expected_regex(text: &str) -> Result<Regex, String> {
    let mut re = String::new();
    let mut rest = text;
    loop {
        let Some(open) = rest.find("{{") else {
            re.push_str(&regex::escape(rest));
            break;
        };
        re.push_str(&regex::escape(&rest[..open]));
        rest = &rest[open + 2..];
        let Some(close) = rest.find("}}") else {
            return Err("found start of regex with no end '}}'".into());
        };
        let block = &rest[..close];
        Regex::new(block).map_err(regex_error)?;
        re.push('(');
        re.push_str(block);
        re.push(')');
        rest = &rest[close + 2..];
    }
    Regex::new(&re).map_err(regex_error)
}

/// A regex error in one line, in LLVM's words where they differ.
fn regex_error(e: regex::Error) -> String {
    let text = e.to_string();
    let last = text
        .lines()
        .last()
        .unwrap_or("")
        .trim_start_matches("error: ");
    let llvm = match last {
        "unclosed character class" => "brackets ([ ]) not balanced",
        "unclosed group" | "unopened group" => "parentheses not balanced",
        "repetition operator missing expression" => "repetition-operator operand invalid",
        other => other,
    };
    format!("invalid regex: {llvm}")
}

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
  --mlir-print-ir-before-all        print the IR before every pass
  --mlir-print-ir-after-failure     print the IR after the pass that failed
  --mlir-timing                     report the wall time of every pass
  --mlir-disable-threading          print and verify on one thread (same output)
  --version                         the version, commit, Cranelift version and host ISA
  --pass-pipeline='builtin.module(...)'
                                    run a pipeline of the passes below, with options
Passes (also as flags, e.g. --canonicalize, --buffer-deallocation-pipeline=lowering=fast):
  --expand-realloc{emit-deallocs}
  --ownership-based-buffer-deallocation{private-function-dynamic-ownership
                                       allow-unstructured-control-flow-loops}
  --canonicalize
  --buffer-deallocation-simplification
  --bufferization-lower-deallocations{lowering=helper|fast}
  --cse
  --loop-invariant-code-motion
  --jit-scalar-replacement          ours, not upstream's: keeps a memref element accessed at
                                    loop-invariant indices in an innermost scf.for in a
                                    register (loop versioned on a run-time alias check)
  --jit-unroll{max-trip-count=8}    ours, not upstream's: fully unrolls innermost scf.for
                                    loops of a small constant trip count
  --jit-unroll-and-jam{factor=4}    ours, not upstream's: runs `factor` iterations of an
                                    outer scf.for per trip with their innermost loops fused
                                    (versioned on run-time bounds and alias checks)
  --one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=
                       infer-layout-map|identity-layout-map|fully-dynamic-layout-map
                       unknown-type-conversion=... allow-unknown-ops copy-before-write
                       buffer-alignment=64 allow-return-allocs-from-loops
                       test-analysis-only dump-alias-sets}
  --drop-equivalent-buffer-results
  --linalg-lower-pack-unpack        ours, not upstream's: linalg.pack/unpack on tensors to
                                    tensor.generate (memref-run runs it before bufferizing)
  --buffer-results-to-out-params{add-result-attr hoist-static-allocs hoist-dynamic-allocs
                                 modify-public-functions}
  --buffer-deallocation-pipeline{private-function-dynamic-ownership
                                 allow-unstructured-control-flow-loops lowering=helper|fast}
  --buffer-deallocation             the removed upstream design (LLVM <= 17), kept for
                                    comparison: clone-based, memref.dealloc after last use
Buffer optimizations, run before deallocation (on each func.func):
  --buffer-hoisting
  --buffer-loop-hoisting
  --promote-buffers-to-stack{max-alloc-size-in-bytes=1024 max-rank-of-allocated-memref=1}
";

/// Runs `memref-opt` with `args`; `stdin` is used for the input `-`; `read_file` reads named
/// input files (so tests can run without touching the file system).
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
    if args
        .iter()
        .any(|a| matches!(a.as_str(), "--version" | "-version"))
    {
        let text = crate::codegen::version_text("memref-opt");
        if let Err(e) = sink.write_all(text.as_bytes()) {
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
    let _note_locs = crate::print::NoteDebugInfo::set(cfg.print.debug_info);
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
    let instrumented = cfg.print_ir_after_all
        || cfg.print_ir_before_all
        || cfg.print_ir_after_failure
        || cfg.timing;
    // A named file printed as one buffer is handed to the printing thread, which drops it once
    // parsed (a large module's text is not held while its IR is); diagnostics read the file
    // again for their source lines. Only a regular file: a pipe (`<(...)`) reads empty twice.
    let reread = cfg.input != "-"
        && !cfg.split_input_file
        && !cfg.verify_diagnostics
        && !instrumented
        && std::fs::metadata(&cfg.input).is_ok_and(|m| m.is_file());
    let (text, mut owned_text) = if reread {
        (Vec::new(), Some(text))
    } else {
        (text, None)
    };
    let source = |name: &str| {
        if name != filename {
            None
        } else if reread {
            read_file(&cfg.input)
                .ok()
                .map(|t| String::from_utf8_lossy(&t).into_owned())
        } else {
            Some(String::from_utf8_lossy(&text).into_owned())
        }
    };
    // The chunks borrow the input: a large module is held once.
    let chunks = if cfg.split_input_file {
        split_chunks(&text)
    } else {
        vec![(&text[..], (0, 0))]
    };
    let mut verifier = cfg
        .verify_diagnostics
        .then(|| Verifier::new(&String::from_utf8_lossy(&text), &filename, &source));
    if let Some(v) = verifier.as_mut() {
        out.stderr.push_str(&std::mem::take(&mut v.out));
    }
    let mut failed = false;
    // As upstream, the marker goes between every two chunks, whether they printed or failed.
    let emit = |sink: &mut dyn std::io::Write, p: Option<&Printed>, out: &mut ToolOutput| {
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
            failed |= !emit(sink, None, &mut out);
        }
        // Set when writing streamed pieces failed (reported once).
        let mut write_failed = false;
        let (result, extra, failed_dump) = if instrumented {
            process_buffer_instrumented_parts(chunk, &filename, *off, &cfg)
        } else if verifier.is_none() {
            // The printed text is written while the rest is printed, never held whole.
            let r = std::thread::scope(|s| {
                let (tx, rx) = std::sync::mpsc::sync_channel::<String>(2);
                let (filename, cfg) = (&filename, &cfg);
                let keep_ir = i + 1 == chunks.len()
                    && LEAK_LAST_IR.load(std::sync::atomic::Ordering::Relaxed);
                let input = match owned_text.take() {
                    Some(t) => std::borrow::Cow::Owned(t),
                    None => std::borrow::Cow::Borrowed(*chunk),
                };
                let worker = s.spawn(move || {
                    process_buffer_streamed(input, filename, *off, cfg, tx, keep_ir)
                });
                for piece in rx {
                    if write_failed {
                        continue;
                    }
                    if let Err(e) = sink.write_all(piece.as_bytes()) {
                        out.stderr
                            .push_str(&format!("memref-opt: error writing the output: {e}\n"));
                        failed = true;
                        write_failed = true;
                    }
                }
                worker
                    .join()
                    .unwrap_or_else(|p| std::panic::resume_unwind(p))
            });
            (r, String::new(), String::new())
        } else {
            (
                process_buffer_parts(chunk, &filename, *off, &cfg),
                String::new(),
                String::new(),
            )
        };
        out.stderr.push_str(&extra);
        if let Some(v) = verifier.as_mut() {
            match &result {
                Ok(s) => failed |= !emit(sink, Some(s), &mut out),
                Err(ds) => {
                    v.process_all(ds, &filename, &source);
                    out.stderr.push_str(&std::mem::take(&mut v.out));
                }
            }
        } else {
            match result {
                Ok(_) if write_failed => {}
                Ok(s) => failed |= !emit(sink, Some(&s), &mut out),
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
    if let Some(v) = verifier {
        let (report, bad) = v.finish(&source);
        out.stderr.push_str(&report);
        failed |= bad;
    }
    out.code = i32::from(failed);
    out
}
