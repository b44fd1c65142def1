// The dump of a function under a nested pass manager prints with local scope, as upstream's
// IR printer does: affine maps inline (not the module's #map aliases), one blank line after
// it, also with --mlir-print-local-scope (identical to mlir-opt --mlir-disable-threading;
// outside tester ot5/03).
// RUN: memref-opt %s --mlir-print-ir-after-all --pass-pipeline='builtin.module(cse,func.func(canonicalize))' 2>&1 | filecheck %s
// RUN: memref-opt %s --mlir-print-local-scope --mlir-print-ir-after-all --pass-pipeline='builtin.module(func.func(cse))' 2>&1 | filecheck %s --check-prefix=LOCAL

// CHECK: // -----// IR Dump After CSE (cse) //----- //
// CHECK-NEXT: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK: // -----// IR Dump After Canonicalizer (canonicalize) //----- //
// CHECK-NEXT: func.func @f(%arg0: index) -> index {
// CHECK-NEXT:   %0 = affine.apply affine_map<()[s0] -> (s0 + 1)>()[%arg0]
// CHECK-NEXT:   return %0 : index
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----// IR Dump After Canonicalizer (canonicalize) //----- //
// CHECK-NEXT: func.func @g(

// LOCAL: // -----// IR Dump After CSE (cse) //----- //
// LOCAL-NEXT: func.func @f(%arg0: index) -> index {
// LOCAL-NEXT:   %0 = affine.apply affine_map<(d0) -> (d0 + 1)>(%arg0)
// LOCAL-NEXT:   return %0 : index
// LOCAL-NEXT: }
// LOCAL-EMPTY:
// LOCAL-NEXT: // -----// IR Dump After CSE (cse) //----- //
#map = affine_map<(d0) -> (d0 + 1)>
func.func @f(%i: index) -> index {
  %0 = affine.apply #map(%i)
  %1 = affine.apply #map(%i)
  return %1 : index
}
func.func @g(%i: index) -> index {
  %0 = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
  return %0 : index
}
