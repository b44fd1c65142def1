// A tensor program bufferized with function boundaries, then -drop-equivalent-buffer-results
// (the private functions that return their written argument stop returning it) and the
// deallocation pipeline, run in both engines. The expected lines are upstream mlir-runner's
// after the same mlir-opt passes and scripts/upstream-run.sh.
// RUN: memref-run %s --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries},drop-equivalent-buffer-results,buffer-deallocation-pipeline)' | filecheck %s
// RUN: memref-run %s --engine=interp --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries},drop-equivalent-buffer-results,buffer-deallocation-pipeline)' | filecheck %s
// RUN: memref-opt %s --one-shot-bufferize=bufferize-function-boundaries --drop-equivalent-buffer-results | filecheck %s --check-prefix=IR
func.func private @printMemrefI64(memref<*xi64>)

func.func private @show(%t: tensor<?xi64>) {
  %m = bufferization.to_buffer %t read_only : tensor<?xi64> to memref<?xi64, strided<[?], offset: ?>>
  %u = memref.cast %m : memref<?xi64, strided<[?], offset: ?>> to memref<*xi64>
  call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  return
}

// Writes its argument in place and returns it, and a fresh tensor.
func.func private @bump(%t: tensor<?xi64>, %i: index, %v: i64) -> (tensor<?xi64>, i64, tensor<2xi64>) {
  %x = tensor.extract %t[%i] : tensor<?xi64>
  %y = arith.addi %x, %v : i64
  %w = tensor.insert %y into %t[%i] : tensor<?xi64>
  %f = tensor.from_elements %x, %y : tensor<2xi64>
  return %w, %y, %f : tensor<?xi64>, i64, tensor<2xi64>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %k = arith.constant 100 : i64
  %cst = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi64>
  %a = bufferization.alloc_tensor() copy(%cst) : tensor<4xi64>
  %d = tensor.cast %a : tensor<4xi64> to tensor<?xi64>
  %r:3 = call @bump(%d, %c2, %k) : (tensor<?xi64>, index, i64) -> (tensor<?xi64>, i64, tensor<2xi64>)
  %s:3 = call @bump(%r#0, %c0, %r#1) : (tensor<?xi64>, index, i64) -> (tensor<?xi64>, i64, tensor<2xi64>)
  call @show(%s#0) : (tensor<?xi64>) -> ()
  %f = tensor.cast %s#2 : tensor<2xi64> to tensor<?xi64>
  call @show(%f) : (tensor<?xi64>) -> ()
  vector.print %s#1 : i64
  return
}

// CHECK: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [4] strides = [1] data =
// CHECK-NEXT: {{^}}{{\[}}104,  2,  103,  4]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [2] strides = [1] data =
// CHECK-NEXT: {{^}}{{\[}}1,  104]
// CHECK-NEXT: {{^}}104{{$}}

// IR: func.func private @bump(%arg0: memref<?xi64, strided<[?], offset: ?>>, %arg1: index, %arg2: i64) -> (i64, memref<2xi64>) {
// IR: %[[R:.*]]:2 = call @bump(%[[A:.*]], %c2, %c100_i64) : (memref<?xi64, strided<[?], offset: ?>>, index, i64) -> (i64, memref<2xi64>)
// IR-NEXT: %[[S:.*]]:2 = call @bump(%[[A]], %c0, %[[R]]#0) : (memref<?xi64, strided<[?], offset: ?>>, index, i64) -> (i64, memref<2xi64>)
// IR-NEXT: call @show(%[[A]]) : (memref<?xi64, strided<[?], offset: ?>>) -> ()
