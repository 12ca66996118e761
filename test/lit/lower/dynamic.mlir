// Dynamic dims beyond the RFC's examples: which dims get a runtime test, and which operands stay `ins`.
// RUN: tosabcast-opt %s --split-input-file --tosabcast-lower-to-linalg | FileCheck %s --implicit-check-not=scf.if --implicit-check-not=arith.maxui
// RUN: tosabcast-opt %s --split-input-file --tosabcast-lower-to-linalg | %mlir-opt --split-input-file --verify-each
// RUN: tosabcast-opt %s --split-input-file --tosabcast-lower-to-linalg | %bufferize-to-llvm \
// RUN:   | FileCheck %s --check-prefix=LLVM --implicit-check-not=tensor. --implicit-check-not=linalg. --implicit-check-not=memref.

// A static 1x1 against ?x?: the dynamic operand alone sizes both dims; no test, no extract.
// CHECK: #[[$ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK: #[[$CORNER:.*]] = affine_map<(d0, d1) -> (0, 0)>
// CHECK-LABEL: func.func @add_dynamic_static_one(
// CHECK-SAME:    %[[A:.*]]: tensor<?x?xf32>, %[[B:.*]]: tensor<1x1xf32>)
// CHECK-DAG:     %[[M:.*]] = tensor.dim %[[A]], %{{.*}}
// CHECK-DAG:     %[[N:.*]] = tensor.dim %[[A]], %{{.*}}
// CHECK:         %[[INIT:.*]] = tensor.empty(%[[M]], %[[N]]) : tensor<?x?xf32>
// CHECK-NOT:     arith.cmpi
// CHECK:         linalg.generic {indexing_maps = [#[[$ID]], #[[$CORNER]], #[[$ID]]]
// CHECK-SAME:      ins(%[[A]], %[[B]] : tensor<?x?xf32>, tensor<1x1xf32>) outs(%[[INIT]] : tensor<?x?xf32>)
// CHECK-NOT:       tensor.extract
// LLVM-LABEL: llvm.func @add_dynamic_static_one(
func.func @add_dynamic_static_one(%a: tensor<?x?xf32>, %b: tensor<1x1xf32>) -> tensor<?x?xf32> {
  %0 = tosa.add %a, %b : (tensor<?x?xf32>, tensor<1x1xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// ?x? + ?x1: dim 0 may broadcast either way (tested); dim 1 is %a's (no test), and %b reads column 0.
// CHECK-LABEL: func.func @add_dynamic_column(
// CHECK-SAME:    %[[A:.*]]: tensor<?x?xi32>, %[[B:.*]]: tensor<?x1xi32>)
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK:         %[[A0:.*]] = tensor.dim %[[A]], %[[C0]]
// CHECK:         %[[B0:.*]] = tensor.dim %[[B]], %[[C0]]
// CHECK:         %[[C1:.*]] = arith.constant 1 : index
// CHECK:         %[[A0_IS_1:.*]] = arith.cmpi eq, %[[A0]], %[[C1]] : index
// CHECK:         %[[D0:.*]] = arith.select %[[A0_IS_1]], %[[B0]], %[[A0]] : index
// CHECK:         %[[D1:.*]] = tensor.dim %[[A]], %[[C1]]
// CHECK:         tensor.empty(%[[D0]], %[[D1]]) : tensor<?x?xi32>
// CHECK:         %[[B0_IS_1:.*]] = arith.cmpi eq, %[[B0]], %[[C1]] : index
// CHECK:         linalg.generic
// CHECK:           %[[I:.*]] = linalg.index 0 : index
// CHECK:           %[[AI:.*]] = arith.select %[[A0_IS_1]], %[[C0]], %[[I]] : index
// CHECK:           %[[J:.*]] = linalg.index 1 : index
// CHECK:           tensor.extract %[[A]][%[[AI]], %[[J]]] : tensor<?x?xi32>
// CHECK:           %[[BI:.*]] = arith.select %[[B0_IS_1]], %[[C0]], %[[I]] : index
// CHECK:           tensor.extract %[[B]][%[[BI]], %[[C0]]] : tensor<?x1xi32>
// CHECK:           arith.addi
// LLVM-LABEL: llvm.func @add_dynamic_column(
func.func @add_dynamic_column(%a: tensor<?x?xi32>, %b: tensor<?x1xi32>) -> tensor<?x?xi32> {
  %0 = tosa.add %a, %b : (tensor<?x?xi32>, tensor<?x1xi32>) -> tensor<?x?xi32>
  return %0 : tensor<?x?xi32>
}

// -----

// Rank 3, the runtime broadcast in the middle dim only.
// CHECK-LABEL: func.func @sub_rank3_middle(
// CHECK-SAME:    %[[A:.*]]: tensor<2x?x4xf32>, %[[B:.*]]: tensor<2x?x1xf32>)
// CHECK:         %[[INIT:.*]] = tensor.empty(%{{.*}}) : tensor<2x?x4xf32>
// CHECK:         linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "parallel"]} outs(%[[INIT]] : tensor<2x?x4xf32>)
// CHECK-DAG:       %[[I:.*]] = linalg.index 0 : index
// CHECK-DAG:       %[[K:.*]] = linalg.index 2 : index
// CHECK-DAG:       tensor.extract %[[A]][%[[I]], %{{.*}}, %[[K]]] : tensor<2x?x4xf32>
// CHECK-DAG:       tensor.extract %[[B]][%[[I]], %{{.*}}, %{{.*}}] : tensor<2x?x1xf32>
// LLVM-LABEL: llvm.func @sub_rank3_middle(
func.func @sub_rank3_middle(%a: tensor<2x?x4xf32>, %b: tensor<2x?x1xf32>) -> tensor<2x?x4xf32> {
  %0 = tosa.sub %a, %b : (tensor<2x?x4xf32>, tensor<2x?x1xf32>) -> tensor<2x?x4xf32>
  return %0 : tensor<2x?x4xf32>
}

// -----

// Booleans read in the body: after bufferization they are i1 loads, which the LLVM run checks convert.
// CHECK-LABEL: func.func @logical_and_dynamic(
// CHECK:         %[[INIT:.*]] = tensor.empty(%{{.*}}, %{{.*}}) : tensor<?x?xi1>
// CHECK:         linalg.generic
// CHECK-SAME:      outs(%[[INIT]] : tensor<?x?xi1>)
// CHECK:         ^bb0(%{{.*}}: i1):
// CHECK:           %[[X:.*]] = tensor.extract %{{.*}} : tensor<?x?xi1>
// CHECK:           %[[Y:.*]] = tensor.extract %{{.*}} : tensor<?x?xi1>
// CHECK:           arith.andi %[[X]], %[[Y]] : i1
// LLVM-LABEL: llvm.func @logical_and_dynamic(
func.func @logical_and_dynamic(%a: tensor<?x?xi1>, %b: tensor<?x?xi1>) -> tensor<?x?xi1> {
  %0 = tosa.logical_and %a, %b : (tensor<?x?xi1>, tensor<?x?xi1>) -> tensor<?x?xi1>
  return %0 : tensor<?x?xi1>
}
