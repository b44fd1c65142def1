// What the legacy clone-based design gets wrong where the ownership pipeline runs clean: a
// buffer returned by a call is never freed (the callee does not free what it returns, and a
// call result is not an allocation, so nothing frees it in the caller).
// RUN: memref-run %s | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
// RUN: not memref-run %s --dealloc=legacy 2>&1 | filecheck %s --check-prefix=LEGACY
// RUN: not memref-run %s --dealloc=legacy --engine=interp 2>&1 | filecheck %s --check-prefix=LEGACY
func.func private @printI64(i64)
func.func private @printNewline()

func.func @make(%v: i64) -> memref<2xi64> {
  %a = memref.alloc() : memref<2xi64>
  %c0 = arith.constant 0 : index
  memref.store %v, %a[%c0] : memref<2xi64>
  return %a : memref<2xi64>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %v = arith.constant 41 : i64
  %m = call @make(%v) : (i64) -> memref<2xi64>
  %x = memref.load %m[%c0] : memref<2xi64>
  call @printI64(%x) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
// CHECK: 41
// LEGACY: legacy-dealloc-limits.mlir:12:8: error: leak: 1 block (16 bytes) allocated here (memref.alloc) was never freed
