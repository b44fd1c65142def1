// Upstream's XOrINotCmpI (xori of a cmpi with true is the inverted cmpi) and CloneOp::fold
// (a clone of a memref.cast of a ranked memref clones the cast's source). CHECK lines from
// upstream mlir-opt --canonicalize.
// RUN: memref-opt %s --canonicalize | filecheck %s
// CHECK:   func.func @xori_not_cmpi(%arg0: index, %arg1: index, %arg2: i32, %arg3: i32) -> (i1, i1, i1, i1) {
// CHECK-NEXT:     %0 = arith.cmpi eq, %arg0, %arg1 : index
// CHECK-NEXT:     %1 = arith.cmpi sge, %arg2, %arg3 : i32
// CHECK-NEXT:     %2 = arith.cmpi ugt, %arg2, %arg3 : i32
// CHECK-NEXT:     %3 = arith.cmpi eq, %arg0, %arg1 : index
// CHECK-NEXT:     return %0, %1, %2, %3 : i1, i1, i1, i1
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @clone_of_cast(%arg0: memref<4xf32>) -> (memref<*xf32>, memref<?xf32>) {
// CHECK-NEXT:     %0 = bufferization.clone %arg0 : memref<4xf32> to memref<*xf32>
// CHECK-NEXT:     %1 = bufferization.clone %arg0 : memref<4xf32> to memref<?xf32>
// CHECK-NEXT:     return %0, %1 : memref<*xf32>, memref<?xf32>
// CHECK-NEXT:   }

func.func @xori_not_cmpi(%a: index, %b: index, %x: i32, %y: i32) -> (i1, i1, i1, i1) {
  %true = arith.constant true
  %0 = arith.cmpi ne, %a, %b : index
  %1 = arith.xori %0, %true : i1
  %2 = arith.cmpi slt, %x, %y : i32
  %3 = arith.xori %2, %true : i1
  %4 = arith.cmpi ule, %x, %y : i32
  %5 = arith.xori %4, %true : i1
  %6 = arith.xori %true, %0 : i1
  return %1, %3, %5, %6 : i1, i1, i1, i1
}
func.func @clone_of_cast(%m: memref<4xf32>) -> (memref<*xf32>, memref<?xf32>) {
  %c = memref.cast %m : memref<4xf32> to memref<*xf32>
  %0 = bufferization.clone %c : memref<*xf32> to memref<*xf32>
  %d = memref.cast %m : memref<4xf32> to memref<?xf32>
  %1 = bufferization.clone %d : memref<?xf32> to memref<?xf32>
  return %0, %1 : memref<*xf32>, memref<?xf32>
}
