
// "Combination <3x5>, <3x5>"
// CHECK: #[[$ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @add_3x5_3x5(
// CHECK:         %[[R:.*]]