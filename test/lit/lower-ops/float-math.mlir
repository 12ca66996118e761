// RUN: tosabcast-opt %s --split-input-file --tosabcast-lower-to-linalg | FileCheck %s
// RUN: tosabcast-opt %s --split-input-file --tosabcast-lower-to-linalg | %mlir-opt --split-input-file --verify-each
// The scalar bodies of the float functions; f16/bf16 run in f32 and are rounded once.

// CHECK-LABEL: func.func @ceil_f32(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT:      %[[V2:.*]] = math.ceil %[[IN]] : f32
// CHECK-NEXT:      linalg.yield %[[V2]] : f32
func.func @ceil_f32(%a0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tosa.ceil %a0 : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @ceil_f16(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: f16, %{{.*}}: f16):
// CHECK-NEXT:      %[[V2:.*]] = arith.extf %[[IN]] : f16 to f32
// CHECK-NEXT:      %[[V3:.*]] = math.ceil %[[V2]] : f32
// CHECK-NEXT:      %[[V4:.*]] = arith.truncf %[[V3]] : f32 to f16
// CHECK-NEXT:      linalg.yield %[[V4]] : f16
func.func @ceil_f16(%a0: tensor<4xf16>) -> tensor<4xf16> {
  %0 = tosa.ceil %a0 : (tensor<4xf16>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

// CHECK-LABEL: func.func @floor_f32(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT:      %[[V2:.*]] = math.floor %[[IN]] : f32
// CHECK-NEXT:      linalg.yield %[[V2]] : f32
func.func @floor_f32(%a0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tosa.floor %a0 : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @floor_bf16(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%{{.*}}: bf16, %{{.*}}: bf16):
// CHECK:           math.floor %{{.*}} : f32
// CHECK:           linalg.yield %{{.*}} : bf16
func.func @floor_bf16(%a0: tensor<4xbf16>) -> tensor<4xbf16> {
  %0 = tosa.floor %a0 : (tensor<4xbf16>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// -----

// CHECK-LABEL: func.func @exp_f32(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: f32, %{{.*}}: f32):
// CHECK-NOT:       math.exp
// CHECK:           arith.cmpf ogt, %[[IN]], %{{.*}} : f32
// CHECK:           arith.shrsi
// CHECK:           arith.subi
// CHECK:           %[[V2:.*]] = arith.mulf
// CHECK-NEXT:      linalg.yield %[[V2]] : f32
func.func @exp_f32(%a0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tosa.exp %a0 : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @exp_f16(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: f16, %{{.*}}: f16):
// CHECK-NEXT:      %[[V2:.*]] = arith.extf %[[IN]] : f16 to f32
// CHECK:           arith.cmpf ogt, %[[V2]], %{{.*}} : f32
// CHECK:           arith.shrsi
// CHECK:           arith.subi
// CHECK:           %[[V3:.*]] = arith.mulf
// CHECK-NEXT:      %[[V4:.*]] = arith.truncf %[[V3]] : f32 to f16
// CHECK-NEXT:      linalg.yield %[[V4]] : f16
func.func @exp_f16(%a0: tensor<4xf16>) -> tensor<4xf16> {
  %0 = tosa.exp %a0 : (tensor<4xf16>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

// CHECK-LABEL: func.func @log_f32(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT:      %[[V2:.*]] = math.log %[[IN]] : f32
// CHECK-NEXT:      linalg.yield %[[V2]] : f32
func.func @log_f32(%a0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tosa.log %a0 : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @log_bf16(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%{{.*}}: bf16, %{{.*}}: bf16):
// CHECK:           math.log %{{.*}} : f32
// CHECK:           linalg.yield %{{.*}} : bf16
func.func @log_bf16(%a0: tensor<4xbf16>) -> tensor<4xbf16> {
  %0 = tosa.log %a0 : (tensor<4xbf16>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// -----

// CHECK-LABEL: func.func @sin_f32(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT:      %[[V2:.*]] = math.sin %[[IN]] : f32
// CHECK-NEXT:      linalg.yield %[[V2]] : f32
func.func @sin_f32(%a0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tosa.sin %a0 : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @sin_f16(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: f16, %{{.*}}: f16):
// CHECK-NEXT:      %[[V2:.*]] = arith.extf %[[IN]] : f16 to f32
// CHECK-NEXT:      %[[V3:.*]] = math.sin %[[V2]] : f32
// CHECK-NEXT:      %[[V4:.*]] = arith.truncf %[[V3]] : f32 to f16
// CHECK-NEXT:      linalg.yield %[[V4]] : f16
func.func @sin_f16(%a0: tensor<4xf16>) -> tensor<4xf16> {
  %0 = tosa.sin %a0 : (tensor<4xf16>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

// CHECK-LABEL: func.func @cos_f32(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT:      %[[V2:.*]] = math.cos %[[IN]] : f32
// CHECK-NEXT:      linalg.yield %[[V2]] : f32
func.func @cos_f32(%a0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tosa.cos %a0 : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @cos_bf16(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%{{.*}}: bf16, %{{.*}}: bf16):
// CHECK:           math.cos %{{.*}} : f32
// CHECK:           linalg.yield %{{.*}} : bf16
func.func @cos_bf16(%a0: tensor<4xbf16>) -> tensor<4xbf16> {
  %0 = tosa.cos %a0 : (tensor<4xbf16>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// -----

// CHECK-LABEL: func.func @tanh_f32(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT:      %[[V2:.*]] = math.tanh %[[IN]] : f32
// CHECK-NEXT:      linalg.yield %[[V2]] : f32
func.func @tanh_f32(%a0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tosa.tanh %a0 : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @tanh_f16(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: f16, %{{.*}}: f16):
// CHECK-NEXT:      %[[V2:.*]] = arith.extf %[[IN]] : f16 to f32
// CHECK-NEXT:      %[[V3:.*]] = math.tanh %[[V2]] : f32
// CHECK-NEXT:      %[[V4:.*]] = arith.truncf %[[V3]] : f32 to f16
// CHECK-NEXT:      linalg.yield %[[V4]] : f16
func.func @tanh_f16(%a0: tensor<4xf16>) -> tensor<4xf16> {
  %0 = tosa.tanh %a0 : (tensor<4xf16>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

// CHECK-LABEL: func.func @erf_f32(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT:      %[[V2:.*]] = math.erf %[[IN]] : f32
// CHECK-NEXT:      linalg.yield %[[V2]] : f32
func.func @erf_f32(%a0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tosa.erf %a0 : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @erf_bf16(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%{{.*}}: bf16, %{{.*}}: bf16):
// CHECK:           math.erf %{{.*}} : f32
// CHECK:           linalg.yield %{{.*}} : bf16
func.func @erf_bf16(%a0: tensor<4xbf16>) -> tensor<4xbf16> {
  %0 = tosa.erf %a0 : (tensor<4xbf16>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// -----

// CHECK-LABEL: func.func @rsqrt_f32(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT:      %[[V2:.*]] = math.rsqrt %[[IN]] : f32
// CHECK-NEXT:      linalg.yield %[[V2]] : f32
func.func @rsqrt_f32(%a0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tosa.rsqrt %a0 : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @rsqrt_f16(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: f16, %{{.*}}: f16):
// CHECK-NEXT:      %[[V2:.*]] = arith.extf %[[IN]] : f16 to f32
// CHECK-NEXT:      %[[V3:.*]] = math.rsqrt %[[V2]] : f32
// CHECK-NEXT:      %[[V4:.*]] = arith.truncf %[[V3]] : f32 to f16
// CHECK-NEXT:      linalg.yield %[[V4]] : f16
func.func @rsqrt_f16(%a0: tensor<4xf16>) -> tensor<4xf16> {
  %0 = tosa.rsqrt %a0 : (tensor<4xf16>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

// sigmoid(x) = (x < 0 ? e : 1) / (1 + e) with e = exp(-|x|), which cannot overflow.
// CHECK-LABEL: func.func @sigmoid_f32(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT:      %[[CST:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:      %[[ABS:.*]] = math.absf %[[IN]] : f32
// CHECK-NEXT:      %[[NEG:.*]] = arith.negf %[[ABS]] : f32
// CHECK:           arith.cmpf ogt, %[[NEG]], %{{.*}} : f32
// CHECK:           arith.shrsi
// CHECK:           arith.subi
// CHECK:           %[[E:.*]] = arith.mulf
// CHECK-NEXT:      %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:      %[[LT:.*]] = arith.cmpf olt, %[[IN]], %[[ZERO]] : f32
// CHECK-NEXT:      %[[NUM:.*]] = arith.select %[[LT]], %[[E]], %[[CST]] : f32
// CHECK-NEXT:      %[[DEN:.*]] = arith.addf %[[CST]], %[[E]] : f32
// CHECK-NEXT:      %[[R:.*]] = arith.divf %[[NUM]], %[[DEN]] : f32
// CHECK-NEXT:      linalg.yield %[[R]] : f32
func.func @sigmoid_f32(%a0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tosa.sigmoid %a0 : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @sigmoid_bf16(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%{{.*}}: bf16, %{{.*}}: bf16):
// CHECK:           math.absf %{{.*}} : f32
// CHECK:           math.fma
// CHECK:           arith.addf %{{.*}}, %{{.*}} : f32
// CHECK:           arith.divf %{{.*}}, %{{.*}} : f32
// CHECK:           linalg.yield %{{.*}} : bf16
func.func @sigmoid_bf16(%a0: tensor<4xbf16>) -> tensor<4xbf16> {
  %0 = tosa.sigmoid %a0 : (tensor<4xbf16>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// -----

// CHECK-LABEL: func.func @reciprocal_f32(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT:      %[[CST:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:      %[[V2:.*]] = arith.divf %[[CST]], %[[IN]] : f32
// CHECK-NEXT:      linalg.yield %[[V2]] : f32
func.func @reciprocal_f32(%a0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tosa.reciprocal %a0 : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @reciprocal_f16(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: f16, %{{.*}}: f16):
// CHECK-NEXT:      %[[V2:.*]] = arith.extf %[[IN]] : f16 to f32
// CHECK-NEXT:      %[[CST:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:      %[[V3:.*]] = arith.divf %[[CST]], %[[V2]] : f32
// CHECK-NEXT:      %[[V4:.*]] = arith.truncf %[[V3]] : f32 to f16
// CHECK-NEXT:      linalg.yield %[[V4]] : f16
func.func @reciprocal_f16(%a0: tensor<4xf16>) -> tensor<4xf16> {
  %0 = tosa.reciprocal %a0 : (tensor<4xf16>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

// CHECK-LABEL: func.func @pow_f32(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: f32, %[[IN_0:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT:      %[[V2:.*]] = math.powf %[[IN]], %[[IN_0]] : f32
// CHECK-NEXT:      linalg.yield %[[V2]] : f32
func.func @pow_f32(%a0: tensor<4xf32>, %a1: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tosa.pow %a0, %a1 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// A constant exponent of 0, 1, 2, -1 or 0.5 (torch-mlir's `x ** 2`, `torch.sqrt`) takes a correctly rounded
// shortcut; 0.5 keeps C99's pow(-0, 0.5) = +0 and pow(-inf, 0.5) = +inf. 3 (GELU's tanh approximation) is
// fma(x^2, x, l x) with x^2 + l exact, h x where l x is not finite. Any other constant keeps math.powf.
// CHECK-LABEL: func.func @pow_constant_exponents(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[X:.*]]: f32, %{{.*}}: f32, %{{.*}}: f32):
// CHECK-NEXT:      %[[SQ:.*]] = arith.mulf %[[X]], %[[X]] : f32
// CHECK-NEXT:      linalg.yield %[[SQ]] : f32
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[X:.*]]: f32, %{{.*}}: f32, %{{.*}}: f32):
// CHECK-NEXT:      %[[ROOT:.*]] = math.sqrt %[[X]] : f32
// CHECK-NEXT:      %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:      %[[PLUS:.*]] = arith.addf %[[ROOT]], %[[ZERO]] : f32
// CHECK-NEXT:      %[[MINF:.*]] = arith.constant 0xFF800000 : f32
// CHECK-NEXT:      %[[IS:.*]] = arith.cmpf oeq, %[[X]], %[[MINF]] : f32
// CHECK-NEXT:      %[[INF:.*]] = arith.constant 0x7F800000 : f32
// CHECK-NEXT:      %[[R:.*]] = arith.select %[[IS]], %[[INF]], %[[PLUS]] : f32
// CHECK-NEXT:      linalg.yield %[[R]] : f32
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[X:.*]]: f32, %{{.*}}: f32, %{{.*}}: f32):
// CHECK-NEXT:      %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:      %[[INV:.*]] = arith.divf %[[ONE]], %[[X]] : f32
// CHECK-NEXT:      linalg.yield %[[INV]] : f32
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%{{.*}}: f32, %{{.*}}: f32, %{{.*}}: f32):
// CHECK-NEXT:      %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:      linalg.yield %[[ONE]] : f32
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[X:.*]]: f32, %{{.*}}: f32, %{{.*}}: f32):
// CHECK-NEXT:      %[[SQ:.*]] = arith.mulf %[[X]], %[[X]] : f32
// CHECK-NEXT:      %[[NEG:.*]] = arith.negf %[[SQ]] : f32
// CHECK-NEXT:      %[[L:.*]] = math.fma %[[X]], %[[X]], %[[NEG]] : f32
// CHECK-NEXT:      %[[LX:.*]] = arith.mulf %[[L]], %[[X]] : f32
// CHECK-NEXT:      %[[CUBE:.*]] = math.fma %[[SQ]], %[[X]], %[[LX]] : f32
// CHECK-NEXT:      %[[ABS:.*]] = math.absf %[[LX]] : f32
// CHECK-NEXT:      %[[INF:.*]] = arith.constant 0x7F800000 : f32
// CHECK-NEXT:      %[[FINITE:.*]] = arith.cmpf olt, %[[ABS]], %[[INF]] : f32
// CHECK-NEXT:      %[[HX:.*]] = arith.mulf %[[SQ]], %[[X]] : f32
// CHECK-NEXT:      %[[R:.*]] = arith.select %[[FINITE]], %[[CUBE]], %[[HX]] : f32
// CHECK-NEXT:      linalg.yield %[[R]] : f32
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[X:.*]]: f32, %[[Y:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT:      %[[P:.*]] = math.powf %[[X]], %[[Y]] : f32
// CHECK-NEXT:      linalg.yield %[[P]] : f32
func.func @pow_constant_exponents(%a0: tensor<?x4xf32>) -> (tensor<?x4xf32>, tensor<?x4xf32>, tensor<?x4xf32>, tensor<?x4xf32>, tensor<?x4xf32>, tensor<?x4xf32>) {
  %two = "tosa.const"() <{values = dense<2.0> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
  %half = "tosa.const"() <{values = dense<0.5> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
  %minus_one = "tosa.const"() <{values = dense<-1.0> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
  %zero = "tosa.const"() <{values = dense<-0.0> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
  %three = "tosa.const"() <{values = dense<3.0> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
  %four = "tosa.const"() <{values = dense<4.0> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
  %0 = tosa.pow %a0, %two : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
  %1 = tosa.pow %a0, %half : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
  %2 = tosa.pow %a0, %minus_one : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
  %3 = tosa.pow %a0, %zero : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
  %4 = tosa.pow %a0, %three : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
  %5 = tosa.pow %a0, %four : (tensor<?x4xf32>, tensor<1x1xf32>) -> tensor<?x4xf32>
  return %0, %1, %2, %3, %4, %5 : tensor<?x4xf32>, tensor<?x4xf32>, tensor<?x4xf32>, tensor<?x4xf32>, tensor<?x4xf32>, tensor<?x4xf32>
}

// -----

// CHECK-LABEL: func.func @pow_bf16(
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%{{.*}}: bf16, %{{.*}}: bf16, %{{.*}}: bf16):
// CHECK:           math.powf %{{.*}}, %{{.*}} : f32
// CHECK:           linalg.yield %{{.*}} : bf16
func.func @pow_bf16(%a0: tensor<4xbf16>, %a1: tensor<4xbf16>) -> tensor<4xbf16> {
  %0 = tosa.pow %a0, %a1 : (tensor<4xbf16>, tensor<4xbf16>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}
