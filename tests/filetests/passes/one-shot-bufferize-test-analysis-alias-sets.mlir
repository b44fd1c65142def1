// test-analysis-only with dump-alias-sets: every tensor result and block argument gets the
// names of the values in its alias set, in upstream's order (a union appends the operand's set
// to the result's), with function boundaries.
// RUN: memref-opt %s --split-input-file --allow-unregistered-dialect --one-shot-bufferize="test-analysis-only dump-alias-sets bufferize-function-boundaries" | filecheck %s

func.func @if_yields(%t: tensor<?xf32>, %v: vector<5xf32>, %i: index, %c: i1, %c2: i1) -> (tensor<?xf32>, vector<10xf32>) {
  %cst = arith.constant 0.0 : f32
  %r = scf.if %c -> (tensor<?xf32>) {
    scf.yield %t : tensor<?xf32>
  } else {
    %w = vector.transfer_write %v, %t[%i] : vector<5xf32>, tensor<?xf32>
    scf.yield %w : tensor<?xf32>
  }
  %a = scf.if %c2 -> (tensor<?xf32>) {
    scf.yield %t : tensor<?xf32>
  } else {
    scf.yield %t : tensor<?xf32>
  }
  %x = vector.transfer_read %a[%i], %cst : tensor<?xf32>, vector<10xf32>
  return %r, %x : tensor<?xf32>, vector<10xf32>
}

// -----

func.func @loop_chain(%init: tensor<4xf32>, %n: index, %f: f32) -> (tensor<4xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e = tensor.empty() : tensor<4xf32>
  %a = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%t = %init, %u = %a) -> (tensor<4xf32>, tensor<4xf32>) {
    %x = tensor.extract %u[%c0] : tensor<4xf32>
    %w = tensor.insert %x into %t[%i] : tensor<4xf32>
    scf.yield %w, %u : tensor<4xf32>, tensor<4xf32>
  }
  %s = tensor.extract_slice %r#0[0][2][1] : tensor<4xf32> to tensor<2xf32>
  %b = tensor.insert_slice %s into %r#1[2][2][1] : tensor<2xf32> into tensor<4xf32>
  %m:2 = "test.two_results"(%b) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  return %m#0, %m#1 : tensor<4xf32>, tensor<4xf32>
}

// CHECK: module {
// CHECK-NEXT: func.func @if_yields(%arg0: tensor<?xf32> {bufferization.access = "read"}, %arg1: vector<5xf32>, %arg2: index, %arg3: i1, %arg4: i1) -> (tensor<?xf32>, vector<10xf32>) attributes {__bbarg_alias_set_attr__ = {{\[\[}}{{\[\[}}"%1", "%0", "%arg0", "%3"]]]]} {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = scf.if %arg3 -> (tensor<?xf32>) {
// CHECK-NEXT: scf.yield {__inplace_operands_attr__ = ["true"]} %arg0 : tensor<?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %3 = vector.transfer_write %arg1, %arg0[%arg2] {__inplace_operands_attr__ = ["none", "false", "none"], __opresult_alias_set_attr__ = {{\[\[}}"%1", "%0", "%arg0", "%3"]]} : vector<5xf32>, tensor<?xf32>
// CHECK-NEXT: scf.yield {__inplace_operands_attr__ = ["true"]} %3 : tensor<?xf32>
// CHECK-NEXT: } {__opresult_alias_set_attr__ = {{\[\[}}"%1", "%0", "%arg0", "%3"]]}
// CHECK-NEXT: %1 = scf.if %arg4 -> (tensor<?xf32>) {
// CHECK-NEXT: scf.yield {__inplace_operands_attr__ = ["true"]} %arg0 : tensor<?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield {__inplace_operands_attr__ = ["true"]} %arg0 : tensor<?xf32>
// CHECK-NEXT: } {__opresult_alias_set_attr__ = {{\[\[}}"%1", "%0", "%arg0", "%3"]]}
// CHECK-NEXT: %2 = vector.transfer_read %1[%arg2], %cst {__inplace_operands_attr__ = ["true", "none", "none"]} : tensor<?xf32>, vector<10xf32>
// CHECK-NEXT: return {__inplace_operands_attr__ = ["true", "none"]} %0, %2 : tensor<?xf32>, vector<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @loop_chain(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: index, %arg2: f32) -> (tensor<4xf32>, tensor<4xf32>) attributes {__bbarg_alias_set_attr__ = {{\[\[}}{{\[\[}}"%extracted_slice", "%2#0", "%arg0"]]]]} {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = tensor.empty() {__opresult_alias_set_attr__ = {{\[\[}}"%inserted_slice", "%2#1", "%1", "%0"]]} : tensor<4xf32>
// CHECK-NEXT: %1 = linalg.fill {__inplace_operands_attr__ = ["none", "true"], __opresult_alias_set_attr__ = {{\[\[}}"%inserted_slice", "%2#1", "%1", "%0"]]} ins(%arg2 : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %2:2 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %arg0, %arg5 = %1) -> (tensor<4xf32>, tensor<4xf32>) {
// CHECK-NEXT: %extracted = tensor.extract %arg5[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// CHECK-NEXT: %inserted = tensor.insert %extracted into %arg4[%arg3] {__inplace_operands_attr__ = ["none", "true", "none"], __opresult_alias_set_attr__ = {{\[\[}}"%inserted", "%arg4"]]} : tensor<4xf32>
// CHECK-NEXT: scf.yield {__inplace_operands_attr__ = ["true", "true"]} %inserted, %arg5 : tensor<4xf32>, tensor<4xf32>
// CHECK-NEXT: } {__bbarg_alias_set_attr__ = {{\[\[}}{{\[\[}}"%inserted", "%arg4"], ["%arg5"]]]], __inplace_operands_attr__ = ["none", "none", "none", "true", "true"], __opresult_alias_set_attr__ = {{\[\[}}"%extracted_slice", "%2#0", "%arg0"], ["%inserted_slice", "%2#1", "%1", "%0"]]}
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %2#0[0] [2] [1] {__inplace_operands_attr__ = ["true"], __opresult_alias_set_attr__ = {{\[\[}}"%extracted_slice", "%2#0", "%arg0"]]} : tensor<4xf32> to tensor<2xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %extracted_slice into %2#1[2] [2] [1] {__inplace_operands_attr__ = ["true", "true"], __opresult_alias_set_attr__ = {{\[\[}}"%inserted_slice", "%2#1", "%1", "%0"]]} : tensor<2xf32> into tensor<4xf32>
// CHECK-NEXT: %3:2 = "test.two_results"(%inserted_slice) {__inplace_operands_attr__ = ["false"], __opresult_alias_set_attr__ = {{\[\[}}"%3#0"], ["%3#1"]]} : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
// CHECK-NEXT: return {__inplace_operands_attr__ = ["true", "true"]} %3#0, %3#1 : tensor<4xf32>, tensor<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
