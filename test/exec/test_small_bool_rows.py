"""Boolean element-wise ops on small static inner dims under a dynamic batch, run on the JIT.

Such nests take two new paths (`passes/version_loops.py`, `passes/bound_vectorizer.py`): with no runtime
broadcast, one flat loop over 1-D views of the buffers; with one, the original nest, whose row loop LLVM's
vectorizer is kept off. Each case runs both paths (batch sizes that broadcast and that do not, at sizes that
straddle the flat loop's vector steps) with one thread and with OpenMP, and compares with numpy. Where the marks
go is checked by lit (test/lit/bound-vectorizer, test/lit/version-loops).
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

import tosabcast
from tosabcast.runtime import openmp

pytestmark = pytest.mark.jit

Array = np.ndarray[Any, Any]

# (shape of a, shape of b, result shape); `?` is the dynamic batch dim.
CASES = {
    "rows_of_12": ("?x12", "?x12", "?x12"),
    "rows_of_2x3x4": ("?x2x3x4", "?x2x3x4", "?x2x3x4"),
    "static_broadcast_row": ("?x3x4", "?x1x4", "?x3x4"),
    "mixed_4d": ("1x?x3x?", "?x2x1x4", "?x?x?x?"),
}


def _tensor(shape: str) -> str:
    return f"tensor<{shape}xi1>"


def _module(a: str, b: str, r: str) -> str:
    ta, tb, tr = _tensor(a), _tensor(b), _tensor(r)
    return (
        f"func.func @and(%a: {ta}, %b: {tb}) -> {tr} {{\n"
        f"  %o = tosa.logical_and %a, %b : ({ta}, {tb}) -> {tr}\n  return %o : {tr}\n}}\n"
        f"func.func @select(%c: {ta}, %a: {tb}, %b: {tb}) -> {tr} {{\n"
        f"  %o = tosa.select %c, %a, %b : ({ta}, {tb}, {tb}) -> {tr}\n  return %o : {tr}\n}}\n"
    )


def _concrete(shape: str, sizes: dict[int, int]) -> tuple[int, ...]:
    """The shape with `?` dim k replaced by `sizes[k]`."""
    return tuple(sizes[k] if d == "?" else int(d) for k, d in enumerate(shape.split("x")))


def _sizes(name: str) -> list[tuple[dict[int, int], dict[int, int]]]:
    """Runtime sizes of the `?` dims of a and b: without and with a runtime broadcast."""
    if name == "mixed_4d":
        return [({1: 2, 3: 4}, {0: 5}), ({1: 1, 3: 4}, {0: 3}), ({1: 2, 3: 1}, {0: 1})]
    return [({0: n}, {0: n}) for n in (1, 31, 33, 100)] + [({0: 1}, {0: 7}), ({0: 9}, {0: 1})]


@pytest.mark.parametrize("threads", [1, 2])
@pytest.mark.parametrize("name", CASES)
def test_small_static_rows(name: str, threads: int) -> None:
    if threads != 1 and not openmp.available()[0]:  # not find(): None once a test has loaded the runtime
        pytest.skip(openmp.available()[1])
    a_shape, b_shape, r_shape = CASES[name]
    program = tosabcast.compile(
        _module(a_shape, b_shape, r_shape), threads=threads, thread_runtime="openmp" if threads != 1 else None
    )
    rng = np.random.default_rng(7)
    for a_sizes, b_sizes in _sizes(name):
        a = rng.random(_concrete(a_shape, a_sizes)) > 0.5
        b = rng.random(_concrete(b_shape, b_sizes)) > 0.5
        c = rng.random(_concrete(b_shape, b_sizes)) > 0.5
        np.testing.assert_array_equal(program["and"](a, b), np.logical_and(a, b))
        np.testing.assert_array_equal(program["select"](a, b, c), np.where(a, b, c))


NUMERIC = {  # element, shape of both operands; `?` is the dynamic batch dim
    "f32_rows_of_8x6x6": ("f32", "?x8x6x6"),  # depthwise's residual add
    "i32_rows_of_12": ("i32", "?x12"),
}


@pytest.mark.parametrize("threads", [1, 2])
@pytest.mark.parametrize("name", NUMERIC)
def test_small_static_rows_of_numbers(name: str, threads: int) -> None:
    """Numeric ops on short static rows are versioned too (no math needed): flat without a runtime broadcast,
    the original nest with one; numpy's results either way, on one thread and on two (the default runtime)."""
    element, shape = NUMERIC[name]
    t = f"tensor<{shape}x{element}>"
    text = f"func.func @main(%a: {t}, %b: {t}) -> {t} {{\n  %o = tosa.add %a, %b : ({t}, {t}) -> {t}\n  return %o : {t}\n}}"
    program = tosabcast.compile(text, threads=threads)
    rng = np.random.default_rng(3)
    dtype = np.float32 if element == "f32" else np.int32
    for n, m in [(1, 1), (33, 33), (64, 64), (1, 9), (9, 1)]:
        a = (rng.standard_normal(_concrete(shape, {0: n})) * 100).astype(dtype)
        b = (rng.standard_normal(_concrete(shape, {0: m})) * 100).astype(dtype)
        np.testing.assert_array_equal(program.main(a, b), a + b)
