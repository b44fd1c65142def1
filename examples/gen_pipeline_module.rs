//! Writes a generated deallocation-pipeline input to stdout:
//! `cargo run --release --example gen_pipeline_module -- 10000`.

fn main() {
    let funcs = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(1_000);
    print!("{}", memref_jit::testing::gen::pipeline_module(funcs));
}
