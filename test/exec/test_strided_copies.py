"""Copies into and out of strided views as loops (`--tosabcast-strided-copies`, passes/strided_copies.py), run on
the JIT.

Pads (of every element type the pad value can have, static and dynamic, on inner and outer dims), concats,
slices, and the padding of a convolution and of a max-pool bufferize to copies into or out of subviews. Each
program must leave no such `memref.copy` after our bufferization (the pass ran), give numpy's result exactly, and
the same bits as the upstream pipeline (which copies with the runtime's `memrefCopy`), on one thread and on two.
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


def _strided_copies(text: str) -> int:
    """How many `memref.copy` ops with a strided side our pipeline leaves after bufferization."""
    return sum(1 for line in before_loops(text).splitlines() if "memref.copy" in line and "strided" in line)


def _check(text: str, inputs: list[Array], want: Array) -> None:
    assert _strided_copies(text) == 0
    upstream = tosabcast.compile(text, lowering="upstream", threads=1).main(*inputs)
    assert upstream.tobytes() == want.tobytes()
    for config in CONFIGS:
        got = tosabcast.compile(text, **config).main(*inputs)
        assert got.dtype == want.dtype and got.shape == want.shape, config
        assert got.tobytes() == want.tobytes(), config


def _type(shape: tuple[int, ...], element: str, dynamic: tuple[int, ...] = ()) -> str:
    dims = "x".join("?" if i in dynamic else str(d) for i, d in enumerate(shape))
    return f"tensor<{dims}x{element}>"


PADS = [  # input shape, element, numpy dtype, pad (before, after) per dim, dynamic dims, pad value
    ((64, 12), "f32", np.float32, ((0, 0), (1, 2)), (0,), "5.000000e-01"),  # pad_scale's
    ((3, 5, 7), "i32", np.int32, ((1, 0), (2, 1), (0, 3)), (0, 2), "-7"),  # every dim, two dynamic
    ((2, 8, 8, 3), "f32", np.float32, ((0, 0), (1, 1), (1, 1), (0, 0)), (), "0.000000e+00"),  # a conv's border
    ((4, 33), "i8", np.int8, ((2, 2), (0, 31)), (), "3"),  # rows of 33 into rows of 64
    ((5, 6), "f16", np.float16, ((0, 1), (3, 0)), (0, 1), "1.500000e+00"),
    ((2, 3, 4), "i1", np.bool_, ((0, 0), (1, 1), (0, 2)), (0,), "true"),
]


@pytest.mark.parametrize(("shape", "element", "dtype", "pads", "dynamic", "value"), PADS)
def test_pad(
    shape: tuple[int, ...],
    element: str,
    dtype: type,
    pads: tuple[tuple[int, int], ...],
    dynamic: tuple[int, ...],
    value: str,
) -> None:
    out_shape = tuple(d + a + b for d, (a, b) in zip(shape, pads, strict=True))
    in_t, out_t = _type(shape, element, dynamic), _type(out_shape, element, dynamic)
    flat = ", ".join(str(p) for pair in pads for p in pair)
    text = f"""func.func @main(%x: {in_t}) -> {out_t} {{
  %p = tosa.const_shape {{values = dense<[{flat}]> : tensor<{2 * len(shape)}xindex>}} : () -> !tosa.shape<{2 * len(shape)}>
  %v = "tosa.const"() <{{values = dense<{value}> : tensor<1x{element}>}}> : () -> tensor<1x{element}>
  %0 = tosa.pad %x, %p, %v : ({in_t}, !tosa.shape<{2 * len(shape)}>, tensor<1x{element}>) -> {out_t}
  return %0 : {out_t}
}}"""
    rng = np.random.default_rng(len(shape))
    x = (rng.standard_normal(shape) * 50).astype(dtype) if dtype is not np.bool_ else rng.random(shape) < 0.5
    fill = {"true": True}.get(value, None)
    want = np.pad(x, pads, constant_values=fill if fill is not None else np.array(float(value)).astype(dtype))
    _check(text, [x], want)


def test_concat_of_dynamic_operands() -> None:
    text = """func.func @main(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = tosa.concat %a, %b, %a {axis = 1 : i32} : (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}"""
    rng = np.random.default_rng(1)
    a, b = rng.standard_normal((5, 7), np.float32), rng.standard_normal((5, 3), np.float32)
    _check(text, [a, b], np.concatenate([a, b, a], axis=1))


def test_slice_then_add() -> None:
    text = """func.func @main(%x: tensor<6x10xf32>, %y: tensor<4x7xf32>) -> (tensor<4x7xf32>, tensor<4x7xf32>) {
  %s = tosa.const_shape {values = dense<[1, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %n = tosa.const_shape {values = dense<[4, 7]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.slice %x, %s, %n : (tensor<6x10xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<4x7xf32>
  %1 = tosa.add %0, %y : (tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xf32>
  return %0, %1 : tensor<4x7xf32>, tensor<4x7xf32>
}"""
    rng = np.random.default_rng(2)
    x, y = rng.standard_normal((6, 10), np.float32), rng.standard_normal((4, 7), np.float32)
    got = None
    for config in CONFIGS:
        got = tosabcast.compile(text, **config).main(x, y)
        np.testing.assert_array_equal(got[0], x[1:5, 2:9])
        np.testing.assert_array_equal(got[1], x[1:5, 2:9] + y)
    assert got is not None


def test_max_pool_with_padding() -> None:
    in_t, out_t = "tensor<?x4x4x6xf32>", "tensor<?x2x2x6xf32>"
    text = f"""func.func @main(%x: {in_t}) -> {out_t} {{
  %0 = tosa.max_pool2d %x {{kernel = array<i64: 3, 3>, pad = array<i64: 1, 0, 1, 0>, stride = array<i64: 2, 2>}}
      : ({in_t}) -> {out_t}
  return %0 : {out_t}
}}"""
    x = np.random.default_rng(3).standard_normal((5, 4, 4, 6), np.float32)
    padded = np.pad(x, ((0, 0), (1, 0), (1, 0), (0, 0)), constant_values=-np.inf)
    want = np.empty((5, 2, 2, 6), np.float32)
    for i in range(2):
        for j in range(2):
            want[:, i, j] = padded[:, 2 * i : 2 * i + 3, 2 * j : 2 * j + 3].max(axis=(1, 2))
    _check(text, [x], want)
