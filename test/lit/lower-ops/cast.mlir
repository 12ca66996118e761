// RUN: tosabcast-opt %s --split-input-file --tosabcast-lower-to-linalg | FileCheck %s
// RUN: tosabcast-opt %s --split-input-file --tosabcast-lower-to-linalg | %mlir-opt --split-input-file --verify-each
// The scalar bodies of tosa.cast, one chunk per kind of conversion.

// Round to nearest even, saturate (inf too), NaN -> INT_MIN; fptosi only sees in-range values.
// CHECK-LABEL: func.func @cast_f32_to_i8(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: f32, %{{.*}}: i8):
// CHECK-NEXT:      %[[V2:.*]] = math.roundeven %[[IN]] : f32
// CHECK-NEXT:      %[[CST:.*]] = arith.constant 1.280000e+02 : f32
// CHECK-NEXT:      %[[V3:.*]] = arith.cmpf olt, %[[V2]], %[[CST]] : f32
// CHECK-NEXT:      %[[CST_0:.*]] = arith.constant -1.280000e+02 : f32
// CHECK-NEXT:      %[[V4:.*]] = arith.cmpf ogt, %[[V2]], %[[CST_0]] : f32
// CHECK-NEXT:      %[[V5:.*]] = arith.andi %[[V3]], %[[V4]] : i1
// CHECK-NEXT:      %[[CST_1:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:      %[[V6:.*]] = arith.select %[[V5]], %[[V2]], %[[CST_1]] : f32
// CHECK-NEXT:      %[[V7:.*]] = arith.fptosi %[[V6]] : f32 to i8
// CHECK-NEXT:      %[[V8:.*]] = arith.cmpf ogt, %[[V2]], %[[CST_1]] : f32
// CHECK-NEXT:      %[[C127_I8:.*]] = arith.constant 127 : i8
// CHECK-NEXT:      %[[CM128_I8:.*]] = arith.constant -128 : i8
// CHECK-NEXT:      %[[V9:.*]] = arith.select %[[V8]], %[[C127_I8]], %[[CM128_I8]] : i8
// CHECK-NEXT:      %[[V10:.*]] = arith.select %[[V5]], %[[V7]], %[[V9]] : i8
// CHECK-NEXT:      linalg.yield %[[V10]] : i8
func.func @cast_f32_to_i8(%a0: tensor<4xf32>) -> tensor<4xi8> {
  %0 = tosa.cast %a0 : (tensor<4xf32>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// CHECK-LABEL: func.func @cast_f16_to_i32(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: f16, %{{.*}}: i32):
// CHECK-NEXT:      %[[V2:.*]] = arith.extf %[[IN]] : f16 to f32
// CHECK-NEXT:      %[[V3:.*]] = math.roundeven %[[V2]] : f32
// CHECK-NEXT:      %[[CST:.*]] = arith.constant 2.14748365E+9 : f32
// CHECK-NEXT:      %[[V4:.*]] = arith.cmpf olt, %[[V3]], %[[CST]] : f32
// CHECK-NEXT:      %[[CST_0:.*]] = arith.constant -2.14748365E+9 : f32
// CHECK-NEXT:      %[[V5:.*]] = arith.cmpf ogt, %[[V3]], %[[CST_0]] : f32
// CHECK-NEXT:      %[[V6:.*]] = arith.andi %[[V4]], %[[V5]] : i1
// CHECK-NEXT:      %[[CST_1:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:      %[[V7:.*]] = arith.select %[[V6]], %[[V3]], %[[CST_1]] : f32
// CHECK-NEXT:      %[[V8:.*]] = arith.fptosi %[[V7]] : f32 to i32
// CHECK-NEXT:      %[[V9:.*]] = arith.cmpf ogt, %[[V3]], %[[CST_1]] : f32
// CHECK-NEXT:      %[[C2147483647_I32:.*]] = arith.constant 2147483647 : i32
// CHECK-NEXT:      %[[CM2147483648_I32:.*]] = arith.constant -2147483648 : i32
// CHECK-NEXT:      %[[V10:.*]] = arith.select %[[V9]], %[[C2147483647_I32]], %[[CM2147483648_I32]] : i32
// CHECK-NEXT:      %[[V11:.*]] = arith.select %[[V6]], %[[V8]], %[[V10]] : i32
// CHECK-NEXT:      linalg.yield %[[V11]] : i32
func.func @cast_f16_to_i32(%a0: tensor<4xf16>) -> tensor<4xi32> {
  %0 = tosa.cast %a0 : (tensor<4xf16>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// CHECK-LABEL: func.func @cast_bf16_to_i64(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%{{.*}}: bf16, %{{.*}}: i64):
// CHECK:           math.roundeven %{{.*}} : f32
// CHECK:           arith.cmpf olt, %{{.*}}, %{{.*}} : f32
// CHECK:           arith.cmpf ogt, %{{.*}}, %{{.*}} : f32
// CHECK:           arith.fptosi %{{.*}} : f32 to i64
// CHECK:           arith.cmpf ogt, %{{.*}}, %{{.*}} : f32
// CHECK:           linalg.yield %{{.*}} : i64
func.func @cast_bf16_to_i64(%a0: tensor<4xbf16>) -> tensor<4xi64> {
  %0 = tosa.cast %a0 : (tensor<4xbf16>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

// x != 0 (unordered: NaN -> true).
// CHECK-LABEL: func.func @cast_f32_to_i1(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: f32, %{{.*}}: i1):
// CHECK-NEXT:      %[[CST:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:      %[[V2:.*]] = arith.cmpf une, %[[IN]], %[[CST]] : f32
// CHECK-NEXT:      linalg.yield %[[V2]] : i1
func.func @cast_f32_to_i1(%a0: tensor<4xf32>) -> tensor<4xi1> {
  %0 = tosa.cast %a0 : (tensor<4xf32>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// CHECK-LABEL: func.func @cast_bf16_to_i1(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%{{.*}}: bf16, %{{.*}}: i1):
// CHECK:           arith.cmpf une, %{{.*}}, %{{.*}} : f32
// CHECK:           linalg.yield %{{.*}} : i1
func.func @cast_bf16_to_i1(%a0: tensor<4xbf16>) -> tensor<4xi1> {
  %0 = tosa.cast %a0 : (tensor<4xbf16>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// CHECK-LABEL: func.func @cast_f32_to_f16(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: f32, %{{.*}}: f16):
// CHECK-NEXT:      %[[V2:.*]] = arith.truncf %[[IN]] : f32 to f16
// CHECK-NEXT:      linalg.yield %[[V2]] : f16
func.func @cast_f32_to_f16(%a0: tensor<4xf32>) -> tensor<4xf16> {
  %0 = tosa.cast %a0 : (tensor<4xf32>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

// Round to nearest even with integer ops (NaN stays a quiet NaN).
// CHECK-LABEL: func.func @cast_f32_to_bf16(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: f32, %{{.*}}: bf16):
// CHECK-NEXT:      %[[V2:.*]] = arith.bitcast %[[IN]] : f32 to i32
// CHECK-NEXT:      %[[C16_I32:.*]] = arith.constant 16 : i32
// CHECK-NEXT:      %[[V3:.*]] = arith.shrui %[[V2]], %[[C16_I32]] : i32
// CHECK-NEXT:      %[[C1_I32:.*]] = arith.constant 1 : i32
// CHECK-NEXT:      %[[V4:.*]] = arith.andi %[[V3]], %[[C1_I32]] : i32
// CHECK-NEXT:      %[[C32767_I32:.*]] = arith.constant 32767 : i32
// CHECK-NEXT:      %[[V5:.*]] = arith.addi %[[V4]], %[[C32767_I32]] : i32
// CHECK-NEXT:      %[[V6:.*]] = arith.addi %[[V2]], %[[V5]] : i32
// CHECK-NEXT:      %[[C4194304_I32:.*]] = arith.constant 4194304 : i32
// CHECK-NEXT:      %[[V7:.*]] = arith.ori %[[V2]], %[[C4194304_I32]] : i32
// CHECK-NEXT:      %[[V8:.*]] = arith.cmpf uno, %[[IN]], %[[IN]] : f32
// CHECK-NEXT:      %[[V9:.*]] = arith.select %[[V8]], %[[V7]], %[[V6]] : i32
// CHECK-NEXT:      %[[V10:.*]] = arith.shrui %[[V9]], %[[C16_I32]] : i32
// CHECK-NEXT:      %[[V11:.*]] = arith.trunci %[[V10]] : i32 to i16
// CHECK-NEXT:      %[[V12:.*]] = arith.bitcast %[[V11]] : i16 to bf16
// CHECK-NEXT:      linalg.yield %[[V12]] : bf16
func.func @cast_f32_to_bf16(%a0: tensor<4xf32>) -> tensor<4xbf16> {
  %0 = tosa.cast %a0 : (tensor<4xf32>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// -----

// CHECK-LABEL: func.func @cast_bf16_to_f32(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: bf16, %{{.*}}: f32):
// CHECK-NEXT:      %[[V2:.*]] = arith.bitcast %[[IN]] : bf16 to i16
// CHECK-NEXT:      %[[V3:.*]] = arith.extui %[[V2]] : i16 to i32
// CHECK-NEXT:      %[[C16_I32:.*]] = arith.constant 16 : i32
// CHECK-NEXT:      %[[V4:.*]] = arith.shli %[[V3]], %[[C16_I32]] : i32
// CHECK-NEXT:      %[[V5:.*]] = arith.bitcast %[[V4]] : i32 to f32
// CHECK-NEXT:      linalg.yield %[[V5]] : f32
func.func @cast_bf16_to_f32(%a0: tensor<4xbf16>) -> tensor<4xf32> {
  %0 = tosa.cast %a0 : (tensor<4xbf16>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// Exactly to f32, then one rounding.
// CHECK-LABEL: func.func @cast_f16_to_bf16(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: f16, %{{.*}}: bf16):
// CHECK-NEXT:      %[[V2:.*]] = arith.extf %[[IN]] : f16 to f32
// CHECK-NEXT:      %[[V3:.*]] = arith.bitcast %[[V2]] : f32 to i32
// CHECK-NEXT:      %[[C16_I32:.*]] = arith.constant 16 : i32
// CHECK-NEXT:      %[[V4:.*]] = arith.shrui %[[V3]], %[[C16_I32]] : i32
// CHECK-NEXT:      %[[C1_I32:.*]] = arith.constant 1 : i32
// CHECK-NEXT:      %[[V5:.*]] = arith.andi %[[V4]], %[[C1_I32]] : i32
// CHECK-NEXT:      %[[C32767_I32:.*]] = arith.constant 32767 : i32
// CHECK-NEXT:      %[[V6:.*]] = arith.addi %[[V5]], %[[C32767_I32]] : i32
// CHECK-NEXT:      %[[V7:.*]] = arith.addi %[[V3]], %[[V6]] : i32
// CHECK-NEXT:      %[[C4194304_I32:.*]] = arith.constant 4194304 : i32
// CHECK-NEXT:      %[[V8:.*]] = arith.ori %[[V3]], %[[C4194304_I32]] : i32
// CHECK-NEXT:      %[[V9:.*]] = arith.cmpf uno, %[[V2]], %[[V2]] : f32
// CHECK-NEXT:      %[[V10:.*]] = arith.select %[[V9]], %[[V8]], %[[V7]] : i32
// CHECK-NEXT:      %[[V11:.*]] = arith.shrui %[[V10]], %[[C16_I32]] : i32
// CHECK-NEXT:      %[[V12:.*]] = arith.trunci %[[V11]] : i32 to i16
// CHECK-NEXT:      %[[V13:.*]] = arith.bitcast %[[V12]] : i16 to bf16
// CHECK-NEXT:      linalg.yield %[[V13]] : bf16
func.func @cast_f16_to_bf16(%a0: tensor<4xf16>) -> tensor<4xbf16> {
  %0 = tosa.cast %a0 : (tensor<4xf16>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// -----

// CHECK-LABEL: func.func @cast_i32_to_f32(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: i32, %{{.*}}: f32):
// CHECK-NEXT:      %[[V2:.*]] = arith.sitofp %[[IN]] : i32 to f32
// CHECK-NEXT:      linalg.yield %[[V2]] : f32
func.func @cast_i32_to_f32(%a0: tensor<4xi32>) -> tensor<4xf32> {
  %0 = tosa.cast %a0 : (tensor<4xi32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @cast_i8_to_f16(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: i8, %{{.*}}: f16):
// CHECK-NEXT:      %[[V2:.*]] = arith.sitofp %[[IN]] : i8 to f32
// CHECK-NEXT:      %[[V3:.*]] = arith.truncf %[[V2]] : f32 to f16
// CHECK-NEXT:      linalg.yield %[[V3]] : f16
func.func @cast_i8_to_f16(%a0: tensor<4xi8>) -> tensor<4xf16> {
  %0 = tosa.cast %a0 : (tensor<4xi8>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

// CHECK-LABEL: func.func @cast_i16_to_bf16(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%{{.*}}: i16, %{{.*}}: bf16):
// CHECK:           arith.sitofp %{{.*}} : i16 to f32
// CHECK:           linalg.yield %{{.*}} : bf16
func.func @cast_i16_to_bf16(%a0: tensor<4xi16>) -> tensor<4xbf16> {
  %0 = tosa.cast %a0 : (tensor<4xi16>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// -----

// Wider than f32's significand: keep 24 bits and a sticky bit, so bf16 rounds once.
// CHECK-LABEL: func.func @cast_i64_to_bf16(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: i64, %{{.*}}: bf16):
// CHECK-NEXT:      %[[C0_I64:.*]] = arith.constant 0 : i64
// CHECK-NEXT:      %[[V2:.*]] = arith.cmpi slt, %[[IN]], %[[C0_I64]] : i64
// CHECK-NEXT:      %[[V3:.*]] = arith.subi %[[C0_I64]], %[[IN]] : i64
// CHECK-NEXT:      %[[V4:.*]] = arith.select %[[V2]], %[[V3]], %[[IN]] : i64
// CHECK-NEXT:      %[[C64_I64:.*]] = arith.constant 64 : i64
// CHECK-NEXT:      %[[V5:.*]] = math.ctlz %[[V4]] : i64
// CHECK-NEXT:      %[[V6:.*]] = arith.subi %[[C64_I64]], %[[V5]] : i64
// CHECK-NEXT:      %[[C24_I64:.*]] = arith.constant 24 : i64
// CHECK-NEXT:      %[[V7:.*]] = arith.subi %[[V6]], %[[C24_I64]] : i64
// CHECK-NEXT:      %[[V8:.*]] = arith.maxsi %[[V7]], %[[C0_I64]] : i64
// CHECK-NEXT:      %[[C1_I64:.*]] = arith.constant 1 : i64
// CHECK-NEXT:      %[[V9:.*]] = arith.shli %[[C1_I64]], %[[V8]] : i64
// CHECK-NEXT:      %[[V10:.*]] = arith.subi %[[V9]], %[[C1_I64]] : i64
// CHECK-NEXT:      %[[V11:.*]] = arith.andi %[[V4]], %[[V10]] : i64
// CHECK-NEXT:      %[[V12:.*]] = arith.cmpi ne, %[[V11]], %[[C0_I64]] : i64
// CHECK-NEXT:      %[[V13:.*]] = arith.extui %[[V12]] : i1 to i64
// CHECK-NEXT:      %[[V14:.*]] = arith.shrui %[[V4]], %[[V8]] : i64
// CHECK-NEXT:      %[[V15:.*]] = arith.ori %[[V14]], %[[V13]] : i64
// CHECK-NEXT:      %[[V16:.*]] = arith.trunci %[[V8]] : i64 to i32
// CHECK-NEXT:      %[[C127_I32:.*]] = arith.constant 127 : i32
// CHECK-NEXT:      %[[V17:.*]] = arith.addi %[[V16]], %[[C127_I32]] : i32
// CHECK-NEXT:      %[[C23_I32:.*]] = arith.constant 23 : i32
// CHECK-NEXT:      %[[V18:.*]] = arith.shli %[[V17]], %[[C23_I32]] : i32
// CHECK-NEXT:      %[[V19:.*]] = arith.uitofp %[[V15]] : i64 to f32
// CHECK-NEXT:      %[[V20:.*]] = arith.bitcast %[[V18]] : i32 to f32
// CHECK-NEXT:      %[[V21:.*]] = arith.mulf %[[V19]], %[[V20]] : f32
// CHECK-NEXT:      %[[V22:.*]] = arith.negf %[[V21]] : f32
// CHECK-NEXT:      %[[V23:.*]] = arith.select %[[V2]], %[[V22]], %[[V21]] : f32
// CHECK-NEXT:      %[[V24:.*]] = arith.bitcast %[[V23]] : f32 to i32
// CHECK-NEXT:      %[[C16_I32:.*]] = arith.constant 16 : i32
// CHECK-NEXT:      %[[V25:.*]] = arith.shrui %[[V24]], %[[C16_I32]] : i32
// CHECK-NEXT:      %[[C1_I32:.*]] = arith.constant 1 : i32
// CHECK-NEXT:      %[[V26:.*]] = arith.andi %[[V25]], %[[C1_I32]] : i32
// CHECK-NEXT:      %[[C32767_I32:.*]] = arith.constant 32767 : i32
// CHECK-NEXT:      %[[V27:.*]] = arith.addi %[[V26]], %[[C32767_I32]] : i32
// CHECK-NEXT:      %[[V28:.*]] = arith.addi %[[V24]], %[[V27]] : i32
// CHECK-NEXT:      %[[C4194304_I32:.*]] = arith.constant 4194304 : i32
// CHECK-NEXT:      %[[V29:.*]] = arith.ori %[[V24]], %[[C4194304_I32]] : i32
// CHECK-NEXT:      %[[V30:.*]] = arith.cmpf uno, %[[V23]], %[[V23]] : f32
// CHECK-NEXT:      %[[V31:.*]] = arith.select %[[V30]], %[[V29]], %[[V28]] : i32
// CHECK-NEXT:      %[[V32:.*]] = arith.shrui %[[V31]], %[[C16_I32]] : i32
// CHECK-NEXT:      %[[V33:.*]] = arith.trunci %[[V32]] : i32 to i16
// CHECK-NEXT:      %[[V34:.*]] = arith.bitcast %[[V33]] : i16 to bf16
// CHECK-NEXT:      linalg.yield %[[V34]] : bf16
func.func @cast_i64_to_bf16(%a0: tensor<4xi64>) -> tensor<4xbf16> {
  %0 = tosa.cast %a0 : (tensor<4xi64>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// -----

// Booleans are 0 or 1.
// CHECK-LABEL: func.func @cast_i1_to_f32(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: i1, %{{.*}}: f32):
// CHECK-NEXT:      %[[V2:.*]] = arith.uitofp %[[IN]] : i1 to f32
// CHECK-NEXT:      linalg.yield %[[V2]] : f32
func.func @cast_i1_to_f32(%a0: tensor<4xi1>) -> tensor<4xf32> {
  %0 = tosa.cast %a0 : (tensor<4xi1>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// Narrowing wraps.
// CHECK-LABEL: func.func @cast_i32_to_i8(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: i32, %{{.*}}: i8):
// CHECK-NEXT:      %[[V2:.*]] = arith.trunci %[[IN]] : i32 to i8
// CHECK-NEXT:      linalg.yield %[[V2]] : i8
func.func @cast_i32_to_i8(%a0: tensor<4xi32>) -> tensor<4xi8> {
  %0 = tosa.cast %a0 : (tensor<4xi32>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// CHECK-LABEL: func.func @cast_i8_to_i32(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: i8, %{{.*}}: i32):
// CHECK-NEXT:      %[[V2:.*]] = arith.extsi %[[IN]] : i8 to i32
// CHECK-NEXT:      linalg.yield %[[V2]] : i32
func.func @cast_i8_to_i32(%a0: tensor<4xi8>) -> tensor<4xi32> {
  %0 = tosa.cast %a0 : (tensor<4xi8>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// CHECK-LABEL: func.func @cast_i1_to_i32(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: i1, %{{.*}}: i32):
// CHECK-NEXT:      %[[V2:.*]] = arith.extui %[[IN]] : i1 to i32
// CHECK-NEXT:      linalg.yield %[[V2]] : i32
func.func @cast_i1_to_i32(%a0: tensor<4xi1>) -> tensor<4xi32> {
  %0 = tosa.cast %a0 : (tensor<4xi1>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// CHECK-LABEL: func.func @cast_i32_to_i1(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: i32, %{{.*}}: i1):
// CHECK-NEXT:      %[[C0_I32:.*]] = arith.constant 0 : i32
// CHECK-NEXT:      %[[V2:.*]] = arith.cmpi ne, %[[IN]], %[[C0_I32]] : i32
// CHECK-NEXT:      linalg.yield %[[V2]] : i1
func.func @cast_i32_to_i1(%a0: tensor<4xi32>) -> tensor<4xi1> {
  %0 = tosa.cast %a0 : (tensor<4xi32>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}
