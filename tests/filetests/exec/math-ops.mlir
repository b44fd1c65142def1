// Every math op added with the rest of MathOps.td (acos .. trunc, the class tests isnan and
// isfinite, fpowi, sincos, clampf on f32 and f64; ctlz, cttz, ctpop, ipowi on i1, i3, i8, i32,
// i64), on scalars and vectors, on zeros, infinities, NaN, denormals, the largest finite values
// and ordinary numbers. Expected lines from upstream mlir-runner (22.1.8) after
// --math-expand-ops=ops=clampf --convert-math-to-llvm --convert-math-to-funcs
// --convert-math-to-libm. isinf and isnormal are not here: upstream has no lowering for them.
// RUN: memref-run %s | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
// CHECK: ( 1.5708, 1.5708, 0, 3.14159, 1.0472, 2.0944, nan, nan, nan, 1.5698, nan, nan, nan, nan, nan, 1.5708, 1.5708, nan, nan, nan, 0.000345267, nan )
// CHECK-NEXT: ( -nan, -nan, 0, -nan, -nan, -nan, 1.5668, -nan, 1.92485, -nan, -nan, 5.29829, inf, -nan, nan, -nan, -nan, 89.416, 69.7707, -nan, -nan, 0.962424 )
// CHECK-NEXT: ( 0, -0, 1.5708, -1.5708, 0.523599, -0.523599, nan, nan, nan, 0.001, nan, nan, nan, nan, nan, 1.4013e-45, 1.17549e-38, nan, nan, nan, 1.57045, nan )
// CHECK-NEXT: ( 0, -0, 0.881374, -0.881374, 0.481212, -0.481212, 1.64723, -1.64723, 1.96572, 0.001, -2.67887, 5.29834, inf, -inf, nan, 1.4013e-45, 1.17549e-38, 89.416, 69.7707, -69.7707, 0.881374, 1.19476 )
// CHECK-NEXT: ( 0, -0, 0.785398, -0.785398, 0.463648, -0.463648, 1.19029, -1.19029, 1.2925, 0.001, -1.43373, 1.5608, 1.5708, -1.5708, nan, 1.4013e-45, 1.17549e-38, 1.5708, 1.5708, -1.5708, 0.785398, 0.982794 )
// CHECK-NEXT: ( 0, -0, inf, -inf, 0.549306, -0.549306, -nan, -nan, -nan, 0.001, -nan, -nan, -nan, -nan, nan, 1.4013e-45, 1.17549e-38, -nan, -nan, -nan, 8.66434, -nan )
// CHECK-NEXT: ( 0, -0, 1, -1, 0.793701, -0.793701, 1.35721, -1.35721, 1.51829, 0.1, -1.93544, 4.64159, inf, -inf, nan, 1.11903e-15, 2.27374e-13, 6.98146e+12, 1e+10, -1e+10, 1, 1.14471 )
// CHECK-NEXT: ( 1, 1, 1.54308, 1.54308, 1.12763, 1.12763, 6.13229, 6.13229, 16.5728, 1, 704.053, inf, inf, inf, nan, 1, 1, inf, inf, inf, 1.54308, 2.35241 )
// CHECK-NEXT: ( 0, -0, 0.842701, -0.842701, 0.5205, -0.5205, 0.999593, -0.999593, 0.999999, 0.00112838, -1, 1, 1, -1, nan, 1.4013e-45, 1.3264e-38, 1, 1, -1, 0.842701, 0.966105 )
// CHECK-NEXT: ( 1, 1, 0.157299, 1.8427, 0.4795, 1.5205, 0.000406952, 1.99959, 7.43098e-07, 0.998872, 2, 0, 0, 2, nan, 1, 1, 0, 0, 2, 0.157299, 0.0338949 )
// CHECK-NEXT: ( 1, 1, 2, 0.5, 1.41421, 0.707107, 5.65685, 0.176777, 11.3137, 1.00069, 0.0065695, 1.26765e+30, inf, 0, nan, 1, 1, inf, inf, 0, 2, 2.82843 )
// CHECK-NEXT: ( 0, 0, 1.71828, -0.632121, 0.648721, -0.393469, 11.1825, -0.917915, 32.1155, 0.00100052, -0.99929, inf, inf, -1, nan, 0, 0, inf, inf, -1, 1.71828, 3.48169 )
// CHECK-NEXT: ( -inf, -inf, 0, nan, -0.30103, nan, 0.39794, nan, 0.544068, -3, nan, 2, inf, nan, nan, -44.8535, -37.9298, 38.5318, 30, nan, -2.5886e-08, 0.176091 )
// CHECK-NEXT: ( 0, 0, 0.693147, -inf, 0.405465, -0.693147, 1.25276, -nan, 1.50408, 0.000999547, -nan, 4.61512, inf, -nan, nan, 0, 0, 88.7228, 69.0776, -nan, 0.693147, 0.916291 )
// CHECK-NEXT: ( -inf, -inf, 0, -nan, -1, -nan, 1.32193, -nan, 1.80735, -9.96578, -nan, 6.64386, inf, -nan, nan, -149, -126, 128, 99.6578, -nan, -8.59913e-08, 0.584962 )
// CHECK-NEXT: ( 0, -0, 1, -1, 1, -1, 3, -3, 4, 0, -7, 100, inf, -inf, nan, 0, 0, 3.40282e+38, 1e+30, -1e+30, 1, 2 )
// CHECK-NEXT: ( 0, -0, 1, -1, 0, -0, 2, -2, 4, 0, -7, 100, inf, -inf, nan, 0, 0, 3.40282e+38, 1e+30, -1e+30, 1, 2 )
// CHECK-NEXT: ( 0, -0, 1.1752, -1.1752, 0.521095, -0.521095, 6.0502, -6.0502, 16.5426, 0.001, -704.052, inf, inf, -inf, nan, 1.4013e-45, 1.17549e-38, inf, inf, -inf, 1.1752, 2.12928 )
// CHECK-NEXT: ( 0, -0, 1.55741, -1.55741, 0.546302, -0.546302, -0.747022, 0.747022, 0.374586, 0.001, -1.44928, -0.587214, -nan, -nan, nan, 1.4013e-45, 1.17549e-38, -0.611798, 1.29359, -1.29359, 1.55741, 14.1014 )
// CHECK-NEXT: ( 0, -0, 1, -1, 0, -0, 2, -2, 3, 0, -7, 100, inf, -inf, nan, 0, 0, 3.40282e+38, 1e+30, -1e+30, 0, 1 )
// CHECK-NEXT: ( 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0 )
// CHECK-NEXT: ( 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1 )
// CHECK-NEXT: ( 0, -0, 0.841471, -0.841471, 0.479426, -0.479426, 0.598472, -0.598472, -0.350783, 0.001, -0.823081, -0.506366, -nan, -nan, nan, 1.4013e-45, 1.17549e-38, -0.521877, -0.791163, 0.791163, 0.841471, 0.997495 )
// CHECK-NEXT: ( 1, 1, 0.540302, 0.540302, 0.877583, 0.877583, -0.801144, -0.801144, -0.936457, 1, 0.567924, 0.862319, -nan, -nan, nan, 1, 1, 0.853021, -0.611605, -0.611605, 0.540302, 0.0707372 )
// CHECK-NEXT: ( 0, -0, 1, -1, 0.5, -0.5, 2.5, nan, 3.5, 0.001, -7.25, 100, inf, -inf, nan, 1.4013e-45, 1.17549e-38, 3.40282e+38, 1e+30, -1e+30, 1, 1.5 )
// CHECK-NEXT: ( 0, -0, 1, -1, 0.5, -0.5, 2.5, nan, 3.5, 0.001, -7.25, 100, inf, -inf, nan, 1.4013e-45, 1.17549e-38, 3.40282e+38, 1e+30, -1e+30, 1, 1.5 )
// CHECK-NEXT: 1.0472
// CHECK-NEXT: -nan
// CHECK-NEXT: 0.523599
// CHECK-NEXT: 0.481212
// CHECK-NEXT: 0.463648
// CHECK-NEXT: 0.549306
// CHECK-NEXT: 0.793701
// CHECK-NEXT: 1.12763
// CHECK-NEXT: 0.5205
// CHECK-NEXT: 0.4795
// CHECK-NEXT: 1.41421
// CHECK-NEXT: 0.648721
// CHECK-NEXT: -0.30103
// CHECK-NEXT: 0.405465
// CHECK-NEXT: -1
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 0.521095
// CHECK-NEXT: 0.546302
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 0.125
// CHECK-NEXT: 0.479426
// CHECK-NEXT: 0.877583
// CHECK-NEXT: nan
// CHECK-NEXT: -nan
// CHECK-NEXT: nan
// CHECK-NEXT: -1.64723
// CHECK-NEXT: -1.19029
// CHECK-NEXT: -nan
// CHECK-NEXT: -1.35721
// CHECK-NEXT: 6.13229
// CHECK-NEXT: -0.999593
// CHECK-NEXT: 1.99959
// CHECK-NEXT: 0.176777
// CHECK-NEXT: -0.917915
// CHECK-NEXT: nan
// CHECK-NEXT: -nan
// CHECK-NEXT: -nan
// CHECK-NEXT: -3
// CHECK-NEXT: -2
// CHECK-NEXT: -6.0502
// CHECK-NEXT: 0.747022
// CHECK-NEXT: -2
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 0.16
// CHECK-NEXT: -0.598472
// CHECK-NEXT: -0.801144
// CHECK-NEXT: nan
// CHECK-NEXT: inf
// CHECK-NEXT: nan
// CHECK-NEXT: inf
// CHECK-NEXT: 1.5708
// CHECK-NEXT: -nan
// CHECK-NEXT: inf
// CHECK-NEXT: inf
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: inf
// CHECK-NEXT: inf
// CHECK-NEXT: inf
// CHECK-NEXT: inf
// CHECK-NEXT: inf
// CHECK-NEXT: inf
// CHECK-NEXT: inf
// CHECK-NEXT: inf
// CHECK-NEXT: -nan
// CHECK-NEXT: inf
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: inf
// CHECK-NEXT: -nan
// CHECK-NEXT: -nan
// CHECK-NEXT: 1.5708
// CHECK-NEXT: -nan
// CHECK-NEXT: -0
// CHECK-NEXT: -0
// CHECK-NEXT: -0
// CHECK-NEXT: -0
// CHECK-NEXT: -0
// CHECK-NEXT: 1
// CHECK-NEXT: -0
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: -inf
// CHECK-NEXT: 0
// CHECK-NEXT: -inf
// CHECK-NEXT: -0
// CHECK-NEXT: -0
// CHECK-NEXT: -0
// CHECK-NEXT: -0
// CHECK-NEXT: -0
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: -0
// CHECK-NEXT: 1
// CHECK-NEXT: ( 1.5708, 1.5708, 0, 3.14159, 1.0472, 2.0944, nan, nan, nan, 1.5698, nan, nan, nan, nan, nan, 1.5708, 1.5708, nan, nan, nan, 1.49012e-08, nan )
// CHECK-NEXT: ( -nan, -nan, 0, -nan, -nan, -nan, 1.5668, -nan, 1.92485, -nan, -nan, 5.29829, inf, -nan, nan, -nan, -nan, 710.476, 691.469, -nan, -nan, 0.962424 )
// CHECK-NEXT: ( 0, -0, 1.5708, -1.5708, 0.523599, -0.523599, nan, nan, nan, 0.001, nan, nan, nan, nan, nan, 4.94066e-324, 2.22507e-308, nan, nan, nan, 1.5708, nan )
// CHECK-NEXT: ( 0, -0, 0.881374, -0.881374, 0.481212, -0.481212, 1.64723, -1.64723, 1.96572, 0.001, -2.67887, 5.29834, inf, -inf, nan, 4.94066e-324, 2.22507e-308, 710.476, 691.469, -691.469, 0.881374, 1.19476 )
// CHECK-NEXT: ( 0, -0, 0.785398, -0.785398, 0.463648, -0.463648, 1.19029, -1.19029, 1.2925, 0.001, -1.43373, 1.5608, 1.5708, -1.5708, nan, 4.94066e-324, 2.22507e-308, 1.5708, 1.5708, -1.5708, 0.785398, 0.982794 )
// CHECK-NEXT: ( 0, -0, inf, -inf, 0.549306, -0.549306, -nan, -nan, -nan, 0.001, -nan, -nan, -nan, -nan, nan, 4.94066e-324, 2.22507e-308, -nan, -nan, -nan, 18.715, -nan )
// CHECK-NEXT: ( 0, -0, 1, -1, 0.793701, -0.793701, 1.35721, -1.35721, 1.51829, 0.1, -1.93544, 4.64159, inf, -inf, nan, 1.70318e-108, 2.81264e-103, 5.6438e+102, 1e+100, -1e+100, 1, 1.14471 )
// CHECK-NEXT: ( 1, 1, 1.54308, 1.54308, 1.12763, 1.12763, 6.13229, 6.13229, 16.5728, 1, 704.053, 1.34406e+43, inf, inf, nan, 1, 1, inf, inf, inf, 1.54308, 2.35241 )
// CHECK-NEXT: ( 0, -0, 0.842701, -0.842701, 0.5205, -0.5205, 0.999593, -0.999593, 0.999999, 0.00112838, -1, 1, 1, -1, nan, 4.94066e-324, 2.51073e-308, 1, 1, -1, 0.842701, 0.966105 )
// CHECK-NEXT: ( 1, 1, 0.157299, 1.8427, 0.4795, 1.5205, 0.000406952, 1.99959, 7.43098e-07, 0.998872, 2, 0, 0, 2, nan, 1, 1, 0, 0, 2, 0.157299, 0.0338949 )
// CHECK-NEXT: ( 1, 1, 2, 0.5, 1.41421, 0.707107, 5.65685, 0.176777, 11.3137, 1.00069, 0.0065695, 1.26765e+30, inf, 0, nan, 1, 1, inf, inf, 0, 2, 2.82843 )
// CHECK-NEXT: ( 0, 0, 1.71828, -0.632121, 0.648721, -0.393469, 11.1825, -0.917915, 32.1155, 0.0010005, -0.99929, 2.68812e+43, inf, -1, nan, 0, 0, inf, inf, -1, 1.71828, 3.48169 )
// CHECK-NEXT: ( -inf, -inf, 0, nan, -0.30103, nan, 0.39794, nan, 0.544068, -3, nan, 2, inf, nan, nan, -323.306, -307.653, 308.255, 300, nan, -4.82164e-17, 0.176091 )
// CHECK-NEXT: ( 0, 0, 0.693147, -inf, 0.405465, -0.693147, 1.25276, -nan, 1.50408, 0.0009995, -nan, 4.61512, inf, -nan, nan, 0, 0, 709.783, 690.776, -nan, 0.693147, 0.916291 )
// CHECK-NEXT: ( -inf, -inf, 0, -nan, -1, -nan, 1.32193, -nan, 1.80735, -9.96578, -nan, 6.64386, inf, -nan, nan, -1074, -1022, 1024, 996.578, -nan, -1.60171e-16, 0.584963 )
// CHECK-NEXT: ( 0, -0, 1, -1, 1, -1, 3, -3, 4, 0, -7, 100, inf, -inf, nan, 0, 0, 1.79769e+308, 1e+300, -1e+300, 1, 2 )
// CHECK-NEXT: ( 0, -0, 1, -1, 0, -0, 2, -2, 4, 0, -7, 100, inf, -inf, nan, 0, 0, 1.79769e+308, 1e+300, -1e+300, 1, 2 )
// CHECK-NEXT: ( 0, -0, 1.1752, -1.1752, 0.521095, -0.521095, 6.0502, -6.0502, 16.5426, 0.001, -704.052, 1.34406e+43, inf, -inf, nan, 4.94066e-324, 2.22507e-308, inf, inf, -inf, 1.1752, 2.12928 )
// CHECK-NEXT: ( 0, -0, 1.55741, -1.55741, 0.546302, -0.546302, -0.747022, 0.747022, 0.374586, 0.001, -1.44928, -0.587214, -nan, -nan, nan, 4.94066e-324, 2.22507e-308, -0.00496202, 1.42145, -1.42145, 1.55741, 14.1014 )
// CHECK-NEXT: ( 0, -0, 1, -1, 0, -0, 2, -2, 3, 0, -7, 100, inf, -inf, nan, 0, 0, 1.79769e+308, 1e+300, -1e+300, 0, 1 )
// CHECK-NEXT: ( 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0 )
// CHECK-NEXT: ( 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1 )
// CHECK-NEXT: ( 0, -0, 0.841471, -0.841471, 0.479426, -0.479426, 0.598472, -0.598472, -0.350783, 0.001, -0.823081, -0.506366, -nan, -nan, nan, 4.94066e-324, 2.22507e-308, 0.00496195, -0.817882, 0.817882, 0.841471, 0.997495 )
// CHECK-NEXT: ( 1, 1, 0.540302, 0.540302, 0.877583, 0.877583, -0.801144, -0.801144, -0.936457, 1, 0.567924, 0.862319, -nan, -nan, nan, 1, 1, -0.999988, -0.575386, -0.575386, 0.540302, 0.0707372 )
// CHECK-NEXT: ( 0, -0, 1, -1, 0.5, -0.5, 2.5, nan, 3.5, 0.001, -7.25, 100, inf, -inf, nan, 4.94066e-324, 2.22507e-308, 1.79769e+308, 1e+300, -1e+300, 1, 1.5 )
// CHECK-NEXT: ( 0, -0, 1, -1, 0.5, -0.5, 2.5, nan, 3.5, 0.001, -7.25, 100, inf, -inf, nan, 4.94066e-324, 2.22507e-308, 1.79769e+308, 1e+300, -1e+300, 1, 1.5 )
// CHECK-NEXT: 1.0472
// CHECK-NEXT: -nan
// CHECK-NEXT: 0.523599
// CHECK-NEXT: 0.481212
// CHECK-NEXT: 0.463648
// CHECK-NEXT: 0.549306
// CHECK-NEXT: 0.793701
// CHECK-NEXT: 1.12763
// CHECK-NEXT: 0.5205
// CHECK-NEXT: 0.4795
// CHECK-NEXT: 1.41421
// CHECK-NEXT: 0.648721
// CHECK-NEXT: -0.30103
// CHECK-NEXT: 0.405465
// CHECK-NEXT: -1
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 0.521095
// CHECK-NEXT: 0.546302
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 0.125
// CHECK-NEXT: 0.479426
// CHECK-NEXT: 0.877583
// CHECK-NEXT: nan
// CHECK-NEXT: -nan
// CHECK-NEXT: nan
// CHECK-NEXT: -1.64723
// CHECK-NEXT: -1.19029
// CHECK-NEXT: -nan
// CHECK-NEXT: -1.35721
// CHECK-NEXT: 6.13229
// CHECK-NEXT: -0.999593
// CHECK-NEXT: 1.99959
// CHECK-NEXT: 0.176777
// CHECK-NEXT: -0.917915
// CHECK-NEXT: nan
// CHECK-NEXT: -nan
// CHECK-NEXT: -nan
// CHECK-NEXT: -3
// CHECK-NEXT: -2
// CHECK-NEXT: -6.0502
// CHECK-NEXT: 0.747022
// CHECK-NEXT: -2
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 0.16
// CHECK-NEXT: -0.598472
// CHECK-NEXT: -0.801144
// CHECK-NEXT: nan
// CHECK-NEXT: inf
// CHECK-NEXT: nan
// CHECK-NEXT: inf
// CHECK-NEXT: 1.5708
// CHECK-NEXT: -nan
// CHECK-NEXT: inf
// CHECK-NEXT: inf
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: inf
// CHECK-NEXT: inf
// CHECK-NEXT: inf
// CHECK-NEXT: inf
// CHECK-NEXT: inf
// CHECK-NEXT: inf
// CHECK-NEXT: inf
// CHECK-NEXT: inf
// CHECK-NEXT: -nan
// CHECK-NEXT: inf
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: inf
// CHECK-NEXT: -nan
// CHECK-NEXT: -nan
// CHECK-NEXT: 1.5708
// CHECK-NEXT: -nan
// CHECK-NEXT: -0
// CHECK-NEXT: -0
// CHECK-NEXT: -0
// CHECK-NEXT: -0
// CHECK-NEXT: -0
// CHECK-NEXT: 1
// CHECK-NEXT: -0
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: -inf
// CHECK-NEXT: 0
// CHECK-NEXT: -inf
// CHECK-NEXT: -0
// CHECK-NEXT: -0
// CHECK-NEXT: -0
// CHECK-NEXT: -0
// CHECK-NEXT: -0
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: -0
// CHECK-NEXT: 1
// CHECK-NEXT: ( 32, 31, 0, 29, 0, 1, 0, 15, 30, 0 )
// CHECK-NEXT: 0
// CHECK-NEXT: ( 32, 0, 0, 0, 3, 0, 31, 16, 0, 0 )
// CHECK-NEXT: 3
// CHECK-NEXT: ( 0, 1, 32, 3, 29, 31, 1, 1, 2, 31 )
// CHECK-NEXT: 29
// CHECK-NEXT: ( 1, 1, 1, 343, -8, 2147483647, 0, 0, 0, 0 )
// CHECK-NEXT: -32768
// CHECK-NEXT: ( 64, 63, 0, 61, 0, 1, 0, 47, 62, 0 )
// CHECK-NEXT: 0
// CHECK-NEXT: ( 64, 0, 0, 0, 3, 0, 63, 16, 0, 0 )
// CHECK-NEXT: 3
// CHECK-NEXT: ( 0, 1, 64, 3, 61, 63, 1, 1, 2, 63 )
// CHECK-NEXT: 61
// CHECK-NEXT: ( 1, 1, 1, 343, -8, 9223372036854775807, 0, 0, 0, 0 )
// CHECK-NEXT: -32768
// CHECK-NEXT: ( 8, 7, 0, 5, 0, 1, 0, 3, 6, 0 )
// CHECK-NEXT: 0
// CHECK-NEXT: ( 8, 0, 0, 0, 3, 0, 7, 4, 0, 0 )
// CHECK-NEXT: 3
// CHECK-NEXT: ( 0, 1, 8, 3, 5, 7, 1, 1, 2, 7 )
// CHECK-NEXT: 5
// CHECK-NEXT: ( 1, 1, 1, 87, -8, 127, 0, 0, 0, 0 )
// CHECK-NEXT: 0
// CHECK-NEXT: ( 1, 0, 0, 1, 0, 1, 0, 0, 1, 1 )
// CHECK-NEXT: 0
// CHECK-NEXT: ( 1, 0, 0, 1, 0, 1, 0, 0, 1, 1 )
// CHECK-NEXT: 0
// CHECK-NEXT: ( 0, 1, 1, 0, 1, 0, 1, 1, 0, 0 )
// CHECK-NEXT: 1
// CHECK-NEXT: ( 1, 1, 1, 1, 1, 1, 1, 1, 1, 1 )
// CHECK-NEXT: 1
// CHECK-NEXT: ( 3, 2, 0, 1, 0, 1, 0, 2, 1, 0 )
// CHECK-NEXT: 0
// CHECK-NEXT: ( 3, 0, 0, 0, 2, 1, 1, 0, 0, 0 )
// CHECK-NEXT: 2
// CHECK-NEXT: ( 0, 1, 3, 2, 1, 1, 2, 1, 2, 2 )
// CHECK-NEXT: 1
// CHECK-NEXT: ( 1, 1, 1, 3, -4, 0, -4, 1, 0, 0 )
// CHECK-NEXT: 0

func.func @vec_f32(%v: vector<22xf32>, %w: vector<22xf32>, %k: vector<22xi32>) {
  %u0 = math.acos %v : vector<22xf32>
  vector.print %u0 : vector<22xf32>
  %u1 = math.acosh %v : vector<22xf32>
  vector.print %u1 : vector<22xf32>
  %u2 = math.asin %v : vector<22xf32>
  vector.print %u2 : vector<22xf32>
  %u3 = math.asinh %v : vector<22xf32>
  vector.print %u3 : vector<22xf32>
  %u4 = math.atan %v : vector<22xf32>
  vector.print %u4 : vector<22xf32>
  %u5 = math.atanh %v : vector<22xf32>
  vector.print %u5 : vector<22xf32>
  %u6 = math.cbrt %v : vector<22xf32>
  vector.print %u6 : vector<22xf32>
  %u7 = math.cosh %v : vector<22xf32>
  vector.print %u7 : vector<22xf32>
  %u8 = math.erf %v : vector<22xf32>
  vector.print %u8 : vector<22xf32>
  %u9 = math.erfc %v : vector<22xf32>
  vector.print %u9 : vector<22xf32>
  %u10 = math.exp2 %v : vector<22xf32>
  vector.print %u10 : vector<22xf32>
  %u11 = math.expm1 %v : vector<22xf32>
  vector.print %u11 : vector<22xf32>
  %u12 = math.log10 %v : vector<22xf32>
  vector.print %u12 : vector<22xf32>
  %u13 = math.log1p %v : vector<22xf32>
  vector.print %u13 : vector<22xf32>
  %u14 = math.log2 %v : vector<22xf32>
  vector.print %u14 : vector<22xf32>
  %u15 = math.round %v : vector<22xf32>
  vector.print %u15 : vector<22xf32>
  %u16 = math.roundeven %v : vector<22xf32>
  vector.print %u16 : vector<22xf32>
  %u17 = math.sinh %v : vector<22xf32>
  vector.print %u17 : vector<22xf32>
  %u18 = math.tan %v : vector<22xf32>
  vector.print %u18 : vector<22xf32>
  %u19 = math.trunc %v : vector<22xf32>
  vector.print %u19 : vector<22xf32>
  %c0 = math.isnan %v : vector<22xf32>
  vector.print %c0 : vector<22xi1>
  %c1 = math.isfinite %v : vector<22xf32>
  vector.print %c1 : vector<22xi1>
  %s, %c = math.sincos %v : vector<22xf32>
  vector.print %s : vector<22xf32>
  vector.print %c : vector<22xf32>
  %cl = math.clampf %v to [%w, %v] : vector<22xf32>
  vector.print %cl : vector<22xf32>
  %cl2 = math.clampf %w to [%v, %v] : vector<22xf32>
  vector.print %cl2 : vector<22xf32>
  return
}

func.func @sc_f32(%x: f32, %n: i32) {
  %u0 = math.acos %x : f32
  vector.print %u0 : f32
  %u1 = math.acosh %x : f32
  vector.print %u1 : f32
  %u2 = math.asin %x : f32
  vector.print %u2 : f32
  %u3 = math.asinh %x : f32
  vector.print %u3 : f32
  %u4 = math.atan %x : f32
  vector.print %u4 : f32
  %u5 = math.atanh %x : f32
  vector.print %u5 : f32
  %u6 = math.cbrt %x : f32
  vector.print %u6 : f32
  %u7 = math.cosh %x : f32
  vector.print %u7 : f32
  %u8 = math.erf %x : f32
  vector.print %u8 : f32
  %u9 = math.erfc %x : f32
  vector.print %u9 : f32
  %u10 = math.exp2 %x : f32
  vector.print %u10 : f32
  %u11 = math.expm1 %x : f32
  vector.print %u11 : f32
  %u12 = math.log10 %x : f32
  vector.print %u12 : f32
  %u13 = math.log1p %x : f32
  vector.print %u13 : f32
  %u14 = math.log2 %x : f32
  vector.print %u14 : f32
  %u15 = math.round %x : f32
  vector.print %u15 : f32
  %u16 = math.roundeven %x : f32
  vector.print %u16 : f32
  %u17 = math.sinh %x : f32
  vector.print %u17 : f32
  %u18 = math.tan %x : f32
  vector.print %u18 : f32
  %u19 = math.trunc %x : f32
  vector.print %u19 : f32
  %c0 = math.isnan %x : f32
  vector.print %c0 : i1
  %c1 = math.isfinite %x : f32
  vector.print %c1 : i1
  %p = math.fpowi %x, %n : f32, i32
  vector.print %p : f32
  %s, %c = math.sincos %x : f32
  vector.print %s : f32
  vector.print %c : f32
  return
}

func.func @vec_f64(%v: vector<22xf64>, %w: vector<22xf64>, %k: vector<22xi32>) {
  %u0 = math.acos %v : vector<22xf64>
  vector.print %u0 : vector<22xf64>
  %u1 = math.acosh %v : vector<22xf64>
  vector.print %u1 : vector<22xf64>
  %u2 = math.asin %v : vector<22xf64>
  vector.print %u2 : vector<22xf64>
  %u3 = math.asinh %v : vector<22xf64>
  vector.print %u3 : vector<22xf64>
  %u4 = math.atan %v : vector<22xf64>
  vector.print %u4 : vector<22xf64>
  %u5 = math.atanh %v : vector<22xf64>
  vector.print %u5 : vector<22xf64>
  %u6 = math.cbrt %v : vector<22xf64>
  vector.print %u6 : vector<22xf64>
  %u7 = math.cosh %v : vector<22xf64>
  vector.print %u7 : vector<22xf64>
  %u8 = math.erf %v : vector<22xf64>
  vector.print %u8 : vector<22xf64>
  %u9 = math.erfc %v : vector<22xf64>
  vector.print %u9 : vector<22xf64>
  %u10 = math.exp2 %v : vector<22xf64>
  vector.print %u10 : vector<22xf64>
  %u11 = math.expm1 %v : vector<22xf64>
  vector.print %u11 : vector<22xf64>
  %u12 = math.log10 %v : vector<22xf64>
  vector.print %u12 : vector<22xf64>
  %u13 = math.log1p %v : vector<22xf64>
  vector.print %u13 : vector<22xf64>
  %u14 = math.log2 %v : vector<22xf64>
  vector.print %u14 : vector<22xf64>
  %u15 = math.round %v : vector<22xf64>
  vector.print %u15 : vector<22xf64>
  %u16 = math.roundeven %v : vector<22xf64>
  vector.print %u16 : vector<22xf64>
  %u17 = math.sinh %v : vector<22xf64>
  vector.print %u17 : vector<22xf64>
  %u18 = math.tan %v : vector<22xf64>
  vector.print %u18 : vector<22xf64>
  %u19 = math.trunc %v : vector<22xf64>
  vector.print %u19 : vector<22xf64>
  %c0 = math.isnan %v : vector<22xf64>
  vector.print %c0 : vector<22xi1>
  %c1 = math.isfinite %v : vector<22xf64>
  vector.print %c1 : vector<22xi1>
  %s, %c = math.sincos %v : vector<22xf64>
  vector.print %s : vector<22xf64>
  vector.print %c : vector<22xf64>
  %cl = math.clampf %v to [%w, %v] : vector<22xf64>
  vector.print %cl : vector<22xf64>
  %cl2 = math.clampf %w to [%v, %v] : vector<22xf64>
  vector.print %cl2 : vector<22xf64>
  return
}

func.func @sc_f64(%x: f64, %n: i32) {
  %u0 = math.acos %x : f64
  vector.print %u0 : f64
  %u1 = math.acosh %x : f64
  vector.print %u1 : f64
  %u2 = math.asin %x : f64
  vector.print %u2 : f64
  %u3 = math.asinh %x : f64
  vector.print %u3 : f64
  %u4 = math.atan %x : f64
  vector.print %u4 : f64
  %u5 = math.atanh %x : f64
  vector.print %u5 : f64
  %u6 = math.cbrt %x : f64
  vector.print %u6 : f64
  %u7 = math.cosh %x : f64
  vector.print %u7 : f64
  %u8 = math.erf %x : f64
  vector.print %u8 : f64
  %u9 = math.erfc %x : f64
  vector.print %u9 : f64
  %u10 = math.exp2 %x : f64
  vector.print %u10 : f64
  %u11 = math.expm1 %x : f64
  vector.print %u11 : f64
  %u12 = math.log10 %x : f64
  vector.print %u12 : f64
  %u13 = math.log1p %x : f64
  vector.print %u13 : f64
  %u14 = math.log2 %x : f64
  vector.print %u14 : f64
  %u15 = math.round %x : f64
  vector.print %u15 : f64
  %u16 = math.roundeven %x : f64
  vector.print %u16 : f64
  %u17 = math.sinh %x : f64
  vector.print %u17 : f64
  %u18 = math.tan %x : f64
  vector.print %u18 : f64
  %u19 = math.trunc %x : f64
  vector.print %u19 : f64
  %c0 = math.isnan %x : f64
  vector.print %c0 : i1
  %c1 = math.isfinite %x : f64
  vector.print %c1 : i1
  %p = math.fpowi %x, %n : f64, i32
  vector.print %p : f64
  %s, %c = math.sincos %x : f64
  vector.print %s : f64
  vector.print %c : f64
  return
}

func.func @int_i32(%v: vector<10xi32>, %w: vector<10xi32>, %x: i32, %y: i32) {
  %ctlz = math.ctlz %v : vector<10xi32>
  vector.print %ctlz : vector<10xi32>
  %sctlz = math.ctlz %x : i32
  vector.print %sctlz : i32
  %cttz = math.cttz %v : vector<10xi32>
  vector.print %cttz : vector<10xi32>
  %scttz = math.cttz %x : i32
  vector.print %scttz : i32
  %ctpop = math.ctpop %v : vector<10xi32>
  vector.print %ctpop : vector<10xi32>
  %sctpop = math.ctpop %x : i32
  vector.print %sctpop : i32
  %pw = math.ipowi %v, %w : vector<10xi32>
  vector.print %pw : vector<10xi32>
  %spw = math.ipowi %x, %y : i32
  vector.print %spw : i32
  return
}

func.func @int_i64(%v: vector<10xi64>, %w: vector<10xi64>, %x: i64, %y: i64) {
  %ctlz = math.ctlz %v : vector<10xi64>
  vector.print %ctlz : vector<10xi64>
  %sctlz = math.ctlz %x : i64
  vector.print %sctlz : i64
  %cttz = math.cttz %v : vector<10xi64>
  vector.print %cttz : vector<10xi64>
  %scttz = math.cttz %x : i64
  vector.print %scttz : i64
  %ctpop = math.ctpop %v : vector<10xi64>
  vector.print %ctpop : vector<10xi64>
  %sctpop = math.ctpop %x : i64
  vector.print %sctpop : i64
  %pw = math.ipowi %v, %w : vector<10xi64>
  vector.print %pw : vector<10xi64>
  %spw = math.ipowi %x, %y : i64
  vector.print %spw : i64
  return
}

func.func @int_i8(%v: vector<10xi8>, %w: vector<10xi8>, %x: i8, %y: i8) {
  %ctlz = math.ctlz %v : vector<10xi8>
  vector.print %ctlz : vector<10xi8>
  %sctlz = math.ctlz %x : i8
  vector.print %sctlz : i8
  %cttz = math.cttz %v : vector<10xi8>
  vector.print %cttz : vector<10xi8>
  %scttz = math.cttz %x : i8
  vector.print %scttz : i8
  %ctpop = math.ctpop %v : vector<10xi8>
  vector.print %ctpop : vector<10xi8>
  %sctpop = math.ctpop %x : i8
  vector.print %sctpop : i8
  %pw = math.ipowi %v, %w : vector<10xi8>
  vector.print %pw : vector<10xi8>
  %spw = math.ipowi %x, %y : i8
  vector.print %spw : i8
  return
}

func.func @int_i1(%v: vector<10xi1>, %w: vector<10xi1>, %x: i1, %y: i1) {
  %ctlz = math.ctlz %v : vector<10xi1>
  vector.print %ctlz : vector<10xi1>
  %sctlz = math.ctlz %x : i1
  vector.print %sctlz : i1
  %cttz = math.cttz %v : vector<10xi1>
  vector.print %cttz : vector<10xi1>
  %scttz = math.cttz %x : i1
  vector.print %scttz : i1
  %ctpop = math.ctpop %v : vector<10xi1>
  vector.print %ctpop : vector<10xi1>
  %sctpop = math.ctpop %x : i1
  vector.print %sctpop : i1
  %pw = math.ipowi %v, %w : vector<10xi1>
  vector.print %pw : vector<10xi1>
  %spw = math.ipowi %x, %y : i1
  vector.print %spw : i1
  return
}

func.func @int_i3(%v: vector<10xi3>, %w: vector<10xi3>, %x: i3, %y: i3) {
  %ctlz = math.ctlz %v : vector<10xi3>
  vector.print %ctlz : vector<10xi3>
  %sctlz = math.ctlz %x : i3
  vector.print %sctlz : i3
  %cttz = math.cttz %v : vector<10xi3>
  vector.print %cttz : vector<10xi3>
  %scttz = math.cttz %x : i3
  vector.print %scttz : i3
  %ctpop = math.ctpop %v : vector<10xi3>
  vector.print %ctpop : vector<10xi3>
  %sctpop = math.ctpop %x : i3
  vector.print %sctpop : i3
  %pw = math.ipowi %v, %w : vector<10xi3>
  vector.print %pw : vector<10xi3>
  %spw = math.ipowi %x, %y : i3
  vector.print %spw : i3
  return
}

func.func @main() {
  %v_f32 = arith.constant dense<[0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 2.5, -2.5, 3.5, 1.0e-3, -7.25, 100.0, 0x7F800000, 0xFF800000, 0x7FC00000, 0x00000001, 0x00800000, 0x7F7FFFFF, 1.0e+30, -1.0e+30, 0.99999994, 1.5]> : vector<22xf32>
  %w_f32 = arith.constant dense<[1.5, 0.99999994, -1.0e+30, 1.0e+30, 0x7F7FFFFF, 0x00800000, 0x00000001, 0x7FC00000, 0xFF800000, 0x7F800000, 100.0, -7.25, 1.0e-3, 3.5, -2.5, 2.5, -0.5, 0.5, -1.0, 1.0, -0.0, 0.0]> : vector<22xf32>
  %k_f32 = arith.constant dense<[0, 1, 2, 3, -1, -2, 5, -3, 7, 31, -31, 2, 0, 1, -1, 3, 2, -2, 2, 3, 10, -10]> : vector<22xi32>
  call @vec_f32(%v_f32, %w_f32, %k_f32) : (vector<22xf32>, vector<22xf32>, vector<22xi32>) -> ()
  %x0_f32 = arith.constant 0.5 : f32
  %n0_f32 = arith.constant 3 : i32
  call @sc_f32(%x0_f32, %n0_f32) : (f32, i32) -> ()
  %x1_f32 = arith.constant -2.5 : f32
  %n1_f32 = arith.constant -2 : i32
  call @sc_f32(%x1_f32, %n1_f32) : (f32, i32) -> ()
  %x2_f32 = arith.constant 0x7F800000 : f32
  %n2_f32 = arith.constant 1 : i32
  call @sc_f32(%x2_f32, %n2_f32) : (f32, i32) -> ()
  %x3_f32 = arith.constant -0.0 : f32
  %n3_f32 = arith.constant 0 : i32
  call @sc_f32(%x3_f32, %n3_f32) : (f32, i32) -> ()
  %v_f64 = arith.constant dense<[0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 2.5, -2.5, 3.5, 1.0e-3, -7.25, 100.0, 0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000, 0x0000000000000001, 0x0010000000000000, 0x7FEFFFFFFFFFFFFF, 1.0e+300, -1.0e+300, 0.99999999999999989, 1.5]> : vector<22xf64>
  %w_f64 = arith.constant dense<[1.5, 0.99999999999999989, -1.0e+300, 1.0e+300, 0x7FEFFFFFFFFFFFFF, 0x0010000000000000, 0x0000000000000001, 0x7FF8000000000000, 0xFFF0000000000000, 0x7FF0000000000000, 100.0, -7.25, 1.0e-3, 3.5, -2.5, 2.5, -0.5, 0.5, -1.0, 1.0, -0.0, 0.0]> : vector<22xf64>
  %k_f64 = arith.constant dense<[0, 1, 2, 3, -1, -2, 5, -3, 7, 31, -31, 2, 0, 1, -1, 3, 2, -2, 2, 3, 10, -10]> : vector<22xi32>
  call @vec_f64(%v_f64, %w_f64, %k_f64) : (vector<22xf64>, vector<22xf64>, vector<22xi32>) -> ()
  %x0_f64 = arith.constant 0.5 : f64
  %n0_f64 = arith.constant 3 : i32
  call @sc_f64(%x0_f64, %n0_f64) : (f64, i32) -> ()
  %x1_f64 = arith.constant -2.5 : f64
  %n1_f64 = arith.constant -2 : i32
  call @sc_f64(%x1_f64, %n1_f64) : (f64, i32) -> ()
  %x2_f64 = arith.constant 0x7FF0000000000000 : f64
  %n2_f64 = arith.constant 1 : i32
  call @sc_f64(%x2_f64, %n2_f64) : (f64, i32) -> ()
  %x3_f64 = arith.constant -0.0 : f64
  %n3_f64 = arith.constant 0 : i32
  call @sc_f64(%x3_f64, %n3_f64) : (f64, i32) -> ()
  %iv_i32 = arith.constant dense<[0, 1, -1, 7, -8, 2147483647, -2147483648, 65536, 3, -3]> : vector<10xi32>
  %iw_i32 = arith.constant dense<[0, 1, 2, 3, 1, 5, 2, 7, -1, -2]> : vector<10xi32>
  %ix_i32 = arith.constant -8 : i32
  %iy_i32 = arith.constant 5 : i32
  call @int_i32(%iv_i32, %iw_i32, %ix_i32, %iy_i32) : (vector<10xi32>, vector<10xi32>, i32, i32) -> ()
  %iv_i64 = arith.constant dense<[0, 1, -1, 7, -8, 9223372036854775807, -9223372036854775808, 65536, 3, -3]> : vector<10xi64>
  %iw_i64 = arith.constant dense<[0, 1, 2, 3, 1, 5, 2, 7, -1, -2]> : vector<10xi64>
  %ix_i64 = arith.constant -8 : i64
  %iy_i64 = arith.constant 5 : i64
  call @int_i64(%iv_i64, %iw_i64, %ix_i64, %iy_i64) : (vector<10xi64>, vector<10xi64>, i64, i64) -> ()
  %iv_i8 = arith.constant dense<[0, 1, -1, 7, -8, 127, -128, 16, 3, -3]> : vector<10xi8>
  %iw_i8 = arith.constant dense<[0, 1, 2, 3, 1, 5, 2, 7, -1, -2]> : vector<10xi8>
  %ix_i8 = arith.constant -8 : i8
  %iy_i8 = arith.constant 5 : i8
  call @int_i8(%iv_i8, %iw_i8, %ix_i8, %iy_i8) : (vector<10xi8>, vector<10xi8>, i8, i8) -> ()
  %iv_i1 = arith.constant dense<[0, 1, 1, 0, 1, 0, 1, 1, 0, 0]> : vector<10xi1>
  %iw_i1 = arith.constant dense<[0, 1, 0, 0, 1, 0, 1, 0, 0, 0]> : vector<10xi1>
  %ix_i1 = arith.constant 1 : i1
  %iy_i1 = arith.constant 0 : i1
  call @int_i1(%iv_i1, %iw_i1, %ix_i1, %iy_i1) : (vector<10xi1>, vector<10xi1>, i1, i1) -> ()
  %iv_i3 = arith.constant dense<[0, 1, -1, 3, -4, 2, -2, 1, 3, -3]> : vector<10xi3>
  %iw_i3 = arith.constant dense<[0, 1, 2, 3, 1, -3, 2, 3, -1, -2]> : vector<10xi3>
  %ix_i3 = arith.constant -4 : i3
  %iy_i3 = arith.constant -3 : i3
  call @int_i3(%iv_i3, %iw_i3, %ix_i3, %iy_i3) : (vector<10xi3>, vector<10xi3>, i3, i3) -> ()
  return
}
