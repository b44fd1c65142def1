// Allocas whose scope has ended, reached through a value that outlived it: a static alloca
// returned from a memref.alloca_scope (the JIT used to keep it in a stack slot of the function,
// so the access passed), a dynamic one returned from the scope, and a dynamic alloca returned
// from its function (judged by address before: "outside of any allocation"). The JIT with
// --check-bounds keeps released alloca buffers for a while so that their addresses are not
// reused, and reports what the interpreter reports.
// RUN: not memref-run %s --no-pipeline --check-bounds -e static_scope 2>&1 | filecheck %s --check-prefix=STATIC
// RUN: not memref-run %s --no-pipeline --check-bounds -e dynamic_scope 2>&1 | filecheck %s --check-prefix=DYNAMIC
// RUN: not memref-run %s --no-pipeline --check-bounds -e returned 2>&1 | filecheck %s --check-prefix=RETURNED
// RUN: memref-run %s --no-pipeline --check-bounds -e scope_in_loop 2>&1 | filecheck %s --check-prefix=LOOP
// STATIC: dead-alloca-scope.mlir:25:8: error: access to an alloca of a function that has returned
// DYNAMIC: dead-alloca-scope.mlir:38:3: error: access to an alloca of a function that has returned
// RETURNED: dead-alloca-scope.mlir:52:3: error: access to an alloca of a function that has returned
// LOOP: 45
func.func private @printI64(i64)

func.func @static_scope() {
  %c0 = arith.constant 0 : index
  %x = arith.constant 5 : i64
  %r = memref.alloca_scope -> (memref<4xi64>) {
    %a = memref.alloca() : memref<4xi64>
    memref.store %x, %a[%c0] : memref<4xi64>
    memref.alloca_scope.return %a : memref<4xi64>
  }
  %v = memref.load %r[%c0] : memref<4xi64>
  func.call @printI64(%v) : (i64) -> ()
  return
}

func.func @dynamic_scope() {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %x = arith.constant 5 : i64
  %r = memref.alloca_scope -> (memref<?xi64>) {
    %a = memref.alloca(%c4) : memref<?xi64>
    memref.alloca_scope.return %a : memref<?xi64>
  }
  memref.store %x, %r[%c0] : memref<?xi64>
  return
}

func.func @make(%n: index) -> memref<?xi64> {
  %a = memref.alloca(%n) : memref<?xi64>
  return %a : memref<?xi64>
}

func.func @returned() {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %x = arith.constant 5 : i64
  %r = func.call @make(%c4) : (index) -> memref<?xi64>
  memref.store %x, %r[%c0] : memref<?xi64>
  return
}

// A scope per iteration, used inside it only: nothing to report.
func.func @scope_in_loop() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %z = arith.constant 0 : i64
  %s = scf.for %i = %c0 to %c10 step %c1 iter_args(%acc = %z) -> (i64) {
    %t = memref.alloca_scope -> (i64) {
      %a = memref.alloca() : memref<4xi64>
      %v = arith.index_cast %i : index to i64
      memref.store %v, %a[%c0] : memref<4xi64>
      %w = memref.load %a[%c0] : memref<4xi64>
      %n = arith.addi %acc, %w : i64
      memref.alloca_scope.return %n : i64
    }
    scf.yield %t : i64
  }
  func.call @printI64(%s) : (i64) -> ()
  return
}
