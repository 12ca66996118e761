"""The buffer cache on and off, side by side: whole models with glibc's default malloc settings.

    python scripts/buffer_cache_ab.py                        # every model with a dynamic fixture, batch 1024
    python scripts/buffer_cache_ab.py --models attention,swiglu --batch 4096 --rounds 15

Each model's dynamic program is compiled twice, `tosabcast.compile(..., buffer_cache=True)` (the default) and
`buffer_cache=False`, in a fresh process of its own, and the two are timed interleaved (`bench/models.py`'s
`time_interleaved`: the fastest call of each over `--rounds` rounds); then each makes 50 more calls with the
page faults counted (`getrusage`'s minor faults). The results of both must be the same bits. Unlike bench/,
the processes keep glibc's adaptive thresholds, which is what a user's process gets
(`runtime/buffer_cache.py` says why that matters); the thresholds adapt to what ran before, hence a process
per model.
"""

from __future__ import annotations

import argparse
import resource
import subprocess
import sys
from pathlib import Path
from typing import Any

import numpy as np

import tosabcast

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench"))
from models import MODELS, batch_inputs, time_interleaved

CALLS = 50
"""Calls over which the page faults are counted."""


def faults_per_call(call: Any) -> float:
    before = resource.getrusage(resource.RUSAGE_SELF).ru_minflt
    for _ in range(CALLS):
        call()
    return (resource.getrusage(resource.RUSAGE_SELF).ru_minflt - before) / CALLS


def _as_list(result: Any) -> list[np.ndarray[Any, Any]]:
    return list(result) if isinstance(result, list | tuple) else [result]


def measure(name: str, batch: int, rounds: int) -> str:
    """One model's table row, measured in this process."""
    inputs = batch_inputs(name, batch)
    path = MODELS / f"{name}_dynamic.mlir"
    programs = {cache: tosabcast.compile(path, buffer_cache=cache) for cache in (True, False)}
    got = {cache: _as_list(p.main(*inputs)) for cache, p in programs.items()}
    if any(a.tobytes() != b.tobytes() for a, b in zip(got[True], got[False], strict=True)):
        raise SystemExit(f"{name}: the results differ with and without the cache")
    calls = {cache: (lambda p=p: p.main(*inputs)) for cache, p in programs.items()}
    best = time_interleaved({str(c): f for c, f in calls.items()}, rounds, 0)
    faults = {cache: faults_per_call(call) for cache, call in calls.items()}
    on, off = best["True"], best["False"]
    return (
        f"| {name} | {on * 1e6:,.1f} us | {off * 1e6:,.1f} us | {on / off:.2f}x "
        f"| {faults[True]:,.0f} | {faults[False]:,.0f} |"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--models", default="all", help="comma-separated, or 'all'")
    parser.add_argument("--batch", type=int, default=1024)
    parser.add_argument("--rounds", type=int, default=9)
    parser.add_argument("--one", help=argparse.SUPPRESS)  # the child process's model
    args = parser.parse_args()
    if args.one:
        print(measure(args.one, args.batch, args.rounds), flush=True)
        return 0
    names = args.models.split(",")
    if args.models == "all":
        names = sorted(p.name.removesuffix("_dynamic.mlir") for p in MODELS.glob("*_dynamic.mlir"))
    print(f"# scripts/buffer_cache_ab.py --models {args.models} --batch {args.batch} --rounds {args.rounds}")
    print("# allocator: glibc's defaults (adaptive thresholds), a fresh process per model\n")
    print("| model | cache on | cache off | on/off | faults per call, on | faults per call, off |")
    print("| --- | ---: | ---: | ---: | ---: | ---: |", flush=True)
    for name in names:
        command = [sys.executable, __file__, "--one", name, "--batch", str(args.batch), "--rounds", str(args.rounds)]
        child = subprocess.run(command, capture_output=True, text=True, check=False)
        if child.returncode:
            print(child.stderr, file=sys.stderr)
            return 1
        print(child.stdout.strip(), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
