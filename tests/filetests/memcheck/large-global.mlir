// A large uninitialized memref.global (1 GiB) that fits the address space: only the pages
// it touches are used, in both engines.
// RUN: memref-run %s --no-pipeline -e big | filecheck %s --check-prefix=BIG
// RUN: memref-run %s --no-pipeline -e big --engine=interp | filecheck %s --check-prefix=BIG
// BIG: 5
memref.global "private" @big_buf : memref<134217728xi64> = uninitialized
func.func private @printI64(i64)
func.func @big() {
  %c = arith.constant 134217727 : index
  %v = arith.constant 5 : i64
  %g = memref.get_global @big_buf : memref<134217728xi64>
  memref.store %v, %g[%c] : memref<134217728xi64>
  %x = memref.load %g[%c] : memref<134217728xi64>
  call @printI64(%x) : (i64) -> ()
  return
}
