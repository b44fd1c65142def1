// RUN: memref-opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics --ownership-based-buffer-deallocation

func.func @existing(%m: memref<2xf32>, %c: i1) {
  // expected-error@+1 {{No deallocation operations must be present when running this pass!}}
  bufferization.dealloc (%m : memref<2xf32>) if (%c)
  return
}

// -----

func.func @unknown() {
  // expected-error@+1 {{ops with unknown memory side effects are not supported}}
  "test.op"() : () -> ()
  return
}

// -----

func.func @free(%m: memref<2xf32>) {
  // expected-error@+1 {{memory free side-effect on MemRef value not supported!}}
  memref.dealloc %m : memref<2xf32>
  return
}

// -----

func.func @realloc(%m: memref<2xf32>) -> memref<4xf32> {
  // expected-error@+1 {{memory free side-effect on MemRef value not supported!}}
  %r = memref.realloc %m : memref<2xf32> to memref<4xf32>
  return %r : memref<4xf32>
}

// -----

// expected-error@+1 {{Only structured control-flow loops are supported.}}
func.func @loop(%c: i1) {
  cf.br ^bb1
^bb1:
  cf.cond_br %c, ^bb1, ^bb2
^bb2:
  return
}

// -----

func.func @switch(%i: i32, %m: memref<2xf32>) {
  // expected-error@+1 {{BranchOpInterface operations with multiple successors are not supported yet}}
  cf.switch %i : i32, [ default: ^bb1, 0: ^bb2 ]
^bb1:
  return
^bb2:
  return
}

// -----

// generic_atomic_rmw has a region and a result but is no region branch: upstream's error.
func.func @generic_atomic(%m: memref<2xf32>, %i: index) {
  // expected-error@+1 {{All operations with attached regions need to implement the RegionBranchOpInterface.}}
  %0 = memref.generic_atomic_rmw %m[%i] : memref<2xf32> {
  ^bb0(%cur: f32):
    memref.atomic_yield %cur : f32
  }
  return
}
