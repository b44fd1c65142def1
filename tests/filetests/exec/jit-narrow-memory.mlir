// Memrefs and loops of narrow integers: an element takes LLVM's allocation size (i24: 4
// bytes) and a store writes its store size (i24: 3 bytes, i40: 5), seen through an i8 view
// of the same buffer (the interpreter used to lay i24 elements 3 bytes apart yet write 4
// bytes each, past the end of the buffer for the last); globals, copies, subviews; scf.for
// over i12/i5 induction variables.
// Expected output from upstream mlir-runner.
// RUN: memref-run %s --engine=jit | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
// RUN: memref-run %s --no-pipeline --leak-check=off --engine=jit | filecheck %s
// RUN: memref-run %s --engine=jit --check-bounds | filecheck %s
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()
memref.global "private" constant @g12 : memref<3xi12> = dense<[-1, 2047, -2048]>
memref.global "private" @g40 : memref<2xi40> = dense<[-2, 549755813887]>
func.func @pu(%x: i64) {
  func.call @printI64(%x) : (i64) -> ()
  func.call @printComma() : () -> ()
  return
}
// Narrow-integer memrefs: stores and loads (sign bits kept), globals, copies, subviews, and
// the bytes a store writes, seen through an i8 view of the same buffer.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %g = memref.get_global @g12 : memref<3xi12>
  scf.for %i = %c0 to %c3 step %c1 {
    %v = memref.load %g[%i] : memref<3xi12>
    %s = arith.extsi %v : i12 to i64
    %u = arith.extui %v : i12 to i64
    func.call @pu(%s) : (i64) -> ()
    func.call @pu(%u) : (i64) -> ()
  }
  func.call @printNewline() : () -> ()
  %h = memref.get_global @g40 : memref<2xi40>
  %h0 = memref.load %h[%c0] : memref<2xi40>
  %one = arith.constant 1 : i40
  %h1 = arith.addi %h0, %one : i40
  memref.store %h1, %h[%c1] : memref<2xi40>
  scf.for %i = %c0 to %c2 step %c1 {
    %v = memref.load %h[%i] : memref<2xi40>
    %s = arith.extsi %v : i40 to i64
    func.call @pu(%s) : (i64) -> ()
  }
  func.call @printNewline() : () -> ()
  // Bytes: fill with 0xAB, then store i24 and i40 values through views of the same buffer.
  %buf = memref.alloc() : memref<16xi8>
  %ab = arith.constant -85 : i8
  scf.for %i = %c0 to %c16 step %c1 {
    memref.store %ab, %buf[%i] : memref<16xi8>
  }
  %v24 = memref.view %buf[%c0][] : memref<16xi8> to memref<2xi24>
  %m = arith.constant -2 : i24
  %p = arith.constant 4660 : i24
  memref.store %m, %v24[%c0] : memref<2xi24>
  memref.store %p, %v24[%c1] : memref<2xi24>
  %c8 = arith.constant 8 : index
  %v40 = memref.view %buf[%c8][] : memref<16xi8> to memref<1xi40>
  %q = arith.constant -3 : i40
  memref.store %q, %v40[%c0] : memref<1xi40>
  scf.for %i = %c0 to %c16 step %c1 {
    %b = memref.load %buf[%i] : memref<16xi8>
    %e = arith.extui %b : i8 to i64
    func.call @pu(%e) : (i64) -> ()
  }
  func.call @printNewline() : () -> ()
  scf.for %i = %c0 to %c2 step %c1 {
    %v = memref.load %v24[%i] : memref<2xi24>
    %s = arith.extsi %v : i24 to i64
    func.call @pu(%s) : (i64) -> ()
  }
  %w = memref.load %v40[%c0] : memref<1xi40>
  %ws = arith.extsi %w : i40 to i64
  func.call @pu(%ws) : (i64) -> ()
  func.call @printNewline() : () -> ()
  // Copy and subview of an i24 buffer.
  %a = memref.alloc() : memref<4xi24>
  scf.for %i = %c0 to %c4 step %c1 {
    %x = arith.index_cast %i : index to i24
    %y = arith.muli %x, %m : i24
    memref.store %y, %a[%i] : memref<4xi24>
  }
  %b = memref.alloc() : memref<4xi24>
  memref.copy %a, %b : memref<4xi24> to memref<4xi24>
  %sv = memref.subview %b[1] [2] [2] : memref<4xi24> to memref<2xi24, strided<[2], offset: 1>>
  scf.for %i = %c0 to %c2 step %c1 {
    %v = memref.load %sv[%i] : memref<2xi24, strided<[2], offset: 1>>
    %s = arith.extsi %v : i24 to i64
    func.call @pu(%s) : (i64) -> ()
  }
  func.call @printNewline() : () -> ()
  func.call @loops() : () -> ()
  return
}
// Loops over narrow induction variables: negative bounds (signed compare), an unsigned
// compare past the signed maximum, a step that wraps on the last increment of an i12.
func.func @loops() {
  %lb = arith.constant -3 : i12
  %ub = arith.constant 2 : i12
  %st = arith.constant 2 : i12
  scf.for %i = %lb to %ub step %st : i12 {
    %e = arith.extsi %i : i12 to i64
    func.call @pu(%e) : (i64) -> ()
  }
  func.call @printNewline() : () -> ()
  %ulb = arith.constant 2045 : i12
  %uub = arith.constant -2045 : i12
  %one = arith.constant 1 : i12
  scf.for unsigned %i = %ulb to %uub step %one : i12 {
    %e = arith.extui %i : i12 to i64
    func.call @pu(%e) : (i64) -> ()
  }
  func.call @printNewline() : () -> ()
  %n = arith.constant 5 : i5
  %z = arith.constant 0 : i5
  %s3 = arith.constant 3 : i5
  %sum = scf.for %i = %z to %n step %s3 iter_args(%acc = %z) -> (i5) : i5 {
    %a = arith.addi %acc, %i : i5
    %b = arith.muli %a, %n : i5
    scf.yield %b : i5
  }
  %se = arith.extsi %sum : i5 to i64
  func.call @pu(%se) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
// CHECK:      {{^}}-1, 4095, 2047, 2047, -2048, 2048, {{$}}
// CHECK-NEXT: {{^}}-2, -1, {{$}}
// CHECK-NEXT: {{^}}254, 255, 255, 171, 52, 18, 0, 171, 253, 255, 255, 255, 255, 171, 171, 171, {{$}}
// CHECK-NEXT: {{^}}-2, 4660, -3, {{$}}
// CHECK-NEXT: {{^}}-2, -6, {{$}}
// CHECK-NEXT: {{^}}-3, -1, 1, {{$}}
// CHECK-NEXT: {{^}}2045, 2046, 2047, 2048, 2049, 2050, {{$}}
// CHECK-NEXT: {{^}}15, {{$}}
