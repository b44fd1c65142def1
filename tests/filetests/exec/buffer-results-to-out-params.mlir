// Private functions returning memrefs, rewritten by -buffer-results-to-out-params with both
// hoisting options (the static and the argument-sized allocations become the out-params; a
// strided view is copied into a buffer its caller allocates and casts), then the deallocation
// pipeline, run in both engines. The expected lines are upstream mlir-runner's after the same
// mlir-opt passes and scripts/upstream-run.sh.
// RUN: memref-run %s --pass-pipeline='builtin.module(buffer-results-to-out-params{hoist-static-allocs hoist-dynamic-allocs},buffer-deallocation-pipeline)' | filecheck %s
// RUN: memref-run %s --engine=interp --pass-pipeline='builtin.module(buffer-results-to-out-params{hoist-static-allocs hoist-dynamic-allocs},buffer-deallocation-pipeline)' | filecheck %s
// RUN: memref-opt %s --pass-pipeline='builtin.module(buffer-results-to-out-params{hoist-static-allocs hoist-dynamic-allocs})' | filecheck %s --check-prefix=IR
func.func private @printMemrefF32(memref<*xf32>)

// A fresh static buffer, filled with i * s.
func.func private @ramp(%s: f32) -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %v = arith.mulf %f, %s : f32
    memref.store %v, %a[%i] : memref<4xf32>
  }
  return %a : memref<4xf32>
}

// A dynamic buffer sized by an argument, and a scalar; two returns of different buffers.
func.func private @fill(%n: index, %x: f32, %neg: i1) -> (memref<?xf32>, index) {
  %a = memref.alloc(%n) : memref<?xf32>
  linalg.fill ins(%x : f32) outs(%a : memref<?xf32>)
  cf.cond_br %neg, ^bb1, ^bb2
^bb1:
  %b = memref.alloc(%n) : memref<?xf32>
  %m = arith.negf %x : f32
  linalg.fill ins(%m : f32) outs(%b : memref<?xf32>)
  return %b, %n : memref<?xf32>, index
^bb2:
  return %a, %n : memref<?xf32>, index
}

// A strided view returned through a fully dynamic layout.
func.func private @odd(%m: memref<4xf32>) -> memref<2xf32, strided<[?], offset: ?>> {
  %v = memref.subview %m[1] [2] [2] : memref<4xf32> to memref<2xf32, strided<[2], offset: 1>>
  %c = memref.cast %v : memref<2xf32, strided<[2], offset: 1>> to memref<2xf32, strided<[?], offset: ?>>
  return %c : memref<2xf32, strided<[?], offset: ?>>
}

func.func @main() {
  %s = arith.constant 1.5 : f32
  %r = call @ramp(%s) : (f32) -> memref<4xf32>
  %u = memref.cast %r : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %o = call @odd(%r) : (memref<4xf32>) -> memref<2xf32, strided<[?], offset: ?>>
  %ou = memref.cast %o : memref<2xf32, strided<[?], offset: ?>> to memref<*xf32>
  call @printMemrefF32(%ou) : (memref<*xf32>) -> ()
  %c3 = arith.constant 3 : index
  %x = arith.constant 2.5 : f32
  %t = arith.constant true
  %f = arith.constant false
  %p:2 = call @fill(%c3, %x, %t) : (index, f32, i1) -> (memref<?xf32>, index)
  %pu = memref.cast %p#0 : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%pu) : (memref<*xf32>) -> ()
  %q:2 = call @fill(%p#1, %x, %f) : (index, f32, i1) -> (memref<?xf32>, index)
  %qu = memref.cast %q#0 : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%qu) : (memref<*xf32>) -> ()
  vector.print %q#1 : index
  return
}

// CHECK: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [4] strides = [1] data =
// CHECK-NEXT: {{^}}{{\[}}0,  1.5,  3,  4.5]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [2] strides = [1] data =
// CHECK-NEXT: {{^}}{{\[}}1.5,  4.5]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [3] strides = [1] data =
// CHECK-NEXT: {{^}}{{\[}}-2.5,  -2.5,  -2.5]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [3] strides = [1] data =
// CHECK-NEXT: {{^}}{{\[}}2.5,  2.5,  2.5]
// CHECK-NEXT: {{^}}3{{$}}

// IR: func.func private @ramp(%arg0: f32, %arg1: memref<4xf32>) {
// IR: func.func private @fill(%arg0: index, %arg1: f32, %arg2: i1, %arg3: memref<?xf32>) -> index {
// IR-NEXT: linalg.fill ins(%arg1 : f32) outs(%arg3 : memref<?xf32>)
// IR: func.func private @odd(%arg0: memref<4xf32>, %arg1: memref<2xf32, strided<[?], offset: ?>>) {
// IR: memref.copy %cast, %arg1 : memref<2xf32, strided<[?], offset: ?>> to memref<2xf32, strided<[?], offset: ?>>
// IR: %[[A:.*]] = memref.alloc() : memref<4xf32>
// IR-NEXT: call @ramp(%cst, %[[A]]) : (f32, memref<4xf32>) -> ()
// IR: %[[B:.*]] = memref.alloc() : memref<2xf32>
// IR-NEXT: %[[C:.*]] = memref.cast %[[B]] : memref<2xf32> to memref<2xf32, strided<[?], offset: ?>>
// IR-NEXT: call @odd(%[[A]], %[[C]]) : (memref<4xf32>, memref<2xf32, strided<[?], offset: ?>>) -> ()
// IR: %[[D:.*]] = memref.alloc(%c3) : memref<?xf32>
// IR-NEXT: %[[P:.*]] = call @fill(%c3, %[[X:cst.*]], %true, %[[D]]) : (index, f32, i1, memref<?xf32>) -> index
// IR: %[[E:.*]] = memref.alloc(%[[P]]) : memref<?xf32>
// IR-NEXT: call @fill(%[[P]], %[[X]], %false, %[[E]]) : (index, f32, i1, memref<?xf32>) -> index
