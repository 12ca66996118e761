"""tosabcast.compile(threads=N): the same bits as one thread, no leak, safe from several Python threads."""

from __future__ import annotations

import ctypes
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from concurrency import rss_bytes, run_on_threads

import tosabcast
from tosabcast.pipelines import named
from tosabcast.runtime import cores, openmp
from tosabcast.runtime.jit import CompileError, Program

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
"""The tests split loops from 65,536 elements, not `named.MIN_TASK_SIZE`'s million (or OpenMP's 131,072): the
same code, smaller arrays."""

OPENMP, WHY_NOT = openmp.available()
needs_openmp = pytest.mark.skipif(not OPENMP, reason=f"no OpenMP runtime: {WHY_NOT}")
RUNTIMES = ["async", pytest.param("openmp", marks=needs_openmp)]


def compile_split_early(source: str, **options: Any) -> Program:
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(named, "MIN_TASK_SIZE", TEST_TASK_SIZE)
        patch.setattr(named, "OPENMP_MIN_TASK_SIZE", TEST_TASK_SIZE)
        return tosabcast.compile(source, **options)


@pytest.fixture(scope="module")
def single() -> Program:
    return tosabcast.compile(MODEL, threads=1)


@pytest.fixture(scope="module", params=RUNTIMES)
def programs(request: pytest.FixtureRequest, single: Program) -> tuple[Program, Program]:
    return single, compile_split_early(MODEL, threads=2, thread_runtime=request.param)


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


def test_openmp_pipeline_builds_omp_loops_and_converts_them() -> None:
    text = ",".join(text for _, text in named.stages("tosabcast", threads=2, runtime="openmp"))
    assert f"tosabcast-split-tasks{{threads=2 min-task-size={named.OPENMP_MIN_TASK_SIZE} runtime=openmp}}" in text
    assert "convert-openmp-to-llvm" in text and "async" not in text
    everything = named.NAMED_PIPELINES["tosabcast-to-llvm-openmp"][1]
    assert "tosabcast-split-tasks{threads=0 " in everything and "runtime=openmp" in everything
    with pytest.raises(ValueError, match="unknown thread runtime 'tbb'"):
        named.stages("tosabcast", threads=2, runtime="tbb")


def test_thread_runtime_auto_prefers_openmp_and_bad_names_are_errors(monkeypatch: pytest.MonkeyPatch) -> None:
    small = "func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {\n  return %a : tensor<4xf32>\n}"
    with pytest.raises(ValueError, match="thread_runtime must be one of auto, async, openmp, got 'tbb'"):
        tosabcast.compile(small, threads=2, thread_runtime="tbb")
    monkeypatch.setenv("TOSABCAST_THREAD_RUNTIME", "gomp")
    with pytest.raises(ValueError, match="TOSABCAST_THREAD_RUNTIME must be one of"):
        tosabcast.compile(small, threads=2)
    monkeypatch.setenv("TOSABCAST_THREAD_RUNTIME", "async")
    assert tosabcast.compile(small, threads=2).thread_runtime == "async"
    monkeypatch.delenv("TOSABCAST_THREAD_RUNTIME")
    assert tosabcast.compile(small, threads=2).thread_runtime == ("openmp" if OPENMP else "async")
    assert tosabcast.compile(small, threads=1, thread_runtime="openmp").thread_runtime is None
    monkeypatch.setattr(openmp, "available", lambda: (False, "no OpenMP runtime: install the openmp extra"))
    assert tosabcast.compile(small, threads=2).thread_runtime == "async"
    with pytest.raises(CompileError, match="thread_runtime='openmp': no OpenMP runtime: install the openmp extra"):
        tosabcast.compile(small, threads=2, thread_runtime="openmp")


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
    assert tosabcast.compile(MODEL).threads == cores.available_cores()


PINNED = """
import os, sys
os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})
import tosabcast
print(tosabcast.compile(sys.argv[1]).threads)
"""


@pytest.mark.skipif(not hasattr(os, "sched_setaffinity") or (os.cpu_count() or 1) < 2, reason="needs 2 cores")
def test_a_process_pinned_to_one_core_defaults_to_one_thread() -> None:
    """Not os.cpu_count(): two chunks on one core wait for each other's time slices (runtime/cores.py)."""
    proc = subprocess.run(
        [sys.executable, "-c", PINNED, MODEL], capture_output=True, text=True, timeout=300, check=False
    )
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "1"


def test_threaded_code_was_built_for_its_runtime(programs: tuple[Program, Program]) -> None:
    one, several = programs
    built = ",".join(passes for passes, _ in several.timing.segments)
    assert several.threads == 2 and ("async-parallel-for" in built) == (several.thread_runtime == "async")
    assert ("runtime=openmp" in built) == (several.thread_runtime == "openmp")
    assert not any("async" in passes or "openmp" in passes for passes, _ in one.timing.segments)


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


TRIG = """\
func.func @trig(%a: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %0 = tosa.sin %a : (tensor<?xf32>) -> tensor<?xf32>
  %1 = tosa.cos %a : (tensor<?xf32>) -> tensor<?xf32>
  return %0, %1 : tensor<?xf32>, tensor<?xf32>
}
"""


@pytest.mark.parametrize("runtime", RUNTIMES)
def test_threads_take_the_sin_cos_path_of_one_thread(runtime: str) -> None:
    """Arguments within 65536 take sin/cos's f32 path in strips (passes/version_sincos.py), on every thread too:
    a 1-D nest on OpenMP, shared out as one work-sharing loop, used to take the exact f64 path (1 ulp apart on
    some elements, and 2x one thread's time)."""
    x = np.float32(np.random.default_rng(9).uniform(-1000, 1000, 300_001))
    one = tosabcast.compile(TRIG, threads=1)
    several = compile_split_early(TRIG, threads=2, thread_runtime=runtime)
    for got, want in zip(several.trig(x), one.trig(x), strict=True):
        assert got.tobytes() == want.tobytes()


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


EXP = """func.func @main(%a: tensor<?xf32>) -> tensor<?xf32> {
  %0 = tosa.exp %a : (tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}"""


def _call_in_fork_child(program: Program, x: np.ndarray[Any, Any], want: bytes, queue: Any) -> None:
    try:
        queue.put("same bits" if program.main(x).tobytes() == want else "wrong result")
    except RuntimeError as exc:
        queue.put(f"RuntimeError: {exc}")
    queue.put(f"compiled here: {tosabcast.compile(EXP, threads=2).main(x).tobytes() == want}")


@pytest.mark.parametrize("runtime", RUNTIMES)
def test_a_forked_child_runs_openmp_code_and_refuses_async_code_clearly(runtime: str) -> None:
    import multiprocessing

    program = compile_split_early(EXP, threads=2, thread_runtime=runtime)
    x = f32(100_000, seed=9)
    want = program.main(x).tobytes()  # the runtime's threads have started
    context = multiprocessing.get_context("fork")
    queue = context.Queue()
    child = context.Process(target=_call_in_fork_child, args=(program, x, want, queue))
    child.start()
    child.join(60)
    assert child.exitcode == 0
    said = queue.get(timeout=5)
    if runtime == "openmp":
        assert said == "same bits"
    else:  # its worker threads are not in the child: waiting for them would hang
        assert said.startswith("RuntimeError: @main was compiled for the async runtime's threads before this process")
    assert queue.get(timeout=5) == "compiled here: True"  # auto: OpenMP if it loads, else one thread


def test_a_forked_child_of_async_threads_exits_with_its_status() -> None:
    program = compile_split_early(EXP, threads=2, thread_runtime="async")
    program.main(f32(100_000, seed=10))
    pid = os.fork()
    if pid == 0:  # C exit(), where sys.exit ends: it runs the async runtime's destructor, which joins the pool's
        ctypes.CDLL(None).exit(7)  # threads; the child does not have them
    deadline = time.monotonic() + 60
    while (done := os.waitpid(pid, os.WNOHANG))[0] == 0 and time.monotonic() < deadline:
        time.sleep(0.05)
    if done[0] == 0:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        pytest.fail("the forked child hung in exit()")
    assert os.waitstatus_to_exitcode(done[1]) == 7


@needs_openmp
@pytest.mark.skipif(not os.path.exists("/proc/self/status"), reason="needs /proc")
def test_openmp_threads_of_finished_python_threads_are_reused() -> None:
    program = compile_split_early(EXP, threads=2, thread_runtime="openmp")
    x = f32(100_000, seed=11)

    def os_threads() -> int:
        with open("/proc/self/status") as f:
            return next(int(line.split()[1]) for line in f if line.startswith("Threads:"))

    def calls_on_short_lived_threads(count: int) -> None:
        for _ in range(count):
            worker = threading.Thread(target=program.main, args=(x,))
            worker.start()
            worker.join()

    calls_on_short_lived_threads(20)
    before = os_threads()
    calls_on_short_lived_threads(100)
    assert os_threads() <= before + 1


WHOLE_PROGRAMS = ["attention_dynamic", "cnn_dynamic", "mlp_gelu_dynamic", "masked_where_dynamic"]


@pytest.mark.parametrize("runtime", RUNTIMES)
@pytest.mark.parametrize("model", WHOLE_PROGRAMS)
def test_whole_programs_split_into_tiny_chunks_give_the_bits_of_one_thread(runtime: str, model: str) -> None:
    # Every loop nest of 32+ iterations split (matmul, convolution, softmax's reductions around our ops)
    path = Path(__file__).resolve().parents[1] / "models" / f"{model}.mlir"
    stored = np.load(path.with_suffix(".npz"))
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(named, "MIN_TASK_SIZE", 16)
        patch.setattr(named, "OPENMP_MIN_TASK_SIZE", 16)
        several = tosabcast.compile(path, threads=2, thread_runtime=runtime)
    (name,) = several
    one = tosabcast.compile(path, threads=1)[name]
    args = [stored[f"b3_in{i}"] for i in range(len(one.argument_types))]
    want, got = one(*args), several[name](*args)
    want, got = (want, got) if isinstance(want, tuple) else ((want,), (got,))
    assert [g.tobytes() for g in got] == [w.tobytes() for w in want]


WHOLE_ROWS = """\
func.func @rows(%a: tensor<?x24xf32>, %b: tensor<1x24xf32>) -> tensor<?x24xf32> {
  %0 = tosa.add %a, %b : (tensor<?x24xf32>, tensor<1x24xf32>) -> tensor<?x24xf32>
  %1 = tosa.tanh %0 : (tensor<?x24xf32>) -> tensor<?x24xf32>
  return %1 : tensor<?x24xf32>
}
"""


@pytest.mark.parametrize("runtime", RUNTIMES)
@pytest.mark.parametrize("rows", [1, 2, 3, 7, 101, 1000])
def test_chunks_of_whole_rows_give_the_bits_of_one_thread(runtime: str, rows: int) -> None:
    """Static rows of up to 4096 elements are dealt out whole (split_tasks.WHOLE_ROWS_MAX): every row once,
    also when there are fewer rows than threads or the rows do not divide evenly."""
    one = tosabcast.compile(WHOLE_ROWS, threads=1)
    with pytest.MonkeyPatch.context() as patch:  # every nest of 32+ elements split in two
        patch.setattr(named, "MIN_TASK_SIZE", 16)
        patch.setattr(named, "OPENMP_MIN_TASK_SIZE", 16)
        several = tosabcast.compile(WHOLE_ROWS, threads=2, thread_runtime=runtime)
    a, b = f32(rows, 24, seed=rows), f32(1, 24, seed=1)
    assert several.rows(a, b).tobytes() == one.rows(a, b).tobytes()
