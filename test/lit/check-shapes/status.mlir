// --tosabcast-check-shapes="status-argument=true" (how tosabcast.compile builds for its JIT): a check in front
// of every op whose runtime sizes must agree, reporting the first failure into a trailing memref<4xi64> status
// (code -3, site, size a, size b); the sites and their messages are a module attribute.
// RUN: tosabcast-opt %s --split-input-file --tosabcast-check-shapes="status-argument=true" | FileCheck %s

// CHECK: module attributes {tosabcast.shape_check_sites = {{\[}}["add_dynamic", #{{.*}}, "'tosa.add' op operand #1 dim 0 has runtime size {b}, incompatible with size {a} of operand #0"]]}
// CHECK-LABEL: func.func @add_dynamic(
// CHECK-SAME:    %[[A:.*]]: tensor<?xf32>, %[[B:.*]]: tensor<?xf32>, %[[STATUS:.*]]: memref<4xi64>) -> tensor<?xf32>
// CHECK-SAME:    attributes {tosabcast.status_argument}
// CHECK-DAG:     %[[NB:.*]] = tensor.dim %[[B]], %{{.*}} : tensor<?xf32>
// CHECK-DAG:     %[[NA:.*]] = tensor.dim %[[A]], %{{.*}} : tensor<?xf32>
// CHECK:         %[[NE:.*]] = arith.cmpi ne, %[[NA]], %[[NB]] : index
// CHECK:         %[[A1:.*]] = arith.cmpi ne, %[[NA]], %c1 : index
// CHECK:         %[[B1:.*]] = arith.cmpi ne, %[[NB]], %c1 : index
// CHECK:         arith.andi
// CHECK:         %[[BAD:.*]] = arith.andi
// CHECK:         %[[WORD:.*]] = memref.load %[[STATUS]][%c0]
// CHECK:         %[[FIRST:.*]] = arith.cmpi eq, %[[WORD]], %c0_i64
// CHECK:         %[[REPORT:.*]] = arith.andi %[[BAD]], %[[FIRST]]
// CHECK:         scf.if %[[REPORT]] {
// CHECK:           memref.store %c-3_i64, %[[STATUS]][%c0]
// CHECK:           memref.store %c1_i64, %[[STATUS]][%c1]
// CHECK:         } {tosabcast.shape_check}
// CHECK:         tosa.add %[[A]], %[[B]]
func.func @add_dynamic(%a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
  %0 = tosa.add %a, %b : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// Static sizes are the verifier's, a static 1 always broadcasts, and two dims proven equal need no check.
// CHECK-NOT: tosabcast.shape_check_sites
// CHECK-LABEL: func.func @nothing_to_check(
// CHECK-NOT:     scf.if
// CHECK:         return
func.func @nothing_to_check(%a: tensor<?x4xf32>, %b: tensor<1x4xf32>) -> tensor<?x4xf32> {
  %0 = tosa.add %a, %b : (tensor<?x4xf32>, tensor<1x4xf32>) -> tensor<?x4xf32>
  %1 = tosa.exp %0 : (tensor<?x4xf32>) -> tensor<?x4xf32>
  %2 = tosa.sub %1, %0 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
  return %2 : tensor<?x4xf32>
}

// -----

// An element-wise result's size is computed from its operands' (no tensor.dim: our lowering fuses only values
// with no other use); a matmul's is read with tensor.dim after it. The matmul checks its batch and K dims.
// CHECK: "'tosa.matmul' op operand #1 dim 0 has runtime size {b}, incompatible with size {a} of operand #0"
// CHECK-SAME: "'tosa.matmul' op operand #1 dim 1 has runtime size {b}, incompatible with size {a} of operand #0"
// CHECK-SAME: "'tosa.add' op operand #1 dim 1 has runtime size {b}, incompatible with size {a} of operand #0"
// CHECK-SAME: "'tosa.mul' op operand #1 dim 1 has runtime size {b}, incompatible with size {a} of operand #0"
// CHECK-LABEL: func.func @matmul_then_chain(
// CHECK-SAME:    %[[X:.*]]: tensor<?x?x?xf32>, %[[W:.*]]: tensor<?x?x8xf32>, %{{.*}}: tensor<1xf32>, %[[B:.*]]: tensor<1x?x8xf32>, %[[C:.*]]: tensor<1x?x8xf32>,
// CHECK:         %[[MM:.*]] = tosa.matmul
// CHECK:         %[[H:.*]] = tensor.dim %[[MM]], %c1
// CHECK:         %[[ADD:.*]] = tosa.add %[[MM]], %[[B]]
// CHECK-NOT:     tensor.dim
// CHECK:         scf.if
// CHECK-NOT:     tensor.dim
// CHECK:         tosa.mul %[[ADD]], %[[C]]
func.func @matmul_then_chain(%x: tensor<?x?x?xf32>, %w: tensor<?x?x8xf32>, %z: tensor<1xf32>, %b: tensor<1x?x8xf32>, %c: tensor<1x?x8xf32>) -> tensor<?x?x8xf32> {
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.matmul %x, %w, %z, %z : (tensor<?x?x?xf32>, tensor<?x?x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x?x8xf32>
  %1 = tosa.add %0, %b : (tensor<?x?x8xf32>, tensor<1x?x8xf32>) -> tensor<?x?x8xf32>
  %2 = tosa.mul %1, %c, %shift : (tensor<?x?x8xf32>, tensor<1x?x8xf32>, tensor<1xi8>) -> tensor<?x?x8xf32>
  return %2 : tensor<?x?x8xf32>
}

// -----

// The status goes to every function with a body; calls pass theirs on.
// CHECK-LABEL: func.func private @callee(
// CHECK-SAME:    %{{.*}}: tensor<?xf32>, %[[S:.*]]: memref<4xi64>) -> tensor<?xf32> attributes {tosabcast.status_argument}
// CHECK-LABEL: func.func @caller(
// CHECK-SAME:    %[[A:.*]]: tensor<?xf32>, %[[STATUS:.*]]: memref<4xi64>)
// CHECK:         call @callee(%[[A]], %[[STATUS]]) : (tensor<?xf32>, memref<4xi64>) -> tensor<?xf32>
func.func private @callee(%a: tensor<?xf32>) -> tensor<?xf32> {
  return %a : tensor<?xf32>
}
func.func @caller(%a: tensor<?xf32>) -> tensor<?xf32> {
  %0 = func.call @callee(%a) : (tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// A reshape checks its element count (divisible by the known part of the target when it has a -1).
// CHECK: "'tosa.reshape' op cannot reshape {a} elements into ?x2"
// CHECK-LABEL: func.func @reshape_count(
// CHECK:         %[[N:.*]] = tensor.dim
// CHECK:         %[[COUNT:.*]] = arith.muli %[[N]], %c3
// CHECK:         %[[REM:.*]] = arith.remui %[[COUNT]], %c2
// CHECK:         arith.cmpi ne, %[[REM]], %c0
// CHECK:         } {tosabcast.shape_check}
// CHECK:         tosa.reshape
func.func @reshape_count(%a: tensor<?x3xf32>) -> tensor<?x2xf32> {
  %s = tosa.const_shape {values = dense<[-1, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.reshape %a, %s : (tensor<?x3xf32>, !tosa.shape<2>) -> tensor<?x2xf32>
  return %0 : tensor<?x2xf32>
}
