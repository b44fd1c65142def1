// RUN: memref-opt %s | filecheck %s
func.func @flags(%x: f32, %a: i32) {
  %0 = arith.addf %x, %x fastmath<reassoc> : f32
  %1 = arith.addf %x, %x fastmath<nnan> : f32
  %2 = arith.addf %x, %x fastmath<ninf> : f32
  %3 = arith.addf %x, %x fastmath<nsz> : f32
  %4 = arith.addf %x, %x fastmath<arcp> : f32
  %5 = arith.addf %x, %x fastmath<contract> : f32
  %6 = arith.addf %x, %x fastmath<afn> : f32
  %7 = arith.addf %x, %x fastmath<none> : f32
  %8 = arith.addf %x, %x fastmath<afn,nsz,reassoc> : f32
  %9 = arith.addf %x, %x fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn> : f32
  %10 = arith.addi %a, %a overflow<none> : i32
  %11 = arith.addi %a, %a overflow<nuw> : i32
  %12 = arith.subi %a, %a overflow<nsw, nuw> : i32
  %13 = math.sqrt %x fastmath<fast> : f32
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @flags(%arg0: f32, %arg1: i32) {
// CHECK-NEXT: %0 = arith.addf %arg0, %arg0 fastmath<reassoc> : f32
// CHECK-NEXT: %1 = arith.addf %arg0, %arg0 fastmath<nnan> : f32
// CHECK-NEXT: %2 = arith.addf %arg0, %arg0 fastmath<ninf> : f32
// CHECK-NEXT: %3 = arith.addf %arg0, %arg0 fastmath<nsz> : f32
// CHECK-NEXT: %4 = arith.addf %arg0, %arg0 fastmath<arcp> : f32
// CHECK-NEXT: %5 = arith.addf %arg0, %arg0 fastmath<contract> : f32
// CHECK-NEXT: %6 = arith.addf %arg0, %arg0 fastmath<afn> : f32
// CHECK-NEXT: %7 = arith.addf %arg0, %arg0 : f32
// CHECK-NEXT: %8 = arith.addf %arg0, %arg0 fastmath<reassoc,nsz,afn> : f32
// CHECK-NEXT: %9 = arith.addf %arg0, %arg0 fastmath<fast> : f32
// CHECK-NEXT: %10 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT: %11 = arith.addi %arg1, %arg1 overflow<nuw> : i32
// CHECK-NEXT: %12 = arith.subi %arg1, %arg1 overflow<nsw, nuw> : i32
// CHECK-NEXT: %13 = math.sqrt %arg0 fastmath<fast> : f32
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
