// The allocation-per-iteration loop: 1M iterations, each allocating a memref<16xf32>
// (freed by the deallocation pipeline at the end of the iteration), filling it with
// sitofp(it + j) and summing it; the sums are converted with fptosi and accumulated in i64.
// Not a PolyBench kernel: it measures the cost of alloc/free (and of the memory checker).
// Prints the loop's seconds, then the accumulated sum (printI64).
func.func private @rtclock() -> f64
func.func private @printF64(f64)
func.func private @printI64(i64)
func.func private @printNewline()
func.func @kernel(%iters: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %zero = arith.constant 0 : i64
  %fzero = arith.constant 0.0 : f32
  %acc = scf.for %it = %c0 to %iters step %c1 iter_args(%a = %zero) -> (i64) {
    %buf = memref.alloc() : memref<16xf32>
    scf.for %j = %c0 to %c16 step %c1 {
      %x = arith.addi %it, %j : index
      %xi = arith.index_cast %x : index to i32
      %f = arith.sitofp %xi : i32 to f32
      memref.store %f, %buf[%j] : memref<16xf32>
    }
    %s = scf.for %j = %c0 to %c16 step %c1 iter_args(%t = %fzero) -> (f32) {
      %v = memref.load %buf[%j] : memref<16xf32>
      %u = arith.addf %t, %v : f32
      scf.yield %u : f32
    }
    %si = arith.fptosi %s : f32 to i64
    %b = arith.addi %a, %si : i64
    scf.yield %b : i64
  }
  return %acc : i64
}
func.func @main() {
  %iters = arith.constant 1000000 : index
  %t0 = func.call @rtclock() : () -> f64
  %r = func.call @kernel(%iters) : (index) -> i64
  %t1 = func.call @rtclock() : () -> f64
  %dt = arith.subf %t1, %t0 : f64
  func.call @printF64(%dt) : (f64) -> ()
  func.call @printNewline() : () -> ()
  func.call @printI64(%r) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
