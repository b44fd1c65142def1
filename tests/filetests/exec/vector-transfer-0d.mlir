// vector.transfer_read/write on a 0-D memref: a 0-D vector read and written, a broadcast read
// into a 1-D vector; the expected lines are upstream mlir-runner's (it lowers no masked 0-D
// transfer, so masks are in the roundtrip and error tests only).
// RUN: memref-run %s | filecheck %s
// RUN: memref-run %s --check-bounds | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
func.func @main() {
  %m = memref.alloc() : memref<f32>
  %c = arith.constant 3.5 : f32
  memref.store %c, %m[] : memref<f32>
  %p = arith.constant 0.0 : f32
  %0 = vector.transfer_read %m[], %p : memref<f32>, vector<f32>
  vector.print %0 : vector<f32>
  %1 = vector.transfer_read %m[], %p {permutation_map = affine_map<() -> (0)>} : memref<f32>, vector<4xf32>
  vector.print %1 : vector<4xf32>
  %v = arith.constant dense<-7.25> : vector<f32>
  vector.transfer_write %v, %m[] : vector<f32>, memref<f32>
  %2 = memref.load %m[] : memref<f32>
  vector.print %2 : f32
  return
}
// CHECK: ( 3.5 )
// CHECK-NEXT: ( 3.5, 3.5, 3.5, 3.5 )
// CHECK-NEXT: -7.25
