// RUN: tosabcast-opt %s --split-input-file --linalg-generalize-named-ops --tosabcast-interchange-reductions | FileCheck %s
// RUN: tosabcast-opt %s --split-input-file --linalg-generalize-named-ops --tosabcast-interchange-reductions | %mlir-opt --split-input-file --verify-each
// RUN: tosabcast-opt %s --split-input-file --linalg-generalize-named-ops --tosabcast-interchange-reductions="max-unrolled=8" | FileCheck %s --check-prefix=EIGHT
// A linalg op on memrefs whose innermost loop is a reduction gets the last dim of its output, a parallel dim
// that every operand reads contiguously or not at all, as its innermost loop: the maps and iterator types are
// permuted, the body stays (its `linalg.index` dims renumbered). Short reductions (32 steps at most) right
// inside a dim of more than 8, and dims that an operand reads at a stride, are left alone.

// A matmul of k = 64: (b, m, n, k) -> (b, m, k, n).
// CHECK-DAG: #[[A:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// CHECK-DAG: #[[B:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
// CHECK-DAG: #[[C:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
// CHECK-LABEL: func.func @matmul(
// CHECK:         linalg.generic {indexing_maps = [#[[A]], #[[B]], #[[C]]],
// CHECK-SAME:        iterator_types = ["parallel", "parallel", "reduction", "parallel"]}
// CHECK:           arith.mulf
// CHECK:           arith.addf
func.func @matmul(%a: memref<2x32x64xf32>, %b: memref<2x64x48xf32>, %c: memref<2x32x48xf32>) {
  linalg.batch_matmul ins(%a, %b : memref<2x32x64xf32>, memref<2x64x48xf32>) outs(%c : memref<2x32x48xf32>)
  return
}

// -----

// k of 16 (and 8 under --max-unrolled=8): LLVM unrolls a reduction this short and vectorizes n. Left alone.
// CHECK-LABEL: func.func @short_k(
// CHECK:         iterator_types = ["parallel", "parallel", "parallel", "reduction"]
// EIGHT-LABEL: func.func @short_k(
// EIGHT:         iterator_types = ["parallel", "parallel", "reduction", "parallel"]
func.func @short_k(%a: memref<1x64x16xf32>, %b: memref<1x16x32xf32>, %c: memref<1x64x32xf32>) {
  linalg.batch_matmul ins(%a, %b : memref<1x64x16xf32>, memref<1x16x32xf32>) outs(%c : memref<1x64x32xf32>)
  return
}

// -----

// k of 16 but n of 8, one vector: interchanged all the same (LLVM's unrolled k vectorizes worse there).
// CHECK-LABEL: func.func @short_k_one_vector(
// CHECK:         iterator_types = ["parallel", "parallel", "reduction", "parallel"]
func.func @short_k_one_vector(%a: memref<1x64x16xf32>, %b: memref<1x16x8xf32>, %c: memref<1x64x8xf32>) {
  linalg.batch_matmul ins(%a, %b : memref<1x64x16xf32>, memref<1x16x8xf32>) outs(%c : memref<1x64x8xf32>)
  return
}

// -----

// Dynamic sizes: interchanged.
// CHECK-LABEL: func.func @dynamic(
// CHECK:         iterator_types = ["parallel", "parallel", "reduction", "parallel"]
func.func @dynamic(%a: memref<?x?x?xf32>, %b: memref<?x?x?xf32>, %c: memref<?x?x?xf32>) {
  linalg.batch_matmul ins(%a, %b : memref<?x?x?xf32>, memref<?x?x?xf32>) outs(%c : memref<?x?x?xf32>)
  return
}

// -----

// A body reading its indices: dim 1 (n) becomes dim 2, dim 2 (k) dim 1.
// CHECK-LABEL: func.func @indices(
// CHECK:         iterator_types = ["parallel", "reduction", "parallel"]
// CHECK:           linalg.index 2 : index
// CHECK:           linalg.index 1 : index
func.func @indices(%a: memref<8x64xf32>, %c: memref<8x16xf32>) {
  linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (m, n)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a : memref<8x64xf32>) outs(%c : memref<8x16xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %n = linalg.index 1 : index
    %k = linalg.index 2 : index
    %s = arith.addi %n, %k : index
    %i = arith.index_cast %s : index to i32
    %f = arith.sitofp %i : i32 to f32
    %p = arith.mulf %x, %f : f32
    %r = arith.addf %acc, %p : f32
    linalg.yield %r : f32
  }
  return
}

// -----

// A convolution with the filters last: (n, oh, ow, f, kh, kw, c) -> (n, oh, ow, kh, kw, c, f); the input's
// window `oh + kh` is renumbered with the rest.
// CHECK-DAG: #[[IN:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 + d3, d2 + d4, d5)>
// CHECK-DAG: #[[FILTER:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d3, d4, d5, d6)>
// CHECK-DAG: #[[OUT:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d6)>
// CHECK-LABEL: func.func @conv(
// CHECK:         indexing_maps = [#[[IN]], #[[FILTER]], #[[OUT]]]
// CHECK-SAME:    iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "parallel"]
func.func @conv(%x: memref<4x10x10x16xf32>, %w: memref<3x3x16x32xf32>, %o: memref<4x8x8x32xf32>) {
  linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %w : memref<4x10x10x16xf32>, memref<3x3x16x32xf32>) outs(%o : memref<4x8x8x32xf32>)
  return
}

// -----

// 2x2 over 8 channels: 32 reduction steps, which LLVM unrolls. Left alone.
// CHECK-LABEL: func.func @small_window(
// CHECK:         iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]
func.func @small_window(%x: memref<4x6x6x8xf32>, %w: memref<2x2x8x16xf32>, %o: memref<4x5x5x16xf32>) {
  linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %w : memref<4x6x6x8xf32>, memref<2x2x8x16xf32>) outs(%o : memref<4x5x5x16xf32>)
  return
}

// -----

// The filters first (stock's fhwc layout): the filter reads f at a stride. Left alone.
// CHECK-LABEL: func.func @filters_first(
// CHECK:         iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]
func.func @filters_first(%x: memref<4x10x10x16xf32>, %w: memref<32x3x3x16xf32>, %o: memref<4x8x8x32xf32>) {
  linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %w : memref<4x10x10x16xf32>, memref<32x3x3x16xf32>) outs(%o : memref<4x8x8x32xf32>)
  return
}

// -----

// A sum over the last axis: the output's dim is the input's first, read at a stride. Left alone.
// CHECK-LABEL: func.func @row_sums(
// CHECK:         iterator_types = ["parallel", "reduction"]
func.func @row_sums(%a: memref<64x128xf32>, %c: memref<64xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
                  iterator_types = ["parallel", "reduction"]}
      ins(%a : memref<64x128xf32>) outs(%c : memref<64xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %r = arith.addf %acc, %x : f32
    linalg.yield %r : f32
  }
  return
}

// -----

// Two output columns: too short to gain. Left alone.
// CHECK-LABEL: func.func @narrow(
// CHECK:         iterator_types = ["parallel", "parallel", "parallel", "reduction"]
func.func @narrow(%a: memref<1x64x64xf32>, %b: memref<1x64x2xf32>, %c: memref<1x64x2xf32>) {
  linalg.batch_matmul ins(%a, %b : memref<1x64x64xf32>, memref<1x64x2xf32>) outs(%c : memref<1x64x2xf32>)
  return
}
