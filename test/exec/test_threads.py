"""tosabcast.compile(threads=N): the same bits as one thread, no leak, safe from several Python threads."""

from __future__ import annotations

import os
import threading
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from concurrency import rss_bytes, run_on_threads

import tosabcast
from tosabcast.pipelines import named
from tosabcast.runtime.jit import Program

pytestmark = pytest.mark.jit

MODEL = """\
func.func @chain(%a: tensor<?x?xf32>, %b: tensor<1x?xf32>, %c: tensor<?x1xf32>) -> tensor<?x?xf32> {
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %e = tosa.exp %a : (tensor<?x?xf32>) -> tensor<?x?xf32>
  %0 = tosa.add %e, %b : (tensor<?x?xf32>, tensor<1x?xf32>) -> tensor<?x?xf32>
  %1 = tosa.mul %0, %c, %shift : (tensor<?x?xf32>, tensor<?x1xf32>, tensor<1xi8>) -> tensor<?x?xf32>
  %2 = tosa.tanh %1 : (tensor<?x?xf32>) -> tensor<?x?xf32>
  return %2 : tensor<?x?xf32>
}
func.func @ints(%a: tensor<?xi32>, %b: tensor<?xi32>) -> (tensor<?xi32>, tensor<?xi1>) {
  %0 = tosa.sub %a, %b : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi32>
  %1 = tosa.greater %a, %b : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi1>
  return %0, %1 : tensor<?xi32>, tensor<?xi1>
}
func.func @cube(%a: tensor<?x?x?xf32>, %b: tensor<?x1x?xf32>) -> tensor<?x?x?xf32> {
  %e = tosa.exp %a : (tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  %0 = tosa.add %e, %b : (tensor<?x?x?xf32>, tensor<?x1x?xf32>) -> tensor<?x?x?xf32>
  return %0 : tensor<?x?x?xf32>
}
func.func @half(%a: tensor<512x300xf16>, %b: tensor<512x300xf16>) -> tensor<512x300xf16> {
  %0 = tosa.maximum %a, %b {nan_mode = #tosa.nan_mode<PROPAGATE>} : (tensor<512x300xf16>, tensor<512x300xf16>) -> tensor<512x300xf16>
  return %0 : tensor<512x300xf16>
}
"""

# Below 2 x TEST_TASK_SIZE elements a loop runs on the caller; above, on several threads, in chunks of the
# flattened iteration space (passes/split_tasks.py): 301x233 splits in the middle of row 150.
SHAPES = [(1, 1), (3, 5), (255, 257), (301, 233), (1000, 999)]


TEST_TASK_SIZE = 32768
"""The tests split loops from 65,536 elements, not `named.MIN_TASK_SIZE`'s million: the same code, smaller arrays."""


@pytest.fixture(scope="module")
def programs() -> tuple[Program, Program]:
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(named, "MIN_TASK_SIZE", TEST_TASK_SIZE)
        return tosabcast.compile(MODEL, threads=1), tosabcast.compile(MODEL, threads=2)


def f32(*shape: int, seed: int) -> np.ndarray[Any, Any]:
    return np.random.default_rng(seed).uniform(-6, 6, size=shape).astype(np.float32)


def test_threaded_pipeline_splits_loops_and_one_thread_is_the_plain_pipeline() -> None:
    threaded = ",".join(text for _, text in named.stages("tosabcast", threads=2))
    split = f"tosabcast-split-tasks{{threads=2 min-task-size={named.MIN_TASK_SIZE}}}"
    assert split + ",async-parallel-for{async-dispatch=true num-workers=2 min-task-size=1}" in threaded
    assert "convert-async-to-llvm" in threaded
    plain = ",".join(text for _, text in named.stages("tosabcast", threads=1))
    assert "async" not in plain and plain == named.NAMED_PIPELINES["tosabcast-to-llvm"][1]
    everything = named.NAMED_PIPELINES["tosabcast-to-llvm-threaded"][1]
    assert "tosabcast-split-tasks{threads=0 " in everything and "num-workers=-1" in everything
    with pytest.raises(ValueError, match="threads must be 0"):
        named.stages("tosabcast", threads=-1)


def test_default_is_tosabcast_threads_else_one_per_core_and_bad_counts_are_errors(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    with pytest.raises(ValueError, match="threads must be 1 or more"):
        tosabcast.compile(MODEL, threads=0)
    monkeypatch.setenv("TOSABCAST_THREADS", "many")
    with pytest.raises(ValueError, match="TOSABCAST_THREADS must be a thread count, got 'many'"):
        tosabcast.compile(MODEL)
    monkeypatch.setenv("TOSABCAST_THREADS", "1")
    assert tosabcast.compile(MODEL).threads == 1
    monkeypatch.delenv("TOSABCAST_THREADS")
    assert tosabcast.compile(MODEL).threads == (os.cpu_count() or 1)


def test_threaded_code_was_built_with_async_tasks(programs: tuple[Program, Program]) -> None:
    one, several = programs
    assert several.threads == 2 and any("async-parallel-for" in passes for passes, _ in several.timing.segments)
    assert not any("async" in passes for passes, _ in one.timing.segments)


@pytest.mark.parametrize("shape", SHAPES, ids=lambda s: "x".join(map(str, s)))
def test_threads_give_the_same_bits_as_one_thread(programs: tuple[Program, Program], shape: tuple[int, int]) -> None:
    one, several = programs
    rows, cols = shape
    a, b, c = f32(rows, cols, seed=1), f32(1, cols, seed=2), f32(rows, 1, seed=3)
    want = one.chain(a, b, c)
    np.testing.assert_allclose(want, np.tanh((np.exp(a) + b) * c), rtol=1e-4, atol=1e-4)
    assert several.chain(a, b, c).tobytes() == want.tobytes()
    x = np.random.default_rng(4).integers(-1000, 1000, size=rows * cols, dtype=np.int32)
    y = np.random.default_rng(5).integers(-1000, 1000, size=rows * cols, dtype=np.int32)
    for got, expected in zip(several.ints(x, y), one.ints(x, y), strict=True):
        np.testing.assert_array_equal(got, expected)


@pytest.mark.parametrize("shape", [(2, 3, 4), (3, 200, 170), (70, 3, 1000)], ids=lambda s: "x".join(map(str, s)))
def test_threads_split_three_dims_like_one_thread(programs: tuple[Program, Program], shape: tuple[int, ...]) -> None:
    one, several = programs
    a = f32(*shape, seed=7)
    b = f32(shape[0], 1, shape[2], seed=8)
    want = one.cube(a, b)
    np.testing.assert_allclose(want, np.exp(a) + b, rtol=1e-5, atol=1e-5)
    assert several.cube(a, b).tobytes() == want.tobytes()


def test_threads_keep_nan_and_f16_bits(programs: tuple[Program, Program]) -> None:
    one, several = programs
    rng = np.random.default_rng(6)
    a, b = (rng.uniform(-100, 100, size=(512, 300)).astype(np.float16) for _ in range(2))
    a[::7, ::3] = np.nan
    assert several.half(a, b).tobytes() == one.half(a, b).tobytes()


def test_several_python_threads_call_one_threaded_program(programs: tuple[Program, Program]) -> None:
    one, several = programs
    inputs = [(f32(400, 300, seed=s), f32(1, 300, seed=s + 10), f32(400, 1, seed=s + 20)) for s in range(4)]
    expected = [one.chain(*args) for args in inputs]
    errors: list[str] = []

    def worker(index: int) -> None:
        for _ in range(25):
            if several.chain(*inputs[index]).tobytes() != expected[index].tobytes():
                errors.append(f"thread {index}: wrong result")
                return

    run_on_threads(worker, 4)
    assert errors == []


@pytest.mark.skipif(not hasattr(threading, "get_native_id"), reason="needs /proc")
def test_ten_thousand_threaded_calls_do_not_leak(programs: tuple[Program, Program]) -> None:
    _, several = programs
    x = np.arange(70000, dtype=np.int32)  # two tasks: the async path every call
    for _ in range(200):
        several.ints(x, x)
    before = rss_bytes()
    for _ in range(10_000):
        several.ints(x, x)
    grown = rss_bytes() - before
    assert grown < 512 << 10, f"RSS grew by {grown} bytes over 10,000 calls"


def test_run_command_takes_a_thread_count(capsys: pytest.CaptureFixture[str]) -> None:
    from tosabcast.cli import run

    example = Path(__file__).resolve().parents[2] / "examples" / "broadcast_add.mlir"
    assert run.main_in_process([str(example), "--shape", "300x400,1x400", "--check", "--timing", "--threads", "2"]) == 0
    out = capsys.readouterr().out
    assert "threads: up to 2" in out and "check: ok" in out
    with pytest.raises(SystemExit):
        run.parse_args([str(example), "--threads", "0"])
    assert "expected a thread count of 1 or more, got '0'" in capsys.readouterr().err
