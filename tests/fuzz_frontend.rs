//! The front end never panics: random bytes and randomly mutated corpus files go through
//! parse + verify + print and must give a clean `Ok` or `Err`. Whatever parses and verifies
//! must print to text that parses, verifies and prints the same again.
//!
//! `FUZZ_CASES=N cargo test --test fuzz_frontend -- --nocapture` runs more cases.

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::Path;

use memref_jit::opt::{process_buffer, OptConfig};

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

const TOKENS: &[&str] = &[
    "%0",
    "%arg0",
    "^bb1",
    "@f",
    "(",
    ")",
    "{",
    "}",
    "<",
    ">",
    "[",
    "]",
    ",",
    ":",
    "=",
    "->",
    "?x",
    "4x",
    "memref<",
    "f32",
    "i1",
    "index",
    "dense<",
    "loc(",
    "\"",
    "#map",
    "!t",
    "affine_map<(d0) -> (d0)>",
    "strided<[1], offset: ?>",
    "scf.for",
    "scf.yield",
    "cf.br",
    "func.return",
    "arith.constant",
    "0x7FC00000",
    "-",
    "1.5",
    "9999999999999999999999",
    "// -----\n",
    "\n",
    " ",
    "%c0#1",
    "^bb0(%x: i32):",
    "unit",
    "array<i32: 1>",
];

fn corpus() -> Vec<String> {
    let mut out = Vec::new();
    for dir in [
        "tests/filetests/roundtrip",
        "tests/filetests/errors",
        "tests/filetests/ownership",
        "tests/filetests/pipeline",
        "tests/filetests/exec",
        "tests/filetests/canonicalize",
        "tests/filetests/passes",
    ] {
        let d = Path::new(env!("CARGO_MANIFEST_DIR")).join(dir);
        let mut files: Vec<_> = std::fs::read_dir(d)
            .unwrap()
            .map(|e| e.unwrap().path())
            .collect();
        files.sort();
        for f in files {
            let t = std::fs::read_to_string(&f).unwrap();
            // Drop CHECK lines: they are comments and would only slow the fuzzer down.
            let body: String = t
                .lines()
                .filter(|l| !l.contains("CHECK"))
                .map(|l| format!("{l}\n"))
                .collect();
            out.push(body);
        }
    }
    out
}

fn mutate(rng: &mut Rng, base: &str) -> Vec<u8> {
    let mut b = base.as_bytes().to_vec();
    let n = 1 + rng.below(4);
    for _ in 0..n {
        if b.is_empty() {
            b.push(b'%');
        }
        let at = rng.below(b.len());
        match rng.below(6) {
            0 => b[at] = (rng.next() & 0xff) as u8,
            1 => {
                let len = rng.below(16).min(b.len() - at);
                b.drain(at..at + len);
            }
            2 => {
                let t = TOKENS[rng.below(TOKENS.len())];
                b.splice(at..at, t.bytes());
            }
            3 => b.truncate(at),
            4 => {
                let len = rng.below(40).min(b.len() - at);
                let chunk = b[at..at + len].to_vec();
                let to = rng.below(b.len());
                b.splice(to..to, chunk);
            }
            _ => b[at] = b"(){}[]<>,:=%^@#!\"x?"[rng.below(19)],
        }
    }
    b
}

const PASSES: &[&str] = &[
    "expand-realloc",
    "canonicalize",
    "cse",
    "ownership-based-buffer-deallocation",
    "buffer-deallocation-simplification",
    "bufferization-lower-deallocations",
    "buffer-deallocation-pipeline",
    "buffer-hoisting",
    "buffer-loop-hoisting",
    "promote-buffers-to-stack",
];

fn panic_msg(p: &Box<dyn std::any::Any + Send>) -> String {
    p.downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| p.downcast_ref::<String>().cloned())
        .unwrap_or_default()
}

fn check_one(input: &[u8], cfg: &OptConfig) -> Result<(), String> {
    let text = String::from_utf8_lossy(input).into_owned();
    let r = catch_unwind(AssertUnwindSafe(|| {
        process_buffer(input, "fuzz.mlir", 0, cfg)
    }));
    match r {
        Err(p) => Err(format!("panic ({}) on input:\n{text}", panic_msg(&p))),
        Ok(Err(_)) => Ok(()),
        Ok(Ok(printed)) => {
            let again = catch_unwind(AssertUnwindSafe(|| {
                process_buffer(&printed, "fuzz.mlir", 0, cfg)
            }));
            match again {
                Err(p) => Err(format!("panic ({}) re-parsing printed output of:\n{text}", panic_msg(&p))),
                Ok(Err(d)) => Err(format!("printed output does not parse: {}\n--- input ---\n{text}\n--- printed ---\n{printed}", d[0])),
                Ok(Ok(p2)) if p2 != printed => Err(format!("printing is not a fixed point\n--- input ---\n{text}\n--- first ---\n{printed}\n--- second ---\n{p2}")),
                Ok(Ok(_)) => {
                    // Every pass, alone and in the pipeline, ends in Ok or a diagnostic.
                    for pass in PASSES {
                        let pcfg = OptConfig {
                            allow_unregistered: cfg.allow_unregistered,
                            passes: vec![(pass.to_string(), String::new())],
                            ..Default::default()
                        };
                        let r = catch_unwind(AssertUnwindSafe(|| process_buffer(input, "fuzz.mlir", 0, &pcfg)));
                        if let Err(p) = r {
                            return Err(format!("panic ({}) in --{pass} on:\n{text}", panic_msg(&p)));
                        }
                    }
                    Ok(())
                }
            }
        }
    }
}

#[test]
fn frontend_never_panics() {
    let cases: usize = std::env::var("FUZZ_CASES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(24_000);
    let seed: u64 = std::env::var("FUZZ_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(0x9E37_79B9_7F4A_7C15);
    std::panic::set_hook(Box::new(|_| {}));
    let corpus = corpus();
    let cfg = OptConfig {
        allow_unregistered: true,
        ..Default::default()
    };
    let mut rng = Rng(seed);
    let mut failures = Vec::new();
    let mut parsed_ok = 0;
    for i in 0..cases {
        let input: Vec<u8> = if i % 8 == 0 {
            let len = rng.below(200);
            (0..len).map(|_| (rng.next() & 0xff) as u8).collect()
        } else {
            let base = &corpus[rng.below(corpus.len())];
            mutate(&mut rng, base)
        };
        match check_one(&input, &cfg) {
            Ok(()) => {
                if process_buffer(&input, "f", 0, &cfg).is_ok() {
                    parsed_ok += 1;
                }
            }
            Err(e) => {
                failures.push(e);
                if failures.len() >= 3 {
                    break;
                }
            }
        }
    }
    let _ = std::panic::take_hook();
    eprintln!("fuzz_frontend: {cases} cases, {parsed_ok} parsed and verified");
    assert!(failures.is_empty(), "{}", failures.join("\n\n=====\n\n"));
}
