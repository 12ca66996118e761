// RUN: tosabcast-opt %s --split-input-file --tosabcast-collapse-dims | FileCheck %s
// RUN: tosabcast-opt %s --split-input-file --tosabcast-collapse-dims | %mlir-opt --split-input-file --verify-each --convert-linalg-to-loops
// Identity-mapped element-wise generics on contiguous buffers become one flat loop over collapse_shape views.

#id2 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK: #[[ID1:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @flat(
// CHECK-SAME:      %[[A:.*]]: memref<64x32xf32>, %[[B:.*]]: memref<?x?xf32>, %[[O:.*]]: memref<64x32xf32>, %[[O2:.*]]: memref<?x?xf32>)
// CHECK:         %[[A1:.*]] = memref.collapse_shape %[[A]] {{\[}}[0, 1]] : memref<64x32xf32> into memref<2048xf32>
// CHECK:         %[[O1:.*]] = memref.collapse_shape %[[O]] {{\[}}[0, 1]] : memref<64x32xf32> into memref<2048xf32>
// CHECK:         linalg.generic {indexing_maps = [#[[ID1]], #[[ID1]]], iterator_types = ["parallel"]} ins(%[[A1]] : memref<2048xf32>) outs(%[[O1]] : memref<2048xf32>)
// CHECK:           math.exp
// CHECK:         memref.collapse_shape %[[B]] {{\[}}[0, 1]] : memref<?x?xf32> into memref<?xf32>
// CHECK:         linalg.generic {{.*}} iterator_types = ["parallel"]} ins(%{{.*}} : memref<?xf32>) outs(%{{.*}} : memref<?xf32>)
func.func @flat(%a: memref<64x32xf32>, %b: memref<?x?xf32>, %o: memref<64x32xf32>, %o2: memref<?x?xf32>) {
  linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%a : memref<64x32xf32>) outs(%o : memref<64x32xf32>) {
  ^bb0(%x: f32, %y: f32):
    %e = math.exp %x : f32
    linalg.yield %e : f32
  }
  linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%b : memref<?x?xf32>) outs(%o2 : memref<?x?xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  return
}

// -----

// Left alone: a broadcast operand (its map is not the identity), a body that reads its indices, a strided
// buffer (a subview), a reduction, tensors.
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (0, d1)>
#red = affine_map<(d0, d1) -> (d0)>
// CHECK-LABEL: func.func @kept(
// CHECK-NOT:     memref.collapse_shape
// CHECK-COUNT-5: iterator_types = ["parallel", {{.*}}]
// CHECK-NOT:     memref.collapse_shape
func.func @kept(%a: memref<8x4xf32>, %r: memref<1x4xf32>, %o: memref<8x4xf32>, %big: memref<8x8xf32>, %v: memref<8xf32>, %t: tensor<8x4xf32>) -> tensor<8x4xf32> {
  linalg.generic {indexing_maps = [#id2, #row, #id2], iterator_types = ["parallel", "parallel"]} ins(%a, %r : memref<8x4xf32>, memref<1x4xf32>) outs(%o : memref<8x4xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [#id2], iterator_types = ["parallel", "parallel"]} outs(%o : memref<8x4xf32>) {
  ^bb0(%z: f32):
    %i = linalg.index 0 : index
    %c = arith.index_cast %i : index to i32
    %f = arith.sitofp %c : i32 to f32
    linalg.yield %f : f32
  }
  %sub = memref.subview %big[0, 0] [8, 4] [1, 1] : memref<8x8xf32> to memref<8x4xf32, strided<[8, 1]>>
  linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%sub : memref<8x4xf32, strided<[8, 1]>>) outs(%o : memref<8x4xf32>) {
  ^bb0(%x: f32, %z: f32):
    linalg.yield %x : f32
  }
  linalg.generic {indexing_maps = [#id2, #red], iterator_types = ["parallel", "reduction"]} ins(%a : memref<8x4xf32>) outs(%v : memref<8xf32>) {
  ^bb0(%x: f32, %z: f32):
    %s = arith.addf %x, %z : f32
    linalg.yield %s : f32
  }
  %e = tensor.empty() : tensor<8x4xf32>
  %u = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%t : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%x: f32, %z: f32):
    linalg.yield %x : f32
  } -> tensor<8x4xf32>
  return %u : tensor<8x4xf32>
}

// -----

// An input read at index 0 in every dim (a scalar constant broadcast: torch-mlir's `x > 0.5` compares with a
// tensor<1x1xf64>) reads the same element from any flat index: it keeps its memref and gets a constant map.
// An output read that way is not collapsed.
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#zero2 = affine_map<(d0, d1) -> (0, 0)>
// CHECK: #[[ZERO1:.*]] = affine_map<(d0) -> (0, 0)>
// CHECK: #[[ID1:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @scalar_operand(
// CHECK-SAME:      %[[HALF:.*]]: memref<1x1xf64>, %[[X:.*]]: memref<?x16xf32>, %[[O:.*]]: memref<?x16xi1>
// CHECK:         %[[X1:.*]] = memref.collapse_shape %[[X]] {{\[}}[0, 1]] : memref<?x16xf32> into memref<?xf32>
// CHECK:         %[[O1:.*]] = memref.collapse_shape %[[O]] {{\[}}[0, 1]] : memref<?x16xi1> into memref<?xi1>
// CHECK:         linalg.generic {indexing_maps = [#[[ZERO1]], #[[ID1]], #[[ID1]]], iterator_types = ["parallel"]} ins(%[[HALF]], %[[X1]] : memref<1x1xf64>, memref<?xf32>) outs(%[[O1]] : memref<?xi1>)
// CHECK:         linalg.generic {{.*}} iterator_types = ["parallel", "parallel"]}
func.func @scalar_operand(%half: memref<1x1xf64>, %x: memref<?x16xf32>, %o: memref<?x16xi1>, %acc: memref<1x1xf32>) {
  linalg.generic {indexing_maps = [#zero2, #id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%half, %x : memref<1x1xf64>, memref<?x16xf32>) outs(%o : memref<?x16xi1>) {
  ^bb0(%h: f64, %v: f32, %out: i1):
    %w = arith.extf %v : f32 to f64
    %gt = arith.cmpf ogt, %w, %h : f64
    linalg.yield %gt : i1
  }
  linalg.generic {indexing_maps = [#id2, #zero2], iterator_types = ["parallel", "parallel"]} ins(%x : memref<?x16xf32>) outs(%acc : memref<1x1xf32>) {
  ^bb0(%v: f32, %out: f32):
    linalg.yield %v : f32
  }
  return
}

// -----

// Adjacent dims that every operand reads alike merge, when not all of them can: softmax's `x - max` over rows
// of 10 (`32x8x10` against `32x8x1`) is 256 rows of 10; a `4x5x6x7` operand against a `4x1x1x7` one keeps
// its first and last dims and merges the two middle ones (both read, or both broadcast, by every operand):
// the broadcast operand keeps its memref, read at `(d0, 0, 0, d2)`.
// A bias row (`8x4` against `1x4`) stays: the first operand reads dim 0, the second does not.
// CHECK: #[[ROWS:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK: #[[COLUMN:.*]] = affine_map<(d0, d1) -> (d0, 0)>
// CHECK: affine_map<(d0, d1, d2) -> (d0, 0, 0, d2)>
// CHECK-LABEL: func.func @merged(
// CHECK-SAME:      %[[X:.*]]: memref<32x8x10xf32>, %[[M:.*]]: memref<32x8x1xf32>, %[[O:.*]]: memref<32x8x10xf32>
// CHECK-DAG:     %[[X2:.*]] = memref.collapse_shape %[[X]] {{\[}}[0, 1], [2]] : memref<32x8x10xf32> into memref<256x10xf32>
// CHECK-DAG:     %[[M2:.*]] = memref.collapse_shape %[[M]] {{\[}}[0, 1], [2]] : memref<32x8x1xf32> into memref<256x1xf32>
// CHECK-DAG:     %[[O2:.*]] = memref.collapse_shape %[[O]] {{\[}}[0, 1], [2]] : memref<32x8x10xf32> into memref<256x10xf32>
// CHECK:         linalg.generic {indexing_maps = [#[[ROWS]], #[[COLUMN]], #[[ROWS]]], iterator_types = ["parallel", "parallel"]} ins(%[[X2]], %[[M2]] : memref<256x10xf32>, memref<256x1xf32>) outs(%[[O2]] : memref<256x10xf32>)
// CHECK:         memref.collapse_shape %{{.*}} {{\[}}[0], [1, 2], [3]] : memref<4x5x6x7xf32> into memref<4x30x7xf32>
// CHECK:         memref.collapse_shape %{{.*}} {{\[}}[0], [1, 2], [3]] : memref<?x5x6x7xf32> into memref<?x30x7xf32>
// CHECK:         linalg.generic {indexing_maps = [#[[MID3:.*]], #[[MID3_B:.*]], #[[MID3]]], iterator_types = ["parallel", "parallel", "parallel"]} ins(%{{.*}}, %{{.*}} : memref<4x30x7xf32>, memref<4x1x1x7xf32>)
// CHECK-NOT:     memref.collapse_shape
// CHECK:         linalg.generic {{.*}} iterator_types = ["parallel", "parallel"]} ins(%{{.*}}, %{{.*}} : memref<8x4xf32>, memref<1x4xf32>)
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#col3 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#mid4 = affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, d3)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (0, d1)>
func.func @merged(%x: memref<32x8x10xf32>, %m: memref<32x8x1xf32>, %o: memref<32x8x10xf32>,
                  %a: memref<4x5x6x7xf32>, %b: memref<4x1x1x7xf32>, %c: memref<?x5x6x7xf32>,
                  %r: memref<8x4xf32>, %bias: memref<1x4xf32>, %ro: memref<8x4xf32>) {
  linalg.generic {indexing_maps = [#id3, #col3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %m : memref<32x8x10xf32>, memref<32x8x1xf32>) outs(%o : memref<32x8x10xf32>) {
  ^bb0(%v: f32, %w: f32, %out: f32):
    %d = arith.subf %v, %w : f32
    linalg.yield %d : f32
  }
  linalg.generic {indexing_maps = [#id4, #mid4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%a, %b : memref<4x5x6x7xf32>, memref<4x1x1x7xf32>) outs(%c : memref<?x5x6x7xf32>) {
  ^bb0(%v: f32, %w: f32, %out: f32):
    %d = arith.mulf %v, %w : f32
    linalg.yield %d : f32
  }
  linalg.generic {indexing_maps = [#id2, #row, #id2], iterator_types = ["parallel", "parallel"]} ins(%r, %bias : memref<8x4xf32>, memref<1x4xf32>) outs(%ro : memref<8x4xf32>) {
  ^bb0(%v: f32, %w: f32, %out: f32):
    %d = arith.addf %v, %w : f32
    linalg.yield %d : f32
  }
  return
}
