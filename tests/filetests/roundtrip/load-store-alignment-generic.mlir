// `alignment` of memref.load/store is a property, as upstream (it was a discardable attribute:
// the generic form printed `{alignment = 16 : i64}`), and properties print sorted by name as
// upstream's property dictionary, whatever order the source gave them in.
// RUN: memref-opt %s --mlir-print-op-generic | filecheck %s
// CHECK: "memref.load"(%arg0, %arg1) <{alignment = 16 : i64, nontemporal = true}> : (memref<4xf32>, index) -> f32
// CHECK: "memref.store"(%0, %arg0, %arg1) <{alignment = 8 : i64}> : (f32, memref<4xf32>, index) -> ()
// CHECK: "memref.global"() <{alignment = 64 : i64, sym_name = "g", sym_visibility = "private", type = memref<2xi8>}> : () -> ()
func.func @f(%a: memref<4xf32>, %i: index) -> f32 {
  %0 = memref.load %a[%i] {nontemporal = true, alignment = 16} : memref<4xf32>
  memref.store %0, %a[%i] {alignment = 8} : memref<4xf32>
  return %0 : f32
}
memref.global "private" @g : memref<2xi8> {alignment = 64}
