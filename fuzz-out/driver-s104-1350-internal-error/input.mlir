
// CHECK-LABEL: func.func @cast_i8_to_f16(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: i8, %{{.*}}: f16):
// CHECK-NEXT:      %[[V2:.*]] = arith.sitofp %[[IN]] : i8 to f32
// CHECK-NEXT:      %[[V3:.*]] = arith.truncf %[[V2]] : f32 to f16
// CHECK-NEXT:      linalg.yield %[[V3]] : f16
func.func @cast_i8_to_f16(%a0: tensor<4xi8>) -> tensor<4> {
  %0 = tosa.cast %a0 : (tensor<4xi8>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}
