// memref.load/store index operands and value types, memref.dim operand and result types (an
// i32 index used to verify). The valid cases around them (a store into a constant global,
// subviews with inferred layouts) must stay valid. Messages and positions are upstream's
// (tests/upstream.rs checks that upstream's diagnostics pass these CHECK lines).
// RUN: not memref-opt %s --split-input-file 2>&1 | filecheck %s
func.func @a(%m: memref<4xf32>, %i: i32) -> f32 {
  %v = "memref.load"(%m, %i) : (memref<4xf32>, i32) -> f32
  return %v : f32
}
// -----
func.func @b(%m: memref<4xf32>, %i: index) -> f64 {
  %v = "memref.load"(%m, %i) : (memref<4xf32>, index) -> f64
  return %v : f64
}
// -----
func.func @c(%m: memref<4xf32>, %i: index, %x: f64) {
  "memref.store"(%x, %m, %i) : (f64, memref<4xf32>, index) -> ()
  return
}
// -----
func.func @d(%i: index) {
  %m = memref.alloc(%i) : memref<4xf32>
  return
}
// -----
func.func @e(%i: index) {
  %m = memref.alloca() : memref<?xf32>
  return
}
// -----
func.func @f(%m: memref<*xf32>) {
  memref.dealloc %m : memref<*xf32>
  return
}
// -----
func.func @g(%m: memref<4xf32>, %n: memref<4xf32, 1>) {
  memref.copy %m, %n : memref<4xf32> to memref<4xf32, 1>
  return
}
// -----
func.func @h(%m: memref<4xf32>) {
  %c = arith.constant 0 : i32
  %d = "memref.dim"(%m, %c) : (memref<4xf32>, i32) -> index
  return
}
// -----
func.func @i(%m: memref<4xf32>) -> i32 {
  %c = arith.constant 0 : index
  %d = "memref.dim"(%m, %c) : (memref<4xf32>, index) -> i32
  return %d : i32
}
// -----
memref.global "private" constant @g : memref<2xf32> = dense<[1.0, 2.0]>
func.func @j() {
  %m = memref.get_global @g : memref<2xf32>
  %c = arith.constant 0 : index
  %v = arith.constant 3.0 : f32
  memref.store %v, %m[%c] : memref<2xf32>
  return
}
// -----
func.func @k() {
  %m = memref.alloc() : memref<4xf32, strided<[2]>>
  return
}
// -----
func.func @l(%a: memref<4x4xf32>) {
  %0 = memref.subview %a[0, 0][4, 4][1, 1] : memref<4x4xf32> to memref<4x4xf32, strided<[4, 1]>>
  %1 = memref.subview %a[1, 1][2, 2][1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1], offset: 5>>
  %2 = memref.subview %a[1, 1][1, 2][1, 1] : memref<4x4xf32> to memref<2xf32, strided<[1], offset: 5>>
  return
}
// CHECK: memref-access-verify.mlir:7:8: error: 'memref.load' op operand #1 must be variadic of index, but got 'i32'
// CHECK: memref-access-verify.mlir:12:8: error: 'memref.load' op failed to verify that result type matches element type of 'memref'
// CHECK: memref-access-verify.mlir:17:3: error: 'memref.store' op failed to verify that type of 'value' matches element type of 'memref'
// CHECK: memref-access-verify.mlir:22:8: error: 'memref.alloc' op incorrect number of dynamic sizes, has 1, expected 0
// CHECK: memref-access-verify.mlir:27:8: error: 'memref.alloca' op incorrect number of dynamic sizes, has 0, expected 1
// CHECK: memref-access-verify.mlir:43:8: error: 'memref.dim' op operand #1 must be index, but got 'i32'
// CHECK: memref-access-verify.mlir:49:8: error: 'memref.dim' op result #0 must be index, but got 'i32'
