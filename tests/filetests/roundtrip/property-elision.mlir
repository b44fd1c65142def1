// RUN: memref-opt %s | filecheck %s
// Which attributes the custom form elides comes from each op's table row (ir/opdef.rs): a
// `nontemporal = false` property vanishes from memref.load/store, but the same name as a
// discardable attribute of another op is printed (it used to be dropped); `alignment` stays in
// memref.alloc's dictionary. Output from upstream mlir-opt (tests/upstream.rs compares it).
func.func @f(%a: i32, %m: memref<4xi32>, %i: index) -> i32 {
  %0 = arith.addi %a, %a {nontemporal = false} : i32
  %1 = memref.load %m[%i] {nontemporal = false} : memref<4xi32>
  memref.store %1, %m[%i] {nontemporal = true} : memref<4xi32>
  %2 = memref.alloc() {alignment = 64 : i64} : memref<4xi8>
  memref.dealloc %2 : memref<4xi8>
  %3 = func.call @g() {no_inline} : () -> i32
  return %0 : i32
}
func.func private @g() -> i32
// CHECK-LABEL: func.func @f(
// CHECK-NEXT:    %0 = arith.addi %arg0, %arg0 {nontemporal = false} : i32
// CHECK-NEXT:    %1 = memref.load %arg1[%arg2] : memref<4xi32>
// CHECK-NEXT:    memref.store %1, %arg1[%arg2] {nontemporal = true} : memref<4xi32>
// CHECK-NEXT:    %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xi8>
// CHECK-NEXT:    memref.dealloc %alloc : memref<4xi8>
// CHECK-NEXT:    %2 = call @g() {no_inline} : () -> i32
// CHECK-NEXT:    return %0 : i32
