//! Random tensor programs (`src/testing/tensor_progs.rs`) run three ways by `memref-run`: the
//! interpreter on the tensor form (`--no-pipeline`: tensor values, the oracle), and the
//! bufferized program (one-shot-bufferize with function boundaries, then the deallocation
//! pipeline) in the JIT and in the interpreter. All three print the same (allocation
//! addresses aside) and the memory checker finds nothing. No upstream tool is needed; the
//! comparison with upstream is `scripts/compare-tensor-upstream.sh`.
//! `RANDOM_TENSOR_PROGRAMS=N RANDOM_TENSOR_SEED=S` to change the 50 programs from seed 1.
//! The extended programs (`--scf --linalg`: linalg ops on tensors, loops carrying tensors,
//! nested regions) have no tensor-form oracle (the interpreter runs linalg only on buffers):
//! the bufferized program runs in both engines, which must agree and exit cleanly.

use memref_jit::run::run_main;
use memref_jit::testing::tensor_progs::{
    random_tensor_program, random_tensor_program_with, TensorGenOptions,
};

fn run(text: &str, extra: &[&str]) -> (i32, String) {
    let mut args = vec!["prog.mlir".to_string()];
    args.extend(extra.iter().map(|s| s.to_string()));
    let out = run_main(&args, &|_| Ok(text.as_bytes().to_vec()));
    // printMemref shows the allocation's address, which differs between runs, and the view's
    // offset and strides, which are the bufferized program's (the tensor form prints copies).
    let mut s = String::new();
    for line in out.stdout.lines().chain(out.stderr.lines()) {
        let line = match (
            line.find(" offset = "),
            line.find(" sizes = "),
            line.find(" strides = "),
        ) {
            (Some(o), Some(z), Some(st)) if o < z && z < st => {
                let after = &line[st..];
                let close = after.find(']').map_or(after.len(), |c| c + 1);
                format!("{}{}{}", &line[..o], &line[z..st], &after[close..])
            }
            _ => line.to_string(),
        };
        let line = line.as_str();
        match line.find("base@ = ") {
            Some(i) => {
                let rest = &line[i + 8..];
                let end = rest.find(' ').unwrap_or(rest.len());
                s.push_str(&line[..i + 8]);
                s.push_str(&rest[end..]);
            }
            None => s.push_str(line),
        }
        s.push('\n');
    }
    (out.code, s)
}

#[test]
fn bufferized_tensor_programs_match_the_tensor_form() {
    let (n, first) = counts(50);
    let mut failures = Vec::new();
    for seed in first..first + n {
        let text = random_tensor_program(seed);
        let oracle = run(&text, &["--no-pipeline", "--engine=interp"]);
        if oracle.0 != 0 {
            failures.push(format!("seed {seed}: tensor form failed:\n{}", oracle.1));
            continue;
        }
        for engine in ["--engine=jit", "--engine=interp"] {
            let got = run(&text, &[engine, "--check-bounds"]);
            if got != oracle {
                failures.push(format!(
                    "seed {seed} ({engine}, bufferized): exit {}\n{}\nexpected (tensor form):\n{}",
                    got.0, got.1, oracle.1
                ));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {n} programs differ:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

fn counts(default: u64) -> (u64, u64) {
    let n: u64 = std::env::var("RANDOM_TENSOR_PROGRAMS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default);
    let first: u64 = std::env::var("RANDOM_TENSOR_SEED")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1);
    (n, first)
}

#[test]
fn extended_tensor_programs_agree_in_both_engines() {
    let (n, first) = counts(40);
    let opts = TensorGenOptions {
        scf: true,
        linalg: true,
    };
    let mut failures = Vec::new();
    let mut linalg_ops = 0;
    let mut loops = 0;
    for seed in first..first + n {
        let text = random_tensor_program_with(seed, opts);
        linalg_ops += text.matches("= linalg.").count();
        loops += text.matches("= scf.for").count() + text.matches("= scf.while").count();
        let jit = run(&text, &["--engine=jit", "--check-bounds"]);
        let interp = run(&text, &["--engine=interp", "--check-bounds"]);
        if jit.0 != 0 || jit != interp {
            failures.push(format!(
                "seed {seed}: jit exit {}\n{}\ninterp exit {}\n{}",
                jit.0, jit.1, interp.0, interp.1
            ));
        }
    }
    // The shapes this test is about are generated.
    assert!(
        linalg_ops > n as usize && loops > 0,
        "{linalg_ops} linalg ops, {loops} loops"
    );
    assert!(
        failures.is_empty(),
        "{} of {n} programs differ:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
