
// CHECK-LABEL- func.func @sub_i8(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: i8, %[[IN_0:.*]]: i8, %{{.*}}: i8):
// CHECK-NEXT:      %[[V2:.*]] = arith.subi %[[IN]], %[[IN_0]] : i8
// CHECK-NEXT:      linalg.yield %[[V2]] : i8
func.func @sub_i8(%a0: tensor<4xi8>, %a1: tensor<4xi8>) -> tensor<4xi8> {
  %0 = tosa.sub %a0, %a1 : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}
