// The index dialect: custom and generic forms of every op print as mlir-opt 22.1.8 prints them.
// RUN: memref-opt %s --allow-unregistered-dialect | filecheck %s
func.func @f(%a: index, %b: index, %i: i32) -> (index, i1) {
  %c = index.constant 42
  %n = index.constant -3
  %t = index.bool.constant true
  %f = index.bool.constant false
  %0 = index.add %c, %a
  %1 = index.mul %c, %a
  %2 = index.maxs %c, %a
  %3 = index.and %c, %a
  %4 = index.sub %c, %a
  %5 = index.cmp slt(%a, %b)
  %6 = index.casts %a : index to i32
  %7 = index.castu %i : i32 to index
  %8 = index.sizeof
  %9 = index.divs %a, %b {foo = 1}
  %10 = index.cmp eq(%c, %a) {bar}
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %t, %f, %n) : (index, index, index, index, index, i1, i32, index, index, index, i1, i1, i1, index) -> ()
  return %0, %5 : index, i1
}
func.func @f2(%a: index) {
  %c = index.constant 42
  %0 = index.maxu %c, %a
  %1 = index.mins %c, %a
  %2 = index.minu %c, %a
  %3 = index.or %c, %a
  %4 = index.xor %c, %a
  %5 = index.divu %c, %a
  %6 = index.rems %c, %a
  %7 = index.shl %c, %a
  %8 = index.cmp eq(%c, %a)
  %9 = index.ceildivs %c, %a
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9) : (index, index, index, index, index, index, index, index, i1, index) -> ()
  return
}
func.func @preds(%a: index, %b: index, %c: i8) {
  %0 = index.cmp eq(%a, %b)
  %1 = index.cmp ne(%a, %b)
  %2 = index.cmp slt(%a, %b)
  %3 = index.cmp sle(%a, %b)
  %4 = index.cmp sgt(%a, %b)
  %5 = index.cmp sge(%a, %b)
  %6 = index.cmp ult(%a, %b)
  %7 = index.cmp ule(%a, %b)
  %8 = index.cmp ugt(%a, %b)
  %9 = index.cmp uge(%a, %b)
  %10 = index.sub %a, %b
  %11 = index.divu %a, %b
  %12 = index.ceildivu %a, %b
  %13 = index.floordivs %a, %b
  %14 = index.remu %a, %b
  %15 = index.shrs %a, %b
  %16 = index.shru %a, %b
  %17 = "index.cmp"(%a, %b) {pred = #index<cmp_predicate uge>} : (index, index) -> i1
  %18 = "index.constant"() {value = 7 : index} : () -> index
  %19 = index.constant 0x10
  %20 = index.bool.constant 1
  %21 = index.casts %a : index to i1
  %22 = index.castu %a : index to i64
  %23 = index.casts %c : i8 to index
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23) : (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, index, index, index, index, index, index, index, i1, index, index, i1, i1, i64, index) -> ()
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: index, %arg1: index, %arg2: i32) -> (index, i1) {
// CHECK-NEXT: %idx42 = index.constant 42
// CHECK-NEXT: %idx-3 = index.constant -3
// CHECK-NEXT: %true = index.bool.constant true
// CHECK-NEXT: %false = index.bool.constant false
// CHECK-NEXT: %0 = index.add %idx42, %arg0
// CHECK-NEXT: %1 = index.mul %idx42, %arg0
// CHECK-NEXT: %2 = index.maxs %idx42, %arg0
// CHECK-NEXT: %3 = index.and %idx42, %arg0
// CHECK-NEXT: %4 = index.sub %idx42, %arg0
// CHECK-NEXT: %5 = index.cmp slt(%arg0, %arg1)
// CHECK-NEXT: %6 = index.casts %arg0 : index to i32
// CHECK-NEXT: %7 = index.castu %arg2 : i32 to index
// CHECK-NEXT: %8 = index.sizeof
// CHECK-NEXT: %9 = index.divs %arg0, %arg1 {foo = 1 : i64}
// CHECK-NEXT: %10 = index.cmp eq(%idx42, %arg0) {bar}
// CHECK-NEXT: "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %true, %false, %idx-3) : (index, index, index, index, index, i1, i32, index, index, index, i1, i1, i1, index) -> ()
// CHECK-NEXT: return %0, %5 : index, i1
// CHECK-NEXT: }
// CHECK-NEXT: func.func @f2(%arg0: index) {
// CHECK-NEXT: %idx42 = index.constant 42
// CHECK-NEXT: %0 = index.maxu %idx42, %arg0
// CHECK-NEXT: %1 = index.mins %idx42, %arg0
// CHECK-NEXT: %2 = index.minu %idx42, %arg0
// CHECK-NEXT: %3 = index.or %idx42, %arg0
// CHECK-NEXT: %4 = index.xor %idx42, %arg0
// CHECK-NEXT: %5 = index.divu %idx42, %arg0
// CHECK-NEXT: %6 = index.rems %idx42, %arg0
// CHECK-NEXT: %7 = index.shl %idx42, %arg0
// CHECK-NEXT: %8 = index.cmp eq(%idx42, %arg0)
// CHECK-NEXT: %9 = index.ceildivs %idx42, %arg0
// CHECK-NEXT: "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9) : (index, index, index, index, index, index, index, index, i1, index) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @preds(%arg0: index, %arg1: index, %arg2: i8) {
// CHECK-NEXT: %0 = index.cmp eq(%arg0, %arg1)
// CHECK-NEXT: %1 = index.cmp ne(%arg0, %arg1)
// CHECK-NEXT: %2 = index.cmp slt(%arg0, %arg1)
// CHECK-NEXT: %3 = index.cmp sle(%arg0, %arg1)
// CHECK-NEXT: %4 = index.cmp sgt(%arg0, %arg1)
// CHECK-NEXT: %5 = index.cmp sge(%arg0, %arg1)
// CHECK-NEXT: %6 = index.cmp ult(%arg0, %arg1)
// CHECK-NEXT: %7 = index.cmp ule(%arg0, %arg1)
// CHECK-NEXT: %8 = index.cmp ugt(%arg0, %arg1)
// CHECK-NEXT: %9 = index.cmp uge(%arg0, %arg1)
// CHECK-NEXT: %10 = index.sub %arg0, %arg1
// CHECK-NEXT: %11 = index.divu %arg0, %arg1
// CHECK-NEXT: %12 = index.ceildivu %arg0, %arg1
// CHECK-NEXT: %13 = index.floordivs %arg0, %arg1
// CHECK-NEXT: %14 = index.remu %arg0, %arg1
// CHECK-NEXT: %15 = index.shrs %arg0, %arg1
// CHECK-NEXT: %16 = index.shru %arg0, %arg1
// CHECK-NEXT: %17 = index.cmp uge(%arg0, %arg1)
// CHECK-NEXT: %idx7 = index.constant 7
// CHECK-NEXT: %idx16 = index.constant 16
// CHECK-NEXT: %true = index.bool.constant true
// CHECK-NEXT: %18 = index.casts %arg0 : index to i1
// CHECK-NEXT: %19 = index.castu %arg0 : index to i64
// CHECK-NEXT: %20 = index.casts %arg2 : i8 to index
// CHECK-NEXT: "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %idx7, %idx16, %true, %18, %19, %20) : (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, index, index, index, index, index, index, index, i1, index, index, i1, i1, i64, index) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
