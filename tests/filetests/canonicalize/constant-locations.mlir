// Locations under --mlir-print-debuginfo, as mlir-opt 22.1.8 sets them: a constant hoisted
// within its block keeps its location, one hoisted from another block loses it, the kept one of
// two merged constants loses it, a folded constant takes the folded op's location; the
// "see current operation" note of an error prints locations too.
// RUN: memref-opt %s --canonicalize --mlir-print-debuginfo --mlir-print-local-scope | filecheck %s
func.func @f(%m: memref<4xi64>, %c: i1) -> (i64, index) {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<4xi64>
  %k = arith.constant 128 : index
  %c0b = arith.constant 0 : index
  %w = memref.load %m[%c0b] : memref<4xi64>
  %s = arith.addi %v, %w : i64
  %a = arith.constant 3 : i64
  %b = arith.constant 4 : i64
  %t = arith.addi %a, %b : i64
  %u = arith.addi %s, %t : i64
  cf.cond_br %c, ^bb1, ^bb2(%u : i64)
^bb1:
  %j = arith.constant 64 : i64
  %x = arith.muli %u, %j : i64
  cf.br ^bb2(%x : i64)
^bb2(%r: i64):
  return %r, %k : i64, index
}

// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: memref<4xi64> loc("{{.*}}constant-locations.mlir":6:14), %arg1: i1 loc("{{.*}}constant-locations.mlir":6:33)) -> (i64, index) {
// CHECK-NEXT: %c7_i64 = arith.constant 7 : i64 loc("{{.*}}constant-locations.mlir":15:8)
// CHECK-NEXT: %c64_i64 = arith.constant 64 : i64 loc(unknown)
// CHECK-NEXT: %c128 = arith.constant 128 : index loc("{{.*}}constant-locations.mlir":9:8)
// CHECK-NEXT: %c0 = arith.constant 0 : index loc(unknown)
// CHECK-NEXT: %0 = memref.load %arg0[%c0] : memref<4xi64> loc("{{.*}}constant-locations.mlir":8:8)
// CHECK-NEXT: %1 = memref.load %arg0[%c0] : memref<4xi64> loc("{{.*}}constant-locations.mlir":11:8)
// CHECK-NEXT: %2 = arith.addi %0, %1 : i64 loc("{{.*}}constant-locations.mlir":12:8)
// CHECK-NEXT: %3 = arith.addi %2, %c7_i64 : i64 loc("{{.*}}constant-locations.mlir":16:8)
// CHECK-NEXT: cf.cond_br %arg1, ^bb1, ^bb2(%3 : i64) loc("{{.*}}constant-locations.mlir":17:3)
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %4 = arith.muli %3, %c64_i64 : i64 loc("{{.*}}constant-locations.mlir":20:8)
// CHECK-NEXT: cf.br ^bb2(%4 : i64) loc("{{.*}}constant-locations.mlir":21:3)
// CHECK-NEXT: ^bb2(%5: i64 loc("{{.*}}constant-locations.mlir":22:6)):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: return %5, %c128 : i64, index loc("{{.*}}constant-locations.mlir":23:3)
// CHECK-NEXT: } loc("{{.*}}constant-locations.mlir":6:1)
// CHECK-NEXT: } loc("{{.*}}constant-locations.mlir":0:0)
