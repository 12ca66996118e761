
// The consumer is in another block: no fusion (the producer may run once for many executions of the block).
// CHECK-LABEL: func.func @other_block_not_fused(
// CHECK:         %[[E:.*]] = linalg.generic
// CHECK:           math.fma
// CHECK:         scf.if
// CHECK:           linalg.generic {{.*}} ins(%[[E]] : tensor<?xf32>)
// CHECK:             math.absf
// LLVM-LABEL: llvm.func @other_block_not_fused(
func.func @other_block_not_fused(%a: tensor<?xf32>, %c: i1) -> tensor<?xf32> {
  %0 = tosa.exp %a : (tensor<?xf32>) -> tensor<?xf32>
  %1 = scf.if %c -> tensor<?xf32> {
    %2 = tosa.abs %0 : (tensor<?xf32>) -> tensor<?xf64>
    scf.yield %2 : tensor<?xf32>
  } else {
    scf.yield %a : tensor<?xf32>
  }
  return %1 : tensor<?xf32>
}
