//! The library API (DESIGN §8): calls with Rust values and slices, argument checking, faults,
//! memory reports, repeated calls.

use memref_jit::api::RawMemRef;
use memref_jit::{parse_module, Arg, Jit, MemRef, Pipeline, Runtime, Value};

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
func.func @unranked() -> memref<*xf32> {
  %m = memref.alloc() : memref<4xf32>
  %u = memref.cast %m : memref<4xf32> to memref<*xf32>
  return %u : memref<*xf32>
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
            Value::Int(1),
            Value::Int(-5),
            Value::Int(-300),
            Value::Int(-70000),
            Value::Int(1 << 40),
            Value::Int(-3),
            Value::F32(1.5),
            Value::F64(-2.25)
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
    let e = j.call("unranked", &mut []).unwrap_err();
    assert!(
        e.0.contains("returns a memref<*xf32>, which the API cannot return"),
        "{e}"
    );
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
        vec![Value::Int(3)]
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
    assert_eq!(ok.results, vec![Value::F32(2.0)]);
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
    // The same finding as a record with its site.
    let r = &call.memory.records[0];
    assert_eq!(r.kind, memref_jit::report::FindingKind::Leak);
    assert_eq!(
        (
            r.location.file.as_deref(),
            r.location.line,
            r.location.column
        ),
        (Some("<input>"), 2, 8)
    );
    assert_eq!((r.blocks, r.bytes), (1, Some(64)));
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

const RETURNS: &str = r#"
memref.global "private" constant @table : memref<3xi32> = dense<[7, 8, 9]>
func.func @iota(%n: index) -> (memref<?xf64>, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloc(%n) : memref<?xf64>
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f64
    memref.store %f, %m[%i] : memref<?xf64>
  }
  return %m, %n : memref<?xf64>, index
}
func.func @matrix() -> memref<2x3xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %m = memref.alloc() : memref<2x3xi64>
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %k = arith.muli %i, %c3 : index
      %l = arith.addi %k, %j : index
      %v = arith.index_cast %l : index to i64
      memref.store %v, %m[%i, %j] : memref<2x3xi64>
    }
  }
  return %m : memref<2x3xi64>
}
func.func @column(%m: memref<2x3xi64>) -> memref<2xi64, strided<[3], offset: 1>> {
  %s = memref.subview %m[0, 1] [2, 1] [1, 1] : memref<2x3xi64> to memref<2xi64, strided<[3], offset: 1>>
  return %s : memref<2xi64, strided<[3], offset: 1>>
}
func.func @twice() -> (memref<2xi32>, memref<2xi32>) {
  %m = memref.alloc() : memref<2xi32>
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : i32
  memref.store %c5, %m[%c0] : memref<2xi32>
  memref.store %c5, %m[%c0] : memref<2xi32>
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : i32
  memref.store %c6, %m[%c1] : memref<2xi32>
  return %m, %m : memref<2xi32>, memref<2xi32>
}
func.func @constants() -> memref<3xi32> {
  %g = memref.get_global @table : memref<3xi32>
  return %g : memref<3xi32>
}
"#;

#[test]
fn returned_memrefs_are_copied_out_and_freed_as_their_owner() {
    for pipeline in [true, false] {
        let mut m = parse_module(RETURNS).unwrap();
        if pipeline {
            Pipeline::dealloc().run(&mut m).unwrap();
        }
        let mut j = Jit::new(m, &Runtime::default()).unwrap();
        let call = j.call("iota", &mut [Arg::Index(4)]).unwrap();
        assert!(call.memory.is_clean(), "{}", call.memory.text);
        assert_eq!(call.memory.stats.frees, call.memory.stats.allocs);
        let [Value::MemRef(b), Value::Int(4)] = &call.results[..] else {
            panic!("{:?}", call.results)
        };
        assert_eq!((b.elem(), b.sizes()), ("f64", &[4usize][..]));
        assert_eq!(b.to_vec::<f64>().unwrap(), [0.0, 1.0, 2.0, 3.0]);
        assert!(b.to_vec::<f32>().is_err());

        let call = j.call("matrix", &mut []).unwrap();
        assert!(call.memory.is_clean(), "{}", call.memory.text);
        let [Value::MemRef(b)] = &call.results[..] else {
            panic!()
        };
        assert_eq!(b.sizes(), [2, 3]);
        assert_eq!(b.to_vec::<i64>().unwrap(), [0, 1, 2, 3, 4, 5]);

        // A strided view of an argument: copied in index order; the slice is not freed.
        let mut data: Vec<i64> = (10..16).collect();
        let mut v = MemRef::new(&mut data, [2, 3]).unwrap();
        let call = j.call("column", &mut [v.arg()]).unwrap();
        assert!(call.memory.is_clean(), "{}", call.memory.text);
        let [Value::MemRef(b)] = &call.results[..] else {
            panic!()
        };
        assert_eq!(b.to_vec::<i64>().unwrap(), [11, 14]);

        // Two results of one buffer: freed once.
        let call = j.call("twice", &mut []).unwrap();
        assert!(call.memory.is_clean(), "{}", call.memory.text);
        assert_eq!(call.results.len(), 2);
        for r in &call.results {
            let Value::MemRef(b) = r else { panic!() };
            assert_eq!(b.to_vec::<i32>().unwrap(), [5, 6]);
        }

        // A global: copied, never freed.
        let call = j.call("constants", &mut []).unwrap();
        assert!(call.memory.is_clean(), "{}", call.memory.text);
        let [Value::MemRef(b)] = &call.results[..] else {
            panic!()
        };
        assert_eq!(b.to_vec::<i32>().unwrap(), [7, 8, 9]);
    }
}

#[test]
fn returning_freed_or_stack_memory_is_an_error_not_a_read() {
    let m = parse_module(
        "func.func @freed() -> memref<4xf32> {\n  %m = memref.alloc() : memref<4xf32>\n  \
         memref.dealloc %m : memref<4xf32>\n  return %m : memref<4xf32>\n}\n\
         func.func @stack() -> memref<4xf32> {\n  %m = memref.alloca() : memref<4xf32>\n  \
         return %m : memref<4xf32>\n}\n",
    )
    .unwrap();
    let mut j = Jit::new(m, &Runtime::default()).unwrap();
    let e = j.call("freed", &mut []).unwrap_err();
    assert!(
        e.0.contains("'@freed' returned memref 0, which was freed"),
        "{e}"
    );
    let e = j.call("stack", &mut []).unwrap_err();
    assert!(
        e.0.contains("'@stack' returned memref 0, which points to memory it does not own"),
        "{e}"
    );
}

/// `interp::run_with_budget` (what the fuzzer's run target uses): a program that never ends
/// stops with a located error once the budget is spent; one that ends within it runs as
/// `interp::run` does.
#[test]
fn interpreter_execution_budget() {
    use memref_jit::ir::Context;
    use memref_jit::parse::ParseOptions;
    let forever = r#"
func.func @main() {
  %c0 = arith.constant 0 : index
  %r = scf.while (%i = %c0) : (index) -> index {
    %t = arith.constant true
    scf.condition(%t) %i : index
  } do {
  ^bb0(%i: index):
    %z = arith.addi %i, %c0 : index
    scf.yield %z : index
  }
  return
}
"#;
    let mut ctx = Context::new();
    let top = memref_jit::parse::parse_module(&mut ctx, forever, &ParseOptions::default()).unwrap();
    let out = memref_jit::interp::run_with_budget(&ctx, top, "main", 1000);
    let e = out.error.expect("the budget ends the run");
    assert_eq!(e.message, "execution budget of 1000 ops exhausted");
    assert!(e.pos.is_some(), "located at the op that would have run");

    let finite = r#"
func.func private @printI64(i64)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c9 = arith.constant 9 : index
  %z = arith.constant 0 : i64
  %s = scf.for %i = %c0 to %c9 step %c1 iter_args(%a = %z) -> i64 {
    %x = arith.index_cast %i : index to i64
    %b = arith.addi %a, %x : i64
    scf.yield %b : i64
  }
  call @printI64(%s) : (i64) -> ()
  return
}
"#;
    let mut ctx = Context::new();
    let top = memref_jit::parse::parse_module(&mut ctx, finite, &ParseOptions::default()).unwrap();
    let budgeted = memref_jit::interp::run_with_budget(&ctx, top, "main", 1000);
    assert!(budgeted.error.is_none());
    assert_eq!(budgeted.stdout, "36");
    let starved = memref_jit::interp::run_with_budget(&ctx, top, "main", 10);
    assert!(starved.error.is_some() && starved.stdout.is_empty());
}

#[test]
fn a_returned_empty_memref_is_still_freed() {
    // Regression (found through the Python package): a 0-element buffer the function returns
    // has nothing to copy, but the caller owns it: it is freed, not reported as a leak.
    let m = parse_module(
        "func.func @empty(%n: index) -> memref<?xi64> {\n  \
         %m = memref.alloc(%n) : memref<?xi64>\n  return %m : memref<?xi64>\n}\n",
    )
    .unwrap();
    let mut j = Jit::new(m, &Runtime::default()).unwrap();
    let call = j.call("empty", &mut [Arg::Index(0)]).unwrap();
    match &call.results[..] {
        [Value::MemRef(b)] => assert_eq!(b.sizes(), [0]),
        r => panic!("{r:?}"),
    }
    assert!(call.memory.is_clean(), "{}", call.memory.text);
    assert_eq!((call.memory.stats.allocs, call.memory.stats.frees), (1, 1));
}

#[test]
fn linalg_on_memrefs_runs_through_the_api() {
    // Regression (found through the Python package): the API compiles linalg ops as memref-run
    // runs them (lowered to loops), instead of failing with "cannot be executed".
    let m = parse_module(
        "func.func @mm(%a: memref<2x3xf32>, %b: memref<3x2xf32>, %c: memref<2x2xf32>) {\n  \
         linalg.matmul ins(%a, %b : memref<2x3xf32>, memref<3x2xf32>) outs(%c : memref<2x2xf32>)\n  \
         return\n}\n",
    )
    .unwrap();
    let mut j = Jit::new(m, &Runtime::default()).unwrap();
    let mut a = vec![1.0f32, 2.0, 3.0, 4.0, 5.0, 6.0];
    let mut b = vec![1.0f32, 0.0, 0.0, 1.0, 1.0, 1.0];
    let mut c = vec![0.0f32; 4];
    let mut va = MemRef::new(&mut a, [2, 3]).unwrap();
    let mut vb = MemRef::new(&mut b, [3, 2]).unwrap();
    let mut vc = MemRef::new(&mut c, [2, 2]).unwrap();
    let call = j.call("mm", &mut [va.arg(), vb.arg(), vc.arg()]).unwrap();
    assert!(call.memory.is_clean());
    assert_eq!(c, [4.0, 5.0, 10.0, 11.0]);
}

#[test]
fn views_of_runtime_rank_are_checked() {
    // `RawMemRef::from_raw` (the Python package's arrays): element types and sizes checked.
    let mut data = vec![0u8; 24];
    // SAFETY: `data` holds 6 f32 and outlives the argument.
    let ok = unsafe { RawMemRef::from_raw(data.as_mut_ptr(), "f32", &[2, 3]) }.unwrap();
    let bad = unsafe { RawMemRef::from_raw(data.as_mut_ptr(), "complex<f32>", &[2]) };
    assert!(bad
        .err()
        .unwrap()
        .0
        .contains("memrefs of complex<f32> cannot be passed"));
    let huge = unsafe { RawMemRef::from_raw(data.as_mut_ptr(), "f64", &[1 << 40, 1 << 30]) };
    assert!(huge.err().unwrap().0.contains("too large"));
    let m = parse_module(
        "func.func @f(%x: memref<?x3xf32>) -> (index) {\n  %c0 = arith.constant 0 : index\n  \
         %n = memref.dim %x, %c0 : memref<?x3xf32>\n  return %n : index\n}\n",
    )
    .unwrap();
    let mut j = Jit::new(m, &Runtime::default()).unwrap();
    assert_eq!(
        j.signature("f").unwrap(),
        (
            vec!["memref<?x3xf32>".to_string()],
            vec!["index".to_string()]
        )
    );
    let call = j.call("f", &mut [Arg::MemRef(ok)]).unwrap();
    assert_eq!(call.results, vec![Value::Int(2)]);
}

#[test]
fn deep_nesting_through_the_api_is_not_a_stack_overflow() {
    // Regression (outside tester, through Python on an 8 MB main-thread stack): 3,000 nested
    // regions parse, run through a pipeline, print, compile and run as in memref-run.
    let n = 3000;
    let src = format!(
        "func.func @f() -> i32 {{\n  %c = arith.constant 7 : i32\n{}{}  return %c : i32\n}}\n",
        "scf.execute_region {\n".repeat(n),
        "scf.yield\n}\n".repeat(n)
    );
    // Run on a thread with a small stack, as a host program might.
    std::thread::Builder::new()
        .stack_size(4 << 20)
        .spawn(move || {
            let mut m = parse_module(&src).unwrap();
            Pipeline::parse("builtin.module(canonicalize)")
                .unwrap()
                .run(&mut m)
                .unwrap();
            assert!(m.print().contains("return %c7_i32 : i32"));
            let deep = parse_module(&src).unwrap();
            assert!(deep.print().len() > n);
            let mut j = Jit::new(deep, &Runtime::default()).unwrap();
            assert_eq!(j.call("f", &mut []).unwrap().results, vec![Value::Int(7)]);
        })
        .unwrap()
        .join()
        .unwrap();
}

/// A function of more Cranelift instructions than `BIG_FUNCTION_INSTS` (20,000) compiles with
/// the single-pass register allocator, next to small ones compiled with the backtracking one;
/// values stay live across many instructions (`w` of 8 steps before) so that both allocators
/// spill, and the results must be those of the scalar semantics.
#[test]
fn a_function_too_big_for_the_backtracking_allocator_runs_correctly() {
    const STEPS: usize = 12_000;
    let mut src = String::from("func.func @big(%a: i64, %b: i64) -> i64 {\n  %v0 = arith.addi %a, %b : i64\n  %w0 = arith.xori %v0, %b : i64\n");
    for k in 1..=STEPS {
        let back = k.saturating_sub(8);
        src += &format!(
            "  %v{k} = arith.addi %v{}, %w{back} : i64\n  %w{k} = arith.muli %v{k}, %b : i64\n",
            k - 1
        );
    }
    src += &format!("  return %w{STEPS} : i64\n}}\n");
    src += "func.func @small(%a: i64) -> i64 {\n  %r = arith.muli %a, %a : i64\n  return %r : i64\n}\n";
    let (a, b) = (7i64, 3i64);
    let mut v = vec![a.wrapping_add(b)];
    let mut w = vec![v[0] ^ b];
    for k in 1..=STEPS {
        v.push(v[k - 1].wrapping_add(w[k.saturating_sub(8)]));
        w.push(v[k].wrapping_mul(b));
    }
    let mut j = Jit::new(parse_module(&src).unwrap(), &Runtime::default()).unwrap();
    let call = j.call("big", &mut [Arg::I64(a), Arg::I64(b)]).unwrap();
    assert_eq!(call.results, vec![Value::Int(w[STEPS])]);
    let call = j.call("small", &mut [Arg::I64(-9)]).unwrap();
    assert_eq!(call.results, vec![Value::Int(81)]);
}
