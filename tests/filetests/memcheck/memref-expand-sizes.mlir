// memref.expand_shape whose dynamic output sizes do not multiply out to the source dimension
// (upstream UB; e.g. left by --one-shot-bufferize from a tensor.expand_shape of the wrong
// size): both engines stop at the expand_shape with the same located error, as they do for a
// memref.cast to a static size that does not hold (found by an outside tester: the JIT read
// past the buffer).
// RUN: not memref-run %s -e expand_short 2>&1 | filecheck %s --check-prefix=SHORT
// RUN: not memref-run %s --check-bounds -e expand_short 2>&1 | filecheck %s --check-prefix=SHORT
// RUN: not memref-run %s --engine=interp -e expand_short 2>&1 | filecheck %s --check-prefix=SHORT
// RUN: memref-run %s -e expand_ok | filecheck %s --check-prefix=OK
// RUN: memref-run %s --engine=interp -e expand_ok | filecheck %s --check-prefix=OK
// RUN: not memref-run %s -e cast_short 2>&1 | filecheck %s --check-prefix=CAST
// RUN: not memref-run %s --engine=interp -e cast_short 2>&1 | filecheck %s --check-prefix=CAST
func.func @expand_short() {
  %c3 = arith.constant 3 : index
  %c2 = arith.constant 2 : index
  %f = arith.constant 1.0 : f32
  %m = memref.alloc(%c3) : memref<?xf32>
  linalg.fill ins(%f : f32) outs(%m : memref<?xf32>)
  %e = memref.expand_shape %m [[0, 1]] output_shape [%c2, 2] : memref<?xf32> into memref<?x2xf32>
  %u = memref.cast %e : memref<?x2xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %m : memref<?xf32>
  return
}
// SHORT: memref-expand-sizes.mlir:19:8: error: memref.expand_shape: output sizes of group 0 multiply to 4, not to the source's size 3
// SHORT-NOT: data =

func.func @expand_ok() {
  %c4 = arith.constant 4 : index
  %c2 = arith.constant 2 : index
  %f = arith.constant 1.0 : f32
  %m = memref.alloc(%c4) : memref<?xf32>
  linalg.fill ins(%f : f32) outs(%m : memref<?xf32>)
  %e = memref.expand_shape %m [[0, 1]] output_shape [%c2, 2] : memref<?xf32> into memref<?x2xf32>
  %u = memref.cast %e : memref<?x2xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %m : memref<?xf32>
  return
}
// OK: sizes = [2, 2] strides = [2, 1] data =
// OK-NEXT: [1,   1],
// OK-NEXT: [1,   1]]

func.func @use(%m: memref<4xf32>) {
  %u = memref.cast %m : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @cast_short() {
  %c3 = arith.constant 3 : index
  %f = arith.constant 1.0 : f32
  %m = memref.alloc(%c3) : memref<?xf32>
  linalg.fill ins(%f : f32) outs(%m : memref<?xf32>)
  %c = memref.cast %m : memref<?xf32> to memref<4xf32>
  call @use(%c) : (memref<4xf32>) -> ()
  memref.dealloc %m : memref<?xf32>
  return
}
// CAST: memref-expand-sizes.mlir:55:8: error: memref.cast to an incompatible shape (actual sizes [3])
func.func private @printMemrefF32(memref<*xf32>)
