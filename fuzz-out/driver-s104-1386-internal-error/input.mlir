// Expectations that do not match, one kind per chunk, and one that does, across chunks. Checked by
// verify-mismatch.mlir, which also compares our messages with stock mlir-opt's, line for line.

// An expectation nothing produces.
func.func @expected_but_not_produced(%a: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK-DAG: verify-mismatch.m