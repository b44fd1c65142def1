// RUN: memref-opt %s --allow-unregistered-dialect | filecheck %s
// The affine ops in their custom forms, as mlir-opt prints them: bounds as constants, lone
// symbols or maps with max/min prefixes, subscripts with the SSA values inlined (symbol(%n)),
// steps, iter_args, if/else with results, parallel bounds with max/min groups, steps and
// reductions, vector_load/store; maps and sets as #map/#set aliases at the top.
#map = affine_map<(d0)[s0] -> (d0 + s0, 10)>
#set = affine_set<(d0)[s0] : (d0 - 10 >= 0, s0 - d0 == 0, d0 mod 2 >= 0)>
func.func @loops(%m: memref<?x?xf32>, %n: index, %a: index, %b: index) -> f32 {
  %cst = arith.constant 0.0 : f32
  affine.for %i = 0 to %n step 2 {
    affine.for %j = max #map(%i)[%a] to min #map(%i)[%b] {
      %v = affine.load %m[%i + 1, %j * 2] : memref<?x?xf32>
      affine.store %v, %m[%i floordiv 2, %j mod 3 + symbol(%a)] : memref<?x?xf32>
      %x = affine.apply affine_map<(d0, d1) -> (d0 * 3 + d1 ceildiv 4)>(%i, %j)
      %y = affine.min affine_map<(d0)[s0] -> (d0, s0 - 1)>(%i)[%n]
      %z = affine.max affine_map<(d0) -> (d0, 0)>(%x)
      %w = affine.load %m[-%i + 7, (%j - %i) floordiv 4 - %j mod 5] : memref<?x?xf32>
    } {unroll = 2 : i64}
    affine.for %k = %a to affine_map<()[s0] -> (s0 + 4)>()[%b] {
    }
    affine.for %k = affine_map<(d0) -> (d0)>(%i) to -5 step 3 {
    }
    affine.if #set(%i)[%n] {
      affine.store %cst, %m[0, 0] : memref<?x?xf32>
    } else {
    }
  }
  %r = affine.for %i = 0 to 10 iter_args(%acc = %cst) -> (f32) {
    %v = affine.load %m[%i, %i] : memref<?x?xf32>
    %s = arith.addf %acc, %v : f32
    affine.yield %s : f32
  }
  %r2 = affine.if affine_set<(d0) : (d0 >= 0)>(%n) -> f32 {
    affine.yield %r : f32
  } else {
    affine.yield %cst : f32
  }
  %r3:2 = affine.if affine_set<()[s0] : (s0 * 2 - 3 >= 0, 5 - s0 >= 0)>()[%a] -> (f32, index) {
    affine.yield %r, %a : f32, index
  } else {
    affine.yield %cst, %b : f32, index
  }
  affine.if affine_set<() : ()>() {
    "test.op"() : () -> ()
  }
  return %r2 : f32
}

func.func @parallel(%m: memref<100x100xf32>, %n: index, %c: index) {
  affine.parallel (%i, %j) = (0, 0) to (symbol(%n), 100) step (10, 10) {
    %0:2 = affine.parallel (%k, %l) = (%i, max(%j, %c)) to (%i + 10, min(%j + 10, 100)) reduce ("minimumf", "maximumf") -> (f32, f32) {
      %v = affine.load %m[%k + %i, %l] : memref<100x100xf32>
      affine.yield %v, %v : f32, f32
    }
  }
  %s = affine.parallel (%i) = (0) to (%n) reduce ("addi") -> i32 {
    %c1 = arith.constant 1 : i32
    affine.yield %c1 : i32
  }
  affine.parallel () = () to () {
  }
  return
}

func.func @zero_d_and_vectors(%m: memref<f32>, %v: memref<64xf32>, %i: index) {
  %x = affine.load %m[] : memref<f32>
  affine.store %x, %m[] : memref<f32>
  %vec = affine.vector_load %v[%i * 8 + 4] : memref<64xf32>, vector<4xf32>
  affine.vector_store %vec, %v[symbol(%i)] : memref<64xf32>, vector<4xf32>
  %c = affine.apply affine_map<() -> (42)>()
  %s = affine.apply affine_map<()[s0, s1] -> (s0 * s1)>()[%i, %i]
  return
}

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0, 10)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d0 * 3 + d1 ceildiv 4)>
// CHECK-NEXT: #map2 = affine_map<(d0)[s0] -> (d0, s0 - 1)>
// CHECK-NEXT: #map3 = affine_map<(d0) -> (d0, 0)>
// CHECK-NEXT: #map4 = affine_map<()[s0] -> (s0 + 4)>
// CHECK-NEXT: #map5 = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map6 = affine_map<() -> (42)>
// CHECK-NEXT: #map7 = affine_map<()[s0, s1] -> (s0 * s1)>
// CHECK-NEXT: #set = affine_set<(d0)[s0] : (d0 - 10 >= 0, -d0 + s0 == 0, d0 mod 2 >= 0)>
// CHECK-NEXT: #set1 = affine_set<(d0) : (d0 >= 0)>
// CHECK-NEXT: #set2 = affine_set<()[s0] : (s0 * 2 - 3 >= 0, -s0 + 5 >= 0)>
// CHECK-NEXT: #set3 = affine_set<() : (0 == 0)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @loops(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index, %arg3: index) -> f32 {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: affine.for %arg4 = 0 to %arg1 step 2 {
// CHECK-NEXT: affine.for %arg5 = max #map(%arg4)[%arg2] to min #map(%arg4)[%arg3] {
// CHECK-NEXT: %3 = affine.load %arg0[%arg4 + 1, %arg5 * 2] : memref<?x?xf32>
// CHECK-NEXT: affine.store %3, %arg0[%arg4 floordiv 2, %arg5 mod 3 + symbol(%arg2)] : memref<?x?xf32>
// CHECK-NEXT: %4 = affine.apply #map1(%arg4, %arg5)
// CHECK-NEXT: %5 = affine.min #map2(%arg4)[%arg1]
// CHECK-NEXT: %6 = affine.max #map3(%4)
// CHECK-NEXT: %7 = affine.load %arg0[-%arg4 + 7, (%arg5 - %arg4) floordiv 4 - %arg5 mod 5] : memref<?x?xf32>
// CHECK-NEXT: } {unroll = 2 : i64}
// CHECK-NEXT: affine.for %arg5 = %arg2 to #map4()[%arg3] {
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg5 = #map5(%arg4) to -5 step 3 {
// CHECK-NEXT: }
// CHECK-NEXT: affine.if #set(%arg4)[%arg1] {
// CHECK-NEXT: affine.store %cst, %arg0[0, 0] : memref<?x?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %0 = affine.for %arg4 = 0 to 10 iter_args(%arg5 = %cst) -> (f32) {
// CHECK-NEXT: %3 = affine.load %arg0[%arg4, %arg4] : memref<?x?xf32>
// CHECK-NEXT: %4 = arith.addf %arg5, %3 : f32
// CHECK-NEXT: affine.yield %4 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = affine.if #set1(%arg1) -> f32 {
// CHECK-NEXT: affine.yield %0 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: affine.yield %cst : f32
// CHECK-NEXT: }
// CHECK-NEXT: %2:2 = affine.if #set2()[%arg2] -> (f32, index) {
// CHECK-NEXT: affine.yield %0, %arg2 : f32, index
// CHECK-NEXT: } else {
// CHECK-NEXT: affine.yield %cst, %arg3 : f32, index
// CHECK-NEXT: }
// CHECK-NEXT: affine.if #set3() {
// CHECK-NEXT: "test.op"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @parallel(%arg0: memref<100x100xf32>, %arg1: index, %arg2: index) {
// CHECK-NEXT: affine.parallel (%arg3, %arg4) = (0, 0) to (symbol(%arg1), 100) step (10, 10) {
// CHECK-NEXT: %1:2 = affine.parallel (%arg5, %arg6) = (%arg3, max(%arg4, %arg2)) to (%arg3 + 10, min(%arg4 + 10, 100)) reduce ("minimumf", "maximumf") -> (f32, f32) {
// CHECK-NEXT: %2 = affine.load %arg0[%arg5 + %arg3, %arg6] : memref<100x100xf32>
// CHECK-NEXT: affine.yield %2, %2 : f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %0 = affine.parallel (%arg3) = (0) to (%arg1) reduce ("addi") -> (i32) {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: affine.yield %c1_i32 : i32
// CHECK-NEXT: }
// CHECK-NEXT: affine.parallel () = () to () {
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @zero_d_and_vectors(%arg0: memref<f32>, %arg1: memref<64xf32>, %arg2: index) {
// CHECK-NEXT: %0 = affine.load %arg0[] : memref<f32>
// CHECK-NEXT: affine.store %0, %arg0[] : memref<f32>
// CHECK-NEXT: %1 = affine.vector_load %arg1[%arg2 * 8 + 4] : memref<64xf32>, vector<4xf32>
// CHECK-NEXT: affine.vector_store %1, %arg1[symbol(%arg2)] : memref<64xf32>, vector<4xf32>
// CHECK-NEXT: %2 = affine.apply #map6()
// CHECK-NEXT: %3 = affine.apply #map7()[%arg2, %arg2]
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
