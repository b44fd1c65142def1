// Locations of the ops upstream's DRR patterns (ArithCanonicalization.td) create: the fused
// locations of the root and the next matched ops in DRR's order (post-order, a constant
// matcher's op included, as many as the pattern has op nodes). Expected output is mlir-opt's.
// RUN: memref-opt %s --canonicalize --mlir-print-debuginfo --mlir-print-local-scope | filecheck %s
func.func @reassoc(%x: i64, %y: i64) -> (i64, i64, i64, i64, i64, i64) {
  %c3 = arith.constant 3 : i64
  %c5 = arith.constant 5 : i64
  %a = arith.addi %x, %c3 : i64
  %b = arith.addi %a, %c5 : i64
  %s = arith.subi %c3, %y : i64
  %t = arith.addi %s, %c5 : i64
  %m = arith.constant -1 : i64
  %n = arith.muli %y, %m : i64
  %u = arith.addi %x, %n : i64
  %d = arith.subi %x, %y : i64
  %e = arith.subi %d, %x : i64
  %p = arith.addi %y, %c3 : i64
  %q = arith.subi %c5, %p : i64
  return %b, %t, %u, %e, %q, %a : i64, i64, i64, i64, i64, i64
}
func.func @compare(%a: i32, %b: i32, %c: i1, %v: i64, %w: i64) -> (i1, i1, i64, i64) {
  %t = arith.constant true
  %lt = arith.cmpi slt, %a, %b : i32
  %ge = arith.xori %lt, %t : i1
  %ea = arith.extsi %a : i32 to i64
  %eb = arith.extsi %b : i32 to i64
  %cmp = arith.cmpi eq, %ea, %eb : i64
  %nc = arith.xori %c, %t : i1
  %sel = arith.select %nc, %v, %w : i64
  %s1 = arith.select %c, %v, %w : i64
  %s2 = arith.select %c, %s1, %sel : i64
  return %ge, %cmp, %sel, %s2 : i1, i1, i64, i64
}
func.func @casts(%x: i8, %y: i16, %z: i32, %f: f32, %g: f32, %i: i64) -> (i16, i16, index, i32, f32, f32, i32) {
  %e1 = arith.extui %x : i8 to i16
  %e3 = arith.extui %x : i8 to i16
  %o = arith.ori %e1, %e3 : i16
  %ex = arith.extui %x : i8 to i32
  %tr = arith.trunci %ex : i32 to i16
  %es = arith.extsi %z : i32 to i64
  %ic = arith.index_cast %es : i64 to index
  %b1 = arith.bitcast %f : f32 to i32
  %b2 = arith.bitcast %b1 : i32 to f32
  %nf = arith.negf %f : f32
  %ng = arith.negf %g : f32
  %mf = arith.mulf %nf, %ng : f32
  %c32 = arith.constant 32 : i64
  %sh = arith.shrsi %i, %c32 : i64
  %ti = arith.trunci %sh : i64 to i32
  return %tr, %o, %ic, %b1, %b2, %mf, %ti : i16, i16, index, i32, f32, f32, i32
}

// CHECK: module {
// CHECK-NEXT: func.func @reassoc(%arg0: i64 loc("{{.*}}drr-locations.mlir":5:20), %arg1: i64 loc("{{.*}}drr-locations.mlir":5:29)) -> (i64, i64, i64, i64, i64, i64) {
// CHECK-NEXT: %c2_i64 = arith.constant 2 : i64 loc(fused["{{.*}}drr-locations.mlir":18:8, "{{.*}}drr-locations.mlir":7:9])
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64 loc(fused["{{.*}}drr-locations.mlir":16:8, "{{.*}}drr-locations.mlir":15:8])
// CHECK-NEXT: %c8_i64 = arith.constant 8 : i64 loc(unknown)
// CHECK-NEXT: %c3_i64 = arith.constant 3 : i64 loc("{{.*}}drr-locations.mlir":6:9)
// CHECK-NEXT: %0 = arith.addi %arg0, %c3_i64 : i64 loc("{{.*}}drr-locations.mlir":8:8)
// CHECK-NEXT: %1 = arith.addi %arg0, %c8_i64 : i64 loc(fused["{{.*}}drr-locations.mlir":9:8, "{{.*}}drr-locations.mlir":6:9])
// CHECK-NEXT: %2 = arith.subi %c8_i64, %arg1 : i64 loc(fused["{{.*}}drr-locations.mlir":11:8, "{{.*}}drr-locations.mlir":6:9])
// CHECK-NEXT: %3 = arith.subi %arg0, %arg1 : i64 loc(fused["{{.*}}drr-locations.mlir":14:8, "{{.*}}drr-locations.mlir":12:8])
// CHECK-NEXT: %4 = arith.subi %c0_i64, %arg1 : i64 loc(fused["{{.*}}drr-locations.mlir":16:8, "{{.*}}drr-locations.mlir":15:8])
// CHECK-NEXT: %5 = arith.subi %c2_i64, %arg1 : i64 loc(fused["{{.*}}drr-locations.mlir":18:8, "{{.*}}drr-locations.mlir":7:9])
// CHECK-NEXT: return %1, %2, %3, %4, %5, %0 : i64, i64, i64, i64, i64, i64 loc("{{.*}}drr-locations.mlir":19:3)
// CHECK-NEXT: } loc("{{.*}}drr-locations.mlir":5:1)
// CHECK-NEXT: func.func @compare(%arg0: i32 loc("{{.*}}drr-locations.mlir":21:20), %arg1: i32 loc("{{.*}}drr-locations.mlir":21:29), %arg2: i1 loc("{{.*}}drr-locations.mlir":21:38), %arg3: i64 loc("{{.*}}drr-locations.mlir":21:46), %arg4: i64 loc("{{.*}}drr-locations.mlir":21:55)) -> (i1, i1, i64, i64) {
// CHECK-NEXT: %0 = arith.cmpi sge, %arg0, %arg1 : i32 loc(fused["{{.*}}drr-locations.mlir":24:9, "{{.*}}drr-locations.mlir":23:9])
// CHECK-NEXT: %1 = arith.cmpi eq, %arg0, %arg1 : i32 loc(fused["{{.*}}drr-locations.mlir":27:10, "{{.*}}drr-locations.mlir":25:9, "{{.*}}drr-locations.mlir":26:9])
// CHECK-NEXT: %2 = arith.select %arg2, %arg4, %arg3 : i64 loc(fused["{{.*}}drr-locations.mlir":29:10, "{{.*}}drr-locations.mlir":22:8])
// CHECK-NEXT: return %0, %1, %2, %arg3 : i1, i1, i64, i64 loc("{{.*}}drr-locations.mlir":32:3)
// CHECK-NEXT: } loc("{{.*}}drr-locations.mlir":21:1)
// CHECK-NEXT: func.func @casts(%arg0: i8 loc("{{.*}}drr-locations.mlir":34:18), %arg1: i16 loc("{{.*}}drr-locations.mlir":34:26), %arg2: i32 loc("{{.*}}drr-locations.mlir":34:35), %arg3: f32 loc("{{.*}}drr-locations.mlir":34:44), %arg4: f32 loc("{{.*}}drr-locations.mlir":34:53), %arg5: i64 loc("{{.*}}drr-locations.mlir":34:62)) -> (i16, i16, index, i32, f32, f32, i32) {
// CHECK-NEXT: %c32_i64 = arith.constant 32 : i64 loc(fused["{{.*}}drr-locations.mlir":49:9, "{{.*}}drr-locations.mlir":47:10])
// CHECK-NEXT: %0 = arith.extui %arg0 : i8 to i16 loc(fused["{{.*}}drr-locations.mlir":37:8, "{{.*}}drr-locations.mlir":35:9, "{{.*}}drr-locations.mlir":36:9])
// CHECK-NEXT: %1 = arith.extui %arg0 : i8 to i16 loc(fused["{{.*}}drr-locations.mlir":39:9, "{{.*}}drr-locations.mlir":38:9])
// CHECK-NEXT: %2 = arith.index_cast %arg2 : i32 to index loc(fused["{{.*}}drr-locations.mlir":41:9, "{{.*}}drr-locations.mlir":40:9])
// CHECK-NEXT: %3 = arith.bitcast %arg3 : f32 to i32 loc("{{.*}}drr-locations.mlir":42:9)
// CHECK-NEXT: %4 = arith.mulf %arg3, %arg4 : f32 loc(fused["{{.*}}drr-locations.mlir":46:9, "{{.*}}drr-locations.mlir":44:9, "{{.*}}drr-locations.mlir":45:9])
// CHECK-NEXT: %5 = arith.shrui %arg5, %c32_i64 : i64 loc(fused["{{.*}}drr-locations.mlir":49:9, "{{.*}}drr-locations.mlir":47:10])
// CHECK-NEXT: %6 = arith.trunci %5 : i64 to i32 loc(fused["{{.*}}drr-locations.mlir":49:9, "{{.*}}drr-locations.mlir":47:10])
// CHECK-NEXT: return %1, %0, %2, %3, %arg3, %4, %6 : i16, i16, index, i32, f32, f32, i32 loc("{{.*}}drr-locations.mlir":50:3)
// CHECK-NEXT: } loc("{{.*}}drr-locations.mlir":34:1)
// CHECK-NEXT: } loc("{{.*}}drr-locations.mlir":0:0)
