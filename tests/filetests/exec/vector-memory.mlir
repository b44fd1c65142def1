// Vector memory ops (transfer_read/write with padding, masks, permutation maps and broadcasts,
// maskedload/store, expandload/compressstore, gather/scatter) on a run-time buffer; the
// expected lines are upstream mlir-runner's.
// RUN: memref-run %s | filecheck %s
// RUN: memref-run %s --check-bounds | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
func.func @fill(%m: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = memref.dim %m, %c0 : memref<?x?xf32>
  %c = memref.dim %m, %c1 : memref<?x?xf32>
  scf.for %i = %c0 to %r step %c1 {
    scf.for %j = %c0 to %c step %c1 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %t = arith.constant 10 : i32
      %a = arith.muli %ii, %t : i32
      %b = arith.addi %a, %jj : i32
      %f = arith.sitofp %b : i32 to f32
      memref.store %f, %m[%i, %j] : memref<?x?xf32>
    }
  }
  return
}

func.func @reads(%m: memref<?x?xf32>, %i: index, %j: index, %pad: f32) {
  %0 = vector.transfer_read %m[%i, %j], %pad : memref<?x?xf32>, vector<6xf32>
  vector.print %0 : vector<6xf32>
  %1 = vector.transfer_read %m[%i, %j], %pad : memref<?x?xf32>, vector<3x4xf32>
  vector.print %1 : vector<3x4xf32>
  %2 = vector.transfer_read %m[%i, %j], %pad {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<?x?xf32>, vector<4xf32>
  vector.print %2 : vector<4xf32>
  %3 = vector.transfer_read %m[%i, %j], %pad {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<2x3xf32>
  vector.print %3 : vector<2x3xf32>
  %mk = vector.constant_mask [2] : vector<6xi1>
  %4 = vector.transfer_read %m[%i, %j], %pad, %mk : memref<?x?xf32>, vector<6xf32>
  vector.print %4 : vector<6xf32>
  %5 = vector.transfer_read %m[%i, %j], %pad {permutation_map = affine_map<(d0, d1) -> (0)>} : memref<?x?xf32>, vector<3xf32>
  vector.print %5 : vector<3xf32>
  %pt = arith.constant dense<-1.0> : vector<4xf32>
  %z = arith.constant 0 : index
  %bm = arith.constant dense<[true, false, true, true]> : vector<4xi1>
  %6 = vector.maskedload %m[%i, %z], %bm, %pt : memref<?x?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.print %6 : vector<4xf32>
  %7 = vector.expandload %m[%i, %z], %bm, %pt : memref<?x?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.print %7 : vector<4xf32>
  %iv = arith.constant dense<[3, 0, 2, 1]> : vector<4xi32>
  %8 = vector.gather %m[%i, %z] [%iv], %bm, %pt : memref<?x?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.print %8 : vector<4xf32>
  return
}

func.func @writes(%m: memref<?x?xf32>, %i: index, %j: index) {
  %v = arith.constant dense<[100.0, 200.0, 300.0, 400.0, 500.0]> : vector<5xf32>
  vector.transfer_write %v, %m[%i, %j] : vector<5xf32>, memref<?x?xf32>
  %bm = arith.constant dense<[false, true, false, true]> : vector<4xi1>
  %w = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  %c0 = arith.constant 0 : index
  vector.maskedstore %m[%c0, %c0], %bm, %w : memref<?x?xf32>, vector<4xi1>, vector<4xf32>
  %c1 = arith.constant 1 : index
  vector.compressstore %m[%c1, %c0], %bm, %w : memref<?x?xf32>, vector<4xi1>, vector<4xf32>
  %iv = arith.constant dense<[3, 0, 2, 1]> : vector<4xi32>
  %all = arith.constant dense<true> : vector<4xi1>
  %c2 = arith.constant 2 : index
  vector.scatter %m[%c2, %c0] [%iv], %all, %w : memref<?x?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
  %u = memref.cast %m : memref<?x?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %m = memref.alloc(%c3, %c5) : memref<?x?xf32>
  call @fill(%m) : (memref<?x?xf32>) -> ()
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %pad = arith.constant -7.5 : f32
  call @reads(%m, %c1, %c2, %pad) : (memref<?x?xf32>, index, index, f32) -> ()
  call @writes(%m, %c2, %c2) : (memref<?x?xf32>, index, index) -> ()
  return
}

// CHECK: ( 12, 13, 14, -7.5, -7.5, -7.5 )
// CHECK-NEXT: ( ( 12, 13, 14, -7.5 ), ( 22, 23, 24, -7.5 ), ( -7.5, -7.5, -7.5, -7.5 ) )
// CHECK-NEXT: ( 12, 22, -7.5, -7.5 )
// CHECK-NEXT: ( ( 12, 22, -7.5 ), ( 13, 23, -7.5 ) )
// CHECK-NEXT: ( 12, 13, -7.5, -7.5, -7.5, -7.5 )
// CHECK-NEXT: ( 12, 12, 12 )
// CHECK-NEXT: ( 10, -1, 12, 13 )
// CHECK-NEXT: ( 10, -1, 11, 12 )
// CHECK-NEXT: ( 13, -1, 12, 11 )
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [3, 5] strides = [5, 1] data = 
// CHECK-NEXT: {{\[\[}}0,   2,   2,   4,   4], 
// CHECK-NEXT:  [2,   4,   12,   13,   14], 
// CHECK-NEXT:  [2,   4,   3,   1,   300]]
