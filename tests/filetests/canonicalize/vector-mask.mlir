// vector.mask's fold and pattern and the patterns that look through a mask, as mlir-opt
// 22.1.8 --canonicalize prints them: an empty mask is its yielded values (with a passthru an
// arith.select), an all-set mask moves its op out (a passthru then ignored), a single-element
// reduction or unit-dim multi_reduction under a mask becomes a select of the mask's lane
// (the multi_reduction's masked-off value is the source element, as upstream's), masked ops
// fold inside the region (a gather with an all-clear mask, in_bounds, memref.cast), and an
// unused mask of an op without writes is dead.
// RUN: memref-opt %s --canonicalize | filecheck %s
func.func @a(%v: vector<1xf32>, %acc: f32, %m: vector<1xi1>) -> (f32, f32) {
  %0 = vector.mask %m { vector.reduction <add>, %v, %acc : vector<1xf32> into f32 } : vector<1xi1> -> f32
  %1 = vector.mask %m { vector.reduction <add>, %v : vector<1xf32> into f32 } : vector<1xi1> -> f32
  return %0, %1 : f32, f32
}
func.func @b(%v: vector<4x1xf32>, %acc: vector<4xf32>, %m: vector<4x1xi1>, %v2: vector<1x1xf32>, %acc2: f32, %m2: vector<1x1xi1>) -> (vector<4xf32>, f32) {
  %0 = vector.mask %m { vector.multi_reduction <add>, %v, %acc [1] : vector<4x1xf32> to vector<4xf32> } : vector<4x1xi1> -> vector<4xf32>
  %1 = vector.mask %m2 { vector.multi_reduction <add>, %v2, %acc2 [0, 1] : vector<1x1xf32> to f32 } : vector<1x1xi1> -> f32
  return %0, %1 : vector<4xf32>, f32
}
func.func @c(%v: vector<4xf32>, %acc: vector<4xf32>, %m: vector<4xi1>) -> vector<4xf32> {
  %0 = vector.mask %m { vector.multi_reduction <add>, %v, %acc [] : vector<4xf32> to vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @d(%mem: memref<?xf32>, %iv: vector<4xi32>, %m: vector<4xi1>, %pt: vector<4xf32>, %i: index) -> (vector<4xf32>, vector<4xf32>) {
  %f = arith.constant dense<false> : vector<4xi1>
  %t = arith.constant dense<true> : vector<4xi1>
  %0 = vector.mask %m { vector.gather %mem[%i][%iv], %f, %pt : memref<?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  %s = vector.step : vector<4xindex>
  %1 = arith.addf %pt, %pt : vector<4xf32>
  return %0, %1 : vector<4xf32>, vector<4xf32>
}
func.func @e(%v: vector<4xf32>, %pt: vector<4xf32>, %m: vector<4xi1>, %mem: memref<?xf32>, %i: index, %p: f32) -> (vector<4xf32>, vector<4xf32>, f32) {
  %t = arith.constant dense<true> : vector<4xi1>
  %0 = vector.mask %m, %pt { vector.yield %v : vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  %1 = vector.mask %t, %pt { vector.transfer_read %mem[%i], %p : memref<?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  %2 = vector.mask %t { vector.reduction <add>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f32
  %c = vector.constant_mask [4] : vector<4xi1>
  vector.mask %c { vector.transfer_write %v, %mem[%i] : vector<4xf32>, memref<?xf32> } : vector<4xi1>
  vector.mask %m { vector.yield } : vector<4xi1>
  %c4 = arith.constant 4 : index
  %cm = vector.create_mask %c4 : vector<4xi1>
  vector.mask %cm { vector.transfer_write %v, %mem[%i] : vector<4xf32>, memref<?xf32> } : vector<4xi1>
  %f = arith.constant dense<false> : vector<4xi1>
  vector.mask %f { vector.transfer_write %v, %mem[%i] : vector<4xf32>, memref<?xf32> } : vector<4xi1>
  return %0, %1, %2 : vector<4xf32>, vector<4xf32>, f32
}
func.func @f(%mem: memref<8xf32>, %m: vector<4xi1>, %p: f32, %v: vector<4xf32>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %cast = memref.cast %mem : memref<8xf32> to memref<?xf32>
  %0 = vector.mask %m { vector.transfer_read %cast[%c0], %p : memref<?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  vector.mask %m { vector.transfer_write %v, %cast[%c0] : vector<4xf32>, memref<?xf32> } : vector<4xi1>
  return %0 : vector<4xf32>
}

// CHECK: module {
// CHECK-NEXT: func.func @a(%arg0: vector<1xf32>, %arg1: f32, %arg2: vector<1xi1>) -> (f32, f32) {
// CHECK-NEXT: %0 = vector.extract %arg2[0] : i1 from vector<1xi1>
// CHECK-NEXT: %1 = vector.extract %arg0[0] : f32 from vector<1xf32>
// CHECK-NEXT: %2 = arith.addf %1, %arg1 : f32
// CHECK-NEXT: %3 = arith.select %0, %2, %arg1 : f32
// CHECK-NEXT: %4 = vector.extract %arg0[0] : f32 from vector<1xf32>
// CHECK-NEXT: return %3, %4 : f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @b(%arg0: vector<4x1xf32>, %arg1: vector<4xf32>, %arg2: vector<4x1xi1>, %arg3: vector<1x1xf32>, %arg4: f32, %arg5: vector<1x1xi1>) -> (vector<4xf32>, f32) {
// CHECK-NEXT: %0 = vector.shape_cast %arg2 : vector<4x1xi1> to vector<4xi1>
// CHECK-NEXT: %1 = vector.shape_cast %arg0 : vector<4x1xf32> to vector<4xf32>
// CHECK-NEXT: %2 = arith.addf %arg1, %1 : vector<4xf32>
// CHECK-NEXT: %3 = arith.select %0, %2, %1 : vector<4xi1>, vector<4xf32>
// CHECK-NEXT: %4 = vector.extract %arg5[0, 0] : i1 from vector<1x1xi1>
// CHECK-NEXT: %5 = vector.extract %arg3[0, 0] : f32 from vector<1x1xf32>
// CHECK-NEXT: %6 = arith.addf %arg4, %5 : f32
// CHECK-NEXT: %7 = arith.select %4, %6, %5 : f32
// CHECK-NEXT: return %3, %7 : vector<4xf32>, f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @c(%arg0: vector<4xf32>, %arg1: vector<4xf32>, %arg2: vector<4xi1>) -> vector<4xf32> {
// CHECK-NEXT: return %arg0 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @d(%arg0: memref<?xf32>, %arg1: vector<4xi32>, %arg2: vector<4xi1>, %arg3: vector<4xf32>, %arg4: index) -> (vector<4xf32>, vector<4xf32>) {
// CHECK-NEXT: %0 = arith.addf %arg3, %arg3 : vector<4xf32>
// CHECK-NEXT: return %arg3, %0 : vector<4xf32>, vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @e(%arg0: vector<4xf32>, %arg1: vector<4xf32>, %arg2: vector<4xi1>, %arg3: memref<?xf32>, %arg4: index, %arg5: f32) -> (vector<4xf32>, vector<4xf32>, f32) {
// CHECK-NEXT: %cst = arith.constant dense<false> : vector<4xi1>
// CHECK-NEXT: %0 = arith.select %arg2, %arg0, %arg1 : vector<4xi1>, vector<4xf32>
// CHECK-NEXT: %1 = vector.transfer_read %arg3[%arg4], %arg5 : memref<?xf32>, vector<4xf32>
// CHECK-NEXT: %2 = vector.reduction <add>, %arg0 : vector<4xf32> into f32
// CHECK-NEXT: vector.transfer_write %arg0, %arg3[%arg4] : vector<4xf32>, memref<?xf32>
// CHECK-NEXT: vector.transfer_write %arg0, %arg3[%arg4] : vector<4xf32>, memref<?xf32>
// CHECK-NEXT: vector.mask %cst { vector.transfer_write %arg0, %arg3[%arg4] : vector<4xf32>, memref<?xf32> } : vector<4xi1>
// CHECK-NEXT: return %0, %1, %2 : vector<4xf32>, vector<4xf32>, f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @f(%arg0: memref<8xf32>, %arg1: vector<4xi1>, %arg2: f32, %arg3: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = vector.mask %arg1 { vector.transfer_read %arg0[%c0], %arg2 {in_bounds = [true]} : memref<8xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
// CHECK-NEXT: vector.mask %arg1 { vector.transfer_write %arg3, %arg0[%c0] {in_bounds = [true]} : vector<4xf32>, memref<8xf32> } : vector<4xi1>
// CHECK-NEXT: return %0 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
