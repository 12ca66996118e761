// RUN: tosabcast-opt %s --split-input-file --tosabcast-lower-to-linalg | FileCheck %s
// RUN: tosabcast-opt %s --split-input-file --tosabcast-lower-to-linalg | %mlir-opt --split-input-file --verify-each
// The scalar bodies of the bitwise, logical and shift ops and clz.

// CHECK-LABEL: func.func @bitwise_and_i32(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: i32, %[[IN_0:.*]]: i32, %{{.*}}: i32):
// CHECK-NEXT:      %[[V2:.*]] = arith.andi %[[IN]], %[[IN_0]] : i32
// CHECK-NEXT:      linalg.yield %[[V2]] : i32
func.func @bitwise_and_i32(%a0: tensor<4xi32>, %a1: tensor<4xi32>) -> tensor<4xi32> {
  %0 = tosa.bitwise_and %a0, %a1 : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// CHECK-LABEL: func.func @bitwise_and_i1(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: i1, %[[IN_0:.*]]: i1, %{{.*}}: i1):
// CHECK-NEXT:      %[[V2:.*]] = arith.andi %[[IN]], %[[IN_0]] : i1
// CHECK-NEXT:      linalg.yield %[[V2]] : i1
func.func @bitwise_and_i1(%a0: tensor<4xi1>, %a1: tensor<4xi1>) -> tensor<4xi1> {
  %0 = tosa.bitwise_and %a0, %a1 : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// CHECK-LABEL: func.func @bitwise_or_i16(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: i16, %[[IN_0:.*]]: i16, %{{.*}}: i16):
// CHECK-NEXT:      %[[V2:.*]] = arith.ori %[[IN]], %[[IN_0]] : i16
// CHECK-NEXT:      linalg.yield %[[V2]] : i16
func.func @bitwise_or_i16(%a0: tensor<4xi16>, %a1: tensor<4xi16>) -> tensor<4xi16> {
  %0 = tosa.bitwise_or %a0, %a1 : (tensor<4xi16>, tensor<4xi16>) -> tensor<4xi16>
  return %0 : tensor<4xi16>
}

// -----

// CHECK-LABEL: func.func @bitwise_or_i1(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: i1, %[[IN_0:.*]]: i1, %{{.*}}: i1):
// CHECK-NEXT:      %[[V2:.*]] = arith.ori %[[IN]], %[[IN_0]] : i1
// CHECK-NEXT:      linalg.yield %[[V2]] : i1
func.func @bitwise_or_i1(%a0: tensor<4xi1>, %a1: tensor<4xi1>) -> tensor<4xi1> {
  %0 = tosa.bitwise_or %a0, %a1 : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// CHECK-LABEL: func.func @bitwise_xor_i64(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: i64, %[[IN_0:.*]]: i64, %{{.*}}: i64):
// CHECK-NEXT:      %[[V2:.*]] = arith.xori %[[IN]], %[[IN_0]] : i64
// CHECK-NEXT:      linalg.yield %[[V2]] : i64
func.func @bitwise_xor_i64(%a0: tensor<4xi64>, %a1: tensor<4xi64>) -> tensor<4xi64> {
  %0 = tosa.bitwise_xor %a0, %a1 : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

// CHECK-LABEL: func.func @bitwise_xor_i1(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: i1, %[[IN_0:.*]]: i1, %{{.*}}: i1):
// CHECK-NEXT:      %[[V2:.*]] = arith.xori %[[IN]], %[[IN_0]] : i1
// CHECK-NEXT:      linalg.yield %[[V2]] : i1
func.func @bitwise_xor_i1(%a0: tensor<4xi1>, %a1: tensor<4xi1>) -> tensor<4xi1> {
  %0 = tosa.bitwise_xor %a0, %a1 : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// CHECK-LABEL: func.func @bitwise_not_i8(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: i8, %{{.*}}: i8):
// CHECK-NEXT:      %[[CM1_I8:.*]] = arith.constant -1 : i8
// CHECK-NEXT:      %[[V2:.*]] = arith.xori %[[IN]], %[[CM1_I8]] : i8
// CHECK-NEXT:      linalg.yield %[[V2]] : i8
func.func @bitwise_not_i8(%a0: tensor<4xi8>) -> tensor<4xi8> {
  %0 = tosa.bitwise_not %a0 : (tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// CHECK-LABEL: func.func @bitwise_not_i1(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: i1, %{{.*}}: i1):
// CHECK-NEXT:      %[[TRUE:.*]] = arith.constant true
// CHECK-NEXT:      %[[V2:.*]] = arith.xori %[[IN]], %[[TRUE]] : i1
// CHECK-NEXT:      linalg.yield %[[V2]] : i1
func.func @bitwise_not_i1(%a0: tensor<4xi1>) -> tensor<4xi1> {
  %0 = tosa.bitwise_not %a0 : (tensor<4xi1>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// CHECK-LABEL: func.func @logical_and(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: i1, %[[IN_0:.*]]: i1, %{{.*}}: i1):
// CHECK-NEXT:      %[[V2:.*]] = arith.andi %[[IN]], %[[IN_0]] : i1
// CHECK-NEXT:      linalg.yield %[[V2]] : i1
func.func @logical_and(%a0: tensor<4xi1>, %a1: tensor<4xi1>) -> tensor<4xi1> {
  %0 = tosa.logical_and %a0, %a1 : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// CHECK-LABEL: func.func @logical_or(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: i1, %[[IN_0:.*]]: i1, %{{.*}}: i1):
// CHECK-NEXT:      %[[V2:.*]] = arith.ori %[[IN]], %[[IN_0]] : i1
// CHECK-NEXT:      linalg.yield %[[V2]] : i1
func.func @logical_or(%a0: tensor<4xi1>, %a1: tensor<4xi1>) -> tensor<4xi1> {
  %0 = tosa.logical_or %a0, %a1 : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// CHECK-LABEL: func.func @logical_xor(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: i1, %[[IN_0:.*]]: i1, %{{.*}}: i1):
// CHECK-NEXT:      %[[V2:.*]] = arith.xori %[[IN]], %[[IN_0]] : i1
// CHECK-NEXT:      linalg.yield %[[V2]] : i1
func.func @logical_xor(%a0: tensor<4xi1>, %a1: tensor<4xi1>) -> tensor<4xi1> {
  %0 = tosa.logical_xor %a0, %a1 : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// CHECK-LABEL: func.func @logical_not(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: i1, %{{.*}}: i1):
// CHECK-NEXT:      %[[TRUE:.*]] = arith.constant true
// CHECK-NEXT:      %[[V2:.*]] = arith.xori %[[IN]], %[[TRUE]] : i1
// CHECK-NEXT:      linalg.yield %[[V2]] : i1
func.func @logical_not(%a0: tensor<4xi1>) -> tensor<4xi1> {
  %0 = tosa.logical_not %a0 : (tensor<4xi1>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// Amounts are unsigned; an amount >= the width (a negative one too) shifts every bit out: 0.
// The shift itself gets a clamped amount, so it is never poison.
// CHECK-LABEL: func.func @logical_left_shift_i8(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: i8, %[[IN_0:.*]]: i8, %{{.*}}: i8):
// CHECK-NEXT:      %[[C7_I8:.*]] = arith.constant 7 : i8
// CHECK-NEXT:      %[[V2:.*]] = arith.cmpi ule, %[[IN_0]], %[[C7_I8]] : i8
// CHECK-NEXT:      %[[V3:.*]] = arith.minui %[[IN_0]], %[[C7_I8]] : i8
// CHECK-NEXT:      %[[V4:.*]] = arith.shli %[[IN]], %[[V3]] : i8
// CHECK-NEXT:      %[[C0_I8:.*]] = arith.constant 0 : i8
// CHECK-NEXT:      %[[V5:.*]] = arith.select %[[V2]], %[[V4]], %[[C0_I8]] : i8
// CHECK-NEXT:      linalg.yield %[[V5]] : i8
func.func @logical_left_shift_i8(%a0: tensor<4xi8>, %a1: tensor<4xi8>) -> tensor<4xi8> {
  %0 = tosa.logical_left_shift %a0, %a1 : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// CHECK-LABEL: func.func @logical_left_shift_i32(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: i32, %[[IN_0:.*]]: i32, %{{.*}}: i32):
// CHECK-NEXT:      %[[C31_I32:.*]] = arith.constant 31 : i32
// CHECK-NEXT:      %[[V2:.*]] = arith.cmpi ule, %[[IN_0]], %[[C31_I32]] : i32
// CHECK-NEXT:      %[[V3:.*]] = arith.minui %[[IN_0]], %[[C31_I32]] : i32
// CHECK-NEXT:      %[[V4:.*]] = arith.shli %[[IN]], %[[V3]] : i32
// CHECK-NEXT:      %[[C0_I32:.*]] = arith.constant 0 : i32
// CHECK-NEXT:      %[[V5:.*]] = arith.select %[[V2]], %[[V4]], %[[C0_I32]] : i32
// CHECK-NEXT:      linalg.yield %[[V5]] : i32
func.func @logical_left_shift_i32(%a0: tensor<4xi32>, %a1: tensor<4xi32>) -> tensor<4xi32> {
  %0 = tosa.logical_left_shift %a0, %a1 : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// Shifts in zeros.
// CHECK-LABEL: func.func @logical_right_shift_i16(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: i16, %[[IN_0:.*]]: i16, %{{.*}}: i16):
// CHECK-NEXT:      %[[C15_I16:.*]] = arith.constant 15 : i16
// CHECK-NEXT:      %[[V2:.*]] = arith.cmpi ule, %[[IN_0]], %[[C15_I16]] : i16
// CHECK-NEXT:      %[[V3:.*]] = arith.minui %[[IN_0]], %[[C15_I16]] : i16
// CHECK-NEXT:      %[[V4:.*]] = arith.shrui %[[IN]], %[[V3]] : i16
// CHECK-NEXT:      %[[C0_I16:.*]] = arith.constant 0 : i16
// CHECK-NEXT:      %[[V5:.*]] = arith.select %[[V2]], %[[V4]], %[[C0_I16]] : i16
// CHECK-NEXT:      linalg.yield %[[V5]] : i16
func.func @logical_right_shift_i16(%a0: tensor<4xi16>, %a1: tensor<4xi16>) -> tensor<4xi16> {
  %0 = tosa.logical_right_shift %a0, %a1 : (tensor<4xi16>, tensor<4xi16>) -> tensor<4xi16>
  return %0 : tensor<4xi16>
}

// -----

// CHECK-LABEL: func.func @logical_right_shift_i64(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: i64, %[[IN_0:.*]]: i64, %{{.*}}: i64):
// CHECK-NEXT:      %[[C63_I64:.*]] = arith.constant 63 : i64
// CHECK-NEXT:      %[[V2:.*]] = arith.cmpi ule, %[[IN_0]], %[[C63_I64]] : i64
// CHECK-NEXT:      %[[V3:.*]] = arith.minui %[[IN_0]], %[[C63_I64]] : i64
// CHECK-NEXT:      %[[V4:.*]] = arith.shrui %[[IN]], %[[V3]] : i64
// CHECK-NEXT:      %[[C0_I64:.*]] = arith.constant 0 : i64
// CHECK-NEXT:      %[[V5:.*]] = arith.select %[[V2]], %[[V4]], %[[C0_I64]] : i64
// CHECK-NEXT:      linalg.yield %[[V5]] : i64
func.func @logical_right_shift_i64(%a0: tensor<4xi64>, %a1: tensor<4xi64>) -> tensor<4xi64> {
  %0 = tosa.logical_right_shift %a0, %a1 : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

// floor(a / 2^b): an amount >= the width shifts by width - 1, the sign fill.
// CHECK-LABEL: func.func @arithmetic_right_shift_i32(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: i32, %[[IN_0:.*]]: i32, %{{.*}}: i32):
// CHECK-NEXT:      %[[C31_I32:.*]] = arith.constant 31 : i32
// CHECK-NEXT:      %[[V2:.*]] = arith.cmpi ule, %[[IN_0]], %[[C31_I32]] : i32
// CHECK-NEXT:      %[[V3:.*]] = arith.minui %[[IN_0]], %[[C31_I32]] : i32
// CHECK-NEXT:      %[[V4:.*]] = arith.shrsi %[[IN]], %[[V3]] : i32
// CHECK-NEXT:      linalg.yield %[[V4]] : i32
func.func @arithmetic_right_shift_i32(%a0: tensor<4xi32>, %a1: tensor<4xi32>) -> tensor<4xi32> {
  %0 = tosa.arithmetic_right_shift %a0, %a1 {round = false} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// round: (a >> b) + ((a >> (b - 1)) & 1) for b > 0, i.e. (a + (1 << (b - 1))) >> b without overflow;
// 0 for amounts >= the width.
// CHECK-LABEL: func.func @arithmetic_right_shift_i8_round(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: i8, %[[IN_0:.*]]: i8, %{{.*}}: i8):
// CHECK-NEXT:      %[[C7_I8:.*]] = arith.constant 7 : i8
// CHECK-NEXT:      %[[V2:.*]] = arith.cmpi ule, %[[IN_0]], %[[C7_I8]] : i8
// CHECK-NEXT:      %[[V3:.*]] = arith.minui %[[IN_0]], %[[C7_I8]] : i8
// CHECK-NEXT:      %[[V4:.*]] = arith.shrsi %[[IN]], %[[V3]] : i8
// CHECK-NEXT:      %[[C1_I8:.*]] = arith.constant 1 : i8
// CHECK-NEXT:      %[[V5:.*]] = arith.subi %[[V3]], %[[C1_I8]] : i8
// CHECK-NEXT:      %[[C0_I8:.*]] = arith.constant 0 : i8
// CHECK-NEXT:      %[[V6:.*]] = arith.maxsi %[[V5]], %[[C0_I8]] : i8
// CHECK-NEXT:      %[[V7:.*]] = arith.shrsi %[[IN]], %[[V6]] : i8
// CHECK-NEXT:      %[[V8:.*]] = arith.cmpi sgt, %[[IN_0]], %[[C0_I8]] : i8
// CHECK-NEXT:      %[[V9:.*]] = arith.andi %[[V7]], %[[C1_I8]] : i8
// CHECK-NEXT:      %[[V10:.*]] = arith.select %[[V8]], %[[V9]], %[[C0_I8]] : i8
// CHECK-NEXT:      %[[V11:.*]] = arith.addi %[[V4]], %[[V10]] : i8
// CHECK-NEXT:      %[[V12:.*]] = arith.select %[[V2]], %[[V11]], %[[C0_I8]] : i8
// CHECK-NEXT:      linalg.yield %[[V12]] : i8
func.func @arithmetic_right_shift_i8_round(%a0: tensor<4xi8>, %a1: tensor<4xi8>) -> tensor<4xi8> {
  %0 = tosa.arithmetic_right_shift %a0, %a1 {round = true} : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// clz(0) = the width (math.ctlz).
// CHECK-LABEL: func.func @clz_i32(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: i32, %{{.*}}: i32):
// CHECK-NEXT:      %[[V2:.*]] = math.ctlz %[[IN]] : i32
// CHECK-NEXT:      linalg.yield %[[V2]] : i32
func.func @clz_i32(%a0: tensor<4xi32>) -> tensor<4xi32> {
  %0 = tosa.clz %a0 : (tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// CHECK-LABEL: func.func @clz_i8(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: i8, %{{.*}}: i8):
// CHECK-NEXT:      %[[V2:.*]] = math.ctlz %[[IN]] : i8
// CHECK-NEXT:      linalg.yield %[[V2]] : i8
func.func @clz_i8(%a0: tensor<4xi8>) -> tensor<4xi8> {
  %0 = tosa.clz %a0 : (tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}
