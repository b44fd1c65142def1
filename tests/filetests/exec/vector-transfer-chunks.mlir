// Unmasked 1-D transfers along the innermost dimension of vectors held in 128-bit chunks: the
// JIT accesses whole chunks when the lanes are in bounds (declared, or tested at run time) and
// goes lane by lane with padding otherwise, as upstream's lowering to vector.load/maskedload.
// The expected lines are upstream mlir-runner's.
// RUN: memref-run %s | filecheck %s
// RUN: memref-run %s --check-bounds | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
func.func @transfers() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c6 = arith.constant 6 : index
  %c8 = arith.constant 8 : index
  %c10 = arith.constant 10 : index
  %m = memref.alloc() : memref<3x10xf32>
  scf.for %i = %c0 to %c10 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %m[%c0, %i] : memref<3x10xf32>
    %g = arith.negf %f : f32
    memref.store %g, %m[%c1, %i] : memref<3x10xf32>
    %h = arith.addf %f, %f : f32
    memref.store %h, %m[%c2, %i] : memref<3x10xf32>
  }
  %pad = arith.constant -7.5 : f32
  // In bounds by declaration and in fact.
  %a = vector.transfer_read %m[%c1, %c2], %pad {in_bounds = [true]} : memref<3x10xf32>, vector<4xf32>
  vector.print %a : vector<4xf32>
  // Not declared: in bounds at run time (chunks), then past the end (padding), then wholly out.
  %b = vector.transfer_read %m[%c0, %c2], %pad : memref<3x10xf32>, vector<8xf32>
  vector.print %b : vector<8xf32>
  %c = vector.transfer_read %m[%c2, %c6], %pad : memref<3x10xf32>, vector<8xf32>
  vector.print %c : vector<8xf32>
  %d = vector.transfer_read %m[%c0, %c10], %pad : memref<3x10xf32>, vector<4xf32>
  vector.print %d : vector<4xf32>
  // Writes: whole, partly past the end (only lanes inside are written), in a loop.
  %w = arith.constant dense<[100.0, 101.0, 102.0, 103.0]> : vector<4xf32>
  vector.transfer_write %w, %m[%c0, %c0] {in_bounds = [true]} : vector<4xf32>, memref<3x10xf32>
  vector.transfer_write %w, %m[%c1, %c8] : vector<4xf32>, memref<3x10xf32>
  %c4 = arith.constant 4 : index
  scf.for %j = %c0 to %c10 step %c4 {
    %x = vector.transfer_read %m[%c2, %j], %pad : memref<3x10xf32>, vector<4xf32>
    %y = arith.mulf %x, %x : vector<4xf32>
    vector.transfer_write %y, %m[%c2, %j] : vector<4xf32>, memref<3x10xf32>
  }
  %r0 = vector.transfer_read %m[%c0, %c0], %pad {in_bounds = [true]} : memref<3x10xf32>, vector<10xf32>
  %r1 = vector.transfer_read %m[%c1, %c0], %pad {in_bounds = [true]} : memref<3x10xf32>, vector<10xf32>
  %r2 = vector.transfer_read %m[%c2, %c0], %pad {in_bounds = [true]} : memref<3x10xf32>, vector<10xf32>
  vector.print %r0 : vector<10xf32>
  vector.print %r1 : vector<10xf32>
  vector.print %r2 : vector<10xf32>
  // i8 lanes, 16 to a chunk, through a dynamic view with unit innermost stride.
  %bytes = memref.alloc(%c10) : memref<?xi8>
  scf.for %i = %c0 to %c10 step %c1 {
    %ii = arith.index_cast %i : index to i8
    memref.store %ii, %bytes[%i] : memref<?xi8>
  }
  %zp = arith.constant 0 : i8
  %bv = vector.transfer_read %bytes[%c0], %zp : memref<?xi8>, vector<16xi8>
  %bs = arith.addi %bv, %bv : vector<16xi8>
  vector.print %bs : vector<16xi8>
  return
}
func.func @main() {
  func.call @transfers() : () -> ()
  return
}

// CHECK: ( -2, -3, -4, -5 )
// CHECK-NEXT: ( 2, 3, 4, 5, 6, 7, 8, 9 )
// CHECK-NEXT: ( 12, 14, 16, 18, -7.5, -7.5, -7.5, -7.5 )
// CHECK-NEXT: ( -7.5, -7.5, -7.5, -7.5 )
// CHECK-NEXT: ( 100, 101, 102, 103, 4, 5, 6, 7, 8, 9 )
// CHECK-NEXT: ( -0, -1, -2, -3, -4, -5, -6, -7, 100, 101 )
// CHECK-NEXT: ( 0, 4, 16, 36, 64, 100, 144, 196, 256, 324 )
// CHECK-NEXT: ( 0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 0, 0, 0, 0, 0, 0 )
