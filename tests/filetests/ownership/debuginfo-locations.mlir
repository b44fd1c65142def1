// Locations of what the ownership pass creates, as mlir-opt gives them: a function
// argument's `false` indicator and a block argument's i1 indicator take the memref argument's
// location; the scf.if materializing ownership of a returned argument (its yields and clone)
// and the clone giving a value unique ownership take that value's location.
// RUN: memref-opt %s --ownership-based-buffer-deallocation --mlir-print-debuginfo --mlir-print-local-scope | filecheck %s
func.func @ret(%m: memref<4xi64>) -> memref<4xi64> {
  return %m : memref<4xi64>
}
func.func private @pick(%a: memref<4xi64>, %b: memref<4xi64>, %p: i1) -> memref<4xi64> {
  cf.cond_br %p, ^bb1(%a : memref<4xi64>), ^bb1(%b : memref<4xi64>)
^bb1(%x: memref<4xi64>):
  return %x : memref<4xi64>
}

// CHECK: module {
// CHECK-NEXT: func.func @ret(%arg0: memref<4xi64> loc("{{.*}}debuginfo-locations.mlir":6:16)) -> memref<4xi64> {
// CHECK-NEXT: %false = arith.constant false loc("{{.*}}debuginfo-locations.mlir":6:16)
// CHECK-NEXT: %0 = scf.if %false -> (memref<4xi64>) {
// CHECK-NEXT: scf.yield %arg0 : memref<4xi64> loc("{{.*}}debuginfo-locations.mlir":6:16)
// CHECK-NEXT: } else {
// CHECK-NEXT: %2 = bufferization.clone %arg0 : memref<4xi64> to memref<4xi64> loc("{{.*}}debuginfo-locations.mlir":6:16)
// CHECK-NEXT: scf.yield %2 : memref<4xi64> loc("{{.*}}debuginfo-locations.mlir":6:16)
// CHECK-NEXT: } loc("{{.*}}debuginfo-locations.mlir":6:16)
// CHECK-NEXT: %true = arith.constant true loc("{{.*}}debuginfo-locations.mlir":6:16)
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<4xi64> -> memref<i64>, index, index, index loc("{{.*}}debuginfo-locations.mlir":7:3)
// CHECK-NEXT: %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %0 : memref<4xi64> -> memref<i64>, index, index, index loc("{{.*}}debuginfo-locations.mlir":7:3)
// CHECK-NEXT: %1 = bufferization.dealloc (%base_buffer, %base_buffer_0 : memref<i64>, memref<i64>) if (%false, %true) retain (%0 : memref<4xi64>) loc("{{.*}}debuginfo-locations.mlir":7:3)
// CHECK-NEXT: return %0 : memref<4xi64> loc("{{.*}}debuginfo-locations.mlir":7:3)
// CHECK-NEXT: } loc("{{.*}}debuginfo-locations.mlir":6:1)
// CHECK-NEXT: func.func private @pick(%arg0: memref<4xi64> loc("{{.*}}debuginfo-locations.mlir":9:25), %arg1: memref<4xi64> loc("{{.*}}debuginfo-locations.mlir":9:44), %arg2: i1 loc("{{.*}}debuginfo-locations.mlir":9:63)) -> memref<4xi64> {
// CHECK-NEXT: %false = arith.constant false loc("{{.*}}debuginfo-locations.mlir":9:25)
// CHECK-NEXT: %false_0 = arith.constant false loc("{{.*}}debuginfo-locations.mlir":9:44)
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<4xi64> -> memref<i64>, index, index, index loc("{{.*}}debuginfo-locations.mlir":10:3)
// CHECK-NEXT: %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %arg1 : memref<4xi64> -> memref<i64>, index, index, index loc("{{.*}}debuginfo-locations.mlir":10:3)
// CHECK-NEXT: %0 = arith.andi %false, %arg2 : i1 loc("{{.*}}debuginfo-locations.mlir":10:3)
// CHECK-NEXT: %1 = arith.andi %false_0, %arg2 : i1 loc("{{.*}}debuginfo-locations.mlir":10:3)
// CHECK-NEXT: %2 = bufferization.dealloc (%base_buffer, %base_buffer_1 : memref<i64>, memref<i64>) if (%0, %1) retain (%arg0 : memref<4xi64>) loc("{{.*}}debuginfo-locations.mlir":10:3)
// CHECK-NEXT: %true = arith.constant true loc("{{.*}}debuginfo-locations.mlir":10:3)
// CHECK-NEXT: %3 = arith.xori %true, %arg2 : i1 loc("{{.*}}debuginfo-locations.mlir":10:3)
// CHECK-NEXT: %4 = arith.andi %false, %3 : i1 loc("{{.*}}debuginfo-locations.mlir":10:3)
// CHECK-NEXT: %true_5 = arith.constant true loc("{{.*}}debuginfo-locations.mlir":10:3)
// CHECK-NEXT: %5 = arith.xori %true_5, %arg2 : i1 loc("{{.*}}debuginfo-locations.mlir":10:3)
// CHECK-NEXT: %6 = arith.andi %false_0, %5 : i1 loc("{{.*}}debuginfo-locations.mlir":10:3)
// CHECK-NEXT: %7 = bufferization.dealloc (%base_buffer, %base_buffer_1 : memref<i64>, memref<i64>) if (%4, %6) retain (%arg1 : memref<4xi64>) loc("{{.*}}debuginfo-locations.mlir":10:3)
// CHECK-NEXT: cf.cond_br %arg2, ^bb1(%arg0, %2 : memref<4xi64>, i1), ^bb1(%arg1, %7 : memref<4xi64>, i1) loc("{{.*}}debuginfo-locations.mlir":10:3)
// CHECK-NEXT: ^bb1(%8: memref<4xi64> loc("{{.*}}debuginfo-locations.mlir":11:6), %9: i1 loc("{{.*}}debuginfo-locations.mlir":11:6)):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: %10 = scf.if %9 -> (memref<4xi64>) {
// CHECK-NEXT: scf.yield %8 : memref<4xi64> loc("{{.*}}debuginfo-locations.mlir":11:6)
// CHECK-NEXT: } else {
// CHECK-NEXT: %12 = bufferization.clone %8 : memref<4xi64> to memref<4xi64> loc("{{.*}}debuginfo-locations.mlir":11:6)
// CHECK-NEXT: scf.yield %12 : memref<4xi64> loc("{{.*}}debuginfo-locations.mlir":11:6)
// CHECK-NEXT: } loc("{{.*}}debuginfo-locations.mlir":11:6)
// CHECK-NEXT: %true_6 = arith.constant true loc("{{.*}}debuginfo-locations.mlir":11:6)
// CHECK-NEXT: %base_buffer_7, %offset_8, %sizes_9, %strides_10 = memref.extract_strided_metadata %8 : memref<4xi64> -> memref<i64>, index, index, index loc("{{.*}}debuginfo-locations.mlir":12:3)
// CHECK-NEXT: %base_buffer_11, %offset_12, %sizes_13, %strides_14 = memref.extract_strided_metadata %10 : memref<4xi64> -> memref<i64>, index, index, index loc("{{.*}}debuginfo-locations.mlir":12:3)
// CHECK-NEXT: %11 = bufferization.dealloc (%base_buffer_7, %base_buffer_11 : memref<i64>, memref<i64>) if (%9, %true_6) retain (%10 : memref<4xi64>) loc("{{.*}}debuginfo-locations.mlir":12:3)
// CHECK-NEXT: return %10 : memref<4xi64> loc("{{.*}}debuginfo-locations.mlir":12:3)
// CHECK-NEXT: } loc("{{.*}}debuginfo-locations.mlir":9:1)
// CHECK-NEXT: } loc("{{.*}}debuginfo-locations.mlir":0:0)
