// Flag and enum keywords with mlir-opt 22.1.8's two errors: the enum's (at the first flag, or
// at the keyword), then the attribute parameter's where parsing stopped; inside an op's custom
// form both name the op, in an attribute written out neither does.
// RUN: memref-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
func.func @unknown_flag(%a: f32) {
  // expected-error@+2 {{custom op 'arith.addf' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
  // expected-error@+1 {{custom op 'arith.addf' failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
  %0 = arith.addf %a, %a fastmath<bogus> : f32
  return
}

// -----

func.func @second_flag(%a: f32) {
  // expected-error@+2 {{custom op 'math.sqrt' expected ::mlir::arith::FastMathFlags to be one of}}
  // expected-error@+1 {{custom op 'math.sqrt' failed to parse Arith_FastMathAttr parameter}}
  %0 = math.sqrt %a fastmath<nnan, "bogus"> : f32
  return
}

// -----

func.func @no_flag(%a: f32) {
  // expected-error@+2 {{custom op 'arith.cmpf' expected valid keyword or string}}
  // expected-error@+1 {{custom op 'arith.cmpf' failed to parse Arith_FastMathAttr parameter}}
  %0 = arith.cmpf olt, %a, %a fastmath<> : f32
  return
}

// -----

func.func @trailing_comma(%a: vector<4xf32>) {
  // expected-error@+2 {{custom op 'vector.reduction' expected valid keyword or string}}
  // expected-error@+1 {{custom op 'vector.reduction' failed to parse Arith_FastMathAttr parameter}}
  %0 = vector.reduction <add>, %a fastmath<fast,> : vector<4xf32> into f32
  return
}

// -----

func.func @in_dictionary(%a: f32) {
  // expected-error@+2 {{expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
  // expected-error@+1 {{failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
  %0 = arith.addf %a, %a {fastmath = #arith.fastmath<bogus>} : f32
  return
}

// -----

func.func @unclosed(%a: f32) {
  // expected-error@+1 {{expected '>'}}
  %0 = arith.addf %a, %a fastmath<nnan : f32
  return
}

// -----

func.func @flags_of_the_wrong_kind(%a: f32) {
  // expected-error@+1 {{custom op 'arith.addf' 'arith.addf' op attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags}}
  %0 = arith.addf %a, %a {fastmath = 1} : f32
  return
}

// -----

func.func @overflow(%a: i32) {
  // expected-error@+2 {{custom op 'arith.addi' expected ::mlir::arith::IntegerOverflowFlags to be one of: none, nsw, nuw}}
  // expected-error@+1 {{custom op 'arith.addi' failed to parse Arith_IntegerOverflowAttr parameter 'value' which is to be a `::mlir::arith::IntegerOverflowFlags`}}
  %0 = arith.addi %a, %a overflow<bogus> : i32
  return
}

// -----

func.func @overflow_attribute(%a: i32) {
  // expected-error@+2 {{expected ::mlir::arith::IntegerOverflowFlags to be one of: none, nsw, nuw}}
  // expected-error@+1 {{failed to parse Arith_IntegerOverflowAttr parameter}}
  %0 = arith.addi %a, %a {overflowFlags = #arith.overflow<nsw, bogus>} : i32
  return
}

// -----

func.func @combining_kind(%a: vector<4xf32>) {
  // expected-error@+2 {{custom op 'vector.reduction' expected ::mlir::vector::CombiningKind to be one of: add, mul, minui, minsi, minnumf, maxui, maxsi, maxnumf, and, or, xor, maximumf, minimumf}}
  // expected-error@+1 {{custom op 'vector.reduction' failed to parse Vector_CombiningKindAttr parameter 'value' which is to be a `::mlir::vector::CombiningKind`}}
  %0 = vector.reduction <bogus>, %a : vector<4xf32> into f32
  return
}

// -----

func.func @punctuation(%a: vector<4xf32>) {
  // expected-error@+2 {{custom op 'vector.print' expected ::mlir::vector::PrintPunctuation to be one of: no_punctuation, newline, comma, open, close}}
  // expected-error@+1 {{custom op 'vector.print' failed to parse Vector_PrintPunctuation parameter}}
  vector.print %a : vector<4xf32> punctuation <bogus>
  return
}

// -----

func.func @iterator_type() {
  // expected-error@+2 {{expected ::mlir::vector::IteratorType to be one of: parallel, reduction}}
  // expected-error@+1 {{failed to parse Vector_IteratorTypeEnum parameter 'value' which is to be a `::mlir::vector::IteratorType`}}
  "test.op"() {a = #vector.iterator_type<bogus>} : () -> ()
  return
}

// -----

func.func @index_predicate(%a: index) {
  // expected-error@+2 {{custom op 'index.cmp' expected ::mlir::index::IndexCmpPredicate to be one of: eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge}}
  // expected-error@+1 {{custom op 'index.cmp' failed to parse IndexCmpPredicateAttr parameter 'value' which is to be a `::mlir::index::IndexCmpPredicate`}}
  %0 = index.cmp bogus(%a, %a)
  return
}
