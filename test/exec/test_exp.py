"""Our `tosa.exp`: within 1 ulp of the correctly rounded result, exact special values, no libm call.

The full proof is scripts/exp_accuracy.py (every f32 input); these tests run the same comparison on 2^22
inputs spread over all bit patterns plus the neighbourhoods of every boundary of the algorithm, in seconds.
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from mlir import ir
from mlir.execution_engine import ExecutionEngine

import tosabcast
from tosabcast.lowering import approx
from tosabcast.pipelines import named as pipelines
from tosabcast.pipelines.manager import build_pass_manager, parse_pipeline
from tosabcast.runtime.reference import ulp_distance

pytestmark = pytest.mark.jit

Array = np.ndarray[Any, Any]

SOURCE = """func.func @main(%a: tensor<?xT>) -> tensor<?xT> {
  %0 = tosa.OP %a : (tensor<?xT>) -> tensor<?xT>
  return %0 : tensor<?xT>
}"""

OVERFLOW = np.float32(88.72283935546875)  # the smallest f32 whose exponential rounds to +inf
LN2 = math.log(2.0)


def _compile(op: str = "exp", type_: str = "f32") -> Any:
    return tosabcast.compile(SOURCE.replace("OP", op).replace("T", type_)).main


@pytest.fixture(scope="module")
def exp_f32() -> Any:
    return _compile()


def _correctly_rounded(x: Array, dtype: type[np.floating[Any]] = np.float32) -> Array:
    with np.errstate(over="ignore", invalid="ignore"):
        return np.exp(x.astype(np.float64)).astype(dtype)


def _neighbourhood(center: float, steps: int = 64) -> Array:
    """The `2 * steps + 1` f32 values around f32(center)."""
    bits = int(np.float32(center).view(np.int32))
    return (bits + np.arange(-steps, steps + 1, dtype=np.int64)).astype(np.int32).view(np.float32)


def _boundaries() -> Array:
    """Inputs next to every edge of the algorithm and of the f32 results."""
    centers = [
        88.72283935546875,  # overflow
        89.0,  # the upper clamp
        -104.0,  # the lower clamp
        -126 * LN2,  # exp(x) = 2^-126: normal to subnormal
        -149 * LN2,  # exp(x) = 2^-149, the smallest subnormal
        -149.5 * LN2,  # exp(x) = 2^-149.5: rounds to 2^-149 or 0
        -150 * LN2,  # exp(x) = 2^-150: half the smallest subnormal
        1e-30,
        -1e-30,
        2.0**-24,
        -(2.0**-25),
    ]
    centers += [(k + 0.5) * LN2 for k in range(-151, 129, 7)]  # where the reduction's n changes
    tiny = np.array([0.0, -0.0, 1e-45, -1e-45, 1e-38, -1e-38], dtype=np.float32)
    return np.concatenate([tiny, *[_neighbourhood(c) for c in centers]])


def _spread() -> Array:
    """2^22 inputs: every 1024th bit pattern, offset so that the lowest bits vary too."""
    patterns = np.arange(1 << 22, dtype=np.uint64) * 1024 + np.arange(1 << 22, dtype=np.uint64) % 1021
    return patterns.astype(np.uint32).view(np.float32)


def _worst(x: Array, distance: Array) -> str:
    index = int(np.argmax(distance))
    return f"{int(distance[index])} ulps at x = {float(x[index])!r}"


def test_exp_f32_is_within_one_ulp_of_the_correctly_rounded_result(exp_f32: Any) -> None:
    x = np.concatenate([_spread(), _boundaries()])
    got, want = exp_f32(x), _correctly_rounded(x)
    assert np.array_equal(np.isnan(got), np.isnan(x))
    numbers = ~np.isnan(x)
    distance = ulp_distance(got[numbers], want[numbers], "f32")
    assert distance.max() <= 1, _worst(x[numbers], distance)


def test_exp_f32_overflows_and_underflows_where_the_correctly_rounded_result_does(exp_f32: Any) -> None:
    x = _boundaries()
    got, want = exp_f32(x), _correctly_rounded(x)
    assert np.array_equal(np.isposinf(got), x >= OVERFLOW)
    assert np.array_equal(np.isposinf(got), np.isposinf(want))
    assert np.array_equal(got == 0, want == 0)
    assert np.all(np.signbit(got) == 0)


def test_exp_f32_special_values_are_exact(exp_f32: Any) -> None:
    x = np.array([-np.inf, np.inf, np.nan, 0.0, -0.0, -1000.0, 1000.0], dtype=np.float32)
    got = exp_f32(x)
    assert got[0] == 0 and not np.signbit(got[0])
    assert np.isposinf(got[1]) and np.isnan(got[2])
    assert got[3] == 1 and got[4] == 1
    assert got[5] == 0 and np.isposinf(got[6])
    largest = np.nextafter(OVERFLOW, np.float32(0))
    assert exp_f32(np.array([largest], np.float32))[0] == _correctly_rounded(np.array([largest]))[0] < np.inf


def test_exp_f32_subnormal_results_are_not_flushed(exp_f32: Any) -> None:
    x = np.linspace(-103.9, -87.4, 100_001, dtype=np.float32)
    got, want = exp_f32(x), _correctly_rounded(x)
    assert np.all((want > 0) & (want < np.finfo(np.float32).tiny))
    assert ulp_distance(got, want, "f32").max() <= 1
    assert np.all(got > 0)


def test_exp_f16_is_within_one_ulp_on_every_input() -> None:
    x = np.arange(1 << 16, dtype=np.uint32).astype(np.uint16).view(np.float16)
    got, want = _compile(type_="f16")(x), _correctly_rounded(x, np.float16)
    assert np.array_equal(np.isnan(got), np.isnan(x))
    numbers = ~np.isnan(x)
    distance = ulp_distance(got[numbers], want[numbers], "f16")
    assert distance.max() <= 1, _worst(x[numbers], distance)


def test_sigmoid_f32_uses_the_same_exp_and_stays_within_two_ulps() -> None:
    x = np.concatenate([_spread(), _boundaries(), -_boundaries()])
    got = _compile("sigmoid")(x)
    with np.errstate(over="ignore", invalid="ignore"):
        want = (1.0 / (1.0 + np.exp(-x.astype(np.float64)))).astype(np.float32)
    assert np.array_equal(np.isnan(got), np.isnan(x))
    numbers = ~np.isnan(x)
    distance = ulp_distance(got[numbers], want[numbers], "f32")
    assert distance.max() <= 2, _worst(x[numbers], distance)


def _object_code(libm: bool, tmp_path: Path) -> bytes:
    """The machine code the JIT makes for exp on 2048 f32 values, as an object file."""
    with ir.Context(), ir.Location.unknown():
        module = ir.Module.parse(SOURCE.replace("OP", "exp").replace("?", "2048").replace("T", "f32"))
        with approx.libm_exp(libm):
            build_pass_manager(parse_pipeline("tosabcast-to-llvm")).run(module.operation)
        engine = ExecutionEngine(module, opt_level=3, enable_object_dump=True)
        engine.dump_to_object_file(str(tmp_path / "exp.o"))
    return (tmp_path / "exp.o").read_bytes()


@pytest.mark.parametrize("libm", [False, True])
def test_exp_calls_libm_only_when_asked(libm: bool, tmp_path: Path) -> None:
    code = _object_code(libm, tmp_path)
    assert (b"\0expf\0" in code) == libm


_STAGES = pipelines.stages


def _inline_stages(lowering: str, **options: Any) -> list[tuple[str, str]]:
    """The stages of `tosabcast.compile` with exp built by the lowering, not by `--tosabcast-expand-exp`."""
    lower, buffers, to_llvm = _STAGES(lowering, **options)
    assert "defer-exp=true " in lower[1] and to_llvm[1].startswith(pipelines.EXPAND_EXP + ",")
    return [
        (lower[0], lower[1].replace("defer-exp=true ", "")),
        buffers,
        (to_llvm[0], to_llvm[1].removeprefix(pipelines.EXPAND_EXP + ",")),
    ]


@pytest.mark.parametrize("op", ["exp", "sigmoid"])
def test_exp_expanded_late_computes_the_same_bits_as_exp_built_by_the_lowering(
    op: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    x = np.concatenate([_spread(), _boundaries(), -_boundaries()])
    late = _compile(op)(x)
    monkeypatch.setattr(pipelines, "stages", _inline_stages)
    early = _compile(op)(x)
    assert np.array_equal(late.view(np.uint32), early.view(np.uint32))
