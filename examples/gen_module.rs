//! Writes a generated benchmark module to stdout: `cargo run --release --example gen_module -- 10000 100`.

fn main() {
    let args: Vec<usize> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    let funcs = args.first().copied().unwrap_or(10_000);
    let ops = args.get(1).copied().unwrap_or(100);
    print!("{}", memref_jit::testing::gen::bench_module(funcs, ops));
}
