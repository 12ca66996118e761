// RUN: tosabcast-opt %s --split-input-file --linalg-generalize-named-ops --tosabcast-block-registers | FileCheck %s
// RUN: tosabcast-opt %s --split-input-file --linalg-generalize-named-ops --tosabcast-block-registers | %mlir-opt --split-input-file --verify-each
// An f32 matmul or convolution generic (named ops generalized first) on memrefs (body: mulf, then addf into the output) becomes an
// scf.parallel over blocks of R rows (and the other parallel dims), whose kernels load R x W vectors of the
// output, carry them through the reduction loops (iter_args) adding the products in the body's order, and
// store them. Row and column tails get kernels of 1 row, 1 vector, scalars. Anything else is left alone.

// A matmul, n = 44: blocks of 6 rows x 2 vectors (12 sums carried through k), then a block of 1 vector and
// one of 4 scalar columns; m = 32: a row tail of 2.
// CHECK-LABEL: func.func @matmul(
// CHECK-NOT:     linalg.generic
// CHECK:         scf.parallel (%[[MB:.*]], %[[B:.*]]) = 
// CHECK:           %[[M0:.*]] = arith.muli %[[MB]], %c6
// CHECK:           scf.if
// CHECK:             scf.for %[[N0:.*]] = %{{.*}} to %{{.*}} step %c16
// CHECK-COUNT-12:      vector.load %{{.*}} : memref<2x32x44xf32>, vector<8xf32>
// CHECK:               scf.for %[[K:.*]] = %c0 to %c64 step %c1 iter_args(
// CHECK-COUNT-2:         vector.load %{{.*}}[%[[B]], %[[K]], %{{.*}}] : memref<2x64x44xf32>, vector<8xf32>
// CHECK:                 memref.load %{{.*}}[%[[B]], %[[M0]], %[[K]]] : memref<2x32x64xf32>
// CHECK:                 vector.broadcast
// CHECK:                 %[[P:.*]] = arith.mulf %{{.*}}, %{{.*}} : vector<8xf32>
// CHECK:                 arith.addf %{{.*}}, %[[P]] : vector<8xf32>
// CHECK:                 scf.yield
// CHECK-COUNT-12:      vector.store
// CHECK:             scf.for {{.*}} step %c8
// CHECK:             scf.for {{.*}} step %c1
// CHECK:               memref.load
// CHECK:               scf.for {{.*}} iter_args({{.*}}) -> (f32, f32, f32, f32, f32, f32)
// CHECK:           } else {
// CHECK:             scf.for
// CHECK:         } {tosabcast.work_scale = 192 : i64}
func.func @matmul(%a: memref<2x32x64xf32>, %b: memref<2x64x44xf32>, %c: memref<2x32x44xf32>) {
  linalg.batch_matmul ins(%a, %b : memref<2x32x64xf32>, memref<2x64x44xf32>) outs(%c : memref<2x32x44xf32>)
  return
}

// -----

// The interchanged generic of a 3x3 convolution into 8 filters (HWCF): blocks of 8 output columns x 1 vector,
// the sums carried through kh, kw, c in that order; the input read at (oh + kh, ow + r + kw). No tails: the
// static sizes divide evenly, so neither the row-tail branch nor the column-tail loops are built.
// CHECK-LABEL: func.func @conv(
// CHECK:         scf.parallel (%[[MB:.*]], %[[N:.*]], %[[OH:.*]]) = 
// CHECK-COUNT-8:   vector.load %{{.*}} : memref<4x8x8x8xf32>, vector<8xf32>
// CHECK:           scf.for %[[KH:.*]] = %c0 to %c3 step %c1 iter_args(
// CHECK:             scf.for %[[KW:.*]] = %c0 to %c3 step %c1 iter_args(
// CHECK:               scf.for %[[C:.*]] = %c0 to %c3 step %c1 iter_args(
// CHECK:                 vector.load %{{.*}}[%[[KH]], %[[KW]], %[[C]], %{{.*}}] : memref<3x3x3x8xf32>, vector<8xf32>
// CHECK:                 affine.apply
// CHECK:                 memref.load %{{.*}} : memref<4x10x10x3xf32>
// CHECK:                 arith.mulf %{{.*}}, %{{.*}} : vector<8xf32>
// CHECK-NOT:     scf.if
// CHECK-NOT:     step %c1 {
// CHECK:         } {tosabcast.work_scale = 128 : i64}
#in = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 + d3, d2 + d4, d5)>
#filter = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d3, d4, d5, d6)>
#out = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d6)>
func.func @conv(%x: memref<4x10x10x3xf32>, %w: memref<3x3x3x8xf32>, %o: memref<4x8x8x8xf32>) {
  linalg.generic {indexing_maps = [#in, #filter, #out],
                  iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "parallel"]}
      ins(%x, %w : memref<4x10x10x3xf32>, memref<3x3x3x8xf32>) outs(%o : memref<4x8x8x8xf32>) {
  ^bb0(%in: f32, %f: f32, %acc: f32):
    %p = arith.mulf %in, %f : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// Dynamic sizes: the extents read with memref.dim, a row block of 6 whenever 6 rows are left.
// CHECK-LABEL: func.func @dynamic(
// CHECK-DAG:     memref.dim %{{.*}}, %c1 : memref<?x?x?xf32>
// CHECK:         arith.ceildivui
// CHECK:         scf.parallel
// CHECK:           arith.cmpi ule
func.func @dynamic(%a: memref<?x?x?xf32>, %b: memref<?x?x?xf32>, %c: memref<?x?x?xf32>) {
  linalg.batch_matmul ins(%a, %b : memref<?x?x?xf32>, memref<?x?x?xf32>) outs(%c : memref<?x?x?xf32>)
  return
}

// -----

// 4-7 columns (6 filters: pool_adaptive's convolution): 8 rows x 1 vector of 4 lanes (an SSE register), then the
// last 2 columns as scalars.
// CHECK-LABEL: func.func @six_columns(
// CHECK:         scf.parallel
// CHECK:           scf.for %[[N:.*]] = %c0{{.*}} to %c4{{.*}} step %c4{{.*}} {
// CHECK-COUNT-8:     vector.load %{{.*}} : memref<1x64x6xf32>, vector<4xf32>
// CHECK:             scf.for %{{.*}} iter_args({{.*}}) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>)
// CHECK:           scf.for %{{.*}} = %c4{{.*}} to %c6{{.*}} step %c1{{.*}} {
// CHECK:             memref.load %{{.*}} : memref<1x64x6xf32>
// CHECK:         } {tosabcast.work_scale = 64 : i64}
func.func @six_columns(%a: memref<1x64x64xf32>, %b: memref<1x64x6xf32>, %c: memref<1x64x6xf32>) {
  linalg.batch_matmul ins(%a, %b : memref<1x64x64xf32>, memref<1x64x6xf32>) outs(%c : memref<1x64x6xf32>)
  return
}

// -----

// 2-3 columns: 8 rows x 1 vector of 2 lanes, then the third column as scalars.
// CHECK-LABEL: func.func @three_columns(
// CHECK:         scf.parallel
// CHECK:           scf.for %{{.*}} = %c0{{.*}} to %c2{{.*}} step %c2{{.*}} {
// CHECK-COUNT-8:     vector.load %{{.*}} : memref<1x64x3xf32>, vector<2xf32>
// CHECK:             scf.for %{{.*}} iter_args({{.*}}) -> (vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>)
// CHECK:           scf.for %{{.*}} = %c2{{.*}} to %c3{{.*}} step %c1{{.*}} {
// CHECK:             memref.load %{{.*}} : memref<1x64x3xf32>
// CHECK:         } {tosabcast.work_scale = 32 : i64}
func.func @three_columns(%a: memref<1x64x64xf32>, %b: memref<1x64x3xf32>, %c: memref<1x64x3xf32>) {
  linalg.batch_matmul ins(%a, %b : memref<1x64x64xf32>, memref<1x64x3xf32>) outs(%c : memref<1x64x3xf32>)
  return
}

// -----

// One column (a matrix-vector product): n is the output's trailing dim of extent 1 itself, 8 rows of scalar
// sums, none of them a vector.
// CHECK-LABEL: func.func @one_column(
// CHECK:         scf.parallel
// CHECK-NOT:       vector.load
// CHECK:           scf.for %{{.*}} = %c0{{.*}} to %c1{{.*}} step %c1{{.*}} {
// CHECK-COUNT-8:     memref.load %{{.*}} : memref<1x64x1xf32>
// CHECK:             scf.for %{{.*}} iter_args({{.*}}) -> (f32, f32, f32, f32, f32, f32, f32, f32)
// CHECK:         } {tosabcast.work_scale = 16 : i64}
func.func @one_column(%a: memref<1x64x64xf32>, %b: memref<1x64x1xf32>, %c: memref<1x64x1xf32>) {
  linalg.batch_matmul ins(%a, %b : memref<1x64x64xf32>, memref<1x64x1xf32>) outs(%c : memref<1x64x1xf32>)
  return
}

// -----

// Left alone: integers, a body that is neither mulf-then-addf nor one pooling op (subf).
// CHECK-LABEL: func.func @integers(
// CHECK:         linalg.generic
// CHECK-LABEL: func.func @subtracting(
// CHECK:         linalg.generic
func.func @integers(%a: memref<1x64x64xi32>, %b: memref<1x64x32xi32>, %c: memref<1x64x32xi32>) {
  linalg.batch_matmul ins(%a, %b : memref<1x64x64xi32>, memref<1x64x32xi32>) outs(%c : memref<1x64x32xi32>)
  return
}
#sin = affine_map<(d0, d1, d2, d3) -> (d0, d1 + d2, d3)>
#swin = affine_map<(d0, d1, d2, d3) -> (d2)>
#sout = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
func.func @subtracting(%x: memref<2x10x16xf32>, %win: memref<3xf32>, %o: memref<2x8x16xf32>) {
  linalg.generic {indexing_maps = [#sin, #swin, #sout], iterator_types = ["parallel", "parallel", "reduction", "parallel"]}
      ins(%x, %win : memref<2x10x16xf32>, memref<3xf32>) outs(%o : memref<2x8x16xf32>) {
  ^bb0(%in: f32, %unused: f32, %acc: f32):
    %m = arith.subf %acc, %in : f32
    linalg.yield %m : f32
  }
  return
}

// -----

// A pooling: the body is one maximumf (or minimumf, addf) of the output and the input, the window operand only
// gives the reduction's extent. The input is read as vectors along the channels, the window not at all.
// CHECK-LABEL: func.func @pool(
// CHECK-SAME:      %[[X:.*]]: memref<2x10x16xf32>, %[[WIN:.*]]: memref<3xf32>, %[[O:.*]]: memref<2x8x16xf32>)
// CHECK:         scf.parallel
// CHECK-COUNT-12:    vector.load %[[O]]
// CHECK:             scf.for %[[K:.*]] = %c0{{.*}} to %c3{{.*}} step %c1{{.*}} iter_args(
// CHECK:               %[[V:.*]] = vector.load %[[X]][{{.*}}] : memref<2x10x16xf32>, vector<8xf32>
// CHECK-NEXT:          arith.maximumf %{{.*}}, %[[V]] : vector<8xf32>
// CHECK-NOT:           %[[WIN]]{{\[}}
// CHECK:         } {tosabcast.work_scale
#pin = affine_map<(d0, d1, d2, d3) -> (d0, d1 + d2, d3)>
#pwin = affine_map<(d0, d1, d2, d3) -> (d2)>
#pout = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
func.func @pool(%x: memref<2x10x16xf32>, %win: memref<3xf32>, %o: memref<2x8x16xf32>) {
  linalg.generic {indexing_maps = [#pin, #pwin, #pout], iterator_types = ["parallel", "parallel", "reduction", "parallel"]}
      ins(%x, %win : memref<2x10x16xf32>, memref<3xf32>) outs(%o : memref<2x8x16xf32>) {
  ^bb0(%in: f32, %unused: f32, %acc: f32):
    %m = arith.maximumf %acc, %in : f32
    linalg.yield %m : f32
  }
  return
}

// -----

// An input that is a view of the output buffer: left alone (the kernels would read sums not yet stored).
// CHECK-LABEL: func.func @aliased(
// CHECK:         linalg.generic
func.func @aliased(%a: memref<1x32x32xf32>, %c: memref<1x32x32xf32>) {
  %b = memref.subview %c[0, 0, 0] [1, 32, 32] [1, 1, 1] : memref<1x32x32xf32> to memref<1x32x32xf32, strided<[1024, 32, 1]>>
  linalg.batch_matmul ins(%a, %b : memref<1x32x32xf32>, memref<1x32x32xf32, strided<[1024, 32, 1]>>) outs(%c : memref<1x32x32xf32>)
  return
}

// -----

// A depthwise convolution (hwcm, multiplier 1): the channels are n, read by the input as well (vector loads,
// no broadcast); the multiplier's unit dim is left out of views of the filter and the output.
// CHECK-LABEL: func.func @depthwise(
// CHECK-DAG:     memref.collapse_shape %{{.*}} {{\[}}[0], [1], [2, 3]] : memref<3x3x8x1xf32> into memref<3x3x8xf32>
// CHECK-DAG:     memref.collapse_shape %{{.*}} {{\[}}[0], [1], [2], [3, 4]] : memref<2x6x6x8x1xf32> into memref<2x6x6x8xf32>
// CHECK:         scf.parallel
// CHECK:           scf.for %[[KH:.*]] = %c0 to %c3 step %c1 iter_args(
// CHECK:             scf.for %[[KW:.*]] = %c0 to %c3 step %c1 iter_args(
// CHECK:               vector.load %{{.*}}[%[[KH]], %[[KW]], %{{.*}}] : memref<3x3x8xf32>, vector<8xf32>
// CHECK-NOT:           vector.broadcast
// CHECK:               vector.load %{{.*}} : memref<2x8x8x8xf32>, vector<8xf32>
// CHECK:               arith.mulf %{{.*}}, %{{.*}} : vector<8xf32>
func.func @depthwise(%x: memref<2x8x8x8xf32>, %w: memref<3x3x8x1xf32>, %o: memref<2x6x6x8x1xf32>) {
  linalg.depthwise_conv_2d_nhwc_hwcm {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %w : memref<2x8x8x8xf32>, memref<3x3x8x1xf32>) outs(%o : memref<2x6x6x8x1xf32>)
  return
}
