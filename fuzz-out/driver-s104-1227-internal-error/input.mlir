
// CHECK-LABEL: func.func @maximum_f16(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: f16, %[[IN_0:.*]]: f16, %{{.*}}: f16):
// CHECK-NEXT:      %[[V2:.*]] = arith.extf %[[IN]] : f16 to f32
// CHECK-NEXT:      %[[V3:.*]] = arith.extf %[[IN_0]] : f16 to f32
// CHECK-NEXT:      %[[V4:.*]] = arith.cmpf uno, %[[V2]], %[[V2]] : f32
// CHECK-NEXT:      %[[V5:.*]] = arith.cmpf oge, %[[V2]], %[[V3]] : f32
// CHECK-NEXT:      %[[V6:.*]] = arith.ori %[[V5]], %[[V4]] : i1
// CHECK-NEXT:      %[[V7:.*]] = arith.select %[[V6]], %[[V2]], %[[V3]] : f32
// CHECK-NEXT:      %[[V8:.*]] = arith.truncf %[[V7]] : f32 to f16
// CHECK-NEXT:      linalg.yield %[[V8]] : f16
func.func @maximum_f16(%a0: tensor<4xf16>, %a1: tensor<4x?xf16>) -> tensor<4xf16> {
  %0 = tosa.maximum %a0, %a1 : (tensor<4xf16>, tensor<4xf16>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}
