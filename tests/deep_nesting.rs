//! Deep inputs never end in a signal: 10,000 nesting levels go through parse, verify, print,
//! the passes and both engines; one level past the parser's limit is a located error; calls
//! recurse as deep as the stack allows (100,000 small frames) and past it end in a located
//! "call stack too deep".

use memref_jit::opt::run_opt;
use memref_jit::parse::MAX_NESTING;
use memref_jit::run::run_main;

fn opt(args: &[&str], text: &str) -> memref_jit::diag::ToolOutput {
    let mut a: Vec<String> = args.iter().map(|s| s.to_string()).collect();
    a.push("-".into());
    run_opt(&a, text.as_bytes(), &|p| std::fs::read(p))
}

fn run(args: &[&str], text: &str) -> memref_jit::diag::ToolOutput {
    let mut a: Vec<String> = args.iter().map(|s| s.to_string()).collect();
    a.push("-".into());
    let bytes = text.as_bytes().to_vec();
    run_main(&a, &move |p| {
        if p == "-" {
            Ok(bytes.clone())
        } else {
            std::fs::read(p)
        }
    })
}

/// `n` nested `scf.for`s carrying a value; prints 1.
fn nested_for(n: usize) -> String {
    let mut s = String::from(
        "func.func private @printI64(i64)\nfunc.func @main() {\n  %c0 = arith.constant 0 : index\n  \
         %c1 = arith.constant 1 : index\n  %z = arith.constant 0 : i64\n  %one = arith.constant 1 : i64\n",
    );
    s += "  %r0 = scf.for %i0 = %c0 to %c1 step %c1 iter_args(%a0 = %z) -> (i64) {\n";
    for k in 1..n {
        s += &format!(
            "%r{k} = scf.for %i{k} = %c0 to %c1 step %c1 iter_args(%a{k} = %a{}) -> (i64) {{\n",
            k - 1
        );
    }
    s += &format!(
        "%v = arith.addi %a{}, %one : i64\nscf.yield %v : i64\n",
        n - 1
    );
    for k in (1..n).rev() {
        s += &format!("}}\nscf.yield %r{k} : i64\n");
    }
    s += "}\n  call @printI64(%r0) : (i64) -> ()\n  return\n}\n";
    s
}

/// `n` nested `scf.execute_region`s around an allocation the pipeline must free.
fn nested_regions(n: usize) -> String {
    let mut s = String::from("func.func @main() {\n");
    s += &"scf.execute_region {\n".repeat(n);
    s += "%a = memref.alloc() : memref<4xf32>\n";
    s += &"scf.yield\n}\n".repeat(n);
    s += "return\n}\n";
    s
}

/// `n` nested `scf.if`s yielding a buffer allocated in every branch (the ownership pass
/// threads an ownership through every level; its liveness was quadratic in the depth).
fn nested_ifs_yielding(n: usize) -> String {
    let mut s = String::from(
        "func.func private @printMemrefF32(memref<*xf32>)\nfunc.func @main() {\n  %c = arith.constant true\n",
    );
    for k in 0..n {
        s += &format!("%r{k} = scf.if %c -> (memref<2xf32>) {{\n");
    }
    s += "%a = memref.alloc() : memref<2xf32>\nscf.yield %a : memref<2xf32>\n";
    for k in (0..n).rev() {
        s += &format!(
            "}} else {{\n%b{k} = memref.alloc() : memref<2xf32>\nscf.yield %b{k} : memref<2xf32>\n}}\n"
        );
        if k > 0 {
            s += &format!("scf.yield %r{k} : memref<2xf32>\n");
        }
    }
    s += "%u = memref.cast %r0 : memref<2xf32> to memref<*xf32>\n";
    s += "call @printMemrefF32(%u) : (memref<*xf32>) -> ()\nreturn\n}\n";
    s
}

#[test]
fn ten_thousand_levels_go_through_every_layer() {
    let text = nested_for(10_000);
    for flags in [
        &[][..],
        &["--mlir-print-op-generic"],
        &["--canonicalize"],
        &["--cse"],
        &["--buffer-deallocation-pipeline"],
    ] {
        let o = opt(flags, &text);
        assert_eq!(o.code, 0, "{flags:?}: {}", o.stderr);
    }
    // What we print parses back.
    let printed = opt(&["--mlir-print-op-generic"], &text).stdout;
    assert_eq!(opt(&[], &printed).code, 0);
    // The JIT compiles 10,000 nested loops as written too: past 64 nested loops a module uses
    // Cranelift's single-pass register allocator (the backtracking one took 59 s for 4,000).
    for args in [
        &["--engine=interp"][..],
        &["--engine=interp", "--no-pipeline"],
        &["--engine=jit"],
        &["--check-bounds"],
        &["--engine=jit", "--no-pipeline"],
        &["--engine=jit", "--no-pipeline", "--check-bounds"],
    ] {
        let o = run(args, &text);
        assert_eq!(
            (o.code, o.stdout.as_str()),
            (0, "1"),
            "{args:?}: {}",
            o.stderr
        );
    }
    let text = nested_ifs_yielding(10_000);
    assert_eq!(opt(&["--buffer-deallocation-pipeline"], &text).code, 0);
    for args in [&["--engine=interp"][..], &["--engine=jit"]] {
        let o = run(args, &text);
        assert_eq!(o.code, 0, "{args:?}: {}", o.stderr);
        assert!(o.stdout.contains("[0,  0]"), "{args:?}: {}", o.stdout);
    }
    let text = nested_regions(10_000);
    assert_eq!(opt(&["--buffer-deallocation-pipeline"], &text).code, 0);
    for args in [
        &["--engine=interp"][..],
        &["--engine=jit"],
        &["--check-bounds"],
        &["--engine=interp", "--no-pipeline", "--leak-check=off"],
        &["--engine=jit", "--no-pipeline", "--leak-check=off"],
    ] {
        let o = run(args, &text);
        assert_eq!(o.code, 0, "{args:?}: {}", o.stderr);
    }
}

#[test]
fn past_the_limit_is_a_located_error() {
    let n = MAX_NESTING as usize + 1;
    let cases = [
        nested_regions(n),
        format!(
            "func.func @f() attributes {{x = {}1{}}} {{\n  return\n}}\n",
            "[".repeat(n),
            "]".repeat(n)
        ),
        format!(
            "func.func @f(%a: {}i32{}) {{\n  return\n}}\n",
            "tuple<".repeat(n),
            ">".repeat(n)
        ),
        format!(
            "func.func @f() attributes {{x = {}1{}}} {{\n  return\n}}\n",
            "[".repeat(10 * n),
            "]".repeat(10 * n)
        ),
    ];
    for text in cases {
        let o = opt(&[], &text);
        assert_eq!(o.code, 1);
        assert!(
            o.stderr.starts_with("<stdin>:")
                && o.stderr
                    .contains(": error: nesting too deep (more than 16384 levels)"),
            "{}",
            &o.stderr[..o.stderr.len().min(300)]
        );
    }
}

fn recursion(n: u64, frame_bytes: usize) -> String {
    format!(
        "func.func private @printI64(i64)
func.func @rec(%n: i64) -> i64 {{
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %c0 = arith.constant 0 : index
  %buf = memref.alloca() : memref<{frame_bytes}xi64>
  memref.store %n, %buf[%c0] : memref<{frame_bytes}xi64>
  %k = memref.load %buf[%c0] : memref<{frame_bytes}xi64>
  %c = arith.cmpi eq, %k, %z : i64
  %r = scf.if %c -> (i64) {{
    scf.yield %z : i64
  }} else {{
    %m = arith.subi %n, %one : i64
    %s = func.call @rec(%m) : (i64) -> i64
    %t = arith.addi %s, %one : i64
    scf.yield %t : i64
  }}
  return %r : i64
}}
func.func @main() {{
  %n = arith.constant {n} : i64
  %r = call @rec(%n) : (i64) -> i64
  call @printI64(%r) : (i64) -> ()
  return
}}
"
    )
}

#[test]
fn calls_recurse_as_deep_as_the_stack_allows() {
    let text = recursion(100_000, 1);
    for engine in ["--engine=interp", "--engine=jit", "--check-bounds"] {
        let o = run(&[engine], &text);
        assert_eq!(
            (o.code, o.stdout.as_str()),
            (0, "100000"),
            "{engine}: {}",
            o.stderr
        );
    }
    // 4 KiB allocas (512 x i64), ten million deep: no stack has room. Allocas are charged to
    // the stack in both engines, so the first alloca that does not fit is the located error
    // (where upstream's JIT overflows its stack).
    let text = recursion(10_000_000, 512);
    for engine in ["--engine=interp", "--engine=jit", "--check-bounds"] {
        let o = run(&[engine], &text);
        assert_eq!(o.code, 1, "{engine}");
        assert!(
            o.stderr
                .starts_with("<stdin>:6:10: error: out of memory allocating 4096 bytes"),
            "{engine}: {}",
            o.stderr
        );
    }
}
