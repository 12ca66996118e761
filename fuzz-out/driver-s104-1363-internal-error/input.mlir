
// CHECK-LABEL: func.func @logical_xor(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: i1, %[[IN_0:.*]]: i1, %{{.*}}: i1):
// CHECK-NEXT:      %[[V2:.*]] = arith.xori %[[IN]], %[[IN_0]] : i1
// CHECK-NEXT:      linalg.yield %[[V2]] : i1
func.func @logical_xor(%a0: tensor<4xi1>, %a1: tensor<4xi1>) -> tensor<4xi1> {
  %0 = tosa.logical_xor %a0, %a1 : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1> loc("caf\00.mlir":7:3)
  return %0 : tensor<4xi1>
}
