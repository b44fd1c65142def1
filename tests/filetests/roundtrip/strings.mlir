// RUN: memref-opt %s | filecheck %s
func.func @s(%c: i1) attributes {s = "\00\7F\C3\A9", q = "a\\b", t = "x\ty"} {
  cf.assert %c, "tab\09here nl\0A quote\22 backslash\\"
  cf.assert %c, ""
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @s(%arg0: i1) attributes {q = "a\\b", s = "\00\7F\C3\A9", t = "x\09y"} {
// CHECK-NEXT: cf.assert %arg0, "tab\09here nl\0A quote\22 backslash\\"
// CHECK-NEXT: cf.assert %arg0, ""
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
