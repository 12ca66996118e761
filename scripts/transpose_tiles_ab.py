"""A/B of `--tosabcast-transpose-tiles`: `tosa.transpose` alone, one thread, against numpy and a copy.

    python scripts/transpose_tiles_ab.py              # the shapes below, 15 interleaved rounds
    python scripts/transpose_tiles_ab.py --rounds 31

Each transpose (the models' NHWC <-> NCHW and attention's heads, and larger ones) is compiled with our lowering
and `threads=1`, with the pass ("ours") and with it doing nothing ("no tiles"), and with the upstream lowering.
Every variant must give numpy's bits. Reported: the fastest call of each over `--rounds` rounds in a fresh
random order each round (`bench/models.py`'s `time_interleaved`), numpy's `ascontiguousarray(x.transpose())`
and `x.copy()` (what moving the bytes costs). A dev tool: it prints a Markdown table and checks nothing but the
bits.
"""

from __future__ import annotations

import argparse
import dataclasses
import sys
from pathlib import Path
from typing import Any

import numpy as np
from tosabcast.passes import transpose_tiles

import tosabcast
from tosabcast import registry

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bench"))
from models import time_interleaved  # bench/models.py

from bench import steady_allocator  # bench/bench.py

CASES = [
    ((64, 8, 8, 8), (0, 3, 1, 2)),  # cnn's NHWC -> NCHW
    ((64, 8, 8, 8), (0, 2, 3, 1)),  # and back
    ((64, 6, 6, 8), (0, 3, 1, 2)),  # depthwise's: rows of 36
    ((64, 8, 8), (0, 2, 1)),  # attention's
    ((64, 16, 16, 32), (0, 3, 1, 2)),
    ((256, 256), (1, 0)),
    ((2048, 2048), (1, 0)),
    ((64, 4, 4, 4), (0, 3, 1, 2)),  # decoder's: 4 channels split out of rows
    ((64, 3, 8, 8), (0, 2, 3, 1)),  # cnn's input: 3 channels joined into rows
    ((8, 224, 224, 3), (0, 3, 1, 2)),  # an RGB batch, NHWC -> NCHW (split)
    ((8, 3, 224, 224), (0, 2, 3, 1)),  # and NCHW -> NHWC (join)
    ((8, 64, 32, 16), (0, 2, 1, 3)),  # the innermost dim stays: left alone
]


def text(shape: tuple[int, ...], perms: tuple[int, ...]) -> str:
    def t(sizes: tuple[int, ...]) -> str:
        return "tensor<" + "x".join(map(str, sizes)) + "xf32>"

    out = tuple(shape[p] for p in perms)
    return f"""func.func @main(%x: {t(shape)}) -> {t(out)} {{
  %0 = tosa.transpose %x {{perms = array<i32: {", ".join(map(str, perms))}>}} : ({t(shape)}) -> {t(out)}
  return %0 : {t(out)}
}}"""


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=15)
    args = parser.parse_args()
    steady_allocator()
    passes = registry.PASSES._get()
    tiles = transpose_tiles.PASS
    none = dataclasses.replace(tiles, run=lambda module, **options: True)
    print("| transpose | ours | no tiles | upstream | numpy | copy | no tiles / ours |\n|" + " --- |" * 7)
    for shape, perms in CASES:
        source = text(shape, perms)
        x = np.random.default_rng(0).standard_normal(shape, np.float32)
        want = np.ascontiguousarray(x.transpose(perms))
        programs: dict[str, Any] = {"ours": tosabcast.compile(source, threads=1)}
        passes[tiles.name] = none
        try:
            programs["no tiles"] = tosabcast.compile(source, threads=1)
        finally:
            passes[tiles.name] = tiles
        programs["upstream"] = tosabcast.compile(source, lowering="upstream", threads=1)
        if any(p.main(x).tobytes() != want.tobytes() for p in programs.values()):
            print(f"{shape} {perms}: a variant's result differs from numpy's", file=sys.stderr)
            return 1
        timed: dict[str, Any] = {k: (lambda p=p, x=x: p.main(x)) for k, p in programs.items()}
        timed["numpy"] = lambda x=x, perms=perms: np.ascontiguousarray(x.transpose(perms))
        timed["copy"] = x.copy
        best = {k: v * 1e6 for k, v in time_interleaved(timed, args.rounds, 0).items()}
        name = "x".join(map(str, shape)) + " " + str(perms).replace(" ", "")
        cells = " | ".join(f"{best[k]:.1f} us" for k in ("ours", "no tiles", "upstream", "numpy", "copy"))
        print(f"| {name} | {cells} | {best['no tiles'] / best['ours']:.2f}x |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
