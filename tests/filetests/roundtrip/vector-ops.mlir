// The vector dialect: custom forms of every op print as mlir-opt 22.1.8 prints them (the
// elided defaults: punctuation newline, transfer in_bounds all false and minor identity maps,
// outerproduct attributes only with an accumulator, contract's trait dictionary first).
// RUN: memref-opt %s | filecheck %s
func.func @f(%v: vector<2x3xf32>, %s: f32, %i: index, %m: memref<?x?xf32>, %w: vector<4xf32>, %b: vector<4xi1>, %iv: vector<4xi32>) -> vector<4xf32> {
  %0 = vector.extract %v[1, 2] : f32 from vector<2x3xf32>
  %1 = vector.extract %v[%i] : vector<3xf32> from vector<2x3xf32>
  %2 = vector.insert %s, %v[0, 1] : f32 into vector<2x3xf32>
  %3 = vector.broadcast %s : f32 to vector<4xf32>
  %4 = vector.shape_cast %v : vector<2x3xf32> to vector<6xf32>
  %6 = vector.constant_mask [2] : vector<4xi1>
  %7 = vector.create_mask %i : vector<4xi1>
  %8 = vector.load %m[%i, %i] : memref<?x?xf32>, vector<4xf32>
  vector.store %8, %m[%i, %i] : memref<?x?xf32>, vector<4xf32>
  %9 = vector.reduction <add>, %w : vector<4xf32> into f32
  %10 = vector.reduction <maxnumf>, %w, %s : vector<4xf32> into f32
  %11 = vector.fma %w, %w, %w : vector<4xf32>
  %12 = vector.transpose %v, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  %13 = vector.bitcast %w : vector<4xf32> to vector<8xi16>
  %14 = vector.from_elements %s, %s : vector<2xf32>
  %15:4 = vector.to_elements %w : vector<4xf32>
  %16 = vector.shuffle %w, %w [0, 4, 7] : vector<4xf32>, vector<4xf32>
  %17 = vector.extract_strided_slice %w {offsets = [1], sizes = [2], strides = [1]} : vector<4xf32> to vector<2xf32>
  %18 = vector.insert_strided_slice %17, %w {offsets = [1], strides = [1]} : vector<2xf32> into vector<4xf32>
  %19 = vector.outerproduct %w, %w : vector<4xf32>, vector<4xf32>
  %20 = vector.outerproduct %w, %s, %w {kind = #vector.kind<add>} : vector<4xf32>, f32
  %21 = vector.transfer_read %m[%i, %i], %s {in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>
  %22 = vector.transfer_read %m[%i, %i], %s, %b : memref<?x?xf32>, vector<4xf32>
  vector.transfer_write %w, %m[%i, %i] : vector<4xf32>, memref<?x?xf32>
  vector.transfer_write %w, %m[%i, %i], %b {in_bounds = [false]} : vector<4xf32>, memref<?x?xf32>
  %23 = vector.gather %m[%i, %i] [%iv], %b, %w : memref<?x?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %24 = vector.maskedload %m[%i, %i], %b, %w : memref<?x?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.maskedstore %m[%i, %i], %b, %w : memref<?x?xf32>, vector<4xi1>, vector<4xf32>
  vector.compressstore %m[%i, %i], %b, %w : memref<?x?xf32>, vector<4xi1>, vector<4xf32>
  %25 = vector.expandload %m[%i, %i], %b, %w : memref<?x?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.scatter %m[%i, %i] [%iv], %b, %w : memref<?x?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
  %26 = vector.step : vector<4xindex>
  vector.print %w : vector<4xf32>
  vector.print %s : f32 punctuation <no_punctuation>
  vector.print punctuation <comma>
  vector.print str "hello"
  %cc = arith.constant dense<0.0> : vector<2x2xf32>
  %28 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %v, %12, %cc : vector<2x3xf32>, vector<3x2xf32> into vector<2x2xf32>
  %29 = vector.interleave %w, %w : vector<4xf32> -> vector<8xf32>
  %30, %31 = vector.deinterleave %29 : vector<8xf32> -> vector<4xf32>
  %32 = vector.multi_reduction <add>, %v, %1 [0] : vector<2x3xf32> to vector<3xf32>
  return %3 : vector<4xf32>
}
func.func @g(%m: memref<?x?xf32>, %i: index, %v: vector<2x4xf32>, %b2: vector<2xf32>, %a: vector<4xf32>, %s: f32) {
  %0 = vector.transfer_read %m[%i, %i], %s : memref<?x?xf32>, vector<4xf32>
  %1 = vector.transfer_read %m[%i, %i], %s {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<?x?xf32>, vector<4xf32>
  %2 = vector.transfer_read %m[%i, %i], %s {in_bounds = [false, true]} : memref<?x?xf32>, vector<2x4xf32>
  %3 = vector.outerproduct %b2, %a, %v {kind = #vector.kind<mul>, foo = 1} : vector<2xf32>, vector<4xf32>
  %4 = vector.reduction <add>, %a fastmath<fast> : vector<4xf32> into f32
  vector.print %a : vector<4xf32> {foo}
  vector.print str "x\n"
  %5 = vector.contract {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>], iterator_types = ["reduction"]} %a, %a, %s : vector<4xf32>, vector<4xf32> into f32
  return
}

// CHECK: #map = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-NEXT: #map3 = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT: #map4 = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map5 = affine_map<(d0) -> ()>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @f(%arg0: vector<2x3xf32>, %arg1: f32, %arg2: index, %arg3: memref<?x?xf32>, %arg4: vector<4xf32>, %arg5: vector<4xi1>, %arg6: vector<4xi32>) -> vector<4xf32> {
// CHECK-NEXT: %0 = vector.extract %arg0[1, 2] : f32 from vector<2x3xf32>
// CHECK-NEXT: %1 = vector.extract %arg0[%arg2] : vector<3xf32> from vector<2x3xf32>
// CHECK-NEXT: %2 = vector.insert %arg1, %arg0 [0, 1] : f32 into vector<2x3xf32>
// CHECK-NEXT: %3 = vector.broadcast %arg1 : f32 to vector<4xf32>
// CHECK-NEXT: %4 = vector.shape_cast %arg0 : vector<2x3xf32> to vector<6xf32>
// CHECK-NEXT: %5 = vector.constant_mask [2] : vector<4xi1>
// CHECK-NEXT: %6 = vector.create_mask %arg2 : vector<4xi1>
// CHECK-NEXT: %7 = vector.load %arg3[%arg2, %arg2] : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT: vector.store %7, %arg3[%arg2, %arg2] : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT: %8 = vector.reduction <add>, %arg4 : vector<4xf32> into f32
// CHECK-NEXT: %9 = vector.reduction <maxnumf>, %arg4, %arg1 : vector<4xf32> into f32
// CHECK-NEXT: %10 = vector.fma %arg4, %arg4, %arg4 : vector<4xf32>
// CHECK-NEXT: %11 = vector.transpose %arg0, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
// CHECK-NEXT: %12 = vector.bitcast %arg4 : vector<4xf32> to vector<8xi16>
// CHECK-NEXT: %13 = vector.from_elements %arg1, %arg1 : vector<2xf32>
// CHECK-NEXT: %14:4 = vector.to_elements %arg4 : vector<4xf32>
// CHECK-NEXT: %15 = vector.shuffle %arg4, %arg4 [0, 4, 7] : vector<4xf32>, vector<4xf32>
// CHECK-NEXT: %16 = vector.extract_strided_slice %arg4 {offsets = [1], sizes = [2], strides = [1]} : vector<4xf32> to vector<2xf32>
// CHECK-NEXT: %17 = vector.insert_strided_slice %16, %arg4 {offsets = [1], strides = [1]} : vector<2xf32> into vector<4xf32>
// CHECK-NEXT: %18 = vector.outerproduct %arg4, %arg4 : vector<4xf32>, vector<4xf32>
// CHECK-NEXT: %19 = vector.outerproduct %arg4, %arg1, %arg4 {kind = #vector.kind<add>} : vector<4xf32>, f32
// CHECK-NEXT: %20 = vector.transfer_read %arg3[%arg2, %arg2], %arg1 {in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT: %21 = vector.transfer_read %arg3[%arg2, %arg2], %arg1, %arg5 : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT: vector.transfer_write %arg4, %arg3[%arg2, %arg2] : vector<4xf32>, memref<?x?xf32>
// CHECK-NEXT: vector.transfer_write %arg4, %arg3[%arg2, %arg2], %arg5 : vector<4xf32>, memref<?x?xf32>
// CHECK-NEXT: %22 = vector.gather %arg3[%arg2, %arg2] [%arg6], %arg5, %arg4 : memref<?x?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
// CHECK-NEXT: %23 = vector.maskedload %arg3[%arg2, %arg2], %arg5, %arg4 : memref<?x?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
// CHECK-NEXT: vector.maskedstore %arg3[%arg2, %arg2], %arg5, %arg4 : memref<?x?xf32>, vector<4xi1>, vector<4xf32>
// CHECK-NEXT: vector.compressstore %arg3[%arg2, %arg2], %arg5, %arg4 : memref<?x?xf32>, vector<4xi1>, vector<4xf32>
// CHECK-NEXT: %24 = vector.expandload %arg3[%arg2, %arg2], %arg5, %arg4 : memref<?x?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
// CHECK-NEXT: vector.scatter %arg3[%arg2, %arg2] [%arg6], %arg5, %arg4 : memref<?x?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
// CHECK-NEXT: %25 = vector.step : vector<4xindex>
// CHECK-NEXT: vector.print %arg4 : vector<4xf32>
// CHECK-NEXT: vector.print %arg1 : f32 punctuation <no_punctuation>
// CHECK-NEXT: vector.print punctuation <comma>
// CHECK-NEXT: vector.print str "hello"
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<2x2xf32>
// CHECK-NEXT: %26 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %arg0, %11, %cst : vector<2x3xf32>, vector<3x2xf32> into vector<2x2xf32>
// CHECK-NEXT: %27 = vector.interleave %arg4, %arg4 : vector<4xf32> -> vector<8xf32>
// CHECK-NEXT: %res1, %res2 = vector.deinterleave %27 : vector<8xf32> -> vector<4xf32>
// CHECK-NEXT: %28 = vector.multi_reduction <add>, %arg0, %1 [0] : vector<2x3xf32> to vector<3xf32>
// CHECK-NEXT: return %3 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @g(%arg0: memref<?x?xf32>, %arg1: index, %arg2: vector<2x4xf32>, %arg3: vector<2xf32>, %arg4: vector<4xf32>, %arg5: f32) {
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%arg1, %arg1], %arg5 : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT: %1 = vector.transfer_read %arg0[%arg1, %arg1], %arg5 {permutation_map = #map3} : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT: %2 = vector.transfer_read %arg0[%arg1, %arg1], %arg5 {in_bounds = [false, true]} : memref<?x?xf32>, vector<2x4xf32>
// CHECK-NEXT: %3 = vector.outerproduct %arg3, %arg4, %arg2 {foo = 1 : i64, kind = #vector.kind<mul>} : vector<2xf32>, vector<4xf32>
// CHECK-NEXT: %4 = vector.reduction <add>, %arg4 fastmath<fast> : vector<4xf32> into f32
// CHECK-NEXT: vector.print %arg4 : vector<4xf32> {foo}
// CHECK-NEXT: vector.print str "x\0A"
// CHECK-NEXT: %5 = vector.contract {indexing_maps = [#map4, #map4, #map5], iterator_types = ["reduction"], kind = #vector.kind<add>} %arg4, %arg4, %arg5 : vector<4xf32>, vector<4xf32> into f32
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
