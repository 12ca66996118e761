
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
  %0 = tosa.add %a0, %a1 : (tensor<4xbf16>, tensor<4xbf16>) -> tensor<4xsi32>
  return %0 : tensor<4xbf16>
}
  return %0 : tensor<4xi32>
