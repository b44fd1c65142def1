// RUN: memref-opt %s --allow-unregistered-dialect | filecheck %s
// Every spelling of ub.poison mlir-opt 22.1.8 accepts: the optional `<#ub.poison>` after the
// attribute dictionary (also `#ub<poison>`, `#ub.poison<>` and a parameter or type upstream's
// parser ignores), the value in the dictionary or as a property, and no value at all; all
// print as `ub.poison : type`.
func.func @spellings() -> (i32, f32, i64, index, vector<2xf32>, i8, i16, i1, complex<f32>) {
  %0 = ub.poison <#ub.poison> : i32
  %1 = ub.poison {tag} <#ub.poison> : f32
  %2 = ub.poison<#ub.poison>: i64
  %3 = ub.poison <#ub<poison>> : index
  %4 = ub.poison <#ub.poison<>> : vector<2xf32>
  %5 = ub.poison <#ub.poison<7>> : i8
  %6 = ub.poison <#ub.poison : i32> : i16
  %7 = ub.poison {value = #ub.poison} : i1
  %8 = "ub.poison"() {value = #ub.poison} : () -> complex<f32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : i32, f32, i64, index, vector<2xf32>, i8, i16, i1, complex<f32>
}

func.func @as_attributes() {
  "test.op"() {a = #ub.poison, b = #ub<poison>, c = #ub.poison<>} : () -> ()
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @spellings() -> (i32, f32, i64, index, vector<2xf32>, i8, i16, i1, complex<f32>) {
// CHECK-NEXT:     %0 = ub.poison : i32
// CHECK-NEXT:     %1 = ub.poison {tag} : f32
// CHECK-NEXT:     %2 = ub.poison : i64
// CHECK-NEXT:     %3 = ub.poison : index
// CHECK-NEXT:     %4 = ub.poison : vector<2xf32>
// CHECK-NEXT:     %5 = ub.poison : i8
// CHECK-NEXT:     %6 = ub.poison : i16
// CHECK-NEXT:     %7 = ub.poison : i1
// CHECK-NEXT:     %8 = ub.poison : complex<f32>
// CHECK-NEXT:     return %0, %1, %2, %3, %4, %5, %6, %7, %8 : i32, f32, i64, index, vector<2xf32>, i8, i16, i1, complex<f32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @as_attributes() {
// CHECK-NEXT:     "test.op"() {a = #ub.poison, b = #ub.poison, c = #ub.poison} : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
