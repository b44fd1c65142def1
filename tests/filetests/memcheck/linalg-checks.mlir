// linalg ops run as loops of checked loads and stores, so a bad access is reported at the
// linalg op in both engines (the JIT with --check-bounds, as for any memref access): a matmul
// whose dynamic sizes disagree (upstream does not check them without runtime verification;
// the loop bounds come from the first operand indexed by each loop, so the init is written
// past its end), and a fill of a freed buffer.
// RUN: not memref-run %s --engine=interp -e sizes 2>&1 | filecheck %s --check-prefix=SIZES
// RUN: not memref-run %s --engine=jit --check-bounds -e sizes 2>&1 | filecheck %s --check-prefix=SIZES
// RUN: not memref-run %s --engine=interp -e freed 2>&1 | filecheck %s --check-prefix=FREED
// RUN: not memref-run %s --engine=jit --check-bounds -e freed 2>&1 | filecheck %s --check-prefix=FREED
// SIZES: linalg-checks.mlir:14:3: error: index 4 out of bounds for dimension 1 of size 4
// FREED: linalg-checks.mlir:40:3: error: access to freed memory (use after free)
func.func private @printMemrefF32(memref<*xf32>)
func.func @mismatch(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %c: memref<?x?xf32>) {
  linalg.matmul ins(%a, %b : memref<?x?xf32>, memref<?x?xf32>) outs(%c : memref<?x?xf32>)
  return
}
func.func @sizes() {
  %a = memref.alloc() : memref<2x3xf32>
  %b = memref.alloc() : memref<3x5xf32>
  %c = memref.alloc() : memref<2x4xf32>
  %x = arith.constant 1.0 : f32
  linalg.fill ins(%x : f32) outs(%a : memref<2x3xf32>)
  linalg.fill ins(%x : f32) outs(%b : memref<3x5xf32>)
  linalg.fill ins(%x : f32) outs(%c : memref<2x4xf32>)
  %ad = memref.cast %a : memref<2x3xf32> to memref<?x?xf32>
  %bd = memref.cast %b : memref<3x5xf32> to memref<?x?xf32>
  %cd = memref.cast %c : memref<2x4xf32> to memref<?x?xf32>
  call @mismatch(%ad, %bd, %cd) : (memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>) -> ()
  %u = memref.cast %c : memref<2x4xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %a : memref<2x3xf32>
  memref.dealloc %b : memref<3x5xf32>
  memref.dealloc %c : memref<2x4xf32>
  return
}
func.func @freed() {
  %a = memref.alloc() : memref<4xf32>
  %x = arith.constant 1.0 : f32
  memref.dealloc %a : memref<4xf32>
  linalg.fill ins(%x : f32) outs(%a : memref<4xf32>)
  return
}
