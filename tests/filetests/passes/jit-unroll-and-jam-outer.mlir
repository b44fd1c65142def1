// jit-unroll-and-jam's outer jam (ours): an scf.for over i whose body holds loop nests two
// deep, whose stores are all at [i, ...] and elementwise over their innermost loop, and whose
// innermost loops load an element free of i (B[k][j]), runs two iterations of i per trip with
// every loop of its body fused, so that the fused innermost loop loads B[k][j] once for both
// rows; the inner jam then runs over the fused k-j nests (C[i, j] and C[i + 1, j] are distinct
// elements for it). Statically safe nests are rewritten in place; others are versioned on
// run-time checks with the original nest in the else branch. Left alone: a sum into an element
// invariant in the innermost loop (2mm), a store at no index of i, fewer than two trips.
// RUN: memref-opt %s --jit-unroll-and-jam | filecheck %s
// RUN: memref-opt %s --jit-unroll-and-jam=factor=1 | filecheck %s --check-prefix=ONE
// ONE-NOT: step %c2

// CHECK-LABEL: func.func @tiled
// CHECK-NOT: scf.if
// CHECK: scf.for %[[I:.*]] = %c0 to %{{.*}} step %c2 {
// CHECK-NEXT: %{{.*}} = arith.constant 1 : index
// CHECK-NEXT: %[[I1:.*]] = arith.addi %[[I]], %{{.*}} : index
// CHECK-NEXT: scf.for %[[J:.*]] = %c0 to %c6 step %c1 {
// CHECK-NEXT: memref.load %[[C:.*]][%[[I]], %[[J]]]
// CHECK-NEXT: memref.load %[[C]][%[[I1]], %[[J]]]
// CHECK-NEXT: arith.mulf
// CHECK-NEXT: arith.mulf
// CHECK-NEXT: memref.store %{{.*}}, %[[C]][%[[I]], %[[J]]]
// CHECK-NEXT: memref.store %{{.*}}, %[[C]][%[[I1]], %[[J]]]
// CHECK-NEXT: }
// CHECK: scf.if
// CHECK: scf.for %[[K:.*]] = %c0 to %{{.*}} step %{{.*}} {
// CHECK: scf.for %[[J2:.*]] = %c0 to %c6 step %c1 {
// CHECK-NEXT: %[[B0:.*]] = memref.load %{{.*}}[%[[K]], %[[J2]]] : memref<4x6xf64>
// CHECK-NEXT: arith.mulf %{{.*}}, %[[B0]] : f64
// CHECK-NEXT: arith.mulf %{{.*}}, %[[B0]] : f64
// CHECK-NEXT: memref.load %[[C]][%[[I]], %[[J2]]]
// CHECK-NEXT: memref.load %[[C]][%[[I1]], %[[J2]]]
// CHECK: memref.store %{{.*}}, %[[C]][%[[I]], %[[J2]]]
// CHECK-NEXT: memref.store %{{.*}}, %[[C]][%[[I1]], %[[J2]]]
// CHECK-LABEL: func.func @versioned
func.func @tiled(%alpha: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %C = memref.alloc() : memref<4x6xf64>
  %A = memref.alloc() : memref<4x4xf64>
  %B = memref.alloc() : memref<4x6xf64>
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c6 step %c1 {
      %c = memref.load %C[%i, %j] : memref<4x6xf64>
      %m = arith.mulf %c, %alpha : f64
      memref.store %m, %C[%i, %j] : memref<4x6xf64>
    }
    scf.for %k = %c0 to %c4 step %c1 {
      %a = memref.load %A[%i, %k] : memref<4x4xf64>
      scf.for %j = %c0 to %c6 step %c1 {
        %b = memref.load %B[%k, %j] : memref<4x6xf64>
        %p = arith.mulf %a, %b : f64
        %c = memref.load %C[%i, %j] : memref<4x6xf64>
        %s = arith.addf %c, %p : f64
        memref.store %s, %C[%i, %j] : memref<4x6xf64>
      }
    }
  }
  return
}

// Arguments that may alias, a dynamic trip count: versioned, the remainder row after the
// jammed loop, the original nest in the else branch.
// CHECK: scf.if %{{.*}} {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK: %[[N:.*]] = arith.addi %c0, %{{.*}} : index
// CHECK-NEXT: scf.for %[[I:.*]] = %c0 to %[[N]] step %c2 {
// CHECK: scf.for %{{.*}} = %[[N]] to %arg3 step %c1 {
// CHECK: } else {
// CHECK-NEXT: scf.for %{{.*}} = %c0 to %arg3 step %c1 {
// CHECK-LABEL: func.func @sum_2mm
func.func @versioned(%C: memref<?x?xf64>, %A: memref<?x?xf64>, %B: memref<?x?xf64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %k = %c0 to %n step %c1 {
      %a = memref.load %A[%i, %k] : memref<?x?xf64>
      scf.for %j = %c0 to %n step %c1 {
        %b = memref.load %B[%k, %j] : memref<?x?xf64>
        %p = arith.mulf %a, %b : f64
        %c = memref.load %C[%i, %j] : memref<?x?xf64>
        %s = arith.addf %c, %p : f64
        memref.store %s, %C[%i, %j] : memref<?x?xf64>
      }
    }
  }
  return
}

// An i-j-k sum into T[i, j] (invariant in the innermost loop): only the inner jam (over j).
// CHECK-NOT: step %c2
// CHECK-LABEL: func.func @no_row
func.func @sum_2mm(%T: memref<4x6xf64>, %A: memref<4x5xf64>, %B: memref<5x6xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c6 step %c1 {
      scf.for %k = %c0 to %c5 step %c1 {
        %a = memref.load %A[%i, %k] : memref<4x5xf64>
        %b = memref.load %B[%k, %j] : memref<5x6xf64>
        %p = arith.mulf %a, %b : f64
        %t = memref.load %T[%i, %j] : memref<4x6xf64>
        %s = arith.addf %t, %p : f64
        memref.store %s, %T[%i, %j] : memref<4x6xf64>
      }
    }
  }
  return
}

// Every i updates row 0: the rows' order matters; and a single trip of i.
// CHECK-NOT: step %c2
// CHECK-LABEL: func.func @one_trip
// CHECK-NOT: step %c2
// CHECK: return
func.func @no_row(%C: memref<4x6xf64>, %A: memref<4x4xf64>, %B: memref<4x6xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %k = %c0 to %c4 step %c1 {
      %a = memref.load %A[%i, %k] : memref<4x4xf64>
      scf.for %j = %c0 to %c6 step %c1 {
        %b = memref.load %B[%k, %j] : memref<4x6xf64>
        %p = arith.mulf %a, %b : f64
        %c = memref.load %C[%c0, %j] : memref<4x6xf64>
        %s = arith.addf %c, %p : f64
        memref.store %s, %C[%c0, %j] : memref<4x6xf64>
      }
    }
  }
  return
}

func.func @one_trip(%C: memref<4x6xf64>, %A: memref<4x4xf64>, %B: memref<4x6xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  scf.for %i = %c0 to %c1 step %c1 {
    scf.for %k = %c0 to %c4 step %c1 {
      %a = memref.load %A[%i, %k] : memref<4x4xf64>
      scf.for %j = %c0 to %c6 step %c1 {
        %b = memref.load %B[%k, %j] : memref<4x6xf64>
        %p = arith.mulf %a, %b : f64
        %c = memref.load %C[%i, %j] : memref<4x6xf64>
        %s = arith.addf %c, %p : f64
        memref.store %s, %C[%i, %j] : memref<4x6xf64>
      }
    }
  }
  return
}
