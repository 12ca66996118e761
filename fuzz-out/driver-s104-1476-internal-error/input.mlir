
// Ops in nested regions are refined too; scf.yield keeps its type.
// CHECK-LABEL:  @floor_in_if(
// CHECK:         scf.if
// CHECK:           %[[F:.*]] = tosa.floor %{{.*}} : (tensor<2x2xf32>) -> tensor<2x2xf32>
// CHECK:           %[[C:.*]] = tensor.cast %[[F]] : tensor<2x2xf32> to tensor<*xf32>
// CHECK:           scf.yield %[[C]] : tensor<*xf32>
func.func @floor_in_if(%c: i1, %a: tensor<2x2xf32>, %b: tensor<*xf32>) -> tensor<*xf32> {
  %0 = scf.if %c -> tensor<*xf32> {
    %1 = scf.execute_region -> tensor<*xf32> {
    %fz1_1 = scf.execute_region -> tensor<*xf32> {
    %fz2_1 = scf.execute_region -> tensor<*xf32> {
    %fz3_1 = scf.execute_region -> tensor<*xf32> {
    %fz4_1 = scf.execute_region -> tensor<*xf32> {
    %fz5_1 = scf.execute_region -> tensor<*xf32> {
    %fz6_1 = scf.execute_region -> tensor<*xf32> {
    %fz7_1 = scf.execute_region -> tensor<*xf32> {
    %fz8_1 = scf.execute_region -> tensor<*xf32> {
    %fz9_1 = scf.execute_region -> tensor<*xf32> {
      %fz_in_1 = tosa.floor %a : (tensor<2x2xf32>) -> tensor<*xf32>
      scf.yield %fz_in_1 : tensor<*xf32>
    }
      scf.yield %fz9_1 : tensor<*xf32>
    }
      scf.yield %fz8_1 : tensor<*xf32>
    }
      scf.yield %fz7_1 : tensor<*xf32>
    }
      scf.yield %fz6_1 : tensor<*xf32>
    }
      scf.yield %fz5_1 : tensor<*xf32>
    }
      scf.yield %fz4_1 : tensor<*xf32>
    }
      scf.yield %fz3_1 : tensor<*xf32>
    }
      scf.yield %fz2_1 : tensor<*xf32>
    }
      scf.yield %fz1_1 : tensor<*xf32>
    }
    scf.yield %1 : tensor<*xf32>
  } else {
    scf.yield %b : tensor<*xf32>
  }
  return %0 : tensor<*xf32>
}
