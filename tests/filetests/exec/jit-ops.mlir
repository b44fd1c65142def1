// Scalar semantics the JIT must share with the interpreter and upstream: i1 as a signed bit,
// narrow integers, signed/unsigned division, casts, float predicates, math, structured and
// unstructured control flow.
// RUN: memref-run %s --engine=jit --no-pipeline | filecheck %s
// RUN: memref-run %s --engine=interp --no-pipeline | filecheck %s
func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printF32(f32)
func.func private @printNewline()
func.func private @printComma()
func.func @pi(%x: i64) {
  call @printI64(%x) : (i64) -> ()
  call @printComma() : () -> ()
  return
}
func.func @bits() {
  %t = arith.constant true
  %f = arith.constant false
  %s = arith.addi %t, %t : i1
  %e = arith.extsi %t : i1 to i64
  %u = arith.extui %t : i1 to i64
  %sx = arith.extui %s : i1 to i64
  %lt = arith.cmpi slt, %t, %f : i1
  %ltx = arith.extui %lt : i1 to i64
  %c200 = arith.constant 200 : i8
  %c100 = arith.constant 100 : i8
  %w = arith.addi %c200, %c100 : i8
  %wx = arith.extsi %w : i8 to i64
  %wu = arith.extui %w : i8 to i64
  %d = arith.divui %c200, %c100 : i8
  %dx = arith.extui %d : i8 to i64
  %ds = arith.divsi %c200, %c100 : i8
  %dsx = arith.extsi %ds : i8 to i64
  %m7 = arith.constant -7 : i32
  %c2 = arith.constant 2 : i32
  %r = arith.remsi %m7, %c2 : i32
  %rx = arith.extsi %r : i32 to i64
  %sh = arith.shrsi %m7, %c2 : i32
  %shx = arith.extsi %sh : i32 to i64
  %shu = arith.shrui %m7, %c2 : i32
  %shux = arith.extui %shu : i32 to i64
  %mx = arith.maxui %m7, %c2 : i32
  %mxx = arith.extsi %mx : i32 to i64
  %mn = arith.minsi %m7, %c2 : i32
  %mnx = arith.extsi %mn : i32 to i64
  %tr = arith.trunci %wu : i64 to i1
  %trx = arith.extui %tr : i1 to i64
  %ab = math.absi %m7 : i32
  %abx = arith.extsi %ab : i32 to i64
  call @pi(%e) : (i64) -> ()
  call @pi(%u) : (i64) -> ()
  call @pi(%sx) : (i64) -> ()
  call @pi(%ltx) : (i64) -> ()
  call @pi(%wx) : (i64) -> ()
  call @pi(%wu) : (i64) -> ()
  call @pi(%dx) : (i64) -> ()
  call @pi(%dsx) : (i64) -> ()
  call @pi(%rx) : (i64) -> ()
  call @pi(%shx) : (i64) -> ()
  call @pi(%shux) : (i64) -> ()
  call @pi(%mxx) : (i64) -> ()
  call @pi(%mnx) : (i64) -> ()
  call @pi(%trx) : (i64) -> ()
  call @pi(%abx) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
func.func @floats() {
  %a = arith.constant 2.5 : f64
  %b = arith.constant -0.75 : f64
  %nan = arith.constant 0x7FF8000000000000 : f64
  %s = arith.addf %a, %b : f64
  %p = arith.mulf %a, %b : f64
  %q = arith.divf %a, %b : f64
  %n = arith.negf %b : f64
  %mx = arith.maximumf %a, %nan : f64
  %sq = math.sqrt %a : f64
  %ex = math.exp %b : f64
  %pw = math.powf %a, %a : f64
  %fl = math.floor %b : f64
  %fm = math.fma %a, %b, %a : f64
  call @printF64(%s) : (f64) -> ()
  call @printComma() : () -> ()
  call @printF64(%p) : (f64) -> ()
  call @printComma() : () -> ()
  call @printF64(%q) : (f64) -> ()
  call @printComma() : () -> ()
  call @printF64(%n) : (f64) -> ()
  call @printComma() : () -> ()
  call @printF64(%mx) : (f64) -> ()
  call @printComma() : () -> ()
  call @printF64(%sq) : (f64) -> ()
  call @printComma() : () -> ()
  call @printF64(%ex) : (f64) -> ()
  call @printComma() : () -> ()
  call @printF64(%pw) : (f64) -> ()
  call @printComma() : () -> ()
  call @printF64(%fl) : (f64) -> ()
  call @printComma() : () -> ()
  call @printF64(%fm) : (f64) -> ()
  call @printNewline() : () -> ()
  %o = arith.cmpf olt, %a, %nan : f64
  %u = arith.cmpf ult, %a, %nan : f64
  %one = arith.cmpf one, %a, %b : f64
  %uno = arith.cmpf uno, %nan, %nan : f64
  %ox = arith.extui %o : i1 to i64
  %ux = arith.extui %u : i1 to i64
  %onex = arith.extui %one : i1 to i64
  %unox = arith.extui %uno : i1 to i64
  call @pi(%ox) : (i64) -> ()
  call @pi(%ux) : (i64) -> ()
  call @pi(%onex) : (i64) -> ()
  call @pi(%unox) : (i64) -> ()
  %big = arith.constant 1.0e30 : f64
  %fi = arith.fptosi %b : f64 to i32
  %fix = arith.extsi %fi : i32 to i64
  %m5 = arith.constant -5 : i16
  %sf = arith.sitofp %m5 : i16 to f32
  %uf = arith.uitofp %m5 : i16 to f32
  %tf = arith.truncf %a : f64 to f32
  %ef = arith.extf %sf : f32 to f64
  call @pi(%fix) : (i64) -> ()
  call @printF32(%sf) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF32(%uf) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF32(%tf) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF64(%ef) : (f64) -> ()
  call @printNewline() : () -> ()
  return
}
// Collatz steps of 27 with scf.while, then a cf loop summing 1..10.
func.func @control() {
  %c27 = arith.constant 27 : i64
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c2 = arith.constant 2 : i64
  %c3 = arith.constant 3 : i64
  %r:2 = scf.while (%n = %c27, %k = %c0) : (i64, i64) -> (i64, i64) {
    %more = arith.cmpi ne, %n, %c1 : i64
    scf.condition(%more) %n, %k : i64, i64
  } do {
  ^bb0(%n: i64, %k: i64):
    %rem = arith.remui %n, %c2 : i64
    %odd = arith.cmpi eq, %rem, %c1 : i64
    %next = scf.if %odd -> (i64) {
      %t = arith.muli %n, %c3 : i64
      %t1 = arith.addi %t, %c1 : i64
      scf.yield %t1 : i64
    } else {
      %h = arith.divui %n, %c2 : i64
      scf.yield %h : i64
    }
    %k1 = arith.addi %k, %c1 : i64
    scf.yield %next, %k1 : i64, i64
  }
  call @pi(%r#1) : (i64) -> ()
  %c10 = arith.constant 10 : i64
  cf.br ^loop(%c1, %c0 : i64, i64)
^loop(%i: i64, %acc: i64):
  %acc1 = arith.addi %acc, %i : i64
  %i1 = arith.addi %i, %c1 : i64
  %done = arith.cmpi sgt, %i1, %c10 : i64
  cf.cond_br %done, ^exit(%acc1 : i64), ^loop(%i1, %acc1 : i64, i64)
^exit(%s: i64):
  call @pi(%s) : (i64) -> ()
  %x = scf.execute_region -> i64 {
    %z = arith.cmpi slt, %s, %c0 : i64
    cf.cond_br %z, ^a, ^b
  ^a:
    scf.yield %c0 : i64
  ^b:
    scf.yield %s : i64
  }
  call @pi(%x) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
func.func @main() {
  call @bits() : () -> ()
  call @floats() : () -> ()
  call @control() : () -> ()
  return
}
// CHECK: -1, 1, 0, 1, 44, 44, 2, 0, -1, -2, 1073741822, -7, -7, 0, 7,
// CHECK-NEXT: 1.75, -1.875, -3.33333, 0.75, nan, 1.58114, 0.472367, 9.88212, -1, 0.625
// CHECK-NEXT: 0, 1, 1, 1, 0, -5, 65531, 2.5, -5
// CHECK-NEXT: 111, 55, 55,
