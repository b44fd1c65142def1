func.func private @csum(memref<?xi64, strided<[?], offset: ?>>, i64) -> i64 attributes {llvm.emit_c_interface}
func.func private @crank(memref<*xi64>) -> i64 attributes {llvm.emit_c_interface}
func.func private @printMemrefI64(memref<*xi64>) attributes {llvm.emit_c_interface}
func.func private @printMemrefShapeI64(memref<*xi64>) attributes {llvm.emit_c_interface}
func.func private @verifyMemRefI32(memref<*xi32>, memref<*xi32>) -> i64 attributes {llvm.emit_c_interface}
func.func private @printI64(i64)
func.func private @printNewline()
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %m = memref.alloc(%c5) : memref<?xi64>
  scf.for %i = %c0 to %c5 step %c1 {
    %v = arith.index_cast %i : index to i64
    memref.store %v, %m[%i] : memref<?xi64>
  }
  // A strided view: elements 1 and 3.
  %s0 = memref.subview %m[1] [2] [2] : memref<?xi64> to memref<2xi64, strided<[2], offset: 1>>
  %s = memref.cast %s0 : memref<2xi64, strided<[2], offset: 1>> to memref<?xi64, strided<[?], offset: ?>>
  %b = arith.constant 1000 : i64
  %r = func.call @csum(%s, %b) : (memref<?xi64, strided<[?], offset: ?>>, i64) -> i64
  func.call @printI64(%r) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %u = memref.cast %m : memref<?xi64> to memref<*xi64>
  %k = func.call @crank(%u) : (memref<*xi64>) -> i64
  func.call @printI64(%k) : (i64) -> ()
  func.call @printNewline() : () -> ()
  func.call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  func.call @printMemrefShapeI64(%u) : (memref<*xi64>) -> ()
  // Only upstream's library has verifyMemRefI32 (mismatches go to its stderr).
  %x = memref.alloc() : memref<2xi32>
  %y = memref.alloc() : memref<2xi32>
  %seven = arith.constant 7 : i32
  %eight = arith.constant 8 : i32
  memref.store %seven, %x[%c0] : memref<2xi32>
  memref.store %seven, %x[%c1] : memref<2xi32>
  memref.store %seven, %y[%c0] : memref<2xi32>
  memref.store %eight, %y[%c1] : memref<2xi32>
  %ux = memref.cast %x : memref<2xi32> to memref<*xi32>
  %uy = memref.cast %y : memref<2xi32> to memref<*xi32>
  %e = func.call @verifyMemRefI32(%ux, %uy) : (memref<*xi32>, memref<*xi32>) -> i64
  func.call @printI64(%e) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
