// -O2's order, jit-unroll-and-jam then jit-scalar-replacement, on bicg's nest: q[i] is zeroed
// before the j loop and summed in it, s[j] is updated in it. Jammed over i, the four q[i + u]
// are carried in registers by the versioned inner loop; this needs 68 run-time check pairs
// (bicg ran the four sums through memory while the limit was 64).
// RUN: memref-opt %s --jit-unroll-and-jam --jit-scalar-replacement | filecheck %s
// CHECK-LABEL: func.func @bicg
// CHECK: scf.for %{{.*}} step %c4 {
// CHECK: scf.for %{{.*}} iter_args(%{{[^,]*}}, %{{[^,]*}}, %{{[^,]*}}, %{{[^)]*}}) -> (f64, f64, f64, f64) {
func.func @bicg(%A: memref<?x?xf64>, %s: memref<?xf64>, %q: memref<?xf64>, %p: memref<?xf64>, %r: memref<?xf64>, %n: index, %m: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f64
  scf.for %i = %c0 to %n step %c1 {
    memref.store %zero, %q[%i] : memref<?xf64>
    scf.for %j = %c0 to %m step %c1 {
      %sj = memref.load %s[%j] : memref<?xf64>
      %ri = memref.load %r[%i] : memref<?xf64>
      %a = memref.load %A[%i, %j] : memref<?x?xf64>
      %x = arith.mulf %ri, %a : f64
      %y = arith.addf %sj, %x : f64
      memref.store %y, %s[%j] : memref<?xf64>
      %qi = memref.load %q[%i] : memref<?xf64>
      %pj = memref.load %p[%j] : memref<?xf64>
      %u = arith.mulf %a, %pj : f64
      %v = arith.addf %qi, %u : f64
      memref.store %v, %q[%i] : memref<?xf64>
    }
  }
  return
}
