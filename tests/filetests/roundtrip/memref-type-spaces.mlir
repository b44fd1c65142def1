// Memory spaces upstream supports (integers, strings, dictionaries, registered dialects'
// attributes), after a layout too, and unranked memrefs as elements: printed as mlir-opt does.
// RUN: memref-opt %s | filecheck %s

// CHECK: func.func private @f(memref<4xf32, "s">, memref<4xf32, 1>, memref<4xf32, {a = 1 : i64}>, memref<4xf32, #gpu.address_space<workgroup>>, memref<4xf32, 3>, memref<4xf32, strided<[1]>, "s">)
func.func private @f(memref<4xf32, "s">, memref<4xf32, 1 : i64>, memref<4xf32, {a = 1}>, memref<4xf32, #gpu.address_space<workgroup>>, memref<4xf32, affine_map<(d0) -> (d0)>, 3>, memref<4xf32, strided<[1]>, "s">)
// CHECK: func.func private @g(memref<4xmemref<*xf32>>, memref<*xf32, 2>)
func.func private @g(memref<4xmemref<*xf32>>, memref<*xf32, 2>)
