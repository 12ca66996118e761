// The model case of --tosabcast-infer-shapes: @test_multiple of rfc-all-ranks-match-if-known.txt,
// as written there. `add` and `log` refine to tensor<4xf32> as its CHECK lines say; `sub` then has
// operands of rank 1 and 0 (that CHECK line predates the rank rule). The rank check that runs after
// our passes reports it at the `sub`; with --tosabcast-equalize-ranks after inference the IR is valid.

// RUN: tosabcast-opt %s --verify-diagnostics --tosabcast-infer-shapes
// RUN: tosabcast-opt %s --tosabcast-infer-shapes --tosabcast-equalize-ranks | FileCheck %s
// RUN: tosabcast-opt %s --tosabcast-infer-shapes --tosabcast-equalize-ranks | %mlir-opt | FileCheck %s
// RUN: tosabcast-opt %s --tosabcast-infer-shapes="update-signature=true" --tosabcast-equalize-ranks \
// RUN:   | %mlir-opt | FileCheck %s --check-prefix=SIG

// CHECK-LABEL: func.func @test_multiple(
// CHECK-SAME:    %[[ARG0:.*]]: tensor<4xf32>, %[[ARG1:.*]]: tensor<1xf32>, %[[ARG2:.*]]: tensor<f32> [[]]) -> tensor<*xf32>
// CHECK:         %[[ADD:.*]] = tosa.add %[[ARG0]], %[[ARG1]] : (tensor<4xf32>, tensor<1xf32>) -> tensor<4xf32>
// CHECK:         %[[CAST:.*]] = tensor.cast %[[ADD]] : tensor<4xf32> to tensor<*xf32>
// CHECK:         %[[LOG:.*]] = tosa.log %[[ADD]] : (tensor<4xf32>) -> tensor<4xf32>
// CHECK:         %[[E:.*]] = tensor.expand_shape %[[ARG2]] [] output_shape [1] : tensor<f32> into tensor<1xf32>
// CHECK:         %[[SUB:.*]] = tosa.sub %[[ADD]], %[[E]] : (tensor<4xf32>, tensor<1024xf32>) -> tensor<4xf32>
// CHECK:         return %[[CAST]] : tensor<*xf32>

  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
// SIG-LABEL: func.func @test_multiple(
// SIG-SAME:    -> tensor<4xf32>
// SIG:         %[[ADD:.*]] = tosa.add {{.*}} -> tensor<4xf32>
// SIG-NOT:     tensor.cast
// SIG:         return %[[ADD]] : tensor<4xf32>

func.func @test_multiple(%arg0 : tensor<4xf32>, %arg1 : tensor<1xf32>, %arg2 : tensor<f32>) -> tensor<*xf32> {
  %0 = "tosa.add"(%arg0, %arg1) : (tensor<4xf32>, tensor<1xf32>) -> tensor<*xf32>
  %1 = "tosa.log"(%0) : (tensor<*xf32>) -> tensor<*xf32>
  // expected-error@+3 {{'tosa.sub' op ranks of operands and results do not match: operand #0 has rank 1, operand #1 has rank 0, result #0 has rank 1}}
  // expected-note@+2 {{--tosabcast-equalize-ranks can repair this: with size-1 dims prepended, the operands broadcast to 4}}
  // expected-note@+1 {{found by the rank check that runs after 'tosabcast-infer-shapes'}}
  %2 = "tosa.sub"(%0, %arg2) : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}
