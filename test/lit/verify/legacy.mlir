// --allow-legacy-tosa upgrades old spellings to MLIR 22's while reading, so valid old IR passes
// --tosabcast-verify and the output parses in stock mlir-opt.

// RUN: tosabcast-opt %s --allow-legacy-tosa --split-input-file --tosabcast-verify | FileCheck %s
// RUN: tosabcast-opt %s --allow-legacy-tosa --split-input-file --tosabcast-verify | %mlir-opt --split-input-file | FileCheck %s

// tosa.div is now tosa.intdiv.
// CHECK-LABEL: func.func @div_to_intdiv(
// CHECK:         tosa.intdiv %{{.*}}, %{{.*}} : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
func.func @div_to_intdiv(%a: tensor<3xi32>, %b: tensor<3xi32>) -> tensor<3xi32> {
  %0 = "tosa.div"(%a, %b) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
  return %0 : tensor<3xi32>
}

// -----

// tosa.mul's shift attribute becomes a tensor<1xi8> constant operand.
// CHECK-LABEL: func.func @mul_shift_attribute(
// CHECK:         %[[SHIFT:.*]] = "tosa.const"() <{values = dense<2> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK:         tosa.mul %{{.*}}, %{{.*}}, %[[SHIFT]] : (tensor<3xi32>, tensor<3xi32>, tensor<1xi8>) -> tensor<3xi32>
func.func @mul_shift_attribute(%a: tensor<3xi32>, %b: tensor<3xi32>) -> tensor<3xi32> {
  %0 = "tosa.mul"(%a, %b) {shift = 2 : i8} : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
  return %0 : tensor<3xi32>
}

// -----

// tosa.negate without zero points gets zero constants of its element type.
// CHECK-LABEL: func.func @negate_no_zero_points(
// CHECK:         %[[IN_ZP:.*]] = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
// CHECK:         %[[OUT_ZP:.*]] = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
// CHECK:         tosa.negate %{{.*}}, %[[IN_ZP]], %[[OUT_ZP]] : (tensor<2x3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x3xf32>
func.func @negate_no_zero_points(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "tosa.negate"(%a) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// Zero points given as the old attributes become the constants.
// CHECK-LABEL: func.func @negate_zero_point_attributes(
// CHECK:         %[[IN_ZP:.*]] = "tosa.const"() <{values = dense<-128> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK:         %[[OUT_ZP:.*]] = "tosa.const"() <{values = dense<5> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK:         tosa.negate %{{.*}}, %[[IN_ZP]], %[[OUT_ZP]] : (tensor<4xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
func.func @negate_zero_point_attributes(%a: tensor<4xi8>) -> tensor<4xi8> {
  %0 = "tosa.negate"(%a) {input1_zp = -128 : i32, output_zp = 5 : i32} : (tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// tosa.clamp's min_fp/max_fp/min_int/max_int become min_val/max_val of the element type.
// CHECK-LABEL: func.func @clamp_old_bounds(
// CHECK:         tosa.clamp %{{.*}} {max_val = 6.000000e+00 : f32, min_val = 0.000000e+00 : f32} : (tensor<4xf32>) -> tensor<4xf32>
// CHECK:         tosa.clamp %{{.*}} {max_val = 127 : i8, min_val = -3 : i8} : (tensor<4xi8>) -> tensor<4xi8>
func.func @clamp_old_bounds(%a: tensor<4xf32>, %b: tensor<4xi8>) -> (tensor<4xf32>, tensor<4xi8>) {
  %0 = "tosa.clamp"(%a) {min_fp = 0.0 : f32, max_fp = 6.0 : f32, min_int = 0 : i64, max_int = 6 : i64} : (tensor<4xf32>) -> tensor<4xf32>
  %1 = "tosa.clamp"(%b) {min_fp = 0.0 : f32, max_fp = 0.0 : f32, min_int = -3 : i64, max_int = 127 : i64} : (tensor<4xi8>) -> tensor<4xi8>
  return %0, %1 : tensor<4xf32>, tensor<4xi8>
}

// -----

// A string nan_mode becomes the enum attribute (MLIR 22's parser would silently drop the string).
// CHECK-LABEL: func.func @minimum_nan_mode_string(
// CHECK:         tosa.minimum %{{.*}}, %{{.*}} {nan_mode = IGNORE} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
// CHECK:         tosa.clamp %{{.*}} {max_val = 1.000000e+00 : f32, min_val = 0.000000e+00 : f32, nan_mode = IGNORE} : (tensor<3xf32>) -> tensor<3xf32>
func.func @minimum_nan_mode_string(%a: tensor<3xf32>, %b: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>) {
  %0 = tosa.minimum %a, %b {nan_mode = "IGNORE"} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  %1 = "tosa.clamp"(%a) {min_fp = 0.0 : f32, max_fp = 1.0 : f32, min_int = 0 : i64, max_int = 1 : i64, nan_mode = "IGNORE"} : (tensor<3xf32>) -> tensor<3xf32>
  return %0, %1 : tensor<3xf32>, tensor<3xf32>
}
