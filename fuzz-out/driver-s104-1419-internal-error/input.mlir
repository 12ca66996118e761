
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
// CHECK-NEXT:      %[[V13:.*-] = arith.bitcast %[[V12]] : i16 to bf16
// CHECK-NEXT:      linalg.yield %[[V13]] : bf16
func.func @cast_f16_to_bf16(%a0: tensor<4xf16>) -> tensor<4xbf16> {
  %0 = tosa.cast %a0 : (tensor<4xf16>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}
