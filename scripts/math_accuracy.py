"""Measure the accuracy of our compiled transcendental ops on every f32 input, or every f16 input.

    python scripts/math_accuracy.py                  # all 2^32 f32 inputs of exp, 2 processes (3-4 minutes)
    python scripts/math_accuracy.py --op sin         # exp sigmoid log tanh erf sin cos; pow: see below
    python scripts/math_accuracy.py --libm           # the same for libm (expf, sinf...: pass option libm-exp=true)
    python scripts/math_accuracy.py --type f16       # all 2^16 f16 inputs (computed in f32, rounded once)
    python scripts/math_accuracy.py --stride 4096    # every 4096th bit pattern only
    python scripts/math_accuracy.py --op pow --stride 64   # pow(x, y): every 64th x, y drawn per x (seeded)
    python scripts/math_accuracy.py --op sin --bits 0 0x47800001   # the bit patterns in [start, stop) only

pow is binary: each x of the sweep is paired with a y drawn from a seeded generator, half uniform in
[-30, 30], half integers in [-40, 40] (where the sign and the exactness of the result matter); NaN, inf and
zero results are compared as for the unary ops. erf's float64 reference is scipy's (a dev-only tool, like
mpmath); the others are numpy's float64 functions (glibc's, with exact reduction for sin and cos).

Each input goes through `tosabcast.compile` (our lowering, the JIT at -O3) and is compared with the function
computed in float64 and rounded to the element type: the correctly rounded result, except where the float64
value is within 2^-20 ulp of a rounding boundary, where it is decided again with mpmath at 120 bits.
Reported: the largest distance in ulps from the correctly rounded result (and where), how many results are not
correctly rounded, the largest error in ulps against the float64 value (the exact value to within 2^-28 ulp;
the grid of the element type, subnormal included, measures the ulp), and any mismatch in the special results:
NaN, +inf, and 0. Exit code 0 when the largest distance is at most `--max-ulp` (1) and no special result is
wrong.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

import mpmath
import numpy as np

import tosabcast
from tosabcast.lowering import approx
from tosabcast.runtime.reference import ulp_distance

Array = np.ndarray[Any, Any]

_SOURCE = """func.func @main(%a: tensor<?xT>) -> tensor<?xT> {
  %0 = tosa.OP %a : (tensor<?xT>) -> tensor<?xT>
  return %0 : tensor<?xT>
}"""
_BINARY_SOURCE = """func.func @main(%a: tensor<?xT>, %b: tensor<?xT>) -> tensor<?xT> {
  %0 = tosa.OP %a, %b : (tensor<?xT>, tensor<?xT>) -> tensor<?xT>
  return %0 : tensor<?xT>
}"""


@dataclass(frozen=True)
class _Format:
    float: type[np.floating[Any]]
    bits: type[np.unsignedinteger[Any]]  # the unsigned integer of the same width
    significand: int  # bits, with the hidden one
    min_exp: int  # exponent of the smallest subnormal

    @property
    def smallest_normal(self) -> float:
        return 2.0 ** (self.min_exp + self.significand - 1)


_FORMATS = {"f32": _Format(np.float32, np.uint32, 24, -149), "f16": _Format(np.float16, np.uint16, 11, -24)}


def _erf(x: Array) -> Array:
    import scipy.special  # dev-only, like mpmath

    return scipy.special.erf(x)


def _pow_reference(x: Array, y: Array) -> Array:
    return np.power(x, y)


_REFERENCES: dict[str, Callable[..., Array]] = {
    "exp": np.exp,
    "sigmoid": lambda x: 1.0 / (1.0 + np.exp(-x)),
    "log": np.log,
    "tanh": np.tanh,
    "erf": _erf,
    "sin": np.sin,
    "cos": np.cos,
    "pow": _pow_reference,
}
_EXACT: dict[str, Callable[..., mpmath.mpf]] = {
    "exp": mpmath.exp,
    "sigmoid": lambda x: 1 / (1 + mpmath.exp(-x)),
    "log": mpmath.log,
    "tanh": mpmath.tanh,
    "erf": mpmath.erf,
    "sin": mpmath.sin,
    "cos": mpmath.cos,
    "pow": lambda x, y: mpmath.power(x, y),
}
_BINARY = frozenset({"pow"})


@dataclass
class Summary:
    """What a sweep found; `merge` combines the summaries of chunks."""

    count: int = 0
    max_distance: int = 0
    max_distance_at: float = float("nan")
    not_correctly_rounded: int = 0
    max_error: float = 0.0  # against the float64 value, in ulps
    max_error_at: float = float("nan")
    max_subnormal_error: float = 0.0
    rechecked: int = 0  # float64 values near a rounding boundary, decided with mpmath
    special_mismatches: dict[str, int] = field(default_factory=dict)  # by kind: nan, +inf, zero
    special_examples: dict[str, list[float]] = field(default_factory=dict)

    def merge(self, other: Summary) -> None:
        self.count += other.count
        if other.max_distance > self.max_distance:
            self.max_distance, self.max_distance_at = other.max_distance, other.max_distance_at
        self.not_correctly_rounded += other.not_correctly_rounded
        if other.max_error > self.max_error:
            self.max_error, self.max_error_at = other.max_error, other.max_error_at
        self.max_subnormal_error = max(self.max_subnormal_error, other.max_subnormal_error)
        self.rechecked += other.rechecked
        for kind, count in other.special_mismatches.items():
            self.special_mismatches[kind] = self.special_mismatches.get(kind, 0) + count
            self.special_examples.setdefault(kind, []).extend(other.special_examples[kind][:5])


@dataclass(frozen=True)
class Sweep:
    op: str
    type: str
    libm: bool

    def compile(self) -> Callable[..., Array]:
        source = (_BINARY_SOURCE if self.op in _BINARY else _SOURCE).replace("OP", self.op).replace("T", self.type)
        with approx.libm_exp(self.libm):
            return tosabcast.compile(source).main

    def inputs(self, start: int, stop: int, stride: int) -> list[Array]:
        fmt = _FORMATS[self.type]
        x = np.arange(start, stop, stride, dtype=np.uint64).astype(fmt.bits).view(fmt.float)
        if self.op not in _BINARY:
            return [x]
        rng = np.random.default_rng(start)
        uniform = rng.uniform(-30.0, 30.0, x.size)
        integers = rng.integers(-40, 41, x.size).astype(np.float64)
        return [x, np.where(rng.integers(0, 2, x.size) == 1, uniform, integers).astype(fmt.float)]


def correctly_rounded(sweep: Sweep, args: list[Array]) -> tuple[Array, Array, Array, int]:
    """Return the function in float64, rounded to the element type, the ulp there, and how many were rechecked.

    Rechecked: decided with mpmath because the float64 value is within 2^-20 ulp of a rounding boundary.
    """
    fmt = _FORMATS[sweep.type]
    with np.errstate(over="ignore", invalid="ignore", divide="ignore"):
        wide = _REFERENCES[sweep.op](*(a.astype(np.float64) for a in args))
        rounded = wide.astype(fmt.float)
        ulp = _ulp(wide, fmt)
        offset = (wide - rounded.astype(np.float64)) / ulp
    doubtful = np.flatnonzero(np.isfinite(rounded) & (np.abs(np.abs(offset) - 0.5) < 2.0**-20))
    for index in doubtful:
        rounded[index] = _decide(sweep.op, [float(a[index]) for a in args], rounded[index])
    return wide, rounded, ulp, len(doubtful)


def _decide(op: str, args: list[float], candidate: np.floating[Any]) -> np.floating[Any]:
    """The neighbour of `candidate` (or itself) nearest the exact value, computed with mpmath."""
    with mpmath.workprec(200):
        exact = _EXACT[op](*(mpmath.mpf(a) for a in args))
        infinity = type(candidate)(np.inf)
        down, up = np.nextafter(candidate, -infinity), np.nextafter(candidate, infinity)
        return min((down, candidate, up), key=lambda n: abs(mpmath.mpf(float(n)) - exact))


def _ulp(value: Array, fmt: _Format) -> Array:
    """The ulp of the element type's grid at each float64 `value` (subnormal grid below the normal range)."""
    exponent = ((value.view(np.int64) >> 52) & 0x7FF) - 1023  # of the float64 value; NaN and inf: huge
    ulp_exponent = np.maximum(exponent, fmt.min_exp + fmt.significand - 1) - (fmt.significand - 1)
    return ((ulp_exponent + 1023) << 52).view(np.float64)


def measure(sweep: Sweep, fn: Callable[..., Array], args: list[Array]) -> Summary:
    """Compare `fn(*args)` with the correctly rounded function of `args`."""
    got = fn(*args)
    x = args[0]
    wide, want, ulp, rechecked = correctly_rounded(sweep, args)
    summary = Summary(count=x.size, rechecked=rechecked)
    _specials(summary, x, got, want)
    comparable = ~np.isnan(want) & ~np.isnan(got)
    distance = np.where(comparable, ulp_distance(got, want, sweep.type), 0)
    worst = int(np.argmax(distance))
    summary.max_distance, summary.max_distance_at = int(distance[worst]), float(x[worst])
    summary.not_correctly_rounded = int(np.count_nonzero(distance))
    finite = comparable & np.isfinite(want) & np.isfinite(got)
    with np.errstate(invalid="ignore"):
        error = np.where(finite, np.abs(got.astype(np.float64) - wide) / ulp, 0.0)
    worst = int(np.argmax(error))
    summary.max_error, summary.max_error_at = float(error[worst]), float(x[worst])
    subnormal = finite & (np.abs(wide) < _FORMATS[sweep.type].smallest_normal)
    summary.max_subnormal_error = float(error[subnormal].max(initial=0.0))
    return summary


def _specials(summary: Summary, x: Array, got: Array, want: Array) -> None:
    """Record inputs whose result should be, or is, NaN, +inf or 0 but not both."""
    for kind, test in (("nan", np.isnan), ("+inf", np.isposinf), ("-inf", np.isneginf), ("zero", lambda v: v == 0)):
        wrong = np.flatnonzero(test(got) != test(want))
        if wrong.size:
            summary.special_mismatches[kind] = int(wrong.size)
            summary.special_examples[kind] = [float(v) for v in x[wrong[:5]]]


_worker: tuple[Sweep, Callable[..., Array]] | None = None


def _start_worker(sweep: Sweep) -> None:
    global _worker
    _worker = (sweep, sweep.compile())


def _run_chunk(bounds: tuple[int, int, int]) -> Summary:
    assert _worker is not None
    sweep, fn = _worker
    return measure(sweep, fn, sweep.inputs(*bounds))


def _chunks(total: int, chunk: int, stride: int, first: int = 0) -> Iterator[tuple[int, int, int]]:
    for start in range(first, total, chunk * stride):
        yield start, min(start + chunk * stride, total), stride


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--op", choices=sorted(_REFERENCES), default="exp")
    parser.add_argument("--type", choices=sorted(_FORMATS), default="f32")
    parser.add_argument("--libm", action="store_true", help="call libm (expf, sinf, ...: pass option libm-exp)")
    parser.add_argument("--stride", type=int, default=1, help="test every N-th bit pattern (1: all)")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes")
    parser.add_argument("--chunk", type=int, default=1 << 20, help="inputs per call")
    parser.add_argument("--max-ulp", type=int, default=1, help="the largest distance accepted (exit code)")
    parser.add_argument(
        "--bits", nargs=2, type=lambda v: int(v, 0), metavar=("START", "STOP"), help="bit patterns [START, STOP) only"
    )
    args = parser.parse_args(argv)
    sweep = Sweep(args.op, args.type, args.libm)
    total = 1 << (8 * np.dtype(_FORMATS[args.type].bits).itemsize)
    first, total = args.bits if args.bits else (0, total)
    started = time.perf_counter()
    summary = Summary()
    with concurrent.futures.ProcessPoolExecutor(args.jobs, initializer=_start_worker, initargs=(sweep,)) as pool:
        for part in pool.map(_run_chunk, _chunks(total, args.chunk, args.stride, first)):
            summary.merge(part)
    _report(sweep, summary, time.perf_counter() - started)
    ok = summary.max_distance <= args.max_ulp and not summary.special_mismatches
    return 0 if ok else 1


def _report(sweep: Sweep, summary: Summary, seconds: float) -> None:
    what = f"{sweep.op} {sweep.type} ({'libm' if sweep.libm else 'ours'})"
    share = summary.not_correctly_rounded / summary.count
    print(f"{what}: {summary.count:,} inputs in {seconds:.0f} s")
    print(f"  max distance from the correctly rounded result: {summary.max_distance} ulp", end="")
    print(f" at x = {summary.max_distance_at!r}")
    print(f"  not correctly rounded: {summary.not_correctly_rounded:,} ({share:.3%})")
    print(f"  max error against float64: {summary.max_error:.4f} ulp at x = {summary.max_error_at!r}")
    print(f"  max error on subnormal results: {summary.max_subnormal_error:.4f} ulp (of the subnormal grid)")
    print(f"  float64 values near a rounding boundary, decided with mpmath: {summary.rechecked}")
    for kind in ("nan", "+inf", "-inf", "zero"):
        examples = summary.special_examples.get(kind, [])[:5]
        print(
            f"  {kind} results wrong: {summary.special_mismatches.get(kind, 0)}"
            + (f" (x = {examples})" if examples else "")
        )


if __name__ == "__main__":
    sys.exit(main())
