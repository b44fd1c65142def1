// The class tests isnan, isinf, isfinite, isnormal at run time on f32 and f64 zeros, ones,
// infinities, quiet and signaling NaNs of both signs, denormals, the smallest normals and the
// largest finite values. Upstream 22.1.8 has no lowering for isinf and isnormal, so the expected
// lines are mlir-runner's output for the same values folded by mlir-opt --canonicalize
// (upstream's APFloat class tests).
// RUN: memref-run %s | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
// CHECK: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
func.func @f32(%x: f32) {
  %isnan = math.isnan %x : f32
  vector.print %isnan : i1
  %isinf = math.isinf %x : f32
  vector.print %isinf : i1
  %isfinite = math.isfinite %x : f32
  vector.print %isfinite : i1
  %isnormal = math.isnormal %x : f32
  vector.print %isnormal : i1
  return
}
func.func @f64(%x: f64) {
  %isnan = math.isnan %x : f64
  vector.print %isnan : i1
  %isinf = math.isinf %x : f64
  vector.print %isinf : i1
  %isfinite = math.isfinite %x : f64
  vector.print %isfinite : i1
  %isnormal = math.isnormal %x : f64
  vector.print %isnormal : i1
  return
}
func.func @main() {
  %cf320 = arith.constant 0.0 : f32
  call @f32(%cf320) : (f32) -> ()
  %cf321 = arith.constant -0.0 : f32
  call @f32(%cf321) : (f32) -> ()
  %cf322 = arith.constant 1.0 : f32
  call @f32(%cf322) : (f32) -> ()
  %cf323 = arith.constant -1.0 : f32
  call @f32(%cf323) : (f32) -> ()
  %cf324 = arith.constant 0.5 : f32
  call @f32(%cf324) : (f32) -> ()
  %cf325 = arith.constant 1.0e-3 : f32
  call @f32(%cf325) : (f32) -> ()
  %cf326 = arith.constant 0x7F800000 : f32
  call @f32(%cf326) : (f32) -> ()
  %cf327 = arith.constant 0xFF800000 : f32
  call @f32(%cf327) : (f32) -> ()
  %cf328 = arith.constant 0x7FC00000 : f32
  call @f32(%cf328) : (f32) -> ()
  %cf329 = arith.constant 0xFFC00000 : f32
  call @f32(%cf329) : (f32) -> ()
  %cf3210 = arith.constant 0x00000001 : f32
  call @f32(%cf3210) : (f32) -> ()
  %cf3211 = arith.constant 0x807FFFFF : f32
  call @f32(%cf3211) : (f32) -> ()
  %cf3212 = arith.constant 0x00800000 : f32
  call @f32(%cf3212) : (f32) -> ()
  %cf3213 = arith.constant 0x80800000 : f32
  call @f32(%cf3213) : (f32) -> ()
  %cf3214 = arith.constant 0x7F7FFFFF : f32
  call @f32(%cf3214) : (f32) -> ()
  %cf3215 = arith.constant 0x7FA00000 : f32
  call @f32(%cf3215) : (f32) -> ()
  %cf640 = arith.constant 0.0 : f64
  call @f64(%cf640) : (f64) -> ()
  %cf641 = arith.constant -0.0 : f64
  call @f64(%cf641) : (f64) -> ()
  %cf642 = arith.constant 1.0 : f64
  call @f64(%cf642) : (f64) -> ()
  %cf643 = arith.constant -1.0 : f64
  call @f64(%cf643) : (f64) -> ()
  %cf644 = arith.constant 0.5 : f64
  call @f64(%cf644) : (f64) -> ()
  %cf645 = arith.constant 1.0e-3 : f64
  call @f64(%cf645) : (f64) -> ()
  %cf646 = arith.constant 0x7FF0000000000000 : f64
  call @f64(%cf646) : (f64) -> ()
  %cf647 = arith.constant 0xFFF0000000000000 : f64
  call @f64(%cf647) : (f64) -> ()
  %cf648 = arith.constant 0x7FF8000000000000 : f64
  call @f64(%cf648) : (f64) -> ()
  %cf649 = arith.constant 0xFFF8000000000000 : f64
  call @f64(%cf649) : (f64) -> ()
  %cf6410 = arith.constant 0x0000000000000001 : f64
  call @f64(%cf6410) : (f64) -> ()
  %cf6411 = arith.constant 0x800FFFFFFFFFFFFF : f64
  call @f64(%cf6411) : (f64) -> ()
  %cf6412 = arith.constant 0x0010000000000000 : f64
  call @f64(%cf6412) : (f64) -> ()
  %cf6413 = arith.constant 0x8010000000000000 : f64
  call @f64(%cf6413) : (f64) -> ()
  %cf6414 = arith.constant 0x7FEFFFFFFFFFFFFF : f64
  call @f64(%cf6414) : (f64) -> ()
  %cf6415 = arith.constant 0x7FF4000000000000 : f64
  call @f64(%cf6415) : (f64) -> ()
  return
}
