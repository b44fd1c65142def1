// Nested pass managers: canonicalize and cse only the functions of the inner module; the
// outer function keeps its `addi %x, 0`. Run with the functions canonicalized one by one
// before the deallocation pipeline.
// RUN: memref-opt %s --pass-pipeline='builtin.module(builtin.module(func.func(canonicalize,cse)))' | filecheck %s
// RUN: memref-run %s --pass-pipeline='builtin.module(func.func(canonicalize),buffer-deallocation-pipeline)' --engine=jit | filecheck %s --check-prefix=OUT
// RUN: memref-run %s --pass-pipeline='builtin.module(func.func(canonicalize),buffer-deallocation-pipeline)' --engine=interp | filecheck %s --check-prefix=OUT
func.func private @printI64(i64)
func.func private @printNewline()
func.func @main() {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %a = memref.alloc(%c3) : memref<?xindex>
  memref.store %c3, %a[%c0] : memref<?xindex>
  %v = memref.load %a[%c0] : memref<?xindex>
  %w = arith.addi %v, %c0 : index
  %i = arith.index_cast %w : index to i64
  call @printI64(%i) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
module @inner {
  func.func @h(%a: i32) -> i32 {
    %c0 = arith.constant 0 : i32
    %b = arith.addi %a, %c0 : i32
    %c = arith.addi %a, %c0 : i32
    %d = arith.muli %b, %c : i32
    return %d : i32
  }
}
// OUT: 3
// OUT-NOT: {{.}}
// CHECK: module {
// CHECK-NEXT: func.func private @printI64(i64)
// CHECK-NEXT: func.func private @printNewline()
// CHECK-NEXT: func.func @main() {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %alloc = memref.alloc(%c3) : memref<?xindex>
// CHECK-NEXT: memref.store %c3, %alloc[%c0] : memref<?xindex>
// CHECK-NEXT: %0 = memref.load %alloc[%c0] : memref<?xindex>
// CHECK-NEXT: %1 = arith.addi %0, %c0 : index
// CHECK-NEXT: %2 = arith.index_cast %1 : index to i64
// CHECK-NEXT: call @printI64(%2) : (i64) -> ()
// CHECK-NEXT: call @printNewline() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: module @inner {
// CHECK-NEXT: func.func @h(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
