// A memref cast to a tensor type by builtin.unrealized_conversion_cast is no tensor value: a
// located error in both engines.
// RUN: not memref-run %s --engine=jit --no-pipeline 2>&1 | filecheck %s
// RUN: not memref-run %s --engine=interp --no-pipeline 2>&1 | filecheck %s
func.func @main() {
  %a = memref.alloc() : memref<2xf32>
  %t = builtin.unrealized_conversion_cast %a : memref<2xf32> to tensor<2xf32>
  %c0 = arith.constant 0 : index
  %v = tensor.extract %t[%c0] : tensor<2xf32>
  vector.print %v : f32
  memref.dealloc %a : memref<2xf32>
  return
}
// CHECK: tensor-extract-engines.mlir:7:8: error: an unrealized_conversion_cast between a tensor and another type cannot be executed
