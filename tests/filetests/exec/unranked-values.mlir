// Unranked memrefs returned from functions (recursively, through scf.if), carried through
// scf.while and block arguments, cast back to ranked, queried with memref.rank/memref.dim,
// 0-D: every value keeps its own descriptor, as upstream (CHECK lines from mlir-runner), in
// both engines, with and without the pipeline, and no memory findings.
// RUN: memref-run %s | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
// RUN: memref-run %s --no-pipeline --leak-check=off | filecheck %s
// RUN: memref-run %s --no-pipeline --leak-check=off --engine=interp | filecheck %s
// CHECK: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [2] strides = [1] data = 
// CHECK-NEXT: [0,  0]
// CHECK-NEXT: 1
// CHECK-NEXT: 2
// CHECK-NEXT: 0
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 0 offset = 0 sizes = [] strides = [] data = 
// CHECK-NEXT: [9]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [3] strides = [1] data = 
// CHECK-NEXT: [2,  2,  2]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [2] strides = [1] data = 
// CHECK-NEXT: [0,  0]

func.func private @printMemrefI64(memref<*xi64>)
func.func private @printI64(i64)
func.func private @printNewline()
func.func @make(%v: i64, %n: index) -> memref<*xi64> {
  %a = memref.alloc(%n) : memref<?xi64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    memref.store %v, %a[%i] : memref<?xi64>
  }
  %u = memref.cast %a : memref<?xi64> to memref<*xi64>
  return %u : memref<*xi64>
}
func.func @rec(%k: i64) -> memref<*xi64> {
  %z = arith.constant 0 : i64
  %c2 = arith.constant 2 : index
  %done = arith.cmpi eq, %k, %z : i64
  %r = scf.if %done -> (memref<*xi64>) {
    %m = func.call @make(%k, %c2) : (i64, index) -> memref<*xi64>
    scf.yield %m : memref<*xi64>
  } else {
    %one = arith.constant 1 : i64
    %k1 = arith.subi %k, %one : i64
    %m = func.call @rec(%k1) : (i64) -> memref<*xi64>
    scf.yield %m : memref<*xi64>
  }
  return %r : memref<*xi64>
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %v = arith.constant 4 : i64
  %u = call @rec(%v) : (i64) -> memref<*xi64>
  call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  %rank = memref.rank %u : memref<*xi64>
  %ri = arith.index_cast %rank : index to i64
  call @printI64(%ri) : (i64) -> ()
  call @printNewline() : () -> ()
  %d = memref.dim %u, %c0 : memref<*xi64>
  %di = arith.index_cast %d : index to i64
  call @printI64(%di) : (i64) -> ()
  call @printNewline() : () -> ()
  %back = memref.cast %u : memref<*xi64> to memref<?xi64>
  %x = memref.load %back[%c1] : memref<?xi64>
  call @printI64(%x) : (i64) -> ()
  call @printNewline() : () -> ()
  %s = memref.alloc() : memref<i64>
  %nine = arith.constant 9 : i64
  memref.store %nine, %s[] : memref<i64>
  %s0 = memref.cast %s : memref<i64> to memref<*xi64>
  call @printMemrefI64(%s0) : (memref<*xi64>) -> ()
  %w:2 = scf.while (%i = %c0, %cur = %s0) : (index, memref<*xi64>) -> (index, memref<*xi64>) {
    %lt = arith.cmpi slt, %i, %c3 : index
    scf.condition(%lt) %i, %cur : index, memref<*xi64>
  } do {
  ^bb0(%i: index, %cur: memref<*xi64>):
    %ii = arith.index_cast %i : index to i64
    %m = func.call @make(%ii, %c3) : (i64, index) -> memref<*xi64>
    %n = arith.addi %i, %c1 : index
    scf.yield %n, %m : index, memref<*xi64>
  }
  call @printMemrefI64(%w#1) : (memref<*xi64>) -> ()
  cf.br ^bb1(%u : memref<*xi64>)
^bb1(%z: memref<*xi64>):
  call @printMemrefI64(%z) : (memref<*xi64>) -> ()
  return
}
