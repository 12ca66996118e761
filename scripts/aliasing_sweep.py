"""4K aliasing: how the distance between a result and an input, modulo a page, moves an element-wise op's time.

    python scripts/aliasing_sweep.py                 # minimum f32 2048x2048, 14 distances, 9 rounds each
    python scripts/aliasing_sweep.py --op add --rounds 15

A dev-only measurement, the evidence for `PAGE` in tosabcast/runtime/buffer_cache.py. A load whose address
matches a store still in flight in its low 12 bits waits for that store, although they are different bytes.
An element-wise loop stores `out[i]` and then loads `a[i + k]`; where `out - a` is a small multiple of 16
bytes modulo 4096, the loads of the next vectors keep waiting for the last stores. The script places input
`a` at each distance below the page of our result (the result of a program keeps its block: the buffer cache)
and times ours and upstream (`threads=1`, `bench.time_rounds`: interleaved, medians).

On 2026-11-27 (minimum f32, blocks of plain `malloc`): 1.29-1.39 ms at every distance but 16, 32 and 48
bytes, where it took 1.91, 1.81 and 1.73 ms (upstream, whose result is another block, 1.6-1.8 ms throughout);
64 bytes 1.54 ms. Where our result lands is `malloc`'s choice, and the heap puts a new 16 MiB block a multiple
of 16 bytes past the last one, so bench/perf.py's per-op rows came out 1.08-1.35x upstream's now and then,
for one placement, on unchanged code.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bench"))

import bench
import tosabcast

DISTANCES = (0, 16, 32, 48, 64, 128, 256, 512, 1024, 2048, 3072, 4032, 4064, 4080)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--op", default="minimum", help="a binary f32 TOSA op (default minimum)")
    parser.add_argument("--rounds", type=int, default=9)
    args = parser.parse_args()
    print(f"allocator: {bench.steady_allocator()}")
    t = "tensor<2048x2048xf32>"
    nan = " {nan_mode = #tosa.nan_mode<PROPAGATE>}" if args.op in ("minimum", "maximum") else ""
    text = (
        f"func.func @main(%a: {t}, %b: {t}) -> {t} {{\n  %0 = tosa.{args.op} %a, %b{nan} : ({t}, {t}) -> {t}\n"
        f"  return %0 : {t}\n}}\n"
    )
    ours = tosabcast.compile(text, threads=1)
    upstream = tosabcast.compile(text, lowering="upstream", threads=1)
    n = 2048 * 2048
    rng = np.random.default_rng(0)
    room = np.empty(n + 1024, np.float32)  # a page of room to place `a` in
    values = rng.uniform(-4, 4, (2048, 2048)).astype(np.float32)
    b = rng.uniform(-4, 4, (2048, 2048)).astype(np.float32)
    order = random.Random(0)
    print("| out - a (mod 4096) | ours | upstream | ours/upstream |\n|---|---|---|---|")
    for distance in DISTANCES:
        result = ours.main(room[:n].reshape(2048, 2048), b)
        out = result.ctypes.data
        del result  # back to the cache: the next call gets the same block
        skip = ((out - distance - room.ctypes.data) % 4096) // 4
        a = room[skip : skip + n].reshape(2048, 2048)
        a[...] = values
        times = bench.time_rounds(
            {"ours": lambda a=a: ours.main(a, b), "upstream": lambda a=a: upstream.main(a, b)}, args.rounds, order
        )
        check = ours.main(a, b)
        assert (check.ctypes.data - a.ctypes.data) % 4096 == distance, "the result moved"
        del check
        ratio = statistics.median(x / y for x, y in zip(times["ours"], times["upstream"], strict=True))
        ms = {k: statistics.median(v) * 1e3 for k, v in times.items()}
        print(f"| {distance} | {ms['ours']:.3f} ms | {ms['upstream']:.3f} ms | {ratio:.2f}x |", flush=True)


if __name__ == "__main__":
    main()
