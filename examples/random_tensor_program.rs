//! Prints the random tensor program of a seed (`testing::tensor_progs`):
//! `cargo run --example random_tensor_program -- 42`; `--scf` adds scf ops on tensors,
//! `--linalg` linalg ops on tensors (with `--scf`: loops carrying tensors, nested).

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let seed = args.iter().find_map(|a| a.parse().ok()).unwrap_or(1);
    let opts = memref_jit::testing::tensor_progs::TensorGenOptions {
        scf: args.iter().any(|a| a == "--scf"),
        linalg: args.iter().any(|a| a == "--linalg"),
    };
    print!(
        "{}",
        memref_jit::testing::tensor_progs::random_tensor_program_with(seed, opts)
    );
}
