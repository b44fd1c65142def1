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
}
