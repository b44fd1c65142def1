// One-Shot Bufferize of scf ops carrying tensors: loop inits in place or copied, iter_args and
// yields equivalent, copies where a yielded tensor aliases a value defined outside the loop
// (allow-return-allocs-from-loops), scf.if/execute_region results, while loops, reads across
// loop iterations.
// RUN: memref-opt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" | filecheck %s

func.func @for_in_place(%t: tensor<?xf32>, %n: index, %v: f32) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> tensor<?xf32> {
    %b = tensor.insert %v into %a[%i] : tensor<?xf32>
    scf.yield %b : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}

// -----
// %t is read after the loop: the loop works on a copy.
func.func @for_read_after(%t: tensor<8xf32>, %v: f32) -> (tensor<8xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%a = %t) -> tensor<8xf32> {
    %b = tensor.insert %v into %a[%i] : tensor<8xf32>
    scf.yield %b : tensor<8xf32>
  }
  %e = tensor.extract %t[%c0] : tensor<8xf32>
  return %r, %e : tensor<8xf32>, f32
}

// -----
// A value defined outside of the loop is read and written inside it: a copy per iteration.
func.func @for_read_write_outside(%t: tensor<8xf32>, %u: tensor<8xf32>, %v: f32) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%a = %t) -> tensor<8xf32> {
    %x = tensor.extract %u[%i] : tensor<8xf32>
    %w = tensor.insert %v into %u[%i] : tensor<8xf32>
    %y = tensor.extract %w[%c0] : tensor<8xf32>
    %s = arith.addf %x, %y : f32
    %b = tensor.insert %s into %a[%i] : tensor<8xf32>
    scf.yield %b : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}

// -----
// Yielding a value defined outside of the loop, and a new allocation.
func.func @for_yield_external(%t: tensor<4xf32>, %u: tensor<4xf32>, %n: index) -> (tensor<4xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t, %b = %t) -> (tensor<4xf32>, tensor<4xf32>) {
    %e = tensor.empty() : tensor<4xf32>
    scf.yield %u, %e : tensor<4xf32>, tensor<4xf32>
  }
  return %r#0, %r#1 : tensor<4xf32>, tensor<4xf32>
}

// -----
// Nested loops over slices of the iter_arg.
func.func @nested_slices(%t: tensor<4x8xf32>, %v: f32) -> tensor<4x8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %t) -> tensor<4x8xf32> {
    %row = tensor.extract_slice %a[%i, 0] [1, 8] [1, 1] : tensor<4x8xf32> to tensor<8xf32>
    %row2 = scf.for %j = %c0 to %c8 step %c2 iter_args(%b = %row) -> tensor<8xf32> {
      %w = tensor.insert %v into %b[%j] : tensor<8xf32>
      scf.yield %w : tensor<8xf32>
    }
    %ins = tensor.insert_slice %row2 into %a[%i, 0] [1, 8] [1, 1] : tensor<8xf32> into tensor<4x8xf32>
    scf.yield %ins : tensor<4x8xf32>
  }
  return %r : tensor<4x8xf32>
}

// -----
// scf.if yielding the argument or a modified copy; the argument is read afterwards.
func.func @if_copy(%c: i1, %t: tensor<?xf32>, %v: f32) -> (tensor<?xf32>, f32) {
  %c0 = arith.constant 0 : index
  %r = scf.if %c -> tensor<?xf32> {
    %b = tensor.insert %v into %t[%c0] : tensor<?xf32>
    scf.yield %b : tensor<?xf32>
  } else {
    scf.yield %t : tensor<?xf32>
  }
  %e = tensor.extract %t[%c0] : tensor<?xf32>
  return %r, %e : tensor<?xf32>, f32
}

// -----
// Branches yielding buffers of different layouts: the result has a fully dynamic layout.
func.func @if_layouts(%c: i1, %t: tensor<8xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %r = scf.if %c -> tensor<4xf32> {
    %s = tensor.extract_slice %t[2] [4] [1] : tensor<8xf32> to tensor<4xf32>
    scf.yield %s : tensor<4xf32>
  } else {
    %e = bufferization.alloc_tensor() : tensor<4xf32>
    scf.yield %e : tensor<4xf32>
  }
  %x = tensor.extract %r[%c0] : tensor<4xf32>
  return %x : f32
}

// -----
func.func @while_in_place(%t: tensor<5xi32>, %lim: i32) -> tensor<5xi32> {
  %c0 = arith.constant 0 : index
  %r = scf.while (%a = %t) : (tensor<5xi32>) -> tensor<5xi32> {
    %x = tensor.extract %a[%c0] : tensor<5xi32>
    %go = arith.cmpi slt, %x, %lim : i32
    scf.condition(%go) %a : tensor<5xi32>
  } do {
  ^bb0(%b: tensor<5xi32>):
    %x = tensor.extract %b[%c0] : tensor<5xi32>
    %one = arith.constant 1 : i32
    %y = arith.addi %x, %one : i32
    %w = tensor.insert %y into %b[%c0] : tensor<5xi32>
    scf.yield %w : tensor<5xi32>
  }
  return %r : tensor<5xi32>
}

// -----
func.func @execute_region(%t: tensor<?xf32>, %v: f32) -> (tensor<?xf32>, f32) {
  %c0 = arith.constant 0 : index
  %r = scf.execute_region -> tensor<?xf32> {
    %b = tensor.insert %v into %t[%c0] : tensor<?xf32>
    scf.yield %b : tensor<?xf32>
  }
  %e = tensor.extract %r[%c0] : tensor<?xf32>
  return %r, %e : tensor<?xf32>, f32
}

// CHECK: module {
// CHECK-NEXT: func.func @for_in_place(%arg0: memref<?xf32, strided<[?], offset: ?>>, %arg1: index, %arg2: f32) -> memref<?xf32, strided<[?], offset: ?>> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %arg0) -> (memref<?xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT: memref.store %arg2, %arg4[%arg3] : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: scf.yield %arg4 : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @for_read_after(%arg0: memref<8xf32, strided<[?], offset: ?>>, %arg1: f32) -> (memref<8xf32>, f32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CHECK-NEXT: memref.copy %arg0, %alloc : memref<8xf32, strided<[?], offset: ?>> to memref<8xf32>
// CHECK-NEXT: %0 = scf.for %arg2 = %c0 to %c8 step %c1 iter_args(%arg3 = %alloc) -> (memref<8xf32>) {
// CHECK-NEXT: memref.store %arg1, %arg3[%arg2] : memref<8xf32>
// CHECK-NEXT: scf.yield %arg3 : memref<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %1 = memref.load %arg0[%c0] : memref<8xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %cast = memref.cast %0 : memref<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %0, %1 : memref<8xf32>, f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @for_read_write_outside(%arg0: memref<8xf32, strided<[?], offset: ?>>, %arg1: memref<8xf32, strided<[?], offset: ?>>, %arg2: f32) -> memref<8xf32, strided<[?], offset: ?>> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %0 = scf.for %arg3 = %c0 to %c8 step %c1 iter_args(%arg4 = %arg0) -> (memref<8xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT: %1 = memref.load %arg1[%arg3] : memref<8xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CHECK-NEXT: memref.copy %arg1, %alloc : memref<8xf32, strided<[?], offset: ?>> to memref<8xf32>
// CHECK-NEXT: memref.store %arg2, %alloc[%arg3] : memref<8xf32>
// CHECK-NEXT: %2 = memref.load %alloc[%c0] : memref<8xf32>
// CHECK-NEXT: %3 = arith.addf %1, %2 : f32
// CHECK-NEXT: memref.store %3, %arg4[%arg3] : memref<8xf32, strided<[?], offset: ?>>
// CHECK-NEXT: scf.yield %arg4 : memref<8xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : memref<8xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @for_yield_external(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: memref<4xf32, strided<[?], offset: ?>>, %arg2: index) -> (memref<4xf32>, memref<4xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: memref.copy %arg0, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: memref.copy %arg0, %alloc_0 : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT: %0:2 = scf.for %arg3 = %c0 to %arg2 step %c1 iter_args(%arg4 = %alloc, %arg5 = %alloc_0) -> (memref<4xf32>, memref<4xf32>) {
// CHECK-NEXT: %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: %alloc_3 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: memref.copy %arg1, %alloc_3 : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT: scf.yield %alloc_3, %alloc_2 : memref<4xf32>, memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %cast = memref.cast %0#0 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %cast_1 = memref.cast %0#1 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %0#0, %0#1 : memref<4xf32>, memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @nested_slices(%arg0: memref<4x8xf32, strided<[?, ?], offset: ?>>, %arg1: f32) -> memref<4x8xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %0 = scf.for %arg2 = %c0 to %c4 step %c1 iter_args(%arg3 = %arg0) -> (memref<4x8xf32, strided<[?, ?], offset: ?>>) {
// CHECK-NEXT: %subview = memref.subview %arg3[%arg2, 0] [1, 8] [1, 1] : memref<4x8xf32, strided<[?, ?], offset: ?>> to memref<8xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %1 = scf.for %arg4 = %c0 to %c8 step %c2 iter_args(%arg5 = %subview) -> (memref<8xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT: memref.store %arg1, %arg5[%arg4] : memref<8xf32, strided<[?], offset: ?>>
// CHECK-NEXT: scf.yield %arg5 : memref<8xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: %subview_0 = memref.subview %arg3[%arg2, 0] [1, 8] [1, 1] : memref<4x8xf32, strided<[?, ?], offset: ?>> to memref<8xf32, strided<[?], offset: ?>>
// CHECK-NEXT: memref.copy %1, %subview_0 : memref<8xf32, strided<[?], offset: ?>> to memref<8xf32, strided<[?], offset: ?>>
// CHECK-NEXT: scf.yield %arg3 : memref<4x8xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : memref<4x8xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @if_copy(%arg0: i1, %arg1: memref<?xf32, strided<[?], offset: ?>>, %arg2: f32) -> (memref<?xf32, strided<[?], offset: ?>>, f32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = scf.if %arg0 -> (memref<?xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg1, %c0_0 : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc(%dim) {alignment = 64 : i64} : memref<?xf32>
// CHECK-NEXT: memref.copy %arg1, %alloc : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32>
// CHECK-NEXT: memref.store %arg2, %alloc[%c0] : memref<?xf32>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: scf.yield %cast : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg1 : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: %1 = memref.load %arg1[%c0] : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %0, %1 : memref<?xf32, strided<[?], offset: ?>>, f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @if_layouts(%arg0: i1, %arg1: memref<8xf32, strided<[?], offset: ?>>, %arg2: index) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = scf.if %arg0 -> (memref<4xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT: %subview = memref.subview %arg1[2] [4] [1] : memref<8xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: scf.yield %subview : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: } else {
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: scf.yield %cast : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: %1 = memref.load %0[%c0] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @while_in_place(%arg0: memref<5xi32, strided<[?], offset: ?>>, %arg1: i32) -> memref<5xi32, strided<[?], offset: ?>> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = scf.while (%arg2 = %arg0) : (memref<5xi32, strided<[?], offset: ?>>) -> memref<5xi32, strided<[?], offset: ?>> {
// CHECK-NEXT: %1 = memref.load %arg2[%c0] : memref<5xi32, strided<[?], offset: ?>>
// CHECK-NEXT: %2 = arith.cmpi slt, %1, %arg1 : i32
// CHECK-NEXT: scf.condition(%2) %arg2 : memref<5xi32, strided<[?], offset: ?>>
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: memref<5xi32, strided<[?], offset: ?>>):
// CHECK-NEXT: %1 = memref.load %arg2[%c0] : memref<5xi32, strided<[?], offset: ?>>
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %2 = arith.addi %1, %c1_i32 : i32
// CHECK-NEXT: memref.store %2, %arg2[%c0] : memref<5xi32, strided<[?], offset: ?>>
// CHECK-NEXT: scf.yield %arg2 : memref<5xi32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : memref<5xi32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @execute_region(%arg0: memref<?xf32, strided<[?], offset: ?>>, %arg1: f32) -> (memref<?xf32, strided<[?], offset: ?>>, f32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = scf.execute_region -> memref<?xf32, strided<[?], offset: ?>> {
// CHECK-NEXT: memref.store %arg1, %arg0[%c0] : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: scf.yield %arg0 : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: %1 = memref.load %0[%c0] : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %0, %1 : memref<?xf32, strided<[?], offset: ?>>, f32
// CHECK-NEXT: }
// CHECK-NEXT: }
