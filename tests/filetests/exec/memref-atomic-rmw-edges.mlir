// memref.atomic_rmw edges: NaN and signed zeros through maximumf/maxnumf/minimumf/minnumf,
// i8 wrapping and unsigned kinds on negative bits, a 0-D i64 memref overflowing. Output from
// mlir-runner.
// RUN: memref-run %s --engine=jit | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefI32(memref<*xi32>)
func.func private @printF32(f32)
func.func private @printI64(i64)
func.func private @printNewline()
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %f = memref.alloc() : memref<2x2xf32>
  %nan = arith.constant 0x7FC00000 : f32
  %one = arith.constant 1.0 : f32
  %nz = arith.constant -0.0 : f32
  %pz = arith.constant 0.0 : f32
  memref.store %nan, %f[%c0, %c0] : memref<2x2xf32>
  memref.store %nan, %f[%c0, %c1] : memref<2x2xf32>
  memref.store %nz, %f[%c1, %c0] : memref<2x2xf32>
  memref.store %pz, %f[%c1, %c1] : memref<2x2xf32>
  %a = memref.atomic_rmw maximumf %one, %f[%c0, %c0] : (f32, memref<2x2xf32>) -> f32
  %b = memref.atomic_rmw maxnumf %one, %f[%c0, %c1] : (f32, memref<2x2xf32>) -> f32
  %c = memref.atomic_rmw minimumf %pz, %f[%c1, %c0] : (f32, memref<2x2xf32>) -> f32
  %d = memref.atomic_rmw maximumf %nz, %f[%c1, %c1] : (f32, memref<2x2xf32>) -> f32
  %e = memref.atomic_rmw minnumf %nan, %f[%c1, %c1] : (f32, memref<2x2xf32>) -> f32
  call @printF32(%a) : (f32) -> ()
  call @printNewline() : () -> ()
  call @printF32(%b) : (f32) -> ()
  call @printNewline() : () -> ()
  %uf = memref.cast %f : memref<2x2xf32> to memref<*xf32>
  call @printMemrefF32(%uf) : (memref<*xf32>) -> ()
  // Narrow integers wrap; unsigned kinds see the bits.
  %i = memref.alloc() : memref<4xi8>
  %max = arith.constant 127 : i8
  %m1 = arith.constant -1 : i8
  %five = arith.constant 5 : i8
  memref.store %max, %i[%c0] : memref<4xi8>
  memref.store %m1, %i[%c1] : memref<4xi8>
  memref.store %m1, %i[%c2] : memref<4xi8>
  memref.store %five, %i[%c3] : memref<4xi8>
  %p = arith.constant 1 : i8
  %r0 = memref.atomic_rmw addi %p, %i[%c0] : (i8, memref<4xi8>) -> i8
  %r1 = memref.atomic_rmw maxu %five, %i[%c1] : (i8, memref<4xi8>) -> i8
  %r2 = memref.atomic_rmw maxs %five, %i[%c2] : (i8, memref<4xi8>) -> i8
  %r3 = memref.atomic_rmw minu %m1, %i[%c3] : (i8, memref<4xi8>) -> i8
  %q = arith.constant 3 : index
  %g0 = memref.load %i[%c0] : memref<4xi8>
  %g1 = memref.load %i[%c1] : memref<4xi8>
  %g2 = memref.load %i[%c2] : memref<4xi8>
  %g3 = memref.load %i[%c3] : memref<4xi8>
  %x0 = arith.extsi %g0 : i8 to i64
  %x1 = arith.extsi %g1 : i8 to i64
  %x2 = arith.extsi %g2 : i8 to i64
  %x3 = arith.extsi %g3 : i8 to i64
  %y1 = arith.extsi %r1 : i8 to i64
  call @printI64(%x0) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%x1) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%x2) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%x3) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%y1) : (i64) -> ()
  call @printNewline() : () -> ()
  // A 0-D memref of i64.
  %z = memref.alloc() : memref<i64>
  %big = arith.constant 9223372036854775807 : i64
  memref.store %big, %z[] : memref<i64>
  %w = arith.constant 1 : i64
  %rz = memref.atomic_rmw addi %w, %z[] : (i64, memref<i64>) -> i64
  %lz = memref.load %z[] : memref<i64>
  call @printI64(%rz) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%lz) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
// CHECK: nan
// CHECK-NEXT: nan
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 2] strides = [2, 1] data =
// CHECK-NEXT: {{\[\[}}nan,   1],
// CHECK-NEXT:  [-0,   0]]
// CHECK-NEXT: -128
// CHECK-NEXT: -1
// CHECK-NEXT: 5
// CHECK-NEXT: 5
// CHECK-NEXT: -1
// CHECK-NEXT: 9223372036854775807
// CHECK-NEXT: -9223372036854775808
