// RUN: memref-opt %s --buffer-deallocation-pipeline | filecheck %s
// bufferization.to_buffer is pure and allocates nothing: the ownership pass gives its buffer
// ownership `false`, so a returned one is cloned (under a run-time condition where it may
// alias an allocation), a branch passes `false` along with it, and it is never freed.
func.func @returned(%t: tensor<4xf32>) -> memref<4xf32> {
  %m = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
  return %m : memref<4xf32>
}

func.func @selected(%t: tensor<4xf32>, %c: i1) -> memref<4xf32> {
  %m = bufferization.to_buffer %t read_only : tensor<4xf32> to memref<4xf32>
  %a = memref.alloc() : memref<4xf32>
  %r = arith.select %c, %m, %a : memref<4xf32>
  return %r : memref<4xf32>
}

func.func @branch(%t: tensor<?xf32>, %c: i1, %v: f32, %i: index) {
  %m = bufferization.to_buffer %t : tensor<?xf32> to memref<?xf32>
  cf.cond_br %c, ^bb1(%m : memref<?xf32>), ^bb2
^bb1(%x: memref<?xf32>):
  memref.store %v, %x[%i] : memref<?xf32>
  return
^bb2:
  return
}

func.func @loop_and_if(%t: tensor<8xf32>, %lb: index, %ub: index, %s: index, %c: i1) -> memref<8xf32> {
  %m = bufferization.to_buffer %t : tensor<8xf32> to memref<8xf32>
  %r = scf.for %i = %lb to %ub step %s iter_args(%a = %m) -> (memref<8xf32>) {
    %n = scf.if %c -> (memref<8xf32>) {
      %b = memref.alloc() : memref<8xf32>
      memref.copy %a, %b : memref<8xf32> to memref<8xf32>
      scf.yield %b : memref<8xf32>
    } else {
      scf.yield %a : memref<8xf32>
    }
    scf.yield %n : memref<8xf32>
  }
  return %r : memref<8xf32>
}

func.func @views_and_unranked(%t: tensor<8xf32>, %u: tensor<*xf32>) -> (memref<4xf32, strided<[1], offset: 2>>, memref<*xf32>) {
  %m = bufferization.to_buffer %t : tensor<8xf32> to memref<8xf32>
  %v = memref.subview %m[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  %n = bufferization.to_buffer %u : tensor<*xf32> to memref<*xf32>
  return %v, %n : memref<4xf32, strided<[1], offset: 2>>, memref<*xf32>
}

func.func private @callee(%m: memref<4xf32>) -> memref<4xf32> {
  return %m : memref<4xf32>
}

func.func @call(%t: tensor<4xf32>) -> memref<4xf32> {
  %m = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
  %r = call @callee(%m) : (memref<4xf32>) -> memref<4xf32>
  return %r : memref<4xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @returned(%arg0: tensor<4xf32>) -> memref<4xf32> {
// CHECK-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32>
// CHECK-NEXT:     %1 = bufferization.clone %0 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:     return %1 : memref<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @selected(%arg0: tensor<4xf32>, %arg1: i1) -> memref<4xf32> {
// CHECK-NEXT:     %0 = bufferization.to_buffer %arg0 read_only : tensor<4xf32> to memref<4xf32>
// CHECK-NEXT:     %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT:     %1 = arith.select %arg1, %0, %alloc : memref<4xf32>
// CHECK-NEXT:     %2 = scf.if %arg1 -> (memref<4xf32>) {
// CHECK-NEXT:       %4 = bufferization.clone %1 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:       scf.yield %4 : memref<4xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %1 : memref<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %intptr = memref.extract_aligned_pointer_as_index %alloc : memref<4xf32> -> index
// CHECK-NEXT:     %intptr_0 = memref.extract_aligned_pointer_as_index %2 : memref<4xf32> -> index
// CHECK-NEXT:     %3 = arith.cmpi ne, %intptr, %intptr_0 : index
// CHECK-NEXT:     scf.if %3 {
// CHECK-NEXT:       memref.dealloc %alloc : memref<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %2 : memref<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @branch(%arg0: tensor<?xf32>, %arg1: i1, %arg2: f32, %arg3: index) {
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<?xf32> to memref<?xf32>
// CHECK-NEXT:     cf.cond_br %arg1, ^bb1(%0, %false : memref<?xf32>, i1), ^bb2
// CHECK-NEXT:   ^bb1(%1: memref<?xf32>, %2: i1):  // pred: ^bb0
// CHECK-NEXT:     memref.store %arg2, %1[%arg3] : memref<?xf32>
// CHECK-NEXT:     %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %1 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     scf.if %2 {
// CHECK-NEXT:       memref.dealloc %base_buffer : memref<f32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @loop_and_if(%arg0: tensor<8xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: i1) -> memref<8xf32> {
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<8xf32> to memref<8xf32>
// CHECK-NEXT:     %1:2 = scf.for %arg5 = %arg1 to %arg2 step %arg3 iter_args(%arg6 = %0, %arg7 = %false) -> (memref<8xf32>, i1) {
// CHECK-NEXT:       %5 = scf.if %arg4 -> (memref<8xf32>) {
// CHECK-NEXT:         %alloc = memref.alloc() : memref<8xf32>
// CHECK-NEXT:         memref.copy %arg6, %alloc : memref<8xf32> to memref<8xf32>
// CHECK-NEXT:         scf.yield %alloc : memref<8xf32>
// CHECK-NEXT:       } else {
// CHECK-NEXT:         scf.yield %arg6 : memref<8xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:       %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %arg6 : memref<8xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:       %intptr_5 = memref.extract_aligned_pointer_as_index %base_buffer_1 : memref<f32> -> index
// CHECK-NEXT:       %intptr_6 = memref.extract_aligned_pointer_as_index %5 : memref<8xf32> -> index
// CHECK-NEXT:       %6 = arith.cmpi ne, %intptr_5, %intptr_6 : index
// CHECK-NEXT:       %7 = arith.andi %6, %arg7 : i1
// CHECK-NEXT:       scf.if %7 {
// CHECK-NEXT:         memref.dealloc %base_buffer_1 : memref<f32>
// CHECK-NEXT:       }
// CHECK-NEXT:       %8 = arith.cmpi eq, %intptr_5, %intptr_6 : index
// CHECK-NEXT:       %9 = arith.andi %8, %arg7 : i1
// CHECK-NEXT:       %10 = arith.ori %9, %arg4 : i1
// CHECK-NEXT:       scf.yield %5, %10 : memref<8xf32>, i1
// CHECK-NEXT:     }
// CHECK-NEXT:     %2 = scf.if %1#1 -> (memref<8xf32>) {
// CHECK-NEXT:       scf.yield %1#0 : memref<8xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %5 = bufferization.clone %1#0 : memref<8xf32> to memref<8xf32>
// CHECK-NEXT:       scf.yield %5 : memref<8xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %1#0 : memref<8xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %intptr = memref.extract_aligned_pointer_as_index %base_buffer : memref<f32> -> index
// CHECK-NEXT:     %intptr_0 = memref.extract_aligned_pointer_as_index %2 : memref<8xf32> -> index
// CHECK-NEXT:     %3 = arith.cmpi ne, %intptr, %intptr_0 : index
// CHECK-NEXT:     %4 = arith.andi %3, %1#1 : i1
// CHECK-NEXT:     scf.if %4 {
// CHECK-NEXT:       memref.dealloc %base_buffer : memref<f32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %2 : memref<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @views_and_unranked(%arg0: tensor<8xf32>, %arg1: tensor<*xf32>) -> (memref<4xf32, strided<[1], offset: 2>>, memref<*xf32>) {
// CHECK-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<8xf32> to memref<8xf32>
// CHECK-NEXT:     %subview = memref.subview %0[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
// CHECK-NEXT:     %1 = bufferization.to_buffer %arg1 : tensor<*xf32> to memref<*xf32>
// CHECK-NEXT:     %2 = bufferization.clone %subview : memref<4xf32, strided<[1], offset: 2>> to memref<4xf32, strided<[1], offset: 2>>
// CHECK-NEXT:     %3 = bufferization.clone %1 : memref<*xf32> to memref<*xf32>
// CHECK-NEXT:     return %2, %3 : memref<4xf32, strided<[1], offset: 2>>, memref<*xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @callee(%arg0: memref<4xf32>) -> memref<4xf32> {
// CHECK-NEXT:     %0 = bufferization.clone %arg0 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:     return %0 : memref<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @call(%arg0: tensor<4xf32>) -> memref<4xf32> {
// CHECK-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32>
// CHECK-NEXT:     %1 = call @callee(%0) : (memref<4xf32>) -> memref<4xf32>
// CHECK-NEXT:     return %1 : memref<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
