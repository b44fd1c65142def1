// jit-unroll-and-jam (ours): an outer scf.for whose body is effect-free ops and loads and then
// one innermost scf.for runs `factor` outer iterations per trip with their inner loops fused;
// inside one inner iteration a stored element is loaded once and stored once. Statically safe
// nests (distinct allocations, constant bounds) are rewritten in place; others are versioned
// on run-time checks (bounds, no overlap) with the original nest in the else branch. Nests
// that store at an index of the outer loop, at no index of the inner one, or at two different
// places of one memref are left alone, and so are nests where no element is shared by the
// copies or carried over the inner loop (a stencil).
// RUN: memref-opt %s --jit-unroll-and-jam | filecheck %s
// RUN: memref-opt %s --jit-unroll-and-jam=factor=2 | filecheck %s --check-prefix=TWO
// RUN: memref-opt %s --jit-unroll-and-jam=factor=1 | filecheck %s --check-prefix=ONE

// CHECK-LABEL: func.func @jammed
// CHECK-NOT: scf.if
// CHECK: scf.for %[[K:.*]] = %c0 to %[[N:.*]] step %c4 {
// CHECK: %[[K1:.*]] = arith.addi %[[K]], %{{.*}} : index
// CHECK: %[[K2:.*]] = arith.addi %[[K]], %{{.*}} : index
// CHECK: %[[K3:.*]] = arith.addi %[[K]], %{{.*}} : index
// CHECK: scf.for %[[J:.*]] = %c0 to %c6 step %c1 {
// CHECK-NEXT: %[[B0:.*]] = memref.load %alloc_0[%[[K]], %[[J]]] : memref<6x6xf64>
// CHECK-NEXT: %[[C:.*]] = memref.load %alloc[%c1, %[[J]]] : memref<3x6xf64>
// CHECK-NEXT: %[[S0:.*]] = arith.addf %[[C]], %[[B0]] : f64
// CHECK-NEXT: %[[B1:.*]] = memref.load %alloc_0[%[[K1]], %[[J]]] : memref<6x6xf64>
// CHECK-NEXT: %[[S1:.*]] = arith.addf %[[S0]], %[[B1]] : f64
// CHECK-NEXT: %[[B2:.*]] = memref.load %alloc_0[%[[K2]], %[[J]]] : memref<6x6xf64>
// CHECK-NEXT: %[[S2:.*]] = arith.addf %[[S1]], %[[B2]] : f64
// CHECK-NEXT: %[[B3:.*]] = memref.load %alloc_0[%[[K3]], %[[J]]] : memref<6x6xf64>
// CHECK-NEXT: %[[S3:.*]] = arith.addf %[[S2]], %[[B3]] : f64
// CHECK-NEXT: memref.store %[[S3]], %alloc[%c1, %[[J]]] : memref<3x6xf64>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %{{.*}} = %[[N]] to %c6 step %c1 {
// CHECK: memref.dealloc
// TWO-LABEL: func.func @jammed
// TWO: scf.for %{{.*}} = %c0 to %[[N:.*]] step %c2 {
// TWO-NOT: scf.for %{{.*}} = %[[N]] to
// TWO: memref.dealloc
// ONE-LABEL: func.func @jammed
// ONE-NEXT: arith.constant 0 : index
// ONE-NEXT: arith.constant 1 : index
// ONE-NEXT: arith.constant 3 : index
// ONE-NEXT: arith.constant 6 : index
// ONE-NEXT: memref.alloc
// ONE-NEXT: memref.alloc
// ONE-NEXT: scf.for
func.func @jammed(%a: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %C = memref.alloc() : memref<3x6xf64>
  %B = memref.alloc() : memref<6x6xf64>
  scf.for %k = %c0 to %c6 step %c1 {
    %kk = arith.index_cast %k : index to i64
    scf.for %j = %c0 to %c6 step %c1 {
      %b = memref.load %B[%k, %j] : memref<6x6xf64>
      %c = memref.load %C[%c1, %j] : memref<3x6xf64>
      %s = arith.addf %c, %b : f64
      memref.store %s, %C[%c1, %j] : memref<3x6xf64>
    }
  }
  memref.dealloc %C : memref<3x6xf64>
  memref.dealloc %B : memref<6x6xf64>
  return
}

// CHECK-LABEL: func.func @column
// CHECK-NOT: scf.if
// CHECK: return
func.func @column(%C: memref<4x4xf64>, %B: memref<4x4xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %k = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %b = memref.load %B[%k, %j] : memref<4x4xf64>
      %c = memref.load %C[%c0, %c0] : memref<4x4xf64>
      %s = arith.addf %c, %b : f64
      memref.store %s, %C[%c0, %c0] : memref<4x4xf64>
    }
  }
  return
}

// Each k sums into its own element, zeroed first in the prefix (2mm's j loop zeroes tmp[i][j]
// before its k loop): the prefix stores move ahead of earlier elements' inner loops, and inside
// one j each copy keeps its own element; the load of B[j, 0], the same for every k, is read once.
// CHECK-LABEL: func.func @sums
// CHECK-NOT: scf.if
// CHECK: scf.for %[[K:.*]] = %c0 to %c4{{.*}} step %c4{{.*}} {
// CHECK-NEXT: memref.store %cst, %alloc[%c1, %[[K]]] : memref<4x4xf64>
// CHECK: %[[K1:.*]] = arith.addi %[[K]], %{{.*}} : index
// CHECK-NEXT: memref.store %cst, %alloc[%c1, %[[K1]]] : memref<4x4xf64>
// CHECK: scf.for %[[J:.*]] = %c0 to %c4 step %c1 {
// CHECK-NEXT: %[[B:.*]] = memref.load %alloc_0[%[[J]], %c0] : memref<4x4xf64>
// CHECK-NEXT: %[[X0:.*]] = memref.load %alloc[%c1, %[[K]]] : memref<4x4xf64>
// CHECK-NEXT: %[[S0:.*]] = arith.addf %[[X0]], %[[B]] : f64
// CHECK-NEXT: memref.store %[[S0]], %alloc[%c1, %[[K]]] : memref<4x4xf64>
// CHECK-NEXT: %[[X1:.*]] = memref.load %alloc[%c1, %[[K1]]] : memref<4x4xf64>
// CHECK-NEXT: %[[S1:.*]] = arith.addf %[[X1]], %[[B]] : f64
// CHECK-NEXT: memref.store %[[S1]], %alloc[%c1, %[[K1]]] : memref<4x4xf64>
// CHECK-NOT: memref.load %alloc_0
// CHECK: }
func.func @sums() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0.0 : f64
  %C = memref.alloc() : memref<4x4xf64>
  %B = memref.alloc() : memref<4x4xf64>
  scf.for %k = %c0 to %c4 step %c1 {
    memref.store %z, %C[%c1, %k] : memref<4x4xf64>
    scf.for %j = %c0 to %c4 step %c1 {
      %b = memref.load %B[%j, %c0] : memref<4x4xf64>
      %x = memref.load %C[%c1, %k] : memref<4x4xf64>
      %s = arith.addf %x, %b : f64
      memref.store %s, %C[%c1, %k] : memref<4x4xf64>
    }
  }
  memref.dealloc %C : memref<4x4xf64>
  memref.dealloc %B : memref<4x4xf64>
  return
}

// A row per k, zeroed in the prefix at [k, 0] and written at [k, j]: two places of one stored
// memref, left alone (the pass does not reason about rows).
// CHECK-LABEL: func.func @rows
// CHECK-NOT: scf.if
// CHECK: return
func.func @rows(%C: memref<4x4xf64>, %B: memref<4x4xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0.0 : f64
  scf.for %k = %c0 to %c4 step %c1 {
    memref.store %z, %C[%k, %c0] : memref<4x4xf64>
    scf.for %j = %c0 to %c4 step %c1 {
      %b = memref.load %B[%j, %c0] : memref<4x4xf64>
      %x = memref.load %C[%k, %j] : memref<4x4xf64>
      %s = arith.addf %x, %b : f64
      memref.store %s, %C[%k, %j] : memref<4x4xf64>
    }
  }
  return
}

// A prefix store not at an index of k: every k writes that element, so it stays.
// CHECK-LABEL: func.func @prefix_store_everywhere
// CHECK-NOT: scf.if
// CHECK: return
func.func @prefix_store_everywhere(%C: memref<4x4xf64>, %B: memref<4x4xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0.0 : f64
  scf.for %k = %c0 to %c4 step %c1 {
    memref.store %z, %B[%c0, %c0] : memref<4x4xf64>
    scf.for %j = %c0 to %c4 step %c1 {
      %b = memref.load %B[%c0, %j] : memref<4x4xf64>
      memref.store %b, %C[%k, %j] : memref<4x4xf64>
    }
  }
  return
}

// CHECK-LABEL: func.func @other_index
// CHECK-NOT: scf.if
// CHECK: return
func.func @other_index(%C: memref<4x4xf64>, %B: memref<4x4xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  scf.for %k = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %j1 = arith.addi %j, %c1 : index
      %b = memref.load %C[%c0, %j1] : memref<4x4xf64>
      memref.store %b, %C[%c0, %j] : memref<4x4xf64>
    }
  }
  return
}

// Arguments may alias and the bounds are not known: the checks come first.
// CHECK-LABEL: func.func @args
// CHECK: %[[BIG:.*]] = arith.constant 4611686018427387904 : index
// CHECK: arith.cmpi slt, %c0, %arg2 : index
// CHECK: arith.cmpi slt, %arg2, %[[BIG]] : index
// CHECK: memref.extract_aligned_pointer_as_index %arg1
// CHECK: memref.extract_strided_metadata %arg1
// CHECK: arith.cmpi ule
// CHECK: arith.cmpi ule
// CHECK: scf.if %[[OK:.*]] {
// CHECK: arith.divsi
// CHECK: scf.for %[[K:.*]] = %c0 to %[[N:.*]] step %c4{{.*}} {
// CHECK: scf.for
// CHECK: memref.store
// CHECK-NOT: memref.store
// CHECK: scf.for %{{.*}} = %[[N]] to %arg2 step %c1 {
// CHECK: } else {
// CHECK-NEXT: scf.for %{{.*}} = %c0 to %arg2 step %c1 {
func.func @args(%C: memref<?xf32>, %B: memref<?x?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %k = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %b = memref.load %B[%k, %j] : memref<?x?xf32>
      %c = memref.load %C[%j] : memref<?xf32>
      %s = arith.addf %c, %b : f32
      memref.store %s, %C[%j] : memref<?xf32>
    }
  }
  return
}

// An index `j - 1` (as the stencils write it) is an induction variable minus an invariant,
// like `j + 1`: the nest is jammed, its bounds check covering j - 1 over [1, 4).
// CHECK-LABEL: func.func @minus
// CHECK: scf.for %[[K:.*]] = %c0 to %{{.*}} step %c4{{.*}} {
// CHECK: scf.for %[[J:.*]] = %c1 to %c4 step %c1 {
// CHECK-NEXT: arith.subi %[[J]], %c1 : index
// CHECK-NOT: memref.store
// CHECK: memref.store %{{.*}}, %alloc[%{{.*}}] : memref<4xf64>
// CHECK-NEXT: }
func.func @minus() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %C = memref.alloc() : memref<4xf64>
  %B = memref.alloc() : memref<4x4xf64>
  scf.for %k = %c0 to %c4 step %c1 {
    scf.for %j = %c1 to %c4 step %c1 {
      %jm = arith.subi %j, %c1 : index
      %b = memref.load %B[%k, %j] : memref<4x4xf64>
      %c = memref.load %C[%jm] : memref<4xf64>
      %s = arith.addf %c, %b : f64
      memref.store %s, %C[%jm] : memref<4xf64>
    }
  }
  memref.dealloc %C : memref<4xf64>
  memref.dealloc %B : memref<4x4xf64>
  return
}

// A stencil: every access is indexed by k and the one store by both k and j, so no element is
// shared by the copies or carried over j; fusing the rows would only add registers and checks
// (heat-3d ran 1.4x slower jammed). Left alone.
// CHECK-LABEL: func.func @stencil
// CHECK-NOT: scf.if
// CHECK: scf.for %{{.*}} = %c1 to %c7 step %c1 {
// CHECK: scf.for %{{.*}} = %c0 to %c8 step %c1 {
// CHECK: return
func.func @stencil(%A: memref<8x8xf64>, %B: memref<8x8xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  scf.for %k = %c1 to %c7 step %c1 {
    %km = arith.subi %k, %c1 : index
    %kp = arith.addi %k, %c1 : index
    scf.for %j = %c0 to %c8 step %c1 {
      %u = memref.load %A[%km, %j] : memref<8x8xf64>
      %c = memref.load %A[%k, %j] : memref<8x8xf64>
      %d = memref.load %A[%kp, %j] : memref<8x8xf64>
      %s = arith.addf %u, %c : f64
      %t = arith.addf %s, %d : f64
      memref.store %t, %B[%k, %j] : memref<8x8xf64>
    }
  }
  return
}

// The same shape reading an element every row shares (covariance's data[i][j] -= mean[j]):
// jammed, mean[j] read once for the four copies of one j iteration.
// CHECK-LABEL: func.func @shared_row
// CHECK: scf.if
// CHECK: scf.for %{{.*}} = %c0 to %{{.*}} step %c4 {
// CHECK: scf.for
// CHECK: %[[M:.*]] = memref.load %{{.*}}[%{{.*}}] : memref<8xf64>
// CHECK-COUNT-4: arith.subf %{{.*}}, %[[M]] : f64
// CHECK-NOT: memref<8xf64>
// CHECK: } else {
func.func @shared_row(%D: memref<8x8xf64>, %M: memref<8xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.for %k = %c0 to %c8 step %c1 {
    scf.for %j = %c0 to %c8 step %c1 {
      %x = memref.load %D[%k, %j] : memref<8x8xf64>
      %m = memref.load %M[%j] : memref<8xf64>
      %y = arith.subf %x, %m : f64
      memref.store %y, %D[%k, %j] : memref<8x8xf64>
    }
  }
  return
}
