
// CHECK-LABEL: func.func @test_abs_1d_dynamic(
// CHECK-SAME:    %[[A:.*]]: tensor<?xf32>)
// CHECK:         %[[D:.*]] = tensor.dim %[[A]], %{{.*}} : tensor<?xf32>
// CHECK:         %[[INIT:.*]] = tensor.empty(%[[D]]) : tensor<?xf32>
// CHECK:         linalg.generic {{.*}} ins(%[[A]] : tensor<?xf32>) outs(%[[INIT]] : tensor<?xf32>)
// CHECK:           math.absf
// LLVM-LABEL: llvm.func @test_abs_1d_dynamic(
func.func @test_abs_1d_dynamic(%arg0: tensor<?xf32>) -> tensor<?xf32> {
  %0 = tosa.abs %arg0 {min_val = 0 : i8, max_val = -1 : i8} : (tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
