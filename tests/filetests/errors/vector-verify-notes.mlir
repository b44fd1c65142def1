// The "see current operation" notes of vector verifier errors, as mlir-opt 22.1.8 prints them:
// the outer product's result type as its parser infers it (the operands' leading dimensions),
// and extract's two errors on an inferred type, the first (from `inferReturnTypes`) without
// the op printed.
// RUN: not memref-opt %s --split-input-file 2>&1 | filecheck %s
func.func @outerproduct_inferred(%a: vector<4xf32>, %b: vector<2x4xf32>) {
  %r = vector.outerproduct %a, %b : vector<4xf32>, vector<2x4xf32>
  return
}
// CHECK: vector-verify-notes.mlir:7:8: error: 'vector.outerproduct' op expected 1-d vector for operand #2
// CHECK-NEXT: %r = vector.outerproduct %a, %b : vector<4xf32>, vector<2x4xf32>
// CHECK-NEXT: ^
// CHECK-NEXT: vector-verify-notes.mlir:7:8: note: see current operation: %0 = "vector.outerproduct"(%arg0, %arg1) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<2x4xf32>) -> vector<4x2xf32>
// -----
func.func @extract_inferred(%b: vector<2x4xf32>) {
  %r = vector.extract %b[1] : vector<2xf32> from vector<2x4xf32>
  return
}
// CHECK: vector-verify-notes.mlir:16:8: error: 'vector.extract' op inferred type(s) 'vector<4xf32>' are incompatible with return type(s) of operation 'vector<2xf32>'
// CHECK-NEXT: %r = vector.extract %b[1] : vector<2xf32> from vector<2x4xf32>
// CHECK-NEXT: ^
// CHECK-NEXT: vector-verify-notes.mlir:16:8: error: 'vector.extract' op failed to infer returned types
// CHECK-NEXT: %r = vector.extract %b[1] : vector<2xf32> from vector<2x4xf32>
// CHECK-NEXT: ^
// CHECK-NEXT: vector-verify-notes.mlir:16:8: note: see current operation: %0 = "vector.extract"(%arg0) <{static_position = array<i64: 1>}> : (vector<2x4xf32>) -> vector<2xf32>
