// Clusters: an op whose result has one use, as a broadcast operand of a lowered op in the same block that does
// not broadcast it statically, is computed inside its consumer's linalg.generic. With fuse=false every op gets
// its own generic.
// RUN: tosabcast-opt %s --split-input-file --tosabcast-lower-to-linalg | FileCheck %s
// RUN: tosabcast-opt %s --split-input-file --tosabcast-lower-to-linalg="fuse=false" | FileCheck %s --check-prefix=NOFUSE
// RUN: tosabcast-opt %s --split-input-file --tosabcast-lower-to-linalg | %mlir-opt --split-input-file --verify-each
// RUN: tosabcast-opt %s --split-input-file --tosabcast-lower-to-linalg="fuse=false" | %mlir-opt --split-input-file --verify-each
// RUN: tosabcast-opt %s --split-input-file --tosabcast-lower-to-linalg --tosa-to-arith | %bufferize-to-llvm \
// RUN:   | FileCheck %s --check-prefix=LLVM --implicit-check-not=tensor. --implicit-check-not=linalg. --implicit-check-not=memref.

// Four dynamic ops, one loop nest: both operands are read once per iteration (with their runtime broadcast
// index) and every intermediate stays a scalar.
// CHECK-LABEL: func.func @chain4_dynamic(
// CHECK-SAME:    %[[A:.*]]: tensor<?x?xf32>, %[[B:.*]]: tensor<?x?xf32>)
// CHECK-COUNT-1: tensor.empty
// CHECK-NOT:     tensor.empty
// CHECK:         %[[R:.*]] = linalg.generic
// CHECK:           %[[X:.*]] = tensor.extract %[[A]]
// CHECK:           %[[Y:.*]] = tensor.extract %[[B]]
// CHECK:           %[[S:.*]] = arith.addf %[[X]], %[[Y]] : f32
// CHECK:           %[[P:.*]] = arith.mulf %[[S]], %[[X]] : f32
// CHECK:           %[[D:.*]] = arith.subf %[[P]], %[[Y]] : f32
// CHECK:           %[[M:.*]] = arith.select %{{.*}}, %[[D]], %[[X]] : f32
// CHECK:           linalg.yield %[[M]] : f32
// CHECK-NOT:     linalg.generic
// CHECK:         return %[[R]]
// NOFUSE-LABEL: func.func @chain4_dynamic(
// NOFUSE-COUNT-4: linalg.generic
// NOFUSE-NOT:     linalg.generic
// LLVM-LABEL: llvm.func @chain4_dynamic(
func.func @chain4_dynamic(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.add %a, %b : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %1 = tosa.mul %0, %a, %shift : (tensor<?x?xf32>, tensor<?x?xf32>, tensor<1xi8>) -> tensor<?x?xf32>
  %2 = tosa.sub %1, %b : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %3 = tosa.maximum %2, %a {nan_mode = #tosa.nan_mode<PROPAGATE>} : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  return %3 : tensor<?x?xf32>
}

// -----

// A result with two uses is computed once (its own generic); each of its single-use consumers joins the
// generic of their common consumer, which reads the shared value once.
// CHECK-LABEL: func.func @multi_use_root(
// CHECK:         %[[SUM:.*]] = linalg.generic
// CHECK:           arith.addf
// CHECK:         %[[R:.*]] = linalg.generic {{.*}} ins(%[[SUM]] : tensor<?xf32>)
// CHECK:         ^bb0(%[[X:.*]]: f32, %{{.*}}: f32):
// CHECK:           %[[E:.*]] = math.exp %[[X]] : f32
// CHECK:           %[[ABS:.*]] = math.absf %[[X]] : f32
// CHECK:           arith.subf %[[E]], %[[ABS]] : f32
// CHECK-NOT:     linalg.generic
// NOFUSE-LABEL: func.func @multi_use_root(
// NOFUSE-COUNT-4: linalg.generic
// LLVM-LABEL: llvm.func @multi_use_root(
func.func @multi_use_root(%a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
  %0 = tosa.add %a, %b : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  %1 = tosa.exp %0 : (tensor<?xf32>) -> tensor<?xf32>
  %2 = tosa.abs %0 : (tensor<?xf32>) -> tensor<?xf32>
  %3 = tosa.sub %1, %2 : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  return %3 : tensor<?xf32>
}

// -----

// Fusing exp into the add would compute it 3 times per element of %a: it stays a generic of its own.
// CHECK: #[[$ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK: #[[$ROW:.*]] = affine_map<(d0, d1) -> (0, d1)>
// CHECK-LABEL: func.func @static_broadcast_not_fused(
// CHECK:         %[[E:.*]] = linalg.generic {{.*}} outs(%{{.*}} : tensor<1x4xf32>)
// CHECK:           math.exp
// CHECK:         linalg.generic {indexing_maps = [#[[$ROW]], #[[$ID]], #[[$ID]]], {{.*}} ins(%[[E]], %{{.*}} : tensor<1x4xf32>, tensor<3x4xf32>)
// CHECK:           arith.addf
// LLVM-LABEL: llvm.func @static_broadcast_not_fused(
func.func @static_broadcast_not_fused(%a: tensor<1x4xf32>, %b: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %0 = tosa.exp %a : (tensor<1x4xf32>) -> tensor<1x4xf32>
  %1 = tosa.add %0, %b : (tensor<1x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  return %1 : tensor<3x4xf32>
}

// -----

// The consumer is in another block: no fusion (the producer may run once for many executions of the block).
// CHECK-LABEL: func.func @other_block_not_fused(
// CHECK:         %[[E:.*]] = linalg.generic
// CHECK:           math.exp
// CHECK:         scf.if
// CHECK:           linalg.generic {{.*}} ins(%[[E]] : tensor<?xf32>)
// CHECK:             math.absf
// LLVM-LABEL: llvm.func @other_block_not_fused(
func.func @other_block_not_fused(%a: tensor<?xf32>, %c: i1) -> tensor<?xf32> {
  %0 = tosa.exp %a : (tensor<?xf32>) -> tensor<?xf32>
  %1 = scf.if %c -> tensor<?xf32> {
    %2 = tosa.abs %0 : (tensor<?xf32>) -> tensor<?xf32>
    scf.yield %2 : tensor<?xf32>
  } else {
    scf.yield %a : tensor<?xf32>
  }
  return %1 : tensor<?xf32>
}

// -----

// A comparison feeding a select: the i1 intermediate never becomes a tensor.
// CHECK-LABEL: func.func @select_of_compare(
// CHECK:         linalg.generic
// CHECK:           %[[X:.*]] = tensor.extract
// CHECK:           %[[Y:.*]] = tensor.extract
// CHECK:           %[[GT:.*]] = arith.cmpi sgt, %[[X]], %[[Y]] : i32
// CHECK:           arith.select %[[GT]], %[[X]], %[[Y]] : i32
// CHECK-NOT:     tensor<?xi1>
// NOFUSE-LABEL: func.func @select_of_compare(
// NOFUSE:         linalg.generic
// NOFUSE:         } -> tensor<?xi1>
// NOFUSE:         linalg.generic
// LLVM-LABEL: llvm.func @select_of_compare(
func.func @select_of_compare(%a: tensor<?xi32>, %b: tensor<?xi32>) -> tensor<?xi32> {
  %0 = tosa.greater %a, %b : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi1>
  %1 = tosa.select %0, %a, %b : (tensor<?xi1>, tensor<?xi32>, tensor<?xi32>) -> tensor<?xi32>
  return %1 : tensor<?xi32>
}
