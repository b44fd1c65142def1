//! Parse + verify + print throughput on a generated module (`scripts/compare-parse-print.sh`
//! times upstream `mlir-opt` on the same text).

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use memref_jit::ir::Context;
use memref_jit::parse::{parse_module, ParseOptions};
use memref_jit::print::{print_module, PrintOptions};
use memref_jit::verify::verify;

fn bench(c: &mut Criterion) {
    let quick = std::env::var("BENCH_QUICK").is_ok();
    let funcs = if quick { 1_000 } else { 10_000 };
    let text = memref_jit::testing::gen::bench_module(funcs, 100);
    let opts = ParseOptions {
        filename: "bench.mlir".into(),
        ..Default::default()
    };
    let mut g = c.benchmark_group("parse_print");
    g.sample_size(10);
    g.throughput(Throughput::Bytes(text.len() as u64));
    g.bench_function(format!("parse_verify_print_{funcs}_funcs"), |b| {
        b.iter(|| {
            let mut ctx = Context::new();
            let m = parse_module(&mut ctx, &text, &opts).unwrap();
            verify(&ctx, m).unwrap();
            print_module(&ctx, m, &PrintOptions::default()).len()
        })
    });
    g.bench_function(format!("parse_only_{funcs}_funcs"), |b| {
        b.iter(|| {
            let mut ctx = Context::new();
            parse_module(&mut ctx, &text, &opts).unwrap();
        })
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
