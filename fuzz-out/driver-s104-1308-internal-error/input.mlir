
func.func @unknown_op() {
  // CHECK: split-input-file.mlir:[[@LINE+1]]:3: error: custom op 'tosa.nope' is unknown
  tosa.nope
  %0 = tosa.minimum %a0, %a1 : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  return
}
// WHOLE-NOT: tosa.nope
