// RUN: tosabcast-opt %s --tosabcast-to-llvm | mlir-translate --mlir-to-llvmir \
// RUN:   | opt -O3 -mtriple=x86_64-unknown-linux-gnu -mcpu=znver3 -S | FileCheck %s
// Softmax's exp over rows of 8 (attention's 8x8 scores; test/models/attention): the exp of `x - max`, a
// column broadcast along each row, is a loop of 8 iterations inside two others. Unmarked, LLVM's -O3
// unrolled it fully and vectorized none of the 8 copies of exp (64x8x8: 13.1 us, 1.41x upstream's libm
// calls). Marked by --tosabcast-vectorize-small-loops, it stays a loop, vectorized as one step of 8 lanes
// (3.5 us); the scalar loop left is the one copy of exp (8 FMAs) that runs if the input and output overlap.

// CHECK-LABEL: define {{.*}} @main(
// CHECK:       vector.body:
// CHECK:         call <8 x float> @llvm.fma.v8f32
// CHECK:       scalar.ph:
// CHECK-COUNT-8: call float @llvm.fma.f32
// CHECK-NOT:     call float @llvm.fma.f32
// CHECK:         ret
func.func @main(%x: tensor<64x8x8xf32>, %max: tensor<64x8x1xf32>) -> tensor<64x8x8xf32> {
  %d = tosa.sub %x, %max : (tensor<64x8x8xf32>, tensor<64x8x1xf32>) -> tensor<64x8x8xf32>
  %e = tosa.exp %d : (tensor<64x8x8xf32>) -> tensor<64x8x8xf32>
  return %e : tensor<64x8x8xf32>
}
