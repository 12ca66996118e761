
// MLIR's parser: an error with a note, using @below and @above.
func.func @type_mismatch(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-note@below {{p