// Without --check-bounds the JIT does not check accesses; one that faults (here 2^62 bytes past
// the buffer: a non-canonical address) still ends the run with a located error at the op,
// never a signal. With --check-bounds and in the interpreter the index is reported before the
// access.
// RUN: not memref-run %s -e scalar_load 2>&1 | filecheck %s --check-prefix=LOAD
// RUN: not memref-run %s -e vector_load 2>&1 | filecheck %s --check-prefix=VLOAD
// RUN: not memref-run %s -e store_in_loop 2>&1 | filecheck %s --check-prefix=LOOP
// RUN: not memref-run %s -e store_in_loop --check-bounds 2>&1 | filecheck %s --check-prefix=CHECKED
// RUN: not memref-run %s -e store_in_loop --engine=interp 2>&1 | filecheck %s --check-prefix=CHECKED

// LOAD: unchecked-bad-access.mlir:16:8: error: invalid memory access: unchecked code (--check-bounds checks every access)
// LOAD-NOT: never
func.func @scalar_load() {
  %m = memref.alloc() : memref<8xf32>
  %big = arith.constant 1152921504606846976 : index
  %x = memref.load %m[%big] : memref<8xf32>
  vector.print %x : f32
  vector.print str "never"
  return
}

// VLOAD: unchecked-bad-access.mlir:27:8: error: invalid memory access
// VLOAD-NOT: never
func.func @vector_load() {
  %m = memref.alloc() : memref<8xf32>
  %big = arith.constant 1152921504606846976 : index
  %v = vector.load %m[%big] : memref<8xf32>, vector<4xf32>
  vector.print %v : vector<4xf32>
  vector.print str "never"
  return
}

// LOOP: unchecked-bad-access.mlir:44:5: error: invalid memory access
// LOOP-NOT: never
// CHECKED: unchecked-bad-access.mlir:44:5: error: index 1152921504606846976 out of bounds for dimension 0 of size 8
func.func @store_in_loop() {
  %m = memref.alloc() : memref<8xi32>
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %big = arith.constant 576460752303423488 : index
  %z = arith.constant 7 : i32
  scf.for %i = %c0 to %c2 step %c2 {
    %j = arith.muli %big, %c2 : index
    memref.store %z, %m[%j] : memref<8xi32>
  }
  %x = memref.load %m[%c0] : memref<8xi32>
  vector.print %x : i32
  vector.print str "never"
  return
}
