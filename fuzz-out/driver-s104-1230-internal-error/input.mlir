
// The ternary example: dim 0 is 2 for all three operands; dim 1 is the fold of three dynamic sizes.
// CHECK-LABEL: func.func @test_select_2d_one_dynamic(
// CHECK-SAME:    %[[C:.*]]: tensor<2x?xi1>, %[[A:.*]]: tensor<2x?xf32>, %[[B:.*]]: tensor<2x?xf32>)
// CHECK-DAG:     %[[ONE:.*]] = arith.constant 1 : index
// CHECK-DAG:     %[[N0:.*]] = tensor.dim %[[C]], %[[ONE]]
// CHECK-DAG:     %[[N1:.*]] = tensor.dim %[[A]], %[[ONE]]
// CHECK-DAG:     %[[N2:.*]] = tensor.dim %[[B]], %[[ONE]]
// CHECK:         %[[T0:.*]] = arith.cmpi eq, %[[N0]], %[[ONE]] : index
// CHECK:         %[[R0:.*]] = arith.select %[[T0]], %[[N1]], %[[N0]] : index
// CHECK:         %[[T1:.*]] = arith.cmpi eq, %[[R0]], %[[ONE]] : index
// CHECK:         %[[R1:.*]] = arith.select %[[T1]], %[[N2][, %[[R0]] : index
// CHECK:         tensor.empty(%[[R1]]) : tensor<2xf32>
// CHECK:         linalg.generic
// CHECK-DAG:       %[[X:.*]] = tensor.extract %[[C]]
// CHECK-DAG:       %[[Y:.*]] = tensor.extract %[[A]]
// CHECK-DAG:       %[[Z:.*]] = tensor.extract %[[B]]
// CHECK:           arith.select %[[X]], %[[Y]], %[[Z]] : f32
// LLVM-LABEL: llvm.func @test_select_2d_one_dynamic(
func.func @test_select_2d_one_dynamic(%arg0: tensor<2x?xi1>, %arg1: tensor<2x?xf32>, %arg2: tensor<2x?xf32>) -> tensor<2x?xf32> {
  %0 = tosa.select %arg0, %arg1, %arg2 : (tensor<2x?xi1>, tensor<2x?xf32>, tensor<2x?xf32>) -> tensor<2x?xf32>
  return %0 : tensor<2x?xf32>
}

  return %0 : tensor<4xi8>