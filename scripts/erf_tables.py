"""Why erf is not a table of polynomials either: piecewise erf with per-lane coefficients from a register table.

    python scripts/erf_tables.py                 # fit, accuracy, then time in cache and at 2048x2048 (about 1 min)
    python scripts/erf_tables.py --accuracy      # the fits and their f32 accuracy only

A dev-only measurement (numpy and scipy; scipy is no dependency of the package), the evidence for the
table paragraph of `tosabcast/lowering/vecmath.py`'s docstring. Our erf evaluates two polynomials (23
coefficients) for every element and selects one result; issue 13 asks erf <= 1.0x our exp, whose loop has
about 23 vector instructions per 8 elements to erf's 36. The alternative measured here evaluates ONE polynomial
per element, of degree d in s = |x| - k/scale on interval k = round(|x| scale), its coefficients picked per lane
from tables held in registers:

    8 intervals, d = 6   `vpermps` (a variable permute across the 8 lanes; LLVM makes it from a build_vector of
                         extracts, `vector.from_elements` of `vector.extract`s here), 7 per vector
    4 intervals, d = 8   `vpermilps` (within each 128-bit half, the table in both halves; x86 only, through
                         `llvm.call_intrinsic`), 9 per vector

Interval 0 is centred on 0 with no constant term, so tiny arguments keep their relative accuracy. Coefficients
are fitted for relative error (Chebyshev nodes, Lawson reweighting), rounded to f32 one at a time with the rest
refitted. The kernels are hand-written vector loops (our pipeline leaves vectorizing to LLVM, which cannot
vectorize a table lookup: "instruction return type cannot be vectorized"), timed against our compiled exp and
erf, each call alone, best of `--rounds` interleaved rounds of thread CPU time.

The result on 2026-11-27 (AMD EPYC Zen 3, one thread, the fuzzer busy on the other core): both fits are within
2.1-2.2 ulps of erf (our erf: 1), the worst at tiny arguments, where the f32 rounding of 2/sqrt(pi) shows. In
cache (65,536 elements) the kernels took 43.6 and 45.1 us against our erf's 47.1 and our exp's 30.5 us: 1.43x
and 1.48x exp. At 2048x2048, 1.55x and 1.26x, our erf 1.58x. `llvm-mca -mcpu=znver3` puts the first loop at
8.7 cycles per 8 elements and exp's at 9.4, but `vpermps` is 2 uops and each vector's chain of dependent fused
multiply-adds is long, so fewer vectors are in flight than the count suggests; Estrin's scheme in place of
Horner's measured the same. A fifth to a tenth off erf's time, for a vectorizer of our own and an x86-only
intrinsic, and 2 ulps instead of 1: not taken. (The kernels are measurements: `fptosi` of a NaN is poison in
LLVM, so they are checked against their model on finite inputs only.)
"""

from __future__ import annotations

import argparse
import ctypes
import math
import random
import sys
import time
from collections.abc import Callable
from typing import Any

import numpy as np
from mlir import ir
from mlir.execution_engine import ExecutionEngine
from mlir.passmanager import PassManager
from mlir.runtime import get_ranked_memref_descriptor
from scipy.special import erf  # type: ignore[import-untyped]

import tosabcast

TOP = np.float32(3.92)  # erf rounds to 1 in f32 from 3.9165 on
TO_LLVM = (
    "builtin.module(convert-vector-to-llvm,convert-scf-to-cf,convert-math-to-llvm,convert-arith-to-llvm,"
    "convert-index-to-llvm,expand-strided-metadata,finalize-memref-to-llvm,convert-cf-to-llvm,convert-func-to-llvm,"
    "reconcile-unrealized-casts)"
)
VARIANTS = {"perm8": (8, 6, "vpermps"), "permil4": (4, 8, "vpermilps")}
"""name -> (intervals, degree, lookup)."""


def _fma(a: Any, b: Any, c: Any) -> np.ndarray:
    """f32 fused multiply-add: the float64 product and sum (exact for f32 inputs but the sum) rounded once."""
    return (np.asarray(a, np.float64) * np.asarray(b, np.float64) + np.asarray(c, np.float64)).astype(np.float32)


def _fit(lo: float, hi: float, degree: int, center: float, nodes: int = 2000) -> np.ndarray:
    """f32 coefficients (lowest first) of erf on [lo, hi] in s = a - center, relative error minimised; no
    constant term when center is 0."""
    a = lo + (hi - lo) / 2 * (1 - np.cos(np.pi * (np.arange(nodes) + 0.5) / nodes))
    s, f = a - center, erf(a)
    first = 1 if center == 0 else 0
    weights, best = np.ones(nodes), None
    for _ in range(30):
        matrix = np.stack([s**k for k in range(first, degree + 1)], 1) / f[:, None]
        root = np.sqrt(weights)
        solution, *_ = np.linalg.lstsq(matrix * root[:, None], root, rcond=None)
        coefficients = np.concatenate([np.zeros(first), solution])
        error = np.polyval(coefficients[::-1], s) / f - 1
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
            rest = f - np.polyval(np.array(fixed)[::-1], s)
            matrix = np.stack([s**k for k in range(j + 1, degree + 1)], 1) / f[:, None]
            coefficients[j + 1 :] = list(np.linalg.lstsq(matrix, rest / f, rcond=None)[0])
    return np.array(fixed)


def tables(intervals: int, degree: int) -> tuple[np.ndarray, float, float]:
    """Coefficient tables [interval, power], the scale and the f32 spacing of the interval centres."""
    scale = math.floor((intervals - 0.5) / 3.93 * 256) / 256  # the last interval reaches past TOP
    spacing = float(np.float32(1 / scale))
    rows = []
    for k in range(intervals):
        lo, hi = max(0.0, (k - 0.5) / scale), min((k + 0.5) / scale, float(TOP))
        rows.append(_fit(lo, hi, degree, k * spacing))
    return np.array(rows), scale, spacing


def model(x: np.ndarray, table: np.ndarray, scale: float, spacing: float) -> np.ndarray:
    """The kernel's arithmetic in numpy, bit for bit (f32 rounding of every step)."""
    a = np.minimum(np.abs(x), TOP)
    k = np.minimum(np.trunc(_fma(a, np.float32(scale), np.float32(0.5))).astype(np.int64), len(table) - 1)
    s = _fma(k.astype(np.float32), np.float32(-spacing), a)
    c = table.astype(np.float32)
    result = c[k, -1]
    for j in range(table.shape[1] - 2, -1, -1):
        result = _fma(result, s, c[k, j])
    return np.copysign(result, x)


def accuracy(table: np.ndarray, scale: float, spacing: float, stride: int = 41) -> tuple[float, float]:
    """The largest error in ulps on every `stride`-th f32 in [0, 3.92], and where."""
    x = np.arange(0, 0x407B0000, stride, dtype=np.uint32).view(np.float32)
    exact = erf(x.astype(np.float64))
    ulp = 2.0 ** (np.floor(np.log2(np.maximum(exact, 2.0**-126))) - 23)
    error = np.abs(model(x, table, scale, spacing).astype(np.float64) - exact) / ulp
    return float(error.max()), float(x[error.argmax()])


def kernel(name: str, table: np.ndarray, scale: float, spacing: float, lookup: str) -> str:
    """A vector loop over memref<?xf32> (length a multiple of 8) computing the table erf."""
    intervals, degree = len(table), table.shape[1] - 1

    def vec(values: list[float]) -> str:
        return "dense<[" + ", ".join(repr(float(np.float32(v))) for v in values) + "]> : vector<8xf32>"

    lines = [
        f"func.func @{name}(%x: memref<?xf32>, %y: memref<?xf32>) attributes {{llvm.emit_c_interface}} {{",
        "  %zero = arith.constant 0 : index",
        "  %eight = arith.constant 8 : index",
        "  %n = memref.dim %x, %zero : memref<?xf32>",
        f"  %top = arith.constant dense<{float(TOP)!r}> : vector<8xf32>",
        f"  %scale = arith.constant dense<{scale!r}> : vector<8xf32>",
        "  %half = arith.constant dense<0.5> : vector<8xf32>",
        f"  %spacing = arith.constant dense<{-spacing!r}> : vector<8xf32>",
        "  %sign = arith.constant dense<-2147483648> : vector<8xi32>",
        f"  %last = arith.constant dense<{intervals - 1}> : vector<8xi32>",
    ]
    lines += [f"  %t{j} = arith.constant {vec([table[k % intervals][j] for k in range(8)])}" for j in range(degree + 1)]
    lines += [
        "  scf.for %i = %zero to %n step %eight {",
        "    %v = vector.load %x[%i] : memref<?xf32>, vector<8xf32>",
        "    %abs = math.absf %v : vector<8xf32>",
        "    %over = arith.cmpf ogt, %abs, %top : vector<8xf32>",
        "    %a = arith.select %over, %top, %abs : vector<8xi1>, vector<8xf32>",  # a NaN stays NaN
        "    %m = math.fma %a, %scale, %half : vector<8xf32>",
        "    %kt = arith.fptosi %m : vector<8xf32> to vector<8xi32>",
        "    %k = arith.minsi %kt, %last : vector<8xi32>",
        "    %fk = arith.sitofp %k : vector<8xi32> to vector<8xf32>",
        "    %s = math.fma %fk, %spacing, %a : vector<8xf32>",
    ]
    if lookup == "vpermps":
        for lane in range(8):
            lines.append(f"    %l{lane} = vector.extract %k[{lane}] : i32 from vector<8xi32>")
            lines.append(f"    %i{lane} = arith.index_cast %l{lane} : i32 to index")
    for j in range(degree + 1):
        if lookup == "vpermps":
            picked = [f"%e{j}_{lane}" for lane in range(8)]
            lines += [
                f"    %e{j}_{lane} = vector.extract %t{j}[%i{lane}] : f32 from vector<8xf32>" for lane in range(8)
            ]
            lines.append(f"    %c{j} = vector.from_elements {', '.join(picked)} : vector<8xf32>")
        else:
            lines.append(
                f'    %c{j} = llvm.call_intrinsic "llvm.x86.avx.vpermilvar.ps.256"(%t{j}, %k) : '
                "(vector<8xf32>, vector<8xi32>) -> vector<8xf32>"
            )
    previous = f"%c{degree}"
    for j in range(degree - 1, -1, -1):
        lines.append(f"    %h{j} = math.fma {previous}, %s, %c{j} : vector<8xf32>")
        previous = f"%h{j}"
    lines += [
        f"    %rb = arith.bitcast {previous} : vector<8xf32> to vector<8xi32>",
        "    %vb = arith.bitcast %v : vector<8xf32> to vector<8xi32>",
        "    %sb = arith.andi %vb, %sign : vector<8xi32>",
        "    %ob = arith.ori %rb, %sb : vector<8xi32>",
        "    %o = arith.bitcast %ob : vector<8xi32> to vector<8xf32>",
        "    vector.store %o, %y[%i] {alignment = 32, nontemporal = true} : memref<?xf32>, vector<8xf32>",
        "  }",
        "  return",
        "}",
    ]
    return "\n".join(lines)


class Kernel:
    """A compiled kernel with its own aligned output buffer, which `bind(x)()` returns."""

    def __init__(self, name: str, source: str, size: int) -> None:
        with ir.Context(), ir.Location.unknown():
            module = ir.Module.parse(source)
            PassManager.parse(TO_LLVM).run(module.operation)
            self.engine = ExecutionEngine(module, opt_level=3)
        self.name = name
        buffer = np.empty(size + 16, np.float32)
        offset = (-buffer.ctypes.data % 64) // 4
        self.out = buffer[offset : offset + size]
        self._keep: list[Any] = [buffer]

    def bind(self, x: np.ndarray) -> Callable[[], np.ndarray]:
        """A call on `x` with its descriptors built once (building one costs more than the kernel in cache)."""
        self._keep.append(x)
        pointers = [ctypes.pointer(ctypes.pointer(get_ranked_memref_descriptor(a))) for a in (x, self.out)]

        def call() -> np.ndarray:
            self.engine.invoke(self.name, *pointers)
            return self.out

        return call


def ours(op: str, size: int) -> Callable[[np.ndarray], Any]:
    text = (
        f"func.func @main(%a: tensor<{size}xf32>) -> tensor<{size}xf32> {{\n"
        f"  %0 = tosa.{op} %a : (tensor<{size}xf32>) -> tensor<{size}xf32>\n"
        f"  return %0 : tensor<{size}xf32>\n}}"
    )
    return tosabcast.compile(text, threads=1).main


def time_all(calls: dict[str, Callable[[], Any]], rounds: int, repeat: int) -> dict[str, float]:
    """Best thread CPU time per call over interleaved rounds (a fresh order each round)."""
    best = dict.fromkeys(calls, math.inf)
    order = list(calls)
    for _ in range(rounds):
        random.shuffle(order)
        for name in order:
            start = time.thread_time()
            for _ in range(repeat):
                calls[name]()
            best[name] = min(best[name], (time.thread_time() - start) / repeat)
    return best


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--accuracy", action="store_true", help="fit and measure accuracy only")
    parser.add_argument("--rounds", type=int, default=25)
    args = parser.parse_args()
    built = {}
    for name, (intervals, degree, lookup) in VARIANTS.items():
        table, scale, spacing = tables(intervals, degree)
        worst, where = accuracy(table, scale, spacing)
        print(f"{name}: {intervals} intervals, degree {degree}, {lookup}: {worst:.2f} ulps at most (x = {where:.6g})")
        built[name] = (table, scale, spacing, lookup)
    if args.accuracy:
        return 0
    rng = np.random.default_rng(0)
    for size, repeat in ((65536, 200), (2048 * 2048, 1)):
        x = (rng.standard_normal(size) * 2).astype(np.float32)
        calls: dict[str, Callable[[], Any]] = {}
        for name, (table, scale, spacing, lookup) in built.items():
            compiled = Kernel(name, kernel(name, table, scale, spacing, lookup), size)
            calls[name] = compiled.bind(x)
            if not np.array_equal(calls[name](), model(x, table, scale, spacing)):  # the model, bit for bit
                print(f"{name}: the kernel's results differ from its numpy model", file=sys.stderr)
                return 1
        for op in ("exp", "erf"):
            main_fn = ours(op, size)
            calls[f"our {op}"] = lambda main_fn=main_fn, x=x: main_fn(x)
        best = time_all(calls, args.rounds, repeat)
        print(f"\n{size} elements, one thread, best of {args.rounds} rounds (thread CPU time per call):")
        for name, seconds in best.items():
            print(f"  {name:10s} {seconds * 1e6:9.1f} us   {seconds / best['our exp']:.2f}x our exp")
    return 0


if __name__ == "__main__":
    sys.stdout.reconfigure(line_buffering=True)  # type: ignore[union-attr]
    raise SystemExit(main())
