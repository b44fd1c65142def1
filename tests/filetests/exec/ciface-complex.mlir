// printMemrefC32/C64 declared with llvm.emit_c_interface (called as _mlir_ciface_printMemrefC32,
// as upstream's Integration/Dialect/MemRef/print-memref test does); lines from mlir-runner.
// RUN: memref-run %s | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
// CHECK: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [2] strides = [1] data =
// CHECK-NEXT: {{\[}}(1.5,-2),  (0,3.25)]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [1, 2] strides = [2, 1] data =
// CHECK-NEXT: {{\[\[}}(1e+10,2),   (-0.5,7)]]
func.func private @printMemrefC32(memref<*xcomplex<f32>>) attributes {llvm.emit_c_interface}
func.func private @printMemrefC64(memref<*xcomplex<f64>>) attributes {llvm.emit_c_interface}
memref.global "private" constant @g32 : memref<2xcomplex<f32>> = dense<[(1.5, -2.0), (0.0, 3.25)]>
memref.global "private" constant @g64 : memref<1x2xcomplex<f64>> = dense<[[(1.0e10, 2.0), (-0.5, 7.0)]]>
func.func @main() {
  %a = memref.get_global @g32 : memref<2xcomplex<f32>>
  %ua = memref.cast %a : memref<2xcomplex<f32>> to memref<*xcomplex<f32>>
  call @printMemrefC32(%ua) : (memref<*xcomplex<f32>>) -> ()
  %b = memref.get_global @g64 : memref<1x2xcomplex<f64>>
  %ub = memref.cast %b : memref<1x2xcomplex<f64>> to memref<*xcomplex<f64>>
  call @printMemrefC64(%ub) : (memref<*xcomplex<f64>>) -> ()
  return
}
