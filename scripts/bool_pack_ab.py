"""A/B of `--tosabcast-vectorize-bool-stores{pack=...}`: AVX2's pack shuffles against one zero extension.

    python scripts/bool_pack_ab.py                 # greater_equal and equal f32 at 2048x2048, one thread
    python scripts/bool_pack_ab.py --rounds 61 --size 1024

Each compare is compiled with `pack=shuffles` and `pack=extend` (the stage text of `tosabcast.pipelines.named`
patched at compile time) and timed beside numpy in interleaved rounds, a fresh order each; printed: the best
thread CPU time of each and the median of its per-round ratios to numpy. Results must equal numpy's (half the
pairs of `equal` are equal). A dev tool: it prints a Markdown table.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import Any

import numpy as np
from ab_timing import cell, compile_with, interleaved

PASS = "tosabcast-vectorize-bool-stores"
OPS = {"greater_equal": np.greater_equal, "equal": np.equal}


def compiled(op: str, size: int, pack: str) -> Callable[..., Any]:
    t, r = f"tensor<{size}x{size}xf32>", f"tensor<{size}x{size}xi1>"
    source = f"func.func @main(%a: {t}, %b: {t}) -> {r} {{\n  %0 = tosa.{op} %a, %b : ({t}, {t}) -> {r}\n"
    source += f"  return %0 : {r}\n}}"
    return compile_with(source, "VECTOR_LOOPS", PASS, f"pack={pack}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--size", type=int, default=2048)
    parser.add_argument("--rounds", type=int, default=41)
    args = parser.parse_args()
    rng = np.random.default_rng(0)
    a = rng.uniform(-1, 1, (args.size, args.size)).astype(np.float32)
    print("| op | shuffles | extend | numpy |")
    print("|---|---|---|---|")
    for op, reference in OPS.items():
        b = rng.uniform(-1, 1, a.shape).astype(np.float32)
        if op == "equal":
            b = np.where(rng.random(a.shape) < 0.5, a, b)
        calls: dict[str, Callable[[], Any]] = {}
        for pack in ("shuffles", "extend"):
            function = compiled(op, args.size, pack)
            calls[pack] = lambda f=function, b=b: f(a, b)
        calls["numpy"] = lambda b=b, reference=reference: reference(a, b)
        for name, call in calls.items():
            assert np.array_equal(call(), reference(a, b)), name
        times = interleaved(calls, args.rounds)
        print(f"| {op} f32 | {' | '.join(cell(times[n], times['numpy']) for n in calls)} |", flush=True)


if __name__ == "__main__":
    main()
