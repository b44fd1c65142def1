// An access through a view of a global enlarged past it (memref.reinterpret_cast) that
// reaches no allocation at all: the interpreter's located error, and the same in the JIT with
// --check-bounds (which used to make the access and crash). A global's descriptor carries
// 0xdeadbeef as its allocated pointer, so an access through it must stay in the globals' own
// bytes; leaving them is leaving the memref's allocation wherever it lands (the engines lay
// memory out differently). Through a heap buffer (`-e heap`) the access is judged by
// provenance too. Accesses to globals, static and dynamic allocas stay valid.
// RUN: not memref-run %s --no-pipeline --check-bounds 2>&1 | filecheck %s
// RUN: not memref-run %s --no-pipeline --engine=interp 2>&1 | filecheck %s
// RUN: memref-run %s --no-pipeline --check-bounds -e valid | filecheck %s --check-prefix=VALID
// RUN: memref-run %s --no-pipeline --engine=interp -e valid | filecheck %s --check-prefix=VALID
// RUN: not memref-run %s --no-pipeline --check-bounds -e heap 2>&1 | filecheck %s --check-prefix=HEAP
// RUN: not memref-run %s --no-pipeline --engine=interp -e heap 2>&1 | filecheck %s --check-prefix=HEAP
// CHECK: outside-any-allocation.mlir:21:3: error: access outside of the memref's allocation
memref.global "private" @h : memref<8xi64> = dense<0>
func.func @main() {
  %far = arith.constant 1048576 : index
  %one = arith.constant 1 : i64
  %a = memref.get_global @h : memref<8xi64>
  %r = memref.reinterpret_cast %a to offset: [0], sizes: [2000000], strides: [1] : memref<8xi64> to memref<2000000xi64>
  memref.store %one, %r[%far] : memref<2000000xi64>
  return
}
// HEAP: outside-any-allocation.mlir:30:3: error: access outside of the memref's allocation
func.func @heap() {
  %far = arith.constant 1048576 : index
  %one = arith.constant 1 : i64
  %b = memref.alloc() : memref<8xi64>
  %s = memref.reinterpret_cast %b to offset: [0], sizes: [2000000], strides: [1] : memref<8xi64> to memref<2000000xi64>
  memref.store %one, %s[%far] : memref<2000000xi64>
  memref.dealloc %b : memref<8xi64>
  return
}
memref.global "private" @g : memref<4xi64> = dense<[1, 2, 3, 4]>
func.func private @printI64(i64)
// VALID: 9
func.func @valid() {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %g = memref.get_global @g : memref<4xi64>
  %x = memref.load %g[%c3] : memref<4xi64>
  %s = memref.alloca() : memref<4xi64>
  memref.store %x, %s[%c1] : memref<4xi64>
  %d = memref.alloca(%c3) : memref<?xi64>
  %y = memref.load %s[%c1] : memref<4xi64>
  memref.store %y, %d[%c1] : memref<?xi64>
  %z = memref.load %d[%c1] : memref<?xi64>
  %w = arith.addi %z, %x : i64
  %five = arith.constant 1 : i64
  %v = arith.addi %w, %five : i64
  call @printI64(%v) : (i64) -> ()
  return
}
