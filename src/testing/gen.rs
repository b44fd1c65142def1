//! Generators of large, valid MLIR modules for benchmarks.

use std::fmt::Write;

/// A module of `funcs` functions of roughly `ops_per_func` ops each, mixing arith, memref
/// allocs/loads/stores, `scf.for` with iter_args, `scf.if`, `cf` branches and calls.
pub fn bench_module(funcs: usize, ops_per_func: usize) -> String {
    let mut s = String::with_capacity(funcs * ops_per_func * 60);
    s.push_str("func.func private @ext(f32) -> f32\n");
    // Each chunk below is 25 ops.
    let chunks = (ops_per_func / 25).max(1);
    for f in 0..funcs {
        let _ = writeln!(
            s,
            "func.func @f{f}(%n: index, %buf: memref<?xf32>, %x: f32, %c: i1) -> f32 {{"
        );
        s.push_str("  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n");
        let mut acc = "%x".to_string();
        for k in 0..chunks {
            let _ = write!(
                s,
                "  %a{k} = memref.alloc(%n) : memref<?xf32>
  memref.store {acc}, %a{k}[%c0] : memref<?xf32>
  %l{k} = memref.load %a{k}[%c0] : memref<?xf32>
  %m{k} = arith.mulf %l{k}, %x : f32
  %s{k} = arith.addf %m{k}, {acc} fastmath<fast> : f32
  %r{k} = scf.for %i = %c0 to %n step %c1 iter_args(%it = %s{k}) -> (f32) {{
    %v = memref.load %buf[%i] : memref<?xf32>
    %w = arith.addf %it, %v : f32
    scf.yield %w : f32
  }}
  %q{k} = scf.if %c -> (f32) {{
    %e = func.call @ext(%r{k}) : (f32) -> f32
    scf.yield %e : f32
  }} else {{
    %ng = arith.negf %r{k} : f32
    scf.yield %ng : f32
  }}
  %cmp{k} = arith.cmpf olt, %q{k}, %x : f32
  %sel{k} = arith.select %cmp{k}, %a{k}, %buf : memref<?xf32>
  %d{k} = memref.dim %sel{k}, %c0 : memref<?xf32>
  %di{k} = arith.index_cast %d{k} : index to i64
  %df{k} = arith.sitofp %di{k} : i64 to f32
  %t{k} = arith.addf %q{k}, %df{k} : f32
  memref.dealloc %a{k} : memref<?xf32>
"
            );
            acc = format!("%t{k}");
        }
        let _ = writeln!(s, "  cf.cond_br %c, ^bb1, ^bb2\n^bb1:\n  cf.br ^bb3({acc} : f32)\n^bb2:\n  cf.br ^bb3(%x : f32)\n^bb3(%res: f32):\n  return %res : f32\n}}");
    }
    s
}

/// A module of `funcs` functions for the deallocation pipeline: allocs, `cf` diamonds, loops
/// with memref iter_args, selects and calls to private and public functions; no frees.
pub fn pipeline_module(funcs: usize) -> String {
    let mut s = String::with_capacity(funcs * 1600);
    s.push_str("func.func private @fresh(%n: index) -> memref<?xf32> {\n  %a = memref.alloc(%n) : memref<?xf32>\n  return %a : memref<?xf32>\n}\n");
    for f in 0..funcs {
        let _ = write!(
            s,
            "func.func @p{f}(%n: index, %arg: memref<?xf32>, %c: i1) -> memref<?xf32> {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc(%n) : memref<?xf32>
  %b = func.call @fresh(%n) : (index) -> memref<?xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %s = memref.alloc(%n) : memref<?xf32>
  cf.br ^bb3(%s : memref<?xf32>)
^bb2:
  cf.br ^bb3(%a : memref<?xf32>)
^bb3(%m: memref<?xf32>):
  %sel = arith.select %c, %m, %b : memref<?xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%it = %sel) -> (memref<?xf32>) {{
    %nb = memref.alloc(%n) : memref<?xf32>
    memref.copy %it, %nb : memref<?xf32> to memref<?xf32>
    scf.yield %nb : memref<?xf32>
  }}
  %q = scf.if %c -> (memref<?xf32>) {{
    scf.yield %r : memref<?xf32>
  }} else {{
    scf.yield %arg : memref<?xf32>
  }}
  return %q : memref<?xf32>
}}
"
        );
    }
    s
}

/// [`pipeline_module`] with a `@main` that calls every function twice (once down each branch)
/// and prints the sum of the returned buffers' sizes (`printI64`), so that a JIT compiles and
/// runs all of it: the compile-throughput workload (`scripts/compare-compile.sh`).
pub fn pipeline_module_with_main(funcs: usize) -> String {
    let mut s =
        String::from("func.func private @printI64(i64)\nfunc.func private @printNewline()\n");
    s.push_str(&pipeline_module(funcs));
    s.push_str(
        "func.func @main() {\n  %c0 = arith.constant 0 : index\n  %c3 = arith.constant 3 : index\n  %t = arith.constant true\n  %f = arith.constant false\n  %arg = memref.alloc(%c3) : memref<?xf32>\n",
    );
    let mut acc = "%c0".to_string();
    for f in 0..funcs {
        for (k, c) in ["%t", "%f"].iter().enumerate() {
            let _ = write!(
                s,
                "  %r{f}_{k} = func.call @p{f}(%c3, %arg, {c}) : (index, memref<?xf32>, i1) -> memref<?xf32>\n  %d{f}_{k} = memref.dim %r{f}_{k}, %c0 : memref<?xf32>\n  %s{f}_{k} = arith.addi {acc}, %d{f}_{k} : index\n"
            );
            acc = format!("%s{f}_{k}");
        }
    }
    let _ = write!(
        s,
        "  %v = arith.index_cast {acc} : index to i64\n  func.call @printI64(%v) : (i64) -> ()\n  func.call @printNewline() : () -> ()\n  return\n}}\n"
    );
    s
}

#[cfg(test)]
mod tests {
    #[test]
    fn generated_module_is_valid() {
        let text = super::bench_module(3, 50);
        let cfg = crate::opt::OptConfig::default();
        let printed = crate::opt::process_buffer(&text, "gen.mlir", 0, &cfg)
            .expect("generated module verifies");
        assert!(printed.contains("func.func @f2("));
    }

    #[test]
    fn pipeline_module_runs_through_the_pipeline() {
        let text = super::pipeline_module(3);
        let cfg = crate::opt::OptConfig {
            passes: vec![("buffer-deallocation-pipeline".into(), String::new())],
            ..Default::default()
        };
        let printed =
            crate::opt::process_buffer(&text, "gen.mlir", 0, &cfg).expect("pipeline succeeds");
        assert!(printed.contains("@dealloc_helper"));
    }

    #[test]
    fn pipeline_module_with_main_runs_clean() {
        let text = super::pipeline_module_with_main(4);
        for engine in ["--engine=jit", "--engine=interp"] {
            let out = crate::run::run_main(&["gen.mlir".into(), engine.into()], &|_| {
                Ok(text.clone().into_bytes())
            });
            // 4 functions, each called twice, each returning a buffer of 3 elements; no
            // findings (exit 0).
            assert_eq!(
                (out.stdout.as_str(), out.code),
                ("24\n", 0),
                "{}",
                out.stderr
            );
        }
    }
}
