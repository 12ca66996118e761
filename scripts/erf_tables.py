"""Fit and check erf's tables (tosabcast/lowering/erf_table.py): 16 intervals, one polynomial each.

    python scripts/erf_tables.py                 # fit, print the tables as Python, measure on every 41st f32
    python scripts/erf_tables.py --stride 1      # ... on every f32 in [0, 3.92] (about 3 minutes)
    python scripts/erf_tables.py --check         # measure the shipped tables instead of fitting (CI-free)

A dev-only tool (numpy and scipy; scipy is no dependency of the package). `erf_table.py` evaluates, for
a = min(|x|, 3.92), k = round(a s) (16 intervals of width 1/s, centres k/s), d = a - k SPACING (exact),

    erf(a) = base_k + P_k(d),   base_k = a (k < 3) or C_k = f32(erf(k SPACING)) (k >= 3),

P_k of degree 5 by Horner with its six coefficients and the base (as `K_k a + C_k`, K_k in {0, 1}) picked per
lane from 16-entry tables. The sum rounds once and P_k is small against it, so the result is within a few
tenths of an ulp of the rounding of erf's value; where erf varies fast against its own size (a < 0.64:
erf(0.14) is half of erf(0.25)) the base is `a` and P_k = erf(a) - a is a small correction (with C_k there, the
rounding of P_k cost 1.2 ulps near a = 0.14). Coefficients are fitted for relative error (Chebyshev nodes,
Lawson reweighting) and rounded to f32 one at a time, the ones above refitted. `model` is the f32 arithmetic of
the kernel bit for bit (numpy, every fma rounded once); test/exec/test_math.py checks the compiled code
against the error bound this prints, and the shipped tables are those printed here.
"""

from __future__ import annotations

import argparse
import math
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

INTERVALS = 16
DEGREE = 5
LINEAR = 3
"""Intervals k < LINEAR take base a."""
TOP = np.float32(3.92)  # erf rounds to 1 in f32 from 3.9165 on
SCALE = np.float32(math.floor((INTERVALS - 0.6) / float(TOP) * 2**16) / 2**16)  # round(TOP SCALE) = 15
SPACING = np.float32(1 / float(SCALE))
MAGIC = np.float32(1.5 * 2**23)


def _fma(a: object, b: object, c: object) -> np.ndarray:
    """f32 fused multiply-add: the float64 product and sum (exact for these f32 inputs but the sum) rounded once."""
    return (np.asarray(a, np.float64) * np.asarray(b, np.float64) + np.asarray(c, np.float64)).astype(np.float32)


def _fit(k: int, degree: int, nodes: int = 3000) -> tuple[np.ndarray, float, float]:
    """(coefficients lowest first, C_k, the relative error of the fit) of interval k."""
    from scipy.special import erf  # type: ignore[import-untyped]  # dev-only; `model` needs numpy alone

    lo = max(0.0, (k - 0.5) / float(SCALE))
    hi = min((k + 0.5) / float(SCALE), float(TOP))
    a = lo + (hi - lo) / 2 * (1 - np.cos(np.pi * (np.arange(nodes) + 0.5) / nodes))
    center = k * float(SPACING)
    d, f = a - center, erf(a)
    base = 0.0 if k < LINEAR else float(np.float32(erf(center)))
    target = f - (a if k < LINEAR else base)
    first = 1 if k == 0 else 0  # P_0(0) = 0: tiny arguments keep their relative accuracy
    weights, best = np.ones(nodes), None
    for _ in range(40):
        matrix = np.stack([d**j for j in range(first, degree + 1)], 1) / f[:, None]
        root = np.sqrt(weights)
        solution, *_ = np.linalg.lstsq(matrix * root[:, None], target / f * root, rcond=None)
        coefficients = np.concatenate([np.zeros(first), solution])
        error = (np.polyval(coefficients[::-1], d) - target) / f
        worst = np.abs(error).max()
        if best is None or worst < best[0]:
            best = (worst, coefficients)
        weights = weights * (np.abs(error) / worst + 1e-3)
        weights /= weights.sum()
    assert best is not None
    coefficients = list(best[1])
    fixed: list[float] = []
    for j in range(degree + 1):  # round one coefficient, refit the ones above it
        fixed.append(float(np.float32(coefficients[j])))
        if j < degree:
            rest = target - np.polyval(np.array(fixed)[::-1], d)
            matrix = np.stack([d**i for i in range(j + 1, degree + 1)], 1) / f[:, None]
            coefficients[j + 1 :] = list(np.linalg.lstsq(matrix, rest / f, rcond=None)[0])
    error = (np.polyval(np.array(fixed)[::-1], d) - target) / f
    return np.array(fixed), base, float(np.abs(error).max())


def fit() -> tuple[np.ndarray, np.ndarray, np.ndarray, float]:
    """(P [power, interval], C [interval], K [interval], the worst relative error of the fits)."""
    rows, bases, worst = [], [], 0.0
    for k in range(INTERVALS):
        coefficients, base, error = _fit(k, DEGREE)
        rows.append(coefficients)
        bases.append(base)
        worst = max(worst, error)
    linear = [1.0 if k < LINEAR else 0.0 for k in range(INTERVALS)]
    return np.array(rows, np.float32).T, np.array(bases, np.float32), np.array(linear, np.float32), worst


def model(x: np.ndarray, p: np.ndarray, c: np.ndarray, linear: np.ndarray) -> np.ndarray:
    """erf_table.py's f32 arithmetic in numpy, bit for bit."""
    a = np.abs(x)
    a = np.where(a > TOP, TOP, a)  # a NaN stays NaN
    t = _fma(a, SCALE, MAGIC)
    k = t.view(np.int32) & (INTERVALS - 1)
    d = _fma(t - MAGIC, -SPACING, a)
    result = p[-1][k]
    for row in p[-2::-1]:
        result = _fma(result, d, row[k])
    base = _fma(a, linear[k], c[k])
    magnitude = (base.astype(np.float64) + result).astype(np.float32)
    return (magnitude.view(np.uint32) | (x.view(np.uint32) & np.uint32(0x80000000))).view(np.float32)


def accuracy(p: np.ndarray, c: np.ndarray, linear: np.ndarray, stride: int) -> tuple[float, float, float]:
    """(the largest error in ulps, where, the share of results not correctly rounded) on every `stride`-th f32
    from 0 to +inf (erf is odd and the sign is or-ed in: the negative half is the same)."""
    from scipy.special import erf  # type: ignore[import-untyped]

    worst, where, wrong, count = 0.0, 0.0, 0, 0
    top = 0x7F800001
    chunk = stride << 24
    for start in range(0, top, chunk):
        x = np.arange(start, min(start + chunk, top), stride, dtype=np.uint32).view(np.float32)
        exact = erf(x.astype(np.float64))
        got = model(x, p, c, linear).astype(np.float64)
        ulp = 2.0 ** (np.floor(np.log2(np.maximum(np.abs(exact), 2.0**-126))) - 23)
        ulp = np.where(exact >= 1.0, 2.0**-24, ulp)  # the ulp below 1, where erf rounds to 1
        error = np.abs(got - exact) / ulp
        wrong += int(np.count_nonzero(got != exact.astype(np.float32)))
        count += x.size
        if error.max() > worst:
            worst, where = float(error.max()), float(x[error.argmax()])
    return worst, where, wrong / count


def _hex(values: np.ndarray) -> str:
    """Each value as the shortest hex literal of its f32."""

    def one(value: float) -> str:
        mantissa, exponent = float(value).hex().split("p")
        return f'"{mantissa.rstrip("0").rstrip(".")}p{exponent}"'

    return ", ".join(one(v) for v in values)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--stride", type=int, default=41, help="measure every stride-th f32 (1: every one)")
    parser.add_argument("--check", action="store_true", help="measure the shipped tables instead of fitting")
    args = parser.parse_args()
    if args.check:
        from tosabcast.lowering import erf_table

        p = np.array(erf_table.P, np.float32)
        c, linear = np.array(erf_table.C, np.float32), np.array(erf_table.K, np.float32)
        assert (erf_table.SCALE, erf_table.SPACING, erf_table.TOP) == (float(SCALE), float(SPACING), float(TOP))
    else:
        p, c, linear, worst = fit()
        print(f"# {INTERVALS} intervals, degree {DEGREE}: fits within 2^{math.log2(worst):.2f} relative")
        print(f"SCALE = float.fromhex('{float(SCALE).hex()}')\nSPACING = float.fromhex('{float(SPACING).hex()}')")
        print("P = (")
        for row in p:
            print(f"    _hex({_hex(row)}),")
        print(")")
        print(f"C = _hex({_hex(c)})")
        print(f"K = {tuple(float(v) for v in linear)}")
    worst_ulps, where, wrong = accuracy(p, c, linear, args.stride)
    print(f"# every {args.stride}th f32 >= 0: {worst_ulps:.3f} ulps at most (x = {where:.9g}),"
          f" {wrong:.3%} not correctly rounded")  # fmt: skip
    return 0


if __name__ == "__main__":
    sys.stdout.reconfigure(line_buffering=True)  # type: ignore[union-attr]
    raise SystemExit(main())
