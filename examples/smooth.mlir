// Three rounds of smoothing; each round writes a fresh buffer and the loop carries the newest
// one. Nothing is freed in the source: `memref-run` inserts the frees with MLIR's
// buffer-deallocation pipeline, runs the program natively (Cranelift JIT) and checks every
// allocation. `--no-pipeline` runs it as written: the checker reports what leaks, and where.
func.func private @printMemrefF32(memref<*xf32>)

func.func @smooth(%x: memref<8xf32>, %rounds: index) -> memref<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %half = arith.constant 0.5 : f32
  %r = scf.for %k = %c0 to %rounds step %c1 iter_args(%cur = %x) -> (memref<8xf32>) {
    %next = memref.alloc() : memref<8xf32>
    memref.copy %cur, %next : memref<8xf32> to memref<8xf32>
    scf.for %i = %c1 to %c7 step %c1 {
      %l = arith.subi %i, %c1 : index
      %a = memref.load %cur[%l] : memref<8xf32>
      %b = memref.load %cur[%i] : memref<8xf32>
      %s = arith.addf %a, %b : f32
      %m = arith.mulf %s, %half : f32
      memref.store %m, %next[%i] : memref<8xf32>
    }
    scf.yield %next : memref<8xf32>
  }
  return %r : memref<8xf32>
}

func.func @main() {
  %x = memref.alloc() : memref<8xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %c8 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %sq = arith.mulf %f, %f : f32
    memref.store %sq, %x[%i] : memref<8xf32>
  }
  %y = func.call @smooth(%x, %c3) : (memref<8xf32>, index) -> memref<8xf32>
  %u = memref.cast %y : memref<8xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
