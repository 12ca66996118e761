"""Outputs written by the non-temporal vector loops of `--tosabcast-stream-stores`, run on the JIT.

The pass streams buffers of 16 MiB or more; here its threshold is 0 (`min-bytes=0`), so that small arrays take
the streamed path: the scalar elements before the first 32-byte-aligned store, the vector steps, the last
elements. Sizes straddle the vector widths (8 lanes for 32-bit outputs, 16 for 16-bit ones), rows of odd
length start at every alignment, views of one buffer (a concat) start at offsets; dynamic shapes run with and
without runtime broadcasts (a broadcast dim is read as one element splatted to a vector). Every result must be the same bits as the program
compiled without the pass, on one thread and on two (OpenMP and the async runtime), and numpy's where numpy
has the op. The last tests check that the real threshold is in the pipeline and that the machine code has
the non-temporal stores and the fence.
"""

from __future__ import annotations

import platform
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from call_helpers import machine_code, values
from tosabcast.passes import stream_stores

import tosabcast
from tosabcast.pipelines import named
from tosabcast.runtime import openmp

pytestmark = pytest.mark.jit

Array = np.ndarray[Any, Any]
STREAM = "tosabcast-stream-stores"
NUMPY = {np.dtype(np.float32): "f32", np.dtype(np.float16): "f16", np.dtype(np.int32): "i32"}

# name -> (function body on %a, %b, %c of type T, numpy twin, operand count)
BODIES: dict[str, tuple[str, Any, int]] = {
    "add": ("%0 = tosa.add %a, %b : (T, T) -> T", np.add, 2),
    "abs": ("%0 = tosa.abs %a : (T) -> T", np.abs, 1),
    "exp": ("%0 = tosa.exp %a : (T) -> T", None, 1),
    "chain": (
        (
            "%1 = tosa.add %a, %b : (T, T) -> T\n  %2 = tosa.exp %1 : (T) -> T\n  %3 = tosa.sub %2, %c : (T, T) -> T\n"
            "  %0 = tosa.maximum %3, %a : (T, T) -> T"
        ),
        None,
        3,
    ),
}
FLOAT_ONLY = {"exp", "chain"}


def _tensor(shape: tuple[int | None, ...], element: str) -> str:
    return "tensor<" + "".join(("?" if d is None else str(d)) + "x" for d in shape) + element + ">"


def _module(name: str, shape: tuple[int | None, ...], element: str) -> str:
    body, _, count = BODIES[name]
    t = _tensor(shape, element)
    params = ", ".join(f"%{v}: {t}" for v in "abc"[:count])
    return f"func.func @main({params}) -> {t} {{\n  {body.replace('T', t)}\n  return %0 : {t}\n}}"


def _streaming(monkeypatch: pytest.MonkeyPatch, min_bytes: int = 0) -> None:
    monkeypatch.setattr(named, "VECTOR_LOOPS", named.VECTOR_LOOPS.replace(STREAM, f"{STREAM}{{min-bytes={min_bytes}}}"))


def _without(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(named, "VECTOR_LOOPS", named.VECTOR_LOOPS.replace(STREAM + ",", ""))


def _compile_both(
    monkeypatch: pytest.MonkeyPatch, text: str, **options: Any
) -> tuple[tosabcast.runtime.jit.Program, tosabcast.runtime.jit.Program]:
    """(streamed at every size, without the pass)."""
    with monkeypatch.context() as patch:
        _streaming(patch)
        streamed = tosabcast.compile(text, **options)
    with monkeypatch.context() as patch:
        _without(patch)
        plain = tosabcast.compile(text, threads=1)
    return streamed, plain


SHAPES = [(1,), (7,), (8,), (9,), (17,), (1000,), (3, 33), (5, 17), (2, 64), (1, 1023)]


STATIC_CASES = [
    (name, dtype)
    for name in BODIES
    for dtype in (np.float32, np.float16, np.int32)
    if not (name in FLOAT_ONLY and np.dtype(dtype).kind == "i")
]


@pytest.mark.parametrize(("name", "dtype"), STATIC_CASES, ids=[f"{n}-{NUMPY[np.dtype(d)]}" for n, d in STATIC_CASES])
def test_static_sizes_give_the_same_bits(name: str, dtype: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    element = NUMPY[np.dtype(dtype)]
    count = BODIES[name][2]
    for shape in SHAPES:
        streamed, plain = _compile_both(monkeypatch, _module(name, shape, element), threads=1)
        args = [values(shape, dtype, seed) for seed in range(count)]
        got, want = streamed.main(*args), plain.main(*args)
        assert got.tobytes() == want.tobytes(), (name, element, shape)
        twin = BODIES[name][1]
        if twin is not None:
            np.testing.assert_array_equal(got, twin(*args), err_msg=f"{name} {element} {shape}")


@pytest.mark.parametrize("name", ["add", "chain"])
def test_dynamic_shapes_with_and_without_runtime_broadcast(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Rows of 37 f32 start at every alignment; broadcast rows, columns and scalars, at run time."""
    streamed, plain = _compile_both(monkeypatch, _module(name, (None, None), "f32"), threads=1)
    count = BODIES[name][2]
    cases = [[(9, 37)] * 3, [(9, 37), (1, 37), (9, 37)], [(9, 37), (9, 1), (1, 1)], [(1, 37), (9, 1), (9, 37)]]
    for shapes in [*cases, [(0, 5)] * 3]:
        args = [values(s, np.float32, k) for k, s in enumerate(shapes[:count])]
        got, want = streamed.main(*args), plain.main(*args)
        assert got.tobytes() == want.tobytes(), (name, shapes)


@pytest.mark.parametrize("name", ["add", "chain"])
def test_broadcast_reads_take_vector_steps_at_every_size(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Loops with runtime-broadcast reads, at the real threshold: their vector steps store with ordinary stores
    below it. Same bits as without the pass."""
    with monkeypatch.context() as patch:
        _without(patch)
        plain = tosabcast.compile(_module(name, (None, None), "f32"), threads=1)
    streamed = tosabcast.compile(_module(name, (None, None), "f32"), threads=1)
    count = BODIES[name][2]
    for shapes in [[(9, 37), (1, 37), (9, 1)], [(1, 37), (9, 37), (9, 37)], [(9, 1), (1, 37), (9, 37)], [(33, 65)] * 3]:
        args = [values(s, np.float32, k) for k, s in enumerate(shapes[:count])]
        assert streamed.main(*args).tobytes() == plain.main(*args).tobytes(), shapes


def test_views_of_one_buffer(monkeypatch: pytest.MonkeyPatch) -> None:
    """A concat writes each part into a view of its result: the parts start at offsets that are not aligned."""
    t, r = _tensor((5, 13), "f32"), _tensor((5, 26), "f32")
    text = (
        f"func.func @main(%a: {t}, %b: {t}) -> {r} {{\n"
        f"  %s = tosa.add %a, %b : ({t}, {t}) -> {t}\n  %d = tosa.abs %a : ({t}) -> {t}\n"
        f"  %0 = tosa.concat %s, %d {{axis = 1 : i32}} : ({t}, {t}) -> {r}\n  return %0 : {r}\n}}"
    )
    streamed, plain = _compile_both(monkeypatch, text, threads=1)
    a, b = values((5, 13), np.float32, 1), values((5, 13), np.float32, 2)
    got = streamed.main(a, b)
    assert got.tobytes() == plain.main(a, b).tobytes()
    np.testing.assert_array_equal(got, np.concatenate([a + b, np.abs(a)], axis=1))


RUNTIMES = ["async", *(["openmp"] if openmp.available()[0] else [])]


@pytest.mark.parametrize("runtime", RUNTIMES)
def test_threads_give_the_same_bits(runtime: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Two threads share out the vector steps (chunks of 4096 elements here); sizes not a multiple of them."""
    monkeypatch.setattr(named, "MIN_TASK_SIZE", 4096)
    monkeypatch.setattr(named, "OPENMP_MIN_TASK_SIZE", 4096)
    for name, shape in [("exp", (301, 59)), ("chain", (None, None)), ("add", (19, 1001)), ("add", (None, None))]:
        streamed, plain = _compile_both(monkeypatch, _module(name, shape, "f32"), threads=2, thread_runtime=runtime)
        assert streamed.thread_runtime == runtime
        size = tuple(d if d is not None else 257 for d in shape)
        args = [values(size, np.float32, k) for k in range(BODIES[name][2])]
        if None in shape:  # runtime broadcasts: a row, then a column
            args[1] = values((1, 257), np.float32, 7)
            args[-1] = values((257, 1), np.float32, 8) if len(args) > 2 else args[-1]
        for _ in range(3):
            assert streamed.main(*args).tobytes() == plain.main(*args).tobytes(), (name, runtime)


def test_the_threshold_is_sixteen_mebibytes_where_streaming_wins() -> None:
    assert f"{STREAM}," in named.VECTOR_LOOPS
    stages = dict(named.stages("tosabcast"))
    assert STREAM in stages["to-llvm"] and STREAM not in dict(named.stages("upstream"))["to-llvm"]
    assert stream_stores.MIN_BYTES == 16 << 20
    amd = "processor\t: 0\nvendor_id\t: AuthenticAMD\ncpu family\t: 25\n"
    intel = "processor\t: 0\nvendor_id\t: GenuineIntel\ncpu family\t: 6\n"
    assert stream_stores.host_min_bytes(amd) == stream_stores.MIN_BYTES
    assert stream_stores.host_min_bytes(intel) == stream_stores.NEVER
    assert stream_stores.host_min_bytes("processor\t: 0\nCPU implementer\t: 0x41\n") == stream_stores.NEVER
    assert stream_stores.DEFAULT_MIN_BYTES == stream_stores.host_min_bytes()
    assert stream_stores.PASS.options[0].default == stream_stores.DEFAULT_MIN_BYTES


@pytest.mark.skipif(platform.machine().lower() not in ("x86_64", "amd64"), reason="x86 machine code")
@pytest.mark.parametrize("min_bytes", [stream_stores.MIN_BYTES, stream_stores.NEVER])
def test_big_outputs_are_streamed_and_small_ones_are_not(
    min_bytes: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """At the 16 MiB threshold a 2048x2048 f32 output (16 MiB) is streamed (`vmovntps`, then `sfence`); a
    1024x1024 one (4 MiB) is not: its branch folds away. With `min-bytes=-1` (NEVER) neither is, also for a
    runtime-broadcast row, whose loop still takes the vector steps (the same bits as without the pass)."""
    _streaming(monkeypatch, min_bytes)
    big, small = (machine_code(_module("add", shape, "f32"), tmp_path) for shape in ((2048, 2048), (1024, 1024)))
    rows = machine_code(_module("add", (None, None), "f32"), tmp_path)
    streams = min_bytes != stream_stores.NEVER
    assert ("vmovntps" in big and "sfence" in big) == streams
    assert ("vmovntps" in rows and "sfence" in rows) == streams
    assert "vmovntps" not in small and "sfence" not in small
    if not streams:
        with monkeypatch.context() as patch:
            _without(patch)
            plain = tosabcast.compile(_module("add", (None, None), "f32"), threads=1)
        never = tosabcast.compile(_module("add", (None, None), "f32"), threads=1)
        for shapes in [[(9, 37), (1, 37)], [(9, 37), (9, 1)], [(33, 65)] * 2]:
            args = [values(s, np.float32, k) for k, s in enumerate(shapes)]
            assert never.main(*args).tobytes() == plain.main(*args).tobytes(), shapes
