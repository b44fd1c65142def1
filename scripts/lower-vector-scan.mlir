// The transform upstream-run.sh applies to programs with vector.scan, which no lowering pass
// of mlir-opt lowers: upstream's ScanToArithOps patterns (extract/insert_strided_slice and
// arith ops), through the transform interpreter.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.vector.lower_scan
    } : !transform.any_op
    transform.yield
  }
}
