// One-Shot Bufferize with test-analysis-only and function boundaries: tensor arguments of
// analyzed functions get bufferization.access (a declared one is kept and replaces the analysis
// of the body), and returns get __equivalent_func_args__ (equivalence must agree over all
// returns; only the returns checked are annotated).
// RUN: memref-opt %s --split-input-file --one-shot-bufferize="test-analysis-only bufferize-function-boundaries allow-return-allocs-from-loops" | filecheck %s

func.func @bump(%t: tensor<?xf32>, %i: index, %f: f32) -> (tensor<?xf32>, f32) {
  %x = tensor.extract %t[%i] : tensor<?xf32>
  %w = tensor.insert %f into %t[%i] : tensor<?xf32>
  return %w, %x : tensor<?xf32>, f32
}

func.func @caller(%ro: tensor<?xf32> {bufferization.writable = false}, %rw: tensor<?xf32>, %i: index, %f: f32) -> (tensor<?xf32>, tensor<?xf32>, f32) {
  %a, %x = call @bump(%ro, %i, %f) : (tensor<?xf32>, index, f32) -> (tensor<?xf32>, f32)
  %b, %y = call @bump(%rw, %i, %f) : (tensor<?xf32>, index, f32) -> (tensor<?xf32>, f32)
  %s = arith.addf %x, %y : f32
  return %a, %b, %s : tensor<?xf32>, tensor<?xf32>, f32
}

// -----

// A bodiless callee that only reads (declared): its result may alias the argument, so writing
// the result conflicts with the later read of the argument.
func.func private @view(tensor<4xf32> {bufferization.access = "read"}) -> tensor<4xf32>

func.func @write_through_alias(%t: tensor<4xf32>, %i: index, %f: f32) -> (tensor<4xf32>, f32) {
  %v = call @view(%t) : (tensor<4xf32>) -> tensor<4xf32>
  %w = tensor.insert %f into %v[%i] : tensor<4xf32>
  %r = tensor.extract %t[%i] : tensor<4xf32>
  return %w, %r : tensor<4xf32>, f32
}

// -----

func.func @two_returns(%a: tensor<?xf32>, %b: tensor<?xf32>, %i: index, %f: f32, %c: i1) -> (tensor<?xf32>, f32, tensor<?xf32>, tensor<?xf32>) {
  %w = tensor.insert %f into %a[%i] : tensor<?xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %w, %f, %b, %w : tensor<?xf32>, f32, tensor<?xf32>, tensor<?xf32>
^bb2:
  return %a, %f, %b, %b : tensor<?xf32>, f32, tensor<?xf32>, tensor<?xf32>
}

// -----

// linalg ops inside a loop: element-wise ops may read and write the same buffer, but not when
// the buffer is defined outside of the loop (a later iteration would read the earlier write).
func.func @elementwise_in_loop(%a: tensor<4xi64>, %b: tensor<4xi64>, %n: index) -> (tensor<4xi64>, tensor<4xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%t = %b) -> (tensor<4xi64>) {
    %m = linalg.add ins(%a, %t : tensor<4xi64>, tensor<4xi64>) outs(%t : tensor<4xi64>) -> tensor<4xi64>
    scf.yield %m : tensor<4xi64>
  }
  %s = linalg.mul ins(%a, %a : tensor<4xi64>, tensor<4xi64>) outs(%a : tensor<4xi64>) -> tensor<4xi64>
  return %r, %s : tensor<4xi64>, tensor<4xi64>
}

// -----

func.func @elementwise_reads_outer_in_loop(%a: tensor<4xi64>, %b: tensor<4xi64>, %n: index) -> tensor<4xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%t = %b) -> (tensor<4xi64>) {
    %m = linalg.add ins(%a, %t : tensor<4xi64>, tensor<4xi64>) outs(%a : tensor<4xi64>) -> tensor<4xi64>
    scf.yield %m : tensor<4xi64>
  }
  return %r : tensor<4xi64>
}

// CHECK: module {
// CHECK-NEXT: func.func @bump(%arg0: tensor<?xf32> {bufferization.access = "read-write"}, %arg1: index, %arg2: f32) -> (tensor<?xf32>, f32) {
// CHECK-NEXT: %extracted = tensor.extract %arg0[%arg1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<?xf32>
// CHECK-NEXT: %inserted = tensor.insert %arg2 into %arg0[%arg1] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<?xf32>
// CHECK-NEXT: return {__equivalent_func_args__ = [0, -1], __inplace_operands_attr__ = ["true", "none"]} %inserted, %extracted : tensor<?xf32>, f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @caller(%arg0: tensor<?xf32> {bufferization.access = "read", bufferization.writable = false}, %arg1: tensor<?xf32> {bufferization.access = "read-write"}, %arg2: index, %arg3: f32) -> (tensor<?xf32>, tensor<?xf32>, f32) {
// CHECK-NEXT: %0:2 = call @bump(%arg0, %arg2, %arg3) {__inplace_operands_attr__ = ["false", "none", "none"]} : (tensor<?xf32>, index, f32) -> (tensor<?xf32>, f32)
// CHECK-NEXT: %1:2 = call @bump(%arg1, %arg2, %arg3) {__inplace_operands_attr__ = ["true", "none", "none"]} : (tensor<?xf32>, index, f32) -> (tensor<?xf32>, f32)
// CHECK-NEXT: %2 = arith.addf %0#1, %1#1 : f32
// CHECK-NEXT: return {__equivalent_func_args__ = [-1, 1, -1], __inplace_operands_attr__ = ["true", "true", "none"]} %0#0, %1#0, %2 : tensor<?xf32>, tensor<?xf32>, f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func private @view(tensor<4xf32> {bufferization.access = "read"}) -> tensor<4xf32>
// CHECK-NEXT: func.func @write_through_alias(%arg0: tensor<4xf32> {bufferization.access = "read"}, %arg1: index, %arg2: f32) -> (tensor<4xf32>, f32) {
// CHECK-NEXT: %0 = call @view(%arg0) {__inplace_operands_attr__ = ["false"]} : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %inserted = tensor.insert %arg2 into %0[%arg1] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// CHECK-NEXT: %extracted = tensor.extract %arg0[%arg1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// CHECK-NEXT: return {__inplace_operands_attr__ = ["true", "none"]} %inserted, %extracted : tensor<4xf32>, f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @two_returns(%arg0: tensor<?xf32> {bufferization.access = "read"}, %arg1: tensor<?xf32> {bufferization.access = "read"}, %arg2: index, %arg3: f32, %arg4: i1) -> (tensor<?xf32>, f32, tensor<?xf32>, tensor<?xf32>) {
// CHECK-NEXT: %inserted = tensor.insert %arg3 into %arg0[%arg2] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<?xf32>
// CHECK-NEXT: cf.cond_br %arg4, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: return {__equivalent_func_args__ = [-1, -1, 1, -1], __inplace_operands_attr__ = ["true", "none", "true", "true"]} %inserted, %arg3, %arg1, %inserted : tensor<?xf32>, f32, tensor<?xf32>, tensor<?xf32>
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: return {__equivalent_func_args__ = [-1, -1, 1, -1], __inplace_operands_attr__ = ["true", "none", "true", "true"]} %arg0, %arg3, %arg1, %arg1 : tensor<?xf32>, f32, tensor<?xf32>, tensor<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @elementwise_in_loop(%arg0: tensor<4xi64> {bufferization.access = "read-write"}, %arg1: tensor<4xi64> {bufferization.access = "read-write"}, %arg2: index) -> (tensor<4xi64>, tensor<4xi64>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = scf.for %arg3 = %c0 to %arg2 step %c1 iter_args(%arg4 = %arg1) -> (tensor<4xi64>) {
// CHECK-NEXT: %2 = linalg.add {__inplace_operands_attr__ = ["true", "true", "true"]} ins(%arg0, %arg4 : tensor<4xi64>, tensor<4xi64>) outs(%arg4 : tensor<4xi64>) -> tensor<4xi64>
// CHECK-NEXT: scf.yield {__inplace_operands_attr__ = ["true"]} %2 : tensor<4xi64>
// CHECK-NEXT: } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
// CHECK-NEXT: %1 = linalg.mul {__inplace_operands_attr__ = ["true", "true", "true"]} ins(%arg0, %arg0 : tensor<4xi64>, tensor<4xi64>) outs(%arg0 : tensor<4xi64>) -> tensor<4xi64>
// CHECK-NEXT: return {__equivalent_func_args__ = [1, 0], __inplace_operands_attr__ = ["true", "true"]} %0, %1 : tensor<4xi64>, tensor<4xi64>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @elementwise_reads_outer_in_loop(%arg0: tensor<4xi64> {bufferization.access = "read"}, %arg1: tensor<4xi64> {bufferization.access = "read-write"}, %arg2: index) -> tensor<4xi64> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = scf.for %arg3 = %c0 to %arg2 step %c1 iter_args(%arg4 = %arg1) -> (tensor<4xi64>) {
// CHECK-NEXT: %1 = linalg.add {__inplace_operands_attr__ = ["true", "true", "false"]} ins(%arg0, %arg4 : tensor<4xi64>, tensor<4xi64>) outs(%arg0 : tensor<4xi64>) -> tensor<4xi64>
// CHECK-NEXT: scf.yield {__inplace_operands_attr__ = ["true"]} %1 : tensor<4xi64>
// CHECK-NEXT: } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
// CHECK-NEXT: return {__inplace_operands_attr__ = ["true"]} %0 : tensor<4xi64>
// CHECK-NEXT: }
// CHECK-NEXT: }
