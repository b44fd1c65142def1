// Buffers allocated in affine loops and yielded by an affine.if inside an affine.for with
// iter_args: the deallocation pipeline frees every one (upstream's tracking allocator counts
// none live), and both engines print mlir-runner's answers.
// RUN: memref-run %s --engine=jit | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
func.func private @printMemrefI64(memref<*xi64>)
func.func private @printI64(i64)
func.func private @printNewline()
func.func @fill(%n: index) -> memref<?xi64> {
  %b = memref.alloc(%n) : memref<?xi64>
  affine.for %i = 0 to %n {
    %t = memref.alloc() : memref<2xi64>
    %v = arith.index_cast %i : index to i64
    affine.store %v, %t[%i mod 2] : memref<2xi64>
    %w = affine.load %t[%i mod 2] : memref<2xi64>
    %sq = arith.muli %w, %w : i64
    affine.store %sq, %b[%n - %i - 1] : memref<?xi64>
  }
  return %b : memref<?xi64>
}
func.func @main() {
  %c6 = arith.constant 6 : index
  %b = call @fill(%c6) : (index) -> memref<?xi64>
  %zero = arith.constant 0 : i64
  %s = affine.for %i = 0 to 6 step 2 iter_args(%acc = %zero) -> i64 {
    %x = affine.if affine_set<(d0) : (d0 - 3 >= 0)>(%i) -> memref<?xi64> {
      %c = memref.alloc(%c6) : memref<?xi64>
      affine.for %j = 0 to 6 {
        %v = affine.load %b[%j] : memref<?xi64>
        %w = arith.addi %v, %v : i64
        affine.store %w, %c[%j] : memref<?xi64>
      }
      affine.yield %c : memref<?xi64>
    } else {
      affine.yield %b : memref<?xi64>
    }
    %v = affine.load %x[%i] : memref<?xi64>
    %a = arith.addi %acc, %v : i64
    affine.yield %a : i64
  }
  call @printI64(%s) : (i64) -> ()
  call @printNewline() : () -> ()
  %u = memref.cast %b : memref<?xi64> to memref<*xi64>
  call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  return
}

// CHECK: 36
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [6] strides = [1] data =
// CHECK-NEXT: [25,  16,  9,  4,  1,  0]
// CHECK-NOT: leak
