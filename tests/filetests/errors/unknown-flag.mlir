// An unknown flag names itself and points to --help, which lists every flag and pass.
// RUN: not memref-opt %s --no-such-flag 2>&1 | filecheck %s
// RUN: memref-opt --help | filecheck %s --check-prefix=OPT
// RUN: not memref-run %s --no-such-flag 2>&1 | filecheck %s --check-prefix=RUNERR
// RUN: memref-run --help | filecheck %s --check-prefix=RUNHELP
// CHECK: memref-opt: Unknown command line argument '--no-such-flag'.  Try: 'memref-opt --help'
// OPT: USAGE: memref-opt [options] [FILE | -]
// OPT: --ownership-based-buffer-deallocation{private-function-dynamic-ownership
// OPT-NEXT: allow-unstructured-control-flow-loops}
// OPT: --buffer-deallocation-pipeline{private-function-dynamic-ownership
// OPT-NEXT: allow-unstructured-control-flow-loops lowering=helper|fast}
// RUNERR: memref-run: Unknown command line argument '--no-such-flag'.
// RUNHELP: USAGE: memref-run FILE [options]
// RUNHELP: --allow-unstructured-control-flow-loops
// RUNHELP: --dump-asm
// RUNHELP: Exit status: 0 clean, 1 error (bad input or a runtime fault), 2 memory findings.
func.func @f() {
  return
}
