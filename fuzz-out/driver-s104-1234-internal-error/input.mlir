
// CHECK-LABEL: func.func @cast_f16_to_i32(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: f16, %{{.*}}: i32):
// CHECK-NEXT:      %[[V2:.*]] = arith.extf %[[IN]] : f16 to f32
// CHECK-NEXT:      %[[V3:.*]] = math.roundeven %[[V2]] : f32
// CHECK-NEXT:      %[[CST:.*]] = arith.constant 2.14748365E+9 : f32
// CHECK-NEXT:      %[[V4:.*]] = arith.cmpf olt, %[[V3]], %[[CST]] : f32
// CHECK-NEXT:      %[[CST_0:.*]] = arith.constant -2.14748365E+9 : f32
// CHECK-NEXT:      %[[V5:.*]] = arith.cmpf ogt, %[[V3]], %[[CST_0]] : f32
// CHECK-NEXT:      %[[V6:.*]] = arith.andi %[[V4]], %[[V5]] : i1
// CHECK-NEXT:      %[[CST_1:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:      %[[V7:.*]] = arith.select %[[V6]], %[[V3]], %[[CST_1]] : f32
// CHECK-NEXT:      %[[V8:.*]] = arith.fptosi %[[V7]] : f32 to i32
// CHECK-NEXT:      %[[V9:.*]] = arith.cmpf ogt, %[[V3]], %[[CST_1]] : f32
// CHECK-NEXT:      %[[C2147483647_I32:.*]] = arith.constant 2147483647 : i32
// CHECK-NEXT:      %[[CM2147483648_I32:.*]] = arith.constant -2147483648 : i32
// CHECK-NEXT:      %[[V10:.*]] = arith.select %[[V9]], %[[C2147483647_I32]], %[[CM2147483648_I32]] : i32
// CHECK-NEXT:      %[[V11:.*]] = arith.select %[[V6]], %[[V8]], %[[V10]] : i32
// CHECK-NEXT:      linalg.yield %[[V11]] : i32
func.func @cast_f16_to_i32(%a0: tensor<4xf16>) -> tensor<4xi32> {
  %0 = tosa.cast %a0 : (tensor<4xf16>) -> tensor<4xi32>
  return %0 : te