// Vectors of ub.poison at run time: both engines give zeros (a poison vector prints as zeros
// in both: @raw, without the pipeline, which would fold it away). The pipeline's canonicalize folds an extract or insert at the poison position -1
// (a constant operand too) to ub.poison, as upstream's does; the lanes printed here are
// defined, and upstream's mlir-runner prints the same lines.
// RUN: memref-run %s | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
// RUN: memref-run %s --no-pipeline -e raw | filecheck %s --check-prefix=RAW
// RUN: memref-run %s --no-pipeline -e raw --engine=interp | filecheck %s --check-prefix=RAW
// RAW: ( 0, 0, 7.5, 0 )
// RAW-NEXT: 7.5
func.func @lanes(%v: vector<4xf32>, %x: f32, %i: index, %b: i1) {
  %p = ub.poison : vector<4xf32>
  %w = vector.insert %x, %p[2] : f32 into vector<4xf32>
  %e = vector.extract %w[2] : f32 from vector<4xf32>
  vector.print %e : f32
  // A poison position: the select never takes it.
  %c = arith.constant -1 : index
  %q = vector.extract %v[%c] : f32 from vector<4xf32>
  %s = arith.select %b, %x, %q : f32
  vector.print %s : f32
  %r = vector.insert %x, %v[%c] : f32 into vector<4xf32>
  %t = arith.select %b, %v, %r : vector<4xf32>
  vector.print %t : vector<4xf32>
  return
}
func.func @main() {
  %v = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  %x = arith.constant 7.5 : f32
  %i = arith.constant 1 : index
  %b = arith.constant true
  call @lanes(%v, %x, %i, %b) : (vector<4xf32>, f32, index, i1) -> ()
  return
}
func.func @raw() {
  %p = ub.poison : vector<4xf32>
  %x = arith.constant 7.5 : f32
  %w = vector.insert %x, %p[2] : f32 into vector<4xf32>
  vector.print %w : vector<4xf32>
  %e = vector.extract %w[2] : f32 from vector<4xf32>
  vector.print %e : f32
  return
}
// CHECK: 7.5
// CHECK-NEXT: 7.5
// CHECK-NEXT: ( 1, 2, 3, 4 )
