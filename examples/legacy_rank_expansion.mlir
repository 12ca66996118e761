// Pre-MLIR-22 TOSA with rank-mismatched operands (the RFC's test_add_2d_different_ranks, with a
// dynamic batch). MLIR 22 rejects it at parse time; run it with --allow-legacy-tosa:
//   python -m tosabcast.run examples/legacy_rank_expansion.mlir --allow-legacy-tosa --check
func.func @main(%bias: tensor<3x4xf32>, %x: tensor<?x3x4xf32>) -> tensor<?x3x4xf32> {
  %0 = "tosa.add"(%bias, %x) : (tensor<3x4xf32>, tensor<?x3x4xf32>) -> tensor<?x3x4xf32>
  return %0 : tensor<?x3x4xf32>
}
