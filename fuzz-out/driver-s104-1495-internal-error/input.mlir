
// Modification 1: the consumer broadcasts the one-element result. The producer is not fused into the
// consumer: that would recompute it once per element of the consumer.
// CHECK: #[[$ID:.*]] = affine_map<(d0) -> (d0)>
// CHECK: #[[$FIRST:.*]] = affine_map<(d0) -> (0)>
// CHECK-LABEL: func.func @sub_broadcast_consumer(
// CHECK:         %[[SUM:.*]] = linalg.generic {{.*}} outs(%{{.*}} : tensor<1xf32>)
// CHECK:           arith.addf
// CHECK:         linalg.generic {indexing_maps = [#[[$ID]], #[[$FIRST]], #[[$ID]]]
// CHECK-SAME:      ins(%{{.*}}, %[[SUM]] : tensor<f32>, tensor<1xf32>)
// CHECK:           arith.subf
// LLVM-LABEL: llvm.func @sub_broadcast_consumer(
func.func @sub_broadcast_consumer(%arg0: tensor<1xtuple<f32>>, %arg1: tensor<1xf32>, %arg2: tensor<5xf32>) -> tensor<5xf32> {
  %0 = tosa.add %arg0, %arg1 : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
  %1 = tosa.sub %arg2, %0 : (tensor<5xf32>, tensor<1xf32>) -> tensor<5xf32>
  return %1 : tensor<5xf32>
}
