// RUN: memref-opt %s --mlir-print-local-scope | filecheck %s
// The simplifications upstream applies when it builds an affine expression: divisions of
// multiples and of sums with a multiple, mod of multiples and of mods, e - (e floordiv c) * c
// as e mod c, like terms merged, constants and symbols to the right; division and mod by zero or
// a negative value kept as written.
#m0 = affine_map<(d0) -> ((d0 * 4) floordiv 2)>
#m1 = affine_map<(d0) -> ((d0 * 4) ceildiv 2)>
#m2 = affine_map<(d0) -> ((d0 * 4) mod 2)>
#m3 = affine_map<(d0) -> ((d0 * 6) floordiv 4)>
#m4 = affine_map<(d0) -> ((d0 floordiv 2) floordiv 3)>
#m5 = affine_map<(d0) -> ((d0 mod 6) mod 3)>
#m6 = affine_map<(d0) -> (d0 - (d0 floordiv 4) * 4)>
#m7 = affine_map<(d0, d1) -> ((d0 * 4 + d1 * 8) floordiv 4)>
#m8 = affine_map<(d0, d1) -> ((d0 * 4 + d1 * 8) mod 4)>
#m9 = affine_map<(d0, d1) -> ((d0 * 4 + d1) mod 4)>
#m10 = affine_map<(d0) -> (d0 * 2 + d0 + 1 + 2)>
#m11 = affine_map<(d0, d1) -> (d0 + d1 + d0)>
#m12 = affine_map<(d0)[s0] -> (s0 + d0 + 3 + s0)>
#m13 = affine_map<(d0) -> ((d0 + 1) * 2)>
#m14 = affine_map<(d0) -> (2 * (d0 + 1) * 3)>
#m15 = affine_map<(d0)[s0] -> ((d0 * s0) floordiv s0, (d0 * 2) * s0)>
#m16 = affine_map<(d0) -> ((d0 mod 4) floordiv 4)>
#m17 = affine_map<(d0) -> (d0 floordiv -2, d0 mod 0, d0 ceildiv 0, 7 floordiv -2)>
#m18 = affine_map<(d0) -> (d0 * 3 - d0 * 3, -(d0 * -2))>
#m19 = affine_map<(d0) -> ((d0 + 8) floordiv 4, (d0 * 8 + 3) floordiv 4, d0 - d0 floordiv 2 * 2)>
#m20 = affine_map<(d0)[s0] -> (d0 - (d0 floordiv s0) * s0, (d0 floordiv s0) * -1 + d0)>
func.func private @f() attributes {a = [#m0, #m1, #m2, #m3, #m4, #m5, #m6, #m7, #m8, #m9, #m10, #m11, #m12, #m13, #m14, #m15, #m16, #m17, #m18, #m19, #m20]}

// CHECK: module {
// CHECK-NEXT: func.func private @f() attributes {a = [affine_map<(d0) -> (d0 * 2)>, affine_map<(d0) -> (d0 * 2)>, affine_map<(d0) -> (0)>, affine_map<(d0) -> ((d0 * 6) floordiv 4)>, affine_map<(d0) -> ((d0 floordiv 2) floordiv 3)>, affine_map<(d0) -> (d0 mod 3)>, affine_map<(d0) -> (d0 mod 4)>, affine_map<(d0, d1) -> (d0 + d1 * 2)>, affine_map<(d0, d1) -> (0)>, affine_map<(d0, d1) -> (d1 mod 4)>, affine_map<(d0) -> (d0 * 3 + 3)>, affine_map<(d0, d1) -> (d0 + d1 + d0)>, affine_map<(d0)[s0] -> (d0 + s0 + s0 + 3)>, affine_map<(d0) -> ((d0 + 1) * 2)>, affine_map<(d0) -> ((d0 + 1) * 6)>, affine_map<(d0)[s0] -> ((d0 * s0) floordiv s0, (d0 * s0) * 2)>, affine_map<(d0) -> ((d0 mod 4) floordiv 4)>, affine_map<(d0) -> (d0 floordiv -2, d0 mod 0, d0 ceildiv 0, -4)>, affine_map<(d0) -> (0, d0 * 2)>, affine_map<(d0) -> (d0 floordiv 4 + 2, d0 * 2, d0 mod 2)>, affine_map<(d0)[s0] -> (d0 mod s0, -(d0 floordiv s0) + d0)>]}
// CHECK-NEXT: }
