// With --split-input-file, the implicit module of a chunk after the first is located where
// the chunk starts (right after its marker), and columns on the marker's line count from the
// line's start, as upstream; both were 0:0 and chunk-relative.
// RUN: memref-opt %s --split-input-file --mlir-print-debuginfo | filecheck %s

// CHECK: #loc = loc("{{.*}}split-chunk-locations.mlir":0:0)
func.func @a() {
  return
}

// -----

// CHECK: #loc = loc("{{.*}}split-chunk-locations.mlir":11:9)
func.func @b() {
  return
}

  // ----- func.func @c() {
  return
}
// CHECK: func.func @c() {
// CHECK: } loc(#loc1)
// CHECK: #loc = loc("{{.*}}split-chunk-locations.mlir":18:11)
// CHECK: #loc1 = loc("{{.*}}split-chunk-locations.mlir":18:12)
