//! Writes a generated deallocation-pipeline input to stdout:
//! `cargo run --release --example gen_pipeline_module -- 10000`; with `--main`, also a `@main`
//! that calls every function (the compile-throughput workload).

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let funcs = args.iter().find_map(|a| a.parse().ok()).unwrap_or(1_000);
    if args.iter().any(|a| a == "--main") {
        print!(
            "{}",
            memref_jit::testing::gen::pipeline_module_with_main(funcs)
        );
    } else {
        print!("{}", memref_jit::testing::gen::pipeline_module(funcs));
    }
}
