// RUN: memref-opt %s | filecheck %s
// Regression (found by fuzz_frontend): an f64 that prints as hex keeps its type inside an
// array, or it would read back as an integer.
func.func private @g() attributes {fl = [16777216.0, 1.5, 0x7FF8000000000000 : f64]}

// CHECK: module {
// CHECK-NEXT: func.func private @g() attributes {fl = [0x4170000000000000 : f64, 1.500000e+00, 0x7FF8000000000000 : f64]}
// CHECK-NEXT: }
