
func.func @the_next_chunk() {
  tosa.nope
  return
}
