
// A comparison feeding a select: the i1 intermediate never becomes a tensor.
// CHECK-LABEL: func.func @select_of_compare(
// CHECK:         linalg.generic
// CHECK:           %[[X:.*]] = tensor.extract
// CHECK:           %[[Y:.*]] = tensor.extract
// CHECK:           %[[GT:.*]] = arith.cmpi sgt, %[[X]], %[[Y]] : i32
// CHECK:           arith.select %[[GT]], %[[X]], %[[Y]] : i32
// CHECK-NOT:     tensor<?xi1>
// NOFUSE-LABEL: func.func @select_of_compare(
// NOFUSE:         linalg.generic
// NOFUSE:         } -> tensor<?xvector<4xf32>>
// NOFUSE:         linalg.generic
// LLVM-LABEL: llvm.func @select_of_compare(
func.func @select_of_compare(%a: tensor<?xi32>, %b: tensor<?xi32>) -> tensor<?xi32> {
  %0 = tosa.greater %a, %b : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi1>
  %1 = tosa.select %0, %a, %b : (tensor<?xi1>, tensor<?xi32>, tensor<?xi32>) -> tensor<?xi32>
  return %1 : tensor<?xi32>
}
