// Rounding divisions, NaN-ignoring min/max, float remainder, cf.switch and memref.rank under
// both engines; expected lines from upstream mlir-runner.
// (--no-pipeline: the deallocation pipeline rejects cf.switch, as upstream's does.)
// RUN: memref-run %s --engine=jit --no-pipeline | filecheck %s
// RUN: memref-run %s --engine=interp --no-pipeline | filecheck %s
func.func private @printI64(i64)
func.func private @printF32(f32)
func.func private @printComma()
func.func private @printNewline()
func.func @pi(%x: i64) {
  call @printI64(%x) : (i64) -> ()
  call @printComma() : () -> ()
  return
}
func.func @pf(%x: f32) {
  call @printF32(%x) : (f32) -> ()
  call @printComma() : () -> ()
  return
}
func.func @sw(%x: i32) -> i64 {
  cf.switch %x : i32, [
    default: ^d,
    3: ^a,
    -8: ^b
  ]
^a:
  %c1 = arith.constant 1 : i64
  return %c1 : i64
^b:
  %c2 = arith.constant 2 : i64
  return %c2 : i64
^d:
  %c0 = arith.constant 0 : i64
  return %c0 : i64
}
func.func @main() {
  %m7 = arith.constant -7 : i64
  %c2 = arith.constant 2 : i64
  %m2 = arith.constant -2 : i64
  %c7 = arith.constant 7 : i64
  %a = arith.ceildivsi %m7, %c2 : i64
  %b = arith.floordivsi %m7, %c2 : i64
  %c = arith.ceildivsi %c7, %c2 : i64
  %d = arith.floordivsi %c7, %m2 : i64
  %e = arith.ceildivui %c7, %c2 : i64
  %f = arith.ceildivsi %m7, %m2 : i64
  call @pi(%a) : (i64) -> ()
  call @pi(%b) : (i64) -> ()
  call @pi(%c) : (i64) -> ()
  call @pi(%d) : (i64) -> ()
  call @pi(%e) : (i64) -> ()
  call @pi(%f) : (i64) -> ()
  %nan = arith.constant 0x7FC00000 : f32
  %x = arith.constant 5.5 : f32
  %y = arith.constant -2.0 : f32
  %mx = arith.maxnumf %nan, %x : f32
  %mn = arith.minnumf %x, %nan : f32
  %mn2 = arith.minnumf %x, %y : f32
  %r = arith.remf %x, %y : f32
  call @pf(%mx) : (f32) -> ()
  call @pf(%mn) : (f32) -> ()
  call @pf(%mn2) : (f32) -> ()
  call @pf(%r) : (f32) -> ()
  %s3 = arith.constant 3 : i32
  %s8 = arith.constant -8 : i32
  %s0 = arith.constant 0 : i32
  %w1 = call @sw(%s3) : (i32) -> i64
  %w2 = call @sw(%s8) : (i32) -> i64
  %w3 = call @sw(%s0) : (i32) -> i64
  call @pi(%w1) : (i64) -> ()
  call @pi(%w2) : (i64) -> ()
  call @pi(%w3) : (i64) -> ()
  %buf = memref.alloc() : memref<2x3x4xf32>
  %u = memref.cast %buf : memref<2x3x4xf32> to memref<*xf32>
  %rk = memref.rank %u : memref<*xf32>
  %rki = arith.index_cast %rk : index to i64
  call @pi(%rki) : (i64) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %buf : memref<2x3x4xf32>
  return
}
// CHECK: -3, -4, 4, -4, 4, 4, 5.5, 5.5, -2, 1.5, 1, 2, 0, 3,
// CHECK-NOT: error
