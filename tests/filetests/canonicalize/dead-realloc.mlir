// Upstream's SimplifyDeadAlloc on memref.realloc: an unused realloc, or one only stored into,
// is erased with its users (as upstream, even though the realloc would have freed its source).
// Expected output is mlir-opt's. Run through the pipeline (expand-realloc first) both engines
// print what upstream's runner prints, without findings.
// RUN: memref-opt %s --canonicalize | filecheck %s
// RUN: memref-run %s --engine=jit | filecheck %s --check-prefix=OUT
// RUN: memref-run %s --engine=interp | filecheck %s --check-prefix=OUT
// OUT: 5
func.func private @printI64(i64)
func.func private @printNewline()
func.func @main() {
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : i64
  %a = memref.alloc() : memref<4xi64>
  memref.store %c5, %a[%c0] : memref<4xi64>
  %v = memref.load %a[%c0] : memref<4xi64>
  // Unused: erased (so %a is never freed by it).
  %r = memref.realloc %a : memref<4xi64> to memref<8xi64>
  %b = memref.alloc() : memref<2xi64>
  // Only stored into: erased with its users.
  %s = memref.realloc %b : memref<2xi64> to memref<6xi64>
  memref.store %v, %s[%c0] : memref<6xi64>
  call @printI64(%v) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
// CHECK: module {
// CHECK-NEXT: func.func private @printI64(i64)
// CHECK-NEXT: func.func private @printNewline()
// CHECK-NEXT: func.func @main() {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c5_i64 = arith.constant 5 : i64
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xi64>
// CHECK-NEXT: memref.store %c5_i64, %alloc[%c0] : memref<4xi64>
// CHECK-NEXT: %0 = memref.load %alloc[%c0] : memref<4xi64>
// CHECK-NEXT: call @printI64(%0) : (i64) -> ()
// CHECK-NEXT: call @printNewline() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
