
// A static size is a constant; 0 bytes cannot fail and the stack is not the ?: neither is checked.
// CHECK-LABEL: func.func @static_and_empty(
// CHECK-SAME:    %{{.*}}: f32, %[[STATUS:.*]]: memref<4xi64>)
func.func @static_and_empty(%x: f32) -> memref<2x3xf32> {
  %m = memref.alloc() : memref<2x3xf32>
  %empty = memref.alloc() : memref<0x3xf32>
  %stack = memref.alloca() : memref<4xf32>
  linalg.fill ins(%x : f32) outs(%m : memref<2x3xf32>)
  memref.dealloc %empty : memref<0x3xf32>
  return %m : memref<2x3xf32>
}
// CHECK:       %[[M:.*]] = memref.alloc() : memref<2x3xf32>
// CHECK:       %[[P:.*]] = memref.extract_aligned_pointer_as_index %[[M]]
// CHECK:       %[[NULL:.*]] = arith.cmpi eq, %[[P]]
// CHECK-NEXT:  scf.if %[[NULL]] {
// CHECK:           memref.store %c24_i64, %[[STATUS]]
// CHECK:       %[[EMPTY:.*]] = memref.alloc() : memref<0x3xf32>
// CHECK-NEXT:  memref.alloca() : memref<4xf32>
// CHECK:       scf.if
// CHECK-NEXT:    linalg.fill
// CHECK-NEXT:  }
// CHECK-NEXT:  memref.dealloc %[[EMPTY]]
// CHECK-NOT:   extract_aligned_pointer
