// Passes that leave a vector.mask holding more than its op fail the verifier after them, as
// upstream's pass manager does: the ownership pass gives a memref used in the mask's region an
// ownership constant at the start of that region, and canonicalize turns a gather of
// consecutive elements under a mask into a vector.load, which is not maskable.
// RUN: not memref-opt %s --split-input-file --ownership-based-buffer-deallocation 2>&1 | filecheck %s
// RUN: not memref-opt %s --split-input-file --buffer-deallocation-pipeline 2>&1 | filecheck %s
// RUN: not memref-opt %s --split-input-file --canonicalize 2>&1 | filecheck %s --check-prefix=CANON
func.func @write(%v: vector<8xf32>, %mk: vector<8xi1>, %i: index) {
  %mem = memref.alloc() : memref<8xf32>
  vector.mask %mk { vector.transfer_write %v, %mem[%i] : vector<8xf32>, memref<8xf32> } : vector<8xi1>
  return
}
// CHECK: vector-mask-pipeline.mlir:10:3: error: 'vector.mask' op expects only one operation to mask
// CHECK-NEXT: vector.mask %mk { vector.transfer_write %v, %mem[%i] : vector<8xf32>, memref<8xf32> } : vector<8xi1>
// CHECK-NEXT: ^
// CHECK-NEXT: vector-mask-pipeline.mlir:10:3: note: see current operation:
// CHECK-NEXT: "vector.mask"(%arg1) ({
// CHECK-NEXT: %{{.*}} = "arith.constant"() <{value = false}> : () -> i1
// CHECK-NEXT: "vector.transfer_write"(%arg0, %{{.*}}, %arg2) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0) -> (d0)>}> : (vector<8xf32>, memref<8xf32>, index) -> ()
// CHECK-NEXT: "vector.yield"() : () -> ()
// CHECK-NEXT: }) : (vector<8xi1>) -> ()
// -----
func.func @gather(%mem: memref<?xf32>, %m: vector<4xi1>, %pt: vector<4xf32>, %i: index) -> vector<4xf32> {
  %t = arith.constant dense<true> : vector<4xi1>
  %s = vector.step : vector<4xindex>
  %1 = vector.mask %m { vector.gather %mem[%i][%s], %t, %pt : memref<?xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  return %1 : vector<4xf32>
}
// CANON: vector-mask-pipeline.mlir:26:8: error: 'vector.mask' op expects a MaskableOpInterface within the mask region
// CANON: vector-mask-pipeline.mlir:26:8: note: see current operation:
// CANON-NEXT: %0 = "vector.mask"(%arg1) ({
// CANON-NEXT: %1 = "vector.load"(%arg0, %arg3) <{nontemporal = false}> : (memref<?xf32>, index) -> vector<4xf32>
// CANON-NEXT: "vector.yield"(%1) : (vector<4xf32>) -> ()
// CANON-NEXT: }) : (vector<4xi1>) -> vector<4xf32>
