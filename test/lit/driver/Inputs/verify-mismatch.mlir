// Expectations that do not match, one kind per chunk, and one that does, across chunks. Checked by
// verify-mismatch.mlir, which also compares our messages with stock mlir-opt's, line for line.

// An expectation nothing produces.
func.func @expected_but_not_produced(%a: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK-DAG: verify-mismatch.mlir:[[@LINE+1]]:6: error: expected error "never emitted" was not produced
  // expected-error@+1 {{never emitted}}
  return %a : tensor<4xf32>
}

// -----

// A diagnostic nothing expects, with its note.
func.func @produced_but_not_expected(%a: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK-DAG: verify-mismatch.mlir:[[@LINE+1]]:3: error: unexpected note: prior use here
  %0 = tosa.abs %a : (tensor<4xf32>) -> tensor<5xf32>
  // CHECK-DAG: verify-mismatch.mlir:[[@LINE+1]]:10: error: unexpected error: use of value '%0' expects different type
  return %0 : tensor<4xf32>
}

// -----

// The right text on the right line, but a warning is expected where an error comes.
func.func @near_miss(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-note@below {{prior use here}}
  %0 = tosa.abs %a : (tensor<4xf32>) -> tensor<5xf32>
  return %0 : tensor<4xf32>
  // CHECK-DAG: verify-mismatch.mlir:[[@LINE+2]]:6: error: 'error' diagnostic emitted when expecting a 'warning'
  // CHECK-DAG: verify-mismatch.mlir:[[@LINE+1]]:6: error: expected warning "expects different type than prior uses" was not produced
  // expected-warning@-3 {{expects different type than prior uses}}
}

// -----

// An expectation may point past its chunk, into the next one: as in mlir-opt, the expectations of the
// whole file are checked against the diagnostics of all chunks, so this one is met.
func.func @points_into_the_next_chunk() {
  // expected-error@+7 {{custom op 'tosa.nope' is unknown}}
  return
}

// -----

func.func @the_next_chunk() {
  tosa.nope
  return
}

// -----

// Every note must be expected too.
func.func @unexpected_note(%a: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK-DAG: verify-mismatch.mlir:[[@LINE+1]]:3: error: unexpected note: prior use here
  %0 = tosa.abs %a : (tensor<4xf32>) -> tensor<5xf32>
  return %0 : tensor<4xf32>
  // expected-error@-1 {{expects different type than prior uses}}
}

// CHECK-NOT: error:
