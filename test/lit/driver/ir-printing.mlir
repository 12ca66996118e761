// The IR printing and dialect options: before every pass, after a failing one, unregistered ops.
// RUN: tosabcast-opt %s --canonicalize --tosabcast-verify --mlir-print-ir-before-all 2>&1 >/dev/null \
// RUN:   | FileCheck %s --check-prefix=BEFORE
// RUN: not tosabcast-opt %s --canonicalize --tosabcast-verify="strict=true" --mlir-print-ir-after-failure 2>&1 \
// RUN:   | FileCheck %s --check-prefix=FAILURE
// RUN: not tosabcast-opt %S/Inputs/unregistered.mlir 2>&1 | FileCheck %s --check-prefix=UNREGISTERED
// RUN: tosabcast-opt %S/Inputs/unregistered.mlir --allow-unregistered-dialect --cse | FileCheck %s --check-prefix=ALLOWED

// BEFORE:      IR Dump Before Canonicalizer (canonicalize)
// BEFORE:      IR Dump Before tosabcast-verify (tosabcast-verify)
// BEFORE-NOT:  IR Dump

// FAILURE-NOT:  IR Dump After Canonicalizer
// FAILURE:      IR Dump After tosabcast-verify Failed (tosabcast-verify)
// FAILURE-NEXT: module {
// FAILURE:      ir-printing.mlir:[[# @LINE + 6]]:8: error: 'tosa.add' op result dim 0 has static size 4

// UNREGISTERED: unregistered.mlir:1:15: error: operation being parsed with an unregistered dialect
// ALLOWED:      "test.op"() : () -> ()

func.func @add_dynamic(%a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<4xf32> {
  %0 = tosa.add %a, %b : (tensor<?xf32>, tensor<?xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
