// Locations under --mlir-print-debuginfo, as mlir-opt 22.1.8 sets them: a constant hoisted
// within its block keeps its location, one hoisted from another block loses it, the kept one of
// two merged constants loses it, a folded constant takes the folded op's location; the
// "see current operation" note of an error prints locations too. An identity fold with two
// constant operands (subi(x, 0), muli(x, 1), andi(x, 0)) gives the constant itself, whose
// location stays; `ori(x, all ones)` gives a new one (upstream returns the attribute).
// Nested scf.parallel loops merged: the loop's induction variables and scf.reduce take the
// loop's location (upstream builds a new loop).
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
func.func @identities(%m: memref<4xindex>) -> (index, index, index, i1) {
  %c3 = arith.constant 3 : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = arith.subi %c3, %c0 : index
  %b = arith.muli %c3, %c1 : index
  %c = arith.andi %c3, %c0 : index
  %f = arith.constant false
  %t = arith.constant true
  %d = arith.ori %f, %t : i1
  return %a, %b, %c, %d : index, index, index, i1
}
func.func @merged(%m: memref<4xi64>, %a: i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  scf.parallel (%i) = (%c0) to (%c3) step (%c1) {
    scf.parallel (%j) = (%c1) to (%c2) step (%c1) {
      %v = arith.index_cast %j : index to i64
      %e = arith.addi %a, %v : i64
      memref.store %e, %m[%i] : memref<4xi64>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: memref<4xi64> loc("{{.*}}constant-locations.mlir":10:14), %arg1: i1 loc("{{.*}}constant-locations.mlir":10:33)) -> (i64, index) {
// CHECK-NEXT: %c7_i64 = arith.constant 7 : i64 loc("{{.*}}constant-locations.mlir":19:8)
// CHECK-NEXT: %c64_i64 = arith.constant 64 : i64 loc(unknown)
// CHECK-NEXT: %c128 = arith.constant 128 : index loc("{{.*}}constant-locations.mlir":13:8)
// CHECK-NEXT: %c0 = arith.constant 0 : index loc(unknown)
// CHECK-NEXT: %0 = memref.load %arg0[%c0] : memref<4xi64> loc("{{.*}}constant-locations.mlir":12:8)
// CHECK-NEXT: %1 = memref.load %arg0[%c0] : memref<4xi64> loc("{{.*}}constant-locations.mlir":15:8)
// CHECK-NEXT: %2 = arith.addi %0, %1 : i64 loc("{{.*}}constant-locations.mlir":16:8)
// CHECK-NEXT: %3 = arith.addi %2, %c7_i64 : i64 loc("{{.*}}constant-locations.mlir":20:8)
// CHECK-NEXT: cf.cond_br %arg1, ^bb1, ^bb2(%3 : i64) loc("{{.*}}constant-locations.mlir":21:3)
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %4 = arith.muli %3, %c64_i64 : i64 loc("{{.*}}constant-locations.mlir":24:8)
// CHECK-NEXT: cf.br ^bb2(%4 : i64) loc("{{.*}}constant-locations.mlir":25:3)
// CHECK-NEXT: ^bb2(%5: i64 loc("{{.*}}constant-locations.mlir":26:6)):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: return %5, %c128 : i64, index loc("{{.*}}constant-locations.mlir":27:3)
// CHECK-NEXT: } loc("{{.*}}constant-locations.mlir":10:1)
// CHECK-NEXT: func.func @identities(%arg0: memref<4xindex> loc("{{.*}}constant-locations.mlir":29:23)) -> (index, index, index, i1) {
// CHECK-NEXT: %c3 = arith.constant 3 : index loc("{{.*}}constant-locations.mlir":30:9)
// CHECK-NEXT: %c0 = arith.constant 0 : index loc("{{.*}}constant-locations.mlir":31:9)
// CHECK-NEXT: %true = arith.constant true loc("{{.*}}constant-locations.mlir":38:8)
// CHECK-NEXT: return %c3, %c3, %c0, %true : index, index, index, i1 loc("{{.*}}constant-locations.mlir":39:3)
// CHECK-NEXT: } loc("{{.*}}constant-locations.mlir":29:1)
// CHECK-NEXT: func.func @merged(%arg0: memref<4xi64> loc("{{.*}}constant-locations.mlir":41:19), %arg1: i64 loc("{{.*}}constant-locations.mlir":41:38)) {
// CHECK-NEXT: %c1_i64 = arith.constant 1 : i64 loc(unknown)
// CHECK-NEXT: %c0 = arith.constant 0 : index loc("{{.*}}constant-locations.mlir":42:9)
// CHECK-NEXT: %c1 = arith.constant 1 : index loc("{{.*}}constant-locations.mlir":43:9)
// CHECK-NEXT: %c3 = arith.constant 3 : index loc("{{.*}}constant-locations.mlir":45:9)
// CHECK-NEXT: scf.parallel (%arg2) = (%c0) to (%c3) step (%c1) {
// CHECK-NEXT: %0 = arith.addi %arg1, %c1_i64 : i64 loc("{{.*}}constant-locations.mlir":49:12)
// CHECK-NEXT: memref.store %0, %arg0[%arg2] : memref<4xi64> loc("{{.*}}constant-locations.mlir":50:7)
// CHECK-NEXT: scf.reduce  loc("{{.*}}constant-locations.mlir":46:3)
// CHECK-NEXT: } loc("{{.*}}constant-locations.mlir":46:3)
// CHECK-NEXT: return loc("{{.*}}constant-locations.mlir":55:3)
// CHECK-NEXT: } loc("{{.*}}constant-locations.mlir":41:1)
// CHECK-NEXT: } loc("{{.*}}constant-locations.mlir":0:0)
