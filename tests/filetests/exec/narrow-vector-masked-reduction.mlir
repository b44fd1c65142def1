// vector.mask around vector.reduction on f16/bf16: masked-off lanes take the kind's neutral
// value in the format (the all-off mask gives it: -min-subnormal for maximumf, NaN for
// minnumf), as mlir-runner 22 prints them. Both engines.
// RUN: memref-run %s | filecheck %s
// RUN: memref-run --engine=interp %s | filecheck %s
func.func @main() {
  %v = arith.constant dense<[1.5, -2.0, 3.25, 0.5]> : vector<4xf16>
  %b = arith.constant dense<[1.5, -2.0, 3.25, 0.5]> : vector<4xbf16>
  %m = arith.constant dense<[true, false, true, false]> : vector<4xi1>
  %z = arith.constant dense<false> : vector<4xi1>
  %a = vector.mask %m { vector.reduction <add>, %v : vector<4xf16> into f16 } : vector<4xi1> -> f16
  %x = vector.mask %m { vector.reduction <maxnumf>, %v : vector<4xf16> into f16 } : vector<4xi1> -> f16
  %y = vector.mask %m { vector.reduction <minimumf>, %b : vector<4xbf16> into bf16 } : vector<4xi1> -> bf16
  %p = vector.mask %m { vector.reduction <mul>, %b : vector<4xbf16> into bf16 } : vector<4xi1> -> bf16
  %e = vector.mask %z { vector.reduction <maximumf>, %v : vector<4xf16> into f16 } : vector<4xi1> -> f16
  %f = vector.mask %z { vector.reduction <minnumf>, %b : vector<4xbf16> into bf16 } : vector<4xi1> -> bf16
  vector.print %a : f16
  vector.print %x : f16
  vector.print %y : bf16
  vector.print %p : bf16
  vector.print %e : f16
  vector.print %f : bf16
  return
}
// CHECK: 4.75
// CHECK-NEXT: 3.25
// CHECK-NEXT: 1.5
// CHECK-NEXT: 4.875
// CHECK-NEXT: -5.96046e-08
// CHECK-NEXT: nan
