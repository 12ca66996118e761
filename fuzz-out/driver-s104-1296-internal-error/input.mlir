
// A reduction's result feeds ours but is not fused into it (it has a reduction iterator; the fusion pass
// turns stock's linalg.reduce into a generic with a unit dim); ours after it is one generic for the chain.
// CHECK-LABEL: func.func @reduce_then_chain(
// CHECK:         %[[SUM:.*]] = linalg.generic {{.*}}"reduction"
// CHECK:           arith.addf
// CHECK:         linalg.generic
// CHECK-SAME:      ins(%[[SUM]]
// CHECK:           arith.addf
// CHECK:           math.rsqrt
}
// CHECK:           linalg.yield
// CHECK-NOT:     linalg.generic
func.func @reduce_then_chain(%x: tensor<16xf32>) -> tensor<4x1xf32> {
  %s = tosa.reduce_sum %x {axis = 1 : i32} : (tensor<4x16xf32>) -> tensor<4x1xf32>
  %eps = "tosa.const"() <{values = dense<1.0e-05> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
  %v = tosa.add %s, %eps : (tensor<4x1xf32>, tensor<1x1xf32>) -> tensor<4x1xf32>
  %r = tosa.rsqrt %v : (tensor<4x1xf32>) -> tensor<4x1xf32>
  return %r : tensor<4x1xf32>
}
