// vector.mask (every maskable op, passthru, empty masks, an explicit
// terminator, the generic form, an attribute dictionary, a parenthesized result list) and
// vector.scan print as mlir-opt 22.1.8 prints them. (A mask yielding two values prints its
// result types without parentheses, which upstream cannot parse back: not a round trip.)
// RUN: memref-opt %s | filecheck %s
// RUN: memref-opt %s --mlir-print-op-generic | memref-opt | filecheck %s
#mm = {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]}
func.func @mask(%a: vector<8xf32>, %m: vector<8xi1>, %mem: memref<?x?xf32>, %i: index, %p: f32,
                %m2: vector<4x8xi1>, %b: vector<4x8xf32>, %acc: vector<4xf32>, %iv: vector<8xi32>,
                %x: vector<4xf32>, %m3: vector<4x8x2xi1>, %l: vector<4x2xf32>, %r: vector<2x8xf32>,
                %m4: vector<8x4xi1>) -> (f32, vector<8xf32>) {
  %0 = vector.mask %m { vector.reduction <add>, %a : vector<8xf32> into f32 } : vector<8xi1> -> f32
  %1 = vector.mask %m { vector.reduction <maxnumf>, %a, %p fastmath<nnan> : vector<8xf32> into f32 } {tag = 1 : i32} : vector<8xi1> -> (f32)
  %2 = vector.mask %m { vector.transfer_read %mem[%i, %i], %p : memref<?x?xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  %3 = vector.mask %m, %a { vector.transfer_read %mem[%i, %i], %p {in_bounds = [true]} : memref<?x?xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  vector.mask %m { vector.transfer_write %a, %mem[%i, %i] : vector<8xf32>, memref<?x?xf32> } : vector<8xi1>
  %4 = vector.mask %m4 { vector.transfer_read %mem[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<4x8xf32> } : vector<8x4xi1> -> vector<4x8xf32>
  %5 = vector.mask %m2 { vector.multi_reduction <add>, %b, %acc [1] : vector<4x8xf32> to vector<4xf32> } : vector<4x8xi1> -> vector<4xf32>
  %6 = vector.mask %m { vector.gather %mem[%i, %i][%iv], %m, %a : memref<?x?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  %7 = vector.mask %m2 { vector.outerproduct %x, %a, %b : vector<4xf32>, vector<8xf32> } : vector<4x8xi1> -> vector<4x8xf32>
  %8 = vector.mask %m { vector.outerproduct %a, %p, %a {kind = #vector.kind<mul>} : vector<8xf32>, f32 } : vector<8xi1> -> vector<8xf32>
  %9 = vector.mask %m3 { vector.contract #mm %l, %r, %b : vector<4x2xf32>, vector<2x8xf32> into vector<4x8xf32> } : vector<4x8x2xi1> -> vector<4x8xf32>
  %10 = vector.mask %m { vector.yield %a : vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  %11 = vector.mask %m, %a { vector.yield %2 : vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  vector.mask %m { } : vector<8xi1>
  %13 = vector.mask %m {
    %r13 = vector.reduction <mul>, %a : vector<8xf32> into f32
    vector.yield %r13 : f32
  } : vector<8xi1> -> f32
  %14 = "vector.mask"(%m) ({
    %r14 = vector.reduction <minimumf>, %a : vector<8xf32> into f32
    "vector.yield"(%r14) : (f32) -> ()
  }) : (vector<8xi1>) -> f32
  return %0, %2 : f32, vector<8xf32>
}

func.func @scan(%m: vector<2x4xf32>, %init: vector<2xf32>, %v: vector<8xi32>, %s: vector<i32>)
    -> (vector<2x4xf32>, vector<2xf32>, vector<8xi32>, vector<i32>) {
  %0:2 = vector.scan <add>, %m, %init {inclusive = true, reduction_dim = 1} : vector<2x4xf32>, vector<2xf32>
  %1:2 = vector.scan <maximumf>, %m, %init {reduction_dim = 1 : i64, inclusive = false} : vector<2x4xf32>, vector<2xf32>
  %2:2 = vector.scan <xor>, %v, %s {inclusive = false, reduction_dim = 0, extra} : vector<8xi32>, vector<i32>
  %3:2 = "vector.scan"(%v, %s) <{inclusive = true, kind = #vector.kind<minsi>, reduction_dim = 0 : i64}> : (vector<8xi32>, vector<i32>) -> (vector<8xi32>, vector<i32>)
  return %0#0, %1#1, %2#0, %3#1 : vector<2x4xf32>, vector<2xf32>, vector<8xi32>, vector<i32>
}

// CHECK: #map = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-NEXT: #map3 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @mask(%arg0: vector<8xf32>, %arg1: vector<8xi1>, %arg2: memref<?x?xf32>, %arg3: index, %arg4: f32, %arg5: vector<4x8xi1>, %arg6: vector<4x8xf32>, %arg7: vector<4xf32>, %arg8: vector<8xi32>, %arg9: vector<4xf32>, %arg10: vector<4x8x2xi1>, %arg11: vector<4x2xf32>, %arg12: vector<2x8xf32>, %arg13: vector<8x4xi1>) -> (f32, vector<8xf32>) {
// CHECK-NEXT: %0 = vector.mask %arg1 { vector.reduction <add>, %arg0 : vector<8xf32> into f32 } : vector<8xi1> -> f32
// CHECK-NEXT: %1 = vector.mask %arg1 { vector.reduction <maxnumf>, %arg0, %arg4 fastmath<nnan> : vector<8xf32> into f32 } {tag = 1 : i32} : vector<8xi1> -> f32
// CHECK-NEXT: %2 = vector.mask %arg1 { vector.transfer_read %arg2[%arg3, %arg3], %arg4 : memref<?x?xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>
// CHECK-NEXT: %3 = vector.mask %arg1, %arg0 { vector.transfer_read %arg2[%arg3, %arg3], %arg4 {in_bounds = [true]} : memref<?x?xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>
// CHECK-NEXT: vector.mask %arg1 { vector.transfer_write %arg0, %arg2[%arg3, %arg3] : vector<8xf32>, memref<?x?xf32> } : vector<8xi1>
// CHECK-NEXT: %4 = vector.mask %arg13 { vector.transfer_read %arg2[%arg3, %arg3], %arg4 {permutation_map = #map} : memref<?x?xf32>, vector<4x8xf32> } : vector<8x4xi1> -> vector<4x8xf32>
// CHECK-NEXT: %5 = vector.mask %arg5 { vector.multi_reduction <add>, %arg6, %arg7 [1] : vector<4x8xf32> to vector<4xf32> } : vector<4x8xi1> -> vector<4xf32>
// CHECK-NEXT: %6 = vector.mask %arg1 { vector.gather %arg2[%arg3, %arg3] [%arg8], %arg1, %arg0 : memref<?x?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32> } : vector<8xi1> -> vector<8xf32>
// CHECK-NEXT: %7 = vector.mask %arg5 { vector.outerproduct %arg9, %arg0, %arg6 {kind = #vector.kind<add>} : vector<4xf32>, vector<8xf32> } : vector<4x8xi1> -> vector<4x8xf32>
// CHECK-NEXT: %8 = vector.mask %arg1 { vector.outerproduct %arg0, %arg4, %arg0 {kind = #vector.kind<mul>} : vector<8xf32>, f32 } : vector<8xi1> -> vector<8xf32>
// CHECK-NEXT: %9 = vector.mask %arg10 { vector.contract {indexing_maps = [#map1, #map2, #map3], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %arg11, %arg12, %arg6 : vector<4x2xf32>, vector<2x8xf32> into vector<4x8xf32> } : vector<4x8x2xi1> -> vector<4x8xf32>
// CHECK-NEXT: %10 = vector.mask %arg1 { vector.yield %arg0 : vector<8xf32> } : vector<8xi1> -> vector<8xf32>
// CHECK-NEXT: %11 = vector.mask %arg1, %arg0 { vector.yield %2 : vector<8xf32> } : vector<8xi1> -> vector<8xf32>
// CHECK-NEXT: vector.mask %arg1 { vector.yield } : vector<8xi1>
// CHECK-NEXT: %12 = vector.mask %arg1 { vector.reduction <mul>, %arg0 : vector<8xf32> into f32 } : vector<8xi1> -> f32
// CHECK-NEXT: %13 = vector.mask %arg1 { vector.reduction <minimumf>, %arg0 : vector<8xf32> into f32 } : vector<8xi1> -> f32
// CHECK-NEXT: return %0, %2 : f32, vector<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @scan(%arg0: vector<2x4xf32>, %arg1: vector<2xf32>, %arg2: vector<8xi32>, %arg3: vector<i32>) -> (vector<2x4xf32>, vector<2xf32>, vector<8xi32>, vector<i32>) {
// CHECK-NEXT: %dest, %accumulated_value = vector.scan <add>, %arg0, %arg1 {inclusive = true, reduction_dim = 1 : i64} : vector<2x4xf32>, vector<2xf32>
// CHECK-NEXT: %dest_0, %accumulated_value_1 = vector.scan <maximumf>, %arg0, %arg1 {inclusive = false, reduction_dim = 1 : i64} : vector<2x4xf32>, vector<2xf32>
// CHECK-NEXT: %dest_2, %accumulated_value_3 = vector.scan <xor>, %arg2, %arg3 {extra, inclusive = false, reduction_dim = 0 : i64} : vector<8xi32>, vector<i32>
// CHECK-NEXT: %dest_4, %accumulated_value_5 = vector.scan <minsi>, %arg2, %arg3 {inclusive = true, reduction_dim = 0 : i64} : vector<8xi32>, vector<i32>
// CHECK-NEXT: return %dest, %accumulated_value_1, %dest_2, %accumulated_value_5 : vector<2x4xf32>, vector<2xf32>, vector<8xi32>, vector<i32>
// CHECK-NEXT: }
// CHECK-NEXT: }
