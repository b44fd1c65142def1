// RUN: memref-opt %s | filecheck %s
// The parser reuses a type parsed from the same text (memref-opt's type cache): equal text
// with an affine map's '->', an alias, a comment or other spacing must still parse alike.
#map = affine_map<(d0) -> (d0 + 1)>
func.func @types(%a: memref<4xf32, affine_map<(d0) -> (d0 + 1)>>, %b: memref<4xf32, #map>,
                 %c: memref<4x?xf32, strided<[?, 1], offset: ?>>, %d: vector<[4]x2xf32>,
                 %e: memref< 4xf32>, %f: memref<4xf32 // a comment in a type
                   >, %g: memref<4xf32, 1>,
                 %h: tensor<4x?xi8>, %i: memref<4xf32>)
    -> (memref<4xf32, affine_map<(d0) -> (d0 + 1)>>, memref<4xf32, #map>,
        memref<4x?xf32, strided<[?, 1], offset: ?>>, vector<[4]x2xf32>, memref<4xf32>,
        memref<4xf32>, memref<4xf32, 1>, tensor<4x?xi8>, memref<4xf32>) {
  return %a, %b, %c, %d, %e, %f, %g, %h, %i : memref<4xf32, affine_map<(d0) -> (d0 + 1)>>, memref<4xf32, #map>,
        memref<4x?xf32, strided<[?, 1], offset: ?>>, vector<[4]x2xf32>, memref< 4xf32>,
        memref<4xf32>, memref<4xf32, 1>, tensor<4x?xi8>, memref<4xf32>
}
// CHECK: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK: func.func @types(%arg0: memref<4xf32, #map>, %arg1: memref<4xf32, #map>, %arg2: memref<4x?xf32, strided<[?, 1], offset: ?>>, %arg3: vector<[4]x2xf32>, %arg4: memref<4xf32>, %arg5: memref<4xf32>, %arg6: memref<4xf32, 1>, %arg7: tensor<4x?xi8>, %arg8: memref<4xf32>) -> (memref<4xf32, #map>, memref<4xf32, #map>, memref<4x?xf32, strided<[?, 1], offset: ?>>, vector<[4]x2xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32, 1>, tensor<4x?xi8>, memref<4xf32>) {
// CHECK-NEXT: return %arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8 : memref<4xf32, #map>, memref<4xf32, #map>, memref<4x?xf32, strided<[?, 1], offset: ?>>, vector<[4]x2xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32, 1>, tensor<4x?xi8>, memref<4xf32>
