//! The library API (DESIGN §8): calls with Rust values and slices, argument checking, faults,
//! memory reports, repeated calls.

use memref_jit::{parse_module, Arg, Jit, MemRef, Pipeline, Runtime, Scalar};

const SRC: &str = r#"
func.func private @printI64(i64)
func.func @widths(%a: i1, %b: i8, %c: i16, %d: i32, %e: i64, %f: index, %g: f32, %h: f64)
    -> (i1, i8, i16, i32, i64, index, f32, f64) {
  %n = arith.constant -1 : i8
  %b2 = arith.muli %b, %n : i8
  return %a, %b2, %c, %d, %e, %f, %g, %h : i1, i8, i16, i32, i64, index, f32, f64
}
func.func @fill(%m: memref<2x3xi64>, %x: i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %ii = arith.index_cast %i : index to i64
      %v = arith.addi %x, %ii : i64
      memref.store %v, %m[%i, %j] : memref<2x3xi64>
    }
  }
  func.call @printI64(%x) : (i64) -> ()
  return
}
func.func @div(%a: i32, %b: i32) -> i32 {
  %q = arith.divsi %a, %b : i32
  return %q : i32
}
func.func @get(%m: memref<?xf32>, %i: index) -> f32 {
  %v = memref.load %m[%i] : memref<?xf32>
  return %v : f32
}
func.func @make() -> memref<4xf32> {
  %m = memref.alloc() : memref<4xf32>
  return %m : memref<4xf32>
}
"#;

fn jit(runtime: Runtime) -> Jit {
    let mut m = parse_module(SRC).unwrap();
    Pipeline::dealloc().run(&mut m).unwrap();
    Jit::new(m, &runtime).unwrap()
}

#[test]
fn scalars_of_every_width_round_trip() {
    let mut j = jit(Runtime::default());
    let call = j
        .call(
            "widths",
            &mut [
                Arg::I1(true),
                Arg::I8(5),
                Arg::I16(-300),
                Arg::I32(-70000),
                Arg::I64(1 << 40),
                Arg::Index(-3),
                Arg::F32(1.5),
                Arg::F64(-2.25),
            ],
        )
        .unwrap();
    assert_eq!(
        call.results,
        vec![
            Scalar::Int(1),
            Scalar::Int(-5),
            Scalar::Int(-300),
            Scalar::Int(-70000),
            Scalar::Int(1 << 40),
            Scalar::Int(-3),
            Scalar::F32(1.5),
            Scalar::F64(-2.25)
        ]
    );
}

#[test]
fn memrefs_are_views_over_rust_slices_and_calls_repeat() {
    let mut j = jit(Runtime::default());
    let mut data = vec![0i64; 6];
    for x in [10, 20] {
        let mut v = MemRef::new(&mut data, [2, 3]).unwrap();
        let call = j.call("fill", &mut [v.arg(), Arg::I64(x)]).unwrap();
        assert_eq!(call.stdout, x.to_string());
        assert!(call.memory.is_clean());
        assert_eq!(data, [x, x, x, x + 1, x + 1, x + 1]);
    }
}

#[test]
fn arguments_are_checked_against_the_signature() {
    let mut j = jit(Runtime::default());
    let mut data = vec![0i64; 6];
    let mut wrong_shape = MemRef::new(&mut data, [3, 2]).unwrap();
    let e = j
        .call("fill", &mut [wrong_shape.arg(), Arg::I64(1)])
        .unwrap_err();
    assert!(
        e.0.contains("expected memref<2x3xi64>, got size 3 in dimension 0"),
        "{e}"
    );
    let e = j.call("fill", &mut [Arg::I64(1), Arg::I64(1)]).unwrap_err();
    assert!(
        e.0.contains("argument 0 of '@fill': expected a value of type memref<2x3xi64>"),
        "{e}"
    );
    let e = j.call("fill", &mut []).unwrap_err();
    assert!(e.0.contains("takes 2 arguments, 0 given"), "{e}");
    let e = j.call("nope", &mut []).unwrap_err();
    assert!(e.0.contains("no function named '@nope'"), "{e}");
    let e = j.call("make", &mut []).unwrap_err();
    assert!(e.0.contains("returns a memref<4xf32>"), "{e}");
    assert!(MemRef::new(&mut [0.0f32; 5], [2, 3]).is_err());
}

#[test]
fn faults_are_located_errors_and_bounds_are_checked_on_request() {
    let mut j = jit(Runtime::default());
    let e = j.call("div", &mut [Arg::I32(1), Arg::I32(0)]).unwrap_err();
    assert!(
        e.0.contains("<input>:25:8: error: integer division by zero"),
        "{e}"
    );
    assert_eq!(
        j.call("div", &mut [Arg::I32(7), Arg::I32(2)])
            .unwrap()
            .results,
        vec![Scalar::Int(3)]
    );
    let mut checked = jit(Runtime {
        check_bounds: true,
        ..Default::default()
    });
    let mut data = vec![1.0f32, 2.0];
    let mut v = MemRef::new(&mut data, [2]).unwrap();
    let e = checked
        .call("get", &mut [v.arg(), Arg::Index(2)])
        .unwrap_err();
    assert!(
        e.0.contains("index 2 out of bounds for dimension 0 of size 2"),
        "{e}"
    );
    let ok = checked.call("get", &mut [v.arg(), Arg::Index(1)]).unwrap();
    assert_eq!(ok.results, vec![Scalar::F32(2.0)]);
}

#[test]
fn the_memory_report_covers_each_call() {
    // Without the pipeline, a function that allocates and returns nothing leaks.
    let m = parse_module(
        "func.func @leak() {\n  %m = memref.alloc() : memref<8xi64>\n  return\n}\n\
         func.func @free_slice(%m: memref<2xf32>) {\n  memref.dealloc %m : memref<2xf32>\n  return\n}\n",
    )
    .unwrap();
    let mut j = Jit::new(m, &Runtime::default()).unwrap();
    let call = j.call("leak", &mut []).unwrap();
    assert!(!call.memory.is_clean());
    assert!(call
        .memory
        .text
        .contains("<input>:2:8: error: leak: 1 block (64 bytes) allocated here (memref.alloc) was never freed"));
    assert_eq!(call.memory.stats.allocs, 1);
    // Freeing memory the host owns is an invalid free, reported, not performed.
    let mut data = vec![0.0f32; 2];
    let mut v = MemRef::new(&mut data, [2]).unwrap();
    let call = j.call("free_slice", &mut [v.arg()]).unwrap();
    assert!(
        call.memory.text.contains("invalid free"),
        "{}",
        call.memory.text
    );
}

#[test]
fn parse_and_pipeline_errors_are_rendered() {
    let e = parse_module("func.func @f( {").err().unwrap();
    assert!(e.0.starts_with("<input>:1:"), "{e}");
    let mut m = parse_module(
        "func.func @f(%m: memref<2xf32>) {\n  memref.dealloc %m : memref<2xf32>\n  return\n}\n",
    )
    .unwrap();
    let e = Pipeline::dealloc().run(&mut m).unwrap_err();
    assert!(
        e.0.contains("<input>:2:3: error: memory free side-effect"),
        "{e}"
    );
    assert!(Pipeline::parse("builtin.module(nope)").is_err());
}
