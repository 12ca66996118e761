// RUN: tosabcast-opt %s --split-input-file --tosabcast-lower-to-linalg | FileCheck %s
// RUN: tosabcast-opt %s --split-input-file --tosabcast-lower-to-linalg | %mlir-opt --split-input-file --verify-each
// RUN: tosabcast-opt %s --split-input-file --tosabcast-lower-to-linalg="libm-exp=true" | FileCheck %s --check-prefix=LIBM
// RUN: tosabcast-opt %s --split-input-file --tosabcast-lower-to-linalg="defer-exp=true" | FileCheck %s --check-prefix=LIBM
// RUN: tosabcast-opt %s --split-input-file --tosabcast-to-llvm | FileCheck %s --check-prefix=LLVM
// RUN: tosabcast-opt %s --split-input-file --tosabcast-to-llvm | %mlir-opt --split-input-file --verify-each
// exp is straight-line f32 code in the loop body (tosabcast/approx.py): no call, no branch; libm-exp=true
// gives math.exp (a call of libm's expf), and so does defer-exp=true, which --tosabcast-to-llvm uses and
// expands later (--tosabcast-expand-exp, test/lit/expand-exp): the LLVM code is the same.

// CHECK-LABEL: func.func @exp_f32(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[X:.*]]: f32, %{{.*}}: f32):
// Clamp to [-104, 89] (a NaN stays NaN):
// CHECK-NEXT:      %[[HIGH:.*]] = arith.constant 8.900000e+01 : f32
  return %0 : tensor<4xf32>
// CHECK-NEXT:      %[[ABOVE:.*]] = arith.cmpf ogt, %[[X]], %[[HIGH]] : f32
// CHECK-NEXT:      %[[LOW:.*]] = arith.constant -1.040000e+02 : f32
// CHECK-NEXT:      %[[BELOW:.*]] = arith.cmpf olt, %[[X]], %[[LOW]] : f32
// CHECK-NEXT:      %[[X1:.*]] = arith.select %[[ABOVE]], %[[HIGH]], %[[X]] : f32
// CHECK-NEXT:      %[[XC:.*]] = arith.select %[[BELOW]], %[[LOW]], %[[X1]] : f32
// n = round(x * log2(e)), kept in the low bits of t by adding 1.5 * 2^23:
// CHECK-NEXT:      %[[LOG2E:.*]] = arith.constant 1.44269502 : f32
// CHECK-NEXT:      %[[SHIFT:.*]] = arith.constant 0x4B400000 : f32
// CHECK-NEXT:      %[[T:.*]] = math.fma %[[XC]], %[[LOG2E]], %[[SHIFT]] : f32
// CHECK-NEXT:      %[[N:.*]] = arith.subf %[[T]], %[[SHIFT]] : f32
// r = x - n ln(2), with ln(2) in two parts:
// CHECK-NEXT:      %[[LN2_LO:.*]] = arith.constant -1.42860677E-6 : f32
// CHECK-NEXT:      %[[LN2_HI:.*]] = arith.constant -0.693145751 : f32
// CHECK-NEXT:      %[[R0:.*]] = math.fma %[[N]], %[[LN2_HI]], %[[XC]] : f32
// CHECK-NEXT:      %[[R:.*]] = math.fma %[[N]], %[[LN2_LO]], %[[R0]] : f32
// e^r = 1 + r + r^2 q(r), q of degree 4 by Horner:
// CHECK-COUNT-4:   math.fma %{{.*}}, %[[R]], %{{.*}} : f32
// CHECK-NEXT:      %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:      %[[R2:.*]] = arith.mulf %[[R]], %[[R]] : f32
// CHECK-NEXT:      %[[S:.*]] = math.fma %[[R2]], %{{.*}}, %[[R]] : f32
// CHECK-NEXT:      %[[P:.*]] = arith.addf %[[ONE]], %[[S]] : f32
// times 2^(k >> 1) (exact), then 2^(k - (k >> 1)) (rounded once: subnormal and overflow included):
// CHECK-NEXT:      %[[BITS:.*]] = arith.bitcast %[[T]] : f32 to i32
// CHECK-NEXT:      %[[SHIFT_BITS:.*]] = arith.constant 1262485504 : i32
// CHECK-NEXT:      %[[K:.* *]] = arith.subi %[[BITS]], %[[SHIFT_BITS]] : i32
// CHECK-NEXT:      %[[C1:.*]] = arith.constant 1 : i32
// CHECK-NEXT:      %[[HALF:.*]] = arith.shrsi %[[K]], %[[C1]] : i32
// CHECK-NEXT:      %[[BIAS:.*]] = arith.constant 127 : i32
// CHECK-NEXT:      %[[B1:.*]] = arith.addi %[[HALF]], %[[BIAS]] : i32
// CHECK-NEXT:      %[[C23:.*]] = arith.constant 23 : i32
// CHECK-NEXT:      %[[E1:.*]] = arith.shli %[[B1]], %[[C23]] : i32
// CHECK-NEXT:      %[[SCALE1:.*]] = arith.bitcast %[[E1]] : i32 to f32
// CHECK-NEXT:      %[[Y1:.*]] = arith.mulf %[[P]], %[[SCALE1]] : f32
// CHECK-NEXT:      %[[REST:.*]] = arith.subi %[[K]], %[[HALF]] : i32
// CHECK-NEXT:      %[[B2:.*]] = arith.addi %[[REST]], %[[BIAS]] : i32
// CHECK-NEXT:      %[[E2:.*]] = arith.shli %[[B2]], %[[C23]] : i32
// CHECK-NEXT:      %[[SCALE2:.*]] = arith.bitcast %[[E2]] : i32 to f32
// CHECK-NEXT:      %[[Y:.#]] = arith.mulf %[[Y1]], %[[SCALE2]] : f32
// CHECK-NEXT:      linalg.yield %[[Y]] : f32
// LIBM-LABEL: func.func @exp_f32(
// LIBM:         ^bb0(%[[X:.*]]: f32, %{{.*}}: f32):
// LIBM-NEXT:      %[[E:.*]] = math.exp %[[X]] : f32
// LIBM-NEXT:      linalg.yield %[[E]] : f32
// The LLVM code: fma intrinsics, no exp intrinsic, no expf.
// LLVM-LABEL: llvm.func @exp_f32(
// LLVM-NOT:       exp
// LLVM-COUNT-8:   llvm.intr.fma
// LLVM-NOT:       exp
// LLVM-LABEL: llvm.func @_mlir_ciface_exp_f32(
func.func @exp_f32(%a0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tosa.exp %a0 : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
