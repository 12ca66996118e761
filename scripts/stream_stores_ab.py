"""Streamed stores on and off, side by side: the same build streaming (`min-bytes`, default 16 MiB) or not
(`min-bytes=-1`: the pass still vectorizes loops with runtime-broadcast reads; `--without-pass`: no pass).

    python scripts/stream_stores_ab.py                    # 2048x2048 f32: exp, abs, add, a chain; 1 and 2 threads;
                                                          # static, dynamic, dynamic with a row and a column broadcast
    python scripts/stream_stores_ab.py --size 1024 --min-bytes 0   # stream at every size
    python scripts/stream_stores_ab.py --reader           # add, then numpy reading its result, by output size
    python scripts/stream_stores_ab.py --contention       # add, abs, cast on CPU 0, with and without a memory
                                                          # hog (numpy copying 64 MiB in a loop) on CPU 1

Every time is the median of `--rounds` interleaved rounds (each call allocates its output, as users' calls do);
the results of both builds must be the same bits. `--reader` streams at every size (`min-bytes=0`): it measures
what the threshold (`passes/stream_stores.py`, `MIN_BYTES`) is for, the next reader of a streamed output
finding it in memory instead of the cache.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from collections.abc import Callable
from typing import Any

import numpy as np

import tosabcast
from tosabcast.passes import stream_stores
from tosabcast.pipelines import named

STREAM = "tosabcast-stream-stores"
CASES = {  # name -> (body on %a %b %c of type T, operand count)
    "exp": ("%0 = tosa.exp %a : (T) -> T", 1),
    "abs": ("%0 = tosa.abs %a : (T) -> T", 1),
    "add": ("%0 = tosa.add %a, %b : (T, T) -> T", 2),
    "chain_exp": (
        (
            "%1 = tosa.add %a, %b : (T, T) -> T\n  %2 = tosa.exp %1 : (T) -> T\n  %3 = tosa.sub %2, %c : (T, T) -> T\n"
            "  %0 = tosa.maximum %3, %a : (T, T) -> T"
        ),
        3,
    ),
}


def compile_with(pipeline: str, text: str, threads: int) -> Any:
    saved = named.VECTOR_LOOPS
    named.VECTOR_LOOPS = pipeline
    try:
        return tosabcast.compile(text, threads=threads)
    finally:
        named.VECTOR_LOOPS = saved


def source(body: str, count: int, tensor: str) -> str:
    params = ", ".join(f"%{v}: T" for v in "abc"[:count])
    return f"func.func @main({params}) -> T {{\n  {body}\n  return %0 : T\n}}".replace("T", tensor)


def median_ms(calls: dict[Any, Callable[[], Any]], rounds: int) -> dict[Any, float]:
    times: dict[Any, list[float]] = {key: [] for key in calls}
    for _ in range(rounds):
        for key, call in calls.items():
            start = time.perf_counter()
            call()
            times[key].append(time.perf_counter() - start)
    return {key: float(np.median(t)) * 1e3 for key, t in times.items()}


def ab(args: argparse.Namespace, on: str, off: str) -> None:
    rng = np.random.default_rng(0)
    n = args.size
    inputs = [rng.standard_normal((n, n), dtype=np.float32) for _ in range(3)]
    broadcast = [
        inputs[0],
        rng.standard_normal((1, n), dtype=np.float32),
        rng.standard_normal((n, 1), dtype=np.float32),
    ]
    calls: dict[tuple[str, str, int], Callable[[], Any]] = {}
    for name, (body, count) in CASES.items():
        for shape in ("static", "dynamic", "broadcast"):
            if shape == "broadcast" and count == 1:
                continue
            tensor = f"tensor<{n}x{n}xf32>" if shape == "static" else "tensor<?x?xf32>"
            case = name if shape == "static" else f"{name} ({shape})"
            operands = (broadcast if shape == "broadcast" else inputs)[:count]
            for label, pipeline in (("without", off), ("with", on)):
                for threads in (1, 2):
                    program = compile_with(pipeline, source(body, count, tensor), threads)
                    calls[case, label, threads] = lambda p=program, a=operands: p.main(*a)
            want = calls[case, "without", 1]().tobytes()
            assert all(calls[case, label, t]().tobytes() == want for label in ("with", "without") for t in (1, 2))
    ms = median_ms(calls, args.rounds)
    print(f"{args.size}x{args.size} f32, median of {args.rounds} interleaved rounds, min-bytes={args.min_bytes}\n")
    print("| case | 1 thread, without | with | 2 threads, without | with | 2 threads / 1, without | with |")
    print("|---|---|---|---|---|---|---|")
    for case in dict.fromkeys(key[0] for key in calls):
        w1, s1, w2, s2 = (ms[case, label, t] for t in (1, 2) for label in ("without", "with"))
        print(
            f"| {case} | {w1:.3f} ms | {s1:.3f} ms ({s1 / w1:.2f}x) | {w2:.3f} ms | {s2:.3f} ms ({s2 / w2:.2f}x) "
            f"| {w1 / w2:.2f}x | {s1 / s2:.2f}x |"
        )


def reader(args: argparse.Namespace, on: str, off: str) -> None:
    print(f"our add, alone and then np.sum of its result; streamed at every size; median of {args.rounds}\n")
    print("| output | add, without | with | add + sum, without | with |")
    print("|---|---|---|---|---|")
    for n in (724, 1024, 1448, 1536, 2048):
        rng = np.random.default_rng(0)
        a, b = (rng.standard_normal((n, n), dtype=np.float32) for _ in range(2))
        text = source(CASES["add"][0], 2, f"tensor<{n}x{n}xf32>")
        programs = {label: compile_with(pipeline, text, 1) for label, pipeline in (("without", off), ("with", on))}
        calls: dict[tuple[str, bool], Callable[[], Any]] = {}
        for label, program in programs.items():
            calls[label, False] = lambda p=program, a=a, b=b: p.main(a, b)
            calls[label, True] = lambda p=program, a=a, b=b: p.main(a, b).sum()
        ms = median_ms(calls, args.rounds)
        row = [f"{ms['without', r]:.3f} ms | {ms['with', r]:.3f} ms ({ms['with', r] / ms['without', r]:.2f}x)"
               for r in (False, True)]  # fmt: skip
        print(f"| {n}x{n} ({n * n * 4 / 2**20:.1f} MiB) | {row[0]} | {row[1]} |")


HOG = (
    "import os, numpy as np\n"
    "os.sched_setaffinity(0, {1})\n"
    "a = np.ones(1 << 24, np.float32); b = np.empty_like(a)\n"
    "while True: np.copyto(b, a)\n"
)
"""A process that copies 64 MiB over and over on CPU 1: it takes memory bandwidth from the other core."""


def contention(args: argparse.Namespace, on: str, off: str) -> None:
    """Streamed and ordinary stores against upstream, one thread pinned to CPU 0, without the hog, with it, and
    without it again (the 2-core machine: the hog has the other core to itself)."""
    os.sched_setaffinity(0, {0})
    n = args.size
    f32, i32 = f"tensor<{n}x{n}xf32>", f"tensor<{n}x{n}xi32>"
    cast = f"func.func @main(%a: {i32}) -> {f32} {{\n  %0 = tosa.cast %a : ({i32}) -> {f32}\n  return %0 : {f32}\n}}"
    cases = {
        "add": (source(CASES["add"][0], 2, f32), 2, np.float32),
        "abs": (source(CASES["abs"][0], 1, f32), 1, np.float32),
        "cast i32->f32": (cast, 1, np.int32),
    }
    rng = np.random.default_rng(0)
    calls: dict[tuple[str, str], Callable[[], Any]] = {}
    for name, (text, count, dtype) in cases.items():
        operands = [rng.integers(-100, 100, (n, n)).astype(dtype) for _ in range(count)]
        programs = {
            "streamed": compile_with(on, text, 1),
            "ordinary": compile_with(off, text, 1),
            "upstream": tosabcast.compile(text, lowering="upstream", threads=1),
        }
        for label, program in programs.items():
            calls[name, label] = lambda p=program, a=operands: p.main(*a)
    print(f"{n}x{n}, one thread on CPU 0, median of {args.rounds} interleaved rounds\n")
    print("| hog on CPU 1 | op | streamed | ordinary stores | upstream | streamed / upstream |")
    print("|---|---|---|---|---|---|")
    for hog in (False, True, False):
        process = subprocess.Popen([sys.executable, "-c", HOG]) if hog else None
        try:
            time.sleep(0.5)
            ms = median_ms(calls, args.rounds)
        finally:
            if process is not None:
                process.kill()
                process.wait()
        for name in cases:
            s, o, u = (ms[name, label] for label in ("streamed", "ordinary", "upstream"))
            print(f"| {'yes' if hog else 'no'} | {name} | {s:.3f} ms | {o:.3f} ms | {u:.3f} ms | {s / u:.2f}x |")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--size", type=int, default=2048)
    parser.add_argument("--rounds", type=int, default=31)
    parser.add_argument(
        "--min-bytes", type=int, default=stream_stores.MIN_BYTES, help="the threshold streamed at (default 16 MiB)"
    )
    parser.add_argument(
        "--without-pass",
        action="store_true",
        help="compare against the pipeline without the pass (default: the pass with min-bytes=-1, which still "
        "vectorizes loops with runtime-broadcast reads, so that only the stores differ)",
    )
    parser.add_argument("--reader", action="store_true", help="the threshold experiment")
    parser.add_argument("--contention", action="store_true", help="with a memory hog on the other core")
    args = parser.parse_args()
    if args.reader:
        args.min_bytes = 0
    on = named.VECTOR_LOOPS.replace(STREAM, f"{STREAM}{{min-bytes={args.min_bytes}}}")
    if args.without_pass:
        off = named.VECTOR_LOOPS.replace(STREAM + ",", "")
    else:
        off = named.VECTOR_LOOPS.replace(STREAM, f"{STREAM}{{min-bytes={stream_stores.NEVER}}}")
    print(f"this machine's default: min-bytes={stream_stores.DEFAULT_MIN_BYTES}\n")
    (reader if args.reader else contention if args.contention else ab)(args, on, off)


if __name__ == "__main__":
    main()
