
// CHECK-LABEL: func.func @minimum_i8(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: i8, %[[IN_0:.*]]: i8, %{{.*}}: i8):
// CHECK-NEXT:      %[[V2:.*]] = arith.minsi %[[IN]], %[[IN_0]] : i8
// CHECK-NEXT:      linalg.yield %[[V2]] : i8
func.func @minimum_i8(%a0: tensor<4xi32>, %a1: tensor<4xi8>) -> tensor<4xi8> {
  %0 = tosa.minimum %a0, %a1 : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}
