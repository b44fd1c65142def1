// RUN: memref-opt %s --allow-unregistered-dialect | filecheck %s
func.func @u(%a: i32) -> i64 {
  "test.props"() <{p = 5 : i64}> {q} : () -> ()
  %0 = "test.op"(%a) {b = 1 : i32, a = "s"} : (i32) -> i64
  %1 = "test.region"() ({
  ^bb0(%x: i32):
    "test.yield"(%x) : (i32) -> ()
  }) : () -> i32
  return %0 : i64
}

// CHECK: module {
// CHECK-NEXT: func.func @u(%arg0: i32) -> i64 {
// CHECK-NEXT: "test.props"() <{p = 5 : i64}> {q} : () -> ()
// CHECK-NEXT: %0 = "test.op"(%arg0) {a = "s", b = 1 : i32} : (i32) -> i64
// CHECK-NEXT: %1 = "test.region"() ({
// CHECK-NEXT: ^bb0(%arg1: i32):
// CHECK-NEXT: "test.yield"(%arg1) : (i32) -> ()
// CHECK-NEXT: }) : () -> i32
// CHECK-NEXT: return %0 : i64
// CHECK-NEXT: }
// CHECK-NEXT: }
