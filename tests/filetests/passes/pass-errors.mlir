// RUN: not memref-opt %s --no-such-pass 2>&1 | filecheck %s --check-prefix=FLAG
// RUN: not memref-opt %s --pass-pipeline='builtin.module(nope)' 2>&1 | filecheck %s --check-prefix=PIPE
// RUN: not memref-opt %s --expand-realloc=bogus=1 2>&1 | filecheck %s --check-prefix=OPT
// RUN: not memref-opt %s --ownership-based-buffer-deallocation=allow-unstructured-control-flow-loops=maybe 2>&1 | filecheck %s --check-prefix=BOOL
// RUN: not memref-opt %s --buffer-deallocation-pipeline=allow-unstructured-control-flow-loops=2 2>&1 | filecheck %s --check-prefix=BOOL2
// RUN: memref-opt %s --cse --mlir-print-ir-after-all 2>&1 | filecheck %s --check-prefix=DUMP
// RUN: memref-opt %s --cse --mlir-timing 2>&1 | filecheck %s --check-prefix=TIME
func.func @f() {
  return
}
// FLAG: memref-opt: Unknown command line argument '--no-such-pass'.
// PIPE: 'nope' does not refer to a registered pass or pass pipeline
// OPT: <unknown>:0: error: <Pass-Options-Parser>: no such option bogus
// BOOL: <unknown>:0: error: for the --allow-unstructured-control-flow-loops option: 'maybe' is invalid value for boolean argument! Try 0 or 1
// BOOL2: <unknown>:0: error: for the --allow-unstructured-control-flow-loops option: '2' is invalid value for boolean argument! Try 0 or 1
// DUMP: // -----// IR Dump After CSE (cse) //----- //
// DUMP-NEXT: module {
// TIME: Execution time report
// TIME: Parser
// TIME: CSE
// TIME: Output
// TIME: Total
