// RUN: memref-opt %s | filecheck %s
func.func @g(%c: i1, %n: index, %m: memref<?xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  "scf.for"(%c0, %n, %c1) ({
  ^bb0(%i: index):
    "scf.if"(%c) ({
      "memref.store"(%v, %m, %i) <{nontemporal = true}> : (f32, memref<?xf32>, index) -> ()
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    "scf.yield"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @g(%arg0: i1, %arg1: index, %arg2: memref<?xf32>, %arg3: f32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg4 = %c0 to %arg1 step %c1 {
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: memref.store %arg3, %arg2[%arg4] {nontemporal = true} : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
