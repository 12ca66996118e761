"""Per-op speed of the float element-wise ops at 2048x2048 f32: ours vs upstream `tosa-to-linalg` vs numpy.

    python scripts/math_speed.py                 # every op below, 15 interleaved rounds
    python scripts/math_speed.py --ops sin cos --rounds 31

Each round calls every variant of an op once, in a shuffled order (so that the machine's load falls on all
of them alike). Every program is compiled with `threads=1`. Time is the calling thread's CPU time
(`time.thread_time`; the single-threaded JIT code and numpy run on the calling thread), not wall time: on a
shared, loaded machine a call of 50 ms or more is always descheduled for part of its wall time, which would
bias the comparison against the slower variant. Reported: the best CPU time per variant, the ratios of the
best times, and in parentheses the median over rounds of the
per-round ratio. Static shapes (`tensor<2048x2048xf32>`), except the last rows: a chain
containing exp with every dim dynamic, against its static twin. numpy's erf is scipy's (skipped with a note
when scipy is absent); sigmoid is `1 / (1 + exp(-x))` in numpy. Inputs: uniform in [0.1, 4] (pow's exponent
in [-3, 3]), the range where every op is finite. A dev tool like scripts/math_accuracy.py: it prints a
Markdown table and checks nothing (bench/ holds the benchmark with targets).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from typing import Any

import numpy as np

import tosabcast

Array = np.ndarray[Any, Any]
SHAPE = (2048, 2048)
T = "tensor<2048x2048xf32>"

_UNARY = f"""func.func @main(%a: {T}) -> {T} {{
  %0 = tosa.OP %a : ({T}) -> {T}
  return %0 : {T}
}}"""
_BINARY = f"""func.func @main(%a: {T}, %b: {T}) -> {T} {{
  %0 = tosa.OP %a, %b : ({T}, {T}) -> {T}
  return %0 : {T}
}}"""
_CHAIN = """func.func @main(%a: TT, %b: TT, %c: TT) -> TT {
  %0 = tosa.add %a, %b : (TT, TT) -> TT
  %1 = tosa.exp %0 : (TT) -> TT
  %2 = tosa.sub %1, %c : (TT, TT) -> TT
  %3 = tosa.maximum %2, %a {nan_mode = #tosa.nan_mode<PROPAGATE>} : (TT, TT) -> TT
  return %3 : TT
}"""


def _numpy_erf() -> Callable[[Array], Array] | None:
    try:
        import scipy.special  # dev-only
    except ImportError:
        return None
    return scipy.special.erf


NUMPY: dict[str, Callable[..., Array] | None] = {
    "exp": np.exp,
    "sigmoid": lambda x: 1.0 / (1.0 + np.exp(-x)),
    "log": np.log,
    "tanh": np.tanh,
    "erf": _numpy_erf(),
    "sin": np.sin,
    "cos": np.cos,
    "pow": np.power,
    "maximum": np.maximum,
    "minimum": np.minimum,
    "add": np.add,
}
BINARY = frozenset({"pow", "maximum", "minimum", "add"})


def time_interleaved(variants: dict[str, Callable[[], Any]], rounds: int, rng: random.Random) -> dict[str, list[float]]:
    """Seconds per call of each variant, one call per round, in a shuffled order each round (after a warm-up)."""
    times: dict[str, list[float]] = {name: [] for name in variants}
    for fn in variants.values():
        fn()
    names = list(variants)
    for _ in range(rounds):
        rng.shuffle(names)
        for name in names:
            start = time.thread_time()
            variants[name]()
            times[name].append(time.thread_time() - start)
    return times


def _ratio(times: dict[str, list[float]], a: str, b: str) -> str:
    median = statistics.median(x / y for x, y in zip(times[a], times[b], strict=True))
    return f"{min(times[a]) / min(times[b]):.2f}x ({median:.2f}x)"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--ops", nargs="*", default=[*NUMPY, "chain"])
    parser.add_argument("--rounds", type=int, default=15)
    args = parser.parse_args(argv)
    rng = random.Random(0)
    data = np.random.default_rng(0)
    x = np.float32(data.uniform(0.1, 4.0, SHAPE))
    y = np.float32(data.uniform(-3.0, 3.0, SHAPE))
    z = np.float32(data.uniform(0.1, 4.0, SHAPE))
    print(
        f"2048x2048 f32, {args.rounds} interleaved rounds, best CPU ms; ratios of the best (median per-round ratio)\n"
    )
    print("| op | ours | upstream | numpy | ours/numpy | ours/upstream |")
    print("|---|---|---|---|---|---|")
    for op in args.ops:
        if op == "chain":
            _chain_row(x, y, z, args.rounds, rng)
            continue
        operands = (x, y) if op in BINARY else (x,)
        text = (_BINARY if op in BINARY else _UNARY).replace("OP", op)
        ours = tosabcast.compile(text, threads=1).main
        upstream = tosabcast.compile(text, lowering="upstream", threads=1).main
        variants: dict[str, Callable[[], Any]] = {"ours": lambda f=ours, a=operands: f(*a)}
        variants["upstream"] = lambda f=upstream, a=operands: f(*a)
        reference = NUMPY[op]
        if reference is not None:
            variants["numpy"] = lambda f=reference, a=operands: f(*a)
        times = time_interleaved(variants, args.rounds, rng)
        ms = {name: f"{min(values) * 1e3:.2f}" for name, values in times.items()}
        vs_numpy = _ratio(times, "ours", "numpy") if reference is not None else "(no scipy)"
        print(
            f"| {op} | {ms['ours']} | {ms['upstream']} | {ms.get('numpy', '-')} | {vs_numpy} "
            f"| {_ratio(times, 'ours', 'upstream')} |"
        )
    return 0


def _chain_row(x: Array, y: Array, z: Array, rounds: int, rng: random.Random) -> None:
    static = tosabcast.compile(_CHAIN.replace("TT", T), threads=1).main
    dynamic = tosabcast.compile(_CHAIN.replace("TT", "tensor<?x?xf32>"), threads=1).main
    variants: dict[str, Callable[[], Any]] = {"static": lambda: static(x, y, z), "dynamic": lambda: dynamic(x, y, z)}
    times = time_interleaved(variants, rounds, rng)
    static_ms = min(times["static"]) * 1e3
    dynamic_ms = min(times["dynamic"]) * 1e3
    print(f"\nchain max(exp(a+b)-c, a): static {static_ms:.2f} ms, dynamic {dynamic_ms:.2f} ms, ", end="")
    print(f"dynamic/static {_ratio(times, 'dynamic', 'static')}")


if __name__ == "__main__":
    sys.exit(main())
