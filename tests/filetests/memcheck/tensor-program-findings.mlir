// Memory findings of a tensor program point at the tensor ops: memref-run bufferizes it, and the
// buffers bufferization creates carry the location of the op they replace (tensor.empty,
// bufferization.alloc_tensor). A program that frees its own memory runs without the
// deallocation pipeline (as mlir-runner), so a second free and a missing free are reported.
// RUN: not memref-run %s -e double_free 2>&1 | filecheck %s --check-prefix=DOUBLE
// RUN: not memref-run %s -e double_free --engine=interp 2>&1 | filecheck %s --check-prefix=DOUBLE
// RUN: not memref-run %s -e leak 2>&1 | filecheck %s --check-prefix=LEAK
// RUN: not memref-run %s -e leak --engine=interp 2>&1 | filecheck %s --check-prefix=LEAK

func.func @fresh(%n: index, %v: f32) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %e = tensor.empty(%n) : tensor<?xf32>
  %t = tensor.insert %v into %e[%c0] : tensor<?xf32>
  return %t : tensor<?xf32>
}

func.func @double_free() {
  %c4 = arith.constant 4 : index
  %f = arith.constant 1.0 : f32
  %t = call @fresh(%c4, %f) : (index, f32) -> tensor<?xf32>
  %m = bufferization.to_buffer %t : tensor<?xf32> to memref<?xf32>
  memref.dealloc %m : memref<?xf32>
  %m2 = bufferization.to_buffer %t : tensor<?xf32> to memref<?xf32>
  memref.dealloc %m2 : memref<?xf32>
  return
}
// DOUBLE: tensor-program-findings.mlir:24:3: error: double free (memref.dealloc) of a block allocated at {{.*}}tensor-program-findings.mlir:12:8 (memref.alloc), first freed at {{.*}}tensor-program-findings.mlir:22:3 (memref.dealloc)

func.func @leak() {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %f = arith.constant 1.0 : f32
  %t = call @fresh(%c8, %f) : (index, f32) -> tensor<?xf32>
  %m = bufferization.to_buffer %t : tensor<?xf32> to memref<?xf32>
  memref.dealloc %m : memref<?xf32>
  %a = bufferization.alloc_tensor(%c2) : tensor<?xf32>
  %b = tensor.insert %f into %a[%c1] : tensor<?xf32>
  %x = tensor.extract %b[%c1] : tensor<?xf32>
  vector.print %x : f32
  return
}
// LEAK: tensor-program-findings.mlir:37:8: error: leak: 1 block (8 bytes) allocated here (memref.alloc) was never freed
// LEAK-NOT: error
