"""A/B of `--tosabcast-block-registers`: matmuls and convolutions, one thread, against numpy's BLAS.

    python scripts/block_registers_ab.py                 # the shapes below, 15 interleaved rounds
    python scripts/block_registers_ab.py --rounds 31
    python scripts/block_registers_ab.py --narrow        # outputs of 1-3 columns (filters) only

Each shape (scripts/interchange_ab.py's and three larger ones) is compiled with our lowering and `threads=1`:
as shipped ("ours"), without the pass ("no blocks": `named.INTERCHANGE` without it), and with neither it nor
the interchange ("stock order"). Every variant must give the same bits. Reported: the fastest call of each
over `--rounds` rounds in a fresh random order each round (`bench/models.py`'s `time_interleaved`), and for
matmuls numpy's `a @ b` (its BLAS, float32, on as many threads as it takes). A dev tool: it prints a Markdown
table and checks nothing but the bits.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

import numpy as np
from interchange_ab import CONVS, MATMULS, conv, matmul

import tosabcast
from tosabcast.pipelines import named

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bench"))
from models import time_interleaved  # bench/models.py

from bench import steady_allocator  # bench/bench.py

BLOCK = ",tosabcast-block-registers"
LARGER_MATMULS = [(1, 512, 512, 512)]
LARGER_CONVS = [(8, 32, 32, 64, 3, 64), (1, 56, 56, 64, 1, 256)]  # a ResNet block's 3x3 and a 1x1
NARROW_MATMULS = [(1, 64, 64, 1), (1, 64, 64, 2), (1, 64, 64, 3), (1, 512, 512, 1), (8, 256, 256, 2)]
NARROW_CONVS = [(64, 10, 10, 4, 3, 2), (64, 10, 10, 4, 3, 1), (64, 10, 10, 4, 3, 3), (8, 34, 34, 16, 3, 1)]
"""Outputs of 1-3 columns: matrix-vector products, convolutions into 1-3 filters (decoder's last: 2)."""


def compiled(text: str, interchange: str) -> Any:
    saved = named.INTERCHANGE
    try:
        named.INTERCHANGE = interchange
        return tosabcast.compile(text, threads=1)
    finally:
        named.INTERCHANGE = saved


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=15)
    parser.add_argument("--narrow", action="store_true", help="only outputs of 1-3 columns")
    args = parser.parse_args()
    steady_allocator()
    print("| op | ours | no blocks | stock order | numpy | no blocks / ours |\n| --- | --- | --- | --- | --- | --- |")
    matmuls, convs = (NARROW_MATMULS, NARROW_CONVS) if args.narrow else (MATMULS + LARGER_MATMULS, CONVS + LARGER_CONVS)
    cases = [("matmul " + "x".join(map(str, s)), *matmul(*s), True) for s in matmuls]
    cases += [("conv2d " + "x".join(map(str, s)), *conv(*s), False) for s in convs]
    variants = {
        "ours": named.INTERCHANGE,
        "no blocks": named.INTERCHANGE.replace(BLOCK, ""),
        "stock order": "canonicalize",
    }
    for name, text, inputs, is_matmul in cases:
        programs = {k: compiled(text, v) for k, v in variants.items()}
        results = {k: p.main(*inputs) for k, p in programs.items()}
        if any(not np.array_equal(r, results["ours"]) for r in results.values()):
            print(f"{name}: the variants' results differ", file=sys.stderr)
            return 1
        timed: dict[str, Any] = {k: (lambda p=p, xs=inputs: p.main(*xs)) for k, p in programs.items()}
        if is_matmul:
            timed["numpy"] = lambda xs=inputs: xs[0] @ xs[1]
        best = time_interleaved(timed, args.rounds, 0)
        numpy = f"{best['numpy'] * 1e6:.1f} us" if "numpy" in best else "-"
        print(
            f"| {name} | {best['ours'] * 1e6:.1f} us | {best['no blocks'] * 1e6:.1f} us | "
            f"{best['stock order'] * 1e6:.1f} us | {numpy} | {best['no blocks'] / best['ours']:.2f}x |",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
