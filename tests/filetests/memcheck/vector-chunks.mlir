// Chunked vector accesses (16 bytes a chunk) under the memory checker: in a loop whose last
// iteration runs past the end, in a loop after the buffer is freed, and through a view whose
// sizes are fine but which lies past its buffer's end. Each is reported at its first bad lane,
// as the lane-by-lane access reports it; both engines agree.
// RUN: not memref-run %s --no-pipeline --engine=interp -e loop_past_end 2>&1 | filecheck %s --check-prefix=LOOP
// RUN: not memref-run %s --no-pipeline --check-bounds -e loop_past_end 2>&1 | filecheck %s --check-prefix=LOOP
// RUN: not memref-run %s --no-pipeline --engine=interp -e loop_after_free 2>&1 | filecheck %s --check-prefix=UAF
// RUN: not memref-run %s --no-pipeline --check-bounds -e loop_after_free 2>&1 | filecheck %s --check-prefix=UAF
// RUN: not memref-run %s --no-pipeline --engine=interp -e view_past_buffer 2>&1 | filecheck %s --check-prefix=VIEW
// RUN: not memref-run %s --no-pipeline --check-bounds -e view_past_buffer 2>&1 | filecheck %s --check-prefix=VIEW

// (stdout, with the three iterations' lines, comes after the message)
// LOOP: vector-chunks.mlir:30:10: error: index 18 out of bounds for dimension 0 of size 18
// LOOP: sum 16
// LOOP-NOT: never
func.func @loop_past_end() {
  %m = memref.alloc() : memref<18xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c18 = arith.constant 18 : index
  %c24 = arith.constant 24 : index
  %f = arith.constant 1.0 : f32
  scf.for %i = %c0 to %c18 step %c1 {
    memref.store %f, %m[%i] : memref<18xf32>
  }
  scf.for %i = %c0 to %c24 step %c8 {
    vector.print str "sum "
    vector.print %i : index
    %v = vector.load %m[%i] : memref<18xf32>, vector<8xf32>
    %w = arith.addf %v, %v : vector<8xf32>
    vector.store %w, %m[%i] : memref<18xf32>, vector<8xf32>
  }
  vector.print str "never"
  memref.dealloc %m : memref<18xf32>
  return
}

// UAF: vector-chunks.mlir:52:5: error: {{.*}}freed
// UAF-NOT: never
func.func @loop_after_free() {
  %m = memref.alloc() : memref<64xi32>
  %v = arith.constant dense<7> : vector<4xi32>
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c64 = arith.constant 64 : index
  scf.for %i = %c0 to %c64 step %c4 {
    vector.store %v, %m[%i] : memref<64xi32>, vector<4xi32>
  }
  memref.dealloc %m : memref<64xi32>
  scf.for %i = %c0 to %c64 step %c4 {
    vector.store %v, %m[%i] : memref<64xi32>, vector<4xi32>
  }
  vector.print str "never"
  return
}

// The view starts at element 2 with 8 elements, the buffer holds 8: lanes 6 and 7 are past it.
// VIEW: vector-chunks.mlir:74:8: error: {{.*}}
// VIEW: ( 1, 1, 1, 1, 1, 1, 1, 1 )
// VIEW-NOT: never
func.func @view_past_buffer() {
  %m = memref.alloc() : memref<8xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %f = arith.constant 1.0 : f32
  scf.for %i = %c0 to %c8 step %c1 {
    memref.store %f, %m[%i] : memref<8xf32>
  }
  %ok = vector.load %m[%c0] : memref<8xf32>, vector<8xf32>
  vector.print %ok : vector<8xf32>
  %v = memref.reinterpret_cast %m to offset: [2], sizes: [8], strides: [1] : memref<8xf32> to memref<8xf32, strided<[1], offset: 2>>
  %x = vector.load %v[%c0] : memref<8xf32, strided<[1], offset: 2>>, vector<8xf32>
  vector.print str "never"
  memref.dealloc %m : memref<8xf32>
  return
}
