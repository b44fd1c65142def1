// scf.forall canonicalization with shared outputs, as mlir-opt 22.1.8: a zero-trip loop is its
// outputs' initial values; a loop of one iteration is inlined, each parallel_insert_slice a
// tensor.insert_slice after it (upstream's promote); a single-trip dimension goes; a mapped
// loop stays. parallel_insert_slice folds constant offsets and sizes (the source cast goes
// before the terminator), not when the slice would run past the end. These were left alone.
// RUN: memref-opt %s --canonicalize | filecheck %s

func.func @zero(%t: tensor<4xf32>, %x: tensor<2xf32>) -> tensor<4xf32> {
  %r = scf.forall (%i) in (0) shared_outs(%o = %t) -> (tensor<4xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %x into %o[1] [2] [1] : tensor<2xf32> into tensor<4xf32>
    }
  }
  return %r : tensor<4xf32>
}
func.func @all_single(%t: tensor<8xf32>, %u: tensor<6xf32>) -> (tensor<8xf32>, tensor<6xf32>) {
  %r:2 = scf.forall (%i, %j) = (2, 3) to (3, 4) step (1, 1) shared_outs(%o = %t, %p = %u) -> (tensor<8xf32>, tensor<6xf32>) {
    %s = tensor.extract_slice %o[%i] [2] [1] : tensor<8xf32> to tensor<2xf32>
    %v = tensor.extract_slice %p[%j] [2] [1] : tensor<6xf32> to tensor<2xf32>
    %w = arith.addf %s, %v : tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %w into %o[%j] [2] [1] : tensor<2xf32> into tensor<8xf32>
      tensor.parallel_insert_slice %s into %p[%i] [2] [1] : tensor<2xf32> into tensor<6xf32>
    }
  }
  return %r#0, %r#1 : tensor<8xf32>, tensor<6xf32>
}
func.func @partial(%t: tensor<8xf32>, %n: index) -> tensor<8xf32> {
  %r = scf.forall (%i, %j) in (1, %n) shared_outs(%o = %t) -> (tensor<8xf32>) {
    %s = tensor.extract_slice %o[%j] [2] [1] : tensor<8xf32> to tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}
func.func @mapped(%t: tensor<4xf32>, %x: tensor<2xf32>) -> tensor<4xf32> {
  %r = scf.forall (%i) in (1) shared_outs(%o = %t) -> (tensor<4xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %x into %o[1] [2] [1] : tensor<2xf32> into tensor<4xf32>
    }
  } {mapping = [#gpu.thread<x>]}
  return %r : tensor<4xf32>
}
func.func @empty_terminator(%t: tensor<4xf32>) -> tensor<4xf32> {
  %r = scf.forall (%i) in (1) shared_outs(%o = %t) -> (tensor<4xf32>) {
    scf.forall.in_parallel {
    }
  }
  return %r : tensor<4xf32>
}
func.func @dyn_source(%t: tensor<8xf32>, %x: tensor<?xf32>, %n: index) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<8xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %x into %o[%c0] [%c2] [1] : tensor<?xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}
func.func @oob(%t: tensor<4xf32>, %x: tensor<2xf32>, %n: index) -> tensor<4xf32> {
  %c3 = arith.constant 3 : index
  %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<4xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %x into %o[%c3] [2] [1] : tensor<2xf32> into tensor<4xf32>
    }
  }
  return %r : tensor<4xf32>
}

// CHECK: module {
// CHECK-NEXT: func.func @zero(%arg0: tensor<4xf32>, %arg1: tensor<2xf32>) -> tensor<4xf32> {
// CHECK-NEXT: return %arg0 : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @all_single(%arg0: tensor<8xf32>, %arg1: tensor<6xf32>) -> (tensor<8xf32>, tensor<6xf32>) {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[2] [2] [1] : tensor<8xf32> to tensor<2xf32>
// CHECK-NEXT: %extracted_slice_0 = tensor.extract_slice %arg1[3] [2] [1] : tensor<6xf32> to tensor<2xf32>
// CHECK-NEXT: %0 = arith.addf %extracted_slice, %extracted_slice_0 : tensor<2xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %0 into %arg0[3] [2] [1] : tensor<2xf32> into tensor<8xf32>
// CHECK-NEXT: %inserted_slice_1 = tensor.insert_slice %extracted_slice into %arg1[2] [2] [1] : tensor<2xf32> into tensor<6xf32>
// CHECK-NEXT: return %inserted_slice, %inserted_slice_1 : tensor<8xf32>, tensor<6xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @partial(%arg0: tensor<8xf32>, %arg1: index) -> tensor<8xf32> {
// CHECK-NEXT: %0 = scf.forall (%arg2) in (%arg1) shared_outs(%arg3 = %arg0) -> (tensor<8xf32>) {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg3[%arg2] [2] [1] : tensor<8xf32> to tensor<2xf32>
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %extracted_slice into %arg3[0] [2] [1] : tensor<2xf32> into tensor<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @mapped(%arg0: tensor<4xf32>, %arg1: tensor<2xf32>) -> tensor<4xf32> {
// CHECK-NEXT: %0 = scf.forall (%arg2) in (1) shared_outs(%arg3 = %arg0) -> (tensor<4xf32>) {
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %arg1 into %arg3[1] [2] [1] : tensor<2xf32> into tensor<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: } {mapping = [#gpu.thread<x>]}
// CHECK-NEXT: return %0 : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @empty_terminator(%arg0: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT: return %arg0 : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @dyn_source(%arg0: tensor<8xf32>, %arg1: tensor<?xf32>, %arg2: index) -> tensor<8xf32> {
// CHECK-NEXT: %0 = scf.forall (%arg3) in (%arg2) shared_outs(%arg4 = %arg0) -> (tensor<8xf32>) {
// CHECK-NEXT: %cast = tensor.cast %arg1 : tensor<?xf32> to tensor<2xf32>
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %cast into %arg4[0] [2] [1] : tensor<2xf32> into tensor<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @oob(%arg0: tensor<4xf32>, %arg1: tensor<2xf32>, %arg2: index) -> tensor<4xf32> {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %0 = scf.forall (%arg3) in (%arg2) shared_outs(%arg4 = %arg0) -> (tensor<4xf32>) {
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %arg1 into %arg4[%c3] [2] [1] : tensor<2xf32> into tensor<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
