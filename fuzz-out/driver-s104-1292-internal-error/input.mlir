
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
  return %0 : tensor<f32>
}
