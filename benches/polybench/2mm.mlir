// PolyBench 2mm, MEDIUM (NI=180, NJ=190, NK=210, NL=220), f64: D = alpha*A*B*C + beta*D.
// Prints the kernel's seconds, then the sum of D and its bits.
func.func private @rtclock() -> f64
func.func private @printF64(f64)
func.func private @printI64(i64)
func.func private @printNewline()
func.func @f64_of(%i: index) -> f64 {
  %a = arith.index_cast %i : index to i64
  %b = arith.sitofp %a : i64 to f64
  return %b : f64
}
// M[i][j] = ((i*(j+b)+c) % n) / n over a rows x cols matrix.
func.func @init(%M: memref<?x?xf64>, %b: index, %c: index, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %rows = memref.dim %M, %c0 : memref<?x?xf64>
  %cols = memref.dim %M, %c1 : memref<?x?xf64>
  %fn = func.call @f64_of(%n) : (index) -> f64
  scf.for %i = %c0 to %rows step %c1 {
    scf.for %j = %c0 to %cols step %c1 {
      %jb = arith.addi %j, %b : index
      %p = arith.muli %i, %jb : index
      %q = arith.addi %p, %c : index
      %r = arith.remsi %q, %n : index
      %f = func.call @f64_of(%r) : (index) -> f64
      %v = arith.divf %f, %fn : f64
      memref.store %v, %M[%i, %j] : memref<?x?xf64>
    }
  }
  return
}
func.func @kernel(%alpha: f64, %beta: f64, %tmp: memref<180x190xf64>, %A: memref<180x210xf64>,
                  %B: memref<210x190xf64>, %C: memref<190x220xf64>, %D: memref<180x220xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %ni = arith.constant 180 : index
  %nj = arith.constant 190 : index
  %nk = arith.constant 210 : index
  %nl = arith.constant 220 : index
  %zero = arith.constant 0.0 : f64
  scf.for %i = %c0 to %ni step %c1 {
    scf.for %j = %c0 to %nj step %c1 {
      memref.store %zero, %tmp[%i, %j] : memref<180x190xf64>
      scf.for %k = %c0 to %nk step %c1 {
        %a = memref.load %A[%i, %k] : memref<180x210xf64>
        %aa = arith.mulf %alpha, %a : f64
        %b = memref.load %B[%k, %j] : memref<210x190xf64>
        %p = arith.mulf %aa, %b : f64
        %t = memref.load %tmp[%i, %j] : memref<180x190xf64>
        %s = arith.addf %t, %p : f64
        memref.store %s, %tmp[%i, %j] : memref<180x190xf64>
      }
    }
  }
  scf.for %i = %c0 to %ni step %c1 {
    scf.for %j = %c0 to %nl step %c1 {
      %d = memref.load %D[%i, %j] : memref<180x220xf64>
      %db = arith.mulf %d, %beta : f64
      memref.store %db, %D[%i, %j] : memref<180x220xf64>
      scf.for %k = %c0 to %nj step %c1 {
        %t = memref.load %tmp[%i, %k] : memref<180x190xf64>
        %c = memref.load %C[%k, %j] : memref<190x220xf64>
        %p = arith.mulf %t, %c : f64
        %x = memref.load %D[%i, %j] : memref<180x220xf64>
        %s = arith.addf %x, %p : f64
        memref.store %s, %D[%i, %j] : memref<180x220xf64>
      }
    }
  }
  return
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %ni = arith.constant 180 : index
  %nj = arith.constant 190 : index
  %nk = arith.constant 210 : index
  %nl = arith.constant 220 : index
  %alpha = arith.constant 1.5 : f64
  %beta = arith.constant 1.2 : f64
  %tmp = memref.alloc() : memref<180x190xf64>
  %A = memref.alloc() : memref<180x210xf64>
  %B = memref.alloc() : memref<210x190xf64>
  %C = memref.alloc() : memref<190x220xf64>
  %D = memref.alloc() : memref<180x220xf64>
  // A[i][j] = ((i*j+1) % ni)/ni; B[i][j] = (i*(j+1) % nj)/nj;
  // C[i][j] = ((i*(j+3)+1) % nl)/nl; D[i][j] = (i*(j+2) % nk)/nk
  %Ad = memref.cast %A : memref<180x210xf64> to memref<?x?xf64>
  %Bd = memref.cast %B : memref<210x190xf64> to memref<?x?xf64>
  %Cd = memref.cast %C : memref<190x220xf64> to memref<?x?xf64>
  %Dd = memref.cast %D : memref<180x220xf64> to memref<?x?xf64>
  func.call @init(%Ad, %c0, %c1, %ni) : (memref<?x?xf64>, index, index, index) -> ()
  func.call @init(%Bd, %c1, %c0, %nj) : (memref<?x?xf64>, index, index, index) -> ()
  func.call @init(%Cd, %c3, %c1, %nl) : (memref<?x?xf64>, index, index, index) -> ()
  func.call @init(%Dd, %c2, %c0, %nk) : (memref<?x?xf64>, index, index, index) -> ()
  %t0 = func.call @rtclock() : () -> f64
  func.call @kernel(%alpha, %beta, %tmp, %A, %B, %C, %D)
    : (f64, f64, memref<180x190xf64>, memref<180x210xf64>, memref<210x190xf64>,
       memref<190x220xf64>, memref<180x220xf64>) -> ()
  %t1 = func.call @rtclock() : () -> f64
  %dt = arith.subf %t1, %t0 : f64
  func.call @printF64(%dt) : (f64) -> ()
  func.call @printNewline() : () -> ()
  %zero = arith.constant 0.0 : f64
  %sum = scf.for %i = %c0 to %ni step %c1 iter_args(%s = %zero) -> (f64) {
    %si = scf.for %j = %c0 to %nl step %c1 iter_args(%t = %s) -> (f64) {
      %v = memref.load %D[%i, %j] : memref<180x220xf64>
      %u = arith.addf %t, %v : f64
      scf.yield %u : f64
    }
    scf.yield %si : f64
  }
  func.call @printF64(%sum) : (f64) -> ()
  func.call @printNewline() : () -> ()
  // The checksum's bits: a float reassociation shows in the last place.
  %bits = arith.bitcast %sum : f64 to i64
  func.call @printI64(%bits) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
