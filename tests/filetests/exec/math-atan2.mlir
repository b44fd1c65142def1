// math.atan2 on f32 and f64 (libm's atan2f/atan2, as upstream's --convert-math-to-libm), and its
// constant fold; outputs from mlir-runner.
// RUN: memref-run %s | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
// RUN: memref-opt %s --canonicalize | filecheck %s --check-prefix=FOLD
// CHECK: 2.67795
// CHECK-NEXT: -3.14159
// CHECK-NEXT: 2.67795
// FOLD: %cst = arith.constant 2.67794514 : f32
func.func private @printF32(f32)
func.func private @printF64(f64)
func.func private @printNewline()
func.func @f(%y: f32, %x: f32, %yy: f64, %xx: f64) {
  %a = math.atan2 %y, %x : f32
  func.call @printF32(%a) : (f32) -> ()
  func.call @printNewline() : () -> ()
  %b = math.atan2 %yy, %xx fastmath<fast> : f64
  func.call @printF64(%b) : (f64) -> ()
  func.call @printNewline() : () -> ()
  return
}
func.func @main() {
  %y = arith.constant 1.0 : f32
  %x = arith.constant -2.0 : f32
  %yy = arith.constant -0.0 : f64
  %xx = arith.constant -1.0 : f64
  call @f(%y, %x, %yy, %xx) : (f32, f32, f64, f64) -> ()
  %c = math.atan2 %y, %x : f32
  func.call @printF32(%c) : (f32) -> ()
  func.call @printNewline() : () -> ()
  return
}
