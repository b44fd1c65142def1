//! Kernel programs shared by `benches/jit.rs` and `scripts/compare-upstream.sh`: a dense f32
//! matmul, a 2-D 5-point stencil, and an allocation-churn loop. Each prints a result that
//! depends on all the work; with `timed`, the kernel (not the set-up) is bracketed by
//! `rtclock` calls and its nanoseconds are printed on a last line, so that engines can be
//! compared on the kernel alone.

/// Declarations, and the `rtclock` bracket opening the kernel when `timed`.
fn prologue(timed: bool, extra_decls: &str) -> (String, &'static str, &'static str) {
    let decls = format!(
        "{extra_decls}{}",
        if timed {
            "func.func private @rtclock() -> f64\nfunc.func private @printF64(f64)\nfunc.func private @printNewline()\n"
        } else {
            ""
        }
    );
    let start = if timed {
        "  %t0 = func.call @rtclock() : () -> f64\n"
    } else {
        ""
    };
    let stop = if timed {
        "  %t1 = func.call @rtclock() : () -> f64\n"
    } else {
        ""
    };
    (decls, start, stop)
}

/// Prints the kernel time (after the result) when `timed`.
fn epilogue(timed: bool) -> &'static str {
    if timed {
        "  func.call @printNewline() : () -> ()\n  %dt = arith.subf %t1, %t0 : f64\n  %g = arith.constant 1.0e9 : f64\n  %ns = arith.mulf %dt, %g : f64\n  func.call @printF64(%ns) : (f64) -> ()\n  func.call @printNewline() : () -> ()\n"
    } else {
        ""
    }
}

/// `C = A × B` for `n × n` f32 matrices; prints `C[1][1]`.
pub fn matmul(n: usize, timed: bool) -> String {
    let (decls, start, stop) = prologue(timed, "func.func private @printF32(f32)\n");
    let end = epilogue(timed);
    format!(
        r#"{decls}func.func @main() {{
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
{start}  scf.for %i = %c0 to %n step %c1 {{
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
{stop}  %r = memref.load %c[%c1, %c1] : memref<{n}x{n}xf32>
  func.call @printF32(%r) : (f32) -> ()
{end}  return
}}
"#
    )
}

/// `steps` Jacobi steps of a 5-point stencil on an `n × n` f32 grid; prints one cell.
pub fn stencil(n: usize, steps: usize, timed: bool) -> String {
    let m = n - 1;
    let (decls, start, stop) = prologue(timed, "func.func private @printF32(f32)\n");
    let end = epilogue(timed);
    format!(
        r#"{decls}func.func @main() {{
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
{start}  scf.for %s = %c0 to %steps step %c1 {{
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
{stop}  %r = memref.load %a[%c1, %c1] : memref<{n}x{n}xf32>
  func.call @printF32(%r) : (f32) -> ()
{end}  return
}}
"#
    )
}

/// `n` iterations that each allocate, use and (after the pipeline) free a small buffer; the
/// loaded values feed the printed sum and each buffer's address escapes to a public global,
/// so that no compiler can fold the allocations away (LLVM removes a malloc/free pair whose
/// pointer does not escape).
pub fn alloc_churn(n: usize, timed: bool) -> String {
    let (decls, start, stop) = prologue(
        timed,
        "memref.global @last : memref<1xindex> = dense<0>\nfunc.func private @printI64(i64)\n",
    );
    let end = epilogue(timed);
    format!(
        r#"{decls}func.func @main() {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant {n} : index
  %z = arith.constant 0 : i64
  %last = memref.get_global @last : memref<1xindex>
{start}  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {{
    %m = memref.alloc() : memref<4xi64>
    %p = memref.extract_aligned_pointer_as_index %m : memref<4xi64> -> index
    memref.store %p, %last[%c0] : memref<1xindex>
    %v = arith.index_cast %i : index to i64
    memref.store %v, %m[%c1] : memref<4xi64>
    %x = memref.load %m[%c1] : memref<4xi64>
    %a = arith.addi %acc, %x : i64
    scf.yield %a : i64
  }}
{stop}  func.call @printI64(%sum) : (i64) -> ()
{end}  return
}}
"#
    )
}
