// More convolutions in both engines: conv_2d_nchw_fchw with dilations [2, 1] and strides
// [1, 2], depthwise_conv_2d_nhwc_hwc with strides 2, pooling_nchw_max, mmt4d,
// conv_2d_nhwc_hwcf_q on i8 with zero points (sign extension, then subtraction), and
// batch_reduce_matmul. Expected lines from upstream mlir-runner (scripts/upstream-run.sh).
// RUN: memref-run %s --engine=jit | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefI32(memref<*xi32>)
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>

// Fills a 4-D buffer with (7 * i + 5 * j + 3 * k + l) mod 11 - 4.
func.func @iota4(%m: memref<?x?x?x?xf32>) {
  linalg.generic {indexing_maps = [#id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%m : memref<?x?x?x?xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = linalg.index 2 : index
    %l = linalg.index 3 : index
    %c7 = arith.constant 7 : index
    %c5 = arith.constant 5 : index
    %c3 = arith.constant 3 : index
    %c11 = arith.constant 11 : index
    %c4 = arith.constant 4 : index
    %a = arith.muli %i, %c7 : index
    %b = arith.muli %j, %c5 : index
    %c = arith.muli %k, %c3 : index
    %s0 = arith.addi %a, %b : index
    %s1 = arith.addi %s0, %c : index
    %s2 = arith.addi %s1, %l : index
    %r = arith.remui %s2, %c11 : index
    %v = arith.subi %r, %c4 : index
    %vi = arith.index_cast %v : index to i32
    %f = arith.sitofp %vi : i32 to f32
    linalg.yield %f : f32
  }
  return
}

func.func @alloc4(%a: index, %b: index, %c: index, %d: index) -> memref<?x?x?x?xf32> {
  %m = memref.alloc(%a, %b, %c, %d) : memref<?x?x?x?xf32>
  call @iota4(%m) : (memref<?x?x?x?xf32>) -> ()
  return %m : memref<?x?x?x?xf32>
}

func.func @zeros4(%a: index, %b: index, %c: index, %d: index) -> memref<?x?x?x?xf32> {
  %m = memref.alloc(%a, %b, %c, %d) : memref<?x?x?x?xf32>
  %z = arith.constant 0.0 : f32
  linalg.fill ins(%z : f32) outs(%m : memref<?x?x?x?xf32>)
  return %m : memref<?x?x?x?xf32>
}

func.func @print4(%m: memref<?x?x?x?xf32>) {
  %u = memref.cast %m : memref<?x?x?x?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @main() {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index

  // NCHW / FCHW with dilation 2 in H and stride 2 in W.
  %in = call @alloc4(%c1, %c2, %c7, %c7) : (index, index, index, index) -> memref<?x?x?x?xf32>
  %flt = call @alloc4(%c3, %c2, %c2, %c3) : (index, index, index, index) -> memref<?x?x?x?xf32>
  %out = call @zeros4(%c1, %c3, %c5, %c3) : (index, index, index, index) -> memref<?x?x?x?xf32>
  linalg.conv_2d_nchw_fchw {dilations = dense<[2, 1]> : tensor<2xi64>, strides = dense<[1, 2]> : tensor<2xi64>}
    ins(%in, %flt : memref<?x?x?x?xf32>, memref<?x?x?x?xf32>) outs(%out : memref<?x?x?x?xf32>)
  call @print4(%out) : (memref<?x?x?x?xf32>) -> ()

  // Depthwise NHWC / HWC, stride 2.
  %din = call @alloc4(%c1, %c5, %c5, %c2) : (index, index, index, index) -> memref<?x?x?x?xf32>
  %dflt = memref.alloc() : memref<3x3x2xf32>
  %dfltd = memref.cast %dflt : memref<3x3x2xf32> to memref<?x?x?xf32>
  %p = arith.constant 0.5 : f32
  linalg.fill ins(%p : f32) outs(%dflt : memref<3x3x2xf32>)
  %dout = call @zeros4(%c1, %c2, %c2, %c2) : (index, index, index, index) -> memref<?x?x?x?xf32>
  linalg.depthwise_conv_2d_nhwc_hwc {strides = dense<2> : tensor<2xi64>}
    ins(%din, %dfltd : memref<?x?x?x?xf32>, memref<?x?x?xf32>) outs(%dout : memref<?x?x?x?xf32>)
  call @print4(%dout) : (memref<?x?x?x?xf32>) -> ()

  // Pooling NCHW max with a 2x2 window.
  %pin = call @alloc4(%c1, %c2, %c4, %c4) : (index, index, index, index) -> memref<?x?x?x?xf32>
  %win = memref.alloc(%c2, %c2) : memref<?x?xf32>
  %pout = call @zeros4(%c1, %c2, %c3, %c3) : (index, index, index, index) -> memref<?x?x?x?xf32>
  linalg.pooling_nchw_max ins(%pin, %win : memref<?x?x?x?xf32>, memref<?x?xf32>) outs(%pout : memref<?x?x?x?xf32>)
  call @print4(%pout) : (memref<?x?x?x?xf32>) -> ()

  // mmt4d.
  %lhs = call @alloc4(%c2, %c2, %c2, %c3) : (index, index, index, index) -> memref<?x?x?x?xf32>
  %rhs = call @alloc4(%c1, %c2, %c2, %c3) : (index, index, index, index) -> memref<?x?x?x?xf32>
  %acc = call @zeros4(%c2, %c1, %c2, %c2) : (index, index, index, index) -> memref<?x?x?x?xf32>
  linalg.mmt4d ins(%lhs, %rhs : memref<?x?x?x?xf32>, memref<?x?x?x?xf32>) outs(%acc : memref<?x?x?x?xf32>)
  call @print4(%acc) : (memref<?x?x?x?xf32>) -> ()

  // Quantized NHWC / HWCF on i8 with zero points, i32 accumulation.
  %qi = memref.alloc() : memref<1x4x4x1xi8>
  %qf = memref.alloc() : memref<2x2x1x2xi8>
  %qo = memref.alloc() : memref<1x3x3x2xi32>
  %i8a = arith.constant 100 : i8
  %i8b = arith.constant -7 : i8
  %i0 = arith.constant 0 : i32
  %zi = arith.constant 3 : i32
  %zk = arith.constant -2 : i32
  linalg.fill ins(%i8a : i8) outs(%qi : memref<1x4x4x1xi8>)
  linalg.fill ins(%i8b : i8) outs(%qf : memref<2x2x1x2xi8>)
  linalg.fill ins(%i0 : i32) outs(%qo : memref<1x3x3x2xi32>)
  %c0 = arith.constant 0 : index
  %i8c = arith.constant -128 : i8
  memref.store %i8c, %qi[%c0, %c1, %c2, %c0] : memref<1x4x4x1xi8>
  linalg.conv_2d_nhwc_hwcf_q ins(%qi, %qf, %zi, %zk : memref<1x4x4x1xi8>, memref<2x2x1x2xi8>, i32, i32) outs(%qo : memref<1x3x3x2xi32>)
  %qu = memref.cast %qo : memref<1x3x3x2xi32> to memref<*xi32>
  call @printMemrefI32(%qu) : (memref<*xi32>) -> ()

  // Batch-reduce matmul and 1-D NWC / WCF.
  %ba = memref.alloc() : memref<2x2x3xf32>
  %bb = memref.alloc() : memref<2x3x2xf32>
  %bc = memref.alloc() : memref<2x2xf32>
  %one = arith.constant 1.5 : f32
  %z = arith.constant 0.0 : f32
  linalg.fill ins(%one : f32) outs(%ba : memref<2x2x3xf32>)
  linalg.fill ins(%one : f32) outs(%bb : memref<2x3x2xf32>)
  linalg.fill ins(%z : f32) outs(%bc : memref<2x2xf32>)
  linalg.batch_reduce_matmul ins(%ba, %bb : memref<2x2x3xf32>, memref<2x3x2xf32>) outs(%bc : memref<2x2xf32>)
  %bu = memref.cast %bc : memref<2x2xf32> to memref<*xf32>
  call @printMemrefF32(%bu) : (memref<*xf32>) -> ()
  return
}

// CHECK: rank = 4 offset = 0 sizes = [1, 3, 5, 3] strides = [45, 15, 3, 1] data =
// CHECK-NEXT: {{^}}{{\[\[\[\[}}2,     26,     6],
// CHECK-NEXT: {{^}}   [27,     7,     20],
// CHECK-NEXT: {{^}}   [8,     32,     -10],
// CHECK-NEXT: {{^}}   [0,     2,     26],
// CHECK-NEXT: {{^}}   [14,     27,     7]],
// CHECK-NEXT: {{^}}  {{\[\[}}-63,     -47,     57],
// CHECK-NEXT: {{^}}   [-6,     21,     70],
// CHECK-NEXT: {{^}}   [62,     78,     -38],
// CHECK-NEXT: {{^}}   [9,     -63,     -47],
// CHECK-NEXT: {{^}}   [-55,     -6,     21]],
// CHECK-NEXT: {{^}}  {{\[\[}}92,     122,     9],
// CHECK-NEXT: {{^}}   [93,     -53,     -67],
// CHECK-NEXT: {{^}}   [-82,     -52,     22],
// CHECK-NEXT: {{^}}   [-26,     92,     122],
// CHECK-NEXT: {{^}}   [107,     93,     -53]]]]
// CHECK: rank = 4 offset = 0 sizes = [1, 2, 2, 2] strides = [8, 4, 2, 1] data =
// CHECK-NEXT: {{^}}{{\[\[\[\[}}1.5,     0.5],
// CHECK-NEXT: {{^}}   [1,     5.5]],
// CHECK-NEXT: {{^}}  {{\[\[}}8,     1.5],
// CHECK-NEXT: {{^}}   [7.5,     1]]]]
// CHECK: rank = 4 offset = 0 sizes = [1, 2, 3, 3] strides = [18, 9, 3, 1] data =
// CHECK-NEXT: {{^}}{{\[\[\[\[}}0,     1,     2],
// CHECK-NEXT: {{^}}   [3,     4,     5],
// CHECK-NEXT: {{^}}   [6,     6,     5]],
// CHECK-NEXT: {{^}}  {{\[\[}}5,     6,     6],
// CHECK-NEXT: {{^}}   [5,     6,     6],
// CHECK-NEXT: {{^}}   [0,     1,     2]]]]
// CHECK: rank = 4 offset = 0 sizes = [2, 1, 2, 2] strides = [4, 4, 2, 1] data =
// CHECK-NEXT: {{^}}{{\[\[\[\[}}43,     34],
// CHECK-NEXT: {{^}}   [34,     79]]],
// CHECK-NEXT: {{^}} {{\[\[\[}}-44,     -26],
// CHECK-NEXT: {{^}}   [2,     8]]]]
// CHECK: rank = 4 offset = 0 sizes = [1, 3, 3, 2] strides = [18, 6, 2, 1] data =
// CHECK-NEXT: {{^}}{{\[\[\[\[}}-1940,     -1940],
// CHECK-NEXT: {{^}}   [-800,     -800],
// CHECK-NEXT: {{^}}   [-800,     -800]],
// CHECK-NEXT: {{^}}  {{\[\[}}-1940,     -1940],
// CHECK-NEXT: {{^}}   [-800,     -800],
// CHECK-NEXT: {{^}}   [-800,     -800]],
// CHECK-NEXT: {{^}}  {{\[\[}}-1940,     -1940],
// CHECK-NEXT: {{^}}   [-1940,     -1940],
// CHECK-NEXT: {{^}}   [-1940,     -1940]]]]
// CHECK: rank = 2 offset = 0 sizes = [2, 2] strides = [2, 1] data =
// CHECK-NEXT: {{^}}{{\[\[}}13.5,   13.5],
// CHECK-NEXT: {{^}} [13.5,   13.5]]
