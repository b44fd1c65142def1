// Loops made of branches (cf.br/cf.cond_br back edges) under the deallocation pipeline with
// `allow-unstructured-control-flow-loops` (upstream rejects them: errors/
// unstructured-control-flow-loops.mlir): per-iteration buffers freed on the back edge, a
// buffer carried around it (its predecessor freed), two buffers swapped every iteration while a
// third lives across the loop, conditional replacement with an exit in the middle, a loop
// returning a buffer (public, and private with dynamic ownership, where it may return its
// argument), nested loops with two back edges to the outer header, a loop inside an
// scf.execute_region inside an scf.for, an irreducible loop entered at either block, and a
// memref select carried around. Same output as without the pipeline, nothing leaked or freed
// twice, in both engines and with both dealloc lowerings.
// RUN: memref-run %s --no-pipeline --leak-check=off | filecheck %s
// RUN: memref-run %s --allow-unstructured-control-flow-loops | filecheck %s
// RUN: memref-run %s --allow-unstructured-control-flow-loops --engine=interp | filecheck %s
// RUN: memref-run %s --allow-unstructured-control-flow-loops --check-bounds | filecheck %s
// RUN: memref-run %s --allow-unstructured-control-flow-loops --dealloc-lowering=helper | filecheck %s
// RUN: memref-run %s --allow-unstructured-control-flow-loops --dealloc-lowering=helper --engine=interp | filecheck %s
// RUN: memref-run %s --pipeline-options=allow-unstructured-control-flow-loops,private-function-dynamic-ownership | filecheck %s
// RUN: memref-run %s --pipeline-options=allow-unstructured-control-flow-loops,private-function-dynamic-ownership --engine=interp | filecheck %s
// RUN: memref-run %s --pass-pipeline='builtin.module(expand-realloc{emit-deallocs=false},ownership-based-buffer-deallocation{allow-unstructured-control-flow-loops},bufferization-lower-deallocations)' | filecheck %s
// RUN: memref-run %s --pass-pipeline='builtin.module(expand-realloc{emit-deallocs=false},ownership-based-buffer-deallocation{allow-unstructured-control-flow-loops},bufferization-lower-deallocations)' --engine=interp | filecheck %s
// The flag sets the default pipeline's option; elsewhere it is an error:
// RUN: not memref-run %s --allow-unstructured-control-flow-loops --no-pipeline 2>&1 | filecheck %s --check-prefix=FLAG
// RUN: not memref-run %s --allow-unstructured-control-flow-loops --dealloc=legacy 2>&1 | filecheck %s --check-prefix=FLAG
// RUN: not memref-run %s --allow-unstructured-control-flow-loops=maybe 2>&1 | filecheck %s --check-prefix=FLAG-VALUE
// Every buffer freed, at most six live at once (the loops free as they go; without the
// pipeline all 74 leak):
// RUN: memref-run %s --allow-unstructured-control-flow-loops --memory-stats 2>&1 | filecheck %s --check-prefix=STATS
// RUN: memref-run %s --allow-unstructured-control-flow-loops --memory-stats --engine=interp 2>&1 | filecheck %s --check-prefix=STATS
func.func private @printI64(i64)
func.func private @printNewline()

// Per-iteration scratch buffer, freed on every back edge.
func.func @scratch(%n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  cf.br ^h(%c0, %z : index, i64)
^h(%i: index, %acc: i64):
  %c = arith.cmpi slt, %i, %n : index
  cf.cond_br %c, ^b, ^e
^b:
  %t = memref.alloc() : memref<4xi64>
  %ii = arith.index_cast %i : index to i64
  memref.store %ii, %t[%c1] : memref<4xi64>
  %v = memref.load %t[%c1] : memref<4xi64>
  %a = arith.addi %acc, %v : i64
  %i1 = arith.addi %i, %c1 : index
  cf.br ^h(%i1, %a : index, i64)
^e:
  return %acc : i64
}

// A buffer carried around the back edge, replaced by a fresh one each iteration.
func.func @carried(%n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1 : i64
  %b0 = memref.alloc() : memref<4xi64>
  memref.store %one, %b0[%c0] : memref<4xi64>
  cf.br ^h(%c0, %b0 : index, memref<4xi64>)
^h(%i: index, %x: memref<4xi64>):
  %c = arith.cmpi slt, %i, %n : index
  cf.cond_br %c, ^b, ^e
^b:
  %v = memref.load %x[%c0] : memref<4xi64>
  %w = arith.addi %v, %v : i64
  %nb = memref.alloc() : memref<4xi64>
  memref.store %w, %nb[%c0] : memref<4xi64>
  %i1 = arith.addi %i, %c1 : index
  cf.br ^h(%i1, %nb : index, memref<4xi64>)
^e:
  %r = memref.load %x[%c0] : memref<4xi64>
  return %r : i64
}

// Double buffering: two buffers swap roles every iteration; a third lives across the loop.
func.func @swap(%n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1 : i64
  %a = memref.alloc() : memref<4xi64>
  %b = memref.alloc() : memref<4xi64>
  %k = memref.alloc() : memref<4xi64>
  memref.store %one, %a[%c0] : memref<4xi64>
  memref.store %one, %k[%c0] : memref<4xi64>
  cf.br ^h(%c0, %a, %b : index, memref<4xi64>, memref<4xi64>)
^h(%i: index, %x: memref<4xi64>, %y: memref<4xi64>):
  %c = arith.cmpi slt, %i, %n : index
  cf.cond_br %c, ^b, ^e
^b:
  %v = memref.load %x[%c0] : memref<4xi64>
  %kv = memref.load %k[%c0] : memref<4xi64>
  %w = arith.addi %v, %kv : i64
  memref.store %w, %y[%c0] : memref<4xi64>
  memref.store %w, %k[%c0] : memref<4xi64>
  %i1 = arith.addi %i, %c1 : index
  cf.br ^h(%i1, %y, %x : index, memref<4xi64>, memref<4xi64>)
^e:
  %r = memref.load %x[%c0] : memref<4xi64>
  return %r : i64
}

// Conditional replacement: some iterations keep the carried buffer, others replace it (the
// old one is then freed), and the exit is in the middle of the body.
func.func @conditional(%n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %one = arith.constant 1 : i64
  %b0 = memref.alloc() : memref<4xi64>
  memref.store %one, %b0[%c0] : memref<4xi64>
  cf.br ^h(%c0, %b0 : index, memref<4xi64>)
^h(%i: index, %x: memref<4xi64>):
  %v = memref.load %x[%c0] : memref<4xi64>
  %w = arith.addi %v, %one : i64
  %c = arith.cmpi slt, %i, %n : index
  cf.cond_br %c, ^b, ^e(%x : memref<4xi64>)
^b:
  %r = arith.remui %i, %c2 : index
  %odd = arith.cmpi eq, %r, %c1 : index
  %i1 = arith.addi %i, %c1 : index
  cf.cond_br %odd, ^repl, ^h(%i1, %x : index, memref<4xi64>)
^repl:
  %nb = memref.alloc() : memref<4xi64>
  memref.store %w, %nb[%c0] : memref<4xi64>
  %big = arith.cmpi sgt, %w, %one : i64
  %late = arith.cmpi uge, %i, %c2 : index
  %out = arith.andi %big, %late : i1
  cf.cond_br %out, ^e(%nb : memref<4xi64>), ^h(%i1, %nb : index, memref<4xi64>)
^e(%res: memref<4xi64>):
  %rv = memref.load %res[%c0] : memref<4xi64>
  return %rv : i64
}

// A loop that returns one of its buffers (the caller frees it).
func.func @returns(%n: index) -> memref<4xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1 : i64
  %b0 = memref.alloc() : memref<4xi64>
  memref.store %one, %b0[%c0] : memref<4xi64>
  cf.br ^h(%c0, %b0 : index, memref<4xi64>)
^h(%i: index, %x: memref<4xi64>):
  %c = arith.cmpi slt, %i, %n : index
  cf.cond_br %c, ^b, ^e
^b:
  %v = memref.load %x[%c0] : memref<4xi64>
  %w = arith.muli %v, %v : i64
  %w2 = arith.addi %w, %one : i64
  %nb = memref.alloc() : memref<4xi64>
  memref.store %w2, %nb[%c0] : memref<4xi64>
  %i1 = arith.addi %i, %c1 : index
  cf.br ^h(%i1, %nb : index, memref<4xi64>)
^e:
  return %x : memref<4xi64>
}

// Nested loops, the inner one carrying a buffer, two back edges to the outer header, a
// self-loop block, and a loop inside an scf.execute_region inside an scf.for.
func.func @nested(%n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %one = arith.constant 1 : i64
  %acc0 = memref.alloc() : memref<4xi64>
  memref.store %one, %acc0[%c0] : memref<4xi64>
  cf.br ^oh(%c0, %acc0 : index, memref<4xi64>)
^oh(%i: index, %o: memref<4xi64>):
  %c = arith.cmpi slt, %i, %n : index
  cf.cond_br %c, ^ib(%c0, %o : index, memref<4xi64>), ^e
^ib(%j: index, %p: memref<4xi64>):
  %v = memref.load %p[%c0] : memref<4xi64>
  %w = arith.addi %v, %one : i64
  %q = memref.alloc() : memref<4xi64>
  memref.store %w, %q[%c0] : memref<4xi64>
  %j1 = arith.addi %j, %c1 : index
  %cj = arith.cmpi slt, %j1, %c3 : index
  cf.cond_br %cj, ^ib(%j1, %q : index, memref<4xi64>), ^latch
^latch:
  %i1 = arith.addi %i, %c1 : index
  %r = arith.remui %i, %c3 : index
  %z = arith.cmpi eq, %r, %c0 : index
  cf.cond_br %z, ^oh(%i1, %q : index, memref<4xi64>), ^l2
^l2:
  %s = memref.alloc() : memref<4xi64>
  memref.copy %q, %s : memref<4xi64> to memref<4xi64>
  cf.br ^oh(%i1, %s : index, memref<4xi64>)
^e:
  %t = scf.for %k = %c0 to %c3 step %c1 iter_args(%a = %one) -> (i64) {
    %x = scf.execute_region -> i64 {
      %m = memref.alloc() : memref<4xi64>
      memref.store %a, %m[%c0] : memref<4xi64>
      cf.br ^l(%c0, %m : index, memref<4xi64>)
    ^l(%u: index, %mm: memref<4xi64>):
      %uv = memref.load %mm[%c0] : memref<4xi64>
      %u1 = arith.addi %u, %c1 : index
      %cu = arith.cmpi slt, %u1, %c3 : index
      %m2 = memref.alloc() : memref<4xi64>
      %uw = arith.addi %uv, %uv : i64
      memref.store %uw, %m2[%c0] : memref<4xi64>
      cf.cond_br %cu, ^l(%u1, %m2 : index, memref<4xi64>), ^x
    ^x:
      %fin = memref.load %m2[%c0] : memref<4xi64>
      scf.yield %fin : i64
    }
    scf.yield %x : i64
  }
  %ov = memref.load %o[%c0] : memref<4xi64>
  %sum = arith.addi %ov, %t : i64
  return %sum : i64
}

// Irreducible: two blocks entering each other, either entered first.
func.func @irreducible(%n: index, %p: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1 : i64
  %b0 = memref.alloc() : memref<4xi64>
  memref.store %one, %b0[%c0] : memref<4xi64>
  cf.cond_br %p, ^a(%c0, %b0 : index, memref<4xi64>), ^b(%c0, %b0 : index, memref<4xi64>)
^a(%i: index, %x: memref<4xi64>):
  %v = memref.load %x[%c0] : memref<4xi64>
  %w = arith.addi %v, %one : i64
  %nb = memref.alloc() : memref<4xi64>
  memref.store %w, %nb[%c0] : memref<4xi64>
  %i1 = arith.addi %i, %c1 : index
  %c = arith.cmpi slt, %i1, %n : index
  cf.cond_br %c, ^b(%i1, %nb : index, memref<4xi64>), ^e(%nb : memref<4xi64>)
^b(%j: index, %y: memref<4xi64>):
  %yv = memref.load %y[%c0] : memref<4xi64>
  %yw = arith.muli %yv, %yv : i64
  memref.store %yw, %y[%c1] : memref<4xi64>
  %j1 = arith.addi %j, %c1 : index
  %cc = arith.cmpi slt, %j1, %n : index
  cf.cond_br %cc, ^a(%j1, %y : index, memref<4xi64>), ^e(%y : memref<4xi64>)
^e(%r: memref<4xi64>):
  %rv = memref.load %r[%c0] : memref<4xi64>
  return %rv : i64
}

// Memref select across iterations (unknown ownership, taken from the branch's dealloc).
func.func @select(%n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %one = arith.constant 1 : i64
  %b0 = memref.alloc() : memref<4xi64>
  memref.store %one, %b0[%c0] : memref<4xi64>
  cf.br ^h(%c0, %b0 : index, memref<4xi64>)
^h(%i: index, %x: memref<4xi64>):
  %c = arith.cmpi slt, %i, %n : index
  cf.cond_br %c, ^b, ^e
^b:
  %nb = memref.alloc() : memref<4xi64>
  %v = memref.load %x[%c0] : memref<4xi64>
  %w = arith.addi %v, %one : i64
  memref.store %w, %nb[%c0] : memref<4xi64>
  %r = arith.remui %i, %c2 : index
  %even = arith.cmpi eq, %r, %c0 : index
  %s = arith.select %even, %nb, %x : memref<4xi64>
  %sv = memref.subview %s[0] [4] [1] : memref<4xi64> to memref<4xi64, strided<[1]>>
  %cast = memref.cast %sv : memref<4xi64, strided<[1]>> to memref<4xi64>
  %i1 = arith.addi %i, %c1 : index
  cf.br ^h(%i1, %cast : index, memref<4xi64>)
^e:
  %rv = memref.load %x[%c0] : memref<4xi64>
  return %rv : i64
}

// The same loop in a private function: with private-function-dynamic-ownership it returns an
// ownership indicator, false when no iteration ran and it returns its argument.
func.func private @returns_private(%b0: memref<4xi64>, %n: index) -> memref<4xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1 : i64
  cf.br ^h(%c0, %b0 : index, memref<4xi64>)
^h(%i: index, %x: memref<4xi64>):
  %c = arith.cmpi slt, %i, %n : index
  cf.cond_br %c, ^b, ^e
^b:
  %v = memref.load %x[%c0] : memref<4xi64>
  %w = arith.addi %v, %one : i64
  %nb = memref.alloc() : memref<4xi64>
  memref.store %w, %nb[%c0] : memref<4xi64>
  %i1 = arith.addi %i, %c1 : index
  cf.br ^h(%i1, %nb : index, memref<4xi64>)
^e:
  return %x : memref<4xi64>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %t = arith.constant true
  %f = arith.constant false
  %r1 = call @scratch(%c5) : (index) -> i64
  call @printI64(%r1) : (i64) -> ()
  call @printNewline() : () -> ()
  %r2 = call @carried(%c5) : (index) -> i64
  call @printI64(%r2) : (i64) -> ()
  call @printNewline() : () -> ()
  %r3 = call @swap(%c5) : (index) -> i64
  call @printI64(%r3) : (i64) -> ()
  call @printNewline() : () -> ()
  %r4 = call @conditional(%c5) : (index) -> i64
  call @printI64(%r4) : (i64) -> ()
  call @printNewline() : () -> ()
  %r4b = call @conditional(%c0) : (index) -> i64
  call @printI64(%r4b) : (i64) -> ()
  call @printNewline() : () -> ()
  %m = call @returns(%c5) : (index) -> memref<4xi64>
  %mv = memref.load %m[%c0] : memref<4xi64>
  call @printI64(%mv) : (i64) -> ()
  call @printNewline() : () -> ()
  %m0 = call @returns(%c0) : (index) -> memref<4xi64>
  %mv0 = memref.load %m0[%c0] : memref<4xi64>
  call @printI64(%mv0) : (i64) -> ()
  call @printNewline() : () -> ()
  %r5 = call @nested(%c5) : (index) -> i64
  call @printI64(%r5) : (i64) -> ()
  call @printNewline() : () -> ()
  %r6 = call @irreducible(%c5, %t) : (index, i1) -> i64
  call @printI64(%r6) : (i64) -> ()
  call @printNewline() : () -> ()
  %r7 = call @irreducible(%c5, %f) : (index, i1) -> i64
  call @printI64(%r7) : (i64) -> ()
  call @printNewline() : () -> ()
  %r8 = call @select(%c5) : (index) -> i64
  call @printI64(%r8) : (i64) -> ()
  call @printNewline() : () -> ()
  %seven = arith.constant 7 : i64
  %arg = memref.alloc() : memref<4xi64>
  memref.store %seven, %arg[%c0] : memref<4xi64>
  %c3 = arith.constant 3 : index
  %p0 = call @returns_private(%arg, %c0) : (memref<4xi64>, index) -> memref<4xi64>
  %p3 = call @returns_private(%arg, %c3) : (memref<4xi64>, index) -> memref<4xi64>
  %pv0 = memref.load %p0[%c0] : memref<4xi64>
  %pv3 = memref.load %p3[%c0] : memref<4xi64>
  call @printI64(%pv0) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%pv3) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

// CHECK: 10
// CHECK-NEXT: 32
// CHECK-NEXT: 32
// CHECK-NEXT: 3
// CHECK-NEXT: 1
// CHECK-NEXT: 458330
// CHECK-NEXT: 1
// CHECK-NEXT: 528
// CHECK-NEXT: 4
// CHECK-NEXT: 3
// CHECK-NEXT: 4
// CHECK-NEXT: 7
// CHECK-NEXT: 10
// STATS: memory: 74 allocations, 74 frees, peak 192 bytes live
// FLAG: memref-run: --allow-unstructured-control-flow-loops is an option of the default pipeline: not with --dealloc=legacy, --no-pipeline or --pass-pipeline
// FLAG-VALUE: memref-run: invalid --allow-unstructured-control-flow-loops value 'maybe' (true, false)
