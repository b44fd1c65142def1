// CSE merges ops with regions as upstream's does: an effect-free op (recursively) with an
// equivalent earlier one, regions compared block by block with the values defined inside
// mapped to each other and locations ignored (upstream's OperationEquivalence): identical
// vector.masks, scf.ifs and scf.fors; not when the bodies differ, and not a mask holding a
// memory read (a read-only op with regions is not merged upstream).
// RUN: memref-opt %s --cse | filecheck %s
func.func @masks(%v: vector<4xf32>, %m: vector<4xi1>, %n: vector<4xi1>, %mem: memref<8xf32>, %i: index, %p: f32) -> (f32, f32, f32, f32, vector<4xf32>, vector<4xf32>) {
  %0 = vector.mask %m { vector.reduction <add>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f32
  %1 = vector.mask %m { vector.reduction <add>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f32 loc("elsewhere")
  %2 = vector.mask %m { vector.reduction <mul>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f32
  %3 = vector.mask %n { vector.reduction <add>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f32
  %4 = vector.mask %m { vector.transfer_read %mem[%i], %p : memref<8xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  %5 = vector.mask %m { vector.transfer_read %mem[%i], %p : memref<8xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  return %0, %1, %2, %3, %4, %5 : f32, f32, f32, f32, vector<4xf32>, vector<4xf32>
}
func.func @ifs(%c: i1, %x: f32, %y: f32) -> (f32, f32, f32) {
  %0 = scf.if %c -> f32 {
    %a = arith.addf %x, %y : f32
    scf.yield %a : f32
  } else {
    scf.yield %x : f32
  }
  %1 = scf.if %c -> f32 {
    %b = arith.addf %x, %y : f32
    scf.yield %b : f32
  } else {
    scf.yield %x : f32
  }
  %2 = scf.if %c -> f32 {
    %b = arith.addf %y, %x : f32
    scf.yield %b : f32
  } else {
    scf.yield %x : f32
  }
  return %0, %1, %2 : f32, f32, f32
}
func.func @loops(%n: index, %x: f32) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = scf.for %i = %c0 to %n step %c1 iter_args(%s = %x) -> (f32) {
    %t = arith.mulf %s, %s : f32
    scf.yield %t : f32
  }
  %1 = scf.for %j = %c0 to %n step %c1 iter_args(%u = %x) -> (f32) {
    %t = arith.mulf %u, %u : f32
    scf.yield %t : f32
  }
  return %0, %1 : f32, f32
}

// CHECK: module {
// CHECK-NEXT: func.func @masks(%arg0: vector<4xf32>, %arg1: vector<4xi1>, %arg2: vector<4xi1>, %arg3: memref<8xf32>, %arg4: index, %arg5: f32) -> (f32, f32, f32, f32, vector<4xf32>, vector<4xf32>) {
// CHECK-NEXT: %0 = vector.mask %arg1 { vector.reduction <add>, %arg0 : vector<4xf32> into f32 } : vector<4xi1> -> f32
// CHECK-NEXT: %1 = vector.mask %arg1 { vector.reduction <mul>, %arg0 : vector<4xf32> into f32 } : vector<4xi1> -> f32
// CHECK-NEXT: %2 = vector.mask %arg2 { vector.reduction <add>, %arg0 : vector<4xf32> into f32 } : vector<4xi1> -> f32
// CHECK-NEXT: %3 = vector.mask %arg1 { vector.transfer_read %arg3[%arg4], %arg5 : memref<8xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
// CHECK-NEXT: %4 = vector.mask %arg1 { vector.transfer_read %arg3[%arg4], %arg5 : memref<8xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
// CHECK-NEXT: return %0, %0, %1, %2, %3, %4 : f32, f32, f32, f32, vector<4xf32>, vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ifs(%arg0: i1, %arg1: f32, %arg2: f32) -> (f32, f32, f32) {
// CHECK-NEXT: %0 = scf.if %arg0 -> (f32) {
// CHECK-NEXT: %2 = arith.addf %arg1, %arg2 : f32
// CHECK-NEXT: scf.yield %2 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.if %arg0 -> (f32) {
// CHECK-NEXT: %2 = arith.addf %arg2, %arg1 : f32
// CHECK-NEXT: scf.yield %2 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %0, %1 : f32, f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @loops(%arg0: index, %arg1: f32) -> (f32, f32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = scf.for %arg2 = %c0 to %arg0 step %c1 iter_args(%arg3 = %arg1) -> (f32) {
// CHECK-NEXT: %1 = arith.mulf %arg3, %arg3 : f32
// CHECK-NEXT: scf.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %0 : f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: }
