// RUN: memref-opt %s | filecheck %s
func.func private @none()
func.func private @one(i32) -> i32
func.func private @two(i32, f32) -> (i32, f32)
func.func private @fres() -> ((i32) -> i32)
func.func private @withattrs(memref<4xf32> {llvm.noalias, foo.x = 3}) -> (f32 {foo.r})
func.func private @nested_dict() attributes {d = {b = 1, a = {z, y = 2}}}
func.func @def_multi(%a: i32, %b: f32) -> (f32, i32) {
  return %b, %a : f32, i32
}

// CHECK: module {
// CHECK-NEXT: func.func private @none()
// CHECK-NEXT: func.func private @one(i32) -> i32
// CHECK-NEXT: func.func private @two(i32, f32) -> (i32, f32)
// CHECK-NEXT: func.func private @fres() -> ((i32) -> i32)
// CHECK-NEXT: func.func private @withattrs(memref<4xf32> {foo.x = 3 : i64, llvm.noalias}) -> (f32 {foo.r})
// CHECK-NEXT: func.func private @nested_dict() attributes {d = {a = {y = 2 : i64, z}, b = 1 : i64}}
// CHECK-NEXT: func.func @def_multi(%arg0: i32, %arg1: f32) -> (f32, i32) {
// CHECK-NEXT: return %arg1, %arg0 : f32, i32
// CHECK-NEXT: }
// CHECK-NEXT: }
