"""Threads through OpenMP against threads through MLIR's async runtime: `compile(thread_runtime=...)`.

    pip install '.[openmp]'          # intel-openmp's libiomp5.so (or set TOSABCAST_OPENMP_LIBRARY)
    python scripts/openmp_vs_async.py [--threads 2] [--size 2048x2048] [--rounds 21] [--ops exp,tanh,add,abs]
    python scripts/openmp_vs_async.py --crossover openmp   # 1-D speed-ups from 8K to 2M elements, split always

For each op (f32, static shape) it checks that both runtimes give the bits of one thread, then times each
runtime interleaved with one thread, in a phase of its own (OpenMP's workers spin for `KMP_BLOCKTIME` after a
call and would hold a core the async runtime needs; the phases are 0.5 s apart), and prints the medians, the
speed-ups and the JIT times. `bench/perf.py`'s threads table is the verdict; this is the closer look.

`--crossover RUNTIME` measures where threads start to pay: 1-D f32 tensors of 2^13 to 2^21 elements, every
loop split (the chunk threshold set to 2,048), back-to-back calls, one thread's time over `--threads`'s.
`pipelines.named.MIN_TASK_SIZE` and `OPENMP_MIN_TASK_SIZE` were chosen from these.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

import numpy as np

import tosabcast
from tosabcast.pipelines import named
from tosabcast.runtime import openmp

OPS = {"exp": 1, "tanh": 1, "add": 2, "abs": 1}


def op_text(name: str, arity: int, tensor: str) -> str:
    """`@main` applying `tosa.<name>` to `arity` arguments of type `tensor`."""
    params = ", ".join(f"%a{i}: {tensor}" for i in range(arity))
    operands = ", ".join(f"%a{i}" for i in range(arity))
    types = ", ".join([tensor] * arity)
    return f"func.func @main({params}) -> {tensor} {{\n  %0 = tosa.{name} {operands} : ({types}) -> {tensor}\n  return %0 : {tensor}\n}}"


def median_ms(calls: dict[str, object], rounds: int) -> dict[str, float]:
    samples: dict[str, list[float]] = {label: [] for label in calls}
    for _ in range(rounds):
        for label, call in calls.items():
            start = time.perf_counter()
            call()  # type: ignore[operator]
            samples[label].append(time.perf_counter() - start)
    return {label: statistics.median(v) * 1e3 for label, v in samples.items()}


def crossover(runtime: str, threads: int, rounds: int, ops: list[str]) -> None:
    named.MIN_TASK_SIZE = named.OPENMP_MIN_TASK_SIZE = 2048
    tensor = "tensor<?xf32>"
    print(f"one thread's time / {threads} threads' ({runtime}), 1-D f32, every loop split; median of {rounds}")
    for name in ops:
        arity = OPS[name]
        text = op_text(name, arity, tensor)
        one = tosabcast.compile(text, threads=1)
        many = tosabcast.compile(text, threads=threads, thread_runtime=runtime)
        cells = []
        for log2 in range(13, 22):
            inputs = [np.random.default_rng(i).uniform(-4, 4, 1 << log2).astype(np.float32) for i in range(arity)]
            repeat = max(3, (1 << 22) >> log2)  # about 4M elements per sample

            def batch(p: tosabcast.Program = one, x: list[np.ndarray] = inputs, n: int = repeat) -> None:  # type: ignore[type-arg]
                for _ in range(n):
                    p.main(*x)

            ms = median_ms({"one": batch, "many": lambda m=many, x=inputs, n=repeat: batch(m, x, n)}, rounds)
            cells.append(f"{(1 << log2) >> 10}K {ms['one'] / ms['many']:.2f}x")
        print(f"{name}: " + ", ".join(cells), flush=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--threads", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--size", default="2048x2048")
    parser.add_argument("--rounds", type=int, default=21)
    parser.add_argument("--ops", default=",".join(OPS))
    parser.add_argument("--crossover", choices=("openmp", "async"), help="speed-ups by size on this runtime")
    args = parser.parse_args()
    usable, where = openmp.available()
    if args.crossover == "async" or (args.crossover and usable):
        crossover(args.crossover, args.threads, args.rounds, args.ops.split(","))
        return 0
    if not usable:
        print(f"no OpenMP runtime, nothing to compare: {where}")
        return 0
    shape = tuple(int(d) for d in args.size.split("x"))
    tensor = f"tensor<{args.size}xf32>"
    print(f"OpenMP runtime: {where}; {args.threads} threads; f32 {args.size}; median of {args.rounds} rounds")
    for name in args.ops.split(","):
        arity = OPS[name]
        text = op_text(name, arity, tensor)
        inputs = [np.random.default_rng(i).uniform(-4, 4, shape).astype(np.float32) for i in range(arity)]
        one = tosabcast.compile(text, threads=1)
        want = one.main(*inputs).tobytes()
        cells = []
        for runtime in ("async", "openmp"):
            program = tosabcast.compile(text, threads=args.threads, thread_runtime=runtime)
            assert program.main(*inputs).tobytes() == want, f"{name} {runtime}: not the bits of one thread"
            time.sleep(0.5)
            calls = {"one": lambda o=one, x=inputs: o.main(*x), "many": lambda p=program, x=inputs: p.main(*x)}
            ms = median_ms(calls, args.rounds)
            cells.append(f"{runtime} {ms['many']:.2f} ms ({ms['one'] / ms['many']:.2f}x of {ms['one']:.2f} ms; "
                         f"JIT {program.timing.jit:.2f} s)")  # fmt: skip
        print(f"{name}: " + "; ".join(cells) + f"; one thread's JIT {one.timing.jit:.2f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
