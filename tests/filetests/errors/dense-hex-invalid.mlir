// RUN: not memref-opt %s 2>&1 | filecheck %s
// Regression (found by fuzz_frontend): non-hex bytes in a hex dense literal.
func.func private @f() attributes {d = dense<"0x00é0"> : tensor<2xi8>}
// CHECK: dense-hex-invalid.mlir:3:46: error: expected string containing hex digits starting with `0x`
// The source line is shown but, as upstream, no caret: the line has non-ASCII bytes.
// CHECK-NEXT: func.func private @f() attributes {d = dense<"0x00é0"> : tensor<2xi8>}
// CHECK-NOT: ^
