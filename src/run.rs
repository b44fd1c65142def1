//! The `memref-run` driver as a library function: parse, run passes, execute `@main`, report
//! leaks, double frees and invalid frees.

use crate::diag::loc_pos;
use crate::diag::Diagnostic;
use crate::diag::{normalize_flag, ToolOutput};
use crate::interp;
use crate::ir::{Context, FloatKind, Op, Signedness, TypeData};
use crate::parse::{parse_module_bytes, ParseOptions};
use crate::report::{ErrorRecord, FindingRecord, MemoryReport, ToolInfo};
use crate::verify::verify;
use memref_jit_runtime::Stats;
use std::sync::Mutex;
use std::time::Instant;

/// What to do with memory findings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LeakCheck {
    /// Do not report.
    Off,
    /// Report, exit 0.
    Warn,
    /// Report, exit 2.
    Error,
}

/// Parsed `memref-run` command line.
#[derive(Clone, Debug)]
pub struct RunConfig {
    /// Input file.
    pub input: String,
    /// Entry function.
    pub entry: String,
    /// `--entry-point-result`.
    pub entry_result: String,
    /// `--no-pipeline`.
    pub no_pipeline: bool,
    /// `--pass-pipeline=...` instead of the default pipeline.
    pub pipeline: Option<String>,
    /// `--pipeline-options=...` for the default pipeline.
    pub pipeline_options: String,
    /// Whether `pipeline` is the default deallocation pipeline (not `--pass-pipeline`): it is
    /// skipped for a program that frees its own memory.
    pub default_pipeline: bool,
    /// `--allow-unstructured-control-flow-loops`: the pipeline option of that name (loops made
    /// of branches, which upstream rejects).
    pub cf_loops: bool,
    /// `--assert=continue`: a failed `cf.assert` prints its message and the run goes on.
    pub assert_continue: bool,
    /// `--pre-dealloc=hoist,loop-hoist,promote`: buffer optimizations run (in this order)
    /// before the default pipeline.
    pub pre_dealloc: Vec<String>,
    /// `--engine`.
    pub engine: String,
    /// `--leak-check`.
    pub leak_check: LeakCheck,
    /// `--memory-report=text|json|sarif`.
    pub report_format: ReportFormat,
    /// `--memory-report-file=PATH`: the report goes to this file instead of stderr.
    pub report_file: Option<String>,
    /// `--memory-stats`.
    pub stats: bool,
    /// `--allow-unregistered-dialect`.
    pub allow_unregistered: bool,
    /// `--dump-clif`: print the Cranelift IR of every function to stderr.
    pub dump_clif: bool,
    /// `--dump-asm`: print the machine code of every function to stderr.
    pub dump_asm: bool,
    /// `--dealloc-lowering=fast|helper`: the `lowering` option of the default pipeline.
    pub dealloc_lowering: String,
    /// `--dealloc=legacy`: the default pipeline is [`LEGACY_PIPELINE`] instead of the
    /// ownership-based one.
    pub legacy_dealloc: bool,
    /// `--memory-checker=off`: JIT timing runs with plain malloc/free, nothing checked.
    pub unchecked_memory: bool,
    /// `--check-bounds`: the JIT checks every load and store (the interpreter always does).
    pub check_bounds: bool,
    /// `--no-vectorize`: the JIT runs every `scf.for` one iteration at a time.
    pub no_vectorize: bool,
    /// `-O0`..`-O3` (default 2): the JIT's optimization level ([`jit_loop_passes`]).
    pub opt_level: u8,
    /// `--shared-libs=a.so,b.so`: libraries defining external functions (JIT only).
    pub shared_libs: Vec<String>,
    /// `--no-bufferize`: a program with tensor semantics runs on tensor values (both engines)
    /// instead of being bufferized first by [`BUFFERIZE_PIPELINE`].
    pub no_bufferize: bool,
    /// `--mlir-print-ir-before-all`, `-after-all`, `-after-failure`: the pipeline's IR dumps
    /// (stderr), as mlir-opt prints them.
    pub print_ir: IrPrinting,
    /// `--mlir-timing`: wall time of parsing, each pass, compiling and running (stderr).
    pub timing: bool,
}

/// The format of the memory report (`--memory-report`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ReportFormat {
    /// One diagnostic line per finding (stderr), only when there are findings.
    #[default]
    Text,
    /// A JSON document (`docs/memory-report.md`), written for every run.
    Json,
    /// A SARIF 2.1.0 log, written for every run.
    Sarif,
}

/// The `--mlir-print-ir-*` flags.
#[derive(Clone, Copy, Debug, Default)]
pub struct IrPrinting {
    /// `--mlir-print-ir-before-all`.
    pub before_all: bool,
    /// `--mlir-print-ir-after-all`.
    pub after_all: bool,
    /// `--mlir-print-ir-after-failure`.
    pub after_failure: bool,
}

/// Parses the command line (without the program name).
pub fn parse_run_args(args: &[String]) -> Result<RunConfig, String> {
    let mut c = RunConfig {
        input: String::new(),
        entry: "main".into(),
        entry_result: "void".into(),
        no_pipeline: false,
        pipeline: None,
        pipeline_options: String::new(),
        default_pipeline: false,
        cf_loops: false,
        pre_dealloc: Vec::new(),
        assert_continue: false,
        engine: "jit".into(),
        leak_check: LeakCheck::Error,
        report_format: ReportFormat::Text,
        report_file: None,
        stats: false,
        allow_unregistered: false,
        dump_clif: false,
        dump_asm: false,
        dealloc_lowering: "fast".into(),
        legacy_dealloc: false,
        unchecked_memory: false,
        check_bounds: false,
        no_vectorize: false,
        opt_level: 2,
        shared_libs: Vec::new(),
        print_ir: IrPrinting::default(),
        timing: false,
        no_bufferize: false,
    };
    let mut i = 0;
    while i < args.len() {
        let a = if args[i] == "-e" {
            "-e".to_string()
        } else {
            normalize_flag(&args[i])
        };
        let (k, v) = match a.split_once('=') {
            Some((k, v)) => (
                k.to_string(),
                Some(v.trim_matches('\'').trim_matches('"').to_string()),
            ),
            None => (a.clone(), None),
        };
        let value = |i: &mut usize| -> Result<String, String> {
            if let Some(v) = &v {
                return Ok(v.clone());
            }
            *i += 1;
            args.get(*i)
                .cloned()
                .ok_or_else(|| format!("memref-run: {k} requires a value"))
        };
        match k.as_str() {
            "-e" | "--entry-point" => c.entry = value(&mut i)?,
            "--entry-point-result" => c.entry_result = value(&mut i)?,
            "--no-pipeline" => c.no_pipeline = true,
            "--pass-pipeline" => c.pipeline = Some(value(&mut i)?),
            "--pipeline-options" => c.pipeline_options = value(&mut i)?,
            "--allow-unstructured-control-flow-loops" => {
                c.cf_loops = match v.as_deref() {
                    None | Some("true" | "1") => true,
                    Some("false" | "0") => false,
                    Some(o) => {
                        return Err(format!(
                            "memref-run: invalid --allow-unstructured-control-flow-loops \
                             value '{o}' (true, false)"
                        ))
                    }
                }
            }
            "--assert" => {
                c.assert_continue = match value(&mut i)?.as_str() {
                    "continue" => true,
                    "stop" => false,
                    o => {
                        return Err(format!(
                            "memref-run: invalid --assert value '{o}' (stop, continue)"
                        ))
                    }
                }
            }
            "--pre-dealloc" => {
                for name in value(&mut i)?.split(',').filter(|n| !n.is_empty()) {
                    if pre_dealloc_pass(name).is_none() {
                        return Err(format!(
                            "memref-run: unknown --pre-dealloc optimization '{name}' \
                             (hoist, loop-hoist, promote)"
                        ));
                    }
                    c.pre_dealloc.push(name.to_string());
                }
            }
            "--engine" => c.engine = value(&mut i)?,
            "--leak-check" => {
                c.leak_check = match value(&mut i)?.as_str() {
                    "off" => LeakCheck::Off,
                    "warn" => LeakCheck::Warn,
                    "error" => LeakCheck::Error,
                    o => {
                        return Err(format!(
                            "memref-run: invalid --leak-check value '{o}' (off, warn, error)"
                        ))
                    }
                }
            }
            "--memory-report" => {
                c.report_format = match value(&mut i)?.as_str() {
                    "text" => ReportFormat::Text,
                    "json" => ReportFormat::Json,
                    "sarif" => ReportFormat::Sarif,
                    v => {
                        return Err(format!(
                            "memref-run: invalid --memory-report value '{v}' (text, json, sarif)"
                        ))
                    }
                }
            }
            "--memory-report-file" => c.report_file = Some(value(&mut i)?),
            "--memory-stats" => c.stats = true,
            "--mlir-print-ir-before-all" => c.print_ir.before_all = true,
            "--mlir-print-ir-after-all" => c.print_ir.after_all = true,
            "--mlir-print-ir-after-failure" => c.print_ir.after_failure = true,
            "--mlir-timing" => c.timing = true,
            "--no-bufferize" => c.no_bufferize = true,
            "--dump-clif" => c.dump_clif = true,
            "--dump-asm" => c.dump_asm = true,
            "--check-bounds" => c.check_bounds = true,
            "--no-vectorize" => c.no_vectorize = true,
            "--O0" => c.opt_level = 0,
            "--O1" => c.opt_level = 1,
            "--O2" => c.opt_level = 2,
            "--O3" => c.opt_level = 3,
            "--shared-libs" => c.shared_libs.extend(
                value(&mut i)?
                    .split(',')
                    .filter(|s| !s.is_empty())
                    .map(str::to_string),
            ),
            "--memory-checker" => {
                c.unchecked_memory = match value(&mut i)?.as_str() {
                    "on" => false,
                    "off" => true,
                    o => {
                        return Err(format!(
                            "memref-run: invalid --memory-checker value '{o}' (on, off)"
                        ))
                    }
                }
            }
            "--dealloc-lowering" => {
                let v = value(&mut i)?;
                if v != "fast" && v != "helper" {
                    return Err(format!(
                        "memref-run: invalid --dealloc-lowering value '{v}' (fast, helper)"
                    ));
                }
                c.dealloc_lowering = v;
            }
            "--dealloc" => match value(&mut i)?.as_str() {
                "ownership" => c.legacy_dealloc = false,
                "legacy" => c.legacy_dealloc = true,
                v => {
                    return Err(format!(
                        "memref-run: invalid --dealloc value '{v}' (ownership, legacy)"
                    ))
                }
            },
            "--allow-unregistered-dialect" => c.allow_unregistered = true,
            _ if a.starts_with('-') && a != "-" => {
                return Err(format!(
                    "memref-run: Unknown command line argument '{}'.  Try: 'memref-run --help'",
                    args[i]
                ));
            }
            _ => {
                if !c.input.is_empty() {
                    return Err("memref-run: only one input file may be given".into());
                }
                c.input = a;
            }
        }
        i += 1;
    }
    if c.input.is_empty() {
        // As mlir-runner: no file argument reads standard input.
        c.input = "-".into();
    }
    if !matches!(
        c.entry_result.as_str(),
        "void" | "i32" | "i64" | "f32" | "f64"
    ) {
        return Err(format!(
            "memref-run: invalid --entry-point-result '{}'",
            c.entry_result
        ));
    }
    if c.engine != "interp" && c.engine != "jit" {
        return Err(format!(
            "memref-run: invalid --engine value '{}' (jit, interp)",
            c.engine
        ));
    }
    if c.unchecked_memory && c.engine != "jit" {
        return Err("memref-run: --memory-checker=off needs --engine=jit".into());
    }
    if !c.shared_libs.is_empty() && c.engine != "jit" {
        return Err("memref-run: --shared-libs needs --engine=jit".into());
    }
    if c.unchecked_memory && c.check_bounds {
        return Err("memref-run: --check-bounds needs the memory checker".into());
    }
    if !c.pre_dealloc.is_empty() && (c.no_pipeline || c.pipeline.is_some()) {
        return Err("memref-run: --pre-dealloc adds to the default pipeline: \
                    not with --no-pipeline or --pass-pipeline"
            .into());
    }
    if c.legacy_dealloc && !c.pipeline_options.is_empty() {
        return Err("memref-run: --pipeline-options needs --dealloc=ownership".into());
    }
    if c.cf_loops && (c.legacy_dealloc || c.no_pipeline || c.pipeline.is_some()) {
        return Err(
            "memref-run: --allow-unstructured-control-flow-loops is an option of the \
                    default pipeline: not with --dealloc=legacy, --no-pipeline or --pass-pipeline"
                .into(),
        );
    }
    if !c.no_pipeline && c.pipeline.is_none() {
        c.default_pipeline = true;
        let pre: Vec<&str> = c
            .pre_dealloc
            .iter()
            .filter_map(|n| pre_dealloc_pass(n))
            .collect();
        if c.legacy_dealloc {
            // The optimizations go first in the legacy pass's function pipeline.
            let mut fpm: Vec<&str> = pre;
            fpm.push("buffer-deallocation");
            let legacy = LEGACY_PIPELINE.replace("LOWERING", &c.dealloc_lowering);
            c.pipeline = Some(legacy.replace(
                "func.func(buffer-deallocation)",
                &format!("func.func({})", fpm.join(",")),
            ));
        } else {
            // `--dealloc-lowering` comes first so that `--pipeline-options=lowering=...` wins.
            let cf_loops = if c.cf_loops {
                " allow-unstructured-control-flow-loops"
            } else {
                ""
            };
            let opts = format!(
                "{{lowering={}{cf_loops} {}}}",
                c.dealloc_lowering, c.pipeline_options
            );
            let pre = if pre.is_empty() {
                String::new()
            } else {
                format!("func.func({}),", pre.join(","))
            };
            c.pipeline = Some(format!(
                "builtin.module({pre}buffer-deallocation-pipeline{opts})"
            ));
        }
    }
    Ok(c)
}

/// Whether the entry function, or a function it calls (directly, by `func.call`, or through
/// `func.constant`), has a `memref.dealloc`.
fn frees_own_memory(ctx: &Context, top: crate::ir::Op, entry: &str) -> bool {
    use crate::ir::{AttrData, OpKind};
    let mut todo = vec![entry.as_bytes().to_vec()];
    let mut seen = std::collections::HashSet::new();
    while let Some(name) = todo.pop() {
        if !seen.insert(name.clone()) {
            continue;
        }
        let Some(f) = ctx.lookup_symbol(top, &name) else {
            continue;
        };
        let mut found = false;
        ctx.walk(f, &mut |op| match ctx.kind(op) {
            OpKind::MemRefDealloc => found = true,
            OpKind::FuncCall | OpKind::FuncConstant => {
                for a in ["callee", "value"] {
                    if let Some(AttrData::SymbolRef(path)) =
                        ctx.get_attr(op, a).map(|x| ctx.attr(x))
                    {
                        if let Some(last) = path.last() {
                            todo.push(last.as_bytes().to_vec());
                        }
                    }
                }
            }
            _ => {}
        });
        if found {
            return true;
        }
    }
    false
}

/// The loop optimizations memref-run's JIT runs at `-O<level>` after the pipeline, in order.
pub fn jit_loop_passes(level: u8) -> &'static [&'static str] {
    match level {
        0 => &[],
        1 => &[],
        // Jam before scalar replacement: its versioning would wrap the inner loop in an
        // scf.if (syrk's A[i][k] in the j loop), which jam does not take.
        2 => &[
            "loop-invariant-code-motion",
            "jit-unroll-and-jam",
            "jit-scalar-replacement",
        ],
        _ => &[
            "loop-invariant-code-motion",
            "jit-unroll-and-jam",
            "jit-scalar-replacement",
            "jit-unroll",
        ],
    }
}

/// Runs [`jit_loop_passes`]`(level)` on `top`, as memref-run's JIT path does after the pipeline
/// (loop-invariant code motion only moves ops that cannot fault, since a loop may not run).
pub fn run_jit_loop_passes(ctx: &mut Context, top: Op, level: u8) -> Result<(), Diagnostic> {
    for flag in jit_loop_passes(level) {
        use crate::passes::loop_invariant_code_motion::LoopInvariantCodeMotion;
        let passes: Vec<Box<dyn crate::passes::Pass>> = if *flag == "loop-invariant-code-motion" {
            vec![Box::new(LoopInvariantCodeMotion { non_faulting: true })]
        } else {
            crate::passes::passes_for_flag(flag, "").expect("the JIT's loop passes are registered")
        };
        for mut p in passes {
            p.run(ctx, top)?;
            // memref-opt verifies each pass's output (tests/filetests/passes); here the verifier
            // would cost more than the passes on deep nests, so only debug builds run it.
            if cfg!(debug_assertions) {
                verify(ctx, top)?;
            }
        }
    }
    Ok(())
}

/// What the default pipeline runs first on a program with tensor semantics: upstream's usual
/// tensor chain (`scripts/upstream-run-tensor.sh`) bufferizes with function boundaries, so
/// tensor arguments and results become memrefs and calls pass buffers.
pub const BUFFERIZE_PIPELINE: &str =
    "builtin.module(one-shot-bufferize{bufferize-function-boundaries})";

/// [`BUFFERIZE_PIPELINE`] for a module with `linalg.pack`/`linalg.unpack` (our
/// `linalg-lower-pack-unpack` first).
pub const PACK_BUFFERIZE_PIPELINE: &str =
    "builtin.module(linalg-lower-pack-unpack,one-shot-bufferize{bufferize-function-boundaries})";

/// Whether the module has tensor semantics: a function whose signature has a tensor, or an op
/// with a tensor operand or result (a tensor constant, `bufferization.to_tensor`, ...). Such a
/// program is bufferized before the deallocation pipeline unless `--no-bufferize`.
pub fn has_tensor_semantics(ctx: &Context, top: Op) -> bool {
    use crate::ir::OpKind;
    let tensor = |t: crate::ir::Type| {
        matches!(
            ctx.ty(t),
            TypeData::Tensor { .. } | TypeData::UnrankedTensor { .. }
        )
    };
    let mut found = false;
    ctx.walk(top, &mut |op| {
        if found {
            return;
        }
        if ctx.kind(op) == OpKind::FuncFunc {
            if let Some((args, results)) = ctx.function_type(op) {
                found |= args.iter().chain(results.iter()).any(|t| tensor(*t));
            }
        }
        found |= ctx.operands(op).iter().any(|v| tensor(ctx.value_type(*v)))
            || ctx.results(op).iter().any(|v| tensor(ctx.value_type(*v)));
    });
    found
}

/// The pass of a `--pre-dealloc` name.
fn pre_dealloc_pass(name: &str) -> Option<&'static str> {
    match name {
        "hoist" => Some("buffer-hoisting"),
        "loop-hoist" => Some("buffer-loop-hoisting"),
        "promote" => Some("promote-buffers-to-stack"),
        _ => None,
    }
}

/// `--entry-point-result` must describe the entry function's results, as mlir-runner checks
/// (same messages, located at the function). `f64` is this tool's addition.
fn check_entry_result(ctx: &Context, top: Op, entry: &str, result: &str) -> Result<(), Diagnostic> {
    let Some(f) = ctx.lookup_symbol(top, entry.as_bytes()) else {
        // The engines report the missing function.
        return Ok(());
    };
    let Some((inputs, results)) = ctx.function_type(f) else {
        return Ok(());
    };
    let at = |msg: String| Diagnostic::error(loc_pos(ctx, ctx.op_loc(f)), msg);
    // mlir-runner's words, for both engines (the interpreter said "block expects 1 arguments").
    if !inputs.is_empty() {
        return Err(at(
            "JIT can't invoke a main function expecting arguments".into()
        ));
    }
    if result == "void" {
        return match results {
            [] => Ok(()),
            _ => Err(at("expected void function".into())),
        };
    }
    let want = match result {
        "i32" => TypeData::Integer {
            width: 32,
            signedness: Signedness::Signless,
        },
        "i64" => TypeData::Integer {
            width: 64,
            signedness: Signedness::Signless,
        },
        "f32" => TypeData::Float(FloatKind::F32),
        _ => TypeData::Float(FloatKind::F64),
    };
    match results {
        [t] if *ctx.ty(*t) == want => Ok(()),
        _ => Err(at(format!(
            "only single {result} function result supported"
        ))),
    }
}

/// A float result as mlir-runner prints it (LLVM's `write_double`, exponent style):
/// `1.500000e+00`, `nan` whatever its sign, `INF`, `-INF`.
fn format_e(x: f64) -> String {
    if x.is_nan() {
        return "nan".into();
    }
    if x.is_infinite() {
        return if x < 0.0 { "-INF" } else { "INF" }.into();
    }
    let s = format!("{x:.6e}");
    let (mant, exp) = s.split_once('e').unwrap_or((&s, "0"));
    let e: i32 = exp.parse().unwrap_or(0);
    let sign = if e < 0 { '-' } else { '+' };
    format!("{mant}e{sign}{:02}", e.unsigned_abs())
}

/// The pipeline of `--dealloc=legacy`: upstream's clone-based pass (LLVM <= 17), then
/// `canonicalize` (which removes the clones it can, as upstream's pipelines did), and the
/// lowering of any `bufferization.dealloc` the input had.
pub const LEGACY_PIPELINE: &str = "builtin.module(func.func(buffer-deallocation),canonicalize,\
bufferization-lower-deallocations{lowering=LOWERING})";

/// `memref-run --help`.
pub const USAGE: &str = "\
OVERVIEW: memref-run: run a function of an MLIR file after the buffer-deallocation pipeline,
natively (Cranelift JIT) or in the reference interpreter, and report every leak, double free
and invalid free with its source location. A program that frees its own memory (a
memref.dealloc in the entry function or a function it calls) runs without the pipeline, as
mlir-runner runs it. A program with tensor semantics is bufferized first
(one-shot-bufferize{bufferize-function-boundaries}; --no-bufferize to run tensor values).

USAGE: memref-run FILE [options]

OPTIONS:
  -e NAME, --entry-point NAME       the function to run (default: main)
  --entry-point-result=TYPE         void, i32, i64, f32 or f64 (default: void)
  --no-pipeline                     run the file as it is
  --pass-pipeline='builtin.module(...)'
                                    run this pipeline instead of the deallocation pipeline
  --pipeline-options=OPTS           options of --buffer-deallocation-pipeline
  --allow-unstructured-control-flow-loops
                                    accept loops made of cf.br/cf.cond_br, which upstream's
                                    pipeline rejects (the pipeline option of that name)
  --assert=stop|continue            a failed cf.assert stops the run with a located error
                                    (default), or prints its message and goes on (as
                                    upstream's runtime-verification tests lower it)
  --no-bufferize                    run a program with tensor semantics (tensor function
                                    arguments, results or ops) on tensor values; by default
                                    it is first bufferized by
                                    one-shot-bufferize{bufferize-function-boundaries}, as
                                    upstream's tensor chain does, in both engines
                                    (--no-pipeline and --pass-pipeline never bufferize)
  --pre-dealloc=hoist,loop-hoist,promote
                                    run these buffer optimizations (buffer-hoisting,
                                    buffer-loop-hoisting, promote-buffers-to-stack), in this
                                    order, before the deallocation pipeline
  --dealloc-lowering=fast|helper    how deallocations needing alias checks are lowered
                                    (default fast; helper is upstream's lowering)
  --dealloc=ownership|legacy        the default pipeline (ownership) or, for comparison,
                                    the removed upstream design (LLVM <= 17):
                                    func.func(buffer-deallocation),canonicalize,
                                    bufferization-lower-deallocations
  --engine=jit|interp               native code (default) or the reference interpreter
  --check-bounds                    JIT: check every load and store
  --no-vectorize                    JIT: run simple loops one iteration at a time
  -O0, -O1, -O2, -O3                JIT optimization level (default -O2): -O0 compiles as
                                    written (Cranelift opt_level none, no vectorizer); -O1
                                    adds Cranelift's optimizations and the vectorizer; -O2
                                    loop-invariant-code-motion, jit-unroll-and-jam and
                                    jit-scalar-replacement;
                                    -O3 jit-unroll. Every level prints the same results
  --leak-check=off|warn|error       what a finding does to the exit status (default error: 2)
  --memory-report=text|json|sarif   the findings' format: text lines (stderr, only when
                                    there are findings), or a JSON (docs/memory-report.md) or
                                    SARIF 2.1.0 report of every run
  --memory-report-file=PATH         write the report to PATH instead of stderr
  --memory-stats                    print allocation counts and peak bytes
  --memory-checker=on|off           off: plain malloc/free, for timing (JIT)
  --shared-libs=a.so,b.so           libraries defining external functions (JIT)
  --dump-clif                       print each function's Cranelift IR to stderr
  --dump-asm                        print each function's machine code to stderr
  --allow-unregistered-dialect      accept unknown ops in generic form
  --mlir-print-ir-before-all, --mlir-print-ir-after-all, --mlir-print-ir-after-failure
                                    the pipeline's IR around each pass (stderr), as mlir-opt
  --mlir-timing                     wall time of parsing, each pass, the lowerings the
                                    engines need, compiling and running (stderr)
  --version                         the version, commit, Cranelift version and host ISA
Exit status: 0 clean, 1 error (bad input or a runtime fault), 2 memory findings.
";

/// Runs `memref-run` with `args` (without the program name); `read_file` reads the input
/// (`-`: standard input).
pub fn run_main(
    args: &[String],
    read_file: &dyn Fn(&str) -> std::io::Result<Vec<u8>>,
) -> ToolOutput {
    let mut out = ToolOutput::default();
    if args
        .iter()
        .any(|a| matches!(a.as_str(), "--help" | "-help" | "-h"))
    {
        out.stdout = USAGE.to_string();
        return out;
    }
    if args
        .iter()
        .any(|a| matches!(a.as_str(), "--version" | "-version"))
    {
        out.stdout = crate::codegen::version_text("memref-run");
        return out;
    }
    let cfg = match parse_run_args(args) {
        Ok(c) => c,
        Err(e) => {
            out.stderr = format!("{e}\n");
            out.code = 1;
            return out;
        }
    };
    if cfg.report_file.as_deref() == Some(cfg.input.as_str()) {
        out.stderr = format!(
            "memref-run: the memory report file '{}' is the input file\n",
            cfg.input
        );
        out.code = 1;
        return out;
    }
    let record = Mutex::new(RunRecord::default());
    let mut out = run_checked(&cfg, read_file, &record);
    let record = record.into_inner().unwrap_or_default();
    if cfg.report_format == ReportFormat::Text && cfg.report_file.is_some() {
        // Written on every run (empty when clean), so a file never holds an earlier run's
        // findings.
        emit_report(&cfg, &mut out, &record.text_report);
    } else if cfg.report_format != ReportFormat::Text {
        let report = MemoryReport {
            tool: ToolInfo {
                name: "memref-run".into(),
                version: env!("CARGO_PKG_VERSION").into(),
                commit: env!("MEMREF_JIT_COMMIT").into(),
            },
            input: cfg.input.clone(),
            engine: cfg.engine.clone(),
            findings: record.findings,
            error: record.first_error.as_ref().map(ErrorRecord::new),
            stats: record.stats,
            exit_code: out.code,
            level: match cfg.leak_check {
                LeakCheck::Error => "error",
                LeakCheck::Warn => "warning",
                LeakCheck::Off => "note",
            },
            source: record.source,
        };
        let text = if cfg.report_format == ReportFormat::Json {
            report.to_json()
        } else {
            report.to_sarif()
        };
        emit_report(&cfg, &mut out, &text);
    }
    out
}

/// Writes a report to `--memory-report-file` (an error there is exit status 1), or to stderr.
fn emit_report(cfg: &RunConfig, out: &mut ToolOutput, text: &str) {
    match &cfg.report_file {
        Some(path) => {
            if let Err(e) = std::fs::write(path, text) {
                out.stderr.push_str(&format!(
                    "memref-run: could not write the memory report to '{path}': {e}\n"
                ));
                out.code = 1;
            }
        }
        None => out.stderr.push_str(text),
    }
}

/// What a run leaves for the memory report (filled by [`run_checked`], which runs on the big
/// stack's thread, hence the mutex).
#[derive(Default)]
struct RunRecord {
    /// The error that ended the run early.
    first_error: Option<Diagnostic>,
    /// The findings of a program that ran, as report records.
    findings: Vec<FindingRecord>,
    /// Its allocation counters (`None`: the program did not run).
    stats: Option<Stats>,
    /// The text findings, for a text `--memory-report-file`.
    text_report: String,
    /// The input's name and text, for SARIF's code-point columns.
    source: Option<(String, String)>,
}

/// The run proper; `record` receives what the memory report needs.
fn run_checked(
    cfg: &RunConfig,
    read_file: &dyn Fn(&str) -> std::io::Result<Vec<u8>>,
    record: &Mutex<RunRecord>,
) -> ToolOutput {
    let mut out = ToolOutput::default();
    let text = match read_file(&cfg.input) {
        Ok(t) => t,
        Err(e) => {
            let msg = format!("could not open input file '{}': {e}", cfg.input);
            out.stderr = format!("memref-run: {msg}\n");
            out.code = 1;
            record.lock().unwrap().first_error = Some(Diagnostic::error(None, msg));
            return out;
        }
    };
    // Diagnostics name standard input `<stdin>`, as memref-opt does.
    let filename = if cfg.input == "-" {
        "<stdin>".to_string()
    } else {
        cfg.input.clone()
    };
    if cfg.report_format == ReportFormat::Sarif {
        record.lock().unwrap().source = Some((
            filename.clone(),
            String::from_utf8_lossy(&text).into_owned(),
        ));
    }
    let source = |name: &str| {
        if name == filename {
            Some(String::from_utf8_lossy(&text).into_owned())
        } else {
            None
        }
    };
    let fail = |out: &mut ToolOutput, d: Diagnostic| {
        out.stderr.push_str(&d.render(&source));
        out.code = 1;
        record.lock().unwrap().first_error.get_or_insert(d);
    };
    // Deeply nested input recurses deeply in every layer, and the interpreter's calls use
    // this thread's stack: the rest runs on a large one.
    let (cfg, text, filename) = (&cfg, &text, &filename);
    crate::stack::with_big_stack(move || {
        let started = Instant::now();
        // `--mlir-timing`: (name, wall time) of each step, in order.
        let mut times: Vec<(String, std::time::Duration)> = Vec::new();
        let mut ctx = Context::new();
        let popts = ParseOptions {
            allow_unregistered: cfg.allow_unregistered,
            filename: filename.clone(),
            ..Default::default()
        };
        let top = match parse_module_bytes(&mut ctx, text, &popts) {
            Ok(t) => t,
            Err(d) => {
                fail(&mut out, d);
                return out;
            }
        };
        times.push(("Parser".into(), started.elapsed()));
        let step = Instant::now();
        if let Err(d) = verify(&ctx, top) {
            fail(&mut out, d);
            return out;
        }
        times.push(("Verifier".into(), step.elapsed()));
        // A program with tensor semantics runs as upstream's tensor chain runs it: bufferized
        // first (both engines then run the same buffer program), unless --no-bufferize.
        if cfg.default_pipeline && !cfg.no_bufferize && has_tensor_semantics(&ctx, top) {
            let mut pm = crate::passes::PassManager {
                print_ir_before_all: cfg.print_ir.before_all,
                print_ir_after_all: cfg.print_ir.after_all,
                print_ir_after_failure: cfg.print_ir.after_failure,
                ..Default::default()
            };
            // One-Shot Bufferize has no model for linalg.pack/unpack: ours lowers them first.
            let pipeline = if crate::passes::linalg_lower_pack_unpack::has_pack_unpack(&ctx, top) {
                PACK_BUFFERIZE_PIPELINE
            } else {
                BUFFERIZE_PIPELINE
            };
            pm.pipeline =
                crate::passes::parse_pipeline(pipeline).expect("the bufferization pipeline parses");
            let (report, r) = pm.run(&mut ctx, top, &Default::default());
            out.stderr.push_str(&report.ir_dumps);
            times.extend(report.times.iter().map(|(n, d)| (n.to_string(), *d)));
            if let Err(d) = r.and_then(|_| verify(&ctx, top)) {
                fail(&mut out, d);
                out.stderr.push_str(&report.failed_dump);
                out.stderr.push_str(
                    "memref-run: note: the program has tensor semantics and is bufferized \
                     (one-shot-bufferize{bufferize-function-boundaries}) before the \
                     deallocation pipeline; --no-bufferize runs it on tensor values\n",
                );
                return out;
            }
        }
        // A program that frees its own memory (memref.dealloc) is not input for the
        // ownership pass ("memory free side-effect on MemRef value not supported!"): it runs as
        // written, as mlir-runner runs it, and the memory checker judges its frees.
        let manual = cfg.default_pipeline && frees_own_memory(&ctx, top, &cfg.entry);
        if manual {
            out.stderr.push_str(
                "memref-run: note: the program frees its own memory (memref.dealloc): it runs \
                 without the deallocation pipeline\n",
            );
        }
        if let Some(p) = cfg.pipeline.as_ref().filter(|_| !manual) {
            let mut pm = crate::passes::PassManager::default();
            match crate::passes::parse_pipeline(p) {
                Ok(ps) => pm.pipeline = ps,
                Err(e) => {
                    out.stderr = format!("memref-run: {e}\n");
                    out.code = 1;
                    return out;
                }
            }
            pm.print_ir_before_all = cfg.print_ir.before_all;
            pm.print_ir_after_all = cfg.print_ir.after_all;
            pm.print_ir_after_failure = cfg.print_ir.after_failure;
            let (report, r) = pm.run(&mut ctx, top, &Default::default());
            out.stderr.push_str(&report.ir_dumps);
            times.extend(report.times.iter().map(|(n, d)| (n.to_string(), *d)));
            if let Err(d) = r.and_then(|_| verify(&ctx, top)) {
                fail(&mut out, d);
                out.stderr.push_str(&report.failed_dump);
                return out;
            }
        }
        let step = Instant::now();
        // The engines run linalg ops on buffers as the loops upstream lowers them to (as
        // upstream's runner pipeline does with -convert-linalg-to-loops).
        if let Err(d) = crate::passes::convert_linalg_to_loops::lower_for_execution(&mut ctx, top) {
            fail(&mut out, d);
            return out;
        }
        // Affine ops run as upstream runs them: through -lower-affine after the pipeline
        // (`scripts/upstream-run.sh`), so both engines see scf, arith and memref.
        if crate::passes::lower_affine::has_affine_ops(&ctx, top) {
            let r = crate::passes::lower_affine::lower_affine(&mut ctx, top);
            if let Err(d) = r.and_then(|_| verify(&ctx, top)) {
                fail(&mut out, d);
                return out;
            }
        }
        if let Err(d) = check_entry_result(&ctx, top, &cfg.entry, &cfg.entry_result) {
            fail(&mut out, d);
            return out;
        }
        times.push((
            "Lowering for the engines (linalg, affine)".into(),
            step.elapsed(),
        ));
        // The JIT's loop optimizations (not part of the printed pipeline).
        if cfg.engine == "jit" {
            let step = Instant::now();
            if let Err(d) = run_jit_loop_passes(&mut ctx, top, cfg.opt_level) {
                fail(&mut out, d);
                return out;
            }
            times.push(("Loop optimizations (JIT)".into(), step.elapsed()));
        }
        let res = if cfg.engine == "jit" {
            let opts = crate::codegen::JitOptions {
                dump_clif: cfg.dump_clif,
                dump_asm: cfg.dump_asm,
                unchecked_memory: cfg.unchecked_memory,
                check_bounds: cfg.check_bounds,
                no_vectorize: cfg.no_vectorize || cfg.opt_level == 0,
                opt_none: cfg.opt_level == 0,
                shared_libs: cfg.shared_libs.clone(),
                host_calls: false,
                assert_continue: cfg.assert_continue,
                entry: Some(cfg.entry.clone()),
            };
            let step = Instant::now();
            match crate::codegen::compile(&ctx, top, &opts) {
                Ok(c) => {
                    times.push(("Cranelift compile".into(), step.elapsed()));
                    out.stderr.push_str(&c.clif);
                    let step = Instant::now();
                    let res = crate::codegen::run_compiled(c, &ctx, &cfg.entry);
                    times.push(("Run (JIT)".into(), step.elapsed()));
                    res
                }
                Err(d) => crate::values::RunOutput {
                    error: Some(d),
                    ..Default::default()
                },
            }
        } else {
            let opts = interp::InterpOptions {
                assert_continue: cfg.assert_continue,
                ..Default::default()
            };
            let step = Instant::now();
            let res = interp::run_with(&ctx, top, &cfg.entry, opts);
            times.push(("Run (interpreter)".into(), step.elapsed()));
            res
        };
        if cfg.timing {
            out.stderr
                .push_str(&crate::passes::timing_table(&times, started.elapsed()));
        }
        out.stdout = res.stdout;
        {
            let mut r = record.lock().unwrap();
            r.findings = res
                .findings
                .iter()
                .map(|f| FindingRecord::new(f, &res.sites))
                .collect();
            r.stats = Some(res.stats);
        }
        if let Some(d) = res.error {
            fail(&mut out, d);
            return out;
        }
        if cfg.entry_result != "void" {
            use interp::RtVal;
            let text = match res.returned.first() {
                Some(RtVal::Int(i)) => i.to_string(),
                // mlir-runner prints a float result with `%e` (`1.500000e+00`).
                Some(RtVal::F32(x)) => format_e(*x as f64),
                Some(RtVal::F64(x)) => format_e(*x),
                _ => String::new(),
            };
            out.stdout.push_str(&text);
            out.stdout.push('\n');
        }
        if cfg.stats {
            out.stderr.push_str(&format!(
                "memory: {} allocations, {} frees, peak {} bytes live\n",
                res.stats.allocs, res.stats.frees, res.stats.peak_bytes
            ));
        }
        if !res.findings.is_empty() {
            if cfg.report_format == ReportFormat::Text && cfg.leak_check != LeakCheck::Off {
                // With --memory-report-file the text goes there (run_main writes it).
                if cfg.report_file.is_some() {
                    record.lock().unwrap().text_report = res.report.clone();
                } else {
                    emit_report(cfg, &mut out, &res.report);
                }
            }
            if cfg.leak_check == LeakCheck::Error {
                out.code = 2;
            }
        }
        out
    })
}
