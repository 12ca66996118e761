"""compile(buffer_cache=True): a call's freed intermediates are kept for the next call, taken by one thread at a
time, and freed with the program (tosabcast/runtime/buffer_cache.py).

Each case runs in a child process: glibc's malloc adapts its thresholds to a process's history, so page-fault
counts mean something only in a process that did nothing else first.
"""

from __future__ import annotations

import threading
from typing import Any

import numpy as np
import pytest
from call_helpers import child_out
from mlir import ir

import tosabcast
from tosabcast.runtime import buffer_cache, openmp

pytestmark = [
    pytest.mark.jit,
    pytest.mark.skipif(buffer_cache.usable_size_function() is None, reason="no malloc_usable_size here"),
]

# A 40 MiB intermediate (2560 x 4096 f32) read twice, and a small result. glibc maps a block above 32 MiB (its
# largest adaptive threshold) afresh on every malloc, so without the cache every call faults its pages in.
BIG = """\
func.func @main(%x: tensor<?x4096xf32>) -> tensor<?x1xf32> {
  %e = tosa.exp %x : (tensor<?x4096xf32>) -> tensor<?x4096xf32>
  %t = tosa.transpose %e {perms = array<i32: 1, 0>} : (tensor<?x4096xf32>) -> tensor<4096x?xf32>
  %s = tosa.reduce_sum %t {axis = 0 : i32} : (tensor<4096x?xf32>) -> tensor<1x?xf32>
  %r = tosa.transpose %s {perms = array<i32: 1, 0>} : (tensor<1x?xf32>) -> tensor<?x1xf32>
  return %r : tensor<?x1xf32>
}
"""

_PRELUDE = """\
import json, resource, sys
import numpy as np
import tosabcast
SOURCE = sys.stdin.read()
def faults():
    return resource.getrusage(resource.RUSAGE_SELF).ru_minflt
def resident_mib():
    return int(open("/proc/self/statm").read().split()[1]) * resource.getpagesize() >> 20
out = {}
"""


def _child(source: str, body: str) -> dict[str, Any]:
    return child_out(_PRELUDE, body, source)


@pytest.mark.parametrize("lowering", ["tosabcast", "upstream"])
def test_calls_reuse_their_intermediates_instead_of_faulting_them_in(lowering: str) -> None:
    out = _child(
        BIG,
        f"""
        x = np.full((2560, 4096), 0.5, np.float32)
        for cache in (True, False):
            program = tosabcast.compile(SOURCE, lowering="{lowering}", threads=1, buffer_cache=cache)
            program.main(x)
            before = faults()
            for _ in range(5):
                got = program.main(x)
            out[str(cache)] = (faults() - before) / 5
            out["value" + str(cache)] = float(got[0, 0])
        """,
    )
    # 40 MiB is 10,240 pages: faulted in on every call without the cache, never with it
    assert out["False"] > 5000
    assert out["True"] < 100
    assert out["valueTrue"] == out["valueFalse"] == pytest.approx(4096 * np.exp(0.5), rel=1e-3)


def test_the_program_frees_its_kept_buffers_when_it_dies() -> None:
    """30 programs that each keep a 40 MiB intermediate: 1.2 GiB if the engines' destructors left them, 243-324
    MiB when a program's engine waited for the cyclic collector (`Function.__del__`)."""
    out = _child(
        BIG,
        """
        x = np.full((2560, 4096), 0.5, np.float32)
        program = tosabcast.compile(SOURCE, threads=1)
        program.main(x)
        del program
        start = resident_mib()
        for _ in range(30):
            program = tosabcast.compile(SOURCE, threads=1)
            program.main(x)
            program.main(x)
            del program  # the engine and its kept buffers go at once, not when Python's cyclic collector runs
        out["growth"] = resident_mib() - start
        """,
    )
    assert out["growth"] < 120  # 0 on the 2-core VM (2026-11-27); three programs' buffers would be 120


RUNTIMES = ["async", *(["openmp"] if openmp.available()[0] else [])]


@pytest.mark.parametrize(("threads", "runtime"), [(1, None), *((2, r) for r in RUNTIMES)])
def test_python_threads_calling_one_program_take_distinct_buffers(threads: int, runtime: str | None) -> None:
    """Four Python threads call one program with inputs of their own, sizes changing call to call; every result
    is its own input's. Intermediates of 128-512 KiB go through the cache on every call, and the calls run
    without the GIL."""
    source = """\
func.func @main(%a: tensor<?x?xf32>, %b: tensor<?x1xf32>) -> tensor<?x?xf32> {
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.mul %a, %a, %shift : (tensor<?x?xf32>, tensor<?x?xf32>, tensor<1xi8>) -> tensor<?x?xf32>
  %1 = tosa.reduce_sum %0 {axis = 1 : i32} : (tensor<?x?xf32>) -> tensor<?x1xf32>
  %2 = tosa.sub %0, %1 : (tensor<?x?xf32>, tensor<?x1xf32>) -> tensor<?x?xf32>
  %3 = tosa.add %2, %b : (tensor<?x?xf32>, tensor<?x1xf32>) -> tensor<?x?xf32>
  return %3 : tensor<?x?xf32>
}
"""
    program = tosabcast.compile(source, threads=threads, thread_runtime=runtime)
    failures: list[str] = []

    def work(seed: int) -> None:
        rng = np.random.default_rng(seed)
        for call in range(40):
            rows, cols = int(rng.integers(128, 256)), int(rng.integers(256, 512))  # 32K+ elements: without the GIL
            a = rng.standard_normal((rows, cols)).astype(np.float32)
            b = rng.standard_normal((rows, 1)).astype(np.float32)
            square = a * a
            want = square - square.sum(axis=1, keepdims=True, dtype=np.float32) + b
            got = program.main(a, b)
            if got.shape != want.shape or not np.allclose(got, want, rtol=1e-4, atol=1e-3):
                failures.append(f"thread {seed}, call {call}: {rows}x{cols}")

    workers = [threading.Thread(target=work, args=(seed,)) for seed in range(4)]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join()
    assert failures == []


LLVM_CALLS = """\
llvm.func @malloc(i64) -> !llvm.ptr
llvm.func @free(!llvm.ptr)
llvm.func @f(%n: i64) {
  %p = llvm.call @malloc(%n) : (i64) -> !llvm.ptr
  llvm.call @free(%p) : (!llvm.ptr) -> ()
  llvm.return
}
"""


def test_install_routes_the_calls_through_the_cache_and_frees_it_with_the_engine() -> None:
    with ir.Context(), ir.Location.unknown():
        module = ir.Module.parse(LLVM_CALLS)
        assert buffer_cache.install(module)
        text = str(module)
        assert module.operation.verify()
    body = text[text.index("llvm.func @f(") :].split("llvm.return")[0]
    assert f"llvm.call @{buffer_cache.ALLOC}(" in body and f"llvm.call @{buffer_cache.FREE}(" in body
    assert "@malloc(" not in body and "@free(" not in body
    assert f"llvm.mlir.global_dtors dtors = [@{buffer_cache.RELEASE}]" in text


def test_a_module_with_destructors_of_its_own_is_left_alone() -> None:
    source = LLVM_CALLS + "llvm.mlir.global_dtors dtors = [@f0], priorities = [0 : i32], data = [#llvm.zero]\n"
    source += "llvm.func @f0() {\n  llvm.return\n}\n"
    with ir.Context(), ir.Location.unknown():
        module = ir.Module.parse(source)
        before = str(module)
        assert not buffer_cache.install(module)
        assert str(module) == before


ADD = """\
func.func @main(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = tosa.add %a, %b : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
"""


@pytest.mark.parametrize("lowering", ["tosabcast", "upstream"])
def test_new_big_blocks_start_on_a_page_and_small_ones_stay_mallocs(lowering: str) -> None:
    """A result of `MIN_BYTES` or more starts on a page boundary, whatever the C library's `malloc` would give
    (4K aliasing: `buffer_cache.PAGE`); it stays a block numpy frees, calls after calls, and the values are right.
    Smaller results are `malloc`'s as before: 16-byte aligned, not all on page boundaries."""
    program = tosabcast.compile(ADD, lowering=lowering, threads=1)
    rng = np.random.default_rng(0)
    big_offsets, small_offsets = set(), set()
    for rows in (8, 9, 64, 300, 1000):
        a, b = (rng.standard_normal((rows, 1024)).astype(np.float32) for _ in range(2))
        for _ in range(3):
            got = program.main(a, b)
            np.testing.assert_array_equal(got, a + b)
            big_offsets.add(got.ctypes.data % 4096)
            del got
    for rows in (5, 6, 7):  # 20-28 KiB: wrapped (past the 16 KiB copied), below MIN_BYTES
        for cols in (1024, 1023, 1021):
            a, b = (rng.standard_normal((rows, cols)).astype(np.float32) for _ in range(2))
            got = program.main(a, b)
            np.testing.assert_array_equal(got, a + b)
            small_offsets.add(got.ctypes.data % 4096)
            assert got.ctypes.data % 16 == 0
    assert big_offsets == {0}
    assert small_offsets != {0}
