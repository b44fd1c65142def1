// memref.atomic_rmw of every kind on f32 and i32 elements: the result is the old value, the
// element gets `old <kind> value`. Output from mlir-runner (with --memref-expand for the
// kinds without an LLVM atomicrmw), except mulf and muli (the 6th float and 8th integer
// line, elements 6 and 7), which upstream's LLVM lowering leaves unlowered: their values are
// arith.mulf's and arith.muli's.
// RUN: memref-run %s --engine=jit | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefI32(memref<*xi32>)
func.func private @printF32(f32)
func.func private @printI64(i64)
func.func private @printNewline()
func.func @main() {
  %fm = memref.alloc() : memref<7xf32>
  %im = memref.alloc() : memref<10xi32>
  %f0 = arith.constant 2.5 : f32
  %i0 = arith.constant -6 : i32
  %fi0 = arith.constant 0 : index
  memref.store %f0, %fm[%fi0] : memref<7xf32>
  %fi1 = arith.constant 1 : index
  memref.store %f0, %fm[%fi1] : memref<7xf32>
  %fi2 = arith.constant 2 : index
  memref.store %f0, %fm[%fi2] : memref<7xf32>
  %fi3 = arith.constant 3 : index
  memref.store %f0, %fm[%fi3] : memref<7xf32>
  %fi4 = arith.constant 4 : index
  memref.store %f0, %fm[%fi4] : memref<7xf32>
  %fi5 = arith.constant 5 : index
  memref.store %f0, %fm[%fi5] : memref<7xf32>
  %fi6 = arith.constant 6 : index
  memref.store %f0, %fm[%fi6] : memref<7xf32>
  %ii0 = arith.constant 0 : index
  memref.store %i0, %im[%ii0] : memref<10xi32>
  %ii1 = arith.constant 1 : index
  memref.store %i0, %im[%ii1] : memref<10xi32>
  %ii2 = arith.constant 2 : index
  memref.store %i0, %im[%ii2] : memref<10xi32>
  %ii3 = arith.constant 3 : index
  memref.store %i0, %im[%ii3] : memref<10xi32>
  %ii4 = arith.constant 4 : index
  memref.store %i0, %im[%ii4] : memref<10xi32>
  %ii5 = arith.constant 5 : index
  memref.store %i0, %im[%ii5] : memref<10xi32>
  %ii6 = arith.constant 6 : index
  memref.store %i0, %im[%ii6] : memref<10xi32>
  %ii7 = arith.constant 7 : index
  memref.store %i0, %im[%ii7] : memref<10xi32>
  %ii8 = arith.constant 8 : index
  memref.store %i0, %im[%ii8] : memref<10xi32>
  %ii9 = arith.constant 9 : index
  memref.store %i0, %im[%ii9] : memref<10xi32>
  %fv = arith.constant -4.0 : f32
  %iv = arith.constant 5 : i32
  %fr0 = memref.atomic_rmw addf %fv, %fm[%fi0] : (f32, memref<7xf32>) -> f32
  call @printF32(%fr0) : (f32) -> ()
  call @printNewline() : () -> ()
  %fr1 = memref.atomic_rmw assign %fv, %fm[%fi1] : (f32, memref<7xf32>) -> f32
  call @printF32(%fr1) : (f32) -> ()
  call @printNewline() : () -> ()
  %fr2 = memref.atomic_rmw maximumf %fv, %fm[%fi2] : (f32, memref<7xf32>) -> f32
  call @printF32(%fr2) : (f32) -> ()
  call @printNewline() : () -> ()
  %fr3 = memref.atomic_rmw maxnumf %fv, %fm[%fi3] : (f32, memref<7xf32>) -> f32
  call @printF32(%fr3) : (f32) -> ()
  call @printNewline() : () -> ()
  %fr4 = memref.atomic_rmw minimumf %fv, %fm[%fi4] : (f32, memref<7xf32>) -> f32
  call @printF32(%fr4) : (f32) -> ()
  call @printNewline() : () -> ()
  %fr5 = memref.atomic_rmw minnumf %fv, %fm[%fi5] : (f32, memref<7xf32>) -> f32
  call @printF32(%fr5) : (f32) -> ()
  call @printNewline() : () -> ()
  %fr6 = memref.atomic_rmw mulf %fv, %fm[%fi6] : (f32, memref<7xf32>) -> f32
  call @printF32(%fr6) : (f32) -> ()
  call @printNewline() : () -> ()
  %ir0 = memref.atomic_rmw addi %iv, %im[%ii0] : (i32, memref<10xi32>) -> i32
  %ie0 = arith.extsi %ir0 : i32 to i64
  call @printI64(%ie0) : (i64) -> ()
  call @printNewline() : () -> ()
  %ir1 = memref.atomic_rmw andi %iv, %im[%ii1] : (i32, memref<10xi32>) -> i32
  %ie1 = arith.extsi %ir1 : i32 to i64
  call @printI64(%ie1) : (i64) -> ()
  call @printNewline() : () -> ()
  %ir2 = memref.atomic_rmw assign %iv, %im[%ii2] : (i32, memref<10xi32>) -> i32
  %ie2 = arith.extsi %ir2 : i32 to i64
  call @printI64(%ie2) : (i64) -> ()
  call @printNewline() : () -> ()
  %ir3 = memref.atomic_rmw maxs %iv, %im[%ii3] : (i32, memref<10xi32>) -> i32
  %ie3 = arith.extsi %ir3 : i32 to i64
  call @printI64(%ie3) : (i64) -> ()
  call @printNewline() : () -> ()
  %ir4 = memref.atomic_rmw maxu %iv, %im[%ii4] : (i32, memref<10xi32>) -> i32
  %ie4 = arith.extsi %ir4 : i32 to i64
  call @printI64(%ie4) : (i64) -> ()
  call @printNewline() : () -> ()
  %ir5 = memref.atomic_rmw mins %iv, %im[%ii5] : (i32, memref<10xi32>) -> i32
  %ie5 = arith.extsi %ir5 : i32 to i64
  call @printI64(%ie5) : (i64) -> ()
  call @printNewline() : () -> ()
  %ir6 = memref.atomic_rmw minu %iv, %im[%ii6] : (i32, memref<10xi32>) -> i32
  %ie6 = arith.extsi %ir6 : i32 to i64
  call @printI64(%ie6) : (i64) -> ()
  call @printNewline() : () -> ()
  %ir7 = memref.atomic_rmw muli %iv, %im[%ii7] : (i32, memref<10xi32>) -> i32
  %ie7 = arith.extsi %ir7 : i32 to i64
  call @printI64(%ie7) : (i64) -> ()
  call @printNewline() : () -> ()
  %ir8 = memref.atomic_rmw ori %iv, %im[%ii8] : (i32, memref<10xi32>) -> i32
  %ie8 = arith.extsi %ir8 : i32 to i64
  call @printI64(%ie8) : (i64) -> ()
  call @printNewline() : () -> ()
  %ir9 = memref.atomic_rmw xori %iv, %im[%ii9] : (i32, memref<10xi32>) -> i32
  %ie9 = arith.extsi %ir9 : i32 to i64
  call @printI64(%ie9) : (i64) -> ()
  call @printNewline() : () -> ()
  %uf = memref.cast %fm : memref<7xf32> to memref<*xf32>
  call @printMemrefF32(%uf) : (memref<*xf32>) -> ()
  %ui = memref.cast %im : memref<10xi32> to memref<*xi32>
  call @printMemrefI32(%ui) : (memref<*xi32>) -> ()
  return
}
// CHECK: 2.5
// CHECK-NEXT: 2.5
// CHECK-NEXT: 2.5
// CHECK-NEXT: 2.5
// CHECK-NEXT: 2.5
// CHECK-NEXT: 2.5
// CHECK-NEXT: 2.5
// CHECK-NEXT: -6
// CHECK-NEXT: -6
// CHECK-NEXT: -6
// CHECK-NEXT: -6
// CHECK-NEXT: -6
// CHECK-NEXT: -6
// CHECK-NEXT: -6
// CHECK-NEXT: -6
// CHECK-NEXT: -6
// CHECK-NEXT: -6
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [7] strides = [1] data =
// CHECK-NEXT: [-1.5,  -4,  2.5,  2.5,  -4,  -4,  -10]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [10] strides = [1] data =
// CHECK-NEXT: [-1,  0,  5,  5,  -6,  -6,  5,  -30,  -1,  -1]
