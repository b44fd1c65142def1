//! Run-time cost of `bufferization.dealloc` lowerings: nanoseconds per dealloc executed, swept
//! over N memrefs × M retained values, for
//! - `specialized`: statically disjoint memrefs, split by simplification and lowered by the
//!   specialized cases (upstream's lowering);
//! - `helper`: statically unknown aliasing, upstream's general `@dealloc_helper` lowering;
//! - `fast`: the same programs, our native lowering (inline compares, or sort and scan);
//! - `floor`: the same buffers freed by N plain `memref.dealloc`s.
//!
//! Every program is first run with the memory checker (it must report nothing: each variant
//! frees exactly the buffers it allocates); the timed runs then use plain malloc/free like
//! upstream's runtime (`DEALLOC_BENCH_CHECKED=1` keeps the checker on). The loop is timed inside
//! the program (`rtclock`), so compile time is not counted. Besides criterion's report, the
//! fastest and the median run's ns per iteration (N allocs + one dealloc) of every point go to
//! `target/dealloc_lowering.csv`, which
//! `scripts/dealloc-report.sh` turns into `docs/dealloc-cost.md`.
//!
//! `BENCH_QUICK=1` measures a smaller grid briefly (under two minutes).

use criterion::{BenchmarkId, Criterion, Throughput};
use memref_jit::codegen::{compile, Compiled, JitOptions};
use memref_jit::ir::{Context, Op};
use memref_jit::parse::{parse_module, ParseOptions};
use memref_jit::passes::{parse_pipeline, PassManager};
use memref_jit::testing::dealloc::{bench_pipeline, bench_program, parse_ns, Flavor};
use std::time::Duration;

/// The variants: (name, program flavour, lowering strategy).
const VARIANTS: [(&str, Flavor, &str); 4] = [
    ("specialized", Flavor::Disjoint, "helper"),
    ("helper", Flavor::Unknown, "helper"),
    ("fast", Flavor::Unknown, "fast"),
    ("floor", Flavor::Floor, "helper"),
];

fn lowered(text: &str, lowering: &str) -> (Context, Op) {
    let mut ctx = Context::new();
    let top = parse_module(&mut ctx, text, &ParseOptions::default()).expect("parse");
    let mut pm = PassManager {
        pipeline: parse_pipeline(&bench_pipeline(lowering)).expect("pipeline"),
        ..Default::default()
    };
    pm.run(&mut ctx, top, &Default::default())
        .1
        .expect("passes");
    (ctx, top)
}

/// Iterations per program run: about a few milliseconds of loop.
fn iters(n: usize) -> usize {
    (200_000 / n).max(500)
}

fn checked_run(variant: &str, flavor: Flavor, lowering: &str, n: usize, m: usize) {
    let k = 50;
    let (ctx, top) = lowered(&bench_program(flavor, n, m, k), lowering);
    let out = memref_jit::codegen::run(&ctx, top, "main", &JitOptions::default()).0;
    assert!(
        out.error.is_none(),
        "{variant} N={n} M={m}: {:?}",
        out.error
    );
    assert!(
        out.findings.is_empty(),
        "{variant} N={n} M={m}: the memory checker found:\n{}",
        out.report
    );
    // The program's own buffers: n per iteration plus m retained; the helper's scratch
    // memrefs come on top and are freed too.
    assert!(
        out.stats.frees >= (n * k + m) as u64 && out.stats.frees == out.stats.allocs,
        "{variant} N={n} M={m}: {:?}",
        out.stats
    );
    assert_eq!(
        out.stdout.lines().nth(1),
        Some("0"),
        "no retained value may alias a freed buffer"
    );
}

fn main() {
    let quick = std::env::var("BENCH_QUICK").is_ok_and(|v| v != "0");
    let checked = std::env::var("DEALLOC_BENCH_CHECKED").is_ok_and(|v| v != "0");
    let (ns, ms): (&[usize], &[usize]) = if quick {
        (&[1, 2, 4, 8, 16, 32, 64], &[2, 4])
    } else {
        (&[1, 2, 4, 8, 16, 32, 64], &[0, 2, 4, 16])
    };
    let mut c = Criterion::default()
        .sample_size(if quick { 10 } else { 20 })
        .warm_up_time(Duration::from_millis(if quick { 100 } else { 500 }))
        .measurement_time(Duration::from_millis(if quick { 300 } else { 2000 }))
        .configure_from_args();
    let mut rows = Vec::new();
    let mut group = c.benchmark_group("dealloc_lowering");
    for &m in ms {
        for &n in ns {
            let k = iters(n);
            group.throughput(Throughput::Elements(k as u64));
            for (variant, flavor, lowering) in VARIANTS {
                checked_run(variant, flavor, lowering, n, m);
                let (ctx, top) = lowered(&bench_program(flavor, n, m, k), lowering);
                let opts = JitOptions {
                    unchecked_memory: !checked,
                    ..Default::default()
                };
                let mut compiled: Compiled = compile(&ctx, top, &opts).expect("compile");
                let mut samples: Vec<f64> = Vec::new();
                group.bench_function(BenchmarkId::new(variant, format!("N{n}_M{m}")), |b| {
                    b.iter_custom(|runs| {
                        let mut total = 0.0;
                        for _ in 0..runs {
                            let out = compiled.run_entry(&ctx, "main");
                            let per = parse_ns(&out.stdout).expect("the program prints ns");
                            samples.push(per);
                            total += per * k as f64;
                        }
                        Duration::from_secs_f64(total * 1e-9)
                    })
                });
                if samples.is_empty() {
                    continue; // filtered out on the command line
                }
                samples.sort_by(f64::total_cmp);
                // The fastest run: each run already averages thousands of deallocs, and on a
                // shared machine the slower runs measure interference, not the code.
                rows.push(format!(
                    "{variant},{n},{m},{:.2},{:.2}",
                    samples[0],
                    samples[samples.len() / 2]
                ));
            }
        }
    }
    group.finish();
    c.final_summary();
    if !rows.is_empty() {
        let path =
            std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("target/dealloc_lowering.csv");
        let text = format!("variant,n,m,ns_min,ns_median\n{}\n", rows.join("\n"));
        std::fs::write(&path, text).expect("write the summary");
        eprintln!("wrote {}", path.display());
    }
}
