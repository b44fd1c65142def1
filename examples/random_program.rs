//! Prints the random test program of a seed: `cargo run --example random_program -- 42`.

fn main() {
    let seed = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(1);
    print!("{}", memref_jit::testing::progs::random_program(seed));
}
