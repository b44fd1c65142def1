// maximumf/minimumf/maxnumf/minnumf on NaN operands (quiet and signaling payloads, both signs),
// scalar, on vectors held in SIMD chunks and in vector reductions: both engines compute
// LLVM APFloat's rules, which upstream's constant folds use — maximum/minimum give the first NaN
// operand quieted, maxnum/minnum the other operand (the second when both are NaN), -0 below +0.
// Upstream's compiled code agrees except where both operands are NaN (its x86 lowering then
// picks either NaN) and for reductions over several NaNs (a tree order).
// RUN: memref-run %s | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
func.func @show(%v: vector<4xf32>) {
  %b = vector.bitcast %v : vector<4xf32> to vector<4xi32>
  vector.print %b : vector<4xi32>
  return
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %m = memref.alloc() : memref<8xi32>
  // +qNaN+1, -qNaN+1, +sNaN+1, -0.0 and 1.0, -sNaN+1, +0.0, -2.0
  %ai = arith.constant dense<[2143289345, -4194303, 2139095041, -2147483648]> : vector<4xi32>
  %bi = arith.constant dense<[1065353216, -8388607, 0, -1073741824]> : vector<4xi32>
  vector.store %ai, %m[%c0] : memref<8xi32>, vector<4xi32>
  vector.store %bi, %m[%c4] : memref<8xi32>, vector<4xi32>
  %xi = vector.load %m[%c0] : memref<8xi32>, vector<4xi32>
  %yi = vector.load %m[%c4] : memref<8xi32>, vector<4xi32>
  %x = vector.bitcast %xi : vector<4xi32> to vector<4xf32>
  %y = vector.bitcast %yi : vector<4xi32> to vector<4xf32>
  %0 = arith.maximumf %x, %y : vector<4xf32>
  func.call @show(%0) : (vector<4xf32>) -> ()
  %1 = arith.minimumf %y, %x : vector<4xf32>
  func.call @show(%1) : (vector<4xf32>) -> ()
  %2 = arith.maxnumf %x, %y : vector<4xf32>
  func.call @show(%2) : (vector<4xf32>) -> ()
  %3 = arith.minnumf %y, %x : vector<4xf32>
  func.call @show(%3) : (vector<4xf32>) -> ()
  %4 = arith.maximumf %x, %x : vector<4xf32>
  func.call @show(%4) : (vector<4xf32>) -> ()
  %5 = arith.minnumf %x, %x : vector<4xf32>
  func.call @show(%5) : (vector<4xf32>) -> ()
  %r1 = vector.reduction <maximumf>, %x : vector<4xf32> into f32
  %r2 = vector.reduction <minnumf>, %x : vector<4xf32> into f32
  %r3 = vector.reduction <maxnumf>, %y : vector<4xf32> into f32
  %rv = vector.from_elements %r1, %r2, %r3, %r3 : vector<4xf32>
  func.call @show(%rv) : (vector<4xf32>) -> ()
  %s0 = vector.extract %x[0] : f32 from vector<4xf32>
  %s1 = vector.extract %x[1] : f32 from vector<4xf32>
  %t0 = arith.maximumf %s1, %s0 : f32
  %t1 = arith.minimumf %s0, %s1 : f32
  %t2 = arith.maxnumf %s1, %s0 : f32
  %t3 = arith.minnumf %s0, %s1 : f32
  %sv = vector.from_elements %t0, %t1, %t2, %t3 : vector<4xf32>
  func.call @show(%sv) : (vector<4xf32>) -> ()
  memref.dealloc %m : memref<8xi32>
  return
}

// CHECK: ( 2143289345, -4194303, 2143289345, -2147483648 )
// CHECK-NEXT: ( 2143289345, -4194303, 2143289345, -1073741824 )
// CHECK-NEXT: ( 1065353216, -8388607, 0, -2147483648 )
// CHECK-NEXT: ( 1065353216, -4194303, 0, -1073741824 )
// CHECK-NEXT: ( 2143289345, -4194303, 2143289345, -2147483648 )
// CHECK-NEXT: ( 2143289345, -4194303, 2139095041, -2147483648 )
// CHECK-NEXT: ( 2143289345, -2147483648, 1065353216, 1065353216 )
// CHECK-NEXT: ( -4194303, 2143289345, 2143289345, -4194303 )
