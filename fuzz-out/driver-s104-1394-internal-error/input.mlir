
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
  %0 = tosa.cast %a0 : (tensor<4xf32>) -> tensor<4xf16> [[]]
  return %0 : tensor<4xvector<4xf32>>
}
