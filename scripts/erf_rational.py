"""Why erf is not one rational function: fit erf(a) = a N(a^2) / D(a^2) on [0, 3.92] and measure it in f32.

    python scripts/erf_rational.py            # degrees (5, 5), (5, 6), (4, 6); about 20 s
    python scripts/erf_rational.py 5 6        # one pair of degrees (numerator, denominator)

A dev-only measurement (numpy and scipy; scipy is no dependency of the package), the evidence for the erf
paragraph of docs/performance.md. One rational with 12-13 coefficients and a division would cost about what
our exp does, where erf's two polynomials cost 1.5x (issue 13 asks erf <= 1.0x exp). The fit is minimax in
relative error (Loeb's linearization, then Lawson's reweighting, on 4,000 Chebyshev nodes), the coefficients
rounded to f32; the f32 code is modelled exactly as vecmath would build it: |x| clamped to 3.92, t = a * a,
N and D by Horner with fused multiply-adds (a float64 product and sum rounded once to float32), then
a * (N / D) or (a * N) / D. Measured on every `--stride`-th f32 in [0, 3.92] against scipy's float64 erf.

The result on 2026-11-26: the fits reach 2^-25.7 (5, 5) and 2^-28.8 (5, 6), but in f32 both are about 5 ulps
off near 3-3.9, where erf is close to 1 and the rounding errors of N, D, the quotient and the product add up
(5.1-5.8 and 5.2-5.5 ulps on one input in 61), with hundreds of results above 1. TOSA 1.0 allows erf 5 ulps:
at its edge, and erf > 1 is wrong in kind. Our erf stays the two polynomials, within 1 ulp.
"""

from __future__ import annotations

import argparse
import math

import numpy as np
from scipy.special import erf  # type: ignore[import-untyped]

TOP = 3.92  # erf rounds to 1 in f32 from 3.9165 on


def fit(m: int, n: int, nodes: int = 4000, iterations: int = 60) -> tuple[np.ndarray, np.ndarray, float]:
    """Coefficients (lowest first) of N (degree m) and D (degree n, D(0) = 1) for erf(a) / a in t = a^2, and
    the relative error of the fit."""
    a = (TOP / 2) * (1 - np.cos(np.pi * (np.arange(nodes) + 0.5) / nodes))
    t = a * a
    f = erf(a) / a
    weights, previous = np.ones(nodes), np.ones(nodes)
    best: tuple[float, np.ndarray, np.ndarray] | None = None
    for _ in range(iterations):
        columns = [t**k for k in range(m + 1)] + [-f * t**k for k in range(1, n + 1)]
        matrix = np.stack(columns, axis=1) / (f * previous)[:, None]
        root = np.sqrt(weights)
        solution, *_ = np.linalg.lstsq(matrix * root[:, None], root / previous, rcond=None)
        p, q = solution[: m + 1], np.concatenate([[1.0], solution[m + 1 :]])
        numerator, denominator = np.polyval(p[::-1], t), np.polyval(q[::-1], t)
        error = numerator / denominator / f - 1
        worst = float(np.abs(error).max())
        if best is None or worst < best[0]:
            best = (worst, p, q)
        previous = denominator
        weights = weights * (np.abs(error) / worst + 1e-3)
        weights /= weights.sum()
    assert best is not None
    worst, p, q = best
    return p.astype(np.float32).astype(np.float64), q.astype(np.float32).astype(np.float64), worst


def _fma(a: np.ndarray, b: np.ndarray, c: float) -> np.ndarray:
    return (a.astype(np.float64) * b.astype(np.float64) + c).astype(np.float32)


def _horner(t: np.ndarray, coefficients: np.ndarray) -> np.ndarray:
    result = np.full_like(t, np.float32(coefficients[-1]))
    for c in coefficients[-2::-1]:
        result = _fma(result, t, float(np.float32(c)))
    return result


def measure(p: np.ndarray, q: np.ndarray, stride: int) -> None:
    x = np.arange(0, 0x40800000, stride, dtype=np.uint32).view(np.float32)  # [0, 4)
    a = np.minimum(x, np.float32(TOP))
    t = a * a
    numerator, denominator = _horner(t, p), _horner(t, q)
    exact = erf(x.astype(np.float64))
    ulp = 2.0 ** (np.floor(np.log2(np.maximum(exact, 2.0**-126))) - 23)
    for name, got in (("a * (N / D)", a * (numerator / denominator)), ("(a * N) / D", (a * numerator) / denominator)):
        error = np.abs(got.astype(np.float64) - exact) / ulp
        worst = int(error.argmax())
        print(f"  {name}: {error.max():.2f} ulps at x = {x[worst]!r}, {int((got > 1).sum())} results above 1")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("degrees", nargs="*", type=int, help="numerator and denominator degree (default: 3 pairs)")
    parser.add_argument("--stride", type=int, default=61, help="measure every N-th f32 in [0, 4)")
    args = parser.parse_args()
    pairs = [tuple(args.degrees[:2])] if len(args.degrees) >= 2 else [(5, 5), (5, 6), (4, 6)]
    for m, n in pairs:
        p, q, worst = fit(m, n)
        print(f"({m}, {n}): fit to 2^{math.log2(worst):.2f} relative; in f32, one input in {args.stride}:")
        measure(p, q, args.stride)


if __name__ == "__main__":
    main()
