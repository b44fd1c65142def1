// Regression found by tests/random_programs.rs (seed 1375, shrunk).
// [builtin.module(func.func(buffer-hoisting,buffer-loop-hoisting,promote-buffers-to-stack),buffer-deallocation-pipeline{allow-unstructured-control-flow-loops lowering=fast}) on the interpreter]: output differs
// RUN: memref-run %s --no-pipeline --leak-check=off | filecheck %s
// RUN: memref-run %s --no-pipeline --leak-check=off --check-bounds | filecheck %s
// RUN: memref-run %s --dealloc-lowering=helper --allow-unstructured-control-flow-loops | filecheck %s
// RUN: memref-run %s --dealloc-lowering=helper --allow-unstructured-control-flow-loops --pipeline-options=private-function-dynamic-ownership=true | filecheck %s
// RUN: memref-run %s --allow-unstructured-control-flow-loops | filecheck %s
// RUN: memref-run %s --allow-unstructured-control-flow-loops --pipeline-options=private-function-dynamic-ownership=true | filecheck %s
// RUN: memref-run %s --pass-pipeline='builtin.module(expand-realloc{emit-deallocs=false},ownership-based-buffer-deallocation{allow-unstructured-control-flow-loops},bufferization-lower-deallocations)' | filecheck %s
// RUN: memref-run %s --pre-dealloc=hoist,loop-hoist,promote --allow-unstructured-control-flow-loops | filecheck %s
func.func private @printI64(i64)
func.func @work(%x: i64, %p: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %k50 = arith.constant 50 : i64
  %b1 = memref.alloc() : memref<4xi64>
  %b2 = memref.alloc() : memref<4xi64>
  cf.br ^h2(%c0, %b2, %x : index, memref<4xi64>, i64)
^h2(%li3: index, %lx4: memref<4xi64>, %la5: i64):
  %v6 = memref.load %lx4[%c0] : memref<4xi64>
  %a7 = arith.addi %la5, %v6 : i64
  %cond8 = arith.cmpi slt, %li3, %c1 : index
  cf.cond_br %cond8, ^b2, ^e2(%a7, %lx4 : i64, memref<4xi64>)
^b2:
  %sv9 = memref.subview %b1[1] [3] [1] : memref<4xi64> to memref<3xi64, strided<[1], offset: 1>>
  %v10 = memref.load %sv9[%c2] : memref<3xi64, strided<[1], offset: 1>>
  %a11 = arith.addi %a7, %v10 : i64
  %b12 = memref.alloc() : memref<4xi64>
  cf.br ^h12(%c0, %b1, %lx4, %b12, %a11 : index, memref<4xi64>, memref<4xi64>, memref<4xi64>, i64)
^h12(%li13: index, %lx14: memref<4xi64>, %lx15: memref<4xi64>, %lx16: memref<4xi64>, %la17: i64):
  %v18 = memref.load %lx14[%c0] : memref<4xi64>
  %a19 = arith.addi %la17, %v18 : i64
  %v20 = memref.load %lx15[%c0] : memref<4xi64>
  %a21 = arith.addi %a19, %v20 : i64
  %v22 = memref.load %lx16[%c0] : memref<4xi64>
  %a23 = arith.addi %a21, %v22 : i64
  %cond24 = arith.cmpi slt, %li13, %c3 : index
  cf.cond_br %cond24, ^b12, ^e12(%a23, %lx15 : i64, memref<4xi64>)
^b12:
  %li27 = arith.addi %li13, %c1 : index
  %b28 = memref.alloc() {alignment = 128} : memref<4xi64>
  %b33 = memref.alloc() : memref<4xi64>
  memref.store %a23, %b33[%c0] : memref<4xi64>
  %b34 = memref.alloc() : memref<4xi64>
  %cond35 = arith.cmpi slt, %a23, %k50 : i64
  cf.cond_br %cond35, ^h12(%li27, %lx14, %lx14, %b28, %a23 : index, memref<4xi64>, memref<4xi64>, memref<4xi64>, i64), ^h12(%li27, %b33, %lx14, %b34, %a23 : index, memref<4xi64>, memref<4xi64>, memref<4xi64>, i64)
^e12(%ea36: i64, %eb37: memref<4xi64>):
  %li38 = arith.addi %li3, %c1 : index
  %cond39 = arith.cmpi slt, %ea36, %k50 : i64
  cf.cond_br %cond39, ^h2(%li38, %eb37, %ea36 : index, memref<4xi64>, i64), ^h2(%li38, %lx4, %ea36 : index, memref<4xi64>, i64)
^e2(%ea40: i64, %eb41: memref<4xi64>):
  %dc42 = memref.cast %b1 : memref<4xi64> to memref<?xi64>
  %v43 = memref.load %dc42[%c2] : memref<?xi64>
  %o44 = arith.constant 2 : index
  %sz45 = arith.constant 2 : index
  %sv46 = memref.subview %b1[%o44] [%sz45] [1] : memref<4xi64> to memref<?xi64, strided<[1], offset: ?>>
  %w47 = memref.load %sv46[%c0] : memref<?xi64, strided<[1], offset: ?>>
  %a48 = arith.addi %ea40, %v43 : i64
  %a49 = arith.addi %a48, %w47 : i64
  %b50 = memref.alloc() : memref<4xi64>
  %b51 = memref.alloc() : memref<4xi64>
  cf.br ^h51(%c0, %b50, %b51, %a49 : index, memref<4xi64>, memref<4xi64>, i64)
^h51(%li52: index, %lx53: memref<4xi64>, %lx54: memref<4xi64>, %la55: i64):
  %v56 = memref.load %lx53[%c0] : memref<4xi64>
  %a57 = arith.addi %la55, %v56 : i64
  %v58 = memref.load %lx54[%c0] : memref<4xi64>
  %a59 = arith.addi %a57, %v58 : i64
  %cond60 = arith.cmpi slt, %li52, %c1 : index
  cf.cond_br %cond60, ^b51, ^e51(%a59, %b1 : i64, memref<4xi64>)
^b51:
  %sv63 = memref.subview %lx53[1] [3] [1] : memref<4xi64> to memref<3xi64, strided<[1], offset: 1>>
  %v64 = memref.load %sv63[%c2] : memref<3xi64, strided<[1], offset: 1>>
  %a65 = arith.addi %a59, %v64 : i64
  %cond66 = arith.cmpi sgt, %a65, %k50 : i64
  %s67 = arith.select %cond66, %eb41, %b1 : memref<4xi64>
  %cond68 = arith.cmpi sgt, %a65, %k50 : i64
  cf.cond_br %cond68, ^e51(%a65, %s67 : i64, memref<4xi64>), ^l51
^l51:
  %kc70 = arith.constant 1 : i64
  %a69 = arith.addi %a65, %kc70 : i64
  %li71 = arith.addi %li52, %c1 : index
  cf.br ^h51(%li71, %lx54, %lx53, %a69 : index, memref<4xi64>, memref<4xi64>, i64)
^e51(%ea72: i64, %eb73: memref<4xi64>):
  cf.cond_br %p, ^bb1, ^bb2(%b1 : memref<4xi64>)
^bb1:
  %b101 = memref.alloc() : memref<4xi64>
  cf.br ^bb2(%b101 : memref<4xi64>)
^bb2(%join: memref<4xi64>):
  %v102 = memref.load %join[%c0] : memref<4xi64>
  %a103 = arith.addi %ea72, %v102 : i64
  return %a103 : i64
}
func.func @main() {
  %x = arith.constant 75 : i64
  %f = arith.constant false
  %r2 = func.call @work(%x, %f) : (i64, i1) -> i64
  func.call @printI64(%r2) : (i64) -> ()
  return
}
// CHECK: {{^900$}}
