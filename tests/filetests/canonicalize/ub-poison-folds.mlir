// RUN: memref-opt %s --allow-unregistered-dialect --split-input-file --canonicalize | filecheck %s
// Poison folds as mlir-opt 22.1.8's: arith's binary ops (but the shifts), casts and negf give
// poison for a poison operand after their identities (muli(p, 0) = 0, subi(p, p) = 0,
// andi(p, p) = p, divsi(p, 1) = p); select of a poison value gives the other; compares and a
// poison condition stay; poisons are constants: hoisted and uniqued per type.
func.func @f(%x: i32, %y: f32, %c: i1) {
  %p = ub.poison : i32
  %q = ub.poison : f32
  %pc = ub.poison : i1
  %addi1 = arith.addi %p, %x : i32
  %addi2 = arith.addi %x, %p : i32
  "test.use"(%addi1, %addi2) : (i32, i32) -> ()
  %subi1 = arith.subi %p, %x : i32
  %subi2 = arith.subi %x, %p : i32
  "test.use"(%subi1, %subi2) : (i32, i32) -> ()
  %muli1 = arith.muli %p, %x : i32
  %muli2 = arith.muli %x, %p : i32
  "test.use"(%muli1, %muli2) : (i32, i32) -> ()
  %divsi1 = arith.divsi %p, %x : i32
  %divsi2 = arith.divsi %x, %p : i32
  "test.use"(%divsi1, %divsi2) : (i32, i32) -> ()
  %divui1 = arith.divui %p, %x : i32
  %divui2 = arith.divui %x, %p : i32
  "test.use"(%divui1, %divui2) : (i32, i32) -> ()
  %remsi1 = arith.remsi %p, %x : i32
  %remsi2 = arith.remsi %x, %p : i32
  "test.use"(%remsi1, %remsi2) : (i32, i32) -> ()
  %remui1 = arith.remui %p, %x : i32
  %remui2 = arith.remui %x, %p : i32
  "test.use"(%remui1, %remui2) : (i32, i32) -> ()
  %ceildivsi1 = arith.ceildivsi %p, %x : i32
  %ceildivsi2 = arith.ceildivsi %x, %p : i32
  "test.use"(%ceildivsi1, %ceildivsi2) : (i32, i32) -> ()
  %ceildivui1 = arith.ceildivui %p, %x : i32
  %ceildivui2 = arith.ceildivui %x, %p : i32
  "test.use"(%ceildivui1, %ceildivui2) : (i32, i32) -> ()
  %floordivsi1 = arith.floordivsi %p, %x : i32
  %floordivsi2 = arith.floordivsi %x, %p : i32
  "test.use"(%floordivsi1, %floordivsi2) : (i32, i32) -> ()
  %andi1 = arith.andi %p, %x : i32
  %andi2 = arith.andi %x, %p : i32
  "test.use"(%andi1, %andi2) : (i32, i32) -> ()
  %ori1 = arith.ori %p, %x : i32
  %ori2 = arith.ori %x, %p : i32
  "test.use"(%ori1, %ori2) : (i32, i32) -> ()
  %xori1 = arith.xori %p, %x : i32
  %xori2 = arith.xori %x, %p : i32
  "test.use"(%xori1, %xori2) : (i32, i32) -> ()
  %shli1 = arith.shli %p, %x : i32
  %shli2 = arith.shli %x, %p : i32
  "test.use"(%shli1, %shli2) : (i32, i32) -> ()
  %shrsi1 = arith.shrsi %p, %x : i32
  %shrsi2 = arith.shrsi %x, %p : i32
  "test.use"(%shrsi1, %shrsi2) : (i32, i32) -> ()
  %shrui1 = arith.shrui %p, %x : i32
  %shrui2 = arith.shrui %x, %p : i32
  "test.use"(%shrui1, %shrui2) : (i32, i32) -> ()
  %maxsi1 = arith.maxsi %p, %x : i32
  %maxsi2 = arith.maxsi %x, %p : i32
  "test.use"(%maxsi1, %maxsi2) : (i32, i32) -> ()
  %maxui1 = arith.maxui %p, %x : i32
  %maxui2 = arith.maxui %x, %p : i32
  "test.use"(%maxui1, %maxui2) : (i32, i32) -> ()
  %minsi1 = arith.minsi %p, %x : i32
  %minsi2 = arith.minsi %x, %p : i32
  "test.use"(%minsi1, %minsi2) : (i32, i32) -> ()
  %minui1 = arith.minui %p, %x : i32
  %minui2 = arith.minui %x, %p : i32
  "test.use"(%minui1, %minui2) : (i32, i32) -> ()
  %addf1 = arith.addf %q, %y : f32
  %addf2 = arith.addf %y, %q : f32
  "test.use"(%addf1, %addf2) : (f32, f32) -> ()
  %subf1 = arith.subf %q, %y : f32
  %subf2 = arith.subf %y, %q : f32
  "test.use"(%subf1, %subf2) : (f32, f32) -> ()
  %mulf1 = arith.mulf %q, %y : f32
  %mulf2 = arith.mulf %y, %q : f32
  "test.use"(%mulf1, %mulf2) : (f32, f32) -> ()
  %divf1 = arith.divf %q, %y : f32
  %divf2 = arith.divf %y, %q : f32
  "test.use"(%divf1, %divf2) : (f32, f32) -> ()
  %remf1 = arith.remf %q, %y : f32
  %remf2 = arith.remf %y, %q : f32
  "test.use"(%remf1, %remf2) : (f32, f32) -> ()
  %maximumf1 = arith.maximumf %q, %y : f32
  %maximumf2 = arith.maximumf %y, %q : f32
  "test.use"(%maximumf1, %maximumf2) : (f32, f32) -> ()
  %minimumf1 = arith.minimumf %q, %y : f32
  %minimumf2 = arith.minimumf %y, %q : f32
  "test.use"(%minimumf1, %minimumf2) : (f32, f32) -> ()
  %maxnumf1 = arith.maxnumf %q, %y : f32
  %maxnumf2 = arith.maxnumf %y, %q : f32
  "test.use"(%maxnumf1, %maxnumf2) : (f32, f32) -> ()
  %minnumf1 = arith.minnumf %q, %y : f32
  %minnumf2 = arith.minnumf %y, %q : f32
  "test.use"(%minnumf1, %minnumf2) : (f32, f32) -> ()
  %extsi = arith.extsi %p : i32 to i64
  "test.use"(%extsi) : (i64) -> ()
  %extui = arith.extui %p : i32 to i64
  "test.use"(%extui) : (i64) -> ()
  %trunci = arith.trunci %p : i32 to i8
  "test.use"(%trunci) : (i8) -> ()
  %index_cast = arith.index_cast %p : i32 to index
  "test.use"(%index_cast) : (index) -> ()
  %sitofp = arith.sitofp %p : i32 to f32
  "test.use"(%sitofp) : (f32) -> ()
  %uitofp = arith.uitofp %p : i32 to f32
  "test.use"(%uitofp) : (f32) -> ()
  %bitcast = arith.bitcast %p : i32 to f32
  "test.use"(%bitcast) : (f32) -> ()
  %extf = arith.extf %q : f32 to f64
  "test.use"(%extf) : (f64) -> ()
  %truncf = arith.truncf %q : f32 to f16
  "test.use"(%truncf) : (f16) -> ()
  %fptosi = arith.fptosi %q : f32 to i32
  "test.use"(%fptosi) : (i32) -> ()
  %fptoui = arith.fptoui %q : f32 to i32
  "test.use"(%fptoui) : (i32) -> ()
  %negf = arith.negf %q : f32
  "test.use"(%negf) : (f32) -> ()
  %ci = arith.cmpi slt, %p, %x : i32
  "test.use"(%ci) : (i1) -> ()
  %cf = arith.cmpf olt, %q, %y : f32
  "test.use"(%cf) : (i1) -> ()
  %s1 = arith.select %pc, %x, %x : i32
  "test.use"(%s1) : (i32) -> ()
  %c7 = arith.constant 7 : i32
  %s2 = arith.select %pc, %x, %c7 : i32
  "test.use"(%s2) : (i32) -> ()
  %s3 = arith.select %c, %x, %p : i32
  "test.use"(%s3) : (i32) -> ()
  return
}
// -----
func.func @g(%x: i32, %y: f32) {
  %p = ub.poison : i32
  %q = ub.poison : f32
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %m1 = arith.constant -1 : i32
  %f0 = arith.constant 0.0 : f32
  %a = arith.subi %p, %p : i32
  %b = arith.xori %p, %p : i32
  %c = arith.andi %p, %p : i32
  %d = arith.muli %p, %c0 : i32
  %e = arith.andi %p, %c0 : i32
  %f = arith.ori %p, %m1 : i32
  %g = arith.divui %x, %p : i32
  %h = arith.divsi %p, %c1 : i32
  %i = arith.maxsi %p, %p : i32
  %j = arith.remui %x, %c1 : i32
  %k = arith.addf %q, %f0 : f32
  %l = arith.subf %q, %q : f32
  %n = arith.mulf %q, %f0 : f32
  %o = arith.divsi %c1, %p : i32
  "test.use"(%a, %b, %c, %d, %e, %f, %g, %h, %i, %j, %o) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  "test.use"(%k, %l, %n) : (f32, f32, f32) -> ()
  return
}
// -----
func.func @h(%x: i32, %c: i1, %y: f32) -> (i32, i32, i32, f32, i32, i64, i32, i32) {
  %p = ub.poison : i32
  %q = ub.poison : f32
  %a = arith.addi %p, %x : i32
  %b = arith.muli %p, %p : i32
  %s = arith.select %c, %p, %x : i32
  %f = arith.addf %q, %y : f32
  %c1 = arith.constant 1 : i32
  %d = arith.addi %p, %c1 : i32
  %e = arith.extsi %p : i32 to i64
  %g = arith.andi %p, %x : i32
  %h = "ub.poison"() <{value = #ub.poison}> : () -> i32
  return %a, %b, %s, %f, %d, %e, %g, %h : i32, i32, i32, f32, i32, i64, i32, i32
}

// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: i32, %arg1: f32, %arg2: i1) {
// CHECK-NEXT: %0 = ub.poison : f16
// CHECK-NEXT: %1 = ub.poison : f64
// CHECK-NEXT: %2 = ub.poison : index
// CHECK-NEXT: %3 = ub.poison : i8
// CHECK-NEXT: %4 = ub.poison : i64
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %5 = ub.poison : i32
// CHECK-NEXT: %6 = ub.poison : f32
// CHECK-NEXT: %7 = ub.poison : i1
// CHECK-NEXT: "test.use"(%5, %5) : (i32, i32) -> ()
// CHECK-NEXT: "test.use"(%5, %5) : (i32, i32) -> ()
// CHECK-NEXT: "test.use"(%5, %5) : (i32, i32) -> ()
// CHECK-NEXT: "test.use"(%5, %5) : (i32, i32) -> ()
// CHECK-NEXT: "test.use"(%5, %5) : (i32, i32) -> ()
// CHECK-NEXT: "test.use"(%5, %5) : (i32, i32) -> ()
// CHECK-NEXT: "test.use"(%5, %5) : (i32, i32) -> ()
// CHECK-NEXT: "test.use"(%5, %5) : (i32, i32) -> ()
// CHECK-NEXT: "test.use"(%5, %5) : (i32, i32) -> ()
// CHECK-NEXT: "test.use"(%5, %5) : (i32, i32) -> ()
// CHECK-NEXT: "test.use"(%5, %5) : (i32, i32) -> ()
// CHECK-NEXT: "test.use"(%5, %5) : (i32, i32) -> ()
// CHECK-NEXT: "test.use"(%5, %5) : (i32, i32) -> ()
// CHECK-NEXT: %8 = arith.shli %5, %arg0 : i32
// CHECK-NEXT: %9 = arith.shli %arg0, %5 : i32
// CHECK-NEXT: "test.use"(%8, %9) : (i32, i32) -> ()
// CHECK-NEXT: %10 = arith.shrsi %5, %arg0 : i32
// CHECK-NEXT: %11 = arith.shrsi %arg0, %5 : i32
// CHECK-NEXT: "test.use"(%10, %11) : (i32, i32) -> ()
// CHECK-NEXT: %12 = arith.shrui %5, %arg0 : i32
// CHECK-NEXT: %13 = arith.shrui %arg0, %5 : i32
// CHECK-NEXT: "test.use"(%12, %13) : (i32, i32) -> ()
// CHECK-NEXT: "test.use"(%5, %5) : (i32, i32) -> ()
// CHECK-NEXT: "test.use"(%5, %5) : (i32, i32) -> ()
// CHECK-NEXT: "test.use"(%5, %5) : (i32, i32) -> ()
// CHECK-NEXT: "test.use"(%5, %5) : (i32, i32) -> ()
// CHECK-NEXT: "test.use"(%6, %6) : (f32, f32) -> ()
// CHECK-NEXT: "test.use"(%6, %6) : (f32, f32) -> ()
// CHECK-NEXT: "test.use"(%6, %6) : (f32, f32) -> ()
// CHECK-NEXT: "test.use"(%6, %6) : (f32, f32) -> ()
// CHECK-NEXT: "test.use"(%6, %6) : (f32, f32) -> ()
// CHECK-NEXT: "test.use"(%6, %6) : (f32, f32) -> ()
// CHECK-NEXT: "test.use"(%6, %6) : (f32, f32) -> ()
// CHECK-NEXT: "test.use"(%6, %6) : (f32, f32) -> ()
// CHECK-NEXT: "test.use"(%6, %6) : (f32, f32) -> ()
// CHECK-NEXT: "test.use"(%4) : (i64) -> ()
// CHECK-NEXT: "test.use"(%4) : (i64) -> ()
// CHECK-NEXT: "test.use"(%3) : (i8) -> ()
// CHECK-NEXT: "test.use"(%2) : (index) -> ()
// CHECK-NEXT: "test.use"(%6) : (f32) -> ()
// CHECK-NEXT: "test.use"(%6) : (f32) -> ()
// CHECK-NEXT: "test.use"(%6) : (f32) -> ()
// CHECK-NEXT: "test.use"(%1) : (f64) -> ()
// CHECK-NEXT: "test.use"(%0) : (f16) -> ()
// CHECK-NEXT: "test.use"(%5) : (i32) -> ()
// CHECK-NEXT: "test.use"(%5) : (i32) -> ()
// CHECK-NEXT: "test.use"(%6) : (f32) -> ()
// CHECK-NEXT: %14 = arith.cmpi sgt, %arg0, %5 : i32
// CHECK-NEXT: "test.use"(%14) : (i1) -> ()
// CHECK-NEXT: %15 = arith.cmpf olt, %6, %arg1 : f32
// CHECK-NEXT: "test.use"(%15) : (i1) -> ()
// CHECK-NEXT: "test.use"(%arg0) : (i32) -> ()
// CHECK-NEXT: %16 = arith.select %7, %arg0, %c7_i32 : i32
// CHECK-NEXT: "test.use"(%16) : (i32) -> ()
// CHECK-NEXT: "test.use"(%arg0) : (i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @g(%arg0: i32, %arg1: f32) {
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %1 = ub.poison : f32
// CHECK-NEXT: "test.use"(%c0_i32, %c0_i32, %0, %c0_i32, %c0_i32, %c-1_i32, %0, %0, %0, %c0_i32, %0) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
// CHECK-NEXT: "test.use"(%1, %1, %1) : (f32, f32, f32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @h(%arg0: i32, %arg1: i1, %arg2: f32) -> (i32, i32, i32, f32, i32, i64, i32, i32) {
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: %1 = ub.poison : f32
// CHECK-NEXT: %2 = ub.poison : i64
// CHECK-NEXT: return %0, %0, %arg0, %1, %0, %2, %0, %0 : i32, i32, i32, f32, i32, i64, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: }
