"""`--tosabcast-vectorize-small-loops` on and off, side by side, with upstream's lowering as a third column.

    python scripts/small_loops_ab.py                  # exp and add, rows of N against a broadcast column
    python scripts/small_loops_ab.py --ops exp,tanh --rounds 31
    python scripts/small_loops_ab.py --options max-unrolled-ops=1000   # the pass with other options
    python scripts/small_loops_ab.py --models attention,lstm_cell       # static twins of whole models, batch 64
    python scripts/small_loops_ab.py --models attention --dynamic       # the dynamic programs, at batch 64
    python scripts/small_loops_ab.py --softmax                          # softmax over rows of 10, 100, 1000

Each case is `x - b` then the op (or the op itself for a binary one) on `RxN` (`32x8xN` and `256xN`) against
`Rx1`: the broadcast along the last dim keeps the inner loop of N iterations from merging with the loops around
it. One thread; every time is the median of `--rounds` interleaved rounds (bench/bench.py's `time_interleaved`);
the results of both of our builds must be the same bits. A dev tool like scripts/stream_stores_ab.py: it prints
a Markdown table and checks nothing.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np

import tosabcast
from tosabcast.pipelines import named

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench"))
from bench import time_interleaved

SHAPES = (
    [(f"32x8x{n}", "32x8x1") for n in (4, 8, 12, 16, 20, 24, 32)]
    + [(f"256x{n}", "256x1") for n in (4, 8, 12)]
    + [(f"512x{n}", "512x1") for n in (7, 10, 14)]
)
SHAPES_4 = [(f"{1024 // m}x{m}x4", f"{1024 // m}x{m}x1") for m in (2, 4, 8, 16, 32)] + [
    (f"{m}x4", f"{m}x1") for m in (8, 16, 32, 1024)
]


def source(op: str, shape: str, column: str) -> str:
    t, b = f"tensor<{shape}xf32>", f"tensor<{column}xf32>"
    if op in ("add", "sub", "mul", "maximum"):
        body = f"%0 = tosa.{op} %a, %b : ({t}, {b}) -> {t}"
    else:
        body = f"%s = tosa.sub %a, %b : ({t}, {b}) -> {t}\n  %0 = tosa.{op} %s : ({t}) -> {t}"
    return f"func.func @main(%a: {t}, %b: {b}) -> {t} {{\n  {body}\n  return %0 : {t}\n}}"


def build(text: str, variant: str, options: str = "", threads: int | None = 1) -> Any:
    saved = named.SMALL_LOOPS
    if variant == "without":
        named.SMALL_LOOPS = "canonicalize"
    elif options:
        named.SMALL_LOOPS = f"{saved}{{{options}}}"
    try:
        return tosabcast.compile(text, threads=threads, lowering="upstream" if variant == "upstream" else "tosabcast")
    finally:
        named.SMALL_LOOPS = saved


def models(names: list[str], rounds: int, dynamic: bool) -> None:
    """Each model's static twin at batch 64 (bench/models.py), or its dynamic program called at batch 64, with
    and without the pass, and upstream."""
    import models as bench_models

    calls: dict[tuple[str, str], Callable[[], Any]] = {}
    for name in names:
        text = (bench_models.MODELS / f"{name}_dynamic.mlir").read_text()
        twin = text if dynamic else bench_models.static_twin(text, 64)
        inputs = bench_models.batch_inputs(name, 64)
        for variant in ("without", "with", "upstream"):
            program = build(twin, variant, threads=None)  # as bench/models.py compiles
            calls[name, variant] = lambda p=program, xs=inputs: p.main(*xs)
    median = time_interleaved(calls, rounds, random.Random(0))
    what = "dynamic programs called at" if dynamic else "static twins at"
    print(f"{what} batch 64, all threads, median of {rounds} interleaved rounds\n")
    print("| model | without the pass | with it | upstream | with / upstream |")
    print("|---|---|---|---|---|")
    for name in names:
        off, on, up = (median[name, v] * 1e6 for v in ("without", "with", "upstream"))
        print(f"| {name} | {off:.1f} us | {on:.1f} us | {up:.1f} us | {on / up:.2f}x |")


def softmax_source(rows: int | str, cols: int) -> str:
    t, c = f"tensor<{rows}x{cols}xf32>", f"tensor<{rows}x1xf32>"
    return f"""func.func @main(%x: {t}) -> {t} {{
  %m = tosa.reduce_max %x {{axis = 1 : i32}} : ({t}) -> {c}
  %d = tosa.sub %x, %m : ({t}, {c}) -> {t}
  %e = tosa.exp %d : ({t}) -> {t}
  %s = tosa.reduce_sum %e {{axis = 1 : i32}} : ({t}) -> {c}
  %r = tosa.reciprocal %s : ({c}) -> {c}
  %z = "tosa.const"() <{{values = dense<0> : tensor<1xi8>}}> : () -> tensor<1xi8>
  %y = tosa.mul %e, %r, %z : ({t}, {c}, tensor<1xi8>) -> {t}
  return %y : {t}
}}"""


def softmax(rounds: int) -> None:
    """A softmax over the last dim (a classifier's 10 classes, and wider rows), all threads, against numpy."""
    rng = np.random.default_rng(0)
    calls: dict[tuple[str, str], Callable[[], Any]] = {}
    cases = [(64, 10), (256, 10), ("?", 10), (1024, 10), (256, 100), (64, 1000)]
    for rows, cols in cases:
        x = rng.standard_normal((256 if rows == "?" else rows, cols), dtype=np.float32)
        want = np.exp(x - x.max(1, keepdims=True))
        want /= want.sum(1, keepdims=True)
        results = {}
        for variant in ("without", "with", "upstream"):
            program = build(softmax_source(rows, cols), variant, threads=None)
            results[variant] = program.main(x)
            calls[f"{rows}x{cols}", variant] = lambda p=program, x=x: p.main(x)
        assert results["with"].tobytes() == results["without"].tobytes(), f"{rows}x{cols}: the builds disagree"
        np.testing.assert_allclose(results["with"], want, rtol=1e-5, atol=1e-7)
    median = time_interleaved(calls, rounds, random.Random(0))
    print(f"softmax over the last dim, all threads, median of {rounds} interleaved rounds (?: 256 rows)\n")
    print("| shape | without the pass | with it | upstream | with / upstream |")
    print("|---|---|---|---|---|")
    for shape in dict.fromkeys(key[0] for key in calls):
        off, on, up = (median[shape, v] * 1e6 for v in ("without", "with", "upstream"))
        print(f"| {shape} | {off:.2f} us | {on:.2f} us | {up:.2f} us | {on / up:.2f}x |")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--ops", default="exp,add")
    parser.add_argument("--rounds", type=int, default=15)
    parser.add_argument("--options", default="", help="the pass's options, as in a pipeline: 'max-trips=16'")
    parser.add_argument("--fours", action="store_true", help="rows of 4 under loops of several lengths")
    parser.add_argument("--models", default="", help="comma-separated models (test/models) instead of the ops")
    parser.add_argument("--dynamic", action="store_true", help="with --models: the dynamic programs")
    parser.add_argument("--softmax", action="store_true", help="softmax over rows of 10, 100 and 1000")
    args = parser.parse_args()
    if args.softmax:
        softmax(args.rounds)
        return
    if args.models:
        models(args.models.split(","), args.rounds, args.dynamic)
        return
    rng = np.random.default_rng(0)
    calls: dict[tuple[str, str, str], Callable[[], Any]] = {}
    for op in args.ops.split(","):
        for shape, column in SHAPES_4 if args.fours else SHAPES:
            a = rng.standard_normal([int(d) for d in shape.split("x")], dtype=np.float32)
            b = rng.standard_normal([int(d) for d in column.split("x")], dtype=np.float32)
            results = {}
            for variant in ("without", "with", "upstream"):
                program = build(source(op, shape, column), variant, args.options)
                results[variant] = program.main(a, b).tobytes()
                calls[op, shape, variant] = lambda p=program, a=a, b=b: p.main(a, b)
            assert results["with"] == results["without"], f"{op} {shape}: the builds disagree"
    best = time_interleaved(calls, args.rounds, random.Random(0))
    print(f"one thread, median of {args.rounds} interleaved rounds; against a column `Rx1`\n")
    print("| op | shape | without the pass | with it | upstream | with / without |")
    print("|---|---|---|---|---|---|")
    for op, shape in dict.fromkeys(key[:2] for key in calls):
        off, on, up = (best[op, shape, v] * 1e6 for v in ("without", "with", "upstream"))
        print(f"| {op} | {shape} | {off:.2f} us | {on:.2f} us | {up:.2f} us | {on / off:.2f}x |")


if __name__ == "__main__":
    main()
