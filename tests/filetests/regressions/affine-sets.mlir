// affine_set attributes (they were rejected at `>=`): parsed into constraints as upstream's
// parser builds them (`a >= b` is `a - b >= 0`, `a <= b` is `b - a >= 0`, `a == b` is
// `a - b == 0`), with upstream's simplifications of affine expressions (like terms merged,
// constants last), printed through `#set` aliases after the `#map` ones. Expected output is
// mlir-opt's. (Not under roundtrip/: mlir-opt's own printing of `s0 + 3 + d0 * 2 - d1` is
// not a fixed point.)
// RUN: memref-opt %s | filecheck %s
// RUN: memref-opt %s --mlir-print-local-scope | filecheck %s --check-prefix=LOCAL
func.func @f(%m: memref<4xf32, affine_map<(d0) -> (d0 + 1)>>) attributes {s = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>, t = affine_set<() : (0 >= 0)>, u = affine_set<(d0, d1) : (d0 >= d1, d1 <= 3, d0 + 2 == d1 * 2)>, v = affine_map<(d0) -> (d0 * 2)>} {
  return
}
func.func @g() attributes {a = affine_map<(d0, d1)[s0] -> (d0 + 2 + d1, d0 * 3 + d0 * 4, d0 + d0, d0 - d0 + 1, (d0 + 1) * 2 + d1, s0 + 3 + d0 * 2 - d1)>, b = affine_set<(d0, d1)[s0] : (d0 + 1 - d1 >= 0, s0 * 2 + d0 + 3 == d1, d0 * 2 - d0 >= 0)>, c = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>} {
  return
}

// CHECK: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 * 2)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1)[s0] -> (d0 + d1 + 2, d0 * 7, d0 * 2, 1, (d0 + 1) * 2 + d1, d0 * 2 + s0 + 3 - d1)>
// CHECK-NEXT: #set = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>
// CHECK-NEXT: #set1 = affine_set<() : (0 >= 0)>
// CHECK-NEXT: #set2 = affine_set<(d0, d1) : (d0 - d1 >= 0, -d1 + 3 >= 0, d0 - d1 * 2 + 2 == 0)>
// CHECK-NEXT: #set3 = affine_set<(d0, d1)[s0] : (d0 - d1 + 1 >= 0, d0 + s0 * 2 - d1 + 3 == 0, d0 >= 0)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @f(%arg0: memref<4xf32, #map>) attributes {s = #set, t = #set1, u = #set2, v = #map1} {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @g() attributes {a = #map2, b = #set3, c = #set} {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// LOCAL: func.func @f(%arg0: memref<4xf32, affine_map<(d0) -> (d0 + 1)>>) attributes {s = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>, t = affine_set<() : (0 >= 0)>, u = affine_set<(d0, d1) : (d0 - d1 >= 0, -d1 + 3 >= 0, d0 - d1 * 2 + 2 == 0)>, v = affine_map<(d0) -> (d0 * 2)>} {
// LOCAL: func.func @g() attributes {a = affine_map<(d0, d1)[s0] -> (d0 + d1 + 2, d0 * 7, d0 * 2, 1, (d0 + 1) * 2 + d1, d0 * 2 + s0 + 3 - d1)>, b = affine_set<(d0, d1)[s0] : (d0 - d1 + 1 >= 0, d0 + s0 * 2 - d1 + 3 == 0, d0 >= 0)>, c = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>} {
