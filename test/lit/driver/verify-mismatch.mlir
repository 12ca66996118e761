// Every kind of --verify-diagnostics mismatch is reported, located, with exit code 1 (the expectations
// and checks are in Inputs/verify-mismatch.mlir), and the problems are stock mlir-opt's, line for line.
// RUN: not tosabcast-opt %S/Inputs/verify-mismatch.mlir --split-input-file --verify-diagnostics 2> %t.ours
// RUN: FileCheck %S/Inputs/verify-mismatch.mlir --input-file=%t.ours
// RUN: not %mlir-opt %S/Inputs/verify-mismatch.mlir --split-input-file --verify-diagnostics 2>&1 >/dev/null \
// RUN:   | grep "error:" > %t.stock
// RUN: diff %t.ours %t.stock
// With =only-expected, unexpected diagnostics are fine but missing ones are not.
// RUN: not tosabcast-opt %S/Inputs/verify-mismatch.mlir --split-input-file --verify-diagnostics=only-expected \
// RUN:   2>&1 >/dev/null | FileCheck %s --check-prefix=ONLY
// ONLY-NOT: unexpected
// ONLY: error: expected error "never emitted" was not produced
// ONLY-NEXT: error: expected warning "expects different type than prior uses" was not produced
// ONLY-NOT: {{.}}
