//! Throughput of `--buffer-deallocation-pipeline` (parse + pipeline + print) on generated
//! modules; `scripts/compare-pipeline.sh` times upstream `mlir-opt` on the same text.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use memref_jit::opt::{process_buffer, OptConfig};

fn bench(c: &mut Criterion) {
    let sizes: &[usize] = if std::env::var("BENCH_QUICK").is_ok() {
        &[1_000]
    } else {
        &[1_000, 10_000]
    };
    let cfg = OptConfig {
        passes: vec![("buffer-deallocation-pipeline".into(), String::new())],
        ..Default::default()
    };
    let mut g = c.benchmark_group("pipeline");
    g.sample_size(10);
    for &n in sizes {
        let text = memref_jit::testing::gen::pipeline_module(n);
        g.throughput(Throughput::Elements(n as u64));
        g.bench_function(format!("buffer_deallocation_pipeline_{n}_funcs"), |b| {
            b.iter(|| process_buffer(&text, "bench.mlir", 0, &cfg).unwrap().len())
        });
    }
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
