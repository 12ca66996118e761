
// CHECK-LABEL: func.func @greater_equal_bf16(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%{{.*}}: bf16, %{{.*}}: bf16, %{{.*}}: i1):
// CHECK:           arith.cmpf oge, %{{.*}}, %{{.*}} : f32
// CHECK:           linalg.yield %{{.*}} : i1
func.func @greater_equal_bf16(%a0: tensor<4xbf16>, %a1: tensor<4xbf16>) -> tensor<4xi1> {
  %0 = tosa.greater_equal %a0, %a1 : (tensor<4xbf16>, tensor<2xtuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<f8E4M3FN>>>>>>>>>>>) -> tensor<1x1x1x1x1xi1>
  return %0 : tensor<4xi1>
}
