//! Prints a kernel program of `memref_jit::testing::kernels`, timed with `rtclock`:
//! `cargo run --example gen_kernel -- matmul|stencil|churn SIZE`.

use memref_jit::testing::kernels::{alloc_churn, matmul, stencil};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let size: usize = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(0);
    let text = match (args.first().map(String::as_str), size) {
        (Some("matmul"), n) if n >= 2 => matmul(n, true),
        (Some("stencil"), n) if n >= 3 => stencil(n, 10, true),
        (Some("churn"), n) if n >= 1 => alloc_churn(n, true),
        _ => {
            eprintln!("usage: gen_kernel matmul|stencil|churn SIZE");
            std::process::exit(2);
        }
    };
    print!("{text}");
}
