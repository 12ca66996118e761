
// A function that allocates takes the status and its callers pass theirs; one that does not is left alone
// (a call to it is work, skipped after a failure).
// CHECK-LABEL: func.func private @scalar_helper(
// CHECK-SAME:    %{{.*}}: f32) -> f32
func.func private @scalar_helper(%x: f32) -> f32 {
  %y = arith.mulf %x, %x : f32
  return %y : f32
}
// CHECK-LABEL: func.func private @allocates(
// CHECK-SAME:    %{{.*}}: index, %{{.*}}: memref<4xi64>) -> memref<?xf32>
func.func private @allocates(%n: index) -> memref<?xf32> {
  %m = memref.alloc(%n) : memref<?xf32>
  return %m : memref<?xf32>
}
// CHECK-LABEL: func.func @calls(
// CHECK-SAME:    %[[N:.*]]: index, %[[X:.*]]: f32, %[[STATUS:.*]]: memref<4xi64>)
func.func @calls(%n: index, %x: f32) -> (memref<?xf32>, f32) {
  %m = func.call @allocates(%n) : (index) -> memref<?xf32>
  %y = func.call @scalar_helper(%x) : (f32) -> f32
  return %m, %y : memref<?xf32>, f32
}
// CHECK:       %[[M:.*]] = call @allocates(%[[N]], %[[STATUS]]) : (>, memref<4xi64>) -> memref<?xf32>
// CHECK:       %[[Y:.*]] = scf.if %{{.*}} -> (f32) {
// CHECK-NEXT:    %[[CALLED:.*]] = func.call @scalar_helper(%[[X]]) : (f32) -> f32
// CHECK-NEXT:    scf.yield %[[CALLED]] : f32
// CHECK-NEXT:  } else {
// CHECK-NEXT:    %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:    scf.yield %[[ZERO]] : f32
// CHECK:       return %[[M]], %[[Y]]
