"""A/B of `--tosabcast-prefetch-streams{plain-min-bytes}`: plain element-wise loops prefetched past big outputs.

    python scripts/plain_prefetch_ab.py                      # memory-bound ops at 64x1024 ... 4096x4096, one thread
    python scripts/plain_prefetch_ab.py --cases abs,add --shapes 2048x2048 --rounds 41
    python scripts/plain_prefetch_ab.py --dynamic            # the same with ?x? shapes (the runtime condition)

Each case is compiled with the plain loops left alone (`plain-min-bytes=-1`) and with the host's default (4 MiB on
Intel CPUs: strips of 64 iterations, each prefetching its streams' lines 4 KiB ahead, where the output has at
least 4 MiB; one strip and nothing prefetched below), the stage text of `tosabcast.pipelines.named` patched at
compile time; both must give the same bits. numpy's time for the same op is the third column where it has one.
Timing as `scripts/prefetch_ab.py`: interleaved rounds in a fresh order each, the best time of each variant and,
in parentheses, the median of its per-round ratios to the first; the calling thread's CPU time. A dev tool: it
prints a Markdown table.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable
from typing import Any

import numpy as np
from ab_timing import cell, compile_with, interleaved

PASS = "tosabcast-prefetch-streams"
CASES: dict[str, tuple[str, Callable[..., Any] | None]] = {
    "abs": ("%out = tosa.abs %a : ($t) -> $t", np.abs),
    "negate f16": ("%out = tosa.negate %a, %z, %z : ($t, tensor<1xf16>, tensor<1xf16>) -> $t", np.negative),
    "add": ("%out = tosa.add %a, %b : ($t, $t) -> $t", np.add),
    "maximum": ("%out = tosa.maximum %a, %b : ($t, $t) -> $t", np.maximum),
    "floor": ("%out = tosa.floor %a : ($t) -> $t", np.floor),
    "add i32": ("%out = tosa.add %a, %b : ($t, $t) -> $t", np.add),
    "cast f32->f16": ("%out = tosa.cast %a : ($t) -> $u", np.float16),
    "chain": (
        "%s = tosa.sub %a, %b : ($t, $t) -> $t\n%out = tosa.maximum %s, %a : ($t, $t) -> $t",
        lambda a, b: np.maximum(a - b, a),
    ),
    "add row": ("%out = tosa.add %a, %r : ($t, $r) -> $t", None),
}
ELEMENT = {"negate f16": "f16", "add i32": "i32"}


def source(case: str, shape: tuple[int, int], dynamic: bool) -> str:
    element = ELEMENT.get(case, "f32")
    dims = "?x?" if dynamic else f"{shape[0]}x{shape[1]}"
    t, u = f"tensor<{dims}x{element}>", f"tensor<{dims}xf16>"
    r = f"tensor<1x{'?' if dynamic else shape[1]}x{element}>"
    text, _ = CASES[case]
    result = u if "->f16" in case else t
    arguments = [f"%a: {t}"]
    if "%b" in text:
        arguments.append(f"%b: {t}")
    if "%r" in text:
        arguments.append(f"%r: {r}")
    body = "\n  ".join(text.replace("$t", t).replace("$u", u).replace("$r", r).splitlines())
    if "%z" in text:
        body = f'%z = "tosa.const"() <{{values = dense<0.0> : tensor<1xf16>}}> : () -> tensor<1xf16>\n  {body}'
    return f"func.func @main({', '.join(arguments)}) -> {result} {{\n  {body}\n  return %out : {result}\n}}"


def operands(case: str, shape: tuple[int, int], rng: np.random.Generator) -> tuple[np.ndarray, ...]:
    element = {"f32": np.float32, "f16": np.float16, "i32": np.int32}[ELEMENT.get(case, "f32")]
    a = rng.uniform(-100, 100, shape).astype(element)
    b = rng.uniform(-100, 100, shape).astype(element)
    text, _ = CASES[case]
    return (a, *([b] if "%b" in text else []), *([b[:1]] if "%r" in text else []))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--cases", default=",".join(CASES))
    parser.add_argument("--shapes", default="64x1024,1024x1024,2048x2048,4096x4096")
    parser.add_argument("--dynamic", action="store_true", help="?x? shapes: the size is known at run time only")
    parser.add_argument("--rounds", type=int, default=31, help="rounds at 2048x2048 and more (10x below 2 MiB)")
    args = parser.parse_args()
    rng = np.random.default_rng(0)
    print("| case | shape | plain loops alone | prefetched past 4 MiB | numpy |")
    print("|---|---|---|---|---|")
    for text in args.shapes.split(","):
        shape = (int(text.split("x")[0]), int(text.split("x")[1]))
        for case in args.cases.split(","):
            inputs = operands(case, shape, rng)
            program = source(case, shape, args.dynamic)
            functions = {
                "alone": compile_with(program, "VECTOR_LOOPS", PASS, "plain-min-bytes=-1"),
                "prefetched": compile_with(program, "VECTOR_LOOPS", PASS, None),
            }
            if functions["alone"](*inputs).tobytes() != functions["prefetched"](*inputs).tobytes():
                raise SystemExit(f"{case} {text}: other bits when prefetched")
            calls = {name: (lambda f=f, i=inputs: f(*i)) for name, f in functions.items()}
            reference = CASES[case][1]
            if reference is not None:
                calls["numpy"] = lambda g=reference, i=inputs: g(*i)
            rounds = args.rounds * (10 if shape[0] * shape[1] * 4 < 2 << 20 else 1)
            times = interleaved(calls, rounds, time.thread_time)
            cells = [cell(times[name], times["alone"]) for name in calls]
            cells += ["-"] * (3 - len(cells))
            print(f"| {case} | {text}{' (?x?)' if args.dynamic else ''} | {' | '.join(cells)} |", flush=True)


if __name__ == "__main__":
    main()
