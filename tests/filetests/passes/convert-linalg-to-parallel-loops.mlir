// -convert-linalg-to-parallel-loops (scf.parallel for the leading parallel loops, scf.for for
// the rest) on the inputs of convert-linalg-to-loops.mlir: loop bounds from the operands (constants for static sizes,
// memref.dim for dynamic ones, constants uniqued and hoisted by the greedy driver), loads at
// each operand's indexing map (scalars used as they are, constant indices), the payload
// inlined (nested regions included), stores of the yielded values, linalg.index replaced by
// the induction variables; ops on tensors are left alone. Expected text from mlir-opt 22.1.8.
// RUN: memref-opt %s --allow-unregistered-dialect --convert-linalg-to-parallel-loops | filecheck %s
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#first = affine_map<(d0, d1) -> (0, d1)>
#none = affine_map<(d0, d1) -> ()>
func.func @static_named(%a: memref<3x5xf32>, %b: memref<5x2xf32>, %c: memref<3x2xf32>, %ai: memref<3x5xi8>, %bi: memref<5x2xi8>, %ci: memref<3x2xi32>, %x: f32) {
  linalg.fill ins(%x : f32) outs(%c : memref<3x2xf32>)
  linalg.matmul ins(%a, %b : memref<3x5xf32>, memref<5x2xf32>) outs(%c : memref<3x2xf32>)
  linalg.matmul ins(%ai, %bi : memref<3x5xi8>, memref<5x2xi8>) outs(%ci : memref<3x2xi32>)
  return
}
func.func @dynamic_generic(%a: memref<?x?xf32>, %r: memref<?xf32>) {
  linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%a : memref<?x?xf32>) outs(%r : memref<?xf32>) {
  ^bb0(%in: f32, %out: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = arith.muli %i, %j : index
    %ki = arith.index_cast %k : index to i32
    %kf = arith.sitofp %ki : i32 to f32
    %s = arith.addf %in, %out : f32
    %t = arith.addf %s, %kf : f32
    linalg.yield %t : f32
  }
  return
}
func.func @shapes(%a: memref<4x?xf32>, %t: memref<?x4xf32>, %v: memref<4xf32>, %z: memref<f32>, %y: memref<f32>) {
  %c9 = arith.constant 9 : index
  linalg.transpose ins(%a : memref<4x?xf32>) outs(%t : memref<?x4xf32>) permutation = [1, 0]
  linalg.broadcast ins(%v : memref<4xf32>) outs(%a : memref<4x?xf32>) dimensions = [1]
  linalg.reduce { arith.maximumf } ins(%a : memref<4x?xf32>) outs(%v : memref<4xf32>) dimensions = [1]
  linalg.map { arith.subf } ins(%v, %v : memref<4xf32>, memref<4xf32>) outs(%v : memref<4xf32>)
  linalg.copy ins(%z : memref<f32>) outs(%y : memref<f32>)
  linalg.exp ins(%z : memref<f32>) outs(%y : memref<f32>)
  "test.use"(%c9) : (index) -> ()
  return
}
func.func @maps(%a: memref<3x4xf32>, %b: memref<1x4xf32>, %s: f32, %c: i1, %n: index, %q: memref<4xf32>, %w: memref<3xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  linalg.generic {indexing_maps = [#first, #none, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%b, %s : memref<1x4xf32>, f32) outs(%a, %a : memref<3x4xf32>, memref<3x4xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32, %p: f32):
    %r = scf.if %c -> f32 {
      scf.yield %x : f32
    } else {
      %m = arith.mulf %x, %y : f32
      scf.yield %m : f32
    }
    linalg.yield %r, %o : f32, f32
  }
  scf.for %i = %c0 to %n step %c1 {
    linalg.matvec ins(%a, %q : memref<3x4xf32>, memref<4xf32>) outs(%w : memref<3xf32>)
  }
  return
}
func.func @tensors(%t: tensor<4xf32>, %m: memref<4xf32>) -> tensor<4xf32> {
  %0 = linalg.add ins(%t, %t : tensor<4xf32>, tensor<4xf32>) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  linalg.add ins(%m, %m : memref<4xf32>, memref<4xf32>) outs(%m : memref<4xf32>)
  return %0 : tensor<4xf32>
}

// CHECK: module {
// CHECK-NEXT: func.func @static_named(%arg0: memref<3x5xf32>, %arg1: memref<5x2xf32>, %arg2: memref<3x2xf32>, %arg3: memref<3x5xi8>, %arg4: memref<5x2xi8>, %arg5: memref<3x2xi32>, %arg6: f32) {
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: scf.parallel (%arg7, %arg8) = (%c0, %c0) to (%c3, %c2) step (%c1, %c1) {
// CHECK-NEXT: memref.store %arg6, %arg2[%arg7, %arg8] : memref<3x2xf32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: scf.parallel (%arg7, %arg8) = (%c0, %c0) to (%c3, %c2) step (%c1, %c1) {
// CHECK-NEXT: scf.for %arg9 = %c0 to %c5 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg7, %arg9] : memref<3x5xf32>
// CHECK-NEXT: %1 = memref.load %arg1[%arg9, %arg8] : memref<5x2xf32>
// CHECK-NEXT: %2 = memref.load %arg2[%arg7, %arg8] : memref<3x2xf32>
// CHECK-NEXT: %3 = arith.mulf %0, %1 : f32
// CHECK-NEXT: %4 = arith.addf %2, %3 : f32
// CHECK-NEXT: memref.store %4, %arg2[%arg7, %arg8] : memref<3x2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: scf.parallel (%arg7, %arg8) = (%c0, %c0) to (%c3, %c2) step (%c1, %c1) {
// CHECK-NEXT: scf.for %arg9 = %c0 to %c5 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg3[%arg7, %arg9] : memref<3x5xi8>
// CHECK-NEXT: %1 = memref.load %arg4[%arg9, %arg8] : memref<5x2xi8>
// CHECK-NEXT: %2 = memref.load %arg5[%arg7, %arg8] : memref<3x2xi32>
// CHECK-NEXT: %3 = arith.extsi %0 : i8 to i32
// CHECK-NEXT: %4 = arith.extsi %1 : i8 to i32
// CHECK-NEXT: %5 = arith.muli %3, %4 : i32
// CHECK-NEXT: %6 = arith.addi %2, %5 : i32
// CHECK-NEXT: memref.store %6, %arg5[%arg7, %arg8] : memref<3x2xi32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @dynamic_generic(%arg0: memref<?x?xf32>, %arg1: memref<?xf32>) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %dim_0 = memref.dim %arg0, %c1 : memref<?x?xf32>
// CHECK-NEXT: scf.parallel (%arg2) = (%c0) to (%dim) step (%c1) {
// CHECK-NEXT: scf.for %arg3 = %c0 to %dim_0 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg2, %arg3] : memref<?x?xf32>
// CHECK-NEXT: %1 = memref.load %arg1[%arg2] : memref<?xf32>
// CHECK-NEXT: %2 = arith.muli %arg2, %arg3 : index
// CHECK-NEXT: %3 = arith.index_cast %2 : index to i32
// CHECK-NEXT: %4 = arith.sitofp %3 : i32 to f32
// CHECK-NEXT: %5 = arith.addf %0, %1 : f32
// CHECK-NEXT: %6 = arith.addf %5, %4 : f32
// CHECK-NEXT: memref.store %6, %arg1[%arg2] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @shapes(%arg0: memref<4x?xf32>, %arg1: memref<?x4xf32>, %arg2: memref<4xf32>, %arg3: memref<f32>, %arg4: memref<f32>) {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c9 = arith.constant 9 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c1 : memref<4x?xf32>
// CHECK-NEXT: scf.parallel (%arg5, %arg6) = (%c0, %c0) to (%dim, %c4) step (%c1, %c1) {
// CHECK-NEXT: %3 = memref.load %arg0[%arg6, %arg5] : memref<4x?xf32>
// CHECK-NEXT: memref.store %3, %arg1[%arg5, %arg6] : memref<?x4xf32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: %dim_0 = memref.dim %arg0, %c1 : memref<4x?xf32>
// CHECK-NEXT: scf.parallel (%arg5, %arg6) = (%c0, %c0) to (%c4, %dim_0) step (%c1, %c1) {
// CHECK-NEXT: %3 = memref.load %arg2[%arg5] : memref<4xf32>
// CHECK-NEXT: memref.store %3, %arg0[%arg5, %arg6] : memref<4x?xf32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: %dim_1 = memref.dim %arg0, %c1 : memref<4x?xf32>
// CHECK-NEXT: scf.parallel (%arg5) = (%c0) to (%c4) step (%c1) {
// CHECK-NEXT: scf.for %arg6 = %c0 to %dim_1 step %c1 {
// CHECK-NEXT: %3 = memref.load %arg0[%arg5, %arg6] : memref<4x?xf32>
// CHECK-NEXT: %4 = memref.load %arg2[%arg5] : memref<4xf32>
// CHECK-NEXT: %5 = arith.maximumf %4, %3 : f32
// CHECK-NEXT: memref.store %5, %arg2[%arg5] : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: scf.parallel (%arg5) = (%c0) to (%c4) step (%c1) {
// CHECK-NEXT: %3 = memref.load %arg2[%arg5] : memref<4xf32>
// CHECK-NEXT: %4 = memref.load %arg2[%arg5] : memref<4xf32>
// CHECK-NEXT: %5 = arith.subf %3, %4 : f32
// CHECK-NEXT: memref.store %5, %arg2[%arg5] : memref<4xf32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: %0 = memref.load %arg3[] : memref<f32>
// CHECK-NEXT: memref.store %0, %arg4[] : memref<f32>
// CHECK-NEXT: %1 = memref.load %arg3[] : memref<f32>
// CHECK-NEXT: %2 = math.exp %1 : f32
// CHECK-NEXT: memref.store %2, %arg4[] : memref<f32>
// CHECK-NEXT: "test.use"(%c9) : (index) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @maps(%arg0: memref<3x4xf32>, %arg1: memref<1x4xf32>, %arg2: f32, %arg3: i1, %arg4: index, %arg5: memref<4xf32>, %arg6: memref<3xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: scf.parallel (%arg7, %arg8) = (%c0, %c0) to (%c3, %c4) step (%c1, %c1) {
// CHECK-NEXT: %0 = memref.load %arg1[%c0, %arg8] : memref<1x4xf32>
// CHECK-NEXT: %1 = memref.load %arg0[%arg7, %arg8] : memref<3x4xf32>
// CHECK-NEXT: %2 = scf.if %arg3 -> (f32) {
// CHECK-NEXT: scf.yield %0 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: %3 = arith.mulf %0, %arg2 : f32
// CHECK-NEXT: scf.yield %3 : f32
// CHECK-NEXT: }
// CHECK-NEXT: memref.store %2, %arg0[%arg7, %arg8] : memref<3x4xf32>
// CHECK-NEXT: memref.store %1, %arg0[%arg7, %arg8] : memref<3x4xf32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg7 = %c0 to %arg4 step %c1 {
// CHECK-NEXT: scf.parallel (%arg8) = (%c0) to (%c3) step (%c1) {
// CHECK-NEXT: scf.for %arg9 = %c0 to %c4 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg8, %arg9] : memref<3x4xf32>
// CHECK-NEXT: %1 = memref.load %arg5[%arg9] : memref<4xf32>
// CHECK-NEXT: %2 = memref.load %arg6[%arg8] : memref<3xf32>
// CHECK-NEXT: %3 = arith.mulf %0, %1 : f32
// CHECK-NEXT: %4 = arith.addf %2, %3 : f32
// CHECK-NEXT: memref.store %4, %arg6[%arg8] : memref<3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @tensors(%arg0: tensor<4xf32>, %arg1: memref<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = linalg.add ins(%arg0, %arg0 : tensor<4xf32>, tensor<4xf32>) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: scf.parallel (%arg2) = (%c0) to (%c4) step (%c1) {
// CHECK-NEXT: %1 = memref.load %arg1[%arg2] : memref<4xf32>
// CHECK-NEXT: %2 = memref.load %arg1[%arg2] : memref<4xf32>
// CHECK-NEXT: %3 = arith.addf %1, %2 : f32
// CHECK-NEXT: memref.store %3, %arg1[%arg2] : memref<4xf32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
