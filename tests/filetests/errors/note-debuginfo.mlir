// RUN: not memref-opt %s --mlir-print-debuginfo 2>&1 | filecheck %s
// Under --mlir-print-debuginfo the "see current operation" note prints locations, nested ops'
// included (as mlir-opt).
func.func @f(%c: i1) -> i32 {
  %r = scf.if %c -> (i32) {
    %b = arith.constant 1 : i32
    scf.yield %b : i32
  } else {
    %d = arith.constant 2 : i64
    scf.yield %d : i64
  }
  return %r : i32
}

// CHECK: {{.*}}note-debuginfo.mlir:5:8: error: 'scf.if' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'i64' should match successor input type #0 'i32'
// CHECK-NEXT: %r = scf.if %c -> (i32) {
// CHECK-NEXT: ^
// CHECK-NEXT: {{.*}}note-debuginfo.mlir:5:8: note: see current operation: 
// CHECK-NEXT: %0 = "scf.if"(%arg0) ({
// CHECK-NEXT: %2 = "arith.constant"() <{value = 1 : i32}> : () -> i32 loc("{{.*}}note-debuginfo.mlir":6:10)
// CHECK-NEXT: "scf.yield"(%2) : (i32) -> () loc("{{.*}}note-debuginfo.mlir":7:5)
// CHECK-NEXT: }, {
// CHECK-NEXT: %1 = "arith.constant"() <{value = 2 : i64}> : () -> i64 loc("{{.*}}note-debuginfo.mlir":9:10)
// CHECK-NEXT: "scf.yield"(%1) : (i64) -> () loc("{{.*}}note-debuginfo.mlir":10:5)
// CHECK-NEXT: }) : (i1) -> i32 loc("{{.*}}note-debuginfo.mlir":5:8)
// CHECK-NEXT: {{.*}}note-debuginfo.mlir:10:5: note: region branch point
// CHECK-NEXT: scf.yield %d : i64
// CHECK-NEXT: ^
