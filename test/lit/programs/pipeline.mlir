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
// CHECK:           arith.cmpf uge
// CHECK:           arith.cmpf ult
// CHECK:           linalg.yield
// CHECK-NOT:     linalg.generic
// CHECK-NOT:     tosa.
// CHECK:         return
// LLVM-LABEL:  llvm.func @linear_relu(
// LLVM-NOT:    {{= tosa\.}}
func.func @linear_relu(%x: tensor<?x16xf32>, %w: tensor<1x16x8xf32>, %b: tensor<1x8xf32>) -> tensor<?x8xf32> {
  %s3 = tosa.const_shape {values = dense<[1, -1, 16]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %x3 = tosa.reshape %x, %s3 : (tensor<?x16xf32>, !tosa.shape<3>) -> tensor<1x?x16xf32>
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %m = tosa.matmul %x3, %w, %zp, %zp : (tensor<1x?x16xf32>, tensor<1x16x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x?x8xf32>
  %s2 = tosa.const_shape {values = dense<[-1, 8]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %m2 = tosa.reshape %m, %s2 : (tensor<1x?x8xf32>, !tosa.shape<2>) -> tensor<?x8xf32>
  %a = tosa.add %m2, %b : (tensor<?x8xf32>, tensor<1x8xf32>) -> tensor<?x8xf32>
  %r = tosa.clamp %a {min_val = 0.0 : f32, max_val = 3.4028235e+38 : f32} : (tensor<?x8xf32>) -> tensor<?x8xf32>
  return %r : tensor<?x8xf32>
}

// -----

// Softmax over the last dim: the reductions are stock (linalg.reduce); the element-wise ops between them are
// ours: sub + exp in one generic; the reciprocal stays apart from the mul that broadcasts it along dim 1 (fusing
// it would compute it 16 times per row).
// CHECK-LABEL: func.func @softmax(
// CHECK:         linalg.reduce
// CHECK:           arith.maximumf
// CHECK:         linalg.generic
// CHECK:           arith.subf
// CHECK-NEXT:      math.exp
// CHECK:         linalg.reduce
// CHECK:           arith.addf
// CHECK:         linalg.generic
// CHECK:           arith.divf
// CHECK:         linalg.generic
// CHECK:           arith.mulf
// CHECK-NOT:     linalg.generic
// CHECK:         return
// LLVM-LABEL:  llvm.func @softmax(
func.func @softmax(%x: tensor<?x16xf32>) -> tensor<?x16xf32> {
  %max = tosa.reduce_max %x {axis = 1 : i32} : (tensor<?x16xf32>) -> tensor<?x1xf32>
  %d = tosa.sub %x, %max : (tensor<?x16xf32>, tensor<?x1xf32>) -> tensor<?x16xf32>
  %e = tosa.exp %d : (tensor<?x16xf32>) -> tensor<?x16xf32>
  %s = tosa.reduce_sum %e {axis = 1 : i32} : (tensor<?x16xf32>) -> tensor<?x1xf32>
  %r = tosa.reciprocal %s : (tensor<?x1xf32>) -> tensor<?x1xf32>
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %y = tosa.mul %e, %r, %shift : (tensor<?x16xf32>, tensor<?x1xf32>, tensor<1xi8>) -> tensor<?x16xf32>
  return %y : tensor<?x16xf32>
}

// -----

// torch's `x > 0.5` on f32: a cast to f64 and an f64 compare, then a select. Ours lowers all three in one
// generic: the f32 -> f64 extension is exact, the compare is in f64.
// CHECK-LABEL: func.func @compare_f64(
// CHECK:         linalg.generic
// CHECK:           arith.extf %{{.*}} : f32 to f64
// CHECK:           arith.cmpf ogt, %{{.*}} : f64
// CHECK:           arith.select
// CHECK-NOT:     linalg.generic
// LLVM-LABEL:  llvm.func @compare_f64(
func.func @compare_f64(%x: tensor<?x16xf32>) -> tensor<?x16xf32> {
  %c = "tosa.const"() <{values = dense<5.000000e-01> : tensor<1x1xf64>}> : () -> tensor<1x1xf64>
  %zero = "tosa.const"() <{values = dense<0.0> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
  %x64 = tosa.cast %x : (tensor<?x16xf32>) -> tensor<?x16xf64>
  %gt = tosa.greater %x64, %c : (tensor<?x16xf64>, tensor<1x1xf64>) -> tensor<?x16xi1>
  %y = tosa.select %gt, %x, %zero : (tensor<?x16xi1>, tensor<?x16xf32>, tensor<1x1xf32>) -> tensor<?x16xf32>
  return %y : tensor<?x16xf32>
}

// -----

// Attention scores: a transpose (stock: linalg.transpose) and a batched matmul, scaled by ours.
// CHECK-LABEL: func.func @scores(
// CHECK:         %[[T:.*]] = linalg.transpose
// CHECK:         %[[MM:.*]] = linalg.batch_matmul ins(%{{.*}}, %[[T]]
// CHECK:         linalg.generic
// CHECK-SAME:      ins(%[[MM]]
// CHECK:           arith.mulf
// LLVM-LABEL:  llvm.func @scores(
func.func @scores(%q: tensor<?x8x4xf32>, %k: tensor<?x8x4xf32>) -> tensor<?x8x8xf32> {
  %kt = tosa.transpose %k {perms = array<i32: 0, 2, 1>} : (tensor<?x8x4xf32>) -> tensor<?x4x8xf32>
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %s = tosa.matmul %q, %kt, %zp, %zp : (tensor<?x8x4xf32>, tensor<?x4x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x8x8xf32>
  %scale = "tosa.const"() <{values = dense<0.5> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %y = tosa.mul %s, %scale, %shift : (tensor<?x8x8xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<?x8x8xf32>
  return %y : tensor<?x8x8xf32>
}
