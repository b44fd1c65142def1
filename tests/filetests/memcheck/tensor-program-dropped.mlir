// A tensor program bufferized without the deallocation pipeline (--pass-pipeline with
// one-shot-bufferize only) drops the buffer of the tensor @fresh returns: the leak is reported
// at the tensor.empty the buffer was made for. The default pipeline (bufferization, then the
// deallocation pipeline) frees it.
// RUN: not memref-run %s --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries})' 2>&1 | filecheck %s --check-prefix=DROPPED
// RUN: not memref-run %s --engine=interp --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries})' 2>&1 | filecheck %s --check-prefix=DROPPED
// RUN: memref-run %s 2>&1 | filecheck %s --check-prefix=CLEAN
// RUN: memref-run %s --engine=interp 2>&1 | filecheck %s --check-prefix=CLEAN

func.func @fresh(%n: index, %v: f32) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %e = tensor.empty(%n) : tensor<?xf32>
  %t = tensor.insert %v into %e[%c0] : tensor<?xf32>
  return %t : tensor<?xf32>
}

func.func @main() {
  %c3 = arith.constant 3 : index
  %f = arith.constant 2.0 : f32
  %t = call @fresh(%c3, %f) : (index, f32) -> tensor<?xf32>
  %c0 = arith.constant 0 : index
  %x = tensor.extract %t[%c0] : tensor<?xf32>
  vector.print %x : f32
  return
}
// DROPPED-DAG: {{^}}2{{$}}
// DROPPED-DAG: tensor-program-dropped.mlir:12:8: error: leak: 1 block (12 bytes) allocated here (memref.alloc) was never freed
// CLEAN: {{^}}2{{$}}
// CLEAN-NOT: error
