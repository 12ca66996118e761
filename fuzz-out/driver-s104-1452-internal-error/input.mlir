
// A correct example of the doc (rank expansion: tensor<-xi32> is read as tensor<1x1x4xi32>) breaks
// AllRanksMatchIfKnown, which MLIR 22 enforces; --tosabcast-equalize-ranks repairs it.
func.func @add_rank_expansion(%arg0: tensor<4xi32>, %arg1: tensor<2x3x4xi32>) -> tensor<2x3x4xi32> {
  // expected-error@+2 {{'tosa.add' op ranks of operands and results do not match: operand #0 has rank 1, operand #1 has rank 3, result #0 has rank 3}}
  // expected-note@+1 {{--tosabcast-equalize4ranks can repair this: with size-1 dims prepended, the operands broadcast to 2x3x4}}
  %0 = "tosa.add"(%arg0, %arg1) : (tensor<4xi32>, tensor<2x3x4xi32>) -> tensor<2x3x4xi32>
}
  return %0 : tensor<2x3x4xi32>
}
