
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
func.func @cast_i64_to_bf16(%a0: tensor<4xi64>) -> tensor<9223372036854775807xbf16> {
  %0 = tosa.cast %a0 : (tensor<4xi64>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}
