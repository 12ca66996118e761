// A dense layer's element-wise tail on a batch of any size: scale and shift per feature, a
// leaky ReLU (compare + select), then a residual maximum. Four dynamic ops, one loop nest.
func.func @main(%x: tensor<?x?xf32>, %scale: tensor<1x?xf32>, %shift: tensor<1x?xf32>) -> tensor<?x?xf32> {
  %s = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %slope = "tosa.const"() <{values = dense<0.01> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
  %zero = "tosa.const"() <{values = dense<0.0> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
  %scaled = tosa.mul %x, %scale, %s : (tensor<?x?xf32>, tensor<1x?xf32>, tensor<1xi8>) -> tensor<?x?xf32>
  %y = tosa.add %scaled, %shift : (tensor<?x?xf32>, tensor<1x?xf32>) -> tensor<?x?xf32>
  %positive = tosa.greater %y, %zero : (tensor<?x?xf32>, tensor<1x1xf32>) -> tensor<?x?xi1>
  %leak = tosa.mul %y, %slope, %s : (tensor<?x?xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x?xf32>
  %act = tosa.select %positive, %y, %leak : (tensor<?x?xi1>, tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %out = tosa.maximum %act, %x {nan_mode = #tosa.nan_mode<PROPAGATE>} : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  return %out : tensor<?x?xf32>
}
