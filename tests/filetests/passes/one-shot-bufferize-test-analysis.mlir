// One-Shot Bufferize with test-analysis-only and without function boundaries: nothing is
// bufferized; every op with a tensor operand gets __inplace_operands_attr__ ("none" for
// non-tensor operands). func.return and func.call are unknown ops here: analyzed, but their
// function arguments and results are not writable.
// RUN: memref-opt %s --split-input-file --allow-unregistered-dialect --one-shot-bufferize=test-analysis-only | filecheck %s

func.func @reads_after_write(%t: tensor<?xf32>, %i: index, %f: f32) -> (tensor<?xf32>, f32) {
  %w = tensor.insert %f into %t[%i] : tensor<?xf32>
  %r = tensor.extract %t[%i] : tensor<?xf32>
  %e = tensor.empty(%i) : tensor<?xf32>
  %u = tensor.insert %f into %e[%i] : tensor<?xf32>
  %v = tensor.extract %u[%i] : tensor<?xf32>
  %s = arith.addf %r, %v : f32
  return %w, %s : tensor<?xf32>, f32
}

// -----

// An unknown op with a region: its entry block's tensor argument may alias the operand and is
// not writable, so the operand is out of place.
func.func @unknown_op_block_arg(%f: f32) {
  %0 = tensor.empty() : tensor<10xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<10xf32>) -> tensor<10xf32>
  "test.region_op"(%1) ({
  ^bb0(%arg1: tensor<10xf32>):
    "test.use"(%arg1) : (tensor<10xf32>) -> ()
  }) : (tensor<10xf32>) -> ()
  return
}

// -----

func.func @scf_if_and_for(%c: i1, %n: index, %f: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e = tensor.empty() : tensor<4xf32>
  %init = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%t = %init) -> (tensor<4xf32>) {
    %x = scf.if %c -> (tensor<4xf32>) {
      %w = tensor.insert %f into %t[%c0] : tensor<4xf32>
      scf.yield %w : tensor<4xf32>
    } else {
      scf.yield %t : tensor<4xf32>
    }
    scf.yield %x : tensor<4xf32>
  }
  %old = tensor.extract %init[%c1] : tensor<4xf32>
  %out = tensor.insert %old into %r[%c1] : tensor<4xf32>
  return %out : tensor<4xf32>
}

// CHECK: module {
// CHECK-NEXT: func.func @reads_after_write(%arg0: tensor<?xf32>, %arg1: index, %arg2: f32) -> (tensor<?xf32>, f32) {
// CHECK-NEXT: %inserted = tensor.insert %arg2 into %arg0[%arg1] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<?xf32>
// CHECK-NEXT: %extracted = tensor.extract %arg0[%arg1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<?xf32>
// CHECK-NEXT: %0 = tensor.empty(%arg1) : tensor<?xf32>
// CHECK-NEXT: %inserted_0 = tensor.insert %arg2 into %0[%arg1] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<?xf32>
// CHECK-NEXT: %extracted_1 = tensor.extract %inserted_0[%arg1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<?xf32>
// CHECK-NEXT: %1 = arith.addf %extracted, %extracted_1 : f32
// CHECK-NEXT: return {__inplace_operands_attr__ = ["true", "none"]} %inserted, %1 : tensor<?xf32>, f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @unknown_op_block_arg(%arg0: f32) {
// CHECK-NEXT: %0 = tensor.empty() : tensor<10xf32>
// CHECK-NEXT: %1 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg0 : f32) outs(%0 : tensor<10xf32>) -> tensor<10xf32>
// CHECK-NEXT: "test.region_op"(%1) ({
// CHECK-NEXT: ^bb0(%arg1: tensor<10xf32>):
// CHECK-NEXT: "test.use"(%arg1) {__inplace_operands_attr__ = ["false"]} : (tensor<10xf32>) -> ()
// CHECK-NEXT: }) {__inplace_operands_attr__ = ["false"]} : (tensor<10xf32>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @scf_if_and_for(%arg0: i1, %arg1: index, %arg2: f32) -> tensor<4xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %1 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg2 : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %2 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %1) -> (tensor<4xf32>) {
// CHECK-NEXT: %3 = scf.if %arg0 -> (tensor<4xf32>) {
// CHECK-NEXT: %inserted_0 = tensor.insert %arg2 into %arg4[%c0] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// CHECK-NEXT: scf.yield {__inplace_operands_attr__ = ["true"]} %inserted_0 : tensor<4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield {__inplace_operands_attr__ = ["true"]} %arg4 : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield {__inplace_operands_attr__ = ["true"]} %3 : tensor<4xf32>
// CHECK-NEXT: } {__inplace_operands_attr__ = ["none", "none", "none", "false"]}
// CHECK-NEXT: %extracted = tensor.extract %1[%c1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// CHECK-NEXT: %inserted = tensor.insert %extracted into %2[%c1] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// CHECK-NEXT: return {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
