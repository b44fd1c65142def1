//! The library API end to end: parse a kernel, run the deallocation pipeline, JIT-compile it,
//! call it on Rust slices, and read the memory report.
//!
//!     cargo run --release --example api_kernel

use memref_jit::{parse_module, Arg, Jit, MemRef, Pipeline, Runtime, Value};

const KERNEL: &str = r#"
// C = A x B for dynamic sizes, with a temporary row buffer (freed by the pipeline).
func.func @matmul(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %c: memref<?x?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %m = memref.dim %a, %c0 : memref<?x?xf32>
  %k = memref.dim %a, %c1 : memref<?x?xf32>
  %n = memref.dim %b, %c1 : memref<?x?xf32>
  %row = memref.alloc(%n) : memref<?xf32>
  %total = scf.for %i = %c0 to %m step %c1 iter_args(%t = %zero) -> (f32) {
    scf.for %j = %c0 to %n step %c1 {
      %s = scf.for %l = %c0 to %k step %c1 iter_args(%acc = %zero) -> (f32) {
        %x = memref.load %a[%i, %l] : memref<?x?xf32>
        %y = memref.load %b[%l, %j] : memref<?x?xf32>
        %p = arith.mulf %x, %y : f32
        %q = arith.addf %acc, %p : f32
        scf.yield %q : f32
      }
      memref.store %s, %row[%j] : memref<?xf32>
    }
    %rs = scf.for %j = %c0 to %n step %c1 iter_args(%acc = %t) -> (f32) {
      %v = memref.load %row[%j] : memref<?xf32>
      memref.store %v, %c[%i, %j] : memref<?x?xf32>
      %q = arith.addf %acc, %v : f32
      scf.yield %q : f32
    }
    scf.yield %rs : f32
  }
  return %total : f32
}

// A function that returns a buffer it allocates: the caller (here the API) owns it.
func.func @transpose(%a: memref<?x?xf32>) -> memref<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.dim %a, %c0 : memref<?x?xf32>
  %n = memref.dim %a, %c1 : memref<?x?xf32>
  %t = memref.alloc(%n, %m) : memref<?x?xf32>
  scf.for %i = %c0 to %m step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %v = memref.load %a[%i, %j] : memref<?x?xf32>
      memref.store %v, %t[%j, %i] : memref<?x?xf32>
    }
  }
  return %t : memref<?x?xf32>
}
"#;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut module = parse_module(KERNEL)?;
    Pipeline::dealloc().run(&mut module)?;
    let mut jit = Jit::new(module, &Runtime::default())?;

    let (m, k, n) = (2, 3, 2);
    let mut a: Vec<f32> = (1..=6).map(|x| x as f32).collect();
    let mut b: Vec<f32> = vec![1.0, 0.0, 0.0, 1.0, 1.0, 1.0];
    let mut c = vec![0.0f32; m * n];
    let (mut va, mut vb) = (MemRef::new(&mut a, [m, k])?, MemRef::new(&mut b, [k, n])?);
    let mut vc = MemRef::new(&mut c, [m, n])?;
    let call = jit.call("matmul", &mut [va.arg(), vb.arg(), vc.arg()])?;
    println!("C = {c:?}");
    if let [Value::F32(total)] = call.results[..] {
        println!("sum of C = {total}");
    }
    println!(
        "memory: {} allocations, {} frees, clean: {}",
        call.memory.stats.allocs,
        call.memory.stats.frees,
        call.memory.is_clean()
    );

    // A returned memref comes back as a copied-out buffer; the JIT buffer is freed.
    let call = jit.call("transpose", &mut [va.arg()])?;
    if let [Value::MemRef(t)] = &call.results[..] {
        println!("A^T: sizes {:?}, {:?}", t.sizes(), t.to_vec::<f32>()?);
    }
    println!(
        "memory clean after returning a buffer: {}",
        call.memory.is_clean()
    );

    // A type error is caught before the call.
    let mut d = vec![0.0f64; 4];
    let mut vd = MemRef::new(&mut d, [2, 2])?;
    if let Err(e) = jit.call("matmul", &mut [vd.arg(), Arg::F32(1.0), Arg::F32(2.0)]) {
        println!("refused: {e}");
    }
    Ok(())
}
