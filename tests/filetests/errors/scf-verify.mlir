// scf op checks the verifier lacked or worded differently: bound and condition operand types
// (checked before region shapes), scf.for's loop-carried values (inits, region iter_args,
// yielded values and results: counts and types), scf.if and scf.execute_region regions
// without arguments, scf.parallel induction variables, constant steps and terminator,
// scf.reduce operand and region types, scf.reduce.return's type, and the edges out of
// scf.while's condition. Several used to verify. Messages and positions are upstream's
// (tests/upstream.rs checks that upstream's diagnostics pass these CHECK lines).
// RUN: not memref-opt %s --split-input-file 2>&1 | filecheck %s
func.func @a(%x: f32, %i: index) {
  "scf.for"(%x, %i, %i) ({}) : (f32, index, index) -> ()
  return
}
// -----
func.func @b(%x: i32, %i: index) {
  "scf.for"(%i, %x, %i) ({}) : (index, i32, index) -> ()
  return
}
// -----
func.func @c(%i: index) {
  "scf.for"(%i, %i, %i) ({
  ^bb0(%j: f32):
    scf.yield
  }) : (index, index, index) -> ()
  return
}
// -----
func.func @d(%i: index, %x: f32) {
  "scf.for"(%i, %i, %i, %x) ({
  ^bb0(%j: index, %it: f32):
    scf.yield %it : f32
  }) : (index, index, index, f32) -> ()
  return
}
// -----
func.func @e(%i: index, %x: f32) {
  %r = "scf.for"(%i, %i, %i, %x) ({
  ^bb0(%j: index, %it: f32):
    scf.yield %it : f32
  }) : (index, index, index, f32) -> f64
  return
}
// -----
func.func @f(%i: index, %x: f32) {
  %r = "scf.for"(%i, %i, %i, %x) ({
  ^bb0(%j: index, %it: f32, %it2: f32):
    scf.yield %it, %it : f32, f32
  }) : (index, index, index, f32) -> f32
  return
}
// -----
func.func @g(%i: index, %x: f32) {
  %r:2 = "scf.for"(%i, %i, %i, %x, %x) ({
  ^bb0(%j: index, %it: f32, %it2: f32):
    scf.yield %it : f32
  }) : (index, index, index, f32, f32) -> (f32, f32)
  return
}
// -----
func.func @h(%i: index) {
  "scf.if"(%i) ({}, {}) : (index) -> ()
  return
}
// -----
func.func @k(%c: i1) {
  "scf.if"(%c) ({
  ^bb0(%0 : index):
    scf.yield
  }, {}) : (i1) -> ()
  return
}
// -----
func.func @l(%a: index, %b: index, %c: index) {
  "scf.parallel"(%a, %b, %c) ({
  ^bb0(%i0: f32):
    scf.reduce
  }) {operandSegmentSizes = array<i32: 1, 1, 1, 0>} : (index, index, index) -> ()
  return
}
// -----
func.func @m(%a: index, %b: index, %c: index) {
  "scf.parallel"(%a, %b, %c) ({
  ^bb0(%i0: index, %i1: index):
    scf.reduce
  }) {operandSegmentSizes = array<i32: 1, 1, 1, 0>} : (index, index, index) -> ()
  return
}
// -----
func.func @n(%a: index, %b: index) {
  %c0 = arith.constant 1 : index
  %c1 = arith.constant 0 : index
  scf.parallel (%i0, %i1) = (%a, %a) to (%b, %b) step (%c0, %c1) {
  }
  return
}
// -----
func.func @o(%a: index) {
  %zero = arith.constant 0.0 : f32
  %res = scf.parallel (%i0) = (%a) to (%a) step (%a) init (%zero) -> f32 {
    scf.reduce(%a : index) {
      ^bb0(%lhs: index, %rhs: index):
        scf.reduce.return %lhs : index
    }
  }
  return
}
// -----
func.func @p(%a: index, %x: f32) {
  %zero = arith.constant 0.0 : f32
  %res = scf.parallel (%i0) = (%a) to (%a) step (%a) init (%zero) -> f32 {
    scf.reduce(%x : f32) {
      ^bb0(%lhs : f32, %rhs : f32, %other : f32):
        scf.reduce.return %lhs : f32
    }
  }
  return
}
// -----
func.func @q(%a: index, %x: f32) {
  %zero = arith.constant 0.0 : f32
  %res = scf.parallel (%i0) = (%a) to (%a) step (%a) init (%zero) -> f32 {
    scf.reduce(%x : f32) {
      ^bb0(%lhs : f32, %rhs : f32):
        %c0 = arith.constant 1 : index
        scf.reduce.return %c0 : index
    }
  }
  return
}
// -----
func.func @r(%c: i1, %x: f32) {
  %a, %b = scf.if %c -> (f32, f32) {
    scf.yield %x : f32
  } else {
    scf.yield %x, %x : f32, f32
  }
  return
}
// -----
func.func @s(%c: i1, %x: f32) {
  %a = scf.if %c -> (f32) {
    scf.yield %x : f32
  }
  return
}
// -----
func.func @t(%a: index) {
  %s0 = arith.constant 0.0 : f32
  %t0 = arith.constant 1.0 : f32
  %r:2 = scf.for %i = %a to %a step %a iter_args(%si = %s0, %ti = %t0) -> (f32, f32) {
    %ic = arith.constant 1 : i32
    scf.yield %si, %ic : f32, i32
  }
  return
}
// -----
func.func @u(%a: index) {
  scf.parallel (%i0) = (%a) to (%a) step (%a) {
    %c0 = arith.constant 1.0 : f32
    scf.yield %c0 : f32
  }
  return
}
// -----
func.func @v() {
  %true = arith.constant true
  scf.while : () -> () {
    scf.condition(%true)
  } do {
  ^bb0(%arg0: i32):
    scf.yield
  }
  return
}
// -----
func.func @w() {
  %true = arith.constant true
  %0 = scf.while : () -> (i1) {
    scf.condition(%true) %true : i1
  } do {
  ^bb0(%arg0: i32):
    scf.yield
  }
  return
}
// -----
func.func @x() {
  %true = arith.constant true
  scf.while : () -> () {
    scf.condition(%true) %true : i1
  } do {
  ^bb0(%arg0: i1):
    scf.yield
  }
  return
}
// -----
func.func @y(%i: index) {
  scf.for %j = %i to %i step %i {
    scf.yield
  } {foo}
  %r = scf.execute_region -> i32 {
  ^bb0(%q: i32):
    scf.yield %q : i32
  }
  return
}
// -----
func.func @z(%i: index) {
  %c = arith.constant 0 : index
  scf.for %j = %i to %i step %c {
  }
  return
}
// CHECK: scf-verify.mlir:10:3: error: 'scf.for' op operand #0 must be signless integer or index, but got 'f32'
// CHECK: scf-verify.mlir:15:3: error: 'scf.for' op failed to verify that all of {lowerBound, upperBound, step} have same type
// CHECK: scf-verify.mlir:20:3: error: 'scf.for' op expected induction variable to be same type as bounds and step
// CHECK: scf-verify.mlir:28:3: error: 'scf.for' op mismatch in number of loop-carried values and defined values
// CHECK: scf-verify.mlir:36:8: error: 'scf.for' op 0-th region iter_arg and 0-th loop result have different type: 'f32' != 'f64'
// CHECK: scf-verify.mlir:44:8: error: 'scf.for' op different number of inits and region iter_args: 1 != 2
// CHECK: scf-verify.mlir:52:10: error: 'scf.for' op different number of region iter_args and yielded values: 2 != 1
// CHECK: scf-verify.mlir:60:3: error: 'scf.if' op operand #0 must be 1-bit signless integer, but got 'index'
// CHECK: scf-verify.mlir:65:3: error: 'scf.if' op region #0 should have no arguments
// CHECK: scf-verify.mlir:73:3: error: 'scf.parallel' op expects arguments for the induction variable to be of index type
// CHECK: scf-verify.mlir:81:3: error: 'scf.parallel' op expects the same number of induction variables: 2 as bound and step values: 1
// CHECK: scf-verify.mlir:91:3: error: 'scf.parallel' op constant step operand must be positive
// CHECK: scf-verify.mlir:99:5: error: 'scf.reduce' op expects type of 0-th reduction operand: 'index' to be the same as the 0-th result type: 'f32'
// CHECK: scf-verify.mlir:110:5: error: 'scf.reduce' op expected two block arguments with type 'f32' in the 0-th reduction region
// CHECK: scf-verify.mlir:124:9: error: 'scf.reduce.return' op must have type 'f32' (the type of the reduction inputs)
// CHECK: scf-verify.mlir:131:12: error: 'scf.if' op along control flow edge from Operation scf.yield to parent: region branch point has 1 operands, but region successor needs 2 inputs
// CHECK: scf-verify.mlir:132:5: note: region branch point
// CHECK: scf-verify.mlir:140:8: error: 'scf.if' op must have an else block if defining values
// CHECK: scf-verify.mlir:149:10: error: 'scf.for' op 1-th region iter_arg and 1-th yielded value have different type: 'f32' != 'i32'
// CHECK: scf-verify.mlir:157:3: error: 'scf.parallel' op expects body to terminate with 'scf.reduce'
// CHECK: scf-verify.mlir:159:5: note: terminator here
// CHECK: scf-verify.mlir:166:3: error: 'scf.while' op along control flow edge from Operation scf.condition to Region #1: region branch point has 0 operands, but region successor needs 1 inputs
// CHECK: scf-verify.mlir:167:5: note: region branch point
// CHECK: scf-verify.mlir:177:8: error: 'scf.while' op along control flow edge from Operation scf.condition to Region #1: successor operand type #0 'i1' should match successor input type #0 'i32'
// CHECK: scf-verify.mlir:178:5: note: region branch point
// CHECK: scf-verify.mlir:188:3: error: 'scf.while' op along control flow edge from Operation scf.condition to parent: region branch point has 1 operands, but region successor needs 0 inputs
// CHECK: scf-verify.mlir:189:5: note: region branch point
// CHECK: scf-verify.mlir:201:8: error: 'scf.execute_region' op region cannot have any arguments
