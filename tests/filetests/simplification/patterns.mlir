// RUN: memref-opt %s --allow-unregistered-dialect --buffer-deallocation-simplification | filecheck %s
func.func @contained(%c: i1, %n: index) -> memref<?xf32> {
  %a = memref.alloc(%n) : memref<?xf32>
  %0 = bufferization.dealloc (%a : memref<?xf32>) if (%c) retain (%a : memref<?xf32>)
  "test.use"(%0) : (i1) -> ()
  return %a : memref<?xf32>
}
func.func @no_alias(%c: i1, %d: i1, %n: index, %arg: memref<?xf32>) {
  %a = memref.alloc(%n) : memref<?xf32>
  %b = memref.alloc(%n) : memref<?xf32>
  %0 = bufferization.dealloc (%a, %b : memref<?xf32>, memref<?xf32>) if (%c, %d) retain (%arg : memref<?xf32>)
  "test.use"(%0) : (i1) -> ()
  return
}
func.func @split(%c: i1, %d: i1, %n: index, %x: memref<?xf32>, %y: memref<?xf32>) {
  %a = memref.alloc(%n) : memref<?xf32>
  %0:2 = bufferization.dealloc (%a, %x, %y : memref<?xf32>, memref<?xf32>, memref<?xf32>) if (%c, %d, %d) retain (%x, %y : memref<?xf32>, memref<?xf32>)
  "test.use"(%0#0, %0#1) : (i1, i1) -> ()
  return
}
func.func @always(%n: index, %r: memref<?xf32>) -> i1 {
  %true = arith.constant true
  %a = memref.alloc(%n) : memref<?xf32>
  %s = memref.subview %a[0] [2] [1] : memref<?xf32> to memref<2xf32, strided<[1]>>
  %0 = bufferization.dealloc (%a : memref<?xf32>) if (%true) retain (%s : memref<2xf32, strided<[1]>>)
  return %0 : i1
}
func.func @dups(%c: i1, %d: i1, %n: index, %x: memref<?xf32>) -> (i1, i1) {
  %0:2 = bufferization.dealloc (%x, %x : memref<?xf32>, memref<?xf32>) if (%c, %d) retain (%x, %x : memref<?xf32>, memref<?xf32>)
  return %0#0, %0#1 : i1, i1
}
func.func @empty_false(%false: i1, %x: memref<?xf32>) -> i1 {
  %f = arith.constant false
  %0 = bufferization.dealloc (%x : memref<?xf32>) if (%f) retain (%x : memref<?xf32>)
  return %0 : i1
}

// CHECK: module {
// CHECK-NEXT: func.func @contained(%arg0: i1, %arg1: index) -> memref<?xf32> {
// CHECK-NEXT: %alloc = memref.alloc(%arg1) : memref<?xf32>
// CHECK-NEXT: "test.use"(%arg0) : (i1) -> ()
// CHECK-NEXT: return %alloc : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @no_alias(%arg0: i1, %arg1: i1, %arg2: index, %arg3: memref<?xf32>) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: "test.use"(%false) : (i1) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @split(%arg0: i1, %arg1: i1, %arg2: index, %arg3: memref<?xf32>, %arg4: memref<?xf32>) {
// CHECK-NEXT: %0:2 = bufferization.dealloc (%arg3, %arg4 : memref<?xf32>, memref<?xf32>) if (%arg1, %arg1) retain (%arg3, %arg4 : memref<?xf32>, memref<?xf32>)
// CHECK-NEXT: "test.use"(%0#0, %0#1) : (i1, i1) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @always(%arg0: index, %arg1: memref<?xf32>) -> i1 {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %true : i1
// CHECK-NEXT: }
// CHECK-NEXT: func.func @dups(%arg0: i1, %arg1: i1, %arg2: index, %arg3: memref<?xf32>) -> (i1, i1) {
// CHECK-NEXT: %0 = arith.ori %arg0, %arg1 : i1
// CHECK-NEXT: return %0, %0 : i1, i1
// CHECK-NEXT: }
// CHECK-NEXT: func.func @empty_false(%arg0: i1, %arg1: memref<?xf32>) -> i1 {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: return %false : i1
// CHECK-NEXT: }
// CHECK-NEXT: }
