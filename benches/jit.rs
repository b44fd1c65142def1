//! JIT engine: compile time per op, and run time of a matmul, a 2-D stencil and an
//! allocation-churn loop (each run includes its compile, which is small next to the kernel).
//! `BENCH_QUICK=1` shrinks the kernels.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use memref_jit::codegen::{compile, run, JitOptions};
use memref_jit::ir::Context;
use memref_jit::parse::{parse_module, ParseOptions};
use memref_jit::passes::{parse_pipeline, PassManager};

fn prepare(text: &str) -> (Context, memref_jit::ir::Op) {
    let mut ctx = Context::new();
    let top = parse_module(&mut ctx, text, &ParseOptions::default()).unwrap();
    let mut pm = PassManager {
        passes: parse_pipeline("builtin.module(buffer-deallocation-pipeline)").unwrap(),
        ..Default::default()
    };
    pm.run(&mut ctx, top, &Default::default()).1.unwrap();
    (ctx, top)
}

fn matmul(n: usize) -> String {
    format!(
        r#"func.func private @printF32(f32)
func.func @main() {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant {n} : index
  %one = arith.constant 1.0 : f32
  %half = arith.constant 0.5 : f32
  %zero = arith.constant 0.0 : f32
  %a = memref.alloc() : memref<{n}x{n}xf32>
  %b = memref.alloc() : memref<{n}x{n}xf32>
  %c = memref.alloc() : memref<{n}x{n}xf32>
  scf.for %i = %c0 to %n step %c1 {{
    scf.for %j = %c0 to %n step %c1 {{
      memref.store %one, %a[%i, %j] : memref<{n}x{n}xf32>
      memref.store %half, %b[%i, %j] : memref<{n}x{n}xf32>
    }}
  }}
  scf.for %i = %c0 to %n step %c1 {{
    scf.for %j = %c0 to %n step %c1 {{
      %s = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f32) {{
        %x = memref.load %a[%i, %k] : memref<{n}x{n}xf32>
        %y = memref.load %b[%k, %j] : memref<{n}x{n}xf32>
        %p = arith.mulf %x, %y : f32
        %t = arith.addf %acc, %p : f32
        scf.yield %t : f32
      }}
      memref.store %s, %c[%i, %j] : memref<{n}x{n}xf32>
    }}
  }}
  %r = memref.load %c[%c1, %c1] : memref<{n}x{n}xf32>
  func.call @printF32(%r) : (f32) -> ()
  return
}}
"#
    )
}

fn stencil(n: usize, steps: usize) -> String {
    let m = n - 1;
    format!(
        r#"func.func private @printF32(f32)
func.func @main() {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = arith.constant {m} : index
  %n = arith.constant {n} : index
  %steps = arith.constant {steps} : index
  %q = arith.constant 0.25 : f32
  %v = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<{n}x{n}xf32>
  %b = memref.alloc() : memref<{n}x{n}xf32>
  scf.for %i = %c0 to %n step %c1 {{
    scf.for %j = %c0 to %n step %c1 {{
      memref.store %v, %a[%i, %j] : memref<{n}x{n}xf32>
      memref.store %v, %b[%i, %j] : memref<{n}x{n}xf32>
    }}
  }}
  scf.for %s = %c0 to %steps step %c1 {{
    scf.for %i = %c1 to %m step %c1 {{
      scf.for %j = %c1 to %m step %c1 {{
        %im = arith.subi %i, %c1 : index
        %ip = arith.addi %i, %c1 : index
        %jm = arith.subi %j, %c1 : index
        %jp = arith.addi %j, %c1 : index
        %x0 = memref.load %a[%im, %j] : memref<{n}x{n}xf32>
        %x1 = memref.load %a[%ip, %j] : memref<{n}x{n}xf32>
        %x2 = memref.load %a[%i, %jm] : memref<{n}x{n}xf32>
        %x3 = memref.load %a[%i, %jp] : memref<{n}x{n}xf32>
        %s0 = arith.addf %x0, %x1 : f32
        %s1 = arith.addf %x2, %x3 : f32
        %s2 = arith.addf %s0, %s1 : f32
        %r = arith.mulf %s2, %q : f32
        memref.store %r, %b[%i, %j] : memref<{n}x{n}xf32>
      }}
    }}
    memref.copy %b, %a : memref<{n}x{n}xf32> to memref<{n}x{n}xf32>
  }}
  %r = memref.load %a[%c1, %c1] : memref<{n}x{n}xf32>
  func.call @printF32(%r) : (f32) -> ()
  return
}}
"#
    )
}

fn churn(n: usize) -> String {
    // The loaded values feed the printed sum, so the allocations cannot be folded away.
    format!(
        r#"func.func private @printI64(i64)
func.func @main() {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant {n} : index
  %z = arith.constant 0 : i64
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {{
    %m = memref.alloc() : memref<4xi64>
    %v = arith.index_cast %i : index to i64
    memref.store %v, %m[%c1] : memref<4xi64>
    %x = memref.load %m[%c1] : memref<4xi64>
    %a = arith.addi %acc, %x : i64
    scf.yield %a : i64
  }}
  func.call @printI64(%sum) : (i64) -> ()
  return
}}
"#
    )
}

fn bench(c: &mut Criterion) {
    let quick = std::env::var("BENCH_QUICK").is_ok();
    let mut g = c.benchmark_group("jit");
    g.sample_size(10);

    let text = memref_jit::testing::gen::pipeline_module(if quick { 50 } else { 500 });
    let (ctx, top) = prepare(&text);
    let ops = ctx.collect_ops(top).len() as u64;
    g.throughput(Throughput::Elements(ops));
    g.bench_function(format!("compile_{ops}_ops"), |b| {
        b.iter(|| {
            let c = compile(&ctx, top, &JitOptions::default()).unwrap();
            c.clif.len()
        })
    });
    g.throughput(Throughput::Elements(1));

    let kernels = [
        ("matmul_f32", matmul(if quick { 64 } else { 256 })),
        ("stencil_2d", stencil(if quick { 64 } else { 512 }, 10)),
        ("alloc_churn", churn(if quick { 10_000 } else { 1_000_000 })),
    ];
    for (name, text) in kernels {
        let (ctx, top) = prepare(&text);
        g.bench_function(name, |b| {
            b.iter(|| {
                let (out, _) = run(&ctx, top, "main", &JitOptions::default());
                assert!(out.error.is_none() && out.findings.is_empty());
                out.stdout.len()
            })
        });
    }
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
