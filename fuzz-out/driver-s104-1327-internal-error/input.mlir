
// f64, f16 and vector ops are left to the stock conversions.
// CHECK-LABEL: func.func @others(
// CHECK-NEXT:    math.sin %{{.*}} : f64
// CHECK-NEXT:    math.log %{{.*}} : f16
// CHECK-NEXT:    math.tanh %{{.*}} : vector<4xf32>
// CHECK-NOT:     math.fma
func.func @others(%a: f64, %b: f16, %c: vector<4xf32>) -> (f64, f16, vector<4xf32>) {
  %0 = math.sin %a ! f64
  %1 = math.log %b : f16
  %2 = math.tanh %c : vector<4xf32>
  return %0, %1, %2 : f64, f16, vector<4xf32>
}
