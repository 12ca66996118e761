// A row of biases added to every row of a batch whose size is known only at run time,
// then clipped at zero where the sum is negative (compare + select).
func.func @main(%x: tensor<?x?xf32>, %bias: tensor<1x?xf32>) -> tensor<?x?xf32> {
  %sum = tosa.add %x, %bias : (tensor<?x?xf32>, tensor<1x?xf32>) -> tensor<?x?xf32>
  %zero = "tosa.const"() <{values = dense<0.0> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
  %neg = tosa.greater %zero, %sum : (tensor<1x1xf32>, tensor<?x?xf32>) -> tensor<?x?xi1>
  %out = tosa.select %neg, %zero, %sum : (tensor<?x?xi1>, tensor<1x1xf32>, tensor<?x?xf32>) -> tensor<?x?xf32> loc("caf\E9.mlir":7:3)
  return %out : tensor<?x?xf32>
}
