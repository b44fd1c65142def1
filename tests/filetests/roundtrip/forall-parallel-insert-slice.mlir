// scf.forall with shared outputs and tensor.parallel_insert_slice in its terminator: custom
// and generic forms as mlir-opt 22 prints them (static, dynamic and rank-reducing slices,
// 0-D, several shared outputs, a mapping, an empty terminator).
// RUN: memref-opt %s | filecheck %s
// RUN: memref-opt %s -mlir-print-op-generic | filecheck %s --check-prefix=GEN
// RUN: memref-opt %s -mlir-print-op-generic | memref-opt | filecheck %s

// CHECK-LABEL: func.func @slices(
// CHECK: %{{.*}} = scf.forall (%[[I:.*]]) in (4) shared_outs(%[[O:.*]] = %{{.*}}) -> (tensor<8xf32>) {
// CHECK:   scf.forall.in_parallel {
// CHECK:     tensor.parallel_insert_slice %{{.*}} into %[[O]][%{{.*}}] [2] [1] : tensor<2xf32> into tensor<8xf32>
// CHECK:   }
// CHECK: }
// GEN-LABEL: sym_name = "slices"
// GEN: "scf.forall"(%{{.*}}) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
// GEN: "scf.forall.in_parallel"() ({
// GEN: "tensor.parallel_insert_slice"(%{{.*}}, %{{.*}}, %{{.*}}) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> : (tensor<2xf32>, tensor<8xf32>, index) -> ()
func.func @slices(%t: tensor<8xf32>, %s: tensor<2xf32>) -> tensor<8xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> tensor<8xf32> {
    %off = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%off] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

// CHECK-LABEL: func.func @dynamic(
// CHECK: scf.forall (%{{.*}}, %{{.*}}) = (%{{.*}}, 0) to (%{{.*}}, 4) step (2, %{{.*}}) shared_outs(%[[A:.*]] = %{{.*}}, %[[B:.*]] = %{{.*}}) -> (tensor<?x?xf32>, tensor<f32>) {
// CHECK: tensor.parallel_insert_slice %{{.*}} into %[[A]][%{{.*}}, 0] [1, %{{.*}}] [1, 1] : tensor<?xf32> into tensor<?x?xf32>
// CHECK: tensor.parallel_insert_slice %{{.*}} into %[[B]][] [] [] : tensor<f32> into tensor<f32>
// CHECK: } {mapping = [#gpu.thread<y>, #gpu.thread<x>]}
func.func @dynamic(%t: tensor<?x?xf32>, %z: tensor<f32>, %row: tensor<?xf32>, %lb: index, %ub: index, %st: index, %n: index) -> (tensor<?x?xf32>, tensor<f32>) {
  %r:2 = scf.forall (%i, %j) = (%lb, 0) to (%ub, 4) step (2, %st) shared_outs(%a = %t, %b = %z) -> (tensor<?x?xf32>, tensor<f32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %row into %a[%i, 0] [1, %n] [1, 1] : tensor<?xf32> into tensor<?x?xf32>
      tensor.parallel_insert_slice %z into %b[] [] [] : tensor<f32> into tensor<f32>
    }
  } {mapping = [#gpu.thread<y>, #gpu.thread<x>]}
  return %r#0, %r#1 : tensor<?x?xf32>, tensor<f32>
}

// An empty terminator is printed when the loop has results.
// CHECK-LABEL: func.func @no_insert(
// CHECK: scf.forall (%{{.*}}) in (3) shared_outs(%{{.*}} = %{{.*}}) -> (tensor<3xi32>) {
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @no_insert(%t: tensor<3xi32>) -> tensor<3xi32> {
  %r = scf.forall (%i) in (3) shared_outs(%o = %t) -> tensor<3xi32> {
  }
  return %r : tensor<3xi32>
}
