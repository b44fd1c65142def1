// Variations of the inputs upstream 22.1.8 crashes on, run through the ownership pass alone and
// through the whole pipeline: a region op's result used in a later block; live memrefs defined
// in three blocks of one region; a rebuilt scf.if followed by a branch.
// RUN: memref-run %s --no-pipeline --leak-check=off | filecheck %s
// RUN: memref-run %s --pass-pipeline='builtin.module(ownership-based-buffer-deallocation,bufferization-lower-deallocations)' | filecheck %s
// RUN: memref-run %s | filecheck %s
func.func private @printI64(i64)
func.func private @printNewline()
func.func @later_block(%c: i1, %n: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<2xi64>
  memref.store %n, %a[%c0] : memref<2xi64>
  %r = scf.if %c -> (memref<2xi64>) {
    %b = memref.alloc() : memref<2xi64>
    %m = arith.muli %n, %n : i64
    memref.store %m, %b[%c0] : memref<2xi64>
    scf.yield %b : memref<2xi64>
  } else {
    scf.yield %a : memref<2xi64>
  }
  cf.br ^bb1
^bb1:
  %v = memref.load %r[%c0] : memref<2xi64>
  cf.br ^bb2
^bb2:
  %w = memref.load %a[%c0] : memref<2xi64>
  %s = arith.addi %v, %w : i64
  return %s : i64
}
func.func @three_blocks(%n: i64) -> (memref<2xi64>, memref<2xi64>, memref<2xi64>) {
  %c0 = arith.constant 0 : index
  %x = memref.alloc() : memref<2xi64>
  memref.store %n, %x[%c0] : memref<2xi64>
  cf.br ^bb1
^bb1:
  %y = memref.alloc() : memref<2xi64>
  memref.store %n, %y[%c0] : memref<2xi64>
  cf.br ^bb2
^bb2:
  %z = memref.alloc() : memref<2xi64>
  memref.store %n, %z[%c0] : memref<2xi64>
  cf.br ^bb3
^bb3:
  return %z, %x, %y : memref<2xi64>, memref<2xi64>, memref<2xi64>
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %t = arith.constant true
  %f = arith.constant false
  %seven = arith.constant 7 : i64
  %a = call @later_block(%t, %seven) : (i1, i64) -> i64
  call @printI64(%a) : (i64) -> ()
  call @printNewline() : () -> ()
  %b = call @later_block(%f, %seven) : (i1, i64) -> i64
  call @printI64(%b) : (i64) -> ()
  call @printNewline() : () -> ()
  %p, %q, %r = call @three_blocks(%seven) : (i64) -> (memref<2xi64>, memref<2xi64>, memref<2xi64>)
  %v1 = memref.load %p[%c0] : memref<2xi64>
  %v2 = memref.load %q[%c0] : memref<2xi64>
  %v3 = memref.load %r[%c0] : memref<2xi64>
  %s1 = arith.addi %v1, %v2 : i64
  %s2 = arith.addi %s1, %v3 : i64
  call @printI64(%s2) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
// CHECK: 56
// CHECK-NEXT: 14
// CHECK-NEXT: 21
