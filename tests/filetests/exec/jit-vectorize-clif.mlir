// Which loops the JIT vectorises (src/codegen/vectorize.rs), read off the Cranelift IR: unit
// stride, step 1, elementwise ops of one 32- or 64-bit type, no iter_args. `--no-vectorize`
// keeps every loop scalar; with `--check-bounds` a loop nest whose accesses are checked before
// it runs (src/codegen/bounds.rs: the overflow-checked bounds arithmetic) is vectorised too.
// (-O1: the vectorizer on the IR as written; -O2 first hoists invariant loads, jit-scalar-replacement.)
// RUN: memref-run %s --engine=jit -O1 --no-pipeline --dump-clif 2>&1 | filecheck %s
// RUN: memref-run %s --engine=jit -O1 --no-pipeline --dump-clif --no-vectorize 2>&1 | filecheck %s --check-prefix=SCALAR
// RUN: memref-run %s --engine=jit -O1 --no-pipeline --dump-clif --check-bounds 2>&1 | filecheck %s --check-prefix=CHECKED
// SCALAR-NOT: {{[fi](32x4|64x2)}}
// SCALAR: 6.75
func.func private @printF32(f32)

// CHECKED-LABEL: ; Cranelift IR of @f32_loop
// CHECKED: smul_overflow
// CHECKED: load.f32x4
// CHECKED-LABEL: ; Cranelift IR of @f64_i32_i64
// CHECKED: load.f64x2
// CHECKED-LABEL: ; Cranelift IR of @scalar_loops
// CHECKED-NOT: {{[fi](32x4|64x2)}}
// CHECKED: ; Cranelift IR of @main
// CHECKED: 6.75
// CHECK-LABEL: ; Cranelift IR of @f32_loop
// CHECK: load.f32x4
// CHECK: fmul{{.*}}
// CHECK: store
func.func @f32_loop(%x: memref<?xf32>, %n: index, %k: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %j = %c0 to %n step %c1 {
    %a = memref.load %x[%j] : memref<?xf32>
    %b = arith.mulf %a, %k : f32
    memref.store %b, %x[%j] : memref<?xf32>
  }
  return
}

// CHECK-LABEL: ; Cranelift IR of @f64_i32_i64
// CHECK: load.f64x2
// CHECK: load.i32x4
// CHECK: load.i64x2
func.func @f64_i32_i64(%x: memref<4x?xf64>, %y: memref<?xi32>, %z: memref<?xi64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.for %j = %c0 to %n step %c1 {
    %a = memref.load %x[%c2, %j] : memref<4x?xf64>
    %b = arith.addf %a, %a : f64
    memref.store %b, %x[%c1, %j] : memref<4x?xf64>
  }
  scf.for %j = %c1 to %n step %c1 {
    %a = memref.load %y[%j] : memref<?xi32>
    %b = arith.xori %a, %a : i32
    memref.store %b, %y[%j] : memref<?xi32>
  }
  scf.for %j = %c0 to %n step %c1 {
    %a = memref.load %z[%j] : memref<?xi64>
    %b = arith.muli %a, %a : i64
    memref.store %b, %z[%j] : memref<?xi64>
  }
  return
}

// CHECK-LABEL: ; Cranelift IR of @scalar_loops
// CHECK-NOT: {{[fi](32x4|64x2)}}
// CHECK: ; Cranelift IR of @main
func.func @scalar_loops(%x: memref<?xf32>, %s: memref<?xf32, strided<[2]>>, %i8: memref<?xi8>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %zero = arith.constant 0.0 : f32
  // Not a unit stride.
  scf.for %j = %c0 to %n step %c1 {
    %a = memref.load %s[%j] : memref<?xf32, strided<[2]>>
    memref.store %a, %s[%j] : memref<?xf32, strided<[2]>>
  }
  // Step 2.
  scf.for %j = %c0 to %n step %c2 {
    %a = memref.load %x[%j] : memref<?xf32>
    memref.store %a, %x[%j] : memref<?xf32>
  }
  // A reduction (iter_args).
  %sum = scf.for %j = %c0 to %n step %c1 iter_args(%acc = %zero) -> f32 {
    %a = memref.load %x[%j] : memref<?xf32>
    %b = arith.addf %acc, %a : f32
    scf.yield %b : f32
  }
  // minimumf: the vector form's NaN sign may differ.
  scf.for %j = %c0 to %n step %c1 {
    %a = memref.load %x[%j] : memref<?xf32>
    %b = arith.minimumf %a, %zero : f32
    memref.store %b, %x[%j] : memref<?xf32>
  }
  // The index as a value.
  scf.for %j = %c0 to %n step %c1 {
    %i = arith.index_cast %j : index to i32
    %f = arith.sitofp %i : i32 to f32
    memref.store %f, %x[%j] : memref<?xf32>
  }
  // A loop-invariant load (the loop's stores could change it).
  scf.for %j = %c0 to %n step %c1 {
    %a = memref.load %x[%c0] : memref<?xf32>
    memref.store %a, %x[%j] : memref<?xf32>
  }
  // Mixed element types.
  scf.for %j = %c0 to %n step %c1 {
    %a = memref.load %x[%j] : memref<?xf32>
    %b = arith.fptosi %a : f32 to i32
    %c = arith.sitofp %b : i32 to f32
    memref.store %c, %x[%j] : memref<?xf32>
  }
  // i8 elements.
  scf.for %j = %c0 to %n step %c1 {
    %a = memref.load %i8[%j] : memref<?xi8>
    memref.store %a, %i8[%j] : memref<?xi8>
  }
  // A call in the body.
  scf.for %j = %c0 to %n step %c1 {
    %a = memref.load %x[%j] : memref<?xf32>
    func.call @printF32(%a) : (f32) -> ()
  }
  return %sum : f32
}

func.func @main() {
  // Compiled (and dumped) only when referenced from the entry point.
  %keep1 = func.constant @f64_i32_i64 : (memref<4x?xf64>, memref<?xi32>, memref<?xi64>, index) -> ()
  %keep2 = func.constant @scalar_loops : (memref<?xf32>, memref<?xf32, strided<[2]>>, memref<?xi8>, index) -> f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %k = arith.constant 1.5 : f32
  %x = memref.alloca(%c5) : memref<?xf32>
  scf.for %j = %c0 to %c5 step %c1 {
    memref.store %k, %x[%j] : memref<?xf32>
  }
  call @f32_loop(%x, %c5, %k) : (memref<?xf32>, index, f32) -> ()
  %a = memref.load %x[%c1] : memref<?xf32>
  %b = arith.addf %a, %a : f32
  %c = arith.addf %b, %a : f32
  call @printF32(%c) : (f32) -> ()
  return
}
// CHECK: 6.75
