// Memrefs of complex numbers (elements of 2 x float bytes, re first) under the memory checker:
// a leak reports its bytes, an index past the end or a view past the buffer's end is caught
// by both engines (the JIT with --check-bounds), with the same located message.
// RUN: not memref-run %s --no-pipeline --engine=interp -e leak 2>&1 | filecheck %s --check-prefix=LEAK
// RUN: not memref-run %s --no-pipeline --engine=jit -e leak 2>&1 | filecheck %s --check-prefix=LEAK
// RUN: not memref-run %s --no-pipeline --engine=interp -e past_end 2>&1 | filecheck %s --check-prefix=PAST
// RUN: not memref-run %s --no-pipeline --engine=jit --check-bounds -e past_end 2>&1 | filecheck %s --check-prefix=PAST
// RUN: not memref-run %s --no-pipeline --engine=interp -e zero_d_after_free 2>&1 | filecheck %s --check-prefix=UAF
// RUN: not memref-run %s --no-pipeline --engine=jit --check-bounds -e zero_d_after_free 2>&1 | filecheck %s --check-prefix=UAF
// RUN: not memref-run %s --no-pipeline --engine=interp -e view_past_end 2>&1 | filecheck %s --check-prefix=VIEW
// RUN: not memref-run %s --no-pipeline --engine=jit --check-bounds -e view_past_end 2>&1 | filecheck %s --check-prefix=VIEW
// RUN: memref-run %s -e fine | filecheck %s --check-prefix=FINE
// RUN: memref-run %s --engine=interp -e fine | filecheck %s --check-prefix=FINE
func.func private @printMemrefC64(memref<*xcomplex<f64>>)

func.func @leak() {
  %m = memref.alloc() : memref<3xcomplex<f64>>
  %c0 = arith.constant 0 : index
  %z = complex.constant [1.0, 2.0] : complex<f64>
  memref.store %z, %m[%c0] : memref<3xcomplex<f64>>
  return
}
// LEAK: complex-memrefs.mlir:17:8: error: leak: 1 block (48 bytes) allocated here (memref.alloc) was never freed

func.func @past_end() {
  %m = memref.alloc() : memref<4xcomplex<f32>>
  %c4 = arith.constant 4 : index
  %v = memref.load %m[%c4] : memref<4xcomplex<f32>>
  memref.dealloc %m : memref<4xcomplex<f32>>
  return
}
// PAST: complex-memrefs.mlir:28:8: error: index 4 out of bounds for dimension 0 of size 4

func.func @zero_d_after_free() {
  %m = memref.alloc() : memref<complex<f32>>
  memref.dealloc %m : memref<complex<f32>>
  %z = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
  memref.store %z, %m[] : memref<complex<f32>>
  return
}
// UAF: complex-memrefs.mlir:38:3: error: access to freed memory (use after free)

// A reinterpret_cast ending one element past the buffer: the last element is out of it.
func.func @view_past_end() {
  %m = memref.alloc() : memref<4xcomplex<f64>>
  %v = memref.reinterpret_cast %m to offset: [1], sizes: [4], strides: [1] : memref<4xcomplex<f64>> to memref<4xcomplex<f64>, strided<[1], offset: 1>>
  %c3 = arith.constant 3 : index
  %x = memref.load %v[%c3] : memref<4xcomplex<f64>, strided<[1], offset: 1>>
  memref.dealloc %m : memref<4xcomplex<f64>>
  return
}
// VIEW: complex-memrefs.mlir:48:8: error: access outside of the memref's allocation

func.func @fine() {
  %m = memref.alloc() : memref<2xcomplex<f64>>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = complex.constant [1.0, -2.0] : complex<f64>
  %b = complex.constant [0.5, 4.0] : complex<f64>
  memref.store %a, %m[%c0] : memref<2xcomplex<f64>>
  memref.store %b, %m[%c1] : memref<2xcomplex<f64>>
  %u = memref.cast %m : memref<2xcomplex<f64>> to memref<*xcomplex<f64>>
  func.call @printMemrefC64(%u) : (memref<*xcomplex<f64>>) -> ()
  return
}
// FINE: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [2] strides = [1] data =
// FINE-NEXT: [(1,-2),  (0.5,4)]
