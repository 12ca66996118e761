"""Our log, tanh, erf, sin, cos and pow (tosabcast/lowering/vecmath.py): accuracy, special values, no libm call.

The full measurement is scripts/math_accuracy.py (every f32 input); these tests run the same comparison on
2^20 inputs spread over all bit patterns, plus special values, huge sin/cos arguments and subnormals.
"""

from __future__ import annotations

import itertools
import math
import platform
import re
from fractions import Fraction
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from call_helpers import machine_code
from mlir import ir
from mlir.execution_engine import ExecutionEngine

import tosabcast
from tosabcast import host
from tosabcast.lowering import approx, vecmath
from tosabcast.pipelines import named
from tosabcast.pipelines.manager import build_pass_manager, parse_pipeline
from tosabcast.runtime import jit
from tosabcast.runtime.reference import _pow, ulp_distance

pytestmark = pytest.mark.jit

Array = np.ndarray[Any, Any]

UNARY = """func.func @main(%a: tensor<?xT>) -> tensor<?xT> {
  %0 = tosa.OP %a : (tensor<?xT>) -> tensor<?xT>
  return %0 : tensor<?xT>
}"""
BINARY = """func.func @main(%a: tensor<?xT>, %b: tensor<?xT>) -> tensor<?xT> {
  %0 = tosa.OP %a, %b : (tensor<?xT>, tensor<?xT>) -> tensor<?xT>
  return %0 : tensor<?xT>
}"""

REFERENCE = {
    "log": np.log,
    "tanh": np.tanh,
    "erf": np.vectorize(math.erf, otypes=[np.float64]),
    "sin": np.sin,
    "cos": np.cos,
}
MAX_ULP = {"log": 1, "tanh": 3, "erf": 1, "sin": 1, "cos": 1, "pow": 1}
"""The largest distance from the correctly rounded result, measured on every f32 input (docs/semantics.md)."""


def _compile(op: str, type_: str = "f32") -> Any:
    source = (BINARY if op == "pow" else UNARY).replace("OP", op).replace("T", type_)
    return tosabcast.compile(source).main


def _spread(count: int = 1 << 18) -> Array:
    """`count` f32 inputs spread over all bit patterns (the lowest bits varying too)."""
    step = (1 << 32) // count
    patterns = np.arange(count, dtype=np.uint64) * step + np.arange(count, dtype=np.uint64) % 1021
    return patterns.astype(np.uint32).view(np.float32)


SPECIAL = np.array(
    [0.0, -0.0, np.inf, -np.inf, np.nan, 1e-45, -1e-45, 1e-40, -1e-40, 1.1754942e-38, 1.0, -1.0, 3.4028235e38],
    dtype=np.float32,
)


def _reference(op: str, x: Array) -> Array:
    with np.errstate(all="ignore"):
        return REFERENCE[op](x.astype(np.float64)).astype(np.float32)


def _assert_close(op: str, x: Array, got: Array, want: Array) -> None:
    assert np.array_equal(np.isnan(got), np.isnan(want)), x[np.isnan(got) != np.isnan(want)][:5]
    numbers = ~np.isnan(want)
    distance = ulp_distance(got[numbers], want[numbers], "f32")
    worst = int(np.argmax(distance))
    assert distance.max() <= MAX_ULP[op], (x[numbers][worst], got[numbers][worst], want[numbers][worst])


@pytest.mark.parametrize("op", ["log", "tanh", "sin", "cos"])
def test_unary_within_the_measured_bound_on_spread_inputs(op: str) -> None:
    x = np.concatenate([_spread(), SPECIAL])
    _assert_close(op, x, _compile(op)(x), _reference(op, x))


def test_log_where_its_final_sum_rounded_twice() -> None:
    """Inputs 2 ulps from the correctly rounded log before k ln2 + f kept its rounding error (exhaustive sweep,
    2026-11-25), and every f32 in [7.25, 7.5) and [2816, 3072), which held 11 and 187 of them."""
    found = [7.369269371032715, 7.373721122741699, 53.87947082519531, 2817.5791015625, 2819.1689453125, 2861.9072265625]
    ranges = [
        np.arange(lo, hi, dtype=np.uint32).view(np.float32)
        for lo, hi in ((0x40E80000, 0x40F00000), (0x45300000, 0x45400000))
    ]
    x = np.concatenate([np.array(found, dtype=np.float32), *ranges])
    _assert_close("log", x, _compile("log")(x), _reference("log", x))


def test_erf_within_the_measured_bound() -> None:
    x = np.concatenate([_spread(1 << 16), np.linspace(-5, 5, 20001, dtype=np.float32), SPECIAL])
    _assert_close("erf", x, _compile("erf")(x), _reference("erf", x))


def test_erf_at_its_branch_points() -> None:
    """Both sides of |x| = 1 (the small/large switch), 3.9165 (erf rounds to 1) and 4 (the clamp), and huge x."""
    points = np.array([1.0, 3.9165, 4.0, 2.5, 1e10, 3.4028235e38], dtype=np.float32)
    steps = np.arange(-64, 65, dtype=np.int32)
    x = (points.view(np.int32)[:, None] + steps[None, :]).ravel().view(np.float32)
    x = np.concatenate([x, -x])
    _assert_close("erf", x, _compile("erf")(x), _reference("erf", x))


@pytest.mark.parametrize(
    ("op", "inputs", "expected"),
    [
        (
            "log",
            [0.0, -0.0, 1.0, np.inf, -1.0, -np.inf, -1e-45],
            [-np.inf, -np.inf, 0.0, np.inf, np.nan, np.nan, np.nan],
        ),
        ("log", [1e-45, 2.0**-149 * 3], [-103.27893, math.log(3 * 2.0**-149)]),
        ("tanh", [0.0, -0.0, np.inf, -np.inf, 1e-45, -1e-45, 20.0], [0.0, -0.0, 1.0, -1.0, 1e-45, -1e-45, 1.0]),
        ("erf", [0.0, -0.0, np.inf, -np.inf, 1e-45, 4.0, -4.0], [0.0, -0.0, 1.0, -1.0, 1e-45 * 1.1283791, 1.0, -1.0]),
        ("sin", [0.0, -0.0, np.inf, -np.inf, 1e-45, -1e-40], [0.0, -0.0, np.nan, np.nan, 1e-45, -1e-40]),
        ("cos", [0.0, -0.0, np.inf, -np.inf, 1e-45], [1.0, 1.0, np.nan, np.nan, 1.0]),
    ],
)
def test_special_values_are_exact(op: str, inputs: list[float], expected: list[float]) -> None:
    got = _compile(op)(np.array(inputs + [np.nan], dtype=np.float32))
    want = np.array(expected + [np.nan], dtype=np.float32)
    assert np.array_equal(got, want, equal_nan=True), got
    assert np.array_equal(np.signbit(got), np.signbit(want)) or np.isnan(want).any()
    assert np.array_equal(np.signbit(got[~np.isnan(want)]), np.signbit(want[~np.isnan(want)]))


@pytest.mark.parametrize("op", ["sin", "cos"])
def test_huge_arguments_are_reduced_exactly(op: str) -> None:
    """Every power of two and its neighbours up to the largest f32, and the f32 nearest to multiples of pi/2."""
    powers = np.float32(2.0) ** np.arange(-20, 128, dtype=np.float32)
    neighbours = [np.nextafter(powers, np.float32(np.inf)), np.nextafter(powers, np.float32(0))]
    near_multiples = np.float32(np.arange(1, 20001, dtype=np.float64) * (math.pi / 2))
    hard = np.array([16367173.0, 1.6105006e14, 3.4028235e38, 1.0e30, 2.0**24 - 1], dtype=np.float32)
    x = np.concatenate([powers, *neighbours, near_multiples, hard])
    x = np.concatenate([x, -x])
    _assert_close(op, x, _compile(op)(x), _reference(op, x))


def test_pow_within_the_measured_bound() -> None:
    rng = np.random.default_rng(7)
    x = np.concatenate([_spread(1 << 18), np.float32(rng.uniform(0, 4, 1 << 16))])
    x = np.abs(x)
    y = np.float32(rng.uniform(-30, 30, x.size))
    y[::3] = np.float32(rng.integers(-40, 41, y[::3].size))
    got = _compile("pow")(x, y)
    with np.errstate(all="ignore"):
        want = np.power(x.astype(np.float64), y.astype(np.float64)).astype(np.float32)
    _assert_close("pow", x, got, want)


def test_pow_where_its_log2_is_least_accurate_stays_within_two_ulps() -> None:
    """x near the ends of log2's reduced range [sqrt(1/2), sqrt(2)) (where |s| is largest and log2's f32 pairs are
    2^-30 off) and y taking y log2 x anywhere in [-150, 128]: the result within 2 ulps of the correctly rounded one
    (at most 1 ulp where |y log2 x| < 32), subnormal results included, over- and underflow where float64 has
    them. The TOSA bound there is about 2 (1 + |y ln x|) ulps, up to 180."""
    rng = np.random.default_rng(11)
    count = 1 << 18
    x = np.float32(np.concatenate([rng.uniform(0.70, 0.75, count), rng.uniform(1.35, 1.45, count)]))
    x = np.concatenate([x, np.float32(x * np.float32(2.0 ** rng.integers(-60, 60, x.size)))])
    z = rng.uniform(-150, 128, x.size)
    y = np.float32(z / np.log2(x.astype(np.float64)))
    got = _compile("pow")(x, y)
    want = np.power(x.astype(np.float64), y.astype(np.float64)).astype(np.float32)
    distance = ulp_distance(got, want, "f32")
    assert distance.max() <= 2, (x[np.argmax(distance)], y[np.argmax(distance)])
    assert distance[np.abs(z) < 32].max() <= 1
    assert np.array_equal(np.isinf(got), np.isinf(want)) and np.array_equal(got == 0, want == 0)


def test_pow_special_values_follow_c99() -> None:
    values = [0.0, -0.0, 1.0, -1.0, 2.0, -2.0, 0.5, -0.5, 3.0, -3.0, 2.5, -2.5, np.inf, -np.inf, np.nan, 1e-45]
    pairs = list(itertools.product(values, values))
    x = np.array([p[0] for p in pairs], dtype=np.float32)
    y = np.array([p[1] for p in pairs], dtype=np.float32)
    got = _compile("pow")(x, y)
    with np.errstate(all="ignore"):
        want = np.array([_pow(float(a), float(b)) for a, b in zip(x, y, strict=True)]).astype(np.float32)
    same = (got == want) & (np.signbit(got) == np.signbit(want)) | (np.isnan(got) & np.isnan(want))
    close = ulp_distance(np.where(same, 0, got), np.where(same, 0, want), "f32") <= 1
    assert (same | close & (np.signbit(got) == np.signbit(want))).all(), [
        (a, b, g, w) for (a, b), g, w, s in zip(pairs, got, want, same, strict=True) if not s
    ][:5]


CONSTANT_EXPONENTS = """func.func @main(%a: tensor<?xT>) -> (tensor<?xT>, tensor<?xT>, tensor<?xT>, tensor<?xT>, tensor<?xT>) {
  %two = "tosa.const"() <{values = dense<2.0> : tensor<1xT>}> : () -> tensor<1xT>
  %half = "tosa.const"() <{values = dense<0.5> : tensor<1xT>}> : () -> tensor<1xT>
  %minus_one = "tosa.const"() <{values = dense<-1.0> : tensor<1xT>}> : () -> tensor<1xT>
  %zero = "tosa.const"() <{values = dense<-0.0> : tensor<1xT>}> : () -> tensor<1xT>
  %one = "tosa.const"() <{values = dense<1.0> : tensor<1xT>}> : () -> tensor<1xT>
  %0 = tosa.pow %a, %two : (tensor<?xT>, tensor<1xT>) -> tensor<?xT>
  %1 = tosa.pow %a, %half : (tensor<?xT>, tensor<1xT>) -> tensor<?xT>
  %2 = tosa.pow %a, %minus_one : (tensor<?xT>, tensor<1xT>) -> tensor<?xT>
  %3 = tosa.pow %a, %zero : (tensor<?xT>, tensor<1xT>) -> tensor<?xT>
  %4 = tosa.pow %a, %one : (tensor<?xT>, tensor<1xT>) -> tensor<?xT>
  return %0, %1, %2, %3, %4 : tensor<?xT>, tensor<?xT>, tensor<?xT>, tensor<?xT>, tensor<?xT>
}"""


def _c99_sqrt(x: Array) -> Array:
    """pow(x, 0.5) in C99: sqrt, but +0 for -0 and +inf for -inf."""
    with np.errstate(invalid="ignore"):
        root = np.sqrt(x)
    return np.where(np.isneginf(x), np.inf, np.where(x == 0, 0.0, root))


@pytest.mark.parametrize("type_", ["f32", "f16", "f64"])
def test_pow_of_a_known_constant_exponent_is_correctly_rounded(type_: str) -> None:
    """x^2, x^0.5, x^-1, x^-0, x^1 in one function (one cached body per exponent, not one per op name), bit for
    bit the correctly rounded C99 result: computed in float64 and rounded once, which for f32/f16 is the correctly
    rounded square, sqrt and 1/x (53 >= 2 * 24 + 2 bits) and for f64 is IEEE's own operation."""
    dtype = {"f32": np.float32, "f16": np.float16, "f64": np.float64}[type_]
    with np.errstate(all="ignore"):  # signalling NaNs among the bit patterns
        if type_ == "f16":
            x = np.arange(1 << 16, dtype=np.uint16).view(np.float16)
        elif type_ == "f32":
            x = np.concatenate([SPECIAL, _spread(1 << 18)])
        else:
            x = np.concatenate([SPECIAL, _spread(1 << 16)]).astype(np.float64) * 3.0  # odd f64 bits too
        wide = x.astype(np.float64)
    got = tosabcast.compile(CONSTANT_EXPONENTS.replace("T", type_)).main(x)
    with np.errstate(all="ignore"):
        want = [wide * wide, _c99_sqrt(wide), 1.0 / wide, np.ones_like(wide), wide]
        want = [w.astype(dtype) for w in want]
    for name, g, w in zip(["x^2", "x^0.5", "x^-1", "x^-0", "x^1"], got, want, strict=True):
        bits = np.uint16 if type_ == "f16" else np.uint32 if type_ == "f32" else np.uint64
        same = (g.view(bits) == w.view(bits)) | (np.isnan(g) & np.isnan(w))
        assert same.all(), (name, x[~same][:5], g[~same][:5], w[~same][:5])


CUBE = """func.func @main(%a: tensor<?xT>) -> tensor<?xT> {
  %three = "tosa.const"() <{values = dense<3.0> : tensor<1xT>}> : () -> tensor<1xT>
  %0 = tosa.pow %a, %three : (tensor<?xT>, tensor<1xT>) -> tensor<?xT>
  return %0 : tensor<?xT>
}"""


@pytest.mark.parametrize("type_", ["f32", "f16", "f64"])
def test_pow_of_three_is_the_correctly_rounded_cube_but_for_tiny_results(type_: str) -> None:
    """x ** 3 (GELU's tanh approximation) takes the shortcut `fma(h, x, l * x)`, h + l = x^2: correctly rounded
    wherever l * x is a normal number, within an ulp below (results under about 2^-110 in f32). The want: for
    f16 the exact cube (33 bits) rounded once; for f32 one float64 product of the exact square (48 bits), so one
    float64 rounding, then one to f32 (53 >= 2 * 24 + 2 bits); for f64 exact fractions."""
    dtype, tiny = {"f32": (np.float32, 2.0**-110), "f16": (np.float16, 0.0), "f64": (np.float64, 2.0**-900)}[type_]
    with np.errstate(all="ignore"):
        if type_ == "f16":
            x = np.arange(1 << 16, dtype=np.uint16).view(np.float16)
        elif type_ == "f32":
            x = np.concatenate([SPECIAL, np.array([1e18, -1e18, 2e13, 6.98e12], np.float32), _spread(1 << 18)])
        else:
            x = np.concatenate([SPECIAL, _spread(1 << 12)]).astype(np.float64) * 3.0
        got = tosabcast.compile(CUBE.replace("T", type_)).main(x)
        if type_ == "f64":
            want = np.array([_f64_cube(v) for v in x])
        else:
            wide = x.astype(np.float64)
            want = (wide * wide * wide).astype(dtype)
    nan = np.isnan(want)
    assert np.array_equal(np.isnan(got), nan)
    distance = ulp_distance(got[~nan], want[~nan], type_)
    assert distance.max() <= 1, x[~nan][distance.argmax()]
    exact = np.abs(want[~nan]) >= tiny
    assert (distance[exact] == 0).all(), x[~nan][exact][distance[exact] > 0][:5]
    assert np.array_equal(np.signbit(got[~nan]), np.signbit(want[~nan]))  # -0 ** 3 = -0, -inf ** 3 = -inf


def _f64_cube(value: float) -> float:
    if not math.isfinite(value) or value == 0.0:
        return value * value * value
    try:
        return float(Fraction(value) ** 3)
    except OverflowError:
        return math.copysign(math.inf, value)


BF16_ROUND_TRIP = """func.func @main(%a: tensor<?xf32>) -> tensor<?xf32> {
  %0 = tosa.cast %a : (tensor<?xf32>) -> tensor<?xbf16>
  %1 = tosa.OP %0 : (tensor<?xbf16>) -> tensor<?xbf16>
  %2 = tosa.cast %1 : (tensor<?xbf16>) -> tensor<?xf32>
  return %2 : tensor<?xf32>
}"""


@pytest.mark.parametrize("op", ["log", "tanh", "erf", "sin", "cos"])
def test_f16_computes_in_f32_and_rounds_once(op: str) -> None:
    x = np.arange(1 << 16, dtype=np.uint16).view(np.float16)
    got = _compile(op, "f16")(x)
    want = _compile(op)(x.astype(np.float32)).astype(np.float16)
    assert np.array_equal(got.view(np.uint16), want.view(np.uint16)) or np.array_equal(got, want, equal_nan=True)


@pytest.mark.parametrize("op", ["log", "tanh", "erf", "sin", "cos"])
def test_bf16_computes_in_f32_and_rounds_once(op: str) -> None:
    x = (np.arange(1 << 16, dtype=np.uint32) << 16).view(np.float32)  # every bf16 value
    got = tosabcast.compile(BF16_ROUND_TRIP.replace("OP", op)).main(x)
    want = _round_to_bf16(_compile(op)(x))
    assert np.array_equal(got, want, equal_nan=True)


def _round_to_bf16(x: Array) -> Array:
    """Round f32 values to bf16 (to nearest, ties to even), as f32."""
    bits = x.view(np.uint32).astype(np.uint64)
    rounded = ((bits + 0x7FFF + ((bits >> 16) & 1)) >> 16 << 16).astype(np.uint32).view(np.float32)
    return np.where(np.isnan(x), x, rounded)


def _object_code(op: str, libm: bool, tmp_path: Path) -> bytes:
    """The machine code the JIT makes for `op` on 2048 f32 values, as an object file."""
    source = (BINARY if op == "pow" else UNARY).replace("OP", op).replace("?", "2048").replace("T", "f32")
    with ir.Context(), ir.Location.unknown():
        module = ir.Module.parse(source)
        with approx.libm_exp(libm):
            build_pass_manager(parse_pipeline("tosabcast-to-llvm")).run(module.operation)
        engine = ExecutionEngine(module, opt_level=3, enable_object_dump=True)
        engine.dump_to_object_file(str(tmp_path / f"{op}.o"))
    return (tmp_path / f"{op}.o").read_bytes()


@pytest.mark.parametrize(
    ("op", "symbol"),
    [("log", "logf"), ("tanh", "tanhf"), ("erf", "erff"), ("sin", "sinf"), ("cos", "cosf"), ("pow", "powf")],
)
@pytest.mark.parametrize("libm", [False, True])
def test_libm_is_called_only_when_asked(op: str, symbol: str, libm: bool, tmp_path: Path) -> None:
    code = _object_code(op, libm, tmp_path)
    assert (f"\0{symbol}\0".encode() in code) == libm


@pytest.mark.skipif(
    platform.machine().lower() not in ("x86_64", "amd64") or "avx512f" not in host.flags(), reason="AVX-512 code"
)
@pytest.mark.parametrize("op", ["pow", "exp", "sin"])
@pytest.mark.parametrize("lanes", [16, 0])
def test_math_loops_take_the_lanes_asked_for(
    op: str, lanes: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """lanes=16 (the default on AVX-512 hosts): the loop computes in 512-bit registers; 0: LLVM's 256-bit choice.
    (Index vectors of the gathers in a runtime-broadcast version are zmm either way: only f32 arithmetic counts.)"""
    monkeypatch.setattr(
        named,
        "EXPAND_EXP",
        named.EXPAND_EXP.replace("tosabcast-expand-math", f"tosabcast-expand-math{{lanes={lanes}}}"),
    )
    code = machine_code((BINARY if op == "pow" else UNARY).replace("OP", op).replace("T", "f32"), tmp_path)
    wide = re.findall(r"vfn?m(?:add|sub)\w*ps\t.*%zmm", code)
    assert bool(wide) == (lanes == 16), wide[:3]


def _lanes_inputs(seed: int) -> tuple[Array, Array, Array]:
    """Inputs of LANES_PROGRAM: rows of 1029 (16 strips of 64 and 5 elements; not a multiple of any vector step)."""
    rng = np.random.default_rng(seed)
    x = np.float32(rng.uniform(-3, 3, (67, 1029)))
    y = np.float32(rng.uniform(0.1, 3, (67, 1029)))
    return x, y, np.float32(rng.uniform(-3, 3, (1, 1029)))


def _lanes_runs(program: Any, x: Array, y: Array, row: Array) -> list[Any]:
    """LANES_PROGRAM's results on rows of 1029 (16 strips of 64 and 5), of 1 and of 40 (a tail alone), and on the
    same data as 1029 rows of 67."""
    return [
        program.main(x, y, row),
        program.main(x[:, :1], y[:, :1], row[:, :1]),
        program.main(x[:, :40], y[:, :40], row[:, :40]),
        program.main(x.reshape(1029, 67), y.reshape(1029, 67), row[:, :67]),
    ]


def _lanes_program_with(stage: str, name: str, options: str) -> Any:
    """LANES_PROGRAM compiled on one thread with pass `name` of `named.<stage>` given `options`."""
    text = getattr(named, stage).replace(name, f"{name}{{{options}}}")
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(named, stage, text)
        return tosabcast.compile(LANES_PROGRAM, threads=1)


def _same_bits(got: list[tuple[Array, ...]], want: list[tuple[Array, ...]]) -> None:
    for results, expected in zip(got, want, strict=True):
        for a, b in zip(results, expected, strict=True):
            assert a.tobytes() == b.tobytes()


def test_math_loops_at_sixteen_lanes_give_the_same_bits() -> None:
    """The mark changes the vector width, not what each element is computed by: the same bits as LLVM's 8 lanes,
    for every expanded op, on two shapes, one with a runtime broadcast, and a sum over rows after them (which
    loops the mark must not reach, those that reduce, test/lit/expand-math checks)."""
    x, y, row = _lanes_inputs(5)
    results = {}
    for lanes in (0, 16):
        program = _lanes_program_with("EXPAND_EXP", "tosabcast-expand-math", f"lanes={lanes}")
        results[lanes] = [program.main(x, y, row), program.main(x[:, :1], y[:, :1], row[:, :1])]
    _same_bits(results[16], results[0])


@pytest.mark.skipif(
    platform.machine().lower() not in ("x86_64", "amd64") or "avx512f" not in host.flags(), reason="AVX-512 code"
)
@pytest.mark.parametrize("op", ["erf", "pow"])
def test_prefetched_math_loops_stay_vectorized(op: str, tmp_path: Path) -> None:
    """The strips of --tosabcast-prefetch-streams prefetch, and the loop inside them is still LLVM's 16-lane
    vector loop: a prefetch in that loop itself would stop LLVM from vectorizing it (a call it cannot widen)."""
    code = machine_code((BINARY if op == "pow" else UNARY).replace("OP", op).replace("T", "f32"), tmp_path)
    assert "\tprefetcht0" in code
    assert re.findall(r"vfn?m(?:add|sub)\w*ps\t.*%zmm", code)


@pytest.mark.parametrize("op", ["exp", "sigmoid", "pow"])
def test_scaling_by_ldexp_gives_the_bits_of_two_multiplies(op: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """expand-math's `scalef` (llvm.intr.ldexp: vscalefps on AVX-512, libm's ldexpf elsewhere) against two
    multiplies by normal powers of two: the same bits on every kind of result, overflow to inf, subnormal and
    zero results, NaN and inf inputs (random bit patterns; exp's arguments spread over [-110, 100], pow's
    exponents over [-200, 200])."""
    rng = np.random.default_rng(7)
    patterns = rng.integers(0, 1 << 32, size=1 << 16, dtype=np.uint64).astype(np.uint32).view(np.float32)
    spread = np.float32(rng.uniform(-110, 100, 1 << 16))
    exponents = np.float32(rng.uniform(-200, 200, 1 << 16))
    text = (BINARY if op == "pow" else UNARY).replace("OP", op).replace("T", "f32")
    results = {}
    for scalef in (False, True):
        monkeypatch.setattr(jit, "HOST_SCALEF", scalef)
        main = tosabcast.compile(text, threads=1).main
        with np.errstate(all="ignore"):
            if op == "pow":
                calls = [main(np.abs(spread) / 37, exponents), main(patterns, exponents), main(patterns, patterns)]
            else:
                calls = [main(spread), main(patterns)]
        results[scalef] = [result.view(np.uint32) for result in calls]
    for ldexp, multiplies in zip(results[True], results[False], strict=True):
        assert np.array_equal(ldexp, multiplies)


_SOFTMAX_ROWS = """func.func @main(%x: tensor<?x8x8xf32>, %m: tensor<?x8x1xf32>) -> tensor<?x8x8xf32> {
  %d = tosa.sub %x, %m : (tensor<?x8x8xf32>, tensor<?x8x1xf32>) -> tensor<?x8x8xf32>
  %e = tosa.exp %d : (tensor<?x8x8xf32>) -> tensor<?x8x8xf32>
  return %e : tensor<?x8x8xf32>
}"""
_BROADCAST_ROW = """func.func @main(%x: tensor<?x?xf32>, %m: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %d = tosa.sub %x, %m : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %e = tosa.sigmoid %d : (tensor<?x?xf32>) -> tensor<?x?xf32>
  return %e : tensor<?x?xf32>
}"""


@pytest.mark.parametrize(
    ("text", "shapes"),
    [(_SOFTMAX_ROWS, ((512, 8, 8), (512, 8, 1))), (_BROADCAST_ROW, ((64, 1029), (1, 1029)))],
    ids=["small-loops", "vector-steps"],
)
def test_scaled_loops_of_other_passes_give_the_bits_of_two_multiplies(
    text: str, shapes: tuple[tuple[int, ...], ...], monkeypatch: pytest.MonkeyPatch
) -> None:
    """`llvm.intr.ldexp` in the loops that --tosabcast-vectorize-small-loops marks (rows of 8) and in the vector
    steps --tosabcast-stream-stores writes (a row broadcast at run time: LLVM's vector intrinsic there): the bits
    of two multiplies, the values spread over exp's whole range."""
    rng = np.random.default_rng(11)
    x = np.float32(rng.uniform(-110, 100, shapes[0]))
    m = np.float32(rng.uniform(-5, 5, shapes[1]))
    results = {}
    for scalef in (False, True):
        monkeypatch.setattr(jit, "HOST_SCALEF", scalef)
        with np.errstate(all="ignore"):
            results[scalef] = tosabcast.compile(text, threads=1).main(x, m).view(np.uint32)
    assert np.array_equal(results[True], results[False])


@pytest.mark.skipif(
    platform.machine().lower() not in ("x86_64", "amd64") or "avx512f" not in host.flags(), reason="AVX-512 code"
)
@pytest.mark.parametrize("scalef", [True, False])
def test_exp_scales_by_vscalefps_where_asked(scalef: bool, tmp_path: Path) -> None:
    """The JIT asks for it on AVX-512 hosts (`jit.HOST_SCALEF`); the pass alone does not (`scalef=false`)."""
    with approx.scalef(scalef):
        code = machine_code(UNARY.replace("OP", "exp").replace("T", "f32"), tmp_path)
    assert bool(re.search(r"\tvscalefps\s", code)) == scalef  # an instruction (the file's path names the test)


def test_prefetching_changes_no_bits() -> None:
    """With and without the prefetching strips: the same bits, on shapes whose rows end inside a strip (1029 is
    16 strips and 5 elements), one of them broadcast at run time, and on rows of a single strip."""
    x, y, row = _lanes_inputs(6)
    results = {}
    for ahead in (0, 1024):
        program = _lanes_program_with("VECTOR_LOOPS", "tosabcast-prefetch-streams", f"ahead={ahead}")
        results[ahead] = _lanes_runs(program, x, y, row)
    _same_bits(results[1024], results[0])


@pytest.mark.parametrize("threads", [1, 2])
def test_folded_tails_change_no_bits(threads: int) -> None:
    """With --tosabcast-fold-tails (whole vector steps, then a masked copy for the rest) and without it (`max-ops=1`
    leaves every loop alone): the same bits, on rows with a tail of 5 (1029), rows of a tail alone (1, 40), a
    tail of 3 (67), and on two threads."""
    x, y, row = _lanes_inputs(8)
    results = {}
    for max_ops in (1, 2000):
        text = named.VECTOR_LOOPS.replace("tosabcast-fold-tails", f"tosabcast-fold-tails{{max-ops={max_ops}}}")
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(named, "VECTOR_LOOPS", text)
            program = tosabcast.compile(LANES_PROGRAM, threads=threads)
        results[max_ops] = _lanes_runs(program, x, y, row)
    _same_bits(results[2000], results[1])


@pytest.mark.skipif(
    platform.machine().lower() not in ("x86_64", "amd64") or "avx512f" not in host.flags(), reason="AVX-512 code"
)
def test_math_tails_run_as_masked_vector_steps(tmp_path: Path) -> None:
    """The tail --tosabcast-fold-tails splits off a marked loop is vectorized with masks (AVX-512's masked store,
    `vmovups`/`vmovdqa32 %zmm, (mem) {%k}`), not left scalar as LLVM leaves the last `n mod 64` of a loop of forced
    width."""
    code = machine_code(UNARY.replace("OP", "tanh").replace("T", "f32"), tmp_path)
    assert re.search(r"\tvmov\w+\t%zmm\d+, [^\n{]*\) \{%k\d\}", code)


LANES_PROGRAM = """func.func @main(%x: tensor<?x?xf32>, %y: tensor<?x?xf32>, %row: tensor<1x?xf32>)
    -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x1xf32>) {
  %e = tosa.exp %x : (tensor<?x?xf32>) -> tensor<?x?xf32>
  %l = tosa.log %y : (tensor<?x?xf32>) -> tensor<?x?xf32>
  %t = tosa.tanh %x : (tensor<?x?xf32>) -> tensor<?x?xf32>
  %f = tosa.erf %x : (tensor<?x?xf32>) -> tensor<?x?xf32>
  %s = tosa.sin %x : (tensor<?x?xf32>) -> tensor<?x?xf32>
  %c = tosa.cos %row : (tensor<1x?xf32>) -> tensor<1x?xf32>
  %p = tosa.pow %y, %x : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %g = tosa.sigmoid %x : (tensor<?x?xf32>) -> tensor<?x?xf32>
  %a = tosa.add %e, %l : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %tf = tosa.add %t, %f : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %b = tosa.add %tf, %g : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %sc = tosa.add %s, %c : (tensor<?x?xf32>, tensor<1x?xf32>) -> tensor<?x?xf32>
  %sum = tosa.reduce_sum %e {axis = 1 : i32} : (tensor<?x?xf32>) -> tensor<?x1xf32>
  return %a, %b, %sc, %p, %sum : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x1xf32>
}"""


def test_expand_math_covers_every_math_op_the_lowering_leaves_as_a_call() -> None:
    """Lower every float element-wise op and check which `math.*` ops reach the LLVM conversions unexpanded."""
    from tosabcast.lowering.scalar import SUPPORTED_TYPES

    ops = [name.removeprefix("tosa.") for name, types in SUPPORTED_TYPES.items() if "f32" in types]
    left: set[str] = set()
    for op in ops:
        if op in ("cast", "select", "clamp", "mul", "negate", "equal", "greater", "greater_equal"):
            continue
        binary = op in ("add", "sub", "maximum", "minimum", "pow", "intdiv")
        text = (BINARY if binary else UNARY).replace("OP", op).replace("T", "f32")
        with ir.Context(), ir.Location.unknown():
            module = ir.Module.parse(text)
            pipeline = "tosabcast-lower-to-linalg{defer-exp=true},one-shot-bufferize{bufferize-function-boundaries},"
            build_pass_manager(
                parse_pipeline(pipeline + "func.func(convert-linalg-to-loops),tosabcast-expand-math")
            ).run(module.operation)
            left |= {o for o in str(module).split() if o.startswith("math.")}
    # what remains becomes LLVM intrinsics that vectorize (fabs, floor, ceil, sqrt, fma, copysign, roundeven)
    assert left <= {
        "math.absf",
        "math.floor",
        "math.ceil",
        "math.rsqrt",
        "math.fma",
        "math.copysign",
        "math.roundeven",
    }, left
    assert set(vecmath.EXPANDED) == {
        "math.exp",
        "math.log",
        "math.tanh",
        "math.erf",
        "math.sin",
        "math.cos",
        "math.powf",
    }


DYNAMIC_CHAIN = """func.func @main(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = tosa.add %a, %b : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %1 = tosa.exp %0 : (tensor<?x?xf32>) -> tensor<?x?xf32>
  %2 = tosa.sin %1 : (tensor<?x?xf32>) -> tensor<?x?xf32>
  return %2 : tensor<?x?xf32>
}"""


@pytest.mark.parametrize(
    ("a_shape", "b_shape"), [((33, 17), (33, 17)), ((1, 17), (33, 17)), ((33, 1), (1, 17)), ((1, 1), (33, 17))]
)
def test_versioned_loops_compute_the_same_with_and_without_runtime_broadcast(a_shape: Any, b_shape: Any) -> None:
    """`--tosabcast-version-loops` runs the copy without selects only when no dim broadcasts at run time."""
    rng = np.random.default_rng(3)
    a = np.float32(rng.uniform(-2, 2, a_shape))
    b = np.float32(rng.uniform(-2, 2, b_shape))
    got = tosabcast.compile(DYNAMIC_CHAIN).main(a, b)
    elementwise = _compile("sin")(_compile_exp()(np.broadcast_to(a + b, got.shape).ravel().copy()))
    assert np.array_equal(got.ravel(), elementwise)


def _compile_exp() -> Any:
    return tosabcast.compile(UNARY.replace("OP", "exp").replace("T", "f32")).main


def _mixed_magnitudes(count: int, seed: int) -> Array:
    """f32 values of every magnitude below the f32 path's bound, both signs, with their neighbours' low bits."""
    rng = np.random.default_rng(seed)
    magnitude = 10.0 ** rng.uniform(-8, math.log10(vecmath.SMALL_ARGUMENT_BOUND), count)
    return np.float32(magnitude * rng.choice([-1.0, 1.0], count))


@pytest.mark.parametrize("op", ["sin", "cos"])
def test_sin_cos_strips_take_the_f32_path_only_when_every_argument_is_small(op: str) -> None:
    """`--tosabcast-version-sincos`: a strip of 256 small arguments runs the f32 code, a strip holding one large
    argument the exact code for all of its elements; both within 1 ulp, and the two paths round differently."""
    fn = tosabcast.compile(UNARY.replace("OP", op).replace("T", "f32"), threads=1).main
    small = _mixed_magnitudes(64 * 1024, seed=11)
    small[5::997] = np.nan  # NaN counts as small
    small[7] = vecmath.SMALL_ARGUMENT_BOUND
    marked = small.copy()
    marked[3::256] = np.float32(1e30)  # one large argument in every strip
    fast, exact = fn(small), fn(marked)
    _assert_close(op, small, fast, _reference(op, small))
    _assert_close(op, marked, exact, _reference(op, marked))
    same = np.ones(small.size, dtype=bool)
    same[3::256] = False
    differ = np.count_nonzero((fast != exact) & same & ~np.isnan(small))
    assert 0 < differ < small.size // 20, differ  # the f32 path rounds ~0.7 % of results the other way
    assert np.isnan(fast[5::997]).all()


@pytest.mark.parametrize("threads", [1, 2])
def test_sin_cos_of_small_and_large_arguments_mixed_in_one_tensor(threads: int) -> None:
    """Rows alternating small and huge arguments, a width that is no multiple of the strip, and one huge value in
    an otherwise small row; on one thread and on two (the loops outlined into async tasks)."""
    rng = np.random.default_rng(5)
    x = _mixed_magnitudes(9 * 1500, seed=12).reshape(9, 1500)
    x[1::2] = np.float32(10.0 ** rng.uniform(5, 38, (4, 1500)))
    x[0, 1499] = np.float32(3.4e38)
    x[2, 0] = np.inf
    source = UNARY.replace("tensor<?xT>", "tensor<?x?xf32>")
    for op in ("sin", "cos"):
        got = tosabcast.compile(source.replace("OP", op), threads=threads).main(x)
        _assert_close(op, x.ravel(), got.ravel(), _reference(op, x.ravel()))


@pytest.mark.parametrize("op", ["sin", "cos"])
def test_special_values_on_the_f32_path(op: str) -> None:
    """No infinity in the tensor, so its one strip runs the f32 code: zeros keep their sign, NaN stays NaN."""
    x = np.array([0.0, -0.0, 1e-45, -1e-40, np.nan, 65536.0, -65536.0, 1.5707964], dtype=np.float32)
    got = _compile(op)(x)
    want = _reference(op, x)
    assert np.array_equal(np.signbit(got[:4]), np.signbit(want[:4]))
    assert np.array_equal(got[:4], want[:4])
    _assert_close(op, x, got, want)
