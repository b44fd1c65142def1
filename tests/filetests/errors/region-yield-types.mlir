// RUN: not memref-opt %s --split-input-file 2>&1 | filecheck %s
// A yield whose types differ from what its region's successor takes: the region-branch
// message of mlir-opt 22.1.8 (operand index, both types, the yield as "region branch point"),
// and scf.index_switch's own verifier words (default region first, then case region #N).
// Messages are mlir-opt's.

func.func @f(%c: i1) -> i32 {
  %r = scf.if %c -> (i32) {
    %b = arith.constant 1 : i32
    scf.yield %b : i32
  } else {
    %d = arith.constant 2 : i64
    scf.yield %d : i64
  }
  return %r : i32
}
// -----
func.func @h(%c: i1) -> i32 {
  %z = arith.constant 0 : i32
  %r = scf.while (%a = %z) : (i32) -> i32 {
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%x: i32):
    %d = arith.constant 2 : i64
    scf.yield %d : i64
  }
  return %r : i32
}
// -----
func.func @k() -> i32 {
  %r = scf.execute_region -> i32 {
    %d = arith.constant 2 : i64
    scf.yield %d : i64
  }
  return %r : i32
}
// -----
func.func @m(%i: index) -> i32 {
  %r = scf.index_switch %i -> i32
  case 1 {
    %d = arith.constant 2 : i32
    scf.yield %d : i32
  }
  default {
    %d = arith.constant 2 : i64
    scf.yield %d : i64
  }
  return %r : i32
}
// -----
func.func @p(%c: i1) -> (i32, i32) {
  %r:2 = scf.if %c -> (i32, i32) {
    %b = arith.constant 1 : i32
    %e = arith.constant 1 : i64
    scf.yield %b, %e : i32, i64
  } else {
    %b = arith.constant 1 : i32
    scf.yield %b, %b : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
// -----
func.func @m(%i: index) -> i32 {
  %r = scf.index_switch %i -> i32
  case 1 {
    %d = arith.constant 2 : i32
    scf.yield %d : i32
  }
  case 4 {
    %d = arith.constant 2 : i64
    scf.yield %d : i64
  }
  default {
    %d = arith.constant 2 : i32
    scf.yield %d : i32
  }
  return %r : i32
}
// -----
func.func @m2(%i: index) -> i32 {
  %r = scf.index_switch %i -> i32
  case 1 {
    %d = arith.constant 2 : i32
    scf.yield %d, %d : i32, i32
  }
  default {
    %d = arith.constant 2 : i32
    scf.yield %d : i32
  }
  return %r : i32
}

// CHECK: {{.*}}region-yield-types.mlir:8:8: error: 'scf.if' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'i64' should match successor input type #0 'i32'
// CHECK-NEXT: %r = scf.if %c -> (i32) {
// CHECK-NEXT: ^
// CHECK-NEXT: {{.*}}region-yield-types.mlir:8:8: note: see current operation: 
// CHECK-NEXT: %0 = "scf.if"(%arg0) ({
// CHECK-NEXT: %2 = "arith.constant"() <{value = 1 : i32}> : () -> i32
// CHECK-NEXT: "scf.yield"(%2) : (i32) -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: %1 = "arith.constant"() <{value = 2 : i64}> : () -> i64
// CHECK-NEXT: "scf.yield"(%1) : (i64) -> ()
// CHECK-NEXT: }) : (i1) -> i32
// CHECK-NEXT: {{.*}}region-yield-types.mlir:13:5: note: region branch point
// CHECK-NEXT: scf.yield %d : i64
// CHECK-NEXT: ^
// CHECK-NEXT: {{.*}}region-yield-types.mlir:20:8: error: 'scf.while' op along control flow edge from Operation scf.yield to Region #0: successor operand type #0 'i64' should match successor input type #0 'i32'
// CHECK-NEXT: %r = scf.while (%a = %z) : (i32) -> i32 {
// CHECK-NEXT: ^
// CHECK-NEXT: {{.*}}region-yield-types.mlir:20:8: note: see current operation: 
// CHECK-NEXT: %1 = "scf.while"(%0) ({
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: "scf.condition"(%arg0, %arg2) : (i1, i32) -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%arg1: i32):
// CHECK-NEXT: %2 = "arith.constant"() <{value = 2 : i64}> : () -> i64
// CHECK-NEXT: "scf.yield"(%2) : (i64) -> ()
// CHECK-NEXT: }) : (i32) -> i32
// CHECK-NEXT: {{.*}}region-yield-types.mlir:25:5: note: region branch point
// CHECK-NEXT: scf.yield %d : i64
// CHECK-NEXT: ^
// CHECK-NEXT: {{.*}}region-yield-types.mlir:31:8: error: 'scf.execute_region' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'i64' should match successor input type #0 'i32'
// CHECK-NEXT: %r = scf.execute_region -> i32 {
// CHECK-NEXT: ^
// CHECK-NEXT: {{.*}}region-yield-types.mlir:31:8: note: see current operation: 
// CHECK-NEXT: %0 = "scf.execute_region"() ({
// CHECK-NEXT: %1 = "arith.constant"() <{value = 2 : i64}> : () -> i64
// CHECK-NEXT: "scf.yield"(%1) : (i64) -> ()
// CHECK-NEXT: }) : () -> i32
// CHECK-NEXT: {{.*}}region-yield-types.mlir:33:5: note: region branch point
// CHECK-NEXT: scf.yield %d : i64
// CHECK-NEXT: ^
// CHECK-NEXT: {{.*}}region-yield-types.mlir:39:8: error: 'scf.index_switch' op expected result #0 of each region to be 'i32'
// CHECK-NEXT: %r = scf.index_switch %i -> i32
// CHECK-NEXT: ^
// CHECK-NEXT: {{.*}}region-yield-types.mlir:39:8: note: see current operation: 
// CHECK-NEXT: %0 = "scf.index_switch"(%arg0) <{cases = array<i64: 1>}> ({
// CHECK-NEXT: %2 = "arith.constant"() <{value = 2 : i64}> : () -> i64
// CHECK-NEXT: "scf.yield"(%2) : (i64) -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: %1 = "arith.constant"() <{value = 2 : i32}> : () -> i32
// CHECK-NEXT: "scf.yield"(%1) : (i32) -> ()
// CHECK-NEXT: }) : (index) -> i32
// CHECK-NEXT: {{.*}}region-yield-types.mlir:46:5: note: default region returns 'i64' here
// CHECK-NEXT: scf.yield %d : i64
// CHECK-NEXT: ^
// CHECK-NEXT: {{.*}}region-yield-types.mlir:52:10: error: 'scf.if' op along control flow edge from Operation scf.yield to parent: successor operand type #1 'i64' should match successor input type #1 'i32'
// CHECK-NEXT: %r:2 = scf.if %c -> (i32, i32) {
// CHECK-NEXT: ^
// CHECK-NEXT: {{.*}}region-yield-types.mlir:52:10: note: see current operation: 
// CHECK-NEXT: %0:2 = "scf.if"(%arg0) ({
// CHECK-NEXT: %2 = "arith.constant"() <{value = 1 : i32}> : () -> i32
// CHECK-NEXT: %3 = "arith.constant"() <{value = 1 : i64}> : () -> i64
// CHECK-NEXT: "scf.yield"(%2, %3) : (i32, i64) -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
// CHECK-NEXT: "scf.yield"(%1, %1) : (i32, i32) -> ()
// CHECK-NEXT: }) : (i1) -> (i32, i32)
// CHECK-NEXT: {{.*}}region-yield-types.mlir:55:5: note: region branch point
// CHECK-NEXT: scf.yield %b, %e : i32, i64
// CHECK-NEXT: ^
// CHECK-NEXT: {{.*}}region-yield-types.mlir:64:8: error: 'scf.index_switch' op expected result #0 of each region to be 'i32'
// CHECK-NEXT: %r = scf.index_switch %i -> i32
// CHECK-NEXT: ^
// CHECK-NEXT: {{.*}}region-yield-types.mlir:64:8: note: see current operation: 
// CHECK-NEXT: %0 = "scf.index_switch"(%arg0) <{cases = array<i64: 1, 4>}> ({
// CHECK-NEXT: %3 = "arith.constant"() <{value = 2 : i32}> : () -> i32
// CHECK-NEXT: "scf.yield"(%3) : (i32) -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: %2 = "arith.constant"() <{value = 2 : i32}> : () -> i32
// CHECK-NEXT: "scf.yield"(%2) : (i32) -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: %1 = "arith.constant"() <{value = 2 : i64}> : () -> i64
// CHECK-NEXT: "scf.yield"(%1) : (i64) -> ()
// CHECK-NEXT: }) : (index) -> i32
// CHECK-NEXT: {{.*}}region-yield-types.mlir:71:5: note: case region #1 returns 'i64' here
// CHECK-NEXT: scf.yield %d : i64
// CHECK-NEXT: ^
// CHECK-NEXT: {{.*}}region-yield-types.mlir:81:8: error: 'scf.index_switch' op expected each region to return 1 values, but case region #0 returns 2
// CHECK-NEXT: %r = scf.index_switch %i -> i32
// CHECK-NEXT: ^
// CHECK-NEXT: {{.*}}region-yield-types.mlir:81:8: note: see current operation: 
// CHECK-NEXT: %0 = "scf.index_switch"(%arg0) <{cases = array<i64: 1>}> ({
// CHECK-NEXT: %2 = "arith.constant"() <{value = 2 : i32}> : () -> i32
// CHECK-NEXT: "scf.yield"(%2) : (i32) -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: %1 = "arith.constant"() <{value = 2 : i32}> : () -> i32
// CHECK-NEXT: "scf.yield"(%1, %1) : (i32, i32) -> ()
// CHECK-NEXT: }) : (index) -> i32
// CHECK-NEXT: {{.*}}region-yield-types.mlir:84:5: note: see yield operation here
// CHECK-NEXT: scf.yield %d, %d : i32, i32
// CHECK-NEXT: ^
