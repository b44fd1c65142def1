// RUN: memref-opt %s | filecheck %s
// ub.poison: custom and generic forms, scalar types of every kind, a memref type, discardable
// attributes.
func.func @poisons() -> (i1, i8, i32, i64, index, f16, bf16, f32, f64, memref<2xf32>) {
  %0 = ub.poison : i1
  %1 = ub.poison : i8
  %2 = ub.poison {tag = 3 : i32} : i32
  %3 = "ub.poison"() <{value = #ub.poison}> : () -> i64
  %4 = "ub.poison"() : () -> index
  %5 = ub.poison : f16
  %6 = ub.poison : bf16
  %7 = ub.poison : f32
  %8 = ub.poison : f64
  %9 = ub.poison : memref<2xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i1, i8, i32, i64, index, f16, bf16, f32, f64, memref<2xf32>
}

// CHECK: module {
// CHECK-NEXT: func.func @poisons() -> (i1, i8, i32, i64, index, f16, bf16, f32, f64, memref<2xf32>) {
// CHECK-NEXT: %0 = ub.poison : i1
// CHECK-NEXT: %1 = ub.poison : i8
// CHECK-NEXT: %2 = ub.poison {tag = 3 : i32} : i32
// CHECK-NEXT: %3 = ub.poison : i64
// CHECK-NEXT: %4 = ub.poison : index
// CHECK-NEXT: %5 = ub.poison : f16
// CHECK-NEXT: %6 = ub.poison : bf16
// CHECK-NEXT: %7 = ub.poison : f32
// CHECK-NEXT: %8 = ub.poison : f64
// CHECK-NEXT: %9 = ub.poison : memref<2xf32>
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i1, i8, i32, i64, index, f16, bf16, f32, f64, memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
