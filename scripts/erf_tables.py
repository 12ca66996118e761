"""Fit and check erf's tables (tosabcast/lowering/erf_table.py): 16 intervals, one polynomial each.

    python scripts/erf_tables.py                 # fit, print the tables as Python, measure on every 41st f32
    python scripts/erf_tables.py --stride 1      # ... on every f32 >= 0 (about 8 minutes)
    python scripts/erf_tables.py --check         # measure the shipped tables instead of fitting (CI-free)

A dev-only tool (numpy and scipy; scipy is no dependency of the package). `erf_table.py` evaluates, for
a = min(|x|, 3.92), k = round(a s) (16 intervals of width 1/s), d = a - CENTRE_k (exact),

    erf(a) = a + P_k(d)             k < 3   (P_k = erf(a) - a, degree 5; constant term 0 for k = 0)
    erf(a) = C_k + d H_k(d)         k >= 3  (H_k of degree 4; C_k = f32(erf(CENTRE_k)))

as fma(a, K_k, fma(h, d, C_k)), every coefficient, C_k, K_k (1 or 0) and CENTRE_k picked per lane from
16-entry tables. For k >= 3 the centre is the f32 near k/s whose erf is nearest to an f32 (`_centre`: within
5e-5 ulp), so the last fma rounds erf once; where erf varies fast against its own size (a < 0.64: erf(0.14) is
half of erf(0.25)) the base is `a` and P_k a small correction (with C_k there, its rounding cost 1.2 ulps near
a = 0.14). Coefficients are fitted for relative error (Chebyshev nodes, Lawson reweighting) and rounded to f32
one at a time, the ones above refitted. `model` is the f32 arithmetic of the kernel bit for bit (numpy, every fma
rounded once); test/exec/test_table_erf.py checks that the compiled code gives its bits and that the shipped
tables are those printed here.
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


def _centre(k: int, window: float = 0.03) -> tuple[float, float]:
    """(centre, C_k) of interval k >= LINEAR: the f32 within `window` of k SPACING whose erf is nearest to an f32
    (C_k, within 5e-5 ulp for every k), so that the last fma, C_k + d H(d), rounds erf once."""
    from scipy.special import erf  # type: ignore[import-untyped]  # dev-only; `model` needs numpy alone

    nominal = np.float32(k * float(SPACING))
    steps = int(window / float(np.spacing(nominal)))
    candidates = (nominal.view(np.int32) + np.arange(-steps, steps + 1, dtype=np.int32)).view(np.float32)
    value = erf(candidates.astype(np.float64))
    rounded = value.astype(np.float32).astype(np.float64)
    residual = np.abs(value - rounded) / np.spacing(value.astype(np.float32)).astype(np.float64)
    best = int(np.argmin(residual + np.abs(candidates - nominal) / window * 1e-3))
    return float(candidates[best]), float(rounded[best])


def _fit(k: int, centre: float, base: float, degree: int, nodes: int = 3000) -> tuple[np.ndarray, float]:
    """(coefficients lowest first, the relative error of the fit) of interval k: of erf(a) - a in d = a - centre
    for k < LINEAR (constant term 0 for k = 0), of erf(a) - C_k with constant term C_k (`base`) otherwise."""
    from scipy.special import erf  # type: ignore[import-untyped]

    lo = max(0.0, (k - 0.5) / float(SCALE))
    hi = min((k + 0.5) / float(SCALE), float(TOP))
    a = lo + (hi - lo) / 2 * (1 - np.cos(np.pi * (np.arange(nodes) + 0.5) / nodes))
    d, f = a - centre, erf(a)
    target = f - a if k < LINEAR else f - base
    first = 0 if 0 < k < LINEAR else 1  # the constant term: fitted, or 0 (k = 0) / C_k (carried by `base`)
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
    return np.array(fixed), float(np.abs(error).max())


Tables = tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]
"""(P [power 1..DEGREE, interval], C, K, CENTRE [interval]), f32."""


def fit() -> tuple[Tables, float]:
    """The tables and the worst relative error of the fits."""
    rows, constants, centres, worst = [], [], [], 0.0
    for k in range(INTERVALS):
        centre, base = (k * float(SPACING), 0.0) if k < LINEAR else _centre(k)
        coefficients, error = _fit(k, centre, base, DEGREE)
        rows.append(coefficients[1:])
        constants.append(coefficients[0] if k < LINEAR else base)
        centres.append(centre)
        worst = max(worst, error)
    linear = [1.0 if k < LINEAR else 0.0 for k in range(INTERVALS)]
    f32 = np.float32
    return (np.array(rows, f32).T, np.array(constants, f32), np.array(linear, f32), np.array(centres, f32)), worst


def model(x: np.ndarray, tables: Tables) -> np.ndarray:
    """erf_table.py's f32 arithmetic in numpy, bit for bit."""
    p, c, linear, centre = tables
    a = np.abs(x)
    a = np.where(a > TOP, TOP, a)  # a NaN stays NaN
    t = _fma(a, SCALE, MAGIC)
    k = t.view(np.int32) & (INTERVALS - 1)
    d = (a.astype(np.float64) - centre[k]).astype(np.float32)  # exact
    h = p[-1][k]
    for row in p[-2::-1]:
        h = _fma(h, d, row[k])
    magnitude = _fma(a, linear[k], _fma(h, d, c[k]))
    return (magnitude.view(np.uint32) | (x.view(np.uint32) & np.uint32(0x80000000))).view(np.float32)


def accuracy(tables: Tables, stride: int) -> tuple[float, float, float]:
    """(the largest error in ulps, where, the share of results not correctly rounded) on every `stride`-th f32
    from 0 to +inf (erf is odd and the sign is or-ed in: the negative half is the same)."""
    from scipy.special import erf  # type: ignore[import-untyped]

    worst, where, wrong, count = 0.0, 0.0, 0, 0
    top = 0x7F800001
    chunk = stride << 24
    for start in range(0, top, chunk):
        x = np.arange(start, min(start + chunk, top), stride, dtype=np.uint32).view(np.float32)
        exact = erf(x.astype(np.float64))
        got = model(x, tables).astype(np.float64)
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

        tables = tuple(np.array(t, np.float32) for t in (erf_table.P, erf_table.C, erf_table.K, erf_table.CENTRE))
        assert (erf_table.SCALE, erf_table.SPACING, erf_table.TOP) == (float(SCALE), float(SPACING), float(TOP))
    else:
        tables, worst = fit()
        p, c, linear, centre = tables
        print(f"# {INTERVALS} intervals, degree {DEGREE}: fits within 2^{math.log2(worst):.2f} relative")
        print(f"SCALE = float.fromhex('{float(SCALE).hex()}')\nSPACING = float.fromhex('{float(SPACING).hex()}')")
        print("P = (")
        for row in p:
            print(f"    _hex({_hex(row)}),")
        print(")")
        print(f"C = _hex({_hex(c)})")
        print(f"K = {tuple(float(v) for v in linear)}")
        print(f"CENTRE = _hex({_hex(centre)})")
    worst_ulps, where, wrong = accuracy(tables, args.stride)  # type: ignore[arg-type]
    print(f"# every {args.stride}th f32 >= 0: {worst_ulps:.3f} ulps at most (x = {where:.9g}),"
          f" {wrong:.3%} not correctly rounded")  # fmt: skip
    return 0


if __name__ == "__main__":
    sys.stdout.reconfigure(line_buffering=True)  # type: ignore[union-attr]
    raise SystemExit(main())
