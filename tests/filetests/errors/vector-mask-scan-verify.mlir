// vector.mask and vector.scan: parse and verifier errors with mlir-opt 22.1.8's messages, in
// upstream's order (region traits, operand constraints, then the op's own rules).
// RUN: memref-opt %s --split-input-file --verify-diagnostics
func.func @passthru_without_result(%a: vector<8xf32>, %m: vector<8xi1>) {
  // expected-error@+1 {{custom op 'vector.mask' expects a result if passthru operand is provided}}
  %0 = vector.mask %m, %a { vector.reduction <add>, %a : vector<8xf32> into f32 } : vector<8xi1>
  return
}
// -----
func.func @no_block(%m: vector<8xi1>) {
  // expected-error@+1 {{'vector.mask' op region #0 ('maskRegion') failed to verify constraint: region with 1 blocks}}
  "vector.mask"(%m) ({
  }) : (vector<8xi1>) -> ()
  return
}
// -----
func.func @empty_block(%m: vector<8xi1>) {
  // expected-error@+1 {{'vector.mask' op expects a non-empty block}}
  "vector.mask"(%m) ({
  ^bb0:
  }) : (vector<8xi1>) -> ()
  return
}
// -----
func.func @block_argument(%m: vector<8xi1>) {
  // expected-error@+1 {{'vector.mask' op region should have no arguments}}
  "vector.mask"(%m) ({
  ^bb0(%x: f32):
    vector.yield
  }) : (vector<8xi1>) -> ()
  return
}
// -----
func.func @two_regions(%m: vector<8xi1>) {
  // expected-error@+1 {{'vector.mask' op requires one region}}
  "vector.mask"(%m) ({
    vector.yield
  }, {
    vector.yield
  }) : (vector<8xi1>) -> ()
  return
}
// -----
func.func @not_a_yield(%a: vector<8xf32>, %m: vector<8xi1>) {
  // expected-error@+1 {{'vector.mask' op expects a terminator within the mask region}}
  "vector.mask"(%m) ({
    %0 = vector.reduction <add>, %a : vector<8xf32> into f32
    func.return
  }) : (vector<8xi1>) -> ()
  return
}
// -----
func.func @yield_count(%a: vector<8xf32>, %m: vector<8xi1>) {
  // expected-error@+1 {{'vector.mask' op expects number of results to match mask region yielded values}}
  %0:2 = vector.mask %m { vector.yield %a : vector<8xf32> } : vector<8xi1> -> (vector<8xf32>, vector<8xf32>)
  return
}
// -----
func.func @not_maskable(%a: vector<8xf32>, %m: vector<8xi1>) {
  // expected-error@+1 {{'vector.mask' op expects a MaskableOpInterface within the mask region}}
  %0 = vector.mask %m { arith.addf %a, %a : vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  return
}
// -----
func.func @nested_mask(%a: vector<8xf32>, %m: vector<8xi1>) {
  // expected-error@+1 {{'vector.mask' op expects a MaskableOpInterface within the mask region}}
  %0 = vector.mask %m { vector.mask %m { vector.reduction <add>, %a : vector<8xf32> into f32 } : vector<8xi1> -> f32 } : vector<8xi1> -> f32
  return
}
// -----
func.func @result_count(%a: vector<8xf32>, %m: vector<8xi1>) {
  // expected-error@+1 {{'vector.mask' op expects number of results to match maskable operation number of results}}
  "vector.mask"(%m) ({
    %0 = vector.reduction <add>, %a : vector<8xf32> into f32
    vector.yield
  }) : (vector<8xi1>) -> ()
  return
}
// -----
func.func @yields_other_value(%a: vector<8xf32>, %m: vector<8xi1>, %f: f32) {
  // expected-error@+1 {{'vector.mask' op expects all the results from the MaskableOpInterface to match all the values returned by the terminator}}
  %1 = "vector.mask"(%m) ({
    %0 = vector.reduction <add>, %a : vector<8xf32> into f32
    vector.yield %f : f32
  }) : (vector<8xi1>) -> (f32)
  return
}
// -----
func.func @result_type(%a: vector<8xf32>, %m: vector<8xi1>) {
  // expected-error@+1 {{'vector.mask' op expects result type to match maskable operation result type}}
  %0 = vector.mask %m { vector.reduction <add>, %a : vector<8xf32> into f32 } : vector<8xi1> -> i32
  return
}
// -----
func.func @mask_shape(%a: vector<8xf32>, %m: vector<4xi1>) {
  // expected-error@+1 {{'vector.mask' op expects a 'vector<8xi1>' mask for the maskable operation}}
  %0 = vector.mask %m { vector.reduction <add>, %a : vector<8xf32> into f32 } : vector<4xi1> -> f32
  return
}
// -----
func.func @mask_of_permuted_transfer(%mem: memref<?x?xf32>, %m: vector<3x4xi1>, %i: index, %p: f32) {
  // expected-error@+1 {{'vector.mask' op expects a 'vector<4x3xi1>' mask for the maskable operation}}
  %r = vector.mask %m { vector.transfer_read %mem[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<3x4xf32> } : vector<3x4xi1> -> vector<3x4xf32>
  return
}
// -----
func.func @mask_of_contract(%a: vector<2x3xf32>, %b: vector<3x2xf32>, %acc: vector<2x2xf32>, %m: vector<2x2xi1>) {
  // expected-error@+1 {{'vector.mask' op expects a 'vector<2x2x3xi1>' mask for the maskable operation}}
  %r = vector.mask %m { vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %acc : vector<2x3xf32>, vector<3x2xf32> into vector<2x2xf32> } : vector<2x2xi1> -> vector<2x2xf32>
  return
}
// -----
func.func @zero_d_reduction(%a: vector<f32>, %m: vector<1xi1>) {
  // expected-error@+1 {{'vector.mask' op expects a 'vector<i1>' mask for the maskable operation}}
  %r = vector.mask %m { vector.reduction <add>, %a : vector<f32> into f32 } : vector<1xi1> -> f32
  return
}
// -----
func.func @passthru_not_supported(%x: vector<3xf32>, %y: vector<4xf32>, %acc: vector<3x4xf32>, %m: vector<3x4xi1>) {
  // expected-error@+1 {{'vector.mask' op doesn't expect a passthru argument for this maskable operation}}
  %o = vector.mask %m, %acc { vector.outerproduct %x, %y, %acc : vector<3xf32>, vector<4xf32> } : vector<3x4xi1> -> vector<3x4xf32>
  return
}
// -----
func.func @passthru_type(%mem: memref<?xf32>, %m: vector<8xi1>, %f: f32, %i: index, %pt: vector<8xf64>) {
  // expected-error@+1 {{'vector.mask' op expects passthru type to match result type}}
  %1 = "vector.mask"(%m, %pt) ({
    %0 = vector.transfer_read %mem[%i], %f : memref<?xf32>, vector<8xf32>
    vector.yield %0 : vector<8xf32>
  }) : (vector<8xi1>, vector<8xf64>) -> vector<8xf32>
  return
}
// -----
func.func @mask_element_type(%a: vector<8xf32>, %m: vector<8xi32>) {
  // expected-error@+1 {{'vector.mask' op operand #0 must be vector of 1-bit signless integer values, but got 'vector<8xi32>'}}
  %0 = vector.mask %m { vector.reduction <add>, %a : vector<8xf32> into f32 } : vector<8xi32> -> f32
  return
}
// -----
func.func @zero_d_mask(%a: vector<8xf32>, %m: vector<i1>) {
  // expected-error@+1 {{'vector.mask' op operand #0 must be vector of 1-bit signless integer values, but got 'vector<i1>'}}
  %0 = vector.mask %m { vector.reduction <add>, %a : vector<8xf32> into f32 } : vector<i1> -> f32
  return
}
// -----
func.func @two_ops(%a: vector<8xf32>, %m: vector<8xi1>) {
  // expected-error@+1 {{'vector.mask' op expects only one operation to mask}}
  %0 = vector.mask %m {
    %1 = vector.reduction <add>, %a : vector<8xf32> into f32
    %2 = vector.reduction <mul>, %a : vector<8xf32> into f32
  } : vector<8xi1> -> f32
  return
}
// -----
func.func @scan_dim(%m: vector<2x4xf32>, %init: vector<2xf32>) {
  // expected-error@+1 {{'vector.scan' op reduction dimension 2 has to be less than 2}}
  %0:2 = vector.scan <add>, %m, %init {inclusive = true, reduction_dim = 2} : vector<2x4xf32>, vector<2xf32>
  return
}
// -----
func.func @scan_init_rank(%m: vector<2x4xf32>, %init: vector<2x1xf32>) {
  // expected-error@+1 {{'vector.scan' op initial value rank 2 has to be equal to 1}}
  %0:2 = vector.scan <add>, %m, %init {inclusive = true, reduction_dim = 1} : vector<2x4xf32>, vector<2x1xf32>
  return
}
// -----
func.func @scan_init_shape(%m: vector<2x4xf32>, %init: vector<4xf32>) {
  // expected-error@+1 {{'vector.scan' op incompatible input/initial value shapes}}
  %0:2 = vector.scan <add>, %m, %init {inclusive = true, reduction_dim = 1} : vector<2x4xf32>, vector<4xf32>
  return
}
// -----
func.func @scan_negative_dim(%m: vector<2x4xf32>, %init: vector<2xf32>) {
  // expected-error@+1 {{'vector.scan' op incompatible input/initial value shapes}}
  %0:2 = vector.scan <add>, %m, %init {inclusive = true, reduction_dim = -1} : vector<2x4xf32>, vector<2xf32>
  return
}
// -----
func.func @scan_kind(%m: vector<2x4xf32>, %init: vector<2xf32>) {
  // expected-error@+1 {{'vector.scan' op unsupported reduction type 'f32' for kind 'xor'}}
  %0:2 = vector.scan <xor>, %m, %init {inclusive = true, reduction_dim = 1} : vector<2x4xf32>, vector<2xf32>
  return
}
// -----
func.func @scan_inclusive_type(%m: vector<2x4xf32>, %init: vector<2xf32>) {
  // expected-error@+1 {{custom op 'vector.scan' 'vector.scan' op attribute 'inclusive' failed to satisfy constraint: bool attribute}}
  %0:2 = vector.scan <add>, %m, %init {inclusive = 1, reduction_dim = 1} : vector<2x4xf32>, vector<2xf32>
  return
}
// -----
func.func @scan_dim_type(%m: vector<2x4xf32>, %init: vector<2xf32>) {
  // expected-error@+1 {{custom op 'vector.scan' 'vector.scan' op attribute 'reduction_dim' failed to satisfy constraint: 64-bit signless integer attribute}}
  %0:2 = vector.scan <add>, %m, %init {inclusive = true, reduction_dim = 1 : i32} : vector<2x4xf32>, vector<2xf32>
  return
}
// -----
func.func @scan_missing_inclusive(%m: vector<2x4xf32>, %init: vector<2xf32>) {
  // expected-error@+1 {{'vector.scan' op requires attribute 'inclusive'}}
  %0:2 = vector.scan <add>, %m, %init {reduction_dim = 1} : vector<2x4xf32>, vector<2xf32>
  return
}
// -----
func.func @scan_dest_type(%m: vector<2x4xf32>, %init: vector<2xf32>) {
  // expected-error@+1 {{'vector.scan' op failed to verify that all of {source, dest} have same type}}
  %0:2 = "vector.scan"(%m, %init) <{kind = #vector.kind<add>, inclusive = true, reduction_dim = 1}> : (vector<2x4xf32>, vector<2xf32>) -> (vector<2x4xf64>, vector<2xf32>)
  return
}
// -----
func.func @scan_accumulated_type(%m: vector<2x4xf32>, %init: vector<2xf32>) {
  // expected-error@+1 {{'vector.scan' op failed to verify that all of {initial_value, accumulated_value} have same type}}
  %0:2 = "vector.scan"(%m, %init) <{kind = #vector.kind<add>, inclusive = true, reduction_dim = 1}> : (vector<2x4xf32>, vector<2xf32>) -> (vector<2x4xf32>, vector<2xf64>)
  return
}
// -----
func.func @scan_scalar_source(%m: f32, %init: vector<2xf32>) {
  // expected-error@+1 {{'vector.scan' op operand #0 must be vector of any type values, but got 'f32'}}
  %0:2 = "vector.scan"(%m, %init) <{kind = #vector.kind<add>, inclusive = true, reduction_dim = 1}> : (f32, vector<2xf32>) -> (f32, vector<2xf32>)
  return
}
// -----
func.func @scan_scalar_init(%m: vector<4xf32>, %init: f32) {
  // expected-error@+1 {{'vector.scan' op operand #1 must be vector of any type values, but got 'f32'}}
  %0:2 = "vector.scan"(%m, %init) <{kind = #vector.kind<add>, inclusive = true, reduction_dim = 0}> : (vector<4xf32>, f32) -> (vector<4xf32>, f32)
  return
}
