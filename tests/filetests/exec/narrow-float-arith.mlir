// Arithmetic, comparisons, conversions and storage on narrow floats (f16, bf16, f8, f4) in
// both engines: computed in f64 and rounded once to the format with APFloat's rules (overflow
// to NaN for FN formats, to infinity for E5M2 and f16; underflow to zero; ties to even).
// Expected output from upstream's mlir-runner after --convert-arith-to-apfloat --convert-to-llvm.
// RUN: memref-run %s | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
func.func @vals() -> (f8E4M3FN, f8E4M3FN, f8E5M2, f8E5M2, f16, bf16, f4E2M1FN, f8E4M3FNUZ, f32, f32) {
  %a = arith.constant 448.0 : f8E4M3FN
  %b = arith.constant 1.5 : f8E4M3FN
  %c = arith.constant 57344.0 : f8E5M2
  %d = arith.constant 0.0000152587890625 : f8E5M2
  %e = arith.constant 65504.0 : f16
  %f = arith.constant 3.0 : bf16
  %g = arith.constant 6.0 : f4E2M1FN
  %h = arith.constant 0.0078125 : f8E4M3FNUZ
  %nan = arith.constant 0x7FC00000 : f32
  %inf = arith.constant 0x7F800000 : f32
  return %a, %b, %c, %d, %e, %f, %g, %h, %nan, %inf : f8E4M3FN, f8E4M3FN, f8E5M2, f8E5M2, f16, bf16, f4E2M1FN, f8E4M3FNUZ, f32, f32
}
func.func @id16(%x: f16) -> f16 {
  return %x : f16
}
func.func @main() {
  %a, %b, %c, %d, %e, %f, %g, %h, %nan, %inf = func.call @vals() : () -> (f8E4M3FN, f8E4M3FN, f8E5M2, f8E5M2, f16, bf16, f4E2M1FN, f8E4M3FNUZ, f32, f32)
  // Overflow: FN gives NaN, E5M2 infinity, f16 infinity.
  %0 = arith.addf %a, %b : f8E4M3FN
  vector.print %0 : f8E4M3FN
  %1 = arith.mulf %c, %c : f8E5M2
  vector.print %1 : f8E5M2
  %2 = arith.addf %e, %e : f16
  vector.print %2 : f16
  // Underflow to denormals and zero, ties to even.
  %3 = arith.mulf %d, %d : f8E5M2
  vector.print %3 : f8E5M2
  %4 = arith.divf %d, %c : f8E5M2
  vector.print %4 : f8E5M2
  %5 = arith.addf %b, %b : f8E4M3FN
  vector.print %5 : f8E4M3FN
  %6 = arith.divf %f, %f : bf16
  vector.print %6 : bf16
  %7 = arith.subf %b, %a : f8E4M3FN
  vector.print %7 : f8E4M3FN
  %8 = arith.negf %h : f8E4M3FNUZ
  vector.print %8 : f8E4M3FNUZ
  %9 = arith.mulf %h, %h : f8E4M3FNUZ
  vector.print %9 : f8E4M3FNUZ
  // Conversions.
  %t0 = arith.truncf %nan : f32 to f8E4M3FN
  vector.print %t0 : f8E4M3FN
  %t1 = arith.truncf %inf : f32 to f8E5M2
  vector.print %t1 : f8E5M2
  %t2 = arith.truncf %inf : f32 to f8E4M3FN
  vector.print %t2 : f8E4M3FN
  %t3 = arith.extf %g : f4E2M1FN to f32
  vector.print %t3 : f32
  %t4 = arith.extf %b : f8E4M3FN to f16
  vector.print %t4 : f16
  %t5 = arith.truncf %e : f16 to f8E4M3FN
  vector.print %t5 : f8E4M3FN
  %i = arith.constant 1000 : i32
  %s0 = arith.sitofp %i : i32 to f8E4M3FN
  vector.print %s0 : f8E4M3FN
  %s1 = arith.uitofp %i : i32 to f8E5M2
  vector.print %s1 : f8E5M2
  %s2 = arith.fptosi %a : f8E4M3FN to i32
  vector.print %s2 : i32
  %s3 = arith.fptoui %b : f8E4M3FN to i8
  vector.print %s3 : i8
  %fb = arith.constant 2.5 : f8E4M3FN
  %fc = arith.constant -1.75 : f8E4M3FN
  // Upstream's APFloat wrappers round f8 fptosi/fptoui to nearest even (LLVM cannot convert f8).
  %r0 = arith.fptosi %fb : f8E4M3FN to i32
  vector.print %r0 : i32
  %r1 = arith.fptosi %fc : f8E4M3FN to i32
  vector.print %r1 : i32
  %hh = arith.constant 2.5 : f16
  %hf = func.call @id16(%hh) : (f16) -> f16
  %r2 = arith.fptosi %hf : f16 to i32
  vector.print %r2 : i32
  // Comparisons and min/max.
  %c0 = arith.cmpf olt, %b, %a : f8E4M3FN
  vector.print %c0 : i1
  %c1 = arith.cmpf uno, %0, %b : f8E4M3FN
  vector.print %c1 : i1
  %m0 = arith.maximumf %0, %b : f8E4M3FN
  vector.print %m0 : f8E4M3FN
  %m1 = arith.maxnumf %0, %b : f8E4M3FN
  vector.print %m1 : f8E4M3FN
  %m2 = arith.minimumf %e, %e : f16
  vector.print %m2 : f16
  %bc = arith.bitcast %b : f8E4M3FN to i8
  vector.print %bc : i8
  // Storage.
  %mem = memref.alloc() : memref<4xf8E4M3FN>
  %k0 = arith.constant 0 : index
  %k3 = arith.constant 3 : index
  memref.store %5, %mem[%k0] : memref<4xf8E4M3FN>
  memref.store %7, %mem[%k3] : memref<4xf8E4M3FN>
  %l0 = memref.load %mem[%k0] : memref<4xf8E4M3FN>
  %l3 = memref.load %mem[%k3] : memref<4xf8E4M3FN>
  %sum = arith.addf %l0, %l3 : f8E4M3FN
  vector.print %sum : f8E4M3FN
  memref.dealloc %mem : memref<4xf8E4M3FN>
  return
}
// CHECK:      {{^}}448{{$}}
// CHECK-NEXT: {{^}}inf{{$}}
// CHECK-NEXT: {{^}}inf{{$}}
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^}}3{{$}}
// CHECK-NEXT: {{^}}1{{$}}
// CHECK-NEXT: {{^}}-448{{$}}
// CHECK-NEXT: {{^}}-0.0078125{{$}}
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^}}nan{{$}}
// CHECK-NEXT: {{^}}inf{{$}}
// CHECK-NEXT: {{^}}nan{{$}}
// CHECK-NEXT: {{^}}6{{$}}
// CHECK-NEXT: {{^}}1.5{{$}}
// CHECK-NEXT: {{^}}nan{{$}}
// CHECK-NEXT: {{^}}nan{{$}}
// CHECK-NEXT: {{^}}1024{{$}}
// CHECK-NEXT: {{^}}448{{$}}
// CHECK-NEXT: {{^}}2{{$}}
// CHECK-NEXT: {{^}}2{{$}}
// CHECK-NEXT: {{^}}-2{{$}}
// CHECK-NEXT: {{^}}2{{$}}
// CHECK-NEXT: {{^}}1{{$}}
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^}}448{{$}}
// CHECK-NEXT: {{^}}448{{$}}
// CHECK-NEXT: {{^}}65504{{$}}
// CHECK-NEXT: {{^}}60{{$}}
// CHECK-NEXT: {{^}}-448{{$}}
