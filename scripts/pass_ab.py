"""A/B of one of our passes against its own source at an earlier git revision, on the whole models.

    python scripts/pass_ab.py split_tasks 98e4db6                      # every model, batch 64, two threads
    python scripts/pass_ab.py split_tasks 98e4db6 --models attention,cnn --batch 1 --runtime openmp
    python scripts/pass_ab.py split_tasks /tmp/variant.py      # a variant of the module kept in a file
    python scripts/pass_ab.py strided_copies none              # without the pass (it does nothing)

The pass's module at `REV` (`git show REV:passes/<pass>.py`) is loaded beside the working tree's and swapped into
the pass registry for the "old" compiles. Each model's dynamic program (test/models/<model>_dynamic.mlir) and its
static twin at `--batch` are compiled both ways; the script prints each compile's time (all of
`tosabcast.compile`, after one small compile that loads LLVM) and each program's fastest call over
`--rounds` interleaved rounds (`bench/models.py`'s `time_interleaved`), with dyn/static per side. Old and new
results must be the same bits. A dev tool: it checks nothing but the bits.
"""

from __future__ import annotations

import argparse
import dataclasses
import importlib.util
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import numpy as np

import tosabcast
from tosabcast import registry

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))
import models as M


def old_pass(module: str, rev: str) -> Any:
    """The `PASS` of passes/<module>.py as it was at `rev` (or in the file `rev`, a variant kept aside; `none`:
    the pass doing nothing)."""
    if rev == "none":
        new = importlib.import_module(f"tosabcast.passes.{module}").PASS
        return dataclasses.replace(new, run=lambda module, **options: True)
    if Path(rev).is_file():
        source = Path(rev).read_text()
    else:
        git = ["git", "-C", str(ROOT), "show", f"{rev}:passes/{module}.py"]
        source = subprocess.run(git, check=True, capture_output=True, text=True).stdout
    with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as file:
        file.write(source)
    spec = importlib.util.spec_from_file_location(f"old_{module}", file.name)
    assert spec is not None and spec.loader is not None
    loaded = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = loaded  # dataclasses look their module up there
    spec.loader.exec_module(loaded)
    Path(file.name).unlink()
    return loaded.PASS


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("module", help="the pass's module under passes/, e.g. split_tasks")
    parser.add_argument("rev", help="the git revision of the old side")
    parser.add_argument("--models", default="all", help="comma-separated names, or all")
    parser.add_argument("--batch", type=int, default=64)
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--runtime", default="async", choices=("async", "openmp"))
    parser.add_argument("--rounds", type=int, default=15)
    args = parser.parse_args()
    passes = registry.PASSES._get()
    new = importlib.import_module(f"tosabcast.passes.{args.module}").PASS
    old = old_pass(args.module, args.rev)
    names = args.models.split(",")
    if args.models == "all":
        names = sorted(p.name.removesuffix("_dynamic.mlir") for p in M.MODELS.glob("*_dynamic.mlir"))
    config = {"threads": args.threads, "thread_runtime": args.runtime}
    tosabcast.compile("func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {\n  return %x : tensor<4xf32>\n}\n")
    print(f"# {args.module} at {args.rev} (old) against the working tree (new): {config}, batch {args.batch}")
    print(
        "| model | JIT dyn old / new | JIT static old / new | dyn old / new | static old / new | dyn/static old / new |"
    )
    print("| --- | --- | --- | --- | --- | --- |")
    for name in names:
        dynamic = M.MODELS / f"{name}_dynamic.mlir"
        sources = {"dyn": dynamic.read_text(), "static": M.static_twin(dynamic.read_text(), args.batch)}
        inputs = M.batch_inputs(name, args.batch)
        programs, jit = {}, {}
        for side, info in (("old", old), ("new", new)):
            passes[info.name] = info
            for kind, text in sources.items():
                start = time.perf_counter()
                programs[kind, side] = tosabcast.compile(text, name=name, **config)
                jit[kind, side] = time.perf_counter() - start
        passes[new.name] = new
        for kind in sources:
            a, b = (programs[kind, side].main(*inputs) for side in ("old", "new"))
            for x, y in zip(a if isinstance(a, tuple) else (a,), b if isinstance(b, tuple) else (b,), strict=True):
                if not np.array_equal(np.asarray(x).view(np.uint8), np.asarray(y).view(np.uint8)):
                    print(f"{name} {kind}: old and new results differ", file=sys.stderr)
                    return 1
        t = M.time_interleaved(
            {f"{k} {s}": (lambda p=p, xs=inputs: p.main(*xs)) for (k, s), p in programs.items()}, args.rounds, 0
        )
        us = {key: value * 1e6 for key, value in t.items()}
        print(
            f"| {name} | {jit['dyn', 'old']:.2f} / {jit['dyn', 'new']:.2f} s"
            f" | {jit['static', 'old']:.2f} / {jit['static', 'new']:.2f} s"
            f" | {us['dyn old']:.1f} / {us['dyn new']:.1f} us | {us['static old']:.1f} / {us['static new']:.1f} us"
            f" | {us['dyn old'] / us['static old']:.2f}x / {us['dyn new'] / us['static new']:.2f}x |",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
