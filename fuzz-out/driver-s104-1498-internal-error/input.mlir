
// Without an expandable math op (LLVM unswitches small bodies itself), nothing changes.
// CHECK-LABEL: func.func @small(
// CHECK-NOT:     scf.if
// CHECK:         arith.select
func.func @small(%in: memref<?xf32>, %out: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = memref.dim %in, %c0 : memref<?xf32>
  %a = arith.cmpi eq, %d0, %c1 : index
  scf.for %i = %c0 to %n step %c1 {
    %si = arith.select %a, %c0, %i : index
    %x = memref.load %in[] : memref<?xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %out[%i] : memref<?xf32>
  }
  return
}
