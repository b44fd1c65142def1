// linalg.pack and linalg.unpack on tensor values: both dimensions tiled with padding, outer
// dimensions transposed with swapped tiles, unpack back (padding dropped), a run-time tile size
// and an unpack into a destination narrower than the packed data. Expected lines: upstream
// mlir-runner 22.1.8 on the same program lowered by transform.structured.lower_pack /
// lower_unpack, then scripts/upstream-run-tensor.sh (upstream cannot lower a run-time tile
// that way, so its run had the constant 7 as a static tile). Bufferized (memref-run lowers the
// ops with -linalg-lower-pack-unpack first) both engines print the same; the JIT does not run
// them on tensor values (--no-bufferize): a located error.
// RUN: memref-run %s --no-bufferize --engine=interp | filecheck %s
// RUN: memref-run %s | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
// RUN: not memref-run %s --no-bufferize --engine=jit 2>&1 | filecheck %s --check-prefix=JIT
// JIT: linalg-pack.mlir:48:9: error: 'linalg.pack' is not supported by the JIT engine yet; use --engine=interp
func.func private @printMemrefI32(memref<*xi32>)

func.func @show2(%t: tensor<?x?xi32>) {
  %m = bufferization.to_buffer %t read_only : tensor<?x?xi32> to memref<?x?xi32>
  %u = memref.cast %m : memref<?x?xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}

func.func @show4(%t: tensor<?x?x?x?xi32>) {
  %m = bufferization.to_buffer %t read_only : tensor<?x?x?x?xi32> to memref<?x?x?x?xi32>
  %u = memref.cast %m : memref<?x?x?x?xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}

// 7x5 source, element (i, j) = 10 * i + j.
func.func @data() -> tensor<7x5xi32> {
  %g = tensor.generate {
  ^bb0(%i: index, %j: index):
    %c10 = arith.constant 10 : index
    %a = arith.muli %i, %c10 : index
    %b = arith.addi %a, %j : index
    %x = arith.index_cast %b : index to i32
    tensor.yield %x : i32
  } : tensor<7x5xi32>
  return %g : tensor<7x5xi32>
}

func.func @main() {
  %src = call @data() : () -> tensor<7x5xi32>
  %pad = arith.constant -1 : i32
  // Both dimensions tiled, padded past the source's end.
  %d0 = tensor.empty() : tensor<3x3x3x2xi32>
  %p0 = linalg.pack %src padding_value(%pad : i32) inner_dims_pos = [0, 1] inner_tiles = [3, 2] into %d0 : tensor<7x5xi32> -> tensor<3x3x3x2xi32>
  %c0 = tensor.cast %p0 : tensor<3x3x3x2xi32> to tensor<?x?x?x?xi32>
  call @show4(%c0) : (tensor<?x?x?x?xi32>) -> ()
  // Transposed outer dimensions, tiles swapped.
  %d1 = tensor.empty() : tensor<3x2x2x4xi32>
  %p1 = linalg.pack %src padding_value(%pad : i32) outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [2, 4] into %d1 : tensor<7x5xi32> -> tensor<3x2x2x4xi32>
  %c1 = tensor.cast %p1 : tensor<3x2x2x4xi32> to tensor<?x?x?x?xi32>
  call @show4(%c1) : (tensor<?x?x?x?xi32>) -> ()
  // Back: unpack drops the padding.
  %e = tensor.empty() : tensor<7x5xi32>
  %u1 = linalg.unpack %p1 outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [2, 4] into %e : tensor<3x2x2x4xi32> -> tensor<7x5xi32>
  %cu = tensor.cast %u1 : tensor<7x5xi32> to tensor<?x?xi32>
  call @show2(%cu) : (tensor<?x?xi32>) -> ()
  // One dimension tiled by a run-time tile size, into a smaller destination.
  %c7 = arith.constant 7 : index
  %d2 = tensor.empty(%c7) : tensor<7x1x?xi32>
  %p2 = linalg.pack %src padding_value(%pad : i32) inner_dims_pos = [1] inner_tiles = [%c7] into %d2 : tensor<7x5xi32> -> tensor<7x1x?xi32>
  %e2 = tensor.empty() : tensor<7x3xi32>
  %u2 = linalg.unpack %p2 inner_dims_pos = [1] inner_tiles = [%c7] into %e2 : tensor<7x1x?xi32> -> tensor<7x3xi32>
  %cu2 = tensor.cast %u2 : tensor<7x3xi32> to tensor<?x?xi32>
  call @show2(%cu2) : (tensor<?x?xi32>) -> ()
  return
}

// CHECK: Unranked Memref base@ = {{.*}} rank = 4 offset = 0 sizes = [3, 3, 3, 2] strides = [18, 6, 2, 1] data =
// CHECK-NEXT: {{^}}{{\[}}{{\[}}{{\[}}{{\[}}0,     1],
// CHECK-NEXT: {{^}}   {{\[}}10,     11],
// CHECK-NEXT: {{^}}   {{\[}}20,     21]],
// CHECK-NEXT: {{^}}  {{\[}}{{\[}}2,     3],
// CHECK-NEXT: {{^}}   {{\[}}12,     13],
// CHECK-NEXT: {{^}}   {{\[}}22,     23]],
// CHECK-NEXT: {{^}}  {{\[}}{{\[}}4,     -1],
// CHECK-NEXT: {{^}}   {{\[}}14,     -1],
// CHECK-NEXT: {{^}}   {{\[}}24,     -1]]],
// CHECK-NEXT: {{^}} {{\[}}{{\[}}{{\[}}30,     31],
// CHECK-NEXT: {{^}}   {{\[}}40,     41],
// CHECK-NEXT: {{^}}   {{\[}}50,     51]],
// CHECK-NEXT: {{^}}  {{\[}}{{\[}}32,     33],
// CHECK-NEXT: {{^}}   {{\[}}42,     43],
// CHECK-NEXT: {{^}}   {{\[}}52,     53]],
// CHECK-NEXT: {{^}}  {{\[}}{{\[}}34,     -1],
// CHECK-NEXT: {{^}}   {{\[}}44,     -1],
// CHECK-NEXT: {{^}}   {{\[}}54,     -1]]],
// CHECK-NEXT: {{^}} {{\[}}{{\[}}{{\[}}60,     61],
// CHECK-NEXT: {{^}}   {{\[}}-1,     -1],
// CHECK-NEXT: {{^}}   {{\[}}-1,     -1]],
// CHECK-NEXT: {{^}}  {{\[}}{{\[}}62,     63],
// CHECK-NEXT: {{^}}   {{\[}}-1,     -1],
// CHECK-NEXT: {{^}}   {{\[}}-1,     -1]],
// CHECK-NEXT: {{^}}  {{\[}}{{\[}}64,     -1],
// CHECK-NEXT: {{^}}   {{\[}}-1,     -1],
// CHECK-NEXT: {{^}}   {{\[}}-1,     -1]]]]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 4 offset = 0 sizes = [3, 2, 2, 4] strides = [16, 8, 4, 1] data =
// CHECK-NEXT: {{^}}{{\[}}{{\[}}{{\[}}{{\[}}0,     10,     20,     30],
// CHECK-NEXT: {{^}}   {{\[}}1,     11,     21,     31]],
// CHECK-NEXT: {{^}}  {{\[}}{{\[}}40,     50,     60,     -1],
// CHECK-NEXT: {{^}}   {{\[}}41,     51,     61,     -1]]],
// CHECK-NEXT: {{^}} {{\[}}{{\[}}{{\[}}2,     12,     22,     32],
// CHECK-NEXT: {{^}}   {{\[}}3,     13,     23,     33]],
// CHECK-NEXT: {{^}}  {{\[}}{{\[}}42,     52,     62,     -1],
// CHECK-NEXT: {{^}}   {{\[}}43,     53,     63,     -1]]],
// CHECK-NEXT: {{^}} {{\[}}{{\[}}{{\[}}4,     14,     24,     34],
// CHECK-NEXT: {{^}}   {{\[}}-1,     -1,     -1,     -1]],
// CHECK-NEXT: {{^}}  {{\[}}{{\[}}44,     54,     64,     -1],
// CHECK-NEXT: {{^}}   {{\[}}-1,     -1,     -1,     -1]]]]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [7, 5] strides = [5, 1] data =
// CHECK-NEXT: {{^}}{{\[}}{{\[}}0,   1,   2,   3,   4],
// CHECK-NEXT: {{^}} {{\[}}10,   11,   12,   13,   14],
// CHECK-NEXT: {{^}} {{\[}}20,   21,   22,   23,   24],
// CHECK-NEXT: {{^}} {{\[}}30,   31,   32,   33,   34],
// CHECK-NEXT: {{^}} {{\[}}40,   41,   42,   43,   44],
// CHECK-NEXT: {{^}} {{\[}}50,   51,   52,   53,   54],
// CHECK-NEXT: {{^}} {{\[}}60,   61,   62,   63,   64]]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [7, 3] strides = [3, 1] data =
// CHECK-NEXT: {{^}}{{\[}}{{\[}}0,   1,   2],
// CHECK-NEXT: {{^}} {{\[}}10,   11,   12],
// CHECK-NEXT: {{^}} {{\[}}20,   21,   22],
// CHECK-NEXT: {{^}} {{\[}}30,   31,   32],
// CHECK-NEXT: {{^}} {{\[}}40,   41,   42],
// CHECK-NEXT: {{^}} {{\[}}50,   51,   52],
// CHECK-NEXT: {{^}} {{\[}}60,   61,   62]]
