// Pass flags run in command-line order, ours between stock ones: the IR dumps come in flag order.
// RUN: tosabcast-opt %s --canonicalize --tosabcast-verify --cse --tosa-to-linalg --mlir-print-ir-after-all \
// RUN:   2>&1 >/dev/null | FileCheck %s --check-prefix=FORWARD
// RUN: tosabcast-opt %s --tosa-to-linalg --cse --tosabcast-verify --canonicalize --mlir-print-ir-after-all \
// RUN:   2>&1 >/dev/null | FileCheck %s --check-prefix=BACKWARD
// The same order through --pass-pipeline, and flags mixed with a pipeline keep their places too.
// RUN: tosabcast tosabcast-opt %s --pass-pipeline='builtin.module(canonicalize,tosabcast-verify,cse,func.func(tosa-to-linalg))' \
// RUN:   --mlir-print-ir-after-all 2>&1 >/dev/null | FileCheck %s --check-prefix=FORWARD
// RUN: tosabcast-opt %s --canonicalize --pass-pipeline='builtin.module(tosabcast-verify,cse)' --tosa-to-linalg \
// RUN:   --mlir-print-ir-after-all 2>&1 >/dev/null | FileCheck %s --check-prefix=FORWARD

// FORWARD:      IR Dump After Canonicalizer (canonicalize)
// FORWARD:      IR Dump After tosabcast-verify (tosabcast-verify)
// FORWARD:      IR Dump After CSE (cse)
// FORWARD:      IR Dump After TosaToLinalg (tosa-to-linalg)
// FORWARD-NEXT: func.func @add_twice
// FORWARD-NOT:  IR Dump

// BACKWARD:     IR Dump After TosaToLinalg (tosa-to-linalg)
// BACKWARD:     IR Dump After CSE (cse)
// BACKWARD:     IR Dump After tosabcast-verify (tosabcast-verify)
// BACKWARD:     IR Dump After Canonicalizer (canonicalize)
// BACKWARD-NOT: IR Dump

// Order changes the result: a function made private and then dead-code eliminated is gone; eliminated
// first, it is still public, so it stays (and only then becomes private).
// RUN: tosabcast-opt %s --symbol-privatize --tosabcast-verify --symbol-dce | FileCheck %s --check-prefix=PRIVATE-FIRST
// RUN: tosabcast-opt %s --symbol-dce --tosabcast-verify --symbol-privatize | FileCheck %s --check-prefix=DCE-FIRST
// PRIVATE-FIRST:     module {
// PRIVATE-FIRST-NEXT: }
// DCE-FIRST:         func.func private @add_twice

func.func @add_twice(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tosa.add %a, %a : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %1 = tosa.add %a, %a : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %2 = tosa.add %0, %1 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %2 : tensor<4xf32>
}
