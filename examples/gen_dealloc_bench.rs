//! Prints a dealloc-cost program (see `memref_jit::testing::dealloc::bench_program`):
//! `cargo run --example gen_dealloc_bench -- unknown|disjoint|floor N M ITERS`.

use memref_jit::testing::dealloc::{bench_program, Flavor};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = "usage: gen_dealloc_bench unknown|disjoint|floor N M ITERS";
    let flavor = match args.first().map(String::as_str) {
        Some("unknown") => Flavor::Unknown,
        Some("disjoint") => Flavor::Disjoint,
        Some("floor") => Flavor::Floor,
        _ => {
            eprintln!("{usage}");
            std::process::exit(2);
        }
    };
    let num = |i: usize| -> usize {
        args.get(i).and_then(|s| s.parse().ok()).unwrap_or_else(|| {
            eprintln!("{usage}");
            std::process::exit(2);
        })
    };
    let (n, m, k) = (num(1), num(2), num(3));
    if n == 0 {
        eprintln!("N must be at least 1");
        std::process::exit(2);
    }
    print!("{}", bench_program(flavor, n, m, k));
}
