// A float sum without accumulator starts at +0.0 (upstream's lowering: llvm.vector.reduce.fadd
// or llvm.vp.reduce.fadd from +0.0), so lanes of -0.0 sum to +0.0; with an accumulator of -0.0
// the sum keeps its sign. The expected lines are upstream mlir-runner's.
// RUN: memref-run %s | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
// RUN: memref-run %s --no-pipeline | filecheck %s
func.func private @opq(%v: vector<2xf32>) -> vector<2xf32> {
  return %v : vector<2xf32>
}
func.func @main() {
  %c = arith.constant dense<[-0.0, -0.0]> : vector<2xf32>
  %b = call @opq(%c) : (vector<2xf32>) -> vector<2xf32>
  %r = vector.reduction <add>, %b : vector<2xf32> into f32
  vector.print %r : f32
  %c1 = arith.constant 1 : index
  %m = vector.create_mask %c1 : vector<2xi1>
  %r2 = vector.mask %m { vector.reduction <add>, %b : vector<2xf32> into f32 } : vector<2xi1> -> f32
  vector.print %r2 : f32
  %nz = arith.constant -0.0 : f32
  %r3 = vector.reduction <add>, %b, %nz : vector<2xf32> into f32
  vector.print %r3 : f32
  %d = arith.constant dense<[-0.0, -0.0]> : vector<2xf64>
  %r4 = vector.reduction <add>, %d : vector<2xf64> into f64
  vector.print %r4 : f64
  return
}
// CHECK: {{^}}0{{$}}
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^}}-0{{$}}
// CHECK-NEXT: {{^}}0{{$}}
