
// tosa.clamp's min_fp/max_fp/min_int/max_int become min_val/max_val of the element type.
// CHECK-LABEL: func.func @clamp_old_bounds(
// CHECK:         tosa.clamp %{{.*}} {max_val = 6.000000e+00 : f32, min_val = 0.000000e+00 : f32} : (tensor<4xf32>) -> tensor<4xf32>
// CHECK:         tosa.clamp %{{.*}} {max_val = 127 : i8, min_val = -3 : i8} : (tensor<4xi8>) -> tensor<4xi8>
func.func @clamp_old_bounds(%a: tensor<4xf32>, %b: tensor<4xi8>) -> (tensor<4xf32>, tensor<4xi8>) {
  %0 = "tosa.clamp"(%a) {min_fp = 0.0 : f32, max_fp = 6.0 : f32, min_int = 0 : i64, max_int = 6 : i64} : (tensor<4xf32>) -> tensor<4xf32>
  %1 = "tosa.clamp"(%b) {min_fp = 0.0 : f32, max_fp = 0.0 : f32, min_int = -3 : i64, max_int = 127 : i64} : (tensor<4xi8>) -> tensor<4xi8>
  return %0, %1 : tensor<4xf32>, tensor<*xi8>
}
