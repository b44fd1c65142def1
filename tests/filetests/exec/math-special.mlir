// Signaling NaNs through trunc, round and roundeven (quieted, as roundss/roundsd and libm's
// roundf), fpowi with negative and large i32 exponents (llvm.powi's square-and-multiply);
// expected lines from upstream mlir-runner (22.1.8). Upstream's backend rejects llvm.powi with a
// non-32-bit exponent ("POWI exponent does not match sizeof(int)"); both engines compute it.
// RUN: memref-run %s | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
// CHECK: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: 2145386496
// CHECK-NEXT: 2145386496
// CHECK-NEXT: 2145386496
// CHECK-NEXT: 1
// CHECK-NEXT: 2
// CHECK-NEXT: 2
// CHECK-NEXT: -2
// CHECK-NEXT: -2
// CHECK-NEXT: 0.0585277
// CHECK-NEXT: -3.45447e+50
// CHECK-NEXT: 2.82843
// CHECK-NEXT: 1073741824
// CHECK-NEXT: 1065353216
// CHECK-NEXT: 1073741824
func.func @s(%x: f32, %y: f64, %n: i32, %m: i32) {
  %0 = math.trunc %x : f32
  vector.print %0 : f32
  %1 = math.round %x : f32
  vector.print %1 : f32
  %2 = math.roundeven %x : f32
  vector.print %2 : f32
  %3 = math.roundeven %y : f64
  vector.print %3 : f64
  %4 = math.trunc %y : f64
  vector.print %4 : f64
  %5 = math.fpowi %x, %n : f32, i32
  vector.print %5 : f32
  %6 = math.fpowi %y, %m : f64, i32
  vector.print %6 : f64
  %7 = math.exp2 %x : f32
  vector.print %7 : f32
  %b = arith.bitcast %2 : f32 to i32
  vector.print %b : i32
  %c = arith.bitcast %0 : f32 to i32
  vector.print %c : i32
  %d = arith.bitcast %1 : f32 to i32
  vector.print %d : i32
  return
}
func.func @main() {
  %x = arith.constant 0x7FA00000 : f32
  %y = arith.constant 0x7FF4000000000000 : f64
  %n = arith.constant 3 : i32
  %m = arith.constant -3 : i32
  call @s(%x, %y, %n, %m) : (f32, f64, i32, i32) -> ()
  %x2 = arith.constant 1.5 : f32
  %y2 = arith.constant -2.5 : f64
  %n2 = arith.constant -7 : i32
  %m2 = arith.constant 127 : i32
  call @s(%x2, %y2, %n2, %m2) : (f32, f64, i32, i32) -> ()
  return
}
