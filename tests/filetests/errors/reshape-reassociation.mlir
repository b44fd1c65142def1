// memref.expand_shape/collapse_shape reassociations, with upstream's messages. Found by
// fuzzing the run target: `[[0, 0]]` was accepted and the two engines then computed different
// strides for the view.
// RUN: memref-opt %s --split-input-file --verify-diagnostics
func.func @repeated(%a: memref<6xf32>) {
  // expected-error@+1 {{'memref.expand_shape' op reassociation indices must be contiguous}}
  %e = memref.expand_shape %a [[0, 0]] output_shape [2, 3] : memref<6xf32> into memref<2x3xf32>
  return
}

// -----

func.func @groups(%a: memref<2x3xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op invalid number of reassociation groups: found 2, expected 1}}
  %e = memref.collapse_shape %a [[0], [1]] : memref<2x3xf32> into memref<6xf32>
  return
}

// -----

func.func @out_of_bounds(%a: memref<6xf32>) {
  // expected-error@+1 {{'memref.expand_shape' op reassociation index 2 is out of bounds}}
  %e = memref.expand_shape %a [[0, 1, 2]] output_shape [2, 3] : memref<6xf32> into memref<2x3xf32>
  return
}

// -----

func.func @size(%a: memref<7xf32>) {
  // expected-error@+1 {{'memref.expand_shape' op collapsed dim size (7) must equal reassociation group size (6)}}
  %e = memref.expand_shape %a [[0, 1]] output_shape [2, 3] : memref<7xf32> into memref<2x3xf32>
  return
}

// -----

func.func @dynamic(%a: memref<6xf32>, %n: index) {
  // expected-error@+1 {{'memref.expand_shape' op collapsed dim (0) must be dynamic if and only if reassociation group is dynamic}}
  %e = memref.expand_shape %a [[0, 1]] output_shape [2, %n] : memref<6xf32> into memref<2x?xf32>
  return
}

// -----

func.func @rank0(%a: memref<1x2xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op rank 0 memrefs can only be extended/collapsed with/from ones}}
  %e = memref.collapse_shape %a [] : memref<1x2xf32> into memref<f32>
  return
}

// -----

func.func @rank(%a: memref<2x3x4xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op expanded rank (3) inconsistent with number of reassociation indices (2)}}
  %e = memref.collapse_shape %a [[0, 1]] : memref<2x3x4xf32> into memref<6xf32>
  return
}

// -----

func.func @fine(%a: memref<?x?xf32>, %b: memref<1x1xf32>, %c: memref<?xf32>, %n: index) {
  %e = memref.collapse_shape %a [[0, 1]] : memref<?x?xf32> into memref<?xf32>
  %f = memref.collapse_shape %b [] : memref<1x1xf32> into memref<f32>
  %g = memref.expand_shape %c [[0, 1]] output_shape [%n, %n] : memref<?xf32> into memref<?x?xf32>
  return
}
