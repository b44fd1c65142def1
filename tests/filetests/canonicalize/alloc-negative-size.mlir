// RUN: memref-opt %s --canonicalize | filecheck %s
// A negative constant dynamic size is not folded into the type (as upstream); the pattern used
// to rewrite such an alloc unchanged forever, until memory ran out. Next to a foldable size, only
// that one folds. CHECK lines from upstream mlir-opt.
func.func private @printI64(i64)
func.func private @use(memref<?x?xf32>)
func.func @dead() {
  %n = arith.constant -3 : index
  %m = memref.alloc(%n) : memref<?xf32>
  %c0 = arith.constant 0 : index
  %d = memref.dim %m, %c0 : memref<?xf32>
  %e = arith.index_cast %d : index to i64
  func.call @printI64(%e) : (i64) -> ()
  return
}
func.func @mixed() {
  %n = arith.constant -3 : index
  %four = arith.constant 4 : index
  %m = memref.alloc(%n, %four) : memref<?x?xf32>
  func.call @use(%m) : (memref<?x?xf32>) -> ()
  %a = memref.alloca(%n) : memref<?xi8>
  %c0 = arith.constant 0 : index
  %d = memref.dim %a, %c0 : memref<?xi8>
  %e = arith.index_cast %d : index to i64
  func.call @printI64(%e) : (i64) -> ()
  return
}

// CHECK: module {
// CHECK-NEXT: func.func private @printI64(i64)
// CHECK-NEXT: func.func private @use(memref<?x?xf32>)
// CHECK-NEXT: func.func @dead() {
// CHECK-NEXT: %c-3_i64 = arith.constant -3 : i64
// CHECK-NEXT: call @printI64(%c-3_i64) : (i64) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @mixed() {
// CHECK-NEXT: %c-3_i64 = arith.constant -3 : i64
// CHECK-NEXT: %c-3 = arith.constant -3 : index
// CHECK-NEXT: %alloc = memref.alloc(%c-3) : memref<?x4xf32>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<?x4xf32> to memref<?x?xf32>
// CHECK-NEXT: call @use(%cast) : (memref<?x?xf32>) -> ()
// CHECK-NEXT: call @printI64(%c-3_i64) : (i64) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
