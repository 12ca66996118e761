
// CHECK-LABEL: func.func @test_add_1d_all_dynamic(
// CHECK-SAME:    %[[A:.*]]: tensor<?xf32>, %[[B:.*]]: tensor<?xf32>)
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG:     %[[M:.*]] = tensor.dim %[[A]], %[[C0]]
// CHECK-DAG:     %[[N:.*]] = tensor.dim %[[B]], %[[C0]]
// CHECK:         %[[M_IS_1:.*]] = arith.cmpi eq, %[[M]], %[[C1]] : index
// CHECK:         %[[D:.*]] = arith.select %[[M_IS_1]], %[[N]], %[[M]] : index
// CHECK:         tensor.empty(%[[D]]) : tensor<?xf32>
// CHECK:         %[[N_IS_1:.*]] = arith.cmpi eq, %[[N]], %[[C1]] : index
// CHECK:         linalg.generic
// CHECK:           %[[I:.*]] = linalg.index 0 : index
// CHECK:           %[[AI:.*]] = arith.select %[[M_IS_1]], %[[C0]], %[[I]] : index
// CHECK:           tensor.extract %[[A]][%[[AI]]]
// CHECK:           %[[BI:.*]] = arith.select %[[N_IS_1]], %[[C0]], %[[I]] : index
// CHECK:           tensor.extract %[[B]][%[[BI]]]
// LLVM-LABEL: llvm.func @test_add_1d_all_dynamic(
func.func @test_add_1d_all_dynamic(%arg0: tensor<3xf32>, %arg1: tensor<?xf32>) -> tensor<?xf32> {
  %0 = tosa.add %arg0, %arg1 : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
