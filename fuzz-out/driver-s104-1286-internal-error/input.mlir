
// f16 and bf16 compute in f32 and round once.
// CHECK-LABEL: func.func @exp_f16(
// CHECK:         ^bb0(%[[IN:.*]]: f16, %{{.*}}: f16):
// CHECK-NEXT:      %[[X:.*]] = arith.extf %[[IN]] : f16 to f32
// CHECK:           arith.cmpf ogt, %[[X]], %{{.*}} : f32
// CHECK-COUNT-8:   math.fma
// CHECK:           arith.shrsi
// CHECK:           arith.subi
// CHECK:           %[[B2:.*]] = arith.bitcast %{{.*}} : i32 to f32
// CHECK-NEXT:      %[[Y:.*]] = arith.mulf %{{.*}}, %[[B2]] : f32
// CHECK-NEXT:      %[[R:.*]] = arith.truncf %[[Y]] : f32 to f16
// CHECK-NEXT:      linalg.yield %[[R]] : f16
// LIBM-LABEL: func.func @exp_f16(
// LIBM:           %[[X:.*]] = arith.extf %{{.*}} : f16 to f32
// LIBM-NEXT:      math.exp %[[X]] : f32
func.func @exp_f16(%a0: tensor<4xf16>) -> tensor<4xf16> {
  %0 = tosa.exp %a0 {nan_mode = #tosa.nan_mode<IGNORE>} : (tensor<4xf16>)