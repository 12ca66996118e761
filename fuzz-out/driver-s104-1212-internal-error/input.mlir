
// A module that declares write and exit already keeps its declarations; every site has its own message.
// CHECK-LABEL: func.func @two_sites(
// CHECK:         %[[ZERO:.*]] = arith.constant 0 : index
func.func @two_sites(%n: index) -> (memref<?xf32>, memref<3xf32>) {
  %a = memref.alloc(%n) : memref<?xf32>
  %b = memref.alloc() : memref<3xf32>
  return %a, %b : memref<?xf32>, memref<3xf32>
}
llvm.func @write(i32, !llvm.ptr, i64) -> i64
llvm.func @exit(i32)
// CHECK:       llvm.mlir.addressof @[[FIRST:__tosabcast_out_of_memory_[0-9]+]]
// CHECK:       %[[B:.*]] = memref.alloc() : memref<3xf32>
// CHECK-NEXT:  %[[P:.*]] = memref.extract_aligned_pointer_as_index %[[B]]
// CHECK-NEXT:  %[[NULL:.*]] = arith.cmpi eq, %[[P]], %[[ZERO]] : index
// CHECK-NEXT:  scf.if %[[NULL]] {
// CHECK-NEXT:    llvm.mlir.addressof @[[SECOND:__tosabcast_out_of_memory_[0-9]+]]
// CHECK-COUNT-1: llvm.func @write
// CHECK-COUNT-1: llvm.func @exit
// CHECK-NOT:   llvm.func
// CHECK:       llvm.mlir.global private constant @[[FIRST]]("{{.*}}:[[@LINE-15]]:8 in @two_sites\0A")
// CHECK:       llvm.mlir.global private constant @[[SECOND]]("{{.*}}:[[@LINE-15]]:8 in @two_sites\0A")
