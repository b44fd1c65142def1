//! Passes, the pass manager, and `--pass-pipeline` parsing. One pass per file, named after its
//! MLIR flag.

pub mod buffer_deallocation_simplification;
pub mod canonicalize;
pub mod cse;
pub mod dealloc_patterns;
pub mod expand_realloc;
pub mod lower_deallocations;
pub mod ownership_based_buffer_deallocation;
pub mod rewrite;

use std::time::{Duration, Instant};

use crate::diag::Diagnostic;
use crate::ir::{Context, Op};
use crate::print::{print_module, PrintOptions};

/// A transformation over the IR nested under a root op (a `builtin.module`).
pub trait Pass {
    /// The command-line flag (`expand-realloc`).
    fn flag(&self) -> &'static str;
    /// Upstream's class name, shown in `--mlir-print-ir-after-all` and `--mlir-timing`.
    fn class_name(&self) -> &'static str;
    /// Runs the pass. On error the IR may be partially rewritten; the driver prints nothing.
    fn run(&mut self, ctx: &mut Context, root: Op) -> Result<(), Diagnostic>;
}

/// Parsed `key=value` pass options.
#[derive(Clone, Debug, Default)]
pub struct PassOptions(pub Vec<(String, String)>);

impl PassOptions {
    /// Parses `a=1 b=true` (space or comma separated, values may be quoted).
    pub fn parse(text: &str) -> Result<PassOptions, String> {
        let mut out = Vec::new();
        for item in text.split([' ', ',']).filter(|s| !s.is_empty()) {
            let (k, v) = item.split_once('=').unwrap_or((item, "true"));
            out.push((
                k.trim().to_string(),
                v.trim().trim_matches('"').trim_matches('\'').to_string(),
            ));
        }
        Ok(PassOptions(out))
    }

    /// A boolean option; errors on an unknown key or a bad value (checked by `finish`).
    pub fn bool(&self, key: &str, default: bool) -> Result<bool, String> {
        match self.0.iter().rev().find(|(k, _)| k == key) {
            None => Ok(default),
            Some((_, v)) => match v.as_str() {
                "true" | "1" | "" => Ok(true),
                "false" | "0" => Ok(false),
                _ => Err(format!("Invalid argument '{v}' for option '{key}'")),
            },
        }
    }

    /// The `lowering=helper|fast` option of the dealloc lowering (default `helper`).
    pub fn lowering(&self) -> Result<lower_deallocations::Lowering, String> {
        match self.0.iter().rev().find(|(k, _)| k == "lowering") {
            None => Ok(lower_deallocations::Lowering::Helper),
            Some((_, v)) => lower_deallocations::Lowering::parse(v),
        }
    }

    /// Fails if an option other than `known` was given.
    pub fn check_known(&self, pass: &str, known: &[&str]) -> Result<(), String> {
        for (k, _) in &self.0 {
            if !known.contains(&k.as_str()) {
                return Err(format!("'{pass}' pass does not support option '{k}'"));
            }
        }
        Ok(())
    }
}

/// Builds the passes named by a flag (a pipeline flag expands to several).
pub fn passes_for_flag(flag: &str, options: &str) -> Result<Vec<Box<dyn Pass>>, String> {
    let opts = PassOptions::parse(options)?;
    let one = |p: Box<dyn Pass>| Ok(vec![p]);
    match flag {
        "expand-realloc" => {
            opts.check_known(flag, &["emit-deallocs"])?;
            one(Box::new(expand_realloc::ExpandRealloc {
                emit_deallocs: opts.bool("emit-deallocs", true)?,
            }))
        }
        "bufferization-lower-deallocations" => {
            opts.check_known(flag, &["lowering"])?;
            one(Box::new(lower_deallocations::LowerDeallocations {
                lowering: opts.lowering()?,
            }))
        }
        "ownership-based-buffer-deallocation" => {
            opts.check_known(flag, &["private-function-dynamic-ownership"])?;
            one(Box::new(
                ownership_based_buffer_deallocation::OwnershipBasedBufferDeallocation {
                    private_function_dynamic_ownership: opts
                        .bool("private-function-dynamic-ownership", false)?,
                },
            ))
        }
        "canonicalize" => {
            opts.check_known(
                flag,
                &[
                    "max-iterations",
                    "max-num-rewrites",
                    "region-simplify",
                    "test-convergence",
                    "top-down",
                ],
            )?;
            one(Box::new(canonicalize::Canonicalize))
        }
        "buffer-deallocation-simplification" => {
            opts.check_known(flag, &[])?;
            one(Box::new(
                buffer_deallocation_simplification::BufferDeallocationSimplification,
            ))
        }
        "buffer-deallocation-pipeline" => {
            opts.check_known(flag, &["private-function-dynamic-ownership", "lowering"])?;
            let lowering = opts.lowering()?;
            let dynamic = opts.bool("private-function-dynamic-ownership", false)?;
            Ok(vec![
                Box::new(expand_realloc::ExpandRealloc {
                    emit_deallocs: false,
                }),
                Box::new(canonicalize::Canonicalize),
                Box::new(
                    ownership_based_buffer_deallocation::OwnershipBasedBufferDeallocation {
                        private_function_dynamic_ownership: dynamic,
                    },
                ),
                Box::new(canonicalize::Canonicalize),
                Box::new(buffer_deallocation_simplification::BufferDeallocationSimplification),
                Box::new(lower_deallocations::LowerDeallocations { lowering }),
                Box::new(cse::Cse),
                Box::new(canonicalize::Canonicalize),
            ])
        }
        "cse" => {
            opts.check_known(flag, &[])?;
            one(Box::new(cse::Cse))
        }
        _ => Err(format!(
            "'{flag}' does not refer to a registered pass or pass pipeline"
        )),
    }
}

/// Whether `flag` names a pass or pipeline we know.
pub fn is_pass_flag(flag: &str) -> bool {
    passes_for_flag(flag, "").is_ok()
}

/// Parses `builtin.module(a, b{opt=v}, ...)` (the outer anchor may be omitted).
pub fn parse_pipeline(text: &str) -> Result<Vec<Box<dyn Pass>>, String> {
    let t = text.trim();
    let inner = if let Some(rest) = t.strip_prefix("builtin.module(") {
        rest.strip_suffix(')')
            .ok_or_else(|| "expected ')' to end the pass pipeline".to_string())?
    } else if t.contains('(') {
        return Err(format!(
            "unsupported pass pipeline anchor in '{t}': only builtin.module is supported"
        ));
    } else {
        t
    };
    let mut passes = Vec::new();
    let mut depth = 0;
    let mut cur = String::new();
    let mut items = Vec::new();
    for ch in inner.chars() {
        match ch {
            '{' => {
                depth += 1;
                cur.push(ch);
            }
            '}' => {
                depth -= 1;
                cur.push(ch);
            }
            ',' if depth == 0 => items.push(std::mem::take(&mut cur)),
            _ => cur.push(ch),
        }
    }
    items.push(cur);
    for item in items.iter().map(|s| s.trim()).filter(|s| !s.is_empty()) {
        let (name, opts) = match item.find('{') {
            Some(i) => {
                let o = item[i + 1..]
                    .strip_suffix('}')
                    .ok_or_else(|| format!("expected '}}' in pass options of '{item}'"))?;
                (&item[..i], o)
            }
            None => (item, ""),
        };
        passes.extend(passes_for_flag(name.trim(), opts)?);
    }
    Ok(passes)
}

/// Runs passes in order, with the instrumentation of `--mlir-print-ir-after-all` and
/// `--mlir-timing`.
#[derive(Default)]
pub struct PassManager {
    /// The passes.
    pub passes: Vec<Box<dyn Pass>>,
    /// Print the IR after every pass (to the diagnostics stream).
    pub print_ir_after_all: bool,
    /// Print a timing report.
    pub timing: bool,
}

/// What a pass-manager run produced besides the IR.
#[derive(Default)]
pub struct RunReport {
    /// `--mlir-print-ir-after-all` dumps.
    pub ir_dumps: String,
    /// Wall time per pass (class name, duration).
    pub times: Vec<(&'static str, Duration)>,
}

impl PassManager {
    /// Runs every pass on `root`; stops at the first error. The report covers the passes run.
    pub fn run(
        &mut self,
        ctx: &mut Context,
        root: Op,
        print: &PrintOptions,
    ) -> (RunReport, Result<(), Diagnostic>) {
        let mut report = RunReport::default();
        for p in self.passes.iter_mut() {
            let start = Instant::now();
            let r = p.run(ctx, root);
            report.times.push((p.class_name(), start.elapsed()));
            if let Err(d) = r {
                return (report, Err(d));
            }
            if self.print_ir_after_all {
                report.ir_dumps.push_str(&format!(
                    "// -----// IR Dump After {} ({}) //----- //\n",
                    p.class_name(),
                    p.flag()
                ));
                report.ir_dumps.push_str(&print_module(ctx, root, print));
                report.ir_dumps.push('\n');
            }
        }
        (report, Ok(()))
    }
}

/// Formats an `--mlir-timing` report like upstream's.
pub fn timing_report(
    parse: Duration,
    passes: &[(&'static str, Duration)],
    output: Duration,
) -> String {
    let total: Duration = parse + output + passes.iter().map(|(_, d)| *d).sum::<Duration>();
    let t = total.as_secs_f64().max(1e-9);
    let mut s = String::new();
    s.push_str("===-------------------------------------------------------------------------===\n");
    s.push_str("                         ... Execution time report ...\n");
    s.push_str("===-------------------------------------------------------------------------===\n");
    s.push_str(&format!(
        "  Total Execution Time: {:.4} seconds\n\n",
        total.as_secs_f64()
    ));
    s.push_str("  ----Wall Time----  ----Name----\n");
    let mut line = |d: Duration, name: &str| {
        s.push_str(&format!(
            "    {:.4} ({:5.1}%)  {name}\n",
            d.as_secs_f64(),
            100.0 * d.as_secs_f64() / t
        ));
    };
    line(parse, "Parser");
    for (n, d) in passes {
        line(*d, n);
    }
    line(output, "Output");
    line(total, "Total");
    s
}
