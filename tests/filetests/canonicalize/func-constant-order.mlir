// func.constant is a constant to canonicalize's folder, as upstream's (ConstantLike, folding
// to its symbol): uniqued per symbol and type, hoisted to the function's entry with the other
// constants in the order met (found by an outside tester: it kept its place after arith's).
// RUN: memref-opt %s --canonicalize | filecheck %s
// RUN: memref-opt %s --canonicalize --mlir-print-debuginfo | filecheck %s --check-prefix=LOC
func.func @neg(%v: f32) -> f32 {
  %z = arith.constant 0.0 : f32
  %r = arith.subf %z, %v : f32
  return %r : f32
}
func.func @main() -> (index, (f32) -> f32) {
  %g = func.constant @neg : (f32) -> f32
  %n = arith.constant 5 : index
  return %n, %g : index, (f32) -> f32
}
func.func @nested(%c: i1, %x: f32) -> (f32, (f32) -> f32) {
  %k = arith.constant 2.0 : f32
  %r = scf.if %c -> (f32) {
    %f = func.constant @neg : (f32) -> f32
    %y = func.call_indirect %f(%x) : (f32) -> f32
    scf.yield %y : f32
  } else {
    %f2 = func.constant @neg : (f32) -> f32
    %i = arith.constant 7 : index
    %y2 = func.call_indirect %f2(%k) : (f32) -> f32
    scf.yield %y2 : f32
  }
  %f3 = func.constant @neg : (f32) -> f32
  %unused = func.constant @main : () -> (index, (f32) -> f32)
  return %r, %f3 : f32, (f32) -> f32
}

// CHECK: module {
// CHECK-NEXT: func.func @neg(%arg0: f32) -> f32 {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = arith.subf %cst, %arg0 : f32
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @main() -> (index, (f32) -> f32) {
// CHECK-NEXT: %f = constant @neg : (f32) -> f32
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: return %c5, %f : index, (f32) -> f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @nested(%arg0: i1, %arg1: f32) -> (f32, (f32) -> f32) {
// CHECK-NEXT: %f = constant @neg : (f32) -> f32
// CHECK-NEXT: %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: %0 = scf.if %arg0 -> (f32) {
// CHECK-NEXT: %1 = func.call @neg(%arg1) : (f32) -> f32
// CHECK-NEXT: scf.yield %1 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: %1 = func.call @neg(%cst) : (f32) -> f32
// CHECK-NEXT: scf.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %f : f32, (f32) -> f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// LOC: #loc2 = loc("{{.*}}func-constant-order.mlir":6:16)
// LOC-NEXT: #loc11 = loc("{{.*}}func-constant-order.mlir":16:19)
// LOC-NEXT: #loc12 = loc("{{.*}}func-constant-order.mlir":16:27)
// LOC-NEXT: module {
// LOC-NEXT: func.func @neg(%arg0: f32 loc("{{.*}}func-constant-order.mlir":6:16)) -> f32 {
// LOC-NEXT: %cst = arith.constant 0.000000e+00 : f32 loc(#loc3)
// LOC-NEXT: %0 = arith.subf %cst, %arg0 : f32 loc(#loc4)
// LOC-NEXT: return %0 : f32 loc(#loc5)
// LOC-NEXT: } loc(#loc1)
// LOC-NEXT: func.func @main() -> (index, (f32) -> f32) {
// LOC-NEXT: %f = constant @neg : (f32) -> f32 loc(#loc7)
// LOC-NEXT: %c5 = arith.constant 5 : index loc(#loc8)
// LOC-NEXT: return %c5, %f : index, (f32) -> f32 loc(#loc9)
// LOC-NEXT: } loc(#loc6)
// LOC-NEXT: func.func @nested(%arg0: i1 loc("{{.*}}func-constant-order.mlir":16:19), %arg1: f32 loc("{{.*}}func-constant-order.mlir":16:27)) -> (f32, (f32) -> f32) {
// LOC-NEXT: %f = constant @neg : (f32) -> f32 loc(#loc13)
// LOC-NEXT: %cst = arith.constant 2.000000e+00 : f32 loc(#loc14)
// LOC-NEXT: %0 = scf.if %arg0 -> (f32) {
// LOC-NEXT: %1 = func.call @neg(%arg1) : (f32) -> f32 loc(#loc16)
// LOC-NEXT: scf.yield %1 : f32 loc(#loc17)
// LOC-NEXT: } else {
// LOC-NEXT: %1 = func.call @neg(%cst) : (f32) -> f32 loc(#loc18)
// LOC-NEXT: scf.yield %1 : f32 loc(#loc19)
// LOC-NEXT: } loc(#loc15)
// LOC-NEXT: return %0, %f : f32, (f32) -> f32 loc(#loc20)
// LOC-NEXT: } loc(#loc10)
// LOC-NEXT: } loc(#loc)
// LOC-NEXT: #loc = loc("{{.*}}func-constant-order.mlir":0:0)
// LOC-NEXT: #loc1 = loc("{{.*}}func-constant-order.mlir":6:1)
// LOC-NEXT: #loc3 = loc("{{.*}}func-constant-order.mlir":7:8)
// LOC-NEXT: #loc4 = loc("{{.*}}func-constant-order.mlir":8:8)
// LOC-NEXT: #loc5 = loc("{{.*}}func-constant-order.mlir":9:3)
// LOC-NEXT: #loc6 = loc("{{.*}}func-constant-order.mlir":11:1)
// LOC-NEXT: #loc7 = loc("{{.*}}func-constant-order.mlir":12:8)
// LOC-NEXT: #loc8 = loc("{{.*}}func-constant-order.mlir":13:8)
// LOC-NEXT: #loc9 = loc("{{.*}}func-constant-order.mlir":14:3)
// LOC-NEXT: #loc10 = loc("{{.*}}func-constant-order.mlir":16:1)
// LOC-NEXT: #loc13 = loc(unknown)
// LOC-NEXT: #loc14 = loc("{{.*}}func-constant-order.mlir":17:8)
// LOC-NEXT: #loc15 = loc("{{.*}}func-constant-order.mlir":18:8)
// LOC-NEXT: #loc16 = loc("{{.*}}func-constant-order.mlir":20:10)
// LOC-NEXT: #loc17 = loc("{{.*}}func-constant-order.mlir":21:5)
// LOC-NEXT: #loc18 = loc("{{.*}}func-constant-order.mlir":25:11)
// LOC-NEXT: #loc19 = loc("{{.*}}func-constant-order.mlir":26:5)
// LOC-NEXT: #loc20 = loc("{{.*}}func-constant-order.mlir":30:3)
