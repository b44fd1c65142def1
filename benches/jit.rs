//! JIT engine: compile time per op, and run time of a matmul, a 2-D stencil and an
//! allocation-churn loop (each run includes its compile, which is small next to the kernel),
//! each also with `--check-bounds`.
//! `BENCH_QUICK=1` shrinks the kernels.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use memref_jit::codegen::{compile, run, JitOptions};
use memref_jit::ir::Context;
use memref_jit::parse::{parse_module, ParseOptions};
use memref_jit::passes::{parse_pipeline, PassManager};
use memref_jit::testing::kernels::{alloc_churn, matmul, stencil};

fn prepare(text: &str) -> (Context, memref_jit::ir::Op) {
    let mut ctx = Context::new();
    let top = parse_module(&mut ctx, text, &ParseOptions::default()).unwrap();
    let mut pm = PassManager {
        pipeline: parse_pipeline("builtin.module(buffer-deallocation-pipeline)").unwrap(),
        ..Default::default()
    };
    pm.run(&mut ctx, top, &Default::default()).1.unwrap();
    (ctx, top)
}

fn bench(c: &mut Criterion) {
    let quick = std::env::var("BENCH_QUICK").is_ok();
    let mut g = c.benchmark_group("jit");
    g.sample_size(10);

    let text = memref_jit::testing::gen::pipeline_module(if quick { 50 } else { 500 });
    let (ctx, top) = prepare(&text);
    let ops = ctx.collect_ops(top).len() as u64;
    g.throughput(Throughput::Elements(ops));
    g.bench_function(format!("compile_{ops}_ops"), |b| {
        b.iter(|| {
            let c = compile(&ctx, top, &JitOptions::default()).unwrap();
            c.clif.len()
        })
    });
    g.throughput(Throughput::Elements(1));

    let kernels = [
        ("matmul_f32", matmul(if quick { 64 } else { 256 }, false)),
        (
            "stencil_2d",
            stencil(if quick { 64 } else { 512 }, 10, false),
        ),
        (
            "alloc_churn",
            alloc_churn(if quick { 10_000 } else { 1_000_000 }, false),
        ),
    ];
    // Each kernel plain and with `--check-bounds` (`_checked`), so the cost of the checks is
    // the ratio of the two lines of one run.
    for (name, text) in kernels {
        let (ctx, top) = prepare(&text);
        for check_bounds in [false, true] {
            let opts = JitOptions {
                check_bounds,
                ..Default::default()
            };
            let label = if check_bounds {
                format!("{name}_checked")
            } else {
                name.to_string()
            };
            g.bench_function(label, |b| {
                b.iter(|| {
                    let (out, _) = run(&ctx, top, "main", &opts);
                    assert!(out.error.is_none() && out.findings.is_empty());
                    out.stdout.len()
                })
            });
        }
    }
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
