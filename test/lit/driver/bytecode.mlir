// MLIR bytecode is read like text (mlir-opt accepts both); --split-input-file needs text.
// RUN: %mlir-opt %s --emit-bytecode -o %t.mlirbc
// RUN: tosabcast-opt %t.mlirbc --cse --tosabcast-verify | FileCheck %s
// RUN: not tosabcast-opt %t.mlirbc --split-input-file 2>&1 | FileCheck %s --check-prefix=SPLIT

// CHECK-LABEL: func.func @add_twice
// CHECK-COUNT-2: tosa.add
// CHECK-NOT:     tosa.add
// SPLIT: tosabcast-opt: error: --split-input-file needs text input; '{{.*}}.mlirbc' is MLIR bytecode

func.func @add_twice(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tosa.add %a, %a : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %1 = tosa.add %a, %a : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %2 = tosa.add %0, %1 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %2 : tensor<4xf32>
}
