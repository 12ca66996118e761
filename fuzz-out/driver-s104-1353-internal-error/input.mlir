
// CHECK-LABEL: func.func @tanh_f16(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: f16, %{{.*}}: f16