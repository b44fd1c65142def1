// RUN: memref-opt %s | filecheck %s
!buf = memref<4xf32>
!fn = (i32) -> i32
#lay = strided<[2], offset: 1>
#attr = {a = 1, b = "x"}
func.func private @t(!buf, memref<4xf32, #lay>, !fn) attributes {d = #attr}
func.func @u(%m: !buf) -> !buf {
  return %m : !buf
}

// CHECK: module {
// CHECK-NEXT: func.func private @t(memref<4xf32>, memref<4xf32, strided<[2], offset: 1>>, (i32) -> i32) attributes {d = {a = 1 : i64, b = "x"}}
// CHECK-NEXT: func.func @u(%arg0: memref<4xf32>) -> memref<4xf32> {
// CHECK-NEXT: return %arg0 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
