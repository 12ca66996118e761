// RUN: tosabcast-opt %s --split-input-file --tosabcast-lower-to-linalg | FileCheck %s
// RUN: tosabcast-opt %s --split-input-file --tosabcast-lower-to-linalg | %mlir-opt --split-input-file --verify-each
// The scalar bodies of equal, greater, greater_equal, select, maximum, minimum and clamp.

// Ordered float compares: NaN compares false.
// CHECK-LABEL: func.func @equal_f32(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: f32, %[[IN_0:.*]]: f32, %{{.*}}: i1):
// CHECK-NEXT:      %[[V2:.*]] = arith.cmpf oeq, %[[IN]], %[[IN_0]] : f32
// CHECK-NEXT:      linalg.yield %[[V2]] : i1
func.func @equal_f32(%a0: tensor<4xf32>, %a1: tensor<4xf32>) -> tensor<4xi1> {
  %0 = tosa.equal %a0, %a1 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// CHECK-LABEL: func.func @equal_i32(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: i32, %[[IN_0:.*]]: i32, %{{.*}}: i1):
// CHECK-NEXT:      %[[V2:.*]] = arith.cmpi eq, %[[IN]], %[[IN_0]] : i32
// CHECK-NEXT:      linalg.yield %[[V2]] : i1
func.func @equal_i32(%a0: tensor<4xi32>, %a1: tensor<4xi32>) -> tensor<4xi1> {
  %0 = tosa.equal %a0, %a1 : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// CHECK-LABEL: func.func @equal_i1(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: i1, %[[IN_0:.*]]: i1, %{{.*}}: i1):
// CHECK-NEXT:      %[[V2:.*]] = arith.cmpi eq, %[[IN]], %[[IN_0]] : i1
// CHECK-NEXT:      linalg.yield %[[V2]] : i1
func.func @equal_i1(%a0: tensor<4xi1>, %a1: tensor<4xi1>) -> tensor<4xi1> {
  %0 = tosa.equal %a0, %a1 : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// CHECK-LABEL: func.func @greater_f32(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: f32, %[[IN_0:.*]]: f32, %{{.*}}: i1):
// CHECK-NEXT:      %[[V2:.*]] = arith.cmpf ogt, %[[IN]], %[[IN_0]] : f32
// CHECK-NEXT:      linalg.yield %[[V2]] : i1
func.func @greater_f32(%a0: tensor<4xf32>, %a1: tensor<4xf32>) -> tensor<4xi1> {
  %0 = tosa.greater %a0, %a1 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// Signed.
// CHECK-LABEL: func.func @greater_i8(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: i8, %[[IN_0:.*]]: i8, %{{.*}}: i1):
// CHECK-NEXT:      %[[V2:.*]] = arith.cmpi sgt, %[[IN]], %[[IN_0]] : i8
// CHECK-NEXT:      linalg.yield %[[V2]] : i1
func.func @greater_i8(%a0: tensor<4xi8>, %a1: tensor<4xi8>) -> tensor<4xi1> {
  %0 = tosa.greater %a0, %a1 : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// CHECK-LABEL: func.func @greater_equal_bf16(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%{{.*}}: bf16, %{{.*}}: bf16, %{{.*}}: i1):
// CHECK:           arith.cmpf oge, %{{.*}}, %{{.*}} : f32
// CHECK:           linalg.yield %{{.*}} : i1
func.func @greater_equal_bf16(%a0: tensor<4xbf16>, %a1: tensor<4xbf16>) -> tensor<4xi1> {
  %0 = tosa.greater_equal %a0, %a1 : (tensor<4xbf16>, tensor<4xbf16>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// CHECK-LABEL: func.func @greater_equal_i64(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: i64, %[[IN_0:.*]]: i64, %{{.*}}: i1):
// CHECK-NEXT:      %[[V2:.*]] = arith.cmpi sge, %[[IN]], %[[IN_0]] : i64
// CHECK-NEXT:      linalg.yield %[[V2]] : i1
func.func @greater_equal_i64(%a0: tensor<4xi64>, %a1: tensor<4xi64>) -> tensor<4xi1> {
  %0 = tosa.greater_equal %a0, %a1 : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// CHECK-LABEL: func.func @select_f32(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: i1, %[[IN_0:.*]]: f32, %[[IN_1:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT:      %[[V2:.*]] = arith.select %[[IN]], %[[IN_0]], %[[IN_1]] : f32
// CHECK-NEXT:      linalg.yield %[[V2]] : f32
func.func @select_f32(%a0: tensor<4xi1>, %a1: tensor<4xf32>, %a2: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tosa.select %a0, %a1, %a2 : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @select_bf16(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: i1, %[[IN_0:.*]]: bf16, %[[IN_1:.*]]: bf16, %{{.*}}: bf16):
// CHECK-NEXT:      %[[V2:.*]] = arith.bitcast %[[IN_0]] : bf16 to i16
// CHECK-NEXT:      %[[V3:.*]] = arith.extui %[[V2]] : i16 to i32
// CHECK-NEXT:      %[[C16_I32:.*]] = arith.constant 16 : i32
// CHECK-NEXT:      %[[V4:.*]] = arith.shli %[[V3]], %[[C16_I32]] : i32
// CHECK-NEXT:      %[[V5:.*]] = arith.bitcast %[[V4]] : i32 to f32
// CHECK-NEXT:      %[[V6:.*]] = arith.bitcast %[[IN_1]] : bf16 to i16
// CHECK-NEXT:      %[[V7:.*]] = arith.extui %[[V6]] : i16 to i32
// CHECK-NEXT:      %[[V8:.*]] = arith.shli %[[V7]], %[[C16_I32]] : i32
// CHECK-NEXT:      %[[V9:.*]] = arith.bitcast %[[V8]] : i32 to f32
// CHECK-NEXT:      %[[V10:.*]] = arith.select %[[IN]], %[[V5]], %[[V9]] : f32
// CHECK-NEXT:      %[[V11:.*]] = arith.bitcast %[[V10]] : f32 to i32
// CHECK-NEXT:      %[[V12:.*]] = arith.shrui %[[V11]], %[[C16_I32]] : i32
// CHECK-NEXT:      %[[C1_I32:.*]] = arith.constant 1 : i32
// CHECK-NEXT:      %[[V13:.*]] = arith.andi %[[V12]], %[[C1_I32]] : i32
// CHECK-NEXT:      %[[C32767_I32:.*]] = arith.constant 32767 : i32
// CHECK-NEXT:      %[[V14:.*]] = arith.addi %[[V13]], %[[C32767_I32]] : i32
// CHECK-NEXT:      %[[V15:.*]] = arith.addi %[[V11]], %[[V14]] : i32
// CHECK-NEXT:      %[[C4194304_I32:.*]] = arith.constant 4194304 : i32
// CHECK-NEXT:      %[[V16:.*]] = arith.ori %[[V11]], %[[C4194304_I32]] : i32
// CHECK-NEXT:      %[[V17:.*]] = arith.cmpf uno, %[[V10]], %[[V10]] : f32
// CHECK-NEXT:      %[[V18:.*]] = arith.select %[[V17]], %[[V16]], %[[V15]] : i32
// CHECK-NEXT:      %[[V19:.*]] = arith.shrui %[[V18]], %[[C16_I32]] : i32
// CHECK-NEXT:      %[[V20:.*]] = arith.trunci %[[V19]] : i32 to i16
// CHECK-NEXT:      %[[V21:.*]] = arith.bitcast %[[V20]] : i16 to bf16
// CHECK-NEXT:      linalg.yield %[[V21]] : bf16
func.func @select_bf16(%a0: tensor<4xi1>, %a1: tensor<4xbf16>, %a2: tensor<4xbf16>) -> tensor<4xbf16> {
  %0 = tosa.select %a0, %a1, %a2 : (tensor<4xi1>, tensor<4xbf16>, tensor<4xbf16>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// -----

// CHECK-LABEL: func.func @select_i1(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: i1, %[[IN_0:.*]]: i1, %[[IN_1:.*]]: i1, %{{.*}}: i1):
// CHECK-NEXT:      %[[V2:.*]] = arith.select %[[IN]], %[[IN_0]], %[[IN_1]] : i1
// CHECK-NEXT:      linalg.yield %[[V2]] : i1
func.func @select_i1(%a0: tensor<4xi1>, %a1: tensor<4xi1>, %a2: tensor<4xi1>) -> tensor<4xi1> {
  %0 = tosa.select %a0, %a1, %a2 : (tensor<4xi1>, tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// a >= b ? a : b, the first operand on a tie (max(-0.0, +0.0) = -0.0); PROPAGATE: a NaN a is kept,
// a NaN b wins the failed compare.
// CHECK-LABEL: func.func @maximum_f32_propagate(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: f32, %[[IN_0:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT:      %[[V2:.*]] = arith.cmpf uno, %[[IN]], %[[IN]] : f32
// CHECK-NEXT:      %[[V3:.*]] = arith.cmpf oge, %[[IN]], %[[IN_0]] : f32
// CHECK-NEXT:      %[[V4:.*]] = arith.ori %[[V3]], %[[V2]] : i1
// CHECK-NEXT:      %[[V5:.*]] = arith.select %[[V4]], %[[IN]], %[[IN_0]] : f32
// CHECK-NEXT:      linalg.yield %[[V5]] : f32
func.func @maximum_f32_propagate(%a0: tensor<4xf32>, %a1: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tosa.maximum %a0, %a1 {nan_mode = #tosa.nan_mode<PROPAGATE>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// IGNORE: the other operand, NaN only if both are.
// CHECK-LABEL: func.func @maximum_f32_ignore(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: f32, %[[IN_0:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT:      %[[V2:.*]] = arith.cmpf uno, %[[IN_0]], %[[IN_0]] : f32
// CHECK-NEXT:      %[[V3:.*]] = arith.cmpf oge, %[[IN]], %[[IN_0]] : f32
// CHECK-NEXT:      %[[V4:.*]] = arith.ori %[[V3]], %[[V2]] : i1
// CHECK-NEXT:      %[[V5:.*]] = arith.select %[[V4]], %[[IN]], %[[IN_0]] : f32
// CHECK-NEXT:      linalg.yield %[[V5]] : f32
func.func @maximum_f32_ignore(%a0: tensor<4xf32>, %a1: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tosa.maximum %a0, %a1 {nan_mode = #tosa.nan_mode<IGNORE>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @maximum_f16(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: f16, %[[IN_0:.*]]: f16, %{{.*}}: f16):
// CHECK-NEXT:      %[[V2:.*]] = arith.extf %[[IN]] : f16 to f32
// CHECK-NEXT:      %[[V3:.*]] = arith.extf %[[IN_0]] : f16 to f32
// CHECK-NEXT:      %[[V4:.*]] = arith.cmpf uno, %[[V2]], %[[V2]] : f32
// CHECK-NEXT:      %[[V5:.*]] = arith.cmpf oge, %[[V2]], %[[V3]] : f32
// CHECK-NEXT:      %[[V6:.*]] = arith.ori %[[V5]], %[[V4]] : i1
// CHECK-NEXT:      %[[V7:.*]] = arith.select %[[V6]], %[[IN]], %[[IN_0]] : f16
// CHECK-NEXT:      linalg.yield %[[V7]] : f16
func.func @maximum_f16(%a0: tensor<4xf16>, %a1: tensor<4xf16>) -> tensor<4xf16> {
  %0 = tosa.maximum %a0, %a1 : (tensor<4xf16>, tensor<4xf16>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

// CHECK-LABEL: func.func @maximum_i32(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: i32, %[[IN_0:.*]]: i32, %{{.*}}: i32):
// CHECK-NEXT:      %[[V2:.*]] = arith.maxsi %[[IN]], %[[IN_0]] : i32
// CHECK-NEXT:      linalg.yield %[[V2]] : i32
func.func @maximum_i32(%a0: tensor<4xi32>, %a1: tensor<4xi32>) -> tensor<4xi32> {
  %0 = tosa.maximum %a0, %a1 : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// a < b ? a : b, the second operand on a tie.
// CHECK-LABEL: func.func @minimum_f32_propagate(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: f32, %[[IN_0:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT:      %[[V2:.*]] = arith.cmpf uno, %[[IN]], %[[IN]] : f32
// CHECK-NEXT:      %[[V3:.*]] = arith.cmpf olt, %[[IN]], %[[IN_0]] : f32
// CHECK-NEXT:      %[[V4:.*]] = arith.ori %[[V3]], %[[V2]] : i1
// CHECK-NEXT:      %[[V5:.*]] = arith.select %[[V4]], %[[IN]], %[[IN_0]] : f32
// CHECK-NEXT:      linalg.yield %[[V5]] : f32
func.func @minimum_f32_propagate(%a0: tensor<4xf32>, %a1: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tosa.minimum %a0, %a1 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @minimum_bf16_ignore(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%{{.*}}: bf16, %{{.*}}: bf16, %{{.*}}: bf16):
// CHECK:           arith.cmpf uno, %{{.*}}, %{{.*}} : f32
// CHECK:           arith.cmpf olt, %{{.*}}, %{{.*}} : f32
// CHECK:           arith.ori %{{.*}}, %{{.*}} : i1
// CHECK:           arith.select %{{.*}}, %{{.*}}, %{{.*}} : bf16
// CHECK:           linalg.yield %{{.*}} : bf16
func.func @minimum_bf16_ignore(%a0: tensor<4xbf16>, %a1: tensor<4xbf16>) -> tensor<4xbf16> {
  %0 = tosa.minimum %a0, %a1 {nan_mode = #tosa.nan_mode<IGNORE>} : (tensor<4xbf16>, tensor<4xbf16>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// -----

// CHECK-LABEL: func.func @minimum_i8(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: i8, %[[IN_0:.*]]: i8, %{{.*}}: i8):
// CHECK-NEXT:      %[[V2:.*]] = arith.minsi %[[IN]], %[[IN_0]] : i8
// CHECK-NEXT:      linalg.yield %[[V2]] : i8
func.func @minimum_i8(%a0: tensor<4xi8>, %a1: tensor<4xi8>) -> tensor<4xi8> {
  %0 = tosa.minimum %a0, %a1 : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// min(max(x, min_val), max_val) with the tie rules above: clamp(-0.0, 0.0, 1.0) = -0.0. A bound is never NaN,
// so each step is one compare: unordered for PROPAGATE (a NaN x is kept), ordered for IGNORE.
// CHECK-LABEL: func.func @clamp_f32(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT:      %[[CST:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:      %[[CST_0:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:      %[[V2:.*]] = arith.cmpf uge, %[[IN]], %[[CST]] : f32
// CHECK-NEXT:      %[[V3:.*]] = arith.select %[[V2]], %[[IN]], %[[CST]] : f32
// CHECK-NEXT:      %[[V4:.*]] = arith.cmpf ult, %[[V3]], %[[CST_0]] : f32
// CHECK-NEXT:      %[[V5:.*]] = arith.select %[[V4]], %[[V3]], %[[CST_0]] : f32
// CHECK-NEXT:      linalg.yield %[[V5]] : f32
func.func @clamp_f32(%a0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tosa.clamp %a0 {min_val = 0.0 : f32, max_val = 1.0 : f32} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// IGNORE: clamp(NaN) = min_val.
// CHECK-LABEL: func.func @clamp_f32_ignore(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT:      %[[CST:.*]] = arith.constant -1.000000e+00 : f32
// CHECK-NEXT:      %[[CST_0:.*]] = arith.constant -0.000000e+00 : f32
// CHECK-NEXT:      %[[V2:.*]] = arith.cmpf oge, %[[IN]], %[[CST]] : f32
// CHECK-NEXT:      %[[V3:.*]] = arith.select %[[V2]], %[[IN]], %[[CST]] : f32
// CHECK-NEXT:      %[[V4:.*]] = arith.cmpf olt, %[[V3]], %[[CST_0]] : f32
// CHECK-NEXT:      %[[V5:.*]] = arith.select %[[V4]], %[[V3]], %[[CST_0]] : f32
// CHECK-NEXT:      linalg.yield %[[V5]] : f32
func.func @clamp_f32_ignore(%a0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tosa.clamp %a0 {min_val = -1.0 : f32, max_val = -0.0 : f32, nan_mode = #tosa.nan_mode<IGNORE>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @clamp_bf16(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: bf16, %{{.*}}: bf16):
// CHECK:           %[[LO:.*]] = arith.constant -2.500000e+00 : bf16
// CHECK:           arith.cmpf uge, %{{.*}}, %{{.*}} : f32
// CHECK:           %[[Y:.*]] = arith.select %{{.*}}, %[[IN]], %[[LO]] : bf16
// CHECK:           %[[HI:.*]] = arith.constant 2.500000e+00 : bf16
// CHECK:           arith.cmpf ult, %{{.*}}, %{{.*}} : f32
// CHECK:           %[[Z:.*]] = arith.select %{{.*}}, %[[Y]], %[[HI]] : bf16
// CHECK-NEXT:      linalg.yield %[[Z]] : bf16
func.func @clamp_bf16(%a0: tensor<4xbf16>) -> tensor<4xbf16> {
  %0 = tosa.clamp %a0 {min_val = -2.5 : bf16, max_val = 2.5 : bf16} : (tensor<4xbf16>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// -----

// CHECK-LABEL: func.func @clamp_i8(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: i8, %{{.*}}: i8):
// CHECK-NEXT:      %[[CM5_I8:.*]] = arith.constant -5 : i8
// CHECK-NEXT:      %[[C7_I8:.*]] = arith.constant 7 : i8
// CHECK-NEXT:      %[[V2:.*]] = arith.maxsi %[[IN]], %[[CM5_I8]] : i8
// CHECK-NEXT:      %[[V3:.*]] = arith.minsi %[[V2]], %[[C7_I8]] : i8
// CHECK-NEXT:      linalg.yield %[[V3]] : i8
func.func @clamp_i8(%a0: tensor<4xi8>) -> tensor<4xi8> {
  %0 = tosa.clamp %a0 {min_val = -5 : i8, max_val = 7 : i8} : (tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// CHECK-LABEL: func.func @clamp_i64(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: i64, %{{.*}}: i64):
// CHECK-NEXT:      %[[CM9223372036854775808_I64:.*]] = arith.constant -9223372036854775808 : i64
// CHECK-NEXT:      %[[C100_I64:.*]] = arith.constant 100 : i64
// CHECK-NEXT:      %[[V2:.*]] = arith.maxsi %[[IN]], %[[CM9223372036854775808_I64]] : i64
// CHECK-NEXT:      %[[V3:.*]] = arith.minsi %[[V2]], %[[C100_I64]] : i64
// CHECK-NEXT:      linalg.yield %[[V3]] : i64
func.func @clamp_i64(%a0: tensor<4xi64>) -> tensor<4xi64> {
  %0 = tosa.clamp %a0 {min_val = -9223372036854775808 : i64, max_val = 100 : i64} : (tensor<4xi64>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}
