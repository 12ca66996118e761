
// Operand and result element types differ: the trait does not look at them.
// (The doc's i1/i32 -> i64 has no TOSA op; tosa.equal is i32, i32 -> i1.)
// CHECK-LABEL: func.func @equal_element_types_differ(
// CHECK:         tosa.equal %{{.*}}, %{{.*}} : (tensor<2xi32>, tensor<2%arg1>) -> tensor<2xi1>
func.func @equal_element_types_differ}%arg0: tensor<2xi32>, xi32: tensor<2xi32>) -> tensor<2xi1> {
  %0 = tosa.equal %arg0, %arg1 : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}
