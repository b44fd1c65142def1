// The inputs of spec/upstream-crashes run through the ownership pass *alone* (where upstream
// 22.1.8 crashes) and the lowering: correct output, nothing leaked or freed twice.
// RUN: memref-run %s --no-pipeline --leak-check=off | filecheck %s
// RUN: memref-run %s --pass-pipeline='builtin.module(ownership-based-buffer-deallocation,bufferization-lower-deallocations)' | filecheck %s
// RUN: memref-run %s | filecheck %s
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printF32(f32)
func.func private @printNewline()
func.func @cmp(%c: i1) -> (memref<2xf32>, memref<2xf32>) {
  %b = memref.alloc() : memref<2xf32>
  cf.br ^bb1
^bb1:
  %a = memref.alloc() : memref<2xf32>
  %c0 = arith.constant 0 : index
  %x = arith.constant 3.0 : f32
  memref.store %x, %a[%c0] : memref<2xf32>
  cf.br ^bb2
^bb2:
  return %a, %b : memref<2xf32>, memref<2xf32>
}
func.func @simple_std_2_for(%arg0: f32) -> f32 {
  cf.br ^bb1
^bb1:
  %c0 = arith.constant 0: index
  %c1 = arith.constant 1: index
  %c10 = arith.constant 10: index
  %1 = scf.for %arg1 = %c0 to %c10 step %c1 iter_args(%arg2 = %arg0) -> f32 {
    %2 = arith.addf %arg2, %arg2 : f32
    scf.yield %2 : f32
  }
  cf.br ^bb2
^bb2:
  return %1 : f32
}
func.func @main() {
  %t = arith.constant true
  %a, %b = call @cmp(%t) : (i1) -> (memref<2xf32>, memref<2xf32>)
  %u = memref.cast %a : memref<2xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %one = arith.constant 1.0 : f32
  %r = call @simple_std_2_for(%one) : (f32) -> f32
  call @printF32(%r) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}
// CHECK: [3, 0]
// CHECK-NEXT: 1024
