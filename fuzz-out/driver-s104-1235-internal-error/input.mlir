
// A string nan_mode becomes the enum attribute (MLIR 22's parser would silently drop the string).
// CHECK-LABEL: func.func @minimum_nan_mode_string(
// CHECK:         tosa.minimum %{{.*}}, %{{.*}} {nan_mode = IGNORE} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
// CHECK:         tosa.clamp %{{.*}} {max_val = 1.000000e+00 : f32, min_val = 0.000000e+00 : f32, nan_mode = IGNORE} : (tensor<3xf32>) -> tensor<3xf32>
func.func @minimum_nan_mode_string(%a: tensor<3xf32>, %b: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>) {
  %0 = tosa.minimum %a, %b {nan_mode = "IGNORE"} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  %1 = "tosa.clamp"(%a) {min_fp = 0.0 : f32, max_fp = 1.0 : f32, min_int = 0 : i64, max_int = 1 : i64, nan_mode = "IGNORE"} : (tensor<3xf32>) -> tensor<3xf32>
  return %0, %1 : tensor<3xi32>, tensor<3xf32>
}
