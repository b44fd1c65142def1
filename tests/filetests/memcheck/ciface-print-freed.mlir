// A `_mlir_ciface_` printer (llvm.emit_c_interface) reading a freed buffer through a ranked
// descriptor: a located error in both engines (the JIT with --check-bounds), as printMemref*.
// RUN: not memref-run %s --no-pipeline --check-bounds 2>&1 | filecheck %s
// RUN: not memref-run %s --no-pipeline --engine=interp 2>&1 | filecheck %s
// CHECK: ciface-print-freed.mlir:13:3: error: access to freed memory (use after free)
func.func private @printMemref1dI8(memref<?xi8>) attributes {llvm.emit_c_interface}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %a = memref.alloc(%c4) : memref<?xi8>
  %keep = memref.alloc() : memref<64xi8>
  memref.dealloc %a : memref<?xi8>
  call @printMemref1dI8(%a) : (memref<?xi8>) -> ()
  memref.dealloc %keep : memref<64xi8>
  return
}
