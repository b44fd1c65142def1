// --dump-clif prints the Cranelift IR of each function (to stderr) before running it;
// --dump-asm its machine code after optimization.
// RUN: memref-run %s --engine=jit --no-pipeline --dump-clif 2>&1 | filecheck %s
// RUN: memref-run %s --engine=jit --no-pipeline --dump-asm 2>&1 | filecheck %s --check-prefix=ASM
func.func private @printI64(i64)
func.func @main() {
  %c = arith.constant 7 : i64
  %d = arith.muli %c, %c : i64
  call @printI64(%d) : (i64) -> ()
  return
}
// CHECK: ; Cranelift IR of @main
// CHECK: function u0:{{[0-9]+}}() system_v {
// CHECK: imul
// CHECK: call fn0
// CHECK: 49
// ASM: ; machine code of @main (after optimization)
// ASM: ret
// ASM: 49
