//! Prints the random test program of a seed: `cargo run --example random_program -- 42`;
//! with `--faulty`, the program ending in a memory fault (`testing::progs::faulty_program`);
//! with `--cf-loops`, the program with loops made of branches
//! (`testing::progs::random_cf_loop_program`, run with
//! `memref-run --allow-unstructured-control-flow-loops`).

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let seed = args.iter().find_map(|a| a.parse().ok()).unwrap_or(1);
    if args.iter().any(|a| a == "--faulty") {
        print!("{}", memref_jit::testing::progs::faulty_program(seed));
    } else if args.iter().any(|a| a == "--cf-loops") {
        print!(
            "{}",
            memref_jit::testing::progs::random_cf_loop_program(seed)
        );
    } else {
        print!("{}", memref_jit::testing::progs::random_program(seed));
    }
}
