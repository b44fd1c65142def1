// RUN: memref-opt %s | filecheck %s
// Affine expressions whose constant parts overflow i64 stay unfolded when built, as in
// mlir-opt 22.1.8 (its simplifyAdd/simplifyMul check for overflow); what does fold wraps
// as upstream's does (c1 * d0 + c2 * d0, (d0 * c1) * c2; also (d0 + c1) + c2, left out here:
// upstream then prints `d0 - -9223372036854775808`, which does not reparse, and so do we).
func.func @f(%i: index) -> (index, index, index, index, index) {
  %a = affine.apply affine_map<() -> (9223372036854775807 + 1)>()
  %b = affine.apply affine_map<() -> (-9223372036854775807 - 2)>()
  %c = affine.apply affine_map<() -> (4611686018427387904 * 2)>()
  %e = affine.apply affine_map<(d0) -> (d0 * 3 + d0 * 9223372036854775807)>(%i)
  %g = affine.apply affine_map<(d0) -> ((d0 * 9223372036854775807) * 2)>(%i)
  return %a, %b, %c, %e, %g : index, index, index, index, index
}

func.func @bounds(%m: memref<4xindex>) {
  affine.for %k = 9223372036854775806 to affine_map<() -> (9223372036854775807 + 1)>() {
    affine.store %k, %m[0] : memref<4xindex>
  }
  return
}

// CHECK: #map = affine_map<() -> (9223372036854775807 + 1)>
// CHECK-NEXT: #map1 = affine_map<() -> (-9223372036854775807 - 2)>
// CHECK-NEXT: #map2 = affine_map<() -> (4611686018427387904 * 2)>
// CHECK-NEXT: #map3 = affine_map<(d0) -> (d0 * -9223372036854775806)>
// CHECK-NEXT: #map4 = affine_map<(d0) -> (d0 * -2)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @f(%arg0: index) -> (index, index, index, index, index) {
// CHECK-NEXT: %0 = affine.apply #map()
// CHECK-NEXT: %1 = affine.apply #map1()
// CHECK-NEXT: %2 = affine.apply #map2()
// CHECK-NEXT: %3 = affine.apply #map3(%arg0)
// CHECK-NEXT: %4 = affine.apply #map4(%arg0)
// CHECK-NEXT: return %0, %1, %2, %3, %4 : index, index, index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: func.func @bounds(%arg0: memref<4xindex>) {
// CHECK-NEXT: affine.for %arg1 = 9223372036854775806 to #map() {
// CHECK-NEXT: affine.store %arg1, %arg0[0] : memref<4xindex>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
