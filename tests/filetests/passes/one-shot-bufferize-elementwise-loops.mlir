// One-Shot Bufferize: an element-wise linalg op reading and writing equivalent operands is
// in place only where op order can be used; inside a loop that does not define the
// buffer, the write would be seen by the reads of the next iteration, so the init is copied
// (upstream's hasReadAfterWriteInterference checks element-wise access under
// canUseOpDominance). Found by the random tensor programs (seeds 383, 548, 898, ...).
// RUN: memref-opt %s --split-input-file --one-shot-bufferize=bufferize-function-boundaries | filecheck %s

func.func @elementwise_outside_loop(%a: tensor<3xi64>) -> tensor<3xi64> {
  %r = linalg.add ins(%a, %a : tensor<3xi64>, tensor<3xi64>) outs(%a : tensor<3xi64>) -> tensor<3xi64>
  return %r : tensor<3xi64>
}

// -----

func.func @elementwise_in_loop(%a: tensor<3xi64>, %n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %r = linalg.mul ins(%a, %a : tensor<3xi64>, tensor<3xi64>) outs(%a : tensor<3xi64>) -> tensor<3xi64>
    %x = tensor.extract %r[%c0] : tensor<3xi64>
    %y = arith.addi %acc, %x : i64
    scf.yield %y : i64
  }
  return %s : i64
}

// -----

func.func @elementwise_cast_in_while(%t: tensor<1x?xi64>, %b: tensor<1x2xi64>, %n: i64) -> tensor<1x2xi64> {
  %z = arith.constant 0 : i64
  %k, %w = scf.while (%i = %z, %v = %b) : (i64, tensor<1x2xi64>) -> (i64, tensor<1x2xi64>) {
    %c = arith.cmpi slt, %i, %n : i64
    scf.condition(%c) %i, %v : i64, tensor<1x2xi64>
  } do {
  ^bb0(%i: i64, %v: tensor<1x2xi64>):
    %s = tensor.cast %t : tensor<1x?xi64> to tensor<1x2xi64>
    %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t : tensor<1x?xi64>) outs(%s : tensor<1x2xi64>) {
    ^bb0(%x: i64, %o: i64):
      %y = arith.addi %x, %x : i64
      linalg.yield %y : i64
    } -> tensor<1x2xi64>
    %c0 = arith.constant 0 : index
    %e = tensor.extract %r[%c0, %c0] : tensor<1x2xi64>
    %v2 = tensor.insert %e into %v[%c0, %c0] : tensor<1x2xi64>
    %one = arith.constant 1 : i64
    %i2 = arith.addi %i, %one : i64
    scf.yield %i2, %v2 : i64, tensor<1x2xi64>
  }
  return %w : tensor<1x2xi64>
}

// -----

func.func @elementwise_defined_in_loop(%a: tensor<3xi64>, %n: index) -> tensor<3xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%t = %a) -> (tensor<3xi64>) {
    %u = linalg.add ins(%t, %t : tensor<3xi64>, tensor<3xi64>) outs(%t : tensor<3xi64>) -> tensor<3xi64>
    scf.yield %u : tensor<3xi64>
  }
  return %r : tensor<3xi64>
}

// CHECK: module {
// CHECK-NEXT: func.func @elementwise_outside_loop(%arg0: memref<3xi64, strided<[?], offset: ?>>) -> memref<3xi64, strided<[?], offset: ?>> {
// CHECK-NEXT: linalg.add ins(%arg0, %arg0 : memref<3xi64, strided<[?], offset: ?>>, memref<3xi64, strided<[?], offset: ?>>) outs(%arg0 : memref<3xi64, strided<[?], offset: ?>>)
// CHECK-NEXT: return %arg0 : memref<3xi64, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @elementwise_in_loop(%arg0: memref<3xi64, strided<[?], offset: ?>>, %arg1: index) -> i64 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %0 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %c0_i64) -> (i64) {
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<3xi64>
// CHECK-NEXT: linalg.mul ins(%arg0, %arg0 : memref<3xi64, strided<[?], offset: ?>>, memref<3xi64, strided<[?], offset: ?>>) outs(%alloc : memref<3xi64>)
// CHECK-NEXT: %1 = memref.load %alloc[%c0] : memref<3xi64>
// CHECK-NEXT: %2 = arith.addi %arg3, %1 : i64
// CHECK-NEXT: scf.yield %2 : i64
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i64
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @elementwise_cast_in_while(%arg0: memref<1x?xi64, strided<[?, ?], offset: ?>>, %arg1: memref<1x2xi64, strided<[?, ?], offset: ?>>, %arg2: i64) -> memref<1x2xi64, strided<[?, ?], offset: ?>> {
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %0:2 = scf.while (%arg3 = %c0_i64, %arg4 = %arg1) : (i64, memref<1x2xi64, strided<[?, ?], offset: ?>>) -> (i64, memref<1x2xi64, strided<[?, ?], offset: ?>>) {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg3, %arg2 : i64
// CHECK-NEXT: scf.condition(%1) %arg3, %arg4 : i64, memref<1x2xi64, strided<[?, ?], offset: ?>>
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: i64, %arg4: memref<1x2xi64, strided<[?, ?], offset: ?>>):
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<1x?xi64, strided<[?, ?], offset: ?>> to memref<1x2xi64, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<1x2xi64>
// CHECK-NEXT: linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<1x?xi64, strided<[?, ?], offset: ?>>) outs(%alloc : memref<1x2xi64>) {
// CHECK-NEXT: ^bb0(%in: i64, %out: i64):
// CHECK-NEXT: %3 = arith.addi %in, %in : i64
// CHECK-NEXT: linalg.yield %3 : i64
// CHECK-NEXT: }
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %1 = memref.load %alloc[%c0, %c0] : memref<1x2xi64>
// CHECK-NEXT: memref.store %1, %arg4[%c0, %c0] : memref<1x2xi64, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT: %2 = arith.addi %arg3, %c1_i64 : i64
// CHECK-NEXT: scf.yield %2, %arg4 : i64, memref<1x2xi64, strided<[?, ?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: return %0#1 : memref<1x2xi64, strided<[?, ?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @elementwise_defined_in_loop(%arg0: memref<3xi64, strided<[?], offset: ?>>, %arg1: index) -> memref<3xi64, strided<[?], offset: ?>> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %arg0) -> (memref<3xi64, strided<[?], offset: ?>>) {
// CHECK-NEXT: linalg.add ins(%arg3, %arg3 : memref<3xi64, strided<[?], offset: ?>>, memref<3xi64, strided<[?], offset: ?>>) outs(%arg3 : memref<3xi64, strided<[?], offset: ?>>)
// CHECK-NEXT: scf.yield %arg3 : memref<3xi64, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : memref<3xi64, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: }
