// Allocation sizes are computed in checked arithmetic in both engines: a size that wraps
// around 64 bits, a negative dynamic size and a size no allocator can serve are located
// errors at the op (exit 1), never a 0-byte buffer, heap corruption or an abort. Also for
// memref.alloca (a large one gets a runtime buffer, not a stack slot) and memref.realloc.
// jit_vs_interp.rs runs every line under both engines.
// RUN: not memref-run %s --no-pipeline -e static_wrap 2>&1 | filecheck %s --check-prefix=STATIC-WRAP
// RUN: not memref-run %s --no-pipeline -e static_wrap --engine=interp 2>&1 | filecheck %s --check-prefix=STATIC-WRAP
// RUN: not memref-run %s --no-pipeline -e static_wrap2 2>&1 | filecheck %s --check-prefix=STATIC-WRAP2
// RUN: not memref-run %s --no-pipeline -e static_wrap2 --engine=interp 2>&1 | filecheck %s --check-prefix=STATIC-WRAP2
// RUN: not memref-run %s --no-pipeline -e dyn_wrap 2>&1 | filecheck %s --check-prefix=DYN-WRAP
// RUN: not memref-run %s --no-pipeline -e dyn_wrap --engine=interp 2>&1 | filecheck %s --check-prefix=DYN-WRAP
// RUN: not memref-run %s --no-pipeline -e dyn_neg 2>&1 | filecheck %s --check-prefix=DYN-NEG
// RUN: not memref-run %s --no-pipeline -e dyn_neg --engine=interp 2>&1 | filecheck %s --check-prefix=DYN-NEG
// RUN: not memref-run %s --no-pipeline -e huge 2>&1 | filecheck %s --check-prefix=HUGE
// RUN: not memref-run %s --no-pipeline -e huge --engine=interp 2>&1 | filecheck %s --check-prefix=HUGE
// RUN: not memref-run %s --no-pipeline -e alloca_static 2>&1 | filecheck %s --check-prefix=ALLOCA-STATIC
// RUN: not memref-run %s --no-pipeline -e alloca_static --engine=interp 2>&1 | filecheck %s --check-prefix=ALLOCA-STATIC
// RUN: not memref-run %s --no-pipeline -e alloca_dyn 2>&1 | filecheck %s --check-prefix=ALLOCA-DYN
// RUN: not memref-run %s --no-pipeline -e alloca_dyn --engine=interp 2>&1 | filecheck %s --check-prefix=ALLOCA-DYN
// RUN: not memref-run %s --no-pipeline -e alloca_dyn_wrap 2>&1 | filecheck %s --check-prefix=ALLOCA-WRAP
// RUN: not memref-run %s --no-pipeline -e alloca_dyn_wrap --engine=interp 2>&1 | filecheck %s --check-prefix=ALLOCA-WRAP
// RUN: not memref-run %s --no-pipeline -e alloca_neg 2>&1 | filecheck %s --check-prefix=ALLOCA-NEG
// RUN: not memref-run %s --no-pipeline -e alloca_neg --engine=interp 2>&1 | filecheck %s --check-prefix=ALLOCA-NEG
// RUN: not memref-run %s --no-pipeline -e realloc_wrap 2>&1 | filecheck %s --check-prefix=REALLOC-WRAP
// RUN: not memref-run %s --no-pipeline -e realloc_wrap --engine=interp 2>&1 | filecheck %s --check-prefix=REALLOC-WRAP
// RUN: not memref-run %s --no-pipeline -e realloc_neg 2>&1 | filecheck %s --check-prefix=REALLOC-NEG
// RUN: not memref-run %s --no-pipeline -e realloc_neg --engine=interp 2>&1 | filecheck %s --check-prefix=REALLOC-NEG
// RUN: not memref-run %s --no-pipeline -e dyn_wrap_2d 2>&1 | filecheck %s --check-prefix=DYN-WRAP-2D
// RUN: not memref-run %s --no-pipeline -e dyn_wrap_2d --engine=interp 2>&1 | filecheck %s --check-prefix=DYN-WRAP-2D
// RUN: not memref-run %s --no-pipeline -e index_elt 2>&1 | filecheck %s --check-prefix=INDEX-ELT
// RUN: not memref-run %s --no-pipeline -e index_elt --engine=interp 2>&1 | filecheck %s --check-prefix=INDEX-ELT
// RUN: not memref-run %s --no-pipeline -e i1_elt 2>&1 | filecheck %s --check-prefix=I1-ELT
// RUN: not memref-run %s --no-pipeline -e i1_elt --engine=interp 2>&1 | filecheck %s --check-prefix=I1-ELT
// RUN: memref-run %s -e big_alloca_works | filecheck %s --check-prefix=BIG
// RUN: memref-run %s -e big_alloca_works --engine=interp | filecheck %s --check-prefix=BIG

// STATIC-WRAP: allocation-sizes.mlir:{{[0-9]+}}:8: error: allocation size overflows
func.func @static_wrap() {
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<4294967296x4294967296xf32>
  memref.store %f, %a[%c0, %c0] : memref<4294967296x4294967296xf32>
  return
}
// STATIC-WRAP2: allocation-sizes.mlir:{{[0-9]+}}:8: error: allocation size overflows
func.func @static_wrap2() {
  %a = memref.alloc() : memref<4611686018427387905x4xi8>
  return
}
// DYN-WRAP: allocation-sizes.mlir:{{[0-9]+}}:8: error: allocation size overflows
func.func @dyn_wrap() {
  %n = arith.constant 4611686018427387905 : index
  %a = memref.alloc(%n) : memref<?x4xi8>
  return
}
// DYN-NEG: allocation-sizes.mlir:{{[0-9]+}}:8: error: negative size in allocation: [-5, 4]
func.func @dyn_neg() {
  %n = arith.constant -5 : index
  %a = memref.alloc(%n) : memref<?x4xi8>
  return
}
// HUGE: allocation-sizes.mlir:{{[0-9]+}}:8: error: out of memory allocating 1000000000000000 bytes
func.func @huge() {
  %a = memref.alloc() : memref<1000000000000000xi8>
  return
}
// ALLOCA-STATIC: allocation-sizes.mlir:{{[0-9]+}}:8: error: out of memory allocating 4000000000000 bytes
func.func @alloca_static() {
  %a = memref.alloca() : memref<1000000000000xf32>
  return
}
// ALLOCA-DYN: allocation-sizes.mlir:{{[0-9]+}}:8: error: out of memory allocating 4000000000000 bytes
func.func @alloca_dyn() {
  %n = arith.constant 1000000000000 : index
  %a = memref.alloca(%n) : memref<?xf32>
  return
}
// ALLOCA-WRAP: allocation-sizes.mlir:{{[0-9]+}}:8: error: allocation size overflows
func.func @alloca_dyn_wrap() {
  %n = arith.constant 4611686018427387905 : index
  %a = memref.alloca(%n) : memref<?x4xi8>
  return
}
// ALLOCA-NEG: allocation-sizes.mlir:{{[0-9]+}}:8: error: negative size in allocation: [-3]
func.func @alloca_neg() {
  %n = arith.constant -3 : index
  %a = memref.alloca(%n) : memref<?xf32>
  return
}
// REALLOC-WRAP: allocation-sizes.mlir:{{[0-9]+}}:8: error: allocation size overflows
func.func @realloc_wrap() {
  %n = arith.constant 4611686018427387905 : index
  %a = memref.alloc() : memref<4xi32>
  %b = memref.realloc %a(%n) : memref<4xi32> to memref<?xi32>
  return
}
// REALLOC-NEG: allocation-sizes.mlir:{{[0-9]+}}:8: error: negative size in allocation: [-2]
func.func @realloc_neg() {
  %n = arith.constant -2 : index
  %a = memref.alloc() : memref<4xi32>
  %b = memref.realloc %a(%n) : memref<4xi32> to memref<?xi32>
  return
}
// DYN-WRAP-2D: allocation-sizes.mlir:{{[0-9]+}}:8: error: allocation size overflows
func.func @dyn_wrap_2d() {
  %n = arith.constant 4294967296 : index
  %a = memref.alloc(%n, %n) : memref<?x?xf32>
  return
}
// INDEX-ELT: allocation-sizes.mlir:{{[0-9]+}}:8: error: allocation size overflows
func.func @index_elt() {
  %n = arith.constant 2305843009213693952 : index
  %a = memref.alloc(%n) : memref<?xindex>
  return
}
// I1-ELT: allocation-sizes.mlir:{{[0-9]+}}:8: error: out of memory allocating 9223372036854775807 bytes
func.func @i1_elt() {
  %n = arith.constant 9223372036854775807 : index
  %a = memref.alloc(%n) : memref<?xi1>
  return
}

// A static alloca larger than a stack slot (8 MiB) works, zeroed, in both engines.
// BIG: 0
// BIG-NEXT: 7
func.func private @printI64(i64)
func.func private @printNewline()
func.func @big_alloca_works() {
  %c0 = arith.constant 0 : index
  %last = arith.constant 1048575 : index
  %v = arith.constant 7 : i64
  %a = memref.alloca() : memref<1048576xi64>
  %x = memref.load %a[%c0] : memref<1048576xi64>
  call @printI64(%x) : (i64) -> ()
  call @printNewline() : () -> ()
  memref.store %v, %a[%last] : memref<1048576xi64>
  %y = memref.load %a[%last] : memref<1048576xi64>
  call @printI64(%y) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
