
// A branch that frees a buffer is not skipped as a whole: only its work is.
// CHECK-LABEL: func.func @free_in_a_branch(
// CHECK-SAME:    %[[A:[^:]*]]: memref<4xf32>, %[[C:.*]]: i1, %[[