
// i64 operands with a shift compute in i128.
// CHECK-LABEL: func.func @mul_i64_shift(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: i64, %[[IN_0:.*]]: i64, %{{.*}}: i64):
// CHECK-NEXT:      %[[V3:.*]] = arith.extsi %[[IN]] : i64 to i128
// CHECK-NEXT:      %[[V4:.*]] = arith.extsi %[[IN_0]] : i64 to i128
// CHECK-NEXT:      %[[V5:.*]] = ar