"""memref-jit from Python: a kernel on NumPy arrays, its memory report, and a leak caught.

    pip install .            # from the repository root (builds the Rust extension)
    python3 examples/python_kernel.py
"""

import numpy as np

import memref_jit

KERNEL = """
func.func @saxpy(%a: f32, %x: memref<?xf32>, %y: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %x, %c0 : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %xi = memref.load %x[%i] : memref<?xf32>
    %yi = memref.load %y[%i] : memref<?xf32>
    %p = arith.mulf %a, %xi : f32
    %s = arith.addf %p, %yi : f32
    memref.store %s, %y[%i] : memref<?xf32>
  }
  return
}
func.func @scratch(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %t = memref.alloc(%n) : memref<?xf32>
  %one = arith.constant 1.0 : f32
  memref.store %one, %t[%c0] : memref<?xf32>
  %v = memref.load %t[%c0] : memref<?xf32>
  return %v : f32
}
"""

x = np.arange(4, dtype=np.float32)
y = np.ones(4, dtype=np.float32)
jit = memref_jit.Jit(KERNEL, filename="kernel.mlir")  # the deallocation pipeline, then the JIT
call = jit.call("saxpy", 2.0, x, y)  # y is updated in place
print("y =", y, "| clean:", call.memory.is_clean)

# Without the pipeline, the scratch buffer leaks; the report says where.
raw = memref_jit.Jit(KERNEL, pipeline=None, filename="kernel.mlir")
call = raw.call("scratch", 16)
print("result:", call.results, "| stats:", call.memory.statistics)
for f in call.memory.findings:
    print(f"{f.kind} at {f.location}: {f.blocks} block, {f.bytes} bytes")
