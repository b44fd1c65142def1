// Vectors whose rows are whole 128-bit chunks (vector<4xf32>, <8xf32>, <2xf64>, <16xi8>,
// <8xi16>, <4xi32>, <2xi64>, <2xindex>, <2x4xf32>) run in the JIT as SIMD values: elementwise
// arith and math a chunk at a time, contiguous loads and stores 16 bytes at a time (guarded
// under --check-bounds), and every other op through their lanes. Each result must be the
// scalar lowering's, bit for bit; the expected lines are upstream mlir-runner's.
// RUN: memref-run %s | filecheck %s
// RUN: memref-run %s --check-bounds | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
func.func @floats() {
  %a = arith.constant dense<[1.5, -0.0, 0x7F800000, 0x7FC00000]> : vector<4xf32>
  %b = arith.constant dense<[3.0, 0.0, 0xFF800000, 2.0]> : vector<4xf32>
  %s = arith.addf %a, %b : vector<4xf32>
  %d = arith.subf %a, %b : vector<4xf32>
  %m = arith.mulf %a, %b : vector<4xf32>
  %q = arith.divf %a, %b : vector<4xf32>
  %n = arith.negf %a : vector<4xf32>
  %r = math.sqrt %b : vector<4xf32>
  %x = math.absf %n : vector<4xf32>
  %f = math.fma %a, %b, %s : vector<4xf32>
  %g = vector.fma %a, %b, %s : vector<4xf32>
  vector.print %s : vector<4xf32>
  vector.print %d : vector<4xf32>
  vector.print %m : vector<4xf32>
  vector.print %q : vector<4xf32>
  vector.print %n : vector<4xf32>
  vector.print %r : vector<4xf32>
  vector.print %x : vector<4xf32>
  vector.print %f : vector<4xf32>
  vector.print %g : vector<4xf32>
  %c = arith.constant dense<[0.1, 1.0e300]> : vector<2xf64>
  %e = arith.constant dense<[0.2, 1.0e10]> : vector<2xf64>
  %ce = arith.mulf %c, %e : vector<2xf64>
  %cf = math.fma %c, %e, %c : vector<2xf64>
  %cs = arith.addf %c, %e : vector<2xf64>
  vector.print %ce : vector<2xf64>
  vector.print %cf : vector<2xf64>
  vector.print %cs : vector<2xf64>
  return
}
func.func @ints() {
  %a = arith.constant dense<[127, -128, 5, -1, 100, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]> : vector<16xi8>
  %b = arith.constant dense<[1, -1, 250, 2, 100, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]> : vector<16xi8>
  %s = arith.addi %a, %b : vector<16xi8>
  %m = arith.muli %a, %b : vector<16xi8>
  %x = arith.maxsi %a, %b : vector<16xi8>
  %u = arith.minui %a, %b : vector<16xi8>
  vector.print %s : vector<16xi8>
  vector.print %m : vector<16xi8>
  vector.print %x : vector<16xi8>
  vector.print %u : vector<16xi8>
  %h = arith.constant dense<[32767, -32768, 300, -3, 7, 8, 9, 10]> : vector<8xi16>
  %hm = arith.muli %h, %h : vector<8xi16>
  %hs = arith.subi %h, %hm : vector<8xi16>
  %hx = arith.maxui %h, %hs : vector<8xi16>
  vector.print %hm : vector<8xi16>
  vector.print %hs : vector<8xi16>
  vector.print %hx : vector<8xi16>
  %w = arith.constant dense<[2147483647, -2147483648, 65536, -7]> : vector<4xi32>
  %ww = arith.muli %w, %w : vector<4xi32>
  %wa = arith.andi %w, %ww : vector<4xi32>
  %wo = arith.ori %w, %ww : vector<4xi32>
  %wx = arith.xori %w, %ww : vector<4xi32>
  %wn = arith.minsi %w, %wx : vector<4xi32>
  vector.print %ww : vector<4xi32>
  vector.print %wa : vector<4xi32>
  vector.print %wo : vector<4xi32>
  vector.print %wx : vector<4xi32>
  vector.print %wn : vector<4xi32>
  %l = arith.constant dense<[9223372036854775807, -3]> : vector<2xi64>
  %lm = arith.muli %l, %l : vector<2xi64>
  %la = arith.addi %l, %lm : vector<2xi64>
  %lx = arith.maxsi %l, %la : vector<2xi64>
  %lu = arith.minui %l, %la : vector<2xi64>
  vector.print %lm : vector<2xi64>
  vector.print %la : vector<2xi64>
  vector.print %lx : vector<2xi64>
  vector.print %lu : vector<2xi64>
  %i = vector.step : vector<2xindex>
  %i2 = arith.addi %i, %i : vector<2xindex>
  %i3 = arith.muli %i2, %i2 : vector<2xindex>
  vector.print %i3 : vector<2xindex>
  return
}
// Two chunks a value, carried through a loop, a call, a branch and a select.
func.func @twice(%v: vector<8xf32>) -> vector<8xf32> {
  %r = arith.addf %v, %v : vector<8xf32>
  return %r : vector<8xf32>
}
func.func @carried(%flag: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %one = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]> : vector<8xf32>
  %z = arith.constant dense<0.0> : vector<8xf32>
  %acc = scf.for %i = %c0 to %c5 step %c1 iter_args(%s = %z) -> (vector<8xf32>) {
    %t = func.call @twice(%one) : (vector<8xf32>) -> vector<8xf32>
    %n = arith.addf %s, %t : vector<8xf32>
    scf.yield %n : vector<8xf32>
  }
  vector.print %acc : vector<8xf32>
  %p = scf.if %flag -> (vector<8xf32>) {
    scf.yield %acc : vector<8xf32>
  } else {
    scf.yield %one : vector<8xf32>
  }
  vector.print %p : vector<8xf32>
  %sel = arith.select %flag, %one, %acc : vector<8xf32>
  vector.print %sel : vector<8xf32>
  %red = vector.reduction <add>, %acc : vector<8xf32> into f32
  vector.print %red : f32
  %mx = vector.reduction <maxnumf>, %acc : vector<8xf32> into f32
  vector.print %mx : f32
  cf.br ^bb1(%acc : vector<8xf32>)
^bb1(%b: vector<8xf32>):
  %e = vector.extract %b[7] : f32 from vector<8xf32>
  vector.print %e : f32
  %ins = vector.insert %e, %b[0] : f32 into vector<8xf32>
  vector.print %ins : vector<8xf32>
  return
}
// 2-D vectors of whole rows, shuffles and casts through lanes.
func.func @shapes(%k: index) {
  %a = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0]]> : vector<2x4xf32>
  %b = arith.mulf %a, %a : vector<2x4xf32>
  vector.print %b : vector<2x4xf32>
  %row = vector.extract %b[1] : vector<4xf32> from vector<2x4xf32>
  vector.print %row : vector<4xf32>
  %dyn = vector.extract %row[%k] : f32 from vector<4xf32>
  vector.print %dyn : f32
  %dins = vector.insert %dyn, %row[%k] : f32 into vector<4xf32>
  vector.print %dins : vector<4xf32>
  %t = vector.transpose %a, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
  vector.print %t : vector<4x2xf32>
  %flat = vector.shape_cast %a : vector<2x4xf32> to vector<8xf32>
  vector.print %flat : vector<8xf32>
  %bc = vector.bitcast %row : vector<4xf32> to vector<4xi32>
  vector.print %bc : vector<4xi32>
  %bb = vector.bitcast %bc : vector<4xi32> to vector<16xi8>
  vector.print %bb : vector<16xi8>
  %bs = vector.broadcast %k : index to vector<2xindex>
  vector.print %bs : vector<2xindex>
  %sh = vector.shuffle %row, %row [7, 0, 5, 2] : vector<4xf32>, vector<4xf32>
  vector.print %sh : vector<4xf32>
  %cmp = arith.cmpf olt, %row, %sh : vector<4xf32>
  vector.print %cmp : vector<4xi1>
  %mix = arith.select %cmp, %row, %sh : vector<4xi1>, vector<4xf32>
  vector.print %mix : vector<4xf32>
  %fi = arith.fptosi %mix : vector<4xf32> to vector<4xi32>
  vector.print %fi : vector<4xi32>
  %ext = arith.extf %row : vector<4xf32> to vector<4xf64>
  vector.print %ext : vector<4xf64>
  return
}
// Loads and stores: contiguous (16 bytes a chunk, at any element offset), strided views (lane
// by lane), memrefs of vectors, and the last lanes of a buffer.
func.func @memory() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c12 = arith.constant 12 : index
  %c16 = arith.constant 16 : index
  %c2 = arith.constant 2 : index
  %m = memref.alloc() : memref<16xf32>
  scf.for %i = %c0 to %c16 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %m[%i] : memref<16xf32>
  }
  %v = vector.load %m[%c3] : memref<16xf32>, vector<8xf32>
  vector.print %v : vector<8xf32>
  %w = arith.addf %v, %v : vector<8xf32>
  vector.store %w, %m[%c1] : memref<16xf32>, vector<8xf32>
  %end = vector.load %m[%c12] : memref<16xf32>, vector<4xf32>
  vector.print %end : vector<4xf32>
  %all = vector.load %m[%c0] : memref<16xf32>, vector<16xf32>
  vector.print %all : vector<16xf32>
  %sv = memref.subview %m[1] [4] [3] : memref<16xf32> to memref<4xf32, strided<[3], offset: 1>>
  %pad = arith.constant -1.0 : f32
  %sl = vector.transfer_read %sv[%c0], %pad : memref<4xf32, strided<[3], offset: 1>>, vector<4xf32>
  vector.print %sl : vector<4xf32>
  %neg = arith.negf %sl : vector<4xf32>
  vector.transfer_write %neg, %sv[%c0] : vector<4xf32>, memref<4xf32, strided<[3], offset: 1>>
  %all2 = vector.load %m[%c0] : memref<16xf32>, vector<16xf32>
  vector.print %all2 : vector<16xf32>
  %sq = memref.reinterpret_cast %m to offset: [1], sizes: [3, 4], strides: [4, 1] : memref<16xf32> to memref<3x4xf32, strided<[4, 1], offset: 1>>
  %inner = vector.load %sq[%c1, %c0] : memref<3x4xf32, strided<[4, 1], offset: 1>>, vector<4xf32>
  vector.print %inner : vector<4xf32>
  %in2 = arith.mulf %inner, %inner : vector<4xf32>
  vector.store %in2, %sq[%c1, %c0] : memref<3x4xf32, strided<[4, 1], offset: 1>>, vector<4xf32>
  %all3 = vector.load %m[%c0] : memref<16xf32>, vector<16xf32>
  vector.print %all3 : vector<16xf32>
  %two = memref.alloc() : memref<3x4xi32>
  %r = arith.constant dense<[10, 20, 30, 40]> : vector<4xi32>
  vector.store %r, %two[%c1, %c0] : memref<3x4xi32>, vector<4xi32>
  %r2 = arith.muli %r, %r : vector<4xi32>
  vector.store %r2, %two[%c0, %c0] : memref<3x4xi32>, vector<4xi32>
  %r3 = arith.subi %r2, %r : vector<4xi32>
  vector.store %r3, %two[%c2, %c0] : memref<3x4xi32>, vector<4xi32>
  %back = vector.load %two[%c1, %c0] : memref<3x4xi32>, vector<4xi32>
  vector.print %back : vector<4xi32>
  %mv = memref.alloc() : memref<2xvector<2x4xf32>>
  %e = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0]]> : vector<2x4xf32>
  memref.store %e, %mv[%c1] : memref<2xvector<2x4xf32>>
  %e2 = arith.mulf %e, %e : vector<2x4xf32>
  memref.store %e2, %mv[%c0] : memref<2xvector<2x4xf32>>
  %g = memref.load %mv[%c1] : memref<2xvector<2x4xf32>>
  %g2 = memref.load %mv[%c0] : memref<2xvector<2x4xf32>>
  vector.print %g : vector<2x4xf32>
  vector.print %g2 : vector<2x4xf32>
  %tc = vector.type_cast %two : memref<3x4xi32> to memref<vector<3x4xi32>>
  %whole = memref.load %tc[] : memref<vector<3x4xi32>>
  vector.print %whole : vector<3x4xi32>
  return
}
func.func @main() {
  %t = arith.constant true
  %c1 = arith.constant 1 : index
  func.call @floats() : () -> ()
  func.call @ints() : () -> ()
  func.call @carried(%t) : (i1) -> ()
  func.call @shapes(%c1) : (index) -> ()
  func.call @memory() : () -> ()
  return
}

// CHECK: ( 4.5, 0, nan, nan )
// CHECK-NEXT: ( -1.5, -0, inf, nan )
// CHECK-NEXT: ( 4.5, -0, -inf, nan )
// CHECK-NEXT: ( 0.5, nan, nan, nan )
// CHECK-NEXT: ( -1.5, 0, -inf, -nan )
// CHECK-NEXT: ( 1.73205, 0, -nan, 1.41421 )
// CHECK-NEXT: ( 1.5, 0, inf, nan )
// CHECK-NEXT: ( 9, 0, nan, nan )
// CHECK-NEXT: ( 9, 0, nan, nan )
// CHECK-NEXT: ( 0.02, inf )
// CHECK-NEXT: ( 0.12, inf )
// CHECK-NEXT: ( 0.3, 1e+300 )
// CHECK-NEXT: ( -128, 127, -1, 1, -56, 0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20 )
// CHECK-NEXT: ( 127, -128, -30, -2, 16, 0, 1, 4, 9, 16, 25, 36, 49, 64, 81, 100 )
// CHECK-NEXT: ( 127, -1, 5, 2, 100, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 )
// CHECK-NEXT: ( 1, -128, 5, 2, 100, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 )
// CHECK-NEXT: ( 1, 0, 24464, 9, 49, 64, 81, 100 )
// CHECK-NEXT: ( 32766, -32768, -24164, -12, -42, -56, -72, -90 )
// CHECK-NEXT: ( 32767, -32768, -24164, -3, -42, -56, -72, -90 )
// CHECK-NEXT: ( 1, 0, 0, 49 )
// CHECK-NEXT: ( 1, 0, 0, 49 )
// CHECK-NEXT: ( 2147483647, -2147483648, 65536, -7 )
// CHECK-NEXT: ( 2147483646, -2147483648, 65536, -56 )
// CHECK-NEXT: ( 2147483646, -2147483648, 65536, -56 )
// CHECK-NEXT: ( 1, 9 )
// CHECK-NEXT: ( -9223372036854775808, 6 )
// CHECK-NEXT: ( 9223372036854775807, 6 )
// CHECK-NEXT: ( 9223372036854775807, 6 )
// CHECK-NEXT: ( 0, 4 )
// CHECK-NEXT: ( 10, 20, 30, 40, 50, 60, 70, 80 )
// CHECK-NEXT: ( 10, 20, 30, 40, 50, 60, 70, 80 )
// CHECK-NEXT: ( 1, 2, 3, 4, 5, 6, 7, 8 )
// CHECK-NEXT: 360
// CHECK-NEXT: 80
// CHECK-NEXT: 80
// CHECK-NEXT: ( 80, 20, 30, 40, 50, 60, 70, 80 )
// CHECK-NEXT: ( ( 1, 4, 9, 16 ), ( 25, 36, 49, 64 ) )
// CHECK-NEXT: ( 25, 36, 49, 64 )
// CHECK-NEXT: 36
// CHECK-NEXT: ( 25, 36, 49, 64 )
// CHECK-NEXT: ( ( 1, 5 ), ( 2, 6 ), ( 3, 7 ), ( 4, 8 ) )
// CHECK-NEXT: ( 1, 2, 3, 4, 5, 6, 7, 8 )
// CHECK-NEXT: ( 1103626240, 1108344832, 1111752704, 1115684864 )
// CHECK-NEXT: ( 0, 0, -56, 65, 0, 0, 16, 66, 0, 0, 68, 66, 0, 0, -128, 66 )
// CHECK-NEXT: ( 1, 1 )
// CHECK-NEXT: ( 64, 25, 36, 49 )
// CHECK-NEXT: ( 1, 0, 0, 0 )
// CHECK-NEXT: ( 25, 25, 36, 49 )
// CHECK-NEXT: ( 25, 25, 36, 49 )
// CHECK-NEXT: ( 25, 36, 49, 64 )
// CHECK-NEXT: ( 3, 4, 5, 6, 7, 8, 9, 10 )
// CHECK-NEXT: ( 12, 13, 14, 15 )
// CHECK-NEXT: ( 0, 6, 8, 10, 12, 14, 16, 18, 20, 9, 10, 11, 12, 13, 14, 15 )
// CHECK-NEXT: ( 6, 12, 18, 10 )
// CHECK-NEXT: ( 0, -6, 8, 10, -12, 14, 16, -18, 20, 9, -10, 11, 12, 13, 14, 15 )
// CHECK-NEXT: ( 14, 16, -18, 20 )
// CHECK-NEXT: ( 0, -6, 8, 10, -12, 196, 256, 324, 400, 9, -10, 11, 12, 13, 14, 15 )
// CHECK-NEXT: ( 10, 20, 30, 40 )
// CHECK-NEXT: ( ( 1, 2, 3, 4 ), ( 5, 6, 7, 8 ) )
// CHECK-NEXT: ( ( 1, 4, 9, 16 ), ( 25, 36, 49, 64 ) )
// CHECK-NEXT: ( ( 100, 400, 900, 1600 ), ( 10, 20, 30, 40 ), ( 90, 380, 870, 1560 ) )
