func.func private @add3(i64) -> i64
func.func private @halve(f64) -> f64
func.func private @sum1d(memref<?xi64>) -> i64
func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printNewline()
func.func @main() {
  %x = arith.constant 39 : i64
  %y = func.call @add3(%x) : (i64) -> i64
  func.call @printI64(%y) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %h = arith.constant 5.0 : f64
  %g = func.call @halve(%h) : (f64) -> f64
  func.call @printF64(%g) : (f64) -> ()
  func.call @printNewline() : () -> ()
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %m = memref.alloc(%c4) : memref<?xi64>
  scf.for %i = %c0 to %c4 step %c1 {
    %v = arith.index_cast %i : index to i64
    memref.store %v, %m[%i] : memref<?xi64>
  }
  %s = func.call @sum1d(%m) : (memref<?xi64>) -> i64
  func.call @printI64(%s) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
