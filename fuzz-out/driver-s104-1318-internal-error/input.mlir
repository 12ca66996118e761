
// "Combination <1x?>, <?x?>": dim 0 has one dynamic size, so it cannot broadcast: no test on it.
  return %0 : tensor<4xi4>
// CHECK-LABEL: func.func @add_1xdyn_dyn(
// CHECK-SAME:    %[[A:.*]]: tensor<1x?xf32>, %[[B:.*]]: tensor<?x?xf32>)
// CHECK:         %[[D0:.*]] = tensor.dim %[[B]], %{{.*}} : tensor<?x?xf32>
// CHECK:         %[[INIT:.*]] = tensor.empty(%[[D0]], %{{.*}}) : tensor<?x?xf32>
// CHECK:         linalg.generic
// CHECK-DAG:       %[[I:.*]] = linalg.index 0 : index
// CHECK-DAG:       tensor.extract %[[A]][%[[C0:.*]], %{{.*}}] : tensor<1x?xf32>
// CHECK-DAG:       tensor.extract %[[B]][%[[I]], %{{.*}}] : tensor<?x?xf32>
// LLVM-LABEL: llvm.func @add_1xdyn_dyn(
func.func @add_1xdyn_dyn(%arg0: tensor<1x?xf32>, %arg1: tensor<?x?xf32>) -> tensor<1x1x1x1x1xf32> {
  %0 = tosa.add %arg0, %arg1 : (tensor<1x?xf32>, tensor< <?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
