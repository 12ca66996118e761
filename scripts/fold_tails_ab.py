"""A/B of --tosabcast-fold-tails: math loops with and without their masked tails, dynamic shapes and static twins.

    python scripts/fold_tails_ab.py                         # the cases of passes/fold_tails.py's table
    python scripts/fold_tails_ab.py --cases 256x100:col:exp,1029x67:none:tanh --rounds 15

Each case `RxC:kind:op` is `op(a - r)` on f32 (`kind` col: `r` is Rx1, row: 1xC, none: `op(a)` alone), compiled
on one thread three ways: "old" (the pipeline without fold-tails: prefetch-streams' strips end at
`min(s + 64, ub)` and LLVM runs each loop's last `n mod 64` scalar), "new" (as shipped) and "no pf" (neither
fold-tails nor prefetch-streams), each on `?x?` shapes (dyn) and on the static shapes (sta). Prints the fastest
call of `--rounds` interleaved rounds (`bench/models.py`'s `time_interleaved`), in microseconds; all six
variants must give the same bits. A dev tool: set `MALLOC_MMAP_THRESHOLD_` high for big cases (bench/ does, see
docs/performance.md), or the page faults of each call's fresh output dominate.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bench"))

from models import time_interleaved  # type: ignore[import-not-found]

import tosabcast
from tosabcast.pipelines import named

CASES = (
    "512x16:col:exp,256x100:col:exp,256x100:col:tanh,256x100:col:sin,64x1024:col:exp,64x1024:row:exp,"
    "64x1000:none:exp,1024x2048:none:exp,2048x2048:none:exp"
)


def source(rows: int | None, cols: int | None, kind: str, op: str) -> str:
    dims = f"{rows or '?'}x{cols or '?'}"
    t = f"tensor<{dims}xf32>"
    if kind == "none":
        return f"func.func @main(%a: {t}, %r: {t}) -> {t} {{\n  %e = tosa.{op} %a : ({t}) -> {t}\n  return %e : {t}\n}}"
    other = {"col": f"{rows or '?'}x1", "row": f"1x{cols or '?'}"}[kind]
    r = f"tensor<{other}xf32>"
    return (
        f"func.func @main(%a: {t}, %r: {r}) -> {t} {{\n  %s = tosa.sub %a, %r : ({t}, {r}) -> {t}\n"
        f"  %e = tosa.{op} %s : ({t}) -> {t}\n  return %e : {t}\n}}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", default=CASES)
    parser.add_argument("--rounds", type=int, default=9)
    args = parser.parse_args()
    shipped = named.VECTOR_LOOPS
    pipelines = {
        "old": shipped.replace("tosabcast-fold-tails,", ""),
        "new": shipped,
        "no pf": shipped.replace("tosabcast-fold-tails,", "").replace("tosabcast-prefetch-streams,", ""),
    }
    print("| case | dyn old | dyn new | dyn no pf | sta old | sta new | sta no pf |")
    print("| --- | --- | --- | --- | --- | --- | --- |")
    for case in args.cases.split(","):
        shape, kind, op = case.split(":")
        rows, cols = (int(v) for v in shape.split("x"))
        rng = np.random.default_rng(0)
        a = np.float32(rng.uniform(-3, 3, (rows, cols)))
        r = np.float32(rng.uniform(-3, 3, {"col": (rows, 1), "row": (1, cols), "none": (rows, cols)}[kind]))
        calls = {}
        for side, text in pipelines.items():
            named.VECTOR_LOOPS = text
            for static in (False, True):
                program = tosabcast.compile(source(*((rows, cols) if static else (None, None)), kind, op), threads=1)
                calls[f"{'sta' if static else 'dyn'} {side}"] = program.main
        named.VECTOR_LOOPS = shipped
        results = [np.asarray(f(a, r)).view(np.uint32) for f in calls.values()]
        assert all(np.array_equal(results[0], other) for other in results), f"{case}: the variants differ"
        times = time_interleaved({k: (lambda f=f, a=a, r=r: f(a, r)) for k, f in calls.items()}, args.rounds, 0)
        order = ("dyn old", "dyn new", "dyn no pf", "sta old", "sta new", "sta no pf")
        print(f"| {shape} {kind} {op} | " + " | ".join(f"{times[k] * 1e6:,.1f}" for k in order) + " |", flush=True)


if __name__ == "__main__":
    main()
