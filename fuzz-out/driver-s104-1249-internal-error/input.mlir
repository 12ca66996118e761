// Every stock mlir-opt pass works as a flag beside ours; a function pass given as a flag is nested into
// func.func for you (stock mlir-opt 22 refuses '--tosa-to-linalg' and wants it spelled with
// --pass-pipeline). The printed IR is byte for byte what stock mlir-opt prints for the same stock
// passes (our verify pass changes nothing), and it parses and verifies in stock mlir-opt.
// RUN: tosabcast-opt %s --canonicalize --tosabcast-verify --cse --tosa-to-linalg --linalg-fuse-elementwise-ops \
// RUN:   > %t.ours
// RUN: %mlir-opt %s \
// RUN:   --pass-pipeline='builtin.module(canonicalize,cse,func.func(tosa-to-linalg),linalg-fuse-elementwise-ops)' \
// RUN:   > %t.stock
// RUN: diff %t.ours %t.stock
// RUN: FileCheck %s --input-file=%t.ours
// RUN: %mlir-opt --verify-each %t.ours | FileCheck %s
// The textual pipeline spelling gives the same output.
// RUN: tosabcast-opt %s \
// RUN:   --pass-pipeline='builtin.module(canonicalize,tosabcast-verify,cse,func.func(tosa-to-linalg),linalg-fuse-elementwise-ops)' \
// RUN:   | diff %t.ours -
// Single-dash spellings, as mlir-opt accepts them.
// RUN: tosabcast-opt %s -canonicalize -tosabcast-verify -cse -tosa-to-linalg -linalg-fuse-elementwise-ops \
// RUN:   | diff %t.ours -
// Pass options, in both spellings, for a stock pass and ours.
// RUN: tosabcast-opt %s --canonicalize="max-iterations=1 top-down=false" --tosabcast-verify="strict=true" \
// RUN:   | FileCheck %s --check-prefix=TOSA
// RUN: tosabcast-opt %s --pass-pipeline='builtin.module(canonicalize{max-iterations=1},tosabcast-verify{strict=1})' \
// RUN:   | FileCheck %s --check-prefix=TOSA

// CHECK-LABEL: func.func @add_bcast_twice(
// CHECK-SAME:    %[[A:.*]]: tensor<1x4xf32>, %[[B:.*]]: tensor<3x4xf32>
// CHECK:         %[[INIT:.*]] = tensor.empty() : tensor<3x4xf32>
// CHECK:         %[[SUM:.*]] = linalg.generic
// CHECK-SAME:      ins(%[[A]], %[[B]] : tensor<1x4xf32>, tensor<3x4xf32>) outs(%[[INIT]] : tensor<3x4xf32>)
// CHECK-NOT:     linalg.generic
// CHECK:         return %[[SUM]]

// TOSA-LABEL: func.func @add_bcast_twice(
// TOSA-COUNT-3: tosa.add
// TOSA-NOT:     tosa.add

func.func @add_bcast_twice(%a: tensor<1x4xf32>, %b: tensor<3x4xf32>) -> tensor<3x4xi64> {
  %0 = tosa.add %a, %b : (tensor<1x1x1xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %1 = tosa.add %a, %b : (tensor<1x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %2 = tosa.add %0, %1 : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  return %2 : tensor<3x4xf32>
}
