// The pipeline with `lowering=fast`: deallocs that need a run-time alias check (a select of a
// fresh buffer and an argument, returned) stay for the engine: no helper, no aligned-pointer
// compares. The program prints the same under both lowerings and frees everything.
// RUN: memref-opt %s --pass-pipeline='builtin.module(buffer-deallocation-pipeline{lowering=fast})' | filecheck %s
// RUN: memref-opt %s --buffer-deallocation-pipeline | filecheck %s --check-prefix=HELPER
// RUN: memref-run %s | filecheck %s --check-prefix=OUT
// RUN: memref-run %s --dealloc-lowering=helper | filecheck %s --check-prefix=OUT
// RUN: memref-run %s --pipeline-options='lowering=helper' | filecheck %s --check-prefix=OUT
func.func private @printMemrefF32(memref<*xf32>)

func.func private @pick(%c: i1, %x: memref<2xf32>) -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  %one = arith.constant 1.0 : f32
  %i = arith.constant 0 : index
  memref.store %one, %a[%i] : memref<2xf32>
  %s = arith.select %c, %a, %x : memref<2xf32>
  return %s : memref<2xf32>
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %x = memref.alloc() : memref<2xf32>
  %two = arith.constant 2.0 : f32
  %i = arith.constant 0 : index
  memref.store %two, %x[%i] : memref<2xf32>
  %r1 = func.call @pick(%t, %x) : (i1, memref<2xf32>) -> memref<2xf32>
  %u1 = memref.cast %r1 : memref<2xf32> to memref<*xf32>
  func.call @printMemrefF32(%u1) : (memref<*xf32>) -> ()
  %r2 = func.call @pick(%f, %x) : (i1, memref<2xf32>) -> memref<2xf32>
  %u2 = memref.cast %r2 : memref<2xf32> to memref<*xf32>
  func.call @printMemrefF32(%u2) : (memref<*xf32>) -> ()
  return
}

// CHECK-LABEL: func.func private @pick
// CHECK:         bufferization.dealloc (%alloc : memref<2xf32>) if (%true) retain (%{{.*}} : memref<2xf32>)
// CHECK-LABEL: func.func @main
// CHECK:         bufferization.dealloc (%alloc, %base_buffer, %base_buffer_1 : memref<2xf32>, memref<f32>, memref<f32>) if (%true, %true, %true)
// CHECK-NOT:     dealloc_helper
// CHECK-NOT:     extract_aligned_pointer_as_index

// HELPER: call @dealloc_helper
// HELPER: func.func private @dealloc_helper

// OUT: [1,  0]
// OUT: [2,  0]
// OUT-NOT: error
