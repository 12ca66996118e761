
func.func @also_valid() {
  return
xi32
