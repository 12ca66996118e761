// RUN: tosabcast-opt %s --split-input-file --verify-diagnostics --tosabcast-check-lowerable
// RUN: %not tosabcast-opt %s --split-input-file --tosabcast-to-llvm 2>&1 | FileCheck %s

// Ops that no pass of --tosabcast-to-llvm lowers are reported at the op, before anything runs.

// CHECK: check-lowerable-invalid.mlir:[[@LINE+4]]:8: error: 'tosa.custom' op cannot be lowered: no pass of --tosabcast-to-llvm
// CHECK-NOT: not bufferized
func.func @custom(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'tosa.custom' op cannot be lowered: no pass of --tosabcast-to-llvm (ours or MLIR 22's stock tosa-to-* conversions) handles it}}
  %0 = tosa.custom %x {domain_name = "acme", operator_name = "frob", implementation_attrs = ""} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @unranked(%x: tensor<*xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tosa.reduce_sum' op operand #0 is unranked; cannot be lowered (run --tosabcast-infer-shapes first)}}
  %0 = tosa.reduce_sum %x {axis = 0 : i32} : (tensor<*xf32>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}

// -----

// Ours leaves an integer mul with a non-constant shift to stock tosa-to-linalg, which aborts on it when the
// result has a dynamic dim, rank 0 or a dim of size 1 after the first.
func.func @mul_shift_operand_dynamic(%a: tensor<?x4xi32>, %b: tensor<?x4xi32>, %shift: tensor<1xi8>) -> tensor<?x4xi32> {
  // expected-error@+1 {{'tosa.mul' op with a non-constant shift and a result of rank 0, with dynamic dims or with a dim of size 1 after the first cannot be lowered: MLIR 22's tosa-to-linalg would lower it and aborts on it (make the shift a tosa.const)}}
  %0 = tosa.mul %a, %b, %shift : (tensor<?x4xi32>, tensor<?x4xi32>, tensor<1xi8>) -> tensor<?x4xi32>
  return %0 : tensor<?x4xi32>
}

// -----

// Ours leaves an integer negate with a non-constant zero point to stock tosa-to-linalg, which aborts on it at
// any shape (fuzz compile 213/272: the zero point came out of an scf.execute_region).
func.func @negate_zero_point_operand(%a: tensor<4xi32>, %zp: tensor<1xi32>) -> tensor<4xi32> {
  %in_zp = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  // expected-error@+1 {{'tosa.negate' op with a non-constant zero point cannot be lowered: MLIR 22's tosa-to-linalg would lower it and aborts on it}}
  %0 = tosa.negate %a, %in_zp, %zp : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @mul_shift_operand_4x1(%a: tensor<4x1xi32>, %b: tensor<4x1xi32>, %shift: tensor<1xi8>) -> tensor<4x1xi32> {
  // expected-error@+1 {{'tosa.mul' op with a non-constant shift and a result of rank 0, with dynamic dims or with a dim of size 1 after the first cannot be lowered}}
  %0 = tosa.mul %a, %b, %shift : (tensor<4x1xi32>, tensor<4x1xi32>, tensor<1xi8>) -> tensor<4x1xi32>
  return %0 : tensor<4x1xi32>
}

// -----

// An input with a dim of size 1 after the first is fine when the result has none.
func.func @mul_shift_operand_broadcast(%a: tensor<4x1xi32>, %b: tensor<4x3xi32>, %shift: tensor<1xi8>) -> tensor<4x3xi32> {
  %0 = tosa.mul %a, %b, %shift : (tensor<4x1xi32>, tensor<4x3xi32>, tensor<1xi8>) -> tensor<4x3xi32>
  return %0 : tensor<4x3xi32>
}

// -----

// A float negate with the same operand is lowered: its zero points must be 0 and are not read.
func.func @negate_zero_point_operand_f32(%a: tensor<4xf32>, %zp: tensor<1xf32>) -> tensor<4xf32> {
  %in_zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.negate %a, %in_zp, %zp : (tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// The same mul with static shapes is fine (lowered by stock), and so is every other op here.
func.func @mul_shift_operand_static(%a: tensor<2x4xi32>, %b: tensor<2x4xi32>, %shift: tensor<1xi8>) -> tensor<2x4xi32> {
  %0 = tosa.mul %a, %b, %shift : (tensor<2x4xi32>, tensor<2x4xi32>, tensor<1xi8>) -> tensor<2x4xi32>
  %1 = tosa.reduce_max %0 {axis = 1 : i32} : (tensor<2x4xi32>) -> tensor<2x1xi32>
  %2 = tosa.add %0, %1 : (tensor<2x4xi32>, tensor<2x1xi32>) -> tensor<2x4xi32>
  return %2 : tensor<2x4xi32>
}

// -----

// Float mul and negate have no shift or zero point to read (the spec requires 0): ours lowers them whatever those
// operands are, at the shapes where stock would abort (rank 0, 4x1; the fuzzer's driver campaign 117, case 267).
func.func @float_operands_at_shapes_stock_aborts_on(%a: tensor<f32>, %b: tensor<4x1xf32>, %zp: tensor<1xf32>, %shift: tensor<1xi8>) -> (tensor<f32>, tensor<4x1xf32>) {
  %0 = tosa.negate %a, %zp, %zp : (tensor<f32>, tensor<1xf32>, tensor<1xf32>) -> tensor<f32>
  %1 = tosa.mul %b, %b, %shift : (tensor<4x1xf32>, tensor<4x1xf32>, tensor<1xi8>) -> tensor<4x1xf32>
  return %0, %1 : tensor<f32>, tensor<4x1xf32>
}

// -----

// Stock tosa-to-linalg-named reads the zero points of matmul, the convolutions and avg_pool2d as constants:
// with an argument there it left the op unconverted and the pipeline stopped at a bare "failed to legalize".
func.func @matmul_zero_point_argument(%a: tensor<1x2x3xf32>, %b: tensor<1x3x4xf32>, %zp: tensor<1xf32>) -> tensor<1x2x4xf32> {
  // expected-error@+1 {{'tosa.matmul' op with a non-constant zero point cannot be lowered: MLIR 22's tosa-to-linalg-named reads zero points as constants (make them tosa.const)}}
  %0 = tosa.matmul %a, %b, %zp, %zp : (tensor<1x2x3xf32>, tensor<1x3x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x4xf32>
  return %0 : tensor<1x2x4xf32>
}
