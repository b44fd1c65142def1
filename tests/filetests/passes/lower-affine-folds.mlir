// RUN: memref-opt %s --allow-unregistered-dialect -lower-affine | filecheck %s
// Upstream's -lower-affine is a partial dialect conversion: it folds every op it converts
// first. affine.apply of constants or of a lone dimension or symbol folds (to an
// arith.constant right before it, or to the operand); loop bounds with constant operands fold
// to constants; bound maps are canonicalized with their operands (a dimension that is a valid
// symbol becomes one, repeated operands merge, sums are rebuilt in dimension-symbol-constant
// order); a condition's constant operands fold into its set; a memref.cast source is loaded
// directly; ops of other dialects fold too (but not the index dialect's).
func.func private @use(index) -> ()

func.func @apply_folds(%a: index, %b: index) -> (index, index, index, index, index) {
  %c3 = arith.constant 3 : index
  %0 = affine.apply affine_map<() -> (5)>()
  %1 = affine.apply affine_map<(d0) -> (d0)>(%a)
  %2 = affine.min affine_map<(d0) -> (d0)>(%a)
  %3 = affine.apply affine_map<(d0) -> (d0 + 2)>(%c3)
  %4 = affine.apply affine_map<(d0)[s0] -> (d0 - s0 * 4 + 7)>(%a)[%b]
  return %0, %1, %2, %3, %4 : index, index, index, index, index
}

func.func @bound_folds(%a: index, %b: index, %m: memref<?xf32>) {
  affine.for %i = affine_map<(d0, d1) -> (d0 + d1)>(%a, %a) to 10 {
    %v = affine.load %m[%i + %a - %a] : memref<?xf32>
    %x = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%a, %a)
    %y = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%i, %x)
    affine.store %v, %m[%y + %y] : memref<?xf32>
  }
  %c4 = arith.constant 4 : index
  affine.for %i = 0 to affine_map<(d0) -> (d0 * 2)>(%c4) {
    func.call @use(%i) : (index) -> ()
  }
  affine.for %i = 0 to affine_map<(d0, d1) -> (d1 + d0)>(%a, %b) {
    func.call @use(%i) : (index) -> ()
  }
  affine.for %i = 0 to 5 {
    %x = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
    affine.for %j = 0 to affine_map<(d0) -> (d0)>(%x) {
      func.call @use(%j) : (index) -> ()
    }
  }
  affine.if affine_set<(d0) : (d0 - 1 >= 0)>(%c4) {
    "test.x"() : () -> ()
  }
  return
}

func.func @cast_and_others(%m: memref<8xf32>) -> (f32, f32, i64) {
  %c = memref.cast %m : memref<8xf32> to memref<?xf32>
  %v = affine.load %c[3] : memref<?xf32>
  %f = arith.constant 2.0 : f32
  %g = math.sqrt %f : f32
  %i = index.constant 4
  %j = index.add %i, %i
  %k = index.casts %j : index to i64
  return %v, %g, %k : f32, f32, i64
}

// CHECK: module {
// CHECK-NEXT: func.func private @use(index)
// CHECK-NEXT: func.func @apply_folds(%arg0: index, %arg1: index) -> (index, index, index, index, index) {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %c5_0 = arith.constant 5 : index
// CHECK-NEXT: %c-4 = arith.constant -4 : index
// CHECK-NEXT: %0 = arith.muli %arg1, %c-4 overflow<nsw> : index
// CHECK-NEXT: %1 = arith.addi %arg0, %0 : index
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: %2 = arith.addi %1, %c7 : index
// CHECK-NEXT: return %c5, %arg0, %arg0, %c5_0, %2 : index, index, index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: func.func @bound_folds(%arg0: index, %arg1: index, %arg2: memref<?xf32>) {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %0 = arith.muli %arg0, %c2 overflow<nsw> : index
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg3 = %0 to %c10 step %c1 {
// CHECK-NEXT: %3 = arith.addi %arg3, %arg0 : index
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %4 = arith.muli %arg0, %c-1 overflow<nsw> : index
// CHECK-NEXT: %5 = arith.addi %3, %4 : index
// CHECK-NEXT: %6 = memref.load %arg2[%5] : memref<?xf32>
// CHECK-NEXT: %7 = arith.addi %arg0, %arg0 : index
// CHECK-NEXT: %8 = arith.addi %arg3, %7 : index
// CHECK-NEXT: %c2_6 = arith.constant 2 : index
// CHECK-NEXT: %9 = arith.muli %8, %c2_6 overflow<nsw> : index
// CHECK-NEXT: memref.store %6, %arg2[%9] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c1_0 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg3 = %c0 to %c8 step %c1_0 {
// CHECK-NEXT: func.call @use(%arg3) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %1 = arith.addi %arg0, %arg1 : index
// CHECK-NEXT: %c1_2 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg3 = %c0_1 to %1 step %c1_2 {
// CHECK-NEXT: func.call @use(%arg3) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: %c0_3 = arith.constant 0 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %c1_4 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg3 = %c0_3 to %c5 step %c1_4 {
// CHECK-NEXT: %c1_6 = arith.constant 1 : index
// CHECK-NEXT: %3 = arith.addi %arg3, %c1_6 : index
// CHECK-NEXT: %c0_7 = arith.constant 0 : index
// CHECK-NEXT: %c1_8 = arith.constant 1 : index
// CHECK-NEXT: %4 = arith.addi %arg3, %c1_8 : index
// CHECK-NEXT: %c1_9 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg4 = %c0_7 to %4 step %c1_9 {
// CHECK-NEXT: func.call @use(%arg4) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %c0_5 = arith.constant 0 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %2 = arith.cmpi sge, %c3, %c0_5 : index
// CHECK-NEXT: scf.if %2 {
// CHECK-NEXT: "test.x"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @cast_and_others(%arg0: memref<8xf32>) -> (f32, f32, i64) {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<8xf32> to memref<?xf32>
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %0 = memref.load %arg0[%c3] : memref<8xf32>
// CHECK-NEXT: %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 1.41421354 : f32
// CHECK-NEXT: %idx4 = index.constant 4
// CHECK-NEXT: %1 = index.add %idx4, %idx4
// CHECK-NEXT: %2 = index.casts %1 : index to i64
// CHECK-NEXT: return %0, %cst_0, %2 : f32, f32, i64
// CHECK-NEXT: }
// CHECK-NEXT: }
