// 2-D convolutions and pooling on buffers in both engines, as the loops
// -convert-linalg-to-loops makes of them (affine.apply for the windowed indices, lowered by
// -lower-affine): conv_2d_nhwc_hwcf with strides 2 on dynamic sizes, pooling_nhwc_max with
// dilations [2, 1] from -inf, pooling_nhwc_sum with strides 2 (the window operand is only a
// shape), conv_1d, conv_2d on i32, pooling_nhwc_max_unsigned (negative values are large). The
// expected lines are upstream mlir-runner's (scripts/upstream-run.sh).
// RUN: memref-run %s --engine=jit | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefI32(memref<*xi32>)

func.func @iota_f32(%m: memref<?x?x?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %d0 = memref.dim %m, %c0 : memref<?x?x?x?xf32>
  %d1 = memref.dim %m, %c1 : memref<?x?x?x?xf32>
  %d2 = memref.dim %m, %c2 : memref<?x?x?x?xf32>
  %d3 = memref.dim %m, %c3 : memref<?x?x?x?xf32>
  scf.for %i = %c0 to %d0 step %c1 {
    scf.for %j = %c0 to %d1 step %c1 {
      scf.for %k = %c0 to %d2 step %c1 {
        scf.for %l = %c0 to %d3 step %c1 {
          %a = arith.muli %i, %c3 : index
          %b = arith.addi %a, %j : index
          %c = arith.muli %b, %c2 : index
          %d = arith.addi %c, %k : index
          %e = arith.subi %d, %l : index
          %x = arith.index_cast %e : index to i32
          %f = arith.sitofp %x : i32 to f32
          memref.store %f, %m[%i, %j, %k, %l] : memref<?x?x?x?xf32>
        }
      }
    }
  }
  return
}

func.func @main() {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %zero = arith.constant 0.0 : f32
  %in = memref.alloc(%c1, %c6, %c6, %c2) : memref<?x?x?x?xf32>
  %flt = memref.alloc(%c3, %c3, %c2, %c2) : memref<?x?x?x?xf32>
  call @iota_f32(%in) : (memref<?x?x?x?xf32>) -> ()
  call @iota_f32(%flt) : (memref<?x?x?x?xf32>) -> ()
  %out = memref.alloc(%c1, %c2, %c2, %c2) : memref<?x?x?x?xf32>
  linalg.fill ins(%zero : f32) outs(%out : memref<?x?x?x?xf32>)
  linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%in, %flt : memref<?x?x?x?xf32>, memref<?x?x?x?xf32>) outs(%out : memref<?x?x?x?xf32>)
  %u = memref.cast %out : memref<?x?x?x?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()

  %win = memref.alloc() : memref<3x2xf32>
  %pool = memref.alloc() : memref<1x2x5x2xf32>
  %ninf = arith.constant 0xFF800000 : f32
  linalg.fill ins(%ninf : f32) outs(%pool : memref<1x2x5x2xf32>)
  %ins = memref.cast %in : memref<?x?x?x?xf32> to memref<1x6x6x2xf32>
  linalg.pooling_nhwc_max {dilations = dense<[2, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>}
    ins(%ins, %win : memref<1x6x6x2xf32>, memref<3x2xf32>) outs(%pool : memref<1x2x5x2xf32>)
  %pu = memref.cast %pool : memref<1x2x5x2xf32> to memref<*xf32>
  call @printMemrefF32(%pu) : (memref<*xf32>) -> ()

  %sum = memref.alloc() : memref<1x2x3x2xf32>
  linalg.fill ins(%zero : f32) outs(%sum : memref<1x2x3x2xf32>)
  linalg.pooling_nhwc_sum {strides = dense<2> : tensor<2xi64>}
    ins(%ins, %win : memref<1x6x6x2xf32>, memref<3x2xf32>) outs(%sum : memref<1x2x3x2xf32>)
  %su = memref.cast %sum : memref<1x2x3x2xf32> to memref<*xf32>
  call @printMemrefF32(%su) : (memref<*xf32>) -> ()

  %i1 = memref.alloc() : memref<8xf32>
  %k1 = memref.alloc() : memref<3xf32>
  %o1 = memref.alloc() : memref<6xf32>
  %two = arith.constant 2.0 : f32
  %ten = arith.constant 10.0 : f32
  linalg.fill ins(%two : f32) outs(%i1 : memref<8xf32>)
  linalg.fill ins(%two : f32) outs(%k1 : memref<3xf32>)
  linalg.fill ins(%zero : f32) outs(%o1 : memref<6xf32>)
  memref.store %ten, %i1[%c3] : memref<8xf32>
  linalg.conv_1d ins(%i1, %k1 : memref<8xf32>, memref<3xf32>) outs(%o1 : memref<6xf32>)
  %o1u = memref.cast %o1 : memref<6xf32> to memref<*xf32>
  call @printMemrefF32(%o1u) : (memref<*xf32>) -> ()

  %i2 = memref.alloc() : memref<5x5xi32>
  %k2 = memref.alloc() : memref<2x2xi32>
  %o2 = memref.alloc() : memref<4x4xi32>
  %i7 = arith.constant 7 : i32
  %im3 = arith.constant -3 : i32
  %i0 = arith.constant 0 : i32
  linalg.fill ins(%i7 : i32) outs(%i2 : memref<5x5xi32>)
  linalg.fill ins(%im3 : i32) outs(%k2 : memref<2x2xi32>)
  linalg.fill ins(%i0 : i32) outs(%o2 : memref<4x4xi32>)
  memref.store %im3, %i2[%c2, %c2] : memref<5x5xi32>
  linalg.conv_2d ins(%i2, %k2 : memref<5x5xi32>, memref<2x2xi32>) outs(%o2 : memref<4x4xi32>)
  %o2u = memref.cast %o2 : memref<4x4xi32> to memref<*xi32>
  call @printMemrefI32(%o2u) : (memref<*xi32>) -> ()

  %mx = memref.alloc() : memref<4x4xi32>
  %big = arith.constant -2147483648 : i32
  linalg.fill ins(%big : i32) outs(%mx : memref<4x4xi32>)
  %i2e = memref.expand_shape %i2 [[0, 1], [2, 3]] output_shape [1, 5, 5, 1] : memref<5x5xi32> into memref<1x5x5x1xi32>
  %mxe = memref.expand_shape %mx [[0, 1], [2, 3]] output_shape [1, 4, 4, 1] : memref<4x4xi32> into memref<1x4x4x1xi32>
  linalg.pooling_nhwc_max_unsigned ins(%i2e, %k2 : memref<1x5x5x1xi32>, memref<2x2xi32>) outs(%mxe : memref<1x4x4x1xi32>)
  %mxu = memref.cast %mx : memref<4x4xi32> to memref<*xi32>
  call @printMemrefI32(%mxu) : (memref<*xi32>) -> ()

  return
}

// CHECK: rank = 4 offset = 0 sizes = [1, 2, 2, 2] strides = [8, 4, 2, 1] data =
// CHECK-NEXT: {{^}}{{\[\[\[\[}}546,     501],
// CHECK-NEXT: {{^}}   [852,     771]],
// CHECK-NEXT: {{^}}  {{\[\[}}1158,     1041],
// CHECK-NEXT: {{^}}   [1464,     1311]]]]
// CHECK: rank = 4 offset = 0 sizes = [1, 2, 5, 2] strides = [20, 10, 2, 1] data =
// CHECK-NEXT: {{^}}{{\[\[\[\[}}9,     8],
// CHECK-NEXT: {{^}}   [10,     9],
// CHECK-NEXT: {{^}}   [11,     10],
// CHECK-NEXT: {{^}}   [12,     11],
// CHECK-NEXT: {{^}}   [13,     12]],
// CHECK-NEXT: {{^}}  {{\[\[}}11,     10],
// CHECK-NEXT: {{^}}   [12,     11],
// CHECK-NEXT: {{^}}   [13,     12],
// CHECK-NEXT: {{^}}   [14,     13],
// CHECK-NEXT: {{^}}   [15,     14]]]]
// CHECK: rank = 4 offset = 0 sizes = [1, 2, 3, 2] strides = [12, 6, 2, 1] data =
// CHECK-NEXT: {{^}}{{\[\[\[\[}}15,     9],
// CHECK-NEXT: {{^}}   [27,     21],
// CHECK-NEXT: {{^}}   [39,     33]],
// CHECK-NEXT: {{^}}  {{\[\[}}39,     33],
// CHECK-NEXT: {{^}}   [51,     45],
// CHECK-NEXT: {{^}}   [63,     57]]]]
// CHECK: rank = 1 offset = 0 sizes = [6] strides = [1] data =
// CHECK-NEXT: {{^}}[12,  28,  28,  28,  12,  12]
// CHECK: rank = 2 offset = 0 sizes = [4, 4] strides = [4, 1] data =
// CHECK-NEXT: {{^}}{{\[\[}}-84,   -84,   -84,   -84],
// CHECK-NEXT: {{^}} [-84,   -54,   -54,   -84],
// CHECK-NEXT: {{^}} [-84,   -54,   -54,   -84],
// CHECK-NEXT: {{^}} [-84,   -84,   -84,   -84]]
// CHECK: rank = 2 offset = 0 sizes = [4, 4] strides = [4, 1] data =
// CHECK-NEXT: {{^}}{{\[\[}}-2147483648,   -2147483648,   -2147483648,   -2147483648],
// CHECK-NEXT: {{^}} [-2147483648,   -3,   -3,   -2147483648],
// CHECK-NEXT: {{^}} [-2147483648,   -3,   -3,   -2147483648],
// CHECK-NEXT: {{^}} [-2147483648,   -2147483648,   -2147483648,   -2147483648]]
