// Checked JIT code allocates small blocks and frees live slab blocks itself (codegen/slab.rs:
// through the module's helper functions, frees inline in loops), calling the runtime for
// everything else; the findings, the zeroing of reused slots and the counters must be the same
// as through the runtime (the interpreter).
// RUN: memref-run %s --no-pipeline | filecheck %s
// RUN: memref-run %s --no-pipeline --engine=interp | filecheck %s
// RUN: memref-run %s --no-pipeline --memory-stats 2>&1 | filecheck %s --check-prefix=STATS
// RUN: memref-run %s --no-pipeline --memory-stats --engine=interp 2>&1 | filecheck %s --check-prefix=STATS
// RUN: memref-run %s --no-pipeline -e helper_reuse | filecheck %s --check-prefix=REUSE
// RUN: memref-run %s --no-pipeline -e helper_reuse --engine=interp | filecheck %s --check-prefix=REUSE
// RUN: not memref-run %s --no-pipeline -e double_after_churn 2>&1 | filecheck %s --check-prefix=DOUBLE
// RUN: not memref-run %s --no-pipeline -e double_after_churn --engine=interp 2>&1 | filecheck %s --check-prefix=DOUBLE
// RUN: not memref-run %s --no-pipeline -e slow_blocks 2>&1 | filecheck %s --check-prefix=SLOW
// RUN: not memref-run %s --no-pipeline -e slow_blocks --engine=interp 2>&1 | filecheck %s --check-prefix=SLOW
func.func private @printI64(i64)
func.func private @printNewline()
func.func private @printF32(f32)

// 10,000 rounds of four sizes (one of them dynamic): slots are reused once 4,096 later frees of their class have
// joined the quarantine, and must come back zeroed (the sum of what is read stays 0).
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c299 = arith.constant 299 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %n = arith.constant 10000 : index
  %z = arith.constant 0 : i64
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %a = memref.alloc() : memref<4xi64>
    %b = memref.alloc() : memref<3xi64>
    %c = memref.alloc() : memref<300xi8>
    %e = memref.alloc(%c5) : memref<?xi16>
    %x = memref.load %a[%c2] : memref<4xi64>
    %y = memref.load %b[%c2] : memref<3xi64>
    %w = memref.load %c[%c299] : memref<300xi8>
    %w64 = arith.extui %w : i8 to i64
    %u = memref.load %e[%c4] : memref<?xi16>
    %u64 = arith.extui %u : i16 to i64
    %s1 = arith.addi %acc, %x : i64
    %s2 = arith.addi %s1, %y : i64
    %s3a = arith.addi %s2, %w64 : i64
    %s3 = arith.addi %s3a, %u64 : i64
    %v = arith.index_cast %i : index to i64
    %v1 = arith.addi %v, %v : i64
    %v2 = arith.addi %v1, %v : i64
    %t = arith.trunci %v2 : i64 to i8
    %one = arith.constant 1 : i8
    %t1 = arith.ori %t, %one : i8
    memref.store %v1, %a[%c2] : memref<4xi64>
    memref.store %v2, %b[%c2] : memref<3xi64>
    memref.store %t1, %c[%c299] : memref<300xi8>
    %t16 = arith.extui %t1 : i8 to i16
    memref.store %t16, %e[%c4] : memref<?xi16>
    memref.dealloc %e : memref<?xi16>
    memref.dealloc %b : memref<3xi64>
    memref.dealloc %a : memref<4xi64>
    memref.dealloc %c : memref<300xi8>
    scf.yield %s3 : i64
  }
  func.call @printI64(%sum) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
// CHECK: {{^0$}}
// STATS: memory: 40000 allocations, 40000 frees, peak 366 bytes live

// A double free after churn in the same class, and blocks left live in a loop.
func.func @double_after_churn() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c100 = arith.constant 100 : index
  %c1000 = arith.constant 1000 : index
  %n = arith.constant 5000 : index
  %a = memref.alloc() : memref<8xf32>
  scf.for %i = %c0 to %n step %c1 {
    %t = memref.alloc() : memref<8xf32>
    %r = arith.remui %i, %c1000 : index
    %keep = arith.cmpi eq, %r, %c0 : index
    scf.if %keep {
    } else {
      memref.dealloc %t : memref<8xf32>
    }
  }
  memref.dealloc %a : memref<8xf32>
  scf.for %i = %c0 to %c100 step %c1 {
    %t = memref.alloc() : memref<8xf32>
    memref.dealloc %t : memref<8xf32>
  }
  memref.dealloc %a : memref<8xf32>
  return
}
// DOUBLE: slab-inline.mlir:91:3: error: double free (memref.dealloc) of a block allocated at {{.*}}slab-inline.mlir:76:8 (memref.alloc), first freed at {{.*}}slab-inline.mlir:86:3 (memref.dealloc)
// DOUBLE-NEXT: slab-inline.mlir:78:10: error: leak: 5 blocks (160 bytes) allocated here (memref.alloc) were never freed
// DOUBLE-NOT: error

// Blocks the code leaves to the runtime: over-aligned (their allocated pointer is not a slot's
// start), larger than a slot (one of them of a dynamic size); each freed twice.
func.func @slow_blocks() {
  %c600 = arith.constant 600 : index
  %a = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
  %b = memref.alloc() : memref<4096xf32>
  %d = memref.alloc(%c600) : memref<?xf32>
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %b : memref<4096xf32>
  memref.dealloc %d : memref<?xf32>
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %b : memref<4096xf32>
  memref.dealloc %d : memref<?xf32>
  return
}
// SLOW: slab-inline.mlir:108:3: error: double free (memref.dealloc) of a block allocated at {{.*}}slab-inline.mlir:102:8 (memref.alloc), first freed at {{.*}}slab-inline.mlir:105:3
// SLOW-NEXT: slab-inline.mlir:109:3: error: double free (memref.dealloc) of a block allocated at {{.*}}slab-inline.mlir:103:8 (memref.alloc), first freed at {{.*}}slab-inline.mlir:106:3
// SLOW-NEXT: slab-inline.mlir:110:3: error: double free (memref.dealloc) of a block allocated at {{.*}}slab-inline.mlir:104:8 (memref.alloc), first freed at {{.*}}slab-inline.mlir:107:3
// SLOW-NOT: error

// Outside a loop, through the helper functions only: a reused slot comes back zeroed.
func.func @helper_reuse() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %n = arith.constant 5000 : index
  %f = arith.constant 3.5 : f32
  scf.for %i = %c0 to %n step %c1 {
    %t = memref.alloc() : memref<8xf32>
    memref.store %f, %t[%c7] : memref<8xf32>
    memref.dealloc %t : memref<8xf32>
  }
  %a = memref.alloc() : memref<8xf32>
  %d = memref.alloc(%c7) : memref<?xf32>
  %x = memref.load %a[%c7] : memref<8xf32>
  %y = memref.load %d[%c0] : memref<?xf32>
  func.call @printF32(%x) : (f32) -> ()
  func.call @printNewline() : () -> ()
  func.call @printF32(%y) : (f32) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %a : memref<8xf32>
  memref.dealloc %d : memref<?xf32>
  return
}
// REUSE: {{^0$}}
// REUSE-NEXT: {{^0$}}
