// A tensor program with scf.for/scf.while/scf.if/scf.execute_region carrying tensors, run
// directly on tensor values by the interpreter (the oracle) and after our
// --one-shot-bufferize=bufferize-function-boundaries in both engines. The expected lines are
// upstream mlir-runner's after scripts/upstream-run-tensor.sh.
// RUN: memref-run %s --no-pipeline --engine=interp | filecheck %s
// RUN: memref-opt %s --one-shot-bufferize=bufferize-function-boundaries | memref-run - --engine=interp | filecheck %s
// RUN: memref-opt %s --one-shot-bufferize=bufferize-function-boundaries | memref-run - --engine=jit | filecheck %s
func.func private @printMemrefI32(memref<*xi32>)

func.func @show(%t: tensor<?xi32>) {
  %m = bufferization.to_buffer %t : tensor<?xi32> to memref<?xi32, strided<[?], offset: ?>>
  %u = memref.cast %m : memref<?xi32, strided<[?], offset: ?>> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}

// Collatz steps of each element, counted in a while loop carrying a tensor.
func.func @collatz(%t: tensor<?xi32>) -> tensor<?xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = tensor.dim %t, %c0 : tensor<?xi32>
  %e = tensor.empty(%n) : tensor<?xi32>
  %out = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %e) -> tensor<?xi32> {
    %x0 = tensor.extract %t[%i] : tensor<?xi32>
    %z = arith.constant 0 : i32
    %cnt0 = tensor.insert %z into %acc[%i] : tensor<?xi32>
    %r:2 = scf.while (%x = %x0, %a = %cnt0) : (i32, tensor<?xi32>) -> (i32, tensor<?xi32>) {
      %one = arith.constant 1 : i32
      %go = arith.cmpi sgt, %x, %one : i32
      scf.condition(%go) %x, %a : i32, tensor<?xi32>
    } do {
    ^bb0(%x: i32, %a: tensor<?xi32>):
      %one = arith.constant 1 : i32
      %two = arith.constant 2 : i32
      %three = arith.constant 3 : i32
      %m = arith.remsi %x, %two : i32
      %odd = arith.cmpi eq, %m, %one : i32
      %nx = scf.if %odd -> i32 {
        %t3 = arith.muli %x, %three : i32
        %p = arith.addi %t3, %one : i32
        scf.yield %p : i32
      } else {
        %h = arith.divsi %x, %two : i32
        scf.yield %h : i32
      }
      %c = tensor.extract %a[%i] : tensor<?xi32>
      %c2 = arith.addi %c, %one : i32
      %a2 = tensor.insert %c2 into %a[%i] : tensor<?xi32>
      scf.yield %nx, %a2 : i32, tensor<?xi32>
    }
    scf.yield %r#1 : tensor<?xi32>
  }
  return %out : tensor<?xi32>
}

func.func @main() {
  %t = arith.constant dense<[1, 2, 3, 6, 7, 27]> : tensor<6xi32>
  %d = tensor.cast %t : tensor<6xi32> to tensor<?xi32>
  %r = call @collatz(%d) : (tensor<?xi32>) -> tensor<?xi32>
  call @show(%r) : (tensor<?xi32>) -> ()
  call @show(%d) : (tensor<?xi32>) -> ()
  // An execute_region yielding a modified copy of a constant; the constant stays intact.
  %c0 = arith.constant 0 : index
  %v = arith.constant 100 : i32
  %x = scf.execute_region -> tensor<?xi32> {
    %w = tensor.insert %v into %d[%c0] : tensor<?xi32>
    scf.yield %w : tensor<?xi32>
  }
  call @show(%x) : (tensor<?xi32>) -> ()
  call @show(%d) : (tensor<?xi32>) -> ()
  // Zero-trip loop: the result is the init.
  %c3 = arith.constant 3 : index
  %z = scf.for %i = %c3 to %c0 step %c3 iter_args(%a = %x) -> tensor<?xi32> {
    %w = tensor.insert %v into %a[%i] : tensor<?xi32>
    scf.yield %w : tensor<?xi32>
  }
  call @show(%z) : (tensor<?xi32>) -> ()
  return
}

// CHECK: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [6] strides = [1] data =
// CHECK-NEXT: [0,  1,  7,  8,  16,  111]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [6] strides = [1] data =
// CHECK-NEXT: [1,  2,  3,  6,  7,  27]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [6] strides = [1] data =
// CHECK-NEXT: [100,  2,  3,  6,  7,  27]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [6] strides = [1] data =
// CHECK-NEXT: [1,  2,  3,  6,  7,  27]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [6] strides = [1] data =
// CHECK-NEXT: [100,  2,  3,  6,  7,  27]
