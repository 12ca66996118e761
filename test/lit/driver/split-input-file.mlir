// Each chunk is processed on its own; errors carry line numbers of this file, every chunk is
// reported, and nothing is printed on stdout when a chunk fails.
// RUN: not tosabcast-opt %s --split-input-file 2> %t.err > %t.out
// RUN: FileCheck %s --input-file=%t.err
// RUN: FileCheck %s --check-prefix=EMPTY --allow-empty --input-file=%t.out
// Without the flag the whole file is one module, and the first error stops the parser.
// RUN: not tosabcast-opt %s 2>&1 | FileCheck %s --check-prefix=WHOLE

// EMPTY-NOT: {{.}}

func.func @valid(%a: tensor<4xf32>) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}

// -----

func.func @type_mismatch(%a: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK: split-input-file.mlir:[[@LINE+4]]:10: error: use of value '%0' expects different type than prior uses
  // CHECK-NEXT: split-input-file.mlir:[[@LINE+1]]:3: note: prior use here
  %0 = tosa.abs %a : (tensor<4xf32>) -> tensor<5xf32>
  // WHOLE: split-input-file.mlir:[[@LINE+1]]:10: error: use of value '%0' expects different type than prior uses
  return %0 : tensor<4xf32>
}

// -----

func.func @also_valid() {
  return
}

// -----

func.func @unknown_op() {
  // CHECK: split-input-file.mlir:[[@LINE+1]]:3: error: custom op 'tosa.nope' is unknown
  tosa.nope
  return
}
// WHOLE-NOT: tosa.nope
