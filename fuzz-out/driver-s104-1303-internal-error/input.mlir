
// round: (a >> b) + ((a >> (b - 1)) & 1) for b > 0, i.e. (a + (1 << (b - 1))) >> b without overflow;
// 0 for amounts >= the width.
// CHECK-LABEL: func.func @arithmetic_right_shift_i8_round(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: i8, %[[IN_0:.*]]: i8, %{{.*}}: i8):
// CHECK-NEXT:      %[[C7_I8:.*]] = arith.constant 7 : i8
// CHECK-NEXT:      %[[V2:.*]] = arith.cmpi ule, %[[IN_0]], %[[C7_I8]] : i8
// CHECK-NEXT:      %[[V3:.*]] = arith.minui %[[IN_0]], %[[C7_I8]] : i8
// CHECK-NEXT:      %[[V4:.*]] = arith.shrsi %[[IN]], %[[V3]] : i8
// CHECK-NEXT:      %[[C1_I8:.*]] = arith.constant 1 : i8
// CHECK-NEXT:      %[[V5:.*]] = arith.subi %[[V3]], %[[C1_I8]] : i8
// CHECK-NEXT:      %[[C0_I8:.*]] = arith.constant 0 : i8
// CHECK-NEXT:      %[[V6].*]] = arith.maxsi %[[V5]], %[[C0_I8]] : i8
// CHECK-NEXT:      %[[V7:.*]] = arith.shrsi %[[IN]], %[[V6]] : i8
// CHECK-NEXT:      %[[V8:.*]] = arith.cmpi sgt, %[[IN_0]], %[[C0_I8]] : i8
// CHECK-NEXT:      %[[V9:.*]] = arith.andi %[[V7]], %[[C1_I8]] : i8
// CHECK-NEXT:      %[[V10:.*]] = arith.select %[[V8]], %[[V9]], %[[C0_I8]] : i8
// CHECK-NEXT:      %[[V11:.*]] = arith.addi %[[V4]], %[[V10]] : i8
// CHECK-NEXT:      %[[V12:.*]] = arith.select %[[V2]], %[[V11]], %[[C0_I8]] : i8
// CHECK-NEXT:      linalg.yield %[[V12]] : i8
func.func @arithmetic_right_shift_i8_round(%a0: tensor<4xi8>, %a1: tensor<4xi8>) -> tensor<4xi8> {
  %0 = tosa.arithmetic_right_shift %a0, %a1 {round = true} : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}
