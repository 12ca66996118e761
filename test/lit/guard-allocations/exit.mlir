// --tosabcast-guard-allocations (the default, as in --tosabcast-to-llvm): signatures stay as they are; after a
// failed allocation the code writes a located message to stderr and exits with status 1. The output
// verifies in stock mlir-opt.
// RUN: tosabcast-opt %s --split-input-file --tosabcast-guard-allocations | FileCheck %s
// RUN: tosabcast-opt %s --split-input-file --tosabcast-guard-allocations | %mlir-opt --split-input-file --verify-each > /dev/null

// CHECK-LABEL: func.func @copy(
// CHECK-SAME:    %[[A:.*]]: memref<?x?xi8>) -> memref<?x?xi8>
// CHECK-DAG:     %[[STDERR:.*]] = arith.constant 2 : i32
// CHECK-DAG:     %[[ONE:.*]] = arith.constant 1 : i32
// CHECK-DAG:     %[[LENGTH:.*]] = arith.constant {{[0-9]+}} : i64
func.func @copy(%a: memref<?x?xi8>) -> memref<?x?xi8> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = memref.dim %a, %c0 : memref<?x?xi8>
  %d1 = memref.dim %a, %c1 : memref<?x?xi8>
  %m = memref.alloc(%d0, %d1) {alignment = 64 : i64} : memref<?x?xi8>
  memref.copy %a, %m : memref<?x?xi8> to memref<?x?xi8>
  return %m : memref<?x?xi8>
}
// CHECK:       %[[M:.*]] = memref.alloc(%{{.*}}, %{{.*}}) {alignment = 64 : i64} : memref<?x?xi8>
// CHECK:       %[[P:.*]] = memref.extract_aligned_pointer_as_index %[[M]]
// CHECK:       arith.mului_extended
// CHECK:       arith.mului_extended
// CHECK:       scf.if %{{.*}} {
// CHECK-NEXT:    %[[TEXT:.*]] = llvm.mlir.addressof @[[MESSAGE:__tosabcast_out_of_memory_[0-9]+]] : !llvm.ptr
// CHECK-NEXT:    llvm.call @write(%[[STDERR]], %[[TEXT]], %[[LENGTH]]) : (i32, !llvm.ptr, i64) -> i64
// CHECK-NEXT:    llvm.call @exit(%[[ONE]]) : (i32) -> ()
// CHECK-NEXT:  }
// CHECK-NEXT:  memref.copy %[[A]], %[[M]]
// CHECK-NEXT:  return %[[M]]
// CHECK:       llvm.func @write(i32, !llvm.ptr, i64) -> i64
// CHECK:       llvm.func @exit(i32)
// CHECK:       llvm.mlir.global private constant @[[MESSAGE]]("tosabcast: out of memory: could not allocate the buffer at {{.*}}:[[@LINE-17]]:8 in @copy\0A")

// -----

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
