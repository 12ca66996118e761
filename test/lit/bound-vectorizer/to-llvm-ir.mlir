// RUN: tosabcast-opt %s --tosabcast-to-llvm | mlir-translate --mlir-to-llvmir | FileCheck %s
// The mark reaches LLVM IR: the row loop of the runtime-broadcast copy (the other copy is one flat loop) has
// `llvm.loop.vectorize.enable` false on its back edge. Under the attribute name `llvm.loop_annotation` the
// mark would reach `llvm.br` as a foreign attribute, which the translation ignores: this checks the name.

// CHECK-LABEL: define {{.*}} @main(
// CHECK:         br label %{{[0-9]+}}, !llvm.loop ![[LOOP:[0-9]+]]
// CHECK:       ![[LOOP]] = distinct !{![[LOOP]], ![[OFF:[0-9]+]]}
// CHECK:       ![[OFF]] = !{!"llvm.loop.vectorize.enable", i1 false}
func.func @main(%a: tensor<?x12xi1>, %b: tensor<?x12xi1>) -> tensor<?x12xi1> {
  %0 = tosa.logical_and %a, %b : (tensor<?x12xi1>, tensor<?x12xi1>) -> tensor<?x12xi1>
  return %0 : tensor<?x12xi1>
}
