// A redefined symbol: the note prints the redefining function in generic form with names of
// its own (`%arg0`, `%0`: the op is isolated from above), as mlir-opt does; they were numbered
// through the module. Expected text from mlir-opt.
// RUN: not memref-opt %s 2>&1 | filecheck %s
func.func private @side(i64) -> i64
func.func @f(%x: i64) -> i64 {
  %c = arith.constant 1 : i64
  %r = arith.addi %x, %c : i64
  return %r : i64
}
func.func @side(%v: i64) -> i64 {
  %c3 = arith.constant 3 : i64
  %r = arith.muli %v, %c3 : i64
  return %r : i64
}
// CHECK: redefined-symbol-note.mlir:11:1: error: redefinition of symbol named 'side'
// CHECK-NEXT: func.func @side(%v: i64) -> i64 {
// CHECK-NEXT: ^
// CHECK-NEXT: redefined-symbol-note.mlir:11:1: note: see current operation: 
// CHECK-NEXT: "func.func"() <{function_type = (i64) -> i64, sym_name = "side"}> ({
// CHECK-NEXT: ^bb0(%arg0: i64):
// CHECK-NEXT:   %0 = "arith.constant"() <{value = 3 : i64}> : () -> i64
// CHECK-NEXT:   %1 = "arith.muli"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
// CHECK-NEXT:   "func.return"(%1) : (i64) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: redefined-symbol-note.mlir:5:1: note: see existing symbol definition here
// CHECK-NEXT: func.func private @side(i64) -> i64
// CHECK-NEXT: ^
