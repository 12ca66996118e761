// Stock --sccp folds the tosa.const and builds it again at loc(unknown); stock --one-shot-bufferize then
// rejects it. Without a location the error pointed nowhere ("tosabcast-opt: error: op was not bufferized").
// The driver gives an op a stock pass left at loc(unknown) the location of its first user (else of its
// function) after every stock step, so the error points at the add that uses the constant.
// RUN: not tosabcast-opt %s --sccp --one-shot-bufferize 2>&1 | FileCheck %s
// The relocated constant, printed with its locations; stock mlir-opt prints loc(unknown) there.
// RUN: tosabcast-opt %s --sccp --mlir-print-debuginfo | FileCheck %s --check-prefix=LOC
// RUN: %mlir-opt %s --sccp --mlir-print-debuginfo | FileCheck %s --check-prefix=STOCK

// CHECK-NOT: tosabcast-opt: error
// CHECK: unknown-locations.mlir:[[#@LINE+12]]:8: error: op was not bufferized
// CHECK-NEXT: unknown-locations.mlir:[[#@LINE+11]]:8: note: see current operation: {{.*}}"tosa.const"

// LOC: "tosa.const"() {{.*}} loc(#[[ADD:loc[0-9]*]])
// LOC: tosa.add {{.*}} loc(#[[ADD]])
// LOC: #[[ADD]] = loc("{{.*}}unknown-locations.mlir":[[#@LINE+7]]:8)

// STOCK: "tosa.const"() {{.*}} loc(#[[UNKNOWN:loc[0-9]*]])
// STOCK: #[[UNKNOWN]] = loc(unknown)

func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %c = "tosa.const"() <{values = dense<1.0> : tensor<4xf32>}> : () -> tensor<4xf32>
  %0 = tosa.add %a, %c : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
