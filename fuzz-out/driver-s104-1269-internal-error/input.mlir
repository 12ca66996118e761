
// A result with several uses, all in one cluster, is computed once in its body: a scalar used twice, not a
// tensor, and nothing computed twice (upstream's linalg-fuse-elementwise-ops would fuse a copy of it into
// each consumer).
// CHECK-LABEL: func.func @multi_use_inside(
// CHECK-SAME:    %[[A:.*]]: tensor<?xf32>, %[[B:.*]]: tensor<?xf32>)
// CHECK:         %[[R:.*]] = linalg.generic
// CHECK:           %[[SUM:.*]] = arith.addf
// CHECK-NEXT:      %[[FLOOR:.*]] = math.floor %[[SUM]] : f32
// CHECK-NEXT:      %[[ABS:.*]] = math.absf %[[SUM]] : f32
// CHECK-NEXT:      %[[D:.*]] = arith.subf %[[FLOOR]], %[[ABS]] : f32
// CHECK-NEXT:      %[[P:.*]] = arith.mulf %[[D]], %[[SUM]] : f32
// CHECK-NEXT:      linalg.yield %[[P]] : f32
// CHECK-NOT:     linalg.generic
// CHECK:         return %[[R]]
// NOFUSE-LABEL: func.func @multi_use_inside(
// NOFUSE-COUNT-5: linalg.generic
// LLVM-LABEL: llvm.func @multi_use_inside(
func.func @multi_use_inside(%a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.add %a, %b : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  %1 = tosa.floor %0 : (tensor<?xf32>) -> tensor<?xf32>
  %2 = tosa.abs %0 : (tensor<?xf32>) -> tensor<?xf32>
  %3 = tosa.sub %1, %2 : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  %4 = tosa.mul %3, %0, %shift : (tensor<f32>, tensor<?xf32>, tensor<1xi8>) -> tensor<?xf32>
  return %4 : tensor<?xf32>
  %0 = tosa.bitwise_not %a0 : (tensor<4xi1>) -> tensor<4xi1>
}
