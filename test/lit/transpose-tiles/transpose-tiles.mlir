// RUN: tosabcast-opt %s --split-input-file --tosabcast-transpose-tiles | FileCheck %s
// RUN: tosabcast-opt %s --split-input-file --tosabcast-transpose-tiles | %mlir-opt --split-input-file --verify-each
// A copying generic of 32-bit elements whose input map is a permutation (tosa.transpose's, bufferized) becomes
// an scf.parallel over the other dims and blocks of 8 of the output's innermost dim o; in it, tiles along the
// input's innermost dim i: 8 vector loads along i, 24 shuffles (the 8x8 transpose), 8 vector stores along o.
// Dims that stay together on both sides are merged first; tails of o and i are scalar copies.

// A 2-D transpose, 24x16 -> 16x24: 3 blocks of o (24), 2 tiles of i (16) each, no tails.
// CHECK-LABEL: func.func @square(
// CHECK-NOT:     linalg.generic
// CHECK:         scf.parallel (%[[OB:.*]]) = (%c0) to (%{{.*}}) step (%c1) {
// CHECK:           %[[O0:.*]] = arith.muli %[[OB]], %c8
// CHECK:           scf.for %[[I0:.*]] = %c0 to %c16 step %c8 {
// CHECK:             vector.load %{{.*}}[%[[O0]], %[[I0]]] : memref<24x16xf32>, vector<8xf32>
// CHECK-COUNT-7:     vector.load %{{.*}} : memref<24x16xf32>, vector<8xf32>
// CHECK:             vector.shuffle %{{.*}}, %{{.*}} [0, 8, 1, 9, 4, 12, 5, 13] : vector<8xf32>, vector<8xf32>
// CHECK-COUNT-23:    vector.shuffle
// CHECK:             vector.store %{{.*}}, %{{.*}}[%[[I0]], %[[O0]]] : memref<16x24xf32>, vector<8xf32>
// CHECK-COUNT-7:     vector.store %{{.*}} : memref<16x24xf32>, vector<8xf32>
// CHECK-NOT:       memref.load
// CHECK:           scf.reduce
#t = affine_map<(d0, d1) -> (d1, d0)>
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @square(%x: memref<24x16xf32>, %y: memref<16x24xf32>) {
  linalg.generic {indexing_maps = [#t, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : memref<24x16xf32>) outs(%y : memref<16x24xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }
  return
}

// -----

// NHWC -> NCHW with a dynamic batch, 6x6 rows: h and w merge (rows of 36 = 4 blocks of 8 and a tail of 4, under
// scf.if), the batch is the other dim; c = 12 is one tile and a tail of 4 columns.
// CHECK-LABEL: func.func @nhwc_to_nchw(
// CHECK-DAG:     %[[X:.*]] = memref.collapse_shape %{{.*}} {{\[}}[0], [1, 2], [3]] : memref<?x6x6x12xi32> into memref<?x36x12xi32>
// CHECK-DAG:     %[[Y:.*]] = memref.collapse_shape %{{.*}} {{\[}}[0], [1], [2, 3]] : memref<?x12x6x6xi32> into memref<?x12x36xi32>
// CHECK:         scf.parallel (%[[N:.*]], %{{.*}}) = (%c0, %c0) to (%{{.*}}, %{{.*}}) step (%c1, %c1) {
// CHECK:           scf.if
// CHECK:             scf.for %{{.*}} = %c0 to %c8 step %c8 {
// CHECK-COUNT-8:       vector.load %[[X]][%[[N]], %{{.*}}, %{{.*}}] : memref<?x36x12xi32>, vector<8xi32>
// CHECK-COUNT-24:      vector.shuffle
// CHECK-COUNT-8:       vector.store %{{.*}}, %[[Y]][%[[N]], %{{.*}}, %{{.*}}] : memref<?x12x36xi32>, vector<8xi32>
// CHECK:             scf.for %{{.*}} = %c8 to %c12 step %c1 {
// CHECK-COUNT-8:       memref.load %[[X]]
// CHECK:           } else {
// CHECK:             scf.for
// CHECK:               scf.for
// CHECK:                 memref.load %[[X]]
// CHECK:                 memref.store %{{.*}}, %[[Y]]
#nchw = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3, d1)>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func @nhwc_to_nchw(%x: memref<?x6x6x12xi32>, %y: memref<?x12x6x6xi32>) {
  linalg.generic {indexing_maps = [#nchw, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x : memref<?x6x6x12xi32>) outs(%y : memref<?x12x6x6xi32>) {
  ^bb0(%in: i32, %out: i32):
    linalg.yield %in : i32
  }
  return
}

// -----

// A side of 2-7 elements, split: each block of 8 rows of 3 is 24 consecutive input elements, 3 vector loads,
// each output row (a column of the input) gathered from them by two shuffles; 20 rows: a tail of 4.
// CHECK-LABEL: func.func @split(
// CHECK:         %[[X:.*]] = memref.collapse_shape %{{.*}} {{\[}}[0, 1]] : memref<20x3xf32> into memref<60xf32>
// CHECK:         scf.parallel (%[[OB:.*]]) =
// CHECK:           %[[O0:.*]] = arith.muli %[[OB]], %c8
// CHECK:           scf.if
// CHECK:             %[[F:.*]] = arith.muli %[[O0]], %c3
// CHECK:             vector.load %[[X]][%[[F]]] : memref<60xf32>, vector<8xf32>
// CHECK-COUNT-2:     vector.load %[[X]]
// CHECK:             %[[S:.*]] = vector.shuffle %{{.*}}, %{{.*}} [0, 3, 6, 9, 12, 15, 6, 7]
// CHECK:             %[[C0:.*]] = vector.shuffle %[[S]], %{{.*}} [0, 1, 2, 3, 4, 5, 10, 13]
// CHECK:             vector.store %[[C0]], %{{.*}}[%c0, %[[O0]]] : memref<3x20xf32>, vector<8xf32>
// CHECK-COUNT-2:     vector.store
// CHECK:           } else {
// CHECK:             memref.load %[[X]]
#t = affine_map<(d0, d1) -> (d1, d0)>
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @split(%x: memref<20x3xf32>, %y: memref<3x20xf32>) {
  linalg.generic {indexing_maps = [#t, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : memref<20x3xf32>) outs(%y : memref<3x20xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }
  return
}

// -----

// And joined: 3 vector loads along the rows of the input, 24 consecutive output elements stored as 3 vectors.
// CHECK-LABEL: func.func @join(
// CHECK:         %[[Y:.*]] = memref.collapse_shape %{{.*}} {{\[}}[0, 1]] : memref<16x3xi32> into memref<48xi32>
// CHECK:         scf.parallel (%[[IB:.*]]) =
// CHECK:           %[[I0:.*]] = arith.muli %[[IB]], %c8
// CHECK:           vector.load %{{.*}}[%c0, %[[I0]]] : memref<3x16xi32>, vector<8xi32>
// CHECK:           vector.load %{{.*}}[%c1, %[[I0]]]
// CHECK:           vector.load %{{.*}}[%c2, %[[I0]]]
// CHECK:           %[[F:.*]] = arith.muli %[[I0]], %c3
// CHECK:           vector.shuffle %{{.*}}, %{{.*}} [0, 8, 2, 1, 9, 5, 2, 10]
// CHECK:           %[[J0:.*]] = vector.shuffle %{{.*}}, %{{.*}} [0, 1, 8, 3, 4, 9, 6, 7]
// CHECK:           vector.store %[[J0]], %[[Y]][%[[F]]] : memref<48xi32>, vector<8xi32>
// CHECK-COUNT-2:   vector.store %{{.*}}, %[[Y]]
// CHECK-NOT:       memref.load
#t = affine_map<(d0, d1) -> (d1, d0)>
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @join(%x: memref<3x16xi32>, %y: memref<16x3xi32>) {
  linalg.generic {indexing_maps = [#t, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : memref<3x16xi32>) outs(%y : memref<16x3xi32>) {
  ^bb0(%in: i32, %out: i32):
    linalg.yield %in : i32
  }
  return
}

// -----

// Left alone: the innermost dim stays innermost (rows copied whole), both sides shorter than a tile, 16-bit
// elements, a body that computes, a strided view, a transpose in place (the input is the output's buffer).
// CHECK-LABEL: func.func @rows_whole(
// CHECK:         linalg.generic
// CHECK-LABEL: func.func @both_short(
// CHECK:         linalg.generic
// CHECK-LABEL: func.func @half(
// CHECK:         linalg.generic
// CHECK-LABEL: func.func @computes(
// CHECK:         linalg.generic
// CHECK-LABEL: func.func @strided(
// CHECK:         linalg.generic
// CHECK-LABEL: func.func @in_place(
// CHECK:         linalg.generic
// CHECK-NOT:     vector.shuffle
#swap12 = affine_map<(d0, d1, d2) -> (d1, d0, d2)>
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#t = affine_map<(d0, d1) -> (d1, d0)>
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @rows_whole(%x: memref<16x16x16xf32>, %y: memref<16x16x16xf32>) {
  linalg.generic {indexing_maps = [#swap12, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x : memref<16x16x16xf32>) outs(%y : memref<16x16x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }
  return
}
func.func @both_short(%x: memref<5x6xf32>, %y: memref<6x5xf32>) {
  linalg.generic {indexing_maps = [#t, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : memref<5x6xf32>) outs(%y : memref<6x5xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }
  return
}
func.func @half(%x: memref<16x16xf16>, %y: memref<16x16xf16>) {
  linalg.generic {indexing_maps = [#t, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : memref<16x16xf16>) outs(%y : memref<16x16xf16>) {
  ^bb0(%in: f16, %out: f16):
    linalg.yield %in : f16
  }
  return
}
func.func @computes(%x: memref<16x16xf32>, %y: memref<16x16xf32>) {
  linalg.generic {indexing_maps = [#t, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : memref<16x16xf32>) outs(%y : memref<16x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %e = math.exp %in : f32
    linalg.yield %e : f32
  }
  return
}
func.func @strided(%x: memref<16x16xf32, strided<[32, 1]>>, %y: memref<16x16xf32>) {
  linalg.generic {indexing_maps = [#t, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : memref<16x16xf32, strided<[32, 1]>>) outs(%y : memref<16x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }
  return
}
func.func @in_place(%x: memref<16x16xf32>) {
  linalg.generic {indexing_maps = [#t, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : memref<16x16xf32>) outs(%x : memref<16x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }
  return
}
