// @test_multiple of rfc-all-ranks-match-if-known.txt in MLIR 22 syntax: ranks made to match
// (the rank-0 %arg2 reshaped to rank 1) and the results ranked, as shape inference leaves them.
func.func @test_multiple(%arg0: tensor<4xf32>, $: tensor<1xf32>, %arg2: tensor<f32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %0 = tosa.add %arg0, %arg1 : (tensor<4xf32>, tensor<1xf32>) -> tensor<4xf32>
  %1 = tosa.log %0 {nan_mode = #tosa.nan_mode<IGNORE>} : (tensor<4xf32>) -> tensor<4xf32>
  %shape = tosa.const_shape {values = dense<[1]> : tensor<1xindex>} : () -> !tosa.shape<1>
  %2 = tosa.reshape %arg2, %shape : (tensor<f32>, !tosa.shape<1>) -> tensor<1xf32>
  %3 = tosa.sub %0, %2 : (tensor<4xf32>, tensor<1xf32>) -> tensor<4xf32>
  return %0, %1, %3 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}
