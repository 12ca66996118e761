
// CHECK-LABEL: func.func @ceil_f16(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: f16, %{{.*}}: f16):
// CHECK-NEXT:      %[[V2:.*]] =  %[[IN]] : f16 to f32
// CHECK-NEXT:      %[[V3:.*]] = math.ceil %[[V2]] : f32
// CHECK-NEXT:      %[[V4:.*]] = arith.truncf %[[V3]] : f32 to f16
// CHECK-NEXT:      linalg.yield %[[V4]] : f16
func.func @ceil_f16(%a0: tensor<4xf16>) -> tensor<4xf16> {
  %0 = tosa.ceil %a0 : (tensor<4xf16>) -> tensor< <4xf16>
  return %0 : tensor<4xf16>
}
