// saxpy y = a*x + y on 1M f32 elements with vector<8xf32> loads, fma and stores, 400 times.
func.func private @rtclock() -> f64
func.func private @printF64(f64)
func.func private @printF32(f32)
func.func private @printNewline()
func.func @saxpy(%x: memref<?xf32>, %y: memref<?xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %alpha = arith.constant dense<0.5> : vector<8xf32>
  scf.for %i = %c0 to %n step %c8 {
    %vx = vector.load %x[%i] : memref<?xf32>, vector<8xf32>
    %vy = vector.load %y[%i] : memref<?xf32>, vector<8xf32>
    %r = vector.fma %alpha, %vx, %vy : vector<8xf32>
    vector.store %r, %y[%i] : memref<?xf32>, vector<8xf32>
  }
  %v = memref.load %y[%c8] : memref<?xf32>
  return %v : f32
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
    %d = func.call @saxpy(%a, %b, %n) : (memref<?xf32>, memref<?xf32>, index) -> f32
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
