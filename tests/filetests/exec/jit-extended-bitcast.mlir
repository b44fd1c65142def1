// Extended arithmetic (carry, high halves) and bitcasts under both engines; expected output
// from upstream mlir-runner.
// RUN: memref-run %s --engine=jit | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
func.func private @printI64(i64)
func.func private @printF32(f32)
func.func private @printComma()
func.func @pi(%x: i64) {
  call @printI64(%x) : (i64) -> ()
  call @printComma() : () -> ()
  return
}
func.func @main() {
  %a = arith.constant -1 : i32
  %b = arith.constant 3 : i32
  %s, %c = arith.addui_extended %a, %b : i32, i1
  %sx = arith.extsi %s : i32 to i64
  %cx = arith.extui %c : i1 to i64
  %l, %h = arith.mului_extended %a, %b : i32
  %lx = arith.extsi %l : i32 to i64
  %hx = arith.extsi %h : i32 to i64
  %l2, %h2 = arith.mulsi_extended %a, %b : i32
  %h2x = arith.extsi %h2 : i32 to i64
  %big = arith.constant 9223372036854775807 : i64
  %l3, %h3 = arith.mulsi_extended %big, %big : i64
  call @pi(%sx) : (i64) -> ()
  call @pi(%cx) : (i64) -> ()
  call @pi(%lx) : (i64) -> ()
  call @pi(%hx) : (i64) -> ()
  call @pi(%h2x) : (i64) -> ()
  call @pi(%l3) : (i64) -> ()
  call @pi(%h3) : (i64) -> ()
  %bits = arith.constant 1078530011 : i32
  %f = arith.bitcast %bits : i32 to f32
  call @printF32(%f) : (f32) -> ()
  call @printComma() : () -> ()
  %back = arith.bitcast %f : f32 to i32
  %bx = arith.extsi %back : i32 to i64
  call @pi(%bx) : (i64) -> ()
  return
}
// CHECK: 2, 1, -3, 2, -1, 1, 4611686018427387903, 3.14159, 1078530011,
