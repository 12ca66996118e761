"""Booleans of compares stored by the vector loops of `--tosabcast-vectorize-bool-stores`, run on the JIT.

The loops take 32 elements a step and leave the last 0-31 to the scalar loop, so the sizes straddle multiples
of 32; every test runs with both ways of packing the masks to bytes (AVX2's shuffles, AVX-512's extension); the values mix random ones with NaN, infinities, signed zeros and equal pairs. Every result must be
numpy's, as numpy `bool` arrays of 0/1 bytes (test_ops.py checks the compares on every shape pattern and
special value against the TOSA reference, with both lowerings).
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

import tosabcast
from tosabcast.pipelines import named
from tosabcast.runtime import openmp

pytestmark = pytest.mark.jit

Array = np.ndarray[Any, Any]
COMPARES = {"greater": np.greater, "greater_equal": np.greater_equal, "equal": np.equal}
DTYPES = {"f32": np.float32, "i32": np.int32, "f16": np.float16}
SHAPES = [(1,), (31,), (32,), (33,), (65,), (1000,), (3, 33), (2, 64)]  # zero-size: `?` dims (no static 0 in TOSA)


@pytest.fixture(params=["shuffles", "extend"], autouse=True)
def pack(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    """Every test with both ways of packing the masks (the default depends on the CPU: `host_pack`)."""
    name = "tosabcast-vectorize-bool-stores"
    monkeypatch.setattr(named, "VECTOR_LOOPS", named.VECTOR_LOOPS.replace(name, f"{name}{{pack={request.param}}}"))
    return str(request.param)


def _tensor(shape: tuple[int | None, ...], element: str) -> str:
    return "tensor<" + "".join(("?" if d is None else str(d)) + "x" for d in shape) + element + ">"


def _compare_module(
    shapes: list[tuple[int | None, ...]], element: str, result: tuple[int | None, ...], suffix: str = ""
) -> str:
    """One function per compare, `@<op><suffix>(a, b) -> i1`."""
    a, b, r = _tensor(shapes[0], element), _tensor(shapes[1], element), _tensor(result, "i1")
    return "\n".join(
        f"func.func @{op}{suffix}(%a: {a}, %b: {b}) -> {r} {{\n"
        f"  %o = tosa.{op} %a, %b : ({a}, {b}) -> {r}\n  return %o : {r}\n}}"
        for op in COMPARES
    )


def _values(shape: tuple[int, ...], element: str, seed: int) -> Array:
    rng = np.random.default_rng(seed)
    values = rng.integers(-3, 4, size=shape).astype(DTYPES[element])  # small range: many equal pairs
    if element != "i32" and values.size:
        specials = np.array([np.nan, np.inf, -np.inf, 0.0, -0.0, 1.5], dtype=values.dtype)
        flat = values.reshape(-1)
        picks = rng.integers(0, flat.size, size=max(1, flat.size // 4))
        flat[picks] = specials[rng.integers(0, len(specials), size=len(picks))]
    return values


def _check(program: tosabcast.runtime.jit.Program, a: Array, b: Array, suffix: str = "") -> None:
    for op, reference in COMPARES.items():
        got = getattr(program, op + suffix)(a, b)
        want = reference(a, b)
        assert got.dtype == np.bool_ and got.shape == want.shape, op
        assert set(np.unique(got.view(np.uint8)).tolist()) <= {0, 1}, op
        np.testing.assert_array_equal(got, want, err_msg=f"{op} {a.dtype} {a.shape} {b.shape}")


@pytest.mark.parametrize("element", list(DTYPES))
def test_static_sizes_around_the_vector_width(element: str) -> None:
    names = ["_" + "x".join(map(str, shape)) for shape in SHAPES]
    text = "\n".join(_compare_module([s, s], element, s, name) for s, name in zip(SHAPES, names, strict=True))
    program = tosabcast.compile(text, threads=1)
    for shape, name in zip(SHAPES, names, strict=True):
        _check(program, _values(shape, element, len(name)), _values(shape, element, shape[-1]), name)


@pytest.mark.parametrize("element", list(DTYPES))
def test_rank0_and_static_broadcasts(element: str) -> None:
    cases = [
        ((), (), ()),
        ((5, 70), (1, 70), (5, 70)),
        ((5, 70), (5, 1), (5, 70)),
        ((2, 3, 40), (1, 1, 40), (2, 3, 40)),
    ]
    for a_shape, b_shape, result in cases:
        program = tosabcast.compile(_compare_module([a_shape, b_shape], element, result), threads=1)
        _check(program, _values(a_shape, element, 1), _values(b_shape, element, 2))


@pytest.mark.parametrize("element", ["f32", "i32"])
def test_dynamic_shapes_with_and_without_runtime_broadcast(element: str) -> None:
    program = tosabcast.compile(_compare_module([(None, None), (None, None)], element, (None, None)), threads=1)
    for a_shape, b_shape in [
        ((3, 100), (3, 100)),
        ((4, 33), (1, 33)),
        ((4, 65), (4, 1)),
        ((1, 1), (7, 64)),
        ((0, 40), (1, 40)),
    ]:
        _check(program, _values(a_shape, element, 3), _values(b_shape, element, 4))


def test_fused_logic_of_compares_and_select() -> None:
    t, r = "tensor<5x70xf32>", "tensor<5x70xi1>"
    text = f"""
func.func @between(%a: {t}, %b: {t}, %c: {t}) -> {r} {{
  %gt = tosa.greater %a, %b : ({t}, {t}) -> {r}
  %lt = tosa.greater %c, %a : ({t}, {t}) -> {r}
  %x = tosa.logical_xor %gt, %lt : ({r}, {r}) -> {r}
  %o = tosa.logical_or %x, %gt : ({r}, {r}) -> {r}
  return %o : {r}
}}
func.func @clip_mask(%a: {t}, %b: {t}, %c: {t}) -> ({r}, {t}) {{
  %m = tosa.greater_equal %a, %b : ({t}, {t}) -> {r}
  %s = tosa.select %m, %a, %c : ({r}, {t}, {t}) -> {t}
  return %m, %s : {r}, {t}
}}
"""
    program = tosabcast.compile(text, threads=1)
    a, b, c = (_values((5, 70), "f32", seed) for seed in (5, 6, 7))
    np.testing.assert_array_equal(program.between(a, b, c), ((a > b) ^ (c > a)) | (a > b))
    mask, chosen = program.clip_mask(a, b, c)
    np.testing.assert_array_equal(mask, a >= b)
    np.testing.assert_array_equal(chosen, np.where(a >= b, a, c))


def test_only_our_pipeline_vectorizes_bool_stores() -> None:
    ours = ",".join(text for _, text in named.stages("tosabcast"))
    upstream = ",".join(text for _, text in named.stages("upstream"))
    threaded = ",".join(text for _, text in named.stages("tosabcast", threads=2))
    assert ours.index("tosabcast-widen-i1") < ours.index("tosabcast-vectorize-bool-stores")
    assert ours.count("tosabcast-widen-i1") == 1 and "tosabcast-vectorize-bool-stores" in threaded
    assert "vectorize-bool-stores" not in upstream and "convert-vector-to-llvm" not in upstream


OPENMP, WHY_NOT = openmp.available()


@pytest.mark.parametrize(
    "runtime", ["async", pytest.param("openmp", marks=pytest.mark.skipif(not OPENMP, reason=f"no OpenMP: {WHY_NOT}"))]
)
def test_threads_give_the_same_bits(runtime: str, monkeypatch: pytest.MonkeyPatch) -> None:
    # Loops split from 2 x 4,096 elements (not a million): the same code on small arrays. OpenMP shares out
    # 32-element steps, the caller runs the last 0-31 elements; async runs the outlined loops, vectorized too.
    monkeypatch.setattr(named, "MIN_TASK_SIZE", 4096)
    monkeypatch.setattr(named, "OPENMP_MIN_TASK_SIZE", 4096)
    static = [(3, 4099), (130, 127)]
    names = ["_" + "x".join(map(str, shape)) for shape in static]
    text = "\n".join(_compare_module([s, s], "f32", s, name) for s, name in zip(static, names, strict=True))
    text += "\n" + _compare_module([(None, None), (None, None)], "f32", (None, None), "_dynamic")
    program = tosabcast.compile(text, threads=2, thread_runtime=runtime)
    for shape, name in zip(static, names, strict=True):
        _check(program, _values(shape, "f32", 8), _values(shape, "f32", 9), name)
    for a_shape, b_shape in [((5, 3001), (5, 3001)), ((9, 1001), (1, 1001)), ((4097, 3), (4097, 1))]:
        _check(program, _values(a_shape, "f32", 10), _values(b_shape, "f32", 11), "_dynamic")
