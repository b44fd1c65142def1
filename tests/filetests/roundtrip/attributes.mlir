// RUN: memref-opt %s | filecheck %s
func.func private @a() attributes {i1, i10, i2, "k-2" = 2, k.3 = 3, u = unit, arr = [1, 2 : i8, "x", [3]], e = [], mixed = [unit, @s, i32, 1.0, "x", {a, b = 1}], t = memref<4xf32>, ft = () -> (), ft2 = (i32) -> (i32, f32)}
func.func private @b() attributes {ints = [255 : i8, 18446744073709551615 : i64, 3 : ui8, -3 : si8, 16 : i32], b = 9, e = -0.0, idx = 7 : index, tr = true, fa = false, one = 1 : i1}
func.func private @c() attributes {da = array<i64: 1, 2, 3>, de = array<i32>, d8 = array<i8: -1, 255>, db = array<i1: true, false>, df = array<f32: 1.0, 2.5>}
func.func private @d() attributes {s1 = "tab\09here", s2 = "nl\0A", s3 = "q\"uote", s4 = "", ts = "typed" : i32, sym = @"a b"::@c.d, sym2 = @outer::@inner, sym3 = @with.dot, sym4 = @"a-b"}
func.func private @e() attributes {d1 = dense<[[1, 1], [1, 1]]> : tensor<2x2xi32>, d2 = dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>, d3 = dense<[[[1]]]> : tensor<1x1x1xi32>, d4 = dense<> : tensor<0xf32>, d5 = dense<[true, false]> : tensor<2xi1>, d6 = dense<[1.5, 2.0]> : tensor<2xf32>, d7 = dense<"0x0000803F00000040"> : tensor<2xf32>, d8 = dense<255> : tensor<2xui8>, d9 = dense<255> : tensor<2xi8>, d10 = dense<[(1.0, 2.0), (3.0, 4.0)]> : tensor<2xcomplex<f32>>}
func.func private @f() attributes {m = affine_map<(d0) -> (d0)>, m2 = affine_map<(d0, d1) -> (d0 + d1 + 3 + 4)>, m3 = affine_map<(d0) -> (5 - d0)>, m4 = affine_map<(d0)[s0, s1] -> (s0 + d0 * s1)>, m5 = affine_map<(d0, d1) -> (d1 + d0 * 16)>, m6 = affine_map<(d0) -> (d0 floordiv 4, d0 mod 4, d0 ceildiv 2)>, m7 = affine_map<() -> (0)>}
func.func private @g() attributes {fl = [1.0, 2.0 : f32, 0.1 : f64, 0.7 : f32, 1.0e-5 : f32, 16777216.0 : f32, 1.0e100], nan = 0x7FF8000000000000 : f64, ov = #arith.overflow<nsw>, fm = #arith.fastmath<nnan,ninf>, str = strided<[4, 1], offset: ?>}

// CHECK: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d0 + d1 + 7)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (-d0 + 5)>
// CHECK-NEXT: #map3 = affine_map<(d0)[s0, s1] -> (d0 * s1 + s0)>
// CHECK-NEXT: #map4 = affine_map<(d0, d1) -> (d1 + d0 * 16)>
// CHECK-NEXT: #map5 = affine_map<(d0) -> (d0 floordiv 4, d0 mod 4, d0 ceildiv 2)>
// CHECK-NEXT: #map6 = affine_map<() -> (0)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func private @a() attributes {arr = [1, 2 : i8, "x", [3]], e = [], ft = () -> (), ft2 = (i32) -> (i32, f32), i1, i10, i2, "k-2" = 2 : i64, k.3 = 3 : i64, mixed = [unit, @s, i32, 1.000000e+00, "x", {a, b = 1 : i64}], t = memref<4xf32>, u}
// CHECK-NEXT: func.func private @b() attributes {b = 9 : i64, e = -0.000000e+00 : f64, fa = false, idx = 7 : index, ints = [-1 : i8, -1, 3 : ui8, -3 : si8, 16 : i32], one = true, tr = true}
// CHECK-NEXT: func.func private @c() attributes {d8 = array<i8: -1, -1>, da = array<i64: 1, 2, 3>, db = array<i1: true, false>, de = array<i32>, df = array<f32: 1.000000e+00, 2.500000e+00>}
// CHECK-NEXT: func.func private @d() attributes {s1 = "tab\09here", s2 = "nl\0A", s3 = "q\22uote", s4 = "", sym = @"a b"::@c.d, sym2 = @outer::@inner, sym3 = @with.dot, sym4 = @"a-b", ts = "typed" : i32}
// CHECK-NEXT: func.func private @e() attributes {d1 = dense<1> : tensor<2x2xi32>, d10 = dense<[(1.000000e+00,2.000000e+00), (3.000000e+00,4.000000e+00)]> : tensor<2xcomplex<f32>>, d2 = dense<{{\[\[}}1, 2], [3, 4]]> : tensor<2x2xi64>, d3 = dense<1> : tensor<1x1x1xi32>, d4 = dense<> : tensor<0xf32>, d5 = dense<[true, false]> : tensor<2xi1>, d6 = dense<[1.500000e+00, 2.000000e+00]> : tensor<2xf32>, d7 = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>, d8 = dense<255> : tensor<2xui8>, d9 = dense<-1> : tensor<2xi8>}
// CHECK-NEXT: func.func private @f() attributes {m = #map, m2 = #map1, m3 = #map2, m4 = #map3, m5 = #map4, m6 = #map5, m7 = #map6}
// CHECK-NEXT: func.func private @g() attributes {fl = [1.000000e+00, 2.000000e+00 : f32, 1.000000e-01, 0.699999988 : f32, 9.99999974E-6 : f32, 0x4B800000 : f32, 1.000000e+100], fm = #arith.fastmath<nnan,ninf>, nan = 0x7FF8000000000000 : f64, ov = #arith.overflow<nsw>, str = strided<[4, 1], offset: ?>}
// CHECK-NEXT: }
