
// A result with several uses, all in one cluster, is computed once in its body: a scalar used twice, not a
// tensor, and nothing computed twice (upstream's linalg-fuse-elementwise-ops would fuse a copy of it into
// each consumer).
// CHECK-LABEL: func.func @multi_use_inside(
// CHECK-SAME:    %[[A:.*]]: tensor<?xf32>, %[[B:.*]]: tensor<?xf32>)
// CHECK:         %[[R:.*]] = linalg.generic
// CHECK:           %[[SUM:.*]] = arith.addf
// CHECK-NEXT:      %[[FLOOR:.*]] = math.floor %[[SUM]] : f32
// CHECK-NEXT:      %[[ABS:.*]] = math.absf %[[SUM]] : f32
// CHECK-NEXT:      %[[D:.*]] = ar