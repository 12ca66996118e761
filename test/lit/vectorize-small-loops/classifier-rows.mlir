// RUN: tosabcast-opt %s --tosabcast-to-llvm | mlir-translate --mlir-to-llvmir \
// RUN:   | opt -O3 -mtriple=x86_64-unknown-linux-gnu -mcpu=znver3 -S | FileCheck %s
// A classifier's softmax: the exp of `x - max` over rows of 10, for a dynamic number of rows. The loop of 10
// is too big for LLVM's -O3 to unroll (10 copies of exp's 31 instructions) and too short to vectorize, so it
// ran as scalar code: 1.4x upstream's libm calls (256x10: 8.5 us against 6.0). Marked by
// --tosabcast-vectorize-small-loops for full unrolling, its 10 copies are vectorized across 8 rows at a time,
// 0.48x upstream: 10 copies of exp's 8 FMAs on 8 lanes (unmarked, 17 packed FMAs in all, from other loops).

// CHECK-LABEL: define {{.*}} @main(
// CHECK-COUNT-80: call <8 x float> @llvm.fma.v8f32
// CHECK:         ret
func.func @main(%x: tensor<?x10xf32>, %max: tensor<?x1xf32>) -> tensor<?x10xf32> {
  %d = tosa.sub %x, %max : (tensor<?x10xf32>, tensor<?x1xf32>) -> tensor<?x10xf32>
  %e = tosa.exp %d : (tensor<?x10xf32>) -> tensor<?x10xf32>
  return %e : tensor<?x10xf32>
}
