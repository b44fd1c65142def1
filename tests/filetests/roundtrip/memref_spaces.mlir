// RUN: memref-opt %s | filecheck %s
func.func private @spaces(memref<4xf32, 1>, memref<4xf32, 0 : i32>, memref<4xf32, 2 : i32>, memref<4xf32, "foo">, memref<*xf32, 5>)
func.func @a() {
  %m = memref.alloc() : memref<4xf32, 3>
  %c = memref.memory_space_cast %m : memref<4xf32, 3> to memref<4xf32>
  memref.dealloc %m : memref<4xf32, 3>
  return
}

// CHECK: module {
// CHECK-NEXT: func.func private @spaces(memref<4xf32, 1>, memref<4xf32>, memref<4xf32, 2 : i32>, memref<4xf32, "foo">, memref<*xf32, 5>)
// CHECK-NEXT: func.func @a() {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32, 3>
// CHECK-NEXT: %memspacecast = memref.memory_space_cast %alloc : memref<4xf32, 3> to memref<4xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<4xf32, 3>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
