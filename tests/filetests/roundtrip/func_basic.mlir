// RUN: memref-opt %s | filecheck %s
func.func private @ext(i32, f32 {foo.a}) -> (i32 {foo.r}, f32)
func.func nested @n() { return }
func.func public @pub(%x: i32 {foo.b = 1 : i32}) -> (i32 {foo.r}) attributes {foo.z, foo.a = "s"} {
  return %x : i32
}
func.func @calls(%x: i32, %f: f32) -> i32 {
  %r:2 = func.call @ext(%x, %f) : (i32, f32) -> (i32, f32)
  %g = func.constant @ext : (i32, f32) -> (i32, f32)
  %h = func.constant @n : () -> ()
  %s:2 = func.call_indirect %g(%x, %f) : (i32, f32) -> (i32, f32)
  func.call @n() {foo.tag} : () -> ()
  return %r#0 : i32
}

// CHECK: module {
// CHECK-NEXT: func.func private @ext(i32, f32 {foo.a}) -> (i32 {foo.r}, f32)
// CHECK-NEXT: func.func nested @n() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func public @pub(%arg0: i32 {foo.b = 1 : i32}) -> (i32 {foo.r}) attributes {foo.a = "s", foo.z} {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @calls(%arg0: i32, %arg1: f32) -> i32 {
// CHECK-NEXT: %0:2 = call @ext(%arg0, %arg1) : (i32, f32) -> (i32, f32)
// CHECK-NEXT: %f = constant @ext : (i32, f32) -> (i32, f32)
// CHECK-NEXT: %f_0 = constant @n : () -> ()
// CHECK-NEXT: %1:2 = call_indirect %f(%arg0, %arg1) : (i32, f32) -> (i32, f32)
// CHECK-NEXT: call @n() {foo.tag} : () -> ()
// CHECK-NEXT: return %0#0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
