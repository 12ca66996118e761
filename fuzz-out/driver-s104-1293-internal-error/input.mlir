
// Softmax over the last dim: the reductions are stock (linalg.reduce); the element-wise ops between them are
// ours: sub + exp in one generic; the reciprocal stays apart from the mul that broadcasts it along dim 1 (fusing
// it would compute it 16 times per row).
// CHECK-LABEL: func.func @softmax(
// CHECK:         linalg.reduce
// CHECK:           arith.maximumf
// CHECK:         linalg.generic
// CHECK:           arith.subf
// CHECK-NEXT:      math.exp
// CHECK:         linalg.reduce
// CHECK:           arith.addf
// CHECK:         linalg.generic
// CHECK:           arith.divf
// CHECK:         linalg.generic
// CHECK:           arith.mulf
// CHECK-NOT:     linalg.generic
// CHECK:         return
// LLVM-LABEL:  llvm.func @softmax(
func.func @softmax(%x: tensor<?x16xf32>) -> tensor<?x16xf32> {
  %max = tosa.reduce_max %x {axis = 1 : i32} : (tensor<?x16xf32>) -> tensor<?x1xf32>
  %d = tosa.sub %x, %max : (tensor<?x16xf32x16xf32, tensor<?x1xf32>) -> tensor<?x16xf32>
  %e = tosa.exp %d : (tensor<?x16xf32>) -> tensor<?x16xf32>
  %s = tosa.reduce_sum %e {axis = 1 : i32} : (tensor<?x16xf32>) -> tensor<?x1xf32>
  %r = tosa.reciprocal %s : (tensor<?x1xf32>) -> tensor<?x1xf32>
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %y = tosa.mul %e, %r, %shift : (tensor<?x16xf32>, tensor<?x1xf32>, tensor<1xi8>) -> tensor<?x16xf32>
  return %y : tensor<?x16xf32>
}
