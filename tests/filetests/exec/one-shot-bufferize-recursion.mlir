// Recursive tensor functions run by memref-run (bufferized as mlir-opt 22 does: functions in a
// call cycle without boundary summaries). @even and @odd call each other, each writing one
// element of the tensor it passes on; @fill recurses on itself. Expected output: upstream's
// chain (scripts/upstream-run-tensor.sh).
// RUN: memref-run %s | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
// RUN: memref-run %s --engine=jit --check-bounds | filecheck %s
// RUN: memref-run %s --no-pipeline --engine=interp | filecheck %s
func.func private @printMemrefF32(memref<*xf32>)

func.func @show(%t: tensor<?xf32>) {
  %m = bufferization.to_buffer %t read_only : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
  %u = memref.cast %m : memref<?xf32, strided<[?], offset: ?>> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @even(%t: tensor<6xf32>, %n: index) -> tensor<6xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %stop = arith.cmpi eq, %n, %c0 : index
  %r = scf.if %stop -> tensor<6xf32> {
    scf.yield %t : tensor<6xf32>
  } else {
    %one = arith.constant 2.0 : f32
    %w = tensor.insert %one into %t[%n] : tensor<6xf32>
    %m = arith.subi %n, %c1 : index
    %x = func.call @odd(%w, %m) : (tensor<6xf32>, index) -> tensor<6xf32>
    scf.yield %x : tensor<6xf32>
  }
  return %r : tensor<6xf32>
}

func.func @odd(%t: tensor<6xf32>, %n: index) -> tensor<6xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %stop = arith.cmpi eq, %n, %c0 : index
  %r = scf.if %stop -> tensor<6xf32> {
    scf.yield %t : tensor<6xf32>
  } else {
    %v = tensor.extract %t[%c0] : tensor<6xf32>
    %nf = arith.index_cast %n : index to i32
    %nff = arith.sitofp %nf : i32 to f32
    %s = arith.addf %v, %nff : f32
    %w = tensor.insert %s into %t[%n] : tensor<6xf32>
    %m = arith.subi %n, %c1 : index
    %x = func.call @even(%w, %m) : (tensor<6xf32>, index) -> tensor<6xf32>
    scf.yield %x : tensor<6xf32>
  }
  return %r : tensor<6xf32>
}

func.func @fill(%t: tensor<?xf32>, %i: index, %v: f32) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = tensor.dim %t, %c0 : tensor<?xf32>
  %more = arith.cmpi ult, %i, %n : index
  %r = scf.if %more -> tensor<?xf32> {
    %w = tensor.insert %v into %t[%i] : tensor<?xf32>
    %j = arith.addi %i, %c1 : index
    %h = arith.constant 0.5 : f32
    %v2 = arith.mulf %v, %h : f32
    %x = func.call @fill(%w, %j, %v2) : (tensor<?xf32>, index, f32) -> tensor<?xf32>
    scf.yield %x : tensor<?xf32>
  } else {
    scf.yield %t : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %init = arith.constant dense<[10.0, 0.0, 0.0, 0.0, 0.0, 0.0]> : tensor<6xf32>
  %r = func.call @even(%init, %c5) : (tensor<6xf32>, index) -> tensor<6xf32>
  %u = tensor.cast %r : tensor<6xf32> to tensor<?xf32>
  func.call @show(%u) : (tensor<?xf32>) -> ()
  // The constant is not changed by the calls.
  %again = tensor.cast %init : tensor<6xf32> to tensor<?xf32>
  func.call @show(%again) : (tensor<?xf32>) -> ()
  %e = tensor.empty(%c5) : tensor<?xf32>
  %f0 = arith.constant 8.0 : f32
  %filled = func.call @fill(%e, %c0, %f0) : (tensor<?xf32>, index, f32) -> tensor<?xf32>
  func.call @show(%filled) : (tensor<?xf32>) -> ()
  return
}

// CHECK: rank = 1 offset = 0 sizes = [6] strides = [1] data =
// CHECK-NEXT: [10,  2,  12,  2,  14,  2]
// CHECK: rank = 1 offset = 0 sizes = [6] strides = [1] data =
// CHECK-NEXT: [10,  0,  0,  0,  0,  0]
// CHECK: rank = 1 offset = 0 sizes = [5] strides = [1] data =
// CHECK-NEXT: [8,  4,  2,  1,  0.5]
