// Affine-map layouts that are strided (`d1 * 3 + d0 + 2`: strides [1, 3], offset 2) run as
// the equivalent strided<> layout in both engines: stores, printing, metadata, copies.
// (Upstream's LLVM lowering rejects `memref.alloc` of any non-identity layout.)
// RUN: memref-run %s --engine=jit | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
#t = affine_map<(d0, d1) -> (d1 * 3 + d0 + 2)>
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printI64(i64)
func.func private @printNewline()
func.func @pidx(%x: index) {
  %i = arith.index_cast %x : index to i64
  func.call @printI64(%i) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
func.func @main() {
  %a = memref.alloc() : memref<3x4xf32, #t>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %k = arith.muli %i, %c4 : index
      %l = arith.addi %k, %j : index
      %li = arith.index_cast %l : index to i64
      %f = arith.sitofp %li : i64 to f32
      memref.store %f, %a[%i, %j] : memref<3x4xf32, #t>
    }
  }
  %u = memref.cast %a : memref<3x4xf32, #t> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %a : memref<3x4xf32, #t> -> memref<f32>, index, index, index, index, index
  func.call @pidx(%off) : (index) -> ()
  func.call @pidx(%st#0) : (index) -> ()
  func.call @pidx(%st#1) : (index) -> ()
  %b = memref.alloc() : memref<3x4xf32>
  memref.copy %a, %b : memref<3x4xf32, #t> to memref<3x4xf32>
  %v = memref.load %b[%c1, %c3] : memref<3x4xf32>
  %ub = memref.cast %b : memref<3x4xf32> to memref<*xf32>
  func.call @printMemrefF32(%ub) : (memref<*xf32>) -> ()
  return
}
// CHECK: rank = 2 offset = 2 sizes = [3, 4] strides = [1, 3] data =
// CHECK-NEXT: {{^}}{{\[}}[0,   1,   2,   3],
// CHECK-NEXT: {{^}} [4,   5,   6,   7],
// CHECK-NEXT: {{^}} [8,   9,   10,   11]]
// CHECK-NEXT: {{^}}2{{$}}
// CHECK-NEXT: {{^}}1{{$}}
// CHECK-NEXT: {{^}}3{{$}}
// CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 4] strides = [4, 1] data =
// CHECK-NEXT: {{^}}{{\[}}[0,   1,   2,   3],
// CHECK-NEXT: {{^}} [4,   5,   6,   7],
// CHECK-NEXT: {{^}} [8,   9,   10,   11]]
