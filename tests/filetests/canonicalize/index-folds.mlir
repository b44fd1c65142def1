// index dialect folds and patterns as mlir-opt 22.1.8 --canonicalize: folds only where 32- and
// 64-bit index agree, reassociation of constants, cmp of sub, cmp of min/max, casts.
// RUN: memref-opt %s --canonicalize | filecheck %s
func.func @f(%a: index, %b: index, %i: i32) -> (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) {
  %c0 = index.constant 0
  %c1 = index.constant 1
  %c5 = index.constant 5
  %cm7 = index.constant -7
  %big = index.constant 4294967296
  %c40 = index.constant 40
  %0 = index.add %c5, %cm7
  %1 = index.divs %cm7, %c5
  %2 = index.ceildivs %cm7, %c5
  %3 = index.floordivs %cm7, %c5
  %4 = index.divu %big, %c5
  %5 = index.rems %cm7, %c5
  %6 = index.shl %c5, %c40
  %7 = index.shl %c5, %c5
  %8 = index.add %a, %c0
  %9 = index.mul %a, %c0
  %10 = index.mul %a, %c1
  %11 = index.add %a, %c5
  %12 = index.add %11, %cm7
  %13 = index.maxs %a, %c5
  %14 = index.maxs %13, %cm7
  %15 = index.castu %i : i32 to index
  %ci = arith.constant -1 : i32
  %16 = index.casts %ci : i32 to index
  %17 = index.castu %ci : i32 to index
  %18 = index.ceildivu %big, %c5
  %19 = index.minu %cm7, %c5
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %12, %14, %15, %16, %17, %18, %19, %big, %a : index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index
}
func.func @g(%a: index, %b: index) -> (i1, i1, i1, i1, i1, i1, i64, i32, i64) {
  %c0 = index.constant 0
  %c5 = index.constant 5
  %big = index.constant 4294967296
  %s = index.sub %a, %b
  %0 = index.cmp slt(%s, %c0)
  %1 = index.cmp sgt(%c0, %s)
  %2 = index.cmp eq(%a, %a)
  %3 = index.cmp ult(%big, %c5)
  %m = index.mins %a, %c5
  %4 = index.cmp sle(%m, %c5)
  %5 = index.cmp sgt(%m, %c5)
  %6 = index.casts %c5 : index to i64
  %7 = index.casts %big : index to i32
  %8 = index.casts %big : index to i64
  %cc = arith.constant 3 : index
  %9 = index.add %cc, %c5
  %t = index.sizeof
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : i1, i1, i1, i1, i1, i1, i64, i32, i64
}
func.func @reassoc(%a: index) -> (index, index, index, index, index, index, index) {
  %c3 = index.constant 3
  %c12 = index.constant 12
  %m = index.mul %a, %c3
  %0 = index.mul %m, %c12
  %x = index.xor %a, %c3
  %1 = index.xor %x, %c12
  %o = index.or %c3, %a
  %2 = index.or %o, %c12
  %n = index.and %a, %c3
  %3 = index.and %n, %c12
  %u = index.minu %a, %c3
  %4 = index.minu %u, %c12
  %v = index.maxu %a, %c3
  %5 = index.maxu %v, %c12
  %s = index.mins %a, %c3
  %6 = index.mins %s, %c12
  return %0, %1, %2, %3, %4, %5, %6 : index, index, index, index, index, index, index
}
func.func @no_fold(%a: index) -> (index, index, index, index, i1, i1) {
  %c0 = index.constant 0
  %max = index.constant 9223372036854775807
  %min = index.constant -9223372036854775808
  %m1 = index.constant -1
  %0 = index.divs %a, %c0
  %1 = index.divs %min, %m1
  %2 = index.remu %max, %c0
  %3 = index.add %max, %max
  %4 = index.cmp slt(%max, %c0)
  %ma = index.maxu %a, %max
  %5 = index.cmp uge(%ma, %m1)
  return %0, %1, %2, %3, %4, %5 : index, index, index, index, i1, i1
}

// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: index, %arg1: index, %arg2: i32) -> (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) {
// CHECK-NEXT: %idx4294967295 = index.constant 4294967295
// CHECK-NEXT: %idx0 = index.constant 0
// CHECK-NEXT: %idx160 = index.constant 160
// CHECK-NEXT: %idx5 = index.constant 5
// CHECK-NEXT: %idx4294967296 = index.constant 4294967296
// CHECK-NEXT: %idx40 = index.constant 40
// CHECK-NEXT: %idx-2 = index.constant -2
// CHECK-NEXT: %idx-1 = index.constant -1
// CHECK-NEXT: %0 = index.divu %idx4294967296, %idx5
// CHECK-NEXT: %1 = index.shl %idx5, %idx40
// CHECK-NEXT: %2 = index.add %arg0, %idx-2
// CHECK-NEXT: %3 = index.maxs %arg0, %idx5
// CHECK-NEXT: %4 = index.castu %arg2 : i32 to index
// CHECK-NEXT: %5 = index.ceildivu %idx4294967296, %idx5
// CHECK-NEXT: return %idx-2, %idx-1, %idx-1, %idx-2, %0, %idx-2, %1, %idx160, %arg0, %idx0, %arg0, %2, %3, %4, %idx-1, %idx4294967295, %5, %idx5, %idx4294967296, %arg0 : index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: func.func @g(%arg0: index, %arg1: index) -> (i1, i1, i1, i1, i1, i1, i64, i32, i64) {
// CHECK-NEXT: %false = index.bool.constant false
// CHECK-NEXT: %true = index.bool.constant true
// CHECK-NEXT: %idx5 = index.constant 5
// CHECK-NEXT: %idx4294967296 = index.constant 4294967296
// CHECK-NEXT: %0 = index.cmp slt(%arg0, %arg1)
// CHECK-NEXT: %1 = index.cmp sgt(%arg1, %arg0)
// CHECK-NEXT: %2 = index.cmp ult(%idx4294967296, %idx5)
// CHECK-NEXT: %3 = index.casts %idx5 : index to i64
// CHECK-NEXT: %4 = index.casts %idx4294967296 : index to i32
// CHECK-NEXT: %5 = index.casts %idx4294967296 : index to i64
// CHECK-NEXT: return %0, %1, %true, %2, %true, %false, %3, %4, %5 : i1, i1, i1, i1, i1, i1, i64, i32, i64
// CHECK-NEXT: }
// CHECK-NEXT: func.func @reassoc(%arg0: index) -> (index, index, index, index, index, index, index) {
// CHECK-NEXT: %idx12 = index.constant 12
// CHECK-NEXT: %idx3 = index.constant 3
// CHECK-NEXT: %idx0 = index.constant 0
// CHECK-NEXT: %idx15 = index.constant 15
// CHECK-NEXT: %idx36 = index.constant 36
// CHECK-NEXT: %0 = index.mul %arg0, %idx36
// CHECK-NEXT: %1 = index.xor %arg0, %idx15
// CHECK-NEXT: %2 = index.or %arg0, %idx15
// CHECK-NEXT: %3 = index.and %arg0, %idx0
// CHECK-NEXT: %4 = index.minu %arg0, %idx3
// CHECK-NEXT: %5 = index.maxu %arg0, %idx12
// CHECK-NEXT: %6 = index.mins %arg0, %idx3
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6 : index, index, index, index, index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: func.func @no_fold(%arg0: index) -> (index, index, index, index, i1, i1) {
// CHECK-NEXT: %idx-2 = index.constant -2
// CHECK-NEXT: %idx-9223372036854775808 = index.constant -9223372036854775808
// CHECK-NEXT: %idx0 = index.constant 0
// CHECK-NEXT: %idx9223372036854775807 = index.constant 9223372036854775807
// CHECK-NEXT: %idx-1 = index.constant -1
// CHECK-NEXT: %0 = index.divs %arg0, %idx0
// CHECK-NEXT: %1 = index.remu %idx9223372036854775807, %idx0
// CHECK-NEXT: %2 = index.cmp slt(%idx9223372036854775807, %idx0)
// CHECK-NEXT: %3 = index.maxu %arg0, %idx9223372036854775807
// CHECK-NEXT: %4 = index.cmp uge(%3, %idx-1)
// CHECK-NEXT: return %0, %idx-9223372036854775808, %1, %idx-2, %2, %4 : index, index, index, index, i1, i1
// CHECK-NEXT: }
// CHECK-NEXT: }
