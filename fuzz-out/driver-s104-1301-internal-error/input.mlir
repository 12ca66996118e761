// The named pipelines RUN every allocation of the lowered code (stock tosa-to-linalg's broadcast copies
// included) and keep the signatures; the output verifies in stock mlir-opt.
// RUN: tosabcast-opt %s --tosabcast-to-llvm | FileCheck %s --check-prefixes=CHECK,OURS
// RUN: tosabcast-opt %s --tosabcast-to-llvm | %mlir-opt --verify-each > /dev/null
// RUN: tosabcast-opt %s --tosabcast-upstream-to-llvm | FileCheck %s --check-prefixes=CHECK,UPSTREAM
// RUN: tosabcast-opt %s --tosabcast-upstream-to-llvm | %mlir-opt --verify-each > /dev/null

// CHECK-LABEL: llvm.func @add(
// CHECK-SAME:    -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK:         llvm.call @malloc
// CHECK:         llvm.call @write
// CHECK-NEXT:    llvm.call @exit
// UPSTREAM-COUNT-4: llvm.call @exit
// CHECK-NOT:     llvm.call @exit
// CHECK-LABEL: llvm.func @_mlir_ciface_add(
// CHECK-SAME:    %{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr)
// CHECK:       llvm.func @write(i32, !llvm.ptr, i64) -> i64
// CHECK:       llvm.func @exit(i32)
// CHECK:       llvm.mlir.global private constant @__tosabcast_out_of_memory_0("tosabcast: out of memory: could not allocate the buffer at {{.*}}:[[@LINE+3]]:8 in @add\0A")
// OURS-NOT:    @__tosabcast_out_of_memory_1
func.func @add(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = tosa.add %a, %b : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
