// Verifier rules of scf.forall with shared outputs, scf.forall.in_parallel and
// tensor.parallel_insert_slice, with mlir-opt 22.1.8's messages. (A negative or zero step is
// not a verifier error upstream.)
// RUN: memref-opt %s --split-input-file --verify-diagnostics

func.func @no_parent(%t: tensor<8xf32>, %s: tensor<2xf32>) {
  // expected-error@+1 {{expected InParallelOpInterface parent, got:}}
  tensor.parallel_insert_slice %s into %t[0] [2] [1] : tensor<2xf32> into tensor<8xf32>
  return
}

// -----

func.func @out_of_bounds(%t: tensor<8xf32>, %s: tensor<2xf32>) -> tensor<8xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> tensor<8xf32> {
    scf.forall.in_parallel {
      // expected-error@+1 {{slice along dimension 0 runs out-of-bounds: 8 >= 8}}
      tensor.parallel_insert_slice %s into %o[7] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

// -----

func.func @not_shared_out(%t: tensor<8xf32>, %s: tensor<2xf32>) -> tensor<8xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> tensor<8xf32> {
    scf.forall.in_parallel {
      // expected-error@+1 {{'tensor.parallel_insert_slice' op may only insert into an output block argument}}
      tensor.parallel_insert_slice %s into %t[0] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

// -----

func.func @size_mismatch(%t: tensor<8xf32>, %s: tensor<2xf32>) -> tensor<8xf32> {
  %r = scf.forall (%i) = (0) to (4) step (-1) shared_outs(%o = %t) -> tensor<8xf32> {
    scf.forall.in_parallel {
      // expected-error@+1 {{expected type to be 'tensor<3xf32>' or a rank-reduced version. (size mismatch) }}
      tensor.parallel_insert_slice %s into %o[0] [3] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

// -----

func.func @element_type(%t: tensor<8xf32>, %s: tensor<2xi32>) -> tensor<8xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> tensor<8xf32> {
    scf.forall.in_parallel {
      // expected-error@+1 {{expected element type to be 'f32'}}
      tensor.parallel_insert_slice %s into %o[0] [2] [1] : tensor<2xi32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

// -----

func.func @other_op(%t: tensor<8xf32>, %s: tensor<2xf32>) -> tensor<8xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> tensor<8xf32> {
    // expected-error@+1 {{'scf.forall.in_parallel' op expected only ParallelCombiningOpInterface ops}}
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[0] [2] [1] : tensor<2xf32> into tensor<8xf32>
      %d = arith.constant 0 : index
    }
  }
  return %r : tensor<8xf32>
}

// -----

func.func @no_block(%t: tensor<8xf32>) -> tensor<8xf32> {
  %r = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index, %o: tensor<8xf32>):
    // expected-error@+1 {{'scf.forall.in_parallel' op region #0 ('region') failed to verify constraint: region with 1 blocks}}
    "scf.forall.in_parallel"() ({}) : () -> ()
  }) : (tensor<8xf32>) -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----

func.func @arg_type(%t: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{'scf.forall' op type mismatch between 0-th output and corresponding block argument}}
  %r = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index, %o: tensor<4xf32>):
    "scf.forall.in_parallel"() ({^bb0:}) : () -> ()
  }) : (tensor<8xf32>) -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----

func.func @iv_type(%t: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{'scf.forall' op expects 0-th block argument to be an index}}
  %r = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: i32, %o: tensor<8xf32>):
    "scf.forall.in_parallel"() ({^bb0:}) : () -> ()
  }) : (tensor<8xf32>) -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----

func.func @arg_count(%t: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{'scf.forall' op region expects 1 arguments}}
  %r = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index):
    "scf.forall.in_parallel"() ({^bb0:}) : () -> ()
  }) : (tensor<8xf32>) -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----

func.func @result_count(%t: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  // expected-error@+1 {{'scf.forall' op produces 2 results, but has only 1 outputs}}
  %r:2 = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index, %o: tensor<8xf32>):
    "scf.forall.in_parallel"() ({^bb0:}) : () -> ()
  }) : (tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>)
  return %r#0, %r#1 : tensor<8xf32>, tensor<8xf32>
}
