"""A/B of `--tosabcast-table-erf`: erf from tables in hand-vectorized loops against expand-math's polynomials.

    python scripts/table_erf_ab.py                          # erf and GELU, 64x1024 and 2048x2048, one thread
    python scripts/table_erf_ab.py --threads 2 --rounds 41

Each case is compiled with the pass on (`lanes=16`; and with one vector a step, `chains=1`) and off (`lanes=0`:
expand-math's `vecmath.erf_f32`), next to our exp on the same shape, the stage text of `tosabcast.pipelines.named`
patched at compile time. Timing as `scripts/prefetch_ab.py`: interleaved rounds in a fresh order each, the best
time of each variant and, in parentheses, the median of its per-round ratios to our exp; the calling thread's CPU
time on one thread, wall time on more. GELU is torch's exact one, x/2 (1 + erf(x/sqrt 2)), as one fused loop.
Inputs uniform in [-4, 4]. The two erfs may differ in the last bit; each is checked within 1 ulp of the correctly
rounded result (float64 `math.erf` rounded to f32) on every 97th input. A dev tool: it prints a Markdown table.
"""

from __future__ import annotations

import argparse
import math
import time
from collections.abc import Callable
from typing import Any

import numpy as np
from ab_timing import cell, compile_with, interleaved

from tosabcast.runtime.reference import ulp_distance

PASS = "tosabcast-table-erf"
CASES = {
    "erf": "%out = tosa.erf %a : ($t) -> $t",
    "gelu": (
        '%h = "tosa.const"() <{values = dense<0.70710677> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>\n'
        '%half = "tosa.const"() <{values = dense<0.5> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>\n'
        '%one = "tosa.const"() <{values = dense<1.0> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>\n'
        '%s = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>\n'
        "%x = tosa.mul %a, %h, %s : ($t, tensor<1x1xf32>, tensor<1xi8>) -> $t\n"
        "%e = tosa.erf %x : ($t) -> $t\n"
        "%p = tosa.add %e, %one : ($t, tensor<1x1xf32>) -> $t\n"
        "%q = tosa.mul %a, %half, %s : ($t, tensor<1x1xf32>, tensor<1xi8>) -> $t\n"
        "%out = tosa.mul %q, %p, %s : ($t, $t, tensor<1xi8>) -> $t"
    ),
    "exp": "%out = tosa.exp %a : ($t) -> $t",
}


VARIANTS = {"tables": "lanes=16", "one chain": "lanes=16 chains=1", "polynomials": "lanes=0"}
"""Columns: the pass's options (`chains=1`: one vector a step, LLVM unrolling the loop 4 times, the pass's
first form)."""


def compiled(case: str, shape: tuple[int, int], options: str | None, threads: int) -> Callable[..., Any]:
    t = f"tensor<{shape[0]}x{shape[1]}xf32>"
    body = "\n  ".join(CASES[case].replace("$t", t).splitlines())
    source = f"func.func @main(%a: {t}) -> {t} {{\n  {body}\n  return %out : {t}\n}}"
    return compile_with(source, "EXPAND_EXP", PASS, options, threads)


def _check(case: str, x: np.ndarray, got: np.ndarray) -> None:
    if case != "erf":
        return
    sample = x.reshape(-1)[::97].astype(np.float64)
    rounded = np.array([math.erf(v) for v in sample], np.float32)
    distance = ulp_distance(got.reshape(-1)[::97], rounded, "f32")
    assert distance.max() <= 1, f"erf {distance.max()} ulps from the correctly rounded result"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--cases", default="erf,gelu")
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--shapes", default="64x1024,2048x2048")
    parser.add_argument("--rounds", type=int, default=31, help="rounds at 2048x2048 (ten times as many in the cache)")
    args = parser.parse_args()
    clock = time.thread_time if args.threads == 1 else time.perf_counter
    rng = np.random.default_rng(0)
    print(f"| case | shape | {' | '.join(VARIANTS)} | our exp |")
    print(f"|---|---|{'---|' * len(VARIANTS)}---|")
    for text in args.shapes.split(","):
        rows, cols = (int(v) for v in text.split("x"))
        x = rng.uniform(-4.0, 4.0, (rows, cols)).astype(np.float32)
        rounds = args.rounds if rows * cols >= 1 << 20 else args.rounds * 10
        exp = compiled("exp", (rows, cols), None, args.threads)
        for case in args.cases.split(","):
            functions = {name: compiled(case, (rows, cols), o, args.threads) for name, o in VARIANTS.items()}
            functions["exp"] = exp
            for name, function in functions.items():
                if name != "exp":
                    _check(case, x, function(x))
            times = interleaved({name: (lambda f=f, x=x: f(x)) for name, f in functions.items()}, rounds, clock)
            print(f"| {case} | {text} | {' | '.join(cell(times[n], times['exp']) for n in functions)} |", flush=True)


if __name__ == "__main__":
    main()
