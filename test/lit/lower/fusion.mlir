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

// A result with several uses, all in one cluster, is computed once in its body: a scalar used twice, not a
// tensor, and nothing computed twice (upstream's linalg-fuse-elementwise-ops would fuse a copy of it into
// each consumer).
// CHECK-LABEL: func.func @multi_use_inside(
// CHECK-SAME:    %[[A:.*]]: tensor<?xf32>, %[[B:.*]]: tensor<?xf32>)
// CHECK:         %[[R:.*]] = linalg.generic
// CHECK:           %[[SUM:.*]] = arith.addf
// CHECK-NEXT:      %[[FLOOR:.*]] = math.floor %[[SUM]] : f32
// CHECK-NEXT:      %[[ABS:.*]] = math.absf %[[SUM]] : f32
// CHECK-NEXT:      %[[D:.*]] = arith.subf %[[FLOOR]], %[[ABS]] : f32
// CHECK-NEXT:      %[[P:.*]] = arith.mulf %[[D]], %[[SUM]] : f32
// CHECK-NEXT:      linalg.yield %[[P]] : f32
// CHECK-NOT:     linalg.generic
// CHECK:         return %[[R]]
// NOFUSE-LABEL: func.func @multi_use_inside(
// NOFUSE-COUNT-5: linalg.generic
// LLVM-LABEL: llvm.func @multi_use_inside(
func.func @multi_use_inside(%a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.add %a, %b : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  %1 = tosa.floor %0 : (tensor<?xf32>) -> tensor<?xf32>
  %2 = tosa.abs %0 : (tensor<?xf32>) -> tensor<?xf32>
  %3 = tosa.sub %1, %2 : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  %4 = tosa.mul %3, %0, %shift : (tensor<?xf32>, tensor<?xf32>, tensor<1xi8>) -> tensor<?xf32>
  return %4 : tensor<?xf32>
}

// -----

// A result used outside the cluster too (here returned), or by ops of two clusters, is a generic of its own,
// computed once; its consumers read it.
// CHECK-LABEL: func.func @multi_use_root(
// CHECK:         %[[SUM:.*]] = linalg.generic
// CHECK:           arith.addf
// CHECK:         %[[F:.*]] = linalg.generic {{.*}} ins(%[[SUM]] : tensor<?xf32>)
// CHECK:           math.floor
// CHECK:         %[[G:.*]] = linalg.generic {{.*}} ins(%[[SUM]] : tensor<?xf32>)
// CHECK:           math.absf
// CHECK:         %[[H:.*]] = linalg.generic {{.*}} ins(%[[SUM]] : tensor<?xf32>)
// CHECK:           math.ceil
// CHECK-NOT:     linalg.generic
// CHECK:         return %[[SUM]], %[[F]], %[[G]], %[[H]]
// NOFUSE-LABEL: func.func @multi_use_root(
// NOFUSE-COUNT-4: linalg.generic
// LLVM-LABEL: llvm.func @multi_use_root(
func.func @multi_use_root(%a: tensor<?xf32>, %b: tensor<?xf32>, %c: tensor<?xf32>)
    -> (tensor<?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) {
  %0 = tosa.add %a, %b : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  %1 = tosa.floor %0 : (tensor<?xf32>) -> tensor<?xf32>
  %2 = tosa.abs %0 : (tensor<?xf32>) -> tensor<?xf32>
  %3 = tosa.ceil %0 : (tensor<?xf32>) -> tensor<?xf32>
  return %0, %1, %2, %3 : tensor<?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>
}

// -----

// Fusing exp into the add would compute it 3 times per element of %a: it stays a generic of its own.
// CHECK: #[[$ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK: #[[$ROW:.*]] = affine_map<(d0, d1) -> (0, d1)>
// CHECK-LABEL: func.func @static_broadcast_not_fused(
// CHECK:         %[[E:.*]] = linalg.generic {{.*}} outs(%{{.*}} : tensor<1x4xf32>)
// CHECK:           math.fma
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
// CHECK:           math.fma
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
