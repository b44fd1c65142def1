// Vector accesses at and past a buffer's end, through a freed buffer, with masked-off lanes
// past the end, and dynamic positions out of range: each finding is reported by both engines
// (the JIT checks loads and stores with --check-bounds) at the op, nothing after it runs.
// RUN: not memref-run %s --no-pipeline --engine=interp -e load_past_end 2>&1 | filecheck %s --check-prefix=LOAD
// RUN: not memref-run %s --no-pipeline --check-bounds -e load_past_end 2>&1 | filecheck %s --check-prefix=LOAD
// RUN: not memref-run %s --no-pipeline --engine=interp -e store_after_free 2>&1 | filecheck %s --check-prefix=UAF
// RUN: not memref-run %s --no-pipeline --check-bounds -e store_after_free 2>&1 | filecheck %s --check-prefix=UAF
// RUN: not memref-run %s --no-pipeline --engine=interp -e in_bounds_lie 2>&1 | filecheck %s --check-prefix=INB
// RUN: not memref-run %s --no-pipeline --check-bounds -e in_bounds_lie 2>&1 | filecheck %s --check-prefix=INB
// RUN: not memref-run %s --no-pipeline --engine=interp -e dynamic_position 2>&1 | filecheck %s --check-prefix=POS
// RUN: not memref-run %s --no-pipeline -e dynamic_position 2>&1 | filecheck %s --check-prefix=POS
// RUN: not memref-run %s --no-pipeline --engine=interp -e vector_element_past_end 2>&1 | filecheck %s --check-prefix=VEC
// RUN: not memref-run %s --no-pipeline --check-bounds -e vector_element_past_end 2>&1 | filecheck %s --check-prefix=VEC
// RUN: memref-run %s --no-pipeline --engine=interp -e masked_off_past_end | filecheck %s --check-prefix=MASK
// RUN: memref-run %s --no-pipeline --check-bounds -e masked_off_past_end | filecheck %s --check-prefix=MASK
// RUN: memref-run %s --no-pipeline -e masked_off_past_end | filecheck %s --check-prefix=MASK

// The last lane reads element 4 of 4.
// LOAD: vector-accesses.mlir:24:8: error: index 4 out of bounds for dimension 0 of size 4
// LOAD-NOT: never
func.func @load_past_end() {
  %m = memref.alloc() : memref<4xf32>
  %c1 = arith.constant 1 : index
  %v = vector.load %m[%c1] : memref<4xf32>, vector<4xf32>
  vector.print str "never"
  memref.dealloc %m : memref<4xf32>
  return
}

// UAF: vector-accesses.mlir:36:3: error: {{.*}}freed
func.func @store_after_free() {
  %m = memref.alloc() : memref<8xi32>
  %v = arith.constant dense<7> : vector<4xi32>
  %c0 = arith.constant 0 : index
  memref.dealloc %m : memref<8xi32>
  vector.store %v, %m[%c0] : memref<8xi32>, vector<4xi32>
  return
}

// A transfer that claims to be in bounds and is not: the lane past the end is reported.
// INB: vector-accesses.mlir:46:8: error: index 3 out of bounds for dimension 0 of size 3
func.func @in_bounds_lie() {
  %m = memref.alloc() : memref<3xf32>
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%c0], %p {in_bounds = [true]} : memref<3xf32>, vector<4xf32>
  memref.dealloc %m : memref<3xf32>
  return
}

// POS: vector-accesses.mlir:57:8: error: position 4 is out of bounds for dimension 0 of size 4
func.func @dynamic_position() {
  %v = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %c4 = arith.constant 4 : index
  %c0 = arith.constant 0 : index
  %i = arith.addi %c4, %c0 : index
  %x = vector.extract %v[%i] : i32 from vector<4xi32>
  return
}

// Lanes that are masked off or out of bounds (not declared in bounds) never touch memory.
// MASK: ( 5, 6, -1, -1 )
// MASK-NEXT: ( 5, 6, 0, 0 )
func.func @masked_off_past_end() {
  %m = memref.alloc() : memref<4xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %a = arith.constant 5 : i32
  %b = arith.constant 6 : i32
  memref.store %a, %m[%c2] : memref<4xi32>
  memref.store %b, %m[%c3] : memref<4xi32>
  %mask = vector.constant_mask [2] : vector<4xi1>
  %pt = arith.constant dense<-1> : vector<4xi32>
  %v = vector.maskedload %m[%c2], %mask, %pt : memref<4xi32>, vector<4xi1>, vector<4xi32> into vector<4xi32>
  vector.print %v : vector<4xi32>
  %z = arith.constant 0 : i32
  %w = vector.transfer_read %m[%c2], %z : memref<4xi32>, vector<4xi32>
  vector.print %w : vector<4xi32>
  memref.dealloc %m : memref<4xi32>
  return
}

// A memref of vectors: the element past the end is reported.
// VEC: error: index 2 out of bounds for dimension 0 of size 2
func.func @vector_element_past_end() {
  %m = memref.alloc() : memref<2xvector<4xf32>>
  %c2 = arith.constant 2 : index
  %v = memref.load %m[%c2] : memref<2xvector<4xf32>>
  memref.dealloc %m : memref<2xvector<4xf32>>
  return
}
