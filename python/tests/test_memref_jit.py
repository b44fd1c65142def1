"""The Python package as a user drives it: NumPy arrays in and out, memory reports as
objects, pipelines as text, errors as MlirError with their locations."""

import numpy as np
import pytest

import memref_jit

SCALE = """
func.func @scale(%x: memref<?xf32>, %k: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %x, %c0 : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %x[%i] : memref<?xf32>
    %w = arith.mulf %v, %k : f32
    memref.store %w, %x[%i] : memref<?xf32>
  }
  return
}
"""

MATMUL = """
func.func @matmul(%a: memref<?x?xf64>, %b: memref<?x?xf64>, %c: memref<?x?xf64>) {
  linalg.matmul ins(%a, %b : memref<?x?xf64>, memref<?x?xf64>) outs(%c : memref<?x?xf64>)
  return
}
"""

RETURNS = """
func.func @iota(%n: index) -> memref<?xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloc(%n) : memref<?xi64>
  scf.for %i = %c0 to %n step %c1 {
    %v = arith.index_cast %i : index to i64
    memref.store %v, %m[%i] : memref<?xi64>
  }
  return %m : memref<?xi64>
}
func.func @sum(%x: memref<2x3xi32>) -> (i32, f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0 : i32
  %s = scf.for %i = %c0 to %c2 step %c1 iter_args(%a = %z) -> i32 {
    %t = scf.for %j = %c0 to %c3 step %c1 iter_args(%b = %a) -> i32 {
      %v = memref.load %x[%i, %j] : memref<2x3xi32>
      %w = arith.addi %b, %v : i32
      scf.yield %w : i32
    }
    scf.yield %t : i32
  }
  %f = arith.sitofp %s : i32 to f64
  return %s, %f : i32, f64
}
func.func @count(%x: memref<?xindex>) -> index {
  %c0 = arith.constant 0 : index
  %n = memref.dim %x, %c0 : memref<?xindex>
  memref.store %n, %x[%c0] : memref<?xindex>
  return %n : index
}
"""

LEAKY = """
func.func @leak() {
  %m = memref.alloc() : memref<8xi64>
  return
}
func.func @double(%n: index) {
  %m = memref.alloc(%n) : memref<?xf32>
  memref.dealloc %m : memref<?xf32>
  memref.dealloc %m : memref<?xf32>
  return
}
func.func @free_arg(%x: memref<4xf32>) {
  memref.dealloc %x : memref<4xf32>
  return
}
"""

FAULTS = """
func.func @div(%a: i32, %b: i32) -> i32 {
  %q = arith.divsi %a, %b : i32
  return %q : i32
}
func.func @oob(%x: memref<?xf32>, %i: index) -> f32 {
  %v = memref.load %x[%i] : memref<?xf32>
  return %v : f32
}
"""


def test_arrays_are_read_and_written_in_place():
    jit = memref_jit.Jit(SCALE)
    x = np.array([1.0, 2.0, 3.0], dtype=np.float32)
    call = jit.call("scale", x, 2.0)
    assert x.tolist() == [2.0, 4.0, 6.0]
    assert call.results == []
    assert call.memory.is_clean
    assert call.memory.statistics["allocations"] == 0


def test_a_linalg_kernel_matches_numpy():
    jit = memref_jit.Jit(MATMUL)
    rng = np.random.default_rng(7)
    a = rng.standard_normal((5, 7))
    b = rng.standard_normal((7, 3))
    c = np.zeros((5, 3))
    jit.call("matmul", a, b, c)
    np.testing.assert_allclose(c, a @ b, rtol=1e-12)


def test_returned_memrefs_and_scalars():
    jit = memref_jit.Jit(RETURNS)
    (m,) = jit.call("iota", 5).results
    assert isinstance(m, np.ndarray) and m.dtype == np.int64
    assert m.tolist() == [0, 1, 2, 3, 4]
    call = jit.call("iota", 0)
    assert call.results[0].shape == (0,)
    assert call.memory.is_clean  # the returned buffer is the caller's, copied out and freed
    s, f = jit.call("sum", np.arange(6, dtype=np.int32).reshape(2, 3)).results
    assert (s, f) == (15, 15.0)
    x = np.zeros(4, dtype=np.int64)
    assert jit.call("count", x).results == [4]
    assert x.tolist() == [4, 0, 0, 0]


def test_findings_are_objects_with_sites():
    jit = memref_jit.Jit(LEAKY, pipeline=None, filename="leaky.mlir")
    call = jit.call("leak")
    assert not call.memory.is_clean
    (f,) = call.memory.findings
    assert f.kind == "leak"
    assert (f.location.file, f.location.line, f.location.column) == ("leaky.mlir", 3, 8)
    assert f.location.op == "memref.alloc"
    assert (f.blocks, f.bytes) == (1, 64)
    assert "leak: 1 block (64 bytes)" in call.memory.text
    (d,) = jit.call("double", 3).memory.findings
    assert d.kind == "double-free"
    assert d.allocation.line == 7
    assert [s.line for s in d.frees] == [8, 9]
    assert d.bytes == 12
    (i,) = jit.call("free_arg", np.zeros(4, dtype=np.float32)).memory.findings
    assert i.kind == "invalid-free" and i.allocation is None and i.pointer


USES = """
func.func @uses(%v: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<8xi64>
  memref.store %v, %m[%c0] : memref<8xi64>
  %r = memref.load %m[%c0] : memref<8xi64>
  return %r : i64
}
"""


def test_the_pipeline_frees_what_it_must():
    # Without a pipeline the buffer leaks; with the deallocation pipeline (the default) not.
    leaky = memref_jit.Jit(USES, pipeline=None)
    (f,) = leaky.call("uses", 5).memory.findings
    assert f.kind == "leak"
    jit = memref_jit.Jit(USES)
    call = jit.call("uses", 5)
    assert call.results == [5] and call.memory.is_clean
    assert call.memory.statistics == {
        "allocations": 1, "frees": 1, "peak_bytes": 64, "live_bytes_at_exit": 0
    }
    assert "memref.dealloc" in jit.print()


def test_pipeline_text_in_text_out():
    out = memref_jit.run_pipeline(USES)
    assert "memref.dealloc %alloc : memref<8xi64>" in out
    out = memref_jit.run_pipeline(SCALE, "builtin.module(canonicalize)")
    assert out.startswith("module {\n  func.func @scale(")


def test_errors_carry_locations():
    with pytest.raises(memref_jit.MlirError, match=r"bad\.mlir:1:14: error"):
        memref_jit.Jit("func.func @f( {", filename="bad.mlir")
    with pytest.raises(memref_jit.MlirError, match="unknown pass|pipeline"):
        memref_jit.run_pipeline(SCALE, "builtin.module(no-such-pass)")
    jit = memref_jit.Jit(FAULTS, filename="faults.mlir")
    assert jit.call("div", 7, 2).results == [3]
    with pytest.raises(memref_jit.MlirError, match=r"faults\.mlir:3:8: error: .*division by zero"):
        jit.call("div", 1, 0)
    checked = memref_jit.Jit(FAULTS, check_bounds=True, filename="faults.mlir")
    x = np.zeros(2, dtype=np.float32)
    with pytest.raises(memref_jit.MlirError, match=r"faults\.mlir:7:8: error: .*out of bounds"):
        checked.call("oob", x, 2)


def test_arguments_that_do_not_fit_are_rejected():
    jit = memref_jit.Jit(SCALE)
    with pytest.raises(TypeError, match="takes 2 arguments, 1 given"):
        jit.call("scale", np.zeros(3, dtype=np.float32))
    with pytest.raises(memref_jit.MlirError, match="got a view of f64"):
        jit.call("scale", np.zeros(3), 1.0)
    with pytest.raises(ValueError, match="C-contiguous"):
        jit.call("scale", np.zeros(6, dtype=np.float32)[::2], 1.0)
    ro = np.zeros(3, dtype=np.float32)
    ro.flags.writeable = False
    with pytest.raises(ValueError, match="writable"):
        jit.call("scale", ro, 1.0)
    with pytest.raises(TypeError, match="expected a NumPy array"):
        jit.call("scale", [1.0, 2.0], 1.0)
    with pytest.raises(TypeError, match=r"argument 1 of '@scale' \(f32\)"):
        jit.call("scale", np.zeros(3, dtype=np.float32), "two")
    with pytest.raises(memref_jit.MlirError, match="no function named '@nope'"):
        jit.call("nope")
    rjit = memref_jit.Jit(RETURNS)
    with pytest.raises(memref_jit.MlirError, match="size 4 in dimension 1"):
        rjit.call("sum", np.zeros((2, 4), dtype=np.int32))
    with pytest.raises(memref_jit.MlirError, match="negative size in allocation"):
        rjit.call("iota", -1)
    with pytest.raises(OverflowError):
        memref_jit.Jit(FAULTS).call("div", 2**40, 1)


def test_version():
    assert memref_jit.version().startswith("memref-jit")
    assert "Cranelift" in memref_jit.version()


def test_the_module_docstring_example_runs():
    import doctest

    failures, tried = doctest.testmod(memref_jit)
    assert tried > 0 and failures == 0


def test_the_readme_shows_the_examples_real_output():
    import pathlib
    import subprocess
    import sys

    root = pathlib.Path(__file__).resolve().parents[2]
    out = subprocess.run(
        [sys.executable, str(root / "examples" / "python_kernel.py")],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    readme = (root / "README.md").read_text()
    shown = readme.split("<!-- python-example-output -->\n```\n", 1)[1].split("```", 1)[0]
    assert out == shown


def test_outside_tester_regressions():
    # A bad access raises instead of crashing the process (check_bounds is on by default).
    jit = memref_jit.Jit(FAULTS, filename="faults.mlir")
    with pytest.raises(memref_jit.MlirError, match=r"faults\.mlir:7:8: error"):
        jit.call("oob", np.ones(3, dtype=np.float32), 100000000000)
    assert jit.call("div", 9, 3).results == [3]  # still usable
    # Deep nesting does not overflow Python's stack.
    n = 1000
    deep = "func.func @f() {\n" + "scf.execute_region {\n" * n + "scf.yield\n}\n" * n + "return\n}\n"
    assert memref_jit.Jit(deep, pipeline=None).call("f").memory.is_clean
    assert "return" in memref_jit.run_pipeline(deep, "builtin.module(canonicalize)")
    # A memref type NumPy cannot hold is refused before the call runs.
    bf = memref_jit.Jit(
        "func.func @f() -> memref<2xbf16> {\n  %a = memref.alloc() : memref<2xbf16>\n"
        "  return %a : memref<2xbf16>\n}\n"
    )
    with pytest.raises(TypeError, match="no NumPy dtype"):
        bf.call("f")
    # i1 parameters take 0 and 1 as well as bools.
    flip = memref_jit.Jit(
        "func.func @f(%b: i1) -> i1 {\n  %t = arith.constant true\n"
        "  %r = arith.xori %b, %t : i1\n  return %r : i1\n}\n"
    )
    assert flip.call("f", 1).results == [0] and flip.call("f", False).results == [1]
    with pytest.raises(TypeError):
        flip.call("f", 2)
