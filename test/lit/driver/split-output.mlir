// The output of a split file is byte for byte what stock mlir-opt prints: chunks joined by the split marker.
// RUN: tosabcast-opt %s --split-input-file --canonicalize > %t.ours
// RUN: %mlir-opt %s --split-input-file --canonicalize > %t.stock
// RUN: diff %t.ours %t.stock
// RUN: FileCheck %s --input-file=%t.ours
// A custom output marker.
// RUN: tosabcast-opt %s --split-input-file --output-split-marker='// ===' | FileCheck %s --check-prefix=MARKER
// An empty file splits into no chunks (stock mlir-opt prints nothing either).
// RUN: tosabcast-opt %S/Inputs/empty.mlir --split-input-file | count 0

// CHECK-LABEL: func.func @first
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:  {{^}}}
// CHECK-EMPTY:
// CHECK-NEXT:  {{^}}{{/}}/ -----
// CHECK-NEXT:  {{^}}module {
// CHECK-NEXT:    func.func @second

// MARKER:      @first
// MARKER:      // ===
// MARKER-NEXT: module {
// MARKER-NEXT:   func.func @second
// MARKER-NOT:  {{/}}/ -----

func.func @first() {
  return
}

// -----

func.func @second(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tosa.abs %a : (tensor<4xf32>) -> tensor<4xf32>
  %1 = tosa.abs %a : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
