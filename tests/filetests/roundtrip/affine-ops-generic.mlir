// RUN: memref-opt %s --allow-unregistered-dialect --mlir-print-op-generic | filecheck %s
// The ops of affine-ops.mlir in generic form: the maps are properties; the alias numbers follow
// upstream's alias walk (an op's regions first, then its types and attributes).
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

// CHECK: #map = affine_map<(d0, d1) -> (d0 + 1, d1 * 2)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1)[s0] -> (d0 floordiv 2, d1 mod 3 + s0)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1) -> (d0 * 3 + d1 ceildiv 4)>
// CHECK-NEXT: #map3 = affine_map<(d0)[s0] -> (d0, s0 - 1)>
// CHECK-NEXT: #map4 = affine_map<(d0) -> (d0, 0)>
// CHECK-NEXT: #map5 = affine_map<(d0, d1) -> (-d0 + 7, (d1 - d0) floordiv 4 - d1 mod 5)>
// CHECK-NEXT: #map6 = affine_map<(d0)[s0] -> (d0 + s0, 10)>
// CHECK-NEXT: #map7 = affine_map<()[s0] -> (s0)>
// CHECK-NEXT: #map8 = affine_map<()[s0] -> (s0 + 4)>
// CHECK-NEXT: #map9 = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map10 = affine_map<() -> (-5)>
// CHECK-NEXT: #map11 = affine_map<() -> (0, 0)>
// CHECK-NEXT: #map12 = affine_map<() -> (0)>
// CHECK-NEXT: #map13 = affine_map<(d0) -> (d0, d0)>
// CHECK-NEXT: #map14 = affine_map<() -> (10)>
// CHECK-NEXT: #map15 = affine_map<(d0, d1, d2) -> (d0 + d1, d2)>
// CHECK-NEXT: #map16 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-NEXT: #map17 = affine_map<(d0, d1) -> (d0 + 10, d1 + 10, 100)>
// CHECK-NEXT: #map18 = affine_map<()[s0] -> (s0, 100)>
// CHECK-NEXT: #map19 = affine_map<() -> ()>
// CHECK-NEXT: #map20 = affine_map<(d0) -> (d0 * 8 + 4)>
// CHECK-NEXT: #map21 = affine_map<() -> (42)>
// CHECK-NEXT: #map22 = affine_map<()[s0, s1] -> (s0 * s1)>
// CHECK-NEXT: #set = affine_set<(d0)[s0] : (d0 - 10 >= 0, -d0 + s0 == 0, d0 mod 2 >= 0)>
// CHECK-NEXT: #set1 = affine_set<(d0) : (d0 >= 0)>
// CHECK-NEXT: #set2 = affine_set<()[s0] : (s0 * 2 - 3 >= 0, -s0 + 5 >= 0)>
// CHECK-NEXT: #set3 = affine_set<() : (0 == 0)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-NEXT: "func.func"() <{function_type = (memref<?x?xf32>, index, index, index) -> f32, sym_name = "loops"}> ({
// CHECK-NEXT: ^bb0(%arg11: memref<?x?xf32>, %arg12: index, %arg13: index, %arg14: index):
// CHECK-NEXT: %8 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
// CHECK-NEXT: "affine.for"(%arg12) <{lowerBoundMap = #map12, operandSegmentSizes = array<i32: 0, 1, 0>, step = 2 : index, upperBoundMap = #map7}> ({
// CHECK-NEXT: ^bb0(%arg17: index):
// CHECK-NEXT: "affine.for"(%arg17, %arg13, %arg17, %arg14) <{lowerBoundMap = #map6, operandSegmentSizes = array<i32: 2, 2, 0>, step = 1 : index, upperBoundMap = #map6}> ({
// CHECK-NEXT: ^bb0(%arg20: index):
// CHECK-NEXT: %14 = "affine.load"(%arg11, %arg17, %arg20) <{map = #map}> : (memref<?x?xf32>, index, index) -> f32
// CHECK-NEXT: "affine.store"(%14, %arg11, %arg17, %arg20, %arg13) <{map = #map1}> : (f32, memref<?x?xf32>, index, index, index) -> ()
// CHECK-NEXT: %15 = "affine.apply"(%arg17, %arg20) <{map = #map2}> : (index, index) -> index
// CHECK-NEXT: %16 = "affine.min"(%arg17, %arg12) <{map = #map3}> : (index, index) -> index
// CHECK-NEXT: %17 = "affine.max"(%15) <{map = #map4}> : (index) -> index
// CHECK-NEXT: %18 = "affine.load"(%arg11, %arg17, %arg20) <{map = #map5}> : (memref<?x?xf32>, index, index) -> f32
// CHECK-NEXT: "affine.yield"() : () -> ()
// CHECK-NEXT: }) {unroll = 2 : i64} : (index, index, index, index) -> ()
// CHECK-NEXT: "affine.for"(%arg13, %arg14) <{lowerBoundMap = #map7, operandSegmentSizes = array<i32: 1, 1, 0>, step = 1 : index, upperBoundMap = #map8}> ({
// CHECK-NEXT: ^bb0(%arg19: index):
// CHECK-NEXT: "affine.yield"() : () -> ()
// CHECK-NEXT: }) : (index, index) -> ()
// CHECK-NEXT: "affine.for"(%arg17) <{lowerBoundMap = #map9, operandSegmentSizes = array<i32: 1, 0, 0>, step = 3 : index, upperBoundMap = #map10}> ({
// CHECK-NEXT: ^bb0(%arg18: index):
// CHECK-NEXT: "affine.yield"() : () -> ()
// CHECK-NEXT: }) : (index) -> ()
// CHECK-NEXT: "affine.if"(%arg17, %arg12) <{condition = #set}> ({
// CHECK-NEXT: "affine.store"(%8, %arg11) <{map = #map11}> : (f32, memref<?x?xf32>) -> ()
// CHECK-NEXT: "affine.yield"() : () -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: "affine.yield"() : () -> ()
// CHECK-NEXT: }) : (index, index) -> ()
// CHECK-NEXT: "affine.yield"() : () -> ()
// CHECK-NEXT: }) : (index) -> ()
// CHECK-NEXT: %9 = "affine.for"(%8) <{lowerBoundMap = #map12, operandSegmentSizes = array<i32: 0, 0, 1>, step = 1 : index, upperBoundMap = #map14}> ({
// CHECK-NEXT: ^bb0(%arg15: index, %arg16: f32):
// CHECK-NEXT: %12 = "affine.load"(%arg11, %arg15) <{map = #map13}> : (memref<?x?xf32>, index) -> f32
// CHECK-NEXT: %13 = "arith.addf"(%arg16, %12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: "affine.yield"(%13) : (f32) -> ()
// CHECK-NEXT: }) : (f32) -> f32
// CHECK-NEXT: %10 = "affine.if"(%arg12) <{condition = #set1}> ({
// CHECK-NEXT: "affine.yield"(%9) : (f32) -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: "affine.yield"(%8) : (f32) -> ()
// CHECK-NEXT: }) : (index) -> f32
// CHECK-NEXT: %11:2 = "affine.if"(%arg13) <{condition = #set2}> ({
// CHECK-NEXT: "affine.yield"(%9, %arg13) : (f32, index) -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: "affine.yield"(%8, %arg14) : (f32, index) -> ()
// CHECK-NEXT: }) : (index) -> (f32, index)
// CHECK-NEXT: "affine.if"() <{condition = #set3}> ({
// CHECK-NEXT: "test.op"() : () -> ()
// CHECK-NEXT: "affine.yield"() : () -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.return"(%10) : (f32) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = (memref<100x100xf32>, index, index) -> (), sym_name = "parallel"}> ({
// CHECK-NEXT: ^bb0(%arg3: memref<100x100xf32>, %arg4: index, %arg5: index):
// CHECK-NEXT: "affine.parallel"(%arg4) <{lowerBoundsGroups = dense<1> : tensor<2xi32>, lowerBoundsMap = #map11, reductions = [], steps = [10, 10], upperBoundsGroups = dense<1> : tensor<2xi32>, upperBoundsMap = #map18}> ({
// CHECK-NEXT: ^bb0(%arg7: index, %arg8: index):
// CHECK-NEXT: %6:2 = "affine.parallel"(%arg7, %arg8, %arg5, %arg7, %arg8) <{lowerBoundsGroups = dense<[1, 2]> : tensor<2xi32>, lowerBoundsMap = #map16, reductions = [8, 4], steps = [1, 1], upperBoundsGroups = dense<[1, 2]> : tensor<2xi32>, upperBoundsMap = #map17}> ({
// CHECK-NEXT: ^bb0(%arg9: index, %arg10: index):
// CHECK-NEXT: %7 = "affine.load"(%arg3, %arg9, %arg7, %arg10) <{map = #map15}> : (memref<100x100xf32>, index, index, index) -> f32
// CHECK-NEXT: "affine.yield"(%7, %7) : (f32, f32) -> ()
// CHECK-NEXT: }) : (index, index, index, index, index) -> (f32, f32)
// CHECK-NEXT: "affine.yield"() : () -> ()
// CHECK-NEXT: }) : (index) -> ()
// CHECK-NEXT: %4 = "affine.parallel"(%arg4) <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = #map12, reductions = [1], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = #map9}> ({
// CHECK-NEXT: ^bb0(%arg6: index):
// CHECK-NEXT: %5 = "arith.constant"() <{value = 1 : i32}> : () -> i32
// CHECK-NEXT: "affine.yield"(%5) : (i32) -> ()
// CHECK-NEXT: }) : (index) -> i32
// CHECK-NEXT: "affine.parallel"() <{lowerBoundsGroups = dense<> : tensor<0xi32>, lowerBoundsMap = #map19, reductions = [], steps = [], upperBoundsGroups = dense<> : tensor<0xi32>, upperBoundsMap = #map19}> ({
// CHECK-NEXT: "affine.yield"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = (memref<f32>, memref<64xf32>, index) -> (), sym_name = "zero_d_and_vectors"}> ({
// CHECK-NEXT: ^bb0(%arg0: memref<f32>, %arg1: memref<64xf32>, %arg2: index):
// CHECK-NEXT: %0 = "affine.load"(%arg0) <{map = #map19}> : (memref<f32>) -> f32
// CHECK-NEXT: "affine.store"(%0, %arg0) <{map = #map19}> : (f32, memref<f32>) -> ()
// CHECK-NEXT: %1 = "affine.vector_load"(%arg1, %arg2) <{map = #map20}> : (memref<64xf32>, index) -> vector<4xf32>
// CHECK-NEXT: "affine.vector_store"(%1, %arg1, %arg2) <{map = #map7}> : (vector<4xf32>, memref<64xf32>, index) -> ()
// CHECK-NEXT: %2 = "affine.apply"() <{map = #map21}> : () -> index
// CHECK-NEXT: %3 = "affine.apply"(%arg2, %arg2) <{map = #map22}> : (index, index) -> index
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()
