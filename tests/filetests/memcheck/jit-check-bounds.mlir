// `--check-bounds`: the JIT checks every load and store, and the first bad access ends the run
// with the interpreter's message at the op's location (nothing printed after it).
// RUN: not memref-run %s --no-pipeline --engine=jit --check-bounds -e negative 2>&1 | filecheck %s --check-prefix=NEG
// RUN: not memref-run %s --no-pipeline --engine=jit --check-bounds -e store2d 2>&1 | filecheck %s --check-prefix=STORE
// RUN: not memref-run %s --no-pipeline --engine=jit --check-bounds -e view_uaf 2>&1 | filecheck %s --check-prefix=VIEW
// RUN: not memref-run %s --no-pipeline --engine=jit --check-bounds -e loop 2>&1 | filecheck %s --check-prefix=LOOP
// RUN: memref-run %s --engine=jit --check-bounds -e fine | filecheck %s --check-prefix=FINE
func.func private @printI64(i64)
func.func private @printNewline()

func.func @negative() {
  %m = memref.alloc() : memref<4xi64>
  %c = arith.constant -1 : index
  %v = memref.load %m[%c] : memref<4xi64>
  memref.dealloc %m : memref<4xi64>
  return
}

func.func @store2d() {
  %n = arith.constant 3 : index
  %m = memref.alloc(%n) : memref<2x?xi64>
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %x = arith.constant 5 : i64
  memref.store %x, %m[%c1, %c3] : memref<2x?xi64>
  memref.dealloc %m : memref<2x?xi64>
  return
}

func.func @view_uaf() {
  %m = memref.alloc() : memref<8xi64>
  %s = memref.subview %m[2] [4] [1] : memref<8xi64> to memref<4xi64, strided<[1], offset: 2>>
  memref.dealloc %m : memref<8xi64>
  %c0 = arith.constant 0 : index
  %v = memref.load %s[%c0] : memref<4xi64, strided<[1], offset: 2>>
  return
}

func.func @loop() {
  %m = memref.alloc() : memref<4xi64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %c8 step %c1 {
    %x = arith.index_cast %i : index to i64
    func.call @printI64(%x) : (i64) -> ()
    func.call @printNewline() : () -> ()
    memref.store %x, %m[%i] : memref<4xi64>
  }
  memref.dealloc %m : memref<4xi64>
  return
}

memref.global "private" constant @g : memref<2xi64> = dense<[40, 2]>

// Views, an alloca and a global: no false alarm.
func.func @fine() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloc() : memref<4x4xi64>
  %s = memref.subview %m[1, 1] [2, 2] [1, 1] : memref<4x4xi64> to memref<2x2xi64, strided<[4, 1], offset: 5>>
  %a = memref.alloca() : memref<2xi64>
  %g = memref.get_global @g : memref<2xi64>
  %x = memref.load %g[%c0] : memref<2xi64>
  %y = memref.load %g[%c1] : memref<2xi64>
  memref.store %x, %s[%c1, %c1] : memref<2x2xi64, strided<[4, 1], offset: 5>>
  memref.store %y, %a[%c1] : memref<2xi64>
  %p = memref.load %m[%c0, %c0] : memref<4x4xi64>
  %q = memref.load %m[%c1, %c1] : memref<4x4xi64>
  %r = memref.load %m[%c0, %c1] : memref<4x4xi64>
  %u = memref.load %a[%c1] : memref<2xi64>
  %w = memref.load %s[%c1, %c1] : memref<2x2xi64, strided<[4, 1], offset: 5>>
  %t = arith.addi %w, %u : i64
  func.call @printI64(%t) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

// NEG: jit-check-bounds.mlir:14:8: error: index -1 out of bounds for dimension 0 of size 4
// STORE: jit-check-bounds.mlir:25:3: error: index 3 out of bounds for dimension 1 of size 3
// VIEW: jit-check-bounds.mlir:35:8: error: access to freed memory (use after free)
// LOOP: jit-check-bounds.mlir:48:5: error: index 4 out of bounds for dimension 0 of size 4
// LOOP: {{^3$}}
// LOOP-NEXT: {{^4$}}
// LOOP-NOT: 5
// FINE: 42
