// Vector dialect folds and canonicalization patterns as mlir-opt 22.1.8 --canonicalize prints
// them: extract/insert chains, broadcast, shape_cast, transpose, bitcast, from/to_elements,
// masks, reductions, strided slices, shuffles, transfers and masked memory ops.
// RUN: memref-opt %s --canonicalize | filecheck %s
func.func @ext_chain(%v: vector<2x3x4xf32>) -> f32 {
  %0 = vector.extract %v[1] : vector<3x4xf32> from vector<2x3x4xf32>
  %1 = vector.extract %0[2, 3] : f32 from vector<3x4xf32>
  return %1 : f32
}
func.func @ext_ins(%v: vector<2x3xf32>, %s: vector<3xf32>) -> (vector<3xf32>, vector<3xf32>, f32) {
  %0 = vector.insert %s, %v[1] : vector<3xf32> into vector<2x3xf32>
  %1 = vector.extract %0[1] : vector<3xf32> from vector<2x3xf32>
  %2 = vector.extract %0[0] : vector<3xf32> from vector<2x3xf32>
  %3 = vector.extract %0[1, 2] : f32 from vector<2x3xf32>
  return %1, %2, %3 : vector<3xf32>, vector<3xf32>, f32
}
func.func @ext_tr(%v: vector<2x3xf32>) -> f32 {
  %0 = vector.transpose %v, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  %1 = vector.extract %0[2, 1] : f32 from vector<3x2xf32>
  return %1 : f32
}
func.func @ext_bc(%s: f32, %w: vector<4xf32>, %u: vector<1x4xf32>) -> (f32, vector<4xf32>, f32, vector<4xf32>, f32) {
  %0 = vector.broadcast %s : f32 to vector<2x4xf32>
  %1 = vector.extract %0[1, 2] : f32 from vector<2x4xf32>
  %2 = vector.broadcast %w : vector<4xf32> to vector<3x4xf32>
  %3 = vector.extract %2[1] : vector<4xf32> from vector<3x4xf32>
  %4 = vector.extract %2[2, 3] : f32 from vector<3x4xf32>
  %5 = vector.broadcast %u : vector<1x4xf32> to vector<5x3x4xf32>
  %6 = vector.extract %5[1, 2] : vector<4xf32> from vector<5x3x4xf32>
  %7 = vector.extract %5[1, 2, 3] : f32 from vector<5x3x4xf32>
  return %1, %3, %4, %6, %7 : f32, vector<4xf32>, f32, vector<4xf32>, f32
}
func.func @ext_bc_pat(%w: vector<4xf32>, %s: f32) -> (vector<2x4xf32>, vector<4xf32>) {
  %2 = vector.broadcast %w : vector<4xf32> to vector<3x2x4xf32>
  %3 = vector.extract %2[1] : vector<2x4xf32> from vector<3x2x4xf32>
  %4 = vector.broadcast %s : f32 to vector<3x4xf32>
  %5 = vector.extract %4[1] : vector<4xf32> from vector<3x4xf32>
  return %3, %5 : vector<2x4xf32>, vector<4xf32>
}
func.func @ext_sc(%v: vector<2x4xf32>) -> (f32, vector<4xf32>) {
  %0 = vector.shape_cast %v : vector<2x4xf32> to vector<8xf32>
  %1 = vector.extract %0[5] : f32 from vector<8xf32>
  %2 = vector.shape_cast %v : vector<2x4xf32> to vector<1x2x4xf32>
  %3 = vector.extract %2[0, 1] : vector<4xf32> from vector<1x2x4xf32>
  return %1, %3 : f32, vector<4xf32>
}
func.func @ext_sc_pat(%v: vector<8xf32>) -> vector<8xf32> {
  %0 = vector.shape_cast %v : vector<8xf32> to vector<1x8xf32>
  %1 = vector.extract %0[0] : vector<8xf32> from vector<1x8xf32>
  return %1 : vector<8xf32>
}
func.func @ext_fe(%a: f32, %b: f32, %c: f32, %d: f32) -> (f32, vector<2xf32>) {
  %0 = vector.from_elements %a, %b, %c, %d : vector<2x2xf32>
  %1 = vector.extract %0[1, 0] : f32 from vector<2x2xf32>
  %2 = vector.extract %0[1] : vector<2xf32> from vector<2x2xf32>
  return %1, %2 : f32, vector<2xf32>
}
func.func @ext_dyn(%v: vector<4x3xf32>) -> (f32, f32) {
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %0 = vector.extract %v[%c1, 2] : f32 from vector<4x3xf32>
  %1 = vector.extract %v[%c7, 2] : f32 from vector<4x3xf32>
  return %0, %1 : f32, f32
}
func.func @ext_shuffle(%a: vector<4xf32>, %b: vector<4xf32>) -> (f32, f32) {
  %0 = vector.shuffle %a, %b [0, 5, 7, 2] : vector<4xf32>, vector<4xf32>
  %1 = vector.extract %0[1] : f32 from vector<4xf32>
  %2 = vector.extract %0[3] : f32 from vector<4xf32>
  return %1, %2 : f32, f32
}
func.func @ext_splat(%i: index) -> (f32, vector<3xf32>) {
  %c = arith.constant dense<2.0> : vector<4x3xf32>
  %0 = vector.extract %c[%i, 1] : f32 from vector<4x3xf32>
  %1 = vector.extract %c[2] : vector<3xf32> from vector<4x3xf32>
  return %0, %1 : f32, vector<3xf32>
}
func.func @ins_dyn(%v: vector<4xf32>, %s: f32) -> vector<4xf32> {
  %c1 = arith.constant 1 : index
  %0 = vector.insert %s, %v[%c1] : f32 into vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @ins_bc(%v: vector<4xf32>, %d: vector<1x4xf32>) -> vector<1x4xf32> {
  %0 = vector.insert %v, %d[0] : vector<4xf32> into vector<1x4xf32>
  return %0 : vector<1x4xf32>
}
func.func @ins_const2() -> vector<2x2xi32> {
  %v = arith.constant dense<0> : vector<2x2xi32>
  %s = arith.constant dense<[5, 6]> : vector<2xi32>
  %1 = vector.insert %s, %v[1] : vector<2xi32> into vector<2x2xi32>
  return %1 : vector<2x2xi32>
}
func.func @bcast(%s: f32, %w: vector<4xf32>) -> (vector<4xf32>, vector<2x4xf32>, vector<4xi32>, vector<2x4xf32>) {
  %0 = vector.broadcast %w : vector<4xf32> to vector<4xf32>
  %1 = vector.broadcast %s : f32 to vector<4xf32>
  %2 = vector.broadcast %1 : vector<4xf32> to vector<2x4xf32>
  %c = arith.constant 3 : i32
  %3 = vector.broadcast %c : i32 to vector<4xi32>
  %cs = arith.constant dense<1.5> : vector<4xf32>
  %4 = vector.broadcast %cs : vector<4xf32> to vector<2x4xf32>
  return %0, %2, %3, %4 : vector<4xf32>, vector<2x4xf32>, vector<4xi32>, vector<2x4xf32>
}
func.func @sc(%v: vector<2x4xf32>, %s: f32, %w: vector<4xf32>) -> (vector<2x4xf32>, vector<8xf32>, vector<1x4xf32>, vector<2x2x2xf32>, vector<2x4xf32>) {
  %0 = vector.shape_cast %v : vector<2x4xf32> to vector<8xf32>
  %1 = vector.shape_cast %0 : vector<8xf32> to vector<2x4xf32>
  %2 = vector.shape_cast %v : vector<2x4xf32> to vector<2x2x2xf32>
  %3 = vector.shape_cast %2 : vector<2x2x2xf32> to vector<8xf32>
  %4 = vector.broadcast %w : vector<4xf32> to vector<1x4xf32>
  %5 = vector.shape_cast %4 : vector<1x4xf32> to vector<4xf32>
  %6 = vector.broadcast %s : f32 to vector<8xf32>
  %7 = vector.shape_cast %6 : vector<8xf32> to vector<2x2x2xf32>
  %8 = vector.broadcast %w : vector<4xf32> to vector<2x4xf32>
  %9 = vector.shape_cast %8 : vector<2x4xf32> to vector<8xf32>
  %10 = vector.shape_cast %9 : vector<8xf32> to vector<2x4xf32>
  return %1, %3, %4, %7, %10 : vector<2x4xf32>, vector<8xf32>, vector<1x4xf32>, vector<2x2x2xf32>, vector<2x4xf32>
}
func.func @tp(%v: vector<2x3xf32>, %s: f32) -> (vector<2x3xf32>, vector<2x3xf32>, vector<3x2xf32>, vector<3x2xi1>, vector<3x2xf32>) {
  %0 = vector.transpose %v, [0, 1] : vector<2x3xf32> to vector<2x3xf32>
  %1 = vector.transpose %v, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  %2 = vector.transpose %1, [1, 0] : vector<3x2xf32> to vector<2x3xf32>
  %3 = vector.broadcast %s : f32 to vector<2x3xf32>
  %4 = vector.transpose %3, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  %m = vector.constant_mask [1, 2] : vector<2x3xi1>
  %5 = vector.transpose %m, [1, 0] : vector<2x3xi1> to vector<3x2xi1>
  %c = arith.constant dense<4.0> : vector<2x3xf32>
  %6 = vector.transpose %c, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  return %0, %2, %4, %5, %6 : vector<2x3xf32>, vector<2x3xf32>, vector<3x2xf32>, vector<3x2xi1>, vector<3x2xf32>
}
func.func @bitc() -> (vector<4xf32>, vector<2xi64>, vector<8xi8>) {
  %h = arith.constant dense<1.0> : vector<8xf16>
  %0 = vector.bitcast %h : vector<8xf16> to vector<4xf32>
  %i = arith.constant dense<-3> : vector<4xi32>
  %1 = vector.bitcast %i : vector<4xi32> to vector<2xi64>
  %b = arith.constant dense<1> : vector<32xi2>
  %2 = vector.bitcast %b : vector<32xi2> to vector<8xi8>
  return %0, %1, %2 : vector<4xf32>, vector<2xi64>, vector<8xi8>
}
func.func @masks(%n: index) -> (vector<4x3xi1>, vector<4x3xi1>, vector<4x3xi1>, vector<3xi1>, vector<3xi1>, vector<4xi1>) {
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %cm = arith.constant -2 : index
  %0 = vector.create_mask %c2, %c5 : vector<4x3xi1>
  %1 = vector.create_mask %c5, %cm : vector<4x3xi1>
  %2 = vector.create_mask %c2, %n : vector<4x3xi1>
  %3 = vector.extract %2[1] : vector<3xi1> from vector<4x3xi1>
  %4 = vector.extract %2[3] : vector<3xi1> from vector<4x3xi1>
  %5 = vector.constant_mask [2] : vector<4xi1>
  return %0, %1, %2, %3, %4, %5 : vector<4x3xi1>, vector<4x3xi1>, vector<4x3xi1>, vector<3xi1>, vector<3xi1>, vector<4xi1>
}
func.func @red(%v: vector<1xi32>, %acc: i32, %w: vector<1xf32>, %fa: f32) -> (i32, i32, f32, f32) {
  %0 = vector.reduction <maxsi>, %v, %acc : vector<1xi32> into i32
  %1 = vector.reduction <xor>, %v : vector<1xi32> into i32
  %2 = vector.reduction <mul>, %w, %fa fastmath<fast> : vector<1xf32> into f32
  %3 = vector.reduction <minimumf>, %w, %fa : vector<1xf32> into f32
  return %0, %1, %2, %3 : i32, i32, f32, f32
}
func.func @ess(%v: vector<4x3xf32>, %d: vector<4xf32>) -> (vector<4x3xf32>, vector<2xf32>, vector<2x2xi32>, vector<4xf32>) {
  %0 = vector.extract_strided_slice %v {offsets = [0, 0], sizes = [4, 3], strides = [1, 1]} : vector<4x3xf32> to vector<4x3xf32>
  %c = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  %1 = vector.extract_strided_slice %c {offsets = [1], sizes = [2], strides = [1]} : vector<4xf32> to vector<2xf32>
  %ci = arith.constant dense<[[1, 2, 3], [4, 5, 6], [7, 8, 9]]> : vector<3x3xi32>
  %2 = vector.extract_strided_slice %ci {offsets = [1, 1], sizes = [2, 2], strides = [1, 1]} : vector<3x3xi32> to vector<2x2xi32>
  %3 = vector.extract_strided_slice %d {offsets = [1], sizes = [2], strides = [1]} : vector<4xf32> to vector<2xf32>
  %4 = vector.insert_strided_slice %3, %d {offsets = [1], strides = [1]} : vector<2xf32> into vector<4xf32>
  return %0, %1, %2, %4 : vector<4x3xf32>, vector<2xf32>, vector<2x2xi32>, vector<4xf32>
}
func.func @shuf(%a: vector<4xf32>, %b: vector<2xf32>) -> (vector<4xf32>, vector<2xf32>, vector<3xi32>) {
  %0 = vector.shuffle %a, %b [0, 1, 2, 3] : vector<4xf32>, vector<2xf32>
  %1 = vector.shuffle %a, %b [4, 5] : vector<4xf32>, vector<2xf32>
  %x = arith.constant dense<[1, 2]> : vector<2xi32>
  %y = arith.constant dense<[3, 4]> : vector<2xi32>
  %2 = vector.shuffle %x, %y [3, 0, 2] : vector<2xi32>, vector<2xi32>
  return %0, %1, %2 : vector<4xf32>, vector<2xf32>, vector<3xi32>
}
func.func @mred(%v: vector<4xf32>, %acc: vector<4xf32>) -> vector<4xf32> {
  %0 = vector.multi_reduction <add>, %v, %acc [] : vector<4xf32> to vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @xfer(%m: memref<4x8xf32>, %i: index, %v: vector<4xf32>) -> (vector<4xf32>, vector<4xf32>) {
  %c0 = arith.constant 0 : index
  %c6 = arith.constant 6 : index
  %p = arith.constant 0.0 : f32
  %0 = vector.transfer_read %m[%c0, %c0], %p : memref<4x8xf32>, vector<4xf32>
  %1 = vector.transfer_read %m[%c0, %c6], %p : memref<4x8xf32>, vector<4xf32>
  vector.transfer_write %v, %m[%i, %c0] : vector<4xf32>, memref<4x8xf32>
  %mk = vector.constant_mask [4] : vector<4xi1>
  vector.transfer_write %v, %m[%i, %c6], %mk : vector<4xf32>, memref<4x8xf32>
  return %0, %1 : vector<4xf32>, vector<4xf32>
}
func.func @xfer_cast(%m: memref<8xf32>, %i: index) -> vector<4xf32> {
  %c = memref.cast %m : memref<8xf32> to memref<?xf32>
  %p = arith.constant 0.0 : f32
  %0 = vector.transfer_read %c[%i], %p : memref<?xf32>, vector<4xf32>
  %1 = vector.load %c[%i] : memref<?xf32>, vector<4xf32>
  vector.store %1, %c[%i] : memref<?xf32>, vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @masked(%m: memref<8xf32>, %i: index, %p: vector<4xf32>) -> (vector<4xf32>, vector<4xf32>) {
  %t = vector.constant_mask [4] : vector<4xi1>
  %f = arith.constant dense<false> : vector<4xi1>
  %0 = vector.maskedload %m[%i], %t, %p : memref<8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %1 = vector.maskedload %m[%i], %f, %p : memref<8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.maskedstore %m[%i], %t, %p : memref<8xf32>, vector<4xi1>, vector<4xf32>
  vector.maskedstore %m[%i], %f, %p : memref<8xf32>, vector<4xi1>, vector<4xf32>
  vector.compressstore %m[%i], %t, %p : memref<8xf32>, vector<4xi1>, vector<4xf32>
  %2 = vector.expandload %m[%i], %t, %p : memref<8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.store %2, %m[%i] : memref<8xf32>, vector<4xf32>
  return %0, %1 : vector<4xf32>, vector<4xf32>
}
func.func @elementwise() -> vector<4xi32> {
  %s = arith.constant 2 : i32
  %b = vector.broadcast %s : i32 to vector<4xi32>
  %c = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %0 = arith.addi %b, %c : vector<4xi32>
  %1 = vector.extract %0[2] : i32 from vector<4xi32>
  %2 = vector.insert %1, %0[0] : i32 into vector<4xi32>
  return %2 : vector<4xi32>
}

func.func @ess_ins(%a: vector<4x4xf32>, %b: vector<8x16xf32>, %c: vector<6x4xf32>) -> (vector<4x4xf32>, vector<4x4xf32>, vector<6x4xf32>) {
  %0 = vector.insert_strided_slice %a, %b {offsets = [2, 2], strides = [1, 1]} : vector<4x4xf32> into vector<8x16xf32>
  %1 = vector.extract_strided_slice %0 {offsets = [2, 2], sizes = [4, 4], strides = [1, 1]} : vector<8x16xf32> to vector<4x4xf32>
  %2 = vector.insert_strided_slice %c, %b {offsets = [2, 2], strides = [1, 1]} : vector<6x4xf32> into vector<8x16xf32>
  %3 = vector.extract_strided_slice %2 {offsets = [2, 2], sizes = [4, 4], strides = [1, 1]} : vector<8x16xf32> to vector<4x4xf32>
  %4 = vector.extract_strided_slice %0 {offsets = [2, 2], sizes = [6, 4], strides = [1, 1]} : vector<8x16xf32> to vector<6x4xf32>
  return %1, %3, %4 : vector<4x4xf32>, vector<4x4xf32>, vector<6x4xf32>
}
func.func @ess_mask() -> (vector<2x2xi1>, vector<2x1xi1>) {
  %0 = vector.constant_mask [2, 2] : vector<4x3xi1>
  %1 = vector.extract_strided_slice %0 {offsets = [1, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x3xi1> to vector<2x2xi1>
  %2 = vector.extract_strided_slice %0 {offsets = [0, 2], sizes = [2, 1], strides = [1, 1]} : vector<4x3xi1> to vector<2x1xi1>
  return %1, %2 : vector<2x2xi1>, vector<2x1xi1>
}
func.func @ess_bcast(%s: f32, %w: vector<4xf32>, %u: vector<1x4xf32>) -> (vector<2x2xf32>, vector<2x4xf32>, vector<2x2xf32>) {
  %0 = vector.broadcast %s : f32 to vector<4x4xf32>
  %1 = vector.extract_strided_slice %0 {offsets = [1, 1], sizes = [2, 2], strides = [1, 1]} : vector<4x4xf32> to vector<2x2xf32>
  %2 = vector.broadcast %w : vector<4xf32> to vector<4x4xf32>
  %3 = vector.extract_strided_slice %2 {offsets = [1], sizes = [2], strides = [1]} : vector<4x4xf32> to vector<2x4xf32>
  %4 = vector.extract_strided_slice %2 {offsets = [1, 1], sizes = [2, 2], strides = [1, 1]} : vector<4x4xf32> to vector<2x2xf32>
  return %1, %3, %4 : vector<2x2xf32>, vector<2x4xf32>, vector<2x2xf32>
}
func.func @ess_contig(%v: vector<8x1x2x8xi8>) -> vector<1x1x1x8xi8> {
  %1 = vector.extract_strided_slice %v {offsets = [3, 0, 1, 0], sizes = [1, 1, 1, 8], strides = [1, 1, 1, 1]} : vector<8x1x2x8xi8> to vector<1x1x1x8xi8>
  return %1 : vector<1x1x1x8xi8>
}
func.func @ext_of_ess(%v: vector<4x8xf32>) -> (vector<8xf32>, f32) {
  %0 = vector.extract_strided_slice %v {offsets = [1], sizes = [2], strides = [1]} : vector<4x8xf32> to vector<2x8xf32>
  %1 = vector.extract %0[1] : vector<8xf32> from vector<2x8xf32>
  %2 = vector.extract_strided_slice %v {offsets = [1, 2], sizes = [2, 4], strides = [1, 1]} : vector<4x8xf32> to vector<2x4xf32>
  %3 = vector.extract %2[1, 3] : f32 from vector<2x4xf32>
  return %1, %3 : vector<8xf32>, f32
}
func.func @ext_of_iss(%a: vector<2x4xf32>, %b: vector<4x8xf32>) -> (vector<4xf32>, f32, vector<8xf32>) {
  %0 = vector.insert_strided_slice %a, %b {offsets = [1, 4], strides = [1, 1]} : vector<2x4xf32> into vector<4x8xf32>
  %1 = vector.extract %0[2, 5] : f32 from vector<4x8xf32>
  %2 = vector.extract %0[0] : vector<8xf32> from vector<4x8xf32>
  %c = vector.insert_strided_slice %a, %b {offsets = [1, 0], strides = [1, 1]} : vector<2x4xf32> into vector<4x8xf32>
  %d = vector.extract %0[1] : vector<8xf32> from vector<4x8xf32>
  %3 = vector.extract_strided_slice %a {offsets = [0, 0], sizes = [1, 4], strides = [1, 1]} : vector<2x4xf32> to vector<1x4xf32>
  %4 = vector.extract %3[0] : vector<4xf32> from vector<1x4xf32>
  return %4, %1, %d : vector<4xf32>, f32, vector<8xf32>
}
func.func @iss_const() -> vector<4x4xi32> {
  %d = arith.constant dense<0> : vector<4x4xi32>
  %s = arith.constant dense<[[1, 2], [3, 4]]> : vector<2x2xi32>
  %0 = vector.insert_strided_slice %s, %d {offsets = [1, 2], strides = [1, 1]} : vector<2x2xi32> into vector<4x4xi32>
  return %0 : vector<4x4xi32>
}
func.func @te_bcast(%s: f32, %w: vector<2xf32>) -> (f32, f32, f32, f32) {
  %0 = vector.broadcast %s : f32 to vector<2xf32>
  %1:2 = vector.to_elements %0 : vector<2xf32>
  %2 = vector.broadcast %w : vector<2xf32> to vector<2x2xf32>
  %3:4 = vector.to_elements %2 : vector<2x2xf32>
  return %1#0, %1#1, %3#1, %3#2 : f32, f32, f32, f32
}
func.func @fe_sc(%v: vector<2x2xf32>) -> vector<4xf32> {
  %e:4 = vector.to_elements %v : vector<2x2xf32>
  %0 = vector.from_elements %e#0, %e#1, %e#2, %e#3 : vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @fe_ext(%v: vector<2x2xf32>) -> (vector<4xf32>, vector<2xf32>) {
  %a = vector.extract %v[0, 0] : f32 from vector<2x2xf32>
  %b = vector.extract %v[0, 1] : f32 from vector<2x2xf32>
  %c = vector.extract %v[1, 0] : f32 from vector<2x2xf32>
  %d = vector.extract %v[1, 1] : f32 from vector<2x2xf32>
  %0 = vector.from_elements %a, %b, %c, %d : vector<4xf32>
  %1 = vector.from_elements %c, %d : vector<2xf32>
  return %0, %1 : vector<4xf32>, vector<2xf32>
}
func.func @tp_sc(%v: vector<4xf32>) -> (vector<1x4xf32>, vector<4x1xf32>) {
  %0 = vector.shape_cast %v : vector<4xf32> to vector<4x1xf32>
  %1 = vector.transpose %0, [1, 0] : vector<4x1xf32> to vector<1x4xf32>
  %2 = vector.shape_cast %v : vector<4xf32> to vector<1x4xf32>
  %3 = vector.transpose %2, [1, 0] : vector<1x4xf32> to vector<4x1xf32>
  return %1, %3 : vector<1x4xf32>, vector<4x1xf32>
}
func.func @tp_fe(%a: f32, %b: f32, %c: f32, %d: f32) -> vector<2x2xf32> {
  %0 = vector.from_elements %a, %b, %c, %d : vector<2x2xf32>
  %1 = vector.transpose %0, [1, 0] : vector<2x2xf32> to vector<2x2xf32>
  return %1 : vector<2x2xf32>
}
func.func @tp_bc(%w: vector<4xf32>, %u: vector<2x1xf32>) -> (vector<4x3xf32>, vector<1x2xf32>) {
  %0 = vector.broadcast %w : vector<4xf32> to vector<3x4xf32>
  %1 = vector.transpose %0, [1, 0] : vector<3x4xf32> to vector<4x3xf32>
  %2 = vector.broadcast %u : vector<2x1xf32> to vector<2x1xf32>
  %3 = vector.transpose %2, [1, 0] : vector<2x1xf32> to vector<1x2xf32>
  return %1, %3 : vector<4x3xf32>, vector<1x2xf32>
}
func.func @ins_chain(%a: f32, %b: f32, %v: vector<2xf32>) -> vector<2xf32> {
  %0 = vector.insert %a, %v[0] : f32 into vector<2xf32>
  %1 = vector.insert %b, %0[1] : f32 into vector<2xf32>
  return %1 : vector<2xf32>
}
func.func @shuf_il(%a: vector<2xf32>, %b: vector<2xf32>) -> vector<4xf32> {
  %0 = vector.shuffle %a, %b [0, 2, 1, 3] : vector<2xf32>, vector<2xf32>
  return %0 : vector<4xf32>
}
func.func @shuf_0d(%a: vector<f32>, %b: vector<f32>) -> vector<1xf32> {
  %0 = vector.shuffle %a, %b [1] : vector<f32>, vector<f32>
  return %0 : vector<1xf32>
}
func.func @mred_unit(%v: vector<1x4xf32>, %acc: vector<4xf32>, %w: vector<1xf32>, %s: f32) -> (vector<4xf32>, f32) {
  %0 = vector.multi_reduction <add>, %v, %acc [0] : vector<1x4xf32> to vector<4xf32>
  %1 = vector.multi_reduction <maxnumf>, %w, %s [0] : vector<1xf32> to f32
  return %0, %1 : vector<4xf32>, f32
}
func.func @sc_mask(%n: index) -> (vector<4xi1>, vector<4xi1>) {
  %c1 = arith.constant 1 : index
  %0 = vector.create_mask %n, %c1 : vector<4x1xi1>
  %1 = vector.shape_cast %0 : vector<4x1xi1> to vector<4xi1>
  %2 = vector.constant_mask [3, 1] : vector<4x1xi1>
  %3 = vector.shape_cast %2 : vector<4x1xi1> to vector<4xi1>
  return %1, %3 : vector<4xi1>, vector<4xi1>
}
func.func @step_cmp() -> (vector<4xi1>, vector<4xi1>) {
  %s = vector.step : vector<4xindex>
  %c = arith.constant dense<4> : vector<4xindex>
  %0 = arith.cmpi ult, %s, %c : vector<4xindex>
  %c2 = arith.constant dense<2> : vector<4xindex>
  %1 = arith.cmpi uge, %s, %c2 : vector<4xindex>
  return %0, %1 : vector<4xi1>, vector<4xi1>
}
func.func @gather(%m: memref<8xf32>, %i: index, %p: vector<4xf32>, %mk: vector<4xi1>) -> (vector<4xf32>, vector<4xf32>) {
  %f = arith.constant dense<false> : vector<4xi1>
  %iv = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
  %0 = vector.gather %m[%i][%iv], %f, %p : memref<8xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %1 = vector.gather %m[%i][%iv], %mk, %p : memref<8xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.scatter %m[%i][%iv], %f, %p : memref<8xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
  vector.scatter %m[%i][%iv], %mk, %p : memref<8xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
  return %0, %1 : vector<4xf32>, vector<4xf32>
}
func.func @ins_splat(%s: f32) -> vector<2x4xf32> {
  %0 = vector.broadcast %s : f32 to vector<4xf32>
  %1 = vector.broadcast %s : f32 to vector<2x4xf32>
  %2 = vector.insert %0, %1[1] : vector<4xf32> into vector<2x4xf32>
  return %2 : vector<2x4xf32>
}
func.func @xfer2(%m: memref<?x8xf32>, %t: memref<4x8xf32>) -> (vector<4x8xf32>, vector<8xf32>) {
  %c0 = arith.constant 0 : index
  %f0 = arith.constant 0.0 : f32
  %1 = vector.transfer_read %m[%c0, %c0], %f0 : memref<?x8xf32>, vector<4x8xf32>
  vector.transfer_write %1, %m[%c0, %c0] : vector<4x8xf32>, memref<?x8xf32>
  %mask = vector.constant_mask [8, 4] : vector<8x4xi1>
  %2 = vector.transfer_read %t[%c0, %c0], %f0, %mask {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<4x8xf32>, vector<4x8xf32>
  %3 = vector.transfer_read %t[%c0, %c0], %f0 {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<4x8xf32>, vector<8xf32>
  return %2, %3 : vector<4x8xf32>, vector<8xf32>
}

func.func @fe_sc2(%v: vector<2x3xf32>) -> (vector<3xf32>, vector<6xf32>, vector<2xf32>, vector<3xf32>) {
  %e:6 = vector.to_elements %v : vector<2x3xf32>
  %0 = vector.from_elements %e#3, %e#4, %e#5 : vector<3xf32>
  %1 = vector.from_elements %e#0, %e#1, %e#2, %e#3, %e#4, %e#5 : vector<6xf32>
  %2 = vector.from_elements %e#1, %e#2 : vector<2xf32>
  %3 = vector.from_elements %e#0, %e#2, %e#1 : vector<3xf32>
  return %0, %1, %2, %3 : vector<3xf32>, vector<6xf32>, vector<2xf32>, vector<3xf32>
}
func.func @fe_ext2(%v: vector<2x3xf32>) -> (vector<3xf32>, vector<1x3xf32>, vector<2xf32>) {
  %a = vector.extract %v[1, 0] : f32 from vector<2x3xf32>
  %b = vector.extract %v[1, 1] : f32 from vector<2x3xf32>
  %c = vector.extract %v[1, 2] : f32 from vector<2x3xf32>
  %0 = vector.from_elements %a, %b, %c : vector<3xf32>
  %1 = vector.from_elements %a, %b, %c : vector<1x3xf32>
  %2 = vector.from_elements %b, %c : vector<2xf32>
  return %0, %1, %2 : vector<3xf32>, vector<1x3xf32>, vector<2xf32>
}
func.func @ess_bc1(%u: vector<1x4xf32>) -> vector<2x2xf32> {
  %0 = vector.broadcast %u : vector<1x4xf32> to vector<4x4xf32>
  %1 = vector.extract_strided_slice %0 {offsets = [1, 1], sizes = [2, 2], strides = [1, 1]} : vector<4x4xf32> to vector<2x2xf32>
  return %1 : vector<2x2xf32>
}
func.func @tp_bc2(%u: vector<4x1xf32>, %w: vector<1xf32>) -> (vector<1x4x3xf32>, vector<3x2xf32>) {
  %0 = vector.broadcast %u : vector<4x1xf32> to vector<3x4x1xf32>
  %1 = vector.transpose %0, [2, 1, 0] : vector<3x4x1xf32> to vector<1x4x3xf32>
  %2 = vector.broadcast %w : vector<1xf32> to vector<2x3xf32>
  %3 = vector.transpose %2, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  return %1, %3 : vector<1x4x3xf32>, vector<3x2xf32>
}
func.func @ins_chain2(%a: f32, %b: f32, %c: f32, %v: vector<3xf32>, %w: vector<2xf32>, %m: vector<2x2xf32>) -> (vector<3xf32>, vector<2x2xf32>) {
  %0 = vector.insert %a, %v[2] : f32 into vector<3xf32>
  %1 = vector.insert %b, %0[0] : f32 into vector<3xf32>
  %2 = vector.insert %c, %1[1] : f32 into vector<3xf32>
  %3 = vector.insert %w, %m[0] : vector<2xf32> into vector<2x2xf32>
  %4 = vector.insert %w, %3[1] : vector<2xf32> into vector<2x2xf32>
  return %2, %4 : vector<3xf32>, vector<2x2xf32>
}
func.func @shuf_splat(%s: f32) -> vector<4xf32> {
  %0 = vector.broadcast %s : f32 to vector<2xf32>
  %1 = vector.shuffle %0, %0 [0, 3, 1, 2] : vector<2xf32>, vector<2xf32>
  return %1 : vector<4xf32>
}
func.func @iss_splat(%s: f32, %d: vector<4xf32>) -> vector<4xf32> {
  %0 = vector.broadcast %s : f32 to vector<2xf32>
  %1 = vector.broadcast %s : f32 to vector<4xf32>
  %2 = vector.insert_strided_slice %0, %1 {offsets = [1], strides = [1]} : vector<2xf32> into vector<4xf32>
  return %2 : vector<4xf32>
}
func.func @te_fe_mix(%a: f32, %b: f32) -> f32 {
  %0 = vector.from_elements %a, %b : vector<2xf32>
  %1 = vector.shape_cast %0 : vector<2xf32> to vector<1x2xf32>
  %2:2 = vector.to_elements %1 : vector<1x2xf32>
  return %2#1 : f32
}
func.func @step_cmp2() -> (vector<4xi1>, vector<4xi1>, vector<4xi1>) {
  %s = vector.step : vector<4xindex>
  %c = arith.constant dense<7> : vector<4xindex>
  %0 = arith.cmpi ult, %s, %c : vector<4xindex>
  %1 = arith.cmpi uge, %s, %c : vector<4xindex>
  %2 = arith.cmpi ne, %s, %c : vector<4xindex>
  return %0, %1, %2 : vector<4xi1>, vector<4xi1>, vector<4xi1>
}
func.func @red0(%v: vector<f32>, %acc: f32) -> f32 {
  %0 = vector.reduction <add>, %v, %acc : vector<f32> into f32
  return %0 : f32
}

func.func @tb1(%w: vector<4xf32>) -> vector<3x2x4xf32> {
  %0 = vector.broadcast %w : vector<4xf32> to vector<2x3x4xf32>
  %1 = vector.transpose %0, [1, 0, 2] : vector<2x3x4xf32> to vector<3x2x4xf32>
  return %1 : vector<3x2x4xf32>
}
func.func @tb2(%w: vector<1x4xf32>) -> vector<3x2x4xf32> {
  %0 = vector.broadcast %w : vector<1x4xf32> to vector<2x3x4xf32>
  %1 = vector.transpose %0, [1, 0, 2] : vector<2x3x4xf32> to vector<3x2x4xf32>
  return %1 : vector<3x2x4xf32>
}
func.func @tb3(%w: vector<3x1xf32>) -> vector<2x4x3xf32> {
  %0 = vector.broadcast %w : vector<3x1xf32> to vector<2x3x4xf32>
  %1 = vector.transpose %0, [0, 2, 1] : vector<2x3x4xf32> to vector<2x4x3xf32>
  return %1 : vector<2x4x3xf32>
}
func.func @tb4(%w: vector<2x1xf32>) -> vector<4x2xf32> {
  %0 = vector.broadcast %w : vector<2x1xf32> to vector<2x4xf32>
  %1 = vector.transpose %0, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
  return %1 : vector<4x2xf32>
}
func.func @tb5(%w: vector<1x1xf32>) -> vector<4x2xf32> {
  %0 = vector.broadcast %w : vector<1x1xf32> to vector<2x4xf32>
  %1 = vector.transpose %0, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
  return %1 : vector<4x2xf32>
}
func.func @tb6(%w: vector<1x3x1xf32>) -> vector<4x3x2xf32> {
  %0 = vector.broadcast %w : vector<1x3x1xf32> to vector<2x3x4xf32>
  %1 = vector.transpose %0, [2, 1, 0] : vector<2x3x4xf32> to vector<4x3x2xf32>
  return %1 : vector<4x3x2xf32>
}
func.func @cm_ess(%n: index) -> (vector<2x2xi1>, vector<2x2xi1>) {
  %c3 = arith.constant 3 : index
  %m = vector.create_mask %c3, %n : vector<4x4xi1>
  %0 = vector.extract_strided_slice %m {offsets = [1, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x4xi1> to vector<2x2xi1>
  %1 = vector.extract_strided_slice %m {offsets = [2, 1], sizes = [2, 2], strides = [1, 1]} : vector<4x4xi1> to vector<2x2xi1>
  return %0, %1 : vector<2x2xi1>, vector<2x2xi1>
}
func.func @bc_ins_chain(%a: vector<2xf32>, %b: vector<2xf32>, %m: vector<2x2xf32>) -> vector<2x2xf32> {
  %3 = vector.insert %a, %m[0] : vector<2xf32> into vector<2x2xf32>
  %4 = vector.insert %b, %3[1] : vector<2xf32> into vector<2x2xf32>
  return %4 : vector<2x2xf32>
}
func.func @bcsc(%s: f32) -> vector<4xf32> {
  %0 = vector.broadcast %s : f32 to vector<1x4xf32>
  %1 = vector.shape_cast %0 : vector<1x4xf32> to vector<4xf32>
  return %1 : vector<4xf32>
}
func.func @xf_0d(%m: memref<f32>, %n: memref<4xf32>, %i: index) -> (vector<f32>) {
  %p = arith.constant 0.0 : f32
  %1 = vector.transfer_read %m[], %p : memref<f32>, vector<f32>
  return %1 : vector<f32>
}
func.func @ext0d(%v: vector<f32>) -> (f32, f32) {
  %c = arith.constant dense<3.0> : vector<f32>
  %0 = vector.extract %c[] : f32 from vector<f32>
  %1 = vector.broadcast %0 : f32 to vector<f32>
  %2 = vector.extract %1[] : f32 from vector<f32>
  return %0, %2 : f32, f32
}
func.func @big_ins(%s: i32) -> vector<300xi32> {
  %c = arith.constant dense<1> : vector<300xi32>
  %k = arith.constant 7 : i32
  %0 = vector.insert %k, %c[3] : i32 into vector<300xi32>
  %1 = vector.insert %k, %c[4] : i32 into vector<300xi32>
  %2 = arith.addi %0, %1 : vector<300xi32>
  return %2 : vector<300xi32>
}
func.func @i1vec() -> (vector<4xi1>, i1, vector<2xi1>) {
  %c = arith.constant dense<[true, false, true, true]> : vector<4xi1>
  %t = arith.constant true
  %0 = vector.insert %t, %c[1] : i1 into vector<4xi1>
  %1 = vector.extract %c[1] : i1 from vector<4xi1>
  %2 = vector.extract_strided_slice %c {offsets = [2], sizes = [2], strides = [1]} : vector<4xi1> to vector<2xi1>
  return %0, %1, %2 : vector<4xi1>, i1, vector<2xi1>
}
func.func @idx_vec(%i: index) -> (index, vector<2xindex>) {
  %c = arith.constant dense<[1, 2, 3]> : vector<3xindex>
  %0 = vector.extract %c[2] : index from vector<3xindex>
  %1 = vector.from_elements %0, %0 : vector<2xindex>
  return %0, %1 : index, vector<2xindex>
}

func.func @tb7(%w: vector<1x1xf32>) -> vector<4x1xf32> {
  %0 = vector.broadcast %w : vector<1x1xf32> to vector<1x4xf32>
  %1 = vector.transpose %0, [1, 0] : vector<1x4xf32> to vector<4x1xf32>
  return %1 : vector<4x1xf32>
}
func.func @tb8(%s: f32) -> vector<4x1xf32> {
  %0 = vector.broadcast %s : f32 to vector<1x4xf32>
  %1 = vector.transpose %0, [1, 0] : vector<1x4xf32> to vector<4x1xf32>
  return %1 : vector<4x1xf32>
}
func.func @tb9(%w: vector<4xf32>) -> vector<4x1xf32> {
  %0 = vector.broadcast %w : vector<4xf32> to vector<1x4xf32>
  %1 = vector.transpose %0, [1, 0] : vector<1x4xf32> to vector<4x1xf32>
  return %1 : vector<4x1xf32>
}
func.func @tb10(%w: vector<1x4xf32>) -> vector<4x3x1xf32> {
  %0 = vector.broadcast %w : vector<1x4xf32> to vector<3x1x4xf32>
  %1 = vector.transpose %0, [2, 0, 1] : vector<3x1x4xf32> to vector<4x3x1xf32>
  return %1 : vector<4x3x1xf32>
}
func.func @tb11(%w: vector<2x1xf32>) -> vector<3x2x5xf32> {
  %0 = vector.broadcast %w : vector<2x1xf32> to vector<5x3x2x1xf32>
  %1 = vector.shape_cast %0 : vector<5x3x2x1xf32> to vector<5x3x2xf32>
  %2 = vector.transpose %1, [1, 2, 0] : vector<5x3x2xf32> to vector<3x2x5xf32>
  return %2 : vector<3x2x5xf32>
}
func.func @cm2(%n: index) -> (vector<2x2xi1>, vector<2x2xi1>, vector<2x2xi1>) {
  %c3 = arith.constant 3 : index
  %c1 = arith.constant 1 : index
  %m = vector.create_mask %c3, %n : vector<4x4xi1>
  %0 = vector.extract_strided_slice %m {offsets = [0, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x4xi1> to vector<2x2xi1>
  %m2 = vector.create_mask %n, %c1 : vector<4x4xi1>
  %1 = vector.extract_strided_slice %m2 {offsets = [1, 2], sizes = [2, 2], strides = [1, 1]} : vector<4x4xi1> to vector<2x2xi1>
  %2 = vector.extract_strided_slice %m2 {offsets = [1], sizes = [2], strides = [1]} : vector<4x4xi1> to vector<2x4xi1>
  %3 = vector.extract_strided_slice %2 {offsets = [0, 0], sizes = [2, 2], strides = [1, 1]} : vector<2x4xi1> to vector<2x2xi1>
  return %0, %1, %3 : vector<2x2xi1>, vector<2x2xi1>, vector<2x2xi1>
}
func.func @big_iss() -> (vector<300xi32>, vector<300xi32>) {
  %c = arith.constant dense<1> : vector<300xi32>
  %k = arith.constant dense<7> : vector<2xi32>
  %0 = vector.insert_strided_slice %k, %c {offsets = [3], strides = [1]} : vector<2xi32> into vector<300xi32>
  %1 = vector.insert_strided_slice %k, %c {offsets = [4], strides = [1]} : vector<2xi32> into vector<300xi32>
  return %0, %1 : vector<300xi32>, vector<300xi32>
}

func.func @fe_a(%v: vector<2x3xf32>) -> vector<6xf32> {
  %e:6 = vector.to_elements %v : vector<2x3xf32>
  %1 = vector.from_elements %e#0, %e#1, %e#2, %e#3, %e#4, %e#5 : vector<6xf32>
  return %1 : vector<6xf32>
}
func.func @fe_b(%v: vector<2x3xf32>) -> (vector<6xf32>, f32) {
  %e:6 = vector.to_elements %v : vector<2x3xf32>
  %1 = vector.from_elements %e#0, %e#1, %e#2, %e#3, %e#4, %e#5 : vector<6xf32>
  return %1, %e#0 : vector<6xf32>, f32
}
func.func @fe_c(%v: vector<2x3xf32>) -> (vector<2x3xf32>, f32) {
  %e:6 = vector.to_elements %v : vector<2x3xf32>
  %1 = vector.from_elements %e#0, %e#1, %e#2, %e#3, %e#4, %e#5 : vector<2x3xf32>
  return %1, %e#0 : vector<2x3xf32>, f32
}
func.func @fe_d(%v: vector<2x3xf32>) -> (vector<6xf32>) {
  %a = vector.extract %v[0, 0] : f32 from vector<2x3xf32>
  %b = vector.extract %v[0, 1] : f32 from vector<2x3xf32>
  %c = vector.extract %v[0, 2] : f32 from vector<2x3xf32>
  %d = vector.extract %v[1, 0] : f32 from vector<2x3xf32>
  %e = vector.extract %v[1, 1] : f32 from vector<2x3xf32>
  %f = vector.extract %v[1, 2] : f32 from vector<2x3xf32>
  %1 = vector.from_elements %a, %b, %c, %d, %e, %f : vector<6xf32>
  return %1 : vector<6xf32>
}
func.func @fe_e(%v: vector<2x3xf32>) -> (vector<6xf32>, f32) {
  %a = vector.extract %v[0, 0] : f32 from vector<2x3xf32>
  %b = vector.extract %v[0, 1] : f32 from vector<2x3xf32>
  %c = vector.extract %v[0, 2] : f32 from vector<2x3xf32>
  %d = vector.extract %v[1, 0] : f32 from vector<2x3xf32>
  %e = vector.extract %v[1, 1] : f32 from vector<2x3xf32>
  %f = vector.extract %v[1, 2] : f32 from vector<2x3xf32>
  %1 = vector.from_elements %a, %b, %c, %d, %e, %f : vector<6xf32>
  return %1, %a : vector<6xf32>, f32
}

func.func @fe2_a(%v: vector<2x1x3xf32>) -> vector<3xf32> {
  %a = vector.extract %v[1, 0, 0] : f32 from vector<2x1x3xf32>
  %b = vector.extract %v[1, 0, 1] : f32 from vector<2x1x3xf32>
  %c = vector.extract %v[1, 0, 2] : f32 from vector<2x1x3xf32>
  %1 = vector.from_elements %a, %b, %c : vector<3xf32>
  return %1 : vector<3xf32>
}
func.func @fe2_b(%v: vector<3x1xf32>) -> vector<1xf32> {
  %a = vector.extract %v[2, 0] : f32 from vector<3x1xf32>
  %1 = vector.from_elements %a : vector<1xf32>
  return %1 : vector<1xf32>
}
func.func @fe2_c(%v: vector<4xf32>) -> vector<2xf32> {
  %a = vector.extract %v[2] : f32 from vector<4xf32>
  %b = vector.extract %v[3] : f32 from vector<4xf32>
  %1 = vector.from_elements %a, %b : vector<2xf32>
  return %1 : vector<2xf32>
}
func.func @fe2_d(%v: vector<2x2xf32>) -> vector<2xf32> {
  %a = vector.extract %v[1] : vector<2xf32> from vector<2x2xf32>
  %b = vector.extract %a[0] : f32 from vector<2xf32>
  %c = vector.extract %a[1] : f32 from vector<2xf32>
  %1 = vector.from_elements %b, %c : vector<2xf32>
  return %1 : vector<2xf32>
}
func.func @fe2_f(%v: vector<4xf32>) -> vector<4xf32> {
  %a = vector.extract %v[0] : f32 from vector<4xf32>
  %1 = vector.broadcast %a : f32 to vector<4xf32>
  return %1 : vector<4xf32>
}

func.func @h_te_const() -> (f32, f32) {
  %c = arith.constant dense<[1.0, 2.0]> : vector<2xf32>
  %0:2 = vector.to_elements %c : vector<2xf32>
  return %0#0, %0#1 : f32, f32
}
func.func @h_te_fe2(%a: f32, %b: f32) -> (f32, f32) {
  %0 = vector.from_elements %a, %b : vector<1x2xf32>
  %1:2 = vector.to_elements %0 : vector<1x2xf32>
  return %1#0, %1#1 : f32, f32
}
func.func @h_casts(%m: memref<8xf32>, %i: index, %mk: vector<4xi1>, %p: vector<4xf32>, %iv: vector<4xi32>) -> (vector<4xf32>, vector<4xf32>) {
  %c = memref.cast %m : memref<8xf32> to memref<?xf32>
  %0 = vector.gather %c[%i][%iv], %mk, %p : memref<?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %1 = vector.expandload %c[%i], %mk, %p : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.compressstore %c[%i], %mk, %p : memref<?xf32>, vector<4xi1>, vector<4xf32>
  vector.scatter %c[%i][%iv], %mk, %p : memref<?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
  %2 = vector.maskedload %c[%i], %mk, %p : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.maskedstore %c[%i], %mk, %2 : memref<?xf32>, vector<4xi1>, vector<4xf32>
  return %0, %1 : vector<4xf32>, vector<4xf32>
}
func.func @h_il(%a: vector<2xf32>, %b: vector<2xf32>) -> (vector<2xf32>, vector<2xf32>) {
  %0 = vector.interleave %a, %b : vector<2xf32> -> vector<4xf32>
  %1, %2 = vector.deinterleave %0 : vector<4xf32> -> vector<2xf32>
  return %1, %2 : vector<2xf32>, vector<2xf32>
}
func.func @h_contract(%x: vector<2x3xf32>, %y: vector<3x2xf32>, %d: vector<2x2xf32>) -> vector<2x2xf32> {
  %z = arith.constant dense<0.0> : vector<2x2xf32>
  %mm = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %x, %y, %z : vector<2x3xf32>, vector<3x2xf32> into vector<2x2xf32>
  %r = arith.addf %mm, %d : vector<2x2xf32>
  return %r : vector<2x2xf32>
}
func.func @h_fma_const() -> vector<2xf32> {
  %a = arith.constant dense<2.0> : vector<2xf32>
  %0 = vector.fma %a, %a, %a : vector<2xf32>
  return %0 : vector<2xf32>
}
func.func @h_red_const() -> f32 {
  %a = arith.constant dense<[1.0, 2.0]> : vector<2xf32>
  %0 = vector.reduction <add>, %a : vector<2xf32> into f32
  return %0 : f32
}
func.func @h_op_const() -> vector<2x2xf32> {
  %a = arith.constant dense<[1.0, 2.0]> : vector<2xf32>
  %0 = vector.outerproduct %a, %a : vector<2xf32>, vector<2xf32>
  return %0 : vector<2x2xf32>
}
func.func @h_ins0d(%v: vector<f32>, %s: f32) -> (vector<f32>, vector<1xf32>) {
  %0 = vector.insert %s, %v[] : f32 into vector<f32>
  %1 = vector.broadcast %s : f32 to vector<1xf32>
  return %0, %1 : vector<f32>, vector<1xf32>
}

func.func @i_i1(%v: vector<1xf32>, %s: f32, %w: vector<1x1xf32>) -> (vector<1xf32>, vector<1x1xf32>, vector<1x1xf32>) {
  %0 = vector.insert %s, %v[0] : f32 into vector<1xf32>
  %1 = vector.insert %s, %w[0, 0] : f32 into vector<1x1xf32>
  %c0 = arith.constant 0 : index
  %2 = vector.insert %s, %w[%c0, 0] : f32 into vector<1x1xf32>
  return %0, %1, %2 : vector<1xf32>, vector<1x1xf32>, vector<1x1xf32>
}
func.func @i_ca(%x: vector<3xi32>, %y: vector<3xi32>, %d: i32) -> (i32, i32) {
  %z = arith.constant 0 : i32
  %mm = vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = ["reduction"]} %x, %y, %z : vector<3xi32>, vector<3xi32> into i32
  %r = arith.addi %d, %mm : i32
  %mm2 = vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = ["reduction"]} %x, %y, %z : vector<3xi32>, vector<3xi32> into i32
  %r2 = arith.addi %mm2, %mm2 : i32
  return %r, %r2 : i32, i32
}

func.func @scb_ones(%arg0: vector<1x1xi8>) -> vector<1x1x6x1x4xi8> {
  %0 = vector.broadcast %arg0 : vector<1x1xi8> to vector<6x4xi8>
  %1 = vector.shape_cast %0 : vector<6x4xi8> to vector<1x1x6x1x4xi8>
  return %1 : vector<1x1x6x1x4xi8>
}
func.func @scb_both(%arg0: vector<1xf32>) -> vector<1x1xf32> {
  %0 = vector.broadcast %arg0 : vector<1xf32> to vector<1x1x1xf32>
  %1 = vector.shape_cast %0 : vector<1x1x1xf32> to vector<1x1xf32>
  return %1 : vector<1x1xf32>
}
func.func @scb_none(%arg0: vector<4xf32>) -> vector<8xf32> {
  %0 = vector.broadcast %arg0 : vector<4xf32> to vector<1x2x4xf32>
  %1 = vector.shape_cast %0 : vector<1x2x4xf32> to vector<8xf32>
  return %1 : vector<8xf32>
}

func.func @k1(%x: vector<4xi32>) -> vector<2x1x4xi32> {
  %0 = vector.shape_cast %x : vector<4xi32> to vector<1x4xi32>
  %1 = vector.broadcast %0 : vector<1x4xi32> to vector<2x1x4xi32>
  return %1 : vector<2x1x4xi32>
}
func.func @k2(%x: vector<1x4xi32>) -> vector<2x4xi32> {
  %0 = vector.shape_cast %x : vector<1x4xi32> to vector<4xi32>
  %1 = vector.broadcast %0 : vector<4xi32> to vector<2x4xi32>
  return %1 : vector<2x4xi32>
}
func.func @k3(%x: vector<4x1xi32>) -> vector<4x4xi32> {
  %0 = vector.shape_cast %x : vector<4x1xi32> to vector<4xi32>
  %1 = vector.broadcast %0 : vector<4xi32> to vector<4x4xi32>
  return %1 : vector<4x4xi32>
}
func.func @k4(%x: vector<4xi32>) -> vector<3x4x1xi32> {
  %0 = vector.shape_cast %x : vector<4xi32> to vector<4x1xi32>
  %1 = vector.broadcast %0 : vector<4x1xi32> to vector<3x4x1xi32>
  return %1 : vector<3x4x1xi32>
}
func.func @k5(%x: vector<2x2xi32>) -> vector<3x4xi32> {
  %0 = vector.shape_cast %x : vector<2x2xi32> to vector<4xi32>
  %1 = vector.broadcast %0 : vector<4xi32> to vector<3x4xi32>
  return %1 : vector<3x4xi32>
}
func.func @k6(%x: vector<1x1x4xi32>) -> vector<1x4xi32> {
  %0 = vector.shape_cast %x : vector<1x1x4xi32> to vector<4xi32>
  %1 = vector.broadcast %0 : vector<4xi32> to vector<1x4xi32>
  return %1 : vector<1x4xi32>
}
func.func @k7(%x: vector<1x4xi32>) -> vector<4x4xi32> {
  %0 = vector.shape_cast %x : vector<1x4xi32> to vector<4x1xi32>
  %1 = vector.broadcast %0 : vector<4x1xi32> to vector<4x4xi32>
  return %1 : vector<4x4xi32>
}
func.func @k8(%x: vector<1xi32>) -> vector<3x2xi32> {
  %0 = vector.shape_cast %x : vector<1xi32> to vector<1x1xi32>
  %1 = vector.broadcast %0 : vector<1x1xi32> to vector<3x2xi32>
  return %1 : vector<3x2xi32>
}

func.func @l1(%v: vector<4xi32>, %a: i32, %b: i32, %i: index) -> vector<4xi32> {
  %0 = vector.insert %a, %v[%i] : i32 into vector<4xi32>
  %1 = vector.insert %b, %0[%i] : i32 into vector<4xi32>
  return %1 : vector<4xi32>
}
func.func @l2(%v: vector<2x4xi32>, %a: vector<4xi32>, %b: i32) -> vector<2x4xi32> {
  %0 = vector.insert %a, %v[1] : vector<4xi32> into vector<2x4xi32>
  %1 = vector.insert %b, %0[1, 2] : i32 into vector<2x4xi32>
  %2 = vector.insert %a, %1[1] : vector<4xi32> into vector<2x4xi32>
  return %2 : vector<2x4xi32>
}
func.func @l3(%v: vector<2x3xi32>) -> vector<6xi32> {
  %0 = vector.transpose %v, [1, 0] : vector<2x3xi32> to vector<3x2xi32>
  %1 = vector.shape_cast %0 : vector<3x2xi32> to vector<6xi32>
  return %1 : vector<6xi32>
}

func.func @rand1217(%a0: vector<1x2x2xi32>, %s0: i32) -> (vector<2x1x2xi32>, vector<1x4xi32>, vector<1x4xi32>) {
  %v2 = vector.transpose %a0, [0, 1, 2] : vector<1x2x2xi32> to vector<1x2x2xi32>
  %v3 = vector.extract_strided_slice %a0 {offsets = [0], sizes = [1], strides = [1]} : vector<1x2x2xi32> to vector<1x2x2xi32>
  %v4 = vector.extract %a0[0, 1, 0] : i32 from vector<1x2x2xi32>
  %v6 = vector.transpose %a0, [1, 0, 2] : vector<1x2x2xi32> to vector<2x1x2xi32>
  %v7 = vector.shape_cast %v6 : vector<2x1x2xi32> to vector<4x1xi32>
  %v8 = vector.insert_strided_slice %v6, %v6 {offsets = [0, 0, 0], strides = [1, 1, 1]} : vector<2x1x2xi32> into vector<2x1x2xi32>
  %v9 = vector.transpose %v7, [1, 0] : vector<4x1xi32> to vector<1x4xi32>
  %v10 = vector.shape_cast %v2 : vector<1x2x2xi32> to vector<1x4xi32>
  return %v8, %v9, %v10 : vector<2x1x2xi32>, vector<1x4xi32>, vector<1x4xi32>
}

func.func @rand761(%a0: vector<2xi32>, %s0: i32) -> (vector<2xi32>, vector<2xi32>, vector<3xi32>) {
  %v1 = vector.shuffle %a0, %a0 [0, 2, 1] : vector<2xi32>, vector<2xi32>
  %v2 = arith.constant dense<[[8, 1], [8, 3]]> : vector<2x2xi32>
  %v3 = vector.insert %s0, %v1 [1] : i32 into vector<3xi32>
  %v4 = vector.broadcast %v2 : vector<2x2xi32> to vector<2x2x2xi32>
  %v5 = vector.insert %s0, %v3 [1] : i32 into vector<3xi32>
  %v7 = vector.insert %s0, %a0 [1] : i32 into vector<2xi32>
  %v8 = vector.shuffle %v1, %v5 [5, 5] : vector<3xi32>, vector<3xi32>
  %v9 = arith.addi %v3, %v5 : vector<3xi32>
  return %v7, %v8, %v9 : vector<2xi32>, vector<2xi32>, vector<3xi32>
}

func.func @m1(%v: vector<1x1x1xi32>, %w: vector<1x4x1xi32>, %u: vector<2x1x2xi32>) -> (vector<1x1x1xi32>, vector<1x4x1xi32>, vector<2x1x2xi32>) {
  %0 = vector.transpose %v, [1, 2, 0] : vector<1x1x1xi32> to vector<1x1x1xi32>
  %1 = vector.transpose %w, [2, 1, 0] : vector<1x4x1xi32> to vector<1x4x1xi32>
  %2 = vector.transpose %u, [2, 1, 0] : vector<2x1x2xi32> to vector<2x1x2xi32>
  return %0, %1, %2 : vector<1x1x1xi32>, vector<1x4x1xi32>, vector<2x1x2xi32>
}

func.func @rand1661(%a0: vector<2x2xi32>, %a1: vector<1x2x2xi32>, %s0: i32) -> (vector<1x1x1xi32>, vector<2x1x1x1xi32>, vector<1x1x1xi32>) {
  %v1 = vector.extract_strided_slice %a1 {offsets = [0, 0, 1], sizes = [1, 1, 1], strides = [1, 1, 1]} : vector<1x2x2xi32> to vector<1x1x1xi32>
  %v3 = vector.broadcast %v1 : vector<1x1x1xi32> to vector<2x1x1x1xi32>
  %v4 = vector.transpose %v1, [1, 2, 0] : vector<1x1x1xi32> to vector<1x1x1xi32>
  return %v1, %v3, %v4 : vector<1x1x1xi32>, vector<2x1x1x1xi32>, vector<1x1x1xi32>
}

func.func @n1(%x: vector<1x1xi32>) -> (vector<1xi32>, vector<1x1xi32>, vector<2x3xi32>, vector<4xi32>) {
  %e:1 = vector.to_elements %x : vector<1x1xi32>
  %0 = vector.broadcast %e#0 : i32 to vector<1xi32>
  %1 = vector.broadcast %e#0 : i32 to vector<1x1xi32>
  %2 = vector.broadcast %e#0 : i32 to vector<2x3xi32>
  %3 = vector.broadcast %e#0 : i32 to vector<4xi32>
  return %0, %1, %2, %3 : vector<1xi32>, vector<1x1xi32>, vector<2x3xi32>, vector<4xi32>
}
func.func @n2(%x: vector<1x1xi32>) -> (vector<1xi32>, vector<1x1xi32>, vector<2x3xi32>) {
  %e = vector.extract %x[0, 0] : i32 from vector<1x1xi32>
  %0 = vector.broadcast %e : i32 to vector<1xi32>
  %1 = vector.broadcast %e : i32 to vector<1x1xi32>
  %2 = vector.broadcast %e : i32 to vector<2x3xi32>
  return %0, %1, %2 : vector<1xi32>, vector<1x1xi32>, vector<2x3xi32>
}
func.func @n3(%x: vector<2xi32>) -> (vector<1xi32>) {
  %e:2 = vector.to_elements %x : vector<2xi32>
  %0 = vector.broadcast %e#1 : i32 to vector<1xi32>
  return %0 : vector<1xi32>
}
func.func @n4(%x: vector<1xi32>) -> (vector<1x1xi32>) {
  %e:1 = vector.to_elements %x : vector<1xi32>
  %0 = vector.from_elements %e#0 : vector<1x1xi32>
  return %0 : vector<1x1xi32>
}

func.func @o1(%x: vector<1xi32>, %y: vector<1xi32>) -> vector<1xi32> {
  %e:1 = vector.to_elements %x : vector<1xi32>
  %0 = vector.insert %e#0, %y [0] : i32 into vector<1xi32>
  return %0 : vector<1xi32>
}
func.func @o2(%x: vector<3xi32>) -> vector<3xi32> {
  %e:3 = vector.to_elements %x : vector<3xi32>
  %0 = vector.insert %e#1, %x [1] : i32 into vector<3xi32>
  return %0 : vector<3xi32>
}
func.func @o3(%x: vector<3xi32>, %y: vector<3xi32>) -> vector<3xi32> {
  %e:3 = vector.to_elements %x : vector<3xi32>
  %0 = vector.insert %e#1, %y [1] : i32 into vector<3xi32>
  return %0 : vector<3xi32>
}
func.func @o4(%x: vector<1x1xi32>, %y: vector<1x1xi32>) -> vector<1x1xi32> {
  %e:1 = vector.to_elements %x : vector<1x1xi32>
  %0 = vector.insert %e#0, %y [0, 0] : i32 into vector<1x1xi32>
  return %0 : vector<1x1xi32>
}
func.func @o5(%x: vector<1xi32>) -> vector<1xi32> {
  %e = vector.extract %x[0] : i32 from vector<1xi32>
  %0 = vector.broadcast %e : i32 to vector<1xi32>
  return %0 : vector<1xi32>
}

func.func @randq96(%a0: vector<1x1xi32>, %a1: vector<1xi32>, %s0: i32) -> (vector<1xi32>, vector<1xi32>, vector<1x1xi32>) {
  %v1 = vector.extract %a1[0] : i32 from vector<1xi32>
  %v2 = vector.insert %v1, %a1 [0] : i32 into vector<1xi32>
  %v3 = vector.transpose %a1, [0] : vector<1xi32> to vector<1xi32>
  %v4 = vector.shape_cast %a1 : vector<1xi32> to vector<1x1xi32>
  return %v2, %v3, %v4 : vector<1xi32>, vector<1xi32>, vector<1x1xi32>
}

func.func @randq255(%a0: vector<1x1xi32>, %s0: i32) -> (vector<1x1xi32>, vector<2x1x2xi32>, vector<1xi32>) {
  %v2 = vector.transpose %a0, [0, 1] : vector<1x1xi32> to vector<1x1xi32>
  %v3 = vector.from_elements %s0, %s0 : vector<1x2x1xi32>
  %v4 = vector.insert_strided_slice %v2, %v2 {offsets = [0, 0], strides = [1, 1]} : vector<1x1xi32> into vector<1x1xi32>
  %v5 = vector.extract_strided_slice %v2 {offsets = [0, 0], sizes = [1, 1], strides = [1, 1]} : vector<1x1xi32> to vector<1x1xi32>
  %v6:1 = vector.to_elements %v4 : vector<1x1xi32>
  %v7 = vector.insert %v6#0, %v2 [0, 0] : i32 into vector<1x1xi32>
  %v8 = vector.from_elements %s0, %v6#0, %s0, %v6#0 : vector<2x1x2xi32>
  %v9 = vector.shape_cast %v7 : vector<1x1xi32> to vector<1xi32>
  return %v7, %v8, %v9 : vector<1x1xi32>, vector<2x1x2xi32>, vector<1xi32>
}

// CHECK: #map = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-NEXT: #map3 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-NEXT: #map4 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-NEXT: #map5 = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map6 = affine_map<(d0) -> ()>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @ext_chain(%arg0: vector<2x3x4xf32>) -> f32 {
// CHECK-NEXT: %0 = vector.extract %arg0[1, 2, 3] : f32 from vector<2x3x4xf32>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ext_ins(%arg0: vector<2x3xf32>, %arg1: vector<3xf32>) -> (vector<3xf32>, vector<3xf32>, f32) {
// CHECK-NEXT: %0 = vector.extract %arg0[0] : vector<3xf32> from vector<2x3xf32>
// CHECK-NEXT: %1 = vector.extract %arg1[2] : f32 from vector<3xf32>
// CHECK-NEXT: return %arg1, %0, %1 : vector<3xf32>, vector<3xf32>, f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ext_tr(%arg0: vector<2x3xf32>) -> f32 {
// CHECK-NEXT: %0 = vector.extract %arg0[1, 2] : f32 from vector<2x3xf32>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ext_bc(%arg0: f32, %arg1: vector<4xf32>, %arg2: vector<1x4xf32>) -> (f32, vector<4xf32>, f32, vector<4xf32>, f32) {
// CHECK-NEXT: %0 = vector.extract %arg1[3] : f32 from vector<4xf32>
// CHECK-NEXT: %1 = vector.extract %arg2[0] : vector<4xf32> from vector<1x4xf32>
// CHECK-NEXT: %2 = vector.extract %arg2[0, 3] : f32 from vector<1x4xf32>
// CHECK-NEXT: return %arg0, %arg1, %0, %1, %2 : f32, vector<4xf32>, f32, vector<4xf32>, f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ext_bc_pat(%arg0: vector<4xf32>, %arg1: f32) -> (vector<2x4xf32>, vector<4xf32>) {
// CHECK-NEXT: %0 = vector.broadcast %arg0 : vector<4xf32> to vector<2x4xf32>
// CHECK-NEXT: %1 = vector.broadcast %arg1 : f32 to vector<4xf32>
// CHECK-NEXT: return %0, %1 : vector<2x4xf32>, vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ext_sc(%arg0: vector<2x4xf32>) -> (f32, vector<4xf32>) {
// CHECK-NEXT: %0 = vector.extract %arg0[1, 1] : f32 from vector<2x4xf32>
// CHECK-NEXT: %1 = vector.extract %arg0[1] : vector<4xf32> from vector<2x4xf32>
// CHECK-NEXT: return %0, %1 : f32, vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ext_sc_pat(%arg0: vector<8xf32>) -> vector<8xf32> {
// CHECK-NEXT: return %arg0 : vector<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ext_fe(%arg0: f32, %arg1: f32, %arg2: f32, %arg3: f32) -> (f32, vector<2xf32>) {
// CHECK-NEXT: %0 = vector.from_elements %arg2, %arg3 : vector<2xf32>
// CHECK-NEXT: return %arg2, %0 : f32, vector<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ext_dyn(%arg0: vector<4x3xf32>) -> (f32, f32) {
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: %0 = vector.extract %arg0[1, 2] : f32 from vector<4x3xf32>
// CHECK-NEXT: %1 = vector.extract %arg0[%c7, 2] : f32 from vector<4x3xf32>
// CHECK-NEXT: return %0, %1 : f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ext_shuffle(%arg0: vector<4xf32>, %arg1: vector<4xf32>) -> (f32, f32) {
// CHECK-NEXT: %0 = vector.extract %arg1[1] : f32 from vector<4xf32>
// CHECK-NEXT: %1 = vector.extract %arg0[2] : f32 from vector<4xf32>
// CHECK-NEXT: return %0, %1 : f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ext_splat(%arg0: index) -> (f32, vector<3xf32>) {
// CHECK-NEXT: %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant dense<2.000000e+00> : vector<3xf32>
// CHECK-NEXT: return %cst, %cst_0 : f32, vector<3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ins_dyn(%arg0: vector<4xf32>, %arg1: f32) -> vector<4xf32> {
// CHECK-NEXT: %0 = vector.insert %arg1, %arg0 [1] : f32 into vector<4xf32>
// CHECK-NEXT: return %0 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ins_bc(%arg0: vector<4xf32>, %arg1: vector<1x4xf32>) -> vector<1x4xf32> {
// CHECK-NEXT: %0 = vector.broadcast %arg0 : vector<4xf32> to vector<1x4xf32>
// CHECK-NEXT: return %0 : vector<1x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ins_const2() -> vector<2x2xi32> {
// CHECK-NEXT: %cst = arith.constant dense<{{\[\[}}0, 0], [5, 6]]> : vector<2x2xi32>
// CHECK-NEXT: return %cst : vector<2x2xi32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @bcast(%arg0: f32, %arg1: vector<4xf32>) -> (vector<4xf32>, vector<2x4xf32>, vector<4xi32>, vector<2x4xf32>) {
// CHECK-NEXT: %cst = arith.constant dense<1.500000e+00> : vector<2x4xf32>
// CHECK-NEXT: %cst_0 = arith.constant dense<3> : vector<4xi32>
// CHECK-NEXT: %0 = vector.broadcast %arg0 : f32 to vector<2x4xf32>
// CHECK-NEXT: return %arg1, %0, %cst_0, %cst : vector<4xf32>, vector<2x4xf32>, vector<4xi32>, vector<2x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @sc(%arg0: vector<2x4xf32>, %arg1: f32, %arg2: vector<4xf32>) -> (vector<2x4xf32>, vector<8xf32>, vector<1x4xf32>, vector<2x2x2xf32>, vector<2x4xf32>) {
// CHECK-NEXT: %0 = vector.shape_cast %arg0 : vector<2x4xf32> to vector<8xf32>
// CHECK-NEXT: %1 = vector.broadcast %arg2 : vector<4xf32> to vector<1x4xf32>
// CHECK-NEXT: %2 = vector.broadcast %arg1 : f32 to vector<2x2x2xf32>
// CHECK-NEXT: %3 = vector.broadcast %arg2 : vector<4xf32> to vector<2x4xf32>
// CHECK-NEXT: return %arg0, %0, %1, %2, %3 : vector<2x4xf32>, vector<8xf32>, vector<1x4xf32>, vector<2x2x2xf32>, vector<2x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @tp(%arg0: vector<2x3xf32>, %arg1: f32) -> (vector<2x3xf32>, vector<2x3xf32>, vector<3x2xf32>, vector<3x2xi1>, vector<3x2xf32>) {
// CHECK-NEXT: %cst = arith.constant dense<4.000000e+00> : vector<3x2xf32>
// CHECK-NEXT: %0 = vector.broadcast %arg1 : f32 to vector<3x2xf32>
// CHECK-NEXT: %1 = vector.constant_mask [2, 1] : vector<3x2xi1>
// CHECK-NEXT: return %arg0, %arg0, %0, %1, %cst : vector<2x3xf32>, vector<2x3xf32>, vector<3x2xf32>, vector<3x2xi1>, vector<3x2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @bitc() -> (vector<4xf32>, vector<2xi64>, vector<8xi8>) {
// CHECK-NEXT: %cst = arith.constant dense<0.00782680511> : vector<4xf32>
// CHECK-NEXT: %cst_0 = arith.constant dense<-8589934595> : vector<2xi64>
// CHECK-NEXT: %cst_1 = arith.constant dense<85> : vector<8xi8>
// CHECK-NEXT: return %cst, %cst_0, %cst_1 : vector<4xf32>, vector<2xi64>, vector<8xi8>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @masks(%arg0: index) -> (vector<4x3xi1>, vector<4x3xi1>, vector<4x3xi1>, vector<3xi1>, vector<3xi1>, vector<4xi1>) {
// CHECK-NEXT: %cst = arith.constant dense<false> : vector<3xi1>
// CHECK-NEXT: %cst_0 = arith.constant dense<false> : vector<4x3xi1>
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %0 = vector.constant_mask [2, 3] : vector<4x3xi1>
// CHECK-NEXT: %1 = vector.create_mask %c2, %arg0 : vector<4x3xi1>
// CHECK-NEXT: %2 = vector.create_mask %arg0 : vector<3xi1>
// CHECK-NEXT: %3 = vector.constant_mask [2] : vector<4xi1>
// CHECK-NEXT: return %0, %cst_0, %1, %2, %cst, %3 : vector<4x3xi1>, vector<4x3xi1>, vector<4x3xi1>, vector<3xi1>, vector<3xi1>, vector<4xi1>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @red(%arg0: vector<1xi32>, %arg1: i32, %arg2: vector<1xf32>, %arg3: f32) -> (i32, i32, f32, f32) {
// CHECK-NEXT: %0 = vector.extract %arg0[0] : i32 from vector<1xi32>
// CHECK-NEXT: %1 = arith.maxsi %0, %arg1 : i32
// CHECK-NEXT: %2 = vector.extract %arg0[0] : i32 from vector<1xi32>
// CHECK-NEXT: %3 = vector.extract %arg2[0] : f32 from vector<1xf32>
// CHECK-NEXT: %4 = arith.mulf %3, %arg3 fastmath<fast> : f32
// CHECK-NEXT: %5 = vector.extract %arg2[0] : f32 from vector<1xf32>
// CHECK-NEXT: %6 = arith.minimumf %5, %arg3 : f32
// CHECK-NEXT: return %1, %2, %4, %6 : i32, i32, f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ess(%arg0: vector<4x3xf32>, %arg1: vector<4xf32>) -> (vector<4x3xf32>, vector<2xf32>, vector<2x2xi32>, vector<4xf32>) {
// CHECK-NEXT: %cst = arith.constant dense<[2.000000e+00, 3.000000e+00]> : vector<2xf32>
// CHECK-NEXT: %cst_0 = arith.constant dense<{{\[\[}}5, 6], [8, 9]]> : vector<2x2xi32>
// CHECK-NEXT: return %arg0, %cst, %cst_0, %arg1 : vector<4x3xf32>, vector<2xf32>, vector<2x2xi32>, vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @shuf(%arg0: vector<4xf32>, %arg1: vector<2xf32>) -> (vector<4xf32>, vector<2xf32>, vector<3xi32>) {
// CHECK-NEXT: %cst = arith.constant dense<[4, 1, 3]> : vector<3xi32>
// CHECK-NEXT: return %arg0, %arg1, %cst : vector<4xf32>, vector<2xf32>, vector<3xi32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @mred(%arg0: vector<4xf32>, %arg1: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT: return %arg0 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @xfer(%arg0: memref<4x8xf32>, %arg1: index, %arg2: vector<4xf32>) -> (vector<4xf32>, vector<4xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c6 = arith.constant 6 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%c0, %c0], %cst {in_bounds = [true]} : memref<4x8xf32>, vector<4xf32>
// CHECK-NEXT: %1 = vector.transfer_read %arg0[%c0, %c6], %cst : memref<4x8xf32>, vector<4xf32>
// CHECK-NEXT: vector.transfer_write %arg2, %arg0[%arg1, %c0] {in_bounds = [true]} : vector<4xf32>, memref<4x8xf32>
// CHECK-NEXT: vector.transfer_write %arg2, %arg0[%arg1, %c6] : vector<4xf32>, memref<4x8xf32>
// CHECK-NEXT: return %0, %1 : vector<4xf32>, vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @xfer_cast(%arg0: memref<8xf32>, %arg1: index) -> vector<4xf32> {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%arg1], %cst : memref<8xf32>, vector<4xf32>
// CHECK-NEXT: %1 = vector.load %arg0[%arg1] : memref<8xf32>, vector<4xf32>
// CHECK-NEXT: vector.store %1, %arg0[%arg1] : memref<8xf32>, vector<4xf32>
// CHECK-NEXT: return %0 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @masked(%arg0: memref<8xf32>, %arg1: index, %arg2: vector<4xf32>) -> (vector<4xf32>, vector<4xf32>) {
// CHECK-NEXT: %0 = vector.load %arg0[%arg1] : memref<8xf32>, vector<4xf32>
// CHECK-NEXT: vector.store %arg2, %arg0[%arg1] : memref<8xf32>, vector<4xf32>
// CHECK-NEXT: vector.store %arg2, %arg0[%arg1] : memref<8xf32>, vector<4xf32>
// CHECK-NEXT: %1 = vector.load %arg0[%arg1] : memref<8xf32>, vector<4xf32>
// CHECK-NEXT: vector.store %1, %arg0[%arg1] : memref<8xf32>, vector<4xf32>
// CHECK-NEXT: return %0, %arg2 : vector<4xf32>, vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @elementwise() -> vector<4xi32> {
// CHECK-NEXT: %cst = arith.constant dense<[5, 4, 5, 6]> : vector<4xi32>
// CHECK-NEXT: return %cst : vector<4xi32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ess_ins(%arg0: vector<4x4xf32>, %arg1: vector<8x16xf32>, %arg2: vector<6x4xf32>) -> (vector<4x4xf32>, vector<4x4xf32>, vector<6x4xf32>) {
// CHECK-NEXT: %0 = vector.insert_strided_slice %arg0, %arg1 {offsets = [2, 2], strides = [1, 1]} : vector<4x4xf32> into vector<8x16xf32>
// CHECK-NEXT: %1 = vector.extract_strided_slice %arg2 {offsets = [0, 0], sizes = [4, 4], strides = [1, 1]} : vector<6x4xf32> to vector<4x4xf32>
// CHECK-NEXT: %2 = vector.extract_strided_slice %0 {offsets = [2, 2], sizes = [6, 4], strides = [1, 1]} : vector<8x16xf32> to vector<6x4xf32>
// CHECK-NEXT: return %arg0, %1, %2 : vector<4x4xf32>, vector<4x4xf32>, vector<6x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ess_mask() -> (vector<2x2xi1>, vector<2x1xi1>) {
// CHECK-NEXT: %cst = arith.constant dense<false> : vector<2x1xi1>
// CHECK-NEXT: %0 = vector.constant_mask [1, 2] : vector<2x2xi1>
// CHECK-NEXT: return %0, %cst : vector<2x2xi1>, vector<2x1xi1>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ess_bcast(%arg0: f32, %arg1: vector<4xf32>, %arg2: vector<1x4xf32>) -> (vector<2x2xf32>, vector<2x4xf32>, vector<2x2xf32>) {
// CHECK-NEXT: %0 = vector.broadcast %arg0 : f32 to vector<2x2xf32>
// CHECK-NEXT: %1 = vector.broadcast %arg1 : vector<4xf32> to vector<2x4xf32>
// CHECK-NEXT: %2 = vector.extract_strided_slice %arg1 {offsets = [1], sizes = [2], strides = [1]} : vector<4xf32> to vector<2xf32>
// CHECK-NEXT: %3 = vector.broadcast %2 : vector<2xf32> to vector<2x2xf32>
// CHECK-NEXT: return %0, %1, %3 : vector<2x2xf32>, vector<2x4xf32>, vector<2x2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ess_contig(%arg0: vector<8x1x2x8xi8>) -> vector<1x1x1x8xi8> {
// CHECK-NEXT: %0 = vector.extract %arg0[3, 0, 1] : vector<8xi8> from vector<8x1x2x8xi8>
// CHECK-NEXT: %1 = vector.shape_cast %0 : vector<8xi8> to vector<1x1x1x8xi8>
// CHECK-NEXT: return %1 : vector<1x1x1x8xi8>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ext_of_ess(%arg0: vector<4x8xf32>) -> (vector<8xf32>, f32) {
// CHECK-NEXT: %0 = vector.extract %arg0[2] : vector<8xf32> from vector<4x8xf32>
// CHECK-NEXT: %1 = vector.extract %arg0[2, 5] : f32 from vector<4x8xf32>
// CHECK-NEXT: return %0, %1 : vector<8xf32>, f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ext_of_iss(%arg0: vector<2x4xf32>, %arg1: vector<4x8xf32>) -> (vector<4xf32>, f32, vector<8xf32>) {
// CHECK-NEXT: %0 = vector.insert_strided_slice %arg0, %arg1 {offsets = [1, 4], strides = [1, 1]} : vector<2x4xf32> into vector<4x8xf32>
// CHECK-NEXT: %1 = vector.extract %arg0[1, 1] : f32 from vector<2x4xf32>
// CHECK-NEXT: %2 = vector.extract %0[1] : vector<8xf32> from vector<4x8xf32>
// CHECK-NEXT: %3 = vector.extract %arg0[0] : vector<4xf32> from vector<2x4xf32>
// CHECK-NEXT: return %3, %1, %2 : vector<4xf32>, f32, vector<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @iss_const() -> vector<4x4xi32> {
// CHECK-NEXT: %cst = arith.constant dense<{{\[\[}}0, 0, 0, 0], [0, 0, 1, 2], [0, 0, 3, 4], [0, 0, 0, 0]]> : vector<4x4xi32>
// CHECK-NEXT: return %cst : vector<4x4xi32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @te_bcast(%arg0: f32, %arg1: vector<2xf32>) -> (f32, f32, f32, f32) {
// CHECK-NEXT: %0:2 = vector.to_elements %arg1 : vector<2xf32>
// CHECK-NEXT: return %arg0, %arg0, %0#1, %0#0 : f32, f32, f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @fe_sc(%arg0: vector<2x2xf32>) -> vector<4xf32> {
// CHECK-NEXT: %0:4 = vector.to_elements %arg0 : vector<2x2xf32>
// CHECK-NEXT: %1 = vector.from_elements %0#0, %0#1, %0#2, %0#3 : vector<4xf32>
// CHECK-NEXT: return %1 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @fe_ext(%arg0: vector<2x2xf32>) -> (vector<4xf32>, vector<2xf32>) {
// CHECK-NEXT: %0 = vector.shape_cast %arg0 : vector<2x2xf32> to vector<4xf32>
// CHECK-NEXT: %1 = vector.extract %arg0[1] : vector<2xf32> from vector<2x2xf32>
// CHECK-NEXT: return %0, %1 : vector<4xf32>, vector<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @tp_sc(%arg0: vector<4xf32>) -> (vector<1x4xf32>, vector<4x1xf32>) {
// CHECK-NEXT: %0 = vector.shape_cast %arg0 : vector<4xf32> to vector<1x4xf32>
// CHECK-NEXT: %1 = vector.shape_cast %arg0 : vector<4xf32> to vector<4x1xf32>
// CHECK-NEXT: return %0, %1 : vector<1x4xf32>, vector<4x1xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @tp_fe(%arg0: f32, %arg1: f32, %arg2: f32, %arg3: f32) -> vector<2x2xf32> {
// CHECK-NEXT: %0 = vector.from_elements %arg0, %arg2, %arg1, %arg3 : vector<2x2xf32>
// CHECK-NEXT: return %0 : vector<2x2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @tp_bc(%arg0: vector<4xf32>, %arg1: vector<2x1xf32>) -> (vector<4x3xf32>, vector<1x2xf32>) {
// CHECK-NEXT: %0 = vector.broadcast %arg0 : vector<4xf32> to vector<3x4xf32>
// CHECK-NEXT: %1 = vector.transpose %0, [1, 0] : vector<3x4xf32> to vector<4x3xf32>
// CHECK-NEXT: %2 = vector.transpose %arg1, [1, 0] : vector<2x1xf32> to vector<1x2xf32>
// CHECK-NEXT: return %1, %2 : vector<4x3xf32>, vector<1x2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ins_chain(%arg0: f32, %arg1: f32, %arg2: vector<2xf32>) -> vector<2xf32> {
// CHECK-NEXT: %0 = vector.from_elements %arg0, %arg1 : vector<2xf32>
// CHECK-NEXT: return %0 : vector<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @shuf_il(%arg0: vector<2xf32>, %arg1: vector<2xf32>) -> vector<4xf32> {
// CHECK-NEXT: %0 = vector.interleave %arg0, %arg1 : vector<2xf32> -> vector<4xf32>
// CHECK-NEXT: return %0 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @shuf_0d(%arg0: vector<f32>, %arg1: vector<f32>) -> vector<1xf32> {
// CHECK-NEXT: %0 = vector.broadcast %arg1 : vector<f32> to vector<1xf32>
// CHECK-NEXT: return %0 : vector<1xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @mred_unit(%arg0: vector<1x4xf32>, %arg1: vector<4xf32>, %arg2: vector<1xf32>, %arg3: f32) -> (vector<4xf32>, f32) {
// CHECK-NEXT: %0 = vector.shape_cast %arg0 : vector<1x4xf32> to vector<4xf32>
// CHECK-NEXT: %1 = arith.addf %arg1, %0 : vector<4xf32>
// CHECK-NEXT: %2 = vector.extract %arg2[0] : f32 from vector<1xf32>
// CHECK-NEXT: %3 = arith.maxnumf %arg3, %2 : f32
// CHECK-NEXT: return %1, %3 : vector<4xf32>, f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @sc_mask(%arg0: index) -> (vector<4xi1>, vector<4xi1>) {
// CHECK-NEXT: %0 = vector.create_mask %arg0 : vector<4xi1>
// CHECK-NEXT: %1 = vector.constant_mask [3] : vector<4xi1>
// CHECK-NEXT: return %0, %1 : vector<4xi1>, vector<4xi1>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @step_cmp() -> (vector<4xi1>, vector<4xi1>) {
// CHECK-NEXT: %cst = arith.constant dense<true> : vector<4xi1>
// CHECK-NEXT: %cst_0 = arith.constant dense<2> : vector<4xindex>
// CHECK-NEXT: %0 = vector.step : vector<4xindex>
// CHECK-NEXT: %1 = arith.cmpi uge, %0, %cst_0 : vector<4xindex>
// CHECK-NEXT: return %cst, %1 : vector<4xi1>, vector<4xi1>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @gather(%arg0: memref<8xf32>, %arg1: index, %arg2: vector<4xf32>, %arg3: vector<4xi1>) -> (vector<4xf32>, vector<4xf32>) {
// CHECK-NEXT: %0 = vector.maskedload %arg0[%arg1], %arg3, %arg2 : memref<8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
// CHECK-NEXT: vector.maskedstore %arg0[%arg1], %arg3, %arg2 : memref<8xf32>, vector<4xi1>, vector<4xf32>
// CHECK-NEXT: return %arg2, %0 : vector<4xf32>, vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ins_splat(%arg0: f32) -> vector<2x4xf32> {
// CHECK-NEXT: %0 = vector.broadcast %arg0 : f32 to vector<2x4xf32>
// CHECK-NEXT: return %0 : vector<2x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @xfer2(%arg0: memref<?x8xf32>, %arg1: memref<4x8xf32>) -> (vector<4x8xf32>, vector<8xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%c0, %c0], %cst {in_bounds = [false, true]} : memref<?x8xf32>, vector<4x8xf32>
// CHECK-NEXT: vector.transfer_write %0, %arg0[%c0, %c0] {in_bounds = [false, true]} : vector<4x8xf32>, memref<?x8xf32>
// CHECK-NEXT: %1 = vector.transfer_read %arg1[%c0, %c0], %cst {in_bounds = [true, false], permutation_map = #map} : memref<4x8xf32>, vector<4x8xf32>
// CHECK-NEXT: %2 = vector.transfer_read %arg1[%c0, %c0], %cst {permutation_map = #map1} : memref<4x8xf32>, vector<8xf32>
// CHECK-NEXT: return %1, %2 : vector<4x8xf32>, vector<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @fe_sc2(%arg0: vector<2x3xf32>) -> (vector<3xf32>, vector<6xf32>, vector<2xf32>, vector<3xf32>) {
// CHECK-NEXT: %0:6 = vector.to_elements %arg0 : vector<2x3xf32>
// CHECK-NEXT: %1 = vector.from_elements %0#3, %0#4, %0#5 : vector<3xf32>
// CHECK-NEXT: %2 = vector.from_elements %0#0, %0#1, %0#2, %0#3, %0#4, %0#5 : vector<6xf32>
// CHECK-NEXT: %3 = vector.from_elements %0#1, %0#2 : vector<2xf32>
// CHECK-NEXT: %4 = vector.from_elements %0#0, %0#2, %0#1 : vector<3xf32>
// CHECK-NEXT: return %1, %2, %3, %4 : vector<3xf32>, vector<6xf32>, vector<2xf32>, vector<3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @fe_ext2(%arg0: vector<2x3xf32>) -> (vector<3xf32>, vector<1x3xf32>, vector<2xf32>) {
// CHECK-NEXT: %0 = vector.extract %arg0[1, 1] : f32 from vector<2x3xf32>
// CHECK-NEXT: %1 = vector.extract %arg0[1, 2] : f32 from vector<2x3xf32>
// CHECK-NEXT: %2 = vector.extract %arg0[1] : vector<3xf32> from vector<2x3xf32>
// CHECK-NEXT: %3 = vector.extract %arg0[1] : vector<3xf32> from vector<2x3xf32>
// CHECK-NEXT: %4 = vector.shape_cast %3 : vector<3xf32> to vector<1x3xf32>
// CHECK-NEXT: %5 = vector.from_elements %0, %1 : vector<2xf32>
// CHECK-NEXT: return %2, %4, %5 : vector<3xf32>, vector<1x3xf32>, vector<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ess_bc1(%arg0: vector<1x4xf32>) -> vector<2x2xf32> {
// CHECK-NEXT: %0 = vector.extract_strided_slice %arg0 {offsets = [0, 1], sizes = [1, 2], strides = [1, 1]} : vector<1x4xf32> to vector<1x2xf32>
// CHECK-NEXT: %1 = vector.broadcast %0 : vector<1x2xf32> to vector<2x2xf32>
// CHECK-NEXT: return %1 : vector<2x2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @tp_bc2(%arg0: vector<4x1xf32>, %arg1: vector<1xf32>) -> (vector<1x4x3xf32>, vector<3x2xf32>) {
// CHECK-NEXT: %0 = vector.broadcast %arg0 : vector<4x1xf32> to vector<3x4x1xf32>
// CHECK-NEXT: %1 = vector.transpose %0, [2, 1, 0] : vector<3x4x1xf32> to vector<1x4x3xf32>
// CHECK-NEXT: %2 = vector.broadcast %arg1 : vector<1xf32> to vector<3x2xf32>
// CHECK-NEXT: return %1, %2 : vector<1x4x3xf32>, vector<3x2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ins_chain2(%arg0: f32, %arg1: f32, %arg2: f32, %arg3: vector<3xf32>, %arg4: vector<2xf32>, %arg5: vector<2x2xf32>) -> (vector<3xf32>, vector<2x2xf32>) {
// CHECK-NEXT: %0 = vector.from_elements %arg1, %arg2, %arg0 : vector<3xf32>
// CHECK-NEXT: %1:2 = vector.to_elements %arg4 : vector<2xf32>
// CHECK-NEXT: %2:2 = vector.to_elements %arg4 : vector<2xf32>
// CHECK-NEXT: %3 = vector.from_elements %1#0, %1#1, %2#0, %2#1 : vector<2x2xf32>
// CHECK-NEXT: return %0, %3 : vector<3xf32>, vector<2x2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @shuf_splat(%arg0: f32) -> vector<4xf32> {
// CHECK-NEXT: %0 = vector.broadcast %arg0 : f32 to vector<4xf32>
// CHECK-NEXT: return %0 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @iss_splat(%arg0: f32, %arg1: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT: %0 = vector.broadcast %arg0 : f32 to vector<4xf32>
// CHECK-NEXT: return %0 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @te_fe_mix(%arg0: f32, %arg1: f32) -> f32 {
// CHECK-NEXT: %0 = vector.from_elements %arg0, %arg1 : vector<2xf32>
// CHECK-NEXT: %1 = vector.shape_cast %0 : vector<2xf32> to vector<1x2xf32>
// CHECK-NEXT: %2:2 = vector.to_elements %1 : vector<1x2xf32>
// CHECK-NEXT: return %2#1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @step_cmp2() -> (vector<4xi1>, vector<4xi1>, vector<4xi1>) {
// CHECK-NEXT: %cst = arith.constant dense<true> : vector<4xi1>
// CHECK-NEXT: %cst_0 = arith.constant dense<false> : vector<4xi1>
// CHECK-NEXT: return %cst, %cst_0, %cst : vector<4xi1>, vector<4xi1>, vector<4xi1>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @red0(%arg0: vector<f32>, %arg1: f32) -> f32 {
// CHECK-NEXT: %0 = vector.extract %arg0[] : f32 from vector<f32>
// CHECK-NEXT: %1 = arith.addf %0, %arg1 : f32
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @tb1(%arg0: vector<4xf32>) -> vector<3x2x4xf32> {
// CHECK-NEXT: %0 = vector.broadcast %arg0 : vector<4xf32> to vector<3x2x4xf32>
// CHECK-NEXT: return %0 : vector<3x2x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @tb2(%arg0: vector<1x4xf32>) -> vector<3x2x4xf32> {
// CHECK-NEXT: %0 = vector.broadcast %arg0 : vector<1x4xf32> to vector<3x2x4xf32>
// CHECK-NEXT: return %0 : vector<3x2x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @tb3(%arg0: vector<3x1xf32>) -> vector<2x4x3xf32> {
// CHECK-NEXT: %0 = vector.broadcast %arg0 : vector<3x1xf32> to vector<2x3x4xf32>
// CHECK-NEXT: %1 = vector.transpose %0, [0, 2, 1] : vector<2x3x4xf32> to vector<2x4x3xf32>
// CHECK-NEXT: return %1 : vector<2x4x3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @tb4(%arg0: vector<2x1xf32>) -> vector<4x2xf32> {
// CHECK-NEXT: %0 = vector.broadcast %arg0 : vector<2x1xf32> to vector<2x4xf32>
// CHECK-NEXT: %1 = vector.transpose %0, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
// CHECK-NEXT: return %1 : vector<4x2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @tb5(%arg0: vector<1x1xf32>) -> vector<4x2xf32> {
// CHECK-NEXT: %0 = vector.broadcast %arg0 : vector<1x1xf32> to vector<4x2xf32>
// CHECK-NEXT: return %0 : vector<4x2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @tb6(%arg0: vector<1x3x1xf32>) -> vector<4x3x2xf32> {
// CHECK-NEXT: %0 = vector.broadcast %arg0 : vector<1x3x1xf32> to vector<2x3x4xf32>
// CHECK-NEXT: %1 = vector.transpose %0, [2, 1, 0] : vector<2x3x4xf32> to vector<4x3x2xf32>
// CHECK-NEXT: return %1 : vector<4x3x2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @cm_ess(%arg0: index) -> (vector<2x2xi1>, vector<2x2xi1>) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %0 = vector.create_mask %c2, %arg0 : vector<2x2xi1>
// CHECK-NEXT: %1 = arith.subi %arg0, %c1 : index
// CHECK-NEXT: %2 = vector.create_mask %c1, %1 : vector<2x2xi1>
// CHECK-NEXT: return %0, %2 : vector<2x2xi1>, vector<2x2xi1>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @bc_ins_chain(%arg0: vector<2xf32>, %arg1: vector<2xf32>, %arg2: vector<2x2xf32>) -> vector<2x2xf32> {
// CHECK-NEXT: %0:2 = vector.to_elements %arg0 : vector<2xf32>
// CHECK-NEXT: %1:2 = vector.to_elements %arg1 : vector<2xf32>
// CHECK-NEXT: %2 = vector.from_elements %0#0, %0#1, %1#0, %1#1 : vector<2x2xf32>
// CHECK-NEXT: return %2 : vector<2x2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @bcsc(%arg0: f32) -> vector<4xf32> {
// CHECK-NEXT: %0 = vector.broadcast %arg0 : f32 to vector<4xf32>
// CHECK-NEXT: return %0 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @xf_0d(%arg0: memref<f32>, %arg1: memref<4xf32>, %arg2: index) -> vector<f32> {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = vector.transfer_read %arg0[], %cst : memref<f32>, vector<f32>
// CHECK-NEXT: return %0 : vector<f32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ext0d(%arg0: vector<f32>) -> (f32, f32) {
// CHECK-NEXT: %cst = arith.constant 3.000000e+00 : f32
// CHECK-NEXT: return %cst, %cst : f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @big_ins(%arg0: i32) -> vector<300xi32> {
// CHECK-NEXT: %cst = arith.constant dense<"0x020000000200000002000000080000000800000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000020000000200000002000000"> : vector<300xi32>
// CHECK-NEXT: return %cst : vector<300xi32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @i1vec() -> (vector<4xi1>, i1, vector<2xi1>) {
// CHECK-NEXT: %cst = arith.constant dense<true> : vector<4xi1>
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %cst_0 = arith.constant dense<true> : vector<2xi1>
// CHECK-NEXT: return %cst, %false, %cst_0 : vector<4xi1>, i1, vector<2xi1>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @idx_vec(%arg0: index) -> (index, vector<2xindex>) {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %cst = arith.constant dense<3> : vector<2xindex>
// CHECK-NEXT: return %c3, %cst : index, vector<2xindex>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @tb7(%arg0: vector<1x1xf32>) -> vector<4x1xf32> {
// CHECK-NEXT: %0 = vector.broadcast %arg0 : vector<1x1xf32> to vector<4x1xf32>
// CHECK-NEXT: return %0 : vector<4x1xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @tb8(%arg0: f32) -> vector<4x1xf32> {
// CHECK-NEXT: %0 = vector.broadcast %arg0 : f32 to vector<4x1xf32>
// CHECK-NEXT: return %0 : vector<4x1xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @tb9(%arg0: vector<4xf32>) -> vector<4x1xf32> {
// CHECK-NEXT: %0 = vector.broadcast %arg0 : vector<4xf32> to vector<1x4xf32>
// CHECK-NEXT: %1 = vector.transpose %0, [1, 0] : vector<1x4xf32> to vector<4x1xf32>
// CHECK-NEXT: return %1 : vector<4x1xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @tb10(%arg0: vector<1x4xf32>) -> vector<4x3x1xf32> {
// CHECK-NEXT: %0 = vector.broadcast %arg0 : vector<1x4xf32> to vector<3x1x4xf32>
// CHECK-NEXT: %1 = vector.transpose %0, [2, 0, 1] : vector<3x1x4xf32> to vector<4x3x1xf32>
// CHECK-NEXT: return %1 : vector<4x3x1xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @tb11(%arg0: vector<2x1xf32>) -> vector<3x2x5xf32> {
// CHECK-NEXT: %0 = vector.broadcast %arg0 : vector<2x1xf32> to vector<5x3x2x1xf32>
// CHECK-NEXT: %1 = vector.shape_cast %0 : vector<5x3x2x1xf32> to vector<5x3x2xf32>
// CHECK-NEXT: %2 = vector.transpose %1, [1, 2, 0] : vector<5x3x2xf32> to vector<3x2x5xf32>
// CHECK-NEXT: return %2 : vector<3x2x5xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @cm2(%arg0: index) -> (vector<2x2xi1>, vector<2x2xi1>, vector<2x2xi1>) {
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = vector.create_mask %c3, %arg0 : vector<2x2xi1>
// CHECK-NEXT: %1 = arith.subi %arg0, %c1 : index
// CHECK-NEXT: %2 = vector.create_mask %1, %c-1 : vector<2x2xi1>
// CHECK-NEXT: %3 = arith.subi %arg0, %c1 : index
// CHECK-NEXT: %4 = vector.create_mask %3, %c1 : vector<2x2xi1>
// CHECK-NEXT: return %0, %2, %4 : vector<2x2xi1>, vector<2x2xi1>, vector<2x2xi1>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @big_iss() -> (vector<300xi32>, vector<300xi32>) {
// CHECK-NEXT: %cst = arith.constant dense<1> : vector<300xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<7> : vector<2xi32>
// CHECK-NEXT: %0 = vector.insert_strided_slice %cst_0, %cst {offsets = [3], strides = [1]} : vector<2xi32> into vector<300xi32>
// CHECK-NEXT: %1 = vector.insert_strided_slice %cst_0, %cst {offsets = [4], strides = [1]} : vector<2xi32> into vector<300xi32>
// CHECK-NEXT: return %0, %1 : vector<300xi32>, vector<300xi32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @fe_a(%arg0: vector<2x3xf32>) -> vector<6xf32> {
// CHECK-NEXT: %0:6 = vector.to_elements %arg0 : vector<2x3xf32>
// CHECK-NEXT: %1 = vector.from_elements %0#0, %0#1, %0#2, %0#3, %0#4, %0#5 : vector<6xf32>
// CHECK-NEXT: return %1 : vector<6xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @fe_b(%arg0: vector<2x3xf32>) -> (vector<6xf32>, f32) {
// CHECK-NEXT: %0:6 = vector.to_elements %arg0 : vector<2x3xf32>
// CHECK-NEXT: %1 = vector.from_elements %0#0, %0#1, %0#2, %0#3, %0#4, %0#5 : vector<6xf32>
// CHECK-NEXT: return %1, %0#0 : vector<6xf32>, f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @fe_c(%arg0: vector<2x3xf32>) -> (vector<2x3xf32>, f32) {
// CHECK-NEXT: %0:6 = vector.to_elements %arg0 : vector<2x3xf32>
// CHECK-NEXT: return %arg0, %0#0 : vector<2x3xf32>, f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @fe_d(%arg0: vector<2x3xf32>) -> vector<6xf32> {
// CHECK-NEXT: %0 = vector.shape_cast %arg0 : vector<2x3xf32> to vector<6xf32>
// CHECK-NEXT: return %0 : vector<6xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @fe_e(%arg0: vector<2x3xf32>) -> (vector<6xf32>, f32) {
// CHECK-NEXT: %0 = vector.extract %arg0[0, 0] : f32 from vector<2x3xf32>
// CHECK-NEXT: %1 = vector.shape_cast %arg0 : vector<2x3xf32> to vector<6xf32>
// CHECK-NEXT: return %1, %0 : vector<6xf32>, f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @fe2_a(%arg0: vector<2x1x3xf32>) -> vector<3xf32> {
// CHECK-NEXT: %0 = vector.extract %arg0[1, 0] : vector<3xf32> from vector<2x1x3xf32>
// CHECK-NEXT: return %0 : vector<3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @fe2_b(%arg0: vector<3x1xf32>) -> vector<1xf32> {
// CHECK-NEXT: %0 = vector.extract %arg0[2, 0] : f32 from vector<3x1xf32>
// CHECK-NEXT: %1 = vector.broadcast %0 : f32 to vector<1xf32>
// CHECK-NEXT: return %1 : vector<1xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @fe2_c(%arg0: vector<4xf32>) -> vector<2xf32> {
// CHECK-NEXT: %0 = vector.extract %arg0[2] : f32 from vector<4xf32>
// CHECK-NEXT: %1 = vector.extract %arg0[3] : f32 from vector<4xf32>
// CHECK-NEXT: %2 = vector.from_elements %0, %1 : vector<2xf32>
// CHECK-NEXT: return %2 : vector<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @fe2_d(%arg0: vector<2x2xf32>) -> vector<2xf32> {
// CHECK-NEXT: %0 = vector.extract %arg0[1] : vector<2xf32> from vector<2x2xf32>
// CHECK-NEXT: return %0 : vector<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @fe2_f(%arg0: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT: %0 = vector.extract %arg0[0] : f32 from vector<4xf32>
// CHECK-NEXT: %1 = vector.broadcast %0 : f32 to vector<4xf32>
// CHECK-NEXT: return %1 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @h_te_const() -> (f32, f32) {
// CHECK-NEXT: %cst = arith.constant dense<[1.000000e+00, 2.000000e+00]> : vector<2xf32>
// CHECK-NEXT: %0:2 = vector.to_elements %cst : vector<2xf32>
// CHECK-NEXT: return %0#0, %0#1 : f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @h_te_fe2(%arg0: f32, %arg1: f32) -> (f32, f32) {
// CHECK-NEXT: return %arg0, %arg1 : f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @h_casts(%arg0: memref<8xf32>, %arg1: index, %arg2: vector<4xi1>, %arg3: vector<4xf32>, %arg4: vector<4xi32>) -> (vector<4xf32>, vector<4xf32>) {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<8xf32> to memref<?xf32>
// CHECK-NEXT: %0 = vector.gather %cast[%arg1] [%arg4], %arg2, %arg3 : memref<?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
// CHECK-NEXT: %1 = vector.expandload %cast[%arg1], %arg2, %arg3 : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
// CHECK-NEXT: vector.compressstore %cast[%arg1], %arg2, %arg3 : memref<?xf32>, vector<4xi1>, vector<4xf32>
// CHECK-NEXT: vector.scatter %cast[%arg1] [%arg4], %arg2, %arg3 : memref<?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
// CHECK-NEXT: %2 = vector.maskedload %arg0[%arg1], %arg2, %arg3 : memref<8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
// CHECK-NEXT: vector.maskedstore %arg0[%arg1], %arg2, %2 : memref<8xf32>, vector<4xi1>, vector<4xf32>
// CHECK-NEXT: return %0, %1 : vector<4xf32>, vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @h_il(%arg0: vector<2xf32>, %arg1: vector<2xf32>) -> (vector<2xf32>, vector<2xf32>) {
// CHECK-NEXT: %0 = vector.interleave %arg0, %arg1 : vector<2xf32> -> vector<4xf32>
// CHECK-NEXT: %res1, %res2 = vector.deinterleave %0 : vector<4xf32> -> vector<2xf32>
// CHECK-NEXT: return %res1, %res2 : vector<2xf32>, vector<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @h_contract(%arg0: vector<2x3xf32>, %arg1: vector<3x2xf32>, %arg2: vector<2x2xf32>) -> vector<2x2xf32> {
// CHECK-NEXT: %0 = vector.contract {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %arg0, %arg1, %arg2 : vector<2x3xf32>, vector<3x2xf32> into vector<2x2xf32>
// CHECK-NEXT: return %0 : vector<2x2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @h_fma_const() -> vector<2xf32> {
// CHECK-NEXT: %cst = arith.constant dense<2.000000e+00> : vector<2xf32>
// CHECK-NEXT: %0 = vector.fma %cst, %cst, %cst : vector<2xf32>
// CHECK-NEXT: return %0 : vector<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @h_red_const() -> f32 {
// CHECK-NEXT: %cst = arith.constant dense<[1.000000e+00, 2.000000e+00]> : vector<2xf32>
// CHECK-NEXT: %0 = vector.reduction <add>, %cst : vector<2xf32> into f32
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @h_op_const() -> vector<2x2xf32> {
// CHECK-NEXT: %cst = arith.constant dense<[1.000000e+00, 2.000000e+00]> : vector<2xf32>
// CHECK-NEXT: %0 = vector.outerproduct %cst, %cst : vector<2xf32>, vector<2xf32>
// CHECK-NEXT: return %0 : vector<2x2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @h_ins0d(%arg0: vector<f32>, %arg1: f32) -> (vector<f32>, vector<1xf32>) {
// CHECK-NEXT: %0 = vector.broadcast %arg1 : f32 to vector<f32>
// CHECK-NEXT: %1 = vector.broadcast %arg1 : f32 to vector<1xf32>
// CHECK-NEXT: return %0, %1 : vector<f32>, vector<1xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @i_i1(%arg0: vector<1xf32>, %arg1: f32, %arg2: vector<1x1xf32>) -> (vector<1xf32>, vector<1x1xf32>, vector<1x1xf32>) {
// CHECK-NEXT: %0 = vector.broadcast %arg1 : f32 to vector<1xf32>
// CHECK-NEXT: %1 = vector.broadcast %arg1 : f32 to vector<1x1xf32>
// CHECK-NEXT: %2 = vector.broadcast %arg1 : f32 to vector<1x1xf32>
// CHECK-NEXT: return %0, %1, %2 : vector<1xf32>, vector<1x1xf32>, vector<1x1xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @i_ca(%arg0: vector<3xi32>, %arg1: vector<3xi32>, %arg2: i32) -> (i32, i32) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = vector.contract {indexing_maps = [#map5, #map5, #map6], iterator_types = ["reduction"], kind = #vector.kind<add>} %arg0, %arg1, %arg2 : vector<3xi32>, vector<3xi32> into i32
// CHECK-NEXT: %1 = vector.contract {indexing_maps = [#map5, #map5, #map6], iterator_types = ["reduction"], kind = #vector.kind<add>} %arg0, %arg1, %c0_i32 : vector<3xi32>, vector<3xi32> into i32
// CHECK-NEXT: %2 = vector.contract {indexing_maps = [#map5, #map5, #map6], iterator_types = ["reduction"], kind = #vector.kind<add>} %arg0, %arg1, %1 : vector<3xi32>, vector<3xi32> into i32
// CHECK-NEXT: return %0, %2 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @scb_ones(%arg0: vector<1x1xi8>) -> vector<1x1x6x1x4xi8> {
// CHECK-NEXT: %0 = vector.broadcast %arg0 : vector<1x1xi8> to vector<1x1x6x1x4xi8>
// CHECK-NEXT: return %0 : vector<1x1x6x1x4xi8>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @scb_both(%arg0: vector<1xf32>) -> vector<1x1xf32> {
// CHECK-NEXT: %0 = vector.shape_cast %arg0 : vector<1xf32> to vector<1x1xf32>
// CHECK-NEXT: return %0 : vector<1x1xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @scb_none(%arg0: vector<4xf32>) -> vector<8xf32> {
// CHECK-NEXT: %0 = vector.broadcast %arg0 : vector<4xf32> to vector<1x2x4xf32>
// CHECK-NEXT: %1 = vector.shape_cast %0 : vector<1x2x4xf32> to vector<8xf32>
// CHECK-NEXT: return %1 : vector<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @k1(%arg0: vector<4xi32>) -> vector<2x1x4xi32> {
// CHECK-NEXT: %0 = vector.broadcast %arg0 : vector<4xi32> to vector<2x1x4xi32>
// CHECK-NEXT: return %0 : vector<2x1x4xi32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @k2(%arg0: vector<1x4xi32>) -> vector<2x4xi32> {
// CHECK-NEXT: %0 = vector.broadcast %arg0 : vector<1x4xi32> to vector<2x4xi32>
// CHECK-NEXT: return %0 : vector<2x4xi32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @k3(%arg0: vector<4x1xi32>) -> vector<4x4xi32> {
// CHECK-NEXT: %0 = vector.shape_cast %arg0 : vector<4x1xi32> to vector<4xi32>
// CHECK-NEXT: %1 = vector.broadcast %0 : vector<4xi32> to vector<4x4xi32>
// CHECK-NEXT: return %1 : vector<4x4xi32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @k4(%arg0: vector<4xi32>) -> vector<3x4x1xi32> {
// CHECK-NEXT: %0 = vector.shape_cast %arg0 : vector<4xi32> to vector<4x1xi32>
// CHECK-NEXT: %1 = vector.broadcast %0 : vector<4x1xi32> to vector<3x4x1xi32>
// CHECK-NEXT: return %1 : vector<3x4x1xi32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @k5(%arg0: vector<2x2xi32>) -> vector<3x4xi32> {
// CHECK-NEXT: %0 = vector.shape_cast %arg0 : vector<2x2xi32> to vector<4xi32>
// CHECK-NEXT: %1 = vector.broadcast %0 : vector<4xi32> to vector<3x4xi32>
// CHECK-NEXT: return %1 : vector<3x4xi32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @k6(%arg0: vector<1x1x4xi32>) -> vector<1x4xi32> {
// CHECK-NEXT: %0 = vector.shape_cast %arg0 : vector<1x1x4xi32> to vector<4xi32>
// CHECK-NEXT: %1 = vector.broadcast %0 : vector<4xi32> to vector<1x4xi32>
// CHECK-NEXT: return %1 : vector<1x4xi32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @k7(%arg0: vector<1x4xi32>) -> vector<4x4xi32> {
// CHECK-NEXT: %0 = vector.shape_cast %arg0 : vector<1x4xi32> to vector<4x1xi32>
// CHECK-NEXT: %1 = vector.broadcast %0 : vector<4x1xi32> to vector<4x4xi32>
// CHECK-NEXT: return %1 : vector<4x4xi32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @k8(%arg0: vector<1xi32>) -> vector<3x2xi32> {
// CHECK-NEXT: %0 = vector.broadcast %arg0 : vector<1xi32> to vector<3x2xi32>
// CHECK-NEXT: return %0 : vector<3x2xi32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @l1(%arg0: vector<4xi32>, %arg1: i32, %arg2: i32, %arg3: index) -> vector<4xi32> {
// CHECK-NEXT: %0 = vector.insert %arg2, %arg0 [%arg3] : i32 into vector<4xi32>
// CHECK-NEXT: return %0 : vector<4xi32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @l2(%arg0: vector<2x4xi32>, %arg1: vector<4xi32>, %arg2: i32) -> vector<2x4xi32> {
// CHECK-NEXT: %0 = vector.insert %arg1, %arg0 [1] : vector<4xi32> into vector<2x4xi32>
// CHECK-NEXT: %1 = vector.insert %arg2, %0 [1, 2] : i32 into vector<2x4xi32>
// CHECK-NEXT: %2 = vector.insert %arg1, %1 [1] : vector<4xi32> into vector<2x4xi32>
// CHECK-NEXT: return %2 : vector<2x4xi32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @l3(%arg0: vector<2x3xi32>) -> vector<6xi32> {
// CHECK-NEXT: %0 = vector.transpose %arg0, [1, 0] : vector<2x3xi32> to vector<3x2xi32>
// CHECK-NEXT: %1 = vector.shape_cast %0 : vector<3x2xi32> to vector<6xi32>
// CHECK-NEXT: return %1 : vector<6xi32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @rand1217(%arg0: vector<1x2x2xi32>, %arg1: i32) -> (vector<2x1x2xi32>, vector<1x4xi32>, vector<1x4xi32>) {
// CHECK-NEXT: %0 = vector.transpose %arg0, [1, 0, 2] : vector<1x2x2xi32> to vector<2x1x2xi32>
// CHECK-NEXT: %1 = vector.shape_cast %arg0 : vector<1x2x2xi32> to vector<1x4xi32>
// CHECK-NEXT: %2 = vector.shape_cast %arg0 : vector<1x2x2xi32> to vector<1x4xi32>
// CHECK-NEXT: return %0, %1, %2 : vector<2x1x2xi32>, vector<1x4xi32>, vector<1x4xi32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @rand761(%arg0: vector<2xi32>, %arg1: i32) -> (vector<2xi32>, vector<2xi32>, vector<3xi32>) {
// CHECK-NEXT: %0 = vector.shuffle %arg0, %arg0 [0, 2, 1] : vector<2xi32>, vector<2xi32>
// CHECK-NEXT: %1 = vector.insert %arg1, %0 [1] : i32 into vector<3xi32>
// CHECK-NEXT: %2 = vector.insert %arg1, %0 [1] : i32 into vector<3xi32>
// CHECK-NEXT: %3 = vector.insert %arg1, %arg0 [1] : i32 into vector<2xi32>
// CHECK-NEXT: %4 = vector.shuffle %0, %2 [5, 5] : vector<3xi32>, vector<3xi32>
// CHECK-NEXT: %5 = arith.addi %1, %2 : vector<3xi32>
// CHECK-NEXT: return %3, %4, %5 : vector<2xi32>, vector<2xi32>, vector<3xi32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @m1(%arg0: vector<1x1x1xi32>, %arg1: vector<1x4x1xi32>, %arg2: vector<2x1x2xi32>) -> (vector<1x1x1xi32>, vector<1x4x1xi32>, vector<2x1x2xi32>) {
// CHECK-NEXT: %0 = vector.transpose %arg2, [2, 1, 0] : vector<2x1x2xi32> to vector<2x1x2xi32>
// CHECK-NEXT: return %arg0, %arg1, %0 : vector<1x1x1xi32>, vector<1x4x1xi32>, vector<2x1x2xi32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @rand1661(%arg0: vector<2x2xi32>, %arg1: vector<1x2x2xi32>, %arg2: i32) -> (vector<1x1x1xi32>, vector<2x1x1x1xi32>, vector<1x1x1xi32>) {
// CHECK-NEXT: %0 = vector.extract_strided_slice %arg1 {offsets = [0, 0, 1], sizes = [1, 1, 1], strides = [1, 1, 1]} : vector<1x2x2xi32> to vector<1x1x1xi32>
// CHECK-NEXT: %1 = vector.broadcast %0 : vector<1x1x1xi32> to vector<2x1x1x1xi32>
// CHECK-NEXT: return %0, %1, %0 : vector<1x1x1xi32>, vector<2x1x1x1xi32>, vector<1x1x1xi32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @n1(%arg0: vector<1x1xi32>) -> (vector<1xi32>, vector<1x1xi32>, vector<2x3xi32>, vector<4xi32>) {
// CHECK-NEXT: %0 = vector.to_elements %arg0 : vector<1x1xi32>
// CHECK-NEXT: %1 = vector.broadcast %0 : i32 to vector<1xi32>
// CHECK-NEXT: %2 = vector.broadcast %0 : i32 to vector<1x1xi32>
// CHECK-NEXT: %3 = vector.broadcast %0 : i32 to vector<2x3xi32>
// CHECK-NEXT: %4 = vector.broadcast %0 : i32 to vector<4xi32>
// CHECK-NEXT: return %1, %2, %3, %4 : vector<1xi32>, vector<1x1xi32>, vector<2x3xi32>, vector<4xi32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @n2(%arg0: vector<1x1xi32>) -> (vector<1xi32>, vector<1x1xi32>, vector<2x3xi32>) {
// CHECK-NEXT: %0 = vector.extract %arg0[0, 0] : i32 from vector<1x1xi32>
// CHECK-NEXT: %1 = vector.broadcast %0 : i32 to vector<1xi32>
// CHECK-NEXT: %2 = vector.broadcast %0 : i32 to vector<1x1xi32>
// CHECK-NEXT: %3 = vector.broadcast %0 : i32 to vector<2x3xi32>
// CHECK-NEXT: return %1, %2, %3 : vector<1xi32>, vector<1x1xi32>, vector<2x3xi32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @n3(%arg0: vector<2xi32>) -> vector<1xi32> {
// CHECK-NEXT: %0:2 = vector.to_elements %arg0 : vector<2xi32>
// CHECK-NEXT: %1 = vector.broadcast %0#1 : i32 to vector<1xi32>
// CHECK-NEXT: return %1 : vector<1xi32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @n4(%arg0: vector<1xi32>) -> vector<1x1xi32> {
// CHECK-NEXT: %0 = vector.to_elements %arg0 : vector<1xi32>
// CHECK-NEXT: %1 = vector.broadcast %0 : i32 to vector<1x1xi32>
// CHECK-NEXT: return %1 : vector<1x1xi32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @o1(%arg0: vector<1xi32>, %arg1: vector<1xi32>) -> vector<1xi32> {
// CHECK-NEXT: return %arg0 : vector<1xi32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @o2(%arg0: vector<3xi32>) -> vector<3xi32> {
// CHECK-NEXT: %0:3 = vector.to_elements %arg0 : vector<3xi32>
// CHECK-NEXT: %1 = vector.insert %0#1, %arg0 [1] : i32 into vector<3xi32>
// CHECK-NEXT: return %1 : vector<3xi32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @o3(%arg0: vector<3xi32>, %arg1: vector<3xi32>) -> vector<3xi32> {
// CHECK-NEXT: %0:3 = vector.to_elements %arg0 : vector<3xi32>
// CHECK-NEXT: %1 = vector.insert %0#1, %arg1 [1] : i32 into vector<3xi32>
// CHECK-NEXT: return %1 : vector<3xi32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @o4(%arg0: vector<1x1xi32>, %arg1: vector<1x1xi32>) -> vector<1x1xi32> {
// CHECK-NEXT: return %arg0 : vector<1x1xi32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @o5(%arg0: vector<1xi32>) -> vector<1xi32> {
// CHECK-NEXT: %0 = vector.extract %arg0[0] : i32 from vector<1xi32>
// CHECK-NEXT: %1 = vector.broadcast %0 : i32 to vector<1xi32>
// CHECK-NEXT: return %1 : vector<1xi32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @randq96(%arg0: vector<1x1xi32>, %arg1: vector<1xi32>, %arg2: i32) -> (vector<1xi32>, vector<1xi32>, vector<1x1xi32>) {
// CHECK-NEXT: %0 = vector.extract %arg1[0] : i32 from vector<1xi32>
// CHECK-NEXT: %1 = vector.broadcast %0 : i32 to vector<1xi32>
// CHECK-NEXT: %2 = vector.shape_cast %arg1 : vector<1xi32> to vector<1x1xi32>
// CHECK-NEXT: return %1, %arg1, %2 : vector<1xi32>, vector<1xi32>, vector<1x1xi32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @randq255(%arg0: vector<1x1xi32>, %arg1: i32) -> (vector<1x1xi32>, vector<2x1x2xi32>, vector<1xi32>) {
// CHECK-NEXT: %0 = vector.to_elements %arg0 : vector<1x1xi32>
// CHECK-NEXT: %1 = vector.from_elements %arg1, %0, %arg1, %0 : vector<2x1x2xi32>
// CHECK-NEXT: %2 = vector.shape_cast %arg0 : vector<1x1xi32> to vector<1xi32>
// CHECK-NEXT: return %arg0, %1, %2 : vector<1x1xi32>, vector<2x1x2xi32>, vector<1xi32>
// CHECK-NEXT: }
// CHECK-NEXT: }
