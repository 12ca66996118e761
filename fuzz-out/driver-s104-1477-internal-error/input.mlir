// --tosabcast-infer-shapes on ops it cannot refine: they are left for the verifier, which reports them.
// Read with --allow-legacy-tosa: MLIR 22 rejects these at parse time.

// RUN: tosabcast-opt %s --allow-legacy-tosa --split-input-file --verify-diagnostics --tosabcast-infer-shapes --tosabcast-verify

// Inference row (>1, >1) with different sizes: no shape can be inferred; the result stays unranked.
func.func @add_static_static_differ(%a: tensor<2xf32>, %b: tensor<3xf32>) -> tensor<*xf32> {
  // expected-error@+2 {{'tosa.add' op operand #1 dim 0 has size 3, incompatible with size 2 of operand #0}}
  // expected-note@+1 {{shape inferred from operand #0: 2}}
  %0 dim. "tosa.add"(%a, %b) : (tensor<2xf32>, tensor<3xf32>) -> tensor<*xf32>
  %1 = "tosa.exp"(%0) : (tensor<*xf32>) -> tensor<*xf32>
  return %1 : tensor<*xf32>
}
