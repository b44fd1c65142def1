// RUN: memref-opt %s  | filecheck %s
// vector.contract's trait dictionary is any dictionary attribute: written out, or through an
// attribute alias (iterator types as strings, `kind` given or defaulted, in any order,
// more attributes after the operands).
#lhs = affine_map<(i, j, k) -> (i, k)>
#rhs = affine_map<(i, j, k) -> (k, j)>
#acc = affine_map<(i, j, k) -> (i, j)>
#matmul = {indexing_maps = [#lhs, #rhs, #acc], iterator_types = ["parallel", "parallel", "reduction"]}
#max = {iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<maxnumf>, indexing_maps = [#lhs, #rhs, #acc]}
#dot = {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>], iterator_types = ["reduction"]}
func.func @contracts(%a: vector<2x3xf32>, %b: vector<3x4xf32>, %c: vector<2x4xf32>, %x: vector<3xi32>, %s: i32) -> (vector<2x4xf32>, i32) {
  %0 = vector.contract #matmul %a, %b, %c : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  %1 = vector.contract #max %a, %b, %0 {note = "max"} : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  %2 = vector.contract #dot %x, %x, %s : vector<3xi32>, vector<3xi32> into i32
  %3 = vector.contract {indexing_maps = [#lhs, #rhs, #acc], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<mul>} %a, %b, %1 : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  return %3, %2 : vector<2x4xf32>, i32
}

// CHECK: #map = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-NEXT: #map3 = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map4 = affine_map<(d0) -> ()>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @contracts(%arg0: vector<2x3xf32>, %arg1: vector<3x4xf32>, %arg2: vector<2x4xf32>, %arg3: vector<3xi32>, %arg4: i32) -> (vector<2x4xf32>, i32) {
// CHECK-NEXT:     %0 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %arg0, %arg1, %arg2 : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
// CHECK-NEXT:     %1 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<maxnumf>} %arg0, %arg1, %0 {note = "max"} : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
// CHECK-NEXT:     %2 = vector.contract {indexing_maps = [#map3, #map3, #map4], iterator_types = ["reduction"], kind = #vector.kind<add>} %arg3, %arg3, %arg4 : vector<3xi32>, vector<3xi32> into i32
// CHECK-NEXT:     %3 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<mul>} %arg0, %arg1, %1 : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
// CHECK-NEXT:     return %3, %2 : vector<2x4xf32>, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
