"""A/B of `--tosabcast-interchange-reductions` and of the hwcf filter layout: matmuls and convolutions, one thread.

    python scripts/interchange_ab.py                 # the shapes below, 15 interleaved rounds
    python scripts/interchange_ab.py --rounds 31

Each shape is compiled three times with our lowering and `threads=1`: as shipped ("ours"), without the
interchange pass ("no interchange": `named.INTERCHANGE` emptied), and, for convolutions, also with stock's
fhwc filter layout ("fhwc": the layout the upstream pipeline keeps). Every variant must give the same bits (the
interchange keeps each output element's sum in its order; the filter layout does not change the loops).
Reported: the fastest call of each over `--rounds` rounds, in a fresh random order each round
(`bench/models.py`'s `time_interleaved`). A dev tool like
scripts/small_loops_ab.py: it prints a Markdown table and checks nothing but the bits.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

import numpy as np

import tosabcast
from tosabcast.pipelines import named

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bench"))
from models import time_interleaved  # bench/models.py

from bench import steady_allocator  # bench/bench.py

MATMULS = [
    (1, 64, 16, 32),
    (1, 64, 32, 32),
    (1, 64, 32, 8),
    (1, 64, 48, 32),
    (1, 64, 64, 64),
    (8, 64, 64, 64),
    (1, 256, 256, 256),
]
"""(batch, m, k, n)."""

CONVS = [
    (64, 6, 6, 4, 3, 8),  # decoder's
    (64, 6, 6, 8, 2, 16),  # decoder's: 2x2x8 = 32 reduction steps, left to LLVM
    (64, 10, 10, 3, 3, 8),  # cnn's first: 3x3x3 = 27 steps, but 8 filters: interchanged
    (64, 6, 6, 8, 3, 8),  # cnn's second
    (64, 6, 6, 8, 1, 16),  # depthwise's pointwise: 8 steps, left to LLVM
    (64, 6, 6, 16, 1, 8),  # depthwise's other pointwise: 16 steps, 8 filters
    (64, 10, 10, 16, 3, 32),
]
"""(batch, height, width, channels, kernel, filters): the models' shapes at batch 64, and a larger one."""


def matmul(b: int, m: int, k: int, n: int) -> tuple[str, list[np.ndarray[Any, Any]]]:
    a, w, c = f"tensor<{b}x{m}x{k}xf32>", f"tensor<{b}x{k}x{n}xf32>", f"tensor<{b}x{m}x{n}xf32>"
    text = f"""func.func @main(%a: {a}, %b: {w}) -> {c} {{
  %z = "tosa.const"() <{{values = dense<0.0> : tensor<1xf32>}}> : () -> tensor<1xf32>
  %0 = tosa.matmul %a, %b, %z, %z : ({a}, {w}, tensor<1xf32>, tensor<1xf32>) -> {c}
  return %0 : {c}
}}"""
    rng = np.random.default_rng(0)
    return text, [rng.random((b, m, k), np.float32), rng.random((b, k, n), np.float32)]


def conv(n: int, h: int, w: int, c: int, k: int, f: int) -> tuple[str, list[np.ndarray[Any, Any]]]:
    x, wt, o = (
        f"tensor<{n}x{h}x{w}x{c}xf32>",
        f"tensor<{f}x{k}x{k}x{c}xf32>",
        f"tensor<{n}x{h - k + 1}x{w - k + 1}x{f}xf32>",
    )
    text = f"""func.func @main(%x: {x}, %w: {wt}) -> {o} {{
  %b = "tosa.const"() <{{values = dense<0.5> : tensor<{f}xf32>}}> : () -> tensor<{f}xf32>
  %z = "tosa.const"() <{{values = dense<0.0> : tensor<1xf32>}}> : () -> tensor<1xf32>
  %0 = tosa.conv2d %x, %w, %b, %z, %z {{acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>,
      stride = array<i64: 1, 1>}} : ({x}, {wt}, tensor<{f}xf32>, tensor<1xf32>, tensor<1xf32>) -> {o}
  return %0 : {o}
}}"""
    rng = np.random.default_rng(0)
    return text, [rng.random((n, h, w, c), np.float32), rng.random((f, k, k, c), np.float32)]


def compiled(text: str, *, interchange: bool = True, hwcf: bool = True) -> Any:
    saved_interchange, saved_lowering = named.INTERCHANGE, named.LOWERINGS["tosabcast"]
    try:
        if not interchange:
            named.INTERCHANGE = "canonicalize"
        if not hwcf:
            named.LOWERINGS["tosabcast"] = saved_lowering.replace(named.HWCF, "tosa-to-linalg-named,")
        return tosabcast.compile(text, threads=1)
    finally:
        named.INTERCHANGE, named.LOWERINGS["tosabcast"] = saved_interchange, saved_lowering


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=15)
    args = parser.parse_args()
    steady_allocator()
    print("| op | ours | no interchange | fhwc | no interchange / ours |\n| --- | --- | --- | --- | --- |")
    cases = [("matmul " + "x".join(map(str, s)), *matmul(*s), False) for s in MATMULS]
    cases += [("conv2d " + "x".join(map(str, s)), *conv(*s), True) for s in CONVS]
    for name, text, inputs, is_conv in cases:
        programs = {"ours": compiled(text), "no interchange": compiled(text, interchange=False)}
        if is_conv:
            programs["fhwc"] = compiled(text, hwcf=False)
        results = {k: p.main(*inputs) for k, p in programs.items()}
        if any(not np.array_equal(r, results["ours"]) for r in results.values()):
            print(f"{name}: the variants' results differ", file=sys.stderr)
            return 1
        best = time_interleaved({k: (lambda p=p, xs=inputs: p.main(*xs)) for k, p in programs.items()}, args.rounds, 0)
        fhwc = f"{best['fhwc'] * 1e6:.1f} us" if "fhwc" in best else "-"
        ratio = best["no interchange"] / best["ours"]
        print(
            f"| {name} | {best['ours'] * 1e6:.1f} us | {best['no interchange'] * 1e6:.1f} us | {fhwc} | {ratio:.2f}x |"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
