// RUN: memref-opt %s --canonicalize | filecheck %s
// The constant folding of affine.apply and of affine.for bounds wraps on i64 overflow, as
// mlir-opt 22.1.8's does; the maps that overflow while being built stay unfolded until then
// (see roundtrip/affine-constant-overflow.mlir), and the output reparses.
func.func @f(%i: index) -> (index, index, index) {
  %a = affine.apply affine_map<() -> (9223372036854775807 + 1)>()
  %b = affine.apply affine_map<() -> (4611686018427387904 * 2)>()
  %c = affine.apply affine_map<(d0) -> (d0 + 9223372036854775807)>(%a)
  return %a, %b, %c : index, index, index
}

func.func @bounds(%m: memref<4xindex>) {
  affine.for %k = 9223372036854775806 to affine_map<() -> (9223372036854775807 + 1)>() {
    affine.store %k, %m[0] : memref<4xindex>
  }
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: index) -> (index, index, index) {
// CHECK-NEXT: %c-9223372036854775808 = arith.constant -9223372036854775808 : index
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: return %c-9223372036854775808, %c-9223372036854775808, %c-1 : index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: func.func @bounds(%arg0: memref<4xindex>) {
// CHECK-NEXT: affine.for %arg1 = 9223372036854775806 to -9223372036854775808 {
// CHECK-NEXT: affine.store %arg1, %arg0[0] : memref<4xindex>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
