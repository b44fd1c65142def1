// f16/bf16 values are stored, loaded, copied, selected, passed and bitcast as their 16 bits
// (globals with dense initialisers too); `builtin.unrealized_conversion_cast` passes a value
// through where both types have the same representation. Output from upstream mlir-runner
// (which cannot run the casts: those lines are ours). Arithmetic on narrow floats:
// exec/narrow-float-arith.mlir.
// RUN: memref-run %s --engine=jit | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
// RUN: memref-run %s --no-pipeline --leak-check=off | filecheck %s
func.func private @printI64(i64)
func.func private @printNewline()
memref.global "private" constant @g : memref<2xf16> = dense<[1.0, -2.5]>
func.func @id(%x: f16) -> f16 {
  return %x : f16
}
func.func @pbits(%x: f16) {
  %i = arith.bitcast %x : f16 to i16
  %j = arith.extui %i : i16 to i64
  func.call @printI64(%j) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
func.func @main() {
  %h = arith.constant 1.0 : f16
  %b = arith.constant 1.0 : bf16
  %m = memref.alloc() : memref<4xf16>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  memref.store %h, %m[%c1] : memref<4xf16>
  %g = memref.get_global @g : memref<2xf16>
  %g1 = memref.load %g[%c1] : memref<2xf16>
  memref.store %g1, %m[%c0] : memref<4xf16>
  %n = memref.alloc() : memref<4xf16>
  memref.copy %m, %n : memref<4xf16> to memref<4xf16>
  %v0 = memref.load %n[%c0] : memref<4xf16>
  %v1 = memref.load %n[%c1] : memref<4xf16>
  %t = arith.constant true
  %s = arith.select %t, %v0, %v1 : f16
  %r = func.call @id(%s) : (f16) -> f16
  func.call @pbits(%r) : (f16) -> ()
  func.call @pbits(%v1) : (f16) -> ()
  %bi = arith.bitcast %b : bf16 to i16
  %bj = arith.extui %bi : i16 to i64
  func.call @printI64(%bj) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %k = arith.constant 5 : i64
  %kx = builtin.unrealized_conversion_cast %k : i64 to index
  %kn = arith.constant -3 : i8
  %kw = builtin.unrealized_conversion_cast %kn : i8 to i64
  %ky = arith.index_cast %kx : index to i64
  func.call @printI64(%ky) : (i64) -> ()
  func.call @printNewline() : () -> ()
  func.call @printI64(%kw) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %dyn = builtin.unrealized_conversion_cast %n : memref<4xf16> to memref<?xf16>
  %d = memref.dim %dyn, %c0 : memref<?xf16>
  %dx = arith.index_cast %d : index to i64
  func.call @printI64(%dx) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
// CHECK:      {{^}}49408{{$}}
// CHECK-NEXT: {{^}}15360{{$}}
// CHECK-NEXT: {{^}}16256{{$}}
// CHECK-NEXT: {{^}}5{{$}}
// CHECK-NEXT: {{^}}-3{{$}}
// CHECK-NEXT: {{^}}4{{$}}
