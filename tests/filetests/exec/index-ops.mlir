// Every index op run by both engines on run-time values (function arguments, so nothing
// folds), with the answers of upstream's mlir-runner (--convert-index-to-llvm, 64-bit index).
// RUN: memref-run %s --engine=jit | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
func.func private @printI64(i64)
func.func private @printNewline()

func.func @p(%v: index) {
  %i = index.casts %v : index to i64
  func.call @printI64(%i) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @pb(%b: i1) {
  %i = index.castu %b : i1 to index
  func.call @p(%i) : (index) -> ()
  return
}

func.func @ops(%a: index, %b: index) {
  %0 = index.add %a, %b
  func.call @p(%0) : (index) -> ()
  %1 = index.sub %a, %b
  func.call @p(%1) : (index) -> ()
  %2 = index.mul %a, %b
  func.call @p(%2) : (index) -> ()
  %3 = index.divs %a, %b
  func.call @p(%3) : (index) -> ()
  %4 = index.divu %a, %b
  func.call @p(%4) : (index) -> ()
  %5 = index.ceildivs %a, %b
  func.call @p(%5) : (index) -> ()
  %6 = index.ceildivu %a, %b
  func.call @p(%6) : (index) -> ()
  %7 = index.floordivs %a, %b
  func.call @p(%7) : (index) -> ()
  %8 = index.rems %a, %b
  func.call @p(%8) : (index) -> ()
  %9 = index.remu %a, %b
  func.call @p(%9) : (index) -> ()
  %10 = index.maxs %a, %b
  func.call @p(%10) : (index) -> ()
  %11 = index.maxu %a, %b
  func.call @p(%11) : (index) -> ()
  %12 = index.mins %a, %b
  func.call @p(%12) : (index) -> ()
  %13 = index.minu %a, %b
  func.call @p(%13) : (index) -> ()
  %14 = index.and %a, %b
  func.call @p(%14) : (index) -> ()
  %15 = index.or %a, %b
  func.call @p(%15) : (index) -> ()
  %16 = index.xor %a, %b
  func.call @p(%16) : (index) -> ()
  %c3 = index.constant 3
  %17 = index.shl %a, %c3
  func.call @p(%17) : (index) -> ()
  %18 = index.shrs %a, %c3
  func.call @p(%18) : (index) -> ()
  %19 = index.shru %a, %c3
  func.call @p(%19) : (index) -> ()
  %e = index.cmp eq(%a, %b)
  func.call @pb(%e) : (i1) -> ()
  %n = index.cmp ne(%a, %b)
  func.call @pb(%n) : (i1) -> ()
  %slt = index.cmp slt(%a, %b)
  func.call @pb(%slt) : (i1) -> ()
  %sle = index.cmp sle(%a, %b)
  func.call @pb(%sle) : (i1) -> ()
  %sgt = index.cmp sgt(%a, %b)
  func.call @pb(%sgt) : (i1) -> ()
  %sge = index.cmp sge(%a, %b)
  func.call @pb(%sge) : (i1) -> ()
  %ult = index.cmp ult(%a, %b)
  func.call @pb(%ult) : (i1) -> ()
  %ule = index.cmp ule(%a, %b)
  func.call @pb(%ule) : (i1) -> ()
  %ugt = index.cmp ugt(%a, %b)
  func.call @pb(%ugt) : (i1) -> ()
  %uge = index.cmp uge(%a, %b)
  func.call @pb(%uge) : (i1) -> ()
  %t32 = index.casts %a : index to i32
  %s = index.casts %t32 : i32 to index
  func.call @p(%s) : (index) -> ()
  %u = index.castu %t32 : i32 to index
  func.call @p(%u) : (index) -> ()
  %t8 = index.castu %b : index to i8
  %s8 = index.casts %t8 : i8 to index
  func.call @p(%s8) : (index) -> ()
  return
}

func.func @main() {
  %a = index.constant -7
  %b = index.constant 2
  %c = index.constant 5000000000
  %d = index.constant -300
  func.call @ops(%a, %b) : (index, index) -> ()
  func.call @ops(%c, %d) : (index, index) -> ()
  %sz = index.sizeof
  func.call @p(%sz) : (index) -> ()
  %t = index.bool.constant true
  func.call @pb(%t) : (i1) -> ()
  return
}
// CHECK: -5
// CHECK-NEXT: -9
// CHECK-NEXT: -14
// CHECK-NEXT: -3
// CHECK-NEXT: 9223372036854775804
// CHECK-NEXT: -3
// CHECK-NEXT: 9223372036854775805
// CHECK-NEXT: -4
// CHECK-NEXT: -1
// CHECK-NEXT: 1
// CHECK-NEXT: 2
// CHECK-NEXT: -7
// CHECK-NEXT: -7
// CHECK-NEXT: 2
// CHECK-NEXT: 0
// CHECK-NEXT: -5
// CHECK-NEXT: -5
// CHECK-NEXT: -56
// CHECK-NEXT: -1
// CHECK-NEXT: 2305843009213693951
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: -7
// CHECK-NEXT: 4294967289
// CHECK-NEXT: 2
// CHECK-NEXT: 4999999700
// CHECK-NEXT: 5000000300
// CHECK-NEXT: -1500000000000
// CHECK-NEXT: -16666666
// CHECK-NEXT: 0
// CHECK-NEXT: -16666666
// CHECK-NEXT: 1
// CHECK-NEXT: -16666667
// CHECK-NEXT: 200
// CHECK-NEXT: 5000000000
// CHECK-NEXT: 5000000000
// CHECK-NEXT: -300
// CHECK-NEXT: -300
// CHECK-NEXT: 5000000000
// CHECK-NEXT: 5000000000
// CHECK-NEXT: -300
// CHECK-NEXT: -5000000300
// CHECK-NEXT: 40000000000
// CHECK-NEXT: 625000000
// CHECK-NEXT: 625000000
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 705032704
// CHECK-NEXT: 705032704
// CHECK-NEXT: -44
// CHECK-NEXT: 64
// CHECK-NEXT: 1
