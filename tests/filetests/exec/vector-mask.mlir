// vector.mask around the maskable ops that touch no memory, on run-time values (function
// arguments, so nothing folds), in both engines; the expected lines are upstream
// mlir-runner's (scripts/upstream-run.sh: the pipeline, then the vector lowering, which
// reduces under a mask with llvm.vp.reduce.* from the accumulator or the kind's neutral value,
// and puts the kind's "mask neutral" in masked-off lanes for minimumf/maximumf, so a maximumf
// of negative lanes with one masked off is -1.4013e-45, as upstream's).
// RUN: memref-run %s | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
// RUN: memref-run %s --no-pipeline | filecheck %s
#dot = {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>], iterator_types = ["reduction"]}
#mm = {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]}
func.func @reductions(%v: vector<8xf32>, %w: vector<4xf32>, %iv: vector<4xi32>, %d: vector<4xf64>,
                      %m: vector<8xi1>, %m4: vector<4xi1>, %none: vector<4xi1>, %acc: f32) {
  %r0 = vector.mask %m { vector.reduction <add>, %v : vector<8xf32> into f32 } : vector<8xi1> -> f32
  vector.print %r0 : f32
  %r1 = vector.mask %m { vector.reduction <mul>, %v, %acc : vector<8xf32> into f32 } : vector<8xi1> -> f32
  vector.print %r1 : f32
  %r2 = vector.mask %m { vector.reduction <maximumf>, %v : vector<8xf32> into f32 } : vector<8xi1> -> f32
  vector.print %r2 : f32
  %r3 = vector.mask %m4 { vector.reduction <maximumf>, %w : vector<4xf32> into f32 } : vector<4xi1> -> f32
  vector.print %r3 : f32
  %r4 = vector.mask %m4 { vector.reduction <minimumf>, %w, %acc : vector<4xf32> into f32 } : vector<4xi1> -> f32
  vector.print %r4 : f32
  %r5 = vector.mask %m4 { vector.reduction <minnumf>, %w : vector<4xf32> into f32 } : vector<4xi1> -> f32
  vector.print %r5 : f32
  %r6 = vector.mask %m4 { vector.reduction <maxnumf>, %w, %acc : vector<4xf32> into f32 } : vector<4xi1> -> f32
  vector.print %r6 : f32
  %r7 = vector.mask %m4 { vector.reduction <minsi>, %iv : vector<4xi32> into i32 } : vector<4xi1> -> i32
  vector.print %r7 : i32
  %r8 = vector.mask %m4 { vector.reduction <maxui>, %iv : vector<4xi32> into i32 } : vector<4xi1> -> i32
  vector.print %r8 : i32
  %r9 = vector.mask %m4 { vector.reduction <xor>, %iv : vector<4xi32> into i32 } : vector<4xi1> -> i32
  vector.print %r9 : i32
  %r10 = vector.mask %m4 { vector.reduction <add>, %d : vector<4xf64> into f64 } : vector<4xi1> -> f64
  vector.print %r10 : f64
  // Every lane masked off: the neutral value (or the accumulator).
  %e0 = vector.mask %none { vector.reduction <add>, %w : vector<4xf32> into f32 } : vector<4xi1> -> f32
  vector.print %e0 : f32
  %e1 = vector.mask %none { vector.reduction <mul>, %w : vector<4xf32> into f32 } : vector<4xi1> -> f32
  vector.print %e1 : f32
  %e2 = vector.mask %none { vector.reduction <minnumf>, %w : vector<4xf32> into f32 } : vector<4xi1> -> f32
  vector.print %e2 : f32
  %e3 = vector.mask %none { vector.reduction <maxnumf>, %w : vector<4xf32> into f32 } : vector<4xi1> -> f32
  vector.print %e3 : f32
  %e4 = vector.mask %none { vector.reduction <minimumf>, %w : vector<4xf32> into f32 } : vector<4xi1> -> f32
  vector.print %e4 : f32
  %e5 = vector.mask %none { vector.reduction <maximumf>, %w : vector<4xf32> into f32 } : vector<4xi1> -> f32
  vector.print %e5 : f32
  %e6 = vector.mask %none { vector.reduction <minsi>, %iv : vector<4xi32> into i32 } : vector<4xi1> -> i32
  vector.print %e6 : i32
  %e7 = vector.mask %none { vector.reduction <maxsi>, %iv : vector<4xi32> into i32 } : vector<4xi1> -> i32
  vector.print %e7 : i32
  %e8 = vector.mask %none { vector.reduction <minui>, %iv : vector<4xi32> into i32 } : vector<4xi1> -> i32
  vector.print %e8 : i32
  %e9 = vector.mask %none { vector.reduction <maxui>, %iv : vector<4xi32> into i32 } : vector<4xi1> -> i32
  vector.print %e9 : i32
  %e10 = vector.mask %none { vector.reduction <and>, %iv : vector<4xi32> into i32 } : vector<4xi1> -> i32
  vector.print %e10 : i32
  %e11 = vector.mask %none { vector.reduction <or>, %iv : vector<4xi32> into i32 } : vector<4xi1> -> i32
  vector.print %e11 : i32
  %e12 = vector.mask %none { vector.reduction <mul>, %iv : vector<4xi32> into i32 } : vector<4xi1> -> i32
  vector.print %e12 : i32
  %e13 = vector.mask %none { vector.reduction <add>, %w, %acc : vector<4xf32> into f32 } : vector<4xi1> -> f32
  vector.print %e13 : f32
  %e14 = vector.mask %none { vector.reduction <maxnumf>, %d : vector<4xf64> into f64 } : vector<4xi1> -> f64
  vector.print %e14 : f64
  return
}

func.func @others(%b: vector<3x4xf32>, %acc3: vector<3xf32>, %acc4: vector<4xf32>, %m2: vector<3x4xi1>,
                  %x: vector<3xf32>, %y: vector<4xf32>, %oacc: vector<3x4xf32>, %m3: vector<3xi1>,
                  %s: f32, %a: vector<2x3xf32>, %bb: vector<3x2xf32>, %cacc: vector<2x2xf32>,
                  %mm: vector<2x2x3xi1>, %ai: vector<2x3xi32>, %bi: vector<3x2xi32>,
                  %cacci: vector<2x2xi32>, %md: vector<4xi1>) {
  %r1 = vector.mask %m2 { vector.multi_reduction <add>, %b, %acc3 [1] : vector<3x4xf32> to vector<3xf32> } : vector<3x4xi1> -> vector<3xf32>
  vector.print %r1 : vector<3xf32>
  %r2 = vector.mask %m2 { vector.multi_reduction <maximumf>, %b, %acc4 [0] : vector<3x4xf32> to vector<4xf32> } : vector<3x4xi1> -> vector<4xf32>
  vector.print %r2 : vector<4xf32>
  %r3 = vector.mask %m2 { vector.multi_reduction <mul>, %b, %s [0, 1] : vector<3x4xf32> to f32 } : vector<3x4xi1> -> f32
  vector.print %r3 : f32
  %o1 = vector.mask %m2 { vector.outerproduct %x, %y, %oacc : vector<3xf32>, vector<4xf32> } : vector<3x4xi1> -> vector<3x4xf32>
  vector.print %o1 : vector<3x4xf32>
  %o2 = vector.mask %m3 { vector.outerproduct %x, %s, %acc3 {kind = #vector.kind<maxnumf>} : vector<3xf32>, f32 } : vector<3xi1> -> vector<3xf32>
  vector.print %o2 : vector<3xf32>
  %o3 = vector.mask %m2 { vector.outerproduct %x, %y : vector<3xf32>, vector<4xf32> } : vector<3x4xi1> -> vector<3x4xf32>
  vector.print %o3 : vector<3x4xf32>
  %d = vector.mask %md { vector.contract #dot %y, %y, %s : vector<4xf32>, vector<4xf32> into f32 } : vector<4xi1> -> f32
  vector.print %d : f32
  %c = vector.mask %mm { vector.contract #mm %a, %bb, %cacc : vector<2x3xf32>, vector<3x2xf32> into vector<2x2xf32> } : vector<2x2x3xi1> -> vector<2x2xf32>
  vector.print %c : vector<2x2xf32>
  %ci = vector.mask %mm { vector.contract #mm %ai, %bi, %cacci : vector<2x3xi32>, vector<3x2xi32> into vector<2x2xi32> } : vector<2x2x3xi1> -> vector<2x2xi32>
  vector.print %ci : vector<2x2xi32>
  // An empty mask yields its values; with a passthru, masked-off lanes are the passthru's.
  %y1 = vector.mask %md { vector.yield %y : vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  vector.print %y1 : vector<4xf32>
  %y2 = vector.mask %md, %acc4 { vector.yield %y : vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  vector.print %y2 : vector<4xf32>
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %v = arith.constant dense<[10.0, 11.0, 12.0, 13.0, 14.0, 15.0, 16.0, 17.0]> : vector<8xf32>
  %w = arith.constant dense<[-1.5, -2.5, -0.5, -4.0]> : vector<4xf32>
  %iv = arith.constant dense<[7, -3, 12, -9]> : vector<4xi32>
  %d = arith.constant dense<[0.1, 0.2, 0.3, 0.4]> : vector<4xf64>
  %m = vector.create_mask %c5 : vector<8xi1>
  %m4 = arith.constant dense<[true, false, true, false]> : vector<4xi1>
  %none = vector.create_mask %c0 : vector<4xi1>
  %acc = arith.constant 100.0 : f32
  call @reductions(%v, %w, %iv, %d, %m, %m4, %none, %acc) : (vector<8xf32>, vector<4xf32>, vector<4xi32>, vector<4xf64>, vector<8xi1>, vector<4xi1>, vector<4xi1>, f32) -> ()
  %b = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [9.0, 10.0, 11.0, 12.0]]> : vector<3x4xf32>
  %acc3 = arith.constant dense<[100.0, 200.0, 300.0]> : vector<3xf32>
  %acc4 = arith.constant dense<[-100.0, 2.5, 300.0, 400.0]> : vector<4xf32>
  %m2 = vector.create_mask %c2, %c3 : vector<3x4xi1>
  %x = arith.constant dense<[1.0, 2.0, 3.0]> : vector<3xf32>
  %y = arith.constant dense<[1.0, 10.0, 100.0, 1000.0]> : vector<4xf32>
  %oacc = arith.constant dense<-1.0> : vector<3x4xf32>
  %m3 = vector.create_mask %c2 : vector<3xi1>
  %s = arith.constant 2.5 : f32
  %a = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : vector<2x3xf32>
  %bb = arith.constant dense<[[1.0, 10.0], [100.0, 1000.0], [10000.0, 100000.0]]> : vector<3x2xf32>
  %cacc = arith.constant dense<[[0.5, 0.25], [0.125, 0.0625]]> : vector<2x2xf32>
  %mm = vector.create_mask %c2, %c1, %c2 : vector<2x2x3xi1>
  %ai = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : vector<2x3xi32>
  %bi = arith.constant dense<[[1, 10], [100, 1000], [10000, 100000]]> : vector<3x2xi32>
  %cacci = arith.constant dense<7> : vector<2x2xi32>
  %md = vector.create_mask %c3 : vector<4xi1>
  call @others(%b, %acc3, %acc4, %m2, %x, %y, %oacc, %m3, %s, %a, %bb, %cacc, %mm, %ai, %bi, %cacci, %md) : (vector<3x4xf32>, vector<3xf32>, vector<4xf32>, vector<3x4xi1>, vector<3xf32>, vector<4xf32>, vector<3x4xf32>, vector<3xi1>, f32, vector<2x3xf32>, vector<3x2xf32>, vector<2x2xf32>, vector<2x2x3xi1>, vector<2x3xi32>, vector<3x2xi32>, vector<2x2xi32>, vector<4xi1>) -> ()
  return
}
// CHECK: 60
// CHECK-NEXT: 2.4024e+07
// CHECK-NEXT: 14
// CHECK-NEXT: -1.4013e-45
// CHECK-NEXT: -1.5
// CHECK-NEXT: -1.5
// CHECK-NEXT: 100
// CHECK-NEXT: 7
// CHECK-NEXT: 12
// CHECK-NEXT: 11
// CHECK-NEXT: 0.4
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: {{^}}nan
// CHECK-NEXT: -nan
// CHECK-NEXT: 3.40282e+38
// CHECK-NEXT: -1.4013e-45
// CHECK-NEXT: 2147483647
// CHECK-NEXT: -2147483648
// CHECK-NEXT: -1
// CHECK-NEXT: 0
// CHECK-NEXT: -1
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 100
// CHECK-NEXT: -nan
// CHECK-NEXT: ( 106, 218, 300 )
// CHECK-NEXT: ( 5, 6, 300, 400 )
// CHECK-NEXT: 3150
// CHECK-NEXT: ( ( 0, 9, 99, -1 ), ( 1, 19, 199, -1 ), ( -1, -1, -1, -1 ) )
// CHECK-NEXT: ( 100, 200, 300 )
// CHECK-NEXT: ( ( 1, 10, 100, 1000 ), ( 2, 20, 200, 2000 ), ( 3, 30, 300, 3000 ) )
// CHECK-NEXT: 10103.5
// CHECK-NEXT: ( ( 201.5, 0.25 ), ( 504.125, 0.0625 ) )
// CHECK-NEXT: ( ( 208, 7 ), ( 511, 7 ) )
// CHECK-NEXT: ( 1, 10, 100, 1000 )
// CHECK-NEXT: ( 1, 10, 100, 400 )
