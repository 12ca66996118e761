"""A/B of `--tosabcast-expand-math`'s `lanes`: the math loops at 16 lanes, 4 vector steps interleaved,
against LLVM's own choice (8 lanes on AVX-512 hosts, which LLVM gives 256-bit vectors by default).

    python scripts/math_lanes_ab.py                          # every expanded op, in the cache and at 2048x2048
    python scripts/math_lanes_ab.py --ops exp,pow --rounds 51

Each op is compiled twice, `tosabcast-expand-math{lanes=0}` and `{lanes=16}` (the stage text of
`tosabcast.pipelines.named` patched at compile time), with `threads=1`; both compiled programs must give the
same bits. Timing as `scripts/math_speed.py`: the calling thread's CPU time, interleaved rounds, the best time
of each, and the median of the per-round ratios in parentheses. Shapes: 64x1024 (256 KiB a tensor, in L2:
what the loop's code costs) and 2048x2048 (16 MiB: memory's share too). Inputs uniform in [0.1, 3] (pow's
exponent in [-3, 3]). A dev tool: it prints a Markdown table and checks nothing but the bits.
"""

from __future__ import annotations

import argparse
import statistics
from typing import Any

import numpy as np
from ab_timing import compile_with, interleaved

OPS = ("exp", "sigmoid", "log", "tanh", "erf", "sin", "cos", "pow")
SHAPES = ((64, 1024), (2048, 2048))


def compiled(op: str, shape: tuple[int, int], lanes: int) -> Any:
    t = f"tensor<{shape[0]}x{shape[1]}xf32>"
    operands = f"%a: {t}, %b: {t}" if op == "pow" else f"%a: {t}"
    call = f"tosa.pow %a, %b : ({t}, {t})" if op == "pow" else f"tosa.{op} %a : ({t})"
    source = f"func.func @main({operands}) -> {t} {{\n  %0 = {call} -> {t}\n  return %0 : {t}\n}}"
    return compile_with(source, "EXPAND_EXP", "tosabcast-expand-math", f"lanes={lanes}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--ops", default=",".join(OPS))
    parser.add_argument("--rounds", type=int, default=31, help="rounds at 2048x2048 (ten times as many in the cache)")
    args = parser.parse_args()
    ops = args.ops.split(",")
    rng = np.random.default_rng(0)
    print("| op | shape | LLVM's width | 16 lanes | 16 lanes / LLVM's |")
    print("|---|---|---|---|---|")
    for shape in SHAPES:
        x = np.float32(rng.uniform(0.1, 3, shape))
        y = np.float32(rng.uniform(-3, 3, shape))
        for op in ops:
            operands = (x, y) if op == "pow" else (x,)
            narrow, wide = compiled(op, shape, 0), compiled(op, shape, 16)
            if narrow(*operands).tobytes() != wide(*operands).tobytes():
                raise SystemExit(f"{op} {shape}: 16 lanes gave other bits than LLVM's width")
            rounds = args.rounds * (10 if shape[0] * shape[1] <= 1 << 16 else 1)
            calls = {name: (lambda f=f, o=operands: f(*o)) for name, f in (("narrow", narrow), ("wide", wide))}
            times = interleaved(calls, rounds, shuffle=False)
            best = {name: min(values) for name, values in times.items()}
            median = statistics.median(w / n for w, n in zip(times["wide"], times["narrow"], strict=True))
            print(
                f"| {op} | {shape[0]}x{shape[1]} | {best['narrow'] * 1e3:.3f} ms | {best['wide'] * 1e3:.3f} ms |"
                f" {best['wide'] / best['narrow']:.2f}x ({median:.2f}x) |",
                flush=True,
            )


if __name__ == "__main__":
    main()
