// Runner utilities declared with `llvm.emit_c_interface` are called through their
// `_mlir_ciface_` names with a pointer to the descriptor, as upstream's runner libraries export
// them: unranked printers of every element type, the ranked ones (`printMemref1dI8`,
// `printMemref0dF32`, ...), `printMemrefShape*` and `nanoTime`. Output taken from mlir-runner.
// RUN: memref-run %s --engine=jit | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
func.func private @printMemrefI8(memref<*xi8>) attributes {llvm.emit_c_interface}
func.func private @printMemrefI16(memref<*xi16>) attributes {llvm.emit_c_interface}
func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
func.func private @printMemrefI64(memref<*xi64>) attributes {llvm.emit_c_interface}
func.func private @printMemrefF16(memref<*xf16>) attributes {llvm.emit_c_interface}
func.func private @printMemrefBF16(memref<*xbf16>) attributes {llvm.emit_c_interface}
func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
func.func private @printMemrefF64(memref<*xf64>) attributes {llvm.emit_c_interface}
func.func private @printMemrefInd(memref<*xindex>) attributes {llvm.emit_c_interface}
func.func private @printMemrefShapeI8(memref<*xi8>) attributes {llvm.emit_c_interface}
func.func private @printMemrefShapeF32(memref<*xf32>) attributes {llvm.emit_c_interface}
func.func private @printMemref1dI8(memref<?xi8>) attributes {llvm.emit_c_interface}
func.func private @printMemref1dI64(memref<?xi64>) attributes {llvm.emit_c_interface}
func.func private @printMemref2dF32(memref<?x?xf32>) attributes {llvm.emit_c_interface}
func.func private @printMemref0dF32(memref<f32>) attributes {llvm.emit_c_interface}
func.func private @nanoTime() -> i64 attributes {llvm.emit_c_interface}
func.func private @printI64(i64)
func.func private @printNewline()

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  // i8 prints as characters (std::ostream of int8_t).
  %a = memref.alloc() : memref<3xi8>
  %h = arith.constant 72 : i8
  %i = arith.constant 105 : i8
  %bang = arith.constant 33 : i8
  memref.store %h, %a[%c0] : memref<3xi8>
  memref.store %i, %a[%c1] : memref<3xi8>
  memref.store %bang, %a[%c2] : memref<3xi8>
  %ua = memref.cast %a : memref<3xi8> to memref<*xi8>
  call @printMemrefI8(%ua) : (memref<*xi8>) -> ()
  call @printMemrefShapeI8(%ua) : (memref<*xi8>) -> ()
  %da = memref.cast %a : memref<3xi8> to memref<?xi8>
  call @printMemref1dI8(%da) : (memref<?xi8>) -> ()

  %b = memref.alloc() : memref<2x2xi16>
  %w = arith.constant -300 : i16
  %w2 = arith.constant 32767 : i16
  memref.store %w, %b[%c0, %c0] : memref<2x2xi16>
  memref.store %w2, %b[%c0, %c1] : memref<2x2xi16>
  memref.store %w, %b[%c1, %c0] : memref<2x2xi16>
  memref.store %w2, %b[%c1, %c1] : memref<2x2xi16>
  %ub = memref.cast %b : memref<2x2xi16> to memref<*xi16>
  call @printMemrefI16(%ub) : (memref<*xi16>) -> ()

  %ci = memref.alloc() : memref<2xi32>
  %x = arith.constant -7 : i32
  memref.store %x, %ci[%c0] : memref<2xi32>
  memref.store %x, %ci[%c1] : memref<2xi32>
  %uci = memref.cast %ci : memref<2xi32> to memref<*xi32>
  call @printMemrefI32(%uci) : (memref<*xi32>) -> ()

  %l = memref.alloc() : memref<2xi64>
  %y = arith.constant -9000000000 : i64
  memref.store %y, %l[%c0] : memref<2xi64>
  memref.store %y, %l[%c1] : memref<2xi64>
  %ul = memref.cast %l : memref<2xi64> to memref<*xi64>
  call @printMemrefI64(%ul) : (memref<*xi64>) -> ()
  %dl = memref.cast %l : memref<2xi64> to memref<?xi64>
  call @printMemref1dI64(%dl) : (memref<?xi64>) -> ()

  // Halves print as the float they widen to.
  %f16 = memref.alloc() : memref<4xf16>
  %p = arith.constant 1.5 : f16
  %inf = arith.constant 0x7C00 : f16
  %tiny = arith.constant 0x0001 : f16
  %neg = arith.constant -65504.0 : f16
  memref.store %p, %f16[%c0] : memref<4xf16>
  memref.store %inf, %f16[%c1] : memref<4xf16>
  memref.store %tiny, %f16[%c2] : memref<4xf16>
  %c3 = arith.constant 3 : index
  memref.store %neg, %f16[%c3] : memref<4xf16>
  %uf16 = memref.cast %f16 : memref<4xf16> to memref<*xf16>
  call @printMemrefF16(%uf16) : (memref<*xf16>) -> ()

  %bf = memref.alloc() : memref<3xbf16>
  %bv = arith.constant 3.140625 : bf16
  %bv2 = arith.constant 1.0e-20 : bf16
  %bnan = arith.constant 0x7FC0 : bf16
  memref.store %bv, %bf[%c0] : memref<3xbf16>
  memref.store %bv2, %bf[%c1] : memref<3xbf16>
  memref.store %bnan, %bf[%c2] : memref<3xbf16>
  %ubf = memref.cast %bf : memref<3xbf16> to memref<*xbf16>
  call @printMemrefBF16(%ubf) : (memref<*xbf16>) -> ()

  %f = memref.alloc() : memref<2x3xf32>
  %fv = arith.constant 2.5 : f32
  scf.for %r = %c0 to %c2 step %c1 {
    scf.for %s = %c0 to %c3 step %c1 {
      memref.store %fv, %f[%r, %s] : memref<2x3xf32>
    }
  }
  %fd = memref.cast %f : memref<2x3xf32> to memref<?x?xf32>
  call @printMemref2dF32(%fd) : (memref<?x?xf32>) -> ()
  %uf = memref.cast %f : memref<2x3xf32> to memref<*xf32>
  call @printMemrefF32(%uf) : (memref<*xf32>) -> ()
  call @printMemrefShapeF32(%uf) : (memref<*xf32>) -> ()
  // A strided view: the descriptor's offset and strides are what the callee reads.
  %sv = memref.subview %f[0, 1] [2, 1] [1, 1] : memref<2x3xf32> to memref<2xf32, strided<[3], offset: 1>>
  %usv = memref.cast %sv : memref<2xf32, strided<[3], offset: 1>> to memref<*xf32>
  call @printMemrefF32(%usv) : (memref<*xf32>) -> ()

  %d = memref.alloc() : memref<1xf64>
  %dv = arith.constant 0.1 : f64
  memref.store %dv, %d[%c0] : memref<1xf64>
  %ud = memref.cast %d : memref<1xf64> to memref<*xf64>
  call @printMemrefF64(%ud) : (memref<*xf64>) -> ()

  %n = memref.alloc() : memref<2xindex>
  %big = arith.constant -1 : index
  memref.store %big, %n[%c0] : memref<2xindex>
  memref.store %c2, %n[%c1] : memref<2xindex>
  %un = memref.cast %n : memref<2xindex> to memref<*xindex>
  call @printMemrefInd(%un) : (memref<*xindex>) -> ()

  %z = memref.alloc() : memref<f32>
  memref.store %fv, %z[] : memref<f32>
  call @printMemref0dF32(%z) : (memref<f32>) -> ()

  %t0 = call @nanoTime() : () -> i64
  %t1 = call @nanoTime() : () -> i64
  %ok = arith.cmpi sge, %t1, %t0 : i64
  %oki = arith.extui %ok : i1 to i64
  call @printI64(%oki) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
// CHECK: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [3] strides = [1] data =
// CHECK-NEXT: [H,  i,  !]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [3] strides = [1]
// CHECK-NEXT: Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [3] strides = [1] data =
// CHECK-NEXT: [H,  i,  !]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 2] strides = [2, 1] data =
// CHECK-NEXT: {{\[\[}}-300,   32767],
// CHECK-NEXT:  [-300,   32767]]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [2] strides = [1] data =
// CHECK-NEXT: [-7,  -7]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [2] strides = [1] data =
// CHECK-NEXT: [-9000000000,  -9000000000]
// CHECK-NEXT: Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [2] strides = [1] data =
// CHECK-NEXT: [-9000000000,  -9000000000]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [4] strides = [1] data =
// CHECK-NEXT: [1.5,  inf,  5.96046e-08,  -65504]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [3] strides = [1] data =
// CHECK-NEXT: [3.14062,  1.00056e-20,  nan]
// CHECK-NEXT: Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT: {{\[\[}}2.5,   2.5,   2.5],
// CHECK-NEXT:  [2.5,   2.5,   2.5]]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT: {{\[\[}}2.5,   2.5,   2.5],
// CHECK-NEXT:  [2.5,   2.5,   2.5]]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 1 sizes = [2] strides = [3] data =
// CHECK-NEXT: [2.5,  2.5]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [1] strides = [1] data =
// CHECK-NEXT: [0.1]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [2] strides = [1] data =
// CHECK-NEXT: [18446744073709551615,  2]
// CHECK-NEXT: Memref base@ = {{.*}} rank = 0 offset = 0 sizes = [] strides = [] data =
// CHECK-NEXT: [2.5]
// CHECK-NEXT: 1
