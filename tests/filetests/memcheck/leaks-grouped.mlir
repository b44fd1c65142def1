// Leaks are grouped by allocation site with counts and bytes; exit status 2.
// RUN: not memref-run %s --no-pipeline 2>&1 | filecheck %s
// RUN: memref-run %s --no-pipeline --leak-check=warn 2>&1 | filecheck %s
// RUN: memref-run %s --no-pipeline --leak-check=off 2>&1 | filecheck %s --check-prefix=OFF
// RUN: memref-run %s --no-pipeline --leak-check=warn --memory-report=json 2>&1 | filecheck %s --check-prefix=JSON
// RUN: memref-run %s --no-pipeline --leak-check=off --memory-stats 2>&1 | filecheck %s --check-prefix=STATS
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  scf.for %i = %c0 to %c3 step %c1 {
    %a = memref.alloc() : memref<4xf32>
  }
  %b = memref.alloc() : memref<2xi64>
  %freed = memref.alloc() : memref<8xi8>
  memref.dealloc %freed : memref<8xi8>
  return
}
// CHECK: leaks-grouped.mlir:12:10: error: leak: 3 blocks (48 bytes) allocated here (memref.alloc) were never freed
// CHECK: leaks-grouped.mlir:14:8: error: leak: 1 block (16 bytes) allocated here (memref.alloc) was never freed
// CHECK-NOT: 15:
// OFF-NOT: leak
// JSON: "status": "findings",
// JSON: "exit_code": 0,
// JSON: "kind": "leak",
// JSON-NEXT: "message": "leak: 3 blocks (48 bytes) allocated here (memref.alloc) were never freed",
// JSON-NEXT: "location": {
// JSON-NEXT: "file": "{{.*}}leaks-grouped.mlir",
// JSON-NEXT: "line": 12,
// JSON-NEXT: "column": 10,
// JSON-NEXT: "op": "memref.alloc"
// JSON: "blocks": 3,
// JSON-NEXT: "bytes": 48,
// JSON: "kind": "leak",
// JSON: "line": 14,
// JSON: "peak_bytes": 72,
// STATS: memory: 5 allocations, 1 frees, peak 72 bytes live
