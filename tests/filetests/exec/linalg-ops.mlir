// linalg ops on buffers run in both engines as the loops -convert-linalg-to-loops makes of
// them (upstream runs the same program after that pass): matmul (f32 and i8 x i8 -> i32 with
// its sign extensions), a generic row reduction using linalg.index, fill and copy (with its
// f32 -> f64 extension), transpose, broadcast, reduce, map, elementwise named ops, dynamic
// sizes through memref.cast, 0-D operands, an empty iteration space; the expected lines are
// upstream mlir-runner's.
// RUN: memref-run %s --engine=jit | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefF64(memref<*xf64>)
func.func private @printMemrefI32(memref<*xi32>)
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @print(%m: memref<?x?xf32>) {
  %u = memref.cast %m : memref<?x?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
func.func @iota(%m: memref<?x?xf32>) {
  linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%m : memref<?x?xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %c3 = arith.constant 3 : index
    %k = arith.muli %i, %c3 : index
    %l = arith.addi %k, %j : index
    %li = arith.index_cast %l : index to i32
    %f = arith.sitofp %li : i32 to f32
    linalg.yield %f : f32
  }
  return
}
func.func @main() {
  %zero = arith.constant 0.0 : f32
  %half = arith.constant 0.5 : f32
  %a = memref.alloc() : memref<2x3xf32>
  %b = memref.alloc() : memref<3x4xf32>
  %c = memref.alloc() : memref<2x4xf32>
  %ad = memref.cast %a : memref<2x3xf32> to memref<?x?xf32>
  %bd = memref.cast %b : memref<3x4xf32> to memref<?x?xf32>
  %cd = memref.cast %c : memref<2x4xf32> to memref<?x?xf32>
  call @iota(%ad) : (memref<?x?xf32>) -> ()
  call @iota(%bd) : (memref<?x?xf32>) -> ()
  linalg.fill ins(%half : f32) outs(%c : memref<2x4xf32>)
  linalg.matmul ins(%a, %b : memref<2x3xf32>, memref<3x4xf32>) outs(%c : memref<2x4xf32>)
  call @print(%cd) : (memref<?x?xf32>) -> ()
  linalg.matmul ins(%ad, %bd : memref<?x?xf32>, memref<?x?xf32>) outs(%cd : memref<?x?xf32>)
  call @print(%cd) : (memref<?x?xf32>) -> ()
  // Row sums of the product, plus the row index.
  %r = memref.alloc() : memref<2xf32>
  linalg.fill ins(%zero : f32) outs(%r : memref<2xf32>)
  linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%c : memref<2x4xf32>) outs(%r : memref<2xf32>) {
  ^bb0(%in: f32, %out: f32):
    %j = linalg.index 1 : index
    %s = arith.addf %in, %out : f32
    linalg.yield %s : f32
  }
  %ru = memref.cast %r : memref<2xf32> to memref<*xf32>
  call @printMemrefF32(%ru) : (memref<*xf32>) -> ()
  %t = memref.alloc() : memref<4x2xf32>
  linalg.transpose ins(%c : memref<2x4xf32>) outs(%t : memref<4x2xf32>) permutation = [1, 0]
  %tu = memref.cast %t : memref<4x2xf32> to memref<*xf32>
  call @printMemrefF32(%tu) : (memref<*xf32>) -> ()
  linalg.broadcast ins(%r : memref<2xf32>) outs(%c : memref<2x4xf32>) dimensions = [1]
  call @print(%cd) : (memref<?x?xf32>) -> ()
  %c2 = memref.alloc() : memref<2x4xf32>
  linalg.copy ins(%c : memref<2x4xf32>) outs(%c2 : memref<2x4xf32>)
  linalg.map { arith.mulf } ins(%c, %c : memref<2x4xf32>, memref<2x4xf32>) outs(%c : memref<2x4xf32>)
  linalg.sub ins(%c, %c2 : memref<2x4xf32>, memref<2x4xf32>) outs(%c : memref<2x4xf32>)
  call @print(%cd) : (memref<?x?xf32>) -> ()
  linalg.reduce { arith.maximumf } ins(%t : memref<4x2xf32>) outs(%r : memref<2xf32>) dimensions = [0]
  call @printMemrefF32(%ru) : (memref<*xf32>) -> ()
  linalg.sqrt ins(%r : memref<2xf32>) outs(%r : memref<2xf32>)
  linalg.negf ins(%r : memref<2xf32>) outs(%r : memref<2xf32>)
  linalg.max ins(%r, %r : memref<2xf32>, memref<2xf32>) outs(%r : memref<2xf32>)
  call @printMemrefF32(%ru) : (memref<*xf32>) -> ()
  %d = memref.alloc() : memref<2xf64>
  linalg.copy ins(%r : memref<2xf32>) outs(%d : memref<2xf64>)
  %du = memref.cast %d : memref<2xf64> to memref<*xf64>
  call @printMemrefF64(%du) : (memref<*xf64>) -> ()
  // i8 x i8 -> i32: sign-extended products.
  %ai = memref.alloc() : memref<2x2xi8>
  %bi = memref.alloc() : memref<2x2xi8>
  %ci = memref.alloc() : memref<2x2xi32>
  %m100 = arith.constant -100 : i8
  %c120 = arith.constant 120 : i8
  %z32 = arith.constant 7 : i32
  linalg.fill ins(%m100 : i8) outs(%ai : memref<2x2xi8>)
  linalg.fill ins(%c120 : i8) outs(%bi : memref<2x2xi8>)
  linalg.fill ins(%z32 : i32) outs(%ci : memref<2x2xi32>)
  linalg.matmul ins(%ai, %bi : memref<2x2xi8>, memref<2x2xi8>) outs(%ci : memref<2x2xi32>)
  %ciu = memref.cast %ci : memref<2x2xi32> to memref<*xi32>
  call @printMemrefI32(%ciu) : (memref<*xi32>) -> ()
  // 0-D operands and an empty iteration space.
  %s0 = memref.alloc() : memref<f32>
  %s1 = memref.alloc() : memref<f32>
  linalg.fill ins(%half : f32) outs(%s0 : memref<f32>)
  linalg.exp ins(%s0 : memref<f32>) outs(%s1 : memref<f32>)
  linalg.dot ins(%r, %r : memref<2xf32>, memref<2xf32>) outs(%s1 : memref<f32>)
  %s1u = memref.cast %s1 : memref<f32> to memref<*xf32>
  call @printMemrefF32(%s1u) : (memref<*xf32>) -> ()
  %e = memref.alloc() : memref<0x3xf32>
  linalg.fill ins(%half : f32) outs(%e : memref<0x3xf32>)
  %e3 = memref.alloc() : memref<3xf32>
  linalg.fill ins(%half : f32) outs(%e3 : memref<3xf32>)
  linalg.reduce { arith.addf } ins(%e : memref<0x3xf32>) outs(%e3 : memref<3xf32>) dimensions = [0]
  %e3u = memref.cast %e3 : memref<3xf32> to memref<*xf32>
  call @printMemrefF32(%e3u) : (memref<*xf32>) -> ()
  return
}
// CHECK: rank = 2 offset = 0 sizes = [2, 4] strides = [4, 1] data =
// CHECK-NEXT: {{^}}{{\[\[}}15.5,   18.5,   21.5,   24.5],
// CHECK-NEXT: {{^}} [42.5,   54.5,   66.5,   78.5]]
// CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 4] strides = [4, 1] data =
// CHECK-NEXT: {{^}}{{\[\[}}30.5,   36.5,   42.5,   48.5],
// CHECK-NEXT: {{^}} [84.5,   108.5,   132.5,   156.5]]
// CHECK-NEXT: rank = 1 offset = 0 sizes = [2] strides = [1] data =
// CHECK-NEXT: {{^}}[158,  482]
// CHECK-NEXT: rank = 2 offset = 0 sizes = [4, 2] strides = [2, 1] data =
// CHECK-NEXT: {{^}}{{\[\[}}30.5,   84.5],
// CHECK-NEXT: {{^}} [36.5,   108.5],
// CHECK-NEXT: {{^}} [42.5,   132.5],
// CHECK-NEXT: {{^}} [48.5,   156.5]]
// CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 4] strides = [4, 1] data =
// CHECK-NEXT: {{^}}{{\[\[}}158,   158,   158,   158],
// CHECK-NEXT: {{^}} [482,   482,   482,   482]]
// CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 4] strides = [4, 1] data =
// CHECK-NEXT: {{^}}{{\[\[}}24806,   24806,   24806,   24806],
// CHECK-NEXT: {{^}} [231842,   231842,   231842,   231842]]
// CHECK-NEXT: rank = 1 offset = 0 sizes = [2] strides = [1] data =
// CHECK-NEXT: {{^}}[158,  482]
// CHECK-NEXT: rank = 1 offset = 0 sizes = [2] strides = [1] data =
// CHECK-NEXT: {{^}}[-12.5698,  -21.9545]
// CHECK-NEXT: rank = 1 offset = 0 sizes = [2] strides = [1] data =
// CHECK-NEXT: {{^}}[-12.5698,  -21.9545]
// CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 2] strides = [2, 1] data =
// CHECK-NEXT: {{^}}{{\[\[}}-23993,   -23993],
// CHECK-NEXT: {{^}} [-23993,   -23993]]
// CHECK-NEXT: rank = 0 offset = 0 sizes = [] strides = [] data =
// CHECK-NEXT: {{^}}[641.649]
// CHECK-NEXT: rank = 1 offset = 0 sizes = [3] strides = [1] data =
// CHECK-NEXT: {{^}}[0.5,  0.5,  0.5]
