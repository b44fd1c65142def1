// Affine loops, conditionals, parallel loops (with a reduction), loads, stores, vector
// loads/stores and min/max/apply with floordiv/ceildiv/mod of negative values, run by both
// engines after -lower-affine as upstream runs them (scripts/upstream-run.sh); the answers are
// mlir-runner's.
// RUN: memref-run %s --engine=jit | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printI64(i64)
func.func private @printNewline()
#map = affine_map<(d0)[s0] -> (d0 + s0, 7)>
func.func @main() {
  %c0 = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %n = arith.constant 3 : index
  %a = memref.alloc() : memref<4x8xf32>
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 8 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %p = arith.muli %ii, %jj : i32
      %f = arith.sitofp %p : i32 to f32
      affine.store %f, %a[%i, %j] : memref<4x8xf32>
    }
  }
  %b = memref.alloc() : memref<8xf32>
  affine.for %j = 0 to 8 {
    affine.store %c0, %b[%j] : memref<8xf32>
  }
  affine.for %i = 0 to 4 {
    affine.for %j = max #map(%i)[%n] to min affine_map<()[s0] -> (s0 * 2 + 2, 8)>()[%n] {
      %v = affine.load %a[%i, %j] : memref<4x8xf32>
      %w = affine.load %b[%j] : memref<8xf32>
      %s = arith.addf %v, %w : f32
      affine.store %s, %b[%j] : memref<8xf32>
    }
  }
  %sum = affine.for %i = 0 to 8 step 3 iter_args(%acc = %c0) -> f32 {
    %v = affine.load %b[%i] : memref<8xf32>
    %r = affine.if affine_set<(d0) : (d0 - 4 >= 0)>(%i) -> f32 {
      %x = arith.addf %acc, %v : f32
      affine.yield %x : f32
    } else {
      %x = arith.subf %acc, %one : f32
      affine.yield %x : f32
    }
    affine.yield %r : f32
  }
  %o = memref.alloc() : memref<3xf32>
  affine.store %sum, %o[0] : memref<3xf32>
  %red = affine.parallel (%i) = (0) to (8) reduce ("addf") -> f32 {
    %v = affine.load %b[%i] : memref<8xf32>
    affine.yield %v : f32
  }
  affine.store %red, %o[1] : memref<3xf32>
  affine.parallel (%i, %j) = (0, 0) to (4, 8) step (2, 4) {
    %v = affine.load %a[%i, %j] : memref<4x8xf32>
    %w = affine.load %o[2] : memref<3xf32>
    %s = arith.addf %v, %w : f32
    affine.store %s, %o[2] : memref<3xf32>
  }
  %vec = affine.vector_load %a[1, 2] : memref<4x8xf32>, vector<4xf32>
  affine.vector_store %vec, %b[symbol(%n) + 1] : memref<8xf32>, vector<4xf32>
  %md = affine.apply affine_map<(d0) -> (d0 mod 3 - d0 floordiv 2 + d0 ceildiv 4)>(%n)
  %neg = arith.constant -7 : index
  %md2 = affine.apply affine_map<(d0) -> (d0 mod 3 + d0 floordiv 2 * 10 + d0 ceildiv 4 * 100)>(%neg)
  %mm = affine.min affine_map<(d0, d1) -> (d0 * 2, d1 + 5, 40)>(%md, %md2)
  %mx = affine.max affine_map<(d0, d1) -> (d0 * 2, d1 + 5, -40)>(%md, %md2)
  %i1 = arith.index_cast %md : index to i64
  %i2 = arith.index_cast %md2 : index to i64
  %i3 = arith.index_cast %mm : index to i64
  %i4 = arith.index_cast %mx : index to i64
  call @printI64(%i1) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%i2) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%i3) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%i4) : (i64) -> ()
  call @printNewline() : () -> ()
  %u = memref.cast %b : memref<8xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %u2 = memref.cast %o : memref<3xf32> to memref<*xf32>
  call @printMemrefF32(%u2) : (memref<*xf32>) -> ()
  %u3 = memref.cast %a : memref<4x8xf32> to memref<*xf32>
  call @printMemrefF32(%u3) : (memref<*xf32>) -> ()
  return
}

// CHECK: 0
// CHECK-NEXT: -138
// CHECK-NEXT: -133
// CHECK-NEXT: 0
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT: [0,  0,  0,  0,  2,  3,  4,  5]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [3] strides = [1] data =
// CHECK-NEXT: [-2,  42,  8]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [4, 8] strides = [8, 1] data =
// CHECK-NEXT: {{\[\[}}0,   0,   0,   0,   0,   0,   0,   0],
// CHECK-NEXT: [0,   1,   2,   3,   4,   5,   6,   7],
// CHECK-NEXT: [0,   2,   4,   6,   8,   10,   12,   14],
// CHECK-NEXT: [0,   3,   6,   9,   12,   15,   18,   21]]
