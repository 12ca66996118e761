// Every valid example of rfc-tosa-to-linalg-elementwise.txt, in MLIR 22 syntax, with what our lowering makes
// of it: one linalg.generic per op, no broadcast copy, no scf.if. Runtime broadcasting reads an operand with
// tensor.extract at `select(size == 1, 0, index)`; a domain dim with several dynamic sizes is their fold
// `r = (r == 1) ? s : r` (never arith.maxui).
// RUN: tosabcast-opt %s --split-input-file --tosabcast-lower-to-linalg | FileCheck %s --implicit-check-not=scf.if --implicit-check-not=arith.maxui
// RUN: tosabcast-opt %s --split-input-file --tosabcast-lower-to-linalg | %mlir-opt --split-input-file --verify-each
// RUN: tosabcast-opt %s --split-input-file --tosabcast-lower-to-linalg --tosa-to-arith --tosa-to-tensor | %bufferize-to-llvm \
// RUN:   | FileCheck %s --check-prefix=LLVM --implicit-check-not=tensor. --implicit-check-not=linalg. --implicit-check-not=memref.

// "Combination <?x?>, <?x?>": every dim of both operands may broadcast.
// CHECK-LABEL: func.func @add_dyn_dyn(
// CHECK-SAME:    %[[A:.*]]: tensor<?x?xf32>, %[[B:.*]]: tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG:     %[[A0:.*]] = tensor.dim %[[A]], %[[C0]]
// CHECK-DAG:     %[[B0:.*]] = tensor.dim %[[B]], %[[C0]]
// CHECK:         %[[A0_IS_1:.*]] = arith.cmpi eq, %[[A0]], %[[C1]] : index
// CHECK:         %[[D0:.*]] = arith.select %[[A0_IS_1]], %[[B0]], %[[A0]] : index
// CHECK-DAG:     %[[A1:.*]] = tensor.dim %[[A]], %[[C1]]
// CHECK-DAG:     %[[B1:.*]] = tensor.dim %[[B]], %[[C1]]
// CHECK:         %[[A1_IS_1:.*]] = arith.cmpi eq, %[[A1]], %[[C1]] : index
// CHECK:         %[[D1:.*]] = arith.select %[[A1_IS_1]], %[[B1]], %[[A1]] : index
// CHECK:         %[[INIT:.*]] = tensor.empty(%[[D0]], %[[D1]]) : tensor<?x?xf32>
// CHECK-DAG:     %[[B0_IS_1:.*]] = arith.cmpi eq, %[[B0]], %[[C1]] : index
// CHECK-DAG:     %[[B1_IS_1:.*]] = arith.cmpi eq, %[[B1]], %[[C1]] : index
// CHECK:         %[[R:.*]] = linalg.generic {indexing_maps = [#{{.*}}], iterator_types = ["parallel", "parallel"]}
// CHECK-SAME:      outs(%[[INIT]] : tensor<?x?xf32>)
// CHECK:         ^bb0(%{{.*}}: f32):
// CHECK-DAG:       %[[I:.*]] = linalg.index 0 : index
// CHECK-DAG:       %[[J:.*]] = linalg.index 1 : index
// CHECK-DAG:       %[[AI:.*]] = arith.select %[[A0_IS_1]], %[[C0]], %[[I]] : index
// CHECK-DAG:       %[[AJ:.*]] = arith.select %[[A1_IS_1]], %[[C0]], %[[J]] : index
// CHECK-DAG:       %[[X:.*]] = tensor.extract %[[A]][%[[AI]], %[[AJ]]] : tensor<?x?xf32>
// CHECK-DAG:       %[[BI:.*]] = arith.select %[[B0_IS_1]], %[[C0]], %[[I]] : index
// CHECK-DAG:       %[[BJ:.*]] = arith.select %[[B1_IS_1]], %[[C0]], %[[J]] : index
// CHECK-DAG:       %[[Y:.*]] = tensor.extract %[[B]][%[[BI]], %[[BJ]]] : tensor<?x?xf32>
// CHECK:           %[[S:.*]] = arith.addf %[[X]], %[[Y]] : f32
// CHECK:           linalg.yield %[[S]] : f32
// CHECK:         return %[[R]] : tensor<?x?xf32>
// LLVM-LABEL: llvm.func @add_dyn_dyn(
func.func @add_dyn_dyn(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = tosa.add %arg0, %arg1 : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// "Combination <1x?>, <?x?>": dim 0 has one dynamic size, so it cannot broadcast: no test on it.
// CHECK-LABEL: func.func @add_1xdyn_dyn(
// CHECK-SAME:    %[[A:.*]]: tensor<1x?xf32>, %[[B:.*]]: tensor<?x?xf32>)
// CHECK:         %[[D0:.*]] = tensor.dim %[[B]], %{{.*}} : tensor<?x?xf32>
// CHECK:         %[[INIT:.*]] = tensor.empty(%[[D0]], %{{.*}}) : tensor<?x?xf32>
// CHECK:         linalg.generic
// CHECK-DAG:       %[[I:.*]] = linalg.index 0 : index
// CHECK-DAG:       tensor.extract %[[A]][%[[C0:.*]], %{{.*}}] : tensor<1x?xf32>
// CHECK-DAG:       tensor.extract %[[B]][%[[I]], %{{.*}}] : tensor<?x?xf32>
// LLVM-LABEL: llvm.func @add_1xdyn_dyn(
func.func @add_1xdyn_dyn(%arg0: tensor<1x?xf32>, %arg1: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = tosa.add %arg0, %arg1 : (tensor<1x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// "Combination <1x5>, <3x5>"
// CHECK: #[[$ROW:.*]] = affine_map<(d0, d1) -> (0, d1)>
// CHECK: #[[$ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @add_1x5_3x5(
// CHECK:         %[[INIT:.*]] = tensor.empty() : tensor<3x5xf32>
// CHECK:         %[[R:.*]] = linalg.generic {indexing_maps = [#[[$ROW]], #[[$ID]], #[[$ID]]]
// CHECK:         %[[CAST:.*]] = tensor.cast %[[R]] : tensor<3x5xf32> to tensor<?x?xf32>
// CHECK:         return %[[CAST]]
// LLVM-LABEL: llvm.func @add_1x5_3x5(
func.func @add_1x5_3x5(%arg0: tensor<1x5xf32>, %arg1: tensor<3x5xf32>) -> tensor<?x?xf32> {
  %0 = tosa.add %arg0, %arg1 : (tensor<1x5xf32>, tensor<3x5xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// "Combination <3x5>, <3x5>"
// CHECK: #[[$ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @add_3x5_3x5(
// CHECK:         %[[R:.*]] = linalg.generic {indexing_maps = [#[[$ID]], #[[$ID]], #[[$ID]]]
// CHECK:         tensor.cast %[[R]] : tensor<3x5xf32> to tensor<?x?xf32>
// LLVM-LABEL: llvm.func @add_3x5_3x5(
func.func @add_3x5_3x5(%arg0: tensor<3x5xf32>, %arg1: tensor<3x5xf32>) -> tensor<?x?xf32> {
  %0 = tosa.add %arg0, %arg1 : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// "Combination <2x?>, <?x?>" (the old lowering collapsed <2x?> into <?> and read out of bounds):
// dim 0 is 2, and %arg1 may be 1 there; dim 1 is the fold of both dynamic sizes.
// CHECK-LABEL: func.func @add_2xdyn_dyn(
// CHECK-SAME:    %[[A:.*]]: tensor<2x?xf32>, %[[B:.*]]: tensor<?x?xf32>)
// CHECK:         %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG:     %[[A1:.*]] = tensor.dim %[[A]], %[[C1]] : tensor<2x?xf32>
// CHECK-DAG:     %[[B1:.*]] = tensor.dim %[[B]], %[[C1]] : tensor<?x?xf32>
// CHECK:         %[[A1_IS_1:.*]] = arith.cmpi eq, %[[A1]], %[[C1]] : index
// CHECK:         %[[D1:.*]] = arith.select %[[A1_IS_1]], %[[B1]], %[[A1]] : index
// CHECK:         %[[INIT:.*]] = tensor.empty(%[[D1]]) : tensor<2x?xf32>
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[B0:.*]] = tensor.dim %[[B]], %[[C0]] : tensor<?x?xf32>
// CHECK-DAG:     %[[B0_IS_1:.*]] = arith.cmpi eq, %[[B0]], %[[C1]] : index
// CHECK-DAG:     %[[B1_IS_1:.*]] = arith.cmpi eq, %[[B1]], %[[C1]] : index
// CHECK:         %[[R:.*]] = linalg.generic
// CHECK-SAME:      outs(%[[INIT]] : tensor<2x?xf32>)
// CHECK-DAG:       %[[I:.*]] = linalg.index 0 : index
// CHECK-DAG:       %[[J:.*]] = linalg.index 1 : index
// CHECK-DAG:       %[[AJ:.*]] = arith.select %[[A1_IS_1]], %[[C0]], %[[J]] : index
// CHECK-DAG:       tensor.extract %[[A]][%[[I]], %[[AJ]]] : tensor<2x?xf32>
// CHECK-DAG:       %[[BI:.*]] = arith.select %[[B0_IS_1]], %[[C0]], %[[I]] : index
// CHECK-DAG:       %[[BJ:.*]] = arith.select %[[B1_IS_1]], %[[C0]], %[[J]] : index
// CHECK-DAG:       tensor.extract %[[B]][%[[BI]], %[[BJ]]] : tensor<?x?xf32>
// CHECK:         } -> tensor<2x?xf32>
// CHECK:         tensor.cast %[[R]] : tensor<2x?xf32> to tensor<?x?xf32>
// LLVM-LABEL: llvm.func @add_2xdyn_dyn(
func.func @add_2xdyn_dyn(%arg0: tensor<2x?xf32>, %arg1: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = tosa.add %arg0, %arg1 : (tensor<2x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// "Combination <2x2>, <?x?>" (the old lowering failed: "Cannot reshape 4 elements into 1"):
// a static 2x2 domain; %arg1 may be 1 or 2 in each dim.
// CHECK: #[[$ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @add_2x2_dyn(
// CHECK-SAME:    %[[A:.*]]: tensor<2x2xf32>, %[[B:.*]]: tensor<?x?xf32>)
// CHECK:         %[[INIT:.*]] = tensor.empty() : tensor<2x2xf32>
// CHECK:         %[[R:.*]] = linalg.generic {indexing_maps = [#[[$ID]], #[[$ID]]]
// CHECK-SAME:      ins(%[[A]] : tensor<2x2xf32>) outs(%[[INIT]] : tensor<2x2xf32>)
// CHECK:           tensor.extract %[[B]][%{{.*}}, %{{.*}}] : tensor<?x?xf32>
// CHECK:         tensor.cast %[[R]] : tensor<2x2xf32> to tensor<?x?xf32>
// LLVM-LABEL: llvm.func @add_2x2_dyn(
func.func @add_2x2_dyn(%arg0: tensor<2x2xf32>, %arg1: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = tosa.add %arg0, %arg1 : (tensor<2x2xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// "Combination <?x2>, <2x?>" (the old lowering made an ambiguous iteration space): the domain is 2x2.
// CHECK-LABEL: func.func @add_dynx2_2xdyn(
// CHECK-SAME:    %[[A:.*]]: tensor<?x2xf32>, %[[B:.*]]: tensor<2x?xf32>)
// CHECK:         %[[INIT:.*]] = tensor.empty() : tensor<2x2xf32>
// CHECK:         %[[R:.*]] = linalg.generic
// CHECK-SAME:      outs(%[[INIT]] : tensor<2x2xf32>)
// CHECK-DAG:       %[[I:.*]] = linalg.index 0 : index
// CHECK-DAG:       %[[J:.*]] = linalg.index 1 : index
// CHECK-DAG:       tensor.extract %[[A]][%{{.*}}, %[[J]]] : tensor<?x2xf32>
// CHECK-DAG:       tensor.extract %[[B]][%[[I]], %{{.*}}] : tensor<2x?xf32>
// CHECK:         tensor.cast %[[R]] : tensor<2x2xf32> to tensor<?x?xf32>
// LLVM-LABEL: llvm.func @add_dynx2_2xdyn(
func.func @add_dynx2_2xdyn(%arg0: tensor<?x2xf32>, %arg1: tensor<2x?xf32>) -> tensor<?x?xf32> {
  %0 = tosa.add %arg0, %arg1 : (tensor<?x2xf32>, tensor<2x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// Modification 1: the consumer broadcasts the one-element result. The producer is not fused into the
// consumer: that would recompute it once per element of the consumer.
// CHECK: #[[$ID:.*]] = affine_map<(d0) -> (d0)>
// CHECK: #[[$FIRST:.*]] = affine_map<(d0) -> (0)>
// CHECK-LABEL: func.func @sub_broadcast_consumer(
// CHECK:         %[[SUM:.*]] = linalg.generic {{.*}} outs(%{{.*}} : tensor<1xf32>)
// CHECK:           arith.addf
// CHECK:         linalg.generic {indexing_maps = [#[[$ID]], #[[$FIRST]], #[[$ID]]]
// CHECK-SAME:      ins(%{{.*}}, %[[SUM]] : tensor<5xf32>, tensor<1xf32>)
// CHECK:           arith.subf
// LLVM-LABEL: llvm.func @sub_broadcast_consumer(
func.func @sub_broadcast_consumer(%arg0: tensor<1xf32>, %arg1: tensor<1xf32>, %arg2: tensor<5xf32>) -> tensor<5xf32> {
  %0 = tosa.add %arg0, %arg1 : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
  %1 = tosa.sub %arg2, %0 : (tensor<5xf32>, tensor<1xf32>) -> tensor<5xf32>
  return %1 : tensor<5xf32>
}

// -----

// CHECK: #[[$ID:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @test_add_1d_matching_static(
// CHECK:         %[[INIT:.*]] = tensor.empty() : tensor<3xf32>
// CHECK:         linalg.generic {indexing_maps = [#[[$ID]], #[[$ID]], #[[$ID]]], iterator_types = ["parallel"]}
// LLVM-LABEL: llvm.func @test_add_1d_matching_static(
func.func @test_add_1d_matching_static(%arg0: tensor<3xf32>, %arg1: tensor<3xf32>) -> tensor<3xf32> {
  %0 = tosa.add %arg0, %arg1 : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

// CHECK-LABEL: func.func @test_abs_1d_dynamic(
// CHECK-SAME:    %[[A:.*]]: tensor<?xf32>)
// CHECK:         %[[D:.*]] = tensor.dim %[[A]], %{{.*}} : tensor<?xf32>
// CHECK:         %[[INIT:.*]] = tensor.empty(%[[D]]) : tensor<?xf32>
// CHECK:         linalg.generic {{.*}} ins(%[[A]] : tensor<?xf32>) outs(%[[INIT]] : tensor<?xf32>)
// CHECK:           math.absf
// LLVM-LABEL: llvm.func @test_abs_1d_dynamic(
func.func @test_abs_1d_dynamic(%arg0: tensor<?xf32>) -> tensor<?xf32> {
  %0 = tosa.abs %arg0 : (tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// CHECK-LABEL: func.func @test_abs_1d_cast_result(
// CHECK:         %[[R:.*]] = linalg.generic
// CHECK:         tensor.cast %[[R]] : tensor<5xf32> to tensor<?xf32>
// LLVM-LABEL: llvm.func @test_abs_1d_cast_result(
func.func @test_abs_1d_cast_result(%arg0: tensor<5xf32>) -> tensor<?xf32> {
  %0 = tosa.abs %arg0 : (tensor<5xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// CHECK: #[[$FIRST:.*]] = affine_map<(d0) -> (0)>
// CHECK: #[[$ID:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @test_add_1d_broadcast_static_to_static(
// CHECK:         linalg.generic {indexing_maps = [#[[$FIRST]], #[[$ID]], #[[$ID]]]
// CHECK-SAME:      ins(%{{.*}}, %{{.*}} : tensor<1xf32>, tensor<3xf32>)
// LLVM-LABEL: llvm.func @test_add_1d_broadcast_static_to_static(
func.func @test_add_1d_broadcast_static_to_static(%arg0: tensor<1xf32>, %arg1: tensor<3xf32>) -> tensor<3xf32> {
  %0 = tosa.add %arg0, %arg1 : (tensor<1xf32>, tensor<3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

// The dynamic operand is 1 or 5: read in the body, no copy.
// CHECK-LABEL: func.func @test_add_1d_broadcast_dynamic_to_static(
// CHECK-SAME:    %[[A:.*]]: tensor<5xf32>, %[[B:.*]]: tensor<?xf32>)
// CHECK:         %[[INIT:.*]] = tensor.empty() : tensor<5xf32>
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK:         %[[N:.*]] = tensor.dim %[[B]], %[[C0]] : tensor<?xf32>
// CHECK:         %[[C1:.*]] = arith.constant 1 : index
// CHECK:         %[[N_IS_1:.*]] = arith.cmpi eq, %[[N]], %[[C1]] : index
// CHECK:         linalg.generic {{.*}} ins(%[[A]] : tensor<5xf32>) outs(%[[INIT]] : tensor<5xf32>)
// CHECK:         ^bb0(%[[X:.*]]: f32, %{{.*}}: f32):
// CHECK:           %[[I:.*]] = linalg.index 0 : index
// CHECK:           %[[BI:.*]] = arith.select %[[N_IS_1]], %[[C0]], %[[I]] : index
// CHECK:           %[[Y:.*]] = tensor.extract %[[B]][%[[BI]]] : tensor<?xf32>
// CHECK:           arith.addf %[[X]], %[[Y]] : f32
// LLVM-LABEL: llvm.func @test_add_1d_broadcast_dynamic_to_static(
func.func @test_add_1d_broadcast_dynamic_to_static(%arg0: tensor<5xf32>, %arg1: tensor<?xf32>) -> tensor<5xf32> {
  %0 = tosa.add %arg0, %arg1 : (tensor<5xf32>, tensor<?xf32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}

// -----

// A static 1 against a dynamic size: the dynamic size is the domain's, no test needed.
// CHECK: #[[$FIRST:.*]] = affine_map<(d0) -> (0)>
// CHECK: #[[$ID:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @test_add_1d_broadcast_static_to_dynamic(
// CHECK-SAME:    %[[A:.*]]: tensor<1xf32>, %[[B:.*]]: tensor<?xf32>)
// CHECK:         %[[D:.*]] = tensor.dim %[[B]], %{{.*}} : tensor<?xf32>
// CHECK:         %[[INIT:.*]] = tensor.empty(%[[D]]) : tensor<?xf32>
// CHECK-NOT:     arith.cmpi
// CHECK:         linalg.generic {indexing_maps = [#[[$FIRST]], #[[$ID]], #[[$ID]]]
// CHECK-SAME:      ins(%[[A]], %[[B]] : tensor<1xf32>, tensor<?xf32>) outs(%[[INIT]] : tensor<?xf32>)
// LLVM-LABEL: llvm.func @test_add_1d_broadcast_static_to_dynamic(
func.func @test_add_1d_broadcast_static_to_dynamic(%arg0: tensor<1xf32>, %arg1: tensor<?xf32>) -> tensor<?xf32> {
  %0 = tosa.add %arg0, %arg1 : (tensor<1xf32>, tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// CHECK-LABEL: func.func @test_add_1d_all_dynamic(
// CHECK-SAME:    %[[A:.*]]: tensor<?xf32>, %[[B:.*]]: tensor<?xf32>)
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG:     %[[M:.*]] = tensor.dim %[[A]], %[[C0]]
// CHECK-DAG:     %[[N:.*]] = tensor.dim %[[B]], %[[C0]]
// CHECK:         %[[M_IS_1:.*]] = arith.cmpi eq, %[[M]], %[[C1]] : index
// CHECK:         %[[D:.*]] = arith.select %[[M_IS_1]], %[[N]], %[[M]] : index
// CHECK:         tensor.empty(%[[D]]) : tensor<?xf32>
// CHECK:         %[[N_IS_1:.*]] = arith.cmpi eq, %[[N]], %[[C1]] : index
// CHECK:         linalg.generic
// CHECK:           %[[I:.*]] = linalg.index 0 : index
// CHECK:           %[[AI:.*]] = arith.select %[[M_IS_1]], %[[C0]], %[[I]] : index
// CHECK:           tensor.extract %[[A]][%[[AI]]]
// CHECK:           %[[BI:.*]] = arith.select %[[N_IS_1]], %[[C0]], %[[I]] : index
// CHECK:           tensor.extract %[[B]][%[[BI]]]
// LLVM-LABEL: llvm.func @test_add_1d_all_dynamic(
func.func @test_add_1d_all_dynamic(%arg0: tensor<?xf32>, %arg1: tensor<?xf32>) -> tensor<?xf32> {
  %0 = tosa.add %arg0, %arg1 : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// CHECK-LABEL: func.func @test_add_2d_all_dynamic(
// CHECK-COUNT-2: arith.select %{{.*}}, %{{.*}}, %{{.*}} : index
// CHECK:         tensor.empty(%{{.*}}, %{{.*}}) : tensor<?x?xf32>
// CHECK:         linalg.generic
// CHECK-COUNT-2:   tensor.extract
// LLVM-LABEL: llvm.func @test_add_2d_all_dynamic(
func.func @test_add_2d_all_dynamic(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = tosa.add %arg0, %arg1 : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// CHECK: #[[$SCALAR:.*]] = affine_map<() -> ()>
// CHECK-LABEL: func.func @test_add_0d(
// CHECK:         linalg.generic {indexing_maps = [#[[$SCALAR]], #[[$SCALAR]], #[[$SCALAR]]], iterator_types = []}
// LLVM-LABEL: llvm.func @test_add_0d(
func.func @test_add_0d(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
  %0 = tosa.add %arg0, %arg1 : (tensor<f32>, tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

// test_add_2d_different_ranks after rank equalization; the reshape is left to tosa-to-tensor.
// CHECK: #[[$ROW:.*]] = affine_map<(d0, d1, d2) -> (0, d1, d2)>
// CHECK: #[[$ID:.*]] = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-LABEL: func.func @test_add_2d_different_ranks(
// CHECK:         %[[X:.*]] = tosa.reshape
// CHECK:         linalg.generic {indexing_maps = [#[[$ROW]], #[[$ID]], #[[$ID]]]
// CHECK-SAME:      ins(%[[X]], %{{.*}} : tensor<1x3x4xf32>, tensor<2x3x4xf32>)
// LLVM-LABEL: llvm.func @test_add_2d_different_ranks(
func.func @test_add_2d_different_ranks(%arg0: tensor<3x4xf32>, %arg1: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %shape = tosa.const_shape {values = dense<[1, 3, 4]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %0 = tosa.reshape %arg0, %shape : (tensor<3x4xf32>, !tosa.shape<3>) -> tensor<1x3x4xf32>
  %1 = tosa.add %0, %arg1 : (tensor<1x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  return %1 : tensor<2x3x4xf32>
}

// -----

// The ternary example: dim 0 is 2 for all three operands; dim 1 is the fold of three dynamic sizes.
// CHECK-LABEL: func.func @test_select_2d_one_dynamic(
// CHECK-SAME:    %[[C:.*]]: tensor<2x?xi1>, %[[A:.*]]: tensor<2x?xf32>, %[[B:.*]]: tensor<2x?xf32>)
// CHECK-DAG:     %[[ONE:.*]] = arith.constant 1 : index
// CHECK-DAG:     %[[N0:.*]] = tensor.dim %[[C]], %[[ONE]]
// CHECK-DAG:     %[[N1:.*]] = tensor.dim %[[A]], %[[ONE]]
// CHECK-DAG:     %[[N2:.*]] = tensor.dim %[[B]], %[[ONE]]
// CHECK:         %[[T0:.*]] = arith.cmpi eq, %[[N0]], %[[ONE]] : index
// CHECK:         %[[R0:.*]] = arith.select %[[T0]], %[[N1]], %[[N0]] : index
// CHECK:         %[[T1:.*]] = arith.cmpi eq, %[[R0]], %[[ONE]] : index
// CHECK:         %[[R1:.*]] = arith.select %[[T1]], %[[N2]], %[[R0]] : index
// CHECK:         tensor.empty(%[[R1]]) : tensor<2x?xf32>
// CHECK:         linalg.generic
// CHECK-DAG:       %[[X:.*]] = tensor.extract %[[C]]
// CHECK-DAG:       %[[Y:.*]] = tensor.extract %[[A]]
// CHECK-DAG:       %[[Z:.*]] = tensor.extract %[[B]]
// CHECK:           arith.select %[[X]], %[[Y]], %[[Z]] : f32
// LLVM-LABEL: llvm.func @test_select_2d_one_dynamic(
func.func @test_select_2d_one_dynamic(%arg0: tensor<2x?xi1>, %arg1: tensor<2x?xf32>, %arg2: tensor<2x?xf32>) -> tensor<2x?xf32> {
  %0 = tosa.select %arg0, %arg1, %arg2 : (tensor<2x?xi1>, tensor<2x?xf32>, tensor<2x?xf32>) -> tensor<2x?xf32>
  return %0 : tensor<2x?xf32>
}
