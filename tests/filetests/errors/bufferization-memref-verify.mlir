// bufferization.dealloc operand and result kinds, clone, extract_aligned_pointer_as_index's
// index result, extract_strided_metadata's inferred result types, alloca_scope results: each
// used to verify (but the clone cases). Messages and positions are upstream's (upstream adds
// "failed to infer returned types" after the inferred-type error; tests/upstream.rs checks
// that upstream's diagnostics pass these CHECK lines).
// RUN: not memref-opt %s --split-input-file 2>&1 | filecheck %s
func.func @a(%m: memref<2xf32>, %c: i1) {
  bufferization.dealloc (%m : memref<2xf32>) if (%c, %c)
  return
}

// -----

func.func @b(%m: memref<2xf32>, %c: i32) {
  "bufferization.dealloc"(%m, %c) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (memref<2xf32>, i32) -> ()
  return
}

// -----

func.func @c(%m: memref<2xf32>, %c: i1) {
  %r = "bufferization.dealloc"(%m, %c) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (memref<2xf32>, i1) -> (i1)
  return
}

// -----

func.func @e(%m: memref<2xf32>) {
  %r = bufferization.clone %m : memref<2xf32> to memref<3xf32>
  return
}

// -----

func.func @f(%m: memref<2xf32>) {
  %r = bufferization.clone %m : memref<2xf32> to memref<*xf32>
  return
}

// -----

func.func @g(%m: memref<2xf32>, %c: i1, %r: memref<4xf32>) {
  %o:2 = bufferization.dealloc (%m : memref<2xf32>) if (%c) retain (%r : memref<4xf32>)
  return
}

// -----

func.func @h(%m: memref<2xf32, strided<[2]>>, %c: i1) {
  bufferization.dealloc (%m : memref<2xf32, strided<[2]>>) if (%c)
  return
}

// -----

func.func @i(%m: memref<2xf32>) {
  %p = memref.extract_aligned_pointer_as_index %m : memref<2xf32> -> i64
  return
}

// -----

func.func @j(%m: memref<2x3xf32>) {
  %b, %o, %s:2, %t:3 = memref.extract_strided_metadata %m : memref<2x3xf32> -> memref<f32>, index, index, index, index, index, index
  return
}

// -----

func.func @k(%m: memref<2x3xf32>) {
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %m : memref<2x3xf32> -> memref<f64>, index, index, index, index, index
  return
}

// -----

func.func @l() {
  %a = memref.alloca_scope -> (i32) {
    memref.alloca_scope.return
  }
  return
}
// CHECK: bufferization-memref-verify.mlir:8:3: error: 'bufferization.dealloc' op must have the same number of conditions as memrefs to deallocate
// CHECK: bufferization-memref-verify.mlir:15:3: error: 'bufferization.dealloc' op operand #1 must be variadic of 1-bit signless integer, but got 'i32'
// CHECK: bufferization-memref-verify.mlir:22:8: error: 'bufferization.dealloc' op must have the same number of updated conditions (results) as retained operands
// CHECK: bufferization-memref-verify.mlir:43:3: error: operation defines 1 results but was provided 2 to bind
// CHECK: bufferization-memref-verify.mlir:57:8: error: 'memref.extract_aligned_pointer_as_index' op result #0 must be index, but got 'i64'
// CHECK: bufferization-memref-verify.mlir:64:24: error: 'memref.extract_strided_metadata' op inferred type(s) 'memref<f32>', 'index', 'index', 'index', 'index', 'index' are incompatible with return type(s) of operation 'memref<f32>', 'index', 'index', 'index', 'index', 'index', 'index'
// CHECK: bufferization-memref-verify.mlir:71:24: error: 'memref.extract_strided_metadata' op inferred type(s) 'memref<f32>', 'index', 'index', 'index', 'index', 'index' are incompatible with return type(s) of operation 'memref<f64>', 'index', 'index', 'index', 'index', 'index'
// CHECK: bufferization-memref-verify.mlir:78:8: error: 'memref.alloca_scope' op along control flow edge from Operation memref.alloca_scope.return to parent: region branch point has 0 operands, but region successor needs 1 inputs
// CHECK: bufferization-memref-verify.mlir:79:5: note: region branch point
