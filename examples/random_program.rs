//! Prints the random test program of a seed: `cargo run --example random_program -- 42`;
//! with `--faulty`, the program ending in a memory fault (`testing::progs::faulty_program`).

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let seed = args.iter().find_map(|a| a.parse().ok()).unwrap_or(1);
    if args.iter().any(|a| a == "--faulty") {
        print!("{}", memref_jit::testing::progs::faulty_program(seed));
    } else {
        print!("{}", memref_jit::testing::progs::random_program(seed));
    }
}
