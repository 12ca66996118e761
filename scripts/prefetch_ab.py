"""A/B of `--tosabcast-prefetch-streams`: the math loops strip-mined with prefetches against the same loops without.

    python scripts/prefetch_ab.py                                   # every expanded op, ahead=0 against ahead=1024
    python scripts/prefetch_ab.py --ops erf,pow --variants 0,1024,2048 --strip 128 --rounds 31
    python scripts/prefetch_ab.py --threads 2 --shapes 2048x2048

Each op is compiled once per variant (`ahead` in bytes; the stage text of `tosabcast.pipelines.named`
patched at compile time); every variant must give the first one's bits. Timing as `scripts/math_lanes_ab.py`:
interleaved rounds, the best time of each and, in parentheses, the median of its per-round ratios to the first
variant; the calling thread's CPU time on one thread, wall time on more. Shapes: 64x1024 (256 KiB a tensor, in
L2: what the strips cost where there is nothing to fetch) and 2048x2048 (16 MiB). Inputs uniform in [0.1, 3]
(pow's exponent in [-3, 3]). A dev tool: it prints a Markdown table and checks nothing but the bits.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable
from typing import Any

import numpy as np
from ab_timing import cell, compile_with, interleaved

OPS = ("exp", "sigmoid", "log", "tanh", "erf", "sin", "cos", "pow")
PASS = "tosabcast-prefetch-streams"
BINARY = ("pow", "add", "sub", "maximum", "minimum")


def compiled(op: str, shape: tuple[int, int], ahead: int, strip: int, threads: int) -> Callable[..., Any]:
    t = f"tensor<{shape[0]}x{shape[1]}xf32>"
    operands = f"%a: {t}, %b: {t}" if op in BINARY else f"%a: {t}"
    call = f"tosa.{op} %a, %b : ({t}, {t})" if op in BINARY else f"tosa.{op} %a : ({t})"
    source = f"func.func @main({operands}) -> {t} {{\n  %0 = {call} -> {t}\n  return %0 : {t}\n}}"
    return compile_with(source, "VECTOR_LOOPS", PASS, f"ahead={ahead} strip={strip}", threads)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--ops", default=",".join(OPS))
    parser.add_argument("--variants", default="0,1024", help="comma-separated `ahead` values in bytes")
    parser.add_argument("--strip", type=int, default=128)
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--shapes", default="64x1024,2048x2048")
    parser.add_argument("--rounds", type=int, default=31, help="rounds at 2048x2048 (ten times as many in the cache)")
    args = parser.parse_args()
    variants = [int(v) for v in args.variants.split(",")]
    clock = time.thread_time if args.threads == 1 else time.perf_counter
    rng = np.random.default_rng(0)
    print(f"| op | shape | {' | '.join(f'ahead={v}' for v in variants)} |")
    print(f"|---|---|{'---|' * len(variants)}")
    for text in args.shapes.split(","):
        shape = tuple(int(n) for n in text.split("x"))
        x = np.float32(rng.uniform(0.1, 3, shape))
        y = np.float32(rng.uniform(-3, 3, shape))
        for op in args.ops.split(","):
            operands = (x, y) if op in BINARY else (x,)
            functions = {v: compiled(op, shape, v, args.strip, args.threads) for v in variants}
            want = functions[variants[0]](*operands).tobytes()
            for v, function in functions.items():
                if function(*operands).tobytes() != want:
                    raise SystemExit(f"{op} {text}: ahead={v} gave other bits than ahead={variants[0]}")
            rounds = args.rounds * (10 if shape[0] * shape[1] <= 1 << 16 else 1)
            calls = {v: (lambda f=function, o=operands: f(*o)) for v, function in functions.items()}
            times = interleaved(calls, rounds, clock, shuffle=False)
            cells = [cell(times[v], times[variants[0]]) for v in variants]
            print(f"| {op} | {text} | {' | '.join(cells)} |", flush=True)


if __name__ == "__main__":
    main()
