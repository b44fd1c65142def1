// Vector ops on run-time values (function arguments, so nothing folds), printed with
// vector.print; the expected lines are upstream mlir-runner's (vector lowered with
// --lower-vector-multi-reduction --convert-vector-to-scf --convert-vector-to-llvm).
// RUN: memref-run %s | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
func.func @data(%v: vector<2x3xf32>, %w: vector<4xf32>, %s: f32, %i: index) {
  %0 = vector.extract %v[1, 2] : f32 from vector<2x3xf32>
  vector.print %0 : f32
  %1 = vector.extract %v[1] : vector<3xf32> from vector<2x3xf32>
  vector.print %1 : vector<3xf32>
  %d1 = vector.extract %w[%i] : f32 from vector<4xf32>
  vector.print %d1 : f32
  %2 = vector.insert %s, %v[0, 1] : f32 into vector<2x3xf32>
  vector.print %2 : vector<2x3xf32>
  %i2b = vector.insert %s, %w[%i] : f32 into vector<4xf32>
  vector.print %i2b : vector<4xf32>
  %3 = vector.broadcast %s : f32 to vector<2x4xf32>
  vector.print %3 : vector<2x4xf32>
  %i3b = vector.broadcast %1 : vector<3xf32> to vector<2x3xf32>
  vector.print %i3b : vector<2x3xf32>
  %4 = vector.shape_cast %v : vector<2x3xf32> to vector<6xf32>
  vector.print %4 : vector<6xf32>
  %5 = vector.transpose %v, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  vector.print %5 : vector<3x2xf32>
  %6 = vector.shuffle %w, %w [0, 4, 7, 2] : vector<4xf32>, vector<4xf32>
  vector.print %6 : vector<4xf32>
  %7 = vector.extract_strided_slice %w {offsets = [1], sizes = [2], strides = [1]} : vector<4xf32> to vector<2xf32>
  vector.print %7 : vector<2xf32>
  %8 = vector.insert_strided_slice %7, %w {offsets = [2], strides = [1]} : vector<2xf32> into vector<4xf32>
  vector.print %8 : vector<4xf32>
  %9 = vector.interleave %7, %7 : vector<2xf32> -> vector<4xf32>
  vector.print %9 : vector<4xf32>
  %a, %b = vector.deinterleave %w : vector<4xf32> -> vector<2xf32>
  vector.print %a : vector<2xf32>
  vector.print %b : vector<2xf32>
  %10 = vector.from_elements %s, %0, %s : vector<3xf32>
  vector.print %10 : vector<3xf32>
  %e:4 = vector.to_elements %w : vector<4xf32>
  vector.print %e#3 : f32
  %11 = vector.fma %w, %w, %w : vector<4xf32>
  vector.print %11 : vector<4xf32>
  %12 = arith.addf %w, %w : vector<4xf32>
  vector.print %12 : vector<4xf32>
  %13 = arith.cmpf olt, %w, %12 : vector<4xf32>
  vector.print %13 : vector<4xi1>
  %14 = arith.select %13, %w, %12 : vector<4xi1>, vector<4xf32>
  vector.print %14 : vector<4xf32>
  %15 = math.sqrt %12 : vector<4xf32>
  vector.print %15 : vector<4xf32>
  return
}

func.func @reductions(%w: vector<4xf32>, %iv: vector<4xi32>, %m: vector<2x3xi32>) {
  %r0 = vector.reduction <add>, %w : vector<4xf32> into f32
  vector.print %r0 : f32
  %c = arith.constant 10.0 : f32
  %r1 = vector.reduction <mul>, %w, %c : vector<4xf32> into f32
  vector.print %r1 : f32
  %r2 = vector.reduction <maxsi>, %iv : vector<4xi32> into i32
  vector.print %r2 : i32
  %r3 = vector.reduction <minui>, %iv : vector<4xi32> into i32
  vector.print %r3 : i32
  %r4 = vector.reduction <xor>, %iv : vector<4xi32> into i32
  vector.print %r4 : i32
  %r5 = vector.reduction <minimumf>, %w : vector<4xf32> into f32
  vector.print %r5 : f32
  %acc = arith.constant dense<1> : vector<3xi32>
  %r6 = vector.multi_reduction <add>, %m, %acc [0] : vector<2x3xi32> to vector<3xi32>
  vector.print %r6 : vector<3xi32>
  %acc2 = arith.constant dense<0> : vector<2xi32>
  %r7 = vector.multi_reduction <maxsi>, %m, %acc2 [1] : vector<2x3xi32> to vector<2xi32>
  vector.print %r7 : vector<2xi32>
  %o = vector.outerproduct %w, %w : vector<4xf32>, vector<4xf32>
  vector.print %o : vector<4x4xf32>
  %o2 = vector.outerproduct %w, %c, %w : vector<4xf32>, f32
  vector.print %o2 : vector<4xf32>
  %x = arith.sitofp %m : vector<2x3xi32> to vector<2x3xf32>
  %y = vector.transpose %x, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  %z = arith.constant dense<0.5> : vector<2x2xf32>
  %mm = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %x, %y, %z : vector<2x3xf32>, vector<3x2xf32> into vector<2x2xf32>
  vector.print %mm : vector<2x2xf32>
  %dot = vector.contract {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>], iterator_types = ["reduction"]} %w, %w, %c : vector<4xf32>, vector<4xf32> into f32
  vector.print %dot : f32
  return
}

func.func @masks_and_memory(%n: index) {
  %m = vector.constant_mask [3] : vector<5xi1>
  vector.print %m : vector<5xi1>
  %m2 = vector.create_mask %n, %n : vector<3x4xi1>
  vector.print %m2 : vector<3x4xi1>
  %st = vector.step : vector<4xindex>
  vector.print %st : vector<4xindex>
  %buf = memref.alloc() : memref<3x8xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  vector.store %f, %buf[%c1, %n] : memref<3x8xf32>, vector<4xf32>
  %l = vector.load %buf[%c1, %c1] : memref<3x8xf32>, vector<4xf32>
  vector.print %l : vector<4xf32>
  %bc = vector.bitcast %f : vector<4xf32> to vector<8xi16>
  vector.print %bc : vector<8xi16>
  return
}

func.func @main() {
  %v = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : vector<2x3xf32>
  %w = arith.constant dense<[1.5, -2.0, 0.25, 8.0]> : vector<4xf32>
  %s = arith.constant 9.0 : f32
  %i = arith.constant 1 : index
  func.call @data(%v, %w, %s, %i) : (vector<2x3xf32>, vector<4xf32>, f32, index) -> ()
  %iv = arith.constant dense<[3, -7, 12, 5]> : vector<4xi32>
  %m = arith.constant dense<[[1, 9, 3], [4, 2, 6]]> : vector<2x3xi32>
  func.call @reductions(%w, %iv, %m) : (vector<4xf32>, vector<4xi32>, vector<2x3xi32>) -> ()
  %n = arith.constant 2 : index
  func.call @masks_and_memory(%n) : (index) -> ()
  return
}

// CHECK: 6
// CHECK-NEXT: ( 4, 5, 6 )
// CHECK-NEXT: -2
// CHECK-NEXT: ( ( 1, 9, 3 ), ( 4, 5, 6 ) )
// CHECK-NEXT: ( 1.5, 9, 0.25, 8 )
// CHECK-NEXT: ( ( 9, 9, 9, 9 ), ( 9, 9, 9, 9 ) )
// CHECK-NEXT: ( ( 4, 5, 6 ), ( 4, 5, 6 ) )
// CHECK-NEXT: ( 1, 2, 3, 4, 5, 6 )
// CHECK-NEXT: ( ( 1, 4 ), ( 2, 5 ), ( 3, 6 ) )
// CHECK-NEXT: ( 1.5, 1.5, 8, 0.25 )
// CHECK-NEXT: ( -2, 0.25 )
// CHECK-NEXT: ( 1.5, -2, -2, 0.25 )
// CHECK-NEXT: ( -2, -2, 0.25, 0.25 )
// CHECK-NEXT: ( 1.5, 0.25 )
// CHECK-NEXT: ( -2, 8 )
// CHECK-NEXT: ( 9, 6, 9 )
// CHECK-NEXT: 8
// CHECK-NEXT: ( 3.75, 2, 0.3125, 72 )
// CHECK-NEXT: ( 3, -4, 0.5, 16 )
// CHECK-NEXT: ( 1, 0, 1, 1 )
// CHECK-NEXT: ( 1.5, -4, 0.25, 8 )
// CHECK-NEXT: ( 1.73205, -nan, 0.707107, 4 )
// CHECK-NEXT: 7.75
// CHECK-NEXT: -60
// CHECK-NEXT: 12
// CHECK-NEXT: 3
// CHECK-NEXT: -13
// CHECK-NEXT: -2
// CHECK-NEXT: ( 6, 12, 10 )
// CHECK-NEXT: ( 9, 6 )
// CHECK-NEXT: ( ( 2.25, -3, 0.375, 12 ), ( -3, 4, -0.5, -16 ), ( 0.375, -0.5, 0.0625, 2 ), ( 12, -16, 2, 64 ) )
// CHECK-NEXT: ( 16.5, -22, 2.75, 88 )
// CHECK-NEXT: ( ( 91.5, 40.5 ), ( 40.5, 56.5 ) )
// CHECK-NEXT: 80.3125
// CHECK-NEXT: ( 1, 1, 1, 0, 0 )
// CHECK-NEXT: ( ( 1, 1, 0, 0 ), ( 1, 1, 0, 0 ), ( 0, 0, 0, 0 ) )
// CHECK-NEXT: ( 0, 1, 2, 3 )
// CHECK-NEXT: ( 0, 1, 2, 3 )
// CHECK-NEXT: ( 0, 16256, 0, 16384, 0, 16448, 0, 16512 )
