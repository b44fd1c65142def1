// PolyBench floyd-warshall, MEDIUM (N=500), i32 (PolyBench's DATA_TYPE int here): all-pairs
// shortest paths. Prints the kernel's seconds, then the sum of path (printI64).
func.func private @rtclock() -> f64
func.func private @printF64(f64)
func.func private @printI64(i64)
func.func private @printNewline()
func.func @kernel(%path: memref<500x500xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 500 : index
  scf.for %k = %c0 to %n step %c1 {
    scf.for %i = %c0 to %n step %c1 {
      scf.for %j = %c0 to %n step %c1 {
        %ij = memref.load %path[%i, %j] : memref<500x500xi32>
        %ik = memref.load %path[%i, %k] : memref<500x500xi32>
        %kj = memref.load %path[%k, %j] : memref<500x500xi32>
        %via = arith.addi %ik, %kj : i32
        %lt = arith.cmpi slt, %ij, %via : i32
        %v = arith.select %lt, %ij, %via : i32
        memref.store %v, %path[%i, %j] : memref<500x500xi32>
      }
    }
  }
  return
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %c11 = arith.constant 11 : index
  %c13 = arith.constant 13 : index
  %n = arith.constant 500 : index
  %far = arith.constant 999 : i32
  %path = memref.alloc() : memref<500x500xi32>
  // path[i][j] = i*j % 7 + 1, or 999 where (i+j) is a multiple of 13, 7 or 11
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %p = arith.muli %i, %j : index
      %r = arith.remsi %p, %c7 : index
      %r1 = arith.addi %r, %c1 : index
      %w = arith.index_cast %r1 : index to i32
      %s = arith.addi %i, %j : index
      %m13 = arith.remsi %s, %c13 : index
      %m7 = arith.remsi %s, %c7 : index
      %m11 = arith.remsi %s, %c11 : index
      %z13 = arith.cmpi eq, %m13, %c0 : index
      %z7 = arith.cmpi eq, %m7, %c0 : index
      %z11 = arith.cmpi eq, %m11, %c0 : index
      %o1 = arith.ori %z13, %z7 : i1
      %o2 = arith.ori %o1, %z11 : i1
      %v = arith.select %o2, %far, %w : i32
      memref.store %v, %path[%i, %j] : memref<500x500xi32>
    }
  }
  %t0 = func.call @rtclock() : () -> f64
  func.call @kernel(%path) : (memref<500x500xi32>) -> ()
  %t1 = func.call @rtclock() : () -> f64
  %dt = arith.subf %t1, %t0 : f64
  func.call @printF64(%dt) : (f64) -> ()
  func.call @printNewline() : () -> ()
  %zero = arith.constant 0 : i64
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%s = %zero) -> (i64) {
    %si = scf.for %j = %c0 to %n step %c1 iter_args(%t = %s) -> (i64) {
      %v = memref.load %path[%i, %j] : memref<500x500xi32>
      %w = arith.extsi %v : i32 to i64
      %u = arith.addi %t, %w : i64
      scf.yield %u : i64
    }
    scf.yield %si : i64
  }
  func.call @printI64(%sum) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
