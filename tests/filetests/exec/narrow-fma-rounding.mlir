// math.fma on the formats LLVM has no type for rounds the exact a * b + c once (APFloat's
// fusedMultiplyAdd, which --convert-math-to-apfloat calls): here the results that round.
// Upstream's wrapper library of the reference build (LLVM 22.1.8 with assertions) aborts on
// every fma whose status is not opOK, i.e. on each of these, so their values are the exact
// results rounded to nearest even by hand (runtime/src/minifloat.rs `fma_is_rounded_once`
// checks that rounding against integer arithmetic); the exact ones are in
// exec/narrow-math-apfloat.mlir, with upstream's output. Next to each fma, the product and
// the sum rounded one after the other (arith.mulf, arith.addf: upstream's APFloat output).
// RUN: memref-run %s | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
memref.global "private" constant @e4 : memref<6xf8E4M3FN> = dense<[1.125, 0.001953125, 16.0, 1.0, 448.0, 0.0]>
memref.global "private" constant @e5 : memref<3xf8E5M2> = dense<[1.25, 0.125, 1.5]>
memref.global "private" constant @f4 : memref<2xf4E2M1FN> = dense<[1.5, 0.5]>
memref.global "private" constant @t32 : memref<3xtf32> = dense<[0.1416015625, 0.003448486328125, 1.0]>
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %e4 = memref.get_global @e4 : memref<6xf8E4M3FN>
  %a = memref.load %e4[%c0] : memref<6xf8E4M3FN>
  %tiny = memref.load %e4[%c1] : memref<6xf8E4M3FN>
  %sixteen = memref.load %e4[%c2] : memref<6xf8E4M3FN>
  %one = memref.load %e4[%c3] : memref<6xf8E4M3FN>
  %max = memref.load %e4[%c4] : memref<6xf8E4M3FN>
  %zero = memref.load %e4[%c5] : memref<6xf8E4M3FN>
  // 1.125 * 1.125 + 2^-9 = 1.267578125: 1.25.
  %r0 = math.fma %a, %a, %tiny : f8E4M3FN
  vector.print %r0 : f8E4M3FN
  // 16 * 1 + 1 = 17, halfway between 16 and 18: the even 16.
  %r1 = math.fma %sixteen, %one, %one : f8E4M3FN
  vector.print %r1 : f8E4M3FN
  // 448 * 1.125 = 504 is past the largest value (448) by more than half a step: NaN.
  %r2 = math.fma %max, %a, %zero : f8E4M3FN
  vector.print %r2 : f8E4M3FN
  %e5 = memref.get_global @e5 : memref<3xf8E5M2>
  %b = memref.load %e5[%c0] : memref<3xf8E5M2>
  %c = memref.load %e5[%c1] : memref<3xf8E5M2>
  %d = memref.load %e5[%c2] : memref<3xf8E5M2>
  // 1.25 * 1.25 + 0.125 = 1.6875: 1.75; rounded twice: 1.5625 -> 1.5, then 1.625 is halfway
  // between 1.5 and 1.75: the even 1.5.
  %r3 = math.fma %b, %b, %c : f8E5M2
  vector.print %r3 : f8E5M2
  %p3 = arith.mulf %b, %b : f8E5M2
  %s3 = arith.addf %p3, %c : f8E5M2
  vector.print %s3 : f8E5M2
  // 1.5 * 1.5 + 1.5 = 3.75: 4 (steps of 0.5 from 2 to 4).
  %r4 = math.fma %d, %d, %d : f8E5M2
  vector.print %r4 : f8E5M2
  %f4 = memref.get_global @f4 : memref<2xf4E2M1FN>
  %g = memref.load %f4[%c0] : memref<2xf4E2M1FN>
  %h = memref.load %f4[%c1] : memref<2xf4E2M1FN>
  // 1.5 * 1.5 + 0.5 = 2.75: 3; rounded twice: 2.25 -> 2, 2.5 -> 2.
  %r5 = math.fma %g, %g, %h : f4E2M1FN
  vector.print %r5 : f4E2M1FN
  %p5 = arith.mulf %g, %g : f4E2M1FN
  %s5 = arith.addf %p5, %h : f4E2M1FN
  vector.print %s5 : f4E2M1FN
  %t32 = memref.get_global @t32 : memref<3xtf32>
  %x = memref.load %t32[%c0] : memref<3xtf32>
  %y = memref.load %t32[%c1] : memref<3xtf32>
  %z = memref.load %t32[%c2] : memref<3xtf32>
  // 1 + 2^-11 + 2^-25: just above halfway between 1 and 1 + 2^-10, so 1.0009765625 (an f32
  // fma would round to 1 + 2^-11 first, then to the even 1).
  %r6 = math.fma %x, %y, %z : tf32
  %w6 = arith.extf %r6 : tf32 to f64
  vector.print %w6 : f64
  return
}
// CHECK:      {{^}}1.25{{$}}
// CHECK-NEXT: {{^}}16{{$}}
// CHECK-NEXT: {{^}}nan{{$}}
// CHECK-NEXT: {{^}}1.75{{$}}
// CHECK-NEXT: {{^}}1.5{{$}}
// CHECK-NEXT: {{^}}4{{$}}
// CHECK-NEXT: {{^}}3{{$}}
// CHECK-NEXT: {{^}}2{{$}}
// CHECK-NEXT: {{^}}1.00098{{$}}
