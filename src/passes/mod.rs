//! Passes and their registry, one pass per file named after its MLIR flag; the pass manager and
//! `--pass-pipeline` parsing are in `pipeline.rs`.

pub mod affine_canon;
pub mod buffer_deallocation;
pub mod buffer_deallocation_simplification;
pub mod buffer_hoisting;
pub mod buffer_loop_hoisting;
pub mod buffer_placement;
pub mod buffer_results_to_out_params;
pub mod canonicalize;
pub mod convert_linalg_to_loops;
pub mod cse;
pub mod dealloc_patterns;
pub mod drop_equivalent_buffer_results;
pub mod expand_realloc;
pub mod jit_scalar_replacement;
pub mod jit_unroll;
pub mod jit_unroll_and_jam;
pub mod linalg_lower_pack_unpack;
pub mod loop_invariant_code_motion;
pub mod lower_affine;
pub mod lower_deallocations;
pub mod one_shot_bufferize;
pub mod ownership_based_buffer_deallocation;
mod pipeline;
pub mod promote_buffers_to_stack;
pub mod rewrite;

pub use pipeline::{
    parse_pipeline, timing_report, timing_table, OpPassManager, PassManager, PipelineElement,
    RunReport,
};

use crate::diag::Diagnostic;
use crate::ir::{Context, Op};

/// A transformation over the IR nested under the op it runs on (a `builtin.module`, or any op
/// a nested pass manager anchors it to).
pub trait Pass {
    /// The command-line flag (`expand-realloc`).
    fn flag(&self) -> &'static str;
    /// Upstream's class name, shown in `--mlir-print-ir-after-all` and `--mlir-timing`.
    fn class_name(&self) -> &'static str;
    /// Runs the pass. On error the IR may be partially rewritten; the driver prints nothing.
    fn run(&mut self, ctx: &mut Context, root: Op) -> Result<(), Diagnostic>;
    /// Whether running the pass on a module is running it on each function in turn: it
    /// changes nothing outside the function it works on and reads nothing another function's
    /// rewrite changes. The pass manager then runs it function by function and verifies each
    /// function right after its rewrite, while its ops are still in the cache.
    fn function_local(&self) -> bool {
        false
    }
    /// Whether the pass may run on a module split into several contexts, each holding some of
    /// the top-level functions whole and the others as private declarations (with the same
    /// signatures): each function it holds whole comes out as from a run on the whole module,
    /// and outside them the pass at most appends new functions that every context holding a
    /// function that needs them appends alike (`memref-opt` runs large modules so on several
    /// threads).
    fn splits_by_function(&self) -> bool {
        self.function_local()
    }
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
                _ => Err(format!(
                    "for the --{key} option: '{v}' is invalid value for boolean argument! \
                     Try 0 or 1"
                )),
            },
        }
    }

    /// An integer option (`None` when not given), with LLVM's message for a bad value.
    pub fn long(&self, key: &str) -> Result<Option<i64>, String> {
        self.value(key)
            .map(|v| {
                v.parse().map_err(|_| {
                    format!("for the --{key} option: '{v}' value invalid for long argument!")
                })
            })
            .transpose()
    }

    /// An unsigned 32-bit option (`None` when not given), with LLVM's message for a bad value.
    pub fn uint(&self, key: &str) -> Result<Option<u64>, String> {
        self.value(key)
            .map(|v| {
                v.parse::<u32>().map(u64::from).map_err(|_| {
                    format!("for the --{key} option: '{v}' value invalid for uint argument!")
                })
            })
            .transpose()
    }

    /// The last value given for `key`.
    pub fn value(&self, key: &str) -> Option<&str> {
        self.0
            .iter()
            .rev()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    }

    /// The `lowering=helper|fast` option of the dealloc lowering (default `helper`).
    pub fn lowering(&self) -> Result<lower_deallocations::Lowering, String> {
        match self.0.iter().rev().find(|(k, _)| k == "lowering") {
            None => Ok(lower_deallocations::Lowering::Helper),
            Some((_, v)) => lower_deallocations::Lowering::parse(v),
        }
    }

    /// Fails if an option other than `known` was given.
    pub fn check_known(&self, known: &[&str]) -> Result<(), String> {
        for (k, _) in &self.0 {
            if !known.contains(&k.as_str()) {
                return Err(format!("<Pass-Options-Parser>: no such option {k}\n"));
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
            opts.check_known(&["emit-deallocs"])?;
            one(Box::new(expand_realloc::ExpandRealloc {
                emit_deallocs: opts.bool("emit-deallocs", true)?,
            }))
        }
        "bufferization-lower-deallocations" => {
            opts.check_known(&["lowering"])?;
            one(Box::new(lower_deallocations::LowerDeallocations {
                lowering: opts.lowering()?,
            }))
        }
        "ownership-based-buffer-deallocation" => {
            opts.check_known(&[
                "private-function-dynamic-ownership",
                "allow-unstructured-control-flow-loops",
            ])?;
            one(Box::new(
                ownership_based_buffer_deallocation::OwnershipBasedBufferDeallocation {
                    private_function_dynamic_ownership: opts
                        .bool("private-function-dynamic-ownership", false)?,
                    allow_unstructured_control_flow_loops: opts
                        .bool("allow-unstructured-control-flow-loops", false)?,
                },
            ))
        }
        "canonicalize" => {
            opts.check_known(&[
                "max-iterations",
                "max-num-rewrites",
                "region-simplify",
                "test-convergence",
                "top-down",
            ])?;
            one(Box::new(canonicalize::Canonicalize {
                config: canonicalize_config(&opts)?,
            }))
        }
        "buffer-deallocation-simplification" => {
            opts.check_known(&[])?;
            one(Box::new(
                buffer_deallocation_simplification::BufferDeallocationSimplification,
            ))
        }
        "buffer-deallocation-pipeline" => {
            opts.check_known(&[
                "private-function-dynamic-ownership",
                "allow-unstructured-control-flow-loops",
                "lowering",
            ])?;
            let lowering = opts.lowering()?;
            let dynamic = opts.bool("private-function-dynamic-ownership", false)?;
            let cf_loops = opts.bool("allow-unstructured-control-flow-loops", false)?;
            Ok(vec![
                Box::new(expand_realloc::ExpandRealloc {
                    emit_deallocs: false,
                }),
                Box::new(canonicalize::Canonicalize::default()),
                Box::new(
                    ownership_based_buffer_deallocation::OwnershipBasedBufferDeallocation {
                        private_function_dynamic_ownership: dynamic,
                        allow_unstructured_control_flow_loops: cf_loops,
                    },
                ),
                Box::new(canonicalize::Canonicalize::default()),
                Box::new(buffer_deallocation_simplification::BufferDeallocationSimplification),
                Box::new(lower_deallocations::LowerDeallocations { lowering }),
                Box::new(cse::Cse),
                Box::new(canonicalize::Canonicalize::default()),
            ])
        }
        "one-shot-bufferize" => {
            opts.check_known(&[
                "bufferize-function-boundaries",
                "function-boundary-type-conversion",
                "unknown-type-conversion",
                "allow-unknown-ops",
                "copy-before-write",
                "buffer-alignment",
                "allow-return-allocs-from-loops",
                "test-analysis-only",
                "dump-alias-sets",
            ])?;
            let d = one_shot_bufferize::OneShotBufferize::default();
            let layout = |key: &str, d| {
                opts.value(key)
                    .map(|v| one_shot_bufferize::LayoutMapOption::parse(key, v))
                    .unwrap_or(Ok(d))
            };
            one(Box::new(one_shot_bufferize::OneShotBufferize {
                function_boundaries: opts.bool("bufferize-function-boundaries", false)?,
                boundary_layout: layout("function-boundary-type-conversion", d.boundary_layout)?,
                unknown_layout: layout("unknown-type-conversion", d.unknown_layout)?,
                allow_unknown_ops: opts.bool("allow-unknown-ops", false)?,
                copy_before_write: opts.bool("copy-before-write", false)?,
                alignment: opts.uint("buffer-alignment")?.unwrap_or(d.alignment),
                allow_return_allocs_from_loops: opts
                    .bool("allow-return-allocs-from-loops", false)?,
                test_analysis_only: opts.bool("test-analysis-only", false)?,
                dump_alias_sets: opts.bool("dump-alias-sets", false)?,
            }))
        }
        "cse" => {
            opts.check_known(&[])?;
            one(Box::new(cse::Cse))
        }
        "loop-invariant-code-motion" => {
            opts.check_known(&[])?;
            one(Box::<loop_invariant_code_motion::LoopInvariantCodeMotion>::default())
        }
        "jit-scalar-replacement" => {
            opts.check_known(&[])?;
            one(Box::new(jit_scalar_replacement::JitScalarReplacement))
        }
        "jit-unroll" => {
            opts.check_known(&["max-trip-count"])?;
            one(Box::new(jit_unroll::JitUnroll {
                max_trip_count: opts
                    .uint("max-trip-count")?
                    .unwrap_or(jit_unroll::DEFAULT_MAX_TRIP_COUNT),
            }))
        }
        "jit-unroll-and-jam" => {
            opts.check_known(&["factor"])?;
            one(Box::new(jit_unroll_and_jam::JitUnrollAndJam {
                factor: opts
                    .uint("factor")?
                    .unwrap_or(jit_unroll_and_jam::DEFAULT_FACTOR),
            }))
        }
        "drop-equivalent-buffer-results" => {
            opts.check_known(&[])?;
            one(Box::new(
                drop_equivalent_buffer_results::DropEquivalentBufferResults,
            ))
        }
        "buffer-results-to-out-params" => {
            opts.check_known(&[
                "add-result-attr",
                "hoist-static-allocs",
                "hoist-dynamic-allocs",
                "modify-public-functions",
            ])?;
            one(Box::new(
                buffer_results_to_out_params::BufferResultsToOutParams {
                    add_result_attr: opts.bool("add-result-attr", false)?,
                    hoist_static_allocs: opts.bool("hoist-static-allocs", false)?,
                    hoist_dynamic_allocs: opts.bool("hoist-dynamic-allocs", false)?,
                    modify_public_functions: opts.bool("modify-public-functions", false)?,
                },
            ))
        }
        "convert-linalg-to-loops" | "convert-linalg-to-parallel-loops" => {
            opts.check_known(&[])?;
            one(Box::new(convert_linalg_to_loops::ConvertLinalgToLoops {
                parallel: flag == "convert-linalg-to-parallel-loops",
            }))
        }
        "buffer-hoisting" => {
            opts.check_known(&[])?;
            one(Box::new(buffer_hoisting::BufferHoisting))
        }
        "buffer-loop-hoisting" => {
            opts.check_known(&[])?;
            one(Box::new(buffer_loop_hoisting::BufferLoopHoisting))
        }
        "promote-buffers-to-stack" => {
            opts.check_known(&["max-alloc-size-in-bytes", "max-rank-of-allocated-memref"])?;
            let d = promote_buffers_to_stack::PromoteBuffersToStack::default();
            one(Box::new(promote_buffers_to_stack::PromoteBuffersToStack {
                max_alloc_size_in_bytes: opts
                    .uint("max-alloc-size-in-bytes")?
                    .unwrap_or(d.max_alloc_size_in_bytes),
                max_rank_of_allocated_memref: opts
                    .uint("max-rank-of-allocated-memref")?
                    .unwrap_or(d.max_rank_of_allocated_memref),
            }))
        }
        "lower-affine" => {
            opts.check_known(&[])?;
            one(Box::new(lower_affine::LowerAffine))
        }
        "buffer-deallocation" => {
            opts.check_known(&[])?;
            one(Box::new(buffer_deallocation::BufferDeallocation))
        }
        "linalg-lower-pack-unpack" => {
            opts.check_known(&[])?;
            one(Box::new(linalg_lower_pack_unpack::LinalgLowerPackUnpack))
        }
        _ => Err(format!(
            "'{flag}' does not refer to a registered pass or pass pipeline"
        )),
    }
}

/// The greedy driver's configuration from `canonicalize`'s options. Only what changes nothing
/// or what we honour is accepted: a bottom-up worklist, block merging and a rewrite limit
/// would give other IR, so they are refused rather than ignored.
fn canonicalize_config(opts: &PassOptions) -> Result<rewrite::GreedyConfig, String> {
    let mut config = rewrite::GreedyConfig::default();
    if let Some(n) = opts.long("max-iterations")? {
        config.max_iterations = u64::try_from(n).ok();
    }
    if opts.long("max-num-rewrites")?.is_some_and(|n| n >= 0) {
        return Err("canonicalize option max-num-rewrites is not supported".into());
    }
    match opts.value("region-simplify") {
        None | Some("normal") => {}
        Some("disabled") => config.simplify_regions = false,
        Some("aggressive") => {
            return Err("canonicalize option region-simplify=aggressive is not supported".into())
        }
        Some(v) => {
            return Err(format!(
                "for the --region-simplify option: Cannot find option named '{v}'!"
            ))
        }
    }
    if !opts.bool("top-down", true)? {
        return Err("canonicalize option top-down=false is not supported".into());
    }
    // Our driver always runs to the fixed point or the limit; convergence testing is a no-op.
    opts.bool("test-convergence", false)?;
    Ok(config)
}

/// Whether `flag` names a pass or pipeline we know.
pub fn is_pass_flag(flag: &str) -> bool {
    passes_for_flag(flag, "").is_ok()
}
