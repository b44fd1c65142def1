// RUN: memref-opt %s | filecheck %s
#B = affine_map<(d0, d1) -> (d1, d0)>
#A = affine_map<(d0)[s0] -> (d0 + s0)>
func.func private @order(memref<4xf32, #A>, memref<4x4xf32, #B>) attributes {m1 = affine_map<(d0) -> (d0 * 3)>, m0 = affine_map<(d0) -> (d0 * 2)>}
func.func @alloc_attrs(%s: index) {
  %a = memref.alloc()[%s] {x.m = affine_map<(d0) -> (d0 - 1)>} : memref<4xf32, affine_map<(d0)[s0] -> (d0 * s0)>>
  return
}
func.func private @exprs() attributes {e1 = affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 - s0)>, e2 = affine_map<(d0) -> (-d0)>, e3 = affine_map<(d0, d1) -> (d0 mod 3 + d1 floordiv 2)>, e4 = affine_map<(d0)[s0] -> (d0 ceildiv s0)>}

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0 * 2)>
// CHECK-NEXT: #map3 = affine_map<(d0) -> (d0 * 3)>
// CHECK-NEXT: #map4 = affine_map<(d0) -> (d0 - 1)>
// CHECK-NEXT: #map5 = affine_map<(d0)[s0] -> (d0 * s0)>
// CHECK-NEXT: #map6 = affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 - s0)>
// CHECK-NEXT: #map7 = affine_map<(d0) -> (-d0)>
// CHECK-NEXT: #map8 = affine_map<(d0, d1) -> (d0 mod 3 + d1 floordiv 2)>
// CHECK-NEXT: #map9 = affine_map<(d0)[s0] -> (d0 ceildiv s0)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func private @order(memref<4xf32, #map>, memref<4x4xf32, #map1>) attributes {m0 = #map2, m1 = #map3}
// CHECK-NEXT: func.func @alloc_attrs(%arg0: index) {
// CHECK-NEXT: %alloc = memref.alloc()[%arg0] {x.m = #map4} : memref<4xf32, #map5>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @exprs() attributes {e1 = #map6, e2 = #map7, e3 = #map8, e4 = #map9}
// CHECK-NEXT: }
