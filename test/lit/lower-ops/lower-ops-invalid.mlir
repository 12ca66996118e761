// What the scalar bodies cannot lower is a located error, and the IR is left as it was. MLIR 22 parses
// nearly every element type for every op; the combinations without a meaning are rejected here.

// RUN: tosabcast-opt %s --split-input-file --verify-diagnostics --tosabcast-lower-to-linalg
// RUN: tosabcast-opt %s --allow-legacy-tosa --split-input-file --verify-diagnostics --tosabcast-lower-to-linalg

func.func @mul_shift_not_constant(%a: tensor<4xi32>, %shift: tensor<1xi8>) -> tensor<4xi32> {
  // expected-error@+1 {{'tosa.mul' op shift must be a constant}}
  %0 = tosa.mul %a, %a, %shift : (tensor<4xi32>, tensor<4xi32>, tensor<1xi8>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @mul_shift_out_of_range(%a: tensor<4xi32>) -> tensor<4xi32> {
  %shift = "tosa.const"() <{values = dense<64> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error@+1 {{'tosa.mul' op shift must be in [0, 63], got 64}}
  %0 = tosa.mul %a, %a, %shift : (tensor<4xi32>, tensor<4xi32>, tensor<1xi8>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @negate_zero_point_not_constant(%a: tensor<4xi8>, %zp: tensor<1xi8>) -> tensor<4xi8> {
  // expected-error@+1 {{'tosa.negate' op input1_zp must be a constant}}
  %0 = tosa.negate %a, %zp, %zp : (tensor<4xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

func.func @exp_on_integers(%a: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error@+1 {{'tosa.exp' op element type i32 is not supported}}
  %0 = tosa.exp %a : (tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @bitwise_and_on_floats(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'tosa.bitwise_and' op element type f32 is not supported}}
  %0 = tosa.bitwise_and %a, %a : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @add_on_booleans(%a: tensor<4xi1>) -> tensor<4xi1> {
  // expected-error@+1 {{'tosa.add' op element type i1 is not supported}}
  %0 = tosa.add %a, %a : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

func.func @add_on_f8(%a: tensor<4xf8E5M2>) -> tensor<4xf8E5M2> {
  // expected-error@+1 {{'tosa.add' op element type f8E5M2 is not supported}}
  %0 = tosa.add %a, %a : (tensor<4xf8E5M2>, tensor<4xf8E5M2>) -> tensor<4xf8E5M2>
  return %0 : tensor<4xf8E5M2>
}

// -----

func.func @cast_to_i4(%a: tensor<4xf32>) -> tensor<4xi4> {
  // expected-error@+1 {{'tosa.cast' op result element type i4 is not supported for operand type f32}}
  %0 = tosa.cast %a : (tensor<4xf32>) -> tensor<4xi4>
  return %0 : tensor<4xi4>
}

// -----

// One error does not stop the others; nothing is rewritten.
func.func @two_errors(%a: tensor<4xi16>, %b: tensor<4xf16>) -> (tensor<4xi16>, tensor<4xf16>) {
  // expected-error@+1 {{'tosa.floor' op element type i16 is not supported}}
  %0 = tosa.floor %a : (tensor<4xi16>) -> tensor<4xi16>
  // expected-error@+1 {{'tosa.clz' op element type f16 is not supported}}
  %1 = tosa.clz %b : (tensor<4xf16>) -> tensor<4xf16>
  return %0, %1 : tensor<4xi16>, tensor<4xf16>
}
