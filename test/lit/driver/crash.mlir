// MLIR 22's finalize-memref-to-llvm aborts the process on an i1 memref load (a C++ assertion). The
// driver survives it: a clean error naming the pass, exit code 1, and no output written or truncated.
// RUN: echo "old content" > %t.out
// RUN: not tosabcast-opt %s --canonicalize --finalize-memref-to-llvm -o %t.out 2> %t.err
// RUN: FileCheck %s --input-file=%t.err
// RUN: FileCheck %s --check-prefix=KEPT --input-file=%t.out
// Nothing reaches stdout either.
// RUN: not tosabcast-opt %s --finalize-memref-to-llvm 2>/dev/null | count 0
// Order matters, and shows: widening i1 buffers to i8 first avoids the abort, and the output is valid.
// RUN: tosabcast-opt %s --tosabcast-widen-i1 --finalize-memref-to-llvm | %mlir-opt | FileCheck %s --check-prefix=WIDENED

// CHECK-NOT: Traceback
// CHECK: tosabcast-opt: error: MLIR crashed (SIGABRT) while running 'finalize-memref-to-llvm' on '{{.*}}crash.mlir'; nothing was written
// CHECK-NEXT: tosabcast-opt: note: reproduce with: python -m tosabcast.opt {{.*}}crash.mlir --canonicalize --finalize-memref-to-llvm -o
// CHECK-NOT: Traceback

// KEPT: old content
// KEPT-NOT: {{.}}

// WIDENED-LABEL: func.func @load_i1(%{{.*}}: memref<4xi8>
// WIDENED:         llvm.load %{{.*}} : !llvm.ptr -> i8
// WIDENED:         arith.cmpi ne, %{{.*}}, %{{.*}} : i8

func.func @load_i1(%m: memref<4xi1>, %i: index) -> i1 {
  %v = memref.load %m[%i] : memref<4xi1>
  return %v : i1
}
