// An affine.for induction variable carries its own location (`%i loc(...) = ...`), as upstream
// prints it with debug info; an alias may be defined later in the file. Before, the location
// was a parse error, so memref-opt could not re-read its own --mlir-print-debuginfo output.
// RUN: memref-opt %s --mlir-print-debuginfo --mlir-print-local-scope | filecheck %s
// RUN: memref-opt %s --mlir-print-debuginfo | memref-opt --mlir-print-debuginfo --mlir-print-local-scope | filecheck %s

// CHECK: affine.for %arg0 loc("IVlocation") = 0 to 8 {
// CHECK-NEXT: affine.for %arg1 loc("j.mlir":7:9) = 0 to 4 {
func.func @f() {
  affine.for %i loc("IVlocation") = 0 to 8 {
    affine.for %j loc(#ivj) = 0 to 4 {
    }
  }
  return
}
#ivj = loc("j.mlir":7:9)
