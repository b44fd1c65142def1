// An unregistered op at the end of an scf.if region gets the implicit scf.yield after it, as
// upstream's parser adds it (ours did not, and canonicalize then took the region for empty: the
// if with "test.b" and its else with "test.c" were deleted; found by the outside tester).
// Expected output is mlir-opt's.
// RUN: memref-opt %s --allow-unregistered-dialect --canonicalize | filecheck %s
// RUN: memref-opt %s --allow-unregistered-dialect --mlir-print-op-generic | filecheck %s --check-prefix=GEN
// GEN: "test.b"() : () -> ()
// GEN-NEXT: "scf.yield"() : () -> ()
func.func @f(%c: i1) {
  scf.if %c {
    "test.a"() : () -> ()
  }
  scf.if %c {
    "test.b"() : () -> ()
  } else {
    "test.c"() : () -> ()
  }
  return
}
// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: i1) {
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: "test.a"() : () -> ()
// CHECK-NEXT: "test.b"() : () -> ()
// CHECK-NEXT: } else {
// CHECK-NEXT: "test.c"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
