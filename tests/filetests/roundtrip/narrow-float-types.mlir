// RUN: memref-opt %s --allow-unregistered-dialect | filecheck %s
// Every narrow float type upstream 22 has (but f80/f128), with literals rounded to the type, NaN/inf and overflow per format.
func.func @f() {
  %a = arith.constant 1.4 : f8E4M3FN
  %b = arith.constant 1.4 : f8E5M2
  %c = arith.constant 1.4 : f8E4M3
  %d = arith.constant 1.4 : f8E5M2FNUZ
  %e = arith.constant 1.4 : f8E4M3FNUZ
  %f = arith.constant 1.4 : f8E4M3B11FNUZ
  %g = arith.constant 1.4 : f8E3M4
  %h = arith.constant 1.4 : f8E8M0FNU
  %i = arith.constant 1.4 : f4E2M1FN
  %j = arith.constant 1.4 : f6E2M3FN
  %k = arith.constant 1.4 : f6E3M2FN
  %l = arith.constant 1.4 : tf32
  %o = arith.constant 1000.0 : f8E4M3FN
  %p = arith.constant 0x7F : f8E4M3FN
  %q = arith.constant 0xF : f4E2M1FN
  %r = arith.constant 0x80 : f8E5M2FNUZ
  %s = arith.constant 0x7C : f8E5M2
  %t = arith.constant 0x7F : f8E8M0FNU
  %u = arith.constant 0xFF : f8E8M0FNU
  %v = arith.constant 0x1 : f4E2M1FN
  %w = arith.constant 0x1 : f8E4M3FN
  %x = arith.constant 0x3F : f6E2M3FN
  %y = arith.constant 448.0 : f8E4M3FN
  %z = arith.constant 3.0 : f8E8M0FNU
  %z1 = arith.constant 0.0 : f8E8M0FNU
  %z2 = arith.constant -0.0 : f8E4M3FNUZ
  %z3 = arith.constant 0.1 : f8E5M2
  "test.use"(%a,%b,%c,%d,%e,%f,%g,%h,%i,%j,%k,%l,%o,%p,%q,%r,%s,%t,%u,%v,%w,%x,%y,%z,%z1,%z2,%z3) : (f8E4M3FN,f8E5M2,f8E4M3,f8E5M2FNUZ,f8E4M3FNUZ,f8E4M3B11FNUZ,f8E3M4,f8E8M0FNU,f4E2M1FN,f6E2M3FN,f6E3M2FN,tf32,f8E4M3FN,f8E4M3FN,f4E2M1FN,f8E5M2FNUZ,f8E5M2,f8E8M0FNU,f8E8M0FNU,f4E2M1FN,f8E4M3FN,f6E2M3FN,f8E4M3FN,f8E8M0FNU,f8E8M0FNU,f8E4M3FNUZ,f8E5M2) -> ()
  return
}
func.func private @types(memref<4xf8E4M3FN>, vector<2xf4E2M1FN>, tensor<3xf6E3M2FN>, complex<f8E5M2>) -> f8E8M0FNU
func.func private @dense() attributes {a = dense<[1.0, 0.3, 2.5e+02, 0x7F]> : tensor<4xf8E4M3FN>, b = dense<[0.5, 6.0, -6.0]> : vector<3xf4E2M1FN>, c = dense<3.5> : tensor<2xf8E3M4>, d = 2.0 : f8E5M2FNUZ, e = 0x80 : f8E4M3B11FNUZ, f = -0.25 : f6E3M2FN, g = 7.0e+00 : tf32}

// CHECK: module {
// CHECK-NEXT: func.func @f() {
// CHECK-NEXT: %cst = arith.constant 1.375000e+00 : f8E4M3FN
// CHECK-NEXT: %cst_0 = arith.constant 1.500000e+00 : f8E5M2
// CHECK-NEXT: %cst_1 = arith.constant 1.375000e+00 : f8E4M3
// CHECK-NEXT: %cst_2 = arith.constant 1.500000e+00 : f8E5M2FNUZ
// CHECK-NEXT: %cst_3 = arith.constant 1.375000e+00 : f8E4M3FNUZ
// CHECK-NEXT: %cst_4 = arith.constant 1.375000e+00 : f8E4M3B11FNUZ
// CHECK-NEXT: %cst_5 = arith.constant 1.375000e+00 : f8E3M4
// CHECK-NEXT: %cst_6 = arith.constant 1.000000e+00 : f8E8M0FNU
// CHECK-NEXT: %cst_7 = arith.constant 1.500000e+00 : f4E2M1FN
// CHECK-NEXT: %cst_8 = arith.constant 1.375000e+00 : f6E2M3FN
// CHECK-NEXT: %cst_9 = arith.constant 1.500000e+00 : f6E3M2FN
// CHECK-NEXT: %cst_10 = arith.constant 1.400390e+00 : tf32
// CHECK-NEXT: %cst_11 = arith.constant 0x7F : f8E4M3FN
// CHECK-NEXT: %cst_12 = arith.constant 0x7F : f8E4M3FN
// CHECK-NEXT: %cst_13 = arith.constant -6.000000e+00 : f4E2M1FN
// CHECK-NEXT: %cst_14 = arith.constant 0x80 : f8E5M2FNUZ
// CHECK-NEXT: %cst_15 = arith.constant 0x7C : f8E5M2
// CHECK-NEXT: %cst_16 = arith.constant 1.000000e+00 : f8E8M0FNU
// CHECK-NEXT: %cst_17 = arith.constant 0xFF : f8E8M0FNU
// CHECK-NEXT: %cst_18 = arith.constant 5.000000e-01 : f4E2M1FN
// CHECK-NEXT: %cst_19 = arith.constant 1.953130e-03 : f8E4M3FN
// CHECK-NEXT: %cst_20 = arith.constant -7.500000e+00 : f6E2M3FN
// CHECK-NEXT: %cst_21 = arith.constant 4.480000e+02 : f8E4M3FN
// CHECK-NEXT: %cst_22 = arith.constant 4.000000e+00 : f8E8M0FNU
// CHECK-NEXT: %cst_23 = arith.constant 5.877470e-39 : f8E8M0FNU
// CHECK-NEXT: %cst_24 = arith.constant 0.000000e+00 : f8E4M3FNUZ
// CHECK-NEXT: %cst_25 = arith.constant 9.375000e-02 : f8E5M2
// CHECK-NEXT: "test.use"(%cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5, %cst_6, %cst_7, %cst_8, %cst_9, %cst_10, %cst_11, %cst_12, %cst_13, %cst_14, %cst_15, %cst_16, %cst_17, %cst_18, %cst_19, %cst_20, %cst_21, %cst_22, %cst_23, %cst_24, %cst_25) : (f8E4M3FN, f8E5M2, f8E4M3, f8E5M2FNUZ, f8E4M3FNUZ, f8E4M3B11FNUZ, f8E3M4, f8E8M0FNU, f4E2M1FN, f6E2M3FN, f6E3M2FN, tf32, f8E4M3FN, f8E4M3FN, f4E2M1FN, f8E5M2FNUZ, f8E5M2, f8E8M0FNU, f8E8M0FNU, f4E2M1FN, f8E4M3FN, f6E2M3FN, f8E4M3FN, f8E8M0FNU, f8E8M0FNU, f8E4M3FNUZ, f8E5M2) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @types(memref<4xf8E4M3FN>, vector<2xf4E2M1FN>, tensor<3xf6E3M2FN>, complex<f8E5M2>) -> f8E8M0FNU
// CHECK-NEXT: func.func private @dense() attributes {a = dense<[1.000000e+00, 3.125000e-01, 2.560000e+02, 0x7F]> : tensor<4xf8E4M3FN>, b = dense<[5.000000e-01, 6.000000e+00, -6.000000e+00]> : vector<3xf4E2M1FN>, c = dense<3.500000e+00> : tensor<2xf8E3M4>, d = 2.000000e+00 : f8E5M2FNUZ, e = 0x80 : f8E4M3B11FNUZ, f = -2.500000e-01 : f6E3M2FN, g = 7.000000e+00 : tf32}
// CHECK-NEXT: }
