"""What the compiled runtime shape checks cost: checks on vs off, and dynamic vs static, measured side by side.

    python scripts/shape_check_cost.py                 # chains and the dynamic models, ~1-2 minutes on 2 cores
    python scripts/shape_check_cost.py --rounds 21 --size 1024x1024 --lowering upstream

For each case it compiles the program with `check_shapes=True` and `False` (and its static version, typed with
the call's shapes), then times the calls interleaved, round by round, so that a busy machine slows all of them
alike. It prints the median time of each and the ratios: `checked / unchecked` is the cost of the checks,
`checked / static` is the "dynamic within 1.2x of static" target with the checks on. Timings are medians of
the per-round minimum of several calls. The checks are a few integer compares per op per call, nothing per
element, so small calls show them most; the first column says how big each call is.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np

import tosabcast

ROOT = Path(__file__).resolve().parents[1]
MODELS = ROOT / "test" / "models"


def _chain(shape: str, row: str) -> str:
    """max((a + b) * c - a, b) with `b` a row (`row`) broadcast over `shape`: 4 ops, each checked when dynamic."""
    t, r = f"tensor<{shape}xf32>", f"tensor<{row}xf32>"
    return f"""func.func @main(%a: {t}, %b: {r}, %c: {t}) -> {t} {{
  %s = "tosa.const"() <{{values = dense<0> : tensor<1xi8>}}> : () -> tensor<1xi8>
  %0 = tosa.add %a, %b : ({t}, {r}) -> {t}
  %1 = tosa.mul %0, %c, %s : ({t}, {t}, tensor<1xi8>) -> {t}
  %2 = tosa.sub %1, %a : ({t}, {t}) -> {t}
  %3 = tosa.maximum %2, %b : ({t}, {r}) -> {t}
  return %3 : {t}
}}
"""


def _timer(fn: Callable[..., Any], args: list[np.ndarray[Any, Any]], calls: int) -> Callable[[], float]:
    def run() -> float:
        best = float("inf")
        for _ in range(calls):
            start = time.perf_counter()
            fn(*args)
            best = min(best, time.perf_counter() - start)
        return best

    return run


def _measure(timers: dict[str, Callable[[], float]], rounds: int) -> dict[str, float]:
    samples: dict[str, list[float]] = {name: [] for name in timers}
    for _ in range(rounds):
        for name, timer in timers.items():
            samples[name].append(timer())
    return {name: statistics.median(values) for name, values in samples.items()}


def _case(
    name: str, text: str, args: list[np.ndarray[Any, Any]], static: str | None, lowering: str, rounds: int
) -> dict[str, Any]:
    checked = tosabcast.compile(text, lowering=lowering, check_shapes=True)
    unchecked = tosabcast.compile(text, lowering=lowering, check_shapes=False)
    np.testing.assert_array_equal(checked.main(*args), unchecked.main(*args))
    elements = sum(a.size for a in args)
    calls = 3 if elements > 1_000_000 else 20
    timers = {"checked": _timer(checked.main, args, calls), "unchecked": _timer(unchecked.main, args, calls)}
    if static is not None:
        timers["static"] = _timer(tosabcast.compile(static, lowering=lowering).main, args, calls)
    return {"name": name, "elements": elements, **_measure(timers, rounds)}


def _format(row: dict[str, Any]) -> str:
    def us(seconds: float | None) -> str:
        return "-" if seconds is None else f"{seconds * 1e6:,.1f}"

    static = row.get("static")
    vs_static = f"{row['checked'] / static:.3f}" if static else "-"
    return (
        f"| {row['name']} | {row['elements']:,} | {us(row['checked'])} | {us(row['unchecked'])} | {us(static)} "
        f"| {row['checked'] / row['unchecked']:.3f} | {vs_static} |"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=15)
    parser.add_argument("--size", default="2048x2048", help="the large chain's shape (MxN)")
    parser.add_argument("--lowering", default="tosabcast", choices=("tosabcast", "upstream"))
    opts = parser.parse_args(argv)
    m, n = (int(x) for x in opts.size.split("x"))
    rng = np.random.default_rng(0)
    rows = []
    for label, shape in [("chain 64 elements", (8, 8)), (f"chain {m}x{n}", (m, n))]:
        a, c = (rng.standard_normal(shape).astype(np.float32) for _ in range(2))
        b = rng.standard_normal((1, shape[1])).astype(np.float32)
        static = _chain(f"{shape[0]}x{shape[1]}", f"1x{shape[1]}")
        rows.append(_case(label, _chain("?x?", "?x?"), [a, b, c], static, opts.lowering, opts.rounds))
    for model in ("mlp_relu", "mlp_gelu", "swiglu", "attention", "cnn", "masked_where", "int32_fn"):
        data = np.load(MODELS / f"{model}_static.npz")  # the static export's batch-4 inputs, for all three
        args = [data[k] for k in sorted(data) if k.startswith("in")]
        text = (MODELS / f"{model}_dynamic.mlir").read_text()
        static = (MODELS / f"{model}_static.mlir").read_text()
        try:
            rows.append(_case(f"{model} (batch 4)", text, args, static, opts.lowering, opts.rounds))
        except ValueError as exc:  # CompileError
            print(f"{model}: skipped, the {opts.lowering} lowering cannot compile it: {str(exc).splitlines()[0]}")
    print(f"lowering: {opts.lowering}; medians of {opts.rounds} interleaved rounds, microseconds per call\n")
    print("| case | elements in | checked | unchecked | static | checked / unchecked | checked / static |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for row in rows:
        print(_format(row))
    return 0


if __name__ == "__main__":
    sys.exit(main())
