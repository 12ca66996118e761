// -o writes the output file, whole, only on success: a failing run leaves an existing file untouched.
// RUN: rm -f %t.mlir
// RUN: tosabcast-opt %s --cse -o %t.mlir
// RUN: FileCheck %s --input-file=%t.mlir
// RUN: tosabcast-opt %s --cse -o=%t.2.mlir
// RUN: diff %t.mlir %t.2.mlir
// RUN: %mlir-opt %t.mlir | FileCheck %s
// Nothing goes to stdout when writing a file.
// RUN: tosabcast-opt %s --cse -o %t.3.mlir | count 0
// A failing run: an error, exit code 1, and the old output file unchanged.
// RUN: echo "old content" > %t.keep
// RUN: not tosabcast-opt %s --tosabcast-verify="strict=true" -o %t.keep 2>&1 | FileCheck %s --check-prefix=ERROR
// RUN: FileCheck %s --check-prefix=KEPT --input-file=%t.keep
// A failing run with a new output file creates nothing.
// RUN: rm -f %t.new
// RUN: not tosabcast-opt %s --tosabcast-verify="strict=true" -o %t.new
// RUN: not ls %t.new
// An output file that cannot be written is an error before anything runs.
// RUN: not tosabcast-opt %s -o %t.missing-dir/out.mlir 2>&1 | FileCheck %s --check-prefix=NODIR
// RUN: not tosabcast-opt %s -o %S 2>&1 | FileCheck %s --check-prefix=ISDIR

// CHECK-LABEL: func.func @add_dynamic
// CHECK-COUNT-3: tosa.add
// CHECK-NOT:     tosa.add

/ // KEPT: old content
// KEPT-NOT: {{.}}
// NODIR: tosabcast-opt: error: could not open output file '{{.*}}missing-dir/out.mlir': No such file or directory
// ISDIR: tosabcast-opt: error: could not open output file '{{.*}}driver': Is a directory

func.func @add_dynamic(%a: tensor<?xf32>, %b: tensor<?xf32>) -> (tensor<4xf32>, tensor<?xf32>) {
  // ERROR: output-file.mlir:[[@LINE+1]]:8: error: 'tosa.add' op result dim 0 has static size 4
  %0 = tosa.add %a, %b : (tensor<?xf32>, tensor<?xf32>) -> tensor<4xf32>
  %1 = tosa.add %a, %a : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  %2 = tosa.add %a, %a : (tensor<1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1xf32>, tensor<?xf32>) -> tensor<?xf32>
  %3 = tosa.add %1, %2 : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  return %0, %3 : tensor<4xf32>, tensor<?xf32>
}
