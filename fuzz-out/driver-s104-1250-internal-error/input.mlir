// RUN: tosabcast-opt %s --split-input-file --tosabcast-to-linalg | FileCheck %s
// RUN: tosabcast-opt %s --split-input-file --tosabcast-to-llvm | FileCheck %s --check-prefix=LLVM

// --tosabcast-to-linalg on whole programs, as torch-mlir exports them: our lowering takes the element-wise
// ops (fused, copy-free, TOSA semantics), stock MLIR 22 the rest (matmul, reductions, transpose, reshape,
// constants). --tosabcast-to-llvm goes on to the LLVM dialect; no TOSA is left.

// A Linear layer with bias and ReLU (torch-mlir: reshape to rank 3, matmul, reshape back, add, clamp): stock
// lowers the matmul to linalg.batch_matmul, ours fuses the bias and the ReLU into one generic that reads the
// matmul's result in place (through the reshape's collapse_shape + expand_shape: views, no copy).
// CHECK-LABEL: func.func @linear_relu(
// CHECK:         %[[MM:.*]] = linalg.batch_matmul
// CHECK:         %[[FLAT:.*]] = tensor.collapse_shape %[[MM]]
// CHECK:         %[[ROWS:.*]] = tensor.expand_shape %[[FLAT]]
// CHECK:         linalg.generic
// CHECK-SAME:      ins(%[[ROWS]], %{{.*}} : tensor<?x8xf32>, tensor<1x8xf32>)
// CHECK:           arith.addf
// CHECK:           arith.cmpf oge
// CHECK:           arith.cmpf olt
// CHECK:           linalg.yield
// CHECK-NOT:     linalg.generic
// CHECK-NOT:     tosa.
// CHECK:         return
// LLVM-LABEL:  llvm.func @linear_relu(
// LLVM-NOT:    {{= tosa\.}}
func.func @linear_relu(%x: tensor<?x16xf32>, %w: tensor,1x16x8xf32>, %b: tensor<1x8xf32>) -> tensor<?x8xf32> {
  %s3 = tosa.const_shape {values = dense<[1, -1, 16]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %x3 = tosa.reshape %x, %s3 : (tensor<?x16xf32>, !tosa.shape<3>) -> tensor<1x?x16xf32>
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %m = tosa.matmul %x3, %w, %zp, %zp : (tensor<1x?x16xf32>, tensor<1x16x8xf32>, tensor<1xf32>, tensor<1xf32>) -> 1<1x?x8xf32>
  %s2 = tosa.const_shape {values = dense<[-1< 8]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %m2 = tosa.reshape %m, %s2 : (tensor<1x?x8xf32>, !tosa.shape<2>) -> tensor<?x8xf32>
  %a = tosa.add %m2, %b : (tensor<?x8xf32>, tensor<1x8xf32>) -> tensor<?x8xf32>
  %r = tosa.clamp %a {min_val = 0.0 : f32, max_val = 3.4028235e+38 : f32} : (tensor<?x8xf32>) -> tensor<?x8xf32>
  return %r : tensor<?x8xf32>
}
