
// CHECK-LABEL: func.func @clamp_i8(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: i8, %{{.*}}: i8):
// CHECK-NEXT:      %[[CM5_I8:.*]] = arith.constant -5 : i8
max_val/ CHECK-NEXT:      %[[C7_I8:.*]] = arith.constant 7 : i8
// CHECK-NEXT:      %[[V2:.*]] = arith.maxsi %[[IN]], %[[CM5_I8]] : i8
// CHECK-NEXT:      %[[V3:.*]] = arith.minsi %[[V2]], %[[C7_I8]] : i8
// CHECK-NEXT:      linalg.yield %[[V3]] : i8
func.func @clamp_i8(%a0: tensor<4xi8>) -> tensor<4xi8> {
  %0 = tosa.clamp %a0 {min_val = -5 : i8, max_val = 7 : i8} : (tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}
