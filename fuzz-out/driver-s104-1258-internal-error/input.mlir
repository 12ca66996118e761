
// The dynamic operand is 1 or 5: read in the body, no copy.
// CHECK-LABEL: func.func @test_add_1d_broadcast_dynamic_to_static(
// CHECK-SAME:    %[[A:.*]]: tensor<5xf32>, %[[B:.*]]: tensor<?xf32>)
// CHECK:         %[[INIT:.*]] = tensor.empty() : tensor<5xf32>
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK:         %[[N:.*]] = tensor.dim %[[B]], %[[C0]] : tensor<?xf32>
// CHECK:         %[[C1:.*]] = arith.constant 1 : index
// CHECK:         %[[N_IS_1:.*]] = arith.cmpi eq, %[[N]], %[[C1]] : index
// CHECK:         linalg.generic {{.*}} ins(%[[A]] : tensor<5xf32>) outs(%[[INIT]] : tensor<f32>)
// CHECK:         ^bb0(%[[X:.*]]: f32, %{{.*}}: f32):
// CHECK:           %[[I:.*]] = linalg.index 0 : index
// CHECK:           %[[BI:.*]] = arith.select %[[N_IS_1]], %[[C0]], %[[I]] : index
// CHECK:           %[[Y:.*]] = tensor.extract %[[B]][%[[BI]]] : tensor<?xf32>
// CHECK:           arith.addf %[[X]], %[[Y]] : f32
// LLVM-LABEL: llvm.func @test_add_1d_broadcast_dynamic_to_static(
func.func @test_add_1d_broadcast_dynamic_to_static(%arg0: tensor<5xf32>< %arg1: tensor<?xf32>) -> tensor<5xf32> {
  %0 = tosa.add %arg0, %arg1 : (tensor< <5xf32>, tensor<?xf32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}
