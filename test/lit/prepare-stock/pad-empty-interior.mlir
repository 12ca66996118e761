// --tosabcast-prepare-stock, a pad whose static result dim is all low padding (so the input is empty along it):
// it is padded all high instead, the same elements. Stock's copy of the input into the padded buffer was a
// memref.subview at offset low = the dim's size, which the verifier rejects as out of bounds whatever its size
// ("offset 1 is out-of-bounds: 1 >= 1", both lowerings; found by the fuzzer's call mode, seed 367). The RUN
// lines after the FileCheck one compile it to LLVM with both lowerings.
// RUN: tosabcast-opt %s --tosabcast-prepare-stock | FileCheck %s
// RUN: tosabcast-opt %s --tosabcast-to-llvm | %mlir-opt --verify-each > /dev/null
// RUN: tosabcast-opt %s --tosabcast-upstream-to-llvm | %mlir-opt --verify-each > /dev/null

// CHECK-LABEL: func.func @all_low(
// CHECK:         %[[P:.*]] = tosa.const_shape {values = dense<[2, 0, 0, 1]> : tensor<4xindex>}
// CHECK:         tosa.pad %{{.*}}, %[[P]], %{{.*}} : (tensor<?x?xi16>, !tosa.shape<4>, tensor<1xi16>) -> tensor<?x?xi16>
func.func @all_low(%a: tensor<?x?xi16>) -> tensor<7x1xi16> {
  %p = tosa.const_shape {values = dense<[2, 0, 1, 0]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %c = "tosa.const"() <{values = dense<3> : tensor<1xi16>}> : () -> tensor<1xi16>
  %t = tosa.pad %a, %p, %c : (tensor<?x?xi16>, !tosa.shape<4>, tensor<1xi16>) -> tensor<7x1xi16>
  return %t : tensor<7x1xi16>
}

// Low padding short of the result's size, or a dynamic result dim: the padding stays.
// CHECK-LABEL: func.func @kept(
// CHECK:         tosa.const_shape {values = dense<[2, 0, 1, 0]> : tensor<4xindex>}
func.func @kept(%a: tensor<?x?xf32>) -> tensor<7x?xf32> {
  %p = tosa.const_shape {values = dense<[2, 0, 1, 0]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %c = "tosa.const"() <{values = dense<3.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %t = tosa.pad %a, %p, %c : (tensor<?x?xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<7x?xf32>
  return %t : tensor<7x?xf32>
}
