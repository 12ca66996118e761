// Each chunk is processed on its own; errors carry line numbers of this file, every chunk is
// reported, and nothing is printed on stdout when a chunk fails.
// RUN: not tosabcast-opt %s --split-input-file 2> %t.err > %t.out
// RUN: FileCheck %s -- -input-file=%t.err
// RUN: FileCheck %s --check-prefix=EMPTY --allow-empty --input-file=%t.out
// Without the flag the whole file is one module, and the first error stops the parser.
// RUN: not tosabcast-opt %s 2>&1 | FileCheck %s --check-prefix=WHOLE

// EMPTY-NOT: {{.}}

func.func @valid(%a: tensor<4xf32>) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}
