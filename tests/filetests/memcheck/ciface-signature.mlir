// `_mlir_ciface_` runner utilities take the descriptor their name says: a printer of a rank or an
// element size other than the argument's is a located error in both engines, not a read past the
// buffer (upstream would reinterpret the descriptor).
// RUN: not memref-run %s --engine=jit 2>&1 | filecheck %s
// RUN: not memref-run %s --engine=interp 2>&1 | filecheck %s
// CHECK: ciface-signature.mlir:11:3: error: call to '@_mlir_ciface_printMemref1dF32' does not match the runtime's signature
func.func private @printMemref1dF32(memref<?x?xf32>) attributes {llvm.emit_c_interface}
func.func @main() {
  %c2 = arith.constant 2 : index
  %a = memref.alloc(%c2, %c2) : memref<?x?xf32>
  call @printMemref1dF32(%a) : (memref<?x?xf32>) -> ()
  return
}
