"""What the A/B scripts share: compiling with one pass's options patched into a stage of the named pipelines,
interleaved timing, and the Markdown cell of a variant (best time, median ratio to a baseline).

Used by scripts/prefetch_ab.py, math_lanes_ab.py, table_erf_ab.py and bool_pack_ab.py (run as
`python scripts/<name>.py`, which puts this directory on the import path). Dev tools: no part of the package.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable, Hashable
from typing import Any, TypeVar

import tosabcast
from tosabcast.pipelines import named

Key = TypeVar("Key", bound=Hashable)


def compile_with(source: str, stage: str, pass_name: str, options: str | None, threads: int = 1) -> Any:
    """`tosabcast.compile(source, threads=threads).main` with `pass_name{options}` in place of `pass_name` in
    `named.<stage>` (e.g. "EXPAND_EXP"); `options` None: the stage as it is."""
    saved = getattr(named, stage)
    if options is not None:
        setattr(named, stage, saved.replace(pass_name, f"{pass_name}{{{options}}}"))
    try:
        return tosabcast.compile(source, threads=threads).main
    finally:
        setattr(named, stage, saved)


def interleaved(
    calls: dict[Key, Callable[[], Any]],
    rounds: int,
    clock: Callable[[], float] = time.thread_time,
    shuffle: bool = True,
) -> dict[Key, list[float]]:
    """Each call's time in every round; a round runs every call once, in a fresh random order if `shuffle`."""
    times: dict[Key, list[float]] = {key: [] for key in calls}
    order = list(calls)
    for _ in range(rounds):
        if shuffle:
            random.shuffle(order)
        for key in order:
            start = clock()
            calls[key]()
            times[key].append(clock() - start)
    return times


def cell(times: list[float], base: list[float]) -> str:
    """ "<best> ms (<median of the per-round ratios to base>x)"."""
    ratio = statistics.median(a / b for a, b in zip(times, base, strict=True))
    return f"{min(times) * 1e3:.3f} ms ({ratio:.2f}x)"
