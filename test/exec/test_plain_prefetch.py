"""Plain element-wise loops prefetched past big outputs (`--tosabcast-prefetch-streams{plain-min-bytes}`): the
same bits with and without, on every kind of loop the option reaches (LLVM's vector loops, stream-stores' vector
steps for runtime broadcasts, rows that end inside a strip, f16, i32, compares, a strided read, OpenMP's flat
work-shared loops on two threads), and the loop in the strips still vectorized. `plain-min-bytes=0` prefetches at every size, so that small inputs take the strips;
a bound no buffer reaches takes the other side of the runtime condition (one strip, nothing prefetched)."""

from __future__ import annotations

import contextlib
import platform
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from call_helpers import machine_code

import tosabcast
from tosabcast.pipelines import named

pytestmark = pytest.mark.jit

PASS = "tosabcast-prefetch-streams"

PROGRAM = """func.func @main(%x: tensor<?x?xf32>, %y: tensor<?x?xf32>, %row: tensor<1x?xf32>, %h: tensor<?x?xf16>,
                %i: tensor<?x?xi32>, %j: tensor<?x?xi32>)
    -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf16>, tensor<?x?xi32>, tensor<?x?xi1>,
        tensor<?x?xf32>, tensor<?x?xf16>) {
  %a = tosa.abs %x : (tensor<?x?xf32>) -> tensor<?x?xf32>
  %s = tosa.sub %x, %y : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %m = tosa.maximum %s, %row : (tensor<?x?xf32>, tensor<1x?xf32>) -> tensor<?x?xf32>
  %z = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  %n = tosa.negate %h, %z, %z : (tensor<?x?xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<?x?xf16>
  %k = tosa.add %i, %j : (tensor<?x?xi32>, tensor<?x?xi32>) -> tensor<?x?xi32>
  %g = tosa.greater %x, %y : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xi1>
  %t = tosa.transpose %x {perms = array<i32: 1, 0>} : (tensor<?x?xf32>) -> tensor<?x?xf32>
  %c = tosa.cast %x : (tensor<?x?xf32>) -> tensor<?x?xf16>
  return %a, %s, %m, %n, %k, %g, %t, %c : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf16>,
    tensor<?x?xi32>, tensor<?x?xi1>, tensor<?x?xf32>, tensor<?x?xf16>
}"""

STATIC = """func.func @main(%x: tensor<2048x2048xf32>, %y: tensor<2048x2048xf32>) -> tensor<2048x2048xf32> {
  %0 = tosa.add %x, %y : (tensor<2048x2048xf32>, tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
  return %0 : tensor<2048x2048xf32>
}"""


@contextlib.contextmanager
def _options(options: str) -> Iterator[None]:
    """Within the block, the pipeline's prefetch-streams pass takes `options`."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(named, "VECTOR_LOOPS", named.VECTOR_LOOPS.replace(PASS, f"{PASS}{{{options}}}"))
        yield


def _compiled(text: str, options: str, threads: int = 1) -> Any:
    with _options(options):
        return tosabcast.compile(text, threads=threads, thread_runtime="openmp")


def _inputs(rows: int, cols: int, seed: int) -> tuple[np.ndarray, ...]:
    rng = np.random.default_rng(seed)
    x = np.float32(rng.uniform(-3, 3, (rows, cols)))
    y = np.float32(rng.uniform(-3, 3, (rows, cols)))
    row = np.float32(rng.uniform(-3, 3, (1, cols)))
    h = np.float16(rng.uniform(-3, 3, (rows, cols)))
    i = rng.integers(-1000, 1000, (rows, cols), dtype=np.int32)
    j = rng.integers(-1000, 1000, (rows, cols), dtype=np.int32)
    return x, y, row, h, i, j


@pytest.mark.parametrize("shape", [(67, 1029), (3, 64), (1029, 67), (5, 1), (1, 4099)])
def test_prefetching_plain_loops_changes_no_bits(shape: tuple[int, int]) -> None:
    """Rows of 1029 (16 strips of 64 and 5 elements) and of a single strip or element; the row operand of
    `maximum` broadcast at run time (stream-stores' vector steps)."""
    inputs = _inputs(*shape, seed=shape[0])
    want = _compiled(PROGRAM, "plain-min-bytes=-1").main(*inputs)
    for options in ("plain-min-bytes=0", f"plain-min-bytes={1 << 40}"):
        got = _compiled(PROGRAM, options).main(*inputs)
        for a, b in zip(got, want, strict=True):
            assert a.dtype == b.dtype and a.tobytes() == b.tobytes()


@pytest.mark.parametrize("shape", [(700, 1029), (3, 64)])
def test_strips_shared_by_two_threads_change_no_bits(shape: tuple[int, int]) -> None:
    """OpenMP's flat work-shared loops (unary ops, and binary ops on static shapes) cut into strips the threads
    share out, at every size (0), at none (a bound no buffer reaches: the copy of the region), and not at all."""
    inputs = _inputs(*shape, seed=7)
    x, y = inputs[0], inputs[1]
    for text in (PROGRAM, STATIC.replace("2048x2048", f"{shape[0]}x{shape[1]}")):
        args = inputs if text == PROGRAM else (x, y)
        want = _compiled(text, "plain-min-bytes=-1", threads=2).main(*args)
        want = want if isinstance(want, tuple) else (want,)
        for options in ("plain-min-bytes=0", f"plain-min-bytes={1 << 40}"):
            got = _compiled(text, options, threads=2).main(*args)
            got = got if isinstance(got, tuple) else (got,)
            for a, b in zip(got, want, strict=True):
                assert a.tobytes() == b.tobytes()


@pytest.mark.skipif(platform.machine().lower() not in ("x86_64", "amd64"), reason="x86 code")
def test_the_loop_in_the_strips_stays_vectorized(tmp_path: Path) -> None:
    """A prefetch in the vectorized loop itself would stop LLVM from vectorizing it (a call it cannot widen):
    the strips prefetch, the loop inside them adds with vector instructions."""
    with _options("plain-min-bytes=0"):
        code = machine_code(STATIC, tmp_path)
    assert "\tprefetcht0" in code and "\tprefetchw" in code
    assert "vaddps\t" in code and ("%ymm" in code or "%zmm" in code)


def test_without_the_option_plain_loops_prefetch_nothing(tmp_path: Path) -> None:
    with _options("plain-min-bytes=-1"):
        code = machine_code(STATIC, tmp_path)
    assert "\tprefetch" not in code
