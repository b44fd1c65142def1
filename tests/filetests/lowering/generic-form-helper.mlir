// The dealloc helper's loads and stores carry `nontemporal = false` as upstream's builders set
// it (the generic form shows it; parsed ops leave it out). Files in this directory must print
// exactly mlir-opt's output (tests/upstream.rs).
// RUN: memref-opt %s --bufferization-lower-deallocations --mlir-print-op-generic | filecheck %s
func.func @g(%x: memref<2xf32>, %y: memref<2xf32>, %z: memref<2xf32>, %c: i1) -> (i1, i1) {
  %r:2 = bufferization.dealloc (%x, %y : memref<2xf32>, memref<2xf32>) if (%c, %c) retain (%z, %x : memref<2xf32>, memref<2xf32>)
  return %r#0, %r#1 : i1, i1
}
// CHECK: "memref.store"(%23, %20, %24) <{nontemporal = false}> : (index, memref<2xindex>, index) -> ()
// CHECK: "memref.store"(%25, %20, %26) <{nontemporal = false}> : (index, memref<2xindex>, index) -> ()
// CHECK: "memref.store"(%arg14, %21, %27) <{nontemporal = false}> : (i1, memref<2xi1>, index) -> ()
