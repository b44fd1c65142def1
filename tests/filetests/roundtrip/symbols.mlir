// RUN: memref-opt %s | filecheck %s
func.func private @"quoted sym"()
func.func private @a$b()
func.func private @with.dot()
func.func private @"1abc"()
func.func private @"\C3\A9"()
func.func @user() {
  func.call @"quoted sym"() : () -> ()
  func.call @a$b() : () -> ()
  func.call @with.dot() : () -> ()
  return
}

// CHECK: module {
// CHECK-NEXT: func.func private @"quoted sym"()
// CHECK-NEXT: func.func private @a$b()
// CHECK-NEXT: func.func private @with.dot()
// CHECK-NEXT: func.func private @"1abc"()
// CHECK-NEXT: func.func private @"\C3\A9"()
// CHECK-NEXT: func.func @user() {
// CHECK-NEXT: call @"quoted sym"() : () -> ()
// CHECK-NEXT: call @a$b() : () -> ()
// CHECK-NEXT: call @with.dot() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
