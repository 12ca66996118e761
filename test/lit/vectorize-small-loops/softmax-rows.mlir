// RUN: tosabcast-opt %s --tosabcast-to-llvm | mlir-translate --mlir-to-llvmir \
// RUN:   | opt -O3 -mtriple=x86_64-unknown-linux-gnu -mcpu=znver3 -S | FileCheck %s
// Softmax's exp over rows of 8 (attention's 8x8 scores; test/models/attention): the exp of `x - max`, a
// column broadcast along each row. --tosabcast-collapse-dims makes the 64x8 rows one loop of 512 around the
// loop of 8, which --tosabcast-vectorize-small-loops marks: it stays a loop, vectorized as one step of 8 lanes;
// the scalar loop left is the one copy of exp (8 FMAs) that runs if the input and output overlap. Unmarked,
// LLVM unrolls the loop of 8 instead (and, before the dims merged, left all 8 copies scalar: 13.1 us at
// 64x8x8, 1.41x upstream's libm calls; marked 3.5 us).

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
