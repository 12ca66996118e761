"""Matmuls and convolutions whose output blocks stay in registers across the reductions
(`--tosabcast-block-registers`, passes/block_registers.py), run on the JIT.

The pass keeps every output element's sum in the order of the generic's loops, so each result must be the same
bits as the program compiled without it (and as the stock order, without the interchange either), on one thread
and on two. The shapes reach every path of the emitted loops: blocks of 6 rows x 2 vectors with and without a
row tail, a column tail of one vector and one of scalars, 8 x 1 blocks (8-15 columns), vectors of 4 lanes (4-7
columns), of 2 lanes (2-3 columns) and scalars (one column: matrix-vector products, a convolution into one
filter), fewer rows than a block, dynamic sizes, a batch, strided and dilated and padded convolutions; and the
case the pass leaves alone (integers) still runs.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from call_helpers import before_loops

import tosabcast
from tosabcast.pipelines import named
from tosabcast.runtime import openmp

pytestmark = pytest.mark.jit

Array = np.ndarray[Any, Any]
RUNTIMES = ["async", *(["openmp"] if openmp.available()[0] else [])]
CONFIGS = [{"threads": 1}, *({"threads": 2, "thread_runtime": r} for r in RUNTIMES)]
BLOCK = ",tosabcast-block-registers"

MATMULS = [  # (batch, m, k, n), dynamic, blocked
    ((1, 12, 20, 32), False, True),  # 6 x 2 blocks exactly
    ((1, 13, 20, 40), False, True),  # a row tail of 1, 2 blocks of 16 and one of 8 columns
    ((2, 9, 7, 37), True, True),  # every size dynamic: row tail of 3, columns 32 + 5 scalars
    ((3, 5, 40, 12), False, True),  # 8 x 1 blocks, 5 rows (fewer than a block), 4 scalar columns
    ((1, 1, 3, 8), True, True),  # one row, one vector, dynamic
    ((2, 300, 64, 100), False, True),  # big enough for two threads to share
    ((1, 6, 16, 4), False, True),  # 4 columns: 6 rows x 1 vector of 4 lanes
    ((2, 9, 7, 6), False, True),  # 6 columns: 4 lanes and 2 scalars, a row tail of 1 after 8 rows
    ((1, 6, 16, 3), False, True),  # 3 columns: 6 rows x 1 vector of 2 lanes, and 1 scalar
    ((2, 13, 9, 1), False, True),  # one column (a matrix-vector product): scalars, 8 rows and a row tail of 5
    ((1, 7, 33, 2), False, True),  # 2 columns: 7 rows (fewer than a block) x 1 vector of 2 lanes
]


def _matmul(b: int, m: int, k: int, n: int, dynamic: bool, element: str = "f32") -> str:
    def t(*dims: int) -> str:
        return "tensor<" + "x".join("?" if dynamic else str(d) for d in dims) + f"x{element}>"

    a, w, c = t(b, m, k), t(b, k, n), t(b, m, n)
    zero = "0.0" if element == "f32" else "0"
    acc = element if element == "f32" else "i32"
    c = c.replace(element, acc)
    return f"""func.func @main(%a: {a}, %b: {w}) -> {c} {{
  %z = "tosa.const"() <{{values = dense<{zero}> : tensor<1x{element}>}}> : () -> tensor<1x{element}>
  %0 = tosa.matmul %a, %b, %z, %z : ({a}, {w}, tensor<1x{element}>, tensor<1x{element}>) -> {c}
  return %0 : {c}
}}"""


def _without_blocks(patch: pytest.MonkeyPatch) -> None:
    patch.setattr(named, "INTERCHANGE", named.INTERCHANGE.replace(BLOCK, ""))


def _stock_order(patch: pytest.MonkeyPatch) -> None:
    patch.setattr(named, "INTERCHANGE", "canonicalize")
    patch.setitem(
        named.LOWERINGS, "tosabcast", named.LOWERINGS["tosabcast"].replace(named.HWCF, "tosa-to-linalg-named,")
    )


def _blocked(text: str) -> bool:
    """Whether the pass rewrote the generic of `text` (our pipeline up to the loops): no reduction is left."""
    ir = before_loops(text)
    return "#linalg.iterator_type<reduction>" not in ir and '"reduction"' not in ir


def _same_bits(text: str, inputs: list[Array], monkeypatch: pytest.MonkeyPatch) -> Array:
    wants = []
    for without in (_without_blocks, _stock_order):
        with monkeypatch.context() as patch:
            without(patch)
            wants.append(tosabcast.compile(text, threads=1).main(*inputs))
    assert wants[0].tobytes() == wants[1].tobytes()
    for config in CONFIGS:
        got = tosabcast.compile(text, **config).main(*inputs)
        assert got.tobytes() == wants[0].tobytes(), config
    return wants[0]


@pytest.mark.parametrize(("sizes", "dynamic", "blocked"), MATMULS)
def test_matmul_gives_the_same_bits(
    sizes: tuple[int, int, int, int],
    dynamic: bool,
    blocked: bool,
    monkeypatch: pytest.MonkeyPatch,
    capfd: pytest.CaptureFixture[str],
) -> None:
    b, m, k, n = sizes
    text = _matmul(b, m, k, n, dynamic)
    assert _blocked(text) == blocked
    rng = np.random.default_rng(sum(sizes))
    a, w = rng.standard_normal((b, m, k), np.float32), rng.standard_normal((b, k, n), np.float32)
    got = _same_bits(text, [a, w], monkeypatch)
    assert capfd.readouterr().err == ""
    np.testing.assert_allclose(got, a @ w, rtol=1e-4, atol=1e-4)


CONVS = [  # input NHWC, kernel, filters, stride, dilation, pad
    ((2, 8, 8, 3), 3, 8, 1, 1, 1),  # cnn's first: 8 filters (8 x 1 blocks), padded
    ((3, 7, 9, 5), 3, 16, 2, 1, 0),  # stride 2: 4 output columns, fewer than a block
    ((1, 11, 11, 4), 3, 20, 1, 2, 2),  # dilation 2, padded, 20 filters: 16 + 4 scalars
    ((2, 6, 6, 8), 2, 16, 1, 1, 0),  # 32 reduction steps right inside 16 filters (stock's order kept)
    ((1, 5, 17, 2), 1, 24, 1, 1, 0),  # 1x1, 17 output columns: 2 blocks of 6 and a tail of 5
    ((3, 9, 9, 3), 3, 6, 2, 1, 1),  # like pool_adaptive's: 6 filters, vectors of 4 lanes and 2 scalars, stride 2
    ((1, 7, 7, 2), 3, 5, 1, 1, 1),  # 5 filters: 4 lanes and 1 scalar
    ((3, 8, 8, 4), 3, 2, 1, 1, 1),  # decoder's last: 2 filters, vectors of 2 lanes
    ((2, 9, 10, 3), 3, 1, 1, 1, 0),  # one filter: scalar blocks of 8 rows
    ((2, 7, 9, 5), 3, 3, 2, 1, 1),  # 3 filters, stride 2: 2 lanes and 1 scalar, 5 output columns
]


@pytest.mark.parametrize(("shape", "kernel", "filters", "stride", "dilation", "pad"), CONVS)
def test_conv2d_gives_the_same_bits(
    shape: tuple[int, int, int, int],
    kernel: int,
    filters: int,
    stride: int,
    dilation: int,
    pad: int,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    n, h, w, c = shape
    span = dilation * (kernel - 1) + 1
    oh, ow = (h + 2 * pad - span) // stride + 1, (w + 2 * pad - span) // stride + 1
    x_t, w_t = f"tensor<?x{h}x{w}x{c}xf32>", f"tensor<{filters}x{kernel}x{kernel}x{c}xf32>"
    o_t = f"tensor<?x{oh}x{ow}x{filters}xf32>"
    text = f"""func.func @main(%x: {x_t}, %w: {w_t}) -> {o_t} {{
  %b = "tosa.const"() <{{values = dense<0.25> : tensor<{filters}xf32>}}> : () -> tensor<{filters}xf32>
  %z = "tosa.const"() <{{values = dense<0.0> : tensor<1xf32>}}> : () -> tensor<1xf32>
  %0 = tosa.conv2d %x, %w, %b, %z, %z {{acc_type = f32, dilation = array<i64: {dilation}, {dilation}>,
      pad = array<i64: {pad}, {pad}, {pad}, {pad}>, stride = array<i64: {stride}, {stride}>}}
      : ({x_t}, {w_t}, tensor<{filters}xf32>, tensor<1xf32>, tensor<1xf32>) -> {o_t}
  return %0 : {o_t}
}}"""
    assert _blocked(text)
    rng = np.random.default_rng(n * h * w * c + filters)
    x = rng.standard_normal(shape, np.float32)
    weights = rng.standard_normal((filters, kernel, kernel, c), np.float32)
    got = _same_bits(text, [x, weights], monkeypatch)
    padded = np.pad(x.astype(np.float64), ((0, 0), (pad, pad), (pad, pad), (0, 0)))
    want = np.full((n, oh, ow, filters), 0.25)
    for i in range(kernel):
        for j in range(kernel):
            rows = padded[:, i * dilation : i * dilation + stride * (oh - 1) + 1 : stride]
            window = rows[:, :, j * dilation : j * dilation + stride * (ow - 1) + 1 : stride]
            want += np.einsum("nhwc,fc->nhwf", window, weights[:, i, j, :].astype(np.float64))
    np.testing.assert_allclose(got, want, rtol=1e-4, atol=1e-4)


def test_integer_matmuls_are_left_alone_and_still_run() -> None:
    text = _matmul(1, 12, 20, 32, False, element="i8")
    assert not _blocked(text)
    rng = np.random.default_rng(1)
    a, w = rng.integers(-100, 100, (1, 12, 20), np.int8), rng.integers(-100, 100, (1, 20, 32), np.int8)
    np.testing.assert_array_equal(tosabcast.compile(text).main(a, w), a.astype(np.int32) @ w.astype(np.int32))


DEPTHWISE = [  # input NHWC, kernel, multiplier, stride, dilation, pad, blocked
    ((2, 6, 6, 8), 3, 1, 1, 1, 1, True),  # depthwise's: 8 channels (8 x 1 blocks), padded
    ((2, 6, 6, 5), 3, 1, 1, 1, 1, True),  # 5 channels: vectors of 4 lanes and 1 scalar
    ((3, 9, 11, 20), 3, 1, 2, 1, 1, True),  # stride 2, 20 channels: 16 + 4 scalars
    ((1, 12, 10, 32), 5, 1, 1, 2, 4, True),  # dilation 2, 32 channels: 6 x 2 blocks and a row tail
    ((2, 5, 5, 4), 3, 2, 1, 1, 1, True),  # a channel multiplier of 2: the multiplier last, vectors of 2 lanes
    ((2, 6, 6, 3), 3, 1, 1, 1, 1, True),  # 3 channels: 2 lanes and 1 scalar
]


@pytest.mark.parametrize(("shape", "kernel", "multiplier", "stride", "dilation", "pad", "blocked"), DEPTHWISE)
def test_depthwise_conv2d_gives_the_same_bits(
    shape: tuple[int, int, int, int],
    kernel: int,
    multiplier: int,
    stride: int,
    dilation: int,
    pad: int,
    blocked: bool,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The input is read along the channels too (vectors, not broadcasts), and the multiplier's unit dim is
    left out of the output's and the filter's views."""
    n, h, w, c = shape
    span = dilation * (kernel - 1) + 1
    oh, ow = (h + 2 * pad - span) // stride + 1, (w + 2 * pad - span) // stride + 1
    x_t, w_t = f"tensor<?x{h}x{w}x{c}xf32>", f"tensor<{kernel}x{kernel}x{c}x{multiplier}xf32>"
    o_t, b_t = f"tensor<?x{oh}x{ow}x{c * multiplier}xf32>", f"tensor<{c * multiplier}xf32>"
    text = f"""func.func @main(%x: {x_t}, %w: {w_t}) -> {o_t} {{
  %b = "tosa.const"() <{{values = dense<0.5> : {b_t}}}> : () -> {b_t}
  %z = "tosa.const"() <{{values = dense<0.0> : tensor<1xf32>}}> : () -> tensor<1xf32>
  %0 = tosa.depthwise_conv2d %x, %w, %b, %z, %z {{acc_type = f32, dilation = array<i64: {dilation}, {dilation}>,
      pad = array<i64: {pad}, {pad}, {pad}, {pad}>, stride = array<i64: {stride}, {stride}>}}
      : ({x_t}, {w_t}, {b_t}, tensor<1xf32>, tensor<1xf32>) -> {o_t}
  return %0 : {o_t}
}}"""
    assert _blocked(text) == blocked
    rng = np.random.default_rng(n * h * w * c + multiplier)
    x = rng.standard_normal(shape, np.float32)
    weights = rng.standard_normal((kernel, kernel, c, multiplier), np.float32)
    got = _same_bits(text, [x, weights], monkeypatch)
    padded = np.pad(x.astype(np.float64), ((0, 0), (pad, pad), (pad, pad), (0, 0)))
    want = np.full((n, oh, ow, c, multiplier), 0.5)
    for i in range(kernel):
        for j in range(kernel):
            rows = padded[:, i * dilation : i * dilation + stride * (oh - 1) + 1 : stride]
            window = rows[:, :, j * dilation : j * dilation + stride * (ow - 1) + 1 : stride]
            want += window[..., None] * weights[i, j].astype(np.float64)
    np.testing.assert_allclose(got, want.reshape(n, oh, ow, c * multiplier), rtol=1e-4, atol=1e-4)


POOLS = [  # input NHWC, kernel, stride, pad (top, bottom, left, right), op
    ((3, 8, 8, 8), 2, 2, (0, 0, 0, 0), "max"),  # cnn's: 8 channels
    ((2, 4, 4, 6), 3, 2, (1, 0, 1, 0), "max"),  # pool_adaptive's: 6 channels, 4 lanes and 2 scalars, padded
    ((2, 9, 7, 20), 3, 1, (1, 1, 1, 1), "max"),  # 20 channels: 16 + 4 scalars, rows of 7 (a row tail)
    ((3, 4, 4, 8), 4, 4, (0, 0, 0, 0), "avg"),  # cnn's: the sum of a 4x4 window, then the division
    ((1, 6, 6, 3), 2, 2, (0, 0, 0, 0), "max"),  # 3 channels: 2 lanes and 1 scalar
    ((2, 5, 5, 1), 3, 1, (1, 1, 1, 1), "max"),  # one channel: scalars
]


@pytest.mark.parametrize(("shape", "kernel", "stride", "pad", "op"), POOLS)
def test_pooling_gives_the_same_bits(
    shape: tuple[int, int, int, int],
    kernel: int,
    stride: int,
    pad: tuple[int, int, int, int],
    op: str,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A pooling's generic (body: one maximumf or addf of the output and the input; the window operand unread)
    keeps its blocks of the output in registers too, the window's steps in the same order: the same bits as
    without the pass and as upstream, NaNs, infinities and signed zeros included."""
    n, h, w, c = shape
    top, bottom, left, right = pad
    oh, ow = (h + top + bottom - kernel) // stride + 1, (w + left + right - kernel) // stride + 1
    x_t, o_t = f"tensor<?x{h}x{w}x{c}xf32>", f"tensor<?x{oh}x{ow}x{c}xf32>"
    attributes = f"kernel = array<i64: {kernel}, {kernel}>, pad = array<i64: {top}, {bottom}, {left}, {right}>, "
    attributes += f"stride = array<i64: {stride}, {stride}>"
    if op == "max":
        body = f"%0 = tosa.max_pool2d %x {{{attributes}}} : ({x_t}) -> {o_t}"
    else:
        zero = 'tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>'
        body = f'%z = "{zero}\n  %0 = tosa.avg_pool2d %x, %z, %z {{acc_type = f32, {attributes}}}'
        body += f" : ({x_t}, tensor<1xf32>, tensor<1xf32>) -> {o_t}"
    text = f"func.func @main(%x: {x_t}) -> {o_t} {{\n  {body}\n  return %0 : {o_t}\n}}"
    assert _blocked(text)
    rng = np.random.default_rng(n * h * w * c)
    x = rng.standard_normal(shape, np.float32)
    x.flat[::7] = -0.0
    x.flat[::11] = 0.0
    x.flat[5::13] = np.inf
    if op == "max":
        x.flat[3::17] = np.nan
    got = _same_bits(text, [x], monkeypatch)
    upstream = tosabcast.compile(text, lowering="upstream", threads=1).main(x)
    assert got.tobytes() == upstream.tobytes()
    if op == "max":
        padded = np.pad(x, ((0, 0), (top, bottom), (left, right), (0, 0)), constant_values=-np.inf)
        want = np.full((n, oh, ow, c), -np.inf, np.float32)
        for i in range(kernel):
            for j in range(kernel):
                want = np.fmax(
                    want, padded[:, i : i + stride * (oh - 1) + 1 : stride, j : j + stride * (ow - 1) + 1 : stride]
                )
        nan = np.zeros_like(want, dtype=bool)
        for i in range(kernel):
            for j in range(kernel):
                nan |= np.isnan(
                    padded[:, i : i + stride * (oh - 1) + 1 : stride, j : j + stride * (ow - 1) + 1 : stride]
                )
        want[nan] = np.nan
        np.testing.assert_array_equal(got, want)
