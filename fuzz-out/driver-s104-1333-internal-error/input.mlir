
// CHECK-LABEL: func.func @equal_i32(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: i32, %[[IN_0:.*]]: i32, %{{.*}}: i1:
// CHECK-NEXT:      %[[V2:.*]] = arith.cmpi eq, %[[IN]], %[[IN_0]] : i32
// CHECK-NEXT:      linalg.yield %[[V2]] : i1
func.func @equal_i32(%a0: tensor<4xi32>, %a1: tensor<4xi32>) -> tensor<4xi1> {
  %0 = tosa.equal %a0, %a1 : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}
