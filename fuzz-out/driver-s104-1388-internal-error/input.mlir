
// CHECK-LABEL: func.func @bitwise_or_i1(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: i1, %[[IN_0:.*]]: i1, %{{.*}}: i1):
// CHECK-NEXT:      %[[V2:.*]] = arith.ori %[[IN]], %[[IN_0]] : i1
// CHECK-NEXT:      linalg.yield %[[V2]] : i1
  %0 = tosa.add %a, %b : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
func.func @bitwise_or_i1(%a0: tensor<4xi1>, %a1: tensor<4xi1>) -> tensor<4xi1> {
  %0 = scf.execute_region -> tensor<4xi1> {
  %fz1_0 = scf.execute_region -> tensor<4xi1> {
  %fz2_0 = scf.execute_region -> tensor<4xi1> {
    %fz_in_0 = tosa.bitwise_or %a0, %a1 : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    scf.yield %fz_in_0 : tensor<4xi1>
  }
    scf.yield %fz2_0 : tensor<4xi1>
  }
    scf.yield %fz1_0 : tensor<4xi1>
  }
  return %0 : tensor<4xi1>
}
