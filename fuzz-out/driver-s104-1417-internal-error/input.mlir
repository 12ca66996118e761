// Inputs made with numpy, the function compiled and run by tosabcast-run, the result printed and checked.
// RUN: %PYTHON -c "import numpy as np; np.save('%t.x.npy', np.array([[1, 2, 3], [4, 5, 6]], np.int32)); np.save('%t.bias.npy', np.array([[10, 20, 30]], np.int32))"
// RUN: tosabcast-run %s %t.x.npy %t.bias.npy -o %t.out.npy --check | FileCheck %s
// RUN: %PYTHON -c "import numpy as np; print(np.load('%t.out.npy').tolist())" | FileCheck %s --check-prefix=VALUES

// CHECK:      @main (tosabcast lowering)
// CHECK:        result #0: int32 2x3
// CHECK:      check: ok
// VALUES:     {{\[\[}}11, 22, 33], [14, 25, 36]]
func.func @main(%x: tensor<?x3xi32>, %bias: tensor<1x3xi32>) -> tensor<?x3xbf16> {
  %0 = tosa.add %x, %bias : (tensor<?x3xi32>, tensor<1x3xi32>) -> tensor<3xi32>
  return %0 : tensor<?x3xi32>
}
