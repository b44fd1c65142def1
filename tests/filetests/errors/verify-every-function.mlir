// The verifier reports an error in every function, in order, as upstream's (it verifies the
// isolated-from-above ops of a region in parallel and reports each one's failure): at parse
// time and after a pass (here the ownership pass, which leaves a constant in each mask's
// region). The IR dump after the failed pass is in generic form, as upstream's printer falls
// back to it for IR that does not verify.
// RUN: not memref-opt %s --split-input-file 2>&1 | filecheck %s --check-prefix=PARSE
// RUN: not memref-opt %s --split-input-file --ownership-based-buffer-deallocation 2>&1 | filecheck %s
// RUN: not memref-opt %s --split-input-file --ownership-based-buffer-deallocation --mlir-print-ir-after-all 2>&1 | filecheck %s --check-prefix=DUMP
func.func @f(%v: vector<8xf32>, %mk: vector<8xi1>, %i: index) {
  %mem = memref.alloc() : memref<8xf32>
  vector.mask %mk { vector.transfer_write %v, %mem[%i] : vector<8xf32>, memref<8xf32> } : vector<8xi1>
  return
}
func.func @g(%v: vector<8xf32>, %mk: vector<8xi1>, %i: index, %mem: memref<8xf32>) -> vector<8xf32> {
  %p = arith.constant 0.0 : f32
  %r = vector.mask %mk { vector.transfer_read %mem[%i], %p : memref<8xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  return %r : vector<8xf32>
}
// -----
func.func @h(%a: vector<4xf32>) -> f32 {
  %e = "vector.extract"(%a) <{static_position = array<i64: 7>}> : (vector<4xf32>) -> f32
  return %e : f32
}
func.func @k(%a: vector<4xf32>) -> vector<1xf32> {
  %e = "vector.shuffle"(%a, %a) <{mask = array<i64>}> : (vector<4xf32>, vector<4xf32>) -> vector<1xf32>
  return %e : vector<1xf32>
}
// PARSE: verify-every-function.mlir:21:8: error: 'vector.extract' op expected position attribute #1 to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)
// PARSE-NEXT: %e = "vector.extract"
// PARSE-NEXT: ^
// PARSE-NEXT: verify-every-function.mlir:21:8: note: see current operation: %0 = "vector.extract"(%arg0) <{static_position = array<i64: 7>}> : (vector<4xf32>) -> f32
// PARSE-NEXT: verify-every-function.mlir:25:8: error: 'vector.shuffle' op invalid mask length
// PARSE-NEXT: %e = "vector.shuffle"
// PARSE-NEXT: ^
// PARSE-NEXT: verify-every-function.mlir:25:8: note: see current operation: %0 = "vector.shuffle"(%arg0, %arg0) <{mask = array<i64>}> : (vector<4xf32>, vector<4xf32>) -> vector<1xf32>
// CHECK: verify-every-function.mlir:11:3: error: 'vector.mask' op expects only one operation to mask
// CHECK-NEXT: vector.mask %mk
// CHECK-NEXT: ^
// CHECK-NEXT: verify-every-function.mlir:11:3: note: see current operation:
// CHECK-NEXT: "vector.mask"(%arg1) ({
// CHECK-NEXT: %3 = "arith.constant"() <{value = false}> : () -> i1
// CHECK-NEXT: "vector.transfer_write"(%arg0, %1, %arg2)
// CHECK-NEXT: "vector.yield"() : () -> ()
// CHECK-NEXT: }) : (vector<8xi1>) -> ()
// CHECK-NEXT: verify-every-function.mlir:16:8: error: 'vector.mask' op expects only one operation to mask
// CHECK-NEXT: %r = vector.mask %mk
// CHECK-NEXT: ^
// CHECK-NEXT: verify-every-function.mlir:16:8: note: see current operation:
// CHECK-NEXT: %2 = "vector.mask"(%arg1) ({
// DUMP: // -----// IR Dump After OwnershipBasedBufferDeallocationPass Failed (ownership-based-buffer-deallocation) //----- //
// DUMP-NEXT: #map = affine_map<(d0) -> (d0)>
// DUMP-NEXT: "builtin.module"() ({
// DUMP-NEXT: "func.func"() <{function_type = (vector<8xf32>, vector<8xi1>, index) -> (), sym_name = "f"}> ({
// DUMP-NEXT: ^bb0(%arg4: vector<8xf32>, %arg5: vector<8xi1>, %arg6: index):
// DUMP-NEXT: %6 = "arith.constant"() <{value = true}> : () -> i1
// DUMP-NEXT: %7 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xf32>
// DUMP-NEXT: "vector.mask"(%arg5) ({
// DUMP-NEXT: %9 = "arith.constant"() <{value = false}> : () -> i1
