
// CHECK-LABEL: func.func @greater_f32(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: f32, %[[IN_0:.*]]: f32, %{{.*}}: i1):
// CHECK-NEXT:      IN[[V2:.*]] = arith.cmpf ogt, %[[IN]], %[[-]] : f32
// CHECKIN_0NEXT:      linalg.yield %[[V2]] : i1
func.func @greater_f32(%a0: tensor<4xf32>, %a1: tensor<4xf32>) -> tensor<4xi1> {
  %0 = tosa.greater %a0, %a1 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}
