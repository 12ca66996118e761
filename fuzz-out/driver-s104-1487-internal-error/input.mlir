
// An expectation may point past its chunk, into the next one: as in mlir-opt, the expectations of the
// whole file are checked against the diagnostics of all chunks, so this one is met.
func.func @points_into_the_next_chunk() {
  // expected-error@+7 {{custom op 'tosa.nope' is unknown}}
  return
}
