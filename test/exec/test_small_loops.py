"""Short static inner loops marked by `--tosabcast-vectorize-small-loops`, run on the JIT.

Rows of 8 to 32 elements read against a column broadcast along them (softmax's `x - max`, a bias per row)
are loops that the pass marks for LLVM to vectorize; rows of 3 to 16 elements that are not a multiple of 4,
under 16 rows or more, are marked for LLVM to unroll, so that it vectorizes across rows. Every result must be the same bits as the program compiled
without the pass, on one thread and on two (the async runtime, and OpenMP when installed), and numpy's where numpy has the op; nothing may reach stderr
(LLVM warns there about a marked loop it did not vectorize); the machine code of the marked loop must be
vectorized where, unmarked, it was not.
"""

from __future__ import annotations

import platform
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from call_helpers import machine_code, values

import tosabcast
from tosabcast.pipelines import named
from tosabcast.runtime import openmp

pytestmark = pytest.mark.jit

Array = np.ndarray[Any, Any]
MODELS = Path(__file__).resolve().parents[1] / "models"

# op -> numpy twin of `op(a - b)` (binary ops: `op(a, b)`), None where numpy has none with our rounding
OPS: dict[str, Any] = {"add": np.add, "exp": None, "erf": None}
BINARY = {"add"}
SHAPES = [
    ((4, 8, 8), (4, 8, 1)),
    ((4, 8, 8), (4, 1, 8)),  # no dims merge: rows of 8 under a middle loop of 8
    ((16, 12), (16, 1)),
    ((3, 5, 16), (1, 5, 1)),
    ((2, 4, 32), (2, 4, 1)),
    ((37, 10), (37, 1)),  # unrolled fully, vectorized across rows: 37 = 4 steps of 8 rows and 5 rows more
    ((2, 16, 14), (2, 16, 1)),
]
DTYPES = {"f32": np.float32, "f16": np.float16, "i32": np.int32}
RUNTIMES = ["async", *(["openmp"] if openmp.available()[0] else [])]


def _tensor(shape: tuple[int, ...], element: str) -> str:
    return "tensor<" + "x".join(map(str, shape)) + f"x{element}>"


def _source(op: str, shape: tuple[int, ...], column: tuple[int, ...], element: str) -> str:
    t, b = _tensor(shape, element), _tensor(column, element)
    if op in BINARY:
        body = f"%0 = tosa.{op} %a, %b : ({t}, {b}) -> {t}"
    else:
        body = f"%s = tosa.sub %a, %b : ({t}, {b}) -> {t}\n  %0 = tosa.{op} %s : ({t}) -> {t}"
    return f"func.func @main(%a: {t}, %b: {b}) -> {t} {{\n  {body}\n  return %0 : {t}\n}}"


def _without(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(named, "SMALL_LOOPS", "canonicalize")


CASES = [
    (op, element, shapes) for op in OPS for element in DTYPES for shapes in SHAPES if op in BINARY or element != "i32"
]


@pytest.mark.parametrize(
    ("op", "element", "shapes"), CASES, ids=[f"{o}-{e}-{'x'.join(map(str, s[0]))}" for o, e, s in CASES]
)
def test_marked_loops_give_the_same_bits(
    op: str, element: str, shapes: tuple[tuple[int, ...], tuple[int, ...]], monkeypatch: pytest.MonkeyPatch
) -> None:
    shape, column = shapes
    text = _source(op, shape, column, element)
    a, b = values(shape, DTYPES[element], 1), values(column, DTYPES[element], 2)
    with monkeypatch.context() as patch:
        _without(patch)
        want = tosabcast.compile(text, threads=1).main(a, b)
    for threads, runtime in ((1, "async"), *((2, r) for r in RUNTIMES)):
        got = tosabcast.compile(text, threads=threads, thread_runtime=runtime).main(a, b)
        assert got.dtype == want.dtype and got.shape == want.shape
        assert got.tobytes() == want.tobytes(), f"{op} {element} {shape}, threads={threads} ({runtime})"
    if OPS[op] is not None:
        np.testing.assert_array_equal(want, OPS[op](a, b))


@pytest.mark.parametrize("runtime", RUNTIMES)
@pytest.mark.parametrize(
    "model", ["attention", "decoder", "embedding_mean", "lstm_cell", "reduce_argmax", "transformer_encoder"]
)
def test_whole_models_compile_without_a_word_on_stderr(
    model: str, runtime: str, capfd: pytest.CaptureFixture[str]
) -> None:
    """Models with short rows (attention's 8x8 scores; embedding_mean's gather of 16-wide rows, which LLVM
    cannot vectorize and the pass must leave alone; reduce_argmax's dynamic rows, read through
    `select(dim == 1, 0, i)`; transformer_encoder's bias add, which with the async runtime sits in a function
    the task coroutines call): LLVM prints "loop not vectorized: the optimizer was
    unable to perform the requested transformation" for every marked loop it did not vectorize."""
    capfd.readouterr()
    for variant in ("static", "dynamic"):
        path = MODELS / f"{model}_{variant}.mlir"
        if path.exists():
            tosabcast.compile(path.read_text(), threads=1)
            tosabcast.compile(path.read_text(), threads=2, thread_runtime=runtime)
    err = capfd.readouterr().err
    assert err == ""


@pytest.mark.skipif(platform.machine().lower() not in ("x86_64", "amd64"), reason="x86 machine code")
def test_the_marked_loop_is_vectorized(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Marked, exp's FMAs run on 8 lanes (`vfmadd...ps` on ymm registers); unmarked, LLVM unrolled the loop of
    8 and left every copy scalar (`vfmadd...ss`): the loop left innermost, the middle one, is too short for it."""
    # rows of 8 under a middle loop of 8 that no dims can merge with (`b` reads the last dim, not the middle one)
    source = _source("exp", (64, 8, 8), (64, 1, 8), "f32")
    marked = machine_code(source, tmp_path)
    with monkeypatch.context() as patch:
        _without(patch)
        unmarked = machine_code(source, tmp_path)

    def packed(code: str) -> int:
        return sum("vfmadd" in line and "ymm" in line for line in code.splitlines())

    assert packed(marked) >= 7 and packed(unmarked) == 0
