// RUN: memref-opt %s --ownership-based-buffer-deallocation | filecheck %s
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
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32>
// CHECK-NEXT:     %1 = scf.if %false -> (memref<4xf32>) {
// CHECK-NEXT:       scf.yield %0 : memref<4xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %3 = bufferization.clone %0 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:       scf.yield %3 : memref<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %1 : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %2 = bufferization.dealloc (%base_buffer : memref<f32>) if (%true) retain (%1 : memref<4xf32>)
// CHECK-NEXT:     return %1 : memref<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @selected(%arg0: tensor<4xf32>, %arg1: i1) -> memref<4xf32> {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %0 = bufferization.to_buffer %arg0 read_only : tensor<4xf32> to memref<4xf32>
// CHECK-NEXT:     %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT:     %1 = arith.select %arg1, %0, %alloc : memref<4xf32>
// CHECK-NEXT:     %2 = arith.select %arg1, %false, %true : i1
// CHECK-NEXT:     %3 = scf.if %2 -> (memref<4xf32>) {
// CHECK-NEXT:       scf.yield %1 : memref<4xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %5 = bufferization.clone %1 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:       scf.yield %5 : memref<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %true_0 = arith.constant true
// CHECK-NEXT:     %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %3 : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %4 = bufferization.dealloc (%base_buffer, %base_buffer_1 : memref<f32>, memref<f32>) if (%true, %true_0) retain (%3 : memref<4xf32>)
// CHECK-NEXT:     return %3 : memref<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @branch(%arg0: tensor<?xf32>, %arg1: i1, %arg2: f32, %arg3: index) {
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<?xf32> to memref<?xf32>
// CHECK-NEXT:     %1 = bufferization.dealloc retain (%0 : memref<?xf32>)
// CHECK-NEXT:     bufferization.dealloc
// CHECK-NEXT:     cf.cond_br %arg1, ^bb1(%0, %1 : memref<?xf32>, i1), ^bb2
// CHECK-NEXT:   ^bb1(%2: memref<?xf32>, %3: i1):  // pred: ^bb0
// CHECK-NEXT:     memref.store %arg2, %2[%arg3] : memref<?xf32>
// CHECK-NEXT:     %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %2 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     bufferization.dealloc (%base_buffer : memref<f32>) if (%3)
// CHECK-NEXT:     return
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @loop_and_if(%arg0: tensor<8xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: i1) -> memref<8xf32> {
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %false_0 = arith.constant false
// CHECK-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<8xf32> to memref<8xf32>
// CHECK-NEXT:     %1:2 = scf.for %arg5 = %arg1 to %arg2 step %arg3 iter_args(%arg6 = %0, %arg7 = %false) -> (memref<8xf32>, i1) {
// CHECK-NEXT:       %false_5 = arith.constant false
// CHECK-NEXT:       %4:2 = scf.if %arg4 -> (memref<8xf32>, i1) {
// CHECK-NEXT:         %true_14 = arith.constant true
// CHECK-NEXT:         %false_15 = arith.constant false
// CHECK-NEXT:         %alloc = memref.alloc() : memref<8xf32>
// CHECK-NEXT:         memref.copy %arg6, %alloc : memref<8xf32> to memref<8xf32>
// CHECK-NEXT:         %base_buffer_16, %offset_17, %sizes_18, %strides_19 = memref.extract_strided_metadata %alloc : memref<8xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:         %6 = bufferization.dealloc (%base_buffer_16 : memref<f32>) if (%true_14) retain (%alloc : memref<8xf32>)
// CHECK-NEXT:         scf.yield %alloc, %6 : memref<8xf32>, i1
// CHECK-NEXT:       } else {
// CHECK-NEXT:         %false_14 = arith.constant false
// CHECK-NEXT:         %6 = bufferization.dealloc retain (%arg6 : memref<8xf32>)
// CHECK-NEXT:         scf.yield %arg6, %6 : memref<8xf32>, i1
// CHECK-NEXT:       }
// CHECK-NEXT:       %base_buffer_6, %offset_7, %sizes_8, %strides_9 = memref.extract_strided_metadata %arg6 : memref<8xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:       %base_buffer_10, %offset_11, %sizes_12, %strides_13 = memref.extract_strided_metadata %4#0 : memref<8xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:       %5 = bufferization.dealloc (%base_buffer_6, %base_buffer_10 : memref<f32>, memref<f32>) if (%arg7, %4#1) retain (%4#0 : memref<8xf32>)
// CHECK-NEXT:       scf.yield %4#0, %5 : memref<8xf32>, i1
// CHECK-NEXT:     }
// CHECK-NEXT:     %2 = scf.if %1#1 -> (memref<8xf32>) {
// CHECK-NEXT:       scf.yield %1#0 : memref<8xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %4 = bufferization.clone %1#0 : memref<8xf32> to memref<8xf32>
// CHECK-NEXT:       scf.yield %4 : memref<8xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %1#0 : memref<8xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %2 : memref<8xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %3 = bufferization.dealloc (%base_buffer, %base_buffer_1 : memref<f32>, memref<f32>) if (%1#1, %true) retain (%2 : memref<8xf32>)
// CHECK-NEXT:     return %2 : memref<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @views_and_unranked(%arg0: tensor<8xf32>, %arg1: tensor<*xf32>) -> (memref<4xf32, strided<[1], offset: 2>>, memref<*xf32>) {
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<8xf32> to memref<8xf32>
// CHECK-NEXT:     %subview = memref.subview %0[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
// CHECK-NEXT:     %false_0 = arith.constant false
// CHECK-NEXT:     %1 = bufferization.to_buffer %arg1 : tensor<*xf32> to memref<*xf32>
// CHECK-NEXT:     %2 = scf.if %false -> (memref<4xf32, strided<[1], offset: 2>>) {
// CHECK-NEXT:       scf.yield %subview : memref<4xf32, strided<[1], offset: 2>>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %5 = bufferization.clone %subview : memref<4xf32, strided<[1], offset: 2>> to memref<4xf32, strided<[1], offset: 2>>
// CHECK-NEXT:       scf.yield %5 : memref<4xf32, strided<[1], offset: 2>>
// CHECK-NEXT:     }
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %3 = scf.if %false_0 -> (memref<*xf32>) {
// CHECK-NEXT:       scf.yield %1 : memref<*xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %5 = bufferization.clone %1 : memref<*xf32> to memref<*xf32>
// CHECK-NEXT:       scf.yield %5 : memref<*xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %true_1 = arith.constant true
// CHECK-NEXT:     %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %2 : memref<4xf32, strided<[1], offset: 2>> -> memref<f32>, index, index, index
// CHECK-NEXT:     %reinterpret_cast = memref.reinterpret_cast %3 to offset: [0], sizes: [], strides: [] : memref<*xf32> to memref<f32, strided<[]>>
// CHECK-NEXT:     %base_buffer_2, %offset_3 = memref.extract_strided_metadata %reinterpret_cast : memref<f32, strided<[]>> -> memref<f32>, index
// CHECK-NEXT:     %4:2 = bufferization.dealloc (%base_buffer, %base_buffer_2 : memref<f32>, memref<f32>) if (%true, %true_1) retain (%2, %3 : memref<4xf32, strided<[1], offset: 2>>, memref<*xf32>)
// CHECK-NEXT:     return %2, %3 : memref<4xf32, strided<[1], offset: 2>>, memref<*xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @callee(%arg0: memref<4xf32>) -> memref<4xf32> {
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %0 = scf.if %false -> (memref<4xf32>) {
// CHECK-NEXT:       scf.yield %arg0 : memref<4xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %2 = bufferization.clone %arg0 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:       scf.yield %2 : memref<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %0 : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %1 = bufferization.dealloc (%base_buffer, %base_buffer_0 : memref<f32>, memref<f32>) if (%false, %true) retain (%0 : memref<4xf32>)
// CHECK-NEXT:     return %0 : memref<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @call(%arg0: tensor<4xf32>) -> memref<4xf32> {
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32>
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %1 = call @callee(%0) : (memref<4xf32>) -> memref<4xf32>
// CHECK-NEXT:     %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %1 : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %2 = bufferization.dealloc (%base_buffer : memref<f32>) if (%true) retain (%1 : memref<4xf32>)
// CHECK-NEXT:     return %1 : memref<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
