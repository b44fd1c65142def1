// ub.poison at run time: any value is allowed; both engines give zero (of every scalar type),
// so a program that stores or prints a poison prints 0 in both. A poison a select does not
// choose does not matter (upstream prints the same 5 and 2.5; its poisons print garbage).
// RUN: memref-run %s --engine=jit | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
// CHECK: 5
// CHECK-NEXT: 2.5
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [2] strides = [1] data =
// CHECK-NEXT: [0,  0]
func.func private @printI64(i64)
func.func private @printF32(f32)
func.func private @printF64(f64)
func.func private @printNewline()
func.func private @printMemrefF32(memref<*xf32>)
func.func @pick(%c: i1, %x: i64) -> i64 {
  %p = ub.poison : i64
  %r = arith.select %c, %x, %p : i64
  return %r : i64
}
func.func @main() {
  %true = arith.constant true
  %five = arith.constant 5 : i64
  %r = call @pick(%true, %five) : (i1, i64) -> i64
  call @printI64(%r) : (i64) -> ()
  call @printNewline() : () -> ()
  %q = ub.poison : f32
  %y = arith.constant 2.5 : f32
  %s = arith.select %true, %y, %q : f32
  call @printF32(%s) : (f32) -> ()
  call @printNewline() : () -> ()
  // Printed directly: zero in both engines.
  %pi = ub.poison : i64
  call @printI64(%pi) : (i64) -> ()
  call @printNewline() : () -> ()
  %pd = ub.poison : f64
  call @printF64(%pd) : (f64) -> ()
  call @printNewline() : () -> ()
  %p8 = ub.poison : i8
  %w = arith.extsi %p8 : i8 to i64
  call @printI64(%w) : (i64) -> ()
  call @printNewline() : () -> ()
  %m = memref.alloc() : memref<2xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %pf = ub.poison : f32
  memref.store %pf, %m[%c0] : memref<2xf32>
  memref.store %pf, %m[%c1] : memref<2xf32>
  %u = memref.cast %m : memref<2xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
