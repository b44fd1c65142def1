// RUN: memref-opt %s | filecheck %s
// memref.reshape: static and dynamic results, index and integer shapes, unranked source and
// result, generic form.
func.func @reshapes(%m: memref<4x1xf32>, %s: memref<1xi32>, %d: memref<?xindex>, %u: memref<*xf32>, %t: memref<2xi64>) {
  %0 = memref.reshape %m(%s) : (memref<4x1xf32>, memref<1xi32>) -> memref<4xf32>
  %1 = memref.reshape %m(%d) : (memref<4x1xf32>, memref<?xindex>) -> memref<*xf32>
  %2 = memref.reshape %u(%s) : (memref<*xf32>, memref<1xi32>) -> memref<?xf32>
  %3 = memref.reshape %m(%t) {tag} : (memref<4x1xf32>, memref<2xi64>) -> memref<2x?xf32>
  %4 = "memref.reshape"(%0, %t) : (memref<4xf32>, memref<2xi64>) -> memref<?x2xf32>
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @reshapes(%arg0: memref<4x1xf32>, %arg1: memref<1xi32>, %arg2: memref<?xindex>, %arg3: memref<*xf32>, %arg4: memref<2xi64>) {
// CHECK-NEXT: %reshape = memref.reshape %arg0(%arg1) : (memref<4x1xf32>, memref<1xi32>) -> memref<4xf32>
// CHECK-NEXT: %reshape_0 = memref.reshape %arg0(%arg2) : (memref<4x1xf32>, memref<?xindex>) -> memref<*xf32>
// CHECK-NEXT: %reshape_1 = memref.reshape %arg3(%arg1) : (memref<*xf32>, memref<1xi32>) -> memref<?xf32>
// CHECK-NEXT: %reshape_2 = memref.reshape %arg0(%arg4) {tag} : (memref<4x1xf32>, memref<2xi64>) -> memref<2x?xf32>
// CHECK-NEXT: %reshape_3 = memref.reshape %reshape(%arg4) : (memref<4xf32>, memref<2xi64>) -> memref<?x2xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
