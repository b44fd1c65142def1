// Tensors through arith and math (elementwise), arith.select with a tensor condition, scf.if
// and scf.while, bufferization.to_tensor (a snapshot of the buffer),
// materialize_in_destination into a memref, 0-D and empty tensors. The expected lines are
// upstream mlir-runner's after scripts/upstream-run-tensor.sh.
// RUN: memref-run %s --no-bufferize --engine=interp | filecheck %s
// RUN: not memref-run %s --no-bufferize --engine=jit 2>&1 | filecheck %s --check-prefix=JIT
// JIT: tensor-values.mlir:{{[0-9]+}}:{{[0-9]+}}: error: 'arith.{{[a-z]+}}' on tensors is not supported by the JIT engine yet; use --engine=interp
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefI32(memref<*xi32>)

func.func @buffers() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // to_tensor takes the buffer's contents now: later writes do not change it.
  %buf = memref.alloc() : memref<3xf32>
  %f1 = arith.constant 1.0 : f32
  %f2 = arith.constant 2.0 : f32
  memref.store %f1, %buf[%c0] : memref<3xf32>
  memref.store %f1, %buf[%c1] : memref<3xf32>
  %c2 = arith.constant 2 : index
  memref.store %f1, %buf[%c2] : memref<3xf32>
  %t = bufferization.to_tensor %buf restrict : memref<3xf32> to tensor<3xf32>
  %e = tensor.extract %t[%c1] : tensor<3xf32>
  vector.print %e : f32
  // materialize into the buffer, then print it.
  %d = arith.constant dense<[5.0, 6.0, 7.0]> : tensor<3xf32>
  %dd = arith.addf %d, %d : tensor<3xf32>
  bufferization.materialize_in_destination %dd in restrict writable %buf : (tensor<3xf32>, memref<3xf32>) -> ()
  %bu = memref.cast %buf : memref<3xf32> to memref<*xf32>
  call @printMemrefF32(%bu) : (memref<*xf32>) -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = arith.constant dense<[1.5, -2.0, 3.25, 4.0]> : tensor<4xf32>
  %b = arith.constant dense<2.0> : tensor<4xf32>
  %s = arith.addf %a, %b : tensor<4xf32>
  %m = arith.mulf %s, %a : tensor<4xf32>
  %n = math.absf %m : tensor<4xf32>
  %cmp = arith.cmpf ogt, %a, %b : tensor<4xf32>
  %sel = arith.select %cmp, %a, %n : tensor<4xi1>, tensor<4xf32>
  %mm = bufferization.to_buffer %sel read_only : tensor<4xf32> to memref<4xf32>
  %u = memref.cast %mm : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %i = arith.fptosi %sel : tensor<4xf32> to tensor<4xi32>
  %im = bufferization.to_buffer %i read_only : tensor<4xi32> to memref<4xi32>
  %iu = memref.cast %im : memref<4xi32> to memref<*xi32>
  call @printMemrefI32(%iu) : (memref<*xi32>) -> ()
  call @buffers() : () -> ()
  %f2 = arith.constant 2.0 : f32
  %c2 = arith.constant 2 : index
  %d = arith.constant dense<[5.0, 6.0, 7.0]> : tensor<3xf32>
  %at2 = tensor.insert %f2 into %d[%c0] : tensor<3xf32>
  %md = tensor.cast %at2 : tensor<3xf32> to tensor<3xf32>
  %e0 = tensor.extract %md[%c0] : tensor<3xf32>
  %e1 = tensor.extract %md[%c1] : tensor<3xf32>
  vector.print %e0 : f32
  vector.print %e1 : f32
  // scf.if / scf.while carrying tensors
  %true = arith.constant true
  %r = scf.if %true -> (tensor<3xf32>) {
    scf.yield %md : tensor<3xf32>
  } else {
    scf.yield %d : tensor<3xf32>
  }
  %w:2 = scf.while (%x = %r, %k = %c0) : (tensor<3xf32>, index) -> (tensor<3xf32>, index) {
    %lt = arith.cmpi slt, %k, %c2 : index
    scf.condition(%lt) %x, %k : tensor<3xf32>, index
  } do {
  ^bb0(%x: tensor<3xf32>, %k: index):
    %v = tensor.extract %x[%k] : tensor<3xf32>
    %v2 = arith.addf %v, %v : f32
    %x2 = tensor.insert %v2 into %x[%k] : tensor<3xf32>
    %k2 = arith.addi %k, %c1 : index
    scf.yield %x2, %k2 : tensor<3xf32>, index
  }
  %wm = bufferization.to_buffer %w#0 read_only : tensor<3xf32> to memref<3xf32>
  %wu = memref.cast %wm : memref<3xf32> to memref<*xf32>
  call @printMemrefF32(%wu) : (memref<*xf32>) -> ()
  %z = tensor.empty() : tensor<0xf32>
  %zd = tensor.dim %z, %c0 : tensor<0xf32>
  vector.print %zd : index
  %s0 = arith.constant dense<42> : tensor<i32>
  %x0 = tensor.extract %s0[] : tensor<i32>
  vector.print %x0 : i32
  return
}
// CHECK: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [4] strides = [1] data =
// CHECK-NEXT: {{^}}[5.25,  0,  3.25,  4]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [4] strides = [1] data =
// CHECK-NEXT: {{^}}[5,  0,  3,  4]
// CHECK-NEXT: 1
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [3] strides = [1] data =
// CHECK-NEXT: {{^}}[10,  12,  14]
// CHECK-NEXT: 2
// CHECK-NEXT: 6
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [3] strides = [1] data =
// CHECK-NEXT: {{^}}[4,  12,  7]
// CHECK-NEXT: 0
// CHECK-NEXT: 42
