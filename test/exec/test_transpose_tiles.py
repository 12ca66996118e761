"""Transposes in 8x8 tiles of registers (`--tosabcast-transpose-tiles`, passes/transpose_tiles.py), run on the JIT.

Every element must arrive with its bits unchanged (NaN payloads, signed zeros, subnormals: the inputs are random
bit patterns), on one thread and on two, and where the pass applies it must have applied: the shapes reach full
tiles only, tails of o, of i and of both, dims merged before the tiles (NHWC <-> NCHW), dynamic sizes, i32, a
side of 2-7 elements split out of or joined into consecutive elements; the cases it leaves alone (16-bit
elements, an innermost dim that stays innermost, both sides shorter than a tile) still run.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from call_helpers import before_loops

import tosabcast
from tosabcast.runtime import openmp

pytestmark = pytest.mark.jit

Array = np.ndarray[Any, Any]
RUNTIMES = ["async", *(["openmp"] if openmp.available()[0] else [])]
CONFIGS = [{"threads": 1}, *({"threads": 2, "thread_runtime": r} for r in RUNTIMES)]

CASES = [  # shape, perms, element type, dynamic dims, tiled
    ((64, 8, 8, 8), (0, 3, 1, 2), "f32", (), True),  # NHWC -> NCHW: h and w merge into rows of 64, full tiles
    ((64, 8, 8, 8), (0, 2, 3, 1), "f32", (0,), True),  # NCHW -> NHWC, a dynamic batch
    ((5, 13, 11), (0, 2, 1), "f32", (), True),  # tails of o and of i
    ((67, 70), (1, 0), "i32", (), True),  # i32, tails of both
    ((19, 21), (1, 0), "f32", (0, 1), True),  # every size dynamic
    ((3, 6, 6, 9), (0, 3, 1, 2), "f32", (0, 3), True),  # rows of 36 (merged) against a dynamic 9
    ((9, 10, 11, 12), (3, 2, 1, 0), "f32", (), True),  # reversed: nothing merges, two other dims
    ((4, 8, 8, 16), (2, 0, 3, 1), "i32", (1,), True),  # a permutation of four runs
    ((64, 4, 4, 4), (0, 3, 1, 2), "f32", (0,), True),  # split: NHWC -> NCHW of 4 channels (decoder's)
    ((3, 8, 8, 2), (0, 3, 1, 2), "i32", (), True),  # split: 2 channels
    ((5, 13, 7), (0, 2, 1), "f32", (), True),  # split: 7 columns (6 shuffles a vector), a tail of 5 rows
    ((64, 3, 8, 8), (0, 2, 3, 1), "f32", (), True),  # join: NCHW -> NHWC of an RGB image
    ((2, 3, 9, 10), (0, 2, 3, 1), "f32", (0,), True),  # join: rows of 90 pixels, a tail of 2
    ((3, 6, 17), (0, 2, 1), "i32", (0, 2), True),  # join: 6 columns against a dynamic 17
    ((2, 8, 8, 8), (0, 2, 1, 3), "f32", (), False),  # the innermost dim stays innermost: rows copied whole
    ((4, 5, 6), (0, 2, 1), "f32", (), False),  # both sides shorter than a tile
    ((16, 24), (1, 0), "f16", (), False),  # 16-bit elements
]


def _text(shape: tuple[int, ...], perms: tuple[int, ...], element: str, dynamic: tuple[int, ...]) -> str:
    def t(sizes: tuple[int, ...], free: set[int]) -> str:
        return "tensor<" + "x".join("?" if d in free else str(s) for d, s in enumerate(sizes)) + f"x{element}>"

    out = tuple(shape[p] for p in perms)
    x_t, o_t = t(shape, set(dynamic)), t(out, {k for k, p in enumerate(perms) if p in dynamic})
    return f"""func.func @main(%x: {x_t}) -> {o_t} {{
  %0 = tosa.transpose %x {{perms = array<i32: {", ".join(map(str, perms))}>}} : ({x_t}) -> {o_t}
  return %0 : {o_t}
}}"""


@pytest.mark.parametrize(("shape", "perms", "element", "dynamic", "tiled"), CASES)
def test_transpose_keeps_every_bit(
    shape: tuple[int, ...], perms: tuple[int, ...], element: str, dynamic: tuple[int, ...], tiled: bool
) -> None:
    text = _text(shape, perms, element, dynamic)
    assert ("vector.shuffle" in before_loops(text)) == tiled
    dtype = {"f32": np.float32, "i32": np.int32, "f16": np.float16}[element]
    width = np.dtype(dtype).itemsize
    rng = np.random.default_rng(sum(shape) + len(perms))
    bits = rng.integers(0, 1 << (8 * width), shape, np.uint64).astype({4: np.uint32, 2: np.uint16}[width])
    x = bits.view(dtype)
    want = np.ascontiguousarray(x.transpose(perms))
    for config in CONFIGS:
        got = tosabcast.compile(text, **config).main(x)
        assert got.shape == want.shape
        assert got.tobytes() == want.tobytes(), config
    assert tosabcast.compile(text, lowering="upstream", threads=1).main(x).tobytes() == want.tobytes()


def test_transposes_in_a_program_keep_their_neighbours_results() -> None:
    """NCHW -> NHWC, an op on the transposed values, and back (cnn's pattern around a convolution): the tiles
    feed and take element-wise loops."""
    text = """func.func @main(%x: tensor<?x16x8x8xf32>) -> tensor<?x16x8x8xf32> {
  %0 = tosa.transpose %x {perms = array<i32: 0, 2, 3, 1>} : (tensor<?x16x8x8xf32>) -> tensor<?x8x8x16xf32>
  %1 = tosa.exp %0 : (tensor<?x8x8x16xf32>) -> tensor<?x8x8x16xf32>
  %2 = tosa.transpose %1 {perms = array<i32: 0, 3, 1, 2>} : (tensor<?x8x8x16xf32>) -> tensor<?x16x8x8xf32>
  return %2 : tensor<?x16x8x8xf32>
}"""
    assert before_loops(text).count("vector.shuffle") == 2 * 24
    x = np.random.default_rng(7).standard_normal((5, 16, 8, 8), np.float32)
    upstream = tosabcast.compile(text, lowering="upstream", threads=1).main(x)
    for config in CONFIGS:
        got = tosabcast.compile(text, **config).main(x)
        np.testing.assert_allclose(got, np.exp(x.astype(np.float64)), rtol=2e-6)
        np.testing.assert_allclose(got, upstream, rtol=2e-6)
