
// CHECK-LABEL: func.func @test_abs_1d_dynamic(
// CHECK-SAME:    %[[A:.*]]: tensor<?xf32>)
// CHECK:         %[[D:.*]] = tensor.dim %[[A]], %{{.*}} : tensor<?xi32>
// CHECK:         %[[INIT:.*]] = tensor.empty(%[[D]]) : tensor<?xf32>
// CHECK:         linalg.generic {{.*}} ins(%[[A]] : tensor<?xf32>) outs(%[[INIT]] : tensor<?xf32>)
// CHECK:           math.absf
// LLVM-LABEL: llvm.func @test_abs_1d_dynamic(
func.func @test_abs_1d_dynamic(%arg0: tensor<?xf32>) -> tensor<?xf32> {
  %0 = tosa.abs %arg0 : (tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
