// RUN: tosabcast-opt %s --split-input-file --tosabcast-strided-copies | FileCheck %s
// RUN: tosabcast-opt %s --split-input-file --tosabcast-strided-copies --tosabcast-collapse-dims | FileCheck %s --check-prefix=MERGED
// A memref.copy with a strided side (a padded buffer's interior) becomes a copying linalg.generic: stock lowers it
// to a call of memrefCopy, one element at a time. --tosabcast-collapse-dims then merges the dims that lie back to
// back on both sides.

// CHECK-LABEL: func.func @pad_interior(
// CHECK-SAME:      %[[IN:.*]]: memref<64x8x8x3xf32>, %[[PADDED:.*]]: memref<64x9x9x3xf32>)
// CHECK:         %[[VIEW:.*]] = memref.subview %[[PADDED]][0, 1, 1, 0] [64, 8, 8, 3] [1, 1, 1, 1]
// CHECK-NOT:     memref.copy
// CHECK:         linalg.generic {indexing_maps = [#[[ID:.*]], #[[ID]]], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
// CHECK-SAME:        ins(%[[IN]] : memref<64x8x8x3xf32>) outs(%[[VIEW]] : memref<64x8x8x3xf32, strided<[243, 27, 3, 1], offset: 30>>)
// CHECK-NEXT:    ^bb0(%[[X:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT:      linalg.yield %[[X]] : f32
// Rows of 8 x 3 floats are contiguous in both; the rows themselves are not (27 floats apart in the padded buffer).
// MERGED-LABEL: func.func @pad_interior(
// MERGED:         %[[V:.*]] = memref.subview
// MERGED:         %[[IN2:.*]] = memref.collapse_shape %{{.*}} {{\[}}[0], [1], [2, 3]] : memref<64x8x8x3xf32> into memref<64x8x24xf32>
// MERGED:         %[[OUT2:.*]] = memref.collapse_shape %[[V]] {{\[}}[0], [1], [2, 3]] : memref<64x8x8x3xf32, strided<[243, 27, 3, 1], offset: 30>> into memref<64x8x24xf32, strided<[243, 27, 1], offset: 30>>
// MERGED:         linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "parallel"]}
// MERGED-SAME:        ins(%[[IN2]] : memref<64x8x24xf32>) outs(%[[OUT2]] : memref<64x8x24xf32, strided<[243, 27, 1], offset: 30>>)
func.func @pad_interior(%in: memref<64x8x8x3xf32>, %padded: memref<64x9x9x3xf32>) {
  %view = memref.subview %padded[0, 1, 1, 0] [64, 8, 8, 3] [1, 1, 1, 1] : memref<64x9x9x3xf32> to memref<64x8x8x3xf32, strided<[243, 27, 3, 1], offset: 30>>
  memref.copy %in, %view : memref<64x8x8x3xf32> to memref<64x8x8x3xf32, strided<[243, 27, 3, 1], offset: 30>>
  return
}

// -----

// Out of a strided view, with a dynamic size and i8 elements: still a generic; the dynamic rows keep their loop.
// CHECK-LABEL: func.func @slice_out(
// CHECK-NOT:     memref.copy
// CHECK:         linalg.generic
// CHECK-SAME:        ins(%{{.*}} : memref<?x12xi8, strided<[15, 1], offset: 1>>) outs(%{{.*}} : memref<?x12xi8>)
// CHECK:           linalg.yield %{{.*}} : i8
// MERGED-LABEL: func.func @slice_out(
// MERGED-NOT:     memref.collapse_shape
// MERGED:         linalg.generic
func.func @slice_out(%buffer: memref<?x15xi8>, %out: memref<?x12xi8>, %n: index) {
  %view = memref.subview %buffer[0, 1] [%n, 12] [1, 1] : memref<?x15xi8> to memref<?x12xi8, strided<[15, 1], offset: 1>>
  memref.copy %view, %out : memref<?x12xi8, strided<[15, 1], offset: 1>> to memref<?x12xi8>
  return
}

// -----

// Left alone: a copy between contiguous buffers (stock makes it a memcpy), one between two views of the same
// buffer (an element-wise loop could read what it had already written), an unranked one, a 0-d one.
// CHECK-LABEL: func.func @left_alone(
// CHECK-NOT:     linalg.generic
// CHECK-COUNT-4: memref.copy
// CHECK-NOT:     linalg.generic
func.func @left_alone(%a: memref<4x8xf32>, %b: memref<4x8xf32>, %c: memref<8x8xf32>, %u: memref<*xf32>, %v: memref<*xf32>, %s: memref<f32>, %t: memref<f32>) {
  memref.copy %a, %b : memref<4x8xf32> to memref<4x8xf32>
  %top = memref.subview %c[0, 0] [4, 8] [1, 1] : memref<8x8xf32> to memref<4x8xf32, strided<[8, 1]>>
  %bottom = memref.subview %c[2, 0] [4, 8] [1, 1] : memref<8x8xf32> to memref<4x8xf32, strided<[8, 1], offset: 16>>
  memref.copy %top, %bottom : memref<4x8xf32, strided<[8, 1]>> to memref<4x8xf32, strided<[8, 1], offset: 16>>
  memref.copy %u, %v : memref<*xf32> to memref<*xf32>
  memref.copy %s, %t : memref<f32> to memref<f32>
  return
}
