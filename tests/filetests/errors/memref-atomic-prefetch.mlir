// memref.atomic_rmw, generic_atomic_rmw, atomic_yield and prefetch: every verifier rule and the
// custom forms' parse errors, with upstream's messages and positions (a kind out of range in the
// generic form is a verifier error here, a property-conversion error upstream: not checked).
// RUN: not memref-opt %s --split-input-file 2>&1 | filecheck %s
func.func @f(%m: memref<4xf32>, %n: memref<4xi32>, %i: index, %f: f32, %x: i32) {
  %0 = memref.atomic_rmw addi %f, %m[%i] : (f32, memref<4xf32>) -> f32
  return
}
// -----
func.func @f(%m: memref<4xf32>, %n: memref<4xi32>, %i: index, %f: f32, %x: i32) {
  %0 = memref.atomic_rmw addf %x, %n[%i] : (i32, memref<4xi32>) -> i32
  return
}
// -----
func.func @f(%m: memref<4xf32>, %n: memref<4xi32>, %i: index, %f: f32, %x: i32) {
  %0 = memref.atomic_rmw addf %f, %m[%i, %i] : (f32, memref<4xf32>) -> f32
  return
}
// -----
func.func @f(%m: memref<4xf32>, %n: memref<4xi32>, %i: index, %f: f32, %x: i32) {
  %0 = memref.atomic_rmw bogus %f, %m[%i] : (f32, memref<4xf32>) -> f32
  return
}
// -----
func.func @f(%m: memref<4xf32>, %n: memref<4xi32>, %i: index, %f: f32, %x: i32) {
  %0 = memref.atomic_rmw addf %f, %n[%i] : (f32, memref<4xi32>) -> f32
  return
}
// -----
func.func @f(%m: memref<4xf32>, %n: memref<4xi32>, %i: index, %f: f32, %x: i32) {
  %0 = memref.atomic_rmw addf %f, %m[%i] : (f32, memref<4xf32>) -> f64
  return
}
// -----
func.func @f(%m: memref<4xf32>, %n: memref<4xi32>, %i: index, %f: f32, %x: i32) {
  %0 = memref.atomic_rmw "addf" %f, %m[%i] : (f32, memref<4xf32>) -> f32
  return
}
// -----
func.func @f(%m: memref<4xindex>, %i: index) {
  %0 = memref.atomic_rmw addi %i, %m[%i] : (index, memref<4xindex>) -> index
  return
}
// -----
func.func @f(%m: memref<4xf32>, %i: index) {
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%c : f32, %d : f32):
    memref.atomic_yield %c : f32
  }
  return
}
// -----
func.func @f(%m: memref<4xf32>, %i: index) {
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%c : i32):
    memref.atomic_yield %c : i32
  }
  return
}
// -----
func.func @f(%m: memref<4xf32>, %i: index) {
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%c : f32):
    %x = memref.alloc() : memref<2xf32>
    memref.atomic_yield %c : f32
  }
  return
}
// -----
func.func @f(%m: memref<4xf32>, %i: index) {
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%c : f32):
    %x = arith.constant 1 : i32
    memref.atomic_yield %x : i32
  }
  return
}
// -----
func.func @f(%m: memref<4xf32>, %i: index) {
  %0 = memref.generic_atomic_rmw %m[%i, %i] : memref<4xf32> {
  ^bb0(%c : f32):
    memref.atomic_yield %c : f32
  }
  return
}
// -----
func.func @f(%m: memref<4xf32>, %i: index) {
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%c : f32):
    memref.store %c, %m[%i] : memref<4xf32>
    memref.atomic_yield %c : f32
  }
  return
}
// -----
func.func @f(%m: memref<4xf32>, %i: index, %f: f32) {
  memref.atomic_yield %f : f32
}
// -----
func.func @f(%m: memref<4xf32>, %i: index) {
  memref.prefetch %m[%i], read, locality<4>, data : memref<4xf32>
  return
}
// -----
func.func @f(%m: memref<4xf32>, %i: index) {
  memref.prefetch %m[%i, %i], read, locality<3>, data : memref<4xf32>
  return
}
// -----
func.func @f(%m: memref<4xf32>, %i: index) {
  memref.prefetch %m[%i], rw, locality<3>, data : memref<4xf32>
  return
}
// -----
func.func @f(%m: memref<4xf32>, %i: index) {
  memref.prefetch %m[%i], read, locality<3>, dat : memref<4xf32>
  return
}
// CHECK: memref-atomic-prefetch.mlir:6:8: error: 'memref.atomic_rmw' op with kind 'addi' expects an integer type
// CHECK: memref-atomic-prefetch.mlir:11:8: error: 'memref.atomic_rmw' op with kind 'addf' expects a floating-point type
// CHECK: memref-atomic-prefetch.mlir:16:8: error: 'memref.atomic_rmw' op expects the number of subscripts to be equal to memref rank
// CHECK: memref-atomic-prefetch.mlir:21:26: error: custom op 'memref.atomic_rmw' expected string or keyword containing one of the following enum values for attribute 'kind' [addf, addi, andi, assign, maximumf, maxnumf, maxs, maxu, minimumf, minnumf, mins, minu, mulf, muli, ori, xori]
// CHECK: memref-atomic-prefetch.mlir:26:8: error: 'memref.atomic_rmw' op failed to verify that value type matches element type of memref
// CHECK: memref-atomic-prefetch.mlir:31:8: error: 'memref.atomic_rmw' op failed to verify that all of {value, result} have same type
// CHECK: memref-atomic-prefetch.mlir:41:8: error: 'memref.atomic_rmw' op operand #0 must be signless integer or floating-point, but got 'index'
// CHECK: memref-atomic-prefetch.mlir:46:8: error: 'memref.generic_atomic_rmw' op expected single number of entry block arguments
// CHECK: memref-atomic-prefetch.mlir:54:8: error: 'memref.generic_atomic_rmw' op expected block argument of the same type result type
// CHECK: memref-atomic-prefetch.mlir:64:10: error: body of 'memref.generic_atomic_rmw' should contain only operations with no side effects
// CHECK: memref-atomic-prefetch.mlir:74:5: error: 'memref.atomic_yield' op types mismatch between yield op: 'i32' and its parent: 'f32'
// CHECK: memref-atomic-prefetch.mlir:90:5: error: body of 'memref.generic_atomic_rmw' should contain only operations with no side effects
// CHECK: memref-atomic-prefetch.mlir:97:3: error: 'memref.atomic_yield' op expects parent op 'memref.generic_atomic_rmw'
// CHECK: memref-atomic-prefetch.mlir:101:3: error: 'memref.prefetch' op attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3
// CHECK: memref-atomic-prefetch.mlir:106:3: error: 'memref.prefetch' op too few indices
// CHECK: memref-atomic-prefetch.mlir:111:3: error: custom op 'memref.prefetch' rw specifier has to be 'read' or 'write'
// CHECK: memref-atomic-prefetch.mlir:116:3: error: custom op 'memref.prefetch' cache type has to be 'data' or 'instr'
