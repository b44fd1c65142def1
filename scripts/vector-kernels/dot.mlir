// dot product of two 1M-element f32 vectors with vector<8xf32> loads and fma, 400 times.
func.func private @rtclock() -> f64
func.func private @printF64(f64)
func.func private @printF32(f32)
func.func private @printNewline()
func.func @dot(%a: memref<?xf32>, %b: memref<?xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %z = arith.constant dense<0.0> : vector<8xf32>
  %acc = scf.for %i = %c0 to %n step %c8 iter_args(%s = %z) -> (vector<8xf32>) {
    %va = vector.load %a[%i] : memref<?xf32>, vector<8xf32>
    %vb = vector.load %b[%i] : memref<?xf32>, vector<8xf32>
    %r = vector.fma %va, %vb, %s : vector<8xf32>
    scf.yield %r : vector<8xf32>
  }
  %d = vector.reduction <add>, %acc : vector<8xf32> into f32
  return %d : f32
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 1048576 : index
  %a = memref.alloc(%n) : memref<?xf32>
  %b = memref.alloc(%n) : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i32
    %k = arith.constant 7 : i32
    %m = arith.remsi %ii, %k : i32
    %f = arith.sitofp %m : i32 to f32
    memref.store %f, %a[%i] : memref<?xf32>
    memref.store %f, %b[%i] : memref<?xf32>
  }
  %reps = arith.constant 400 : index
  %t0 = func.call @rtclock() : () -> f64
  %last = scf.for %r = %c0 to %reps step %c1 iter_args(%x = %c0) -> (index) {
    %d = func.call @dot(%a, %b, %n) : (memref<?xf32>, memref<?xf32>, index) -> f32
    // Each repetition reads what the previous one wrote: nothing is loop-invariant.
    %dm = arith.constant 1.0e-9 : f32
    %ds = arith.mulf %d, %dm : f32
    memref.store %ds, %a[%c0] : memref<?xf32>
    %di = arith.fptosi %d : f32 to i64
    %dx = arith.index_cast %di : i64 to index
    scf.yield %dx : index
  }
  %t1 = func.call @rtclock() : () -> f64
  %dt = arith.subf %t1, %t0 : f64
  func.call @printF64(%dt) : (f64) -> ()
  func.call @printNewline() : () -> ()
  %li = arith.index_cast %last : index to i64
  %lf = arith.sitofp %li : i64 to f32
  func.call @printF32(%lf) : (f32) -> ()
  func.call @printNewline() : () -> ()
  return
}
