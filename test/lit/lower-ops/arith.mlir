// RUN: tosabcast-opt %s --split-input-file --tosabcast-lower-to-linalg | FileCheck %s
// RUN: tosabcast-opt %s --split-input-file --tosabcast-lower-to-linalg | %mlir-opt --split-input-file --verify-each
// The scalar bodies of add, sub, mul, intdiv, abs and negate (tosabcast/scalar.py, docs/semantics.md).

// CHECK-LABEL: func.func @add_f32(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: f32, %[[IN_0:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT:      %[[V2:.*]] = arith.addf %[[IN]], %[[IN_0]] : f32
// CHECK-NEXT:      linalg.yield %[[V2]] : f32
func.func @add_f32(%a0: tensor<4xf32>, %a1: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tosa.add %a0, %a1 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// f16 and bf16 are computed in f32 and rounded once; bf16 is extended and rounded (to nearest even) with
// integer ops, checked in full here and in cast.mlir; other bf16 chunks check the f32 computation only.
// CHECK-LABEL: func.func @add_bf16(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: bf16, %[[IN_0:.*]]: bf16, %{{.*}}: bf16):
// CHECK-NEXT:      %[[V2:.*]] = arith.bitcast %[[IN]] : bf16 to i16
// CHECK-NEXT:      %[[V3:.*]] = arith.extui %[[V2]] : i16 to i32
// CHECK-NEXT:      %[[C16_I32:.*]] = arith.constant 16 : i32
// CHECK-NEXT:      %[[V4:.*]] = arith.shli %[[V3]], %[[C16_I32]] : i32
// CHECK-NEXT:      %[[V5:.*]] = arith.bitcast %[[V4]] : i32 to f32
// CHECK-NEXT:      %[[V6:.*]] = arith.bitcast %[[IN_0]] : bf16 to i16
// CHECK-NEXT:      %[[V7:.*]] = arith.extui %[[V6]] : i16 to i32
// CHECK-NEXT:      %[[V8:.*]] = arith.shli %[[V7]], %[[C16_I32]] : i32
// CHECK-NEXT:      %[[V9:.*]] = arith.bitcast %[[V8]] : i32 to f32
// CHECK-NEXT:      %[[V10:.*]] = arith.addf %[[V5]], %[[V9]] : f32
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
func.func @add_bf16(%a0: tensor<4xbf16>, %a1: tensor<4xbf16>) -> tensor<4xbf16> {
  %0 = tosa.add %a0, %a1 : (tensor<4xbf16>, tensor<4xbf16>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// -----

// Integers wrap.
// CHECK-LABEL: func.func @add_i32(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: i32, %[[IN_0:.*]]: i32, %{{.*}}: i32):
// CHECK-NEXT:      %[[V2:.*]] = arith.addi %[[IN]], %[[IN_0]] : i32
// CHECK-NEXT:      linalg.yield %[[V2]] : i32
func.func @add_i32(%a0: tensor<4xi32>, %a1: tensor<4xi32>) -> tensor<4xi32> {
  %0 = tosa.add %a0, %a1 : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// CHECK-LABEL: func.func @sub_f16(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: f16, %[[IN_0:.*]]: f16, %{{.*}}: f16):
// CHECK-NEXT:      %[[V2:.*]] = arith.extf %[[IN]] : f16 to f32
// CHECK-NEXT:      %[[V3:.*]] = arith.extf %[[IN_0]] : f16 to f32
// CHECK-NEXT:      %[[V4:.*]] = arith.subf %[[V2]], %[[V3]] : f32
// CHECK-NEXT:      %[[V5:.*]] = arith.truncf %[[V4]] : f32 to f16
// CHECK-NEXT:      linalg.yield %[[V5]] : f16
func.func @sub_f16(%a0: tensor<4xf16>, %a1: tensor<4xf16>) -> tensor<4xf16> {
  %0 = tosa.sub %a0, %a1 : (tensor<4xf16>, tensor<4xf16>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

// CHECK-LABEL: func.func @sub_bf16(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%{{.*}}: bf16, %{{.*}}: bf16, %{{.*}}: bf16):
// CHECK:           arith.subf %{{.*}}, %{{.*}} : f32
// CHECK:           linalg.yield %{{.*}} : bf16
func.func @sub_bf16(%a0: tensor<4xbf16>, %a1: tensor<4xbf16>) -> tensor<4xbf16> {
  %0 = tosa.sub %a0, %a1 : (tensor<4xbf16>, tensor<4xbf16>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// -----

// CHECK-LABEL: func.func @sub_i8(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: i8, %[[IN_0:.*]]: i8, %{{.*}}: i8):
// CHECK-NEXT:      %[[V2:.*]] = arith.subi %[[IN]], %[[IN_0]] : i8
// CHECK-NEXT:      linalg.yield %[[V2]] : i8
func.func @sub_i8(%a0: tensor<4xi8>, %a1: tensor<4xi8>) -> tensor<4xi8> {
  %0 = tosa.sub %a0, %a1 : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// CHECK-LABEL: func.func @mul_f32(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: f32, %[[IN_0:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT:      %[[V3:.*]] = arith.mulf %[[IN]], %[[IN_0]] : f32
// CHECK-NEXT:      linalg.yield %[[V3]] : f32
func.func @mul_f32(%a0: tensor<4xf32>, %a1: tensor<4xf32>) -> tensor<4xf32> {
  %s = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.mul %a0, %a1, %s : (tensor<4xf32>, tensor<4xf32>, tensor<1xi8>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @mul_i32(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: i32, %[[IN_0:.*]]: i32, %{{.*}}: i32):
// CHECK-NEXT:      %[[V3:.*]] = arith.muli %[[IN]], %[[IN_0]] : i32
// CHECK-NEXT:      linalg.yield %[[V3]] : i32
func.func @mul_i32(%a0: tensor<4xi32>, %a1: tensor<4xi32>) -> tensor<4xi32> {
  %s = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.mul %a0, %a1, %s : (tensor<4xi32>, tensor<4xi32>, tensor<1xi8>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// Narrow operands are sign-extended to the result type.
// CHECK-LABEL: func.func @mul_i8_to_i32(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: i8, %[[IN_0:.*]]: i8, %{{.*}}: i32):
// CHECK-NEXT:      %[[V3:.*]] = arith.extsi %[[IN]] : i8 to i32
// CHECK-NEXT:      %[[V4:.*]] = arith.extsi %[[IN_0]] : i8 to i32
// CHECK-NEXT:      %[[V5:.*]] = arith.muli %[[V3]], %[[V4]] : i32
// CHECK-NEXT:      linalg.yield %[[V5]] : i32
func.func @mul_i8_to_i32(%a0: tensor<4xi8>, %a1: tensor<4xi8>) -> tensor<4xi32> {
  %s = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.mul %a0, %a1, %s : (tensor<4xi8>, tensor<4xi8>, tensor<1xi8>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// A shift rounds half up in 64 bits: (a * b + (1 << (s - 1))) >> s, then wraps to i32.
// CHECK-LABEL: func.func @mul_i32_shift(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: i32, %[[IN_0:.*]]: i32, %{{.*}}: i32):
// CHECK-NEXT:      %[[V3:.*]] = arith.extsi %[[IN]] : i32 to i64
// CHECK-NEXT:      %[[V4:.*]] = arith.extsi %[[IN_0]] : i32 to i64
// CHECK-NEXT:      %[[V5:.*]] = arith.muli %[[V3]], %[[V4]] : i64
// CHECK-NEXT:      %[[C4_I64:.*]] = arith.constant 4 : i64
// CHECK-NEXT:      %[[V6:.*]] = arith.addi %[[V5]], %[[C4_I64]] : i64
// CHECK-NEXT:      %[[C3_I64:.*]] = arith.constant 3 : i64
// CHECK-NEXT:      %[[V7:.*]] = arith.shrsi %[[V6]], %[[C3_I64]] : i64
// CHECK-NEXT:      %[[V8:.*]] = arith.trunci %[[V7]] : i64 to i32
// CHECK-NEXT:      linalg.yield %[[V8]] : i32
func.func @mul_i32_shift(%a0: tensor<4xi32>, %a1: tensor<4xi32>) -> tensor<4xi32> {
  %s = "tosa.const"() <{values = dense<3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.mul %a0, %a1, %s : (tensor<4xi32>, tensor<4xi32>, tensor<1xi8>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// i64 operands with a shift compute in i128.
// CHECK-LABEL: func.func @mul_i64_shift(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: i64, %[[IN_0:.*]]: i64, %{{.*}}: i64):
// CHECK-NEXT:      %[[V3:.*]] = arith.extsi %[[IN]] : i64 to i128
// CHECK-NEXT:      %[[V4:.*]] = arith.extsi %[[IN_0]] : i64 to i128
// CHECK-NEXT:      %[[V5:.*]] = arith.muli %[[V3]], %[[V4]] : i128
// CHECK-NEXT:      %[[C2_I128:.*]] = arith.constant 2 : i128
// CHECK-NEXT:      %[[V6:.*]] = arith.addi %[[V5]], %[[C2_I128]] : i128
// CHECK-NEXT:      %[[V7:.*]] = arith.shrsi %[[V6]], %[[C2_I128]] : i128
// CHECK-NEXT:      %[[V8:.*]] = arith.trunci %[[V7]] : i128 to i64
// CHECK-NEXT:      linalg.yield %[[V8]] : i64
func.func @mul_i64_shift(%a0: tensor<4xi64>, %a1: tensor<4xi64>) -> tensor<4xi64> {
  %s = "tosa.const"() <{values = dense<2> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.mul %a0, %a1, %s : (tensor<4xi64>, tensor<4xi64>, tensor<1xi8>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

// Never traps: the divisor is 1 when it is 0 or -1; x / 0 = 0 and x / -1 = 0 - x (INT_MIN / -1 = INT_MIN).
// i32 divides in f64, which vectorizes (no x86 vector integer division); the truncated quotient is exact.
// CHECK-LABEL: func.func @intdiv_i32(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: i32, %[[IN_0:.*]]: i32, %{{.*}}: i32):
// CHECK-NEXT:      %[[C0_I32:.*]] = arith.constant 0 : i32
// CHECK-NEXT:      %[[V2:.*]] = arith.cmpi eq, %[[IN_0]], %[[C0_I32]] : i32
// CHECK-NEXT:      %[[CM1_I32:.*]] = arith.constant -1 : i32
// CHECK-NEXT:      %[[V3:.*]] = arith.cmpi eq, %[[IN_0]], %[[CM1_I32]] : i32
// CHECK-NEXT:      %[[V4:.*]] = arith.ori %[[V2]], %[[V3]] : i1
// CHECK-NEXT:      %[[C1_I32:.*]] = arith.constant 1 : i32
// CHECK-NEXT:      %[[V5:.*]] = arith.select %[[V4]], %[[C1_I32]], %[[IN_0]] : i32
// CHECK-NEXT:      %[[A64:.*]] = arith.sitofp %[[IN]] : i32 to f64
// CHECK-NEXT:      %[[D64:.*]] = arith.sitofp %[[V5]] : i32 to f64
// CHECK-NEXT:      %[[Q64:.*]] = arith.divf %[[A64]], %[[D64]] : f64
// CHECK-NEXT:      %[[V6:.*]] = arith.fptosi %[[Q64]] : f64 to i32
// CHECK-NEXT:      %[[V7:.*]] = arith.subi %[[C0_I32]], %[[IN]] : i32
// CHECK-NEXT:      %[[V8:.*]] = arith.select %[[V3]], %[[V7]], %[[V6]] : i32
// CHECK-NEXT:      %[[V9:.*]] = arith.select %[[V2]], %[[C0_I32]], %[[V8]] : i32
// CHECK-NEXT:      linalg.yield %[[V9]] : i32
func.func @intdiv_i32(%a0: tensor<4xi32>, %a1: tensor<4xi32>) -> tensor<4xi32> {
  %0 = tosa.intdiv %a0, %a1 : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// CHECK-LABEL: func.func @intdiv_i64(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: i64, %[[IN_0:.*]]: i64, %{{.*}}: i64):
// CHECK-NEXT:      %[[C0_I64:.*]] = arith.constant 0 : i64
// CHECK-NEXT:      %[[V2:.*]] = arith.cmpi eq, %[[IN_0]], %[[C0_I64]] : i64
// CHECK-NEXT:      %[[CM1_I64:.*]] = arith.constant -1 : i64
// CHECK-NEXT:      %[[V3:.*]] = arith.cmpi eq, %[[IN_0]], %[[CM1_I64]] : i64
// CHECK-NEXT:      %[[V4:.*]] = arith.ori %[[V2]], %[[V3]] : i1
// CHECK-NEXT:      %[[C1_I64:.*]] = arith.constant 1 : i64
// CHECK-NEXT:      %[[V5:.*]] = arith.select %[[V4]], %[[C1_I64]], %[[IN_0]] : i64
// CHECK-NEXT:      %[[V6:.*]] = arith.divsi %[[IN]], %[[V5]] : i64
// CHECK-NEXT:      %[[V7:.*]] = arith.subi %[[C0_I64]], %[[IN]] : i64
// CHECK-NEXT:      %[[V8:.*]] = arith.select %[[V3]], %[[V7]], %[[V6]] : i64
// CHECK-NEXT:      %[[V9:.*]] = arith.select %[[V2]], %[[C0_I64]], %[[V8]] : i64
// CHECK-NEXT:      linalg.yield %[[V9]] : i64
func.func @intdiv_i64(%a0: tensor<4xi64>, %a1: tensor<4xi64>) -> tensor<4xi64> {
  %0 = tosa.intdiv %a0, %a1 : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

// CHECK-LABEL: func.func @abs_f32(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT:      %[[V2:.*]] = math.absf %[[IN]] : f32
// CHECK-NEXT:      linalg.yield %[[V2]] : f32
func.func @abs_f32(%a0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tosa.abs %a0 : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @abs_f16(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: f16, %{{.*}}: f16):
// CHECK-NEXT:      %[[V2:.*]] = arith.extf %[[IN]] : f16 to f32
// CHECK-NEXT:      %[[V3:.*]] = math.absf %[[V2]] : f32
// CHECK-NEXT:      %[[V4:.*]] = arith.truncf %[[V3]] : f32 to f16
// CHECK-NEXT:      linalg.yield %[[V4]] : f16
func.func @abs_f16(%a0: tensor<4xf16>) -> tensor<4xf16> {
  %0 = tosa.abs %a0 : (tensor<4xf16>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

// abs(INT_MIN) = INT_MIN (wraps).
// CHECK-LABEL: func.func @abs_i16(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: i16, %{{.*}}: i16):
// CHECK-NEXT:      %[[V2:.*]] = math.absi %[[IN]] : i16
// CHECK-NEXT:      linalg.yield %[[V2]] : i16
func.func @abs_i16(%a0: tensor<4xi16>) -> tensor<4xi16> {
  %0 = tosa.abs %a0 : (tensor<4xi16>) -> tensor<4xi16>
  return %0 : tensor<4xi16>
}

// -----

// CHECK-LABEL: func.func @negate_f32(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT:      %[[V4:.*]] = arith.negf %[[IN]] : f32
// CHECK-NEXT:      linalg.yield %[[V4]] : f32
func.func @negate_f32(%a0: tensor<4xf32>) -> tensor<4xf32> {
  %in_zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %out_zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.negate %a0, %in_zp, %out_zp : (tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @negate_bf16(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%{{.*}}: bf16, %{{.*}}: bf16):
// CHECK:           arith.negf %{{.*}} : f32
// CHECK:           linalg.yield %{{.*}} : bf16
func.func @negate_bf16(%a0: tensor<4xbf16>) -> tensor<4xbf16> {
  %in_zp = "tosa.const"() <{values = dense<0.0> : tensor<1xbf16>}> : () -> tensor<1xbf16>
  %out_zp = "tosa.const"() <{values = dense<0.0> : tensor<1xbf16>}> : () -> tensor<1xbf16>
  %0 = tosa.negate %a0, %in_zp, %out_zp : (tensor<4xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// -----

// (in_zp - x) + out_zp in twice the width, saturated: negate(INT_MIN) = INT_MAX.
// CHECK-LABEL: func.func @negate_i8_zero_points(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: i8, %{{.*}}: i8):
// CHECK-NEXT:      %[[CM2_I16:.*]] = arith.constant -2 : i16
// CHECK-NEXT:      %[[V4:.*]] = arith.extsi %[[IN]] : i8 to i16
// CHECK-NEXT:      %[[V5:.*]] = arith.subi %[[CM2_I16]], %[[V4]] : i16
// CHECK-NEXT:      %[[CM128_I16:.*]] = arith.constant -128 : i16
// CHECK-NEXT:      %[[V6:.*]] = arith.maxsi %[[V5]], %[[CM128_I16]] : i16
// CHECK-NEXT:      %[[C127_I16:.*]] = arith.constant 127 : i16
// CHECK-NEXT:      %[[V7:.*]] = arith.minsi %[[V6]], %[[C127_I16]] : i16
// CHECK-NEXT:      %[[V8:.*]] = arith.trunci %[[V7]] : i16 to i8
// CHECK-NEXT:      linalg.yield %[[V8]] : i8
func.func @negate_i8_zero_points(%a0: tensor<4xi8>) -> tensor<4xi8> {
  %in_zp = "tosa.const"() <{values = dense<3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %out_zp = "tosa.const"() <{values = dense<-5> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.negate %a0, %in_zp, %out_zp : (tensor<4xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// CHECK-LABEL: func.func @negate_i64(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: i64, %{{.*}}: i64):
// CHECK-NEXT:      %[[C0_I128:.*]] = arith.constant 0 : i128
// CHECK-NEXT:      %[[V4:.*]] = arith.extsi %[[IN]] : i64 to i128
// CHECK-NEXT:      %[[V5:.*]] = arith.subi %[[C0_I128]], %[[V4]] : i128
// CHECK-NEXT:      %[[CM9223372036854775808_I128:.*]] = arith.constant -9223372036854775808 : i128
// CHECK-NEXT:      %[[V6:.*]] = arith.maxsi %[[V5]], %[[CM9223372036854775808_I128]] : i128
// CHECK-NEXT:      %[[C9223372036854775807_I128:.*]] = arith.constant 9223372036854775807 : i128
// CHECK-NEXT:      %[[V7:.*]] = arith.minsi %[[V6]], %[[C9223372036854775807_I128]] : i128
// CHECK-NEXT:      %[[V8:.*]] = arith.trunci %[[V7]] : i128 to i64
// CHECK-NEXT:      linalg.yield %[[V8]] : i64
func.func @negate_i64(%a0: tensor<4xi64>) -> tensor<4xi64> {
  %in_zp = "tosa.const"() <{values = dense<0> : tensor<1xi64>}> : () -> tensor<1xi64>
  %out_zp = "tosa.const"() <{values = dense<0> : tensor<1xi64>}> : () -> tensor<1xi64>
  %0 = tosa.negate %a0, %in_zp, %out_zp : (tensor<4xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}
