// Every `alignment` holds in both engines: memref.alloc, memref.alloca (static, dynamic, and
// static after the pipeline turns a constant-size alloca static) and memref.global. Each line
// prints the aligned pointer modulo the requested alignment, so all must print 0. Upstream
// prints the same (checked with mlir-runner).
// RUN: memref-run %s | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
// RUN: memref-run %s --no-pipeline --leak-check=off | filecheck %s
// RUN: memref-run %s --no-pipeline --leak-check=off --engine=interp | filecheck %s
// CHECK-COUNT-7: {{^0$}}
// CHECK-NOT: {{[1-9]}}
// An alignment no allocator can meet is the out-of-memory error at the op, in both engines.
// RUN: not memref-run %s --no-pipeline -e too_aligned 2>&1 | filecheck %s --check-prefix=OOM
// RUN: not memref-run %s --no-pipeline -e too_aligned --engine=interp 2>&1 | filecheck %s --check-prefix=OOM
// OOM: alignment.mlir:{{[0-9]+}}:8: error: out of memory allocating 16 bytes
func.func private @printI64(i64)
func.func private @printNewline()
memref.global "private" @g1 : memref<3xi8> = uninitialized {alignment = 4096}
memref.global "private" @g2 : memref<5xf32> = dense<1.0> {alignment = 128}
func.func @rem(%m: memref<?xi8>, %a: index) {
  %p = memref.extract_aligned_pointer_as_index %m : memref<?xi8> -> index
  %r = arith.remui %p, %a : index
  %i = arith.index_cast %r : index to i64
  call @printI64(%i) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
func.func @main() {
  %c3 = arith.constant 3 : index
  %a64 = arith.constant 64 : index
  %a128 = arith.constant 128 : index
  %a4096 = arith.constant 4096 : index
  %x = memref.alloc() {alignment = 4096} : memref<3xi8>
  %xc = memref.cast %x : memref<3xi8> to memref<?xi8>
  call @rem(%xc, %a4096) : (memref<?xi8>, index) -> ()
  %y = memref.alloca() {alignment = 128} : memref<3xi8>
  %yc = memref.cast %y : memref<3xi8> to memref<?xi8>
  call @rem(%yc, %a128) : (memref<?xi8>, index) -> ()
  %z = memref.alloca() {alignment = 4096} : memref<3xi8>
  %zc = memref.cast %z : memref<3xi8> to memref<?xi8>
  call @rem(%zc, %a4096) : (memref<?xi8>, index) -> ()
  %w = memref.alloca(%c3) {alignment = 64} : memref<?xi8>
  call @rem(%w, %a64) : (memref<?xi8>, index) -> ()
  %g = memref.get_global @g1 : memref<3xi8>
  %gc = memref.cast %g : memref<3xi8> to memref<?xi8>
  call @rem(%gc, %a4096) : (memref<?xi8>, index) -> ()
  %h = memref.get_global @g2 : memref<5xf32>
  %hp = memref.extract_aligned_pointer_as_index %h : memref<5xf32> -> index
  %hr = arith.remui %hp, %a128 : index
  %hi = arith.index_cast %hr : index to i64
  call @printI64(%hi) : (i64) -> ()
  call @printNewline() : () -> ()
  %d = memref.alloc(%c3) {alignment = 64} : memref<?xi8>
  call @rem(%d, %a64) : (memref<?xi8>, index) -> ()
  return
}
func.func @too_aligned() {
  %a = memref.alloca() {alignment = 1099511627776} : memref<4xf32>
  return
}
