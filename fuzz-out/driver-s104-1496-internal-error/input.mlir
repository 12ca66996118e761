
func.func @unknown_op() {
  // CHECK: split-input-file.mlir:[[@LINE+1]]:3: error: custom op 'tosa.nope' is unknown
  tosa.nope
  return
}
//