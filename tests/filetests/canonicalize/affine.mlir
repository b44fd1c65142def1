// RUN: memref-opt %s --canonicalize | filecheck %s
// The affine ops' folds and canonicalization patterns, as upstream's: maps composed with the
// affine.apply ops defining their operands and canonicalized with them (valid symbols become
// symbols, constants fold in, duplicates merge), maps simplified through their flattened form,
// min/max results deduplicated and sorted, trivially true or false conditions resolved, dead
// else blocks dropped, loops without iterations replaced by their inits.
func.func @f(%m: memref<100xf32>, %a: index, %b: index) -> (index, index, index) {
  %c2 = arith.constant 2 : index
  affine.for %i = 0 to 10 {
    %x = affine.apply affine_map<(d0) -> (d0 * 2 + 1)>(%i)
    %y = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%x)[%a]
    %v = affine.load %m[%y + 3] : memref<100xf32>
    affine.store %v, %m[%x - %i + symbol(%c2)] : memref<100xf32>
    %z = affine.min affine_map<(d0, d1) -> (d0, d1, d0)>(%x, %i)
    %w = affine.max affine_map<(d0)[s0] -> (d0 + s0, 5)>(%z)[%c2]
    memref.store %v, %m[%w] : memref<100xf32>
  }
  %p = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%a, %a)
  %q = affine.apply affine_map<(d0)[s0] -> (d0 floordiv 4 + s0 mod 3)>(%p)[%b]
  %r = affine.min affine_map<()[s0] -> (s0)>()[%q]
  affine.if affine_set<(d0) : (d0 - 5 >= 0)>(%p) {
    %rr = arith.index_cast %r : index to i64
    %rf = arith.sitofp %rr : i64 to f32
    affine.store %rf, %m[0] : memref<100xf32>
  }
  affine.if affine_set<() : (0 == 0)>() {
    %t = affine.load %m[1] : memref<100xf32>
    affine.store %t, %m[2] : memref<100xf32>
  } else {
    %t = affine.load %m[3] : memref<100xf32>
    affine.store %t, %m[2] : memref<100xf32>
  }
  affine.if affine_set<() : (1 == 0)>() {
    %t = affine.load %m[1] : memref<100xf32>
    affine.store %t, %m[2] : memref<100xf32>
  }
  affine.if affine_set<(d0) : (d0 >= 0)>(%a) {
    %t = affine.load %m[1] : memref<100xf32>
    affine.store %t, %m[2] : memref<100xf32>
  } else {
  }
  return %p, %q, %r : index, index, index
}

func.func @g(%m: memref<100xf32>, %a: index, %b: index) {
  affine.for %i = 0 to 10 {
    %x = affine.apply affine_map<(d0) -> (d0 * 4 + 2)>(%i)
    %v = affine.load %m[%x floordiv 2 + %x mod 4 - (%x ceildiv 8) * 3] : memref<100xf32>
    %y = affine.apply affine_map<(d0)[s0] -> ((d0 + s0 * 6) mod 3)>(%i)[%a]
    affine.store %v, %m[%y * 2 + %i mod 5] : memref<100xf32>
    affine.for %j = affine_map<(d0) -> (d0 mod 3)>(%x) to affine_map<(d0, d1) -> ((d0 + d1) floordiv 2 + 3)>(%x, %i) {
      %w = affine.load %m[(%j * 2 + %i * 6) floordiv 4] : memref<100xf32>
      affine.store %w, %m[(%j + %i) mod 7 - (%j + %i) floordiv 7] : memref<100xf32>
    }
  }
  return
}

func.func private @use(memref<?xf32>)
func.func @k(%n: index, %m: memref<16x16xf32>) -> memref<?xf32> {
  %cst = arith.constant 0.0 : f32
  %sz = affine.apply affine_map<()[s0] -> (s0 * 2 + 1)>()[%n]
  %buf = memref.alloc(%sz) : memref<?xf32>
  affine.for %i = 0 to 16 {
    %row = memref.alloc() : memref<16xf32>
    affine.for %j = 0 to 16 {
      %v = affine.load %m[%i, %j] : memref<16x16xf32>
      affine.store %v, %row[%j] : memref<16xf32>
    }
    affine.if affine_set<(d0)[s0] : (s0 - d0 - 1 >= 0)>(%i)[%n] {
      %t = memref.alloc(%n) : memref<?xf32>
      affine.for %k = 0 to %n {
        %v = affine.load %row[%k mod 16] : memref<16xf32>
        affine.store %v, %t[%k] : memref<?xf32>
      }
      func.call @use(%t) : (memref<?xf32>) -> ()
    }
    %s = affine.load %row[%i] : memref<16xf32>
    affine.store %s, %buf[%i mod 3] : memref<?xf32>
  }
  %c = affine.for %i = 0 to 4 iter_args(%acc = %cst) -> f32 {
    %tmp = memref.alloca() : memref<2xf32>
    affine.store %acc, %tmp[0] : memref<2xf32>
    %v = affine.load %tmp[0] : memref<2xf32>
    affine.yield %v : f32
  }
  affine.store %c, %buf[0] : memref<?xf32>
  %x = affine.for %i = 0 to 0 iter_args(%a = %cst) -> f32 {
    affine.yield %a : f32
  }
  affine.store %x, %buf[1] : memref<?xf32>
  return %buf : memref<?xf32>
}

// CHECK: #map = affine_map<(d0) -> (d0, d0 * 2 + 1)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (5, d0 + 2)>
// CHECK-NEXT: #map2 = affine_map<()[s0] -> (s0 * 2)>
// CHECK-NEXT: #map3 = affine_map<()[s0, s1] -> (s0 + s1 floordiv 2 - (s0 floordiv 3) * 3)>
// CHECK-NEXT: #map4 = affine_map<(d0) -> (d0 * 4 - ((d0 * 4 + 2) floordiv 3) * 3 + 2)>
// CHECK-NEXT: #map5 = affine_map<(d0) -> (d0 * 2 + d0 floordiv 2 + 4)>
// CHECK-NEXT: #map6 = affine_map<()[s0] -> (s0 * 2 + 1)>
// CHECK-NEXT: #set = affine_set<()[s0] : (s0 * 2 - 5 >= 0)>
// CHECK-NEXT: #set1 = affine_set<()[s0] : (s0 >= 0)>
// CHECK-NEXT: #set2 = affine_set<(d0)[s0] : (-d0 + s0 - 1 >= 0)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @f(%arg0: memref<100xf32>, %arg1: index, %arg2: index) -> (index, index, index) {
// CHECK-NEXT: affine.for %arg3 = 0 to 10 {
// CHECK-NEXT: %3 = affine.load %arg0[%arg3 * 2 + symbol(%arg1) + 4] : memref<100xf32>
// CHECK-NEXT: affine.store %3, %arg0[%arg3 + 3] : memref<100xf32>
// CHECK-NEXT: %4 = affine.min #map(%arg3)
// CHECK-NEXT: %5 = affine.max #map1(%4)
// CHECK-NEXT: memref.store %3, %arg0[%5] : memref<100xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %0 = affine.apply #map2()[%arg1]
// CHECK-NEXT: %1 = affine.apply #map3()[%arg2, %arg1]
// CHECK-NEXT: affine.if #set()[%arg1] {
// CHECK-NEXT: %3 = arith.index_cast %1 : index to i64
// CHECK-NEXT: %4 = arith.sitofp %3 : i64 to f32
// CHECK-NEXT: affine.store %4, %arg0[0] : memref<100xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %2 = affine.load %arg0[1] : memref<100xf32>
// CHECK-NEXT: affine.store %2, %arg0[2] : memref<100xf32>
// CHECK-NEXT: affine.if #set1()[%arg1] {
// CHECK-NEXT: %3 = affine.load %arg0[1] : memref<100xf32>
// CHECK-NEXT: affine.store %3, %arg0[2] : memref<100xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %1, %1 : index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: func.func @g(%arg0: memref<100xf32>, %arg1: index, %arg2: index) {
// CHECK-NEXT: affine.for %arg3 = 0 to 10 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg3 * 2 - ((%arg3 * 2 + 1) ceildiv 4) * 3 + 3] : memref<100xf32>
// CHECK-NEXT: affine.store %0, %arg0[%arg3 * 3 - (%arg3 floordiv 3) * 6 - (%arg3 floordiv 5) * 5] : memref<100xf32>
// CHECK-NEXT: affine.for %arg4 = #map4(%arg3) to #map5(%arg3) {
// CHECK-NEXT: %1 = affine.load %arg0[(%arg4 + %arg3 * 3) floordiv 2] : memref<100xf32>
// CHECK-NEXT: affine.store %1, %arg0[%arg4 + %arg3 - ((%arg4 + %arg3) floordiv 7) * 8] : memref<100xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @use(memref<?xf32>)
// CHECK-NEXT: func.func @k(%arg0: index, %arg1: memref<16x16xf32>) -> memref<?xf32> {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = affine.apply #map6()[%arg0]
// CHECK-NEXT: %alloc = memref.alloc(%0) : memref<?xf32>
// CHECK-NEXT: affine.for %arg2 = 0 to 16 {
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<16xf32>
// CHECK-NEXT: affine.for %arg3 = 0 to 16 {
// CHECK-NEXT: %3 = affine.load %arg1[%arg2, %arg3] : memref<16x16xf32>
// CHECK-NEXT: affine.store %3, %alloc_0[%arg3] : memref<16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.if #set2(%arg2)[%arg0] {
// CHECK-NEXT: %alloc_1 = memref.alloc(%arg0) : memref<?xf32>
// CHECK-NEXT: affine.for %arg3 = 0 to %arg0 {
// CHECK-NEXT: %3 = affine.load %alloc_0[%arg3 mod 16] : memref<16xf32>
// CHECK-NEXT: affine.store %3, %alloc_1[%arg3] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.call @use(%alloc_1) : (memref<?xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: %2 = affine.load %alloc_0[%arg2] : memref<16xf32>
// CHECK-NEXT: affine.store %2, %alloc[%arg2 mod 3] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %1 = affine.for %arg2 = 0 to 4 iter_args(%arg3 = %cst) -> (f32) {
// CHECK-NEXT: %alloca = memref.alloca() : memref<2xf32>
// CHECK-NEXT: affine.store %arg3, %alloca[0] : memref<2xf32>
// CHECK-NEXT: %2 = affine.load %alloca[0] : memref<2xf32>
// CHECK-NEXT: affine.yield %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: affine.store %1, %alloc[0] : memref<?xf32>
// CHECK-NEXT: affine.store %cst, %alloc[1] : memref<?xf32>
// CHECK-NEXT: return %alloc : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
