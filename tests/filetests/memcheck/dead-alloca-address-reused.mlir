// The buffer of an ended alloca goes back to the system and may come back as a heap block: an
// access through a memref of that heap block is valid, not "an alloca of a function that has
// returned" (the interpreter judged the dead alloca first and reported a false error).
// RUN: memref-run %s --no-pipeline --engine=interp 2>&1 | filecheck %s
// RUN: memref-run %s --no-pipeline --check-bounds 2>&1 | filecheck %s
// CHECK: 7
// CHECK-NOT: error
func.func private @printI64(i64)
func.func @f() {
  %a = memref.alloca() : memref<65536xi64>
  %c0 = arith.constant 0 : index
  %x = arith.constant 1 : i64
  memref.store %x, %a[%c0] : memref<65536xi64>
  return
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c20 = arith.constant 20 : index
  %x = arith.constant 7 : i64
  scf.for %i = %c0 to %c20 step %c1 {
    func.call @f() : () -> ()
    %b = memref.alloc() : memref<65536xi64>
    memref.store %x, %b[%c0] : memref<65536xi64>
    %v = memref.load %b[%c0] : memref<65536xi64>
    memref.dealloc %b : memref<65536xi64>
  }
  func.call @printI64(%x) : (i64) -> ()
  return
}
