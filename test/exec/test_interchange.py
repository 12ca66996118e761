"""Matmuls and convolutions with their reductions moved outside the output's last dim
(`--tosabcast-interchange-reductions`; convolutions with the filters last, `named.HWCF`), run on the JIT.

Neither changes what is summed in which order: every result must be the same bits as the program compiled
without them (the stock order and layout), on one thread and on two (the async runtime, and OpenMP when
installed), and close to numpy's. Nothing may reach stderr. The shapes cover the rules of the pass: a long
reduction (interchanged), a short one (kept), dynamic sizes, a batch, a narrow output (kept), a matmul whose
operands the frontend transposed (strided views after bufferization), and whole models with matmuls.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import pytest
from mlir import ir

import tosabcast
from tosabcast.pipelines import named
from tosabcast.pipelines.manager import build_pass_manager, parse_pipeline
from tosabcast.runtime import openmp

pytestmark = pytest.mark.jit

Array = np.ndarray[Any, Any]
MODELS = Path(__file__).resolve().parents[1] / "models"
RUNTIMES = ["async", *(["openmp"] if openmp.available()[0] else [])]
CONFIGS = [{"threads": 1}, *({"threads": 2, "thread_runtime": r} for r in RUNTIMES)]

MATMULS = [
    ((1, 64, 64, 48), False),  # k = 64: interchanged
    ((1, 16, 16, 32), False),  # k = 16: LLVM unrolls it, kept
    ((1, 16, 16, 8), False),  # k = 16 but n = 8, one vector: interchanged
    ((3, 5, 40, 12), False),  # a batch, n = 12: the row loop is marked under k = 40
    ((2, 7, 33, 2), False),  # n = 2: kept
    ((2, 9, 70, 37), True),  # every size dynamic
]


def _matmul(b: int, m: int, k: int, n: int, dynamic: bool) -> str:
    def t(*dims: int) -> str:
        return "tensor<" + "x".join("?" if dynamic else str(d) for d in dims) + "xf32>"

    a, w, c = t(b, m, k), t(b, k, n), t(b, m, n)
    return f"""func.func @main(%a: {a}, %b: {w}) -> {c} {{
  %z = "tosa.const"() <{{values = dense<0.0> : tensor<1xf32>}}> : () -> tensor<1xf32>
  %0 = tosa.matmul %a, %b, %z, %z : ({a}, {w}, tensor<1xf32>, tensor<1xf32>) -> {c}
  return %0 : {c}
}}"""


def _without(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(named, "INTERCHANGE", "canonicalize")
    monkeypatch.setitem(
        named.LOWERINGS, "tosabcast", named.LOWERINGS["tosabcast"].replace(named.HWCF, "tosa-to-linalg-named,")
    )


@pytest.mark.parametrize(("sizes", "dynamic"), MATMULS)
def test_matmul_gives_the_same_bits(
    sizes: tuple[int, int, int, int], dynamic: bool, monkeypatch: pytest.MonkeyPatch, capfd: pytest.CaptureFixture[str]
) -> None:
    b, m, k, n = sizes
    text = _matmul(b, m, k, n, dynamic)
    rng = np.random.default_rng(sum(sizes))
    a, w = rng.standard_normal((b, m, k), np.float32), rng.standard_normal((b, k, n), np.float32)
    with monkeypatch.context() as patch:
        _without(patch)
        want = tosabcast.compile(text, threads=1).main(a, w)
    capfd.readouterr()
    for config in CONFIGS:
        got = tosabcast.compile(text, **config).main(a, w)
        assert got.tobytes() == want.tobytes(), f"{sizes} {config}"
    assert capfd.readouterr().err == ""
    np.testing.assert_allclose(want, a @ w, rtol=1e-4, atol=1e-4)


def test_the_pass_changes_the_loops_it_should() -> None:
    """Without this the test above could pass with the pass doing nothing: k = 64 is interchanged (the output's
    row loop innermost), k = 16 is not."""

    def iterators(k: int) -> str:
        stages = named.stages("tosabcast", check_shapes=False)
        text = ",".join(t for _, t in stages[:2]).replace("func.func(convert-linalg-to-loops)", "canonicalize")
        text = text.replace(",tosabcast-block-registers", "")  # which would replace the generic
        with ir.Context():
            module = ir.Module.parse(_matmul(1, 8, k, 48, False))
            build_pass_manager(parse_pipeline(f"builtin.module({text})")).run(module.operation)
            return str(module)

    assert '["parallel", "parallel", "reduction", "parallel"]' in iterators(64)
    assert '["parallel", "parallel", "parallel", "reduction"]' in iterators(16)


CONVS = [
    ((2, 6, 6, 8), 2, 16),  # 32 reduction steps, 16 filters: stock's order
    ((3, 7, 5, 3), 3, 8),  # 27 steps, 8 filters: interchanged
    ((1, 4, 4, 16), 1, 4),  # 16 steps, 4 filters: interchanged
    ((2, 6, 6, 8), 3, 16),  # 72 steps: interchanged
    ((1, 10, 9, 16), 3, 32),  # 144 steps: interchanged
]


@pytest.mark.parametrize(("shape", "kernel", "filters"), CONVS)
def test_conv2d_with_the_filters_last_gives_the_same_bits(
    shape: tuple[int, int, int, int], kernel: int, filters: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    n, h, w, c = shape
    x_t, w_t = f"tensor<{n}x{h}x{w}x{c}xf32>", f"tensor<{filters}x{kernel}x{kernel}x{c}xf32>"
    o_t = f"tensor<{n}x{h - kernel + 1}x{w - kernel + 1}x{filters}xf32>"
    text = f"""func.func @main(%x: {x_t}, %w: {w_t}) -> {o_t} {{
  %b = "tosa.const"() <{{values = dense<0.25> : tensor<{filters}xf32>}}> : () -> tensor<{filters}xf32>
  %z = "tosa.const"() <{{values = dense<0.0> : tensor<1xf32>}}> : () -> tensor<1xf32>
  %0 = tosa.conv2d %x, %w, %b, %z, %z {{acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>,
      stride = array<i64: 1, 1>}} : ({x_t}, {w_t}, tensor<{filters}xf32>, tensor<1xf32>, tensor<1xf32>) -> {o_t}
  return %0 : {o_t}
}}"""
    rng = np.random.default_rng(n * h * w * c)
    x = rng.standard_normal(shape, np.float32)
    weights = rng.standard_normal((filters, kernel, kernel, c), np.float32)
    with monkeypatch.context() as patch:
        _without(patch)
        want = tosabcast.compile(text, threads=1).main(x, weights)
    for config in CONFIGS:
        assert tosabcast.compile(text, **config).main(x, weights).tobytes() == want.tobytes(), config
    windows = np.lib.stride_tricks.sliding_window_view(x, (kernel, kernel), axis=(1, 2))  # n, oh, ow, c, kh, kw
    reference = np.einsum("nhwcij,fijc->nhwf", windows.astype(np.float64), weights.astype(np.float64)) + 0.25
    np.testing.assert_allclose(want, reference, rtol=1e-4, atol=1e-4)


@pytest.mark.parametrize("model", ["attention", "decoder", "swiglu", "cnn", "transformer_encoder"])
def test_models_give_the_same_bits(model: str, monkeypatch: pytest.MonkeyPatch) -> None:
    path = MODELS / f"{model}_dynamic.mlir"
    if not path.exists():
        path = MODELS / f"{model}_static.mlir"
    fixture = np.load(path.with_suffix(".npz"))
    prefix = "b5_" if "b5_in0" in fixture.files else ""
    inputs = [fixture[f"{prefix}in{i}"] for i in range(sum(f.startswith(f"{prefix}in") for f in fixture.files))]
    text = path.read_text()
    with monkeypatch.context() as patch:
        _without(patch)
        want = tosabcast.compile(text, threads=1).main(*inputs)
    want = want if isinstance(want, tuple | list) else (want,)
    for config in CONFIGS:
        got = tosabcast.compile(text, **config).main(*inputs)
        got = got if isinstance(got, tuple | list) else (got,)
        assert [g.tobytes() for g in got] == [w.tobytes() for w in want], config
