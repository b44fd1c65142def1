// vector.mask around the memory ops (transfer_read/write, gather) on a buffer the program frees
// itself: upstream's ownership pass breaks a masked memory op (its ownership constant lands in
// the mask's region, which the verifier then rejects; see errors/vector-mask-pipeline.mlir),
// so this runs without the pipeline in both engines. The mask replaces the op's own mask and
// a gather's pass-through becomes zero, as upstream's --lower-vector-mask rewrites them;
// masked-off lanes of a read take the padding, or the vector.mask's passthru. The expected
// lines are upstream mlir-runner's (--lower-vector-mask, the vector lowering; the passthru
// read written there as the read and an arith.select, which upstream's lowering cannot do).
// RUN: memref-run %s 2>&1 | filecheck %s
// RUN: memref-run %s --engine=interp 2>&1 | filecheck %s
// RUN: memref-run %s --check-bounds 2>&1 | filecheck %s
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %pad = arith.constant -1.0 : f32
  %v = arith.constant dense<[10.0, 11.0, 12.0, 13.0, 14.0, 15.0, 16.0, 17.0]> : vector<8xf32>
  %pt = arith.constant dense<[90.0, 91.0, 92.0, 93.0, 94.0, 95.0, 96.0, 97.0]> : vector<8xf32>
  %z = arith.constant dense<0.0> : vector<8xf32>
  %mk = vector.create_mask %c5 : vector<8xi1>
  %all = vector.create_mask %c6 : vector<8xi1>
  %mem = memref.alloc() : memref<8xf32>
  vector.store %z, %mem[%c0] : memref<8xf32>, vector<8xf32>
  // A masked write: lanes 0..4 only.
  vector.mask %mk { vector.transfer_write %v, %mem[%c0] : vector<8xf32>, memref<8xf32> } : vector<8xi1>
  %l = vector.load %mem[%c0] : memref<8xf32>, vector<8xf32>
  vector.print %l : vector<8xf32>
  // A masked read from 3: lanes 0..4 read elements 3..7; 5..7 (past the end too) the padding.
  %r1 = vector.mask %mk { vector.transfer_read %mem[%c3], %pad : memref<8xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  vector.print %r1 : vector<8xf32>
  // The vector.mask's mask replaces the read's own.
  %r2 = vector.mask %mk { vector.transfer_read %mem[%c0], %pad, %all : memref<8xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  vector.print %r2 : vector<8xf32>
  // With a passthru: its lanes where the mask is off.
  %r3 = vector.mask %mk, %pt { vector.transfer_read %mem[%c1], %pad : memref<8xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  vector.print %r3 : vector<8xf32>
  // A 2-D transposed transfer: the mask is in the memref's dimension order.
  %m2 = memref.alloc() : memref<3x4xf32>
  %rows = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 9.0], [10.0, 11.0, 12.0]]> : vector<4x3xf32>
  %zz = arith.constant dense<0.0> : vector<3x4xf32>
  vector.transfer_write %zz, %m2[%c0, %c0] : vector<3x4xf32>, memref<3x4xf32>
  %mt = vector.create_mask %c2, %c3 : vector<3x4xi1>
  vector.mask %mt { vector.transfer_write %rows, %m2[%c0, %c0] {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<4x3xf32>, memref<3x4xf32> } : vector<3x4xi1>
  %back = vector.transfer_read %m2[%c0, %c0], %pad : memref<3x4xf32>, vector<3x4xf32>
  vector.print %back : vector<3x4xf32>
  %tr = vector.mask %mt { vector.transfer_read %m2[%c0, %c0], %pad {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<3x4xf32>, vector<4x3xf32> } : vector<3x4xi1> -> vector<4x3xf32>
  vector.print %tr : vector<4x3xf32>
  // A gather: the vector.mask's mask, a zero pass-through.
  %idx = arith.constant dense<[7, 0, 6, 1, 5, 2, 4, 3]> : vector<8xi32>
  %g = vector.mask %mk { vector.gather %mem[%c0][%idx], %all, %pt : memref<8xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  vector.print %g : vector<8xf32>
  memref.dealloc %m2 : memref<3x4xf32>
  memref.dealloc %mem : memref<8xf32>
  return
}
// CHECK: memref-run: note: the program frees its own memory (memref.dealloc): it runs without the deallocation pipeline
// CHECK-NEXT: ( 10, 11, 12, 13, 14, 0, 0, 0 )
// CHECK-NEXT: ( 13, 14, 0, 0, 0, -1, -1, -1 )
// CHECK-NEXT: ( 10, 11, 12, 13, 14, -1, -1, -1 )
// CHECK-NEXT: ( 11, 12, 13, 14, 0, 95, 96, 97 )
// CHECK-NEXT: ( ( 1, 4, 7, 0 ), ( 2, 5, 8, 0 ), ( 0, 0, 0, 0 ) )
// CHECK-NEXT: ( ( 1, 2, -1 ), ( 4, 5, -1 ), ( 7, 8, -1 ), ( -1, -1, -1 ) )
// CHECK-NEXT: ( 0, 10, 0, 11, 0, 0, 0, 0 )
