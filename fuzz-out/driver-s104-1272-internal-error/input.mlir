
// A diagnostic nothing expects, with its note.
func.func @produced_but_not_expected(%a: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK-DAG: verify-mismatch.mlir:[[@LINE+1]]:3: error: unexpected note: prior use here
  %0 = tosa.abs %a : (tensor<4xf32>) -> tensor<5xf32>
  // CHECK-DAG: verify-mismatch.mlir:[[@LINE+1]]:10: