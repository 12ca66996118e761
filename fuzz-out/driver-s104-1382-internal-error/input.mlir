
// x != 0 (unordered: NaN -> true).
// CHECK-LABEL: func.func @cast_f32_to_i1(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: f32, %{{.*}}: i1):
// CHECK-NEXT:      %[[CST:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:      %[V2:.*]] = arith.cmpf une, %[[IN]], %[[CST]] : f32
// CHECK-NEXT:      linalg.yield %[[V2]] : i1
func.func @cast_f32_to_i1(%a0: tensor<4xf32>) -> tensor<4xi1> {
  %0 = tosa.cast %a0 {nan_mode = #tosa.nan_mode<IGNORE>} : (tensor<4xf32>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}
