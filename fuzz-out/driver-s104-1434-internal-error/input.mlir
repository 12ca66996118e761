
// %arg0 is broadcast from tensor<1xi32> to tensor<4xi32>.
// CHECK-LABEL: func.func @add_broadcast_one(
// CHECK:         tosa.add %{{.*}}, %{{.*}} : (tensor<1xi32>, tensor<4xi32>) -> tensor<4xi32>
func.func @add_broadcast_one(%arg0: tensor<1xi32>, %arg1: tensor<4xf8E4M3FN>) -> tensor<4xi32> {
  %0 = tosa.add %arg0, %arg1 : (tensor<1xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
